#!/usr/bin/env python3
"""Referee for the Memoarr! student programs.

Plays whole games through pipes (SEED set, so every game can be replayed) and checks
the rules against its own model of the game:
  * board / expert-display rendering, centre C3 empty, 24 distinct cards, cards stay in place
    between rounds (except octopus swaps), all cards face down at the start of each round
  * every player peeks at the 3 cards in front of their side at the start of every round
  * turn order (per-program start-of-round policy), match rule (animal or background of
    the previously uncovered card), inactive players, players who must lose because no card
    is left, the round ends when one player is left, 7 rounds
  * expert rules: octopus (4-neighbour swap), penguin (not on the first card), walrus block
    for the next player only, crab (extra card that must fit), turtle (skip next player)
  * rubies hidden until the end, final list sorted from least to most, totals consistent
    with the reward deck 1,1,1,2,2,3,4 and the rounds won, winner line names the leader(s)
  * invalid inputs are rejected without changing anything; end of input -> exit status 0

Usage: referee.py PROGRAM [--games N] [--seed0 S] [--verbose]
"""
import itertools
import os
import random
import re
import select
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = "ABCDE"
POSITIONS = [r + c for r in ROWS for c in "12345" if r + c != "C3"]
SIDES = ["top", "bottom", "left", "right"]
FRONT = {"top": ["A2", "A3", "A4"], "bottom": ["E2", "E3", "E4"],
         "left": ["B1", "C1", "D1"], "right": ["B5", "C5", "D5"]}
REWARDS = [1, 1, 1, 2, 2, 3, 4]


def neighbours(p):
    r, c = ROWS.index(p[0]), int(p[1]) - 1
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 5 and 0 <= cc < 5:
            q = ROWS[rr] + str(cc + 1)
            if q != "C3":
                out.append(q)
    return out


def match(a, b):
    return a[0] == b[0] or a[1] == b[1]


class RefError(Exception):
    pass


# ---------------------------------------------------------------- adapters
def yn(b):
    return "y" if b else "n"


def setup_abe(disp, rules, names, sides, rng):
    v = {(False, False): "1", (True, False): "2", (False, True): "3", (True, True): "4"}[(disp, rules)]
    lines = [rng.choice(["0", "five", ""]), v, rng.choice(["1", "5", "x"]), str(len(names))]
    lines.append("")  # empty name rejected
    for i, n in enumerate(names):
        if i == 1:
            lines.append(names[0])  # duplicate rejected
        lines.append(n)
    return lines


def setup_bea(disp, rules, names, sides, rng):
    return ["maybe", yn(disp).upper(), yn(rules), "7", str(len(names)), ""] + names


def setup_cole(disp, rules, names, sides, rng):
    lines = ["x", "expert" if disp else "n", "e" if rules else "normal", "9", str(len(names))]
    for i, n in enumerate(names):
        if i == 0:
            lines.append("   ")
        lines.append(n)
        if i == 0:
            lines.append("middle")
        lines.append(sides[i])
    return lines


def setup_dina(disp, rules, names, sides, rng):
    mode = {(False, False): "b", (True, False): "D", (False, True): "r", (True, True): "A"}[(disp, rules)]
    return ["q", mode, "1", str(len(names))] + names


def setup_emil(disp, rules, names, sides, rng):
    return ["2", "1" if disp else "0", "1" if rules else "0", "abc", str(len(names))] + names


NAME = r"(?P<name>[^\n]+?)"
ADAPTERS = {
    "abe": dict(
        round_win=r"^\*\*\* (?P<name>.+) wins round (?P<round>\d) and pockets a secret reward card\. \*\*\*$",
        setup=setup_abe, sides=["top", "bottom", "left", "right"], starter="rotate",
        prompts={
            "pick": [NAME + r", choose a card to turn over \(e\.g\. B4\): \Z"],
            "peek": [r"Press ENTER to hide the cards\.\.\. \Z"],
            "octopus": [r"Swap [A-E][1-5] with which card \([^\n]*\)\? \Z"],
            "penguin": [r"Card to turn face down \([^\n]*, or ENTER to skip\): \Z"],
            "walrus": [r"Card to block \(a face-down card, or ENTER to skip\): \Z"],
        },
        skip="", walrus_optional=True, octopus="ask",
        winner=r"^\*\*\* (.+) wins Memoarr! with \d+ rubies! \*\*\*$|^\*\*\* It's a tie between (.+) with \d+ rubies each! \*\*\*$",
        empty_row="(no cards face up)"),
    "bea": dict(
        round_win=r"^(?P<name>.+) wins round (?P<round>\d)\.$",
        setup=setup_bea, sides=["top", "right", "bottom", "left"], starter="first",
        prompts={
            "pick": [NAME + r"> \Z"],
            "penguin": [r"Turn down \(- to skip\)\? \Z"],
            "walrus": [r"Block for [^\n]+\? \Z"],
        },
        skip="-", walrus_optional=False, octopus="random",
        octo_msg=r"Octopus swaps ([A-E][1-5]) and ([A-E][1-5])\.",
        winner=r"^Winner: (.+)$", empty_row="-"),
    "cole": dict(
        round_win=r"^Round (?P<round>\d) goes to (?P<name>.+)\.$",
        setup=setup_cole, sides=None, starter="winner",
        prompts={
            "pick": [r"\[Round \d\] " + NAME + r", (?:your move|crab bonus card): \Z"],
            "octopus": [r"Octopus at [A-E][1-5] - swap with \([^\n]*\): \Z"],
            "penguin": [r"Penguin - turn a face-up card face down \(or 'none'\): \Z"],
            "walrus": [r"Walrus - block a face-down card for [^\n]+ \(or 'none'\): \Z"],
        },
        skip="none", walrus_optional=True, octopus="ask",
        winner=r"^Overall winners?(?: \(tie\))?: (.+)$", empty_row="(table is empty)"),
    "dina": dict(
        round_win=r"^(?P<name>.+) wins round (?P<round>\d)!$",
        setup=setup_dina, sides=["top", "bottom", "left", "right"], starter="rotate",
        prompts={
            "pick": [NAME + r", pick a card \(row letter \+ column number\): \Z"],
            "octopus": [r"Octopus: swap [A-E][1-5] with which neighbour\? \Z"],
            "penguin": [r"Penguin: which face-up card goes face down\? \(0 = none\) \Z"],
            "walrus": [r"Walrus: which card do you block for [^\n]+\? \(0 = none\) \Z"],
        },
        skip="0", walrus_optional=True, octopus="ask",
        winner=r"^The winner is (.+?)!$|^We have a tie between (.+)!$", empty_row="No cards face up."),
    "emil": dict(
        round_win=r"^Round (?P<round>\d) winner: (?P<name>.+)$",
        setup=setup_emil, sides=["top", "left", "bottom", "right"], starter="rotate",
        prompts={
            "pick": [NAME + r": select card > \Z"],
            "octopus": [r"octopus swap target > \Z"],
            "penguin": [r"penguin: card to hide \(x = skip\) > \Z"],
            "walrus": [r"walrus: card to block \(x = skip\) > \Z"],
        },
        skip="x", walrus_optional=True, octopus="ask",
        winner=r"^GAME WINNER: (.+)$", empty_row="(empty)"),
}


# ---------------------------------------------------------------- output parsing
CELL_COLOURS = "rgpby"
ANIMALS = "CPOTW"
RE_PLAYER = re.compile(r"^(?P<name>.+?):(?P<sp> {1,2})(?P<side>top|bottom|left|right) \((?P<st>active|inactive)\)$")
RE_RESULT = re.compile(r"^(?P<name>.+?):(?P<sp> {1,2})(?P<n>\d+) rub(?:y|ies)$")
RE_ROW_TOP = re.compile(r"^[rgpby]{3}(?: [rgpby]{3})*$")
RE_ROW_MID = re.compile(r"^[rgpby][CPOTW][rgpby](?: [rgpby][CPOTW][rgpby])*$")
RE_ROW_POS = re.compile(r"^[A-E][1-5](?: +[A-E][1-5])*$")


def parse_cell(a, b, c):
    if a == b == c == "zzz":
        return "down"
    if a == b == c == "   ":
        return "empty"
    if len(set(a)) == 1 and a == c and a[0] in CELL_COLOURS and b[0] == b[2] == a[0] and b[1] in ANIMALS:
        return (b[1], a[0])
    raise RefError("bad card cell %r %r %r" % (a, b, c))


def parse_items(lines):
    """Tables (board or expert row) and player blocks, in order."""
    items = []
    i = 0
    n = len(lines)
    while i < n:
        ln = lines[i]
        if i + 20 < n and lines[i + 1].startswith("A ") and lines[i + 5].startswith("B ") \
                and lines[i + 20].strip() == "1   2   3   4   5" and lines[i + 9].startswith("C "):
            up = {}
            for r in range(5):
                if lines[i + 4 * r + 3].strip() != "":
                    raise RefError("board: missing blank line after row %s" % ROWS[r])
                rl = [lines[i + 4 * r + k].ljust(21) for k in range(3)]
                if rl[1][:2] != ROWS[r] + " " or rl[0][:2] != "  " or rl[2][:2] != "  ":
                    raise RefError("board: bad row labels for row %s" % ROWS[r])
                for c in range(5):
                    cells = [x[2 + 4 * c:5 + 4 * c] for x in rl]
                    seps = [x[1 + 4 * c] for x in rl]
                    if any(s != " " for s in seps):
                        raise RefError("board: cards not separated by one space")
                    v = parse_cell(*cells)
                    p = ROWS[r] + str(c + 1)
                    if v == "empty":
                        if p != "C3":
                            raise RefError("board: empty cell at %s" % p)
                    elif p == "C3":
                        raise RefError("board: centre C3 is not empty")
                    elif v != "down":
                        up[p] = v
            if lines[i + 19].strip() != "":
                raise RefError("board: no blank line before column numbers")
            if lines[i + 20].rstrip() != "   1   2   3   4   5":
                raise RefError("board: column numbers not centred: %r" % lines[i + 20])
            items.append(dict(kind="table", base=True, start=i, end=i + 20, up=up, order=None))
            i += 21
            continue
        if i + 4 < n and RE_ROW_TOP.match(ln) and RE_ROW_MID.match(lines[i + 1]) and RE_ROW_TOP.match(lines[i + 2]) \
                and lines[i + 3] == "" and RE_ROW_POS.match(lines[i + 4].rstrip()):
            tops, mids, bots = ln.split(" "), lines[i + 1].split(" "), lines[i + 2].split(" ")
            poss = lines[i + 4].split()
            if not (len(tops) == len(mids) == len(bots) == len(poss)):
                raise RefError("expert row: card/position count mismatch")
            if lines[i + 4].rstrip() != "  ".join(poss):
                raise RefError("expert row: positions not laid out as 'A1  D1': %r" % lines[i + 4])
            up, order = {}, []
            for t, m, b, p in zip(tops, mids, bots, poss):
                v = parse_cell(t, m, b)
                if p in up:
                    raise RefError("expert row: position %s twice" % p)
                up[p] = v
                order.append(p)
            items.append(dict(kind="table", base=False, start=i, end=i + 4, up=up, order=order))
            i += 5
            continue
        m = RE_PLAYER.match(ln)
        if m:
            block = []
            j = i
            while j < n and RE_PLAYER.match(lines[j]):
                mm = RE_PLAYER.match(lines[j])
                block.append((mm.group("name"), mm.group("side"), mm.group("st") == "active", mm.group("sp")))
                j += 1
            items.append(dict(kind="players", start=i, end=j - 1, players=block))
            i = j
            continue
        i += 1
    return items


def displays_from(lines, expert_display):
    items = parse_items(lines)
    out = []
    k = 0
    while k < len(items):
        it = items[k]
        if it["kind"] == "table":
            if it["base"] == expert_display:
                raise RefError("wrong display kind (%s) for this mode" % ("board" if it["base"] else "expert row"))
            pl = None
            if k + 1 < len(items) and items[k + 1]["kind"] == "players" and \
                    all(lines[x].strip() == "" for x in range(it["end"] + 1, items[k + 1]["start"])):
                pl = items[k + 1]["players"]
                k += 1
            out.append(dict(up=it["up"], order=it["order"], players=pl, line=it["start"]))
        else:
            if expert_display:
                out.append(dict(up={}, order=[], players=it["players"], line=it["start"]))
            else:
                out.append(dict(up=None, order=None, players=it["players"], line=it["start"]))
        k += 1
    return out


# ---------------------------------------------------------------- the model
class Engine:
    def __init__(self, names, sides, expert_rules, ad):
        self.names = names
        self.sides = sides
        self.n = len(names)
        self.xr = expert_rules
        self.ad = ad
        self.loc = {p: p for p in POSITIONS}  # position -> physical card slot
        self.know = {}  # slot -> (animal, colour)
        self.up = set()
        self.order = []
        self.active = [True] * self.n
        self.prev = None
        self.turned = 0
        self.blocked = None
        self.pending = None
        self.skip = False
        self.winners = []
        self.snaps = []
        self.round = 0
        self.cur = 0
        self.done = False
        self.stats = dict(octopus=0, penguin=0, walrus=0, crab=0, turtle=0, nocard=0)

    def snapshot(self, tag):
        return dict(tag=tag, up=frozenset(self.up), order=list(self.order), active=list(self.active),
                    loc=dict(self.loc), round=self.round)

    def snap(self, tag):
        self.snaps.append(self.snapshot(tag))

    def next_active(self, i):
        for k in range(1, self.n + 1):
            j = (i + k) % self.n
            if self.active[j]:
                return j
        return i

    def play(self):
        self.snap("init")
        for rnd in range(7):
            self.round = rnd
            self.up = set()
            self.order = []
            self.active = [True] * self.n
            self.prev = None
            self.turned = 0
            self.blocked = self.pending = None
            self.skip = False
            pol = self.ad["starter"]
            if pol == "rotate":
                cur = rnd % self.n
            elif pol == "first":
                cur = 0
            else:
                cur = 0 if rnd == 0 else self.winners[-1]
            self.snap("roundstart")
            while sum(self.active) > 1:
                self.cur = cur
                yield from self.turn(cur)
                self.blocked = None
                if sum(self.active) <= 1:
                    break
                cur = self.next_active(cur)
                if self.skip:
                    cur = self.next_active(cur)
                    self.skip = False
                self.blocked = self.pending
                self.pending = None
            self.winners.append(self.active.index(True))
        self.done = True
        yield ("end",)

    def turn(self, p):
        avail = [q for q in POSITIONS if q not in self.up and q != self.blocked]
        if not avail:
            self.active[p] = False
            self.stats["nocard"] += 1
            self.snap("nocard")
            return
        q = yield ("input", "pick", p, dict(avail=avail))
        card = yield ("card", q)
        self.up.add(q)
        self.order.append(q)
        self.turned += 1
        valid = self.prev is None or match(self.prev, card)
        self.prev = card
        if not valid:
            self.active[p] = False
        self.snap("pick")
        if valid and self.xr:
            yield from self.power(p, q, card)

    def power(self, p, q, card):
        a = card[0]
        self.stats[{"O": "octopus", "P": "penguin", "W": "walrus", "C": "crab", "T": "turtle"}[a]] += 1
        if a == "O":
            nb = neighbours(q)
            if self.ad["octopus"] == "ask":
                r = yield ("input", "octopus", p, dict(at=q, nbrs=nb))
            else:
                r = yield ("octo_random", q, nb)
            self.loc[q], self.loc[r] = self.loc[r], self.loc[q]
            uq, ur = q in self.up, r in self.up
            self.up.discard(q)
            self.up.discard(r)
            if uq:
                self.up.add(r)
            if ur:
                self.up.add(q)
            self.order = [r if x == q else q if x == r else x for x in self.order]
            self.snap("octopus")
        elif a == "P":
            if self.turned == 1:
                return
            targets = [x for x in self.order if x != q]
            if not targets:
                return
            r = yield ("input", "penguin", p, dict(targets=targets, at=q))
            if r:
                self.up.discard(r)
                self.order.remove(r)
                self.snap("penguin")
        elif a == "W":
            downs = [x for x in POSITIONS if x not in self.up]
            if len(downs) < 2:
                return
            r = yield ("input", "walrus", p, dict(downs=downs))
            if r:
                self.pending = r
        elif a == "C":
            yield from self.turn(p)
        elif a == "T":
            self.skip = True

    def known(self, pos):
        return self.know.get(self.loc[pos])


# ---------------------------------------------------------------- process I/O
class Proc:
    def __init__(self, argv, seed, prompts, log):
        env = dict(os.environ)
        env["SEED"] = str(seed)
        self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, env=env)
        self.buf = b""
        self.prompts = [(k, re.compile(r)) for k, rs in prompts.items() for r in rs]
        self.log = log
        self.eof = False

    def send(self, line):
        self.log.append(("IN", line))
        try:
            self.p.stdin.write((line + "\n").encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            raise RefError("program closed its input early")

    def close_input(self):
        try:
            self.p.stdin.close()
        except BrokenPipeError:
            pass

    def read(self, timeout=8.0):
        """Read until a known prompt ends the output or the program exits."""
        deadline = time.time() + timeout
        fd = self.p.stdout.fileno()
        while True:
            text = self.buf.decode(errors="replace")
            tail = text[-600:]
            for kind, rx in self.prompts:
                m = rx.search(tail)
                if m:
                    # make sure nothing else is coming
                    r, _, _ = select.select([fd], [], [], 0.003)
                    if r:
                        break
                    self.buf = b""
                    chunk = text[:len(text) - len(tail) + m.start()]
                    self.log.append(("OUT", text))
                    return kind, m, chunk
            else:
                if self.eof:
                    self.buf = b""
                    self.log.append(("OUT", text))
                    return "eof", None, text
            left = deadline - time.time()
            if left <= 0:
                self.log.append(("OUT", text))
                raise RefError("program hangs (no prompt, no exit) after: %r" % text[-300:])
            r, _, _ = select.select([fd], [], [], min(left, 0.5))
            if r:
                data = os.read(fd, 65536)
                if not data:
                    self.eof = True
                self.buf += data

    def finish(self, timeout=5.0):
        self.close_input()
        try:
            rc = self.p.wait(timeout)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise RefError("program did not exit after end of input")
        return rc

    def kill(self):
        if self.p.poll() is None:
            self.p.kill()
            self.p.wait()


# ---------------------------------------------------------------- the referee
class Game:
    NAME_POOL = ["Joe Remember Doe", "Ann", "Bob", "Cyd", "Dee Dee", "Xavier", "Maya", "Quinn Zed"]

    def __init__(self, prog, seed, disp, rules, nplayers, strategy, eof_after=None, verbose=False):
        self.prog = prog
        self.ad = ADAPTERS[prog]
        self.seed = seed
        self.rng = random.Random(seed * 7919 + 17)
        self.disp = disp
        self.rules = rules
        self.names = self.rng.sample(self.NAME_POOL, nplayers)
        if self.ad["sides"]:
            self.sides = self.ad["sides"][:nplayers]
        else:
            self.sides = self.rng.sample(SIDES, nplayers)
        self.strategy = strategy
        self.eof_after = eof_after
        self.verbose = verbose
        self.log = []
        self.peeks_seen = set()
        self.peek_round = -1
        self.colon_sp = None
        self.announced = set()
        self.stats = dict(invalid=0, picks=0, octopus=0, penguin=0, walrus=0, crab=0, turtle=0, nocard=0,
                          blocked_try=0)

    # ---- checks on one chunk of output
    def check_chunk(self, chunk, eng, final=False):
        lines = chunk.split("\n")
        for ln in lines:
            mm = re.match(self.ad["round_win"], ln.rstrip())
            if mm:
                r = int(mm.group("round"))
                if r < 1 or r > len(eng.winners):
                    raise RefError("round %d announced, but that round is not over" % r)
                if mm.group("name") != self.names[eng.winners[r - 1]]:
                    raise RefError("round %d: %s announced as winner, but by the rules %s wins it"
                                   % (r, mm.group("name"), self.names[eng.winners[r - 1]]))
                self.announced.add(r)
        ds = displays_from(lines, self.disp)
        snaps = eng.snaps
        j = 0
        for d in ds:
            if d["players"] is not None:
                self.check_players(d["players"], eng)
            if d["players"] is None and d["up"] is not None:
                # a peek?
                fs = set(d["up"])
                rs = [s for s in snaps if s["tag"] in ("roundstart",)]
                who = [i for i in range(eng.n) if set(FRONT[self.sides[i]]) == fs]
                if rs and who:
                    s = rs[-1]
                    self.learn(d["up"], s["loc"], eng)
                    if s["round"] != self.peek_round:
                        self.peek_round = s["round"]
                        self.peeks_seen = set()
                    self.peeks_seen.update(who)
                    continue
            k = j
            found = None
            while k < len(snaps):
                if self.disp_matches(d, snaps[k], eng):
                    found = k
                    break
                k += 1
            if found is None:
                raise RefError("display does not match the game state.\n  shown up=%s order=%s actives=%s\n  expected one of: %s"
                               % (sorted(d["up"]) if d["up"] is not None else None, d["order"],
                                  [(x[0], x[2]) for x in d["players"]] if d["players"] else None,
                                  [(s["tag"], sorted(s["up"]), s["order"], s["active"]) for s in snaps[j:]]))
            j = found
            if d["up"] is not None:
                self.learn(d["up"], snaps[found]["loc"], eng)
        game_ds = [d for d in ds if d["players"] is not None]
        if not final and game_ds and not self.disp_matches(game_ds[-1], snaps[-1]):
            raise RefError("the last display before the prompt does not show the current state")
        return ds

    def check_players(self, block, eng):
        names = [b[0] for b in block]
        if names != self.names:
            raise RefError("player block lists %r, expected %r" % (names, self.names))
        for b, side in zip(block, self.sides):
            if b[1] != side:
                raise RefError("player %s shown at side %s, expected %s" % (b[0], b[1], side))
            if self.colon_sp is None:
                self.colon_sp = b[3]
            elif self.colon_sp != b[3]:
                raise RefError("inconsistent spacing after the colon in player lines")

    def disp_matches(self, d, s, eng=None):
        if d["up"] is not None:
            if set(d["up"]) != set(s["up"]):
                return False
            if eng is not None:
                for p, card in d["up"].items():
                    old = eng.know.get(s["loc"][p])
                    if old is not None and old != card:
                        return False
            if d["order"] is not None and d["order"] != s["order"]:
                return False
        if d["players"] is not None:
            if [b[2] for b in d["players"]] != s["active"]:
                return False
        return True

    def learn(self, up, loc, eng):
        for p, card in up.items():
            slot = loc[p]
            old = eng.know.get(slot)
            if old is not None and old != card:
                raise RefError("card at %s changed from %s to %s (cards must stay in place)" % (p, old, card))
            eng.know[slot] = card
        vals = list(eng.know.values())
        if len(set(vals)) != len(vals):
            raise RefError("the same card appears twice on the board")

    def first_shown(self, chunk, pos):
        for d in displays_from(chunk.split("\n"), self.disp):
            if d["up"] and pos in d["up"]:
                return d["up"][pos]
        return None

    def leak_check(self, text):
        m = re.search(r"\d+ rub(?:y|ies)", text)
        if m:
            raise RefError("rubies revealed before the end of the game: %r" % text[max(0, m.start() - 60):m.end() + 10])

    # ---- choosing inputs
    def choose_pick(self, eng, avail):
        prev = eng.prev
        knownm = [q for q in avail if eng.known(q) is not None and (prev is None or match(prev, eng.known(q)))]
        unknown = [q for q in avail if eng.known(q) is None]
        r = self.rng.random()
        if self.strategy == "long":
            if knownm and not unknown and r < 0.9:
                path = self.longest_chain(eng, avail, prev)
                if path:
                    return path[0]
            if knownm:
                # prefer the known fitting card with most known fitting followers
                def score(q):
                    c = eng.known(q)
                    return sum(1 for x in avail if x != q and eng.known(x) is not None and match(c, eng.known(x)))
                best = max(knownm, key=lambda q: (score(q), self.rng.random()))
                if r < 0.93:
                    return best
            if unknown and r < 0.97:
                return self.rng.choice(unknown)
            return self.rng.choice(avail)
        else:
            if knownm and r < 0.5:
                return self.rng.choice(knownm)
            return self.rng.choice(avail)

    def longest_chain(self, eng, avail, prev):
        cards = {q: eng.known(q) for q in avail}
        best = []
        budget = [4000]

        def dfs(last, left, path):
            nonlocal best
            if len(path) > len(best):
                best = list(path)
            if budget[0] <= 0 or len(best) == len(avail):
                return
            budget[0] -= 1
            nxt = sorted(q for q in left if last is None or match(last, cards[q]))
            self.rng.shuffle(nxt)
            nxt.sort(key=lambda q: sum(1 for x in left if x != q and match(cards[q], cards[x])))
            for q in nxt:
                left.remove(q)
                path.append(q)
                dfs(cards[q], left, path)
                path.pop()
                left.add(q)

        dfs(prev, set(avail), [])
        return best

    def invalid_pick(self, eng):
        opts = ["Z9", "C3", "A0", "F1", "hello", "A", "55"]
        if eng.up:
            opts += [self.rng.choice(sorted(eng.up))] * 3
        return self.rng.choice(opts)

    # ---- main loop
    def run(self):
        argv = [os.path.join(os.environ.get("MEMOARR_BIN", "/tmp/memoarr_bin"), self.prog)]
        proc = Proc(argv, self.seed, self.ad["prompts"], self.log)
        try:
            return self._run(proc)
        finally:
            proc.kill()

    def read(self, proc):
        chunk_all = ""
        while True:
            kind, m, chunk = proc.read()
            chunk_all += chunk
            if kind == "peek":
                proc.send("")
                continue
            return kind, m, chunk_all

    def expect_prompt(self, kind, m, req, eng):
        want = req[1]
        if kind == "eof":
            raise RefError("program ended although a %s prompt for %s was expected" % (want, self.names[req[2]]))
        if kind != want:
            who = m.groupdict().get("name") if m else None
            raise RefError("expected a %s prompt for %s, got a %s prompt%s" % (
                want, self.names[req[2]], kind, " for %s" % who if who else ""))
        who = m.groupdict().get("name")
        if who is not None and who != self.names[req[2]]:
            raise RefError("expected %s to play, but %s was asked (round %d)" % (self.names[req[2]], who, eng.round + 1))

    def _run(self, proc):
        eng = Engine(self.names, self.sides, self.rules, self.ad)
        gen = eng.play()
        setup = self.ad["setup"](self.disp, self.rules, self.names, self.sides, self.rng)
        for ln in setup:
            proc.send(ln)
        req = next(gen)
        kind, m, chunk = self.read(proc)
        self.leak_check(chunk)
        self.check_chunk(chunk, eng)
        if not any(d["players"] for d in displays_from(chunk.split("\n"), self.disp)):
            raise RefError("the game was not displayed with all players before the first turn")
        ninputs = 0
        last_round_checked = -1
        while True:
            if req[0] == "end":
                if kind != "eof":
                    raise RefError("the game goes on after 7 rounds (got a %s prompt)" % kind)
                rc = proc.finish()
                if rc != 0:
                    raise RefError("exit status %d at the end of the game" % rc)
                self.check_results(chunk, eng)
                if self.announced != set(range(1, 8)):
                    raise RefError("round winners announced only for rounds %s" % sorted(self.announced))
                self.stats.update(eng.stats)
                return self.stats
            assert req[0] == "input", req
            self.expect_prompt(kind, m, req, eng)
            _, what, p, info = req
            if what == "pick" and eng.round != last_round_checked:
                last_round_checked = eng.round
                if self.peek_round != eng.round or len(self.peeks_seen) != eng.n:
                    raise RefError("round %d: not every player peeked at the 3 cards in front of them (seen %s)"
                                   % (eng.round + 1, sorted(self.names[i] for i in self.peeks_seen)
                                      if self.peek_round == eng.round else []))
            if self.eof_after is not None and ninputs >= self.eof_after:
                rc = proc.finish()
                if rc != 0:
                    raise RefError("exit status %d after end of input" % rc)
                return None
            ninputs += 1
            # invalid inputs first, sometimes
            ninv = 0
            try_block = what == "pick" and eng.blocked is not None and self.rng.random() < 0.7
            while try_block or (self.rng.random() < 0.2 and ninv < 3):
                bad = (eng.blocked, True) if try_block else self.invalid_input(what, info, eng, p)
                try_block = False
                if bad is None:
                    break
                ninv += 1
                self.stats["invalid"] += 1
                if bad[1]:
                    self.stats["blocked_try"] += 1
                eng.snaps = [eng.snapshot("now")]
                proc.send(bad[0])
                kind, m, chunk = self.read(proc)
                self.leak_check(chunk)
                if kind != what:
                    raise RefError("invalid input %r for %s was not rejected (next: %s prompt)" % (bad[0], what, kind))
                self.expect_prompt(kind, m, req, eng)
                self.check_chunk(chunk, eng)
            ans_text, ans = self.answer(what, info, eng, p)
            eng.snaps = [eng.snapshot("now")]
            proc.send(ans_text)
            kind, m, chunk = self.read(proc)
            resp = gen.send(ans)
            while resp[0] in ("card", "octo_random"):
                if resp[0] == "card":
                    c = self.first_shown(chunk, resp[1])
                    if c is None:
                        c = eng.known(resp[1])
                    if c is None:
                        raise RefError("the card turned over at %s was never shown" % resp[1])
                    self.stats["picks"] += 1
                    resp = gen.send(c)
                else:
                    mm = re.search(self.ad["octo_msg"], chunk)
                    if not mm or mm.group(1) != resp[1]:
                        raise RefError("octopus at %s: no swap announced" % resp[1])
                    if mm.group(2) not in resp[2]:
                        raise RefError("octopus at %s swapped with non-neighbour %s" % (resp[1], mm.group(2)))
                    resp = gen.send(mm.group(2))
            if not eng.done:
                self.leak_check(chunk)
            self.check_chunk(chunk, eng, final=eng.done)
            req = resp

    def invalid_input(self, what, info, eng, p):
        if what == "pick":
            if eng.blocked is not None and self.rng.random() < 0.5:
                return (eng.blocked, True)
            return (self.invalid_pick(eng), False)
        if what == "octopus":
            at = info["at"]
            bad = [x for x in POSITIONS if x not in info["nbrs"]] + ["C3", "Q1", "zz"]
            return (self.rng.choice(bad), False)
        if what == "penguin":
            bad = [x for x in POSITIONS if x not in info["targets"]] + ["K7", "??"]
            return (self.rng.choice(bad), False)
        if what == "walrus":
            bad = [x for x in POSITIONS if x in eng.up] + ["C3", "E6", "walrus"]
            return (self.rng.choice(bad), False)
        return None

    def answer(self, what, info, eng, p):
        if what == "pick":
            q = self.choose_pick(eng, info["avail"])
            return q, q
        if what == "octopus":
            q = self.rng.choice(info["nbrs"])
            return q, q
        if what == "penguin":
            if self.rng.random() < 0.3:
                return self.ad["skip"], None
            q = self.rng.choice(info["targets"])
            return q, q
        if what == "walrus":
            if self.ad["walrus_optional"] and self.rng.random() < 0.2:
                return self.ad["skip"], None
            # block a card the next player would like (a known fitting one) if possible
            q = self.rng.choice(info["downs"])
            return q, q
        raise AssertionError(what)

    def check_results(self, chunk, eng):
        lines = chunk.split("\n")
        res = []
        first = None
        for i, ln in enumerate(lines):
            mm = RE_RESULT.match(ln.rstrip())
            if mm:
                if first is None:
                    first = i
                res.append((mm.group("name"), int(mm.group("n"))))
        self.leak_check("\n".join(lines[:first] if first is not None else lines))
        if [r[0] for r in res] and len(res) != eng.n:
            raise RefError("final list has %d lines for %d players" % (len(res), eng.n))
        if sorted(r[0] for r in res) != sorted(self.names):
            raise RefError("final list does not list all players: %r" % res)
        counts = [r[1] for r in res]
        if counts != sorted(counts):
            raise RefError("final list not sorted from least to most rubies: %r" % res)
        if sum(counts) != sum(REWARDS):
            raise RefError("total rubies %d, but the 7 reward cards hold %d" % (sum(counts), sum(REWARDS)))
        won = {i: eng.winners.count(i) for i in range(eng.n)}
        got = {self.names.index(nm): c for nm, c in res}
        ok = False
        for perm in set(itertools.permutations(REWARDS)):
            tot = [0] * eng.n
            for w, r in zip(eng.winners, perm):
                tot[w] += r
            if all(tot[i] == got[i] for i in range(eng.n)):
                ok = True
                break
        if not ok:
            raise RefError("rubies %r do not fit the rounds won %r" % (
                res, [self.names[w] for w in eng.winners]))
        best = max(counts)
        leaders = {nm for nm, c in res if c == best}
        wl = None
        for ln in lines[first:]:
            mm = re.match(self.ad["winner"], ln.rstrip())
            if mm:
                wl = next(g for g in mm.groups() if g)
        if wl is None:
            raise RefError("no overall winner line")
        named = {nm for nm in self.names if nm in wl}
        if named != leaders:
            raise RefError("winner line %r, but the leaders are %r" % (wl, sorted(leaders)))


def main():
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("prog")
    ap.add_argument("--games", type=int, default=24)
    ap.add_argument("--seed0", type=int, default=1)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--only", type=int, default=None, help="run only this game index")
    ap.add_argument("--log", action="store_true", help="print the transcript of failing games")
    ap.add_argument("--dump", default=None, help="directory: write the input lines of failing games there")
    args = ap.parse_args()
    modes = [(False, False), (True, False), (False, True), (True, True)]
    fails = 0
    total = dict()
    ran = 0
    for gi in range(args.games):
        if args.only is not None and gi != args.only:
            continue
        seed = args.seed0 + gi
        disp, rules = modes[gi % 4]
        nplayers = 2 + (gi // 4) % 3
        strategy = "long" if gi % 3 != 1 else "random"
        eof_after = None
        if gi % 8 == 7:
            eof_after = random.Random(seed).randint(0, 60)
        g = Game(args.prog, seed, disp, rules, nplayers, strategy, eof_after, args.verbose)
        desc = "game %d seed %d disp=%d rules=%d players=%d %s%s" % (
            gi, seed, disp, rules, nplayers, strategy, " eof@%d" % eof_after if eof_after is not None else "")
        ran += 1
        try:
            st = g.run()
            if st:
                for k, v in st.items():
                    total[k] = total.get(k, 0) + v
            if args.verbose:
                print("ok   " + desc, st)
        except RefError as e:
            fails += 1
            print("FAIL " + desc + ": " + str(e))
            if args.dump:
                os.makedirs(args.dump, exist_ok=True)
                fn = os.path.join(args.dump, "%s_game%d_seed%d.txt" % (args.prog, gi, seed))
                with open(fn, "w") as f:
                    for kind, text in g.log:
                        if kind == "IN":
                            f.write(text + "\n")
                print("     input written to %s (replay: SEED=%d %s < %s)" % (fn, seed, args.prog, fn))
            if args.log:
                for kind, text in g.log[-12:]:
                    print("---- %s ----" % kind)
                    print(text if kind == "OUT" else repr(text))
    print("%s: %d/%d games passed; totals %s" % (args.prog, ran - fails, ran, total))
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
