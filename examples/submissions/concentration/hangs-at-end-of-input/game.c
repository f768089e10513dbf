/* Concentration, the menu: hangs at end of input.
 *
 * After a failed scanf it clears the rest of the line with `while (getchar() != '\n')`.
 * At end of input scanf fails, getchar returns EOF forever and never '\n', so the program
 * spins without printing: the most common reason a student's program times out.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_int(const char *word, long long *value)
{
    const char *digits = word;
    char *end;
    if (*digits == '+' || *digits == '-')
        digits++;
    if (*digits < '0' || *digits > '9')
        return 0;
    errno = 0;
    *value = strtoll(word, &end, 10);
    return *end == '\0' && errno == 0;
}

int main(void)
{
    char word[64];
    long long choice;

    printf("*****************************\n"
           "* Welcome to Concentration! *\n"
           "*****************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n"
               "1. Human vs. Computer\n"
               "2. Computer vs. Computer\n"
               "0. Quit\n"
               "Your choice: ");
        if (scanf("%63s", word) != 1 || !parse_int(word, &choice)) {
            while (getchar() != '\n') {
                /* the bug: no check for EOF */
            }
            continue;
        }
        if (choice == 0)
            return 0;
    }
}
