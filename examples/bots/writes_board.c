/*
 * Writes to the board it was given (the spec's board is `const`): it tries a move by
 * playing it on the board itself, then answers it.
 */
int ai_player_writes_board(int player, const int *board) {
    int *cells = (int *)board;
    int from = player == 1 ? 31 : 68, to = player == 1 ? 41 : 58;
    cells[to] = cells[from];
    cells[from] = 0;
    return from * 100 + to;
}
