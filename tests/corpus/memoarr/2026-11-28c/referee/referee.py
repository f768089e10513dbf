#!/usr/bin/env python3
"""Referee for the Memoarr! programs.

Plays games through pipes (SEED set), keeps its own model of the game and checks
after every answer what the program printed:
  * board layout (figure: row label, 3x3 cards, one space/one blank line apart,
    C3 empty, column numbers) or the expert-display row of face-up cards;
  * each card keeps its identity and position (except octopus swaps), 24
    distinct cards, center empty;
  * the peek: exactly the three cards in front of the player's side;
  * match rule against the previously uncovered card, elimination, turn order,
    out-of-cards losses, round winner, 7 rounds, rewards drawn from the deck
    {1,1,1,2,2,3,4}, no ruby count shown before the end, final list sorted from
    least to most, overall winner;
  * expert rules: octopus swap with a 4-neighbour (never C3), penguin (not on the
    first card of a round), walrus block for the next player, crab extra card,
    turtle skips the next active player;
  * invalid input is rejected without changing anything; end of input exits 0.

usage: referee.py PROGRAM_BINARY ADAPTER_NAME [games] [first_seed]
"""
import itertools
import os
import random
import re
import select
import subprocess
import sys
import time

from adapters import ADAPTERS

ROWS = 'ABCDE'
ALL_POS = [(r, c) for r in range(5) for c in range(5) if (r, c) != (2, 2)]
FRONT = {'top': [(0, 1), (0, 2), (0, 3)], 'bottom': [(4, 1), (4, 2), (4, 3)],
         'left': [(1, 0), (2, 0), (3, 0)], 'right': [(1, 4), (2, 4), (3, 4)]}
CELL = r'(?:zzz|[rgpby][CPOTW][rgpby]|   )'
BOARD_A = re.compile(r'^A ' + CELL + r'(?: ' + CELL + r'){4}\s*$')
POSLINE = re.compile(r'^[A-E][1-5](?:  [A-E][1-5])*\s*$')
STATUS = re.compile(r'^\s*(?P<name>.+?):\s+(?P<side>top|bottom|left|right) \((?P<st>active|inactive)\)\s*$')
FINAL = re.compile(r'^\s*(?P<name>.+?):\s+(?P<n>\d+) rub(?:y|ies)\s*$')
RUBY_COUNT = re.compile(r'\d+\s+rub(?:y|ies)', re.I)
NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Flo', 'Joe Remember Doe', 'Mary Ann']


def ps(p):
    return ROWS[p[0]] + str(p[1] + 1)


def pp(s):
    return (ROWS.index(s[0]), int(s[1]) - 1)


def neighbours(p):
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        q = (p[0] + dr, p[1] + dc)
        if 0 <= q[0] < 5 and 0 <= q[1] < 5 and q != (2, 2):
            out.append(q)
    return out


def match(a, b):
    return a[0] == b[0] or a[1] == b[1]


class Desync(Exception):
    pass


# ------------------------------------------------------------------ parsing
def parse_card(top, mid, bot):
    """returns 'down', 'empty', (animal, colour) or None if malformed"""
    if top == mid == bot == 'zzz':
        return 'down'
    if top == mid == bot == '   ':
        return 'empty'
    if len(mid) == 3 and mid[0] in 'rgpby' and mid[1] in 'CPOTW' and mid[2] == mid[0] and top == bot == mid[0] * 3:
        return (mid[1], mid[0])
    return None


def parse_board(lines, i, errors):
    """board whose first line is lines[i]; returns {pos: state}"""
    cells = {}
    for r in range(5):
        rows = []
        for k in range(3):
            j = i + 4 * r + k
            if j >= len(lines):
                errors.append('board cut off')
                return None
            s = lines[j].rstrip('\n')
            s = s + ' ' * max(0, 21 - len(s))
            want = (ROWS[r] if k == 1 else ' ') + ' '
            if s[:2] != want or len(s.rstrip()) > 21 or any(s[x] != ' ' for x in (5, 9, 13, 17)):
                errors.append('board line malformed: %r' % lines[j])
                return None
            rows.append(s)
        if r < 4 and (i + 4 * r + 3 >= len(lines) or lines[i + 4 * r + 3].strip() != ''):
            errors.append('no blank line between card rows %s/%s' % (ROWS[r], ROWS[r + 1]))
            return None
        for c in range(5):
            a = 2 + 4 * c
            st = parse_card(rows[0][a:a + 3], rows[1][a:a + 3], rows[2][a:a + 3])
            if st is None:
                errors.append('bad card drawing at %s' % ps((r, c)))
                return None
            if (r, c) == (2, 2) and st != 'empty':
                errors.append('centre C3 not empty')
                return None
            if (r, c) != (2, 2) and st == 'empty':
                errors.append('missing card at %s' % ps((r, c)))
                return None
            cells[(r, c)] = st
    if i + 20 >= len(lines) or lines[i + 19].strip() != '' or lines[i + 20].rstrip() != '   1   2   3   4   5':
        errors.append('column numbers line missing/wrong after board')
        return None
    return cells


def parse_row(lines, p, errors):
    """expert display: positions line at lines[p]; returns [(pos, card)]"""
    poss = lines[p].split()
    if p < 4 or lines[p - 1].strip() != '':
        errors.append('expert row: no blank line between cards and positions')
        return None
    toks = [lines[p - 4 + k].rstrip().split(' ') for k in range(3)]
    if any(len(t) != len(poss) for t in toks):
        errors.append('expert row: %d positions but card lines %r' % (len(poss), [lines[p - 4 + k] for k in range(3)]))
        return None
    out = []
    for i, s in enumerate(poss):
        st = parse_card(toks[0][i], toks[1][i], toks[2][i])
        if not isinstance(st, tuple):
            errors.append('expert row: bad card for %s' % s)
            return None
        out.append((pp(s), st))
    return out


def scan(text, ad, errors):
    """returns list of events (line_no, kind, data) in text order"""
    lines = text.split('\n')
    ev = []
    for i, ln in enumerate(lines):
        if BOARD_A.match(ln) and i >= 1:
            b = parse_board(lines, i - 1, errors)
            if b is not None:
                ev.append((i - 1, 'board', b))
        elif POSLINE.match(ln):
            r = parse_row(lines, i, errors)
            if r is not None:
                ev.append((i - 4, 'row', r))
        elif ad['empty_row'].match(ln):
            ev.append((i, 'row', []))
        m = ad['peek'].match(ln)
        if m:
            ev.append((i, 'peek', m))
        m = STATUS.match(ln)
        if m:
            ev.append((i, 'status', m))
    ev.sort(key=lambda e: e[0])
    return ev


# ------------------------------------------------------------------ process
class Proc:
    def __init__(self, exe, seed):
        env = dict(os.environ, SEED=str(seed))
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, env=env)
        self.fd = self.p.stdout.fileno()
        os.set_blocking(self.fd, False)
        self.log = []

    def send(self, s):
        self.log.append('>>> ' + s)
        try:
            self.p.stdin.write((s + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_input(self):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def read(self, prompts, timeout=6.0):
        chunk = ''
        deadline = time.time() + timeout
        while True:
            r, _, _ = select.select([self.fd], [], [], 0.02)
            if r:
                data = os.read(self.fd, 1 << 16)
                if not data:
                    try:
                        self.p.wait(timeout=5)
                    except subprocess.TimeoutExpired:
                        self.p.kill()
                        self.p.wait()
                        return 'hang', chunk, None
                    self.log.append(chunk)
                    return 'eof', chunk, None
                chunk += data.decode(errors='replace')
                deadline = time.time() + timeout
                continue
            last = chunk.rsplit('\n', 1)[-1]
            for kind, rx in prompts:
                m = rx.match(last)
                if m:
                    self.log.append(chunk)
                    return 'prompt', chunk, (kind, m)
            if self.p.poll() is not None and not r:
                continue
            if time.time() > deadline:
                self.log.append(chunk)
                return 'hang', chunk, None

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait()


# ------------------------------------------------------------------ referee
class Game:
    def __init__(self, exe, adname, seed, mode, n, strategy, bad_rate=0.12, cut=None, rng_seed=None):
        self.ad = ADAPTERS[adname]
        self.exe, self.seed, self.mode, self.n = exe, seed, mode, n
        self.rules = mode in ('rules', 'both')
        self.xdisplay = mode in ('display', 'both')
        self.strategy, self.bad_rate, self.cut = strategy, bad_rate, cut
        self.rng = random.Random(rng_seed if rng_seed is not None else seed * 7919 + n)
        pool = [x for x in NAMES if not (self.ad.get('single_word_names') and ' ' in x)]
        self.names = self.rng.sample(pool, n)
        self.sides = {self.names[i]: self.ad['sides'][i] for i in range(n)}
        self.errors = []
        self.stats = {'turns': 0, 'bad': 0, 'exhausted': 0, 'powers': {}}
        self.prompts = list(self.ad['setup'].items()) + list(self.ad['prompts'].items())
        self.sent = 0
        # model
        self.cards = {}
        self.up = []
        self.active = {x: True for x in self.names}
        self.prev = self.cur = None
        self.block = self.pending_block = None
        self.skip = False
        self.turn = None
        self.round = 0
        self.round_winners = []
        self.expect = ('card', None)
        self.snapshot = None
        self.expect_win = None
        self.power_pos = None
        self.first_flag = False

    # ---------------- helpers
    def err(self, msg):
        r = getattr(self, 'act_round', self.round + 1)
        where = 'end of game' if r > 7 else 'round %d' % r
        self.errors.append('%s: %s' % (where, msg))

    def fail(self, msg):
        self.err(msg)
        raise Desync(msg)

    def fmt(self, p):
        s = ps(p)
        if self.ad['case_insensitive'] and self.rng.random() < 0.2:
            s = s.lower()
        return s

    def face_down(self):
        return [p for p in ALL_POS if p not in self.up]

    def selectable(self):
        return [p for p in self.face_down() if p != self.block]

    def seat(self, name):
        return self.names.index(name)

    def next_active(self, i):
        for k in range(1, self.n + 1):
            j = (i + k) % self.n
            if self.active[self.names[j]]:
                return j
        return i

    def round_over(self):
        return sum(self.active.values()) <= 1

    def learn(self, pos, card, where):
        old = self.cards.get(pos)
        if old is not None and old != card:
            self.fail('%s: card at %s was %s%s, now shown as %s%s' % (where, ps(pos), old[1], old[0], card[1], card[0]))
        for q, c in self.cards.items():
            if q != pos and c == card:
                self.fail('%s: card %s%s shown at %s and %s' % (where, card[1], card[0], ps(q), ps(pos)))
        self.cards[pos] = card

    # ---------------- model transitions
    def start_turn(self, j):
        self.turn = j
        if not self.selectable():
            self.stats['exhausted'] += 1
            self.active[self.names[j]] = False
            self.block = None
            if self.round_over():
                self.finish_round()
            else:
                self.advance(j)
        else:
            self.expect = ('card', j)

    def advance(self, j):
        k = self.next_active(j)
        if self.skip:
            self.skip = False
            k = self.next_active(k)
        self.start_turn(k)

    def end_turn(self):
        self.block = self.pending_block
        self.pending_block = None
        if self.round_over():
            self.finish_round()
        else:
            self.advance(self.turn)

    def finish_round(self):
        w = [x for x in self.names if self.active[x]]
        self.snapshot = (list(self.up), dict(self.active))
        self.expect_win = w[0]
        self.round_winners.append(w[0])
        self.round += 1
        self.up = []
        self.prev = self.cur = None
        self.block = self.pending_block = None
        self.skip = False
        self.active = {x: True for x in self.names}
        self.expect = ('end',) if self.round == 7 else ('card', None)

    # ---------------- output checks
    def check_state(self, ev, up, active, label, need_display=False, all_displays=False):
        displays = [e for e in ev if e[1] in ('board', 'row') and not e[3]]
        if need_display and not displays:
            self.err('%s: game not displayed' % label)
        for d in (displays if all_displays else displays[-1:]):
            if d[1] == 'board' and self.xdisplay:
                self.err('%s: full board shown in expert display mode' % label)
            if d[1] == 'row' and not self.xdisplay:
                self.err('%s: card row shown instead of the board in base display mode' % label)
            if d[1] == 'board':
                for p in ALL_POS:
                    st = d[2][p]
                    if p in up:
                        if st == 'down':
                            self.fail('%s: %s should be face up' % (label, ps(p)))
                        self.learn(p, st, label)
                    elif st != 'down':
                        self.fail('%s: %s should be face down, shows %s%s' % (label, ps(p), st[1], st[0]))
            else:
                got = [q for q, _ in d[2]]
                if got != list(up):
                    self.fail('%s: face-up row %s, expected %s' % (label, ' '.join(map(ps, got)), ' '.join(map(ps, up))))
                for q, c in d[2]:
                    self.learn(q, c, label)
        st = {}
        for e in ev:
            if e[1] == 'status':
                st[e[2].group('name')] = e[2]
        for name, m in st.items():
            if name not in self.active:
                self.err('%s: unknown player line %r' % (label, m.group(0)))
                continue
            if m.group('side') != self.sides[name]:
                self.err('%s: %s shown on side %s, expected %s' % (label, name, m.group('side'), self.sides[name]))
            if (m.group('st') == 'active') != active[name]:
                self.fail('%s: %s shown %s, expected %s' % (label, name, m.group('st'),
                                                             'active' if active[name] else 'inactive'))

    def check_peeks(self, ev, label):
        seen = []
        for idx, e in enumerate(ev):
            if e[1] != 'peek':
                continue
            name = e[2].group('name')
            seen.append(name)
            if name not in self.sides:
                self.err('%s: peek for unknown player %r' % (label, name))
                continue
            d = next((x for x in ev[idx + 1:] if x[1] in ('board', 'row', 'peek')), None)
            if d is None or d[1] == 'peek':
                self.err('%s: peek of %s shows no cards' % (label, name))
                continue
            d[3] = True
            want = set(FRONT[self.sides[name]])
            if d[1] == 'board':
                shown = {p for p in ALL_POS if d[2][p] != 'down'}
                cards = [(p, d[2][p]) for p in shown]
            else:
                shown = {p for p, _ in d[2]}
                cards = d[2]
            if shown != want:
                self.fail('%s: %s (%s) peeks at %s, expected %s' % (label, name, self.sides[name],
                                                                   sorted(map(ps, shown)), sorted(map(ps, want))))
            for p, c in cards:
                self.learn(p, c, label + ' peek')
        if sorted(seen) != sorted(self.names):
            self.err('%s: peeks for %s, expected one for each player' % (label, seen))

    def events(self, text):
        errs = []
        ev = [list(e) + [False] for e in scan(text, self.ad, errs)]
        for e in errs:
            self.err('format: ' + e)
        return ev

    def check_chunk(self, text, label, need_display=False, final=False):
        """compare the output of one answer with the model (after the model moved)"""
        lines = text.split('\n')
        wins = [(i, self.ad['win'].match(l)) for i, l in enumerate(lines)]
        wins = [(i, m) for i, m in wins if m]
        endpos = len(lines)
        if final:
            for i, l in enumerate(lines):
                m = FINAL.match(l)
                if m and m.group('name') in self.names:
                    endpos = i
                    break
        if RUBY_COUNT.search('\n'.join(lines[:endpos])):
            self.err('%s: a ruby count is shown before the end of the game: %r' %
                     (label, RUBY_COUNT.search('\n'.join(lines[:endpos])).group(0)))
        if self.expect_win is None:
            if wins:
                self.fail('%s: unexpected round end message %r' % (label, wins[0][1].group(0)))
            ev = self.events(text)
            self.check_peeks_if_any(ev, label)
            self.check_state(ev, self.up, self.active, label, need_display)
            return
        if len(wins) != 1:
            self.fail('%s: expected one round-end message (winner %s), got %d' % (label, self.expect_win, len(wins)))
        i, m = wins[0]
        if m.group('name') != self.expect_win:
            self.fail('%s: round won by %s, expected %s' % (label, m.group('name'), self.expect_win))
        if 'round' in m.groupdict() and m.group('round') and int(m.group('round')) != self.round:
            self.err('%s: round number %s in message, expected %d' % (label, m.group('round'), self.round))
        ev0 = self.events('\n'.join(lines[:i]))
        up, active = self.snapshot
        self.check_state(ev0, up, active, label + ' (end of round)', need_display)
        self.expect_win = None
        rest = '\n'.join(lines[i + 1:endpos])
        ev1 = self.events(rest)
        if not final:
            self.check_peeks(ev1, label + ' (new round)')
            self.check_state(ev1, self.up, self.active, label + ' (new round)', all_displays=True)

    def check_peeks_if_any(self, ev, label):
        if any(e[1] == 'peek' for e in ev):
            self.check_peeks(ev, label)

    # ---------------- choosing answers
    def choose_card(self):
        sel = self.selectable()
        r = self.rng.random()
        if self.strategy == 'random' or r < 0.08:
            return self.rng.choice(sel)
        known = [p for p in sel if p in self.cards]
        unknown = [p for p in sel if p not in self.cards]
        if self.strategy == 'reckless' and self.cur is not None:
            bad = [p for p in known if not match(self.cards[p], self.cur)]
            if bad and r < 0.6:
                return self.rng.choice(bad)
        if self.cur is None:
            return self.rng.choice(known or sel)
        good = [p for p in known if match(self.cards[p], self.cur)]
        if good:
            if not unknown:
                rest = lambda g: [q for q in known if q != g and match(self.cards[q], self.cards[g])]
                g2 = [g for g in good if rest(g)] or good
                return min(g2, key=lambda g: (len(rest(g)), self.rng.random()))
            return self.rng.choice(good)
        return self.rng.choice(unknown or sel)

    def bad_card(self):
        c = ['hello', 'Z9', 'A0', 'A6', 'F1', 'C3', '11', 'AB', 'C3']
        if not self.ad['token']:
            c += ['', '   ', 'A1 B2', 'play B2']
        if self.up:
            c += [ps(self.rng.choice(self.up))] * 3
        if self.block is not None and self.block not in self.up:
            c += [ps(self.block)] * 6
        if not self.ad['case_insensitive']:
            c += [ps(self.rng.choice(self.selectable())).lower()]
        return self.rng.choice(c)

    # ---------------- play
    def read(self):
        text = ''
        while True:
            status, chunk, pr = self.proc.read(self.prompts)
            text += chunk
            if status == 'prompt' and pr[0] == 'enter':
                self.answer('')
                text += '\n'   # the typed line is not echoed through a pipe
                continue
            return status, text, pr

    def answer(self, s):
        if self.cut is not None and self.sent >= self.cut:
            self.proc.close_input()
            raise StopIteration
        self.sent += 1
        self.proc.send(s)

    def setup(self):
        st, text, pr = self.read()
        setup_text = ''
        bad = dict(self.ad.get('bad_setup', {}))
        while st == 'prompt' and pr[0] in self.ad['setup']:
            setup_text += text + '\n'
            kind, m = pr
            if kind in bad and bad[kind] and self.rng.random() < 0.35:
                b = self.rng.choice(bad[kind])
                if b == 'DUP':
                    if int(m.group(1)) > 1 and not self.ad.get('no_dup_names'):
                        self.answer(self.names[0])
                        st, text, pr = self.read()
                        if not (st == 'prompt' and pr[0] == 'name' and pr[1].group(1) == m.group(1)):
                            self.fail('duplicate name accepted or not re-asked')
                        continue
                else:
                    self.answer(b)
                    st, text, pr = self.read()
                    if not (st == 'prompt' and pr[0] == kind):
                        self.fail('setup: bad answer %r to %s not re-asked' % (b, kind))
                    continue
            if kind == 'version':
                self.answer(self.ad['version_answer'][self.mode])
            elif kind == 'nplayers':
                self.answer(str(self.n))
            elif kind == 'name':
                self.answer(self.names[int(m.group(1)) - 1])
            elif kind == 'xdisplay':
                self.answer(self.ad['yes'] if self.xdisplay else self.ad['no'])
            elif kind == 'xrules':
                self.answer(self.ad['yes'] if self.rules else self.ad['no'])
            st, text, pr = self.read()
        setup_text += text
        ev = self.events(setup_text)
        self.check_peeks(ev, 'start of game')
        self.check_state(ev, self.up, self.active, 'start of game', all_displays=True)
        return st, pr

    def expect_prompt(self, st, pr):
        self.act_round = self.round + 1
        if self.expect == ('end',):
            if st != 'eof':
                self.fail('game should be over after 7 rounds, got %s %r' % (st, pr[1].group(0) if pr else ''))
            return
        if st == 'eof':
            self.fail('program ended but the model expects %s (round %d of 7)' % (self.expect[0], self.round + 1))
        if st == 'hang':
            self.fail('no known prompt (hang?) while expecting %s' % (self.expect[0],))
        kind, m = pr
        want = self.expect[0]
        if kind != want:
            if kind == 'penguin' and self.first_flag:
                self.fail('penguin power offered although the penguin was the first card of the round')
            self.fail('expected %s prompt%s, got %s: %r' % (
                want, ' for ' + self.names[self.expect[1]] if len(self.expect) > 1 and self.expect[1] is not None else '',
                kind, m.group(0)))
        name = m.groupdict().get('name')
        if want == 'card' and self.expect[1] is None:
            j = self.seat(name) if name in self.names else None
            if j is None:
                self.fail('unknown player %r prompted' % name)
            rule = self.ad['start']
            want_seat = {'first': 0, 'rotate': self.round % self.n,
                         'winner': self.seat(self.round_winners[-1]) if self.round_winners else 0}.get(rule)
            if want_seat is not None and j != want_seat:
                self.err('round starts with %s, the declared rule (%s) gives %s' % (name, rule, self.names[want_seat]))
            self.turn = j
            self.expect = ('card', j)
        elif name is not None and name != self.names[self.expect[1]]:
            self.fail('%s prompt for %s, expected %s' % (kind, name, self.names[self.expect[1]]))

    def play(self):
        self.proc = Proc(self.exe, self.seed)
        try:
            st, pr = self.setup()
            while True:
                self.expect_prompt(st, pr)
                if st == 'eof':
                    break
                st, pr = self.act(pr)
            self.final(self.final_text)
        except Desync:
            pass
        except StopIteration:
            st, text, pr = self.proc.read([], timeout=4)
            if st != 'eof':
                self.err('after end of input: program did not exit (%s)' % st)
            elif self.proc.p.returncode != 0:
                self.err('after end of input: exit status %d' % self.proc.p.returncode)
        finally:
            self.proc.kill()
        return self.errors

    def act(self, pr):
        kind, m = pr
        self.act_round = self.round + 1
        if kind == 'card':
            if self.rng.random() < self.bad_rate:
                return self.send_bad(self.bad_card(), 'card')
            x = self.choose_card()
            self.answer(self.fmt(x))
            return self.after_card(x)
        if kind == 'octopus':
            return self.do_octopus(m)
        if kind == 'penguin':
            ups = [p for p in self.up if p != self.power_pos]
            if self.rng.random() < self.bad_rate:
                fd = self.face_down()
                return self.send_bad(self.rng.choice(([ps(self.rng.choice(fd))] if fd else []) + ['xx']), 'penguin')
            z = None if not ups or self.rng.random() < 0.35 else self.rng.choice(ups)
            self.answer(self.ad['skip']['penguin'] if z is None else self.fmt(z))
            if z is not None:
                self.up.remove(z)
            self.end_turn()
            return self.after('penguin', need_display=z is not None)
        if kind == 'walrus':
            if self.rng.random() < self.bad_rate and self.up:
                return self.send_bad(ps(self.rng.choice(self.up)), 'walrus')
            z = None if self.ad['skip']['walrus'] is not None and self.rng.random() < 0.3 else self.rng.choice(self.face_down())
            self.answer(self.ad['skip']['walrus'] if z is None else self.fmt(z))
            self.pending_block = z
            self.end_turn()
            return self.after('walrus')
        self.fail('cannot handle prompt %s' % kind)

    def send_bad(self, s, kind):
        self.stats['bad'] += 1
        saved = self.expect
        self.answer(s)
        st, text, pr = self.read()
        if st != 'prompt' or pr[0] != kind:
            self.fail('invalid answer %r to %s prompt was not rejected (got %s %r)' % (
                s, kind, st, pr[1].group(0) if pr else text[-200:]))
        self.expect = saved
        self.check_chunk(text, 'after invalid %r' % s)
        return st, pr

    def after(self, label, need_display=False):
        st, text, pr = self.read()
        if st == 'eof':
            self.final_text = text
        self.check_chunk(text, label, need_display, final=(st == 'eof'))
        return st, pr

    def after_card(self, x):
        self.stats['turns'] += 1
        name = self.names[self.turn]
        st, text, pr = self.read()
        lines = text.split('\n')
        ev = self.events(text)
        card = None
        for e in ev:
            if e[1] == 'board' and e[2][x] not in ('down', 'empty'):
                card = e[2][x]
                break
            if e[1] == 'row' and x in [q for q, _ in e[2]]:
                card = dict(e[2])[x]
                break
        if card is None:
            self.fail('after %s turned %s: no display shows the card' % (name, ps(x)))
        self.learn(x, card, 'flip')
        self.up.append(x)
        self.prev, self.cur = self.cur, card
        first = self.prev is None
        self.first_flag = first
        valid = first or match(self.prev, self.cur)
        waiting = False
        if not valid:
            self.active[name] = False
            self.end_turn()
        elif self.rules:
            a = card[0]
            self.stats['powers'][a] = self.stats['powers'].get(a, 0) + 1
            self.power_pos = x
            if a == 'O':
                if self.ad['octopus'] == 'random':
                    last = [e for e in ev if e[1] in ('board', 'row')]
                    wins = [i for i, l in enumerate(lines) if self.ad['win'].match(l)]
                    if wins:
                        last = [e for e in last if e[0] < wins[0]]
                    d = last[-1]
                    pos_of = ({p: s for p, s in d[2].items()} if d[1] == 'board' else dict(d[2]))
                    ys = [y for y in neighbours(x) if pos_of.get(y) == card]
                    if len(ys) != 1:
                        self.fail('octopus at %s: cannot find where it moved (must be a 4-neighbour, not C3)' % ps(x))
                    self.swap(x, ys[0])
                    self.end_turn()
                else:
                    self.expect = ('octopus', self.turn)
                    waiting = True
            elif a == 'P':
                if not first:
                    self.expect = ('penguin', self.turn)
                    waiting = True
                else:
                    self.end_turn()
            elif a == 'W':
                if self.face_down():
                    self.expect = ('walrus', self.turn)
                    waiting = True
                else:
                    self.end_turn()
            elif a == 'C':
                if not self.selectable():
                    self.stats['exhausted'] += 1
                    self.active[name] = False
                    self.end_turn()
                else:
                    self.expect = ('card', self.turn)
                    waiting = True
            else:
                self.skip = True
                self.end_turn()
        else:
            self.end_turn()
        if st == 'eof':
            self.final_text = text
        self.check_chunk(text, 'after %s turned %s' % (name, ps(x)), need_display=True, final=(st == 'eof'))
        return st, pr

    def swap(self, x, y):
        cx, cy = self.cards.get(x), self.cards.get(y)
        for p, c in ((x, cy), (y, cx)):
            if c is None:
                self.cards.pop(p, None)
            else:
                self.cards[p] = c
        self.up = [y if p == x else x if p == y else p for p in self.up]

    def do_octopus(self, m):
        x = self.power_pos
        nb = neighbours(x)
        y = self.rng.choice(nb)
        if self.ad['octopus'] == 'index':
            opts = {}
            for l in self.proc.log[-1].split('\n'):
                mm = self.ad['octopus_option'].match(l)
                if mm:
                    opts[pp(mm.group(2))] = mm.group(1)
            if opts:
                self.octo_opts = opts
            opts = getattr(self, 'octo_opts', {})
            if set(opts) != set(nb):
                self.fail('octopus at %s offers %s, expected neighbours %s' % (ps(x), sorted(map(ps, opts)), sorted(map(ps, nb))))
            if self.rng.random() < self.bad_rate:
                return self.send_bad('9', 'octopus')
            self.answer(opts[y])
        else:
            if self.rng.random() < self.bad_rate:
                far = [p for p in ALL_POS if p not in nb and p != x] + [(2, 2)]
                return self.send_bad(ps(self.rng.choice(far)), 'octopus')
            self.answer(self.fmt(y))
        self.swap(x, y)
        self.end_turn()
        return self.after('octopus', need_display=True)

    def final(self, text):
        self.act_round = 8
        if self.proc.p.returncode != 0:
            self.err('exit status %s at end of game' % self.proc.p.returncode)
        lines = text.split('\n')
        fl = [(i, FINAL.match(l)) for i, l in enumerate(lines)]
        fl = [(i, m) for i, m in fl if m and m.group('name') in self.names]
        got = [(m.group('name'), int(m.group('n'))) for _, m in fl]
        if sorted(x for x, _ in got) != sorted(self.names):
            self.fail('final list %s does not list every player once' % got)
        vals = [v for _, v in got]
        if vals != sorted(vals):
            self.err('final list not sorted from least to most rubies: %s' % got)
        if len(self.round_winners) != 7:
            self.err('%d rounds played' % len(self.round_winners))
        totals = dict(got)
        ok = False
        for perm in set(itertools.permutations([1, 1, 1, 2, 2, 3, 4])):
            t = {x: 0 for x in self.names}
            for w, v in zip(self.round_winners, perm):
                t[w] += v
            if t == totals:
                ok = True
                break
        if not ok:
            self.err('rubies %s cannot come from the reward deck 1,1,1,2,2,3,4 given round winners %s' % (
                totals, self.round_winners))
        best = max(vals)
        want = sorted(x for x, v in got if v == best)
        tail = lines[fl[-1][0] + 1:]
        found = None
        for l in tail:
            for rx, f in self.ad['winner']:
                mm = rx.match(l)
                if mm:
                    found = sorted(f(mm.group('names')))
        if found is None:
            self.err('no overall winner line')
        elif found != want:
            self.err('overall winner %s, expected %s' % (found, want))


def main():
    exe, adname = sys.argv[1], sys.argv[2]
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 24
    seed0 = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    modes = ['base', 'display', 'rules', 'both']
    strategies = ['smart', 'smart', 'random', 'reckless', 'smart']
    total_err = 0
    agg = {'turns': 0, 'bad': 0, 'exhausted': 0}
    for g in range(games):
        seed = seed0 + g
        mode = modes[g % 4]
        n = 2 + (g // 4) % 3
        strat = strategies[g % 5]
        gm = Game(exe, adname, seed, mode, n, strat)
        errs = gm.play()
        for k in agg:
            agg[k] += gm.stats[k]
        status = 'ok' if not errs else 'FAIL'
        print('game %2d seed %4d %-7s %d players %-8s turns %3d bad %2d exhausted %d %s' % (
            g, seed, mode, n, strat, gm.stats['turns'], gm.stats['bad'], gm.stats['exhausted'], status))
        for e in errs[:3]:
            print('     ', e)
        total_err += bool(errs)
    # end-of-input tests
    eof_fail = 0
    for g in range(max(6, games // 3)):
        seed = seed0 + 1000 + g
        gm = Game(exe, adname, seed, modes[g % 4], 2 + g % 3, 'smart', cut=random.Random(seed).randint(0, 60))
        errs = gm.play()
        if errs:
            eof_fail += 1
            print('eof test seed %d cut %d:' % (seed, gm.cut), errs[:2])
    print('SUMMARY %s: %d/%d games with errors, %d/%d eof tests failed, turns %d, invalid inputs %d, out-of-card losses %d'
          % (adname, total_err, games, eof_fail, max(6, games // 3), agg['turns'], agg['bad'], agg['exhausted']))


if __name__ == '__main__':
    main()
