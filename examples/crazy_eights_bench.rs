//! What a simulated Crazy Eights game costs, and where: the spec's shuffle (100 passes of
//! 52 swaps, 5,200 draws) and a uniform one (Fisher-Yates, 51 draws), against the play of
//! the dealt game, one core.
//!
//!     cargo run --release --example crazy_eights_bench

use std::time::Instant;

use arbiter::games::crazy_eights::players::{Strategy, play_out};
use arbiter::games::crazy_eights::rules::{Game, SHUFFLE_PASSES, ordered_deck, shuffle};
use arbiter::rng::GameRng;

const GAMES: u64 = 100_000;

fn main() {
    let ordered = ordered_deck();
    let mut rng = GameRng::from_seed(1);
    let start = Instant::now();
    let mut decks = Vec::with_capacity(1000);
    for index in 0..GAMES {
        let mut deck = ordered;
        shuffle(&mut deck, SHUFFLE_PASSES, &mut rng);
        if index < 1000 {
            decks.push(deck);
        }
    }
    let shuffling = start.elapsed().as_secs_f64() / GAMES as f64;
    let start = Instant::now();
    for _ in 0..GAMES {
        let mut deck = ordered;
        rng.shuffle(&mut deck);
        std::hint::black_box(deck);
    }
    let uniform = start.elapsed().as_secs_f64() / GAMES as f64;
    let start = Instant::now();
    for index in 0..GAMES {
        let mut game = Game::deal(&decks[(index % 1000) as usize]);
        std::hint::black_box(play_out(
            [Strategy::Default, Strategy::Random],
            &mut game,
            &mut rng,
        ));
    }
    let playing = start.elapsed().as_secs_f64() / GAMES as f64;
    println!(
        "crazy-eights, per game: the spec's shuffle {:.2} us, a uniform shuffle {:.2} us, play (default vs random) {:.2} us",
        shuffling * 1e6,
        uniform * 1e6,
        playing * 1e6,
    );
    println!(
        "games per second: {:.0} with the uniform shuffle (simulate's default), {:.0} with the spec's",
        1.0 / (uniform + playing),
        1.0 / (shuffling + playing)
    );
}
