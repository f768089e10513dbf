//! Chinese Checker's questions, read from a program's own words: the spec asks for the
//! game mode (`1: human vs. human, 2: human vs. computer`, in a line or a menu) and then a
//! move, four digits, row and column of the start and of the end; it lets a program ask
//! who plays first. A question is the mode when it speaks of a mode or offers the two;
//! who plays first when it speaks of going first; a move when it speaks of one.

use super::render;
use crate::questions::{self, Offered, mentions, offers_yes_no, yes_no};

/// One of the questions a Chinese Checker program asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The mode: the answer for a game against the computer.
    Mode { computer: String },
    /// Whether the person plays first: the answers for yes and for no (the computer
    /// plays first).
    First { yes: String, no: String },
    /// A move.
    Move,
}

/// Which question `asked` (what a program printed since its last answer) asks, if any.
pub fn question(asked: &str) -> Option<Question> {
    let bare = questions::prompt(asked);
    // A prompt without words (`> `) asks what the line above it says.
    let prompt = match bare.chars().any(char::is_alphanumeric) {
        true => bare,
        false => asked
            .lines()
            .rev()
            .map(str::trim)
            .find(|line| line.chars().any(char::is_alphanumeric))
            .unwrap_or(bare),
    };
    // A prompt that only asks for a number (`Enter 1 or 2:`) offers what the line above it
    // lists (`Select mode - 1: Human vs Human, 2: Human vs Computer`).
    let listed = questions::menu(asked);
    let above = line_above(asked, prompt);
    let mut offered: Vec<Offered> = listed
        .into_iter()
        .chain(questions::inline_menu(prompt))
        .collect();
    if offered.is_empty() {
        offered = questions::inline_menu(above);
    }
    if let Some((yes, no)) = who_first(asked, prompt, &offered) {
        return Some(Question::First { yes, no });
    }
    let against_computer = offered.iter().find(|o| mentions(&o.meaning, &["computer"]));
    if mentions(prompt, &["mode"]) || against_computer.is_some() {
        let computer = against_computer.map_or("2".to_string(), |o| o.answer.clone());
        return Some(Question::Mode { computer });
    }
    if mentions(prompt, &["first", "go first", "start"]) && offers_yes_no(prompt) {
        let (yes, no) = person_yes(prompt, yes_no(prompt));
        return Some(Question::First { yes, no });
    }
    // The spec's refusals end in `please input again:`, which asks for the move again; a
    // prompt without words (`> `) under the board asks for a move too.
    let move_words = mentions(prompt, &["move", "input again", "try again", "enter again"]);
    let under_a_board = || {
        let lines: Vec<&str> = asked.lines().collect();
        render::last_board(&lines).is_some() && !bare.chars().any(char::is_alphanumeric)
    };
    (move_words || under_a_board()).then_some(Question::Move)
}

/// Words that ask who plays first.
const FIRST: [&str; 6] = [
    "first",
    "who starts",
    "who goes",
    "who moves",
    "who plays",
    "begin",
];

/// Words of a menu of modes rather than of players.
const MODE_WORDS: [&str; 6] = ["vs", "versus", "against", "two", "mode", "players"];

/// Words that name the person rather than the computer.
const PERSON_WORDS: [&str; 6] = ["me", "i", "you", "human", "player", "myself"];

/// When `asked` asks who plays first, with a menu of the two or as yes or no, the answers
/// that have the person play first and the computer: the spec lets a program ask it after
/// the mode.
fn who_first(asked: &str, prompt: &str, offered: &[Offered]) -> Option<(String, String)> {
    // The question is the prompt and the line above its menu, not a banner above them
    // (`Blue starts in the upper-left corner`).
    let lines: Vec<&str> = asked.lines().collect();
    let header = (lines.iter())
        .position(|line| !questions::menu(line).is_empty())
        .and_then(|at| at.checked_sub(1))
        .map_or("", |at| lines[at]);
    if !mentions(prompt, &FIRST) && !mentions(header, &FIRST) {
        return None;
    }
    if offered.iter().any(|o| mentions(&o.meaning, &MODE_WORDS)) {
        return None;
    }
    // The choice named first by the person (`[1] You (the computer plays Red)`, `Me, the
    // human`), not by the computer (`The computer`).
    let person = offered.iter().find(|o| {
        let first = questions::words(&o.meaning).find(|w| !["the", "a"].contains(&w.as_str()));
        first.is_some_and(|w| PERSON_WORDS.contains(&w.as_str()))
    });
    match person {
        Some(person) => {
            let computer = (offered.iter()).find(|o| o.answer != person.answer)?;
            Some((person.answer.clone(), computer.answer.clone()))
        }
        None if offers_yes_no(prompt) => Some(person_yes(prompt, yes_no(prompt))),
        None => None,
    }
}

/// Words that name the computer.
const COMPUTER_WORDS: [&str; 4] = ["computer", "cpu", "ai", "bot"];

/// The answers `(yes, no)` of a yes-or-no question about going first, as the answers that
/// have the person play first and the computer: swapped when the one it asks about is the
/// computer (`Computer plays first? (1 = yes, 2 = no)`, `Do you want the computer to
/// start?`), which is the one named last before the words of going first.
fn person_yes(prompt: &str, (yes, no): (String, String)) -> (String, String) {
    let words: Vec<String> = questions::words(prompt).collect();
    let first_at = (words.iter())
        .position(|w| ["first", "start", "starts", "begin", "begins"].contains(&w.as_str()))
        .unwrap_or(words.len());
    let subject = words[..first_at]
        .iter()
        .rev()
        .find(|w| COMPUTER_WORDS.contains(&w.as_str()) || PERSON_WORDS.contains(&w.as_str()));
    match subject {
        Some(w) if COMPUTER_WORDS.contains(&w.as_str()) => (no, yes),
        _ => (yes, no),
    }
}

/// The last line above `prompt` in `asked` that holds anything but white space.
fn line_above<'a>(asked: &'a str, prompt: &str) -> &'a str {
    match questions::lines(asked)[..] {
        [.., above, last] if last == prompt => above,
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engines_questions_and_a_students_are_read() {
        let mode = "Please choose the game mode (1: human vs. human, 2: human vs. computer):\n";
        let computer = Some(Question::Mode {
            computer: "2".into(),
        });
        assert_eq!(question(mode), computer);
        let menu = "Choose:\n1) Two players\n2) Play against the computer\nYour choice: ";
        assert_eq!(question(menu), computer);
        assert_eq!(
            question("Next player: Blue (#)\nPlease input your move:\n"),
            Some(Question::Move)
        );
        assert_eq!(
            question("Do you want to go first? (y/n) "),
            Some(Question::First {
                yes: "y".into(),
                no: "n".into()
            })
        );
        assert_eq!(
            question("Invalid input format, please input again:\n"),
            Some(Question::Move)
        );
        assert_eq!(question("What is your name? "), None);
        let board = "  12345678\n".to_string()
            + &(1..=8)
                .map(|row| format!("{row} ........\n"))
                .collect::<String>();
        assert_eq!(
            question(&(board.clone() + "next: 1 (#)\n> ")),
            Some(Question::Move)
        );
        assert_eq!(question("> "), None);
        let modes = "Game mode -- 1: human v.s. human, 2: human v.s. computer\n> ";
        assert_eq!(
            question(modes),
            Some(Question::Mode {
                computer: "2".into()
            })
        );
        let first = "\n  Who moves first (with the Blue # pieces)?\n    [1] Me, the human\n    \
                     [2] The computer\n  Your choice (1 or 2): ";
        let me_or_computer = Some(Question::First {
            yes: "1".into(),
            no: "2".into(),
        });
        assert_eq!(question(first), me_or_computer);
        let first = "Who moves first?\n  [1] You     (you play Blue #, the computer plays Red O)\n  \
                     [2] Computer (the computer plays Blue #, you play Red O)\nYour choice: ";
        assert_eq!(question(first), me_or_computer);
        let first = "Who goes first? (1 = computer, 2 = me): ";
        assert_eq!(
            question(first),
            Some(Question::First {
                yes: "2".into(),
                no: "1".into()
            })
        );
        let modes = "=== Chinese Checker ===\nSelect mode - 1: Human vs Human, 2: Human vs \
                     Computer\nEnter 1 or 2: ";
        assert_eq!(
            question(modes),
            Some(Question::Mode {
                computer: "2".into()
            })
        );
        let computer_first = Some(Question::First {
            yes: "2".into(),
            no: "1".into(),
        });
        assert_eq!(
            question("COMPUTER PLAYS FIRST? (1 = YES, 2 = NO): "),
            computer_first
        );
        let first = "Do you want the computer to go first? (1 = yes, 2 = no) ";
        assert_eq!(question(first), computer_first);
        let first = "Do you want to play first? (1 = yes, 2 = no) ";
        assert_eq!(
            question(first),
            Some(Question::First {
                yes: "1".into(),
                no: "2".into()
            })
        );
        let modes = "Blue starts first.\nChoose:\n1. Two players\n2. Against the computer\n> ";
        assert_eq!(
            question(modes),
            Some(Question::Mode {
                computer: "2".into()
            })
        );
    }
}
