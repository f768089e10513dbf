/*
 * Answers moves that break the rules: it moves its first piece three rows forward at once,
 * whatever stands in the way.
 */
int ai_player_illegal_move(int player, const int *board) {
    for (int loc = 11; loc <= 88; loc++) {
        if (board[loc] == player) {
            return loc * 100 + (player == 1 ? loc + 30 : loc - 30);
        }
    }
    return -1;
}
