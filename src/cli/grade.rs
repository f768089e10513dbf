//! `arbiter grade`: run submissions on a game's cases and print a gradebook.

use crate::conversation::Taught;
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::cli::progress::Bar;

use crate::cli::{Failure, no_cases_found, reading_for, stdout, stdout_colour, values};
use crate::dialect::Reading;
use crate::games::GameSetup;
use crate::grade::journal::{Journal, Recorded};
use crate::grade::limits::{self, parse_seconds, parse_size};
use crate::grade::report::{self, terminal};
use crate::grade::seeding::SameDealCost;
use crate::grade::shard;
use crate::grade::submission::{self, BuildLimits, Method, Submission, Template};
use crate::grade::verdict::CaseResult;
use crate::grade::{self, Progress, Settings, Stopped, cases, compare::Comparison};
use crate::harness::case::{self, GoldenRoot, Kind};
use crate::interrupt;
use crate::sandbox::{Available, Isolation, Subject};
use crate::similar;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Submissions: a program or source file, a student's folder, or a folder of students'
    /// folders
    #[arg(value_name = "SUBMISSION")]
    submissions: Vec<PathBuf>,
    /// The game the submissions play (see `arbiter games`)
    #[arg(long, value_name = "GAME")]
    game: String,
    /// The cases: folders, .case or .in files, or case names; repeat or separate with commas
    /// [default: cases/<GAME>]
    #[arg(long, value_name = "CASES", value_delimiter = ',')]
    cases: Vec<String>,
    /// Read goldens from DIR/<game>/<name>.out instead of golden/ beside cases/
    #[arg(long, value_name = "DIR")]
    golden: Option<PathBuf>,
    /// Compare every case with its golden, also those whose game is dealt at random (for
    /// programs that seed from ARBITER_SEED as the engine does); by default those are
    /// judged against each program's own deal and computer moves
    #[arg(long = "all-cases", alias = "exact")]
    all_cases: bool,
    /// What is compared: the events the game's spec fixes, whatever the layout (spec), or
    /// the bytes, with the --ignore-* and --collapse-spaces options (exact)
    #[arg(long, value_enum, value_name = "WHAT", default_value = "spec")]
    compare: Compared,
    /// Score a case by the share of its expected events shown before the first difference
    /// (with --compare spec); by default a case scores all of its weight or nothing
    #[arg(long)]
    partial: bool,
    /// What a program that deals the same game on every run costs: reported in the
    /// gradebook (report), or the case run twice to find it fails (fail); the specs ask for
    /// a generator seeded from the clock
    #[arg(long, value_enum, value_name = "COST", default_value = "report")]
    same_deal: SameDealCost,
    /// Grade the robustness cases too: input the spec lets programs ignore (words where it
    /// says to assume an integer, binary bytes, end of input)
    #[arg(long)]
    robustness: bool,
    /// Grade the extra cases too: optional features of the spec (extra credit), which a
    /// program need not have
    #[arg(long)]
    extras: bool,
    /// Grade the cases whose scripts answer the engine's own questions where the spec
    /// leaves the dialogue free (Crazy Eights'), for a course that gave its students the
    /// engine's dialogue; the scenario cases play every program in its own
    #[arg(long)]
    engine_dialogue: bool,
    /// Pin a choice of the game's dialect, for a course that announced one reading
    /// (repeatable; `arbiter games` lists the choices); by default any reading the spec
    /// allows is accepted
    #[arg(long, value_name = "NAME=VALUE")]
    dialect: Vec<String>,
    /// Teach the conversations a question arbiter does not read: a question whose last
    /// line holds PATTERN (ignoring case) is answered TEXT (repeatable), as in
    /// --answer 'press enter=' (docs/grade.md, Conversations)
    #[arg(long, value_name = "PATTERN=TEXT", value_parser = Taught::parse)]
    answer: Vec<Taught>,
    /// Run this command for every submission instead of finding out how; {dir} is the
    /// submission's folder, {path} the submission itself, {seed} the case's seed and
    /// {options} the case's option words (none or several)
    #[arg(long, value_name = "COMMAND", conflicts_with = "build")]
    cmd: Option<String>,
    /// The command that compiles C and C++ submissions; {compiler} is cc or c++, {exe} the
    /// program to write, {sources} the source files, {dir} the submission's folder
    /// [default: "{compiler} -O2 -o {exe} {sources} -lm"]
    #[arg(long, value_name = "COMMAND")]
    build: Option<String>,
    /// Grade outputs already produced instead of programs: DIR/<student>/<case>.out, or
    /// DIR/<case>.out for one student
    #[arg(long, value_name = "DIR", conflicts_with_all = ["submissions", "cmd", "build"])]
    outputs: Vec<PathBuf>,
    /// How long a run may wait on nothing (neither read its input nor print), in seconds
    /// (decimals allowed); a run that keeps reading and printing may last ten times this
    /// in all, and is held by its CPU time
    #[arg(long, value_name = "SECONDS", default_value = "10", allow_negative_numbers = true,
          value_parser = parse_seconds)]
    timeout: Duration,
    /// CPU time per process of a run, in seconds [default: the --timeout]: a program that
    /// spins on every core is stopped by it before the wall time
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = parse_seconds)]
    cpu_time: Option<Duration>,
    /// How runs are confined: `best` uses every protection this machine offers and says
    /// which; `strict` refuses to start without all of them; `off` runs programs as they
    /// are, for a course that trusts them (docs/isolation.md)
    #[arg(long, value_name = "LEVEL", default_value = "best")]
    isolation: Isolation,
    /// Wall and CPU time a build may take, in seconds
    #[arg(long, value_name = "SECONDS", default_value = "60", allow_negative_numbers = true,
          value_parser = parse_seconds)]
    build_timeout: Duration,
    /// Address space a build may reserve (K, M and G suffixes)
    #[arg(long, value_name = "SIZE", default_value = "2G", allow_negative_numbers = true,
          value_parser = parse_size)]
    build_memory: u64,
    /// Standard output per run (K, M and G suffixes); a run that prints more is stopped
    #[arg(long, value_name = "SIZE", default_value = "1M", allow_negative_numbers = true,
          value_parser = parse_size)]
    max_output: u64,
    /// Let programs sleep for real: by default Python's time.sleep and C's sleep, usleep and
    /// nanosleep return at once (the output is the same; the report says how long it asked
    /// to sleep)
    #[arg(long)]
    real_sleep: bool,
    /// Address space per run (setrlimit RLIMIT_AS; K, M and G suffixes)
    #[arg(long, value_name = "SIZE", default_value = "2G", allow_negative_numbers = true,
          value_parser = parse_size)]
    memory_limit: u64,
    /// How many runs at once [default: the number of cores]
    #[arg(long, short = 'j', value_name = "N", allow_negative_numbers = true,
          value_parser = values::jobs)]
    jobs: Option<NonZeroUsize>,
    /// Spaces, tabs and carriage returns at line ends, blank lines at the end and a missing
    /// final newline do not count
    #[arg(long)]
    ignore_trailing_whitespace: bool,
    /// Lines that are empty or only white space do not count
    #[arg(long)]
    ignore_blank_lines: bool,
    /// Upper and lower case do not count
    #[arg(long)]
    ignore_case: bool,
    /// Any run of spaces and tabs counts as one space
    #[arg(long)]
    collapse_spaces: bool,
    /// Write results.json, grades.csv, junit.xml and gradescope/<student>/results.json
    /// here, and journal.jsonl as results come
    #[arg(long, value_name = "DIR")]
    report: Option<PathBuf>,
    /// Keep the results already in DIR/journal.jsonl and grade only the rest
    #[arg(long, requires = "report")]
    resume: bool,
    /// Grade only shard K of N of the class (every Nth submission, whole), keeping its
    /// journal in DIR/shards/K-of-N/ for a merge; exits 0 once its work is done
    #[arg(
        long,
        value_name = "K/N",
        requires = "report",
        conflicts_with = "merge"
    )]
    shard: Option<shard::Shard>,
    /// Merge the shards in DIR/shards/ and write the reports an unsharded run writes,
    /// running nothing (`arbiter merge DIR` runs this with the shards' own command)
    #[arg(long, requires = "report", conflicts_with = "resume")]
    merge: bool,
    /// Show every case that did not pass, with its diff
    #[arg(long, short = 'v')]
    verbose: bool,
    /// Also find the submissions that share code, as `arbiter similar` does: printed after
    /// the gradebook, and in the reports (results.json, similarity.csv, similarity.html)
    #[arg(long)]
    similarity: bool,
    /// Code every student was given (the course's starter files), a file or a folder, not
    /// counted by --similarity. May be given more than once
    #[arg(long, value_name = "PATH", requires = "similarity")]
    similarity_base: Vec<PathBuf>,
}

/// What `--compare` chooses.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Compared {
    Spec,
    Exact,
}

/// The comparison the options ask for; text options need the text comparison.
pub(crate) fn comparison(args: &Args) -> Result<Comparison, Failure> {
    let text = Comparison {
        spec_events: false,
        ignore_trailing_whitespace: args.ignore_trailing_whitespace,
        ignore_blank_lines: args.ignore_blank_lines,
        ignore_case: args.ignore_case,
        collapse_spaces: args.collapse_spaces,
    };
    match args.compare {
        Compared::Exact if args.partial => Err(Failure::Input(
            "--partial scores the share of a case's events, which only --compare spec reads: drop --compare exact or --partial".to_string(),
        )),
        Compared::Exact => Ok(text),
        Compared::Spec if !text.is_exact() => Err(Failure::Input(format!(
            "--{} compares text, and --compare spec (the default) compares the spec's events, whatever the layout: add --compare exact to compare text",
            text.names().join(", --")
        ))),
        Compared::Spec => Ok(Comparison::spec()),
    }
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let known = GameSetup::catalogue();
    if known.find_subcommand(&args.game).is_none() {
        let names: Vec<&str> = known.get_subcommands().map(|g| g.get_name()).collect();
        return Err(Failure::Input(format!(
            "unknown game {:?}: the games are {} (arbiter games)",
            args.game,
            names.join(", ")
        )));
    }
    let comparison = comparison(args)?;
    let selection = select_cases(args)?;
    limits::check_memory_floor(args.memory_limit).map_err(Failure::Input)?;
    Available::probe()
        .check(args.isolation, Subject::Run)
        .map_err(Failure::Input)?;
    interrupt::install()
        .map_err(|err| Failure::Input(format!("cannot catch interrupts: {err}")))?;
    let (submissions, method) = submissions_and_method(args)?;
    let settings = settings(args, comparison, method)?;

    // A shard grades its part of the class into a folder of its own.
    let (submissions, report_folder) = match (args.shard, &args.report) {
        (Some(shard), Some(report)) => {
            let folder = shard.folder(report);
            let mine: Vec<Submission> = (submissions.into_iter().enumerate())
                .filter(|(position, _)| shard.takes(*position))
                .map(|(_, submission)| submission)
                .collect();
            shard::Manifest {
                submissions: mine.iter().map(|s| s.id.clone()).collect(),
                cases: selection.cases.iter().map(|case| case.id.clone()).collect(),
                ..shard::Manifest::of_this_run(shard::Kind::Grade, shard)
            }
            .write(&folder)
            .map_err(Failure::Input)?;
            (mine, Some(folder))
        }
        _ => (submissions, args.report.clone()),
    };
    let (mut journal, recorded) = match &report_folder {
        None => (None, Recorded::new()),
        Some(folder) if args.merge => {
            let ids: Vec<String> = submissions.iter().map(|s| s.id.clone()).collect();
            let cases: Vec<String> = selection.cases.iter().map(|case| case.id.clone()).collect();
            let (journal, recorded) = shard::merge(folder, &settings.fingerprint(), &ids, &cases)
                .map_err(Failure::Input)?;
            let gathered: usize = recorded.results.values().map(|cases| cases.len()).sum();
            stdout::println(&format!(
                "merged: {gathered} results of {} submissions from {}",
                ids.len(),
                folder.join(shard::SHARDS).display()
            ));
            (Some(journal), recorded)
        }
        Some(folder) if args.resume => {
            let (journal, recorded) =
                Journal::resume(folder, &settings.fingerprint()).map_err(Failure::Input)?;
            (Some(journal), recorded)
        }
        Some(folder) => {
            let journal =
                Journal::start(folder, &settings.fingerprint()).map_err(Failure::Input)?;
            (Some(journal), Recorded::new())
        }
    };

    // Read before grading, so that a --similarity-base that cannot be used stops the run
    // before it starts.
    let given = if args.similarity {
        Some(crate::cli::similar::given(
            &args.similarity_base,
            Some(&args.game),
        )?)
    } else {
        None
    };
    let mut progress = Bar::on_terminal("");
    let mut gradebook = grade::grade(
        selection,
        &submissions,
        &settings,
        journal.as_mut(),
        recorded,
        &mut progress,
    )
    .map_err(|stopped| {
        progress.finish();
        match stopped {
            Stopped::Failed(message) => Failure::Input(message),
            Stopped::Interrupted => Failure::Interrupted(match &args.report {
                Some(folder) => format!(
                    "interrupted: every run in flight was stopped and its folders removed; the results finished before are kept in {}: the same command with --resume finishes the work",
                    folder.join(crate::journal::FILE_NAME).display()
                ),
                None => "interrupted: every run in flight was stopped and its folders removed; nothing was kept (no --report): grade again, with --report to be able to --resume".to_string(),
            }),
        }
    })?;
    progress.finish();

    stdout::println(&terminal::heading(&gradebook));
    stdout::print(&terminal::table(&gradebook));
    if args.verbose {
        stdout::print(&terminal::details(&gradebook, stdout_colour()));
    }
    stdout::println("");
    let readings = terminal::readings(&gradebook);
    if !readings.is_empty() {
        stdout::println(&readings);
    }
    stdout::print(&terminal::closing(&gradebook));
    if let Some(given) = given {
        let found: Vec<(Submission, bool)> = (submissions.iter())
            .map(|submission| (submission.clone(), false))
            .collect();
        let sources = similar::read_all(&found).map_err(Failure::Input)?;
        let result = similar::compare(&sources, &given, &similar::Options::default());
        stdout::println("");
        stdout::print(&similar::report::table(&result));
        gradebook.similarity = Some((result, sources));
    }
    if let (Some(shard), Some(folder)) = (args.shard, &report_folder) {
        stdout::println(&format!(
            "shard {} of {} done: {} submissions; its journal is {}: once every shard is done, `arbiter merge {}` writes the reports",
            shard.index,
            shard.count,
            gradebook.submissions.len(),
            folder.join(crate::journal::FILE_NAME).display(),
            args.report.as_deref().unwrap_or(folder).display()
        ));
        if !gradebook.warnings.is_empty() {
            return Err(Failure::Input(gradebook.warnings.join("\n")));
        }
        return Ok(());
    }
    if let Some(folder) = &args.report {
        report::write_all(&gradebook, folder).map_err(Failure::Input)?;
        stdout::println(&format!(
            "reports: {} (index.html, results.json, grades.csv, junit.xml, gradescope/)",
            folder.display()
        ));
    }
    if !gradebook.warnings.is_empty() {
        return Err(Failure::Input(gradebook.warnings.join("\n")));
    }
    if gradebook.all_passed() {
        Ok(())
    } else {
        Err(Failure::Differences)
    }
}

/// How this run grades: its options as [`Settings`].
pub(crate) fn settings(
    args: &Args,
    comparison: Comparison,
    method: Method,
) -> Result<Settings, Failure> {
    Ok(Settings {
        game: args.game.clone(),
        method,
        comparison,
        partial: args.partial,
        limits: limits::limits(
            args.timeout,
            args.max_output,
            args.memory_limit,
            args.cpu_time.unwrap_or(args.timeout),
        ),
        jobs: args
            .jobs
            .or_else(|| std::thread::available_parallelism().ok())
            .map_or(1, NonZeroUsize::get),
        exact: args.all_cases,
        dialect: pinned_reading(args)?,
        real_sleep: args.real_sleep,
        isolation: args.isolation,
        build: BuildLimits {
            time: args.build_timeout,
            memory: args.build_memory,
            confined: args.isolation != Isolation::Off,
        },
        same_deal: args.same_deal,
        taught: args.answer.clone(),
    })
}

/// The choices of the dialect pinned with `--dialect`.
fn pinned_reading(args: &Args) -> Result<Reading, Failure> {
    let setup = GameSetup::parse(&args.game, &[]).map_err(Failure::Input)?;
    reading_for(&setup, &args.dialect).map_err(Failure::Input)
}

/// The cases named by `--cases` (or the game's folder), of the game, picked by replay.
pub(crate) fn select_cases(args: &Args) -> Result<cases::Selection, Failure> {
    let game_folder = Path::new("cases").join(&args.game);
    let paths: Vec<PathBuf> = if args.cases.is_empty() {
        if !game_folder.is_dir() {
            return Err(Failure::Input(format!(
                "no folder {} here: run arbiter grade from the folder that holds cases/, or name the cases with --cases",
                game_folder.display()
            )));
        }
        vec![game_folder.clone()]
    } else {
        let mut paths = Vec::new();
        for item in args.cases.iter().filter(|item| !item.is_empty()) {
            let as_path = PathBuf::from(item);
            let as_name = game_folder.join(format!("{item}.case"));
            if as_path.exists() {
                paths.push(as_path);
            } else if as_name.is_file() {
                paths.push(as_name);
            } else {
                return Err(Failure::Input(format!(
                    "{item}: no such case: name a folder, a .case or .in file, or a case in {}",
                    game_folder.display()
                )));
            }
        }
        paths
    };
    let goldens = args
        .golden
        .clone()
        .map_or(GoldenRoot::BesideCases, GoldenRoot::Folder);
    let found = case::find(&paths)
        .all_or_problems()
        .map_err(Failure::Input)?;
    let mut loaded = Vec::with_capacity(found.len());
    for settings in &found {
        let case = case::load(settings, &goldens).map_err(|err| Failure::Input(err.to_string()))?;
        if case.setup.name() != args.game {
            return Err(Failure::Input(format!(
                "{}: a case of {}, not of {}: grade one game at a time",
                settings.display(),
                case.setup.name(),
                args.game
            )));
        }
        loaded.push(case);
    }
    if loaded.is_empty() {
        return Err(no_cases_found(&paths));
    }
    let asked: Vec<Kind> = [
        (args.robustness, Kind::Robustness),
        (args.extras, Kind::Extra),
        (args.engine_dialogue, Kind::Dialogue),
    ]
    .into_iter()
    .filter_map(|(asked, kind)| asked.then_some(kind))
    .collect();
    let selection = cases::select(&loaded, args.all_cases, &asked).map_err(Failure::Input)?;
    if selection.cases.is_empty() {
        let reasons: Vec<String> = (cases::OPTIONAL.iter())
            .map(|optional| format!("{} cases because {}", optional.name, optional.because))
            .collect();
        return Err(Failure::Input(format!(
            "all {} cases named are left out: {}",
            selection.left_out.len(),
            reasons.join("; ")
        )));
    }
    Ok(selection)
}

/// The submissions to grade and how to run them.
pub(crate) fn submissions_and_method(args: &Args) -> Result<(Vec<Submission>, Method), Failure> {
    if !args.outputs.is_empty() {
        let found = submission::discover(&args.outputs).map_err(Failure::Input)?;
        return Ok((found, Method::Outputs));
    }
    if let Some(command) = &args.cmd {
        let template = Template::parse(command, submission::COMMAND_PLACEHOLDERS)
            .map_err(|err| Failure::Input(format!("--cmd: {err}")))?;
        let found = if args.submissions.is_empty() {
            // One submission: the command itself, with {dir} the current folder.
            let here = std::env::current_dir()
                .map_err(|err| Failure::Input(format!("cannot tell the current folder: {err}")))?;
            vec![Submission {
                id: "command".to_string(),
                path: here,
                is_folder: true,
            }]
        } else {
            submission::discover(&args.submissions).map_err(Failure::Input)?
        };
        return Ok((found, Method::Command(template)));
    }
    if args.submissions.is_empty() {
        return Err(Failure::Input(
            "name the submissions to grade (a folder of students' folders, a student's folder or a program), or give --cmd or --outputs".to_string(),
        ));
    }
    let build = args.build.as_deref().unwrap_or(submission::DEFAULT_BUILD);
    let build = Template::parse(build, submission::BUILD_PLACEHOLDERS)
        .map_err(|err| Failure::Input(format!("--build: {err}")))?;
    let found = submission::discover(&args.submissions).map_err(Failure::Input)?;
    Ok((found, Method::Detect { build }))
}

impl Progress for Bar {
    fn started(&mut self, builds: usize, runs: usize) {
        self.set_total(builds + runs, 0);
        self.message("preparing submissions");
    }

    fn prepared(&mut self, submission: &str) {
        self.advance(format!("ready: {submission}"));
    }

    fn graded(&mut self, submission: &str, result: &CaseResult) {
        self.advance(format!("{submission} {}: {}", result.case, result.verdict));
    }
}
