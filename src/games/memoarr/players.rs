//! Memoarr!'s computer players. The spec has only people; these fill seats of the console
//! game (`--computer`) and play simulations.
//!
//! - `random`: any card it may turn, any choice a power allows.
//! - `memory`: remembers every card it has seen face up, and the three in front of its side,
//!   where they lie (following the octopus's swaps). It turns a card it knows matches the
//!   one before when it can, and otherwise a card it has not seen, never one it knows does
//!   not match; its walrus blocks a card it knows would match for the next player, and its
//!   penguin never turns down another penguin (nothing, if only penguins are face up).
//!
//! A player learns the board only through [`ComputerPlayer::look_at_front`] and
//! [`ComputerPlayer::saw`], so it cannot peek at a face-down card it has not seen.

use super::rules::{Board, CENTRE, Card, PLACES, Position, Power, Round, Side};
use super::turns::Happening;
pub use crate::games::seats::Strategy;
use crate::rng::GameRng;

/// A computer player and the cards it remembers, by place.
#[derive(Clone, Debug)]
pub struct ComputerPlayer {
    strategy: Strategy,
    known: [Option<Card>; 24],
}

impl ComputerPlayer {
    pub fn new(strategy: Strategy) -> ComputerPlayer {
        ComputerPlayer {
            strategy,
            known: [None; 24],
        }
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// It looks at the three cards in front of its side, at a round's start.
    pub fn look_at_front(&mut self, board: &Board, side: Side) {
        for position in side.front() {
            self.known[position.index()] = Some(board.card(position));
        }
    }

    /// It watches what happened: a card turned face up is seen, a swap moves what it knew.
    pub fn saw(&mut self, happening: Happening, board: &Board) {
        match happening {
            Happening::Turned { position, .. } => {
                self.known[position.index()] = board.visible(position);
            }
            Happening::Swapped { from, to } => self.known.swap(from.index(), to.index()),
            _ => {}
        }
    }

    fn knows(&self, position: Position) -> Option<Card> {
        self.known[position.index()]
    }

    /// The card it turns face up: one `round.check` accepts (there is one: the round asks
    /// only a player who can turn).
    pub fn turn(&self, round: &Round, board: &Board, rng: &mut GameRng) -> Position {
        let open = Places::all().only(|position| round.check(board, position).is_ok());
        if self.strategy == Strategy::Memory {
            let previous = round.previous();
            let fits = |card: Card| previous.is_none_or(|previous| card.matches(previous));
            let matching = open.only(|p| self.knows(p).is_some_and(fits));
            // The round's first card always stays: learn an unseen one rather than show a
            // known one to everyone.
            if previous.is_some()
                && let Some(position) = matching.choose(rng)
            {
                return position;
            }
            let unseen = open.only(|p| self.knows(p).is_none());
            if let Some(position) = unseen.choose(rng).or_else(|| matching.choose(rng)) {
                return position;
            }
        }
        open.choose(rng)
            .expect("a player asked to turn has a card to turn")
    }

    /// The neighbour its octopus changes places with.
    pub fn swap_with(&self, neighbours: &[Position], rng: &mut GameRng) -> Position {
        *rng.choose(neighbours).expect("every place has a neighbour")
    }

    /// The face-up card its penguin turns face down (the memory player knows it still), if
    /// any. The memory player never turns down a penguin, and does nothing when only
    /// penguins are face up: two perfect memories would otherwise turn two penguins up and
    /// down in turn for ever.
    pub fn turn_down(&self, round: &Round, board: &Board, rng: &mut GameRng) -> Option<Position> {
        let up = Places::all().only(|position| {
            round.check_turn_down(board, position).is_ok()
                && (self.strategy == Strategy::Random
                    || board.card(position).power() != Power::Penguin)
        });
        up.choose(rng)
    }

    /// The face-down card its walrus blocks: for the memory player, one it knows the next
    /// player could match.
    pub fn block(&self, round: &Round, board: &Board, rng: &mut GameRng) -> Position {
        let down = Places::all().only(|position| round.check_block(board, position).is_ok());
        if self.strategy == Strategy::Memory
            && let Some(last) = round.previous()
        {
            let matching = down.only(|p| self.knows(p).is_some_and(|card| card.matches(last)));
            if let Some(position) = matching.choose(rng) {
                return position;
            }
        }
        down.choose(rng)
            .expect("a walrus is asked only when a card is face down")
    }
}

/// Places to choose from, kept on the stack: a simulation chooses millions of times.
#[derive(Clone, Copy)]
struct Places {
    items: [Position; 24],
    len: usize,
}

impl Places {
    /// Every place that holds a card.
    fn all() -> Places {
        Places {
            items: PLACES,
            len: PLACES.len(),
        }
    }

    /// Those of these places that `keep` keeps.
    fn only(&self, keep: impl Fn(Position) -> bool) -> Places {
        let mut kept = Places {
            items: [CENTRE; 24],
            len: 0,
        };
        for &position in &self.items[..self.len] {
            if keep(position) {
                kept.items[kept.len] = position;
                kept.len += 1;
            }
        }
        kept
    }

    /// One of them, uniformly, or `None` when there is none.
    fn choose(&self, rng: &mut GameRng) -> Option<Position> {
        rng.choose(&self.items[..self.len]).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Board, all_cards, parse_position};
    use super::*;

    fn at(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    #[test]
    fn memory_turns_a_card_it_knows_matches_and_never_one_it_knows_does_not() {
        // Unshuffled: A1 crab on red, A2 crab on green, ..., B1 penguin on red.
        let mut board = Board::lay_out(&all_cards());
        let mut round = Round::new(2, 0);
        let mut player = ComputerPlayer::new(Strategy::Memory);
        player.look_at_front(&board, Side::Top);
        // Player 0 turns B2 (penguin on green): A2, crab on green, matches it; A3 and A4
        // (crab on purple and blue) do not.
        round.play(&mut board, at("B2"));
        round.end_turn(false);
        let mut rng = GameRng::from_seed(1);
        for _ in 0..20 {
            assert_eq!(player.turn(&round, &board, &mut rng), at("A2"));
        }
        // After C1, octopus on red, no card it knows matches: it turns an unseen card, never
        // A2, A3 or A4.
        let mut round = Round::new(2, 0);
        round.play(&mut board, at("C1"));
        round.end_turn(false);
        for _ in 0..50 {
            let position = player.turn(&round, &board, &mut rng);
            assert!(
                ![at("A2"), at("A3"), at("A4")].contains(&position),
                "{position}"
            );
        }
    }

    #[test]
    fn memory_follows_swaps_and_blocks_a_match_for_the_next_player() {
        let mut board = Board::lay_out(&all_cards());
        let mut player = ComputerPlayer::new(Strategy::Memory);
        player.look_at_front(&board, Side::Top);
        player.saw(
            Happening::Swapped {
                from: at("A2"),
                to: at("B2"),
            },
            &board,
        );
        board.swap(at("A2"), at("B2"));
        let mut round = Round::new(2, 0);
        // C2, octopus on green: B2 now holds crab on green, which matches it.
        round.play(&mut board, at("C2"));
        let mut rng = GameRng::from_seed(3);
        for _ in 0..20 {
            assert_eq!(player.block(&round, &board, &mut rng), at("B2"));
        }
        let random = ComputerPlayer::new(Strategy::Random);
        let blocked: Vec<Position> = (0..60)
            .map(|_| random.block(&round, &board, &mut rng))
            .collect();
        assert!(blocked.iter().any(|&p| p != at("B2")));
        assert!(blocked.iter().all(|&p| !board.is_face_up(p)));
    }
}
