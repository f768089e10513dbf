/*
 * records.c - reading/writing the user statistics file
 */
#include <stdio.h>
#include <string.h>
#include "records.h"

#define MAX_USERS 50

typedef struct {
    char name[40];
    int wins;
    int losses;
} user_rec;

static user_rec users[MAX_USERS];
static int num_users = 0;

static void save_records(void)
{
    FILE *out = fopen(RECORD_FILE, "w");
    int i;
    if (out == NULL) {
        printf("Warning: could not save %s\n", RECORD_FILE);
        return;
    }
    for (i = 0; i < num_users; i++)
        fprintf(out, "%s %d %d\n", users[i].name, users[i].wins, users[i].losses);
    fclose(out);
}

/* read the file; if it does not exist, start it with the two of us */
void load_records(void)
{
    FILE *in = fopen(RECORD_FILE, "r");
    num_users = 0;
    if (in == NULL) {
        strcpy(users[0].name, "Abigail");
        users[0].wins = 3;
        users[0].losses = 2;
        strcpy(users[1].name, "Marcus");
        users[1].wins = 2;
        users[1].losses = 4;
        num_users = 2;
        save_records();
        return;
    }
    while (num_users < MAX_USERS &&
           fscanf(in, "%39s %d %d", users[num_users].name,
                  &users[num_users].wins, &users[num_users].losses) == 3)
        num_users++;
    fclose(in);
}

static int find_user(const char *name)
{
    int i;
    for (i = 0; i < num_users; i++)
        if (strcmp(users[i].name, name) == 0)
            return i;
    return -1;
}

/* reads a name: one word, no spaces */
static void read_name(char *name)
{
    char line[100];
    while (1) {
        printf("Enter your name (one word): ");
        get_line(line, sizeof(line));
        if (sscanf(line, "%39s", name) == 1 && strchr(line + strspn(line, " "), ' ') == NULL)
            return;
        printf("The name must be one word.\n");
    }
}

int choose_user(void)
{
    char line[100], name[40];
    int idx;

    while (1) {
        printf("1. New user\n");
        printf("2. Existing user\n");
        printf("Enter choice (1 or 2): ");
        get_line(line, sizeof(line));
        if (strcmp(line, "1") == 0) {
            read_name(name);
            idx = find_user(name);
            if (idx >= 0) {
                printf("That name already exists. Loading the existing record.\n");
                print_record(idx);
                return idx;
            }
            if (num_users >= MAX_USERS) {
                printf("Too many users in the file, sorry.\n");
                continue;
            }
            strcpy(users[num_users].name, name);
            users[num_users].wins = 0;
            users[num_users].losses = 0;
            num_users++;
            save_records();
            printf("New user %s created.\n", name);
            return num_users - 1;
        } else if (strcmp(line, "2") == 0) {
            read_name(name);
            idx = find_user(name);
            if (idx >= 0) {
                print_record(idx);
                return idx;
            }
            printf("Sorry, no record found for %s.\n", name);
        } else {
            printf("Invalid choice.\n");
        }
    }
}

void update_record(int who, int result)
{
    if (result == 1)
        users[who].wins++;
    else if (result == -1)
        users[who].losses++;
    save_records();
}

void print_record(int who)
{
    printf("Record for %s: %d wins, %d losses\n", users[who].name, users[who].wins, users[who].losses);
}
