#!/usr/bin/env bash
# The appendix's experiment on Concentration's computer players, as markdown tables:
# how the win rate against the random player grows with memory size, and how many turns
# self-play needs. Same seed, same figures.
#
#   scripts/memory-experiment.sh [GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-10000}
cargo build --release --quiet
arbiter=target/release/arbiter

field() { sed -n "s/.*\"$1\":\([0-9.]*\).*/\1/p"; }
percent() { printf "%.1f" "$(echo "100 * $1 / $games" | bc -l)"; }

# versus OPPONENT: a table of memory sizes against OPPONENT, each side first in half the games.
versus() {
  local opponent=$1
  echo "Memory size against $opponent ($games games each; the memory player moves first in half of them):"
  echo
  echo "| player | wins | ties | losses | mean turns |"
  echo "|---|---|---|---|---|"
  for size in 0 1 2 5 10 20 30 52; do
    first=$("$arbiter" simulate concentration --games $((games / 2)) --seed 1 --json \
      --computer1 "memory:$size" --computer2 "$opponent")
    second=$("$arbiter" simulate concentration --games $((games / 2)) --seed 2 --json \
      --computer1 "$opponent" --computer2 "memory:$size")
    wins=$(( $(echo "$first" | field computer1_wins) + $(echo "$second" | field computer2_wins) ))
    losses=$(( $(echo "$first" | field computer2_wins) + $(echo "$second" | field computer1_wins) ))
    ties=$(( $(echo "$first" | field ties) + $(echo "$second" | field ties) ))
    turns=$(printf "%.1f" "$(echo "($(echo "$first" | field turns_mean) + $(echo "$second" | field turns_mean)) / 2" | bc -l)")
    echo "| memory:$size | $(percent $wins)% | $(percent $ties)% | $(percent $losses)% | $turns |"
  done
}

versus random
echo
versus memory:10
echo
echo "Turns a game takes when a player meets itself ($games games each, seed 1):"
echo
echo "| players | mean turns | fewest | most |"
echo "|---|---|---|---|"
for player in random memory:10 memory:52; do
  report=$("$arbiter" simulate concentration --games "$games" --seed 1 --json \
    --computer1 "$player" --computer2 "$player")
  echo "| $player vs $player | $(printf "%.1f" "$(echo "$report" | field turns_mean)") | $(echo "$report" | field turns_min) | $(echo "$report" | field turns_max) |"
done
