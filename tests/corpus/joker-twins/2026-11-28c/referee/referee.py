#!/usr/bin/env python3
"""Referee for the Joker Twins programs.

Plays whole games against a program through pipes (SEED set, so every game
can be replayed), keeps its own model of the game and checks every screen
the program prints against the rules of the spec:

  * 17 twins A-Q / a-q plus two Jokers '*', each card exactly once
  * scores above the board, in the order of turns (starter first), and the
    board drawn as in Figure 1; prompt "Player N: ..." for the right player
  * invalid inputs (format, case, out of board, removed card, the card that
    is turned over right now) are refused with a message, nothing changes
  * first card shown after a valid first coordinate
  * after the second card: the board with the turned cards (and the twin a
    Joker pulls in) is shown, nothing below it, a 2 s pause, a clear screen,
    then the updated board (scores only updated after the pause)
  * twin: +1 and same player again; Joker with a letter: +2, three cards
    removed; two Jokers: +2; no twin: cards face down, other player
  * end when no letters are left: remaining Jokers +1 each for the player
    who found the last twin; "game over", the right winner, final scores
  * end of input at any time: exit status 0, no traceback, no loop

time.sleep and os.system("clear") are replaced (by a tiny wrapper) with
markers in the output, so a game takes a fraction of a second.

usage: referee.py PROGRAM_DIR [--games N] [--seed S] [--strip] [--crlf]
                  [--verbose] [--dump-deal FILE] [--log FILE] [--policy P]
"""

import argparse
import json
import os
import random
import re
import select
import subprocess
import sys
import tempfile
import time

ROWS, COLS = 6, 6
COL_LABELS = "ABCDEF"
ROW_LABELS = "012345"
LETTERS = [chr(ord("A") + i) for i in range(17)]
ALL_CARDS = sorted(LETTERS + [l.lower() for l in LETTERS] + ["*", "*"])

WRAPPER = r'''
import os, runpy, sys, time
path = sys.argv[1]
sys.argv = [path]
sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
def _sleep(seconds):
    sys.stdout.flush()
    sys.stdout.write("@@SLEEP %s@@\n" % seconds)
    sys.stdout.flush()
time.sleep = _sleep
_system = os.system
def _fake_system(cmd):
    if cmd.strip() in ("clear", "cls"):
        sys.stdout.flush()
        sys.stdout.write("@@CLEAR@@\n")
        sys.stdout.flush()
        return 0
    return _system(cmd)
os.system = _fake_system
runpy.run_path(path, run_name="__main__")
'''

HEADER = "   " + "   ".join(COL_LABELS)
SEPARATOR = " +" + "---+" * COLS
ROW_RE = re.compile(r"^([0-9])\|((?: . \|){%d})$" % COLS)
SCORE_RE = re.compile(r"^Player ([12]) score: (\d+)$")
PROMPT_RE = re.compile(r"Player ([12])\b[^\n]*:\s*$")

INVALID_POOL = [
    "", " ", "   ", "\t", "AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C",
    "2a", "b3", "c0", "f5", "G0", "A6", "F9", "Z3", "B33", "B", "3", "**",
    "B3B3", "B\u0663", "B\u00b2", "\uff22\uff13", "x" * 300, "\x00", "Ä1",
    "@5", "#", "B3.", "B,3", "A-0", "B 3", "-1", "00", "AA", "#3",
    b"\xff\xfe3", b"B\xff",
]


class Fail(Exception):
    pass


def entry_point(prog_dir):
    files = sorted(f for f in os.listdir(prog_dir) if f.endswith(".py"))
    if len(files) == 1:
        return os.path.join(prog_dir, files[0])
    mains = [f for f in files
             if '__name__ == "__main__"' in open(os.path.join(prog_dir, f)).read()
             or "__name__ == '__main__'" in open(os.path.join(prog_dir, f)).read()]
    if len(mains) != 1:
        raise SystemExit("cannot find the entry point in %s" % prog_dir)
    return os.path.join(prog_dir, mains[0])


def name(r, c):
    return COL_LABELS[c] + ROW_LABELS[r]


def is_letter_twin(a, b):
    return a != "*" and b != "*" and a != b and a.lower() == b.lower()


# ---------------------------------------------------------------------------
# talking to the program
# ---------------------------------------------------------------------------
class Program:
    def __init__(self, entry, seed, real=False):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        env["TERM"] = "dumb"
        env["PYTHONIOENCODING"] = "utf-8"
        self.err = tempfile.TemporaryFile()
        cmd = [sys.executable, "-c", WRAPPER, entry]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.err,
                                     env=env)
        self.fd = self.proc.stdout.fileno()
        self.transcript = []

    def read_chunk(self, timeout=10.0):
        """Read until the output ends in a prompt or the program ends."""
        data = b""
        deadline = time.time() + timeout
        while True:
            left = deadline - time.time()
            if left <= 0:
                raise Fail("no prompt and no exit within %.0f s (hang?)" % timeout)
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            part = os.read(self.fd, 65536)
            if not part:
                text = data.decode("utf-8", "replace")
                self.transcript.append(text)
                return text, None
            data += part
            if len(data) > 2_000_000:
                raise Fail("more than 2 MB of output for one input (loop?)")
            text = data.decode("utf-8", "replace")
            last = text.split("\n")[-1]
            m = PROMPT_RE.search(last)
            if m and "score" not in last:
                # give the program a moment in case more is coming
                ready, _, _ = select.select([self.fd], [], [], 0.02)
                if ready:
                    continue
                self.transcript.append(text)
                return text, int(m.group(1))

    def send(self, line):
        raw = line if isinstance(line, bytes) else line.encode("utf-8")
        self.transcript.append(">>> %r\n" % (line,))
        try:
            self.proc.stdin.write(raw + b"\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise Fail("program closed its input early")

    def close_input(self):
        try:
            self.proc.stdin.close()
        except BrokenPipeError:
            pass

    def finish(self, timeout=10.0):
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
            raise Fail("program did not exit")
        self.err.seek(0)
        err = self.err.read().decode("utf-8", "replace")
        return rc, err

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


# ---------------------------------------------------------------------------
# reading the screens
# ---------------------------------------------------------------------------
def tokenize(text):
    """Split one chunk of output into tokens.

    ('board', grid, scores) where scores is the list of (player, score) of the
    two lines just above the board, ('sleep',), ('clear',), ('text', line).
    The last (unfinished) line, the prompt, is not part of the tokens.
    """
    lines = text.split("\n")[:-1]
    tokens = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("@@SLEEP"):
            if line.strip() != "@@SLEEP 2@@":
                raise Fail("pause is not time.sleep(2): %r" % line)
            tokens.append(("sleep",))
        elif line == "@@CLEAR@@":
            tokens.append(("clear",))
        elif "@@SLEEP" in line or "@@CLEAR" in line:
            raise Fail("output without newline before a pause/clear: %r" % line)
        elif line.strip() == HEADER.strip():
            if line != HEADER:
                raise Fail("column header not as in Figure 1: %r" % line)
            block = lines[i + 1:i + 1 + 2 * ROWS + 1]
            if len(block) != 2 * ROWS + 1:
                raise Fail("board cut short")
            grid = []
            for k, bl in enumerate(block):
                if k % 2 == 0:
                    if bl != SEPARATOR:
                        raise Fail("board separator line not as in Figure 1: %r" % bl)
                else:
                    m = ROW_RE.match(bl)
                    if not m or int(m.group(1)) != k // 2:
                        raise Fail("board row not as in Figure 1: %r" % bl)
                    grid.append([m.group(2)[4 * c + 1] for c in range(COLS)])
            scores = []
            for back in (2, 1):
                if i - back < 0:
                    raise Fail("no score lines above the board")
                m = SCORE_RE.match(lines[i - back])
                if not m:
                    raise Fail("line above the board is not a score line: %r"
                               % lines[i - back])
                scores.append((int(m.group(1)), int(m.group(2))))
            # the two score lines were tokenized as text: drop them
            tokens = tokens[:-2]
            tokens.append(("board", grid, scores))
            i += 2 * ROWS + 1
        else:
            tokens.append(("text", line))
        i += 1
    return tokens


def boards(tokens):
    return [t for t in tokens if t[0] == "board"]


def grid_str(grid):
    return "\n".join("".join(row) for row in grid)


# ---------------------------------------------------------------------------
# one game
# ---------------------------------------------------------------------------
class Game:
    def __init__(self, entry, seed, cfg, rng, verbose=False, eof_after=None,
                 oracle=None, policy=None):
        self.entry = entry
        self.seed = seed
        self.cfg = cfg
        self.rng = rng
        self.verbose = verbose
        self.eof_after = eof_after      # close the input after so many inputs
        self.view = [["#"] * COLS for _ in range(ROWS)]
        self.deal = {}
        self.scores = {1: 0, 2: 0}
        self.order = None
        self.turn = None
        self.inputs = []
        self.jokers_removed = 0
        self.letters_removed = 0
        self.stats = {"invalid": 0, "twins": 0, "joker_twins": 0,
                      "joker_pair": 0, "misses": 0, "end_jokers": None,
                      "letter_then_joker": 0, "joker_then_letter": 0}
        self.policy = policy or cfg.get("policy") or "normal"
        self.oracle = oracle or {}
        self.avoid = set()
        jokers = sorted(p for p, k in self.oracle.items() if k == "*")
        if self.policy == "avoid":
            self.avoid = set(jokers)
        elif self.policy == "one" and len(jokers) == 2:
            self.avoid = {jokers[1]}

    # -- model helpers ------------------------------------------------------
    def learn(self, r, c, card):
        if card not in ALL_CARDS:
            raise Fail("unknown card %r at %s" % (card, name(r, c)))
        if self.oracle and self.oracle.get((r, c)) != card:
            raise Fail("same SEED, different deal: %s is %r now, was %r"
                       % (name(r, c), card, self.oracle.get((r, c))))
        old = self.deal.get((r, c))
        if old is not None and old != card:
            raise Fail("card at %s changed from %r to %r" % (name(r, c), old, card))
        if old is None:
            known = list(self.deal.values())
            if card != "*" and card in known:
                raise Fail("card %r appears twice (again at %s)" % (card, name(r, c)))
            if card == "*" and known.count("*") >= 2:
                raise Fail("a third Joker at %s" % name(r, c))
            self.deal[(r, c)] = card

    def hidden_cells(self):
        return [(r, c) for r in range(ROWS) for c in range(COLS) if self.view[r][c] == "#"]

    def where(self, card):
        for pos, k in self.deal.items():
            if k == card and self.view[pos[0]][pos[1]] == "#":
                return pos
        return None

    def check_board(self, tok, expect_grid, expect_scores, what):
        _, grid, scores = tok
        if grid != expect_grid:
            raise Fail("%s: board differs\nexpected:\n%s\ngot:\n%s"
                       % (what, grid_str(expect_grid), grid_str(grid)))
        want = [(p, expect_scores[p]) for p in self.order]
        if scores != want:
            raise Fail("%s: score lines %r, expected %r" % (what, scores, want))

    def view_with(self, extra):
        g = [row[:] for row in self.view]
        for (r, c), card in extra.items():
            g[r][c] = card
        return g

    # -- choosing inputs ----------------------------------------------------
    def know(self, pos):
        """What the referee knows about a card: the oracle (a deal learned in
        an earlier game with the same SEED) or what it has seen so far."""
        if self.oracle:
            return self.oracle.get(pos)
        return self.deal.get(pos)

    def known_where(self, card, exclude=()):
        for r, c in self.hidden_cells():
            if (r, c) not in exclude and self.know((r, c)) == card:
                return (r, c)
        return None

    def allowed(self, cells):
        ok = [p for p in cells if p not in self.avoid]
        return ok or cells

    def pick_first(self):
        hidden = self.allowed(self.hidden_cells())
        jok = [p for p in hidden if self.know(p) == "*"]
        if self.policy == "seek" and len(jok) == 2 and (not self.oracle or self.rng.random() < 0.3):
            return jok[0]
        if self.policy == "one" and jok and self.rng.random() < 0.15:
            return jok[0]
        pairs = [p for p in hidden if self.know(p) not in (None, "*")
                 and self.known_where(self.know(p).swapcase())]
        if pairs and self.rng.random() < 0.7:
            return self.rng.choice(pairs)
        unknown = [p for p in hidden if self.know(p) is None]
        if unknown and self.rng.random() < 0.85:
            return self.rng.choice(unknown)
        if self.policy == "avoid":
            hidden = [p for p in hidden if self.know(p) != "*"] or hidden
        return self.rng.choice(hidden)

    def pick_second(self, first):
        hidden = self.allowed([p for p in self.hidden_cells() if p != first])
        card = self.deal[first]
        if card == "*":
            other = [p for p in hidden if self.know(p) == "*"]
            if other and self.policy == "seek":
                return other[0]
        else:
            q = self.known_where(card.swapcase(), exclude=(first,))
            if q and q in hidden and self.rng.random() < 0.7:
                return q
            jok = [p for p in hidden if self.know(p) == "*"]
            if jok and self.policy != "avoid" and self.rng.random() < 0.4:
                return jok[0]
        unknown = [p for p in hidden if self.know(p) is None]
        if unknown and self.rng.random() < 0.8:
            return self.rng.choice(unknown)
        if self.policy == "avoid":
            hidden = [p for p in hidden if self.know(p) != "*"] or hidden
        return self.rng.choice(hidden)

    def invalid_input(self, first):
        """An input that must be refused, with a description."""
        options = ["pool"] * 6
        removed = [(r, c) for r in range(ROWS) for c in range(COLS) if self.view[r][c] == " "]
        if removed:
            options += ["removed"] * 2
        if first is not None:
            options += ["same"] * 3
        if not self.cfg.get("strip"):
            options += ["padded"]
        if not self.cfg.get("crlf"):
            options += ["crlf"]
        kind = self.rng.choice(options)
        if kind == "pool":
            return self.rng.choice(INVALID_POOL), "garbage"
        if kind == "removed":
            r, c = self.rng.choice(removed)
            return name(r, c), "removed card"
        if kind == "same":
            return name(*first), "card already turned over"
        if kind == "padded":
            r, c = self.rng.choice(self.hidden_cells())
            return self.rng.choice([" ", "\t"]) + name(r, c), "padded"
        r, c = self.rng.choice(self.hidden_cells())
        return name(r, c) + "\r", "crlf"

    def dress(self, coord):
        """A valid coordinate, sometimes padded when the program allows it."""
        if self.cfg.get("strip") and self.rng.random() < 0.1:
            return " " + coord + " "
        if self.cfg.get("crlf") and self.rng.random() < 0.1:
            return coord + "\r"
        return coord

    # -- the game -----------------------------------------------------------
    def send(self, prog, line):
        self.inputs.append(line)
        prog.send(line)
        if self.eof_after is not None and len(self.inputs) >= self.eof_after:
            return self.check_eof(prog)
        return None

    def check_eof(self, prog):
        prog.close_input()
        chunk = b""
        deadline = time.time() + 10
        while True:
            ready, _, _ = select.select([prog.fd], [], [], max(0.0, deadline - time.time()))
            if not ready:
                raise Fail("program did not end at end of input")
            part = os.read(prog.fd, 65536)
            if not part:
                break
            chunk += part
            if len(chunk) > 2_000_000:
                raise Fail("program loops at end of input")
        rc, err = prog.finish()
        if rc != 0:
            raise Fail("exit status %d at end of input" % rc)
        if "Traceback" in err:
            raise Fail("traceback at end of input:\n" + err)
        return "eof"

    def expect_plain(self, chunk, player, grid, what):
        toks = tokenize(chunk)
        for t in toks:
            if t[0] == "sleep":
                raise Fail("%s: unexpected pause" % what)
        for b in boards(toks):
            self.check_board(b, grid, self.scores, what)
        if player != self.turn:
            raise Fail("%s: prompt for player %s, expected player %s"
                       % (what, player, self.turn))
        return toks

    def play(self):
        prog = Program(self.entry, self.seed)
        self.transcript = prog.transcript
        try:
            return self._play(prog)
        finally:
            prog.kill()

    def _play(self, prog):
        chunk, player = prog.read_chunk()
        if player is None:
            raise Fail("program ended before the first prompt")
        toks = tokenize(chunk)
        bl = boards(toks)
        if not bl:
            raise Fail("no board before the first prompt")
        start_scores = bl[-1][2]
        self.order = [p for p, _ in start_scores]
        if sorted(self.order) != [1, 2]:
            raise Fail("score lines are not for players 1 and 2: %r" % start_scores)
        self.turn = self.order[0]
        if player != self.turn:
            raise Fail("first prompt is for player %d, but scores list player %d first"
                       % (player, self.turn))
        self.check_board(bl[-1], self.view, self.scores, "initial screen")
        if any(t[0] == "sleep" for t in toks):
            raise Fail("pause before the game started")

        while True:
            # ---------------- first card ----------------
            while self.rng.random() < self.cfg.get("invalid_rate", 0.2):
                line, why = self.invalid_input(None)
                self.stats["invalid"] += 1
                if self.send(prog, line) == "eof":
                    return "eof"
                chunk, player = prog.read_chunk()
                if player is None:
                    raise Fail("program ended after invalid input %r" % (line,))
                toks = self.expect_plain(chunk, player, self.view,
                                         "after invalid first input %r (%s)" % (line, why))
                if not any(t[0] == "text" and re.search(r"[A-Za-z]", t[1]) for t in toks):
                    raise Fail("no message after invalid input %r" % (line,))
            r1, c1 = self.pick_first()
            if self.send(prog, self.dress(name(r1, c1))) == "eof":
                return "eof"
            chunk, player = prog.read_chunk()
            if player is None:
                raise Fail("program ended after the first card")
            toks = tokenize(chunk)
            if any(t[0] == "sleep" for t in toks):
                raise Fail("pause after the first card")
            bl = boards(toks)
            if not bl:
                raise Fail("first card %s not shown (no board)" % name(r1, c1))
            card1 = bl[-1][1][r1][c1]
            self.learn(r1, c1, card1)
            grid1 = self.view_with({(r1, c1): card1})
            self.check_board(bl[-1], grid1, self.scores, "first card %s" % name(r1, c1))
            if player != self.turn:
                raise Fail("second prompt for player %s, expected %s" % (player, self.turn))

            # ---------------- second card ----------------
            while self.rng.random() < self.cfg.get("invalid_rate", 0.2):
                line, why = self.invalid_input((r1, c1))
                self.stats["invalid"] += 1
                if self.send(prog, line) == "eof":
                    return "eof"
                chunk, player = prog.read_chunk()
                if player is None:
                    raise Fail("program ended after invalid input %r" % (line,))
                toks = self.expect_plain(chunk, player, grid1,
                                         "after invalid second input %r (%s)" % (line, why))
                if not any(t[0] == "text" and re.search(r"[A-Za-z]", t[1]) for t in toks):
                    raise Fail("no message after invalid input %r" % (line,))
            r2, c2 = self.pick_second((r1, c1))
            if self.send(prog, self.dress(name(r2, c2))) == "eof":
                return "eof"
            chunk, player = prog.read_chunk()
            toks = tokenize(chunk)
            sleeps = [i for i, t in enumerate(toks) if t[0] == "sleep"]
            if len(sleeps) != 1:
                raise Fail("expected exactly one pause after the second card, got %d"
                           % len(sleeps))
            s = sleeps[0]
            before = [t for t in toks[:s] if not (t[0] == "text" and t[1].strip() == "")]
            if not before or before[-1][0] != "board":
                raise Fail("the pause does not come right after the board (found %r)"
                           % (before[-1:],))
            pause_board = before[-1]
            card2 = pause_board[1][r2][c2]
            self.learn(r2, c2, card2)
            a, b = card1, card2
            shown = {(r1, c1): a, (r2, c2): b}
            extra = None
            if (a == "*") != (b == "*"):
                letter = b if a == "*" else a
                twin = letter.swapcase()
                cand = [(r, c) for r in range(ROWS) for c in range(COLS)
                        if (r, c) not in shown and self.view[r][c] == "#"
                        and pause_board[1][r][c] != "#"]
                if len(cand) != 1:
                    raise Fail("Joker with %r: expected the twin %r turned over too, "
                               "found %d extra cards" % (letter, twin, len(cand)))
                extra = cand[0]
                self.learn(extra[0], extra[1], pause_board[1][extra[0]][extra[1]])
                if self.deal[extra] != twin:
                    raise Fail("Joker with %r turned over %r" % (letter, self.deal[extra]))
                shown[extra] = twin
            self.check_board(pause_board, self.view_with(shown), self.scores,
                             "pause board after %s %s" % (name(r1, c1), name(r2, c2)))
            after = toks[s + 1:]
            nb = [i for i, t in enumerate(after) if t[0] == "board"]
            cl = [i for i, t in enumerate(after) if t[0] == "clear"]
            if not cl or (nb and cl[0] > nb[0]):
                raise Fail("screen not cleared after the pause")

            # update the model
            if a == "*" and b == "*":
                pts = 2
                self.stats["joker_pair"] += 1
            elif a == "*" or b == "*":
                pts = 2
                self.stats["joker_twins"] += 1
                self.stats["letter_then_joker" if b == "*" else "joker_then_letter"] += 1
            elif is_letter_twin(a, b):
                pts = 1
                self.stats["twins"] += 1
            else:
                pts = 0
                self.stats["misses"] += 1
            if pts:
                for (r, c), card in shown.items():
                    self.view[r][c] = " "
                    if card == "*":
                        self.jokers_removed += 1
                    else:
                        self.letters_removed += 1
                self.scores[self.turn] += pts
            else:
                self.turn = self.order[1] if self.turn == self.order[0] else self.order[0]

            if self.letters_removed < 34:
                if player is None:
                    raise Fail("program ended while letters are left")
                if "game over" in chunk.lower():
                    raise Fail("'game over' while letters are left")
                bl = boards(after)
                if not bl:
                    raise Fail("no board after the pause")
                self.check_board(bl[-1], self.view, self.scores, "board after the pause")
                if player != self.turn:
                    raise Fail("after the turn: prompt for player %s, expected %s"
                               % (player, self.turn))
                continue

            # ---------------- end of the game ----------------
            left = 2 - self.jokers_removed
            self.stats["end_jokers"] = left
            self.scores[self.turn] += left
            if player is not None:
                raise Fail("the game asks for more input after all twins are found")
            rc, err = prog.finish()
            if "Traceback" in err:
                raise Fail("traceback:\n" + err)
            if rc != 0:
                raise Fail("exit status %d" % rc)
            bl = boards(after)
            if not bl:
                raise Fail("no final board")
            final = bl[-1]
            for r in range(ROWS):
                for c in range(COLS):
                    v = final[1][r][c]
                    if v not in (" ", "*") or (v == "*" and self.deal.get((r, c), "*") != "*"):
                        raise Fail("final board still has %r at %s" % (v, name(r, c)))
            want = [(p, self.scores[p]) for p in self.order]
            if final[2] != want:
                raise Fail("final scores %r, expected %r (Jokers left: %d)"
                           % (final[2], want, left))
            text = "\n".join(t[1] for t in after if t[0] == "text")
            if "game over" not in text.lower():
                raise Fail("no 'game over' message")
            winner = max((1, 2), key=lambda p: self.scores[p])
            m = re.search(r"player\s*([12])\b[^\n]*\b(wins|won|winner)", text, re.I)
            if not m or int(m.group(1)) != winner:
                raise Fail("winner line missing or wrong (expected player %d):\n%s"
                           % (winner, text))
            if sum(self.scores.values()) != 19:
                raise Fail("total points %d != 19" % sum(self.scores.values()))
            if len(self.deal) == 36 and sorted(self.deal.values()) != ALL_CARDS:
                raise Fail("the deal is not A-Q, a-q and two Jokers")
            return "end"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prog")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strip", action="store_true", help="program strips blanks around input")
    ap.add_argument("--crlf", action="store_true", help="program accepts a trailing CR")
    ap.add_argument("--policy", choices=["normal", "avoid", "seek", "one"])
    ap.add_argument("--eof-every", type=int, default=5,
                    help="every Nth game ends by closing the input early")
    ap.add_argument("--invalid-rate", type=float, default=0.2)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--dump-deal")
    ap.add_argument("--log", help="write transcript of the failing/last game here")
    ap.add_argument("--keep-going", action="store_true")
    args = ap.parse_args()

    entry = entry_point(args.prog)
    cfg = {"strip": args.strip, "crlf": args.crlf, "policy": args.policy,
           "invalid_rate": args.invalid_rate}
    failures = 0
    played = 0
    seed = args.seed
    oracle_policies = ["avoid", "seek", "one"]
    k = 0

    def run(game):
        nonlocal failures, played
        played += 1
        try:
            result = game.play()
            status = "ok (%s)" % result
        except Fail as e:
            failures += 1
            result = None
            status = "FAIL: %s" % e
            if args.log:
                with open(args.log, "a") as f:
                    f.write("==== seed %d policy %s: %s\n" % (game.seed, game.policy, e))
                    f.write("inputs: %r\n" % (game.inputs,))
                    f.write("".join(getattr(game, "transcript", [])))
        print("seed %3d  %-6s inputs %3d  scores %s  %s  %s" % (
            game.seed, game.policy, len(game.inputs), game.scores,
            " ".join("%s=%s" % kv for kv in game.stats.items()), status))
        if args.dump_deal and result == "end":
            with open(args.dump_deal, "a") as f:
                f.write(json.dumps({"seed": game.seed, "order": game.order,
                                    "deal": {name(*p): v for p, v in game.deal.items()}}) + "\n")
        return result

    while played < args.games and not (failures and not args.keep_going):
        rng = random.Random(seed * 7919 + 13)
        eof_after = None
        if args.eof_every and seed % args.eof_every == 0:
            eof_after = rng.randint(1, 60)
        game = Game(entry, seed, cfg, rng, args.verbose, eof_after)
        result = run(game)
        deal = dict(game.deal)
        if result == "end" and played < args.games and not failures:
            # all letters were seen; cells never seen hold the Jokers
            for r in range(ROWS):
                for c in range(COLS):
                    deal.setdefault((r, c), "*")
            if sorted(deal.values()) == ALL_CARDS:
                policy = args.policy or oracle_policies[k % 3]
                k += 1
                game = Game(entry, seed, cfg, random.Random(seed * 31 + 7), args.verbose,
                            None, oracle=deal, policy=policy)
                run(game)
        seed += 1
    print("%s: %d game(s), %d failure(s)" % (args.prog, played, failures))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
