"""Find short move sequences that expose the planted flaws (rex, sia)."""
import itertools
import rules


def reach_sia(b, frm):
    """sia's flawed search: only the first jump of a move may be long."""
    w = dict(b)
    w[frm] = 0
    seen = {frm}

    def spread(x, first):
        r, c = divmod(x, 10)
        for dr, dc in rules.DIRS:
            k = 1
            if first:
                while rules.get(w, r + k * dr, c + k * dc) == 0:
                    k += 1
            if rules.get(w, r + k * dr, c + k * dc) <= 0:
                continue
            if any(rules.get(w, r + i * dr, c + i * dc) != 0 for i in range(k + 1, 2 * k + 1)):
                continue
            t = (r + 2 * k * dr) * 10 + c + 2 * k * dc
            if t not in seen:
                seen.add(t)
                spread(t, False)
    spread(frm, True)
    r, c = divmod(frm, 10)
    for dr, dc in rules.DIRS:
        if rules.get(w, r + dr, c + dc) == 0:
            seen.add((r + dr) * 10 + c + dc)
    seen.discard(frm)
    return seen


def reach_rex(b, frm):
    """rex's flawed search: cells between the middle piece and the landing
    cell are not checked."""
    w = dict(b)
    w[frm] = 0
    seen = {frm}
    stack = [frm]
    while stack:
        x = stack.pop()
        r, c = divmod(x, 10)
        for dr, dc in rules.DIRS:
            k = 1
            while rules.get(w, r + k * dr, c + k * dc) == 0:
                k += 1
            if rules.get(w, r + k * dr, c + k * dc) == -1:
                continue
            if rules.get(w, r + 2 * k * dr, c + 2 * k * dc) != 0:
                continue
            t = (r + 2 * k * dr) * 10 + c + 2 * k * dc
            if t not in seen:
                seen.add(t)
                stack.append(t)
    r, c = divmod(frm, 10)
    if True:
        for x in rules.CELLS:
            if max(abs(x // 10 - r), abs(x % 10 - c)) == 1 and b[x] == 0:
                seen.add(x)
    seen.discard(frm)
    return seen


def search(flawed, depth):
    b0 = rules.initial()
    frontier = [(b0, [], 1)]
    for d in range(depth + 1):
        for b, seq, p in frontier:
            for f in rules.CELLS:
                if b[f] != p:
                    continue
                good, bad = rules.reachable(b, f), flawed(b, f)
                if good != bad:
                    diff = sorted(good ^ bad)
                    return seq, p, f, diff, good
        nxt = []
        for b, seq, p in frontier:
            for m in rules.legal_moves(b, p):
                nxt.append((rules.apply(b, m), seq + [m], 3 - p))
        frontier = nxt
    return None


for name, fn in (("rex", reach_rex), ("sia", reach_sia)):
    res = search(fn, 2)
    print(name, res and (res[0], "player", res[1], "from", res[2], "diff", res[3]))

# check the hand-made rex example 2141 6858 1151
b = rules.initial()
for m in (2141, 6858):
    b = rules.apply(b, m)
print("rex hand example: 1151 legal?", 51 in rules.reachable(b, 11), "rex accepts?", 51 in reach_rex(b, 11))
