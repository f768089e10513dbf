/* Concentration, the menu: prints the right transcript but exits with status 1 when the
 * player quits, which tells the shell (and a grader) that something went wrong.
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
    int c;

    printf("*****************************\n"
           "* Welcome to Concentration! *\n"
           "*****************************\n");
    for (;;) {
        printf("Please choose a mode of the game:\n"
               "1. Human vs. Computer\n"
               "2. Computer vs. Computer\n"
               "0. Quit\n"
               "Your choice: ");
        if (scanf("%63s", word) != 1)
            return 0; /* end of input */
        if (!parse_int(word, &choice)) {
            do {
                c = getchar();
            } while (c != '\n' && c != EOF);
            continue;
        }
        if (choice == 0)
            exit(1); /* the bug: quitting is not a failure */
    }
}
