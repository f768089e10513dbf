//! `arbiter similar`: which submissions of a class share code ([`crate::similar`]).

use std::path::PathBuf;

use crate::cli::{Failure, stdout};
use crate::games::GameSetup;
use crate::grade::submission;
use crate::similar::tokens::{Language, Tokens};
use crate::similar::{self, Options, Similarity, Source, report};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Submissions: folders or files, or class folders whose folders are submissions (as
    /// `grade` takes them)
    #[arg(required = true, value_name = "SUBMISSION")]
    pub submissions: Vec<PathBuf>,
    /// Code every student was given (the course's starter files), a file or a folder:
    /// fragments of it are not counted. May be given more than once
    #[arg(long, value_name = "PATH")]
    pub base: Vec<PathBuf>,
    /// Past submissions or public repositories, as submissions are given: compared with
    /// the class, not with each other. May be given more than once
    #[arg(long, value_name = "PATH")]
    pub archive: Vec<PathBuf>,
    /// The game the class wrote: the code its spec gives is not counted
    #[arg(long, value_name = "GAME")]
    pub game: Option<String>,
    /// Show the pairs whose larger share is at least this percentage
    #[arg(long, value_name = "PERCENT", default_value_t = 30.0)]
    pub threshold: f64,
    /// Fragments found in more than this percentage of the class are common code, not
    /// evidence (and only those found in at least 10 submissions, as MOSS's -m)
    #[arg(long, value_name = "PERCENT", default_value_t = 50.0)]
    pub common: f64,
    /// The fewest tokens a fragment has to count (about a line of code is ten)
    #[arg(long, value_name = "TOKENS", default_value_t = 20)]
    pub least_tokens: usize,
    /// Print the result as JSON: each pair with both submissions, the share of each and
    /// its fragments
    #[arg(long)]
    pub json: bool,
    /// Print each pair's fragments side by side, with line numbers, after the table
    #[arg(long)]
    pub fragments: bool,
    /// The width of the side-by-side fragments, in characters
    #[arg(long, value_name = "COLUMNS", default_value_t = 160)]
    pub width: usize,
}

impl Args {
    /// The options these arguments give, checked.
    pub fn options(&self) -> Result<Options, Failure> {
        let share = |name: &str, percent: f64| {
            if (0.0..=100.0).contains(&percent) {
                Ok(percent / 100.0)
            } else {
                Err(Failure::Input(format!(
                    "--{name} {percent}: a percentage from 0 to 100"
                )))
            }
        };
        if self.least_tokens < crate::similar::winnow::K {
            return Err(Failure::Input(format!(
                "--least-tokens {}: at least {}, the tokens of one fingerprint",
                self.least_tokens,
                crate::similar::winnow::K
            )));
        }
        Ok(Options {
            least_tokens: self.least_tokens,
            common_share: share("common", self.common)?,
            threshold: share("threshold", self.threshold)?,
        })
    }
}

pub fn run(args: &Args) -> Result<(), Failure> {
    let options = args.options()?;
    let given = given(&args.base, args.game.as_deref())?;
    let sources = sources(&args.submissions, &args.archive)?;
    let similarity = similar::compare(&sources, &given, &options);
    if no_sources(&similarity) {
        return Err(Failure::Input(
            "no C, C++ or Python source (.c, .h, .cpp, .cc, .hpp, .py) in the submissions given"
                .to_string(),
        ));
    }
    if args.json {
        let text = serde_json::to_string_pretty(&report::json(&similarity))
            .map_err(|err| Failure::Input(err.to_string()))?;
        stdout::print(&format!("{text}\n"));
        return Ok(());
    }
    stdout::print(&report::table(&similarity));
    if args.fragments {
        stdout::print(&report::fragments(&similarity, &sources, args.width));
    }
    Ok(())
}

/// The code every student was given: the files of `base` and the code of `game`'s spec.
pub fn given(base: &[PathBuf], game: Option<&str>) -> Result<Tokens, Failure> {
    let mut given = Tokens::default();
    for path in base {
        if !path.exists() {
            return Err(Failure::Input(format!(
                "--base {}: no such file or folder",
                path.display()
            )));
        }
        similar::add_sources(path, &mut given).map_err(Failure::Input)?;
    }
    if let Some(game) = game {
        let setup = GameSetup::parse(game, &[]).map_err(Failure::Input)?;
        for (name, code) in setup.given_code() {
            given.add_file(PathBuf::from(name), code.to_string(), Language::C);
        }
    }
    Ok(given)
}

/// The class, then the archive, read.
pub fn sources(class: &[PathBuf], archive: &[PathBuf]) -> Result<Vec<Source>, Failure> {
    let mut found = Vec::new();
    for (paths, archived) in [(class, false), (archive, true)] {
        if paths.is_empty() {
            continue;
        }
        for submission in submission::discover(paths).map_err(Failure::Input)? {
            found.push((submission, archived));
        }
    }
    let sources = similar::read_all(&found).map_err(Failure::Input)?;
    let mut names: Vec<&str> = sources.iter().map(|source| source.id.as_str()).collect();
    names.sort_unstable();
    if let Some(pair) = names.windows(2).find(|pair| pair[0] == pair[1]) {
        return Err(Failure::Input(format!(
            "two submissions are both called {:?}, one of them archived: rename one",
            pair[0]
        )));
    }
    Ok(sources)
}

/// Whether no submission compared holds a source, which an empty table would hide.
fn no_sources(similarity: &Similarity) -> bool {
    similarity
        .submissions
        .iter()
        .all(|submission| submission.files == 0)
}
