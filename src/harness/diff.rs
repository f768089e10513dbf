//! Showing how an actual transcript differs from the expected one.
//!
//! Two views: [`first_difference`], the first line and column where the bytes part, and
//! [`unified`], a compact unified diff with context. In the changed lines white space is
//! made visible where it so often is the whole difference: a tab shows as `→`, a trailing
//! space as `·`, a carriage return as `␍`, and a missing final newline is said in a line of
//! its own. Long diffs are cut to a bounded number of lines.

use std::fmt::Write as _;
use std::time::Duration;

use similar::{ChangeTag, TextDiff};

/// How many lines a diff may have before the rest is summarised.
pub const MAX_DIFF_LINES: usize = 200;

/// Where two transcripts first differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line number.
    pub line: usize,
    /// 1-based column (in bytes) of the first differing byte in that line.
    pub column: usize,
    /// The expected line, or `None` past the end of the expected transcript.
    pub expected: Option<String>,
    /// The actual line, or `None` past the end of the actual transcript.
    pub actual: Option<String>,
}

/// The first line and column where `actual` differs from `expected`, or `None` when they
/// are the same bytes.
pub fn first_difference(expected: &[u8], actual: &[u8]) -> Option<Difference> {
    if expected == actual {
        return None;
    }
    let offset = expected
        .iter()
        .zip(actual)
        .position(|(a, b)| a != b)
        .unwrap_or(expected.len().min(actual.len()));
    let line_start = expected[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |newline| newline + 1);
    let line = expected[..line_start]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1;
    Some(Difference {
        line,
        column: offset - line_start + 1,
        expected: line_at(expected, line_start),
        actual: line_at(actual, line_start),
    })
}

fn line_at(text: &[u8], start: usize) -> Option<String> {
    if start >= text.len() {
        return None;
    }
    let rest = &text[start..];
    let end = rest
        .iter()
        .position(|&b| b == b'\n')
        .map_or(rest.len(), |n| n + 1);
    Some(String::from_utf8_lossy(&rest[..end]).into_owned())
}

/// Colours for a diff on a terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    Never,
    Always,
}

/// A unified diff of `expected` against `actual` with three lines of context, labelled with
/// the two names, cut after [`MAX_DIFF_LINES`] lines.
pub fn unified(
    expected: &[u8],
    actual: &[u8],
    expected_name: &str,
    actual_name: &str,
    colour: Colour,
) -> String {
    let expected = String::from_utf8_lossy(expected);
    let actual = String::from_utf8_lossy(actual);
    let diff = TextDiff::configure()
        .timeout(Duration::from_secs(2))
        .diff_lines(expected.as_ref(), actual.as_ref());
    let paint = Painter(colour);

    let mut lines: Vec<String> = vec![
        paint.header(&format!("--- {expected_name}")),
        paint.header(&format!("+++ {actual_name}")),
    ];
    for group in diff.grouped_ops(3) {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        let old = first.old_range().start..last.old_range().end;
        let new = first.new_range().start..last.new_range().end;
        lines.push(paint.hunk(&format!(
            "@@ -{} +{} @@",
            hunk_range(old.start, old.len()),
            hunk_range(new.start, new.len())
        )));
        for op in &group {
            for change in diff.iter_changes(op) {
                let text = change.value();
                let ends_line = text.ends_with('\n');
                let body = text.strip_suffix('\n').unwrap_or(text);
                let line = match change.tag() {
                    ChangeTag::Equal => format!(" {body}"),
                    ChangeTag::Delete => paint.deleted(&format!("-{}", visible(body))),
                    ChangeTag::Insert => paint.inserted(&format!("+{}", visible(body))),
                };
                lines.push(line);
                if !ends_line {
                    lines.push("\\ no newline at end".to_string());
                }
            }
        }
    }
    let total = lines.len();
    let mut out = String::new();
    for line in lines.iter().take(MAX_DIFF_LINES) {
        out.push_str(line);
        out.push('\n');
    }
    if total > MAX_DIFF_LINES {
        let _ = writeln!(
            out,
            "... {} more diff lines not shown",
            total - MAX_DIFF_LINES
        );
    }
    out
}

fn hunk_range(start: usize, len: usize) -> String {
    // Unified diffs number lines from 1 and name an empty range by the line before it.
    match len {
        0 => format!("{start},0"),
        1 => format!("{}", start + 1),
        _ => format!("{},{len}", start + 1),
    }
}

/// A line with its invisible characters marked: tabs, carriage returns, trailing spaces.
pub fn visible(line: &str) -> String {
    let trimmed = line.trim_end_matches(' ');
    let trailing = line.len() - trimmed.len();
    let mut out = String::with_capacity(line.len() + 8);
    for ch in trimmed.chars() {
        match ch {
            '\t' => out.push('→'),
            '\r' => out.push('␍'),
            _ => out.push(ch),
        }
    }
    out.extend(std::iter::repeat_n('·', trailing));
    out
}

struct Painter(Colour);

impl Painter {
    fn paint(&self, code: &str, text: &str) -> String {
        match self.0 {
            Colour::Never => text.to_string(),
            Colour::Always => format!("\x1b[{code}m{text}\x1b[0m"),
        }
    }
    fn header(&self, text: &str) -> String {
        self.paint("1", text)
    }
    fn hunk(&self, text: &str) -> String {
        self.paint("36", text)
    }
    fn deleted(&self, text: &str) -> String {
        self.paint("31", text)
    }
    fn inserted(&self, text: &str) -> String {
        self.paint("32", text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_bytes_have_no_difference() {
        assert_eq!(first_difference(b"a\nb\n", b"a\nb\n"), None);
    }

    #[test]
    fn first_difference_names_line_and_column() {
        let diff = first_difference(b"one\ntwo\nthree\n", b"one\ntwx\nthree\n").unwrap();
        assert_eq!((diff.line, diff.column), (2, 3));
        assert_eq!(diff.expected.as_deref(), Some("two\n"));
        assert_eq!(diff.actual.as_deref(), Some("twx\n"));
    }

    #[test]
    fn a_shorter_transcript_differs_where_it_ends() {
        let diff = first_difference(b"one\ntwo\n", b"one\n").unwrap();
        assert_eq!((diff.line, diff.column), (2, 1));
        assert_eq!(diff.actual, None);
        let diff = first_difference(b"one\n", b"one\nextra\n").unwrap();
        assert_eq!((diff.line, diff.column), (2, 1));
        assert_eq!(diff.expected, None);
        assert_eq!(diff.actual.as_deref(), Some("extra\n"));
    }

    #[test]
    fn missing_final_newline_is_a_difference() {
        let diff = first_difference(b"end\n", b"end").unwrap();
        assert_eq!((diff.line, diff.column), (1, 4));
        let shown = unified(b"end\n", b"end", "golden", "actual", Colour::Never);
        assert!(shown.contains("\\ no newline at end"), "{shown}");
    }

    #[test]
    fn unified_diff_has_context_and_markers() {
        let expected = b"a\nb\nc\nd\ne\nf\ng\nh\n";
        let actual = b"a\nb\nc\nd\nE\nf\ng\nh\n";
        let shown = unified(expected, actual, "golden/x.out", "actual", Colour::Never);
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(lines[0], "--- golden/x.out");
        assert_eq!(lines[1], "+++ actual");
        assert_eq!(lines[2], "@@ -2,7 +2,7 @@");
        assert!(lines.contains(&"-e"));
        assert!(lines.contains(&"+E"));
        assert!(lines.contains(&" b"), "three lines of context before");
        assert!(!lines.contains(&" a"), "no more than three");
    }

    #[test]
    fn white_space_is_visible_in_changed_lines() {
        assert_eq!(visible("a\tb  "), "a→b··");
        assert_eq!(visible("x\r"), "x␍");
        let shown = unified(b"A\tB\n", b"A    B \n", "golden", "actual", Colour::Never);
        assert!(shown.contains("-A→B"), "{shown}");
        assert!(shown.contains("+A    B·"), "{shown}");
    }

    #[test]
    fn colour_only_when_asked() {
        let plain = unified(b"a\n", b"b\n", "g", "a", Colour::Never);
        assert!(!plain.contains('\x1b'));
        let coloured = unified(b"a\n", b"b\n", "g", "a", Colour::Always);
        assert!(coloured.contains("\x1b[31m-a"));
        assert!(coloured.contains("\x1b[32m+b"));
    }

    #[test]
    fn huge_diffs_are_cut() {
        let expected: String = (0..1000).map(|i| format!("line {i}\n")).collect();
        let actual: String = (0..1000).map(|i| format!("LINE {i}\n")).collect();
        let shown = unified(
            expected.as_bytes(),
            actual.as_bytes(),
            "g",
            "a",
            Colour::Never,
        );
        assert_eq!(shown.lines().count(), MAX_DIFF_LINES + 1);
        assert!(shown.ends_with("more diff lines not shown\n"));
    }
}
