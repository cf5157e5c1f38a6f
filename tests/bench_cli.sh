# bench_cli.sh: bin/bench's contract on the smallest settings: report.md with every section, CSV files
# that parse, SVG plots that are valid XML, a number in every table row, bad options refused. No timing.
. tests/shcheck.sh

OUT="$TMP/bench"
$BIN/bench --tiny --only scaling,bank --out "$OUT" > "$TMP/stdout" 2> "$TMP/stderr"
check "bench --tiny --only scaling exits 0" [ $? -eq 0 ]
check "report.md written" [ -s "$OUT/report.md" ]
check "a finished run's report is not marked partial, no temporary file left" \
    holds '! grep -q "Partial report" "$OUT/report.md" && [ ! -e "$OUT/report.md.part" ]'
check "a progress line per step on stderr" grep -q '^bench: .*\[scaling\] 9x9 target' "$TMP/stderr"
for s in "## Machine" "## Summary" "## Headline" "## Solver throughput" "## Generation" "## Scaling study" \
         "### Time against target empties" "### Maximum empties reached" "### Time per puzzle against N" \
         "## Fillomino" "## Puzzle kinds through their tables" "## Futoshiki and Jidoku" "## Fastest published solvers" "## The puzzle bank" "## Memory" "## Plots"; do
    check "section '$s' present" grep -q "^$s" "$OUT/report.md"
done
check "parts not run are marked" grep -q "Not measured in this run" "$OUT/report.md"
# A second run into the folder, without the scaling part: the files beside its report are its own (the
# earlier run's scaling data and figures are gone, and no plot is drawn from them).
AGAIN="$TMP/bench_again"
cp -r "$OUT" "$AGAIN"
check "the first run left scaling data and figures" holds '[ -e "$AGAIN/scaling_fig3_9.dat" ] && [ -e "$AGAIN/time_vs_n.svg" ]'
: > "$AGAIN/gen_child.tmp"; : > "$AGAIN/bank_bench.db" # scratch files of a run that was stopped
$BIN/bench --tiny --only kinds --out "$AGAIN" > /dev/null 2>&1
check "a later --only kinds run removes the earlier run's scaling data, figures, bank rows and scratch files" \
    holds '[ ! -e "$AGAIN/gen_child.tmp" ] && [ ! -e "$AGAIN/bank_bench.db" ] && [ ! -e "$AGAIN/scaling_fig3_9.dat" ] && [ ! -e "$AGAIN/scaling_n.csv" ] && [ ! -e "$AGAIN/time_vs_n.svg" ] && [ ! -e "$AGAIN/bank.csv" ] && [ -s "$AGAIN/kinds.csv" ]'
check "its summary gives n/a, not -1, for the maximum empties it did not measure" \
    holds '[ "$(grep -c "^| max empties [0-9x]* within the budget | n/a | seed: [0-9]* |\$" "$AGAIN/report.md")" -eq 3 ] &&
           ! sed -n "/^## Summary/,/^## /p" "$AGAIN/report.md" | grep -q "| -1 |"'
check "its report draws no plots" holds 'sed -n "/^## Plots/,\$p" "$AGAIN/report.md" | grep -q "the scaling study did not run" && ! grep -q "time_vs_n.svg" "$AGAIN/report.md"'
COVERJAR_PEERS= $BIN/bench --tiny --only fastpeers --out "$TMP/fp" > /dev/null 2>&1
check "without peer sources the fast peers section says how to get them" \
    grep -q "no peer sources given: fetch t-dillon/tdoku" "$TMP/fp/report.md"
# A peers folder that is not there is refused before any work; one without the copies says what it lacks.
$BIN/bench --tiny --only fastpeers --peers-dir "$TMP/no_peers" --out "$TMP/fp2" > /dev/null 2> "$TMP/e"; rc=$?
check "--peers-dir naming nothing: exit 2, the folder and reason named, nothing written" \
    holds '[ $rc -eq 2 ] && grep -q "no_peers: No such file or directory" "$TMP/e" && [ ! -e "$TMP/fp2/report.md" ]'
COVERJAR_PEERS="$TMP/no_peers" $BIN/bench --tiny --only fastpeers --out "$TMP/fp2" > /dev/null 2> "$TMP/e"; rc=$?
check "COVERJAR_PEERS naming nothing: exit 2, named" holds '[ $rc -eq 2 ] && grep -q "COVERJAR_PEERS=.*no_peers: No such" "$TMP/e"'
$BIN/bench --tiny --only kinds --peers-dir "$TMP/no_peers" --out "$TMP/fp5" > /dev/null 2> "$TMP/e"; rc=$?
check "--peers-dir naming nothing with other sections than fastpeers: refused too, nothing written" \
    holds '[ $rc -eq 2 ] && grep -q "no_peers: No such file or directory" "$TMP/e" && [ ! -e "$TMP/fp5/report.md" ]'
COVERJAR_PEERS="$TMP/no_peers" $BIN/bench --tiny --only kinds --out "$TMP/fp6" > /dev/null 2>&1; rc=$?
check "COVERJAR_PEERS naming nothing, fastpeers not run: the run goes on (exit 0, its report)" \
    holds '[ $rc -eq 0 ] && [ -s "$TMP/fp6/report.md" ]'
mkdir -p "$TMP/empty_peers"
$BIN/bench --tiny --only fastpeers --peers-dir "$TMP/empty_peers" --out "$TMP/fp3" > /dev/null 2>&1
check "--peers-dir holding neither copy: the section names the files it looked for" \
    grep -q "empty_peers holds neither plb/sudoku/sudoku_v1.c nor tdoku/src/solver_dpll_triad_simd.cc" "$TMP/fp3/report.md"
# The report's header: the command line exactly as given (--peers-dir too), the release, and the commit when the
# bench's project folder is a git checkout (this one, usually; "not a git checkout" is tested beside a copy).
version=$("$BIN/bench" --version | head -n 1 | sed 's/.* //')
check "the header names the command line as given, --peers-dir included" \
    grep -qF "\`$BIN/bench --tiny --only fastpeers --peers-dir $TMP/empty_peers --out $TMP/fp3\`, seed 1, " "$TMP/fp3/report.md"
check "the header names the release ($version)" grep -qF -- "- coverjar $version, " "$TMP/fp3/report.md"
root=$(sed -n 's/^- coverjar [^,]*, `\(.*\)`: .*/\1/p' "$TMP/fp3/report.md")
if command -v git > /dev/null 2>&1 && [ -n "$root" ] && [ "$(git -C "$root" rev-parse --show-toplevel 2> /dev/null)" = "$root" ]; then
    check "the header names the commit of the bench's checkout ($root)" \
        grep -q -- "^- coverjar $version, \`$root\`: commit $(git -C "$root" rev-parse --short HEAD)[ ,]" "$TMP/fp3/report.md"
else
    check "the header says the bench's folder ($root) is not a git checkout" \
        grep -q -- "^- coverjar $version, \`.*\`: \(not a git checkout\|git is not installed\);" "$TMP/fp3/report.md"
fi
check "the header names the peers' folders (not there here) and how they would be built" \
    grep -qF -- "- peers: tdoku \`$TMP/empty_peers/tdoku\`: not there; kudoku \`$TMP/empty_peers/plb\`: not there; built with \`" "$TMP/fp3/report.md"
# A data set that is not there keeps its row, marked missing (the row vanished): a stand-in kudoku that
# builds, and a data folder without the sets.
mkdir -p "$TMP/stub_peers/plb/sudoku" "$TMP/no_data"
printf 'int main(void) { return 0; }\n' > "$TMP/stub_peers/plb/sudoku/sudoku_v1.c"
if command -v git > /dev/null 2>&1; then # the stand-in as a git checkout of its own: its commit is named
    git -C "$TMP/stub_peers/plb" init -q && git -C "$TMP/stub_peers/plb" add sudoku &&
        git -C "$TMP/stub_peers/plb" -c user.name=t -c user.email=t@t commit -qm stub > /dev/null
fi
COVERJAR_DATA="$TMP/no_data" $BIN/bench --tiny --only fastpeers --peers-dir "$TMP/stub_peers" --out "$TMP/fp4" > /dev/null 2>&1
check "fast peers without the data sets: a row marked missing" grep -q "^| sudoku9_royle17.txt | 0 | missing |" "$TMP/fp4/report.md"
cc=cc; [ -x /usr/bin/clang ] && cc=clang
check "the header names how the peers were built ($cc -O3 -march=native) and the compiler's version" \
    grep -q "^- peers: .*; built with \`$cc -O3 -march=native\` (kudoku, tdoku's driver) and \`[a-z+]* -O3 -march=native -std=c++14\` (tdoku), $cc: .*[0-9]" "$TMP/fp4/report.md"
if command -v git > /dev/null 2>&1; then
    check "the header names the commit of a peer's folder that is a git checkout" \
        grep -qF "kudoku \`$TMP/stub_peers/plb\`: commit $(git -C "$TMP/stub_peers/plb" rev-parse --short HEAD), no uncommitted changes;" "$TMP/fp4/report.md"
fi
# fast_peers.csv: a row a process, with the puzzles it solved or made (--tiny: 20 minimal 9x9 puzzles)
check "fast_peers.csv: coverjar's generation row gives its 20 puzzles" grep -q "^coverjar,minimal9,20,0,[0-9.]*,[0-9.]*\$" "$TMP/fp4/fast_peers.csv"
check "fast peers not measured (no sources): fast_peers.csv holds its header, not nothing" \
    [ "$(cat "$TMP/fp/fast_peers.csv")" = "program,work,puzzles,rep,cpu_s,wall_s" ]
# A z3 peer run that reaches its cap is said to be so (the cap, 45 s at 9x9 with --quick, not shortened here):
# a stand-in for the z3 script that sleeps, in a root of its own beside a copy of the bench.
mkdir -p "$TMP/zroot/bin" "$TMP/zroot/bench/peers"
cp "$BIN/bench" "$TMP/zroot/bin/bench"
printf 'import time\ntime.sleep(600)\n' > "$TMP/zroot/bench/peers/puzzlejar_z3.py"
if /usr/bin/python3 -c 'import z3' 2> /dev/null; then
    "$TMP/zroot/bin/bench" --quick --only peers --out "$TMP/zout" > /dev/null 2>&1
    check "peers: a z3 run stopped at its cap -> 'did not finish in the cap', not 'failed'" \
        grep -q '^| 9x9 | minimal | .* | 0 of 1 | did not finish in the cap |' "$TMP/zout/report.md"
fi
# An output folder that cannot be made or written is refused at once with the reason, exit 2.
: > "$TMP/a_file"
$BIN/bench --tiny --only kinds --out "$TMP/a_file/sub" > /dev/null 2> "$TMP/e"; rc=$?
check "--out under a file: exit 2, 'Not a directory'" holds '[ $rc -eq 2 ] && grep -q "a_file/sub: Not a directory" "$TMP/e"'
$BIN/bench --tiny --only kinds --out /proc/1 > /dev/null 2> "$TMP/e"; rc=$?
check "--out in a folder that takes no files (/proc/1): exit 2 before any work, 'cannot write there'" \
    holds '[ $rc -eq 2 ] && grep -q "^bench: /proc/1: cannot write there: " "$TMP/e" && [ $(wc -l < "$TMP/e") -eq 1 ]'
# A failed write ends the run with the section under way, said once with the file and the reason, exit 1, and the
# report written before it stays: the report over a file size limit (ulimit -f 2: 1 KiB in 512-byte blocks, 2 KiB in
# 1024-byte ones, under any report), then bank.csv made /dev/full mid-run by a stand-in kudoku, which the fast peers
# section runs before the bank section opens that file.
WOUT="$TMP/bench_limit"
$BIN/bench --tiny --only fastpeers --out "$WOUT" > /dev/null 2>&1; rc=$?
cp "$WOUT/report.md" "$TMP/report_before"
(ulimit -f 2; trap '' XFSZ; exec $BIN/bench --tiny --only fastpeers --out "$WOUT") > /dev/null 2> "$TMP/e"; rc2=$?
check "the report over a file size limit: exit 1, one message naming report.md and the reason (rc $rc2)" \
    holds '[ $rc -eq 0 ] && [ $rc2 -eq 1 ] && [ "$(grep -c "write error" "$TMP/e")" -eq 1 ] &&
           grep -qxF "bench: $WOUT/report.md: write error: File too large" "$TMP/e"'
check "... the earlier run's complete report is kept, no report.md.part is left, and no section ran after the failure" \
    holds 'cmp -s "$WOUT/report.md" "$TMP/report_before" && [ ! -e "$WOUT/report.md.part" ] && [ ! -e "$WOUT/fast_peers.csv" ]'
if [ -c /dev/full ]; then
    WOUT="$TMP/bench_full"
    mkdir -p "$TMP/full_peers/plb/sudoku" "$TMP/few_data"
    head -n 5 "$DATA/sudoku9_royle17.txt" > "$TMP/few_data/sudoku9_royle17.txt"
    printf '#include <unistd.h>\nint main(void) { return symlink("/dev/full", "%s/bank.csv"); }\n' "$WOUT" \
        > "$TMP/full_peers/plb/sudoku/sudoku_v1.c"
    COVERJAR_DATA="$TMP/few_data" $BIN/bench --tiny --only fastpeers,bank --peers-dir "$TMP/full_peers" --out "$WOUT" \
        > /dev/null 2> "$TMP/e"; rc=$?
    check "bank.csv on /dev/full: exit 1, one message naming bank.csv and the reason (rc $rc)" \
        holds '[ $rc -eq 1 ] && [ "$(grep -c "write error" "$TMP/e")" -eq 1 ] &&
               grep -qxF "bench: $WOUT/bank.csv: write error: No space left on device" "$TMP/e"'
    check "... the run ends with that section: the report before it stays (bank not yet run), no report.md.part" \
        holds 'grep -q "; not yet run: bank\.\$" "$WOUT/report.md" && [ ! -e "$WOUT/report.md.part" ]'
fi
$BIN/bench --tiny --only kinds --out "$TMP/it's here/deep" > /dev/null 2>&1
check "--out with a quote and a space, two folders deep: made, report written" [ -s "$TMP/it's here/deep/report.md" ]
check "the header's command line quotes that --out for the shell" \
    grep -qF "\`$BIN/bench --tiny --only kinds --out '$TMP/it'\\''s here/deep'\`, seed 1, " "$TMP/it's here/deep/report.md"
check "bank: every timed pick with filters found its row" grep -q '^| level, empties 55:57 | 200 | 200 |' "$OUT/report.md"
check "bank: keys of Royle's puzzles timed" grep -q '^| sudoku9_royle17.txt | 1000 | [0-9]' "$OUT/report.md"
check "the seed's maxima are quoted beside ours" grep -q '^| 25x25 | 281 | 45 |' "$OUT/report.md"

# Measured children run one at a time on one CPU, the last the bench may use, so that programs compared
# side by side share that core's drift; the machine table names it. Children are sampled as they run:
# each (the helpers that name a package's version too) is forked already on that CPU, so none is ever seen
# allowed another.
# A run of under a second gives some 8 samples, fewer on a loaded machine: the run is repeated (10 at most) until 5.
# The release build: the sanitizer build's leak check, at the bench's exit, runs a task of its own beside it.
last=$(python3 -c 'import os; print(max(os.sched_getaffinity(0)))')
: > "$TMP/pin_seen"
runs=0
while [ $runs -lt 10 ] && [ $(grep -c . "$TMP/pin_seen") -lt 5 ]; do
    runs=$((runs + 1))
    $RELBIN/bench --tiny --only scaling --out "$TMP/pin" > /dev/null 2>&1 & pid=$!
    while kill -0 $pid 2> /dev/null; do
        for c in $(pgrep -P $pid -x bench); do # the scaling runs: forked children (not the shell's helpers)
            awk '/^Cpus_allowed_list/ {print $2}' /proc/$c/status >> "$TMP/pin_seen" 2> /dev/null
        done
        sleep 0.005
    done
    wait $pid
done
check "the report names the CPU the measured processes run on" grep -q "| measured processes | one at a time, all on CPU $last |" "$TMP/pin/report.md"
check "sampled while running, the measured children are allowed CPU $last alone" \
    holds '[ $(grep -c . "$TMP/pin_seen") -ge 5 ] && [ $(grep -cx "$last" "$TMP/pin_seen") -eq $(grep -c . "$TMP/pin_seen") ] ||
           { echo "  samples in $runs runs: $(sort "$TMP/pin_seen" | uniq -c | tr -s " \n" " ")"; false; }'

# Peak memory is each process's own: a 25x25 engine (1.2 MiB more than a 4x4's) shows in bin/gen's and
# bin/dlx's peaks (getrusage would give every row the bench's own peak). A process's peak also counts the
# shared-library pages it touched, which vary by up to ~300 KiB from run to run with the address layout, so
# the margin asked for is well under the engine's difference.
$BIN/bench --tiny --only gen --out "$TMP/mem" > /dev/null 2>&1
check "memory: the 25x25 peaks exceed the 4x4 and 9x9 ones by more than 400 KiB" python3 - "$TMP/mem/report.md" <<'PY'
import sys
rows = {l.split('|')[1].strip(): l.split('|') for l in open(sys.argv[1]) if l.startswith('| 4 |') or
        l.startswith('| 9 |') or l.startswith('| 25 |')}
g4, g25, d9, d25 = int(rows['4'][5]), int(rows['25'][5]), int(rows['9'][6]), int(rows['25'][6])
sys.exit(0 if g25 - g4 > 400 and d25 - d9 > 400 else 1)
PY

# The 25x25 target is a median over puzzles 0-4 of the seed: they are tried in turn until 3 are over the budget
# (or all 5 ran), and the targets' row counts the table's rows; a budget under 60 s (--tiny's 2 s) judges nothing.
check "minimal 25x25: puzzles 0 on tried until 3 are over the budget or 5 ran, counted in the targets' row" python3 - "$TMP/mem/report.md" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
rows = re.findall(r'^\| seed 1, puzzle (\d) \| (\d+) \| (yes|no) \| ([0-9.]+) \|', text, re.M)
assert [int(r[0]) for r in rows] == list(range(len(rows))), rows
done = sum(r[2] == 'yes' for r in rows)
assert len(rows) == 5 or (len(rows) >= 3 and len(rows) - done == 3), rows
assert all(float(r[3]) <= int(r[1]) * 1.05 for r in rows), rows
target = next(l for l in text.split('\n') if l.startswith('| minimal 25x25: median'))
assert '%d of %d puzzles' % (done, len(rows)) in target, (target, rows)
assert target.endswith('| not judged: a budget under 60 s |'), target
PY

# The report is rewritten after each section: stopped in the middle, the run keeps a partial report.
POUT="$TMP/bench_stopped"
$BIN/bench --tiny --only scaling --out "$POUT" > /dev/null 2>&1 & pid=$!
tries=0
while [ ! -s "$POUT/report.md" ] && [ $tries -lt 1200 ]; do sleep 0.05; tries=$((tries + 1)); done
kill -TERM $pid 2> /dev/null; { wait $pid; rc=$?; } 2> /dev/null
check "stopped after its first sections: a partial report.md with the machine and summary, exit 143" \
    holds '[ $rc -eq 143 ] && grep -q "^\*\*Partial report\*\*: the run was stopped by SIGTERM: 0 of 12 sections done; " "$POUT/report.md" &&
           grep -q "^## Machine" "$POUT/report.md" && grep -q "^## Summary" "$POUT/report.md"'

# The speed targets' table quotes the sections' own figures: the Fillomino row gives the least and greatest
# speed-up of the Fillomino table and the sizes where coverjar's clues per cell are at most sgt-filling's.
$BIN/bench --tiny --only fillomino --out "$TMP/fm" > /dev/null 2>&1
check "speed targets: a row per target, the Fillomino row from the Fillomino table" python3 - "$TMP/fm/report.md" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
targets = text.split('### Speed targets')[1].split('\n## ')[0]
rows = [l for l in targets.split('\n') if l.startswith('| ') and not l.startswith('| target')]
assert len(rows) == 6, rows
fm = [l.split(' | ') for l in text.split('## Fillomino')[1].split('\n') if re.match(r'^\| \d+x\d+ \|', l)]
assert len(fm) == 6, fm
speed = [float(r[6].rstrip(' |')) for r in fm]
sparser = sum(float(r[3]) <= float(r[5]) for r in fm)
want = '%sx to %sx faster; no more clues at %d of 6 sizes' % (fm[speed.index(min(speed))][6].rstrip(' |'),
                                                           fm[speed.index(max(speed))][6].rstrip(' |'), sparser)
row = next(r for r in rows if 'Fillomino generation' in r)
assert want in row, (want, row)
assert row.endswith('| not met |') == (min(speed) < 10 or sparser < 6), row
assert all(r.endswith('| not measured |') for r in rows if 'kudoku' in r or 'tdoku' in r), rows
PY

# Every data row of every table after the machine description holds at least one number.
check "every table row has a number" python3 - "$OUT/report.md" <<'PY'
import sys
lines = open(sys.argv[1]).read().split('\n')
start = next(i for i, l in enumerate(lines) if l.startswith('## Summary'))
rows = 0
for i in range(start, len(lines)):
    l = lines[i]
    if not l.startswith('|') or l.startswith('|---'):
        continue
    if i + 1 < len(lines) and lines[i + 1].startswith('|---'):
        continue  # a header
    rows += 1
    assert any(ch.isdigit() for ch in l), l
assert rows >= 20, rows
PY

# Every CSV file the runs above wrote begins with the header line bench/README.md gives for it (its table of the
# raw files), and every file the README lists was seen.
$BIN/bench --tiny --only solve,futoshiki,nonogram --out "$TMP/sfn" > /dev/null 2>&1
check "every CSV's header line is the one bench/README.md documents" python3 - bench/README.md "$OUT" "$AGAIN" \
    "$TMP/mem" "$TMP/fm" "$TMP/fp" "$TMP/fp4" "$TMP/sfn" "$TMP/zout" <<'PY'
import glob, os, re, sys
doc = {}
for line in open(sys.argv[1]):
    m = re.match(r'^\| `([a-z0-9_]+\.csv)` \| [^|]* \| `([^`]+)` \|', line)
    if m:
        doc[m.group(1)] = m.group(2)
assert len(doc) >= 13, doc
seen = set()
for d in sys.argv[2:]:
    for f in glob.glob(os.path.join(d, '*.csv')):
        name = os.path.basename(f)
        header = open(f).readline().rstrip('\n')
        assert name in doc, (f, 'not documented')
        assert header == doc[name], (f, header, doc[name])
        seen.add(name)
missing = set(doc) - seen - ({'peers_z3.csv'} if not os.path.exists(os.path.join(sys.argv[-1], 'peers_z3.csv')) else set())
assert not missing, ('documented but not written by the runs', missing)
PY
ncsv=$(ls "$OUT"/*.csv 2>/dev/null | wc -l)
check "CSV files written" [ "$ncsv" -ge 2 ]
check "every CSV parses with a constant column count and data rows" python3 - "$OUT" <<'PY'
import csv, glob, sys
files = glob.glob(sys.argv[1] + '/*.csv')
for f in files:
    rows = list(csv.reader(open(f)))
    assert len(rows) >= 2, f
    assert all(len(r) == len(rows[0]) for r in rows), f
    for r in rows[1:]:
        float(r[rows[0].index('cpu_s')]) if 'cpu_s' in rows[0] else None
PY
check "the sweep CSV holds the 9x9 points" grep -q '^9,20,0,1,20,' "$OUT/scaling_sweep.csv"

nsvg=$(ls "$OUT"/*.svg 2>/dev/null | wc -l)
if command -v gnuplot > /dev/null 2>&1; then
    check "three SVG plots" [ "$nsvg" -eq 3 ]
    check "three PNG plots" [ "$(ls "$OUT"/*.png | wc -l)" -eq 3 ]
    check "every SVG is valid XML" python3 -c "
import glob, sys, xml.etree.ElementTree as ET
fs = glob.glob(sys.argv[1] + '/*.svg')
assert fs
for f in fs:
    ET.parse(f)
" "$OUT"
    check "PNG files are PNG" sh -c "head -c 8 '$OUT/time_vs_n.png' | od -c | grep -q 'P   N   G'"
    # plots.gp names its files by bare name: run in a copy of the folder, it draws the copy's figures and
    # leaves the original's alone (an --out path written into it would redraw the original's).
    check "plots.gp says to run it from its folder and holds no path of the run" \
        holds 'grep -q "^# .*Run it from its own folder" "$OUT/plots.gp" && ! grep -qF "$TMP" "$OUT/plots.gp"'
    cp -r "$OUT" "$TMP/plots_copy"
    rm -f "$TMP/plots_copy"/*.svg "$TMP/plots_copy"/*.png
    mkdir -p "$TMP/plots_before" && cp -p "$OUT"/*.svg "$OUT"/*.png "$TMP/plots_before/"
    ls -l --time-style=full-iso "$OUT"/*.svg "$OUT"/*.png > "$TMP/plots_times"
    sleep 0.05
    (cd "$TMP/plots_copy" && gnuplot plots.gp > /dev/null 2>&1)
    check "gnuplot plots.gp in a copy of the folder draws the copy's six figures" \
        holds '[ "$(ls "$TMP/plots_copy"/*.svg "$TMP/plots_copy"/*.png 2> /dev/null | wc -l)" -eq 6 ]'
    check "... and leaves the original folder's figures untouched" \
        holds 'ls -l --time-style=full-iso "$OUT"/*.svg "$OUT"/*.png | cmp -s - "$TMP/plots_times" &&
               (for f in "$TMP/plots_before"/*; do cmp -s "$f" "$OUT/${f##*/}" || exit 1; done)'
else
    check "no gnuplot: the report says so" grep -q "gnuplot is not installed" "$OUT/report.md"
fi

# The sweep's times agree with its raw CSV: each point's median over all its puzzles, one that missed the target
# at the budget (--tiny: 1 s, one puzzle a point), and the maximum met is "at least" the sweep's top when all met.
check "every report median of the sweep equals the CSV's, and the maxima say the sweep's top" python3 - "$OUT" <<'PY'
import csv, statistics, sys
out = sys.argv[1]
rows = list(csv.DictReader(open(out + '/scaling_sweep.csv')))
report = open(out + '/report.md').read().splitlines()
points = sorted({(int(r['size']), int(r['target'])) for r in rows})
assert len(points) >= 6, points
for n, t in points:
    times = [float(r['cpu_s']) if r['ok'] == '1' else 1.0 for r in rows if int(r['size']) == n and int(r['target']) == t]
    times += [1.0] * (1 - len(times))
    line = [l for l in report if l.startswith('| %dx%d | %d |' % (n, n, t))][0]
    shown = line.split('|')[4].strip()
    got = float(shown)
    med = statistics.median(times)
    # the report prints 3 significant figures at most (0.022 for 0.0215): half a unit of its last digit is rounding
    last = 0.5 * 10 ** -(len(shown.split('.')[1]) if '.' in shown else 0)
    assert abs(got - med) <= max(0.02 * med, last) + 1e-6, (n, t, got, med)
for n in (9, 16, 25):
    top = max(t for m, t in points if m == n)
    met = all(r['ok'] == '1' for r in rows if int(r['size']) == n and int(r['target']) == top)
    line = [l for l in report if l.startswith('| max empties %dx%d' % (n, n))][0]
    assert not met or line.split('|')[2].strip() == 'at least %d (the sweep\'s top)' % top, line
PY

$BIN/bench --only nonsense --out "$TMP/x" > /dev/null 2> "$TMP/e"
check "bad --only refused with exit 2" [ $? -eq 2 ]
check "bad --only message names the values" grep -q "solve, gen, fillomino, peers, scaling, kinds, futoshiki, fastpeers, bank or nonogram" "$TMP/e"
$BIN/bench --seed abc --out "$TMP/x" > /dev/null 2>&1
check "bad --seed refused with exit 2" [ $? -eq 2 ]
$BIN/bench --help > "$TMP/h"
check "--help prints the usage" grep -q "usage: bench" "$TMP/h"
# --scaling-seeds and --scaling-budget: the sweep runs that many puzzles a point, and says the budget it gave.
"$BIN/bench" --tiny --only scaling --scaling-seeds 3 --scaling-budget 0.5 --out "$TMP/sc3" > /dev/null 2>&1; rc=$?
check "--scaling-seeds 3 --scaling-budget 0.5: every point of every size has puzzles 0, 1 and 2 (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ "$(sed 1d "$TMP/sc3/scaling_sweep.csv" | cut -d, -f1,2 | sort -u | wc -l)" -ge 7 ] &&
           [ -z "$(sed 1d "$TMP/sc3/scaling_sweep.csv" | awk -F, "{ n[\$1 \",\" \$2]++; i[\$1 \",\" \$2] = i[\$1 \",\" \$2] \$3 }
               END { for (k in n) if (n[k] != 3 || i[k] != \"012\") print k }")" ]'
check "--scaling-seeds 3 --scaling-budget 0.5: the report says 3 puzzles, 0.5 s each, 1.5 s a point" \
    holds 'grep -q "^Each point: 3 puzzle indices of seed 1 .* 0.5 s CPU budget per puzzle and 1.5 s per point" "$TMP/sc3/report.md" &&
           [ -z "$(grep "^| [0-9]*x[0-9]* | [0-9]* | [0-9]* of " "$TMP/sc3/report.md" | grep -v " of 3 |")" ]'
# The time against N: --scaling-budget bounds each series too, and its medians, recomputed from scaling_n.csv, count a
# puzzle stopped at the budget as longer than any (the median of the finished ones alone was biased low).
"$BIN/bench" --tiny --only scaling --scaling-seeds 1 --scaling-budget 0.05 --out "$TMP/sc4" > /dev/null 2>&1
check "--scaling-budget 0.05: the time against N gives each series 0.05 s, and its medians are the CSV's" \
    python3 - "$TMP/sc3" "$TMP/sc4" <<'PY'
import csv, re, sys
for out, budget in zip(sys.argv[1:], ('0.5', '0.05')):
    md = open(out + '/report.md').read()
    assert '; %s s CPU per series and size.' % budget in md, budget
    rows = list(csv.DictReader(open(out + '/scaling_n.csv')))
    table = re.findall(r'^\| (\d+) \| ([^|]+) \| \d+ \| ([^|]+) \| \d+ \|$', md, re.M)
    assert len(table) == 7, table
    for n, *cells in table:
        for series, cell in zip(('minimal', '40pct'), cells):
            got = [r for r in rows if r['n'] == n and r['series'] == series]
            if not got:
                assert cell.strip() == 'not attempted (settings)', (n, series, cell)
                continue
            times = sorted(float(r['cpu_s']) if r['ok'] == '1' else float('inf') for r in got)
            k = len(times)
            med = times[k // 2] if k % 2 else (times[k // 2 - 1] + times[k // 2]) / 2
            stopped = [float(r['cpu_s']) for r in got if r['ok'] != '1']
            if med == float('inf'):
                assert cell.strip() == 'over the budget', (n, series, cell)
                continue
            word = '' if all(t >= med for t in stopped) else 'at most '
            assert cell.startswith(word), (n, series, cell)
            value = float(cell[len(word):].replace(',', ''))
            assert abs(value - med * 1e3) <= 0.006 * med * 1e3 + 0.0006, (n, series, cell, med)
PY
for bad in "--scaling-seeds 9" "--scaling-seeds 0" "--scaling-budget 0" "--scaling-budget 1e9" "--scaling-budget x"; do
    "$BIN/bench" --tiny --only scaling $bad --out "$TMP/scbad" > /dev/null 2> "$TMP/e"; rc=$?
    check "$bad refused before any work (rc $rc)" \
        holds '[ $rc -eq 2 ] && grep -q "^bench: ${bad%% *} takes " "$TMP/e" && [ ! -e "$TMP/scbad/report.md" ]'
done
check "the usage line names --tiny, and --help names --version" \
    holds 'grep -q "^usage: bench .*--tiny" "$TMP/h" && grep -q -- "--version" "$TMP/h"'
check "--help says the memory section runs with gen and the plots with scaling" \
    holds 'tr -s " \n" "  " < "$TMP/h" | grep -q "the memory section runs with gen, the plots with scaling"'
finish
