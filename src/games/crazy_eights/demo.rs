//! Playing a Crazy Eights program as a TA does at a demo: reading each question it asks in
//! its own words ([`super::questions`]), answering in the form it asked for, and choosing
//! the user's plays with the rules from what it shows (its top card, the suit to follow,
//! the user's hand in its own order and numbering), whatever its deal.
//!
//! [`Demo`] is the other side of a conversation ([`crate::grade::run::converse`]). It plays
//! as a careful user would: every card of the top card's face when it holds one, else one
//! card of the suit to follow, else an eight (naming the suit it holds most of), else a
//! draw; it answers the extras' questions (a new user, a name, the most thorough shuffle),
//! and quits after the games its scenario asks for. A scenario ([`Goals`]) steers it: an
//! eight played as soon as one is held, or plays the rules refuse given first. It stops,
//! and says why, at a question it cannot read or after [`ANSWERS_AT_MOST`] answers.
//!
//! What it did is kept as [`Action`]s, in the game's terms (cards, not the numbers the
//! program gave them), and [`Replayer`] gives the same actions to the engine, in the
//! engine's own dialogue, for the engine's replay under the program's chance.

use std::collections::VecDeque;

use super::questions::{Question, question};
use super::render::{Seen, Style, besides_cards, cards_in, hand_labels, read_seen, suit_in_words};
use super::rules::{Card, Suit};
use crate::conversation::{
    Answering, Interlocutor, Player, Reply, Stopped, Taught, distinct, say, unread,
};

/// The most answers one conversation gives: a game of Crazy Eights takes a few dozen.
pub const ANSWERS_AT_MOST: usize = 400;

/// The most games played beyond a scenario's own for goals its deals did not allow.
pub const MORE_GAMES_AT_MOST: usize = 3;

/// The most games played beyond a scenario's own for the `points` goal: an Ace is left in
/// a hand at the end of about one game in two when the user keeps its own to the end, so
/// twelve leave about one chance in four thousand of none.
pub const POINTS_GAMES_AT_MOST: usize = 12;

/// The name the demo's user gives (then `ta2`, `ta3`… when asked again).
pub const NAME: &str = "ta";

/// What a scenario asks of the demo's user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goals {
    /// How many games to play before quitting.
    pub games: usize,
    /// Play an eight, naming a suit, as soon as one is held.
    pub eight: bool,
    /// Play several cards of one face (the default play does so whenever it can).
    pub several: bool,
    /// Try each play the rules refuse, once, where the hand allows it: a card that matches
    /// neither face nor suit, cards of different faces, several cards of one face on a
    /// card of another.
    pub illegal: bool,
    /// Games until the hands left at their ends have shown an Ace and a face card, each
    /// counted by its face value (the user keeps its Aces to the end): the only way a TA
    /// sees how a program counts them, since a hand emptied first counts nothing.
    pub points: bool,
}

impl Goals {
    /// The goals of a scenario's words: `games N`, `eight`, `several`, `illegal`, `points`,
    /// separated by commas.
    pub fn parse(scenario: &str) -> Result<Goals, String> {
        let mut goals = Goals {
            games: 1,
            eight: false,
            several: false,
            illegal: false,
            points: false,
        };
        for (goal, words) in crate::conversation::goals(scenario) {
            match words[..] {
                ["games", count] => match count.parse() {
                    Ok(count @ 1..=20) => goals.games = count,
                    _ => return Err(format!("`{goal}`: the games are a number from 1 to 20")),
                },
                ["eight"] => goals.eight = true,
                ["several"] => goals.several = true,
                ["illegal"] => goals.illegal = true,
                ["points"] => goals.points = true,
                _ => {
                    return Err(format!(
                        "`{goal}` is not a goal of crazy-eights: its goals are `games N`, `eight`, `several`, `illegal` and `points`"
                    ));
                }
            }
        }
        Ok(goals)
    }
}

/// What the user did, in the game's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A new user (or an existing one), in the statistics extra.
    UserKind {
        new: bool,
    },
    Name(String),
    Laziness(i64),
    /// These cards played.
    Play(Vec<Card>),
    /// These cards played, against the rules on purpose: the program must refuse them.
    Illegal(Vec<Card>),
    Draw,
    /// The suit an eight names.
    Suit(Suit),
    /// Another game (true), or quit.
    Again(bool),
    /// The program took the play the rules refuse that was given last, and went on: the
    /// game, which refuses it, parts from the program there.
    Accepted,
}

/// The plays the rules refuse that `illegal` tries, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refused {
    Mismatch,
    MixedFaces,
    OffFace,
    OffSuit,
}

impl Refused {
    const ALL: [Refused; 4] = [
        Refused::Mismatch,
        Refused::MixedFaces,
        Refused::OffFace,
        Refused::OffSuit,
    ];

    /// Whether the play is of one card, so that a program asking for one card at a time
    /// can be given it.
    fn is_single(self) -> bool {
        matches!(self, Refused::Mismatch | Refused::OffSuit)
    }

    fn goal(self) -> &'static str {
        match self {
            Refused::Mismatch => "a card that matches neither face nor suit",
            Refused::MixedFaces => "cards of different faces together",
            Refused::OffFace => "several cards of one face on a card of another",
            Refused::OffSuit => "a card of an eight's own suit after it named another",
        }
    }
}

/// A user at the keyboard of a Crazy Eights program.
#[derive(Debug)]
pub struct Demo {
    goals: Goals,
    /// How many games were over when it was last asked.
    finished: usize,
    /// What it read, what it answered, and which form of an answer is due.
    answering: Answering,
    /// What it did, in the game's terms.
    pub actions: Vec<Action>,
    /// Card numbers still to give, when a program asks for them one at a time.
    pending: Vec<String>,
    /// How many names it gave: a name asked again (one taken already) gets another.
    names: usize,
    /// The table as the program last showed it.
    table: Table,
    /// The refused plays still to try (`illegal`).
    to_refuse: Vec<Refused>,
    /// Whether a play was accepted: refused plays wait until the program's form of a
    /// play is known, so that a refusal is the rule's and not the form's.
    played: bool,
    /// Whether a hand left at a game's end showed an Ace, a face card (`points`).
    left_shown: [bool; 2],
    /// The table at which a play the rules refuse was given, until the next question.
    illegal_at: Option<TableKey>,
    /// The last question read, with its prompt: the same prompt again, its words not
    /// understood (`>`), asks it again.
    last_question: Option<(String, Question)>,
    /// The form of a draw the program took (`d` where `0` was refused).
    draw_taken: Option<String>,
}

impl Demo {
    /// A user who plays `games` games, then quits.
    pub fn new(games: usize) -> Demo {
        Demo::with_goals(
            Goals {
                games: games.max(1),
                eight: false,
                several: false,
                illegal: false,
                points: false,
            },
            Vec::new(),
        )
    }

    /// A user who plays toward `goals`, answering `taught` questions as the course taught.
    pub fn with_goals(goals: Goals, taught: Vec<Taught>) -> Demo {
        let aces_last = goals.points;
        Demo {
            to_refuse: match goals.illegal {
                true => Refused::ALL.to_vec(),
                false => Vec::new(),
            },
            goals,
            finished: 0,
            answering: Answering::new(taught, ANSWERS_AT_MOST),
            actions: Vec::new(),
            pending: Vec::new(),
            names: 0,
            table: Table {
                aces_last,
                ..Table::default()
            },
            played: false,
            left_shown: [false; 2],
            illegal_at: None,
            last_question: None,
            draw_taken: None,
        }
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        let prompt = crate::questions::prompt(asked).to_string();
        if let Some(text) = self.answering.taught(&prompt) {
            return Some(text);
        }
        // What it printed since the last answer shows what changed on the table: each
        // answer reads only that, not the whole game again.
        let shown = self.table.read(asked);
        self.read_left(asked);
        let asked_before = (self.last_question.as_ref())
            .filter(|(before, _)| *before == prompt)
            .map(|(_, question)| question.clone());
        let question = match question(asked).or(asked_before) {
            Some(question) => question,
            // A question in words nobody taught, asked just as the table is shown: the
            // game expects the user's play there, in numbers or the cards' names.
            None if shown && self.table.top.is_some() && !self.table.hand.is_empty() => {
                Question::Cards {
                    draw: super::questions::draw_answer(&prompt),
                }
            }
            None => {
                let table = self.table.key();
                return self.answering.untaught(asked, &table);
            }
        };
        // A play cannot be chosen before a hand and a top card were shown: a question
        // that reads as one then is another (`the colour of the card table?`).
        let play = !matches!(
            question,
            Question::UserKind { .. }
                | Question::Name
                | Question::Laziness { .. }
                | Question::Suit(_)
                | Question::Again { .. }
        );
        if play && (self.table.top.is_none() || self.table.hand.is_empty()) {
            self.answering.stop(Stopped::Unreadable(prompt));
            return None;
        }
        self.last_question = Some((prompt.clone(), question.clone()));
        let table = self.table.clone();
        let asked_again = self.answering.ask(&prompt, &table.key());
        if asked_again.again
            && !asked_again.meant
            && self.answering.attempt() == 1
            && let Some(Action::Play(cards)) = self.actions.last()
            && refusal_names(asked, cards)
        {
            // Read as meant, and refused: no other form will do.
            self.answering.stop_refused_allowed(prompt);
            return None;
        }
        if !asked_again.again && !self.pending_play() {
            self.played |= matches!(self.actions.last(), Some(Action::Play(_)));
            // A draw the program took: its form is given first from now on.
            if matches!(self.actions.last(), Some(Action::Draw))
                && let Some(exchange) = self.answering.exchanges.last()
            {
                self.draw_taken = Some(exchange.answer.clone());
            }
        }
        // A refused play leaves the table as it was; a program that shows another took it.
        if !self.pending_play()
            && let Some(at) = self.illegal_at.take()
            && at != table.key()
        {
            self.actions.push(Action::Accepted);
        }
        let (candidates, action) = self.candidates(question, &table);
        let answer = self.answering.give(&prompt, &candidates)?;
        if self.answering.attempt() == 0
            && let Some(action) = action
        {
            if matches!(action, Action::Illegal(_)) {
                self.answering.expect_refusal();
                self.illegal_at = Some(table.key());
            }
            self.actions.push(action);
        }
        Some(answer)
    }

    /// Whether card numbers of a play are still to be given one at a time.
    fn pending_play(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The answers to `question`, the most likely form first and then the others a
    /// program may want instead (numbers counted from the other end, a draw in other
    /// words), and what answering means in the game's terms.
    fn candidates(&mut self, question: Question, table: &Table) -> (Vec<String>, Option<Action>) {
        let taken = self.draw_taken.clone();
        let draws = |draw: Option<String>| {
            distinct(
                (taken.as_deref().into_iter())
                    .chain(draw.as_deref())
                    .chain(["0", "-1", "d", "D", "draw"]),
            )
        };
        match question {
            Question::UserKind { new, .. } => (
                distinct([new.as_str(), "n", "new", "y"]),
                Some(Action::UserKind { new: true }),
            ),
            Question::Name => {
                self.names += 1;
                let name = match self.names {
                    1 => NAME.to_string(),
                    n => format!("{NAME}{n}"),
                };
                (vec![name.clone()], Some(Action::Name(name)))
            }
            Question::Laziness { high, .. } => (
                distinct([high.to_string().as_str(), "10"]),
                Some(Action::Laziness(high)),
            ),
            Question::Again { again, quit } => {
                self.finished += 1;
                // Goals its deals did not allow yet get more games, as a TA would ask for.
                let more = match self.goals.points {
                    true => POINTS_GAMES_AT_MOST,
                    false => MORE_GAMES_AT_MOST,
                };
                let enough = self.finished >= self.goals.games
                    && (self.goals_unmet().is_empty() || self.finished >= self.goals.games + more);
                match enough {
                    true => (
                        distinct([quit.as_str(), "q", "Q", "n", "N"]),
                        Some(Action::Again(false)),
                    ),
                    false => (
                        distinct([again.as_str(), "y", "Y"]),
                        Some(Action::Again(true)),
                    ),
                }
            }
            Question::Suit(answers) => {
                let suit = table.suit_to_name();
                let name = format!("{suit:?}");
                let initial = &name[..1];
                let lower = initial.to_lowercase();
                (
                    distinct([answers[suit.index()].as_str(), &lower, initial, &name]),
                    Some(Action::Suit(suit)),
                )
            }
            Question::Play { draw } => match self.choose(table, false) {
                Some((chosen, action)) => (
                    (table.numbered(&chosen).iter())
                        .flat_map(|numbers| {
                            [
                                format!("{} {}", numbers.len(), numbers.join(" ")),
                                numbers.join(" "),
                            ]
                        })
                        .collect(),
                    Some(action),
                ),
                None => (draws(draw), Some(Action::Draw)),
            },
            Question::HowMany { draw } => match self.choose(table, false) {
                Some((chosen, action)) => {
                    self.pending = table.numbered(&chosen)[0].clone();
                    (vec![chosen.len().to_string()], Some(action))
                }
                None => (draws(draw), Some(Action::Draw)),
            },
            Question::WhichCard { draw } => match self.pending.is_empty() {
                false => (vec![self.pending.remove(0)], None),
                true => match self.choose_one(table) {
                    Some((chosen, action)) => (
                        (table.numbered(&chosen).into_iter())
                            .map(|numbers| numbers[0].clone())
                            .chain(table.named(&chosen))
                            .collect(),
                        Some(action),
                    ),
                    None => (draws(draw), Some(Action::Draw)),
                },
            },
            Question::Cards { draw } => match self.choose(table, false) {
                Some((chosen, action)) => {
                    let numbers =
                        (table.numbered(&chosen).into_iter()).map(|numbers| numbers.join(" "));
                    let names = table.named(&chosen);
                    let forms = match table.first_number.is_some() || table.labels.is_some() {
                        true => numbers.chain(names).collect(),
                        false => names.into_iter().chain(numbers).collect(),
                    };
                    (forms, Some(action))
                }
                None => (draws(draw), Some(Action::Draw)),
            },
            Question::Command { play, draw } => match self.choose(table, false) {
                Some((chosen, action)) => (
                    (table.numbered(&chosen).into_iter())
                        .map(|numbers| format!("{play} {}", numbers.join(" ")))
                        .collect(),
                    Some(action),
                ),
                None => (vec![draw], Some(Action::Draw)),
            },
            Question::PlayOrDraw { play, draw } => match table.chosen(false, false) {
                Some(_) => (vec![play], None),
                None => (vec![draw], Some(Action::Draw)),
            },
        }
    }

    /// The places in the hand of the cards to play, and the action: a play the rules
    /// refuse when one is still to try and the hand allows it, else the play the goals
    /// prefer. `None` to draw.
    fn choose(&mut self, table: &Table, single: bool) -> Option<(Vec<usize>, Action)> {
        if self.played && self.answering.attempt() == 0 {
            let refusable = (self.to_refuse.iter().enumerate())
                .filter(|(_, kind)| !single || kind.is_single())
                .find_map(|(at, &kind)| Some((at, table.refused(kind)?)));
            if let Some((at, chosen)) = refusable {
                self.to_refuse.remove(at);
                let cards = table.cards(&chosen);
                return Some((chosen, Action::Illegal(cards)));
            }
        }
        let eight = self.goals.eight && !self.played(|cards| cards[0].is_eight());
        let several = self.goals.several && !self.played(|cards| cards.len() > 1);
        let chosen = table.chosen(eight, several)?;
        let cards = table.cards(&chosen);
        Some((chosen, Action::Play(cards)))
    }

    /// The goals of plays not reached so far.
    fn goals_unmet(&self) -> Vec<String> {
        let mut unmet: Vec<String> = (self.to_refuse.iter())
            .map(|kind| kind.goal().to_string())
            .collect();
        if self.goals.eight && !self.played(|cards| cards[0].is_eight()) {
            unmet.push("an eight played".into());
        }
        if self.goals.several && !self.played(|cards| cards.len() > 1) {
            unmet.push("several cards of one face played together".into());
        }
        if self.goals.points && self.left_shown.contains(&false) {
            unmet.push("an Ace and a face card left in a hand at a game's end".into());
        }
        unmet
    }

    /// Takes in the cards `asked` shows left in a hand at a game's end: on a line of its
    /// points (`Your points: 17 (AC JD 5H)`) or of the cards left (`Computer's cards left:`).
    fn read_left(&mut self, asked: &str) {
        for line in asked.lines() {
            let lower = line.to_lowercase();
            if !(lower.contains("point") || lower.contains("left")) {
                continue;
            }
            for card in cards_in(line) {
                let kind = match card.face {
                    1 => 0,
                    11..=13 => 1,
                    _ => continue,
                };
                self.left_shown[kind] = true;
            }
        }
    }

    /// Whether it played cards that `are` what a goal asks.
    fn played(&self, are: impl Fn(&[Card]) -> bool) -> bool {
        (self.actions.iter()).any(|action| matches!(action, Action::Play(cards) if are(cards)))
    }

    /// As [`Demo::choose`], for a program that takes one card at a time: a single card.
    fn choose_one(&mut self, table: &Table) -> Option<(Vec<usize>, Action)> {
        let (chosen, action) = self.choose(table, true)?;
        let first = chosen[0];
        let card = table.hand[first];
        let action = match action {
            Action::Illegal(_) => action,
            _ => Action::Play(vec![card]),
        };
        Some((vec![first], action))
    }
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let answer = (self.answering.read(output)).and_then(|asked| self.answer(&asked));
        say(answer, Reply::Stop)
    }
}

impl Player for Demo {
    fn answering(&self) -> &Answering {
        &self.answering
    }

    fn unmet(&self) -> Vec<String> {
        let mut unmet = self.goals_unmet();
        if self.finished < self.goals.games {
            unmet.push(format!("{} games played", self.goals.games));
        }
        unmet
    }

    fn replayer(&self) -> Box<dyn Interlocutor + '_> {
        Box::new(Replayer {
            actions: self.actions.iter().cloned().collect(),
            told: 0,
            table: Table::default(),
            forced_at: None,
        })
    }
}

/// The engine's user in a replay: the demo's actions, given in the engine's own dialogue
/// as its questions come. A move the program made for its user without asking (a draw
/// when nothing can be played, the one card a draw made playable) is the only one the
/// rules allow, and is made the same; a question that no action answers ends the input,
/// where the conversation ended.
pub struct Replayer {
    actions: VecDeque<Action>,
    told: usize,
    table: Table,
    /// The table of the last move made for the program's user: the same question at the
    /// same table again means the engine refused it, and the input ends there.
    forced_at: Option<TableKey>,
}

impl Replayer {
    /// The next action, past those of questions the engine does not ask (the extras' when
    /// the case leaves them out), if `fits` it.
    fn take(&mut self, fits: impl Fn(&Action) -> bool) -> Option<Action> {
        let setup = |action: &Action| {
            matches!(
                action,
                Action::UserKind { .. } | Action::Name(_) | Action::Laziness(_)
            )
        };
        let at = (self.actions.iter()).position(|action| fits(action) || !setup(action))?;
        if !fits(&self.actions[at]) {
            return None;
        }
        self.actions.drain(..at);
        self.actions.pop_front()
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        if self.actions.front() == Some(&Action::Accepted) {
            // The input ends where the program went on after a play the game refuses.
            return None;
        }
        self.table.read(asked);
        let table = self.table.clone();
        let table = &table;
        let held = |cards: &[Card]| cards.iter().all(|card| table.hand.contains(card));
        let numbers = |cards: &[Card]| {
            let places: Vec<String> = (cards.iter())
                .filter_map(|card| table.hand.iter().position(|held| held == card))
                .map(|at| (at + 1).to_string())
                .collect();
            format!("{} {}", places.len(), places.join(" "))
        };
        match question(asked)? {
            Question::UserKind { new, existing } => {
                match self.take(|a| matches!(a, Action::UserKind { .. })) {
                    Some(Action::UserKind { new: true }) => Some(new),
                    _ => Some(existing),
                }
            }
            Question::Name => match self.take(|a| matches!(a, Action::Name(_)))? {
                Action::Name(name) => Some(name),
                _ => None,
            },
            Question::Laziness { .. } => match self.take(|a| matches!(a, Action::Laziness(_)))? {
                Action::Laziness(count) => Some(count.to_string()),
                _ => None,
            },
            Question::Suit(answers) => match self.take(|a| matches!(a, Action::Suit(_)))? {
                Action::Suit(suit) => Some(answers[suit.index()].clone()),
                _ => None,
            },
            Question::Again { again, quit } => {
                match self.take(|a| matches!(a, Action::Again(_)))? {
                    Action::Again(true) => Some(again),
                    _ => Some(quit),
                }
            }
            _ => {
                let fits = |action: &Action| match action {
                    Action::Play(cards) => held(cards) && table.allows(cards),
                    Action::Illegal(cards) => held(cards),
                    Action::Draw => true,
                    _ => false,
                };
                let taken = self.take(fits);
                let forced_before = match taken {
                    Some(_) => self.forced_at.take(),
                    None => self.forced_at.replace(table.key()),
                };
                match taken {
                    Some(Action::Play(cards) | Action::Illegal(cards)) => Some(numbers(&cards)),
                    Some(_) => Some("0".into()),
                    None if forced_before == Some(table.key()) => None,
                    None => {
                        let fitting: Vec<Card> = (table.hand.iter().copied())
                            .filter(|&c| table.fits(c))
                            .collect();
                        match fitting[..] {
                            [] => Some("0".into()),
                            [only] => Some(numbers(&[only])),
                            _ => None,
                        }
                    }
                }
            }
        }
    }
}

impl Interlocutor for Replayer {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = unread(output, &mut self.told);
        say(self.answer(&asked), Reply::Close)
    }
}

/// Whether what a program printed on refusing a play names its `cards` outside any line
/// that shows the table: it read the answer as meant.
fn refusal_names(asked: &str, cards: &[Card]) -> bool {
    let lines: Vec<&str> = asked.lines().collect();
    let table_lines: Vec<usize> = read_seen(&lines).iter().map(|seen| seen.line).collect();
    let prompt = lines.len();
    // A refusal names the cards and perhaps the top card; a line of more is a hand.
    (lines.iter().enumerate())
        .filter(|(at, _)| !table_lines.contains(&(at + 1)) && at + 1 != prompt)
        .map(|(_, line)| cards_in(line))
        .any(|named| named.len() <= cards.len() + 1 && cards.iter().all(|c| named.contains(c)))
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
    /// The number of the hand's first card: 0 or 1; `None` when the hand is shown with no
    /// numbers for its cards, and a play is answered with the cards' names first.
    first_number: Option<usize>,
    /// The label shown before each card of the hand (`a)`, `(1)`, `[0]`), when each has
    /// one: a play is answered with them first.
    labels: Option<Vec<String>>,
    /// Whether Aces are played last among the cards of the suit to follow (`points`).
    aces_last: bool,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            top: None,
            declared: None,
            hand: Vec::new(),
            first_number: Some(1),
            labels: None,
            aces_last: false,
        }
    }
}

impl Table {
    /// Takes in what `output` shows of the table: whether it shows the top card or the
    /// hand.
    fn read(&mut self, output: &str) -> bool {
        let unboxed = crate::content::boxes::unbox(output);
        let lines: Vec<&str> = unboxed.lines().collect();
        let table = self;
        let mut shown = false;
        for seen in read_seen(&lines) {
            shown |= matches!(seen.outcome, Seen::Top(_) | Seen::UserHand(_));
            let line = lines.get(seen.line - 1).copied().unwrap_or("");
            match seen.outcome {
                Seen::Top(card) => {
                    table.top = Some(card);
                    // The suit an eight named, on its line or on a line of words below it
                    // (`The eight called for ♦ Diamonds`).
                    let below = (lines[seen.line..].iter().take(8))
                        .filter(|line| cards_in(line).is_empty())
                        .find_map(|line| suit_in_words(line));
                    table.declared = match card.is_eight() {
                        true => suit_in_words(line).or(below),
                        false => None,
                    };
                }
                Seen::ComputerPlay(cards, named) => {
                    if let Some(&last) = cards.last() {
                        table.top = Some(last);
                        table.declared = named.filter(|_| last.is_eight());
                    }
                }
                Seen::UserDraw(card) if !table.hand.contains(&card) => {
                    // A program that shows the card drawn and not the hand again.
                    table.hand.push(card);
                }
                Seen::UserHand(cards) => {
                    table.labels = hand_labels(&lines[seen.line - 1..], cards.len());
                    table.hand = cards;
                    table.first_number = first_number(&lines[seen.line - 1..]);
                }
                _ => {}
            }
        }
        shown
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

    /// The numbers of the cards at `chosen` places, as the program numbers them; then the
    /// same cards numbered from the other end (from 1 where it seemed to count from 0, and
    /// the other way), for a program whose numbering was misread.
    fn numbered(&self, chosen: &[usize]) -> Vec<Vec<String>> {
        let numbered = |first: usize| -> Vec<String> {
            chosen
                .iter()
                .map(|index| (index + first).to_string())
                .collect()
        };
        let labelled = (self.labels.as_ref())
            .filter(|labels| labels.len() == self.hand.len())
            .map(|labels| chosen.iter().map(|&at| labels[at].clone()).collect());
        let mut forms: Vec<Vec<String>> = labelled.into_iter().collect();
        let first = self.first_number.unwrap_or(1);
        for form in [numbered(first), numbered(1 - first)] {
            if !forms.contains(&form) {
                forms.push(form);
            }
        }
        forms
    }

    /// The cards at `chosen` places by their names, as a program that takes the cards
    /// themselves wants them: `7H 7S`, then `7h 7s`.
    fn named(&self, chosen: &[usize]) -> Vec<String> {
        let names: Vec<String> = (self.cards(chosen).into_iter())
            .map(|card| Style::default().card(card))
            .collect();
        let upper = names.join(" ");
        let lower: String = (names.iter())
            .map(|name| {
                let (face, suit) = name.split_at(name.len() - 1);
                format!("{face}{}", suit.to_lowercase())
            })
            .collect::<Vec<_>>()
            .join(" ");
        vec![upper, lower]
    }

    /// The cards at `chosen` places.
    fn cards(&self, chosen: &[usize]) -> Vec<Card> {
        chosen.iter().map(|&at| self.hand[at]).collect()
    }

    /// The places in the hand of the cards to play: an eight when `eight` and one is held;
    /// else every card of the top card's face, else the lowest of the suit to follow (with
    /// `keep_pairs`, one whose face no other card has, keeping pairs for a play of
    /// several), else an eight. `None` to draw.
    fn chosen(&self, eight: bool, keep_pairs: bool) -> Option<Vec<usize>> {
        let top = self.top?;
        if eight && let Some(at) = self.hand.iter().position(|card| card.is_eight()) {
            return Some(vec![at]);
        }
        if self.declared.is_none() {
            let same_face: Vec<usize> = (self.hand.iter().enumerate())
                .filter(|(_, card)| card.face == top.face && !card.is_eight())
                .map(|(index, _)| index)
                .collect();
            if !same_face.is_empty() {
                return Some(same_face);
            }
        }
        let alone = |card: Card| (self.hand.iter()).all(|c| c == &card || c.face != card.face);
        // The lowest face first: face cards kept to the end show how the points count them.
        let rank = |card: &Card| match (card.face, self.aces_last) {
            (1, true) => 14,
            (face, _) => face,
        };
        let first = |keep: &dyn Fn(Card) -> bool| {
            (self.hand.iter().enumerate())
                .filter(|(_, c)| keep(**c))
                .min_by_key(|(_, c)| rank(c))
                .map(|(at, _)| at)
        };
        let ordinary = |card: Card| self.fits(card) && !card.is_eight();
        let single = (keep_pairs)
            .then(|| first(&|card| ordinary(card) && alone(card)))
            .flatten()
            .or_else(|| first(&ordinary))
            .or_else(|| first(&|card| self.fits(card)))?;
        Some(vec![single])
    }

    /// Whether the rules allow `cards` played together on the table.
    fn allows(&self, cards: &[Card]) -> bool {
        let Some(top) = self.top else { return false };
        match cards {
            [] => false,
            [card] => self.fits(*card),
            [first, rest @ ..] => {
                self.declared.is_none()
                    && first.face == top.face
                    && !first.is_eight()
                    && rest.iter().all(|card| card.face == first.face)
            }
        }
    }

    /// The places of cards that make a play of `kind`, which the rules refuse, if the hand
    /// holds them.
    fn refused(&self, kind: Refused) -> Option<Vec<usize>> {
        let top = self.top?;
        let places = |keep: &dyn Fn(Card) -> bool| -> Vec<usize> {
            (self.hand.iter().enumerate())
                .filter(|(_, card)| !card.is_eight() && keep(**card))
                .map(|(at, _)| at)
                .collect()
        };
        match kind {
            Refused::Mismatch => {
                let unnamed = self.declared.is_none();
                places(&|card| unnamed && !self.fits(card))
                    .first()
                    .map(|&at| vec![at])
            }
            Refused::OffSuit => {
                // Only the tempting one: a card of the eight's own suit, which a program
                // that checks a play against the eight and not the named suit accepts. A
                // card of a third suit is refused by that program too, so it waits for a
                // turn that allows the tempting one.
                let named = self.declared?;
                let off = places(&|card| card.suit != named && card.suit == top.suit);
                off.first().map(|&at| vec![at])
            }
            Refused::MixedFaces => {
                let fitting = *places(&|card| self.fits(card)).first()?;
                let face = self.hand[fitting].face;
                let other = *places(&|card| card.face != face).first()?;
                Some(vec![fitting, other])
            }
            Refused::OffFace => {
                // The most tempting: the first card could be played alone.
                let off = places(&|card| card.face != top.face || self.declared.is_some());
                off.iter().find_map(|&first| {
                    let face = self.hand[first].face;
                    let second = off
                        .iter()
                        .find(|&&at| at != first && self.hand[at].face == face)?;
                    self.fits(self.hand[first]).then(|| vec![first, *second])
                })
            }
        }
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
/// 1; `None` when it shows no numbers. A prompt's numbers (`0 to draw`) are not the hand's.
fn first_number(lines: &[&str]) -> Option<usize> {
    let first_in = |line: &str| {
        let line = besides_cards(line);
        line.split(|c: char| !c.is_ascii_alphanumeric())
            .find(|token| !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit()))
            .map(|token| usize::from(token != "0"))
    };
    let numbers_alone = |line: &str| {
        line.chars().any(|c| c.is_ascii_digit())
            && (line.chars())
                .all(|c| c.is_ascii_digit() || c.is_whitespace() || c.is_ascii_punctuation())
    };
    (lines.iter().take(8))
        .filter(|line| !cards_in(line).is_empty() || numbers_alone(line))
        .find_map(|line| first_in(line))
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
        assert!(matches!(demo.stopped(), Some(Stopped::Refused(_))));
    }

    #[test]
    fn the_table_is_read_from_what_the_program_shows() {
        let shown = "Top card: 6C\nYour hand: (1) 6H (2) 9C (3) 8D (4) 6S\n";
        let table = Table::shown(shown);
        let first = |table: &Table| {
            table
                .chosen(false, false)
                .map(|at| table.numbered(&at)[0].clone())
        };
        assert_eq!(first(&table), Some(vec!["1".into(), "4".into()]));
        let shown = "Top card: 8D (the suit to follow is hearts)\nYour hand: [0] 6H [1] 9C\n";
        let table = Table::shown(shown);
        assert_eq!(table.declared, Some(Suit::Hearts));
        assert_eq!(table.first_number, Some(0));
        assert_eq!(first(&table), Some(vec!["0".into()]));
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C (3) 8S\n";
        let table = Table::shown(shown);
        assert_eq!(first(&table), Some(vec!["3".into()]));
        assert_eq!(table.suit_to_name(), Suit::Clubs);
        let shown = "Top card: KD\nYour hand: (1) 6H (2) 9C\n";
        assert_eq!(Table::shown(shown).chosen(false, false), None);
    }

    /// The engine played as a student, under many deals and every reading: each scenario
    /// reaches its goals, and the engine's replay of the recorded actions under the deal
    /// its transcript shows prints the same transcript.
    #[test]
    fn the_engine_played_in_conversations_replays_its_own_actions_the_same() {
        use crate::dialect::Reading;
        use crate::harness::{case, engine_conversing_replays_itself};
        let settings = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("cases/crazy-eights/demo-illegal.case");
        let mut case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
        let mut unmet = Vec::new();
        let mut runs = 0;
        for scenario in ["games 3, eight, several", "illegal"] {
            for reading in Reading::all(case.setup.choices(), &Reading::reference()) {
                for seed in 1..=25 {
                    case.seed = seed;
                    let what = format!("{scenario}, seed {seed}, reading {reading}");
                    let (player, _) =
                        engine_conversing_replays_itself(&case, scenario, &reading, &what);
                    runs += 1;
                    assert_eq!(player.stopped(), None, "{what}");
                    if !player.unmet().is_empty() {
                        unmet.push(what.clone());
                    }
                }
            }
        }
        // A deal may allow no play of several cards in six games, rarely; and no card of an
        // eight's own suit in the hand after the computer's eight in four games, about one
        // time in five (24 of these 200 runs leave a goal unmet).
        assert!(
            unmet.len() * 100 <= runs * 15,
            "{} of {runs}: {unmet:?}",
            unmet.len()
        );
    }
}
