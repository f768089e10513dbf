//! Joker Twins (CS-UH 1001, Python 3): the two-player memory game of letter twins and two
//! Jokers, as `arbiter play joker-twins`.
//!
//! This file is the game's flow: the screen, then turns of two cards read from the
//! [`Console`] as whole lines (Python's `input()`), over the [`rules`], printed through
//! [`render`]. After a turn's second card the game pauses two seconds and clears the
//! screen, as the spec's program does; only a person at a terminal sees either (see
//! [`Console::pause`]).

pub mod demo;
pub mod guide;
pub mod mistakes;
pub mod players;
pub mod questions;
pub mod render;
pub mod rules;
pub mod simulate;

use std::time::Duration;

use clap::Args;

use self::mistakes::Slips;
use self::players::ComputerPlayer;
use self::render::Style;
use self::rules::{Board, Game, NUM_PLAYERS, Outcome, PickError, Position, Size, parse_coordinate};
use crate::chance::{Chance, Observed};
use crate::console::{Console, EndOfInput, Interrupted, Step};
use crate::dialect::Reading;
use crate::games::seats::{ComputerSeat, parse_seat, strategy_of};

/// The spec's pause after a turn's second card: `time.sleep(2)`.
const PAUSE: Duration = Duration::from_secs(2);

/// The options of `arbiter play joker-twins`.
#[derive(Args, Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Do not pause two seconds after each turn's second card when playing at a terminal (a
    /// transcript never waits)
    #[arg(long)]
    pub no_pause: bool,
    /// A player played by a computer: `2=memory` has player 2 played by `memory` (`random`
    /// or `memory`); repeat it for both
    #[arg(long = "computer", value_name = "SEAT=PLAYER", value_parser = computer_seat)]
    pub computers: Vec<ComputerSeat>,
}

fn computer_seat(text: &str) -> Result<ComputerSeat, String> {
    parse_seat(text, NUM_PLAYERS)
}

impl crate::games::Game for Options {
    fn name(&self) -> &'static str {
        "joker-twins"
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

/// Runs the program: a board laid at random, a random first player, turns to the end.
pub fn play(
    options: &Options,
    reading: &Reading,
    chance: &mut Chance,
    console: &mut Console,
) -> Step {
    let style = Style::new(reading);
    let slips = Slips::of(reading);
    let mut board = Board::shuffled_with(Size::SPEC, slips, chance.rng());
    let mut first = chance.rng().below(NUM_PLAYERS as u32) as usize;
    take_layout(chance, &mut board);
    if let Some(Observed { outcome, .. }) = chance.outcomes(render::read_first_player).next() {
        first = outcome;
    }
    let mut game = Game::new(board, first, style.two_jokers_points).with_slips(slips);
    let mut table = Table {
        style,
        slips,
        pause: if options.no_pause {
            Duration::ZERO
        } else {
            PAUSE
        },
        computers: std::array::from_fn(|seat| {
            strategy_of(&options.computers, seat).map(ComputerPlayer::new)
        }),
    };
    render::screen(console, &game, &[])?;
    loop {
        let player = game.turn();
        render::prompt(console, player, false, style)?;
        let computer = table.computers[player].as_ref();
        let chosen = computer.map(|computer| computer.first(&game, chance.rng()));
        let first = table.ask(console, chosen, |p| game.check_first(p), player, false)?;
        render::screen(console, &game, &[first])?;
        render::prompt(console, player, true, style)?;
        let computer = table.computers[player].as_ref();
        let chosen = computer.map(|computer| computer.second(&game, first, chance.rng()));
        let second = table.ask(
            console,
            chosen,
            |p| game.check_second(first, p),
            player,
            true,
        )?;
        let mut shown = vec![first, second];
        if let Outcome::JokerTwins { twin } = game.outcome(first, second)
            && style.joker_twin_shown
            && !slips.joker_twin_left
        {
            shown.push(twin);
        }
        for computer in table.computers.iter_mut().flatten() {
            computer.saw(game.board(), &shown);
        }
        match slips.score_before_pause {
            true => render::screen(console, &game.scored_before(first, second), &shown)?,
            false => render::screen(console, &game, &shown)?,
        }
        table.pause_and_clear(console)?;
        game.play(first, second);
        if game.board().only_jokers() && !game.is_over() {
            if style.last_jokers_shown {
                let jokers: Vec<Position> = (game.board().positions())
                    .filter(|&position| game.board().card(position).is_some())
                    .collect();
                render::screen(console, &game, &jokers)?;
                table.pause_and_clear(console)?;
            }
            game.take_last_jokers();
        }
        render::screen(console, &game, &[])?;
        if game.is_over() {
            return Ok(render::game_over(console, &game)?);
        }
    }
}

/// Takes the cards a program's boards showed where it showed them; what no layout holds is
/// a finding.
fn take_layout(chance: &mut Chance, board: &mut Board) {
    let boards: Vec<Observed<render::SeenBoard>> = chance.outcomes(render::read_boards).collect();
    let layout = guide::layout(&boards, board.size());
    for Observed { line, outcome } in layout.findings {
        chance.finding(line, render::layout_finding(outcome));
    }
    for Observed { line, outcome } in layout.pins {
        let (position, card) = outcome;
        if !board.reveal(position, card) {
            chance.finding(line, render::reveal_finding(position, card));
        }
    }
    chance.seen(board.shown_count(), || render::layout_seen(board));
}

/// How the game reads and waits, and who plays each seat.
struct Table {
    style: Style,
    /// The mistakes of input the program makes, if any.
    slips: Slips,
    pause: Duration,
    /// The computer player in each seat a computer plays.
    computers: [Option<ComputerPlayer>; NUM_PLAYERS],
}

impl Table {
    /// The card a seat turns: the computer's choice, `chosen`, printed as a typed answer
    /// shows at a terminal; or else coordinates read until one names a card `allowed`
    /// accepts, telling why each refused one is, and prompting again.
    fn ask(
        &self,
        console: &mut Console,
        chosen: Option<Position>,
        allowed: impl Fn(Position) -> Result<(), PickError>,
        player: usize,
        second: bool,
    ) -> Step<Position> {
        if let Some(position) = chosen {
            render::computer_answer(console, position)?;
            return Ok(position);
        }
        loop {
            let line = console.read_line()?;
            let typed = if self.style.strip {
                line.trim()
            } else {
                line.as_str()
            };
            if self.slips.blank_line_crashes && typed.trim().is_empty() {
                // As a program stops on an IndexError: no refusal, no more input read.
                return Err(Interrupted::EndOfInput(EndOfInput {
                    waiting_at: String::new(),
                }));
            }
            let upper;
            let typed = match self.slips.lower_case_accepted {
                true => {
                    upper = capitalized(typed);
                    upper.as_str()
                }
                false => typed,
            };
            let size = Size::SPEC;
            let read = parse_coordinate(typed, size).and_then(|p| self.refuse_edges(p, size));
            match read.and_then(|p| allowed(p).map(|()| p)) {
                Ok(position) => return Ok(position),
                Err(error) => {
                    render::pick_error(console, error, typed, size.columns, size.rows)?;
                    render::prompt(console, player, second, self.style)?;
                }
            }
        }
    }

    /// A place on the board that a program with a mistake in its range checks takes for
    /// one off it.
    fn refuse_edges(&self, position: Position, size: Size) -> Result<Position, PickError> {
        let slips = self.slips;
        let refused = (slips.row_0_refused && position.row == 0)
            || (slips.row_5_refused && position.row == size.rows - 1)
            || (slips.column_a_refused && position.column == 0)
            || (slips.column_f_refused && position.column == size.columns - 1);
        match refused {
            true => Err(PickError::OffBoard),
            false => Ok(position),
        }
    }

    /// The pause that shows both cards, then the clear.
    fn pause_and_clear(&self, console: &mut Console) -> Step {
        console.pause(self.pause)?;
        render::clear(console, self.style)?;
        Ok(())
    }
}

/// `text` with its first character in upper case, as a program that calls `.upper()` on
/// the column letter reads it.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}
