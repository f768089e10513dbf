//! Prints the layout `arbiter play memoarr --seed <seed>` deals, for authoring cases that
//! need to know it (such as a round whose every card matches the one before):
//!
//!     cargo run --example memoarr_layout -- <seed>
//!
//! One line per position, `A1 Crab Red`, the board's first draw being the game's first.

use arbiter::games::memoarr::rules::{Board, Position};
use arbiter::rng::GameRng;

fn main() {
    let Some(Ok(seed)) = std::env::args().nth(1).map(|s| s.parse::<u64>()) else {
        eprintln!("usage: memoarr_layout <seed>");
        std::process::exit(2);
    };
    let board = Board::shuffled(&mut GameRng::from_seed(seed));
    for position in Position::all() {
        let card = board.card(position);
        println!("{position} {:?} {:?}", card.animal, card.background);
    }
}
