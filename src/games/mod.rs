//! The registry of games: each game's name, one-line description and options, and the
//! one entry point that runs any of them.
//!
//! A game is a folder beside this file whose options implement [`Game`]: its rules,
//! renderer and readers stay in the folder, and the rest of arbiter reaches them through
//! the trait. The registry is a clap subcommand enum of those options, so `arbiter play
//! <game> --option`, the options written in a case file, and the listing of `arbiter games`
//! are all parsed and described by the same definitions. Adding a game means adding its
//! folder, a variant here and its line in [`GameSetup::game`].

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
use crate::conversation::{Player, Taught};
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

/// What arbiter needs of a game, implemented by each game's options.
pub trait Game {
    /// The game's name, as used on the command line and as the case folder name.
    fn name(&self) -> &'static str;

    /// Builds what the game needs before it starts (an external computer player is
    /// compiled and inspected); the error says what cannot be used.
    fn prepare(&self) -> Result<(), String> {
        Ok(())
    }

    /// The choices its spec leaves open (see [`crate::dialect`]).
    fn choices(&self) -> &'static [Choice];

    /// The first `limit` events of a transcript of this game (see [`crate::events`]),
    /// reading no further than it needs: a program that loops at end of input may print a
    /// megabyte of which only the first events are judged.
    fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<Event>;

    /// Reads a transcript of this game as the events its spec fixes (see [`crate::events`]).
    fn read_events(&self, transcript: &[u8]) -> Vec<Event> {
        self.read_events_upto(transcript, usize::MAX)
    }

    /// Where the first prompt of a line of this game's transcripts ends, if it holds one:
    /// what a program prints after reading an answer continues the prompt's line (see
    /// [`crate::events::after_prompts`]). None by default.
    fn prompt_end(&self) -> fn(&str) -> Option<usize> {
        |_| None
    }

    /// Runs the console game on this console under `reading`, its outcomes of chance
    /// decided by `chance`.
    fn play(&self, reading: &Reading, chance: &mut Chance, console: &mut Console) -> Step;

    /// The mistakes students typically make against its spec, each a variant of its rules
    /// code that `arbiter play --mistake` plays (see [`crate::mistakes`]). None by default.
    fn mistakes(&self) -> &'static [crate::mistakes::Mistake] {
        &[]
    }

    /// The code the spec itself gives, which every submission holds because the spec says
    /// so: `(file name, source)`. It is not evidence of copying ([`crate::similar`]). None
    /// by default.
    fn given_code(&self) -> &'static [(&'static str, &'static str)] {
        &[]
    }

    /// What answers the questions its spec lets a program ask that a case's script does
    /// not hold (Chinese Checker's "who moves first?"), in the terms of these options: a
    /// scripted case of such a game is given its script line by line, as the program asks,
    /// with those questions answered beside it (see [`crate::conversation::Script`]). None
    /// by default: the script is written to the program at once.
    fn beside_script(&self) -> Option<crate::conversation::Beside<'_>> {
        None
    }

    /// A player for a conversation toward the goals of `scenario` (a case's `scenario`
    /// words), answering `taught` questions as a course taught (see
    /// [`crate::conversation`]); the error says what is wrong with the scenario, or that
    /// the game has no conversations.
    fn player(&self, scenario: &str, taught: &[Taught]) -> Result<Box<dyn Player>, String> {
        let _ = (scenario, taught);
        Err(format!(
            "{} is not played in conversations yet",
            self.name()
        ))
    }
}

/// Game options are their game: `setup.choices()` asks the game of `setup`.
impl std::ops::Deref for GameSetup {
    type Target = dyn Game;

    fn deref(&self) -> &(dyn Game + 'static) {
        self.game()
    }
}

impl GameSetup {
    /// The game these options are for.
    pub fn game(&self) -> &(dyn Game + 'static) {
        match self {
            GameSetup::Concentration(options) => options,
            GameSetup::Checkers(options) => options,
            GameSetup::CrazyEights(options) => options,
            GameSetup::Memoarr(options) => options,
            GameSetup::JokerTwins(options) => options,
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
    fn each_game_is_named_as_the_catalogue_names_it() {
        for game in GameSetup::catalogue().get_subcommands() {
            let setup = GameSetup::parse(game.get_name(), &[]).unwrap();
            assert_eq!(setup.name(), game.get_name());
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
