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
use crate::dialect::{Choice, Reading};

/// How a move is read: as four characters, or as an integer the way `scanf("%d")` reads it.
pub const MOVES: Choice = Choice {
    name: "moves",
    values: &["word", "integer"],
    about: "a move is `a four-digit integer SSEE`: read as four characters, 0123 is row 0 (Input out of the game board); read as an integer, it is 123 (Invalid input format), and 12ab is 12 then ab, two messages",
};

/// How the mode answer is read: as `scanf("%d")` reads it, or as one whole word.
pub const MODE_ANSWER: Choice = Choice {
    name: "mode-answer",
    values: &["integer", "word"],
    about: "the user chooses the mode `by inputting an integer`: with scanf(\"%d\"), 2x chooses mode 2 and leaves x; read as a whole word, 2x is no integer and the question is asked again",
};

/// Whether the spec's `please input again:` messages end their line.
pub const AGAIN_NEWLINE: Choice = Choice {
    name: "again-newline",
    values: &["yes", "no"],
    about: "the five messages end in `please input again:`, a prompt; the spec does not say whether the typed move follows on the same line",
};

/// Whether a win is checked for both players after a move, or for the one who moved.
pub const WIN_CHECK: Choice = Choice {
    name: "win-check",
    values: &["both", "mover"],
    about: "the spec checks for a winner after each move; a move can only complete its own player's camp, except when it leaves an opponent's piece the last one needed, so programs that check only the mover differ only there",
};

/// Which colour the computer plays in mode 2.
pub const COMPUTER_PLAYS: Choice = Choice {
    name: "computer-plays",
    values: &["option", "blue", "red"],
    about: "`you may further ask the user ... or, you may always let the computer play first/second`: as the case's --computer-plays option says, or always blue (first), or always red (second)",
};

/// Every choice the Chinese Checker spec leaves open.
pub const CHOICES: [Choice; 5] = [MOVES, MODE_ANSWER, AGAIN_NEWLINE, WIN_CHECK, COMPUTER_PLAYS];

/// The reading the game is played and printed under; the default is the reference's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dialect {
    pub moves_as_integer: bool,
    pub mode_as_word: bool,
    pub again_newline: bool,
    pub win_for_mover_only: bool,
    /// The colour the computer always plays, when not the option's.
    pub computer_colour: Option<Player>,
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect::new(&Reading::reference())
    }
}

impl Dialect {
    pub fn new(reading: &Reading) -> Dialect {
        Dialect {
            moves_as_integer: reading.is(&MOVES, "integer"),
            mode_as_word: reading.is(&MODE_ANSWER, "word"),
            again_newline: reading.is(&AGAIN_NEWLINE, "yes"),
            win_for_mover_only: reading.is(&WIN_CHECK, "mover"),
            computer_colour: match reading.get(&COMPUTER_PLAYS) {
                "blue" => Some(Player::Blue),
                "red" => Some(Player::Red),
                _ => None,
            },
        }
    }
}

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
pub fn move_error(console: &mut Console, error: MoveError, dialect: Dialect) -> io::Result<()> {
    console.print(match error {
        MoveError::Format => "Invalid input format, please input again:",
        MoveError::OffBoard => "Input out of the game board, please input again:",
        MoveError::BadStart => "Invalid starting location, please input again:",
        MoveError::BadEnd => "Invalid ending location, please input again:",
        MoveError::RuleViolation => "The move violates the game rule, please input again:",
    })?;
    if dialect.again_newline {
        console.print("\n")?;
    }
    Ok(())
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
