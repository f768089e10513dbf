#!/usr/bin/env python3
"""Referee for the five Crazy Eights programs.

    python3 referee.py [--prog yul,zoe,...] [--seeds 1-30] [--verbose]

Each program is compiled into a temporary directory (never into the student
folder), then run once per seed with SEED=<seed> through pipes.  The referee
replays the spec's shuffle with glibc's rand(), so it knows every card, and
checks: deal, top card, every shown hand, every play and draw of both sides,
suit declarations, the 3-card draw limit, the end of the game, the points,
the winner, the play-again question and (where present) the record file.
It mixes invalid inputs into its own moves and expects them to be refused,
and in some runs closes the input mid-game, expecting a clean exit(0).
"""
import argparse
import collections
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from adapters import ADAPTERS  # noqa: E402
from model import Model, RefError, legal_play, playable, cl  # noqa: E402
from proc import Proc  # noqa: E402

ROOT = os.path.dirname(HERE)


SANITIZE = []


def compile_prog(name, builddir):
    src = os.path.join(ROOT, name)
    out = os.path.join(builddir, name)
    cpp = [f for f in os.listdir(src) if f.endswith(".cpp")]
    if cpp:
        cmd = ["g++"] + SANITIZE + [os.path.join(src, f) for f in sorted(cpp)] + ["-o", out]
    else:
        cfiles = [os.path.join(src, f) for f in sorted(os.listdir(src)) if f.endswith(".c")]
        cmd = ["gcc"] + SANITIZE + cfiles + ["-o", out, "-lm"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("compile failed for %s:\n%s" % (name, r.stderr))
    return out


class Driver:
    P_INVALID = 0.2

    def __init__(self, adapter, binpath, seed, workdir, records, rnd, eof_test):
        self.a = adapter
        self.seed = seed
        self.rnd = rnd
        self.workdir = workdir
        self.records = records          # expected record file contents (stats programs)
        self.eof_test = eof_test
        argv = [binpath]
        self.demo = False
        if adapter.name == "zoe" and rnd.random() < 0.5:
            argv.append("demo")
            self.demo = True
        env = dict(os.environ, SEED=str(seed))
        self.p = Proc(argv, workdir, env)
        self.m = Model(seed, adapter.suit_order, adapter.passes)
        self.q = collections.deque()
        self.status = None
        self.invalid_sent = 0
        self.games_done = 0
        self.user_turns = 0
        self.me = None
        self.long_mode = rnd.random() < 0.6
        self.suit_policy = "mixed"

    # ---------------------------------------------------------- plumbing
    def next_event(self):
        while not self.q:
            if self.status == "waiting":
                raise RefError("program waits for input where the referee expected more output")
            if self.status in ("exited", "timeout"):
                raise RefError("program %s unexpectedly" % ("exited" if self.status == "exited" else "hung"))
            text, self.status = self.p.read_chunk()
            evs = self.a.parse(text)
            if self.status != "waiting":
                if evs[-1][2].strip() == "":
                    evs.pop()
            self.q.extend(evs)
        return self.q.popleft()

    def until_prompt(self):
        while True:
            ev = self.next_event()
            if ev[0] == "prompt":
                if self.status != "waiting" or self.q:
                    raise RefError("prompt-like text %r not followed by an input request" % ev[2])
                if ev[1] == "unknown":
                    raise RefError("unknown prompt %r" % ev[2])
                return ev[1]
            self.m.handle(ev)

    def send(self, line):
        self.p.send(line)
        self.status = None

    def send_invalid(self, seq, start_kind):
        """send an invalid input sequence; the program must come back to start_kind"""
        self.invalid_sent += 1
        before = self.m.progress
        self.m.expect_reject = True
        kind = start_kind
        for i, (k, line) in enumerate(seq):
            if kind != k:
                raise RefError("expected prompt %s, got %s" % (k, kind))
            self.send(line)
            kind = self.until_prompt()
        self.m.expect_reject = False
        if kind != start_kind or self.m.progress != before:
            raise RefError("invalid input %r was accepted (prompt now %s)" % ([l for _, l in seq], kind))
        return kind

    def send_seq(self, seq, kind, before_last=None):
        for i, (k, line) in enumerate(seq):
            if kind != k:
                raise RefError("expected prompt %s, got %s" % (k, kind))
            if i == len(seq) - 1 and before_last:
                before_last()
            self.send(line)
            if i < len(seq) - 1:
                kind = self.until_prompt()

    # ---------------------------------------------------------- login (stats programs)
    def login_yul(self, kind):
        rnd = self.rnd
        while kind == "newold":
            if rnd.random() < 0.3:
                self.m.expect_reject = True
                self.send(rnd.choice(["x", "", "?"]))
                kind = self.until_prompt()
                self.m.expect_reject = False
                continue
            new = rnd.random() < 0.5 or not self.records
            self.send(rnd.choice(["n", "N", "new"]) if new else rnd.choice(["e", "E"]))
            kind = self.until_prompt()
        if kind != "name":
            raise RefError("expected name prompt")
        if rnd.random() < 0.3:
            self.m.expect_reject = True
            bad = ""
            if new:
                bad = rnd.choice(["", rnd.choice(list(self.records))])
            else:
                bad = rnd.choice(["", "Nobody%d" % self.seed])
            self.send(bad)
            kind = self.until_prompt()
            self.m.expect_reject = False
            if kind != "name":
                raise RefError("bad name accepted")
        if new:
            name = "P%dx%d" % (self.seed, rnd.randrange(1000))
            while name in self.records:
                name += "z"
            self.records[name] = [0, 0]
        else:
            name = rnd.choice(sorted(self.records))
        self.me = name
        self.m.new_game()
        self.send(name)
        return name

    def login_abi(self, kind):
        rnd = self.rnd
        while True:
            if kind != "menu12":
                raise RefError("expected new/existing menu, got " + kind)
            if rnd.random() < 0.25:
                self.m.expect_reject = True
                self.send(rnd.choice(["3", "", "x", "12"]))
                kind = self.until_prompt()
                self.m.expect_reject = False
                continue
            new = rnd.random() < 0.5
            self.send("1" if new else "2")
            kind = self.until_prompt()
            if kind != "name":
                raise RefError("expected name prompt")
            if rnd.random() < 0.2:
                self.m.expect_reject = True
                self.send(rnd.choice(["two words", ""]))
                kind = self.until_prompt()
                self.m.expect_reject = False
                if kind != "name":
                    raise RefError("bad name accepted")
            if not new and rnd.random() < 0.25:
                self.m.expect_reject = True
                self.send("Ghost%d" % self.seed)
                kind = self.until_prompt()
                self.m.expect_reject = False
                continue
            if new:
                if rnd.random() < 0.2:
                    name = rnd.choice(sorted(self.records))   # existing name: record is loaded
                else:
                    name = "Q%d" % rnd.randrange(100000)
                    while name in self.records:
                        name += "z"
                    self.records[name] = [0, 0]
            else:
                name = rnd.choice(sorted(self.records))
            self.me = name
            self.send(name)
            kind = self.until_prompt()
            break
        rs = getattr(self.m, "record_seen", None)
        if rs != (self.me, self.records[self.me][0], self.records[self.me][1]):
            raise RefError("record at login %r, expected %r" % (rs, (self.me, self.records[self.me])))
        while True:
            if kind != "demo":
                raise RefError("expected demo question, got " + kind)
            if self.rnd.random() < 0.2:
                self.m.expect_reject = True
                self.send(self.rnd.choice(["", "maybe", "x"]))
                kind = self.until_prompt()
                self.m.expect_reject = False
                continue
            break
        self.m.new_game()
        self.send(self.rnd.choice(["y", "n", "Y", "N"]))

    # ---------------------------------------------------------- choices
    def choose_play(self):
        m, rnd = self.m, self.rnd
        if self.long_mode:
            return self.choose_spoiler()
        singles = [c for c in m.user if playable(c, m.top, m.called)]
        faces = [c for c in m.user if c[0] == m.top[0] and c[0] != 8 and not m.called]
        eights = [c for c in singles if c[0] == 8]
        if len(faces) >= 2 and rnd.random() < 0.6:
            k = rnd.randint(2, len(faces))
            pick = rnd.sample(faces, k)
            return pick
        if eights and rnd.random() < 0.35:
            return [rnd.choice(eights)]
        non8 = [c for c in singles if c[0] != 8]
        if non8 and rnd.random() < 0.85:
            return [rnd.choice(non8)]
        return [rnd.choice(singles)]

    def choose_spoiler(self):
        """prolong the game: single cards that leave the computer nothing to play"""
        m, rnd = self.m, self.rnd
        singles = [c for c in m.user if playable(c, m.top, m.called)]
        best, bestn = [], None
        for c in singles:
            if c[0] == 8:
                continue
            n = sum(1 for x in m.comp if playable(x, c, None))
            if bestn is None or n < bestn:
                best, bestn = [c], n
            elif n == bestn:
                best.append(c)
        if best and (bestn == 0 or not any(c[0] == 8 for c in singles)):
            return [rnd.choice(best)]
        eights = [c for c in singles if c[0] == 8]
        if eights:
            return [rnd.choice(eights)]
        return [rnd.choice(best or singles)]

    def spoiler_suit(self):
        m = self.m
        counts = {s: sum(1 for x in m.comp if x[1] == s and x[0] != 8) for s in "CDHS"}
        low = min(counts.values())
        return self.rnd.choice([s for s in "CDHS" if counts[s] == low])

    def invalid_moves(self):
        m, a, rnd = self.m, self.a, self.rnd
        disp = m.display
        sem = []
        bad1 = [c for c in m.user if not playable(c, m.top, m.called)]
        if bad1:
            sem.append(a.fmt_play([rnd.choice(bad1)], disp))
        # chains that only look right card-by-card (same face as a suit match, same suit as a face match)
        for c1 in m.user:
            if not playable(c1, m.top, m.called) or c1[0] == 8:
                continue
            for c2 in m.user:
                if c2 == c1 or c2[0] == 8:
                    continue
                if (c2[0] == c1[0] or c2[1] == c1[1]) and not legal_play([c1, c2], m.top, m.called):
                    sem.append(a.fmt_play([c1, c2], disp))
        e8 = [c for c in m.user if c[0] == 8]
        if len(e8) >= 2:
            sem.append(a.fmt_play(e8[:2], disp))
        if e8:
            others = [c for c in m.user if c[0] != 8 and playable(c, m.top, m.called)]
            if others:
                sem.append(a.fmt_play([others[0], e8[0]], disp))
        if m.user_has_play() and a.fmt_draw() is not None:
            sem.append(a.fmt_draw())
        if sem and rnd.random() < 0.65:
            return rnd.choice(sem)
        return rnd.choice(a.garbage(disp))

    # ---------------------------------------------------------- main loop
    def run(self, max_games):
        a, m, rnd = self.a, self.m, self.rnd
        kind = None
        if a.name == "yul":
            kind = self.until_prompt()
            self.login_yul(kind)
        elif a.name == "abi":
            kind = self.until_prompt()
            self.login_abi(kind)
        else:
            m.new_game()
        login_checked = a.name != "yul"
        eof_after = rnd.randint(1, 25) if self.eof_test else None
        invalid_this_prompt = 0
        while True:
            kind = self.until_prompt()
            if not login_checked:
                rs = getattr(m, "record_seen", None)
                if rs != (self.me, self.records[self.me][0], self.records[self.me][1]):
                    raise RefError("record at login %r, expected %r" % (rs, (self.me, self.records[self.me])))
                login_checked = True
            if eof_after is not None and self.user_turns >= eof_after and kind == a.move_kind:
                self.p.close_stdin()
                text, st = self.p.read_chunk()
                if st != "exited":
                    raise RefError("program did not exit at end of input (%s)" % st)
                if self.p.returncode() != 0:
                    raise RefError("exit status %s at end of input" % self.p.returncode())
                return "eof"
            if kind == a.move_kind:
                if m.phase != "user" or m.display is None:
                    raise RefError("move prompt without a fresh turn display (phase %s)" % m.phase)
                if rnd.random() < self.P_INVALID and invalid_this_prompt < 3:
                    invalid_this_prompt += 1
                    self.send_invalid(self.invalid_moves(), kind)
                    self.q.appendleft(("prompt", kind, ""))
                    self.status = "waiting"
                    continue
                invalid_this_prompt = 0
                self.user_turns += 1
                if m.user_has_play():
                    cards = self.choose_play()
                    self.send_seq(a.fmt_play(cards, m.display), kind, lambda: m.user_play(cards))
                else:
                    seq = a.fmt_draw()
                    if seq is None:
                        raise RefError("program asks for a move although the user cannot play (it draws by itself)")
                    self.send_seq(seq, kind)
            elif kind == "suit":
                if m.phase != "user_suit":
                    raise RefError("suit question in phase " + m.phase)
                if rnd.random() < 0.25:
                    self.m.expect_reject = True
                    self.send(rnd.choice(a.bad_suits()))
                    k2 = self.until_prompt()
                    self.m.expect_reject = False
                    if k2 != "suit":
                        raise RefError("bad suit accepted")
                eight_suit = m.top[1]
                others = [s for s in "CDHS" if s != eight_suit]
                s = rnd.choice(others) if rnd.random() < 0.7 else eight_suit
                if self.long_mode and rnd.random() < 0.8:
                    s = self.spoiler_suit()
                if self.suit_policy == "same":
                    s = eight_suit
                m.user_suit(s)
                self.send(a.fmt_suit(s))
            elif kind == "again":
                if m.phase != "over":
                    raise RefError("play-again question in phase " + m.phase)
                if not m.end_seen.get("points") or not m.end_seen.get("winner"):
                    raise RefError("game over without points/winner")
                self.games_done += 1
                if a.stats:
                    rec = self.records[self.me]
                    if m.result == "user":
                        rec[0] += 1
                    elif m.result == "comp":
                        rec[1] += 1
                    rs = getattr(m, "record_seen", None)
                    if rs != (self.me, rec[0], rec[1]):
                        raise RefError("record after game %r, expected %r" % (rs, (self.me, rec)))
                if a.bad_again() and rnd.random() < 0.3:
                    self.m.expect_reject = True
                    self.send(rnd.choice(a.bad_again()))
                    k2 = self.until_prompt()
                    self.m.expect_reject = False
                    if k2 != "again":
                        raise RefError("bad answer to play-again accepted")
                if self.games_done < max_games:
                    m.new_game()
                    m.record_seen = None
                    self.send(a.again(True))
                else:
                    self.send(a.again(False))
                    text, st = self.p.read_chunk()
                    if st != "exited":
                        raise RefError("program did not exit after quitting (%s)" % st)
                    if self.p.returncode() != 0:
                        raise RefError("exit status %s after quitting" % self.p.returncode())
                    return "quit"
            else:
                raise RefError("unexpected prompt kind " + kind)


def check_record_file(adapter, workdir, records):
    path = os.path.join(workdir, adapter.stats_file)
    got = {}
    with open(path) as f:
        for line in f:
            parts = line.split()
            if parts:
                got[parts[0]] = [int(parts[1]), int(parts[2])]
    if got != records:
        raise RefError("record file %s = %r, expected %r" % (adapter.stats_file, got, records))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--prog", default="yul,zoe,abi,bram,cleo")
    ap.add_argument("--seeds", default="1-25")
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--p-invalid", type=float, default=0.2, help="chance of an invalid input at a move prompt")
    ap.add_argument("--transcript", action="store_true", help="print every run's full transcript")
    ap.add_argument("--dump-inputs", default=None, help="write the inputs of failing runs to this folder")
    ap.add_argument("--suit-policy", default="mixed", choices=["mixed", "same"],
                    help="'same': after an 8 always name the eight's own suit")
    ap.add_argument("--show", type=int, default=3000, help="chars of transcript shown on failure")
    ap.add_argument("--sanitize", action="store_true", help="build with -fsanitize=address,undefined")
    args = ap.parse_args()
    if args.sanitize:
        SANITIZE.extend(["-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"])
        os.environ["ASAN_OPTIONS"] = "verify_asan_link_order=0:detect_leaks=0"
    lo, hi = (int(x) for x in args.seeds.split("-"))
    builddir = tempfile.mkdtemp(prefix="c8build_")
    summary = {}
    try:
        for name in args.prog.split(","):
            a = ADAPTERS[name]
            binpath = compile_prog(name, builddir)
            stats_dir = tempfile.mkdtemp(prefix="c8run_")     # shared by runs: the record file persists
            records = {k: list(v) for k, v in getattr(a, "default_records", {}).items()}
            fails, games, invalid, eofs, started = [], 0, 0, 0, 0
            for seed in range(lo, hi + 1):
                rnd = random.Random(seed * 7919 + len(name))
                eof_test = rnd.random() < 0.2
                workdir = stats_dir if a.stats else tempfile.mkdtemp(prefix="c8run_")
                snapshot = {k: list(v) for k, v in records.items()}
                d = Driver(a, binpath, seed, workdir, records, rnd, eof_test)
                d.P_INVALID = args.p_invalid
                d.suit_policy = args.suit_policy
                try:
                    how = d.run(max_games=rnd.choice([1, 1, 2, 3]))
                    err = d.p.stderr_text(workdir)
                    if err.strip():
                        raise RefError("stderr output: " + err[:300])
                    if a.stats:
                        check_record_file(a, workdir, records)
                    if how == "eof":
                        eofs += 1
                    if args.transcript:
                        print(d.p.transcript_text())
                    if args.verbose:
                        print("  %s seed %d ok: %d game(s), %s, %d invalid inputs" %
                              (name, seed, d.games_done, how, d.invalid_sent))
                        for l in d.m.log:
                            print("     " + l)
                except RefError as e:
                    fails.append((seed, str(e)))
                    if args.dump_inputs:
                        os.makedirs(args.dump_inputs, exist_ok=True)
                        with open(os.path.join(args.dump_inputs, "%s_seed%d.txt" % (name, seed)), "w") as f:
                            for k, t in d.p.transcript:
                                if k == "in" and t != "<EOF>":
                                    f.write(t + "\n")
                    print("  %s seed %d FAIL: %s" % (name, seed, e))
                    print("  --- transcript tail ---")
                    print(d.p.transcript_text(args.show))
                    print("  -----------------------")
                    # resync the expected record file with what the program wrote
                    records.clear()
                    records.update(snapshot)
                    if a.stats:
                        try:
                            with open(os.path.join(workdir, a.stats_file)) as f:
                                for line in f:
                                    p = line.split()
                                    if p:
                                        records[p[0]] = [int(p[1]), int(p[2])]
                        except OSError:
                            pass
                finally:
                    d.p.kill()
                    if not a.stats:
                        shutil.rmtree(workdir, ignore_errors=True)
                games += d.games_done
                started += d.m.games
                invalid += d.invalid_sent
            shutil.rmtree(stats_dir, ignore_errors=True)
            summary[name] = (started, games, invalid, eofs, fails)
    finally:
        shutil.rmtree(builddir, ignore_errors=True)
    print()
    for name, (started, games, invalid, eofs, fails) in summary.items():
        print("%-5s: %3d games started, %3d played to the end, %3d invalid inputs sent, %d end-of-input runs, "
              "%d failing seed(s)%s"
              % (name, started, games, invalid, eofs, len(fails),
                 "" if not fails else " -> " + "; ".join("seed %d: %s" % (s, e.splitlines()[0][:120]) for s, e in fails)))


if __name__ == "__main__":
    main()
