/*
 * The floor under the spinning hand-over: two processes, each pinned to a CPU of its own,
 * passing a sequence number back and forth through a shared page, each spinning for the
 * other's, with no system call at all. Run by scripts/bench-bots.sh.
 *
 *   spin-pingpong ROUNDS         needs two CPUs
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static void pin(int cpu) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu, &set);
    sched_setaffinity(0, sizeof set, &set);
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    unsigned rounds = argc > 1 ? (unsigned)atoi(argv[1]) : 1000000;
    cpu_set_t allowed;
    sched_getaffinity(0, sizeof allowed, &allowed);
    int cpus[2], found = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE && found < 2; cpu++) {
        if (CPU_ISSET(cpu, &allowed)) {
            cpus[found++] = cpu;
        }
    }
    if (found < 2) {
        printf("spin round trip: needs two CPUs\n");
        return 0;
    }
    /* The request and the reply numbers on cache lines of their own. */
    _Atomic unsigned *page = mmap(0, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    _Atomic unsigned *request = page, *reply = page + 16;
    pin(cpus[0]);
    if (fork() == 0) {
        pin(cpus[1]);
        for (unsigned i = 1; i <= rounds; i++) {
            while (atomic_load_explicit(request, memory_order_acquire) != i) {
            }
            atomic_store_explicit(reply, i, memory_order_release);
        }
        _exit(0);
    }
    double start = now();
    for (unsigned i = 1; i <= rounds; i++) {
        atomic_store_explicit(request, i, memory_order_release);
        while (atomic_load_explicit(reply, memory_order_acquire) != i) {
        }
    }
    double seconds = now() - start;
    wait(0);
    printf("spin round trip, two CPUs: %.2f us (%u rounds)\n", seconds * 1e6 / rounds, rounds);
    return 0;
}
