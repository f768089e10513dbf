#!/bin/sh
# Compile every student's program into a temporary directory (plain gcc, one
# at a time), run the referee on it, and remove the binaries afterwards.
# Usage: sh run_all.sh [SESSIONS] [SEED0]
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(dirname "$HERE")
SESSIONS=${1:-14}
SEED0=${2:-1000}
BIN=$(mktemp -d)
for s in pia quin rosa sam tara; do
    gcc -O2 -o "$BIN/$s" "$OUT/$s"/*.c || { echo "compile error: $s"; continue; }
    python3 "$HERE/referee.py" "$BIN/$s" --sessions "$SESSIONS" --seed0 "$SEED0"
    echo
done
rm -rf "$BIN"
