#!/usr/bin/env python3
"""Referee for the Memoarr! programs.

Plays games through pipes (SEED set), mixes invalid input in, rebuilds the game state
from what it typed and from the cards the program shows, and checks the rules:
board layout, matching, elimination, turn order, the expert powers, round winners,
hidden rubies, the final ranking (least to most), the winner, exit status 0 at EOF.

usage: referee.py PROGRAM [games] [first_seed]   (PROGRAM is a folder name, e.g. pete)
"""
import os, random, re, select, subprocess, sys, time

from adapters import ADAPTERS

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ROWS = "ABCDE"
ANIMALS = "CPOTW"
COLOURS = "rgpby"
SIDE_CARDS = {
    "top": ["A2", "A3", "A4"], "bottom": ["E2", "E3", "E4"],
    "left": ["B1", "C1", "D1"], "right": ["B5", "C5", "D5"],
}
ALL_POS = [r + str(c) for r in ROWS for c in range(1, 6) if r + str(c) != "C3"]
NUMBERS = "   1   2   3   4   5"
JUNK = ["", "xyz", "F2", "A6", "A0", "C3", "3B", "AA", "B", "12", "?"]
NAMES = ["Ann Lee", "Bob", "Cy de Ray", "Dee"]


class Fail(Exception):
    pass


def neighbours(p):
    r, c = ROWS.index(p[0]), int(p[1]) - 1
    out = []
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < 5 and 0 <= nc < 5 and not (nr == 2 and nc == 2):
            out.append(ROWS[nr] + str(nc + 1))
    return out


def matches(a, b):
    return a[0] == b[0] or a[1] == b[1]


# ---------------------------------------------------------------- parsing
def parse_cell(top, mid, bot, where):
    """returns 'z' for face down, ' ' for the empty centre, (animal, colour) for a card"""
    if top == mid == bot == "zzz":
        return "z"
    if top == mid == bot == "   ":
        return " "
    c = top[0]
    if (c in COLOURS and top == c * 3 and bot == c * 3 and mid[0] == c and mid[2] == c
            and mid[1] in ANIMALS):
        return (mid[1], c)
    raise Fail("bad card cell at %s: %r %r %r" % (where, top, mid, bot))


BOARD_START = re.compile(r"^A [a-zA-Z ]{19}$")
ROW_TOP = re.compile(r"^[rgpby]{3}( [rgpby]{3})*$")
ROW_MID = re.compile(r"^[rgpby][CPOTW][rgpby]( [rgpby][CPOTW][rgpby])*$")
ROW_POS = re.compile(r"^[A-E][1-5](  [A-E][1-5])*$")
STATUS = re.compile(r"^\s*(.+?):\s+(top|bottom|left|right) \((active|inactive)\)\s*$")
FINAL = re.compile(r"^\s*(.+?):\s+(\d+) rub(?:y|ies)\s*$")
RUBY_LEAK = re.compile(r"\d+\s*rub(y|ies)", re.I)


def parse_board(lines, i):
    # lines[i] is the "A ..." line; the top line of row A is lines[i-1]
    if i < 1:
        raise Fail("board without top line")
    s = i - 1
    need = s + 21
    if need > len(lines):
        raise Fail("board cut short")
    cells = {}
    for r in range(5):
        base = s + 4 * r
        trio = lines[base:base + 3]
        if len(trio[0]) != 21 or len(trio[1]) != 21 or len(trio[2]) != 21:
            raise Fail("board row %s has wrong width: %r" % (ROWS[r], trio))
        if not (trio[0].startswith("  ") and trio[1].startswith(ROWS[r] + " ") and trio[2].startswith("  ")):
            raise Fail("board row label wrong near %r" % trio[1])
        for c in range(5):
            parts = [t[2 + 4 * c: 5 + 4 * c] for t in trio]
            if c < 4 and any(t[5 + 4 * c] != " " for t in trio):
                raise Fail("no separator in board row %s" % ROWS[r])
            cell = parse_cell(parts[0], parts[1], parts[2], ROWS[r] + str(c + 1))
            pos = ROWS[r] + str(c + 1)
            if pos == "C3":
                if cell != " ":
                    raise Fail("centre C3 is not empty")
            else:
                if cell == " ":
                    raise Fail("empty cell at %s" % pos)
                cells[pos] = cell
        if r < 4 and lines[base + 3] != "":
            raise Fail("no blank line after board row %s" % ROWS[r])
    if lines[s + 19] != "" or lines[s + 20] != NUMBERS:
        raise Fail("column numbers wrong: %r %r" % (lines[s + 19], lines[s + 20]))
    return cells, s + 21


def parse_row(lines, i):
    top, mid, bot = lines[i], lines[i + 1], lines[i + 2]
    if not (ROW_MID.match(mid) and ROW_TOP.match(bot) and len(top) == len(mid) == len(bot)):
        raise Fail("bad expert display rows: %r %r %r" % (top, mid, bot))
    if i + 4 >= len(lines) or lines[i + 3] != "" or not ROW_POS.match(lines[i + 4]):
        raise Fail("bad expert display positions line after %r" % mid)
    poss = lines[i + 4].split("  ")
    n = (len(mid) + 1) // 4
    if len(poss) != n:
        raise Fail("expert display: %d cards but %d positions" % (n, len(poss)))
    out = []
    for k in range(n):
        card = parse_cell(top[4 * k:4 * k + 3], mid[4 * k:4 * k + 3], bot[4 * k:4 * k + 3], poss[k])
        out.append((poss[k], card))
    return out, i + 5


def parse_chunk(text, ad):
    lines = text.split("\n")
    items = []
    i = 0
    while i < len(lines):
        ln = lines[i]
        if i + 1 < len(lines) and BOARD_START.match(lines[i + 1]) and lines[i].startswith("  "):
            cells, i = parse_board(lines, i + 1)
            items.append(("board", cells))
            continue
        if ROW_TOP.match(ln) and i + 1 < len(lines) and ROW_MID.match(lines[i + 1]):
            row, i = parse_row(lines, i)
            items.append(("row", row))
            continue
        if ad.get("empty_row") and re.match(ad["empty_row"], ln):
            items.append(("row", []))
            i += 1
            continue
        m = STATUS.match(ln)
        if m:
            block = []
            while i < len(lines):
                m = STATUS.match(lines[i])
                if not m:
                    break
                block.append((m.group(1).strip(), m.group(2), m.group(3) == "active"))
                i += 1
            items.append(("status", block))
            continue
        m = FINAL.match(ln)
        if m:
            items.append(("final", m.group(1).strip(), int(m.group(2))))
            i += 1
            continue
        m = re.search(ad["peek"], ln)
        if m:
            items.append(("peek", m.group("name")))
        m = re.search(ad["round_win"], ln)
        if m:
            items.append(("win", m.group("name"), m.groupdict().get("round")))
        m = re.search(ad["champion"], ln)
        if m:
            items.append(("champion", ln))
        if RUBY_LEAK.search(ln):
            items.append(("leak", ln))
        i += 1
    return items


# ---------------------------------------------------------------- the model
class Model:
    def __init__(self, names, sides, rules, display, starter):
        self.names = names
        self.sides = sides
        self.n = len(names)
        self.rules = rules
        self.display = display
        self.starter = starter
        self.layout = {}            # pos -> card, what we know
        self.events = {}
        self.round = 0
        self.wins = []
        self.expected_wins = []
        self.expected_peeks = []
        self.new_round(0)

    # -- helpers
    def facedown(self):
        return [p for p in ALL_POS if p not in self.faceup]

    def selectable(self):
        return [p for p in self.facedown() if p != self.blocked]

    def next_active(self, idx, skips):
        for _ in range(skips + 1):
            for k in range(1, self.n + 1):
                j = (idx + k) % self.n
                if self.active[j]:
                    idx = j
                    break
        return idx

    def new_round(self, starter):
        self.faceup = []
        self.active = [True] * self.n
        self.prev = None
        self.blocked = None
        self.pending_block = None
        self.skip = 0
        self.cur = starter
        self.expected_peeks += list(range(self.n))
        self.expect = ("select", starter)

    def learn(self, pos, card, what):
        k = self.layout.get(pos)
        if k is None:
            for q, c in self.layout.items():
                if c == card and q != pos:
                    raise Fail("%s: card %s shown at %s but it was seen at %s" % (what, card, pos, q))
            self.layout[pos] = card
        elif k != card:
            raise Fail("%s: %s shows %s%s, earlier it was %s%s (cards must stay in place)"
                       % (what, pos, card[1], card[0], k[1], k[0]))

    # -- transitions
    def flip(self, pos, card):
        prevc = self.prev
        self.prev = card
        self.faceup.append(pos)
        x = self.cur
        valid = prevc is None or matches(card, prevc)
        self.last_valid = valid
        if not valid:
            self.active[x] = False
            return self.end_turn()
        if self.rules:
            a = card[0]
            if a == "O":
                self.expect = ("octopus", x, pos)
                return
            if a == "P" and prevc is not None:
                self.expect = ("penguin", x, pos)
                return
            if a == "W" and self.facedown():
                self.expect = ("walrus", x)
                return
            if a == "C":
                if self.selectable():
                    self.expect = ("crab", x)
                    return
                self.events["crab_nocard"] = self.events.get("crab_nocard", 0) + 1
                self.active[x] = False
            if a == "T":
                self.events["turtle"] = self.events.get("turtle", 0) + 1
                self.skip = 1
        self.end_turn()

    def octopus(self, src, dst):
        a, b = self.layout.get(src), self.layout.get(dst)
        for p, c in ((src, b), (dst, a)):
            if c is None:
                self.layout.pop(p, None)
            else:
                self.layout[p] = c
        self.faceup = [dst if p == src else src if p == dst else p for p in self.faceup]
        self.end_turn()

    def penguin(self, pos):
        if pos is not None:
            self.faceup.remove(pos)
        self.end_turn()

    def walrus(self, pos):
        self.pending_block = pos
        self.end_turn()

    def end_turn(self):
        self.blocked = self.pending_block
        self.pending_block = None
        skips, self.skip = self.skip, 0
        self.cur = self.next_active(self.cur, skips)
        self.start_turn()

    def start_turn(self):
        while True:
            if sum(self.active) == 1:
                return self.round_over()
            if not self.selectable():
                self.events["autolose" if self.facedown() else "nocards"] = self.events.get("autolose" if self.facedown() else "nocards", 0) + 1
                self.active[self.cur] = False
                self.blocked = None
                self.cur = self.next_active(self.cur, 0)
                continue
            self.expect = ("select", self.cur)
            return

    def round_over(self):
        w = self.active.index(True)
        self.snapshot = (list(self.faceup), list(self.active))
        self.wins.append(w)
        self.expected_wins.append((w, self.round + 1))
        self.round += 1
        if self.round == 7:
            self.expect = ("end",)
            return
        st = {"rotate": self.round % self.n, "winner": w, "first": 0}[self.starter]
        self.new_round(st)


# ---------------------------------------------------------------- the driver
class Proc:
    def __init__(self, exe, seed):
        env = dict(os.environ, SEED=str(seed))
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env, bufsize=0)
        self.transcript = []
        self.inputs = []

    def read_until(self, prompts, timeout=10.0):
        """reads until the last line matches one of the prompt regexes, or EOF.
        returns (text, kind, match) ; kind None at EOF"""
        buf = b""
        fd = self.p.stdout.fileno()
        deadline = time.time() + timeout
        while True:
            text = buf.decode("utf-8", "replace")
            tail = text.rsplit("\n", 1)[-1]
            for kind, rx in prompts:
                m = re.fullmatch(rx, tail)
                if m:
                    self.transcript.append(text)
                    return text[: len(text) - len(tail)], kind, m
            left = deadline - time.time()
            if left <= 0:
                self.transcript.append(text)
                raise Fail("timeout waiting for a prompt; tail %r" % tail[-200:])
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            data = os.read(fd, 65536)
            if not data:
                self.transcript.append(text)
                return text, None, None
            buf += data

    def send(self, line):
        self.transcript.append("<<" + line + ">>\n")
        self.inputs.append(line)
        self.p.stdin.write((line + "\n").encode())
        self.p.stdin.flush()

    def close_and_wait(self, timeout=5.0):
        try:
            self.p.stdin.close()
        except Exception:
            pass
        try:
            rest = self.p.stdout.read()
            self.transcript.append(rest.decode("utf-8", "replace"))
            rc = self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            raise Fail("program does not stop at end of input")
        return rc


class Game:
    def __init__(self, prog, seed, mode, nplayers, rng, cut=None):
        self.ad = ADAPTERS[prog]
        self.exe = os.environ.get("REF_EXE") or os.path.join(ROOT, prog, "prog")
        self.seed = seed
        self.mode = mode  # base / display / rules / both
        self.nplayers = nplayers
        self.rng = rng
        self.cut = cut    # close stdin after this many answers
        self.answers = 0
        self.smart = rng.choice([0.0, 0.6, 0.95, 1.0])
        self.stats = {"invalid": 0, "exhausted": 0, "powers": 0, "autolose": 0}
        self.prompts = [(k, rx) for k, rx in self.ad["prompts"]]

    def say(self, line):
        self.answers += 1
        self.proc.send(line)

    def next(self):
        text, kind, m = self.proc.read_until(self.prompts)
        return text, kind, m

    def run(self):
        self.proc = Proc(self.exe, self.seed)
        try:
            self.play()
        finally:
            if self.proc.p.poll() is None:
                try:
                    self.proc.p.kill()
                except Exception:
                    pass

    # -- setup
    def setup(self):
        ad = self.ad
        rules = self.mode in ("rules", "both")
        display = self.mode in ("display", "both")
        names = NAMES[: self.nplayers]
        plan = [("mode", ad["mode_answers"][self.mode], ad.get("mode_bad", ["9", "x", ""])),
                ("nplayers", str(self.nplayers), ["1", "5", "two", ""])]
        for k in range(self.nplayers):
            plan.append(("name", names[k], []))
        text_all = ""
        for kind, good, bads in plan:
            text, got, m = self.next()
            text_all += text
            if got != kind:
                raise Fail("setup: expected %s prompt, got %s (%r)" % (kind, got, text[-200:]))
            if bads and self.rng.random() < 0.5:
                self.say(self.rng.choice(bads))
                self.stats["invalid"] += 1
                text, got, m = self.next()
                text_all += text
                if got != kind:
                    raise Fail("setup: invalid answer to %s not re-asked (got %s)" % (kind, got))
            self.say(good)
        sides = ad["sides"][self.nplayers]
        self.model = Model(names, sides, rules, display, ad["starter"])
        return text_all

    # -- main loop
    def play(self):
        pre = self.setup()
        self.pending = None
        text, kind, m = self.next()
        self.check_chunk(pre + text, first=True)
        while True:
            if kind is None:
                return self.finish(text)
            if self.cut is not None and self.answers >= self.cut:
                rc = self.proc.close_and_wait()
                if rc != 0:
                    raise Fail("exit status %s at end of input" % rc)
                return "eof"
            self.answer(kind, m)
            text, kind, m = self.next()
            self.check_chunk(text)

    def expect_prompt(self, kind, m):
        e = self.model.expect
        md = self.model
        if e[0] == "end":
            raise Fail("game should be over, got prompt %s" % kind)
        if kind == "ack":
            if not self.ack_ok:
                raise Fail("unexpected acknowledgement prompt")
            return
        if kind != e[0]:
            raise Fail("expected prompt %s for %s, got %s" % (e[0], md.names[e[1]], kind))
        name = m.groupdict().get("name")
        if name is not None and name.strip() != md.names[e[1]]:
            raise Fail("expected %s for %s, prompt names %s" % (kind, md.names[e[1]], name))
        if kind == "select" and md.expected_peeks:
            raise Fail("missing peeks for %s" % [md.names[k] for k in md.expected_peeks])
        if md.expected_wins:
            raise Fail("round winner %s not announced" % md.names[md.expected_wins[0][0]])

    def answer(self, kind, m):
        md = self.model
        self.expect_prompt(kind, m)
        rng = self.rng
        if kind == "ack":
            self.pending = None
            return self.say("")
        bad = rng.random() < 0.15
        if kind in ("select", "crab"):
            if bad:
                choices = list(JUNK)
                if md.faceup:
                    choices += md.faceup * 3
                if md.blocked:
                    choices += [md.blocked] * 6
                return self.invalid(rng.choice(choices))
            pos = self.pick(md)
            self.pending = ("flip", pos)
            return self.say(pos)
        if kind == "octopus":
            src = md.expect[2]
            nb = neighbours(src)
            if bad:
                others = [p for p in ALL_POS if p not in nb]
                return self.invalid(rng.choice(["", "Q", rng.choice(others)]) if self.ad["octo_format"] == "pos"
                                    else rng.choice(["", "q", "x"]))
            dst = rng.choice(nb)
            self.pending = ("octopus", src, dst)
            self.stats["powers"] += 1
            return self.say(self.ad["octo_answer"](src, dst))
        if kind == "penguin":
            src = md.expect[2]
            ups = [p for p in md.faceup if p != src]
            if bad:
                return self.invalid(rng.choice(md.facedown() + ["C3", "Z1", src]))
            if rng.random() < 0.3:
                self.pending = ("penguin", None)
                return self.say(self.ad["penguin_skip"])
            t = rng.choice(ups)
            self.pending = ("penguin", t)
            self.stats["powers"] += 1
            return self.say(t)
        if kind == "walrus":
            if bad:
                return self.invalid(rng.choice(md.faceup + ["C3", "", "E9"]))
            t = rng.choice(md.facedown())
            self.pending = ("walrus", t)
            self.stats["powers"] += 1
            return self.say(t)
        raise Fail("unknown prompt kind %s" % kind)

    def invalid(self, line):
        self.stats["invalid"] += 1
        self.pending = ("invalid",)
        self.say(line)

    def pick(self, md):
        sel = md.selectable()
        prev = md.prev
        if prev is not None and self.rng.random() < self.smart:
            good = [p for p in sel if p in md.layout and matches(md.layout[p], prev)]
            if good:
                # Warnsdorff: the match with the fewest onward matches keeps long chains possible
                def onward(p):
                    c = md.layout[p]
                    return sum(1 for q in sel if q != p and q in md.layout and matches(md.layout[q], c))
                good.sort(key=lambda p: (onward(p), self.rng.random()))
                return good[0]
            unknown = [p for p in sel if p not in md.layout]
            if unknown:
                return self.rng.choice(unknown)
        return self.rng.choice(sel)

    # -- checking one chunk of output
    def check_chunk(self, text, first=False):
        md = self.model
        items = parse_chunk(text, self.ad)
        self.ack_ok = False
        pend, self.pending = self.pending, None
        displays = [it for it in items if it[0] in ("board", "row")]
        # resolve our last action
        if pend is not None:
            if pend[0] == "flip":
                pos = pend[1]
                card = None
                for it in displays:
                    if it[0] == "board" and it[1][pos] != "z":
                        card = it[1][pos]
                        break
                    if it[0] == "row":
                        got = dict(it[1])
                        if pos in got:
                            card = got[pos]
                            break
                if card is None:
                    raise Fail("the card turned at %s is not shown" % pos)
                md.learn(pos, card, "turned card")
                before = sum(md.active)
                md.flip(pos, card)
                if len(md.faceup) == 24:
                    self.stats["exhausted"] += 1
            elif pend[0] == "octopus":
                md.octopus(pend[1], pend[2])
            elif pend[0] == "penguin":
                md.penguin(pend[1])
            elif pend[0] == "walrus":
                md.walrus(pend[1])
            elif pend[0] == "invalid":
                pass
        # walk the items in order
        win_idx = [k for k, it in enumerate(items) if it[0] == "win"]
        last_win = win_idx[-1] if win_idx else -1
        peek_next = False
        segs = [[None, None], [None, None]]   # [display, status] before / after the round winner
        for k, it in enumerate(items):
            seg = segs[1] if 0 <= last_win < k else segs[0]
            if it[0] == "leak" and not (md.expect[0] == "end" and k > last_win):
                raise Fail("rubies shown before the end of the game: %r" % it[1])
            if it[0] == "peek":
                if not md.expected_peeks:
                    raise Fail("unexpected peek for %s" % it[1])
                j = md.expected_peeks.pop(0)
                if it[1].strip() != md.names[j]:
                    raise Fail("peek for %s, expected %s" % (it[1], md.names[j]))
                peek_next = md.sides[j]
                continue
            if it[0] in ("board", "row"):
                cards = it[1] if it[0] == "board" else dict(it[1])
                for p, c in cards.items():
                    if c != "z":
                        md.learn(p, c, "display")
                if peek_next:
                    want = SIDE_CARDS[peek_next]
                    ups = sorted(p for p, c in cards.items() if c != "z")
                    if ups != sorted(want):
                        raise Fail("peek for side %s shows %s, expected %s" % (peek_next, ups, want))
                    peek_next = False
                    self.ack_ok = True
                    continue
                seg[0] = it
                continue
            if it[0] == "status":
                seg[1] = it[1]
                continue
            if it[0] == "win":
                if not md.expected_wins:
                    raise Fail("unexpected round winner message for %s" % it[1])
                w, rnd = md.expected_wins.pop(0)
                if it[1].strip() != md.names[w]:
                    raise Fail("round %d winner announced %s, expected %s" % (rnd, it[1], md.names[w]))
                if it[2] is not None and int(it[2]) != rnd:
                    raise Fail("round number %s announced, expected %d" % (it[2], rnd))
        if peek_next:
            raise Fail("peek without a display")
        moved = pend is not None and (pend[0] in ("flip", "octopus") or (pend[0] == "penguin" and pend[1]))
        if last_win >= 0:
            self.check_state(segs[0], md.snapshot, moved, "end of round")
            if md.expect[0] != "end":
                self.check_state(segs[1], (md.faceup, md.active), False, "new round")
        else:
            self.check_state(segs[0], (md.faceup, md.active), moved, "after the move")

    def check_state(self, seg, state, required, what):
        md = self.model
        disp, status = seg
        faceup, active = state
        if status is not None:
            if [s[0] for s in status] != md.names:
                raise Fail("players listed %s, expected %s" % ([s[0] for s in status], md.names))
            if [s[1] for s in status] != md.sides:
                raise Fail("sides %s, expected %s" % ([s[1] for s in status], md.sides))
            if [s[2] for s in status] != active:
                raise Fail("%s: active flags %s, expected %s (round %d)"
                           % (what, [s[2] for s in status], active, md.round + 1))
        elif required:
            raise Fail("%s: no player list" % what)
        if disp is not None:
            if disp[0] == "board":
                if md.display:
                    raise Fail("board shown in expert display mode")
                ups = sorted(p for p, c in disp[1].items() if c != "z")
                if ups != sorted(faceup):
                    raise Fail("%s: board shows face up %s, expected %s" % (what, ups, sorted(faceup)))
            else:
                if not md.display:
                    raise Fail("expert row shown in base display mode")
                got = [p for p, c in disp[1]]
                if got != faceup:
                    raise Fail("%s: expert display shows %s, expected %s" % (what, got, faceup))
        elif required:
            raise Fail("%s: no board / display" % what)

    def finish(self, text):
        md = self.model
        rc = self.proc.p.wait(timeout=5)
        if md.expect[0] != "end":
            raise Fail("program ended early (rc %s), expected %s" % (rc, md.expect))
        if md.expected_wins:
            raise Fail("round winner %s not announced" % md.names[md.expected_wins[0][0]])
        if rc != 0:
            raise Fail("exit status %s" % rc)
        items = parse_chunk(text, self.ad)
        finals = [it for it in items if it[0] == "final"]
        if len(finals) != md.n:
            raise Fail("final ranking has %d lines, expected %d" % (len(finals), md.n))
        vals = [f[2] for f in finals]
        if vals != sorted(vals):
            raise Fail("final ranking not from least to most: %s" % vals)
        if sorted(f[1] for f in finals) != sorted(md.names):
            raise Fail("final ranking names %s" % [f[1] for f in finals])
        if sum(vals) != 14:
            raise Fail("rubies add up to %d, the 7 rewards make 14" % sum(vals))
        got = {f[1]: f[2] for f in finals}
        # each player's rubies must be a split of the reward multiset by round wins
        wins = [md.wins.count(k) for k in range(md.n)]
        if not split_ok([got[md.names[k]] for k in range(md.n)], wins, [1, 1, 1, 2, 2, 3, 4]):
            raise Fail("rubies %s do not fit the round wins %s" % (got, wins))
        champ = [it[1] for it in items if it[0] == "champion"]
        if len(champ) != 1:
            raise Fail("winner line found %d times" % len(champ))
        best = max(vals)
        for nm, v in got.items():
            if v == best and nm not in champ[0]:
                raise Fail("winner line %r misses %s" % (champ[0], nm))
            if v != best and re.search(r"\b%s\b" % re.escape(nm), champ[0]):
                raise Fail("winner line %r names %s" % (champ[0], nm))
        return "ok"


def split_ok(totals, wins, rewards):
    def rec(k, pool):
        if k == len(totals):
            return not pool
        from itertools import combinations
        seen = set()
        for combo in combinations(range(len(pool)), wins[k]):
            vals = tuple(sorted(pool[i] for i in combo))
            if vals in seen:
                continue
            seen.add(vals)
            if sum(vals) == totals[k]:
                rest = [pool[i] for i in range(len(pool)) if i not in combo]
                if rec(k + 1, rest):
                    return True
        return False
    return rec(0, list(rewards))


def main():
    prog = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    seed0 = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    modes = ["base", "display", "rules", "both"]
    fails = 0
    totals = {"invalid": 0, "exhausted": 0, "powers": 0}
    events = {}
    for g in range(games):
        seed = seed0 + g
        rng = random.Random(seed * 7919)
        mode = modes[g % 4]
        n = 2 + (g // 4) % 3
        cut = rng.randint(3, 120) if g % 10 == 9 else None
        game = Game(prog, seed, mode, n, rng, cut)
        try:
            game.run()
            res = "ok" if cut is None else "ok (eof after %d answers)" % cut
        except Fail as e:
            fails += 1
            res = "FAIL: %s" % e
            with open(os.path.join(HERE, "fail_%s_%d.txt" % (prog, seed)), "w") as f:
                f.write("".join(game.proc.transcript))
            with open(os.path.join(HERE, "fail_%s_%d.in" % (prog, seed)), "w") as f:
                f.write("".join(l + "\n" for l in game.proc.inputs))
        if os.environ.get("REF_DUMP"):
            with open(os.path.join(HERE, "dump_%s_%d.txt" % (prog, seed)), "w") as f:
                f.write("".join(game.proc.transcript))
        for k in totals:
            totals[k] += game.stats.get(k, 0)
        if hasattr(game, "model"):
            for k, v in game.model.events.items():
                events[k] = events.get(k, 0) + v
        print("%-5s seed=%-4d mode=%-7s players=%d  %s" % (prog, seed, mode, n, res))
    print("%s: %d/%d games passed; invalid inputs %d, boards exhausted %d, powers used %d"
          % (prog, games - fails, games, totals["invalid"], totals["exhausted"], totals["powers"]))
    print("  events seen: %s" % ", ".join("%s %d" % kv for kv in sorted(events.items())))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
