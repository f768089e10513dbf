//! One game of a tournament: playing it between two entrants, and its record as the journal
//! and `results.json` keep it.
//!
//! A game between a bot that could not be built or loaded and one that could is not played:
//! the other bot wins. Between two such bots nobody wins (`"result": "none"`, a loss for
//! both). Otherwise the game is played by [`play_game`], and the first fault ends it as a
//! loss for the bot that made it.
//!
//! After some games (see [`super::Schedule::checks`]) a bot is asked again, in a fresh
//! state, every position it was asked in the game: a bot that answers differently is
//! nondeterministic (it reads the clock, seeds `rand` with the time, uses uninitialised
//! memory…), and its results may not be reproduced by a rerun.

use serde::{Deserialize, Serialize};

use crate::games::checkers::players::{
    Agent, GameRecord, Outcome, PlayerFault, checked_choice, play_game,
};
use crate::games::checkers::rules::{Game, Move, Player};
use crate::rng::GameRng;

/// A colour, as records write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Blue,
    Red,
}

impl From<Player> for Colour {
    fn from(player: Player) -> Colour {
        match player {
            Player::Blue => Colour::Blue,
            Player::Red => Colour::Red,
        }
    }
}

/// Who won a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    /// Blue won (by filling its target camp, or because red broke a rule).
    Blue,
    /// Red won.
    Red,
    /// Both sides made 100 moves with no winner.
    Draw,
    /// Neither bot could be started: a loss for both.
    None,
}

/// A rule a bot broke in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Violation {
    /// The bot's name.
    pub bot: String,
    pub colour: Colour,
    /// `load`, `crash`, `memory`, `timeout`, `illegal`, `board` or `print`.
    pub kind: String,
    /// Whether it ended the game (a loss); prints allowed by `--allow-prints` do not.
    pub fatal: bool,
    pub message: String,
}

/// A bot asked again, in a fresh state, the positions it was asked in a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Replay {
    pub bot: String,
    pub colour: Colour,
    /// Positions asked again.
    pub positions: usize,
    /// The first answer that differed, or `None` when all were the same.
    pub difference: Option<String>,
}

/// Everything kept about one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    /// The game's number in the schedule.
    pub game: usize,
    pub blue: String,
    pub red: String,
    /// The seed of the game's generator (used by built-in players).
    pub seed: u64,
    pub result: GameResult,
    /// Why the game ended, in words.
    pub reason: String,
    pub violations: Vec<Violation>,
    /// Every turn, blue first: `SSEE`, or `pass` for a side with no legal move.
    pub moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub replays: Vec<Replay>,
}

/// A side of a game about to be played: its name and its player, or why it has none.
pub struct Side<'a> {
    pub name: &'a str,
    pub player: Result<&'a mut dyn Agent, &'a str>,
    /// Ask this side again after the game, to check that it is deterministic.
    pub replay: bool,
}

/// Plays game number `game` with `seed`.
pub fn play<'a>(game: usize, seed: u64, blue: Side<'a>, red: Side<'a>) -> TournamentGame {
    let mut entry = TournamentGame {
        game,
        blue: blue.name.to_string(),
        red: red.name.to_string(),
        seed,
        result: GameResult::None,
        reason: String::new(),
        violations: Vec::new(),
        moves: Vec::new(),
        replays: Vec::new(),
    };
    let (mut blue_player, mut red_player) = match (blue.player, red.player) {
        (Ok(b), Ok(r)) => (b, r),
        (blue_player, red_player) => {
            let mut missing = Vec::new();
            for (side, colour, name) in [
                (&blue_player, Colour::Blue, blue.name),
                (&red_player, Colour::Red, red.name),
            ] {
                if let Err(why) = side {
                    missing.push(colour);
                    entry.violations.push(Violation {
                        bot: name.to_string(),
                        colour,
                        kind: "load".to_string(),
                        fatal: true,
                        message: format!("could not be started: {}", first_line(why)),
                    });
                }
            }
            entry.result = match missing.as_slice() {
                [Colour::Blue] => GameResult::Red,
                [Colour::Red] => GameResult::Blue,
                _ => GameResult::None,
            };
            entry.reason = match entry.result {
                GameResult::None => "neither bot could be started".to_string(),
                _ => format!("{} could not be started", entry.violations[0].bot),
            };
            return entry;
        }
    };
    let record = play_game(
        &mut *blue_player,
        &mut *red_player,
        &mut GameRng::from_seed(seed),
    );
    entry.moves = record
        .turns
        .iter()
        .map(|turn| turn.map_or_else(|| "pass".to_string(), |mv| mv.to_string()))
        .collect();
    let name_of = |player: Player| match player {
        Player::Blue => blue.name,
        Player::Red => red.name,
    };
    match record.outcome {
        Outcome::Won(player) => {
            entry.result = winner(player);
            entry.reason = format!("{} filled its target camp", name_of(player));
        }
        Outcome::Draw => {
            entry.result = GameResult::Draw;
            entry.reason = "100 moves each and no winner".to_string();
        }
        Outcome::Fault { side, fault } => {
            entry.result = winner(side.opponent());
            entry.reason = format!("{}: {fault}", name_of(side));
            entry
                .violations
                .push(violation(name_of(side), side, &fault, true));
        }
    }
    for player in [Player::Blue, Player::Red] {
        for fault in &record.tolerated[player.index()] {
            entry
                .violations
                .push(violation(name_of(player), player, fault, false));
        }
    }
    for (player, agent, wanted) in [
        (Player::Blue, &mut blue_player, blue.replay),
        (Player::Red, &mut red_player, red.replay),
    ] {
        let timed_out = matches!(
            record.outcome,
            Outcome::Fault { side, fault: PlayerFault::TimedOut } if side == player
        );
        if wanted && !timed_out {
            let (positions, difference) = replay(&mut **agent, &record, player);
            if positions == 0 {
                continue;
            }
            entry.replays.push(Replay {
                bot: name_of(player).to_string(),
                colour: player.into(),
                positions,
                difference,
            });
        }
    }
    entry
}

fn winner(player: Player) -> GameResult {
    match player {
        Player::Blue => GameResult::Blue,
        Player::Red => GameResult::Red,
    }
}

fn violation(bot: &str, side: Player, fault: &PlayerFault, fatal: bool) -> Violation {
    Violation {
        bot: bot.to_string(),
        colour: side.into(),
        kind: fault.kind().as_str().to_string(),
        fatal,
        message: fault.to_string(),
    }
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// Asks `agent`, after a new start, every position `side` was asked in `record`, and
/// compares with what it answered then: the positions asked and the first difference.
pub fn replay(agent: &mut dyn Agent, record: &GameRecord, side: Player) -> (usize, Option<String>) {
    agent.new_game();
    let mut rng = GameRng::from_seed(0);
    let mut game = Game::new();
    let mut asked = 0;
    let mut answers: Vec<(Game, Result<Move, PlayerFault>)> = Vec::new();
    for turn in &record.turns {
        match turn {
            Some(mv) => {
                if game.to_move == side {
                    answers.push((game, Ok(*mv)));
                }
                game.apply(*mv).expect("recorded moves are legal");
            }
            None => {
                game.pass();
            }
        }
    }
    if let Outcome::Fault {
        side: faulty,
        fault,
    } = record.outcome
        && faulty == side
    {
        answers.push((game, Err(fault)));
    }
    let describe = |answer: &Result<Move, PlayerFault>| match answer {
        Ok(mv) => mv.to_string(),
        Err(fault) => format!("a fault ({fault})"),
    };
    let mut difference = None;
    for (position, first) in &answers {
        asked += 1;
        let again = checked_choice(agent, position, &mut rng);
        if again != *first {
            difference = Some(format!(
                "move {asked} as {}: {} in the game, {} when asked again",
                if side == Player::Blue { "blue" } else { "red" },
                describe(first),
                describe(&again)
            ));
            break;
        }
    }
    let _ = agent.take_tolerated();
    (asked, difference)
}
