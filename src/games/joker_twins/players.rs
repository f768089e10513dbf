//! Joker Twins' computer players. The spec has two people; these fill seats of the console
//! game (`--computer`) and play simulations.
//!
//! - `random`: any card it may turn over, first and second.
//! - `memory`: remembers every card it has seen turned over, by place, until it leaves the
//!   board. It turns a pair of twins it knows first, then a Joker with a letter it knows;
//!   otherwise a card it has not seen, and completes it from memory if it can (its twin, a
//!   Joker for a letter, a letter for a Joker), else with another card it has not seen.
//!
//! A player learns the board only through [`ComputerPlayer::saw`], so it cannot peek at a
//! card it has not seen turned over.

use super::rules::{Board, Card, Game, Position};
pub use crate::games::seats::Strategy;
use crate::rng::GameRng;

/// A computer player and the cards it remembers, by place (row by row).
#[derive(Clone, Debug)]
pub struct ComputerPlayer {
    strategy: Strategy,
    /// By place, row by row; room for the largest board (26 twins and two Jokers).
    known: [Option<Card>; 64],
}

impl ComputerPlayer {
    pub fn new(strategy: Strategy) -> ComputerPlayer {
        ComputerPlayer {
            strategy,
            known: [None; 64],
        }
    }

    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// It sees the cards at `shown` turned over on `board`.
    pub fn saw(&mut self, board: &Board, shown: &[Position]) {
        for &position in shown {
            if let Some(known) = self.known.get_mut(board.index_of(position)) {
                *known = board.card(position);
            }
        }
    }

    /// What it knows of each place's card, while the card is on the board: the places are
    /// read by index, row by row (a simulation reads them millions of times).
    fn view<'b>(&'b self, board: &'b Board) -> impl Iterator<Item = (usize, Option<Card>)> + 'b {
        (board.cards().iter().zip(&self.known).enumerate())
            .filter(|(_, (card, _))| card.is_some())
            .map(|(index, (_, &known))| (index, known))
    }

    /// The first card on the board, other than the one at `except`, that `keep` keeps, given
    /// what it knows there.
    fn find(
        &self,
        board: &Board,
        except: Option<usize>,
        keep: impl Fn(Option<Card>) -> bool,
    ) -> Option<Position> {
        let (index, _) = self
            .view(board)
            .find(|&(index, known)| Some(index) != except && keep(known))?;
        Some(board.position_of(index))
    }

    /// One of the cards on the board, other than the one at `except`, that `keep` keeps,
    /// uniformly.
    fn choose(
        &self,
        board: &Board,
        except: Option<usize>,
        rng: &mut GameRng,
        keep: impl Fn(Option<Card>) -> bool,
    ) -> Option<Position> {
        // At most 54 places (26 twins and two Jokers), gathered in one pass on the stack.
        let mut kept = [0u8; 64];
        let mut count = 0;
        for (index, known) in self.view(board) {
            if Some(index) != except && keep(known) && count < kept.len() {
                kept[count] = u8::try_from(index).ok()?;
                count += 1;
            }
        }
        let pick = rng.choose(&kept[..count])?;
        Some(board.position_of(usize::from(*pick)))
    }

    /// The first card of its turn: one the game accepts.
    pub fn first(&self, game: &Game, rng: &mut GameRng) -> Position {
        let board = game.board();
        if self.strategy == Strategy::Memory {
            // One pass: the first known pair (its first card), the first known Joker and
            // the first known letter.
            // The place of each known letter, by its code (`u8::MAX` for none): small, as
            // it is cleared at every turn.
            let mut letter_at = [u8::MAX; 128];
            let (mut pair, mut joker, mut letter) = (None, None, None);
            let (mut unseen, mut unseen_count) = ([0u8; 64], 0);
            for (index, known) in self.view(board) {
                match known {
                    None if unseen_count < unseen.len() => {
                        unseen[unseen_count] = u8::try_from(index).unwrap_or(u8::MAX);
                        unseen_count += 1;
                    }
                    Some(Card::Joker) => joker = joker.or(Some(index)),
                    Some(Card::Letter(c)) if c.is_ascii() => {
                        letter = letter.or(Some(index));
                        let twin = if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        };
                        let twin_at = letter_at[twin as usize];
                        if twin_at != u8::MAX {
                            pair = pair.or(Some(usize::from(twin_at)));
                        }
                        letter_at[c as usize] = u8::try_from(index).unwrap_or(u8::MAX);
                    }
                    _ => {}
                }
            }
            if let Some(index) = pair.or(joker.filter(|_| letter.is_some())) {
                return board.position_of(index);
            }
            if let Some(&index) = rng.choose(&unseen[..unseen_count]) {
                return board.position_of(usize::from(index));
            }
        }
        self.choose(board, None, rng, |_| true)
            .expect("a turn has cards to turn")
    }

    /// The second card of its turn, after `first`: one the game accepts.
    pub fn second(&self, game: &Game, first: Position, rng: &mut GameRng) -> Position {
        let board = game.board();
        let except = Some(board.index_of(first));
        if self.strategy == Strategy::Memory
            && let Some(card) = board.card(first)
        {
            let partner = match card {
                Card::Joker => self.find(board, except, |c| c.is_some_and(|c| c != Card::Joker)),
                letter => self
                    .find(board, except, |c| c.is_some() && c == letter.twin())
                    .or_else(|| self.find(board, except, |c| c == Some(Card::Joker))),
            };
            let unseen = || self.choose(board, except, rng, |known| known.is_none());
            if let Some(p) = partner.or_else(unseen) {
                return p;
            }
        }
        self.choose(board, except, rng, |_| true)
            .expect("a turn has a second card to turn")
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{Size, cards, parse_coordinate};
    use super::*;

    fn at(text: &str) -> Position {
        parse_coordinate(text, Size::SPEC).unwrap()
    }

    #[test]
    fn memory_takes_a_pair_it_has_seen_and_forgets_removed_cards() {
        // Unshuffled: A a B b ... in order, the Jokers last (E5, F5).
        let board = Board::lay_out(Size::SPEC, &cards(Size::SPEC));
        let mut game = Game::new(board, 0, 2);
        let mut player = ComputerPlayer::new(Strategy::Memory);
        let mut rng = GameRng::from_seed(1);
        // It saw A at A0 and a at B0 in another's turn: it takes them.
        player.saw(game.board(), &[at("A0"), at("C0")]);
        player.saw(game.board(), &[at("B0"), at("D0")]);
        assert_eq!(player.first(&game, &mut rng), at("A0"));
        assert_eq!(player.second(&game, at("A0"), &mut rng), at("B0"));
        game.play(at("A0"), at("B0"));
        player.saw(game.board(), &[]);
        // B (C0) and b (D0) are known too.
        assert_eq!(player.first(&game, &mut rng), at("C0"));
        // Unknown cards otherwise, never a removed one.
        game.play(at("C0"), at("D0"));
        player.saw(game.board(), &[]);
        for _ in 0..20 {
            let first = player.first(&game, &mut rng);
            assert!(game.check_first(first).is_ok());
            assert!(![at("A0"), at("B0"), at("C0"), at("D0")].contains(&first));
        }
        // A Joker it knows goes with any letter it knows.
        player.saw(game.board(), &[at("F5"), at("E0")]);
        assert_eq!(player.first(&game, &mut rng), at("F5"));
        assert_eq!(player.second(&game, at("F5"), &mut rng), at("E0"));
    }

    #[test]
    fn random_turns_only_cards_the_game_accepts() {
        let mut rng = GameRng::from_seed(2);
        let board = Board::shuffled(Size::SPEC, &mut rng);
        let game = Game::new(board, 0, 2);
        let player = ComputerPlayer::new(Strategy::Random);
        for _ in 0..50 {
            let first = player.first(&game, &mut rng);
            let second = player.second(&game, first, &mut rng);
            assert!(game.check_second(first, second).is_ok());
        }
    }
}
