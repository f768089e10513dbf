//! A program's own luck in Joker Twins, read back from its transcript: where its cards lay
//! (its `random.randint` placing) and which player it drew to start.
//!
//! Cards never move in this game, so every board a program printed is a view of one layout:
//! each card it showed turned over is taken at the place it showed it. What no layout holds
//! is a finding: a letter the board's cards do not include, a letter at two places, a third
//! Joker, a place that showed two cards.

use std::collections::HashMap;

use super::render::SeenBoard;
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
pub fn layout(boards: &[Observed<SeenBoard>], size: Size) -> Layout {
    let deck = cards(size);
    let jokers = deck.iter().filter(|&&card| card == Card::Joker).count();
    let mut layout = Layout::default();
    let mut at: HashMap<Position, Card> = HashMap::new();
    for board in boards {
        for (position, card) in board.outcome.turned() {
            let impossible = match at.get(&position) {
                Some(&before) if before == card => continue,
                Some(&before) => Some(Impossible::Changed {
                    at: position,
                    before,
                    card,
                }),
                None if !deck.contains(&card) => Some(Impossible::NotACard { card, at: position }),
                None if card == Card::Joker => {
                    let seen = at.values().filter(|&&c| c == Card::Joker).count();
                    (seen >= jokers).then_some(Impossible::ThirdJoker { at: position })
                }
                None => {
                    (at.iter())
                        .find(|&(_, &c)| c == card)
                        .map(|(&other, _)| Impossible::Twice {
                            card,
                            at: other,
                            and: position,
                        })
                }
            };
            if let Some(impossible) = impossible {
                layout.findings.push(Observed {
                    line: board.line,
                    outcome: impossible,
                });
                continue;
            }
            at.insert(position, card);
            layout.pins.push(Observed {
                line: board.line,
                outcome: (position, card),
            });
        }
    }
    layout
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
