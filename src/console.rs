//! The console a game talks to: input read the way C's `scanf` or Python's `input()` reads
//! it, and output written to any `Write`.
//!
//! The Console owns three promises every game relies on:
//!
//! - **Two ways of reading.** [`Console::read_token`] and [`Console::read_int`] skip white
//!   space and read one white-space-separated word, as `scanf("%s")` / `scanf("%d")` do in
//!   the C games; [`Console::read_line`] reads the rest of a line without its line ending, as
//!   Python's `input()` does.
//! - **End of input is a value.** Every read returns `Err(EndOfInput)` once input is
//!   exhausted, carrying the prompt the game was waiting at, so a flow can stop cleanly
//!   instead of looping or panicking.
//! - **Bounded memory, whole lines.** Input is taken a line at a time, and a line longer
//!   than [`MAX_LINE`] bytes is taken in pieces of that size, so no input (binary, a
//!   gigabyte without a newline) can make a game allocate without bound. The pieces are an
//!   implementation detail: a word that crosses a piece's end is one word, and dropping the
//!   rest of a line drops all of it, as C sees them.
//!
//! With echo on, each input line is written to the output at the moment the game first
//! reads from it, which is what a person at a terminal sees: the typed line appears after
//! the prompt that asked for it.

use std::fmt;
use std::io::{self, BufRead, Write};

use crate::files::Files;

/// The longest piece of a line the console holds at once; longer lines are read in pieces.
pub const MAX_LINE: usize = 64 * 1024;

/// Input ended while the game was still waiting for some.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndOfInput {
    /// The last, unfinished line of output when input ran out: normally the prompt.
    pub waiting_at: String,
}

impl fmt::Display for EndOfInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prompt = self.waiting_at.trim_end();
        if prompt.is_empty() {
            write!(f, "input ended before the game did")
        } else {
            write!(
                f,
                "input ended before the game did (it was waiting at {prompt:?})"
            )
        }
    }
}

impl std::error::Error for EndOfInput {}

/// What a game run can end with besides finishing: its input ran out, or its output
/// could not be written (a closed pipe, a full disk).
#[derive(Debug)]
pub enum Interrupted {
    EndOfInput(EndOfInput),
    Output(io::Error),
}

impl fmt::Display for Interrupted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Interrupted::EndOfInput(eof) => eof.fmt(f),
            Interrupted::Output(err) => write!(f, "could not write the transcript: {err}"),
        }
    }
}

impl std::error::Error for Interrupted {}

impl From<EndOfInput> for Interrupted {
    fn from(eof: EndOfInput) -> Interrupted {
        Interrupted::EndOfInput(eof)
    }
}

impl From<io::Error> for Interrupted {
    fn from(err: io::Error) -> Interrupted {
        Interrupted::Output(err)
    }
}

/// The result of a game step that reads or writes.
pub type Step<T = ()> = Result<T, Interrupted>;

/// A game's standard input and standard output.
pub struct Console<'a> {
    input: &'a mut dyn BufRead,
    output: &'a mut dyn Write,
    echo: bool,
    /// The piece of the current line in hand, at most [`MAX_LINE`] bytes, and how far into
    /// it the game has read.
    line: Vec<u8>,
    pos: usize,
    /// Whether `line` reaches the end of its line (its `\n`, or the end of input); if not,
    /// the rest of the line is still in `input`.
    line_ended: bool,
    /// The end of what was written: its last line is what the game is waiting at when input
    /// runs out (a prompt, or a message that asks for input), even in the middle of an
    /// answer, after part of it was read.
    recent_output: Vec<u8>,
    /// How many bytes were written so far.
    written: usize,
    /// For each input line the game has read from, how many bytes of output had been written
    /// when it first did: what the game printed after that offset answers that line or a
    /// later one.
    lines_read_at: Vec<usize>,
    /// The files the game may read and write (none unless given).
    files: Files,
    /// Whether a person watches at a terminal: pauses wait and the screen is cleared.
    live: bool,
}

impl<'a> Console<'a> {
    /// A console reading `input` and writing `output`.
    pub fn new(input: &'a mut dyn BufRead, output: &'a mut dyn Write) -> Console<'a> {
        Console {
            input,
            output,
            echo: false,
            line: Vec::new(),
            pos: 0,
            line_ended: true,
            recent_output: Vec::new(),
            written: 0,
            lines_read_at: Vec::new(),
            files: Files::default(),
            live: false,
        }
    }

    /// Makes pauses wait and clears clear, for a person watching at a terminal; a
    /// transcript has neither.
    pub fn with_live(mut self, live: bool) -> Console<'a> {
        self.live = live;
        self
    }

    /// Whether a person watches at a terminal.
    pub fn is_live(&self) -> bool {
        self.live
    }

    /// Pauses the game for `duration` when a person watches (what is written so far shown
    /// first); a transcript does not wait.
    pub fn pause(&mut self, duration: std::time::Duration) -> io::Result<()> {
        if self.live {
            self.flush()?;
            std::thread::sleep(duration);
        }
        Ok(())
    }

    /// Gives the game these files to read and write.
    pub fn with_files(mut self, files: Files) -> Console<'a> {
        self.files = files;
        self
    }

    /// The files the game may read and write.
    pub fn files(&mut self) -> &mut Files {
        &mut self.files
    }

    /// For each input line read so far, in order, the number of bytes of output written
    /// when the game first read from it.
    pub fn lines_read_at(&self) -> &[usize] {
        &self.lines_read_at
    }

    /// Shows each input line in the output where the game reads it, as a terminal would.
    pub fn with_echo(mut self, echo: bool) -> Console<'a> {
        self.echo = echo;
        self
    }

    /// Writes `text` to the output.
    pub fn print(&mut self, text: &str) -> io::Result<()> {
        self.output.write_all(text.as_bytes())?;
        self.written += text.len();
        self.remember_prompt(text.as_bytes());
        Ok(())
    }

    /// Writes formatted text, for `write!(console, ...)`.
    pub fn write_fmt(&mut self, args: fmt::Arguments<'_>) -> io::Result<()> {
        match args.as_str() {
            Some(text) => self.print(text),
            None => self.print(&args.to_string()),
        }
    }

    /// Flushes the output, so a person sees a prompt before the game waits.
    pub fn flush(&mut self) -> io::Result<()> {
        self.output.flush()
    }

    /// Reads one white-space-separated word, skipping white space before it, as `scanf("%s")`.
    ///
    /// A word never spans two lines, and is whole however long its line is; a word longer
    /// than [`MAX_LINE`] bytes is read to its end but only its first [`MAX_LINE`] bytes are
    /// kept. Bytes are returned as they were typed (they need not be UTF-8).
    pub fn read_token(&mut self) -> Step<Vec<u8>> {
        self.skip_white_space()?;
        let mut word = Vec::new();
        while let Some(byte) = self.peek_in_line()? {
            if is_c_space(byte) {
                break;
            }
            let end = self.line[self.pos..]
                .iter()
                .position(|&b| is_c_space(b))
                .map_or(self.line.len(), |n| self.pos + n);
            let room = MAX_LINE.saturating_sub(word.len());
            word.extend_from_slice(&self.line[self.pos..end.min(self.pos + room)]);
            self.pos = end;
        }
        Ok(word)
    }

    /// Reads an integer exactly as `scanf("%d")` does with glibc: white space (across lines)
    /// is skipped, then an optional sign and every decimal digit after it are consumed, and
    /// the first other byte stays unread (`2x` reads 2 and leaves `x`; `1.5` reads 1 and
    /// leaves `.5`). A number that does not fit is what glibc stores: the digits saturate to
    /// a 64-bit `long` as `strtol` does, which is then cut to the low 32 bits of an `int`
    /// (`2147483648` reads -2147483648, `99999999999999999999` reads -1).
    ///
    /// Returns `Ok(None)` when no digit follows: a sign is consumed, and what follows it
    /// stays (`-x` leaves `x`), so the caller decides what to do with the rest of the line
    /// (usually [`Console::discard_line`], as a C program that clears its input after a
    /// failed `scanf` does).
    pub fn read_int(&mut self) -> Step<Option<i64>> {
        self.skip_white_space()?;
        let mut negative = false;
        if let Some(sign @ (b'+' | b'-')) = self.peek_in_line()? {
            negative = sign == b'-';
            self.pos += 1;
        }
        let mut magnitude: u64 = 0;
        let mut digits = 0;
        while let Some(byte) = self.peek_in_line()?
            && byte.is_ascii_digit()
        {
            magnitude = magnitude
                .saturating_mul(10)
                .saturating_add(u64::from(byte - b'0'));
            digits += 1;
            self.pos += 1;
        }
        if digits == 0 {
            return Ok(None);
        }
        let long = if negative {
            0i64.checked_sub_unsigned(magnitude).unwrap_or(i64::MIN)
        } else {
            i64::try_from(magnitude).unwrap_or(i64::MAX)
        };
        Ok(Some(i64::from(long as i32)))
    }

    /// Reads one byte, line endings included, as `getchar()` does.
    pub fn read_char(&mut self) -> Step<u8> {
        loop {
            match self.peek_in_line()? {
                Some(byte) => {
                    self.pos += 1;
                    return Ok(byte);
                }
                None => self.next_line()?,
            }
        }
    }

    /// Skips white space, taking new lines as needed, up to the next other byte.
    fn skip_white_space(&mut self) -> Step {
        loop {
            match self.peek_in_line()? {
                Some(byte) if is_c_space(byte) => self.pos += 1,
                Some(_) => return Ok(()),
                None => self.next_line()?,
            }
        }
    }

    /// Drops whatever is left of the line being read, however long it is, as
    /// `while (getchar() != '\n');` does.
    pub fn discard_line(&mut self) -> Step {
        self.pos = self.line.len();
        while self.peek_in_line()?.is_some() {
            self.pos = self.line.len();
        }
        Ok(())
    }

    /// Reads the rest of the current line, or the next line when the current one is used up,
    /// without its line ending (`\n`, `\r\n`), as Python's `input()` does. Invalid UTF-8 is
    /// replaced with U+FFFD. A line longer than [`MAX_LINE`] bytes is read to its end but
    /// only its first [`MAX_LINE`] bytes are kept.
    pub fn read_line(&mut self) -> Step<String> {
        if self.pos >= self.line.len() && self.line_ended {
            self.next_line()?;
        }
        let mut rest = Vec::new();
        while self.peek_in_line()?.is_some() {
            let room = MAX_LINE.saturating_sub(rest.len());
            let end = self.line.len().min(self.pos + room);
            rest.extend_from_slice(&self.line[self.pos..end]);
            self.pos = self.line.len();
        }
        let mut rest = rest.as_slice();
        if let Some(stripped) = rest.strip_suffix(b"\n") {
            rest = stripped.strip_suffix(b"\r").unwrap_or(stripped);
        }
        Ok(String::from_utf8_lossy(rest).into_owned())
    }

    /// The next unread byte of the current line, taking the line's next piece from the
    /// input when the one in hand is used up; `None` at the end of the line.
    fn peek_in_line(&mut self) -> Step<Option<u8>> {
        while self.pos >= self.line.len() {
            if self.line_ended {
                return Ok(None);
            }
            self.take_piece()?;
        }
        Ok(Some(self.line[self.pos]))
    }

    /// Takes the next line of input; at the end of input, the game was waiting for it.
    fn next_line(&mut self) -> Step {
        self.output.flush()?;
        self.take_piece()?;
        if self.line.is_empty() {
            return Err(EndOfInput {
                waiting_at: self.last_line_written(),
            }
            .into());
        }
        Ok(())
    }

    /// Replaces the piece in hand with the next one from the input: up to the next `\n`,
    /// and at most [`MAX_LINE`] bytes.
    fn take_piece(&mut self) -> Step {
        let starts_line = self.line_ended;
        self.line.clear();
        self.pos = 0;
        // A read error (an unreadable terminal, a vanished file) ends input like end of
        // file does: the game cannot go on either way.
        let at_end = read_piece(&mut *self.input, &mut self.line).unwrap_or(true);
        self.line_ended = at_end || self.line.ends_with(b"\n");
        if starts_line && !self.line.is_empty() {
            self.lines_read_at.push(self.written);
        }
        if self.echo && !self.line.is_empty() {
            self.output.write_all(&self.line)?;
            self.written += self.line.len();
            if self.line_ended && !self.line.ends_with(b"\n") {
                self.output.write_all(b"\n")?;
                self.written += 1;
            }
        }
        Ok(())
    }

    fn remember_prompt(&mut self, written: &[u8]) {
        const KEPT: usize = 512;
        let start = written.len().saturating_sub(KEPT);
        self.recent_output.extend_from_slice(&written[start..]);
        if self.recent_output.len() > KEPT {
            let cut = self.recent_output.len() - KEPT;
            self.recent_output.drain(..cut);
        }
    }

    /// The last line written, without its line ending.
    fn last_line_written(&self) -> String {
        let text = self
            .recent_output
            .strip_suffix(b"\n")
            .unwrap_or(&self.recent_output);
        let start = text.iter().rposition(|&b| b == b'\n').map_or(0, |n| n + 1);
        String::from_utf8_lossy(&text[start..]).into_owned()
    }
}

/// Reads up to and including the next `\n`, but at most [`MAX_LINE`] bytes; says whether
/// the input ended.
fn read_piece(input: &mut dyn BufRead, piece: &mut Vec<u8>) -> io::Result<bool> {
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => return Err(err),
        };
        if available.is_empty() {
            return Ok(true);
        }
        let room = MAX_LINE - piece.len();
        let window = &available[..available.len().min(room)];
        let (taken, done) = match window.iter().position(|&b| b == b'\n') {
            Some(newline) => (newline + 1, true),
            None => (window.len(), window.len() == room),
        };
        piece.extend_from_slice(&window[..taken]);
        input.consume(taken);
        if done {
            return Ok(false);
        }
    }
}

/// White space as C's `isspace` sees it in the "C" locale.
fn is_c_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn console_over<'a>(input: &'a mut &'static [u8], output: &'a mut Vec<u8>) -> Console<'a> {
        Console::new(input, output)
    }

    #[test]
    fn tokens_skip_all_c_white_space_across_lines() {
        let mut input: &[u8] = b"  12\t-3\r\n\n\x0b+4 abc";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        assert_eq!(console.read_int().unwrap(), Some(12));
        assert_eq!(console.read_int().unwrap(), Some(-3));
        assert_eq!(console.read_int().unwrap(), Some(4));
        assert_eq!(console.read_token().unwrap(), b"abc");
        assert!(matches!(
            console.read_token(),
            Err(Interrupted::EndOfInput(_))
        ));
    }

    #[test]
    fn integers_are_read_as_scanf_reads_them() {
        // What glibc's scanf("%d") gives, and what it leaves for the next read.
        let cases: [(&[u8], Option<i64>, &[u8]); 12] = [
            (b"1.5", Some(1), b".5"),
            (b"0x1", Some(0), b"x1"),
            (b"2x", Some(2), b"x"),
            (b"-x", None, b"x"),
            (b"--1", None, b"-1"),
            (b"abc", None, b"abc"),
            (b" \n\t 12ab", Some(12), b"ab"),
            (b"007", Some(7), b""),
            (b"2147483648", Some(-2147483648), b""),
            (b"-2147483649", Some(2147483647), b""),
            (b"99999999999999999999", Some(-1), b""),
            (b"-9223372036854775809", Some(0), b""),
        ];
        for (input, value, left) in cases {
            let (read, _) = run_over(input.to_vec(), |console| {
                let value = console.read_int().unwrap();
                let rest: Vec<u8> = std::iter::from_fn(|| console.read_char().ok()).collect();
                (value, rest)
            });
            assert_eq!(
                read,
                (value, left.to_vec()),
                "{:?}",
                String::from_utf8_lossy(input)
            );
        }
        let mut input: &[u8] = b"abc 5\n6\n";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        assert_eq!(console.read_int().unwrap(), None);
        console.discard_line().unwrap();
        assert_eq!(console.read_int().unwrap(), Some(6));
    }

    #[test]
    fn lines_read_like_python_input() {
        let mut input: &[u8] = b"Alice\r\nBob\n\nlast";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        assert_eq!(console.read_line().unwrap(), "Alice");
        assert_eq!(console.read_line().unwrap(), "Bob");
        assert_eq!(console.read_line().unwrap(), "");
        assert_eq!(console.read_line().unwrap(), "last");
        assert!(console.read_line().is_err());
    }

    #[test]
    fn line_after_token_is_the_rest_of_that_line() {
        let mut input: &[u8] = b"3 rest of it\nnext\n";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        assert_eq!(console.read_int().unwrap(), Some(3));
        assert_eq!(console.read_line().unwrap(), " rest of it");
        assert_eq!(console.read_line().unwrap(), "next");
    }

    #[test]
    fn end_of_input_names_the_prompt() {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        console.print("Board\nYour choice: ").unwrap();
        match console.read_int() {
            Err(Interrupted::EndOfInput(eof)) => assert_eq!(eof.waiting_at, "Your choice: "),
            other => panic!("expected end of input, got {other:?}"),
        }
        assert_eq!(output, b"Board\nYour choice: ");
    }

    #[test]
    fn end_of_input_after_a_whole_line_names_that_line() {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        console
            .print("Board\nInvalid input format, please input again:\n")
            .unwrap();
        match console.read_token() {
            Err(Interrupted::EndOfInput(eof)) => {
                assert_eq!(eof.waiting_at, "Invalid input format, please input again:")
            }
            other => panic!("expected end of input, got {other:?}"),
        }
    }

    #[test]
    fn end_of_input_in_the_middle_of_an_answer_names_the_prompt() {
        let mut input: &[u8] = b"2\n";
        let mut output = Vec::new();
        let mut console = console_over(&mut input, &mut output);
        console.print("Please input 1st card: ").unwrap();
        assert_eq!(console.read_int().unwrap(), Some(2));
        match console.read_int() {
            Err(Interrupted::EndOfInput(eof)) => {
                assert_eq!(eof.waiting_at, "Please input 1st card: ")
            }
            other => panic!("expected end of input, got {other:?}"),
        }
    }

    #[test]
    fn echo_shows_each_line_where_it_is_first_read() {
        let mut input: &[u8] = b"1 2\n3";
        let mut output = Vec::new();
        {
            let mut console = Console::new(&mut input, &mut output).with_echo(true);
            console.print("A: ").unwrap();
            console.read_int().unwrap();
            console.print("B: ").unwrap();
            console.read_int().unwrap();
            console.print("C: ").unwrap();
            console.read_int().unwrap();
            console.print("end\n").unwrap();
        }
        assert_eq!(String::from_utf8(output).unwrap(), "A: 1 2\nB: C: 3\nend\n");
    }

    /// A console over owned bytes, for inputs built in the test.
    fn run_over<T>(input: Vec<u8>, body: impl FnOnce(&mut Console) -> T) -> (T, Vec<u8>) {
        let mut reader = io::Cursor::new(input);
        let mut output = Vec::new();
        let result = body(&mut Console::new(&mut reader, &mut output));
        (result, output)
    }

    fn words_until_end(console: &mut Console) -> Vec<Vec<u8>> {
        std::iter::from_fn(|| console.read_token().ok()).collect()
    }

    #[test]
    fn a_word_across_a_piece_boundary_is_one_word() {
        // The issue's example: `1`, then a line whose word starts near the piece boundary.
        for spaces in [
            MAX_LINE - 3,
            MAX_LINE - 2,
            MAX_LINE - 1,
            MAX_LINE,
            MAX_LINE + 1,
        ] {
            let mut input = b"1\n".to_vec();
            input.extend(std::iter::repeat_n(b' ', spaces));
            input.extend_from_slice(b"1324\n");
            let (words, _) = run_over(input, words_until_end);
            assert_eq!(words, [b"1".to_vec(), b"1324".to_vec()], "{spaces} spaces");
        }
    }

    #[test]
    fn lines_of_every_length_around_a_piece_are_read_whole() {
        for length in [MAX_LINE - 1, MAX_LINE, MAX_LINE + 1, 3 * 1024 * 1024] {
            let mut input = vec![b'7'; length];
            input.extend_from_slice(b"\nnext line\n");
            let (words, _) = run_over(input.clone(), words_until_end);
            assert_eq!(words.len(), 3, "length {length}");
            assert_eq!(
                words[0].len(),
                length.min(MAX_LINE),
                "kept at most MAX_LINE"
            );
            assert_eq!(words[1..], [b"next".to_vec(), b"line".to_vec()]);

            let (lines, _) = run_over(input, |console| {
                std::iter::from_fn(|| console.read_line().ok()).collect::<Vec<_>>()
            });
            assert_eq!(lines.len(), 2, "length {length}");
            assert_eq!(lines[0].len(), length.min(MAX_LINE));
            assert_eq!(lines[1], "next line");
        }
    }

    #[test]
    fn discarding_drops_the_whole_rest_of_a_long_line() {
        for length in [MAX_LINE - 1, MAX_LINE, MAX_LINE + 1, 5 * 1024 * 1024] {
            let mut input = b"x ".to_vec();
            input.extend(std::iter::repeat_n(b'a', length));
            input.extend_from_slice(b" 5\n6\n");
            let (read, _) = run_over(input, |console| {
                assert_eq!(console.read_int().unwrap(), None);
                console.discard_line().unwrap();
                console.read_int().unwrap()
            });
            assert_eq!(read, Some(6), "length {length}");
        }
    }

    #[test]
    fn a_huge_line_without_a_newline_ends_with_the_input() {
        let mut input = vec![b'q'; 4 * 1024 * 1024];
        input.extend_from_slice(b" 42");
        let (words, _) = run_over(input, words_until_end);
        assert_eq!(words.len(), 2);
        assert_eq!(words[1], b"42");
    }

    #[test]
    fn binary_bytes_are_words_like_any_other() {
        let (words, _) = run_over(b"\x00\xff\xfe 9\n".to_vec(), words_until_end);
        assert_eq!(words, [b"\x00\xff\xfe".to_vec(), b"9".to_vec()]);
    }

    #[test]
    fn echo_shows_a_long_line_once_and_whole() {
        let mut input = vec![b'z'; MAX_LINE + 10];
        input.extend_from_slice(b"\n3");
        let expected_echo = {
            let mut e = b"A: ".to_vec();
            e.extend_from_slice(&input[..MAX_LINE + 11]);
            e.extend_from_slice(b"B: 3\n");
            e
        };
        let mut reader = io::Cursor::new(input);
        let mut output = Vec::new();
        {
            let mut console = Console::new(&mut reader, &mut output).with_echo(true);
            console.print("A: ").unwrap();
            console.read_token().unwrap();
            console.print("B: ").unwrap();
            console.read_int().unwrap();
        }
        assert_eq!(output, expected_echo);
    }

    #[test]
    fn only_a_live_console_pauses() {
        let mut input: &[u8] = b"";
        let mut output = Vec::new();
        let mut console = Console::new(&mut input, &mut output);
        let started = std::time::Instant::now();
        console.pause(std::time::Duration::from_secs(30)).unwrap();
        assert!(started.elapsed().as_secs() < 1);
        assert!(!console.is_live());
        let mut console = console.with_live(true);
        let started = std::time::Instant::now();
        console.pause(std::time::Duration::from_millis(30)).unwrap();
        assert!(started.elapsed().as_millis() >= 30);
    }
}
