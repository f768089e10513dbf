//! Joker Twins' questions, read from a program's own words: the spec asks only for a
//! coordinate (`the column (a letter) followed by the row (a digit)`, case-sensitive), so a
//! question is a coordinate when its last line asks a player for one
//! ([`super::render::asks_coordinate`]: it names `Player N`, and holds `coordinate` or ends
//! as a prompt does); a `Press Enter` between turns is answered with an empty line.

use super::render::asks_coordinate;
use crate::questions::{self, mentions};

/// One of the questions a Joker Twins program asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// A coordinate, for the first or the second card of a turn.
    Coordinate,
    /// Nothing to choose: `Press Enter to continue`.
    Continue,
}

/// Which question `asked` (what a program printed since its last answer) asks, if any.
pub fn question(asked: &str) -> Option<Question> {
    let prompt = questions::prompt(asked);
    if mentions(
        prompt,
        &["press enter", "press return", "press any key", "hit enter"],
    ) {
        return Some(Question::Continue);
    }
    let words = ["coordinate", "card", "position", "cell", "location"];
    (asks_coordinate(prompt) || mentions(prompt, &words)).then_some(Question::Coordinate)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_are_asked_in_the_engines_words_and_a_students_own() {
        let asked = "5| # | # | # | # | # | # |\n +---+\nPlayer 2: Enter a coordinate (e.g. B3): ";
        assert_eq!(question(asked), Some(Question::Coordinate));
        let own = "Player 1: Pick the second card (e.g. E0): ";
        assert_eq!(question(own), Some(Question::Coordinate));
        assert_eq!(
            question("Player 1, your move? "),
            Some(Question::Coordinate)
        );
        assert_eq!(
            question("Press Enter to continue..."),
            Some(Question::Continue)
        );
        assert_eq!(question("Player 1 score: 3"), None);
        assert_eq!(question("What is your favourite colour? "), None);
    }
}
