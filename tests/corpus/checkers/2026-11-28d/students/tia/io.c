#include <stdio.h>
#include <ctype.h>
#include "io.h"

int read_line(char *buf, int size)
{
    int ch, n = 0;
    ch = getchar();
    if (ch == EOF)
        return 0;
    while (ch != EOF && ch != '\n') {
        if (n < size - 1)
            buf[n++] = (char)ch;
        ch = getchar();
    }
    buf[n] = '\0';
    return 1;
}

static int blank(const char *s)
{
    while (*s) {
        if (!isspace((unsigned char)*s))
            return 0;
        s++;
    }
    return 1;
}

int read_nonblank_line(char *buf, int size)
{
    do {
        if (!read_line(buf, size))
            return 0;
    } while (blank(buf));
    return 1;
}
