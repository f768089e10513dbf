"""Independent rules engine for the 8x8 Chinese Checker (ESTR1002 spec)."""

DIRS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
CELLS = [r * 10 + c for r in range(1, 9) for c in range(1, 9)]
MSG = {
    1: "Invalid input format, please input again:",
    2: "Input out of the game board, please input again:",
    3: "Invalid starting location, please input again:",
    4: "Invalid ending location, please input again:",
    5: "The move violates the game rule, please input again:",
}


def on(r, c):
    return 1 <= r <= 8 and 1 <= c <= 8


def camp(loc, owner):
    s = loc // 10 + loc % 10
    return s <= 4 if owner == 1 else s >= 14


def initial():
    return {x: (1 if camp(x, 1) else 2 if camp(x, 2) else 0) for x in CELLS}


def get(b, r, c):
    return b[r * 10 + c] if on(r, c) else -1


def jump_landings(b, loc):
    """Jumps from loc: exactly one piece strictly between lift and landing,
    and it sits exactly in the middle; landing empty."""
    r, c = divmod(loc, 10)
    out = []
    for dr, dc in DIRS:
        k = 1
        while get(b, r + k * dr, c + k * dc) == 0:
            k += 1
        if get(b, r + k * dr, c + k * dc) == -1:
            continue
        if all(get(b, r + i * dr, c + i * dc) == 0 for i in range(k + 1, 2 * k + 1)):
            out.append((r + 2 * k * dr) * 10 + c + 2 * k * dc)
    return out


def reachable(b, frm):
    w = dict(b)
    w[frm] = 0  # the piece is lifted while it moves
    seen = {frm}
    stack = [frm]
    while stack:
        x = stack.pop()
        for y in jump_landings(w, x):
            if y not in seen:
                seen.add(y)
                stack.append(y)
    r, c = divmod(frm, 10)
    for dr, dc in DIRS:
        if get(w, r + dr, c + dc) == 0:
            seen.add((r + dr) * 10 + c + dc)
    seen.discard(frm)
    return seen


def legal_moves(b, p):
    return [f * 100 + t for f in CELLS if b[f] == p for t in sorted(reachable(b, f))]


def classify_number(b, p, m):
    """m is an int 0..9999 that passed the format check."""
    f, t = divmod(m, 100)
    if not (on(*divmod(f, 10)) and on(*divmod(t, 10))):
        return 2
    if b[f] != p:
        return 3
    if b[t] != 0:
        return 4
    if t not in reachable(b, f):
        return 5
    return 0


def won(b, p):
    enemy = 3 - p
    cells = [x for x in CELLS if camp(x, enemy)]
    return all(b[x] != 0 for x in cells) and any(b[x] == p for x in cells)


def status(b, nb, nr):
    if won(b, 1):
        return 1
    if won(b, 2):
        return 2
    if nb >= 100 and nr >= 100:
        return 3
    return 0


def apply(b, m):
    f, t = divmod(m, 100)
    b = dict(b)
    b[t] = b[f]
    b[f] = 0
    return b


def board_str(b):
    return "".join("#O."[[1, 2, 0].index(b[x])] for x in CELLS)
