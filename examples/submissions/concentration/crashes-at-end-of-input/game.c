/* Concentration, the menu: crashes at end of input.
 *
 * It reads whole lines with fgets and uses the result without checking it: at end of
 * input fgets returns NULL, and the program dies with a segmentation fault.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The first word of the next line that has one. */
static void read_word(char *word)
{
    char line[256];
    for (;;) {
        char *got = fgets(line, sizeof line, stdin);
        got[strcspn(got, "\n")] = '\0'; /* the bug: got is NULL at end of input */
        if (sscanf(line, "%63s", word) == 1)
            return;
    }
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
        read_word(word);
        if (parse_int(word, &choice) && choice == 0)
            return 0;
    }
}
