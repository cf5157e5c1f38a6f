# bank_stop_cli.sh: `bank add` stopped before its input's end says where: by a signal (the puzzles read so far
# stored, the summary naming the last line read, the exit status the signal's; one ignored at the start stays
# ignored), or by a full disk (a tmpfs).
. tests/shcheck.sh
$RELBIN/gen -n 3000 --seed 5 > $TMP/big.txt 2> /dev/null
# SIGTERM while the add waits for more input (100 lines given, the pipe held open): the wait ends, every line
# read is in the bank and no other, the summary names the last and says the input after it was not read, and the
# tool ends by the signal. A SIGHUP it started ignoring (nohup) leaves it to finish.
head -n 100 $TMP/big.txt > $TMP/100.txt
{ cat $TMP/100.txt; sleep 8; } | $BIN/bank add $TMP/s.db 2> $TMP/s.err & pid=$!
sleep 5
kill -TERM $pid; { wait $pid; rc=$?; } 2> /dev/null
line=$(sed -n 's/.*; stopped by a signal after stdin:\([0-9]*\), the input after it not read$/\1/p' $TMP/s.err)
added=$(sed -n 's/^added \([0-9]*\), .*/\1/p' $TMP/s.err)
head -n "${line:-0}" $TMP/big.txt | sort > $TMP/want
sqlite3 $TMP/s.db "SELECT puzzle FROM puzzles" 2> /dev/null | sort > $TMP/got
check "SIGTERM while waiting for input: exit 143 at once, line $line named, its puzzles and no others stored ($added added)" holds \
    '[ $rc = 143 ] && [ "$line" = 100 ] && [ "$added" = 100 ] && cmp -s $TMP/want $TMP/got'
{ cat $TMP/100.txt; sleep 2; } | (trap '' HUP; exec $BIN/bank add $TMP/h.db) 2> $TMP/h.err & pid=$!
sleep 1
kill -HUP $pid; wait $pid; rc=$?
check "SIGHUP ignored from the start (nohup): the add goes on to its end (rc $rc: $(cat $TMP/h.err))" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/h.err)" = "added 100, duplicates 0, rejected 0" ]'
# A disk that fills (a tmpfs of 256 KiB in a mount namespace): the line where reading stopped is named.
if unshare -m true 2> /dev/null; then
    mkdir $TMP/full
    unshare -m sh -c "mount -t tmpfs -o size=256k tmpfs $TMP/full && $BIN/bank add $TMP/full/a.db $TMP/big.txt" 2> $TMP/f.err; rc=$?
    line=$(sed -n 's/.*; stopped at .*big.txt:\([0-9]*\), the input after it not read$/\1/p' $TMP/f.err)
    summed=$(sed -n 's/^added \([0-9]*\), duplicates 0, rejected 0, not written \([0-9]*\);.*/\1 + \2/p' $TMP/f.err)
    check "a full disk: exit 1, the line where reading stopped ($line) is the rows added and not written ($summed)" holds \
        '[ $rc = 1 ] && [ -n "$line" ] && [ "$line" -lt 3000 ] && [ -n "$summed" ] && [ $(($summed)) = "$line" ]'
else
    echo "note: no mount namespace here (unshare -m): the full disk case is not run"
fi
finish
