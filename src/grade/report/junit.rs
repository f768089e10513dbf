//! `junit.xml`: one test suite per submission and one test case per case, for the CI
//! dashboards and IDEs that read JUnit reports.
//!
//! A case that passed is an empty `<testcase>`. A `build-error` or `missing` case holds an
//! `<error>` (the program never produced output); any other verdict a `<failure>` whose
//! `type` is the verdict, whose `message` is its one-line reason, and whose text holds the
//! first difference, the diff and the beginning of standard error. Each suite's
//! `<properties>` record the game, the comparison options, the score and how the
//! submission was run. A case whose settings say `hidden: yes` shows its verdict only: its
//! message is `a hidden case` and its text is empty.
//!
//! Student output can hold anything; XML 1.0 cannot. Besides `& < > " '`, control
//! characters other than tab and line breaks are written as their Unicode pictures (`␀`),
//! since XML has no way to escape them.

use std::fmt::Write as _;

use crate::grade::report::{HIDDEN_CASE, failure_text};
use crate::grade::verdict::Verdict;
use crate::grade::{Gradebook, Graded, score_text};

/// The text of `junit.xml`.
pub fn report(gradebook: &Gradebook) -> String {
    let mut tests = 0;
    let mut failures = 0;
    let mut errors = 0;
    let mut seconds = 0.0;
    let mut suites = String::new();
    for graded in &gradebook.submissions {
        let counts = suite(gradebook, graded, &mut suites);
        tests += counts.0;
        failures += counts.1;
        errors += counts.2;
        seconds += counts.3;
    }
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        xml,
        "<testsuites name=\"{}\" tests=\"{tests}\" failures=\"{failures}\" errors=\"{errors}\" time=\"{seconds:.4}\">",
        escape(&format!("arbiter grade {}", gradebook.game))
    );
    xml.push_str(&suites);
    xml.push_str("</testsuites>\n");
    xml
}

/// Writes one submission's suite; returns its tests, failures, errors and seconds.
fn suite(gradebook: &Gradebook, graded: &Graded, xml: &mut String) -> (usize, usize, usize, f64) {
    let is_error = |verdict: Verdict| matches!(verdict, Verdict::BuildError | Verdict::Missing);
    let errors = graded
        .results
        .iter()
        .filter(|r| is_error(r.verdict))
        .count();
    let failures = graded
        .results
        .iter()
        .filter(|r| r.verdict != Verdict::Pass && !is_error(r.verdict))
        .count();
    let seconds: f64 = graded.results.iter().filter_map(|r| r.seconds).sum();
    let name = escape(&graded.id);
    let _ = writeln!(
        xml,
        "  <testsuite name=\"{name}\" tests=\"{}\" failures=\"{failures}\" errors=\"{errors}\" skipped=\"0\" time=\"{seconds:.4}\">",
        graded.results.len()
    );
    xml.push_str("    <properties>\n");
    let properties = [
        ("game", gradebook.game.clone()),
        ("comparison", gradebook.comparison.to_string()),
        ("score", score_text(gradebook.score(graded))),
        ("max_score", gradebook.max_score().to_string()),
        ("how", graded.how.clone().unwrap_or_default()),
        ("findings", graded.findings().join("; ")),
    ];
    for (key, value) in properties {
        let _ = writeln!(
            xml,
            "      <property name=\"{key}\" value=\"{}\"/>",
            escape(&value)
        );
    }
    xml.push_str("    </properties>\n");
    for (case, result) in gradebook.cases.iter().zip(&graded.results) {
        let time = result.seconds.unwrap_or(0.0);
        let open = format!(
            "    <testcase name=\"{}\" classname=\"{name}\" time=\"{time:.4}\"",
            escape(&result.case)
        );
        if result.verdict == Verdict::Pass {
            let _ = writeln!(xml, "{open}/>");
            continue;
        }
        let element = if is_error(result.verdict) {
            "error"
        } else {
            "failure"
        };
        // A hidden case shows its verdict only (`hidden: yes`).
        let (message, text) = if case.case.hidden {
            (HIDDEN_CASE.to_string(), String::new())
        } else {
            (
                result.detail.lines().next().unwrap_or_default().to_string(),
                failure_text(result),
            )
        };
        let _ = writeln!(xml, "{open}>");
        let _ = writeln!(
            xml,
            "      <{element} type=\"{}\" message=\"{}\">{}</{element}>",
            result.verdict,
            escape(&message),
            escape(&text)
        );
        xml.push_str("    </testcase>\n");
    }
    xml.push_str("  </testsuite>\n");
    (graded.results.len(), failures, errors, seconds)
}

/// Text as XML 1.0 can hold it, in element content and in attribute values alike.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Character references keep line breaks and tabs in attribute values too.
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            '\u{0}'..='\u{1f}' => {
                out.push(char::from_u32(0x2400 + ch as u32).unwrap_or('\u{fffd}'))
            }
            '\u{7f}' => out.push('␡'),
            '\u{fffe}' | '\u{ffff}' => out.push('\u{fffd}'),
            _ => out.push(ch),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_what_xml_cannot_hold() {
        assert_eq!(
            escape("<a href=\"x\">O'Brien & co</a>"),
            "&lt;a href=&quot;x&quot;&gt;O&apos;Brien &amp; co&lt;/a&gt;"
        );
        assert_eq!(escape("a\tb\r\nc"), "a&#9;b&#13;&#10;c");
        assert_eq!(escape("\u{0}\u{1b}[31m\u{7f}\u{ffff}"), "␀␛[31m␡\u{fffd}");
    }
}
