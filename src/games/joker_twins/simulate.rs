//! Computer-only Joker Twins games with no transcript, for `arbiter simulate joker-twins`.

use std::fmt;

use clap::Args;
use serde::Serialize;

use super::players::{ComputerPlayer, Strategy};
use super::rules::{Board, Game, NUM_PLAYERS, Outcome, Size};
use crate::games::tally;
use crate::rng::GameRng;

/// The options of `arbiter simulate joker-twins`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Player 1: `random` or `memory`
    #[arg(long, value_name = "PLAYER", default_value = "memory")]
    pub computer1: Strategy,
    /// Player 2
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer2: Strategy,
}

/// What a series of games came to. The same options and seed give the same report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    pub game: &'static str,
    pub seed: u64,
    pub games: u64,
    pub computer1: String,
    pub computer2: String,
    pub computer1_wins: u64,
    pub computer2_wins: u64,
    pub ties: u64,
    /// Games that player 1 started (the first player is drawn, as the spec's is).
    pub computer1_started: u64,
    pub turns_mean: f64,
    pub turns_min: u32,
    pub turns_max: u32,
}

/// Plays `games` games; game `i` is seeded with `GameRng::series_seed(seed, i)`.
pub fn run(options: &Options, games: u64, seed: u64) -> Report {
    let strategies = [options.computer1, options.computer2];
    let (mut wins, mut ties, mut started) = ([0u64; NUM_PLAYERS], 0, 0);
    let mut turns = tally::Turns::default();
    for index in 0..games {
        let mut rng = GameRng::from_seed(GameRng::series_seed(seed, index));
        let game = play_game(strategies, &mut rng);
        match game.winner() {
            Some(winner) => wins[winner] += 1,
            None => ties += 1,
        }
        if game.order()[0] == 0 {
            started += 1;
        }
        turns.add(game.turns());
    }
    Report {
        game: "joker-twins",
        seed,
        games,
        computer1: options.computer1.to_string(),
        computer2: options.computer2.to_string(),
        computer1_wins: wins[0],
        computer2_wins: wins[1],
        ties,
        computer1_started: started,
        turns_mean: turns.mean(),
        turns_min: turns.min(),
        turns_max: turns.max(),
    }
}

/// Plays one game between computer players, drawn as the console game draws it: the
/// layout, then the first player. Both players see every card turned over.
pub fn play_game(strategies: [Strategy; NUM_PLAYERS], rng: &mut GameRng) -> Game {
    let board = Board::shuffled(Size::SPEC, rng);
    let first = rng.below(NUM_PLAYERS as u32) as usize;
    let mut game = Game::new(board, first, 2);
    let mut players = strategies.map(ComputerPlayer::new);
    while !game.is_over() {
        let player = &players[game.turn()];
        let first = player.first(&game, rng);
        let second = player.second(&game, first, rng);
        let twin = match game.outcome(first, second) {
            Outcome::JokerTwins { twin } => twin,
            _ => second,
        };
        for player in &mut players {
            player.saw(game.board(), &[first, second, twin]);
        }
        game.play(first, second);
        game.take_last_jokers();
    }
    game
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "joker-twins: {} games, seed {}", self.games, self.seed)?;
        let rows = [
            (
                format!("player 1 ({}) wins", self.computer1),
                self.computer1_wins,
            ),
            (
                format!("player 2 ({}) wins", self.computer2),
                self.computer2_wins,
            ),
            ("ties".to_string(), self.ties),
            ("started by player 1".to_string(), self.computer1_started),
        ];
        tally::share_table(f, self.games, &rows)?;
        tally::turns_line(f, self.turns_mean, self.turns_min, self.turns_max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(a: Strategy, b: Strategy) -> Options {
        Options {
            computer1: a,
            computer2: b,
        }
    }

    #[test]
    fn every_game_ends_with_all_nineteen_points_given() {
        let mut rng = GameRng::from_seed(4);
        for strategies in [
            [Strategy::Random, Strategy::Random],
            [Strategy::Memory, Strategy::Memory],
        ] {
            let game = play_game(strategies, &mut rng);
            assert!(game.is_over());
            assert_eq!(game.score(0) + game.score(1), 19);
        }
    }

    #[test]
    fn same_seed_same_report_and_memory_beats_random() {
        use Strategy::*;
        let a = run(&options(Memory, Random), 300, 1);
        assert_eq!(a, run(&options(Memory, Random), 300, 1));
        assert_eq!(a.computer1_wins + a.computer2_wins + a.ties, 300);
        assert!(a.computer1_wins > a.computer2_wins, "{a:?}");
        let b = run(&options(Random, Memory), 300, 1);
        assert!(b.computer2_wins > b.computer1_wins, "{b:?}");
    }
}
