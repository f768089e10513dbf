"""One adapter per student program: how to read its screen and how to type to it.

parse(text) turns one chunk of output (everything printed between two reads
of the keyboard) into events for the model; the last event is the prompt.
"""
import random
import re

SYM2S = {"\u2663": "C", "\u2660": "S", "\u2665": "H", "\u2666": "D"}
S2SYM = {v: k for k, v in SYM2S.items()}
FACE = {"A": 1, "J": 11, "Q": 12, "K": 13, "Ace": 1, "Jack": 11, "Queen": 12, "King": 13}
WORD2S = {"Clubs": "C", "Spades": "S", "Hearts": "H", "Diamonds": "D"}


def face_of(t):
    return FACE[t] if t in FACE else int(t)


SYMCARD = re.compile(r"(10|[2-9AJQK])([\u2663\u2660\u2665\u2666])")


def sym_cards(s):
    return [(face_of(f), SYM2S[x]) for f, x in SYMCARD.findall(s)]


class Adapter:
    name = "?"
    autodraw = False
    stats = False
    move_kind = "move"
    argv = []

    def split(self, text):
        lines = text.split("\n")
        return lines[:-1], lines[-1]

    def prompt_event(self, tail):
        for kind, rx in self.PROMPTS:
            if re.search(rx, tail):
                return ("prompt", kind, tail)
        return ("prompt", "unknown", tail)

    def idx(self, cards, display):
        return [display.index(c) + 1 for c in cards]

    # defaults
    def bad_again(self):
        return []

    def bad_suits(self):
        return ["x", "", "7"]


# ---------------------------------------------------------------- yul
class Yul(Adapter):
    name = "yul"
    suit_order = "CSHD"
    passes = 100
    stats = True
    stats_file = "crazy8_stats.txt"
    default_records = {"Yuliana": [7, 4], "Tomas": [5, 6]}
    PROMPTS = [("newold", r"\(N\)ew player or an \(E\)xisting"),
               ("name", r"(Choose a player name|Your player name): $"),
               ("move", r"Your move - card number"),
               ("suit", r"Name the suit to follow"),
               ("again", r"Play a new game\?")]

    @staticmethod
    def art(lines, i):
        """parse card art rows starting at lines[i] (a ┌ line); returns cards, next index"""
        cards = []
        while i + 4 < len(lines) and lines[i].strip().startswith("\u250c"):
            faces = [t.strip() for t in re.findall("\u2502([^\u2502]*)\u2502", lines[i + 1])]
            suits = [t.strip() for t in re.findall("\u2502([^\u2502]*)\u2502", lines[i + 2])]
            for f, s in zip(faces, suits):
                cards.append((face_of(f), SYM2S[s]))
            i += 5
            if i < len(lines) and lines[i].strip().startswith("("):
                i += 1
        return cards, i

    def parse(self, text):
        lines, tail = self.split(text)
        ev = []
        i = 0
        st = None
        while i < len(lines):
            l = lines[i]
            s = l.strip()
            if s == "A fresh deck, in order:":
                ev.append(("deck", sym_cards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if s.startswith("The deck after shuffling"):
                ev.append(("shuffled", sym_cards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if s == "Dealt - your hand:":
                u = sym_cards(lines[i + 1])
                c = sym_cards(lines[i + 3])
                ev.append(("dealt", u, c))
                i += 4
                continue
            m = re.match(r"Stockpile: (\d+) card\(s\)\s+Dealer's hand: (\d+) card", s)
            if m:
                st = {"stock": int(m.group(1)), "opp": int(m.group(2)), "called": None}
                i += 1
                continue
            if s == "Top of the discard pile:":
                cards, i = self.art(lines, i + 1)
                st["top"] = cards[0]
                continue
            m = re.match(r">>> Suit to follow \(named with an 8\): (\S) ", s)
            if m:
                st["called"] = SYM2S[m.group(1)]
                i += 1
                continue
            if s == "Your hand:":
                cards, i = self.art(lines, i + 1)
                ev.append(("state", cards, st["top"], st["called"], st["stock"], st["opp"]))
                st = None
                continue
            m = re.match(r"You draw card \d: (\S+)", s)
            if m:
                ev.append(("udraw", sym_cards(m.group(1))[0]))
            elif s.startswith("You play:"):
                ev.append(("uplay", sym_cards(s)))
            elif s.startswith("You call "):
                ev.append(("ucall", SYM2S[s.split()[2]]))
            elif s == "No playable card - you pass.":
                ev.append(("upass",))
            elif "Dealer draws a card" in s:
                ev.append(("cdraw",))
            elif "Dealer plays:" in s:
                ev.append(("cplay", sym_cards(s.split(":", 1)[1])))
            elif "Dealer calls the suit:" in s:
                ev.append(("ccall", SYM2S[s.split(":", 1)[1].split()[0]]))
            elif "Dealer cannot match and passes" in s:
                ev.append(("cpass",))
            elif s.startswith("\u2717"):
                ev.append(("reject", s))
            elif "GAME OVER" in s:
                ev.append(("over",))
            elif s.startswith("Points left in hand"):
                m = re.search(r"You: (\d+)\s+Dealer: (\d+)", s)
                ev.append(("points", int(m.group(1)), int(m.group(2))))
            elif "You win this game" in s:
                ev.append(("winner", "user"))
            elif s == "The dealer wins this game.":
                ev.append(("winner", "comp"))
            elif s.startswith("It's a tie"):
                ev.append(("winner", "tie"))
            else:
                m = re.match(r"(\S+)'s record: (\d+) win\(s\), (\d+) loss\(es\)", s)
                m2 = re.match(r"Welcome back, (\S+)! Your record: (\d+) win\(s\), (\d+) loss", s)
                m3 = re.match(r"Welcome, (\S+)! A new record", s)
                if m or m2:
                    mm = m or m2
                    ev.append(("record", mm.group(1), int(mm.group(2)), int(mm.group(3))))
                elif m3:
                    ev.append(("record", m3.group(1), 0, 0))
            i += 1
        ev.append(self.prompt_event(tail))
        return ev

    def fmt_play(self, cards, display):
        sep = random.choice([" ", " ", ",", " , "])
        return [("move", sep.join(str(k) for k in self.idx(cards, display)))]

    def fmt_draw(self):
        return [("move", random.choice(["d", "D", "draw"]))]

    def fmt_suit(self, s):
        return random.choice([s, s.lower(), {"C": "clubs", "S": "Spades", "H": "hearts", "D": "DIAMONDS"}[s]])

    def garbage(self, display):
        n = len(display)
        return [[("move", x)] for x in ["", "xyz", "0", str(n + 1), "99", "-2", "1x", "d d", "  ", "x" * 500, "1" * 400]]

    def bad_suits(self):
        return ["x", "", "7", "Q"]

    def again(self, yes):
        return random.choice(["y", "Y", "yes"]) if yes else random.choice(["q", "Q"])

    def bad_again(self):
        return ["", "maybe", "n"]


# ---------------------------------------------------------------- zoe
class Zoe(Adapter):
    name = "zoe"
    suit_order = "CDHS"
    passes = 250
    autodraw = True
    PROMPTS = [("move", r"^> $"), ("suit", r"^suit\? \[cdhs\] $"), ("again", r"^again\? \(q quits\) $")]
    CODE = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b")

    def codes(self, s):
        return [(face_of(f), x) for f, x in self.CODE.findall(s)]

    def parse(self, text):
        lines, tail = self.split(text)
        ev = []
        st = None
        for l in lines:
            s = l.strip()
            m = re.match(r"top (\S+)( suit ([CDHS]))? \| stock (\d+) \| cpu (\d+)$", s)
            if s.startswith("deck: "):
                ev.append(("deck", self.codes(s[6:])))
            elif s.startswith("shuffled: "):
                ev.append(("shuffled", self.codes(s[10:])))
            elif s.startswith("your hand: "):
                st = self.codes(s[11:])
            elif s.startswith("cpu hand: "):
                ev.append(("dealt", st, self.codes(s[10:])))
                st = None
            elif m:
                st = {"top": self.codes(m.group(1))[0], "called": m.group(3),
                      "stock": int(m.group(4)), "opp": int(m.group(5))}
            elif s.startswith("hand: "):
                ev.append(("state", self.codes(s[6:]), st["top"], st["called"], st["stock"], st["opp"]))
            elif s.startswith("drew "):
                ev.append(("udraw", self.codes(s)[0]))
            elif s.startswith("play "):
                ev.append(("uplay", self.codes(s)))
            elif s == "pass":
                ev.append(("upass",))
            elif s == "cpu draws":
                ev.append(("cdraw",))
            elif s == "cpu passes":
                ev.append(("cpass",))
            elif s.startswith("cpu: "):
                m = re.match(r"cpu: (.*?)( suit ([CDHS]))?$", s)
                ev.append(("cplay", self.codes(m.group(1)), m.group(3)))
            elif (s.startswith("bad card") or s.startswith("not in hand") or s.startswith("twice")
                  or s in ("doesn't match", "one card only", "you have a play", "c, d, h or s")
                  or s.startswith("all must be")):
                ev.append(("reject", s))
            elif re.match(r"(you're out|cpu is out|stock empty)\. points: you (\d+), cpu (\d+)$", s):
                m = re.match(r".*points: you (\d+), cpu (\d+)$", s)
                ev.append(("over",))
                ev.append(("points", int(m.group(1)), int(m.group(2))))
            elif s == "you win":
                ev.append(("winner", "user"))
            elif s == "cpu wins":
                ev.append(("winner", "comp"))
            elif s == "tie":
                ev.append(("winner", "tie"))
        ev.append(self.prompt_event(tail))
        return ev

    def code(self, c):
        t = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(c[0], str(c[0])) + c[1]
        return random.choice([t, t.lower()])

    def fmt_play(self, cards, display):
        return [("move", " ".join(self.code(c) for c in cards))]

    def fmt_draw(self):
        return None

    def fmt_suit(self, s):
        return random.choice([s, s.lower()])

    def garbage(self, display):
        have = set(display)
        missing = [(f, s) for f in range(1, 14) for s in "CDHS" if (f, s) not in have]
        out = [[("move", x)] for x in ["xyz", "11", "1H", "ZZ", "10", "HQ", "d", "x" * 500, "", "  "]]
        out.append([("move", self.code(random.choice(missing)))])
        return out

    def bad_suits(self):
        return ["x", "", "7"]

    def again(self, yes):
        return random.choice(["", "y", "go"]) if yes else random.choice(["q", "Q"])


# ---------------------------------------------------------------- abi
class Abi(Adapter):
    name = "abi"
    suit_order = "HDCS"
    passes = 150
    stats = True
    stats_file = "records.txt"
    default_records = {"Abigail": [3, 2], "Marcus": [2, 4]}
    PROMPTS = [("menu12", r"Enter choice \(1 or 2\): $"), ("name", r"Enter your name \(one word\): $"),
               ("demo", r"Show the deck and both hands"), ("move", r"Enter card number\(s\) to play"),
               ("suit", r"Choose the next suit"), ("again", r"Play again\? \(y/n, Q/q to quit\): $")]
    CARD = re.compile(r"(Ace|King|Queen|Jack|10|[2-9]) of (Hearts|Diamonds|Clubs|Spades)")

    def cards(self, s):
        return [(face_of(f), WORD2S[x]) for f, x in self.CARD.findall(s)]

    def parse(self, text):
        lines, tail = self.split(text)
        ev = []
        st = None
        hand = None
        for l in lines + [None]:
            if hand is not None:
                m = re.match(r"  \d+\) (.*)$", l or "")
                if m:
                    hand.append(self.cards(m.group(1))[0])
                    continue
                ev.append(("state", hand, st["top"], st["called"], st["stock"], st["opp"]))
                hand = None
            if l is None:
                break
            s = l.strip()
            if s.startswith("New deck: "):
                ev.append(("deck", self.cards(s)))
            elif s.startswith("Shuffled deck: "):
                ev.append(("shuffled", self.cards(s)))
            elif s.startswith("Your hand: "):
                st = self.cards(s)
            elif s.startswith("Computer's hand: "):
                ev.append(("dealt", st, self.cards(s)))
            elif s.startswith("Top card: "):
                st = {"top": self.cards(s)[0], "called": None}
            elif s.startswith("Suit to follow: "):
                st["called"] = WORD2S[s.split()[3]]
            elif s.startswith("Stockpile: "):
                m = re.match(r"Stockpile: (\d+) cards \| Computer: (\d+) cards", s)
                st["stock"], st["opp"] = int(m.group(1)), int(m.group(2))
            elif s == "Your hand:":
                hand = []
            elif s.startswith("You drew the "):
                ev.append(("udraw", self.cards(s)[0]))
            elif s.endswith("can be played - playing it."):
                ev.append(("uplay", self.cards(s), False))
            elif s.startswith("You played the "):
                c = self.cards(s)[0]
                if ev and ev[-1][0] == "uplay" and ev[-1][2]:
                    ev[-1][1].append(c)
                else:
                    ev.append(("uplay", [c], True))
            elif s.startswith("None of the cards could be played"):
                ev.append(("upass",))
            elif s == "Computer drew a card.":
                ev.append(("cdraw",))
            elif s.startswith("Computer played the "):
                c = self.cards(s)[0]
                m = re.search(r"and declared (\w+)", s)
                if ev and ev[-1][0] == "cplay" and ev[-1][2] is None:
                    ev[-1][1].append(c)
                    if m:
                        ev[-1] = ("cplay", ev[-1][1], WORD2S[m.group(1)])
                else:
                    ev.append(("cplay", [c], WORD2S[m.group(1)] if m else None))
            elif s == "Computer could not play and passed.":
                ev.append(("cpass",))
            elif (s.startswith("Invalid") or s.startswith("You have a card you can play")
                  or s == "You chose the same card twice." or s.endswith("cannot be played now.")
                  or s.startswith("Only one card") or s.startswith("To play more than one")
                  or s.startswith("Please answer") or s.startswith("Sorry, no record")
                  or s.startswith("The name must")):
                ev.append(("reject", s))
            elif "GAME OVER" in s:
                ev.append(("over",))
            elif s.startswith("Your points: "):
                up = int(s.split()[2])
            elif s.startswith("Computer points: "):
                ev.append(("points", up, int(s.split()[2])))
            elif s == "You win!":
                ev.append(("winner", "user"))
            elif s == "The computer wins!":
                ev.append(("winner", "comp"))
            elif s == "It's a draw!":
                ev.append(("winner", "tie"))
            else:
                m = re.match(r"Record for (\S+): (\d+) wins, (\d+) losses", s)
                if m:
                    ev.append(("record", m.group(1), int(m.group(2)), int(m.group(3))))
                m = re.match(r"New user (\S+) created\.", s)
                if m:
                    ev.append(("record", m.group(1), 0, 0))
        # drop the helper flag of combined plays
        out = []
        for e in ev:
            if e[0] == "uplay":
                out.append(("uplay", e[1]))
            else:
                out.append(e)
        out.append(self.prompt_event(tail))
        return out

    def fmt_play(self, cards, display):
        sep = random.choice([",", " ", ", "])
        return [("move", sep.join(str(k) for k in self.idx(cards, display)))]

    def fmt_draw(self):
        return [("move", "0")]

    def fmt_suit(self, s):
        return str("CDHS".index(s) + 1)

    def garbage(self, display):
        n = len(display)
        return [[("move", x)] for x in ["", "abc", str(n + 1), "-1", "0,1", "1 0", "2.5", "1;2", "x" * 500, "1" * 400]]

    def bad_suits(self):
        return ["x", "", "5", "C", "0"]

    def again(self, yes):
        return random.choice(["y", "Y"]) if yes else random.choice(["q", "Q", "n"])

    def bad_again(self):
        return ["", "yes", "maybe"]


# ---------------------------------------------------------------- bram
class Bram(Adapter):
    name = "bram"
    suit_order = "SHDC"
    passes = 100
    PROMPTS = [("move", r"Play which card\(s\)\?"), ("suit", r"Call a suit \(h/d/c/s\): $"),
               ("again", r"New game\? \(Enter to play, Q/q to quit\): $")]

    def parse(self, text):
        lines, tail = self.split(text)
        ev = []
        st = None
        for l in lines:
            s = l.strip()
            if s.startswith("Discard pile top: "):
                m = re.search(r"suit called: (\S)", s)
                st = {"top": sym_cards(s.split("(")[0])[0], "called": SYM2S[m.group(1)] if m else None}
            elif s.startswith("Stock: "):
                m = re.match(r"Stock: (\d+)\s+Computer: (\d+) cards", s)
                st["stock"], st["opp"] = int(m.group(1)), int(m.group(2))
            elif s.startswith("Your cards:"):
                ev.append(("state", sym_cards(s), st["top"], st["called"], st["stock"], st["opp"]))
            elif s.startswith("You picked up "):
                ev.append(("udraw", sym_cards(s)[0]))
            elif s.endswith("is playable -- you play it."):
                ev.append(("uplay", sym_cards(s)))
            elif s.startswith("You put down"):
                ev.append(("uplay", sym_cards(s)))
            elif s == "Nothing to play. You pass.":
                ev.append(("upass",))
            elif s == "Computer picks up a card.":
                ev.append(("cdraw",))
            elif s.startswith("Computer put down"):
                m = re.search(r"and calls (\S)", s)
                ev.append(("cplay", sym_cards(s.split(" and ")[0]), SYM2S[m.group(1)] if m else None))
            elif s == "Computer passes.":
                ev.append(("cpass",))
            elif s in ("You can play a card, so you can't draw.", "Please type card numbers from your hand, or d.",
                       "You can't play that.", "h, d, c or s please."):
                ev.append(("reject", s))
            elif s == "--- Game over ---":
                ev.append(("over",))
            elif s.startswith("Points -- "):
                m = re.match(r"Points -- you: (\d+), computer: (\d+)", s)
                ev.append(("points", int(m.group(1)), int(m.group(2))))
            elif s == ">>> You win! <<<":
                ev.append(("winner", "user"))
            elif s == ">>> Computer wins! <<<":
                ev.append(("winner", "comp"))
            elif s == ">>> Tie game <<<":
                ev.append(("winner", "tie"))
        ev.append(self.prompt_event(tail))
        return ev

    def fmt_play(self, cards, display):
        return [("move", " ".join(str(k) for k in self.idx(cards, display)))]

    def fmt_draw(self):
        return [("move", random.choice(["d", "D"]))]

    def fmt_suit(self, s):
        return random.choice([s, s.lower()])

    def garbage(self, display):
        n = len(display)
        return [[("move", x)] for x in ["", "zz", "0", str(n + 1), "1a", "draw", "-1", "x" * 500]]

    def bad_suits(self):
        return ["x", "", "hh", "7"]

    def again(self, yes):
        return random.choice(["", "y", "again"]) if yes else random.choice(["q", "Q"])


# ---------------------------------------------------------------- cleo
class Cleo(Adapter):
    name = "cleo"
    suit_order = "CHSD"
    passes = 200
    move_kind = "menu"
    PROMPTS = [("menu", r"^choice: $"), ("cards", r"^card number\(s\): $"), ("suit", r"^new suit \(C/H/S/D\): $"),
               ("again", r"^play again\?")]

    def parse(self, text):
        lines, tail = self.split(text)
        ev = []
        st = None
        hand = None
        for l in lines + [None]:
            if hand is not None:
                m = re.match(r" \[\d+\] (\S+)$", l or "")
                if m:
                    hand.extend(sym_cards(m.group(1)))
                    continue
                ev.append(("state", hand, st["top"], st["called"], st["stock"], st["opp"]))
                hand = None
            if l is None:
                break
            s = l.strip()
            if s.startswith("Top card : "):
                m = re.search(r"suit is (\S)", s)
                st = {"top": sym_cards(s.split("(")[0])[0], "called": SYM2S[m.group(1)] if m else None}
            elif s.startswith("Stock    : "):
                st["stock"] = int(s.split(":")[1])
            elif s.startswith("CPU cards: "):
                st["opp"] = int(s.split(":")[1])
            elif s == "Your hand:":
                hand = []
            elif s.startswith("you drew "):
                ev.append(("udraw", sym_cards(s)[0]))
            elif s.startswith("you play "):
                c = sym_cards(s)[0]
                if ev and ev[-1][0] == "uplay":
                    ev[-1][1].append(c)
                else:
                    ev.append(("uplay", [c]))
            elif s == "no match - you pass":
                ev.append(("upass",))
            elif s == "computer draws a card":
                ev.append(("cdraw",))
            elif s.startswith("computer plays "):
                ev.append(("cplay", sym_cards(s)))
            elif s.startswith("computer picks suit "):
                ev.append(("ccall", SYM2S[s.split()[3]]))
            elif s == "computer passes":
                ev.append(("cpass",))
            elif s in ("you can play a card - no drawing allowed", "invalid card number(s)",
                       "that card can't be played", "type 1 or 2", "not a suit") or s.startswith("more than one card"):
                ev.append(("reject", s))
            elif "game over" in s:
                ev.append(("over",))
            elif s.startswith("points: "):
                m = re.match(r"points: you (\d+) - computer (\d+)", s)
                ev.append(("points", int(m.group(1)), int(m.group(2))))
            elif s == "YOU WIN":
                ev.append(("winner", "user"))
            elif s == "COMPUTER WINS":
                ev.append(("winner", "comp"))
            elif s == "TIE":
                ev.append(("winner", "tie"))
        ev.append(self.prompt_event(tail))
        return ev

    def fmt_play(self, cards, display):
        return [("menu", "1"), ("cards", " ".join(str(k) for k in self.idx(cards, display)))]

    def fmt_draw(self):
        return [("menu", "2")]

    def fmt_suit(self, s):
        return random.choice([s, s.lower()])

    def garbage(self, display):
        n = len(display)
        out = [[("menu", x)] for x in ["", "3", "play", "12", "x" * 500]]
        out += [[("menu", "1"), ("cards", x)] for x in ["", "x", "0", str(n + 1), "1 1"]]
        return out

    def bad_suits(self):
        return ["x", "", "7"]

    def again(self, yes):
        return random.choice(["", "y", "1"]) if yes else random.choice(["q", "Q"])


ADAPTERS = {a.name: a for a in [Yul(), Zoe(), Abi(), Bram(), Cleo()]}
