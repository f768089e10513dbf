//! A program's own luck in Memoarr!, read back from its transcript: where its cards lay at
//! the start (its `std::random_shuffle` of the deck) and in which order its rewards came.
//!
//! The layout is read from every display of cards the program printed (its boards, its
//! expert display, the cards in front of its players): a place shows one card for the whole
//! game, except that an octopus changes two neighbours' places, which a display shows as a
//! face-up card moved next door. What a display shows that no layout can hold is a finding.
//!
//! Rubies stay secret until the end, so the rewards' order is known only by the totals the
//! program printed: the engine takes an order of the seven rewards that gives its rounds'
//! winners those totals, and totals that no order can give are a finding.

use std::collections::{HashMap, HashSet};

use super::render::Shown;
use super::rules::{Animal, Card, Position, REWARDS};
use crate::chance::Observed;

/// A card the program showed at a place, told as the place it lay at the start.
pub type Pin = Observed<(Position, Card)>;

/// What a program's displays say of its layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Each card seen, at the place where it lay at the start of the game.
    pub pins: Vec<Pin>,
    /// What no layout can show, with the line it was read from.
    pub findings: Vec<Observed<Impossible>>,
}

/// Something a display shows that no layout holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// A card at the free centre: 25 cards on the board.
    Centre,
    /// One card at two places in one display.
    Twice {
        card: Card,
        at: Position,
        and: Position,
    },
    /// A card at a place that is not next to the one it was at.
    Jumped {
        card: Card,
        from: Position,
        to: Position,
    },
    /// A place showing another card than before, neither of them an octopus: only an
    /// octopus changes places, and a card that left a place by an octopus's swap left it
    /// to the octopus, which a program shows there when it is turned.
    Changed {
        card: Card,
        at: Position,
        before: Card,
    },
}

/// Reads the starting places of the cards a program showed, following its swaps.
pub fn layout(displays: &[Observed<Shown>]) -> Layout {
    let mut reading = Reading::default();
    for display in displays {
        reading.display(display);
    }
    reading.layout
}

/// The state of [`layout`] between displays.
#[derive(Default)]
struct Reading {
    layout: Layout,
    /// The card each place showed last.
    at: HashMap<Position, Card>,
    /// Where each card was seen last.
    place_of: HashMap<Card, Position>,
    /// For a place now, the place its card lay at the start (the octopus's swaps undone);
    /// `None` when that is not known (an octopus changed places with it unseen).
    start_of: HashMap<Position, Option<Position>>,
    /// The cards pinned to their starting places.
    pinned: HashSet<Card>,
    centre_told: bool,
}

impl Reading {
    fn display(&mut self, display: &Observed<Shown>) {
        let line = display.line;
        if display.outcome.centre && !self.centre_told {
            self.centre_told = true;
            self.finding(line, Impossible::Centre);
        }
        let cards = &display.outcome.cards;
        for (index, &(position, card)) in cards.iter().enumerate() {
            if let Some(&(other, _)) = cards[..index].iter().find(|&&(_, c)| c == card) {
                let twice = Impossible::Twice {
                    card,
                    at: other,
                    and: position,
                };
                self.finding(line, twice);
                continue;
            }
            self.sighting(line, position, card);
        }
    }

    fn sighting(&mut self, line: usize, position: Position, card: Card) {
        if let Some(&before) = self.place_of.get(&card)
            && before != position
        {
            if !before.neighbours().contains(&position) {
                let jumped = Impossible::Jumped {
                    card,
                    from: before,
                    to: position,
                };
                self.finding(line, jumped);
                return;
            }
            self.swap(before, position);
        }
        match self.at.get(&position) {
            Some(&before) if before != card => {
                if before.animal == Animal::Octopus || card.animal == Animal::Octopus {
                    self.unseen_swap(position, card, before);
                } else {
                    let changed = Impossible::Changed {
                        card,
                        at: position,
                        before,
                    };
                    self.finding(line, changed);
                }
            }
            Some(_) => {}
            None => {
                self.at.insert(position, card);
                self.place_of.insert(card, position);
                if let Some(start) = self.start(position)
                    && self.pinned.insert(card)
                {
                    self.layout.pins.push(Observed {
                        line,
                        outcome: (start, card),
                    });
                }
            }
        }
    }

    /// The place a card now at `position` lay at the start, when known.
    fn start(&self, position: Position) -> Option<Position> {
        self.start_of
            .get(&position)
            .copied()
            .unwrap_or(Some(position))
    }

    /// `position` shows `card` where it showed `before`, and one of them is an octopus: it
    /// changed places with a neighbour while no display showed the two of them (a program
    /// that shows the board before the swap, and then not until the round is over). Which
    /// neighbour is not known, so neither is where `before` is now nor where `card` lay at
    /// the start: the guided replay, which follows the swap the player chose, judges them.
    fn unseen_swap(&mut self, position: Position, card: Card, before: Card) {
        self.place_of.remove(&before);
        self.at.insert(position, card);
        self.place_of.insert(card, position);
        self.start_of.insert(position, None);
    }

    /// Two neighbours changed places (an octopus), with what is known of their cards.
    fn swap(&mut self, a: Position, b: Position) {
        let (start_a, start_b) = (self.start(a), self.start(b));
        self.start_of.insert(a, start_b);
        self.start_of.insert(b, start_a);
        let (card_a, card_b) = (self.at.remove(&a), self.at.remove(&b));
        for (place, card) in [(b, card_a), (a, card_b)] {
            if let Some(card) = card {
                self.at.insert(place, card);
                self.place_of.insert(card, place);
            }
        }
    }

    fn finding(&mut self, line: usize, rule: Impossible) {
        self.layout.findings.push(Observed {
            line,
            outcome: rule,
        });
    }
}

/// An order of the seven rewards that gives each round's winner (`winners`, one per round)
/// the totals a program printed (`totals`, by player), if one does.
pub fn rewards_for(winners: &[usize], totals: &[u32]) -> Option<Vec<u8>> {
    let mut left = REWARDS.to_vec();
    let mut order = Vec::with_capacity(REWARDS.len());
    let mut sums = vec![0u32; totals.len()];
    search(winners, totals, &mut left, &mut order, &mut sums).then_some(order)
}

/// Depth-first over the distinct orders of what is `left` (at most 420).
fn search(
    winners: &[usize],
    totals: &[u32],
    left: &mut Vec<u8>,
    order: &mut Vec<u8>,
    sums: &mut [u32],
) -> bool {
    let round = order.len();
    if round == winners.len() || left.is_empty() {
        return sums == totals;
    }
    let winner = winners[round];
    let mut tried = Vec::new();
    for index in 0..left.len() {
        let reward = left[index];
        if tried.contains(&reward) || sums[winner] + u32::from(reward) > totals[winner] {
            continue;
        }
        tried.push(reward);
        left.remove(index);
        order.push(reward);
        sums[winner] += u32::from(reward);
        if search(winners, totals, left, order, sums) {
            return true;
        }
        sums[winner] -= u32::from(reward);
        order.pop();
        left.insert(index, reward);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Background, parse_position};
    use super::*;

    fn at(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    fn card(animal: Animal, background: Background) -> Card {
        Card { animal, background }
    }

    fn display(line: usize, cards: &[(&str, Card)]) -> Observed<Shown> {
        Observed {
            line,
            outcome: Shown {
                cards: cards.iter().map(|&(p, c)| (at(p), c)).collect(),
                centre: false,
            },
        }
    }

    #[test]
    fn the_layout_is_where_cards_were_first_seen_with_swaps_undone() {
        let walrus = card(Animal::Walrus, Background::Yellow);
        let octopus = card(Animal::Octopus, Background::Yellow);
        let crab = card(Animal::Crab, Background::Red);
        let read = layout(&[
            display(3, &[("A1", walrus)]),
            display(9, &[("A1", walrus), ("A2", octopus)]),
            // The octopus changed places with B2, face down: it shows at B2 now.
            display(15, &[("A1", walrus), ("B2", octopus)]),
            // The card that lay at B2 is at A2 now.
            display(21, &[("A2", crab)]),
        ]);
        assert_eq!(read.findings, []);
        let pins: Vec<(usize, Position, Card)> = (read.pins.iter())
            .map(|pin| (pin.line, pin.outcome.0, pin.outcome.1))
            .collect();
        assert_eq!(
            pins,
            [
                (3, at("A1"), walrus),
                (9, at("A2"), octopus),
                (21, at("B2"), crab)
            ]
        );
    }

    #[test]
    fn an_octopus_that_changed_places_unseen_is_no_finding() {
        let octopus = card(Animal::Octopus, Background::Yellow);
        let crab = card(Animal::Crab, Background::Red);
        let walrus = card(Animal::Walrus, Background::Green);
        let read = layout(&[
            // The octopus is turned at A2 and shown there, before its swap.
            display(5, &[("A2", octopus)]),
            // The round over, A2 is turned again: the card from the octopus's unseen
            // neighbour lies there now.
            display(12, &[("A2", crab)]),
            // The octopus is seen again where it went, and a card is first seen at B2.
            display(20, &[("B2", octopus), ("A1", walrus)]),
        ]);
        assert_eq!(read.findings, []);
        let pins: Vec<(usize, Position, Card)> = (read.pins.iter())
            .map(|pin| (pin.line, pin.outcome.0, pin.outcome.1))
            .collect();
        // Where the crab lay at the start is not known, and the octopus is pinned once.
        assert_eq!(pins, [(5, at("A2"), octopus), (20, at("A1"), walrus)]);
    }

    #[test]
    fn what_no_layout_holds_is_a_finding() {
        let walrus = card(Animal::Walrus, Background::Yellow);
        let crab = card(Animal::Crab, Background::Red);
        let mut centre = display(4, &[]);
        centre.outcome.centre = true;
        let read = layout(&[
            display(1, &[("A1", walrus), ("E5", walrus)]),
            display(2, &[("A1", crab)]),
            display(3, &[("E5", walrus)]),
            centre,
        ]);
        let findings: Vec<(usize, Impossible)> = (read.findings.iter())
            .map(|f| (f.line, f.outcome))
            .collect();
        assert_eq!(
            findings,
            [
                (
                    1,
                    Impossible::Twice {
                        card: walrus,
                        at: at("A1"),
                        and: at("E5")
                    }
                ),
                (
                    2,
                    Impossible::Changed {
                        card: crab,
                        at: at("A1"),
                        before: walrus
                    }
                ),
                (
                    3,
                    Impossible::Jumped {
                        card: walrus,
                        from: at("A1"),
                        to: at("E5")
                    }
                ),
                (4, Impossible::Centre),
            ]
        );
    }

    #[test]
    fn rewards_are_ordered_to_give_the_printed_totals() {
        // Player 0 won rounds 1, 2 and 5; player 1 the others.
        let winners = [0, 0, 1, 1, 0, 1, 1];
        let order = rewards_for(&winners, &[9, 5]).unwrap();
        let mut sums = [0u32; 2];
        for (&winner, &reward) in winners.iter().zip(&order) {
            sums[winner] += u32::from(reward);
        }
        assert_eq!(sums, [9, 5]);
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(sorted, REWARDS);
        // Three rounds cannot pay 10, nor can the seven pay 15.
        assert_eq!(rewards_for(&winners, &[10, 4]), None);
        assert_eq!(rewards_for(&winners, &[9, 6]), None);
    }
}
