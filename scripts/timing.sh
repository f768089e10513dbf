# Timing helpers for the benchmark scripts; source it, do not run it.
#
# best_of CMD...   the best wall time of $runs runs (default 5), in seconds
# ratio A B        A / B to two decimals
# per_second N S   N / S as a whole number
# cpu_split CMD...  "OWN CHILDREN": the CPU seconds (user and system) CMD used itself, and
#                  those of the processes it started and waited for

runs=${RUNS:-5}

best_of() {
  local best="" start end elapsed
  for _ in $(seq "$runs"); do
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    elapsed=$(echo "$end - $start" | bc -l)
    if [ -z "$best" ] || [ "$(echo "$elapsed < $best" | bc -l)" = 1 ]; then best=$elapsed; fi
  done
  echo "$best"
}

ratio() { echo "scale=2; $1 / $2" | bc -l; }
per_second() { echo "scale=0; $1 / $2" | bc -l; }

# Read from /proc once CMD has ended but before it is reaped, when its own times and its
# children's are still apart.
cpu_split() {
  python3 - "$@" <<'PYTHON'
import os, subprocess, sys
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)
fields = open(f"/proc/{child.pid}/stat").read().rsplit(")", 1)[1].split()
child.wait()
tick = os.sysconf("SC_CLK_TCK")
print(f"{(int(fields[11]) + int(fields[12])) / tick:.2f} {(int(fields[13]) + int(fields[14])) / tick:.2f}")
PYTHON
}
