#!/usr/bin/env python3
"""Referee for the Memoarr! programs.

Plays games through pipes (SEED set), mixing in invalid inputs, and checks
every display, every player status, turn order, round winners, the expert
rules and the final ranking against model.Model.

usage: referee.py PROGRAM_DIR_OR_BINARY ADAPTER [--games N] [--seed S] [-v]
"""
import argparse
import collections
import itertools
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import (FINAL_RE, FRONT, REWARDS, Model, RefereeError, parse_displays,  # noqa: E402
                   parse_player_groups, pstr, cstr)
from proc import Proc  # noqa: E402
import adapters  # noqa: E402

NAME_POOL = ['Ann', 'Bob', 'Joe Remember Doe', 'Cleo', 'Dmitri', 'Eve Li', 'Fatima', 'Gus']
STATS = collections.Counter()
MODES = [(False, False), (True, False), (False, True), (True, True)]
MODE_NAMES = {(False, False): 'base', (True, False): 'display', (False, True): 'rules', (True, True): 'both'}


def consistent_rewards(winners, totals):
    n = len(totals)
    for perm in set(itertools.permutations(REWARDS)):
        got = [0] * n
        for w, r in zip(winners, perm):
            got[w] += r
        if got == totals:
            return True
    return False


class Game:
    def __init__(self, exe, ad, seed, mode, nplayers, rng, eof_at=None, verbose=False):
        self.exe, self.ad, self.seed, self.mode = exe, ad, seed, mode
        self.rng = rng
        self.names = rng.sample(NAME_POOL, nplayers)
        self.xdisp, self.xrules = mode
        self.model = Model(self.names, ad.sides[:nplayers], ad.start_rule, self.xrules)
        self.transcript = []
        self.eof_at = eof_at
        self.inputs = 0
        self.verbose = verbose
        self.smart = rng.choice([0.6, 0.9, 1.0])
        self.sent = []

    # ---- I/O
    def wait(self):
        out, alive = self.proc.wait()
        self.transcript.append(out)
        return out, alive

    def send(self, line):
        self.transcript.append('«' + line + '»\n')
        self.sent.append(line)
        self.inputs += 1
        self.proc.send(line)

    def chunk_parts(self, out, alive):
        lines = out.split('\n')
        prompt = lines[-1] if alive else ''
        body = lines[:-1] if alive else lines
        return body, prompt

    # ---- checks
    def displays(self, body):
        ds = parse_displays(body, self.ad.empty_text, self.xdisp)
        marks = [i for i, l in enumerate(body) if self.ad.reveal_re.search(l)]
        for i in marks:
            nxt = [d for d in ds if d['start'] > i]
            if not nxt:
                raise RefereeError('reveal announced but no display follows')
            nxt[0]['reveal'] = True
        return ds

    def check_known(self, ds):
        for d in ds:
            for p, c in d['cards'].items():
                self.model.learn(p, c)

    def check_state(self, body, ds, events):
        m = self.model
        # rubies stay secret until the end
        for line in body:
            if FINAL_RE.match(line) and m.phase != 'end':
                raise RefereeError('ruby count shown during the game: %r' % line)
        # reveals
        starts = [e for e in events if e[0] == 'round_start']
        reveals = [d for d in ds if d.get('reveal')]
        if len(reveals) != len(starts) * m.n:
            raise RefereeError('expected %d reveal displays, saw %d' % (len(starts) * m.n, len(reveals)))
        for k, d in enumerate(reveals):
            front = FRONT[m.sides[k % m.n]]
            if set(d['cards']) != set(front):
                raise RefereeError('reveal for %s shows %s instead of %s' % (
                    m.names[k % m.n], [pstr(p) for p in sorted(d['cards'])], [pstr(p) for p in front]))
            if d['order'] is not None and d['order'] != front:
                raise RefereeError('reveal order %s' % [pstr(p) for p in d['order']])
        # round winners announced
        won = [m.names[e[1]] for e in events if e[0] == 'won']
        said = [mm.group(1) for l in body for mm in [self.ad.round_winner_re.search(l)] if mm]
        if won != said:
            raise RefereeError('round winner(s) announced %r, expected %r' % (said, won))
        # last display equals the model's table
        normal = [d for d in ds if not d.get('reveal')]
        if normal:
            d = normal[-1]
            want = set(m.faceup)
            if set(d['cards']) != want:
                raise RefereeError('table shows face up %s, expected %s' % (
                    sorted(pstr(p) for p in d['cards']), sorted(pstr(p) for p in want)))
            if d['order'] is not None and d['order'] != m.faceup:
                raise RefereeError('expert display order %s, expected %s' % (
                    [pstr(p) for p in d['order']], [pstr(p) for p in m.faceup]))
        groups = parse_player_groups(body)
        if groups:
            g = groups[-1]
            want = [(m.names[i], m.sides[i], m.active[i]) for i in range(m.n)]
            if g != want:
                raise RefereeError('players shown %r, expected %r' % (g, want))
        if starts or any(e[0] in ('out', 'nocards') for e in events):
            if not groups:
                raise RefereeError('player statuses changed but players were not displayed')

    def check_prompt(self, prompt, exp):
        got = self.ad.classify(prompt)
        if got != exp:
            raise RefereeError('expected prompt %r, program asks %r (classified %r)' % (exp, prompt, got))

    def check_final(self, body):
        m = self.model
        finals = [(i, FINAL_RE.match(l)) for i, l in enumerate(body)]
        finals = [(i, mm.group(1), int(mm.group(2))) for i, mm in finals if mm]
        if len(finals) != m.n:
            raise RefereeError('final ranking has %d lines, expected %d' % (len(finals), m.n))
        if [i for i, _, _ in finals] != list(range(finals[0][0], finals[0][0] + m.n)):
            raise RefereeError('final ranking lines not consecutive')
        names = [nm for _, nm, _ in finals]
        if sorted(names) != sorted(m.names):
            raise RefereeError('final ranking names %r' % names)
        vals = [v for _, _, v in finals]
        if vals != sorted(vals):
            raise RefereeError('final ranking not sorted from least to most: %r' % vals)
        for _, nm, v in finals:
            line = '%s:  %d ' % (nm, v)
            if not any(l.startswith(line) for l in body):
                raise RefereeError('bad final line for %s' % nm)
        totals = [dict((nm, v) for _, nm, v in finals)[x] for x in m.names]
        if len(m.winners) != 7:
            raise RefereeError('%d rounds played' % len(m.winners))
        if not consistent_rewards(m.winners, totals):
            raise RefereeError('rubies %r do not fit round winners %r and rewards %r' % (
                totals, [m.names[w] for w in m.winners], REWARDS))
        best = max(totals)
        want = sorted(x for x, t in zip(m.names, totals) if t == best)
        said = None
        for l in body[finals[-1][0] + 1:]:
            said = self.ad.overall_winners(l)
            if said is not None:
                break
        STATS['final-tie' if len(want) > 1 else 'final-single'] += 1
        if said is None or sorted(said) != want:
            raise RefereeError('overall winner announced %r, expected %r' % (said, want))

    # ---- moves
    def choose_card(self):
        m, rng = self.model, self.rng
        sel = m.selectable()
        if m.card is not None and rng.random() < self.smart:
            good = [p for p in sel if p in m.known and (m.known[p][0] == m.card[0] or m.known[p][1] == m.card[1])]
            if good:
                return rng.choice(good)
        if rng.random() < 0.3:
            old = [p for p in sel if p in m.ever_blocked]
            if old:
                return rng.choice(old)
        return rng.choice(sel)

    def maybe_invalid(self, exp):
        """Send invalid answers; each must be answered by the same prompt."""
        if self.rng.random() > 0.25:
            return True
        kind = exp[0]
        seqs = self.ad.invalid(kind, self.model, self.rng)
        if not seqs:
            return True
        STATS['invalid-' + kind] += 1
        for line in self.rng.choice(seqs):
            if not self.step(line):
                return False
        out, alive = self.last
        body, prompt = self.chunk_parts(out, alive)
        if not alive:
            raise RefereeError('program ended after invalid input')
        ds = self.displays(body)
        self.check_known(ds)
        self.check_state(body, ds, [])
        self.check_prompt(prompt, exp)
        return True

    def step(self, line):
        """Send one line (or close input if this is the EOF point). False if input closed."""
        if self.eof_at is not None and self.inputs >= self.eof_at:
            self.transcript.append('«EOF»\n')
            self.proc.close_input()
            return False
        self.send(line)
        self.last = self.wait()
        return True

    def send_all(self, lines):
        for line in lines:
            if not self.step(line):
                return False
        return True

    def run(self):
        self.proc = Proc([self.exe], {'SEED': str(self.seed)})
        try:
            return self._run()
        finally:
            self.proc.kill()

    def _run(self):
        m, ad = self.model, self.ad
        self.last = self.wait()
        if not self.send_all(ad.setup(self.mode, self.names, self.rng)):
            return self.finish_eof()
        while True:
            out, alive = self.last
            body, prompt = self.chunk_parts(out, alive)
            ds = self.displays(body)
            self.check_known(ds)
            exp = m.expect()
            events = m.take_events()
            for e in events:
                STATS[e[0]] += 1
            self.check_state(body, ds, events)
            if exp[0] == 'end':
                if alive:
                    raise RefereeError('game should be over but program asks %r' % prompt)
                self.check_final(body)
                rc, rest, err = self.proc.finish()
                if rc != 0 or err.strip():
                    raise RefereeError('exit status %r, stderr %r' % (rc, err[:200]))
                return 'ok'
            if not alive:
                raise RefereeError('program ended early; expected %r' % (exp,))
            self.check_prompt(prompt, exp)
            STATS[exp[0]] += 1
            if not self.maybe_invalid(exp):
                return self.finish_eof()
            kind = exp[0]
            if kind == 'choose':
                p = self.choose_card()
                if not self.send_all(ad.fmt_turn(p)):
                    return self.finish_eof()
                out, alive = self.last
                body, _ = self.chunk_parts(out, alive)
                ds = self.displays(body)
                normal = [d for d in ds if not d.get('reveal')]
                if not normal and alive and ad.classify(self.chunk_parts(out, alive)[1]) == exp:
                    raise RefereeError('legal choice %s refused by the program: %r' % (
                        pstr(p), ' | '.join(l for l in body if l.strip())[:160]))
                if not normal or p not in normal[0]['cards']:
                    raise RefereeError('after choosing %s the table does not show it face up' % pstr(p))
                if normal[0]['order'] is not None and normal[0]['order'][-1] != p:
                    raise RefereeError('expert display: %s not last' % pstr(p))
                m.turn(p, normal[0]['cards'][p])
            elif kind == 'octopus':
                opts = m.octopus_options()
                t = self.rng.choice(opts)
                if not self.send_all(ad.fmt_option('octopus', t, opts, m)):
                    return self.finish_eof()
                m.octopus(t)
            elif kind == 'penguin':
                opts = m.penguin_options()
                t = None if self.rng.random() < 0.2 else self.rng.choice(opts)
                if not self.send_all(ad.fmt_option('penguin', t, opts, m)):
                    return self.finish_eof()
                m.penguin(t)
            elif kind == 'walrus':
                opts = m.walrus_options()
                t = None if self.rng.random() < 0.2 else self.rng.choice(opts)
                if not self.send_all(ad.fmt_option('walrus', t, opts, m)):
                    return self.finish_eof()
                m.walrus(t)

    def finish_eof(self):
        rc, rest, err = self.proc.finish(timeout=5)
        self.transcript.append(rest)
        if rc != 0:
            raise RefereeError('at end of input: exit status %r (stderr %r)' % (rc, err[:200]))
        return 'eof-ok'


def build(path):
    if os.path.isfile(path):
        return path
    exe = os.path.join(tempfile.gettempdir(), 'memoarr_ref_' + os.path.basename(os.path.abspath(path)))
    srcs = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith('.cpp'))
    subprocess.run(['g++', '-std=c++17', '-O1', '-o', exe] + srcs, check=True)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('program')
    ap.add_argument('adapter')
    ap.add_argument('--games', type=int, default=20, help='games per mode')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--modes', default='base,display,rules,both')
    ap.add_argument('--eof-every', type=int, default=5, help='every k-th game ends input early')
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--dump', help='write transcript of failing games here')
    a = ap.parse_args()
    exe = build(a.program)
    ad = getattr(adapters, a.adapter)()
    failures = 0
    total = 0
    for mode in MODES:
        if MODE_NAMES[mode] not in a.modes.split(','):
            continue
        for g in range(a.games):
            seed = a.seed * 1000 + g * 7 + MODES.index(mode)
            rng = random.Random(seed)
            nplayers = rng.choice([2, 3, 4])
            eof_at = rng.randint(3, 150) if a.eof_every and g % a.eof_every == a.eof_every - 1 else None
            game = Game(exe, ad, seed, mode, nplayers, rng, eof_at, a.v)
            total += 1
            try:
                res = game.run()
                if a.v:
                    print('  %s seed=%d players=%d: %s' % (MODE_NAMES[mode], seed, nplayers, res))
            except (RefereeError, TimeoutError, AssertionError) as e:
                failures += 1
                print('FAIL %s %s seed=%d players=%d names=%r: %s' % (
                    a.adapter, MODE_NAMES[mode], seed, nplayers, game.names, e))
                if a.dump:
                    base = '%s/%s_%s_%d' % (a.dump, a.adapter, MODE_NAMES[mode], seed)
                    with open(base + '.transcript.txt', 'w') as f:
                        f.write(''.join(game.transcript))
                    with open(base + '.input.txt', 'w') as f:
                        f.write(''.join(x + '\n' for x in game.sent))
    if a.v:
        print('  stats:', dict(sorted(STATS.items())))
    print('%s: %d games, %d failed' % (a.adapter, total, failures))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
