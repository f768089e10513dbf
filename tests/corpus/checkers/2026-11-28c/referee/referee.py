#!/usr/bin/env python3
"""Referee: plays Chinese Checker games through pipes against a student's
program and checks every error message, every printed board, the announced
next player, the computer's moves and the final result against rules.py.

usage: referee.py PROGRAM_NAME BINARY [--games N] [--seed S] [--hvc] [-v]
  --hvc  only human-vs-computer games (checks every computer move)
  -v     keep the input and output of failing games in /tmp/ref_fail_*
"""
import os
import random
import re
import select
import subprocess
import sys
import time
from collections import deque

import rules
from programs import PROGRAMS

TIMEOUT = 10


# ---------------------------------------------------------------- running
def run(binary, lines, seed):
    data = "".join(l + "\n" for l in lines)
    try:
        p = subprocess.run([binary], input=data.encode(), capture_output=True,
                           timeout=TIMEOUT, env={"SEED": str(seed), "PATH": "/usr/bin:/bin"})
    except subprocess.TimeoutExpired:
        return None, "TIMEOUT", ""
    return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")


def parse(cfg, out):
    msgs = []
    pat = "|".join(re.escape(m) for m in rules.MSG.values())
    inv = {v: k for k, v in rules.MSG.items()}
    for m in re.finditer(pat, out):
        msgs.append(inv[m.group(0)])
    boards, cur = [], []
    row_re = re.compile(cfg["row"])
    for line in out.split("\n"):
        m = row_re.search(line)
        if not m:
            continue
        r = int(m.group(1))
        cells = "".join(ch for ch in m.group(2) if ch in "#O.")
        if r == 1:
            cur = []
        if len(cells) == 8 and r == len(cur) + 1:
            cur.append(cells)
            if r == 8:
                boards.append("".join(cur))
                cur = []
    dedup = []
    for bd in boards:
        if not dedup or dedup[-1] != bd:
            dedup.append(bd)
    turns = [cfg["turn_map"][m.group(1)] for m in re.finditer(cfg["turn"], out)]
    ai = [int(m.group(1)) for m in re.finditer(cfg["ai"], out)]
    res = [v for k, v in cfg["result"].items() if k in out]
    return msgs, dedup, turns, ai, res


# ------------------------------------------------------- input classification
def classify_line(cfg, line, b, p):
    """Codes the program must answer for this line (0 = move accepted)."""
    if cfg["read"] == "token":
        words = line.split()
    else:
        s = line.strip()
        if s == "":
            return [1] if cfg["empty"] == "format" else []
        words = [s]
    codes = []
    for w in words:
        if cfg["fmt"] == "str4":
            ok = re.fullmatch(r"[0-9]{4}", w) is not None
            val = int(w) if ok else None
        else:
            m = re.fullmatch(r"[+-]?[0-9]+", w)
            val = int(w) if m else None
            ok = val is not None and 1000 <= val <= 9999
        if not ok:
            codes.append(1)
            continue
        codes.append(rules.classify_number(b, p, val))
        if codes[-1] == 0:
            break
    return codes


def cell_of(rng, pred):
    c = [x for x in rules.CELLS if pred(x)]
    return rng.choice(c) if c else None


def invalid_line(rng, b, p):
    kind = rng.choice(["garbage", "garbage", "empty", "lead0", "two", "plus", "out",
                       "start", "start_occ", "end", "end_same", "rule", "rule", "near", "near"])
    if kind == "garbage":
        return rng.choice(["abc", "12", "123", "12345", "12a4", "-123", "1.23", "x1234",
                           "99999", "31 42", "move", "3l42", "1e3", "0x12"])
    if kind == "empty":
        return ""
    if kind == "lead0":
        return "0" + "".join(rng.choice("0123456789") for _ in range(3))
    if kind == "two":
        return rng.choice(["abcd 9999", "xx yy", "12 zz"])
    if kind == "plus":
        return "+" + rng.choice(["9999", "1090", "5555"])
    if kind == "out":
        d = [str(rng.randint(1, 8)) for _ in range(4)]
        d[rng.randrange(4)] = rng.choice("09")
        return "".join(d)
    if kind in ("start", "start_occ"):
        f = cell_of(rng, lambda x: b[x] != p)
        t = cell_of(rng, lambda x: b[x] != 0) if kind == "start_occ" else rng.choice(rules.CELLS)
        return "%d%d" % (f, t)
    if kind == "end":
        f = cell_of(rng, lambda x: b[x] == p)
        t = cell_of(rng, lambda x: b[x] != 0 and x != f)
        return "%d%d" % (f, t)
    if kind == "end_same":
        f = cell_of(rng, lambda x: b[x] == p)
        return "%d%d" % (f, f)
    if kind == "rule":
        for _ in range(50):
            f = cell_of(rng, lambda x: b[x] == p)
            t = cell_of(rng, lambda x: b[x] == 0)
            if t not in rules.reachable(b, f):
                return "%d%d" % (f, t)
        return "abc"
    # "near": would be a long jump if one only looked at the middle cell
    cands = []
    for f in rules.CELLS:
        if b[f] != p:
            continue
        reach = rules.reachable(b, f)
        r, c = divmod(f, 10)
        for dr, dc in rules.DIRS:
            for k in range(1, 4):
                lr, lc = r + 2 * k * dr, c + 2 * k * dc
                if not rules.on(lr, lc):
                    break
                mid = rules.get(b, r + k * dr, c + k * dc)
                t = lr * 10 + lc
                if mid > 0 and b[t] == 0 and t not in reach:
                    cands.append("%d%d" % (f, t))
    return rng.choice(cands) if cands else "abc"


# --------------------------------------------------------------- strategies
def progress_of(p, loc):
    s = loc // 10 + loc % 10
    return s if p == 1 else 18 - s


def strat_random(st, b, p, rng):
    return rng.choice(rules.legal_moves(b, p))


def strat_progress(st, b, p, rng, frozen=()):
    best, bv = None, None
    moves = [m for m in rules.legal_moves(b, p) if m // 100 not in frozen] or rules.legal_moves(b, p)
    if rng.random() < 0.12:
        return rng.choice(moves)
    for m in moves:
        f, t = divmod(m, 100)
        v = progress_of(p, t) - progress_of(p, f) + rng.random() * 0.9
        if rules.camp(f, 3 - p) and not rules.camp(t, 3 - p):
            v -= 10
        nb = rules.apply(b, m)
        if rules.won(nb, p):
            v += 100
        if bv is None or v > bv:
            best, bv = m, v
    return best


def strat_camper(st, b, p, rng):
    keep = (11, 12, 21) if p == 1 else (88, 87, 78)
    return strat_progress(st, b, p, rng, frozen=keep)


def strat_shuffle(st, b, p, rng):
    last = st.get("last")
    if last:
        f, t = divmod(last, 100)
        rev = t * 100 + f
        if rev in rules.legal_moves(b, p):
            st["last"] = rev
            return rev
    steps = [m for m in rules.legal_moves(b, p)
             if max(abs(m // 1000 - m // 10 % 10), abs(m // 100 % 10 - m % 10)) == 1]
    m = rng.choice(steps)
    st["last"] = m
    return m


def path_first_move(b, f, targets):
    """First move of a shortest path of the piece on f to any target cell."""
    piece = b[f]
    prev = {f: None}
    q = deque([f])
    while q:
        x = q.popleft()
        if x in targets:
            while prev[x] != f:
                x = prev[x]
            return f * 100 + x
        bb = dict(b)
        bb[f] = 0
        bb[x] = piece
        for y in rules.reachable(bb, x):
            if y not in prev:
                prev[y] = x
                q.append(y)
    return None


def strat_invader(st, b, p, rng):
    """Send pieces into the opponent's camp, one at a time, along shortest paths."""
    targets = {x for x in rules.CELLS if rules.camp(x, 3 - p) and b[x] == 0}
    best = None
    for f in rules.CELLS:
        if b[f] != p or rules.camp(f, 3 - p):
            continue
        m = path_first_move(b, f, targets)
        if m and (best is None or rng.random() < 0.3):
            best = m
    return best or strat_progress(st, b, p, rng)


def strat_selfblock(st, b, p, rng):
    """Open two cells of the own camp, wait, and close the camp again once an
    enemy piece sits inside it (the enemy then wins on this player's move)."""
    script = st.setdefault("script", [3141, 2232] if p == 1 else [6858, 7767])
    home = [x for x in rules.CELLS if rules.camp(x, p)]
    legal = rules.legal_moves(b, p)
    while script:
        m = script.pop(0)
        if m in legal:
            return m
    empty = [x for x in home if b[x] == 0]
    if any(b[x] == 3 - p for x in home) and len(empty) == 1:
        for m in legal:
            if m % 100 == empty[0] and not rules.camp(m // 100, p):
                return m
    outside = [m for m in legal if not rules.camp(m % 100, p) and not rules.camp(m // 100, p)
               and m // 100 not in (32, 41, 67, 58)]
    return rng.choice(outside or legal)


STRATS = {"random": strat_random, "progress": strat_progress, "camper": strat_camper,
          "shuffle": strat_shuffle, "invader": strat_invader, "selfblock": strat_selfblock}


# ------------------------------------------------------------------- games
class Fail(Exception):
    pass


def human_turn(cfg, rng, st, strat, b, p, inv_rate, lines, exp_msgs):
    """Append invalid lines and one valid move; extend expected messages."""
    while rng.random() < inv_rate:
        line = invalid_line(rng, b, p)
        codes = classify_line(cfg, line, b, p)
        if 0 in codes:
            continue
        lines.append(line)
        exp_msgs.extend(codes)
    m = STRATS[strat](st, b, p, rng)
    pad = rng.choice(["", "", "", " ", "  ", "\t"])
    line = pad + "%04d" % m + rng.choice(["", "", " "])
    assert classify_line(cfg, line, b, p) == [0], (line, classify_line(cfg, line, b, p))
    lines.append(line)
    return m


def compare(name, cfg, out, rc, err, exp_msgs, states, turns, result):
    problems = []
    if rc != 0:
        problems.append("exit status %r" % rc)
    if err.strip():
        problems.append("stderr: %r" % err[:200])
    msgs, boards, got_turns, _ai, res = parse(cfg, out)
    if msgs != exp_msgs:
        i = next((k for k in range(min(len(msgs), len(exp_msgs))) if msgs[k] != exp_msgs[k]),
                 min(len(msgs), len(exp_msgs)))
        problems.append("error messages differ at #%d: expected %s got %s" %
                        (i, exp_msgs[i:i + 3], msgs[i:i + 3]))
    exp_boards = [rules.board_str(s) for s in states]
    if boards != exp_boards:
        i = next((k for k in range(min(len(boards), len(exp_boards))) if boards[k] != exp_boards[k]),
                 min(len(boards), len(exp_boards)))
        problems.append("boards differ at #%d (expected %d boards, got %d)" %
                        (i, len(exp_boards), len(boards)))
    if got_turns != turns:
        i = next((k for k in range(min(len(got_turns), len(turns))) if got_turns[k] != turns[k]),
                 min(len(got_turns), len(turns)))
        problems.append("next-player lines differ at #%d (expected %d, got %d)" %
                        (i, len(turns), len(got_turns)))
    exp_res = [result] if result else []
    if res != exp_res:
        problems.append("result: expected %s got %s" % (exp_res, res))
    return problems


def play_hvh(name, binary, rng, seed, strat_blue, strat_red, inv_rate, truncate_at):
    cfg = PROGRAMS[name]
    lines = list(cfg["hvh"])
    if rng.random() < 0.5:
        lines = list(cfg["mode_junk"]) + lines
    b = rules.initial()
    n = {1: 0, 2: 0}
    p, exp_msgs, states, turns, result = 1, [], [b], [], 0
    sts = {1: {}, 2: {}}
    strat = {1: strat_blue, 2: strat_red}
    while True:
        turns.append(p)
        if truncate_at is not None and n[1] + n[2] >= truncate_at:
            # a few bad lines then end of input while waiting
            human_turn(cfg, rng, sts[p], strat[p], b, p, 0.7, lines, exp_msgs)
            lines.pop()
            break
        m = human_turn(cfg, rng, sts[p], strat[p], b, p, inv_rate, lines, exp_msgs)
        b = rules.apply(b, m)
        n[p] += 1
        states.append(b)
        result = rules.status(b, n[1], n[2])
        if result:
            break
        p = 3 - p
    if result:   # input after the end must be ignored
        q = 3 - p
        lines += ["%04d" % mm for mm in rules.legal_moves(b, q)[:2]] + ["junk"]
    rc, out, err = run(binary, lines, seed)
    probs = compare(name, cfg, out, rc, err, exp_msgs, states, turns, result)
    return result, n[1] + n[2], probs, lines, out


def play_hvc(name, binary, rng, seed, human, strat_h, inv_rate):
    """Interactive game against the built-in computer player."""
    cfg = PROGRAMS[name]
    prelude = cfg["hvc_blue"] if human == 1 else cfg["hvc_red"]
    lines = list(prelude)
    proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env={"SEED": str(seed), "PATH": "/usr/bin:/bin"})
    buf = [""]
    fd = proc.stdout.fileno()

    def send(ls):
        try:
            proc.stdin.write("".join(l + "\n" for l in ls).encode())
            proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def wait_for(cond):
        deadline = time.time() + TIMEOUT
        while not cond(buf[0]):
            left = deadline - time.time()
            if left <= 0:
                return "timeout"
            r, _, _ = select.select([fd], [], [], left)
            if r:
                chunk = os.read(fd, 65536)
                if not chunk:
                    return "eof"
                buf[0] += chunk.decode(errors="replace")
        return None

    def finish(problem):
        try:
            rest, err = proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            proc.kill()
            rest, err = proc.communicate()
        buf[0] += rest.decode(errors="replace")
        return proc.returncode, err.decode(errors="replace")

    send(prelude)
    exp_msgs = []
    b = rules.initial()
    n = {1: 0, 2: 0}
    p, states, turns, result = 1, [b], [], 0
    hturns = 0
    ai_done = 0
    hstate = {}
    problem = None
    turn_re = re.compile(cfg["turn"])
    ai_re = re.compile(cfg["ai"])
    while True:
        turns.append(p)
        if p == human:
            hturns += 1
            why = wait_for(lambda t: sum(1 for m in turn_re.finditer(t)
                                         if cfg["turn_map"][m.group(1)] == human) >= hturns)
            if why:
                problem = "waiting for human turn %d: %s" % (hturns, why)
                break
            before = len(lines)
            m = human_turn(cfg, rng, hstate, strat_h, b, p, inv_rate, lines, exp_msgs)
            send(lines[before:])
        else:
            why = wait_for(lambda t: len(ai_re.findall(t)) > ai_done)
            if why:
                problem = "waiting for computer move %d: %s" % (ai_done + 1, why)
                break
            m = int(ai_re.findall(buf[0])[ai_done])
            ai_done += 1
            if m not in rules.legal_moves(b, p):
                problem = "computer played illegal move %04d at move %d" % (m, n[1] + n[2] + 1)
                break
        b = rules.apply(b, m)
        n[p] += 1
        states.append(b)
        result = rules.status(b, n[1], n[2])
        if result:
            break
        p = 3 - p
    if not problem:
        junk = ["%04d" % mm for mm in rules.legal_moves(b, human)[:2]] + ["junk"]
        lines += junk
        send(junk)
    rc, err = finish(problem)
    if problem:
        return None, n[1] + n[2], [problem], lines, buf[0]
    probs = compare(name, cfg, buf[0], rc, err, exp_msgs, states, turns, result)
    _m, _b, _t, ai, _r = parse(cfg, buf[0])
    if len(ai) != ai_done:
        probs.append("computer printed %d moves, %d expected" % (len(ai), ai_done))
    return result, n[1] + n[2], probs, lines, buf[0]


def menu_tests(name, binary):
    """End of input at every menu stage must exit 0 without output of a game."""
    cfg = PROGRAMS[name]
    probs = []
    for pre in ([], cfg["mode_junk"], cfg["hvh"], ["2"]):
        rc, out, err = run(binary, list(pre), 1)
        if rc != 0 or err.strip():
            probs.append("menu EOF after %r: exit %r" % (pre, rc))
    return probs


def main():
    args = sys.argv[1:]
    name, binary = args[0], args[1]
    games = 24
    seed0 = 1
    verbose = "-v" in args
    if "--games" in args:
        games = int(args[args.index("--games") + 1])
    if "--seed" in args:
        seed0 = int(args[args.index("--seed") + 1])
    cfg = PROGRAMS[name]
    plan = [
        ("hvh", "progress", "progress"), ("hvh", "progress", "random"),
        ("hvh", "random", "progress"), ("hvh", "progress", "camper"),
        ("hvh", "camper", "progress"), ("hvh", "selfblock", "invader"),
        ("hvh", "invader", "selfblock"), ("hvh", "shuffle", "shuffle"),
        ("hvh", "progress", "progress"), ("hvh", "invader", "camper"),
        ("hvh", "random", "random"), ("hvh", "progress", "progress", "trunc"),
        ("hvc", "progress"), ("hvc", "random"), ("hvc", "shuffle"), ("hvc", "invader"),
    ]
    if "--hvc" in args:
        plan = [k for k in plan if k[0] == "hvc"]
    total_fail = 0
    outcomes = {}
    problems_all = menu_tests(name, binary)
    if problems_all:
        total_fail += 1
        print("MENU:", problems_all)
    for g in range(games):
        seed = seed0 * 1000 + g
        rng = random.Random(seed)
        kind = plan[g % len(plan)]
        inv_rate = rng.choice([0.0, 0.2, 0.35, 0.5])
        if kind[0] == "hvh":
            trunc = rng.randint(3, 60) if len(kind) > 3 else None
            res, nmoves, probs, lines, out = play_hvh(name, binary, rng, seed, kind[1], kind[2],
                                                      inv_rate, trunc)
            desc = "hvh %s vs %s%s" % (kind[1], kind[2], " (EOF)" if trunc else "")
        else:
            sides = [h for h in (1, 2) if cfg["hvc_blue" if h == 1 else "hvc_red"]]
            human = sides[g % len(sides)]
            res, nmoves, probs, lines, out = play_hvc(name, binary, rng, seed, human, kind[1], inv_rate)
            desc = "hvc human=%s %s" % ("blue" if human == 1 else "red", kind[1])
        outcomes[res] = outcomes.get(res, 0) + 1
        tag = "ok  " if not probs else "FAIL"
        print("%s game %2d seed %d  %-32s moves %3d result %s %s" %
              (tag, g, seed, desc, nmoves, {0: "-", 1: "blue", 2: "red", 3: "draw", None: "?"}[res],
               "; ".join(probs)))
        if probs:
            total_fail += 1
            if verbose:
                with open("/tmp/ref_fail_%s_%d.in" % (name, g), "w") as fh:
                    fh.write("".join(l + "\n" for l in lines))
                with open("/tmp/ref_fail_%s_%d.out" % (name, g), "w") as fh:
                    fh.write(out)
    print("%s: %d games, %d failing; outcomes %s" % (name, games, total_fail, outcomes))
    return 1 if total_fail else 0


if __name__ == "__main__":
    sys.exit(main())
