#!/usr/bin/env python3
"""Referee for the five blind Chinese Checker programs.

Plays games through pipes (SEED set), and checks against engine.py:
  * every board printed (deduplicated) equals the reference position sequence
  * every error message appears, in order, exactly as the spec words it
  * the end of the game (winner / draw) comes after the right move, and the
    program stops there; the computer only makes legal moves
  * at end of input the program exits with status 0 (no crash, no hang)

usage: referee.py [prog ...] [--games N] [--quiet]
"""
import os
import random
import re
import subprocess
import sys
import tempfile

import engine as E

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BIN = os.path.join(tempfile.gettempdir(), "ck_referee_bin")

# Per-program knowledge: how to choose the modes, how it words the result.
PROGS = {
    "ada": dict(hvh=["1"], hvc={"red": ["2", "1"], "blue": ["2", "2"]},
                blue=r"winner is Blue", red=r"winner is Red", draw=r"GAME OVER - draw"),
    "bo": dict(hvh=["1"], hvc={"red": ["2"]},
               blue=r"^Blue wins$", red=r"^Red wins$", draw=r"^Draw$"),
    "cy": dict(hvh=["1"], hvc={"blue": ["2"]},
               blue=r"The winner is Blue", red=r"The winner is Red", draw=r"It is a draw"),
    "dee": dict(hvh=["1"], hvc={"red": ["2", "y"], "blue": ["2", "n"]},
                blue=r"Player 1 \(Blue\) wins", red=r"Player 2 \(Red\) wins", draw=r"Draw game"),
    "ezra": dict(hvh=["h"], hvc={"red": ["c", "2"], "blue": ["c", "1"]},
                 blue=r"BLUE WINS", red=r"RED WINS", draw=r"DRAW"),
}
# ezra asks the mode by number too: '1' or '2'; 'h' is rejected first (robustness)
PROGS["ezra"]["hvh"] = ["h", "1"]
PROGS["ezra"]["hvc"] = {"red": ["2", "2"], "blue": ["2", "1"]}

MSG_RE = re.compile("|".join(re.escape(m) for m in E.MSG.values()))
MSG_CODE = {m: k for k, m in E.MSG.items()}

JUNK = ["abc", "12345", "216", "21a1", "-216", "+216", "2.15", "x", "21611", "0x21",
        "0000", "9911", "1019", "1290", "0911", "3190", "1.0e3", "one", "99999999999",
        "4$51", "#", "OOOO", "...."]


def build(name):
    os.makedirs(BIN, exist_ok=True)
    src = os.path.join(ROOT, name)
    files = sorted(os.path.join(src, f) for f in os.listdir(src) if f.endswith(".c"))
    exe = os.path.join(BIN, name)
    subprocess.run(["gcc", "-O2", "-Wall", "-o", exe] + files, check=True)
    return exe


def run(exe, lines, seed):
    data = "".join(l + "\n" for l in lines)
    env = dict(os.environ, SEED=str(seed))
    p = subprocess.run([exe], input=data.encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, env=env, timeout=20)
    return p.stdout.decode(errors="replace"), p.returncode


def parse_boards(out):
    boards, rows = [], []
    for line in out.split("\n"):
        cells = "".join(ch for ch in line if ch in "#O.")
        letters = any(ch.isalpha() and ch != "O" for ch in line)
        if not letters and len(cells) == 8:
            rows.append(cells)
            if len(rows) == 8:
                boards.append("\n".join(rows))
                rows = []
        elif not letters and not cells:
            continue            # decoration line (frame, column numbers, blank)
        else:
            rows = []
    dedup = []
    for b in boards:
        if not dedup or dedup[-1] != b:
            dedup.append(b)
    return dedup


def outcome(prog, out):
    found = [k for k in ("blue", "red", "draw")
             if re.search(PROGS[prog][k], out, re.M)]
    return found


def diff_move(b1, b2):
    """move between two rendered boards, or None"""
    a, z = b1.replace("\n", ""), b2.replace("\n", "")
    gone = [i for i in range(64) if a[i] != "." and z[i] == "."]
    came = [i for i in range(64) if a[i] == "." and z[i] != "."]
    other = [i for i in range(64) if a[i] != z[i] and i not in gone and i not in came]
    if len(gone) != 1 or len(came) != 1 or other or a[gone[0]] != z[came[0]]:
        return None, None
    loc = lambda i: (i // 8 + 1) * 10 + i % 8 + 1
    return loc(gone[0]) * 100 + loc(came[0]), (1 if a[gone[0]] == "#" else 2)


# ---------------------------------------------------------------- move policies
def progress(player, move):
    (fr, fc), (tr, tc) = divmod(move // 100, 10), divmod(move % 100, 10)
    d = (tr + tc) - (fr + fc)
    return d if player == E.BLUE else -d


def pick_move(b, player, rng, greed):
    moves = E.legal_moves(b, player)
    if not moves:
        return None
    if greed < 0:
        # passive: keep the home camp (nearly) full -> the opponent cannot win
        camp = E.BLUE_CAMP if player == E.BLUE else E.RED_CAMP
        back = [m for m in moves if m % 100 in camp and m // 100 not in camp]
        if back:
            return rng.choice(back)
        out = [m for m in moves if m // 100 in camp and m % 100 not in camp]
        return rng.choice(out or moves)
    if rng.random() < greed:
        best = max(progress(player, m) for m in moves)
        # prefer a winning move
        for m in moves:
            if E.status(E.apply(b, m), 0) == ("blue" if player == 1 else "red"):
                return m
        return rng.choice([m for m in moves if progress(player, m) == best])
    return rng.choice(moves)


def pick_invalid(b, player, rng):
    """some input that is not a legal move, with the code the spec demands"""
    for _ in range(100):
        kind = rng.randrange(6)
        if kind == 0:
            s = rng.choice(JUNK)
        elif kind == 1:
            s = "%04d" % rng.randrange(10000)
        elif kind == 2:            # opponent's / empty start, or off-board end
            frm = rng.choice([x for x in range(11, 89) if E.on_board(x) and b[x] != player])
            s = "%02d%02d" % (frm, rng.randrange(11, 89))
        elif kind == 3:            # own piece to an occupied cell
            frm = rng.choice([x for x in range(11, 89) if E.on_board(x) and b[x] == player])
            to = rng.choice([x for x in range(11, 89) if E.on_board(x) and b[x] > 0])
            s = "%02d%02d" % (frm, to)
        else:                      # own piece to an empty, unreachable cell
            frm = rng.choice([x for x in range(11, 89) if E.on_board(x) and b[x] == player])
            to = rng.choice([x for x in range(11, 89) if E.on_board(x) and b[x] == 0])
            s = "%02d%02d" % (frm, to)
        code = E.check(b, player, s)
        if code:
            return s, code
    return "junk", 1


# ---------------------------------------------------------------- game scripts
def script_game(moves):
    """check a fixed list of moves with the engine; returns moves (asserts legality)"""
    b, n, player = E.initial(), 0, 1
    for m in moves:
        assert E.check(b, player, "%04d" % m) == 0, ("illegal scripted move", m)
        b = E.apply(b, m)
        n += 1
        player = 3 - player
    return moves


W2 = [3142, 6858, 4253, 7766, 5364, 5848, 6475, 4858, 7576, 6656, 7677, 5868]
# red completes its own camp while a blue piece sits in it -> BLUE wins on red's move
W3 = [3141, 6857, 2233, 5746, 4151, 4635, 5141, 3524, 3343, 2423, 4344, 2322, 4131]
# blue completes its own camp while a red piece sits in it -> RED wins on blue's move


def hvh_inputs(rng, greed, inval_rate, scripted=None, cut=None):
    """returns (inputs, expected boards, expected errors, expected outcome)"""
    b, n, player = E.initial(), 0, 1
    inputs, boards, errors = [], [E.render(b)], []
    result = None
    script = list(scripted) if scripted else None
    while result is None:
        while rng.random() < inval_rate:
            s, code = pick_invalid(b, player, rng)
            inputs.append(s)
            errors.append(code)
        if script:
            m = script.pop(0)
        else:
            m = pick_move(b, player, rng, greed)
        if m is None:
            break
        inputs.append("%04d" % m)
        b = E.apply(b, m)
        n += 1
        boards.append(E.render(b))
        result = E.status(b, n)
        player = 3 - player
        if script is not None and not script and result is None:
            script = None          # scripted opening over, continue freely
    # a few more legal-looking lines after the end: the program must have stopped
    tail = ["%04d" % m for m in E.legal_moves(b, player)[:3]]
    inputs += tail
    if cut is not None:
        # truncate: keep the first `cut` fraction of the lines
        k = int(len(inputs) * cut)
        inputs = inputs[:k]
    return inputs, boards, errors, result


class Fail(Exception):
    pass


def check_hvh(prog, exe, seed, rng, greed, inval, scripted=None, cut=None, label=""):
    inputs, boards, errors, result = hvh_inputs(rng, greed, inval, scripted)
    prefix = PROGS[prog]["hvh"]
    if cut is not None:
        k = max(1, int(len(inputs) * cut))
        # count how many moves / errors are inside the cut
        inputs = inputs[:k]
        b, player, nb, ne = E.initial(), 1, [E.render(E.initial())], []
        for s in inputs:
            code = E.check(b, player, s)
            if code:
                ne.append(code)
            else:
                b = E.apply(b, int(s))
                nb.append(E.render(b))
                player = 3 - player
        boards, errors, result = nb, ne, E.status(b, len(nb) - 1)
        if result is not None:
            return None  # cut after the end: nothing new to check
    out, rc = run(exe, prefix + inputs, seed)
    problems = []
    if rc != 0:
        problems.append("exit status %d" % rc)
    got_b = parse_boards(out)
    if got_b != boards:
        i = next((i for i in range(min(len(got_b), len(boards))) if got_b[i] != boards[i]),
                 min(len(got_b), len(boards)))
        problems.append("boards differ at position %d (got %d boards, want %d)%s" %
                        (i, len(got_b), len(boards),
                         "" if i >= len(got_b) or i >= len(boards) else
                         "\n got:\n%s\n want:\n%s" % (got_b[i], boards[i])))
    got_e = [MSG_CODE[m] for m in MSG_RE.findall(out)]
    if got_e != errors:
        i = next((i for i in range(min(len(got_e), len(errors))) if got_e[i] != errors[i]),
                 min(len(got_e), len(errors)))
        problems.append("error messages differ at #%d: got %s want %s" %
                        (i, got_e[i:i + 3], errors[i:i + 3]))
    oc = outcome(prog, out)
    want = [result] if result else []
    if oc != want:
        problems.append("outcome %s, want %s" % (oc, want))
    if problems:
        raise Fail("%s HvH seed=%d %s: %s" % (prog, seed, label, "; ".join(problems)))
    return result or "cut"


def check_hvc(prog, exe, seed, rng, computer, greed, inval, max_runs=130):
    prefix = PROGS[prog]["hvc"][computer]
    comp = 1 if computer == "blue" else 2
    human = 3 - comp
    inputs, errors = [], []
    for _ in range(max_runs):
        out, rc = run(exe, prefix + inputs, seed)
        if rc != 0:
            raise Fail("%s HvC seed=%d: exit status %d" % (prog, seed, rc))
        got_b = parse_boards(out)
        b, n, player = E.initial(), 0, 1
        if not got_b or got_b[0] != E.render(b):
            raise Fail("%s HvC seed=%d: no initial board" % (prog, seed))
        human_moves = [s for s in inputs if E.MSG and len(s) == 4 and s.isdigit()]
        hm = 0
        result = None
        for prev, cur in zip(got_b, got_b[1:]):
            mv, who = diff_move(prev, cur)
            if mv is None or who != player:
                raise Fail("%s HvC seed=%d: strange board change after move %d" % (prog, seed, n))
            if E.check(b, player, "%04d" % mv) != 0:
                raise Fail("%s HvC seed=%d: illegal move %04d by %s" %
                           (prog, seed, mv, "computer" if player == comp else "human"))
            b = E.apply(b, mv)
            n += 1
            result = E.status(b, n)
            player = 3 - player
        got_e = [MSG_CODE[m] for m in MSG_RE.findall(out)]
        if got_e != errors:
            raise Fail("%s HvC seed=%d: errors %s want %s" % (prog, seed, got_e[-3:], errors[-3:]))
        oc = outcome(prog, out)
        if result is not None:
            if oc != [result]:
                raise Fail("%s HvC seed=%d: outcome %s want %s" % (prog, seed, oc, result))
            return result, n
        if oc:
            raise Fail("%s HvC seed=%d: premature outcome %s after %d moves" % (prog, seed, oc, n))
        if player != human:
            raise Fail("%s HvC seed=%d: computer did not move (after %d moves)" % (prog, seed, n))
        while rng.random() < inval:
            s, code = pick_invalid(b, player, rng)
            inputs.append(s)
            errors.append(code)
        m = pick_move(b, player, rng, greed)
        inputs.append("%04d" % m)
    raise Fail("%s HvC seed=%d: too many runs" % (prog, seed))


def special(prog, exe):
    """edge cases of input handling"""
    probs = []
    for lines in ([], ["3", "abc"], ["1"], ["1", "3142"], ["2"]):
        try:
            out, rc = run(exe, lines, 1)
        except subprocess.TimeoutExpired:
            probs.append("hang on %r" % lines)
            continue
        if rc != 0:
            probs.append("exit %d on %r" % (rc, lines))
    # a long garbage line, then a legal move
    out, rc = run(exe, PROGS[prog]["hvh"] + ["9" * 5000, "1" * 300, "3142"], 1)
    got_e = [MSG_CODE[m] for m in MSG_RE.findall(out)]
    if got_e != [1, 1] or rc != 0:
        probs.append("long lines: errors %s rc %d" % (got_e, rc))
    return probs


def main():
    args = sys.argv[1:]
    games = 24
    if "--games" in args:
        i = args.index("--games")
        games = int(args[i + 1])
        del args[i:i + 2]
    quiet = "--quiet" in args
    args = [a for a in args if a != "--quiet"]
    progs = args or list(PROGS)
    script_game(W2)
    script_game(W3)
    summary = {}
    for prog in progs:
        exe = build(prog)
        fails, tally = [], {}
        probs = special(prog, exe)
        fails += ["%s special: %s" % (prog, p) for p in probs]
        jobs = []
        for g in range(games):
            seed = 1000 + g
            if g == 0:
                jobs.append(("hvh", seed, dict(greed=0.8, inval=0.3, scripted=W2, label="W2")))
            elif g == 1:
                jobs.append(("hvh", seed, dict(greed=0.8, inval=0.3, scripted=W3, label="W3")))
            elif g % 4 == 2:
                jobs.append(("hvh", seed, dict(greed=0.0, inval=0.25)))        # random -> draw
            elif g % 4 == 3:
                jobs.append(("hvh", seed, dict(greed=0.6, inval=0.3, cut=0.5)))
            else:
                jobs.append(("hvh", seed, dict(greed=0.9, inval=0.3)))
        for g in range(max(2, games // 3)):
            comps = list(PROGS[prog]["hvc"])
            jobs.append(("hvc", 2000 + g, dict(computer=comps[g % len(comps)],
                                               greed=-1 if g % 4 == 3 else 0.9, inval=0.2)))
        for kind, seed, kw in jobs:
            rng = random.Random(seed * 7 + len(prog))
            try:
                if kind == "hvh":
                    r = check_hvh(prog, exe, seed, rng, kw["greed"], kw["inval"],
                                  kw.get("scripted"), kw.get("cut"), kw.get("label", ""))
                else:
                    r, n = check_hvc(prog, exe, seed, rng, kw["computer"], kw["greed"], kw["inval"])
                    r = "hvc-" + r
                tally[r] = tally.get(r, 0) + 1
            except Fail as e:
                fails.append(str(e))
            except subprocess.TimeoutExpired:
                fails.append("%s %s seed=%d: timeout" % (prog, kind, seed))
        summary[prog] = (tally, fails)
        print("%-5s games=%d results=%s failures=%d" %
              (prog, len(jobs), dict(sorted(tally.items())), len(fails)))
        if not quiet:
            for f in fails:
                print("   ", f)
        sys.stdout.flush()
    return summary


if __name__ == "__main__":
    main()
