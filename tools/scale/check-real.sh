#!/usr/bin/env bash
# check-real.sh — docs/scale.md's recipes on real services (issue 37): GNU parallel's --sshlogin against a
# real sshd, and the job array under a real single-node Slurm.
#
#   bash tools/scale/check-real.sh [build/native/gridlogic] [../shared/datasets]
#   (tools/test.sh --scale runs it)
#
# tests/engine/scale_test.sh (ctest, CI) runs the recipes with a stand-in for ssh; this runs the same
# recipe through Debian's OpenSSH: an sshd of its own on 127.0.0.1 (a free port, a throw-away host key
# and client key in a temporary folder, no password, nothing system-wide), started here and stopped on
# exit, and GNU parallel handing 1000-line blocks to two "hosts" (127.0.0.1 and localhost, the same
# sshd) over real ssh sessions. Then Slurm: munged, slurmctld and slurmd of its own (a throw-away munge key,
# a one-node slurm.conf on free loopback ports, state and logs in the temporary folder), started here
# and stopped on exit, and `sbatch --wait --array=0-3 tools/scale/slurm-array.sh`. Each merged answer
# must be byte for byte `gridlogic solve --jobs 1`'s.
# Needs root (sshd must switch to the logging-in user; the Slurm daemons run as root here) and
# openssh-server, openssh-client, slurmctld, slurmd, slurm-client and munge; with --install it installs
# them (apt-get, services not started: a policy-rc.d refuses them meanwhile). Exit 77 when something
# it needs is missing, 1 on a difference.
set -euo pipefail
cd "$(dirname "$0")/../.."
install=0
args=()
for a in "$@"; do
  if [ "$a" = --install ]; then install=1; else args+=("$a"); fi
done
cli=$(realpath "${args[0]:-build/native/gridlogic}")
data=${args[1]:-../shared/datasets}
skip() { echo "skip: $*"; exit 77; }
[ -x "$cli" ] || skip "$cli is missing (bash tools/build.sh native)"
[ -d "$data/sudoku-17clue" ] || skip "$data is absent (the shared data sets)"
command -v parallel >/dev/null || skip "GNU parallel is not installed (tools/setup.sh installs it)"
[ "$(id -u)" = 0 ] || skip "sshd needs root here"
if [ ! -x /usr/sbin/sshd ] || ! command -v ssh >/dev/null || ! command -v slurmctld >/dev/null ||
   ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  [ "$install" = 1 ] || skip "openssh-server, slurmctld, slurmd, slurm-client or munge is missing (run with --install)"
  # Install without starting Debian's own services: policy-rc.d answers 101 (action forbidden) meanwhile.
  made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && made_policy=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    openssh-server openssh-client slurmctld slurmd slurm-client munge
  if [ "$made_policy" = 1 ]; then rm -f /usr/sbin/policy-rc.d; fi
fi
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

tmp=$(mktemp -d)
pids=()  # the daemons started here, stopped on exit
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  rm -rf "$tmp"
}
trap cleanup EXIT

# Throw-away keys and a private sshd on a free loopback port.
ssh-keygen -q -t ed25519 -N '' -f "$tmp/host_key"
ssh-keygen -q -t ed25519 -N '' -f "$tmp/client_key"
cp "$tmp/client_key.pub" "$tmp/authorized_keys"
chmod 600 "$tmp/authorized_keys"
port=$(free_port)
mkdir -p /run/sshd  # sshd's privilege-separation folder
cat >"$tmp/sshd_config" <<EOF
ListenAddress 127.0.0.1
Port $port
HostKey $tmp/host_key
PidFile $tmp/sshd.pid
AuthorizedKeysFile $tmp/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
StrictModes no
UsePAM no
MaxStartups 20:30:60
MaxSessions 20
EOF
/usr/sbin/sshd -D -f "$tmp/sshd_config" -E "$tmp/sshd.log" &
sshd_pid=$!
pids+=("$sshd_pid")
cat >"$tmp/ssh_config" <<EOF
Host 127.0.0.1 localhost
  Port $port
  IdentityFile $tmp/client_key
  IdentitiesOnly yes
  StrictHostKeyChecking no
  UserKnownHostsFile /dev/null
  LogLevel ERROR
  BatchMode yes
EOF
for _ in $(seq 50); do
  ssh -F "$tmp/ssh_config" 127.0.0.1 true 2>/dev/null && break
  sleep 0.2
done
ssh -F "$tmp/ssh_config" 127.0.0.1 true || { echo "FAIL: sshd did not take a login"; cat "$tmp/sshd.log"; exit 1; }
echo "sshd on 127.0.0.1:$port (pid $sshd_pid)"

# The corpus of tests/engine/scale_test.sh: 10,000 puzzles, every 97th line malformed.
{  # (awk rather than grep | head, whose SIGPIPE would stop this set -e script)
  awk '!/^#/ && n++ < 7000' "$data/sudoku-17clue/puzzles2_17_clue"
  awk '!/^#/ && n++ < 2000' "$data/sudoku-serg-benchmark/puzzles7_serg_benchmark"
  awk '!/^#/ && n++ < 1000' "$data/sudoku-magictour-top1465/puzzles3_magictour_top1465"
} | awk 'NR%97==0{print "not a puzzle " NR} {print}' >"$tmp/corpus.txt"
"$cli" solve --jobs 1 <"$tmp/corpus.txt" >"$tmp/one.txt"

# docs/scale.md's recipe, the hosts being this machine's sshd under two names.
start=$(date +%s.%N)
parallel --ssh "ssh -F $tmp/ssh_config" --pipe -N 1000 --keep-order -S 1/127.0.0.1,1/localhost \
  "$cli solve --jobs 1 --first-line \$(( ({#} - 1) * 1000 + 1 ))" <"$tmp/corpus.txt" >"$tmp/ssh.txt"
end=$(date +%s.%N)
logins=$(grep -c 'Accepted publickey' "$tmp/sshd.log" || true)
if cmp -s "$tmp/one.txt" "$tmp/ssh.txt"; then
  echo "ok   GNU parallel --sshlogin 127.0.0.1,localhost through a real sshd: $(wc -l <"$tmp/ssh.txt") answers," \
       "byte for byte one process's ($logins ssh logins, $(python3 -c "print(round($end - $start, 1))") s)"
else
  echo "FAIL GNU parallel over real ssh differs from one process: $(diff "$tmp/one.txt" "$tmp/ssh.txt" | head -5)"
  exit 1
fi

# Slurm on this machine alone: munged, slurmctld and slurmd, each of this script's own.
host=$(hostname)
head -c 1024 /dev/urandom >"$tmp/munge.key" && chmod 600 "$tmp/munge.key"
munged -F -f -S "$tmp/munge.sock" --key-file="$tmp/munge.key" --log-file="$tmp/munged.log" \
  --pid-file="$tmp/munged.pid" --seed-file="$tmp/munged.seed" >"$tmp/munged.out" 2>&1 &
pids+=($!)
mkdir -p "$tmp/slurm-state" "$tmp/slurm-spool"
ctld_port=$(free_port)
d_port=$(free_port)
cat >"$tmp/slurm.conf" <<EOF
ClusterName=gridlogic-check
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$d_port
AuthType=auth/munge
AuthInfo=socket=$tmp/munge.sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$tmp/slurm-state
SlurmdSpoolDir=$tmp/slurm-spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/slurmctld.log
SlurmdLogFile=$tmp/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SchedulerType=sched/builtin
ReturnToService=2
MpiDefault=none
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=check Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$tmp/slurm.conf
for _ in $(seq 50); do [ -S "$tmp/munge.sock" ] && break; sleep 0.2; done
slurmctld -D -i -f "$tmp/slurm.conf" >"$tmp/slurmctld.out" 2>&1 &
pids+=($!)
slurmd -D -f "$tmp/slurm.conf" >"$tmp/slurmd.out" 2>&1 &
pids+=($!)
for _ in $(seq 100); do timeout 5 sinfo -h -o %t 2>/dev/null | grep -q idle && break; sleep 0.2; done
timeout 5 sinfo -h -o %t | grep -q idle || { echo "FAIL: Slurm's node did not come up"; tail -5 "$tmp"/slurm*.log; exit 1; }
echo "Slurm: slurmctld :$ctld_port and slurmd :$d_port on $host"
start=$(date +%s.%N)
GRIDLOGIC=$cli timeout 600 sbatch --wait --quiet --array=0-3 --cpus-per-task=1 -D "$tmp" -o "$tmp/task-%a.log" \
  tools/scale/slurm-array.sh "$tmp/corpus.txt" "$tmp/parts" solve
end=$(date +%s.%N)
cat "$tmp/parts"/part-*.out >"$tmp/array.txt"
if cmp -s "$tmp/one.txt" "$tmp/array.txt"; then
  echo "ok   sbatch --array=0-3 under a real slurmctld/slurmd: $(ls "$tmp/parts" | wc -l) parts, byte for byte" \
       "one process's ($(python3 -c "print(round($end - $start, 1))") s)"
else
  echo "FAIL the Slurm job array differs from one process: $(diff "$tmp/one.txt" "$tmp/array.txt" | head -5)"
  exit 1
fi
