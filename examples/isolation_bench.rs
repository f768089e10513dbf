//! Times runs of a trivial program with and without confinement, interleaved, in one run:
//!
//!     cargo run --release --example isolation_bench -- [runs]
//!
//! Prints the median and mean time per run of each, and what confinement adds.

use std::time::{Duration, Instant};

use arbiter::grade::run::{self, Limits, Program};
use arbiter::sandbox::{Available, Paths};

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(1000);
    let limits = Limits {
        wall_time: Duration::from_secs(10),
        idle_time: None,
        max_output: 1 << 20,
        memory: None,
        cpu_time: Some(Duration::from_secs(10)),
    };
    let plain = Program::new(["/bin/true"]);
    let confined = Program::new(["/bin/true"]).confined_to(Paths::default());
    let (mut without, mut with) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
    for _ in 0..runs {
        for (program, times) in [(&plain, &mut without), (&confined, &mut with)] {
            let started = Instant::now();
            let outcome = run::run(program, b"", &limits);
            times.push(started.elapsed());
            assert!(outcome.status.is_success(), "{:?}", outcome.status);
        }
    }
    println!(
        "{}",
        Available::probe().summary(
            arbiter::sandbox::Isolation::Best,
            arbiter::sandbox::Subject::Run
        )
    );
    let report = |name: &str, times: &mut Vec<Duration>| {
        times.sort();
        let median = times[times.len() / 2];
        let mean = times.iter().sum::<Duration>() / times.len() as u32;
        println!(
            "{name:<12} median {:>7.3} ms  mean {:>7.3} ms",
            median.as_secs_f64() * 1e3,
            mean.as_secs_f64() * 1e3
        );
        (median, mean)
    };
    println!("{runs} runs of /bin/true each, interleaved");
    let (m0, a0) = report("unconfined", &mut without);
    let (m1, a1) = report("confined", &mut with);
    println!(
        "added        median {:>7.3} ms  mean {:>7.3} ms",
        (m1.as_secs_f64() - m0.as_secs_f64()) * 1e3,
        (a1.as_secs_f64() - a0.as_secs_f64()) * 1e3
    );
}
