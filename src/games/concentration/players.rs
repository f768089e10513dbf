//! Concentration's computer players: where a computer's two cards come from.
//!
//! - `random`, the spec's base player: any face-down card, then any other face-down card.
//!   The spec re-draws random coordinates until they name a valid card; choosing uniformly
//!   among the valid cards gives the same distribution without the wasted draws.
//! - `memory:K`, the appendix's player: it remembers up to K face-down cards it has seen,
//!   whoever turned them, and forgets cards once they are removed. On its turn it takes a
//!   pair it already knows; otherwise it turns an unknown card first and completes it from
//!   memory if it can; otherwise it turns a second unknown card to learn more. When its
//!   memory is full it stops memorising. `memory:52` remembers everything.
//!
//! Players see the table only through [`ComputerPlayer::observe`], called after every turn
//! by either side, so a computer cannot peek at face-down cards it has not seen.

use std::fmt;
use std::str::FromStr;

use super::rules::{CARDS, Game, Position, Positions, Table};
use crate::rng::GameRng;

/// How a computer player chooses its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Random,
    /// Remembers at most this many face-down cards.
    Memory(u32),
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(text: &str) -> Result<Strategy, String> {
        if text == "random" {
            return Ok(Strategy::Random);
        }
        let size = text.strip_prefix("memory:").ok_or_else(|| {
            format!("unknown computer player '{text}': use 'random' or 'memory:K' (K from 0 to 52)")
        })?;
        match size.parse::<u32>() {
            Ok(size) if size as usize <= CARDS => Ok(Strategy::Memory(size)),
            _ => Err(format!(
                "bad memory size in '{text}': K must be a whole number from 0 to 52"
            )),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Random => write!(f, "random"),
            Strategy::Memory(size) => write!(f, "memory:{size}"),
        }
    }
}

/// A computer player and what it remembers of the table.
#[derive(Clone, Debug)]
pub struct ComputerPlayer {
    strategy: Strategy,
    /// Face-down positions it has seen; their cards are read from the table when needed.
    known: Positions,
    /// The second half of a known pair, chosen together with the first.
    planned_second: Option<Position>,
}

impl ComputerPlayer {
    pub fn new(strategy: Strategy) -> ComputerPlayer {
        ComputerPlayer {
            strategy,
            known: Positions::EMPTY,
            planned_second: None,
        }
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// Chooses the first card of a turn.
    pub fn first_card(&mut self, table: &Table, rng: &mut GameRng) -> Position {
        self.planned_second = None;
        let face_down = table.face_down();
        if let Strategy::Memory(_) = self.strategy {
            if let Some((first, second)) = self.known_pair(table) {
                self.planned_second = Some(second);
                return first;
            }
            if let Some(unknown) = face_down.difference(self.known).choose(rng) {
                return unknown;
            }
        }
        face_down
            .choose(rng)
            .expect("a turn is played only while cards are face down")
    }

    /// Chooses the second card of a turn, now that `first` is face up.
    pub fn second_card(&mut self, table: &Table, first: Position, rng: &mut GameRng) -> Position {
        let others = table.face_down().without(first);
        if let Strategy::Memory(_) = self.strategy {
            // The plan holds unless the first card was not its own (a guided replay plays
            // the card a program's computer chose).
            if let Some(second) = self.planned_second.take()
                && second != first
                && table.is_face_down(second)
            {
                return second;
            }
            let rank = table.card(first).rank;
            let remembered_match = table.of_rank(rank).intersection(self.known).without(first);
            if let Some(second) = remembered_match.first() {
                return second;
            }
            if let Some(unknown) = others.difference(self.known).choose(rng) {
                return unknown;
            }
        }
        others
            .choose(rng)
            .expect("a face-down card is left besides the first")
    }

    /// Learns from a turn just played by either side: removed cards are forgotten, cards
    /// turned back face down are remembered while there is room.
    pub fn observe(&mut self, table: &Table, first: Position, second: Position) {
        let Strategy::Memory(capacity) = self.strategy else {
            return;
        };
        self.known = self.known.intersection(table.face_down());
        for seen in [first, second] {
            if table.is_face_down(seen) && !self.known.contains(seen) && self.known.len() < capacity
            {
                self.known.insert(seen);
            }
        }
    }

    /// Two remembered face-down cards of equal rank, the lowest such pair first.
    fn known_pair(&self, table: &Table) -> Option<(Position, Position)> {
        for first in self.known.iter() {
            let rank = table.card(first).rank;
            let partner = table.of_rank(rank).intersection(self.known).without(first);
            if let Some(second) = partner.first() {
                return Some((first, second));
            }
        }
        None
    }
}

/// Plays a whole game between two computer players with no transcript, as `simulate` does,
/// and returns it finished.
pub fn play_out(strategies: [Strategy; 2], rng: &mut GameRng) -> Game {
    let mut game = Game::deal(rng);
    let mut players = strategies.map(ComputerPlayer::new);
    while !game.is_over() {
        let player = &mut players[game.to_move().index()];
        let first = player.first_card(game.table(), rng);
        let second = player.second_card(game.table(), first, rng);
        game.turn(first, second);
        for player in &mut players {
            player.observe(game.table(), first, second);
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use super::super::rules::tests::ordered_table;
    use super::super::rules::{Game, Seat};
    use super::*;

    fn at(row: i64, column: i64) -> Position {
        Position::from_coordinates(row, column).unwrap()
    }

    #[test]
    fn strategies_parse_and_print() {
        assert_eq!("random".parse(), Ok(Strategy::Random));
        assert_eq!("memory:10".parse(), Ok(Strategy::Memory(10)));
        assert_eq!("memory:52".parse(), Ok(Strategy::Memory(52)));
        for bad in ["memory:53", "memory:", "memory:-1", "smart", "Random", ""] {
            assert!(bad.parse::<Strategy>().is_err(), "{bad}");
        }
        assert_eq!(Strategy::Memory(7).to_string(), "memory:7");
    }

    #[test]
    fn random_player_only_picks_valid_cards() {
        let mut rng = GameRng::from_seed(11);
        let mut game = Game::deal(&mut rng);
        let mut player = ComputerPlayer::new(Strategy::Random);
        while !game.is_over() {
            let first = player.first_card(game.table(), &mut rng);
            let second = player.second_card(game.table(), first, &mut rng);
            assert!(game.table().is_face_down(first));
            assert!(game.table().is_face_down(second));
            assert_ne!(first, second);
            game.turn(first, second);
            assert!(game.turns() < 100_000);
        }
    }

    #[test]
    fn memory_player_takes_a_pair_it_has_seen() {
        let table = ordered_table();
        let mut player = ComputerPlayer::new(Strategy::Memory(52));
        // The opponent turned the 5 of clubs and the 5 of hearts... which would match, so
        // take two turns that reveal both fives among mismatches instead.
        player.observe(&table, at(0, 5), at(0, 6));
        player.observe(&table, at(3, 5), at(3, 7));
        let mut rng = GameRng::from_seed(2);
        let first = player.first_card(&table, &mut rng);
        let second = player.second_card(&table, first, &mut rng);
        let mut pair = [first, second];
        pair.sort();
        assert_eq!(pair, [at(0, 5), at(3, 5)]);
    }

    #[test]
    fn memory_player_turns_an_unknown_card_first_and_completes_it() {
        let table = ordered_table();
        let mut player = ComputerPlayer::new(Strategy::Memory(52));
        // It knows one card of every rank (row 0), so any unknown first card has a match.
        for column in (1..=13).step_by(2) {
            let next = if column == 13 { 12 } else { column + 1 };
            player.observe(&table, at(0, column), at(0, next));
        }
        let mut rng = GameRng::from_seed(5);
        for _ in 0..20 {
            let first = player.first_card(&table, &mut rng);
            assert_ne!(
                first.coordinates().0,
                0,
                "the first card must be an unknown one"
            );
            let second = player.second_card(&table, first, &mut rng);
            assert_eq!(second, at(0, first.coordinates().1 as i64));
        }
    }

    #[test]
    fn memory_is_bounded_and_forgets_removed_cards() {
        let mut game = Game::on(ordered_table());
        let mut player = ComputerPlayer::new(Strategy::Memory(3));
        player.observe(game.table(), at(0, 1), at(0, 2));
        player.observe(game.table(), at(0, 3), at(0, 4));
        assert_eq!(player.known.len(), 3, "capacity 3 keeps the first three");
        assert!(!player.known.contains(at(0, 4)));
        assert!(game.turn(at(0, 1), at(1, 1)));
        player.observe(game.table(), at(0, 1), at(1, 1));
        assert_eq!(player.known.len(), 2, "the removed ace is forgotten");
        player.observe(game.table(), at(2, 7), at(2, 8));
        assert!(player.known.contains(at(2, 7)));
        assert!(!player.known.contains(at(2, 8)));
    }

    #[test]
    fn memory_zero_never_remembers() {
        let table = ordered_table();
        let mut player = ComputerPlayer::new(Strategy::Memory(0));
        player.observe(&table, at(0, 1), at(0, 2));
        assert!(player.known.is_empty());
    }

    fn mean_turns(strategy: Strategy, games: u64) -> f64 {
        let total: u32 = (0..games)
            .map(|seed| play_out([strategy, strategy], &mut GameRng::from_seed(seed)).turns())
            .sum();
        f64::from(total) / games as f64
    }

    #[test]
    fn better_memory_finishes_sooner() {
        let random = mean_turns(Strategy::Random, 30);
        let some = mean_turns(Strategy::Memory(10), 30);
        let perfect = mean_turns(Strategy::Memory(52), 30);
        assert!(perfect < some && some < random, "{perfect} {some} {random}");
        assert!(
            perfect < 60.0,
            "perfect memory needs few turns, got {perfect}"
        );
    }

    #[test]
    fn perfect_self_play_removes_every_card() {
        let game = play_out(
            [Strategy::Memory(52), Strategy::Random],
            &mut GameRng::from_seed(8),
        );
        assert!(game.is_over());
        assert_eq!(game.won(Seat::First) + game.won(Seat::Second), 52);
    }
}
