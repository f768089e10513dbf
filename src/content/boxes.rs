//! Cards drawn as boxes of ASCII art, read back as plain cards.
//!
//! A program that draws its cards draws each as a box over several lines: a top border
//! (`┌─────┐`, `+-----+`, `╔═══╗`), lines between vertical borders that hold the face in
//! one corner and the suit in the middle, and a bottom border. No line holds a whole card,
//! so no line-by-line reader sees one. [`unbox`] finds each such block of boxes, reads the
//! card inside each box from all of its lines, and writes the cards, in a plain spelling,
//! on the top border's line at the boxes' own columns; the other lines of the block are
//! blanked. Every line keeps its byte length, so offsets into the text stay true.

use std::borrow::Cow;

use super::cards::{self, Order, PlayingCard};

/// The most lines a box may span, borders included.
const BOX_LINES_AT_MOST: usize = 12;

/// A line longer than this holds no box anybody drew.
const LINE_BYTES_AT_MOST: usize = 2000;

/// The corners a border starts and ends with, and the lines it is drawn with.
const CORNERS: &[char] = &[
    '┌', '┐', '└', '┘', '╭', '╮', '╰', '╯', '╔', '╗', '╚', '╝', '+', '.', '\'',
];
const RULES: &[char] = &['─', '━', '═', '-', '=', '_'];
const SIDES: &[char] = &['│', '┃', '║', '|', '!'];

/// The column spans (first and last column, in characters) of the boxes a border line
/// draws: a corner, at least two rule characters, a corner; adjacent boxes may share a
/// corner (`+-----+-----+`).
fn borders(line: &str) -> Vec<(usize, usize)> {
    let chars: Vec<char> = line.chars().collect();
    let mut spans = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        if !CORNERS.contains(&chars[at]) {
            at += 1;
            continue;
        }
        let mut end = at + 1;
        while end < chars.len() && RULES.contains(&chars[end]) {
            end += 1;
        }
        if end - at > 2 && end < chars.len() && CORNERS.contains(&chars[end]) {
            spans.push((at, end));
            at = end;
        } else {
            at = end.max(at + 1);
        }
    }
    spans
}

/// Whether a line is nothing but borders and white space.
fn is_border(line: &str) -> bool {
    !borders(line).is_empty()
        && line
            .chars()
            .all(|c| c.is_whitespace() || CORNERS.contains(&c) || RULES.contains(&c))
}

/// The card written inside one box, from the text of its lines: a card spelled whole on
/// one line (`7 H`, `10♥`), else the first face and the first suit found apart (`5` in a
/// corner, `♠` in the middle).
fn card_inside(inside: &[String]) -> Option<PlayingCard> {
    let joined = inside.join("  ");
    // A frame around words (`| Top: |6 D|  Suit: Diamonds |`) is no card's box.
    let found = cards::find(&joined, Order::FaceFirst);
    let words = cards::besides(&joined, &found);
    let wordy = (words.split(|c: char| !c.is_alphanumeric()))
        .any(|word| word.chars().filter(|c| c.is_alphabetic()).count() > 1);
    if wordy {
        return None;
    }
    if let Some(card) = cards::cards(&joined, Order::FaceFirst).first() {
        return Some(*card);
    }
    let tokens: Vec<&str> = joined
        .split(|c: char| c.is_whitespace() || SIDES.contains(&c))
        .filter(|t| !t.is_empty())
        .collect();
    let face = tokens.iter().find_map(|token| match *token {
        "A" => Some(1),
        "10" | "T" => Some(10),
        "J" => Some(11),
        "Q" => Some(12),
        "K" => Some(13),
        digit => digit.parse::<u8>().ok().filter(|d| (2..=9).contains(d)),
    })?;
    let suit = tokens.iter().find_map(|token| {
        let mut chars = token.chars();
        let mark = chars.next()?;
        chars
            .next()
            .is_none()
            .then(|| cards::suit_mark(mark))
            .flatten()
    })?;
    Some(PlayingCard { suit, face })
}

/// `text` with every block of boxed cards read back into a line of plain cards (see the
/// module's documentation); unchanged when it draws none.
pub fn unbox(text: &str) -> Cow<'_, str> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out: Option<Vec<String>> = None;
    let mut index = 0;
    while index < lines.len() {
        let line = body(lines[index]);
        if line.len() > LINE_BYTES_AT_MOST || !is_border(line) {
            index += 1;
            continue;
        }
        let spans = borders(line);
        let bottom = (index + 1..lines.len().min(index + BOX_LINES_AT_MOST))
            .find(|&at| is_border(body(lines[at])));
        let Some(bottom) = bottom else {
            index += 1;
            continue;
        };
        let inner: Vec<Vec<char>> = (index + 1..bottom)
            .map(|at| body(lines[at]).chars().collect())
            .collect();
        let read: Vec<Option<PlayingCard>> = (spans.iter())
            .map(|&(left, right)| {
                let inside: Vec<String> = (inner.iter())
                    .map(|chars| {
                        let end = right.min(chars.len());
                        let start = (left + 1).min(end);
                        chars[start..end].iter().collect()
                    })
                    .collect();
                card_inside(&inside)
            })
            .collect();
        if read.iter().all(Option::is_none) || bottom == index + 1 {
            index = bottom;
            continue;
        }
        let out = out.get_or_insert_with(|| lines.iter().map(|l| l.to_string()).collect());
        out[index] = overwritten(line, &spans, Some(&read)) + ending(lines[index]);
        for at in index + 1..=bottom {
            out[at] = overwritten(body(lines[at]), &spans, None) + ending(lines[at]);
        }
        index = bottom + 1;
    }
    match out {
        Some(lines) => Cow::Owned(lines.concat()),
        None => Cow::Borrowed(text),
    }
}

/// A line without its line ending.
fn body(line: &str) -> &str {
    line.trim_end_matches(['\n', '\r'])
}

fn ending(line: &str) -> &str {
    &line[body(line).len()..]
}

/// `line` with the boxes' columns made blank and, when `read` says what they hold, each
/// card written at its box's first column; padded with spaces to the line's byte length
/// (each character replaced takes at least the byte of the ASCII written over it).
fn overwritten(
    line: &str,
    spans: &[(usize, usize)],
    read: Option<&[Option<PlayingCard>]>,
) -> String {
    let mut chars: Vec<char> = line.chars().collect();
    for (at, &(left, right)) in spans.iter().enumerate() {
        let right = right.min(chars.len().saturating_sub(1));
        for c in chars.iter_mut().take(right + 1).skip(left) {
            *c = ' ';
        }
        let card = read.and_then(|read| read.get(at).copied().flatten());
        if let Some(card) = card {
            for (offset, c) in cards::plain(card).chars().enumerate() {
                if let Some(slot) = chars.get_mut(left + offset) {
                    *slot = c;
                }
            }
        }
    }
    let written: String = chars.into_iter().collect();
    let gap = line.len().saturating_sub(written.len());
    written + &" ".repeat(gap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxed_cards_are_read_back_into_one_line_of_the_same_length() {
        let text = "Your hand:\n\
             ┌─────┐ ┌─────┐\n\
             │8    │ │10   │\n\
             │  ♣  │ │  ♥  │\n\
             │    8│ │   10│\n\
             └─────┘ └─────┘\n\
               [1]     [2]\n";
        let unboxed = unbox(text);
        let lines: Vec<&str> = unboxed.lines().collect();
        assert_eq!(lines[1].trim_end(), "8C      10H");
        assert!(lines[2..6].iter().all(|line| line.trim().is_empty()));
        assert_eq!(lines[6], "[1]     [2]");
        for (before, after) in text.lines().zip(unboxed.lines()) {
            assert_eq!(before.len(), after.len());
        }
    }

    #[test]
    fn ascii_boxes_and_cards_on_one_line_are_read() {
        let text = "+---+ +---+\n|7 H| |Q  |\n|   | | S |\n+---+ +---+\n";
        let unboxed = unbox(text);
        assert_eq!(unboxed.lines().next().unwrap().trim_end(), "7H    QS");
    }

    #[test]
    fn a_frame_or_table_without_cards_is_left_as_it_is() {
        let text = "+-----+-----+\n| XXX | XXX |\n+-----+-----+\n*****\n";
        assert!(matches!(unbox(text), Cow::Borrowed(_)));
        let text = "┌────────────┐\n│ Welcome!   │\n└────────────┘\n";
        assert!(matches!(unbox(text), Cow::Borrowed(_)));
        let text = "+-------------------------+\n| Top: |6 D|  Suit: Diamonds\n+-------------------------+\n";
        assert!(matches!(unbox(text), Cow::Borrowed(_)));
    }
}
