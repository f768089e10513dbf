/*
 * stats.c  --  reading and writing "name wins losses" lines.
 * Author: Tad
 */
#include <stdio.h>
#include <string.h>
#include "stats.h"

/* The file starts with the two team members and their practice record. */
static const record TEAM[] = { { "Tad", 7, 4 }, { "Uma", 5, 6 } };

int LoadStats(record recs[], int max)
{
    FILE *fp = fopen(STATS_FILE, "r");
    int n = 0;

    if (fp == NULL) {
        n = (int)(sizeof(TEAM) / sizeof(TEAM[0]));
        memcpy(recs, TEAM, sizeof(TEAM));
        SaveStats(recs, n);
        return n;
    }
    while (n < max &&
           fscanf(fp, "%31s %d %d", recs[n].name, &recs[n].wins, &recs[n].losses) == 3)
        n++;
    fclose(fp);
    return n;
}

void SaveStats(const record recs[], int n)
{
    FILE *fp = fopen(STATS_FILE, "w");
    int i;
    if (fp == NULL)
        return;                 /* read-only directory: just skip saving */
    for (i = 0; i < n; i++)
        fprintf(fp, "%s %d %d\n", recs[i].name, recs[i].wins, recs[i].losses);
    fclose(fp);
}

int FindPlayer(const record recs[], int n, const char *name)
{
    int i;
    for (i = 0; i < n; i++)
        if (strcmp(recs[i].name, name) == 0)
            return i;
    return -1;
}
