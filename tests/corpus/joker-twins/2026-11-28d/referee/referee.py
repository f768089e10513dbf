#!/usr/bin/env python3
"""Referee for Joker Twins: plays games through pipes with SEED set and checks rules.

usage: python3 referee.py [NAME ...] [--games N] [--seed0 S] [--only-rules] [-v]

--only-rules leaves out two kinds of invalid input (the first card's coordinate typed
again as the second card, and a lower-case column), so that the other rules can be
tested on programs that fail those.

For every seed it plays a "learning" game (memory / random play, invalid inputs mixed in)
that also reveals the whole deal, then "oracle" games on the same seed that use the deal
to force rare situations: both jokers left at the end, one joker left, joker + joker,
joker first / joker second.
"""
import os
import random
import re
import select
import subprocess
import sys

from adapters import ADAPTERS

HERE = os.path.dirname(os.path.abspath(__file__))
WRAP = os.path.join(HERE, "wrap.py")
MARK_IN = "\x01IN\x01\n"
MARKER = re.compile(r"\x01(SLEEP|SYS) ([^\x01]*)\x01\n")
COLS = "ABCDEF"
JOKER = "*"
DECK = sorted([chr(65 + i) for i in range(17)] + [chr(97 + i) for i in range(17)] + ["*", "*"])

STATIC_BAD = ["AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C", "2a", "", " ", "   ",
              "G1", "A6", "Z9", "B33", "#", "*", "?!", "\t", "A1 ", " B2", "AA1", "F-0",
              "Ａ1", "A١"]


class Violation(Exception):
    pass


def cname(cell):
    return COLS[cell[1]] + str(cell[0])


def twins(a, b):
    return a != b and a != JOKER and b != JOKER and a.lower() == b.lower()


class Game:
    def __init__(self, ad, seed, strategy, rng, layout=None, bad_rate=0.2, verbose=False):
        self.ad, self.seed, self.strategy, self.rng = ad, seed, strategy, rng
        self.layout = layout            # dict cell -> card (oracle games)
        self.bad_rate = bad_rate
        self.verbose = verbose
        self.inputs = []
        self.known = {}                 # cell -> card seen on this run
        self.state = {(r, c): "H" for r in range(6) for c in range(6)}  # H hidden, R removed
        self.notes = []
        self.bad_tried = 0

    # ------------------------------------------------------------ process io
    def start(self):
        env = dict(os.environ, SEED=str(self.seed))
        env.pop("TERM", None)
        self.p = subprocess.Popen([sys.executable, WRAP, self.ad.script], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)

    def read(self):
        buf = b""
        fd = self.p.stdout.fileno()
        while not buf.endswith(MARK_IN.encode()):
            r, _, _ = select.select([fd], [], [], 15)
            if not r:
                raise Violation("program hangs (no prompt, no exit)")
            chunk = os.read(fd, 65536)
            if not chunk:
                return buf.decode("utf-8", "replace"), True
            buf += chunk
        return buf.decode("utf-8", "replace")[:-len(MARK_IN)], False

    def send(self, line):
        self.inputs.append(line)
        self.p.stdin.write((line + "\n").encode())
        self.p.stdin.flush()

    def finish_process(self):
        try:
            self.p.stdin.close()
        except OSError:
            pass
        try:
            rc = self.p.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.p.kill()
            self.p.wait()
            raise Violation("program does not exit at end of game")
        err = self.p.stderr.read().decode("utf-8", "replace")
        return rc, err

    # ------------------------------------------------------------ screens
    def view(self, shown=()):
        """Expected grid: '#' hidden, ' ' removed, card for cells in shown."""
        g = [["#" if self.state[(r, c)] == "H" else " " for c in range(6)] for r in range(6)]
        for cell in shown:
            g[cell[0]][cell[1]] = self.known[cell]
        return g

    def check_board(self, grid, shown, what, loose=()):
        exp = self.view(shown)
        for r in range(6):
            for c in range(6):
                if (r, c) in loose:
                    continue
                if grid[r][c] != exp[r][c]:
                    raise Violation("%s: cell %s shows %r, expected %r"
                                    % (what, cname((r, c)), grid[r][c], exp[r][c]))

    def last_board(self, text, what):
        bs = self.ad.boards(text)
        if not bs:
            raise Violation("%s: no board printed" % what)
        return bs[-1]

    def check_prompt(self, text, what):
        last = text.rsplit("\n", 1)[-1]
        m = re.match(r"Player (\d): ", last)
        if not m:
            raise Violation("%s: prompt %r does not name the player" % (what, last))
        if int(m.group(1)) != self.cur:
            raise Violation("%s: prompt is for player %s, expected player %d"
                            % (what, m.group(1), self.cur))
        if "\x01SLEEP" in text:
            raise Violation("%s: unexpected pause" % what)

    def check_scores(self, text, what):
        sc = self.ad.scores(text)
        if sc is None:
            raise Violation("%s: no score lines" % what)
        order = [p for p, _ in sc]
        if order != self.order:
            raise Violation("%s: score order %s, expected %s (turn order)" % (what, order, self.order))
        for p, s in sc:
            if s != self.score[p]:
                raise Violation("%s: player %d score shown %d, expected %d"
                                % (what, p, s, self.score[p]))

    def see(self, cell, card, what):
        if card not in DECK:
            raise Violation("%s: %s shows %r which is not a card" % (what, cname(cell), card))
        if cell in self.known and self.known[cell] != card:
            raise Violation("%s: %s showed %r before, now %r" % (what, cname(cell), self.known[cell], card))
        if self.layout and self.layout.get(cell, card) != card:
            raise Violation("%s: same SEED gave a different deal at %s" % (what, cname(cell)))
        if card != JOKER:
            for k, v in self.known.items():
                if v == card and k != cell:
                    raise Violation("%s: card %r at both %s and %s" % (what, card, cname(k), cname(cell)))
        else:
            if sum(1 for k, v in self.known.items() if v == JOKER and k != cell) >= 2:
                raise Violation("%s: a third joker at %s" % (what, cname(cell)))
        self.known[cell] = card

    # ------------------------------------------------------------ choices
    def hidden(self):
        return [c for c, s in self.state.items() if s == "H"]

    def card_of(self, cell):
        if self.layout:
            return self.layout[cell]
        return self.known.get(cell)

    def invalid_input(self, first):
        opts = list(STATIC_BAD)
        if ONLY_RULES:
            opts = [o for o in opts if o not in ("A1 ", " B2")]
        removed = [c for c, s in self.state.items() if s == "R"]
        if removed:
            opts += [cname(self.rng.choice(removed))] * 4
        h = self.hidden()
        low = cname(self.rng.choice(h))
        if not ONLY_RULES:
            opts += [low[0].lower() + low[1]] * 3
        if first is not None and not ONLY_RULES:
            opts += [cname(first)] * 6
        return self.rng.choice(opts)

    def choose(self, first):
        h = self.hidden()
        if first is not None:
            h.remove(first)
        know = {c: self.card_of(c) for c in h if self.card_of(c) is not None}
        strat = self.strategy
        if strat == "random":
            return self.rng.choice(h)
        if strat == "memory":
            unknown = [c for c in h if c not in know]
            if first is None:
                pairs = [a for a in know for b in know if twins(know[a], know[b])]
                if pairs and self.rng.random() < 0.7:
                    return self.rng.choice(pairs)
                return self.rng.choice(unknown or h)
            fc = self.known[first]
            match = [c for c in know if fc == JOKER or twins(know[c], fc) or know[c] == JOKER]
            if match and self.rng.random() < 0.7:
                return self.rng.choice(match)
            return self.rng.choice(unknown or h)
        # oracle strategies: the whole deal is known
        letters = [c for c in h if know[c] != JOKER]
        jokers = [c for c in h if know[c] == JOKER]
        miss = self.rng.random() < 0.25
        if strat == "avoid_jokers" or (strat == "one_joker" and self.jokers_used >= 1):
            pool = letters
        else:
            pool = letters + jokers
        if first is None:
            if strat in ("joker_first", "joker_pair") and jokers and not miss:
                return self.rng.choice(jokers)
            if strat == "one_joker" and jokers and self.jokers_used == 0 and not miss:
                return self.rng.choice(jokers)
            return self.rng.choice(pool)
        fc = self.card_of(first)
        if fc == JOKER:
            if strat == "joker_pair" and jokers:
                return jokers[0]
            return self.rng.choice(letters or h)
        if strat == "joker_second" and jokers and not miss:
            return self.rng.choice(jokers)
        good = [c for c in pool if twins(know[c], fc)]
        bad = [c for c in pool if not twins(know[c], fc) and know[c] != JOKER]
        if miss and bad:
            return self.rng.choice(bad)
        return self.rng.choice(good or pool or h)

    # ------------------------------------------------------------ the game
    def play(self):
        self.start()
        try:
            return self._play()
        finally:
            if self.p.poll() is None:
                self.p.kill()
                self.p.wait()

    def _play(self):
        text, ended = self.read()
        if ended:
            raise Violation("program ended before the first prompt")
        grid, _ = self.last_board(text, "initial screen")
        self.check_board(grid, (), "initial board")
        sc = self.ad.scores(text)
        if not sc or any(s != 0 for _, s in sc) or sorted(p for p, _ in sc) != [1, 2]:
            raise Violation("initial scores wrong: %s" % sc)
        self.order = [p for p, _ in sc]
        self.score = {1: 0, 2: 0}
        self.cur = self.order[0]
        self.starter = self.cur
        self.jokers_used = 0
        self.check_prompt(text, "initial prompt")
        last_finder = None
        turns = 0
        while True:
            turns += 1
            if turns > 400:
                raise Violation("game too long")
            # ---------------- first card
            first = self.pick(None)
            text, ended = self.read()
            if ended:
                raise Violation("program ended after first card")
            grid, _ = self.last_board(text, "after first card")
            if self.layout is None or first not in self.known:
                self.see(first, grid[first[0]][first[1]], "first card")
            self.check_board(grid, (first,), "after first card %s" % cname(first))
            self.check_prompt(text, "second-card prompt")
            # ---------------- second card
            second = self.pick(first)
            text, ended = self.read()
            m = None
            for mm in MARKER.finditer(text):
                if mm.group(1) == "SLEEP":
                    if m is not None:
                        raise Violation("two pauses after one second card")
                    m = mm
            if m is None:
                raise Violation("no pause after the second card %s" % cname(second))
            if m.group(2).strip() not in ("2", "2.0"):
                raise Violation("pause of %s seconds" % m.group(2))
            before, after = text[:m.start()], text[m.end():]
            pgrid, pend = self.last_board(before, "pause screen")
            rest = MARKER.sub("", before[pend:])
            if re.search(r"[A-Za-z0-9]", rest):
                raise Violation("output below the board during the pause: %r" % rest.strip())
            self.see(second, pgrid[second[0]][second[1]], "second card")
            a, b = self.known[first], self.known[second]
            auto = None
            loose = ()
            if (a == JOKER) != (b == JOKER):
                letter = b if a == JOKER else a
                cand = [c for c, v in self.known.items() if v == letter.swapcase()]
                if cand:
                    auto = cand[0]
                if auto is not None:
                    loose = (auto,)
                    v = pgrid[auto[0]][auto[1]]
                    if v not in ("#", letter.swapcase()):
                        raise Violation("pause: joker twin %s shows %r" % (cname(auto), v))
                else:
                    loose = tuple(self.hidden())
            self.check_board(pgrid, (first, second), "pause screen", loose=loose)
            if not re.search(r"\x01SYS [^\x01]*clear", after) and "\x1b[2J" not in after:
                raise Violation("screen not cleared after the pause")
            # ---------------- outcome
            pts, gone = 0, [first, second]
            if a == JOKER and b == JOKER:
                pts = 2
                self.jokers_used += 2
            elif a == JOKER or b == JOKER:
                pts = 2
                self.jokers_used += 1
            elif twins(a, b):
                pts = 1
            if pts:
                self.score[self.cur] += pts
                last_finder = self.cur
                for c in gone:
                    self.state[c] = "R"
                if auto is not None:
                    self.state[auto] = "R"
            else:
                self.cur = 3 - self.cur
            # the auto twin we did not know: find the hidden cell that disappeared
            if pts and (a == JOKER) != (b == JOKER) and auto is None:
                bs = self.ad.boards(after)
                if not bs:
                    raise Violation("no board after the joker twin")
                g = bs[-1][0]
                new = [c for c in self.hidden() if g[c[0]][c[1]] == " "]
                if len(new) != 1:
                    raise Violation("joker twin: %d other cards removed instead of 1" % len(new))
                auto = new[0]
                letter = b if a == JOKER else a
                self.see(auto, letter.swapcase(), "joker's twin")
                self.state[auto] = "R"
            letters_left = sum(1 for c in self.hidden() if self.card_of(c) != JOKER) \
                if self.layout else len(self.hidden()) - (2 - self.jokers_used)
            if letters_left == 0:
                leftover = 2 - self.jokers_used
                self.score[last_finder] += leftover
                return self.end(after, ended, leftover, last_finder)
            if ended:
                raise Violation("program ended but %d letters are left" % letters_left)
            grid, _ = self.last_board(after, "next turn")
            self.check_board(grid, (), "board after the turn")
            self.check_scores(after, "scores after the turn")
            self.check_prompt(after, "next prompt")

    def pick(self, first):
        """Maybe type some invalid inputs, then a valid cell; check the rejections."""
        while self.rng.random() < self.bad_rate:
            bad = self.invalid_input(first)
            self.bad_tried += 1
            self.send(bad)
            text, ended = self.read()
            if ended:
                raise Violation("program ended on invalid input %r" % bad)
            if "\x01SLEEP" in text:
                raise Violation("invalid input %r accepted (the game paused)" % bad)
            for grid, _ in self.ad.boards(text):
                self.check_board(grid, (first,) if first else (), "after invalid input %r" % bad)
            self.check_prompt(text, "after invalid input %r" % bad)
            msg = text.rsplit("\n", 1)[0] if "\n" in text else ""
            if not re.search(r"\w", MARKER.sub("", msg)):
                raise Violation("invalid input %r: no message" % bad)
        cell = self.choose(first)
        self.send(cname(cell))
        return cell

    def end(self, after, ended, leftover, finder):
        if not ended:
            extra, ended = self.read()
            raise Violation("game should be over (no letters left) but the program asks for input")
        rc, err = self.finish_process()
        if rc != 0:
            raise Violation("exit status %d" % rc)
        if err.strip():
            raise Violation("stderr: %s" % err.strip()[-300:])
        fin = self.ad.final(after)
        if fin is None:
            raise Violation("no game-over announcement")
        sc, winner = fin
        if sorted(sc) != sorted(self.score.items()):
            raise Violation("final scores %s, expected %s (leftover jokers %d to player %d)"
                            % (sc, sorted(self.score.items()), leftover, finder))
        best = max(self.score.values())
        exp_w = [p for p, s in self.score.items() if s == best]
        exp_w = exp_w[0] if len(exp_w) == 1 else 0
        if winner != exp_w:
            raise Violation("winner announced %s, expected %s" % (winner, exp_w))
        bs = self.ad.boards(after)
        if bs:
            g = bs[-1][0]
            for c in self.hidden():
                if g[c[0]][c[1]] not in ("#", "*", " "):
                    raise Violation("final board shows %r at %s" % (g[c[0]][c[1]], cname(c)))
        sc2 = self.ad.scores(after)
        if sc2 and any(s != self.score[p] for p, s in sc2):
            raise Violation("final header scores %s, expected %s" % (sc2, self.score))
        if sum(self.score.values()) != 19:
            raise Violation("points do not add up to 19")
        return {"leftover": leftover, "score": dict(self.score), "starter": self.starter}

    def full_layout(self):
        """Deal learned in this game (leftover hidden cells are the jokers)."""
        lay = dict(self.known)
        for c in self.hidden():
            lay[c] = JOKER
        if sorted(lay.values()) != DECK or len(lay) != 36:
            raise Violation("the deal is not A-Q, a-q and two jokers: %s" % sorted(lay.values()))
        return lay


ONLY_RULES = False   # --only-rules: leave out repeat-of-first-card and lower-case inputs

ORACLE = ["avoid_jokers", "one_joker", "joker_first", "joker_second", "joker_pair"]


def run(name, games, seed0, verbose):
    ad = ADAPTERS[name]
    results = {"games": 0, "fail": [], "bad": 0, "leftover": {0: 0, 1: 0, 2: 0}, "starters": set(),
               "layouts": set()}
    for i in range(games):
        seed = seed0 + i
        rng = random.Random(seed * 7919 + 1)
        strategy = "memory" if i % 3 else "random"
        g = Game(ad, seed, strategy, rng, verbose=verbose)
        try:
            res = g.play()
            lay = g.full_layout()
        except Violation as e:
            results["fail"].append((seed, strategy, str(e), g.inputs))
            results["games"] += 1
            continue
        results["games"] += 1
        results["bad"] += g.bad_tried
        results["leftover"][res["leftover"]] += 1
        results["starters"].add(res["starter"])
        results["layouts"].add(tuple(sorted(lay.items())))
        # oracle game on the same seed
        strat = ORACLE[i % len(ORACLE)]
        g2 = Game(ad, seed, strat, random.Random(seed), layout=lay, verbose=verbose)
        try:
            res2 = g2.play()
        except Violation as e:
            results["fail"].append((seed, strat, str(e), g2.inputs))
            results["games"] += 1
            continue
        results["games"] += 1
        results["bad"] += g2.bad_tried
        results["leftover"][res2["leftover"]] += 1
    return results


def main():
    args = sys.argv[1:]
    games, seed0, verbose = 20, 1, False
    names = []
    while args:
        a = args.pop(0)
        if a == "--games":
            games = int(args.pop(0))
        elif a == "--seed0":
            seed0 = int(args.pop(0))
        elif a == "--only-rules":
            global ONLY_RULES
            ONLY_RULES = True
        elif a == "-v":
            verbose = True
        else:
            names.append(a)
    total_fail = 0
    for name in names or sorted(ADAPTERS):
        r = run(name, games, seed0, verbose)
        print("%-4s games=%d failures=%d invalid-inputs=%d leftover-jokers(0/1/2)=%s starters=%s distinct-deals=%d"
              % (name, r["games"], len(r["fail"]), r["bad"],
                 "/".join(str(r["leftover"][k]) for k in (0, 1, 2)), sorted(r["starters"]),
                 len(r["layouts"])))
        for seed, strat, msg, inputs in r["fail"]:
            print("   FAIL seed=%d %s: %s" % (seed, strat, msg))
            if verbose:
                print("      inputs: %r" % inputs)
        total_fail += len(r["fail"])
    sys.exit(1 if total_fail else 0)


if __name__ == "__main__":
    main()
