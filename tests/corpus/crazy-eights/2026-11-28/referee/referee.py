#!/usr/bin/env python3
"""Referee for the Crazy Eights programs (ECE 175 spec).

It runs a program through pipes with SEED set, plays it as the user and
checks every rule the spec fixes.  Because every program seeds rand() with
SEED and only uses rand() for the shuffle, the referee rebuilds the exact
shuffled deck with glibc's own rand() (via ctypes), so it knows the
computer's hand and the stockpile order too.

usage: referee.py PROGRAM [NRUNS] [FIRSTSEED]
  PROGRAM is a folder name next to this one (eli, fay, dan, gus, hal).
"""
import collections, ctypes, os, queue, random, re, shutil, subprocess, sys, tempfile, threading, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
libc = ctypes.CDLL("libc.so.6")

FACES = {"A": 1, "J": 11, "Q": 12, "K": 13, "T": 10}
def face_of(tok):
    tok = tok.upper()
    if tok in FACES:
        return FACES[tok]
    return int(tok)

SYM = {"♣": "C", "♠": "S", "♥": "H", "♦": "D"}
NAME = {"clubs": "C", "spades": "S", "hearts": "H", "diamonds": "D"}
def cname(c):
    f = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(c[0], str(c[0]))
    return f + c[1]


class Violation(Exception):
    pass


COVER = collections.Counter()


# ---------------------------------------------------------------- adapters
class Adapter:
    name = "?"
    suit_order = "CDHS"
    passes = 100
    end_mode = "turn"          # 'turn' or 'immediate'
    auto_after_draw = False    # drawn playable card is played by the program
    voluntary_draw = True      # may draw while holding a playable card
    draw_one_per_command = False
    lazy_prompt = False
    prompts = []
    garbage = [""]

    def mirror_deck(self, lazy=10):
        d = [(f, s) for s in self.suit_order for f in range(1, 14)]
        for _ in range(self.passes):
            for i in range(52):
                if lazy >= 10:
                    j = libc.rand() % 51
                else:
                    reach = 5 * lazy
                    j = i - reach + libc.rand() % (2 * reach + 1)
                    j = max(0, min(50, j))
                d[i], d[j] = d[j], d[i]
        return d

    def suit_text(self, s, rnd):
        return s


def split_lines(chunk):
    return chunk.split("\n")


# ---- eli ------------------------------------------------------------------
class Eli(Adapter):
    name = "eli"
    suit_order = "CSHD"
    passes = 100
    prompts = [
        ("newret", r"Are you a \(N\)ew player or a \(R\)eturning player\? \Z"),
        ("name", r"Enter your name: \Z"),
        ("play", r"Your move - card number\(s\) to play, or D to draw: \Z"),
        ("play2", r"Play your card\(s\) - enter the card number\(s\): \Z"),
        ("suit", r"Name the next suit - \(C\)lubs, \(D\)iamonds, \(H\)earts or \(S\)pades: \Z"),
        ("again", r"Press Q to quit, or Enter for a new game: \Z"),
    ]
    garbage = ["", "x", "0", "99", "1 1", "1,99", "DD", "-3", "play", "1.5"]
    CARD = re.compile(r"(10|[A2-9JQK])([♣♠♥♦])")

    def cards(self, text):
        return [(face_of(f), SYM[s]) for f, s in self.CARD.findall(text)]

    def boxes(self, lines, i):
        out = []
        if i < len(lines) and lines[i].strip() == "(no cards)":
            return out, i + 1
        while i < len(lines) and lines[i].startswith(" ┌"):
            faces = re.findall(r"│(\S+) +│", lines[i + 1])
            suits = re.findall(r"│  (\S)  │", lines[i + 2])
            if len(faces) != len(suits):
                raise Violation("cannot read card boxes")
            out += [(face_of(f), SYM[s]) for f, s in zip(faces, suits)]
            i += 5
            if i < len(lines) and "[" in lines[i] and lines[i].strip().startswith("["):
                i += 1
        return out, i

    def parse(self, chunk):
        L = split_lines(chunk)
        ev = []
        i = 0
        while i < len(L):
            s = L[i]
            m = re.match(r" Stockpile: (\d+) cards   \|   Computer holds (\d+) cards$", s)
            if m:
                if L[i + 1] != " Top of the discard pile:":
                    raise Violation("table layout")
                top, i = self.boxes(L, i + 2)
                decl = None
                m2 = re.match(r" The eight called for (\S) (\w+) - play that suit or another eight\.$", L[i])
                if m2:
                    decl = SYM[m2.group(1)]
                    i += 1
                if L[i] != " Your hand:":
                    raise Violation("table layout (hand)")
                hand, i = self.boxes(L, i + 1)
                ev.append(("state", hand, top[0], decl, int(m.group(1)), int(m.group(2))))
                continue
            if s == " Your hand:":
                hand, i = self.boxes(L, i + 1)
                ev.append(("hand", hand))
                continue
            m = re.match(r"You drew (\S+) - (that one can be played!|no match\.)$", s)
            if m:
                ev.append(("udraw", self.cards(m.group(1))[0]))
            elif re.match(r"No playable card drawn \(\d+ drawn\) - you pass\.$", s):
                ev.append(("upass",))
            elif s.startswith("You play:"):
                ev.append(("uecho", self.cards(s)))
            elif s.startswith("The computer plays:"):
                m = re.match(r"The computer plays:(.*?)(?: and calls (\S) (\w+))?$", s)
                ev.append(("cplay", self.cards(m.group(1)), SYM[m.group(2)] if m.group(2) else None))
            elif s == "The computer draws a card from the stockpile.":
                ev.append(("cdraw",))
            elif s == "The computer passes.":
                ev.append(("cpass",))
            elif s.startswith(" GAME OVER - "):
                info = {}
                i += 1
                if L[i] != " Your cards:":
                    raise Violation("end layout")
                info["uhand"], i = self.boxes(L, i + 1)
                if L[i] != " Computer's cards:":
                    raise Violation("end layout 2")
                info["chand"], i = self.boxes(L, i + 1)
                m = re.match(r" Points left - You: (\d+)   Computer: (\d+)$", L[i])
                info["upts"], info["cpts"] = int(m.group(1)), int(m.group(2))
                w = L[i + 1]
                info["winner"] = {" *** YOU WIN! ***": "user", " *** THE COMPUTER WINS ***": "comp",
                                  " *** IT'S A TIE ***": "tie"}[w]
                m = re.match(r" Record of (\S+): (\d+) wins, (\d+) losses$", L[i + 2])
                info["record"] = (m.group(1), int(m.group(2)), int(m.group(3)))
                ev.append(("end", info))
                i += 3
                continue
            i += 1
        return ev

    def enc_play(self, cards, disp, rnd):
        idx = [str(disp.index(c) + 1) for c in cards]
        return (", " if rnd.random() < 0.3 else " ").join(idx)

    def enc_draw(self, rnd):
        return rnd.choice(["D", "d", " d "])

    def suit_text(self, s, rnd):
        w = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[s]
        return rnd.choice([s, s.lower(), w, w.capitalize()])

    suit_garbage = ["x", "", "5", "purple", "cs"]


# ---- fay ------------------------------------------------------------------
class Fay(Adapter):
    name = "fay"
    suit_order = "CDHS"
    passes = 100
    auto_after_draw = True
    lazy_prompt = True
    prompts = [
        ("demo", r"Show the decks and both hands for the demo\? \(y/n\): \Z"),
        ("lazy", r"How thorough is the dealer's shuffle\? \(1 = very lazy \.\.\. 10 = thorough\): \Z"),
        ("play", r"Enter card number\(s\) to play \(e\.g\. 2 5\), or 0 to draw: \Z"),
        ("suit", r"Which suit next\?  1\) Clubs  2\) Diamonds  3\) Hearts  4\) Spades : \Z"),
        ("again", r"Play a new game\? \(Q/q to quit, anything else to play\): \Z"),
    ]
    garbage = ["", "x", "99", "-1", "0 1", "1 1", "abc", "1.0"]
    WORD = {"Ace": 1, "Jack": 11, "Queen": 12, "King": 13}

    def card(self, t):
        m = re.match(r"(\w+) of (\w+)$", t.strip())
        f = m.group(1)
        return (self.WORD.get(f) or int(f), NAME[m.group(2).lower()])

    def codes(self, text):
        out = []
        for tok in text.split():
            m = re.match(r"(10|[A2-9JQK])([cdhs])$", tok)
            if not m:
                raise Violation("bad code " + tok)
            out.append((face_of(m.group(1)), m.group(2).upper()))
        return out

    def parse(self, chunk):
        L = split_lines(chunk)
        ev = []
        i = 0
        while i < len(L):
            s = L[i]
            if s == "Shuffled deck:":
                ev.append(("deck", self.codes(" ".join(L[i + 1:i + 5]))))
                i += 5
                continue
            m = re.match(r"Stockpile: (\d+) cards    Dealer: (\d+) cards$", s)
            if m:
                m2 = re.match(r"Top card: (.+?)(?:   \(suit called: (\w+)\))?$", L[i + 1])
                top = self.card(m2.group(1))
                decl = NAME[m2.group(2).lower()] if m2.group(2) else None
                if L[i + 2] != "Your hand:":
                    raise Violation("layout")
                i += 3
                hand = []
                while i < len(L) and re.match(r"\s+\d+\) ", L[i]):
                    hand.append(self.card(L[i].split(") ", 1)[1]))
                    i += 1
                ev.append(("state", hand, top, decl, int(m.group(1)), int(m.group(2))))
                continue
            m = re.match(r"You draw the (.+)\.$", s)
            if m:
                ev.append(("udraw", self.card(m.group(1))))
            elif s == "It can be played, so it goes on the pile.":
                ev.append(("uauto",))
            elif s == "None of the cards you drew can be played. You pass.":
                ev.append(("upass",))
            elif s.startswith("You play the "):
                cards = []
                while i < len(L) and L[i].startswith("You play the "):
                    cards.append(self.card(L[i][len("You play the "):-1]))
                    i += 1
                ev.append(("uecho", cards))
                continue
            elif s.startswith("Dealer plays the "):
                cards = []
                while i < len(L) and L[i].startswith("Dealer plays the "):
                    cards.append(self.card(L[i][len("Dealer plays the "):-1]))
                    i += 1
                decl = None
                m = re.match(r"The suit to follow is now (\w+)\.$", L[i]) if i < len(L) else None
                if m:
                    decl = NAME[m.group(1).lower()]
                    i += 1
                ev.append(("cplay", cards, decl))
                continue
            elif s == "Dealer draws a card.":
                ev.append(("cdraw",))
            elif s == "Dealer passes.":
                ev.append(("cpass",))
            elif s == "================ GAME OVER ================":
                text = "\n".join(L[i + 1:])
                m = re.search(r"Your cards left:   (.*?)\nDealer cards left: (.*?)\nYour points: (\d+)    Dealer points: (\d+)\n([^\n]*)\n", text, re.S)
                info = {}
                info["uhand"] = [] if m.group(1).strip() == "none" else self.codes(m.group(1))
                info["chand"] = [] if m.group(2).strip() == "none" else self.codes(m.group(2))
                info["upts"], info["cpts"] = int(m.group(3)), int(m.group(4))
                info["winner"] = {"You win!": "user", "The dealer wins!": "comp",
                                  "It's a tie - nobody wins.": "tie"}[m.group(5)]
                ev.append(("end", info))
                break
            i += 1
        return ev

    def enc_play(self, cards, disp, rnd):
        return " ".join(str(disp.index(c) + 1) for c in cards)

    def enc_draw(self, rnd):
        return "0"

    def suit_text(self, s, rnd):
        n = "CDHS".index(s) + 1
        w = {"C": "Clubs", "D": "Diamonds", "H": "Hearts", "S": "Spades"}[s]
        return rnd.choice([str(n), w, w.lower()])

    suit_garbage = ["x", "", "5", "0", "h"]


# ---- dan ------------------------------------------------------------------
class Dan(Adapter):
    name = "dan"
    suit_order = "SHDC"
    passes = 150
    end_mode = "immediate"
    voluntary_draw = False
    draw_one_per_command = True
    prompts = [
        ("play", r"(?:^|\n)> \Z"),
        ("suit", r"Suit \(c/d/h/s\)\? \Z"),
        ("again", r"Again\? \(q quits\) \Z"),
    ]
    garbage = ["", "zz", "1x", "Zh", "5q", "d d", "11h", "1h", "8"]

    def codes(self, text):
        out = []
        for tok in text.split():
            m = re.match(r"(10|[A2-9JQK])([cdhs])$", tok)
            if not m:
                raise Violation("bad code " + tok)
            out.append((face_of(m.group(1)), m.group(2).upper()))
        return out

    def parse(self, chunk):
        L = split_lines(chunk)
        ev = []
        i = 0
        while i < len(L):
            s = L[i]
            m = re.match(r"Top: (\S+?)(?:, suit ([cdhs]))?   Stock (\d+), CPU (\d+)$", s)
            if m:
                top = self.codes(m.group(1))[0]
                decl = m.group(2).upper() if m.group(2) else None
                hl = L[i + 1]
                if not hl.startswith("You:"):
                    raise Violation("layout")
                ev.append(("state", self.codes(hl[4:]), top, decl, int(m.group(3)), int(m.group(4))))
                i += 2
                continue
            m = re.match(r"Drew (\S+)\.$", s)
            if m:
                ev.append(("udraw", self.codes(m.group(1))[0]))
            elif s == "Pass.":
                ev.append(("upass",))
            elif s in ("Stock empty.", "You're out.", "CPU is out."):
                info = {"uhand": self.codes(L[i + 1][4:]), "chand": self.codes(L[i + 2][4:])}
                m = re.match(r"You (\d+), CPU (\d+) -> (you win\.|CPU wins\.|tie\.)$", L[i + 3])
                info["upts"], info["cpts"] = int(m.group(1)), int(m.group(2))
                info["winner"] = {"you win.": "user", "CPU wins.": "comp", "tie.": "tie"}[m.group(3)]
                ev.append(("end", info))
                i += 4
                continue
            elif s.startswith("CPU: "):
                m = re.match(r"CPU: (.*?)(?:, suit ([cdhs]))?$", s)
                ev.append(("cplay", self.codes(m.group(1)), m.group(2).upper() if m.group(2) else None))
            elif s == "CPU draws.":
                ev.append(("cdraw",))
            elif s == "CPU passes.":
                ev.append(("cpass",))
            i += 1
        return ev

    def enc_play(self, cards, disp, rnd):
        out = []
        for c in cards:
            f = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(c[0], str(c[0]))
            if c[0] == 10 and rnd.random() < 0.3:
                f = "T"
            t = f + c[1]
            t = t.lower() if rnd.random() < 0.5 else t.upper()
            out.append(t)
        return " ".join(out)

    def enc_draw(self, rnd):
        return rnd.choice(["d", "D"])

    def suit_text(self, s, rnd):
        return rnd.choice([s, s.lower()])

    suit_garbage = ["x", "", "hearts", "5"]


# ---- gus ------------------------------------------------------------------
class Gus(Adapter):
    name = "gus"
    suit_order = "HCDS"
    passes = 100
    prompts = [
        ("play", r"Choose card index\(es\) separated by spaces, or 'd' to draw: \Z"),
        ("play2", r"Choose card index\(es\) to play: \Z"),
        ("suit", r"Declare suit \(clubs/spades/hearts/diamonds or c/s/h/d\): \Z"),
        ("again", r"Play again\? \(Q/q to quit\): \Z"),
    ]
    garbage = ["", "x", "-1", "99", "0 0", "dd", "1x"]
    CARD = re.compile(r"\[(10|[A2-9JQK])([♣♠♥♦])\]")

    def cards(self, text):
        return [(face_of(f), SYM[s]) for f, s in self.CARD.findall(text)]

    def parse(self, chunk):
        L = split_lines(chunk)
        ev = []
        i = 0
        while i < len(L):
            s = L[i]
            m = re.match(r"Top card: (\[[^\]]+\])(?:   Declared suit: (\S))?$", s)
            if m:
                top = self.cards(m.group(1))[0]
                decl = SYM[m.group(2)] if m.group(2) else None
                m2 = re.match(r"Stockpile: (\d+)   Computer's cards: (\d+)$", L[i + 1])
                if not L[i + 2].startswith("Your hand:"):
                    raise Violation("layout")
                ev.append(("state", self.cards(L[i + 2]), top, decl, int(m2.group(1)), int(m2.group(2))))
                i += 3
                continue
            if s.startswith("Your hand:"):
                ev.append(("hand", self.cards(s)))
            elif re.match(r"You drew \[[^\]]+\]$", s):
                ev.append(("udraw", self.cards(s)[0]))
            elif s == "No match after 3 cards, you pass.":
                ev.append(("upass",))
            elif s.startswith("You played:"):
                ev.append(("uecho", self.cards(s)))
            elif s.startswith("Computer played:"):
                m = re.match(r"Computer played:(.*?)(?: and declared (\S))?$", s)
                ev.append(("cplay", self.cards(m.group(1)), SYM[m.group(2)] if m.group(2) else None))
            elif s == "Computer drew a card.":
                ev.append(("cdraw",))
            elif s == "Computer passed.":
                ev.append(("cpass",))
            elif s == "=== Game Over ===":
                info = {"uhand": self.cards(L[i + 2]), "chand": self.cards(L[i + 4])}
                info["upts"] = int(re.match(r"  -> (\d+) points", L[i + 3]).group(1))
                info["cpts"] = int(re.match(r"  -> (\d+) points", L[i + 5]).group(1))
                info["winner"] = {"You win!": "user", "Computer wins!": "comp", "Tie!": "tie"}[L[i + 6]]
                ev.append(("end", info))
                i += 7
                continue
            i += 1
        return ev

    def enc_play(self, cards, disp, rnd):
        return " ".join(str(disp.index(c)) for c in cards)

    def enc_draw(self, rnd):
        return rnd.choice(["d", "D"])

    def suit_text(self, s, rnd):
        w = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[s]
        return rnd.choice([s, s.lower(), w, w.upper()])

    suit_garbage = ["x", "", "5", "heart"]


# ---- hal ------------------------------------------------------------------
class Hal(Adapter):
    name = "hal"
    suit_order = "HDCS"
    passes = 120
    auto_after_draw = True
    prompts = [
        ("play", r"Command \(play <n> \[n \.\.\.\] \| draw\): \Z"),
        ("suit", r"Call a suit \(hearts, diamonds, clubs, spades\): \Z"),
        ("again", r"New game\? \(Q/q = quit, Enter = play\): \Z"),
    ]
    garbage = ["", "foo", "play", "play 0", "play 99", "play x", "help", "drew", "play 1 1"]
    CARD = re.compile(r"\|(10|[A2-9JQK]) ([CDHS])\|")

    def cards(self, text):
        return [(face_of(f), s) for f, s in self.CARD.findall(text)]

    def parse(self, chunk):
        L = split_lines(chunk)
        ev = []
        i = 0
        while i < len(L):
            s = L[i]
            m = re.match(r"\| Top: (\|[^|]+\|)   Suit: (\w+)\s*(\(called\))?\s*Stock:\s*(\d+)   Computer: (\d+) cards$", s)
            if m:
                top = self.cards(m.group(1))[0]
                decl = NAME[m.group(2).lower()] if m.group(3) else None
                if not L[i + 2].startswith("Your hand:"):
                    raise Violation("layout")
                ev.append(("state", self.cards(L[i + 2]), top, decl, int(m.group(4)), int(m.group(5))))
                i += 3
                continue
            if s.startswith("You draw "):
                ev.append(("udraw", self.cards(s)[0]))
            elif s == "It matches and goes on the pile.":
                ev.append(("uauto",))
            elif s == "No luck - you pass.":
                ev.append(("upass",))
            elif s.startswith("You lay down"):
                ev.append(("uecho", self.cards(s)))
            elif s.startswith("Computer lays down"):
                m = re.match(r"Computer lays down(.*?)(?: and calls (\w+))?$", s)
                ev.append(("cplay", self.cards(m.group(1)), NAME[m.group(2).lower()] if m.group(2) else None))
            elif s == "Computer draws.":
                ev.append(("cdraw",))
            elif s == "Computer passes.":
                ev.append(("cpass",))
            elif "GAME OVER" in s:
                info = {"uhand": self.cards(L[i + 2]), "chand": self.cards(L[i + 3])}
                info["upts"] = int(re.match(r"Your points: (\d+)$", L[i + 4]).group(1))
                info["cpts"] = int(re.match(r"Computer points: (\d+)$", L[i + 5]).group(1))
                info["winner"] = {"You are the winner!": "user", "The computer is the winner.": "comp",
                                  "Nobody wins - it's a draw.": "tie"}[L[i + 6]]
                ev.append(("end", info))
                i += 7
                continue
            i += 1
        return ev

    def enc_play(self, cards, disp, rnd):
        w = rnd.choice(["play", "play", "PLAY", "Play"])
        return w + " " + " ".join(str(disp.index(c) + 1) for c in cards)

    def enc_draw(self, rnd):
        return rnd.choice(["draw", "DRAW", "draw "])

    def suit_text(self, s, rnd):
        w = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[s]
        return rnd.choice([w, w.upper(), s.lower()])

    suit_garbage = ["x", "", "5", "heart"]


ADAPTERS = {a.name: a for a in (Eli(), Fay(), Dan(), Gus(), Hal())}


# ---------------------------------------------------------------- process
class Proc:
    def __init__(self, exe, seed, cwd):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, cwd=cwd, env=env)
        self.q = queue.Queue()
        self.raw = b""
        self.eof = False
        self.log = []
        t = threading.Thread(target=self._reader, daemon=True)
        t.start()

    def _reader(self):
        fd = self.p.stdout.fileno()
        while True:
            b = os.read(fd, 65536)
            if not b:
                self.q.put(None)
                return
            self.q.put(b)

    def read_prompt(self, prompts, timeout=10.0):
        deadline = time.time() + timeout
        while True:
            text = self.raw.decode("utf-8", "replace")
            for kind, rx in prompts:
                if rx.search(text):
                    self.raw = b""
                    self.log.append(text)
                    return text, kind
            if self.eof:
                self.raw = b""
                self.log.append(text)
                return text, "EOF"
            left = deadline - time.time()
            if left <= 0:
                self.log.append(text)
                return text, "TIMEOUT"
            try:
                b = self.q.get(timeout=left)
            except queue.Empty:
                continue
            if b is None:
                self.eof = True
            else:
                self.raw += b

    def send(self, line):
        self.log.append("<<" + line + ">>\n")
        try:
            self.p.stdin.write((line + "\n").encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_input(self):
        self.log.append("<<EOF>>\n")
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
        self.p.wait()


# ---------------------------------------------------------------- model
class Model:
    def __init__(self, deck):
        self.user = list(deck[0:16:2])
        self.comp = list(deck[1:16:2])
        self.top = deck[16]
        self.stock = list(deck[17:])
        self.active = self.top[1]
        self.declared = False
        self.turn = "user"
        self.new_turn("user")
        self.over = False
        self.pending_suit = False

    def new_turn(self, who):
        self.turn = who
        self.drawn = 0
        self.last_playable = False
        self.played = False
        self.passed = False

    def playable(self, c):
        return c[0] == 8 or c[0] == self.top[0] or c[1] == self.active

    def legal(self, cards, hand):
        if not cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            return False
        if len(cards) == 1:
            return self.playable(cards[0])
        return all(c[0] == self.top[0] for c in cards)

    def points(self, hand):
        return sum(c[0] for c in hand)


# ---------------------------------------------------------------- referee
class Referee:
    def __init__(self, ad, exe, seed, rnd, log_dir):
        self.ad = ad
        self.exe = exe
        self.seed = seed
        self.rnd = rnd
        self.prompts = [(k, re.compile(r)) for k, r in ad.prompts]
        self.games = 0
        self.log_dir = log_dir
        self.stats = None

    def fail(self, msg):
        raise Violation(msg)

    # -- model updates ---------------------------------------------------
    SOFT = [x for x in os.environ.get("REF_SOFT", "").split(",") if x]

    def check(self, cond, msg):
        """REF_SOFT=prefix1,prefix2 turns matching violations into notes
        (used to look past one known flaw and find where another shows)"""
        if not cond:
            for pre in self.SOFT:
                if msg.startswith(pre):
                    COVER["soft: " + pre] += 1
                    print("   note (seed %d, game %d): %s" % (self.seed, self.games + 1, msg))
                    return
            self.fail(msg)

    def game_should_be_over(self):
        M = self.M
        return not M.user or not M.comp or not M.stock

    def end_turn_checks(self, who):
        M = self.M
        if who == "user":
            self.check(M.played or M.passed, "user's turn ended without a play or a pass")
        else:
            self.check(M.played or M.passed, "computer's turn ended without a play or a pass")
        self.check(M.user, "game went on although the user's hand is empty")
        self.check(M.comp, "game went on although the computer's hand is empty")
        self.check(M.stock, "game went on although the stockpile is empty")

    def apply_play(self, who, cards, suit=None):
        M = self.M
        hand = M.user if who == "user" else M.comp
        self.check(M.legal(cards, hand), "%s made an illegal play %s on %s (suit %s)" % (
            who, [cname(c) for c in cards], cname(M.top), M.active))
        if self.ad.end_mode == "immediate":
            self.check(M.stock, "%s played after the stockpile ran out (game should have ended)" % who)
        for c in cards:
            hand.remove(c)
        M.top = cards[-1]
        M.played = True
        if M.top[0] == 8 and hand:
            if who == "user":
                M.pending_suit = True
            else:
                self.check(suit is not None, "computer played an eight without naming a suit")
                M.active = suit
                M.declared = True
        else:
            M.active = M.top[1]
            M.declared = False

    def event(self, e):
        M = self.M
        k = e[0]
        COVER[k] += 1
        if k == "cplay" and len(e[1]) > 1:
            COVER["cplay-multi"] += 1
        if k == "cplay" and e[1][-1][0] == 8:
            COVER["cplay-eight"] += 1
        if k == "end":
            COVER["end-" + ("userhand" if not M.user else "comphand" if not M.comp else "stock")] += 1
            up, cp = M.points(M.user), M.points(M.comp)
            COVER["winner-" + ("user" if up < cp else "comp" if cp < up else "tie")] += 1
            if not M.stock and M.turn == "user" and M.drawn and M.played:
                COVER["end-stock-user-played-last-draw"] += 1
        self.check(not M.over, "output after the game ended: %s" % (e,))
        if k in ("cplay", "cdraw", "cpass") and M.turn == "user":
            self.end_turn_checks("user")
            M.new_turn("comp")
        if k == "state":
            if M.turn == "comp":
                self.end_turn_checks("comp")
                M.new_turn("user")
            _, hand, top, decl, stock, cc = e
            self.check(sorted(hand) == sorted(M.user), "shown hand %s != expected %s" % (
                [cname(c) for c in hand], [cname(c) for c in M.user]))
            self.disp = hand
            self.check(top == M.top, "shown top %s != expected %s" % (cname(top), cname(M.top)))
            if M.declared:
                self.check(decl == M.active, "declared suit shown %s, expected %s" % (decl, M.active))
            else:
                self.check(decl is None or decl == M.active, "a declared suit is shown although none is in force")
            if stock is not None:
                self.check(stock == len(M.stock), "stock count %d != %d" % (stock, len(M.stock)))
            if cc is not None:
                self.check(cc == len(M.comp), "computer count %d != %d" % (cc, len(M.comp)))
        elif k == "hand":
            self.check(sorted(e[1]) == sorted(M.user), "shown hand differs from expected")
            self.disp = e[1]
        elif k == "deck":
            self.check(e[1] == self.deck, "printed shuffled deck differs from the mirror")
        elif k == "udraw":
            self.check(M.turn == "user", "user draw outside the user's turn")
            self.check(not M.played, "user drew after playing")
            self.check(M.drawn < 3, "user drew a 4th card (max 3)")
            self.check(not M.last_playable, "user kept drawing after drawing a playable card")
            self.check(M.stock, "draw from an empty stockpile")
            exp = M.stock.pop(0)
            self.check(e[1] == exp, "user drew %s, top of stockpile is %s" % (cname(e[1]), cname(exp)))
            M.user.append(exp)
            M.drawn += 1
            M.last_playable = M.playable(exp)
        elif k == "uauto":
            self.check(M.last_playable, "auto-played a drawn card that is not playable")
            self.apply_play("user", [M.user[-1]])
            self.auto_played = True
        elif k == "upass":
            self.check(not M.last_playable, "user passed with a playable drawn card")
            self.check(M.drawn == 3 or not M.stock, "user passed after only %d draws" % M.drawn)
            M.passed = True
        elif k == "uecho":
            pass
        elif k == "cdraw":
            self.check(not M.played, "computer drew after playing")
            if M.drawn == 0:
                self.check(not any(M.playable(c) for c in M.comp), "computer drew although it could play")
            self.check(not M.last_playable, "computer kept drawing after drawing a playable card")
            self.check(M.drawn < 3, "computer drew a 4th card (max 3)")
            if self.ad.end_mode == "immediate":
                self.check(M.stock, "computer drew after the stockpile ran out")
            self.check(M.stock, "computer drew from an empty stockpile")
            c = M.stock.pop(0)
            M.comp.append(c)
            M.drawn += 1
            M.last_playable = M.playable(c)
        elif k == "cplay":
            self.check(not M.played, "computer played twice in one turn")
            self.apply_play("comp", e[1], e[2])
        elif k == "cpass":
            if self.ad.end_mode == "immediate":
                self.check(M.stock, "computer passed after the stockpile ran out")
            self.check(not M.last_playable, "computer passed holding a playable drawn card")
            self.check(M.drawn == 3 or not M.stock, "computer passed after %d draws" % M.drawn)
            if M.drawn == 0:
                self.check(not any(M.playable(c) for c in M.comp), "computer passed holding a playable card")
            M.passed = True
        elif k == "end":
            info = e[1]
            if M.user and M.comp:
                self.check(not M.stock, "game ended although both hands and the stockpile still hold cards")
                if self.ad.end_mode == "turn":
                    self.check(M.played or M.passed, "game ended in the middle of a turn")
            self.check(not M.pending_suit or not M.user, "game ended before the suit was named")
            up, cp = M.points(M.user), M.points(M.comp)
            exp = "user" if up < cp else "comp" if cp < up else "tie"
            if "uhand" in info:
                self.check(sorted(info["uhand"]) == sorted(M.user), "revealed user hand differs")
                self.check(sorted(info["chand"]) == sorted(M.comp), "revealed computer hand %s != %s" % (
                    [cname(c) for c in info["chand"]], [cname(c) for c in M.comp]))
            self.check(info["winner"] == exp, "winner shown %s, expected %s (%d vs %d points)" % (info["winner"], exp, up, cp))
            self.check(info["upts"] == up, "user points shown %d, expected %d" % (info["upts"], up))
            self.check(info["cpts"] == cp, "computer points shown %d, expected %d" % (info["cpts"], cp))
            if "record" in info and self.stats is not None:
                if exp == "user":
                    self.stats[0] += 1
                elif exp == "comp":
                    self.stats[1] += 1
                self.check(info["record"][1:] == tuple(self.stats), "record shown %s, expected %s" % (info["record"], self.stats))
                self.check_stats_file()
            M.over = True
            self.games += 1
            self.end_reason = ("hand" if not M.user or not M.comp else "stock")

    def check_stats_file(self):
        path = os.path.join(self.cwd, "crazy8_stats.txt")
        rec = {}
        for line in open(path):
            p = line.split()
            rec[p[0]] = [int(p[1]), int(p[2])]
        self.check(rec.get(self.uname) == self.stats, "stats file holds %s for %s, expected %s" % (
            rec.get(self.uname), self.uname, self.stats))

    # -- choosing input ---------------------------------------------------
    def legal_moves(self):
        M = self.M
        singles = [[c] for c in M.user if M.playable(c)]
        same = [c for c in M.user if c[0] == M.top[0]]
        multis = []
        if len(same) >= 2:
            multis.append(same[:])
            if len(same) >= 3:
                multis.append(self.rnd.sample(same, 2))
        return singles, multis

    def illegal_moves(self):
        M = self.M
        out = []
        bad = [c for c in M.user if not M.playable(c)]
        if bad:
            out.append([self.rnd.choice(bad)])
        # suit match followed by a card of the same (other) face
        for a in M.user:
            if a[0] != 8 and a[0] != M.top[0] and a[1] == M.active:
                for b in M.user:
                    if b != a and b[0] == a[0]:
                        out.append([a, b])
                        out.append([a, b])   # weight it: this is a tempting mistake
        faces = {}
        for c in M.user:
            faces.setdefault(c[0], []).append(c)
        if len(faces) >= 2:
            f1, f2 = self.rnd.sample(sorted(faces), 2)
            out.append([faces[f1][0], faces[f2][0]])
        return out

    def draw_allowed(self):
        M = self.M
        if M.last_playable:
            return False
        if M.drawn >= 3:
            return False
        if self.ad.voluntary_draw:
            return True
        return not any(M.playable(c) for c in M.user)

    def choose_play_input(self):
        """returns (text, action) where action describes what we expect"""
        M, r, ad = self.M, self.rnd, self.ad
        x = r.random()
        if x < 0.08:
            g = r.choice(ad.garbage)
            return g, ("garbage",)
        if x < 0.22:
            ill = self.illegal_moves()
            if ill:
                mv = r.choice(ill)
                return ad.enc_play(mv, self.disp, r), ("play", mv)
        singles, multis = self.legal_moves()
        can_draw = self.draw_allowed()
        if x < 0.28 and not can_draw:
            return ad.enc_draw(r), ("draw",)      # expected to be refused
        if not singles:
            return ad.enc_draw(r), ("draw",)
        if x < 0.33 and can_draw:
            return ad.enc_draw(r), ("draw",)
        if multis and r.random() < 0.7:
            mv = r.choice(multis)
        else:
            non8 = [s for s in singles if s[0][0] != 8]
            mv = r.choice(non8) if non8 and r.random() < 0.8 else r.choice(singles)
        return ad.enc_play(mv, self.disp, r), ("play", mv)

    # -- run ----------------------------------------------------------------
    def run(self, max_games, eof_at=None):
        """eof_at: close input after this many play prompts in the last game"""
        self.cwd = tempfile.mkdtemp(prefix="c8ref_")
        libc.srand(self.seed)
        P = Proc(self.exe, self.seed, self.cwd)
        self.P = P
        self.M = None
        if not self.ad.lazy_prompt:
            self.start_game(10)
        self.auto_played = False
        play_prompts = 0
        pending = None       # what we sent last
        prev_kind = None
        try:
            while True:
                chunk, kind = P.read_prompt(self.prompts)
                if kind == "TIMEOUT":
                    self.fail("no prompt (timeout); output ends with %r" % chunk[-200:])
                evs = self.ad.parse(chunk)
                # judge the previous input
                if pending is not None and pending[0] in ("garbage", "play", "draw"):
                    acted = [e for e in evs if e[0] not in ("hand",)]
                    rejected = kind in ("play", "play2") and not acted
                    if pending[0] == "garbage":
                        self.check(rejected, "invalid input %r was not rejected" % pending[1])
                    elif pending[0] == "play":
                        mv = pending[1]
                        legal = self.M.legal(mv, self.M.user)
                        if legal:
                            self.check(not rejected, "legal play %s was rejected" % [cname(c) for c in mv])
                        else:
                            self.check(rejected, "illegal play %s on %s (suit %s) was accepted" % (
                                [cname(c) for c in mv], cname(self.M.top), self.M.active))
                        if not rejected:
                            COVER["uplay-multi" if len(mv) > 1 else "uplay"] += 1
                            if mv[-1][0] == 8:
                                COVER["uplay-eight"] += 1
                            self.apply_play("user", mv)
                        else:
                            COVER["rejected-play"] += 1
                    elif pending[0] == "draw":
                        allowed = pending[1]
                        if allowed:
                            self.check(not rejected, "draw was refused although allowed")
                        else:
                            self.check(rejected or not [e for e in acted if e[0] == "udraw"],
                                       "draw was accepted although not allowed here")
                if pending is not None and pending[0] == "suitg":
                    self.check(kind == "suit" and not evs, "invalid suit %r was not rejected" % pending[1])
                pending = None
                self.auto_played = False
                for e in evs:
                    if self.M is None:
                        self.fail("game output before the game started: %s" % (e,))
                    self.event(e)
                if self.M is not None and self.M.pending_suit and kind != "suit" and self.M.user:
                    self.fail("no suit was asked after the user's eight")

                if kind == "EOF":
                    rc = P.p.wait(timeout=5)
                    if self.eof_sent:
                        self.check(rc == 0, "exit status %d at end of input" % rc)
                        return "eof"
                    self.check(rc == 0, "exit status %d" % rc)
                    self.check(self.quit_sent, "program ended unexpectedly")
                    return "quit"
                if kind == "newret":
                    c = self.rnd.choice(["N", "n", "R", "r", "x"])
                    P.send(c)
                    if c == "x":
                        continue
                    self.returning = c.lower() == "r"
                elif kind == "name":
                    self.uname = self.rnd.choice(["Ann", "Bo", "Eli", "Nora", "Zed Q"])
                    P.send(self.uname)
                    self.uname = self.uname.replace(" ", "_")
                    start = {"Eli": [6, 4], "Nora": [5, 5]}.get(self.uname, [0, 0])
                    self.stats = start
                elif kind == "demo":
                    P.send(self.rnd.choice(["y", "n"]))
                elif kind == "lazy":
                    if self.rnd.random() < 0.15:
                        P.send(self.rnd.choice(["0", "11", "x", ""]))
                        continue
                    lvl = 10 if self.rnd.random() < 0.75 else self.rnd.randint(1, 9)
                    P.send(str(lvl))
                    self.start_game(lvl)
                elif kind in ("play", "play2"):
                    M = self.M
                    self.check(not M.over, "prompt after game over")
                    if M.turn == "comp":
                        self.fail("user prompt but computer's turn did not finish")
                    play_prompts += 1
                    if eof_at is not None and self.games == max_games - 1 and play_prompts >= eof_at:
                        self.eof_sent = True
                        P.close_input()
                        continue
                    if kind == "play2":
                        self.check(M.last_playable, "must-play prompt without playable drawn card")
                    text, act = self.choose_play_input()
                    if act[0] == "draw":
                        act = ("draw", self.draw_allowed())
                    pending = act if act[0] != "garbage" else ("garbage", text)
                    P.send(text)
                elif kind == "suit":
                    self.check(self.M.pending_suit, "suit asked without an eight")
                    if self.rnd.random() < 0.2:
                        g = self.rnd.choice(self.ad.suit_garbage)
                        P.send(g)
                        pending = ("suitg", g)
                        continue
                    s = self.rnd.choice("CDHS")
                    P.send(self.ad.suit_text(s, self.rnd))
                    self.M.active = s
                    self.M.declared = True
                    self.M.pending_suit = False
                elif kind == "again":
                    self.check(self.M is not None and self.M.over, "new-game question without an end of game")
                    if self.games >= max_games:
                        self.quit_sent = True
                        P.send(self.rnd.choice(["q", "Q", "quit"]) if self.ad.name != "hal" else self.rnd.choice(["q", "Q"]))
                    else:
                        P.send(self.rnd.choice(["", "y", "again"]))
                        self.M = None
                        if not self.ad.lazy_prompt:
                            self.start_game(10)
        finally:
            P.kill()
            self.last_log = "".join(P.log)
            shutil.rmtree(self.cwd, ignore_errors=True)

    def start_game(self, lazy):
        self.deck = self.ad.mirror_deck(lazy)
        self.M = Model(self.deck)
        self.disp = list(self.M.user)

    quit_sent = False
    eof_sent = False
    end_reason = None


def build(name, src=None):
    d = tempfile.mkdtemp(prefix="c8build_")
    exe = os.path.join(d, "game")
    src = src or os.path.join(ROOT, name)
    files = [os.path.join(src, f) for f in sorted(os.listdir(src)) if f.endswith(".c")]
    subprocess.run(["cc", "-O2", "-o", exe] + files + ["-lm"], check=True)
    return exe, d


def main():
    name, _, src = sys.argv[1].partition("@")   # NAME or NAME@SOURCEDIR
    nruns = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    ad = ADAPTERS[name]
    exe, bdir = build(name, src or None)
    fails = 0
    games = 0
    reasons = {"hand": 0, "stock": 0}
    logdir = "/tmp/c8ref_logs"
    os.makedirs(logdir, exist_ok=True)
    for seed in range(first, first + nruns):
        rnd = random.Random(seed * 7919 + 1)
        R = Referee(ad, exe, seed, rnd, logdir)
        ngames = rnd.choice([1, 2, 2, 3])
        eof_at = rnd.randint(3, 12) if rnd.random() < 0.25 else None
        try:
            R.run(ngames, eof_at)
            games += R.games
            status = "ok"
        except Violation as v:
            fails += 1
            games += R.games
            status = "VIOLATION: %s" % v
        except Exception as ex:     # parser trouble etc.
            fails += 1
            import traceback; traceback.print_exc()
            status = "ERROR: %r" % ex
        if R.end_reason:
            pass
        with open(os.path.join(logdir, "%s_%d.log" % (name, seed)), "w") as f:
            f.write(getattr(R, "last_log", ""))
        print("%s seed %d: %s (games finished %d)" % (name, seed, status, R.games))
    print("%s: %d runs, %d finished games, %d failing runs" % (name, nruns, games, fails))
    print("coverage:", dict(sorted(COVER.items())))
    shutil.rmtree(bdir, ignore_errors=True)


if __name__ == "__main__":
    main()
