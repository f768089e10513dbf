//! A game replayed with a program's own chance: its shuffle learnt from the cards its
//! transcript shows, and its computer's draws and plays taken as its choices (see
//! [`crate::chance`]).
//!
//! The engine deals from its own shuffle, then swaps each card the program shows into the
//! place it was shown in (the user's hand and the top card at the start of a game, the
//! next card of the stockpile when the user draws, the computer's hand when the computer
//! plays a card), so the deck stays one of 52 distinct cards and every card nobody saw
//! stays the engine's. A card shown where one deck cannot have it is a finding.

use std::collections::{HashSet, VecDeque};

use super::players::Turn;
use super::render::{self, Seen, SeenFault, Style};
use super::rules::{Card, DECK, Game, MAX_DRAWS, Play, Seat, Spot, ordered_deck};
use crate::chance::{self, Chance, Observed};

/// What is left to take from a program's transcript, and what this game has shown.
pub struct Guide {
    seen: VecDeque<Observed<Seen>>,
    /// The cards whose place the program has shown in this game: they are not moved again.
    known: HashSet<Card>,
    /// The program's first hand and top card of this game, for the report.
    dealt: Option<String>,
}

impl Guide {
    /// What `chance` can read of the program's transcript; nothing when seeded.
    pub fn new(chance: &Chance) -> Guide {
        Guide {
            seen: chance.outcomes(render::read_seen).collect(),
            known: HashSet::new(),
            dealt: None,
        }
    }

    /// The shuffled deck, when the program printed it (`--show-deck`): it replaces the
    /// engine's. A printed deck that is not one of each card is a finding, and the engine's
    /// shuffle stands.
    pub fn shuffled_deck(&mut self, deck: &mut [Card; DECK], chance: &mut Chance, style: Style) {
        let ordered = ordered_deck();
        // The decks shown before the game's first turn, and what was shown before them
        // (a card in the rules told before a game, `8s are wild`, a hand dealt from
        // the deck before it): the deal is what follows the last deck.
        let before_turns = (self.seen.iter())
            .take_while(|seen| {
                matches!(
                    seen.outcome,
                    Seen::Deck(_) | Seen::Top(_) | Seen::UserHand(_) | Seen::ComputerHand(_)
                )
            })
            .count();
        let last_deck = (self.seen.iter().take(before_turns))
            .rposition(|seen| matches!(seen.outcome, Seen::Deck(_)));
        let mut shown = None;
        for seen in self.seen.drain(..last_deck.map_or(0, |at| at + 1)) {
            if let Seen::Deck(cards) = seen.outcome
                && cards[..] != ordered[..]
            {
                shown = Some((seen.line, cards));
            }
        }
        let Some((line, cards)) = shown else {
            return;
        };
        let mut counted = HashSet::new();
        if let Some(&twice) = cards.iter().find(|&&card| !counted.insert(card)) {
            chance.finding(line, render::seen_finding(twice, SeenFault::Twice, style));
            return;
        }
        if let Ok(cards) = <[Card; DECK]>::try_from(&cards[..DECK.min(cards.len())]) {
            *deck = cards;
        }
    }

    /// A new deal: the top card and the user's hand the program showed before the first
    /// turn are swapped into place.
    pub fn start_game(&mut self, game: &mut Game, chance: &mut Chance, style: Style) {
        self.known.clear();
        let (top, hand, computer) = self.take_turn_start(true);
        if let Some(Observed { line, outcome }) = top {
            self.place(game, line, outcome, Spot::Top, chance, style);
        }
        if let Some(Observed {
            line,
            outcome: cards,
        }) = hand
        {
            let held = game.hand(Seat::User).len();
            for (at, &card) in cards.iter().take(held).enumerate() {
                self.place(game, line, card, Spot::Hand(Seat::User, at), chance, style);
            }
        }
        if let Some(Observed {
            line,
            outcome: cards,
        }) = computer
        {
            let held = game.hand(Seat::Computer).len();
            for (at, &card) in cards.iter().take(held).enumerate() {
                self.place(
                    game,
                    line,
                    card,
                    Spot::Hand(Seat::Computer, at),
                    chance,
                    style,
                );
            }
        }
        if chance.is_guided() {
            self.dealt = Some(format!(
                "dealt: top card {}, the user's hand {}",
                style.card(game.top()),
                (game.hand(Seat::User).iter())
                    .map(|&card| style.card(card))
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
    }

    /// A later turn of the user: the top card and hand it shows follow from the game.
    pub fn user_turn(&mut self) {
        self.take_turn_start(false);
    }

    /// Before the user draws: the card the program showed drawn is the next of the stockpile.
    pub fn user_draw(&mut self, game: &mut Game, chance: &mut Chance, style: Style) {
        self.drop_while(|seen| {
            matches!(
                seen,
                Seen::Top(_) | Seen::UserHand(_) | Seen::ComputerHand(_)
            )
        });
        if let Some(Observed {
            line,
            outcome: Seen::UserDraw(card),
        }) = self.seen.front().cloned()
        {
            self.seen.pop_front();
            self.place(game, line, card, Spot::Stock(0), chance, style);
        }
    }

    /// The computer's turn as the program showed it: its draws, then its play if it made
    /// one; `None` when the transcript shows nothing of it, and the engine's computer plays.
    pub fn computer_turn(
        &mut self,
        game: &mut Game,
        chance: &mut Chance,
        style: Style,
    ) -> Option<Turn> {
        self.drop_while(|seen| {
            matches!(
                seen,
                Seen::Top(_)
                    | Seen::UserHand(_)
                    | Seen::UserDraw(_)
                    | Seen::ComputerHand(_)
                    | Seen::Deck(_)
            )
        });
        let mut draws = 0;
        while draws < MAX_DRAWS
            && matches!(
                self.seen.front(),
                Some(Observed {
                    outcome: Seen::ComputerDraw,
                    ..
                })
            )
        {
            self.seen.pop_front();
            draws += 1;
        }
        let shown = match self.seen.front() {
            Some(Observed {
                line,
                outcome: Seen::ComputerPlay(cards, suit),
            }) => Some((*line, cards.clone(), *suit)),
            _ => None,
        };
        if shown.is_some() {
            self.seen.pop_front();
        }
        if draws == 0 && shown.is_none() {
            return None;
        }
        // A card played that is not in the computer's hand was drawn: the last draws.
        if let Some((line, cards, _)) = &shown {
            let (held, missing): (Vec<Card>, Vec<Card>) = (cards.iter().copied())
                .partition(|&card| game.hand(Seat::Computer).contains(&card));
            // The cards of the play already in the hand stay there: a missing one must not
            // be swapped into the place of another card of the same play.
            self.known.extend(held);
            let mut stock_place = draws;
            for &card in missing.iter().rev() {
                let spot = if stock_place > 0 {
                    stock_place -= 1;
                    Spot::Stock(stock_place)
                } else {
                    match self.unknown_computer_card(game) {
                        Some(spot) => spot,
                        None => {
                            chance.finding(
                                *line,
                                render::seen_finding(card, SeenFault::NotHeld, style),
                            );
                            continue;
                        }
                    }
                };
                self.place(game, *line, card, spot, chance, style);
            }
        }
        let mut drawn = Vec::new();
        for _ in 0..draws {
            match game.draw(Seat::Computer) {
                Some(card) => drawn.push(card),
                None => break,
            }
        }
        let play = shown.and_then(|(line, cards, suit)| {
            let declared = match cards[0].is_eight() {
                true => {
                    Some(suit.unwrap_or(super::players::most_held_suit(game.hand(Seat::Computer))))
                }
                false => None,
            };
            let play = Play { cards, declared };
            if game.check(Seat::Computer, &play).is_err() {
                chance.finding(
                    line,
                    render::seen_finding(play.cards[0], SeenFault::IllegalPlay, style),
                );
                return None;
            }
            self.known.extend(play.cards.iter().copied());
            game.apply(Seat::Computer, &play);
            Some(play)
        });
        Some(Turn { drawn, play })
    }

    /// The end of a game: what the program showed of it up to its new-game question is
    /// taken, and the cards it shows left in the computer's hand are in it.
    pub fn game_over(&mut self, game: &mut Game, chance: &mut Chance, style: Style) {
        let mut left = None;
        let mut points = None;
        while let Some(Observed { line, outcome }) = self.seen.pop_front() {
            match outcome {
                Seen::GameOver => break,
                Seen::ComputerHand(cards) => left = Some((line, cards)),
                // The first: a tally of the games may follow (`score you 1 cpu 0`).
                Seen::ComputerPoints(total) => {
                    points.get_or_insert((line, total));
                }
                _ => {}
            }
        }
        let Some((line, cards)) = left else {
            if let Some((line, total)) = points {
                self.unseen_adding_up(game, line, total, chance, style);
            }
            return;
        };
        for card in cards {
            if game.hand(Seat::Computer).contains(&card) {
                self.known.insert(card);
                continue;
            }
            match self.unknown_computer_card(game) {
                Some(spot) => self.place(game, line, card, spot, chance, style),
                None => chance.finding(line, render::seen_finding(card, SeenFault::NotHeld, style)),
            }
        }
    }

    /// Records, for the report, the deal the program showed.
    pub fn told(&mut self, chance: &mut Chance) {
        if let Some(dealt) = self.dealt.take() {
            let known = self.known.len();
            chance.seen(known, || match known {
                0 => format!("{} ({dealt})", chance::nothing_read("deal")),
                _ => dealt,
            });
        }
    }

    /// The top card, the user's hand and the computer's shown at the start of a user's
    /// turn: the last of each in the run of such lines (a program may show a hand twice).
    /// The computer's hand is taken only at the start of a game (`--show-deck`).
    #[allow(clippy::type_complexity)]
    fn take_turn_start(
        &mut self,
        game_start: bool,
    ) -> (
        Option<Observed<Card>>,
        Option<Observed<Vec<Card>>>,
        Option<Observed<Vec<Card>>>,
    ) {
        let (mut top, mut hand, mut computer) = (None, None, None);
        while let Some(Observed { line, outcome }) = self.seen.front().cloned() {
            match outcome {
                Seen::Top(card) => {
                    top = Some(Observed {
                        line,
                        outcome: card,
                    })
                }
                Seen::UserHand(cards) => {
                    hand = Some(Observed {
                        line,
                        outcome: cards,
                    })
                }
                Seen::ComputerHand(cards) if game_start => {
                    computer = Some(Observed {
                        line,
                        outcome: cards,
                    })
                }
                _ => break,
            }
            self.seen.pop_front();
        }
        (top, hand, computer)
    }

    fn drop_while(&mut self, stale: impl Fn(&Seen) -> bool) {
        while self.seen.front().is_some_and(|seen| stale(&seen.outcome)) {
            self.seen.pop_front();
        }
    }

    /// A place in the computer's hand whose card the program has not shown.
    /// The computer's cards nobody saw, at a game's end whose transcript gave only their
    /// points (`Computer points: 34`): cards of the unseen ones that add up to `total` with
    /// the cards seen, when some do, are swapped into its hand. Its hand is chance the
    /// program shows only by its sum; a total no unseen cards can make stays the engine's
    /// and differs.
    fn unseen_adding_up(
        &mut self,
        game: &mut Game,
        line: usize,
        total: u32,
        chance: &mut Chance,
        style: Style,
    ) {
        let hand = game.hand(Seat::Computer).to_vec();
        let unseen_spots: Vec<usize> = (0..hand.len())
            .filter(|&at| !self.known.contains(&hand[at]))
            .collect();
        let seen_sum: u32 = (hand.iter())
            .filter(|card| self.known.contains(card))
            .map(|card| card.points())
            .sum();
        let Some(wanted) = total.checked_sub(seen_sum) else {
            return;
        };
        if unseen_spots.is_empty() {
            return;
        }
        // The unseen cards of the hand first, so that as few as can be are changed.
        let in_stock = |card: Card| matches!(game.spot_of(card), Some(Spot::Stock(_)));
        let pool: Vec<Card> = (unseen_spots.iter().map(|&at| hand[at]))
            .chain(
                (ordered_deck().into_iter())
                    .filter(|&card| !self.known.contains(&card) && in_stock(card)),
            )
            .collect();
        let Some(chosen) = cards_adding_up(&pool, unseen_spots.len(), wanted) else {
            return;
        };
        // The chosen cards already in the hand stay; the others take the places of the
        // unseen cards not chosen.
        let mut free = (unseen_spots.iter().copied())
            .filter(|&at| !chosen.contains(&hand[at]))
            .collect::<Vec<_>>()
            .into_iter();
        for card in chosen {
            if hand.contains(&card) {
                self.known.insert(card);
                continue;
            }
            if let Some(at) = free.next() {
                self.place(
                    game,
                    line,
                    card,
                    Spot::Hand(Seat::Computer, at),
                    chance,
                    style,
                );
            }
        }
    }

    fn unknown_computer_card(&self, game: &Game) -> Option<Spot> {
        (game.hand(Seat::Computer).iter())
            .position(|card| !self.known.contains(card))
            .map(|at| Spot::Hand(Seat::Computer, at))
    }

    /// Swaps `card` into `spot`, unless the program already showed it somewhere else (a
    /// finding) or it is there already.
    fn place(
        &mut self,
        game: &mut Game,
        line: usize,
        card: Card,
        spot: Spot,
        chance: &mut Chance,
        style: Style,
    ) {
        if game.card_at(spot) == Some(card) {
            self.known.insert(card);
            return;
        }
        let movable = game.spot_of(card).filter(|_| !self.known.contains(&card));
        let target_free = game
            .card_at(spot)
            .is_some_and(|there| !self.known.contains(&there));
        match movable {
            Some(from) if target_free => {
                game.swap(from, spot);
                self.known.insert(card);
            }
            _ => chance.finding(line, render::seen_finding(card, SeenFault::Twice, style)),
        }
    }
}

/// `count` cards of `pool` whose points add up to `sum`, preferring the pool's first
/// cards; `None` when no such cards are there.
fn cards_adding_up(pool: &[Card], count: usize, sum: u32) -> Option<Vec<Card>> {
    let sum = usize::try_from(sum).ok()?;
    // reach[i][c][s]: whether c cards of pool[i..] add up to s.
    let mut reach = vec![vec![vec![false; sum + 1]; count + 1]; pool.len() + 1];
    reach[pool.len()][0][0] = true;
    for i in (0..pool.len()).rev() {
        let points = pool[i].points() as usize;
        for c in 0..=count {
            for s in 0..=sum {
                let with = c > 0 && s >= points && reach[i + 1][c - 1][s - points];
                reach[i][c][s] = reach[i + 1][c][s] || with;
            }
        }
    }
    if !reach[0][count][sum] {
        return None;
    }
    let (mut c, mut s) = (count, sum);
    let mut chosen = Vec::with_capacity(count);
    for (i, card) in pool.iter().enumerate() {
        let points = card.points() as usize;
        if c > 0 && s >= points && reach[i + 1][c - 1][s - points] {
            chosen.push(*card);
            c -= 1;
            s -= points;
        }
    }
    Some(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crazy_eights::rules::Suit;

    #[test]
    fn cards_adding_up_to_a_total_are_found_or_none() {
        let pool: Vec<Card> = [
            (Suit::Clubs, 13),
            (Suit::Spades, 2),
            (Suit::Hearts, 5),
            (Suit::Diamonds, 1),
        ]
        .map(|(suit, face)| Card::new(suit, face))
        .to_vec();
        let chosen = cards_adding_up(&pool, 2, 6).unwrap();
        assert_eq!(chosen, [pool[2], pool[3]]);
        assert_eq!(cards_adding_up(&pool, 2, 15), Some(vec![pool[0], pool[1]]));
        assert_eq!(cards_adding_up(&pool, 2, 30), None);
        assert_eq!(cards_adding_up(&pool, 0, 0), Some(vec![]));
    }
}
