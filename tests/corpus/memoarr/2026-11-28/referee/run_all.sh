#!/bin/sh
# Builds the five programs into a private temp dir and referees them.
#   sh run_all.sh [games]      (default 24 games per program, modes rotating,
#                               every 5th game cut short by end of input)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(dirname "$HERE")
N=${1:-24}
TMP=$(mktemp -d /tmp/memoarr_ref_XXXX)
for p in gus hana kofi ines omar; do
  (cd "$OUT/$p" && c++ -O2 -o "$TMP/$p" *.cpp -lm)
done
c++ -O2 -o "$TMP/deal" "$HERE/deal.cpp"
for p in gus hana kofi ines omar; do
  python3 "$HERE/referee.py" $p "$TMP/$p" --games "$N" --seed0 1 --eof -q --logdir "$TMP/logs" || true
done
echo "binaries and failure logs in $TMP"
