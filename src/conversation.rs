//! Conversations: a program played as a TA plays it at a demo, the game-independent half.
//!
//! Where a spec leaves the dialogue free, no fixed input fits every program. A
//! conversation answers each question when the program waits for it
//! ([`crate::grade::run::converse`]): a game's [`Player`] reads what the program printed
//! since its last answer with the game's question reader (beside its renderer), answers in
//! the program's own form, and steers toward its scenario's goals. What it did is kept in
//! the game's terms, so that the engine can replay the same actions under the program's
//! own chance, answering its own questions ([`Answered`]), and judging compares events as
//! for any case.
//!
//! This module holds what every game's conversations share: the two sides' interface
//! ([`Interlocutor`], [`Reply`]), what a conversation leaves behind ([`Exchange`],
//! [`Stopped`]), and the engine's input that asks an interlocutor ([`Answered`]).

use std::cell::RefCell;
use std::io::{self, BufRead, Read, Write};
use std::rc::Rc;

use serde::{Deserialize, Serialize};

/// What a conversation says to a program that waits for its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// These bytes, as the program's next input.
    Say(Vec<u8>),
    /// End of input: the program's next read returns it.
    Close,
    /// Nothing more: the run is stopped, as
    /// [`crate::grade::run::Termination::StoppedOnceDone`].
    Stop,
}

/// The other side of a conversation with a program.
pub trait Interlocutor {
    /// The program waits for its input, having printed `output` in all (what it printed
    /// since the last reply is its question): what to say.
    fn reply(&mut self, output: &[u8]) -> Reply;
}

/// One answer given, with the question it answered (the last line the program printed
/// before it waited).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exchange {
    pub question: String,
    pub answer: String,
    /// How many bytes the program had printed when it was answered.
    pub at: usize,
}

/// Why a player stopped before its scenario was played out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "why", content = "question")]
pub enum Stopped {
    /// The program asked a question no reader of its game understands (quoted).
    Unreadable(String),
    /// The program refused every form of an answer the rules allow (the question, quoted).
    Refused(String),
    /// The conversation reached its most answers.
    TooLong(usize),
    /// The program asked a question whose answer depends on a thing of the game (a board,
    /// a hand, a top card) that arbiter could not read in what it showed: what, and the
    /// question, quoted.
    Unseen { what: String, question: String },
    /// The program refused an answer the rules allow, having read it as meant (its
    /// refusal names what was answered): the conversation cannot go on as planned, and
    /// the engine's replay, which accepts it, shows where the program parts from the rules.
    RefusedAllowed { question: String, answer: String },
}

/// The most characters of a program's question a report quotes: a hostile program may
/// print a line of a megabyte before it reads.
const QUOTED_AT_MOST: usize = 200;

/// `question` as a report quotes it: cut after [`QUOTED_AT_MOST`] characters.
fn quoted(question: &str) -> String {
    match question.char_indices().nth(QUOTED_AT_MOST) {
        Some((at, _)) => format!("{}…", &question[..at]),
        None => question.to_string(),
    }
}

impl Stopped {
    /// Why, in a sentence for the report.
    pub fn explain(&self) -> String {
        match self {
            Stopped::Unreadable(question) if question.is_empty() => {
                "the program waited for more input after an answer, without asking anything"
                    .to_string()
            }
            Stopped::Unreadable(question) => {
                format!("arbiter cannot read the question `{}`", quoted(question))
            }
            Stopped::RefusedAllowed { question, answer } => format!(
                "it refused `{answer}`, which the rules allow, at `{}`",
                quoted(question)
            ),
            Stopped::Refused(question) => format!(
                "every answer arbiter knows was refused at `{}`",
                quoted(question)
            ),
            Stopped::Unseen { what, question } => format!(
                "arbiter cannot read {what} in what the program showed before `{}`",
                quoted(question)
            ),
            Stopped::TooLong(most) => format!("the conversation reached {most} answers"),
        }
    }

    /// What a course can do about it, when there is something: an answer taught for a
    /// question arbiter cannot read or whose every answer was refused.
    pub fn remedy(&self) -> Option<&'static str> {
        match self {
            Stopped::Unreadable(question) if !question.is_empty() => {
                Some("teach it the answer with --answer 'WORDS OF THE QUESTION=ANSWER'")
            }
            Stopped::Refused(_) => {
                Some("teach it the answer with --answer 'WORDS OF THE QUESTION=ANSWER'")
            }
            _ => None,
        }
    }

    /// Whether stopping says nothing of the program: arbiter could not go on.
    pub fn is_arbiters(&self) -> bool {
        !matches!(self, Stopped::RefusedAllowed { .. })
    }
}

/// A course's own answer to a question arbiter does not read (`--answer 'PATTERN=TEXT'`):
/// a question whose last line holds `pattern` (ignoring case) is answered `text`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taught {
    pub pattern: String,
    pub text: String,
}

impl Taught {
    /// Parses `PATTERN=TEXT`.
    pub fn parse(word: &str) -> Result<Taught, String> {
        match word.split_once('=') {
            Some((pattern, text)) if !pattern.trim().is_empty() => Ok(Taught {
                pattern: pattern.trim().to_lowercase(),
                text: text.to_string(),
            }),
            _ => Err(format!(
                "`{word}` is not PATTERN=TEXT: write the words of the question, `=`, and the answer, as in 'press enter=' or 'your team=Blue'"
            )),
        }
    }

    /// The answer taught for `prompt`, if any.
    pub fn answer<'t>(taught: &'t [Taught], prompt: &str) -> Option<&'t str> {
        let lower = prompt.to_lowercase();
        (taught.iter())
            .find(|taught| lower.contains(&taught.pattern))
            .map(|taught| taught.text.as_str())
    }
}

/// A game's player in a conversation with a program: it answers each question (as an
/// [`Interlocutor`]) and keeps what it did.
pub trait Player: Interlocutor + std::fmt::Debug {
    /// What it read and answered.
    fn answering(&self) -> &Answering;

    /// The answers it gave, each with its question.
    fn exchanges(&self) -> &[Exchange] {
        &self.answering().exchanges
    }

    /// Why it stopped before its scenario was played out, if it did.
    fn stopped(&self) -> Option<&Stopped> {
        self.answering().stopped.as_ref()
    }

    /// How many of its answers the program refused, those meant to be refused aside: each
    /// was given again in another form.
    fn refused(&self) -> usize {
        self.answering().refused
    }

    /// The goals of its scenario it could not reach under the program's deal.
    fn unmet(&self) -> Vec<String>;

    /// An interlocutor that answers the engine's own questions with the same actions, for
    /// the engine's replay under the program's chance.
    fn replayer(&self) -> Box<dyn Interlocutor + '_>;

    /// The player to play the program first, with the same chance, when this one must know
    /// the deal before it plays (see [`crate::grade::rehearsal`]): none for most.
    fn rehearsal(&self) -> Option<Box<dyn Player>> {
        None
    }

    /// Learns the deal from what the program printed in its rehearsal.
    fn rehearsed(&mut self, _output: &[u8]) {}
}

/// What every game's player keeps while it converses: how much of the program's output it
/// has read, the answers it gave with their questions, why it stopped, and which form of an
/// answer is due.
///
/// A program that asks the same question again, at the same table (`K`: what the game's
/// player reads of the game when it is asked), refused the last answer; the next form of
/// the same answer is given then (`a1` after `A1`, a number counted from 0 after one counted
/// from 1), unless the answer was meant to be refused.
#[derive(Debug)]
pub struct Answering {
    /// The course's own answers to questions arbiter does not read.
    taught: Vec<Taught>,
    /// The most answers one conversation gives.
    most: usize,
    /// How many bytes of the output were read.
    told: usize,
    /// The answers given, each with the question it answered.
    pub exchanges: Vec<Exchange>,
    /// The last question's prompt and the table it was asked at.
    last: Option<(String, String)>,
    /// Which form of the last question's answer was given.
    attempt: usize,
    /// Why it stopped, when it did.
    pub stopped: Option<Stopped>,
    /// How many answers the program refused, those meant to be refused aside.
    pub refused: usize,
    /// The last answer was meant to be refused: the same question again is expected.
    meant: bool,
}

/// A question as [`Answering::ask`] took it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    /// It is the last question again, at the same table: the last answer was refused.
    pub again: bool,
    /// The last answer was meant to be refused.
    pub meant: bool,
}

impl Answering {
    /// A conversation that answers `taught` questions as the course taught, and gives at
    /// most `most` answers.
    pub fn new(taught: Vec<Taught>, most: usize) -> Answering {
        Answering {
            taught,
            most,
            told: 0,
            exchanges: Vec::new(),
            last: None,
            attempt: 0,
            stopped: None,
            refused: 0,
            meant: false,
        }
    }

    /// What the program printed since its last answer, out of all it printed (`output`);
    /// `None`, having stopped, once the conversation gave its most answers.
    pub fn read(&mut self, output: &[u8]) -> Option<String> {
        if self.exchanges.len() >= self.most {
            self.stopped = Some(Stopped::TooLong(self.most));
            return None;
        }
        Some(unread(output, &mut self.told))
    }

    /// The course's own answers, as it taught them.
    pub fn taught_answers(&self) -> &[Taught] {
        &self.taught
    }

    /// The course's own answer to `prompt`, given, if it taught one.
    pub fn taught(&mut self, prompt: &str) -> Option<String> {
        let text = Taught::answer(&self.taught, prompt)?.to_string();
        self.record(prompt, &text);
        Some(text)
    }

    /// Takes in the question `prompt`, asked at `table` (what the game's player reads of
    /// the game, as it prints): whether it is the last one again. The form due
    /// ([`Answering::attempt`]) is the next one after a refusal not meant, and the first
    /// otherwise.
    pub fn ask(&mut self, prompt: &str, table: &impl std::fmt::Debug) -> Asked {
        let table = format!("{table:?}");
        let again = (self.last.as_ref()).is_some_and(|(last, at)| last == prompt && *at == table);
        let meant = std::mem::take(&mut self.meant);
        self.attempt = match (again, meant) {
            (true, false) => {
                self.refused += 1;
                self.attempt + 1
            }
            _ => 0,
        };
        self.last = Some((prompt.to_string(), table));
        Asked { again, meant }
    }

    /// Answers a question nobody taught arbiter, as a TA would
    /// ([`crate::questions::untaught_answers`]): the next answer in turn each time the
    /// program asks it again at the same `table`; stops when none is left.
    pub fn untaught(&mut self, asked: &str, table: &impl std::fmt::Debug) -> Option<String> {
        let prompt = crate::questions::prompt(asked).to_string();
        if prompt.is_empty() {
            self.stop(Stopped::Unreadable(prompt));
            return None;
        }
        self.ask(&prompt, table);
        let forms = crate::questions::untaught_answers(asked);
        self.give(&prompt, &forms)
    }

    /// Which form of the answer is due: 0 for a question asked the first time.
    pub fn attempt(&self) -> usize {
        self.attempt
    }

    /// Gives `prompt` the form due among `forms`; stops, every form refused, when none is
    /// left.
    pub fn give(&mut self, prompt: &str, forms: &[String]) -> Option<String> {
        match forms.get(self.attempt) {
            Some(answer) => {
                self.record(prompt, answer);
                Some(answer.clone())
            }
            None => {
                self.stop(Stopped::Refused(prompt.to_string()));
                None
            }
        }
    }

    /// The answer about to be given is meant to be refused: the same question again is
    /// expected, and is no refusal of its form.
    pub fn expect_refusal(&mut self) {
        self.meant = true;
    }

    pub fn stop(&mut self, why: Stopped) {
        self.stopped = Some(why);
    }

    /// Stops, the last answer refused at `prompt` though the rules allow it and the
    /// program read it as meant (it has no other form, or the refusal names it): the
    /// engine's replay, which accepts it, shows where the program parts from the rules.
    pub fn stop_refused_allowed(&mut self, prompt: String) {
        let answer = self.exchanges.last().map(|e| e.answer.clone());
        self.stop(Stopped::RefusedAllowed {
            question: prompt,
            answer: answer.unwrap_or_default(),
        });
    }

    /// Gives `prompt` the one answer it can take, as the rest of an answer begun before
    /// (a column after its row): no form of it is tried.
    pub fn tell(&mut self, prompt: &str, answer: String) -> String {
        self.record(prompt, &answer);
        answer
    }

    fn record(&mut self, prompt: &str, answer: &str) {
        self.exchanges.push(Exchange {
            question: prompt.to_string(),
            answer: answer.to_string(),
            at: self.told,
        });
    }
}

/// The goals of a scenario (`games 3, eight`): each goal's text and its words.
pub fn goals(scenario: &str) -> impl Iterator<Item = (&str, Vec<&str>)> {
    (scenario.split(',').map(str::trim))
        .filter(|goal| !goal.is_empty())
        .map(|goal| (goal, goal.split_whitespace().collect()))
}

/// The reply that gives `answer` as a line, or `otherwise` when there is none.
pub fn say(answer: Option<String>, otherwise: Reply) -> Reply {
    match answer {
        Some(answer) => Reply::Say(format!("{answer}\n").into_bytes()),
        None => otherwise,
    }
}

/// What a program printed after the first `told` bytes of its `output`, which are then
/// all told.
pub fn unread(output: &[u8], told: &mut usize) -> String {
    let text = String::from_utf8_lossy(&output[(*told).min(output.len())..]).into_owned();
    *told = output.len();
    text
}

/// `answers` in order, each once: the forms of an answer to try.
pub fn distinct<'a>(answers: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for answer in answers {
        if !kept.iter().any(|k| k == answer) {
            kept.push(answer.to_string());
        }
    }
    kept
}

/// The actions a player took, given again one by one to the engine's questions in its
/// replay ([`Player::replayer`]): each game answers with them in its own way, as an
/// [`Interlocutor`] for `Replay` of its actions.
#[derive(Debug)]
pub struct Replay<A> {
    /// The actions not given yet, in order.
    pub actions: std::collections::VecDeque<A>,
    told: usize,
}

impl<A: Clone> Replay<A> {
    pub fn new(actions: &[A]) -> Replay<A> {
        Replay {
            actions: actions.iter().cloned().collect(),
            told: 0,
        }
    }

    /// What the engine printed since it was last answered, out of all it printed.
    pub fn question(&mut self, output: &[u8]) -> String {
        unread(output, &mut self.told)
    }
}

/// A case's script given as a program asks for it, one line each time it waits, with
/// the questions a script does not hold answered beside it: a spec may let a program ask
/// what its engine never asks (who moves first), and a line of the script given to it
/// would shift every line after it. `beside` answers such a question in the terms the
/// case fixes (which side the computer plays), or says it is none.
pub struct Script<'s> {
    /// The script's lines not given yet, each with its line end.
    lines: std::collections::VecDeque<&'s [u8]>,
    beside: Beside<'s>,
    told: usize,
    /// How many bytes were answered beside the script.
    pub beside_bytes: usize,
    /// How many more questions may be answered beside it: a program that refuses every
    /// such answer is given the script's lines instead, as a pipe would.
    beside_left: usize,
}

/// What answers the questions a script does not hold: given what a program printed since
/// its last input, the answer, or None when that asks no such question.
pub type Beside<'s> = Box<dyn FnMut(&str) -> Option<String> + 's>;

/// The most questions a script answers beside its lines.
const BESIDE_AT_MOST: usize = 8;

impl<'s> Script<'s> {
    pub fn new(script: &'s [u8], beside: Beside<'s>) -> Script<'s> {
        Script {
            lines: script.split_inclusive(|&byte| byte == b'\n').collect(),
            beside,
            told: 0,
            beside_bytes: 0,
            beside_left: BESIDE_AT_MOST,
        }
    }

    /// How many bytes of the script a program took that took `taken` bytes in all.
    pub fn script_taken(&self, taken: usize) -> usize {
        taken.saturating_sub(self.beside_bytes)
    }
}

impl std::fmt::Debug for Script<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Script")
            .field("lines_left", &self.lines.len())
            .field("beside_bytes", &self.beside_bytes)
            .finish()
    }
}

impl Interlocutor for Script<'_> {
    fn reply(&mut self, output: &[u8]) -> Reply {
        let asked = unread(output, &mut self.told);
        if self.beside_left > 0
            && let Some(answer) = (self.beside)(&asked)
        {
            self.beside_left -= 1;
            self.beside_bytes += answer.len() + 1;
            return say(Some(answer), Reply::Close);
        }
        match self.lines.pop_front() {
            Some(line) => Reply::Say(line.to_vec()),
            None => Reply::Close,
        }
    }
}

/// What a conversation left behind: the answers with their questions, why it stopped
/// early if it did, and the goals it could not reach.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub exchanges: Vec<Exchange>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped: Option<Stopped>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmet: Vec<String>,
}

impl Record {
    /// What `player` did.
    pub fn of(player: &dyn Player) -> Record {
        Record {
            exchanges: player.exchanges().to_vec(),
            stopped: player.stopped().cloned(),
            unmet: player.unmet(),
        }
    }

    /// The program's `output` with each answer shown after the question it answered, as a
    /// person at a terminal sees a conversation.
    pub fn echoed(&self, output: &[u8]) -> Vec<u8> {
        let mut shown = Vec::with_capacity(output.len() + 8 * self.exchanges.len());
        let mut from = 0;
        for exchange in &self.exchanges {
            let at = exchange.at.clamp(from, output.len());
            shown.extend_from_slice(&output[from..at]);
            shown.extend_from_slice(exchange.answer.as_bytes());
            shown.push(b'\n');
            from = at;
        }
        shown.extend_from_slice(&output[from..]);
        shown
    }

    /// The program's `output` with a line ended at each answer, where the program's own
    /// line went on: what it printed after an answer starts a line, as at a terminal,
    /// whatever its prompts' words. Its events are read, and its lines numbered, from this.
    pub fn lines_at_answers(&self, output: &[u8]) -> Vec<u8> {
        let mut cut = Vec::with_capacity(output.len() + self.exchanges.len());
        let mut from = 0;
        for exchange in &self.exchanges {
            let at = exchange.at.clamp(from, output.len());
            cut.extend_from_slice(&output[from..at]);
            if at > 0 && at < output.len() && output[at - 1] != b'\n' {
                cut.push(b'\n');
            }
            from = at;
        }
        cut.extend_from_slice(&output[from..]);
        cut
    }

    /// The program's `output` as it is judged: with a line ended at each answer for the
    /// spec's events (`spec_events`), and as printed, like the engine's replay, for a
    /// comparison of bytes.
    pub fn judged<'o>(&self, output: &'o [u8], spec_events: bool) -> std::borrow::Cow<'o, [u8]> {
        match spec_events {
            true => std::borrow::Cow::Owned(self.lines_at_answers(output)),
            false => std::borrow::Cow::Borrowed(output),
        }
    }

    /// The answers given, as the input a pipe would give: one line per answer.
    pub fn input(&self) -> Vec<u8> {
        let mut input = Vec::new();
        for exchange in &self.exchanges {
            input.extend_from_slice(exchange.answer.as_bytes());
            input.push(b'\n');
        }
        input
    }
}

/// What a game writes, kept where its interlocutor can read it.
#[derive(Clone, Debug, Default)]
pub struct SharedOutput(Rc<RefCell<Vec<u8>>>);

impl SharedOutput {
    /// The bytes written, taken out.
    pub fn take(&self) -> Vec<u8> {
        std::mem::take(&mut self.0.borrow_mut())
    }
}

impl Write for SharedOutput {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// An in-process game's input that asks `interlocutor` whenever the game reads and has
/// nothing left, with what the game wrote to `output` so far: the engine's side of a
/// conversation. A reply to stop, or to close, ends its input.
pub struct Answered<'a> {
    interlocutor: &'a mut dyn Interlocutor,
    output: SharedOutput,
    said: Vec<u8>,
    pos: usize,
    ended: bool,
    /// Every byte said, in order.
    pub given: Vec<u8>,
}

impl<'a> Answered<'a> {
    pub fn new(interlocutor: &'a mut dyn Interlocutor, output: SharedOutput) -> Answered<'a> {
        Answered {
            interlocutor,
            output,
            said: Vec::new(),
            pos: 0,
            ended: false,
            given: Vec::new(),
        }
    }
}

impl Read for Answered<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let count = available.len().min(buf.len());
        buf[..count].copy_from_slice(&available[..count]);
        self.consume(count);
        Ok(count)
    }
}

/// The most an in-process game writes before its answered input ends: far beyond any
/// game's transcript, so that an interlocutor that keeps answering a game that keeps
/// refusing cannot fill memory.
pub const ANSWERED_OUTPUT_AT_MOST: usize = 16 << 20;

impl BufRead for Answered<'_> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.pos >= self.said.len() && !self.ended {
            let reply = {
                let output = self.output.0.borrow();
                match output.len() > ANSWERED_OUTPUT_AT_MOST {
                    true => Reply::Close,
                    false => self.interlocutor.reply(&output),
                }
            };
            match reply {
                Reply::Say(bytes) => {
                    self.given.extend_from_slice(&bytes);
                    self.said = bytes;
                    self.pos = 0;
                }
                Reply::Close | Reply::Stop => self.ended = true,
            }
        }
        Ok(&self.said[self.pos.min(self.said.len())..])
    }

    fn consume(&mut self, amount: usize) {
        self.pos = (self.pos + amount).min(self.said.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Answers each question with its number of bytes so far, three times.
    struct Counter(usize);

    impl Interlocutor for Counter {
        fn reply(&mut self, output: &[u8]) -> Reply {
            self.0 += 1;
            match self.0 {
                1..=3 => Reply::Say(format!("{}\n", output.len()).into_bytes()),
                _ => Reply::Close,
            }
        }
    }

    #[test]
    fn an_answered_input_asks_with_what_was_written_until_it_is_closed() {
        let output = SharedOutput::default();
        let mut counter = Counter(0);
        let mut input = Answered::new(&mut counter, output.clone());
        let mut writer = output.clone();
        let mut lines = Vec::new();
        loop {
            writer.write_all(b"? ").unwrap();
            let mut line = String::new();
            if input.read_line(&mut line).unwrap() == 0 {
                break;
            }
            lines.push(line);
        }
        assert_eq!(lines, ["2\n", "4\n", "6\n"]);
        assert_eq!(input.given, b"2\n4\n6\n");
        assert_eq!(output.take(), b"? ? ? ? ");
    }

    #[test]
    fn a_script_gives_a_line_a_question_and_answers_beside_it_what_it_does_not_hold() {
        let beside: Beside<'_> =
            Box::new(|asked: &str| asked.contains("Who moves first?").then(|| "2".to_string()));
        let mut script = Script::new(b"mode\nmove\nlast", beside);
        let mut output = b"Mode? ".to_vec();
        assert_eq!(script.reply(&output), Reply::Say(b"mode\n".to_vec()));
        output.extend_from_slice(b"Who moves first? ");
        assert_eq!(script.reply(&output), Reply::Say(b"2\n".to_vec()));
        output.extend_from_slice(b"Your move? ");
        assert_eq!(script.reply(&output), Reply::Say(b"move\n".to_vec()));
        output.extend_from_slice(b"Your move? ");
        assert_eq!(script.reply(&output), Reply::Say(b"last".to_vec()));
        assert_eq!(script.reply(&output), Reply::Close);
        // Of 17 bytes taken, the 2 answered beside the script are not its own.
        assert_eq!(script.script_taken(17), 15);
    }

    #[test]
    fn a_script_stops_answering_beside_it_a_question_refused_again_and_again() {
        let beside: Beside<'_> = Box::new(|_: &str| Some("me".to_string()));
        let mut script = Script::new(b"1\n", beside);
        let replies: Vec<Reply> = (0..BESIDE_AT_MOST + 2)
            .map(|_| script.reply(b"Who moves first? "))
            .collect();
        assert!(
            replies[..BESIDE_AT_MOST]
                .iter()
                .all(|r| *r == Reply::Say(b"me\n".to_vec()))
        );
        assert_eq!(replies[BESIDE_AT_MOST], Reply::Say(b"1\n".to_vec()));
        assert_eq!(replies[BESIDE_AT_MOST + 1], Reply::Close);
    }

    /// Says `x` to every question, for ever.
    struct Stubborn;

    impl Interlocutor for Stubborn {
        fn reply(&mut self, _: &[u8]) -> Reply {
            Reply::Say(b"x\n".to_vec())
        }
    }

    #[test]
    fn a_game_that_refuses_every_answer_ends_its_input_before_memory_fills() {
        let output = SharedOutput::default();
        let mut stubborn = Stubborn;
        let mut input = Answered::new(&mut stubborn, output.clone());
        let mut writer = output.clone();
        let refusal = [b'?'; 4096];
        let mut line = String::new();
        let mut asked = 0;
        loop {
            writer.write_all(&refusal).unwrap();
            line.clear();
            if input.read_line(&mut line).unwrap() == 0 {
                break;
            }
            asked += 1;
        }
        assert_eq!(asked, ANSWERED_OUTPUT_AT_MOST / refusal.len());
    }

    #[test]
    fn a_long_question_is_quoted_cut() {
        let long = "é".repeat(5000);
        let explained = Stopped::Unreadable(long).explain();
        assert!(explained.chars().count() < 300, "{explained}");
        assert!(explained.ends_with("…`"), "{explained}");
        let short = Stopped::Unreadable("Colour?".into()).explain();
        assert_eq!(short, "arbiter cannot read the question `Colour?`");
        assert!(Stopped::Unreadable("Colour?".into()).remedy().is_some());
        let unseen = Stopped::Unseen {
            what: "the board".into(),
            question: "Your move:".into(),
        };
        assert_eq!(
            unseen.explain(),
            "arbiter cannot read the board in what the program showed before `Your move:`"
        );
        assert_eq!(unseen.remedy(), None, "no answer taught shows a board");
    }

    #[test]
    fn taught_answers_are_found_by_their_words() {
        let taught = [Taught::parse("Press ENTER=").unwrap()];
        assert_eq!(Taught::answer(&taught, "press enter to go on"), Some(""));
        assert_eq!(Taught::answer(&taught, "your move"), None);
        assert!(Taught::parse("=x").is_err());
        assert!(Taught::parse("no equals").is_err());
    }
}
