//! Comparing a submission's output with the expected transcript, under the options a course
//! chose.
//!
//! `grade` compares by default what the game's spec fixes: both transcripts are read as
//! the spec's events (see [`crate::events`]) and a program passes when it shows the same
//! events in the same order, whatever its layout ([`Comparison::compare_events`]). With
//! `--compare exact`, bytes are compared, as `arbiter check` compares them, and a course
//! can forgive some differences, as programming judges let it:
//!
//! | option | what does not count |
//! |---|---|
//! | `ignore-trailing-whitespace` | spaces, tabs and carriage returns at the end of a line; blank lines at the end of the output; a missing final newline |
//! | `ignore-blank-lines` | lines that are empty or hold only spaces, tabs and carriage returns |
//! | `ignore-case` | upper and lower case (Unicode lower-casing) |
//! | `collapse-spaces` | how long a run of spaces and tabs is: any run counts as one space |
//!
//! Every option is applied the same way to both sides, line by line, and the result of a
//! line is its *key*: two outputs match when their sequences of keys are equal. Nothing is
//! trimmed from what is shown: a [`Mismatch`] points at the first line whose key differs,
//! with its line and column in the expected transcript, and its diff shows both lines as
//! they were printed, white space made visible (see [`crate::harness::diff`]).
//!
//! Output that is not UTF-8 is compared byte for byte by the exact comparison; the options
//! work on text, where each invalid byte sequence reads as U+FFFD.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::events::{self, Event, InputTrail, Printed};
use crate::harness::diff::{self, Colour, Line};

/// How far past the first difference a diff looks, so that a flood of output costs no more
/// than a screenful of diff.
pub const DIFF_REACH: usize = 500;

/// The comparison options of a grading run. All off is the exact comparison.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct Comparison {
    /// Compare the spec's events, not text (`--compare spec`); the other options are then
    /// off, since no text is compared.
    #[serde(default)]
    pub spec_events: bool,
    pub ignore_trailing_whitespace: bool,
    pub ignore_blank_lines: bool,
    pub ignore_case: bool,
    pub collapse_spaces: bool,
}

/// Where and how an output differs from the expected transcript.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mismatch {
    /// The 1-based line of the expected transcript where the first difference is (one past
    /// its last line when the output goes on after it).
    pub line: usize,
    /// The 1-based column, in bytes of that expected line, of the first difference.
    pub column: usize,
    /// The number of the output's line that was compared with it; it differs from `line`
    /// only when lines that do not count were left out.
    pub actual_line: usize,
    /// The expected line as printed, `None` past the end of the expected transcript.
    pub expected: Option<String>,
    /// The output's line as printed, `None` past the end of the output.
    pub actual: Option<String>,
    /// A unified diff, without colour: of lines, or of events under the spec comparison.
    pub diff: String,
    /// Under the spec comparison, the first difference in the spec's terms: where in the
    /// input, which event was expected, what the program printed instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// How many of a case's expected events a program showed before its first difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventCount {
    pub agreed: usize,
    pub expected: usize,
}

impl EventCount {
    /// The share of the expected events shown, 0 to 1 (see [`crate::events::share`]).
    pub fn share(&self) -> f64 {
        events::share(self.agreed, self.expected)
    }
}

impl Comparison {
    /// True when no option is set: bytes are compared as they are.
    pub fn is_exact(&self) -> bool {
        *self == Comparison::default()
    }

    /// The comparison by the spec's events.
    pub fn spec() -> Comparison {
        Comparison {
            spec_events: true,
            ..Comparison::default()
        }
    }

    /// Compares a program's events with the expected ones: how many agreed, and where and
    /// how they first differ. `program` is the program's transcript, from which they were
    /// read. `trail` says which input line the engine had read at each
    /// expected event; the names label the two sides of the event diff.
    pub fn compare_events(
        expected: &[Event],
        actual: &[Event],
        program: Printed<'_>,
        trail: &InputTrail<'_>,
        end_of_expected: usize,
        names: (&str, &str),
    ) -> (EventCount, Option<Mismatch>) {
        let Some(parting) = events::compare(expected, actual) else {
            let count = EventCount {
                agreed: expected.len(),
                expected: expected.len(),
            };
            return (count, None);
        };
        let count = EventCount {
            agreed: parting.agreed,
            expected: expected.len(),
        };
        let as_lines = |events: &[Event]| -> Vec<String> {
            let end = (parting.agreed + DIFF_REACH).min(events.len());
            events[..end]
                .iter()
                .map(|e| format!("{}\n", e.what))
                .collect()
        };
        let (old_text, new_text) = (as_lines(expected), as_lines(actual));
        // The event diff numbers each event by its line in its transcript.
        let old: Vec<Line<'_>> = (old_text.iter().zip(expected))
            .map(|(text, event)| Line {
                number: event.line,
                text,
            })
            .collect();
        let new: Vec<Line<'_>> = (new_text.iter().zip(actual))
            .map(|(text, event)| Line {
                number: event.line,
                text,
            })
            .collect();
        let diff = diff::unified_by_key(
            &old,
            &new,
            |line| line.text,
            &format!("{} (its events)", names.0),
            &format!("{} (its events)", names.1),
            Colour::Never,
        );
        let mismatch = Mismatch {
            line: parting
                .expected
                .map_or_else(|| expected.last().map_or(1, |e| e.line + 1), |e| e.line),
            column: 1,
            actual_line: parting
                .actual
                .map_or_else(|| actual.last().map_or(1, |e| e.line + 1), |e| e.line),
            expected: parting.expected.map(|e| cut(&e.what)),
            actual: parting.actual.map(|e| cut(&e.what)),
            diff,
            event: Some(parting.explain(trail, end_of_expected, program)),
        };
        (count, Some(mismatch))
    }

    /// The options set, by their command-line names without `--`.
    pub fn names(&self) -> Vec<&'static str> {
        let options = [
            (
                self.ignore_trailing_whitespace,
                "ignore-trailing-whitespace",
            ),
            (self.ignore_blank_lines, "ignore-blank-lines"),
            (self.ignore_case, "ignore-case"),
            (self.collapse_spaces, "collapse-spaces"),
        ];
        options
            .into_iter()
            .filter_map(|(set, name)| set.then_some(name))
            .collect()
    }

    /// Compares `actual` with `expected`: `None` when they match under these options. The
    /// names label the two sides of the diff.
    pub fn compare(
        &self,
        expected: &[u8],
        actual: &[u8],
        expected_name: &str,
        actual_name: &str,
    ) -> Option<Mismatch> {
        if self.is_exact() {
            self.compare_exact(expected, actual, expected_name, actual_name)
        } else {
            self.compare_keys(expected, actual, expected_name, actual_name)
        }
    }

    fn compare_exact(
        &self,
        expected: &[u8],
        actual: &[u8],
        expected_name: &str,
        actual_name: &str,
    ) -> Option<Mismatch> {
        let first = diff::first_difference(expected, actual)?;
        let expected_text = String::from_utf8_lossy(expected);
        let actual_text = String::from_utf8_lossy(actual);
        let reach = first.line - 1 + DIFF_REACH;
        let mut old = diff::lines(&expected_text);
        let mut new = diff::lines(&actual_text);
        old.truncate(reach);
        new.truncate(reach);
        let diff = diff::unified_by_key(
            &old,
            &new,
            |line| line.text,
            expected_name,
            actual_name,
            Colour::Never,
        );
        Some(Mismatch {
            line: first.line,
            column: first.column,
            actual_line: first.line,
            expected: first.expected.map(|line| cut(&line)),
            actual: first.actual.map(|line| cut(&line)),
            diff,
            event: None,
        })
    }

    fn compare_keys(
        &self,
        expected: &[u8],
        actual: &[u8],
        expected_name: &str,
        actual_name: &str,
    ) -> Option<Mismatch> {
        let expected_text = String::from_utf8_lossy(expected);
        let actual_text = String::from_utf8_lossy(actual);
        let mut old = self.counted_lines(&expected_text);
        let mut new = self.counted_lines(&actual_text);
        let differs_at = (0..old.len().max(new.len())).find(|&index| {
            match (old.get(index), new.get(index)) {
                (Some(a), Some(b)) => self.key(a.text).0 != self.key(b.text).0,
                _ => true,
            }
        })?;

        let number_at = |lines: &[Line<'_>]| match lines.get(differs_at) {
            Some(line) => line.number,
            None => lines.last().map_or(1, |line| line.number + 1),
        };
        let column = match (old.get(differs_at), new.get(differs_at)) {
            (Some(a), Some(b)) => {
                let (a_key, a_origin) = self.key(a.text);
                let (b_key, _) = self.key(b.text);
                let at = a_key
                    .chars()
                    .zip(b_key.chars())
                    .take_while(|(x, y)| x == y)
                    .count();
                a_origin.get(at).copied().unwrap_or(a.text.len()) + 1
            }
            _ => 1,
        };
        let mismatch_line = |lines: &[Line<'_>]| lines.get(differs_at).map(|line| cut(line.text));
        let (line, actual_line) = (number_at(&old), number_at(&new));
        let (expected_line, got_line) = (mismatch_line(&old), mismatch_line(&new));
        old.truncate(differs_at + DIFF_REACH);
        new.truncate(differs_at + DIFF_REACH);
        let diff = diff::unified_by_key(
            &old,
            &new,
            |line| self.key(line.text).0,
            expected_name,
            actual_name,
            Colour::Never,
        );
        Some(Mismatch {
            line,
            column,
            actual_line,
            expected: expected_line,
            actual: got_line,
            diff,
            event: None,
        })
    }

    /// The lines of `text` that count under these options.
    fn counted_lines<'a>(&self, text: &'a str) -> Vec<Line<'a>> {
        let mut lines = diff::lines(text);
        if self.ignore_blank_lines {
            lines.retain(|line| !is_blank(line.text));
        }
        if self.ignore_trailing_whitespace {
            while lines.last().is_some_and(|line| is_blank(line.text)) {
                lines.pop();
            }
        }
        lines
    }

    /// What a line (with its `\n`, if any) is compared as, and for each character of that
    /// key the byte offset in the line it came from.
    fn key(&self, line: &str) -> (String, Vec<usize>) {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, true),
            None => (line, false),
        };
        let body = if self.ignore_trailing_whitespace {
            body.trim_end_matches(is_line_space)
        } else {
            body
        };
        let mut key = String::with_capacity(body.len() + 1);
        let mut origin = Vec::with_capacity(body.len() + 1);
        let mut in_run = false;
        for (offset, ch) in body.char_indices() {
            if self.collapse_spaces && (ch == ' ' || ch == '\t') {
                if !in_run {
                    key.push(' ');
                    origin.push(offset);
                }
                in_run = true;
                continue;
            }
            in_run = false;
            if self.ignore_case {
                for lower in ch.to_lowercase() {
                    key.push(lower);
                    origin.push(offset);
                }
            } else {
                key.push(ch);
                origin.push(offset);
            }
        }
        if newline && !self.ignore_trailing_whitespace {
            key.push('\n');
            origin.push(body.len());
        }
        (key, origin)
    }
}

/// Compares the files a program left with those the game writes: `None` when each file the
/// game writes is there with the same content. Other files the program left are its own.
pub fn compare_files(
    expected: &BTreeMap<String, Vec<u8>>,
    left: &BTreeMap<String, Vec<u8>>,
    submission: &str,
) -> Option<Mismatch> {
    let (name, bytes) = expected
        .iter()
        .find(|(name, bytes)| left.get(*name) != Some(*bytes))?;
    let written = left.get(name);
    let event = match written {
        None => format!("it did not write the file {name}, which the game writes"),
        Some(_) => format!("the file {name} it wrote is not the one the game writes"),
    };
    let diff = diff::unified(
        bytes,
        written.map_or(&[][..], Vec::as_slice),
        &format!("{name} (as the game writes it)"),
        &format!("{name} ({submission})"),
        Colour::Never,
    );
    let first = diff::first_difference(bytes, written.map_or(&[][..], Vec::as_slice));
    Some(Mismatch {
        line: first.as_ref().map_or(1, |d| d.line),
        column: first.as_ref().map_or(1, |d| d.column),
        actual_line: first.as_ref().map_or(1, |d| d.line),
        expected: first.as_ref().and_then(|d| d.expected.clone()),
        actual: first.and_then(|d| d.actual),
        diff,
        event: Some(event),
    })
}

impl fmt::Display for Comparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.spec_events {
            f.write_str("spec (the events the spec fixes)")
        } else if self.is_exact() {
            f.write_str("exact (byte for byte)")
        } else {
            f.write_str(&self.names().join(", "))
        }
    }
}

impl Mismatch {
    /// Where the first difference is, in one line.
    pub fn position(&self) -> String {
        if self.event.is_some() {
            let mut text = format!("line {} of the expected transcript", self.line);
            text.push_str(&format!(" (line {} of the output)", self.actual_line));
            return text;
        }
        let mut text = format!("line {}, column {}", self.line, self.column);
        if self.actual_line != self.line {
            text.push_str(&format!(" (line {} of the output)", self.actual_line));
        }
        text
    }

    /// The first difference as a person reads it: where, the expected line and the line
    /// printed, white space made visible.
    pub fn summary(&self) -> String {
        if let Some(event) = &self.event {
            return format!("first difference: {event}\n");
        }
        let show = |line: &Option<String>| match line {
            None => "(end of output)".to_string(),
            Some(text) => match text.strip_suffix('\n') {
                Some(body) => diff::visible(body),
                None => format!("{} (no newline at end)", diff::visible(text)),
            },
        };
        format!(
            "first difference at {}\n  expected: {}\n  got:      {}\n",
            self.position(),
            show(&self.expected),
            show(&self.actual)
        )
    }
}

/// Spaces, tabs and carriage returns, the white space a line can end with.
fn is_line_space(ch: char) -> bool {
    matches!(ch, ' ' | '\t' | '\r' | '\x0b' | '\x0c')
}

fn is_blank(line: &str) -> bool {
    line.strip_suffix('\n')
        .unwrap_or(line)
        .chars()
        .all(is_line_space)
}

/// A line cut to the width a diff shows, so a report never holds a megabyte-long line.
fn cut(line: &str) -> String {
    let limit = diff::MAX_SHOWN_LINE;
    if line.len() <= limit {
        return line.to_string();
    }
    let mut end = limit;
    while !line.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}… ({} more bytes)", &line[..end], line.len() - end)
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXACT: Comparison = Comparison {
        spec_events: false,
        ignore_trailing_whitespace: false,
        ignore_blank_lines: false,
        ignore_case: false,
        collapse_spaces: false,
    };

    fn with(options: &[&str]) -> Comparison {
        let mut comparison = Comparison::default();
        for option in options {
            match *option {
                "trailing" => comparison.ignore_trailing_whitespace = true,
                "blank" => comparison.ignore_blank_lines = true,
                "case" => comparison.ignore_case = true,
                "spaces" => comparison.collapse_spaces = true,
                other => panic!("unknown option {other}"),
            }
        }
        comparison
    }

    fn differs(comparison: Comparison, expected: &str, actual: &str) -> Option<Mismatch> {
        comparison.compare(expected.as_bytes(), actual.as_bytes(), "golden", "student")
    }

    #[test]
    fn exact_comparison_is_byte_for_byte() {
        assert_eq!(EXACT, Comparison::default());
        assert!(EXACT.is_exact());
        assert_eq!(differs(EXACT, "a\nb\n", "a\nb\n"), None);
        for actual in [
            "a\nb \n", "a\nb", "a\nB\n", "a\n\nb\n", "a\nb\r\n", "a  \nb\n",
        ] {
            assert!(differs(EXACT, "a\nb\n", actual).is_some(), "{actual:?}");
        }
        assert!(EXACT.compare(b"\xff\n", b"\xfe\n", "g", "s").is_some());
    }

    #[test]
    fn exact_mismatch_matches_first_difference() {
        let mismatch = differs(EXACT, "one\ntwo\nthree\n", "one\ntwx\nthree\n").unwrap();
        assert_eq!(
            (mismatch.line, mismatch.column, mismatch.actual_line),
            (2, 3, 2)
        );
        assert_eq!(mismatch.expected.as_deref(), Some("two\n"));
        assert_eq!(mismatch.actual.as_deref(), Some("twx\n"));
        assert!(mismatch.diff.contains("-two\n+twx\n"), "{}", mismatch.diff);
        assert!(mismatch.diff.starts_with("--- golden\n+++ student\n"));
    }

    #[test]
    fn trailing_whitespace_option() {
        let lenient = with(&["trailing"]);
        assert_eq!(differs(lenient, "a\nb\n", "a  \nb\t\r\n"), None);
        assert_eq!(
            differs(lenient, "a\nb", "a\nb\n\n  \n"),
            None,
            "end of output"
        );
        assert_eq!(differs(lenient, "Your choice: ", "Your choice:"), None);
        let mismatch = differs(lenient, "a\nb\n", "a\n b\n").unwrap();
        assert_eq!((mismatch.line, mismatch.column), (2, 1));
        assert!(
            differs(lenient, "a\n\nb\n", "a\nb\n").is_some(),
            "inner blank lines count"
        );
    }

    #[test]
    fn blank_lines_option() {
        let lenient = with(&["blank"]);
        assert_eq!(differs(lenient, "a\nb\n", "\na\n\n \t\nb\n\n"), None);
        assert!(
            differs(lenient, "a\nb\n", "a \nb\n").is_some(),
            "trailing spaces count"
        );
        let mismatch = differs(lenient, "a\nb\nc\n", "\n\na\nB\nc\n").unwrap();
        assert_eq!((mismatch.line, mismatch.actual_line), (2, 4));
        assert_eq!(
            mismatch.position(),
            "line 2, column 1 (line 4 of the output)"
        );
        assert!(
            mismatch.diff.contains("@@ -1,3 +3,3 @@"),
            "{}",
            mismatch.diff
        );
    }

    #[test]
    fn case_option() {
        let lenient = with(&["case"]);
        assert_eq!(differs(lenient, "You WIN!\n", "you win!\n"), None);
        assert_eq!(differs(lenient, "ÉTÉ\n", "été\n"), None);
        let mismatch = differs(lenient, "Human vs. Computer\n", "HUMAN VS COMPUTER\n").unwrap();
        assert_eq!(mismatch.column, 9);
        assert_eq!(
            mismatch.actual.as_deref(),
            Some("HUMAN VS COMPUTER\n"),
            "as printed"
        );
    }

    #[test]
    fn collapse_spaces_option() {
        let lenient = with(&["spaces"]);
        assert_eq!(differs(lenient, "a b\tc\n", "a    b \t c\n"), None);
        assert!(
            differs(lenient, "a b\n", "ab\n").is_some(),
            "a run is not nothing"
        );
        assert!(
            differs(lenient, "a b\n", "a b \n").is_some(),
            "trailing space counts"
        );
        // The column is the expected line's own, whatever the runs before it.
        let mismatch = differs(lenient, "x   y  z\n", "x y Z\n").unwrap();
        assert_eq!(mismatch.column, 8);
    }

    #[test]
    fn options_combine() {
        let all = with(&["trailing", "blank", "case", "spaces"]);
        assert_eq!(differs(all, "A  B\n\nC\n", "a b   \r\nc"), None);
        assert_eq!(
            all.names(),
            [
                "ignore-trailing-whitespace",
                "ignore-blank-lines",
                "ignore-case",
                "collapse-spaces"
            ]
        );
        assert_eq!(
            all.to_string(),
            "ignore-trailing-whitespace, ignore-blank-lines, ignore-case, collapse-spaces"
        );
        assert_eq!(EXACT.to_string(), "exact (byte for byte)");
    }

    #[test]
    fn outputs_of_different_length() {
        let lenient = with(&["case"]);
        let short = differs(lenient, "a\nb\n", "a\n").unwrap();
        assert_eq!(
            (short.line, short.column, short.actual.as_deref()),
            (2, 1, None)
        );
        let long = differs(lenient, "a\n", "a\nmore\n").unwrap();
        assert_eq!((long.line, long.expected.as_deref()), (2, None));
        let summary = long.summary();
        assert!(summary.contains("expected: (end of output)"), "{summary}");
        assert!(summary.contains("got:      more\n"), "{summary}");
    }

    #[test]
    fn summary_makes_white_space_visible() {
        let mismatch = differs(EXACT, "Quit\n", "Quit \n").unwrap();
        assert_eq!(
            mismatch.summary(),
            "first difference at line 1, column 5\n  expected: Quit\n  got:      Quit·\n"
        );
        let mismatch = differs(EXACT, "end\n", "end").unwrap();
        assert!(
            mismatch
                .summary()
                .contains("got:      end (no newline at end)")
        );
    }

    #[test]
    fn a_flood_of_output_gives_a_bounded_diff() {
        let flood = "menu\n".repeat(200_000);
        for comparison in [EXACT, with(&["case"])] {
            let mismatch = differs(comparison, "menu\nend\n", &flood).unwrap();
            assert_eq!(mismatch.line, 2);
            assert!(mismatch.diff.len() < 20_000, "{}", mismatch.diff.len());
            assert!(mismatch.diff.contains("more diff lines not shown"));
        }
        let one_line = "y".repeat(1 << 20);
        let mismatch = differs(EXACT, "y\n", &one_line).unwrap();
        assert!(mismatch.actual.unwrap().len() < 600);
        assert!(mismatch.diff.len() < 2_000);
    }

    #[test]
    fn options_serialise_by_their_command_line_names() {
        let json = serde_json::to_string(&with(&["case"])).unwrap();
        assert_eq!(
            json,
            r#"{"spec-events":false,"ignore-trailing-whitespace":false,"ignore-blank-lines":false,"ignore-case":true,"collapse-spaces":false}"#
        );
    }
}
