//! `arbiter check`: replay cases in-process and compare them with their goldens.

use std::path::PathBuf;

use crate::cli::{Failure, no_cases_found, reading_for, stdout, stdout_colour};
use crate::dialect::Reading;
use crate::harness::case::{self, Case, CaseError, GoldenRoot};
use crate::harness::{self, Verdict, diff};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Cases to check: folders, .case files or .in files [default: cases]
    #[arg(value_name = "CASE")]
    paths: Vec<PathBuf>,
    /// Write the goldens that are missing or differ, and list them
    #[arg(long)]
    bless: bool,
    /// Read goldens from DIR/<game>/<name>.out instead of golden/ beside cases/
    #[arg(long, value_name = "DIR")]
    golden: Option<PathBuf>,
    /// Replay under another reading of the spec (repeatable; `arbiter games` lists each
    /// game's choices); the goldens hold the reference's reading
    #[arg(long, value_name = "NAME=VALUE")]
    dialect: Vec<String>,
}

/// Counts for the closing line.
#[derive(Default)]
struct Tally {
    passed: usize,
    failed: usize,
    written: usize,
    broken: usize,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let paths = if args.paths.is_empty() {
        let default = PathBuf::from("cases");
        if !default.is_dir() {
            return Err(Failure::Input(
                "no folder cases here: run arbiter check from the folder that holds cases/ and golden/, or name the cases (arbiter check path/to/cases)".to_string(),
            ));
        }
        vec![default]
    } else {
        args.paths.clone()
    };
    let goldens = match &args.golden {
        None => GoldenRoot::BesideCases,
        Some(folder) if folder.is_dir() => GoldenRoot::Folder(folder.clone()),
        Some(folder) => {
            return Err(Failure::Input(format!(
                "--golden {}: no such folder (it holds <game>/<case>.out files)",
                folder.display()
            )));
        }
    };
    let found = case::find(&paths);
    if found.settings.is_empty() && found.problems.is_empty() {
        return Err(no_cases_found(&paths));
    }

    let mut tally = Tally::default();
    for problem in &found.problems {
        tally.broken += 1;
        stdout::warn(&format!("error: {problem}"));
    }
    for settings in &found.settings {
        let outcome = case::load(settings, &goldens).and_then(|case| {
            let reading =
                reading_for(&case.setup, &args.dialect).map_err(|message| case::CaseError {
                    path: case.settings_path.clone(),
                    message,
                })?;
            check_one(&case, &reading, args.bless, &mut tally)
        });
        if let Err(err) = outcome {
            tally.broken += 1;
            stdout::warn(&format!("error: {err}"));
        }
    }

    let broken = match tally.broken {
        0 => String::new(),
        n => format!(", {n} could not be checked"),
    };
    if args.bless {
        stdout::println(&format!(
            "{} unchanged, {} written{broken}",
            tally.passed, tally.written
        ));
    } else {
        stdout::println(&format!(
            "{} passed, {} failed{broken}",
            tally.passed, tally.failed
        ));
    }
    if tally.broken > 0 {
        Err(Failure::Input(format!(
            "{} case(s) could not be checked: fix the files named above; the others were checked",
            tally.broken
        )))
    } else if tally.failed > 0 {
        Err(Failure::Differences)
    } else {
        Ok(())
    }
}

fn check_one(
    case: &Case,
    reading: &Reading,
    bless: bool,
    tally: &mut Tally,
) -> Result<(), CaseError> {
    let checked = harness::check(case, reading)?;
    match (&checked.verdict, bless) {
        (Verdict::Pass, _) => tally.passed += 1,
        (Verdict::Unfit(why), _) => {
            return Err(CaseError {
                path: case.settings_path.clone(),
                message: why.clone(),
            });
        }
        (verdict, true) => {
            harness::bless(case, &checked.transcript)?;
            let why = if matches!(verdict, Verdict::NoGolden) {
                "new"
            } else {
                "changed"
            };
            stdout::println(&format!("wrote {} ({why})", case.golden_path.display()));
            tally.written += 1;
        }
        (Verdict::NoGolden, false) => {
            return Err(CaseError {
                path: case.golden_path.clone(),
                message: format!(
                    "no golden for case {}: review the transcript (arbiter replay {}) and write it with --bless",
                    case.id,
                    case.settings_path.display()
                ),
            });
        }
        (
            Verdict::FileDiffers {
                name,
                golden,
                written,
            },
            false,
        ) => {
            tally.failed += 1;
            let golden_file = case.golden_files_dir().join(name);
            let what = match (golden, written) {
                (_, None) => format!(
                    "it did not write {name}, which {} holds",
                    golden_file.display()
                ),
                (None, _) => format!(
                    "it wrote {name}, and {} does not exist: review it and write it with --bless",
                    golden_file.display()
                ),
                _ => format!("the {name} it wrote differs from {}", golden_file.display()),
            };
            stdout::println(&format!("FAIL {} ({}): {what}", case.id, case.description));
            if let (Some(golden), Some(written)) = (golden, written) {
                stdout::print(&diff::unified(
                    golden,
                    written,
                    &golden_file.display().to_string(),
                    "actual",
                    stdout_colour(),
                ));
            }
        }
        (Verdict::InputDiffers { recorded }, false) => {
            tally.failed += 1;
            let input = case.input_path.display();
            let what = match recorded {
                None => format!("{input} does not exist: write it with --bless"),
                Some(_) => format!(
                    "{input} is not what its scenario answered the engine: review the answers (arbiter replay --echo) and write them with --bless"
                ),
            };
            stdout::println(&format!("FAIL {} ({}): {what}", case.id, case.description));
            if let (Some(recorded), Some(conversation)) =
                (recorded, &checked.transcript.conversation)
            {
                stdout::print(&diff::unified(
                    recorded,
                    &conversation.input(),
                    &input.to_string(),
                    "answered",
                    stdout_colour(),
                ));
            }
        }
        (Verdict::Differs(difference), false) => {
            tally.failed += 1;
            let expected = checked.golden.as_deref().unwrap_or_default();
            stdout::println(&format!(
                "FAIL {} ({}): first difference at line {}, column {}",
                case.id, case.description, difference.line, difference.column
            ));
            stdout::print(&diff::unified(
                expected,
                &checked.transcript.output,
                &case.golden_path.display().to_string(),
                "actual",
                stdout_colour(),
            ));
        }
    }
    Ok(())
}
