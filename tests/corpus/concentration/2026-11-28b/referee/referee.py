#!/usr/bin/env python3
"""Referee for the ENGG1110 Concentration project (4 x 13 memory game).

Plays sessions against a compiled program through pipes (SEED set, stdout
unbuffered with stdbuf), acting as the human player where needed, and then
checks the recorded transcript against the rules of the spec:

  * menu text, menu loop on invalid choices, 0 quits with status 0
  * initial desk all "XXX"; desk shown after every turn in mode 1, only the
    initial and final desk in mode 2; matched cards stay face up, all other
    cards are shown as XXX
  * "You chose 1st card (r,cc) and it is S R" lines (format "(%d,%2d)")
  * the three error messages and their conditions / order
  * computer picks: never a face-up card, never the same card twice
  * the deal is consistent (a position always shows the same card, a card
    is at one position only) and is a full 52 card deck
  * "X got a matched pair!" exactly when the ranks agree
  * "Flipped cards: n; A: a; B: b;" after every round and at the end
  * the game ends exactly when all 52 cards are face up; end lines:
    "*** End of Game ***", "N turns played" (a "!" is allowed), the winner
  * end of input at any prompt: exit status 0, no hang

Usage: referee.py BINARY [--sessions N] [--seed0 S] [--logdir DIR] [-v]
       referee.py BINARY --replay INPUTFILE SEED   (check one non-interactive run)
"""
import os
import random
import re
import select
import subprocess
import sys
import time

TOKEN = re.compile(r'XXX|[CDSH](?: [2-9AJQK]|10)')
CHOSE = re.compile(r'^(You|Computer|Computer 1|Computer 2) chose (1st|2nd) card '
                   r'\((\d+),\s*(\d+)\) and it is (\S.*)$')
MATCH = re.compile(r'^(You|Computer|Computer 1|Computer 2) got a matched pair!$')
FLIPPED = re.compile(r'^Flipped cards: (\d+); (You|Computer 1): (\d+); (Computer|Computer 2): (\d+);$')
TURNS = re.compile(r'^(\d+) turns played!?$')
WINS = {'You win!', 'Computer wins!', 'Computer 1 wins!', 'Computer 2 wins!', 'A tie!'}
ERRS = {'Row and column must be within 0 - 3 and 1 - 13': 'range',
        'The card must not be flipped already': 'flipped',
        'The second card cannot be the same as first': 'same'}
MENU_LINES = ['1. Human vs. Computer', '2. Computer vs. Computer', '0. Quit']
PROMPT = re.compile(r'(Your choice:|Please input (1st|2nd) card:)[ \t]*\Z')
KEYWORDS = ['chose', 'matched pair', 'Flipped cards', 'turns played', 'End of Game',
            ' wins', 'tie!', 'must be within', 'flipped already', 'same as first',
            'Please input', 'Please choose a mode', 'Welcome to Concentration', 'Human vs',
            'Computer vs', 'Quit']

RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
FULL_DECK = {s + ('%2s' % r) for s in 'CDSH' for r in RANKS}


def rank(card):
    return card[1:].strip()


# ---------------------------------------------------------------------------
# running a program
# ---------------------------------------------------------------------------

class Session:
    def __init__(self, binary, seed, timeout=5.0):
        env = dict(os.environ)
        env['SEED'] = str(seed)
        self.p = subprocess.Popen(['stdbuf', '-o0', binary], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
        self.timeout = timeout
        self.buf = b''
        self.log = []          # ('out', text, prompt) | ('in', text) | ('eof',) | ('exit', rc) | ('hang',)
        self.inputs = []
        self.raw = []

    def read_chunk(self):
        """Read until a prompt closes the output or the program exits."""
        deadline = time.time() + self.timeout
        fd = self.p.stdout.fileno()
        while True:
            text = self.buf.decode('latin-1')
            m = PROMPT.search(text)
            if m:
                # give the program a moment to finish a partially read line
                r, _, _ = select.select([fd], [], [], 0.002)
                if not r:
                    self.buf = b''
                    self.raw.append(text)
                    kind = 'choice' if m.group(1) == 'Your choice:' else m.group(2)
                    self.log.append(('out', text[:m.start()], kind))
                    return kind
            left = deadline - time.time()
            if left <= 0:
                self.raw.append(text)
                self.log.append(('out', text, None))
                self.log.append(('hang',))
                self.kill()
                return None
            r, _, _ = select.select([fd], [], [], min(left, 0.5))
            if r:
                data = os.read(fd, 65536)
                if not data:
                    self.raw.append(text)
                    self.log.append(('out', text, None))
                    try:
                        rc = self.p.wait(timeout=self.timeout)
                    except subprocess.TimeoutExpired:
                        self.kill()
                        self.log.append(('hang',))
                        return None
                    self.log.append(('exit', rc))
                    return None
                self.buf += data

    def send(self, line):
        self.log.append(('in', line))
        self.inputs.append(line)
        self.raw.append('<<' + line + '>>\n')
        try:
            self.p.stdin.write((line + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_input(self):
        self.log.append(('eof',))
        self.raw.append('<<EOF>>\n')
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def kill(self):
        try:
            self.p.kill()
            self.p.wait()
        except Exception:
            pass


# ---------------------------------------------------------------------------
# the human player (live)
# ---------------------------------------------------------------------------

class Human:
    def __init__(self, rng, skill, p_invalid):
        self.rng = rng
        self.skill = skill
        self.p_invalid = p_invalid
        self.reset()

    def reset(self):
        self.known = {}
        self.matched = set()
        self.first = None
        self.last = []

    def observe(self, text):
        for line in text.split('\n'):
            s = line.strip()
            m = CHOSE.match(s)
            if m:
                pos = (int(m.group(3)), int(m.group(4)) - 1)
                self.known[pos] = m.group(5)
                if m.group(2) == '1st':
                    self.last = [pos]
                else:
                    self.last.append(pos)
                continue
            if MATCH.match(s) and len(self.last) == 2:
                self.matched.update(self.last)

    def down(self):
        return [(r, c) for r in range(4) for c in range(13) if (r, c) not in self.matched]

    def invalid(self, which):
        kinds = ['range', 'range', 'garbage']
        if self.matched:
            kinds += ['flipped', 'flipped']
        if which == '2nd' and self.first is not None:
            kinds += ['same', 'same', 'same']
        k = self.rng.choice(kinds)
        if k == 'range':
            return self.rng.choice(['4 1', '0 0', '0 14', '-1 3', '3 99', '5 5', '2 -7', '9 13'])
        if k == 'garbage':
            return self.rng.choice(['abc', 'x y', '1 q', '??'])
        if k == 'flipped':
            r, c = self.rng.choice(sorted(self.matched))
            return '%d %d' % (r, c + 1)
        r, c = self.first
        return '%d %d' % (r, c + 1)

    def pick(self, which):
        if self.rng.random() < self.p_invalid:
            return self.invalid(which), None
        down = self.down()
        cand = [p for p in down if p != self.first] if which == '2nd' else down
        if not cand:
            return self.rng.choice(['0 0', 'abc']), None
        smart = self.skill == 'perfect' or (self.skill == 'forgetful' and self.rng.random() < 0.5)
        choice = None
        if smart:
            kn = {p: self.known[p] for p in cand if p in self.known}
            if which == '1st':
                byrank = {}
                for p, card in kn.items():
                    byrank.setdefault(rank(card), []).append(p)
                pairs = [v for v in byrank.values() if len(v) >= 2]
                if pairs:
                    choice = sorted(pairs)[0][0]
                else:
                    unk = [p for p in cand if p not in self.known]
                    if unk:
                        choice = self.rng.choice(unk)
            else:
                fr = rank(self.known.get(self.first, '???'))
                same = [p for p, card in kn.items() if rank(card) == fr]
                if same:
                    choice = same[0]
                else:
                    unk = [p for p in cand if p not in self.known]
                    if unk:
                        choice = self.rng.choice(unk)
        if choice is None:
            choice = self.rng.choice(cand)
        return '%d %d' % (choice[0], choice[1] + 1), choice


def play_session(binary, seed, plan, rng, skill, p_invalid, eof_after=None, max_inputs=6000):
    """plan: list of menu answers. eof_after: close stdin after that many inputs."""
    s = Session(binary, seed)
    human = Human(rng, skill, p_invalid)
    plan = list(plan)
    while True:
        kind = s.read_chunk()
        if kind is None:
            break
        human.observe(s.log[-1][1])
        if (eof_after is not None and len(s.inputs) >= eof_after) or len(s.inputs) >= max_inputs:
            s.close_input()
            kind = s.read_chunk()
            if kind is not None:       # still prompting after EOF
                s.log.append(('hang',))
                s.kill()
            break
        if kind == 'choice':
            if not plan:
                s.close_input()
                continue
            ans = plan.pop(0)
            if ans.strip() in ('1', '2'):
                human.reset()
            s.send(ans)
        else:
            line, pos = human.pick(kind)
            if kind == '1st':
                human.first = pos
            s.send(line)
    s.kill()
    return s


# ---------------------------------------------------------------------------
# checking a transcript
# ---------------------------------------------------------------------------

class Violation(Exception):
    pass


class SessionEnd(Exception):
    pass


def classify(text):
    """Turn one output chunk into significant events."""
    ev = []
    rows = []
    lines = text.split('\n')
    i = 0
    while i < len(lines):
        s = lines[i].strip()
        i += 1
        toks = TOKEN.findall(s)
        if len(toks) == 13:
            rows.append(toks)
            if len(rows) == 4:
                ev.append(('board', rows))
                rows = []
            continue
        if not s:
            continue
        if len(toks) >= 4:
            ev.append(('bad', 'malformed desk row: %r' % s))
            continue
        e = None
        m = CHOSE.match(s)
        if m:
            who, ordn, r, c, card = m.group(1), m.group(2), int(m.group(3)), int(m.group(4)), m.group(5)
            exact = '%s chose %s card (%d,%2d) and it is %s' % (who, ordn, r, c, card)
            if s != exact or card not in FULL_DECK:
                e = ('bad', 'chose line format: %r' % s)
            else:
                e = ('chose', who, ordn, (r, c - 1), card)
        elif MATCH.match(s):
            e = ('match', MATCH.match(s).group(1))
        elif FLIPPED.match(s):
            m = FLIPPED.match(s)
            e = ('flipped', int(m.group(1)), m.group(2), int(m.group(3)), m.group(4), int(m.group(5)))
        elif TURNS.match(s):
            e = ('turns', int(TURNS.match(s).group(1)))
        elif s in WINS:
            e = ('win', s)
        elif s in ERRS:
            e = ('err', ERRS[s])
        elif s == '*** End of Game ***':
            e = ('end',)
        elif s == 'Please choose a mode of the game:':
            got = []
            while i < len(lines) and len(got) < 3:
                t = lines[i].strip()
                i += 1
                if t:
                    got.append(t)
            if got != MENU_LINES:
                e = ('bad', 'menu lines: %r' % got)
            else:
                e = ('menu',)
        elif s == '* Welcome to Concentration! *':
            e = ('banner',)
        elif any(k in s for k in KEYWORDS):
            e = ('bad', 'near miss of a fixed line: %r' % s)
        if e:
            if rows:
                ev.append(('bad', 'incomplete desk (%d rows)' % len(rows)))
                rows = []
            ev.append(e)
    if rows:
        ev.append(('bad', 'incomplete desk (%d rows)' % len(rows)))
    return ev


def flatten(log):
    seq = []
    for item in log:
        if item[0] == 'out':
            seq.extend(classify(item[1]))
            if item[2] is not None:
                seq.append(('prompt', item[2]))
        elif item[0] == 'in':
            seq.append(('input', item[1]))
        else:
            seq.append(item)
    return seq


class Checker:
    def __init__(self, seq):
        self.seq = seq
        self.i = 0
        self.problems = []
        self.games = 0
        self.stats = {}

    def peek(self):
        return self.seq[self.i] if self.i < len(self.seq) else ('none',)

    def take(self):
        e = self.peek()
        self.i += 1
        if e[0] == 'bad':
            raise Violation(e[1])
        if e[0] == 'hang':
            raise Violation('program hangs (no prompt and no exit within timeout)')
        return e

    def expect(self, kind, what=''):
        e = self.take()
        if e[0] != kind:
            raise Violation('expected %s%s, got %r' % (kind, what, e[:3]))
        return e

    def expect_exit(self):
        while True:
            e = self.take()
            if e[0] == 'exit':
                if e[1] != 0:
                    raise Violation('exit status %r' % e[1])
                return
            if e[0] in ('menu', 'prompt', 'none'):
                raise Violation('expected program exit, got %r' % (e,))

    def resync(self):
        while self.i < len(self.seq):
            e = self.seq[self.i]
            if e[0] == 'menu':
                return True
            if e[0] in ('exit', 'hang'):
                return False
            self.i += 1
        return False

    # -- main flow ------------------------------------------------------
    def run(self):
        try:
            self.expect('banner', ' (welcome banner)')
        except Violation as v:
            self.problems.append('start: %s' % v)
        while True:
            try:
                if not self.menu():
                    return
            except SessionEnd:
                self.stats['eof'] = self.stats.get('eof', 0) + 1
                return
            except Violation as v:
                self.problems.append('game %d: %s' % (self.games, v))
                if not self.resync():
                    return

    def menu(self):
        self.expect('menu')
        self.expect('prompt', ' (Your choice:)')
        e = self.take()
        if e[0] == 'eof':
            self.expect_exit()
            return False
        if e[0] != 'input':
            raise Violation('unexpected %r' % (e,))
        t = e[1].strip()
        if t == '0':
            self.expect_exit()
            return False
        if t in ('1', '2'):
            self.games += 1
            self.game(int(t))
        return True

    def human_card(self, g, ordn, first):
        while True:
            self.expect('prompt', ' (%s card)' % ordn)
            e = self.take()
            if e[0] == 'eof':
                self.expect_exit()
                raise SessionEnd()
            if e[0] != 'input':
                raise Violation('unexpected %r' % (e,))
            m = re.fullmatch(r'\s*(-?\d+)\s+(-?\d+)\s*', e[1])
            if not m:
                while self.peek()[0] == 'err':
                    self.take()
                if self.peek() != ('prompt', ordn):
                    raise Violation('after non-numeric input %r expected a new %s prompt, got %r'
                                    % (e[1], ordn, self.peek()[:3]))
                continue
            r, c = int(m.group(1)), int(m.group(2))
            if not (0 <= r <= 3 and 1 <= c <= 13):
                self.expect_err('range', e[1])
                continue
            pos = (r, c - 1)
            if pos in g['matched']:
                self.expect_err('flipped', e[1])
                continue
            if first is not None and pos == first:
                self.expect_err('same', e[1])
                continue
            ch = self.expect('chose', ' (You chose %s card)' % ordn)
            if ch[1:4] != ('You', ordn, pos):
                raise Violation('input %r answered by %r' % (e[1], ch[:4]))
            self.learn(g, pos, ch[4])
            return pos

    def expect_err(self, kind, inp):
        e = self.take()
        if e != ('err', kind):
            raise Violation('input %r: expected error "%s", got %r' % (
                inp, [k for k, v in ERRS.items() if v == kind][0], e[:3]))

    def learn(self, g, pos, card):
        if pos in g['deal'] and g['deal'][pos] != card:
            raise Violation('position %r showed %s before, now %s' % (pos, g['deal'][pos], card))
        for p, c in g['deal'].items():
            if c == card and p != pos:
                raise Violation('card %s at two positions %r and %r' % (card, p, pos))
        g['deal'][pos] = card

    def computer_pick(self, g, who):
        got = []
        for ordn in ('1st', '2nd'):
            ch = self.expect('chose', ' (%s chose %s card)' % (who, ordn))
            if ch[1:3] != (who, ordn):
                raise Violation('expected %s chose %s card, got %r' % (who, ordn, ch[:4]))
            pos = ch[3]
            if not (0 <= pos[0] <= 3 and 0 <= pos[1] <= 12):
                raise Violation('%s picked outside the desk %r' % (who, pos))
            if pos in g['matched']:
                raise Violation('%s picked a card that is already face up: (%d,%2d) %s'
                                % (who, pos[0], pos[1] + 1, ch[4]))
            if got and pos == got[0]:
                raise Violation('%s picked the same card twice' % who)
            self.learn(g, pos, ch[4])
            got.append(pos)
        return got

    def resolve(self, g, p, a, b):
        g['turns'] += 1
        if rank(g['deal'][a]) == rank(g['deal'][b]):
            e = self.expect('match', ' (%s got a matched pair!)' % g['names'][p])
            if e[1] != g['names'][p]:
                raise Violation('match line names %r, expected %r' % (e[1], g['names'][p]))
            g['matched'].update([a, b])
            g['score'][p] += 2
        elif self.peek()[0] == 'match':
            raise Violation('"got a matched pair!" for %s and %s' % (g['deal'][a], g['deal'][b]))

    def check_board(self, g, what):
        e = self.expect('board', ' (%s)' % what)
        rows = e[1]
        for r in range(4):
            for c in range(13):
                t = rows[r][c]
                pos = (r, c)
                if pos in g['matched']:
                    if t != g['deal'][pos]:
                        raise Violation('%s: (%d,%2d) should show %s, shows %s' % (what, r, c + 1, g['deal'][pos], t))
                elif t != 'XXX':
                    raise Violation('%s: (%d,%2d) should be XXX, shows %s' % (what, r, c + 1, t))

    def flipped_line(self, g):
        e = self.expect('flipped', ' (Flipped cards line)')
        want = ('flipped', len(g['matched']), g['names'][0], g['score'][0], g['names'][1], g['score'][1])
        if e != want:
            raise Violation('Flipped line %r, expected %r' % (e[1:], want[1:]))

    def end(self, g, mode):
        self.flipped_line(g)
        self.expect('end', ' (*** End of Game ***)')
        e = self.expect('turns', ' (N turns played)')
        if e[1] != g['turns']:
            raise Violation('%d turns played reported, %d played' % (e[1], g['turns']))
        a, b = g['score']
        if a > b:
            want = 'You win!' if mode == 1 else 'Computer 1 wins!'
        elif b > a:
            want = 'Computer wins!' if mode == 1 else 'Computer 2 wins!'
        else:
            want = 'A tie!'
        e = self.expect('win')
        if e[1] != want:
            raise Violation('score %d:%d, winner line %r, expected %r' % (a, b, e[1], want))
        full = set(g['deal'].values())
        if full != FULL_DECK or len(g['deal']) != 52:
            raise Violation('the deal is not a full deck')
        self.stats['%s' % mode] = self.stats.get('%s' % mode, 0) + 1
        if a == b:
            self.stats['ties'] = self.stats.get('ties', 0) + 1

    def game(self, mode):
        names = ['You', 'Computer'] if mode == 1 else ['Computer 1', 'Computer 2']
        g = {'deal': {}, 'matched': set(), 'score': [0, 0], 'turns': 0, 'names': names}
        self.check_board(g, 'initial desk')
        if mode == 1:
            while True:
                a = self.human_card(g, '1st', None)
                b = self.human_card(g, '2nd', a)
                self.resolve(g, 0, a, b)
                self.check_board(g, 'desk after your turn')
                if len(g['matched']) == 52:
                    return self.end(g, mode)
                a, b = self.computer_pick(g, 'Computer')
                self.resolve(g, 1, a, b)
                self.check_board(g, "desk after computer's turn")
                if len(g['matched']) == 52:
                    return self.end(g, mode)
                self.flipped_line(g)
        else:
            while True:
                for p in (0, 1):
                    a, b = self.computer_pick(g, names[p])
                    self.resolve(g, p, a, b)
                    if len(g['matched']) == 52:
                        self.check_board(g, 'final desk')
                        return self.end(g, mode)
                self.flipped_line(g)


def independent_checks(seq):
    """Checks that do not depend on the model: per game, the reported number
    of turns equals the number of pairs flipped, the winner line agrees with
    the last Flipped line, and 'Flipped cards' equals the sum of the two."""
    out = []
    game = 0
    pairs = 0
    last = None
    ingame = False
    for i, e in enumerate(seq):
        if e[0] == 'input' and i > 0 and seq[i - 1] == ('prompt', 'choice') and e[1].strip() in ('1', '2'):
            game += 1
            pairs = 0
            last = None
            ingame = True
        elif e[0] == 'chose' and e[2] == '2nd':
            pairs += 1
        elif e[0] == 'flipped':
            last = e
            if e[1] != e[3] + e[5]:
                out.append('game %d: Flipped cards %d but %d + %d' % (game, e[1], e[3], e[5]))
        elif e[0] == 'turns' and ingame:
            if e[1] != pairs:
                out.append('game %d: "%d turns played" but %d pairs were flipped in this game' % (game, e[1], pairs))
        elif e[0] == 'win' and last is not None:
            a, b = last[3], last[5]
            ok = {('You', 'Computer'): ('You win!', 'Computer wins!'),
                  ('Computer 1', 'Computer 2'): ('Computer 1 wins!', 'Computer 2 wins!')}.get((last[2], last[4]))
            if ok:
                want = ok[0] if a > b else ok[1] if b > a else 'A tie!'
                if e[1] != want:
                    out.append('game %d: final score %d:%d but %r' % (game, a, b, e[1]))
            ingame = False
    return out


def check(log):
    seq = flatten(log)
    ch = Checker(seq)
    ch.run()
    probs = ch.problems
    for p in independent_checks(seq):
        if p not in probs:
            probs.append(p)
    return probs, ch.stats, ch.games


# ---------------------------------------------------------------------------
# session plans
# ---------------------------------------------------------------------------

def make_plan(k, rng):
    """Return (plan, skill, p_invalid, eof_after) for session number k."""
    kind = k % 6
    if kind == 0:
        return ['1', '0'], 'perfect', 0.12, None
    if kind == 1:
        return ['2', '2', '0'], 'perfect', 0.0, None
    if kind == 2:
        return ['7', 'abc', '1', '2', '0'], 'forgetful', 0.08, None
    if kind == 3:
        return ['-1', '2', '1', '0'], 'random', 0.05, None
    if kind == 4:
        return ['1', '1', '0'], 'perfect', 0.15, None
    return ['2', '1', '0'], 'forgetful', 0.1, rng.randint(3, 60)


def replay(binary, seed, infile):
    """Run the program on a whole input file (no interaction), rebuild the
    prompt/input interleaving and check it like a live session."""
    with open(infile) as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    env = dict(os.environ)
    env['SEED'] = str(seed)
    try:
        p = subprocess.run([binary], input='\n'.join(lines) + '\n', capture_output=True,
                           text=True, env=env, timeout=30, errors='replace')
        out, rc = p.stdout, p.returncode
    except subprocess.TimeoutExpired as e:
        out, rc = (e.stdout or b'').decode('latin-1'), None
    log = []
    pos = 0
    k = 0
    prompt_any = re.compile(r'(Your choice:|Please input (1st|2nd) card:)[ \t]*')
    for m in prompt_any.finditer(out):
        kind = 'choice' if m.group(1) == 'Your choice:' else m.group(2)
        log.append(('out', out[pos:m.start()], kind))
        pos = m.end()
        if k < len(lines):
            log.append(('in', lines[k]))
            k += 1
        else:
            log.append(('eof',))
    log.append(('out', out[pos:], None))
    log.append(('exit', rc) if rc is not None else ('hang',))
    probs, stats, games = check(log)
    print('replay %s SEED=%s %s: %d games, %s' % (binary, seed, infile, games, stats))
    for pr in probs:
        print('      - ' + pr)
    return 1 if probs else 0


def main():
    args = sys.argv[1:]
    if len(args) == 4 and args[1] == '--replay':
        return replay(args[0], int(args[3]), args[2])
    binary = args[0]
    sessions = 12
    seed0 = 1000
    logdir = None
    verbose = False
    i = 1
    while i < len(args):
        if args[i] == '--sessions':
            sessions = int(args[i + 1]); i += 2
        elif args[i] == '--seed0':
            seed0 = int(args[i + 1]); i += 2
        elif args[i] == '--logdir':
            logdir = args[i + 1]; i += 2
        elif args[i] == '-v':
            verbose = True; i += 1
        else:
            sys.exit('unknown argument %r' % args[i])
    total_games = 0
    bad = 0
    agg = {}
    for k in range(sessions):
        seed = seed0 + k
        rng = random.Random(seed * 7919 + 1)
        plan, skill, pinv, eof_after = make_plan(k, rng)
        s = play_session(binary, seed, plan, rng, skill, pinv, eof_after)
        probs, stats, games = check(s.log)
        total_games += games
        for key, v in stats.items():
            agg[key] = agg.get(key, 0) + v
        tag = 'OK ' if not probs else 'BAD'
        print('%s session %2d SEED=%d plan=%s skill=%s eof_after=%s games=%d inputs=%d'
              % (tag, k, seed, plan, skill, eof_after, games, len(s.inputs)))
        for p in probs:
            print('      - ' + p)
        if probs:
            bad += 1
        if logdir and (probs or verbose):
            os.makedirs(logdir, exist_ok=True)
            base = os.path.join(logdir, '%s_seed%d' % (os.path.basename(binary), seed))
            with open(base + '.in', 'w') as f:
                f.write(''.join(x + '\n' for x in s.inputs))
            with open(base + '.log', 'w') as f:
                f.write(''.join(s.raw))
    print('%s: %d sessions, %d games (%s), %d sessions with problems'
          % (binary, sessions, total_games, ', '.join('%s=%d' % kv for kv in sorted(agg.items())), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
