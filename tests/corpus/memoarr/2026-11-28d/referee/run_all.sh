#!/bin/sh
# Plays GAMES games per mode (base, display, rules, both) against every program.
# Correct programs (kai, lia, moe) must show 0 failures; the flawed ones
# (ned, oli) are expected to fail. Binaries are built in /tmp, not in the
# student folders.
cd "$(dirname "$0")"
GAMES=${GAMES:-20}
SEEDBASE=${SEEDBASE:-1}
for pair in kai:Kai lia:Lia moe:Moe ned:Ned oli:Oli; do
    dir=${pair%%:*}; adapter=${pair#*:}
    python3 referee.py ../$dir $adapter --games "$GAMES" --seed "$SEEDBASE" | tail -1
done
