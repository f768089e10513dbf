//! The case/golden harness: running a case in-process and comparing its transcript with
//! the golden one.
//!
//! [`case`] finds and reads cases, [`diff`] shows differences; this module runs a case
//! ([`replay`]) and judges it against its golden ([`check`]).

pub mod case;
pub mod diff;

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufRead, BufReader};

use self::case::{Case, CaseError, Checks};
use self::diff::Difference;
use crate::chance::{Chance, Judged, ProgramOutput};
use crate::console::{Console, EndOfInput, Interrupted};
use crate::conversation::{Answered, Interlocutor, Record, SharedOutput};
use crate::dialect::Reading;
use crate::files::Files;
use crate::rng::GameRng;

/// What a game printed for a case.
#[derive(Clone, Debug)]
pub struct Transcript {
    /// Standard output, byte for byte.
    pub output: Vec<u8>,
    /// Set when the input ended before the game did; the output is then the transcript up
    /// to that point.
    pub ended_early: Option<EndOfInput>,
    /// Whether the game drew from its random generator. A transcript that did not is
    /// determined by the input alone, so any correct program reproduces it without the seed.
    pub used_randomness: bool,
    /// For each input line the game read, the number of bytes of `output` written when it
    /// first read from it (see [`Console::lines_read_at`]).
    pub lines_read_at: Vec<usize>,
    /// The files the game wrote, by name, with their last content.
    pub files: BTreeMap<String, Vec<u8>>,
    /// For a scenario's case, the conversation that gave its input.
    pub conversation: Option<Record>,
}

/// Runs a case in-process under the reference's reading. With `echo`, input lines appear
/// where the game read them.
pub fn replay(case: &Case, echo: bool) -> Result<Transcript, CaseError> {
    replay_reading(case, &Reading::reference(), echo)
}

/// Runs a case in-process under `reading` (see [`crate::dialect`]). A scenario's case is
/// played by its player, as a program would be, and its transcript keeps the conversation.
pub fn replay_reading(case: &Case, reading: &Reading, echo: bool) -> Result<Transcript, CaseError> {
    if let Some(scenario) = &case.scenario {
        let mut player = case
            .setup
            .player(scenario, &[])
            .map_err(|message| CaseError {
                path: case.settings_path.clone(),
                message: format!("bad scenario: {message}"),
            })?;
        rehearse(case, reading, &mut *player);
        let output = SharedOutput::default();
        let mut input = Answered::new(&mut *player, output.clone());
        let (transcript, _) = run_on(case, reading, &mut input, &mut output.clone(), echo, None);
        drop(input);
        return Ok(Transcript {
            output: output.take(),
            conversation: Some(Record::of(&*player)),
            ..transcript
        });
    }
    let mut input = open_input(case)?;
    Ok(run(case, reading, &mut input, echo, None).0)
}

/// Runs a case in-process with its outcomes of chance read from `program_output`, a
/// program's transcript of the same case (see [`crate::chance`]): the result is what that
/// program should have printed with its own deal and its own computer's moves, and what
/// was learnt on the way (the outcomes read, and those the rules do not allow).
pub fn replay_guided(
    case: &Case,
    reading: &Reading,
    input: &mut dyn BufRead,
    program_output: &ProgramOutput<'_>,
    echo: bool,
) -> (Transcript, Judged) {
    run(case, reading, input, echo, Some(program_output))
}

/// Runs a case in-process under `reading` on `input`, seeded as the case says.
pub fn replay_input(
    case: &Case,
    reading: &Reading,
    input: &mut dyn BufRead,
) -> (Transcript, Judged) {
    run(case, reading, input, false, None)
}

/// The case's input script, opened for reading.
pub fn open_input(case: &Case) -> Result<BufReader<File>, CaseError> {
    let file = File::open(&case.input_path).map_err(|err| CaseError {
        path: case.input_path.clone(),
        message: format!("cannot read the input script: {err}"),
    })?;
    Ok(BufReader::new(file))
}

/// Runs a case in-process under `reading`, its input given by `interlocutor` as the game
/// asks for it (see [`crate::conversation`]), its outcomes of chance read from
/// `program_output` when given: the engine's side of a conversation. Returns the input
/// given too.
pub fn replay_conversing(
    case: &Case,
    reading: &Reading,
    interlocutor: &mut dyn Interlocutor,
    program_output: Option<&ProgramOutput<'_>>,
) -> (Transcript, Judged, Vec<u8>) {
    let output = SharedOutput::default();
    let mut input = Answered::new(interlocutor, output.clone());
    let (transcript, judged) = run_on(
        case,
        reading,
        &mut input,
        &mut output.clone(),
        false,
        program_output,
    );
    let transcript = Transcript {
        output: output.take(),
        ..transcript
    };
    (transcript, judged, input.given)
}

/// Plays `player`'s rehearsal, when it asks for one (see [`crate::grade::rehearsal`]), and
/// lets it learn the deal: the engine deals from the case's seed, so the rehearsal shows
/// the deal the player then meets.
pub fn rehearse(case: &Case, reading: &Reading, player: &mut dyn crate::conversation::Player) {
    if let Some(mut rehearsal) = player.rehearsal() {
        let (played, _, _) = replay_conversing(case, reading, &mut *rehearsal, None);
        player.rehearsed(&played.output);
    }
}

/// The engine played as a student in a conversation with `scenario`'s player, under
/// `reading`; then the engine replaying the player's actions under the outcomes of chance
/// its transcript shows. Checks that the replay prints the same transcript, breaks no rule
/// and reads the same answers (`what` names the run in a failure), and returns the player
/// and the transcript for each game's own checks; the game must be played to its end. For
/// the games' tests.
#[cfg(test)]
pub(crate) fn engine_conversing_replays_itself(
    case: &Case,
    scenario: &str,
    reading: &Reading,
    what: &str,
) -> (Box<dyn crate::conversation::Player>, String) {
    let mut player = case.setup.player(scenario, &[]).unwrap();
    rehearse(case, reading, &mut *player);
    let (played, _, given) = replay_conversing(case, reading, &mut *player, None);
    let text = String::from_utf8_lossy(&played.output).into_owned();
    assert!(
        played.ended_early.is_none(),
        "{what}: the game was not played to its end"
    );
    let output = ProgramOutput::new(&played.output);
    let (replayed, judged, answered) = {
        let mut replayer = player.replayer();
        replay_conversing(case, reading, &mut *replayer, Some(&output))
    };
    let again = String::from_utf8_lossy(&replayed.output);
    let parted = (again.lines().zip(text.lines()))
        .position(|(a, b)| a != b)
        .map(|at| {
            format!(
                "line {}: {:?} replayed as {:?}",
                at + 1,
                text.lines().nth(at),
                again.lines().nth(at)
            )
        });
    assert_eq!(parted, None, "{what}");
    assert_eq!(again.lines().count(), text.lines().count(), "{what}");
    assert!(judged.findings.is_empty(), "{what}: {:?}", judged.findings);
    assert_eq!(answered, given, "{what}");
    (player, text)
}

fn run(
    case: &Case,
    reading: &Reading,
    input: &mut dyn BufRead,
    echo: bool,
    guide: Option<&ProgramOutput<'_>>,
) -> (Transcript, Judged) {
    let mut output = Vec::new();
    let (transcript, judged) = run_on(case, reading, input, &mut output, echo, guide);
    let transcript = Transcript {
        output,
        ..transcript
    };
    (transcript, judged)
}

/// Runs a case on `input`, writing to `output`; the transcript's output is left empty.
fn run_on(
    case: &Case,
    reading: &Reading,
    input: &mut dyn BufRead,
    output: &mut dyn std::io::Write,
    echo: bool,
    guide: Option<&ProgramOutput<'_>>,
) -> (Transcript, Judged) {
    let mut output = Capped {
        inner: output,
        left: REPLAY_OUTPUT_AT_MOST,
    };
    let mut console = Console::new(input, &mut output)
        .with_echo(echo)
        .with_files(Files::in_memory(case_files(case)));
    let mut rng = GameRng::from_seed(case.seed);
    let mut chance = match guide {
        Some(transcript) => Chance::guided(&mut rng, transcript),
        None => Chance::seeded(&mut rng),
    };
    let ended_early = match case.setup.play(reading, &mut chance, &mut console) {
        Ok(()) => None,
        Err(Interrupted::EndOfInput(eof)) => Some(eof),
        // Only the cap fails a write to memory.
        Err(Interrupted::Output(_)) => Some(EndOfInput {
            waiting_at: format!(
                "the game printed {} MiB and was stopped",
                REPLAY_OUTPUT_AT_MOST >> 20
            ),
        }),
    };
    let lines_read_at = console.lines_read_at().to_vec();
    let files = console.files().written().clone();
    let judged = chance.judged();
    let transcript = Transcript {
        output: Vec::new(),
        ended_early,
        used_randomness: rng.draws() > 0,
        lines_read_at,
        files,
        conversation: None,
    };
    (transcript, judged)
}

/// The most a game replayed in-process prints before it is stopped: far beyond any game's
/// transcript, so that a replay that cannot end (guided by a transcript into a game that
/// never finishes) cannot fill memory.
pub const REPLAY_OUTPUT_AT_MOST: usize = 64 << 20;

/// A writer that fails once it has taken its share.
struct Capped<'w> {
    inner: &'w mut dyn std::io::Write,
    left: usize,
}

impl std::io::Write for Capped<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        if bytes.len() > self.left {
            self.left = 0;
            return Err(io::Error::other("the replay's output is too large"));
        }
        self.left -= bytes.len();
        self.inner.write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

/// The files a case starts with: those of its files folder, if it has one. A file that
/// cannot be read is left out, and the game then finds no such file.
pub fn case_files(case: &Case) -> BTreeMap<String, Vec<u8>> {
    folder_files(&case.files_dir())
}

/// The files a case's game must have written: its golden files folder's.
pub fn golden_files(case: &Case) -> BTreeMap<String, Vec<u8>> {
    folder_files(&case.golden_files_dir())
}

fn folder_files(folder: &std::path::Path) -> BTreeMap<String, Vec<u8>> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return BTreeMap::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let name = entry.file_name().into_string().ok()?;
            Some((name, std::fs::read(entry.path()).ok()?))
        })
        .collect()
}

/// How a case's transcript compares with its golden.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Same bytes.
    Pass,
    /// Different bytes, first differing at this point.
    Differs(Difference),
    /// A scenario's case whose input script (`recorded`, if it exists) is not what its
    /// player answered the engine.
    InputDiffers { recorded: Option<Vec<u8>> },
    /// A case that cannot grade as it stands, why: a scenario that cannot be played out
    /// against the engine with the case's seed, or a case whose `checks` does not fit what
    /// its transcript shows.
    Unfit(String),
    /// There is no golden file yet.
    NoGolden,
    /// The transcript matches, but a file the game wrote differs from its golden (or has
    /// none), or a golden file was not written.
    FileDiffers {
        name: String,
        golden: Option<Vec<u8>>,
        written: Option<Vec<u8>>,
    },
}

/// A case's transcript, its golden (if any) and the verdict.
#[derive(Clone, Debug)]
pub struct Checked {
    pub transcript: Transcript,
    pub golden: Option<Vec<u8>>,
    pub verdict: Verdict,
}

/// Replays a case under `reading` and compares it with its golden, byte for byte.
pub fn check(case: &Case, reading: &Reading) -> Result<Checked, CaseError> {
    let transcript = replay_reading(case, reading, false)?;
    let golden = match std::fs::read(&case.golden_path) {
        Ok(bytes) => Some(bytes),
        Err(err) if err.kind() == io::ErrorKind::NotFound => None,
        Err(err) => {
            return Err(CaseError {
                path: case.golden_path.clone(),
                message: format!("cannot read the golden: {err}"),
            });
        }
    };
    let verdict = match &golden {
        None => Verdict::NoGolden,
        Some(expected) => match diff::first_difference(expected, &transcript.output) {
            None => check_files(case, &transcript),
            Some(difference) => Verdict::Differs(difference),
        },
    };
    let verdict = match (&transcript.conversation, verdict) {
        (Some(conversation), verdict) => match check_conversation(case, conversation) {
            Verdict::Pass => verdict,
            failed @ Verdict::Unfit(_) => failed,
            input_differs if matches!(verdict, Verdict::Pass) => input_differs,
            _ => verdict,
        },
        (None, verdict) => verdict,
    };
    let verdict = match unfit_checks(case, &transcript.output) {
        Some(why) => Verdict::Unfit(why),
        None => verdict,
    };
    Ok(Checked {
        transcript,
        golden,
        verdict,
    })
}

/// Why a case's `checks` does not fit its transcript, if it does not: a transcript with no
/// event of the spec checks only how a program ends, and must say so, so that no program
/// passes it by printing nothing by accident; `opening` is for a case whose input is empty.
fn unfit_checks(case: &Case, output: &[u8]) -> Option<String> {
    let events = case.setup.read_events(output).len();
    let empty = std::fs::read(&case.input_path)
        .is_ok_and(|input| input.iter().all(u8::is_ascii_whitespace));
    match case.checks {
        Checks::Play | Checks::Opening if events == 0 => Some(
            "its transcript shows no event of the spec, so a program that prints nothing would pass it: make it reach one, or say `checks: ending` if a clean end is all it checks".to_string(),
        ),
        Checks::Opening if !empty => Some(
            "`checks: opening` is for a case whose input is empty: a program that prints its opening and exits passes it".to_string(),
        ),
        Checks::Ending if events > 0 => Some(format!(
            "`checks: ending` says no event of the spec comes before its input ends, but its transcript shows {events}: remove the line"
        )),
        _ => None,
    }
}

/// Whether a scenario was played out against the engine, and its input script holds the
/// answers its player gave.
fn check_conversation(case: &Case, conversation: &Record) -> Verdict {
    if let Some(stopped) = &conversation.stopped {
        return Verdict::Unfit(format!(
            "its scenario stopped against the engine: {}",
            stopped.explain()
        ));
    }
    if !conversation.unmet.is_empty() {
        return Verdict::Unfit(format!(
            "seed {} does not let its scenario reach {}: choose another seed",
            case.seed,
            conversation.unmet.join(", ")
        ));
    }
    let recorded = std::fs::read(&case.input_path).ok();
    match recorded.as_deref() == Some(&conversation.input()[..]) {
        true => Verdict::Pass,
        false => Verdict::InputDiffers { recorded },
    }
}

/// Compares the files the game wrote with the golden files: each written file with its
/// golden, and each golden file must have been written.
fn check_files(case: &Case, transcript: &Transcript) -> Verdict {
    let folder = case.golden_files_dir();
    let mut names: Vec<String> = transcript.files.keys().cloned().collect();
    if let Ok(entries) = std::fs::read_dir(&folder) {
        names.extend(entries.filter_map(|e| e.ok()?.file_name().into_string().ok()));
    }
    names.sort();
    names.dedup();
    for name in names {
        let golden = std::fs::read(folder.join(&name)).ok();
        let written = transcript.files.get(&name).cloned();
        if golden != written {
            return Verdict::FileDiffers {
                name,
                golden,
                written,
            };
        }
    }
    Verdict::Pass
}

/// Writes a case's transcript as its golden, and the files it wrote as golden files,
/// creating folders as needed.
pub fn bless(case: &Case, transcript: &Transcript) -> Result<(), CaseError> {
    let write = || -> io::Result<()> {
        if let Some(folder) = case.golden_path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        std::fs::write(&case.golden_path, &transcript.output)?;
        if let Some(conversation) = &transcript.conversation {
            std::fs::write(&case.input_path, conversation.input())?;
        }
        let files = case.golden_files_dir();
        if !transcript.files.is_empty() {
            std::fs::create_dir_all(&files)?;
        }
        for (name, bytes) in &transcript.files {
            std::fs::write(files.join(name), bytes)?;
        }
        Ok(())
    };
    write().map_err(|err| CaseError {
        path: case.golden_path.clone(),
        message: format!("cannot write the golden: {err}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn bundled(name: &str) -> Case {
        let settings = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
        case::load(&settings, &case::GoldenRoot::BesideCases).unwrap()
    }

    #[test]
    fn a_replay_that_prints_without_end_is_stopped_at_its_cap() {
        let case = bundled("cases/concentration/menu-errors.case");
        // Each word is refused with a message and the menu again: far more output than
        // input.
        let input = b"x\n".repeat(1_500_000);
        let (transcript, _) = replay_input(&case, &Reading::reference(), &mut &input[..]);
        assert!(transcript.output.len() <= REPLAY_OUTPUT_AT_MOST);
        let ended = transcript.ended_early.expect("stopped");
        assert!(ended.waiting_at.contains("64 MiB"), "{ended}");
    }

    #[test]
    fn a_run_knows_whether_it_used_randomness() {
        let menu_only = replay(&bundled("cases/concentration/menu-errors.case"), false).unwrap();
        assert!(!menu_only.used_randomness, "the menu draws nothing");
        let dealt = replay(&bundled("cases/concentration/eof-mid-turn.case"), false).unwrap();
        assert!(dealt.used_randomness, "a deal is a shuffle");
        assert!(dealt.ended_early.is_some());
    }

    #[test]
    fn check_compares_with_the_golden() {
        let checked = check(
            &bundled("cases/concentration/quit.case"),
            &Reading::reference(),
        )
        .unwrap();
        assert!(matches!(checked.verdict, Verdict::Pass));
        assert_eq!(
            checked.golden.as_deref(),
            Some(checked.transcript.output.as_slice())
        );
    }

    /// A program that plays `case` as the engine does, with another seed and other computer
    /// players (`options` added to the case's): its transcript, on the case's input.
    fn another_program(case: &Case, options: &[&str]) -> Vec<u8> {
        let text = std::fs::read_to_string(&case.settings_path).unwrap();
        let own = case::Settings::parse(&text).unwrap().options;
        // The case's options, each computer player replaced by the one given here.
        let mut words: Vec<String> = Vec::new();
        let mut pairs = own.chunks(2);
        for pair in pairs.by_ref() {
            if !options.contains(&pair[0].as_str()) {
                words.extend(pair.iter().cloned());
            }
        }
        words.extend(options.iter().map(|o| o.to_string()));
        let other = Case {
            seed: case.seed.wrapping_add(999),
            setup: crate::games::GameSetup::parse(case.setup.name(), &words).unwrap(),
            ..case.clone()
        };
        replay(&other, false).unwrap().output
    }

    fn guided(case: &Case, program_output: &[u8]) -> (Transcript, Judged) {
        replay_guided(
            case,
            &Reading::reference(),
            &mut open_input(case).unwrap(),
            &ProgramOutput::new(program_output),
            false,
        )
    }

    #[test]
    fn every_random_case_replays_any_programs_own_chance() {
        let folders = [
            (
                "cases/concentration",
                &["--computer", "memory:5", "--computer1", "memory:52"][..],
            ),
            ("cases/checkers", &["--computer", "random"][..]),
        ];
        let mut guided_cases = 0;
        for (folder, options) in folders {
            let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
            for settings in case::find(&[root]).all_or_problems().unwrap() {
                let case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
                // A scenario's input is the engine's answers to its own deal: another
                // program is played in a conversation of its own (`demo.rs`' tests).
                if case.scenario.is_some() || !replay(&case, false).unwrap().used_randomness {
                    continue;
                }
                guided_cases += 1;
                let program = another_program(&case, options);
                let golden = std::fs::read(&case.golden_path).unwrap();
                let (expected, judged) = guided(&case, &program);
                assert_eq!(judged.findings, [], "{}", case.id);
                assert_eq!(
                    String::from_utf8_lossy(&expected.output),
                    String::from_utf8_lossy(&program),
                    "{}",
                    case.id
                );
                let plays_a_game = golden != program;
                assert!(
                    plays_a_game || case.id.contains("eof"),
                    "{}: another seed, another game",
                    case.id
                );
            }
        }
        assert!(guided_cases >= 14, "{guided_cases}");
    }
}
