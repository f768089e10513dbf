#!/usr/bin/env python3
"""Referee for the Chinese Checker (8x8) student programs.

Plays games through pipes and checks every observable rule:
  * the exact five error messages, in the order the spec lists the checks;
  * every board printed (one per move) against its own engine;
  * the "next player" announcement of every turn;
  * every move of the computer player is legal;
  * win (opponent camp full, at least one own piece) / draw (100 moves each);
  * exit status 0 at end of input and after the game, no hang.

Usage: python3 referee.py [program ...] [--games N] [--seed S] [-v]
Programs are compiled from ../<name>/*.c into a temporary folder.
"""
import os, re, sys, random, subprocess, tempfile, shutil, argparse
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

BLUE, RED = 1, 2
NAME = {BLUE: 'Blue', RED: 'Red'}
DIRS = (-11, -10, -9, -1, 1, 9, 10, 11)
CAMP = {BLUE: (11, 12, 13, 21, 22, 31), RED: (88, 87, 86, 78, 77, 68)}
MSG = {
    'format': "Invalid input format, please input again:",
    'out': "Input out of the game board, please input again:",
    'start': "Invalid starting location, please input again:",
    'end': "Invalid ending location, please input again:",
    'rule': "The move violates the game rule, please input again:",
}
MSG_KEY = {v: k for k, v in MSG.items()}
MSG_RE = re.compile('|'.join(re.escape(m) for m in MSG.values()))


# ---------------------------------------------------------------- engine
def on(p):
    return 11 <= p <= 88 and 1 <= p % 10 <= 8


def initial():
    b = [0 if on(i) else -1 for i in range(89)]
    for p in CAMP[BLUE]:
        b[p] = BLUE
    for p in CAMP[RED]:
        b[p] = RED
    return b


def jump_from(b, p, d):
    """landing cell of a (long) jump from p in direction d, or None"""
    k = 1
    while on(p + k * d) and b[p + k * d] == 0:
        k += 1
    if not on(p + k * d):
        return None
    for j in range(k + 1, 2 * k):
        if not on(p + j * d) or b[p + j * d] != 0:
            return None
    land = p + 2 * k * d
    if on(land) and b[land] == 0:
        return land
    return None


def dests(board, frm):
    b = board[:]
    b[frm] = 0                     # the piece is lifted while it moves
    res = set()
    for d in DIRS:
        if on(frm + d) and b[frm + d] == 0:
            res.add(frm + d)
    seen, stack = set(), [frm]
    while stack:
        p = stack.pop()
        for d in DIRS:
            l = jump_from(b, p, d)
            if l is not None and l not in seen:
                seen.add(l)
                stack.append(l)
    res |= seen
    res.discard(frm)
    return res


def all_moves(b, pl):
    return [(f, t) for f in range(11, 89) if on(f) and b[f] == pl for t in sorted(dests(b, f))]


def wins(b, pl):
    camp = CAMP[3 - pl]
    return all(b[c] != 0 for c in camp) and any(b[c] == pl for c in camp)


def status(b, mover, cnt):
    if wins(b, mover):
        return ('win', mover)
    if wins(b, 3 - mover):
        return ('win', 3 - mover)
    if cnt[BLUE] >= 100 and cnt[RED] >= 100:
        return ('draw', None)
    return None


def expected_msgs(b, pl, s):
    """set of acceptable answers for input s: {'ok'} or error keys"""
    if not (len(s) == 4 and all(c in '0123456789' for c in s)):
        return {'format'}
    if s[0] == '0':                # "0123": is it a four-digit integer?  spec open
        return {'format', 'out'}
    d = [int(c) for c in s]
    if any(x < 1 or x > 8 for x in d):
        return {'out'}
    f, t = d[0] * 10 + d[1], d[2] * 10 + d[3]
    if b[f] != pl:
        return {'start'}
    if b[t] != 0:
        return {'end'}
    if t not in dests(b, f):
        return {'rule'}
    return {'ok'}


def dist(p, pl):
    r, c = divmod(p, 10)
    return (8 - r) + (8 - c) if pl == BLUE else (r - 1) + (c - 1)


# ---------------------------------------------------------------- players
def pick_move(b, pl, style, rng):
    moves = all_moves(b, pl)
    if not moves:
        return None
    if style == 'random':
        return rng.choice(moves)
    if style == 'lazy':            # never move the corner piece: it blocks its own camp
        corner = 11 if pl == BLUE else 88
        m2 = [m for m in moves if m[0] != corner]
        if m2:
            moves = m2
    if rng.random() < 0.08:
        return rng.choice(moves)
    best, bs = None, None
    for f, t in moves:
        nb = b[:]
        nb[f], nb[t] = 0, pl
        s = (dist(f, pl) - dist(t, pl)) * 10 + rng.random() * 5 + dist(f, pl)
        if wins(nb, pl):
            s += 10000
        if bs is None or s > bs:
            best, bs = (f, t), s
    return best


FORMAT_JUNK = ['abc', '12', '123', '12345', '21a3', 'x', '-123', '12.5', '#', '9999999999',
               '2133x', 'move', '1.234', '0x12', '***', '8', '654321', 'O', '..', '11-22']


def code(f, t):
    return '%d%d' % (f, t)


def tricky_rule(b, pl):
    """long jumps that look plausible but are illegal (extra piece on the line,
    piece not in the middle, ...)"""
    out = []
    for f in range(11, 89):
        if not on(f) or b[f] != pl:
            continue
        ds = dests(b, f)
        for d in DIRS:
            for n in range(2, 8):
                t = f + n * d
                if not on(t):
                    break
                if b[t] == 0 and t not in ds:
                    between = [f + j * d for j in range(1, n)]
                    if any(b[x] != 0 for x in between):
                        out.append(code(f, t))
    return out


def invalid_input(b, pl, rng):
    kind = rng.choice(['format', 'out', 'out', 'start', 'end', 'rule', 'rule', 'tricky', 'tricky'])
    own = [p for p in range(11, 89) if on(p) and b[p] == pl]
    empty = [p for p in range(11, 89) if on(p) and b[p] == 0]
    occ = [p for p in range(11, 89) if on(p) and b[p] > 0]
    cells = [p for p in range(11, 89) if on(p)]
    if kind == 'format':
        return rng.choice(FORMAT_JUNK)
    if kind == 'out':
        while True:
            s = ''.join(rng.choice('0123456789') for _ in range(4))
            if s[0] != '0' and any(c in '09' for c in s):
                # digits 0/9 in a column are the interesting (1-D array) case
                return s
    if kind == 'start':
        f = rng.choice([p for p in cells if b[p] != pl])
        return code(f, rng.choice(cells))
    if kind == 'end':
        return code(rng.choice(own), rng.choice(occ))
    if kind == 'tricky':
        tr = tricky_rule(b, pl)
        if tr:
            return rng.choice(tr)
    for _ in range(50):
        f = rng.choice(own)
        t = rng.choice(empty)
        if t not in dests(b, f):
            return code(f, t)
    return rng.choice(FORMAT_JUNK)


# ---------------------------------------------------------------- programs
CONF = {
    'tia': dict(turn=r'>>> Next player: (Blue|Red)',
                comp=r'Computer \((?:Blue|Red), .\) plays (\d{4})',
                win=r'GAME OVER -- (Blue|Red) \(.\) wins!',
                draw=r'GAME OVER -- it is a draw',
                hvc=[(['2', '1'], RED), (['2', '2'], BLUE)]),
    'uri': dict(turn=r'(Blue|Red) \(.\) to move:',
                comp=r'to move: (\d{4})\n',
                win=r'(Blue|Red) wins!',
                draw=r'(?m)^Draw\.$',
                hvc=[(['2'], RED)]),
    'val': dict(turn=r'Next player: (Blue|Red)',
                comp=r'Computer \((?:Blue|Red)\) moves (\d{4})\.',
                win=r'Game over: (Blue|Red) wins!',
                draw=r'Game over: draw',
                hvc=[(['2'], BLUE)]),
    'wyn': dict(turn=r"It is now (Blue|Red)'s turn",
                comp=r'Computer move: (\d{4})',
                win=r'\*\*\* (Blue|Red) is the winner! \*\*\*',
                draw=r'\*\*\* Draw game!',
                hvc=[(['2', '1'], RED), (['2', '2'], BLUE)]),
    'xan': dict(turn=r'Round \d+: (Blue|Red) \(.\) to play',
                comp=r'\[CPU\] (?:Blue|Red) \(.\) plays (\d{4})',
                win=r'Winner: (Blue|Red)',
                draw=r'Result: draw',
                hvc=[(['2'], RED)]),
}


def build(name, tmp):
    src = os.path.join(ROOT, name)
    files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith('.c'))
    exe = os.path.join(tmp, name)
    r = subprocess.run(['gcc', '-O2', '-o', exe] + files + ['-lm'], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit('compile failed for %s:\n%s' % (name, r.stderr))
    return exe


def run(exe, lines, seed):
    env = dict(os.environ, SEED=str(seed))
    data = ''.join(l + '\n' for l in lines)
    try:
        r = subprocess.run([exe], input=data, capture_output=True, text=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        return None, 'TIMEOUT'
    return r.returncode, r.stdout


def parse_boards(out):
    boards, rows = [], []
    for line in out.split('\n'):
        s = line.strip()
        m = re.match(r'^([1-8])(.*)$', s)
        ok = False
        if m:
            rest = re.sub(r'[1-8]\s*$', '', m.group(2)) if re.search(r'[#O.][\s|]*[1-8]\s*$', m.group(2)) else m.group(2)
            cells = rest.replace('|', '').replace(' ', '')
            if len(cells) == 8 and all(c in '#O.' for c in cells):
                if int(m.group(1)) == 1:
                    rows = []
                if int(m.group(1)) == len(rows) + 1:
                    rows.append(cells)
                    ok = True
                    if len(rows) == 8:
                        boards.append(tuple(rows))
                        rows = []
                else:
                    rows = []
    ded = []
    for bd in boards:
        if not ded or ded[-1] != bd:
            ded.append(bd)
    return ded


def render(b):
    return tuple(''.join('.#O'[b[r * 10 + c]] for c in range(1, 9)) for r in range(1, 9))


class Game:
    """the referee's record of what the program must do"""

    def __init__(self):
        self.b = initial()
        self.pl = BLUE
        self.cnt = {BLUE: 0, RED: 0}
        self.boards = [render(self.b)]
        self.turns = [BLUE]
        self.msgs = []           # list of acceptable-sets, one per invalid input
        self.result = None
        self.comp_moves = []

    def play(self, f, t):
        assert t in dests(self.b, f) and self.b[f] == self.pl
        self.b[f], self.b[t] = 0, self.pl
        self.cnt[self.pl] += 1
        self.boards.append(render(self.b))
        self.result = status(self.b, self.pl, self.cnt)
        self.pl = 3 - self.pl
        if self.result is None:
            self.turns.append(self.pl)


def check_output(name, g, rc, out, problems, ended_expected):
    c = CONF[name]
    if rc != 0:
        problems.append('exit status %r' % rc)
        return
    got = [MSG_KEY[m] for m in MSG_RE.findall(out)]
    if len(got) != len(g.msgs) or any(x not in e for x, e in zip(got, g.msgs)):
        for i, (x, e) in enumerate(zip(got, g.msgs)):
            if x not in e:
                problems.append('error message #%d: got %r, expected %r' % (i + 1, x, sorted(e)))
                break
        else:
            problems.append('number of error messages %d, expected %d' % (len(got), len(g.msgs)))
    bds = parse_boards(out)
    if bds != g.boards:
        for i, (x, y) in enumerate(zip(bds, g.boards)):
            if x != y:
                problems.append('board #%d differs (after move %d):\n  got      %s\n  expected %s' % (i, i, '/'.join(x), '/'.join(y)))
                break
        else:
            problems.append('%d boards printed, expected %d' % (len(bds), len(g.boards)))
    turns = [BLUE if t == 'Blue' else RED for t in re.findall(c['turn'], out)]
    ded = [t for i, t in enumerate(turns) if i == 0 or turns[i - 1] != t]
    if ded != g.turns:
        problems.append('turn announcements: %d shown, expected %d (first diff at %s)' % (
            len(ded), len(g.turns), next((i for i, (a, b) in enumerate(zip(ded, g.turns)) if a != b), min(len(ded), len(g.turns)))))
    wins_ = re.findall(c['win'], out)
    draws = re.findall(c['draw'], out)
    if g.result is None:
        if wins_ or draws:
            problems.append('result announced but game not over: %r %r' % (wins_, draws))
    elif g.result[0] == 'win':
        if wins_ != [NAME[g.result[1]]] or draws:
            problems.append('expected %s to win after move %d, got wins=%r draws=%r' % (
                NAME[g.result[1]], len(g.boards) - 1, wins_, draws))
    else:
        if len(draws) != 1 or wins_:
            problems.append('expected a draw after move %d, got wins=%r draws=%r' % (len(g.boards) - 1, wins_, draws))


def game_hvh(name, exe, seed):
    rng = random.Random(seed)
    styles = rng.choice([('greedy', 'greedy'), ('greedy', 'lazy'), ('lazy', 'greedy'),
                         ('random', 'random'), ('random', 'greedy'), ('greedy', 'random'),
                         ('lazy', 'lazy'), ('random', 'random')])
    style = {BLUE: styles[0], RED: styles[1]}
    pinv = rng.choice([0.0, 0.2, 0.4])
    g = Game()
    lines = []
    if rng.random() < 0.3:
        lines += rng.sample(['3', 'abc', '0', '12'], 2)
    lines.append('1')
    cut = rng.randint(5, 150) if rng.random() < 0.2 else None
    while g.result is None:
        if cut is not None and g.cnt[BLUE] + g.cnt[RED] >= cut:
            break
        while rng.random() < pinv:
            s = invalid_input(g.b, g.pl, rng)
            e = expected_msgs(g.b, g.pl, s)
            if 'ok' in e:
                continue
            lines.append(s)
            g.msgs.append(e)
        mv = pick_move(g.b, g.pl, style[g.pl], rng)
        if mv is None:
            break
        lines.append(code(*mv))
        g.play(*mv)
    if g.result is not None and rng.random() < 0.5:
        lines += ['1234', 'abc']           # junk after the end must be ignored
    rc, out = run(exe, lines, seed)
    problems = []
    if out == 'TIMEOUT':
        problems.append('timeout')
    else:
        check_output(name, g, rc, out, problems, g.result is not None)
    desc = 'hvh %s/%s inv=%.1f%s -> %s' % (styles[0], styles[1], pinv, ' cut@%d' % cut if cut else '',
                                          g.result and (g.result[0] + (' ' + NAME[g.result[1]] if g.result[1] else '')) or 'unfinished')
    return desc, problems, lines, out


def game_hvc(name, exe, seed):
    rng = random.Random(seed)
    modes, comp = rng.choice(CONF[name]['hvc'])
    human_style = rng.choice(['greedy', 'greedy', 'random', 'lazy'])
    pinv = rng.choice([0.1, 0.3])
    g = Game()
    lines = list(modes)
    if len(modes) == 2 and rng.random() < 0.5:
        lines.insert(1, '7')                   # a wrong answer to "who first?"
    problems = []
    comp_seen = 0
    out = ''
    cre = re.compile(CONF[name]['comp'])
    while g.result is None:
        if g.pl == comp:
            rc, out = run(exe, lines, seed)
            if out == 'TIMEOUT':
                problems.append('timeout')
                break
            cm = cre.findall(out)
            if len(cm) <= comp_seen:
                problems.append('computer did not move at move %d' % (g.cnt[1] + g.cnt[2] + 1))
                break
            s = cm[comp_seen]
            comp_seen += 1
            e = expected_msgs(g.b, g.pl, s)
            if e != {'ok'}:
                problems.append('computer played illegal move %s at move %d (%s)' % (s, g.cnt[1] + g.cnt[2] + 1, sorted(e)))
                break
            g.play(int(s[:2]), int(s[2:]))
        else:
            while rng.random() < pinv:
                s = invalid_input(g.b, g.pl, rng)
                e = expected_msgs(g.b, g.pl, s)
                if 'ok' in e:
                    continue
                lines.append(s)
                g.msgs.append(e)
            mv = pick_move(g.b, g.pl, human_style, rng)
            if mv is None:
                break
            lines.append(code(*mv))
            g.play(*mv)
    if not problems:
        rc, out = run(exe, lines + ['1111'], seed)
        if out == 'TIMEOUT':
            problems.append('timeout')
        else:
            check_output(name, g, rc, out, problems, True)
            cm = cre.findall(out)
            if len(cm) != comp_seen:
                problems.append('computer moves: %d announced, %d expected' % (len(cm), comp_seen))
    desc = 'hvc comp=%s human=%s -> %s' % (NAME[comp], human_style,
                                          g.result and (g.result[0] + (' ' + NAME[g.result[1]] if g.result[1] else '')) or 'unfinished')
    return desc, problems, lines, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('programs', nargs='*', default=sorted(CONF))
    ap.add_argument('--games', type=int, default=24)
    ap.add_argument('--hvc', type=int, default=10)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--dump', default=None, help='folder for transcripts of failing games')
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix='ccref_')
    summary = {}
    try:
        for name in a.programs:
            exe = build(name, tmp)
            jobs = [(game_hvh, a.seed * 1000 + i) for i in range(a.games)] + \
                   [(game_hvc, a.seed * 1000 + 500 + i) for i in range(a.hvc)]
            with ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as ex:
                res = list(ex.map(lambda j: j[0](name, exe, j[1]), jobs))
            bad = 0
            for (fn, sd), (desc, probs, lines, out) in zip(jobs, res):
                if probs:
                    bad += 1
                if a.v or probs:
                    print('%s seed=%d %s: %s' % (name, sd, desc, 'OK' if not probs else 'FAIL'))
                    for p in probs:
                        print('     ' + p)
                if probs and a.dump:
                    os.makedirs(a.dump, exist_ok=True)
                    with open(os.path.join(a.dump, '%s_%d.in' % (name, sd)), 'w') as fh:
                        fh.write(''.join(l + '\n' for l in lines))
                    with open(os.path.join(a.dump, '%s_%d.out' % (name, sd)), 'w') as fh:
                        fh.write(out if isinstance(out, str) else '')
            summary[name] = (len(jobs) - bad, len(jobs))
            print('== %s: %d/%d games passed' % (name, len(jobs) - bad, len(jobs)), flush=True)
    finally:
        shutil.rmtree(tmp)
    return 0


if __name__ == '__main__':
    sys.exit(main())
