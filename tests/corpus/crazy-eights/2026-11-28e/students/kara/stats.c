/*
 * stats.c - extra credit 1: a text file with one line per user,
 *           "name wins losses".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include "cards.h"

#define STATS_FILE  "crazy8_stats.txt"
#define MAX_RECS    200

static player_rec recs[MAX_RECS];
static int nrecs = 0;

static void load_file(void)
{
    FILE *fp = fopen(STATS_FILE, "r");
    nrecs = 0;
    if (fp == NULL) {
        /* first run: start with the two of us, as the handout asks */
        strcpy(recs[0].name, "Kara");  recs[0].wins = 7; recs[0].losses = 4;
        strcpy(recs[1].name, "Devin"); recs[1].wins = 5; recs[1].losses = 6;
        nrecs = 2;
        return;
    }
    while (nrecs < MAX_RECS &&
           fscanf(fp, "%39s %d %d", recs[nrecs].name, &recs[nrecs].wins,
                  &recs[nrecs].losses) == 3)
        nrecs++;
    fclose(fp);
}

static void write_file(void)
{
    FILE *fp = fopen(STATS_FILE, "w");
    int i;
    if (fp == NULL) {
        printf("(could not write %s - statistics not saved)\n", STATS_FILE);
        return;
    }
    for (i = 0; i < nrecs; i++)
        fprintf(fp, "%s %d %d\n", recs[i].name, recs[i].wins, recs[i].losses);
    fclose(fp);
}

static int find(const char *name)
{
    int i;
    for (i = 0; i < nrecs; i++)
        if (strcmp(recs[i].name, name) == 0)
            return i;
    return -1;
}

static int get_line(char *buf, int n)
{
    fflush(stdout);
    if (fgets(buf, n, stdin) == NULL)
        return 0;
    if (strchr(buf, '\n') == NULL) {
        int ch;
        while ((ch = getchar()) != '\n' && ch != EOF)
            ;
    }
    return 1;
}

int StatsLogin(player_rec *me)
{
    char line[128];
    char kind = 0;
    int at;

    load_file();
    while (kind == 0) {
        char *p = line;
        printf("Are you a (N)ew player or an (E)xisting player? ");
        if (!get_line(line, sizeof line))
            return 0;
        while (isspace((unsigned char)*p)) p++;
        if (toupper((unsigned char)*p) == 'N' || toupper((unsigned char)*p) == 'E')
            kind = (char)toupper((unsigned char)*p);
        else
            printf("   Please answer N or E.\n");
    }

    for (;;) {
        printf("Enter your name: ");
        if (!get_line(line, sizeof line))
            return 0;
        if (sscanf(line, "%39s", me->name) == 1)
            break;
        printf("   A name needs at least one character.\n");
    }

    at = find(me->name);
    if (kind == 'E' && at < 0) {
        printf("   No record for %s yet - a new one is created.\n", me->name);
    } else if (kind == 'N' && at >= 0) {
        printf("   %s is already in the file - continuing that record.\n", me->name);
    }
    if (at < 0) {
        me->wins = me->losses = 0;
        if (nrecs < MAX_RECS) {
            recs[nrecs] = *me;
            nrecs++;
        }
        write_file();
    } else {
        *me = recs[at];
    }
    printf("\n   Welcome, %s!  Your record: %d win%s, %d loss%s.\n",
           me->name, me->wins, me->wins == 1 ? "" : "s",
           me->losses, me->losses == 1 ? "" : "es");
    return 1;
}

void StatsSave(const player_rec *me)
{
    int at;
    load_file();
    at = find(me->name);
    if (at < 0 && nrecs < MAX_RECS)
        at = nrecs++;
    if (at >= 0)
        recs[at] = *me;
    write_file();
}
