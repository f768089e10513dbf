//! `gradescope/<student>/results.json`: one file per submission in Gradescope's autograder
//! results format, for courses that upload results there.
//!
//! ```text
//! { "score": 3.0,
//!   "output": "3 of 4 points (75.0%) on concentration; comparison: exact (byte for byte)",
//!   "tests": [{"name": "concentration/quit", "score": 1.0, "max_score": 1.0,
//!              "status": "passed", "output": "the banner and the menu, then 0 quits"}],
//!   "extra_data": {"max_score": 4, "percent": 75.0, "comparison": {option: bool}} }
//! ```
//!
//! The format's top level has `score` but no maximum (Gradescope adds up the tests'
//! `max_score`), so the maximum and the percentage go to `extra_data`. A test's `status`
//! is `passed` or `failed`, and its `output` is the case's description followed, for a
//! failure, by the verdict, the first difference, the diff and standard error, as plain
//! text (the format's default `text` formatting). A case whose settings say `hidden: yes`
//! shows only `a hidden case: <verdict>`, as Gradescope's hidden tests show nothing of
//! their content.

use serde::Serialize;

use crate::grade::cases::OPTIONAL;
use crate::grade::compare::Comparison;
use crate::grade::report::{HIDDEN_CASE, failure_text, percent_text};
use crate::grade::verdict::Verdict;
use crate::grade::{Gradebook, Graded, score_text};

#[derive(Serialize)]
struct Results {
    score: f64,
    output: String,
    tests: Vec<Test>,
    extra_data: Extra,
}

#[derive(Serialize)]
struct Test {
    name: String,
    score: f64,
    max_score: f64,
    status: &'static str,
    output: String,
}

#[derive(Serialize)]
struct Extra {
    max_score: u64,
    percent: f64,
    comparison: Comparison,
}

/// The text of one submission's `results.json`.
pub fn results(gradebook: &Gradebook, graded: &Graded) -> String {
    let score = gradebook.score(graded);
    let max = gradebook.max_score();
    let percent = gradebook.percent(graded);
    let mut output = format!(
        "{} of {max} points ({}) on {}; comparison: {}",
        score_text(score),
        percent_text(percent),
        gradebook.game,
        gradebook.comparison
    );
    for optional in OPTIONAL {
        let count = gradebook.left_out.ids(optional.kind).len();
        if count > 0 {
            output.push_str(&format!(
                "; {count} {} cases ({}) were not graded",
                optional.name, optional.about
            ));
        }
    }
    for finding in graded.findings() {
        output.push_str(&format!("; {finding}"));
    }
    let own_chance = gradebook.own_chance_cases();
    if own_chance > 0 {
        output.push_str(&format!(
            "; {own_chance} cases judged with the program's own chance (its deal and its computer's moves, as its output shows them)"
        ));
    }
    let tests = (gradebook.cases.iter().zip(&graded.results))
        .map(|(case, result)| {
            let passed = result.verdict == Verdict::Pass;
            // A hidden case shows its verdict only: not what it tests, its input, what was
            // expected, or what the program wrote.
            let text = if case.case.hidden {
                format!("{HIDDEN_CASE}: {}\n", result.verdict)
            } else if passed {
                format!("{}\n", case.description)
            } else {
                format!("{}\n\n{}", case.description, failure_text(result))
            };
            Test {
                name: case.id.clone(),
                score: gradebook.case_score(case, result),
                max_score: f64::from(case.weight),
                status: if passed { "passed" } else { "failed" },
                output: text,
            }
        })
        .collect();
    let results = Results {
        score,
        output,
        tests,
        extra_data: Extra {
            max_score: max,
            percent: (percent * 100.0).round() / 100.0,
            comparison: gradebook.comparison,
        },
    };
    let mut text = serde_json::to_string_pretty(&results).expect("results serialise");
    text.push('\n');
    text
}
