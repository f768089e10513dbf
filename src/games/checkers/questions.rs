//! Chinese Checker's questions, read from a program's own words: the spec asks for the
//! game mode (`1: human vs. human, 2: human vs. computer`, in a line or a menu) and then a
//! move, four digits, row and column of the start and of the end; it lets a program ask
//! who plays first. A question is the mode when it speaks of a mode or offers the two;
//! who plays first when it speaks of going first; a move when it speaks of one.

use crate::questions::{self, Offered, mentions, offers_yes_no, yes_no};

/// One of the questions a Chinese Checker program asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The mode: the answer for a game against the computer.
    Mode { computer: String },
    /// Whether the person plays first: the answer for yes.
    First { yes: String },
    /// A move.
    Move,
}

/// Which question `asked` (what a program printed since its last answer) asks, if any.
pub fn question(asked: &str) -> Option<Question> {
    let prompt = questions::prompt(asked);
    let offered: Vec<Offered> = (questions::menu(asked).into_iter())
        .chain(questions::inline_menu(prompt))
        .collect();
    let against_computer = offered.iter().find(|o| mentions(&o.meaning, &["computer"]));
    if mentions(prompt, &["mode"]) || against_computer.is_some() {
        let computer = against_computer.map_or("2".to_string(), |o| o.answer.clone());
        return Some(Question::Mode { computer });
    }
    if mentions(prompt, &["first", "go first", "start"]) && offers_yes_no(prompt) {
        return Some(Question::First {
            yes: yes_no(prompt).0,
        });
    }
    // The spec's refusals end in `please input again:`, which asks for the move again.
    mentions(prompt, &["move", "input again", "try again", "enter again"]).then_some(Question::Move)
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
            Some(Question::First { yes: "y".into() })
        );
        assert_eq!(
            question("Invalid input format, please input again:\n"),
            Some(Question::Move)
        );
        assert_eq!(question("What is your name? "), None);
    }
}
