//! Chinese Checker bots behind the spec's C prototype
//! `int ai_player(int player, const int *board)`: the function this library exports
//! ([`abi`]), and external bots written by students, each run in a process of its own.
//!
//! The path of an external bot: its name on the command line ([`spec`]), compiled when it is
//! a C source ([`compile`]), its function found in the library's symbols ([`symbols`]),
//! together a [`resolve::Bot`]; then played as an [`external::ExternalBot`], which talks
//! ([`protocol`]) to a [`host`] process that loads the library and calls the function.

pub mod abi;
pub mod compile;
pub mod external;
pub mod host;
pub mod mailbox;
pub mod options;
pub mod protocol;
pub mod resolve;
pub mod spec;
pub mod symbols;
