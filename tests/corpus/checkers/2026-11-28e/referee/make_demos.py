#!/usr/bin/env python3
"""Write demonstration input files (mode line + moves) into referee/demos/.

  isla_outofboard.txt  : '3140' must give 'Input out of the game board'
  nonmover_win.txt     : the mover completes his OWN camp around an enemy piece ->
                         the OTHER player wins at once (isla misses it, jude too)
  mixed_win.txt        : a player fills the enemy camp that still holds enemy pieces
                         -> win (jude misses it)
  long_draw.txt        : 200 moves without a winner -> draw after move 200 (jude stops at 199)
"""
import os, random
import engine as E

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'demos')
os.makedirs(D, exist_ok=True)


def game(seed, style):
    rng = random.Random(seed)
    b, player, n, moves, res = E.init_board(), 1, {1: 0, 2: 0}, [], None
    while res is None:
        m = E.pick_move(b, player, rng, style)
        moves.append(m)
        b = E.apply(b, m)
        n[player] += 1
        res = E.result(b, n[1], n[2])
        player = 3 - player
    return moves, res, b


def write(name, lines):
    with open(os.path.join(D, name), 'w') as f:
        f.write(''.join(l + '\n' for l in lines))
    print(name, len(lines) - 1, 'input lines')


best_nm = best_mx = best_dr = None
for seed in range(4000):
    for style in ('random', 'noisy', 'greedy'):
        moves, res, b = game(seed, style)
        last = 'blue' if len(moves) % 2 == 1 else 'red'
        if res in ('blue', 'red'):
            loser_camp = E.CAMP[E.RED if res == 'blue' else E.BLUE]
            loser = E.RED if res == 'blue' else E.BLUE
            mixed = any(b[p] == loser for p in loser_camp)
            if res != last and (best_nm is None or len(moves) < len(best_nm[0])):
                best_nm = (moves, res, seed, style)
            if res == last and mixed and (best_mx is None or len(moves) < len(best_mx[0])):
                best_mx = (moves, res, seed, style)
        elif res == 'draw' and best_dr is None:
            best_dr = (moves, res, seed, style)

write('isla_outofboard.txt', ['1', '3140', '3141'])
for name, g in (('nonmover_win.txt', best_nm), ('mixed_win.txt', best_mx), ('long_draw.txt', best_dr)):
    moves, res, seed, style = g
    write(name, ['1'] + ['%04d' % m for m in moves] + ['3141', '8866'])
    print('   -> expected result:', res, 'after move', len(moves), '(seed %d, %s)' % (seed, style))
