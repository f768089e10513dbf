//! `arbiter audit`: each of a game's typical mistakes graded as a student would be, several
//! times, and what the cases make of it.
//!
//! Each mistake ([`crate::mistakes`]) is the engine itself run with `--mistake NAME`, a
//! submission graded by `--cmd` on the game's default cases with its own chance (a fresh
//! seed every run, as a student's clock gives), and so is the engine without a mistake, as
//! the control: it must pass every case run, or the audit says nothing. The result is the
//! kill matrix (mistake by case, failed k of N), the mistakes no case catches on every run,
//! the cases that catch nothing, and for each mistake whether a failing case's first
//! difference names the rule it breaks. The idea is mutation analysis of an autograder's
//! tests: staff who write their own cases learn what they miss.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};

use clap::Parser;
use serde::Serialize;

use crate::cli::progress::Bar;
use crate::cli::{Failure, grade as grading, stdout};
use crate::games::GameSetup;
use crate::grade::journal::Recorded;
use crate::grade::verdict::Verdict;
use crate::mistakes::{self, Mistake};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game whose mistakes are graded (see `arbiter games`)
    #[arg(value_name = "GAME")]
    game: String,
    /// How many times each mistake is graded, each time with its own chance
    #[arg(long, value_name = "N", default_value = "3", value_parser = runs)]
    runs: usize,
    /// The cases, as `arbiter grade --cases` takes them [default: the game's, as `grade`
    /// picks them by default]
    #[arg(long, value_name = "CASES", value_delimiter = ',')]
    cases: Vec<String>,
    /// Only these mistakes (repeat or separate with commas) [default: all of the game's]
    #[arg(long, value_name = "NAMES", value_delimiter = ',')]
    mistakes: Vec<String>,
    /// How many runs at once [default: the number of cores]
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<NonZeroUsize>,
    /// Print the results as JSON, for scripts
    #[arg(long)]
    json: bool,
}

fn runs(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=1000).contains(&n) => Ok(n),
        _ => Err(format!("{text:?} is not a number of runs from 1 to 1000")),
    }
}

/// The engine's own name in the audit: the control, with no mistake.
const CONTROL: &str = "(no mistake)";

/// What the audit found for one submission (a mistake, or the control).
#[derive(Clone, Debug, Default, Serialize)]
struct Tally {
    /// For each case, how many runs failed it.
    failed: BTreeMap<String, usize>,
    /// In how many runs at least one case failed.
    caught: usize,
    /// In how many runs a failing case's reason named the broken rule.
    named: usize,
    /// A reason it failed, from the last run that failed it, for each case.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    reasons: BTreeMap<String, String>,
}

/// The whole audit, as `--json` prints it.
#[derive(Serialize)]
struct Audit {
    game: String,
    runs: usize,
    cases: Vec<String>,
    /// The engine without a mistake: every case run must pass.
    control: Tally,
    mistakes: BTreeMap<String, Tally>,
    /// The mistakes that passed every case in at least one run.
    survivors: Vec<String>,
    /// The mistakes whose failing reasons never named the broken rule.
    unnamed: Vec<String>,
    /// The cases no mistake failed on any run.
    idle_cases: Vec<String>,
}

/// Words parsed as `arbiter grade`'s, for the grading runs of the audit.
#[derive(Parser)]
struct GradeWords {
    #[command(flatten)]
    args: grading::Args,
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let setup = GameSetup::parse(&args.game, &[]).map_err(|_| {
        let known = GameSetup::catalogue();
        let names: Vec<&str> = known.get_subcommands().map(|g| g.get_name()).collect();
        Failure::Input(format!(
            "unknown game {:?}: the games are {} (arbiter games)",
            args.game,
            names.join(", ")
        ))
    })?;
    let catalogue = setup.mistakes();
    let chosen: Vec<&'static Mistake> = match args.mistakes.is_empty() {
        true if catalogue.is_empty() => {
            return Err(Failure::Input(format!(
                "{} has no catalogued mistakes to audit",
                args.game
            )));
        }
        true => catalogue.iter().collect(),
        false => (args.mistakes.iter())
            .filter(|name| !name.is_empty())
            .map(|name| mistakes::find(&args.game, catalogue, name))
            .collect::<Result<_, _>>()
            .map_err(Failure::Input)?,
    };
    let engine = std::env::current_exe()
        .map_err(|err| Failure::Input(format!("cannot tell where arbiter is: {err}")))?;
    let class = tempfile::Builder::new()
        .prefix("arbiter-audit-")
        .tempdir()
        .map_err(|err| Failure::Input(format!("cannot create a temporary folder: {err}")))?;
    let mut students = vec![(CONTROL.to_string(), None)];
    students.extend(chosen.iter().map(|m| (m.name.to_string(), Some(m.name))));
    let mut folders = Vec::new();
    for (index, (_, mistake)) in students.iter().enumerate() {
        let folder = class.path().join(format!("{index:02}"));
        write_student(&folder, &engine, &args.game, *mistake)
            .map_err(|err| Failure::Input(format!("cannot write {}: {err}", folder.display())))?;
        folders.push(folder);
    }

    let grade_args = grade_args(args, &folders)?;
    let comparison = grading::comparison(&grade_args)?;
    let (submissions, method) = grading::submissions_and_method(&grade_args)?;
    let settings = grading::settings(&grade_args, comparison, method)?;
    crate::interrupt::install()
        .map_err(|err| Failure::Input(format!("cannot catch interrupts: {err}")))?;

    let mut tallies: Vec<Tally> = vec![Tally::default(); students.len()];
    let mut case_ids = Vec::new();
    for run in 0..args.runs {
        let selection = grading::select_cases(&grade_args)?;
        case_ids = selection.cases.iter().map(|case| case.id.clone()).collect();
        let mut progress = Bar::on_terminal("");
        progress.message(format!("run {} of {}", run + 1, args.runs));
        let gradebook = crate::grade::grade(
            selection,
            &submissions,
            &settings,
            None,
            Recorded::new(),
            &mut progress,
        )
        .map_err(|stopped| match stopped {
            crate::grade::Stopped::Failed(message) => Failure::Input(message),
            crate::grade::Stopped::Interrupted => {
                Failure::Interrupted("interrupted: the audit was stopped".to_string())
            }
        })?;
        progress.finish();
        for graded in &gradebook.submissions {
            // Each student's folder is named by its place among the students.
            let Some(index) = graded
                .id
                .parse::<usize>()
                .ok()
                .filter(|&i| i < students.len())
            else {
                continue;
            };
            let mistake =
                (students[index].1).and_then(|name| mistakes::find("", catalogue, name).ok());
            let tally = &mut tallies[index];
            let mut caught = false;
            let mut named = false;
            for result in &graded.results {
                let name = short(&result.case);
                let failed = tally.failed.entry(name.clone()).or_default();
                if result.verdict == Verdict::Pass {
                    continue;
                }
                *failed += 1;
                caught = true;
                named |= mistake.is_some_and(|m| m.named_by(&result.detail));
                tally.reasons.insert(name, result.detail.clone());
            }
            tally.caught += usize::from(caught);
            tally.named += usize::from(named);
        }
    }
    // The control is the first student.
    let mut tallies = tallies.into_iter();
    let control = tallies.next().unwrap_or_default();
    let by_mistake: BTreeMap<String, Tally> = (chosen.iter())
        .map(|m| m.name.to_string())
        .zip(tallies)
        .collect();
    let cases: Vec<String> = case_ids.iter().map(|id| short(id)).collect();
    let audit = Audit {
        game: args.game.clone(),
        runs: args.runs,
        survivors: (by_mistake.iter())
            .filter(|(_, t)| t.caught < args.runs)
            .map(|(name, _)| name.clone())
            .collect(),
        unnamed: (by_mistake.iter())
            .filter(|(_, t)| t.caught > 0 && t.named == 0)
            .map(|(name, _)| name.clone())
            .collect(),
        idle_cases: (cases.iter())
            .filter(|case| {
                (by_mistake.values()).all(|t| t.failed.get(*case).is_none_or(|&k| k == 0))
            })
            .cloned()
            .collect(),
        cases,
        control,
        mistakes: by_mistake,
    };
    let control_failed = audit.control.caught > 0;
    if args.json {
        let text = serde_json::to_string_pretty(&audit)
            .map_err(|err| Failure::Input(format!("cannot write JSON: {err}")))?;
        stdout::println(&text);
    } else {
        stdout::print(&text(&audit, &chosen));
    }
    match control_failed || !audit.survivors.is_empty() {
        true => Err(Failure::Differences),
        false => Ok(()),
    }
}

/// A student's folder whose one program is the engine, making `mistake` when there is one.
fn write_student(
    folder: &Path,
    engine: &Path,
    game: &str,
    mistake: Option<&str>,
) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::create_dir_all(folder)?;
    let mistake = mistake.map_or(String::new(), |name| format!(" --mistake {name}"));
    let program = folder.join("game");
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\nexec {} play {game}{mistake} \"$@\"\n",
            shell_words::quote(&engine.to_string_lossy())
        ),
    )?;
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755))
}

/// `arbiter grade`'s arguments for the audit's class: each folder's program with the
/// case's options, on the cases asked for.
fn grade_args(args: &Args, folders: &[PathBuf]) -> Result<grading::Args, Failure> {
    let mut words: Vec<String> = vec![
        "grade".into(),
        "--game".into(),
        args.game.clone(),
        "--cmd".into(),
        "{dir}/game {options}".into(),
        // The students are arbiter's own engine, trusted: confinement would also keep each
        // one's script from starting arbiter, which lies outside its folder.
        "--isolation".into(),
        "off".into(),
    ];
    if !args.cases.is_empty() {
        words.push("--cases".into());
        words.push(args.cases.join(","));
    }
    if let Some(jobs) = args.jobs {
        words.push("--jobs".into());
        words.push(jobs.to_string());
    }
    words.extend(folders.iter().map(|f| f.to_string_lossy().into_owned()));
    GradeWords::try_parse_from(words)
        .map(|parsed| parsed.args)
        .map_err(|err| Failure::Input(err.to_string()))
}

/// A case's name without its game.
fn short(id: &str) -> String {
    id.split_once('/').map_or(id, |(_, name)| name).to_string()
}

/// The audit for people: the matrix, then what it shows.
fn text(audit: &Audit, chosen: &[&Mistake]) -> String {
    let runs = audit.runs;
    let mut out = format!(
        "{}: {} mistakes, {} cases, {runs} run{} each with its own chance\n",
        audit.game,
        chosen.len(),
        audit.cases.len(),
        if runs == 1 { "" } else { "s" }
    );
    let control_fails: Vec<String> = (audit.control.failed.iter())
        .filter(|(_, k)| **k > 0)
        .map(|(case, k)| format!("{case} {k} of {runs}"))
        .collect();
    match control_fails.is_empty() {
        true => out.push_str("the engine without a mistake passed every case on every run\n\n"),
        false => out.push_str(&format!(
            "the engine without a mistake FAILED {}: the audit cannot be trusted until it passes\n\n",
            control_fails.join(", ")
        )),
    }
    let width = chosen
        .iter()
        .map(|m| m.name.len())
        .max()
        .unwrap_or(7)
        .max(7);
    out.push_str(&format!(
        "{:width$}  caught  named  cases that fail it (runs)\n",
        "mistake"
    ));
    for mistake in chosen {
        let tally = &audit.mistakes[mistake.name];
        let cases: Vec<String> = (tally.failed.iter())
            .filter(|(_, k)| **k > 0)
            .map(|(case, k)| format!("{case} {k}/{runs}"))
            .collect();
        out.push_str(&format!(
            "{:width$}  {:>6}  {:>5}  {}\n",
            mistake.name,
            format!("{}/{runs}", tally.caught),
            format!("{}/{runs}", tally.named),
            if cases.is_empty() {
                "-".to_string()
            } else {
                cases.join(", ")
            }
        ));
    }
    out.push('\n');
    let list = |names: &[String]| match names.is_empty() {
        true => "none".to_string(),
        false => names.join(", "),
    };
    out.push_str(&format!(
        "mistakes that passed every case on some run: {}\n",
        list(&audit.survivors)
    ));
    out.push_str(&format!(
        "mistakes caught but never named by their first difference: {}\n",
        list(&audit.unnamed)
    ));
    out.push_str(&format!(
        "cases that catch no mistake: {}\n",
        list(&audit.idle_cases)
    ));
    out
}
