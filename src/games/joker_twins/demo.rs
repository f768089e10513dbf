//! Playing a Joker Twins program as a TA does at a demo: both players at the keyboard, with
//! a perfect memory of every card the program's boards showed, whatever its layout.
//!
//! [`Demo`] answers each coordinate the program asks for ([`super::questions`]): a card it
//! knows the twin of, both cards of a twin it knows, and otherwise a card it has not seen,
//! so that a game takes about forty turns instead of the 1,500 of a script that tries every
//! pair. A scenario ([`Goals`]) steers it: both Jokers turned together, both left to the
//! end, a game the player who reveals the final twin loses, and each input the spec calls
//! invalid. A Joker makes a twin with any card turned with it, so the first three goals
//! need a player who knows where the Jokers lie before it sees them: the demo asks for a rehearsal ([`crate::grade::rehearsal`]), plays the
//! program once without goals, and plays it again with the same chance, knowing the
//! layout it saw, until a board shows another card than it learnt. It stops, and
//! says why, at a question it cannot read, at a valid coordinate refused (written as the
//! spec writes one, it has no other form), or after [`ANSWERS_AT_MOST`] answers.
//!
//! What it did is kept as [`Action`]s (places, or the invalid inputs), and [`Replay`]
//! gives them to the engine for its replay under the program's layout.

use super::questions::{Question, question};
use super::render::{Cell, read_boards};
use super::rules::{Card, JOKERS, NUM_COLS, NUM_ROWS, Position};
use crate::conversation::{Answering, Interlocutor, Player, Replay, Reply, Stopped, Taught, say};

/// The most answers one conversation gives: a game with a perfect memory takes about 80,
/// and the invalid inputs a dozen more.
pub const ANSWERS_AT_MOST: usize = 400;

/// The invalid inputs the spec lists (`AB, A 6, 1A, 32, A;5, a6, A-1, 5C, 2a, empty string,
/// whitespaces, special characters`), and a coordinate off the board.
pub const INVALID: [&str; 13] = [
    "AB", "A 6", "1A", "32", "A;5", "a6", "A-1", "5C", "2a", "", "   ", "#$%", "G3",
];

/// What a scenario asks of the demo.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Goals {
    /// Both Jokers turned over together, as a twin.
    pub jokers_together: bool,
    /// Both Jokers left on the board when the last twin is found.
    pub jokers_last: bool,
    /// Each invalid input once: the spec's list, the turn's first card again, a place whose
    /// card is gone.
    pub invalid: bool,
    /// The first player takes [`LEAD_TWINS`] twins, then misses on purpose, and the other
    /// takes every twin left and the Jokers: the player who reveals the final twin loses,
    /// the only game that shows a program naming the winner by turn instead of by points.
    pub last_finder_loses: bool,
}

/// The twins the first player takes under `last finder loses` before its miss: 10 points of
/// the 19, more than the 7 twins and two Jokers left for the other player.
pub const LEAD_TWINS: usize = 10;

impl Goals {
    /// The goals of a scenario's words, separated by commas: `jokers together`, `jokers
    /// last`, `last finder loses`, `invalid`.
    pub fn parse(scenario: &str) -> Result<Goals, String> {
        let mut goals = Goals::default();
        for (goal, words) in crate::conversation::goals(scenario) {
            match words[..] {
                ["jokers", "together"] => goals.jokers_together = true,
                ["jokers", "last"] => goals.jokers_last = true,
                ["invalid"] => goals.invalid = true,
                ["last", "finder", "loses"] => goals.last_finder_loses = true,
                _ => {
                    return Err(format!(
                        "`{goal}` is not a goal of joker-twins: its goals are `jokers together`, `jokers last`, `last finder loses` and `invalid`"
                    ));
                }
            }
        }
        if goals.jokers_together && (goals.jokers_last || goals.last_finder_loses) {
            return Err("`jokers together` cannot be played in one game with `jokers last` or `last finder loses`: give each its own case".into());
        }
        Ok(goals)
    }

    /// Whether the demo must know the layout before it plays: the Jokers' goals, and a
    /// lead of twins taken from the first turn.
    fn need_layout(&self) -> bool {
        self.jokers_together || self.jokers_last || self.last_finder_loses
    }
}

/// What a player typed, in the game's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The card at a place.
    Turn(Position),
    /// An input the rules refuse, given on purpose (as typed).
    Invalid(String),
}

/// What the demo remembers of the board, read from the program's boards.
#[derive(Clone, Debug)]
struct Memory {
    /// Every card seen, by place.
    known: Vec<Option<Card>>,
    /// The places whose card is gone.
    removed: Vec<bool>,
    /// The cards the last board showed turned over.
    turned: Vec<(Position, Card)>,
    /// Whether a board showed both Jokers turned over together.
    jokers_together: bool,
    /// The layout a rehearsal showed, by place, until a board shows another card.
    learnt: Option<Vec<Option<Card>>>,
}

impl Default for Memory {
    fn default() -> Memory {
        Memory {
            known: vec![None; NUM_ROWS * NUM_COLS],
            removed: vec![false; NUM_ROWS * NUM_COLS],
            turned: Vec::new(),
            jokers_together: false,
            learnt: None,
        }
    }
}

fn index(at: Position) -> usize {
    at.row * NUM_COLS + at.column
}

fn places() -> impl Iterator<Item = Position> {
    (0..NUM_ROWS).flat_map(|row| (0..NUM_COLS).map(move |column| Position { row, column }))
}

impl Memory {
    fn read(&mut self, asked: &str) {
        let lines: Vec<&str> = asked.lines().collect();
        let boards = read_boards(&lines);
        for board in &boards {
            for (row, cells) in board.outcome.cells.iter().enumerate() {
                for (column, cell) in cells.iter().enumerate() {
                    let at = index(Position { row, column });
                    match cell {
                        Cell::Up(card) => {
                            self.known[at] = Some(*card);
                            if (self.learnt.as_ref()).is_some_and(|learnt| {
                                learnt[at].is_some_and(|learnt| learnt != *card)
                            }) {
                                // Another layout than the rehearsal's: the chance was not
                                // fixed for this program.
                                self.learnt = None;
                            }
                        }
                        Cell::Removed => self.removed[at] = true,
                        Cell::Down => {}
                    }
                }
            }
        }
        for board in &boards {
            let cells = || board.outcome.cells.iter().flatten();
            let jokers = cells()
                .filter(|&&cell| cell == Cell::Up(Card::Joker))
                .count();
            self.jokers_together |= jokers == 2;
        }
        if let Some(last) = boards.last() {
            self.turned = last.outcome.turned();
        }
    }

    /// The first card of the turn, when the program asks for the second: the one card its
    /// last board shows turned over.
    fn first_card(&self) -> Option<(Position, Card)> {
        match self.turned[..] {
            [only] => Some(only),
            _ => None,
        }
    }

    /// The places still holding a card, but `except`.
    fn on_board(&self, except: Option<Position>) -> impl Iterator<Item = Position> + '_ {
        places().filter(move |&at| !self.removed[index(at)] && Some(at) != except)
    }

    fn card(&self, at: Position) -> Option<Card> {
        let learnt = || self.learnt.as_ref().and_then(|learnt| learnt[index(at)]);
        self.known[index(at)].or_else(learnt)
    }

    /// The layout all the boards of `output` show: every card seen, and the Jokers where
    /// only they can be (the places not seen, once every letter was).
    fn layout(output: &[u8]) -> Vec<Option<Card>> {
        let mut memory = Memory::default();
        memory.read(&String::from_utf8_lossy(output));
        let letters = (memory.known.iter())
            .filter(|card| matches!(card, Some(Card::Letter(_))))
            .count();
        if letters == NUM_ROWS * NUM_COLS - JOKERS {
            for card in memory.known.iter_mut().filter(|card| card.is_none()) {
                *card = Some(Card::Joker);
            }
        }
        memory.known
    }

    /// Whether a letter may be left on the board: a place not removed that holds a letter
    /// or a card not seen (the Jokers left alone end the game).
    fn letters_left(&self) -> bool {
        (self.on_board(None)).any(|at| self.card(at) != Some(Card::Joker))
    }
}

/// Both players at the keyboard of a Joker Twins program.
#[derive(Debug)]
pub struct Demo {
    goals: Goals,
    answering: Answering,
    /// What the players typed, in the game's terms.
    pub actions: Vec<Action>,
    memory: Memory,
    /// The invalid inputs still to give.
    to_refuse: Vec<String>,
    /// Whether the turn's first card was given again as its second.
    repeated: bool,
    /// Whether a removed place was given.
    gone: bool,
    /// Whether a coordinate was accepted.
    placed: bool,
    /// Whether the game was over when the program asked on: its input is ended.
    closed: bool,
    /// Whether it learnt a layout from a rehearsal.
    rehearsed: bool,
    /// Whether the first player missed on purpose (`last finder loses`).
    missed: bool,
}

impl Demo {
    pub fn with_goals(goals: Goals, taught: Vec<Taught>) -> Demo {
        let to_refuse = match goals.invalid {
            true => INVALID.iter().map(|s| s.to_string()).collect(),
            false => Vec::new(),
        };
        Demo {
            goals,
            answering: Answering::new(taught, ANSWERS_AT_MOST),
            actions: Vec::new(),
            memory: Memory::default(),
            to_refuse,
            repeated: false,
            gone: false,
            placed: false,
            closed: false,
            rehearsed: false,
            missed: false,
        }
    }

    fn answer(&mut self, asked: &str) -> Option<String> {
        let prompt = crate::questions::prompt(asked).to_string();
        if let Some(text) = self.answering.taught(&prompt) {
            return Some(text);
        }
        let Some(question) = question(asked) else {
            self.answering.stop(Stopped::Unreadable(prompt));
            return None;
        };
        if question == Question::Continue {
            return Some(self.answering.tell(&prompt, String::new()));
        }
        self.memory.read(asked);
        if !self.memory.letters_left() {
            // The game is over: a program that asks on gets the end of its input.
            self.closed = true;
            return None;
        }
        let table: String = (self.memory.turned.iter())
            .map(|(at, card)| format!("{at}{card} "))
            .chain(
                self.memory
                    .removed
                    .iter()
                    .map(|&r| if r { "." } else { "#" }.to_string()),
            )
            .collect();
        let asked_again = self.answering.ask(&prompt, &table);
        if asked_again.again && !asked_again.meant {
            // A coordinate written as the spec writes one has no other form.
            self.answering.stop_refused_allowed(prompt);
            return None;
        }
        if !asked_again.again && matches!(self.actions.last(), Some(Action::Turn(_))) {
            self.placed = true;
        }
        let action = self.choose();
        let text = match &action {
            Action::Turn(at) => at.to_string(),
            Action::Invalid(text) => text.clone(),
        };
        let answer = self.answering.give(&prompt, &[text])?;
        if let Action::Invalid(_) = action {
            self.answering.expect_refusal();
        }
        self.actions.push(action);
        Some(answer)
    }

    /// What to type: an invalid input still to give, once a coordinate was accepted, else
    /// the card a perfect memory turns.
    fn choose(&mut self) -> Action {
        let first = self.memory.first_card();
        if self.placed {
            if let Some(text) = self.to_refuse.pop() {
                return Action::Invalid(text);
            }
            if self.goals.invalid
                && !self.repeated
                && let Some((at, _)) = first
            {
                self.repeated = true;
                return Action::Invalid(at.to_string());
            }
            if self.goals.invalid
                && !self.gone
                && let Some(at) = places().find(|&at| self.memory.removed[index(at)])
            {
                self.gone = true;
                return Action::Invalid(at.to_string());
            }
        }
        let taken = self.memory.removed.iter().filter(|&&gone| gone).count();
        if self.goals.last_finder_loses
            && !self.missed
            && taken >= 2 * LEAD_TWINS
            && let Some((at, card)) = first
            && let Some(other) = self.memory.on_board(Some(at)).find(|&other| {
                let other = self.memory.card(other);
                matches!(other, Some(Card::Letter(_))) && other != card.twin()
            })
        {
            self.missed = true;
            return Action::Turn(other);
        }
        let at = match first {
            None => self.first_to_turn(),
            Some((at, card)) => self.second_to_turn(at, card),
        };
        Action::Turn(at)
    }

    /// The known places of `card` still on the board, but `except`.
    fn places_of(&self, card: Card, except: Option<Position>) -> Vec<Position> {
        (self.memory.on_board(except))
            .filter(|&at| self.memory.card(at) == Some(card))
            .collect()
    }

    /// A card the demo has not seen, still on the board, but `except`.
    fn unseen(&self, except: Option<Position>) -> Option<Position> {
        (self.memory.on_board(except)).find(|&at| self.memory.card(at).is_none())
    }

    /// The turn's first card: under `jokers together`, a Joker when it knows both and has
    /// not yet seen them turned together; else one
    /// of a twin it knows; else a card it has not seen; else a card it knows that is no
    /// Joker.
    fn first_to_turn(&self) -> Position {
        let jokers = self.places_of(Card::Joker, None);
        if self.goals.jokers_together && !self.memory.jokers_together && jokers.len() == 2 {
            return jokers[0];
        }
        let twin_known = self.memory.on_board(None).find(|&at| {
            let Some(card) = self.memory.card(at) else {
                return false;
            };
            card.twin()
                .is_some_and(|twin| !self.places_of(twin, Some(at)).is_empty())
        });
        let not_joker = |at: &Position| self.memory.card(*at) != Some(Card::Joker);
        twin_known
            .or_else(|| self.unseen(None))
            .or_else(|| self.memory.on_board(None).find(not_joker))
            .or_else(|| self.memory.on_board(None).next())
            .unwrap_or(Position { row: 0, column: 0 })
    }

    /// The turn's second card, after `card` at `first`: its twin, known; after a Joker, a
    /// card not seen (under `jokers together`: the other Joker, known, or a card that may
    /// be it) or a letter
    /// whose twin is not known; else a card not seen (under `jokers together`, a card known
    /// first: a Joker found as a turn's second card makes a twin with its first, so cards
    /// not seen are turned first); else any card but a Joker.
    fn second_to_turn(&self, first: Position, card: Card) -> Position {
        let others: Vec<Position> = self.memory.on_board(Some(first)).collect();
        let letter = |at: &Position| matches!(self.memory.card(*at), Some(Card::Letter(_)));
        if card == Card::Joker {
            let lonely = |at: &Position| {
                let twin = self.memory.card(*at).and_then(Card::twin);
                letter(at) && twin.is_some_and(|twin| self.places_of(twin, None).is_empty())
            };
            let explore = self.unseen(Some(first));
            let known =
                (others.iter().copied().find(lonely)).or(others.iter().copied().find(letter));
            let joker = self.places_of(Card::Joker, Some(first)).first().copied();
            let chosen = match self.goals.jokers_together {
                true => joker.or(explore).or(known),
                false => known.or(explore),
            };
            return chosen.or(others.first().copied()).unwrap_or(first);
        }
        if let Some(twin) = card.twin()
            && let Some(&at) = self.places_of(twin, Some(first)).first()
        {
            return at;
        }
        let not_joker = |at: &Position| self.memory.card(*at) != Some(Card::Joker);
        let known = others
            .iter()
            .copied()
            .find(|at| letter(at) && not_joker(at));
        let explore = self.unseen(Some(first));
        let chosen = match self.goals.jokers_together {
            true => known.or(explore),
            false => explore.or(known),
        };
        chosen.or_else(|| others.first().copied()).unwrap_or(first)
    }

    fn goals_unmet(&self) -> Vec<String> {
        let mut unmet: Vec<String> = (self.to_refuse.iter())
            .map(|text| format!("the invalid input `{text}`"))
            .collect();
        if self.goals.invalid && !self.repeated {
            unmet.push("the turn's first card again as its second".into());
        }
        if self.goals.invalid && !self.gone {
            unmet.push("a place whose card is gone".into());
        }
        let layout = match self.rehearsed {
            true => {
                "the program dealt another layout than in its rehearsal, so its Jokers could not be found first"
            }
            false => {
                "the layout decides where the program could not be rehearsed: a Joker turned over makes a twin with any card"
            }
        };
        if self.goals.jokers_together && !self.memory.jokers_together {
            unmet.push(format!("both Jokers turned over together ({layout})"));
        }
        let joker_turned = (self.actions.iter()).any(|action| {
            matches!(action, Action::Turn(at) if self.memory.card(*at) == Some(Card::Joker))
        });
        let jokers_known = self.places_of(Card::Joker, None).len() == JOKERS;
        if self.goals.jokers_last && (joker_turned || !jokers_known) {
            unmet.push(format!("both Jokers left to the end ({layout})"));
        }
        if self.goals.last_finder_loses && (!self.missed || joker_turned) {
            unmet.push(format!(
                "a miss on purpose after the first player's {LEAD_TWINS} twins, no Joker turned ({layout})"
            ));
        }
        unmet
    }
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let answer = (self.answering.read(output)).and_then(|asked| self.answer(&asked));
        match self.closed {
            true => Reply::Close,
            false => say(answer, Reply::Stop),
        }
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

    fn rehearsal(&self) -> Option<Box<dyn Player>> {
        let taught = self.answering.taught_answers().to_vec();
        (self.goals.need_layout())
            .then(|| Box::new(Demo::with_goals(Goals::default(), taught)) as Box<dyn Player>)
    }

    fn rehearsed(&mut self, output: &[u8]) {
        self.memory.learnt = Some(Memory::layout(output));
        self.rehearsed = true;
    }
}

/// The engine's players in a replay: the demo's inputs, one for each coordinate the engine
/// asks; the input ends with them.
impl Interlocutor for Replay<Action> {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = self.question(output);
        let answer = match question(&asked) {
            Some(Question::Continue) => Some(String::new()),
            Some(Question::Coordinate) => self.actions.pop_front().map(|action| match action {
                Action::Turn(at) => at.to_string(),
                Action::Invalid(text) => text,
            }),
            None => None,
        };
        say(answer, Reply::Close)
    }
}

#[cfg(test)]
mod tests {
    use crate::dialect::Reading;
    use crate::harness::{case, engine_conversing_replays_itself};

    /// The engine played as a student, under many layouts and every reading: no question
    /// is left unread and no answer refused but those meant to be, every invalid input is
    /// given, a game takes a perfect memory's turns, and the engine's replay of the
    /// answers prints the same transcript.
    #[test]
    fn the_engine_played_in_conversations_replays_its_own_answers_the_same() {
        let settings = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("cases/joker-twins/demo-game.case");
        let mut case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
        let readings = Reading::all(case.setup.choices(), &Reading::reference());
        for scenario in [
            "invalid",
            "jokers together",
            "jokers last",
            "last finder loses",
        ] {
            for seed in 1..=12u64 {
                for reading in readings.iter().skip(seed as usize % 4).step_by(4) {
                    case.seed = seed;
                    let what = format!("{scenario}, seed {seed}, reading {reading}");
                    let (player, text) =
                        engine_conversing_replays_itself(&case, scenario, reading, &what);
                    assert_eq!(player.stopped(), None, "{what}");
                    assert_eq!(player.refused(), 0, "{what}");
                    assert!(text.contains("Game over"), "{what}");
                    // A game with a perfect memory: about forty turns, not 1,500.
                    assert!(player.exchanges().len() < 150, "{what}");
                    // The rehearsal showed the layout: every goal is reached.
                    assert_eq!(player.unmet(), Vec::<String>::new(), "{what}");
                }
            }
        }
    }
}
