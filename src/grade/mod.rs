//! Grading: running untrusted submissions on the cases of a game and judging what they print.
//!
//! [`run`] runs one program once under limits and says how it ended; [`limits`] holds the
//! limits' defaults and how they are written; [`compare`] compares an output with the
//! expected transcript under the course's comparison options; [`verdict`] turns a run and a
//! comparison into a verdict; [`submission`] finds the submissions, how to run each, and
//! builds them.

pub mod compare;
pub mod limits;
pub mod run;
pub mod submission;
pub mod verdict;
