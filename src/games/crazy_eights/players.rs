//! The computer players of Crazy Eights: what a computer plays when it has a play (the
//! flow draws for it when it has none, as step 6d says), and a whole game between two of
//! them for `simulate`.

use std::fmt;
use std::str::FromStr;

use super::rules::{Card, Ending, Game, Play, Seat, Suit};
use crate::rng::GameRng;

/// How a computer chooses among its plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly chosen legal play.
    Random,
    /// Sheds the most points it can, keeps eights for when nothing else fits, and names
    /// the suit it holds most of.
    Default,
}

impl FromStr for Strategy {
    type Err = String;

    fn from_str(text: &str) -> Result<Strategy, String> {
        match text {
            "random" => Ok(Strategy::Random),
            "default" => Ok(Strategy::Default),
            _ => Err(format!(
                "unknown computer player {text:?}: the players are `random` and `default`"
            )),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Strategy::Random => "random",
            Strategy::Default => "default",
        })
    }
}

impl Strategy {
    /// The play of `seat`, which has at least one.
    pub fn choose(self, game: &Game, seat: Seat, rng: &mut GameRng) -> Play {
        let plays = game.legal_plays(seat);
        assert!(
            !plays.is_empty(),
            "a computer is asked to play only when it can"
        );
        match self {
            Strategy::Random => rng.choose(&plays).expect("a play").clone(),
            Strategy::Default => best_play(game, seat, plays),
        }
    }
}

/// The default player's choice: the play without an eight that sheds the most points (the
/// first in hand order among equals); failing that, a single eight naming the suit the rest
/// of its hand holds most of.
fn best_play(game: &Game, seat: Seat, plays: Vec<Play>) -> Play {
    let shed = |play: &Play| play.cards.iter().map(|card| card.points()).sum::<u32>();
    let plain = (plays.iter())
        .filter(|play| play.declared.is_none())
        .max_by_key(|play| (shed(play), std::cmp::Reverse(first_index(game, seat, play))));
    if let Some(play) = plain {
        return play.clone();
    }
    let eight = plays[0].cards[0];
    let rest: Vec<Card> = (game.hand(seat).iter().copied())
        .filter(|&card| card != eight && !card.is_eight())
        .collect();
    Play {
        cards: vec![eight],
        declared: Some(most_held_suit(&rest)),
    }
}

fn first_index(game: &Game, seat: Seat, play: &Play) -> usize {
    (game.hand(seat).iter())
        .position(|card| *card == play.cards[0])
        .unwrap_or(usize::MAX)
}

/// The suit `cards` hold most of; the first in deck order among equals.
pub fn most_held_suit(cards: &[Card]) -> Suit {
    let mut counts = [0usize; 4];
    for card in cards {
        counts[card.suit.index()] += 1;
    }
    let most = counts.iter().copied().max().unwrap_or(0);
    Suit::ALL[counts.iter().position(|&count| count == most).unwrap_or(0)]
}

/// What one turn of a computer did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The cards drawn before playing (at most [`MAX_DRAWS`](super::rules::MAX_DRAWS)).
    pub drawn: Vec<Card>,
    /// What it played; `None` when it passed.
    pub play: Option<Play>,
}

/// A computer's whole turn by step 6: play if it can; else draw until it can, at most
/// [`MAX_DRAWS`](super::rules::MAX_DRAWS) cards, and play or pass.
pub fn take_turn(strategy: Strategy, game: &mut Game, seat: Seat, rng: &mut GameRng) -> Turn {
    let slips = game.slips();
    let (most, stop_when_playable) = slips.draws();
    let mut drawn = Vec::new();
    if !game.can_play(seat) {
        while drawn.len() < most && !(stop_when_playable && game.can_play(seat)) {
            match game.draw(seat) {
                Some(card) => drawn.push(card),
                None => break,
            }
            if game.stock_ran_out_now() {
                break;
            }
        }
    }
    let passes = (slips.draw_ends_turn && !drawn.is_empty()) || game.stock_ran_out_now();
    let play = (game.can_play(seat) && !passes).then(|| {
        let mut play = strategy.choose(game, seat, rng);
        if seat == Seat::Computer
            && slips.computer_several_any_face
            && let [card] = play.cards[..]
            && !card.is_eight()
        {
            let same = (game.hand(seat).iter()).filter(|c| c.face == card.face && **c != card);
            play.cards.extend(same);
        }
        game.apply(seat, &play);
        play
    });
    Turn { drawn, play }
}

/// Plays a whole game between two computers from a shuffled deck; `strategies[0]` sits
/// where the user does and moves first. Returns the game at its end and how it ended.
pub fn play_out(strategies: [Strategy; 2], game: &mut Game, rng: &mut GameRng) -> Ending {
    let mut seat = Seat::User;
    loop {
        take_turn(strategies[seat.index()], game, seat, rng);
        if let Some(ending) = game.end_turn(seat) {
            return ending;
        }
        seat = seat.other();
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::MAX_DRAWS;
    use super::super::rules::tests::{card, game};
    use super::*;

    #[test]
    fn the_default_player_sheds_points_and_keeps_eights() {
        let g = game("6S 6D KC 8H 2C", "AH", "6C");
        let mut rng = GameRng::from_seed(1);
        let play = Strategy::Default.choose(&g, Seat::User, &mut rng);
        // KC alone (13) beats 6S+6D (12).
        assert_eq!(play.cards, vec![card("KC")]);

        let only_eight = game("8H 2D 3D KS", "AH", "6C");
        let play = Strategy::Default.choose(&only_eight, Seat::User, &mut rng);
        assert_eq!(play.cards, vec![card("8H")]);
        assert_eq!(play.declared, Some(Suit::Diamonds));
    }

    #[test]
    fn random_plays_are_legal() {
        let g = game("6S 6D KC 8H 2C", "AH", "6C");
        let mut rng = GameRng::from_seed(3);
        for _ in 0..200 {
            let play = Strategy::Random.choose(&g, Seat::User, &mut rng);
            assert_eq!(g.check(Seat::User, &play), Ok(()));
        }
    }

    #[test]
    fn a_turn_draws_until_it_can_play_at_most_three() {
        let mut g = game("KD QH", "2C", "6C");
        let mut rng = GameRng::from_seed(1);
        let stock: Vec<Card> = g.stock().take(3).collect();
        let expected = stock.iter().position(|&c| g.fits(c));
        let turn = take_turn(Strategy::Default, &mut g, Seat::User, &mut rng);
        match expected {
            Some(at) => assert_eq!(turn.drawn, stock[..=at].to_vec()),
            None => {
                assert_eq!(turn.drawn, stock);
                assert_eq!(turn.play, None);
            }
        }
        assert!(turn.drawn.len() <= MAX_DRAWS);
    }

    #[test]
    fn whole_games_end_and_keep_every_card() {
        let mut rng = GameRng::from_seed(11);
        for _ in 0..50 {
            let mut deck = super::super::rules::ordered_deck();
            super::super::rules::shuffle(&mut deck, 1, &mut rng);
            let mut g = Game::deal(&deck);
            play_out([Strategy::Random, Strategy::Default], &mut g, &mut rng);
            let held = g.hand(Seat::User).len() + g.hand(Seat::Computer).len();
            assert!(held + g.stock_len() < 52);
        }
    }
}
