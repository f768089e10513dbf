/*
 * stats.h  --  player records for Crazy Eights (extra-credit feature 1)
 * The text file holds one player per line:   name wins losses
 */
#ifndef STATS_H
#define STATS_H

#define STATS_FILE  "crazy8_stats.txt"
#define MAX_PLAYERS 100
#define NAME_LEN    32

typedef struct {
    char name[NAME_LEN];
    int wins;
    int losses;
} record;

int  LoadRecords(record list[], int max);           /* returns count      */
void SaveRecords(const record list[], int count);
int  FindRecord(const record list[], int count, const char *name);

#endif
