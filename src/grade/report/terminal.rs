//! What `arbiter grade` prints on standard output: a heading that says what was graded and
//! how, the table (one row per submission: score, maximum, percentage and how many cases
//! got each verdict), and with `-v` the details of every case that did not pass.

use std::fmt::Write as _;

use crate::conversation::Record;
use crate::grade::cases::OPTIONAL;
use crate::grade::limits::{self, format_seconds, format_size};
use crate::grade::report::{percent_text, plural};
use crate::grade::verdict::Verdict;
use crate::grade::{Gradebook, Graded, score_text};
use crate::harness::diff::{Colour, paint, paint_diff_line, visible};

/// How many lines of a case's diff `-v` shows.
pub const DIFF_LINES_SHOWN: usize = 40;

/// What was graded and how, in a few lines.
pub fn heading(gradebook: &Gradebook) -> String {
    let mut text = (gradebook.isolation)
        .map(|confined| confined.line() + "\n")
        .unwrap_or_default();
    text += &format!(
        "{}: {} submission{}, {} case{} worth {} point{}; comparison: {}\n",
        gradebook.game,
        gradebook.submissions.len(),
        plural(gradebook.submissions.len()),
        gradebook.cases.len(),
        plural(gradebook.cases.len()),
        gradebook.max_score(),
        plural(gradebook.max_score() as usize),
        gradebook.comparison,
    );
    let roomier: Vec<&str> = (gradebook.cases.iter())
        .filter(|case| {
            limits::for_case(&gradebook.limits, case.expected.len()).max_output
                > gradebook.limits.max_output
        })
        .map(|case| case.name.as_str())
        .collect();
    let room = if roomier.is_empty() {
        String::new()
    } else {
        format!(
            " ({} times the golden for {})",
            limits::OUTPUT_PER_GOLDEN,
            roomier.join(", ")
        )
    };
    let _ = writeln!(
        text,
        "limits per run: {} time{}, {} output{room}, {} memory",
        format_seconds(limits::timeout(&gradebook.limits)),
        (gradebook.limits.cpu_time)
            .map(|cpu| format!(" ({} CPU)", format_seconds(cpu)))
            .unwrap_or_default(),
        format_size(gradebook.limits.max_output),
        gradebook
            .limits
            .memory
            .map_or_else(|| "unlimited".to_string(), format_size)
    );
    for optional in OPTIONAL {
        let count = gradebook.left_out.ids(optional.kind).len();
        if count > 0 {
            let _ = writeln!(
                text,
                "{count} {} case{} left out: {}",
                optional.name,
                plural(count),
                gradebook.left_out.reason(&optional)
            );
        }
    }
    let own_chance = gradebook.own_chance_cases();
    if own_chance > 0 {
        let golden = gradebook.cases.len() - own_chance;
        let _ = writeln!(
            text,
            "{golden} case{} compared with {} golden, {own_chance} against each program's own chance (the deal, layout or computer moves its output shows; --all-cases compares with the goldens)",
            plural(golden),
            if golden == 1 { "its" } else { "their" },
        );
    }
    if gradebook.comparison.spec_events {
        let fixed: Vec<String> = (gradebook.cases.iter())
            .filter_map(|case| Some(format!("{} {}", case.name, gradebook.golden_events(case)?)))
            .collect();
        let mut counts = fixed.join(", ");
        if own_chance > 0 {
            if !counts.is_empty() {
                counts.push_str("; ");
            }
            counts.push_str("the cases of chance count each program's own game");
        }
        let _ = writeln!(text, "events compared per case: {counts}");
    }
    if gradebook.partial {
        text.push_str("scoring: a case that fails scores the share of its events shown before its first difference (--partial)\n");
    }
    text
}

/// The readings of the spec each submission used, where they are not the reference's, the
/// choices a submission answered two ways, and what was found of a submission as a whole;
/// empty when there is nothing to say.
pub fn readings(gradebook: &Gradebook) -> String {
    let mut text = String::new();
    for graded in &gradebook.submissions {
        let mixed = graded.mixed_readings();
        let other = gradebook.other_readings(graded);
        if !other.is_empty() {
            let _ = writeln!(text, "{} reads the spec as {}", graded.id, other.join(", "));
        }
        for mix in mixed {
            let _ = writeln!(text, "{} mixes readings of {mix}", graded.id);
        }
        for finding in graded.findings() {
            let _ = writeln!(text, "{}: {finding}", graded.id);
        }
    }
    text
}

/// The table: one row per submission.
pub fn table(gradebook: &Gradebook) -> String {
    // Pass first, then the others from the mildest to the gravest, only those that occur.
    let mut columns = vec![Verdict::Pass];
    columns.extend(
        Verdict::ALL
            .iter()
            .rev()
            .copied()
            .filter(|&v| v != Verdict::Pass)
            .filter(|&v| gradebook.submissions.iter().any(|g| g.count(v) > 0)),
    );
    let mut header = vec![
        "submission".to_string(),
        "score".to_string(),
        "max".to_string(),
        "percent".to_string(),
    ];
    header.extend(columns.iter().map(|v| v.name().to_string()));
    let mut rows = vec![header];
    for graded in &gradebook.submissions {
        let mut row = vec![
            graded.id.clone(),
            score_text(gradebook.score(graded)),
            gradebook.max_score().to_string(),
            percent_text(gradebook.percent(graded)),
        ];
        row.extend(columns.iter().map(|&v| match graded.count(v) {
            0 => "-".to_string(),
            n => n.to_string(),
        }));
        rows.push(row);
    }
    let widths: Vec<usize> = (0..rows[0].len())
        .map(|column| {
            rows.iter()
                .map(|row| row[column].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for row in &rows {
        let mut line = String::new();
        for (column, cell) in row.iter().enumerate() {
            let pad = widths[column] - cell.chars().count();
            if column == 0 {
                line.push_str(cell);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str("  ");
                line.push_str(&" ".repeat(pad));
                line.push_str(cell);
            }
        }
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The closing line: how many submissions passed everything.
pub fn closing(gradebook: &Gradebook) -> String {
    let passed = gradebook
        .submissions
        .iter()
        .filter(|g| g.passed_all())
        .count();
    format!(
        "{passed} of {} submission{} passed every case\n",
        gradebook.submissions.len(),
        plural(gradebook.submissions.len())
    )
}

/// Every case that did not pass, submission by submission, with diffs.
pub fn details(gradebook: &Gradebook, colour: Colour) -> String {
    let mut text = String::new();
    for graded in gradebook.submissions.iter().filter(|g| !g.passed_all()) {
        text.push('\n');
        submission_details(graded, colour, &mut text);
    }
    text
}

fn submission_details(graded: &Graded, colour: Colour, text: &mut String) {
    let title = match &graded.how {
        Some(how) => format!("== {} ({how}) ==", graded.id),
        None => format!("== {} ==", graded.id),
    };
    let _ = writeln!(text, "{}", paint(colour, "1", &title));
    // A submission that never ran has one reason for every case: say it once.
    let first = &graded.results[0];
    let same_everywhere = graded
        .results
        .iter()
        .all(|r| r.verdict == first.verdict && r.detail == first.detail && r.mismatch.is_none());
    if same_everywhere && graded.results.len() > 1 {
        // A detail can quote a program's standard error: never its escape sequences.
        let _ = writeln!(
            text,
            "every case: {}: {}",
            first.verdict,
            shown(&first.detail)
        );
        return;
    }
    for result in graded.results.iter().filter(|r| r.verdict != Verdict::Pass) {
        let verdict = paint(colour, "31", result.verdict.name());
        // A wrong output's reason is its first difference, shown next.
        let agreed = result.events.map_or(String::new(), |count| {
            format!(" ({} of {} events agreed)", count.agreed, count.expected)
        });
        match (&result.mismatch, result.verdict) {
            (Some(_), Verdict::WrongOutput) if result.findings.is_empty() => {
                let _ = writeln!(text, "{}: {verdict}{agreed}", result.case);
            }
            _ => {
                let _ = writeln!(
                    text,
                    "{}: {verdict}{agreed}: {}",
                    result.case,
                    shown(&result.detail)
                );
            }
        }
        for outcome in &result.outcomes {
            let _ = writeln!(text, "judged with its own chance: {outcome}");
        }
        if let Some(conversation) = &result.conversation {
            conversation_lines(text, conversation);
        }
        if let Some(mismatch) = &result.mismatch {
            if mismatch.event.is_none() && mismatch.actual.is_none() && mismatch.actual_line == 1 {
                text.push_str("the program printed nothing\n");
                continue;
            }
            text.push_str(&mismatch.summary());
            let total = mismatch.diff.lines().count();
            for (index, line) in mismatch.diff.lines().take(DIFF_LINES_SHOWN).enumerate() {
                text.push_str(&paint_diff_line(colour, index, line));
                text.push('\n');
            }
            if total > DIFF_LINES_SHOWN {
                let _ = writeln!(
                    text,
                    "... {} more diff lines (all of them are in the reports of --report)",
                    total - DIFF_LINES_SHOWN
                );
            }
        }
        if let Some(stderr) = &result.stderr {
            text.push_str("standard error:\n");
            for line in stderr.lines().take(20) {
                let _ = writeln!(text, "  {}", visible(line));
            }
        }
    }
}

/// How many of a conversation's last answers `-v` shows.
const ANSWERS_SHOWN: usize = 3;

/// A conversation in a few lines: how many answers, the last ones with their questions,
/// and the goals its deal did not allow.
fn conversation_lines(text: &mut String, conversation: &Record) {
    let count = conversation.exchanges.len();
    let _ = writeln!(
        text,
        "conversation: {count} answer{} (results.json holds each with its question){}",
        plural(count),
        if count > ANSWERS_SHOWN {
            "; the last:"
        } else {
            ":"
        }
    );
    for exchange in &conversation.exchanges[count.saturating_sub(ANSWERS_SHOWN)..] {
        let _ = writeln!(
            text,
            "  {} {}",
            visible(&exchange.question),
            visible(&exchange.answer)
        );
    }
    if !conversation.unmet.is_empty() {
        let _ = writeln!(
            text,
            "goals its deal did not allow: {}",
            conversation.unmet.join(", ")
        );
    }
}

/// A detail as the terminal shows it: line by line, each with its control characters as
/// pictures, since a detail can quote a program's standard error or a compiler's.
fn shown(detail: &str) -> String {
    detail.lines().map(visible).collect::<Vec<_>>().join("\n")
}
