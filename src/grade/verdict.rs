//! Verdicts: what happened when a submission ran on one case, and the result kept for it.
//!
//! A case gets exactly one verdict. When several apply (a program that printed the wrong
//! output and then crashed), the first in this order wins, the one that says most about
//! what to fix first:
//!
//! | verdict | meaning |
//! |---|---|
//! | `build-error` | the submission could not be built, or arbiter cannot tell how to run it |
//! | `missing` | there is no output for the case: no program in the folder, a program that could not be started, or no `<case>.out` file |
//! | `crashed` | the program was killed by a signal it did not get from arbiter (`SIGSEGV`, `SIGABRT`, …) |
//! | `timeout` | the program was still running at the time limit and was stopped |
//! | `output-limit` | the program printed more than the output limit and was stopped |
//! | `exit-code` | the program exited with a status other than 0 |
//! | `wrong-output` | the output differs from the expected transcript |
//! | `not-judged` | a conversation stopped at a question arbiter cannot answer (quoted), with the output right so far: a course teaches arbiter the answer with `--answer` |
//! | `pass` | the output matches, and the program exited with status 0 |
//!
//! Whatever the verdict, a case whose output differs keeps its [`Mismatch`], so a crash
//! report still shows how far the output was right.
//!
//! A pass is earned ([`earned`]): the output agreeing with the expected transcript is not
//! enough when the program showed less than its case checks: a conversation the program
//! left where the game goes on, a case whose input the program never read as far as the
//! game does, or a case that expects no event of the spec (unless it says it checks only
//! the ending) is a wrong output, whatever agreed.
//!
//! On a case whose input ends before the game does, a program may exit with any status:
//! the spec does not say what a program should do at an unexpected end of input, and the
//! reference engine itself exits with 3 there (`arbiter play`). A signal is a crash there
//! too, and so is a Python traceback (an `exit-code` verdict): a program that ends on an
//! exception it did not catch has not coped with the end of its input.

use std::collections::BTreeMap;
use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::chance::{Finding, Judged};
use crate::conversation::Record;
use crate::grade::cases::{Expectation, ExpectedFrom};
use crate::grade::compare::{EventCount, Mismatch};
use crate::grade::limits::{self, format_seconds, format_size};
use crate::grade::run::{Limits, RunOutcome, Termination};
use crate::grade::seeding::RunMark;
use crate::harness::case::Checks;
use crate::process::signal_hint;

/// How many bytes of a program's standard error a result keeps.
pub const STDERR_KEPT: usize = 2000;

/// What happened on one case. The order of the variants is the priority order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    BuildError,
    Missing,
    Crashed,
    Timeout,
    OutputLimit,
    ExitCode,
    WrongOutput,
    NotJudged,
    Pass,
}

impl Verdict {
    /// Every verdict, in priority order.
    pub const ALL: [Verdict; 9] = [
        Verdict::BuildError,
        Verdict::Missing,
        Verdict::Crashed,
        Verdict::Timeout,
        Verdict::OutputLimit,
        Verdict::ExitCode,
        Verdict::WrongOutput,
        Verdict::NotJudged,
        Verdict::Pass,
    ];

    /// The verdict's name, as reports write it.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::BuildError => "build-error",
            Verdict::Missing => "missing",
            Verdict::Crashed => "crashed",
            Verdict::Timeout => "timeout",
            Verdict::OutputLimit => "output-limit",
            Verdict::ExitCode => "exit-code",
            Verdict::WrongOutput => "wrong-output",
            Verdict::NotJudged => "not-judged",
            Verdict::Pass => "pass",
        }
    }

    /// The verdict that wins among those that apply; `pass` when none does.
    pub fn first_of(applicable: impl IntoIterator<Item = Verdict>) -> Verdict {
        applicable.into_iter().min().unwrap_or(Verdict::Pass)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A signal that ended a program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Signal {
    pub number: i32,
    pub name: String,
}

/// The result of one submission on one case, as reports and the journal keep it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseResult {
    /// The case, `<game>/<name>`.
    pub case: String,
    pub verdict: Verdict,
    /// Why, in one sentence for the student; empty for a pass.
    pub detail: String,
    /// Wall time of the run in seconds, when there was a run.
    pub seconds: Option<f64>,
    /// The exit status, when the program exited by itself.
    pub exit_code: Option<i32>,
    /// The signal, when the program was killed by one it did not get from arbiter.
    pub signal: Option<Signal>,
    /// How the output differs from the expected transcript, when it does.
    pub mismatch: Option<Mismatch>,
    /// The beginning of the program's standard error, when it wrote any.
    pub stderr: Option<String>,
    /// Where the expected output came from, when there was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_from: Option<ExpectedFrom>,
    /// Outcomes of chance in its output that the rules do not allow.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub findings: Vec<Finding>,
    /// The outcomes of chance read from its output and played (for Concentration, each
    /// deal as far as it was seen).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<String>,
    /// The reading of the spec its output matched, when not the reference's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// The choices of the dialect this case shows the program's reading of, with that
    /// reading: another value would not have matched.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dialect: BTreeMap<String, String>,
    /// Under the spec comparison, how many of the case's expected events its output
    /// showed before the first difference.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub events: Option<EventCount>,
    /// The seconds the program asked to sleep, which it did not (see
    /// [`crate::grade::sleep`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slept_seconds: Option<f64>,
    /// How many outcomes of chance were read from its output (cards shown where they lay).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub known: usize,
    /// For a scenario's case, the conversation: each answer with its question (piped into
    /// the program with the same deal, the answers reproduce its transcript), and why it
    /// stopped early or which goals its deal did not allow, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub conversation: Option<Record>,
    /// When the run ended and what it printed, to compare with a later run of the case
    /// ([`crate::grade::seeding`]); not kept in reports or the journal.
    #[serde(skip)]
    pub run: Option<RunMark>,
    /// It agreed with the expected transcript as far as it went, but showed less than its
    /// case checks ([`earned`]): with `--partial`, such a case earns nothing.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unearned: bool,
    /// For a case that did not pass, what the program printed, each answer of a
    /// conversation shown where it was read: written to the report folder as the result
    /// comes ([`crate::grade::journal::Journal::keep_transcript`]) and not kept.
    #[serde(skip)]
    pub transcript: Option<Vec<u8>>,
}

fn is_zero(count: &usize) -> bool {
    *count == 0
}

impl CaseResult {
    /// A result with no run behind it: a build error, or a missing program or output.
    pub fn without_run(case: &str, verdict: Verdict, detail: String) -> CaseResult {
        CaseResult {
            case: case.to_string(),
            verdict,
            detail,
            seconds: None,
            exit_code: None,
            signal: None,
            mismatch: None,
            stderr: None,
            expected_from: None,
            findings: Vec::new(),
            outcomes: Vec::new(),
            reading: None,
            dialect: BTreeMap::new(),
            events: None,
            slept_seconds: None,
            known: 0,
            conversation: None,
            unearned: false,
            run: None,
            transcript: None,
        }
    }

    /// Fails the result, if it passed, for what its program did not show (see [`earned`]).
    pub fn earned(mut self, shown: &Shown<'_>) -> CaseResult {
        if self.verdict != Verdict::Pass {
            return self;
        }
        if let Some(reason) = earned(shown) {
            self = self.failed_for(reason);
            self.unearned = true;
        }
        self
    }

    /// Adds the seconds the program asked to sleep, when it asked for any.
    /// Keeps the conversation that drove the run. When it stopped early (at a question it
    /// cannot answer), what the program printed up to there is all that was judged: with
    /// no difference in it (or only its stopping short, which the conversation caused),
    /// the case is not judged, and says at which question.
    pub fn with_conversation(mut self, conversation: Record) -> CaseResult {
        if let Some(stopped) = &conversation.stopped
            && !stopped.is_arbiters()
            && self.verdict == Verdict::WrongOutput
        {
            self.detail = format!("{}; {}", stopped.explain(), self.detail);
        } else if let Some(stopped) = &conversation.stopped {
            let stopped_short = self.mismatch.as_ref().is_none_or(|m| m.actual.is_none());
            let ours = matches!(
                self.verdict,
                Verdict::Pass | Verdict::WrongOutput | Verdict::Timeout
            );
            if stopped_short && ours {
                self.verdict = Verdict::NotJudged;
                self.detail = format!("not judged: {}", stopped.explain());
                if let Some(remedy) = stopped.remedy() {
                    self.detail.push_str(&format!("; {remedy}"));
                }
                self.mismatch = None;
            }
        }
        self.conversation = Some(conversation);
        self
    }

    /// Says which legacy encoding the program's output was decoded from (see
    /// [`crate::decode`]): what the reports show is the decoded text, not its bytes.
    pub fn decoded_from(mut self, encoding: Option<&'static str>) -> CaseResult {
        if let Some(encoding) = encoding {
            let note = format!("its output was in {encoding}, read and shown decoded");
            if self.detail.is_empty() {
                self.detail = note;
            } else {
                self.detail = format!("{}; {note}", self.detail);
            }
        }
        self
    }

    pub fn with_slept(mut self, seconds: f64) -> CaseResult {
        self.slept_seconds = (seconds > 0.0).then_some(seconds);
        self
    }

    /// Adds how many of the expected events the output showed.
    pub fn with_events(mut self, events: Option<EventCount>) -> CaseResult {
        self.events = events;
        self
    }

    /// Adds the reading of the spec the output was judged under.
    pub fn with_reading(mut self, expected: &Expectation) -> CaseResult {
        if !expected.reading.is_reference() {
            self.reading = Some(expected.reading.to_string());
        }
        self.dialect = (expected.exercised.iter())
            .map(|&(name, value)| (name.to_string(), value.to_string()))
            .collect();
        self
    }

    /// The result failed for `reason` (a wrong output, unless it already had a graver
    /// verdict), which comes first in its detail.
    pub fn failed_for(mut self, reason: String) -> CaseResult {
        let before = std::mem::replace(&mut self.detail, reason);
        if !before.is_empty() {
            self.detail.push_str("; ");
            self.detail.push_str(&before);
        }
        self.verdict = Verdict::first_of([self.verdict, Verdict::WrongOutput]);
        self
    }

    /// Adds what a replay with the program's own chance learnt: a finding fails the case,
    /// and its reason comes first.
    pub fn with_chance(mut self, expected_from: ExpectedFrom, judged: Judged) -> CaseResult {
        self.expected_from = Some(expected_from);
        if let Some(first) = judged.findings.first() {
            let more = match judged.findings.len() {
                1 => String::new(),
                n => format!(" (and {} more)", n - 1),
            };
            self = self.failed_for(format!("breaks the rules at {first}{more}"));
        }
        self.findings = judged.findings;
        self.outcomes = judged.outcomes;
        self.known = judged.known;
        self
    }
}

/// What a run is judged on besides its outcome.
pub struct Judging<'a> {
    pub case: &'a str,
    /// The case's input ends before its game does, so any exit status is accepted.
    pub input_ends_early: bool,
    /// Also a crash, a timeout or the output limit met once all input was read is
    /// reported, not failed (a graded case whose input ends before its game does).
    pub free_after_input: bool,
    pub limits: &'a Limits,
    /// The run was a conversation that its player stopped (at a question it could not
    /// answer): being stopped says nothing of the program.
    pub conversation_stopped: bool,
}

/// Judges a run: its verdict, and why. `mismatch` is the comparison of its output with the
/// expected transcript.
pub fn judge(
    judging: &Judging<'_>,
    outcome: &RunOutcome,
    mismatch: Option<Mismatch>,
) -> CaseResult {
    let mut applicable = Vec::new();
    let mut detail = String::new();
    let mut exit_code = None;
    let mut signal = None;
    match &outcome.status {
        Termination::Exited(code) => {
            exit_code = Some(*code);
            if let Some(memory) = judging.limits.memory
                && could_not_load(*code, &outcome.stderr)
            {
                applicable.push(Verdict::Missing);
                detail = format!(
                    "the program could not be started under the memory limit of {}: its libraries did not fit (raise --memory-limit; Python needs about 64M)",
                    format_size(memory)
                );
            } else if *code != 0 && !judging.input_ends_early {
                applicable.push(Verdict::ExitCode);
                detail = exit_detail(*code, &outcome.stderr);
            } else if *code != 0 && has_traceback(&outcome.stderr) {
                applicable.push(Verdict::ExitCode);
                detail = format!(
                    "stopped on an exception it did not catch (a Python traceback) in a case whose input ends before the game: {}",
                    exit_detail(*code, &outcome.stderr)
                );
            }
        }
        Termination::Signaled {
            signal: number,
            name,
        } => {
            applicable.push(Verdict::Crashed);
            detail = format!("killed by signal {name} ({number}){}", signal_hint(name));
            signal = Some(Signal {
                number: *number,
                name: name.to_string(),
            });
        }
        Termination::TimedOut => {
            applicable.push(Verdict::Timeout);
            detail = timeout_detail(judging.limits, outcome);
        }
        Termination::Interrupted => {
            // Never recorded: the grading run stops, and `--resume` runs the case again.
            applicable.push(Verdict::Timeout);
            detail = outcome.status.to_string();
        }
        Termination::CpuTimeOut => {
            applicable.push(Verdict::Timeout);
            detail = format!(
                "used more than {} of CPU time (the CPU time limit, --cpu-time) and was stopped: a busy loop, or a search that does not end?",
                judging
                    .limits
                    .cpu_time
                    .map_or_else(|| "its".to_string(), format_seconds)
            );
        }
        Termination::StoppedOnceDone if judging.conversation_stopped => {}
        Termination::StoppedOnceDone => {
            applicable.push(Verdict::Timeout);
            detail = "it was still running after it had read all of its input and printed all that counts, and was stopped".to_string();
        }
        Termination::OutputLimit => {
            applicable.push(Verdict::OutputLimit);
            detail = format!(
                "printed more than {} (the output limit) and was stopped",
                format_size(judging.limits.max_output)
            );
            detail.push_str(if outcome.read_all_input {
                " after reading all of its input: a loop that does not stop at end of input?"
            } else {
                " before reading all of its input: a loop on input it cannot read?"
            });
        }
        Termination::FailedToStart(message) => {
            applicable.push(Verdict::Missing);
            detail = format!("the program could not be started: {message}");
        }
        Termination::StatusUnavailable(message) => {
            applicable.push(Verdict::Crashed);
            detail = format!("the program's exit status could not be collected: {message}");
        }
    }
    // A case free after its input accepts any status, so an exit-code verdict on it is an
    // uncaught exception at end of input.
    let after_input = |v: &Verdict| {
        matches!(
            v,
            Verdict::Crashed | Verdict::Timeout | Verdict::OutputLimit | Verdict::ExitCode
        )
    };
    let mut reported = None;
    if judging.free_after_input && outcome.read_all_input && applicable.iter().any(after_input) {
        applicable.retain(|v| !after_input(v));
        reported = Some(format!(
            "once its input ran out, which the spec says nothing about (reported, not failed): {}",
            std::mem::take(&mut detail)
        ));
    }
    if let Some(mismatch) = &mismatch {
        applicable.push(Verdict::WrongOutput);
        if detail.is_empty() {
            detail = wrong_output_detail(mismatch);
        }
    }
    if let Some(reported) = reported {
        detail = if detail.is_empty() {
            reported
        } else {
            format!("{detail}; {reported}")
        };
    }
    let verdict = Verdict::first_of(applicable);
    CaseResult {
        seconds: Some(round_seconds(outcome.elapsed)),
        exit_code,
        signal,
        mismatch,
        stderr: kept_stderr(&outcome.stderr),
        ..CaseResult::without_run(judging.case, verdict, detail)
    }
}

/// What a program showed of what its case checks, besides how its output compares.
pub struct Shown<'a> {
    pub checks: Checks,
    /// Under the spec comparison, how many events the case expects of this program.
    pub events: Option<EventCount>,
    /// The input the game read making the expected transcript, and how many of its lines it
    /// read.
    pub input: &'a [u8],
    pub lines_read: usize,
    /// How many bytes of its input the program took, when it ran on a script (a
    /// conversation answers only a program that waits for it).
    pub taken: Option<usize>,
    /// For a conversation: the engine's replay ran out of answers where the game goes on
    /// (the program ended, or refused what the rules allow), though nothing stopped arbiter.
    pub left_early: Option<LeftEarly<'a>>,
}

/// Where a program left a conversation that the game goes on with.
pub struct LeftEarly<'a> {
    /// The last answer it was given, if any.
    pub last_answer: Option<&'a str>,
    /// The question the game asks there (its last line), if any.
    pub game_asks: Option<String>,
    /// The goals of the scenario never reached.
    pub unmet: &'a [String],
}

/// Why a program that agreed with its expected transcript did not earn a pass, if it did
/// not: it left a conversation where the game goes on, it did not read its input as far as
/// the game does (what the case checks after that was never shown), or the case expects no
/// event of the spec and does not say it checks only the ending.
pub fn earned(shown: &Shown<'_>) -> Option<String> {
    if let Some(left) = &shown.left_early {
        let mut reason = match left.last_answer {
            Some(answer) => format!("the program went no further than its answer `{answer}`"),
            None => "the program went no further than its opening, answering nothing".to_string(),
        };
        if let Some(asks) = &left.game_asks {
            reason.push_str(&format!(", where the game goes on and asks `{asks}`"));
        }
        if !left.unmet.is_empty() {
            const NAMED: usize = 3;
            let mut named = left.unmet[..left.unmet.len().min(NAMED)].join("; ");
            if left.unmet.len() > NAMED {
                named.push_str(&format!(" and {} more", left.unmet.len() - NAMED));
            }
            reason.push_str(&format!(": what the case checks was never shown ({named})"));
        }
        return Some(reason);
    }
    if let Some(taken) = shown.taken {
        let needed = begun(shown.input, shown.lines_read);
        if taken < needed {
            let lines = shown.lines_read;
            return Some(match taken {
                0 => format!(
                    "the program never read its input, of which the game reads {lines} line{}: what the case checks was never shown",
                    if lines == 1 { "" } else { "s" }
                ),
                _ => format!(
                    "the program read no further than input line {} of the {lines} the game reads: what the case checks after it was never shown",
                    line_of(shown.input, taken - 1)
                ),
            });
        }
    }
    if let Some(count) = shown.events
        && count.expected == 0
        && shown.checks != Checks::Ending
    {
        return Some(
            "the expected transcript holds no event of the spec, so the program showed nothing to judge (a case that checks only how a program ends says `checks: ending`)"
                .to_string(),
        );
    }
    None
}

/// How many bytes of `input` a program must have taken to have begun reading its `line`th
/// line (1-based; none for line 0): all of it when it has fewer lines.
fn begun(input: &[u8], line: usize) -> usize {
    let Some(before) = line.checked_sub(1) else {
        return 0;
    };
    let start = match before {
        0 => 0,
        _ => (input.iter().enumerate())
            .filter(|&(_, &byte)| byte == b'\n')
            .nth(before - 1)
            .map_or(input.len(), |(at, _)| at + 1),
    };
    (start + 1).min(input.len())
}

/// The 1-based line of `input` that holds its byte `at` (the line a reading stopped in).
fn line_of(input: &[u8], at: usize) -> usize {
    1 + input[..at.min(input.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

/// Why an output is wrong, in one sentence: the first difference in the spec's terms, or
/// where the text first differs.
pub fn wrong_output_detail(mismatch: &Mismatch) -> String {
    match &mismatch.event {
        Some(event) => format!("wrong output: {event}"),
        None => format!("wrong output from {}", mismatch.position()),
    }
}

/// Whether a run ended as the dynamic loader ends a program whose libraries it could not
/// map: status 127 and glibc's message, before the program's own code ran.
fn could_not_load(code: i32, stderr: &[u8]) -> bool {
    let text = String::from_utf8_lossy(&stderr[..stderr.len().min(STDERR_KEPT)]);
    code == 127
        && text.contains("error while loading shared libraries")
        && (text.contains("failed to map segment") || text.contains("cannot allocate memory"))
}

/// Whether standard error holds a Python traceback: the program stopped on an exception
/// it did not catch, which is Python's crash.
fn has_traceback(stderr: &[u8]) -> bool {
    String::from_utf8_lossy(stderr)
        .lines()
        .any(|line| line.starts_with("Traceback (most recent call last):"))
}

fn exit_detail(code: i32, stderr: &[u8]) -> String {
    let mut detail = format!("exited with status {code}");
    // The last line of standard error is where Python puts the exception, and C programs
    // their last complaint: the most useful line to show.
    let text = String::from_utf8_lossy(stderr);
    if let Some(last) = text.lines().rev().find(|line| !line.trim().is_empty()) {
        let last = last.trim();
        let shown: String = last.chars().take(200).collect();
        detail.push_str(&format!("; its last words on standard error: {shown}"));
    }
    detail
}

fn timeout_detail(limits: &Limits, outcome: &RunOutcome) -> String {
    let limit = limits::timeout(limits);
    let limit_text = format_seconds(limit);
    let quiet = outcome.quiet_before_timeout.unwrap_or_default();
    if outcome.elapsed >= limits.wall_time {
        return format!(
            "the program was still running after {} in all ({} times the --timeout, and more for a long case), {}: output that trickles for ever?",
            format_seconds(limits.wall_time),
            limits::WALL_PER_TIMEOUT,
            match outcome.read_all_input {
                true => "having read all of its input",
                false => "and had not read all of its input",
            }
        );
    }
    if !outcome.read_all_input {
        return format!(
            "the program neither read its input nor printed for {limit_text} and had not read all of its input: an endless loop, or a wait for something other than standard input?"
        );
    }
    if quiet >= limit / 2 {
        format!(
            "the program read all of its input and then ran for {} without printing: a loop that does not stop at end of input?",
            format_seconds(Duration::from_secs_f64(
                (quiet.as_secs_f64() * 10.0).round() / 10.0
            ))
        )
    } else {
        format!(
            "the program read all of its input and was still printing when it was stopped after {limit_text}: a loop that does not stop at end of input?"
        )
    }
}

fn kept_stderr(stderr: &[u8]) -> Option<String> {
    if stderr.is_empty() {
        return None;
    }
    let text = String::from_utf8_lossy(&stderr[..stderr.len().min(STDERR_KEPT)]).into_owned();
    Some(if stderr.len() > STDERR_KEPT {
        format!("{text}… ({} more bytes)", stderr.len() - STDERR_KEPT)
    } else {
        text
    })
}

/// Seconds, to a tenth of a millisecond.
fn round_seconds(duration: Duration) -> f64 {
    (duration.as_secs_f64() * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            wall_time: Duration::from_secs(100),
            idle_time: Some(Duration::from_secs(10)),
            max_output: 1 << 20,
            memory: None,
            cpu_time: Some(Duration::from_secs(10)),
        }
    }

    fn outcome(status: Termination) -> RunOutcome {
        RunOutcome {
            stdout: Vec::new(),
            stderr: Vec::new(),
            status,
            elapsed: Duration::from_millis(3),
            read_all_input: true,
            input_taken: 0,
            quiet_before_timeout: None,
            files: Default::default(),
            decoded_from: None,
        }
    }

    fn mismatch() -> Mismatch {
        Mismatch {
            line: 5,
            column: 9,
            actual_line: 5,
            expected: Some("a\n".into()),
            actual: Some("b\n".into()),
            diff: String::new(),
            event: None,
        }
    }

    fn judged(status: Termination, differs: bool, ends_early: bool) -> CaseResult {
        let limits = limits();
        let judging = Judging {
            case: "game/case",
            input_ends_early: ends_early,
            free_after_input: false,
            limits: &limits,
            conversation_stopped: false,
        };
        judge(&judging, &outcome(status), differs.then(mismatch))
    }

    #[test]
    fn what_a_graded_program_does_once_its_input_ran_out_is_reported_not_failed() {
        let limits = limits();
        let judging = Judging {
            case: "c",
            input_ends_early: true,
            free_after_input: true,
            limits: &limits,
            conversation_stopped: false,
        };
        for status in [
            Termination::TimedOut,
            Termination::OutputLimit,
            Termination::Signaled {
                signal: 11,
                name: "SIGSEGV",
            },
        ] {
            let mut looping = outcome(status.clone());
            looping.read_all_input = true;
            let result = judge(&judging, &looping, None);
            assert_eq!(result.verdict, Verdict::Pass, "{status:?}");
            assert!(
                result.detail.starts_with("once its input ran out, which the spec says nothing about (reported, not failed): "),
                "{}",
                result.detail
            );
            let result = judge(&judging, &looping, Some(mismatch()));
            assert_eq!(result.verdict, Verdict::WrongOutput, "{status:?}");
            // Before all of its input was read, a crash or a hang is the program's own.
            let mut early = outcome(status.clone());
            early.read_all_input = false;
            assert_ne!(judge(&judging, &early, None).verdict, Verdict::Pass);
        }
    }

    #[test]
    fn priority_is_the_declared_order() {
        let mut sorted = Verdict::ALL;
        sorted.sort();
        assert_eq!(sorted, Verdict::ALL);
        assert_eq!(Verdict::first_of([]), Verdict::Pass);
        assert_eq!(
            Verdict::first_of([Verdict::WrongOutput, Verdict::Crashed, Verdict::ExitCode]),
            Verdict::Crashed
        );
        assert_eq!(
            Verdict::first_of([Verdict::WrongOutput, Verdict::ExitCode]),
            Verdict::ExitCode
        );
        let names: Vec<&str> = Verdict::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(
            names,
            [
                "build-error",
                "missing",
                "crashed",
                "timeout",
                "output-limit",
                "exit-code",
                "wrong-output",
                "not-judged",
                "pass"
            ]
        );
        for verdict in Verdict::ALL {
            let json = serde_json::to_string(&verdict).unwrap();
            assert_eq!(json, format!("\"{verdict}\""));
        }
    }

    #[test]
    fn exits_and_outputs() {
        let pass = judged(Termination::Exited(0), false, false);
        assert_eq!((pass.verdict, pass.detail.as_str()), (Verdict::Pass, ""));
        assert_eq!(pass.exit_code, Some(0));
        assert_eq!(pass.seconds, Some(0.003));
        let wrong = judged(Termination::Exited(0), true, false);
        assert_eq!(wrong.verdict, Verdict::WrongOutput);
        assert_eq!(wrong.detail, "wrong output from line 5, column 9");
        let both = judged(Termination::Exited(2), true, false);
        assert_eq!(both.verdict, Verdict::ExitCode);
        assert!(both.mismatch.is_some(), "the mismatch is kept");
        assert_eq!(both.detail, "exited with status 2");
    }

    #[test]
    fn any_exit_status_where_the_input_ends_early() {
        let result = judged(Termination::Exited(3), false, true);
        assert_eq!(result.verdict, Verdict::Pass);
        assert_eq!(result.exit_code, Some(3));
        let crash = Termination::Signaled {
            signal: 11,
            name: "SIGSEGV",
        };
        assert_eq!(judged(crash, false, true).verdict, Verdict::Crashed);
    }

    #[test]
    fn a_python_traceback_where_the_input_ends_early_is_not_coping_with_it() {
        let limits = limits();
        let mut traceback = outcome(Termination::Exited(1));
        traceback.stderr = b"Traceback (most recent call last):\n  File \"x.py\", line 3, in <module>\nEOFError: EOF when reading a line\n".to_vec();
        let robustness = Judging {
            case: "c",
            input_ends_early: true,
            free_after_input: false,
            limits: &limits,
            conversation_stopped: false,
        };
        let result = judge(&robustness, &traceback, None);
        assert_eq!(result.verdict, Verdict::ExitCode);
        assert_eq!(
            result.detail,
            "stopped on an exception it did not catch (a Python traceback) in a case whose input ends before the game: exited with status 1; its last words on standard error: EOFError: EOF when reading a line"
        );
        // Any other status is still accepted there.
        let mut complaint = outcome(Termination::Exited(1));
        complaint.stderr = b"input ended\n".to_vec();
        assert_eq!(judge(&robustness, &complaint, None).verdict, Verdict::Pass);
        // A graded case reports it and does not fail it.
        let graded = Judging {
            free_after_input: true,
            ..robustness
        };
        let result = judge(&graded, &traceback, None);
        assert_eq!(result.verdict, Verdict::Pass);
        assert!(
            result.detail.starts_with("once its input ran out"),
            "{}",
            result.detail
        );
    }

    #[test]
    fn crashes_name_the_signal_and_what_it_usually_means() {
        let crash = Termination::Signaled {
            signal: 11,
            name: "SIGSEGV",
        };
        let result = judged(crash, true, false);
        assert_eq!(result.verdict, Verdict::Crashed);
        assert!(
            result
                .detail
                .starts_with("killed by signal SIGSEGV (11): an invalid memory access")
        );
        assert_eq!(
            result.signal,
            Some(Signal {
                number: 11,
                name: "SIGSEGV".into()
            })
        );
    }

    #[test]
    fn timeouts_say_whether_the_input_was_all_read() {
        let limits = limits();
        let judging = Judging {
            case: "c",
            input_ends_early: false,
            free_after_input: false,
            limits: &limits,
            conversation_stopped: false,
        };
        let mut spinning = outcome(Termination::TimedOut);
        spinning.quiet_before_timeout = Some(Duration::from_millis(9_990));
        let result = judge(&judging, &spinning, Some(mismatch()));
        assert_eq!(result.verdict, Verdict::Timeout);
        assert_eq!(
            result.detail,
            "the program read all of its input and then ran for 10 s without printing: a loop that does not stop at end of input?"
        );
        spinning.quiet_before_timeout = Some(Duration::from_millis(20));
        let result = judge(&judging, &spinning, None);
        assert!(
            result.detail.contains("was still printing"),
            "{}",
            result.detail
        );
        let mut waiting = outcome(Termination::TimedOut);
        waiting.read_all_input = false;
        let result = judge(&judging, &waiting, None);
        assert!(
            result.detail.contains("had not read all of its input"),
            "{}",
            result.detail
        );
    }

    #[test]
    fn output_limit_missing_program_and_last_words() {
        let flood = judged(Termination::OutputLimit, true, false);
        assert_eq!(flood.verdict, Verdict::OutputLimit);
        assert!(
            flood
                .detail
                .starts_with("printed more than 1 MiB (the output limit)")
        );
        assert!(
            flood
                .detail
                .ends_with("a loop that does not stop at end of input?")
        );
        let stuck_limits = limits();
        let judging = Judging {
            case: "c",
            input_ends_early: false,
            free_after_input: false,
            limits: &stuck_limits,
            conversation_stopped: false,
        };
        let mut stuck = outcome(Termination::OutputLimit);
        stuck.read_all_input = false;
        assert!(
            judge(&judging, &stuck, None)
                .detail
                .ends_with("before reading all of its input: a loop on input it cannot read?")
        );
        let missing = judged(
            Termination::FailedToStart("No such file".into()),
            true,
            false,
        );
        assert_eq!(missing.verdict, Verdict::Missing);
        assert!(
            missing
                .detail
                .contains("could not be started: No such file")
        );

        let limits = limits();
        let judging = Judging {
            case: "c",
            input_ends_early: false,
            free_after_input: false,
            limits: &limits,
            conversation_stopped: false,
        };
        let mut traceback = outcome(Termination::Exited(1));
        traceback.stderr =
            b"Traceback (most recent call last):\n  File \"main.py\"\nValueError: bad\n\n".to_vec();
        let result = judge(&judging, &traceback, None);
        assert_eq!(
            result.detail,
            "exited with status 1; its last words on standard error: ValueError: bad"
        );
        assert!(result.stderr.unwrap().starts_with("Traceback"));
        let mut chatty = outcome(Termination::Exited(0));
        chatty.stderr = vec![b'x'; STDERR_KEPT + 10];
        let kept = judge(&judging, &chatty, None).stderr.unwrap();
        assert!(kept.ends_with("… (10 more bytes)"));
    }
}
