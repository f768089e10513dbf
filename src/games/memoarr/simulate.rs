//! Computer-only Memoarr! games with no transcript, for `arbiter simulate memoarr`.

use std::convert::Infallible;
use std::fmt;

use clap::Args;
use serde::Serialize;

use super::players::{ComputerPlayer, Strategy};
use super::rules::{Board, Position, REWARDS, Round, RoundRules, Side, shuffled_rewards};
use super::turns::{Happening, Seats, play_round};
use crate::rng::GameRng;

/// The options of `arbiter simulate memoarr`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The players, 2 to 4, in seat order (seat 1 starts round 1): each `random` or `memory`
    #[arg(long, value_name = "PLAYERS", value_delimiter = ',', num_args = 1,
          default_value = "memory,random", value_parser = seats)]
    pub players: Vec<Strategy>,
    /// Play the expert rules (the animals' powers)
    #[arg(long)]
    pub expert_rules: bool,
}

fn seats(text: &str) -> Result<Strategy, String> {
    text.trim().parse()
}

/// What a seat won over a series.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatReport {
    pub player: String,
    pub rubies_mean: f64,
    /// Rounds won, out of all rounds played.
    pub rounds_won: u64,
    /// Games won; a game whose most rubies are shared counts as a share for each.
    pub games_won: f64,
}

/// What a series of games came to. The same options and seed give the same report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games: u64,
    pub rounds: u64,
    pub expert_rules: bool,
    pub seats: Vec<SeatReport>,
}

/// Plays `games` games; game `i` is seeded with `GameRng::series_seed(seed, i)`, so any one
/// of them can be replayed alone.
pub fn run(options: &Options, games: u64, seed: u64) -> Result<Report, String> {
    let players = options.players.len();
    if !(2..=4).contains(&players) {
        return Err(format!(
            "--players names {players} players: Memoarr! is for 2 to 4"
        ));
    }
    let mut rubies = vec![0u64; players];
    let mut rounds_won = vec![0u64; players];
    let mut games_won = vec![0f64; players];
    for index in 0..games {
        let mut rng = GameRng::from_seed(GameRng::series_seed(seed, index));
        let outcome = play_game(&options.players, options.expert_rules, &mut rng);
        let most = outcome.rubies.iter().copied().max().unwrap_or(0);
        let sharing = outcome.rubies.iter().filter(|&&r| r == most).count();
        for seat in 0..players {
            rubies[seat] += u64::from(outcome.rubies[seat]);
            rounds_won[seat] += u64::from(outcome.rounds_won[seat]);
            if outcome.rubies[seat] == most {
                games_won[seat] += 1.0 / sharing as f64;
            }
        }
    }
    let seats = (0..players)
        .map(|seat| SeatReport {
            player: options.players[seat].to_string(),
            rubies_mean: if games == 0 {
                0.0
            } else {
                rubies[seat] as f64 / games as f64
            },
            rounds_won: rounds_won[seat],
            games_won: games_won[seat],
        })
        .collect();
    Ok(Report {
        game: "memoarr",
        seed,
        games,
        rounds: games * REWARDS.len() as u64,
        expert_rules: options.expert_rules,
        seats,
    })
}

/// What one game came to, seat by seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub rubies: Vec<u32>,
    pub rounds_won: Vec<u32>,
}

/// Plays one game of seven rounds between computer players, the one in seat `k` starting
/// round `k + 1` (round by round in turn).
pub fn play_game(strategies: &[Strategy], expert_rules: bool, rng: &mut GameRng) -> Outcome {
    let mut board = Board::shuffled(rng);
    let rewards = shuffled_rewards(rng);
    let mut seats = Computers {
        players: strategies.iter().map(|&s| ComputerPlayer::new(s)).collect(),
        rng,
    };
    let mut outcome = Outcome {
        rubies: vec![0; strategies.len()],
        rounds_won: vec![0; strategies.len()],
    };
    for (round_index, &reward) in rewards.iter().enumerate() {
        board.reset();
        for (player, side) in seats.players.iter_mut().zip(Side::ORDER) {
            player.look_at_front(&board, side);
        }
        let rules = RoundRules {
            powers: expert_rules,
            ..RoundRules::default()
        };
        let mut round = Round::new(strategies.len(), round_index).under(rules);
        let Ok(winner) = play_round(&mut round, &mut board, &mut seats);
        outcome.rubies[winner] += u32::from(reward);
        outcome.rounds_won[winner] += 1;
    }
    outcome
}

/// Every seat a computer player, drawing from one generator.
struct Computers<'a> {
    players: Vec<ComputerPlayer>,
    rng: &'a mut GameRng,
}

impl Seats for Computers<'_> {
    type Stop = Infallible;

    fn turn(
        &mut self,
        player: usize,
        round: &Round,
        board: &Board,
    ) -> Result<Position, Infallible> {
        Ok(self.players[player].turn(round, board, self.rng))
    }

    fn swap_with(
        &mut self,
        player: usize,
        _from: Position,
        neighbours: &[Position],
        _round: &Round,
        _board: &Board,
    ) -> Result<Position, Infallible> {
        Ok(self.players[player].swap_with(neighbours, self.rng))
    }

    fn turn_down(
        &mut self,
        player: usize,
        round: &Round,
        board: &Board,
    ) -> Result<Option<Position>, Infallible> {
        Ok(self.players[player].turn_down(round, board, self.rng))
    }

    fn block(
        &mut self,
        player: usize,
        round: &Round,
        board: &Board,
    ) -> Result<Position, Infallible> {
        Ok(self.players[player].block(round, board, self.rng))
    }

    fn happened(
        &mut self,
        happening: Happening,
        _round: &Round,
        board: &Board,
    ) -> Result<(), Infallible> {
        for player in &mut self.players {
            player.saw(happening, board);
        }
        Ok(())
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = if self.expert_rules {
            "expert rules"
        } else {
            "base rules"
        };
        writeln!(
            f,
            "memoarr: {} games ({} rounds), seed {}, {rules}",
            self.games, self.rounds, self.seed
        )?;
        writeln!(
            f,
            "{:<16} {:>12} {:>12} {:>12}",
            "seat", "rubies/game", "rounds won", "games won"
        )?;
        let share = |count: f64, of: u64| 100.0 * count / of.max(1) as f64;
        for (index, seat) in self.seats.iter().enumerate() {
            let label = format!("{} ({})", index + 1, seat.player);
            writeln!(
                f,
                "{label:<16} {:>12.2} {:>11.2}% {:>11.2}%",
                seat.rubies_mean,
                share(seat.rounds_won as f64, self.rounds),
                share(seat.games_won, self.games)
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(players: &[Strategy], expert_rules: bool) -> Options {
        Options {
            players: players.to_vec(),
            expert_rules,
        }
    }

    #[test]
    fn every_game_pays_out_all_fourteen_rubies() {
        let mut rng = GameRng::from_seed(9);
        // Four perfect memories under the expert rules too: their penguins must not turn
        // each other up and down for ever.
        for players in 2..=4 {
            for (strategy, expert_rules) in ([Strategy::Random, Strategy::Memory].into_iter())
                .flat_map(|strategy| [(strategy, false), (strategy, true)])
            {
                let outcome = play_game(&vec![strategy; players], expert_rules, &mut rng);
                assert_eq!(outcome.rubies.iter().sum::<u32>(), 14);
                assert_eq!(outcome.rounds_won.iter().sum::<u32>(), 7);
            }
        }
    }

    #[test]
    fn same_seed_same_report() {
        use Strategy::*;
        let a = run(&options(&[Memory, Random, Random], true), 50, 5).unwrap();
        assert_eq!(
            a,
            run(&options(&[Memory, Random, Random], true), 50, 5).unwrap()
        );
        assert_ne!(
            a,
            run(&options(&[Memory, Random, Random], true), 50, 6).unwrap()
        );
        let won: f64 = a.seats.iter().map(|s| s.games_won).sum();
        assert!((won - 50.0).abs() < 1e-9, "{a:?}");
        let err = run(&options(&[Memory], false), 1, 1).unwrap_err();
        assert!(err.contains("2 to 4"), "{err}");
    }

    #[test]
    fn memory_beats_random_from_either_seat() {
        use Strategy::*;
        for expert_rules in [false, true] {
            let first = run(&options(&[Memory, Random], expert_rules), 300, 1).unwrap();
            let second = run(&options(&[Random, Memory], expert_rules), 300, 1).unwrap();
            assert!(
                first.seats[0].rubies_mean > first.seats[1].rubies_mean,
                "{first:?}"
            );
            assert!(
                second.seats[1].rubies_mean > second.seats[0].rubies_mean,
                "{second:?}"
            );
        }
    }
}
