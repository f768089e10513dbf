//! Crazy Eights' questions, read from a program's own words: which of the spec's questions
//! a program asks when it waits for its input, and how it wants each answer written.
//!
//! The spec fixes what is asked and none of the words: the user's play (how many cards,
//! which ones in the program's own numbering, or a draw), the suit an eight names, a new
//! game (`Q/q to quit`), and, in the extras, new or existing user, a name, and how lazy a
//! shuffler the dealer is. The engine's own prompts (in `render.rs`) are one way to ask;
//! each question is also recognised by the spec's words for it, whatever the rest of the
//! line, and its answers are taken from what the question offers ([`crate::questions`]).

use super::rules::Suit;
use crate::questions::{self, Offered, has_word, mentions};

/// One of the spec's questions, with the answers it takes in the program's own form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// New or existing user (the statistics extra).
    UserKind { new: String, existing: String },
    /// The user's name (the statistics extra).
    Name,
    /// How lazy a shuffler the dealer is (the lazy-shuffling extra): a whole number.
    Laziness { low: i64, high: i64 },
    /// The suit an eight names: the answer for clubs, spades, hearts and diamonds.
    Suit([String; 4]),
    /// The user's play in one answer: how many cards and their numbers, or `draw` to draw.
    Play { draw: Option<String> },
    /// How many cards the user plays (the numbers are asked next); `draw` draws.
    HowMany { draw: Option<String> },
    /// Which card the user plays, by its number in the hand the program shows; `draw`
    /// draws.
    WhichCard { draw: Option<String> },
    /// The numbers of the cards the user plays, in one answer (no count first); `draw`
    /// draws.
    Cards { draw: Option<String> },
    /// Whether the user plays or draws.
    PlayOrDraw { play: String, draw: String },
    /// A command line whose form the question shows (`play <n> [n ...] | draw`): the word
    /// before the card numbers, and the word that draws.
    Command { play: String, draw: String },
    /// Whether to play a new game.
    Again { again: String, quit: String },
}

/// Which question `asked` (what a program printed since its last answer) asks, if it is
/// one of the spec's.
pub fn question(asked: &str) -> Option<Question> {
    let prompt = questions::prompt(asked);
    if let Some(question) = question_in(asked, prompt, &[]) {
        return Some(question);
    }
    // A prompt with no words of the game's (`Your choice (1-4):`) asks what a question a
    // line or two above it asks (`Which suit do you declare?`), with the menu between.
    let lines = questions::lines(asked);
    let last = lines.len().saturating_sub(1);
    (last.saturating_sub(3)..last)
        .rev()
        .filter(|&at| lines[at].ends_with(['?', ':']))
        .find_map(|at| question_in(asked, lines[at], &lines[at + 1..]))
}

/// The question `prompt` asks, with the menus of `asked` and of the lines `between` it
/// and where the program waits.
fn question_in(asked: &str, prompt: &str, between: &[&str]) -> Option<Question> {
    let offered = questions::offered(prompt);
    // A menu on lines of its own, or listed within the prompt (`1) clubs 2) diamonds`).
    let mut menu = questions::menu(asked);
    menu.extend(questions::inline_menu(prompt));
    for line in between {
        menu.extend(questions::inline_menu(line));
    }
    // `(p)lay or (d)raw` holds the words play and draw.
    let plain = prompt.replace(['(', ')', '[', ']'], "");
    let prompt = plain.as_str();
    let again_words = [
        "new game",
        "play again",
        "another game",
        "another round",
        "again?",
        "quit",
        "to stop",
    ];
    if mentions(prompt, &again_words) {
        return Some(again(&offered, &menu));
    }
    if mentions(prompt, &["existing", "returning", "new user", "new player"]) {
        return Some(user_kind(prompt, &offered, &menu));
    }
    // `Print the deck before and after shuffling? (y/n)` asks no laziness.
    if mentions(prompt, &["lazy", "shuffl"]) && !questions::offers_yes_no(prompt) {
        let (low, high) = questions::range(prompt).unwrap_or((1, 10));
        return Some(Question::Laziness { low, high });
    }
    if has_word(prompt, "suit") {
        return Some(Question::Suit(suits(&offered, &menu)));
    }
    if has_word(prompt, "name") {
        return Some(Question::Name);
    }
    if let Some(play) = command_word(prompt) {
        let draw = match has_word(prompt, "draw") {
            true => "draw".to_string(),
            false => "d".to_string(),
        };
        return Some(Question::Command { play, draw });
    }
    let draw = draw_answer(prompt);
    if mentions(prompt, &["how many"]) {
        return Some(
            match mentions(prompt, &["number", "which", "and the", "index"]) {
                true => Question::Play { draw },
                false => Question::HowMany { draw },
            },
        );
    }
    if has_word(prompt, "draw") && has_word(prompt, "play") && draw.is_none() {
        let play = pick(&offered, &menu, "play").unwrap_or_else(|| "p".into());
        let draw = pick(&offered, &menu, "draw").unwrap_or_else(|| "d".into());
        return Some(Question::PlayOrDraw { play, draw });
    }
    if mentions(prompt, &["card(s)", "cards", "numbers", "separated"]) {
        return Some(Question::Cards { draw });
    }
    if has_word(prompt, "card") || has_word(prompt, "play") {
        return Some(Question::WhichCard { draw });
    }
    None
}

/// The answer offered for the choice whose words hold `word`, from brackets or a menu;
/// a letter offered alone stands for the word it begins.
fn pick(offered: &[Offered], menu: &[Offered], word: &str) -> Option<String> {
    let by_meaning = offered
        .iter()
        .chain(menu)
        .find(|o| o.meaning.split_whitespace().any(|w| w.starts_with(word)));
    let by_letter = || {
        offered.iter().find(|o| {
            o.meaning.is_empty()
                && o.answer.chars().count() == 1
                && word.starts_with(&o.answer.to_lowercase())
        })
    };
    by_meaning.or_else(by_letter).map(|o| o.answer.clone())
}

/// The word a question's template puts before the card numbers: the `play` of `play <n>
/// [n ...]`, `play <card numbers>`.
fn command_word(prompt: &str) -> Option<String> {
    let at = prompt.find('<')?;
    prompt[at..].find('>')?;
    let word = prompt[..at]
        .trim_end()
        .rsplit(|c: char| !c.is_alphanumeric())
        .next()?;
    (!word.is_empty() && word.chars().all(|c| c.is_ascii_alphabetic())).then(|| word.to_string())
}

/// How a play asks to draw instead: `0 to draw`, `-1 to draw`, `D to draw`, `(d)raw`,
/// `0 = draw`, `d: draw`.
pub fn draw_answer(prompt: &str) -> Option<String> {
    let lower = prompt.to_lowercase();
    let marked = ["to draw", "for draw", "= draw", ": draw", "=draw", ":draw"];
    let at = marked.iter().find_map(|mark| lower.find(mark))?;
    let before = lower[..at].trim_end();
    let answer = before
        .rsplit(|c: char| c.is_whitespace() || matches!(c, '(' | '[' | ',' | ';'))
        .next()?
        .trim_matches(|c: char| matches!(c, '\'' | '"'));
    let answer = answer.strip_suffix("or").unwrap_or(answer);
    (!answer.is_empty() && answer.chars().count() <= 3).then(|| prompt_case(prompt, &lower, answer))
}

/// `answer` (found in `lower`) as `prompt` writes it.
fn prompt_case(prompt: &str, lower: &str, answer: &str) -> String {
    lower
        .rfind(answer)
        .and_then(|at| prompt.get(at..at + answer.len()))
        .unwrap_or(answer)
        .to_string()
}

fn again(offered: &[Offered], menu: &[Offered]) -> Question {
    let quit = pick(offered, menu, "quit")
        .or_else(|| pick(offered, menu, "no"))
        .unwrap_or_else(|| "q".into());
    let again = pick(offered, menu, "yes")
        .or_else(|| pick(offered, menu, "play"))
        .or_else(|| pick(offered, menu, "new"))
        .unwrap_or_else(|| {
            // Anything but the quitting answer plays again.
            if quit.eq_ignore_ascii_case("y") {
                "n"
            } else {
                "y"
            }
            .into()
        });
    Question::Again { again, quit }
}

fn user_kind(prompt: &str, offered: &[Offered], menu: &[Offered]) -> Question {
    // `Are you a new user? (y/n)`: yes is new.
    let yes_no = pick(offered, menu, "yes").zip(pick(offered, menu, "no"));
    if let Some((yes, no)) = yes_no
        && !mentions(prompt, &["existing", "returning"])
    {
        return Question::UserKind {
            new: yes,
            existing: no,
        };
    }
    let new = pick(offered, menu, "new").unwrap_or_else(|| "N".into());
    let existing = pick(offered, menu, "existing")
        .or_else(|| pick(offered, menu, "returning"))
        .or_else(|| pick(offered, menu, "old"))
        .unwrap_or_else(|| "E".into());
    Question::UserKind { new, existing }
}

/// The answers for clubs, spades, hearts and diamonds: a menu's numbers (by the suit's
/// name or symbol: `1) clubs`, `1=♣`), offered letters, or the suits' initials.
fn suits(offered: &[Offered], menu: &[Offered]) -> [String; 4] {
    Suit::ALL.map(|suit| {
        let name = format!("{suit:?}").to_lowercase();
        let initial = &name[..1];
        let symbol = |meaning: &str| {
            let mut chars = meaning.trim().chars();
            chars
                .next()
                .and_then(crate::content::cards::suit_symbol)
                .is_some_and(|marked| super::render::suit_of(marked) == suit)
                && chars.next().is_none_or(char::is_whitespace)
        };
        (menu.iter())
            .find(|o| o.meaning.starts_with(&name[..name.len() - 1]) || symbol(&o.meaning))
            .or_else(|| {
                offered
                    .iter()
                    .find(|o| o.answer.eq_ignore_ascii_case(initial))
            })
            .map_or_else(|| initial.to_uppercase(), |o| o.answer.clone())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asks(text: &str) -> Question {
        question(text).unwrap_or_else(|| panic!("not read: {text:?}"))
    }

    #[test]
    fn a_prompt_of_no_words_of_the_game_asks_what_the_line_above_it_asks() {
        let asked = "You play the Eight of Clubs.\nWhich suit do you declare?\n  1) Clubs  \
                     2) Diamonds  3) Hearts  4) Spades\nYour choice (1-4): ";
        assert_eq!(
            asks(asked),
            Question::Suit(["1", "4", "3", "2"].map(String::from))
        );
        assert_eq!(question("Top card: 7C\nYour choice (1-4): "), None);
    }

    #[test]
    fn a_draw_offered_after_an_equals_sign_or_a_colon_is_read() {
        assert_eq!(
            asks("What will you play? (number(s), 0 = draw): "),
            Question::Cards {
                draw: Some("0".into())
            }
        );
        assert_eq!(
            asks("Play which card(s)? (indices, d = draw): "),
            Question::Cards {
                draw: Some("d".into())
            }
        );
    }

    #[test]
    fn the_engines_own_prompts_are_read() {
        assert_eq!(
            asks("Enter how many cards you play and their numbers, or 0 to draw: "),
            Question::Play {
                draw: Some("0".into())
            }
        );
        assert_eq!(
            asks("Name the suit to follow (C, S, H or D): "),
            Question::Suit(["C", "S", "H", "D"].map(String::from))
        );
        assert_eq!(
            asks("New user or existing user? (N or E): "),
            Question::UserKind {
                new: "N".into(),
                existing: "E".into()
            }
        );
        assert_eq!(asks("Your name: "), Question::Name);
        assert_eq!(
            asks("How lazy a shuffler is the dealer, from 1 (lazy) to 10 (thorough)? "),
            Question::Laziness { low: 1, high: 10 }
        );
        assert_eq!(
            asks("Play a new game? (Q or q to quit, anything else to play): "),
            Question::Again {
                again: "y".into(),
                quit: "Q".into()
            }
        );
    }

    #[test]
    fn a_students_own_words_are_read_as_the_same_questions() {
        assert_eq!(
            asks("Are you a (N)ew user or (E)xisting user? "),
            Question::UserKind {
                new: "N".into(),
                existing: "E".into()
            }
        );
        assert_eq!(
            asks("Are you a new player? [y/n] "),
            Question::UserKind {
                new: "y".into(),
                existing: "n".into()
            }
        );
        assert_eq!(
            asks("1. New user\n2. Existing user\nSelect: new or existing? "),
            Question::UserKind {
                new: "1".into(),
                existing: "2".into()
            }
        );
        assert_eq!(asks("Please enter your name > "), Question::Name);
        assert_eq!(
            asks("Laziness of the shuffle (1-10): "),
            Question::Laziness { low: 1, high: 10 }
        );
        assert_eq!(
            asks("Your hand: 1) 5C 2) 8H 3) KD\nWhich card do you want to play? (-1 to draw) "),
            Question::WhichCard {
                draw: Some("-1".into())
            }
        );
        assert_eq!(
            asks(
                "Which card(s) do you play? Give their numbers separated by spaces (-1 to draw): "
            ),
            Question::Cards {
                draw: Some("-1".into())
            }
        );
        assert_eq!(
            asks("How many cards do you want to play? "),
            Question::HowMany { draw: None }
        );
        assert_eq!(
            asks("Do you want to (p)lay or (d)raw? "),
            Question::PlayOrDraw {
                play: "p".into(),
                draw: "d".into()
            }
        );
        assert_eq!(
            asks("1. Clubs\n2. Spades\n3. Hearts\n4. Diamonds\nChoose the new suit: "),
            Question::Suit(["1", "2", "3", "4"].map(String::from))
        );
        assert_eq!(
            asks("Choose a suit [c/s/h/d]: "),
            Question::Suit(["c", "s", "h", "d"].map(String::from))
        );
        assert_eq!(
            asks("Do you want to play again? (y/n) "),
            Question::Again {
                again: "y".into(),
                quit: "n".into()
            }
        );
        assert_eq!(
            asks("Another round? Enter Q or N to stop, anything else to continue: "),
            Question::Again {
                again: "y".into(),
                quit: "q".into()
            }
        );
        assert_eq!(
            asks("Press Q/q to quit, any other key for a new game: "),
            Question::Again {
                again: "y".into(),
                quit: "Q".into()
            }
        );
    }

    #[test]
    fn a_suit_menu_of_symbols_within_the_prompt_is_read() {
        assert_eq!(
            asks("Pick a suit for the next player (1=♣ 2=♠ 3=♥ 4=♦):"),
            Question::Suit(["1", "2", "3", "4"].map(String::from))
        );
    }

    #[test]
    fn a_suit_menu_within_the_prompt_and_a_yes_no_about_shuffling_are_read() {
        assert_eq!(
            asks("call a suit: 1) clubs 2) diamonds 3) hearts 4) spades >"),
            Question::Suit(["1", "4", "3", "2"].map(String::from))
        );
        assert_eq!(
            question("Print the deck before and after shuffling, and both hands? (y/n): "),
            None
        );
    }

    #[test]
    fn a_command_template_is_read_as_its_words() {
        assert_eq!(
            asks("Command (play <n> [n ...] | draw): "),
            Question::Command {
                play: "play".into(),
                draw: "draw".into()
            }
        );
    }

    #[test]
    fn what_the_spec_never_asks_is_not_read() {
        assert_eq!(question("Press enter to continue..."), None);
        assert_eq!(question(""), None);
        assert_eq!(question("The computer plays 5C.\n"), None);
    }
}
