/*
 * stats.c  --  reading and writing the player record file
 */
#include <stdio.h>
#include <string.h>
#include "stats.h"

/* Reads the record file.  If there is no file yet we start it with the two
 * members of our team, as the handout asks. */
int LoadRecords(record list[], int max)
{
    FILE *fp = fopen(STATS_FILE, "r");
    int n = 0;

    if (fp == NULL) {
        strcpy(list[0].name, "Yuliana");
        list[0].wins = 7;
        list[0].losses = 4;
        strcpy(list[1].name, "Tomas");
        list[1].wins = 5;
        list[1].losses = 6;
        SaveRecords(list, 2);
        return 2;
    }
    while (n < max &&
           fscanf(fp, "%31s %d %d", list[n].name, &list[n].wins, &list[n].losses) == 3)
        n++;
    fclose(fp);
    return n;
}

void SaveRecords(const record list[], int count)
{
    FILE *fp = fopen(STATS_FILE, "w");
    int i;
    if (fp == NULL) {
        printf("   (could not write %s - record not saved)\n", STATS_FILE);
        return;
    }
    for (i = 0; i < count; i++)
        fprintf(fp, "%s %d %d\n", list[i].name, list[i].wins, list[i].losses);
    fclose(fp);
}

int FindRecord(const record list[], int count, const char *name)
{
    int i;
    for (i = 0; i < count; i++)
        if (strcmp(list[i].name, name) == 0)
            return i;
    return -1;
}
