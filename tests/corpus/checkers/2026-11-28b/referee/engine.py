"""Reference rules for the ESTR1002 Chinese Checker (8 x 8), as read from the spec.

Decisions (same as in ANSWERS.md):
  * camps: blue (1, '#') 11 12 13 21 22 31; red (2, 'O') 88 87 86 78 77 68
  * single step: to any of the 8 neighbours, which must be empty
  * jump: along one of 8 directions; exactly one piece, sitting exactly in the
    middle between lifting and landing cell, all other cells between empty,
    landing cell empty (plain jump = distance 2, long jump = distance 2k)
  * multi-jump: successive jumps; the moving piece is lifted (its start cell
    counts as empty while it jumps)
  * input format: exactly four decimal digits (after trimming blanks);
    "0911" is four digits -> then out of the board
  * win: after any move, A wins if the opponent's camp is full and holds at
    least one piece of A (checked for both players, whoever moved)
  * draw: after 200 moves (100 each) without a winner
"""

BLUE, RED = 1, 2
BLUE_CAMP = (11, 12, 13, 21, 22, 31)
RED_CAMP = (88, 87, 86, 78, 77, 68)
DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]

MSG = {
    1: "Invalid input format, please input again:",
    2: "Input out of the game board, please input again:",
    3: "Invalid starting location, please input again:",
    4: "Invalid ending location, please input again:",
    5: "The move violates the game rule, please input again:",
}


def on_board(loc):
    r, c = divmod(loc, 10)
    return 1 <= r <= 8 and 1 <= c <= 8


def initial():
    b = [-1] * 89
    for r in range(1, 9):
        for c in range(1, 9):
            b[r * 10 + c] = 0
    for x in BLUE_CAMP:
        b[x] = BLUE
    for x in RED_CAMP:
        b[x] = RED
    return b


def jump_landings(b, at):
    out = []
    r0, c0 = divmod(at, 10)
    for dr, dc in DIRS:
        k = 0
        r, c = r0, c0
        while True:
            k += 1
            r += dr
            c += dc
            if not (1 <= r <= 8 and 1 <= c <= 8):
                k = None
                break
            if b[r * 10 + c] != 0:
                break
        if k is None:
            continue
        ok = True
        for i in range(k + 1, 2 * k + 1):
            rr, cc = r0 + dr * i, c0 + dc * i
            if not (1 <= rr <= 8 and 1 <= cc <= 8) or b[rr * 10 + cc] != 0:
                ok = False
                break
        if ok:
            out.append((r0 + dr * 2 * k) * 10 + c0 + dc * 2 * k)
    return out


def jump_closure(b, frm):
    t = list(b)
    t[frm] = 0
    seen = {frm}
    stack = [frm]
    while stack:
        p = stack.pop()
        for q in jump_landings(t, p):
            if q not in seen:
                seen.add(q)
                stack.append(q)
    seen.discard(frm)
    return seen


def targets(b, frm):
    res = set()
    r0, c0 = divmod(frm, 10)
    for dr, dc in DIRS:
        q = (r0 + dr) * 10 + c0 + dc
        if 1 <= r0 + dr <= 8 and 1 <= c0 + dc <= 8 and b[q] == 0:
            res.add(q)
    res |= jump_closure(b, frm)
    return res


def reachable(b, frm, to):
    return to in targets(b, frm)


def legal_moves(b, player):
    mv = []
    for frm in range(11, 89):
        if on_board(frm) and b[frm] == player:
            for to in sorted(targets(b, frm)):
                mv.append(frm * 100 + to)
    return mv


def check(b, player, text):
    """returns 0 for a legal move, else the number of the spec's check that fails"""
    s = text.strip()
    if len(s) != 4 or not all(ch in "0123456789" for ch in s):
        return 1
    frm, to = int(s[:2]), int(s[2:])
    if not on_board(frm) or not on_board(to):
        return 2
    if b[frm] != player:
        return 3
    if b[to] != 0:
        return 4
    if not reachable(b, frm, to):
        return 5
    return 0


def apply(b, move):
    b = list(b)
    frm, to = divmod(move, 100)
    b[to] = b[frm]
    b[frm] = 0
    return b


def camp_taken(b, camp, by):
    if any(b[x] == 0 for x in camp):
        return False
    return any(b[x] == by for x in camp)


def status(b, nmoves):
    """nmoves = total moves made so far. 'blue', 'red', 'draw' or None"""
    if camp_taken(b, RED_CAMP, BLUE):
        return "blue"
    if camp_taken(b, BLUE_CAMP, RED):
        return "red"
    if nmoves >= 200:
        return "draw"
    return None


def render(b):
    return "\n".join("".join({0: ".", 1: "#", 2: "O"}[b[r * 10 + c]] for c in range(1, 9))
                     for r in range(1, 9))


def mirror(loc):
    r, c = divmod(loc, 10)
    return (9 - r) * 10 + (9 - c)
