// deal.cpp - prints the deal the five programs make for a given SEED
// (all five build the 25 cards animal-major, shuffle them with std::random_shuffle
//  right after srand(SEED), and lay them out row by row skipping C3).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
int main(int argc, char** argv) {
    srand(argc > 1 ? atoi(argv[1]) : 1);
    std::vector<int> v;
    for (int a = 0; a < 5; ++a)
        for (int b = 0; b < 5; ++b) v.push_back(a * 5 + b);
    std::random_shuffle(v.begin(), v.end());
    int k = 0;
    for (int r = 0; r < 5; ++r) {
        printf("%c ", 'A' + r);
        for (int c = 0; c < 5; ++c) {
            if (r == 2 && c == 2) { printf(" -- "); continue; }
            int x = v[k++];
            printf(" %c%c ", "rgpby"[x % 5], "CPOTW"[x / 5]);
        }
        printf("\n");
    }
    printf("not in game: %c%c\n", "rgpby"[v[24] % 5], "CPOTW"[v[24] / 5]);
}
