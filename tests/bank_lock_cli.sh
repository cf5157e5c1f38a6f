# bank_lock_cli.sh: a bank another writer holds (sqlite3's own transaction) makes add, build and regrade wait the
# 10 s a writer waits, then give up with `database is locked`, exit status 1, the bank as it was.
. tests/shcheck.sh
R=${RELBIN:-bin}
DB=$TMP/held.db
$R/gen --size 4 -n 3 --seed 1 | $BIN/bank add $DB 2> /dev/null
$R/gen --size 4 -n 2 --seed 2 > $TMP/more.txt
before=$(sqlite3 $DB "SELECT group_concat(puzzle) FROM puzzles")
# The holder: sqlite3 with a write transaction open while its shell command sleeps.
sqlite3 $DB "BEGIN IMMEDIATE;" "UPDATE puzzles SET rating = rating WHERE id = 1;" ".shell sleep 40" > /dev/null 2>&1 & holder=$!
for i in $(seq 100); do sqlite3 -cmd ".timeout 0" $DB "BEGIN IMMEDIATE; ROLLBACK;" 2> /dev/null || break; sleep 0.1; done
began=$(date +%s)
$BIN/bank add $DB $TMP/more.txt 2> $TMP/add.err & a=$!
$BIN/bank build $DB --size 4 -n 5 --seed 3 --no-progress 2> $TMP/build.err & b=$!
$BIN/bank regrade $DB 2> $TMP/regrade.err & r=$!
wait $a; ra=$?; wait $b; rb=$?; wait $r; rr=$?
took=$(($(date +%s) - began))
kill $holder 2> /dev/null; wait $holder 2> /dev/null
for c in add build regrade; do
    eval "rc=\$r$(echo $c | cut -c1)"
    check "$c of a bank held by another writer: exit 1, 'database is locked' (rc $rc: $(head -1 $TMP/$c.err))" holds \
        '[ $rc = 1 ] && grep -q "^bank: $DB: database is locked$" $TMP/$c.err'
done
check "the three gave up within 25 s (waited the 10 s a writer waits, not a try of 10 s each; took $took s)" \
    holds '[ $took -ge 9 ] && [ $took -le 25 ]'
check "the bank as it was, whole (sqlite3's integrity check), and written once free" holds \
    '[ "$(sqlite3 $DB "SELECT group_concat(puzzle) FROM puzzles")" = "$before" ] &&
     [ "$(sqlite3 $DB "PRAGMA integrity_check")" = ok ] && $BIN/bank add $DB $TMP/more.txt 2> /dev/null &&
     [ "$(sqlite3 $DB "SELECT count(*) FROM puzzles")" = 5 ]'
finish
