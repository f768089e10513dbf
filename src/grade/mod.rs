//! Grading: running untrusted submissions on the cases of a game and judging what they print.
//!
//! [`run`] runs one program once under limits and says how it ended; [`compare`] compares
//! an output with the expected transcript under the course's comparison options.

pub mod compare;
pub mod run;
