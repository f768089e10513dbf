//! Chinese Checker bots behind the spec's C prototype
//! `int ai_player(int player, const int *board)`: the function this library exports
//! ([`abi`]), and the bots students write: how they are named ([`spec`]), compiled
//! ([`compile`]) and which function of a library is the bot ([`symbols`]).

pub mod abi;
pub mod compile;
pub mod spec;
pub mod symbols;
