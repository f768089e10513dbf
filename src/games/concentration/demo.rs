//! Playing Concentration's mode 1 as a TA does at a demo: the human against the program's
//! computer, with a perfect memory of every card the program showed turned (its own and the
//! computer's `chose` lines), whatever its deal.
//!
//! [`Demo`] chooses mode 1 at the menu, plays its games, then quits. On a turn's first card
//! it turns one of a pair it knows, else a card not seen; on its second, the first card's
//! match when it knows one, else a card not seen; so any deal is played to its end, where
//! a fixed script reaches the end of the engine's own deal only. A scenario ([`Goals`])
//! asks for more games, and for each answer the spec refuses. What it did is kept as
//! [`Action`]s, and [`Replay`] gives them to the engine for its replay.

use super::questions::{Question, question};
use super::render::{Ordinal, read_scores, read_turned};
use super::rules::{CARDS, Card, PickError, Position};
use crate::conversation::{Answering, Interlocutor, Player, Replay, Reply, Stopped, Taught, say};

/// The most answers one conversation gives: a game of mode 1 takes the human about 40
/// turns with a perfect memory.
pub const ANSWERS_AT_MOST: usize = 600;

/// What a scenario asks of the demo.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goals {
    /// How many games of mode 1 to play before quitting.
    pub games: usize,
    /// Each answer the spec refuses, once: a row and column off the table, a card already
    /// removed, the turn's first card again as its second.
    pub invalid: bool,
    /// Games of mode 2 after those of mode 1, until one ends in a tie (at most
    /// [`TIE_GAMES_AT_MOST`]): the only way a TA sees how a program ends a tied game, since
    /// no one steers two computers.
    pub tie: bool,
}

/// The most games of mode 2 played for a tie: one game in six or seven ends in one
/// between two random computers, so forty leave about one chance in a thousand of none.
pub const TIE_GAMES_AT_MOST: usize = 40;

/// The output a program may print in all while games are watched for a tie: the default
/// output limit. Another game is watched only while the output so far and half as much
/// again as the longest game yet fit in it, so that a program that prints every turn's
/// table in full is not stopped at the limit by the games arbiter asked for.
pub const TIE_OUTPUT_AT_MOST: usize = 1 << 20;

impl Goals {
    /// The goals of a scenario's words: `games N`, `invalid`.
    pub fn parse(scenario: &str) -> Result<Goals, String> {
        let mut goals = Goals {
            games: 1,
            invalid: false,
            tie: false,
        };
        for (goal, words) in crate::conversation::goals(scenario) {
            match words[..] {
                ["games", count] => match count.parse() {
                    Ok(count @ 0..=5) => goals.games = count,
                    _ => return Err(format!("`{goal}`: the games are a number from 0 to 5")),
                },
                ["invalid"] => goals.invalid = true,
                ["tie"] => goals.tie = true,
                _ => {
                    return Err(format!(
                        "`{goal}` is not a goal of concentration: its goals are `games N`, `invalid` and `tie`"
                    ));
                }
            }
        }
        Ok(goals)
    }
}

/// What the human did, in the game's terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Mode 1 at the menu.
    Play,
    /// Mode 2 at the menu.
    Watch,
    /// Quit at the menu.
    Quit,
    /// The card at a place.
    Turn(Position),
    /// A row and a column the spec refuses, given on purpose.
    Invalid(String),
}

/// A position as the spec's `scanf("%d %d")` reads it: the row, then the column.
fn written(at: Position) -> String {
    let (row, column) = at.coordinates();
    format!("{row} {column}")
}

/// The human at the keyboard of a Concentration program.
#[derive(Debug)]
pub struct Demo {
    goals: Goals,
    answering: Answering,
    /// What the human did.
    pub actions: Vec<Action>,
    /// Every card seen, by place.
    known: Vec<Option<Card>>,
    /// The places whose card left the table in a pair.
    removed: Vec<bool>,
    /// The last first card turned, by anyone, while its turn goes on.
    first: Option<(Position, Card)>,
    /// How many menus were answered.
    menus: usize,
    /// The invalid answers given.
    invalid: Vec<PickError>,
    /// Whether a card was accepted.
    placed: bool,
    /// How many games of mode 2 were asked for, and whether one ended in a tie.
    watched: usize,
    tied: bool,
    /// How many bytes the program printed in all, when it was last asked.
    printed: usize,
    /// How many it had printed at the last menu, and the most one game printed.
    printed_at_menu: usize,
    longest_game: usize,
}

impl Demo {
    pub fn with_goals(goals: Goals, taught: Vec<Taught>) -> Demo {
        Demo {
            goals,
            answering: Answering::new(taught, ANSWERS_AT_MOST),
            actions: Vec::new(),
            known: vec![None; CARDS],
            removed: vec![false; CARDS],
            first: None,
            menus: 0,
            invalid: Vec::new(),
            placed: false,
            watched: 0,
            tied: false,
            printed: 0,
            printed_at_menu: 0,
            longest_game: 0,
        }
    }

    /// Takes in the cards the program showed turned, whoever turned them: a turn's two
    /// cards of one rank leave the table.
    fn read(&mut self, asked: &str) {
        let lines: Vec<&str> = asked.lines().collect();
        self.tied |= (read_scores(&lines).iter()).any(|scores| {
            scores.outcome.flipped == CARDS as u32 && scores.outcome.won[0] == scores.outcome.won[1]
        });
        for turned in read_turned(&lines) {
            let turned = turned.outcome;
            let Some(at) = Position::from_coordinates(turned.row, turned.column) else {
                continue;
            };
            self.known[at.index()] = Some(turned.card);
            match turned.ordinal {
                Ordinal::First => self.first = Some((at, turned.card)),
                Ordinal::Second => {
                    if let Some((first, card)) = self.first.take()
                        && card.rank == turned.card.rank
                        && first != at
                    {
                        self.removed[first.index()] = true;
                        self.removed[at.index()] = true;
                    }
                }
            }
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
        self.read(asked);
        let asked_again = self.answering.ask(&prompt, &(self.menus, &self.removed));
        let card_given = matches!(self.actions.last(), Some(Action::Turn(_)));
        if asked_again.again && !asked_again.meant && card_given {
            // Two numbers, as the spec's `scanf` reads them, have no other form.
            self.answering.stop_refused_allowed(prompt);
            return None;
        }
        self.placed |= !asked_again.again && card_given;
        let (text, action) = match question {
            Question::Menu {
                human,
                computers,
                quit,
            } => {
                // Each game is a new deal.
                self.menus += 1;
                self.first = None;
                self.known = vec![None; CARDS];
                self.removed = vec![false; CARDS];
                let game = self.printed.saturating_sub(self.printed_at_menu);
                self.longest_game = self.longest_game.max(game);
                self.printed_at_menu = self.printed;
                let room = self.printed + self.longest_game * 3 / 2 < TIE_OUTPUT_AT_MOST;
                let watch =
                    self.goals.tie && !self.tied && self.watched < TIE_GAMES_AT_MOST && room;
                match (self.menus > self.goals.games, watch) {
                    (false, _) => (human, Action::Play),
                    (true, true) => {
                        self.watched += 1;
                        (computers, Action::Watch)
                    }
                    (true, false) => (quit, Action::Quit),
                }
            }
            Question::Card { first } => {
                // A second card is asked while the human's first is face up.
                let second = first.map_or(self.human_first().is_some(), |first| !first);
                let action = self.card(second);
                let text = match &action {
                    Action::Turn(at) => written(*at),
                    Action::Invalid(text) => text.clone(),
                    _ => String::new(),
                };
                (text, action)
            }
        };
        let answer = self.answering.give(&prompt, &[text])?;
        if matches!(action, Action::Invalid(_)) {
            self.answering.expect_refusal();
        }
        self.actions.push(action);
        Some(answer)
    }

    /// The human's first card of the turn, while its second is to come.
    fn human_first(&self) -> Option<(Position, Card)> {
        let last = self
            .actions
            .iter()
            .rev()
            .find(|a| matches!(a, Action::Turn(_)))?;
        match (last, self.first) {
            (Action::Turn(at), Some((first, card))) if *at == first => Some((first, card)),
            _ => None,
        }
    }

    /// The places still on the table, but `except`.
    fn on_table(&self, except: Option<Position>) -> impl Iterator<Item = Position> + '_ {
        (0..CARDS)
            .map(Position::from_index)
            .filter(move |&at| !self.removed[at.index()] && Some(at) != except)
    }

    /// The card to give: an invalid answer still to give, once a card was accepted; else
    /// the card a perfect memory turns.
    fn card(&mut self, second: bool) -> Action {
        let first = self.human_first().filter(|_| second);
        if self.goals.invalid && self.placed {
            if !self.invalid.contains(&PickError::OutOfRange) {
                self.invalid.push(PickError::OutOfRange);
                return Action::Invalid("9 99".into());
            }
            if !self.invalid.contains(&PickError::AlreadyFlipped)
                && let Some(at) = (0..CARDS)
                    .map(Position::from_index)
                    .find(|at| self.removed[at.index()])
            {
                self.invalid.push(PickError::AlreadyFlipped);
                return Action::Invalid(written(at));
            }
            if !self.invalid.contains(&PickError::SameAsFirst)
                && let Some((at, _)) = first
            {
                self.invalid.push(PickError::SameAsFirst);
                return Action::Invalid(written(at));
            }
        }
        let unseen = |except| {
            self.on_table(except)
                .find(|at| self.known[at.index()].is_none())
        };
        let at = match first {
            None => {
                let pair = self.on_table(None).find(|&at| {
                    let Some(card) = self.known[at.index()] else {
                        return false;
                    };
                    (self.on_table(Some(at)))
                        .any(|other| self.known[other.index()].is_some_and(|c| c.rank == card.rank))
                });
                pair.or_else(|| unseen(None))
                    .or_else(|| self.on_table(None).next())
            }
            Some((first, card)) => {
                let twin = (self.on_table(Some(first)))
                    .find(|other| self.known[other.index()].is_some_and(|c| c.rank == card.rank));
                twin.or_else(|| unseen(Some(first)))
                    .or_else(|| self.on_table(Some(first)).next())
            }
        };
        Action::Turn(at.unwrap_or(Position::from_index(0)))
    }

    fn goals_unmet(&self) -> Vec<String> {
        let mut unmet = Vec::new();
        if self.goals.invalid {
            for (kind, goal) in [
                (PickError::OutOfRange, "a row and a column off the table"),
                (PickError::AlreadyFlipped, "a card already removed"),
                (
                    PickError::SameAsFirst,
                    "the turn's first card again as its second",
                ),
            ] {
                if !self.invalid.contains(&kind) {
                    unmet.push(goal.to_string());
                }
            }
        }
        if self.menus <= self.goals.games {
            unmet.push(format!("{} games played", self.goals.games));
        }
        if self.goals.tie && !self.tied {
            unmet.push(format!(
                "a game that ends in a tie (none in {} games of mode 2)",
                self.watched
            ));
        }
        unmet
    }
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        self.printed = output.len();
        let answer = (self.answering.read(output)).and_then(|asked| self.answer(&asked));
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

/// The engine's human in a replay: the demo's actions, one for each question the engine
/// asks; the input ends with them.
impl Interlocutor for Replay<Action> {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = self.question(output);
        let answer = match question(&asked) {
            Some(Question::Menu {
                human,
                computers,
                quit,
            }) => match self.actions.pop_front() {
                Some(Action::Play) => Some(human),
                Some(Action::Watch) => Some(computers),
                Some(Action::Quit) => Some(quit),
                _ => None,
            },
            Some(Question::Card { .. }) => match self.actions.pop_front() {
                Some(Action::Turn(at)) => Some(written(at)),
                Some(Action::Invalid(text)) => Some(text),
                _ => None,
            },
            None => None,
        };
        say(answer, Reply::Close)
    }
}

#[cfg(test)]
mod tests {
    use crate::dialect::Reading;
    use crate::harness::{case, engine_conversing_replays_itself};

    /// The engine played as a student, under many deals and every reading: every game is
    /// played to its end, every goal met, and the engine's replay of the answers prints
    /// the same transcript.
    #[test]
    fn the_engine_played_in_conversations_replays_its_own_answers_the_same() {
        let settings = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("cases/concentration/demo-mode1.case");
        let mut case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
        let readings = Reading::all(case.setup.choices(), &Reading::reference());
        for scenario in ["games 2", "invalid"] {
            for seed in 1..=8u64 {
                for reading in readings.iter().skip(seed as usize % 2).step_by(2) {
                    case.seed = seed;
                    let what = format!("{scenario}, seed {seed}, reading {reading}");
                    let (player, text) =
                        engine_conversing_replays_itself(&case, scenario, reading, &what);
                    assert_eq!(player.stopped(), None, "{what}");
                    assert_eq!(player.refused(), 0, "{what}");
                    assert_eq!(player.unmet(), Vec::<String>::new(), "{what}");
                    assert!(text.contains("End of Game"), "{what}");
                    // A perfect memory: far fewer turns than the 429 of the spec's sample.
                    assert!(player.exchanges().len() < 200, "{what}");
                }
            }
        }
    }
}
