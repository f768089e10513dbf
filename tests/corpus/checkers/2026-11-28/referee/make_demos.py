"""Writes the demonstration inputs of ANSWERS.md into demo/ (one token per line, mode first)."""
import random
from engine import *


def game(rng, styles, frozen=None, limit=None):
    b = init_board(); p = BLUE; plies = 0; moves = []; res = None
    while res is None:
        m = choose(b, p, rng, styles[p], (frozen or {}).get(p))
        moves.append(m); b = apply(b, m); plies += 1
        res = game_over(b, p, plies)
        p = 3 - p
    return moves, res, b


def write(name, tokens):
    with open('demo/' + name, 'w') as f:
        f.write('\n'.join(tokens) + '\n')


# fen: a 200-move game without a winner (random play)
for seed in range(100):
    mv, res, _ = game(random.Random(seed), {BLUE: 'random', RED: 'random'})
    if res == 'draw':
        write('fen_draw199.txt', ['1'] + [str(m) for m in mv[:199]])
        print('fen_draw199.txt seed', seed)
        break
# fen: a game won by red on move 200
for seed in range(3000):
    rng = random.Random(seed)
    b = init_board(); p = BLUE; plies = 0; moves = []; res = None
    while res is None:
        m = choose(b, p, rng, 'random' if plies < 170 else 'greedy')
        moves.append(m); b = apply(b, m); plies += 1
        res = game_over(b, p, plies); p = 3 - p
    if res == 'red' and plies == 200:
        write('fen_win200.txt', ['1'] + [str(m) for m in moves])
        print('fen_win200.txt seed', seed)
        break
# gus: blue wins while a red piece still sits in the red camp (red never moves 88)
best = None
for seed in range(300):
    mv, res, b = game(random.Random(seed), {BLUE: 'greedy', RED: 'greedy'}, {RED: {88}})
    if res == 'blue' and b[88] == RED and (best is None or len(mv) < len(best)):
        best = mv
write('gus_blocked_win.txt', ['1'] + [str(m) for m in best] + ['1122'])
print('gus_blocked_win.txt', len(best), 'plies')

write('fen_range.txt', ['1', '1119', '1911', '2030', '1133'])
write('gus_order.txt', ['1', '8878', '7768', '4455', '1133'])
