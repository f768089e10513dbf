#!/usr/bin/env python3
"""Referee for the Concentration programs.

Plays games with a program through pipes (SEED set), follows the game from
its output and checks the rules and messages fixed by the spec.

usage: referee.py PROG_DIR [--games N] [--seed0 S] [-v]
"""
import os
import random
import re
import select
import subprocess
import sys
import time

PROMPTS = ["Your choice:", "Please input 1st card:", "Please input 2nd card:"]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

MSG_RANGE = "Row and column must be within 0 - 3 and 1 - 13"
MSG_FLIPPED = "The card must not be flipped already"
MSG_SAME = "The second card cannot be the same as first"

RE_CHOSE = re.compile(
    r"^(You|Computer|Computer 1|Computer 2) chose (1st|2nd) card "
    r"\((\d+),( \d|\d\d)\) and it is ([CDSH](?: [2-9AJQK]|10))$")
RE_CHOSE_LOOSE = re.compile(r"chose .*card")
RE_MATCH = re.compile(r"^(You|Computer|Computer 1|Computer 2) got a matched pair!$")
RE_STATS = re.compile(r"^Flipped cards: (\d+); (You|Computer 1): (\d+); (Computer|Computer 2): (\d+);$")
RE_STATS_LOOSE = re.compile(r"Flipped cards")
RE_END = re.compile(r"^\*\*\* End of Game \*\*\*$")
RE_TURNS = re.compile(r"^(\d+) turns played!?$")
RE_WIN = re.compile(r"^(You win!|Computer wins!|Computer 1 wins!|Computer 2 wins!|A tie!)$")
RE_CELL = re.compile(r"XXX|[CDSH](?: [2-9AJQK]|10)")
MENU_LINES = ["Please choose a mode of the game:", "1. Human vs. Computer",
              "2. Computer vs. Computer", "0. Quit"]


def rank_of(card):
    return card[1:].strip()


STARTED = [0]


class Violation(Exception):
    pass


class Proc:
    def __init__(self, exe, seed):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env, bufsize=0)
        self.buf = ""
        self.transcript = []
        self.eof = False

    def read_until_prompt(self, timeout=10.0):
        """Return (text_before_prompt, prompt) or (text, None) at EOF."""
        deadline = time.time() + timeout
        fd = self.p.stdout.fileno()
        while True:
            stripped = self.buf.rstrip(" ")
            for pr in PROMPTS:
                if stripped.endswith(pr):
                    # prompt must start its own line
                    head = stripped[: -len(pr)]
                    if head == "" or head.endswith("\n"):
                        self.transcript.append(self.buf)
                        self.buf = ""
                        return head, pr
            if self.eof:
                text = self.buf
                self.transcript.append(text)
                self.buf = ""
                return text, None
            left = deadline - time.time()
            if left <= 0:
                raise Violation("timeout waiting for output (program hangs?) tail=%r" % self.buf[-300:])
            r, _, _ = select.select([fd], [], [], left)
            if r:
                data = os.read(fd, 65536)
                if not data:
                    self.eof = True
                else:
                    self.buf += data.decode("utf-8", "replace")

    def send(self, line):
        self.transcript.append("<<" + line + "\n")
        try:
            self.p.stdin.write((line + "\n").encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            pass

    def close_stdin(self):
        try:
            self.p.stdin.close()
        except Exception:
            pass

    def finish(self, timeout=5):
        try:
            return self.p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Violation("program did not exit")

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


class Game:
    def __init__(self, mode, rng):
        self.mode = mode
        self.rng = rng
        self.names = ["You", "Computer"] if mode == 1 else ["Computer 1", "Computer 2"]
        self.known = {}        # (r, c) -> card text, c 1-based
        self.matched = set()
        self.score = [0, 0]
        self.turns = 0
        self.cur = 0
        self.picks = []        # picks of the current turn
        self.initial_board_seen = False
        self.board_due = False     # mode 1: board expected after the turn
        self.stats_due = False
        self.await_match_line = None  # None / True / False: next line check
        self.over = False
        self.end_seen = False
        self.turns_seen = False
        self.winner_seen = False
        self.final_board_seen = False
        self.final_stats_seen = False
        self.boards_in_mode2 = 0

    # ------------- checks on output -------------
    def flipped(self):
        return len(self.matched)

    def check_board(self, rows):
        cells = [tok for row in rows for tok in row]
        for i, tok in enumerate(cells):
            pos = (i // 13, i % 13 + 1)
            if pos in self.matched:
                if tok != self.known[pos]:
                    raise Violation("board shows %s at %s, expected face-up %s" % (tok, pos, self.known[pos]))
            else:
                if tok != "XXX":
                    raise Violation("board shows %s at %s, expected XXX" % (tok, pos))

    def on_board(self, rows):
        if not self.initial_board_seen:
            if self.picks or self.turns:
                raise Violation("no initial board before play")
            self.check_board(rows)
            self.initial_board_seen = True
            return
        self.check_board(rows)
        if self.mode == 1:
            if not self.board_due:
                raise Violation("unexpected extra board in mode 1")
            self.board_due = False
        else:
            if not self.over:
                raise Violation("mode 2 must not print the board during the game")
            if self.final_board_seen:
                raise Violation("final board printed twice")
        if self.over:
            self.final_board_seen = True

    def finish_turn(self):
        (p1, c1), (p2, c2) = self.picks
        match = rank_of(c1) == rank_of(c2)
        self.turns += 1
        if match:
            self.matched.add(p1)
            self.matched.add(p2)
            self.score[self.cur] += 2
        self.await_match_line = match
        self.picks = []
        if self.flipped() == 52:
            self.over = True
        if self.mode == 1:
            self.board_due = True
        self.stats_due = self.cur == 1 or self.over
        self.cur = 1 - self.cur

    def on_chose(self, m):
        name, ordn, r, c, card = m.group(1), m.group(2), int(m.group(3)), int(m.group(4)), m.group(5)
        if self.over:
            raise Violation("a pick after the game is over")
        if not self.initial_board_seen:
            raise Violation("pick before the initial board")
        if self.board_due:
            raise Violation("no board after the previous turn (mode 1)")
        if self.stats_due:
            raise Violation("missing 'Flipped cards' line after a round")
        if name != self.names[self.cur]:
            raise Violation("turn order: %s played, expected %s" % (name, self.names[self.cur]))
        want = "1st" if not self.picks else "2nd"
        if ordn != want:
            raise Violation("expected %s card, got %s" % (want, ordn))
        if not (0 <= r <= 3 and 1 <= c <= 13):
            raise Violation("pick out of range (%d,%d)" % (r, c))
        pos = (r, c)
        if pos in self.matched:
            raise Violation("%s picked an already flipped card %s" % (name, pos))
        if self.picks and self.picks[0][0] == pos:
            raise Violation("%s picked the same card twice %s" % (name, pos))
        if pos in self.known and self.known[pos] != card:
            raise Violation("card at %s changed from %s to %s" % (pos, self.known[pos], card))
        for q, cd in self.known.items():
            if cd == card and q != pos:
                raise Violation("card %s seen at %s and %s" % (card, q, pos))
        self.known[pos] = card
        self.picks.append((pos, card))
        if len(self.picks) == 2:
            self.last_player = self.cur
            self.finish_turn()

    def on_line(self, line):
        """Process one non-board line; returns True if it was a game event."""
        s = line.rstrip()
        if self.await_match_line is not None and s.strip() != "":
            exp = self.await_match_line
            self.await_match_line = None
            m = RE_MATCH.match(s)
            if m:
                if not exp:
                    raise Violation("'got a matched pair!' for a mismatch")
                if m.group(1) != self.names[self.last_player]:
                    raise Violation("wrong name in match line: %s" % s)
                return True
            if exp:
                raise Violation("missing 'got a matched pair!' line, got %r" % s)
        if RE_MATCH.match(s):
            raise Violation("stray match line %r" % s)
        m = RE_CHOSE.match(s)
        if m:
            self.on_chose(m)
            return True
        if RE_CHOSE_LOOSE.search(s):
            raise Violation("badly formatted pick line %r" % s)
        m = RE_STATS.match(s)
        if m:
            if not self.stats_due:
                raise Violation("unexpected 'Flipped cards' line")
            if self.board_due:
                raise Violation("'Flipped cards' before the board (mode 1)")
            if self.over and self.mode == 2 and not self.final_board_seen:
                raise Violation("final stats before the final board (mode 2)")
            vals = (int(m.group(1)), int(m.group(3)), int(m.group(5)))
            want = (self.flipped(), self.score[0], self.score[1])
            if vals != want or m.group(2) != self.names[0] or m.group(4) != self.names[1]:
                raise Violation("stats line %r, expected %s" % (s, want))
            self.stats_due = False
            if self.over:
                self.final_stats_seen = True
            return True
        if RE_STATS_LOOSE.search(s):
            raise Violation("badly formatted stats line %r" % s)
        if RE_END.match(s.strip()):
            if not self.over:
                raise Violation("End of Game while cards remain")
            if self.mode == 2 and not self.final_board_seen:
                raise Violation("no final board in mode 2")
            if self.board_due:
                raise Violation("no board after last turn (mode 1)")
            if not self.final_stats_seen:
                raise Violation("no final 'Flipped cards' line")
            self.end_seen = True
            return True
        m = RE_TURNS.match(s.strip())
        if m:
            if not self.end_seen:
                raise Violation("turns line before End of Game")
            if int(m.group(1)) != self.turns:
                raise Violation("turns played %s, expected %d" % (m.group(1), self.turns))
            self.turns_seen = True
            return True
        m = RE_WIN.match(s.strip())
        if m:
            if not self.turns_seen:
                raise Violation("winner before turns line")
            a, b = self.score
            if self.mode == 1:
                want = "You win!" if a > b else "Computer wins!" if b > a else "A tie!"
            else:
                want = "Computer 1 wins!" if a > b else "Computer 2 wins!" if b > a else "A tie!"
            if m.group(1) != want:
                raise Violation("winner %r, expected %r (score %d:%d)" % (m.group(1), want, a, b))
            self.winner_seen = True
            return True
        if "End of Game" in s or "turns played" in s:
            raise Violation("badly formatted end line %r" % s)
        return False

    def feed(self, text):
        lines = text.split("\n")
        i = 0
        while i < len(lines):
            # a board: 4 consecutive lines with 13 cells each
            cells = RE_CELL.findall(lines[i])
            if len(cells) == 13 and not RE_CHOSE_LOOSE.search(lines[i]):
                rows = []
                j = i
                while j < len(lines) and len(rows) < 4:
                    cl = RE_CELL.findall(lines[j])
                    if len(cl) == 0 and not re.search(r"[A-Za-z]", lines[j]):
                        j += 1      # decoration between rows
                        continue
                    if len(cl) != 13:
                        raise Violation("broken board at line %r" % lines[j])
                    rows.append(cl)
                    j += 1
                if len(rows) != 4:
                    raise Violation("board with %d rows" % len(rows))
                if self.await_match_line:
                    raise Violation("missing 'got a matched pair!' line before board")
                self.await_match_line = None
                self.on_board(rows)
                i = j
                continue
            if 0 < len(cells) < 13 and not RE_CHOSE_LOOSE.search(lines[i]):
                raise Violation("line looks like a broken board row: %r" % lines[i])
            self.on_line(lines[i])
            i += 1
            if self.winner_seen:
                return "\n".join(lines[i:])
        return None

    # ------------- the referee's own moves -------------
    def facedown(self):
        return [(r, c) for r in range(4) for c in range(1, 14) if (r, c) not in self.matched]

    def choose_first(self):
        fd = self.facedown()
        known_fd = [p for p in fd if p in self.known]
        byrank = {}
        for p in known_fd:
            byrank.setdefault(rank_of(self.known[p]), []).append(p)
        pairs = [v for v in byrank.values() if len(v) >= 2]
        if pairs and self.rng.random() < 0.9:
            pr = self.rng.choice(pairs)
            self.plan = pr[1]
            return pr[0]
        self.plan = None
        unknown = [p for p in fd if p not in self.known]
        return self.rng.choice(unknown or fd)

    def choose_second(self, first, first_card):
        fd = [p for p in self.facedown() if p != first]
        if self.plan and self.plan in fd:
            return self.plan
        for p in fd:
            if p in self.known and rank_of(self.known[p]) == rank_of(first_card):
                return p
        unknown = [p for p in fd if p not in self.known]
        return self.rng.choice(unknown or fd)


def check_menu(text, where):
    lines = [l.rstrip() for l in text.split("\n")]
    for ml in MENU_LINES:
        if ml not in lines:
            raise Violation("menu line %r missing (%s)" % (ml, where))


def run_session(exe, seed, modes, rng, log, eof_at=None):
    """One process: play the given list of modes, then quit with 0.
    eof_at: (game index, human prompt count) at which stdin is closed."""
    proc = Proc(exe, seed)
    stats = {"games": 0, "invalid": 0}
    try:
        text, pr = proc.read_until_prompt()
        if "Welcome to Concentration!" not in text:
            raise Violation("no welcome banner")
        if pr != "Your choice:":
            raise Violation("expected menu prompt first")
        check_menu(text, "start")
        for gi, mode in enumerate(modes):
            # invalid menu choices first
            while rng.random() < 0.4:
                bad = rng.choice(["3", "9", "-1", "12", "7"])
                proc.send(bad)
                stats["invalid"] += 1
                text, pr = proc.read_until_prompt()
                if pr != "Your choice:":
                    raise Violation("invalid menu choice %s did not re-prompt" % bad)
                check_menu(text, "after invalid choice " + bad)
                if "XXX" in text:
                    raise Violation("invalid menu choice %s started a game" % bad)
            proc.send(str(mode))
            STARTED[0] += 1
            g = Game(mode, rng)
            human_prompts = 0
            first = None
            while True:
                text, pr = proc.read_until_prompt(timeout=20)
                rest = g.feed(text)
                if g.winner_seen:
                    break
                if pr is None:
                    raise Violation("program ended during a game")
                if pr == "Your choice:":
                    raise Violation("back at menu before the game ended")
                if mode == 2:
                    raise Violation("mode 2 asked for input: %r" % pr)
                if g.board_due or g.stats_due or g.await_match_line:
                    raise Violation("prompt while board/stats/match line is missing")
                if g.cur != 0:
                    raise Violation("human prompted out of turn")
                human_prompts += 1
                if eof_at and eof_at == (gi, human_prompts):
                    proc.close_stdin()
                    rest, pr2 = proc.read_until_prompt(timeout=5)
                    rc = proc.finish()
                    if rc != 0:
                        raise Violation("exit status %d at end of input" % rc)
                    if pr2 is not None:
                        raise Violation("prompted again after end of input")
                    log("  EOF test passed (game %d prompt %d)" % (gi, human_prompts))
                    stats["games"] += 0
                    return stats
                want = "1st" if pr == PROMPTS[1] else "2nd"
                if want == "1st" and g.picks:
                    raise Violation("asked for 1st card while the 2nd is pending")
                if want == "2nd" and not g.picks:
                    raise Violation("asked for 2nd card with no 1st")
                # maybe an invalid input
                kinds = ["range"]
                if g.matched:
                    kinds.append("flipped")
                if want == "2nd":
                    kinds.append("same")
                if rng.random() < 0.3:
                    kind = rng.choice(kinds + ["garbage"] if rng.random() < 0.1 else kinds)
                    if kind == "range":
                        inp = rng.choice(["0 18", "4 1", "-1 5", "2 0", "3 14", "9 9", "0 0", "-2 -3"])
                        msg = MSG_RANGE
                    elif kind == "flipped":
                        r, c = rng.choice(sorted(g.matched))
                        inp, msg = "%d %d" % (r, c), MSG_FLIPPED
                    elif kind == "same":
                        (r, c), _ = g.picks[0]
                        inp, msg = "%d %d" % (r, c), MSG_SAME
                    else:
                        inp, msg = rng.choice(["x y", "abc def"]), None
                    proc.send(inp)
                    stats["invalid"] += 1
                    text2, pr2 = proc.read_until_prompt()
                    if pr2 != pr:
                        raise Violation("after invalid input %r (%s) expected prompt %r, got %r; output %r"
                                        % (inp, kind, pr, pr2, text2[-300:]))
                    if RE_CHOSE_LOOSE.search(text2):
                        raise Violation("invalid input %r (%s) was accepted: %r" % (inp, kind, text2.strip()[:200]))
                    lines = [l.rstrip() for l in text2.split("\n")]
                    if msg and msg not in lines:
                        raise Violation("invalid input %r (%s): expected message %r, got %r"
                                        % (inp, kind, msg, text2.strip()[:200]))
                    if msg is None and not text2.strip():
                        raise Violation("garbage input gave no message")
                # the real move
                if want == "1st":
                    pos = g.choose_first()
                    first = pos
                else:
                    pos = g.choose_second(g.picks[0][0], g.picks[0][1])
                proc.send("%d %d" % pos)
            stats["games"] += 1
            # rest of the output up to the menu
            text = rest
            if pr != "Your choice:":
                raise Violation("not back at the menu after a game")
            check_menu(text, "after a game")
            if "chose" in text or "Flipped" in text or "XXX" in text:
                raise Violation("game output after the winner line")
            log("  game %d mode %d ok: turns=%d score=%d:%d" % (gi, mode, g.turns, g.score[0], g.score[1]))
        proc.send("0")
        rest, pr = proc.read_until_prompt()
        if pr is not None:
            raise Violation("choice 0 did not quit")
        rc = proc.finish()
        if rc != 0:
            raise Violation("exit status %d after quitting" % rc)
        return stats
    finally:
        proc.kill()
        proc.last_transcript = "".join(proc.transcript)
        run_session.last = proc


def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("prog")
    ap.add_argument("--sessions", type=int, default=12)
    ap.add_argument("--seed0", type=int, default=1000)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--dump", help="write transcript of failing sessions here")
    a = ap.parse_args()
    exe = os.path.join(a.prog, "prog") if os.path.isdir(a.prog) else a.prog
    log = print if a.v else (lambda *x: None)
    total_games = total_invalid = 0
    failures = []
    for k in range(a.sessions):
        seed = a.seed0 + k
        rng = random.Random(seed * 7919)
        n = rng.choice([1, 2, 3])
        modes = [rng.choice([1, 1, 2]) for _ in range(n)]
        eof_at = None
        if k % 5 == 4 and 1 in modes:
            eof_at = (modes.index(1), rng.randint(1, 60))
        log("session seed=%d modes=%s eof_at=%s" % (seed, modes, eof_at))
        try:
            st = run_session(exe, seed, modes, rng, log, eof_at)
            total_games += st["games"]
            total_invalid += st["invalid"]
        except Violation as e:
            failures.append((seed, modes, str(e)))
            print("FAIL seed=%d modes=%s: %s" % (seed, modes, e))
            if a.dump:
                with open("%s.%d.txt" % (a.dump, seed), "w") as f:
                    f.write(run_session.last.last_transcript)
    print("%s: %d sessions, %d games started, %d complete games, %d invalid inputs, %d failures"
          % (a.prog, a.sessions, STARTED[0], total_games, total_invalid, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
