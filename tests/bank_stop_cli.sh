# bank_stop_cli.sh: `bank add` stopped before its input's end says where: by a signal (the puzzles read so far
# stored, the summary naming the last line read, the exit status the signal's), or by a full disk (a tmpfs).
. tests/shcheck.sh
$RELBIN/gen -n 3000 --seed 5 > $TMP/big.txt 2> /dev/null
# SIGINT a second into an add fed by a pipe held open: every line up to the one named is in the bank, no other.
{ cat $TMP/big.txt; sleep 4; } | $BIN/bank add $TMP/s.db 2> $TMP/s.err & pid=$!
sleep 1
kill -INT $pid; wait $pid; rc=$?
line=$(sed -n 's/.*stopped by a signal after stdin:\([0-9]*\), the input after it not read$/\1/p' $TMP/s.err)
added=$(sed -n 's/^added \([0-9]*\), .*/\1/p' $TMP/s.err)
stored=$(sqlite3 $TMP/s.db "SELECT count(*) FROM puzzles" 2> /dev/null)
head -n "${line:-0}" $TMP/big.txt | sort > $TMP/want
sqlite3 $TMP/s.db "SELECT puzzle FROM puzzles" 2> /dev/null | sort > $TMP/got
check "SIGINT: exit 130, the last line read named ($line), its puzzles and no others stored ($added added, $stored rows)" holds \
    '[ $rc = 130 ] && [ -n "$line" ] && [ "$line" -lt 3000 ] && [ "$added" = "$line" ] && [ "$stored" = "$line" ] &&
     cmp -s $TMP/want $TMP/got'
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
