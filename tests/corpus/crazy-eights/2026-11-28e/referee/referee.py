#!/usr/bin/env python3
"""Referee for the five Crazy Eights programs.

Plays whole sessions through pipes with SEED and C8_DECK=1 set.  From the
printed shuffled deck it rebuilds the deal, the top card and the stockpile,
then follows every event the program prints and checks it against the rules
of the spec:

  * ordered deck + handout shuffle (libc rand()%51, N passes) - first game
  * deal user/computer alternately, 8 each; next card is the top card
  * the user starts every game
  * legal plays: one card of the suit to follow, one 8 (then a suit is
    named), or one or more cards with the face of the top card
  * draw only when nothing fits, at most 3 cards, a drawn card that fits is
    played, after 3 misses the player passes
  * game ends when a hand is empty or the stockpile is empty; lower total of
    face values wins
  * invalid input is rejected without changing anything; EOF -> exit 0

usage: referee.py [prog ...] [--sessions N] [--seed0 S] [-v] [-s] [--no-slip] [--dump]
  -s         print counters (plays, draws, passes, eights, game endings ...)
  --no-slip  do not try the "same face, but not the top card's face" input
             (lets the nils run reach its second, late mistake)
  --dump     write the transcript of every failed session to /tmp/c8_<prog>_<seed>.txt
Every 5th session closes stdin at a random prompt and expects exit status 0.
kara: the statistics file (crazy8_stats.txt, in a fresh temporary directory)
must hold the wins/losses of the session.
"""
import ctypes
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FACES = {'A': 1, '1': 1, 'J': 11, 'Q': 12, 'K': 13, 'T': 10}
for _i in range(2, 11):
    FACES[str(_i)] = _i
FACE_TXT = {1: 'A', 11: 'J', 12: 'Q', 13: 'K'}
SYM = {'♣': 'C', '♦': 'D', '♥': 'H', '♠': 'S'}
WORD_FACE = {w: i + 1 for i, w in enumerate(
    "Ace Two Three Four Five Six Seven Eight Nine Ten Jack Queen King".split())}
WORD_SUIT = {'Clubs': 'C', 'Diamonds': 'D', 'Hearts': 'H', 'Spades': 'S'}


def code(c):
    return FACE_TXT.get(c[0], str(c[0])) + c[1]


def parse_code(s):
    """'10H', 'qs', '10♥', 'Q♣' -> (face, suit)"""
    s = s.strip()
    if not s:
        raise ValueError('empty card')
    su = s[-1]
    su = SYM.get(su, su.upper())
    if su not in 'CDHS':
        raise ValueError('bad suit in %r' % s)
    f = FACES.get(s[:-1].upper())
    if f is None:
        raise ValueError('bad face in %r' % s)
    return (f, su)


def parse_words(s):
    """'the Six of Clubs' -> (6, 'C')"""
    s = s.strip()
    if s.startswith('the '):
        s = s[4:]
    f, _, su = s.partition(' of ')
    return (WORD_FACE[f], WORD_SUIT[su])


class Fail(Exception):
    pass


# ---------------------------------------------------------------- libc rand
_libc = ctypes.CDLL(None)


def handout_shuffle(seed, suit_order, passes):
    _libc.srand(ctypes.c_uint(seed))
    deck = [(f, s) for s in suit_order for f in range(1, 14)]
    for _ in range(passes):
        for i in range(52):
            j = _libc.rand() % 51
            deck[i], deck[j] = deck[j], deck[i]
    return deck


# ---------------------------------------------------------------- adapters
class Adapter:
    name = ''
    stock_end = 'immediate'      # or 'turn'
    draw_mode = 'loop'           # 'loop' (one command draws up to 3), 'single', 'auto'
    suit_order = 'CDHS'
    prompts = {}
    error_re = None
    index_base = 1
    files = None

    def passes(self):
        return 100

    def setup(self, kind, rnd):
        """answer for an extra prompt (login etc.); (text, expect_error)"""
        raise Fail('unexpected prompt ' + kind)

    def garbage(self, n):
        return []

    def encode_play(self, idxs, cards):
        return ' '.join(str(i + self.index_base) for i in idxs)

    def out_of_range(self, n):
        return str(n + self.index_base)

    def encode_draw(self, rnd):
        return 'd'

    def encode_suit(self, s, rnd):
        return rnd.choice([s, s.lower()])

    def bad_suits(self):
        return ['x', '']

    def encode_again(self, yes, rnd):
        return rnd.choice(['', 'y']) if yes else rnd.choice(['q', 'Q'])

    def bad_again(self):
        return []


class Kara(Adapter):
    name = 'kara'
    stock_end = 'immediate'
    draw_mode = 'loop'
    suit_order = 'CSHD'
    prompts = {
        'move': r'D to draw: $',
        'suit': r'\(S\)pades \S+ : $',
        'again': r'Q/q to quit\): $',
        'login': r'\(E\)xisting player\? $',
        'name': r'Enter your name: $',
    }
    error_re = re.compile(r"doesn't match|can't be played|is not a card number|There is no card number|"
                          r"listed card|Several cards at once|An 8 has to be played|may not draw|"
                          r"Nothing typed|far too many|Please type C, D, H or S|Please answer N or E|"
                          r"A name needs")

    def setup(self, kind, rnd):
        if kind == 'login':
            if rnd.random() < 0.3 and not getattr(self, '_bad_login', False):
                self._bad_login = True
                return ('x', True)
            self._bad_login = False
            return (rnd.choice(['n', 'N', 'e', 'E']), False)
        if kind == 'name':
            if rnd.random() < 0.3 and not getattr(self, '_bad_name', False):
                self._bad_name = True
                return ('   ', True)
            self._bad_name = False
            return ('Tester', False)
        raise Fail('unexpected prompt ' + kind)

    def garbage(self, n):
        return ['x', '', '0', 'abc', '1.5', '-2', 'd 1', '2 y']

    def encode_draw(self, rnd):
        return rnd.choice(['d', 'D', 'draw'])

    def parse_state(self, text):
        i = text.rfind('Top of the discard pile:')
        if i < 0:
            return None
        lines = text[i:].split('\n')
        st = {}
        rank = re.findall(r'│(.{5})│', lines[2])
        suit = re.findall(r'│(.{5})│', lines[3])
        st['top'] = parse_code(rank[0].strip() + suit[0].strip())
        m = re.search(r'Suit to follow: (\S+) (\w+)', text[i:])
        st['declared'] = SYM[m.group(1)] if m else None
        m = re.findall(r'Stockpile: (\d+) cards\s+Dealer\'s hand: (\d+) cards', text)
        if m:
            st['stock'], st['comp'] = int(m[-1][0]), int(m[-1][1])
        j = text.rfind('Your hand (')
        hand = []
        hl = text[j:].split('\n')
        for k, ln in enumerate(hl):
            if ln.startswith('┌'):
                rs = re.findall(r'│(.{5})│', hl[k + 1])
                ss = re.findall(r'│(.{5})│', hl[k + 2])
                hand += [parse_code(r.strip() + s.strip()) for r, s in zip(rs, ss)]
        st['hand'] = hand
        return st

    def events(self, text):
        ev = []
        for ln in text.split('\n'):
            ln = ln.strip()
            m = re.search(r'You draw (\S+)\. \(stockpile', ln)
            if m:
                ev.append(('udraw', parse_code(m.group(1))))
                continue
            m = re.search(r'You play (.+)\.$', ln)
            if m:
                ev.append(('uplay', [parse_code(x) for x in m.group(1).split()]))
                continue
            m = re.search(r'You call (\S+) \w+\.', ln)
            if m:
                ev.append(('usuit', SYM[m.group(1)]))
                continue
            if 'still no match - you pass' in ln:
                ev.append(('upass',))
                continue
            m = re.match(r'Dealer plays (.+?)(?: and calls (\S+) (\w+)!|\.)$', ln)
            if m:
                ev.append(('cplay', [parse_code(x) for x in m.group(1).split()],
                           SYM[m.group(2)] if m.group(2) else None))
                continue
            if ln.startswith('Dealer draws a card'):
                ev.append(('cdraw',))
                continue
            if ln.startswith('Dealer passes'):
                ev.append(('cpass',))
                continue
            m = re.match(r'>>> (You win!|The dealer wins!|It\'s a tie!) <<<', ln)
            if m:
                w = {'You win!': 'user', 'The dealer wins!': 'comp', "It's a tie!": 'tie'}[m.group(1)]
                up = re.findall(r'Your hand\s*: .*-> (\d+) points', text)
                cp = re.findall(r'Dealer hand : .*-> (\d+) points', text)
                ev.append(('end', w, int(up[-1]) if up else None, int(cp[-1]) if cp else None))
        return ev


class Leon(Adapter):
    name = 'leon'
    stock_end = 'turn'
    draw_mode = 'auto'
    suit_order = 'CSHD'
    prompts = {
        'move': r'(?:^|\n)> $',
        'suit': r'suit \(C/D/H/S\)\? $',
        'again': r'again\? \(q quits\) $',
    }
    error_re = re.compile(r'bad card|not in hand|dup:|can\'t play|8 must go alone|multi: all must|'
                          r'type card code|too many|\? C D H or S')

    def garbage(self, n):
        return ['zz', '', '11H', '0C', 'xd', 'd', '10']

    def encode_play(self, idxs, cards):
        return ' '.join(random.choice([code(c), code(c).lower()]) for c in cards)

    def out_of_range(self, n):
        return None

    def bad_suits(self):
        return ['x', '', 'hh']

    def parse_state(self, text):
        m = re.findall(r'top (\S+)(?: suit (\w))? \| stock (\d+) \| cpu (\d+)\nhand: ?(.*)', text)
        if not m:
            return None
        t, s, stk, cpu, h = m[-1]
        return {'top': parse_code(t), 'declared': s or None, 'stock': int(stk), 'comp': int(cpu),
                'hand': [parse_code(x) for x in h.split()]}

    def events(self, text):
        ev = []
        for ln in text.split('\n'):
            ln = ln.strip()
            if ln.startswith('> '):
                ln = ln[2:]
            m = re.match(r'drew (\S+)$', ln)
            if m:
                ev.append(('udraw', parse_code(m.group(1))))
                continue
            m = re.match(r'play (\S+)$', ln)
            if m:
                ev.append(('uplay', [parse_code(m.group(1))]))
                continue
            if ln == 'pass':
                ev.append(('upass',))
                continue
            m = re.match(r'cpu plays (.+?)(?:, suit (\w))?$', ln)
            if m:
                ev.append(('cplay', [parse_code(x) for x in m.group(1).split()], m.group(2)))
                continue
            if ln == 'cpu draws':
                ev.append(('cdraw',))
                continue
            if ln == 'cpu passes':
                ev.append(('cpass',))
                continue
            m = re.match(r'(you win|cpu wins|tie)$', ln)
            if m:
                w = {'you win': 'user', 'cpu wins': 'comp', 'tie': 'tie'}[m.group(1)]
                up = re.findall(r'\nyou: .*= (\d+)', text)
                cp = re.findall(r'\ncpu: .*= (\d+)', text)
                ev.append(('end', w, int(up[-1]) if up else None, int(cp[-1]) if cp else None))
        return ev


class Mira(Adapter):
    name = 'mira'
    stock_end = 'immediate'
    draw_mode = 'single'
    suit_order = 'CDHS'
    prompts = {
        'move': r'or 0 to draw: $',
        'suit': r'Your choice \(1-4\): $',
        'again': r'Q/q = quit\): $',
        'level': r'10 = thorough\): $',
    }
    error_re = re.compile(r'is not one of your cards|more than once|Too many cards|at least one card|'
                          r'You cannot play the|An eight must|Several cards can only|cannot draw|'
                          r'Please enter a number|Please answer y or q|Please enter a whole')
    level = 1

    def passes(self):
        return 100 * self.level

    def setup(self, kind, rnd):
        if kind == 'level':
            if rnd.random() < 0.3 and not getattr(self, '_bad', False):
                self._bad = True
                return (rnd.choice(['0', '11', 'abc', '']), True)
            self._bad = False
            self.level = rnd.randint(1, 10)
            return (str(self.level), False)
        raise Fail('unexpected prompt ' + kind)

    @staticmethod
    def label(i):
        return chr(ord('a') + i) if i < 26 else chr(ord('A') + i - 26)

    def encode_play(self, idxs, cards):
        sep = random.choice(['', ' ', ','])
        return sep.join(self.label(i) for i in idxs)

    def out_of_range(self, n):
        return self.label(n) if n < 52 else None

    def garbage(self, n):
        return ['', '?', '5', '0a', '00', '!']

    def encode_draw(self, rnd):
        return '0'

    def encode_suit(self, s, rnd):
        return str('CDHS'.index(s) + 1)

    def bad_suits(self):
        return ['5', 'h', '', '0']

    def encode_again(self, yes, rnd):
        return rnd.choice(['y', 'Y']) if yes else rnd.choice(['q', 'Q'])

    def bad_again(self):
        return ['maybe', '', 'n']

    def parse_state(self, text):
        i = text.rfind('Top card: ')
        if i < 0:
            return None
        seg = text[i:]
        st = {'top': parse_words(re.match(r'Top card: (.+)', seg).group(1))}
        m = re.search(r'Suit to follow: (\w+) \(declared\)', seg)
        st['declared'] = WORD_SUIT[m.group(1)] if m else None
        m = re.search(r'Stockpile: (\d+) card\(s\) \| Computer holds (\d+) card\(s\)', seg)
        st['stock'], st['comp'] = int(m.group(1)), int(m.group(2))
        st['hand'] = [parse_words(x) for x in re.findall(r'\n  [a-zA-Z]\) (.+)', seg)]
        return st

    @staticmethod
    def cardlist(s):
        return [parse_words(x) for x in re.split(r', | and ', s)]

    def events(self, text):
        ev = []
        for ln in text.split('\n'):
            m = re.search(r'You drew the (.+)\.$', ln)
            if m:
                ev.append(('udraw', parse_words(m.group(1))))
                continue
            m = re.search(r'You play (.+)\.$', ln)
            if m:
                ev.append(('uplay', self.cardlist(m.group(1))))
                continue
            m = re.search(r'You declare (\w+)\.', ln)
            if m:
                ev.append(('usuit', WORD_SUIT[m.group(1)]))
                continue
            if 'still nothing to play - you pass' in ln:
                ev.append(('upass',))
                continue
            m = re.match(r'Computer plays (.+) and declares (\w+)\.$', ln)
            if m:
                ev.append(('cplay', self.cardlist(m.group(1)), WORD_SUIT[m.group(2)]))
                continue
            m = re.match(r'Computer plays (.+)\.$', ln)
            if m:
                ev.append(('cplay', self.cardlist(m.group(1)), None))
                continue
            if ln == 'Computer draws a card.':
                ev.append(('cdraw',))
                continue
            if ln == 'Computer cannot play and passes.':
                ev.append(('cpass',))
                continue
            m = re.match(r"Result: (you win!|the computer wins\.|it's a draw\.)", ln)
            if m:
                w = {'you win!': 'user', 'the computer wins.': 'comp', "it's a draw.": 'tie'}[m.group(1)]
                up = re.findall(r'Your cards: .*\((\d+) points\)', text)
                cp = re.findall(r'Computer cards: .*\((\d+) points\)', text)
                ev.append(('end', w, int(up[-1]) if up else None, int(cp[-1]) if cp else None))
        return ev


class Nils(Adapter):
    name = 'nils'
    stock_end = 'immediate'
    draw_mode = 'loop'
    suit_order = 'CSHD'
    index_base = 0
    prompts = {
        'move': r'd = draw\): $',
        'suit': r'Declare suit \(c/d/h/s\): $',
        'again': r'New game\? \(Q/q to quit\) $',
    }
    error_re = re.compile(r"Invalid input|No card at index|Same card twice|can't play that card|"
                          r"Eights are played alone|must have the same face|no drawing|Type an index|Invalid suit")

    def garbage(self, n):
        return ['x', '', 'd 1', '-1', '1a', 'dd']

    def parse_state(self, text):
        m = re.findall(r'Discard top: (\S+)(?:\s+\(suit in play: (\w)\))?\nStock: (\d+)\s+Dealer cards: (\d+)\nYour hand: (.*)', text)
        if not m:
            return None
        t, s, stk, dc, h = m[-1]
        return {'top': parse_code(t), 'declared': s.upper() if s else None, 'stock': int(stk),
                'comp': int(dc), 'hand': [parse_code(x) for x in re.findall(r'\d+: (\S+)', h)]}

    def events(self, text):
        ev = []
        for ln in text.split('\n'):
            ln = ln.strip()
            m = re.search(r'You drew (\S+)$', ln)
            if m:
                ev.append(('udraw', parse_code(m.group(1))))
                continue
            m = re.search(r'You play (.+)$', ln)
            if m:
                ev.append(('uplay', [parse_code(x) for x in m.group(1).split()]))
                continue
            if 'No match, you pass' in ln:
                ev.append(('upass',))
                continue
            m = re.match(r'Dealer played (.+?)(?: and wants (\w))?$', ln)
            if m:
                ev.append(('cplay', [parse_code(x) for x in m.group(1).split()],
                           m.group(2).upper() if m.group(2) else None))
                continue
            if ln == 'Dealer drew a card':
                ev.append(('cdraw',))
                continue
            if ln == 'Dealer passes':
                ev.append(('cpass',))
                continue
            m = re.match(r'(Player wins!|Dealer wins!|Tie game!)', ln)
            if m:
                w = {'Player wins!': 'user', 'Dealer wins!': 'comp', 'Tie game!': 'tie'}[m.group(1)]
                up = re.findall(r'Player hand: .*=> (\d+) points', text)
                cp = re.findall(r'Dealer hand: .*=> (\d+) points', text)
                ev.append(('end', w, int(up[-1]) if up else None, int(cp[-1]) if cp else None))
        return ev


class Opal(Adapter):
    name = 'opal'
    stock_end = 'turn'
    draw_mode = 'loop'
    suit_order = 'CSHD'
    prompts = {
        'move': r'0 = draw\): $',
        'suit': r's=♠\]: $',
        'again': r'Enter to continue\) $',
    }
    error_re = re.compile(r"isn't a number|don't have a card number|picked twice|no drawing|"
                          r"doesn't fit on|has to be played by itself|more than one card only|"
                          r"please type something|not a suit")

    def garbage(self, n):
        return ['x', '', '1.5', '-1', '0 1']

    def encode_draw(self, rnd):
        return '0'

    def encode_again(self, yes, rnd):
        return rnd.choice(['', 'y']) if yes else rnd.choice(['q', 'Q'])

    def parse_state(self, text):
        m = re.findall(r'On the pile: (\S+)(?:\s+\(called suit: (\S+)\))?\n  Stockpile: (\d+) \| Computer: (\d+) cards\n  Your cards:(.*)', text)
        if not m:
            return None
        t, s, stk, cc, h = m[-1]
        return {'top': parse_code(t), 'declared': SYM[s] if s else None, 'stock': int(stk),
                'comp': int(cc), 'hand': [parse_code(x) for x in re.findall(r'\(\d+\) (\S+)', h)]}

    def events(self, text):
        ev = []
        for ln in text.split('\n'):
            ln = ln.strip()
            m = re.search(r'You drew (\S+)$', ln)
            if m:
                ev.append(('udraw', parse_code(m.group(1))))
                continue
            m = re.search(r'You play (.+)$', ln)
            if m:
                ev.append(('uplay', [parse_code(x) for x in m.group(1).split()]))
                continue
            m = re.search(r'You call (\S+)$', ln)
            if m:
                ev.append(('usuit', SYM[m.group(1)]))
                continue
            if 'Nothing fits - you pass' in ln:
                ev.append(('upass',))
                continue
            m = re.match(r'Computer plays (.+?)(?: and calls (\S+))?$', ln)
            if m:
                ev.append(('cplay', [parse_code(x) for x in m.group(1).split()],
                           SYM[m.group(2)] if m.group(2) else None))
                continue
            if ln == 'Computer draws a card':
                ev.append(('cdraw',))
                continue
            if ln == 'Computer passes':
                ev.append(('cpass',))
                continue
            m = re.match(r"(You win!|Computer wins!|It's a draw!)", ln)
            if m:
                w = {'You win!': 'user', 'Computer wins!': 'comp', "It's a draw!": 'tie'}[m.group(1)]
                pts = re.findall(r'Final count - you: (\d+), computer: (\d+)', text)
                ev.append(('end', w, int(pts[-1][0]) if pts else None, int(pts[-1][1]) if pts else None))
        return ev


NO_SLIP = False
ADAPTERS = {a.name: a for a in (Kara, Leon, Mira, Nils, Opal)}


# ---------------------------------------------------------------- driver
class Driver:
    def __init__(self, path, seed, cwd):
        env = dict(os.environ, SEED=str(seed), C8_DECK='1')
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env, cwd=cwd)
        self.fd = self.p.stdout.fileno()
        self.transcript = []

    def read(self, prompts, timeout=5.0):
        buf = b''
        end = time.time() + timeout
        while True:
            left = end - time.time()
            if left <= 0:
                raise Fail('timeout waiting for a prompt; output tail: %r' % buf[-300:].decode('utf-8', 'replace'))
            r, _, _ = select.select([self.fd], [], [], left)
            if not r:
                continue
            data = os.read(self.fd, 65536)
            if not data:
                text = buf.decode('utf-8', 'replace')
                self.transcript.append(text)
                return text, 'eof'
            buf += data
            text = buf.decode('utf-8', 'replace')
            for kind, rx in prompts.items():
                if re.search(rx, text):
                    # make sure nothing else is coming
                    r, _, _ = select.select([self.fd], [], [], 0.005)
                    if r:
                        break
                    self.transcript.append(text)
                    return text, kind

    def send(self, s):
        self.transcript.append('<<' + s + '>>\n')
        try:
            self.p.stdin.write((s + '\n').encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_stdin(self):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def finish(self, timeout=5):
        try:
            rc = self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Fail('program did not exit')
        err = self.p.stderr.read().decode('utf-8', 'replace')
        return rc, err


# ---------------------------------------------------------------- the rules
STATS = {}


def stat(k, n=1):
    STATS[k] = STATS.get(k, 0) + n


class Sim:
    def __init__(self, ad, deck):
        self.ad = ad
        if len(deck) != 52 or len(set(deck)) != 52:
            raise Fail('DECK is not 52 distinct cards')
        self.user, self.comp = [], []
        d = list(deck)
        for _ in range(8):
            self.user.append(d.pop(0))
            self.comp.append(d.pop(0))
        self.top = d.pop(0)
        self.follow = self.top[1]
        self.declared = False
        self.stock = d
        self.phase = 'user'
        self.draws = 0
        self.must_play = None
        self.echo = None
        self.last_user = None     # 'pass' when the user turn ended with a pass
        self.last_comp = None
        self.over = None
        self.end_seen = False
        self.user_moved = False

    # -- rules
    def fits(self, c):
        return c[0] == 8 or c[1] == self.follow or c[0] == self.top[0]

    def legal(self, cards, hand):
        if not cards or len(set(cards)) != len(cards):
            return False
        if any(c not in hand for c in cards):
            return False
        if len(cards) == 1:
            return self.fits(cards[0])
        return all(c[0] == self.top[0] and c[0] != 8 for c in cards)

    def need(self, cond, msg):
        if not cond:
            raise Fail(msg)

    def stock_check_after_draw(self):
        if not self.stock and self.ad.stock_end == 'immediate':
            self.over = 'stock'
            self.phase = 'over'
            return True
        return False

    def end_turn(self, who):
        if not self.stock and self.ad.stock_end == 'turn':
            self.over = 'stock'
            self.phase = 'over'
            return
        self.phase = 'comp' if who == 'user' else 'user'
        self.draws = 0
        self.must_play = None

    def put(self, hand, cards):
        for c in cards:
            hand.remove(c)
        self.top = cards[-1]
        self.follow = self.top[1]
        self.declared = False

    # -- user actions
    def user_play(self, cards):
        self.user_moved = True
        self.need(self.phase == 'user', 'user play outside the user turn')
        if self.must_play is not None:
            self.need(cards == [self.must_play], 'must play the drawn card')
        self.need(self.legal(cards, self.user), 'illegal user play accepted %s' % cards)
        self.put(self.user, cards)
        stat('user plays')
        if len(cards) > 1:
            stat('user multi-card plays')
        if cards[-1][0] == 8:
            stat('user eights')
        self.echo = list(cards)
        self.must_play = None
        if not self.user:
            self.over = 'user'
            self.phase = 'over'
        elif cards[-1][0] == 8:
            self.phase = 'usuit'
        else:
            self.last_user = 'play'
            self.end_turn('user')

    def user_suit(self, s):
        self.need(self.phase == 'usuit', 'suit given outside of suit phase')
        self.follow = s
        self.declared = True
        self.last_user = 'play'
        self.end_turn('user')

    def user_draw(self, c):
        if self.phase != 'user' and self.last_user == 'pass':
            raise Fail('user draws a 4th card after 3 misses')
        self.need(self.phase == 'user', 'user draws outside the user turn (phase %s)' % self.phase)
        self.need(self.must_play is None, 'user draws although the drawn card fits')
        self.need(not any(self.fits(x) for x in self.user), 'user draws although a card fits')
        self.need(self.draws < 3, 'user draws a 4th card')
        self.need(self.stock, 'user draws from an empty stockpile')
        self.need(c == self.stock[0], 'user drew %s but the stockpile top is %s' % (code(c), code(self.stock[0])))
        self.stock.pop(0)
        self.user_moved = True
        stat('user draws')
        self.user.append(c)
        self.draws += 1
        if self.stock_check_after_draw():
            return
        if self.fits(c):
            if self.ad.draw_mode in ('loop', 'auto'):
                self.user_play([c])
            else:
                self.must_play = c
        elif self.draws == 3 or not self.stock:
            self.last_user = 'pass'
            stat('user passes')
            self.end_turn('user')

    # -- computer actions
    def comp_draw(self):
        self.need(self.user_moved, 'computer moves first, but the user always begins')
        if self.phase != 'comp' and self.last_comp == 'pass':
            raise Fail('computer draws a 4th card after 3 misses')
        self.need(self.phase == 'comp', 'computer draws outside its turn (phase %s)' % self.phase)
        self.need(self.must_play is None, 'computer draws although its drawn card fits')
        self.need(not any(self.fits(x) for x in self.comp), 'computer draws although it can play')
        self.need(self.draws < 3, 'computer draws a 4th card')
        self.need(self.stock, 'computer draws from an empty stockpile')
        c = self.stock.pop(0)
        stat('computer draws')
        self.comp.append(c)
        self.draws += 1
        if self.stock_check_after_draw():
            return
        if self.fits(c):
            self.must_play = c
        elif self.draws == 3 or not self.stock:
            self.last_comp = 'pass'
            stat('computer passes')
            self.end_turn('comp')

    def comp_play(self, cards, suit):
        self.need(self.user_moved, 'computer moves first, but the user always begins')
        self.need(self.phase == 'comp', 'computer plays outside its turn (phase %s)' % self.phase)
        if self.must_play is not None:
            self.need(cards == [self.must_play], 'computer must play its drawn card')
        self.need(self.legal(cards, self.comp), 'illegal computer play %s on %s/%s' %
                  ([code(c) for c in cards], code(self.top), self.follow))
        self.put(self.comp, cards)
        stat('computer plays')
        if len(cards) > 1:
            stat('computer multi-card plays')
        if cards[-1][0] == 8:
            stat('computer eights')
        self.must_play = None
        if not self.comp:
            self.over = 'comp'
            self.phase = 'over'
            return
        if cards[-1][0] == 8:
            self.need(suit in ('C', 'D', 'H', 'S'), 'computer played an 8 without naming a suit')
            self.follow = suit
            self.declared = True
        else:
            self.need(suit is None, 'computer named a suit without an 8')
        self.last_comp = 'play'
        self.end_turn('comp')

    # -- checks
    def check_state(self, st):
        if st is None:
            return
        self.need(sorted(st['hand']) == sorted(self.user), 'shown hand %s != %s' %
                  (' '.join(map(code, st['hand'])), ' '.join(map(code, self.user))))
        self.need(st['top'] == self.top, 'shown top %s != %s' % (code(st['top']), code(self.top)))
        if st.get('declared'):
            self.need(self.declared and st['declared'] == self.follow, 'shown declared suit wrong')
        else:
            self.need(not self.declared or self.follow == self.top[1], 'declared suit %s not shown' % self.follow)
        if st.get('stock') is not None:
            self.need(st['stock'] == len(self.stock), 'shown stock %d != %d' % (st['stock'], len(self.stock)))
        if st.get('comp') is not None:
            self.need(st['comp'] == len(self.comp), 'shown computer count %d != %d' % (st['comp'], len(self.comp)))

    def apply_event(self, ev):
        k = ev[0]
        if self.phase == 'over' and (k in ('udraw', 'cdraw', 'cplay') or
                                     (k == 'cpass' and self.last_comp != 'pass') or
                                     (k == 'uplay' and self.echo is None)):
            raise Fail('play continued (%s) after the game should have ended (%s)' %
                       (k, 'stockpile empty' if self.over == 'stock' else self.over + ' hand empty'))
        if k == 'udraw':
            self.user_draw(ev[1])
        elif k == 'uplay':
            self.need(self.echo == ev[1], 'user play echo %s does not match' % ev[1])
            self.echo = None
        elif k == 'usuit':
            self.need(self.declared and self.follow == ev[1], 'user suit echo wrong')
        elif k == 'upass':
            self.need(self.last_user == 'pass', 'user pass message but no pass')
            self.last_user = None
        elif k == 'cdraw':
            self.comp_draw()
        elif k == 'cplay':
            self.comp_play(ev[1], ev[2])
        elif k == 'cpass':
            self.need(self.last_comp == 'pass', 'computer passes without 3 misses')
            self.last_comp = None
        elif k == 'end':
            self.need(self.phase == 'over', 'game ended too early (phase %s, stock %d)' % (self.phase, len(self.stock)))
            up, cp = sum(c[0] for c in self.user), sum(c[0] for c in self.comp)
            want = 'user' if up < cp else 'comp' if cp < up else 'tie'
            self.need(ev[1] == want, 'winner %s but points are you %d / computer %d' % (ev[1], up, cp))
            if ev[2] is not None:
                self.need(ev[2] == up and ev[3] == cp, 'points shown %s/%s != %d/%d' % (ev[2], ev[3], up, cp))
            self.end_seen = True
            self.result = want
            stat('games ended by ' + str(self.over))
            stat('results: ' + want)


# ---------------------------------------------------------------- a session
def choose_move(sim, ad, hand_shown, rnd):
    """returns (text, valid, description)"""
    hand = hand_shown
    n = len(hand)
    fits = [i for i, c in enumerate(hand) if sim.fits(c)]
    if sim.must_play is not None:
        fits = [hand.index(sim.must_play)]
    invalid = []
    for g in ad.garbage(n):
        invalid.append((g, 'garbage %r' % g))
    oor = ad.out_of_range(n)
    if oor is not None:
        invalid.append((oor, 'out of range'))
    if ad.name == 'leon':
        missing = [c for c in [(f, s) for s in 'CDHS' for f in range(1, 14)] if c not in hand]
        if missing:
            c = rnd.choice(missing)
            invalid.append((code(c), 'card not in hand'))
    nofit = [i for i in range(n) if i not in fits]
    if nofit:
        i = rnd.choice(nofit)
        invalid.append((ad.encode_play([i], [hand[i]]), 'card does not fit'))
    if n >= 2:
        i, j = rnd.sample(range(n), 2)
        if hand[i][0] != hand[j][0] and fits:
            a = rnd.choice(fits)
            b = rnd.choice([x for x in range(n) if hand[x][0] != hand[a][0]] or [a])
            if b != a:
                invalid.append((ad.encode_play([a, b], [hand[a], hand[b]]), 'two cards, different faces'))
        # same face, not the top face, first one fitting by suit (the classic slip)
        for a in fits:
            for b in range(n):
                if b != a and hand[b][0] == hand[a][0] and hand[a][0] != sim.top[0] and hand[a][0] != 8:
                    invalid.append((ad.encode_play([a, b], [hand[a], hand[b]]), 'same face but not top face'))
        eights = [x for x in range(n) if hand[x][0] == 8]
        if eights:
            a = eights[0]
            b = rnd.choice([x for x in range(n) if x != a])
            invalid.append((ad.encode_play([a, b], [hand[a], hand[b]]), 'eight with another card'))
        if fits and ad.index_base is not None and ad.name != 'leon':
            a = rnd.choice(fits)
            invalid.append((ad.encode_play([a, a], [hand[a], hand[a]]), 'same card twice'))
    if fits and ad.draw_mode != 'auto':
        invalid.append((ad.encode_draw(rnd), 'draw although a card fits'))
    # the 'same face but not top face' slip gets a high priority (if present)
    slip = [x for x in invalid if x[1] == 'same face but not top face']
    if NO_SLIP:
        invalid = [x for x in invalid if x not in slip]
        slip = []
    if slip and rnd.random() < 0.5:
        t, d = rnd.choice(slip)
        return t, False, d
    if invalid and rnd.random() < 0.3:
        t, d = rnd.choice(invalid)
        return t, False, d
    if not fits:
        return ad.encode_draw(rnd), True, 'draw'
    # legal: multi face play if possible, else a single card
    topface = [x for x in range(n) if hand[x][0] == sim.top[0] and hand[x][0] != 8]
    if len(topface) >= 2 and rnd.random() < 0.7 and sim.must_play is None:
        rnd.shuffle(topface)
        k = rnd.randint(2, len(topface))
        sel = topface[:k]
        return ad.encode_play(sel, [hand[x] for x in sel]), True, ('play', [hand[x] for x in sel])
    # prefer non-eights a bit, but play eights too
    a = rnd.choice(fits)
    return ad.encode_play([a], [hand[a]]), True, ('play', [hand[a]])


def run_session(ad_cls, seed, games, eof_at=None, verbose=False):
    ad = ad_cls()
    rnd = random.Random(seed * 7919 + 17)
    random.seed(seed)
    prog = os.path.join(ROOT, ad.name, 'prog')
    cwd = tempfile.mkdtemp(prefix='c8ref_')
    drv = Driver(prog, seed, cwd)
    sim = None
    pending = None          # (valid, what) of the last input
    hand_shown = None
    games_done = 0
    results = []
    prompts_seen = 0
    first_deck = True
    try:
        while True:
            text, kind = drv.read(ad.prompts)
            prompts_seen += 1
            # ---- was the last input accepted?
            err = bool(ad.error_re.search(text)) if pending is not None else False
            if pending is not None:
                valid, what = pending
                if valid and err:
                    raise Fail('valid input %r rejected: %r' % (what, text[:200]))
                if not valid and not err:
                    raise Fail('invalid input (%s) accepted: %r' % (what, text[:300]))
                if valid and isinstance(what, tuple) and what[0] == 'play':
                    sim.user_play(what[1])
                elif valid and isinstance(what, tuple) and what[0] == 'suit':
                    sim.user_suit(what[1])
                pending = None
            # ---- deck line starts a game
            for m in re.finditer(r'^DECK: ?(.*)$', text, re.M):
                deck = [parse_code(x) for x in m.group(1).split()]
                if first_deck:
                    exp = handout_shuffle(seed, ad.suit_order, ad.passes())
                    if exp != deck:
                        raise Fail('shuffled deck differs from the handout shuffle of the ordered deck')
                    first_deck = False
                if sim is not None and not sim.end_seen:
                    raise Fail('new game before the old one ended')
                sim = Sim(ad, deck)
                rest = text[m.end():]
                break
            else:
                rest = text
            if sim is not None:
                for ev in ad.events(rest):
                    sim.apply_event(ev)
                    if ev[0] == 'end':
                        games_done += 1
                        results.append(sim.result)
            if verbose:
                sys.stdout.write(text + '\n')
            if eof_at is not None and prompts_seen >= eof_at and kind != 'eof':
                drv.close_stdin()
                rest_text, k2 = drv.read({}, timeout=5)
                rc, errtxt = drv.finish()
                if rc != 0:
                    raise Fail('exit status %d at end of input' % rc)
                if errtxt.strip():
                    raise Fail('stderr output: %r' % errtxt[:200])
                return games_done, results, 'eof-ok'
            if kind == 'eof':
                rc, errtxt = drv.finish()
                if ad.name == 'kara':
                    recs = {}
                    for ln in open(os.path.join(cwd, 'crazy8_stats.txt')):
                        f = ln.split()
                        recs[f[0]] = (int(f[1]), int(f[2]))
                    want = (results.count('user'), results.count('comp'))
                    if recs.get('Tester') != want or 'Kara' not in recs:
                        raise Fail('statistics file %r, expected Tester %r' % (recs, want))
                    stat('stats file checks')
                if rc != 0:
                    raise Fail('exit status %d' % rc)
                if sim is not None and not sim.end_seen:
                    raise Fail('program ended in the middle of a game')
                if games_done < games:
                    raise Fail('program quit too early')
                return games_done, results, 'quit-ok'
            if kind in ('login', 'name', 'level'):
                t, bad = ad.setup(kind, rnd)
                drv.send(t)
                pending = (not bad, 'setup %s' % kind)
                continue
            if kind == 'move':
                sim.need(sim.phase != 'over', 'move prompt after the game should have ended (%s)' % sim.over)
                sim.need(sim.phase == 'user', 'move prompt but phase is %s' % sim.phase)
                st = ad.parse_state(text)
                if st is not None:
                    sim.check_state(st)
                    hand_shown = st['hand']
                t, valid, what = choose_move(sim, ad, hand_shown, rnd)
                drv.send(t)
                pending = (valid, what)
                stat('invalid move inputs' if not valid else 'valid move inputs')
                continue
            if kind == 'suit':
                sim.need(sim.phase == 'usuit', 'suit prompt in phase %s' % sim.phase)
                if rnd.random() < 0.25:
                    b = rnd.choice(ad.bad_suits())
                    drv.send(b)
                    pending = (False, 'bad suit %r' % b)
                else:
                    s = rnd.choice('CDHS')
                    drv.send(ad.encode_suit(s, rnd))
                    pending = (True, ('suit', s))
                continue
            if kind == 'again':
                sim.need(sim.end_seen, 'play-again prompt before the game ended')
                ba = ad.bad_again()
                if ba and rnd.random() < 0.3:
                    b = rnd.choice(ba)
                    drv.send(b)
                    pending = (False, 'bad again %r' % b)
                    continue
                yes = games_done < games
                drv.send(ad.encode_again(yes, rnd))
                pending = (True, 'again')
                continue
            raise Fail('unknown prompt ' + kind)
    except Fail as e:
        try:
            drv.p.kill()
            drv.p.wait()
        except Exception:
            pass
        e.transcript = ''.join(drv.transcript)
        e.games_done = games_done
        raise


def main():
    args = sys.argv[1:]
    verbose = '-v' in args
    sessions = 24
    seed0 = 1
    progs = []
    i = 0
    while i < len(args):
        if args[i] == '--sessions':
            sessions = int(args[i + 1]); i += 2; continue
        if args[i] == '--seed0':
            seed0 = int(args[i + 1]); i += 2; continue
        if args[i] == '--no-slip':
            global NO_SLIP
            NO_SLIP = True; i += 1; continue
        if args[i] not in ('-v', '-s', '--dump'):
            progs.append(args[i])
        i += 1
    progs = progs or list(ADAPTERS)
    summary = {}
    for name in progs:
        ad_cls = ADAPTERS[name]
        done = 0
        fails = []
        eofs = 0
        for s in range(sessions):
            seed = seed0 + s
            rnd = random.Random(seed)
            games = rnd.randint(1, 3)
            eof_at = rnd.randint(3, 60) if s % 5 == 4 else None
            try:
                g, res, how = run_session(ad_cls, seed, games, eof_at, verbose)
                done += g
                if how == 'eof-ok':
                    eofs += 1
            except Fail as e:
                done += getattr(e, 'games_done', 0)
                fails.append((seed, str(e), getattr(e, 'transcript', '')))
        summary[name] = (done, fails, eofs)
        print('%-5s games completed: %3d  sessions: %d  eof-sessions ok: %d  failures: %d'
              % (name, done, sessions, eofs, len(fails)))
        if '-s' in args:
            print('   ' + ', '.join('%s %d' % kv for kv in sorted(STATS.items())))
        STATS.clear()
        for seed, msg, tr in fails:
            print('   SEED=%d: %s' % (seed, msg))
            if '--dump' in args:
                open('/tmp/c8_%s_%d.txt' % (name, seed), 'w').write(tr)
            if verbose:
                print(tr[-3000:])
    return 0


if __name__ == '__main__':
    sys.exit(main())
