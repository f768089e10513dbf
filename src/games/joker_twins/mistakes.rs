//! The mistakes students make against the Joker Twins spec, each a variant of the rules or
//! the flow that `arbiter play joker-twins --mistake NAME` plays (see [`crate::mistakes`]).
//!
//! A tie cannot happen under the spec's reading (the points add up to 19), so no mistake
//! of the catalogue is about one.

use crate::dialect::Reading;
use crate::mistakes::Mistake;

pub const JOKER_TWIN_SCORES_ONE: &str = "joker-twin-scores-one";
pub const JOKER_TWIN_LEFT: &str = "joker-twin-left";
pub const TWO_JOKERS_NO_TWIN: &str = "two-jokers-no-twin";
pub const LAST_JOKERS_NOT_COUNTED: &str = "last-jokers-not-counted";
pub const LAST_JOKERS_COUNT_ONE: &str = "last-jokers-count-one";
pub const TWIN_PASSES_TURN: &str = "twin-passes-turn";
pub const MISS_KEEPS_TURN: &str = "miss-keeps-turn";
pub const WINNER_IS_LAST_FINDER: &str = "winner-is-last-finder";
pub const ROW_0_REFUSED: &str = "row-0-refused";
pub const ROW_5_REFUSED: &str = "row-5-refused";
pub const COLUMN_A_REFUSED: &str = "column-a-refused";
pub const COLUMN_F_REFUSED: &str = "column-f-refused";
pub const LOWER_CASE_ACCEPTED: &str = "lower-case-accepted";
pub const BLANK_LINE_CRASHES: &str = "blank-line-crashes";
pub const SAME_CARD_ACCEPTED: &str = "same-card-accepted";
pub const REMOVED_CARD_ACCEPTED: &str = "removed-card-accepted";
pub const SCORES_BY_PLAYER_NUMBER: &str = "scores-by-player-number";
pub const SCORE_BEFORE_PAUSE: &str = "score-before-pause";
pub const LETTERS_FROM_B: &str = "letters-from-b";

/// The catalogue, as `arbiter games` lists it.
pub const MISTAKES: [Mistake; 19] = [
    Mistake {
        name: JOKER_TWIN_SCORES_ONE,
        about: "a Joker with a letter scores 1, where the spec says `2 points will be added to the player's score (1 point for the twin plus 1 point for the Joker)`",
        shows: &["expected transcript shows scores"],
    },
    Mistake {
        name: JOKER_TWIN_LEFT,
        about: "a Joker with a letter removes the two cards turned but leaves the letter's twin on the board, against `the card with an \"E\" will automatically be turned over and also removed from the board`; that twin can never be matched, so the game never ends",
        shows: &["expected transcript shows board"],
    },
    Mistake {
        name: TWO_JOKERS_NO_TWIN,
        about: "two Jokers turned together are no twin (a twin taken as two different letters of one case), where `Joker twins are also considered twins that add 2 points`",
        shows: &["expected transcript shows scores"],
    },
    Mistake {
        name: LAST_JOKERS_NOT_COUNTED,
        about: "the game ends when no letter is left, the Jokers still face down and not counted, where `the remaining Jokers will automatically be turned over` and `count as 1 point for the last player who revealed the final twin`",
        shows: &["expected transcript shows board"],
    },
    Mistake {
        name: LAST_JOKERS_COUNT_ONE,
        about: "two Jokers left at the end add 1 point together, not 1 each (`Each Joker will count as 1 point`): it shows only in the deals where neither Joker is turned before the last twin",
        shows: &["expected transcript shows scores"],
    },
    Mistake {
        name: TWIN_PASSES_TURN,
        about: "a player who found a twin hands the turn over, where `the player continues its turn to find more twins`",
        shows: &["expected transcript shows asks Player"],
    },
    Mistake {
        name: MISS_KEEPS_TURN,
        about: "after two cards that are no twins the same player plays again (the turn switched twice, once in the miss and once at the loop's end), where `the game continues with the other player's turn`",
        shows: &["expected transcript shows asks Player"],
    },
    Mistake {
        name: WINNER_IS_LAST_FINDER,
        about: "the winner named at the end is the player whose turn it was, the one who found the last twin, not `which player won` by points: it shows only in the games that player loses",
        shows: &["expected transcript shows winner"],
    },
    Mistake {
        name: ROW_0_REFUSED,
        about: "row 0 is refused as off the board: the rows are taken as 1 to 6 (`D0` is among the spec's valid coordinates)",
        shows: &["is not on the board"],
    },
    Mistake {
        name: ROW_5_REFUSED,
        about: "row 5 is refused as off the board (a `<` for a `<=` against NUM_ROWS - 1)",
        shows: &["is not on the board"],
    },
    Mistake {
        name: COLUMN_A_REFUSED,
        about: "column A is refused as off the board (the column checked as 1 to NUM_COLS after `ord(letter) - ord(\"A\")`)",
        shows: &["is not on the board"],
    },
    Mistake {
        name: COLUMN_F_REFUSED,
        about: "column F is refused as off the board (a `<` for a `<=` against NUM_COLS - 1)",
        shows: &["is not on the board"],
    },
    Mistake {
        name: LOWER_CASE_ACCEPTED,
        about: "a lower-case column letter is taken as its upper case (`.upper()`), where `the column letter is case-sensitive` and `a6` is invalid",
        shows: &["the program printed board ######/######/######/#"],
    },
    Mistake {
        name: BLANK_LINE_CRASHES,
        about: "an empty line, or one of white space only, stops the program (an IndexError at `text[0]`), where `empty string, whitespaces` are invalid inputs it refuses",
        shows: &["went no further than its answer"],
    },
    Mistake {
        name: SAME_CARD_ACCEPTED,
        about: "the turn's first card is accepted again as its second, where `coordinates that are currently shown as a turned over cards` are invalid",
        shows: &[
            "the program printed board ######/######/######/######/######/######",
            "the program printed scores",
        ],
    },
    Mistake {
        name: REMOVED_CARD_ACCEPTED,
        about: "a place whose card is gone is accepted and turned, where `coordinates that do not contain a card anymore` are invalid",
        shows: &["the program printed board"],
    },
    Mistake {
        name: SCORES_BY_PLAYER_NUMBER,
        about: "the scores are listed player 1 first, not `in the order of their turns`: it shows only in the games player 2 starts",
        shows: &["expected transcript shows scores"],
    },
    Mistake {
        name: SCORE_BEFORE_PAUSE,
        about: "a twin's points are shown on the screen of the pause, where `the player's score should be updated and displayed after the game paused`",
        shows: &["the program printed scores"],
    },
    Mistake {
        name: LETTERS_FROM_B,
        about: "the letters are generated from B/b to R/r (an index from 1), where `they always start with an \"A\" and \"a\"`",
        shows: &["the board's cards are the twins"],
    },
];

/// The rules as a reading with a mistake plays them: every flag false is the spec.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slips {
    pub joker_twin_scores_one: bool,
    pub joker_twin_left: bool,
    pub two_jokers_no_twin: bool,
    pub last_jokers_not_counted: bool,
    pub last_jokers_count_one: bool,
    pub twin_passes_turn: bool,
    pub miss_keeps_turn: bool,
    pub winner_is_last_finder: bool,
    pub row_0_refused: bool,
    pub row_5_refused: bool,
    pub column_a_refused: bool,
    pub column_f_refused: bool,
    pub lower_case_accepted: bool,
    pub blank_line_crashes: bool,
    pub same_card_accepted: bool,
    pub removed_card_accepted: bool,
    pub scores_by_player_number: bool,
    pub score_before_pause: bool,
    pub letters_from_b: bool,
}

impl Slips {
    /// The mistake `reading` carries, if it is one of this game's.
    pub fn of(reading: &Reading) -> Slips {
        Slips {
            joker_twin_scores_one: reading.makes(JOKER_TWIN_SCORES_ONE),
            joker_twin_left: reading.makes(JOKER_TWIN_LEFT),
            two_jokers_no_twin: reading.makes(TWO_JOKERS_NO_TWIN),
            last_jokers_not_counted: reading.makes(LAST_JOKERS_NOT_COUNTED),
            last_jokers_count_one: reading.makes(LAST_JOKERS_COUNT_ONE),
            twin_passes_turn: reading.makes(TWIN_PASSES_TURN),
            miss_keeps_turn: reading.makes(MISS_KEEPS_TURN),
            winner_is_last_finder: reading.makes(WINNER_IS_LAST_FINDER),
            row_0_refused: reading.makes(ROW_0_REFUSED),
            row_5_refused: reading.makes(ROW_5_REFUSED),
            column_a_refused: reading.makes(COLUMN_A_REFUSED),
            column_f_refused: reading.makes(COLUMN_F_REFUSED),
            lower_case_accepted: reading.makes(LOWER_CASE_ACCEPTED),
            blank_line_crashes: reading.makes(BLANK_LINE_CRASHES),
            same_card_accepted: reading.makes(SAME_CARD_ACCEPTED),
            removed_card_accepted: reading.makes(REMOVED_CARD_ACCEPTED),
            scores_by_player_number: reading.makes(SCORES_BY_PLAYER_NUMBER),
            score_before_pause: reading.makes(SCORE_BEFORE_PAUSE),
            letters_from_b: reading.makes(LETTERS_FROM_B),
        }
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
