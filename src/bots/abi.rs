//! The C entry point `ai_player` of the spec (section 4): the default computer player behind
//! the prototype `int ai_player(int player, const int *board);`, declared in
//! `include/ai_player.h`.
//!
//! The C function has no seed, so the player's tie-breaking rng is seeded from the board and
//! the player: the same call always gives the same answer.

use std::ffi::c_int;

use crate::games::checkers::players::{Agent, DefaultPlayer};
use crate::games::checkers::rules::{BOARD_LEN, Board, Game, Player};
use crate::rng::GameRng;

/// The answer of `ai_player` when it has no move to give: a null board, a `player` other than
/// 1 or 2, a board with a value out of place, or no legal move for `player`.
pub const NO_MOVE: c_int = -1;

/// The default player's move for `player` (1 blue, 2 red) on the 89-cell `board`, as `SSEE`,
/// or [`NO_MOVE`].
///
/// # Safety
/// `board` must be null or point to 89 readable `int`s. They are only read.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ai_player(player: c_int, board: *const c_int) -> c_int {
    if board.is_null() {
        return NO_MOVE;
    }
    let mut cells = [0i32; BOARD_LEN];
    // SAFETY: the caller guarantees 89 readable ints; they are copied once and never written.
    let source = unsafe { std::slice::from_raw_parts(board, BOARD_LEN) };
    for (cell, &value) in cells.iter_mut().zip(source) {
        *cell = value;
    }
    // A panic must not cross the C boundary; none is expected.
    std::panic::catch_unwind(|| ai_move(player, &cells)).unwrap_or(NO_MOVE)
}

/// The safe core of [`ai_player`]: the default player's move as `SSEE`, or [`NO_MOVE`].
pub fn ai_move(player: i32, cells: &[i32; BOARD_LEN]) -> i32 {
    let Some(player) = Player::from_value(player) else {
        return NO_MOVE;
    };
    let Ok(board) = Board::from_array(*cells) else {
        return NO_MOVE;
    };
    let game = Game {
        board,
        to_move: player,
        moves_made: [0, 0],
    };
    let mut rng = GameRng::from_seed(board_seed(player, cells));
    match DefaultPlayer::new().choose(&game, &mut rng) {
        Ok(mv) => i32::from(mv.to_ssee()),
        Err(_) => NO_MOVE,
    }
}

/// A seed determined by the player and the board: FNV-1a over their values.
fn board_seed(player: Player, cells: &[i32; BOARD_LEN]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for value in std::iter::once(player as i32).chain(cells.iter().copied()) {
        for byte in value.to_le_bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::checkers::rules::{Move, is_legal};

    fn call(player: c_int, cells: &[i32; BOARD_LEN]) -> c_int {
        // SAFETY: `cells` holds 89 ints.
        unsafe { ai_player(player, cells.as_ptr()) }
    }

    #[test]
    fn plays_a_legal_move_for_each_side() {
        let cells = *Board::initial().as_array();
        for player in [Player::Blue, Player::Red] {
            let code = call(player as c_int, &cells);
            let mv = Move::from_ssee(u16::try_from(code).unwrap()).unwrap();
            assert!(is_legal(&Board::initial(), player, mv), "{code}");
        }
        assert_eq!(cells, *Board::initial().as_array());
    }

    #[test]
    fn same_board_same_answer() {
        let cells = *Board::initial().as_array();
        assert_eq!(call(1, &cells), call(1, &cells));
    }

    #[test]
    fn rejects_bad_input() {
        let cells = *Board::initial().as_array();
        // SAFETY: a null pointer is allowed.
        assert_eq!(unsafe { ai_player(1, std::ptr::null()) }, NO_MOVE);
        for player in [0, 3, -1, 12] {
            assert_eq!(call(player, &cells), NO_MOVE);
        }
        let mut bad = cells;
        bad[44] = 7;
        assert_eq!(call(1, &bad), NO_MOVE);
        let mut bad = cells;
        bad[10] = 0;
        assert_eq!(call(2, &bad), NO_MOVE);
        // No legal move: blue has no piece.
        let mut empty = *Board::empty().as_array();
        empty[55] = 2;
        assert_eq!(call(1, &empty), NO_MOVE);
        assert_ne!(call(2, &empty), NO_MOVE);
    }

    #[test]
    fn crowded_hand_made_board_is_answered() {
        // Far more pieces than a game has: the work budget keeps the answer quick.
        let mut board = Board::empty();
        for loc in 11..=88u8 {
            if crate::games::checkers::rules::is_on_board(loc) && (loc % 3 == 0 || loc % 7 == 0) {
                let player = if loc % 2 == 0 {
                    Player::Blue
                } else {
                    Player::Red
                };
                board.set(loc, Some(player));
            }
        }
        let code = call(1, board.as_array());
        let mv = Move::from_ssee(u16::try_from(code).unwrap()).unwrap();
        assert!(is_legal(&board, Player::Blue, mv));
    }
}
