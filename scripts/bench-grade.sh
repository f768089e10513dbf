#!/usr/bin/env bash
# Grading speed: `arbiter grade` against a plain shell loop doing the same work, measured in
# the same run.
#
#   scripts/bench-grade.sh            50 submissions (COPIES=N to change), best of 5 (RUNS=N)
#
# The submissions are copies of one small, fast, correct program (the demo's
# examples/submissions/concentration/correct, compiled once), each in its own folder, graded
# on the input-determined Concentration cases:
#
#   1. arbiter grade, with its default --jobs (the number of cores);
#   2. the baseline: a shell loop over submissions and cases, `game < in > out` then `cmp`;
#   3. arbiter grade --jobs 1, against a minimal C launcher that starts the same program the
#      same number of times (posix_spawn, input from the case file, output to /dev/null,
#      waitpid) and does nothing else. The difference per run is arbiter's own overhead:
#      its fresh working directory, limits, pipes, process-group kill, comparison and
#      journal-free bookkeeping, beyond starting the process.
#
# The figures and the machine they came from are recorded by hand in docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

copies=${COPIES:-50}
cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. scripts/timing.sh
per_run_ms() { echo "scale=3; $1 * 1000 / $2" | bc -l; }

cc -O2 -o "$work/game" examples/submissions/concentration/correct/game.c
for i in $(seq -w 1 "$copies"); do
  mkdir -p "$work/class/student-$i"
  cp "$work/game" "$work/class/student-$i/game"
done

# The cases arbiter grades by default: ask it, so the loop does exactly the same work.
"$arbiter" grade "$work/class" --game concentration --report "$work/report" >/dev/null
cases=$(python3 -c 'import json, sys
print(" ".join(c["id"].split("/", 1)[1] for c in json.load(open(sys.argv[1]))["cases"]))' \
  "$work/report/results.json")
total=$((copies * $(echo "$cases" | wc -w)))

# The launcher: starts a program N times with each case file in turn as its input.
cat >"$work/launch.c" <<'EOF'
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
extern char **environ;
int main(int argc, char **argv)
{
    int n = atoi(argv[1]);
    for (int i = 0; i < n; i++) {
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 0, argv[3 + i % (argc - 3)], O_RDONLY, 0);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        char *child[] = {argv[2], NULL};
        pid_t pid;
        int status;
        if (posix_spawn(&pid, argv[2], &actions, NULL, child, environ) != 0)
            return 1;
        waitpid(pid, &status, 0);
        posix_spawn_file_actions_destroy(&actions);
    }
    return 0;
}
EOF
cc -O2 -o "$work/launch" "$work/launch.c"
inputs=()
for c in $cases; do inputs+=("cases/concentration/$c.in"); done

shell_loop() {
  for submission in "$work"/class/*/; do
    for c in $cases; do
      "$submission/game" <"cases/concentration/$c.in" >"$work/out" || true
      cmp -s "$work/out" "golden/concentration/$c.out" || true
    done
  done
}

parallel=$(best_of "$arbiter" grade "$work/class" --game concentration)
loop=$(best_of shell_loop)
serial=$(best_of "$arbiter" grade "$work/class" --game concentration --jobs 1)
launch=$(best_of "$work/launch" "$total" "$work/game" "${inputs[@]}")

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "load average at the end: $(cut -d" " -f1-3 /proc/loadavg)"
echo "workload: $copies submissions x cases ($cases) = $total runs"
echo "arbiter grade (default --jobs = $(nproc)): ${parallel}s"
echo "baseline, shell loop (game < in > out; cmp): ${loop}s"
echo "arbiter is $(ratio "$loop" "$parallel")x as fast as the loop"
echo "arbiter grade --jobs 1: ${serial}s = $(per_run_ms "$serial" "$total") ms per run"
echo "launcher (posix_spawn + waitpid only): ${launch}s = $(per_run_ms "$launch" "$total") ms per run"
echo "arbiter's own overhead: $(per_run_ms "$(echo "$serial - $launch" | bc -l)" "$total") ms per run"
