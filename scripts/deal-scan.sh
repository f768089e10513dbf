#!/usr/bin/env bash
# A student's C program played on one case under many deals: does a careful program pass
# whatever its deal, and does a mistake fail under every one?
#
# The program is built once, with its clock replaced (time() returns the deal number, by
# a preloaded library), so that each deal can be played again: deal N is the program run
# at second N. Each deal is played with `arbiter replay CASE --program`, a conversation for
# a scenario's case, and judged as `grade` judges it. Prints how many deals passed, then
# each deal that did not, with its first lines of judgement; the transcript of each is
# kept in the folder named at the end.
#
#   scripts/deal-scan.sh examples/submissions/crazy-eights/own-dialogue/game.c \
#       cases/crazy-eights/demo-games.case          # 200 deals
#   DEALS=1000 scripts/deal-scan.sh SOURCE.c CASE
#
# Exits 1 when some deal did not pass.
set -euo pipefail
cd "$(dirname "$0")/.."
DEALS=${DEALS:-200}
source=$1
case=$2

cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
work=$(mktemp -d)

cat > "$work/clock.c" <<'EOF'
#include <stdlib.h>
#include <time.h>
/* The deal number as the time: the same deal each time it is asked for. */
time_t time(time_t *t) {
    const char *deal = getenv("DEAL");
    time_t now = deal ? (time_t) atol(deal) : 0;
    if (t) *t = now;
    return now;
}
EOF
cc -O2 -shared -fPIC -o "$work/clock.so" "$work/clock.c"
cc -O2 -o "$work/game" "$source" -lm

passed=0
failed=()
for deal in $(seq 1 "$DEALS"); do
  out="$work/deal-$deal.txt"
  if "$arbiter" replay "$case" --program "DEAL=$deal LD_PRELOAD=\"$work/clock.so \$LD_PRELOAD\" $work/game" \
      > "$out" 2>&1 && ! grep -q '^the conversation stopped' "$out"; then
    passed=$((passed + 1))
    rm "$out"
  else
    failed+=("$deal")
  fi
done
echo "$source on $case: $passed of $DEALS deals passed"
for deal in "${failed[@]+"${failed[@]}"}"; do
  echo "deal $deal: $(grep -m1 -E '^(differs|breaks|the conversation stopped)' "$work/deal-$deal.txt" | cut -c1-300)"
done
if [ ${#failed[@]} -eq 0 ]; then
  rm -rf "$work"
  exit 0
fi
echo "transcripts of the deals that did not pass: $work"
exit 1
