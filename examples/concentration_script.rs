//! Writes input scripts for complete mode-1 Concentration games, for authoring cases.
//!
//! The human's side of a game is only known once the deal is known, so scripts for whole
//! games are computed from the seed: this program deals exactly as `arbiter play
//! concentration --seed N` does after the menu choice `1`, plays the human's side with a
//! chosen plan, and prints the input script (menu choice, every card, and a final `0`).
//!
//!     cargo run --example concentration_script -- <plan> <seed> [computer]
//!
//! Plans: `win` (the human always takes a pair it can see in the deal), `lose` (it always
//! turns two cards that do not match), `balance` (it takes a pair only while it is not
//! ahead, aiming for a tie: try seeds until the replay ends in `A tie!`), and `errors`
//! (`win`, with every kind of refused input woven into the first turns).

use arbiter::games::concentration::players::{ComputerPlayer, Strategy};
use arbiter::games::concentration::rules::{Game, Position, Seat, Table};
use arbiter::rng::GameRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(plan), Some(seed)) = (args.first(), args.get(1).and_then(|s| s.parse().ok())) else {
        eprintln!("usage: concentration_script <win|lose|balance|errors> <seed> [computer]");
        std::process::exit(2);
    };
    let strategy: Strategy = match args.get(2).map(|s| s.parse()) {
        None => Strategy::Random,
        Some(Ok(strategy)) => strategy,
        Some(Err(err)) => {
            eprintln!("{err}");
            std::process::exit(2);
        }
    };
    print!("{}", script(plan, seed, strategy));
}

fn script(plan: &str, seed: u64, strategy: Strategy) -> String {
    let mut rng = GameRng::from_seed(seed);
    let mut game = Game::deal(&mut rng);
    let mut computer = ComputerPlayer::new(strategy);
    let mut lines = vec!["1".to_string()];
    let mut human_pairs: Vec<Position> = Vec::new();
    while !game.is_over() {
        let (first, second) = if game.to_move() == Seat::First {
            let take_pair = match plan {
                "win" | "errors" => true,
                "lose" => false,
                "balance" => game.won(Seat::First) <= game.won(Seat::Second),
                _ => {
                    eprintln!("unknown plan {plan:?}");
                    std::process::exit(2);
                }
            };
            let (first, second) = human_choice(game.table(), take_pair);
            let human_turn = game.turns() / 2;
            if plan == "errors" {
                lines.extend(with_refusals(human_turn, first, second, &human_pairs));
            } else {
                lines.push(coordinates(first));
                lines.push(coordinates(second));
            }
            (first, second)
        } else {
            let first = computer.first_card(game.table(), &mut rng);
            (first, computer.second_card(game.table(), first, &mut rng))
        };
        let human = game.to_move() == Seat::First;
        if game.turn(first, second) && human {
            human_pairs.extend([first, second]);
        }
        computer.observe(game.table(), first, second);
    }
    lines.push("0".to_string());
    lines.iter().map(|line| format!("{line}\n")).collect()
}

/// A pair of equal rank, or (when `take_pair` is false and one exists) two cards that
/// differ; the lowest positions first, so scripts are easy to follow.
fn human_choice(table: &Table, take_pair: bool) -> (Position, Position) {
    let face_down: Vec<Position> = table.face_down().iter().collect();
    let rank = |p: Position| table.card(p).rank;
    let wanted = |a: Position, b: Position| (rank(a) == rank(b)) == take_pair;
    for (i, &a) in face_down.iter().enumerate() {
        if let Some(&b) = face_down[i + 1..].iter().find(|&&b| wanted(a, b)) {
            return (a, b);
        }
    }
    // Only pairs are left, so a mismatch is impossible: take one.
    let a = face_down[0];
    let b = *face_down[1..]
        .iter()
        .find(|&&b| rank(a) == rank(b))
        .expect("pairs remain");
    (a, b)
}

/// The lines of one human turn of the `errors` plan: refused answers before the real ones
/// in the first turns, and the real ones laid out in the ways `scanf` accepts.
fn with_refusals(
    turn: u32,
    first: Position,
    second: Position,
    removed: &[Position],
) -> Vec<String> {
    let owned = |items: &[&str]| items.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let (a, b) = (coordinates(first), coordinates(second));
    match (turn, removed) {
        // Out of range in every way, and words that are not numbers, for both cards; then
        // the first card again as the second.
        (0, _) => [
            owned(&["4 1", "0 18", "0 0", "-1 5", "3 14", "x 2", "1 y"]),
            vec![a.clone()],
            owned(&["0 99", "9 9", "-3 -3"]),
            vec![a.clone(), a, b],
        ]
        .concat(),
        // Cards removed by the first turn, as first and as second card, and a repeat.
        (1, [r1, r2, ..]) => vec![
            coordinates(*r1),
            coordinates(*r2),
            a.clone(),
            coordinates(*r2),
            a.clone(),
            coordinates(*r1),
            b,
        ],
        // Both cards on one line.
        (2, _) => vec![format!("{a} {b}")],
        // One number per line.
        (3, _) => a.split(' ').chain(b.split(' ')).map(String::from).collect(),
        // Extra spaces and tabs, and a Windows line ending.
        (4, _) => vec![
            format!("  {}\t\t{}  \r", &a[..1], &a[2..]),
            format!("\t{b}"),
        ],
        _ => vec![a, b],
    }
}

fn coordinates(position: Position) -> String {
    let (row, column) = position.coordinates();
    format!("{row} {column}")
}
