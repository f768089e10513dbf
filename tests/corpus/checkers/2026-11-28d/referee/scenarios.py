#!/usr/bin/env python3
"""Directed rare-position tests, found by searching random games with the
referee's own engine, then played through every program:

  A. the mover completes the filling of HIS OWN camp, which holds an enemy
     piece -> the opponent wins (spec 2.4: "after a move has been made ...")
  B. red wins with its 100th move (move 200): a win, not a draw
  C. blue wins with its 100th move (move 199)
  D. a long jump with the middle piece 3 cells away (e.g. 11 -> 17 over 14)
  E. a multi-jump mixing a long jump and a single jump
  F. a winning move that fills the enemy camp which still holds enemy pieces

Apart from D, no move in these games needs a jump whose middle piece is three
cells away, so each scenario shows one thing at a time.
"""
import random, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import referee as R


def is_long3(g, m):
    """does this move need a jump whose middle piece is 3 cells away?"""
    f, t = m
    b = g.b[:]
    b[f] = 0
    dist = {f: 0}
    stack = [f]
    # can t be reached with jumps of k<=2 only / with steps?
    if any(f + d == t for d in R.DIRS):
        return False
    seen = {f}
    while stack:
        p = stack.pop()
        for d in R.DIRS:
            l = R.jump_from(b, p, d)
            if l is not None and l not in seen and abs(l - p) < 6 * abs(d):
                seen.add(l)
                stack.append(l)
    return t not in seen


def play_until(pred, style, seeds, maxmoves=200, avoid_win_before=None, allow_long3=False):
    """play random games; pred(game, move) -> True stops with that move"""
    for seed in seeds:
        rng = random.Random(seed)
        g = R.Game()
        seq = []
        while g.result is None and g.cnt[1] + g.cnt[2] < maxmoves:
            moves = R.all_moves(g.b, g.pl)
            if not moves:
                break
            hit = [m for m in moves if pred(g, m) and (allow_long3 or not is_long3(g, m))]
            if hit:
                m = rng.choice(hit)
                seq.append(m)
                g.play(*m)
                return seed, seq, g
            st = style[g.pl]
            cand = [m for m in moves if allow_long3 or not is_long3(g, m)] or moves
            if st == 'lazy':
                corner = 11 if g.pl == R.BLUE else 88
                cand = [m for m in cand if m[0] != corner] or cand
            if avoid_win_before is not None:
                safe = []
                for f, t in cand:
                    nb = g.b[:]
                    nb[f], nb[t] = 0, g.pl
                    if not (R.wins(nb, 1) or R.wins(nb, 2)):
                        safe.append((f, t))
                cand = safe or cand
            if st == 'random':
                m = rng.choice(cand)
            else:
                best = None
                for f, t in cand:
                    s = (R.dist(f, g.pl) - R.dist(t, g.pl)) * 10 + rng.random() * 12
                    if best is None or s > best[0]:
                        best = (s, (f, t))
                m = best[1]
            seq.append(m)
            g.play(*m)
    return None


def after(g, m):
    nb = g.b[:]
    nb[m[0]], nb[m[1]] = 0, g.pl
    return nb


def pred_A(g, m):
    nb = after(g, m)
    return R.wins(nb, 3 - g.pl) and not R.wins(nb, g.pl)


def pred_B(g, m):
    return g.pl == R.RED and g.cnt[R.RED] == 99 and R.wins(after(g, m), R.RED)


def pred_C(g, m):
    return g.pl == R.BLUE and g.cnt[R.BLUE] == 99 and R.wins(after(g, m), R.BLUE)


def pred_D(g, m):
    f, t = m
    for d in R.DIRS:
        if f + 6 * d == t and g.b[f + 3 * d] and all(g.b[f + j * d] == 0 for j in (1, 2, 4, 5)):
            return True
    return False


def pred_E(g, m):
    f, t = m
    # reachable only through two or more jumps, one of them long
    b = g.b[:]
    b[f] = 0
    firsts = {}
    for d in R.DIRS:
        l = R.jump_from(b, f, d)
        if l is not None:
            firsts[l] = d
    if t in firsts or any(f + d == t for d in R.DIRS):
        return False
    if t not in R.dests(g.b, f):
        return False
    return any(abs(l - f) not in (2, 20, 18, 22) for l in firsts)


def pred_F(g, m):
    nb = after(g, m)
    camp = R.CAMP[3 - g.pl]
    return R.wins(nb, g.pl) and any(nb[c] == 3 - g.pl for c in camp)


def main():
    tmp = '/tmp/ccscen'
    os.makedirs(tmp, exist_ok=True)
    progs = sys.argv[1:] or sorted(R.CONF)
    exes = {p: R.build(p, tmp) for p in progs}
    found = {}
    specs = [
        ('A', pred_A, {1: 'random', 2: 'greedy'}, None),
        ('B', pred_B, {1: 'random', 2: 'greedy'}, True),
        ('C', pred_C, {1: 'greedy', 2: 'random'}, True),
        ('D', pred_D, {1: 'greedy', 2: 'greedy'}, None),
        ('E', pred_E, {1: 'greedy', 2: 'greedy'}, None),
        ('F', pred_F, {1: 'greedy', 2: 'lazy'}, None),
    ]
    for tag, pred, style, avoid in specs:
        r = play_until(pred, style, range(1, 4000), avoid_win_before=avoid, allow_long3=(tag == 'D'))
        if r is None:
            print('scenario %s: no position found' % tag)
            continue
        seed, seq, g = r
        found[tag] = (seq, g)
        print('scenario %s: seed %d, %d moves, last move %s, result %s' % (
            tag, seed, len(seq), R.code(*seq[-1]), g.result))
        lines = ['1'] + [R.code(*m) for m in seq]
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'scenario_%s.txt' % tag), 'w') as fh:
            fh.write(''.join(l + '\n' for l in lines))
        for p, exe in exes.items():
            rc, out = R.run(exe, lines, 1)
            probs = []
            R.check_output(p, g, rc, out, probs, g.result is not None)
            print('   %-4s %s' % (p, 'OK' if not probs else 'FAIL: ' + ' | '.join(x.replace('\n', ' ') for x in probs)))


if __name__ == '__main__':
    main()
