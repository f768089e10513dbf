//! The rules of Memoarr! (CSI2372) as plain data and pure functions: the 25 cards, the
//! 5 x 5 board with its empty centre, the seven rewards, the players' sides and the cards
//! in front of them, and a round of the base game, turn by turn. No input, no output.
//!
//! The expert rules are here too ([`Power`]): what each animal lets or makes its player do.

use std::fmt;

use super::mistakes::Slips;
use crate::rng::GameRng;

/// The five animals, in the order the spec lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Animal {
    Crab,
    Penguin,
    Octopus,
    Turtle,
    Walrus,
}

/// The five backgrounds, in the order the spec lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Background {
    Red,
    Green,
    Purple,
    Blue,
    Yellow,
}

impl Animal {
    pub const ALL: [Animal; 5] = [
        Animal::Crab,
        Animal::Penguin,
        Animal::Octopus,
        Animal::Turtle,
        Animal::Walrus,
    ];
}

impl Background {
    pub const ALL: [Background; 5] = [
        Background::Red,
        Background::Green,
        Background::Purple,
        Background::Blue,
        Background::Yellow,
    ];
}

/// A card: an animal on a background.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    pub animal: Animal,
    pub background: Background,
}

impl Card {
    /// Whether `self` may follow `previous`: the same animal or the same background.
    pub fn matches(self, previous: Card) -> bool {
        self.animal == previous.animal || self.background == previous.background
    }
}

/// Every card, animals in order, each on every background in order.
pub fn all_cards() -> Vec<Card> {
    Animal::ALL
        .iter()
        .flat_map(|&animal| {
            Background::ALL
                .iter()
                .map(move |&background| Card { animal, background })
        })
        .collect()
}

/// The board's size, in rows and columns.
pub const SIZE: u8 = 5;

/// A place on the board: a row (0 is `A`) and a column (0 is `1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub row: u8,
    pub column: u8,
}

/// The free centre, `C3`.
pub const CENTRE: Position = Position { row: 2, column: 2 };

/// Every place that holds a card, row by row.
pub const PLACES: [Position; 24] = {
    let mut places = [CENTRE; 24];
    let (mut flat, mut index) = (0, 0);
    while flat < SIZE * SIZE {
        let position = Position {
            row: flat / SIZE,
            column: flat % SIZE,
        };
        if flat != CENTRE.row * SIZE + CENTRE.column {
            places[index] = position;
            index += 1;
        }
        flat += 1;
    }
    places
};

impl Position {
    /// Every place that holds a card, row by row: 24 of them.
    pub fn all() -> impl Iterator<Item = Position> {
        PLACES.into_iter()
    }

    /// Its index among [`Position::all`].
    pub fn index(self) -> usize {
        let flat = usize::from(self.row * SIZE + self.column);
        if self > CENTRE { flat - 1 } else { flat }
    }

    /// The places next to it in its row and column (the octopus's neighbours), without
    /// the free centre.
    pub fn neighbours(self) -> Vec<Position> {
        let (row, column) = (i16::from(self.row), i16::from(self.column));
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .filter_map(|(dr, dc)| {
                let (r, c) = (row + dr, column + dc);
                let inside = (0..i16::from(SIZE)).contains(&r) && (0..i16::from(SIZE)).contains(&c);
                inside.then_some(Position {
                    row: r as u8,
                    column: c as u8,
                })
            })
            .filter(|&position| position != CENTRE)
            .collect()
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.row), self.column + 1)
    }
}

/// Why a typed position cannot be turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not a row letter and a column digit.
    Format,
    /// A row or column outside the board.
    OffBoard,
    /// The free centre, `C3`.
    Centre,
    /// A card already face up.
    FaceUp,
    /// The card a walrus blocked for this player.
    Blocked,
    /// A penguin's choice that is not face up.
    FaceDown,
    /// An octopus's choice that is not next to it in its row or column.
    NotNeighbour,
}

/// What a card turned face up lets or makes its player do under the expert rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Power {
    /// Swap the card with a neighbour in its row or column, which keeps its face.
    Octopus,
    /// Turn a face-up card face down (not on the round's first card).
    Penguin,
    /// Block a face-down card for the next player.
    Walrus,
    /// Turn another card at once, out of the round if it does not match.
    Crab,
    /// The next player is skipped: neither turns a card nor loses.
    Turtle,
}

impl Card {
    /// The card's power under the expert rules.
    pub fn power(self) -> Power {
        match self.animal {
            Animal::Octopus => Power::Octopus,
            Animal::Penguin => Power::Penguin,
            Animal::Walrus => Power::Walrus,
            Animal::Crab => Power::Crab,
            Animal::Turtle => Power::Turtle,
        }
    }
}

/// Reads a position as one token, a row letter and a column digit, in either case (`A1`,
/// `e5`).
pub fn parse_position(token: &str) -> Result<Position, PositionError> {
    let bytes = token.as_bytes();
    let [letter, digit] = bytes else {
        return Err(PositionError::Format);
    };
    if !letter.is_ascii_alphabetic() || !digit.is_ascii_digit() {
        return Err(PositionError::Format);
    }
    let row = letter.to_ascii_uppercase() - b'A';
    let column = digit.wrapping_sub(b'1');
    if row >= SIZE || column >= SIZE {
        return Err(PositionError::OffBoard);
    }
    let position = Position { row, column };
    if position == CENTRE {
        return Err(PositionError::Centre);
    }
    Ok(position)
}

/// Reads a position as [`parse_position`] does, with the range checks of `slips`.
pub fn parse_position_as(token: &str, slips: Slips) -> Result<Position, PositionError> {
    let position = parse_position(token)?;
    let refused = (slips.row_a_refused && position.row == 0)
        || (slips.column_5_refused && position.column == SIZE - 1);
    match refused {
        true => Err(PositionError::OffBoard),
        false => Ok(position),
    }
}

/// The 24 cards on the board, each face up or down, and the card left out of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// The cards at [`Position::all`] in order, then the card left out.
    cards: Vec<Card>,
    face_up: Vec<bool>,
    /// The places whose card a program's transcript has shown (see [`Board::reveal`]).
    shown: Vec<bool>,
}

/// Why a card a program showed at a place cannot be the card there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RevealError {
    /// The place already showed another card.
    Changed { before: Card },
    /// The card already showed at another place.
    Twice { at: Position },
}

impl Board {
    /// Lays out the cards of a shuffled deck: the first 24 on the board row by row (the
    /// centre skipped), the 25th left out of the game.
    pub fn lay_out(deck: &[Card]) -> Board {
        assert_eq!(deck.len(), 25, "a layout takes the whole deck");
        Board {
            cards: deck.to_vec(),
            face_up: vec![false; 24],
            shown: vec![false; 24],
        }
    }

    /// A layout from a shuffle of all the cards.
    pub fn shuffled(rng: &mut GameRng) -> Board {
        let mut deck = all_cards();
        rng.shuffle(&mut deck);
        Board::lay_out(&deck)
    }

    /// Takes `card` as the card at `position`, as a program's transcript showed it: the card
    /// changes places with the one there (the left-out card included). A place shows one
    /// card, and a card lies at one place: only cards never shown move.
    pub fn reveal(&mut self, position: Position, card: Card) -> Result<(), RevealError> {
        let here = position.index();
        if self.shown[here] {
            let before = self.cards[here];
            return if before == card {
                Ok(())
            } else {
                Err(RevealError::Changed { before })
            };
        }
        let at = (self.cards.iter())
            .position(|&c| c == card)
            .expect("a board holds every card");
        if let Some(elsewhere) = Position::all().nth(at)
            && self.shown[at]
        {
            return Err(RevealError::Twice { at: elsewhere });
        }
        self.cards.swap(at, here);
        self.shown[here] = true;
        Ok(())
    }

    pub fn card(&self, position: Position) -> Card {
        self.cards[position.index()]
    }

    /// The card at `position` if it is face up: all a player may see there.
    pub fn visible(&self, position: Position) -> Option<Card> {
        self.is_face_up(position).then(|| self.card(position))
    }

    /// Whether a program's transcript has shown the card at `position`.
    pub fn is_shown(&self, position: Position) -> bool {
        self.shown[position.index()]
    }

    /// How many places' cards a program's transcript has shown.
    pub fn shown_count(&self) -> usize {
        self.shown.iter().filter(|&&shown| shown).count()
    }

    pub fn is_face_up(&self, position: Position) -> bool {
        self.face_up[position.index()]
    }

    /// The card out of the game.
    pub fn left_out(&self) -> Card {
        self.cards[24]
    }

    /// Whether any card is face down.
    pub fn any_face_down(&self) -> bool {
        self.face_up.iter().any(|&up| !up)
    }

    pub fn turn_face_up(&mut self, position: Position) {
        self.face_up[position.index()] = true;
    }

    pub fn turn_face_down(&mut self, position: Position) {
        self.face_up[position.index()] = false;
    }

    /// Every card face down again, for a new round; the cards stay in place.
    pub fn reset(&mut self) {
        self.face_up.iter_mut().for_each(|up| *up = false);
    }

    /// Exchanges two cards and their faces (the octopus).
    pub fn swap(&mut self, a: Position, b: Position) {
        self.cards.swap(a.index(), b.index());
        self.face_up.swap(a.index(), b.index());
        self.shown.swap(a.index(), b.index());
    }
}

/// The seven rewards: three of 1 ruby, two of 2, one of 3, one of 4.
pub const REWARDS: [u8; 7] = [1, 1, 1, 2, 2, 3, 4];

/// The rubies of the seven rewards, which every game pays out.
pub const TOTAL_RUBIES: u32 = 14;

/// The number of rounds of a game: one for each reward.
pub const ROUNDS: usize = REWARDS.len();

/// The rewards, shuffled, in the order the rounds' winners take them.
pub fn shuffled_rewards(rng: &mut GameRng) -> Vec<u8> {
    let mut rewards = REWARDS.to_vec();
    rng.shuffle(&mut rewards);
    rewards
}

/// A side of the board, where a player sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    /// The sides players take in the order they join: facing each other first, so that
    /// two players look at different cards.
    pub const ORDER: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    /// The three cards directly in front of this side.
    pub fn front(self) -> [Position; 3] {
        let at = |row, column| Position { row, column };
        match self {
            Side::Top => [at(0, 1), at(0, 2), at(0, 3)],
            Side::Bottom => [at(4, 1), at(4, 2), at(4, 3)],
            Side::Left => [at(1, 0), at(2, 0), at(3, 0)],
            Side::Right => [at(1, 4), at(2, 4), at(3, 4)],
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Top => "top",
            Side::Bottom => "bottom",
            Side::Left => "left",
            Side::Right => "right",
        })
    }
}

/// What one turn of the base game came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turned {
    /// The card was the round's first, or matched the one before: the player stays in.
    Stays(Card),
    /// It matched neither the animal nor the background of the card before: out.
    Out(Card),
}

/// The rules a round is played by: the version's, and the reading of what the expert rules
/// leave open.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RoundRules {
    /// The animals' powers act (the expert rules).
    pub powers: bool,
    /// A card that put its player out still has its power (`power-on-mismatch=yes`); the
    /// reference gives powers only to cards that matched.
    pub powers_on_mismatch: bool,
    /// After a mismatch the next card must match the last card that matched
    /// (`after-mismatch=matched`); the reference, as the spec's `getPreviousCard` and
    /// `getCurrentCard` do, has it match the card turned last.
    pub match_last_match: bool,
}

/// A round: who is still in, whose turn it is, the card the next must match, and what the
/// expert rules left for the next turn.
///
/// A turn is [`Round::play`] (a card turned), then, under the expert rules, what its power
/// asks ([`Round::swap`], [`Round::turn_down`], [`Round::block`], or another `play` for a
/// crab), then [`Round::end_turn`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    rules: RoundRules,
    active: Vec<bool>,
    /// The player whose turn it is.
    turn: usize,
    previous: Option<Card>,
    /// The cards turned this round, in order.
    turned: Vec<Position>,
    /// The card a walrus blocked for the player whose turn it is.
    blocked: Option<Position>,
    /// The card a walrus blocked for the next player.
    blocking: Option<Position>,
    /// The mistakes these rules make, if any (none in the spec's game).
    slips: Slips,
}

impl Round {
    /// A round for `players` players, all active, `first` to move.
    pub fn new(players: usize, first: usize) -> Round {
        assert!((2..=4).contains(&players), "Memoarr! is for 2 to 4 players");
        Round {
            rules: RoundRules::default(),
            active: vec![true; players],
            turn: first % players,
            previous: None,
            turned: Vec::new(),
            blocked: None,
            blocking: None,
            slips: Slips::default(),
        }
    }

    /// The same round, played with the rules' mistakes `slips` (see [`super::mistakes`]).
    pub fn with_slips(mut self, slips: Slips) -> Round {
        self.slips = slips;
        self
    }

    pub fn slips(&self) -> Slips {
        self.slips
    }

    /// The same round with the players out of `last` still out, as a program that never
    /// sets its players active again plays it.
    pub fn keeping_out(mut self, last: &Round) -> Round {
        self.active = last.active.clone();
        if !self.active[self.turn] {
            self.advance();
        }
        self
    }

    /// The first player still in, whom a program that ends a round early takes as its
    /// winner.
    pub fn first_active(&self) -> Option<usize> {
        (0..self.active.len()).find(|&player| self.active[player])
    }

    /// Puts `player` out of the round.
    pub fn put_out(&mut self, player: usize) {
        self.active[player] = false;
    }

    /// The round, played by `rules`.
    pub fn under(self, rules: RoundRules) -> Round {
        Round { rules, ..self }
    }

    pub fn rules(&self) -> RoundRules {
        self.rules
    }

    /// The player whose turn it is.
    pub fn turn(&self) -> usize {
        self.turn
    }

    pub fn is_active(&self, player: usize) -> bool {
        self.active[player]
    }

    /// The card the next must match: the card turned last, or under
    /// [`RoundRules::match_last_match`] the last that matched.
    pub fn previous(&self) -> Option<Card> {
        self.previous
    }

    /// The positions turned face up this round, in order (the expert display's row).
    pub fn turned(&self) -> &[Position] {
        &self.turned
    }

    /// The round's winner, once only one player is active.
    pub fn winner(&self) -> Option<usize> {
        let mut active = (0..self.active.len()).filter(|&p| self.active[p]);
        match (active.next(), active.next()) {
            (Some(winner), None) => Some(winner),
            _ => None,
        }
    }

    /// Checks a position the player chose to turn: not the centre, face down, not blocked.
    pub fn check(&self, board: &Board, position: Position) -> Result<(), PositionError> {
        if position == CENTRE {
            return Err(PositionError::Centre);
        }
        if board.is_face_up(position) {
            return Err(PositionError::FaceUp);
        }
        if self.blocked == Some(position) && !self.slips.walrus_block_ignored {
            return Err(PositionError::Blocked);
        }
        Ok(())
    }

    /// Whether the player whose turn it is has a card to turn: face down and not blocked.
    pub fn can_turn(&self, board: &Board) -> bool {
        Position::all().any(|position| self.check(board, position).is_ok())
    }

    /// The player whose turn it is turns the card at a checked position face up: it stays
    /// in the round if the card is the round's first or matches the one before, and is out
    /// otherwise.
    pub fn play(&mut self, board: &mut Board, position: Position) -> Turned {
        debug_assert_eq!(self.check(board, position), Ok(()));
        board.turn_face_up(position);
        self.turned.push(position);
        let card = board.card(position);
        let stays = self
            .previous
            .is_none_or(|previous| match self.slips.animal_only {
                true => card.animal == previous.animal,
                false => card.matches(previous),
            });
        if stays || !self.rules.match_last_match {
            self.previous = Some(card);
        }
        if stays {
            Turned::Stays(card)
        } else {
            self.active[self.turn] = false;
            if self.slips.mismatch_turned_down {
                board.turn_face_down(position);
                self.turned.pop();
            }
            Turned::Out(card)
        }
    }

    /// The octopus: the card just turned at `from` changes places with its neighbour `to`,
    /// which keeps its face.
    pub fn swap(
        &mut self,
        board: &mut Board,
        from: Position,
        to: Position,
    ) -> Result<(), PositionError> {
        if !from.neighbours().contains(&to) {
            return Err(PositionError::NotNeighbour);
        }
        if self.slips.octopus_no_swap {
            return Ok(());
        }
        board.swap(from, to);
        if self.slips.octopus_displayed_at_old_place {
            return Ok(());
        }
        for turned in &mut self.turned {
            if *turned == from {
                *turned = to;
            } else if *turned == to {
                *turned = from;
            }
        }
        Ok(())
    }

    /// Checks the card a penguin turns face down: face up, and not the penguin itself.
    pub fn check_turn_down(&self, board: &Board, position: Position) -> Result<(), PositionError> {
        if position == CENTRE {
            return Err(PositionError::Centre);
        }
        if !board.is_face_up(position) || self.turned.last() == Some(&position) {
            return Err(PositionError::FaceDown);
        }
        Ok(())
    }

    /// The penguin: a face-up card is turned face down (not the penguin itself).
    pub fn turn_down(
        &mut self,
        board: &mut Board,
        position: Position,
    ) -> Result<(), PositionError> {
        self.check_turn_down(board, position)?;
        if self.slips.penguin_card_stays_up {
            return Ok(());
        }
        board.turn_face_down(position);
        if self.slips.penguin_card_stays_displayed {
            return Ok(());
        }
        self.turned.retain(|&turned| turned != position);
        Ok(())
    }

    /// Checks the card a walrus blocks: face down.
    pub fn check_block(&self, board: &Board, position: Position) -> Result<(), PositionError> {
        if position == CENTRE {
            return Err(PositionError::Centre);
        }
        if board.is_face_up(position) {
            return Err(PositionError::FaceUp);
        }
        Ok(())
    }

    /// The walrus: a face-down card is blocked for the next player.
    pub fn block(&mut self, board: &Board, position: Position) -> Result<(), PositionError> {
        self.check_block(board, position)?;
        self.blocking = Some(position);
        Ok(())
    }

    /// The next active player after the one whose turn it is (the one a turtle skips), if
    /// another is active.
    pub fn next_active(&self) -> Option<usize> {
        let players = self.active.len();
        (1..players)
            .map(|step| (self.turn + step) % players)
            .find(|&player| self.active[player])
    }

    /// The player whose turn it is has no card to turn: they lose the round (the spec: the
    /// players still in "continue to take their turns but loose").
    pub fn lose_turn(&mut self) {
        self.active[self.turn] = false;
    }

    /// Ends the turn: the next active player's turn, or the one after it when `skip_next`
    /// (the turtle). A walrus's block holds for the next turn only.
    pub fn end_turn(&mut self, skip_next: bool) {
        self.blocked = self.blocking.take();
        if self.winner().is_some() {
            return;
        }
        for _ in 0..=usize::from(skip_next) {
            self.advance();
        }
    }

    fn advance(&mut self) {
        if let Some(next) = self.next_active() {
            self.turn = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    #[test]
    fn twenty_five_cards_twenty_four_places() {
        let cards = all_cards();
        assert_eq!(cards.len(), 25);
        let mut distinct = cards.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), 25);
        let places: Vec<Position> = Position::all().collect();
        assert_eq!(places.len(), 24);
        assert!(!places.contains(&CENTRE));
        for (index, place) in places.iter().enumerate() {
            assert_eq!(place.index(), index);
        }
        let board = Board::lay_out(&cards);
        assert_eq!(board.card(at("A1")), cards[0]);
        assert_eq!(board.card(at("C4")), cards[12]);
        assert_eq!(board.card(at("E5")), cards[23]);
        assert_eq!(board.left_out(), cards[24]);
    }

    #[test]
    fn the_expert_powers_do_what_their_animals_say() {
        let cards = all_cards();
        assert_eq!(cards[0].power(), Power::Crab);
        assert_eq!(cards[24].power(), Power::Walrus);
        let mut board = Board::lay_out(&cards);
        let mut round = Round::new(3, 0);

        // Octopus: C1 (octopus on red) changes places with B1, which keeps its face.
        round.play(&mut board, at("C1"));
        assert_eq!(
            round.swap(&mut board, at("C1"), at("A1")),
            Err(PositionError::NotNeighbour)
        );
        round.swap(&mut board, at("C1"), at("B1")).unwrap();
        assert_eq!(board.card(at("B1")), cards[10]);
        assert!(board.is_face_up(at("B1")) && !board.is_face_up(at("C1")));
        assert_eq!(round.turned(), [at("B1")]);
        round.end_turn(false);

        // Walrus: player 1 turns walrus on red (E2, matching the red) and blocks A2 for
        // player 2.
        assert_eq!(round.play(&mut board, at("E2")), Turned::Stays(cards[20]));
        assert_eq!(cards[20].power(), Power::Walrus);
        assert_eq!(round.block(&board, at("B1")), Err(PositionError::FaceUp));
        round.block(&board, at("A2")).unwrap();
        round.end_turn(false);
        assert_eq!(round.turn(), 2);
        assert_eq!(round.check(&board, at("A2")), Err(PositionError::Blocked));
        assert!(round.can_turn(&board));

        // Player 2 turns penguin on blue (B4), which matches nothing: out. The block was
        // for that turn only.
        assert_eq!(round.play(&mut board, at("B4")), Turned::Out(cards[8]));
        round.end_turn(false);
        assert_eq!(round.check(&board, at("A2")), Ok(()));
        // A penguin that stays (penguin on green after penguin on blue) turns another
        // face-up card down, never itself.
        assert_eq!(round.play(&mut board, at("B2")), Turned::Stays(cards[6]));
        assert_eq!(
            round.turn_down(&mut board, at("B2")),
            Err(PositionError::FaceDown)
        );
        assert_eq!(
            round.turn_down(&mut board, at("A3")),
            Err(PositionError::FaceDown)
        );
        round.turn_down(&mut board, at("E2")).unwrap();
        assert!(!board.is_face_up(at("E2")));

        // Turtle (turtle on red, D2): the next player is skipped.
        let mut round = Round::new(3, 0);
        assert_eq!(round.play(&mut board, at("D2")), Turned::Stays(cards[15]));
        assert_eq!(cards[15].power(), Power::Turtle);
        round.end_turn(true);
        assert_eq!(round.turn(), 2);
    }

    #[test]
    fn positions_are_a_letter_and_a_digit() {
        assert_eq!(at("A1"), Position { row: 0, column: 0 });
        assert_eq!(at("e5"), Position { row: 4, column: 4 });
        assert_eq!(at("B4").to_string(), "B4");
        assert_eq!(parse_position("C3"), Err(PositionError::Centre));
        assert_eq!(parse_position("F1"), Err(PositionError::OffBoard));
        assert_eq!(parse_position("A6"), Err(PositionError::OffBoard));
        assert_eq!(parse_position("A0"), Err(PositionError::OffBoard));
        for bad in ["", "A", "A11", "1A", "AA", "é1"] {
            assert_eq!(parse_position(bad), Err(PositionError::Format), "{bad}");
        }
    }

    #[test]
    fn neighbours_are_in_the_row_and_column_without_the_centre() {
        let mut around = at("B3").neighbours();
        around.sort();
        assert_eq!(around, [at("A3"), at("B2"), at("B4")]);
        assert_eq!(at("A1").neighbours().len(), 2);
    }

    #[test]
    fn sides_face_their_three_cards() {
        let fronts: Vec<String> = Side::ORDER
            .iter()
            .map(|side| side.front().map(|p| p.to_string()).join(" "))
            .collect();
        assert_eq!(fronts, ["A2 A3 A4", "E2 E3 E4", "B1 C1 D1", "B5 C5 D5"]);
    }

    #[test]
    fn rewards_pay_fourteen_rubies_in_seven_rounds() {
        let mut rng = GameRng::from_seed(1);
        let rewards = shuffled_rewards(&mut rng);
        assert_eq!(rewards.len(), ROUNDS);
        assert_eq!(rewards.iter().map(|&r| u32::from(r)).sum::<u32>(), 14);
        assert_eq!(
            REWARDS.iter().map(|&r| u32::from(r)).sum::<u32>(),
            TOTAL_RUBIES
        );
    }

    #[test]
    fn a_round_goes_on_while_cards_match_and_ends_with_one_player_in() {
        let cards = all_cards();
        // Unshuffled, the board holds each animal's five cards in a row: A1 crab on red,
        // B1 penguin on red, C1 octopus on red, C2 octopus on green.
        let mut board = Board::lay_out(&cards);
        let mut round = Round::new(3, 0);
        let turn = |round: &mut Round, board: &mut Board, place: &str| {
            let turned = round.play(board, at(place));
            round.end_turn(false);
            turned
        };
        assert_eq!(turn(&mut round, &mut board, "A1"), Turned::Stays(cards[0]));
        assert_eq!(round.turn(), 1);
        assert_eq!(round.check(&board, at("A1")), Err(PositionError::FaceUp));
        // Penguin on red follows crab on red (the background).
        assert_eq!(turn(&mut round, &mut board, "B1"), Turned::Stays(cards[5]));
        // Octopus on green (C2) follows neither penguin nor red: player 2 is out.
        assert_eq!(turn(&mut round, &mut board, "C2"), Turned::Out(cards[11]));
        assert!(!round.is_active(2));
        assert_eq!(round.turn(), 0);
        assert_eq!(round.winner(), None);
        // Octopus on red (C1) follows octopus on green (the animal).
        assert_eq!(turn(&mut round, &mut board, "C1"), Turned::Stays(cards[10]));
        assert_eq!(round.turned().len(), 4);
        round.lose_turn();
        round.end_turn(false);
        assert_eq!(round.winner(), Some(0));
        board.reset();
        assert!(!board.is_face_up(at("A1")));
    }
}
