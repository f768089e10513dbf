/*
 * The floor under a bot host's cost per move: two processes passing a 364-byte request and
 * a 16-byte reply back and forth through two pipes, doing nothing else, with the parent
 * waiting in ppoll as arbiter does. Run by scripts/bench-bots.sh.
 *
 *   pipe-pingpong ROUNDS PIN     PIN 1: both processes on the first CPU; 0: not pinned
 */
#define _GNU_SOURCE
#include <poll.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 100000;
    int pin = argc > 2 && atoi(argv[2]);
    if (pin) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(sched_getcpu(), &set);
        sched_setaffinity(0, sizeof set, &set);
    }
    int request[2], reply[2];
    if (pipe(request) != 0 || pipe(reply) != 0) {
        return 1;
    }
    char frame[364], answer[16];
    memset(frame, 1, sizeof frame);
    memset(answer, 2, sizeof answer);
    if (fork() == 0) {
        close(request[1]);
        while (read(request[0], frame, sizeof frame) > 0) {
            if (write(reply[1], answer, sizeof answer) != sizeof answer) {
                _exit(1);
            }
        }
        _exit(0);
    }
    close(request[0]);
    double start = now();
    for (int i = 0; i < rounds; i++) {
        struct pollfd wait = {reply[0], POLLIN, 0};
        struct timespec limit = {5, 0};
        if (write(request[1], frame, sizeof frame) != sizeof frame ||
            ppoll(&wait, 1, &limit, NULL) != 1 || read(reply[0], answer, sizeof answer) <= 0) {
            return 1;
        }
    }
    double seconds = now() - start;
    close(request[1]);
    wait(NULL);
    printf("pipe round trip, %s: %.2f us\n", pin ? "one CPU" : "not pinned",
           seconds / rounds * 1e6);
    return 0;
}
