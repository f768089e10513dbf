//! Chinese Checker (ESTR1002, C): two players race six pieces across an 8 x 8 board, as
//! `arbiter play checkers`.
//!
//! This file is the game's flow: the mode menu and the round loop that drive the
//! [`rules`] with moves typed by people (read from the [`Console`]) or chosen by computer
//! [`players`], and print through [`render`].

pub mod players;
pub mod render;
pub mod rules;
pub mod simulate;

use clap::{Args, ValueEnum};

use self::players::Agent;
use self::rules::{Game, Move, Player, Status};
use crate::console::{Console, Step};
use crate::rng::GameRng;

/// The options of `arbiter play checkers`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The computer player of mode 2 (Human vs. Computer): random, greedy or default
    #[arg(long, value_name = "PLAYER", default_value = "default", value_parser = players::parse_builtin_name)]
    pub computer: String,
    /// The colour the computer plays in mode 2; blue moves first
    #[arg(long, value_name = "COLOUR", value_enum, default_value_t = Colour::Red)]
    pub computer_plays: Colour,
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

/// Runs the program: the mode menu, then one game.
pub fn play(options: &Options, rng: &mut GameRng, console: &mut Console) -> Step {
    let mut sides = loop {
        render::mode_menu(console)?;
        match console.read_int()? {
            Some(1) => break [Controller::Human, Controller::Human],
            Some(2) => {
                let computer = players::builtin(&options.computer)
                    .expect("the option parser accepts only built-in names");
                break match Player::from(options.computer_plays) {
                    Player::Blue => [Controller::Computer(computer), Controller::Human],
                    Player::Red => [Controller::Human, Controller::Computer(computer)],
                };
            }
            // Any other number, or a word that is not a number, shows the menu again.
            Some(_) => continue,
            None => console.discard_line(),
        }
    };

    let mut game = Game::new();
    loop {
        render::board(console, &game.board)?;
        match game.status() {
            Status::Won(player) => return Ok(render::winner(console, Some(player))?),
            Status::Draw => return Ok(render::winner(console, None)?),
            Status::Ongoing => {}
        }
        let side = game.to_move;
        render::next_player(console, side)?;
        if game.pass() {
            render::pass(console, side)?;
            continue;
        }
        let mv = match &mut sides[side.index()] {
            Controller::Human => ask_move(console, &game)?,
            Controller::Computer(agent) => {
                match players::checked_choice(agent.as_mut(), &game, rng) {
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
        game.apply(mv)
            .expect("moves are checked before they are played");
    }
}

/// Asks the person to move until the answer is a legal move; each refusal is its own
/// prompt, as the spec's messages end in "please input again:".
fn ask_move(console: &mut Console, game: &Game) -> Step<Move> {
    render::move_prompt(console)?;
    loop {
        let token = console.read_token()?;
        match rules::check_move(&game.board, game.to_move, &token) {
            Ok(mv) => return Ok(mv),
            Err(error) => render::move_error(console, error)?,
        }
    }
}
