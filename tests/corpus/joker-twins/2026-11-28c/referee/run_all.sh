#!/bin/sh
# Run the referee on all five programs (from the joker-twins folder).
# kit, lea, milo must pass; nico and ora are expected to fail.
cd "$(dirname "$0")/.." || exit 1
export PYTHONDONTWRITEBYTECODE=1
python3 referee/referee.py kit  --games 24 "$@"
python3 referee/referee.py lea  --games 24 --strip --crlf "$@"
python3 referee/referee.py milo --games 24 --crlf "$@"
python3 referee/referee.py nico --games 24 --strip --crlf --keep-going "$@"
python3 referee/referee.py ora  --games 24 --crlf --keep-going "$@"
