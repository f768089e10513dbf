//! Measures move generation (moves generated per second over positions reached by random
//! play) and the default player's time and search nodes per move.
//! `cargo run --release --example bench`.

use std::time::Instant;

use arbiter::games::checkers::players::{Agent, DefaultPlayer};
use arbiter::games::checkers::rules::{Game, Move, Status, legal_moves_into};
use arbiter::rng::GameRng;

fn main() {
    let mut rng = GameRng::from_seed(99);
    let mut positions = Vec::new();
    while positions.len() < 2000 {
        let mut game = Game::new();
        for _ in 0..rng.below(80) {
            let moves = game.legal_moves();
            match rng.choose(&moves) {
                Some(&mv) => game.apply(mv).unwrap(),
                None => break,
            }
            if game.status() != Status::Ongoing {
                break;
            }
        }
        if game.status() == Status::Ongoing {
            positions.push(game);
        }
    }
    let mut out: Vec<Move> = Vec::with_capacity(256);
    let start = Instant::now();
    let mut total = 0u64;
    let rounds = 200;
    for _ in 0..rounds {
        for game in &positions {
            legal_moves_into(&game.board, game.to_move, &mut out);
            total += out.len() as u64;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "move generation: {} positions x {rounds}, {:.1} moves per position, {:.1} M moves/s, {:.2} us per position",
        positions.len(),
        total as f64 / (positions.len() * rounds) as f64,
        total as f64 / secs / 1e6,
        secs * 1e6 / (positions.len() * rounds) as f64
    );
    let mut player = DefaultPlayer::new();
    let mut times = Vec::new();
    let mut nodes = Vec::new();
    for game in positions.iter().take(300) {
        let start = Instant::now();
        player.choose(game, &mut rng).unwrap();
        times.push(start.elapsed().as_secs_f64() * 1e3);
        nodes.push(player.last_nodes());
    }
    times.sort_by(f64::total_cmp);
    nodes.sort_unstable();
    println!(
        "default player on {} random-play positions: median {:.2} ms, max {:.2} ms; nodes median {}, max {}",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1],
        nodes[nodes.len() / 2],
        nodes[nodes.len() - 1]
    );
}
