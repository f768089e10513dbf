//! A row of a table read as its cells, whatever its frame: a label before the cells
//! (`row 0 |`, `0:`, `A`), separators between them (`|`, `│`, brackets, commas, white
//! space) and after them. The game says what a cell is; this finds a row of them.

/// A line longer than this is no table row.
const LINE_BYTES_AT_MOST: usize = 2000;

/// What may stand between two cells, and after the last.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '|' | '│' | '┃' | '║' | '[' | ']' | '(' | ')' | ',' | ';' | '¦'
        )
}

/// The cells of `line`, when it holds a row of exactly `count` of them: from some place in
/// the line (at its start or after a character that is not a letter or digit), cells one
/// after another with only separators between them and after the last. `cell` gives the
/// byte length of the cell that `text` starts with, if it starts with one. A run of more
/// cells than `count` to the line's end is no row: a row is never read from the end of a
/// longer one.
pub fn row(line: &str, count: usize, cell: impl Fn(&str) -> Option<usize>) -> Option<Vec<&str>> {
    if line.len() > LINE_BYTES_AT_MOST || count == 0 {
        return None;
    }
    let mut previous: Option<char> = None;
    for (start, c) in line.char_indices() {
        let at_token = !previous.is_some_and(char::is_alphanumeric);
        previous = Some(c);
        if !at_token || is_separator(c) {
            continue;
        }
        let (cells, to_the_end) = run(&line[start..], &cell);
        if to_the_end && cells.len() == count {
            return Some(cells);
        }
        if to_the_end && cells.len() > count {
            return None;
        }
    }
    None
}

/// The cells one after another from the start of `text`, each ended by a separator or the
/// line's end, and whether they run to the line's end with only separators after them.
fn run<'a>(text: &'a str, cell: &impl Fn(&str) -> Option<usize>) -> (Vec<&'a str>, bool) {
    let mut cells = Vec::new();
    let mut rest = text;
    while let Some(length) = cell(rest).filter(|&length| length > 0 && length <= rest.len()) {
        let after = &rest[length..];
        if after.chars().next().is_some_and(|c| !is_separator(c)) {
            break;
        }
        cells.push(&rest[..length]);
        rest = after.trim_start_matches(is_separator);
    }
    (cells, rest.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A cell of these tests: `XX` or a digit.
    fn cell(text: &str) -> Option<usize> {
        match text.as_bytes() {
            [b'X', b'X', ..] => Some(2),
            [digit, ..] if digit.is_ascii_digit() => Some(1),
            _ => None,
        }
    }

    #[test]
    fn a_row_is_read_whatever_its_label_and_separators() {
        assert_eq!(row("XX 1 XX", 3, cell), Some(vec!["XX", "1", "XX"]));
        assert_eq!(
            row(" row A | XX | 1 | XX |", 3, cell),
            Some(vec!["XX", "1", "XX"])
        );
        assert_eq!(row(" 2:  XX  1  XX ", 3, cell), Some(vec!["XX", "1", "XX"]));
        assert_eq!(row("A [XX][1][XX]", 3, cell), Some(vec!["XX", "1", "XX"]));
    }

    #[test]
    fn a_row_of_another_length_or_with_words_between_is_no_row() {
        assert_eq!(row("XX 1 XX 1", 3, cell), None);
        assert_eq!(row("XX 1 and XX", 3, cell), None);
        assert_eq!(row("XX 1 XX then", 3, cell), None);
        assert_eq!(row("XX1 XX", 2, cell), None);
    }
}
