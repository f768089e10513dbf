//! The rules of Crazy Eights as the ECE 175 spec gives them, as plain data and pure
//! functions: the ordered deck and the spec's shuffle, the deal, what a turn may play, the
//! end of a game and its scores. No input, no output: [`super::render`] prints, and the flow
//! in [`super`] asks the players.

use std::fmt;

use super::mistakes::Slips;
use crate::rng::GameRng;

/// The four suits, in the order the spec lists them and the ordered deck holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    Clubs,
    Spades,
    Hearts,
    Diamonds,
}

impl Suit {
    /// Every suit, in deck order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

    /// Its place in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A card: a suit and a face, 1 (Ace) to 13 (King).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub suit: Suit,
    pub face: u8,
}

/// The face that is wild: an 8 may be played on anything and names the suit to follow.
pub const EIGHT: u8 = 8;

impl Card {
    pub fn new(suit: Suit, face: u8) -> Card {
        debug_assert!((1..=13).contains(&face));
        Card { suit, face }
    }

    /// What the card counts in a hand at the end: its face value (Jack 11, Queen 12, King 13).
    pub fn points(self) -> u32 {
        u32::from(self.face)
    }

    pub fn is_eight(self) -> bool {
        self.face == EIGHT
    }
}

/// The number of cards in a deck.
pub const DECK: usize = 52;
/// The cards each player is dealt.
pub const HAND: usize = 8;
/// The most cards a player draws on one turn.
pub const MAX_DRAWS: usize = 3;
/// How often the spec's shuffle pass is repeated by default ("at least 100 times").
pub const SHUFFLE_PASSES: u32 = 100;
/// The spec's swap targets: "a random number in the range of 0 to 50".
pub const SWAP_RANGE: u32 = 51;

/// The ordered deck: for each suit in [`Suit::ALL`] order, Ace through King.
pub fn ordered_deck() -> [Card; DECK] {
    std::array::from_fn(|index| Card::new(Suit::ALL[index / 13], (index % 13) as u8 + 1))
}

/// The spec's shuffle: for each index in turn, swap its card with the card at a random
/// index in 0..=50 (as written: the last card is never a target, only swapped from), and
/// repeat the whole pass `passes` times.
pub fn shuffle(deck: &mut [Card; DECK], passes: u32, rng: &mut GameRng) {
    for _ in 0..passes {
        for index in 0..DECK {
            let target = rng.below(SWAP_RANGE) as usize;
            deck.swap(index, target);
        }
    }
}

/// The two players; the user always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    User,
    Computer,
}

impl Seat {
    pub fn index(self) -> usize {
        match self {
            Seat::User => 0,
            Seat::Computer => 1,
        }
    }

    pub fn other(self) -> Seat {
        match self {
            Seat::User => Seat::Computer,
            Seat::Computer => Seat::User,
        }
    }
}

/// Cards put on the discard pile in one turn, and the suit named when they are eights.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    pub cards: Vec<Card>,
    pub declared: Option<Suit>,
}

/// Why a play is not allowed, in the order it is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// No card at all.
    Empty,
    /// A card that is not in the player's hand, or one card twice.
    NotInHand,
    /// Several cards whose faces differ.
    MixedFaces,
    /// Several cards whose face is not the top card's (rule 6a).
    SeveralNotOnFace,
    /// Eights without a suit to follow, or a suit named with cards that are not eights.
    Declaration,
    /// One card that matches neither the top card's face nor the suit to follow.
    NoMatch,
}

/// Where a card lies in a game: at an index of a hand, at a place in the stockpile (0 is
/// the next card drawn), or on top of the discard pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Hand(Seat, usize),
    Stock(usize),
    Top,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A player played the last card of their hand.
    HandEmpty(Seat),
    /// The stockpile has no card left.
    StockEmpty,
}

/// A game in progress: the hands, the stockpile and the discard pile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    hands: [Vec<Card>; 2],
    /// The stockpile, its top card last.
    stock: Vec<Card>,
    /// The discard pile, its top card last.
    discard: Vec<Card>,
    /// The suit an eight on top named.
    declared: Option<Suit>,
    turns: u32,
    /// The mistakes these rules make, if any (none in the spec's game).
    slips: Slips,
    /// The game ends with the draw that empties the stockpile, in the middle of a turn
    /// (`as soon as … there is no card left in the stockpile`), rather than once the turn
    /// is over.
    stock_out_at_once: bool,
}

impl Game {
    /// Deals a shuffled `deck` as the spec says: one card to the user, one to the computer,
    /// and so on until each has [`HAND`]; the next card is turned to start the discard
    /// pile and the rest is the stockpile, dealt from the front of the deck.
    pub fn deal(deck: &[Card; DECK]) -> Game {
        let mut hands = [Vec::with_capacity(DECK), Vec::with_capacity(DECK)];
        for (index, &card) in deck[..2 * HAND].iter().enumerate() {
            hands[index % 2].push(card);
        }
        let turned = deck[2 * HAND];
        let stock = deck[2 * HAND + 1..].iter().rev().copied().collect();
        Game {
            hands,
            stock,
            discard: vec![turned],
            declared: None,
            turns: 0,
            slips: Slips::default(),
            stock_out_at_once: false,
        }
    }

    /// The same game, ended by the draw that empties the stockpile when `at_once`, in the
    /// middle of the turn (the `stock-out` choice).
    pub fn with_stock_out_at_once(mut self, at_once: bool) -> Game {
        self.stock_out_at_once = at_once;
        self
    }

    /// Whether the game ended with the draw just made: it emptied the stockpile and the
    /// game ends at once.
    pub fn stock_ran_out_now(&self) -> bool {
        self.stock_out_at_once && self.stock.is_empty()
    }

    /// The same game, played with the rules' mistakes `slips` (see [`super::mistakes`]).
    pub fn with_slips(mut self, slips: Slips) -> Game {
        self.slips = slips;
        self
    }

    /// The mistakes these rules make: the players' draws follow them too.
    pub fn slips(&self) -> Slips {
        self.slips
    }

    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    /// The top card of the discard pile.
    pub fn top(&self) -> Card {
        *self
            .discard
            .last()
            .expect("the discard pile is never empty")
    }

    /// The suit an eight on top named, if it did.
    pub fn declared(&self) -> Option<Suit> {
        self.declared
    }

    /// The suit a single card must have to be played: the one named, or the top card's.
    pub fn suit_to_follow(&self) -> Suit {
        self.declared.unwrap_or(self.top().suit)
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The cards of the stockpile, the next one to be drawn first.
    pub fn stock(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    /// Turns taken so far, both players counted.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Whether `card` may be played alone: an eight, a card of the suit to follow, or one
    /// of the top card's face (not after an eight named a suit: then only that suit or
    /// another eight).
    pub fn fits(&self, card: Card) -> bool {
        card.is_eight()
            || card.suit == self.suit_to_follow()
            || (self.declared.is_none() && card.face == self.top().face)
    }

    /// Whether `card` may be played alone by `seat`, as these rules' mistakes have it: a
    /// seat that overlooks the named suit matches the eight on top as any other card.
    fn fits_for(&self, seat: Seat, card: Card) -> bool {
        let overlooks = match seat {
            Seat::User => self.slips.any_card_after_eight,
            Seat::Computer => self.slips.computer_ignores_named_suit,
        };
        match overlooks && self.declared.is_some() {
            true => card.is_eight() || card.suit == self.top().suit || card.face == self.top().face,
            false => self.fits(card),
        }
    }

    /// Whether the player in `seat` holds a card that can be played.
    pub fn can_play(&self, seat: Seat) -> bool {
        self.hand(seat)
            .iter()
            .any(|&card| self.fits_for(seat, card))
    }

    /// Checks a play by `seat` against the rules of step 6: several cards must all have the
    /// top card's face (6a); one card must fit (6b); eights, alone or as 6a allows, must
    /// name a suit (6c), and nothing else may.
    pub fn check(&self, seat: Seat, play: &Play) -> Result<(), PlayError> {
        let cards = &play.cards;
        let Some(&first) = cards.first() else {
            return Err(PlayError::Empty);
        };
        let mut left = self.hand(seat).to_vec();
        for card in cards {
            let at = left
                .iter()
                .position(|c| c == card)
                .ok_or(PlayError::NotInHand)?;
            left.swap_remove(at);
        }
        if cards.iter().any(|card| card.face != first.face) {
            return Err(PlayError::MixedFaces);
        }
        let off_face = self.declared.is_some() || first.face != self.top().face;
        let any_face = self.slips.multi_card_any_face && self.fits_for(seat, first);
        if cards.len() > 1 && off_face && !any_face {
            return Err(PlayError::SeveralNotOnFace);
        }
        if first.is_eight() != play.declared.is_some() {
            return Err(PlayError::Declaration);
        }
        if !self.fits_for(seat, first) {
            return Err(PlayError::NoMatch);
        }
        Ok(())
    }

    /// Every play `seat` may make, in hand order: each fitting card alone (an eight once
    /// for each suit it may name), then each set of two or more cards of the top card's
    /// face.
    pub fn legal_plays(&self, seat: Seat) -> Vec<Play> {
        let hand = self.hand(seat);
        let mut plays = Vec::new();
        let declarations = |cards: Vec<Card>| -> Vec<Play> {
            if cards[0].is_eight() {
                Suit::ALL
                    .iter()
                    .map(|&suit| Play {
                        cards: cards.clone(),
                        declared: Some(suit),
                    })
                    .collect()
            } else {
                vec![Play {
                    cards,
                    declared: None,
                }]
            }
        };
        for &card in hand.iter().filter(|&&card| self.fits_for(seat, card)) {
            plays.extend(declarations(vec![card]));
        }
        if self.declared.is_none() {
            let same: Vec<Card> = (hand.iter().copied())
                .filter(|card| card.face == self.top().face)
                .collect();
            for mask in 1u32..(1 << same.len()) {
                if mask.count_ones() < 2 {
                    continue;
                }
                let cards: Vec<Card> = (same.iter().enumerate())
                    .filter(|(bit, _)| mask & (1 << bit) != 0)
                    .map(|(_, &card)| card)
                    .collect();
                plays.extend(declarations(cards));
            }
        }
        plays
    }

    /// Puts a checked play on the discard pile.
    pub fn apply(&mut self, seat: Seat, play: &Play) {
        debug_assert_eq!(self.check(seat, play), Ok(()));
        let hand = &mut self.hands[seat.index()];
        for card in &play.cards {
            if let Some(at) = hand.iter().position(|c| c == card) {
                hand.remove(at);
            }
        }
        self.discard.extend(&play.cards);
        self.declared = match self.slips.named_suit_never_cleared {
            true => play.declared.or(self.declared),
            false => play.declared,
        };
    }

    /// Draws the stockpile's top card into `seat`'s hand; `None` when it is empty.
    pub fn draw(&mut self, seat: Seat) -> Option<Card> {
        let card = self.stock.pop()?;
        self.hands[seat.index()].push(card);
        Some(card)
    }

    /// Ends a turn: the game is over once a hand or the stockpile is empty (checked after
    /// every turn, the mover's hand first).
    pub fn end_turn(&mut self, seat: Seat) -> Option<Ending> {
        self.turns += 1;
        if self.hand(seat).is_empty() {
            Some(Ending::HandEmpty(seat))
        } else if self.hand(seat.other()).is_empty() {
            Some(Ending::HandEmpty(seat.other()))
        } else if self.stock.is_empty() {
            Some(Ending::StockEmpty)
        } else {
            None
        }
    }

    /// Where `card` lies while it can still be moved by [`Game::swap`]: in a hand, in the
    /// stockpile, or on top of the discard pile; `None` once it is under the top card.
    pub fn spot_of(&self, card: Card) -> Option<Spot> {
        for seat in [Seat::User, Seat::Computer] {
            if let Some(at) = self.hand(seat).iter().position(|&c| c == card) {
                return Some(Spot::Hand(seat, at));
            }
        }
        if let Some(at) = self.stock().position(|c| c == card) {
            return Some(Spot::Stock(at));
        }
        (self.top() == card).then_some(Spot::Top)
    }

    /// The card at `spot`, if there is one.
    pub fn card_at(&self, spot: Spot) -> Option<Card> {
        match spot {
            Spot::Hand(seat, at) => self.hand(seat).get(at).copied(),
            Spot::Stock(at) => self.stock().nth(at),
            Spot::Top => Some(self.top()),
        }
    }

    /// Exchanges the cards at two spots. This is how a game replayed with a program's own
    /// shuffle learns it: a card the program showed is swapped into the place it was shown
    /// in, and the deck stays one of 52 distinct cards.
    pub fn swap(&mut self, a: Spot, b: Spot) {
        let (Some(first), Some(second)) = (self.card_at(a), self.card_at(b)) else {
            return;
        };
        self.set(a, second);
        self.set(b, first);
    }

    fn set(&mut self, spot: Spot, card: Card) {
        match spot {
            Spot::Hand(seat, at) => self.hands[seat.index()][at] = card,
            Spot::Stock(at) => {
                let index = self.stock.len() - 1 - at;
                self.stock[index] = card;
            }
            Spot::Top => {
                let top = self.discard.len() - 1;
                self.discard[top] = card;
            }
        }
    }

    /// The points left in `seat`'s hand: the sum of its face values.
    pub fn points(&self, seat: Seat) -> u32 {
        let slips = self.slips;
        let counted = |card: &Card| match card.face {
            11..=13 if slips.face_cards_count_ten => 10,
            1 if slips.aces_count_eleven => 11,
            _ => card.points(),
        };
        self.hand(seat).iter().map(counted).sum()
    }

    /// The winner: the hand with fewer points; `None` for a tie.
    pub fn winner(&self) -> Option<Seat> {
        let (user, computer) = (self.points(Seat::User), self.points(Seat::Computer));
        let order = match self.slips.most_points_win {
            true => computer.cmp(&user),
            false => user.cmp(&computer),
        };
        match order {
            std::cmp::Ordering::Less => Some(Seat::User),
            std::cmp::Ordering::Greater => Some(Seat::Computer),
            std::cmp::Ordering::Equal => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Suit::Clubs => "clubs",
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub fn card(text: &str) -> Card {
        let (face, suit) = text.split_at(text.len() - 1);
        let face = match face {
            "A" => 1,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            number => number.parse().unwrap(),
        };
        let suit = match suit {
            "C" => Suit::Clubs,
            "S" => Suit::Spades,
            "H" => Suit::Hearts,
            "D" => Suit::Diamonds,
            other => panic!("suit {other}"),
        };
        Card::new(suit, face)
    }

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(card).collect()
    }

    /// A game with these hands and this top card, and a stockpile of the rest.
    pub fn game(user: &str, computer: &str, top: &str) -> Game {
        let hands = [cards(user), cards(computer)];
        let top = card(top);
        let stock = ordered_deck()
            .into_iter()
            .filter(|c| *c != top && !hands[0].contains(c) && !hands[1].contains(c))
            .collect();
        Game {
            hands,
            stock,
            discard: vec![top],
            declared: None,
            turns: 0,
            slips: Slips::default(),
            stock_out_at_once: false,
        }
    }

    fn play(text: &str) -> Play {
        Play {
            cards: cards(text),
            declared: None,
        }
    }

    #[test]
    fn the_ordered_deck_is_each_suit_ace_to_king() {
        let deck = ordered_deck();
        assert_eq!(deck.len(), DECK);
        assert_eq!(deck[0], card("AC"));
        assert_eq!(deck[12], card("KC"));
        assert_eq!(deck[13], card("AS"));
        assert_eq!(deck[51], card("KD"));
    }

    #[test]
    fn the_shuffle_is_the_specs_swaps_in_order() {
        // One pass by hand: the draws the generator makes, then the swaps the spec describes.
        let mut rng = GameRng::from_seed(9);
        let draws: Vec<u32> = (0..DECK).map(|_| rng.below(SWAP_RANGE)).collect();
        assert!(draws.iter().all(|&d| d <= 50));
        let mut expected = ordered_deck();
        for (index, &target) in draws.iter().enumerate() {
            expected.swap(index, target as usize);
        }
        let mut deck = ordered_deck();
        shuffle(&mut deck, 1, &mut GameRng::from_seed(9));
        assert_eq!(deck, expected);

        // The spec's own example: deck[0] swapped with deck[24].
        let mut example = ordered_deck();
        example.swap(0, 24);
        assert_eq!((example[0], example[24]), (card("QS"), card("AC")));

        let mut deck = ordered_deck();
        let mut rng = GameRng::from_seed(1);
        shuffle(&mut deck, SHUFFLE_PASSES, &mut rng);
        assert_eq!(rng.draws(), u64::from(SHUFFLE_PASSES) * DECK as u64);
        let mut sorted = deck;
        sorted.sort();
        let mut ordered = ordered_deck();
        ordered.sort();
        assert_eq!(sorted, ordered, "a shuffle keeps every card once");
    }

    #[test]
    fn the_deal_alternates_from_the_user_and_turns_the_next_card() {
        let deck = ordered_deck();
        let game = Game::deal(&deck);
        assert_eq!(game.hand(Seat::User), &cards("AC 3C 5C 7C 9C JC KC 2S")[..]);
        assert_eq!(
            game.hand(Seat::Computer),
            &cards("2C 4C 6C 8C 10C QC AS 3S")[..]
        );
        assert_eq!(game.top(), card("4S"));
        assert_eq!(game.stock_len(), 35);
        assert_eq!(game.stock().next(), Some(card("5S")));
        assert_eq!(game.declared(), None);
    }

    #[test]
    fn single_cards_match_face_or_suit_and_eights_always() {
        let g = game("6S 9C 8H KD", "2C", "6C");
        assert_eq!(g.check(Seat::User, &play("6S")), Ok(()));
        assert_eq!(g.check(Seat::User, &play("9C")), Ok(()));
        assert_eq!(g.check(Seat::User, &play("KD")), Err(PlayError::NoMatch));
        assert_eq!(
            g.check(Seat::User, &play("8H")),
            Err(PlayError::Declaration)
        );
        let eight = Play {
            cards: cards("8H"),
            declared: Some(Suit::Spades),
        };
        assert_eq!(g.check(Seat::User, &eight), Ok(()));
        let named = Play {
            cards: cards("9C"),
            declared: Some(Suit::Spades),
        };
        assert_eq!(g.check(Seat::User, &named), Err(PlayError::Declaration));
        assert_eq!(g.check(Seat::User, &play("QH")), Err(PlayError::NotInHand));
        assert_eq!(g.check(Seat::User, &play("")), Err(PlayError::Empty));
    }

    #[test]
    fn several_cards_must_share_the_top_cards_face() {
        let g = game("6S 6D 6H 9C 9D 8H 8S", "2C", "6C");
        assert_eq!(g.check(Seat::User, &play("6S 6D 6H")), Ok(()));
        assert_eq!(g.check(Seat::User, &play("6S 6D")), Ok(()));
        assert_eq!(
            g.check(Seat::User, &play("6S 9C")),
            Err(PlayError::MixedFaces)
        );
        assert_eq!(
            g.check(Seat::User, &play("9C 9D")),
            Err(PlayError::SeveralNotOnFace)
        );
        assert_eq!(
            g.check(Seat::User, &play("6S 6S")),
            Err(PlayError::NotInHand)
        );
        // Two eights only on an eight.
        let eights = Play {
            cards: cards("8H 8S"),
            declared: Some(Suit::Clubs),
        };
        assert_eq!(
            g.check(Seat::User, &eights),
            Err(PlayError::SeveralNotOnFace)
        );
        let on_eight = game("8H 8S", "2C", "8C");
        assert_eq!(on_eight.check(Seat::User, &eights), Ok(()));
    }

    #[test]
    fn a_named_suit_allows_that_suit_or_another_eight() {
        let mut g = game("8H 3C 9S", "2S 7S 2D", "6C");
        g.apply(
            Seat::User,
            &Play {
                cards: cards("8H"),
                declared: Some(Suit::Spades),
            },
        );
        assert_eq!(g.suit_to_follow(), Suit::Spades);
        assert_eq!(g.check(Seat::Computer, &play("2S")), Ok(()));
        assert_eq!(
            g.check(Seat::Computer, &play("2D")),
            Err(PlayError::NoMatch)
        );
        // The eight's face does not match: only an eight or the named suit.
        let mut on_named = game("8D", "8C 9H", "5C");
        on_named.apply(
            Seat::User,
            &Play {
                cards: cards("8D"),
                declared: Some(Suit::Hearts),
            },
        );
        assert_eq!(on_named.check(Seat::Computer, &play("9H")), Ok(()));
        let eight = Play {
            cards: cards("8C"),
            declared: Some(Suit::Clubs),
        };
        assert_eq!(on_named.check(Seat::Computer, &eight), Ok(()));
    }

    #[test]
    fn legal_plays_are_every_allowed_play_and_only_those() {
        let g = game("6S 6D 9C 8H KD", "2C", "6C");
        let plays = g.legal_plays(Seat::User);
        for p in &plays {
            assert_eq!(g.check(Seat::User, p), Ok(()), "{p:?}");
        }
        // 6S, 6D, 9C alone, 8H with four suits, then 6S+6D.
        assert_eq!(plays.len(), 3 + 4 + 1);
        assert!(!g.legal_plays(Seat::Computer).is_empty());
        let stuck = game("KD QH", "2C", "6C");
        assert!(stuck.legal_plays(Seat::User).is_empty());
        assert!(!stuck.can_play(Seat::User));
    }

    #[test]
    fn cards_are_found_and_swapped_between_spots() {
        let mut g = Game::deal(&ordered_deck());
        assert_eq!(g.spot_of(card("3C")), Some(Spot::Hand(Seat::User, 1)));
        assert_eq!(g.spot_of(card("4C")), Some(Spot::Hand(Seat::Computer, 1)));
        assert_eq!(g.spot_of(card("4S")), Some(Spot::Top));
        assert_eq!(g.spot_of(card("6S")), Some(Spot::Stock(1)));
        g.swap(Spot::Stock(1), Spot::Hand(Seat::User, 1));
        assert_eq!(g.hand(Seat::User)[1], card("6S"));
        assert_eq!(g.stock().nth(1), Some(card("3C")));
        g.swap(Spot::Top, Spot::Stock(0));
        assert_eq!((g.top(), g.stock().next()), (card("5S"), Some(card("4S"))));
        let mut all: Vec<Card> = g.hand(Seat::User).to_vec();
        all.extend(g.hand(Seat::Computer));
        all.extend(g.stock());
        all.push(g.top());
        all.sort();
        assert_eq!(all, ordered_deck().to_vec(), "still one deck");
    }

    #[test]
    fn the_game_ends_on_an_empty_hand_or_stockpile_and_fewer_points_win() {
        let mut g = game("6S", "KD QH", "6C");
        g.apply(Seat::User, &play("6S"));
        assert_eq!(g.end_turn(Seat::User), Some(Ending::HandEmpty(Seat::User)));
        assert_eq!(g.winner(), Some(Seat::User));
        assert_eq!(g.points(Seat::Computer), 25);

        let mut g = game("2C 3C", "AH 4D", "6S");
        g.stock.truncate(1);
        assert!(g.draw(Seat::User).is_some());
        assert_eq!(g.draw(Seat::User), None);
        assert_eq!(g.end_turn(Seat::User), Some(Ending::StockEmpty));
        let tie = game("2C 3C", "AH 4D", "6S");
        assert_eq!(tie.winner(), None);
    }
}
