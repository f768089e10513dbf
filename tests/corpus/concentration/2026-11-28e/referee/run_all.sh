#!/bin/sh
# Build every program and let the referee play it (SEED-driven, deterministic).
cd "$(dirname "$0")/.." || exit 1
for p in arlo bess cato dora egan; do
    (cd "$p" && gcc -O2 *.c -o prog) || { echo "$p: build failed"; continue; }
    python3 referee/referee.py "$p" --sessions "${SESSIONS:-15}" --seed0 "${SEED0:-1000}"
done
