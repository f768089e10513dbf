/*
 * io.h : Function #3, reading what the user types
 */
#ifndef IO_H
#define IO_H

/* Reads one line (without the newline) into buf.  Overlong lines are
 * truncated but fully consumed.  Returns 0 at end of input. */
int read_line(char *buf, int size);

/* Reads lines until a non-blank one arrives; 0 at end of input. */
int read_nonblank_line(char *buf, int size);

#endif
