"""One adapter per student program: how to read its transcript and how to type into it."""
import re

from model import SUITS

UNI = {'\u2663': 'C', '\u2660': 'S', '\u2665': 'H', '\u2666': 'D'}
UNI_OF = {v: k for k, v in UNI.items()}
RANKS = {'A': 1, 'J': 11, 'Q': 12, 'K': 13, 'T': 10}
for _i in range(2, 11):
    RANKS[str(_i)] = _i
RANK_OUT = {1: 'A', 11: 'J', 12: 'Q', 13: 'K'}

UNI_CARD = re.compile(r'(10|[2-9AJQK])([\u2663\u2660\u2665\u2666])')
LETTER_CARD = re.compile(r'(10|[2-9AJQK])([CDHS])')


def uni_cards(text):
    return [(RANKS[r], UNI[s]) for r, s in UNI_CARD.findall(text)]


def deck_in_order(suit_order):
    return [(f, s) for s in suit_order for f in range(1, 14)]


class Adapter:
    name = '?'
    source = ''
    prompts = []                 # (kind, regex); the leftmost match wins, ties: the earlier entry
    stats_file = None
    seeded_stats = {}            # what the program writes when the file is missing
    voluntary_draw = True
    autoplay_drawn = False
    lazy_each_game = True
    has_lazy = True
    has_demo = True

    def passes(self, lazy):
        raise NotImplementedError

    # ---- reading ---------------------------------------------------------
    def tokenize(self, out):
        rx = re.compile('|'.join('(?P<p%d>%s)' % (i, r) for i, (k, r) in enumerate(self.prompts)))
        items = []
        pos = 0
        for m in rx.finditer(out):
            self._text(items, out[pos:m.start()])
            kind = self.prompts[int(m.lastgroup[1:])][0]
            items.append(('prompt', kind, m.group(0)))
            pos = m.end()
        self._text(items, out[pos:])
        return items

    @staticmethod
    def _text(items, text):
        for line in text.split('\n'):
            items.append(('line', line))

    def parse(self, out):
        events = []
        items = self.tokenize(out)
        self.lines_to_events(items, events)
        return events

    def prompt_event(self, item):
        return ('prompt', item[1], None)

    # ---- writing -------------------------------------------------------------
    def idx(self, hand, c):
        return hand.index(c) + 1


# ===========================================================================
class Ivo(Adapter):
    name = 'ivo'
    source = 'ivo/crazy8.c'
    stats_file = 'crazy8_stats.txt'
    seeded_stats = {'Ivo': [7, 5], 'Petra': [4, 6]}
    ordered = deck_in_order('CSHD')
    prompts = [
        ('menu', r'  Your choice \(1-2\): '),
        ('name', r'  Your name: '),
        ('demo', r'  Demo mode - print the deck and both hands at the start of each game\? \(y/n\): '),
        ('lazy', r'  1 = very lazy \.\.\. 10 = very thorough: '),
        ('action', r'  Enter card number\(s\) to play \(e\.g\. 3 or 2 5\), or D to draw: '),
        ('must_play', r'  You must play now - enter card number\(s\): '),
        ('suit', r'  Your suit \(1-4 or C/S/H/D\): '),
        ('again', r'  Play another game\? \(press Q or q to quit, anything else to deal again\): '),
    ]

    def passes(self, lazy):
        return 100 * lazy

    def lines_to_events(self, items, ev):
        ctx = None
        last_top = None
        pending_deck = None
        i = 0
        while i < len(items):
            it = items[i]
            if it[0] == 'prompt':
                ev.append(self.prompt_event(it))
                i += 1
                continue
            line = it[1]
            if line.startswith('\u250c'):
                cards = []
                while i < len(items) and items[i][0] == 'line' and items[i][1].startswith('\u250c'):
                    ranks = re.findall(r'\u2502(10|[2-9AJQK]) *\u2502', items[i + 1][1])
                    suits = re.findall(r'\u2502  (.)  \u2502', items[i + 2][1])
                    cards += [(RANKS[r], UNI[s]) for r, s in zip(ranks, suits)]
                    i += 5
                    if i < len(items) and items[i][0] == 'line' and items[i][1].startswith(' ['):
                        i += 1
                if ctx == 'top':
                    ev.append(('top', cards[0], None))
                    last_top = len(ev) - 1
                elif ctx == 'hand':
                    ev.append(('hand', cards))
                ctx = None
                continue
            i += 1
            if pending_deck is not None:
                cs = uni_cards(line)
                if cs and line.startswith(' ') and not line.startswith('  '):
                    pending_deck[1].extend(cs)
                    if len(pending_deck[1]) >= 52:
                        ev.append(tuple(pending_deck))
                        pending_deck = None
                    continue
            s = line
            m = None
            if ev and ev[-1][0] == 'final_hand' and re.match(r'^ \S', s) and uni_cards(s):
                # a long hand continues on the next line
                ev[-1] = ('final_hand', ev[-1][1], ev[-1][2] + uni_cards(s))
            elif s.startswith('  \u2717'):
                ev.append(('error', s))
            elif (m := re.match(r'^  Welcome back, (\S+)! Your record: (\d+) wins, (\d+) losses\.$', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif (m := re.match(r'^  (\S+) is already on file - continuing that record \((\d+) wins, (\d+) losses\)\.$', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif (m := re.match(r'^  Welcome, (\S+)! A new record has been created\.$', s)):
                ev.append(('login', m.group(1), 0, 0))
            elif s == '  The fresh deck, in order:':
                pending_deck = ['deck_ordered', []]
            elif s == '  The deck after shuffling:':
                pending_deck = ['deck_shuffled', []]
            elif (m := re.match(r'^  The dealer shuffles the deck \((\d+) sweeps through the deck\)\.$', s)):
                ev.append(('passes', int(m.group(1))))
            elif s.startswith('  Your hand:   '):
                ev.append(('demo_hand', 'user', uni_cards(s)))
            elif s.startswith('  Dealer hand: '):
                ev.append(('demo_hand', 'comp', uni_cards(s)))
            elif s.startswith('  The first card is turned face up: '):
                ev.append(('start', uni_cards(s)[0]))
            elif re.match(r'^=+ Turn \d+ =+$', s):
                ev.append(('user_turn',))
            elif (m := re.match(r'^  Stockpile: (\d+) card\(s\)      Dealer\'s hand: (\d+) card\(s\)$', s)):
                ev.append(('counts', int(m.group(1)), int(m.group(2))))
            elif s == '  Top of the discard pile:':
                ctx = 'top'
            elif (m := re.match(r'^  >> Suit to follow: \S+ (\w+) \(named with the eight\)$', s)):
                if last_top is not None:
                    ev[last_top] = ('top', ev[last_top][1], m.group(1)[0])
            elif re.match(r"^  \S+'s hand \(\d+ card\(s\)\):$", s):
                ctx = 'hand'
            elif s.startswith('  You play: '):
                ev.append(('play', 'user', uni_cards(s)))
            elif (m := re.match(r'^  The dealer must now follow \S+ (\w+)\.$', s)):
                ev.append(('declare', 'user', m.group(1)[0]))
            elif s.startswith('  You draw '):
                ev.append(('draw', 'user', uni_cards(s)[0]))
                if s.endswith('it can be played!'):
                    ctx = 'hand'
            elif s.startswith('  None of the 3 cards you drew can be played'):
                ev.append(('pass', 'user'))
            elif s == '  ---- Dealer\'s turn ----':
                ev.append(('comp_turn',))
            elif s.startswith('  Dealer plays: '):
                ev.append(('play', 'comp', uni_cards(s)))
            elif (m := re.match(r'^  Dealer names the next suit: \S+ (\w+)$', s)):
                ev.append(('declare', 'comp', m.group(1)[0]))
            elif s == '  Dealer draws a card from the stockpile.':
                ev.append(('draw', 'comp', None))
            elif s.startswith('  Dealer could not play after drawing'):
                ev.append(('pass', 'comp'))
            elif 'GAME OVER' in s:
                ev.append(('game_over', s))
            elif s.startswith("  Dealer's cards: "):
                ev.append(('final_hand', 'comp', uni_cards(s)))
            elif re.match(r"^  \S+'s cards: ", s):
                ev.append(('final_hand', 'user', uni_cards(s)))
            elif (m := re.match(r'^  Points left in hand - \S+: (\d+), Dealer: (\d+)$', s)):
                ev.append(('points', 'user', int(m.group(1))))
                ev.append(('points', 'comp', int(m.group(2))))
            elif 'WINS!  <<<<<' in s:
                ev.append(('winner', 'user'))
            elif 'The DEALER wins.' in s:
                ev.append(('winner', 'comp'))
            elif 'TIE' in s and '<<<<<' in s:
                ev.append(('winner', 'tie'))
            elif (m := re.match(r'^  Games this session: (\d+)  \|  your win rate: ([\d.]+)%  \|  dealer\'s win rate: ([\d.]+)%$', s)):
                ev.append(('session', int(m.group(1)), float(m.group(2)), float(m.group(3)), 1))
            elif (m := re.match(r'^  Record of (\S+): (\d+) win\(s\), (\d+) loss\(es\)$', s)):
                ev.append(('record', m.group(1), int(m.group(2)), int(m.group(3))))

    # ---- typing -------------------------------------------------------------------
    def menu_input(self, choice, rnd):
        return '1' if choice == 'new' else '2'

    menu_garbage = ['x', '7', '', '0']
    demo_garbage = ['maybe', '', 'yes please']

    def demo_input(self, yes, rnd):
        return rnd.choice(['y', 'Y']) if yes else rnd.choice(['n', 'N'])

    lazy_garbage = ['0', '11', 'abc', '', '5.5']

    def lazy_input(self, v, rnd):
        return rnd.choice([str(v), ' %d ' % v])

    def play_input(self, cards, hand, rnd):
        sep = rnd.choice([' ', ', ', '  '])
        return sep.join(str(self.idx(hand, c)) for c in cards)

    def draw_input(self, rnd):
        return rnd.choice(['D', 'd'])

    def action_garbage(self, hand, rnd):
        g = ['', 'x', '99', '0', 'draw', '2 x']
        if hand:
            g.append('1 1')
        return rnd.choice(g)

    def suit_input(self, s, rnd):
        return rnd.choice([str('CSHD'.index(s) + 1), s, s.lower(),
                           {'C': 'clubs', 'S': 'Spades', 'H': 'HEARTS', 'D': 'diamonds'}[s]])

    suit_garbage = ['x', '9', '', 'spade']

    def again_input(self, quit, rnd):
        return rnd.choice(['q', 'Q', 'quit']) if quit else rnd.choice(['y', '', 'again'])


# ===========================================================================
class Jade(Adapter):
    name = 'jade'
    source = 'jade/eights.c'
    stats_file = 'stats.txt'
    seeded_stats = {'Jade': [3, 2], 'Omar': [2, 3]}
    ordered = deck_in_order('CDHS')
    voluntary_draw = False
    has_lazy = False
    has_demo = False
    lazy_each_game = False
    prompts = [
        ('menu', r'\(n\)ew or \(e\)xisting player\? '),
        ('name', r'name\? '),
        ('must_play', r'play> '),
        ('action', r'> '),
        ('suit', r'suit \(c/d/h/s\)\? '),
        ('again', r'again\? \(q quits\) '),
    ]

    def passes(self, lazy):
        return 100

    @staticmethod
    def cards(text):
        return [(RANKS[r], s) for r, s in LETTER_CARD.findall(text)]

    def lines_to_events(self, items, ev):
        started = False
        for it in items:
            if it[0] == 'prompt':
                ev.append(self.prompt_event(it))
                continue
            s = it[1]
            m = None
            if s.startswith('? '):
                ev.append(('error', s))
            elif (m := re.match(r'^(\S+): new record', s)):
                ev.append(('login', m.group(1), 0, 0))
            elif (m := re.match(r'^(\S+): (\d+)-(\d+)', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif s.startswith('deck:'):
                started = False
                ev.append(('deck_ordered', self.cards(s)))
            elif s.startswith('shuffled:'):
                ev.append(('deck_shuffled', self.cards(s)))
            elif s.startswith('you:') and not started:
                ev.append(('demo_hand', 'user', self.cards(s)))
            elif s.startswith('cpu:') and not started:
                ev.append(('demo_hand', 'comp', self.cards(s)))
            elif s.startswith('start: '):
                started = True
                ev.append(('start', self.cards(s)[0]))
            elif (m := re.match(r'^top (\S+?)(?:, suit ([CDHS]))? \| stock (\d+) \| cpu (\d+)$', s)):
                ev.append(('user_turn',))
                ev.append(('top', self.cards(m.group(1))[0], m.group(2)))
                ev.append(('counts', int(m.group(3)), int(m.group(4))))
            elif s.startswith('hand:'):
                ev.append(('hand', self.cards(s)))
            elif s.startswith('you:'):
                ev.append(('play', 'user', self.cards(s)))
            elif (m := re.match(r'^suit now ([CDHS])$', s)):
                ev.append(('declare', 'user', m.group(1)))
            elif s.startswith('drew '):
                ev.append(('draw', 'user', self.cards(s)[0]))
            elif s == 'no luck, pass':
                ev.append(('pass', 'user'))
            elif s == 'cpu drew a card':
                ev.append(('draw', 'comp', None))
            elif s.startswith('cpu:'):
                ev.append(('play', 'comp', self.cards(s)))
            elif (m := re.match(r'^cpu suit ([CDHS])$', s)):
                ev.append(('declare', 'comp', m.group(1)))
            elif s == 'cpu passes':
                ev.append(('pass', 'comp'))
            elif s.startswith('--- game over'):
                ev.append(('game_over', s))
            elif (m := re.match(r'^you (\d+) pts:(.*)$', s)):
                ev.append(('points', 'user', int(m.group(1))))
                ev.append(('final_hand', 'user', self.cards(m.group(2))))
            elif (m := re.match(r'^cpu (\d+) pts:(.*)$', s)):
                ev.append(('points', 'comp', int(m.group(1))))
                ev.append(('final_hand', 'comp', self.cards(m.group(2))))
            elif s == 'you win':
                ev.append(('winner', 'user'))
            elif s == 'cpu wins':
                ev.append(('winner', 'comp'))
            elif s == 'tie':
                ev.append(('winner', 'tie'))
            elif (m := re.match(r'^games (\d+), you (\d+)%, cpu (\d+)%$', s)):
                ev.append(('session', int(m.group(1)), float(m.group(2)), float(m.group(3)), 0))
            elif (m := re.match(r'^(\S+) (\d+)-(\d+)$', s)):
                ev.append(('record', m.group(1), int(m.group(2)), int(m.group(3))))

    def menu_input(self, choice, rnd):
        return rnd.choice(['n', 'N', 'new']) if choice == 'new' else rnd.choice(['e', 'E', 'existing'])

    menu_garbage = ['x', '7', '', 'nope']

    @staticmethod
    def code(c, rnd):
        t = RANK_OUT.get(c[0], str(c[0])) + c[1]
        return t.lower() if rnd.random() < 0.3 else t

    def play_input(self, cards, hand, rnd):
        return rnd.choice([' ', ',', ', ']).join(self.code(c, rnd) for c in cards)

    def draw_input(self, rnd):
        return rnd.choice(['d', 'D'])

    def action_garbage(self, hand, rnd):
        return rnd.choice(['', 'x', '1C', '11H', 'ZZ', 'd d', 'draw'])

    def suit_input(self, s, rnd):
        return rnd.choice([s, s.lower()])

    suit_garbage = ['x', '9', '', 'hearts']

    def again_input(self, quit, rnd):
        return rnd.choice(['q', 'Q']) if quit else rnd.choice(['y', '', 'again'])


# ===========================================================================
class Kai(Adapter):
    name = 'kai'
    source = 'kai/main.c'
    stats_file = 'c8_records.txt'
    seeded_stats = {'Kai': [10, 8], 'Lena': [8, 10]}
    ordered = deck_in_order('HDCS')
    autoplay_drawn = True
    prompts = [
        ('menu', r'Are you a \(N\)ew or \(R\)eturning player\? '),
        ('name', r'Enter your name: '),
        ('demo', r'Turn on demo printouts \(deck and hands\)\? \(y/n\): '),
        ('lazy', r'Dealer laziness, 1 \(lazy\) to 10 \(thorough\): '),
        ('action', r'Choose card number\(s\) separated by commas, or 0 to draw: '),
        ('suit', r'Declare a suit - \[C\]lubs, \[D\]iamonds, \[H\]earts, \[S\]pades: '),
        ('again', r'New game\? \(Q/q quits, Enter continues\): '),
    ]
    ERRORS = ('Please answer N or R.', "The name can't be empty.", 'Please answer y or n.',
              'Enter a number from 1 to 10.', 'Invalid input, try again.', "That card doesn't match the top card.",
              'Please type C, D, H or S.')

    def passes(self, lazy):
        return 50 * lazy + 50

    def lines_to_events(self, items, ev):
        hand = None
        for it in items:
            if it[0] == 'prompt':
                if hand is not None:
                    ev.append(('hand', hand))
                    hand = None
                ev.append(self.prompt_event(it))
                continue
            s = it[1]
            if hand is not None:
                m = re.match(r'^ +\d+\. (\S+)$', s)
                if m:
                    hand += uni_cards(m.group(1))
                    continue
                ev.append(('hand', hand))
                hand = None
            m = None
            if s in self.ERRORS or re.match(r"^Card -?\d+ doesn't exist\.$", s) or \
                    s.startswith('You picked card') or s.startswith('All cards played together') or \
                    re.match(r'^The name \S+ is already taken\.$', s) or re.match(r'^No player called \S+ was found\.$', s):
                ev.append(('error', s))
            elif (m := re.match(r'^Hello (\S+), your record starts at 0 W / 0 L\.$', s)):
                ev.append(('login', m.group(1), 0, 0))
            elif (m := re.match(r'^Welcome back (\S+): (\d+) W / (\d+) L\.$', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif s.startswith('[demo] Ordered deck: '):
                ev.append(('deck_ordered', uni_cards(s)))
            elif s.startswith('[demo] Shuffled deck: '):
                ev.append(('deck_shuffled', uni_cards(s)))
            elif s.startswith('[demo] Your hand: '):
                ev.append(('demo_hand', 'user', uni_cards(s)))
            elif s.startswith("[demo] Computer's hand: "):
                ev.append(('demo_hand', 'comp', uni_cards(s)))
            elif s.startswith('Starting card: '):
                ev.append(('start', uni_cards(s)[0]))
            elif s == '-------------------------------------------':
                ev.append(('user_turn',))
            elif (m := re.match(r'^Top card: (\S+)(?:   -> suit to play: (\w+))?$', s)):
                ev.append(('top', uni_cards(m.group(1))[0], m.group(2)[0] if m.group(2) else None))
            elif (m := re.match(r'^Stockpile: (\d+) \| Computer has (\d+) cards$', s)):
                ev.append(('counts', int(m.group(1)), int(m.group(2))))
            elif s == 'Your cards:':
                hand = []
            elif s.startswith('You played: '):
                ev.append(('play', 'user', uni_cards(s)))
            elif (m := re.match(r'^Suit is now (\w+)\.$', s)):
                ev.append(('declare', 'user', m.group(1)[0]))
            elif s.startswith('You drew '):
                ev.append(('draw', 'user', uni_cards(s)[0]))
            elif s == 'No match after 3 cards. You pass.':
                ev.append(('pass', 'user'))
            elif s == ">> Computer's turn":
                ev.append(('comp_turn',))
            elif s.startswith('Computer plays: '):
                ev.append(('play', 'comp', uni_cards(s)))
            elif (m := re.match(r'^Computer declares (\w+)\.$', s)):
                ev.append(('declare', 'comp', m.group(1)[0]))
            elif s == 'Computer draws a card.':
                ev.append(('draw', 'comp', None))
            elif s == 'Computer passes.':
                ev.append(('pass', 'comp'))
            elif 'GAME OVER' in s:
                ev.append(('game_over', s))
            elif s.startswith('Your hand: '):
                ev.append(('final_hand', 'user', uni_cards(s)))
            elif s.startswith("Computer's hand: "):
                ev.append(('final_hand', 'comp', uni_cards(s)))
            elif (m := re.match(r'^Points - you: (\d+) \| computer: (\d+)$', s)):
                ev.append(('points', 'user', int(m.group(1))))
                ev.append(('points', 'comp', int(m.group(2))))
            elif s == 'You win this game!':
                ev.append(('winner', 'user'))
            elif s == 'The computer wins this game.':
                ev.append(('winner', 'comp'))
            elif s == "It's a draw!":
                ev.append(('winner', 'tie'))
            elif (m := re.match(r'^Session: (\d+) games? played \| you won ([\d.]+)% \| computer won ([\d.]+)%$', s)):
                ev.append(('session', int(m.group(1)), float(m.group(2)), float(m.group(3)), 1))
            elif (m := re.match(r'^Record for (\S+): (\d+) W / (\d+) L$', s)):
                ev.append(('record', m.group(1), int(m.group(2)), int(m.group(3))))
        if hand is not None:
            ev.append(('hand', hand))

    def menu_input(self, choice, rnd):
        return rnd.choice(['n', 'N', 'new']) if choice == 'new' else rnd.choice(['r', 'R', 'returning'])

    menu_garbage = ['x', '7', '', 'existing']
    demo_garbage = ['maybe', '', '1']

    def demo_input(self, yes, rnd):
        return rnd.choice(['y', 'Y', 'yes']) if yes else rnd.choice(['n', 'no'])

    lazy_garbage = ['0', '11', 'abc', '', '3x']

    def lazy_input(self, v, rnd):
        return str(v)

    def play_input(self, cards, hand, rnd):
        return rnd.choice([',', ', ', ' ']).join(str(self.idx(hand, c)) for c in cards)

    def draw_input(self, rnd):
        return '0'

    def action_garbage(self, hand, rnd):
        g = ['', 'x', '99', '0,1', '-1', 'draw']
        if hand:
            g.append('1,1')
        return rnd.choice(g)

    def suit_input(self, s, rnd):
        return rnd.choice([s, s.lower(), {'C': 'clubs', 'S': 'spades', 'H': 'Hearts', 'D': 'DIAMONDS'}[s]])

    suit_garbage = ['x', '9', '', 'heart']

    def again_input(self, quit, rnd):
        return rnd.choice(['q', 'Q', 'quit']) if quit else rnd.choice(['', 'y', 'go'])


# ===========================================================================
LUX_FACE = {'Ace': 1, 'Two': 2, 'Three': 3, 'Four': 4, 'Five': 5, 'Six': 6, 'Seven': 7, 'Eight': 8,
            'Nine': 9, 'Ten': 10, 'Jack': 11, 'Queen': 12, 'King': 13}
LUX_FACE_OUT = {v: k for k, v in LUX_FACE.items()}
LUX_SUIT = {'Spades': 'S', 'Hearts': 'H', 'Clubs': 'C', 'Diamonds': 'D'}
LUX_SUIT_OUT = {v: k for k, v in LUX_SUIT.items()}
LUX_CARD = re.compile(r'(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of (Spades|Hearts|Clubs|Diamonds)')


def lux_cards(text):
    return [(LUX_FACE[f], LUX_SUIT[s]) for f, s in LUX_CARD.findall(text)]


class Lux(Adapter):
    name = 'lux'
    source = 'lux/crazy_eights.c'
    stats_file = 'players.txt'
    seeded_stats = {'Lux': [6, 3], 'Dana': [5, 4]}
    ordered = deck_in_order('SHCD')
    prompts = [
        ('menu', r'Choose 1 or 2: '),
        ('name', r'Enter your user name: '),
        ('demo', r'Print the deck before and after shuffling, and both hands\? \(y/n\): '),
        ('lazy', r'How lazy is the dealer\? 1 = lazy shuffler \.\.\. 10 = thorough shuffler: '),
        ('action', r'Enter the number of the card to play \(0 to draw\): '),
        ('must_play', r'Enter the number of the card to play: '),
        ('also', r'Also put down the \w+ of \w+\? \(y/n\): '),
        ('suit', r'Which suit do you declare\? \(S/H/C/D\): '),
        ('again', r'Do you want to play a new game\? \(Q/q to quit, any other key to play\): '),
    ]
    ERRORS = ('Please choose 1 or 2.', 'The name cannot be empty.', 'Please answer y or n.',
              'Please enter a number between 1 and 10.', 'Please type a number.', 'That is not a suit.')

    def passes(self, lazy):
        return 100 + 25 * (lazy - 1)

    def prompt_event(self, item):
        if item[1] == 'also':
            return ('prompt', 'also', lux_cards(item[2])[0])
        return ('prompt', item[1], None)

    def lines_to_events(self, items, ev):
        started = False
        block = None            # ('deck_ordered'|'deck_shuffled'|'hand'|'demo_user'|'demo_comp', cards)
        for it in items:
            if it[0] == 'line' and block is not None:
                m = re.match(r'^ +\d+[.:] (.*)$', it[1])
                if m:
                    block[1].extend(lux_cards(m.group(1)))
                    continue
            if block is not None:
                k, cs = block
                if k in ('deck_ordered', 'deck_shuffled'):
                    ev.append((k, cs))
                elif k == 'demo_user':
                    ev.append(('demo_hand', 'user', cs))
                elif k == 'demo_comp':
                    ev.append(('demo_hand', 'comp', cs))
                else:
                    ev.append(('hand', cs))
                block = None
            if it[0] == 'prompt':
                ev.append(self.prompt_event(it))
                continue
            s = it[1]
            m = None
            if s in self.ERRORS or s.startswith('You do not have a card number') or s.startswith('You cannot play the'):
                ev.append(('error', s))
            elif (m := re.match(r'^Loaded (\S+): (\d+) wins, (\d+) losses\.$', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif (m := re.match(r'^New user (\S+): 0 wins, 0 losses\.$', s)):
                ev.append(('login', m.group(1), 0, 0))
            elif s == 'The new deck:':
                started = False
                block = ('deck_ordered', [])
            elif s == 'The shuffled deck:':
                block = ('deck_shuffled', [])
            elif s == 'Your hand:':
                block = ('hand' if started else 'demo_user', [])
            elif s == "Computer's hand:":
                block = ('demo_comp', [])
            elif s.startswith('The first card on the discard pile is the '):
                started = True
                ev.append(('start', lux_cards(s)[0]))
            elif s == '===============================================':
                ev.append(('user_turn',))
            elif (m := re.match(r'^Top card: (\w+ of \w+)(?:  \(the suit to follow is (\w+)\))?$', s)):
                ev.append(('top', lux_cards(m.group(1))[0], LUX_SUIT[m.group(2)] if m.group(2) else None))
            elif (m := re.match(r'^Cards in stockpile: (\d+)    Computer cards: (\d+)$', s)):
                ev.append(('counts', int(m.group(1)), int(m.group(2))))
            elif s.startswith('You put down the '):
                ev.append(('play', 'user', lux_cards(s)))
            elif (m := re.match(r'^You declared (\w+)\.$', s)):
                ev.append(('declare', 'user', LUX_SUIT[m.group(1)]))
            elif s.startswith('You drew the '):
                ev.append(('draw', 'user', lux_cards(s)[0]))
            elif s == 'You can play now. Your hand:':
                block = ('hand', [])
            elif s == 'None of the three cards can be played. You pass.':
                ev.append(('pass', 'user'))
            elif s == "--- Computer's turn ---":
                ev.append(('comp_turn',))
            elif s.startswith('The computer plays the '):
                ev.append(('play', 'comp', lux_cards(s)))
            elif (m := re.match(r'^The computer declares (\w+)\.$', s)):
                ev.append(('declare', 'comp', LUX_SUIT[m.group(1)]))
            elif s == 'The computer draws a card.':
                ev.append(('draw', 'comp', None))
            elif s == 'The computer cannot play and passes.':
                ev.append(('pass', 'comp'))
            elif s == '*********** The game is over ***********':
                ev.append(('game_over', s))
            elif (m := re.match(r'^Your points: (\d+)$', s)):
                ev.append(('points', 'user', int(m.group(1))))
            elif (m := re.match(r"^Computer's points: (\d+)$", s)):
                ev.append(('points', 'comp', int(m.group(1))))
            elif s == 'You win!':
                ev.append(('winner', 'user'))
            elif s == 'You lose, the computer wins.':
                ev.append(('winner', 'comp'))
            elif s == 'Same points - nobody wins.':
                ev.append(('winner', 'tie'))
            elif (m := re.match(r"^Games played: (\d+)\. Your winning percentage: ([\d.]+)%\. Computer's winning percentage: ([\d.]+)%\.$", s)):
                ev.append(('session', int(m.group(1)), float(m.group(2)), float(m.group(3)), 2))
            elif (m := re.match(r'^(\S+) has (\d+) wins and (\d+) losses\.$', s)):
                ev.append(('record', m.group(1), int(m.group(2)), int(m.group(3))))
        if block is not None and block[0] == 'hand':
            ev.append(('hand', block[1]))

    def menu_input(self, choice, rnd):
        return '1' if choice == 'new' else '2'

    menu_garbage = ['x', '7', '', '1 2']
    demo_garbage = ['maybe', '', 'Yes']

    def demo_input(self, yes, rnd):
        return rnd.choice(['y', 'yes', 'Y']) if yes else rnd.choice(['n', 'no'])

    lazy_garbage = ['0', '11', 'abc', '', '2 3']

    def lazy_input(self, v, rnd):
        return str(v)

    def play_input(self, cards, hand, rnd):
        if len(cards) != 1:
            return None
        return str(self.idx(hand, cards[0]))

    def draw_input(self, rnd):
        return '0'

    def action_garbage(self, hand, rnd):
        return rnd.choice(['', 'x', '99', '-3', '1 2'])

    def suit_input(self, s, rnd):
        return rnd.choice([s, s.lower()])

    suit_garbage = ['x', '9', '', 'Hearts']

    def also_input(self, yes, rnd):
        return rnd.choice(['y', 'yes']) if yes else rnd.choice(['n', 'no'])

    also_garbage = ['maybe', '']

    def again_input(self, quit, rnd):
        return rnd.choice(['q', 'Q', 'quit']) if quit else rnd.choice(['', 'y', 'play'])


# ===========================================================================
MO_SUIT = {'clubs': 'C', 'diamonds': 'D', 'hearts': 'H', 'spades': 'S'}
MO_CARD = re.compile(r'\b([A2-9TJQK])([cdhs])\b')


def mo_cards(text):
    return [(RANKS[r], s.upper()) for r, s in MO_CARD.findall(text)]


class Mo(Adapter):
    name = 'mo'
    source = 'mo/c8.c'
    stats_file = 'crazyeights_stats.txt'
    seeded_stats = {'Mo': [5, 5], 'Sam': [6, 4]}
    ordered = deck_in_order('CDHS')
    has_lazy = False
    lazy_each_game = False
    prompts = [
        ('menu', r'type N for a new user or E for an existing one: '),
        ('name', r'name: '),
        ('demo', r'print the deck and the hands \(for the demo\)\? y/n '),
        ('action', r'choose letters \(like a or a c\), or \+ to draw: '),
        ('must_play', r'you must play now, choose letters: '),
        ('suit', r'call a suit: 1\) clubs 2\) diamonds 3\) hearts 4\) spades > '),
        ('again', r'play again\? \(q = quit\) '),
    ]

    def passes(self, lazy):
        return 150

    def lines_to_events(self, items, ev):
        for it in items:
            if it[0] == 'prompt':
                ev.append(self.prompt_event(it))
                continue
            s = it[1]
            m = None
            if s.startswith('huh?') or s.startswith('no such card') or s.startswith('you chose') or \
                    s == "can't play that" or s == 'not the same face as the pile':
                ev.append(('error', s))
            elif (m := re.match(r'^hi (\S+), you have (\d+) wins / (\d+) losses$', s)):
                ev.append(('login', m.group(1), int(m.group(2)), int(m.group(3))))
            elif (m := re.match(r'^new user (\S+): 0 wins / 0 losses$', s)):
                ev.append(('login', m.group(1), 0, 0))
            elif (m := re.match(r'^cards shuffled \((\d+) times\) and dealt\. first card: (\S+)$', s)):
                ev.append(('passes', int(m.group(1))))
                ev.append(('start', mo_cards(m.group(2))[0]))
            elif (m := re.match(r'^\[stock (\d+)\] \[computer: (\d+) cards\] pile: (\S+)(?: -> suit: (\w+))?$', s)):
                ev.append(('user_turn',))
                ev.append(('counts', int(m.group(1)), int(m.group(2))))
                ev.append(('top', mo_cards(m.group(3))[0], MO_SUIT[m.group(4)] if m.group(4) else None))
            elif s.startswith('your hand: '):
                ev.append(('hand', mo_cards(s)))
            elif s.startswith('you play '):
                ev.append(('play', 'user', mo_cards(s)))
            elif (m := re.match(r'^you called (\w+)$', s)):
                ev.append(('declare', 'user', MO_SUIT[m.group(1)]))
            elif s.startswith('you draw '):
                ev.append(('draw', 'user', mo_cards(s)[0]))
            elif s == '3 cards and no luck, you pass':
                ev.append(('pass', 'user'))
            elif s == "...computer's turn...":
                ev.append(('comp_turn',))
            elif s.startswith('computer plays '):
                ev.append(('play', 'comp', mo_cards(s)))
            elif (m := re.match(r'^computer calls (\w+)$', s)):
                ev.append(('declare', 'comp', MO_SUIT[m.group(1)]))
            elif s == 'computer draws':
                ev.append(('draw', 'comp', None))
            elif s == 'computer passes':
                ev.append(('pass', 'comp'))
            elif s.startswith('*** GAME OVER ***'):
                ev.append(('game_over', s))
            elif (m := re.match(r'^your points: (\d+), computer points: (\d+)$', s)):
                ev.append(('points', 'user', int(m.group(1))))
                ev.append(('points', 'comp', int(m.group(2))))
            elif s == 'YOU WIN':
                ev.append(('winner', 'user'))
            elif s == 'YOU LOSE':
                ev.append(('winner', 'comp'))
            elif s == 'DRAW':
                ev.append(('winner', 'tie'))
            elif (m := re.match(r'^games played: (\d+) / you win (\d+)% / computer wins (\d+)%$', s)):
                ev.append(('session', int(m.group(1)), float(m.group(2)), float(m.group(3)), 0))
            elif s.startswith('new deck: '):
                ev.append(('deck_ordered', mo_cards(s)))
            elif s.startswith('shuffled: '):
                ev.append(('deck_shuffled', mo_cards(s)))
            elif s.startswith('your cards: '):
                ev.append(('demo_hand', 'user', mo_cards(s)))
            elif s.startswith("computer's cards: "):
                ev.append(('demo_hand', 'comp', mo_cards(s)))
            elif (m := re.match(r'^(\S+): (\d+) wins / (\d+) losses$', s)):
                ev.append(('record', m.group(1), int(m.group(2)), int(m.group(3))))

    def menu_input(self, choice, rnd):
        return rnd.choice(['n', 'N']) if choice == 'new' else rnd.choice(['e', 'E'])

    menu_garbage = ['x', '7', '', 'new']
    demo_garbage = ['maybe', '', '1']

    def demo_input(self, yes, rnd):
        return rnd.choice(['y', 'Y', 'yes']) if yes else rnd.choice(['n', 'N', 'no'])

    @staticmethod
    def letter(i):
        return chr(ord('a') + i) if i < 26 else chr(ord('A') + i - 26)

    def play_input(self, cards, hand, rnd):
        return rnd.choice([' ', '', ',']).join(self.letter(hand.index(c)) for c in cards)

    def draw_input(self, rnd):
        return '+'

    def action_garbage(self, hand, rnd):
        g = ['', '?', '1', '+ a']
        if hand:
            g.append('a a')
        if len(hand) < 26:
            g.append('z')
        return rnd.choice(g)

    def suit_input(self, s, rnd):
        return str('CDHS'.index(s) + 1)

    suit_garbage = ['x', '9', '', 'h']

    def again_input(self, quit, rnd):
        return rnd.choice(['q', 'Q', 'quit']) if quit else rnd.choice(['', 'y', 'more'])


ALL = {a.name: a for a in (Ivo(), Jade(), Kai(), Lux(), Mo())}
