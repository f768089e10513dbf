//! A transcript read as the events its game's spec fixes, and the comparison of two such
//! readings: what `grade --compare spec` judges.
//!
//! A spec fixes far less than a byte comparison demands. Chinese Checker fixes five
//! messages word for word, the board's symbols, and that the next player and the winner
//! are named; how the board is laid out, how a question is worded and in which words a
//! player is named are each program's own. So each game's renderer has a reader beside it
//! that reads any transcript (the engine's or a program's) into [`Event`]s, tolerantly,
//! and two transcripts agree when they hold the same events in the same order. Being
//! read by the same code, the engine's transcript and a program's can only differ in what
//! the spec fixes.
//!
//! This module is the game-independent half: what an event is, the lines a reader reads,
//! and where two readings part ([`compare`]), told in the spec's terms with the input line
//! the engine had read by then ([`Parting::explain`]).

use std::borrow::Cow;

/// One thing a transcript shows that the spec fixes: a message, a board, who plays next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// What happened, in the spec's terms: two events are the same when these are equal
    /// (or when either is [`Event::loose`] and both are of one kind).
    pub what: String,
    /// What kind of event it is (`board`, `message`, …), the first word of `what`.
    pub kind: &'static str,
    /// The event names its subject in words the reader cannot tie to one value (a player
    /// called `the computer`): it stands for any event of its kind.
    pub loose: bool,
    /// The spec lets a program show the event or not: where the other side has none there,
    /// it is passed over.
    pub optional: bool,
    /// The 1-based line of the transcript it was read from (its first, for a block).
    pub line: usize,
    /// Its last line: the same as `line` but for a block (a board of eight rows).
    pub last_line: usize,
    /// The byte offset in the transcript where that line starts.
    pub offset: usize,
}

impl Event {
    /// An event of `kind` read at `line`.
    pub fn new(kind: &'static str, what: impl Into<String>, line: &TextLine<'_>) -> Event {
        Event {
            what: what.into(),
            kind,
            loose: false,
            optional: false,
            line: line.number,
            last_line: line.number,
            offset: line.offset,
        }
    }

    /// Marks the event as taking `lines` lines from its first.
    pub fn spanning(mut self, lines: usize) -> Event {
        self.last_line = self.line + lines.saturating_sub(1);
        self
    }

    /// Marks the event as standing for any event of its kind.
    pub fn loose(mut self) -> Event {
        self.loose = true;
        self
    }

    /// Marks the event as one a program may show or not.
    pub fn optional(mut self) -> Event {
        self.optional = true;
        self
    }

    /// Whether `other` is the same event, as a program may show it.
    pub fn same_as(&self, other: &Event) -> bool {
        self.what == other.what || (self.kind == other.kind && (self.loose || other.loose))
    }
}

/// One line of a transcript, its ending (`\n` or `\r\n`) removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextLine<'a> {
    /// Its 1-based number.
    pub number: usize,
    /// The byte offset where it starts.
    pub offset: usize,
    pub text: &'a str,
}

/// The lines of `text`, numbered, with their offsets. An unfinished last line (a prompt)
/// is a line too.
pub fn lines(text: &str) -> Vec<TextLine<'_>> {
    let mut offset = 0;
    text.split_inclusive('\n')
        .enumerate()
        .map(|(index, raw)| {
            let line = TextLine {
                number: index + 1,
                offset,
                text: raw
                    .strip_suffix('\n')
                    .map_or(raw, |body| body.strip_suffix('\r').unwrap_or(body)),
            };
            offset += raw.len();
            line
        })
        .collect()
}

/// A line cut after each prompt it holds: what a program prints after reading an answer
/// continues the prompt's line when its input is piped. `prompt_end` says where the first
/// prompt of a text ends, if it holds one. Each part keeps its line's number; its offset is
/// where its text starts, white space skipped, so that what follows a prompt is placed after
/// the input that prompt read.
pub fn after_prompts<'a>(
    line: &TextLine<'a>,
    prompt_end: impl Fn(&str) -> Option<usize>,
) -> Vec<TextLine<'a>> {
    let mut parts = Vec::new();
    let mut start = 0;
    while start < line.text.len() {
        let rest = &line.text[start..];
        let cut = prompt_end(rest)
            .filter(|&cut| cut > 0)
            .unwrap_or(rest.len());
        let text = &rest[..cut];
        parts.push(TextLine {
            number: line.number,
            offset: line.offset + start + (text.len() - text.trim_start().len()),
            text,
        });
        start += cut;
    }
    parts
}

/// A game's reader of events that keeps state from line to line (a board of several lines,
/// a group of score lines): what [`read_upto`] drives.
pub trait LineReader {
    /// Reads one line, or the part of one after a prompt.
    fn read(&mut self, line: &TextLine<'_>);
    /// The transcript ends: events held until a group of lines ended are made.
    fn finish(&mut self) {}
    /// The events made so far.
    fn events(&mut self) -> &mut Vec<Event>;
}

/// The first `limit` events `reader` makes of `transcript`, its lines cut after each
/// prompt (`prompt_end`, as [`after_prompts`] takes it), reading no further than it needs.
pub fn read_upto(
    transcript: &[u8],
    limit: usize,
    prompt_end: impl Fn(&str) -> Option<usize>,
    mut reader: impl LineReader,
) -> Vec<Event> {
    let text = text(transcript);
    for line in lines(&text) {
        for part in after_prompts(&line, &prompt_end) {
            reader.read(&part);
            if reader.events().len() >= limit {
                return reader.events().drain(..limit).collect();
            }
        }
    }
    reader.finish();
    let events = reader.events();
    events.truncate(limit);
    std::mem::take(events)
}

/// A transcript as text: invalid UTF-8 reads as U+FFFD, which no event holds.
pub fn text(transcript: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(transcript)
}

/// A line's text with white space collapsed to one space, and none inside brackets or
/// after `,` `;` `:` (so `(0, 1)` reads as `(0,1)`).
pub fn normalised(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for ch in text.trim().chars() {
        if ch.is_whitespace() {
            space = true;
            continue;
        }
        let after_tight = out.ends_with(['(', ',', ';', ':']);
        if space && !after_tight && !matches!(ch, ')' | ',' | ';' | ':') {
            out.push(' ');
        }
        space = false;
        out.push(ch);
    }
    out
}

/// Where a program's events part from the expected ones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parting<'a> {
    /// How many events agreed before it.
    pub agreed: usize,
    /// The expected event there; `None` when the program shows more events than expected.
    pub expected: Option<&'a Event>,
    /// The program's event there; `None` when its output ends before.
    pub actual: Option<&'a Event>,
    /// The last line of the program's last agreeing event (0 when none agreed).
    pub agreed_to_line: usize,
    /// Where that event's text starts in the program's transcript, when it stands on one
    /// line: what the program printed after it on that line is read from there.
    pub agreed_at: Option<usize>,
}

/// A program's transcript as text, with where its game's prompts end (as
/// [`after_prompts`] takes it), so that what follows a prompt on its line can be found.
#[derive(Clone, Copy)]
pub struct Printed<'a> {
    pub text: &'a str,
    pub prompt_end: fn(&str) -> Option<usize>,
}

impl<'a> Printed<'a> {
    /// A transcript whose game has no prompts to cut lines at.
    pub fn plain(text: &'a str) -> Printed<'a> {
        Printed {
            text,
            prompt_end: |_| None,
        }
    }
}

/// Compares a program's events with the expected ones: `None` when they are the same, in
/// the same order.
/// An optional event (see [`Event::optional`]) that the other side does not show at its
/// place is passed over.
pub fn compare<'a>(expected: &'a [Event], actual: &'a [Event]) -> Option<Parting<'a>> {
    let (mut at_expected, mut at_actual) = (0, 0);
    let mut last_agreed: Option<&Event> = None;
    loop {
        match (expected.get(at_expected), actual.get(at_actual)) {
            (None, None) => return None,
            (Some(e), Some(a)) if e.same_as(a) => {
                at_expected += 1;
                at_actual += 1;
                last_agreed = Some(a);
            }
            (Some(e), _) if e.optional => at_expected += 1,
            (_, Some(a)) if a.optional => at_actual += 1,
            _ => break,
        }
    }
    Some(Parting {
        agreed: at_expected,
        expected: expected.get(at_expected),
        actual: actual.get(at_actual),
        agreed_to_line: last_agreed.map_or(0, |event| event.last_line),
        agreed_at: last_agreed
            .filter(|event| event.line == event.last_line)
            .map(|event| event.offset),
    })
}

/// The input a run read, to say where in it an event came.
#[derive(Clone, Copy, Debug)]
pub struct InputTrail<'a> {
    pub input: &'a [u8],
    /// For each input line the engine read, the offset of its transcript when it did.
    pub lines_read_at: &'a [usize],
    /// How many bytes of the input the program took, when it ran.
    pub taken: Option<usize>,
}

impl InputTrail<'_> {
    /// `after input line 7 (`2131`)`, for an event of the engine's transcript at `offset`;
    /// `before any input` when it came first. When the program had not read that far, the
    /// last line it read too: a program stuck on line 2 is told so, not placed after line 7.
    pub fn before(&self, offset: usize) -> String {
        let read = self
            .lines_read_at
            .iter()
            .filter(|&&at| at <= offset)
            .count();
        if read == 0 {
            return "before any input".to_string();
        }
        let place = format!("after input line {read} ({})", self.line(read));
        match self.lines_taken() {
            Some(0) => format!("{place}, while the program read no input at all"),
            Some(taken) if taken < read => format!(
                "{place}, while the program read no further than line {taken} ({})",
                self.line(taken)
            ),
            _ => place,
        }
    }

    /// Input line `number` (from 1), quoted and cut to 40 characters.
    fn line(&self, number: usize) -> String {
        let line = self
            .input
            .split(|&b| b == b'\n')
            .nth(number.saturating_sub(1))
            .unwrap_or(b"");
        let line = String::from_utf8_lossy(line);
        let line = line.trim_end_matches('\r');
        let shown: String = line.chars().take(40).collect();
        let cut = if shown.len() < line.len() { "…" } else { "" };
        format!("`{shown}{cut}`")
    }

    /// How many input lines the program began to read: those that start before the first
    /// byte it did not take.
    fn lines_taken(&self) -> Option<usize> {
        let taken = self.taken?.min(self.input.len());
        Some(match taken {
            0 => 0,
            _ => {
                1 + self.input[..taken - 1]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count()
            }
        })
    }
}

impl Parting<'_> {
    /// The parting in one sentence: where in the input, what the expected transcript shows
    /// there, and what the program printed instead, with the lines of both.
    /// `program` is the program's transcript: the first line it printed after the events
    /// that agreed, when that is none of the spec's events, is quoted, since it is usually
    /// the program's attempt at the expected one (a message with a typo).
    pub fn explain(
        &self,
        trail: &InputTrail<'_>,
        end_of_expected: usize,
        program: Printed<'_>,
    ) -> String {
        let expected_offset = self.expected.map_or(end_of_expected, |event| event.offset);
        let place = trail.before(expected_offset);
        let printed = match self.actual {
            Some(event) => {
                let mut printed = format!(
                    "the program printed {} (its line {})",
                    event.what, event.line
                );
                printed.extend(self.unread_line(program));
                printed
            }
            None => self.printed_no_more(program),
        };
        match self.expected {
            Some(event) => format!(
                "{place}, the expected transcript shows {} (its line {}); {printed}",
                event.what, event.line
            ),
            None => format!(
                "{place}, the expected transcript shows nothing more; {}",
                printed.replacen("the program printed", "the program printed also", 1)
            ),
        }
    }
}

impl Parting<'_> {
    /// What the program printed where its events end: nothing, or lines none of which is
    /// an event, the first of them quoted.
    fn printed_no_more(&self, program: Printed<'_>) -> String {
        let after: Vec<(usize, &str)> = (program.text.lines().enumerate())
            .skip(self.agreed_to_line)
            .filter(|(_, text)| !text.trim().is_empty())
            .collect();
        let Some(&(index, first)) = after.first() else {
            return match self.agreed {
                0 if program.text.trim().is_empty() => "the program printed nothing".into(),
                _ => "the program's output ends before it".into(),
            };
        };
        let more = if self.agreed == 0 { "" } else { " more" };
        let lines = match after.len() {
            1 => format!("1{more} line, not an event of the spec"),
            n => format!("{n}{more} lines, none of them an event of the spec"),
        };
        format!(
            "the program printed {lines}; its line {} reads `{}`",
            index + 1,
            quoted(first)
        )
    }

    /// `; before that, its line 14 reads `…``: the first line that is not blank between
    /// the last agreeing event and the program's differing one.
    fn unread_line(&self, program: Printed<'_>) -> Option<String> {
        let before = self.actual.map_or(usize::MAX, |event| event.line);
        // What follows a prompt continues its line when input is piped: the part of the
        // last agreeing event's line after it comes first.
        let same_line = (self.agreed_at)
            .filter(|_| self.agreed_to_line < before)
            .and_then(|at| {
                let line = lines(program.text)
                    .into_iter()
                    .nth(self.agreed_to_line.checked_sub(1)?)?;
                after_prompts(&line, program.prompt_end)
                    .into_iter()
                    .find(|part| part.offset > at && !part.text.trim().is_empty())
                    .map(|part| (line.number - 1, part.text))
            });
        let line = same_line.or_else(|| {
            program
                .text
                .lines()
                .enumerate()
                .skip(self.agreed_to_line)
                .take_while(|&(index, _)| index + 1 < before)
                .find(|(_, text)| !text.trim().is_empty())
        })?;
        Some(format!(
            "; before that, its line {} reads `{}`",
            line.0 + 1,
            quoted(line.1)
        ))
    }
}

/// A line of a program's output as a message quotes it: trimmed, its first 80 characters.
fn quoted(line: &str) -> String {
    let text = line.trim();
    let shown: String = text.chars().take(80).collect();
    let cut = if shown.len() < text.len() { "…" } else { "" };
    format!("{shown}{cut}")
}

/// The share of the expected events a program showed before it parted from them, 0 to 1;
/// 1 when nothing was expected.
pub fn share(agreed: usize, expected: usize) -> f64 {
    if expected == 0 {
        1.0
    } else {
        agreed.min(expected) as f64 / expected as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(what: &str, line: usize) -> Event {
        let line = TextLine {
            number: line,
            offset: line * 10,
            text: "",
        };
        Event::new("message", what, &line)
    }

    #[test]
    fn lines_keep_numbers_and_offsets_and_drop_endings() {
        let read = lines("ab\r\ncd\nprompt: ");
        let shown: Vec<(usize, usize, &str)> =
            read.iter().map(|l| (l.number, l.offset, l.text)).collect();
        assert_eq!(shown, [(1, 0, "ab"), (2, 4, "cd"), (3, 7, "prompt: ")]);
        assert!(lines("").is_empty());
    }

    #[test]
    fn lines_are_cut_after_their_prompts() {
        let line = TextLine {
            number: 3,
            offset: 100,
            text: "Your choice: Row: 2 Your choice:  done",
        };
        let cut = |text: &str| text.find("choice:").map(|at| at + "choice:".len());
        let parts: Vec<(usize, &str)> = after_prompts(&line, cut)
            .iter()
            .map(|part| (part.offset, part.text))
            .collect();
        assert_eq!(
            parts,
            [
                (100, "Your choice:"),
                (113, " Row: 2 Your choice:"),
                (134, "  done")
            ]
        );
        assert!(after_prompts(&TextLine { text: "", ..line }, cut).is_empty());
    }

    #[test]
    fn a_parting_names_the_last_line_the_program_read_when_it_read_less() {
        let (expected, actual) = ([event("a", 1), event("b", 2)], [event("a", 1)]);
        let parting = compare(&expected, &actual).unwrap();
        let input = b"1\nabcd\n1314\n";
        let trail = |taken| InputTrail {
            input,
            lines_read_at: &[5, 10, 15],
            taken,
        };
        let place = |taken| parting.explain(&trail(taken), 30, Printed::plain(""));
        let stuck = place(Some(3));
        assert!(
            stuck.starts_with(
                "after input line 3 (`1314`), while the program read no further than line 2 (`abcd`), the expected"
            ),
            "{stuck}"
        );
        assert!(place(Some(0)).contains(", while the program read no input at all,"));
        // A program that read on, or read ahead into a buffer of its own, is placed as
        // the engine's transcript places the event.
        for taken in [None, Some(8), Some(input.len())] {
            assert!(place(taken).starts_with("after input line 3 (`1314`), the expected"));
        }
    }

    #[test]
    fn the_first_parting_is_found_and_told() {
        let expected = [event("a", 1), event("b", 2), event("c", 3)];
        assert_eq!(compare(&expected, &expected), None);
        let actual = [event("a", 4), event("x", 9)];
        let parting = compare(&expected, &actual).unwrap();
        assert_eq!(parting.agreed, 1);
        assert_eq!(parting.expected.unwrap().what, "b");
        assert_eq!(parting.actual.unwrap().what, "x");

        let trail = InputTrail {
            input: b"1\n2131\n",
            lines_read_at: &[5, 15],
            taken: None,
        };
        assert_eq!(
            parting.explain(&trail, 99, Printed::plain("")),
            "after input line 2 (`2131`), the expected transcript shows b (its line 2); the program printed x (its line 9)"
        );
        let short = compare(&expected, &actual[..1]).unwrap();
        assert!(
            short
                .explain(&trail, 99, Printed::plain(""))
                .ends_with("the program's output ends before it"),
            "{}",
            short.explain(&trail, 99, Printed::plain(""))
        );
        // Lines that are no event are counted, and the first is quoted.
        let first_line = [event("a", 1)];
        assert!(
            compare(&expected, &first_line)
                .unwrap()
                .explain(&trail, 99, Printed::plain("a\nhello 1\n\nhello 2\n"))
                .ends_with(
                    "the program printed 2 more lines, none of them an event of the spec; its line 2 reads `hello 1`"
                ),
        );
        let none = compare(&expected, &[]).unwrap();
        assert!(
            none.explain(&trail, 99, Printed::plain("hello\n"))
                .ends_with(
                    "the program printed 1 line, not an event of the spec; its line 1 reads `hello`"
                )
        );
        assert!(
            none.explain(&trail, 99, Printed::plain(""))
                .ends_with("the program printed nothing")
        );
        let longer = [event("a", 1), event("b", 2), event("c", 3), event("d", 40)];
        let extra = compare(&expected, &longer).unwrap();
        assert_eq!(
            extra.explain(&trail, 99, Printed::plain("")),
            "after input line 2 (`2131`), the expected transcript shows nothing more; the program printed also d (its line 40)"
        );
        assert_eq!(trail.before(0), "before any input");
        assert_eq!(trail.before(5), "after input line 1 (`1`)");
    }

    #[test]
    fn a_loose_event_stands_for_any_of_its_kind() {
        let named = event("next player blue", 1);
        let role = event("next player: the computer", 2).loose();
        assert!(named.same_as(&role) && role.same_as(&named));
        let mut other_kind = event("x", 3).loose();
        other_kind.kind = "board";
        assert!(!named.same_as(&other_kind));
    }

    #[test]
    fn normalised_text_keeps_words_and_drops_layout() {
        assert_eq!(
            normalised("  You chose 2nd card ( 1, 12 )  and it is D 8 \t"),
            "You chose 2nd card (1,12) and it is D 8"
        );
        assert_eq!(
            normalised("Flipped cards: 4; You: 2;"),
            "Flipped cards:4;You:2;"
        );
    }

    #[test]
    fn shares_are_fractions_of_the_expected_events() {
        assert_eq!(share(3, 4), 0.75);
        assert_eq!(share(0, 0), 1.0);
        assert_eq!(share(5, 4), 1.0);
    }
}
