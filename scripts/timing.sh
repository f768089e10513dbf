# Timing helpers for the benchmark scripts; source it, do not run it.
#
# best_of CMD...   the best wall time of $runs runs (default 5), in seconds
# ratio A B        A / B to two decimals
# per_second N S   N / S as a whole number

runs=${RUNS:-5}

best_of() {
  local best="" start end elapsed
  for _ in $(seq "$runs"); do
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    elapsed=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc -l)" = 1 ]; then best=$elapsed; fi
  done
  echo "$best"
}

ratio() { echo "scale=2; $1 / $2" | bc -l; }
per_second() { echo "scale=0; $1 / $2" | bc -l; }
