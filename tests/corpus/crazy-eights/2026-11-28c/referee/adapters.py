"""Per-program adapters: how to recognise prompts, parse the output into
events and type the referee's moves for each student's program."""
import re

from engine import card, RNAME

UCARD = r"(10|[2-9AJQK])([\u2663\u2660\u2665\u2666])"
SUITSYM = {"C": "\u2663", "S": "\u2660", "H": "\u2665", "D": "\u2666"}
SUITWORD = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}


def ucards(text):
    return [card(r, s) for r, s in re.findall(UCARD, text)]


class Base:
    suit_order = "CSHD"
    check_shuffle = True
    draw_policy = "forbid"        # forbid | voluntary | auto
    extra_invalid = []
    prompts = []

    def prompt_kind(self, last):
        for rx, kind in self.prompts:
            if re.search(rx, last):
                return kind
        return None

    def quit_word(self, rng):
        return rng.choice(["q", "Q"])

    def again_word(self, rng):
        return "y"

    def garbage_suit(self, rng):
        return rng.choice(["x", "7", "blue", "", "?"])

    def index_of(self, c, order):
        return order.index(c)


# ---------------------------------------------------------------------------
class Tad(Base):
    name = "tad"
    prompts = [
        (r"Are you a \(N\)ew", "setup:newold"),
        (r"Your name", "setup:name"),
        (r"How thorough", "setup:lazy"),
        (r"Your move", "move"),
        (r"Call the next suit", "suit"),
        (r"Play another game", "again"),
    ]
    extra_invalid = ["range", "dup", "empty"]

    def answer_setup(self, what, rng, setup):
        if what == "newold":
            if rng.random() < 0.2 and "bad_no" not in setup:
                setup["bad_no"] = 1
                return "maybe", False
            setup["newold"] = rng.choice(["n", "N", "e"])
            return setup["newold"], True
        if what == "name":
            setup["name"] = rng.choice(["Tad", "Referee", "Ann"])
            return setup["name"], True
        if what == "lazy":
            if rng.random() < 0.3 and "bad_lazy" not in setup:
                setup["bad_lazy"] = 1
                return rng.choice(["0", "11", "abc", "5x"]), False
            setup["lazy"] = rng.randint(1, 10)
            return str(setup["lazy"]), True
        raise ValueError(what)

    def passes(self, setup):
        return 100 * setup["lazy"]

    def post_run(self, cwd, ref):
        """The record file must hold the team's lines and the player's record."""
        import os
        path = os.path.join(cwd, "crazy8_stats.txt")
        try:
            rows = [ln.split() for ln in open(path) if ln.strip()]
        except OSError:
            return ["stats file missing"]
        recs = {r[0]: (int(r[1]), int(r[2])) for r in rows}
        out = []
        name = ref.setup.get("name")
        base = {"Tad": (7, 4), "Uma": (5, 6)}
        for k, v in base.items():
            if k != name and recs.get(k) != v:
                out.append("stats: team record %s changed to %s" % (k, recs.get(k)))
        w0, l0 = base.get(name, (0, 0))
        want = (w0 + ref.results.count("user"), l0 + ref.results.count("comp"))
        if recs.get(name) != want:
            out.append("stats: %s has %s, expected %s" % (name, recs.get(name), want))
        return out

    def again_word(self, rng):
        return rng.choice(["", "y", "yes"])

    def encode_play(self, cards, order, rng):
        return " ".join(str(order.index(c) + 1) for c in cards)

    def encode_draw(self, rng):
        return rng.choice(["d", "D", "draw"])

    def encode_suit(self, s, rng):
        return rng.choice([s, s.lower(), SUITWORD[s], SUITWORD[s].upper()])

    def garbage_move(self, why, order, rng):
        if why == "range":
            return str(rng.choice([0, len(order) + 1, 99, -3]))
        if why == "dup":
            return "1 1"
        if why == "empty":
            return ""
        return rng.choice(["x", "play", "3q", "#"])

    def parse(self, seg):
        ev = []
        lines = seg.split("\n")
        i = 0
        show = None
        in_hand = False
        ranks = []
        suits = []
        over = None
        while i < len(lines):
            ln = lines[i]
            if "[demo] The fresh deck" in ln:
                ev.append(("ordered", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if "[demo] The deck after shuffling" in ln:
                ev.append(("deck", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if "[demo] Your hand:" in ln:
                uh = ucards(ln)
            elif "[demo] Dealer's hand:" in ln:
                ev.append(("hands", uh, ucards(ln)))
            elif "YOUR TURN" in ln:
                show = {"top": None, "decl": None, "stock": None}
            elif show is not None and "Stockpile:" in ln:
                show["stock"] = int(re.search(r"Stockpile: (\d+)", ln).group(1))
            elif show is not None and "Top of the discard pile:" in ln:
                show["top"] = ucards(ln)[0]
            elif show is not None and "Declared suit:" in ln:
                show["decl"] = {v: k for k, v in SUITSYM.items()}[
                    re.search(r"Declared suit: (\S)", ln).group(1)]
            elif show is not None and "Your hand (" in ln:
                in_hand = True
            elif in_hand and re.search(r"\u2502(A|10|[2-9]|J|Q|K) +\u2502", ln):
                ranks += re.findall(r"\u2502(A|10|[2-9]|J|Q|K) +\u2502", ln)
            elif in_hand and re.search(r"\u2502  (\S)  \u2502", ln):
                suits += re.findall(r"\u2502  (\S)  \u2502", ln)
            elif "\u2717" in ln:
                ev.append(("reject",))
            elif "\u25b6 You play" in ln:
                ev.append(("user_play", ucards(ln)))
            elif "\u25b6 You call" in ln:
                ev.append(("user_declare", SYMS(ln)))
            elif "\u25b6 You draw" in ln:
                c = ucards(ln)[0]
                ev.append(("user_draw", c))
                if "so you play it" in ln:
                    ev.append(("user_play", [c]))
            elif "\u25b6 You drew 3 cards" in ln:
                ev.append(("user_pass",))
            elif "\u25c0 Dealer plays" in ln:
                ev.append(("comp_play", ucards(ln)))
            elif "\u25c0 Dealer calls" in ln:
                ev.append(("comp_declare", SYMS(ln)))
            elif "\u25c0 Dealer draws a card" in ln:
                ev.append(("comp_draw", None))
            elif "\u25c0 Dealer drew 3 cards" in ln:
                ev.append(("comp_pass",))
            elif "GAME OVER" in ln:
                over = {}
            elif over is not None and re.match(r"\s*Your hand\s+:", ln):
                over["user_pts"] = int(re.search(r"\((\d+) points\)", ln).group(1))
            elif over is not None and re.match(r"\s*Dealer hand\s+:", ln):
                over["comp_pts"] = int(re.search(r"\((\d+) points\)", ln).group(1))
            elif over is not None and ("YOU WIN" in ln or "dealer wins" in ln or re.search(r"\btie\b", ln)):
                over["winner"] = "user" if "YOU WIN" in ln else "comp" if "dealer wins" in ln else "tie"
                ev.append(("gameover", over))
                over = None
            i += 1
        if show is not None:
            ev.append(("show", [card(r, s) for r, s in zip(ranks, suits)],
                       show["top"], show["decl"], show["stock"]))
        return ev


def SYMS(ln):
    for k, v in SUITSYM.items():
        if v in ln:
            return k
    raise ValueError(ln)


ACARD = r"(10|[2-9AJQK])([CDHS])"


def acards(text):
    return [card(r, s) for r, s in re.findall(r"\b" + ACARD + r"\b", text)]


def aname(c):
    return "%s%s" % (RNAME[c[0]], c[1])


# ---------------------------------------------------------------------------
class Una(Base):
    name = "una"
    suit_order = "CDHS"
    draw_policy = "auto"
    prompts = [(r"^> $", "move"), (r"^suit \(c/d/h/s\)\? $", "suit"),
               (r"^again\? \(q quits\) $", "again")]
    extra_invalid = ["dup", "notmine"]

    def passes(self, setup):
        return 100

    def again_word(self, rng):
        return rng.choice(["y", "yes", "go"])

    def encode_play(self, cards, order, rng):
        sep = rng.choice([",", "+"])
        txt = sep.join(aname(c) for c in cards)
        return txt.lower() if rng.random() < 0.5 else txt

    def encode_draw(self, rng):
        return "d"

    def encode_suit(self, s, rng):
        return rng.choice([s, s.lower()])

    def garbage_suit(self, rng):
        return rng.choice(["x", "7", "blue", "cs", "8"])

    def garbage_move(self, why, order, rng):
        if why == "dup":
            return aname(order[0]) + "," + aname(order[0])
        if why == "notmine":
            for f in range(1, 14):
                for s in "CDHS":
                    if (f, s) not in order:
                        return aname((f, s))
        return rng.choice(["zz", "d", "8x", "draw", "1c", "11h", ",", "kk"])

    def parse(self, seg):
        ev = []
        show = None
        over = None
        uh = None
        for ln in seg.split("\n"):
            if ln.startswith("deck "):
                ev.append(("ordered", acards(ln)))
            elif ln.startswith("shuffled "):
                ev.append(("deck", acards(ln)))
            elif re.fullmatch(r"you( " + ACARD + ")+", ln):
                uh = acards(ln)
            elif re.fullmatch(r"cpu( " + ACARD + ")+", ln):
                ev.append(("hands", uh, acards(ln)))
            elif ln.startswith("top "):
                m = re.match(r"top " + ACARD + r"( suit=([CDHS]))?  stock (\d+)  cpu (\d+)", ln)
                show = (card(m.group(1), m.group(2)), m.group(4), int(m.group(5)))
            elif ln.startswith("hand") and show is not None:
                ev.append(("show", acards(ln), show[0], show[1], show[2]))
                show = None
            elif ln.startswith("! "):
                ev.append(("reject",))
            elif ln.startswith("drew "):
                ev.append(("user_draw", acards(ln)[0]))
            elif ln.startswith("you play"):
                ev.append(("user_play", acards(ln)))
            elif ln.startswith("you call "):
                ev.append(("user_declare", ln.split()[-1]))
            elif ln == "no match, you pass":
                ev.append(("user_pass",))
            elif ln == "cpu draws":
                ev.append(("comp_draw", None))
            elif ln.startswith("cpu plays"):
                ev.append(("comp_play", acards(ln)))
            elif ln.startswith("cpu calls "):
                ev.append(("comp_declare", ln.split()[-1]))
            elif ln == "cpu passes":
                ev.append(("comp_pass",))
            elif ln in ("stock empty", "you're out", "cpu is out"):
                over = {}
            elif over is not None and re.match(r"you \d+  cpu \d+  -> ", ln):
                m = re.match(r"you (\d+)  cpu (\d+)  -> (.*)", ln)
                over.update(user_pts=int(m.group(1)), comp_pts=int(m.group(2)),
                            winner={"you win": "user", "cpu wins": "comp", "tie": "tie"}.get(m.group(3)))
                ev.append(("gameover", over))
                over = None
        return ev


WCARD = r"(Ace|King|Queen|Jack|10|[2-9]) of (Clubs|Spades|Hearts|Diamonds)"
WFACE = {"Ace": "A", "King": "K", "Queen": "Q", "Jack": "J"}


def wcards(text):
    return [card(WFACE.get(r, r), s[0]) for r, s in re.findall(WCARD, text)]


def block(lines, i):
    """Indented lines following lines[i] (the header)."""
    out = []
    j = i + 1
    while j < len(lines) and lines[j].startswith("  "):
        out.append(lines[j])
        j += 1
    return out, j


# ---------------------------------------------------------------------------
class Vera(Base):
    name = "vera"
    suit_order = "HSDC"
    draw_policy = "voluntary"
    prompts = [(r"Show the deck and both hands", "setup:demo"),
               (r"^Your move \(", "move"),
               (r"Which suit do you call", "suit"),
               (r"Play another game\?", "again")]
    extra_invalid = ["range", "dup", "empty", "neg"]

    def answer_setup(self, what, rng, setup):
        if rng.random() < 0.3 and "bad" not in setup:
            setup["bad"] = 1
            return rng.choice(["x", "", "maybe"]), False
        return rng.choice(["y", "Y", "yes"]), True

    def passes(self, setup):
        return 200

    def again_word(self, rng):
        return rng.choice(["", "y", "again", "n"])

    def encode_play(self, cards, order, rng):
        return " ".join(str(order.index(c)) for c in cards)

    def encode_draw(self, rng):
        return rng.choice(["d", "D"])

    def encode_suit(self, s, rng):
        w = SUITWORD[s]
        return rng.choice([s, s.lower(), w, w.capitalize(), "  " + w + " "])

    def garbage_move(self, why, order, rng):
        if why == "range":
            return str(len(order) + rng.randint(0, 5))
        if why == "neg":
            return "-1"
        if why == "dup":
            return "0 0"
        if why == "empty":
            return ""
        return rng.choice(["x", "draw", "1a", "play 1", "dd"])

    def parse(self, seg):
        ev = []
        lines = seg.split("\n")
        i = 0
        show = None
        over = None
        uh = None
        while i < len(lines):
            ln = lines[i]
            if ln.startswith("Deck in order:"):
                b, i = block(lines, i)
                ev.append(("ordered", wcards(" ".join(b))))
                continue
            if ln.startswith("Deck after shuffling:"):
                b, i = block(lines, i)
                ev.append(("deck", wcards(" ".join(b))))
                continue
            if ln.startswith("Your hand:") and show is not None:
                j = i + 1
                hand = []
                while j < len(lines) and re.match(r"\s+\d+\) ", lines[j]):
                    hand += wcards(lines[j])
                    j += 1
                ev.append(("show", hand, show["top"], show["decl"], show["stock"]))
                show = None
                i = j
                continue
            if ln.startswith("Your hand:"):
                b, i = block(lines, i)
                uh = wcards(" ".join(b))
                continue
            if ln.startswith("Computer's hand:"):
                b, i = block(lines, i)
                ev.append(("hands", uh, wcards(" ".join(b))))
                continue
            if ln.startswith("Your cards:") and over is not None:
                b, i = block(lines, i)
                over["user_pts"] = int(re.search(r"= (\d+) points", b[-1]).group(1))
                continue
            if ln.startswith("Computer's cards:") and over is not None:
                b, i = block(lines, i)
                over["comp_pts"] = int(re.search(r"= (\d+) points", b[-1]).group(1))
                continue
            if ln.startswith("Top card: "):
                show = {"top": wcards(ln)[0], "decl": None, "stock": None}
            elif ln.startswith("(Suit in play: ") and show is not None:
                show["decl"] = ln[len("(Suit in play: ")][0]
            elif ln.startswith("Stockpile: ") and show is not None:
                show["stock"] = int(re.search(r"Stockpile: (\d+)", ln).group(1))
            elif ln.startswith("Invalid"):
                ev.append(("reject",))
            elif ln.startswith("You played: "):
                ev.append(("user_play", wcards(ln)))
            elif ln.startswith("You called "):
                ev.append(("user_declare", ln.split()[-1][0]))
            elif ln.startswith("You drew the "):
                ev.append(("user_draw", wcards(ln)[0]))
            elif ln.startswith("None of the 3 cards can be played. You pass."):
                ev.append(("user_pass",))
            elif ln.startswith("Computer drew a card."):
                ev.append(("comp_draw", None))
            elif ln.startswith("Computer played: "):
                ev.append(("comp_play", wcards(ln)))
            elif ln.startswith("Computer called "):
                ev.append(("comp_declare", ln.split()[-1][0]))
            elif ln.startswith("Computer could not play and passes."):
                ev.append(("comp_pass",))
            elif ln.startswith("*** Game over"):
                over = {}
            elif over is not None and ln in ("You win!", "The computer wins!", "It's a draw (same points)."):
                over["winner"] = {"You win!": "user", "The computer wins!": "comp"}.get(ln, "tie")
                ev.append(("gameover", over))
                over = None
            i += 1
        return ev


# ---------------------------------------------------------------------------
class Walt(Base):
    name = "walt"
    prompts = [(r"How many cards do you want to play\? \(0 = draw from stockpile\): $", "move"),
               (r"Pick a suit for the next player", "suit"),
               (r"Do you want to play again\?", "again")]
    extra_invalid = ["range", "dup", "count", "neg"]

    def passes(self, setup):
        return 100

    def again_word(self, rng):
        return rng.choice(["y", "n", "c"])

    def encode_play(self, cards, order, rng):
        return "%d %s" % (len(cards), " ".join(str(order.index(c) + 1) for c in cards))

    def encode_draw(self, rng):
        return "0"

    def encode_suit(self, s, rng):
        return str("CSHD".index(s) + 1)

    def garbage_suit(self, rng):
        return rng.choice(["x", "5", "0", "-2"])

    def garbage_move(self, why, order, rng):
        if why == "range":
            return "1 %d" % (len(order) + rng.randint(1, 4))
        if why == "dup":
            return "2 1 1"
        if why == "count":
            return str(len(order) + rng.randint(1, 9))
        if why == "neg":
            return "-1"
        return rng.choice(["x", "abc", "d", "play"])

    def parse(self, seg):
        ev = []
        lines = seg.split("\n")
        i = 0
        show = None
        hand = None
        over = None
        uh = None
        while i < len(lines):
            ln = lines[i]
            if ln.startswith("Here is the deck:"):
                ev.append(("ordered", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if ln.startswith("Shuffled deck:"):
                ev.append(("deck", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if hand is not None and not re.match(r"\s+\d+\.\[", ln):
                ev.append(("show", hand, show["top"], show["decl"], show["stock"]))
                hand = None
                show = None
            if ln.startswith("Your hand: "):
                uh = ucards(ln)
            elif ln.startswith("Computer hand: "):
                ev.append(("hands", uh, ucards(ln)))
            elif ln.startswith("Top card: "):
                m = re.search(r"Suit to play: (\S)\)", ln)
                show = {"top": ucards(ln)[0], "decl": SYMS(m.group(1)) if m else None, "stock": None}
            elif ln.startswith("Cards left in stockpile: ") and show is not None:
                show["stock"] = int(ln.split()[-1])
            elif ln.startswith("Your cards:") and show is not None:
                hand = []
            elif hand is not None:
                hand += ucards(ln)
            elif "Invalid" in ln:
                ev.append(("reject",))
            elif "You drew " in ln:
                ev.append(("user_draw", ucards(ln)[0]))
            elif "You played " in ln:
                ev.append(("user_play", ucards(ln.split("You played ")[1])))
            elif "No card to play, your turn is over" in ln:
                ev.append(("user_pass",))
            elif ln.startswith("Computer drew a card"):
                ev.append(("comp_draw", None))
            elif ln.startswith("Computer played "):
                ev.append(("comp_play", ucards(ln)))
            elif ln.startswith("Computer picked suit "):
                ev.append(("comp_declare", SYMS(ln)))
            elif ln.startswith("Computer could not play"):
                ev.append(("comp_pass",))
            elif ln.startswith("GAME OVER"):
                over = {}
            elif over is not None and ln.startswith("Your points: "):
                over["user_pts"] = int(ln.split()[-1])
            elif over is not None and ln.startswith("Computer points: "):
                over["comp_pts"] = int(ln.split()[-1])
            elif over is not None and ln in ("YOU WIN!", "COMPUTER WINS!", "IT'S A TIE!"):
                over["winner"] = {"YOU WIN!": "user", "COMPUTER WINS!": "comp"}.get(ln, "tie")
                ev.append(("gameover", over))
                over = None
            i += 1
        if hand is not None:
            ev.append(("show", hand, show["top"], show["decl"], show["stock"]))
        return ev


# ---------------------------------------------------------------------------
class Xena(Base):
    name = "xena"
    prompts = [(r"^Play \(letters", "move"), (r"^Which suit\? \(C/S/H/D\): $", "suit"),
               (r"^New game\? ", "again")]
    extra_invalid = ["range", "dup", "empty"]

    def passes(self, setup):
        return 120

    def again_word(self, rng):
        return rng.choice(["", "y", "play"])

    def encode_play(self, cards, order, rng):
        sep = rng.choice(["", " ", ","])
        return sep.join(chr(97 + order.index(c)) for c in cards)

    def encode_draw(self, rng):
        return "+"

    def encode_suit(self, s, rng):
        return rng.choice([s, s.lower()])

    def garbage_suit(self, rng):
        return rng.choice(["x", "5", "", "clubs"])

    def garbage_move(self, why, order, rng):
        if why == "range" and len(order) < 26:
            return chr(97 + len(order))
        if why == "dup":
            return "aa"
        if why == "empty":
            return ""
        return rng.choice(["1", "#", "?x", "9"])

    def parse(self, seg):
        ev = []
        lines = seg.split("\n")
        i = 0
        show = None
        over = None
        uh = None
        while i < len(lines):
            ln = lines[i]
            if ln.startswith("ORDERED DECK:"):
                ev.append(("ordered", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if ln.startswith("SHUFFLED DECK:"):
                ev.append(("deck", ucards(" ".join(lines[i + 1:i + 5]))))
                i += 5
                continue
            if ln.startswith("YOUR HAND:"):
                uh = ucards(ln)
            elif ln.startswith("CPU HAND:"):
                ev.append(("hands", uh, ucards(ln)))
            elif ln.startswith(" Pile: "):
                m = re.search(r"named suit: (\S)\)", ln)
                show = {"top": ucards(ln)[0], "decl": SYMS(m.group(1)) if m else None,
                        "stock": int(re.search(r"Stock: (\d+)", ln).group(1))}
            elif ln.startswith(" Your hand:") and show is not None:
                ev.append(("show", ucards(ln), show["top"], show["decl"], show["stock"]))
                show = None
            elif ln.startswith(">> "):
                ev.append(("reject",))
            elif ln.startswith("You drew "):
                ev.append(("user_draw", ucards(ln)[0]))
            elif ln.startswith("You put down"):
                ev.append(("user_play", ucards(ln)))
            elif ln.startswith("You named "):
                ev.append(("user_declare", SYMS(ln)))
            elif ln.startswith("You could not play - pass"):
                ev.append(("user_pass",))
            elif ln.startswith("CPU drew a card"):
                ev.append(("comp_draw", None))
            elif ln.startswith("CPU put down"):
                ev.append(("comp_play", ucards(ln)))
            elif ln.startswith("CPU named "):
                ev.append(("comp_declare", SYMS(ln)))
            elif ln.startswith("CPU could not play - pass"):
                ev.append(("comp_pass",))
            elif "GAME OVER" in ln:
                over = {}
            elif over is not None and ln.startswith("Points -- "):
                m = re.search(r"you: (\d+), CPU: (\d+)", ln)
                over.update(user_pts=int(m.group(1)), comp_pts=int(m.group(2)))
            elif over is not None and ln.startswith("==> "):
                over["winner"] = ("user" if "YOU ARE" in ln else "comp" if "CPU IS" in ln else "tie")
                ev.append(("gameover", over))
                over = None
            i += 1
        return ev


ADAPTERS = {"tad": Tad, "una": Una, "vera": Vera, "walt": Walt, "xena": Xena}
