//! Concentration (ENGG1110, C): the 4 x 13 card memory game, as `arbiter play concentration`.
//!
//! This file is the game's flow: the menu loop and the turn loop that drive the
//! [`rules`] with choices from a person (read from the [`Console`]) or from
//! [`players`], and print through [`render`]. Mode 1 and mode 2 are one loop with two
//! seatings, as the spec's hint II asks.

pub mod demo;
pub mod mistakes;
pub mod players;
pub mod questions;
pub mod render;
pub mod rules;
pub mod simulate;

use clap::Args;

use self::mistakes::Slips;
use self::players::{ComputerPlayer, Strategy};
use self::render::{Dialect, Name, Ordinal, Turned};
use self::rules::{Game, Outcome, PickError, Position, Seat, Table};
use crate::chance::{Chance, Observed, Outcomes};
use crate::console::{Console, Step};
use crate::dialect::Reading;

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

impl crate::games::Game for Options {
    fn name(&self) -> &'static str {
        "concentration"
    }

    fn choices(&self) -> &'static [crate::dialect::Choice] {
        &render::CHOICES
    }

    fn read_events_upto(&self, transcript: &[u8], limit: usize) -> Vec<crate::events::Event> {
        render::read_events_upto(transcript, limit)
    }

    fn prompt_end(&self) -> fn(&str) -> Option<usize> {
        render::prompt_end
    }

    fn play(&self, reading: &Reading, chance: &mut Chance, console: &mut Console) -> Step {
        play(self, reading, chance, console)
    }

    fn mistakes(&self) -> &'static [crate::mistakes::Mistake] {
        &mistakes::MISTAKES
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

/// Runs the program: banner, then menu and games until the player quits with `0`.
///
/// Chance decides the deal and the computer players' cards; guided by a program's
/// transcript, each card it showed turned is taken as that program's deal, and each card
/// its computer chose as that computer's choice (any card the rules allow).
pub fn play(
    options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let dialect = Dialect::new(reading);
    let slips = Slips::of(reading);
    for Observed { line, outcome } in chance.outcomes(render::read_scores) {
        if let Some(rule) = render::score_finding(outcome) {
            chance.finding(line, rule);
        }
    }
    let mut shown = chance.outcomes(render::read_turned);
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
            Some(_) | None if slips.menu_quits_on_bad_choice => return Ok(()),
            // Any other number, or a read that finds no number, shows the menu again.
            Some(_) => continue,
            None => {
                console.discard_line()?;
                continue;
            }
        };
        play_game(seating, dialect, slips, chance, &mut shown, console)?;
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

fn play_game(
    seating: Seating,
    dialect: Dialect,
    slips: Slips,
    chance: &mut Chance,
    shown: &mut Outcomes<Turned>,
    console: &mut Console,
) -> Step {
    let mut game = Game::deal(chance.rng()).with_slips(slips);
    let played = play_turns(seating, dialect, slips, &mut game, chance, shown, console);
    // Told however the game ended, input running out included.
    let read = game.table().read().len() as usize;
    chance.seen(read, || render::deal_seen(game.table()));
    played
}

/// Plays a dealt game to its end.
fn play_turns(
    mut seating: Seating,
    dialect: Dialect,
    slips: Slips,
    game: &mut Game,
    chance: &mut Chance,
    shown: &mut Outcomes<Turned>,
    console: &mut Console,
) -> Step {
    render::table(console, game.table(), dialect)?;
    while !game.is_over() {
        let seat = game.to_move();
        let name = seating.names[seat.index()];
        let controller = &mut seating.controllers[seat.index()];

        let seen = shown.next();
        let first = match controller {
            Controller::Human => ask_card(console, game.table(), None, dialect, slips)?,
            Controller::Computer(player) => {
                let own = player.first_card(game.table(), chance.rng());
                computer_pick(chance, seen.as_ref(), own, |row, column| {
                    rules::check_first(game.table(), row, column)
                })
            }
        };
        learn_card(chance, game, first, seen.as_ref());
        render::chose(
            console,
            name,
            Ordinal::First,
            first,
            game.table().card(first),
        )?;

        let seen = shown.next();
        let second = match controller {
            Controller::Human => ask_card(console, game.table(), Some(first), dialect, slips)?,
            Controller::Computer(player) => {
                let own = player.second_card(game.table(), first, chance.rng());
                computer_pick(chance, seen.as_ref(), own, |row, column| {
                    rules::check_second(game.table(), first, row, column)
                })
            }
        };
        learn_card(chance, game, second, seen.as_ref());
        render::chose(
            console,
            name,
            Ordinal::Second,
            second,
            game.table().card(second),
        )?;

        if game.turn(first, second) && !slips.no_matched_line {
            render::matched(console, name)?;
        }
        for controller in &mut seating.controllers {
            if let Controller::Computer(player) = controller {
                player.observe(game.table(), first, second);
            }
        }
        if seating.table_every_turn || slips.table_every_turn_in_mode_2 || game.is_over() {
            render::table(console, game.table(), dialect)?;
        }
        if seat == Seat::Second || slips.flipped_every_turn || game.is_over() {
            let [a, b] = seating.names;
            let scores = [(a, game.won(Seat::First)), (b, game.won(Seat::Second))];
            render::flipped(console, game.table().removed(), scores)?;
        }
    }
    let winner = match game.outcome() {
        Outcome::Win(seat) => Some(seating.names[seat.index()]),
        Outcome::Tie => None,
    };
    let turns = match slips.turns_count_cards {
        true => 2 * game.turns(),
        false => game.turns(),
    };
    render::game_over(console, turns, winner, dialect)?;
    Ok(())
}

/// The card a computer turns: the one the program's transcript shows it choosing, if the
/// rules allow it (`check` says whether), or else its own choice `own`.
fn computer_pick(
    chance: &mut Chance,
    seen: Option<&Observed<Turned>>,
    own: Position,
    check: impl Fn(i64, i64) -> Result<Position, PickError>,
) -> Position {
    let Some(Observed { line, outcome }) = seen else {
        return own;
    };
    match check(outcome.row, outcome.column) {
        Ok(position) => position,
        Err(error) => {
            chance.finding(*line, render::pick_finding(outcome, error));
            own
        }
    }
}

/// Takes the card the program's transcript shows at `position` as the deal's, when it
/// shows one there; a card the deal cannot hold there is a finding.
fn learn_card(
    chance: &mut Chance,
    game: &mut Game,
    position: Position,
    seen: Option<&Observed<Turned>>,
) {
    let Some(Observed { line, outcome }) = seen else {
        return;
    };
    if Position::from_coordinates(outcome.row, outcome.column) != Some(position) {
        // The program turned another card than the game did: the comparison shows it.
        return;
    }
    if let Err(error) = game.reveal(position, outcome.card) {
        chance.finding(*line, render::reveal_finding(outcome, error));
    }
}

/// Asks the person for a card until the answer names one that may be turned.
fn ask_card(
    console: &mut Console,
    table: &Table,
    first: Option<Position>,
    dialect: Dialect,
    slips: Slips,
) -> Step<Position> {
    let ordinal = if first.is_some() {
        Ordinal::Second
    } else {
        Ordinal::First
    };
    loop {
        render::card_prompt(console, ordinal, dialect)?;
        let checked = match read_coordinates(console)? {
            None => Err(PickError::OutOfRange),
            Some((0, _)) if slips.row_0_refused => Err(PickError::OutOfRange),
            Some((_, 13)) if slips.column_13_refused => Err(PickError::OutOfRange),
            Some((row, column))
                if slips.flipped_before_same
                    && first
                        .is_some_and(|f| Position::from_coordinates(row, column) == Some(f)) =>
            {
                Err(PickError::AlreadyFlipped)
            }
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
