//! `arbiter replay`: print the transcripts of cases, or explain one program's transcript.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::chance::ProgramOutput;
use crate::cli::{Failure, no_cases_found, reading_for, stdout, stdout_colour};
use crate::conversation::{Player, Record};
use crate::grade::cases::{self, ExpectedFrom};
use crate::grade::compare::Comparison;
use crate::grade::run::{Limits, Program};
use crate::grade::{self, Judge, Judgement};
use crate::harness::{self, case, diff};

/// The largest transcript `--against` reads: far beyond any game's, small enough to hold.
const MAX_AGAINST: u64 = 64 << 20;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Cases to replay: folders, .case files or .in files
    #[arg(required = true, value_name = "CASE")]
    paths: Vec<PathBuf>,
    /// Show each input line where the game read it, as a person at a terminal would see it
    #[arg(long)]
    echo: bool,
    /// A program's transcript of the case: replay the case with that program's own deal
    /// and computer moves, and say whether it is what the program should have printed, or
    /// how it differs and the first rule it breaks
    #[arg(long, value_name = "FILE")]
    against: Option<PathBuf>,
    /// Play the case with this program (a shell command, run as it is, unconfined, for up
    /// to 10 s): a scenario's case in a conversation, any other case on its input. Prints
    /// its transcript with each answer where it was read, then judges it as --against does
    #[arg(long, value_name = "COMMAND", conflicts_with = "against")]
    program: Option<String>,
    /// Replay under another reading of the spec (repeatable; `arbiter games` lists each
    /// game's choices); with --against, pins that choice instead of trying every reading
    #[arg(long, value_name = "NAME=VALUE")]
    dialect: Vec<String>,
    /// With --against: compare the events the game's spec fixes (spec), or the bytes (exact)
    #[arg(
        long,
        value_enum,
        value_name = "WHAT",
        default_value = "spec",
        requires = "against"
    )]
    compare: Compared,
}

/// What `--compare` chooses.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compared {
    Spec,
    Exact,
}

impl Compared {
    /// The comparison it stands for, with no text option.
    pub fn comparison(self) -> Comparison {
        match self {
            Compared::Spec => Comparison::spec(),
            Compared::Exact => Comparison::default(),
        }
    }
}

pub fn run(args: &Args) -> Result<(), Failure> {
    if let Some(file) = &args.against {
        let program = read_transcript(file)?;
        return against(args, &program, &file.display().to_string(), None);
    }
    if let Some(command) = &args.program {
        return with_program(args, command);
    }
    let found = case::find(&args.paths);
    if found.settings.is_empty() && found.problems.is_empty() {
        return Err(no_cases_found(&args.paths));
    }
    let mut problems: Vec<String> = found.problems.iter().map(ToString::to_string).collect();
    let mut out = std::io::stdout().lock();
    let mut ended_early = Vec::new();
    // Whether the last transcript printed ended its line; `None` before the first.
    let mut last_ended_line: Option<bool> = None;
    let several = found.settings.len() > 1;
    for settings in &found.settings {
        let replayed = case::load(settings, &case::GoldenRoot::BesideCases).and_then(|case| {
            let reading =
                reading_for(&case.setup, &args.dialect).map_err(|message| case::CaseError {
                    path: case.settings_path.clone(),
                    message,
                })?;
            Ok((harness::replay_reading(&case, &reading, args.echo)?, case))
        });
        let (transcript, case) = match replayed {
            Ok(replayed) => replayed,
            Err(err) => {
                problems.push(err.to_string());
                continue;
            }
        };
        let written = (|| {
            if several {
                // A transcript usually ends at a prompt: close its line before the next header.
                let gap = match last_ended_line {
                    None => "",
                    Some(true) => "\n",
                    Some(false) => "\n\n",
                };
                writeln!(out, "{gap}==> {} <==", case.id)?;
            }
            out.write_all(&transcript.output)?;
            last_ended_line = Some(transcript.output.last().is_none_or(|&b| b == b'\n'));
            out.flush()
        })();
        if let Err(err) = written {
            // Replaying is printing: with standard output gone there is nothing left to do.
            stdout::stopped_by(&err);
            return Ok(());
        }
        if let Some(eof) = transcript.ended_early {
            ended_early.push(format!("{}: {eof}", case.id));
        }
    }
    if !problems.is_empty() {
        for problem in &problems {
            stdout::warn(&format!("error: {problem}"));
        }
        return Err(Failure::Input(format!(
            "{} case(s) could not be replayed: fix the files named above; the others were replayed",
            problems.len()
        )));
    }
    match ended_early.len() {
        0 => Ok(()),
        1 => Err(Failure::EndOfInput(ended_early.remove(0))),
        _ => Err(Failure::EndOfInput(format!(
            "in {} cases the input ended before the game did:\n  {}",
            ended_early.len(),
            ended_early.join("\n  ")
        ))),
    }
}

/// The one case `--against` or `--program` is about.
fn one_case(args: &Args) -> Result<case::Case, Failure> {
    let found = case::find(&args.paths)
        .all_or_problems()
        .map_err(Failure::Input)?;
    let [settings] = found.as_slice() else {
        return Err(Failure::Input(format!(
            "--against and --program explain one program's transcript of one case: name one case, not {}",
            found.len()
        )));
    };
    case::load(settings, &case::GoldenRoot::BesideCases)
        .map_err(|err| Failure::Input(err.to_string()))
}

/// `replay CASE --program COMMAND`: the program run on the case (in a conversation for a
/// scenario's), its transcript shown with its input where it read it, then judged.
fn with_program(args: &Args, command: &str) -> Result<(), Failure> {
    let case = one_case(args)?;
    // Its sleeps made instant, as grade makes them: Joker Twins' two seconds a turn would
    // outlast the time limit.
    let instant = grade::sleep::InstantSleep::new().ok();
    let program = Program::new(["/bin/sh", "-c", command]);
    let program = match &instant {
        Some(instant) => instant.apply(program),
        None => program,
    };
    let limits = Limits {
        wall_time: Duration::from_secs(10),
        idle_time: Some(Duration::from_secs(10)),
        max_output: 1 << 20,
        memory: None,
        cpu_time: Some(Duration::from_secs(10)),
    };
    let files = harness::case_files(&case);
    let (outcome, record, player) = match &case.scenario {
        Some(scenario) => {
            let mut player = case.setup.player(scenario, &[]).map_err(Failure::Input)?;
            let outcome = grade::rehearsal::converse(&program, &files, &limits, &mut *player);
            let record = Record::of(&*player);
            (outcome, Some(record), Some(player))
        }
        None => {
            let input = std::fs::read(&case.input_path).map_err(|err| {
                Failure::Input(format!("{}: cannot read: {err}", case.input_path.display()))
            })?;
            let outcome = grade::run::run_in(&program, &input, &files, &limits, &|_| false);
            (outcome, None, None)
        }
    };
    let shown = match &record {
        Some(record) => record.echoed(&outcome.stdout),
        None => outcome.stdout.clone(),
    };
    stdout::print(&String::from_utf8_lossy(&shown));
    if !shown.ends_with(b"\n") {
        stdout::println("");
    }
    stdout::println(&format!("({})", outcome.status));
    if let Some(stopped) = record.as_ref().and_then(|record| record.stopped.as_ref()) {
        stdout::println(&format!("the conversation stopped: {}", stopped.explain()));
    }
    let output = match &record {
        Some(record) => record.judged(&outcome.stdout, args.compare.comparison().spec_events),
        None => outcome.stdout.as_slice().into(),
    };
    against(args, &output, command, player.as_deref())
}

/// `replay CASE --against FILE`, and the judging of `--program`.
fn against(
    args: &Args,
    program: &[u8],
    name: &str,
    conversation: Option<&dyn Player>,
) -> Result<(), Failure> {
    let case = one_case(args)?;
    if let (Some(scenario), None) = (&case.scenario, conversation) {
        // The answers of a conversation follow the program's own questions and deal: a
        // transcript alone does not say what they were.
        return Err(Failure::Input(format!(
            "{} is a conversation (scenario: {scenario}): its answers depend on the program, so a transcript alone cannot be judged; play the program with `arbiter replay {} --program COMMAND`, or grade it, whose results.json keeps each answer with its question",
            case.id,
            args.paths
                .first()
                .map_or(String::new(), |p| p.display().to_string()),
        )));
    }
    let pinned = reading_for(&case.setup, &args.dialect).map_err(Failure::Input)?;
    // The case as grading judges it: against its golden, or the program's own chance.
    let selection = cases::select(
        std::slice::from_ref(&case),
        false,
        &[
            case::Kind::Robustness,
            case::Kind::Extra,
            case::Kind::Engine,
            case::Kind::Dialogue,
        ],
    )
    .map_err(Failure::Input)?;
    let graded = &selection.cases[0];
    let judge = Judge {
        comparison: args.compare.comparison(),
        dialect: &pinned,
        conversation,
    };
    let Judgement {
        expected,
        mismatch,
        events,
    } = judge.judge_output(graded, program, None, name);
    let reading = expected.reading.clone();
    let counted = events.map_or(String::new(), |count| {
        format!(
            "{} of its {} expected events agree",
            count.agreed.min(count.expected),
            count.expected
        )
    });
    let against = match graded.expected_from {
        ExpectedFrom::OwnChance => "what it should have printed with its own chance",
        ExpectedFrom::Golden => "the case's golden transcript",
    };
    // What --against finds goes to standard output, whichever way the case is judged and
    // whether it matches or not; only --echo adds the transcript, before it.
    if mismatch.is_none() && expected.judged.findings.is_empty() {
        if args.echo && args.program.is_none() {
            let mut input =
                harness::open_input(&case).map_err(|err| Failure::Input(err.to_string()))?;
            let program = ProgramOutput::new(program);
            let shown = harness::replay_guided(&case, &reading, &mut input, &program, true)
                .0
                .output;
            stdout::print(&String::from_utf8_lossy(&shown));
        }
        let mut verdict = format!("matches {against}");
        if !counted.is_empty() {
            verdict.push_str(&format!(": {counted}"));
        }
        if !reading.is_reference() {
            verdict.push_str(&format!(", under the reading {reading}"));
        }
        stdout::println(&verdict);
        return Ok(());
    }
    let mut report = String::new();
    for finding in &expected.judged.findings {
        report.push_str(&format!("breaks the rules: {finding}\n"));
    }
    if let Some(mismatch) = mismatch {
        let under = if reading.is_reference() {
            String::new()
        } else {
            format!(" (closest reading: {reading})")
        };
        report.push_str(&format!("differs from {against}{under}"));
        if !counted.is_empty() {
            report.push_str(&format!(" ({counted})"));
        }
        report.push_str(&format!(": {}", mismatch.summary()));
        let colour = stdout_colour();
        for (index, line) in mismatch.diff.lines().enumerate() {
            report.push_str(&diff::paint_diff_line(colour, index, line));
            report.push('\n');
        }
    }
    stdout::print(&report);
    Err(Failure::Differences)
}

/// A program's transcript, read whole up to [`MAX_AGAINST`] bytes.
fn read_transcript(file: &Path) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| f.take(MAX_AGAINST + 1).read_to_end(&mut bytes))
        .map_err(|err| Failure::Input(format!("{}: cannot read: {err}", file.display())))?;
    if bytes.len() as u64 > MAX_AGAINST {
        return Err(Failure::Input(format!(
            "{}: larger than 64 MiB, more than any transcript of these games",
            file.display()
        )));
    }
    Ok(bytes)
}
