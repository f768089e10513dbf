#!/usr/bin/env bash
# Grades the Concentration demo class on a real Slurm: a single-node cluster started here
# (munge, slurmctld and slurmd, with a generated configuration), an array of 4 shards
# (sbatch --array=1-4) and a merge job that waits for them (--dependency=afterok). The
# merged results are compared with an unsharded run of the same class, every timing and
# outcome of chance aside, and everything started here is stopped at the end.
#
#   scripts/slurm-test.sh          # as root, where Debian's packages can be installed
#
# Installs Debian's slurm-wlm and munge when they are missing. Exits 0 when the merged
# gradebook is the unsharded one, 1 when it is not, and 77 (skipped) when Slurm cannot be
# installed or started here, saying why. The figures it prints are recorded by hand in
# docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

skip() { echo "slurm-test: skipped: $*" >&2; exit 77; }

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  [ "$(id -u)" = 0 ] || skip "slurm-wlm and munge are not installed, and installing them needs root"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends slurm-wlm munge) </dev/null >/dev/null 2>&1 \
    || skip "cannot install Debian's slurm-wlm and munge (apt-get install failed)"
fi
[ "$(id -u)" = 0 ] || skip "the single-node cluster is started as root (SlurmUser=root)"

cargo build --release --quiet
arbiter=$repo/target/release/arbiter
work=$(mktemp -d /tmp/arbiter-slurm.XXXXXX)
host=$(hostname -s)
started=()

stop() {
  for pid in "${started[@]}"; do kill "$pid" 2>/dev/null || true; done
  sleep 1
  for pid in "${started[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
  [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap stop EXIT

# munge, with a key and a socket of its own.
mkdir -p "$work/munge"
chmod 700 "$work/munge"
head -c 1024 /dev/urandom >"$work/munge/munge.key"
chmod 400 "$work/munge/munge.key"
munged --force --foreground --key-file="$work/munge/munge.key" \
  --socket="$work/munge/socket" --pid-file="$work/munge/pid" \
  --log-file="$work/munge/log" --seed-file="$work/munge/seed" 2>>"$work/munge/log" &
started+=($!)

# Slurm: one node, this machine, with all its CPUs.
mkdir -p "$work/state" "$work/spool" "$work/log" "$work/jobs"
cpus=$(nproc)
memory=$(awk '/MemTotal/ { print int($2 / 1024 * 0.9) }' /proc/meminfo)
cat >"$work/slurm.conf" <<EOF
ClusterName=arbiter-test
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
SlurmctldPort=16817
SlurmdPort=16818
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
MpiDefault=none
ReturnToService=2
MinJobAge=600
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$work/slurm.conf
for _ in $(seq 50); do [ -S "$work/munge/socket" ] && break; sleep 0.1; done
[ -S "$work/munge/socket" ] || skip "munged did not start: $(tail -3 "$work/munge/log" 2>/dev/null)"
slurmctld -D -i 2>>"$work/log/slurmctld.err" &
started+=($!)
slurmd -D 2>>"$work/log/slurmd.err" &
started+=($!)
for _ in $(seq 100); do
  sinfo -h -o %T 2>/dev/null | grep -q idle && break
  sleep 0.2
done
sinfo -h -o %T 2>/dev/null | grep -q idle \
  || skip "the node did not come up: $(tail -3 "$work/log/slurmd.log" "$work/log/slurmctld.log" 2>/dev/null)"
echo "slurm-test: a one-node cluster is up ($host, $cpus CPUs)"

class=$repo/examples/submissions/concentration
cases=quit,menu-errors,menu-words,card-errors,mode1-win,mode2-random
options=(--game concentration --cases "$cases" --jobs 1)

# The unsharded run, for the comparison and as the baseline.
start=$(date +%s.%N)
"$arbiter" grade "$class" "${options[@]}" --report "$work/whole" >"$work/whole.txt" 2>&1 || true
whole_seconds=$(echo "$(date +%s.%N) - $start" | bc)

# Four shards as an array, and a merge once all have succeeded.
start=$(date +%s.%N)
array=$(sbatch --parsable --chdir="$repo" --array=1-4 --cpus-per-task=1 \
  --output="$work/jobs/shard-%a.out" \
  --wrap "$arbiter grade $class ${options[*]} --report $work/sharded --shard \$SLURM_ARRAY_TASK_ID/4")
merge=$(sbatch --parsable --chdir="$repo" --dependency=afterok:"$array" \
  --output="$work/jobs/merge.out" \
  --wrap "$arbiter merge $work/sharded; echo \"merge exit \$?\"")
echo "slurm-test: array job $array (4 shards), merge job $merge after it"
state() { scontrol show job "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | head -1; }
for _ in $(seq 600); do
  case $(state "$merge") in
    COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL) break ;;
  esac
  # A shard that failed leaves the merge waiting for ever.
  scontrol show job "$merge" 2>/dev/null | grep -q DependencyNeverSatisfied && break
  sleep 0.5
done
sharded_seconds=$(echo "$(date +%s.%N) - $start" | bc)
echo "slurm-test: merge job $(state "$merge"); $(tail -1 "$work/jobs/merge.out" 2>/dev/null)"
for shard in 1 2 3 4; do tail -1 "$work/jobs/shard-$shard.out" 2>/dev/null | cut -c1-100; done

python3 - "$work/whole/results.json" "$work/sharded/results.json" <<'EOF'
import json, sys

def strip(value):
    if isinstance(value, dict):
        return {key: strip(item) for key, item in value.items()
                if key not in ("seconds", "outcomes", "known", "events", "detail", "mismatch", "dialect")}
    if isinstance(value, list):
        return [strip(item) for item in value]
    return value

whole, sharded = (strip(json.load(open(path))) for path in sys.argv[1:3])
verdicts = lambda results: {(s["id"], c["case"]): c["verdict"] for s in results["submissions"] for c in s["cases"]}
same = verdicts(whole) == verdicts(sharded) and [s["score"] for s in whole["submissions"]] == [s["score"] for s in sharded["submissions"]]
print(f"slurm-test: {len(verdicts(whole))} results; merged gradebook {'the same as' if same else 'DIFFERENT from'} the unsharded one")
sys.exit(0 if same else 1)
EOF
echo "slurm-test: unsharded $(printf %.1f "$whole_seconds") s; 4 shards and a merge through Slurm $(printf %.1f "$sharded_seconds") s"
