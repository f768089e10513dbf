//! The case/golden harness: running a case in-process and comparing its transcript with
//! the golden one.
//!
//! [`case`] finds and reads cases, [`diff`] shows differences; this module runs a case
//! ([`replay`]) and judges it against its golden ([`check`]).

pub mod case;
pub mod diff;

use std::fs::File;
use std::io::{self, BufReader};

use self::case::{Case, CaseError};
use self::diff::Difference;
use crate::console::{Console, EndOfInput, Interrupted};
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
}

/// Runs a case in-process. With `echo`, input lines appear where the game read them.
pub fn replay(case: &Case, echo: bool) -> Result<Transcript, CaseError> {
    let file = File::open(&case.input_path).map_err(|err| CaseError {
        path: case.input_path.clone(),
        message: format!("cannot read the input script: {err}"),
    })?;
    let mut input = BufReader::new(file);
    let mut output = Vec::new();
    let mut console = Console::new(&mut input, &mut output).with_echo(echo);
    let mut rng = GameRng::from_seed(case.seed);
    let ended_early = match case.setup.play(&mut rng, &mut console) {
        Ok(()) => None,
        Err(Interrupted::EndOfInput(eof)) => Some(eof),
        Err(Interrupted::Output(err)) => unreachable!("writing to memory cannot fail: {err}"),
    };
    Ok(Transcript {
        output,
        ended_early,
        used_randomness: rng.draws() > 0,
    })
}

/// How a case's transcript compares with its golden.
#[derive(Clone, Debug)]
pub enum Verdict {
    /// Same bytes.
    Pass,
    /// Different bytes, first differing at this point.
    Differs(Difference),
    /// There is no golden file yet.
    NoGolden,
}

/// A case's transcript, its golden (if any) and the verdict.
#[derive(Clone, Debug)]
pub struct Checked {
    pub transcript: Transcript,
    pub golden: Option<Vec<u8>>,
    pub verdict: Verdict,
}

/// Replays a case and compares it with its golden, byte for byte.
pub fn check(case: &Case) -> Result<Checked, CaseError> {
    let transcript = replay(case, false)?;
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
            None => Verdict::Pass,
            Some(difference) => Verdict::Differs(difference),
        },
    };
    Ok(Checked {
        transcript,
        golden,
        verdict,
    })
}

/// Writes a case's transcript as its golden, creating folders as needed.
pub fn bless(case: &Case, transcript: &Transcript) -> Result<(), CaseError> {
    let write = || -> io::Result<()> {
        if let Some(folder) = case.golden_path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        std::fs::write(&case.golden_path, &transcript.output)
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
    fn a_run_knows_whether_it_used_randomness() {
        let menu_only = replay(&bundled("cases/concentration/menu-errors.case"), false).unwrap();
        assert!(!menu_only.used_randomness, "the menu draws nothing");
        let dealt = replay(&bundled("cases/concentration/eof-mid-turn.case"), false).unwrap();
        assert!(dealt.used_randomness, "a deal is a shuffle");
        assert!(dealt.ended_early.is_some());
    }

    #[test]
    fn check_compares_with_the_golden() {
        let checked = check(&bundled("cases/concentration/quit.case")).unwrap();
        assert!(matches!(checked.verdict, Verdict::Pass));
        assert_eq!(
            checked.golden.as_deref(),
            Some(checked.transcript.output.as_slice())
        );
    }
}
