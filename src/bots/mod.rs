//! Chinese Checker bots behind the spec's C prototype
//! `int ai_player(int player, const int *board)`: the function this library exports.

pub mod abi;
