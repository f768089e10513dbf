/*
 * Runs out of memory: it asks for a 4 GiB table and uses it without checking that malloc
 * succeeded, so under arbiter's memory limit it writes through a null pointer.
 */
#include <stdlib.h>
#include <string.h>

int ai_player_memory_hog(int player, const int *board) {
    size_t size = (size_t)4 << 30;
    char *table = malloc(size);
    memset(table, player, size);
    return board[0] + ((volatile char *)table)[size - 1];
}
