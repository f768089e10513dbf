//! The cases a grading run uses, and what each one expects.
//!
//! A student's program sees only its standard input: neither arbiter's seed nor its
//! computer players, and it seeds its own generator (from `time()`, as the specs say). So a
//! case whose reference transcript drew from the game's random generator (a deal, a
//! computer's move) cannot be judged against its golden: it is judged against the engine's
//! replay of the case with the program's own outcomes of chance, read from the program's
//! output ([`crate::chance`]). Only a case determined by its input alone is compared with
//! its golden, unless `--exact` asks for goldens everywhere (for courses whose students
//! seed from `ARBITER_SEED` with arbiter's algorithm).
//!
//! Each case is replayed once, in-process, when a grading run starts, which tells which
//! kind it is. Its golden is read once and shared by every run of the case.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::chance::{Judged, ProgramOutput};
use crate::conversation::Player;
use crate::dialect::Reading;
use crate::events::Event;
use crate::games::GameSetup;
use crate::harness::case::{Case, Kind, Unusual};
use crate::harness::{self};

/// Where a case's expected output comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExpectedFrom {
    /// Its golden file.
    Golden,
    /// The engine's replay of the case with the program's own outcomes of chance.
    OwnChance,
}

/// What a program should have printed on a case, under the reading that fits it best.
pub struct Expectation<'a> {
    /// The reading of the spec the expected output was made under.
    pub reading: Reading,
    /// Whether the program's output matched it.
    pub matched: bool,
    /// The choices this case shows the program's reading of (those for which another
    /// value would not have matched), with the value it used; empty unless it matched.
    pub exercised: Vec<(&'static str, &'static str)>,
    pub output: Cow<'a, [u8]>,
    /// The input ends before that game does, so any exit status is accepted: with a
    /// program's own deal, a scripted game may last longer or shorter than the golden's.
    pub input_ends_early: bool,
    /// What was learnt from the program's output (nothing, for a golden).
    pub judged: Judged,
    /// For each input line the engine read making `output`, the offset of `output` then.
    pub lines_read_at: Cow<'a, [usize]>,
    /// The input the engine read making `output`: the case's script, or the answers it was
    /// given in a conversation's replay.
    pub input: Cow<'a, [u8]>,
    /// The files the game wrote, by name, with their content: what the program's must hold.
    pub files: Cow<'a, BTreeMap<String, Vec<u8>>>,
    /// `output` read as the spec's events, once: kept with the case for a golden's, which
    /// every program is compared with.
    events: Events<'a>,
}

/// Where an expectation's events are kept once read.
#[derive(Debug)]
enum Events<'a> {
    Shared(&'a OnceLock<Vec<Event>>),
    Own(OnceLock<Vec<Event>>),
}

/// How many readings a case's game may have for each to be tried when none matches; beyond,
/// they are searched (see [`GradedCase::expected_for`]).
pub const TRY_EVERY_READING_AT_MOST: usize = 32;

/// The readings tried so far, and the closest to the output: how far it agrees (events or
/// lines, then bytes), with its expectation.
struct Search<'a> {
    closest: Option<((usize, usize), Expectation<'a>)>,
    tried: HashSet<Reading>,
    /// The first reading that fits a conversation only as far as its replay went: it ran
    /// out of the conversation's answers where the game goes on.
    fits_short: Option<Expectation<'a>>,
}

impl Search<'_> {
    fn reach(&self) -> Option<(usize, usize)> {
        self.closest.as_ref().map(|(reach, _)| *reach)
    }
}

/// A golden case replayed under another reading than the reference's, or a case of chance
/// replayed for a program that printed nothing: it does not depend on the program, so it
/// is made once for a whole class.
#[derive(Clone, Debug)]
struct Replayed {
    output: Vec<u8>,
    judged: Judged,
    ends_early: bool,
    lines_read_at: Vec<usize>,
    files: BTreeMap<String, Vec<u8>>,
    events: OnceLock<Vec<Event>>,
}

/// A case as grading uses it: its input and expected output in memory.
#[derive(Clone, Debug)]
pub struct GradedCase {
    /// `<game>/<name>`.
    pub id: String,
    /// `<name>`, the file name of its output in an outputs folder (`<name>.out`).
    pub name: String,
    pub description: String,
    pub weight: u32,
    pub seed: u64,
    pub input: Vec<u8>,
    /// Its golden transcript.
    pub expected: Vec<u8>,
    pub golden_path: PathBuf,
    /// The input ends before the game does, so any exit status is accepted.
    pub input_ends_early: bool,
    pub expected_from: ExpectedFrom,
    /// The case itself, to replay with a program's own chance.
    pub case: Case,
    /// For each input line the engine read making the golden, the golden's offset then.
    pub lines_read_at: Vec<usize>,
    /// The files the case starts with, given to each run in its working folder.
    pub files: BTreeMap<String, Vec<u8>>,
    /// The files its golden run wrote (its golden files).
    pub golden_files: BTreeMap<String, Vec<u8>>,
    /// Its golden's events, once read.
    golden_events: OnceLock<Vec<Event>>,
    /// Compared with its golden: its replay under each reading (by [`Reading::index`]),
    /// once made. Of chance: its replay under each reading for a program that printed
    /// nothing (a run that failed at once), once made.
    replays: Vec<OnceLock<Replayed>>,
}

impl GradedCase {
    /// What a program whose standard output was `output` should have printed: the engine's
    /// transcript under a reading `pinned` allows that `matches` the output, or under the
    /// one whose first difference comes latest when none does. `matches` says how far an
    /// expectation agrees when it does not match (events or bytes, as the comparison counts
    /// them). With `find_exercised`, a match also says which choices the case showed, at
    /// the cost of a replay for each other value of each choice.
    ///
    /// Up to [`TRY_EVERY_READING_AT_MOST`] readings, each is tried in turn, the reference's
    /// first. Beyond, the search starts from the first and moves, while it gets closer, to
    /// the closest reading one step away (another value of one choice or of two): each
    /// choice decides some events, so the right value of the one that decides the first
    /// difference moves it later.
    pub fn expected_for<'c>(
        &'c self,
        output: &[u8],
        pinned: &Reading,
        conversation: Option<&dyn Player>,
        find_exercised: bool,
        matches: impl Fn(&Expectation) -> Result<(), usize>,
    ) -> Expectation<'c> {
        let choices = self.case.setup.choices();
        let program = ProgramOutput::new(output);
        let fits = |expectation: &Expectation| {
            expectation.judged.findings.is_empty() && matches(expectation).is_ok()
        };
        let mut search = Search {
            closest: None,
            tried: HashSet::new(),
            fits_short: None,
        };
        let attempt = |reading: &Reading, search: &mut Search<'c>| {
            if !search.tried.insert(reading.clone()) {
                return None;
            }
            let mut expectation = self.expected_under(&program, reading, conversation);
            // Two readings may show the same events while one of them gives the answers
            // other places (one answer draws three cards, or each draws one): the one whose
            // replay takes every answer is the program's, and one that stops short is kept
            // for when no other agrees as far.
            if conversation.is_some() && expectation.input_ends_early && fits(&expectation) {
                if search.fits_short.is_none() {
                    expectation.matched = true;
                    search.fits_short = Some(expectation);
                }
                return None;
            }
            if fits(&expectation) {
                expectation.matched = true;
                if find_exercised {
                    expectation.exercised =
                        self.exercised(&program, &expectation, conversation, &fits);
                }
                return Some(expectation);
            }
            // One that matches but for the rules the program broke (findings) is closest;
            // between readings that agree as far, the one whose bytes agree longer.
            let reach = (
                matches(&expectation).err().unwrap_or(usize::MAX),
                common_prefix(&expectation.output, output),
            );
            if search
                .closest
                .as_ref()
                .is_none_or(|(best, _)| reach > *best)
            {
                search.closest = Some((reach, expectation));
            }
            None
        };
        if program.is_blank() {
            // Nothing printed, nothing to choose a reading by: every one is as far.
            let first = Reading::first(choices, pinned);
            if let Some(found) = attempt(&first, &mut search) {
                return found;
            }
        } else if Reading::count(choices) <= TRY_EVERY_READING_AT_MOST {
            for reading in Reading::all(choices, pinned) {
                if let Some(found) = attempt(&reading, &mut search) {
                    return found;
                }
            }
        } else {
            let mut current = Reading::first(choices, pinned);
            if let Some(found) = attempt(&current, &mut search) {
                return found;
            }
            loop {
                let before = search.reach();
                for next in current.neighbours(choices, pinned) {
                    if let Some(found) = attempt(&next, &mut search) {
                        return found;
                    }
                }
                match &search.closest {
                    Some((reach, closest)) if Some(*reach) > before => {
                        current = closest.reading.clone();
                    }
                    _ => break,
                }
            }
        }
        // A reading whose replay agrees with the program's events up to a difference beats
        // one that fits only because its replay stopped short: the difference is judged.
        let closest_agrees = (search.closest.as_ref())
            .is_some_and(|((events, _), _)| *events != usize::MAX && *events > 0);
        if let Some(mut expectation) = search.fits_short.filter(|_| !closest_agrees) {
            if find_exercised {
                expectation.exercised = self.exercised(&program, &expectation, conversation, &fits);
            }
            return expectation;
        }
        match search.closest {
            Some((_, expectation)) => expectation,
            None => self.expected_under(&program, &Reading::reference(), conversation),
        }
    }

    /// The choices whose value the `matched` expectation's reading must have for the
    /// output to match: flipping any of them to another value no longer matches.
    fn exercised(
        &self,
        output: &ProgramOutput<'_>,
        matched: &Expectation,
        conversation: Option<&dyn Player>,
        fits: &dyn Fn(&Expectation) -> bool,
    ) -> Vec<(&'static str, &'static str)> {
        let reading = &matched.reading;
        let mut exercised = Vec::new();
        for choice in self.case.setup.choices() {
            let value = reading.get(choice);
            let others_fit = choice.values.iter().filter(|v| **v != value).any(|&other| {
                let mut flipped = reading.clone();
                flipped.set(choice, other);
                let expected = self.expected_under(output, &flipped, conversation);
                // A choice this case never meets leaves the transcript as it was.
                (expected.output == matched.output && expected.judged == matched.judged)
                    || fits(&expected)
            });
            if !others_fit {
                exercised.push((choice.name, value));
            }
        }
        exercised
    }

    /// What the program whose transcript is `output` should have printed under `reading`:
    /// on the case's input, or given the actions of the `conversation` that drove it.
    pub fn expected_under<'c>(
        &'c self,
        output: &ProgramOutput<'_>,
        reading: &Reading,
        conversation: Option<&dyn Player>,
    ) -> Expectation<'c> {
        if let Some(player) = conversation {
            let mut replayer = player.replayer();
            let (transcript, judged, given) = harness::replay_conversing(
                &self.case,
                reading,
                &mut *replayer,
                (self.expected_from == ExpectedFrom::OwnChance).then_some(output),
            );
            return Expectation {
                reading: reading.clone(),
                matched: false,
                exercised: Vec::new(),
                output: Cow::Owned(transcript.output),
                input_ends_early: transcript.ended_early.is_some(),
                judged,
                lines_read_at: Cow::Owned(transcript.lines_read_at),
                input: Cow::Owned(given),
                files: Cow::Owned(transcript.files),
                events: Events::Own(OnceLock::new()),
            };
        }
        let unmatched =
            |output, input_ends_early, judged, lines_read_at, files, events| Expectation {
                reading: reading.clone(),
                matched: false,
                exercised: Vec::new(),
                output,
                input_ends_early,
                judged,
                lines_read_at,
                input: Cow::Borrowed(&self.input[..]),
                files,
                events,
            };
        // A replay made once for the class, with what it learnt of chance when it was
        // guided (a golden's reading of chance is the seed's, not a program's).
        let replayed = |replay: &'c Replayed, guided: bool| {
            unmatched(
                Cow::Borrowed(&replay.output),
                replay.ends_early,
                if guided {
                    replay.judged.clone()
                } else {
                    Judged::default()
                },
                Cow::Borrowed(&replay.lines_read_at),
                Cow::Borrowed(&replay.files),
                Events::Shared(&replay.events),
            )
        };
        match self.expected_from {
            ExpectedFrom::Golden if reading.is_reference() => unmatched(
                Cow::Borrowed(&self.expected),
                self.input_ends_early,
                Judged::default(),
                Cow::Borrowed(&self.lines_read_at),
                Cow::Borrowed(&self.golden_files),
                Events::Shared(&self.golden_events),
            ),
            ExpectedFrom::Golden => replayed(self.replayed_under(reading, None), false),
            ExpectedFrom::OwnChance if output.is_blank() => {
                replayed(self.replayed_under(reading, Some(output)), true)
            }
            ExpectedFrom::OwnChance => {
                let (transcript, judged) = harness::replay_guided(
                    &self.case,
                    reading,
                    &mut &self.input[..],
                    output,
                    false,
                );
                unmatched(
                    Cow::Owned(transcript.output),
                    transcript.ended_early.is_some(),
                    judged,
                    Cow::Owned(transcript.lines_read_at),
                    Cow::Owned(transcript.files),
                    Events::Own(OnceLock::new()),
                )
            }
        }
    }

    /// The case replayed under `reading`, guided by `blank` (a program's output that holds
    /// nothing to read) for a case of chance, made on the first call (by any thread).
    fn replayed_under(&self, reading: &Reading, blank: Option<&ProgramOutput>) -> &Replayed {
        let make = || {
            let (transcript, judged) = match blank {
                Some(output) => {
                    harness::replay_guided(&self.case, reading, &mut &self.input[..], output, false)
                }
                None => harness::replay_input(&self.case, reading, &mut &self.input[..]),
            };
            Replayed {
                ends_early: transcript.ended_early.is_some(),
                output: transcript.output,
                judged,
                lines_read_at: transcript.lines_read_at,
                files: transcript.files,
                events: OnceLock::new(),
            }
        };
        // An index is below the count of readings of these choices, which `replays` holds.
        self.replays[reading.index(self.case.setup.choices())].get_or_init(make)
    }

    /// Whether what a program does once this case's input is exhausted goes unjudged: true
    /// for a graded case, whose program the spec never tells what to do at end of input;
    /// a robustness case judges it.
    pub fn free_after_input(&self) -> bool {
        matches!(self.case.kind, Kind::Graded | Kind::Dialogue)
    }

    /// What a diff calls the expected output: the golden or the replay with the program's
    /// own chance, and the reading of the spec it was made under when that is not the
    /// reference's.
    pub fn expected_name(&self, reading: &Reading) -> String {
        let name = match self.expected_from {
            ExpectedFrom::Golden => self.golden_path.display().to_string(),
            ExpectedFrom::OwnChance => format!("expected ({}, with its own chance)", self.id),
        };
        if reading.is_reference() {
            name
        } else {
            format!("{name}, reading {reading}")
        }
    }
}

impl Expectation<'_> {
    /// The expected transcript read as `setup`'s events, read on the first call.
    pub fn events(&self, setup: &GameSetup) -> &[Event] {
        let cell = match &self.events {
            Events::Shared(cell) => cell,
            Events::Own(cell) => cell,
        };
        cell.get_or_init(|| setup.read_events(&self.output))
    }

    /// The part of a program's `output` that is judged against this expectation: all of it,
    /// or, when `free_after_input` and the input ends before the game does, what it printed
    /// up to where the expected transcript stops. What a program prints once its input is
    /// exhausted is the spec's silence (it never says what to do at end of input), so it
    /// is reported, not judged. The cut is after as many lines as the expected transcript
    /// has, and as many bytes of the next as its unfinished last line (the prompt).
    pub fn judged_part<'o>(&self, output: &'o [u8], free_after_input: bool) -> &'o [u8] {
        if !(free_after_input && self.input_ends_early) {
            return output;
        }
        match self.judged_end(output) {
            Some(end) => &output[..end],
            None => output,
        }
    }

    /// How many of a program's events are judged against this expectation's `expected`
    /// events, as [`Expectation::judged_part`] cuts text: all of them, or, when the input
    /// ends before the game does, as many as are expected.
    pub fn judged_events(&self, expected: usize, free_after_input: bool) -> usize {
        if free_after_input && self.input_ends_early {
            expected
        } else {
            usize::MAX
        }
    }

    /// Whether `output` already holds all of itself that is judged (see
    /// [`Expectation::judged_part`]), so nothing printed after it can change the result.
    pub fn is_covered_by(&self, output: &[u8]) -> bool {
        self.judged_end(output).is_some()
    }

    /// Where the judged part of `output` ends: after as many lines as the expected
    /// transcript has, and as many bytes of the next as its unfinished last line; `None`
    /// when `output` is shorter than that.
    fn judged_end(&self, output: &[u8]) -> Option<usize> {
        let lines = self.output.iter().filter(|&&b| b == b'\n').count();
        let partial = self.output.len()
            - self
                .output
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |n| n + 1);
        let mut end = 0;
        for _ in 0..lines {
            end += output[end..].iter().position(|&b| b == b'\n')? + 1;
        }
        let end = end + partial;
        (end <= output.len()).then_some(end)
    }
}

/// How many bytes two outputs share from their start.
fn common_prefix(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The cases a grading run uses, and those it leaves out.
#[derive(Clone, Debug)]
pub struct Selection {
    pub cases: Vec<GradedCase>,
    /// The cases of a kind not asked for (see [`select`]).
    pub left_out: LeftOut,
}

/// A kind of case a grading run leaves out unless asked: a program that follows its spec
/// may fail it.
#[derive(Clone, Copy, Debug)]
pub struct Optional {
    pub kind: Kind,
    /// What reports call it: `robustness cases`.
    pub name: &'static str,
    /// Why it is left out, and the option that grades it.
    pub because: &'static str,
    /// What it tests, in a few words.
    pub about: &'static str,
}

/// The inputs robustness cases may give, in [`OPTIONAL`]'s reason: a grading run names the
/// ones its left-out cases give instead.
macro_rules! robustness_input {
    () => {
        "words where it asks for a number, binary bytes, empty input, input that ends in the middle of a game"
    };
}
const ROBUSTNESS_INPUT: &str = robustness_input!();

/// Every kind of case a grading run leaves out unless asked.
pub const OPTIONAL: [Optional; 4] = [
    Optional {
        kind: Kind::Robustness,
        name: "robustness",
        because: concat!(
            "they test input the spec lets programs ignore (",
            robustness_input!(),
            "); --robustness grades them too"
        ),
        about: "input the spec lets programs ignore",
    },
    Optional {
        kind: Kind::Extra,
        name: "extra",
        because: "they test optional features of the spec (extra credit), which a program need not have; --extras grades them too",
        about: "optional features of the spec",
    },
    Optional {
        kind: Kind::Engine,
        name: "engine",
        because: "they test what arbiter adds to the game (computer players in seats the spec gives people), which no program is asked to have; `arbiter check` runs them",
        about: "what arbiter adds to the game",
    },
    Optional {
        kind: Kind::Dialogue,
        name: "engine-dialogue",
        because: "their scripts answer the engine's own questions where the spec leaves the dialogue free, so a program with its own reads them as answers to other questions (the scenario cases play each program in its own); --engine-dialogue grades them too, for a course that gave its students the engine's dialogue",
        about: "the engine's own dialogue",
    },
];

/// The cases a grading run left out, with their kinds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeftOut(Vec<(Kind, String, Option<Unusual>)>);

impl LeftOut {
    /// The ids of the cases of `kind` left out.
    pub fn ids(&self, kind: Kind) -> Vec<String> {
        (self.0.iter())
            .filter(|(of, _, _)| *of == kind)
            .map(|(_, id, _)| id.clone())
            .collect()
    }

    /// Why the cases of `optional`'s kind were left out: for robustness cases, the input
    /// these ones give (this game's own, not every game's).
    pub fn reason(&self, optional: &Optional) -> String {
        let mut unusual: Vec<Unusual> = (self.0.iter())
            .filter(|(of, _, _)| *of == optional.kind)
            .filter_map(|(_, _, unusual)| *unusual)
            .collect();
        unusual.sort();
        unusual.dedup();
        if unusual.is_empty() {
            return optional.because.to_string();
        }
        let texts: Vec<&str> = unusual.iter().map(|unusual| unusual.text()).collect();
        optional
            .because
            .replacen(ROBUSTNESS_INPUT, &texts.join(", "), 1)
    }

    /// How many cases were left out, of every kind.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl Selection {
    /// How many cases are judged each way.
    pub fn count(&self, from: ExpectedFrom) -> usize {
        self.cases
            .iter()
            .filter(|case| case.expected_from == from)
            .count()
    }
}

/// Replays `cases` to tell which depend on chance, and reads their goldens. With `exact`,
/// every case is compared with its golden. The cases of an [`OPTIONAL`] kind are left out
/// unless `asked` names it: a program that follows its spec may fail them. Errors name the
/// file to fix.
pub fn select(cases: &[Case], exact: bool, asked: &[Kind]) -> Result<Selection, String> {
    let mut selection = Selection {
        cases: Vec::new(),
        left_out: LeftOut::default(),
    };
    for case in cases {
        if case.kind != Kind::Graded && !asked.contains(&case.kind) {
            let unusual = (case.kind == Kind::Robustness).then(|| {
                let input = std::fs::read(&case.input_path).unwrap_or_default();
                let ends_early = case.unusual.is_none()
                    && harness::replay(case, false)
                        .is_ok_and(|transcript| transcript.ended_early.is_some());
                case.unusual
                    .unwrap_or_else(|| Unusual::of(&input, ends_early))
            });
            selection
                .left_out
                .0
                .push((case.kind, case.id.clone(), unusual));
            continue;
        }
        let transcript = harness::replay(case, false).map_err(|err| err.to_string())?;
        let expected = std::fs::read(&case.golden_path).map_err(|err| {
            let hint = if err.kind() == std::io::ErrorKind::NotFound {
                format!(
                    "review the transcript (arbiter replay {}) and write it with arbiter check --bless, or give the folder of goldens with --golden",
                    case.settings_path.display()
                )
            } else {
                err.to_string()
            };
            format!(
                "{}: no golden for case {}: {hint}",
                case.golden_path.display(),
                case.id
            )
        })?;
        let input = std::fs::read(&case.input_path).map_err(|err| {
            format!(
                "{}: cannot read the input script: {err}",
                case.input_path.display()
            )
        })?;
        let name = case.id.rsplit('/').next().unwrap_or(&case.id).to_string();
        let expected_from = if transcript.used_randomness && !exact {
            ExpectedFrom::OwnChance
        } else {
            ExpectedFrom::Golden
        };
        selection.cases.push(GradedCase {
            id: case.id.clone(),
            name,
            description: case.description.clone(),
            weight: case.weight,
            seed: case.seed,
            input,
            expected,
            golden_path: case.golden_path.clone(),
            input_ends_early: transcript.ended_early.is_some(),
            expected_from,
            case: case.clone(),
            lines_read_at: transcript.lines_read_at,
            files: harness::case_files(case),
            golden_files: harness::golden_files(case),
            golden_events: OnceLock::new(),
            replays: (0..Reading::count(case.setup.choices()))
                .map(|_| OnceLock::new())
                .collect(),
        });
    }
    Ok(selection)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::case::{self, GoldenRoot};

    const ALL_KINDS: [Kind; 4] = [Kind::Robustness, Kind::Extra, Kind::Engine, Kind::Dialogue];
    use std::path::Path;

    fn bundled(names: &[&str]) -> Vec<Case> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        names
            .iter()
            .map(|name| {
                let path = root.join(format!("cases/concentration/{name}.case"));
                case::load(&path, &GoldenRoot::BesideCases).unwrap()
            })
            .collect()
    }

    #[test]
    fn cases_of_chance_are_judged_by_the_programs_own_chance() {
        let cases = bundled(&["quit", "mode1-win", "empty-input", "mode2-random"]);
        let selection = select(&cases, false, &ALL_KINDS).unwrap();
        let from: Vec<(&str, ExpectedFrom)> = selection
            .cases
            .iter()
            .map(|c| (c.name.as_str(), c.expected_from))
            .collect();
        assert_eq!(
            from,
            [
                ("quit", ExpectedFrom::Golden),
                ("mode1-win", ExpectedFrom::OwnChance),
                ("empty-input", ExpectedFrom::Golden),
                ("mode2-random", ExpectedFrom::OwnChance),
            ]
        );
        assert_eq!(selection.count(ExpectedFrom::OwnChance), 2);
        let quit = &selection.cases[0];
        assert_eq!(
            (quit.name.as_str(), quit.weight, quit.input_ends_early),
            ("quit", 1, false)
        );
        assert_eq!(quit.input, b"0\n");
        assert!(quit.expected.ends_with(b"Your choice: "));
        assert!(
            selection.cases[2].input_ends_early,
            "empty input ends at the menu"
        );

        // The golden is what the engine's own chance expects.
        let dealt = &selection.cases[1];
        let golden = dealt.expected.clone();
        let expectation = dealt.expected_for(
            &dealt.expected,
            &Reading::reference(),
            None,
            true,
            |e| match e.output == golden.as_slice() {
                true => Ok(()),
                false => Err(0),
            },
        );
        assert_eq!(expectation.output, dealt.expected.as_slice());
        assert!(expectation.judged.findings.is_empty());
        assert_eq!(
            expectation.judged.outcomes.len(),
            1,
            "one game, one deal seen"
        );

        let exact = select(&cases, true, &ALL_KINDS).unwrap();
        assert_eq!(exact.count(ExpectedFrom::Golden), 4);
    }

    #[test]
    fn robustness_cases_are_left_out_unless_asked() {
        let cases = bundled(&["quit", "empty-input", "menu-words", "menu-errors"]);
        let selection = select(&cases, false, &[]).unwrap();
        let used: Vec<&str> = selection.cases.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(used, ["quit", "menu-errors"]);
        assert_eq!(
            selection.left_out.ids(Kind::Robustness),
            ["concentration/empty-input", "concentration/menu-words"]
        );
        let all = select(&cases, false, &ALL_KINDS).unwrap();
        assert_eq!(all.cases.len(), 4);
        assert!(all.left_out.is_empty());
    }

    #[test]
    fn the_heading_names_the_unusual_input_of_the_cases_left_out() {
        let robustness = &OPTIONAL[0];
        assert!(robustness.because.contains(ROBUSTNESS_INPUT));
        // menu-words says it gives words; empty-input's bytes say it is empty.
        let cases = bundled(&["empty-input", "menu-words", "quit"]);
        let selection = select(&cases, false, &[]).unwrap();
        assert_eq!(
            selection.left_out.reason(robustness),
            "they test input the spec lets programs ignore (words where it asks for a number, empty input); --robustness grades them too"
        );
        let cases = bundled(&["eof-mid-turn"]);
        let selection = select(&cases, false, &[]).unwrap();
        assert!(
            (selection.left_out.reason(robustness))
                .contains("(input that ends in the middle of a game)")
        );
    }

    #[test]
    fn a_missing_golden_names_the_file() {
        let mut cases = bundled(&["quit"]);
        cases[0].golden_path = PathBuf::from("/nowhere/quit.out");
        let err = select(&cases, false, &[]).unwrap_err();
        assert!(
            err.starts_with("/nowhere/quit.out: no golden for case concentration/quit"),
            "{err}"
        );
    }
}
