"""Rule engine of the referee: Chinese Checker 8x8 as the ESTR1002 spec describes.

Interpretations (the same ones the three correct programs use):
- camps: blue {11,12,13,21,22,31}, red {88,87,86,78,77,68} (6-cell triangles);
- a jump goes along one of 8 directions; the only piece between lifting and
  landing cell sits exactly in the middle, every other cell between is empty;
  a multi-jump chains such jumps; the moving piece is lifted off its start cell;
- a single step goes to an adjacent empty cell and cannot be chained;
- input format: a token of exactly four digits, first digit not 0;
- after a move: mover wins if the opponent camp is full with >=1 mover piece;
  else the other player wins if the mover's camp is full with >=1 of his pieces;
  else draw once both players made 100 moves.
"""
import random

EMPTY, BLUE, RED = 0, 1, 2
BLUE_CAMP = (11, 12, 13, 21, 22, 31)
RED_CAMP = (88, 87, 86, 78, 77, 68)
DIRS = (-11, -10, -9, -1, 1, 9, 10, 11)
MAX_STEPS = 100

MESSAGES = {
    1: "Invalid input format, please input again:",
    2: "Input out of the game board, please input again:",
    3: "Invalid starting location, please input again:",
    4: "Invalid ending location, please input again:",
    5: "The move violates the game rule, please input again:",
}


def on_board(loc):
    return 11 <= loc <= 88 and 1 <= loc // 10 <= 8 and 1 <= loc % 10 <= 8


def init_board():
    b = [-1] * 89
    for i in range(89):
        if on_board(i):
            b[i] = EMPTY
    for c in BLUE_CAMP:
        b[c] = BLUE
    for c in RED_CAMP:
        b[c] = RED
    return b


def destinations(board, frm):
    work = list(board)
    work[frm] = EMPTY
    seen = {frm}
    stack = [frm]
    while stack:
        pos = stack.pop()
        for d in DIRS:
            k = 1
            while on_board(pos + k * d) and work[pos + k * d] == EMPTY:
                k += 1
            if not on_board(pos + k * d):
                continue
            ok = True
            for i in range(k + 1, 2 * k + 1):
                c = pos + i * d
                if not on_board(c) or work[c] != EMPTY:
                    ok = False
                    break
            if ok:
                land = pos + 2 * k * d
                if land not in seen:
                    seen.add(land)
                    stack.append(land)
    res = set(seen)
    for d in DIRS:
        if on_board(frm + d) and work[frm + d] == EMPTY:
            res.add(frm + d)
    res.discard(frm)
    return res


def legal_moves(board, player):
    out = []
    for f in range(11, 89):
        if on_board(f) and board[f] == player:
            for t in destinations(board, f):
                out.append(f * 100 + t)
    return out


def classify(board, player, token):
    """0 if the token is a legal move, else the error number 1..5."""
    if len(token) != 4 or not token.isdigit() or not token.isascii() or token[0] == '0':
        return 1
    m = int(token)
    f, t = m // 100, m % 100
    if not on_board(f) or not on_board(t):
        return 2
    if board[f] != player:
        return 3
    if board[t] != EMPTY:
        return 4
    if t not in destinations(board, f):
        return 5
    return 0


def apply(board, move):
    b = list(board)
    f, t = move // 100, move % 100
    b[t] = b[f]
    b[f] = EMPTY
    return b


def camp_won(board, player):
    camp = RED_CAMP if player == BLUE else BLUE_CAMP
    if any(board[c] == EMPTY for c in camp):
        return False
    return any(board[c] == player for c in camp)


def game_over(board, mover, plies):
    """plies = number of moves made so far (both players). Returns None/'blue'/'red'/'draw'."""
    other = 3 - mover
    name = {BLUE: 'blue', RED: 'red'}
    if camp_won(board, mover):
        return name[mover]
    if camp_won(board, other):
        return name[other]
    if plies >= 2 * MAX_STEPS:
        return 'draw'
    return None


def board_str(board):
    return '\n'.join(''.join('#O.'[{1: 0, 2: 1, 0: 2}[board[r * 10 + c]]] for c in range(1, 9))
                     for r in range(1, 9))


# ---------------------------------------------------------------- strategies
def remaining(player, loc):
    r, c = loc // 10, loc % 10
    return (16 - r - c) if player == BLUE else (r + c - 2)


def choose(board, player, rng, style, frozen=None):
    moves = legal_moves(board, player)
    if frozen:
        moves = [m for m in moves if m // 100 not in frozen] or moves
    if not moves:
        return None
    if style == 'random':
        return rng.choice(moves)
    target = RED_CAMP if player == BLUE else BLUE_CAMP
    best, bs = [], None
    for m in moves:
        f, t = m // 100, m % 100
        s = 10 * (remaining(player, f) - remaining(player, t))
        if t in target and f not in target:
            s += 5
        if f in target and t not in target:
            s -= 15
        s += rng.random() * (8 if style == 'greedy' else 30)
        if bs is None or s > bs:
            best, bs = [m], s
    return best[0]


def gen_invalid(board, player, rng):
    """Proposes an invalid token, of a random kind; the true code comes from classify()."""
    kind = rng.randint(1, 5)
    own = [l for l in range(11, 89) if on_board(l) and board[l] == player]
    occ = [l for l in range(11, 89) if on_board(l) and board[l] != EMPTY]
    emp = [l for l in range(11, 89) if on_board(l) and board[l] == EMPTY]
    notown = [l for l in range(11, 89) if on_board(l) and board[l] != player]
    if kind == 1:
        return rng.choice(["abc", "12", "123", "12345", "0123", "-123", "12a4", "1.23",
                           "+123", "99999", "1e3", "x", "0000", "21 31"[:2], "١٢٣٤"])
    if kind == 2:
        while True:
            d = [rng.randint(1, 9), rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 9)]
            if any(x in (0, 9) for x in d):
                return ''.join(map(str, d))
    if kind == 3:
        return "%d%d" % (rng.choice(notown), rng.choice(occ + emp))
    if kind == 4:
        return "%d%d" % (rng.choice(own), rng.choice(occ))
    f = rng.choice(own)
    dest = destinations(board, f)
    cand = [e for e in emp if e not in dest]
    if not cand:
        return "%d%d" % (f, rng.choice(occ))
    return "%d%d" % (f, rng.choice(cand))
