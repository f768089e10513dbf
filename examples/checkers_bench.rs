//! Measures move generation (moves generated per second over positions reached by random
//! play), against a baseline measured in the same run: the straightforward generator a
//! course's model answer would use, a depth-first search over the `int[89]` array. Then the
//! default player's time and search nodes per move.
//!
//!     cargo run --release --example checkers_bench

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

    // The baseline must agree with the engine before its speed means anything.
    for game in &positions {
        legal_moves_into(&game.board, game.to_move, &mut out);
        let mut expected: Vec<(u8, u8)> = out.iter().map(|mv| (mv.from, mv.to)).collect();
        let mut naive = naive_moves(game.board.as_array(), game.to_move as i32);
        expected.sort_unstable();
        naive.sort_unstable();
        assert_eq!(naive, expected, "the baseline generator disagrees");
    }
    let start = Instant::now();
    let mut naive_total = 0u64;
    for _ in 0..rounds {
        for game in &positions {
            naive_total += naive_moves(game.board.as_array(), game.to_move as i32).len() as u64;
        }
    }
    let naive_secs = start.elapsed().as_secs_f64();
    assert_eq!(naive_total, total);
    println!(
        "baseline, depth-first search over the int[89] array: {:.1} M moves/s; the engine is {:.1}x as fast",
        naive_total as f64 / naive_secs / 1e6,
        naive_secs / secs
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

/// Every legal move of `player`, found the way the spec's hint ("use recursion") suggests:
/// steps to empty neighbours, then a depth-first search of jumps with a visited array.
fn naive_moves(board: &[i32; 89], player: i32) -> Vec<(u8, u8)> {
    const DIRECTIONS: [i32; 8] = [-11, -10, -9, -1, 1, 9, 10, 11];
    let on_board = |cell: i32| (11..=88).contains(&cell) && cell % 10 != 0 && cell % 10 != 9;
    let mut moves = Vec::new();
    for from in 11..=88i32 {
        if !on_board(from) || board[from as usize] != player {
            continue;
        }
        let mut cells = *board;
        cells[from as usize] = 0;
        let mut reached = [false; 89];
        for direction in DIRECTIONS {
            let to = from + direction;
            if on_board(to) && cells[to as usize] == 0 && !reached[to as usize] {
                reached[to as usize] = true;
            }
        }
        let mut jumped = [false; 89];
        jump(&cells, from, &mut jumped, &on_board);
        for to in 11..=88 {
            if (reached[to] || jumped[to]) && to as i32 != from {
                moves.push((from as u8, to as u8));
            }
        }
    }
    moves
}

fn jump(cells: &[i32; 89], from: i32, landed: &mut [bool; 89], on_board: &dyn Fn(i32) -> bool) {
    for direction in [-11, -10, -9, -1, 1, 9, 10, 11] {
        // The first piece along the line, at distance k, then k empty cells to land.
        let mut k = 1;
        while on_board(from + k * direction) && cells[(from + k * direction) as usize] == 0 {
            k += 1;
        }
        if !on_board(from + k * direction) {
            continue;
        }
        let landing = from + 2 * k * direction;
        let clear = (k + 1..=2 * k).all(|i| {
            let cell = from + i * direction;
            on_board(cell) && cells[cell as usize] == 0
        });
        if clear && !landed[landing as usize] {
            landed[landing as usize] = true;
            jump(cells, landing, landed, on_board);
        }
    }
}
