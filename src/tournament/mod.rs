//! The great tournament (spec section 4.2): every pair of bots plays two games, each bot
//! blue (moving first) once, and the standings rank them by points.
//!
//! The rooms: [`game`] plays one game and holds its record, [`standings`] the points, ranks
//! and crosstable, [`elo`] the ratings.

pub mod elo;
pub mod game;
pub mod standings;
