#!/usr/bin/env bash
# How long merging the shards of a large class takes: the Concentration demo class graded
# for real, its results given to 1,000 submissions (each a copy of one demo student's, in
# turn, transcripts and all), that journal split into 1,000 shards of one submission each,
# as `grade --shard K/1000` leaves them, and `arbiter merge` timed on them. The baseline,
# measured in the same run, is the same reports written from the unsharded journal
# (`--resume` with nothing left to run): the difference is the merge itself.
#
#   scripts/bench-merge.sh          # SHARDS=N to change the number of shards (default 1000)
#
# The figures are recorded by hand in docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
shards=${SHARDS:-1000}
cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

options=(--game concentration)
"$arbiter" grade examples/submissions/concentration "${options[@]}" --report "$work/demo" >/dev/null 2>&1 || true

# A class of SHARDS students with the demo's results, and its journal split as the shards
# would have written it.
python3 - "$work" "$shards" "${options[@]}" <<'PYTHON'
import json, os, shutil, sys
work, count, options = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
lines = open(os.path.join(work, "demo", "journal.jsonl")).read().splitlines()
header, entries = lines[0], [json.loads(line) for line in lines[1:]]
demo = sorted({entry["submission"] for entry in entries})
cases = sorted({entry["result"]["case"] for entry in entries})
whole = os.path.join(work, "whole")
os.makedirs(whole)
journal = open(os.path.join(whole, "journal.jsonl"), "w")
journal.write(header + "\n")
for position in range(count):
    student, model = f"s{position + 1:05d}", demo[position % len(demo)]
    os.makedirs(os.path.join(work, "class", student))
    index = position + 1
    folder = os.path.join(work, "sharded", "shards", f"{index}-of-{count}")
    os.makedirs(folder)
    json.dump({"kind": "grade", "shard": index, "of": count,
               "command": ["grade", os.path.join(work, "class"), *options, "--report",
                           os.path.join(work, "sharded"), "--shard", f"{index}/{count}"],
               "directory": os.getcwd(), "submissions": [student], "cases": cases},
              open(os.path.join(folder, "shard.json"), "w"))
    mine = [dict(entry, submission=student) for entry in entries if entry["submission"] == model]
    text = "".join(json.dumps(entry) + "\n" for entry in mine)
    journal.write(text)
    with open(os.path.join(folder, "journal.jsonl"), "w") as shard:
        shard.write(header + "\n" + text)
    kept = os.path.join(work, "demo", "transcripts", model)
    if os.path.isdir(kept):
        shutil.copytree(kept, os.path.join(whole, "transcripts", student))
        shutil.copytree(kept, os.path.join(folder, "transcripts", student))
PYTHON

# best COMMAND...: the best wall time of three runs, in seconds.
best() {
  local fastest=""
  for _ in 1 2 3; do
    local start took
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    took=$(echo "$(date +%s.%N) - $start" | bc)
    if [ -z "$fastest" ] || [ "$(echo "$took < $fastest" | bc)" = 1 ]; then fastest=$took; fi
  done
  echo "$fastest"
}

results=$(($(wc -l <"$work/whole/journal.jsonl") - 1))
resumed=$(best "$arbiter" grade "$work/class" "${options[@]}" --report "$work/whole" --resume)
merged=$(best "$arbiter" merge "$work/sharded")
"$arbiter" merge "$work/sharded" 2>/dev/null | grep merged || true
echo "submissions: $(ls "$work/class" | wc -l), results: $results, shards: $shards"
echo "reports from one journal (--resume, the baseline): $resumed s"
echo "arbiter merge of $shards shards: $merged s ($(echo "scale=2; $merged / $resumed" | bc)x the baseline)"
