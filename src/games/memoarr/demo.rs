//! Playing a Memoarr! program as a TA does at a demo: reading each question it asks in its
//! own words ([`super::questions`]), answering in the form it asked for, and choosing every
//! player's cards with a perfect memory of what the program showed, whatever its layout.
//!
//! [`Demo`] sits at the keyboard for every player, as at a demo. It answers the setup with
//! its scenario's version, number of players and names, then, at each turn, turns a card
//! it knows matches the one before (the longest chain it knows of), or one it has not seen
//! yet. Its memory is read from the program's displays: every card shown face up is
//! remembered where it lies (the cards in front of each player included), following the
//! octopus's swaps it chose. A scenario ([`Goals`]) steers it: each expert power used, each
//! answer the rules refuse given once, or a round played until every card is face up. It
//! stops, and says why, at a question it cannot read or after [`ANSWERS_AT_MOST`] answers.
//!
//! What it did is kept as [`Action`]s, in the game's terms (positions, not the program's
//! forms of them), and [`Replay`] gives the same actions to the engine, in the engine's
//! own dialogue, for the engine's replay under the program's layout.

use super::questions::{Part, Purpose, Question, question};
use super::render::{Shown, read_player_states, read_shown, round_named};
use super::rules::{Animal, CENTRE, Card, PLACES, Position, Side};
use crate::chance::Observed;
use crate::conversation::{
    Answering, Interlocutor, Player, Replay, Reply, Stopped, Taught, distinct, say,
};

/// The most answers one conversation gives: seven rounds of four players, with powers,
/// refused answers and positions asked in two parts, take up to about 600.
pub const ANSWERS_AT_MOST: usize = 1200;

/// The players' names, in the order they are asked.
pub const NAMES: [&str; 4] = ["Ann", "Bo", "Cyd", "Dee"];

/// The players' names under `spaced names`: a name of several words, as the spec's own
/// example `Joe Remember Doe`.
pub const SPACED_NAMES: [&str; 4] = [
    "Joe Remember Doe",
    "Ann Marie Lee",
    "Bo Van Dyke",
    "Cy De Leon",
];

/// What a scenario asks of the demo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goals {
    /// The expert display.
    pub display: bool,
    /// The expert rules.
    pub rules: bool,
    /// How many players, 2 to 4.
    pub players: usize,
    /// Names of several words.
    pub spaced_names: bool,
    /// Each expert power used once: the octopus's swap, the penguin's card turned down,
    /// the walrus's block, the crab's second card, the turtle's skip.
    pub powers: bool,
    /// Each answer the rules refuse given once, where the game allows it.
    pub illegal: bool,
    /// A round played until every card is face up.
    pub runs_out: bool,
}

impl Goals {
    /// The goals of a scenario's words, separated by commas: `version base|display|rules|
    /// both`, `players N`, `spaced names`, `powers`, `illegal`, `runs out`.
    pub fn parse(scenario: &str) -> Result<Goals, String> {
        let mut goals = Goals {
            display: false,
            rules: false,
            players: 2,
            spaced_names: false,
            powers: false,
            illegal: false,
            runs_out: false,
        };
        for (goal, words) in crate::conversation::goals(scenario) {
            match words[..] {
                ["version", version] => {
                    (goals.display, goals.rules) = match version {
                        "base" => (false, false),
                        "display" => (true, false),
                        "rules" => (false, true),
                        "both" => (true, true),
                        _ => {
                            return Err(format!(
                                "`{goal}`: the version is base, display, rules or both"
                            ));
                        }
                    }
                }
                ["players", count] => match count.parse() {
                    Ok(count @ 2..=4) => goals.players = count,
                    _ => return Err(format!("`{goal}`: the players are 2, 3 or 4")),
                },
                ["spaced", "names"] => goals.spaced_names = true,
                ["powers"] => goals.powers = true,
                ["illegal"] => goals.illegal = true,
                ["runs", "out"] => goals.runs_out = true,
                _ => {
                    return Err(format!(
                        "`{goal}` is not a goal of memoarr: its goals are `version base|display|rules|both`, `players N`, `spaced names`, `powers`, `illegal` and `runs out`"
                    ));
                }
            }
        }
        if goals.powers && !goals.rules {
            return Err(
                "`powers` needs the expert rules: add `version rules` or `version both`".into(),
            );
        }
        Ok(goals)
    }
}

/// What the players did, in the game's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    Version {
        display: bool,
        rules: bool,
    },
    Players(usize),
    Name(String),
    /// A position chosen for a purpose.
    Position(Purpose, Position),
    /// An answer the rules refuse, given on purpose: the program must refuse it.
    Wrong(Purpose, Wrong),
}

impl Action {
    fn is_setup(&self) -> bool {
        matches!(
            self,
            Action::Version { .. } | Action::Players(_) | Action::Name(_)
        )
    }
}

/// An answer the rules refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// Not a row letter and a column number.
    Garbage,
    /// A row off the board.
    OffBoard,
    /// The free centre, C3.
    Centre,
    /// A card face up already.
    FaceUp(Position),
    /// The card the walrus blocked for this player.
    Blocked(Position),
    /// For the octopus, a card not next to it.
    NotNeighbour(Position),
    /// For the penguin, a card face down.
    FaceDown(Position),
}

/// The kinds of [`Wrong`] answers `illegal` gives, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WrongKind {
    Garbage,
    OffBoard,
    Centre,
    FaceUp,
    Blocked,
    NotNeighbour,
    FaceDown,
}

impl WrongKind {
    const BASE: [WrongKind; 4] = [
        WrongKind::Garbage,
        WrongKind::OffBoard,
        WrongKind::Centre,
        WrongKind::FaceUp,
    ];
    const EXPERT: [WrongKind; 3] = [
        WrongKind::Blocked,
        WrongKind::NotNeighbour,
        WrongKind::FaceDown,
    ];

    fn goal(self) -> &'static str {
        match self {
            WrongKind::Garbage => "a position that is not a letter and a number",
            WrongKind::OffBoard => "a position off the board",
            WrongKind::Centre => "the free centre C3",
            WrongKind::FaceUp => "a card already face up",
            WrongKind::Blocked => "the card the walrus blocked",
            WrongKind::NotNeighbour => "a card not next to the octopus",
            WrongKind::FaceDown => "a face-down card for the penguin",
        }
    }

    fn purpose(self) -> Purpose {
        match self {
            WrongKind::NotNeighbour => Purpose::Swap,
            WrongKind::FaceDown => Purpose::TurnDown,
            _ => Purpose::Turn,
        }
    }
}

impl Wrong {
    fn kind(self) -> WrongKind {
        match self {
            Wrong::Garbage => WrongKind::Garbage,
            Wrong::OffBoard => WrongKind::OffBoard,
            Wrong::Centre => WrongKind::Centre,
            Wrong::FaceUp(_) => WrongKind::FaceUp,
            Wrong::Blocked(_) => WrongKind::Blocked,
            Wrong::NotNeighbour(_) => WrongKind::NotNeighbour,
            Wrong::FaceDown(_) => WrongKind::FaceDown,
        }
    }

    /// The row and the column it is written with.
    fn parts(self) -> (char, char) {
        match self {
            Wrong::Garbage => ('?', '?'),
            Wrong::OffBoard => ('F', '1'),
            Wrong::Centre => ('C', '3'),
            Wrong::FaceUp(at)
            | Wrong::Blocked(at)
            | Wrong::NotNeighbour(at)
            | Wrong::FaceDown(at) => parts(at),
        }
    }

    fn write(self, form: Form) -> String {
        match self {
            Wrong::Garbage => "zz".into(),
            _ => {
                let (row, column) = self.parts();
                form.write(row, column)
            }
        }
    }
}

/// The row letter and column digit of a position.
fn parts(at: Position) -> (char, char) {
    (char::from(b'A' + at.row), char::from(b'1' + at.column))
}

/// A row letter in both cases, the program's own first.
fn letter_forms(letter: char, lower_first: bool) -> Vec<String> {
    let (upper, lower) = (letter.to_ascii_uppercase(), letter.to_ascii_lowercase());
    match lower_first {
        true => vec![lower.to_string(), upper.to_string()],
        false => vec![upper.to_string(), lower.to_string()],
    }
}

/// How a program wants a whole position written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// `A1`
    Upper,
    /// `a1`
    Lower,
    /// `A 1`
    Spaced,
    /// `a 1`
    SpacedLower,
}

impl Form {
    const ALL: [Form; 4] = [Form::Upper, Form::Lower, Form::Spaced, Form::SpacedLower];

    fn write(self, row: char, column: char) -> String {
        match self {
            Form::Upper => format!("{row}{column}"),
            Form::Lower => format!("{}{column}", row.to_ascii_lowercase()),
            Form::Spaced => format!("{row} {column}"),
            Form::SpacedLower => format!("{} {column}", row.to_ascii_lowercase()),
        }
    }

    fn is_lower(self) -> bool {
        matches!(self, Form::Lower | Form::SpacedLower)
    }

    /// The form of a program's own example of a position (`e.g. b2`, `like A 1`).
    fn of_example(example: &str) -> Option<Form> {
        let chars: Vec<char> = example.chars().collect();
        match chars[..] {
            [row, column] if row.is_ascii_alphabetic() && column.is_ascii_digit() => {
                Some(if row.is_ascii_lowercase() {
                    Form::Lower
                } else {
                    Form::Upper
                })
            }
            [row, ' ', column] if row.is_ascii_alphabetic() && column.is_ascii_digit() => {
                Some(if row.is_ascii_lowercase() {
                    Form::SpacedLower
                } else {
                    Form::Spaced
                })
            }
            _ => None,
        }
    }
}

/// Whether `asked` names the position `at` (`There is no card at A1`), in either case.
fn names_position(asked: &str, at: Position) -> bool {
    let at = at.to_string();
    (asked.split(|c: char| !c.is_ascii_alphanumeric())).any(|word| word.eq_ignore_ascii_case(&at))
}

/// What the demo remembers of the game, read from the program's displays.
#[derive(Clone, Debug, Default)]
struct Memory {
    /// Every card seen, where it lies now.
    known: [Option<Card>; 24],
    /// The cards face up this round, as the program last showed them.
    face_up: Vec<(Position, Card)>,
    /// The last card turned this round, where it lies.
    previous: Option<(Position, Card)>,
    /// The card the demo's walrus blocked, and whether no turn was answered since.
    blocked: Option<(Position, bool)>,
    /// The highest round number the program named.
    heading: u32,
    /// How many rounds started, as read.
    rounds: usize,
    /// The card the last answer turned, to be seen in the next display.
    turned: Option<Position>,
    /// Whether a display showed every card face up.
    all_shown: bool,
}

impl Memory {
    fn knows(&self, at: Position) -> Option<Card> {
        self.known[at.index()]
    }

    fn is_face_up(&self, at: Position) -> bool {
        self.face_up.iter().any(|(p, _)| *p == at)
    }

    /// Takes in what the program printed since the last answer; the card the last answer
    /// turned, if it was seen, and whether it stayed (the round's first card, or one that
    /// matched the card before).
    fn read(&mut self, asked: &str) -> Option<(Card, bool)> {
        let lines: Vec<&str> = asked.lines().collect();
        let sightings = read_shown(&lines);
        for sighting in &sightings {
            for &(at, card) in &sighting.outcome.cards {
                self.known[at.index()] = Some(card);
            }
            self.all_shown |= sighting.outcome.cards.len() == PLACES.len();
        }
        // The card turned is waited for until a display shows it (a position asked as a row
        // and a column is turned after the column).
        let turned = self.turned.and_then(|at| {
            let card = (sightings.iter().flat_map(|s| &s.outcome.cards))
                .find(|(shown, _)| *shown == at)
                .map(|&(_, card)| card)?;
            self.turned = None;
            let stayed = (self.previous).is_none_or(|(_, before)| card.matches(before));
            self.previous = Some((at, card));
            Some((card, stayed))
        });
        match self.new_round_at(&lines, &sightings) {
            Some(from) => {
                self.rounds += 1;
                self.previous = None;
                self.blocked = None;
                // The game displayed at the round's start, not the cards in front of a player.
                self.face_up = (sightings.iter())
                    .rfind(|s| s.line > from && front_of(&s.outcome.cards).is_none())
                    .map(|s| s.outcome.cards.clone())
                    .unwrap_or_default();
            }
            None => {
                if let Some(last) = sightings.last() {
                    self.face_up = last.outcome.cards.clone();
                }
            }
        }
        turned
    }

    /// The line after which a new round starts, if what was printed shows one: a round
    /// number higher than any before, player lines with one player left in, or the cards
    /// in front of two sides shown with no turn between.
    fn new_round_at(&mut self, lines: &[&str], sightings: &[Observed<Shown>]) -> Option<usize> {
        let mut signals = Vec::new();
        for (index, line) in lines.iter().enumerate() {
            if let Some(round) = round_named(line)
                && round > self.heading
            {
                self.heading = round;
                signals.push(index + 1);
            }
        }
        let states = read_player_states(lines);
        // Consecutive player lines are one display's.
        let mut start = 0;
        while start < states.len() {
            let mut end = start + 1;
            while end < states.len() && states[end].line <= states[end - 1].line + 1 {
                end += 1;
            }
            let shown = &states[start..end];
            if shown.len() >= 2 && shown.iter().filter(|s| s.outcome).count() <= 1 {
                signals.push(shown[shown.len() - 1].line);
            }
            start = end;
        }
        let fronts: Vec<(usize, Side)> = (sightings.iter())
            .filter_map(|s| Some((s.line, front_of(&s.outcome.cards)?)))
            .collect();
        if let Some(&(line, side)) = fronts.first()
            && fronts.iter().any(|&(_, other)| other != side)
        {
            signals.push(line.saturating_sub(1));
        }
        signals.into_iter().min()
    }
}

/// The side whose three front cards are exactly `cards`, if any.
fn front_of(cards: &[(Position, Card)]) -> Option<Side> {
    let mut places: Vec<Position> = cards.iter().map(|(at, _)| *at).collect();
    places.sort();
    Side::ORDER.into_iter().find(|side| {
        let mut front = side.front().to_vec();
        front.sort();
        front == places
    })
}

/// The powers `powers` asks to see used.
const POWERS: [Animal; 5] = [
    Animal::Octopus,
    Animal::Penguin,
    Animal::Walrus,
    Animal::Crab,
    Animal::Turtle,
];

fn power_goal(animal: Animal) -> &'static str {
    match animal {
        Animal::Octopus => "the octopus's swap",
        Animal::Penguin => "the penguin's card turned face down",
        Animal::Walrus => "the walrus's block",
        Animal::Crab => "the crab's second card",
        Animal::Turtle => "the turtle's skip",
    }
}

/// What to answer for a position: a place, or an answer the rules refuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Choice {
    At(Position),
    Wrong(Wrong),
}

/// The players at the keyboard of a Memoarr! program.
#[derive(Debug)]
pub struct Demo {
    goals: Goals,
    /// What it read, what it answered, and which form of an answer is due.
    answering: Answering,
    /// What the players did, in the game's terms.
    pub actions: Vec<Action>,
    memory: Memory,
    /// How the program wants a whole position written, once known.
    form: Option<Form>,
    /// The form of the last whole position given: the program's own, when it is not asked
    /// again.
    given_form: Option<Form>,
    /// The part of a position still to give, when a program asks for a row and a column,
    /// and what the position is for.
    pending: Option<(Part, char, Purpose)>,
    /// What the last position asked was for.
    last_purpose: Purpose,
    /// The kind of the last question, for a program that waits again without asking.
    last: Option<Question>,
    /// Whether a position was accepted: refused answers wait until the program's form of
    /// a position is known, so that a refusal is the rule's and not the form's.
    placed: bool,
    /// The powers seen used.
    used: Vec<Animal>,
    /// The refused answers still to give.
    to_refuse: Vec<WrongKind>,
}

impl Demo {
    /// Players who play toward `goals`, answering `taught` questions as the course taught.
    pub fn with_goals(goals: Goals, taught: Vec<Taught>) -> Demo {
        let mut to_refuse = Vec::new();
        if goals.illegal {
            to_refuse.extend(WrongKind::BASE);
            if goals.rules {
                to_refuse.extend(WrongKind::EXPERT);
            }
        }
        Demo {
            goals,
            answering: Answering::new(taught, ANSWERS_AT_MOST),
            actions: Vec::new(),
            memory: Memory::default(),
            form: None,
            given_form: None,
            pending: None,
            last_purpose: Purpose::Turn,
            last: None,
            placed: false,
            used: Vec::new(),
            to_refuse,
        }
    }

    fn names(&self) -> &'static [&'static str; 4] {
        match self.goals.spaced_names {
            true => &SPACED_NAMES,
            false => &NAMES,
        }
    }

    /// The names of the players the scenario seats, in order.
    fn seated_names(&self) -> &'static [&'static str] {
        &self.names()[..self.goals.players]
    }

    fn names_given(&self) -> usize {
        (self.actions.iter())
            .filter(|a| matches!(a, Action::Name(_)))
            .count()
    }

    /// Whether `prompt` is, in its words, one of the names given.
    fn names_in(&self, prompt: &str) -> bool {
        let words: Vec<String> = crate::questions::words(prompt).collect();
        (self.actions.iter()).any(|action| match action {
            Action::Name(name) => {
                let name: Vec<String> = crate::questions::words(name).collect();
                !name.is_empty() && words == name
            }
            _ => false,
        })
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        let prompt = crate::questions::prompt(asked).to_string();
        if let Some(text) = self.answering.taught(&prompt) {
            return Some(text);
        }
        // Names asked one after another with nothing printed between.
        let question = match question(asked) {
            None if asked.trim().is_empty() && self.last == Some(Question::Name) => {
                Some(Question::Name)
            }
            // A prompt that is a player's name (`Ann>`), once every name was given: the
            // game expects that player's card.
            None if self.names_in(&prompt) => Some(Question::Position {
                purpose: None,
                part: Part::Whole,
            }),
            read => read,
        };
        let Some(mut question) = question else {
            self.answering.stop(Stopped::Unreadable(prompt));
            return None;
        };
        if let Question::Position { purpose, part } = &mut question {
            let purpose = purpose.get_or_insert_with(|| self.unnamed_purpose(asked, *part));
            self.last_purpose = *purpose;
        }
        if let Some((card, stayed)) = self.memory.read(asked)
            && stayed
            && matches!(card.animal, Animal::Crab | Animal::Turtle)
            && !self.used.contains(&card.animal)
        {
            self.used.push(card.animal);
        }
        self.last = Some(question.clone());
        // The other part of a position begun: its one answer.
        if let Question::Position { part, .. } = question
            && let Some((pending, text, _)) = self.pending
            && pending == part
        {
            self.pending = None;
            let lower = self.form.is_some_and(Form::is_lower);
            let text = match lower {
                true => text.to_ascii_lowercase(),
                false => text,
            };
            return Some(self.answering.tell(&prompt, text.to_string()));
        }
        // A position's question is the same whatever its words, when the table is: a
        // program that says `Invalid, try again:` refused the answer as one that asks
        // again in the same words.
        let asked_as = match &question {
            Question::Position { purpose, part } => format!("position {purpose:?} {part:?}"),
            _ => prompt.clone(),
        };
        // The table a question is asked at: the rounds started, the cards face up, the
        // names given (so that a name asked again is never a refusal).
        let table = (self.memory.rounds, &self.memory.face_up, self.names_given());
        let asked_again = self.answering.ask(&asked_as, &table);
        if asked_again.again
            && !asked_again.meant
            && self.pending.is_none()
            && let Some(Action::Position(_, at)) = self.actions.last()
            && (self.form.is_some() || names_position(asked, *at))
        {
            // A position the rules allow, refused in a form the program took before or
            // by a refusal that names it, is the program's rule, not a misunderstanding:
            // the engine's replay shows where it parts from the spec's.
            self.answering.stop_refused_allowed(prompt);
            return None;
        }
        if let Some(form) = self.given_form.take()
            && !asked_again.again
        {
            self.form = Some(form);
        }
        if !asked_again.again
            && self.pending.is_none()
            && matches!(
                self.actions.last(),
                Some(Action::Position(Purpose::Turn, _))
            )
        {
            self.placed = true;
        }
        let (forms, action) = self.forms(&question);
        let answer = self.answering.give(&prompt, &forms)?;
        if self.answering.attempt() == 0
            && let Some(action) = action
        {
            self.took(&action);
            if matches!(action, Action::Wrong(..)) {
                self.answering.expect_refusal();
            }
            self.actions.push(action);
            if question == Question::Names {
                let names = self.seated_names();
                (self.actions).extend(names.iter().map(|name| Action::Name(name.to_string())));
            }
        }
        Some(answer)
    }

    /// What a position is for when the question does not say: the other part's, for a
    /// column after its row; the card to turn, after a display; else the last question's,
    /// asked again after a refusal.
    fn unnamed_purpose(&self, asked: &str, part: Part) -> Purpose {
        if let Some((pending, _, purpose)) = self.pending
            && pending == part
        {
            return purpose;
        }
        let lines: Vec<&str> = asked.lines().collect();
        match read_shown(&lines).is_empty() {
            true => self.last_purpose,
            false => Purpose::Turn,
        }
    }

    /// What answering an action changes in what the demo remembers.
    fn took(&mut self, action: &Action) {
        let memory = &mut self.memory;
        match *action {
            Action::Position(Purpose::Turn, at) => {
                memory.turned = Some(at);
                if let Some((_, fresh)) = &mut memory.blocked {
                    *fresh = false;
                }
            }
            Action::Position(Purpose::Swap, to) => {
                if let Some((from, octopus)) = memory.previous {
                    memory.known.swap(from.index(), to.index());
                    memory.previous = Some((to, octopus));
                }
                self.used.push(Animal::Octopus);
            }
            Action::Position(Purpose::TurnDown, _) => self.used.push(Animal::Penguin),
            Action::Position(Purpose::Block, at) => {
                memory.blocked = Some((at, true));
                self.used.push(Animal::Walrus);
            }
            Action::Wrong(_, wrong) => self.to_refuse.retain(|&kind| kind != wrong.kind()),
            _ => {}
        }
    }

    /// The answers to `question`, the most likely form first, and what answering means in
    /// the game's terms.
    fn forms(&mut self, question: &Question) -> (Vec<String>, Option<Action>) {
        let goals = self.goals.clone();
        let version = Action::Version {
            display: goals.display,
            rules: goals.rules,
        };
        let versioned = self
            .actions
            .iter()
            .any(|a| matches!(a, Action::Version { .. }));
        match question {
            Question::Version(answers) => {
                let index = usize::from(goals.display) + 2 * usize::from(goals.rules);
                let answer = answers[index].clone();
                (answer.into_iter().collect(), Some(version))
            }
            Question::Expert {
                display,
                rules,
                yes,
                no,
            } => {
                let wanted = (*display && goals.display) || (*rules && goals.rules);
                let (first, second) = match wanted {
                    true => (yes.as_str(), "yes"),
                    false => (no.as_str(), "no"),
                };
                let upper = first.to_uppercase();
                let forms = distinct([first, second, upper.as_str()]);
                (forms, (!versioned).then_some(version))
            }
            Question::Players(answers) => (
                vec![answers[goals.players - 2].clone()],
                Some(Action::Players(goals.players)),
            ),
            Question::Name => {
                let given = self.names_given();
                match self.names().get(given) {
                    Some(name) => (vec![name.to_string()], Some(Action::Name(name.to_string()))),
                    None => (Vec::new(), None),
                }
            }
            // All names at once: the players are as many, named in order.
            Question::Names => {
                let names = self.seated_names().join(",");
                (vec![names], Some(Action::Players(goals.players)))
            }
            Question::UsePower { yes } => (distinct([yes.as_str(), "y", "yes"]), None),
            Question::Continue => (vec![String::new()], None),
            Question::Position { purpose, part } => {
                self.position(purpose.unwrap_or(Purpose::Turn), *part)
            }
        }
    }

    /// The forms of the position to answer for `purpose`, whole or the `part` asked.
    fn position(&mut self, purpose: Purpose, part: Part) -> (Vec<String>, Option<Action>) {
        let choice = self.choose(purpose);
        let action = match choice {
            Choice::At(at) => Action::Position(purpose, at),
            Choice::Wrong(wrong) => Action::Wrong(purpose, wrong),
        };
        let (row, column) = match choice {
            Choice::At(at) => parts(at),
            Choice::Wrong(wrong) => wrong.parts(),
        };
        let lower_first = self.form.is_some_and(Form::is_lower);
        let rows = letter_forms(row, lower_first);
        match part {
            Part::Row => {
                self.pending = Some((Part::Column, column, purpose));
                (rows, Some(action))
            }
            Part::Column => {
                self.pending = Some((Part::Row, row, purpose));
                (vec![column.to_string()], Some(action))
            }
            Part::Whole => {
                let forms: Vec<Form> =
                    (self.form.into_iter())
                        .chain(Form::ALL)
                        .fold(Vec::new(), |mut kept, form| {
                            if !kept.contains(&form) {
                                kept.push(form);
                            }
                            kept
                        });
                let written = match choice {
                    // An answer meant to be refused is given once, in the program's form.
                    Choice::Wrong(wrong) => vec![wrong.write(forms[0])],
                    Choice::At(_) => forms.iter().map(|form| form.write(row, column)).collect(),
                };
                self.given_form = forms.get(self.answering.attempt()).copied();
                (written, Some(action))
            }
        }
    }

    /// Learns the program's form of a position from its example (`e.g. b2`), once.
    fn learn_form(&mut self, prompt: &str) {
        if self.form.is_none()
            && let Some(example) = crate::questions::example(prompt)
        {
            self.form = Form::of_example(&example);
        }
    }

    /// The position to answer for `purpose`.
    fn choose(&mut self, purpose: Purpose) -> Choice {
        if let Some(wrong) = self.wrong(purpose) {
            return Choice::Wrong(wrong);
        }
        let memory = &self.memory;
        let down: Vec<Position> = (PLACES.iter().copied())
            .filter(|&at| !memory.is_face_up(at))
            .collect();
        match purpose {
            Purpose::Turn => {
                let at = self.turn(&down);
                Choice::At(at)
            }
            Purpose::Swap => {
                let octopus = memory.previous.map(|(at, _)| at).unwrap_or(CENTRE);
                let neighbours = octopus.neighbours();
                // A face-down neighbour whose card is known keeps the memory whole.
                let at = (neighbours.iter())
                    .find(|&&at| down.contains(&at) && memory.knows(at).is_some())
                    .or(neighbours.first())
                    .copied()
                    .unwrap_or(octopus);
                Choice::At(at)
            }
            Purpose::TurnDown => {
                // Not another penguin where it can: two penguins turning each other down
                // would go on for ever.
                let penguin = memory.previous.map(|(at, _)| at);
                let others: Vec<(Position, Card)> = (memory.face_up.iter().copied())
                    .filter(|&(at, _)| Some(at) != penguin)
                    .collect();
                let at = (others.iter())
                    .find(|(_, card)| card.animal != Animal::Penguin)
                    .or(others.first())
                    .map(|&(at, _)| at)
                    .or(penguin)
                    .unwrap_or(PLACES[0]);
                Choice::At(at)
            }
            Purpose::Block => {
                // A card the next player would not want: one not known, else the last.
                let at = (down.iter().rev())
                    .find(|&&at| memory.knows(at).is_none())
                    .or(down.last())
                    .copied()
                    .unwrap_or(PLACES[0]);
                Choice::At(at)
            }
        }
    }

    /// An answer the rules refuse still to give for `purpose`, once a position was
    /// accepted, where the game allows it now.
    fn wrong(&self, purpose: Purpose) -> Option<Wrong> {
        if !self.placed || self.answering.attempt() > 0 || self.pending.is_some() {
            return None;
        }
        let memory = &self.memory;
        let down = |at: &Position| !memory.is_face_up(*at);
        (self.to_refuse.iter())
            .filter(|kind| kind.purpose() == purpose)
            .find_map(|kind| match kind {
                WrongKind::Garbage => Some(Wrong::Garbage),
                WrongKind::OffBoard => Some(Wrong::OffBoard),
                WrongKind::Centre => Some(Wrong::Centre),
                WrongKind::FaceUp => memory.face_up.first().map(|&(at, _)| Wrong::FaceUp(at)),
                WrongKind::Blocked => match memory.blocked {
                    Some((at, true)) => Some(Wrong::Blocked(at)),
                    _ => None,
                },
                WrongKind::NotNeighbour => {
                    let (octopus, _) = memory.previous?;
                    let near = octopus.neighbours();
                    (PLACES.iter().copied())
                        .rfind(|at| *at != octopus && !near.contains(at) && down(at))
                        .map(Wrong::NotNeighbour)
                }
                WrongKind::FaceDown => (PLACES.iter().copied()).find(down).map(Wrong::FaceDown),
            })
    }

    /// The card to turn: a card of a power still to see that may follow the one before;
    /// while a round with every card turned is still to come, a card not seen yet (to
    /// learn the layout) or the longest chain once all are known; else the longest chain
    /// it knows, then a card not seen yet.
    fn turn(&self, down: &[Position]) -> Position {
        let memory = &self.memory;
        let blocked = memory.blocked.map(|(at, _)| at);
        let open: Vec<Position> = match down.iter().any(|&at| Some(at) != blocked) {
            true => down
                .iter()
                .copied()
                .filter(|&at| Some(at) != blocked)
                .collect(),
            false => down.to_vec(),
        };
        let previous = memory.previous.map(|(_, card)| card);
        let follows = |card: Card| previous.is_none_or(|before| card.matches(before));
        let known: Vec<(Position, Card)> = (open.iter())
            .filter_map(|&at| Some((at, memory.knows(at)?)))
            .collect();
        let unknown: Vec<Position> = (open.iter().copied())
            .filter(|&at| memory.knows(at).is_none())
            .collect();
        if self.goals.powers {
            let wanted = |animal: Animal| {
                !self.used.contains(&animal) && (animal != Animal::Penguin || previous.is_some())
            };
            if let Some(&(at, _)) =
                (known.iter()).find(|(_, card)| wanted(card.animal) && follows(*card))
            {
                return at;
            }
            // A round's first card that a known penguin may follow.
            if previous.is_none() && !self.used.contains(&Animal::Penguin) {
                let penguins: Vec<(Position, Card)> = (known.iter().copied())
                    .filter(|(_, card)| card.animal == Animal::Penguin)
                    .collect();
                if let Some(&(at, _)) = known.iter().find(|(at, card)| {
                    penguins
                        .iter()
                        .any(|(p, penguin)| p != at && penguin.matches(*card))
                }) {
                    return at;
                }
            }
        }
        let learning = self.goals.runs_out && !memory.all_shown && !unknown.is_empty();
        if learning {
            return unknown[0];
        }
        // Under the expert rules a penguin turns a card down, which a chain of penguins
        // would turn again for ever: none is chosen once its power was seen, where another
        // card will do.
        let calm: Vec<(Position, Card)> = match self.goals.rules {
            true => (known.iter().copied())
                .filter(|(_, card)| {
                    card.animal != Animal::Penguin
                        || (self.goals.powers && !self.used.contains(&Animal::Penguin))
                })
                .collect(),
            false => known.clone(),
        };
        let chain = Some(longest_chain(previous, &calm))
            .filter(|chain| !chain.is_empty() || !unknown.is_empty())
            .unwrap_or_else(|| longest_chain(previous, &known));
        chain
            .first()
            .copied()
            .or_else(|| unknown.first().copied())
            .or_else(|| open.first().copied())
            .unwrap_or(PLACES[0])
    }

    fn goals_unmet(&self) -> Vec<String> {
        let mut unmet: Vec<String> = (self.to_refuse.iter())
            .map(|kind| kind.goal().to_string())
            .collect();
        if self.goals.powers {
            unmet.extend(
                (POWERS.iter())
                    .filter(|animal| !self.used.contains(animal))
                    .map(|&animal| power_goal(animal).to_string()),
            );
        }
        if self.goals.runs_out && !self.memory.all_shown {
            unmet.push("a round in which every card is turned".into());
        }
        unmet
    }
}

/// The longest chain of `cards` it finds, each matching the one before, from a card that
/// follows `previous` (any card, at a round's start): a depth-first search that tries the
/// card with the fewest onward matches first, within a budget.
fn longest_chain(previous: Option<Card>, cards: &[(Position, Card)]) -> Vec<Position> {
    struct Search<'c> {
        cards: &'c [(Position, Card)],
        used: Vec<bool>,
        path: Vec<usize>,
        best: Vec<usize>,
        budget: usize,
    }
    impl Search<'_> {
        fn onward(&self, card: Card) -> usize {
            (self.cards.iter().enumerate())
                .filter(|(at, (_, c))| !self.used[*at] && c.matches(card))
                .count()
        }
        fn extend(&mut self, last: Option<Card>) {
            if self.path.len() > self.best.len() {
                self.best = self.path.clone();
            }
            if self.budget == 0 || self.best.len() == self.cards.len() {
                return;
            }
            self.budget -= 1;
            let mut next: Vec<usize> = (0..self.cards.len())
                .filter(|&at| !self.used[at] && last.is_none_or(|l| self.cards[at].1.matches(l)))
                .collect();
            next.sort_by_key(|&at| self.onward(self.cards[at].1));
            for at in next {
                self.used[at] = true;
                self.path.push(at);
                self.extend(Some(self.cards[at].1));
                self.path.pop();
                self.used[at] = false;
                if self.budget == 0 || self.best.len() == self.cards.len() {
                    return;
                }
            }
        }
    }
    let mut search = Search {
        cards,
        used: vec![false; cards.len()],
        path: Vec::new(),
        best: Vec::new(),
        budget: 4_000,
    };
    search.extend(previous);
    search.best.iter().map(|&at| cards[at].0).collect()
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let answer = self.answering.read(output).and_then(|asked| {
            self.learn_form(crate::questions::prompt(&asked));
            self.answer(&asked)
        });
        say(answer, Reply::Stop)
    }
}

impl Player for Demo {
    fn answering(&self) -> &Answering {
        &self.answering
    }

    fn unmet(&self) -> Vec<String> {
        self.goals_unmet()
    }

    fn replayer(&self) -> Box<dyn Interlocutor + '_> {
        Box::new(Replay::new(&self.actions))
    }
}

/// The engine's players in a replay: the demo's actions, given in the engine's own
/// dialogue as its questions come; a question that no action answers ends the input,
/// where the conversation ended or the program went another way.
impl Replay<Action> {
    /// The first action that `fits`, past setup actions that do not (a program may ask
    /// for the names before the version).
    fn take(&mut self, fits: impl Fn(&Action) -> bool) -> Option<Action> {
        let at = (self.actions.iter()).position(|action| fits(action) || !action.is_setup())?;
        match fits(&self.actions[at]) {
            true => self.actions.remove(at),
            false => None,
        }
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        match question(asked)? {
            Question::Version(answers) => {
                match self.take(|a| matches!(a, Action::Version { .. }))? {
                    Action::Version { display, rules } => {
                        answers[usize::from(display) + 2 * usize::from(rules)].clone()
                    }
                    _ => None,
                }
            }
            Question::Players(answers) => match self.take(|a| matches!(a, Action::Players(_)))? {
                Action::Players(count) => answers.get(count.checked_sub(2)?).cloned(),
                _ => None,
            },
            Question::Name => match self.take(|a| matches!(a, Action::Name(_)))? {
                Action::Name(name) => Some(name),
                _ => None,
            },
            Question::Position {
                purpose,
                part: Part::Whole,
            } => {
                let purpose = purpose.unwrap_or(Purpose::Turn);
                let fits = |action: &Action| match action {
                    Action::Position(p, _) | Action::Wrong(p, _) => *p == purpose,
                    _ => false,
                };
                match self.take(fits)? {
                    Action::Position(_, at) => Some(at.to_string()),
                    Action::Wrong(_, wrong) => Some(wrong.write(Form::Upper)),
                    _ => None,
                }
            }
            Question::UsePower { yes } => Some(yes),
            Question::Continue => Some(String::new()),
            // The engine asks neither.
            // The engine asks each name on its own.
            Question::Expert { .. } | Question::Position { .. } | Question::Names => None,
        }
    }
}

impl Interlocutor for Replay<Action> {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = self.question(output);
        say(self.answer(&asked), Reply::Close)
    }
}

#[cfg(test)]
mod tests {
    use crate::dialect::Reading;
    use crate::harness::{case, engine_conversing_replays_itself};

    /// The scenarios of the bundled cases, and more.
    const SCENARIOS: [&str; 5] = [
        "version base, players 2, illegal",
        "version display, players 3, spaced names",
        "version rules, players 4, powers, illegal",
        "version both, players 3, powers, illegal",
        "version base, players 4, runs out",
    ];

    /// The engine played as a student, under many layouts and every reading: each scenario
    /// is played to the end with no answer refused but those meant to be, reaches its
    /// goals, and the engine's replay of its actions prints the same transcript.
    #[test]
    fn the_engine_played_in_conversations_replays_its_own_actions_the_same() {
        let settings =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("cases/memoarr/demo-base.case");
        let mut case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
        let mut unmet = Vec::new();
        let mut runs = 0;
        let readings = Reading::all(case.setup.choices(), &Reading::reference());
        for scenario in SCENARIOS {
            // Each layout under a quarter of the readings: every reading in four layouts.
            for seed in 1..=4u64 {
                for reading in readings.iter().skip(seed as usize % 4).step_by(4) {
                    case.seed = seed;
                    let what = format!("{scenario}, seed {seed}, reading {reading}");
                    let (player, text) =
                        engine_conversing_replays_itself(&case, scenario, reading, &what);
                    runs += 1;
                    let last = &player.exchanges()[player.exchanges().len().saturating_sub(6)..];
                    assert_eq!(player.stopped(), None, "{what}: {last:?}");
                    assert_eq!(player.refused(), 0, "{what}");
                    assert!(text.contains("Final ranking"), "{what}");
                    if !player.unmet().is_empty() {
                        unmet.push(format!("{what}: {:?}", player.unmet()));
                    }
                }
            }
        }
        // A layout may hide a power's card until the end, rarely.
        assert!(
            unmet.len() * 20 <= runs,
            "{} of {runs}: {unmet:#?}",
            unmet.len()
        );
    }
}
