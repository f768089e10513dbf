"""Reference rules for the 8x8 Chinese Checker (referee's own reading of the spec)."""
import random

EMPTY, BLUE, RED, OFF = 0, 1, 2, -1
DIRS = (-11, -10, -9, -1, 1, 9, 10, 11)
CAMP = {BLUE: (11, 12, 13, 21, 22, 31), RED: (88, 87, 86, 78, 77, 68)}
MSG = {
    1: "Invalid input format, please input again:",
    2: "Input out of the game board, please input again:",
    3: "Invalid starting location, please input again:",
    4: "Invalid ending location, please input again:",
    5: "The move violates the game rule, please input again:",
}
MAXM = 100


def on_board(p):
    return 11 <= p <= 88 and 1 <= p % 10 <= 8


def init_board():
    b = [OFF] * 89
    for p in range(89):
        if on_board(p):
            b[p] = EMPTY
    for p in CAMP[BLUE]:
        b[p] = BLUE
    for p in CAMP[RED]:
        b[p] = RED
    return b


def reachable(b, frm):
    """All cells the piece on frm may end on (steps, jumps, long and multi jumps).
    The moving piece is lifted from the board while it jumps."""
    w = list(b)
    w[frm] = EMPTY
    out = set()
    for d in DIRS:
        t = frm + d
        if on_board(t) and w[t] == EMPTY:
            out.add(t)
    seen = set()
    stack = [frm]
    while stack:
        p = stack.pop()
        for d in DIRS:
            k, c = 1, p + d
            while on_board(c) and w[c] == EMPTY:
                c += d
                k += 1
            if not on_board(c):
                continue
            land, ok = c, True
            for _ in range(k):
                land += d
                if not on_board(land) or w[land] != EMPTY:
                    ok = False
                    break
            if ok and land not in seen:
                seen.add(land)
                stack.append(land)
    out |= seen
    out.discard(frm)
    return out


def legal_moves(b, player):
    res = []
    for p in range(11, 89):
        if on_board(p) and b[p] == player:
            for t in sorted(reachable(b, p)):
                res.append(p * 100 + t)
    return res


def classify(b, player, text):
    """Expected verdict for one input line: 0 = legal move, 1..5 = error number."""
    s = text.strip()
    if len(s) != 4 or not s.isdigit() or s[0] == '0':
        return 1
    frm, to = int(s[:2]), int(s[2:])
    if not on_board(frm) or not on_board(to):
        return 2
    if b[frm] != player:
        return 3
    if b[to] != EMPTY:
        return 4
    if to not in reachable(b, frm):
        return 5
    return 0


def apply(b, move):
    b = list(b)
    frm, to = move // 100, move % 100
    b[to] = b[frm]
    b[frm] = EMPTY
    return b


def camp_won(b, owner, intruder):
    cells = [b[p] for p in CAMP[owner]]
    return all(v != EMPTY for v in cells) and intruder in cells


def result(b, nblue, nred):
    """'blue', 'red', 'draw' or None, checked after a move."""
    if camp_won(b, RED, BLUE):
        return 'blue'
    if camp_won(b, BLUE, RED):
        return 'red'
    if nblue >= MAXM and nred >= MAXM:
        return 'draw'
    return None


def dist(player, p):
    r, c = divmod(p, 10)
    return (8 - r) + (8 - c) if player == BLUE else (r - 1) + (c - 1)


def pick_move(b, player, rng, style):
    ms = legal_moves(b, player)
    if style == 'random':
        return rng.choice(ms)
    # 'greedy': prefer progress, noisy
    best, bs = None, None
    for m in ms:
        s = dist(player, m // 100) - dist(player, m % 100) + rng.random() * (3 if style == 'greedy' else 8)
        if bs is None or s > bs:
            best, bs = m, s
    return best


def invalid_input(b, player, rng, kind=None):
    """Make an invalid input line, returns (text, expected code)."""
    kind = kind or rng.choice([1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    if kind == 1:
        t = rng.choice(["abc", "12", "12345", "-123", "0123", "12a4", "1 2 3 4", "31.4", "0000",
                        "9", "x3141", "3141x", "99999", "+314", "0888", "four"])
    elif kind == 2:
        t = rng.choice(["1019", "9011", "1180", "1090", "3949", "1110", "8990", "5059", "1291",
                        "2030", "7079", "9988", "1900", "4450"])
    elif kind == 3:
        cells = [p for p in range(11, 89) if on_board(p) and b[p] != player]
        frm = rng.choice(cells)
        to = rng.choice([p for p in range(11, 89) if on_board(p)])
        t = "%02d%02d" % (frm, to)
    elif kind == 4:
        mine = [p for p in range(11, 89) if on_board(p) and b[p] == player]
        occ = [p for p in range(11, 89) if on_board(p) and b[p] in (BLUE, RED)]
        t = "%02d%02d" % (rng.choice(mine), rng.choice(occ))
    else:
        opts = []
        for p in range(11, 89):
            if on_board(p) and b[p] == player:
                r = reachable(b, p)
                for q in range(11, 89):
                    if on_board(q) and b[q] == EMPTY and q not in r:
                        opts.append("%02d%02d" % (p, q))
        t = rng.choice(opts) if opts else "abc"
    if rng.random() < 0.1:
        t = " " + t + " "
    return t, classify(b, player, t)
