//! What judging a transcript with a program's own chance costs, against replaying the case
//! with the seed: for every bundled case that uses chance, a program's transcript is made by
//! the engine with another seed, then the case is replayed both ways many times.
//!
//!     cargo run --release --example chance_bench

use std::path::Path;
use std::time::Instant;

use arbiter::chance::ProgramOutput;
use arbiter::dialect::Reading;
use arbiter::harness::{self, case};

const ROUNDS: u32 = 200;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for game in ["concentration", "checkers"] {
        let found = case::find(&[root.join("cases").join(game)])
            .all_or_problems()
            .expect("the bundled cases load");
        let (mut seeded, mut guided, mut cases) = (0.0, 0.0, 0);
        for settings in found {
            let case = case::load(&settings, &case::GoldenRoot::BesideCases).unwrap();
            if !harness::replay(&case, false).unwrap().used_randomness {
                continue;
            }
            cases += 1;
            let other = case::Case {
                seed: case.seed ^ 0x5eed,
                ..case.clone()
            };
            let program = harness::replay(&other, false).unwrap().output;
            let start = Instant::now();
            for _ in 0..ROUNDS {
                std::hint::black_box(harness::replay(&case, false).unwrap());
            }
            seeded += start.elapsed().as_secs_f64();
            let start = Instant::now();
            for _ in 0..ROUNDS {
                let mut input = harness::open_input(&case).unwrap();
                // A transcript read afresh each round, as each run's is.
                std::hint::black_box(harness::replay_guided(
                    &case,
                    &Reading::reference(),
                    &mut input,
                    &ProgramOutput::new(&program),
                    false,
                ));
            }
            guided += start.elapsed().as_secs_f64();
        }
        let per = |total: f64| total / f64::from(ROUNDS) / cases as f64 * 1e6;
        println!(
            "{game}: {cases} cases of chance; replay with the seed {:.0} us per case, with a program's own chance {:.0} us ({:.3}x)",
            per(seeded),
            per(guided),
            guided / seeded
        );
    }
}
