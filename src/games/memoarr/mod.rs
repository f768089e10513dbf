//! Memoarr! (CSI2372, C++): the 5 x 5 memory game of 2 to 4 players. Only its base rules
//! are here so far ([`rules`]); the console game, the expert modes and the players follow,
//! and it joins the registry of games when it can be played.

pub mod rules;
