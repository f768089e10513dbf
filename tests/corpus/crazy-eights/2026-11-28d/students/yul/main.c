/*
 * main.c  --  ECE 175 Final Project: Crazy Eights
 * Yuliana & Tomas
 *
 * Build:  gcc *.c -o prog -lm
 *
 * Extra credit done: game statistics + player record file, ♣♠♥♦ graphics
 * with drawn cards, CreateDeck()/RemoveCard() functions.
 *
 * For testing, the environment variable SEED fixes the random seed;
 * otherwise the generator is seeded with time(NULL) as required.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <time.h>
#include "cards.h"
#include "game.h"
#include "stats.h"

static void Rule(const char *left, const char *right, int width)
{
    int i;
    printf("   %s", left);
    for (i = 0; i < width; i++)
        printf("\xE2\x95\x90");              /* ═ */
    printf("%s\n", right);
}

static void Banner(void)
{
    printf("\n");
    Rule("\xE2\x95\x94", "\xE2\x95\x97", 39);    /* ╔ ... ╗ */
    printf("   \xE2\x95\x91   %s %s  C R A Z Y   E I G H T S  %s %s   \xE2\x95\x91\n",
           SuitSymbol('C'), SuitSymbol('S'), SuitSymbol('H'), SuitSymbol('D'));
    printf("   \xE2\x95\x91         you  vs.  the dealer          \xE2\x95\x91\n");
    Rule("\xE2\x95\x9A", "\xE2\x95\x9D", 39);    /* ╚ ... ╝ */
    printf("   Match the top card by face or suit, 8s are wild.\n");
    printf("   Empty your hand first - or hold the fewest points\n");
    printf("   when the stockpile runs out (A=1 ... K=13).\n\n");
}

/* turns the typed name into one word (the record file is "name wins losses") */
static int CleanName(char *name)
{
    char *src = name, *dst = name;
    int len = 0;
    while (isspace((unsigned char)*src))
        src++;
    while (*src != '\0' && len < NAME_LEN - 1) {
        *dst++ = isspace((unsigned char)*src) ? '_' : *src;
        src++;
        len++;
    }
    *dst = '\0';
    while (len > 0 && name[len - 1] == '_')
        name[--len] = '\0';
    return len;
}

/* asks new/existing and returns the index of the player's record */
static int Login(record recs[], int *count)
{
    char buf[128];
    int isNew;

    for (;;) {
        printf("   Are you a (N)ew player or an (E)xisting player? ");
        ReadLine(buf, sizeof buf);
        if (toupper((unsigned char)buf[0]) == 'N') { isNew = 1; break; }
        if (toupper((unsigned char)buf[0]) == 'E') { isNew = 0; break; }
        printf("   \xE2\x9C\x97 Please answer N or E.\n");
    }
    for (;;) {
        int idx;
        printf(isNew ? "   Choose a player name: " : "   Your player name: ");
        ReadLine(buf, sizeof buf);
        if (CleanName(buf) == 0) {
            printf("   \xE2\x9C\x97 The name cannot be empty.\n");
            continue;
        }
        idx = FindRecord(recs, *count, buf);
        if (isNew) {
            if (idx >= 0) {
                printf("   \xE2\x9C\x97 \"%s\" is already on file - pick another name.\n", buf);
                continue;
            }
            if (*count >= MAX_PLAYERS) {
                printf("   The record file is full; you will play as %s.\n", recs[0].name);
                return 0;
            }
            strcpy(recs[*count].name, buf);
            recs[*count].wins = 0;
            recs[*count].losses = 0;
            (*count)++;
            SaveRecords(recs, *count);
            printf("   Welcome, %s! A new record was created.\n", buf);
            return *count - 1;
        }
        if (idx < 0) {
            printf("   \xE2\x9C\x97 No player called \"%s\" on file.\n", buf);
            continue;
        }
        printf("   Welcome back, %s! Your record: %d win(s), %d loss(es).\n",
               recs[idx].name, recs[idx].wins, recs[idx].losses);
        return idx;
    }
}

int main(void)
{
    record recs[MAX_PLAYERS];
    int count, me, game = 0;
    int userWins = 0, dealerWins = 0, ties = 0;
    const char *seedText = getenv("SEED");
    char buf[128];

    if (seedText != NULL && *seedText != '\0')
        srand((unsigned)strtoul(seedText, NULL, 10));
    else
        srand((unsigned)time(NULL));

    Banner();
    count = LoadRecords(recs, MAX_PLAYERS);
    me = Login(recs, &count);

    for (;;) {
        int result = PlayOneGame(++game);

        if (result == RESULT_USER) {
            userWins++;
            recs[me].wins++;
        } else if (result == RESULT_DEALER) {
            dealerWins++;
            recs[me].losses++;
        } else {
            ties++;
        }
        SaveRecords(recs, count);

        printf("   %s's record: %d win(s), %d loss(es)\n",
               recs[me].name, recs[me].wins, recs[me].losses);
        printf("   This session: %d game(s) played - you won %.1f%%, the dealer won %.1f%%",
               game, 100.0 * userWins / game, 100.0 * dealerWins / game);
        if (ties > 0)
            printf(", %d tie(s)", ties);
        printf("\n\n");

        for (;;) {
            printf("   Play a new game? (Y = yes, Q/q = quit): ");
            ReadLine(buf, sizeof buf);
            if (toupper((unsigned char)buf[0]) == 'Y' || toupper((unsigned char)buf[0]) == 'Q')
                break;
            printf("   \xE2\x9C\x97 Please type Y or Q.\n");
        }
        if (toupper((unsigned char)buf[0]) == 'Q')
            break;
    }
    printf("\n   Thanks for playing, %s! Final record: %d win(s), %d loss(es).\n",
           recs[me].name, recs[me].wins, recs[me].losses);
    return 0;
}
