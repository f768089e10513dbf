//! Every word and layout Concentration prints: the only place that knows the spec's text.
//!
//! Each function writes one piece of the transcript, newline included. The format is
//! documented line by line in `transcript.md` beside this file; keep the two in step.

use std::io;

use super::rules::{COLUMNS, Card, PickError, Position, ROWS, RevealError, Suit, Table};
use crate::chance::{self, Observed};
use crate::console::Console;
use crate::content::{cards, grid};
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event, TextLine};

const WELCOME: &str = "* Welcome to Concentration! *";

/// `N turns played!` or `N turns played` at the end of a game.
pub const TURNS_PLAYED: Choice = Choice {
    name: "turns-played",
    values: &["bang", "plain"],
    about: "the end of a game says `N turns played!`: the mode 2 sample has the `!`, the mode 1 sample (whose extraction also lost its leading `***`) does not",
};

/// A tab after the last card of a table row, or none.
pub const ROW_END: Choice = Choice {
    name: "row-end",
    values: &["none", "tab"],
    about: "the table's cells are tab-separated; the spec's figure cannot show whether a tab follows the last card, and most programs print one after every card (free under --compare spec)",
};

/// `Please input 2nd card:` or `Please input second card:`.
pub const SECOND_CARD: Choice = Choice {
    name: "second-card",
    values: &["2nd", "second"],
    about: "the prompt for the second card is `Please input 2nd card:` in the main flow and `Please input second card:` in the error example of section III.3",
};

/// Every choice the Concentration spec leaves open.
pub const CHOICES: [Choice; 3] = [TURNS_PLAYED, ROW_END, SECOND_CARD];

/// The reading the renderer prints under; the default is the reference's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dialect {
    turns_bang: bool,
    row_tab: bool,
    second_word: bool,
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect::new(&Reading::reference())
    }
}

impl Dialect {
    pub fn new(reading: &Reading) -> Dialect {
        Dialect {
            turns_bang: reading.is(&TURNS_PLAYED, "bang"),
            row_tab: reading.is(&ROW_END, "tab"),
            second_word: reading.is(&SECOND_CARD, "second"),
        }
    }
}

/// Who a line speaks of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Name {
    /// The human player of mode 1.
    You,
    /// The computer player of mode 1.
    Computer,
    /// The first computer player of mode 2.
    Computer1,
    /// The second computer player of mode 2.
    Computer2,
}

impl Name {
    fn as_str(self) -> &'static str {
        match self {
            Name::You => "You",
            Name::Computer => "Computer",
            Name::Computer1 => "Computer 1",
            Name::Computer2 => "Computer 2",
        }
    }

    /// The verb "win" agreeing with the name: "You win!", "Computer wins!".
    fn wins(self) -> &'static str {
        match self {
            Name::You => "win",
            _ => "wins",
        }
    }
}

/// Which of a turn's two cards a line is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ordinal {
    First,
    Second,
}

impl Ordinal {
    fn as_str(self) -> &'static str {
        match self {
            Ordinal::First => "1st",
            Ordinal::Second => "2nd",
        }
    }

    /// The ordinal in letters, as some programs write it; read, never printed.
    fn as_word(self) -> &'static str {
        match self {
            Ordinal::First => "first",
            Ordinal::Second => "second",
        }
    }
}

/// The banner, printed once when the program starts.
pub fn banner(console: &mut Console) -> io::Result<()> {
    let stars = "*".repeat(WELCOME.len());
    write!(console, "{stars}\n{WELCOME}\n{stars}\n")
}

/// The menu's prompt, after which the choice is read.
const CHOICE_PROMPT: &str = "Your choice: ";

/// The main menu and its prompt, printed before every choice.
pub fn menu(console: &mut Console) -> io::Result<()> {
    console.print(concat!(
        "Please choose a mode of the game:\n",
        "1. Human vs. Computer\n",
        "2. Computer vs. Computer\n",
        "0. Quit\n",
    ))?;
    console.print(CHOICE_PROMPT)
}

/// The table: four rows of thirteen cells separated by tabs, `XXX` for a face-down card and
/// the card itself for a removed one.
pub fn table(console: &mut Console, table: &Table, dialect: Dialect) -> io::Result<()> {
    let mut text = String::with_capacity(ROWS * COLUMNS * 4);
    for row in 0..ROWS {
        for column in 0..COLUMNS {
            if column > 0 {
                text.push('\t');
            }
            let position = Position::from_index(row * COLUMNS + column);
            if table.is_face_down(position) {
                text.push_str("XXX");
            } else {
                push_card(&mut text, table.card(position));
            }
        }
        if dialect.row_tab {
            text.push('\t');
        }
        text.push('\n');
    }
    console.print(&text)
}

/// A card as the spec shows it: suit letter, then the rank right-aligned in two columns
/// (`D 8`, `D10`, `H K`).
pub fn card_text(card: Card) -> String {
    let mut text = String::with_capacity(3);
    push_card(&mut text, card);
    text
}

/// Each suit's letter, as cards are printed and read back.
const SUIT_LETTERS: [(Suit, char); 4] = [
    (Suit::Clubs, 'C'),
    (Suit::Diamonds, 'D'),
    (Suit::Spades, 'S'),
    (Suit::Hearts, 'H'),
];

/// Each rank's text (index rank - 1), right-aligned in two columns.
const RANK_TEXT: [&str; 13] = [
    " A", " 2", " 3", " 4", " 5", " 6", " 7", " 8", " 9", "10", " J", " Q", " K",
];

fn push_card(text: &mut String, card: Card) {
    let letter = SUIT_LETTERS
        .iter()
        .find(|(suit, _)| *suit == card.suit)
        .map_or('?', |&(_, letter)| letter);
    text.push(letter);
    text.push_str(RANK_TEXT[usize::from(card.rank - 1)]);
}

/// The prompt for the human's card.
pub fn card_prompt(console: &mut Console, ordinal: Ordinal, dialect: Dialect) -> io::Result<()> {
    let which = match ordinal {
        Ordinal::Second if dialect.second_word => ordinal.as_word(),
        _ => ordinal.as_str(),
    };
    write!(console, "{CARD_PROMPT}{which}{CARD_PROMPT_END}")
}

const CARD_PROMPT: &str = "Please input ";
const CARD_PROMPT_END: &str = " card: ";

/// Why the human's choice was refused.
pub fn pick_error(console: &mut Console, error: PickError) -> io::Result<()> {
    console.print(match error {
        PickError::OutOfRange => "Row and column must be within 0 - 3 and 1 - 13\n",
        PickError::AlreadyFlipped => "The card must not be flipped already\n",
        PickError::SameAsFirst => "The second card cannot be the same as first\n",
    })
}

const CHOSE: &str = " chose ";
const CARD_AT: &str = " card (";

/// `You chose 1st card (0, 1) and it is D 8`: the column is printed two wide.
pub fn chose(
    console: &mut Console,
    name: Name,
    ordinal: Ordinal,
    position: Position,
    card: Card,
) -> io::Result<()> {
    let (row, column) = position.coordinates();
    writeln!(
        console,
        "{}{CHOSE}{}{CARD_AT}{row},{column:2}) and it is {}",
        name.as_str(),
        ordinal.as_str(),
        card_text(card)
    )
}

/// The line after a turn whose two cards matched.
pub fn matched(console: &mut Console, name: Name) -> io::Result<()> {
    writeln!(console, "{} got a matched pair!", name.as_str())
}

const FLIPPED: &str = "Flipped cards:";

/// `Flipped cards: 2; You: 2; Computer: 0;`
pub fn flipped(console: &mut Console, total: u32, scores: [(Name, u32); 2]) -> io::Result<()> {
    let [(first, a), (second, b)] = scores;
    writeln!(
        console,
        "{FLIPPED} {total}; {}: {a}; {}: {b};",
        first.as_str(),
        second.as_str()
    )
}

/// The end of a game: the turn count and the winner, or a tie.
pub fn game_over(
    console: &mut Console,
    turns: u32,
    winner: Option<Name>,
    dialect: Dialect,
) -> io::Result<()> {
    let bang = if dialect.turns_bang { "!" } else { "" };
    writeln!(console, "*** End of Game ***\n{turns} turns played{bang}")?;
    match winner {
        Some(name) => writeln!(console, "{} {}!", name.as_str(), name.wins()),
        None => console.print("A tie!\n"),
    }
}

// Reading a program's transcript back: the lines that carry chance, recognised by the
// same words the renderer prints.

/// A card a program showed when it was turned, as `chose 1st card (0, 1) and it is D 8`
/// says: which of a turn's cards, where (as printed: it may be off the table), and what.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turned {
    pub ordinal: Ordinal,
    pub row: i64,
    pub column: i64,
    pub card: Card,
}

/// Every card the transcript shows turned, in order. A line is recognised by what carries
/// the outcome (`chose`, the ordinal, `card (row, column)`, and a card at the end), whatever
/// the words around it, so one misspelt word does not hide the deal.
pub fn read_turned(lines: &[&str]) -> Vec<Observed<Turned>> {
    lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            Some(Observed {
                line: index + 1,
                outcome: read_turned_line(line)?,
            })
        })
        .collect()
}

fn read_turned_line(line: &str) -> Option<Turned> {
    let after = &line[line.find(CHOSE.trim_start())? + CHOSE.trim_start().len()..];
    let after = after.trim_start();
    let (ordinal, after) = [Ordinal::First, Ordinal::Second]
        .into_iter()
        .find_map(|ordinal| {
            [ordinal.as_str(), ordinal.as_word()]
                .into_iter()
                .find_map(|word| after.strip_prefix(word))
                .map(|rest| (ordinal, rest))
        })?;
    let after = after.trim_start().strip_prefix(CARD_AT.trim())?;
    let (row, after) = after.split_once(',')?;
    let (column, after) = after.split_once(')')?;
    Some(Turned {
        ordinal,
        row: row.trim().parse().ok()?,
        column: column.trim().parse().ok()?,
        card: read_card_at_end(after)?,
    })
}

/// The card a line ends with, as [`card_text`] writes it (the rank's padding optional).
fn read_card_at_end(text: &str) -> Option<Card> {
    let text = text.trim_end();
    // No rank's text ends another's, so at most one matches.
    let (rank, rest) = RANK_TEXT
        .iter()
        .zip(1..)
        .find_map(|(rank_text, rank)| Some((rank, text.strip_suffix(rank_text.trim())?)))?;
    let rest = rest.trim_end();
    let letter = rest.chars().next_back()?;
    let before = &rest[..rest.len() - letter.len_utf8()];
    if !(before.is_empty() || before.ends_with(char::is_whitespace)) {
        return None;
    }
    let suit = SUIT_LETTERS
        .iter()
        .find(|&&(_, l)| l == letter)
        .map(|&(suit, _)| suit)?;
    Some(Card { suit, rank })
}

/// A score line as a program printed it: `Flipped cards: 4; You: 2; Computer: 2;`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scores {
    pub flipped: u32,
    pub won: [u32; 2],
}

/// Every score line of the transcript, in order.
pub fn read_scores(lines: &[&str]) -> Vec<Observed<Scores>> {
    lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            let rest = line.trim_start().strip_prefix(FLIPPED)?;
            let numbers: Vec<u32> = rest
                .split(';')
                .filter_map(|part| part.rsplit(':').next()?.trim().parse().ok())
                .collect();
            let [flipped, a, b] = numbers[..] else {
                return None;
            };
            Some(Observed {
                line: index + 1,
                outcome: Scores {
                    flipped,
                    won: [a, b],
                },
            })
        })
        .collect()
}

/// The rule a card shown at a position breaks, in words.
pub fn reveal_finding(turned: &Turned, error: RevealError) -> String {
    let card = card_text(turned.card);
    let (row, column) = (turned.row, turned.column);
    match error {
        RevealError::Changed { before } => format!(
            "the card at ({row}, {column}) is {card}, but it was {} earlier in this game",
            card_text(before)
        ),
        RevealError::Twice { at } => {
            let (r, c) = at.coordinates();
            format!(
                "{card} is shown at ({row}, {column}), but it was already seen at ({r}, {c}) in this game: a deck holds each card once"
            )
        }
    }
}

/// The rule a computer's pick breaks, in words.
pub fn pick_finding(turned: &Turned, error: PickError) -> String {
    let (row, column) = (turned.row, turned.column);
    let which = turned.ordinal.as_str();
    match error {
        PickError::OutOfRange => {
            format!(
                "the computer chose ({row}, {column}) as its {which} card, which is not on the table"
            )
        }
        PickError::AlreadyFlipped => format!(
            "the computer chose ({row}, {column}) as its {which} card, but that card was already removed"
        ),
        PickError::SameAsFirst => format!(
            "the computer chose ({row}, {column}) as its {which} card, the same card as its first"
        ),
    }
}

/// The rule a score line breaks, if any: two cards per pair, no more cards than the deck.
pub fn score_finding(scores: Scores) -> Option<String> {
    let Scores {
        flipped,
        won: [a, b],
    } = scores;
    if a % 2 != 0 || b % 2 != 0 {
        Some(format!(
            "the scores {a} and {b} are not whole pairs: each pair won counts two cards"
        ))
    } else if a + b != flipped {
        Some(format!(
            "the scores {a} and {b} do not add up to the {flipped} flipped cards"
        ))
    } else if flipped as usize > ROWS * COLUMNS {
        Some(format!(
            "{flipped} cards flipped, but the deck has {}",
            ROWS * COLUMNS
        ))
    } else {
        None
    }
}

/// The cards of a game that the transcript showed, for reports: `(0, 1) D 8, …`; or, when
/// it showed none where it was read, that the deal was arbiter's own.
pub fn deal_seen(table: &Table) -> String {
    let read = table.read();
    if read.is_empty() {
        return chance::nothing_read("deal");
    }
    let cards: Vec<String> = read
        .iter()
        .map(|position| {
            let (row, column) = position.coordinates();
            format!("({row}, {column}) {}", card_text(table.card(position)))
        })
        .collect();
    format!(
        "{} of {} cards seen: {}",
        read.len(),
        ROWS * COLUMNS,
        cards.join(", ")
    )
}

// Reading a transcript as the events the spec fixes (see `crate::events`). The spec prints
// nearly every line in its samples, so nearly every line is an event, with its words; what
// its damaged screenshots leave open is free: the star frame's width, white space, and how
// the table's cells are spaced.

/// Reads a transcript as the events the spec fixes, in order:
///
/// - a line is cut after each prompt (`Your choice:`, `Please input 1st card:`), so a
///   program that ends its prompts with a newline reads the same as one whose next output
///   follows the prompt on its line;
/// - a frame: a line of only `*`, however many, or of any other decoration (`+====+`,
///   `|    |`, `#####`, box drawing), is the program's own: the spec's samples draw the
///   banner's frame with 10, 18 and 23 stars, so its words are what it fixes;
/// - a line between two like edges (`| * Welcome to Concentration! * |`) is read without
///   them;
/// - `table row …`: thirteen cells of `XXX` and cards (`D 8`, `D8`, `D10`), whatever the
///   white space between and around them;
/// - `line "…"`: any other line that is not blank, its white space collapsed and none
///   kept beside `( ) , ; :`.
pub fn read_events(transcript: &[u8]) -> Vec<Event> {
    read_events_upto(transcript, usize::MAX)
}

/// The first `limit` events of [`read_events`], reading no further than it needs.
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    let text = events::text(transcript);
    let mut events: Vec<Event> = Vec::new();
    let welcome = welcome_event();
    for line in events::lines(&text) {
        for part in events::after_prompts(&line, prompt_end) {
            if events.len() == limit {
                return events;
            }
            if let Some(event) = part_event(part.text.trim(), &part) {
                // The menu the program returns to is the spec's whole menu, its banner
                // with it: a program may show the banner again with each menu.
                let again = event.what == welcome && events.iter().any(|e| e.what == welcome);
                events.push(match again {
                    true => event.optional(),
                    false => event,
                });
            }
        }
    }
    events
}

/// What the banner's line reads as.
fn welcome_event() -> String {
    format!("line {:?}", events::normalised(within_frame(WELCOME)))
}

/// Where the first prompt in `text` ends: the menu's or a card's.
pub fn prompt_end(text: &str) -> Option<usize> {
    let choice = text
        .find(CHOICE_PROMPT.trim_end())
        .map(|at| at + CHOICE_PROMPT.trim_end().len());
    let card = text.find(CARD_PROMPT).and_then(|start| {
        let end = CARD_PROMPT_END.trim_end();
        text[start..].find(end).map(|at| start + at + end.len())
    });
    [choice, card].into_iter().flatten().min()
}

fn part_event(part: &str, line: &TextLine<'_>) -> Option<Event> {
    if part.is_empty() {
        return None;
    }
    if part
        .chars()
        .all(|ch| FRAME.contains(ch) || is_box_drawing(ch) || ch.is_whitespace())
    {
        return None;
    }
    if let Some(cells) = table_row(part) {
        return Some(Event::new("table row", format!("table row {cells}"), line));
    }
    let words = events::normalised(within_frame(without_edges(part)));
    if !is_spec_line(&words) {
        return None;
    }
    Some(Event::new("line", format!("line {words:?}"), line))
}

/// What a banner's frame is drawn with, besides box drawing: the spec's stars and the
/// borders students draw instead.
const FRAME: &str = "*=-+#~_|.:";

/// The sides of a box a line stands in.
const EDGES: &str = "|#║│";

fn is_box_drawing(ch: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&ch)
}

/// `text` without the like edges it stands between (`| … |`, `# … #`, `║ … ║`).
fn without_edges(text: &str) -> &str {
    let mut chars = text.chars();
    match (chars.next(), chars.next_back()) {
        (Some(first), Some(last)) if first == last && EDGES.contains(first) => {
            text[first.len_utf8()..text.len() - last.len_utf8()].trim()
        }
        _ => text,
    }
}

/// `text` without the decoration around its words (`* Welcome to Concentration! *`, `* *
/// Welcome … * *`, `== Welcome … ==`): the spec's banner line stands between stars, and a
/// program may draw any frame about it.
fn within_frame(text: &str) -> &str {
    text.trim_matches(|ch: char| {
        "*=-+#~_|".contains(ch) || is_box_drawing(ch) || ch.is_whitespace()
    })
}

/// Words that only the spec's own lines hold, one or more for each line it prints
/// (lower case): the banner, the menu, the prompts, the refusals, the `chose`, pair and
/// score lines and the end of a game. A line with none of them is the program's own (a
/// complaint before the menu again, a farewell, a separator between table rows) and free;
/// a line of the spec's in other words holds one of them and is compared by its words, or
/// holds none and the spec's line is missing: either way it differs.
const SPEC_PHRASES: [&str; 12] = [
    "welcome to concentration",
    "choose a mode",
    "your choice",
    "please input",
    "row and column",
    "flipped already",
    "same as first",
    " chose ",
    "matched pair",
    "flipped cards",
    "end of game",
    "turns played",
];

/// The words of the end of a game, `You win!`, `Computer 2 wins!`, `A tie!`, matched as
/// whole words (`patience` holds no tie).
const SPEC_WORDS: [&str; 3] = ["win", "wins", "tie"];

/// Whether a line (not a frame or a table row), its white space normalised, is one of the
/// spec's lines, by its words: one of [`SPEC_PHRASES`] or [`SPEC_WORDS`], or an item of
/// the menu (`0. Quit`, `1) Human vs. Computer`, `[2] …`): a line that only mentions a
/// mode (`Simulation: Computer 1 vs. Computer 2`) is the program's own.
fn is_spec_line(words: &str) -> bool {
    let lower = if words.is_ascii() {
        words.to_ascii_lowercase()
    } else {
        words.to_lowercase()
    };
    let label = lower.trim_start_matches(['(', '[']);
    let digits = label.bytes().take_while(u8::is_ascii_digit).count();
    let menu_item = digits > 0
        && label[digits..]
            .chars()
            .next()
            .is_some_and(|ch| ".):]-".contains(ch));
    menu_item
        || SPEC_PHRASES.iter().any(|phrase| lower.contains(phrase))
        || (lower.split(|ch: char| !ch.is_alphabetic())).any(|word| SPEC_WORDS.contains(&word))
}

/// A table row's thirteen cells, each `XXX` or a card as suit and rank with no space,
/// separated by single spaces: read by their content ([`crate::content::grid`]), whatever
/// label stands before them (`row 0 |`, `2:`) and separators between them (`|`, brackets).
fn table_row(text: &str) -> Option<String> {
    let cell = |rest: &str| match rest.starts_with("XXX") {
        true => Some(3),
        false => cards::suit_first_at(rest).map(|(_, used)| used),
    };
    let cells = grid::row(text, COLUMNS, cell)?;
    let shown: Vec<String> = (cells.iter())
        .map(|cell| match cards::suit_first_at(cell) {
            Some((card, _)) => format!(
                "{}{}",
                card.suit.letter(),
                RANK_TEXT[usize::from(card.face - 1)].trim()
            ),
            None => "XXX".to_string(),
        })
        .collect();
    Some(shown.join(" "))
}

#[cfg(test)]
mod tests {
    use super::super::rules::tests::ordered_table;
    use super::super::rules::{Game, PickError};
    use super::*;

    fn rendered(draw: impl FnOnce(&mut Console) -> io::Result<()>) -> String {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = Console::new(&mut input, &mut output);
        draw(&mut console).unwrap();
        String::from_utf8(output).unwrap()
    }

    fn at(row: i64, column: i64) -> Position {
        Position::from_coordinates(row, column).unwrap()
    }

    /// What the events of `text` say, in order.
    fn whats(text: &str) -> Vec<String> {
        read_events(text.as_bytes())
            .into_iter()
            .map(|e| e.what)
            .collect()
    }

    #[test]
    fn events_leave_the_frame_and_spacing_free_but_keep_the_words() {
        let engine = rendered(|console| {
            banner(console)?;
            menu(console)?;
            table(console, &ordered_table(), Dialect::default())?;
            card_prompt(console, Ordinal::First, Dialect::default())?;
            pick_error(console, PickError::OutOfRange)
        });
        let events = whats(&engine);
        assert_eq!(events.len(), 12, "{events:?}");
        assert_eq!(events[0], "line \"Welcome to Concentration!\"");
        assert_eq!(events[5], "line \"Your choice:\"");
        assert_eq!(events[6], format!("table row {}", ["XXX"; 13].join(" ")));
        assert_eq!(events[10], "line \"Please input 1st card:\"");
        assert_eq!(
            events[11],
            "line \"Row and column must be within 0 - 3 and 1 - 13\""
        );

        let student = engine
            .replace("*****************************", &"*".repeat(35))
            .replace("Your choice: ", "Your choice:\n")
            .replace('\t', "  ")
            .replace("card: ", "card:\n\n");
        assert_eq!(whats(&student), events);
        // A banner in a box of its own, with a line of its own inside.
        let boxed = engine.replace(
            &format!("{0}\n* Welcome to Concentration! *\n{0}\n", "*".repeat(29)),
            "+=======================================+\n|                                       |\n\
             |     * Welcome to Concentration! *     |\n|   52 cards, 26 pairs, one memory   |\n\
             +=======================================+\n",
        );
        assert_ne!(boxed, engine);
        assert_eq!(whats(&boxed), events, "{boxed}");
        // A line that names the modes is not the menu's.
        let mentioned = engine.replace(
            "Your choice: ",
            "Your choice: \nSimulation: Computer 1 vs. Computer 2\n",
        );
        assert_eq!(whats(&mentioned), events);

        let wrong = engine.replace(
            "Row and column must be within 0 - 3 and 1 - 13",
            "Row must be between 0 and 3",
        );
        assert_ne!(whats(&wrong), events);
        let cards = "D 9 S A H10 XXX XXX XXX XXX XXX XXX XXX XXX XXX C K";
        assert!(table_row(cards).unwrap().starts_with("D9 SA H10 XXX"));
        assert_eq!(table_row("D 9 XXX"), None);
        assert_eq!(table_row(&cards.replace("C K", "C KX")), None);
    }

    #[test]
    fn the_banner_may_come_again_with_each_menu_in_any_frame() {
        let once = rendered(|console| {
            banner(console)?;
            menu(console)?;
            menu(console)
        });
        let each = rendered(|console| {
            banner(console)?;
            menu(console)?;
            banner(console)?;
            menu(console)
        });
        let starred = each.replace(WELCOME, "* * Welcome to Concentration! * *");
        assert_ne!(starred, each);
        let expected = read_events(once.as_bytes());
        for program in [&each, &starred] {
            let shown = read_events(program.as_bytes());
            assert_eq!(events::compare(&expected, &shown), None, "{program}");
        }
        // The banner is the menu's: a program that never shows it differs.
        let never = once.replace(WELCOME, "");
        assert!(events::compare(&expected, &read_events(never.as_bytes())).is_some());
    }

    #[test]
    fn a_programs_own_lines_are_free_and_the_spec_lines_are_not() {
        let engine = rendered(|console| {
            menu(console)?;
            table(console, &ordered_table(), Dialect::default())?;
            game_over(console, 26, Some(Name::You), Dialect::default())
        });
        let events = whats(&engine);
        let separator = format!("\n{}\n", "-------+".repeat(13));
        let own = engine
            .replace(
                "0. Quit\n",
                "0. Quit\nInvalid choice, please enter 1, 2 or 0.\n",
            )
            .replacen("XXX\n", &format!("XXX{separator}"), 3)
            .replace("You win!\n", "You win!\nThank you for your patience!\n");
        assert_eq!(whats(&own), events, "{own}");
        // A spec line in other words: read and different, or missing.
        for (spec, other) in [
            ("You win!", "You won the game"),
            ("*** End of Game ***", "*** end of game ***"),
            ("1. Human vs. Computer", "1. Human against the computer"),
        ] {
            assert_ne!(whats(&engine.replace(spec, other)), events, "{other}");
        }
    }

    /// Every line the engine prints is the spec's, but for the banner's frame.
    #[test]
    fn every_line_of_every_golden_is_a_spec_line() {
        let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("golden/concentration");
        let mut goldens = 0;
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|ext| ext != "out") {
                continue;
            }
            goldens += 1;
            let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
            for line in events::lines(&text) {
                for part in events::after_prompts(&line, prompt_end) {
                    let part_text = part.text.trim();
                    let frame = !part_text.is_empty() && part_text.bytes().all(|b| b == b'*');
                    assert!(
                        part_text.is_empty() || frame || part_event(part_text, &part).is_some(),
                        "{}: {part_text:?} is not read as the spec's",
                        path.display()
                    );
                }
            }
        }
        assert!(goldens >= 10, "{goldens}");
    }

    #[test]
    fn cards_show_suit_and_right_aligned_rank() {
        let table = ordered_table();
        assert_eq!(card_text(table.card(at(1, 8))), "D 8");
        assert_eq!(card_text(table.card(at(1, 10))), "D10");
        assert_eq!(card_text(table.card(at(3, 13))), "H K");
        assert_eq!(card_text(table.card(at(2, 1))), "S A");
        assert_eq!(card_text(table.card(at(0, 11))), "C J");
        assert_eq!(card_text(table.card(at(0, 12))), "C Q");
    }

    #[test]
    fn banner_stars_frame_the_welcome_line() {
        let text = rendered(banner);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[1], "* Welcome to Concentration! *");
        assert_eq!(lines[0], "*".repeat(29));
        assert_eq!(lines[2], lines[0]);
    }

    #[test]
    fn a_fresh_table_is_four_rows_of_thirteen_face_down_cells() {
        let text = rendered(|c| table(c, &ordered_table(), Dialect::default()));
        let row = vec!["XXX"; 13].join("\t");
        assert_eq!(text, format!("{row}\n{row}\n{row}\n{row}\n"));
    }

    #[test]
    fn removed_pairs_stay_face_up_in_place() {
        let mut game = Game::on(ordered_table());
        game.turn(at(1, 2), at(3, 2));
        let text = rendered(|c| table(c, game.table(), Dialect::default()));
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[1].starts_with("XXX\tD 2\tXXX"));
        assert!(lines[3].starts_with("XXX\tH 2\tXXX"));
        assert!(!lines[0].contains('2'));
    }

    #[test]
    fn choice_lines_print_the_column_two_wide() {
        let table = ordered_table();
        assert_eq!(
            rendered(|c| chose(c, Name::You, Ordinal::First, at(0, 1), table.card(at(1, 8)))),
            "You chose 1st card (0, 1) and it is D 8\n"
        );
        assert_eq!(
            rendered(|c| chose(
                c,
                Name::Computer2,
                Ordinal::Second,
                at(2, 13),
                table.card(at(1, 13))
            )),
            "Computer 2 chose 2nd card (2,13) and it is D K\n"
        );
    }

    #[test]
    fn messages_use_the_spec_words() {
        assert_eq!(
            rendered(|c| pick_error(c, PickError::OutOfRange)),
            "Row and column must be within 0 - 3 and 1 - 13\n"
        );
        assert_eq!(
            rendered(|c| pick_error(c, PickError::AlreadyFlipped)),
            "The card must not be flipped already\n"
        );
        assert_eq!(
            rendered(|c| pick_error(c, PickError::SameAsFirst)),
            "The second card cannot be the same as first\n"
        );
        assert_eq!(
            rendered(|c| card_prompt(c, Ordinal::Second, Dialect::default())),
            "Please input 2nd card: "
        );
        assert_eq!(
            rendered(|c| matched(c, Name::Computer)),
            "Computer got a matched pair!\n"
        );
        assert_eq!(
            rendered(|c| flipped(c, 2, [(Name::You, 2), (Name::Computer, 0)])),
            "Flipped cards: 2; You: 2; Computer: 0;\n"
        );
    }

    #[test]
    fn endings_agree_with_the_winner() {
        assert_eq!(
            rendered(|c| game_over(c, 429, Some(Name::You), Dialect::default())),
            "*** End of Game ***\n429 turns played!\nYou win!\n"
        );
        assert!(
            rendered(|c| game_over(c, 3, Some(Name::Computer), Dialect::default()))
                .ends_with("Computer wins!\n")
        );
        assert!(
            rendered(|c| game_over(c, 3, Some(Name::Computer2), Dialect::default()))
                .ends_with("Computer 2 wins!\n")
        );
        assert!(rendered(|c| game_over(c, 26, None, Dialect::default())).ends_with("A tie!\n"));
    }
}
