#!/usr/bin/env bash
# Benchmarks for arbiter, with a baseline measured in the same run for each figure.
#
#   scripts/bench.sh            all benchmarks
#   scripts/bench.sh simulate   only the simulation figures
#   scripts/bench.sh check      only the check-suite figures
#   scripts/bench.sh checkers   only the Chinese Checker figures
#   scripts/bench.sh memoarr    only the Memoarr! simulation figures
#   scripts/bench.sh chance     only the cost of judging games with a program's own chance
#   scripts/bench.sh dialect    only the cost of finding the reading a program used
#   scripts/bench.sh eof        only a class that loops at end of input against one that stops
#   scripts/bench.sh events     only the cost of reading transcripts as the spec's events
#   scripts/bench.sh isolation  only what confining a run costs (1,000 runs each way)
#   scripts/bench.sh cost       only arbiter's own CPU per run, against a shell loop
#   scripts/bench.sh conversation  only a conversation against piping its recorded answers
#
# Each command is run several times and the best wall time is kept. The figures and the
# machine they came from are recorded by hand in docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
cargo build --release --quiet
arbiter=target/release/arbiter

. scripts/timing.sh

# empty_class N: a new folder of N empty student folders, its path printed.
empty_class() {
  local class
  class=$(mktemp -d)
  for i in $(seq -w 1 "$1"); do mkdir "$class/s$i"; done
  echo "$class"
}

# grade_class N PROGRAM [OPTIONS...]: the best wall time of grading a class of N empty
# student folders on the graded cases of $GAME (Concentration by default), each running
# PROGRAM (--cmd).
grade_class() {
  local count=$1 program=$2 class
  shift 2
  class=$(empty_class "$count")
  best_of "$arbiter" grade "$class" --game "${GAME:-concentration}" --cmd "$program" --jobs 2 "$@"
  rm -rf "$class"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

if [ "$which" = all ] || [ "$which" = simulate ]; then
  games=1000000
  perfect=$(best_of "$arbiter" simulate concentration --games $games --seed 1 \
    --computer1 memory:52 --computer2 memory:52)
  random=$(best_of "$arbiter" simulate concentration --games $((games / 10)) --seed 1 \
    --computer1 random --computer2 random)
  echo "simulate concentration memory:52 vs memory:52: $games games in ${perfect}s = $(per_second $games "$perfect") games/s (one core)"
  echo "baseline, random vs random (the spec's base player, longer games): $((games / 10)) games in ${random}s = $(per_second $((games / 10)) "$random") games/s"
  echo "perfect-memory games per second relative to random games: $(ratio "$(per_second $games "$perfect")" "$(per_second $((games / 10)) "$random")")x"
fi

if [ "$which" = all ] || [ "$which" = check ]; then
  cases=$(find cases -name '*.case' | wc -l)
  in_process=$(best_of "$arbiter" check)
  # Baseline: what a shell loop does without arbiter check, one process per case.
  shell_loop() {
    for settings in cases/*/*.case; do
      game=$(basename "$(dirname "$settings")")
      name=$(basename "$settings" .case)
      seed=$(sed -n 's/^seed: *//p' "$settings")
      options=$(sed -n 's/^options: *//p' "$settings")
      # shellcheck disable=SC2086
      "$arbiter" play "$game" --seed "$seed" $options <"${settings%.case}.in" 2>/dev/null |
        cmp -s - "golden/$game/$name.out" || true
    done
  }
  loop=$(best_of shell_loop)
  echo "check: $cases cases in ${in_process}s (in-process)"
  echo "baseline, shell loop of arbiter play | cmp: ${loop}s"
  echo "check is $(ratio "$loop" "$in_process")x faster than the loop"
fi

if [ "$which" = all ] || [ "$which" = checkers ]; then
  games=20000
  greedy=$(best_of "$arbiter" simulate checkers --games $games --seed 1 --blue greedy --red greedy)
  random=$(best_of "$arbiter" simulate checkers --games $games --seed 1 --blue random --red random)
  echo "simulate checkers greedy vs greedy: $games games in ${greedy}s = $(per_second $games "$greedy") games/s"
  echo "baseline, random vs random (draws at 100 moves each): $games games in ${random}s = $(per_second $games "$random") games/s"
  cargo run --release --quiet --example checkers_bench
fi

if [ "$which" = all ] || [ "$which" = memoarr ]; then
  games=200000
  rounds=$((games * 7))
  memory=$(best_of "$arbiter" simulate memoarr --games $games --seed 1 --players memory,random)
  expert=$(best_of "$arbiter" simulate memoarr --games $games --seed 1 --players memory,random --expert-rules)
  four=$(best_of "$arbiter" simulate memoarr --games $games --seed 1 --players memory,memory,memory,memory --expert-rules)
  random=$(best_of "$arbiter" simulate memoarr --games $games --seed 1 --players random,random)
  echo "simulate memoarr memory vs random: $rounds rounds in ${memory}s = $(per_second $rounds "$memory") rounds/s (one core)"
  echo "  the same, expert rules: ${expert}s = $(per_second $rounds "$expert") rounds/s"
  echo "  four memory players, expert rules: ${four}s = $(per_second $rounds "$four") rounds/s"
  echo "baseline, random vs random: ${random}s = $(per_second $rounds "$random") rounds/s"
  echo "memory vs random relative to random vs random: $(ratio "$(per_second $rounds "$memory")" "$(per_second $rounds "$random")")x"
  "$arbiter" simulate memoarr --games $games --seed 1 --players memory,random
  "$arbiter" simulate memoarr --games $games --seed 1 --players random,memory --expert-rules
fi

if [ "$which" = all ] || [ "$which" = chance ]; then
  # In-process: each case of chance replayed with its seed and with a program's own chance.
  cargo run --release --quiet --example chance_bench
  # A class of 100 copies of the demo's correct student, every Concentration case: judged
  # with each program's own chance (the default), against the same runs compared with the
  # goldens (--exact), where every dealt game fails and is diffed instead.
  work=$(mktemp -d)
  cc -O2 -o "$work/correct" examples/submissions/concentration/correct/game.c
  own=$(grade_class 100 "$work/correct")
  exact=$(grade_class 100 "$work/correct" --all-cases)
  rm -rf "$work"
  echo "grade 100 submissions x 16 cases, own chance: ${own}s"
  echo "baseline, the same runs compared with the goldens (--all-cases): ${exact}s"
  echo "own chance / goldens: $(ratio "$own" "$exact")x"
fi

if [ "$which" = all ] || [ "$which" = dialect ]; then
  # 100 copies of a program that uses the reference's reading everywhere (the baseline)
  # against 100 copies of one that uses another value of every choice, which arbiter finds
  # by trying readings until one matches, then checks which choices each case showed.
  work=$(mktemp -d)
  cc -O2 -o "$work/reference" examples/submissions/concentration/correct/game.c
  cc -O2 -o "$work/other" tests/fixtures/concentration/other-readings/game.c
  reference=$(grade_class 100 "$work/reference")
  other=$(grade_class 100 "$work/other")
  rm -rf "$work"
  echo "grade 100 submissions x 12 cases, the reference's reading: ${reference}s"
  echo "the same class, another value of every choice: ${other}s"
  echo "other readings / reference reading: $(ratio "$other" "$reference")x"
fi

if [ "$which" = all ] || [ "$which" = eof ]; then
  # 50 programs that stop at end of input (the baseline) against 50 that spin silently
  # there and 50 that print forever there, on the 12 graded Concentration cases.
  work=$(mktemp -d)
  for kind in correct hangs-at-end-of-input floods-output; do
    cc -O2 -o "$work/$kind" "examples/submissions/concentration/$kind/game.c"
  done
  stops=$(grade_class 50 "$work/correct")
  hangs=$(grade_class 50 "$work/hangs-at-end-of-input")
  floods=$(grade_class 50 "$work/floods-output")
  # With --robustness, the cases whose input ends early are judged to the end: a flood
  # runs to the output limit and is read as far as the comparison needs.
  stops_all=$(grade_class 50 "$work/correct" --robustness)
  floods_all=$(grade_class 50 "$work/floods-output" --robustness)
  rm -rf "$work"
  echo "grade 50 programs that stop at end of input: ${stops}s"
  echo "50 that spin silently there: ${hangs}s ($(ratio "$hangs" "$stops")x)"
  echo "50 that print forever there: ${floods}s ($(ratio "$floods" "$stops")x)"
  echo "with --robustness, 50 that stop: ${stops_all}s; 50 that print forever: ${floods_all}s ($(ratio "$floods_all" "$stops_all")x)"
fi

if [ "$which" = all ] || [ "$which" = events ]; then
  # In-process: every bundled golden read as the spec's events, against replaying its case.
  cargo run --release --quiet --example events_bench
  # A Chinese Checker class graded by the spec's events: 50 copies of a program with its
  # own layout that stops at end of input (the baseline), against 50 of one that prints its
  # prompt forever there; and the baseline class compared byte for byte.
  work=$(mktemp -d)
  for kind in own-layout loops-at-end-of-input; do
    cc -O2 -o "$work/$kind" "tests/fixtures/checkers/$kind/game.c"
  done
  stops=$(GAME=checkers grade_class 50 "$work/own-layout")
  loops=$(GAME=checkers grade_class 50 "$work/loops-at-end-of-input")
  exact=$(GAME=checkers grade_class 50 "$work/own-layout" --compare exact)
  rm -rf "$work"
  echo "grade 50 Chinese Checker programs x 11 cases by the spec's events, stopping at end of input: ${stops}s"
  echo "50 that print forever at end of input: ${loops}s ($(ratio "$loops" "$stops")x)"
  echo "baseline class compared byte for byte (--compare exact): ${exact}s ($(ratio "$exact" "$stops")x)"
fi

if [ "$which" = all ] || [ "$which" = cost ]; then
  # arbiter's own CPU time per run: 100 programs that exit at once (`true`) on every
  # Concentration case, graded unconfined and confined, against a one-core shell loop that
  # runs the same programs on the same inputs and compares each output with its golden.
  # arbiter's own time and its programs' are told apart (cpu_split): the goal is about
  # arbiter's part.
  class=$(empty_class 100)
  cases=$(ls cases/concentration/*.case | wc -l)
  graded=$((100 * cases))
  per_run() { echo "scale=2; $1 * 1000 / $graded" | bc -l; }
  read -r off off_programs < <(cpu_split "$arbiter" grade "$class" --game concentration --robustness --cmd true --jobs 2 --isolation off)
  read -r on on_programs < <(cpu_split "$arbiter" grade "$class" --game concentration --robustness --cmd true --jobs 2)
  wall=$(best_of "$arbiter" grade "$class" --game concentration --robustness --cmd true --jobs 2 --isolation off)
  loop() {
    for _ in $(seq 100); do
      for settings in cases/concentration/*.case; do
        true <"${settings%.case}.in" | cmp -s - "golden/concentration/$(basename "$settings" .case).out" || true
      done
    done
  }
  shell=$(best_of loop)
  rm -rf "$class"
  echo "grade 100 x $cases cases of a program that exits at once, CPU per run:"
  echo "  unconfined: arbiter's own $(per_run "$off") ms, its programs' $(per_run "$off_programs") ms"
  echo "  confined:   arbiter's own $(per_run "$on") ms, its programs' $(per_run "$on_programs") ms"
  echo "wall time unconfined: ${wall}s; baseline, a one-core shell loop over the same runs with cmp: ${shell}s ($(ratio "$wall" "$shell")x)"
fi

if [ "$which" = all ] || [ "$which" = conversation ]; then
  # The engine, a C student and a Python student in conversations, nine passes of ten
  # runs; the baseline pipes the same answers into the same program with the same chance
  # (examples/conversation_bench.rs).
  cargo run --release --quiet --example conversation_bench -- "$arbiter" 3 9
fi

if [ "$which" = all ] || [ "$which" = isolation ]; then
  # In-process: /bin/true run 1,000 times unconfined and 1,000 times confined, interleaved.
  cargo run --release --quiet --example isolation_bench -- 1000
fi
