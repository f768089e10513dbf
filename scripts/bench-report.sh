#!/usr/bin/env bash
# The HTML report's size and the time to write it, for a class of 300 students with 20
# cases each: Concentration's 14 default cases and its 6 robustness cases, graded once
# (copies of the demo class, so that about half the cases fail and keep a transcript),
# then the report written again from the journal with --resume, which runs nothing.
#
#   scripts/bench-report.sh          # COPIES=N per demo submission to change (default 75)
#
# Prints the size of the report folder and of its parts, and the time of the --resume run
# (reading the journal and writing every report). The figures are recorded by hand in
# docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
copies=${COPIES:-75}
cargo build --release --quiet
arbiter=$PWD/target/release/arbiter
work=$(mktemp -d)
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

# Four demo submissions that run fast (the others wait out limits), times COPIES:
# 4 x 75 = 300; `wrong-message` fails every case, so a quarter of the class keeps a
# transcript of every case, and `exits-with-1` most.
n=0
for copy in $(seq "$copies"); do
  for student in correct wrong-message exits-with-1 trailing-space; do
    n=$((n + 1))
    cp -r "examples/submissions/concentration/$student" "$work/class-$n-$student" 2>/dev/null || true
  done
done
while [ "$n" -lt 300 ]; do
  n=$((n + 1))
  cp -r examples/submissions/concentration/correct "$work/class-$n-correct"
done
mkdir -p "$work/class"
mv "$work"/class-* "$work/class/"

start=$(date +%s.%N)
"$arbiter" grade "$work/class" --game concentration --robustness --report "$work/report" >"$work/graded.txt" 2>&1 || true
graded=$(date +%s.%N)
"$arbiter" grade "$work/class" --game concentration --robustness --report "$work/report" --resume >"$work/resumed.txt" 2>&1 || true
written=$(date +%s.%N)

echo "students: $(ls "$work/class" | wc -l), results in the journal: $(($(wc -l <"$work/report/journal.jsonl") - 1))"
grep -i "warning\|cannot\|not in the journal" "$work/graded.txt" "$work/resumed.txt" | head -5 || true
echo "grading: $(echo "$graded - $start" | bc) s"
echo "the reports again from the journal (--resume, nothing run): $(echo "$written - $graded" | bc) s"
# One du each: du counts a file once, so a folder named after its parent shows nothing.
# On disk (whole blocks: a small file takes 4 KB) and the bytes written.
echo "  on disk  bytes  part"
for part in "" students cases transcripts results.json journal.jsonl gradescope; do
  printf '  %-7s  %-5s  %s\n' "$(du -sh "$work/report/$part" | cut -f1)" \
    "$(du -sh --apparent-size "$work/report/$part" | cut -f1)" "${part:-the folder}"
done
html=("$work/report/index.html" "$work/report/students" "$work/report/cases" "$work/report/transcripts")
printf '  %-7s  %-5s  %s\n' "$(du -csh "${html[@]}" | tail -1 | cut -f1)" \
  "$(du -csh --apparent-size "${html[@]}" | tail -1 | cut -f1)" \
  "the HTML report (index.html, students, cases, transcripts)"
