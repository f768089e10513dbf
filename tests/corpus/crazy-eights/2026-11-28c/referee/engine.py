"""Crazy Eights referee engine.

The referee plays the user's side of a program through pipes (SEED set),
keeps its own copy of every pile (it knows the whole shuffled deck because
every program prints it, as the spec's demo requires) and checks each event
the program reports against the rules of the spec:

  * ordered deck A..K per suit; shuffle = the handout's algorithm
    (rand() % 51, checked exactly for the first game via glibc's rand)
  * deal: one card to the user, one to the computer, ... 8 each, user first;
    the next card is the top card; the rest is the stockpile
  * the user starts; turns alternate
  * a play is one card matching face or (declared) suit, any 8, or several
    cards that ALL have the top card's face; after an 8 a suit is declared
    and the next player must follow it or play an 8
  * drawing: only when no card can be played (computer always; user as the
    program's stated policy), at most 3 cards, stop at the first playable
    card, pass after 3 misses
  * the game ends as soon as a hand is empty or the stockpile is empty;
    points = sum of face values (A=1 .. K=13), lowest wins
  * invalid input is rejected and the state is unchanged; end of input
    exits with status 0.
"""
import os
import re
import select
import subprocess
import time

from glibc_rand import shuffle as glibc_shuffle

SUITS = "CSHD"
SYM = {"\u2663": "C", "\u2660": "S", "\u2665": "H", "\u2666": "D"}
RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}
for _n in range(2, 11):
    RANKS[str(_n)] = _n
RNAME = {v: k for k, v in RANKS.items()}


def card(rank, suit):
    """(face, suit-letter) from text pieces like ('10', '♥') or ('Q', 'h')."""
    r = rank.strip().upper()
    if r in ("ACE",):
        r = "A"
    face = RANKS[r] if r in RANKS else int(r)
    s = SYM.get(suit, suit)
    return (face, s.strip().upper()[0])


def cstr(c):
    return "%s%s" % (RNAME[c[0]], c[1])


def ordered_deck(order):
    return [(f, s) for s in order for f in range(1, 14)]


class Violation(Exception):
    pass


class Table:
    """The referee's own copy of one game."""

    def __init__(self, deck):
        self.deck = list(deck)
        self.user = [deck[i] for i in range(0, 16, 2)]
        self.comp = [deck[i] for i in range(1, 16, 2)]
        self.top = deck[16]
        self.stock = list(deck[17:])
        self.declared = None
        self.turn = "user"
        self.drew = []
        self.expect_declare = None
        self.must_end = None
        self.ended = False
        self.result = None

    def suit(self):
        return self.declared or self.top[1]

    def playable(self, c):
        return c[0] == 8 or c[0] == self.top[0] or c[1] == self.suit()

    def legal(self, cards):
        if not cards:
            return False
        if len(cards) == 1:
            return self.playable(cards[0])
        return all(c[0] == self.top[0] for c in cards) and len(set(cards)) == len(cards)

    def has_play(self, hand):
        return any(self.playable(c) for c in hand)

    def points(self, hand):
        return sum(c[0] for c in hand)


class Referee:
    def __init__(self, adapter, exe, seed, games, rng, eof_at=None, log=None):
        self.a = adapter
        self.exe = exe
        self.seed = seed
        self.games_wanted = games
        self.rng = rng
        self.eof_at = eof_at          # close stdin at this move prompt number
        self.violations = []
        self.t = None
        self.game_no = 0
        self.games_done = 0
        self.results = []
        self.pending = None
        self.setup = {}
        self.hand_order = []
        self.moves = 0
        self.log = log
        self.transcript = []
        self.invalid_tries = 0
        self.last_sent = None
        self.cov = {}

    # ---------------------------------------------------------------- util
    def v(self, msg):
        where = "game %d" % self.game_no
        self.violations.append("%s: %s" % (where, msg))

    # ---------------------------------------------------------------- I/O
    def run(self, cwd):
        env = dict(os.environ)
        env["SEED"] = str(self.seed)
        env["LANG"] = "C.UTF-8"
        self.p = subprocess.Popen([self.exe], cwd=cwd, env=env,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE)
        self.buf = b""
        closed = False
        try:
            while True:
                seg, kind, eof = self.read_prompt()
                self.transcript.append(seg)
                self.process(seg)
                if eof:
                    break
                if closed:
                    # program prompted again after end of input: must not loop
                    self.v("prompted again after end of input (%r)" % seg[-80:])
                    break
                reply = self.respond(kind)
                if reply is None:
                    self.p.stdin.close()
                    closed = True
                    continue
                self.transcript.append("<<" + reply + "\n")
                try:
                    self.p.stdin.write((reply + "\n").encode())
                    self.p.stdin.flush()
                except BrokenPipeError:
                    self.v("program exited while input was pending")
                    break
        except Violation as e:
            self.v(str(e))
        finally:
            try:
                self.p.stdin.close()
            except Exception:
                pass
            try:
                rc = self.p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()
                rc = "timeout"
            err = self.p.stderr.read().decode("utf-8", "replace")
        if rc != 0:
            self.v("exit status %r (stderr %r)" % (rc, err[-200:]))
        if self.games_done < self.games_wanted and self.eof_at is None:
            self.v("only %d of %d games completed" % (self.games_done, self.games_wanted))
        return self.violations

    def read_prompt(self):
        """Read until the program waits at a prompt; returns (text, kind, eof)."""
        out = self.p.stdout.fileno()
        deadline = time.time() + 10
        while True:
            text = self.buf.decode("utf-8", "replace")
            last = text.rsplit("\n", 1)[-1]
            kind = self.a.prompt_kind(last) if last.strip() else None
            if kind is not None:
                r, _, _ = select.select([out], [], [], 0.03)
                if not r:
                    self.buf = b""
                    return text, kind, False
            else:
                r, _, _ = select.select([out], [], [], max(0.0, deadline - time.time()))
                if not r:
                    raise Violation("no prompt / hang; output tail %r" % text[-200:])
            chunk = os.read(out, 65536)
            if not chunk:
                self.buf = b""
                return text, None, True
            self.buf += chunk
            if len(self.buf) > 2_000_000:
                raise Violation("runaway output")

    # ---------------------------------------------------------------- events
    def process(self, seg):
        events = self.a.parse(seg)
        rejected = any(e[0] == "reject" for e in events)
        p = self.pending
        self.pending = None
        if p is not None:
            if rejected and p["valid"]:
                self.v("valid input %r rejected" % p["text"])
            if not rejected and not p["valid"]:
                self.v("invalid input %r accepted (%s)" % (p["text"], p.get("why", "")))
            if p["kind"] == "suit" and not rejected and p["valid"]:
                self.apply_declare("user", p["suit"], echo=False)
        for e in events:
            self.cov[e[0]] = self.cov.get(e[0], 0) + 1
            if e[0] in ("user_play", "comp_play") and len(e[1]) > 1:
                self.cov["multi"] = self.cov.get("multi", 0) + 1
            if e[0] == "reject":
                continue
            getattr(self, "ev_" + e[0])(*e[1:])

    def need_game(self, what):
        if self.t is None or self.t.ended:
            raise Violation("%s outside a game" % what)
        return self.t

    def ev_ordered(self, cards):
        exp = ordered_deck(self.a.suit_order)
        if cards != exp:
            self.v("ordered deck wrong: %s" % " ".join(map(cstr, cards)))

    def ev_deck(self, cards):
        self.game_no += 1
        if sorted(cards) != sorted(ordered_deck(SUITS)):
            raise Violation("shuffled deck is not 52 distinct cards")
        if self.game_no == 1 and self.a.check_shuffle:
            passes = self.a.passes(self.setup)
            exp = glibc_shuffle(ordered_deck(self.a.suit_order), self.seed, passes)
            if exp != cards:
                self.v("shuffle differs from rand()%%51 x %d passes" % passes)
        self.t = Table(cards)

    def ev_hands(self, user, comp):
        t = self.need_game("hands")
        if sorted(user) != sorted(t.user) or sorted(comp) != sorted(t.comp):
            self.v("deal is not alternating user/computer: user %s comp %s" %
                   (" ".join(map(cstr, user)), " ".join(map(cstr, comp))))
            t.user, t.comp = list(user), list(comp)

    def ev_show(self, hand, top, declared, stock_n):
        t = self.need_game("show")
        if t.turn != "user" or t.expect_declare:
            self.v("user's turn shown when it is not the user's turn")
        if sorted(hand) != sorted(t.user):
            self.v("shown hand %s != referee hand %s" % (" ".join(map(cstr, hand)),
                                                          " ".join(map(cstr, t.user))))
            t.user = list(hand)
        if top is not None and top != t.top:
            self.v("shown top %s != %s" % (cstr(top), cstr(t.top)))
        if declared is not False and declared != t.declared:
            self.v("shown declared suit %s != %s" % (declared, t.declared))
        if stock_n is not None and stock_n != len(t.stock):
            self.v("shown stock %d != %d" % (stock_n, len(t.stock)))
        self.hand_order = list(hand)

    def check_alive(self, t, what):
        if t.must_end and not getattr(t, "late_reported", False):
            self.v("%s after the game should have ended (%s)" % (what, t.must_end))
            t.late_reported = True   # report once per game

    def _draw(self, who, c):
        t = self.need_game("draw")
        self.check_alive(t, who + " draw")
        hand = t.user if who == "user" else t.comp
        if t.turn != who or t.expect_declare:
            self.v("%s draws out of turn" % who)
            t.turn = who
        if not t.drew:
            policy = self.a.draw_policy if who == "user" else "forbid"
            if policy != "voluntary" and t.has_play(hand):
                self.v("%s drew although it could play (top %s, declared %s, hand %s)" %
                       (who, cstr(t.top), t.declared, " ".join(map(cstr, hand))))
        else:
            if len(t.drew) >= 3:
                self.v("%s drew a %d-th card in one turn" % (who, len(t.drew) + 1))
            if t.playable(t.drew[-1]):
                self.v("%s kept drawing after a playable card %s" % (who, cstr(t.drew[-1])))
        if not t.stock:
            raise Violation("%s draws from an empty stockpile" % who)
        got = t.stock.pop(0)
        if c is not None and c != got:
            self.v("%s drew %s but the stockpile top was %s" % (who, cstr(c), cstr(got)))
            if c in t.stock:
                t.stock.remove(c)
                t.stock.insert(0, got)
                got = c
        hand.append(got)
        t.drew.append(got)
        if not t.stock and not t.must_end:
            t.must_end = "stockpile empty"

    def _play(self, who, cards):
        t = self.need_game("play")
        self.check_alive(t, who + " play")
        hand = t.user if who == "user" else t.comp
        if t.turn != who or t.expect_declare:
            self.v("%s plays out of turn" % who)
        for c in cards:
            if c not in hand:
                self.v("%s plays %s which is not in its hand" % (who, cstr(c)))
        if not t.legal(cards):
            self.v("%s made an illegal play %s on %s (declared %s)" %
                   (who, " ".join(map(cstr, cards)), cstr(t.top), t.declared))
        if t.drew:
            if not t.playable(t.drew[-1]):
                self.v("%s played after drawing an unplayable card" % who)
            elif self.a.draw_policy != "voluntary" or who == "comp":
                if cards != [t.drew[-1]]:
                    self.v("%s played %s instead of the drawn card" % (who, " ".join(map(cstr, cards))))
        elif who == "comp":
            pass
        for c in cards:
            if c in hand:
                hand.remove(c)
            t.top = c
        t.declared = None
        t.drew = []
        t.turn = "comp" if who == "user" else "user"
        if not hand and not t.must_end:
            t.must_end = "%s hand empty" % who
        elif cards[-1][0] == 8:
            t.expect_declare = who

    def apply_declare(self, who, suit, echo=True):
        t = self.need_game("declare")
        if t.expect_declare != who:
            if echo and who == "user" and t.declared == suit:
                return          # echo of a suit already applied
            self.v("%s declares a suit without having played an 8" % who)
        t.declared = suit
        t.expect_declare = None

    def ev_user_draw(self, c):
        self._draw("user", c)

    def ev_comp_draw(self, c):
        self._draw("comp", c)

    def ev_user_play(self, cards):
        p = self.last_sent
        if p is not None and p["kind"] == "play" and p.get("applied") is None:
            p["applied"] = True
            if p["cards"] != cards and not self.t.drew:
                self.v("program played %s, referee asked for %s" %
                       (" ".join(map(cstr, cards)), " ".join(map(cstr, p["cards"]))))
        self._play("user", cards)

    def ev_comp_play(self, cards):
        self._play("comp", cards)

    def ev_user_declare(self, suit):
        self.apply_declare("user", suit)

    def ev_comp_declare(self, suit):
        self.apply_declare("comp", suit)

    def _pass(self, who):
        t = self.need_game("pass")
        self.check_alive(t, who + " pass")
        if t.turn != who:
            self.v("%s passes out of turn" % who)
        if len(t.drew) != 3 or any(t.playable(c) for c in t.drew):
            self.v("%s passes after drawing %s" % (who, " ".join(map(cstr, t.drew))))
        t.drew = []
        t.turn = "comp" if who == "user" else "user"

    def ev_user_pass(self):
        self._pass("user")

    def ev_comp_pass(self):
        self._pass("comp")

    def ev_gameover(self, info):
        t = self.need_game("game over")
        if not t.must_end:
            self.v("game ended although no hand is empty and the stockpile has %d cards" %
                   len(t.stock))
        up, cp = t.points(t.user), t.points(t.comp)
        if info.get("user_pts") is not None and info["user_pts"] != up:
            self.v("user points %s != %d" % (info["user_pts"], up))
        if info.get("comp_pts") is not None and info["comp_pts"] != cp:
            self.v("computer points %s != %d" % (info["comp_pts"], cp))
        want = "user" if up < cp else "comp" if cp < up else "tie"
        if info.get("winner") != want:
            self.v("winner %s, expected %s (user %d, computer %d)" %
                   (info.get("winner"), want, up, cp))
        key = "end:" + (t.must_end or "none")
        self.cov[key] = self.cov.get(key, 0) + 1
        t.ended = True
        t.result = want
        self.results.append(want)
        self.games_done += 1

    # ---------------------------------------------------------------- replies
    def respond(self, kind):
        if kind.startswith("setup:"):
            reply, valid = self.a.answer_setup(kind[6:], self.rng, self.setup)
            self.pending = {"kind": "setup", "valid": valid, "text": reply}
            return reply
        if kind == "again":
            if self.t is None or not self.t.ended:
                self.v("play-again question before the game ended")
            if self.games_done >= self.games_wanted:
                return self.a.quit_word(self.rng)
            return self.a.again_word(self.rng)
        if kind == "suit":
            t = self.need_game("suit prompt")
            if t.expect_declare != "user":
                self.v("suit asked without the user playing an 8")
            if self.rng.random() < 0.2:
                g = self.a.garbage_suit(self.rng)
                self.pending = {"kind": "suit", "valid": False, "text": g, "why": "bad suit"}
                return g
            s = self.rng.choice(SUITS)
            txt = self.a.encode_suit(s, self.rng)
            self.pending = {"kind": "suit", "valid": True, "text": txt, "suit": s}
            return txt
        if kind == "move":
            self.moves += 1
            if self.eof_at is not None and self.moves >= self.eof_at:
                return None
            return self.choose_move()
        raise Violation("unknown prompt kind %s" % kind)

    def choose_move(self):
        t = self.need_game("move prompt")
        self.check_alive(t, "move prompt")
        if t.turn != "user" or t.expect_declare:
            self.v("move prompt when it is not the user's turn")
        hand = t.user
        order = self.hand_order if sorted(self.hand_order) == sorted(hand) else list(hand)
        rng = self.rng
        legal_singles = [c for c in hand if t.playable(c)]
        multis = []
        byface = [c for c in hand if c[0] == t.top[0]]
        if len(byface) >= 2:
            sub = byface[:]
            rng.shuffle(sub)
            multis.append(sub[:rng.randint(2, len(sub))])
        drawn_mode = bool(t.drew)

        # ---- sometimes an invalid attempt
        if rng.random() < 0.3 and self.invalid_tries < 40:
            self.invalid_tries += 1
            opts = ["garbage"]
            bad = [c for c in hand if not t.playable(c)]
            if bad:
                opts.append("illegal")
            if t.declared:
                trap = [c for c in hand if c[1] == t.top[1] and c[1] != t.declared and c[0] != 8]
                if trap:
                    opts += ["trap"] * 3
            pairs = [(a, b) for a in hand for b in hand
                     if a != b and a[0] == b[0] and a[0] != t.top[0]]
            if pairs:
                opts += ["mixmulti"] * 2
            if self.a.draw_policy == "forbid" and legal_singles and not drawn_mode:
                opts.append("baddraw")
            if drawn_mode and self.a.draw_policy == "voluntary":
                opts.append("baddraw")
            opts += self.a.extra_invalid
            why = rng.choice(opts)
            if why == "illegal":
                cards = [rng.choice(bad)]
                txt = self.a.encode_play(cards, order, rng)
            elif why == "trap":
                cards = [rng.choice(trap)]
                txt = self.a.encode_play(cards, order, rng)
            elif why == "mixmulti":
                a, b = rng.choice(pairs)
                txt = self.a.encode_play([a, b], order, rng)
            elif why == "baddraw":
                txt = self.a.encode_draw(rng)
            else:
                txt = self.a.garbage_move(why, order, rng)
            self.pending = {"kind": "bad", "valid": False, "text": txt, "why": why}
            self.cov["bad:" + why] = self.cov.get("bad:" + why, 0) + 1
            self.last_sent = None
            return txt

        # ---- a valid move
        if drawn_mode:
            if not legal_singles:
                raise Violation("move prompt after an unplayable draw")
            choices = [[c] for c in legal_singles] + multis
        else:
            choices = [[c] for c in legal_singles] + multis * 2
        want_draw = not choices or (self.a.draw_policy == "voluntary" and not drawn_mode
                                    and rng.random() < 0.15)
        if want_draw:
            if self.a.draw_policy == "auto":
                raise Violation("move prompt although the user has no playable card")
            txt = self.a.encode_draw(rng)
            self.pending = {"kind": "draw", "valid": True, "text": txt}
            self.last_sent = None
            return txt
        cards = rng.choice(choices)
        txt = self.a.encode_play(cards, order, rng)
        self.pending = {"kind": "play", "valid": True, "text": txt, "cards": cards}
        self.last_sent = self.pending
        return txt
