//! A round of Memoarr! turn by turn: every choice is asked of the seat whose turn it is, and
//! everything the players see happen is told, in order.
//!
//! This is the one flow of a round, shared by the console game (people answer prompts and
//! the game is printed after every card) and by simulations (computer players choose and
//! nothing is printed). It holds no input and no output itself: [`Seats`] does.

use super::rules::{Board, Position, Power, Round, Turned};

/// Something the players see happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Happening {
    /// `player` turned the card at `position` face up; `stays` when it matched (or was the
    /// round's first), so the player is still in.
    Turned {
        player: usize,
        position: Position,
        stays: bool,
    },
    /// `player`'s turn came with no card to turn: out of the round.
    NothingToTurn { player: usize },
    /// The crab makes `player` turn another card at once.
    Crab { player: usize },
    /// The octopus turned at `from` changed places with the card at `to`.
    Swapped { from: Position, to: Position },
    /// The penguin turned the card at `position` face down.
    TurnedDown { position: Position },
    /// The walrus blocked the card at `position` for the next turn.
    Blocked { position: Position },
    /// The turtle skips `player`.
    Skipped { player: usize },
}

/// Where a round's choices come from and where its happenings go.
///
/// Each choice returned must be one the round's check accepts ([`Round::check`],
/// [`Round::check_turn_down`], [`Round::check_block`], or one of the neighbours offered):
/// a seat asks again, or chooses again, until it is.
pub trait Seats {
    /// Why a round stopped before its end (the console's input ran out).
    type Stop;

    /// The face-down card `player` turns face up.
    fn turn(&mut self, player: usize, round: &Round, board: &Board)
    -> Result<Position, Self::Stop>;

    /// The neighbour the octopus at `from` changes places with.
    fn swap_with(
        &mut self,
        player: usize,
        from: Position,
        neighbours: &[Position],
        round: &Round,
        board: &Board,
    ) -> Result<Position, Self::Stop>;

    /// The face-up card the penguin turns face down, or none: the spec says the player "is
    /// allowed" to. (A person at the console always chooses one, as a test file cannot
    /// decline; a computer player may.)
    fn turn_down(
        &mut self,
        player: usize,
        round: &Round,
        board: &Board,
    ) -> Result<Option<Position>, Self::Stop>;

    /// The face-down card the walrus blocks for the next player.
    fn block(
        &mut self,
        player: usize,
        round: &Round,
        board: &Board,
    ) -> Result<Position, Self::Stop>;

    /// Called just before the card at `position` is seen face up for the first time this
    /// turn: a game judged against a program's transcript takes the program's card there.
    fn reveal(&mut self, _board: &mut Board, _position: Position) {}

    /// Tells what just happened; `round` and `board` are as it left them.
    fn happened(
        &mut self,
        happening: Happening,
        round: &Round,
        board: &Board,
    ) -> Result<(), Self::Stop>;
}

/// Plays a round to its end, by the round's rules; the winner.
pub fn play_round<S: Seats>(
    round: &mut Round,
    board: &mut Board,
    seats: &mut S,
) -> Result<usize, S::Stop> {
    loop {
        if let Some(winner) = round.winner() {
            return Ok(winner);
        }
        if round.slips().runs_out_ends_round
            && !board.any_face_down()
            && let Some(first) = round.first_active()
        {
            return Ok(first);
        }
        let skip_next = play_turn(round, board, seats)?;
        if skip_next
            && round.winner().is_none()
            && let Some(skipped) = round.next_active()
        {
            seats.happened(Happening::Skipped { player: skipped }, round, board)?;
            if round.slips().turtle_puts_next_out {
                round.put_out(skipped);
            }
        }
        round.end_turn(skip_next);
    }
}

/// The turn of the player whose turn it is; whether the next player is skipped (a turtle).
fn play_turn<S: Seats>(
    round: &mut Round,
    board: &mut Board,
    seats: &mut S,
) -> Result<bool, S::Stop> {
    let player = round.turn();
    let rules = round.rules();
    // A crab turns another card at once: the same player plays again.
    loop {
        if !round.can_turn(board) {
            round.lose_turn();
            seats.happened(Happening::NothingToTurn { player }, round, board)?;
            return Ok(false);
        }
        let position = seats.turn(player, round, board)?;
        debug_assert_eq!(round.check(board, position), Ok(()));
        seats.reveal(board, position);
        let turned = round.play(board, position);
        let (card, stays) = match turned {
            Turned::Stays(card) => (card, true),
            Turned::Out(card) => (card, false),
        };
        let happening = Happening::Turned {
            player,
            position,
            stays,
        };
        seats.happened(happening, round, board)?;
        let has_power = rules.powers && (stays || rules.powers_on_mismatch);
        // A card that ended the round leaves nothing for a power to act on.
        if !has_power || round.winner().is_some() {
            return Ok(false);
        }
        match card.power() {
            // A crab asks for a card that keeps its player in: one already out has none
            // to turn.
            Power::Crab if stays && !round.slips().crab_no_second_card => {
                seats.happened(Happening::Crab { player }, round, board)?;
                continue;
            }
            Power::Turtle => return Ok(true),
            Power::Octopus => {
                let neighbours = position.neighbours();
                let to = seats.swap_with(player, position, &neighbours, round, board)?;
                if round.swap(board, position, to).is_ok() {
                    let happening = Happening::Swapped { from: position, to };
                    seats.happened(happening, round, board)?;
                }
            }
            // Not on the round's first card, which has no other to turn down.
            Power::Penguin if round.turned().len() > 1 => {
                let down = seats.turn_down(player, round, board)?;
                if let Some(down) = down
                    && round.turn_down(board, down).is_ok()
                {
                    let happening = Happening::TurnedDown { position: down };
                    seats.happened(happening, round, board)?;
                }
            }
            Power::Walrus if board.any_face_down() => {
                let blocked = seats.block(player, round, board)?;
                if round.block(board, blocked).is_ok() {
                    let happening = Happening::Blocked { position: blocked };
                    seats.happened(happening, round, board)?;
                }
            }
            Power::Crab | Power::Penguin | Power::Walrus => {}
        }
        return Ok(false);
    }
}

#[cfg(test)]
mod tests {
    use std::convert::Infallible;

    use super::*;
    use crate::games::memoarr::rules::{RoundRules, all_cards, parse_position};

    /// Seats that turn the cards of a script in order and record what happened.
    struct Script {
        turns: Vec<Position>,
        happened: Vec<Happening>,
    }

    impl Seats for Script {
        type Stop = Infallible;

        fn turn(&mut self, _: usize, _: &Round, _: &Board) -> Result<Position, Infallible> {
            Ok(self.turns.remove(0))
        }

        fn swap_with(
            &mut self,
            _: usize,
            _: Position,
            neighbours: &[Position],
            _: &Round,
            _: &Board,
        ) -> Result<Position, Infallible> {
            Ok(neighbours[0])
        }

        fn turn_down(
            &mut self,
            _: usize,
            _: &Round,
            _: &Board,
        ) -> Result<Option<Position>, Infallible> {
            Ok(None)
        }

        fn block(
            &mut self,
            _: usize,
            round: &Round,
            board: &Board,
        ) -> Result<Position, Infallible> {
            Ok(Position::all()
                .find(|&p| round.check(board, p).is_ok())
                .unwrap())
        }

        fn happened(
            &mut self,
            happening: Happening,
            _: &Round,
            _: &Board,
        ) -> Result<(), Infallible> {
            self.happened.push(happening);
            Ok(())
        }
    }

    /// Plays the first turns of a three-player round under `rules` on the unshuffled board
    /// (the deck in order, the centre skipped): B2, penguin on green; D2, turtle on red;
    /// E3, walrus on green.
    fn three_turns(rules: RoundRules) -> Vec<Happening> {
        let at = |text| parse_position(text).unwrap();
        let mut board = Board::lay_out(&all_cards());
        let mut round = Round::new(3, 0).under(rules);
        let mut seats = Script {
            turns: vec![at("B2"), at("D2"), at("E3")],
            happened: Vec::new(),
        };
        for _ in 0..3 {
            let Ok(skip_next) = play_turn(&mut round, &mut board, &mut seats);
            round.end_turn(skip_next);
        }
        seats.happened
    }

    fn turned(player: usize, place: &str, stays: bool) -> Happening {
        let position = parse_position(place).unwrap();
        Happening::Turned {
            player,
            position,
            stays,
        }
    }

    #[test]
    fn a_card_that_did_not_match_acts_only_under_power_on_mismatch() {
        let expert = RoundRules {
            powers: true,
            ..RoundRules::default()
        };
        // The turtle on red does not follow the penguin on green: player 1 is out.
        // Its power acts only when a mismatch has powers: player 2 is skipped.
        assert_eq!(
            three_turns(expert),
            [
                turned(0, "B2", true),
                turned(1, "D2", false),
                turned(2, "E3", false)
            ]
        );
        let every_card = RoundRules {
            powers_on_mismatch: true,
            ..expert
        };
        assert_eq!(
            three_turns(every_card),
            [
                turned(0, "B2", true),
                turned(1, "D2", false),
                turned(0, "E3", false)
            ]
        );
        // Without the expert rules no card acts.
        let base = RoundRules {
            powers_on_mismatch: true,
            ..RoundRules::default()
        };
        assert_eq!(three_turns(base)[2], turned(2, "E3", false));
    }

    #[test]
    fn after_a_mismatch_the_next_card_matches_the_card_the_reading_names() {
        // The walrus on green follows the penguin on green, not the turtle on red.
        let matched = RoundRules {
            match_last_match: true,
            ..RoundRules::default()
        };
        assert_eq!(three_turns(matched)[2], turned(2, "E3", true));
        assert_eq!(
            three_turns(RoundRules::default())[2],
            turned(2, "E3", false)
        );
    }
}
