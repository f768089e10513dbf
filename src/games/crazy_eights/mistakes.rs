//! The mistakes students make against the Crazy Eights spec, each a variant of the rules
//! or the flow that `arbiter play crazy-eights --mistake NAME` plays (see
//! [`crate::mistakes`]).

use crate::dialect::Reading;
use crate::mistakes::Mistake;

pub const FACE_CARDS_COUNT_TEN: &str = "face-cards-count-ten";
pub const ACES_COUNT_ELEVEN: &str = "aces-count-eleven";
pub const MOST_POINTS_WIN: &str = "most-points-win";
pub const DRAWS_UNTIL_PLAYABLE: &str = "draws-until-playable";
pub const ALWAYS_DRAWS_THREE: &str = "always-draws-three";
pub const DRAW_ENDS_TURN: &str = "draw-ends-turn";
pub const ANY_CARD_AFTER_EIGHT: &str = "any-card-after-eight";
pub const NAMED_SUIT_NEVER_CLEARED: &str = "named-suit-never-cleared";
pub const MULTI_CARD_ANY_FACE: &str = "multi-card-any-face";
pub const ONE_CARD_A_TURN: &str = "one-card-a-turn";
pub const COMPUTER_IGNORES_NAMED_SUIT: &str = "computer-ignores-named-suit";
pub const COMPUTER_SEVERAL_ANY_FACE: &str = "computer-several-any-face";
pub const COMPUTER_MOVES_FIRST: &str = "computer-moves-first";
pub const NO_NEW_GAME: &str = "no-new-game";

/// The catalogue, as `arbiter games` lists it.
pub const MISTAKES: [Mistake; 14] = [
    Mistake {
        name: FACE_CARDS_COUNT_TEN,
        about: "a Jack, a Queen and a King left in a hand count 10 points each, not their face values 11, 12 and 13 (`add up all the face values of the cards left in each hand`)",
        shows: &["points:"],
    },
    Mistake {
        name: ACES_COUNT_ELEVEN,
        about: "an Ace left in a hand counts 11 points, as in blackjack, where the spec's faces are `1(Ace) – 10`",
        shows: &["points:"],
    },
    Mistake {
        name: MOST_POINTS_WIN,
        about: "the hand with more points wins: the comparison turned round (`the winner is the hand with minimum number of points`)",
        shows: &["the winner:"],
    },
    Mistake {
        name: DRAWS_UNTIL_PLAYABLE,
        about: "a player who cannot play draws until a card can be played, with no limit of three (`Draw a maximum of 3 cards from the stockpile, if none of the 3 cards is matched, the player then passes`)",
        shows: &["you draw", "the computer draws a card"],
    },
    Mistake {
        name: ALWAYS_DRAWS_THREE,
        about: "a player who cannot play always draws three cards, even when the first or second can be played (`draws from the stockpile until he/she is able to play`)",
        shows: &["you draw", "the computer draws a card"],
    },
    Mistake {
        name: DRAW_ENDS_TURN,
        about: "a player who cannot play draws one card and the turn passes, even when that card can be played (`draws from the stockpile until he/she is able to play one of the above`)",
        shows: &["you draw", "You pass.", "The computer passes."],
    },
    Mistake {
        name: ANY_CARD_AFTER_EIGHT,
        about: "after an eight named a suit, the user's play is checked against the eight itself, its face and its own suit, not the suit named (`that player must then follow the named suit or play another eight`)",
        shows: &["is neither one of", "which the rules allow"],
    },
    Mistake {
        name: NAMED_SUIT_NEVER_CLEARED,
        about: "the suit an eight named stays the suit to follow after the next card is played on it, until another eight: the named suit is never reset",
        shows: &["the suit to follow"],
    },
    Mistake {
        name: MULTI_CARD_ANY_FACE,
        about: "several cards of one face are accepted whenever the first could be played alone, whatever the top card's face (`any or all of card(s) with the same FACE as the face of top card`)",
        shows: &["Several cards can be played together only on a card of their face"],
    },
    Mistake {
        name: ONE_CARD_A_TURN,
        about: "a play of several cards is refused: one card a turn, against `any or all of card(s) with the same FACE as the face of top card`",
        shows: &["which the rules allow"],
    },
    Mistake {
        name: COMPUTER_IGNORES_NAMED_SUIT,
        about: "after the user's eight named a suit, the computer plays on the eight's face or its own suit, not the suit named (step 7: the computer plays as step 6 says)",
        shows: &["is not allowed on the top card"],
    },
    Mistake {
        name: COMPUTER_SEVERAL_ANY_FACE,
        about: "the computer puts down with its card every other card of that face it holds, whatever the top card's face (step 7: the computer plays as step 6a says, several cards only of the top card's face)",
        shows: &["is not allowed on the top card"],
    },
    Mistake {
        name: COMPUTER_MOVES_FIRST,
        about: "the computer, the dealer, plays first (`The play will always begin with the user`)",
        shows: &["the computer plays", "the computer draws a card"],
    },
    Mistake {
        name: NO_NEW_GAME,
        about: "after a game the program announces the winner and ends, without asking whether to play a new game (`ask whether a user wants to play a new game (Q/q to quit)`)",
        shows: &["the new-game question"],
    },
];

/// The rules as a reading with a mistake plays them: every flag false is the spec.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Slips {
    pub face_cards_count_ten: bool,
    pub aces_count_eleven: bool,
    pub most_points_win: bool,
    pub draws_until_playable: bool,
    pub always_draws_three: bool,
    pub draw_ends_turn: bool,
    pub any_card_after_eight: bool,
    pub named_suit_never_cleared: bool,
    pub multi_card_any_face: bool,
    pub one_card_a_turn: bool,
    pub computer_ignores_named_suit: bool,
    pub computer_several_any_face: bool,
    pub computer_moves_first: bool,
    pub no_new_game: bool,
}

impl Slips {
    /// The mistake `reading` carries, if it is one of this game's.
    pub fn of(reading: &Reading) -> Slips {
        Slips {
            face_cards_count_ten: reading.makes(FACE_CARDS_COUNT_TEN),
            aces_count_eleven: reading.makes(ACES_COUNT_ELEVEN),
            most_points_win: reading.makes(MOST_POINTS_WIN),
            draws_until_playable: reading.makes(DRAWS_UNTIL_PLAYABLE),
            always_draws_three: reading.makes(ALWAYS_DRAWS_THREE),
            draw_ends_turn: reading.makes(DRAW_ENDS_TURN),
            any_card_after_eight: reading.makes(ANY_CARD_AFTER_EIGHT),
            named_suit_never_cleared: reading.makes(NAMED_SUIT_NEVER_CLEARED),
            multi_card_any_face: reading.makes(MULTI_CARD_ANY_FACE),
            one_card_a_turn: reading.makes(ONE_CARD_A_TURN),
            computer_ignores_named_suit: reading.makes(COMPUTER_IGNORES_NAMED_SUIT),
            computer_several_any_face: reading.makes(COMPUTER_SEVERAL_ANY_FACE),
            computer_moves_first: reading.makes(COMPUTER_MOVES_FIRST),
            no_new_game: reading.makes(NO_NEW_GAME),
        }
    }

    /// The most cards a player who cannot play draws on one turn, and whether a card that
    /// can be played stops the drawing (with `draw_ends_turn` the turn passes after its
    /// one card, whatever it is).
    pub fn draws(self) -> (usize, bool) {
        match (
            self.draws_until_playable,
            self.always_draws_three,
            self.draw_ends_turn,
        ) {
            (true, _, _) => (usize::MAX, true),
            (_, true, _) => (super::rules::MAX_DRAWS, false),
            (_, _, true) => (1, false),
            _ => (super::rules::MAX_DRAWS, true),
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
