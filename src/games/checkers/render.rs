//! Every word and layout Chinese Checker prints: the only place that knows the spec's text.
//!
//! The spec (ESTR1002) gives the five error messages word for word and says what a round
//! must show; the board printout (its Figure 7) and the prompts are not in the text, so
//! they are designed here and documented in `transcript.md` beside this file. Every line
//! is a whole line: the spec's messages end in "please input again:" and are the prompts
//! for the next try.

use std::io;

use super::players::PlayerFault;
use super::rules::{Board, ChainStart, MOVE_LIMIT, MoveError, Player};
use crate::chance::Observed;
use crate::console::Console;
use crate::dialect::{Choice, Reading};
use crate::events::{self, Event, TextLine};

/// How a move is read: as four characters, as an integer the way `scanf("%d")` reads it,
/// as a whole line, or as a whole line holding an integer.
pub const MOVES: Choice = Choice {
    name: "moves",
    values: &["word", "integer", "line", "integer-line"],
    about: "a move is `a four-digit integer SSEE`: read as four characters, 0123 is row 0 (Input out of the game board); read as an integer, it is 123 (Invalid input format), and 12ab is 12 then ab, two messages; read as a line (`fgets`, `input()`), `12 34` is one input and one message; read as a line holding an integer (`fgets` then `strtol`, `int(input())`), 0123 is 123 and `12ab` one message",
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
    about: "the five messages end in `please input again:`, a prompt; the spec does not say whether the typed move follows on the same line (free under --compare spec)",
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

/// Whether the line naming the next player stands below the board or above the next.
pub const PLAYER_LINE: Choice = Choice {
    name: "player-line",
    values: &["after", "before"],
    about: "each round the program must `report the game board` and `print the next player`: a line naming the next player below the board, or naming the player to move above the board it moves on (`Player 1's turn`, then the board)",
};

/// Whether the moving piece's starting cell is empty during its chain of jumps.
pub const CHAIN_START: Choice = Choice {
    name: "chain-start",
    values: &["lifted", "held"],
    about: "a move may be `a chain of jumps`; whether the cell the piece left counts as empty while it jumps is not said: lifted, a later jump may pass over it; held (the piece moved on the board only once the move is done), it is a piece to jump over",
};

/// Every choice the Chinese Checker spec leaves open.
pub const CHOICES: [Choice; 7] = [
    MOVES,
    MODE_ANSWER,
    AGAIN_NEWLINE,
    WIN_CHECK,
    COMPUTER_PLAYS,
    PLAYER_LINE,
    CHAIN_START,
];

/// The reading the game is played and printed under; the default is the reference's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dialect {
    pub moves_as_integer: bool,
    /// Each move is a whole line (the mode answer's line is then dropped after it).
    pub moves_as_line: bool,
    pub mode_as_word: bool,
    pub again_newline: bool,
    pub win_for_mover_only: bool,
    /// The colour the computer always plays, when not the option's.
    pub computer_colour: Option<Player>,
    /// The next player is named above the board it moves on.
    pub player_line_before: bool,
    pub chain_start: ChainStart,
}

impl Default for Dialect {
    fn default() -> Dialect {
        Dialect::new(&Reading::reference())
    }
}

impl Dialect {
    pub fn new(reading: &Reading) -> Dialect {
        Dialect {
            moves_as_integer: reading.is(&MOVES, "integer") || reading.is(&MOVES, "integer-line"),
            moves_as_line: reading.is(&MOVES, "line") || reading.is(&MOVES, "integer-line"),
            mode_as_word: reading.is(&MODE_ANSWER, "word"),
            again_newline: reading.is(&AGAIN_NEWLINE, "yes"),
            win_for_mover_only: reading.is(&WIN_CHECK, "mover"),
            computer_colour: match reading.get(&COMPUTER_PLAYS) {
                "blue" => Some(Player::Blue),
                "red" => Some(Player::Red),
                _ => None,
            },
            player_line_before: reading.is(&PLAYER_LINE, "before"),
            chain_start: match reading.is(&CHAIN_START, "held") {
                true => ChainStart::Held,
                false => ChainStart::Lifted,
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
    console.print(&board_text(board))
}

/// The board as [`board`] prints it: the column numbers, then a row a line.
pub fn board_text(board: &Board) -> String {
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
    text
}

/// A side as the game names it: `Blue (#)`, `Red (O)`.
pub fn name(player: Player) -> &'static str {
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

/// The spec's five messages, word for word, in the order it checks them.
const MOVE_ERRORS: [(MoveError, &str); 5] = [
    (
        MoveError::Format,
        "Invalid input format, please input again:",
    ),
    (
        MoveError::OffBoard,
        "Input out of the game board, please input again:",
    ),
    (
        MoveError::BadStart,
        "Invalid starting location, please input again:",
    ),
    (
        MoveError::BadEnd,
        "Invalid ending location, please input again:",
    ),
    (
        MoveError::RuleViolation,
        "The move violates the game rule, please input again:",
    ),
];

/// Why a typed move was refused; the message is also the prompt for the next try.
pub fn move_error(console: &mut Console, error: MoveError, dialect: Dialect) -> io::Result<()> {
    let (_, message) = MOVE_ERRORS
        .iter()
        .find(|(kind, _)| *kind == error)
        .expect("every error has its message");
    console.print(message)?;
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

/// A move a transcript shows: announced in words, or seen as the change between two boards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownMove {
    /// The last board shown before the move, if any: the position it was made from.
    pub before: Option<Board>,
    /// The move as its four characters, `ssee`.
    pub code: String,
    /// Whether words announced it (`Computer moves 8624`) rather than a board showing it.
    pub announced: bool,
}

/// Every move the transcript shows, in order: each line that announces one by the word
/// `moves` (in any case) followed by a four-digit code, whatever the words around it, and
/// each change between two boards shown in a row that moves one piece. The second is how a
/// move announced in a program's own words (`AI: 8624`, `The computer went from 86 to
/// 24`) is read: whatever the words, the next board shows it.
pub fn read_computer_moves(lines: &[&str]) -> Vec<Observed<ShownMove>> {
    let verb = COMPUTER_MOVES.trim().rsplit(' ').next().unwrap_or_default();
    let shown = boards(lines);
    let board_before = |index: usize| {
        (shown.iter())
            .take_while(|(at, _)| *at < index)
            .last()
            .map(|&(_, board)| board)
    };
    let announced = lines.iter().enumerate().filter_map(|(index, line)| {
        let lower = line.to_ascii_lowercase();
        let after = &line[lower.find(&verb.to_ascii_lowercase())? + verb.len()..];
        let code = after
            .trim_start_matches(|ch: char| ch == ':' || ch.is_whitespace())
            .split(|ch: char| !ch.is_ascii_digit())
            .next()?;
        (code.len() == 4).then(|| Observed {
            line: index + 1,
            outcome: ShownMove {
                before: board_before(index),
                code: code.to_string(),
                announced: true,
            },
        })
    });
    let changes = shown.windows(2).filter_map(|pair| {
        let [(_, before), (index, after)] = pair else {
            return None;
        };
        Some(Observed {
            line: index + 1,
            outcome: ShownMove {
                before: Some(*before),
                code: moved_piece(before, after)?,
                announced: false,
            },
        })
    });
    let mut moves: Vec<_> = announced.chain(changes).collect();
    moves.sort_by_key(|shown| shown.line);
    moves
}

/// The move that turns `before` into `after`, as its four characters, when exactly one
/// piece left one cell for another.
fn moved_piece(before: &Board, after: &Board) -> Option<String> {
    let cells = (1u8..=8).flat_map(|row| (1u8..=8).map(move |column| row * 10 + column));
    let (mut left, mut reached) = (Vec::new(), Vec::new());
    for loc in cells {
        match (before.get(loc), after.get(loc)) {
            (was, now) if was == now => {}
            (Some(piece), None) => left.push((loc, piece)),
            (None, Some(piece)) => reached.push((loc, piece)),
            _ => return None,
        }
    }
    match (left.as_slice(), reached.as_slice()) {
        ([(start, mover)], [(end, arrived)]) if mover == arrived => {
            Some(format!("{start:02}{end:02}"))
        }
        _ => None,
    }
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

// Reading a transcript as the events the spec fixes (see `crate::events`): the messages by
// their words, the boards by their symbols, the next player and the winner by any words
// that name them. Every layout choice above is free to a program; `transcript.md` says
// what each reading accepts.

/// The symbols of the spec's board (section 3.4), as a cell reads: blue, red, empty.
const SYMBOLS: [(char, Option<Player>); 3] = [
    ('#', Some(Player::Blue)),
    ('O', Some(Player::Red)),
    ('.', None),
];

/// Characters a board row may hold besides its cells: separators and white space.
const BOARD_SEPARATORS: &str = "|+-=_:;,()[]{}";

/// At most this many letters and digits label a board row (`8`, `R8`, `row 8`).
const ROW_LABEL_MAX: usize = 6;

/// Words that announce a winner, and a draw.
const WIN_WORDS: [&str; 7] = [
    "win",
    "wins",
    "won",
    "winner",
    "winning",
    "victory",
    "congratulations",
];
const DRAW_WORDS: [&str; 4] = ["draw", "drawn", "tie", "tied"];

/// Words that name a side by its role rather than its colour: they cannot say which colour
/// is meant, so the event they make stands for either.
const ROLE_WORDS: [&str; 6] = ["computer", "cpu", "ai", "you", "your", "human"];

/// One row of a board as a program printed it: its eight cells, and whether it drew red
/// as the digit `0`.
struct BoardRow {
    cells: [Option<Player>; 8],
    red_as_zero: bool,
}

/// Reads a line as a board row: exactly eight of the spec's symbols, among white space,
/// separators and a short label, and perhaps a note in words after them (a legend, `# =
/// Blue`, or the moves made, printed beside the board).
fn board_row(line: &str) -> Option<BoardRow> {
    board_cells(line).or_else(|| {
        let cut = after_eighth_cell(line)?;
        let note = &line[cut..];
        note.chars()
            .any(char::is_alphabetic)
            .then(|| board_cells(&line[..cut]))
            .flatten()
    })
}

/// Where a line's eighth symbol and the separators after it end.
fn after_eighth_cell(line: &str) -> Option<usize> {
    let mut seen = 0;
    let mut chars = line.char_indices();
    for (_, ch) in chars.by_ref() {
        if SYMBOLS.iter().any(|(symbol, _)| *symbol == ch) {
            seen += 1;
            if seen == 8 {
                break;
            }
        }
    }
    if seen < 8 {
        return None;
    }
    chars
        .find(|&(_, ch)| !(ch.is_whitespace() || BOARD_SEPARATORS.contains(ch)))
        .map(|(at, _)| at)
}

/// Reads a line as exactly a board row: eight of the spec's symbols, among white space,
/// separators and a short label. A row that has eight only when the digit `0` counts as
/// red is read as such, so that the difference can be named.
fn board_cells(line: &str) -> Option<BoardRow> {
    let mut cells = Vec::with_capacity(8);
    let mut zeros = Vec::new();
    let mut label = 0;
    for ch in line.chars() {
        if let Some(&(_, cell)) = SYMBOLS.iter().find(|(symbol, _)| *symbol == ch) {
            cells.push((cells.len() + zeros.len(), cell));
        } else if ch == '0' {
            zeros.push(cells.len() + zeros.len());
        } else if ch.is_ascii_alphanumeric() {
            label += 1;
        } else if !(ch.is_whitespace() || BOARD_SEPARATORS.contains(ch)) {
            return None;
        }
    }
    let row = |cells: Vec<Option<Player>>, red_as_zero| {
        Some(BoardRow {
            cells: cells.try_into().ok()?,
            red_as_zero,
        })
    };
    if cells.len() == 8 && label + zeros.len() <= ROW_LABEL_MAX {
        return row(cells.into_iter().map(|(_, cell)| cell).collect(), false);
    }
    if cells.len() + zeros.len() == 8 && !zeros.is_empty() && label <= ROW_LABEL_MAX {
        let mut all: Vec<(usize, Option<Player>)> = cells;
        all.extend(zeros.iter().map(|&at| (at, Some(Player::Red))));
        all.sort_by_key(|&(at, _)| at);
        return row(all.into_iter().map(|(_, cell)| cell).collect(), true);
    }
    None
}

/// A line that may stand between a board's rows: blank, or only separators, digits and
/// white space (a rule, a column header).
fn board_filler(line: &str) -> bool {
    line.chars()
        .all(|ch| ch.is_whitespace() || ch.is_ascii_digit() || BOARD_SEPARATORS.contains(ch))
}

/// The board that starts at `lines[0]`, with how many lines it takes: eight rows, with
/// only filler lines between them.
fn board_at(lines: &[TextLine<'_>]) -> Option<(String, usize)> {
    let mut rows = Vec::with_capacity(8);
    let mut used = 0;
    for line in lines {
        used += 1;
        match board_row(line.text) {
            Some(row) => rows.push(row),
            None if !rows.is_empty() && board_filler(line.text) => continue,
            None => return None,
        }
        if rows.len() == 8 {
            break;
        }
    }
    if rows.len() < 8 {
        return None;
    }
    let drawn: Vec<String> = rows
        .iter()
        .map(|row| {
            (row.cells.iter())
                .map(|cell| {
                    SYMBOLS
                        .iter()
                        .find(|(_, of)| of == cell)
                        .map_or('?', |&(symbol, _)| symbol)
                })
                .collect()
        })
        .collect();
    let zero = if rows.iter().any(|row| row.red_as_zero) {
        " (red drawn as the digit 0, where the spec draws `O`)"
    } else {
        ""
    };
    Some((format!("the board {}{zero}", drawn.join("/")), used))
}

/// The last board `lines` show, as the rules hold it: eight rows of the spec's symbols,
/// with only filler lines between them (what a player in a conversation reads of the game).
pub fn last_board(lines: &[&str]) -> Option<Board> {
    boards(lines).pop().map(|(_, board)| board)
}

/// Every board `lines` show, as the rules hold it, with the index of its first row's line.
fn boards(lines: &[&str]) -> Vec<(usize, Board)> {
    let mut found = Vec::new();
    let mut rows: Vec<[Option<Player>; 8]> = Vec::new();
    let mut first = 0;
    for (index, line) in lines.iter().enumerate() {
        match board_row(line) {
            Some(row) => {
                if rows.is_empty() {
                    first = index;
                }
                rows.push(row.cells)
            }
            None if !rows.is_empty() && board_filler(line) => continue,
            None => rows.clear(),
        }
        if rows.len() == 8 {
            let mut board = Board::empty();
            for (row, cells) in (1u8..).zip(&rows) {
                for (column, cell) in (1u8..).zip(cells) {
                    board.set(row * 10 + column, *cell);
                }
            }
            found.push((first, board));
            rows.clear();
        }
    }
    found
}

/// The colour a line names by its word or symbol (`Next player: Red (O)`), if one.
pub fn colour_named(line: &str) -> Option<Player> {
    let lower = line.to_ascii_lowercase();
    let blue = lower.contains("blue") || line.contains("(#)");
    let red = lower.contains("red") || line.contains("(O)");
    match (blue, red) {
        (true, false) => Some(Player::Blue),
        (false, true) => Some(Player::Red),
        _ => None,
    }
}

/// A player as a line names one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Named {
    Colour(Player),
    Role,
}

/// The player a line names, if it names exactly one: by colour, symbol (`#`, `O`) or
/// `player 1`/`p2` first, by a bare `1` or `2` next, and by a role (`computer`, `you`)
/// last. A line that names both colours the same way names neither.
fn named_player(words: &[String]) -> Option<Named> {
    let lower: Vec<String> = words.iter().map(|w| w.to_ascii_lowercase()).collect();
    let mut strong = Vec::new();
    let mut weak = Vec::new();
    for (index, word) in lower.iter().enumerate() {
        let after_player = index > 0 && matches!(lower[index - 1].as_str(), "player" | "p");
        let colour = match (word.as_str(), words[index].as_str()) {
            ("blue" | "#" | "p1" | "player1", _) => Some((Player::Blue, true)),
            ("red" | "p2" | "player2", _) | (_, "O") => Some((Player::Red, true)),
            ("1", _) => Some((Player::Blue, after_player)),
            ("2", _) => Some((Player::Red, after_player)),
            _ => None,
        };
        match colour {
            Some((player, true)) => strong.push(player),
            Some((player, false)) => weak.push(player),
            None => {}
        }
    }
    for named in [strong, weak] {
        let blue = named.contains(&Player::Blue);
        let red = named.contains(&Player::Red);
        match (blue, red) {
            (true, false) => return Some(Named::Colour(Player::Blue)),
            (false, true) => return Some(Named::Colour(Player::Red)),
            (true, true) => return None,
            (false, false) => {}
        }
    }
    lower
        .iter()
        .any(|word| ROLE_WORDS.contains(&word.as_str()))
        .then_some(Named::Role)
}

/// A line's words: runs of letters and digits, and each `#` on its own.
fn words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    for ch in line.chars() {
        if ch.is_alphanumeric() {
            word.push(ch);
            continue;
        }
        if !word.is_empty() {
            words.push(std::mem::take(&mut word));
        }
        if ch == '#' {
            words.push("#".to_string());
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

fn has_word(words: &[String], among: &[&str]) -> bool {
    words
        .iter()
        .any(|word| among.iter().any(|w| w.eq_ignore_ascii_case(word)))
}

fn player_event(kind: &'static str, named: Named, line: &TextLine<'_>) -> Event {
    match named {
        Named::Colour(player) => Event::new(kind, format!("{kind} {}", colour(player)), line),
        // A role (`your move`) says nothing of the colour: it stands for any name, and
        // where the other side names none it is passed over.
        Named::Role => Event::new(kind, format!("{kind} (named by role)"), line)
            .loose()
            .optional(),
    }
}

fn colour(player: Player) -> &'static str {
    match player {
        Player::Blue => "blue",
        Player::Red => "red",
    }
}

/// Reads a transcript as the events the spec fixes, in order:
///
/// - `message "…"`: each of the five messages, by its exact words, wherever it stands;
/// - `the board …`: eight rows of eight of the spec's symbols, read whatever the labels,
///   separators, indentation and blank lines; a board the same as the one before it is a
///   reprint, not an event;
/// - `next player blue|red`: the first line after a board that names a player;
/// - `winner blue|red` or `draw`: a line with a word of winning or of a draw, after the
///   first board.
///
/// Lines before the first board (a title, the mode question) are the program's own.
pub fn read_events(transcript: &[u8]) -> Vec<Event> {
    read_events_upto(transcript, usize::MAX)
}

/// The first `limit` events of [`read_events`], reading no further than it needs.
pub fn read_events_upto(transcript: &[u8], limit: usize) -> Vec<Event> {
    let text = events::text(transcript);
    let lines = events::lines(&text);
    let mut events: Vec<Event> = Vec::new();
    let mut last_board: Option<String> = None;
    let mut after_board = false;
    let mut index = 0;
    // The last line that made no event: the same line again makes none either, so a
    // program that prints its prompt forever costs one comparison a line.
    let mut quiet: Option<&str> = None;
    // One event more than asked for: it may end the game and take back the one before.
    while index < lines.len() && events.len() <= limit {
        let line = &lines[index];
        if quiet == Some(line.text) {
            index += 1;
            continue;
        }
        quiet = None;
        let count = events.len();
        if let Some((board, used)) = board_at(&lines[index..]) {
            if last_board.as_ref() != Some(&board) {
                events.push(Event::new("board", board.clone(), line).spanning(used));
                last_board = Some(board);
                after_board = true;
            }
            index += used;
            continue;
        }
        index += 1;
        let (before, messages) = message_events(line);
        if !messages.is_empty() {
            // A prompt that names the player can run into the message its input earned.
            if let (true, Some(named)) = (after_board, named_player(&words(before))) {
                events.push(player_event("next player", named, line));
            }
            events.extend(messages);
            after_board = false;
            continue;
        }
        if last_board.is_none() {
            continue;
        }
        let words = words(line.text);
        let end = if has_word(&words, &DRAW_WORDS) {
            Some(Event::new("draw", "draw", line))
        } else if let (true, Some(named)) = (has_word(&words, &WIN_WORDS), named_player(&words)) {
            Some(player_event("winner", named, line))
        } else {
            None
        };
        if let Some(end) = end {
            // A program may name the next player before it sees that the move ended the game.
            if events.last().is_some_and(|last| last.kind == "next player") {
                events.pop();
            }
            // And the name between the last two boards is for a program to show or not:
            // below the one before the final board it names who made the last move; a
            // program that names the player above each board (`player-line=before`) names
            // nobody above the final board, or is read naming one in its prompt (`your`).
            if let [.., named, board] = &mut events[..]
                && named.kind == "next player"
                && board.kind == "board"
            {
                named.optional = true;
            }
            events.push(end);
            after_board = false;
        } else if let (true, Some(named)) = (after_board, named_player(&words)) {
            events.push(player_event("next player", named, line));
            after_board = false;
        }
        quiet = (events.len() == count).then_some(line.text);
    }
    events.truncate(limit);
    events
}

/// The spec's messages in a line, in the order they stand, and the text before the first.
fn message_events<'a>(line: &TextLine<'a>) -> (&'a str, Vec<Event>) {
    let mut found: Vec<(usize, &str)> = MOVE_ERRORS
        .iter()
        .flat_map(|&(_, message)| line.text.match_indices(message))
        .collect();
    found.sort_unstable();
    let before = &line.text[..found.first().map_or(0, |&(at, _)| at)];
    let events = (found.into_iter())
        .map(|(_, message)| Event::new("message", format!("message {message:?}"), line))
        .collect();
    (before, events)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whats(transcript: &str) -> Vec<String> {
        read_events(transcript.as_bytes())
            .into_iter()
            .map(|event| event.what)
            .collect()
    }

    const START: &str =
        "the board ###...../##....../#......./......../......../.......O/......OO/.....OOO";

    #[test]
    fn a_computers_move_is_read_from_the_boards_whatever_words_announce_it() {
        let first = Board::initial();
        let mut second = first;
        second.set(88, None);
        second.set(66, Some(Player::Red));
        let mut third = second;
        third.set(11, None);
        third.set(33, Some(Player::Blue));
        let text = format!(
            "{}AI: 8866\n{}Blue to move\n{}Red moves: 7766\n",
            board_text(&first),
            board_text(&second),
            board_text(&third)
        );
        let lines: Vec<&str> = text.lines().collect();
        let shown: Vec<(Option<Board>, String, bool)> = read_computer_moves(&lines)
            .into_iter()
            .map(|seen| {
                (
                    seen.outcome.before,
                    seen.outcome.code,
                    seen.outcome.announced,
                )
            })
            .collect();
        assert_eq!(
            shown,
            [
                (Some(first), "8866".to_string(), false),
                (Some(second), "1133".to_string(), false),
                (Some(third), "7766".to_string(), true),
            ]
        );
        // Two pieces moved at once are no move.
        let mut both = second;
        both.set(11, None);
        both.set(22, None);
        both.set(33, Some(Player::Blue));
        both.set(44, Some(Player::Blue));
        assert_eq!(moved_piece(&second, &both), None);
    }

    #[test]
    fn the_engines_own_transcript_reads_as_its_events() {
        let mut output = Vec::new();
        let mut input: &[u8] = b"";
        let mut console = Console::new(&mut input, &mut output);
        mode_menu(&mut console).unwrap();
        board(&mut console, &Board::initial()).unwrap();
        next_player(&mut console, Player::Blue).unwrap();
        move_prompt(&mut console).unwrap();
        move_error(&mut console, MoveError::BadEnd, Dialect::default()).unwrap();
        winner(&mut console, Some(Player::Red)).unwrap();
        drop(console);
        let text = String::from_utf8(output).unwrap();
        assert_eq!(
            whats(&text),
            [
                START,
                "next player blue",
                "message \"Invalid ending location, please input again:\"",
                "winner red",
            ]
        );
    }

    #[test]
    fn a_students_own_layout_reads_the_same() {
        let student = "=== Chinese Checker ===\n\
            Please choose your mode (1 = two players, 2 = computer):\n\
            \n     1 2 3 4 5 6 7 8\n   +-----------------+\n\
            R1 | # # # . . . . . |\n R2 | # # . . . . . . |\n\n R3 | # . . . . . . . |\n\
             R4 | . . . . . . . . |\n R5 | . . . . . . . . |\n R6 | . . . . . . . O |\n\
             R7 | . . . . . . O O |\n R8 | . . . . . O O O |\n   +-----------------+\n\
            Player 1 (#), your move: Invalid ending location, please input again:\n\
            Player 1 (#), your move: \n\
            Congratulations! Player 2 (O) has won the game.\n";
        assert_eq!(
            whats(student),
            [
                START,
                "next player blue",
                "message \"Invalid ending location, please input again:\"",
                "winner red",
            ]
        );
    }

    #[test]
    fn a_legend_beside_the_board_is_not_its_cells() {
        let rows = [
            "###.....   # = Blue (moves first)",
            "##......   O = Red",
            "#.......   . = empty cell",
            "........",
            "........   Blue moves made:   0 / 100",
            ".......O   Red  moves made:   0 / 100",
            "......OO",
            ".....OOO",
        ];
        let framed: String = (rows.iter().enumerate())
            .map(|(at, row)| {
                let (cells, note) = row.split_at(8);
                let cells: Vec<String> = cells.chars().map(|c| c.to_string()).collect();
                format!("  {} | {} |{note}\n", at + 1, cells.join(" | "))
            })
            .collect();
        assert_eq!(whats(&framed), [START]);
    }

    #[test]
    fn players_are_named_in_many_words() {
        let named = |line| named_player(&words(line));
        assert_eq!(
            named("Next player: Red (O)"),
            Some(Named::Colour(Player::Red))
        );
        assert_eq!(named("Player 2's turn"), Some(Named::Colour(Player::Red)));
        assert_eq!(
            named("Round 12: player 1 to move"),
            Some(Named::Colour(Player::Blue))
        );
        assert_eq!(named("It is 2's turn"), Some(Named::Colour(Player::Red)));
        assert_eq!(named("Computer moves 6857"), Some(Named::Role));
        assert_eq!(named("Blue or red?"), None);
        assert_eq!(named("Please input again:"), None);
    }

    #[test]
    fn what_the_spec_fixes_still_differs() {
        let zero = START.replace("the board ", "").replace('O', "0");
        let rows: Vec<String> = zero.split('/').map(|row| format!("| {row} |\n")).collect();
        let events = whats(&rows.concat());
        assert_eq!(
            events,
            [format!(
                "{START} (red drawn as the digit 0, where the spec draws `O`)"
            )]
        );
        let period = "The move violates the game rule, please input again.\n";
        assert!(read_events(period.as_bytes()).is_empty());
        let seven_rows = rows[..7].concat();
        assert!(read_events(seven_rows.as_bytes()).is_empty());
    }

    #[test]
    fn a_line_repeated_after_other_events_is_read_again() {
        let board_text = {
            let mut output = Vec::new();
            let mut input: &[u8] = b"";
            let mut console = Console::new(&mut input, &mut output);
            board(&mut console, &Board::initial()).unwrap();
            drop(console);
            String::from_utf8(output).unwrap()
        };
        let moved = board_text.replacen('#', ".", 1);
        let prompt = "Your move, player 1:\n";
        let text = format!("{board_text}{prompt}{prompt}{moved}{prompt}{prompt}{prompt}");
        let kinds: Vec<&str> = read_events(text.as_bytes())
            .iter()
            .map(|e| e.kind)
            .collect();
        assert_eq!(kinds, ["board", "next player", "board", "next player"]);
        let limited = read_events_upto(text.as_bytes(), 3);
        assert_eq!(limited.len(), 3);
    }

    #[test]
    fn reprinted_boards_and_names_before_the_end_are_not_events() {
        let board_text = {
            let mut output = Vec::new();
            let mut input: &[u8] = b"";
            let mut console = Console::new(&mut input, &mut output);
            board(&mut console, &Board::initial()).unwrap();
            drop(console);
            String::from_utf8(output).unwrap()
        };
        let text = format!(
            "{board_text}Player 1 (#), move:\nInvalid input format, please input again:\n{board_text}Player 1 (#), move:\n{board_text}Next: player 2\nThe game is a draw.\n"
        );
        assert_eq!(
            whats(&text),
            [
                START,
                "next player blue",
                "message \"Invalid input format, please input again:\"",
                "draw",
            ]
        );
    }
}
