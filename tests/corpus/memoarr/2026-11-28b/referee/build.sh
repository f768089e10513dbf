#!/bin/sh
# Builds the five programs into $MEMOARR_BIN (default /tmp/memoarr_bin), one g++ at a time.
set -e
OUT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${MEMOARR_BIN:-/tmp/memoarr_bin}
mkdir -p "$BIN"
for p in ${*:-abe bea cole dina emil}; do
    echo "building $p"
    g++ -std=c++17 -O1 -o "$BIN/$p" $(ls "$OUT/$p"/*.cpp)
done
