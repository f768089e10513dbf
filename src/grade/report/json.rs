//! `results.json`: every submission, every case, and the settings of the run.
//!
//! ```text
//! { "game", "comparison": {option: bool}, "compared": "spec (the events the spec fixes)",
//!   "partial": bool,
//!   "limits": {"timeout_seconds", "max_output", "memory_limit"}, "method",
//!   "cases": [{"id", "description", "weight", "expected_from": "golden" | "own-chance",
//!              "events"}],
//!   "left_out": [ids of robustness cases not graded],
//!   "extras_left_out": [ids of extra cases not graded],
//!   "engine_left_out": [ids of the cases of arbiter's own features],
//!   "dialogue_left_out": [ids of the cases in the engine's own dialogue, when any], "max_score",
//!   "similarity": {as `arbiter similar --json` prints it, with --similarity},
//!   "submissions": [{"id", "path", "how", "score", "max_score", "percent", "passed_all",
//!                    "counts": {verdict: n}, "readings": {choice: {value: [cases]}},
//!                    "mixed_readings": [text], "findings": [text],
//!                    "cases": [{"case", "verdict", "detail", "seconds", "exit_code",
//!                               "signal": {"number", "name"}, "mismatch": {"line",
//!                               "column", "actual_line", "expected", "actual", "diff",
//!                               "event"}, "events": {"agreed", "expected"},
//!                               "stderr", "expected_from", "findings": [{"line",
//!                               "rule"}], "outcomes": [text], "weight", "score"}]}] }
//! ```
//!
//! `readings` says, for each choice of the game's dialect that some passed case showed,
//! which value the submission's output matched in which cases; `mixed_readings` names the
//! choices it answered two ways. A case's `reading` is the reading its output matched when
//! not the reference's, and its `dialect` the choices that case showed.
//!
//! A submission's `findings` are what was found of it as a whole: a deal that stayed the
//! same in two runs of a case (see [`crate::grade::seeding`]). A case's `known` is how many
//! outcomes of chance were read from its output.
//!
//! `expected_from` says how a case was judged: against its golden, or against the engine's
//! replay with the program's own chance (`own-chance`), whose `outcomes` are what was read
//! from the program's output and `findings` the outcomes the rules do not allow (both left
//! out when empty).
//!
//! Under the spec comparison a case's `events` is how many events its golden holds (left
//! out for a case of chance: each program's game has its own count), and each result's
//! `events` how many of its expected events agreed before the first difference; its
//! `score` is a decimal under `--partial` (`partial` is then true).
//!
//! Absent values are `null`: `seconds` when nothing ran, `exit_code` when the program did
//! not exit by itself, `mismatch` when the output matched.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::grade::cases::ExpectedFrom;
use crate::grade::compare::Comparison;
use crate::grade::limits;
use crate::grade::verdict::{CaseResult, Verdict};
use crate::grade::{Gradebook, Graded};
use crate::harness::case::Kind;
use crate::sandbox::ConfinementReport;

#[derive(Serialize)]
struct Results<'a> {
    game: &'a str,
    comparison: Comparison,
    compared: String,
    partial: bool,
    limits: Limits,
    method: &'a str,
    /// How runs were confined: the level asked for, the protections in force and those
    /// missing; absent when nothing ran (`--outputs`).
    #[serde(skip_serializing_if = "Option::is_none")]
    isolation: Option<ConfinementReport>,
    cases: Vec<Case<'a>>,
    left_out: Vec<String>,
    extras_left_out: Vec<String>,
    engine_left_out: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    dialogue_left_out: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    similarity: Option<serde_json::Value>,
    max_score: u64,
    submissions: Vec<Submission<'a>>,
}

#[derive(Serialize)]
struct Limits {
    timeout_seconds: f64,
    cpu_time_seconds: Option<f64>,
    max_output: u64,
    memory_limit: Option<u64>,
}

#[derive(Serialize)]
struct Case<'a> {
    id: &'a str,
    description: &'a str,
    weight: u32,
    expected_from: ExpectedFrom,
    /// Under the spec comparison, the events of a case compared with its golden.
    #[serde(skip_serializing_if = "Option::is_none")]
    events: Option<usize>,
}

#[derive(Serialize)]
struct Submission<'a> {
    id: &'a str,
    path: String,
    how: Option<&'a str>,
    #[serde(serialize_with = "whole_or_decimal")]
    score: f64,
    max_score: u64,
    percent: f64,
    passed_all: bool,
    counts: BTreeMap<&'static str, usize>,
    readings: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    mixed_readings: Vec<String>,
    findings: Vec<String>,
    cases: Vec<CaseEntry<'a>>,
}

#[derive(Serialize)]
struct CaseEntry<'a> {
    #[serde(flatten)]
    result: &'a CaseResult,
    weight: u32,
    #[serde(serialize_with = "whole_or_decimal")]
    score: f64,
}

/// A score as a whole number when it is one (`3`), so that all-or-nothing grading writes
/// what it always wrote; a partial one as a decimal (`2.75`).
fn whole_or_decimal<S: serde::Serializer>(score: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    if score.fract() == 0.0 && *score >= 0.0 && *score < u64::MAX as f64 {
        serializer.serialize_u64(*score as u64)
    } else {
        serializer.serialize_f64(*score)
    }
}

/// The text of `results.json`.
pub fn results(gradebook: &Gradebook) -> String {
    let results = Results {
        game: &gradebook.game,
        comparison: gradebook.comparison,
        compared: gradebook.comparison.to_string(),
        partial: gradebook.partial,
        limits: Limits {
            timeout_seconds: limits::timeout(&gradebook.limits).as_secs_f64(),
            cpu_time_seconds: gradebook.limits.cpu_time.map(|cpu| cpu.as_secs_f64()),
            max_output: gradebook.limits.max_output,
            memory_limit: gradebook.limits.memory,
        },
        method: &gradebook.method,
        isolation: gradebook.isolation.map(|confined| confined.report()),
        cases: (gradebook.cases.iter())
            .map(|case| Case {
                id: &case.id,
                description: &case.description,
                weight: case.weight,
                expected_from: case.expected_from,
                events: gradebook.golden_events(case),
            })
            .collect(),
        left_out: gradebook.left_out.ids(Kind::Robustness),
        extras_left_out: gradebook.left_out.ids(Kind::Extra),
        engine_left_out: gradebook.left_out.ids(Kind::Engine),
        dialogue_left_out: gradebook.left_out.ids(Kind::Dialogue),
        similarity: (gradebook.similarity.as_ref())
            .map(|(similarity, _)| crate::similar::report::json(similarity)),
        max_score: gradebook.max_score(),
        submissions: (gradebook.submissions.iter())
            .map(|graded| submission(gradebook, graded))
            .collect(),
    };
    let mut text = serde_json::to_string_pretty(&results).expect("results serialise");
    text.push('\n');
    text
}

fn submission<'a>(gradebook: &'a Gradebook, graded: &'a Graded) -> Submission<'a> {
    Submission {
        id: &graded.id,
        path: graded.path.display().to_string(),
        how: graded.how.as_deref(),
        score: gradebook.score(graded),
        max_score: gradebook.max_score(),
        percent: (gradebook.percent(graded) * 100.0).round() / 100.0,
        passed_all: graded.passed_all(),
        readings: graded.readings(),
        mixed_readings: graded.mixed_readings(),
        findings: graded.findings(),
        counts: Verdict::ALL
            .iter()
            .map(|&verdict| (verdict.name(), graded.count(verdict)))
            .collect(),
        cases: (gradebook.cases.iter().zip(&graded.results))
            .map(|(case, result)| CaseEntry {
                result,
                weight: case.weight,
                score: gradebook.case_score(case, result),
            })
            .collect(),
    }
}
