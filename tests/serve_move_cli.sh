# serve_move_cli.sh: a bank moved over the file `bank serve` has open (built into a copy, then mv) is served from
# the next request on, by a live server and a --no-live one run by the bank's owner, and is never written into.
. tests/shcheck.sh
. tests/serve_start.sh

# The served bank: 4x4 Sudoku; the one moved over it: 5x5 Futoshiki (its own kinds, so the answers tell them apart).
$RELBIN/gen --size 4 -n 4 --seed 1 --format json > $TMP/sudoku.txt
$RELBIN/gen --variant futoshiki --size 5 -n 3 --seed 2 --format json > $TMP/futoshiki.txt
for mode in live no-live; do
    rm -f $TMP/bank.db* $TMP/next.db*
    $BIN/bank add $TMP/bank.db $TMP/sudoku.txt > /dev/null 2>&1
    start_server --threads 2 $([ $mode = no-live ] && echo --no-live)
    [ $mode = live ] && curl -s "$URL/api/puzzle?kind=sudoku&size=4&live=1" > $TMP/before.json # a write of its own
    before=$($BIN/bank stats $TMP/bank.db | sed -n 's/^total: \([0-9]*\).*/\1/p')
    $BIN/bank add $TMP/next.db $TMP/futoshiki.txt > /dev/null 2>&1
    mv $TMP/next.db $TMP/bank.db
    $BIN/bank stats $TMP/bank.db > $TMP/stats1 2>&1; rc1=$?
    curl -s "$URL/api/kinds" > $TMP/kinds.json
    curl -s -o $TMP/sudoku.json -w '%{http_code}' "$URL/api/puzzle?kind=sudoku&size=4" > $TMP/code
    [ $mode = live ] && curl -s "$URL/api/puzzle?kind=futoshiki&size=5&live=1" > $TMP/fresh.json
    kill -TERM $SERVER; wait $SERVER
    $BIN/bank stats $TMP/bank.db > $TMP/stats2 2>&1; rc2=$?
    want=$([ $mode = live ] && echo 4 || echo 3)
    check "$mode server, a bank moved over its file: read as it lies beside the server (rc $rc1), not the old one's $before" \
        holds '[ $rc1 = 0 ] && grep -q "^total: 3 puzzles" $TMP/stats1 && [ "$before" = $([ $mode = live ] && echo 5 || echo 4) ]'
    check "$mode server: the next requests answer from the moved bank (shapes of futoshiki alone; sudoku 4x4: 404)" \
        holds '[ "$(grep -o "\"name\":\"[a-z]*\",[^]]*],[^[]*\[{" $TMP/kinds.json | cut -d\" -f4)" = futoshiki ] &&
               [ "$(cat $TMP/code)" = 404 ] && grep -q "moved over: serving the new file" $LOG'
    check "$mode server: after it stops the bank reads whole (rc $rc2), with $want puzzles (a live one added to the new file)" \
        holds '[ $rc2 = 0 ] && grep -q "^total: $want puzzles" $TMP/stats2 &&
               [ "$(sqlite3 $TMP/bank.db "PRAGMA integrity_check")" = ok ]'
done
# A file that is no bank moved over it: 503 naming the cause, said once on stderr; a bank moved there then is served.
fresh_server() { # a server of a new bank of the 4x4 Sudokus
    rm -f $TMP/bank.db* $TMP/next.db*
    $BIN/bank add $TMP/bank.db $TMP/sudoku.txt > /dev/null 2>&1
    start_server --threads 2
}
get() { curl -s -o $TMP/$1.json -w '%{http_code}' "$2" > $TMP/$1.code; } # get NAME URL: $TMP/NAME.json and .code
fresh_server
echo "not a database" > $TMP/junk && mv $TMP/junk $TMP/bank.db
get junk1 "$URL/api/kinds"; get junk2 "$URL/api/kinds"
$BIN/bank add $TMP/next.db $TMP/futoshiki.txt > /dev/null 2>&1 && mv $TMP/next.db $TMP/bank.db
get after "$URL/api/puzzle?kind=futoshiki&size=5"
check "no bank moved over the file: 503 with its cause twice, said once on stderr; a bank moved there next is served" \
    holds '[ "$(cat $TMP/junk1.code $TMP/junk2.code)" = 503503 ] && grep -q "cannot be opened" $TMP/junk1.json &&
           [ $(grep -c "serve: .*bank.db" $LOG) = 2 ] && [ "$(cat $TMP/after.code)" = 200 ] &&
           [ "$(jget kind < $TMP/after.json)" = futoshiki ]'
kill -TERM $SERVER; wait $SERVER
# The bank removed while served: 503 naming it (picks came from the deleted file, and live puzzles went into it
# unsaid), said once on stderr; a bank put at the path then is served.
fresh_server
rm -f $TMP/bank.db $TMP/bank.db-wal $TMP/bank.db-shm
get gone1 "$URL/api/puzzle?kind=sudoku&size=4"; get gone2 "$URL/api/puzzle?kind=sudoku&size=4&live=1"
$BIN/bank add $TMP/next.db $TMP/sudoku.txt > /dev/null 2>&1 && mv $TMP/next.db $TMP/bank.db
get back "$URL/api/puzzle?kind=sudoku&size=4"
check "the bank removed: a pick and a live request 503, the removal said once on stderr; a bank put back is served" \
    holds '[ "$(cat $TMP/gone1.code $TMP/gone2.code)" = 503503 ] && grep -q "file was removed" $TMP/gone2.json &&
           [ $(grep -c "bank.db was removed" $LOG) = 1 ] && [ "$(cat $TMP/back.code)" = 200 ] &&
           [ "$(jget kind < $TMP/back.json)" = sudoku ]'
finish
