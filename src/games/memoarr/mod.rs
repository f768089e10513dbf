//! Memoarr! (CSI2372, C++): the 5 x 5 memory game of 2 to 4 players. Only its rules are
//! here so far ([`rules`]: the base game and the expert rules); the console game, its two
//! displays and the players follow, and it joins the registry of games when it can be
//! played.

pub mod rules;
