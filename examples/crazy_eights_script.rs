//! Writes input scripts for complete Crazy Eights games, for authoring cases.
//!
//! The user's plays in a whole game are long to write by hand, so this program lets a
//! built-in player choose them and prints them as the input script a person would type:
//!
//!     cargo run --example crazy_eights_script -- <user> <computer> <seed> <games> [laziness]
//!
//! `<user>` chooses the user's plays (`random` or `default`); `<computer>` is the game's
//! `--computer`, whose plays are those `arbiter play crazy-eights --seed <seed>` will make,
//! since the game's generator is used exactly as the game uses it. After each of the
//! `<games>` games but the last the script answers `n` (play again), after the last `q`.
//! With `[laziness]` (1 to 10) the script starts with that answer, for `--lazy`.

use arbiter::games::crazy_eights::players::{Strategy, take_turn};
use arbiter::games::crazy_eights::rules::{
    Game, MAX_DRAWS, SHUFFLE_PASSES, Seat, ordered_deck, shuffle,
};
use arbiter::rng::GameRng;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (user, computer, seed, games, laziness) = match args.as_slice() {
        [user, computer, seed, games] => (user, computer, seed, games, None),
        [user, computer, seed, games, lazy] => (user, computer, seed, games, Some(lazy)),
        _ => usage(),
    };
    let (Ok(user), Ok(computer), Ok(seed), Ok(games)) = (
        user.parse::<Strategy>(),
        computer.parse::<Strategy>(),
        seed.parse::<u64>(),
        games.parse::<u32>(),
    ) else {
        usage();
    };
    let mut lines = Vec::new();
    let passes = match laziness.map(|l| l.parse::<u32>()) {
        None => SHUFFLE_PASSES,
        Some(Ok(level @ 1..=10)) => {
            lines.push(level.to_string());
            level * level
        }
        Some(_) => usage(),
    };
    let mut game_rng = GameRng::from_seed(seed);
    // The user's own choices must not draw from the game's generator.
    let mut user_rng = GameRng::from_seed(seed ^ 0x5eed);
    for index in 0..games {
        let mut deck = ordered_deck();
        shuffle(&mut deck, passes, &mut game_rng);
        let mut game = Game::deal(&deck);
        let mut seat = Seat::User;
        loop {
            match seat {
                Seat::User => user_turn(user, &mut game, &mut user_rng, &mut lines),
                Seat::Computer => {
                    take_turn(computer, &mut game, Seat::Computer, &mut game_rng);
                }
            }
            if game.end_turn(seat).is_some() {
                break;
            }
            seat = seat.other();
        }
        lines.push(if index + 1 == games { "q" } else { "n" }.to_string());
    }
    println!("{}", lines.join("\n"));
}

/// The user's turn as typed: `0` to draw when nothing can be played (the game draws up to
/// three), then the play as a count and card numbers, and a suit letter after an eight.
fn user_turn(strategy: Strategy, game: &mut Game, rng: &mut GameRng, lines: &mut Vec<String>) {
    if !game.can_play(Seat::User) {
        lines.push("0".to_string());
        for _ in 0..MAX_DRAWS {
            if game.draw(Seat::User).is_none() || game.can_play(Seat::User) {
                break;
            }
        }
        if !game.can_play(Seat::User) {
            return;
        }
    }
    let play = strategy.choose(game, Seat::User, rng);
    let hand = game.hand(Seat::User);
    let numbers: Vec<String> = (play.cards.iter())
        .map(|card| (hand.iter().position(|c| c == card).expect("in hand") + 1).to_string())
        .collect();
    lines.push(format!("{} {}", play.cards.len(), numbers.join(" ")));
    if let Some(suit) = play.declared {
        lines.push(["C", "S", "H", "D"][suit.index()].to_string());
    }
    game.apply(Seat::User, &play);
}

fn usage() -> ! {
    eprintln!(
        "usage: crazy_eights_script <user: random|default> <computer: random|default> <seed> <games> [laziness 1-10]"
    );
    std::process::exit(2);
}
