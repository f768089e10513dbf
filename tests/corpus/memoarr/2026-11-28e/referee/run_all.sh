#!/bin/sh
# Builds every program and lets the referee play GAMES games with each (default 40).
# Usage: referee/run_all.sh [games] [first_seed]
cd "$(dirname "$0")/.." || exit 1
GAMES=${1:-40}
SEED0=${2:-1}
for p in pete rhea stan tess ugo; do
    (cd "$p" && g++ -O2 -std=c++17 *.cpp -o prog) || { echo "$p: build failed"; continue; }
    python3 referee/referee.py "$p" "$GAMES" "$SEED0" | tail -2
done
