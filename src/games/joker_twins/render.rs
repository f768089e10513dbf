//! Every word and layout Joker Twins prints: the only place that knows the game's text.
//!
//! The screen is the spec's Figure 1 as `shared/seeds/FIGURES.md` rebuilds it: the score
//! lines in the order of turns, the board with its column letters and row digits, the
//! prompt. The spec fixes no message; those are designed, and every decision is in
//! `transcript.md` beside this file.

use std::io;

use super::rules::{Game, PickError, Position};
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event};

/// The words of the prompt for a turn's second card.
pub const SECOND_PROMPT: Choice = Choice {
    name: "second-prompt",
    values: &["same", "second"],
    about: "after the first card the program `asks the player for the coordinate to turn over the second card`, in words the spec does not give: the first prompt's, or `Enter a second coordinate`",
};

/// Whether white space around a typed coordinate is stripped.
pub const WHITESPACE: Choice = Choice {
    name: "whitespace",
    values: &["kept", "stripped"],
    about: "`whitespaces` are among the invalid inputs, and so is `A 6`; whether ` B3 ` is B3 (the line stripped, as `input().strip()` does) or invalid is not said",
};

/// What two Jokers turned together are worth.
pub const TWO_JOKERS: Choice = Choice {
    name: "two-jokers",
    values: &["two", "one"],
    about: "`Joker twins are also considered twins that add 2 points`, and a Joker counts 1 point: two Jokers turned together are a twin of 2 points, or a twin of 1",
};

/// Whether a Joker's automatic twin is shown during the pause.
pub const JOKER_TWIN: Choice = Choice {
    name: "joker-twin",
    values: &["shown", "hidden"],
    about: "with a Joker and `e`, `the card with an E will automatically be turned over`: shown with the two cards during the pause, or only removed after it",
};

/// What `os.system("clear")` writes to standard output.
pub const CLEAR: Choice = Choice {
    name: "clear",
    values: &["none", "escape"],
    about: "`os.system(\"clear\")` writes nothing to a pipe when TERM is not set (as graders run), and `ESC[H ESC[2J ESC[3J` when it is",
};

/// Every choice the Joker Twins spec leaves open.
pub const CHOICES: [Choice; 5] = [SECOND_PROMPT, WHITESPACE, TWO_JOKERS, JOKER_TWIN, CLEAR];

/// The escape sequence `clear` writes for a terminal that has one.
pub const CLEAR_SEQUENCE: &str = "\x1b[H\x1b[2J\x1b[3J";

/// The reading the game prints and plays under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    pub second_prompt: bool,
    pub strip: bool,
    pub two_jokers_points: u32,
    pub joker_twin_shown: bool,
    pub clear_escape: bool,
}

impl Style {
    pub fn new(reading: &Reading) -> Style {
        Style {
            second_prompt: reading.is(&SECOND_PROMPT, "second"),
            strip: reading.is(&WHITESPACE, "stripped"),
            two_jokers_points: if reading.is(&TWO_JOKERS, "one") { 1 } else { 2 },
            joker_twin_shown: !reading.is(&JOKER_TWIN, "hidden"),
            clear_escape: reading.is(&CLEAR, "escape"),
        }
    }
}

/// A player as the game names them: `Player 1` for the first index.
fn player(index: usize) -> String {
    format!("Player {}", index + 1)
}

/// The screen: the score lines in the order of turns, then the board, with the cards at
/// `shown` turned over.
pub fn screen(console: &mut Console, game: &Game, shown: &[Position]) -> io::Result<()> {
    let mut text = String::new();
    for index in game.order() {
        text.push_str(&format!("{} score: {}\n", player(index), game.score(index)));
    }
    let board = game.board();
    let size = board.size();
    for column in (b'A'..).take(size.columns) {
        text.push_str(&format!("   {}", char::from(column)));
    }
    text.push('\n');
    let rule = format!(" +{}\n", "---+".repeat(size.columns));
    text.push_str(&rule);
    for row in 0..size.rows {
        text.push_str(&format!("{row}|"));
        for column in 0..size.columns {
            let position = Position { row, column };
            let symbol = match board.card(position) {
                None => ' ',
                Some(card) if shown.contains(&position) => card.symbol(),
                Some(_) => '#',
            };
            text.push_str(&format!(" {symbol} |"));
        }
        text.push('\n');
        text.push_str(&rule);
    }
    console.print(&text)
}

/// The prompt for a card: the first of a turn, or the second.
pub fn prompt(console: &mut Console, index: usize, second: bool, style: Style) -> io::Result<()> {
    let what = if second && style.second_prompt {
        "Enter a second coordinate"
    } else {
        "Enter a coordinate"
    };
    write!(console, "{}: {what} (e.g. B3): ", player(index))
}

/// Why a typed coordinate was refused; the prompt follows again.
pub fn pick_error(
    console: &mut Console,
    error: PickError,
    typed: &str,
    columns: usize,
    rows: usize,
) -> io::Result<()> {
    let last_column = char::from(b'A' + (columns.min(26) as u8) - 1);
    match error {
        PickError::Format => writeln!(
            console,
            "Invalid input: enter a column letter from A to {last_column} and a row number from 0 to {}, like B3.",
            rows - 1
        ),
        PickError::OffBoard => writeln!(
            console,
            "Invalid coordinate: {typed} is not on the board (columns A to {last_column}, rows 0 to {}).",
            rows - 1
        ),
        PickError::TurnedOver => {
            writeln!(
                console,
                "Invalid coordinate: the card at {typed} is already turned over."
            )
        }
        PickError::Removed => writeln!(
            console,
            "Invalid coordinate: the card at {typed} has already been removed."
        ),
    }
}

/// What `os.system("clear")` writes: the escape sequence at a terminal or under
/// `clear=escape`, nothing to a pipe with no `TERM`.
pub fn clear(console: &mut Console, style: Style) -> io::Result<()> {
    if style.clear_escape || console.is_live() {
        console.print(CLEAR_SEQUENCE)?;
    }
    Ok(())
}

/// The end: the game is over, and who won with what.
pub fn game_over(console: &mut Console, game: &Game) -> io::Result<()> {
    console.print("Game over!\n")?;
    match game.winner() {
        Some(winner) => writeln!(
            console,
            "{} wins with {} points against {}.",
            player(winner),
            game.score(winner),
            game.score(1 - winner)
        ),
        None => writeln!(console, "It's a tie: {} points each.", game.score(0)),
    }
}

/// Reads a transcript as its events: every line that is not blank, cut after each prompt,
/// by its words (the game's own events are not declared yet).
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    let text = events::text(transcript);
    let parts = events::lines(&text)
        .into_iter()
        .flat_map(|line| events::after_prompts(&line, prompt_end));
    parts
        .filter_map(|part| {
            let words = events::normalised(part.text);
            (!words.is_empty()).then(|| Event::new("line", format!("line {words:?}"), &part))
        })
        .take(limit)
        .collect()
}

/// Where the first prompt in `text` ends, if it holds one.
fn prompt_end(text: &str) -> Option<usize> {
    let at = text.find("(e.g. B3): ")?;
    Some(at + "(e.g. B3): ".len())
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Board, Card, Size};
    use super::*;

    fn rendered(draw: impl FnOnce(&mut Console) -> io::Result<()>) -> String {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = Console::new(&mut input, &mut output);
        draw(&mut console).unwrap();
        String::from_utf8(output).unwrap()
    }

    #[test]
    fn the_screen_is_the_figure() {
        let mut cards = super::super::rules::cards(Size::SPEC);
        cards.swap(2, 33);
        let game = Game::new(Board::lay_out(Size::SPEC, &cards), 1, 2);
        let start = rendered(|console| {
            screen(console, &game, &[])?;
            prompt(
                console,
                game.turn(),
                false,
                Style::new(&Reading::reference()),
            )
        });
        let figure = "Player 2 score: 0\nPlayer 1 score: 0\n   A   B   C   D   E   F\n +---+---+---+---+---+---+\n0| # | # | # | # | # | # |\n +---+---+---+---+---+---+\n1| # | # | # | # | # | # |\n +---+---+---+---+---+---+\n2| # | # | # | # | # | # |\n +---+---+---+---+---+---+\n3| # | # | # | # | # | # |\n +---+---+---+---+---+---+\n4| # | # | # | # | # | # |\n +---+---+---+---+---+---+\n5| # | # | # | # | # | # |\n +---+---+---+---+---+---+\nPlayer 2: Enter a coordinate (e.g. B3): ";
        assert_eq!(start, figure);
        let shown = rendered(|console| {
            let c0 = Position { row: 0, column: 2 };
            screen(console, &game, &[c0])
        });
        assert!(shown.contains("\n0| # | # | q | # | # | # |\n"), "{shown}");
        assert_eq!(Card::Joker.symbol(), '*');
    }
}
