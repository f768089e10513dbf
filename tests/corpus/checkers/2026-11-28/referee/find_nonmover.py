"""Searches random games for one that ends with a win of the player who did NOT move last."""
import random, sys
from engine import *
found = 0
for seed in range(20000):
    rng = random.Random(seed)
    b = init_board(); player = BLUE; plies = 0; moves = []; res = None
    styles = {BLUE: rng.choice(['random', 'wild']), RED: rng.choice(['random', 'wild', 'greedy'])}
    while res is None:
        m = choose(b, player, rng, styles[player])
        moves.append(m); b = apply(b, m); plies += 1
        res = game_over(b, player, plies)
        if res in ('blue', 'red') and not camp_won(b, player):
            print(seed, plies, 'winner', res, 'mover', player, ' '.join(map(str, moves)))
            found += 1
        player = 3 - player
    if found >= 3:
        break
