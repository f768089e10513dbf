//! Test cases: finding them on disk and reading their settings files.
//!
//! A case is three files that share a name:
//!
//! ```text
//! cases/<game>/<name>.in     the input script, raw bytes, pipeable into any program
//! cases/<game>/<name>.case   its settings: description, seed, options
//! golden/<game>/<name>.out   the expected standard output
//! ```
//!
//! The settings file is `key: value` lines; blank lines and comment lines (starting with
//! `#`) are ignored. A comment takes a whole line: a `#` after a value is part of the value,
//! so a description may say `case #3`:
//!
//! ```text
//! description: every kind of invalid menu choice, then quit
//! seed: 7
//! options: --computer memory:10
//! ```
//!
//! `description` and `seed` are required, `options` (the game's command-line options,
//! separated by spaces) is optional, and any other key is an error so that a misspelt key
//! is never silently ignored. The game is the name of the folder the case is in.
//!
//! `kind` (optional) says what the case tests: `graded` (the default), what the spec asks,
//! or `robustness`, how the reference engine copes with input the spec lets programs
//! ignore (a word where the spec says to assume an integer, binary bytes, input that ends
//! in the middle of a game), or `extra`, an optional feature of the spec (extra credit, such
//! as Crazy Eights' graphics), or `dialogue`, what the spec asks with a script that answers
//! the engine's own questions where the spec leaves the dialogue free (a scenario plays
//! every program in its own). `check` and `replay` run every case; `grade` leaves the
//! robustness, extra and dialogue cases out unless asked, since a program that follows the
//! spec may fail them.
//!
//! `scenario` (optional) makes the case a conversation (see [`crate::conversation`]): its
//! goals, in the game's words (`games 2, eight`), and its input script is then what the
//! engine was answered, written by `check --bless`.
//!
//! `unusual` (optional, for a robustness case) names the input it gives, for the heading of
//! a grading run that leaves it out: `words` (where the spec asks for a number), `binary`,
//! `empty` or `ends-early` (in the middle of a game). Without it, the input's bytes and its
//! reference run say which.
//!
//! `checks` (optional) says what a program must show to pass when that is less than a
//! game: `play` (the default), the spec's events of the case's game; `opening`, the
//! game's opening and a clean end where the input, empty, ends (so a program that prints
//! its opening and exits passes it); `ending`, only a clean end, the input read, where no
//! event of the spec comes before the input ends (so a program that prints nothing and
//! exits passes it). A case whose golden shows no event of the spec checks nothing unless
//! it says `ending` ([`crate::grade::verdict::earned`]).
//!
//! `weight` (optional, default 1) is what the case is worth when `arbiter grade` scores a
//! submission: a whole number from 1 to 1,000,000. Whole numbers keep scores exact (no
//! `0.1 + 0.2` in a gradebook); any ratio between cases can be written with them (`2` and
//! `3` for 40% and 60%).

use std::fmt;
use std::path::{Path, PathBuf};

use crate::games::GameSetup;

/// A case ready to run.
#[derive(Clone, Debug)]
pub struct Case {
    /// `<game>/<name>`, how reports name the case.
    pub id: String,
    pub settings_path: PathBuf,
    pub input_path: PathBuf,
    pub golden_path: PathBuf,
    pub description: String,
    pub seed: u64,
    pub setup: GameSetup,
    /// Its option words as its settings give them (`--computer memory:10`), for `--cmd`'s
    /// `{options}`.
    pub options: Vec<String>,
    /// What the case is worth in a grade (see the module documentation).
    pub weight: u32,
    pub kind: Kind,
    /// Reports meant for students show only its verdict (`hidden: yes`).
    pub hidden: bool,
    /// The unusual input a robustness case gives, when its settings say (`unusual`).
    pub unusual: Option<Unusual>,
    /// The goals of a conversation, for a case played as a TA plays a program at a demo
    /// (`scenario`, see [`crate::conversation`]); its input script is then what the engine
    /// was answered.
    pub scenario: Option<String>,
    /// What a program must show to pass (`checks`).
    pub checks: Checks,
}

impl Case {
    /// The folder of files the game finds when the case starts (`<name>.files/` beside its
    /// input); a case without one starts with no files.
    pub fn files_dir(&self) -> PathBuf {
        self.input_path.with_extension("files")
    }

    /// The folder of the files the game must have written, beside its golden
    /// (`<name>.files/`).
    pub fn golden_files_dir(&self) -> PathBuf {
        self.golden_path.with_extension("files")
    }
}

/// What a case tests (see the module documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// What the spec asks.
    #[default]
    Graded,
    /// How the engine copes with input the spec lets programs ignore.
    Robustness,
    /// An optional feature of the spec (extra credit), which a program may not have.
    Extra,
    /// What the engine adds to a game and no spec asks (computer players in seats the
    /// spec gives people): checked, never graded.
    Engine,
    /// What the spec asks, with a script that answers the engine's own questions where
    /// the spec leaves the dialogue free: graded for a course that gave its students the
    /// engine's dialogue.
    Dialogue,
}

/// What a program must show to pass a case (see the module documentation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Checks {
    /// The spec's events of the case's game.
    #[default]
    Play,
    /// The game's opening, and a clean end where the empty input ends.
    Opening,
    /// A clean end where the input ends, no event of the spec coming before.
    Ending,
}

impl Checks {
    /// The values of the `checks` key.
    const NAMES: [(&'static str, Checks); 3] = [
        ("play", Checks::Play),
        ("opening", Checks::Opening),
        ("ending", Checks::Ending),
    ];
}

/// A case that cannot be used, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    pub path: PathBuf,
    pub message: String,
}

impl CaseError {
    fn new(path: &Path, message: impl Into<String>) -> CaseError {
        CaseError {
            path: path.to_path_buf(),
            message: message.into(),
        }
    }
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.message)
    }
}

impl std::error::Error for CaseError {}

/// Where goldens are looked for.
#[derive(Clone, Debug, Default)]
pub enum GoldenRoot {
    /// `golden/` beside the `cases/` folder the case is in.
    #[default]
    BesideCases,
    /// A folder holding `<game>/<name>.out`.
    Folder(PathBuf),
}

/// What the paths given to a command hold: the settings files of the cases found, and the
/// problems met on the way (each a path and what is wrong with it), so that one broken
/// file is reported without hiding the cases around it.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Found {
    /// Sorted and without repeats.
    pub settings: Vec<PathBuf>,
    pub problems: Vec<CaseError>,
}

impl Found {
    /// The settings files, or every problem on its own line when there is any: for
    /// commands that must not run on part of what they were given.
    pub fn all_or_problems(self) -> Result<Vec<PathBuf>, String> {
        if self.problems.is_empty() {
            Ok(self.settings)
        } else {
            let lines: Vec<String> = self.problems.iter().map(ToString::to_string).collect();
            Err(lines.join("\n"))
        }
    }
}

/// The settings files named by `paths`: a folder stands for every case below it, a `.case`
/// file for itself, and an `.in` file for the case it is the input of.
pub fn find(paths: &[PathBuf]) -> Found {
    let mut found = Found::default();
    for path in paths {
        if path.is_dir() {
            find_in_folder(path, &mut found);
        } else if has_extension(path, "case") || has_extension(path, "in") {
            let settings = path.with_extension("case");
            if settings.is_file() {
                found.settings.push(settings);
            } else {
                let message = if path.exists() {
                    format!("no settings file {} beside it", settings.display())
                } else {
                    "no such case".to_string()
                };
                found.problems.push(CaseError::new(path, message));
            }
        } else if path.exists() {
            found.problems.push(CaseError::new(
                path,
                "not a case: name a folder, a .case file or an .in file",
            ));
        } else {
            found
                .problems
                .push(CaseError::new(path, "no such file or folder"));
        }
    }
    found.settings.sort();
    found.settings.dedup();
    found
}

fn find_in_folder(folder: &Path, found: &mut Found) {
    for entry in walkdir::WalkDir::new(folder).sort_by_file_name() {
        let entry = match entry {
            Ok(entry) => entry,
            Err(err) => {
                let path = err.path().unwrap_or(folder).to_path_buf();
                found
                    .problems
                    .push(CaseError::new(&path, format!("cannot read: {err}")));
                continue;
            }
        };
        let path = entry.path();
        if !entry.file_type().is_file() {
            continue;
        }
        if has_extension(path, "case") {
            found.settings.push(path.to_path_buf());
        } else if has_extension(path, "in") && !path.with_extension("case").is_file() {
            found.problems.push(CaseError::new(
                path,
                format!(
                    "input script without settings: write {} (description, seed, options)",
                    path.with_extension("case").display()
                ),
            ));
        }
    }
}

fn has_extension(path: &Path, extension: &str) -> bool {
    path.extension().is_some_and(|ext| ext == extension)
}

/// Reads the case whose settings file is `settings_path`.
pub fn load(settings_path: &Path, goldens: &GoldenRoot) -> Result<Case, CaseError> {
    let bytes = std::fs::read(settings_path)
        .map_err(|err| CaseError::new(settings_path, format!("cannot read: {err}")))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| CaseError::new(settings_path, "not UTF-8 text: a settings file is text"))?;
    let settings =
        Settings::parse(&text).map_err(|message| CaseError::new(settings_path, message))?;

    let game = settings_path
        .parent()
        .and_then(Path::file_name)
        .and_then(|name| name.to_str())
        .ok_or_else(|| {
            CaseError::new(
                settings_path,
                "cannot tell the game: put the case in cases/<game>/",
            )
        })?;
    let name = settings_path
        .file_stem()
        .and_then(|stem| stem.to_str())
        .ok_or_else(|| CaseError::new(settings_path, "the case name is not valid UTF-8"))?;
    let setup = GameSetup::parse(game, &settings.options).map_err(|message| {
        CaseError::new(settings_path, format!("bad game or options: {message}"))
    })?;

    if let Some(scenario) = &settings.scenario {
        setup
            .player(scenario, &[])
            .map_err(|message| CaseError::new(settings_path, format!("bad scenario: {message}")))?;
    }
    let input_path = settings_path.with_extension("in");
    // A scenario's input is written by `check --bless`.
    if !input_path.is_file() && settings.scenario.is_none() {
        return Err(CaseError::new(
            settings_path,
            format!("its input script {} is missing", input_path.display()),
        ));
    }
    let golden_folder = match goldens {
        GoldenRoot::Folder(folder) => folder.join(game),
        GoldenRoot::BesideCases => settings_path
            .parent()
            .and_then(Path::parent)
            .and_then(Path::parent)
            .unwrap_or(Path::new(""))
            .join("golden")
            .join(game),
    };
    Ok(Case {
        id: format!("{game}/{name}"),
        settings_path: settings_path.to_path_buf(),
        input_path,
        golden_path: golden_folder.join(format!("{name}.out")),
        description: settings.description,
        seed: settings.seed,
        setup,
        options: settings.options,
        weight: settings.weight,
        kind: settings.kind,
        hidden: settings.hidden,
        unusual: settings.unusual,
        scenario: settings.scenario,
        checks: settings.checks,
    })
}

/// What input a robustness case gives, which the spec lets a program ignore.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unusual {
    /// Words where the spec asks for a number.
    Words,
    /// Bytes that are not text.
    Binary,
    /// No input, or blank lines only.
    Empty,
    /// Input that ends before the game does.
    EndOfInput,
}

impl Unusual {
    /// The values of the `unusual` key.
    const NAMES: [(&'static str, Unusual); 4] = [
        ("words", Unusual::Words),
        ("binary", Unusual::Binary),
        ("empty", Unusual::Empty),
        ("ends-early", Unusual::EndOfInput),
    ];

    /// What a case's `input` is, when its settings do not say: from its bytes and whether
    /// its reference run ended early.
    pub fn of(input: &[u8], ends_early: bool) -> Unusual {
        if input.iter().all(u8::is_ascii_whitespace) {
            Unusual::Empty
        } else if input.contains(&0) || std::str::from_utf8(input).is_err() {
            Unusual::Binary
        } else if ends_early {
            Unusual::EndOfInput
        } else {
            Unusual::Words
        }
    }

    /// The input, in the words of a grading run's heading.
    pub fn text(self) -> &'static str {
        match self {
            Unusual::Words => "words where it asks for a number",
            Unusual::Binary => "binary bytes",
            Unusual::Empty => "empty input",
            Unusual::EndOfInput => "input that ends in the middle of a game",
        }
    }
}

/// The contents of a settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub description: String,
    pub seed: u64,
    pub options: Vec<String>,
    pub weight: u32,
    pub kind: Kind,
    pub hidden: bool,
    pub unusual: Option<Unusual>,
    pub scenario: Option<String>,
    pub checks: Checks,
}

/// The largest weight a case may have: far beyond any real use, and small enough that the
/// weights of any number of cases add up without overflow in a `u64`.
pub const MAX_WEIGHT: u32 = 1_000_000;

impl Settings {
    /// Parses settings text; the error says which line is wrong and how.
    pub fn parse(text: &str) -> Result<Settings, String> {
        let mut description = None;
        let mut seed = None;
        let mut options = None;
        let mut weight = None;
        let mut kind = None;
        let mut hidden = None;
        let mut unusual = None;
        let mut scenario = None;
        let mut checks = None;
        for (index, line) in text.lines().enumerate() {
            let number = index + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                return Err(format!(
                    "line {number}: expected `key: value`, found {line:?}"
                ));
            };
            let value = value.trim();
            let slot = match key.trim() {
                "description" => {
                    if value.is_empty() {
                        return Err(format!("line {number}: the description is empty"));
                    }
                    set_once(&mut description, value.to_string())
                }
                "seed" => {
                    let parsed = value.parse::<u64>().map_err(|_| {
                        format!("line {number}: seed must be a whole number from 0 to 2^64-1, found {value:?}{}", comment_hint(value))
                    })?;
                    set_once(&mut seed, parsed)
                }
                "options" => set_once(
                    &mut options,
                    value.split_whitespace().map(str::to_string).collect(),
                ),
                "weight" => {
                    let parsed = value
                        .parse::<u32>()
                        .ok()
                        .filter(|w| (1..=MAX_WEIGHT).contains(w))
                        .ok_or_else(|| {
                            format!("line {number}: weight must be a whole number from 1 to {MAX_WEIGHT}, found {value:?}{}", comment_hint(value))
                        })?;
                    set_once(&mut weight, parsed)
                }
                "kind" => {
                    let parsed = match value {
                        "graded" => Kind::Graded,
                        "robustness" => Kind::Robustness,
                        "extra" => Kind::Extra,
                        "engine" => Kind::Engine,
                        "dialogue" => Kind::Dialogue,
                        _ => {
                            return Err(format!(
                                "line {number}: kind is graded, robustness, extra, engine or dialogue, found {value:?}{}",
                                comment_hint(value)
                            ));
                        }
                    };
                    set_once(&mut kind, parsed)
                }
                "hidden" => {
                    let parsed = match value {
                        "yes" => true,
                        "no" => false,
                        _ => {
                            return Err(format!(
                                "line {number}: hidden is yes or no, found {value:?}{}",
                                comment_hint(value)
                            ));
                        }
                    };
                    set_once(&mut hidden, parsed)
                }
                "unusual" => set_once(
                    &mut unusual,
                    one_of("unusual", &Unusual::NAMES, value, number)?,
                ),
                "scenario" => set_once(&mut scenario, value.to_string()),
                "checks" => set_once(
                    &mut checks,
                    one_of("checks", &Checks::NAMES, value, number)?,
                ),
                other => {
                    return Err(format!(
                        "line {number}: unknown key {other:?} (known: description, seed, options, weight, kind, hidden, unusual, scenario, checks)"
                    ));
                }
            };
            slot.map_err(|()| format!("line {number}: {} is given twice", key.trim()))?;
        }
        Ok(Settings {
            description: description.ok_or("missing `description: ...` (what the case tests)")?,
            seed: seed.ok_or("missing `seed: N`")?,
            options: options.unwrap_or_default(),
            weight: weight.unwrap_or(1),
            kind: kind.unwrap_or_default(),
            hidden: hidden.unwrap_or(false),
            unusual,
            scenario,
            checks: checks.unwrap_or_default(),
        })
    }
}

/// A hint for a value that holds a `#`: comments take whole lines.
/// The value of `names` that `value` names, for the key `key` on line `number`; the error
/// lists the names.
fn one_of<T: Copy>(
    key: &str,
    names: &[(&str, T)],
    value: &str,
    number: usize,
) -> Result<T, String> {
    if let Some(&(_, found)) = names.iter().find(|(name, _)| *name == value) {
        return Ok(found);
    }
    let words: Vec<&str> = names.iter().map(|(name, _)| *name).collect();
    let listed = match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    Err(format!(
        "line {number}: {key} is {listed}, found {value:?}{}",
        comment_hint(value)
    ))
}

fn comment_hint(value: &str) -> &'static str {
    if value.contains('#') {
        " (a comment takes a line of its own, starting with #)"
    } else {
        ""
    }
}

fn set_once<T>(slot: &mut Option<T>, value: T) -> Result<(), ()> {
    if slot.is_some() {
        return Err(());
    }
    *slot = Some(value);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_parse_with_comments_and_blank_lines() {
        let text =
            "# a comment\n\ndescription: quits at once\nseed: 42\noptions: --computer memory:3\n";
        let settings = Settings::parse(text).unwrap();
        assert_eq!(settings.description, "quits at once");
        assert_eq!(settings.seed, 42);
        assert_eq!(settings.options, ["--computer", "memory:3"]);
        let settings = Settings::parse("  # indented comment\ndescription: case #3\nseed: 1\n");
        assert_eq!(settings.unwrap().description, "case #3");
    }

    #[test]
    fn options_weight_and_kind_are_optional() {
        let settings = Settings::parse("description: d\nseed: 0\n").unwrap();
        assert!(settings.options.is_empty());
        assert_eq!(settings.weight, 1);
        assert_eq!(settings.kind, Kind::Graded);
        let settings = Settings::parse("description: d\nseed: 0\nkind: robustness\n").unwrap();
        assert_eq!(settings.kind, Kind::Robustness);
        let settings = Settings::parse("description: d\nseed: 0\nkind: extra\n").unwrap();
        assert_eq!(settings.kind, Kind::Extra);
        let settings = Settings::parse("description: d\nseed: 0\nkind: engine\n").unwrap();
        assert_eq!(settings.kind, Kind::Engine);
        assert!(!settings.hidden);
        let settings = Settings::parse("description: d\nseed: 0\nhidden: yes\n").unwrap();
        assert!(settings.hidden);
        let err = Settings::parse("description: d\nseed: 0\nhidden: true\n").unwrap_err();
        assert_eq!(err, "line 3: hidden is yes or no, found \"true\"");
        let settings = Settings::parse("description: d\nseed: 0\nunusual: ends-early\n").unwrap();
        assert_eq!(settings.unusual, Some(Unusual::EndOfInput));
        let err = Settings::parse("description: d\nseed: 0\nunusual: eof\n").unwrap_err();
        assert_eq!(
            err,
            "line 3: unusual is words, binary, empty or ends-early, found \"eof\""
        );
        assert_eq!(Unusual::of(b"\n\n", true), Unusual::Empty);
        assert_eq!(Unusual::of(b"1\n\xff\n", true), Unusual::Binary);
        assert_eq!(Unusual::of(b"1\n2\n", true), Unusual::EndOfInput);
        assert_eq!(Unusual::of(b"x\n0\n", false), Unusual::Words);
        let err = Settings::parse("description: d\nseed: 0\nkind: extras\n").unwrap_err();
        assert_eq!(
            err,
            "line 3: kind is graded, robustness, extra, engine or dialogue, found \"extras\""
        );
    }

    #[test]
    fn checks_says_what_a_quiet_program_may_pass() {
        let settings = Settings::parse("description: d\nseed: 0\n").unwrap();
        assert_eq!(settings.checks, Checks::Play);
        let settings = Settings::parse("description: d\nseed: 0\nchecks: ending\n").unwrap();
        assert_eq!(settings.checks, Checks::Ending);
        let err = Settings::parse("description: d\nseed: 0\nchecks: nothing\n").unwrap_err();
        assert_eq!(
            err,
            "line 3: checks is play, opening or ending, found \"nothing\""
        );
    }

    #[test]
    fn weight_is_a_positive_whole_number() {
        let settings = Settings::parse("description: d\nseed: 0\nweight: 3\n").unwrap();
        assert_eq!(settings.weight, 3);
        let settings = Settings::parse("weight: 1000000\ndescription: d\nseed: 0\n").unwrap();
        assert_eq!(settings.weight, MAX_WEIGHT);
        for bad in ["0", "-1", "1.5", "2/3", "", "1000001", "x"] {
            let text = format!("description: d\nseed: 0\nweight: {bad}\n");
            let err = Settings::parse(&text).unwrap_err();
            assert!(
                err.contains("line 3: weight must be a whole number from 1 to 1000000"),
                "{bad:?} gave {err:?}"
            );
        }
        let err = Settings::parse("description: d\nseed: 0\nweight: 1\nweight: 2\n").unwrap_err();
        assert!(err.contains("line 4: weight is given twice"), "{err}");
    }

    #[test]
    fn malformed_settings_name_the_line_and_the_problem() {
        let cases = [
            ("seed: 1\n", "missing `description"),
            ("description: d\n", "missing `seed"),
            ("description: d\nseed: -1\n", "line 2: seed must be"),
            ("description: d\nseed: x\n", "line 2: seed must be"),
            (
                "description: d\nseed: 1 # c\n",
                "found \"1 # c\" (a comment takes a line of its own, starting with #)",
            ),
            (
                "description: d\nseed: 1\nsede: 2\n",
                "line 3: unknown key \"sede\"",
            ),
            (
                "description: d\nseed: 1\nseed: 2\n",
                "line 3: seed is given twice",
            ),
            (
                "description: d\njust words\n",
                "line 2: expected `key: value`",
            ),
            (
                "description:\nseed: 1\n",
                "line 1: the description is empty",
            ),
        ];
        for (text, expected) in cases {
            let err = Settings::parse(text).unwrap_err();
            assert!(err.contains(expected), "{text:?} gave {err:?}");
        }
    }

    fn write(path: &Path, text: &str) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }

    #[test]
    fn cases_load_with_their_golden_beside_the_cases_folder() {
        let dir = tempfile::tempdir().unwrap();
        let settings = dir.path().join("cases/concentration/quit.case");
        write(&settings, "description: quit\nseed: 3\nweight: 2\n");
        write(&dir.path().join("cases/concentration/quit.in"), "0\n");
        let found = find(&[dir.path().join("cases")]).all_or_problems().unwrap();
        assert_eq!(found, std::slice::from_ref(&settings));
        let case = load(&settings, &GoldenRoot::BesideCases).unwrap();
        assert_eq!(case.id, "concentration/quit");
        assert_eq!(
            case.golden_path,
            dir.path().join("golden/concentration/quit.out")
        );
        assert_eq!(case.seed, 3);
        assert_eq!(case.weight, 2);
        let elsewhere = load(&settings, &GoldenRoot::Folder("/x".into())).unwrap();
        assert_eq!(
            elsewhere.golden_path,
            Path::new("/x/concentration/quit.out")
        );
        let by_input = find(&[dir.path().join("cases/concentration/quit.in")])
            .all_or_problems()
            .unwrap();
        assert_eq!(by_input, [settings]);
    }

    #[test]
    fn broken_cases_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("cases/concentration");
        write(&folder.join("lonely.in"), "0\n");
        write(&folder.join("fine.in"), "0\n");
        write(&folder.join("fine.case"), "description: d\nseed: 1\n");
        let found = find(&[dir.path().join("cases")]);
        assert_eq!(
            found.settings,
            [folder.join("fine.case")],
            "the rest is found"
        );
        assert_eq!(found.problems.len(), 1);
        assert!(
            found.problems[0].message.contains("lonely.case"),
            "{found:?}"
        );
        assert!(found.all_or_problems().unwrap_err().contains("lonely.case"));

        write(&folder.join("lonely.case"), "description: d\nseed: 1\n");
        write(&folder.join("noinput.case"), "description: d\nseed: 1\n");
        let err = load(&folder.join("noinput.case"), &GoldenRoot::BesideCases).unwrap_err();
        assert!(err.message.contains("noinput.in is missing"), "{err}");

        let chess = dir.path().join("cases/chess/a.case");
        write(&chess, "description: d\nseed: 1\n");
        write(&chess.with_extension("in"), "");
        let err = load(&chess, &GoldenRoot::BesideCases).unwrap_err();
        assert!(err.message.contains("chess"), "{err}");

        write(&dir.path().join("notes.txt"), "x");
        let found = find(&[dir.path().join("nowhere"), dir.path().join("notes.txt")]);
        let problems: Vec<&str> = found.problems.iter().map(|p| p.message.as_str()).collect();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems[0].contains("no such"), "{problems:?}");
        assert!(problems[1].contains("not a case"), "{problems:?}");

        let binary = folder.join("binary.case");
        std::fs::write(&binary, b"\xff\xfe\x00").unwrap();
        let err = load(&binary, &GoldenRoot::BesideCases).unwrap_err();
        assert!(err.message.contains("not UTF-8"), "{err}");
    }
}
