//! Prints an input that plays `arbiter play joker-twins --seed <seed>` to its end, for
//! authoring cases: the players know where every card lies (the seed's layout) and play it
//! as the plan says.
//!
//!     cargo run --example joker_twins_script -- <seed> [misses] [jokers] [tie]
//!
//! `misses` (default 0): the game's first turns turn two cards that are not twins (and no
//! Joker), so that both players play. `jokers`: how the Jokers are used, once the misses
//! are over: `first` (a Joker, then a letter), `second` (a letter, then a Joker), `pair`
//! (both Jokers together), `one` (one Joker with a letter, the other left to the end) or
//! `none` (both left to the end, the default). `tie`, with `pair`: the game ends in a tie
//! under `--dialect two-jokers=one` (two Jokers together count 1, so the points are even):
//! a player misses once they have half of them. The first player is the seed's; standard error names it.
//!
//!     cargo run --example joker_twins_script -- any
//!
//! prints an input that plays every 6 x 6 layout to its end, whoever starts: for each two
//! places `p` before `q`, the lines `p`, `p`, `q`. The first `p` is turned over whatever
//! the prompt, and the second is refused as the card already turned (or, when the first
//! ended a turn, turned as the next turn's first card), so that `q` is always turned with
//! `p`, unless `p` has left the board and its twin with it. Every two letters are thus
//! turned together, or have left, by the last line; refused lines cost only a message.

use arbiter::games::joker_twins::rules::{Board, Card, Game, NUM_PLAYERS, Position, Size};
use arbiter::rng::GameRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|arg| arg == "any") {
        for line in any_layout() {
            println!("{line}");
        }
        return;
    }
    let Some(Ok(seed)) = args.first().map(|s| s.parse::<u64>()) else {
        eprintln!(
            "usage: joker_twins_script <seed> [misses] [first|second|pair|one|none] [tie] | any"
        );
        std::process::exit(2);
    };
    let misses: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let jokers = args.get(2).map_or("none", String::as_str);
    let tie = args.get(3).is_some_and(|arg| arg == "tie");
    let mut rng = GameRng::from_seed(seed);
    let board = Board::shuffled(Size::SPEC, &mut rng);
    let first = rng.below(NUM_PLAYERS as u32) as usize;
    eprintln!("player {} starts", first + 1);
    let mut game = Game::new(board, first, if tie { 1 } else { 2 });
    let mut lines = Vec::new();
    let turn = |game: &mut Game, a: Position, b: Position, lines: &mut Vec<String>| {
        lines.push(a.to_string());
        lines.push(b.to_string());
        game.play(a, b);
        game.take_last_jokers();
    };
    for _ in 0..misses {
        if !miss(&mut game, &mut lines, turn) {
            break;
        }
    }
    let jokers_at = places(&game, |card| card == Card::Joker);
    match (jokers, jokers_at.as_slice()) {
        ("pair", &[a, b]) => turn(&mut game, a, b, &mut lines),
        ("first" | "one", &[joker, ..]) => {
            let letter = places(&game, |card| card != Card::Joker)[0];
            turn(&mut game, joker, letter, &mut lines);
        }
        ("second", &[joker, ..]) => {
            let letter = places(&game, |card| card != Card::Joker)[0];
            turn(&mut game, letter, joker, &mut lines);
        }
        _ => {}
    }
    // Then each player finds three twins in a row and misses, so that both score; or, for
    // a tie, a player misses once they have half of the points (the twins and one for the
    // two Jokers).
    let points = Size::SPEC.twins() as u32 + 1;
    let half = points / 2;
    let mut found = 0;
    while !game.is_over() {
        let has_half = game.score(game.turn()) == half;
        if if tie { has_half } else { found % 4 == 3 } {
            miss(&mut game, &mut lines, turn);
        }
        found += 1;
        let letters = places(&game, |card| card != Card::Joker);
        let Some(&a) = letters.first() else { break };
        let twin = card(&game, a)
            .twin()
            .and_then(|twin| game.board().find(twin));
        let Some(b) = twin else { break };
        turn(&mut game, a, b, &mut lines);
    }
    for line in lines {
        println!("{line}");
    }
}

/// The input that plays any layout to its end (see the top of the file).
fn any_layout() -> Vec<String> {
    let places: Vec<Position> = Board::lay_out(Size::SPEC, &[]).positions().collect();
    let mut lines = Vec::new();
    for (i, p) in places.iter().enumerate() {
        for q in &places[i + 1..] {
            lines.extend([p.to_string(), p.to_string(), q.to_string()]);
        }
    }
    lines
}

/// Turns two letters that are not twins, if two are left; whether it could.
fn miss(
    game: &mut Game,
    lines: &mut Vec<String>,
    turn: impl Fn(&mut Game, Position, Position, &mut Vec<String>),
) -> bool {
    let letters = places(game, |card| card != Card::Joker);
    let pair = letters
        .iter()
        .flat_map(|&a| letters.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| a != b && card(game, a).twin() != Some(card(game, b)));
    let Some((a, b)) = pair else { return false };
    turn(game, a, b, lines);
    true
}

/// The places, row by row, of the cards `keep` keeps.
fn places(game: &Game, keep: impl Fn(Card) -> bool) -> Vec<Position> {
    (game.board().positions())
        .filter(|&position| game.board().card(position).is_some_and(&keep))
        .collect()
}

fn card(game: &Game, position: Position) -> Card {
    game.board().card(position).expect("a card there")
}
