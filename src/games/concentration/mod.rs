//! Concentration (ENGG1110, C): the 4 x 13 card memory game, as `arbiter play concentration`.
//!
//! This file is the game's flow: the menu loop and the turn loop that drive the
//! [`rules`] with choices from a person (read from the [`Console`]) or from
//! [`players`], and print through [`render`]. Mode 1 and mode 2 are one loop with two
//! seatings, as the spec's hint II asks.

pub mod players;
pub mod render;
pub mod rules;
pub mod simulate;

use clap::Args;

use self::players::{ComputerPlayer, Strategy};
use self::render::{Name, Ordinal};
use self::rules::{Game, Outcome, PickError, Position, Seat, Table};
use crate::console::{Console, Step};
use crate::rng::GameRng;

/// The options of `arbiter play concentration`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The computer player of mode 1 (Human vs. Computer): `random` or `memory:K`
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer: Strategy,
    /// The first computer player of mode 2 (Computer vs. Computer)
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer1: Strategy,
    /// The second computer player of mode 2
    #[arg(long, value_name = "PLAYER", default_value = "random")]
    pub computer2: Strategy,
}

/// Runs the program: banner, then menu and games until the player quits with `0`.
pub fn play(options: &Options, rng: &mut GameRng, console: &mut Console) -> Step {
    render::banner(console)?;
    loop {
        render::menu(console)?;
        let seating = match console.read_int()? {
            Some(0) => return Ok(()),
            Some(1) => Seating {
                names: [Name::You, Name::Computer],
                controllers: [Controller::Human, Controller::computer(options.computer)],
                table_every_turn: true,
            },
            Some(2) => Seating {
                names: [Name::Computer1, Name::Computer2],
                controllers: [
                    Controller::computer(options.computer1),
                    Controller::computer(options.computer2),
                ],
                table_every_turn: false,
            },
            // Any other number, or a word that is not a number, shows the menu again.
            Some(_) => continue,
            None => {
                console.discard_line()?;
                continue;
            }
        };
        play_game(seating, rng, console)?;
    }
}

/// Who plays a game and how much of it is shown.
struct Seating {
    names: [Name; 2],
    controllers: [Controller; 2],
    /// Mode 1 shows the table after every turn; mode 2 only at the start and the end.
    table_every_turn: bool,
}

/// Where a seat's choices come from.
enum Controller {
    Human,
    Computer(ComputerPlayer),
}

impl Controller {
    fn computer(strategy: Strategy) -> Controller {
        Controller::Computer(ComputerPlayer::new(strategy))
    }
}

fn play_game(mut seating: Seating, rng: &mut GameRng, console: &mut Console) -> Step {
    let mut game = Game::deal(rng);
    render::table(console, game.table())?;
    while !game.is_over() {
        let seat = game.to_move();
        let name = seating.names[seat.index()];
        let table = game.table();
        let first = match &mut seating.controllers[seat.index()] {
            Controller::Human => ask_card(console, table, None)?,
            Controller::Computer(player) => player.first_card(table, rng),
        };
        render::chose(console, name, Ordinal::First, first, table.card(first))?;
        let second = match &mut seating.controllers[seat.index()] {
            Controller::Human => ask_card(console, table, Some(first))?,
            Controller::Computer(player) => player.second_card(table, first, rng),
        };
        render::chose(console, name, Ordinal::Second, second, table.card(second))?;

        if game.turn(first, second) {
            render::matched(console, name)?;
        }
        for controller in &mut seating.controllers {
            if let Controller::Computer(player) = controller {
                player.observe(game.table(), first, second);
            }
        }
        if seating.table_every_turn || game.is_over() {
            render::table(console, game.table())?;
        }
        if seat == Seat::Second || game.is_over() {
            let [a, b] = seating.names;
            let scores = [(a, game.won(Seat::First)), (b, game.won(Seat::Second))];
            render::flipped(console, game.table().removed(), scores)?;
        }
    }
    let winner = match game.outcome() {
        Outcome::Win(seat) => Some(seating.names[seat.index()]),
        Outcome::Tie => None,
    };
    render::game_over(console, game.turns(), winner)?;
    Ok(())
}

/// Asks the person for a card until the answer names one that may be turned.
fn ask_card(console: &mut Console, table: &Table, first: Option<Position>) -> Step<Position> {
    let ordinal = if first.is_some() {
        Ordinal::Second
    } else {
        Ordinal::First
    };
    loop {
        render::card_prompt(console, ordinal)?;
        let checked = match read_coordinates(console)? {
            None => Err(PickError::OutOfRange),
            Some((row, column)) => match first {
                None => rules::check_first(table, row, column),
                Some(first) => rules::check_second(table, first, row, column),
            },
        };
        match checked {
            Ok(position) => return Ok(position),
            Err(error) => render::pick_error(console, error)?,
        }
    }
}

/// Reads `row column`. A word that is not an integer makes the answer out of range, and the
/// rest of its line is dropped, as a C program that clears its input after a failed
/// `scanf` does.
fn read_coordinates(console: &mut Console) -> Step<Option<(i64, i64)>> {
    let Some(row) = console.read_int()? else {
        console.discard_line()?;
        return Ok(None);
    };
    let Some(column) = console.read_int()? else {
        console.discard_line()?;
        return Ok(None);
    };
    Ok(Some((row, column)))
}
