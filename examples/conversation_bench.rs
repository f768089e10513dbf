//! What a conversation costs against piping its recorded answers into the same program:
//!
//!     cargo run --release --example conversation_bench -- ARBITER [games]
//!
//! `ARBITER` is the `arbiter` binary: the engine (`play crazy-eights --seed N`) is the
//! program, so that the same seed deals the same game and the recorded answers replay it.
//! For each of ten seeds, Crazy Eights' `Demo` plays `games` games (default 3) in a
//! conversation; its answers, one per line, are then piped into the same program, whose
//! output must be the same. Prints the total wall time and arbiter's CPU time of each.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use arbiter::conversation::{Player, Record};
use arbiter::games::crazy_eights::demo::Demo;
use arbiter::grade::run::{self, Limits, Program, converse};

/// arbiter's own CPU time so far (user and system, its threads only).
fn own_cpu() -> Duration {
    // SAFETY: rusage is plain data, filled in by the call.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) };
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let arbiter = args
        .next()
        .expect("usage: conversation_bench ARBITER [games]");
    let games: usize = args.next().and_then(|g| g.parse().ok()).unwrap_or(3);
    let limits = Limits {
        wall_time: Duration::from_secs(60),
        idle_time: Some(Duration::from_secs(10)),
        max_output: 1 << 22,
        memory: None,
        cpu_time: None,
    };
    let (mut talked, mut piped) = (Duration::ZERO, Duration::ZERO);
    let (mut talked_cpu, mut piped_cpu) = (Duration::ZERO, Duration::ZERO);
    let mut answers = 0;
    for seed in 1..=10 {
        let program = Program::new([
            arbiter.as_str(),
            "play",
            "crazy-eights",
            "--seed",
            &seed.to_string(),
        ]);
        let mut demo = Demo::new(games);
        let (started, cpu) = (Instant::now(), own_cpu());
        let conversation = converse(&program, &BTreeMap::new(), &limits, &mut demo);
        talked += started.elapsed();
        talked_cpu += own_cpu() - cpu;
        assert_eq!(demo.stopped(), None, "seed {seed}");
        answers += demo.exchanges().len();
        let input = Record::of(&demo).input();
        let (started, cpu) = (Instant::now(), own_cpu());
        let pipe = run::run(&program, &input, &limits);
        piped += started.elapsed();
        piped_cpu += own_cpu() - cpu;
        assert_eq!(pipe.stdout, conversation.stdout, "seed {seed}");
    }
    println!("10 games of {games} rounds each, {answers} answers in all");
    println!("conversation: {talked:.2?} wall, arbiter's CPU {talked_cpu:.2?}");
    println!("piped answers (baseline): {piped:.2?} wall, arbiter's CPU {piped_cpu:.2?}");
    println!(
        "conversation / piped: {:.2}x wall",
        talked.as_secs_f64() / piped.as_secs_f64()
    );
}
