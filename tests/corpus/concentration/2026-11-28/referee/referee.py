#!/usr/bin/env python3
"""Referee for the blind Concentration programs (ENGG1110 spec).

Plays games through pipes (stdbuf -o0, SEED set), mixes in invalid input,
and replays every transcript against the rules of the spec.

usage: referee.py BINARY [--sessions N] [--seed0 S] [--eof N] [-v]
"""
import os, re, sys, random, select, subprocess, time, argparse

PROMPTS = ("Your choice:", "Please input 1st card:", "Please input 2nd card:")
RANGE_MSG = "Row and column must be within 0 - 3 and 1 - 13"
FLIP_MSG = "The card must not be flipped already"
SAME_MSG = "The second card cannot be the same as first"

CARD = r'[CDHS](?: [2-9AJQK]|10)'
EV = re.compile(
    r'(?P<chose>(?P<cn>You|Computer(?: [12])?) chose (?P<nth>1st|2nd) card '
    r'\((?P<coord>[^)]*)\) and it is (?P<cc>' + CARD + r'))'
    r'|(?P<match>(?P<mn>You|Computer(?: [12])?) got a matched pair!)'
    r'|(?P<stats>Flipped cards: (?P<f>\d+); (?P<n1>You|Computer 1): (?P<s1>\d+); '
    r'(?P<n2>Computer|Computer 2): (?P<s2>\d+);)'
    r'|(?P<end>\*\*\* End of Game \*\*\*)'
    r'|(?P<turns>(?P<t>\d+) turns played)'
    r'|(?P<win>You win!|Computer wins!|Computer 1 wins!|Computer 2 wins!|A tie!)'
    r'|(?P<card>\bXXX\b|\b' + CARD + r'\b)')
COORD = re.compile(r'^(\d),( \d|\d\d)$')
RANKS = {'A': 1, 'J': 11, 'Q': 12, 'K': 13}


def rank(card):
    r = card[1:].strip()
    return RANKS.get(r) or int(r)


class Proc:
    def __init__(self, exe, seed):
        env = dict(os.environ)
        env['SEED'] = str(seed)
        self.p = subprocess.Popen(['stdbuf', '-o0', exe], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  env=env)
        self.all = ''
        self.eof = False

    def read(self, timeout=10.0):
        """read until a prompt ends the output, or EOF. returns the new text."""
        buf = b''
        deadline = time.time() + timeout
        fd = self.p.stdout.fileno()
        while True:
            txt = buf.decode('latin-1')
            if txt.rstrip().endswith(PROMPTS):
                break
            left = deadline - time.time()
            if left <= 0:
                raise RuntimeError('timeout waiting for output; tail=%r' % txt[-300:])
            r, _, _ = select.select([fd], [], [], left)
            if not r:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                self.eof = True
                break
            buf += chunk
        txt = buf.decode('latin-1')
        self.all += txt
        return txt

    def send(self, line):
        self.all += '<<' + line + '>>\n'   # marker in the log only
        self.p.stdin.write((line + '\n').encode())
        self.p.stdin.flush()

    def close_and_wait(self, timeout=10):
        try:
            self.p.stdin.close()
        except Exception:
            pass
        rest = b''
        t0 = time.time()
        while True:
            r, _, _ = select.select([self.p.stdout], [], [], 0.5)
            if r:
                c = os.read(self.p.stdout.fileno(), 65536)
                if not c:
                    break
                rest += c
            if time.time() - t0 > timeout:
                self.p.kill()
                self.p.wait()
                raise RuntimeError('program did not stop at end of input')
        self.all += rest.decode('latin-1')
        return self.p.wait(timeout=timeout)


def last_prompt(txt):
    t = txt.rstrip()
    for p in PROMPTS:
        if t.endswith(p):
            return p
    return None


def validate_game(text, mode):
    """Replay one game's transcript (from the mode choice to the next menu)."""
    errs = []
    names = ('You', 'Computer') if mode == 1 else ('Computer 1', 'Computer 2')
    up, cards, where = set(), {}, {}
    scores = [0, 0]
    turns = 0
    cur = 0
    first = None
    expect_match = None      # name that must print "got a matched pair!" next
    need_board = True        # a board must appear before the next choice
    need_stats = False
    boards = 0
    ended = False
    got_turns = got_win = False
    evs = list(EV.finditer(text))
    i = 0
    while i < len(evs):
        m = evs[i]
        kind = m.lastgroup if m.group('card') is None else 'card'
        for k in ('chose', 'match', 'stats', 'end', 'turns', 'win', 'card'):
            if m.group(k) is not None:
                kind = k
                break
        if expect_match and kind != 'match':
            errs.append('turn %d: %s matched a pair but no "got a matched pair!"' % (turns, expect_match))
            expect_match = None
        if kind == 'card':
            toks = []
            while i < len(evs) and evs[i].group('card') is not None:
                toks.append(evs[i].group('card'))
                i += 1
            if len(toks) != 52:
                errs.append('after turn %d: board with %d cards' % (turns, len(toks)))
                continue
            boards += 1
            need_board = False
            for k, tk in enumerate(toks):
                pos = (k // 13, k % 13 + 1)
                if tk == 'XXX':
                    if pos in up:
                        errs.append('after turn %d: removed card %s shown as XXX' % (turns, pos))
                else:
                    if pos not in up:
                        errs.append('after turn %d: face-down card %s shown as %s' % (turns, pos, tk))
                    elif cards.get(pos) != tk:
                        errs.append('after turn %d: card %s shown as %s, was %s' % (turns, pos, tk, cards.get(pos)))
            continue
        i += 1
        if kind == 'chose':
            if ended:
                errs.append('choice after end of game')
                break
            name, nth = m.group('cn'), m.group('nth')
            cm = COORD.match(m.group('coord'))
            if not cm:
                errs.append('turn %d: bad coordinate format (%s)' % (turns, m.group('coord')))
                break
            pos = (int(cm.group(1)), int(cm.group(2)))
            card = m.group('cc')
            if mode == 1 and need_board:
                errs.append('turn %d: no board before this turn' % turns)
                need_board = False
            if need_stats:
                errs.append('turn %d: no "Flipped cards" line after the round' % turns)
                need_stats = False
            if name != names[cur]:
                errs.append('turn %d: %s plays, expected %s' % (turns, name, names[cur]))
                cur = names.index(name) if name in names else cur
            if not (0 <= pos[0] <= 3 and 1 <= pos[1] <= 13):
                errs.append('turn %d: %s chose out of range %s' % (turns, name, pos))
                break
            if pos in up:
                errs.append('turn %d: %s chose %s card %s already face up' % (turns, name, nth, pos))
            if pos in cards and cards[pos] != card:
                errs.append('turn %d: card at %s changed %s -> %s' % (turns, pos, cards[pos], card))
            if card in where and where[card] != pos:
                errs.append('turn %d: card %s at two places %s %s' % (turns, card, where[card], pos))
            cards[pos] = card
            where[card] = pos
            if nth == '1st':
                if first is not None:
                    errs.append('turn %d: two 1st cards' % turns)
                first = pos
            else:
                if first is None:
                    errs.append('turn %d: 2nd card without 1st' % turns)
                    continue
                if first == pos:
                    errs.append('turn %d: %s chose the same card twice' % (turns, name))
                if rank(cards[first]) == rank(card) and first != pos:
                    newly = len({first, pos} - up)
                    up |= {first, pos}
                    scores[cur] += 2
                    if newly != 2:
                        errs.append('turn %d: scored a pair with a removed card' % turns)
                    expect_match = name
                first = None
                turns += 1
                cur ^= 1
                if mode == 1:
                    need_board = True
                if turns % 2 == 0 or len(up) == 52:
                    need_stats = True
        elif kind == 'match':
            if expect_match != m.group('mn'):
                errs.append('turn %d: unexpected "%s"' % (turns, m.group(0)))
            expect_match = None
        elif kind == 'stats':
            if not need_stats:
                errs.append('turn %d: "Flipped cards" line out of place' % turns)
            need_stats = False
            if (m.group('n1'), m.group('n2')) != names:
                errs.append('stats names %s/%s' % (m.group('n1'), m.group('n2')))
            got = (int(m.group('f')), int(m.group('s1')), int(m.group('s2')))
            want = (len(up), scores[0], scores[1])
            if got != want:
                errs.append('turn %d: stats %s, expected %s' % (turns, got, want))
        elif kind == 'end':
            if len(up) != 52:
                errs.append('End of Game with %d cards face up' % len(up))
            if need_stats:
                errs.append('no final "Flipped cards" line')
                need_stats = False
            if mode == 1 and need_board:
                errs.append('no board after the last turn')
            ended = True
        elif kind == 'turns':
            got_turns = True
            if int(m.group('t')) != turns:
                errs.append('turns played %s, expected %d' % (m.group('t'), turns))
        elif kind == 'win':
            got_win = True
            if scores[0] > scores[1]:
                want = 'You win!' if mode == 1 else 'Computer 1 wins!'
            elif scores[1] > scores[0]:
                want = 'Computer wins!' if mode == 1 else 'Computer 2 wins!'
            else:
                want = 'A tie!'
            if m.group('win') != want:
                errs.append('winner line %r, expected %r (scores %d-%d)' % (m.group('win'), want, scores[0], scores[1]))
    if not ended:
        errs.append('no "*** End of Game ***"')
    if not got_turns:
        errs.append('no "N turns played" line')
    if not got_win:
        errs.append('no winner line')
    if mode == 2 and boards != 2:
        errs.append('mode 2 printed %d boards (expected initial + final)' % boards)
    if len(where) != 52 and ended:
        errs.append('only %d distinct cards seen' % len(where))
    info = dict(turns=turns, scores=tuple(scores))
    return errs, info


class HumanState:
    """What the referee (as the human) remembers from the transcript."""
    def __init__(self):
        self.cards, self.up, self.last = {}, set(), []

    def feed(self, txt):
        for m in EV.finditer(txt):
            if m.group('chose'):
                cm = COORD.match(m.group('coord'))
                if not cm:
                    continue
                pos = (int(cm.group(1)), int(cm.group(2)))
                self.cards[pos] = m.group('cc')
                if m.group('nth') == '1st':
                    self.last = [pos]
                else:
                    self.last.append(pos)
            elif m.group('match') and len(self.last) == 2:
                self.up |= set(self.last)

    def down(self):
        return [(r, c) for r in range(4) for c in range(1, 14) if (r, c) not in self.up]


INVALID = {}


def play_human(p, rng, errs, first_out, smart=0.75):
    st = HumanState()
    st.feed(first_out)
    out = first_out
    first = None
    steps = 0
    while True:
        steps += 1
        if steps > 3000:
            errs.append('mode 1: too many prompts')
            return False
        pr = last_prompt(out)
        if pr == "Your choice:":
            return True
        if pr is None:
            errs.append('mode 1: output ended without a prompt (eof=%s)' % p.eof)
            return False
        down = st.down()
        nth = '1st' if pr.endswith('1st card:') else '2nd'
        if nth == '1st':
            first = None
        # -- invalid input now and then --
        if rng.random() < 0.12:
            kinds = ['range', 'range', 'garbage']
            if st.up:
                kinds.append('flipped')
            if nth == '2nd' and first:
                kinds += ['same', 'same']
            k = rng.choice(kinds)
            if k == 'range':
                bad = rng.choice([(-1, 5), (4, 3), (0, 0), (3, 14), (2, 20), (7, 7), (0, -3)])
                line, expect = '%d %d' % bad, RANGE_MSG
            elif k == 'flipped':
                pos = rng.choice(sorted(st.up))
                line, expect = '%d %d' % pos, FLIP_MSG
            elif k == 'same':
                line, expect = '%d %d' % first, SAME_MSG
            else:
                line, expect = rng.choice(['abc', 'x y', '?']), None
            INVALID[k] = INVALID.get(k, 0) + 1
            p.send(line)
            resp = p.read()
            if expect and expect not in resp:
                errs.append('input %r at %s prompt: no %r (got %r)' % (line, nth, expect, resp[:120]))
            if ' chose ' in resp:
                errs.append('input %r at %s prompt was accepted' % (line, nth))
                return False
            if last_prompt(resp) != pr:
                errs.append('input %r at %s prompt: not asked again' % (line, nth))
                return False
            out = resp
            continue
        # -- a real move --
        cand = [d for d in down if d != first]
        if not cand:
            errs.append('no card left to choose')
            return False
        pick = None
        if rng.random() < smart:
            known = [d for d in cand if d in st.cards]
            if nth == '1st':
                byrank = {}
                for d in known:
                    byrank.setdefault(rank(st.cards[d]), []).append(d)
                pairs = [v for v in byrank.values() if len(v) >= 2]
                if pairs:
                    pick = pairs[0][0]
            else:
                fr = rank(st.cards[first])
                mt = [d for d in known if rank(st.cards[d]) == fr]
                if mt:
                    pick = mt[0]
            if pick is None:
                unk = [d for d in cand if d not in st.cards]
                if unk:
                    pick = rng.choice(unk)
        if pick is None:
            pick = rng.choice(cand)
        line = '%d %d' % pick
        p.send(line)
        resp = p.read()
        st.feed(resp)
        if not re.search(r'You chose %s card \(%d,%2d\)' % (nth, pick[0], pick[1]), resp):
            errs.append('valid input %r at %s prompt not accepted: %r' % (line, nth, resp[:100]))
            # keep going with another choice next time
        else:
            if nth == '1st':
                first = pick
        out = resp


def session(exe, seed, rng, verbose=False):
    """One program run: some bad menu input, two games, then 0."""
    errs, games = [], []
    p = Proc(exe, seed)
    try:
        out = p.read()
        if 'Welcome to Concentration!' not in out:
            errs.append('no welcome banner')
        if last_prompt(out) != 'Your choice:':
            errs.append('no menu prompt at start')
            return errs, games, p.all
        for bad in rng.sample(['3', '-1', '9', '12', 'q'], rng.randint(0, 2)):
            p.send(bad)
            out = p.read()
            if last_prompt(out) != 'Your choice:' or '1. Human vs. Computer' not in out:
                errs.append('menu not shown again after %r' % bad)
                return errs, games, p.all
            if 'Flipped cards' in out or 'XXX' in out:
                errs.append('menu choice %r started a game' % bad)
        for g in range(2):
            mode = rng.choice([1, 2])
            p.send(str(mode))
            start = len(p.all)
            if mode == 2:
                out = p.read(timeout=30)
                if last_prompt(out) != 'Your choice:':
                    errs.append('mode 2: did not return to the menu')
                    return errs, games, p.all
            else:
                out = p.read()
                if not play_human(p, rng, errs, out, rng.choice([0.9, 0.6, 0.3])):
                    return errs, games, p.all
            text = p.all[start:]
            text = text[:text.rfind('Please choose a mode')] if 'Please choose a mode' in text else text
            text = re.sub(r'<<[^>]*>>\n', '', text)
            e, info = validate_game(text, mode)
            errs += ['game %d (mode %d): %s' % (g + 1, mode, x) for x in e]
            games.append((mode, info))
        p.send('0')
        rc = p.close_and_wait()
        if rc != 0:
            errs.append('exit status %d after 0' % rc)
    except Exception as ex:  # noqa
        errs.append('exception: %s' % ex)
        try:
            p.p.kill(); p.p.wait()
        except Exception:
            pass
    return errs, games, p.all


def eof_test(exe, seed, rng):
    """Close the input at some point: must exit with status 0."""
    p = Proc(exe, seed)
    try:
        out = p.read()
        n = rng.randint(0, 12)
        if n == 0:
            rc = p.close_and_wait()
        else:
            p.send('1')
            out = p.read()
            st = HumanState(); st.feed(out)
            for _ in range(n):
                pr = last_prompt(out)
                if pr != 'Please input 1st card:' and pr != 'Please input 2nd card:':
                    break
                d = st.down()
                p.send('%d %d' % rng.choice(d))
                out = p.read(); st.feed(out)
            rc = p.close_and_wait()
        return [] if rc == 0 else ['EOF test: exit status %d' % rc]
    except Exception as ex:
        try:
            p.p.kill(); p.p.wait()
        except Exception:
            pass
        return ['EOF test: %s' % ex]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('exe')
    ap.add_argument('--sessions', type=int, default=12)
    ap.add_argument('--seed0', type=int, default=1000)
    ap.add_argument('--eof', type=int, default=5)
    ap.add_argument('--log', default=None)
    ap.add_argument('-v', action='store_true')
    a = ap.parse_args()
    total_err = 0
    ngames = 0
    for s in range(a.seed0, a.seed0 + a.sessions):
        rng = random.Random(s * 7 + 1)
        errs, games, log = session(a.exe, s, rng, a.v)
        ngames += len(games)
        summary = ' '.join('m%d:%d turns %d-%d' % (m, i['turns'], *i['scores']) for m, i in games)
        if errs:
            total_err += 1
            print('SEED=%d FAIL %s' % (s, summary))
            for e in errs[:8]:
                print('    ' + e)
            if a.log:
                with open('%s.%d.log' % (a.log, s), 'w') as f:
                    f.write(log)
        elif a.v:
            print('SEED=%d ok %s' % (s, summary))
    for k in range(a.eof):
        rng = random.Random(99 + k)
        e = eof_test(a.exe, a.seed0 + k, rng)
        if e:
            total_err += 1
            print('EOF seed %d: %s' % (a.seed0 + k, e))
    print('%s: %d games, %d failing sessions/tests; invalid inputs sent: %s' % (a.exe, ngames, total_err, INVALID))
    return 1 if total_err else 0


if __name__ == '__main__':
    sys.exit(main())
