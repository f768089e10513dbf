/*
 * records.h - game statistics kept in a text file (extra credit)
 * each line of records.txt:  name wins losses
 */
#ifndef RECORDS_H
#define RECORDS_H

#define RECORD_FILE "records.txt"

void get_line(char *line, int size);   /* in crazy_eights.c */

void load_records(void);
int  choose_user(void);                 /* asks new/existing, returns index */
void update_record(int who, int result);/* result: 1 win, -1 loss, 0 draw */
void print_record(int who);

#endif
