/*
 * stats.h  --  optional feature 1: the win/loss record file.
 * Author: Tad
 */
#ifndef STATS_H
#define STATS_H

#define STATS_FILE "crazy8_stats.txt"
#define MAX_PLAYERS 100
#define NAME_LEN 32

typedef struct {
    char name[NAME_LEN];
    int wins;
    int losses;
} record;

/* Loads the file (creating it with the team's own records if missing). */
int  LoadStats(record recs[], int max);
void SaveStats(const record recs[], int n);
int  FindPlayer(const record recs[], int n, const char *name);

#endif
