#!/usr/bin/env bash
# The reference engine graded as a class of students: does a correct program always pass?
#
# For every game, every reading the spec allows (the reference's, then each other value of
# each choice, one at a time) and SEEDS seeds, the engine is a student: a script that runs
# `arbiter play GAME --seed S --dialect CHOICE=VALUE` with each case's own options. The
# class is graded with --robustness and --extras, each student against its own deal, and
# every case run should pass. Prints, per game, how many case runs passed, then each one
# that did not, with the reason, so that `-v` can be run on it.
#
#   scripts/fairness.sh                  # 20 seeds, every game
#   SEEDS=100 scripts/fairness.sh joker-twins crazy-eights
#
# Exits 1 when some case run failed. The engine is trusted, so the class runs with
# --isolation off (a confined run may not start arbiter from a script).
set -euo pipefail
cd "$(dirname "$0")/.."
SEEDS=${SEEDS:-20}
FIRST_SEED=${FIRST_SEED:-1000}

cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
games=("$@")
if [ ${#games[@]} -eq 0 ]; then
  games=(concentration checkers crazy-eights memoarr joker-twins)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The readings of a game, one a line: empty for the reference's, else `--dialect NAME=VALUE`.
readings() {
  echo ""
  "$arbiter" games | awk -v game="$1" '
    /^[a-z]/ { current = $1 }
    current == game && /^    [a-z-]+: / && / \| / {
      name = $1; sub(":", "", name)
      line = $0; sub(/^    [a-z-]+: /, "", line)
      n = split(line, values, / \| /)
      for (i = 2; i <= n; i++) print "--dialect " name "=" values[i]
    }'
}

failed=0
for game in "${games[@]}"; do
  class=$work/$game
  mkdir -p "$class"
  while IFS= read -r reading; do
    label=${reading#--dialect }
    label=${label:-reference}
    for seed in $(seq "$FIRST_SEED" $((FIRST_SEED + SEEDS - 1))); do
      student=$class/$label-$seed/game
      mkdir -p "${student%/game}"
      printf '#!/bin/sh\nexec %q play %s --seed %s %s "$@"\n' \
        "$arbiter" "$game" "$seed" "$reading" >"$student"
      chmod +x "$student"
    done
  done < <(readings "$game")
  "$arbiter" grade "$class" --game "$game" --robustness --extras --isolation off \
    --cmd '{dir}/game {options}' --report "$work/$game.report" >/dev/null 2>"$work/$game.err" || true
  if [ ! -f "$work/$game.report/results.json" ]; then
    echo "$game: grading did not finish:" >&2
    cat "$work/$game.err" >&2
    failed=1
    continue
  fi
  python3 - "$game" "$work/$game.report/results.json" <<'EOF' || failed=1
import json, sys
game, path = sys.argv[1], sys.argv[2]
results = json.load(open(path))
runs = passed = 0
failures = []
for submission in results["submissions"]:
    for case in submission["cases"]:
        runs += 1
        if case["verdict"] == "pass":
            passed += 1
        else:
            reason = (case.get("detail") or "").splitlines()[0][:300] if case.get("detail") else ""
            failures.append(f"  {submission['id']} {case['case']}: {case['verdict']}: {reason}")
print(f"{game}: {passed} of {runs} case runs passed ({len(results['submissions'])} students)")
for line in failures:
    print(line)
sys.exit(1 if failures else 0)
EOF
done
exit $failed
