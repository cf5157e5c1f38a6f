# resume_cli.sh: long runs that survive kill -9: `gen -o FILE` (native and --variant) and `fillomino gen -o FILE`,
# killed at random moments, then `--resume`, must end byte for byte equal to an uninterrupted run of the same command;
# and runs stopped by SIGINT, SIGTERM or SIGHUP, which write every finished puzzle whole before they end.
. tests/shcheck.sh

# killed_then_resumed NAME WANT command...: runs the command with -o, kills it with SIGKILL after a random
# 0.1-0.9 s, checks what it left is whole lines, resumes, and compares with WANT.
killed_then_resumed() {
    name=$1 want=$2; shift 2
    rm -f $TMP/out.txt
    "$@" -o $TMP/out.txt 2> /dev/null & pid=$!
    sleep "0.$(awk 'BEGIN { srand(); print int(1 + rand() * 9) }')"
    kill -9 $pid 2> /dev/null; wait $pid 2> /dev/null
    cut=$(wc -l < $TMP/out.txt)
    "$@" -o $TMP/out.txt --resume 2> $TMP/resume.err
    check "$name: killed after $cut lines, resumed: the same bytes as an uninterrupted run" cmp -s $TMP/out.txt $want
}

$BIN/gen -n 400 --seed 5 > $TMP/gen.txt
for trial in 1 2 3; do killed_then_resumed "gen -n 400" $TMP/gen.txt $BIN/gen -n 400 --seed 5; done
killed_then_resumed "gen -n 400 -j 2" $TMP/gen.txt $BIN/gen -n 400 --seed 5 -j 2
$BIN/gen -n 100 --seed 6 --transforms 2 --format json > $TMP/gen_t.txt
killed_then_resumed "gen --transforms 2 --format json (three lines a puzzle)" $TMP/gen_t.txt \
    $BIN/gen -n 100 --seed 6 --transforms 2 --format json
$BIN/fillomino gen --size 7 -n 150 --seed 4 --format line > $TMP/fill.txt
for trial in 1 2; do killed_then_resumed "fillomino gen -n 150" $TMP/fill.txt $BIN/fillomino gen --size 7 -n 150 --seed 4 --format line; done

$BIN/gen --variant futoshiki --size 7 -n 150 --seed 3 > $TMP/futo.txt
killed_then_resumed "gen --variant futoshiki -n 150" $TMP/futo.txt $BIN/gen --variant futoshiki --size 7 -n 150 --seed 3

# stopped SIG SECONDS RECORD_LINES "command..." OUT: runs the command (its output in OUT) and sends SIG after
# SECONDS; sets rc, lines and records (whole records in OUT). The shell execs the command, so that timeout
# waits for the tool itself to end, not for a shell the signal ended while the tool was still writing.
stopped() {
    sig=$1 after=$2 per=$3 cmd=$4 out=$5
    timeout --preserve-status -s $sig $after sh -c "exec $cmd" 2> $TMP/stop.err; rc=$?
    lines=$(wc -l < $out); records=$((lines / per))
}
# was_stopped NAME SIG STATUS TOOL WANT: the exit status is the signal's, the output holds whole records only,
# the same bytes as the first records of an uninterrupted run (WANT: its command, given the count), and
# stderr counts them on a line of its own (the progress line, shown after a second, is ended first).
was_stopped() {
    name=$1 sig=$2 status=$3 tool=$4 want=$5
    eval "$want" > $TMP/stop_want.txt 2> /dev/null
    check "$name, SIG$sig after $records puzzles: exit $status, whole records, an uninterrupted run's first ones" \
        holds '[ $rc -eq $status ] && [ $records -gt 0 ] && [ $((records * per)) -eq $lines ] &&
               cmp -s $out $TMP/stop_want.txt &&
               grep -q "^$tool: stopped by a signal after $records puzzles\{0,1\}; the output ends with a whole one" $TMP/stop.err'
}
n=1000000 # more than any run makes in a second: each is stopped
stopped INT 0.5 1 "$BIN/gen -n $n --seed 5 > $TMP/stop.txt" $TMP/stop.txt
was_stopped "gen > FILE" INT 130 gen "$BIN/gen -n \$records --seed 5"
stopped TERM 1.4 1 "$BIN/gen -n $n --seed 5 -j 2 --progress > $TMP/stop.txt" $TMP/stop.txt
was_stopped "gen -j 2 --progress > FILE" TERM 143 gen "$BIN/gen -n \$records --seed 5"
stopped HUP 0.7 3 "$BIN/gen -n $n --seed 6 --transforms 2 --format json -o $TMP/stop.txt" $TMP/stop.txt
was_stopped "gen --transforms 2 --format json -o FILE" HUP 129 gen "$BIN/gen -n \$records --seed 6 --transforms 2 --format json"
stopped INT 0.6 1 "$BIN/fillomino gen --size 7 -n $n --seed 4 --format line > $TMP/stop.txt" $TMP/stop.txt
was_stopped "fillomino gen > FILE" INT 130 fillomino "$BIN/fillomino gen --size 7 -n \$records --seed 4 --format line"
stopped TERM 0.8 1 "$BIN/gen --variant futoshiki --size 7 -n $n --seed 3 -j 2 > $TMP/stop.txt" $TMP/stop.txt
was_stopped "gen --variant futoshiki -j 2 > FILE" TERM 143 gen "$BIN/gen --variant futoshiki --size 7 -n \$records --seed 3"

# A cut line (as a kill in the middle of a write leaves) is dropped and made again.
head -c 1000 $TMP/gen.txt > $TMP/cut.txt
$BIN/gen -n 400 --seed 5 -o $TMP/cut.txt --resume 2> $TMP/cut.err
check "a cut last line is made again" holds 'cmp -s $TMP/cut.txt $TMP/gen.txt && grep -q "12 puzzles kept" $TMP/cut.err'
cp $TMP/gen.txt $TMP/done.txt
$BIN/gen -n 400 --seed 5 -o $TMP/done.txt --resume 2> /dev/null
check "resuming a finished file changes nothing" cmp -s $TMP/done.txt $TMP/gen.txt
$BIN/gen -n 5 -o $TMP/over.txt --seed 5 && $BIN/gen -n 3 --seed 9 -o $TMP/over.txt
check "-o without --resume starts the file afresh" holds '[ "$($BIN/gen -n 3 --seed 9)" = "$(cat $TMP/over.txt)" ]'
# --resume goes on only from a file this command wrote: its last puzzle is made again and compared.
$BIN/gen --size 4 -n 3 --seed 2 -o $TMP/other.txt 2> /dev/null
cp $TMP/other.txt $TMP/before.txt
not_resumed() { # not_resumed NAME PATTERN command...: exit 2, the reason on stderr, the file unchanged
    name=$1 pattern=$2; shift 2
    "$@" 2> $TMP/not.err; rc=$?
    check "$name: refused (exit 2, '$pattern'), the file unchanged" \
        holds '[ $rc -eq 2 ] && grep -q "$pattern" $TMP/not.err && cmp -s $TMP/other.txt $TMP/before.txt'
}
not_resumed "another size" "not what this command makes for puzzle 2" \
    $BIN/gen --size 6 -n 7 --seed 2 -o $TMP/other.txt --resume
not_resumed "another seed" "not what this command makes" $BIN/gen --size 4 -n 7 --seed 3 -o $TMP/other.txt --resume
not_resumed "another format" "not what this command makes" \
    $BIN/gen --size 4 -n 7 --seed 2 --format json -o $TMP/other.txt --resume
not_resumed "fewer puzzles asked than the file holds" "holds 3 puzzles, more than the 2 asked" \
    $BIN/gen --size 4 -n 2 --seed 2 -o $TMP/other.txt --resume
not_resumed "fillomino gen, another size" "not what this command makes" \
    $BIN/fillomino gen --size 5 -n 7 --format line -o $TMP/other.txt --resume
not_resumed "gen --variant futoshiki on a Sudoku file" "not what this command makes" \
    $BIN/gen --variant futoshiki --size 4 -n 7 -o $TMP/other.txt --resume
# A refused file is left as it was, the cut line kill -9 leaves included, whatever record length the
# command would have read it with.
cp $TMP/other.txt $TMP/three.txt
$BIN/gen --size 4 -n 3 --seed 2 --transforms 2 -o $TMP/other.txt 2> /dev/null
printf '12' >> $TMP/other.txt
cp $TMP/other.txt $TMP/before.txt
not_resumed "a cut line, another seed" "not what this command makes" \
    $BIN/gen --size 4 -n 7 --seed 3 --transforms 2 -o $TMP/other.txt --resume
not_resumed "four lines a record read from a file of three" "not what this command makes" \
    $BIN/gen --size 4 -n 7 --seed 2 --transforms 3 -o $TMP/other.txt --resume
not_resumed "fillomino gen, two lines a record" "not what this command makes" \
    $BIN/fillomino gen --size 5 -n 7 --format line --transforms 1 -o $TMP/other.txt --resume
not_resumed "gen --variant futoshiki, a cut line" "not what this command makes" \
    $BIN/gen --variant futoshiki --size 4 -n 20 -o $TMP/other.txt --resume
mv $TMP/three.txt $TMP/other.txt
printf 'garbage line\n' > $TMP/garbage.txt
$BIN/gen --size 4 -n 3 -o $TMP/garbage.txt --resume 2> $TMP/g.err; rc=$?
check "a file of other text: refused, kept as it was" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/garbage.txt)" = "garbage line" ]'
$BIN/gen --size 4 -n 6 --seed 2 -o $TMP/other.txt --resume --stats 2> $TMP/same.err; rc=$?
check "the same command goes on: an uninterrupted run's bytes, the stats of the new puzzles only" \
    holds '[ $rc -eq 0 ] && $BIN/gen --size 4 -n 6 --seed 2 | cmp -s - $TMP/other.txt &&
           grep -q "3 puzzles kept, going on from puzzle 3" $TMP/same.err && grep -q "stats: puzzles=3 .* attempts=3 " $TMP/same.err'
for tool in "$BIN/gen --size 4 --seed 2" "$BIN/gen --variant futoshiki --size 4 --seed 2" "$BIN/fillomino gen --size 5 --format line"; do
    $tool -n 6 -o $TMP/done.txt 2> /dev/null && cp $TMP/done.txt $TMP/done_before.txt
    $tool -n 6 -o $TMP/done.txt --resume 2> $TMP/done.err; rc=$?
    check "${tool#$BIN/} --resume on a finished file: exit 0, the file as it was, said so" holds \
        '[ $rc -eq 0 ] && cmp -s $TMP/done.txt $TMP/done_before.txt &&
         grep -q "done.txt: holds all 6 puzzles asked: nothing to add" $TMP/done.err && ! grep -q "going on" $TMP/done.err'
done
$BIN/gen --size 4 --seed 2 -n 1 -o $TMP/one.txt 2> /dev/null
$BIN/gen --size 4 --seed 2 -n 1 -o $TMP/one.txt --resume 2> $TMP/one.err
check "--resume on a finished file of one puzzle says it in the singular" \
    holds 'grep -q "one.txt: holds all 1 puzzle asked: nothing to add" $TMP/one.err'
$BIN/gen -n 5 --resume 2> $TMP/e1; rc1=$?
$BIN/gen -n 5 --format grid -o $TMP/g.txt --resume 2> $TMP/e2; rc2=$?
check "--resume needs -o and a one-line format: exit 2, said" holds \
    '[ $rc1 = 2 ] && [ $rc2 = 2 ] && grep -q "resume needs -o" $TMP/e1 && grep -q "one-line format" $TMP/e2'
# An output that cannot be made or written is a failed write (exit 1, as classify train --model's), the file named.
for run in "gen -n 5" "gen --variant futoshiki --size 5 -n 3" "fillomino gen --size 5 -n 2"; do
    $BIN/$run -o /nonexistent/dir/out.txt 2> $TMP/e3; rc=$?
    $BIN/$run -o /dev/full 2> $TMP/e4; rc4=$?
    check "${run%% -n*} -o into a missing folder or a full device: exit 1, the file named (rc $rc, $rc4)" holds \
        '[ $rc = 1 ] && grep -qx "[a-z]*: /nonexistent/dir/out.txt: No such file or directory" $TMP/e3 &&
         [ $rc4 = 1 ] && grep -qx "[a-z]*: /dev/full: write error: No space left on device" $TMP/e4'
done
# --resume reads the output back: a device or FIFO, which may never end (it spun on /dev/zero) or wait for a
# writer (a FIFO's open blocked), is refused at once, for every tool that resumes.
mkfifo $TMP/fifo
for run in "gen -n 3 -o /dev/zero" "gen -n 3 -o /dev/full" "gen -n 3 -o $TMP/fifo" \
           "gen --variant futoshiki --size 5 -n 3 -o /dev/zero" "fillomino gen --size 5 -n 3 --format line -o /dev/zero"; do
    timeout 60 $BIN/$run --resume > $TMP/o 2> $TMP/e; rc=$?
    check "${run%% *} ${run#* } --resume: refused, exit 2, the file named" holds \
        '[ $rc = 2 ] && [ ! -s $TMP/o ] && grep -q ": --resume needs a regular file" $TMP/e && grep -q "${run##* }" $TMP/e'
done
# A puzzle with symmetries has fewer --transforms variants than asked: its record is still 1 + K lines, the
# missing variants 'error' lines, so --resume counts records right. A 5x1 Fillomino has at most 3 variants
# (seed 1: puzzles 0, 2 and 8 have fewer); a 3x3 Latin square 107 or 215, so K = 150 leaves some short, not all.
# The first line of each record is the puzzle the same seed makes without --transforms.
short_variants() { # short_variants NAME K N command...: uninterrupted, cut, resumed
    name=$1 k=$2 n=$3; shift 3
    per=$((1 + k))
    "$@" --transforms $k -n $n > $TMP/sv_want.txt 2> /dev/null
    "$@" -n $n > $TMP/sv_plain.txt 2> /dev/null
    check "$name --transforms $k: $n records of $per lines, missing variants 'error', each led by its puzzle" holds \
        '[ "$(wc -l < $TMP/sv_want.txt)" -eq $((n * per)) ] && grep -q "^error$" $TMP/sv_want.txt &&
         awk -v per=$per "(NR - 1) % per == 0" $TMP/sv_want.txt | cmp -s - $TMP/sv_plain.txt'
    { head -n $((5 * per + 2)) $TMP/sv_want.txt; sed -n "$((5 * per + 3))p" $TMP/sv_want.txt | head -c 3; } > $TMP/sv.txt
    "$@" --transforms $k -n $n -o $TMP/sv.txt --resume 2> $TMP/sv.err; rc=$?
    check "$name --transforms $k, cut in its 6th record, resumed: an uninterrupted run's bytes (rc $rc)" holds \
        'cmp -s $TMP/sv.txt $TMP/sv_want.txt && grep -q "5 puzzles kept, going on from puzzle 5" $TMP/sv.err'
}
short_variants "fillomino gen 5x1" 3 12 $BIN/fillomino gen --width 5 --height 1 --seed 1 --format line
short_variants "gen --size 3" 150 12 $BIN/gen --size 3 --seed 1
short_variants "gen --size 3 --format json" 150 12 $BIN/gen --size 3 --seed 1 --format json

# --resume --stats: a line for each puzzle the run makes, not for the kept one remade to compare, and totals their sum.
$BIN/gen -n 12 --seed 5 > "$TMP/st_all"
head -n 7 "$TMP/st_all" > "$TMP/st_part"
$BIN/gen -n 12 --seed 5 -o "$TMP/st_part" --resume --stats 2> "$TMP/st_err"; rc=$?
check "--resume --stats: lines for puzzles 7 to 11 alone, summing to the totals (rc $rc)" python3 - "$TMP" <<'PY'
import re, sys
d = sys.argv[1]
each, total = [], None
for l in open(d + '/st_err'):
    f = dict(re.findall(r'(\w+)=([-0-9.]+)', l))
    if 'puzzle=' in l:
        each.append(f)
    elif 'puzzles=' in l:
        total = f
assert [int(f['puzzle']) for f in each] == list(range(7, 12)), [f['puzzle'] for f in each]
assert int(total['puzzles']) == 5 and int(total['checks']) == sum(int(f['checks']) for f in each), total
assert open(d + '/st_part').read() == open(d + '/st_all').read()
PY

# -o -: standard output, as a lone - is standard input among the inputs (no file named '-'); --resume refuses it.
ABSBIN=$(cd "$BIN" && pwd)
for tool in "gen" "gen --variant futoshiki" "fillomino gen --size 5 --format line"; do
    (cd "$TMP" && $ABSBIN/$tool -n 3 --seed 4 -o - > "$TMP/dash_out" 2> "$TMP/e"); rc=$?
    check "$tool -o -: the puzzles on stdout, as without -o, and no file '-' (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -e "$TMP/-" ] && [ -s "$TMP/dash_out" ] && $BIN/$tool -n 3 --seed 4 | cmp -s - "$TMP/dash_out"'
    (cd "$TMP" && $ABSBIN/$tool -n 3 --seed 4 -o - --resume > "$TMP/dash_out" 2> "$TMP/e"); rc=$?
    check "$tool -o - --resume: refused, nothing written ($(cat "$TMP/e"))" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/dash_out" ] && grep -q -- "-o -: --resume needs a regular file" "$TMP/e"'
done
finish
