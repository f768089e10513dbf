#!/usr/bin/env python3
"""Referee for Joker Twins programs.

Plays games through pipes (via wrapper.py, which makes input prompts, clears and
pauses visible) with SEED set, keeps its own model of the game and checks every
screen, every score, turn order, joker rules, invalid input handling and the end.

usage: python3 referee.py PROGRAM.py [games=24] [first_seed=1] [-v]
"""
import os
import queue
import random
import re
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
WRAPPER = os.path.join(HERE, "wrapper.py")
ROWS, COLS = 6, 6
COLNAMES = "ABCDEF"
HEADER = "   A   B   C   D   E   F"
SEP = " +---+---+---+---+---+---+"
SCORE_RE = re.compile(r"^Player ([12]) score: (\d+)$")
ALL_CARDS = sorted([chr(65 + i) for i in range(17)] + [chr(97 + i) for i in range(17)] + ["*", "*"])
GENERIC_INVALID = ["AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C", "2a", "", " ", "   ",
                   "G1", "A6", "F6", "Z0", "b3", "c0", "f5", "B33", "B", "3", "##", "*",
                   "\t", "B3 ", " B3", "\u00e91", "A\u0663", "A0A1", "0A", "-1", "B3;", "AA"]


class Fail(Exception):
    pass


def cellname(cell):
    return COLNAMES[cell[1]] + str(cell[0])


class Proc:
    def __init__(self, prog, seed, raw=False):
        env = dict(os.environ, SEED=str(seed), TERM="dumb", PYTHONIOENCODING="utf-8")
        cmd = [sys.executable, "-u", prog] if raw else [sys.executable, "-u", WRAPPER, prog]
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, encoding="utf-8", env=env)
        self.q = queue.Queue()
        self.err = []
        threading.Thread(target=self._pump, daemon=True).start()
        threading.Thread(target=self._pump_err, daemon=True).start()
        self.transcript = []

    def _pump(self):
        for line in self.p.stdout:
            self.q.put(line)
        self.q.put(None)

    def _pump_err(self):
        for line in self.p.stderr:
            self.err.append(line)

    def chunk(self, timeout=15):
        """Lines until the next input prompt (returned separately) or EOF."""
        lines = []
        while True:
            try:
                line = self.q.get(timeout=timeout)
            except queue.Empty:
                raise Fail("timeout: program neither asked for input nor ended")
            if line is None:
                return lines, None
            self.transcript.append(line)
            if line.endswith("\x00INPUT\n"):
                return lines, line[:-len("\x00INPUT\n")]
            lines.append(line.rstrip("\n"))
            if len(lines) > 5000:
                raise Fail("too much output without asking for input")

    def send(self, text):
        self.transcript.append(">>> %r\n" % text)
        self.p.stdin.write(text + "\n")
        self.p.stdin.flush()

    def close_and_wait(self, timeout=15):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass
        try:
            rc = self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Fail("program did not end after end of input")
        return rc

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


def parse(lines):
    """Events and screens of a chunk of output."""
    events = []
    for ln in lines:
        if ln.startswith("\x00CLEAR"):
            events.append(("clear", None))
        elif ln.startswith("\x00SLEEP"):
            events.append(("sleep", ln.split(" ", 1)[1]))
        else:
            events.append(("text", ln.rstrip()))
    screens = []
    for i, (kind, val) in enumerate(events):
        if kind == "text" and val != HEADER and re.match(r"^\s*A\s+B\s+C\s+D\s+E\s+F$", val):
            raise Fail("bad column header line %r, expected %r" % (val, HEADER))
        if kind == "text" and val == HEADER:
            if i < 2 or events[i - 2][0] != "text" or events[i - 1][0] != "text":
                raise Fail("board header not preceded by two score lines")
            scores = []
            for j in (i - 2, i - 1):
                m = SCORE_RE.match(events[j][1])
                if not m:
                    raise Fail("bad score line above the board: %r" % events[j][1])
                scores.append((int(m.group(1)), int(m.group(2))))
            body = events[i + 1:i + 14]
            if len(body) != 13 or any(k != "text" for k, _ in body):
                raise Fail("incomplete board")
            grid = []
            for r in range(ROWS):
                if body[2 * r][1] != SEP:
                    raise Fail("bad separator line: %r" % body[2 * r][1])
                row = body[2 * r + 1][1]
                # rstrip() may have eaten nothing: rows end in '|'
                if len(row) != 2 + 4 * COLS or row[:2] != "%d|" % r:
                    raise Fail("bad row line: %r" % row)
                cells = []
                for c in range(COLS):
                    seg = row[2 + 4 * c: 6 + 4 * c]
                    if seg[0] != " " or seg[2] != " " or seg[3] != "|":
                        raise Fail("bad cell in row line: %r" % row)
                    cells.append(seg[1])
                grid.append(cells)
            if body[12][1] != SEP:
                raise Fail("bad last separator line")
            screens.append({"start": i - 2, "end": i + 14, "scores": scores, "grid": grid})
    return events, screens


class Game:
    def __init__(self, prog, seed, verbose=False, cut_after=None, strategy_seed=None,
                 prior=None, plan=None):
        self.prog = prog
        self.seed = seed
        self.verbose = verbose
        self.cut_after = cut_after
        self.rng = random.Random(strategy_seed if strategy_seed is not None else seed * 7919 + 13)
        self.cards = {}          # cell -> card, as learned
        self.removed = set()
        self.revealed = []       # cells currently face up
        self.scores = {1: 0, 2: 0}
        self.order = None
        self.cur = None
        self.stage = 1
        self.first = None
        self.jokers_used = 0
        self.avoid_jokers = self.rng.random() < 0.5
        self.inputs = []
        self.plan = plan
        if prior:
            self.cards = dict(prior)     # full board learned from a game with the same SEED
        self.when = self.rng.randint(1, 16)
        self.stats = {"invalid": 0, "turns": 0, "joker_twins": 0, "leftover": 0, "twins": 0, "jj": 0}

    # ------------------------------------------------------------ checks
    def canon_prompt(self, player):
        return "Player %d: Enter a coordinate (e.g. B3): " % player

    def check_screen(self, scr, scores, revealed, what):
        want_scores = [(p, scores[p]) for p in self.order]
        if scr["scores"] != want_scores:
            raise Fail("%s: scores shown %s, expected %s" % (what, scr["scores"], want_scores))
        for r in range(ROWS):
            for c in range(COLS):
                cell = (r, c)
                got = scr["grid"][r][c]
                if cell in self.removed:
                    if got != " ":
                        raise Fail("%s: removed cell %s shows %r" % (what, cellname(cell), got))
                elif cell in revealed:
                    if got not in ALL_CARDS:
                        raise Fail("%s: revealed cell %s shows %r" % (what, cellname(cell), got))
                    if cell in self.cards and self.cards[cell] != got:
                        raise Fail("%s: cell %s changed card %r -> %r" % (what, cellname(cell), self.cards[cell], got))
                    self.cards[cell] = got
                else:
                    if got != "#":
                        raise Fail("%s: cell %s should be face down, shows %r" % (what, cellname(cell), got))

    def no_text_between(self, events, a, b, what):
        for k, v in events[a:b]:
            if k == "text" and v.strip():
                raise Fail("%s: unexpected output %r" % (what, v))

    # ------------------------------------------------------------ strategy
    def live_cells(self):
        return [(r, c) for r in range(ROWS) for c in range(COLS) if (r, c) not in self.removed]

    def invalid_input(self):
        opts = list(GENERIC_INVALID)
        if self.removed:
            opts += [cellname(x) for x in self.removed] * 3
        if self.stage == 2:
            opts += [cellname(self.first)] * 6
        return self.rng.choice(opts)

    def is_valid(self, s):
        if len(s) != 2 or s[0] not in COLNAMES or s[1] not in "012345":
            return False
        cell = (int(s[1]), COLNAMES.index(s[0]))
        return cell not in self.removed and cell not in self.revealed

    def choose_planned(self):
        live = [x for x in self.live_cells() if x not in self.revealed]
        jok = [x for x in live if self.cards[x] == "*"]
        let = [x for x in live if self.cards[x] != "*"]
        pairs_left = len(let) // 2 + (1 if self.stage == 2 and self.cards[self.first] != "*" else 0)
        if self.stage == 1:
            use = False
            if jok and self.jokers_used == 0:
                if self.plan in ("avoid1", "jj") and pairs_left <= self.when:
                    use = True
                if self.plan == "jokerlast" and pairs_left == 1:
                    use = True
                if self.plan == "jokerfirst2" and pairs_left == 1:
                    use = True
            if use:
                return self.rng.choice(jok)
            return self.rng.choice(let)
        a = self.cards[self.first]
        if a == "*":
            if self.plan == "jj" and jok:
                return jok[0]
            return self.rng.choice(let)
        if self.plan == "jokerfirst2" and pairs_left == 1 and jok and self.jokers_used == 0:
            return self.rng.choice(jok)         # letter first, then the Joker
        tw = [x for x in let if self.cards[x] == a.swapcase()]
        if self.rng.random() < 0.5:
            return tw[0]
        return self.rng.choice(let)

    def choose(self):
        if self.plan:
            return self.choose_planned()
        live = [x for x in self.live_cells() if x not in self.revealed]
        unknown = [x for x in live if x not in self.cards]
        known = [x for x in live if x in self.cards]
        jok = [x for x in known if self.cards[x] == "*"]
        if self.avoid_jokers:
            nonjoker_unknown = unknown
        if self.stage == 1:
            pairs = [x for x in known if self.cards[x] != "*" and
                     any(self.cards[y] == self.cards[x].swapcase() for y in known)]
            if pairs and self.rng.random() < 0.6:
                return self.rng.choice(pairs)
            if jok and not self.avoid_jokers and self.rng.random() < 0.5:
                return self.rng.choice(jok)
            if unknown:
                return self.rng.choice(unknown)
            cand = [x for x in known if self.cards[x] != "*"] or known or unknown
            return self.rng.choice(cand)
        a = self.cards[self.first]
        if a == "*":
            letters = [x for x in known if self.cards[x] != "*"]
            if letters and self.rng.random() < 0.7:
                return self.rng.choice(letters)
        else:
            tw = [x for x in known if self.cards[x] == a.swapcase()]
            if tw and self.rng.random() < 0.8:
                return tw[0]
            if jok and not self.avoid_jokers and self.rng.random() < 0.5:
                return self.rng.choice(jok)
        if unknown and self.rng.random() < 0.85:
            return self.rng.choice(unknown)
        cand = [x for x in known if not (self.avoid_jokers and self.cards[x] == "*")] or known or unknown
        return self.rng.choice(cand)

    # ------------------------------------------------------------ play
    def run(self):
        proc = Proc(self.prog, self.seed)
        self.proc = proc
        try:
            return self._run(proc)
        finally:
            proc.kill()

    def _run(self, proc):
        lines, prompt = proc.chunk()
        events, screens = parse(lines)
        if prompt is None:
            raise Fail("program ended before asking for input")
        if not screens:
            raise Fail("no board before the first prompt")
        scr = screens[-1]
        self.order = [p for p, _ in scr["scores"]]
        if sorted(self.order) != [1, 2]:
            raise Fail("score lines do not list players 1 and 2: %s" % scr["scores"])
        self.cur = self.order[0]
        self.check_screen(scr, self.scores, [], "initial screen")
        self.no_text_between(events, scr["end"], len(events), "initial screen")
        if prompt != self.canon_prompt(self.cur):
            raise Fail("first prompt %r, expected %r" % (prompt, self.canon_prompt(self.cur)))
        n_inputs = 0
        while True:
            if self.cut_after is not None and n_inputs >= self.cut_after:
                rc = proc.close_and_wait()
                rest = "".join(proc.err)
                if rc != 0 or "Traceback" in rest:
                    raise Fail("end of input: exit status %s, stderr %r" % (rc, rest[-300:]))
                return "cut"
            if self.rng.random() < 0.15:
                s = self.invalid_input()
            else:
                s = cellname(self.choose())
            n_inputs += 1
            self.inputs.append(s)
            valid = self.is_valid(s)
            proc.send(s)
            lines, new_prompt = proc.chunk()
            events, screens = parse(lines)
            sleeps = [i for i, (k, v) in enumerate(events) if k == "sleep"]
            where = "input #%d %r (stage %d, player %d)" % (n_inputs, s, self.stage, self.cur)
            if not valid:
                self.stats["invalid"] += 1
                if new_prompt is None:
                    raise Fail(where + ": program ended after invalid input")
                if sleeps:
                    raise Fail(where + ": pause after invalid input")
                for scr in screens:
                    self.check_screen(scr, self.scores, self.revealed, where)
                inside = set()
                for scr in screens:
                    inside.update(range(scr["start"], scr["end"]))
                msg = [v for i, (k, v) in enumerate(events) if k == "text" and v.strip() and i not in inside]
                if not msg:
                    raise Fail(where + ": invalid input accepted silently (no message)")
                if new_prompt != prompt:
                    raise Fail(where + ": prompt changed after invalid input: %r -> %r" % (prompt, new_prompt))
                continue
            cell = (int(s[1]), COLNAMES.index(s[0]))
            if self.stage == 1:
                if new_prompt is None:
                    raise Fail(where + ": program ended after first card")
                if sleeps:
                    raise Fail(where + ": pause after the first card")
                if not screens:
                    raise Fail(where + ": first card not shown")
                self.revealed = [cell]
                self.check_screen(screens[-1], self.scores, self.revealed, where)
                if cell not in self.cards:
                    raise Fail(where + ": first card not shown")
                if new_prompt == self.canon_prompt(3 - self.cur):
                    raise Fail(where + ": prompt for the other player after first card")
                self.first = cell
                self.stage = 2
                prompt = new_prompt
                continue
            # ---------------- second card
            self.stats["turns"] += 1
            self.revealed = [self.first, cell]
            a = self.cards[self.first]
            if not sleeps:
                raise Fail(where + ": no 2 second pause after the second card")
            if any(events[i][1] not in ("2", "2.0") for i in sleeps):
                raise Fail(where + ": pause of %s seconds" % events[sleeps[0]][1])
            before = [x for x in screens if x["end"] <= sleeps[0]]
            after = [x for x in screens if x["start"] > sleeps[0]]
            if not before:
                raise Fail(where + ": cards not shown during the pause")
            pause = before[-1]
            # learn second card (and possibly the joker partner) from the pause screen
            b = pause["grid"][cell[0]][cell[1]]
            if b not in ALL_CARDS:
                raise Fail(where + ": second card not shown during pause (%r)" % b)
            if cell in self.cards and self.cards[cell] != b:
                raise Fail(where + ": card at %s changed" % s)
            self.cards[cell] = b
            partner = None
            points = 0
            if a == "*" and b == "*":
                points = 2
            elif a == "*" or b == "*":
                letter = b if a == "*" else a
                extra = [(r, c) for r in range(ROWS) for c in range(COLS)
                         if pause["grid"][r][c] not in "# " and (r, c) not in self.revealed]
                if len(extra) != 1 or pause["grid"][extra[0][0]][extra[0][1]] != letter.swapcase():
                    raise Fail(where + ": joker + %r: twin %r not turned over exactly once during pause (extra %s)"
                               % (letter, letter.swapcase(), [cellname(x) for x in extra]))
                partner = extra[0]
                points = 2
            elif a != b and a.lower() == b.lower():
                points = 1
            shown = self.revealed + ([partner] if partner else [])
            self.check_screen(pause, self.scores, shown, where + " pause screen")
            self.no_text_between(events, pause["end"], sleeps[0], where + " (below the board during pause)")
            old_scores = dict(self.scores)
            if points:
                self.removed.update(shown)
                self.scores[self.cur] += points
                self.stats["twins"] += 1
                if "*" in (a, b):
                    self.jokers_used += (2 if a == b else 1)
                    self.stats["jj"] += 1 if a == b else 0
                    self.stats["joker_twins"] += 1
            else:
                self.cur = 3 - self.cur
            self.revealed = []
            self.stage = 1
            self.first = None
            letters_left = [x for x in self.live_cells() if self.cards.get(x) != "*"
                            and not (x not in self.cards and 2 - self.jokers_used >= len(self.live_cells()))]
            # a letter is left iff more live cells than unused jokers
            game_over = len(self.live_cells()) <= 2 - self.jokers_used
            if game_over:
                left = len(self.live_cells())
                self.stats["leftover"] = left
                self.scores[self.cur] += left
                if new_prompt is not None:
                    raise Fail(where + ": no letters left but game continues (prompt %r)" % new_prompt)
                rc = proc.close_and_wait()
                err = "".join(proc.err)
                if rc != 0 or err.strip():
                    raise Fail("end: exit status %s, stderr %r" % (rc, err[-300:]))
                clears = [i for i, (k, v) in enumerate(events) if k == "clear" and i > sleeps[0]]
                if not clears:
                    raise Fail("end: screen not cleared after the last pause")
                tail = [v for i, (k, v) in enumerate(events) if k == "text" and i > sleeps[-1]]
                text = "\n".join(tail)
                self.check_final(text, where)
                for scr in after:
                    self.check_screen_final(scr, where)
                self.final_text = text
                self.check_cards()
                return "over"
            if new_prompt is None:
                raise Fail(where + ": program ended although letters are left (scores %s)" % self.scores)
            if not after:
                raise Fail(where + ": no board after the pause")
            clears = [i for i, (k, v) in enumerate(events) if k == "clear" and sleeps[-1] < i < after[-1]["start"]]
            if not clears:
                raise Fail(where + ": screen not cleared between pause and next board")
            self.check_screen(after[-1], self.scores, [], where + " after pause")
            self.no_text_between(events, after[-1]["end"], len(events), where + " after pause")
            if new_prompt != self.canon_prompt(self.cur):
                raise Fail(where + ": prompt %r, expected %r (old scores %s, points %d)"
                           % (new_prompt, self.canon_prompt(self.cur), old_scores, points))
            prompt = new_prompt

    def check_screen_final(self, scr, where):
        want = [(p, self.scores[p]) for p in self.order]
        if scr["scores"] != want:
            raise Fail("end: final screen scores %s, expected %s" % (scr["scores"], want))

    def check_final(self, text, where):
        s1, s2 = self.scores[1], self.scores[2]
        if s1 + s2 != 19:
            raise Fail("referee model: total %d != 19" % (s1 + s2))
        w = 1 if s1 > s2 else 2
        l = 3 - w
        if not re.search(r"game\s+(is\s+)?over", text, re.I):
            raise Fail("end: no 'game over' message in %r" % text)
        win_re = r"(Player %d\b[^\n]*?\b(wins|won|is the winner)|winner is Player %d\b|winner: Player %d\b)"
        if not re.search(win_re % (w, w, w), text, re.I):
            raise Fail("end: winner Player %d not announced (scores %s) in %r" % (w, self.scores, text))
        if re.search(win_re % (l, l, l), text, re.I):
            raise Fail("end: loser Player %d announced as winner (scores %s) in %r" % (l, self.scores, text))
        if re.search(r"\b(tie|draw)\b", text, re.I):
            raise Fail("end: tie announced, scores %s" % self.scores)
        nums = set(int(x) for x in re.findall(r"\d+", text))
        for p in (1, 2):
            if self.scores[p] not in nums:
                raise Fail("end: final score %d of Player %d not shown in %r" % (self.scores[p], p, text))
        for line in text.split("\n"):
            m = SCORE_RE.match(line.strip())
            if m and int(m.group(2)) != self.scores[int(m.group(1))]:
                raise Fail("end: %r but expected %d" % (line, self.scores[int(m.group(1))]))

    def check_cards(self):
        letters = sorted(v for v in self.cards.values() if v != "*")
        if letters != [x for x in ALL_CARDS if x != "*"]:
            raise Fail("cards seen are not exactly A-Q and a-q once each: %s" % "".join(letters))
        jok = sum(1 for v in self.cards.values() if v == "*")
        if jok > 2:
            raise Fail("more than two jokers")


def eof_raw_test(prog):
    """Plain pipes (real clear, real sleep): invalid inputs, one turn, then EOF."""
    p = subprocess.run([sys.executable, prog], input="AB\n\nA 6\nA0\nA0\nA1\n", capture_output=True,
                       text=True, env=dict(os.environ, SEED="5", TERM="dumb"), timeout=30)
    if p.returncode != 0 or "Traceback" in p.stderr:
        raise Fail("raw EOF test: status %d stderr %r" % (p.returncode, p.stderr[-300:]))
    if "Enter a coordinate (e.g. B3): " not in p.stdout:
        raise Fail("raw EOF test: no prompt")
    p = subprocess.run([sys.executable, prog], input="", capture_output=True,
                       text=True, env=dict(os.environ, SEED="6", TERM="dumb"), timeout=30)
    if p.returncode != 0 or "Traceback" in p.stderr:
        raise Fail("raw empty-input test: status %d stderr %r" % (p.returncode, p.stderr[-300:]))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    prog = args[0]
    games = int(args[1]) if len(args) > 1 else 24
    first = int(args[2]) if len(args) > 2 else 1
    fails = []
    starters = set()
    priors = []
    boards = set()
    totals = {"invalid": 0, "turns": 0, "joker_twins": 0, "leftover_games": 0, "twins": 0, "jj": 0}
    for seed in range(first, first + games):
        g = Game(prog, seed, verbose)
        try:
            g.run()
            starters.add(g.order[0])
            boards.add(tuple(sorted(g.cards.items())))
            full = dict(g.cards)
            for x in [(r, c) for r in range(ROWS) for c in range(COLS)]:
                full.setdefault(x, "*")
            priors.append((seed, full))
            for k in ("invalid", "turns", "joker_twins", "twins", "jj"):
                totals[k] += g.stats[k]
            totals["leftover_games"] += 1 if g.stats["leftover"] else 0
            if verbose:
                print("seed %d: ok, starter %d, scores %s, leftover jokers %d, inputs %d"
                      % (seed, g.order[0], g.scores, g.stats["leftover"], len(g.inputs)))
        except Fail as e:
            fails.append((seed, str(e), g))
            print("seed %d: FAIL %s" % (seed, e))
            if verbose:
                print("   inputs: %s" % g.inputs)
    # second pass: same SEED, the board is known from the first pass, planned joker scenarios
    plans = ["avoid2", "avoid1", "jj", "jokerlast", "jokerfirst2"]
    for k, (seed, prior) in enumerate(priors):
        plan = plans[k % len(plans)]
        g = Game(prog, seed, verbose, prior=prior, plan=plan, strategy_seed=seed + 5000)
        try:
            g.run()
            for key in ("invalid", "turns", "joker_twins", "twins", "jj"):
                totals[key] += g.stats[key]
            totals["leftover_games"] += 1 if g.stats["leftover"] else 0
            if verbose:
                print("seed %d plan %s: ok, starter %d, scores %s, leftover jokers %d, inputs %d"
                      % (seed, plan, g.order[0], g.scores, g.stats["leftover"], len(g.inputs)))
        except Fail as e:
            fails.append((seed, "plan %s: %s" % (plan, e), g))
            print("seed %d plan %s: FAIL %s" % (seed, plan, e))
            if verbose:
                print("   inputs: %s" % g.inputs)
    # games cut short by end of input
    for k, seed in enumerate(range(first + 1000, first + 1004)):
        g = Game(prog, seed, cut_after=[0, 1, 7, 40][k])
        try:
            g.run()
        except Fail as e:
            fails.append((seed, "cut game: " + str(e), g))
            print("seed %d (cut): FAIL %s" % (seed, e))
    # determinism with the same SEED and the same inputs
    try:
        g1 = Game(prog, first, strategy_seed=99)
        g1.run()
        g2 = Game(prog, first, strategy_seed=99)
        g2.run()
        if g1.proc.transcript != g2.proc.transcript:
            raise Fail("same SEED and inputs gave different transcripts")
    except Fail as e:
        fails.append((first, "determinism: " + str(e), None))
        print("determinism: FAIL %s" % e)
    try:
        eof_raw_test(prog)
    except (Fail, subprocess.TimeoutExpired) as e:
        fails.append((0, str(e), None))
        print("raw: FAIL %s" % e)
    if games >= 8 and starters != {1, 2}:
        fails.append((0, "starting player never varies: %s" % starters, None))
        print("FAIL starting player never varies")
    if len(boards) < games - len([f for f in fails if f[0] < first + games]):
        print("FAIL boards repeat between seeds")
        fails.append((0, "boards repeat", None))
    print("%s: %d games, %d failures; totals %s" % (prog, games, len(fails), totals))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
