#!/bin/bash
# A single-node Slurm cluster for the cluster test, started and stopped by the test itself: munged and
# slurmctld and slurmd from Debian's munge and slurm-wlm, run as the calling user (no root, no
# system service touched), listening on localhost ports of their own, with every file under STATE.
#
#   slurm_cluster.sh start STATE   prints the SLURM_CONF to export once the node is idle
#   slurm_cluster.sh stop STATE    stops the daemons (also after a failed start)
set -euo pipefail

action=${1:?start or stop}
state=$(realpath -m "${2:?state folder}")
conf=$state/slurm.conf

stop() {
    if [[ -f $conf ]]; then
        SLURM_CONF=$conf scontrol shutdown >/dev/null 2>&1 || true
    fi
    for pidfile in "$state"/slurmd.pid "$state"/slurmctld.pid "$state"/munged.pid; do
        [[ -f $pidfile ]] || continue
        local pid
        pid=$(cat "$pidfile")
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || break
            kill "$pid" 2>/dev/null || true
            sleep 0.1
        done
        kill -9 "$pid" 2>/dev/null || true
        rm -f "$pidfile"
    done
}

if [[ $action == stop ]]; then
    stop
    exit 0
fi
[[ $action == start ]] || { echo "usage: $0 start|stop STATE" >&2; exit 2; }

for tool in munged mungekey slurmctld slurmd sbatch scontrol sinfo; do
    command -v "$tool" >/dev/null || [[ -x /usr/sbin/$tool ]] ||
        { echo "slurm_cluster.sh: $tool is missing (Debian's munge and slurm-wlm)" >&2; exit 2; }
done
export PATH=$PATH:/usr/sbin
mkdir -p "$state"/munge "$state"/spool "$state"/save "$state"/log
chmod 700 "$state"/munge
user=$(id -un)
host=$(hostname -s)
cpus=$(nproc)
memory=$(awk '/MemTotal/ { printf "%d", $2 / 1024 * 0.8 }' /proc/meminfo)
# Ports of our own (not the defaults 6817/6818, which a real cluster on the machine would hold).
port=$((20000 + RANDOM % 20000))

# munge: a key of our own, a socket of our own; --force lets it run as a user without /etc/munge.
mungekey --create --keyfile="$state/munge/munge.key" --force >/dev/null
chmod 400 "$state/munge/munge.key"
munged --force --key-file="$state/munge/munge.key" --socket="$state/munge/munge.socket" \
    --pid-file="$state/munged.pid" --log-file="$state/log/munged.log" --seed-file="$state/munge/munge.seed"

cat >"$conf" <<CONF
ClusterName=isoscope-test
SlurmctldHost=$host(127.0.0.1)
SlurmUser=$user
SlurmdUser=$user
SlurmctldPort=$port
SlurmdPort=$((port + 1))
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$state/munge/munge.socket
StateSaveLocation=$state/save
SlurmdSpoolDir=$state/spool
SlurmctldPidFile=$state/slurmctld.pid
SlurmdPidFile=$state/slurmd.pid
SlurmctldLogFile=$state/log/slurmctld.log
SlurmdLogFile=$state/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$state/log/jobcomp.txt
SwitchType=switch/none
MpiDefault=none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU_Memory
ReturnToService=2
SchedulerType=sched/backfill
MaxJobCount=1000
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

# Jobs are tracked as plain processes (proctrack/linuxproc, task/none), so no cgroup is needed; slurmd
# still loads a cgroup plugin at start, which, left to detect one, refuses a machine (or a container)
# without a cgroup file system. Version 1, pointed at a folder of ours, starts anywhere.
mkdir -p "$state"/cgroup
cat >"$state/cgroup.conf" <<CONF
CgroupPlugin=cgroup/v1
CgroupMountpoint=$state/cgroup
CgroupAutomount=no
CONF

export SLURM_CONF=$conf
slurmctld -f "$conf" || { cat "$state"/log/slurmctld.log >&2; stop; exit 1; }
slurmd -f "$conf" || { cat "$state"/log/slurmd.log >&2; stop; exit 1; }
for _ in $(seq 100); do
    if sinfo -h -o '%t' 2>/dev/null | grep -q '^idle'; then
        echo "$conf"
        exit 0
    fi
    sleep 0.2
done
echo "slurm_cluster.sh: the node did not become idle:" >&2
sinfo >&2 || true
tail -20 "$state"/log/slurmctld.log "$state"/log/slurmd.log >&2 || true
stop
exit 1
