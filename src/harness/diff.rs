//! Showing how an actual transcript differs from the expected one.
//!
//! Two views: [`first_difference`], the first line and column where the bytes part, and
//! [`unified`], a compact unified diff with context. In the changed lines white space is
//! made visible where it so often is the whole difference: a tab shows as `→`, a trailing
//! space as `·`, a carriage return as `␍`, other control characters as their Unicode
//! pictures (`␀`, `␛`), and a missing final newline is said in a line of its own. Long
//! diffs are cut to a bounded number of lines, and very long lines to a bounded width.
//!
//! [`unified_by_key`] is the same diff for comparisons that forgive some differences: it
//! matches lines by a key (a line without its trailing spaces, say) but shows them as they
//! were printed.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::hash::Hash;
use std::ops::Range;
use std::time::{Duration, Instant};

use similar::{Algorithm, ChangeTag, DiffOp};

/// How many lines a diff may have before the rest is summarised.
pub const MAX_DIFF_LINES: usize = 200;

/// How many bytes of one line a diff shows; the rest of a longer line is summarised.
pub const MAX_SHOWN_LINE: usize = 500;

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
    unified_by_key(
        &lines(&expected),
        &lines(&actual),
        |line| line.text,
        expected_name,
        actual_name,
        colour,
    )
}

/// One line of a transcript, as [`unified_by_key`] takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line<'a> {
    /// Its 1-based number in the whole transcript.
    pub number: usize,
    /// The line as it was printed, with its `\n` if it had one.
    pub text: &'a str,
}

/// Splits a transcript into numbered lines, each keeping its `\n`.
pub fn lines(text: &str) -> Vec<Line<'_>> {
    text.split_inclusive('\n')
        .enumerate()
        .map(|(index, text)| Line {
            number: index + 1,
            text,
        })
        .collect()
}

/// A unified diff like [`unified`], of lines that are the same when their keys are equal.
///
/// This is how a comparison that forgives some differences (case, trailing spaces) shows
/// the ones it does not: lines are matched by `key`, but printed as they were, with their
/// own numbers. Lines left out of `expected` or `actual` (say, blank lines that do not
/// count) are neither compared nor shown. Changed lines are shown with their white space
/// made visible, as in [`unified`].
pub fn unified_by_key<'a, K: Hash + Eq>(
    expected: &[Line<'a>],
    actual: &[Line<'a>],
    key: impl Fn(&Line<'a>) -> K,
    expected_name: &str,
    actual_name: &str,
    colour: Colour,
) -> String {
    let deadline = Instant::now() + Duration::from_secs(2);
    let ops = similar::capture_diff_slices_by_key_deadline(
        Algorithm::Myers,
        expected,
        actual,
        key,
        Some(deadline),
    );
    let groups = similar::group_diff_ops(ops, 3);
    render(groups, expected, actual, expected_name, actual_name, colour)
}

/// The hunks of a diff as unified-diff text, cut after [`MAX_DIFF_LINES`] lines.
fn render(
    groups: Vec<Vec<DiffOp>>,
    old: &[Line<'_>],
    new: &[Line<'_>],
    expected_name: &str,
    actual_name: &str,
    colour: Colour,
) -> String {
    let mut lines: Vec<String> = vec![format!("--- {expected_name}"), format!("+++ {actual_name}")];
    for group in groups {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        let old_range = first.old_range().start..last.old_range().end;
        let new_range = first.new_range().start..last.new_range().end;
        lines.push(format!(
            "@@ -{} +{} @@",
            hunk_range(old, old_range),
            hunk_range(new, new_range)
        ));
        for op in &group {
            for change in op.iter_changes(old, new) {
                let line = change.value();
                let ends_line = line.text.ends_with('\n');
                let body = shortened(line.text.strip_suffix('\n').unwrap_or(line.text));
                lines.push(match change.tag() {
                    ChangeTag::Equal => format!(" {}", without_controls(&body)),
                    ChangeTag::Delete => format!("-{}", visible(&body)),
                    ChangeTag::Insert => format!("+{}", visible(&body)),
                });
                if !ends_line {
                    lines.push("\\ no newline at end".to_string());
                }
            }
        }
    }
    let total = lines.len();
    let mut out = String::new();
    for (index, line) in lines.iter().take(MAX_DIFF_LINES).enumerate() {
        out.push_str(&paint_diff_line(colour, index, line));
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

/// The `start,count` of a hunk, in the lines' own numbers.
fn hunk_range(lines: &[Line<'_>], range: Range<usize>) -> String {
    // Unified diffs number lines from 1 and name an empty range by the line before it.
    match range.len() {
        0 => {
            let before = range.start.checked_sub(1).map_or(0, |i| lines[i].number);
            format!("{before},0")
        }
        1 => format!("{}", lines[range.start].number),
        len => format!("{},{len}", lines[range.start].number),
    }
}

/// A line cut to [`MAX_SHOWN_LINE`] bytes, saying how much was left out.
fn shortened(line: &str) -> Cow<'_, str> {
    if line.len() <= MAX_SHOWN_LINE {
        return Cow::Borrowed(line);
    }
    let mut cut = MAX_SHOWN_LINE;
    while !line.is_char_boundary(cut) {
        cut -= 1;
    }
    Cow::Owned(format!(
        "{}… ({} more bytes)",
        &line[..cut],
        line.len() - cut
    ))
}

/// A line with its invisible characters marked: tabs, carriage returns, trailing spaces,
/// and other control characters as their Unicode pictures (`␀`, `␛`).
pub fn visible(line: &str) -> String {
    let trimmed = line.trim_end_matches(' ');
    let trailing = line.len() - trimmed.len();
    let mut out = String::with_capacity(line.len() + 8);
    for ch in trimmed.chars() {
        match ch {
            '\t' => out.push('→'),
            '\r' => out.push('␍'),
            _ => out.push(control_picture(ch).unwrap_or(ch)),
        }
    }
    out.extend(std::iter::repeat_n('·', trailing));
    out
}

/// A line with control characters other than tab shown as pictures, so that no output
/// can move a terminal's cursor or change its colours when a diff is printed.
fn without_controls(line: &str) -> Cow<'_, str> {
    if !line
        .chars()
        .any(|ch| ch != '\t' && control_picture(ch).is_some())
    {
        return Cow::Borrowed(line);
    }
    Cow::Owned(
        line.chars()
            .map(|ch| match ch {
                '\t' => ch,
                _ => control_picture(ch).unwrap_or(ch),
            })
            .collect(),
    )
}

/// The Unicode "control picture" of an ASCII control character (`\0` is `␀`, ESC is `␛`).
fn control_picture(ch: char) -> Option<char> {
    match ch {
        '\u{0}'..='\u{1f}' => char::from_u32(0x2400 + ch as u32),
        '\u{7f}' => Some('␡'),
        _ => None,
    }
}

/// `text` in the ANSI colour `code` (`"1"` bold, `"31"` red …) when colour is on.
pub fn paint(colour: Colour, code: &str, text: &str) -> String {
    match colour {
        Colour::Always if !code.is_empty() => format!("\x1b[{code}m{text}\x1b[0m"),
        _ => text.to_string(),
    }
}

/// Line `index` of a unified diff, coloured by its kind: the two header lines bold, hunk
/// headers cyan, removed lines red, added lines green, the rest plain. Diffs are kept
/// plain (reports store them); colour is added only where they are shown on a terminal.
pub fn paint_diff_line(colour: Colour, index: usize, line: &str) -> String {
    let code = if index < 2 {
        "1"
    } else if line.starts_with("@@") {
        "36"
    } else if line.starts_with('-') {
        "31"
    } else if line.starts_with('+') {
        "32"
    } else {
        ""
    };
    paint(colour, code, line)
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
    fn control_characters_never_reach_the_terminal() {
        assert_eq!(visible("a\x1b[31mb\x00\x7f"), "a␛[31mb␀␡");
        let shown = unified(
            b"same \x1b[2J\nold\n",
            b"same \x1b[2J\nnew\x07\n",
            "g",
            "a",
            Colour::Never,
        );
        assert!(!shown.contains('\x1b'), "{shown}");
        assert!(shown.contains(" same ␛[2J\n"), "{shown}");
        assert!(shown.contains("+new␇\n"), "{shown}");
    }

    #[test]
    fn very_long_lines_are_cut() {
        let long = "x".repeat(MAX_SHOWN_LINE * 3);
        let shown = unified(b"short\n", long.as_bytes(), "g", "a", Colour::Never);
        let plus = shown
            .lines()
            .find(|l| l.starts_with('+') && !l.starts_with("++"));
        let plus = plus.unwrap();
        assert!(plus.len() < MAX_SHOWN_LINE + 40, "{}", plus.len());
        assert!(plus.ends_with(&format!("… ({} more bytes)", MAX_SHOWN_LINE * 2)));
    }

    #[test]
    fn lines_keep_their_newlines_and_numbers() {
        let split = lines("a\n\nb");
        let texts: Vec<(usize, &str)> = split.iter().map(|l| (l.number, l.text)).collect();
        assert_eq!(texts, [(1, "a\n"), (2, "\n"), (3, "b")]);
        assert!(lines("").is_empty());
    }

    #[test]
    fn a_diff_by_key_matches_by_key_and_shows_the_lines_as_printed() {
        let expected = "Title\nmenu \nchoice\nend\n";
        let actual = "title\n\nMENU\nchoise\nend\n";
        // Ignore case; leave out blank lines and trailing spaces, as a lenient comparison does.
        let keep = |text: &'static str| -> Vec<Line<'static>> {
            lines(text)
                .into_iter()
                .filter(|line| !line.text.trim().is_empty())
                .collect()
        };
        let key = |line: &Line<'_>| line.text.trim_end().to_lowercase();
        let shown = unified_by_key(
            &keep(expected),
            &keep(actual),
            key,
            "golden",
            "student",
            Colour::Never,
        );
        let lines: Vec<&str> = shown.lines().collect();
        assert_eq!(
            lines,
            [
                "--- golden",
                "+++ student",
                "@@ -1,4 +1,4 @@",
                " Title",
                " menu ",
                "-choice",
                "+choise",
                " end",
            ]
        );
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
