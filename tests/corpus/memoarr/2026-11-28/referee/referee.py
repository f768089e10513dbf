#!/usr/bin/env python3
"""Referee for the blind Memoarr! programs.

Plays games through pipes (SEED set), keeps its own model of the game from what the
program shows, and checks the rules of the spec (see ANSWERS.md for the free choices
each program made; the per-program adapters below encode only those choices: prompt
wording, setup tokens, skip tokens, octopus answer format, who starts a round, and
the wording of the round-winner / overall-winner lines).

usage: referee.py PROG BINARY [--games N] [--seed0 S] [--mode base|display|rules|both|mix]
"""
import argparse
import itertools
import os
import random
import re
import select
import subprocess
import sys
import time

ROWS = 'ABCDE'
ALL_POS = [(r, c) for r in range(5) for c in range(5) if (r, c) != (2, 2)]
REVEAL = {
    'top': [(0, 1), (0, 2), (0, 3)],
    'bottom': [(4, 1), (4, 2), (4, 3)],
    'left': [(1, 0), (2, 0), (3, 0)],
    'right': [(1, 4), (2, 4), (3, 4)],
}
REWARDS = [1, 1, 1, 2, 2, 3, 4]


def pstr(p):
    return ROWS[p[0]] + str(p[1] + 1)


def spos(s):
    return (ROWS.index(s[0]), int(s[1]) - 1)


def match(a, b):
    return a[0] == b[0] or a[1] == b[1]   # ident = colour letter + animal letter


def neighbours(p):
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        q = (p[0] + dr, p[1] + dc)
        if 0 <= q[0] < 5 and 0 <= q[1] < 5 and q != (2, 2):
            out.append(q)
    return out


# ---------------------------------------------------------------- adapters
def dir_letter(a, b, letters):
    dr, dc = b[0] - a[0], b[1] - a[1]
    return letters[{(-1, 0): 0, (1, 0): 1, (0, -1): 2, (0, 1): 3}[(dr, dc)]]


def winners_split(s):
    s = s.replace(' and ', ', ').replace(' & ', ', ')
    return [x.strip() for x in s.split(',') if x.strip()]


ADAPTERS = {
    'gus': dict(
        prompts=[('version', r'Version: '), ('nplayers', r'Players \(2-4\): '),
                 ('name', r'Name of player \d: '),
                 ('octo', r'(?P<name>.+) swap octopus with> '),
                 ('peng', r'(?P<name>.+) turn down \(- to skip\)> '),
                 ('walrus', r'(?P<name>.+) block \(- to skip\)> '),
                 ('crab', r'(?P<name>.+) \(crab\)> '),
                 ('card', r'(?P<name>.+)> ')],
        version={'base': '1', 'display': '2', 'rules': '3', 'both': '4'},
        bad_version=['0', '5', 'x', '', 'base'],
        bad_np=['1', '5', 'x', '', '0'],
        skip='-', octo=lambda a, b: pstr(b), bad_octo=['x', 'C3', 'Z9'], lower_ok=True,
        round_win=r'Round (\d+) won by (?P<name>.+)\.',
        winners=[r'Winners?: (?P<w>.*)'],
        starter='rotate'),
    'hana': dict(
        prompts=[('nplayers', r'How many pirates are playing \(2-4\)\? '),
                 ('name', r'Name of pirate #\d: '),
                 ('version', r'Your choice \(B/D/R/X\): '),
                 ('octo', r'The octopus wants to swap! (?P<name>.+), choose an adjacent card \(e\.g\. A2\): '),
                 ('peng', r'The penguin lets you hide a card\. (?P<name>.+), choose a face-up card to turn face down \(or press Enter to skip\): '),
                 ('walrus', r'The walrus blocks a card for the next pirate\. (?P<name>.+), choose a face-down card \(or press Enter to skip\): '),
                 ('crab', r'The crab pinches! (?P<name>.+), pick another card at once: '),
                 ('card', r'Ahoy (?P<name>.+), pick a card to turn \(e\.g\. B2\): ')],
        version={'base': 'B', 'display': 'd', 'rules': 'R', 'both': 'x'},
        bad_version=['1', 'Q', 'base game', 'BD'],
        bad_np=['1', '5', 'two', ''],
        skip='', octo=lambda a, b: pstr(b), bad_octo=['x', 'C3', 'Z9', '-'], lower_ok=True,
        round_win=r'~~~ (?P<name>.+) wins round (\d+) and pockets a secret reward! ~~~',
        winners=[r'And the winner is\.\.\. (?P<w>.*)!', r"It's a tie! The winners are (?P<w>.*)!"],
        starter='winner'),
    'kofi': dict(
        prompts=[('yn_display', r'Expert display mode\? \(y/n\): '),
                 ('yn_rules', r'Expert rules mode\? \(y/n\): '),
                 ('nplayers', r'Number of players \(2-4\): '),
                 ('name', r'Player \d name: '),
                 ('octo', r'(?P<name>.+), octopus swaps with which neighbour \(U/D/L/R\)\? '),
                 ('peng', r'(?P<name>.+), turn which face-up card face down\? \(position, or N for none\): '),
                 ('walrus', r'(?P<name>.+), block which face-down card for the next player\? \(position, or N for none\): '),
                 ('crab', r'(?P<name>.+), the crab makes you turn another card: '),
                 ('card', r'(?P<name>.+), choose a card \(e\.g\. A1\): ')],
        version=None, bad_yn=['maybe', '', '1'],
        bad_np=['1', '5', 'x', ''],
        skip='N', octo=lambda a, b: dir_letter(a, b, 'UDLR'), bad_octo=['x', 'A1', 'UU'], lower_ok=False,
        round_win=r'(?P<name>.+) wins round (\d+)\.',
        winners=[r'Overall winner: (?P<w>.*)', r'Overall winners \(tie\): (?P<w>.*)'],
        starter='first'),
    'ines': dict(
        prompts=[('version', r'Select version: '), ('nplayers', r'Number of players \[2-4\]: '),
                 ('name', r'Enter name for player \d: '),
                 ('octo', r'\[(?P<name>.+)\] Octopus: select adjacent card to swap with: '),
                 ('peng', r'\[(?P<name>.+)\] Penguin: select a face-up card to turn down \(0 = none\): '),
                 ('walrus', r'\[(?P<name>.+)\] Walrus: select a face-down card to block \(0 = none\): '),
                 ('crab', r'\[(?P<name>.+)\] Crab! Select another card: '),
                 ('card', r'\[(?P<name>.+)\] Select card \(row letter \+ column number\): ')],
        version={'base': '0', 'display': '1', 'rules': '2', 'both': '3'},
        bad_version=['4', '-1', 'x', ''],
        bad_np=['1', '5', 'x', ''],
        skip='0', octo=lambda a, b: pstr(b), bad_octo=['x', 'C3', 'Z9'], lower_ok=True,
        round_win=r'Round (\d+) winner: (?P<name>.+)',
        winners=[r'Winners?: (?P<w>.*)'],
        starter='rotate'),
    'omar': dict(
        prompts=[('nplayers', r'Players\? \(2-4\) '), ('name', r'Player #\d: '),
                 ('version', r'Mode \[base/display/rules/expert\]: '),
                 ('octo', r'Swap octopus with: '),
                 ('peng', r"Penguin - card to turn face down \(or 'skip'\): "),
                 ('walrus', r"Walrus - card to block \(or 'skip'\): "),
                 ('crab', r"(?P<name>.+)'s turn \(crab\)\. Card: "),
                 ('card', r"(?P<name>.+)'s turn\. Card: ")],
        version={'base': 'base', 'display': 'display', 'rules': 'rules', 'both': 'expert'},
        bad_version=['b', 'all', '', '2'],
        bad_np=['1', '5', 'x', ''],
        skip='skip', octo=lambda a, b: pstr(b), bad_octo=['x', 'C3', 'Z9'], lower_ok=True,
        round_win=r'(?P<name>.+) wins the round!',
        winners=[r'(?P<w>.*) wins the game!', r'Tie game between (?P<w>.*)!'],
        starter='winner'),
}

STATUS_RX = re.compile(r'^\s*(?P<name>.+?):\s+(?P<side>top|bottom|left|right) \((?P<st>active|inactive)\)\s*$')
FINAL_RX = re.compile(r'^\s*(?P<name>.+?):\s+(?P<n>\d+) (?:rubies|ruby)\s*$')
POSLINE_RX = re.compile(r'^[A-E][1-5](  [A-E][1-5])*$')
CARD_RX = re.compile(r'^([rgpby])([CPOTW])\1$')


class RefError(Exception):
    pass


class Hang(Exception):
    pass


# ---------------------------------------------------------------- process
class Proc:
    def __init__(self, exe, seed, prompts):
        env = dict(os.environ)
        env['SEED'] = str(seed)
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, env=env)
        self.buf = ''
        self.log = []
        self.prompts = [(k, re.compile(rx)) for k, rx in prompts]

    def send(self, line):
        self.log.append('<<< ' + line)
        try:
            self.p.stdin.write((line + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_stdin(self):
        self.log.append('<<< [EOF]')
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def read_prompt(self, timeout=10.0):
        fd = self.p.stdout.fileno()
        while True:
            last = self.buf.rsplit('\n', 1)[-1]
            if last:
                for kind, rx in self.prompts:
                    m = rx.fullmatch(last)
                    if m:
                        chunk = self.buf
                        self.buf = ''
                        self.log.append(chunk)
                        return chunk, kind, m
            r, _, _ = select.select([fd], [], [], timeout)
            if not r:
                self.log.append(self.buf)
                raise Hang('no prompt/EOF within %.0fs; last output: %r' % (timeout, self.buf[-200:]))
            data = os.read(fd, 65536)
            if not data:
                chunk = self.buf
                self.buf = ''
                self.log.append(chunk)
                return chunk, 'EOF', None
            self.buf += data.decode('utf-8', 'replace')

    def finish(self, timeout=5.0):
        try:
            return self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            return 'TIMEOUT'

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


# ---------------------------------------------------------------- parsing
def parse_events(chunk, expert_display):
    """Return list of (line_index, kind, data) for boards, rows, status blocks, final blocks."""
    lines = chunk.split('\n')
    ev = []
    fmt_err = []
    n = len(lines)
    i = 0
    while i < n:
        ln = lines[i]
        if (not expert_display and ln.startswith('A ') and i + 16 < n
                and all(lines[i + 4 * k].startswith(ROWS[k] + ' ') for k in range(5))):
            up = {}
            for k in range(5):
                mid = lines[i + 4 * k].rstrip().ljust(21)
                top = lines[i + 4 * k - 1].rstrip().ljust(21) if i + 4 * k - 1 >= 0 else None
                bot = lines[i + 4 * k + 1].rstrip().ljust(21)
                if top is None or not top.startswith('  ') or not bot.startswith('  ') or len(mid) != 21:
                    fmt_err.append('board row %s layout' % ROWS[k])
                    continue
                for j in range(5):
                    a, b = 2 + 4 * j, 5 + 4 * j
                    if j and (mid[a - 1] != ' ' or top[a - 1] != ' ' or bot[a - 1] != ' '):
                        fmt_err.append('board separator')
                    cm, ct, cb = mid[a:b], top[a:b], bot[a:b]
                    if (k, j) == (2, 2):
                        if not (cm == ct == cb == '   '):
                            fmt_err.append('centre not blank')
                    elif cm == 'zzz':
                        if not (ct == cb == 'zzz'):
                            fmt_err.append('face-down card not zzz')
                    else:
                        m = CARD_RX.match(cm)
                        if not m or ct != m.group(1) * 3 or cb != m.group(1) * 3:
                            fmt_err.append('bad card %r/%r/%r' % (ct, cm, cb))
                        else:
                            up[(k, j)] = m.group(1) + m.group(2)
                if k < 4 and lines[i + 4 * k + 2].strip() != '':
                    fmt_err.append('no blank line between card rows')
            if i + 19 >= n or lines[i + 18].strip() != '' or lines[i + 19].rstrip() != '   1   2   3   4   5':
                fmt_err.append('column numbers line')
            ev.append((i, 'board', up))
            i += 17
            continue
        if expert_display and POSLINE_RX.match(ln.rstrip()):
            poss = ln.split()
            if i >= 4:
                mids = lines[i - 3].rstrip().split(' ')
                tops = lines[i - 4].rstrip().split(' ')
                bots = lines[i - 2].rstrip().split(' ')
                if lines[i - 1].strip() != '':
                    fmt_err.append('row: no blank line before positions')
                if '  '.join(poss) != ln.rstrip():
                    fmt_err.append('row: positions not two spaces apart')
                if not (len(mids) == len(tops) == len(bots) == len(poss)):
                    fmt_err.append('row: card count %d/%d/%d vs %d positions' % (len(tops), len(mids), len(bots), len(poss)))
                else:
                    row = []
                    for pp, cm, ct, cb in zip(poss, mids, tops, bots):
                        m = CARD_RX.match(cm)
                        if not m or ct != m.group(1) * 3 or cb != m.group(1) * 3:
                            fmt_err.append('row: bad card')
                        else:
                            row.append((spos(pp), m.group(1) + m.group(2)))
                    ev.append((i, 'row', row))
            i += 1
            continue
        m = STATUS_RX.match(ln)
        if m:
            blk = []
            while i < n and STATUS_RX.match(lines[i]):
                m = STATUS_RX.match(lines[i])
                blk.append((m.group('name'), m.group('side'), m.group('st') == 'active'))
                i += 1
            ev.append((i - 1, 'status', blk))
            continue
        m = FINAL_RX.match(ln)
        if m:
            blk = []
            while i < n and FINAL_RX.match(lines[i]):
                m = FINAL_RX.match(lines[i])
                blk.append((m.group('name'), int(m.group('n'))))
                i += 1
            ev.append((i - 1, 'final', blk))
            continue
        i += 1
    return lines, ev, fmt_err


# ---------------------------------------------------------------- game driver
class Game:
    def __init__(self, prog, exe, seed, mode, nplayers, rng, p_bad=0.2, p_smart=0.8, eof_after=None):
        self.ad = ADAPTERS[prog]
        self.prog = prog
        self.seed = seed
        self.mode = mode
        self.xd = mode in ('display', 'both')
        self.xr = mode in ('rules', 'both')
        self.np = nplayers
        self.rng = rng
        self.p_bad = p_bad
        self.p_smart = p_smart
        self.eof_after = eof_after
        self.sends = 0
        self.proc = Proc(exe, seed, self.ad['prompts'])
        pool = ['Joe Remember Doe', 'Ann', 'Bo Li', 'Zed Q', 'Mia', 'Kurt Cobb', 'Li']
        self.names = rng.sample(pool, nplayers)
        self.stats = {'turns': 0, 'invalid': 0, 'powers': {}, 'fullboard': 0, 'autolose': 0, 'rounds': 0}

    # -- helpers
    def fail(self, msg):
        raise RefError(msg)

    def send(self, s):
        self.sends += 1
        if self.eof_after is not None and self.sends > self.eof_after:
            self.proc.close_stdin()
            chunk, kind, m = self.proc.read_prompt()
            if kind != 'EOF':
                # may still print a prompt before noticing; read on until EOF
                while kind != 'EOF':
                    chunk, kind, m = self.proc.read_prompt()
            rc = self.proc.finish()
            if rc != 0:
                self.fail('exit status %r after EOF on input' % rc)
            raise StopIteration
        self.proc.send(s)

    def read(self):
        chunk, kind, m = self.proc.read_prompt()
        lines, ev, fe = parse_events(chunk, self.xd)
        if fe:
            self.fail('format: ' + '; '.join(sorted(set(fe))))
        return chunk, kind, m, lines, ev

    # -- model
    def selectable(self):
        return [p for p in ALL_POS if p not in self.up and p != self.blocked]

    def down(self):
        return [p for p in ALL_POS if p not in self.up]

    def next_active(self, i):
        while True:
            i = (i + 1) % self.np
            if self.active[i]:
                return i

    def new_round(self):
        self.up = []
        self.prev = None
        self.active = [True] * self.np
        self.block_next = None
        self.blocked = None
        self.last_blocked = None
        r = len(self.winners)
        st = self.ad['starter']
        if st == 'rotate':
            self.cur = r % self.np
        elif st == 'first' or r == 0:
            self.cur = 0
        else:
            self.cur = self.names.index(self.winners[-1])

    def learn(self, p, ident):
        if ident is None:
            self.fail('card at %s not shown' % pstr(p))
        old = self.cards.get(p)
        if old is not None and old != ident:
            self.fail('card at %s was %s, now shows %s' % (pstr(p), old, ident))
        for q, c in self.cards.items():
            if q != p and c == ident:
                self.fail('card %s shown at %s and at %s' % (ident, pstr(q), pstr(p)))
        self.cards[p] = ident

    def check_display(self, disp, where):
        kind, data = disp
        if kind == 'board':
            if set(data) != set(self.up):
                self.fail('%s: board face-up %s, expected %s' % (
                    where, sorted(map(pstr, data)), sorted(map(pstr, self.up))))
            for p, c in data.items():
                self.learn(p, c)
        else:
            got = [p for p, c in data]
            if got != self.up:
                self.fail('%s: row shows %s, expected %s' % (where, list(map(pstr, got)), list(map(pstr, self.up))))
            for p, c in data:
                self.learn(p, c)

    def check_status(self, blk, where):
        if [b[0] for b in blk] != self.names:
            self.fail('%s: players listed %s, expected %s' % (where, [b[0] for b in blk], self.names))
        got = [b[2] for b in blk]
        if got != self.active:
            self.fail('%s: active flags %s, expected %s' % (where, got, self.active))
        for b in blk:
            if self.sides.get(b[0], b[1]) != b[1]:
                self.fail('side of %s changed' % b[0])

    def check_state(self, ev, where):
        disp = [(k, d) for _, k, d in ev if k in ('board', 'row')]
        if disp and not (self.xd and not self.up):
            self.check_display(disp[-1], where)
        elif self.xd and self.up and any(k == 'status' for _, k, _ in ev):
            self.fail('%s: no row of face-up cards shown' % where)
        st = [d for _, k, d in ev if k == 'status']
        if st:
            self.check_status(st[-1], where)

    # -- answering prompts
    def expect(self, kind, m, kinds, who=None):
        if kind not in kinds:
            self.fail('expected prompt %s, got %s' % (kinds, kind))
        if who is not None and m is not None and 'name' in m.groupdict() and m.group('name') != who:
            self.fail('prompt for %r, expected %r' % (m.group('name'), who))

    def bad_card_inputs(self):
        c = ['x', 'A', 'A0', 'A6', 'F1', 'C3', '11', 'hello world', 'B22', '3B']
        if self.up:
            c += [pstr(self.rng.choice(self.up))] * 3
        if self.blocked:
            c += [pstr(self.blocked)] * 4
        if not self.ad['lower_ok']:
            sel = self.selectable()
            if sel:
                c.append(pstr(self.rng.choice(sel)).lower())
        return c

    def choose_card(self):
        sel = self.selectable()
        # a card the walrus blocked for the previous turn must be free again now
        if self.last_blocked in sel and self.rng.random() < 0.5:
            return self.last_blocked
        if self.prev is not None and self.rng.random() < self.p_smart:
            good = [p for p in sel if p in self.cards and match(self.cards[p], self.prev)]
            if good:
                return self.rng.choice(good)
        # avoid known mismatches a little, so that rounds get long
        if self.prev is not None and self.rng.random() < self.p_smart:
            unk = [p for p in sel if p not in self.cards]
            if unk:
                return self.rng.choice(unk)
        return self.rng.choice(sel)

    def answer_with_invalids(self, kind0, m0, goodstr, bads, kinds, who):
        """send some invalid answers (expect re-prompt, same kind) then the good one."""
        kind, m = kind0, m0
        while bads and self.rng.random() < self.p_bad:
            b = self.rng.choice(bads)
            self.stats['invalid'] += 1
            self.send(b)
            chunk, kind, m, lines, ev = self.read()
            self.expect(kind, m, kinds, who)
            self.check_state(ev, 'after invalid %r' % b)
        self.send(goodstr)

    def card_turn(self, kind, m):
        """We are at a card prompt for self.cur. Play the whole turn. Return the next (chunk..) tuple."""
        who = self.names[self.cur]
        crab = False
        while True:
            self.expect(kind, m, ('crab',) if crab else ('card',), who)
            p = self.choose_card()
            s = pstr(p)
            if self.ad['lower_ok'] and self.rng.random() < 0.1:
                s = s.lower()
            bads = self.bad_card_inputs()
            self.answer_with_invalids(kind, m, s, bads, ('crab',) if crab else ('card',), who)
            self.stats['turns'] += 1
            chunk, kind, m, lines, ev = self.read()
            disp = [(k, d) for _, k, d in ev if k in ('board', 'row')]
            shown = None
            for k, d in disp:
                if k == 'board' and p in d:
                    shown = (k, d)
                    break
                if k == 'row' and p in [q for q, _ in d]:
                    shown = (k, d)
                    break
            if shown is None:
                self.fail('turned card %s never shown' % s)
            ident = shown[1][p] if shown[0] == 'board' else dict(shown[1])[p]
            self.learn(p, ident)
            first = self.prev is None
            valid = first or match(self.prev, ident)
            self.up.append(p)
            self.check_display(shown, 'after turning %s' % s)
            self.prev = ident
            if len(self.up) == 24:
                self.stats['fullboard'] += 1
            if not valid:
                self.active[self.cur] = False
                return chunk, kind, m, lines, ev
            if not self.xr:
                return chunk, kind, m, lines, ev
            an = ident[1]
            self.stats['powers'][an] = self.stats['powers'].get(an, 0) + 1
            if an == 'O':
                self.expect(kind, m, ('octo',), who)
                q = self.rng.choice(neighbours(p))
                far = [x for x in ALL_POS if x not in neighbours(p)]
                bads = list(self.ad['bad_octo'])
                if self.prog == 'kofi':
                    bads += [L for L, d in zip('UDLR', ((-1, 0), (1, 0), (0, -1), (0, 1)))
                             if not (0 <= p[0] + d[0] < 5 and 0 <= p[1] + d[1] < 5)
                             or (p[0] + d[0], p[1] + d[1]) == (2, 2)]
                else:
                    bads.append(pstr(self.rng.choice(far)))
                self.answer_with_invalids(kind, m, self.ad['octo'](p, q), bads, ('octo',), who)
                # swap p (octopus, face up) with q
                self.cards[p], self.cards[q] = self.cards.get(q), self.cards[p]
                if self.cards[p] is None:
                    del self.cards[p]
                self.up = [q if x == p else (p if x == q else x) for x in self.up]
                return self.read()
            if an == 'P' and not first:
                self.expect(kind, m, ('peng',), who)
                cands = [x for x in self.up if x != p]
                bads = [pstr(p)] + [pstr(x) for x in self.rng.sample(self.down(), min(2, len(self.down())))] + ['x', 'C3']
                if self.rng.random() < 0.3 or not cands:
                    self.answer_with_invalids(kind, m, self.ad['skip'], bads, ('peng',), who)
                else:
                    q = self.rng.choice(cands)
                    self.answer_with_invalids(kind, m, pstr(q), bads, ('peng',), who)
                    self.up.remove(q)
                return self.read()
            if an == 'W':
                if self.down():
                    self.expect(kind, m, ('walrus',), who)
                    bads = [pstr(x) for x in self.up] + ['x', 'C3', 'F2']
                    if self.rng.random() < 0.2:
                        self.answer_with_invalids(kind, m, self.ad['skip'], bads, ('walrus',), who)
                        self.block_next = None
                    else:
                        q = self.rng.choice(self.down())
                        self.answer_with_invalids(kind, m, pstr(q), bads, ('walrus',), who)
                        self.block_next = q
                    return self.read()
                return chunk, kind, m, lines, ev
            if an == 'T':
                self.skip = True
                return chunk, kind, m, lines, ev
            if an == 'C':
                if not self.selectable():
                    self.active[self.cur] = False
                    self.stats['autolose'] += 1
                    return chunk, kind, m, lines, ev
                self.check_state(ev, 'before crab card')
                crab = True
                continue
            return chunk, kind, m, lines, ev

    def advance(self):
        """after a turn: pick next player, apply automatic losses. returns True if round over."""
        if sum(self.active) <= 1:
            return True
        nxt = self.next_active(self.cur)
        if self.skip:
            nxt = self.next_active(nxt)
        self.skip = False
        self.cur = nxt
        self.last_blocked = self.blocked
        self.blocked, self.block_next = self.block_next, None
        while sum(self.active) > 1 and not self.selectable():
            self.active[self.cur] = False
            self.stats['autolose'] += 1
            self.blocked = None
            if sum(self.active) <= 1:
                return True
            self.cur = self.next_active(self.cur)
        return sum(self.active) <= 1

    def start_round_checks(self, lines, ev, start_line):
        """reveals and fresh state in lines[start_line:]."""
        evr = [e for e in ev if e[0] >= start_line]
        seen = []
        for _, k, d in evr:
            if k in ('board', 'row'):
                ps = sorted(d) if k == 'board' else sorted(p for p, _ in d)
                if not ps:
                    continue
                side = [s for s, v in REVEAL.items() if sorted(v) == ps]
                if not side:
                    self.fail('round %d start: display with face-up %s is not a reveal' % (
                        len(self.winners) + 1, list(map(pstr, ps))))
                seen.append(side[0])
                for p, c in (d.items() if k == 'board' else d):
                    self.learn(p, c)
        want = [self.sides[n] for n in self.names]
        if seen != want:
            self.fail('round %d start: reveals for %s, expected %s' % (len(self.winners) + 1, seen, want))
        disp = [(k, d) for _, k, d in evr if k in ('board', 'row')]
        if not self.xd:
            if not disp or disp[-1][1]:
                self.fail('round start: board not all face down')
        st = [d for _, k, d in evr if k == 'status']
        if not st:
            self.fail('round start: players not displayed')
        self.check_status(st[-1], 'round start')

    def round_end(self, lines, ev):
        """the chunk contains the end of the round. returns line index after the winner message."""
        rx = re.compile(self.ad['round_win'])
        idx = None
        for i, ln in enumerate(lines):
            mm = rx.fullmatch(ln.strip())
            if mm:
                idx = i
                break
        if idx is None:
            self.fail('round %d should be over (only %s active) but no winner message' % (
                len(self.winners) + 1, self.names[self.active.index(True)]))
        w = mm.group('name')
        exp = self.names[self.active.index(True)]
        if w != exp:
            self.fail('round winner %r, expected %r' % (w, exp))
        before = [e for e in ev if e[0] < idx]
        self.check_state(before, 'end of round')
        self.winners.append(w)
        self.stats['rounds'] += 1
        return idx + 1

    def check_no_winner_msg(self, lines):
        rx = re.compile(self.ad['round_win'])
        for ln in lines:
            if rx.fullmatch(ln.strip()):
                self.fail('unexpected round winner message: %r' % ln.strip())

    def final(self, lines, ev, start):
        fin = [d for i, k, d in ev if k == 'final' and i >= start]
        if not fin:
            self.fail('no final ranking')
        blk = fin[-1]
        if sorted(n for n, _ in blk) != sorted(self.names):
            self.fail('final ranking names %s' % [n for n, _ in blk])
        vals = [v for _, v in blk]
        if vals != sorted(vals):
            self.fail('final ranking not least to most: %s' % blk)
        tot = dict(blk)
        if sum(vals) != sum(REWARDS):
            self.fail('total rubies %d != %d' % (sum(vals), sum(REWARDS)))
        ok = False
        for perm in set(itertools.permutations(REWARDS)):
            t = {n: 0 for n in self.names}
            for w, r in zip(self.winners, perm):
                t[w] += r
            if t == tot:
                ok = True
                break
        if not ok:
            self.fail('ruby totals %s impossible for round winners %s' % (tot, self.winners))
        text = '\n'.join(lines[start:])
        ws = None
        for ln in lines[start:]:
            for rx in self.ad['winners']:
                mm = re.fullmatch(rx, ln.strip())
                if mm:
                    if ws is not None:
                        self.fail('more than one overall-winner line')
                    ws = winners_split(mm.group('w'))
        mx = max(vals)
        exp = sorted(n for n, v in tot.items() if v == mx)
        if ws is None or sorted(ws) != exp:
            self.fail('overall winner %s, expected %s' % (ws, exp))

    # -- main
    def play(self):
        ad = self.ad
        chunk, kind, m, lines, ev = self.read()
        named = 0
        # ---- setup
        while kind in ('version', 'nplayers', 'name', 'yn_display', 'yn_rules'):
            k0 = kind
            if kind == 'version':
                good, bads = ad['version'][self.mode], ad['bad_version']
            elif kind == 'nplayers':
                good, bads = str(self.np), ad['bad_np']
            elif kind == 'name':
                good, bads = self.names[named], ['']
            elif kind == 'yn_display':
                good, bads = ('y' if self.xd else 'n'), ad['bad_yn']
            else:
                good, bads = ('y' if self.xr else 'n'), ad['bad_yn']
            while self.rng.random() < self.p_bad:
                self.send(self.rng.choice(bads))
                chunk, kind, m, lines, ev = self.read()
                if kind != k0:
                    self.fail('after invalid setup answer: prompt %s, expected %s again' % (kind, k0))
            self.send(good)
            if k0 == 'name':
                named += 1
            chunk, kind, m, lines, ev = self.read()
        if named != self.np:
            self.fail('asked %d names for %d players' % (named, self.np))
        # ---- game
        self.cards = {}
        self.winners = []
        st = [d for _, k, d in ev if k == 'status']
        if not st:
            self.fail('players not displayed before first turn')
        self.sides = {n: s for n, s, _ in st[-1]}
        if sorted(self.sides.values()) != sorted(set(self.sides.values())):
            self.fail('two players on one side')
        self.skip = False
        self.new_round()
        self.start_round_checks(lines, ev, 0)
        self.check_no_winner_msg(lines)
        while True:
            if kind == 'EOF':
                self.fail('program ended during round %d' % (len(self.winners) + 1))
            self.check_state(ev, 'before turn of %s' % self.names[self.cur])
            chunk, kind, m, lines, ev = self.card_turn(kind, m)
            over = self.advance()
            if not over:
                self.check_no_winner_msg(lines)
                continue
            start = self.round_end(lines, ev)
            if len(self.winners) == 7:
                if kind != 'EOF':
                    self.fail('game did not end after 7 rounds (prompt %s)' % kind)
                self.final(lines, ev, start)
                rc = self.proc.finish()
                if rc != 0:
                    self.fail('exit status %r' % rc)
                return
            rest = lines[start:]
            for ln in rest:
                if re.compile(ad['round_win']).fullmatch(ln.strip()):
                    self.fail('two round winner messages')
            self.skip = False
            self.new_round()
            self.start_round_checks(lines, ev, start)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('prog')
    ap.add_argument('exe')
    ap.add_argument('--games', type=int, default=20)
    ap.add_argument('--seed0', type=int, default=1)
    ap.add_argument('--mode', default='mix')
    ap.add_argument('--players', type=int, default=0)
    ap.add_argument('--smart', type=float, default=None)
    ap.add_argument('--eof', action='store_true', help='also run games cut short by EOF')
    ap.add_argument('--logdir', default='/tmp/memoarr_blind_ZeuG/logs')
    ap.add_argument('-q', action='store_true')
    ap.add_argument('--keep', action='store_true', help='write every transcript, not only failures')
    a = ap.parse_args()
    os.makedirs(a.logdir, exist_ok=True)
    modes = ['base', 'display', 'rules', 'both']
    fails = 0
    agg = {'turns': 0, 'invalid': 0, 'fullboard': 0, 'autolose': 0, 'rounds': 0, 'powers': {}}
    for g in range(a.games):
        seed = a.seed0 + g
        rng = random.Random(seed * 7919 + 17)
        mode = modes[g % 4] if a.mode == 'mix' else a.mode
        np_ = a.players or rng.choice([2, 3, 4])
        smart = a.smart if a.smart is not None else rng.choice([0.5, 0.8, 0.95, 1.0])
        eof_after = rng.randint(3, 60) if (a.eof and g % 5 == 4) else None
        game = Game(a.prog, a.exe, seed, mode, np_, rng, p_smart=smart, eof_after=eof_after)
        res = 'ok'
        t0 = time.time()
        try:
            game.play()
        except StopIteration:
            res = 'ok (EOF after %d inputs)' % eof_after
        except (RefError, Hang) as e:
            res = 'FAIL: %s' % e
            fails += 1
            fn = os.path.join(a.logdir, '%s_seed%d.log' % (a.prog, seed))
            with open(fn, 'w') as f:
                f.write('mode=%s players=%d names=%s\n' % (mode, np_, game.names))
                f.write('\n'.join(game.proc.log))
            res += '  [log %s]' % fn
        finally:
            game.proc.kill()
        if a.keep and not res.startswith('FAIL'):
            with open(os.path.join(a.logdir, '%s_seed%d.log' % (a.prog, seed)), 'w') as f:
                f.write('mode=%s players=%d names=%s\n' % (mode, np_, game.names))
                f.write('\n'.join(game.proc.log))
        for k in ('turns', 'invalid', 'fullboard', 'autolose', 'rounds'):
            agg[k] += game.stats[k]
        for k, v in game.stats['powers'].items():
            agg['powers'][k] = agg['powers'].get(k, 0) + v
        if not a.q or res != 'ok':
            print('%s seed=%d mode=%s players=%d smart=%.2f: %s (%.1fs)' % (
                a.prog, seed, mode, np_, smart, res, time.time() - t0))
    print('%s: %d/%d games passed; stats %s' % (a.prog, a.games - fails, a.games, agg))
    return 1 if fails else 0


if __name__ == '__main__':
    sys.exit(main())
