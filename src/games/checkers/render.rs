//! Every word and layout Chinese Checker prints: the only place that knows the spec's text.
//!
//! The spec (ESTR1002) gives the five error messages word for word and says what a round
//! must show; the board printout (its Figure 7) and the prompts are not in the text, so
//! they are designed here and documented in `transcript.md` beside this file. Every line
//! is a whole line: the spec's messages end in "please input again:" and are the prompts
//! for the next try.

use std::io;

use super::players::PlayerFault;
use super::rules::{Board, MOVE_LIMIT, MoveError, Player};
use crate::chance::Observed;
use crate::console::Console;
use crate::dialect::Choice;

/// Every choice the Chinese Checker spec leaves open.
pub const CHOICES: [Choice; 0] = [];

/// The question for the mode, asked at the start and again after each invalid answer.
pub fn mode_menu(console: &mut Console) -> io::Result<()> {
    console.print("Please choose the game mode (1: human vs. human, 2: human vs. computer):\n")
}

/// The board: a header of column numbers, then one line per row with its number, `#` for
/// blue, `O` for red and `.` for an empty cell, cells separated by one space.
pub fn board(console: &mut Console, board: &Board) -> io::Result<()> {
    let mut text = String::with_capacity(9 * 18);
    text.push_str("  1 2 3 4 5 6 7 8\n");
    for row in 1..=8u8 {
        text.push(char::from(b'0' + row));
        for column in 1..=8u8 {
            text.push(' ');
            text.push(match board.get(row * 10 + column) {
                Some(Player::Blue) => '#',
                Some(Player::Red) => 'O',
                None => '.',
            });
        }
        text.push('\n');
    }
    console.print(&text)
}

fn name(player: Player) -> &'static str {
    match player {
        Player::Blue => "Blue (#)",
        Player::Red => "Red (O)",
    }
}

/// Whose turn it is, printed after the board in every round.
pub fn next_player(console: &mut Console, player: Player) -> io::Result<()> {
    writeln!(console, "Next player: {}", name(player))
}

/// The prompt for a person's move.
pub fn move_prompt(console: &mut Console) -> io::Result<()> {
    console.print("Please input your move:\n")
}

/// Why a typed move was refused; the message is also the prompt for the next try.
pub fn move_error(console: &mut Console, error: MoveError) -> io::Result<()> {
    console.print(match error {
        MoveError::Format => "Invalid input format, please input again:\n",
        MoveError::OffBoard => "Input out of the game board, please input again:\n",
        MoveError::BadStart => "Invalid starting location, please input again:\n",
        MoveError::BadEnd => "Invalid ending location, please input again:\n",
        MoveError::RuleViolation => "The move violates the game rule, please input again:\n",
    })
}

const COMPUTER_MOVES: &str = "Computer moves ";

/// The move a computer player chose, as its four-digit code (the line above names the side).
pub fn computer_move(console: &mut Console, code: u16) -> io::Result<()> {
    writeln!(console, "{COMPUTER_MOVES}{code:04}")
}

/// A player with no legal move passes its turn.
pub fn pass(console: &mut Console, player: Player) -> io::Result<()> {
    writeln!(console, "{} has no legal move and passes", name(player))
}

/// A computer player gave no usable move and loses the game.
pub fn forfeit(console: &mut Console, player: Player, fault: &PlayerFault) -> io::Result<()> {
    writeln!(console, "{} forfeits: {fault}", name(player))
}

/// The end of the game, after the final board.
pub fn winner(console: &mut Console, winner: Option<Player>) -> io::Result<()> {
    match winner {
        Some(player) => writeln!(console, "{} wins!", name(player)),
        None => writeln!(
            console,
            "Draw: each player has made {MOVE_LIMIT} moves with no winner"
        ),
    }
}

// Reading a program's transcript back: the lines that carry chance, recognised by the same
// words the renderer prints.

/// Every move the transcript shows a computer making, as its four characters, in order. A
/// line is recognised by the word `moves` (in any case) followed by a four-digit code,
/// whatever the words around them.
pub fn read_computer_moves(lines: &[&str]) -> Vec<Observed<String>> {
    let verb = COMPUTER_MOVES.trim().rsplit(' ').next().unwrap_or_default();
    lines
        .iter()
        .enumerate()
        .filter_map(|(index, line)| {
            let lower = line.to_ascii_lowercase();
            let after = &line[lower.find(&verb.to_ascii_lowercase())? + verb.len()..];
            let code = after
                .trim_start_matches(|ch: char| ch == ':' || ch.is_whitespace())
                .split(|ch: char| !ch.is_ascii_digit())
                .next()?;
            (code.len() == 4).then(|| Observed {
                line: index + 1,
                outcome: code.to_string(),
            })
        })
        .collect()
}

/// The rule a computer's move read from a transcript breaks, in words.
pub fn move_finding(code: &str, error: MoveError) -> String {
    let why = match error {
        MoveError::Format => "it is not a four-digit move",
        MoveError::OffBoard => "a location is off the board",
        MoveError::BadStart => "its start does not hold one of the computer's pieces",
        MoveError::BadEnd => "its end is not an empty cell of the board",
        MoveError::RuleViolation => "it is neither a step nor a chain of jumps",
    };
    format!("the computer's move {code} is not allowed: {why}")
}
