#!/usr/bin/env python3
"""Referee for the blind Chinese Checker programs.

Plays games through pipes and checks: the five fixed error messages (text and order),
every board printed (parsed back from the program's own layout), the end of the game
(winner / draw, at the right move), exit status 0 at end of input, and in
human-vs-computer mode that every computer move is legal.

usage: referee.py NAME [--hvh N] [--hvc N] [--seed S] [-v]
"""
import os
import re
import subprocess
import sys
import random
import argparse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine import (BLUE, RED, MESSAGES, init_board, legal_moves, classify, apply,
                    game_over, choose, gen_invalid, board_str, BLUE_CAMP, RED_CAMP)

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUILD = '/tmp/checkers_referee_build'

CONFIG = {
    'cai': dict(
        hvh=['1'], human_blue=['2', '1'], human_red=['2', '2'],
        row=r'^\s*([1-8]) \|((?: [#O.] \|){8})',
        blue=r"Player 1 \(Blue '#'\)\s+wins the game", red=r"Player 2 \(Red 'O'\)\s+wins the game",
        draw=r'Draw! Both players made 100 moves', mode_junk=['3', 'x', '0', '12']),
    'dov': dict(
        hvh=['1'], human_blue=None, human_red=['2'],
        row=r'^([1-8]) ([#O.]{8})$',
        blue=r'^winner: 1 \(#\)$', red=r'^winner: 2 \(O\)$', draw=r'^draw$',
        mode_junk=['9', 'hh', '-1']),
    'eli': dict(
        hvh=['1'], human_blue=['2', 'y'], human_red=['2', 'n'],
        row=r'^([1-8])  ((?:[#O.] ){7}[#O.])$',
        blue=r'^Blue \(#\) wins!$', red=r'^Red \(O\) wins!$', draw=r'^Draw! ',
        mode_junk=['3', 'one', '1.0']),
    'fen': dict(
        hvh=['1'], human_blue=['2'], human_red=None,
        row=r'^ ([1-8])  ((?:\[[#O.]\]){8})$',
        blue=r'Player 1 \(#\) wins', red=r'Player 2 \(O\) wins', draw=r'Draw game',
        mode_junk=['5', 'abc']),
    'gus': dict(
        hvh=['1'], human_blue=['2', '2'], human_red=['2', '1'],
        row=r'^ ([1-8]) :((?: [#O.]){8}) :$',
        blue=r'GAME OVER - Blue \(#\) is the winner', red=r'GAME OVER - Red \(O\) is the winner',
        draw=r'GAME OVER - draw', mode_junk=['0', 'q']),
}


def build(name):
    os.makedirs(BUILD, exist_ok=True)
    exe = os.path.join(BUILD, name)
    src = os.path.join(ROOT, name)
    files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith('.c'))
    subprocess.run(['cc', '-O2', '-o', exe] + files + ['-lm'], check=True)
    return exe


def run(exe, tokens, seed):
    env = dict(os.environ, SEED=str(seed))
    p = subprocess.run([exe], input=('\n'.join(tokens) + '\n').encode(), capture_output=True,
                       timeout=20, env=env)
    return p.returncode, p.stdout.decode('utf-8', 'replace')


def parse_boards(cfg, out):
    rx = re.compile(cfg['row'])
    boards, cur = [], None
    for line in out.split('\n'):
        m = rx.match(line)
        if not m:
            continue
        r = int(m.group(1))
        cells = re.sub(r'[^#O.]', '', m.group(2))
        if len(cells) != 8:
            continue
        if r == 1:
            cur = [cells]
        elif cur is not None and len(cur) == r - 1:
            cur.append(cells)
        else:
            cur = None
            continue
        if r == 8:
            s = '\n'.join(cur)
            if not boards or boards[-1] != s:
                boards.append(s)
            cur = None
    return boards


def found_errors(out):
    hits = []
    for code, msg in MESSAGES.items():
        for m in re.finditer(re.escape(msg), out):
            hits.append((m.start(), code))
    return [c for _, c in sorted(hits)]


def found_result(cfg, out):
    res = []
    for key in ('blue', 'red', 'draw'):
        if re.search(cfg[key], out, re.M):
            res.append(key)
    return res


class Fail(Exception):
    pass


def check_output(cfg, rc, out, exp_states, exp_errs, exp_result):
    problems = []
    if rc != 0:
        problems.append('exit status %d' % rc)
    errs = found_errors(out)
    if errs != exp_errs:
        n = next((i for i in range(min(len(errs), len(exp_errs))) if errs[i] != exp_errs[i]),
                 min(len(errs), len(exp_errs)))
        problems.append('error messages differ at #%d: got %s, expected %s (%d vs %d messages)'
                        % (n, errs[n:n + 3], exp_errs[n:n + 3], len(errs), len(exp_errs)))
    boards = parse_boards(cfg, out)
    exp = [board_str(b) for b in exp_states]
    dexp = [s for i, s in enumerate(exp) if i == 0 or exp[i - 1] != s]
    if boards != dexp:
        n = next((i for i in range(min(len(boards), len(dexp))) if boards[i] != dexp[i]),
                 min(len(boards), len(dexp)))
        problems.append('boards differ at #%d (got %d boards, expected %d)'
                        % (n, len(boards), len(dexp)))
    res = found_result(cfg, out)
    if res != ([exp_result] if exp_result else []):
        problems.append('result %s, expected %s' % (res, exp_result))
    if problems:
        raise Fail('; '.join(problems))


def play_hvh(name, exe, rng, seed, styles, p_inv, truncate=False, frozen=None, late=0):
    cfg = CONFIG[name]
    tokens = []
    if rng.random() < 0.3:
        tokens.append(rng.choice(cfg['mode_junk']))
    tokens += cfg['hvh']
    b = init_board()
    states, errs, marks = [b], [], []
    player, plies, result = BLUE, 0, None
    while result is None:
        while rng.random() < p_inv:
            t = gen_invalid(b, player, rng)
            c = classify(b, player, t)
            if c:
                tokens.append(t)
                errs.append(c)
        style = 'random' if plies < late else styles[player]
        m = choose(b, player, rng, style, frozen.get(player) if frozen else None)
        if m is None:
            return 'stuck'
        marks.append((len(tokens), len(states), len(errs)))
        tokens.append(str(m))
        b = apply(b, m)
        plies += 1
        states.append(b)
        result = game_over(b, player, plies)
        player = 3 - player
    if truncate:
        cut = rng.randrange(len(marks))
        nt, ns, ne = marks[cut]
        tokens, states, errs, result = tokens[:nt], states[:ns], errs[:ne], None
    else:
        tokens += ['1122', 'junk']          # input after the end must be ignored
    rc, out = run(exe, tokens, seed)
    try:
        check_output(cfg, rc, out, states, errs, result)
    except Fail as e:
        raise Fail('%s\n  seed %d tokens: %s' % (e, seed, ' '.join(tokens)))
    return '%s after %d plies, %d invalid inputs' % (result or 'EOF', plies if not truncate else len(states) - 1, len(errs))


FIXED = [
    # order of the checks / ranges (blue to move at the start)
    ('checks', '8878 1119 1911 1090 9911 0011 0123 11 12345 1111 2131 4455 7766 1315 1131 2141 8866'),
    # a long jump (piece exactly in the middle) and its wrong variants
    ('longjump', '2132 7766 1161 1171 1141 1151 6656 5121 5131 5111 8866 1353 2244 1251 8876 1254 1276'),
    # games won by the player who did not make the last move (random search, find_nonmover.py)
    ('nonmover1', '1223 8866 2333 7856 2232 8745 3342 7715 4251 6864 1324 8622 2123 5612 3243 4521 '
                  '3132 6662 5161 1513 1171 6251 2434 6453 6152 5311 5253 5141 7161 2231 2322'),
    ('nonmover2', '1324 6857 1232 8846 2434 8723 3133 8624 3241 5731 2232 7812 3242 7766 3414 6626 '
                  '3335 2413 3545 2615 2125 4635 4534 3551 4233 5142 2536 4222 4121'),
    ('nonmover3', '1232 8866 1115 8765 3216 7854 2132 7711 3221 8646 1323 6824 1652 6644 2112 6521 '
                  '5263 4642 1513'),
]


def play_tokens(name, exe, seed, moves_tokens):
    """Feeds any token list (after the mode choice); the engine works out what must happen."""
    cfg = CONFIG[name]
    tokens = list(cfg['hvh'])
    b = init_board()
    states, errs = [b], []
    player, plies, result = BLUE, 0, None
    for t in moves_tokens:
        tokens.append(t)
        if result is not None:
            continue
        c = classify(b, player, t)
        if c:
            errs.append(c)
            continue
        b = apply(b, int(t))
        plies += 1
        states.append(b)
        result = game_over(b, player, plies)
        player = 3 - player
    rc, out = run(exe, tokens, seed)
    check_output(cfg, rc, out, states, errs, result)
    return '%s after %d plies, errors %s' % (result or 'EOF', plies, errs)


def play_hvc(name, exe, rng, seed, human, style, p_inv):
    cfg = CONFIG[name]
    setup = cfg['human_blue' if human == BLUE else 'human_red']
    tokens = list(setup)
    comp = 3 - human
    b = init_board()
    states, errs = [b], []
    player, plies, result = BLUE, 0, None
    runs = 0
    while result is None:
        if player == comp:
            rc, out = run(exe, tokens, seed)
            runs += 1
            boards = parse_boards(cfg, out)
            exp = [board_str(s) for s in states]
            if boards[:len(exp)] != exp:
                raise Fail('hvc: earlier boards differ (tokens %s)' % ' '.join(tokens))
            if len(boards) != len(exp) + 1:
                raise Fail('hvc: expected one computer move, got %d new boards (tokens %s)\n%s'
                           % (len(boards) - len(exp), ' '.join(tokens), out[-1500:]))
            new = boards[-1]
            mv = [m for m in legal_moves(b, comp) if board_str(apply(b, m)) == new]
            if not mv:
                raise Fail('hvc: computer made an illegal move:\n%s\nfrom\n%s' % (new, board_str(b)))
            b = apply(b, mv[0])
        else:
            while rng.random() < p_inv:
                t = gen_invalid(b, player, rng)
                c = classify(b, player, t)
                if c:
                    tokens.append(t)
                    errs.append(c)
            m = choose(b, player, rng, style)
            tokens.append(str(m))
            b = apply(b, m)
        plies += 1
        states.append(b)
        result = game_over(b, player, plies)
        player = 3 - player
    rc, out = run(exe, tokens, seed)
    check_output(cfg, rc, out, states, errs, result)
    return '%s after %d plies (human %s), %d invalid inputs, %d runs' % (
        result, plies, 'blue' if human == BLUE else 'red', len(errs), runs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('name')
    ap.add_argument('--hvh', type=int, default=20)
    ap.add_argument('--hvc', type=int, default=4)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    exe = build(a.name)
    rng = random.Random(a.seed)
    cfg = CONFIG[a.name]
    fails = 0
    for label, script in FIXED:
        try:
            r = play_tokens(a.name, exe, 1, script.split())
            if a.v:
                print('  fixed %-10s ok: %s' % (label, r))
        except Fail as e:
            fails += 1
            print('  fixed %-10s FAIL: %s' % (label, e))
    kinds = ['greedy/greedy', 'greedy/greedy', 'random/random', 'wild/greedy', 'greedy/wild',
             'blocker-red', 'blocker-blue', 'truncated', 'late']
    for g in range(a.hvh):
        kind = kinds[g % len(kinds)]
        seed = rng.randrange(10 ** 6)
        styles = {BLUE: 'greedy', RED: 'greedy'}
        frozen, trunc, late = None, False, 0
        if '/' in kind:
            s1, s2 = kind.split('/')
            styles = {BLUE: s1, RED: s2}
        elif kind == 'blocker-red':
            frozen = {RED: {88, 87}}
        elif kind == 'blocker-blue':
            frozen = {BLUE: {11}}
        elif kind == 'late':
            late = rng.randint(150, 196)
        else:
            trunc = True
        try:
            r = play_hvh(a.name, exe, rng, seed, styles, 0.3, trunc, frozen, late)
            if a.v:
                print('  hvh %2d %-13s ok: %s' % (g, kind, r))
        except Fail as e:
            fails += 1
            print('  hvh %2d %-13s FAIL: %s' % (g, kind, e))
    for g in range(a.hvc):
        seed = rng.randrange(10 ** 6)
        humans = [h for h, k in ((BLUE, 'human_blue'), (RED, 'human_red')) if cfg[k]]
        human = humans[g % len(humans)]
        try:
            r = play_hvc(a.name, exe, rng, seed, human, ['greedy', 'wild', 'greedy', 'random'][g % 4], 0.2)
            if a.v:
                print('  hvc %2d ok: %s' % (g, r))
        except Fail as e:
            fails += 1
            print('  hvc %2d FAIL: %s' % (g, e))
    print('%s: %d hvh + %d hvc games, %d failed' % (a.name, a.hvh, a.hvc, fails))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
