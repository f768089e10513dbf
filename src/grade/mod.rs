//! Grading: running untrusted submissions on the cases of a game and judging what they print.
//!
//! A grading run goes in two steps, each spread over `jobs` threads that take work from a
//! shared queue: first every submission is made ready (found out how to run, built if it
//! needs it), then every submission runs on every case. Results come back to the calling
//! thread as they finish, which writes each to the [`journal`] at once and reports it to a
//! [`Progress`]; so a run that is interrupted keeps all it finished, and nothing one
//! submission does (crash, hang, flood, fail to build) holds up the others.
//!
//! The rooms: [`run`] runs one program once under limits and says how it ended; [`limits`]
//! holds the limits' defaults and how they are written; [`cases`] picks the cases and
//! what each expects; [`submission`] finds the submissions, how to run each, and builds
//! them; [`compare`] compares an output with the expected transcript under the course's
//! options; [`verdict`] turns a run and a comparison into a verdict; [`journal`] keeps
//! results on disk as they come, and [`shard`] splits a class into shards and merges
//! them; [`report`] writes the gradebook for people and for other tools.

pub mod cases;
pub mod compare;
pub mod journal;
pub mod limits;
pub mod preload;
pub mod rehearsal;
pub mod report;
pub mod run;
pub mod scratch;
pub mod seeding;
pub mod shard;
pub mod sleep;
pub mod submission;
pub mod verdict;
pub mod waiting;

use std::borrow::Cow;
use std::cell::{Cell, Ref, RefCell};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use self::cases::{Expectation, ExpectedFrom, GradedCase, LeftOut, Selection};
use self::compare::{Comparison, EventCount, Mismatch};
use self::journal::{Fingerprint, Journal, Recorded};
use self::run::{Limits, RunOutcome};
use self::seeding::{SameDeal, SameDealCost};
use self::submission::{BuildLimits, Method, Prepared, Runnable, Submission};
use self::verdict::{CaseResult, Judging, LeftEarly, Shown, Verdict};
use crate::chance::ProgramOutput;
use crate::conversation::{self, Player, Record, Taught};
use crate::dialect::Reading;
use crate::events::{self, Event, InputTrail, Printed};
use crate::games::GameSetup;
use crate::interrupt;
use crate::sandbox::{Confined, Isolation, Subject};

/// How a grading run grades.
#[derive(Clone, Debug)]
pub struct Settings {
    pub game: String,
    pub method: Method,
    pub comparison: Comparison,
    /// A case that fails scores the share of its events shown before the first difference
    /// (`--partial`), not nothing.
    pub partial: bool,
    pub limits: Limits,
    /// How many runs at once.
    pub jobs: usize,
    /// Every case compared with its golden (`--all-cases`).
    pub exact: bool,
    /// The choices of the game's dialect the course pinned (`--dialect`); the others take
    /// whichever reading fits each program.
    pub dialect: Reading,
    /// Programs sleep for real (`--real-sleep`), not at once (see [`sleep`]).
    pub real_sleep: bool,
    /// How runs are confined (`--isolation`).
    pub isolation: Isolation,
    /// What builds may use (`--build-timeout`, `--build-memory`).
    pub build: BuildLimits,
    /// What a deal that never changes costs (`--same-deal`, see [`seeding`]).
    pub same_deal: SameDealCost,
    /// The course's own answers to questions arbiter does not read (`--answer`).
    pub taught: Vec<Taught>,
}

impl Settings {
    /// What decides a result, for the journal.
    pub fn fingerprint(&self) -> Fingerprint {
        Fingerprint {
            game: self.game.clone(),
            comparison: self.comparison,
            timeout_seconds: limits::timeout(&self.limits).as_secs_f64(),
            max_output: self.limits.max_output,
            memory_limit: self.limits.memory,
            method: self.method_text(),
            exact: self.exact,
            dialect: self.dialect.pins(),
            answers: (self.taught.iter())
                .map(|taught| format!("{}={}", taught.pattern, taught.text))
                .collect(),
        }
    }

    /// How outputs are judged in this run.
    pub fn judge(&self) -> Judge<'_> {
        Judge {
            comparison: self.comparison,
            dialect: &self.dialect,
            conversation: None,
        }
    }

    /// How submissions are run, in a few words.
    pub fn method_text(&self) -> String {
        match &self.method {
            Method::Detect { build } => {
                format!("found in each folder; C and C++ built with {}", build.text)
            }
            Method::Command(template) => format!("--cmd {}", template.text),
            Method::Outputs => "outputs already produced (--outputs)".to_string(),
        }
    }
}

/// How a program's output is judged: the comparison, and the readings of the spec that
/// are accepted (those the course did not pin).
#[derive(Clone, Copy, Debug)]
pub struct Judge<'s> {
    pub comparison: Comparison,
    pub dialect: &'s Reading,
    /// The conversation that drove the program, for a scenario's case: the engine replays
    /// its actions.
    pub conversation: Option<&'s dyn Player>,
}

impl Judge<'_> {
    /// A program's output on `case` judged: what it should have printed, under the reading
    /// of the spec that fits it (see [`crate::dialect`]), and how it differs from that under
    /// this run's comparison. `submission` names the output in a diff.
    /// `ran` is the run that printed it, when it ran (not for outputs already produced):
    /// each file the game writes must be among the files it left in its working folder, the
    /// same, and a difference names the last input line it read.
    pub fn judge_output<'a>(
        &self,
        case: &'a GradedCase,
        output: &[u8],
        ran: Option<&RunOutcome>,
        submission: &str,
    ) -> Judgement<'a> {
        let taken = ran.map(|ran| ran.input_taken);
        let mut judgement = self.judge_transcript(case, output, taken, submission);
        if judgement.mismatch.is_none()
            && let Some(files) = ran.map(|ran| &ran.files)
        {
            judgement.mismatch =
                compare::compare_files(&judgement.expected.files, files, submission);
        }
        judgement
    }

    fn judge_transcript<'a>(
        &self,
        case: &'a GradedCase,
        output: &[u8],
        taken: Option<usize>,
        submission: &str,
    ) -> Judgement<'a> {
        let actual = self.read_events(case, output);
        let expected = self.expected_under_readings(case, output, actual.as_ref(), true);
        let free = self.free_after_input(case);
        let expected_name = case.expected_name(&expected.reading);
        let Some(actual) = actual else {
            let mismatch = self.comparison.compare(
                &expected.output,
                expected.judged_part(output, free),
                &expected_name,
                submission,
            );
            return Judgement {
                expected,
                mismatch,
                events: None,
            };
        };
        let expected_events = expected.events(&case.case.setup);
        let trail = InputTrail {
            input: &expected.input,
            lines_read_at: &expected.lines_read_at,
            taken,
        };
        // Events past the expected ones only show that the program printed more: its diff
        // shows so many of them, and reading further would read a flood to its end.
        let shown = (expected_events.len()).saturating_add(compare::DIFF_REACH);
        let judged = actual.first(
            expected
                .judged_events(expected_events.len(), free)
                .min(shown),
        );
        let (count, mismatch) = Comparison::compare_events(
            expected_events,
            &judged,
            Printed {
                text: &events::text(output),
                prompt_end: case.case.setup.prompt_end(),
            },
            &trail,
            expected.output.len(),
            (&expected_name, submission),
        );
        drop(judged);
        Judgement {
            expected,
            mismatch,
            events: Some(count),
        }
    }

    /// Whether what the program does once the engine's input ran out goes unjudged (see
    /// [`GradedCase::free_after_input`]). Never in a conversation: the engine runs out of
    /// answers only where the program went on where the game would not have (past a play
    /// the rules refuse, say), and that is judged.
    pub fn free_after_input(&self, case: &GradedCase) -> bool {
        self.conversation.is_none() && case.free_after_input()
    }

    /// Whether a run whose output so far is `output`, with all of its input read, is done:
    /// in a graded case whose input ends before its game does, it has printed all that is
    /// judged, so what it prints next cannot change its result.
    pub fn is_done(&self, case: &GradedCase, output: &[u8]) -> bool {
        if !self.free_after_input(case) {
            return false;
        }
        // The last line may be unfinished, but a prompt is too: runs see standard output
        // line-buffered, so glibc writes a prompt whole when the program reads its answer.
        let actual = self.read_events(case, output);
        if self.still_printing(case, output, actual.as_ref()) {
            return false;
        }
        let expected = self.expected_under_readings(case, output, actual.as_ref(), false);
        expected.input_ends_early
            && match actual {
                Some(actual) => {
                    let expected_count = expected.events(&case.case.setup).len();
                    actual.first(expected_count).len() >= expected_count
                }
                None => expected.is_covered_by(output),
            }
    }

    /// Whether `output` is so far the beginning of what the program should print under the
    /// first reading tried, with more to come: the program is still on its way, and one
    /// replay says so where trying every reading would take one each.
    fn still_printing(
        &self,
        case: &GradedCase,
        output: &[u8],
        actual: Option<&ProgramEvents<'_>>,
    ) -> bool {
        let first = Reading::first(case.case.setup.choices(), self.dialect);
        let expected = case.expected_under(&ProgramOutput::new(output), &first, self.conversation);
        matches!(
            self.agreement(case, output, actual, &expected),
            Agreement::Short(_)
        )
    }

    /// How far a program's output agrees with `expected`, as this comparison counts: in
    /// events under the spec comparison, in lines of text otherwise.
    fn agreement(
        &self,
        case: &GradedCase,
        output: &[u8],
        actual: Option<&ProgramEvents<'_>>,
        expected: &Expectation<'_>,
    ) -> Agreement {
        let free = self.free_after_input(case);
        match actual {
            Some(actual) => {
                let expected_events = expected.events(&case.case.setup);
                // One event past the expected ones tells that the program printed more.
                let count = expected_events.len();
                let judged = actual.first(expected.judged_events(count, free).min(count + 1));
                match events::compare(expected_events, &judged) {
                    None => Agreement::Whole,
                    Some(parting) if parting.actual.is_none() => Agreement::Short(parting.agreed),
                    Some(parting) => Agreement::Parted(parting.agreed),
                }
            }
            None => {
                let judged = expected.judged_part(output, free);
                match self.comparison.compare(&expected.output, judged, "", "") {
                    None => Agreement::Whole,
                    Some(mismatch) if mismatch.actual.is_none() => Agreement::Short(mismatch.line),
                    Some(mismatch) => Agreement::Parted(mismatch.line),
                }
            }
        }
    }

    /// The program's output, to be read as the spec's events under the spec comparison.
    fn read_events<'o>(&self, case: &'o GradedCase, output: &'o [u8]) -> Option<ProgramEvents<'o>> {
        (self.comparison.spec_events).then(|| ProgramEvents {
            setup: &case.case.setup,
            output,
            read: RefCell::new(Vec::new()),
            whole: Cell::new(false),
        })
    }

    fn expected_under_readings<'a>(
        &self,
        case: &'a GradedCase,
        output: &[u8],
        actual: Option<&ProgramEvents<'_>>,
        find_exercised: bool,
    ) -> Expectation<'a> {
        case.expected_for(
            output,
            self.dialect,
            self.conversation,
            find_exercised,
            |expected| match self.agreement(case, output, actual, expected) {
                Agreement::Whole => Ok(()),
                Agreement::Short(reach) | Agreement::Parted(reach) => Err(reach),
            },
        )
    }
}

/// How far a program's output agrees with what it should print.
enum Agreement {
    /// All of it.
    Whole,
    /// All it printed, which stops short: so many events (or lines) agree.
    Short(usize),
    /// So many agree, then it prints something else.
    Parted(usize),
}

/// A program's output read as the spec's events only as far as a comparison needs them: a
/// program that loops at end of input may print a megabyte of which only the first events
/// are judged.
struct ProgramEvents<'o> {
    setup: &'o GameSetup,
    output: &'o [u8],
    read: RefCell<Vec<Event>>,
    /// Whether `read` holds every event of the output.
    whole: Cell<bool>,
}

impl ProgramEvents<'_> {
    /// The first `count` events, or all when there are fewer.
    fn first(&self, count: usize) -> Ref<'_, [Event]> {
        if !self.whole.get() && self.read.borrow().len() < count {
            // Twice as far as asked, so that trying several readings reads once or twice.
            let limit = count.saturating_mul(2).max(64);
            let events = self.setup.read_events_upto(self.output, limit);
            self.whole.set(events.len() < limit);
            *self.read.borrow_mut() = events;
        }
        Ref::map(self.read.borrow(), |events| {
            &events[..count.min(events.len())]
        })
    }
}

/// A program's output judged on one case.
pub struct Judgement<'a> {
    pub expected: Expectation<'a>,
    pub mismatch: Option<Mismatch>,
    /// Under the spec comparison, how many of the expected events it showed.
    pub events: Option<EventCount>,
}

/// One submission's results.
#[derive(Clone, Debug)]
pub struct Graded {
    pub id: String,
    pub path: PathBuf,
    /// How it was run (`compiled from game.c with cc`); `None` when it could not be run
    /// (each result says why) or when all its results came from the journal.
    pub how: Option<String>,
    /// One result per case, in the order of the cases.
    pub results: Vec<CaseResult>,
    /// It printed the same game in two runs of a case (see [`seeding`]).
    pub same_deal: Option<SameDeal>,
}

impl Graded {
    /// How many of its cases got `verdict`.
    pub fn count(&self, verdict: Verdict) -> usize {
        self.results.iter().filter(|r| r.verdict == verdict).count()
    }

    /// Whether it passed every case.
    pub fn passed_all(&self) -> bool {
        self.results.iter().all(|r| r.verdict == Verdict::Pass)
    }

    /// The readings of the spec its outputs showed: for each choice of the game's dialect
    /// that some case it passed exercised, each value used and the cases that used it. A
    /// case it failed names no reading: no reading explained it, and the closest one it was
    /// diffed against says nothing of how the program reads the spec.
    pub fn readings(&self) -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
        let mut readings: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
        let passed = (self.results.iter()).filter(|result| result.verdict == Verdict::Pass);
        for result in passed {
            for (choice, value) in &result.dialect {
                (readings.entry(choice.clone()).or_default())
                    .entry(value.clone())
                    .or_default()
                    .push(
                        result
                            .case
                            .rsplit('/')
                            .next()
                            .unwrap_or_default()
                            .to_string(),
                    );
            }
        }
        readings
    }

    /// What the grading found of the submission as a whole, in words (see [`seeding`]).
    pub fn findings(&self) -> Vec<String> {
        self.same_deal.iter().map(SameDeal::message).collect()
    }

    /// The choices it answered one way in some cases and another way in others, each as
    /// `choice: value (cases), value (cases)`.
    pub fn mixed_readings(&self) -> Vec<String> {
        (self.readings().into_iter())
            .filter(|(_, values)| values.len() > 1)
            .map(|(choice, values)| {
                let uses: Vec<String> = (values.into_iter())
                    .map(|(value, cases)| format!("{value} ({})", cases.join(", ")))
                    .collect();
                format!("{choice}: {}", uses.join("; "))
            })
            .collect()
    }
}

/// The outcome of a grading run.
#[derive(Clone, Debug)]
pub struct Gradebook {
    pub game: String,
    pub comparison: Comparison,
    /// Failed cases score the share of their events shown (`--partial`).
    pub partial: bool,
    pub limits: Limits,
    pub method: String,
    /// How runs were confined; `None` when nothing ran (`--outputs`).
    pub isolation: Option<Confined>,
    pub cases: Vec<GradedCase>,
    /// Robustness cases left out.
    pub left_out: LeftOut,
    pub submissions: Vec<Graded>,
    /// Problems that did not stop the run but leave its record incomplete.
    pub warnings: Vec<String>,
    /// Which submissions share code (`--similarity`), with their sources to show it.
    pub similarity: Option<(crate::similar::Similarity, Vec<crate::similar::Source>)>,
}

impl Gradebook {
    /// The most a submission can score: the sum of the cases' weights.
    pub fn max_score(&self) -> u64 {
        self.cases.iter().map(|case| u64::from(case.weight)).sum()
    }

    /// What one result scores: its case's weight for a pass; with `--partial`, the share
    /// of that weight its events earned before the first difference, unless it showed less
    /// than its case checks; else nothing.
    pub fn case_score(&self, case: &GradedCase, result: &CaseResult) -> f64 {
        let weight = f64::from(case.weight);
        if result.verdict == Verdict::Pass {
            return weight;
        }
        match (self.partial, result.events) {
            (true, Some(count)) if !result.unearned => round_score(weight * count.share()),
            _ => 0.0,
        }
    }

    /// A submission's score: the sum of its results' scores, to two decimals.
    pub fn score(&self, graded: &Graded) -> f64 {
        round_score(
            (self.cases.iter().zip(&graded.results))
                .map(|(case, result)| self.case_score(case, result))
                .sum(),
        )
    }

    /// A submission's score as a percentage of the maximum, 0 to 100.
    pub fn percent(&self, graded: &Graded) -> f64 {
        match self.max_score() {
            0 => 0.0,
            max => self.score(graded) * 100.0 / max as f64,
        }
    }

    /// The reference's value of the dialect choice called `name`.
    pub fn reference_value(&self, name: &str) -> Option<&'static str> {
        let case = self.cases.first()?;
        let choice = case.case.setup.choices().iter().find(|c| c.name == name)?;
        Some(choice.values[0])
    }

    /// Under the spec comparison, how many events a case compared with its golden has;
    /// `None` for a case of chance, whose count is each program's own.
    pub fn golden_events(&self, case: &GradedCase) -> Option<usize> {
        (self.comparison.spec_events && case.expected_from == ExpectedFrom::Golden)
            .then(|| case.case.setup.read_events(&case.expected).len())
    }

    /// The readings of the spec `graded` showed where they are not the reference's, as
    /// `choice=value`: each a choice every case it passed answered one way.
    pub fn other_readings(&self, graded: &Graded) -> Vec<String> {
        (graded.readings().into_iter())
            .filter(|(_, values)| values.len() == 1)
            .filter_map(|(choice, values)| {
                let value = values.into_keys().next()?;
                let reference = self.reference_value(&choice)?;
                (value != reference).then(|| format!("{choice}={value}"))
            })
            .collect()
    }

    /// How many cases are judged against each program's own chance.
    pub fn own_chance_cases(&self) -> usize {
        (self.cases.iter())
            .filter(|case| case.expected_from == ExpectedFrom::OwnChance)
            .count()
    }

    /// Whether every submission passed every case.
    pub fn all_passed(&self) -> bool {
        self.submissions.iter().all(Graded::passed_all)
    }
}

/// A score to two decimals.
fn round_score(score: f64) -> f64 {
    (score * 100.0).round() / 100.0
}

/// A score as reports write it: `3`, or `2.75` for a partial one.
pub fn score_text(score: f64) -> String {
    if score.fract() == 0.0 {
        format!("{score:.0}")
    } else {
        format!("{score:.2}")
    }
}

/// Hears about a grading run as it goes, on the thread that called [`grade`].
pub trait Progress {
    /// The run is about to build `builds` submissions and do `runs` runs.
    fn started(&mut self, _builds: usize, _runs: usize) {}
    /// A submission is ready or known to be unusable.
    fn prepared(&mut self, _submission: &str) {}
    /// A submission has been graded on a case.
    fn graded(&mut self, _submission: &str, _result: &CaseResult) {}
}

/// A [`Progress`] that ignores everything.
pub struct Silent;

impl Progress for Silent {}

pub use crate::interrupt::Stopped;

/// Grades `submissions` on the selected cases. Results already in `recorded` (from a
/// journal being resumed) are kept and not redone; every new result is appended to
/// `journal` as soon as it is known.
pub fn grade(
    selection: Selection,
    submissions: &[Submission],
    settings: &Settings,
    mut journal: Option<&mut Journal>,
    mut recorded: Recorded,
    progress: &mut dyn Progress,
) -> Result<Gradebook, Stopped> {
    let cases = selection.cases;
    let mut warnings = Vec::new();

    // What is left to do for each submission.
    let mut results: Vec<HashMap<usize, CaseResult>> = Vec::with_capacity(submissions.len());
    for submission in submissions {
        let mut done = recorded.results.remove(&submission.id).unwrap_or_default();
        let kept = (cases.iter().enumerate())
            .filter_map(|(index, case)| done.remove(&case.id).map(|result| (index, result)))
            .collect();
        results.push(kept);
    }
    let unfinished: Vec<usize> = (0..submissions.len())
        .filter(|&index| results[index].len() < cases.len())
        .collect();

    let workspace = match settings.method {
        Method::Detect { .. } | Method::Command(_) if !unfinished.is_empty() => Some(
            tempfile::Builder::new()
                .prefix("arbiter-grade-")
                .tempdir()
                .map_err(|err| {
                    Stopped::Failed(format!(
                        "cannot create a temporary folder to build or copy submissions in: {err}"
                    ))
                })?,
        ),
        _ => None,
    };
    let workspace_path = workspace.as_ref().map_or(Path::new(""), |dir| dir.path());
    let left_to_run: usize = unfinished
        .iter()
        .map(|&index| cases.len() - results[index].len())
        .sum();
    progress.started(unfinished.len(), left_to_run);

    // Step 1: make every unfinished submission ready.
    let mut prepared: HashMap<usize, Prepared> = HashMap::new();
    in_parallel(
        &unfinished,
        settings.jobs,
        |&index| {
            let folder = workspace_path.join(index.to_string());
            submission::prepare(
                &submissions[index],
                &settings.method,
                &folder,
                &settings.build,
            )
        },
        |position, ready| {
            let index = unfinished[position];
            progress.prepared(&submissions[index].id);
            prepared.insert(index, ready);
        },
    );
    // A build cut short is no build error: nothing more is recorded.
    if interrupt::requested() {
        return Err(Stopped::Interrupted);
    }

    // Step 2: run them. An unusable submission gets its verdict on every case at once.
    let mut record = |index: usize,
                      case: usize,
                      mut result: CaseResult,
                      results: &mut Vec<HashMap<usize, CaseResult>>| {
        let id = &submissions[index].id;
        if let (Some(writer), Some(transcript)) = (journal.as_deref(), result.transcript.take())
            && let Err(err) = writer.keep_transcript(id, &result.case, &transcript)
        {
            warnings.push(format!("{err}: the HTML report cannot show it"));
        }
        let how = match prepared.get(&index) {
            Some(Prepared::Ready { how, .. }) => Some(how.as_str()),
            _ => None,
        };
        if let Some(writer) = journal.as_deref_mut()
            && let Err(err) = writer.record(id, &result, how)
        {
            // Stop there: a partial line left in the middle would make the journal unreadable.
            warnings.push(format!(
                "{err}: the results after it are not in the journal"
            ));
            journal = None;
        }
        progress.graded(id, &result);
        results[index].insert(case, result);
    };
    let mut work = Vec::new();
    for &index in &unfinished {
        for (case_index, case) in cases.iter().enumerate() {
            if results[index].contains_key(&case_index) {
                continue;
            }
            match &prepared[&index] {
                Prepared::Ready { runnable, .. } => work.push((index, case_index, runnable)),
                Prepared::Unusable { verdict, message } => {
                    let result = CaseResult::without_run(&case.id, *verdict, message.clone());
                    record(index, case_index, result, &mut results);
                }
            }
        }
    }
    in_parallel(
        &work,
        settings.jobs,
        |&(index, case, runnable)| {
            grade_one(runnable, &cases[case], &submissions[index].id, settings)
        },
        |position, result| {
            // A run cut short has no verdict; one that ended as the stop came is run
            // again too, so that every recorded result is whole.
            if interrupt::requested() {
                return;
            }
            let (index, case, _) = work[position];
            record(index, case, result, &mut results);
        },
    );
    if interrupt::requested() {
        return Err(Stopped::Interrupted);
    }

    // Step 3: one case of each submission run again, once the clock's second has moved
    // on, to find a deal that never changes.
    let same_deals = run_again(
        &cases,
        &unfinished,
        &prepared,
        &results,
        submissions,
        settings,
    );
    drop(workspace);
    if interrupt::requested() {
        return Err(Stopped::Interrupted);
    }

    let graded = submissions
        .iter()
        .enumerate()
        .zip(results)
        .map(|((index, submission), mut by_case)| {
            let same_deal = same_deals.get(&index).cloned();
            if let (Some((case, finding)), SameDealCost::Fail) = (&same_deal, settings.same_deal) {
                let result = by_case.remove(case).expect("the case run twice was graded");
                by_case.insert(*case, finding.fail(result));
            }
            Graded {
                id: submission.id.clone(),
                path: submission.path.clone(),
                how: match prepared.get(&index) {
                    Some(Prepared::Ready { how, .. }) => Some(how.clone()),
                    _ => recorded.how.get(&submission.id).cloned(),
                },
                results: (0..cases.len())
                    .map(|case| by_case.remove(&case).expect("every case graded"))
                    .collect(),
                same_deal: same_deal.map(|(_, finding)| finding),
            }
        })
        .collect();
    Ok(Gradebook {
        game: settings.game.clone(),
        comparison: settings.comparison,
        partial: settings.partial,
        limits: settings.limits,
        method: settings.method_text(),
        isolation: (!matches!(settings.method, Method::Outputs))
            .then(|| Confined::here(settings.isolation, Subject::Run)),
        cases,
        left_out: selection.left_out,
        submissions: graded,
        warnings,
        similarity: None,
    })
}

/// Runs one case of each of the `unfinished` submissions that ran again (see [`seeding`]),
/// after waiting for the clock's second to move past every first run; for each submission
/// whose two runs printed the same game, the case and the finding.
fn run_again(
    cases: &[GradedCase],
    unfinished: &[usize],
    prepared: &HashMap<usize, Prepared>,
    results: &[HashMap<usize, CaseResult>],
    submissions: &[Submission],
    settings: &Settings,
) -> HashMap<usize, (usize, SameDeal)> {
    let mut again = Vec::new();
    for &index in unfinished {
        let Some(Prepared::Ready { runnable, .. }) = prepared.get(&index) else {
            continue;
        };
        if matches!(runnable, Runnable::Outputs { .. }) {
            continue;
        }
        if let Some(case) = seeding::case_to_repeat(cases, &results[index]) {
            again.push((index, case, runnable));
        }
    }
    let last_end = (again.iter())
        .filter_map(|&(index, case, _)| Some(results[index][&case].run?.ended))
        .max();
    if let Some(last_end) = last_end {
        seeding::wait_for_next_second(last_end);
    }
    let mut found = HashMap::new();
    in_parallel(
        &again,
        settings.jobs,
        |&(index, case, runnable)| {
            grade_one(runnable, &cases[case], &submissions[index].id, settings)
        },
        |position, second| {
            if interrupt::requested() {
                return;
            }
            let (index, case, _) = again[position];
            if let Some(finding) = seeding::compare(&results[index][&case], &second) {
                found.insert(index, (case, finding));
            }
        },
    );
    found
}

/// Grades one submission on one case.
fn grade_one(
    runnable: &Runnable,
    case: &GradedCase,
    submission: &str,
    settings: &Settings,
) -> CaseResult {
    if let Runnable::Outputs { folder } = runnable {
        return grade_output_file(folder, case, submission, settings);
    }
    let Some(mut program) = runnable.program(case.seed, &case.case.options) else {
        return CaseResult::without_run(&case.id, Verdict::Missing, "nothing to run".into());
    };
    if settings.isolation == Isolation::Off {
        program.confined = None;
    }
    let program = program.decoding();
    // A graded case whose input ends before its game does judges the output only up to
    // where its input ran out: once the program has printed that much, what it does next
    // cannot change its result, and it need not be waited for.
    let done = |output: &[u8]| settings.judge().is_done(case, output);
    let instant = (!settings.real_sleep)
        .then(sleep::InstantSleep::new)
        .and_then(Result::ok);
    let program = match &instant {
        Some(instant) => instant.apply(program),
        None => program,
    };
    let case_limits = limits::for_case(&settings.limits, case.expected.len());
    // A scenario's case is a conversation: its player answers the program's questions.
    let mut player = match &case.case.scenario {
        Some(scenario) => match case.case.setup.player(scenario, &settings.taught) {
            Ok(player) => Some(player),
            Err(err) => {
                return CaseResult::without_run(
                    &case.id,
                    Verdict::NotJudged,
                    format!("not judged: its scenario cannot be played: {err}"),
                );
            }
        },
        None => None,
    };
    // A scripted case of a game whose programs may ask what its script does not hold is
    // given its script as the program asks, those questions answered beside it.
    let mut script = match &player {
        Some(_) => None,
        None => (case.case.setup.beside_script())
            .map(|beside| conversation::Script::new(&case.input, beside)),
    };
    let mut outcome = match (&mut player, &mut script) {
        (Some(player), _) => {
            rehearsal::converse(&program, &case.files, &case_limits, &mut **player)
        }
        (None, Some(script)) => {
            run::converse_until(&program, &case.files, &case_limits, script, &done)
        }
        (None, None) => run::run_in(&program, &case.input, &case.files, &case_limits, &done),
    };
    if let Some(script) = &script {
        outcome.input_taken = script.script_taken(outcome.input_taken);
    }
    let slept = instant.as_ref().map_or(0.0, sleep::InstantSleep::asked);
    let judge = Judge {
        conversation: player.as_deref().map(|player| player as &dyn Player),
        ..settings.judge()
    };
    let record = player.as_deref().map(Record::of);
    let output = match &record {
        Some(record) => record.judged(&outcome.stdout, judge.comparison.spec_events),
        None => Cow::Borrowed(&outcome.stdout[..]),
    };
    let Judgement {
        expected,
        mismatch,
        events,
    } = judge.judge_output(case, &output, Some(&outcome), submission);
    let judging = Judging {
        case: &case.id,
        input_ends_early: expected.input_ends_early,
        free_after_input: expected.input_ends_early && judge.free_after_input(case),
        limits: &case_limits,
        conversation_stopped: player
            .as_ref()
            .is_some_and(|player| player.stopped().is_some()),
    };
    let goes_on_with = record.as_ref().and_then(|_| game_goes_on_with(&expected));
    // A conversation's replay that ran out of answers where the game goes on, with nothing
    // stopping arbiter's player, was left there by the program.
    let left_early = record.as_ref().filter(|record| {
        expected.input_ends_early
            && !record
                .stopped
                .as_ref()
                .is_some_and(conversation::Stopped::is_arbiters)
    });
    let shown = Shown {
        taken: record.is_none().then_some(outcome.input_taken),
        left_early: left_early.map(|record| LeftEarly {
            last_answer: record.exchanges.last().map(|e| e.answer.as_str()),
            game_asks: last_line(&expected.output),
            unmet: &record.unmet,
        }),
        ..shown(case, events, &expected)
    };
    let mut result = verdict::judge(&judging, &outcome, mismatch)
        .with_events(events)
        .earned(&shown)
        .with_reading(&expected)
        .with_chance(case.expected_from, expected.judged)
        .with_slept(slept);
    result.transcript = (result.verdict != Verdict::Pass).then(|| match &record {
        Some(record) => record.echoed(&outcome.stdout),
        None => outcome.stdout.clone(),
    });
    if let Some(record) = record {
        if result.verdict == Verdict::WrongOutput
            && !result.unearned
            && let Some(said) = goes_on_with
        {
            result.detail.push_str(&format!(
                "; given the same answers, the game goes on with `{said}` and asks for more"
            ));
        }
        result = result.with_conversation(record);
    }
    result.run = Some(seeding::RunMark::now(&outcome.stdout));
    result.decoded_from(outcome.decoded_from)
}

/// What the engine printed after the last answer of a conversation's replay that ran out
/// of answers (the program had gone on where the game would not): its first line.
fn game_goes_on_with(expected: &Expectation<'_>) -> Option<String> {
    if !expected.input_ends_early {
        return None;
    }
    let from = expected.lines_read_at.last().copied().unwrap_or(0);
    let after = expected.output.get(from..)?;
    let text = String::from_utf8_lossy(after);
    let line = text.lines().map(str::trim).find(|line| !line.is_empty())?;
    Some(line.to_string())
}

/// What a program showed of what `case` checks, as far as its output tells: how many
/// events it was expected to show, and the input the game read.
fn shown<'a>(
    case: &GradedCase,
    events: Option<EventCount>,
    expected: &'a Expectation<'_>,
) -> Shown<'a> {
    Shown {
        checks: case.case.checks,
        events,
        input: &expected.input,
        lines_read: expected.lines_read_at.len(),
        taken: None,
        left_early: None,
    }
}

/// The last line of `output` that holds more than white space, trimmed.
fn last_line(output: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(output);
    let line = text.lines().map(str::trim).rfind(|line| !line.is_empty())?;
    Some(line.to_string())
}

/// Grades an output already produced: `<folder>/<case name>.out`.
fn grade_output_file(
    folder: &Path,
    case: &GradedCase,
    submission: &str,
    settings: &Settings,
) -> CaseResult {
    use std::io::Read;
    use std::os::unix::fs::OpenOptionsExt;
    let path = folder.join(format!("{}.out", case.name));
    let limit = limits::for_case(&settings.limits, case.expected.len()).max_output;
    let mut output = Vec::new();
    // Not through a symbolic link (one to a golden would pass), and only a regular file (a
    // named pipe would never end).
    let read = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
        .open(&path)
        .and_then(|file| {
            if file.metadata()?.is_file() {
                Ok(file)
            } else {
                Err(std::io::Error::other("not a regular file"))
            }
        })
        .and_then(|file| file.take(limit.saturating_add(1)).read_to_end(&mut output));
    if let Err(err) = read {
        let detail = if err.kind() == std::io::ErrorKind::NotFound {
            format!("no output for this case: {} does not exist", path.display())
        } else if err.raw_os_error() == Some(libc::ELOOP) {
            format!(
                "{} is a symbolic link: --outputs reads only the regular files in each folder",
                path.display()
            )
        } else {
            format!("cannot read {}: {err}", path.display())
        };
        return CaseResult::without_run(&case.id, Verdict::Missing, detail);
    }
    if output.len() as u64 > limit {
        return CaseResult::without_run(
            &case.id,
            Verdict::OutputLimit,
            format!(
                "{} is larger than the output limit ({})",
                path.display(),
                limits::format_size(limit)
            ),
        );
    }
    let (output, decoded_from) = crate::decode::to_utf8(&output);
    let Judgement {
        expected,
        mismatch,
        events,
    } = settings
        .judge()
        .judge_output(case, &output, None, submission);
    let mut result = CaseResult::without_run(&case.id, Verdict::Pass, String::new());
    if let Some(mismatch) = mismatch {
        result.verdict = Verdict::WrongOutput;
        result.detail = verdict::wrong_output_detail(&mismatch);
        result.mismatch = Some(mismatch);
    }
    result = result
        .with_events(events)
        .earned(&shown(case, events, &expected));
    if result.verdict != Verdict::Pass {
        result.transcript = Some(output);
    }
    result
        .with_reading(&expected)
        .with_chance(case.expected_from, expected.judged)
        .decoded_from(decoded_from)
}

/// Runs `work` on every item on up to `jobs` threads, each taking the next item from a
/// shared counter, and hands each result to `collect` on the calling thread as it comes.
fn in_parallel<T: Sync, R: Send>(
    items: &[T],
    jobs: usize,
    work: impl Fn(&T) -> R + Sync,
    mut collect: impl FnMut(usize, R),
) {
    if items.is_empty() {
        return;
    }
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, items.len()) {
            let sender = sender.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || {
                // Once a stop is asked for, nothing new starts.
                while !interrupt::requested() {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else {
                        break;
                    };
                    if sender.send((index, work(item))).is_err() {
                        break;
                    }
                }
                // A scoped thread counts as finished before its thread-locals are dropped:
                // its kept folders are removed now, before the grader may exit.
                scratch::Scratch::remove_kept();
            });
        }
        drop(sender);
        for (index, result) in receiver {
            collect(index, result);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn in_parallel_does_everything_once_and_reports_on_the_caller() {
        let items: Vec<u64> = (0..100).collect();
        let caller = std::thread::current().id();
        let mut seen = vec![0; 100];
        in_parallel(
            &items,
            4,
            |&n| {
                std::thread::sleep(Duration::from_micros(100));
                n * 2
            },
            |index, doubled| {
                assert_eq!(std::thread::current().id(), caller);
                assert_eq!(doubled, items[index] * 2);
                seen[index] += 1;
            },
        );
        assert!(seen.iter().all(|&count| count == 1));
        in_parallel(&[] as &[u8], 4, |_| (), |_, ()| panic!("nothing to do"));
    }

    #[test]
    fn readings_are_named_only_from_cases_the_program_passed() {
        let result = |case: &str, verdict, value: &str| {
            let mut result = CaseResult::without_run(case, verdict, String::new());
            result.dialect = BTreeMap::from([("mode-answer".into(), value.into())]);
            result
        };
        let graded = Graded {
            id: "student".into(),
            path: PathBuf::from("student"),
            how: None,
            results: vec![
                result("checkers/mode-errors", Verdict::Pass, "integer"),
                result("checkers/word-mode", Verdict::WrongOutput, "word"),
                result("checkers/hvh", Verdict::Pass, "integer"),
            ],
            same_deal: None,
        };
        let readings = graded.readings();
        assert_eq!(
            readings["mode-answer"],
            BTreeMap::from([("integer".into(), vec!["mode-errors".into(), "hvh".into()])])
        );
        assert!(graded.mixed_readings().is_empty());
    }
}
