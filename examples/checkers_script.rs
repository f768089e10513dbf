//! Writes input scripts for complete Chinese Checker games, for authoring cases.
//!
//! A person's moves in a whole game are long to write by hand, so this program lets
//! built-in computer players choose them and prints them as the input script a person
//! would type:
//!
//!     cargo run --example checkers_script -- hvh <blue> <red> <seed>
//!     cargo run --example checkers_script -- hvc <person> <computer> <seed>
//!     cargo run --example checkers_script -- cvh <computer> <person> <seed>
//!
//! `hvh`: mode 1 (human vs. human); both sides' moves are chosen by the named players.
//! `hvc` and `cvh`: mode 2 against `--computer <computer>` playing red (`hvc`) or blue
//! (`cvh`, with `--computer-plays blue`); the person's moves are chosen by `<person>`, and
//! the computer's moves are those `arbiter play checkers --seed <seed>` will make, since the
//! game's generator is used exactly as the game uses it.

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
    let computer = match mode.as_str() {
        "hvh" => None,
        "hvc" => Some(Player::Red),
        "cvh" => Some(Player::Blue),
        _ => usage(),
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
        let side = game.to_move;
        let player = if side == Player::Blue {
            &mut blue
        } else {
            &mut red
        };
        let by_person = computer != Some(side);
        let rng = if by_person {
            &mut person_rng
        } else {
            &mut game_rng
        };
        let mv = player
            .choose(&game, rng)
            .expect("built-in players always move");
        if by_person {
            lines.push(mv.to_string());
        }
        game.apply(mv).expect("built-in players move legally");
    }
    let choice = if computer.is_none() { "1" } else { "2" };
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
