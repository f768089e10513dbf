/* input.h - reading the keyboard safely */
#ifndef INPUT_H
#define INPUT_H

int  readInts(int *values, int want);   /* returns how many ints were read */

#endif
