//! arbiter: reference engines for course console games, a case/golden harness, and a grader.
//!
//! A game run is a function of (game, options, seed, input bytes) to output bytes. The
//! [`rng`] module owns the randomness, [`console`] the input and output, [`games`] the
//! rules, players and transcripts of each game, and [`harness`] the cases and goldens.

pub mod cli;
pub mod console;
pub mod games;
pub mod harness;
pub mod rng;
