//! Memoarr!'s questions, read from a program's own words: which of the spec's questions a
//! program asks when it waits for its input, and how it wants each answer written.
//!
//! The spec asks for "game version, number of players and names of players", then a card
//! to turn face up on each turn, and lets the expert rules' octopus, penguin and walrus
//! choose a card; it fixes none of the words. The engine's own prompts (in `render.rs`) are
//! one way to ask; a version is also asked as a menu or as two yes/no questions, a number
//! of players as a menu or a range, a position as one token (`A1`, `a1`, `B 2`) or as a row
//! and then a column. A question whose last line names no purpose (`Your choice:`) is read
//! with the lines the program printed before it.

use crate::questions::{self, Offered, mentions, offers_yes_no, yes_no};

/// One of the spec's questions, with the answers it takes in the program's own form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// The version, picked from a menu: the answer for the base game, the expert display,
    /// the expert rules and both, where the menu offers each.
    Version([Option<String>; 4]),
    /// Whether to play an expert mode, yes or no: the expert display, the expert rules, or
    /// both when the question names neither.
    Expert {
        display: bool,
        rules: bool,
        yes: String,
        no: String,
    },
    /// The number of players: the answer for 2, 3 and 4.
    Players([String; 3]),
    /// A player's name.
    Name,
    /// Every player's name on one line, separated by commas (`Enter the player names
    /// separated by commas (2 to 4 players):`): the number of players is how many.
    Names,
    /// A card's position, for what `purpose` (`None` when the question does not say: the
    /// same question again after a refusal, or a column after its row), whole or in parts.
    Position {
        purpose: Option<Purpose>,
        part: Part,
    },
    /// Whether to use a card's power (`Use the penguin? (y/n)`).
    UsePower { yes: String },
    /// Nothing to choose: `Press Enter to continue`.
    Continue,
}

/// What a position is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The card to turn face up.
    Turn,
    /// The card the octopus changes places with.
    Swap,
    /// The face-up card the penguin turns face down.
    TurnDown,
    /// The face-down card the walrus blocks for the next player.
    Block,
}

/// Which part of a position a question asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole position in one answer (`A1`).
    Whole,
    /// The row's letter.
    Row,
    /// The column's number.
    Column,
}

/// The words that say a question is about the version.
const VERSION_WORDS: [&str; 6] = ["version", "mode", "variant", "expert", "base game", "basic"];

/// Words of a prompt that names no purpose of its own (`Your choice:`, `>`, or only the
/// answers it offers, `Your choice (B/D/R/X):`).
fn names_nothing(prompt: &str) -> bool {
    let offered: Vec<String> = (questions::offered(prompt).into_iter())
        .map(|o| o.answer.to_lowercase())
        .collect();
    questions::words(prompt).all(|word| {
        matches!(
            word.as_str(),
            "your" | "choice" | "option" | "enter" | "select" | "selection" | "please" | "answer"
        ) || word.bytes().all(|b| b.is_ascii_digit())
            || offered.contains(&word)
    })
}

/// Which question `asked` (what a program printed since its last answer) asks, if it is
/// one of the spec's.
pub fn question(asked: &str) -> Option<Question> {
    let prompt = questions::prompt(asked);
    // A prompt that names nothing is read with the lines before it (a menu's heading).
    let context: String = match names_nothing(prompt) {
        true => last_lines(asked, 8),
        false => prompt.to_string(),
    };
    let text = context.as_str();
    // `(e)xpert` holds the word expert.
    let plain = context.replace(['(', ')', '[', ']'], "");
    let menu: Vec<Offered> = (questions::menu(asked).into_iter())
        .chain(questions::inline_menu(prompt))
        .chain(questions::offered(prompt))
        .collect();
    if mentions(
        prompt,
        &[
            "press enter",
            "press return",
            "press any key",
            "hit enter",
            "to continue",
        ],
    ) && !offers_yes_no(prompt)
        && !mentions(prompt, &["skip"])
    {
        return Some(Question::Continue);
    }
    if mentions(prompt, &["names"]) && mentions(prompt, &["comma"]) {
        return Some(Question::Names);
    }
    // `How many pirates are playing (2-4)?`, `Players? (2-4)`.
    let who = mentions(text, &["player", "pirate", "playing", "people"]);
    let how_many = mentions(text, &["how many", "number of", "players ("])
        || questions::range(prompt) == Some((2, 4));
    if who && how_many {
        return Some(players(&menu));
    }
    if mentions(&plain, &VERSION_WORDS) {
        let text = plain.as_str();
        let offered = versions(&menu);
        let listed = listed_versions(prompt);
        for versions in [offered, listed] {
            if versions.iter().filter(|v| v.is_some()).count() >= 2 {
                return Some(Question::Version(versions));
            }
        }
        // `(n)ormal or (e)xpert?`: the expert answer is yes, the other no.
        let (yes, no) = yes_no(prompt);
        let meaning = |words: &[&str]| {
            (menu.iter())
                .find(|o| words.iter().any(|w| o.meaning.contains(w)))
                .map(|o| o.answer.clone())
        };
        let yes = meaning(&["expert"]).unwrap_or(yes);
        let no =
            meaning(&["normal", "base", "basic", "standard", "classic", "regular"]).unwrap_or(no);
        return Some(Question::Expert {
            display: mentions(text, &["display"]) || !mentions(text, &["rule"]),
            rules: mentions(text, &["rule"]) || !mentions(text, &["display"]),
            yes,
            no,
        });
    }
    // `player 1?`, `Pirate 2:`: a player named by number alone asks for the name.
    let words: Vec<String> = questions::words(prompt).collect();
    if let [who, number] = &words[..]
        && ["player", "pirate"].contains(&who.as_str())
        && number.parse::<u8>().is_ok()
    {
        return Some(Question::Name);
    }
    // `Name a face-down card to block` asks for a card, not a name.
    if mentions(text, &["name"]) && !mentions(text, &["card", "position", "walrus"]) {
        return Some(Question::Name);
    }
    if offers_yes_no(prompt) {
        let powers = [
            "octopus", "penguin", "walrus", "crab", "turtle", "power", "special",
        ];
        return mentions(prompt, &powers).then(|| Question::UsePower {
            yes: yes_no(prompt).0,
        });
    }
    let row = mentions(prompt, &["row"]);
    let column = mentions(prompt, &["column", "col "]);
    let part = match (row, column) {
        (true, false) => Part::Row,
        (false, true) => Part::Column,
        _ => Part::Whole,
    };
    let asks_position = part != Part::Whole
        || mentions(
            prompt,
            &[
                "card",
                "position",
                "location",
                "coordinate",
                "turn",
                "pick",
                "choose",
                "select",
                "flip",
                "uncover",
                "reveal",
                "square",
                "cell",
                "spot",
                "place",
                "where",
            ],
        );
    let purpose = purpose(prompt).or_else(|| purpose_before(asked, part));
    (purpose.is_some() || asks_position).then_some(Question::Position { purpose, part })
}

/// The words that ask for the card to turn.
const TURN_WORDS: [&str; 9] = [
    "crab",
    "turn over",
    "turn face up",
    "turn up",
    "to turn",
    "your turn",
    "flip",
    "uncover",
    "reveal",
];

/// The purpose of a prompt that names none, from the line just before it (`The octopus
/// swaps places with a card next to it.` before `Row (A-E):`), unless that line refuses an
/// answer (`The walrus blocked that card for you`), whose question is asked again.
fn purpose_before(asked: &str, part: Part) -> Option<Purpose> {
    let lines = questions::lines(asked);
    let before = *lines.len().checked_sub(2).and_then(|at| lines.get(at))?;

    let refuses = mentions(
        before,
        &[
            "n't",
            " not ",
            "cannot",
            "invalid",
            "already",
            "for you",
            "another one",
            "try again",
            "must be",
            "please",
            "blocked by",
        ],
    );
    // A line that names a position tells what was just done with it (`E5 is blocked for
    // Bo.`): a whole card asked next is the next player's to turn.
    let names_position = (before.split(|c: char| !c.is_alphanumeric()))
        .any(|word| super::rules::parse_position(word).is_ok());
    match refuses {
        true => None,
        false if part == Part::Whole && names_position => Some(Purpose::Turn),
        false => purpose(before).or_else(|| mentions(before, &TURN_WORDS).then_some(Purpose::Turn)),
    }
}

/// The last `count` lines of `asked` that hold anything, joined.
fn last_lines(asked: &str, count: usize) -> String {
    let lines = questions::lines(asked);
    lines[lines.len().saturating_sub(count)..].join("\n")
}

/// The power a position is asked for, from the words of `text`; the card to turn, when it
/// names that.
fn purpose(text: &str) -> Option<Purpose> {
    if mentions(
        text,
        &[
            "octopus",
            "swap",
            "exchange",
            "change places",
            "adjacent",
            "neighbo",
        ],
    ) {
        return Some(Purpose::Swap);
    }
    if mentions(text, &["walrus", "block"]) {
        return Some(Purpose::Block);
    }
    if mentions(text, &["penguin", "face down", "face-down", "facedown"]) {
        return Some(Purpose::TurnDown);
    }
    mentions(text, &TURN_WORDS).then_some(Purpose::Turn)
}

/// The answers for 2, 3 and 4 players: a menu's own (`1. Two players`), or the numbers.
fn players(menu: &[Offered]) -> Question {
    let names = [["2", "two"], ["3", "three"], ["4", "four"]];
    let answers = names.map(|[digit, word]| {
        (menu.iter())
            .find(|o| questions::words(&o.meaning).any(|w| w == digit || w == word))
            .map(|o| o.answer.clone())
            .unwrap_or_else(|| digit.to_string())
    });
    Question::Players(answers)
}

/// The versions a prompt lists as words to type (`Game version - base, display, rules or
/// both?`): each word as written.
fn listed_versions(prompt: &str) -> [Option<String>; 4] {
    let mut found: [Option<String>; 4] = Default::default();
    let words = prompt
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty());
    for word in words {
        let index = match word.to_lowercase().as_str() {
            "base" | "basic" | "normal" | "standard" => 0,
            "display" => 1,
            "rules" => 2,
            "both" => 3,
            _ => continue,
        };
        found[index].get_or_insert_with(|| word.to_string());
    }
    found
}

/// The answers a menu offers for the base game, the expert display, the expert rules and
/// both.
fn versions(menu: &[Offered]) -> [Option<String>; 4] {
    let mut found: [Option<String>; 4] = Default::default();
    for offered in menu {
        let meaning = offered.meaning.as_str();
        let display = meaning.contains("display");
        let rules = meaning.contains("rule");
        let both = (display && rules) || mentions(meaning, &["both", "all", "combin"]);
        let base = mentions(
            meaning,
            &["base", "basic", "normal", "standard", "classic", "regular"],
        );
        let index = match (both, display, rules, base) {
            (true, ..) => 3,
            (_, true, ..) => 1,
            (_, _, true, _) => 2,
            (.., true) => 0,
            _ => continue,
        };
        found[index].get_or_insert_with(|| offered.answer.clone());
    }
    if found.iter().all(Option::is_none) {
        return abbreviated_versions(menu);
    }
    found
}

/// The answers of a version question that offers only the initials of the versions'
/// words (`version [b/d/r/dr]:`): base, display, rules, and both initials together; none
/// unless it offers at least three of them.
fn abbreviated_versions(menu: &[Offered]) -> [Option<String>; 4] {
    let mut found: [Option<String>; 4] = Default::default();
    for offered in menu.iter().filter(|o| o.meaning.is_empty()) {
        let index = match offered.answer.to_lowercase().as_str() {
            "b" | "n" => 0,
            "d" => 1,
            "r" => 2,
            "dr" | "rd" => 3,
            _ => continue,
        };
        found[index].get_or_insert_with(|| offered.answer.clone());
    }
    match found.iter().filter(|answer| answer.is_some()).count() >= 3 {
        true => found,
        false => Default::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(purpose: Purpose, part: Part) -> Option<Question> {
        Some(Question::Position {
            purpose: Some(purpose),
            part,
        })
    }

    fn unnamed(part: Part) -> Option<Question> {
        Some(Question::Position {
            purpose: None,
            part,
        })
    }

    #[test]
    fn the_names_asked_on_one_line_are_read() {
        assert_eq!(
            question("Enter the player names separated by commas (2 to 4 players): "),
            Some(Question::Names)
        );
    }

    #[test]
    fn a_version_listed_as_words_to_type_is_read() {
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            question("Game version - base, display, rules or both? "),
            Some(Question::Version([
                some("base"),
                some("display"),
                some("rules"),
                some("both")
            ]))
        );
    }

    #[test]
    fn a_players_question_in_other_words_is_read() {
        for asked in ["How many pirates are playing (2-4)? ", "Players? (2-4) "] {
            assert!(
                matches!(question(asked), Some(Question::Players(_))),
                "{asked}"
            );
        }
    }

    #[test]
    fn the_engines_own_prompts_are_read() {
        let version = question(
            "Choose the game version (1: base, 2: expert display, 3: expert rules, 4: expert display and rules): ",
        );
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            version,
            Some(Question::Version([
                some("1"),
                some("2"),
                some("3"),
                some("4")
            ]))
        );
        assert_eq!(
            question("Number of players (2 to 4): "),
            Some(Question::Players(["2".into(), "3".into(), "4".into()]))
        );
        assert_eq!(question("Name of player 1: "), Some(Question::Name));
        let turn = position(Purpose::Turn, Part::Whole);
        assert_eq!(question("Joe, choose a card to turn face up: "), turn);
        assert_eq!(
            question("The octopus changes places with a card next to it (A3 B2 B4): "),
            position(Purpose::Swap, Part::Whole)
        );
        assert_eq!(
            question("The penguin turns another face-up card face down: "),
            position(Purpose::TurnDown, Part::Whole)
        );
        assert_eq!(
            question("The walrus blocks a face-down card for the next player: "),
            position(Purpose::Block, Part::Whole)
        );
    }

    #[test]
    fn a_player_named_by_number_alone_asks_for_the_name() {
        assert_eq!(
            question("how many players? 2\nplayer 1? "),
            Some(Question::Name)
        );
        assert_eq!(question("Pirate 2: "), Some(Question::Name));
    }

    #[test]
    fn a_version_menu_of_letters_in_brackets_is_read() {
        let asked = "\nChoose your game version:\n  [B] Base game\n  [D] Expert display mode \
                     (only the face-up cards are shown)\n  [R] Expert rules mode (the animals \
                     have powers)\n  [X] Expert display + expert rules\nYour choice (B/D/R/X): ";
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            question(asked),
            Some(Question::Version([
                some("B"),
                some("D"),
                some("R"),
                some("X")
            ]))
        );
    }

    #[test]
    fn a_version_offered_by_initials_is_read() {
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            question("version [b/d/r/dr]: "),
            Some(Question::Version([
                some("b"),
                some("d"),
                some("r"),
                some("dr")
            ]))
        );
    }

    #[test]
    fn a_students_own_words_are_read_as_the_same_questions() {
        assert_eq!(
            question("Play with the expert display? (y/n): "),
            Some(Question::Expert {
                display: true,
                rules: false,
                yes: "y".into(),
                no: "n".into()
            })
        );
        let menu = "Select a game mode:\n1) Base game\n2) Expert display\n3) Expert rules\n4) Expert display + expert rules\nYour choice: ";
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            question(menu),
            Some(Question::Version([
                some("1"),
                some("2"),
                some("3"),
                some("4")
            ]))
        );
        let players =
            "How many players?\n1. Two players\n2. Three players\n3. Four players\nChoice: ";
        assert_eq!(
            question(players),
            Some(Question::Players(["1".into(), "2".into(), "3".into()]))
        );
        assert!(question("How many players (2-4)? ").is_some());
        assert_eq!(
            question("Enter the name of player 2: "),
            Some(Question::Name)
        );
        assert_eq!(
            question("Ann, pick a card to turn over (e.g. b2): "),
            position(Purpose::Turn, Part::Whole)
        );
        assert_eq!(question("Row (A-E): "), unnamed(Part::Row));
        assert_eq!(question("Column (1-5): "), unnamed(Part::Column));
        assert_eq!(
            question("Bo, it is your turn to turn over a card.\nRow (A-E): "),
            position(Purpose::Turn, Part::Row)
        );
        assert_eq!(
            question("Octopus! It swaps places with a card next to it.\nRow (A-E): "),
            position(Purpose::Swap, Part::Row)
        );
        assert_eq!(
            question("The walrus lets Bo block a face-down card for the next player.\nRow (A-E): "),
            position(Purpose::Block, Part::Row)
        );
        // A refusal names a power without asking for it: the question is the one before.
        assert_eq!(
            question("The walrus blocked that card for you, choose another one.\nRow (A-E): "),
            unnamed(Part::Row)
        );
        assert_eq!(
            question("Press ENTER to hide the cards... "),
            Some(Question::Continue)
        );
        // A power that may be declined with Enter still asks for a card.
        assert_eq!(
            question(
                "Penguin power! Name a face-up card to turn face down, or press Enter to skip: "
            ),
            position(Purpose::TurnDown, Part::Whole)
        );
        assert_eq!(
            question("That card is blocked by the walrus.\nBo, choose a card (e.g. B4): "),
            Some(Question::Position {
                purpose: None,
                part: Part::Whole
            })
        );
        assert_eq!(
            question("Walrus power! Name a face-down card to block for the next player: "),
            position(Purpose::Block, Part::Whole)
        );
        assert_eq!(
            question(
                "Walrus: block which face-down card for Bo? E5\nE5 is blocked for Bo.\nBo, choose a card (e.g. B4): "
            ),
            position(Purpose::Turn, Part::Whole)
        );
        assert_eq!(
            question(
                "The walrus has blocked E1 for you, choose another card.\nBo, pick a card to turn over (e.g. b2): "
            ),
            position(Purpose::Turn, Part::Whole)
        );
        assert_eq!(
            question("Penguin! You may turn a face-up card face down.\nCard to turn face down: "),
            position(Purpose::TurnDown, Part::Whole)
        );
        assert_eq!(
            question("Use the penguin's power? (y/n) "),
            Some(Question::UsePower { yes: "y".into() })
        );
        assert_eq!(
            question("Press Enter to start the next round..."),
            Some(Question::Continue)
        );
    }

    #[test]
    fn what_the_spec_never_asks_is_not_read() {
        assert_eq!(question("What is the colour of the sky? "), None);
        assert_eq!(question("Play again? (y/n) "), None);
    }
}
