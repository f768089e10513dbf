#!/usr/bin/env python3
"""Referee for the Concentration programs (written from the spec only).

Plays sessions through pipes with SEED set, acts as the human in mode 1
(mixing in invalid inputs), and checks every rule it can see:
  * menu text, re-prompting on invalid menu choices, quitting with 0;
  * the four human error messages and re-prompting the same card;
  * "X chose 1st/2nd card (r,%2d) and it is CARD" lines, card identity
    consistent over the whole game, a proper 52-card deck;
  * computer picks only face-down cards and two different cards;
  * "got a matched pair!" exactly when ranks match; no extra turn;
  * boards: after every turn in mode 1, only initial/final in mode 2,
    matched cards shown face up, all others XXX;
  * "Flipped cards: N; A: a; B: b;" after every round and at the end;
  * "*** End of Game ***", "N turns played", the right winner line;
  * exit status 0 after 0 or at end of input, no hang, no runaway output.

usage: referee.py BINARY [first_seed] [sessions] [--record DIR]
"""
import os
import random
import re
import select
import subprocess
import sys
import time

CARD_RE = r'[CDHS](?: [2-9AJQK]|10)'
TOKEN_RE = re.compile(r'XXX|' + CARD_RE)
EVENT_RE = re.compile(
    r'(?P<chose>(?P<cwho>You|Computer [12]|Computer) chose (?P<ord>1st|2nd) card '
    r'\((?P<r>-?\d+),(?P<c> ?-?\d+)\) and it is (?P<card>' + CARD_RE + r'))'
    r'|(?P<match>(?P<mwho>You|Computer [12]|Computer) got a matched pair!)'
    r'|(?P<stats>Flipped cards: (?P<n>\d+); (?P<s1n>You|Computer 1): (?P<s1>\d+); '
    r'(?P<s2n>Computer 2|Computer): (?P<s2>\d+);)'
    r'|(?P<err_range>Row and column must be within 0 - 3 and 1 - 13)'
    r'|(?P<err_flip>The card must not be flipped already)'
    r'|(?P<err_same>The second card cannot be the same as first)'
    r'|(?P<end>\*\*\* End of Game \*\*\*)'
    r'|(?P<turns>(?P<t>\d+) turns played)'
    r'|(?P<win>You win!|Computer 1 wins!|Computer 2 wins!|Computer wins!|A tie!)'
    r'|(?P<p_menu>Your choice:)'
    r'|(?P<p1>Please input 1st card:)'
    r'|(?P<p2>Please input 2nd card:)'
)
PROMPTS = ('Your choice:', 'Please input 1st card:', 'Please input 2nd card:')
MENU_LINES = ('Please choose a mode of the game:', '1. Human vs. Computer',
              '2. Computer vs. Computer', '0. Quit')
RANKS = {'A': 1, 'J': 11, 'Q': 12, 'K': 13}


def rank_of(card):
    s = card[1:].strip()
    return RANKS.get(s) or int(s)


class Fail(Exception):
    pass


def parse(text):
    """Turn an output segment into a list of events (kind, data)."""
    events = []
    rows = []
    for line in text.split('\n'):
        found = list(EVENT_RE.finditer(line))
        if not found:
            toks = TOKEN_RE.findall(line)
            if len(toks) == 13:
                rows.append(toks)
                if len(rows) == 4:
                    events.append(('board', rows))
                    rows = []
            elif toks:
                raise Fail('line with %d card cells: %r' % (len(toks), line))
            continue
        if rows:
            raise Fail('incomplete board (%d rows) before %r' % (len(rows), line))
        for m in found:
            g = m.groupdict()
            if g['chose']:
                if not re.fullmatch(r'\d,( \d|\d\d)', '%s,%s' % (g['r'], g['c'])):
                    raise Fail('coordinate format not (r,%%2d): %r' % m.group(0))
                events.append(('chose', (g['cwho'], g['ord'], int(g['r']), int(g['c']), g['card'])))
            elif g['match']:
                events.append(('match', g['mwho']))
            elif g['stats']:
                events.append(('stats', (int(g['n']), g['s1n'], int(g['s1']), g['s2n'], int(g['s2']))))
            elif g['turns']:
                events.append(('turns', int(g['t'])))
            elif g['win']:
                events.append(('win', g['win']))
            else:
                for k in ('err_range', 'err_flip', 'err_same', 'end', 'p_menu', 'p1', 'p2'):
                    if g[k]:
                        events.append((k, None))
    if rows:
        raise Fail('incomplete board at end of segment')
    return events


class Proc:
    def __init__(self, binary, seed, log):
        env = dict(os.environ, SEED=str(seed))
        self.p = subprocess.Popen(['stdbuf', '-o0', binary], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.log = log
        self.buf = b''

    def send(self, s):
        self.log.append(('in', s))
        try:
            self.p.stdin.write((s + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            raise Fail('program closed its input early')

    def read_segment(self, timeout=5.0):
        """Read until the output ends with a prompt, or EOF. Returns (text, eof)."""
        fd = self.p.stdout.fileno()
        deadline = time.time() + timeout
        while True:
            txt = self.buf.decode('utf-8', 'replace')
            if txt.rstrip(' ').endswith(PROMPTS):
                self.buf = b''
                self.log.append(('out', txt))
                return txt, False
            if len(self.buf) > 3_000_000:
                raise Fail('runaway output')
            left = deadline - time.time()
            if left <= 0:
                self.log.append(('out', txt))
                raise Fail('timeout waiting for a prompt (hang?) after: %r' % txt[-300:])
            r, _, _ = select.select([fd], [], [], left)
            if r:
                chunk = os.read(fd, 65536)
                if not chunk:
                    self.buf = b''
                    self.log.append(('out', txt))
                    return txt, True
                self.buf += chunk

    def close_and_wait(self, timeout=5.0):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        txt, eof = '', False
        try:
            while not eof:
                t, eof = self.read_segment(timeout)
                txt += t
        except Fail:
            pass
        try:
            rc = self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Fail('did not exit at end of input')
        err = self.p.stderr.read().decode('utf-8', 'replace')
        return rc, txt, err

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


class Checker:
    """Consumes the events of one segment in order."""

    def __init__(self, events, text):
        self.ev = events
        self.i = 0
        self.text = text

    def peek(self):
        return self.ev[self.i] if self.i < len(self.ev) else (None, None)

    def take(self, kind):
        k, d = self.peek()
        if k != kind:
            raise Fail('expected %s, got %s %r' % (kind, k, d))
        self.i += 1
        return d

    def done(self):
        if self.i != len(self.ev):
            raise Fail('unexpected trailing events: %r' % (self.ev[self.i:],))


class Game:
    def __init__(self, mode):
        self.mode = mode
        self.names = ('You', 'Computer') if mode == 1 else ('Computer 1', 'Computer 2')
        self.up = set()            # matched positions (r, c) with c 1-based
        self.known = {}            # position -> card text
        self.score = [0, 0]
        self.turns = 0

    def over(self):
        return len(self.up) == 52

    def see(self, r, c, card):
        if (r, c) in self.known:
            if self.known[(r, c)] != card:
                raise Fail('card at (%d,%d) was %s, now %s' % (r, c, self.known[(r, c)], card))
        else:
            if card in self.known.values():
                raise Fail('card %s appears at two positions' % card)
            self.known[(r, c)] = card

    def check_board(self, rows, initial=False):
        for r in range(4):
            for c in range(1, 14):
                cell = rows[r][c - 1]
                if (r, c) in self.up:
                    if cell != self.known[(r, c)]:
                        raise Fail('board shows %s at (%d,%d), expected %s' % (cell, r, c, self.known[(r, c)]))
                elif cell != 'XXX':
                    if initial:
                        raise Fail('initial board not all XXX')
                    raise Fail('board shows %s face up at (%d,%d) which is not matched' % (cell, r, c))

    def resolve(self, who_idx, a, b, chk):
        """After both cards of a turn are announced."""
        ca, cb = self.known[a], self.known[b]
        self.turns += 1
        if rank_of(ca) == rank_of(cb):
            w = chk.take('match')
            if w != self.names[who_idx]:
                raise Fail('match announced for %s, expected %s' % (w, self.names[who_idx]))
            self.up.add(a)
            self.up.add(b)
            self.score[who_idx] += 2
        elif chk.peek()[0] == 'match':
            raise Fail('match announced for %s vs %s' % (ca, cb))

    def computer_turn(self, idx, chk):
        name = self.names[idx]
        picks = []
        for ordn in ('1st', '2nd'):
            who, o, r, c, card = chk.take('chose')
            if who != name or o != ordn:
                raise Fail('expected %s %s, got %s %s' % (name, ordn, who, o))
            if not (0 <= r <= 3 and 1 <= c <= 13):
                raise Fail('computer chose out of range (%d,%d)' % (r, c))
            if (r, c) in self.up:
                raise Fail('%s chose an already flipped card (%d,%d)' % (name, r, c))
            if picks and picks[0] == (r, c):
                raise Fail('%s chose the same card twice (%d,%d)' % (name, r, c))
            self.see(r, c, card)
            picks.append((r, c))
        self.resolve(idx, picks[0], picks[1], chk)

    def check_stats(self, st):
        n, a, s1, b, s2 = st
        exp = (len(self.up), self.names[0], self.score[0], self.names[1], self.score[1])
        if (n, a, s1, b, s2) != exp:
            raise Fail('stats %r, expected %r' % (st, exp))

    def end(self, chk):
        got = set()
        for _ in range(2):
            k, d = chk.peek()
            if k == 'board' and 'board' not in got:
                chk.take('board')
                self.check_board(d)
                got.add('board')
            elif k == 'stats' and 'stats' not in got:
                self.check_stats(chk.take('stats'))
                got.add('stats')
            else:
                raise Fail('end of game: expected final board and stats, got %s' % k)
        # the deck must be complete
        if len(set(self.known.values())) != 52:
            raise Fail('deck does not hold 52 different cards')
        chk.take('end')
        t = chk.take('turns')
        if t != self.turns:
            raise Fail('%d turns played reported, expected %d' % (t, self.turns))
        w = chk.take('win')
        if self.score[0] > self.score[1]:
            exp = 'You win!' if self.mode == 1 else 'Computer 1 wins!'
        elif self.score[1] > self.score[0]:
            exp = 'Computer wins!' if self.mode == 1 else 'Computer 2 wins!'
        else:
            exp = 'A tie!'
        if w != exp:
            raise Fail('winner line %r, expected %r (score %r)' % (w, exp, self.score))


def check_menu_prompt(chk):
    chk.take('p_menu')
    chk.done()
    last = chk.text.rsplit('Your choice:', 1)[0]
    pos = 0
    for line in MENU_LINES:
        j = last.find(line, pos)
        if j < 0:
            raise Fail('menu line %r missing before the prompt' % line)
        pos = j + len(line)


def play_mode2(text, game_list):
    events = parse(text)
    chk = Checker(events, text)
    g = Game(2)
    chk_board = chk.take('board')
    g.check_board(chk_board, initial=True)
    while True:
        g.computer_turn(0, chk)
        if g.over():
            break
        g.computer_turn(1, chk)
        if g.over():
            break
        g.check_stats(chk.take('stats'))
    g.end(chk)
    check_menu_prompt(chk)
    game_list.append(('mode2', g.score, g.turns))


def human_input(g, rng, first, want_invalid, garbage):
    """Choose the human's input. Returns (text, kind) where kind is
    'range', 'flip', 'same', 'garbage' or ('ok', pos)."""
    if garbage and rng.random() < 0.05:
        return rng.choice(['abc def', 'x y', '? !']), 'garbage'
    if want_invalid and rng.random() < 0.18:
        opts = ['range']
        if g.up:
            opts += ['flip', 'flip']
        if first is not None:
            opts += ['same', 'same']
        kind = rng.choice(opts)
        if kind == 'range':
            r, c = rng.choice([(4, 1), (-1, 5), (0, 0), (0, 14), (3, 18), (5, 20), (2, -3), (10, 10)])
        elif kind == 'flip':
            r, c = rng.choice(sorted(g.up))
        else:
            r, c = first
        return '%d %d' % (r, c), kind
    down = [(r, c) for r in range(4) for c in range(1, 14) if (r, c) not in g.up and (r, c) != first]
    knowndown = {p: g.known[p] for p in down if p in g.known}
    if first is None:
        by_rank = {}
        for p, card in knowndown.items():
            by_rank.setdefault(rank_of(card), []).append(p)
        pairs = [v for v in by_rank.values() if len(v) >= 2]
        if pairs and rng.random() < g.skill:
            p = rng.choice(pairs)[0]
        else:
            unknown = [p for p in down if p not in g.known]
            p = rng.choice(unknown or down)
    else:
        fr = rank_of(g.known[first])
        mates = [p for p, card in knowndown.items() if rank_of(card) == fr]
        if mates and rng.random() < g.skill:
            p = mates[0]
        else:
            unknown = [p for p in down if p not in g.known]
            p = rng.choice(unknown or down)
    return '%d %d' % p, ('ok', p)


def play_mode1(proc, text, rng, game_list, garbage, eof_at):
    """text: segment after sending '1'. Plays the game interactively.
    Returns 'eof' if input was closed on purpose."""
    g = Game(1)
    g.skill = rng.choice([0.0, 0.2, 0.4, 0.6, 0.9])
    chk = Checker(parse(text), text)
    g.check_board(chk.take('board'), initial=True)
    chk.take('p1')
    chk.done()
    steps = 0
    while True:
        # ---- first card
        first = None
        while True:
            steps += 1
            if steps == eof_at:
                return 'eof'
            s, kind = human_input(g, rng, None, True, garbage)
            proc.send(s)
            seg, eof = proc.read_segment()
            if eof:
                raise Fail('program ended during a game')
            chk = Checker(parse(seg), seg)
            if kind == 'garbage':
                for k, _ in chk.ev:
                    if k not in ('p1', 'err_range'):
                        raise Fail('after garbage input unexpected %s' % k)
                if chk.ev[-1][0] != 'p1':
                    raise Fail('garbage input: 1st card not asked again')
                continue
            if kind in ('range', 'flip'):
                chk.take('err_range' if kind == 'range' else 'err_flip')
                chk.take('p1')
                chk.done()
                continue
            pos = kind[1]
            who, o, r, c, card = chk.take('chose')
            if (who, o, (r, c)) != ('You', '1st', pos):
                raise Fail('echo of 1st card wrong: %r' % ((who, o, r, c),))
            g.see(r, c, card)
            chk.take('p2')
            chk.done()
            first = pos
            break
        # ---- second card
        while True:
            steps += 1
            if steps == eof_at:
                return 'eof'
            s, kind = human_input(g, rng, first, True, garbage)
            proc.send(s)
            seg, eof = proc.read_segment()
            if eof:
                raise Fail('program ended during a game')
            chk = Checker(parse(seg), seg)
            if kind == 'garbage':
                for k, _ in chk.ev:
                    if k not in ('p2', 'err_range'):
                        raise Fail('after garbage input unexpected %s' % k)
                if chk.ev[-1][0] != 'p2':
                    raise Fail('garbage input: 2nd card not asked again')
                continue
            if kind in ('range', 'flip', 'same'):
                chk.take({'range': 'err_range', 'flip': 'err_flip', 'same': 'err_same'}[kind])
                chk.take('p2')
                chk.done()
                continue
            pos = kind[1]
            who, o, r, c, card = chk.take('chose')
            if (who, o, (r, c)) != ('You', '2nd', pos):
                raise Fail('echo of 2nd card wrong: %r' % ((who, o, r, c),))
            g.see(r, c, card)
            break
        g.resolve(0, first, pos, chk)
        if g.over():
            g.end(chk)
            check_menu_prompt(chk)
            break
        g.check_board(chk.take('board'))
        g.computer_turn(1, chk)
        if g.over():
            g.end(chk)
            check_menu_prompt(chk)
            break
        g.check_board(chk.take('board'))
        g.check_stats(chk.take('stats'))
        chk.take('p1')
        chk.done()
    game_list.append(('mode1', g.score, g.turns))
    return 'menu'


def session(binary, seed, plan_rng, log):
    """One program run: a few games, invalid menu choices, then 0 or EOF."""
    games = []
    proc = Proc(binary, seed, log)
    garbage = plan_rng.random() < 0.5
    try:
        seg, eof = proc.read_segment()
        if eof:
            raise Fail('no menu prompt')
        if 'Welcome to Concentration!' not in seg:
            raise Fail('welcome banner missing')
        check_menu_prompt(Checker(parse(seg), seg))
        ngames = plan_rng.choice([1, 1, 2, 2, 3])
        eof_game = plan_rng.randrange(ngames + 3)   # sometimes end input mid-game
        for gi in range(ngames):
            # invalid menu choices first, sometimes
            for _ in range(plan_rng.choice([0, 0, 1, 2])):
                bad = plan_rng.choice(['3', '-1', '9', '12'] + (['abc'] if garbage else []))
                proc.send(bad)
                seg, eof = proc.read_segment()
                if eof:
                    raise Fail('program ended after invalid menu choice %r' % bad)
                chk = Checker(parse(seg), seg)
                check_menu_prompt(chk)
            mode = plan_rng.choice([1, 1, 2])
            proc.send(str(mode))
            seg, eof = proc.read_segment(timeout=20)
            if eof:
                raise Fail('program ended after menu choice %d' % mode)
            if mode == 2:
                play_mode2(seg, games)
            else:
                eof_at = plan_rng.randrange(3, 150) if gi == eof_game else -1
                if play_mode1(proc, seg, plan_rng, games, garbage, eof_at) == 'eof':
                    rc, txt, err = proc.close_and_wait()
                    if rc != 0:
                        raise Fail('exit status %d at end of input' % rc)
                    if err.strip():
                        raise Fail('stderr output: %r' % err[:200])
                    return games, 'eof-mid-game'
        if eof_game == ngames:
            rc, txt, err = proc.close_and_wait()
            how = 'eof-at-menu'
        else:
            proc.send('0')
            rc, txt, err = proc.close_and_wait()
            if parse(txt):
                raise Fail('events after choosing 0: %r' % parse(txt))
            how = 'quit'
        if rc != 0:
            raise Fail('exit status %d' % rc)
        if err.strip():
            raise Fail('stderr output: %r' % err[:200])
        return games, how
    finally:
        proc.kill()


def dump(log, path):
    with open(path, 'w') as f:
        for kind, s in log:
            f.write(('>>> ' + s + '\n') if kind == 'in' else s)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith('--')]
    record = None
    if '--record' in sys.argv:
        record = sys.argv[sys.argv.index('--record') + 1]
        args.remove(record)
    binary = args[0]
    first = int(args[1]) if len(args) > 1 else 1
    count = int(args[2]) if len(args) > 2 else 30
    ngames = nfail = 0
    for seed in range(first, first + count):
        log = []
        rng = random.Random(seed * 7919)
        try:
            games, how = session(binary, seed, rng, log)
            ngames += len(games)
            print('seed %4d ok   %-13s %s' % (seed, how, ' '.join('%s:%d-%d/%dt' % (m, s[0], s[1], t) for m, s, t in games)))
        except Fail as e:
            nfail += 1
            print('seed %4d FAIL %s' % (seed, e))
            if record:
                os.makedirs(record, exist_ok=True)
                dump(log, os.path.join(record, 'seed%d.log' % seed))
        sys.stdout.flush()
    print('== %s: %d sessions, %d failed, %d complete games checked' % (binary, count, nfail, ngames))


if __name__ == '__main__':
    main()
