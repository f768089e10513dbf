/* Concentration, the menu: a correct submission.
 *
 * It implements the banner and the menu loop exactly as the spec and arbiter's transcript
 * format describe them (the part of the game that the input-determined cases cover);
 * modes 1 and 2 are left out of this example. Choices are read as words, as scanf("%s")
 * reads them; a word that is not an integer shows the menu again and drops the rest of its
 * line; at end of input the program stops.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

static void show_menu(void)
{
    printf("Please choose a mode of the game:\n"
           "1. Human vs. Computer\n"
           "2. Computer vs. Computer\n"
           "0. Quit\n"
           "Your choice: ");
}

static int is_space(int c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* Reads one word into word (at most size - 1 bytes are kept). Returns 0 at end of input.
 * *ended_line is set when the word was the last thing on its line. */
static int read_word(char *word, size_t size, int *ended_line)
{
    int c;
    size_t length = 0;
    do {
        c = getchar();
    } while (c != EOF && is_space(c));
    if (c == EOF)
        return 0;
    while (c != EOF && !is_space(c)) {
        if (length + 1 < size)
            word[length++] = (char)c;
        c = getchar();
    }
    word[length] = '\0';
    *ended_line = (c == '\n' || c == EOF);
    return 1;
}

/* An optional sign and decimal digits that fit a long long, and nothing else. */
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
    int ended_line;
    long long choice;

    printf("*****************************\n"
           "* Welcome to Concentration! *\n"
           "*****************************\n");
    for (;;) {
        show_menu();
        if (!read_word(word, sizeof word, &ended_line))
            return 0; /* end of input */
        if (!parse_int(word, &choice)) {
            int c = ended_line ? '\n' : getchar();
            while (c != '\n' && c != EOF)
                c = getchar();
            continue;
        }
        if (choice == 0)
            return 0;
        if (choice == 1 || choice == 2)
            printf("(mode %lld is not part of this example)\n", choice);
    }
}
