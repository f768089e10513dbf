"""Rules model and transcript checker for the Crazy Eights referee.

Cards are tuples (face, suit) with face 1..13 and suit one of 'CDHS'.

An adapter turns a program's transcript into a list of generic events; the
Checker replays those events against its own model of the game (deck from an
emulation of glibc rand(), the exact shuffle of the spec, the deal, the
stockpile) and reports every rule the program broke.
"""
from glibc_rand import GlibcRand

SUITS = 'CDHS'
FACE_TXT = {1: 'A', 11: 'J', 12: 'Q', 13: 'K'}


def ctext(c):
    return FACE_TXT.get(c[0], str(c[0])) + c[1]


def playable(c, top, suit):
    return c[0] == 8 or c[0] == top[0] or c[1] == suit


def legal_play(cards, top, suit):
    """True/False for plays the spec decides, None for plays it leaves open."""
    if not cards or len(set(cards)) != len(cards):
        return False
    if len(cards) == 1:
        return playable(cards[0], top, suit)
    if all(c[0] == top[0] for c in cards):
        if top[0] == 8:
            return None          # several eights on an eight: spec says "another eight"
        return True
    return False


def points(hand):
    return sum(c[0] for c in hand)


# ---------------------------------------------------------------------------
# rand stream cache: one long list of rand() outputs per seed
# ---------------------------------------------------------------------------
_STREAMS = {}
_SHUFFLES = {}


def rand_at(seed, k):
    st = _STREAMS.get(seed)
    if st is None:
        st = _STREAMS[seed] = ([], GlibcRand(seed))
    vals, g = st
    while len(vals) <= k:
        vals.append(g.rand())
    return vals[k]


def shuffled(seed, offset, passes, ordered):
    key = (seed, offset, passes, tuple(ordered))
    if key not in _SHUFFLES:
        deck = list(ordered)
        k = offset
        n = len(deck)
        rand_at(seed, offset + passes * n)    # fill the stream at once
        vals = _STREAMS[seed][0]
        for _ in range(passes):
            for i in range(n):
                j = vals[k] % 51
                k += 1
                deck[i], deck[j] = deck[j], deck[i]
        _SHUFFLES[key] = deck
    return list(_SHUFFLES[key])


class Turn:
    def __init__(self, who):
        self.who = who
        self.draws = []          # (card or None, playable_at_draw)
        self.plays = []
        self.orig_top = None
        self.orig_suit = None
        self.intended = set()    # cards the user chose
        self.declared = None
        self.passed = False
        self.requested_draw = False
        self.had_playable = None


class Checker:
    def __init__(self, ad, seed, stats_init):
        self.ad = ad
        self.seed = seed
        self.rng_pos = 0
        self.errors = []
        self.stats = {k: list(v) for k, v in stats_init.items()}
        self.user = None
        self.rec = None
        self.game_no = 0
        self.games_finished = 0
        self.in_game = False
        self.game_over = False
        self.deck = None
        self.lazy = None
        self.user_hand = []
        self.comp_hand = []
        self.stock = []
        self.top = None
        self.active = None
        self.declared = False
        self.turn = None
        self.end_required = None
        self.hand_order = []
        self.pending_prompt = None
        self.quit_requested = False
        self.after_quit_events = 0
        self.expected_winner = None
        self.menu_choice = None
        self.last_name = None
        self.ev_i = 0
        self.turns_played = 0
        self.flags = set()       # facts for the report (e.g. 'multi_user')
        self.ends = []           # how each game ended
        self.session = {'user': 0, 'comp': 0, 'tie': 0}

    # -------------------------------------------------------------------
    def err(self, msg):
        self.errors.append('game %d, event %d: %s' % (self.game_no, self.ev_i, msg))

    def hand(self, who):
        return self.user_hand if who == 'user' else self.comp_hand

    # -------------------------------------------------------------------
    def run(self, events, intents):
        inp = 0
        pending = None
        n_prompts = sum(1 for e in events if e[0] == 'prompt')
        for i, ev in enumerate(events):
            self.ev_i = i
            if pending is not None:
                pev, intent = pending
                rejected = ev[0] == 'error' or (ev[0] == 'prompt' and ev == pev)
                self.resolve(pev, intent, not rejected)
                pending = None
                if ev[0] == 'error':
                    continue
            if self.quit_requested and ev[0] not in ('error',):
                self.after_quit_events += 1
                self.err('output after the user chose to quit: %r' % (ev,))
            if ev[0] == 'prompt':
                if inp < len(intents):
                    pending = (ev, intents[inp])
                    inp += 1
                else:
                    self.pending_prompt = ev
            else:
                self.handle(ev)
        if pending is not None:
            self.resolve(pending[0], pending[1], True)
        return n_prompts, inp

    # -------------------------------------------------------------------
    def resolve(self, pev, intent, accepted):
        kind = pev[1]
        v = intent.get('valid')
        what = '%s input %r' % (kind, intent.get('text'))
        if v is True and not accepted:
            self.err('valid %s was refused' % what)
        if v is False and accepted:
            self.err('invalid %s was accepted' % what)
        if not accepted:
            return
        ik = intent.get('kind')
        if ik == 'lazy':
            self.lazy = intent['value']
        elif ik == 'menu':
            self.menu_choice = intent['choice']
        elif ik == 'name':
            self.last_name = intent['name']
        elif ik == 'play':
            if self.turn is None or self.turn.who != 'user':
                self.err('play input accepted outside the user turn')
                return
            self.turn.intended |= set(intent['cards'])
        elif ik == 'draw':
            if self.turn is not None:
                self.turn.requested_draw = True
        elif ik == 'also':
            if intent['yes'] and self.turn is not None:
                self.turn.intended.add(intent['card'])
        elif ik == 'suit':
            if self.turn is not None:
                self.turn.declared_intent = intent['suit']
        elif ik == 'again':
            if intent['quit']:
                self.quit_requested = True

    # -------------------------------------------------------------------
    def ensure_deck(self):
        if self.deck is not None:
            return
        passes = self.ad.passes(self.lazy)
        self.deck = shuffled(self.seed, self.rng_pos, passes, self.ad.ordered)
        self.rng_pos += passes * 52
        d = self.deck
        self.dealt_user = [d[i] for i in range(0, 16, 2)]
        self.dealt_comp = [d[i] for i in range(1, 16, 2)]

    def start_turn(self, who):
        if self.end_required:
            self.err('game went on although %s' % self.end_required)
            self.end_required = None
        if self.turn is None and who != 'user':
            self.err('the computer moved first')
        self.turn = Turn(who)
        self.turns_played += 1

    def switch_to(self, who):
        if not self.in_game:
            self.err('%s move outside a game' % who)
            return
        if self.turn is not None and self.turn.who == who:
            return
        if self.turn is not None:
            self.close_turn()
        self.start_turn(who)

    def close_turn(self, at_game_over=False):
        t = self.turn
        if t is None:
            return
        h = self.hand(t.who)
        stock_empty = len(self.stock) == 0
        if t.plays:
            last = t.plays[-1]
            if last[0] == 8 and h and t.declared is None:
                self.err('%s played an eight without a declared suit' % t.who)
        else:
            if t.passed:
                pass
            elif len(t.draws) == 3 and not any(p for _, p in t.draws):
                pass
            elif stock_empty and at_game_over:
                pass
            elif not t.draws and at_game_over and (not self.user_hand or not self.comp_hand):
                pass
            else:
                self.err('%s turn ended without a play or a proper pass (draws %d)' % (t.who, len(t.draws)))
        if not h:
            self.end_required = '%s has no cards left' % t.who
        elif stock_empty:
            self.end_required = 'the stockpile is empty'
        self.turn = None if at_game_over else t

    # -------------------------------------------------------------------
    def handle(self, ev):
        k = ev[0]
        f = getattr(self, 'ev_' + k, None)
        if f is None:
            self.err('unknown event %r' % (ev,))
        else:
            f(*ev[1:])

    def ev_error(self, text):
        self.err('error message without a pending input: %r' % text)

    def ev_login(self, name, w, l):
        if self.last_name is not None and name != self.last_name:
            self.err('login name %s, but the user typed %s' % (name, self.last_name))
        exp = self.stats.get(name, [0, 0])
        if [w, l] != exp:
            self.err('record of %s shown as %d/%d, file says %d/%d' % (name, w, l, exp[0], exp[1]))
        self.user = name
        self.rec = list(exp)
        self.stats[name] = self.rec

    def ev_deck_ordered(self, cards):
        if list(cards) != list(self.ad.ordered):
            self.err('ordered deck differs from the expected one')
        if len(set(cards)) != 52:
            self.err('ordered deck is not 52 different cards')

    def ev_passes(self, n):
        if n < 100:
            self.err('only %d shuffle passes (needs >= 100)' % n)
        if n != self.ad.passes(self.lazy):
            self.err('program says %d passes, expected %d' % (n, self.ad.passes(self.lazy)))

    def ev_deck_shuffled(self, cards):
        self.ensure_deck()
        if list(cards) != self.deck:
            self.err('shuffled deck differs from the spec shuffle (rand()%%51, %d passes)' % self.ad.passes(self.lazy))

    def ev_demo_hand(self, who, cards):
        self.ensure_deck()
        exp = self.dealt_user if who == 'user' else self.dealt_comp
        if sorted(cards) != sorted(exp):
            self.err('dealt %s hand %s, expected %s' % (who, ' '.join(map(ctext, cards)), ' '.join(map(ctext, exp))))

    def ev_start(self, card):
        self.ensure_deck()
        self.game_no += 1
        self.in_game = True
        self.game_over = False
        self.user_hand = list(self.dealt_user)
        self.comp_hand = list(self.dealt_comp)
        self.stock = list(self.deck[17:])
        self.top = self.deck[16]
        self.active = self.top[1]
        self.declared = False
        self.turn = None
        self.end_required = None
        self.hand_order = list(self.user_hand)
        if card != self.top:
            self.err('first top card %s, expected %s' % (ctext(card), ctext(self.top)))

    def ev_user_turn(self):
        if not self.in_game:
            self.err('user turn outside a game')
            return
        if self.turn is not None:
            if self.turn.who == 'user':
                if self.turn.plays or self.turn.draws:
                    self.err('user got two turns in a row')
                    self.close_turn()
                    self.start_turn('user')
                return
            self.close_turn()
        self.start_turn('user')

    def ev_comp_turn(self):
        self.switch_to('comp')

    def ev_top(self, card, suit):
        if card != self.top:
            self.err('top card shown as %s, model %s' % (ctext(card), ctext(self.top) if self.top else None))
        if suit is not None and suit != self.active:
            self.err('suit to follow shown as %s, model %s' % (suit, self.active))
        if suit is None and self.top is not None and self.active != self.top[1]:
            self.err('declared suit %s not shown' % self.active)

    def ev_counts(self, stock, comp):
        if stock is not None and stock != len(self.stock):
            self.err('stockpile count %d, model %d' % (stock, len(self.stock)))
        if comp is not None and comp != len(self.comp_hand):
            self.err('computer card count %d, model %d' % (comp, len(self.comp_hand)))

    def ev_hand(self, cards):
        if sorted(cards) != sorted(self.user_hand):
            self.err('user hand shown as %s, model %s' % (' '.join(map(ctext, cards)), ' '.join(map(ctext, self.user_hand))))
        self.hand_order = list(cards)

    def ev_play(self, who, cards):
        self.switch_to(who)
        t = self.turn
        if t is None:
            return
        h = self.hand(who)
        if not self.stock:
            self.err('%s played %s after the stockpile ran out (the game should be over)'
                     % (who, ' '.join(map(ctext, cards))))
        for c in cards:
            if c not in h:
                self.err('%s played %s which is not in the hand' % (who, ctext(c)))
                continue
            if t.draws and not t.draws[-1][1]:
                self.err('%s played %s after drawing an unplayable card' % (who, ctext(c)))
            if who == 'user' and c not in t.intended:
                auto_ok = self.ad.autoplay_drawn and t.draws and t.draws[-1][0] == c and not t.plays
                if not auto_ok:
                    self.err('user card %s was played without being chosen' % ctext(c))
            if not t.plays:
                t.orig_top, t.orig_suit = self.top, self.active
                if not playable(c, self.top, self.active):
                    self.err('%s played %s on %s (suit to follow %s): illegal' % (who, ctext(c), ctext(self.top), self.active))
            else:
                if not (c[0] == t.orig_top[0] and all(p[0] == t.orig_top[0] for p in t.plays)):
                    self.err('%s played %s together with %s on %s: only cards of the top face may go together'
                             % (who, ctext(c), ' '.join(map(ctext, t.plays)), ctext(t.orig_top)))
            h.remove(c)
            t.plays.append(c)
            if len(t.plays) == 2:
                self.flags.add('multi_' + who)
            self.top = c
            self.active = c[1]
            self.declared = False

    def ev_declare(self, who, suit):
        t = self.turn
        if t is None or t.who != who or not t.plays or t.plays[-1][0] != 8:
            self.err('%s declared a suit without having just played an eight' % who)
        if who == 'user' and t is not None:
            want = getattr(t, 'declared_intent', None)
            if want is not None and want != suit:
                self.err('user declared %s but the program set %s' % (want, suit))
        if t is not None:
            t.declared = suit
        self.flags.add('eight_' + who)
        self.active = suit
        self.declared = True

    def ev_draw(self, who, card):
        self.switch_to(who)
        t = self.turn
        if t is None:
            return
        if not self.stock:
            self.err('%s drew from an empty stockpile' % who)
            return
        if t.plays:
            self.err('%s drew after playing' % who)
        if len(t.draws) >= 3:
            self.err('%s drew a %d. card in one turn (max 3)' % (who, len(t.draws) + 1))
        if t.draws and t.draws[-1][1]:
            self.err('%s kept drawing after drawing a playable card' % who)
        h = self.hand(who)
        if not t.draws:
            t.had_playable = any(playable(c, self.top, self.active) for c in h)
            if who == 'user':
                if not t.requested_draw:
                    self.err('user drew without asking to draw')
                if t.had_playable and not self.ad.voluntary_draw:
                    self.err('user was allowed to draw while holding a playable card')
        exp = self.stock.pop(0)
        if card is not None and card != exp:
            self.err('%s drew %s, the stockpile top was %s' % (who, ctext(card), ctext(exp)))
        h.append(exp)
        t.draws.append((exp, playable(exp, self.top, self.active)))

    def ev_pass(self, who):
        self.switch_to(who)
        t = self.turn
        if t is None:
            return
        if not (len(t.draws) == 3 and not any(p for _, p in t.draws)):
            if self.stock:
                self.err('%s passed after %d draws' % (who, len(t.draws)))
        t.passed = True
        self.flags.add('pass_' + who)

    def ev_game_over(self, reason):
        if not self.in_game:
            self.err('game over outside a game')
            return
        self.close_turn(at_game_over=True)
        self.end_required = None
        ue, ce, se = not self.user_hand, not self.comp_hand, not self.stock
        self.ends.append('stock' if se and not (ue or ce) else 'user_out' if ue else 'comp_out' if ce else '?')
        if not (ue or ce or se):
            self.err('game ended although both hold cards and the stockpile has %d' % len(self.stock))
        up, cp = points(self.user_hand), points(self.comp_hand)
        if ue:
            w = 'user'
        elif ce:
            w = 'comp'
        elif up < cp:
            w = 'user'
        elif cp < up:
            w = 'comp'
        else:
            w = 'tie'
        self.expected_winner = w
        self.session[w] += 1
        if self.rec is not None:
            if w == 'user':
                self.rec[0] += 1
            elif w == 'comp':
                self.rec[1] += 1
        self.in_game = False
        self.game_over = True
        self.games_finished += 1
        self.deck = None
        self.lazy = None if self.ad.lazy_each_game else self.lazy

    def ev_points(self, who, p):
        exp = points(self.hand(who))
        if p != exp:
            self.err('%s points shown as %d, face values add up to %d (%s)'
                     % (who, p, exp, ' '.join(map(ctext, self.hand(who)))))

    def ev_final_hand(self, who, cards):
        if sorted(cards) != sorted(self.hand(who)):
            self.err('final %s hand %s, model %s' % (who, ' '.join(map(ctext, cards)), ' '.join(map(ctext, self.hand(who)))))

    def ev_winner(self, w):
        if w != self.expected_winner:
            self.err('winner announced: %s, expected %s (user %d pts, comp %d pts)'
                     % (w, self.expected_winner, points(self.user_hand), points(self.comp_hand)))

    def ev_record(self, name, w, l):
        if self.rec is None:
            self.err('record shown without a login')
            return
        if name != self.user or [w, l] != self.rec:
            self.err('record shown %s %d/%d, expected %s %d/%d' % (name, w, l, self.user, self.rec[0], self.rec[1]))

    def ev_session(self, games, up, cp, decimals):
        g = self.games_finished
        if games != g:
            self.err('session shows %d games played, %d were played' % (games, g))
            return
        tol = 0.5 * 10 ** -decimals + 1e-9
        eu, ec = 100.0 * self.session['user'] / g, 100.0 * self.session['comp'] / g
        if abs(up - eu) > tol or abs(cp - ec) > tol:
            self.err('win percentages shown %s/%s, expected %.2f/%.2f' % (up, cp, eu, ec))

    def ev_info(self, *a):
        pass
