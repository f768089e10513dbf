/*
 * The Chinese Checker computer player of the ESTR1002 course project (spec section 4),
 * exported by the library built from this crate.
 *
 * board:  89 ints, read only: -1 off the board, 0 empty, 1 blue, 2 red; cell "RC" (row R,
 *         column C, both 1..8) is board[R * 10 + C].
 * player: 1 for blue, 2 for red.
 *
 * Returns the move as the four-digit integer SSEE (from cell SS to cell EE), or -1 when the
 * pointer is NULL, player is not 1 or 2, the board holds a value out of place, or the player
 * has no legal move. The same arguments always give the same answer.
 */
#ifndef AI_PLAYER_H
#define AI_PLAYER_H

#ifdef __cplusplus
extern "C" {
#endif

int ai_player(int player, const int *board);

#ifdef __cplusplus
}
#endif

#endif /* AI_PLAYER_H */
