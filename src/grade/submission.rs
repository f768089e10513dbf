//! Submissions: which ones the command line names, how to run each, and building them.
//!
//! # Which submissions
//!
//! Each path on the command line is a file or a folder:
//!
//! - A **file** is one submission, named after the file: a program, or a single source file
//!   (`game.c`, `game.py`), run as a folder holding only that file would be.
//! - A **folder whose entries are all folders** is a class, as learning platforms export
//!   them: each folder in it is one student's submission, named after the folder.
//! - **Any other folder** is one submission, named after the folder.
//!
//! Hidden entries (names starting with `.`) and `__MACOSX` folders are ignored everywhere.
//! Two submissions with the same name are an error, since reports name students by it.
//!
//! # How a folder is run
//!
//! Only the files directly in the folder are looked at; a folder that holds nothing but one
//! folder (a zip that wrapped its files in a folder) is looked into instead. Then:
//!
//! 1. **C or C++ sources** (`.c`; `.cpp`, `.cc`, `.cxx`): compiled once, all together, with
//!    the system compiler: `cc` for C, `c++` as soon as there is one C++ file. The default
//!    command is [`DEFAULT_BUILD`]; `--build` replaces it. The program is written to a
//!    temporary folder, never into the student's folder; the build runs in an empty
//!    temporary folder, under [`BUILD_TIME_LIMIT`].
//! 2. **Python** (`.py`): `python3 main.py` if there is a `main.py`, else the only `.py`
//!    file. Several `.py` files and no `main.py` is a `build-error`: arbiter cannot tell
//!    which one to run. Python runs with `PYTHONDONTWRITEBYTECODE=1` (so nothing is written
//!    into the student's folder) and `PYTHONUNBUFFERED=1` (so a program stopped at a limit
//!    still shows what it printed).
//! 3. **A program**: the one file that is executable, or starts with `#!` or is an ELF
//!    binary (learning platforms often lose the execute bit; such a file is run from a copy
//!    that has it). Several of them is a `build-error`.
//!
//! Sources come first: a stale `a.out` beside `game.c` is not what the student submitted.
//! C or C++ sources together with `.py` files are a `build-error`, and a folder with none of
//! these is `missing`; both name the files found. `--cmd` replaces all of this: the command
//! is run for every submission, with `{dir}` standing for its folder and `{path}` for the
//! submission itself; a lone file is first copied into a folder of its own, which `{dir}`
//! then names, so that its run cannot read the files beside it.
//!
//! Every run gets the case's seed as `{seed}` in `--cmd` and as `ARBITER_SEED` in its
//! environment. Commands are split into words as a shell does (quotes, backslashes), but
//! no shell runs them: a placeholder becomes exactly one word whatever the folder's name
//! holds (spaces, quotes, `;`), so a name can never inject a command. For pipes or
//! redirections, write the shell yourself: `--cmd 'sh -c "python3 {dir}/game.py 2>&1"'`.

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::Read;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::grade::limits;
use crate::grade::run::{self, Limits, Program, Termination};
use crate::grade::verdict::Verdict;
use crate::sandbox::Paths;

/// The build command unless `--build` gives another.
pub const DEFAULT_BUILD: &str = "{compiler} -O2 -o {exe} {sources} -lm";
/// The placeholders of a build command.
pub const BUILD_PLACEHOLDERS: &[&str] = &["compiler", "exe", "sources", "dir"];
/// The placeholders of a `--cmd` command.
pub const COMMAND_PLACEHOLDERS: &[&str] = &["dir", "path", "seed", "options"];
/// The placeholders that stand for several words (or none), each a word of its own.
const MANY_WORDS: &[&str] = &["sources", "options"];
/// How long a build may take.
pub const BUILD_TIME_LIMIT: Duration = Duration::from_secs(60);

/// What a build may use: `--build-timeout` (wall and CPU time), `--build-memory`, and
/// whether it is confined like a run (it may read the submission and the system, and
/// write only where the program goes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuildLimits {
    pub time: Duration,
    pub memory: u64,
    pub confined: bool,
}

impl Default for BuildLimits {
    fn default() -> BuildLimits {
        BuildLimits {
            time: BUILD_TIME_LIMIT,
            memory: 2 << 30,
            confined: true,
        }
    }
}
/// The environment variable that carries a case's seed.
pub const SEED_VARIABLE: &str = "ARBITER_SEED";
/// How much of a compiler's complaint a build error keeps.
const BUILD_LOG_KEPT: usize = 4000;

/// One student's submission as the command line named it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// The name reports give it: the file or folder name.
    pub id: String,
    /// Where it is, absolute.
    pub path: PathBuf,
    pub is_folder: bool,
}

/// The submissions named by `paths`, sorted by name within each class folder, in the
/// order given otherwise. Errors (a path that does not exist, two submissions with one
/// name) are the user's to fix.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<Submission>, String> {
    let mut found: Vec<Submission> = Vec::new();
    for path in paths {
        let metadata = fs::metadata(path)
            .map_err(|err| format!("{}: cannot read it as a submission: {err}", path.display()))?;
        let absolute =
            std::path::absolute(path).map_err(|err| format!("{}: {err}", path.display()))?;
        if !metadata.is_dir() {
            found.push(submission(&absolute, false));
            continue;
        }
        let entries = visible_entries(&absolute)
            .map_err(|err| format!("{}: cannot list it: {err}", path.display()))?;
        let is_class = !entries.is_empty() && entries.iter().all(|entry| entry.is_dir());
        if is_class {
            found.extend(entries.iter().map(|folder| submission(folder, true)));
        } else {
            found.push(submission(&absolute, true));
        }
    }
    let mut names: Vec<(&str, &Path)> = found
        .iter()
        .map(|s| (s.id.as_str(), s.path.as_path()))
        .collect();
    names.sort();
    if let Some(pair) = names.windows(2).find(|pair| pair[0].0 == pair[1].0) {
        return Err(format!(
            "two submissions are both called {:?} ({} and {}): reports name students by their file or folder name, so grade them in separate runs or rename one",
            pair[0].0,
            pair[0].1.display(),
            pair[1].1.display()
        ));
    }
    Ok(found)
}

impl Submission {
    /// The submission's folder: itself, or for a file the folder it is in. `{dir}` in a
    /// command stands for it.
    pub fn folder(&self) -> PathBuf {
        if self.is_folder {
            self.path.clone()
        } else {
            self.path.parent().unwrap_or(Path::new("/")).to_path_buf()
        }
    }
}

fn submission(path: &Path, is_folder: bool) -> Submission {
    let id = path.file_name().map_or_else(
        || path.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    );
    Submission {
        id,
        path: path.to_path_buf(),
        is_folder,
    }
}

/// Whether an entry of a submission is ignored: hidden (its name starts with `.`) or a
/// `__MACOSX` folder.
pub fn ignored(name: &OsStr) -> bool {
    name.as_bytes().starts_with(b".") || name == "__MACOSX"
}

/// The entries of a folder that count, sorted by name.
fn visible_entries(folder: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut entries = Vec::new();
    for entry in fs::read_dir(folder)? {
        let entry = entry?;
        if ignored(&entry.file_name()) {
            continue;
        }
        entries.push(entry.path());
    }
    entries.sort();
    Ok(entries)
}

/// A command line with `{placeholder}` words, as `--cmd` and `--build` take it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    words: Vec<String>,
    /// As the user wrote it, for messages and reports.
    pub text: String,
}

impl Template {
    /// Splits `text` into words as a shell would, and checks that every `{name}` in it is
    /// one of `placeholders`. `{sources}` must be a word of its own: it stands for several.
    pub fn parse(text: &str, placeholders: &[&str]) -> Result<Template, String> {
        let words = shell_words::split(text)
            .map_err(|err| format!("cannot split {text:?} into words: {err}"))?;
        if words.is_empty() {
            return Err("the command is empty".to_string());
        }
        for word in &words {
            for name in placeholder_names(word) {
                if !placeholders.contains(&name) {
                    let known: Vec<String> =
                        placeholders.iter().map(|p| format!("{{{p}}}")).collect();
                    return Err(format!(
                        "unknown placeholder {{{name}}} in {text:?} (known: {})",
                        known.join(", ")
                    ));
                }
                if MANY_WORDS.contains(&name) && *word != format!("{{{name}}}") {
                    return Err(format!(
                        "{{{name}}} stands for several words, so it must be a word of its own in {text:?}"
                    ));
                }
            }
        }
        Ok(Template {
            words,
            text: text.to_string(),
        })
    }

    /// The command's words with the placeholders replaced. A value of several words
    /// (`{sources}`) only replaces a whole word.
    fn expand(&self, values: &[(&str, Vec<OsString>)]) -> Vec<OsString> {
        let mut argv = Vec::with_capacity(self.words.len());
        for word in &self.words {
            if let Some(name) = word.strip_prefix('{').and_then(|w| w.strip_suffix('}'))
                && let Some((_, many)) = values.iter().find(|(key, _)| *key == name)
                && many.len() != 1
            {
                argv.extend(many.iter().cloned());
                continue;
            }
            let mut expanded = OsString::new();
            let mut rest = word.as_str();
            while let Some(open) = rest.find('{') {
                let after = &rest[open + 1..];
                let close = after.find('}');
                let value = close.and_then(|close| {
                    let name = &after[..close];
                    values
                        .iter()
                        .find(|(key, _)| *key == name)
                        .map(|(_, value)| (close, value))
                });
                match value {
                    Some((close, value)) => {
                        expanded.push(&rest[..open]);
                        for (index, part) in value.iter().enumerate() {
                            if index > 0 {
                                expanded.push(" ");
                            }
                            expanded.push(part);
                        }
                        rest = &after[close + 1..];
                    }
                    None => {
                        expanded.push(&rest[..=open]);
                        rest = after;
                    }
                }
            }
            expanded.push(rest);
            argv.push(expanded);
        }
        argv
    }
}

/// The `{name}` parts of a word whose name is lower-case letters (so that `{1..3}` in a
/// shell script is not taken for one).
fn placeholder_names(word: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = word;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close)
                if close > 0 && after[..close].chars().all(|ch| ch.is_ascii_lowercase()) =>
            {
                names.push(&after[..close]);
                rest = &after[close + 1..];
            }
            _ => rest = after,
        }
    }
    names
}

/// How the submissions of a grading run are run.
#[derive(Clone, Debug)]
pub enum Method {
    /// Find out for each folder, building C and C++ with this command.
    Detect { build: Template },
    /// Run this command for every submission.
    Command(Template),
    /// The submissions are folders of outputs already produced.
    Outputs,
}

/// A submission ready to be graded.
#[derive(Clone, Debug)]
pub enum Runnable {
    /// A program with fixed arguments.
    Program {
        argv: Vec<OsString>,
        env: Vec<(OsString, OsString)>,
    },
    /// `--cmd`, with the student's folder for `{dir}` and the submission for `{path}`.
    Command {
        template: Template,
        dir: PathBuf,
        path: PathBuf,
    },
    /// A folder holding `<case>.out` files.
    Outputs { folder: PathBuf },
}

impl Runnable {
    /// The program to run for a case with this seed and these option words (`{options}`).
    pub fn program(&self, seed: u64, options: &[String]) -> Option<Program> {
        let seed_text = OsString::from(seed.to_string());
        let (argv, mut env) = match self {
            Runnable::Program { argv, env } => (argv.clone(), env.clone()),
            Runnable::Command {
                template,
                dir,
                path,
            } => {
                let values = [
                    ("dir", vec![dir.clone().into_os_string()]),
                    ("path", vec![path.clone().into_os_string()]),
                    ("seed", vec![seed_text.clone()]),
                    ("options", options.iter().map(OsString::from).collect()),
                ];
                (template.expand(&values), Vec::new())
            }
            Runnable::Outputs { .. } => return None,
        };
        env.push((SEED_VARIABLE.into(), seed_text));
        // The program's folder and its arguments' are readable (see `run::run_paths`); a
        // command's `{dir}` need not be among its arguments.
        let read = match self {
            Runnable::Command { dir, .. } => vec![dir.clone()],
            _ => Vec::new(),
        };
        Some(Program::new(argv).with_envs(env).confined_to(Paths {
            read,
            write: Vec::new(),
        }))
    }
}

/// What preparing a submission gave.
#[derive(Clone, Debug)]
pub enum Prepared {
    /// Ready; `how` says in a few words how it runs (`compiled from game.c with cc`).
    Ready { runnable: Runnable, how: String },
    /// It cannot be run: every case gets this verdict and message.
    Unusable { verdict: Verdict, message: String },
}

/// Makes a submission ready: finds out how to run it and builds it if it needs building.
/// `workspace` is a private folder for this submission's program (created if needed).
pub fn prepare(
    submission: &Submission,
    method: &Method,
    workspace: &Path,
    build_limits: &BuildLimits,
) -> Prepared {
    match method {
        Method::Outputs => {
            if submission.is_folder {
                Prepared::Ready {
                    runnable: Runnable::Outputs {
                        folder: submission.path.clone(),
                    },
                    how: "outputs already produced".to_string(),
                }
            } else {
                Prepared::Unusable {
                    verdict: Verdict::Missing,
                    message: format!(
                        "{} is a file: --outputs takes folders of <case>.out files",
                        submission.path.display()
                    ),
                }
            }
        }
        Method::Command(template) => {
            let path = match submission.is_folder {
                true => submission.path.clone(),
                false => match alone(&submission.path, workspace) {
                    Ok(copy) => copy,
                    Err(unusable) => return unusable,
                },
            };
            let dir = match submission.is_folder {
                true => path.clone(),
                false => path.parent().unwrap_or(Path::new("/")).to_path_buf(),
            };
            Prepared::Ready {
                runnable: Runnable::Command {
                    template: template.clone(),
                    dir,
                    path,
                },
                how: format!("--cmd {}", template.text),
            }
        }
        Method::Detect { build } => {
            let files = if submission.is_folder {
                match program_files(&submission.path) {
                    Ok(files) => files,
                    Err(err) => {
                        return Prepared::Unusable {
                            verdict: Verdict::Missing,
                            message: format!("cannot read the folder: {err}"),
                        };
                    }
                }
            } else {
                match alone(&submission.path, workspace) {
                    Ok(copy) => vec![copy],
                    Err(unusable) => return unusable,
                }
            };
            let folder = match files.first() {
                Some(file) if !submission.is_folder => {
                    file.parent().unwrap_or(Path::new("/")).to_path_buf()
                }
                _ => submission.folder(),
            };
            match detect(&files) {
                Found::Sources { compiler, sources } => {
                    build_program(build, compiler, &sources, &folder, workspace, build_limits)
                }
                Found::Python(entry) => Prepared::Ready {
                    how: format!("python3 {}", file_name(&entry)),
                    runnable: Runnable::Program {
                        argv: vec!["python3".into(), entry.into_os_string()],
                        env: vec![
                            ("PYTHONDONTWRITEBYTECODE".into(), "1".into()),
                            ("PYTHONUNBUFFERED".into(), "1".into()),
                        ],
                    },
                },
                Found::Program { path, executable } => {
                    let how = format!("the program {}", file_name(&path));
                    let program = if executable {
                        path
                    } else {
                        match executable_copy(&path, workspace) {
                            Ok(copy) => copy,
                            Err(err) => {
                                return Prepared::Unusable {
                                    verdict: Verdict::BuildError,
                                    message: format!(
                                        "cannot make a runnable copy of {}: {err}",
                                        file_name(&path)
                                    ),
                                };
                            }
                        }
                    };
                    Prepared::Ready {
                        runnable: Runnable::Program {
                            argv: vec![program.into_os_string()],
                            env: Vec::new(),
                        },
                        how,
                    }
                }
                Found::Unclear { verdict, message } => Prepared::Unusable { verdict, message },
            }
        }
    }
}

/// The files a folder's program can be made of: its own files, or those of the one folder
/// it holds when it holds nothing else.
fn program_files(folder: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut folder = folder.to_path_buf();
    for _ in 0..4 {
        let entries = visible_entries(&folder)?;
        let (folders, files): (Vec<PathBuf>, Vec<PathBuf>) =
            entries.into_iter().partition(|entry| entry.is_dir());
        if files.is_empty() && folders.len() == 1 {
            folder = folders.into_iter().next().unwrap_or_default();
            continue;
        }
        return Ok(files);
    }
    Ok(Vec::new())
}

/// What a folder's files say about how to run it.
#[derive(Debug, PartialEq, Eq)]
enum Found {
    Sources {
        compiler: &'static str,
        sources: Vec<PathBuf>,
    },
    Python(PathBuf),
    Program {
        path: PathBuf,
        executable: bool,
    },
    Unclear {
        verdict: Verdict,
        message: String,
    },
}

fn detect(files: &[PathBuf]) -> Found {
    let with_extension = |extensions: &[&str]| -> Vec<PathBuf> {
        files
            .iter()
            .filter(|file| {
                file.extension()
                    .and_then(OsStr::to_str)
                    .is_some_and(|ext| extensions.contains(&ext))
            })
            .cloned()
            .collect()
    };
    let c = with_extension(&["c"]);
    let cpp = with_extension(&["cpp", "cc", "cxx"]);
    let python = with_extension(&["py"]);
    let names = |files: &[PathBuf]| -> String {
        files
            .iter()
            .map(|f| file_name(f))
            .collect::<Vec<_>>()
            .join(", ")
    };

    let has_sources = !c.is_empty() || !cpp.is_empty();
    if has_sources && !python.is_empty() {
        let mut sources = c.clone();
        sources.extend(cpp.iter().cloned());
        return Found::Unclear {
            verdict: Verdict::BuildError,
            message: format!(
                "both C/C++ sources ({}) and Python files ({}): arbiter cannot tell which is the program; grade this submission with --cmd",
                names(&sources),
                names(&python)
            ),
        };
    }
    if !cpp.is_empty() {
        let mut sources = c;
        sources.extend(cpp);
        sources.sort();
        return Found::Sources {
            compiler: "c++",
            sources,
        };
    }
    if !c.is_empty() {
        return Found::Sources {
            compiler: "cc",
            sources: c,
        };
    }
    if !python.is_empty() {
        if let Some(main) = python.iter().find(|file| file_name(file) == "main.py") {
            return Found::Python(main.clone());
        }
        if let [only] = python.as_slice() {
            return Found::Python(only.clone());
        }
        if let Some(entry) = python_entry(&python) {
            return Found::Python(entry);
        }
        return Found::Unclear {
            verdict: Verdict::BuildError,
            message: format!(
                "several Python files ({}), no main.py, and none that alone runs as a script (`if __name__ == \"__main__\":`) or that no other imports: arbiter cannot tell which one to run; name the entry main.py, or grade with --cmd 'python3 {{dir}}/<file>.py'",
                names(&python)
            ),
        };
    }
    let programs: Vec<(PathBuf, bool)> = files
        .iter()
        .filter_map(|file| {
            let executable = fs::metadata(file)
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
            (executable || looks_like_a_program(file)).then(|| (file.clone(), executable))
        })
        .collect();
    match programs.as_slice() {
        [(path, executable)] => Found::Program {
            path: path.clone(),
            executable: *executable,
        },
        [] => Found::Unclear {
            verdict: Verdict::Missing,
            message: if files.is_empty() {
                "nothing was submitted: the folder is empty".to_string()
            } else {
                format!(
                    "no program found: no C or C++ sources, no .py file and no executable among {}",
                    names(files)
                )
            },
        },
        several => {
            let paths: Vec<PathBuf> = several.iter().map(|(path, _)| path.clone()).collect();
            Found::Unclear {
                verdict: Verdict::BuildError,
                message: format!(
                    "several programs ({}): arbiter cannot tell which one to run; keep one, or grade with --cmd",
                    names(&paths)
                ),
            }
        }
    }
}

/// Whether a file starts like a program: `#!` or an ELF header.
fn looks_like_a_program(file: &Path) -> bool {
    let mut start = [0u8; 4];
    let read = fs::File::open(file).and_then(|mut f| f.read(&mut start));
    match read {
        Ok(n) => start[..n].starts_with(b"#!") || start[..n] == *b"\x7fELF",
        Err(_) => false,
    }
}

/// A copy of the lone file `path` in `<workspace>/submission/`, keeping its name and mode,
/// so that its run (and its build) may read that folder and not the one beside it, which
/// holds the other students' files; or why the submission cannot be used.
fn alone(path: &Path, workspace: &Path) -> Result<PathBuf, Prepared> {
    let folder = workspace.join("submission");
    let copy = folder.join(path.file_name().unwrap_or(OsStr::new("program")));
    fs::create_dir_all(&folder)
        .and_then(|()| fs::copy(path, &copy))
        .map(|_| copy)
        .map_err(|err| Prepared::Unusable {
            verdict: Verdict::Missing,
            message: format!("cannot copy {} to run it: {err}", path.display()),
        })
}

fn executable_copy(path: &Path, workspace: &Path) -> std::io::Result<PathBuf> {
    fs::create_dir_all(workspace)?;
    let copy = workspace.join(path.file_name().unwrap_or(OsStr::new("program")));
    fs::copy(path, &copy)?;
    fs::set_permissions(&copy, fs::Permissions::from_mode(0o755))?;
    Ok(copy)
}

fn build_program(
    build: &Template,
    compiler: &'static str,
    sources: &[PathBuf],
    folder: &Path,
    workspace: &Path,
    build_limits: &BuildLimits,
) -> Prepared {
    let source_names = sources
        .iter()
        .map(|f| file_name(f))
        .collect::<Vec<_>>()
        .join(", ");
    if let Err(err) = fs::create_dir_all(workspace) {
        return Prepared::Unusable {
            verdict: Verdict::BuildError,
            message: format!("cannot create a folder to build in: {err}"),
        };
    }
    let exe = workspace.join("program");
    let values = [
        ("compiler", vec![OsString::from(compiler)]),
        ("exe", vec![exe.clone().into_os_string()]),
        (
            "sources",
            sources.iter().map(|s| s.clone().into_os_string()).collect(),
        ),
        ("dir", vec![folder.to_path_buf().into_os_string()]),
    ];
    let mut program = Program::new(build.expand(&values));
    // The compiler is the grader's own tool: it is found where the grader finds it.
    if let Some(path) = std::env::var_os("PATH") {
        program = program.with_env("PATH", path);
    }
    // A build reads the student's folder and the system's headers, and writes only where
    // the program goes: an `#include "/etc/shadow"` quotes nothing of that file.
    if build_limits.confined {
        program = program.confined_to(Paths {
            read: vec![folder.to_path_buf()],
            write: vec![workspace.to_path_buf()],
        });
    }
    let limits = Limits {
        cpu_time: Some(build_limits.time),
        wall_time: build_limits.time,
        idle_time: None,
        max_output: 1 << 20,
        memory: Some(build_limits.memory),
    };
    let outcome = run::run(&program, b"", &limits);
    let compiler_name = program
        .argv
        .first()
        .map_or_else(String::new, |word| word.to_string_lossy().into_owned());
    let log = || {
        let mut text = String::from_utf8_lossy(&outcome.stdout).into_owned();
        text.push_str(&String::from_utf8_lossy(&outcome.stderr));
        // The student knows their files by name, not by where the grader keeps them.
        text = text.replace(&format!("{}/", folder.display()), "");
        if text.len() > BUILD_LOG_KEPT {
            let mut end = BUILD_LOG_KEPT;
            while !text.is_char_boundary(end) {
                end -= 1;
            }
            text.truncate(end);
            text.push_str("\n…");
        }
        text.trim_end().to_string()
    };
    let failure = match &outcome.status {
        Termination::Exited(0) if exe.is_file() => None,
        Termination::Exited(0) => Some(format!(
            "building {source_names} with {compiler_name} made no program at {{exe}}: check --build"
        )),
        Termination::Exited(code) => Some(format!(
            "compiling {source_names} with {compiler_name} failed (status {code}):\n{}",
            log()
        )),
        Termination::FailedToStart(message) => Some(format!(
            "cannot run the compiler {compiler_name}: {message}; install it, or give the build command with --build"
        )),
        Termination::TimedOut | Termination::CpuTimeOut => Some(format!(
            "compiling {source_names} took longer than {} (--build-timeout)",
            limits::format_seconds(build_limits.time)
        )),
        other => Some(format!(
            "compiling {source_names} with {compiler_name} {other}:\n{}",
            log()
        )),
    };
    match failure {
        Some(message) => Prepared::Unusable {
            verdict: Verdict::BuildError,
            message,
        },
        None => Prepared::Ready {
            runnable: Runnable::Program {
                argv: vec![exe.into_os_string()],
                env: Vec::new(),
            },
            how: format!("compiled from {source_names} with {compiler_name}"),
        },
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
}

/// The one Python file a TA would run among several: the only one that runs as a script
/// (`if __name__ == "__main__":`), or else the only one no other file imports.
fn python_entry(files: &[PathBuf]) -> Option<PathBuf> {
    let texts: Vec<String> = files
        .iter()
        .map(|file| {
            fs::read(file).map_or_else(
                |_| String::new(),
                |bytes| String::from_utf8_lossy(&bytes[..bytes.len().min(1 << 20)]).into_owned(),
            )
        })
        .collect();
    let scripts: Vec<usize> = (0..files.len())
        .filter(|&i| texts[i].contains("__name__") && texts[i].contains("__main__"))
        .collect();
    if let [only] = scripts.as_slice() {
        return Some(files[*only].clone());
    }
    let imports = |text: &str, module: &str| {
        text.lines().any(|line| {
            let words: Vec<&str> = line
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|word| !word.is_empty())
                .collect();
            matches!(words.first(), Some(&"import" | &"from")) && words.contains(&module)
        })
    };
    let imported = |i: usize| {
        let module = files[i]
            .file_stem()
            .map(|stem| stem.to_string_lossy().into_owned())
            .unwrap_or_default();
        (0..files.len()).any(|j| j != i && imports(&texts[j], &module))
    };
    let roots: Vec<usize> = (0..files.len()).filter(|&i| !imported(i)).collect();
    match roots.as_slice() {
        [only] => Some(files[*only].clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(path: &Path, text: &str) {
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }

    fn executable(path: &Path, text: &str) {
        write(path, text);
        fs::set_permissions(path, fs::Permissions::from_mode(0o755)).unwrap();
    }

    fn ids(found: &[Submission]) -> Vec<&str> {
        found.iter().map(|s| s.id.as_str()).collect()
    }

    #[test]
    fn a_folder_of_folders_is_a_class() {
        let dir = tempfile::tempdir().unwrap();
        let class = dir.path().join("class");
        write(&class.join("bob/game.c"), "");
        write(&class.join("alice/main.py"), "");
        fs::create_dir_all(class.join("carol")).unwrap();
        fs::create_dir_all(class.join(".git")).unwrap();
        fs::create_dir_all(class.join("__MACOSX")).unwrap();
        let found = discover(std::slice::from_ref(&class)).unwrap();
        assert_eq!(ids(&found), ["alice", "bob", "carol"]);
        assert!(found.iter().all(|s| s.is_folder && s.path.is_absolute()));

        // A folder with a file in it is one student's, whatever else it holds.
        write(&class.join("notes.txt"), "");
        let found = discover(std::slice::from_ref(&class)).unwrap();
        assert_eq!(ids(&found), ["class"]);
    }

    #[test]
    fn files_and_folders_side_by_side_and_name_clashes() {
        let dir = tempfile::tempdir().unwrap();
        write(&dir.path().join("a/game"), "");
        write(&dir.path().join("b/game"), "");
        write(&dir.path().join("solo/main.py"), "");
        let found = discover(&[dir.path().join("solo"), dir.path().join("a/game")]).unwrap();
        assert_eq!(ids(&found), ["solo", "game"]);
        assert!(!found[1].is_folder);
        let err = discover(&[dir.path().join("a/game"), dir.path().join("b/game")]).unwrap_err();
        assert!(
            err.contains("two submissions are both called \"game\""),
            "{err}"
        );
        let err = discover(&[dir.path().join("nowhere")]).unwrap_err();
        assert!(
            err.contains("nowhere: cannot read it as a submission"),
            "{err}"
        );
    }

    fn found_in(files: &[(&str, &str, bool)]) -> (tempfile::TempDir, Found) {
        let dir = tempfile::tempdir().unwrap();
        for (name, text, is_executable) in files {
            let path = dir.path().join(name);
            if *is_executable {
                executable(&path, text);
            } else {
                write(&path, text);
            }
        }
        let files = program_files(dir.path()).unwrap();
        let found = detect(&files);
        (dir, found)
    }

    fn unclear(found: &Found) -> (Verdict, &str) {
        match found {
            Found::Unclear { verdict, message } => (*verdict, message.as_str()),
            other => panic!("expected an unclear folder, found {other:?}"),
        }
    }

    #[test]
    fn sources_win_over_a_stale_program() {
        let (dir, found) = found_in(&[("game.c", "", false), ("a.out", "\x7fELF", true)]);
        assert_eq!(
            found,
            Found::Sources {
                compiler: "cc",
                sources: vec![dir.path().join("game.c")]
            }
        );
        let (dir, found) = found_in(&[("util.c", "", false), ("game.cpp", "", false)]);
        assert_eq!(
            found,
            Found::Sources {
                compiler: "c++",
                sources: vec![dir.path().join("game.cpp"), dir.path().join("util.c")]
            }
        );
        let (_dir, found) = found_in(&[("game.c", "", false), ("helper.py", "", false)]);
        let (verdict, message) = unclear(&found);
        assert_eq!(verdict, Verdict::BuildError);
        assert!(
            message.contains("game.c") && message.contains("helper.py"),
            "{message}"
        );
    }

    #[test]
    fn python_entry_is_main_py_or_the_only_one() {
        let (dir, found) = found_in(&[("main.py", "", false), ("board.py", "", false)]);
        assert_eq!(found, Found::Python(dir.path().join("main.py")));
        let (dir, found) = found_in(&[("game.py", "", false), ("README.md", "", false)]);
        assert_eq!(found, Found::Python(dir.path().join("game.py")));
        let (dir, found) = found_in(&[
            ("cards.py", "RANKS = 'AB'\n", false),
            (
                "joker_twins.py",
                "import cards\nif __name__ == \"__main__\":\n    pass\n",
                false,
            ),
        ]);
        assert_eq!(found, Found::Python(dir.path().join("joker_twins.py")));
        let (dir, found) = found_in(&[
            ("board.py", "X = 1\n", false),
            ("play.py", "from board import X\nprint(X)\n", false),
        ]);
        assert_eq!(found, Found::Python(dir.path().join("play.py")));
        let (_dir, found) = found_in(&[("a.py", "", false), ("b.py", "", false)]);
        let (verdict, message) = unclear(&found);
        assert_eq!(verdict, Verdict::BuildError);
        assert!(
            message.contains("a.py, b.py") && message.contains("no main.py"),
            "{message}"
        );
    }

    #[test]
    fn a_single_program_even_without_its_execute_bit() {
        let (dir, found) = found_in(&[("game", "#!/bin/sh\n", true), ("notes.txt", "", false)]);
        assert_eq!(
            found,
            Found::Program {
                path: dir.path().join("game"),
                executable: true
            }
        );
        let (dir, found) = found_in(&[("game", "\x7fELF...", false)]);
        assert_eq!(
            found,
            Found::Program {
                path: dir.path().join("game"),
                executable: false
            }
        );
        let (_dir, found) = found_in(&[("one", "#!/bin/sh\n", true), ("two", "#!", false)]);
        assert_eq!(unclear(&found).0, Verdict::BuildError);
        let (_dir, found) = found_in(&[("notes.txt", "hello", false)]);
        let (verdict, message) = unclear(&found);
        assert_eq!(verdict, Verdict::Missing);
        assert!(message.contains("no program found") && message.contains("notes.txt"));
        let (_dir, found) = found_in(&[]);
        assert_eq!(
            unclear(&found),
            (
                Verdict::Missing,
                "nothing was submitted: the folder is empty"
            )
        );
    }

    #[test]
    fn a_folder_wrapped_in_a_folder_is_looked_into() {
        let (dir, found) = found_in(&[("project/src/main.py", "", false)]);
        assert_eq!(found, Found::Python(dir.path().join("project/src/main.py")));
    }

    #[test]
    fn templates_split_like_a_shell_and_check_placeholders() {
        let template = Template::parse(
            "python3 '{dir}/my game.py' --seed={seed}",
            COMMAND_PLACEHOLDERS,
        )
        .unwrap();
        let argv = template.expand(&[
            ("dir", vec!["/subs/O'Brien; rm -rf ~".into()]),
            ("seed", vec!["42".into()]),
        ]);
        assert_eq!(
            argv,
            ["python3", "/subs/O'Brien; rm -rf ~/my game.py", "--seed=42"]
        );
        let err = Template::parse("run {folder}", COMMAND_PLACEHOLDERS).unwrap_err();
        assert!(
            err.contains("unknown placeholder {folder}")
                && err.contains("{dir}, {path}, {seed}, {options}"),
            "{err}"
        );
        assert!(Template::parse("python3 'unclosed", COMMAND_PLACEHOLDERS).is_err());
        assert!(Template::parse("  ", COMMAND_PLACEHOLDERS).is_err());
        let shell = Template::parse("sh -c 'for i in {1..3}; do :; done'", COMMAND_PLACEHOLDERS);
        assert!(shell.is_ok(), "{shell:?}");
        let build = Template::parse(DEFAULT_BUILD, BUILD_PLACEHOLDERS).unwrap();
        let argv = build.expand(&[
            ("compiler", vec!["cc".into()]),
            ("exe", vec!["/tmp/x/program".into()]),
            ("sources", vec!["/s/a.c".into(), "/s/b.c".into()]),
        ]);
        assert_eq!(
            argv,
            [
                "cc",
                "-O2",
                "-o",
                "/tmp/x/program",
                "/s/a.c",
                "/s/b.c",
                "-lm"
            ]
        );
        let err = Template::parse("cc -o {exe} src={sources}", BUILD_PLACEHOLDERS).unwrap_err();
        assert!(err.contains("a word of its own"), "{err}");
    }

    #[test]
    fn every_run_gets_the_seed() {
        let runnable = Runnable::Program {
            argv: vec!["/bin/game".into()],
            env: Vec::new(),
        };
        let program = runnable.program(7, &[]).unwrap();
        assert_eq!(program.env, [("ARBITER_SEED".into(), "7".into())]);
        let runnable = Runnable::Command {
            template: Template::parse("{dir}/game {seed} {path}", COMMAND_PLACEHOLDERS).unwrap(),
            dir: "/subs/ann".into(),
            path: "/subs/ann".into(),
        };
        let program = runnable.program(9, &[]).unwrap();
        assert_eq!(program.argv, ["/subs/ann/game", "9", "/subs/ann"]);
        assert_eq!(program.env, [("ARBITER_SEED".into(), "9".into())]);
    }

    #[test]
    fn options_stand_for_the_cases_option_words_or_none() {
        let runnable = Runnable::Command {
            template: Template::parse("game --seed {seed} {options} --end", COMMAND_PLACEHOLDERS)
                .unwrap(),
            dir: "/subs/ann".into(),
            path: "/subs/ann".into(),
        };
        let words = ["--computer".to_string(), "memory:10".to_string()];
        let program = runnable.program(3, &words).unwrap();
        assert_eq!(
            program.argv,
            ["game", "--seed", "3", "--computer", "memory:10", "--end"]
        );
        let program = runnable.program(3, &words[..1]).unwrap();
        assert_eq!(program.argv, ["game", "--seed", "3", "--computer", "--end"]);
        let program = runnable.program(3, &[]).unwrap();
        assert_eq!(program.argv, ["game", "--seed", "3", "--end"]);
        let err = Template::parse("game --x={options}", COMMAND_PLACEHOLDERS).unwrap_err();
        assert!(err.contains("a word of its own"), "{err}");
    }

    #[test]
    fn c_is_built_outside_the_students_folder() {
        let dir = tempfile::tempdir().unwrap();
        let student = dir.path().join("ann");
        write(
            &student.join("game.c"),
            "#include <stdio.h>\nint main(void) { puts(\"hi\"); return 0; }\n",
        );
        write(&student.join("broken/x"), "");
        let workspace = dir.path().join("build");
        let build = Template::parse(DEFAULT_BUILD, BUILD_PLACEHOLDERS).unwrap();
        let submission = Submission {
            id: "ann".into(),
            path: student.clone(),
            is_folder: true,
        };
        let before: Vec<PathBuf> = visible_entries(&student).unwrap();
        match prepare(
            &submission,
            &Method::Detect { build },
            &workspace,
            &BuildLimits::default(),
        ) {
            Prepared::Ready { runnable, how } => {
                assert_eq!(how, "compiled from game.c with cc");
                let program = runnable.program(1, &[]).unwrap();
                assert!(Path::new(&program.argv[0]).starts_with(&workspace));
            }
            Prepared::Unusable { message, .. } => {
                eprintln!("skipping: no working C compiler ({message})");
                return;
            }
        }
        assert_eq!(
            visible_entries(&student).unwrap(),
            before,
            "nothing written beside the sources"
        );

        write(&student.join("game.c"), "int main(void) { return 0 }\n");
        let build = Template::parse(DEFAULT_BUILD, BUILD_PLACEHOLDERS).unwrap();
        match prepare(
            &submission,
            &Method::Detect { build },
            &dir.path().join("build2"),
            &BuildLimits::default(),
        ) {
            Prepared::Unusable { verdict, message } => {
                assert_eq!(verdict, Verdict::BuildError);
                assert!(
                    message.starts_with("compiling game.c with cc failed (status 1):"),
                    "{message}"
                );
                assert!(
                    message.contains("\ngame.c:1:"),
                    "paths relative to the folder: {message}"
                );
            }
            other => panic!("expected a build error, got {other:?}"),
        }
        let missing = Template::parse("no-such-compiler {sources}", BUILD_PLACEHOLDERS).unwrap();
        match prepare(
            &submission,
            &Method::Detect { build: missing },
            &dir.path().join("b3"),
            &BuildLimits::default(),
        ) {
            Prepared::Unusable { message, .. } => {
                assert!(
                    message.contains("cannot run the compiler no-such-compiler"),
                    "{message}"
                )
            }
            other => panic!("expected a build error, got {other:?}"),
        }
    }
}
