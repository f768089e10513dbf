"""Parsing of Memoarr! displays and a reference model of the rules."""
import re

ANIMALS = 'CPOTW'
COLOURS = 'rgpby'
CENTRE = (2, 2)
POS = [(r, c) for r in range(5) for c in range(5) if (r, c) != CENTRE]
NUMBERS = '   1   2   3   4   5'
FRONT = {  # the three cards directly in front of each side
    'top': [(0, 1), (0, 2), (0, 3)],
    'bottom': [(4, 1), (4, 2), (4, 3)],
    'left': [(1, 0), (2, 0), (3, 0)],
    'right': [(1, 4), (2, 4), (3, 4)],
}
REWARDS = [1, 1, 1, 2, 2, 3, 4]
PLAYER_RE = re.compile(r'^(.*):  (top|bottom|left|right) \((active|inactive)\)$')
FINAL_RE = re.compile(r'^(.*):  (\d+) rub(?:y|ies)$')
POSLINE_RE = re.compile(r'^[A-E][1-5](?:  [A-E][1-5])*$')


class RefereeError(Exception):
    pass


def pstr(p):
    return 'ABCDE'[p[0]] + str(p[1] + 1)


def ppos(s):
    return ('ABCDE'.index(s[0]), int(s[1]) - 1)


def cstr(card):
    return card[1] + card[0]


def neighbours(p):
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        q = (p[0] + dr, p[1] + dc)
        if 0 <= q[0] < 5 and 0 <= q[1] < 5 and q != CENTRE:
            out.append(q)
    return out


def parse_cell(top, mid, bot, where):
    if top == bot == 'zzz' and mid == 'zzz':
        return None
    if len(top) == 3 and top[0] in COLOURS and top == top[0] * 3 and bot == top \
            and len(mid) == 3 and mid[0] == mid[2] == top[0] and mid[1] in ANIMALS:
        return (mid[1], top[0])
    raise RefereeError('malformed card %r/%r/%r in %s' % (top, mid, bot, where))


def parse_board(lines, k):
    """lines[k] is the column-number line of a base-game board."""
    if k < 20 or lines[k - 1] != '':
        raise RefereeError('board: column numbers not preceded by 19 board lines and a blank line')
    base = k - 20
    cards = {}
    for r in range(5):
        rows = []
        for s in range(3):
            line = lines[base + 4 * r + s]
            prefix = ('ABCDE'[r] if s == 1 else ' ') + ' '
            if len(line) != 21 or not line.startswith(prefix):
                raise RefereeError('board line %r malformed (row %s)' % (line, 'ABCDE'[r]))
            if any(line[2 + 4 * c + 3] != ' ' for c in range(4)):
                raise RefereeError('board line %r: cards not separated by one space' % line)
            rows.append([line[2 + 4 * c: 5 + 4 * c] for c in range(5)])
        if r < 4 and lines[base + 4 * r + 3] != '':
            raise RefereeError('board: missing blank line after row %s' % 'ABCDE'[r])
        for c in range(5):
            if (r, c) == CENTRE:
                if not (rows[0][c] == rows[1][c] == rows[2][c] == '   '):
                    raise RefereeError('board: centre C3 not empty')
                continue
            card = parse_cell(rows[0][c], rows[1][c], rows[2][c], 'board at %s' % pstr((r, c)))
            if card:
                cards[(r, c)] = card
    return {'kind': 'board', 'start': base, 'end': k, 'cards': cards, 'order': None}


def parse_row(lines, k):
    poss = [ppos(x) for x in lines[k].split('  ')]
    if len(set(poss)) != len(poss):
        raise RefereeError('expert display: position listed twice: %r' % lines[k])
    if k < 4 or lines[k - 1] != '':
        raise RefereeError('expert display: positions line %r not preceded by cards and blank line' % lines[k])
    m = len(poss)
    rows = lines[k - 4:k - 1]
    for line in rows:
        if len(line) != 4 * m - 1 or any(line[4 * i + 3] != ' ' for i in range(m - 1)):
            raise RefereeError('expert display: card line %r does not fit %d cards' % (line, m))
    cards = {}
    for i, p in enumerate(poss):
        card = parse_cell(*[rw[4 * i:4 * i + 3] for rw in rows], where='expert display %s' % pstr(p))
        if card is None:
            raise RefereeError('expert display shows a face-down card')
        cards[p] = card
    return {'kind': 'row', 'start': k - 4, 'end': k, 'cards': cards, 'order': poss}


def parse_displays(lines, empty_text, expert_display):
    out = []
    for k, line in enumerate(lines):
        if line == NUMBERS:
            if expert_display:
                raise RefereeError('full board printed in expert display mode')
            out.append(parse_board(lines, k))
        elif expert_display and POSLINE_RE.match(line):
            out.append(parse_row(lines, k))
        elif expert_display and empty_text is not None and line == empty_text:
            out.append({'kind': 'row', 'start': k, 'end': k, 'cards': {}, 'order': []})
    if not expert_display:
        zl = [i for i, l in enumerate(lines) if 'zzz' in l]
        covered = set()
        for d in out:
            covered.update(range(d['start'], d['end'] + 1))
        stray = [lines[i] for i in zl if i not in covered]
        if stray:
            raise RefereeError('board-like line outside a well-formed board: %r' % stray[0])
    return out


def parse_player_groups(lines):
    groups, cur = [], []
    for i, line in enumerate(lines):
        m = PLAYER_RE.match(line)
        if m:
            cur.append((m.group(1), m.group(2), m.group(3) == 'active'))
        elif cur:
            groups.append(cur)
            cur = []
    if cur:
        groups.append(cur)
    return groups


class Model:
    """Reference implementation of the rules, driven by the referee's moves."""

    def __init__(self, names, sides, start_rule, expert_rules):
        self.names = names
        self.sides = sides
        self.n = len(names)
        self.start_rule = start_rule
        self.expert = expert_rules
        self.known = {}
        self.round = 0
        self.phase = 'new_round'
        self.winners = []
        self.events = []
        self.active = [True] * self.n
        self.faceup = []
        self.prev = self.card = None
        self.cur = 0
        self.first = True
        self.skip = False
        self.pending = self.block = None
        self.ever_blocked = set()

    # ---- helpers
    def facedown(self):
        return [p for p in POS if p not in self.faceup]

    def selectable(self):
        return [p for p in self.facedown() if p != self.block]

    def learn(self, p, card):
        if p in self.known and self.known[p] != card:
            raise RefereeError('card at %s changed from %s to %s' % (pstr(p), cstr(self.known[p]), cstr(card)))
        for q, c in self.known.items():
            if q != p and c == card:
                raise RefereeError('card %s seen at %s and %s' % (cstr(card), pstr(q), pstr(p)))
        self.known[p] = card

    def start_index(self):
        if self.start_rule == 'rotate':
            return self.round % self.n
        if self.start_rule == 'winner':
            return self.winners[-1] if self.winners else 0
        return 0

    # ---- engine
    def expect(self):
        while True:
            if self.phase in ('choose', 'octopus', 'penguin', 'walrus'):
                return (self.phase, self.names[self.cur])
            if self.phase == 'end':
                return ('end', None)
            if self.phase == 'new_round':
                self.faceup = []
                self.prev = self.card = None
                self.active = [True] * self.n
                self.skip = False
                self.pending = self.block = None
                self.first = True
                self.events.append(('round_start', self.round))
                self.phase = 'turn_start'
                continue
            # turn_start
            if sum(self.active) <= 1:
                w = self.active.index(True)
                self.winners.append(w)
                self.events.append(('won', w))
                self.round += 1
                self.phase = 'end' if self.round == 7 else 'new_round'
                continue
            if self.first:
                self.first = False
                i = self.start_index()
            else:
                i = next((self.cur + s) % self.n for s in range(1, self.n + 1) if self.active[(self.cur + s) % self.n])
            self.cur = i
            if self.skip:
                self.skip = False
                self.events.append(('skipped', i))
                continue
            self.block, self.pending = self.pending, None
            if not self.selectable():
                self.active[i] = False
                self.block = None
                self.events.append(('nocards', i))
                continue
            self.phase = 'choose'

    def end_turn(self):
        self.block = None
        self.phase = 'turn_start'

    def turn(self, p, card):
        assert self.phase == 'choose' and p in self.selectable()
        self.learn(p, card)
        self.faceup.append(p)
        self.prev, self.card = self.card, card
        valid = self.prev is None or self.prev[0] == card[0] or self.prev[1] == card[1]
        if not valid:
            self.active[self.cur] = False
            self.events.append(('out', self.cur))
            return self.end_turn()
        if not self.expert:
            return self.end_turn()
        a = card[0]
        if a == 'O':
            self.phase = 'octopus'
        elif a == 'P':
            if self.prev is not None and self.faceup[:-1]:
                self.phase = 'penguin'
            else:
                self.end_turn()
        elif a == 'W':
            if self.facedown():
                self.phase = 'walrus'
            else:
                self.end_turn()
        elif a == 'C':
            if self.selectable():
                self.phase = 'choose'
            else:
                self.active[self.cur] = False
                self.events.append(('out', self.cur))
                self.end_turn()
        elif a == 'T':
            self.skip = True
            self.end_turn()

    def octopus_options(self):
        return sorted(neighbours(self.faceup[-1]))

    def penguin_options(self):
        return sorted(self.faceup[:-1])

    def walrus_options(self):
        return sorted(self.facedown())

    def octopus(self, target):
        here = self.faceup[-1]
        a, b = self.known.get(here), self.known.get(target)
        self.known.pop(here, None)
        self.known.pop(target, None)
        if a:
            self.known[target] = a
        if b:
            self.known[here] = b
        self.faceup = [target if p == here else here if p == target else p for p in self.faceup]
        self.end_turn()

    def penguin(self, target):
        if target is not None:
            self.faceup.remove(target)
        self.end_turn()

    def walrus(self, target):
        self.pending = target
        if target is not None:
            self.ever_blocked.add(target)
        self.end_turn()

    def take_events(self):
        ev, self.events = self.events, []
        return ev
