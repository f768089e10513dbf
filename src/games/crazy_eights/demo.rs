//! Playing a Crazy Eights program as a TA does at a demo: reading each question it asks in
//! its own words ([`super::questions`]), answering in the form it asked for, and choosing
//! the user's plays with the rules from what it shows (its top card, the suit to follow,
//! the user's hand in its own order and numbering), whatever its deal.
//!
//! [`Demo`] is the other side of a conversation ([`crate::grade::run::converse`]). It plays
//! as a careful user would: every card of the top card's face when it holds one, else one
//! card of the suit to follow, else an eight (naming the suit it holds most of), else a
//! draw; it answers the extras' questions (a new user, a name, the most thorough shuffle),
//! and quits after the games it was asked to play. It stops, and says why, at a question
//! it cannot read or after [`ANSWERS_AT_MOST`] answers.

use super::questions::{Question, question};
use super::render::{Seen, read_seen};
use super::rules::{Card, Suit};
use crate::grade::run::{Interlocutor, Reply};

/// The most answers one conversation gives: a game of Crazy Eights takes a few dozen.
pub const ANSWERS_AT_MOST: usize = 400;

/// The name the demo's user gives (then `ta2`, `ta3`… when asked again).
pub const NAME: &str = "ta";

/// A user at the keyboard of a Crazy Eights program.
#[derive(Debug, Default)]
pub struct Demo {
    /// How many games to play before quitting.
    games: usize,
    /// How many games were over when it was last asked.
    finished: usize,
    /// How much of the output was read.
    told: usize,
    /// The answers given, each with the question it answered.
    pub exchanges: Vec<(String, String)>,
    /// Card numbers still to give, when a program asks for them one at a time.
    pending: Vec<String>,
    /// How many names it gave: a name asked again (one taken already) gets another.
    names: usize,
    /// Why it stopped, when it did.
    pub stopped: Option<String>,
}

impl Demo {
    /// A user who plays `games` games, then quits.
    pub fn new(games: usize) -> Demo {
        Demo {
            games: games.max(1),
            ..Demo::default()
        }
    }

    fn answer(&mut self, output: &str, asked: &str) -> Option<String> {
        let Some(question) = question(asked) else {
            self.stopped = Some(format!(
                "a question it cannot read: `{}`",
                crate::questions::prompt(asked)
            ));
            return None;
        };
        let table = Table::read(output);
        Some(match question {
            Question::UserKind { new, .. } => new,
            Question::Name => {
                self.names += 1;
                match self.names {
                    1 => NAME.to_string(),
                    n => format!("{NAME}{n}"),
                }
            }
            Question::Laziness { high, .. } => high.to_string(),
            Question::Again { again, quit } => {
                self.finished += 1;
                if self.finished >= self.games {
                    quit
                } else {
                    again
                }
            }
            Question::Suit(answers) => answers[table.suit_to_name().index()].clone(),
            Question::Play { draw } => match table.play() {
                Some(numbers) => format!("{} {}", numbers.len(), numbers.join(" ")),
                None => draw.unwrap_or_else(|| "0".into()),
            },
            Question::HowMany { draw } => match table.play() {
                Some(numbers) => {
                    let count = numbers.len().to_string();
                    self.pending = numbers;
                    count
                }
                None => draw.unwrap_or_else(|| "0".into()),
            },
            Question::WhichCard { draw } => match self.pending.is_empty() {
                false => self.pending.remove(0),
                true => match table.play() {
                    Some(numbers) => numbers[0].clone(),
                    None => draw.unwrap_or_else(|| "0".into()),
                },
            },
            Question::PlayOrDraw { play, draw } => match table.play() {
                Some(_) => play,
                None => draw,
            },
        })
    }
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let text = String::from_utf8_lossy(output);
        let asked = text
            .get(self.told.min(text.len())..)
            .unwrap_or("")
            .to_string();
        self.told = text.len();
        if self.exchanges.len() >= ANSWERS_AT_MOST {
            self.stopped = Some(format!("{ANSWERS_AT_MOST} answers given"));
            return Reply::Stop;
        }
        match self.answer(&text, &asked) {
            Some(answer) => {
                let prompt = crate::questions::prompt(&asked).to_string();
                self.exchanges.push((prompt, answer.clone()));
                Reply::Say(format!("{answer}\n").into_bytes())
            }
            None => Reply::Stop,
        }
    }
}

/// What the program shows of the table when it asks: the top card, the suit an eight
/// named, the user's hand and how the program numbers it.
struct Table {
    top: Option<Card>,
    declared: Option<Suit>,
    hand: Vec<Card>,
    /// The number of the hand's first card: 0 or 1.
    first_number: usize,
}

impl Table {
    fn read(output: &str) -> Table {
        let lines: Vec<&str> = output.lines().collect();
        let mut table = Table {
            top: None,
            declared: None,
            hand: Vec::new(),
            first_number: 1,
        };
        for seen in read_seen(&lines) {
            let line = lines.get(seen.line - 1).copied().unwrap_or("");
            match seen.outcome {
                Seen::Top(card) => {
                    table.top = Some(card);
                    table.declared = if card.is_eight() {
                        suit_named(line)
                    } else {
                        None
                    };
                }
                Seen::ComputerPlay(cards, named) => {
                    if let Some(&last) = cards.last() {
                        table.top = Some(last);
                        table.declared = named.filter(|_| last.is_eight());
                    }
                }
                Seen::UserHand(cards) => {
                    table.hand = cards;
                    table.first_number = first_number(&lines[seen.line - 1..]);
                }
                _ => {}
            }
        }
        table
    }

    /// Whether `card` may be played on the table.
    fn fits(&self, card: Card) -> bool {
        let Some(top) = self.top else { return false };
        match self.declared {
            Some(suit) => card.is_eight() || card.suit == suit,
            None => card.is_eight() || card.suit == top.suit || card.face == top.face,
        }
    }

    /// The numbers of the cards to play, as the program numbers them: every card of the
    /// top card's face, else one of the suit to follow, else an eight; `None` to draw.
    fn play(&self) -> Option<Vec<String>> {
        let number = |index: usize| (index + self.first_number).to_string();
        let top = self.top?;
        if self.declared.is_none() {
            let same_face: Vec<String> = (self.hand.iter().enumerate())
                .filter(|(_, card)| card.face == top.face && !card.is_eight())
                .map(|(index, _)| number(index))
                .collect();
            if !same_face.is_empty() {
                return Some(same_face);
            }
        }
        let single = (self
            .hand
            .iter()
            .position(|&card| self.fits(card) && !card.is_eight()))
        .or_else(|| self.hand.iter().position(|&card| self.fits(card)))?;
        Some(vec![number(single)])
    }

    /// The suit the user holds most of, eights aside (clubs when it holds none).
    fn suit_to_name(&self) -> Suit {
        let count = |suit: Suit| {
            (self.hand.iter())
                .filter(|card| card.suit == suit && !card.is_eight())
                .count()
        };
        let mut best = Suit::ALL[0];
        for suit in Suit::ALL {
            if count(suit) > count(best) {
                best = suit;
            }
        }
        best
    }
}

/// The suit a line names in words (`the suit to follow is hearts`).
fn suit_named(line: &str) -> Option<Suit> {
    let lower = line.to_lowercase();
    Suit::ALL.into_iter().find(|suit| {
        let name = format!("{suit:?}").to_lowercase();
        lower.contains(&name[..name.len() - 1])
    })
}

/// The first number a hand shows for its cards, on its line or on a line of numbers
/// alone just below it (cards drawn as boxes, numbered underneath): 0 when it numbers
/// from 0, else 1.
fn first_number(lines: &[&str]) -> usize {
    let first_in = |line: &str| {
        line.split(|c: char| !c.is_ascii_alphanumeric())
            .find(|token| !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()))
            .map(|token| usize::from(token != "0"))
    };
    if let Some(first) = lines.first().and_then(|line| first_in(line)) {
        return first;
    }
    let numbers_alone = |line: &&&str| {
        line.chars()
            .all(|c| c.is_ascii_digit() || c.is_whitespace() || c.is_ascii_punctuation())
    };
    (lines.iter().skip(1).take(5))
        .find(|line| numbers_alone(line) && line.chars().any(|c| c.is_ascii_digit()))
        .and_then(|line| first_in(line))
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_read_from_what_the_program_shows() {
        let shown = "Top card: 6C\nYour hand: (1) 6H (2) 9C (3) 8D (4) 6S\n";
        let table = Table::read(shown);
        assert_eq!(table.play(), Some(vec!["1".into(), "4".into()]));
        let shown = "Top card: 8D (the suit to follow is hearts)\nYour hand: [0] 6H [1] 9C\n";
        let table = Table::read(shown);
        assert_eq!(table.declared, Some(Suit::Hearts));
        assert_eq!(table.first_number, 0);
        assert_eq!(table.play(), Some(vec!["0".into()]));
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C (3) 8S\n";
        let table = Table::read(shown);
        assert_eq!(table.play(), Some(vec!["3".into()]));
        assert_eq!(table.suit_to_name(), Suit::Clubs);
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C\n";
        assert_eq!(Table::read(shown).play(), None);
    }
}
