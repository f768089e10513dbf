//! Reading what a program shows by its content: the game's things (cards, cells of a
//! table) found by what they are, wherever a line puts them and whatever frames, labels,
//! brackets or words surround them.
//!
//! A layout is never a reader of its own here. Each game's reader (beside its renderer)
//! gives its vocabulary and decides, from what it expects at that point of the game, what
//! a piece of output shows; this module finds the pieces:
//! - [`cards`]: playing cards in every common spelling (`10H`, `TH`, `7h`, `10♥`, `[10-H]`,
//!   `|7 H|`, `Ten of Hearts`, `D 8` suit first);
//! - [`boxes`]: cards drawn as ASCII-art boxes over several lines, read back into one
//!   line of cards that keeps every byte offset of the text;
//! - [`grid`]: a row of a table as its cells, whatever labels stand before it and
//!   separators between.

pub mod boxes;
pub mod cards;
pub mod grid;
