//! The rules of Joker Twins (CS-UH 1001) as plain data and pure functions: the generated
//! cards, the board, a turn of two cards, the Jokers, the end and the winner. No input, no
//! output.

use std::fmt;

use super::mistakes::Slips;
use crate::rng::GameRng;

/// The board's rows, as the spec's global constant.
pub const NUM_ROWS: usize = 6;
/// The board's columns, as the spec's global constant.
pub const NUM_COLS: usize = 6;
/// The players.
pub const NUM_PLAYERS: usize = 2;
/// The Jokers added to the twins.
pub const JOKERS: usize = 2;

/// A card: a letter (its twin is the same letter in the other case) or a Joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    Letter(char),
    Joker,
}

impl Card {
    /// The card this one is a twin of: the letter in the other case; a Joker has none.
    pub fn twin(self) -> Option<Card> {
        match self {
            Card::Letter(letter) if letter.is_ascii_uppercase() => {
                Some(Card::Letter(letter.to_ascii_lowercase()))
            }
            Card::Letter(letter) => Some(Card::Letter(letter.to_ascii_uppercase())),
            Card::Joker => None,
        }
    }

    /// The character the board shows for it turned over.
    pub fn symbol(self) -> char {
        match self {
            Card::Letter(letter) => letter,
            Card::Joker => '*',
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// The size of a board, in rows and columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub rows: usize,
    pub columns: usize,
}

impl Size {
    /// The spec's board: [`NUM_ROWS`] x [`NUM_COLS`].
    pub const SPEC: Size = Size {
        rows: NUM_ROWS,
        columns: NUM_COLS,
    };

    pub fn cells(self) -> usize {
        self.rows * self.columns
    }

    /// How many twins fit beside the Jokers: on an odd board one place stays empty.
    pub fn twins(self) -> usize {
        self.cells().saturating_sub(JOKERS) / 2
    }
}

/// The cards of a board of `size`, generated: twins of letters from `A`/`a` on, as many as
/// fit, then the Jokers.
///
/// # Panics
/// If the board needs more than 26 twins: the alphabet has no more letters.
pub fn cards(size: Size) -> Vec<Card> {
    cards_from(size, b'A')
}

/// The cards of a board of `size`, their letters from `first` on.
fn cards_from(size: Size, first: u8) -> Vec<Card> {
    let twins = size.twins();
    assert!(
        usize::from(first - b'A') + twins <= 26,
        "a {size:?} board needs more twins than letters"
    );
    let mut cards = Vec::with_capacity(2 * twins + JOKERS);
    for letter in (first..).take(twins).map(char::from) {
        cards.push(Card::Letter(letter));
        cards.push(Card::Letter(letter.to_ascii_lowercase()));
    }
    cards.extend([Card::Joker; JOKERS]);
    cards
}

/// A place on the board: a row (0 is the top) and a column (0 is `A`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub row: usize,
    pub column: usize,
}

impl fmt::Display for Position {
    /// As a coordinate is typed: the column letter, then the row digit (`B3`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = u8::try_from(self.column)
            .ok()
            .and_then(|c| b'A'.checked_add(c))
            .map_or('?', char::from);
        write!(f, "{column}{}", self.row)
    }
}

/// Why a typed coordinate names no card that may be turned over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickError {
    /// Not an upper-case column letter followed by a row digit.
    Format,
    /// A column or row beyond the board.
    OffBoard,
    /// The card turned over first in this turn.
    TurnedOver,
    /// A place whose card is gone.
    Removed,
}

/// Reads a coordinate: exactly an upper-case column letter and a row digit (`B3`; `b3`,
/// `B 3` and `3B` are not coordinates).
pub fn parse_coordinate(text: &str, size: Size) -> Result<Position, PickError> {
    let [column, row] = *text.as_bytes() else {
        return Err(PickError::Format);
    };
    if !column.is_ascii_uppercase() || !row.is_ascii_digit() {
        return Err(PickError::Format);
    }
    let position = Position {
        row: usize::from(row - b'0'),
        column: usize::from(column - b'A'),
    };
    if position.row >= size.rows || position.column >= size.columns {
        return Err(PickError::OffBoard);
    }
    Ok(position)
}

/// What the second card of a turn came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A letter and its twin: 1 point.
    Twins,
    /// A Joker and a letter: the letter's twin, at `twin`, goes too; 2 points.
    JokerTwins { twin: Position },
    /// The two Jokers together.
    TwoJokers,
    /// No twins: the cards are turned back and the other player's turn begins.
    NoTwins,
}

/// The cards left on the board, each at its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    size: Size,
    /// Row by row; `None` where a card is gone (or, on an odd board, never was).
    cards: Vec<Option<Card>>,
    /// The places whose card a program's transcript showed (see [`Board::reveal`]).
    shown: Vec<bool>,
}

impl Board {
    /// Cards placed in order, row by row; places past the last card stay empty.
    pub fn lay_out(size: Size, cards: &[Card]) -> Board {
        let mut places: Vec<Option<Card>> = cards.iter().copied().map(Some).collect();
        places.resize(size.cells(), None);
        Board {
            size,
            cards: places,
            shown: vec![false; size.cells()],
        }
    }

    /// The generated cards in random places.
    pub fn shuffled(size: Size, rng: &mut GameRng) -> Board {
        Board::shuffled_with(size, Slips::default(), rng)
    }

    /// The cards generated as a program with the mistakes `slips` generates them, in
    /// random places.
    pub fn shuffled_with(size: Size, slips: Slips, rng: &mut GameRng) -> Board {
        let first = if slips.letters_from_b { b'B' } else { b'A' };
        let mut cards = cards_from(size, first);
        rng.shuffle(&mut cards);
        Board::lay_out(size, &cards)
    }

    pub fn size(&self) -> Size {
        self.size
    }

    /// A place's index, row by row.
    pub fn index_of(&self, position: Position) -> usize {
        position.row * self.size.columns + position.column
    }

    /// Every place, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Position> + use<> {
        let (rows, columns) = (self.size.rows, self.size.columns);
        (0..rows).flat_map(move |row| (0..columns).map(move |column| Position { row, column }))
    }

    /// The places' cards row by row (`None` where a card is gone).
    pub fn cards(&self) -> &[Option<Card>] {
        &self.cards
    }

    /// The place of the card at `index` of [`Board::cards`].
    pub fn position_of(&self, index: usize) -> Position {
        Position {
            row: index / self.size.columns,
            column: index % self.size.columns,
        }
    }

    /// The card at `position`, if it is still on the board.
    pub fn card(&self, position: Position) -> Option<Card> {
        self.cards[self.index_of(position)]
    }

    /// How many cards are left.
    pub fn left(&self) -> usize {
        self.cards.iter().flatten().count()
    }

    /// Whether every card left is a Joker.
    pub fn only_jokers(&self) -> bool {
        self.cards.iter().flatten().all(|&card| card == Card::Joker)
    }

    /// Where `card` lies, if it is on the board (the first place, for a Joker).
    pub fn find(&self, card: Card) -> Option<Position> {
        self.positions()
            .find(|&position| self.card(position) == Some(card))
    }

    fn remove(&mut self, position: Position) {
        let index = self.index_of(position);
        self.cards[index] = None;
    }

    /// Takes `card` as the card at `position`, as a program's transcript showed it: it
    /// changes places with a copy of it that no transcript showed. False when there is none
    /// (every copy was shown elsewhere), or the place showed another card.
    pub fn reveal(&mut self, position: Position, card: Card) -> bool {
        let here = self.index_of(position);
        if self.shown[here] {
            return self.cards[here] == Some(card);
        }
        let Some(from) = (0..self.cards.len())
            .find(|&index| self.cards[index] == Some(card) && !self.shown[index])
        else {
            return false;
        };
        self.cards.swap(from, here);
        self.shown[here] = true;
        true
    }

    /// Whether a program's transcript showed the card at `position`.
    pub fn is_shown(&self, position: Position) -> bool {
        self.shown[self.index_of(position)]
    }

    /// How many places' cards a program's transcript has shown.
    pub fn shown_count(&self) -> usize {
        self.shown.iter().filter(|&&shown| shown).count()
    }
}

/// A game: the board, the scores, and whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    board: Board,
    scores: [u32; NUM_PLAYERS],
    /// The player whose turn it is.
    turn: usize,
    /// The player who started, listed first for the whole game.
    first: usize,
    /// The player who found the last twin: the Jokers left at the end are theirs.
    last_finder: usize,
    /// The points two Jokers together are worth.
    two_jokers_points: u32,
    turns: u32,
    /// The mistakes these rules make, if any (none in the spec's game).
    slips: Slips,
}

impl Game {
    /// A game on `board`, `first` to play.
    pub fn new(board: Board, first: usize, two_jokers_points: u32) -> Game {
        Game {
            board,
            scores: [0; NUM_PLAYERS],
            turn: first,
            first,
            last_finder: first,
            two_jokers_points,
            turns: 0,
            slips: Slips::default(),
        }
    }

    /// The same game, played with the rules' mistakes `slips` (see [`super::mistakes`]).
    pub fn with_slips(mut self, slips: Slips) -> Game {
        self.slips = slips;
        self
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, for a card a program showed to be swapped into place.
    pub fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    pub fn score(&self, player: usize) -> u32 {
        self.scores[player]
    }

    /// The player whose turn it is.
    pub fn turn(&self) -> usize {
        self.turn
    }

    /// The players in the order of turns, the one who started first.
    pub fn order(&self) -> [usize; NUM_PLAYERS] {
        match self.slips.scores_by_player_number {
            true => [0, 1],
            false => [self.first, (self.first + 1) % NUM_PLAYERS],
        }
    }

    /// Turns played: a turn is two cards.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// Checks the first card of a turn: a card is there.
    pub fn check_first(&self, position: Position) -> Result<(), PickError> {
        match self.board.card(position) {
            None if !self.slips.removed_card_accepted => Err(PickError::Removed),
            _ => Ok(()),
        }
    }

    /// Checks the second card of a turn: a card is there, and it is not the first.
    pub fn check_second(&self, first: Position, position: Position) -> Result<(), PickError> {
        if position == first && !self.slips.same_card_accepted {
            return Err(PickError::TurnedOver);
        }
        self.check_first(position)
    }

    /// What the two checked cards `first` and `second` come to, before anything changes.
    pub fn outcome(&self, first: Position, second: Position) -> Outcome {
        let cards = (self.board.card(first), self.board.card(second));
        let (Some(a), Some(b)) = cards else {
            return Outcome::NoTwins;
        };
        match (a, b) {
            (Card::Joker, Card::Joker) if self.slips.two_jokers_no_twin => Outcome::NoTwins,
            (Card::Joker, Card::Joker) => Outcome::TwoJokers,
            (Card::Joker, letter) | (letter, Card::Joker) => {
                match letter.twin().and_then(|twin| self.board.find(twin)) {
                    Some(twin) => Outcome::JokerTwins { twin },
                    // A letter whose twin is gone cannot be on the board; counted as no
                    // twins rather than trusted.
                    None => Outcome::NoTwins,
                }
            }
            (a, b) if a.twin() == Some(b) => Outcome::Twins,
            _ => Outcome::NoTwins,
        }
    }

    /// The player whose turn it is turns over `first` and `second` (checked): twins leave
    /// the board and score, and the same player goes on; otherwise the other player's turn
    /// begins.
    pub fn play(&mut self, first: Position, second: Position) -> Outcome {
        let outcome = self.outcome(first, second);
        self.turns += 1;
        let points = match outcome {
            Outcome::Twins => 1,
            Outcome::JokerTwins { twin } => {
                if !self.slips.joker_twin_left {
                    self.board.remove(twin);
                }
                if self.slips.joker_twin_scores_one {
                    1
                } else {
                    2
                }
            }
            Outcome::TwoJokers => self.two_jokers_points,
            Outcome::NoTwins => {
                if !self.slips.miss_keeps_turn {
                    self.turn = (self.turn + 1) % NUM_PLAYERS;
                }
                return outcome;
            }
        };
        self.board.remove(first);
        self.board.remove(second);
        self.scores[self.turn] += points;
        self.last_finder = self.turn;
        if self.slips.twin_passes_turn {
            self.turn = (self.turn + 1) % NUM_PLAYERS;
        }
        outcome
    }

    /// When only Jokers are left, they are turned over and each is a point for the player
    /// who found the last twin; their places, if any were left.
    pub fn take_last_jokers(&mut self) -> Vec<Position> {
        if !self.board.only_jokers() {
            return Vec::new();
        }
        let jokers: Vec<Position> = (self.board.positions())
            .filter(|&position| self.board.card(position).is_some())
            .collect();
        for &position in &jokers {
            self.board.remove(position);
        }
        self.scores[self.last_finder] += match self.slips.last_jokers_count_one {
            true => u32::from(!jokers.is_empty()),
            false => jokers.len() as u32,
        };
        jokers
    }

    /// Whether the game is over: no card is left.
    pub fn is_over(&self) -> bool {
        match self.slips.last_jokers_not_counted {
            true => self.board.only_jokers(),
            false => self.board.left() == 0,
        }
    }

    /// This game with the scores it will have once `first` and `second` are played: what
    /// a program that scores before the pause shows during it.
    pub fn scored_before(&self, first: Position, second: Position) -> Game {
        let mut after = self.clone();
        after.play(first, second);
        Game {
            scores: after.scores,
            ..self.clone()
        }
    }

    /// The winner, or `None` for a tie.
    pub fn winner(&self) -> Option<usize> {
        if self.slips.winner_is_last_finder {
            return Some(self.last_finder);
        }
        match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Position {
        parse_coordinate(text, Size::SPEC).unwrap()
    }

    #[test]
    fn cards_are_generated_for_any_size() {
        let spec = cards(Size::SPEC);
        assert_eq!(spec.len(), 36);
        assert_eq!(spec[0], Card::Letter('A'));
        assert_eq!(spec[1], Card::Letter('a'));
        assert_eq!(spec[33], Card::Letter('q'));
        assert_eq!(spec[34..], [Card::Joker, Card::Joker]);
        let four = cards(Size {
            rows: 4,
            columns: 4,
        });
        assert_eq!(four.len(), 16);
        assert_eq!(four[13], Card::Letter('g'));
        // 5 x 5: eleven twins and two Jokers; one place stays empty.
        let five = Size {
            rows: 5,
            columns: 5,
        };
        assert_eq!(cards(five).len(), 24);
        let board = Board::lay_out(five, &cards(five));
        assert_eq!(board.left(), 24);
        assert_eq!(board.card(Position { row: 4, column: 4 }), None);
    }

    #[test]
    fn coordinates_are_an_upper_case_column_and_a_row_digit() {
        assert_eq!(at("B3"), Position { row: 3, column: 1 });
        assert_eq!(at("F5").to_string(), "F5");
        for bad in [
            "AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C", "2a", "", " ", "  ", "#", "B33",
            " B3", "é",
        ] {
            assert_eq!(
                parse_coordinate(bad, Size::SPEC),
                Err(PickError::Format),
                "{bad:?}"
            );
        }
        for off in ["G0", "A6", "Z9"] {
            assert_eq!(
                parse_coordinate(off, Size::SPEC),
                Err(PickError::OffBoard),
                "{off}"
            );
        }
    }

    /// A 6 x 6 board whose first cards are `text`, row by row (`.` for a place with no
    /// card); the places after them have none.
    fn board(text: &str) -> Board {
        let mut board = Board::lay_out(Size::SPEC, &[]);
        for (index, symbol) in text.chars().filter(|c| !c.is_whitespace()).enumerate() {
            board.cards[index] = match symbol {
                '.' => None,
                '*' => Some(Card::Joker),
                letter => Some(Card::Letter(letter)),
            };
        }
        board
    }

    #[test]
    fn twins_score_and_the_finder_goes_on_until_no_twins() {
        let mut game = Game::new(board("AaBcb*"), 1, 2);
        assert_eq!(game.order(), [1, 0]);
        assert_eq!(
            game.check_second(at("A0"), at("A0")),
            Err(PickError::TurnedOver)
        );
        assert_eq!(game.play(at("A0"), at("B0")), Outcome::Twins);
        assert_eq!((game.score(1), game.turn()), (1, 1));
        assert_eq!(game.check_first(at("A0")), Err(PickError::Removed));
        assert_eq!(game.play(at("C0"), at("D0")), Outcome::NoTwins);
        assert_eq!((game.score(1), game.turn()), (1, 0));
        assert_eq!(game.turns(), 2);
    }

    #[test]
    fn a_joker_takes_a_letters_twin_wherever_it_lies_turned_first_or_second() {
        for (first, second) in [("E0", "F0"), ("F0", "E0")] {
            let mut game = Game::new(board("AaBb*c ...... ..C..."), 0, 2);
            let outcome = game.play(at(first), at(second));
            assert_eq!(outcome, Outcome::JokerTwins { twin: at("C2") });
            assert_eq!(game.score(0), 2);
            assert_eq!(game.board().card(at("C2")), None);
            assert_eq!(game.board().left(), 4);
        }
    }

    #[test]
    fn two_jokers_together_and_the_jokers_left_at_the_end() {
        for points in [2, 1] {
            let mut game = Game::new(board("** Aa .."), 0, points);
            assert_eq!(game.play(at("A0"), at("B0")), Outcome::TwoJokers);
            assert_eq!(game.score(0), points);
            assert_eq!(game.play(at("C0"), at("D0")), Outcome::Twins);
            assert!(game.is_over());
        }
        // The last twin leaves one Joker, or two: each a point for the player who found
        // it, here player 1 after player 0's miss.
        for (text, jokers) in [("AaBCbc*. ", 1), ("AaBCbc**", 2)] {
            let mut game = Game::new(board(text), 0, 2);
            assert_eq!(game.play(at("A0"), at("B0")), Outcome::Twins);
            assert_eq!(game.play(at("C0"), at("D0")), Outcome::NoTwins);
            assert_eq!(game.take_last_jokers(), []);
            assert_eq!(game.play(at("C0"), at("E0")), Outcome::Twins);
            assert_eq!(game.play(at("D0"), at("F0")), Outcome::Twins);
            assert_eq!(game.take_last_jokers().len(), jokers);
            assert_eq!((game.score(0), game.score(1)), (1, 2 + jokers as u32));
            assert!(game.is_over());
            assert_eq!(game.winner(), Some(1));
        }
    }

    #[test]
    fn the_winner_has_more_points_and_a_tie_is_none() {
        let mut game = Game::new(board("Aa Bb Cc"), 0, 2);
        assert_eq!(game.winner(), None);
        game.play(at("A0"), at("B0"));
        assert_eq!(game.winner(), Some(0));
    }
}
