#!/usr/bin/env bash
# Grades the corpus of blind student programs (tests/corpus/GAME/BATCH/students) with the
# default cases, each batch RUNS times, and prints per game the figures issue notes quote:
# the correct programs' case runs passed, and whether each flawed program fails on every run.
#
#   scripts/corpus.sh [--runs N] [--report DIR] [GAME...]
#
# Which programs are correct is each batch's `key` (one `name correct|flawed` per line; the
# mistakes themselves are in its ANSWERS.md). The programs seed from the clock, so each run
# is another deal: figures can move from run to run, and that movement is itself a finding.
# Exit status: 0 when every grade ran (whatever its verdicts), 2 when arbiter itself failed
# (an error status, not a verdict), so CI reports the corpus without gating on its figures.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=3
report=""
games=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --report) report="$2"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) games+=("$1"); shift ;;
  esac
done
if [ ${#games[@]} -eq 0 ]; then
  games=(concentration checkers crazy-eights memoarr joker-twins)
fi
case "$runs" in ''|*[!0-9]*|0) echo "corpus.sh: --runs takes a number of runs, 1 or more" >&2; exit 2 ;; esac

cargo build --release --quiet
bin="$PWD/target/release/arbiter"
work="${report:-$(mktemp -d)}"
mkdir -p "$work"
[ -n "$report" ] || trap 'rm -rf "$work"' EXIT

failed=0
for game in "${games[@]}"; do
  if [ ! -d "tests/corpus/$game" ]; then
    echo "corpus.sh: no corpus for '$game' (tests/corpus/ has: $(ls tests/corpus | grep -v README | tr '\n' ' '))" >&2
    exit 2
  fi
  for batch in tests/corpus/"$game"/*/; do
    batch="${batch%/}"
    name="$(basename "$batch")"
    for run in $(seq 1 "$runs"); do
      out="$work/$game/$name/run$run"
      mkdir -p "$(dirname "$out")"
      status=0
      "$bin" grade "$batch/students" --game "$game" --report "$out" >"$out.log" 2>&1 </dev/null || status=$?
      if [ "$status" -gt 1 ]; then
        echo "corpus.sh: arbiter grade failed on $batch (status $status); see $out.log" >&2
        tail -5 "$out.log" >&2
        failed=1
      fi
    done
  done
done

python3 - "$work" "$runs" "${games[@]}" <<'PY'
import json, os, sys

work, runs, games = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

def key(batch_dir):
    classes = {}
    with open(os.path.join(batch_dir, "key")) as f:
        for line in f:
            line = line.split("#", 1)[0].split()
            if len(line) >= 2:
                classes[line[0]] = line[1]
    return classes

for game in games:
    print(f"== {game}")
    total_pass = total_runs = 0
    flawed_caught = flawed_total = 0
    for batch in sorted(os.listdir(os.path.join("tests/corpus", game))):
        batch_dir = os.path.join("tests/corpus", game, batch)
        if not os.path.isdir(batch_dir):
            continue
        classes = key(batch_dir)
        per = {}
        for run in range(1, runs + 1):
            path = os.path.join(work, game, batch, f"run{run}", "results.json")
            if not os.path.exists(path):
                continue
            for s in json.load(open(path))["submissions"]:
                failing = [c["case"].split("/")[-1] for c in s["cases"] if c["verdict"] != "pass"]
                per.setdefault(s["id"], []).append((len(s["cases"]) - len(failing), len(s["cases"]), failing))
        for sid in sorted(per, key=lambda s: (classes.get(s, "?"), s)):
            results = per[sid]
            cls = classes.get(sid, "unlisted")
            passed = sum(r[0] for r in results)
            cases = sum(r[1] for r in results)
            shown = "; ".join(f"{p}/{n}" for p, n, _ in results)
            if cls == "correct":
                total_pass += passed
                total_runs += cases
                failing = sorted({c for r in results for c in r[2]})
                print(f"  {batch} {sid:6} correct  {shown}" + (f"  failing: {', '.join(failing)}" if failing else ""))
            else:
                flawed_total += 1
                caught = all(r[2] for r in results)
                flawed_caught += caught
                failing = sorted({c for r in results for c in r[2]})
                print(f"  {batch} {sid:6} {cls:8} {shown}  {'fails every run' if caught else 'PASSES a run'}"
                      + (f": {', '.join(failing)}" if failing else ""))
    pct = f"{100 * total_pass / total_runs:.0f}%" if total_runs else "-"
    print(f"  correct programs' case runs passed: {total_pass} of {total_runs} ({pct}); "
          f"flawed programs failing on every run: {flawed_caught} of {flawed_total}")
PY
exit $((failed * 2))
