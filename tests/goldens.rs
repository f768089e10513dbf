//! The bundled goldens cover the spec: every message a game can print occurs in at least
//! one golden, so `arbiter check` guards each of them.

use std::fs;
use std::path::Path;

fn goldens(game: &str) -> String {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("golden")
        .join(game);
    let mut all = String::new();
    for entry in fs::read_dir(folder).unwrap() {
        all.push_str(&fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    all
}

#[test]
fn every_concentration_message_occurs_in_a_golden() {
    let all = goldens("concentration");
    let messages = [
        "* Welcome to Concentration! *\n",
        "Please choose a mode of the game:\n1. Human vs. Computer\n2. Computer vs. Computer\n0. Quit\nYour choice: ",
        "Please input 1st card: ",
        "Please input 2nd card: ",
        "Row and column must be within 0 - 3 and 1 - 13\n",
        "The card must not be flipped already\n",
        "The second card cannot be the same as first\n",
        "You chose 1st card (",
        "You chose 2nd card (",
        "Computer chose 1st card (",
        "Computer chose 2nd card (",
        "Computer 1 chose 1st card (",
        "Computer 2 chose 2nd card (",
        "You got a matched pair!\n",
        "Computer got a matched pair!\n",
        "Computer 1 got a matched pair!\n",
        "Computer 2 got a matched pair!\n",
        "Flipped cards: 2; You: 2; Computer: 0;\n",
        "; Computer 1: ",
        "*** End of Game ***\n",
        " turns played!\n",
        "You win!\n",
        "Computer wins!\n",
        "A tie!\n",
        "Computer 1 wins!\n",
        "Computer 2 wins!\n",
        "D10",
        "(0,1",
    ];
    for message in messages {
        assert!(all.contains(message), "no golden contains {message:?}");
    }
}

#[test]
fn every_checkers_message_occurs_in_a_golden() {
    let all = goldens("checkers");
    let messages = [
        "Please choose the game mode (1: human vs. human, 2: human vs. computer):\n",
        "  1 2 3 4 5 6 7 8\n1 # # # . . . . .\n",
        "Next player: Blue (#)\n",
        "Next player: Red (O)\n",
        "Please input your move:\n",
        "Invalid input format, please input again:\n",
        "Input out of the game board, please input again:\n",
        "Invalid starting location, please input again:\n",
        "Invalid ending location, please input again:\n",
        "The move violates the game rule, please input again:\n",
        "Computer moves ",
        "Blue (#) wins!\n",
        "Red (O) wins!\n",
        "Draw: each player has made 100 moves with no winner\n",
    ];
    for message in messages {
        assert!(all.contains(message), "no golden contains {message:?}");
    }
}
