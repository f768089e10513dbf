//! The mistakes students make against the Concentration spec, each a variant of the rules
//! or the flow that `arbiter play concentration --mistake NAME` plays (see
//! [`crate::mistakes`]).

use crate::dialect::Reading;
use crate::mistakes::Mistake;

pub const TIE_GOES_TO_FIRST: &str = "tie-goes-to-first";
pub const COLUMN_13_REFUSED: &str = "column-13-refused";
pub const ROW_0_REFUSED: &str = "row-0-refused";
pub const MATCH_PLAYS_AGAIN: &str = "match-plays-again";
pub const PAIR_COUNTS_ONE: &str = "pair-counts-one";
pub const FLIPPED_BEFORE_SAME: &str = "flipped-before-same";
pub const ENDS_ONE_PAIR_EARLY: &str = "ends-one-pair-early";
pub const FLIPPED_EVERY_TURN: &str = "flipped-every-turn";
pub const TABLE_EVERY_TURN_IN_MODE_2: &str = "table-every-turn-in-mode-2";
pub const MENU_QUITS_ON_BAD_CHOICE: &str = "menu-quits-on-bad-choice";
pub const TURNS_COUNT_CARDS: &str = "turns-count-cards";
pub const NO_MATCHED_LINE: &str = "no-matched-line";

/// The catalogue, as `arbiter games` lists it.
pub const MISTAKES: [Mistake; 12] = [
    Mistake {
        name: TIE_GOES_TO_FIRST,
        about: "a game of 26 cards each is won by the first player, not `A tie!` (a >= where the winner is decided)",
        shows: &["A tie!"],
    },
    Mistake {
        name: COLUMN_13_REFUSED,
        about: "column 13 is refused as out of range: the columns are taken as 1 to 12 (`Row and column must be within 0 - 3 and 1 - 13`)",
        shows: &["Row and column must be within"],
    },
    Mistake {
        name: ROW_0_REFUSED,
        about: "row 0 is refused as out of range: the rows are taken as 1 to 3",
        shows: &["Row and column must be within"],
    },
    Mistake {
        name: MATCH_PLAYS_AGAIN,
        about: "a player who found a pair plays again, against the spec's one flip per turn",
        shows: &["chose 1st card"],
    },
    Mistake {
        name: PAIR_COUNTS_ONE,
        about: "a pair adds 1 to its player's count in `Flipped cards`, not its 2 cards",
        shows: &["Flipped cards"],
    },
    Mistake {
        name: FLIPPED_BEFORE_SAME,
        about: "the first card again as the second is refused as flipped already: the checks in the wrong order (`The second card cannot be the same as first`)",
        shows: &["The second card cannot be the same as first"],
    },
    Mistake {
        name: ENDS_ONE_PAIR_EARLY,
        about: "the game ends with one pair still face down (the end checked at 50 cards, not 52)",
        shows: &["End of Game", "table row"],
    },
    Mistake {
        name: FLIPPED_EVERY_TURN,
        about: "`Flipped cards` is printed after every turn, not once both players have played",
        shows: &["Flipped cards"],
    },
    Mistake {
        name: TABLE_EVERY_TURN_IN_MODE_2,
        about: "mode 2 prints the table after every turn, where the spec shows it at the start and the end",
        shows: &["table row"],
    },
    Mistake {
        name: MENU_QUITS_ON_BAD_CHOICE,
        about: "a menu choice other than 0, 1 and 2 quits, where the spec shows the menu again",
        shows: &["Please choose a mode of the game", "Human vs. Computer"],
    },
    Mistake {
        name: TURNS_COUNT_CARDS,
        about: "`N turns played` counts the cards turned, two a turn",
        shows: &["turns played"],
    },
    Mistake {
        name: NO_MATCHED_LINE,
        about: "a pair found is not announced with `You got a matched pair!`",
        shows: &["got a matched pair"],
    },
];

/// The rules as a reading with a mistake plays them: every flag false is the spec.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slips {
    pub tie_goes_to_first: bool,
    pub column_13_refused: bool,
    pub row_0_refused: bool,
    pub match_plays_again: bool,
    pub pair_counts_one: bool,
    pub flipped_before_same: bool,
    pub ends_one_pair_early: bool,
    pub flipped_every_turn: bool,
    pub table_every_turn_in_mode_2: bool,
    pub menu_quits_on_bad_choice: bool,
    pub turns_count_cards: bool,
    pub no_matched_line: bool,
}

impl Slips {
    /// The mistake `reading` carries, if it is one of this game's.
    pub fn of(reading: &Reading) -> Slips {
        Slips {
            tie_goes_to_first: reading.makes(TIE_GOES_TO_FIRST),
            column_13_refused: reading.makes(COLUMN_13_REFUSED),
            row_0_refused: reading.makes(ROW_0_REFUSED),
            match_plays_again: reading.makes(MATCH_PLAYS_AGAIN),
            pair_counts_one: reading.makes(PAIR_COUNTS_ONE),
            flipped_before_same: reading.makes(FLIPPED_BEFORE_SAME),
            ends_one_pair_early: reading.makes(ENDS_ONE_PAIR_EARLY),
            flipped_every_turn: reading.makes(FLIPPED_EVERY_TURN),
            table_every_turn_in_mode_2: reading.makes(TABLE_EVERY_TURN_IN_MODE_2),
            menu_quits_on_bad_choice: reading.makes(MENU_QUITS_ON_BAD_CHOICE),
            turns_count_cards: reading.makes(TURNS_COUNT_CARDS),
            no_matched_line: reading.makes(NO_MATCHED_LINE),
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
