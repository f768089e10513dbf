/* Never answers: its search has no stopping condition. */
int ai_player_endless_loop(int player, const int *board) {
    volatile int searching = 1;
    while (searching) {
    }
    return player + board[0];
}
