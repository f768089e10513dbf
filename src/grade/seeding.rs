//! Whether a submission's chance comes from the clock.
//!
//! Every spec asks for a deal or layout drawn anew each game, from a generator seeded from
//! the clock (`srand(time(NULL))`). A program whose deal is the same on every run (never
//! seeded, a fixed seed, a shuffle that sorts) would pass case after case, since each run
//! is judged against its own deal; this module finds it.
//!
//! One case of each submission is run a second time once the clock's second has moved past
//! the end of its first run. A program seeded from `time()`, from a finer clock or from the
//! system's entropy then deals another game, and prints another transcript for the same
//! input; a program whose deal never changes prints the same one again. Two runs of one
//! case are compared, not two cases, because two cases' inputs lead a program to show
//! different parts of the same deal. The case run again is the one whose output showed the
//! most of its deal, and at least [`ENOUGH_KNOWN`] outcomes of it, so that two deals of a
//! seeded program cannot agree by accident (eight cards of a shuffled deck agree with odds
//! below one in a million). A program that prints the time, or anything else that changes
//! from run to run, is never reported: the finding is only ever missed, never made up.
//!
//! The finding is reported, and costs points only when the course says so
//! (`--same-deal fail`): the case run twice then fails.

use std::collections::HashMap;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::Serialize;

use super::cases::{ExpectedFrom, GradedCase};
use super::verdict::CaseResult;

/// The fewest outcomes of chance a case's output must have shown to be run again.
pub const ENOUGH_KNOWN: usize = 8;

/// What a submission whose deal never changed costs (`--same-deal`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SameDealCost {
    /// Reported in the gradebook, no points lost.
    #[default]
    Report,
    /// The case run twice fails.
    Fail,
}

/// The end of a run and what it printed, for comparing it with a later run of its case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunMark {
    /// When the run had ended (its result known).
    pub ended: SystemTime,
    output: u64,
}

impl RunMark {
    /// The mark of a run that printed `output` and has just ended.
    pub fn now(output: &[u8]) -> RunMark {
        let mut hasher = DefaultHasher::new();
        output.hash(&mut hasher);
        RunMark {
            ended: SystemTime::now(),
            output: hasher.finish(),
        }
    }
}

/// A submission that printed the same game in two runs of one case, started in different
/// seconds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SameDeal {
    /// The case run twice, `<game>/<name>`.
    pub case: String,
    /// How many outcomes of chance each run showed.
    pub known: usize,
}

impl SameDeal {
    /// The finding, in words for the gradebook.
    pub fn message(&self) -> String {
        let name = self.case.rsplit('/').next().unwrap_or(&self.case);
        format!(
            "the same deal in every run: {name}, run twice in different seconds, dealt the same game ({} cards shown each time); the spec asks for a generator seeded from the clock",
            self.known
        )
    }

    /// `result` of the case run twice, failed for it (`--same-deal fail`).
    pub fn fail(&self, result: CaseResult) -> CaseResult {
        result.failed_for(self.message())
    }
}

/// The case of a submission's `results` to run again: judged with its own chance, its
/// first run marked, and the most outcomes shown (at least [`ENOUGH_KNOWN`]); the first
/// such case on a tie.
pub fn case_to_repeat(cases: &[GradedCase], results: &HashMap<usize, CaseResult>) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for (index, case) in cases.iter().enumerate() {
        let Some(result) = results.get(&index) else {
            continue;
        };
        if case.expected_from != ExpectedFrom::OwnChance
            || result.run.is_none()
            || result.known < ENOUGH_KNOWN
        {
            continue;
        }
        if best.is_none_or(|(_, known)| result.known > known) {
            best = Some((index, result.known));
        }
    }
    best.map(|(index, _)| index)
}

/// How long into a new second the clock `time()` reads may still show the last: Linux
/// serves it from a coarse clock that moves once a scheduler tick (10 ms at most).
const COARSE_CLOCK_LAG: Duration = Duration::from_millis(50);

/// Waits until the clock's second is past the one `ended` fell in, far enough that
/// `time()` says so too, so that a program seeded from it is seeded anew.
pub fn wait_for_next_second(ended: SystemTime) {
    let since_epoch = |time: SystemTime| time.duration_since(UNIX_EPOCH).unwrap_or_default();
    let due = Duration::from_secs(since_epoch(ended).as_secs() + 1) + COARSE_CLOCK_LAG;
    loop {
        let now = since_epoch(SystemTime::now());
        if now >= due {
            return;
        }
        std::thread::sleep(due - now);
    }
}

/// Whether `again`, a later run of the case `first` ran, printed the same game: the
/// finding when it did.
pub fn compare(first: &CaseResult, again: &CaseResult) -> Option<SameDeal> {
    let (Some(one), Some(two)) = (first.run, again.run) else {
        return None;
    };
    (one.output == two.output && again.known >= ENOUGH_KNOWN).then(|| SameDeal {
        case: first.case.clone(),
        known: first.known.min(again.known),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grade::verdict::Verdict;

    fn marked(output: &[u8], known: usize) -> CaseResult {
        let mut result =
            CaseResult::without_run("memoarr/expert-both", Verdict::Pass, String::new());
        result.run = Some(RunMark::now(output));
        result.known = known;
        result
    }

    #[test]
    fn the_same_transcript_twice_is_the_same_deal_and_another_is_not() {
        let first = marked(b"A1 yWy\n", 24);
        let finding = compare(&first, &marked(b"A1 yWy\n", 24)).unwrap();
        assert_eq!(finding.case, "memoarr/expert-both");
        assert!(
            finding
                .message()
                .starts_with("the same deal in every run: expert-both, run twice"),
            "{}",
            finding.message()
        );
        assert_eq!(compare(&first, &marked(b"A1 rCr\n", 24)), None);
        // Too little of the deal shown to tell: no finding.
        assert_eq!(compare(&first, &marked(b"A1 yWy\n", 3)), None);
        // A result from a journal has no mark.
        let mut unmarked = marked(b"A1 yWy\n", 24);
        unmarked.run = None;
        assert_eq!(compare(&first, &unmarked), None);
    }

    #[test]
    fn failing_for_it_keeps_the_reason_the_case_had() {
        let finding = SameDeal {
            case: "crazy-eights/user-wins".into(),
            known: 12,
        };
        let mut result = marked(b"", 12);
        result.verdict = Verdict::Timeout;
        result.detail = "ran too long".into();
        let failed = finding.fail(result);
        assert_eq!(failed.verdict, Verdict::Timeout);
        assert!(
            failed.detail.ends_with("; ran too long"),
            "{}",
            failed.detail
        );
        let passed = finding.fail(marked(b"", 12));
        assert_eq!(passed.verdict, Verdict::WrongOutput);
    }

    #[test]
    fn waiting_ends_in_a_later_second() {
        let ended = SystemTime::now();
        wait_for_next_second(ended);
        let second = |time: SystemTime| time.duration_since(UNIX_EPOCH).unwrap().as_secs();
        assert!(second(SystemTime::now()) > second(ended));
    }
}
