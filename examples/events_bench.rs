//! What reading a transcript as the spec's events costs, against replaying its case: for
//! every bundled case, its golden is read into events and the case is replayed, many times.
//!
//!     cargo run --release --example events_bench

use std::path::Path;
use std::time::Instant;

use arbiter::harness::{self, case};

const ROUNDS: u32 = 200;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for game in ["concentration", "checkers"] {
        let found = case::find(&[root.join("cases").join(game)])
            .all_or_problems()
            .expect("the bundled cases load");
        let (mut replayed, mut read, mut events, mut cases) = (0.0, 0.0, 0, 0);
        for settings in found {
            let case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
            let golden = std::fs::read(&case.golden_path).expect("every bundled case has a golden");
            cases += 1;
            events += case.setup.read_events(&golden).len();
            let start = Instant::now();
            for _ in 0..ROUNDS {
                std::hint::black_box(harness::replay(&case, false).unwrap());
            }
            replayed += start.elapsed().as_secs_f64();
            let start = Instant::now();
            for _ in 0..ROUNDS {
                std::hint::black_box(case.setup.read_events(&golden));
            }
            read += start.elapsed().as_secs_f64();
        }
        let per = |total: f64| total / f64::from(ROUNDS) / cases as f64 * 1e6;
        println!(
            "{game}: {cases} cases, {events} events; replay {:.0} us per case, reading its transcript as events {:.0} us ({:.2}x)",
            per(replayed),
            per(read),
            read / replayed
        );
    }
}
