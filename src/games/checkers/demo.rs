//! Playing Chinese Checker as a TA does at a demo: the person against the program's
//! computer, moving with the rules from the board the program shows, whatever its
//! computer played.
//!
//! [`Demo`] chooses the game against the computer, says yes when asked to play first, and
//! at each move reads the last board the program printed and the colour it names, and
//! plays the legal move that brings a piece furthest toward its target camp (the first of
//! equals, so that the same board gets the same move). A fixed script of moves goes wrong
//! at the first move the program's computer makes otherwise than the engine's; the
//! conversation does not. A scenario ([`Goals`]) adds each move the spec refuses, once.
//! What it did is kept as [`Action`]s, and [`Replay`] gives them to the engine.

use super::players::progress;
use super::questions::{Question, question};
use super::render::{colour_named, last_board};
use super::rules::{Board, Move, MoveError, Player, legal_moves, loc_to_bit};
use crate::conversation::{
    Answering, Interlocutor, Player as Conversing, Replay, Reply, Stopped, Taught, say,
};

/// The most answers one conversation gives: a game lasts 100 turns at the most, 50 of
/// them the person's.
pub const ANSWERS_AT_MOST: usize = 200;

/// What a scenario asks of the demo.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Goals {
    /// Each move the spec refuses, once: not four digits, off the board, a start without
    /// the person's piece, an end that is not empty, a move the rules do not allow.
    pub illegal: bool,
}

impl Goals {
    /// The goals of a scenario's words: `game` (one game against the computer to its
    /// end, which every scenario plays), `illegal`.
    pub fn parse(scenario: &str) -> Result<Goals, String> {
        let mut goals = Goals::default();
        for (goal, words) in crate::conversation::goals(scenario) {
            match words[..] {
                ["game"] => {}
                ["illegal"] => goals.illegal = true,
                _ => {
                    return Err(format!(
                        "`{goal}` is not a goal of checkers: its goals are `game` and `illegal`"
                    ));
                }
            }
        }
        Ok(goals)
    }
}

/// What the person did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The game against the computer, at the mode question.
    Mode,
    /// Yes, to play first.
    First,
    /// A move.
    Move(Move),
    /// A move the spec refuses, given on purpose (as typed).
    Refused(String),
}

/// The refusals `illegal` tries, in the spec's order of checks.
const REFUSALS: [MoveError; 5] = [
    MoveError::Format,
    MoveError::OffBoard,
    MoveError::BadStart,
    MoveError::BadEnd,
    MoveError::RuleViolation,
];

/// The goal of giving a move the spec refuses for `error`.
fn refusal_goal(error: MoveError) -> &'static str {
    match error {
        MoveError::Format => "a move that is not four digits",
        MoveError::OffBoard => "a move off the board",
        MoveError::BadStart => "a start without the person's piece",
        MoveError::BadEnd => "an end that is not empty",
        MoveError::RuleViolation => "a move the rules do not allow",
    }
}

/// The person at the keyboard of a Chinese Checker program.
#[derive(Debug)]
pub struct Demo {
    goals: Goals,
    answering: Answering,
    /// What the person did.
    pub actions: Vec<Action>,
    /// The refusals given.
    refused: Vec<MoveError>,
    /// The colour the person plays, as last named.
    colour: Player,
    /// The board last read.
    board: Option<Board>,
    /// Whether a move was accepted: refused moves wait for one, so that the program's
    /// refusal is the rule's.
    placed: bool,
}

impl Demo {
    pub fn with_goals(goals: Goals, taught: Vec<Taught>) -> Demo {
        Demo {
            goals,
            answering: Answering::new(taught, ANSWERS_AT_MOST),
            actions: Vec::new(),
            refused: Vec::new(),
            colour: Player::Blue,
            board: None,
            placed: false,
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
        let lines: Vec<&str> = asked.lines().collect();
        // A move asked again after a refusal shows no board: the last one holds.
        let board = last_board(&lines).or(self.board);
        if let Some(colour) = lines.iter().rev().find_map(|line| colour_named(line)) {
            self.colour = colour;
        }
        // A move asked again is the same question, whatever the words of the refusal that
        // asks it (`Invalid input format, please input again:`).
        // The mode and who plays first may be asked in the same words (`Your choice (1 or
        // 2):`): a question asked again is one of the same kind.
        let asked_as = match question {
            Question::Move => "move",
            Question::Mode { .. } => "mode",
            Question::First { .. } => "first",
        };
        let asked_again = self
            .answering
            .ask(asked_as, &board.as_ref().map(Board::as_array));
        let moved = matches!(self.actions.last(), Some(Action::Move(_)));
        self.placed |= moved && !asked_again.again;
        if asked_again.again && !asked_again.meant && moved {
            // Four digits have no other form.
            self.answering.stop_refused_allowed(prompt);
            return None;
        }
        let (text, action) = match question {
            Question::Mode { computer } => (computer, Action::Mode),
            Question::First { yes, .. } => (yes, Action::First),
            Question::Move => {
                let Some(board) = board else {
                    self.answering.stop(Stopped::Unseen {
                        what: "a board".into(),
                        question: prompt,
                    });
                    return None;
                };
                self.board = Some(board);
                let action = self.choose(&board);
                let text = match &action {
                    Action::Move(mv) => mv.to_string(),
                    Action::Refused(text) => text.clone(),
                    _ => String::new(),
                };
                (text, action)
            }
        };
        let answer = self.answering.give(&prompt, &[text])?;
        if matches!(action, Action::Refused(_)) {
            self.answering.expect_refusal();
        }
        self.actions.push(action);
        Some(answer)
    }

    /// A move the spec refuses still to give, once a move was accepted; else the move that
    /// brings a piece furthest.
    fn choose(&mut self, board: &Board) -> Action {
        let me = self.colour;
        if self.goals.illegal && self.placed {
            let mine = board.pieces(me);
            let theirs = board.pieces(me.opponent());
            let empty =
                (11..=88).find(|&loc| super::rules::is_on_board(loc) && board.get(loc).is_none());
            for kind in REFUSALS {
                if self.refused.contains(&kind) {
                    continue;
                }
                let text = match kind {
                    MoveError::Format => Some("12ab".to_string()),
                    MoveError::OffBoard => Some("0912".to_string()),
                    MoveError::BadStart => empty.map(|at| format!("{at}{at}")),
                    MoveError::BadEnd => (mine.first())
                        .zip(theirs.first())
                        .map(|(from, to)| format!("{from}{to}")),
                    MoveError::RuleViolation => rule_breaking(board, me),
                };
                self.refused.push(kind);
                if let Some(text) = text {
                    return Action::Refused(text);
                }
            }
        }
        let moves = legal_moves(board, me);
        let gain = |m: &Move| progress(me, loc_to_bit(m.from), loc_to_bit(m.to));
        let best = moves
            .iter()
            .copied()
            .max_by_key(|m| (gain(m), std::cmp::Reverse((m.from, m.to))));
        best.map_or(Action::Refused("0000".into()), Action::Move)
    }

    fn goals_unmet(&self) -> Vec<String> {
        match self.goals.illegal {
            true => (REFUSALS.into_iter())
                .filter(|kind| !self.refused.contains(kind))
                .map(|kind| refusal_goal(kind).to_string())
                .collect(),
            false => Vec::new(),
        }
    }
}

/// A move from one of `me`'s pieces to an empty place no step or chain of jumps reaches.
fn rule_breaking(board: &Board, me: Player) -> Option<String> {
    let legal = legal_moves(board, me);
    board.pieces(me).into_iter().find_map(|from| {
        (11..=88u8)
            .filter(|&to| super::rules::is_on_board(to) && board.get(to).is_none())
            .find(|&to| !legal.contains(&Move::new(from, to)))
            .map(|to| Move::new(from, to).to_string())
    })
}

impl Interlocutor for Demo {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let answer = (self.answering.read(output)).and_then(|asked| self.answer(&asked));
        say(answer, Reply::Stop)
    }
}

impl Conversing for Demo {
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

/// The engine's person in a replay: the demo's actions, one for each question the engine
/// asks (it asks no one who plays first); the input ends with them.
impl Interlocutor for Replay<Action> {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = self.question(output);
        while self.actions.front() == Some(&Action::First) {
            self.actions.pop_front();
        }
        let answer = match (question(&asked), self.actions.pop_front()) {
            (Some(Question::Mode { computer }), Some(Action::Mode)) => Some(computer),
            (Some(Question::Move), Some(Action::Move(mv))) => Some(mv.to_string()),
            (Some(Question::Move), Some(Action::Refused(text))) => Some(text),
            _ => None,
        };
        say(answer, Reply::Close)
    }
}

#[cfg(test)]
mod tests {
    use crate::dialect::Reading;
    use crate::harness::{case, engine_conversing_replays_itself};

    /// The engine played as a student, under many games of its random computer and a
    /// share of the readings: every game is played to its end, every refusal given, and the
    /// engine's replay of the moves prints the same transcript.
    #[test]
    fn the_engine_played_in_conversations_replays_its_own_moves_the_same() {
        let settings = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("cases/checkers/demo-illegal.case");
        let mut case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
        // The engine's own computer moves under the reference rules, which a replay under
        // `chain-start=held` may refuse (the judge then finds the game under the
        // reference's reading): the readings here keep the reference's chain.
        let readings: Vec<Reading> = Reading::all(case.setup.choices(), &Reading::reference())
            .into_iter()
            .filter(|reading| reading.is(&super::super::render::CHAIN_START, "lifted"))
            .collect();
        for scenario in ["game", "illegal"] {
            for seed in 1..=6u64 {
                for reading in readings
                    .iter()
                    .skip(seed as usize * 7 % 13)
                    .step_by(13)
                    .take(3)
                {
                    case.seed = seed;
                    let what = format!("{scenario}, seed {seed}, reading {reading}");
                    let (player, _) =
                        engine_conversing_replays_itself(&case, scenario, reading, &what);
                    assert_eq!(player.stopped(), None, "{what}");
                    assert_eq!(player.refused(), 0, "{what}");
                    assert_eq!(player.unmet(), Vec::<String>::new(), "{what}");
                }
            }
        }
    }
}
