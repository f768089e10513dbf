//! Writes input scripts for complete Chinese Checker games, for authoring cases.
//!
//! A person's moves in a whole game are long to write by hand, so this program lets
//! built-in computer players choose them and prints them as the input script a person
//! would type:
//!
//!     cargo run --example checkers_script -- hvh <blue> <red> <seed>
//!     cargo run --example checkers_script -- hvc <person> <computer> <seed>
//!
//! `hvh`: mode 1 (human vs. human); both sides' moves are chosen by the named players.
//! `hvc`: mode 2 against `--computer <computer>` playing red; the person's moves are chosen
//! by `<person>`, and the computer's moves are those `arbiter play checkers --seed <seed>`
//! will make, since the game's generator is used exactly as the game uses it.

use arbiter::games::checkers::players::builtin;
use arbiter::games::checkers::rules::{Game, Player, Status};
use arbiter::rng::GameRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [mode, first, second, seed] = args.as_slice() else {
        usage();
    };
    let (Some(mut blue), Some(mut red), Ok(seed)) = (builtin(first), builtin(second), seed.parse())
    else {
        usage();
    };
    let mut game_rng = GameRng::from_seed(seed);
    // The person's own choices must not draw from the game's generator.
    let mut person_rng = GameRng::from_seed(seed ^ 0x5eed);
    let mut lines = Vec::new();
    let mut game = Game::new();
    while game.status() == Status::Ongoing {
        if game.pass() {
            continue;
        }
        let mv = match (mode.as_str(), game.to_move) {
            ("hvh", Player::Blue) => blue.choose(&game, &mut person_rng),
            ("hvh", Player::Red) => red.choose(&game, &mut person_rng),
            ("hvc", Player::Blue) => blue.choose(&game, &mut person_rng),
            ("hvc", Player::Red) => red.choose(&game, &mut game_rng),
            _ => usage(),
        }
        .expect("built-in players always move");
        if mode == "hvh" || game.to_move == Player::Blue {
            lines.push(mv.to_string());
        }
        game.apply(mv).expect("built-in players move legally");
    }
    let choice = if mode == "hvh" { "1" } else { "2" };
    println!("{choice}");
    for line in lines {
        println!("{line}");
    }
}

fn usage() -> ! {
    eprintln!(
        "usage: checkers_script <hvh|hvc> <player> <player> <seed>  (players: random, greedy, default)"
    );
    std::process::exit(2);
}
