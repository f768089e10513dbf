#!/usr/bin/env python3
"""Referee for Joker Twins programs.

Plays games through pipes (SEED set, sleep/clear instrumented by harness.py),
keeps its own model of the game and checks every screen against the rules.

usage: referee.py PROGRAM_DIR [--games N] [--base B] [--no-invalid]
                  [--skip KIND,...] [--eof-games N] [-v]
"""
import argparse
import os
import random
import re
import select
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
HARNESS = os.path.join(HERE, "harness.py")
ROWS, COLS = 6, 6
COLL = "ABCDEF"
HEADER = "   A   B   C   D   E   F"
BORDER = " +---+---+---+---+---+---+"
ROW_RE = re.compile(r"^(\d)\|((?: . \|){6})$")
SCORE_RE = re.compile(r"^Player ([12]) score: (\d+)$")
MARK_RE = re.compile("\x1e(IN|CLR|SLP[^\x1e]*|SYS[^\x1e]*)\x1e")
LETTERS = [chr(65 + i) for i in range(17)] + [chr(97 + i) for i in range(17)]
FIRST_PROMPT = "Player %d: Enter a coordinate (e.g. B3): "

GENERIC_BAD = ["AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C", "2a", "", " ",
               "   ", "\t", "!", "G0", "A6", "F9", "B33", "BB3", " B3", "B3 ",
               "Z1", "AA", "66", "A\u0663", "\uff223", "B3\r", "@3", "[0", "F6"]
LOWER_BAD = ["b3", "f0", "c5", "a1", "e2"]   # lower-case column of a real cell


class Fail(Exception):
    pass


def name(pos):
    return COLL[pos[1]] + str(pos[0])


def parse_events(raw):
    """raw output -> list of ('T', text) / ('CLR',) / ('SLP', secs) / ('IN',)"""
    ev = []
    pos = 0
    for m in MARK_RE.finditer(raw):
        if m.start() > pos:
            ev.append(("T", raw[pos:m.start()]))
        tag = m.group(1)
        if tag == "IN":
            ev.append(("IN",))
        elif tag == "CLR":
            ev.append(("CLR",))
        elif tag.startswith("SLP"):
            ev.append(("SLP", tag[3:]))
        else:
            ev.append(("SYS", tag[3:]))
        pos = m.end()
    if pos < len(raw):
        ev.append(("T", raw[pos:]))
    return ev


def text_of(events):
    return "".join(e[1] for e in events if e[0] == "T")


def parse_screens(text):
    """Find every 'scores + board' block. Returns list of dicts."""
    lines = text.split("\n")
    out = []
    i = 0
    while i < len(lines):
        m1 = SCORE_RE.match(lines[i])
        if m1 and i + 1 < len(lines) and SCORE_RE.match(lines[i + 1]):
            m2 = SCORE_RE.match(lines[i + 1])
            j = i + 2
            if j < len(lines) and lines[j] == HEADER and j + 13 < len(lines) + 0:
                ok = lines[j + 1] == BORDER
                grid = []
                for r in range(ROWS):
                    rm = ROW_RE.match(lines[j + 2 + 2 * r]) if j + 2 + 2 * r < len(lines) else None
                    if not rm or rm.group(1) != str(r) or lines[j + 3 + 2 * r] != BORDER:
                        ok = False
                        break
                    cells = rm.group(2)
                    grid.append([cells[4 * c + 1] for c in range(COLS)])
                if ok:
                    out.append({"order": [int(m1.group(1)), int(m2.group(1))],
                                "scores": {int(m1.group(1)): int(m1.group(2)),
                                           int(m2.group(1)): int(m2.group(2))},
                                "grid": grid, "end": j + 13, "lines": lines})
                    i = j + 14
                    continue
                raise Fail("malformed board after score lines at line %d: %r" % (i, lines[i:i + 16]))
        i += 1
    return out


class Proc:
    def __init__(self, prog, seed):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        env.pop("TERM", None)
        self.p = subprocess.Popen([sys.executable, HARNESS, os.path.join(prog, "main.py")],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env, cwd=prog)
        self.buf = ""
        self.transcript = []

    def read_segment(self, timeout=10.0):
        """Read until the next input request (returns events, True) or EOF (events, False)."""
        fd = self.p.stdout.fileno()
        deadline = time.time() + timeout
        raw = b""
        while True:
            s = raw.decode("utf-8", "replace")
            k = s.find("\x1eIN\x1e")
            if k >= 0:
                seg = s[:k]
                rest = s[k + 4:]
                if rest:
                    raise Fail("output after input request: %r" % rest[:80])
                self.transcript.append(seg)
                return parse_events(seg), True
            left = deadline - time.time()
            if left <= 0:
                raise Fail("timeout waiting for output (hang?)")
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                s = raw.decode("utf-8", "replace")
                self.transcript.append(s)
                return parse_events(s), False
            raw += chunk

    def send(self, line):
        self.transcript.append("<<%r>>\n" % line)
        self.p.stdin.write((line + "\n").encode("utf-8"))
        self.p.stdin.flush()

    def close_input(self):
        self.p.stdin.close()

    def finish(self, timeout=10.0):
        try:
            rc = self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Fail("program did not exit")
        err = self.p.stderr.read().decode("utf-8", "replace")
        return rc, err


class Game:
    def __init__(self, prog, seed, args):
        self.prog = prog
        self.seed = seed
        self.args = args
        self.rng = random.Random(seed * 7919 + 17)
        self.mode = self.rng.choice(["random", "memory", "avoid", "seekjj", "memory"])
        self.inv_rate = 0.0 if args.no_invalid else 0.18
        self.skip = set(args.skip.split(",")) if args.skip else set()
        self.known = {}          # pos -> card
        self.oracle = None
        self.plan = None
        self.removed = set()
        self.scores = {1: 0, 2: 0}
        self.order = None
        self.cur = None
        self.second_prompt = None
        self.log = []
        self.events = {"jj": 0, "jletter": 0, "leftover": 0, "matches": 0, "misses": 0,
                       "invalid": 0}

    # ----- helpers
    def view(self, shown=()):
        g = [["#"] * COLS for _ in range(ROWS)]
        for (r, c) in self.removed:
            g[r][c] = " "
        for pos in shown:
            g[pos[0]][pos[1]] = self.known[pos]
        return g

    def on_board(self):
        return [(r, c) for r in range(ROWS) for c in range(COLS) if (r, c) not in self.removed]

    def jokers_removed(self):
        return sum(1 for p in self.removed if self.known.get(p) == "*")

    def letters_left(self):
        return len(self.on_board()) - (2 - self.jokers_removed())

    def check_screen(self, scr, expect_grid, what, allow_extra=None):
        if scr["order"] != self.order:
            raise Fail("%s: score order %s, expected %s" % (what, scr["order"], self.order))
        if scr["scores"] != self.scores:
            raise Fail("%s: scores %s, expected %s" % (what, scr["scores"], self.scores))
        for r in range(ROWS):
            for c in range(COLS):
                got, exp = scr["grid"][r][c], expect_grid[r][c]
                if got != exp:
                    if exp == "?" and (got in LETTERS or got == "*"):
                        continue
                    if allow_extra and (r, c) == allow_extra[0] and got == allow_extra[1]:
                        continue
                    raise Fail("%s: cell %s shows %r, expected %r" % (what, name((r, c)), got, exp))

    def tail(self, events):
        t = text_of(events)
        return t.rsplit("\n", 1)[-1]

    # ----- oracle play (the whole deal is known from an earlier run of this seed)
    def oracle_first(self):
        cand = self.on_board()
        letters = [p for p in cand if self.oracle[p] != "*"]
        jok = [p for p in cand if self.oracle[p] == "*"]
        self.plan = None
        r = self.rng.random()
        if self.mode == "o-jj" and len(jok) == 2 and r < 0.3:
            self.plan = jok[1]
            return jok[0]
        if self.mode == "o-left1" and len(jok) == 2 and r < 0.2:
            self.plan = self.rng.choice(letters)
            return jok[0]
        if self.mode == "o-late" and jok and len(letters) <= 4:
            # use a joker on the very last twin(s)
            self.plan = letters[0]
            return jok[0]
        if r < 0.3:
            # a deliberate miss: two letters that are not twins
            a = self.rng.choice(letters)
            others = [p for p in letters if p != a and self.oracle[p] != self.oracle[a].swapcase()]
            if others:
                self.plan = self.rng.choice(others)
                return a
        a = self.rng.choice(letters)
        self.plan = [p for p in letters if self.oracle[p] == self.oracle[a].swapcase()][0]
        return a

    # ----- move choice
    def pick_first(self):
        if self.oracle:
            return self.oracle_first()
        cand = self.on_board()
        known_letters = {}
        for p in cand:
            k = self.known.get(p)
            if k and k != "*":
                known_letters.setdefault(k.upper(), []).append(p)
        jok = [p for p in cand if self.known.get(p) == "*"]
        unknown = [p for p in cand if p not in self.known]
        if self.mode == "random":
            return self.rng.choice(cand)
        if self.mode == "seekjj" and len(jok) == 2:
            return jok[0]
        pairs = [v for v in known_letters.values() if len(v) == 2]
        if pairs and self.rng.random() < 0.85:
            return self.rng.choice(pairs)[0]
        pool = unknown if unknown else cand
        if self.mode in ("avoid", "seekjj"):
            pool2 = [p for p in pool if self.known.get(p) != "*"]
            if pool2:
                pool = pool2
        return self.rng.choice(pool)

    def pick_second(self, first):
        if self.oracle:
            return self.plan
        cand = [p for p in self.on_board() if p != first]
        c1 = self.known[first]
        if self.mode == "random":
            return self.rng.choice(cand)
        if c1 == "*":
            other = [p for p in cand if self.known.get(p) == "*"]
            if other and self.mode == "seekjj":
                return other[0]
        else:
            tw = [p for p in cand if self.known.get(p) == c1.swapcase()]
            if tw and self.rng.random() < 0.9:
                return tw[0]
        unknown = [p for p in cand if p not in self.known]
        pool = unknown if unknown else cand
        if self.mode in ("avoid", "seekjj") and c1 != "*":
            pool2 = [p for p in pool if self.known.get(p) != "*"]
            if pool2:
                pool = pool2
        return self.rng.choice(pool)

    def pick_invalid(self, first):
        opts = list(GENERIC_BAD)
        if "lower" not in self.skip:
            # a lower-case column naming a face-down cell
            opts += [p for p in LOWER_BAD]
        if self.removed and "removed" not in self.skip:
            opts += [name(p) for p in self.removed] * 3
        if first is not None and "same" not in self.skip:
            opts += [name(first)] * 6
        return self.rng.choice(opts)

    # ----- protocol
    def expect_invalid(self, proc, bad, prev_tail, stage_grid):
        proc.send(bad)
        ev, alive = proc.read_segment()
        if not alive:
            raise Fail("program ended after invalid input %r" % bad)
        if any(e[0] == "SLP" for e in ev):
            raise Fail("invalid input %r was accepted (pause followed)" % bad)
        t = self.tail(ev)
        if t != prev_tail:
            raise Fail("invalid input %r: next prompt %r, expected re-prompt %r" % (bad, t, prev_tail))
        body = text_of(ev)[:-len(t)] if t else text_of(ev)
        scr = parse_screens(text_of(ev))
        if scr:
            # a redraw is only fine if nothing changed
            last = scr[-1]
            if last["grid"] != stage_grid:
                raise Fail("invalid input %r was accepted (board changed)" % bad)
        if not body.strip():
            raise Fail("invalid input %r: no message" % bad)
        self.events["invalid"] += 1

    def run(self, eof_at=None):
        proc = Proc(self.prog, self.seed)
        steps = 0
        try:
            ev, alive = proc.read_segment()
            if not alive:
                raise Fail("program ended before asking for input")
            scr = parse_screens(text_of(ev))
            if not scr:
                raise Fail("no initial board")
            self.order = scr[-1]["order"]
            if sorted(self.order) != [1, 2]:
                raise Fail("bad score lines %s" % self.order)
            self.cur = self.order[0]
            self.check_screen(scr[-1], self.view(), "initial screen")
            if self.tail(ev) != FIRST_PROMPT % self.cur:
                raise Fail("initial prompt %r" % self.tail(ev))
            while True:
                # ---------------- first card
                prompt = self.tail(ev)
                while self.rng.random() < self.inv_rate:
                    steps += 1
                    if eof_at is not None and steps >= eof_at:
                        return self.do_eof(proc)
                    self.expect_invalid(proc, self.pick_invalid(None), prompt, self.view())
                steps += 1
                if eof_at is not None and steps >= eof_at:
                    return self.do_eof(proc)
                p1 = self.pick_first()
                proc.send(name(p1))
                ev, alive = proc.read_segment()
                if not alive:
                    raise Fail("program ended after first card %s" % name(p1))
                if any(e[0] == "SLP" for e in ev):
                    raise Fail("pause after the first card")
                scr = parse_screens(text_of(ev))
                if not scr:
                    raise Fail("first card %s not displayed" % name(p1))
                g = self.view()
                g[p1[0]][p1[1]] = "?"
                self.check_screen(scr[-1], g, "after first card %s" % name(p1))
                card1 = scr[-1]["grid"][p1[0]][p1[1]]
                self.learn(p1, card1)
                t = self.tail(ev)
                if not t.startswith("Player %d:" % self.cur):
                    raise Fail("second prompt %r for player %d" % (t, self.cur))
                if self.second_prompt is None:
                    self.second_prompt = t
                elif t != self.second_prompt.replace("Player 1", "Player %d" % self.cur).replace(
                        "Player 2", "Player %d" % self.cur):
                    raise Fail("second prompt changed: %r" % t)
                # ---------------- second card
                stage = self.view(shown=[p1])
                while self.rng.random() < self.inv_rate:
                    steps += 1
                    if eof_at is not None and steps >= eof_at:
                        return self.do_eof(proc)
                    self.expect_invalid(proc, self.pick_invalid(p1), t, stage)
                steps += 1
                if eof_at is not None and steps >= eof_at:
                    return self.do_eof(proc)
                p2 = self.pick_second(p1)
                proc.send(name(p2))
                ev, alive = proc.read_segment()
                slp = [i for i, e in enumerate(ev) if e[0] == "SLP"]
                if len(slp) != 1:
                    raise Fail("after second card %s: %d pauses" % (name(p2), len(slp)))
                if ev[slp[0]][1] not in ("2", "2.0"):
                    raise Fail("pause of %s s" % ev[slp[0]][1])
                pre = text_of(ev[:slp[0]])
                post_ev = ev[slp[0] + 1:]
                if not any(e[0] == "CLR" for e in post_ev):
                    raise Fail("no clear screen after the pause")
                scr = parse_screens(pre)
                if not scr:
                    raise Fail("cards not shown during the pause")
                ps = scr[-1]
                if ps["lines"][ps["end"] + 1:] != [""]:
                    raise Fail("output below the board during the pause: %r" % ps["lines"][ps["end"] + 1:])
                g = self.view(shown=[p1])
                g[p2[0]][p2[1]] = "?"
                card2 = ps["grid"][p2[0]][p2[1]]
                self.learn(p2, card2)
                extra = None
                twin_pos = None
                if (card1 == "*") != (card2 == "*"):
                    letter = card2 if card1 == "*" else card1
                    for pos, k in self.known.items():
                        if k == letter.swapcase():
                            twin_pos = pos
                    # the twin may be displayed during the pause
                    for r in range(ROWS):
                        for c in range(COLS):
                            if (r, c) not in (p1, p2) and ps["grid"][r][c] == letter.swapcase():
                                if twin_pos is not None and twin_pos != (r, c):
                                    raise Fail("twin shown at wrong place")
                                twin_pos = (r, c)
                                self.learn((r, c), letter.swapcase())
                    if twin_pos is not None:
                        extra = (twin_pos, letter.swapcase())
                self.check_screen(ps, g, "pause screen %s %s" % (name(p1), name(p2)), allow_extra=extra)
                # ---------------- rules
                if card1 == "*" and card2 == "*":
                    pts, gone = 2, [p1, p2]
                    self.events["jj"] += 1
                elif card1 == "*" or card2 == "*":
                    pts, gone = 2, [p1, p2]
                    self.events["jletter"] += 1
                elif card1 != card2 and card1.upper() == card2.upper():
                    pts, gone = 1, [p1, p2]
                else:
                    pts, gone = 0, []
                post_text = text_of(post_ev)
                if pts:
                    self.events["matches"] += 1
                    self.scores[self.cur] += pts
                    for p in gone:
                        self.removed.add(p)
                    if card1 == "*" and card2 == "*" or not ((card1 == "*") != (card2 == "*")):
                        pass
                    else:
                        if twin_pos is None:
                            # learn where the twin was from the next screen
                            scr2 = parse_screens(post_text)
                            if alive and scr2:
                                new = [(r, c) for r in range(ROWS) for c in range(COLS)
                                       if scr2[-1]["grid"][r][c] == " " and (r, c) not in self.removed]
                                if len(new) != 1:
                                    raise Fail("joker match: %d extra cells removed, expected 1" % len(new))
                                twin_pos = new[0]
                                self.learn(twin_pos, (card2 if card1 == "*" else card1).swapcase())
                        if twin_pos is not None:
                            self.removed.add(twin_pos)
                        else:
                            self.removed.add(("twin", letter))
                else:
                    self.events["misses"] += 1
                    self.cur = 3 - self.cur
                # ---------------- end of game?
                left_letters = 36 - len(self.removed) - (2 - self.jokers_removed())
                if pts and left_letters == 0:
                    lo = 2 - self.jokers_removed()
                    if lo:
                        self.events["leftover"] += 1
                    self.scores[self.cur] += lo
                    return self.check_end(proc, ev, alive, post_text)
                if not alive:
                    raise Fail("program ended but the game was not over")
                scr2 = parse_screens(post_text)
                if not scr2:
                    raise Fail("no board after the pause")
                self.check_screen(scr2[-1], self.view(), "after turn %s %s" % (name(p1), name(p2)))
                if self.tail(ev) != FIRST_PROMPT % self.cur:
                    raise Fail("after %s %s (%s %s): prompt %r, expected player %d" % (
                        name(p1), name(p2), card1, card2, self.tail(ev), self.cur))
        except Fail as e:
            try:
                proc.p.kill()
            except Exception:
                pass
            proc.p.wait()
            return str(e), proc
        except (BrokenPipeError, OSError) as e:
            proc.p.kill()
            proc.p.wait()
            return "pipe error %s" % e, proc

    def learn(self, pos, card):
        if card not in LETTERS and card != "*":
            raise Fail("cell %s shows %r" % (name(pos), card))
        if pos in self.known and self.known[pos] != card:
            raise Fail("cell %s changed from %r to %r" % (name(pos), self.known[pos], card))
        self.known[pos] = card
        vals = [v for p, v in self.known.items()]
        for v in set(vals):
            if vals.count(v) > (2 if v == "*" else 1):
                raise Fail("card %r appears %d times" % (v, vals.count(v)))

    def do_eof(self, proc):
        proc.close_input()
        ev, alive = proc.read_segment()
        if alive:
            raise Fail("asked for input after end of input")
        rc, err = proc.finish()
        if rc != 0:
            return "EOF: exit status %d" % rc, proc
        if "Traceback" in err:
            return "EOF: traceback", proc
        return None, proc

    def check_end(self, proc, ev, alive, post_text):
        if alive:
            raise Fail("game over (scores %s) but program asks for input" % self.scores)
        proc.close_input()
        rc, err = proc.finish()
        if rc != 0 or "Traceback" in err:
            raise Fail("end: rc %d, stderr %r" % (rc, err[-300:]))
        scr = parse_screens(post_text)
        if not scr:
            raise Fail("no final board")
        last = scr[-1]
        if last["scores"] != self.scores:
            raise Fail("final scores %s, expected %s (leftover jokers %d)" % (
                last["scores"], self.scores, 2 - self.jokers_removed()))
        if any(x == "#" for row in last["grid"] for x in row):
            raise Fail("final board still has face-down cards")
        low = post_text.lower()
        flat = low.replace(" ", "")
        if "gameover" not in flat and "gameisover" not in flat:
            raise Fail("no game over message")
        s1, s2 = self.scores[1], self.scores[2]
        if s1 == s2:
            if "tie" not in low and "draw" not in low:
                raise Fail("tie not announced")
        else:
            w = 1 if s1 > s2 else 2
            found = False
            for line in post_text.split("\n"):
                ll = line.lower()
                if re.search(r"\b(wins?|won|winner)\b", ll):
                    if "player %d" % w in ll and "player %d" % (3 - w) not in ll.split("win")[0]:
                        found = True
                    elif "player %d" % (3 - w) in ll and "player %d" % w not in ll:
                        raise Fail("wrong winner announced: %r" % line)
            if not found:
                raise Fail("winner Player %d not announced" % w)
        if sum(self.scores.values()) != 19:
            raise Fail("total points %d != 19" % sum(self.scores.values()))
        vals = sorted(v for p, v in self.known.items() if not isinstance(p[0], str))
        if len(vals) == 36 and vals != sorted(LETTERS + ["*", "*"]):
            raise Fail("deck is not A-Q/a-q plus two jokers")
        return None, proc


def deduce(known):
    """Complete a deal from the cells seen in a finished game, or None."""
    cells = {p: v for p, v in known.items() if not isinstance(p[0], str)}
    missing = list(LETTERS + ["*", "*"])
    for v in cells.values():
        missing.remove(v)
    holes = [(r, c) for r in range(ROWS) for c in range(COLS) if (r, c) not in cells]
    if len(set(missing)) > 1 or len(holes) != len(missing):
        return None
    for p in holes:
        cells[p] = missing[0]
    return cells


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prog")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--base", type=int, default=1)
    ap.add_argument("--no-invalid", action="store_true")
    ap.add_argument("--skip", default="")
    ap.add_argument("--eof-games", type=int, default=6)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--dump-all", default=None, help="write every game's transcript here")
    ap.add_argument("--dump", default=None, help="write transcript of failing games here")
    args = ap.parse_args()
    prog = os.path.abspath(args.prog)
    fails = 0
    ran = 0
    starts = {1: 0, 2: 0}
    totals = {}
    for i in range(args.games * 2):
        seed = args.base + i // 2
        g = Game(prog, seed, args)
        if i % 2 == 1:
            deal = deduce(prev.known)
            if deal is None:
                continue
            g.oracle = deal
            g.mode = ["o-left2", "o-left1", "o-jj", "o-late"][seed % 4]
        prev = g
        res, proc = g.run()
        if g.order:
            starts[g.order[0]] += 1
        for k, v in g.events.items():
            totals[k] = totals.get(k, 0) + v
        ran += 1
        status = "ok" if res is None else "FAIL: " + res
        if args.dump_all:
            with open(os.path.join(args.dump_all, "%s_seed%d_%s.txt" % (os.path.basename(prog), seed, g.mode)), "w") as f:
                f.write("".join(proc.transcript).replace("\x1e", "|"))
        if res is not None:
            fails += 1
            if args.dump:
                with open(os.path.join(args.dump, "%s_seed%d.txt" % (os.path.basename(prog), seed)), "w") as f:
                    f.write("".join(proc.transcript).replace("\x1e", "|"))
        if args.v or res is not None:
            print("seed %3d mode %-7s scores %s ev %s  %s" % (seed, g.mode, g.scores,
                                                           {k: v for k, v in g.events.items() if v}, status))
    eof_fails = 0
    for i in range(args.eof_games):
        seed = 1000 + args.base + i
        g = Game(prog, seed, args)
        res, proc = g.run(eof_at=random.Random(seed).randint(1, 40))
        if res is not None:
            eof_fails += 1
            print("EOF seed %d: FAIL %s" % (seed, res))
    args.games = ran
    print("%s: %d/%d games ok, %d/%d eof runs ok, starts %s, events %s" % (
        os.path.basename(prog), args.games - fails, args.games,
        args.eof_games - eof_fails, args.eof_games, starts, totals))
    return 1 if fails or eof_fails else 0


if __name__ == "__main__":
    sys.exit(main())
