"""The rules of the spec, as an event-driven checker.

Cards are (face, suit) with face 1..13 and suit in 'CDHS'.
The model knows the whole deck (it replays the shuffle with glibc's rand), so
it checks every hand, every draw, every play, the end of the game and the
points.
"""
from glibc_rand import GlibcRand


class RefError(Exception):
    pass


FACES = {1: "A", 11: "J", 12: "Q", 13: "K"}
SYM = {"C": "\u2663", "S": "\u2660", "H": "\u2665", "D": "\u2666"}


def cs(c):
    return FACES.get(c[0], str(c[0])) + SYM[c[1]]


def cl(cards):
    return " ".join(cs(c) for c in cards)


def playable(c, top, called):
    if c[0] == 8:
        return True
    if c[1] == (called or top[1]):
        return True
    if not called and c[0] == top[0]:
        return True
    return False


def legal_play(cards, top, called):
    if not cards or len(set(cards)) != len(cards):
        return False
    if len(cards) == 1:
        return playable(cards[0], top, called)
    if called or top[0] == 8:
        return False
    return all(c[0] == top[0] for c in cards)


def points(hand):
    return sum(c[0] for c in hand)


class Model:
    def __init__(self, seed, suit_order, passes):
        self.rng = GlibcRand(seed)
        self.suit_order = suit_order
        self.passes = passes
        self.phase = "idle"
        self.games = 0
        self.log = []
        self.expect_reject = False
        self.progress = 0          # bumps on every game event

    # ------------------------------------------------------------ setup
    def ordered_deck(self):
        return [(f, s) for s in self.suit_order for f in range(1, 14)]

    def new_game(self):
        deck = self.ordered_deck()
        for _ in range(self.passes):
            for i in range(52):
                r = self.rng.rand() % 51
                deck[i], deck[r] = deck[r], deck[i]
        self.shuffled = list(deck)
        self.user = [deck[i] for i in range(0, 16, 2)]
        self.comp = [deck[i] for i in range(1, 16, 2)]
        self.top = deck[16]
        self.stock = deck[17:]
        self.called = None
        self.phase = "pregame"
        self.display = None
        self.last_user_play = None
        self.user_draws = []
        self.games += 1
        self.turns = 0
        self.result = None
        self.end_seen = {}
        self.log.append("game %d: user %s | comp %s | top %s" %
                        (self.games, cl(self.user), cl(self.comp), cs(self.top)))

    def fail(self, msg):
        raise RefError("game %d, turn %d: %s" % (self.games, self.turns, msg))

    # ------------------------------------------------------------ helpers
    def user_has_play(self):
        return any(playable(c, self.top, self.called) for c in self.user)

    def comp_has_play(self):
        return any(playable(c, self.top, self.called) for c in self.comp)

    def _end_reason(self, who_moved):
        if who_moved == "user" and not self.user:
            return "user_out"
        if who_moved == "comp" and not self.comp:
            return "comp_out"
        if not self.stock:
            return "stock"
        return None

    def _user_turn_done(self):
        self.turns += 1
        r = self._end_reason("user")
        if r:
            self.phase = "over_expected"
            self.end_reason = r
        else:
            self.phase = "comp"
            self.ct = {"draws": [], "acted": False, "need_call": False,
                       "had_play": self.comp_has_play()}

    def _finish_comp_turn(self):
        ct = self.ct
        d = ct["draws"]
        if not ct["acted"] and d and not self.stock and not playable(d[-1], self.top, self.called):
            ct["acted"] = True      # the stock ran out while drawing: an unannounced pass
        if not ct["acted"]:
            self.fail("computer's turn ended without a play or a pass (draws: %d)" % len(ct["draws"]))
        if ct["need_call"]:
            self.fail("computer played an 8 but named no suit")
        self.turns += 1
        r = self._end_reason("comp")
        self.phase = "user"
        self.display = None
        return r

    def _apply_play(self, hand, cards):
        for c in cards:
            hand.remove(c)
        self.top = cards[-1]
        self.called = None

    # ------------------------------------------------------------ driver actions
    def user_play(self, cards):
        """the referee sent a legal play"""
        if self.phase != "user":
            self.fail("internal: user_play in phase " + self.phase)
        if not legal_play(cards, self.top, self.called):
            self.fail("internal: referee chose illegal play " + cl(cards))
        self._apply_play(self.user, cards)
        self.last_user_play = {"cards": list(cards), "echoed": False}
        self.progress += 1
        if cards[-1][0] == 8 and self.user:
            self.phase = "user_suit"
        else:
            self._user_turn_done()

    def user_suit(self, s):
        if self.phase != "user_suit":
            self.fail("internal: suit outside user_suit")
        self.called = s
        self.progress += 1
        self._user_turn_done()

    # ------------------------------------------------------------ events
    def handle(self, ev):
        kind = ev[0]
        getattr(self, "ev_" + kind)(*ev[1:])

    def ev_info(self, *a):
        pass

    def ev_deck(self, cards):
        if cards != self.ordered_deck():
            self.fail("printed ordered deck differs: " + cl(cards))

    def ev_shuffled(self, cards):
        if cards != self.shuffled:
            self.fail("printed shuffled deck differs from the spec's shuffle:\n got  %s\n want %s"
                      % (cl(cards), cl(self.shuffled)))

    def ev_dealt(self, user, comp):
        if self.phase != "pregame":
            self.fail("deal printed during play")
        if sorted(user) != sorted(self.user) or sorted(comp) != sorted(self.comp):
            self.fail("dealt hands differ:\n got user %s comp %s\n want user %s comp %s"
                      % (cl(user), cl(comp), cl(self.user), cl(self.comp)))

    def ev_state(self, hand, top, called, stock, opp):
        self.progress += 0
        if self.phase == "comp":
            r = self._finish_comp_turn()
            if r:
                self.fail("game should have ended (%s) but the next turn was shown" % r)
        elif self.phase == "over_expected":
            self.fail("game should have ended (%s) but a new turn was shown" % self.end_reason)
        elif self.phase == "pregame":
            self.phase = "user"
        elif self.phase != "user":
            self.fail("turn display in phase " + self.phase)
        if self.phase == "user" and self.display is not None and self.display_progress != self.progress:
            self.fail("turn display in the middle of a turn")
        if sorted(hand) != sorted(self.user):
            self.fail("shown hand differs:\n got  %s\n want %s" % (cl(hand), cl(self.user)))
        if len(hand) != len(set(hand)):
            self.fail("duplicate card in shown hand")
        if top != self.top:
            self.fail("top card shown %s, expected %s" % (cs(top), cs(self.top)))
        if called != self.called:
            self.fail("declared suit shown %s, expected %s" % (called, self.called))
        if stock is not None and stock != len(self.stock):
            self.fail("stock count shown %d, expected %d" % (stock, len(self.stock)))
        if opp is not None and opp != len(self.comp):
            self.fail("computer card count shown %d, expected %d" % (opp, len(self.comp)))
        self.display = list(hand)
        self.display_progress = self.progress
        self.user_draws = []

    def ev_reject(self, msg=""):
        if not self.expect_reject:
            self.fail("program rejected a legal input: %r" % msg)

    def ev_udraw(self, card):
        if self.phase != "user":
            self.fail("user draw shown in phase %s" % self.phase)
        if not self.user_draws:
            if self.user_has_play():
                self.fail("user made to draw although holding a playable card")
        else:
            if playable(self.user_draws[-1], self.top, self.called):
                self.fail("user kept drawing after a playable card")
        if len(self.user_draws) >= 3:
            self.fail("user drew more than 3 cards")
        if not self.stock:
            self.fail("user drew from an empty stock")
        exp = self.stock.pop(0)
        if card != exp:
            self.fail("user drew %s, top of stock is %s" % (cs(card), cs(exp)))
        self.user.append(card)
        self.user_draws.append(card)
        self.progress += 1
        if playable(card, self.top, self.called):
            # the drawn card is played at once
            self._apply_play(self.user, [card])
            self.last_user_play = {"cards": [card], "echoed": False}
            if card[0] == 8 and self.user:
                self.phase = "user_suit"
            else:
                self._user_turn_done()

    def ev_upass(self):
        if self.phase != "user" or not self.user_draws:
            self.fail("user pass without drawing (phase %s)" % self.phase)
        if playable(self.user_draws[-1], self.top, self.called):
            self.fail("pass after drawing a playable card")
        if len(self.user_draws) < 3 and self.stock:
            self.fail("pass after only %d draws with cards left in the stock" % len(self.user_draws))
        self.progress += 1
        self._user_turn_done()

    def ev_uplay(self, cards):
        if self.expect_reject:
            self.fail("program accepted an invalid play: it reports the user played %s" % cl(cards))
        lp = self.last_user_play
        if lp is None or lp["echoed"]:
            self.fail("program reports a user play %s that was not made" % cl(cards))
        if cards != lp["cards"]:
            self.fail("program reports user play %s, made %s" % (cl(cards), cl(lp["cards"])))
        lp["echoed"] = True

    def ev_ucall(self, s):
        if self.called != s:
            self.fail("program reports user called %s, model has %s" % (s, self.called))

    def _comp_check(self):
        if self.phase != "comp":
            self.fail("computer acts in phase " + self.phase)
        if self.ct["acted"]:
            self.fail("computer acts twice in one turn")

    def ev_cdraw(self):
        self._comp_check()
        d = self.ct["draws"]
        if not d and self.ct["had_play"]:
            self.fail("computer drew although it could play (hand %s, top %s, called %s)"
                      % (cl(self.comp), cs(self.top), self.called))
        if d and playable(d[-1], self.top, self.called):
            self.fail("computer kept drawing after a playable card")
        if len(d) >= 3:
            self.fail("computer drew more than 3 cards")
        if not self.stock:
            self.fail("computer drew from an empty stock")
        c = self.stock.pop(0)
        self.comp.append(c)
        d.append(c)
        self.progress += 1

    def ev_cplay(self, cards, suit=None):
        self._comp_check()
        d = self.ct["draws"]
        for c in cards:
            if c not in self.comp:
                self.fail("computer played %s which it does not hold" % cs(c))
        if d:
            if cards != [d[-1]]:
                self.fail("computer drew %s but played %s" % (cs(d[-1]), cl(cards)))
        if not legal_play(cards, self.top, self.called):
            self.fail("computer made an illegal play %s on %s (called %s)"
                      % (cl(cards), cs(self.top), self.called))
        self._apply_play(self.comp, cards)
        self.ct["acted"] = True
        self.progress += 1
        if cards[-1][0] == 8 and self.comp:
            self.ct["need_call"] = True
        if suit is not None:
            self.ev_ccall(suit)

    def ev_ccall(self, suit):
        if self.phase != "comp" or not self.ct["need_call"]:
            self.fail("computer named a suit without playing an 8")
        self.called = suit
        self.ct["need_call"] = False

    def ev_cpass(self):
        self._comp_check()
        d = self.ct["draws"]
        if not d:
            self.fail("computer passed without drawing")
        if playable(d[-1], self.top, self.called):
            self.fail("computer passed after drawing a playable card")
        if len(d) < 3 and self.stock:
            self.fail("computer passed after %d draws with cards in the stock" % len(d))
        self.ct["acted"] = True
        self.progress += 1

    def ev_over(self, reason=None):
        d = self.user_draws
        if (self.phase == "user" and d and not self.stock and d[-1] in self.user
                and not playable(d[-1], self.top, self.called)):
            self._user_turn_done()  # the stock ran out while the user drew: an unannounced pass
        if self.phase == "comp":
            r = self._finish_comp_turn()
            if not r:
                self.fail("game ended but neither hand is empty nor the stock (stock %d)" % len(self.stock))
            self.end_reason = r
        elif self.phase != "over_expected":
            self.fail("game ended in phase %s" % self.phase)
        self.phase = "over"
        self.progress += 1
        up, cp = points(self.user), points(self.comp)
        self.result = "user" if up < cp else "comp" if cp < up else "tie"
        self.log.append("game %d over (%s): user %d pts, comp %d pts -> %s"
                        % (self.games, self.end_reason, up, cp, self.result))

    def ev_points(self, up, cp):
        if self.phase != "over":
            self.fail("points shown before the game ended")
        if (up, cp) != (points(self.user), points(self.comp)):
            self.fail("points shown you %d / computer %d, expected %d / %d (user %s, comp %s)"
                      % (up, cp, points(self.user), points(self.comp), cl(self.user), cl(self.comp)))
        self.end_seen["points"] = True

    def ev_winner(self, w):
        if self.phase != "over":
            self.fail("winner announced before the game ended")
        if w != self.result:
            self.fail("winner announced %s, expected %s" % (w, self.result))
        self.end_seen["winner"] = True

    def ev_record(self, name, wins, losses):
        self.record_seen = (name, wins, losses)

    def ev_prompt(self, kind, text=""):
        pass
