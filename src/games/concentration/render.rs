//! Every word and layout Concentration prints: the only place that knows the spec's text.
//!
//! Each function writes one piece of the transcript, newline included. The format is
//! documented line by line in `transcript.md` beside this file; keep the two in step.

use std::io;

use super::rules::{COLUMNS, Card, Position, ROWS, Suit, Table};
use crate::console::Console;

const WELCOME: &str = "* Welcome to Concentration! *";

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
}

/// The banner, printed once when the program starts.
pub fn banner(console: &mut Console) -> io::Result<()> {
    let stars = "*".repeat(WELCOME.len());
    write!(console, "{stars}\n{WELCOME}\n{stars}\n")
}

/// The main menu and its prompt, printed before every choice.
pub fn menu(console: &mut Console) -> io::Result<()> {
    console.print(concat!(
        "Please choose a mode of the game:\n",
        "1. Human vs. Computer\n",
        "2. Computer vs. Computer\n",
        "0. Quit\n",
        "Your choice: ",
    ))
}

/// The table: four rows of thirteen cells separated by tabs, `XXX` for a face-down card and
/// the card itself for a removed one.
pub fn table(console: &mut Console, table: &Table) -> io::Result<()> {
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

fn push_card(text: &mut String, card: Card) {
    text.push(match card.suit {
        Suit::Clubs => 'C',
        Suit::Diamonds => 'D',
        Suit::Spades => 'S',
        Suit::Hearts => 'H',
    });
    text.push_str(match card.rank {
        1 => " A",
        2 => " 2",
        3 => " 3",
        4 => " 4",
        5 => " 5",
        6 => " 6",
        7 => " 7",
        8 => " 8",
        9 => " 9",
        10 => "10",
        11 => " J",
        12 => " Q",
        _ => " K",
    });
}

/// The prompt for the human's card.
pub fn card_prompt(console: &mut Console, ordinal: Ordinal) -> io::Result<()> {
    write!(console, "Please input {} card: ", ordinal.as_str())
}

/// Why the human's choice was refused.
pub fn pick_error(console: &mut Console, error: super::rules::PickError) -> io::Result<()> {
    use super::rules::PickError;
    console.print(match error {
        PickError::OutOfRange => "Row and column must be within 0 - 3 and 1 - 13\n",
        PickError::AlreadyFlipped => "The card must not be flipped already\n",
        PickError::SameAsFirst => "The second card cannot be the same as first\n",
    })
}

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
        "{} chose {} card ({row},{column:2}) and it is {}",
        name.as_str(),
        ordinal.as_str(),
        card_text(card)
    )
}

/// The line after a turn whose two cards matched.
pub fn matched(console: &mut Console, name: Name) -> io::Result<()> {
    writeln!(console, "{} got a matched pair!", name.as_str())
}

/// `Flipped cards: 2; You: 2; Computer: 0;`
pub fn flipped(console: &mut Console, total: u32, scores: [(Name, u32); 2]) -> io::Result<()> {
    let [(first, a), (second, b)] = scores;
    writeln!(
        console,
        "Flipped cards: {total}; {}: {a}; {}: {b};",
        first.as_str(),
        second.as_str()
    )
}

/// The end of a game: the turn count and the winner, or a tie.
pub fn game_over(console: &mut Console, turns: u32, winner: Option<Name>) -> io::Result<()> {
    writeln!(console, "*** End of Game ***\n{turns} turns played!")?;
    match winner {
        Some(name) => writeln!(console, "{} {}!", name.as_str(), name.wins()),
        None => console.print("A tie!\n"),
    }
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
        let text = rendered(|c| table(c, &ordered_table()));
        let row = vec!["XXX"; 13].join("\t");
        assert_eq!(text, format!("{row}\n{row}\n{row}\n{row}\n"));
    }

    #[test]
    fn removed_pairs_stay_face_up_in_place() {
        let mut game = Game::on(ordered_table());
        game.turn(at(1, 2), at(3, 2));
        let text = rendered(|c| table(c, game.table()));
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
            rendered(|c| card_prompt(c, Ordinal::Second)),
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
            rendered(|c| game_over(c, 429, Some(Name::You))),
            "*** End of Game ***\n429 turns played!\nYou win!\n"
        );
        assert!(rendered(|c| game_over(c, 3, Some(Name::Computer))).ends_with("Computer wins!\n"));
        assert!(
            rendered(|c| game_over(c, 3, Some(Name::Computer2))).ends_with("Computer 2 wins!\n")
        );
        assert!(rendered(|c| game_over(c, 26, None)).ends_with("A tie!\n"));
    }
}
