#!/usr/bin/env bash
# What isolating bots costs, and how long a class-sized tournament takes.
#
#   scripts/bench-bots.sh            both
#   scripts/bench-bots.sh isolation  the same bot code in-process and through bot hosts
#   scripts/bench-bots.sh scale      a 40-bot round robin (1,560 games)
#
# Needs cc. The figures and the machine they came from are recorded by hand in
# docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
games=${GAMES:-5000}
cargo build --release --quiet
cargo build --release --quiet --example bots_bench
arbiter=target/release/arbiter
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

if [ "$which" = all ] || [ "$which" = isolation ]; then
  # The cheapest bot there is: examples/bots/forward.c (about a microsecond per move), so
  # the cost of isolation per move shows in full.
  cc -O2 -shared -fPIC -o "$work/forward.so" examples/bots/forward.c
  cc -O2 -o "$work/pingpong" scripts/pipe-pingpong.c
  cc -O2 -o "$work/spin" scripts/spin-pingpong.c
  echo
  echo "== the floor: a bare round trip through pipes between two processes"
  "$work/pingpong" 200000 1
  "$work/pingpong" 50000 0
  echo "== the floor of the spinning hand-over: a bare shared-memory round trip, two CPUs"
  "$work/spin" 1000000
  echo
  echo "== a fast bot: examples/bots/forward.c against itself"
  target/release/examples/bots_bench "$arbiter" "$work/forward.so" ai_player_forward "$games"
  # A bot that searches: the crate's own library, whose ai_player is the default player.
  echo
  echo "== a searching bot: the crate's ai_player (the default player) against itself"
  target/release/examples/bots_bench "$arbiter" target/release/libarbiter.so ai_player "${SEARCH_GAMES:-10}"
fi

if [ "$which" = all ] || [ "$which" = scale ]; then
  # 40 fast bots: forward.c, each breaking ties between equally good moves its own way.
  mkdir -p "$work/class"
  for k in $(seq 1 40); do
    sed -e "s/ai_player_forward/ai_player_bot$k/" \
        -e "s/int best_gain = -100,/int best_gain = -100000,/" \
        -e "s/if (reach\[to\] \&\& gain > best_gain) {/int score = gain * 128 + (from * 31 + to * $k) % 127;\n            if (reach[to] \&\& score > best_gain) {/" \
        -e "s/best_gain = gain;/best_gain = score;/" \
        examples/bots/forward.c >"$work/class/aiplayer_bot$k.c"
  done
  echo
  echo "== 40 fast bots, every pair twice: 1,560 games, --jobs $(nproc)"
  start=$(date +%s.%N)
  "$arbiter" tournament "$work"/class/*.c --seed 1 --cache "$work/cache" --out "$work/first" >/dev/null
  end=$(date +%s.%N)
  echo "first run (compiles the 40 bots): $(echo "$end - $start" | bc -l | cut -c1-6) s"
  start=$(date +%s.%N)
  "$arbiter" tournament "$work"/class/*.c --seed 1 --cache "$work/cache" --out "$work/second" >"$work/standings.txt"
  end=$(date +%s.%N)
  echo "second run (compiled bots from the cache): $(echo "$end - $start" | bc -l | cut -c1-6) s"
  cmp -s "$work/first/results.json" "$work/second/results.json" && echo "results.json identical in both runs"
  # One thread, with the other CPU spare: one host of each game spins there.
  start=$(date +%s.%N)
  "$arbiter" tournament "$work"/class/*.c --seed 1 --jobs 1 --cache "$work/cache" --out "$work/third" >/dev/null
  end=$(date +%s.%N)
  echo "--jobs 1 (a spare CPU for spinning hosts when there are two): $(echo "$end - $start" | bc -l | cut -c1-6) s"
  cmp -s "$work/first/results.json" "$work/third/results.json" && echo "results.json identical with --jobs 1"
  head -8 "$work/standings.txt"
fi
