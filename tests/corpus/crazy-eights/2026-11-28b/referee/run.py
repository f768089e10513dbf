#!/usr/bin/env python3
"""Crazy Eights referee.

Plays sessions against the student programs through pipes, with SEED set.
Each step re-runs the program from the start with all inputs typed so far
(the programs are deterministic under SEED), so every run also ends with
end-of-input at some prompt: the program must then exit with status 0.

usage: run.py [program ...] [--sessions N] [--seed0 S] [-v]
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from adapters import ALL                       # noqa: E402
from model import Checker, playable, legal_play, ctext, SUITS   # noqa: E402

ROOT = os.path.dirname(HERE)
MAX_STEPS = 900


def build(ad, bindir, src=None):
    exe = os.path.join(bindir, ad.name)
    src = src or os.path.join(ROOT, ad.source)
    extra = os.environ.get('REF_CFLAGS', '').split()      # e.g. REF_CFLAGS=-fsanitize=address
    r = subprocess.run(['gcc', '-O1'] + extra + ['-o', exe, src], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit('compile failed for %s:\n%s' % (ad.name, r.stderr))
    return exe


def run_once(exe, inputs, seed, stats_init_text, stats_file):
    d = tempfile.mkdtemp(prefix='c8ref_')
    try:
        if stats_init_text is not None:
            with open(os.path.join(d, stats_file), 'w') as f:
                f.write(stats_init_text)
        data = ''.join(x + '\n' for x in inputs)
        env = dict(os.environ)
        env['SEED'] = str(seed)
        try:
            r = subprocess.run([exe], input=data.encode(), cwd=d, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=10)
        except subprocess.TimeoutExpired:
            return None, 'timeout', None, ''
        out = r.stdout.decode('utf-8', 'replace')
        p = os.path.join(d, stats_file)
        content = open(p).read() if os.path.exists(p) else None
        return out, r.returncode, content, r.stderr.decode('utf-8', 'replace')
    finally:
        shutil.rmtree(d, ignore_errors=True)


class Plan:
    def __init__(self, rnd, stats):
        self.games = rnd.choice([1, 1, 2, 2, 3])
        # a "hoarder" draws whenever the program lets it: long games, empty stockpiles
        self.draw_rate = 0.07 if rnd.random() < 0.6 else 0.6
        self.clean = False          # clean: no invalid input at all (for short demonstrations)
        self.login = None
        self.multi = set()
        self.stats_names = list(stats)


def choose_legal(hand, top, suit, rnd):
    """A legal play, sometimes with several cards of the top card's face."""
    face_group = [c for c in hand if c[0] == top[0]]
    if top[0] == 8:
        face_group = []
    singles = [c for c in hand if playable(c, top, suit)]
    if not singles:
        return None
    if len(face_group) >= 2 and rnd.random() < 0.6:
        k = rnd.randint(2, len(face_group))
        cards = rnd.sample(face_group, k)
        return cards
    non8 = [c for c in singles if c[0] != 8]
    if non8 and rnd.random() < 0.85:
        return [rnd.choice(non8)]
    return [rnd.choice(singles)]


def choose_illegal(ad, hand, top, suit, declared, rnd):
    bad = [c for c in hand if not playable(c, top, suit)]
    tricky = [c for c in bad if declared and c[1] == top[1]]
    if tricky and rnd.random() < 0.9:
        return [rnd.choice(tricky)]
    # several cards where not all have the top face
    if rnd.random() < 0.4 and len(hand) >= 2:
        for _ in range(10):
            a, b = rnd.sample(hand, 2)
            if legal_play([a, b], top, suit) is False:
                return [a, b]
    if bad:
        return [rnd.choice(bad)]
    return None


def decide(ad, ck, prompt, rnd, plan):
    kind = prompt[1]
    r = 1.0 if plan.clean else rnd.random()
    if kind == 'menu':
        if r < 0.15:
            t = rnd.choice(ad.menu_garbage)
            return t, {'kind': 'garbage', 'valid': False, 'text': t}
        choice = 'new' if rnd.random() < 0.5 else 'existing'
        plan.login = choice
        t = ad.menu_input(choice, rnd)
        return t, {'kind': 'menu', 'choice': choice, 'valid': True, 'text': t}
    if kind == 'name':
        names = list(ck.stats)
        if plan.login == 'existing':
            name = rnd.choice(names) if rnd.random() < 0.8 else 'Ghost%d' % rnd.randint(1, 99)
        else:
            name = 'Tess%d' % rnd.randint(1, 99) if rnd.random() < 0.8 else rnd.choice(names)
        return name, {'kind': 'name', 'name': name, 'valid': None, 'text': name}
    if kind == 'demo':
        if r < 0.15:
            t = rnd.choice(ad.demo_garbage)
            return t, {'kind': 'garbage', 'valid': False, 'text': t}
        yes = rnd.random() < 0.7
        t = ad.demo_input(yes, rnd)
        return t, {'kind': 'demo', 'valid': True, 'text': t}
    if kind == 'lazy':
        if r < 0.15:
            t = rnd.choice(ad.lazy_garbage)
            return t, {'kind': 'garbage', 'valid': False, 'text': t}
        v = rnd.randint(1, 10)
        t = ad.lazy_input(v, rnd)
        return t, {'kind': 'lazy', 'value': v, 'valid': True, 'text': t}
    if kind == 'suit':
        if r < 0.15:
            t = rnd.choice(ad.suit_garbage)
            return t, {'kind': 'garbage', 'valid': False, 'text': t}
        s = rnd.choice(SUITS)
        t = ad.suit_input(s, rnd)
        return t, {'kind': 'suit', 'suit': s, 'valid': True, 'text': t}
    if kind == 'also':
        if r < 0.1:
            t = rnd.choice(ad.also_garbage)
            return t, {'kind': 'garbage', 'valid': False, 'text': t}
        card = prompt[2]
        yes = card in plan.multi
        t = ad.also_input(yes, rnd)
        return t, {'kind': 'also', 'card': card, 'yes': yes, 'valid': None, 'text': t}
    if kind == 'again':
        quit = ck.games_finished >= plan.games
        t = ad.again_input(quit, rnd)
        return t, {'kind': 'again', 'quit': quit, 'valid': True, 'text': t}
    if kind in ('action', 'must_play'):
        return decide_action(ad, ck, kind, rnd, plan)
    raise RuntimeError('no decision for prompt %r' % (prompt,))


def decide_action(ad, ck, kind, rnd, plan):
    hand = ck.hand_order
    top, suit = ck.top, ck.active
    must = kind == 'must_play'
    r = 1.0 if plan.clean else rnd.random()
    plan.multi = set()
    if r < 0.10:
        t = ad.action_garbage(hand, rnd)
        return t, {'kind': 'garbage', 'valid': False, 'text': t}
    if r < 0.25:
        cards = choose_illegal(ad, hand, top, suit, ck.declared, rnd)
        if cards is not None:
            t = ad.play_input(cards, hand, rnd)
            if t is not None:
                return t, {'kind': 'play', 'cards': cards, 'valid': False, 'text': t}
    if r < 0.30 and ad.name == 'jade':
        # a card that is not in the hand
        missing = [(f, s) for s in SUITS for f in range(1, 14) if (f, s) not in hand]
        c = rnd.choice(missing)
        t = ad.play_input([c], hand, rnd)
        return t, {'kind': 'play', 'cards': [c], 'valid': False, 'text': t}
    if must and r < 0.35:
        t = ad.draw_input(rnd)
        return t, {'kind': 'draw', 'valid': False, 'text': t}
    has_play = any(playable(c, top, suit) for c in hand)
    if not must and (not has_play or rnd.random() < plan.draw_rate):
        t = ad.draw_input(rnd)
        valid = True if not has_play else ad.voluntary_draw
        return t, {'kind': 'draw', 'valid': valid, 'text': t}
    cards = choose_legal(hand, top, suit, rnd)
    if cards is None and must and ck.turn is not None and ck.turn.draws:
        # the program says the drawn card can be played, the rules say no: play it anyway
        c = ck.turn.draws[-1][0]
        if c in hand:
            t = ad.play_input([c], hand, rnd)
            return t, {'kind': 'play', 'cards': [c], 'valid': False, 'text': t}
    if cards is None:
        t = ad.draw_input(rnd)
        return t, {'kind': 'draw', 'valid': False if must else True, 'text': t}
    if ad.name == 'lux' and len(cards) > 1:
        plan.multi = set(cards[1:])
        cards = cards[:1]
    t = ad.play_input(cards, hand, rnd)
    return t, {'kind': 'play', 'cards': cards, 'valid': legal_play(cards, top, suit), 'text': t}


def stats_text(d):
    return ''.join('%s %d %d\n' % (k, v[0], v[1]) for k, v in d.items())


def parse_stats(text):
    d = {}
    for line in (text or '').splitlines():
        p = line.split()
        if len(p) == 3:
            d[p[0]] = [int(p[1]), int(p[2])]
    return d


def play_session(ad, exe, seed, sess, verbose=False, clean=False, stop_at_error=False, draw_rate=None):
    rnd = random.Random('%s-%d-%d' % (ad.name, seed, sess))
    # half of the sessions start without a stats file, the others with one
    if rnd.random() < 0.5:
        stats_init = None
        stats_model = {k: list(v) for k, v in ad.seeded_stats.items()}
    else:
        stats_model = {'Alice': [rnd.randint(0, 9), rnd.randint(0, 9)], 'Bob': [rnd.randint(0, 9), rnd.randint(0, 9)]}
        stats_init = stats_text(stats_model)
    plan = Plan(rnd, stats_model)
    if clean:
        plan.clean = True
        plan.games = 1
        plan.draw_rate = 0.0
    if draw_rate is not None:
        plan.draw_rate = draw_rate
    inputs, intents = [], []
    problems = []
    ck = None
    out = ''
    for step in range(MAX_STEPS):
        out, rc, content, err_text = run_once(exe, inputs, seed, stats_init, ad.stats_file)
        if rc == 'timeout':
            problems.append('timeout after %d inputs' % len(inputs))
            break
        if rc != 0:
            problems.append('exit status %s after %d inputs' % (rc, len(inputs)))
            break
        if err_text:
            problems.append('stderr output after %d inputs: %s' % (len(inputs), err_text[:200]))
            break
        events = ad.parse(out)
        ck = Checker(ad, seed, stats_model)
        n_prompts, used = ck.run(events, intents)
        if n_prompts > len(inputs) + 1:
            problems.append('more prompts than inputs+1 (%d vs %d)' % (n_prompts, len(inputs)))
            break
        if ck.pending_prompt is None or n_prompts <= len(inputs):
            # the program stopped by itself
            if not ck.quit_requested:
                problems.append('program ended without being asked to quit (after %d inputs)' % len(inputs))
            break
        if stop_at_error and ck.errors:
            break
        if len(inputs) >= 20 and len(set(inputs[-20:])) == 1:
            problems.append('stuck: the same input %r refused 20 times' % inputs[-1])
            break
        t, intent = decide(ad, ck, ck.pending_prompt, rnd, plan)
        inputs.append(t)
        intents.append(intent)
    else:
        problems.append('step limit reached')
    errs = (ck.errors if ck else []) + problems
    # the statistics file at the end
    if ck is not None and ck.user is not None and content is not None:
        got = parse_stats(content)
        for name, rec in ck.stats.items():
            if got.get(name) != rec:
                errs.append('stats file: %s is %s, expected %s' % (name, got.get(name), rec))
    if ck is not None and ck.user is not None and content is None:
        errs.append('no statistics file %s was written' % ad.stats_file)
    info = {
        'games': ck.games_finished if ck else 0,
        'inputs': len(inputs),
        'invalid': sum(1 for i in intents if i.get('valid') is False),
        'ends': list(ck.ends) if ck else [],
        'flags': set(ck.flags) if ck else set(),
    }
    if verbose or errs:
        pass
    return errs, info, inputs, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('programs', nargs='*')
    ap.add_argument('--sessions', type=int, default=10)
    ap.add_argument('--seed0', type=int, default=1000)
    ap.add_argument('-v', action='store_true')
    ap.add_argument('--src', help='compile this file instead of the student source (one program only)')
    ap.add_argument('--dump', help='write the failing inputs/transcripts into this folder')
    a = ap.parse_args()
    progs = a.programs or list(ALL)
    bindir = tempfile.mkdtemp(prefix='c8bin_')
    try:
        for name in progs:
            ad = ALL[name]
            exe = build(ad, bindir, a.src)
            games = bad = inv = 0
            ends = {}
            flags = set()
            first_fail = {}
            for s in range(a.sessions):
                seed = a.seed0 + s
                errs, info, inputs, out = play_session(ad, exe, seed, s, a.v)
                games += info['games']
                inv += info['invalid']
                for e in info['ends']:
                    ends[e] = ends.get(e, 0) + 1
                flags |= info['flags']
                status = 'ok' if not errs else 'FAIL'
                if errs:
                    bad += 1
                if a.v or errs:
                    print('%-5s seed %d: %s  games=%d inputs=%d invalid=%d ends=%s' % (
                        name, seed, status, info['games'], info['inputs'], info['invalid'], ','.join(info['ends'])))
                    kinds = []
                    for e in errs:
                        k = e.split(': ', 1)[-1][:40]
                        if k not in kinds:
                            kinds.append(k)
                            print('      ' + e)
                        if len(kinds) >= 4:
                            break
                if errs and a.dump:
                    os.makedirs(a.dump, exist_ok=True)
                    base = os.path.join(a.dump, '%s_%d' % (name, seed))
                    open(base + '.in', 'w').write(''.join(x + '\n' for x in inputs))
                    open(base + '.out', 'w').write(out)
            print('%-5s %d sessions, %d games finished %s, %d invalid inputs typed, %d sessions with problems'
                  % (name, a.sessions, games, ends, inv, bad))
            print('      seen: %s' % ' '.join(sorted(flags)))
    finally:
        shutil.rmtree(bindir, ignore_errors=True)


if __name__ == '__main__':
    main()
