//! The registry of games: each game's name, one-line description and options, and the
//! one entry point that runs any of them.
//!
//! The registry is a clap subcommand enum, so `arbiter play <game> --option`, the options
//! written in a case file, and the listing of `arbiter games` are all parsed and described
//! by the same definitions. Adding a game means adding a variant here and a folder beside
//! this file.

pub mod checkers;
pub mod concentration;
pub mod crazy_eights;
pub mod joker_twins;
pub mod memoarr;
pub mod seats;
pub mod tally;

use clap::{CommandFactory, Parser, Subcommand};

use crate::chance::Chance;
use crate::console::{Console, Step};
use crate::dialect::{Choice, Reading};
use crate::events::Event;

/// A game with its options: everything but the seed and the input needed to run it.
#[derive(Subcommand, Clone, Debug, PartialEq, Eq)]
pub enum GameSetup {
    /// Concentration (ENGG1110, C): 4 x 13 card memory, human vs. computer or computer vs. computer
    Concentration(concentration::Options),
    /// Chinese Checker (ESTR1002, C): 8 x 8 board, six pieces each, human vs. human or human vs. computer
    Checkers(checkers::Options),
    /// Crazy Eights (ECE 175, C): the user against the computer, 8 cards each, eights wild
    CrazyEights(crazy_eights::Options),
    /// Memoarr! (CSI2372, C++): 5 x 5 memory of animals and backgrounds, 2 to 4 players, 7 rounds
    Memoarr(memoarr::Options),
    /// Joker Twins (CS-UH 1001, Python 3): 6 x 6 memory of letter twins and two Jokers, two players
    JokerTwins(joker_twins::Options),
}

impl GameSetup {
    /// The game's name, as used on the command line and as the case folder name.
    pub fn name(&self) -> &'static str {
        match self {
            GameSetup::Concentration(_) => "concentration",
            GameSetup::Checkers(_) => "checkers",
            GameSetup::CrazyEights(_) => "crazy-eights",
            GameSetup::Memoarr(_) => "memoarr",
            GameSetup::JokerTwins(_) => "joker-twins",
        }
    }

    /// Builds what the game needs before it starts (an external computer player is
    /// compiled and inspected); the error says what cannot be used.
    pub fn prepare(&self) -> Result<(), String> {
        match self {
            GameSetup::Concentration(_)
            | GameSetup::CrazyEights(_)
            | GameSetup::Memoarr(_)
            | GameSetup::JokerTwins(_) => Ok(()),
            GameSetup::Checkers(options) => options.computer_bot().map(|_| ()),
        }
    }

    /// The choices its spec leaves open (see [`crate::dialect`]).
    pub fn choices(&self) -> &'static [Choice] {
        match self {
            GameSetup::Concentration(_) => &concentration::render::CHOICES,
            GameSetup::Checkers(_) => &checkers::render::CHOICES,
            GameSetup::CrazyEights(_) => &crazy_eights::render::CHOICES,
            GameSetup::Memoarr(_) => &memoarr::render::CHOICES,
            GameSetup::JokerTwins(_) => &joker_twins::render::CHOICES,
        }
    }

    /// Reads a transcript of this game as the events its spec fixes (see [`crate::events`]).
    pub fn read_events(&self, transcript: &[u8]) -> Vec<Event> {
        self.read_events_upto(transcript, usize::MAX)
    }

    /// The first `limit` events of [`GameSetup::read_events`], reading no further than it
    /// needs: a program that loops at end of input may print a megabyte of which only the
    /// first events are judged.
    pub fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<Event> {
        match self {
            GameSetup::Concentration(_) => {
                concentration::render::read_events_upto(transcript, limit)
            }
            GameSetup::Checkers(_) => checkers::render::read_events_upto(transcript, limit),
            GameSetup::CrazyEights(_) => crazy_eights::render::read_events_upto(transcript, limit),
            GameSetup::Memoarr(_) => memoarr::render::read_events_upto(transcript, limit),
            GameSetup::JokerTwins(_) => joker_twins::render::read_events_upto(transcript, limit),
        }
    }

    /// Where the first prompt of a line of this game's transcripts ends, if it holds one:
    /// what a program prints after reading an answer continues the prompt's line (see
    /// [`crate::events::after_prompts`]).
    pub fn prompt_end(&self) -> fn(&str) -> Option<usize> {
        match self {
            GameSetup::Concentration(_) => concentration::render::prompt_end,
            GameSetup::Checkers(_) => |_| None,
            GameSetup::CrazyEights(_) => crazy_eights::render::prompt_end,
            GameSetup::Memoarr(_) => memoarr::render::prompt_end,
            GameSetup::JokerTwins(_) => joker_twins::render::prompt_end,
        }
    }

    /// Runs the console game on this console under `reading`, its outcomes of chance
    /// decided by `chance`.
    pub fn play(&self, reading: &Reading, chance: &mut Chance, console: &mut Console) -> Step {
        match self {
            GameSetup::Concentration(options) => {
                concentration::play(options, reading, chance, console)
            }
            GameSetup::Checkers(options) => checkers::play(options, reading, chance, console),
            GameSetup::CrazyEights(options) => {
                crazy_eights::play(options, reading, chance, console)
            }
            GameSetup::Memoarr(options) => memoarr::play(options, reading, chance, console),
            GameSetup::JokerTwins(options) => joker_twins::play(options, reading, chance, console),
        }
    }

    /// Parses a game name and its option words, as a case file gives them.
    pub fn parse(game: &str, options: &[String]) -> Result<GameSetup, String> {
        let words = std::iter::once(game.to_string()).chain(options.iter().cloned());
        match SetupWords::try_parse_from(words) {
            Ok(parsed) => Ok(parsed.setup),
            // Help and version are what clap shows instead of running, not options a
            // game can take; its text would read as the error.
            Err(err)
                if matches!(
                    err.kind(),
                    clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
                ) =>
            {
                Err(format!(
                    "{} is not an option of {game}: its options are listed by `arbiter games`",
                    options.join(" ")
                ))
            }
            Err(err) => Err(first_line(&err.to_string())),
        }
    }

    /// The clap description of every game and its options, for listings and help.
    pub fn catalogue() -> clap::Command {
        SetupWords::command()
    }
}

/// A game with the options of a computer-only simulation.
#[derive(Subcommand, Clone, Debug, PartialEq, Eq)]
pub enum SimulationSetup {
    /// Concentration: computer1 moves first, computer2 second
    Concentration(concentration::simulate::Options),
    /// Chinese Checker: player A (--blue) against player B (--red)
    Checkers(checkers::simulate::Options),
    /// Crazy Eights: computer1 in the user's seat, moving first, against computer2
    CrazyEights(crazy_eights::simulate::Options),
    /// Memoarr!: 2 to 4 computer players, seven rounds a game
    Memoarr(memoarr::simulate::Options),
    /// Joker Twins: computer1 as player 1, computer2 as player 2, the first player drawn
    JokerTwins(joker_twins::simulate::Options),
}

/// A parser for `<game> [options]` with no program name, for case files.
#[derive(Parser)]
#[command(no_binary_name = true, name = "case options")]
struct SetupWords {
    #[command(subcommand)]
    setup: GameSetup,
}

fn first_line(message: &str) -> String {
    let line = message.lines().next().unwrap_or(message);
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_parse_from_case_words() {
        let setup =
            GameSetup::parse("concentration", &["--computer".into(), "memory:10".into()]).unwrap();
        let GameSetup::Concentration(options) = &setup else {
            panic!("parsed {setup:?}");
        };
        assert_eq!(options.computer.to_string(), "memory:10");
        assert_eq!(options.computer1.to_string(), "random");
        assert_eq!(setup.name(), "concentration");
    }

    #[test]
    fn bad_setups_say_what_is_wrong() {
        let err = GameSetup::parse("chess", &[]).unwrap_err();
        assert!(err.contains("chess"), "{err}");
        let err =
            GameSetup::parse("concentration", &["--computer".into(), "genius".into()]).unwrap_err();
        assert!(err.contains("genius"), "{err}");
        let err = GameSetup::parse("concentration", &["--colour".into()]).unwrap_err();
        assert!(err.contains("--colour"), "{err}");
        for help in ["--help", "-h"] {
            let err = GameSetup::parse("checkers", &[help.into()]).unwrap_err();
            assert_eq!(
                err,
                format!(
                    "{help} is not an option of checkers: its options are listed by `arbiter games`"
                )
            );
        }
    }

    #[test]
    fn every_game_is_in_the_catalogue() {
        let names: Vec<String> = GameSetup::catalogue()
            .get_subcommands()
            .map(|game| game.get_name().to_string())
            .collect();
        assert_eq!(
            names,
            [
                "concentration",
                "checkers",
                "crazy-eights",
                "memoarr",
                "joker-twins"
            ]
        );
    }
}
