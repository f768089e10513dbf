//! What a conversation costs against piping its recorded answers into the same program:
//!
//!     cargo run --release --example conversation_bench -- ARBITER [games] [passes]
//!
//! Three programs, each measured in `passes` passes (default 5) of ten runs, the ratio of
//! each pass kept, and their median and quartiles printed: a machine shared with others
//! moves one pass's ratio by a tenth or more. Each run is a conversation, and then its
//! answers, one per line, piped into the same program with the same chance, whose output
//! must be the same:
//!
//! - the engine (`ARBITER play crazy-eights --seed N`), played by Crazy Eights' `Demo` for
//!   `games` games (default 3): the fastest program there is, so the conversation's own
//!   cost shows most;
//! - the demo class's Crazy Eights `correct` (C, seeded from `time()`), the same way;
//! - the demo class's Joker Twins `correct` (Python, its sleeps made instant), played by
//!   Joker Twins' `Demo` to the end of its layout.
//!
//! A student's program deals from its own chance: both of its runs share a
//! [`FixedChance`], as a rehearsal's do, so that the piped answers meet the same deal.
//! Prints, for each program, the last pass's wall time and arbiter's CPU time each way.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use arbiter::conversation::{Player, Record};
use arbiter::games::crazy_eights::demo::Demo as CrazyEights;
use arbiter::games::joker_twins::demo::{Demo as JokerTwins, Goals};
use arbiter::grade::rehearsal::FixedChance;
use arbiter::grade::run::{self, Limits, Program, converse};
use arbiter::grade::sleep::InstantSleep;

/// arbiter's own CPU time so far (user and system, its threads only).
fn own_cpu() -> Duration {
    // SAFETY: rusage is plain data, filled in by the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// The totals of one program's runs.
#[derive(Default)]
struct Totals {
    answers: usize,
    talked: Duration,
    talked_cpu: Duration,
    piped: Duration,
    piped_cpu: Duration,
}

impl Totals {
    /// One conversation of `player` with `program`, then its answers piped into it.
    fn measure(&mut self, program: &Program, player: &mut dyn Player, what: &str) {
        let limits = Limits {
            wall_time: Duration::from_secs(60),
            idle_time: Some(Duration::from_secs(10)),
            max_output: 1 << 22,
            memory: None,
            cpu_time: None,
        };
        let (started, cpu) = (Instant::now(), own_cpu());
        let conversation = converse(program, &BTreeMap::new(), &limits, player);
        self.talked += started.elapsed();
        self.talked_cpu += own_cpu() - cpu;
        assert_eq!(player.stopped(), None, "{what}");
        assert!(
            !player.exchanges().is_empty(),
            "{what}: no question was answered"
        );
        self.answers += player.exchanges().len();
        let input = Record::of(player).input();
        let (started, cpu) = (Instant::now(), own_cpu());
        let pipe = run::run(program, &input, &limits);
        self.piped += started.elapsed();
        self.piped_cpu += own_cpu() - cpu;
        assert_eq!(pipe.stdout, conversation.stdout, "{what}");
    }

    fn print(&self, program: &str) {
        println!("{program}: 10 runs, {} answers in all", self.answers);
        println!(
            "  conversation: {:.2?} wall, arbiter's CPU {:.2?}",
            self.talked, self.talked_cpu
        );
        println!(
            "  piped answers (baseline): {:.2?} wall, arbiter's CPU {:.2?}",
            self.piped, self.piped_cpu
        );
        println!(
            "  conversation / piped: {:.2}x wall",
            self.talked.as_secs_f64() / self.piped.as_secs_f64()
        );
    }
}

/// The median and quartiles of `ratios`.
fn spread(mut ratios: Vec<f64>) -> (f64, f64, f64) {
    ratios.sort_by(f64::total_cmp);
    let at = |share: f64| ratios[((ratios.len() - 1) as f64 * share).round() as usize];
    (at(0.5), at(0.25), at(0.75))
}

/// Measures `passes` passes of ten runs each of one program, and prints the last pass's
/// totals and the spread of the ratios over all passes.
fn passes(what: &str, passes: usize, mut pass: impl FnMut(&mut Totals)) {
    let mut ratios = Vec::new();
    let mut last = Totals::default();
    for _ in 0..passes {
        last = Totals::default();
        pass(&mut last);
        ratios.push(last.talked.as_secs_f64() / last.piped.as_secs_f64());
    }
    last.print(what);
    let (median, low, high) = spread(ratios);
    println!("  over {passes} passes: median {median:.2}x, quartiles {low:.2}x to {high:.2}x");
}

fn main() {
    let mut args = std::env::args().skip(1);
    let arbiter = args
        .next()
        .expect("usage: conversation_bench ARBITER [games] [passes]");
    let games: usize = args.next().and_then(|g| g.parse().ok()).unwrap_or(3);
    let count: usize = args.next().and_then(|p| p.parse().ok()).unwrap_or(5);

    passes(
        &format!("the engine, {games} games of Crazy Eights"),
        count,
        |totals| {
            for seed in 1..=10 {
                let seed = seed.to_string();
                let program =
                    Program::new([arbiter.as_str(), "play", "crazy-eights", "--seed", &seed]);
                totals.measure(
                    &program,
                    &mut CrazyEights::new(games),
                    &format!("seed {seed}"),
                );
            }
        },
    );

    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let built = tempfile::tempdir().unwrap();
    let binary = built.path().join("game");
    let compiled = std::process::Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(repo.join("examples/submissions/crazy-eights/correct/game.c"))
        .status()
        .is_ok_and(|status| status.success());
    let sleep = InstantSleep::new().unwrap();
    let runs = || (1..=10).map_while(|_| FixedChance::new());
    if compiled {
        passes(
            &format!("Crazy Eights `correct` (C), {games} games"),
            count,
            |totals| {
                for (run, chance) in runs().enumerate() {
                    let program = chance.apply(Program::new([&binary]));
                    let mut player = CrazyEights::new(games);
                    totals.measure(&program, &mut player, &format!("C run {run}"));
                }
            },
        );
    }

    let script = repo.join("examples/submissions/joker-twins/correct/joker_twins.py");
    passes(
        "Joker Twins `correct` (Python), one game",
        count,
        |totals| {
            for (run, chance) in runs().enumerate() {
                let python = Program::new(["python3".as_ref(), script.as_os_str()]);
                let program = chance.apply(sleep.apply(python));
                let mut player = JokerTwins::with_goals(Goals::default(), Vec::new());
                totals.measure(&program, &mut player, &format!("Python run {run}"));
            }
        },
    );
}
