//! The mistakes students make against the Memoarr! spec, each a variant of the rules or the
//! flow that `arbiter play memoarr --mistake NAME` plays (see [`crate::mistakes`]).

use crate::dialect::Reading;
use crate::mistakes::Mistake;

pub const ANIMAL_ONLY: &str = "animal-only";
pub const MISMATCH_TURNED_DOWN: &str = "mismatch-turned-down";
pub const CARDS_STAY_FACE_UP: &str = "cards-stay-face-up";
pub const PLAYERS_NOT_RESET: &str = "players-not-reset";
pub const RUNS_OUT_ENDS_ROUND: &str = "runs-out-ends-round";
pub const SIX_ROUNDS: &str = "six-rounds";
pub const MOST_RUBIES_FIRST: &str = "most-rubies-first";
pub const CENTRE_DRAWN_AS_CARD: &str = "centre-drawn-as-card";
pub const ROW_A_REFUSED: &str = "row-a-refused";
pub const COLUMN_5_REFUSED: &str = "column-5-refused";
pub const OCTOPUS_NO_SWAP: &str = "octopus-no-swap";
pub const OCTOPUS_DISPLAYED_AT_OLD_PLACE: &str = "octopus-displayed-at-old-place";
pub const PENGUIN_CARD_STAYS_UP: &str = "penguin-card-stays-up";
pub const PENGUIN_CARD_STAYS_DISPLAYED: &str = "penguin-card-stays-displayed";
pub const WALRUS_BLOCK_IGNORED: &str = "walrus-block-ignored";
pub const CRAB_NO_SECOND_CARD: &str = "crab-no-second-card";
pub const TURTLE_PUTS_NEXT_OUT: &str = "turtle-puts-next-out";

/// The catalogue, as `arbiter games` lists it.
pub const MISTAKES: [Mistake; 17] = [
    Mistake {
        name: ANIMAL_ONLY,
        about: "a card must match the animal of the card before, its background ignored (`has to match the previously uncovered card's animal or background colour`)",
        shows: &["inactive"],
    },
    Mistake {
        name: MISMATCH_TURNED_DOWN,
        about: "a card that did not match is turned face down again, as in other memory games, against `The uncovered cards remain on the table face up`",
        shows: &["the expected transcript shows cards"],
    },
    Mistake {
        name: CARDS_STAY_FACE_UP,
        about: "the cards stay face up from one round to the next (`After the current round the cards remain in place but are turned face down again`)",
        shows: &["which the rules allow", "the program printed cards"],
    },
    Mistake {
        name: PLAYERS_NOT_RESET,
        about: "the players out of a round stay out of the next (the main loop's `update status of all players in game as active` left out)",
        shows: &["wins round"],
    },
    Mistake {
        name: RUNS_OUT_ENDS_ROUND,
        about: "a round in which every card is turned ends then, won by the first player still in, against `the players still in the game continue to take their turns but loose until only one player is left`",
        shows: &["ranking"],
    },
    Mistake {
        name: SIX_ROUNDS,
        about: "the game ends after six rounds (`getRound` counts from 0 to 6, and `gameOver` is checked against 6), not `After seven rounds`",
        shows: &["the program printed ranking"],
    },
    Mistake {
        name: MOST_RUBIES_FIRST,
        about: "the final ranking is printed from most rubies to fewest, against `print players with their number of rubies sorted from least to most rubies`",
        shows: &["not from fewest rubies to most"],
    },
    Mistake {
        name: CENTRE_DRAWN_AS_CARD,
        about: "the board draws the free centre C3 as a face-down card, against `the center position remains free`",
        shows: &["free centre C3"],
    },
    Mistake {
        name: ROW_A_REFUSED,
        about: "row A is refused as off the board: the row, counted from 0, is checked from 1",
        shows: &["it refused `A"],
    },
    Mistake {
        name: COLUMN_5_REFUSED,
        about: "column 5 is refused as off the board: the column, counted from 0, is checked below 4",
        shows: &["5`, which the rules allow"],
    },
    Mistake {
        name: OCTOPUS_NO_SWAP,
        about: "the octopus asks for its neighbour but the cards stay where they were (the board exchanged in a copy), against `the card is exchanging position with an adjacent card`",
        shows: &["the expected transcript shows cards"],
    },
    Mistake {
        name: OCTOPUS_DISPLAYED_AT_OLD_PLACE,
        about: "in the expert display the octopus swapped away is still shown under the position it was turned at, where the spec shows the face-up cards `along with the position they came from`",
        shows: &["the expected transcript shows cards"],
    },
    Mistake {
        name: PENGUIN_CARD_STAYS_UP,
        about: "the penguin asks for a face-up card but it stays face up (turned down in a copy of the board), against `this player is allowed to turn a face-up card face-down`",
        shows: &["the expected transcript shows cards"],
    },
    Mistake {
        name: PENGUIN_CARD_STAYS_DISPLAYED,
        about: "in the expert display the card a penguin turned face down is still shown, where the spec shows `only the face up cards`",
        shows: &["the expected transcript shows cards"],
    },
    Mistake {
        name: WALRUS_BLOCK_IGNORED,
        about: "the card a walrus blocked is accepted from the next player, against `the next player must choose another location`",
        shows: &["blocked by the walrus", "the program printed cards"],
    },
    Mistake {
        name: CRAB_NO_SECOND_CARD,
        about: "a crab does not make its player turn another card, against `The player who turns over a crab card must immediately turn over another card`",
        shows: &["the expected transcript shows players"],
    },
    Mistake {
        name: TURTLE_PUTS_NEXT_OUT,
        about: "the player a turtle skips is put out of the round, against `the next player will not turn over a card and will not loose`",
        shows: &["inactive"],
    },
];

/// The rules as a reading with a mistake plays them: every flag false is the spec.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slips {
    pub animal_only: bool,
    pub mismatch_turned_down: bool,
    pub cards_stay_face_up: bool,
    pub players_not_reset: bool,
    pub runs_out_ends_round: bool,
    pub six_rounds: bool,
    pub most_rubies_first: bool,
    pub centre_drawn_as_card: bool,
    pub row_a_refused: bool,
    pub column_5_refused: bool,
    pub octopus_no_swap: bool,
    pub octopus_displayed_at_old_place: bool,
    pub penguin_card_stays_up: bool,
    pub penguin_card_stays_displayed: bool,
    pub walrus_block_ignored: bool,
    pub crab_no_second_card: bool,
    pub turtle_puts_next_out: bool,
}

impl Slips {
    /// The mistake `reading` carries, if it is one of this game's.
    pub fn of(reading: &Reading) -> Slips {
        Slips {
            animal_only: reading.makes(ANIMAL_ONLY),
            mismatch_turned_down: reading.makes(MISMATCH_TURNED_DOWN),
            cards_stay_face_up: reading.makes(CARDS_STAY_FACE_UP),
            players_not_reset: reading.makes(PLAYERS_NOT_RESET),
            runs_out_ends_round: reading.makes(RUNS_OUT_ENDS_ROUND),
            six_rounds: reading.makes(SIX_ROUNDS),
            most_rubies_first: reading.makes(MOST_RUBIES_FIRST),
            centre_drawn_as_card: reading.makes(CENTRE_DRAWN_AS_CARD),
            row_a_refused: reading.makes(ROW_A_REFUSED),
            column_5_refused: reading.makes(COLUMN_5_REFUSED),
            octopus_no_swap: reading.makes(OCTOPUS_NO_SWAP),
            octopus_displayed_at_old_place: reading.makes(OCTOPUS_DISPLAYED_AT_OLD_PLACE),
            penguin_card_stays_up: reading.makes(PENGUIN_CARD_STAYS_UP),
            penguin_card_stays_displayed: reading.makes(PENGUIN_CARD_STAYS_DISPLAYED),
            walrus_block_ignored: reading.makes(WALRUS_BLOCK_IGNORED),
            crab_no_second_card: reading.makes(CRAB_NO_SECOND_CARD),
            turtle_puts_next_out: reading.makes(TURTLE_PUTS_NEXT_OUT),
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
