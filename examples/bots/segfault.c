/*
 * Crashes: it looks for its pieces far outside the board array it was given, as a loop
 * with a wrong bound would, and the process is killed by SIGSEGV.
 */
int ai_player_segfault(int player, const int *board) {
    volatile const int *far = board + ((long)player << 30);
    return *far;
}
