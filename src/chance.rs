//! Chance: where the random outcomes of a game run come from.
//!
//! Every random decision of a game (a deal, a computer player's choice) is made through a
//! [`Chance`]. A seeded one draws from a [`GameRng`] alone: that is how `play` runs and how
//! goldens are made. A guided one also holds a program's own transcript: the game reads from
//! it, with the reader that lives beside its renderer, the outcomes the program showed (the
//! card at a position when it was turned, the move its computer made), and takes them in
//! turn instead of drawing, after checking each against what the rules allow at that moment.
//! The engine's transcript is then what that program should have printed with its own luck,
//! and it is compared with the program's output exactly as a golden would be.
//!
//! Where the transcript shows no outcome (the program printed something else, or stopped),
//! the generator stands in and the comparison shows where the program went astray. Where it
//! shows one that the rules do not allow, that is a [`Finding`], named with the line it came
//! from, and the generator stands in too, so the game can go on.

use std::any::{Any, TypeId};
use std::cell::{OnceCell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::fmt;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::rng::GameRng;

/// The source of a game run's random outcomes.
pub struct Chance<'a> {
    rng: &'a mut GameRng,
    /// The program's transcript, when guided.
    transcript: Option<&'a ProgramOutput<'a>>,
    findings: Vec<Finding>,
    seen: Vec<String>,
    known: usize,
}

/// A program's transcript as guided runs read it: its text, and the outcomes each of the
/// game's readers found in it, kept so that the replays under every reading of the spec
/// (up to a few hundred for one output) read a transcript of a megabyte once, not once
/// each.
pub struct ProgramOutput<'a> {
    bytes: &'a [u8],
    text: OnceCell<String>,
    /// What each reader found, by the reader and the type of its outcomes.
    found: RefCell<HashMap<(usize, TypeId), Rc<dyn Any>>>,
}

impl<'a> ProgramOutput<'a> {
    pub fn new(bytes: &'a [u8]) -> ProgramOutput<'a> {
        ProgramOutput {
            bytes,
            text: OnceCell::new(),
            found: RefCell::new(HashMap::new()),
        }
    }

    /// Whether the program printed nothing but white space: nothing to read a deal from,
    /// so its guided replay is the same as any other such program's.
    pub fn is_blank(&self) -> bool {
        self.bytes.iter().all(u8::is_ascii_whitespace)
    }

    fn text(&self) -> &str {
        self.text
            .get_or_init(|| String::from_utf8_lossy(self.bytes).into_owned())
    }

    /// What `read` finds in the transcript's lines, read on the first call only: a reader
    /// is a plain function of the lines.
    fn found<T: Clone + 'static>(
        &self,
        read: fn(&[&str]) -> Vec<Observed<T>>,
    ) -> Rc<Vec<Observed<T>>> {
        let key = (read as usize, TypeId::of::<T>());
        let known = self.found.borrow().get(&key).cloned();
        if let Some(found) = known.and_then(|found| found.downcast().ok()) {
            return found;
        }
        let lines: Vec<&str> = self.text().lines().collect();
        let found = Rc::new(read(&lines));
        self.found.borrow_mut().insert(key, found.clone());
        found
    }
}

/// What a report says of a guided run that read no outcome from the transcript: `what`
/// (`deal`, `layout`) was the generator's.
pub fn nothing_read(what: &str) -> String {
    format!("no card read from its output: judged against a {what} arbiter drew")
}

/// An outcome read from a program's transcript, with the line it was read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Observed<T> {
    /// 1-based line number in the program's output.
    pub line: usize,
    pub outcome: T,
}

/// The outcomes read from a transcript, taken in the order the program showed them.
#[derive(Clone, Debug)]
pub struct Outcomes<T> {
    queue: VecDeque<Observed<T>>,
}

impl<T> Iterator for Outcomes<T> {
    type Item = Observed<T>;

    /// The next outcome the program showed, if any is left.
    fn next(&mut self) -> Option<Observed<T>> {
        self.queue.pop_front()
    }
}

impl<T> Outcomes<T> {
    /// The first outcome left that `wanted` accepts, dropping those shown before it; none,
    /// and nothing dropped, when none does.
    pub fn take_first(&mut self, wanted: impl Fn(&T) -> bool) -> Option<Observed<T>> {
        let at = self.queue.iter().position(|shown| wanted(&shown.outcome))?;
        self.queue.drain(..at);
        self.queue.pop_front()
    }
}

/// An outcome in a program's transcript that the rules do not allow.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// 1-based line number in the program's output.
    pub line: usize,
    /// Which rule it breaks, in words.
    pub rule: String,
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} of its output: {}", self.line, self.rule)
    }
}

/// What a guided run learnt from the program's transcript.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Judged {
    /// Outcomes the rules do not allow, in the order they were met.
    pub findings: Vec<Finding>,
    /// The outcomes that were read and played, as a person reads them (for Concentration,
    /// the deal as far as it was seen).
    pub outcomes: Vec<String>,
    /// How many outcomes of chance were read from the transcript (the cards it showed
    /// where the deal or layout put them).
    #[serde(default)]
    pub known: usize,
}

impl<'a> Chance<'a> {
    /// Outcomes drawn from `rng` alone.
    pub fn seeded(rng: &'a mut GameRng) -> Chance<'a> {
        Chance {
            rng,
            transcript: None,
            findings: Vec::new(),
            seen: Vec::new(),
            known: 0,
        }
    }

    /// Outcomes read from a program's `transcript` where it shows them, drawn from `rng`
    /// where it does not.
    pub fn guided(rng: &'a mut GameRng, transcript: &'a ProgramOutput<'a>) -> Chance<'a> {
        Chance {
            rng,
            transcript: Some(transcript),
            findings: Vec::new(),
            seen: Vec::new(),
            known: 0,
        }
    }

    /// Whether outcomes come from a program's transcript.
    pub fn is_guided(&self) -> bool {
        self.transcript.is_some()
    }

    /// The generator, for the draws no transcript decides.
    pub fn rng(&mut self) -> &mut GameRng {
        self.rng
    }

    /// The outcomes the program's transcript shows, read by the game's `read` (given the
    /// transcript's lines, numbered from 1); none when seeded.
    pub fn outcomes<T: Clone + 'static>(
        &self,
        read: fn(&[&str]) -> Vec<Observed<T>>,
    ) -> Outcomes<T> {
        let queue = match self.transcript {
            Some(transcript) => transcript.found(read).iter().cloned().collect(),
            None => VecDeque::new(),
        };
        Outcomes { queue }
    }

    /// Records an outcome the rules do not allow.
    pub fn finding(&mut self, line: usize, rule: impl Into<String>) {
        self.findings.push(Finding {
            line,
            rule: rule.into(),
        });
    }

    /// Records, for the report, outcomes that were read and played: `known` of them read
    /// from the transcript; `describe` is called only when guided.
    pub fn seen(&mut self, known: usize, describe: impl FnOnce() -> String) {
        if self.is_guided() {
            self.known += known;
            self.seen.push(describe());
        }
    }

    /// What the run learnt from the transcript.
    pub fn judged(self) -> Judged {
        Judged {
            findings: self.findings,
            outcomes: self.seen,
            known: self.known,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_chance_reads_nothing_and_records_nothing() {
        let mut rng = GameRng::from_seed(1);
        let mut chance = Chance::seeded(&mut rng);
        let mut outcomes = chance.outcomes(|_| {
            vec![Observed {
                line: 1,
                outcome: 7,
            }]
        });
        assert_eq!(outcomes.next(), None);
        chance.seen(3, || "deal".into());
        assert_eq!(chance.judged(), Judged::default());
    }

    #[test]
    fn guided_chance_hands_over_outcomes_in_order_with_their_lines() {
        let mut rng = GameRng::from_seed(1);
        let transcript = ProgramOutput::new(b"a 1\nb\nc 3\n");
        let mut chance = Chance::guided(&mut rng, &transcript);
        let mut outcomes = chance.outcomes(|lines| {
            lines
                .iter()
                .enumerate()
                .filter_map(|(index, line)| {
                    let number = line.split(' ').nth(1)?.parse::<u32>().ok()?;
                    Some(Observed {
                        line: index + 1,
                        outcome: number,
                    })
                })
                .collect()
        });
        assert_eq!(
            outcomes.next(),
            Some(Observed {
                line: 1,
                outcome: 1
            })
        );
        assert_eq!(
            outcomes.next(),
            Some(Observed {
                line: 3,
                outcome: 3
            })
        );
        assert_eq!(outcomes.next(), None);
        chance.finding(3, "a three is not allowed");
        chance.seen(2, || "1, 3".into());
        let judged = chance.judged();
        assert_eq!(
            judged.findings[0].to_string(),
            "line 3 of its output: a three is not allowed"
        );
        assert_eq!(judged.outcomes, ["1, 3"]);
        assert_eq!(judged.known, 2);
    }
}
