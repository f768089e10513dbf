//! Every word and layout Joker Twins prints: the only place that knows the game's text.
//!
//! The screen is the spec's Figure 1 as `shared/seeds/FIGURES.md` rebuilds it: the score
//! lines in the order of turns, the board with its column letters and row digits, the
//! prompt. The spec fixes no message; those are designed, and every decision is in
//! `transcript.md` beside this file.

use std::io;

use super::guide::Impossible;
use super::rules::{Board, Card, Game, NUM_PLAYERS, PickError, Position, Size};
use crate::chance::{self, Observed};
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event, LineReader, TextLine};
use crate::questions;

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

/// Whether the Jokers left at the end are shown turned over before they are scored.
pub const LAST_JOKERS: Choice = Choice {
    name: "last-jokers",
    values: &["shown", "scored"],
    about: "`only one or two Jokers remain on the board, the remaining Jokers will automatically be turned over` and count for the last finder: shown face up during a pause, the scores not yet counting them, or counted at once",
};

/// Every choice the Joker Twins spec leaves open.
pub const CHOICES: [Choice; 6] = [
    SECOND_PROMPT,
    WHITESPACE,
    TWO_JOKERS,
    JOKER_TWIN,
    CLEAR,
    LAST_JOKERS,
];

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
    pub last_jokers_shown: bool,
}

impl Style {
    pub fn new(reading: &Reading) -> Style {
        Style {
            second_prompt: reading.is(&SECOND_PROMPT, "second"),
            strip: reading.is(&WHITESPACE, "stripped"),
            two_jokers_points: if reading.is(&TWO_JOKERS, "one") { 1 } else { 2 },
            joker_twin_shown: !reading.is(&JOKER_TWIN, "hidden"),
            clear_escape: reading.is(&CLEAR, "escape"),
            last_jokers_shown: !reading.is(&LAST_JOKERS, "scored"),
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

/// A computer's answer, printed after the prompt as a typed one shows at a terminal.
pub fn computer_answer(console: &mut Console, position: Position) -> io::Result<()> {
    writeln!(console, "{position}")
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

/// What a program's board showed that no layout holds, as its finding says it.
pub fn layout_finding(impossible: Impossible) -> String {
    match impossible {
        Impossible::NotACard { card, at } => {
            let last = char::from(b'A' + Size::SPEC.twins().min(26) as u8 - 1);
            let lower = last.to_ascii_lowercase();
            format!(
                "it shows {card} at {at}, and the board's cards are the twins A/a to {last}/{lower} and two Jokers"
            )
        }
        Impossible::Twice { card, at, and } => {
            format!("it shows {card} at both {at} and {and}: the board has one {card}")
        }
        Impossible::ThirdJoker { at } => {
            format!("it shows a third Joker, at {at}: the board has two")
        }
        Impossible::Changed { at, before, card } => {
            format!("it shows {card} at {at}, where it showed {before}")
        }
    }
}

/// A card the engine's layout could not take where the program showed it.
pub fn reveal_finding(position: Position, card: Card) -> String {
    format!("it shows {card} at {position}, a card no layout can hold there")
}

/// How much of its layout a program's boards showed: what a guided run learnt of it.
pub fn layout_seen(board: &Board) -> String {
    match board.shown_count() {
        0 => format!("layout: {}", chance::nothing_read("layout")),
        seen => format!("layout: {seen} of {} cards seen", board.size().cells()),
    }
}

/// What a board shows at one place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Down,
    Up(Card),
    Removed,
}

impl Cell {
    fn symbol(self) -> char {
        match self {
            Cell::Down => '#',
            Cell::Up(card) => card.symbol(),
            Cell::Removed => '.',
        }
    }
}

/// A row of the board, `3| # | a |   | * | # | # |`: its digit and its cells, whatever the
/// spacing inside them, with box drawing for bars (`0 │ # │ a │`), or with the cells
/// between two bars only, a column each at an even step (`5 | #   # i # j |`).
fn board_row(text: &str, columns: usize) -> Option<(usize, Vec<Cell>)> {
    let text: String = (text.trim().chars())
        .map(|ch| match ch {
            '│' | '┃' | '║' => '|',
            other => other,
        })
        .collect();
    let (label, cells) = text.split_once('|')?;
    let row: usize = label.trim().parse().ok()?;
    let cells = cells.strip_suffix('|').unwrap_or(cells);
    let cells: Vec<&str> = match cells.contains('|') {
        true => cells.split('|').collect(),
        false => evenly_spaced(cells, columns)?,
    };
    let cells: Option<Vec<Cell>> = cells
        .into_iter()
        .map(|cell| {
            let cell = cell.trim();
            let mut chars = cell.chars();
            match (chars.next(), chars.next()) {
                (None, _) => Some(Cell::Removed),
                (Some('#'), None) => Some(Cell::Down),
                (Some('*'), None) => Some(Cell::Up(Card::Joker)),
                (Some(letter), None) if letter.is_ascii_alphabetic() => {
                    Some(Cell::Up(Card::Letter(letter)))
                }
                _ => None,
            }
        })
        .collect();
    Some((row, cells?))
}

/// The `columns` cells of `inside` (what stands between a row's two bars) when each is one
/// character at an even step, with white space between and around them: a removed card
/// is a blank at its place.
fn evenly_spaced(inside: &str, columns: usize) -> Option<Vec<&str>> {
    if !inside.is_ascii() || columns == 0 {
        return None;
    }
    for step in 1..=4 {
        let width = step * (columns - 1) + 1;
        let Some(padding) = inside.len().checked_sub(width) else {
            continue;
        };
        if !padding.is_multiple_of(2) || padding > 4 {
            continue;
        }
        let first = padding / 2;
        let at = |column: usize| first + column * step;
        let is_cell = |index: usize| index >= first && (index - first).is_multiple_of(step);
        let between_blank = (inside.char_indices())
            .filter(|&(index, _)| !(is_cell(index) && index < first + width))
            .all(|(_, ch)| ch == ' ');
        if between_blank {
            return Some((0..columns).map(|c| &inside[at(c)..at(c) + 1]).collect());
        }
    }
    None
}

/// A board read from a transcript: its places row by row, and the lines it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeenBoard {
    pub cells: Vec<Vec<Cell>>,
    pub first: usize,
    pub last: usize,
    pub offset: usize,
}

impl SeenBoard {
    /// The cards it shows turned over, with their places.
    pub fn turned(&self) -> Vec<(Position, Card)> {
        (self.cells.iter().enumerate())
            .flat_map(|(row, cells)| {
                cells
                    .iter()
                    .enumerate()
                    .filter_map(move |(column, cell)| match cell {
                        Cell::Up(card) => Some((Position { row, column }, *card)),
                        _ => None,
                    })
            })
            .collect()
    }

    fn is_empty(&self) -> bool {
        self.cells
            .iter()
            .flatten()
            .all(|&cell| cell == Cell::Removed)
    }

    fn describe(&self) -> String {
        let rows: Vec<String> = (self.cells.iter())
            .map(|row| row.iter().map(|cell| cell.symbol()).collect())
            .collect();
        rows.join("/")
    }
}

/// Reads boards line by line: rows `0|` to the last, in order, each of as many cells.
#[derive(Default)]
pub struct BoardReader {
    rows: Vec<Vec<Cell>>,
    first: usize,
    offset: usize,
}

impl BoardReader {
    /// Reads one line; a board, when the line completes one of `size`.
    pub fn read(&mut self, line: &TextLine<'_>, size: Size) -> Option<SeenBoard> {
        let (row, cells) = board_row(line.text, size.columns)?;
        if cells.len() != size.columns {
            self.rows.clear();
            return None;
        }
        if row == 0 {
            self.rows.clear();
            self.first = line.number;
            self.offset = line.offset;
        } else if row != self.rows.len() {
            self.rows.clear();
            return None;
        }
        self.rows.push(cells);
        if self.rows.len() < size.rows {
            return None;
        }
        Some(SeenBoard {
            cells: std::mem::take(&mut self.rows),
            first: self.first,
            last: line.number,
            offset: self.offset,
        })
    }
}

/// Every board a program's transcript shows, for its layout.
pub fn read_boards(lines: &[&str]) -> Vec<Observed<SeenBoard>> {
    let mut reader = BoardReader::default();
    (lines.iter().enumerate())
        .filter_map(|(index, text)| {
            let line = TextLine {
                number: index + 1,
                offset: 0,
                text,
            };
            let board = reader.read(&line, Size::SPEC)?;
            Some(Observed {
                line: board.first,
                outcome: board,
            })
        })
        .collect()
}

/// `Player 2` in a line, as a player's index.
fn player_named(text: &str) -> Option<usize> {
    let at = text.find("Player ")?;
    let digit = text[at + "Player ".len()..].chars().next()?.to_digit(10)?;
    let index = usize::try_from(digit).ok()?.checked_sub(1)?;
    (index < NUM_PLAYERS).then_some(index)
}

/// The scores a line gives, each player's points in the order it lists them: the
/// spec's `Player 2 score: 3`, a player's points alone (`Player 2: 3 points`, `Player 2 -
/// 3 pts`), or several players' on one line (`Final scores -> Player 1: 1, Player 2: 18`).
/// A line with other words about a player (`Player 2 wins with 18 points!`, `Player 2
/// gets 2 points for the Jokers`) gives none.
fn score_line(text: &str) -> Option<Vec<(usize, u32)>> {
    let first = text.find("Player ")?;
    let heading_ok = questions::words(&text[..first]).all(|word| {
        matches!(
            word.as_str(),
            "final" | "score" | "scores" | "total" | "totals" | "points" | "result" | "results"
        )
    });
    if !heading_ok {
        return None;
    }
    let mut scores = Vec::new();
    for segment in text[first..].split("Player ").filter(|s| !s.is_empty()) {
        let player = player_named(&format!("Player {segment}"))?;
        let owned: Vec<String> = questions::words(&segment[1..]).collect();
        let mut words: Vec<&str> = owned.iter().map(String::as_str).collect();
        // `Player 1's score: 3`
        if words.first() == Some(&"s") {
            words.remove(0);
        }
        // `Player 2: 0 point(s)`
        if words.len() == 3 && words[2] == "s" && words[1] == "point" {
            words.pop();
        }
        let points = match words.as_slice() {
            [points]
            | [points, "point" | "points" | "pts" | "pt"]
            | ["score" | "has", points]
            | ["score" | "has", points, "point" | "points" | "pts" | "pt"]
            | ["score", "is", points] => points.parse().ok()?,
            _ => return None,
        };
        scores.push((player, points));
    }
    (!scores.is_empty()).then_some(scores)
}

/// The player a program asked first: the first prompt that names one.
pub fn read_first_player(lines: &[&str]) -> Vec<Observed<usize>> {
    (lines.iter().enumerate())
        .flat_map(|(index, text)| {
            let line = TextLine {
                number: index + 1,
                offset: 0,
                text,
            };
            events::after_prompts(&line, prompt_end)
        })
        .filter(|part| score_line(part.text).is_none())
        .filter_map(|part| {
            Some(Observed {
                line: part.number,
                outcome: asked_player(part.text)?,
            })
        })
        .take(1)
        .collect()
}

/// Reads a transcript as the events the spec's figure fixes: the score lines (who is
/// listed first, and the points), each board as its places show it (a board equal to the one
/// before it adds nothing), which player is asked for a coordinate, and at the end the
/// winner named in any words. Messages and the words of refusals are each program's own.
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    events::read_upto(transcript, limit, prompt_end, EventReader::default())
}

/// The state of [`read_events_upto`] between lines.
#[derive(Default)]
struct EventReader {
    events: Vec<Event>,
    boards: BoardReader,
    scores: Vec<(usize, u32)>,
    scores_at: Option<(usize, usize)>,
    /// The players and points of the last scores event, in their order.
    last_scores: Vec<(usize, u32)>,
    last_board: String,
    last_asked: String,
    /// The last board read was empty: the game is over, and the winner comes next.
    over: bool,
    /// An empty board was read: what follows is the program's closing summary, whose
    /// scores may come in any order.
    ended: bool,
}

impl LineReader for EventReader {
    fn read(&mut self, line: &TextLine<'_>) {
        if line.text.trim().is_empty() {
            return;
        }
        if let Some(scores) = score_line(line.text) {
            self.scores_at.get_or_insert((line.number, line.offset));
            self.scores.extend(scores);
            return;
        }
        self.end_scores();
        if let Some(board) = self.boards.read(line, Size::SPEC) {
            let described = board.describe();
            let what = format!("board {described}");
            // Every twin found, the Jokers left shown turned over (`will automatically be
            // turned over`) or gone: the game is over.
            let jokers_only = described.chars().all(|ch| matches!(ch, '.' | '*' | '/'));
            self.over = board.is_empty() || jokers_only;
            self.ended |= self.over;
            if what != self.last_board {
                let at = TextLine {
                    number: board.first,
                    offset: board.offset,
                    text: "",
                };
                let lines = board.last + 1 - board.first;
                let event = Event::new("board", what.clone(), &at).spanning(lines);
                // The spec asks for the end of the game in words, not for the empty board.
                self.events.push(match self.over {
                    true => event.optional(),
                    false => event,
                });
                self.last_board = what;
                self.last_asked.clear();
            }
            return;
        }
        if let Some(player) = asked_player(line.text) {
            let what = format!("asks Player {}", player + 1);
            if what != self.last_asked {
                self.events.push(Event::new("asks", what.clone(), line));
                self.last_asked = what;
            }
            return;
        }
        let lower = line.text.to_ascii_lowercase();
        // The spec asks that the program say the game is over, not that it show the
        // empty board again: `Game over!` ends it too.
        if lower.contains("game over") || lower.contains("game is over") {
            self.over = true;
            self.ended = true;
        }
        if self.over {
            // Whole words: `twins` holds no win.
            let words: Vec<String> = questions::words(line.text).collect();
            let has = |any: &[&str]| words.iter().any(|word| any.contains(&word.as_str()));
            let winner = if has(&["tie", "tied", "draw"]) {
                Some("winner: a tie".to_string())
            } else if has(&["win", "wins", "won", "winner", "winning"]) {
                player_named(line.text).map(|player| format!("winner: Player {}", player + 1))
            } else {
                None
            };
            if let Some(what) = winner {
                self.events.push(Event::new("winner", what, line));
                self.over = false;
            }
        }
    }

    fn finish(&mut self) {
        self.end_scores();
    }

    fn events(&mut self) -> &mut Vec<Event> {
        &mut self.events
    }
}

impl EventReader {
    fn end_scores(&mut self) {
        let Some((number, offset)) = self.scores_at.take() else {
            return;
        };
        let scores = std::mem::take(&mut self.scores);
        // Once the board is empty, the scores shown again in another order (a closing
        // summary by player number) say nothing new.
        let sorted = |scores: &[(usize, u32)]| {
            let mut sorted = scores.to_vec();
            sorted.sort_unstable();
            sorted
        };
        let again = scores == self.last_scores
            || (self.ended && sorted(&scores) == sorted(&self.last_scores));
        if !again {
            let listed: Vec<String> = (scores.iter())
                .map(|(player, points)| format!("Player {} {points}", player + 1))
                .collect();
            let at = TextLine {
                number,
                offset,
                text: "",
            };
            let what = format!("scores {}", listed.join(", "));
            self.events
                .push(Event::new("scores", what, &at).spanning(scores.len()));
            self.last_scores = scores;
        }
    }
}

/// Where the first prompt in `text` ends, if it holds one: after the `: ` that follows the
/// word `coordinate`; or, for a prompt in the program's own words (`Player 1: Pick the
/// second card (e.g. E0): `), after the last `: ` or `? ` that follows a player's name
/// before another player is named, unless those words are a score line.
pub fn prompt_end(text: &str) -> Option<usize> {
    if let Some(at) = text.find("coordinate")
        && let Some(end) = text[at..].find(": ")
    {
        return Some(at + end + 2);
    }
    let at = text.find("Player ")?;
    player_named(&text[at..])?;
    let after = at + "Player ".len();
    let next = text[after..]
        .find("Player ")
        .map_or(text.len(), |i| after + i);
    let named = &text[at..next];
    if named.to_ascii_lowercase().contains("score") || score_line(named).is_some() {
        return None;
    }
    let end = [": ", "? "]
        .iter()
        .filter_map(|mark| named.rfind(mark).map(|i| i + mark.len()))
        .max()
        // `Player 1: A0 and B0 are no twins.`: a player's name alone before `: ` is whose
        // the message is, not a question.
        .filter(|&end| questions::words(&named[..end]).count() > 2 || end == named.len())
        // `Joker! Player 2 wins the twin M/m plus the Joker: +2 points.` asks nothing: a
        // prompt in a program's own words asks for something.
        .filter(|&end| {
            questions::words(&named[..end]).any(|word| ASKING.contains(&word.as_str()))
                || named[..end].trim_end().ends_with('?')
        })
        .or_else(|| {
            // A prompt with no space after it, another player's line straight after.
            let body = named.trim_end();
            (next < text.len() && body.ends_with([':', '?'])).then_some(named.len())
        })?;
    Some(at + end)
}

/// Words of a prompt in a program's own words: what it asks for.
const ASKING: [&str; 19] = [
    "enter",
    "choose",
    "pick",
    "select",
    "type",
    "input",
    "card",
    "coordinate",
    "position",
    "turn",
    "flip",
    "move",
    "your",
    "which",
    "where",
    "cell",
    "location",
    "first",
    "second",
];

/// Whether a program's question (its last line) asks a player for a coordinate, in the
/// engine's words or its own (`Player 1: Pick the second card (e.g. E0):`).
pub fn asks_coordinate(prompt: &str) -> bool {
    score_line(prompt).is_none() && asked_player(prompt).is_some()
}

/// The player a line (cut after its prompt) asks for a coordinate: one that holds the word
/// `coordinate`, or ends as a prompt does (`:` or `?`) in the program's own words, and names
/// the player (before that word, where it holds it).
fn asked_player(text: &str) -> Option<usize> {
    let at = text.find("coordinate");
    if at.is_none() && !text.trim_end().ends_with([':', '?']) {
        return None;
    }
    at.and_then(|at| player_named(&text[..at]))
        .or_else(|| player_named(text))
}

#[cfg(test)]
mod tests {
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

    fn events_of(transcript: &str) -> Vec<String> {
        read_events_upto(transcript.as_bytes(), usize::MAX)
            .into_iter()
            .map(|event| event.what)
            .collect()
    }

    #[test]
    fn boards_in_box_drawing_or_spaced_in_one_frame_read_alike() {
        let expected = [
            "scores Player 2 0, Player 1 0",
            "board #a####/######/######/######/######/#####.",
        ];
        let boxed: String = (0..6)
            .map(|row| {
                let cells = match row {
                    0 => "# │ a │ # │ # │ # │ #".to_string(),
                    5 => "# │ # │ # │ # │ # │  ".to_string(),
                    _ => ["#"; 6].join(" │ "),
                };
                format!(" {row} │ {cells} │\n   ├───┼───┼───┼───┼───┼───┤\n")
            })
            .collect();
        let boxed = format!("▶ Player 2   0 pts\n  Player 1   0 pts\n{boxed}");
        assert_eq!(events_of(&boxed), expected, "{boxed}");
        let spaced: String = (0..6)
            .map(|row| match row {
                0 => "0 | # a # # # # |\n".to_string(),
                5 => "5 | # # # # #   |\n".to_string(),
                _ => format!("{row} | # # # # # # |\n"),
            })
            .collect();
        let spaced = format!(
            "Player 2: 0 point(s)\nPlayer 1: 0 point(s)\n  +-------------+\n{spaced}\
             Player 2: A0 and B0 are no twins. Next player!\n"
        );
        assert_eq!(events_of(&spaced), expected, "{spaced}");
        let joker_line =
            format!("{spaced}Joker! Player 2 wins the twin M/m plus the Joker: +2 points.\n");
        assert_eq!(events_of(&joker_line), expected, "{joker_line}");
    }

    #[test]
    fn screens_read_the_same_in_any_spacing_and_the_winner_in_any_words() {
        let mut cards = super::super::rules::cards(Size::SPEC);
        cards.swap(2, 33);
        let game = Game::new(Board::lay_out(Size::SPEC, &cards), 1, 2);
        let c0 = Position { row: 0, column: 2 };
        let ours = rendered(|console| {
            screen(console, &game, &[])?;
            prompt(console, 1, false, Style::new(&Reading::reference()))?;
            screen(console, &game, &[c0])?;
            prompt(console, 1, true, Style::new(&Reading::reference()))
        });
        // Cells drawn with no spaces inside.
        let compact = ours.replace(" # ", "#").replace(" q ", "q");
        let expected = [
            "scores Player 2 0, Player 1 0",
            "board ######/######/######/######/######/######",
            "asks Player 2",
            "board ##q###/######/######/######/######/######",
            "asks Player 2",
        ];
        assert_eq!(events_of(&ours), expected);
        assert_eq!(events_of(&compact), expected, "{compact}");
        // The words of the prompt are the figure's: `coordinate` names it.
        let own_words = ours.replace("Enter a coordinate", "Your coordinate");
        assert_eq!(events_of(&own_words), expected);
        let end = |line: &str| {
            let mut text = String::new();
            for row in 0..6 {
                text.push_str(&format!("{row}|{}\n", "   |".repeat(6)));
            }
            events_of(&format!("{text}Game over!\n{line}\n"))
        };
        assert_eq!(
            end("Player 1 wins with 11 points against 8.")[1],
            "winner: Player 1"
        );
        assert_eq!(end("The winner is Player 2!")[1], "winner: Player 2");
        assert_eq!(end("It's a tie: 9 points each.")[1], "winner: a tie");
        assert_eq!(end("Bye.").len(), 1);
    }

    #[test]
    fn a_prompt_in_the_programs_own_words_asks_the_player_it_names() {
        let board = |turned: &str| {
            let mut text = String::new();
            for row in 0..6 {
                let first = if row == 0 { turned } else { "#" };
                text.push_str(&format!("{row}| {first} |{}\n", " # |".repeat(5)));
            }
            text
        };
        let transcript = format!(
            "Player 2 score: 0\nPlayer 1 score: 0\n{}Player 2 - your first card? {}{}Player 2: Pick the second card (e.g. E0): Player 1 score: 0\n",
            board("#"),
            // What follows an answer continues the prompt's line.
            format_args!("Player 2 score: 0\nPlayer 1 score: 0\n"),
            board("a"),
        );
        assert_eq!(
            events_of(&transcript),
            [
                "scores Player 2 0, Player 1 0",
                "board ######/######/######/######/######/######",
                "asks Player 2",
                "board a#####/######/######/######/######/######",
                "asks Player 2",
                "scores Player 1 0",
            ]
        );
        let lines: Vec<&str> = transcript.lines().collect();
        let first = read_first_player(&lines);
        assert_eq!((first[0].line, first[0].outcome), (9, 1));
        // A score line is not a prompt, whatever follows it.
        assert_eq!(prompt_end("Player 1 score: 3"), None);
        assert_eq!(
            prompt_end("Player 1: Pick (e.g. E0): Player 2 score: 0"),
            Some("Player 1: Pick (e.g. E0): ".len())
        );
    }

    #[test]
    fn a_closing_summary_of_the_scores_in_any_order_is_free() {
        let empty: String = (0..6)
            .map(|row| format!("{row}|{}\n", "   |".repeat(6)))
            .collect();
        let ending = |summary: &str| {
            events_of(&format!(
                "Player 2 score: 11\nPlayer 1 score: 8\n{empty}Game over!\n{summary}"
            ))
        };
        let expected = [
            "scores Player 2 11, Player 1 8",
            "board ....../....../....../....../....../......",
            "winner: Player 2",
        ];
        assert_eq!(ending("Player 2 wins!\n"), expected);
        assert_eq!(
            ending("Player 1 score: 8\nPlayer 2 score: 11\nPlayer 2 wins!\n"),
            expected
        );
        assert_eq!(
            ending("Player 2 wins!\nPlayer 1 score: 8\nPlayer 2 score: 11\n"),
            expected
        );
        // The Jokers left shown turned over at the end, the board emptied, or neither shown.
        let jokers = "0|   |   |   |   |   |   |\n1|   | * |   |   |   |   |\n2|   |   |   |   |   |   |\n\
                      3|   |   |   |   |   |   |\n4|   |   |   |   | * |   |\n5|   |   |   |   |   |   |\n";
        let scores = "Player 2 score: 11\nPlayer 1 score: 8\n";
        let read = |text: String| read_events_upto(text.as_bytes(), usize::MAX);
        let emptied = read(format!("{scores}{empty}Player 2 wins!\n"));
        for other in [
            format!("{scores}{jokers}Player 2 wins!\n"),
            format!("{scores}Game over!\nPlayer 2 wins!\n"),
        ] {
            assert!(
                events::compare(&emptied, &read(other.clone())).is_none(),
                "{other}"
            );
        }
        // A line about twins names no winner.
        assert_eq!(
            ending("All twins are found! +2 for Player 1.\nPlayer 2 won!\n"),
            expected
        );
        // Points alone on a player's line are a score line, not a question to the player.
        assert_eq!(
            ending("Player 2 wins!\n  Player 1: 8 points\n  Player 2: 11 points\n"),
            expected
        );
        assert_eq!(
            ending(
                "*** Player 2 wins with 11 points! ***\nFinal scores -> Player 1: 8, Player 2: 11\n"
            ),
            expected
        );
        assert_eq!(score_line("Player 2 - 11 pts"), Some(vec![(1, 11)]));
        assert_eq!(score_line("Player 2 gets 2 points for the Jokers"), None);
        assert_eq!(score_line("Player 2: B3"), None);
        // Scores that contradict the last ones are read.
        let wrong = ending("Player 1 score: 9\nPlayer 2 score: 11\nPlayer 2 wins!\n");
        assert_eq!(wrong[2], "scores Player 1 9, Player 2 11");
    }
}
