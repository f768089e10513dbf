//! arbiter: reference engines for course console games, a case/golden harness, and a grader.
//!
//! A game run is a function of (game, options, seed, input bytes) to output bytes. The
//! [`rng`] module owns the randomness, [`console`] the input and output, [`games`] the
//! rules, players and transcripts of each game, [`events`] a transcript read as what its
//! spec fixes, [`harness`] the cases and goldens,
//! [`grade`] the running and judging of student submissions, [`bots`] the C entry point
//! for Chinese Checker bots and the running of students' bots, and [`tournament`] bots
//! against bots. [`process`] holds the process control the grader and the bots share, [`sandbox`]
//! the confinement of every untrusted program, [`interrupt`] the stopping of long work on
//! `SIGINT`, [`mistakes`] the typical mistakes against each spec, [`journal`] the results files that let long runs resume, [`parallel`] work
//! spread over every core, and [`similar`] the submissions of a class that share code.

pub mod bots;
pub mod chance;
pub mod cli;
pub mod console;
pub mod content;
pub mod conversation;
pub mod decode;
pub mod dialect;
pub mod events;
pub mod files;
pub mod games;
pub mod grade;
pub mod harness;
pub mod html;
pub mod interrupt;
pub mod journal;
pub mod mistakes;
pub mod parallel;
pub mod process;
pub mod questions;
pub mod rng;
pub mod sandbox;
pub mod similar;
pub mod spawn;
pub mod tournament;
