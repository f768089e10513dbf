//! The mistakes students make against the Chinese Checker spec, each a variant of the rules
//! or the flow that `arbiter play checkers --mistake NAME` plays (see [`crate::mistakes`]).

use crate::dialect::Reading;
use crate::mistakes::Mistake;

pub const SHORT_MOVE_ZERO_PADDED: &str = "short-move-zero-padded";
pub const RANGE_AS_11_TO_88: &str = "range-as-11-to-88";
pub const COLUMN_8_REFUSED: &str = "column-8-refused";
pub const START_CHECKED_BEFORE_RANGE: &str = "start-checked-before-range";
pub const END_CHECKED_BEFORE_START: &str = "end-checked-before-start";
pub const START_ANY_PIECE: &str = "start-any-piece";
pub const END_CHECKED_FOR_OWN_PIECES: &str = "end-checked-for-own-pieces";
pub const NO_MULTI_JUMP: &str = "no-multi-jump";
pub const NO_LONG_JUMP: &str = "no-long-jump";
pub const LONG_JUMP_OFF_CENTRE: &str = "long-jump-off-centre";
pub const WIN_NEEDS_ALL_SIX_OWN: &str = "win-needs-all-six-own";
pub const DRAW_AFTER_100_IN_ALL: &str = "draw-after-100-in-all";
pub const DRAW_WHEN_EITHER_REACHES_100: &str = "draw-when-either-reaches-100";
pub const REFUSAL_PASSES_THE_TURN: &str = "refusal-passes-the-turn";
pub const COMPUTER_IGNORES_ITS_COLOUR: &str = "computer-ignores-its-colour";
pub const MODE_QUITS_ON_BAD_ANSWER: &str = "mode-quits-on-bad-answer";

/// The catalogue, as `arbiter games` lists it.
pub const MISTAKES: [Mistake; 16] = [
    Mistake {
        name: SHORT_MOVE_ZERO_PADDED,
        about: "a number of fewer than four digits is a move with leading zeros (123 as 0123, then `Input out of the game board`), where the spec asks for `a four-digit integer` (`Invalid input format`)",
        shows: &["Invalid input format"],
    },
    Mistake {
        name: RANGE_AS_11_TO_88,
        about: "a location is checked as a number in [11, 88], so 20 or 70 pass check (2) and are refused later, against `within the game board range [1,1] to [8,8]` (`Input out of the game board`)",
        shows: &["Input out of the game board"],
    },
    Mistake {
        name: COLUMN_8_REFUSED,
        about: "column 8 is refused as off the board (a < where the range [1,1] to [8,8] wants <=)",
        shows: &["Input out of the game board"],
    },
    Mistake {
        name: START_CHECKED_BEFORE_RANGE,
        about: "the start is checked for the player's piece before the range, so an off-board start is an `Invalid starting location`: checks (2) and (3) in the wrong order",
        shows: &["Input out of the game board"],
    },
    Mistake {
        name: END_CHECKED_BEFORE_START,
        about: "the end is checked before the start, so a move from the opponent's piece to a taken cell is an `Invalid ending location`: checks (3) and (4) in the wrong order",
        shows: &["Invalid starting location"],
    },
    Mistake {
        name: START_ANY_PIECE,
        about: "any piece is a valid start, so a player may move the opponent's pieces, against `a chess piece from the current player` (`Invalid starting location`)",
        shows: &["Invalid starting location"],
    },
    Mistake {
        name: END_CHECKED_FOR_OWN_PIECES,
        about: "the end is refused only when it holds the player's own piece: an end on the opponent's piece is refused by the rule check (`The move violates the game rule`), not as an `Invalid ending location`",
        shows: &["Invalid ending location"],
    },
    Mistake {
        name: NO_MULTI_JUMP,
        about: "a move is one step or one jump: a `multi-jump move` (2161, Figure 8) is refused as violating the game rule",
        shows: &["The move violates the game rule"],
    },
    Mistake {
        name: NO_LONG_JUMP,
        about: "a jump is only over an adjacent piece to the cell beyond it: the `long distance jump` is refused as violating the game rule",
        shows: &["The move violates the game rule"],
    },
    Mistake {
        name: LONG_JUMP_OFF_CENTRE,
        about: "a long jump is allowed with its one piece anywhere between the lifting and landing cells, not `in the middle`",
        shows: &["The move violates the game rule"],
    },
    Mistake {
        name: WIN_NEEDS_ALL_SIX_OWN,
        about: "a player wins only when all six cells of the opponent's camp hold its own pieces, against `filled with pieces, among which at least one belongs to A`: a camp filled with a piece of its owner left in it plays on",
        shows: &["winner"],
    },
    Mistake {
        name: DRAW_AFTER_100_IN_ALL,
        about: "the game is a draw after 100 moves in all, 50 each, against `after each player has moved 100 steps`",
        shows: &["draw"],
    },
    Mistake {
        name: DRAW_WHEN_EITHER_REACHES_100,
        about: "the game is a draw once blue has made its 100th move, before red's (an || where both players must have moved 100 steps)",
        shows: &["draw"],
    },
    Mistake {
        name: REFUSAL_PASSES_THE_TURN,
        about: "a refused move passes the turn to the other player, where the spec asks the same user `to input again`: the board is printed again for the other player",
        shows: &["reads `1 2 3 4 5 6 7 8`"],
    },
    Mistake {
        name: COMPUTER_IGNORES_ITS_COLOUR,
        about: "the computer player always moves as blue, its `player` argument ignored: playing red it moves blue's pieces, against `it should produce valid moves` from either corner",
        shows: &["the computer's move"],
    },
    Mistake {
        name: MODE_QUITS_ON_BAD_ANSWER,
        about: "a mode answer other than 1 and 2 ends the program, where the spec asks `by inputting an integer` and a program asks again",
        shows: &["reads `Please choose the game mode"],
    },
];

/// The rules as a reading with a mistake plays them: every flag false is the spec.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slips {
    pub short_move_zero_padded: bool,
    pub range_as_11_to_88: bool,
    pub column_8_refused: bool,
    pub start_checked_before_range: bool,
    pub end_checked_before_start: bool,
    pub start_any_piece: bool,
    pub end_checked_for_own_pieces: bool,
    pub no_multi_jump: bool,
    pub no_long_jump: bool,
    pub long_jump_off_centre: bool,
    pub win_needs_all_six_own: bool,
    pub draw_after_100_in_all: bool,
    pub draw_when_either_reaches_100: bool,
    pub refusal_passes_the_turn: bool,
    pub computer_ignores_its_colour: bool,
    pub mode_quits_on_bad_answer: bool,
}

impl Slips {
    /// The mistake `reading` carries, if it is one of this game's.
    pub fn of(reading: &Reading) -> Slips {
        Slips {
            short_move_zero_padded: reading.makes(SHORT_MOVE_ZERO_PADDED),
            range_as_11_to_88: reading.makes(RANGE_AS_11_TO_88),
            column_8_refused: reading.makes(COLUMN_8_REFUSED),
            start_checked_before_range: reading.makes(START_CHECKED_BEFORE_RANGE),
            end_checked_before_start: reading.makes(END_CHECKED_BEFORE_START),
            start_any_piece: reading.makes(START_ANY_PIECE),
            end_checked_for_own_pieces: reading.makes(END_CHECKED_FOR_OWN_PIECES),
            no_multi_jump: reading.makes(NO_MULTI_JUMP),
            no_long_jump: reading.makes(NO_LONG_JUMP),
            long_jump_off_centre: reading.makes(LONG_JUMP_OFF_CENTRE),
            win_needs_all_six_own: reading.makes(WIN_NEEDS_ALL_SIX_OWN),
            draw_after_100_in_all: reading.makes(DRAW_AFTER_100_IN_ALL),
            draw_when_either_reaches_100: reading.makes(DRAW_WHEN_EITHER_REACHES_100),
            refusal_passes_the_turn: reading.makes(REFUSAL_PASSES_THE_TURN),
            computer_ignores_its_colour: reading.makes(COMPUTER_IGNORES_ITS_COLOUR),
            mode_quits_on_bad_answer: reading.makes(MODE_QUITS_ON_BAD_ANSWER),
        }
    }

    /// Whether a jump is checked otherwise than the spec's rule.
    pub fn bends_jumps(self) -> bool {
        self.no_multi_jump || self.no_long_jump || self.long_jump_off_centre
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mistake_of_the_catalogue_sets_exactly_one_slip() {
        crate::mistakes::assert_each_sets_its_own_slips(&MISTAKES, Slips::of);
    }
}
