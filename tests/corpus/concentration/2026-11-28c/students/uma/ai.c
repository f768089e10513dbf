/*
 * ai.c -- computer players: random picks helped by a small memory
 * (optional feature from the appendix of the spec)
 * (ENGG1110 course project, see declaration in main.c)
 */
#include <stdlib.h>
#include "concentration.h"

void memory_reset(Memory *m, int capacity)
{
    m->capacity = capacity;
    m->count = 0;
}

static int memory_has(const Memory *m, int pos)
{
    int i;
    for (i = 0; i < m->count; i++)
        if (m->slot[i] == pos)
            return 1;
    return 0;
}

void memory_forget(Memory *m, int pos)
{
    int i, j;
    for (i = 0; i < m->count; i++) {
        if (m->slot[i] == pos) {
            for (j = i; j < m->count - 1; j++)
                m->slot[j] = m->slot[j + 1];
            m->count--;
            return;
        }
    }
}

/* remember a card; when the memory is full the oldest card is forgotten */
void memory_see(Memory *m, int pos)
{
    if (m->capacity <= 0 || memory_has(m, pos))
        return;
    if (m->count == m->capacity)
        memory_forget(m, m->slot[0]);
    m->slot[m->count++] = pos;
}

static const Card *at(const Desktop *d, int pos)
{
    return &d->cell[pos / N_COLS][pos % N_COLS];
}

/* random face-down card, avoiding 'avoid' and, if possible, memorised cards */
static int random_pick(const Desktop *d, const Memory *m, int avoid)
{
    int pos, r, c, fresh = 0, use_memory = 1;

    for (pos = 0; pos < N_CARDS; pos++)
        if (!at(d, pos)->removed && pos != avoid && !memory_has(m, pos))
            fresh++;
    if (fresh == 0)
        use_memory = 0;
    for (;;) {
        r = rand() % N_ROWS;            /* random row 0..3       */
        c = rand() % N_COLS + 1;        /* random column 1..13   */
        pos = r * N_COLS + (c - 1);
        if (at(d, pos)->removed || pos == avoid)
            continue;                   /* silently drop the choice */
        if (use_memory && memory_has(m, pos))
            continue;
        return pos;
    }
}

int ai_known_pair(const Desktop *d, const Memory *m, int *a, int *b)
{
    int i, j;
    for (i = 0; i < m->count; i++)
        for (j = i + 1; j < m->count; j++)
            if (at(d, m->slot[i])->rank == at(d, m->slot[j])->rank) {
                *a = m->slot[i];
                *b = m->slot[j];
                return 1;
            }
    return 0;
}

/* first card: an unknown one (the "uncertain card first" strategy) */
void ai_pick_first(const Desktop *d, const Memory *m, int *pos)
{
    *pos = random_pick(d, m, -1);
}

/* second card: a remembered partner of the first, otherwise a new card */
void ai_pick_second(const Desktop *d, const Memory *m, int first, int *pos)
{
    int i;
    for (i = 0; i < m->count; i++)
        if (m->slot[i] != first &&
            at(d, m->slot[i])->rank == at(d, first)->rank) {
            *pos = m->slot[i];
            return;
        }
    *pos = random_pick(d, m, first);
}
