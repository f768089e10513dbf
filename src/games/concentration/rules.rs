//! The rules of Concentration (ENGG1110): a shuffled 52-card deck laid out 4 x 13 face
//! down, two players taking turns to turn two cards, a pair of equal rank removed and kept.
//!
//! Plain data and pure functions only. Positions are kept as indices 0..52 in row-major
//! order; the spec's coordinates (row 0-3, column 1-13) are converted at the edge by
//! [`Position::from_coordinates`] and [`Position::coordinates`].

use super::mistakes::Slips;
use crate::rng::GameRng;

pub const ROWS: usize = 4;
pub const COLUMNS: usize = 13;
pub const CARDS: usize = ROWS * COLUMNS;

/// The four suits, in the order a fresh deck holds them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suit {
    Clubs,
    Diamonds,
    Spades,
    Hearts,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Spades, Suit::Hearts];
}

/// A playing card. `rank` is 1 (ace) to 13 (king).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    pub suit: Suit,
    pub rank: u8,
}

/// A place on the table, counted row by row from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position(u8);

impl Position {
    /// The position at `row` (0-3) and `column` (1-13, as the spec numbers columns), if it
    /// is on the table.
    pub fn from_coordinates(row: i64, column: i64) -> Option<Position> {
        let on_table = (0..ROWS as i64).contains(&row) && (1..=COLUMNS as i64).contains(&column);
        on_table.then(|| Position((row * COLUMNS as i64 + column - 1) as u8))
    }

    /// The position with this row-major index (0..52).
    pub fn from_index(index: usize) -> Position {
        assert!(index < CARDS, "position index {index} is off the table");
        Position(index as u8)
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The spec's coordinates: row 0-3 and column 1-13.
    pub fn coordinates(self) -> (usize, usize) {
        (self.index() / COLUMNS, self.index() % COLUMNS + 1)
    }

    fn bit(self) -> u64 {
        1 << self.0
    }
}

/// A set of positions, as a bit mask: the table is small enough for one word.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Positions(u64);

impl Positions {
    pub const EMPTY: Positions = Positions(0);

    pub fn contains(self, position: Position) -> bool {
        self.0 & position.bit() != 0
    }

    pub fn insert(&mut self, position: Position) {
        self.0 |= position.bit();
    }

    pub fn remove(&mut self, position: Position) {
        self.0 &= !position.bit();
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn intersection(self, other: Positions) -> Positions {
        Positions(self.0 & other.0)
    }

    pub fn difference(self, other: Positions) -> Positions {
        Positions(self.0 & !other.0)
    }

    pub fn without(self, position: Position) -> Positions {
        Positions(self.0 & !position.bit())
    }

    /// The lowest position in the set.
    pub fn first(self) -> Option<Position> {
        (self.0 != 0).then(|| Position(self.0.trailing_zeros() as u8))
    }

    /// The `n`-th position of the set in row-major order (0-based).
    pub fn nth(self, n: u32) -> Option<Position> {
        let mut rest = self.0;
        for _ in 0..n {
            rest &= rest.wrapping_sub(1);
        }
        Positions(rest).first()
    }

    /// A position chosen uniformly from the set.
    pub fn choose(self, rng: &mut GameRng) -> Option<Position> {
        if self.is_empty() {
            return None;
        }
        self.nth(rng.below(self.len()))
    }

    pub fn iter(self) -> impl Iterator<Item = Position> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let position = Positions(rest).first()?;
            rest &= rest - 1;
            Some(position)
        })
    }
}

/// The cards on the table and which of them are still face down.
#[derive(Clone, Debug)]
pub struct Table {
    cards: [Card; CARDS],
    face_down: Positions,
    /// For each rank (index rank - 1), the positions that hold a card of that rank.
    by_rank: [Positions; 13],
    /// The positions whose card has been shown: turned in the game, or read from a
    /// program's transcript ([`Table::reveal`]). Their cards stay where they are.
    shown: Positions,
    /// The positions whose card a program's transcript showed.
    read: Positions,
}

impl Table {
    /// A fresh deck (clubs, diamonds, spades, hearts; ace to king in each) shuffled and laid
    /// out row by row, all face down.
    pub fn deal(rng: &mut GameRng) -> Table {
        let mut deck: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&suit| (1..=13).map(move |rank| Card { suit, rank }))
            .collect();
        rng.shuffle(&mut deck);
        let cards: [Card; CARDS] = deck.try_into().expect("a deck has 52 cards");
        Table::from_cards(cards)
    }

    /// A table laid out with `cards` in row-major order, all face down.
    pub fn from_cards(cards: [Card; CARDS]) -> Table {
        let mut by_rank = [Positions::EMPTY; 13];
        for (index, card) in cards.iter().enumerate() {
            by_rank[usize::from(card.rank - 1)].insert(Position::from_index(index));
        }
        Table {
            cards,
            face_down: Positions((1 << CARDS) - 1),
            by_rank,
            shown: Positions::EMPTY,
            read: Positions::EMPTY,
        }
    }

    /// Takes `card` as the card at `position`, as a program's transcript showed it: the card
    /// swaps places with the one there now, so the table stays one deck of 52 distinct cards
    /// whose cards nobody has seen yet are the seeded deal's. A position shows one card for
    /// the whole game, and a card lies at one position. Only cards never shown move, so the
    /// cards still face down always pair up.
    pub fn reveal(&mut self, position: Position, card: Card) -> Result<(), RevealError> {
        if self.shown.contains(position) {
            let before = self.card(position);
            return if before == card {
                self.read.insert(position);
                Ok(())
            } else {
                Err(RevealError::Changed { before })
            };
        }
        let at = Position::from_index(
            self.cards
                .iter()
                .position(|&c| c == card)
                .expect("a table holds every card of the deck"),
        );
        if at != position && self.shown.contains(at) {
            return Err(RevealError::Twice { at });
        }
        let displaced = self.card(position);
        self.cards.swap(at.index(), position.index());
        for (moved, from, to) in [(card, at, position), (displaced, position, at)] {
            let of_rank = &mut self.by_rank[usize::from(moved.rank - 1)];
            of_rank.remove(from);
            of_rank.insert(to);
        }
        self.shown.insert(position);
        self.read.insert(position);
        Ok(())
    }

    /// The positions whose card has been shown, in the game or by a program's transcript.
    pub fn shown(&self) -> Positions {
        self.shown
    }

    /// The positions whose card a program's transcript showed ([`Table::reveal`]).
    pub fn read(&self) -> Positions {
        self.read
    }

    pub fn card(&self, position: Position) -> Card {
        self.cards[position.index()]
    }

    /// The positions whose cards are still face down (not yet removed as a pair).
    pub fn face_down(&self) -> Positions {
        self.face_down
    }

    pub fn is_face_down(&self, position: Position) -> bool {
        self.face_down.contains(position)
    }

    /// The positions holding a card of `rank`, face down or not.
    pub fn of_rank(&self, rank: u8) -> Positions {
        self.by_rank[usize::from(rank - 1)]
    }

    /// How many cards have been removed in pairs.
    pub fn removed(&self) -> u32 {
        CARDS as u32 - self.face_down.len()
    }

    fn remove(&mut self, position: Position) {
        self.face_down.remove(position);
    }
}

/// Why a card cannot lie where a program's transcript shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RevealError {
    /// The position showed another card earlier in the game.
    Changed { before: Card },
    /// The card was shown at another position earlier in the game.
    Twice { at: Position },
}

/// Why a chosen card cannot be turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickError {
    /// The row is not 0-3 or the column not 1-13 (or the input was not two integers).
    OutOfRange,
    /// The card has already been removed face up.
    AlreadyFlipped,
    /// The second card is the first card again.
    SameAsFirst,
}

/// Checks a first card chosen at the spec's coordinates.
pub fn check_first(table: &Table, row: i64, column: i64) -> Result<Position, PickError> {
    let position = Position::from_coordinates(row, column).ok_or(PickError::OutOfRange)?;
    if !table.is_face_down(position) {
        return Err(PickError::AlreadyFlipped);
    }
    Ok(position)
}

/// Checks a second card: on the table, not the first card again, not already flipped.
///
/// "Same as first" is checked before "already flipped" because the first card is face up
/// while the second is chosen, and the spec answers a repeat with its own message.
pub fn check_second(
    table: &Table,
    first: Position,
    row: i64,
    column: i64,
) -> Result<Position, PickError> {
    let position = Position::from_coordinates(row, column).ok_or(PickError::OutOfRange)?;
    if position == first {
        return Err(PickError::SameAsFirst);
    }
    if !table.is_face_down(position) {
        return Err(PickError::AlreadyFlipped);
    }
    Ok(position)
}

/// One of the two players: the one who moves first is `Seat::First`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Win(Seat),
    Tie,
}

/// A game in progress: the table, whose turn it is, and what each player has won.
#[derive(Clone, Debug)]
pub struct Game {
    table: Table,
    to_move: Seat,
    /// Cards won by each seat (two per pair).
    won: [u32; 2],
    turns: u32,
    /// The mistakes these rules make, if any (none in the spec's game).
    slips: Slips,
}

impl Game {
    /// A new game on a freshly shuffled table; the first seat moves first.
    pub fn deal(rng: &mut GameRng) -> Game {
        Game::on(Table::deal(rng))
    }

    /// A new game on a given table.
    pub fn on(table: Table) -> Game {
        Game {
            table,
            to_move: Seat::First,
            won: [0, 0],
            turns: 0,
            slips: Slips::default(),
        }
    }

    /// The same game, played with the rules' mistakes `slips` (see [`super::mistakes`]).
    pub fn with_slips(mut self, slips: Slips) -> Game {
        self.slips = slips;
        self
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Takes `card` as the card at `position`: see [`Table::reveal`].
    pub fn reveal(&mut self, position: Position, card: Card) -> Result<(), RevealError> {
        self.table.reveal(position, card)
    }

    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Cards won so far by `seat`.
    pub fn won(&self, seat: Seat) -> u32 {
        self.won[seat.index()]
    }

    /// Turns played so far; a turn is one player turning two cards.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// The player to move turns `first` and `second`: a pair of equal rank is removed and
    /// kept, and either way the other player moves next (the spec's "one flip" rule).
    /// Returns whether the two cards matched.
    ///
    /// # Panics
    /// If the two positions are equal or not face down: players must choose through
    /// [`check_first`] and [`check_second`].
    pub fn turn(&mut self, first: Position, second: Position) -> bool {
        assert!(first != second, "a turn needs two different cards");
        assert!(
            self.table.is_face_down(first) && self.table.is_face_down(second),
            "a turn needs two face-down cards"
        );
        self.table.shown.insert(first);
        self.table.shown.insert(second);
        let matched = self.table.card(first).rank == self.table.card(second).rank;
        if matched {
            self.table.remove(first);
            self.table.remove(second);
            self.won[self.to_move.index()] += if self.slips.pair_counts_one { 1 } else { 2 };
        }
        self.turns += 1;
        if !(matched && self.slips.match_plays_again) {
            self.to_move = self.to_move.other();
        }
        matched
    }

    /// Whether the last pair has been taken.
    pub fn is_over(&self) -> bool {
        let left = self.table.face_down().len();
        left == 0 || (self.slips.ends_one_pair_early && left <= 2)
    }

    /// The winner by cards won, or a tie; meaningful once the game is over.
    pub fn outcome(&self) -> Outcome {
        use std::cmp::Ordering;
        match self.won[0].cmp(&self.won[1]) {
            Ordering::Greater => Outcome::Win(Seat::First),
            Ordering::Less => Outcome::Win(Seat::Second),
            Ordering::Equal if self.slips.tie_goes_to_first => Outcome::Win(Seat::First),
            Ordering::Equal => Outcome::Tie,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A table whose cards are in fresh-deck order: clubs A-K on row 0, diamonds on row 1,
    /// spades on row 2, hearts on row 3. Column c of every row holds rank c.
    pub(crate) fn ordered_table() -> Table {
        let cards: Vec<Card> = Suit::ALL
            .iter()
            .flat_map(|&suit| (1..=13).map(move |rank| Card { suit, rank }))
            .collect();
        Table::from_cards(cards.try_into().unwrap())
    }

    fn at(row: i64, column: i64) -> Position {
        Position::from_coordinates(row, column).unwrap()
    }

    #[test]
    fn coordinates_round_trip_and_bounds() {
        assert_eq!(at(0, 1).index(), 0);
        assert_eq!(at(3, 13).index(), 51);
        assert_eq!(at(2, 5).coordinates(), (2, 5));
        for (row, column) in [(-1, 1), (4, 1), (0, 0), (0, 14), (0, 18), (9, 99)] {
            assert_eq!(
                Position::from_coordinates(row, column),
                None,
                "{row} {column}"
            );
        }
    }

    #[test]
    fn revealed_cards_swap_in_and_stay() {
        let mut table = ordered_table();
        let heart_king = Card {
            suit: Suit::Hearts,
            rank: 13,
        };
        let club_ace = table.card(at(0, 1));
        table.reveal(at(0, 1), heart_king).unwrap();
        assert_eq!(table.card(at(0, 1)), heart_king);
        assert_eq!(
            table.card(at(3, 13)),
            club_ace,
            "the displaced card takes its place"
        );
        assert_eq!(table.of_rank(13).len(), 4);
        assert!(table.of_rank(13).contains(at(0, 1)));
        assert!(table.of_rank(1).contains(at(3, 13)));
        assert!(!table.of_rank(1).contains(at(0, 1)));
        assert_eq!(
            table.reveal(at(0, 1), heart_king),
            Ok(()),
            "the same card again"
        );
        assert_eq!(
            table.reveal(at(0, 1), club_ace),
            Err(RevealError::Changed { before: heart_king })
        );
        assert_eq!(
            table.reveal(at(2, 2), heart_king),
            Err(RevealError::Twice { at: at(0, 1) })
        );
        // Still one deck.
        let mut cards: Vec<(u8, u8)> = (0..CARDS)
            .map(|i| table.card(Position::from_index(i)))
            .map(|c| (c.suit as u8, c.rank))
            .collect();
        cards.sort_unstable();
        cards.dedup();
        assert_eq!(cards.len(), CARDS);
    }

    #[test]
    fn deal_is_a_shuffled_full_deck() {
        let mut rng = GameRng::from_seed(1);
        let table = Table::deal(&mut rng);
        let mut seen = std::collections::HashSet::new();
        for index in 0..CARDS {
            let card = table.card(Position::from_index(index));
            assert!((1..=13).contains(&card.rank));
            assert!(seen.insert((card.suit as u8, card.rank)));
        }
        assert_eq!(table.face_down().len(), 52);
        let ordered = ordered_table();
        let same = (0..CARDS)
            .filter(|&i| {
                table.card(Position::from_index(i)) == ordered.card(Position::from_index(i))
            })
            .count();
        assert!(same < 10, "the deal should be shuffled");
        for rank in 1..=13 {
            assert_eq!(table.of_rank(rank).len(), 4);
        }
    }

    #[test]
    fn picks_are_checked_in_the_spec_order() {
        let mut game = Game::on(ordered_table());
        assert_eq!(check_first(game.table(), 0, 18), Err(PickError::OutOfRange));
        assert_eq!(check_first(game.table(), 4, 1), Err(PickError::OutOfRange));
        let first = check_first(game.table(), 1, 2).unwrap();
        assert_eq!(
            check_second(game.table(), first, 1, 2),
            Err(PickError::SameAsFirst)
        );
        assert_eq!(
            check_second(game.table(), first, -1, 2),
            Err(PickError::OutOfRange)
        );
        let second = check_second(game.table(), first, 3, 2).unwrap();
        assert!(game.turn(first, second), "two 2s match");
        assert_eq!(
            check_first(game.table(), 1, 2),
            Err(PickError::AlreadyFlipped)
        );
        let first = check_first(game.table(), 0, 1).unwrap();
        assert_eq!(
            check_second(game.table(), first, 3, 2),
            Err(PickError::AlreadyFlipped)
        );
    }

    #[test]
    fn turns_alternate_and_pairs_score_two() {
        let mut game = Game::on(ordered_table());
        assert_eq!(game.to_move(), Seat::First);
        assert!(!game.turn(at(0, 1), at(0, 2)), "ace and two do not match");
        assert_eq!(game.to_move(), Seat::Second);
        assert_eq!(game.table().removed(), 0);
        assert!(game.turn(at(0, 1), at(1, 1)));
        assert_eq!(
            game.to_move(),
            Seat::First,
            "a match does not earn another turn"
        );
        assert_eq!(game.won(Seat::Second), 2);
        assert_eq!(game.won(Seat::First), 0);
        assert_eq!(game.turns(), 2);
        assert_eq!(game.outcome(), Outcome::Win(Seat::Second));
    }

    #[test]
    fn game_ends_when_the_last_pair_is_taken() {
        let mut game = Game::on(ordered_table());
        for column in 1..=13 {
            assert!(game.turn(at(0, column), at(1, column)));
            assert!(game.turn(at(2, column), at(3, column)));
        }
        assert!(game.is_over());
        assert_eq!(game.table().removed(), 52);
        assert_eq!(game.turns(), 26);
        assert_eq!(game.outcome(), Outcome::Tie);
    }

    #[test]
    fn positions_sets() {
        let mut set = Positions::EMPTY;
        for index in [3, 17, 51] {
            set.insert(Position::from_index(index));
        }
        assert_eq!(set.len(), 3);
        assert_eq!(set.nth(1), Some(Position::from_index(17)));
        assert_eq!(set.nth(3), None);
        let listed: Vec<usize> = set.iter().map(Position::index).collect();
        assert_eq!(listed, [3, 17, 51]);
        let mut rng = GameRng::from_seed(4);
        for _ in 0..50 {
            assert!(set.contains(set.choose(&mut rng).unwrap()));
        }
        assert_eq!(Positions::EMPTY.choose(&mut rng), None);
    }
}
