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
use super::render::{Seen, cards_in, read_seen, suit_in_words};
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
    /// How many bytes of the output were read.
    told: usize,
    /// The answers given, each with the question it answered.
    pub exchanges: Vec<(String, String)>,
    /// Card numbers still to give, when a program asks for them one at a time.
    pending: Vec<String>,
    /// How many names it gave: a name asked again (one taken already) gets another.
    names: usize,
    /// The last question's prompt and the table it was asked at.
    last: Option<(String, TableKey)>,
    /// Which of the last question's answers was given: the next, when it comes again.
    attempt: usize,
    /// Why it stopped, when it did.
    pub stopped: Option<String>,
    /// The table as the program last showed it.
    table: Table,
    /// How many of its answers the program refused (asked the same again at the same
    /// table).
    pub refused: usize,
}

impl Demo {
    /// A user who plays `games` games, then quits.
    pub fn new(games: usize) -> Demo {
        Demo {
            games: games.max(1),
            ..Demo::default()
        }
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        let prompt = crate::questions::prompt(asked);
        let Some(question) = question(asked) else {
            self.stopped = Some(format!("a question it cannot read: `{prompt}`"));
            return None;
        };
        // What it printed since the last answer shows what changed on the table: each
        // answer reads only that, not the whole game again.
        self.table.read(asked);
        let table = self.table.clone();
        let candidates = self.candidates(question, &table);
        // The same question again, with the table as it was: the last answer was refused,
        // so the next form is tried.
        let seen = (prompt.to_string(), table.key());
        self.attempt = match self.last.as_ref() == Some(&seen) {
            true => {
                self.refused += 1;
                self.attempt + 1
            }
            false => 0,
        };
        self.last = Some(seen);
        let answer = candidates.get(self.attempt).cloned();
        match &answer {
            Some(answer) => self.exchanges.push((prompt.to_string(), answer.clone())),
            None => self.stopped = Some(format!("every answer it knows was refused: `{prompt}`")),
        }
        answer
    }

    /// The answers to `question`, the most likely form first and then the others a
    /// program may want instead (numbers counted from the other end, a draw in other
    /// words).
    fn candidates(&mut self, question: Question, table: &Table) -> Vec<String> {
        let draws = |draw: Option<String>| {
            distinct(
                draw.as_deref()
                    .into_iter()
                    .chain(["0", "-1", "d", "D", "draw"]),
            )
        };
        match question {
            Question::UserKind { new, .. } => distinct([new.as_str(), "n", "new", "y"]),
            Question::Name => {
                self.names += 1;
                match self.names {
                    1 => vec![NAME.to_string()],
                    n => vec![format!("{NAME}{n}")],
                }
            }
            Question::Laziness { high, .. } => distinct([high.to_string().as_str(), "10"]),
            Question::Again { again, quit } => {
                self.finished += 1;
                match self.finished >= self.games {
                    true => distinct([quit.as_str(), "q", "Q", "n", "N"]),
                    false => distinct([again.as_str(), "y", "Y"]),
                }
            }
            Question::Suit(answers) => {
                let suit = table.suit_to_name();
                let name = format!("{suit:?}");
                let initial = &name[..1];
                let lower = initial.to_lowercase();
                distinct([answers[suit.index()].as_str(), &lower, initial, &name])
            }
            Question::Play { draw } => match table.plays() {
                Some(plays) => (plays.iter())
                    .flat_map(|numbers| {
                        [
                            format!("{} {}", numbers.len(), numbers.join(" ")),
                            numbers.join(" "),
                        ]
                    })
                    .collect(),
                None => draws(draw),
            },
            Question::HowMany { draw } => match table.plays() {
                Some(plays) => {
                    self.pending = plays[0].clone();
                    vec![plays[0].len().to_string()]
                }
                None => draws(draw),
            },
            Question::WhichCard { draw } => match self.pending.is_empty() {
                false => vec![self.pending.remove(0)],
                true => match table.plays() {
                    Some(plays) => plays
                        .into_iter()
                        .map(|numbers| numbers[0].clone())
                        .collect(),
                    None => draws(draw),
                },
            },
            Question::Cards { draw } => match table.plays() {
                Some(plays) => plays.into_iter().map(|numbers| numbers.join(" ")).collect(),
                None => draws(draw),
            },
            Question::PlayOrDraw { play, draw } => match table.plays() {
                Some(_) => vec![play],
                None => vec![draw],
            },
        }
    }
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = String::from_utf8_lossy(&output[self.told.min(output.len())..]).into_owned();
        self.told = output.len();
        if self.exchanges.len() >= ANSWERS_AT_MOST {
            self.stopped = Some(format!("{ANSWERS_AT_MOST} answers given"));
            return Reply::Stop;
        }
        match self.answer(&asked) {
            Some(answer) => Reply::Say(format!("{answer}\n").into_bytes()),
            None => Reply::Stop,
        }
    }
}

/// `answers` in order, each once.
fn distinct<'a>(answers: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for answer in answers {
        if !kept.iter().any(|k| k == answer) {
            kept.push(answer.to_string());
        }
    }
    kept
}

/// The top card, the suit to follow and the hand, as a question found them.
type TableKey = (Option<Card>, Option<Suit>, Vec<Card>);

/// What the program shows of the table when it asks: the top card, the suit an eight
/// named, the user's hand and how the program numbers it.
#[derive(Clone, Debug)]
struct Table {
    top: Option<Card>,
    declared: Option<Suit>,
    hand: Vec<Card>,
    /// The number of the hand's first card: 0 or 1.
    first_number: usize,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            top: None,
            declared: None,
            hand: Vec::new(),
            first_number: 1,
        }
    }
}

impl Table {
    /// Takes in what `output` shows of the table.
    fn read(&mut self, output: &str) {
        let lines: Vec<&str> = output.lines().collect();
        let table = self;
        for seen in read_seen(&lines) {
            let line = lines.get(seen.line - 1).copied().unwrap_or("");
            match seen.outcome {
                Seen::Top(card) => {
                    table.top = Some(card);
                    table.declared = if card.is_eight() {
                        suit_in_words(line)
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
    }

    /// What `output` shows of a table (a whole transcript, for tests).
    #[cfg(test)]
    fn shown(output: &str) -> Table {
        let mut table = Table::default();
        table.read(output);
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
    /// top card's face, else one of the suit to follow, else an eight; then the same cards
    /// numbered from the other end (from 1 where it seemed to count from 0, and the other
    /// way), for a program whose numbering was misread. `None` to draw.
    fn plays(&self) -> Option<Vec<Vec<String>>> {
        let indices = self.chosen()?;
        let numbered = |first: usize| -> Vec<String> {
            indices
                .iter()
                .map(|index| (index + first).to_string())
                .collect()
        };
        Some(vec![
            numbered(self.first_number),
            numbered(1 - self.first_number),
        ])
    }

    /// The places in the hand of the cards to play.
    fn chosen(&self) -> Option<Vec<usize>> {
        let top = self.top?;
        if self.declared.is_none() {
            let same_face: Vec<usize> = (self.hand.iter().enumerate())
                .filter(|(_, card)| card.face == top.face && !card.is_eight())
                .map(|(index, _)| index)
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
        Some(vec![single])
    }

    /// What the table shows, to tell a question asked again at the same table.
    fn key(&self) -> TableKey {
        (self.top, self.declared, self.hand.clone())
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

/// The first number a hand shows for its cards, from its heading on: on a line of its
/// cards (`Your hand: (1) AC`, `[0] 4C  [1] AS` under `Your cards:`) or of numbers alone
/// below them (cards drawn as boxes, numbered underneath): 0 when it numbers from 0, else
/// 1. A prompt's numbers (`0 to draw`) are not the hand's.
fn first_number(lines: &[&str]) -> usize {
    let first_in = |line: &str| {
        line.split(|c: char| !c.is_ascii_alphanumeric())
            .find(|token| !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()))
            .map(|token| usize::from(token != "0"))
    };
    let numbers_alone = |line: &str| {
        line.chars().any(|c| c.is_ascii_digit())
            && (line.chars())
                .all(|c| c.is_ascii_digit() || c.is_whitespace() || c.is_ascii_punctuation())
    };
    (lines.iter().take(6))
        .filter(|line| !cards_in(line).is_empty() || numbers_alone(line))
        .find_map(|line| first_in(line))
        .unwrap_or(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_answer_is_given_next_in_another_form() {
        let mut demo = Demo::new(1);
        let mut output = String::from(
            "Top: 6C\nYour hand: (1) 6H (2) 9C\nHow many cards, and which (0 to draw)? ",
        );
        let mut said = Vec::new();
        for _ in 0..5 {
            match demo.reply(output.as_bytes()) {
                Reply::Say(bytes) => said.push(String::from_utf8(bytes).unwrap()),
                other => {
                    said.push(format!("{other:?}"));
                    break;
                }
            }
            output.push_str("That is not allowed.\nHow many cards, and which (0 to draw)? ");
        }
        assert_eq!(said, ["1 1\n", "1\n", "1 0\n", "0\n", "Stop"]);
        assert!(
            demo.stopped
                .unwrap()
                .contains("every answer it knows was refused")
        );
    }

    #[test]
    fn the_table_is_read_from_what_the_program_shows() {
        let shown = "Top card: 6C\nYour hand: (1) 6H (2) 9C (3) 8D (4) 6S\n";
        let table = Table::shown(shown);
        assert_eq!(
            table.plays().map(|plays| plays[0].clone()),
            Some(vec!["1".into(), "4".into()])
        );
        let shown = "Top card: 8D (the suit to follow is hearts)\nYour hand: [0] 6H [1] 9C\n";
        let table = Table::shown(shown);
        assert_eq!(table.declared, Some(Suit::Hearts));
        assert_eq!(table.first_number, 0);
        assert_eq!(
            table.plays().map(|plays| plays[0].clone()),
            Some(vec!["0".into()])
        );
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C (3) 8S\n";
        let table = Table::shown(shown);
        assert_eq!(
            table.plays().map(|plays| plays[0].clone()),
            Some(vec!["3".into()])
        );
        assert_eq!(table.suit_to_name(), Suit::Clubs);
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C\n";
        assert_eq!(Table::shown(shown).plays(), None);
    }
}
