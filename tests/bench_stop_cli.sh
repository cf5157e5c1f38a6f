# bench_stop_cli.sh: bin/bench stopped on the way (Ctrl-C, SIGTERM): its measured child goes at once, the CSV rows
# stay, the partial report says what was done, interrupted, skipped and not reached, scratch files go; the exit status
# is the signal's.
. tests/shcheck.sh

# stopped SIG group|pid WAIT_FILE LINES PROGRESS COMMAND...: runs COMMAND as the leader of a new process group
# (setsid; the stop signals at their defaults, as a terminal gives them), waits until WAIT_FILE has LINES lines and the bench's
# progress on stderr ($TMP/err) shows PROGRESS (the long child has started), 1 s more, copies WAIT_FILE to
# $TMP/snapshot and sends SIG to the process group or to the bench alone; sets child (whether the bench had a
# child running then: "child") and rc (the exit status as a shell gives it: 128 + the signal).
cat > "$TMP/stop.py" <<'PY'
import os, re, shutil, signal, subprocess, sys, time
sig, target, wait_file, lines, progress, snap, err = sys.argv[1:8]
cmd = sys.argv[8:]
def defaults():
    os.setsid()
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, signal.SIG_DFL)
p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=open(err, 'w'), preexec_fn=defaults)
def ready():
    try:
        n = sum(1 for _ in open(wait_file))
        said = re.search(progress, open(err).read()) is not None
    except OSError:
        return False
    return n >= int(lines) and said
end = time.time() + 100
while p.poll() is None and time.time() < end and not ready():
    time.sleep(0.05)
time.sleep(1)
if os.path.exists(wait_file):
    shutil.copy(wait_file, snap)
had = subprocess.run(['pgrep', '-P', str(p.pid)], stdout=subprocess.DEVNULL).returncode == 0
if p.poll() is None:
    (os.killpg if target == 'group' else os.kill)(p.pid, getattr(signal, 'SIG' + sig))
try:
    rc = p.wait(timeout=60)
except subprocess.TimeoutExpired:
    p.kill()
    rc = p.wait()
print('child' if had else 'nochild', 128 - rc if rc < 0 else rc)
PY
stopped() {
    sig=$1 target=$2 file=$3 lines=$4 said=$5; shift 5
    rm -f "$TMP/snapshot"
    set -- $(python3 "$TMP/stop.py" "$sig" "$target" "$file" "$lines" "$said" "$TMP/snapshot" "$TMP/err" "$@")
    child=$1 rc=$2
}
# survivors MARKER: the pids of processes whose command line holds MARKER, once none is left or after half a
# second (the bench reaps its child before it ends: none should be seen at all)
survivors() {
    tries=0
    while pgrep -f "$1" > /dev/null && [ $tries -lt 5 ]; do sleep 0.1; tries=$((tries + 1)); done
    pgrep -f "$1" | tr '\n' ' '
}
# ends what a bench without the fix left behind (by pid: only processes of this test's folder)
clean_up() { for p in $(pgrep -f "$1"); do kill -KILL "$p" 2> /dev/null; done; }

# Ctrl-C while the z3 peer runs: a stand-in for its script that sleeps (the bench checks only that z3 imports:
# a module of that name on PYTHONPATH), in a root of its own beside a copy of the bench, so that every process
# of the run has the folder in its command line.
mkdir -p "$TMP/zroot/bin" "$TMP/zroot/bench/peers" "$TMP/fakez3"
cp "$BIN/bench" "$TMP/zroot/bin/bench"
printf 'import time\ntime.sleep(600)\n' > "$TMP/zroot/bench/peers/puzzlejar_z3.py"
: > "$TMP/fakez3/z3.py"
Z="$TMP/zstop"
stopped INT group "$Z/peers_z3.csv" 1 'PuzzleJAR z3 9x9' \
    env PYTHONPATH="$TMP/fakez3" "$TMP/zroot/bin/bench" --quick --only peers --out "$Z"
left=$(survivors "$TMP/zroot")
check "Ctrl-C with the z3 peer running: no process of the run is left ($left)" \
    holds '[ "$child" = child ] && [ -z "$left" ]'
clean_up "$TMP/zroot"
check "Ctrl-C: the bench ends by SIGINT (exit status 130, got $rc)" [ "$rc" -eq 130 ]
check "Ctrl-C: the CSV rows written stay (the header of peers_z3.csv)" cmp -s "$TMP/snapshot" "$Z/peers_z3.csv"
check "Ctrl-C: the partial report says SIGINT, no section done, peers interrupted, the others skipped" \
    grep -qxF "**Partial report**: the run was stopped by SIGINT: 0 of 12 sections done; interrupted: peers; skipped (not in --only): solve, gen, scaling, fillomino, kinds, futoshiki, fastpeers, bank, nonogram, memory, plots. The interrupted section keeps what it measured before the stop." "$Z/report.md"
check "Ctrl-C: the interrupted section is kept, with where it stopped; no temporary report left" \
    holds 'sed -n "/^## Headline/,\$p" "$Z/report.md" | grep -q "^_Stopped here by SIGINT: " && [ ! -e "$Z/report.md.part" ]'
check "Ctrl-C: the header names the bench's folder, not a git checkout" \
    grep -qF -- "- coverjar $("$BIN/bench" --version | head -n 1 | sed 's/.* //'), \`$TMP/zroot\`: not a git checkout;" "$Z/report.md"

# SIGTERM to the bench alone, while it generates minimal 25x25 puzzles in a forked child (4 s of CPU with
# --quick), after the rows of the smaller sizes: the child goes too, the rows stay.
G="$TMP/gstop"
stopped TERM pid "$G/gen.csv" 300 '25x25 minimal, budget' "$BIN/bench" --quick --only gen --out "$G"
left=$(survivors "$G")
check "SIGTERM during a forked generator child: no process of the run is left ($left)" \
    holds '[ "$child" = child ] && [ -z "$left" ]'
clean_up "$G"
check "SIGTERM: exit status 143 (got $rc)" [ "$rc" -eq 143 ]
check "SIGTERM: the rows written before the stop stay as they were" \
    holds '[ "$(wc -l < "$TMP/snapshot")" -ge 300 ] && head -n "$(wc -l < "$TMP/snapshot")" "$G/gen.csv" | cmp -s - "$TMP/snapshot"'
check "SIGTERM: the partial report lists gen interrupted, memory not reached, the rest skipped" \
    grep -qxF "**Partial report**: the run was stopped by SIGTERM: 0 of 12 sections done; interrupted: gen; skipped (not in --only): peers, solve, scaling, fillomino, kinds, futoshiki, fastpeers, bank, nonogram, plots; not reached: memory. The interrupted section keeps what it measured before the stop." "$G/report.md"
check "SIGTERM: the generation section keeps its table so far" \
    holds 'sed -n "/^## Generation/,\$p" "$G/report.md" | grep -q "^| 9x9 minimal |" &&
           sed -n "/^## Generation/,\$p" "$G/report.md" | grep -q "^_Stopped here by SIGTERM: "'
check "SIGTERM: the bench says where it stopped" grep -q "^bench: .*stopped by SIGTERM in the section gen" "$TMP/err"

# Ctrl-C while the bank section fills its scratch bank (a SQLite file in --out): the partial report is written
# and the scratch bank and its write-ahead files are gone.
S="$TMP/bstop"
stopped INT group "$TMP/err" 1 'filling a bank of' "$BIN/bench" --quick --only bank --out "$S"
check "Ctrl-C during the bank section: exit 130 (got $rc), a partial report, no scratch bank left ($(ls "$S" | tr '\n' ' '))" \
    holds '[ "$rc" -eq 130 ] && grep -q "^\*\*Partial report\*\*: the run was stopped by SIGINT: .*interrupted: bank" "$S/report.md" &&
           [ -z "$(ls "$S" | grep bank_bench)" ]'

# A run killed outright (SIGKILL: no handler) keeps the report of the last section that ended, which counts
# as done only the sections that ran: here none (the first sections are skipped by --only).
K="$TMP/kstop"
$BIN/bench --tiny --only scaling --out "$K" > /dev/null 2>&1 & pid=$!
tries=0
while [ ! -s "$K/report.md" ] && [ $tries -lt 1200 ]; do sleep 0.05; tries=$((tries + 1)); done
kill -KILL $pid 2> /dev/null; { wait $pid; } 2> /dev/null
check "killed outright: 0 sections done, peers listed as skipped, scaling not yet run" \
    grep -q "^\*\*Partial report\*\*: written while the run was going (a run killed outright keeps this one): 0 of 12 sections done; skipped (not in --only): peers, solve, gen, .*; not yet run: scaling, plots\.\$" "$K/report.md"
clean_up "$K"
finish
