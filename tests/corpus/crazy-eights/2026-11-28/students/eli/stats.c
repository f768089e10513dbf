/*
 * stats.c  --  game statistics (ECE 175 extra credit 1)
 *
 * The text file crazy8_stats.txt holds one record per line:
 *     name wins losses
 * The file starts with the two team members.  A new user gets a record
 * of 0 0; the file is rewritten after every finished game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "cards.h"

#define STATS_FILE  "crazy8_stats.txt"
#define MAX_RECORDS 200
#define NAME_LEN    32

typedef struct {
    char name[NAME_LEN];
    int wins;
    int losses;
} record;

static record table[MAX_RECORDS];
static int count = 0;

/* load every record; when the file does not exist yet it is created with
 * the two team members */
static void LoadStats(void)
{
    FILE *fp = fopen(STATS_FILE, "r");
    count = 0;
    if (fp == NULL) {
        strcpy(table[0].name, "Eli");
        table[0].wins = 6;
        table[0].losses = 4;
        strcpy(table[1].name, "Nora");
        table[1].wins = 5;
        table[1].losses = 5;
        count = 2;
        fp = fopen(STATS_FILE, "w");
        if (fp != NULL) {
            fprintf(fp, "Eli 6 4\nNora 5 5\n");
            fclose(fp);
        }
        return;
    }
    while (count < MAX_RECORDS &&
           fscanf(fp, "%31s %d %d", table[count].name,
                  &table[count].wins, &table[count].losses) == 3)
        count++;
    fclose(fp);
}

static void WriteStats(void)
{
    FILE *fp = fopen(STATS_FILE, "w");
    int i;
    if (fp == NULL) {
        printf("(could not write %s)\n", STATS_FILE);
        return;
    }
    for (i = 0; i < count; i++)
        fprintf(fp, "%s %d %d\n", table[i].name, table[i].wins, table[i].losses);
    fclose(fp);
}

static int FindRecord(const char *name)
{
    int i;
    for (i = 0; i < count; i++)
        if (strcmp(table[i].name, name) == 0)
            return i;
    return -1;
}

/* turn what the user typed into a one-word name (spaces become '_') */
static void CleanName(const char *in, char *out, int size)
{
    int n = 0;
    while (*in == ' ' || *in == '\t')
        in++;
    while (*in != '\0' && n < size - 1) {
        out[n++] = (*in == ' ' || *in == '\t') ? '_' : *in;
        in++;
    }
    while (n > 0 && out[n - 1] == '_')
        n--;
    out[n] = '\0';
}

/* StatsLogin: asks new / returning, then the name.
 * Returns 0 at end of input. */
int StatsLogin(char *name, int size, int *wins, int *losses)
{
    char line[128];
    int returning = -1, idx;

    LoadStats();
    while (returning < 0) {
        if (!ReadLine("Are you a (N)ew player or a (R)eturning player? ", line, sizeof line))
            return 0;
        if (toupper((unsigned char)line[0]) == 'N' && line[1] == '\0')
            returning = 0;
        else if (toupper((unsigned char)line[0]) == 'R' && line[1] == '\0')
            returning = 1;
        else
            printf("Please type N or R.\n");
    }
    name[0] = '\0';
    while (name[0] == '\0') {
        if (!ReadLine("Enter your name: ", line, sizeof line))
            return 0;
        CleanName(line, name, size < NAME_LEN ? size : NAME_LEN);
        if (name[0] == '\0')
            printf("The name cannot be empty.\n");
    }

    idx = FindRecord(name);
    if (returning) {
        if (idx < 0) {
            printf("No record found for %s - a new record is started.\n", name);
        } else {
            printf("Welcome back, %s! Your record: %d wins, %d losses.\n",
                   name, table[idx].wins, table[idx].losses);
        }
    } else {
        if (idx >= 0)
            printf("%s already has a record (%d wins, %d losses) - continuing it.\n",
                   name, table[idx].wins, table[idx].losses);
        else
            printf("Hello %s, a new record is created for you.\n", name);
    }
    if (idx < 0 && count < MAX_RECORDS) {
        idx = count++;
        strcpy(table[idx].name, name);
        table[idx].wins = 0;
        table[idx].losses = 0;
        WriteStats();
    }
    *wins = (idx >= 0) ? table[idx].wins : 0;
    *losses = (idx >= 0) ? table[idx].losses : 0;
    return 1;
}

/* StatsSave: store the new totals of this user and rewrite the file */
void StatsSave(const char *name, int wins, int losses)
{
    int idx = FindRecord(name);
    if (idx < 0) {
        if (count >= MAX_RECORDS)
            return;
        idx = count++;
        strcpy(table[idx].name, name);
    }
    table[idx].wins = wins;
    table[idx].losses = losses;
    WriteStats();
}
