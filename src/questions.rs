//! Reading a program's question in its own words: what every game's question reader needs.
//!
//! In a conversation ([`crate::grade::run::converse`]) a program's question is what it
//! printed since its last answer. The spec fixes what is asked, rarely how: `New user or
//! existing user? (N or E):`, `Are you a new player [y/n]?` and a menu of numbered lines
//! all ask the same thing. A game's question reader (beside its renderer, in its folder)
//! says which of its questions a text asks from the spec's vocabulary; this module finds
//! what any question offers, in the forms students write it:
//! - the prompt: the last line that holds words, where the program waits;
//! - the answers it offers: `(N or E)`, `[y/n]`, `(C, S, H or D)`, `Q/q to quit`, `0 to
//!   draw`, each with the words that follow or precede it;
//! - a menu: lines `1. Human vs. Computer`, `1) …`, `[1] …`, `(a) …`;
//! - a range: `from 1 to 10`, `1-10`, `(1 - 10)`;
//! - its own example: `(e.g. A1)`, `for example: 3 4`.
//!
//! Everything here is a plain function of the text, lower-cased where words are compared.

/// One answer a question offers, with what it means in the question's words: the `N` of
/// `(N)ew`, the `q` of `Q/q to quit`, the `2` of `2. Computer vs. Computer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offered {
    /// What to type, as the program shows it.
    pub answer: String,
    /// The words it stands for (lower case), as near to it as the text says: `new`,
    /// `to quit`, `computer vs. computer`; empty when the text says nothing.
    pub meaning: String,
}

/// The last line of `question` that holds anything but white space: where the program
/// waits, in most programs.
pub fn prompt(question: &str) -> &str {
    question
        .lines()
        .rev()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .unwrap_or("")
}

/// The lines of `question` that hold anything but white space, trimmed: the prompt last,
/// the lines above it before.
pub fn lines(question: &str) -> Vec<&str> {
    (question.lines().map(str::trim))
        .filter(|line| !line.is_empty())
        .collect()
}

/// Whether `text` holds `word` as a whole word, ignoring case.
pub fn has_word(text: &str, word: &str) -> bool {
    words(text).any(|w| w == word)
}

/// Whether `text` holds any of `phrases` (lower case), ignoring case.
pub fn mentions(text: &str, phrases: &[&str]) -> bool {
    let lower = text.to_lowercase();
    phrases.iter().any(|phrase| lower.contains(phrase))
}

/// The words of `text`, lower case: runs of letters and digits.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The answers offered in brackets or with a slash: `(N or E)`, `[y/n]`, `(C, S, H or D)`,
/// `(Y/N)`, `Q/q to quit`. Each short choice (up to three characters) is one answer; a
/// choice written as a word with its letter marked, `(N)ew`, offers that letter for the
/// word.
pub fn offered(question: &str) -> Vec<Offered> {
    let mut found: Vec<Offered> = Vec::new();
    let mut add = |answer: &str, meaning: String| {
        if !answer.is_empty() && !found.iter().any(|o| o.answer == answer) {
            found.push(Offered {
                answer: answer.to_string(),
                meaning,
            });
        }
    };
    // `(N)ew`, `[E]xisting`: a letter in brackets glued to the rest of its word.
    for (open, close) in [('(', ')'), ('[', ']')] {
        let mut rest = question;
        while let Some(start) = rest.find(open) {
            let after = &rest[start + 1..];
            let Some(end) = after.find(close) else { break };
            let inside = &after[..end];
            let tail: String = after[end + 1..]
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect();
            if inside.chars().count() == 1 && !tail.is_empty() {
                add(inside, format!("{inside}{tail}").to_lowercase());
            } else {
                for choice in choices(inside) {
                    add(&choice.answer, choice.meaning);
                }
            }
            rest = &after[end + 1..];
        }
    }
    // `Q/q to quit` outside brackets.
    for token in question.split_whitespace() {
        let token = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
        if token.contains('/') {
            let parts: Vec<&str> = token.split('/').collect();
            if parts
                .iter()
                .all(|p| !p.is_empty() && p.chars().count() <= 3)
            {
                let meaning = meaning_after(question, token);
                for part in parts {
                    add(part, meaning.clone());
                }
            }
        }
    }
    found
}

/// The choices of the inside of a bracket: `N or E`, `y/n`, `C, S, H or D`, `Q or q to
/// quit, anything else to play`: in each clause, short choices (up to three letters or
/// digits) joined by `or` or `/`, then the words they stand for. Fewer than two choices in
/// all offer nothing (`e.g. A1`, `lazy`, `1 - 10`).
fn choices(inside: &str) -> Vec<Offered> {
    let short = |part: &str| {
        !part.is_empty() && part.chars().count() <= 3 && part.chars().all(char::is_alphanumeric)
    };
    let mut found = Vec::new();
    for clause in inside.split(',') {
        let tokens: Vec<&str> = clause.split_whitespace().collect();
        let mut run = Vec::new();
        let mut index = 0;
        let mut expect_choice = true;
        while let Some(&token) = tokens.get(index) {
            if expect_choice && token.split('/').all(short) {
                run.extend(token.split('/'));
                expect_choice = false;
            } else if !expect_choice && token.eq_ignore_ascii_case("or") {
                expect_choice = true;
            } else {
                break;
            }
            index += 1;
        }
        let meaning = tokens[index..].join(" ").to_lowercase();
        found.extend(run.into_iter().map(|answer| Offered {
            answer: answer.to_string(),
            meaning: meaning.clone(),
        }));
    }
    if found.len() < 2 {
        return Vec::new();
    }
    found
}

/// The words after `token` in `text` up to the end of its clause (`to quit` of `Q/q to
/// quit, anything else to play`), lower case.
fn meaning_after(text: &str, token: &str) -> String {
    let Some(at) = text.find(token) else {
        return String::new();
    };
    text[at + token.len()..]
        .split([',', ';', ')', ']', ':', '?', '\n'])
        .next()
        .unwrap_or("")
        .trim()
        .to_lowercase()
}

/// The numbered or lettered lines of a menu: `1. Human vs. Computer`, `2) Quit`, `[3]
/// Load`, `(a) Expert`; each as the answer that picks it and its words (lower case).
pub fn menu(question: &str) -> Vec<Offered> {
    question
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let (label, rest) = menu_label(line)?;
            let meaning = rest.trim().trim_start_matches(['-', ':', '=']).trim();
            (!meaning.is_empty()).then(|| Offered {
                answer: label.to_string(),
                meaning: meaning.to_lowercase(),
            })
        })
        .collect()
}

/// The label of a menu line and what follows it: `1.`, `1)`, `1 -`, `[1]`, `(1)`, `a)`.
fn menu_label(line: &str) -> Option<(&str, &str)> {
    if let Some(inner) = line.strip_prefix(['[', '(']) {
        let end = inner.find([']', ')'])?;
        let label = inner[..end].trim();
        return (is_label(label)).then(|| (label, &inner[end + 1..]));
    }
    let end = line.find(|c: char| !c.is_alphanumeric())?;
    let label = &line[..end];
    let rest = &line[end..];
    let marked = rest.starts_with(['.', ')', ':']) || rest.trim_start().starts_with('-');
    // `1.5 2` is a number, not a menu line.
    let number_goes_on =
        rest.starts_with('.') && rest[1..].starts_with(|c: char| c.is_ascii_digit());
    (is_label(label) && marked && !number_goes_on).then(|| (label, &rest[1..]))
}

/// A menu label: a number of up to two digits, or one letter.
fn is_label(label: &str) -> bool {
    (!label.is_empty() && label.len() <= 2 && label.bytes().all(|b| b.is_ascii_digit()))
        || (label.chars().count() == 1 && label.chars().all(|c| c.is_ascii_alphabetic()))
}

/// The numbered choices listed within a line: `(1: base, 2: expert display)`, `1 = easy,
/// 2 = hard`, `1) base 2) expert`, `1 for base, 2 for expert`; each as the answer that picks
/// it and its words (lower case).
pub fn inline_menu(line: &str) -> Vec<Offered> {
    let mut found: Vec<Offered> = Vec::new();
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    // Each label: a number of one or two digits, not part of a longer one, then `:`, `=`,
    // `)`, `.`, `-` or ` for`, then words.
    let mut labels: Vec<(usize, usize, String)> = Vec::new();
    let mut index = 0;
    while index < chars.len() {
        let (start, c) = chars[index];
        let glued = index > 0 && chars[index - 1].1.is_alphanumeric();
        if !c.is_ascii_digit() || glued {
            index += 1;
            continue;
        }
        let mut end = index;
        while end < chars.len() && chars[end].1.is_ascii_digit() {
            end += 1;
        }
        let label: String = chars[index..end].iter().map(|(_, c)| c).collect();
        let rest = &line[chars.get(end).map_or(line.len(), |(at, _)| *at)..];
        let marked = rest.trim_start();
        let skip = rest.len() - marked.len();
        // `1.5` is a number, not a label.
        let decimal =
            marked.starts_with('.') && marked[1..].starts_with(|c: char| c.is_ascii_digit());
        let marker = match marked.chars().next() {
            Some(':' | '=' | ')' | '-' | '.') if !decimal => Some(1),
            _ if skip > 0 && marked.starts_with("for ") => Some(3),
            _ => None,
        };
        if let Some(length) = marker
            && label.len() <= 2
        {
            let words_at = line.len() - marked.len() + length;
            labels.push((start, words_at, label));
        }
        index = end;
    }
    for (at, (_, words_at, label)) in labels.iter().enumerate() {
        let until = labels.get(at + 1).map_or(line.len(), |next| next.0);
        let words = line[*words_at..until]
            .trim()
            .trim_end_matches([',', ';', ')', ']', '(', '[', '/', '|', ':', '?'])
            .trim_end()
            .trim_end_matches(" or")
            .trim();
        // A meaning is words, or a symbol (`1=♣`).
        let meaningful = |c: char| c.is_alphabetic() || (!c.is_ascii() && !c.is_whitespace());
        if !words.is_empty() && words.chars().any(meaningful) {
            found.push(Offered {
                answer: label.clone(),
                meaning: words.to_lowercase(),
            });
        }
    }
    if found.len() < 2 {
        return Vec::new();
    }
    found
}

/// The answers a question offers that may stand for yes or no: in brackets or with a
/// slash (`(y/n)`), or numbered within the line (`(1=yes, 0=no)`).
fn yes_no_offered(question: &str) -> Vec<Offered> {
    let numbered = inline_menu(question)
        .into_iter()
        .filter(|o| means(o, "yes") || means(o, "no"));
    offered(question).into_iter().chain(numbered).collect()
}

/// Whether `offered` is the answer `word` (`yes` or `no`): typed as it (`y`, `yes`), or
/// numbered and standing for it (`1 = yes`, not `2 = normal`).
fn means(offered: &Offered, word: &str) -> bool {
    let answer = offered.answer.to_lowercase();
    let first = words(&offered.meaning).next();
    answer == word[..1] || answer == word || first.is_some_and(|first| first == word)
}

/// The answers for yes and for no a question offers (`(y/n)`, `[yes/no]`, `(Y or N)`), or
/// `y` and `n` when it offers none.
pub fn yes_no(question: &str) -> (String, String) {
    let offered = yes_no_offered(question);
    let find = |word: &str| {
        (offered.iter())
            .find(|o| means(o, word))
            .map(|o| o.answer.clone())
    };
    (
        find("yes").unwrap_or_else(|| "y".into()),
        find("no").unwrap_or_else(|| "n".into()),
    )
}

/// Whether `question` offers a yes or no answer: `(y/n)`, `[yes/no]`, `(Y or N)`.
pub fn offers_yes_no(question: &str) -> bool {
    let offered = yes_no_offered(question);
    let has = |word: &str| offered.iter().any(|o| means(o, word));
    has("yes") && has("no")
}

/// The range of numbers a question asks for: `from 1 to 10`, `1-10`, `(1 - 10)`,
/// `between 2 and 4`, `from 1 (lazy) to 10 (thorough)`.
pub fn range(question: &str) -> Option<(i64, i64)> {
    let lower = question.to_lowercase();
    let tokens: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '[' | ']' | ',' | '?' | ':'))
        .filter(|t| !t.is_empty())
        .collect();
    for (index, token) in tokens.iter().enumerate() {
        // `1-10` in one token.
        if let Some((low, high)) = token.split_once('-')
            && let (Ok(low), Ok(high)) = (low.parse::<i64>(), high.parse::<i64>())
            && low < high
        {
            return Some((low, high));
        }
        // `1 to 10`, `1 - 10`, `2 and 4`, `1 (lazy) to 10`: a word may stand between.
        if let Ok(low) = token.parse::<i64>() {
            for joint in index + 1..(index + 3).min(tokens.len()) {
                if matches!(tokens[joint], "to" | "-" | "and" | "through")
                    && let Some(Ok(high)) = tokens.get(joint + 1).map(|t| t.parse::<i64>())
                    && low < high
                {
                    return Some((low, high));
                }
            }
        }
    }
    None
}

/// The program's own example of an answer: `(e.g. A1)`, `e.g., 3 4`, `for example: B2`,
/// `like A1`.
pub fn example(question: &str) -> Option<String> {
    let lower = question.to_lowercase();
    for marker in [
        "e.g.,",
        "e.g.",
        "eg.",
        "for example:",
        "for example",
        "example:",
        "like ",
    ] {
        if let Some(at) = lower.find(marker) {
            let after = &question[at + marker.len()..];
            let example: String = after
                .trim_start()
                .split([')', ']', ',', '\n'])
                .next()
                .unwrap_or("")
                .trim()
                .trim_end_matches([':', '.', '?'])
                .to_string();
            if !example.is_empty() {
                return Some(example);
            }
        }
    }
    None
}

/// The answers a TA tries, in turn, to a question nobody taught arbiter: the answer that
/// goes on with the game among those it offers (yes, unless the question is about leaving;
/// no to a detour such as showing the rules or the deck), a menu's item that plays, the
/// low end of a range, its own example, then Enter, then `y`.
pub fn untaught_answers(question: &str) -> Vec<String> {
    let prompt = prompt(question);
    let leaving = mentions(
        prompt,
        &["quit", "exit", "stop", "leave", "end the", "give up"],
    );
    let going_on = mentions(
        prompt,
        &["continue", "ready", "start", "begin", "play", "go on"],
    );
    let mut answers: Vec<String> = Vec::new();
    if offers_yes_no(prompt) {
        // The letters offered, then the words, which some programs want instead.
        let (yes, no) = yes_no(prompt);
        let yes = [yes, "yes".to_string()];
        let no = [no, "no".to_string()];
        match going_on && !leaving {
            true => answers.extend(yes.into_iter().chain(no)),
            false => answers.extend(no.into_iter().chain(yes)),
        }
    }
    let items: Vec<Offered> = menu(question)
        .into_iter()
        .chain(inline_menu(prompt))
        .chain(offered(prompt))
        .collect();
    let plays = |o: &&Offered| {
        ["play", "start", "new", "game", "begin", "continue"]
            .iter()
            .any(|word| o.meaning.contains(word))
    };
    let quits = |o: &&Offered| {
        ["quit", "exit", "stop", "leave"]
            .iter()
            .any(|word| o.meaning.contains(word))
    };
    answers.extend(items.iter().filter(plays).map(|o| o.answer.clone()));
    answers.extend(items.iter().filter(|o| !quits(o)).map(|o| o.answer.clone()));
    if let Some((low, _)) = range(prompt) {
        answers.push(low.to_string());
    }
    answers.extend(example(prompt));
    answers.extend([String::new(), "y".to_string()]);
    let mut distinct: Vec<String> = Vec::new();
    for answer in answers {
        if !distinct.contains(&answer) {
            distinct.push(answer);
        }
    }
    distinct
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(found: &[Offered]) -> Vec<&str> {
        found.iter().map(|o| o.answer.as_str()).collect()
    }

    #[test]
    fn the_prompt_is_the_last_line_with_words() {
        assert_eq!(prompt("Your hand: 5C 8H\nYour move: "), "Your move:");
        assert_eq!(prompt("Pick one\n\n  \n"), "Pick one");
        assert_eq!(prompt(""), "");
    }

    #[test]
    fn offered_answers_are_read_in_the_forms_students_write_them() {
        assert_eq!(
            answers(&offered("New user or existing user? (N or E): ")),
            ["N", "E"]
        );
        assert_eq!(answers(&offered("Are you a new player [y/n]?")), ["y", "n"]);
        assert_eq!(
            answers(&offered("Name the suit to follow (C, S, H or D): ")),
            ["C", "S", "H", "D"]
        );
        let quit = offered("Play a new game? (Q or q to quit, anything else to play): ");
        assert_eq!(answers(&quit), ["Q", "q"]);
        let quit = offered("Play again? Q/q to quit, any other key to continue: ");
        assert_eq!(answers(&quit), ["Q", "q"]);
        assert_eq!(quit[0].meaning, "to quit");
        let marked = offered("(N)ew user or (E)xisting user? ");
        assert_eq!(answers(&marked), ["N", "E"]);
        assert_eq!(marked[1].meaning, "existing");
        // Brackets that hold an example or words offer nothing.
        assert_eq!(offered("Pick a card (e.g. A1): "), []);
        assert_eq!(offered("from 1 (lazy) to 10 (thorough)? "), []);
    }

    #[test]
    fn menus_are_read_with_their_labels() {
        let found = menu(
            "Please choose:\n1. Human vs. Computer\n2) Computer vs. Computer\n[0] Quit\n(a) Expert - all powers\nYour choice: ",
        );
        assert_eq!(answers(&found), ["1", "2", "0", "a"]);
        assert_eq!(found[1].meaning, "computer vs. computer");
        assert_eq!(found[3].meaning, "expert - all powers");
        // A number with a decimal point, a sentence and a card are no menu.
        assert_eq!(menu("1.5 2\nYou drew 8H.\nA1 is taken\n"), []);
    }

    #[test]
    fn ranges_and_examples_are_found() {
        assert_eq!(
            range("How lazy a shuffler is the dealer, from 1 (lazy) to 10 (thorough)? "),
            Some((1, 10))
        );
        assert_eq!(range("Press 1 to play, 2 to quit: "), None);
        assert_eq!(range("Laziness (1-10): "), Some((1, 10)));
        assert_eq!(range("Enter a number from 1 to 10: "), Some((1, 10)));
        assert_eq!(range("How many players (2 - 4)? "), Some((2, 4)));
        assert_eq!(range("between 2 and 4 players"), Some((2, 4)));
        assert_eq!(example("Pick a card (e.g. A1): ").as_deref(), Some("A1"));
        assert_eq!(
            example("Enter two numbers, e.g., 3 4\n> ").as_deref(),
            Some("3 4")
        );
        assert_eq!(
            example("Player 1: Pick the second card (e.g. E0):").as_deref(),
            Some("E0")
        );
        assert_eq!(example("Your move: "), None);
    }

    #[test]
    fn choices_listed_within_a_line_are_read() {
        let found = inline_menu(
            "Choose the game version (1: base, 2: expert display, 3: expert rules, 4: expert display and rules): ",
        );
        assert_eq!(answers(&found), ["1", "2", "3", "4"]);
        assert_eq!(found[3].meaning, "expert display and rules");
        let found = inline_menu("Mode? 1 = base, 2 = expert or 3 = both: ");
        assert_eq!(answers(&found), ["1", "2", "3"]);
        assert_eq!(found[1].meaning, "expert");
        let found = inline_menu("Enter 1 for base, 2 for expert: ");
        assert_eq!(answers(&found), ["1", "2"]);
        assert_eq!(found[0].meaning, "base");
        // A range, a position and a sentence with numbers are no menu.
        assert_eq!(inline_menu("Number of players (2 to 4): "), []);
        assert_eq!(inline_menu("Pick a card (e.g. A1): "), []);
        assert_eq!(inline_menu("Round 1 of 7"), []);
    }

    #[test]
    fn yes_and_no_are_read_in_their_forms() {
        assert!(offers_yes_no("Expert display? (y/n): "));
        assert_eq!(yes_no("Expert display? (y/n): "), ("y".into(), "n".into()));
        assert_eq!(
            yes_no("Expert rules [YES/NO]? "),
            ("YES".into(), "NO".into())
        );
        assert!(offers_yes_no("Expert rules (Y or N)? "));
        assert!(!offers_yes_no("Number of players (2 to 4): "));
        assert_eq!(
            yes_no("Expert display mode (1=yes, 0=no): "),
            ("1".into(), "0".into())
        );
        assert_eq!(yes_no("Expert rules? "), ("y".into(), "n".into()));
    }

    #[test]
    fn a_question_nobody_taught_is_answered_as_a_ta_would() {
        assert_eq!(
            untaught_answers("Show the decks and both hands for the demo? (y/n): ")[..3],
            ["n", "no", "y"]
        );
        assert_eq!(untaught_answers("Ready to start? [Y/N] ")[0], "Y");
        assert_eq!(
            untaught_answers("1. Rules\n2. Play a game\n3. Quit\nChoose: ")[..2],
            ["2", "1"]
        );
        assert_eq!(
            untaught_answers("Press ENTER when you have looked..."),
            ["", "y"]
        );
        assert_eq!(untaught_answers("Seats (1-4)? ")[0], "1");
    }

    #[test]
    fn words_are_whole_and_case_free() {
        assert!(has_word("Do you want to Draw?", "draw"));
        assert!(!has_word("withdrawal", "draw"));
        assert!(mentions("EXISTING user", &["existing"]));
    }
}
