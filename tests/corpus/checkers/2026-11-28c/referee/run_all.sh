#!/bin/sh
# Build every program into a temporary directory, referee it, clean up.
# usage: sh run_all.sh [games] [seed]
GAMES=${1:-24}
SEED=${2:-1}
HERE=$(cd "$(dirname "$0")" && pwd)
TMP=$(mktemp -d)
for p in nell otto pam rex sia; do
    gcc -O2 -o "$TMP/$p" "$HERE"/../$p/*.c || { echo "$p: build failed"; continue; }
    python3 "$HERE/referee.py" $p "$TMP/$p" --games "$GAMES" --seed "$SEED" | tail -1
done
rm -rf "$TMP"
