//! The cases a grading run uses, and what each one expects.
//!
//! A student's program sees only its standard input: neither arbiter's seed nor its
//! computer players. So by default a grading run uses only the cases whose transcript is
//! determined by their input alone, which is what a replay tells: a case is
//! input-determined when its reference run did not draw from the game's random generator.
//! The others need a program that seeds its generator from `ARBITER_SEED` exactly as the
//! engine does; they are taken only when asked for (`--all-cases`).
//!
//! Each case is replayed once, in-process, when a grading run starts. Its expected output is
//! its golden file, read once and shared by every run of the case.

use std::path::PathBuf;

use crate::harness::{self, case::Case};

/// A case as grading uses it: its input and expected output in memory.
#[derive(Clone, Debug)]
pub struct GradedCase {
    /// `<game>/<name>`.
    pub id: String,
    /// `<name>`, the file name of its output in an outputs folder (`<name>.out`).
    pub name: String,
    pub description: String,
    pub weight: u32,
    pub seed: u64,
    pub input: Vec<u8>,
    pub expected: Vec<u8>,
    pub golden_path: PathBuf,
    /// The input ends before the game does, so any exit status is accepted.
    pub input_ends_early: bool,
}

/// The cases a grading run uses, and those it left out.
#[derive(Clone, Debug)]
pub struct Selection {
    pub cases: Vec<GradedCase>,
    /// The ids of the cases left out because their transcript uses the random generator.
    pub left_out: Vec<String>,
}

/// Why cases are left out, for the line that says how many were.
pub const LEFT_OUT_BECAUSE: &str = "their reference transcript uses the random generator; a program can only match it by seeding from ARBITER_SEED: use --all-cases";

/// Replays `cases` to tell which are determined by their input, and reads the goldens of
/// those used. With `all`, every case is used. Errors name the file to fix.
pub fn select(cases: &[Case], all: bool) -> Result<Selection, String> {
    let mut selection = Selection {
        cases: Vec::new(),
        left_out: Vec::new(),
    };
    for case in cases {
        let transcript = harness::replay(case, false).map_err(|err| err.to_string())?;
        if transcript.used_randomness && !all {
            selection.left_out.push(case.id.clone());
            continue;
        }
        let expected = std::fs::read(&case.golden_path).map_err(|err| {
            let hint = if err.kind() == std::io::ErrorKind::NotFound {
                format!(
                    "review the transcript (arbiter replay {}) and write it with arbiter check --bless, or give the folder of goldens with --golden",
                    case.settings_path.display()
                )
            } else {
                err.to_string()
            };
            format!(
                "{}: no golden for case {}: {hint}",
                case.golden_path.display(),
                case.id
            )
        })?;
        let input = std::fs::read(&case.input_path).map_err(|err| {
            format!(
                "{}: cannot read the input script: {err}",
                case.input_path.display()
            )
        })?;
        let name = case.id.rsplit('/').next().unwrap_or(&case.id).to_string();
        selection.cases.push(GradedCase {
            id: case.id.clone(),
            name,
            description: case.description.clone(),
            weight: case.weight,
            seed: case.seed,
            input,
            expected,
            golden_path: case.golden_path.clone(),
            input_ends_early: transcript.ended_early.is_some(),
        });
    }
    Ok(selection)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::case::{self, GoldenRoot};
    use std::path::Path;

    fn bundled(names: &[&str]) -> Vec<Case> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        names
            .iter()
            .map(|name| {
                let path = root.join(format!("cases/concentration/{name}.case"));
                case::load(&path, &GoldenRoot::BesideCases).unwrap()
            })
            .collect()
    }

    #[test]
    fn only_input_determined_cases_by_default() {
        let cases = bundled(&["quit", "mode1-win", "empty-input", "mode2-random"]);
        let selection = select(&cases, false).unwrap();
        let used: Vec<&str> = selection.cases.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(used, ["concentration/quit", "concentration/empty-input"]);
        assert_eq!(
            selection.left_out,
            ["concentration/mode1-win", "concentration/mode2-random"]
        );
        let quit = &selection.cases[0];
        assert_eq!(
            (quit.name.as_str(), quit.weight, quit.input_ends_early),
            ("quit", 1, false)
        );
        assert_eq!(quit.input, b"0\n");
        assert!(quit.expected.ends_with(b"Your choice: "));
        assert!(
            selection.cases[1].input_ends_early,
            "empty input ends at the menu"
        );

        let all = select(&cases, true).unwrap();
        assert_eq!(all.cases.len(), 4);
        assert!(all.left_out.is_empty());
    }

    #[test]
    fn a_missing_golden_names_the_file() {
        let mut cases = bundled(&["quit"]);
        cases[0].golden_path = PathBuf::from("/nowhere/quit.out");
        let err = select(&cases, false).unwrap_err();
        assert!(
            err.starts_with("/nowhere/quit.out: no golden for case concentration/quit"),
            "{err}"
        );
    }
}
