#!/usr/bin/env python3
"""
Referee for the ENGG1110 Concentration programs.

It compiles each student's folder into a temporary directory (never inside the
student folder), then plays whole sessions through pipes with SEED set:

  * Mode 1 games are played by a "human" that remembers every card it has seen
    and mixes in invalid inputs (out of range, already flipped card, second card
    equal to the first, invalid menu choices).  Because SEED makes a program
    deterministic, the referee replays the program with a growing input list and
    decides each next input from what it has seen so far (pure pipes, no pty).
  * Mode 2 games are checked the same way (no input needed besides the menu).

Every run ends at end of input, so every run also checks "exit status 0 at EOF,
no hang, no crash".

The output is parsed into events (menu prompt, card prompts, echo lines, error
messages, "got a matched pair", board cells, statistics, end of game, turns,
winner) and checked against a model of the rules.

usage: referee.py [--sessions N] [--m2 N] [--quiet] [names...]
"""
import os
import random
import re
import subprocess
import sys
import tempfile
import argparse

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ALL = ["ari", "bex", "cyd", "dax", "eon"]

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

EVENT_RE = re.compile(
    r"(?P<menu>Your choice)"
    r"|(?P<prompt>Please input (?P<pn>1st|2nd|second|first) card)"
    r"|(?P<echo>(?P<ew>You|Computer(?: [12])?) chose (?P<en>1st|2nd|first|second) card "
    r"\((?P<er>-?\d+),\s*(?P<ec>-?\d+)\) and it is (?P<es>[CDSH])\s?(?P<ek>10|[2-9AJQK]))"
    r"|(?P<err_range>Row and column must be within 0 - 3 and 1 - 13)"
    r"|(?P<err_flip>The card must not be flipped already)"
    r"|(?P<err_same>The second card cannot be the same as first)"
    r"|(?P<match>(?P<mw>You|Computer(?: [12])?) got a matched pair!)"
    r"|(?P<stats>Flipped cards: (?P<sf>\d+); (?P<sn1>You|Computer 1): (?P<s1>\d+); "
    r"(?P<sn2>Computer 2|Computer): (?P<s2>\d+);)"
    r"|(?P<end>\*\*\* End of Game \*\*\*)"
    r"|(?P<turns>(?P<tn>\d+) turns played)"
    r"|(?P<win>You win!|Computer wins!|Computer 1 wins!|Computer 2 wins!|A tie!)"
)
TOKEN_RE = re.compile(r"(?<![A-Za-z0-9])(XXX|[CDSH](?:10| [2-9AJQK]))(?![A-Za-z0-9])")


def parse(out):
    events = []
    for line in out.split("\n"):
        found = []
        for m in EVENT_RE.finditer(line):
            kind = None
            for k in ("menu", "prompt", "echo", "err_range", "err_flip", "err_same",
                      "match", "stats", "end", "turns", "win"):
                if m.group(k) is not None:
                    kind = k
                    break
            d = {"kind": kind, "text": m.group(0)}
            if kind == "prompt":
                d["n"] = 1 if m.group("pn") in ("1st", "first") else 2
            elif kind == "echo":
                d.update(who=m.group("ew"), n=1 if m.group("en") in ("1st", "first") else 2,
                         r=int(m.group("er")), c=int(m.group("ec")),
                         card=(m.group("es"), m.group("ek")))
            elif kind == "match":
                d["who"] = m.group("mw")
            elif kind == "stats":
                d.update(f=int(m.group("sf")), n1=m.group("sn1"), s1=int(m.group("s1")),
                         n2=m.group("sn2"), s2=int(m.group("s2")))
            elif kind == "turns":
                d["n"] = int(m.group("tn"))
            elif kind == "win":
                d["who"] = m.group(0)
            found.append((m.start(), d))
        if "chose" not in line:
            spans = [(m.start(), m.end()) for m in EVENT_RE.finditer(line)]
            for m in TOKEN_RE.finditer(line):
                if any(a <= m.start() < b for a, b in spans):
                    continue
                found.append((m.start(), {"kind": "tok", "text": m.group(1)}))
        found.sort(key=lambda x: x[0])
        events.extend(d for _, d in found)
    return events


class Fail(Exception):
    pass


class NeedInput(Exception):
    def __init__(self, kind, model):
        Exception.__init__(self, kind)
        self.kind = kind
        self.model = model


class Model:
    """Replays the events of one run against the rules."""

    def __init__(self, events, inputs):
        self.ev = events
        self.ei = 0
        self.inp = inputs
        self.ii = 0
        self.games = []          # finished games: dict(mode, turns, scores, winner)
        self.mode = None
        self.known = {}
        self.up = set()
        self.first = None
        self.log = []

    # -- helpers --------------------------------------------------------
    def nxt(self, what):
        if self.ei >= len(self.ev):
            raise Fail("output ended while expecting %s" % what)
        e = self.ev[self.ei]
        self.ei += 1
        return e

    def expect(self, kind, what=None):
        e = self.nxt(what or kind)
        if e["kind"] != kind:
            raise Fail("expected %s, got %s %r (event %d)" % (what or kind, e["kind"], e["text"], self.ei))
        return e

    def take(self, kind):
        if self.ii >= len(self.inp):
            raise NeedInput(kind, self)
        v = self.inp[self.ii]
        self.ii += 1
        return v

    def see(self, r, c, card):
        if (r, c) in self.known and self.known[(r, c)] != card:
            raise Fail("card at (%d,%d) was %s, now %s" % (r, c, self.known[(r, c)], card))
        for pos, cd in self.known.items():
            if cd == card and pos != (r, c):
                raise Fail("card %s appears at %s and at %s" % (card, pos, (r, c)))
        self.known[(r, c)] = card

    def board(self, what):
        cells = [self.expect("tok", what + " (board cell %d)" % i)["text"] for i in range(52)]
        for i, t in enumerate(cells):
            r, c = divmod(i, 13)
            pos = (r, c + 1)
            if pos in self.up:
                want = self.known[pos]
                got = None if t == "XXX" else (t[0], t[1:].strip())
                if got != want:
                    raise Fail("%s: cell %s should show %s%s, shows %r" % (what, pos, want[0], want[1], t))
            elif t != "XXX":
                raise Fail("%s: cell %s should be XXX, shows %r" % (what, pos, t))

    # -- the program ----------------------------------------------------
    def run(self):
        while True:
            self.expect("menu", "menu prompt 'Your choice'")
            s = self.take("menu").strip()
            try:
                ch = int(s)
            except ValueError:
                ch = None
            if ch not in (0, 1, 2):
                continue
            if ch == 0:
                rest = [e for e in self.ev[self.ei:]]
                if rest:
                    raise Fail("output after quitting: %r" % rest[0]["text"])
                return "quit"
            self.game(ch)

    def game(self, mode):
        self.mode = mode
        self.known = {}
        self.up = set()
        score = [0, 0]
        names = ["You", "Computer"] if mode == 1 else ["Computer 1", "Computer 2"]
        turns = 0
        self.board("initial board")
        p = 0
        while len(self.up) < 52:
            if mode == 1 and p == 0:
                got = self.human_turn()
            else:
                got = self.computer_turn(names[p])
            score[p] += got
            turns += 1
            done = len(self.up) == 52
            if mode == 1 or done:
                self.board("board after turn %d" % turns)
            if p == 1 or done:
                e = self.expect("stats", "statistics line after turn %d" % turns)
                if (e["n1"], e["n2"]) != tuple(names):
                    raise Fail("statistics names %r" % e["text"])
                if (e["f"], e["s1"], e["s2"]) != (len(self.up), score[0], score[1]):
                    raise Fail("statistics %r, want %d/%d/%d" % (e["text"], len(self.up), score[0], score[1]))
            p = 1 - p
        if len(set(self.known.values())) != 52:
            raise Fail("deck is not 52 distinct cards")
        self.expect("end", "*** End of Game ***")
        e = self.expect("turns", "'N turns played'")
        if e["n"] != turns:
            raise Fail("says %d turns played, %d were played" % (e["n"], turns))
        e = self.expect("win", "winner line")
        if score[0] > score[1]:
            want = "You win!" if mode == 1 else "Computer 1 wins!"
        elif score[0] < score[1]:
            want = "Computer wins!" if mode == 1 else "Computer 2 wins!"
        else:
            want = "A tie!"
        if e["who"] != want:
            raise Fail("winner line %r, want %r (score %d:%d)" % (e["who"], want, score[0], score[1]))
        self.games.append(dict(mode=mode, turns=turns, score=tuple(score), last=(turns - 1) % 2))
        self.mode = None

    def echo_check(self, e, who, n):
        if e["who"] != who or e["n"] != n:
            raise Fail("expected %s's card %d, got %r" % (who, n, e["text"]))

    def settle(self, who, a, b):
        if self.known[a][1] == self.known[b][1]:
            self.expect("match", "'%s got a matched pair!'" % who)
            self.up |= {a, b}
            return 2
        if self.ei < len(self.ev) and self.ev[self.ei]["kind"] == "match":
            raise Fail("%s: match announced for %s / %s" % (who, self.known[a], self.known[b]))
        return 0

    def human_turn(self):
        self.first = None
        while True:
            e = self.expect("prompt", "prompt for 1st card")
            if e["n"] != 1:
                raise Fail("expected 1st-card prompt, got %r" % e["text"])
            r, c = map(int, self.take("card1").split())
            if not (0 <= r <= 3 and 1 <= c <= 13):
                self.expect("err_range", "range error for %d %d" % (r, c))
                continue
            if (r, c) in self.up:
                self.expect("err_flip", "'flipped already' error for %d %d" % (r, c))
                continue
            e = self.expect("echo", "echo of 1st card %d %d" % (r, c))
            self.echo_check(e, "You", 1)
            if (e["r"], e["c"]) != (r, c):
                raise Fail("echoed %r for input %d %d" % (e["text"], r, c))
            self.see(r, c, e["card"])
            a = (r, c)
            break
        self.first = a
        while True:
            e = self.expect("prompt", "prompt for 2nd card")
            if e["n"] != 2:
                raise Fail("expected 2nd-card prompt, got %r" % e["text"])
            r, c = map(int, self.take("card2").split())
            if not (0 <= r <= 3 and 1 <= c <= 13):
                self.expect("err_range", "range error for %d %d" % (r, c))
                continue
            if (r, c) == a:
                self.expect("err_same", "'same as first' error for %d %d" % (r, c))
                continue
            if (r, c) in self.up:
                self.expect("err_flip", "'flipped already' error for 2nd card %d %d" % (r, c))
                continue
            e = self.expect("echo", "echo of 2nd card %d %d" % (r, c))
            self.echo_check(e, "You", 2)
            if (e["r"], e["c"]) != (r, c):
                raise Fail("echoed %r for input %d %d" % (e["text"], r, c))
            self.see(r, c, e["card"])
            b = (r, c)
            break
        self.first = None
        return self.settle("You", a, b)

    def computer_turn(self, who):
        picks = []
        for n in (1, 2):
            e = self.expect("echo", "%s's card %d" % (who, n))
            self.echo_check(e, who, n)
            pos = (e["r"], e["c"])
            if not (0 <= pos[0] <= 3 and 1 <= pos[1] <= 13):
                raise Fail("%s picked out of range %s" % (who, pos))
            if pos in self.up:
                raise Fail("%s picked a flipped card %s" % (who, pos))
            if picks and pos == picks[0]:
                raise Fail("%s picked the same card twice %s" % (who, pos))
            self.see(pos[0], pos[1], e["card"])
            picks.append(pos)
        return self.settle(who, picks[0], picks[1])


# ---------------------------------------------------------------------------
def build(name, bindir, root=ROOT):
    src = os.path.join(root, name)
    cs = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".c"))
    exe = os.path.join(bindir, name)
    r = subprocess.run(["gcc"] + cs + ["-o", exe, "-lm"], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("compile of %s failed:\n%s" % (name, r.stderr))
    return exe


def run_prog(exe, inputs, seed, timeout=10):
    env = dict(os.environ)
    if seed is None:
        env.pop("SEED", None)
    else:
        env["SEED"] = str(seed)
    data = "".join(s + "\n" for s in inputs)
    try:
        r = subprocess.run([exe], input=data.encode(), capture_output=True, env=env, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise Fail("timeout (hang?) after %d input lines" % len(inputs))
    if r.returncode != 0:
        raise Fail("exit status %d after %d input lines" % (r.returncode, len(inputs)))
    return r.stdout.decode("latin-1")


OUT_OF_RANGE = ["4 1", "0 0", "0 14", "-1 5", "3 20", "9 9", "-2 -3", "5 13"]


def decide(kind, m, rng, plan, games_done, menu_tries):
    """choose the next input line for the referee 'human'"""
    if kind == "menu":
        if games_done >= len(plan):
            return "0"
        if menu_tries == 0 and rng.random() < 0.6:
            return rng.choice(["3", "-1", "7", "42", "10"])
        return str(plan[games_done])
    facedown = [(r, c) for r in range(4) for c in range(1, 14) if (r, c) not in m.up]
    unknown = [p for p in facedown if p not in m.known]
    x = rng.random()
    if kind == "card1":
        if x < 0.08:
            return rng.choice(OUT_OF_RANGE)
        if x < 0.16 and m.up:
            p = rng.choice(sorted(m.up))
            return "%d %d" % p
        byrank = {}
        for p in facedown:
            if p in m.known:
                byrank.setdefault(m.known[p][1], []).append(p)
        pairs = [v for v in byrank.values() if len(v) >= 2]
        if pairs and rng.random() < 0.8:
            p = rng.choice(pairs)[0]
        else:
            p = rng.choice(unknown or facedown)
        return "%d %d" % p
    # card2
    a = m.first
    if x < 0.07:
        return rng.choice(OUT_OF_RANGE)
    if x < 0.14:
        return "%d %d" % a
    if x < 0.24 and m.up:
        return "%d %d" % rng.choice(sorted(m.up))
    rank = m.known[a][1]
    mates = [p for p in facedown if p != a and p in m.known and m.known[p][1] == rank]
    if mates and rng.random() < 0.85:
        p = rng.choice(mates)
    else:
        pool = [p for p in unknown if p != a] or [p for p in facedown if p != a]
        p = rng.choice(pool)
    return "%d %d" % p


def play_session(exe, seed, plan, rng_seed):
    """returns (games, runs) or raises Fail"""
    rng = random.Random(rng_seed)
    inputs = []
    runs = 0
    menu_tries = 0
    while True:
        out = run_prog(exe, inputs, seed)
        runs += 1
        m = Model(parse(out), inputs)
        try:
            m.run()
            return m.games, runs, inputs
        except NeedInput as need:
            if need.kind == "menu":
                menu_tries = menu_tries + 1 if inputs and inputs[-1] in ("3", "-1", "7", "42", "10") else 0
            line = decide(need.kind, need.model, rng, plan, len(need.model.games), menu_tries)
            inputs.append(line)
            if len(inputs) > 3000:
                raise Fail("session too long")
        except Fail as f:
            raise Fail("%s [inputs so far: %d]" % (f, len(inputs)))


def junk_test(exe, seed):
    """non-numeric and odd lines must not hang or crash; exit 0 at EOF"""
    feeds = [
        ["hello", "", "1", "abc", "x y", "0 1", "1 1", "zz"],
        ["   ", "2", "0"],
        ["1", "0 1", "0 1", "99 99", "@@"],
        ["1"],
        [],
    ]
    for f in feeds:
        run_prog(exe, f, seed, timeout=10)
    # no SEED at all: clock seeding must work too
    out = run_prog(exe, ["2", "0"], None, timeout=20)
    m = Model(parse(out), ["2", "0"])
    m.run()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("names", nargs="*", default=ALL)
    ap.add_argument("--sessions", type=int, default=20)
    ap.add_argument("--m2", type=int, default=30, help="extra mode-2 sessions (3 games each)")
    ap.add_argument("--base", type=int, default=1000)
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--root", default=ROOT, help="folder holding the student folders")
    a = ap.parse_args()
    bindir = tempfile.mkdtemp(prefix="conc_ref_")
    summary = {}
    try:
        for name in a.names:
            exe = build(name, bindir, a.root)
            fails = []
            games = 0
            ties = 0
            first_last = 0
            for i in range(a.sessions):
                seed = a.base + i
                plan = [[1, 2], [2, 1], [1, 1], [1, 2, 2]][i % 4]
                try:
                    g, runs, inputs = play_session(exe, seed, plan, seed * 7 + 1)
                    games += len(g)
                    ties += sum(1 for x in g if x["score"][0] == x["score"][1])
                    first_last += sum(1 for x in g if x["last"] == 0)
                    if a.v:
                        print("  %s seed %d: %d games, %d runs, %d inputs, %s" %
                              (name, seed, len(g), runs, len(inputs),
                               ["m%d %d turns %d:%d" % (x["mode"], x["turns"], x["score"][0], x["score"][1]) for x in g]))
                except Fail as f:
                    fails.append("session SEED=%d plan=%s: %s" % (seed, plan, f))
            for i in range(a.m2):
                seed = a.base + 500 + i
                inputs = ["2", "2", "2", "0"]
                try:
                    out = run_prog(exe, inputs, seed)
                    m = Model(parse(out), inputs)
                    m.run()
                    games += len(m.games)
                    ties += sum(1 for x in m.games if x["score"][0] == x["score"][1])
                    first_last += sum(1 for x in m.games if x["last"] == 0)
                except (Fail, NeedInput) as f:
                    fails.append("mode-2 SEED=%d input 2,2,2,0: %s" % (seed, f))
            try:
                junk_test(exe, a.base)
            except (Fail, NeedInput) as f:
                fails.append("junk/EOF/no-SEED test: %s" % f)
            summary[name] = (games, fails)
            print("%-4s %s  games=%d (ties %d, first player made last match %d)  failures=%d" %
                  (name, "PASS" if not fails else "FAIL", games, ties, first_last, len(fails)))
            for f in fails[:6]:
                print("       - " + f)
            if len(fails) > 6:
                print("       ... %d more" % (len(fails) - 6))
    finally:
        for f in os.listdir(bindir):
            os.remove(os.path.join(bindir, f))
        os.rmdir(bindir)


if __name__ == "__main__":
    main()
