//! Computer players for games whose spec has only people (Memoarr!, Joker Twins): the two
//! strategies they share, and the `--computer SEAT=PLAYER` option that gives a seat to one.

use std::fmt;
use std::str::FromStr;

/// How such a computer player chooses: each game says what `random` and `memory` mean for
/// its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Random,
    Memory,
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(text: &str) -> Result<Strategy, String> {
        match text {
            "random" => Ok(Strategy::Random),
            "memory" => Ok(Strategy::Memory),
            _ => Err(format!(
                "unknown computer player '{text}': use 'random' or 'memory'"
            )),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Strategy::Random => "random",
            Strategy::Memory => "memory",
        })
    }
}

/// A seat given to a computer player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ComputerSeat {
    /// The player's index (player 1 is 0).
    pub seat: usize,
    pub strategy: Strategy,
}

/// Reads `SEAT=PLAYER` (`2=memory`), for a game of at most `players` players.
pub fn parse_seat(text: &str, players: usize) -> Result<ComputerSeat, String> {
    let (seat, strategy) = text
        .split_once('=')
        .ok_or_else(|| format!("'{text}': write SEAT=PLAYER, as in 2=memory"))?;
    match seat.trim().parse::<usize>() {
        Ok(seat) if (1..=players).contains(&seat) => Ok(ComputerSeat {
            seat: seat - 1,
            strategy: strategy.trim().parse()?,
        }),
        _ => Err(format!(
            "'{text}': the seat is a player's number, 1 to {players}"
        )),
    }
}

/// The strategy of the last `--computer` that names `seat`, if any.
pub fn strategy_of(computers: &[ComputerSeat], seat: usize) -> Option<Strategy> {
    (computers.iter())
        .rfind(|computer| computer.seat == seat)
        .map(|computer| computer.strategy)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_and_strategies_parse_and_say_what_is_wrong() {
        let seat = parse_seat("2=memory", 4).unwrap();
        assert_eq!((seat.seat, seat.strategy), (1, Strategy::Memory));
        assert_eq!(seat.strategy.to_string(), "memory");
        assert!(parse_seat("3=random", 2).unwrap_err().contains("1 to 2"));
        assert!(parse_seat("2", 2).unwrap_err().contains("SEAT=PLAYER"));
        assert!(parse_seat("1=clever", 2).unwrap_err().contains("'clever'"));
        let seats = [seat, parse_seat("2=random", 4).unwrap()];
        assert_eq!(strategy_of(&seats, 1), Some(Strategy::Random));
        assert_eq!(strategy_of(&seats, 0), None);
    }
}
