//! Every word and layout Memoarr! prints: the only place that knows the game's text.
//!
//! The spec (CSI2372) shows the base board, the expert display and the player lines in
//! figures (rebuilt in `shared/seeds/FIGURES.md`, followed here exactly); its prompts are
//! not given, so they are designed, and every decision is in `transcript.md` beside this
//! file. Prompts end with a space and no newline, as `cout <<` prompts do.

use std::io;

use super::rules::{
    Animal, Background, Board, CENTRE, Card, Position, PositionError, ROUNDS, SIZE, Side,
};
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event};

/// How many spaces follow the colon of a player line.
pub const PLAYER_COLON: Choice = Choice {
    name: "player-colon",
    values: &["two", "one"],
    about: "the spec's player line reads `Joe Remember Doe:  left (active)`, two spaces after the colon, which extraction may have doubled",
};

/// Every choice the Memoarr! spec leaves open.
pub const CHOICES: [Choice; 1] = [PLAYER_COLON];

/// The reading the renderer prints under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    pub one_space: bool,
}

impl Style {
    pub fn new(reading: &Reading) -> Style {
        Style {
            one_space: reading.is(&PLAYER_COLON, "one"),
        }
    }

    fn colon(self) -> &'static str {
        if self.one_space { ": " } else { ":  " }
    }
}

fn animal_letter(animal: Animal) -> char {
    match animal {
        Animal::Crab => 'C',
        Animal::Penguin => 'P',
        Animal::Octopus => 'O',
        Animal::Turtle => 'T',
        Animal::Walrus => 'W',
    }
}

fn background_letter(background: Background) -> char {
    match background {
        Background::Red => 'r',
        Background::Green => 'g',
        Background::Purple => 'p',
        Background::Blue => 'b',
        Background::Yellow => 'y',
    }
}

/// A card's row `row` (0 to 2): its background letter around its animal's in the middle.
pub fn card_row(card: Option<Card>, row: usize) -> String {
    match card {
        None => "zzz".to_string(),
        Some(card) => {
            let b = background_letter(card.background);
            let middle = if row == 1 {
                animal_letter(card.animal)
            } else {
                b
            };
            format!("{b}{middle}{b}")
        }
    }
}

/// The base board, as the spec's figure lays it out: a row label and a space, five cards a
/// space apart (face down as `zzz`), a blank line after each row of cards, the free centre
/// as spaces, and the column numbers under the cards.
pub fn board(console: &mut Console, board: &Board) -> io::Result<()> {
    let mut text = String::new();
    for row in 0..SIZE {
        for line in 0..3 {
            let label = if line == 1 {
                char::from(b'A' + row)
            } else {
                ' '
            };
            let cells: Vec<String> = (0..SIZE)
                .map(|column| {
                    let position = Position { row, column };
                    if position == CENTRE {
                        "   ".to_string()
                    } else {
                        let shown = board.is_face_up(position).then(|| board.card(position));
                        card_row(shown, line)
                    }
                })
                .collect();
            text.push_str(format!("{label} {}", cells.join(" ")).trim_end());
            text.push('\n');
        }
        text.push('\n');
    }
    text.push_str("   1   2   3   4   5\n");
    console.print(&text)
}

/// Cards in a row with their positions under them: the expert display, and the cards a
/// player looks at.
pub fn card_row_with_positions(
    console: &mut Console,
    cards: &[(Position, Card)],
) -> io::Result<()> {
    let mut text = String::new();
    for line in 0..3 {
        let rows: Vec<String> = cards
            .iter()
            .map(|&(_, card)| card_row(Some(card), line))
            .collect();
        text.push_str(&rows.join(" "));
        text.push('\n');
    }
    text.push('\n');
    let positions: Vec<String> = cards
        .iter()
        .map(|(position, _)| position.to_string())
        .collect();
    text.push_str(&positions.join("  "));
    text.push_str("\n\n");
    console.print(&text)
}

/// The expert display: only the face-up cards, in the order they were turned.
pub fn expert_display(console: &mut Console, cards: &[(Position, Card)]) -> io::Result<()> {
    if cards.is_empty() {
        return console.print("No card is face up.\n\n");
    }
    card_row_with_positions(console, cards)
}

/// A player during the game: name, side, and whether still in the round.
pub fn player(
    console: &mut Console,
    name: &str,
    side: Side,
    active: bool,
    style: Style,
) -> io::Result<()> {
    let state = if active { "active" } else { "inactive" };
    writeln!(console, "{name}{}{side} ({state})", style.colon())
}

/// A player at the end of the game.
pub fn player_rubies(
    console: &mut Console,
    name: &str,
    rubies: u32,
    style: Style,
) -> io::Result<()> {
    let unit = if rubies == 1 { "ruby" } else { "rubies" };
    writeln!(console, "{name}{}{rubies} {unit}", style.colon())
}

pub fn version_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Choose the game version (1: base, 2: expert display, 3: expert rules, 4: expert display and rules): ")
}

pub fn version_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter 1, 2, 3 or 4.\n")
}

pub fn players_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Number of players (2 to 4): ")
}

pub fn players_error(console: &mut Console) -> io::Result<()> {
    console.print("Please enter 2, 3 or 4.\n")
}

pub fn name_prompt(console: &mut Console, number: usize) -> io::Result<()> {
    write!(console, "Name of player {number}: ")
}

pub fn name_error(console: &mut Console) -> io::Result<()> {
    console.print("A name cannot be empty.\n")
}

pub fn round_start(console: &mut Console, round: usize) -> io::Result<()> {
    writeln!(console, "Round {round} of {ROUNDS}")
}

/// A player looks at the three cards in front of their side; the console cannot hide them
/// from the others, so the line says whose they are.
pub fn looks_at(console: &mut Console, name: &str, side: Side) -> io::Result<()> {
    writeln!(
        console,
        "{name} ({side}) looks at the cards in front of them:"
    )
}

pub fn turn_prompt(console: &mut Console, name: &str) -> io::Result<()> {
    write!(console, "{name}, choose a card to turn face up: ")
}

/// Why a typed position was refused.
pub fn position_error(console: &mut Console, error: PositionError, token: &str) -> io::Result<()> {
    let token = token.to_ascii_uppercase();
    match error {
        PositionError::Format => writeln!(
            console,
            "Please enter a row letter and a column number, like A1."
        ),
        PositionError::OffBoard => writeln!(
            console,
            "There is no card at {token}: rows are A to E, columns 1 to 5."
        ),
        PositionError::Centre => writeln!(console, "C3 is the empty centre of the board."),
        PositionError::FaceUp => writeln!(console, "The card at {token} is already face up."),
        PositionError::Blocked => {
            writeln!(console, "The card at {token} is blocked by the walrus.")
        }
        PositionError::FaceDown => writeln!(
            console,
            "The card at {token} is not a face-up card you may turn down."
        ),
        PositionError::NotNeighbour => writeln!(
            console,
            "{token} is not next to the octopus in its row or column."
        ),
    }
}

pub fn out_of_round(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "{name} is out of this round.")
}

pub fn nothing_to_turn(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(
        console,
        "{name} has no card left to turn and is out of this round."
    )
}

pub fn octopus_prompt(console: &mut Console, neighbours: &[Position]) -> io::Result<()> {
    let names: Vec<String> = neighbours.iter().map(|p| p.to_string()).collect();
    write!(
        console,
        "The octopus changes places with a card next to it ({}): ",
        names.join(" ")
    )
}

pub fn penguin_prompt(console: &mut Console) -> io::Result<()> {
    console.print("The penguin turns another face-up card face down: ")
}

pub fn walrus_prompt(console: &mut Console) -> io::Result<()> {
    console.print("The walrus blocks a face-down card for the next player: ")
}

pub fn crab(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "The crab makes {name} turn another card.")
}

pub fn turtle(console: &mut Console, name: &str) -> io::Result<()> {
    writeln!(console, "The turtle skips {name}.")
}

pub fn round_won(console: &mut Console, name: &str, round: usize) -> io::Result<()> {
    writeln!(console, "{name} wins round {round}.")
}

pub fn final_ranking(console: &mut Console) -> io::Result<()> {
    console.print("Final ranking:\n")
}

/// The winner, or the players who share the most rubies.
pub fn game_won(console: &mut Console, names: &[&str], rubies: u32) -> io::Result<()> {
    match names {
        [one] => writeln!(console, "{one} wins the game with {rubies} rubies!"),
        many => writeln!(
            console,
            "{} share the win with {rubies} rubies each!",
            many.join(" and ")
        ),
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

/// Words only the game's prompts hold: a line is cut after the `: ` that ends one.
const PROMPT_WORDS: [&str; 7] = [
    "game version",
    "Number of players",
    "Name of player",
    "choose a card",
    "octopus changes",
    "penguin turns",
    "walrus blocks",
];

/// Where the first prompt in `text` ends, if it holds one.
fn prompt_end(text: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(at) = text[from..].find(": ") {
        let end = from + at + 2;
        if PROMPT_WORDS.iter().any(|word| text[..end].contains(word)) {
            return Some(end);
        }
        from = end;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Animal, Background, Card, all_cards, parse_position};
    use super::*;

    fn card(animal: Animal, background: Background) -> Card {
        Card { animal, background }
    }

    fn rendered(draw: impl FnOnce(&mut Console) -> io::Result<()>) -> String {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = Console::new(&mut input, &mut output);
        draw(&mut console).unwrap();
        String::from_utf8(output).unwrap()
    }

    /// The spec's example: A1 D1 B4 D3 turned this round.
    fn example() -> (Board, Vec<(Position, Card)>) {
        let shown = [
            ("A1", card(Animal::Walrus, Background::Yellow)),
            ("D1", card(Animal::Penguin, Background::Yellow)),
            ("B4", card(Animal::Penguin, Background::Blue)),
            ("D3", card(Animal::Turtle, Background::Blue)),
        ];
        let mut deck = all_cards();
        let places: Vec<Position> = Position::all().collect();
        for (place, wanted) in shown {
            let index = places
                .iter()
                .position(|&p| p == parse_position(place).unwrap())
                .unwrap();
            let from = deck.iter().position(|&c| c == wanted).unwrap();
            deck.swap(index, from);
        }
        let mut board = Board::lay_out(&deck);
        let turned: Vec<(Position, Card)> = shown
            .iter()
            .map(|&(place, card)| (parse_position(place).unwrap(), card))
            .collect();
        for &(position, _) in &turned {
            board.turn_face_up(position);
        }
        (board, turned)
    }

    #[test]
    fn the_board_is_the_figure() {
        let (board, _) = example();
        let figure = "  yyy zzz zzz zzz zzz\nA yWy zzz zzz zzz zzz\n  yyy zzz zzz zzz zzz\n\n  zzz zzz zzz bbb zzz\nB zzz zzz zzz bPb zzz\n  zzz zzz zzz bbb zzz\n\n  zzz zzz     zzz zzz\nC zzz zzz     zzz zzz\n  zzz zzz     zzz zzz\n\n  yyy zzz bbb zzz zzz\nD yPy zzz bTb zzz zzz\n  yyy zzz bbb zzz zzz\n\n  zzz zzz zzz zzz zzz\nE zzz zzz zzz zzz zzz\n  zzz zzz zzz zzz zzz\n\n   1   2   3   4   5\n";
        assert_eq!(rendered(|console| super::board(console, &board)), figure);
    }

    #[test]
    fn the_expert_display_is_the_figure() {
        let (_, turned) = example();
        let figure = "yyy yyy bbb bbb\nyWy yPy bPb bTb\nyyy yyy bbb bbb\n\nA1  D1  B4  D3\n\n";
        assert_eq!(rendered(|console| expert_display(console, &turned)), figure);
        assert_eq!(
            rendered(|console| expert_display(console, &[])),
            "No card is face up.\n\n"
        );
    }

    #[test]
    fn players_print_as_the_spec_shows_them() {
        let line = rendered(|c| player(c, "Joe Remember Doe", Side::Left, true, Style::default()));
        assert_eq!(line, "Joe Remember Doe:  left (active)\n");
        let end = rendered(|c| player_rubies(c, "Joe Remember Doe", 3, Style::default()));
        assert_eq!(end, "Joe Remember Doe:  3 rubies\n");
        let one = Style { one_space: true };
        assert_eq!(
            rendered(|c| player_rubies(c, "Ann", 1, one)),
            "Ann: 1 ruby\n"
        );
    }
}
