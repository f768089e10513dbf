/*
 * A sound bot: it plays the legal move that brings one of its pieces furthest towards the
 * opposite corner (steps and chains of jumps), the first such move in board order when
 * several gain as much. It keeps no state and uses no randomness.
 */
static const int DR[8] = {0, 0, 1, -1, 1, -1, 1, -1};
static const int DC[8] = {1, -1, 0, 0, 1, -1, -1, 1};

static int on_board_forward(int row, int col) {
    return row >= 1 && row <= 8 && col >= 1 && col <= 8;
}

/* Marks in reach[] every cell reachable from `at` by a chain of jumps on `cells`. */
static void jumps_forward(const int *cells, int at, int *reach) {
    int row = at / 10, col = at % 10;
    for (int d = 0; d < 8; d++) {
        for (int half = 1; half < 8; half++) {
            int land_row = row + 2 * half * DR[d], land_col = col + 2 * half * DC[d];
            if (!on_board_forward(land_row, land_col)) {
                break;
            }
            int ok = cells[land_row * 10 + land_col] == 0;
            for (int i = 1; ok && i < 2 * half; i++) {
                int cell = cells[(row + i * DR[d]) * 10 + col + i * DC[d]];
                ok = (i == half) ? cell != 0 : cell == 0;
            }
            int land = land_row * 10 + land_col;
            if (ok && !reach[land]) {
                reach[land] = 1;
                jumps_forward(cells, land, reach);
            }
        }
    }
}

/* Anti-diagonals from `loc` to the corner `player` must reach. */
static int distance_forward(int player, int loc) {
    int row = loc / 10, col = loc % 10;
    return player == 1 ? (8 - row) + (8 - col) : (row - 1) + (col - 1);
}

int ai_player_forward(int player, const int *board) {
    int best_gain = -100, best_move = -1;
    for (int from = 11; from <= 88; from++) {
        if (!on_board_forward(from / 10, from % 10) || board[from] != player) {
            continue;
        }
        int cells[89], reach[89] = {0};
        for (int i = 0; i < 89; i++) {
            cells[i] = board[i];
        }
        cells[from] = 0;
        jumps_forward(cells, from, reach);
        for (int d = 0; d < 8; d++) {
            int row = from / 10 + DR[d], col = from % 10 + DC[d];
            if (on_board_forward(row, col) && cells[row * 10 + col] == 0) {
                reach[row * 10 + col] = 1;
            }
        }
        reach[from] = 0;
        for (int to = 11; to <= 88; to++) {
            int gain = distance_forward(player, from) - distance_forward(player, to);
            if (reach[to] && gain > best_gain) {
                best_gain = gain;
                best_move = from * 100 + to;
            }
        }
    }
    return best_move;
}
