#!/usr/bin/env bash
# How long `arbiter similar` takes on a class, and how the time grows with the class: all
# pairs of 100, 200, 500 and 1,000 C submissions of about 500 lines each
# (scripts/similar-class.py: independent programs, one in twenty a disguised copy), best
# of three runs each, at the default threshold and at 0 (every pair that shares a
# fingerprint tiled). The growth is quoted against the class of 100, measured in the same
# run. The figures are recorded by hand in docs/benchmarks.md.
#
#   scripts/bench-similar.sh
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# best COMMAND...: the best wall time of three runs, in seconds.
best() {
  local fastest=""
  for _ in 1 2 3; do
    local start end took
    start=$(date +%s.%N)
    "$@" >/dev/null
    end=$(date +%s.%N)
    took=$(echo "$end - $start" | bc)
    if [ -z "$fastest" ] || [ "$(echo "$took < $fastest" | bc)" = 1 ]; then fastest=$took; fi
  done
  echo "$fastest"
}

printf '%-6s %-8s %-10s %-8s %-10s %s\n' class lines default growth "threshold 0" "shown"
base=""
for count in 100 200 500 1000; do
  python3 scripts/similar-class.py "$work/class-$count" "$count"
  lines=$(cat "$work/class-$count"/*/game.c | wc -l)
  default=$(best "$arbiter" similar "$work/class-$count")
  everything=$(best "$arbiter" similar --threshold 0 "$work/class-$count")
  shown=$("$arbiter" similar "$work/class-$count" | head -1)
  [ -n "$base" ] || base=$default
  printf '%-6s %-8s %-10.2f %-8s %-10.2f %s\n' "$count" "$lines" "$default" \
    "$(echo "scale=1; $default / $base" | bc)x" "$everything" "${shown#similarity: }"
done
