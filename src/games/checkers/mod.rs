//! Chinese Checker (ESTR1002, C): two players race six pieces across an 8 x 8 board, as
//! `arbiter play checkers`.
//!
//! This file is the game's flow: the mode menu and the round loop that drive the
//! [`rules`] with moves typed by people (read from the [`Console`]) or chosen by computer
//! [`players`], and print through [`render`].

pub mod demo;
pub mod mistakes;
pub mod players;
pub mod questions;
pub mod render;
pub mod rules;
pub mod simulate;

use clap::{Args, ValueEnum};

use self::mistakes::Slips;
use self::players::{Agent, PlayerFault};
use self::render::Dialect;
use self::rules::{Game, Move, Player, Status};
use crate::bots::options::BotOptions;
use crate::bots::resolve::{Bot, resolve};
use crate::bots::spec::BotSpec;
use crate::chance::{Chance, Observed};
use crate::console::{Console, Step};
use crate::dialect::Reading;
use crate::rng::GameRng;

/// The options of `arbiter play checkers`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The computer player of mode 2 (Human vs. Computer): random, greedy, default, a C
    /// source (bot.c) or a shared library (bot.so, bot.so:SYMBOL)
    #[arg(long, value_name = "PLAYER", default_value = "default", value_parser = BotSpec::parse)]
    pub computer: BotSpec,
    /// The colour the computer plays in mode 2; blue moves first
    #[arg(long, value_name = "COLOUR", value_enum, default_value_t = Colour::Red)]
    pub computer_plays: Colour,
    #[command(flatten)]
    pub bots: BotOptions,
}

impl Options {
    /// The computer player, built and inspected (a C source is compiled): the error says
    /// why it cannot play.
    pub fn computer_bot(&self) -> Result<Bot, String> {
        resolve(&self.computer, &self.bots.cache())
    }

    /// A new computer player, or why there is none.
    fn computer_player(&self) -> Result<Box<dyn Agent>, String> {
        let bot = self.computer_bot()?;
        if bot.is_external() {
            self.bots.say_if_weaker();
        }
        Ok(bot.player(&self.computer.short_name(), &self.bots.hosting()?))
    }
}

/// Stands in for a computer player that could not be started: every answer is
/// [`PlayerFault::Unavailable`].
struct Unavailable;

impl Agent for Unavailable {
    fn choose(&mut self, _: &Game, _: &mut GameRng) -> Result<Move, PlayerFault> {
        Err(PlayerFault::Unavailable)
    }

    fn name(&self) -> String {
        "unavailable".to_string()
    }
}

/// A side, as named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Colour {
    Blue,
    Red,
}

impl From<Colour> for Player {
    fn from(colour: Colour) -> Player {
        match colour {
            Colour::Blue => Player::Blue,
            Colour::Red => Player::Red,
        }
    }
}

/// Where a side's moves come from.
enum Controller {
    Human,
    Computer(Box<dyn Agent>),
}

impl crate::games::Game for Options {
    fn name(&self) -> &'static str {
        "checkers"
    }

    fn prepare(&self) -> Result<(), String> {
        self.computer_bot().map(|_| ())
    }

    fn choices(&self) -> &'static [crate::dialect::Choice] {
        &render::CHOICES
    }

    fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<crate::events::Event> {
        render::read_events_upto(transcript, limit)
    }

    fn play(&self, reading: &Reading, chance: &mut Chance, console: &mut Console) -> Step {
        play(self, reading, chance, console)
    }

    fn mistakes(&self) -> &'static [crate::mistakes::Mistake] {
        &mistakes::MISTAKES
    }

    /// Who moves first: the person when the computer plays red, since blue moves first.
    fn beside_script(&self) -> Option<crate::conversation::Beside<'_>> {
        let person_first = self.computer_plays == Colour::Red;
        Some(Box::new(move |asked| match questions::question(asked)? {
            questions::Question::First { yes, no } => Some(if person_first { yes } else { no }),
            _ => None,
        }))
    }

    fn player(
        &self,
        scenario: &str,
        taught: &[crate::conversation::Taught],
    ) -> Result<Box<dyn crate::conversation::Player>, String> {
        let goals = demo::Goals::parse(scenario)?;
        Ok(Box::new(demo::Demo::with_goals(goals, taught.to_vec())))
    }
}

/// Runs the program: the mode menu, then one game.
///
/// Chance decides the computer's moves: guided by a program's transcript, each move its
/// computer made is played, if the rules allow it, instead of asking the computer player.
pub fn play(
    options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let dialect = Dialect::new(reading);
    let slips = Slips::of(reading);
    let mut computer_moves = chance.outcomes(render::read_computer_moves);
    let mut sides = loop {
        render::mode_menu(console)?;
        match read_mode(console, dialect)? {
            Some(1) => break [Controller::Human, Controller::Human],
            Some(2) => {
                // `arbiter play` builds the player before the game starts and stops on an
                // error, so this stand-in is only met when a case names a broken bot.
                let computer = options
                    .computer_player()
                    .unwrap_or_else(|_| Box::new(Unavailable));
                let colour = dialect
                    .computer_colour
                    .unwrap_or(Player::from(options.computer_plays));
                break match colour {
                    Player::Blue => [Controller::Computer(computer), Controller::Human],
                    Player::Red => [Controller::Human, Controller::Computer(computer)],
                };
            }
            _ if slips.mode_quits_on_bad_answer => return Ok(()),
            // Any other number, or no number, shows the menu again.
            _ => continue,
        }
    };

    let mut game = Game::new();
    loop {
        let status = game.status_slipping(!dialect.win_for_mover_only, slips);
        let side = game.to_move;
        if dialect.player_line_before && status == Status::Ongoing {
            render::next_player(console, side)?;
        }
        render::board(console, &game.board)?;
        match status {
            Status::Won(player) => return Ok(render::winner(console, Some(player))?),
            Status::Draw => return Ok(render::winner(console, None)?),
            Status::Ongoing => {}
        }
        if !dialect.player_line_before {
            render::next_player(console, side)?;
        }
        if game.pass() {
            render::pass(console, side)?;
            continue;
        }
        let mv = match &mut sides[side.index()] {
            Controller::Human => match ask_move(console, &game, dialect, slips)? {
                Some(mv) => mv,
                None => {
                    game.to_move = side.opponent();
                    continue;
                }
            },
            Controller::Computer(agent) => {
                // The move shown from the position the rules now hold; else, when no board
                // shows it, the next move announced in words.
                let shown = computer_moves
                    .take_first(|shown| shown.before == Some(game.board))
                    .or_else(|| computer_moves.take_first(|shown| shown.announced))
                    .and_then(|Observed { line, outcome }| {
                        let code = outcome.code;
                        rules::check_move_with(
                            &game.board,
                            side,
                            code.as_bytes(),
                            dialect.chain_start,
                        )
                        .map_err(|error| chance.finding(line, render::move_finding(&code, error)))
                        .ok()
                    });
                // Seen as blue's turn, the computer chooses among blue's moves.
                let asked = match slips.computer_ignores_its_colour {
                    true => Game {
                        to_move: Player::Blue,
                        ..game
                    },
                    false => game,
                };
                let chosen = match shown {
                    Some(mv) => Ok(mv),
                    None => players::checked_choice(agent.as_mut(), &asked, chance.rng()),
                };
                match chosen {
                    Ok(mv) => {
                        render::computer_move(console, mv.to_ssee())?;
                        mv
                    }
                    Err(fault) => {
                        render::forfeit(console, side, &fault)?;
                        return Ok(render::winner(console, Some(side.opponent()))?);
                    }
                }
            }
        };
        // A program making a mistake plays what its own checks let through.
        if slips != Slips::default() {
            game.apply_unchecked(mv);
            continue;
        }
        // Each move was checked under the reading, or is the engine's own computer's under
        // the reference rules: one of the two holds.
        if game.apply_with(mv, dialect.chain_start).is_err() {
            game.apply(mv)
                .expect("moves are checked before they are played");
        }
    }
}

/// Reads the mode answer: as `scanf("%d")` does, or as one whole word that must be an
/// integer. An answer that is no integer drops the rest of its line.
fn read_mode(console: &mut Console, dialect: Dialect) -> Step<Option<i64>> {
    let answer = if dialect.mode_as_word {
        let word = console.read_token()?;
        std::str::from_utf8(&word).ok().and_then(|w| w.parse().ok())
    } else {
        console.read_int()?
    };
    // A program that reads whole lines reads the mode's line whole too.
    if answer.is_none() || dialect.moves_as_line {
        console.discard_line()?;
    }
    Ok(answer)
}

/// Asks the person to move until the answer is a legal move; each refusal is its own
/// prompt, as the spec's messages end in "please input again:". None when a refusal
/// passes the turn (a mistake).
fn ask_move(
    console: &mut Console,
    game: &Game,
    dialect: Dialect,
    slips: Slips,
) -> Step<Option<Move>> {
    render::move_prompt(console)?;
    loop {
        let checked = if dialect.moves_as_integer {
            let code = match dialect.moves_as_line {
                // As a program that reads a line and converts it whole to an integer.
                true => console.read_line()?.trim().parse::<i64>().ok(),
                // As a program that reads `scanf("%d")`; a read that finds no integer
                // drops its line.
                false => {
                    let code = console.read_int()?;
                    if code.is_none() {
                        console.discard_line()?;
                    }
                    code
                }
            };
            // Checked as 1000..=9999, as a four-digit integer.
            match code {
                Some(code) if (1000..=9999).contains(&code) => {
                    rules::parse_code(code).and_then(|mv| {
                        let (board, side) = (&game.board, game.to_move);
                        rules::validate_slipping(board, side, mv, dialect.chain_start, slips)
                            .map(|()| mv)
                    })
                }
                _ => Err(rules::MoveError::Format),
            }
        } else {
            let token = match dialect.moves_as_line {
                true => console.read_line()?.trim().as_bytes().to_vec(),
                false => console.read_token()?,
            };
            let (board, side) = (&game.board, game.to_move);
            rules::check_move_slipping(board, side, &token, dialect.chain_start, slips)
        };
        match checked {
            Ok(mv) => return Ok(Some(mv)),
            Err(error) => render::move_error(console, error, dialect)?,
        }
        if slips.refusal_passes_the_turn {
            return Ok(None);
        }
    }
}
