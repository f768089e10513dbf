//! Grading: running untrusted submissions on the cases of a game and judging what they print.
//!
//! [`run`] runs one program once under limits and says how it ended.

pub mod run;
