#!/usr/bin/env python3
"""Referee for Joker Twins programs.

Plays whole games against a program through pipes (via wrap.py, which marks
input requests, sleeps and os.system calls), keeps its own model of the game,
and checks every screen the program prints against the rules of the spec.

usage: referee.py PATH/main.py [--games N] [--seed0 S] [--quiet] [--native]
"""
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WRAP = os.path.join(HERE, "wrap.py")
NR, NC = 6, 6
COLS = "ABCDEF"
CELLS = [(r, c) for r in range(NR) for c in range(NC)]
LETTERS = [chr(ord("A") + i) for i in range(17)]
VALID_CARDS = set(LETTERS) | set(l.lower() for l in LETTERS) | {"*"}
PROMPT1 = "Player {}: Enter a coordinate (e.g. B3): "

HEADER = "   A   B   C   D   E   F"
BORDER = " +---+---+---+---+---+---+"
SCORE_RE = re.compile(r"^Player ([12]) score: (\d+)$")

GENERIC_INVALID = ["", " ", "  ", "\t", "AB", "A 6", "1A", "32", "A;5", "a6",
                   "A-1", "5C", "2a", "G0", "A6", "Z9", "B33", " B3", "B3 ",
                   "b3", "c0", "f5", "a0", "##", "A", "3", "AA1", "@1", "[2",
                   "B-", "F6", "Q1", "B\u0663", "\u00e91", "*", "B3B3", "0A",
                   "e4", "d2"]


class Fail(Exception):
    pass


def name(cell):
    return "%s%d" % (COLS[cell[1]], cell[0])


# ------------------------------------------------------------ process
class Proc:
    def __init__(self, main, seed):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        self.err = tempfile.TemporaryFile()
        self.p = subprocess.Popen([sys.executable, WRAP, main], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=self.err, env=env,
                                  cwd=os.path.dirname(os.path.abspath(main)))
        self.buf = b""
        self.transcript = []

    def segment(self, timeout=10):
        fd = self.p.stdout.fileno()
        while True:
            i = self.buf.find(b"\x01")
            if i >= 0:
                seg, self.buf = self.buf[:i], self.buf[i + 1:]
                text = seg.decode("utf-8", "replace")
                self.transcript.append(text)
                return text, False
            r, _, _ = select.select([fd], [], [], timeout)
            if not r:
                raise Fail("hang: no input request / exit within %ds" % timeout)
            chunk = os.read(fd, 65536)
            if not chunk:
                text = self.buf.decode("utf-8", "replace")
                self.buf = b""
                self.transcript.append(text)
                return text, True
            self.buf += chunk

    def send(self, line):
        self.transcript.append("<<%r>>\n" % line)
        try:
            self.p.stdin.write((line + "\n").encode("utf-8"))
            self.p.stdin.flush()
        except BrokenPipeError:
            raise Fail("program closed its input early")

    def finish(self):
        try:
            self.p.stdin.close()
        except Exception:
            pass
        try:
            rest = self.p.stdout.read()
            rc = self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Fail("program did not exit at end of input")
        self.err.seek(0)
        err = self.err.read().decode("utf-8", "replace")
        self.err.close()
        return rc, err, rest


# ------------------------------------------------------------ parsing
def tokenize(text):
    """Lines and markers. ('line', s) ('sleep', v) ('sys', cmd)."""
    toks = []
    pos = 0
    for m in re.finditer(r"\x02(SLEEP|SYS):(.*?)\x02", text, re.S):
        for ln in text[pos:m.start()].split("\n"):
            toks.append(("line", ln))
        toks.append(("sleep" if m.group(1) == "SLEEP" else "sys", m.group(2)))
        pos = m.end()
    for ln in text[pos:].split("\n"):
        toks.append(("line", ln))
    # drop empty pieces produced right next to markers / text ends
    return toks


def find_screens(toks):
    """Screens: two score lines, the column header, 13 board lines."""
    screens = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if t[0] == "line" and t[1].rstrip() == HEADER:
            if i < 2 or toks[i - 1][0] != "line" or toks[i - 2][0] != "line":
                raise Fail("board header not preceded by two score lines")
            s1 = SCORE_RE.match(toks[i - 2][1].rstrip())
            s2 = SCORE_RE.match(toks[i - 1][1].rstrip())
            if not (s1 and s2):
                raise Fail("board header not preceded by two score lines: %r %r"
                           % (toks[i - 2][1], toks[i - 1][1]))
            lines = []
            for k in range(13):
                if i + 1 + k >= len(toks) or toks[i + 1 + k][0] != "line":
                    raise Fail("board cut short")
                lines.append(toks[i + 1 + k][1].rstrip())
            grid = []
            for r in range(NR):
                if lines[2 * r] != BORDER:
                    raise Fail("bad board border line %r" % lines[2 * r])
                row = lines[2 * r + 1]
                if len(row) != 2 + 4 * NC or row[0] != str(r) or row[1] != "|":
                    raise Fail("bad board row %r" % row)
                cells = []
                for c in range(NC):
                    seg = row[2 + 4 * c: 6 + 4 * c]
                    if seg[0] != " " or seg[2] != " " or seg[3] != "|":
                        raise Fail("bad cell in row %r" % row)
                    cells.append(seg[1])
                grid.append(cells)
            if lines[12] != BORDER:
                raise Fail("bad last border")
            screens.append({"start": i - 2, "end": i + 13,
                            "scores": [(int(s1.group(1)), int(s1.group(2))),
                                       (int(s2.group(1)), int(s2.group(2)))],
                            "grid": grid})
            i += 14
        else:
            i += 1
    return screens


def prompt_of(toks):
    if not toks or toks[-1][0] != "line":
        return ""
    return toks[-1][1]


def other_text(toks, screens, lo=0, hi=None):
    """Non-empty lines outside screens, excluding the trailing prompt."""
    if hi is None:
        hi = len(toks) - 1
    inside = set()
    for s in screens:
        inside.update(range(s["start"], s["end"] + 1))
    return [toks[i][1] for i in range(lo, hi)
            if i not in inside and toks[i][0] == "line" and toks[i][1].strip()]


# ------------------------------------------------------------ game model
class Game:
    def __init__(self, main, seed, strategy, p_invalid, verbose=False, oracle=None):
        self.oracle = oracle     # full layout learned from a probe game (same seed)
        self.plan = None
        self.main = main
        self.seed = seed
        self.strategy = strategy
        self.rng = random.Random(seed * 7919 + 13)
        self.p_invalid = p_invalid
        self.cards = {}          # cell -> card (learned)
        self.removed = set()
        self.scores = {1: 0, 2: 0}
        self.order = None
        self.cur = None
        self.prompt2 = None
        self.inputs = []
        self.stats = {"invalid": 0, "turns": 0, "jj": 0, "jl": 0, "leftover": 0,
                      "twins": 0}
        self.verbose = verbose

    # -- expectations
    def expected_grid(self, faceup=None):
        g = [["#"] * NC for _ in range(NR)]
        for (r, c) in self.removed:
            g[r][c] = " "
        for cell, ch in (faceup or {}).items():
            g[cell[0]][cell[1]] = ch
        return g

    def check_scores(self, screen, scores, what):
        exp = [(p, scores[p]) for p in self.order]
        if screen["scores"] != exp:
            raise Fail("%s: score lines %s, expected %s (turn order, starting player first)"
                       % (what, screen["scores"], exp))

    def check_grid(self, screen, exp, what, free=None):
        """free: dict cell -> set of allowed chars (overrides exp)."""
        g = screen["grid"]
        for (r, c) in CELLS:
            ch = g[r][c]
            if free and (r, c) in free:
                if ch not in free[(r, c)]:
                    raise Fail("%s: cell %s shows %r, allowed %s"
                               % (what, name((r, c)), ch, sorted(free[(r, c)])))
            elif ch != exp[r][c]:
                raise Fail("%s: cell %s shows %r, expected %r"
                           % (what, name((r, c)), ch, exp[r][c]))

    def learn(self, cell, ch, what):
        if ch not in VALID_CARDS:
            raise Fail("%s: %s shows %r, not a card of the game" % (what, name(cell), ch))
        if cell in self.cards and self.cards[cell] != ch:
            raise Fail("%s: %s showed %r before, now %r" % (what, name(cell), self.cards[cell], ch))
        others = [x for x, v in self.cards.items() if v == ch and x != cell]
        limit = 1 if ch == "*" else 0
        if len(others) > limit:
            raise Fail("%s: card %r appears more often than it should (%s and %s)"
                       % (what, ch, name(cell), ",".join(name(o) for o in others)))
        self.cards[cell] = ch

    def where(self, card):
        for cell, v in self.cards.items():
            if v == card and cell not in self.removed:
                return cell
        return None

    def letters_left(self):
        jokers_removed = sum(1 for x in self.removed if self.cards.get(x) == "*")
        on_board = NR * NC - len(self.removed)
        return on_board - (2 - jokers_removed)

    # -- strategy
    def hidden(self):
        return [x for x in CELLS if x not in self.removed]

    def pick_oracle_first(self):
        H = self.hidden()
        O = self.oracle
        letters = [x for x in H if O[x] != "*"]
        jokers = [x for x in H if O[x] == "*"]
        if self.strategy == "oracle-jj" and len(jokers) == 2 and self.rng.random() < 0.5:
            self.plan = jokers[1]
            return jokers[0]
        if self.strategy == "oracle-one" and len(jokers) == 2 and self.rng.random() < 0.3:
            self.plan = self.rng.choice(letters)
            return jokers[0]
        if self.strategy == "oracle-jj" and jokers and self.rng.random() < 0.15:
            self.plan = self.rng.choice(letters)
            return jokers[0]
        x = self.rng.choice(letters)
        twin = [y for y in letters if O[y] == O[x].swapcase()][0]
        others = [y for y in letters if y not in (x, twin)]
        if others and self.rng.random() < 0.3:
            self.plan = self.rng.choice(others)      # a miss: the turn passes
        else:
            self.plan = twin
        return x

    def pick_first(self):
        if self.oracle:
            return self.pick_oracle_first()
        H = self.hidden()
        unknown = [x for x in H if x not in self.cards]
        known = {x: self.cards[x] for x in H if x in self.cards}
        if self.strategy == "random":
            return self.rng.choice(H)
        if self.strategy == "jokers":
            js = [x for x, v in known.items() if v == "*"]
            if js:
                return js[0]
        for x, v in known.items():
            if v != "*" and any(v2 == v.swapcase() for v2 in known.values()):
                return x
        if self.strategy == "avoid":
            pool = [x for x in unknown] or [x for x, v in known.items() if v != "*"] or H
            return self.rng.choice(pool)
        return self.rng.choice(unknown or H)

    def pick_second(self, first):
        if self.oracle:
            return self.plan
        a = self.cards[first]
        H = [x for x in self.hidden() if x != first]
        unknown = [x for x in H if x not in self.cards]
        known = {x: self.cards[x] for x in H if x in self.cards}
        if self.strategy == "random":
            return self.rng.choice(H)
        if a != "*":
            for x, v in known.items():
                if v == a.swapcase():
                    return x
        if a == "*":
            if self.strategy == "jokers":
                js = [x for x, v in known.items() if v == "*"]
                if js:
                    return js[0]
            ls = [x for x, v in known.items() if v != "*"]
            if ls and self.rng.random() < 0.7:
                return self.rng.choice(ls)
        if self.strategy == "avoid":
            pool = unknown or [x for x, v in known.items() if v != "*"] or H
            return self.rng.choice(pool)
        return self.rng.choice(unknown or H)

    def invalid_input(self, first=None):
        choices = list(GENERIC_INVALID)
        extra = [name(x) for x in self.removed]
        r = self.rng.random()
        if first is not None and r < 0.35:
            return name(first)
        if extra and r < 0.6:
            return self.rng.choice(extra)
        return self.rng.choice(choices)

    # -- play
    def send(self, proc, line):
        self.inputs.append(line)
        proc.send(line)

    def run(self):
        proc = Proc(self.main, self.seed)
        try:
            self._play(proc)
            rc, err, rest = proc.finish()
        except Fail:
            try:
                proc.p.kill()
                proc.p.wait()
            except Exception:
                pass
            raise
        if rest.strip():
            raise Fail("output after the game ended: %r" % rest[:200])
        if rc != 0:
            raise Fail("exit status %d" % rc)
        if "Traceback" in err:
            raise Fail("traceback: " + err[-500:])
        return proc

    def _play(self, proc):
        text, ended = proc.segment()
        if ended:
            raise Fail("program ended before asking for input")
        toks = tokenize(text)
        screens = find_screens(toks)
        if not screens:
            raise Fail("no initial board")
        s0 = screens[-1]
        m = re.match(r"^Player ([12]): ", prompt_of(toks))
        if not m:
            raise Fail("initial prompt %r" % prompt_of(toks))
        start = int(m.group(1))
        self.order = [start, 3 - start]
        self.cur = start
        self.stats["start"] = start
        self.check_scores(s0, self.scores, "initial screen")
        self.check_grid(s0, self.expected_grid(), "initial screen")
        if prompt_of(toks) != PROMPT1.format(start):
            raise Fail("initial prompt %r" % prompt_of(toks))
        if any(t[0] == "sleep" for t in toks):
            raise Fail("pause before the game started")

        guard = 0
        while True:
            guard += 1
            if guard > 3000:
                raise Fail("game too long")
            # ---------------- first card
            while self.rng.random() < self.p_invalid:
                bad = self.invalid_input()
                self.send(proc, bad)
                self.stats["invalid"] += 1
                self.after_invalid(proc, bad, None)
            x = self.pick_first()
            self.send(proc, name(x))
            text, ended = proc.segment()
            if ended:
                raise Fail("program ended after a valid first coordinate %s" % name(x))
            toks = tokenize(text)
            screens = find_screens(toks)
            what = "after first card %s" % name(x)
            if not screens:
                raise Fail(what + ": board not shown with the card turned over")
            if any(t[0] == "sleep" for t in toks):
                raise Fail(what + ": pause after the first card")
            last = screens[-1]
            ch = last["grid"][x[0]][x[1]]
            self.learn(x, ch, what)
            self.check_grid(last, self.expected_grid({x: ch}), what)
            self.check_scores(last, self.scores, what)
            pr = prompt_of(toks)
            if not pr.strip():
                raise Fail(what + ": no prompt for the second card")
            tmpl = pr.replace("Player %d" % self.cur, "Player {}")
            if self.prompt2 is None:
                self.prompt2 = tmpl
            elif tmpl != self.prompt2:
                raise Fail(what + ": second-card prompt %r differs from earlier %r"
                           % (pr, self.prompt2))
            # ---------------- second card
            while self.rng.random() < self.p_invalid:
                bad = self.invalid_input(first=x)
                self.send(proc, bad)
                self.stats["invalid"] += 1
                self.after_invalid(proc, bad, x)
            y = self.pick_second(x)
            self.send(proc, name(y))
            self.stats["turns"] += 1
            text, ended = proc.segment()
            if self.after_second(text, ended, x, y):
                return

    def after_invalid(self, proc, bad, first):
        text, ended = proc.segment()
        what = "after invalid input %r%s" % (bad, " (second card)" if first else "")
        if ended:
            raise Fail(what + ": program ended")
        toks = tokenize(text)
        screens = find_screens(toks)
        if any(t[0] == "sleep" for t in toks):
            raise Fail(what + ": the input was accepted (pause followed)")
        face = {first: self.cards[first]} if first else {}
        for s in screens:
            self.check_grid(s, self.expected_grid(face), what + " (input accepted?)")
            self.check_scores(s, self.scores, what)
        if not other_text(toks, screens):
            raise Fail(what + ": no message for the invalid input")
        pr = prompt_of(toks)
        if first is None:
            if pr != PROMPT1.format(self.cur):
                raise Fail(what + ": re-prompt %r" % pr)
        else:
            if pr.replace("Player %d" % self.cur, "Player {}") != self.prompt2:
                raise Fail(what + ": re-prompt %r, expected second-card prompt %r"
                           % (pr, self.prompt2))

    def after_second(self, text, ended, x, y):
        toks = tokenize(text)
        screens = find_screens(toks)
        what = "after second card %s (first %s)" % (name(y), name(x))
        sleeps = [i for i, t in enumerate(toks) if t[0] == "sleep"]
        if not sleeps:
            raise Fail(what + ": no 2-second pause")
        k = sleeps[0]
        if toks[k][1] not in ("2", "2.0"):
            raise Fail(what + ": pause of %s seconds" % toks[k][1])
        before = [s for s in screens if s["end"] < k]
        if not before:
            raise Fail(what + ": no board shown during the pause")
        P = before[-1]
        for i in range(P["end"] + 1, k):
            if toks[i][0] != "line" or toks[i][1].strip():
                raise Fail(what + ": output below the board during the pause: %r" % (toks[i],))
        # next meaningful token after the sleep must be the clear
        j = k + 1
        while j < len(toks) and toks[j][0] == "line" and not toks[j][1].strip():
            j += 1
        if j >= len(toks) or toks[j] != ("sys", "clear"):
            raise Fail(what + ": screen not cleared right after the pause")
        a = self.cards[x]
        b = P["grid"][y[0]][y[1]]
        self.learn(y, b, what)
        free = {}
        partner_letter = None
        if (a == "*") != (b == "*"):
            partner_letter = (b if a == "*" else a).swapcase()
            loc = self.where(partner_letter)
            if loc is not None:
                free[loc] = {"#", partner_letter}
            else:
                for cell in self.hidden():
                    if cell not in (x, y) and cell not in self.cards:
                        free[cell] = {"#", partner_letter}
        self.check_grid(P, self.expected_grid({x: a, y: b}), what + " (pause board)", free)
        shown_partner = [c for c in free if P["grid"][c[0]][c[1]] == partner_letter]
        if len(shown_partner) > 1:
            raise Fail(what + ": twin of the Joker's letter shown in several places")
        if shown_partner:
            self.learn(shown_partner[0], partner_letter, what)
        self.check_scores(P, self.scores, what + " (pause board: score must update after the pause)")

        # ---- outcome by the rules
        player = self.cur
        if a == "*" or b == "*":
            gain = 2
            self.removed.update([x, y])
            if a == "*" and b == "*":
                self.stats["jj"] += 1
            else:
                self.stats["jl"] += 1
        elif a != b and a.upper() == b.upper():
            gain = 1
            self.removed.update([x, y])
            self.stats["twins"] += 1
        else:
            gain = 0
            self.cur = 3 - self.cur
        self.scores[player] += gain

        after = [s for s in screens if s["start"] > j]
        # partner of a Joker twin: must disappear too
        if partner_letter is not None:
            loc = self.where(partner_letter)
            if loc is None:
                cand = set()
                if after:
                    g = after[0]["grid"]
                    cand = {c for c in self.hidden() if g[c[0]][c[1]] == " "}
                    if len(cand) != 1:
                        raise Fail(what + ": Joker used, expected exactly one more card "
                                   "removed (twin of %r), found %s"
                                   % (partner_letter, sorted(name(c) for c in cand)))
                    loc = cand.pop()
                    self.learn(loc, partner_letter, what)
            if loc is not None:
                self.removed.add(loc)
            else:
                # unknown and not visible (game ended): count it as removed
                unk = [c for c in self.hidden() if c not in self.cards]
                self.removed.add(unk[0])
                self.cards[unk[0]] = partner_letter

        if self.letters_left() == 0:
            leftover = NR * NC - len(self.removed)
            if leftover > 2:
                raise Fail("model error: %d cards left but no letters" % leftover)
            self.stats["leftover"] = leftover
            self.scores[self.cur] += leftover
            self.game_over(toks, screens, j, ended, what)
            return True

        if ended:
            raise Fail(what + ": program ended although %d letter cards are left"
                       % self.letters_left())
        if len(sleeps) > 1:
            raise Fail(what + ": more than one pause")
        if not after:
            raise Fail(what + ": board not shown again after the pause")
        for s in after:
            self.check_grid(s, self.expected_grid(), what + " (after pause)")
            self.check_scores(s, self.scores, what + " (after pause)")
        pr = prompt_of(toks)
        if pr != PROMPT1.format(self.cur):
            raise Fail(what + ": next prompt %r, expected %r" % (pr, PROMPT1.format(self.cur)))
        return False

    def game_over(self, toks, screens, j, ended, what):
        what = "game over (" + what + ")"
        letters = sorted(v for v in self.cards.values() if v != "*")
        if letters != sorted(VALID_CARDS - {"*"}):
            raise Fail(what + ": the cards of the game were not exactly A-Q and a-q: %s"
                       % "".join(letters))
        if not ended:
            raise Fail(what + ": program asks for more input after the last twin; "
                       "expected scores %s" % self.scores)
        after = [s for s in screens if s["start"] > j]
        if after:
            last = after[-1]
            self.check_scores(last, self.scores, what + " final board")
            for (r, c) in CELLS:
                if last["grid"][r][c] not in (" ", "*"):
                    raise Fail(what + ": final board shows %r at %s"
                               % (last["grid"][r][c], name((r, c))))
        words = other_text(toks, screens, j, len(toks))
        blob = "\n".join(words)
        w = 1 if self.scores[1] > self.scores[2] else 2
        if self.scores[1] == self.scores[2]:
            raise Fail("model error: tie")
        if not re.search(r"(?i)over", blob):
            raise Fail(what + ": no game-over message")
        if not re.search(r"Player %d\b.*\b(win|wins|won|winner)\b|\b(winner|wins)\b.*Player %d\b"
                         % (w, w), blob, re.I):
            raise Fail(what + ": winner Player %d not announced (scores %s): %r"
                       % (w, self.scores, blob[-300:]))
        nums = re.findall(r"\d+", blob)
        if not after:
            for p in (1, 2):
                if str(self.scores[p]) not in nums:
                    raise Fail(what + ": final score %d of Player %d not shown"
                               % (self.scores[p], p))
        else:
            # if scores are repeated in the text they must be right
            for p in (1, 2):
                m = re.search(r"Player %d(?: score)?[ \t.]*[:.][ \t.:]*(\d+)" % p, blob)
                if m and int(m.group(1)) != self.scores[p]:
                    raise Fail(what + ": text gives Player %d %s points, expected %d"
                               % (p, m.group(1), self.scores[p]))


# ------------------------------------------------------------ other tests
def run_plain(main, seed, lines, wrap=True, timeout=20):
    env = dict(os.environ)
    env["SEED"] = str(seed)
    cmd = [sys.executable, WRAP, main] if wrap else [sys.executable, main]
    data = "".join(l + "\n" for l in lines)
    try:
        r = subprocess.run(cmd, input=data.encode(), capture_output=True, env=env,
                           timeout=timeout, cwd=os.path.dirname(os.path.abspath(main)))
    except subprocess.TimeoutExpired:
        return None, "", "TIMEOUT"
    return r.returncode, r.stdout.decode("utf-8", "replace"), r.stderr.decode("utf-8", "replace")


def eof_tests(main, inputs_by_seed, rng):
    fails = []
    for seed, inputs in inputs_by_seed:
        for _ in range(2):
            k = rng.randint(0, len(inputs))
            rc, out, err = run_plain(main, seed, inputs[:k])
            if rc != 0 or "Traceback" in err or err == "TIMEOUT":
                fails.append("EOF after %d inputs (seed %d): rc=%s %s" % (k, seed, rc, err[-300:]))
    # a long run of garbage only: must keep asking, then exit 0 at EOF
    garbage = [rng.choice(GENERIC_INVALID) for _ in range(200)]
    rc, out, err = run_plain(main, 5, garbage)
    if rc != 0 or "Traceback" in err:
        fails.append("garbage-only input: rc=%s %s" % (rc, err[-300:]))
    elif out.count("\x01") != 201:
        fails.append("garbage-only input: %d input requests for 200 lines" % (out.count("\x01") - 1))
    return fails


def native_tests(main):
    """Real program (real sleep and clear): short runs."""
    fails = []
    t = time.time()
    rc, out, err = run_plain(main, 1, ["A0", "A0", "zz"], wrap=False)
    if rc != 0 or "Traceback" in err:
        fails.append("native short run: rc=%s %s" % (rc, err[-300:]))
    t = time.time()
    rc, out, err = run_plain(main, 1, ["A0", "B0"], wrap=False)
    dt = time.time() - t
    if rc != 0 or "Traceback" in err:
        fails.append("native one-turn run: rc=%s %s" % (rc, err[-300:]))
    if dt < 1.9:
        fails.append("native one-turn run took %.2fs: no 2-second pause?" % dt)
    # clock seeding: without SEED two runs should usually differ
    env = dict(os.environ)
    env.pop("SEED", None)
    outs = set()
    for _ in range(3):
        r = subprocess.run([sys.executable, WRAP, main], input=b"A0\nB0\nC0\n", env=env,
                           capture_output=True, timeout=20)
        outs.add(r.stdout)
        time.sleep(0.01)
    if len(outs) == 1:
        fails.append("three runs without SEED gave identical output (clock seed?)")
    return fails


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__)
        sys.exit(2)
    prog = os.path.abspath(args[0])
    games = 24
    seed0 = 1
    quiet = "--quiet" in args
    native = "--native" in args
    if "--games" in args:
        games = int(args[args.index("--games") + 1])
    if "--seed0" in args:
        seed0 = int(args[args.index("--seed0") + 1])
    strategies = ["smart", "random", "avoid", "jokers", "oracle-avoid", "oracle-jj",
                  "oracle-one"]
    failures = 0
    starts = {1: 0, 2: 0}
    totals = {"invalid": 0, "jj": 0, "jl": 0, "leftover_games": 0, "turns": 0}
    inputs_by_seed = []
    for g in range(games):
        seed = seed0 + g
        strat = strategies[g % len(strategies)]
        oracle = None
        status = None
        if strat.startswith("oracle"):
            probe = Game(prog, seed, "smart", p_invalid=0.0)
            try:
                probe.run()
                oracle = dict(probe.cards)
                for x in CELLS:
                    oracle.setdefault(x, "*")      # leftover Jokers were never shown
            except Fail as e:
                status = "FAIL (probe game): %s" % e
                failures += 1
        game = Game(prog, seed, strat, p_invalid=0.18, oracle=oracle)
        if status is None:
            try:
                game.run()
                status = "ok"
            except Fail as e:
                status = "FAIL: %s" % e
                failures += 1
        inputs_by_seed.append((seed, list(game.inputs)))
        st = game.stats
        if "start" in st:
            starts[st["start"]] += 1
        for k in ("invalid", "jj", "jl", "turns"):
            totals[k] += st[k]
        if st["leftover"]:
            totals["leftover_games"] += 1
        if not quiet or status != "ok":
            print("seed %3d %-6s start=P%s turns=%3d invalid=%3d JJ=%d JL=%d leftover=%d "
                  "scores=%s inputs=%d  %s"
                  % (seed, strat, st.get("start"), st["turns"], st["invalid"], st["jj"],
                     st["jl"], st["leftover"], game.scores, len(game.inputs), status))
    rng = random.Random(99)
    eof_f = eof_tests(prog, inputs_by_seed[:8], rng)
    for f in eof_f:
        print("FAIL:", f)
    nat_f = native_tests(prog) if native else []
    for f in nat_f:
        print("FAIL:", f)
    print("%s: %d/%d games ok, starts %s, totals %s, eof-tests %s%s"
          % (prog, games - failures, games, starts, totals,
             "ok" if not eof_f else "FAILED",
             (", native " + ("ok" if not nat_f else "FAILED")) if native else ""))
    sys.exit(1 if failures or eof_f or nat_f else 0)


if __name__ == "__main__":
    main()
