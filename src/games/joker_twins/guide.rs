//! A program's own luck in Joker Twins, read back from its transcript: where its cards lay
//! (its `random.randint` placing) and which player it drew to start.
//!
//! Cards never move in this game, so every board a program printed is a view of one layout:
//! each card it showed turned over is taken at the place it showed it. What no layout holds
//! is a finding: a letter the board's cards do not include, a letter at two places, a third
//! Joker, a place that showed two cards.

use std::collections::HashMap;

use super::render::{Cell, SeenBoard};
use super::rules::{Card, Position, Size, cards};
use crate::chance::Observed;

/// What a program's boards say of its layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Each card seen, at its place, with the line of the board that first showed it.
    pub pins: Vec<Observed<(Position, Card)>>,
    /// What no layout holds, with the line of the board it was read from.
    pub findings: Vec<Observed<Impossible>>,
}

/// Something a board shows that no layout holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// A letter past the last twin the board needs (`R` on 6 x 6).
    NotACard { card: Card, at: Position },
    /// One letter at two places.
    Twice {
        card: Card,
        at: Position,
        and: Position,
    },
    /// A Joker at a third place.
    ThirdJoker { at: Position },
    /// A place showing another card than before.
    Changed {
        at: Position,
        before: Card,
        card: Card,
    },
}

/// Reads the layout a program's boards show, for a board of `size`.
///
/// A card is known where a board showed it turned over, and also where a board shows its
/// place removed without ever having shown it: a Joker's automatic twin that a program
/// removes without showing it (the `joker-twin=hidden` reading) lay at the one place that
/// left the board unseen beside the Joker and a letter, and so did the twin of a letter
/// whose pair left together with one of them unseen.
pub fn layout(boards: &[Observed<SeenBoard>], size: Size) -> Layout {
    let deck = cards(size);
    let mut reader = LayoutReader {
        deck: &deck,
        jokers: deck.iter().filter(|&&card| card == Card::Joker).count(),
        layout: Layout::default(),
        at: HashMap::new(),
    };
    let mut before: Option<&SeenBoard> = None;
    for board in boards {
        for (position, card) in board.outcome.turned() {
            reader.pin(board.line, position, card);
        }
        if let Some(before) = before {
            reader.removed_unseen(before, &board.outcome, board.line);
        }
        before = Some(&board.outcome);
    }
    reader.layout
}

/// The cards known so far, each at its place, and what was read.
struct LayoutReader<'a> {
    deck: &'a [Card],
    jokers: usize,
    layout: Layout,
    at: HashMap<Position, Card>,
}

impl LayoutReader<'_> {
    /// Takes `card` at `position`, as a board at `line` shows it, unless no layout holds it.
    fn pin(&mut self, line: usize, position: Position, card: Card) {
        let impossible = match self.at.get(&position) {
            Some(&before) if before == card => return,
            Some(&before) => Some(Impossible::Changed {
                at: position,
                before,
                card,
            }),
            None if !self.deck.contains(&card) => Some(Impossible::NotACard { card, at: position }),
            None if card == Card::Joker => {
                let seen = self.at.values().filter(|&&c| c == Card::Joker).count();
                (seen >= self.jokers).then_some(Impossible::ThirdJoker { at: position })
            }
            None => (self.at.iter())
                .find(|&(_, &c)| c == card)
                .map(|(&other, _)| Impossible::Twice {
                    card,
                    at: other,
                    and: position,
                }),
        };
        if let Some(impossible) = impossible {
            self.layout.findings.push(Observed {
                line,
                outcome: impossible,
            });
            return;
        }
        self.at.insert(position, card);
        self.layout.pins.push(Observed {
            line,
            outcome: (position, card),
        });
    }

    /// The places on the board `before` that `after` shows removed: when exactly one of
    /// them was never seen, the cards seen among them say which card it held.
    fn removed_unseen(&mut self, before: &SeenBoard, after: &SeenBoard, line: usize) {
        let mut unseen = Vec::new();
        let mut seen = Vec::new();
        for (row, (was, now)) in before.cells.iter().zip(&after.cells).enumerate() {
            for (column, (&was, &now)) in was.iter().zip(now).enumerate() {
                let position = Position { row, column };
                if was == Cell::Removed || now != Cell::Removed {
                    continue;
                }
                match self.at.get(&position) {
                    Some(&card) => seen.push(card),
                    None => unseen.push(position),
                }
            }
        }
        let [position] = unseen[..] else {
            return;
        };
        let letters: Vec<Card> = (seen.iter().copied())
            .filter(|&card| card != Card::Joker)
            .collect();
        let card = match (&letters[..], seen.len()) {
            // A twin of letters, or a Joker and a letter with the letter's twin.
            (&[letter], _) => letter.twin(),
            // Two Jokers turned together.
            (&[], 1) => Some(Card::Joker),
            _ => None,
        };
        if let Some(card) = card {
            self.pin(line, position, card);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::render::Cell;
    use super::*;

    fn board(line: usize, shown: &[(usize, usize, Card)]) -> Observed<SeenBoard> {
        let mut cells = vec![vec![Cell::Down; 6]; 6];
        for &(row, column, card) in shown {
            cells[row][column] = Cell::Up(card);
        }
        Observed {
            line,
            outcome: SeenBoard {
                cells,
                first: line,
                last: line + 11,
                offset: 0,
            },
        }
    }

    /// `board` with the places `removed` gone.
    fn removing(
        line: usize,
        shown: &[(usize, usize, Card)],
        removed: &[(usize, usize)],
    ) -> Observed<SeenBoard> {
        let mut board = board(line, shown);
        for &(row, column) in removed {
            board.outcome.cells[row][column] = Cell::Removed;
        }
        board
    }

    #[test]
    fn a_card_seen_only_as_removed_is_known_from_what_left_with_it() {
        let (e, joker) = (Card::Letter('e'), Card::Joker);
        let at = |row, column| Position { row, column };
        let read = layout(
            &[
                board(1, &[]),
                // A Joker and e; E is removed with them, never shown.
                board(14, &[(0, 0, joker), (1, 1, e)]),
                removing(27, &[], &[(0, 0), (1, 1), (2, 2)]),
                // b shown alone, then gone with a place never seen: B lay there.
                removing(40, &[(3, 3, Card::Letter('b'))], &[(0, 0), (1, 1), (2, 2)]),
                removing(53, &[], &[(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]),
                // Two places gone unseen say nothing.
                removing(
                    66,
                    &[],
                    &[(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 0), (5, 1)],
                ),
            ],
            Size::SPEC,
        );
        let pins: Vec<(usize, Position, Card)> = (read.pins.iter())
            .map(|pin| (pin.line, pin.outcome.0, pin.outcome.1))
            .collect();
        assert_eq!(
            pins,
            [
                (14, at(0, 0), joker),
                (14, at(1, 1), e),
                (27, at(2, 2), Card::Letter('E')),
                (40, at(3, 3), Card::Letter('b')),
                (53, at(4, 4), Card::Letter('B')),
            ]
        );
        assert!(read.findings.is_empty(), "{:?}", read.findings);
    }

    #[test]
    fn every_card_shown_is_pinned_once_and_impossible_ones_are_findings() {
        let (a, upper_a, joker) = (Card::Letter('a'), Card::Letter('A'), Card::Joker);
        let read = layout(
            &[
                board(3, &[(0, 0, a)]),
                board(20, &[(0, 0, a), (1, 1, upper_a)]),
                board(40, &[(2, 2, joker), (3, 3, joker), (4, 4, joker)]),
                board(
                    60,
                    &[
                        (5, 5, a),
                        (0, 0, Card::Letter('b')),
                        (0, 1, Card::Letter('R')),
                    ],
                ),
            ],
            Size::SPEC,
        );
        let pins: Vec<(usize, Position, Card)> = (read.pins.iter())
            .map(|pin| (pin.line, pin.outcome.0, pin.outcome.1))
            .collect();
        let at = |row, column| Position { row, column };
        assert_eq!(
            pins,
            [
                (3, at(0, 0), a),
                (20, at(1, 1), upper_a),
                (40, at(2, 2), joker),
                (40, at(3, 3), joker)
            ]
        );
        let findings: Vec<(usize, Impossible)> = (read.findings.iter())
            .map(|f| (f.line, f.outcome))
            .collect();
        assert_eq!(
            findings,
            [
                (40, Impossible::ThirdJoker { at: at(4, 4) }),
                (
                    60,
                    Impossible::Changed {
                        at: at(0, 0),
                        before: a,
                        card: Card::Letter('b')
                    }
                ),
                (
                    60,
                    Impossible::NotACard {
                        card: Card::Letter('R'),
                        at: at(0, 1)
                    }
                ),
                (
                    60,
                    Impossible::Twice {
                        card: a,
                        at: at(0, 0),
                        and: at(5, 5)
                    }
                ),
            ]
        );
    }
}
