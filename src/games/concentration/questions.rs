//! Concentration's questions, read from a program's own words: the spec fixes the menu
//! (`1. Human vs. Computer`, `2. Computer vs. Computer`, `0. Quit`) and the card prompts
//! (`Please input 1st card:`), so a question is the menu when it offers those choices (or
//! its prompt speaks of a choice or a mode), and a card when its prompt speaks of one; the
//! ordinal (`1st`, `first`, `2nd`, `second`) says which card of the turn, where it is
//! given.

use crate::questions::{self, has_word, mentions};

/// One of the spec's questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The menu: the answers for a game against the computer, for a game of two
    /// computers, and for quitting.
    Menu {
        human: String,
        computers: String,
        quit: String,
    },
    /// A card, as a row and a column: the turn's first (`Some(true)`), its second
    /// (`Some(false)`), or unsaid.
    Card { first: Option<bool> },
}

/// Which question `asked` (what a program printed since its last answer) asks, if any.
pub fn question(asked: &str) -> Option<Question> {
    let prompt = questions::prompt(asked);
    let menu = questions::menu(asked);
    let pick = |words: &[&str], default: &str| {
        (menu.iter())
            .find(|offered| mentions(&offered.meaning, words))
            .map_or(default.to_string(), |offered| offered.answer.clone())
    };
    if has_word(prompt, "card") {
        let first = match () {
            _ if mentions(prompt, &["1st", "first"]) => Some(true),
            _ if mentions(prompt, &["2nd", "second"]) => Some(false),
            _ => None,
        };
        return Some(Question::Card { first });
    }
    if !menu.is_empty() || mentions(prompt, &["choice", "mode", "option", "menu"]) {
        let computers = (menu.iter())
            .find(|offered| {
                mentions(&offered.meaning, &["computer"]) && !mentions(&offered.meaning, &["human"])
            })
            .map_or("2".to_string(), |offered| offered.answer.clone());
        return Some(Question::Menu {
            human: pick(&["human"], "1"),
            computers,
            quit: pick(&["quit", "exit"], "0"),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_and_the_cards_are_read() {
        let menu = "Please choose a mode of the game:\n1. Human vs. Computer\n2. Computer vs. Computer\n0. Quit\nYour choice: ";
        assert_eq!(
            question(menu),
            Some(Question::Menu {
                human: "1".into(),
                computers: "2".into(),
                quit: "0".into()
            })
        );
        let first = Some(Question::Card { first: Some(true) });
        assert_eq!(question("XXX\tXXX\nPlease input 1st card: "), first);
        let second = Some(Question::Card { first: Some(false) });
        assert_eq!(question("Please input second card: "), second);
        assert_eq!(
            question("Enter a card (row column): "),
            Some(Question::Card { first: None })
        );
        assert_eq!(question("What is your name? "), None);
    }
}
