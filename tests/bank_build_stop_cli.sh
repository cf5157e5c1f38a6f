# bank_build_stop_cli.sh: `bank build` stopped by SIGINT or SIGTERM once its first puzzles are stored finishes the
# batch in hand, stores it, prints its summary saying it was stopped and that a rerun goes on, and ends by the
# signal; the bank holds what the summary says, and the same command run again ends with the whole build's puzzles.
# A SIGHUP ignored from the start (nohup) stays ignored. `bank regrade` stops alike after its batch in hand.
# (bank_stop_cli.sh: the same for `bank add`.)
. tests/shcheck.sh
R=${RELBIN:-bin}
N=2000
$R/gen -n $N --seed 5 | sort > $TMP/want
rows() { sqlite3 "$1" "SELECT count(*) FROM puzzles" 2> /dev/null; }
stored() { # stored DB PID: waits (up to 60 s) until DB holds a puzzle while PID runs
    tries=0
    while [ $tries -lt 600 ] && kill -0 $2 2> /dev/null; do
        [ -e "$1" ] && [ "$(rows "$1")" -gt 0 ] 2> /dev/null && return 0
        sleep 0.1; tries=$((tries + 1))
    done
    return 1
}
# stop NAME SIG STATUS ARGS...: a build of N puzzles of seed 5 sent SIG once it stored some, then run again.
stop() {
    name=$1 sig=$2 want_rc=$3; shift 3
    db=$TMP/$name.db
    # a background job of sh starts with SIGINT ignored, which the tool keeps ignoring: env gives it back
    env --default-signal=INT $BIN/bank build $db -n $N --seed 5 "$@" 2> $TMP/$name.err & pid=$!
    stored $db $pid; first=$?
    kill -$sig $pid; { wait $pid; rc=$?; } 2> /dev/null
    said=$(sed -n 's/^bank: .*: \([0-9]*\) added, \([0-9]*\) of '$N' sudoku 9x9 (box 3x3) puzzles of this seed in [0-9.]* s; stopped by a signal: run the same command again to go on$/\1 \2/p' $TMP/$name.err)
    kept=$(rows $db)
    check "$name: SIG$sig after the first puzzles stored: exit $want_rc (got $rc), the summary says it ($said), the bank holds $kept" holds \
        '[ $first = 0 ] && [ $rc = $want_rc ] && [ "$said" = "$kept $kept" ] && [ "$kept" -gt 0 ] && [ "$kept" -lt $N ]'
    check "$name: the summary on a line of its own, nothing else said" holds \
        '[ "$(tr "\r" "\n" < $TMP/$name.err | grep -v "^bank: [0-9]* of '$N' puzzles, " | grep -cv "^$")" = 1 ]'
    check "$name: the bank passes sqlite3's integrity check" holds '[ "$(sqlite3 $db "PRAGMA integrity_check")" = ok ]'
    $BIN/bank build $db -n $N --seed 5 "$@" 2> $TMP/$name.again; rc=$?
    check "$name: run again, the build ends (rc $rc): the rest added, bin/gen's $N puzzles, none twice" holds \
        '[ $rc = 0 ] && grep -q "^bank: .*: $(($N - $kept)) added, $N of $N sudoku 9x9 (box 3x3) puzzles of this seed in [0-9.]* s$" $TMP/$name.again &&
         [ "$($BIN/bank export $db | sort)" = "$(cat $TMP/want)" ] && [ "$(sqlite3 $db "SELECT count(DISTINCT idx) FROM puzzles")" = $N ]'
}
stop int INT 130 --no-progress
stop term TERM 143 -j 2 --progress # a signal that may come to a worker thread, a progress line open
# A second stop signal, of another kind, ends the build at once: no summary, the second signal's status; what was
# stored stays a sound bank.
env --default-signal=INT $BIN/bank build $TMP/two.db -n 2000 --seed 5 --no-progress 2> $TMP/two.err & pid=$!
stored $TMP/two.db $pid
kill -INT $pid; kill -TERM $pid; wait $pid; rc=$?
check "SIGINT then SIGTERM: ended at once by a signal (rc $rc; the two may be handled on two threads at once), no summary, the bank sound" holds \
    '{ [ $rc = 143 ] || [ $rc = 130 ]; } && ! grep -q "stopped by a signal" $TMP/two.err && [ "$(sqlite3 $TMP/two.db "PRAGMA integrity_check")" = ok ]'
# nohup: a SIGHUP ignored when the build starts leaves it to finish.
(trap '' HUP; exec $BIN/bank build $TMP/h.db -n 600 --seed 5 --no-progress) 2> $TMP/h.err & pid=$!
stored $TMP/h.db $pid
kill -HUP $pid 2> /dev/null; hup=$?; wait $pid; rc=$?
check "SIGHUP ignored from the start (nohup), sent while it ran: the build goes on to its end (rc $rc: $(cat $TMP/h.err))" holds \
    '[ $hup = 0 ] && [ $rc = 0 ] && grep -q "^bank: .*: 600 added, 600 of 600 .* of this seed in [0-9.]* s$" $TMP/h.err && [ "$(rows $TMP/h.db)" = 600 ]'
# `bank regrade` stopped once its first batch is written: the batch in hand is written, the counts said with the
# stop, and a second run grades the rest. Its ratings wiped first, every row regraded is one that changed.
$BIN/bank add $TMP/rg.db $TMP/want 2> /dev/null
sqlite3 $TMP/rg.db "UPDATE puzzles SET rating = 0, technique = ''"
regraded() { sqlite3 "$1" "SELECT count(*) FROM puzzles WHERE rating > 0" 2> /dev/null; }
env --default-signal=INT $BIN/bank regrade $TMP/rg.db --no-progress 2> $TMP/rg.err & pid=$!
tries=0
while [ $tries -lt 600 ] && kill -0 $pid 2> /dev/null && [ "$(regraded $TMP/rg.db)" = 0 ]; do sleep 0.05; tries=$((tries + 1)); done
kill -INT $pid; { wait $pid; rc=$?; } 2> /dev/null
said=$(sed -n 's/^regraded \([0-9]*\) puzzles: \1 changed (levels 0), 0 unchanged; stopped by a signal: run the same command again to go on$/\1/p' $TMP/rg.err)
done1=$(regraded $TMP/rg.db)
check "regrade: SIGINT after its first batch: exit 130 (got $rc), the counts said with the stop ($said), as many regraded ($done1)" holds \
    '[ $rc = 130 ] && [ -n "$said" ] && [ "$said" = "$done1" ] && [ "$done1" -lt $N ] && [ "$(sqlite3 $TMP/rg.db "PRAGMA integrity_check")" = ok ]'
$BIN/bank regrade $TMP/rg.db --no-progress 2> $TMP/rg.again; rc=$?
check "regrade run again: the rest changed, every row graded (rc $rc)" holds \
    '[ $rc = 0 ] && grep -qx "regraded $N puzzles: $(($N - $done1)) changed (levels 0), $done1 unchanged" $TMP/rg.again && [ "$(regraded $TMP/rg.db)" = $N ]'
finish
