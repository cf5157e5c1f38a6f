# bank_regrade_cli.sh: `bin/bank regrade` and the ungraded rows against bin/classify's grades and sqlite3's own
# counts: kind by kind, --level ungraded, stale ratings, kill -9 mid-regrade, a bank that cannot grow or be written.
. tests/shcheck.sh
B=$BIN/bank
R=${RELBIN:-bin}
count() { sqlite3 "$1" "$2"; }
# A 9x9 with several solutions: digits of a puzzle made blank until bin/dlx finds more than one.
two=$($R/gen -n 1 --seed 3 | sed 's/[1-9]/./')
while [ "$(echo $two | $R/dlx --count=3)" = 1 ]; do two=$(echo $two | sed 's/[1-9]/./'); done
# regrade: a bank added --no-grade (every row ungraded) graded again as bin/classify grades each puzzle, kind by
# kind (classify's level names lowered, as export's); --kind touches that kind alone; a second regrade changes
# nothing; the key, the pick order (rnd) and every other column stay.
RG=$TMP/rg.db
for k in "sudoku -n 60" "futoshiki --size 5 -n 8" "jidoku --box 3x2 -n 3" "nonogram --width 6 --height 5 -n 3" \
         "fillomino --size 5 -n 3"; do
    $R/gen --variant $k --seed 11 > $TMP/rg.txt
    $B add $RG --no-grade --kind $(echo $k | sed 's/ -n.*//; s/--size 5//; s/--width.*//') $TMP/rg.txt 2> /dev/null
done
stored() { $B export $RG --kind $1 --format json | sed 's/.*"levelName":"\([^"]*\)","rating":\([^,]*\),"technique":"\([^"]*\)".*/\2 \1 \3/'; }
graded() { $B export $RG --kind $1 | $R/classify grade --variant $1 $2 | awk '{ $2 = tolower($2); print }'; }
same_as_classify() { # same_as_classify KIND...: every row of each kind stored as bin/classify grades it
    for k in "$@"; do [ -n "$(stored $k)" ] && [ "$(stored $k)" = "$(graded $k "$([ $k = jidoku ] && echo --box 3x2)")" ] || return 1; done
}
ungraded() { count $RG "SELECT count(*) FROM puzzles WHERE level = -1 AND rating = 0 AND technique = '' $1"; }
kept() { count $RG "SELECT id, kind, shape, puzzle, solution, clues, empties, solutions, seed, idx, canon, rnd, added FROM puzzles ORDER BY id"; }
kept > $TMP/kept_before
before=$(ungraded)
$B regrade $RG --kind futoshiki --no-progress 2> $TMP/rg.err; rc=$?
check "regrade --kind futoshiki: its 8 rows graded as bin/classify grades them, the 69 others still ungraded, said" holds \
    '[ "$before" = 77 ] && [ $rc = 0 ] && same_as_classify futoshiki && [ "$(ungraded "AND kind != '"'futoshiki'"'")" = 69 ] &&
     [ "$(cat $TMP/rg.err)" = "regraded 8 puzzles: 8 changed (levels 8), 0 unchanged" ]'
$B regrade $RG -j 2 --no-progress 2> $TMP/rg.err; rc=$?
check "regrade -j 2: every kind as bin/classify grades it; counts said" holds \
    '[ $rc = 0 ] && same_as_classify sudoku futoshiki jidoku nonogram fillomino && [ "$(ungraded)" = 0 ] &&
     [ "$(cat $TMP/rg.err)" = "regraded 77 puzzles: 69 changed (levels 69), 8 unchanged" ]'
check "regrade: graded, and the ids, puzzles, keys, pick order (rnd), seeds and dates as they were" holds \
    '[ "$(ungraded)" = 0 ] && [ -s $TMP/kept_before ] && [ "$(kept)" = "$(cat $TMP/kept_before)" ]'
hard=$($B export $RG --kind sudoku | $R/classify grade | grep -c " Hard ")
check "pick --level hard after regrade: the $hard puzzles bin/classify grades hard, no other" holds \
    '[ "$hard" -gt 0 ] && [ "$($B pick $RG --level hard -n 1000 | $R/classify grade | cut -d" " -f2 | sort | uniq -c | tr -s " ")" = " $hard Hard" ]'
$B export $RG --format json > $TMP/rg_before.json
$B regrade $RG --no-progress 2> $TMP/rg.err; rc=$?
check "regrade again: nothing changed (said, and the export the same)" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/rg.err)" = "regraded 77 puzzles: 0 changed (levels 0), 77 unchanged" ] &&
     [ "$($B export $RG --format json)" = "$(cat $TMP/rg_before.json)" ]'
# Ratings a former grader gave (0.4 more on every fifth Sudoku), and no level moved: put back, counted.
count $RG "UPDATE puzzles SET rating = rating + 0.4 WHERE kind = 'sudoku' AND id % 5 = 0"
$B regrade $RG --kind sudoku --level hard --no-progress 2> $TMP/rg.err
hard_stale=$(count $RG "SELECT count(*) FROM puzzles WHERE kind = 'sudoku' AND level = 2 AND id % 5 = 0")
$B regrade $RG --kind sudoku --no-progress 2> $TMP/rg2.err
check "regrade of stale ratings: --level hard puts back its $hard_stale, then the 12 less them; the bank as graded before" holds \
    '[ "$hard_stale" -gt 0 ] && [ "$(cat $TMP/rg.err)" = "regraded $hard puzzles: $hard_stale changed (levels 0), $((hard - hard_stale)) unchanged" ] &&
     [ "$(cat $TMP/rg2.err)" = "regraded 60 puzzles: $((12 - hard_stale)) changed (levels 0), $((48 + hard_stale)) unchanged" ] &&
     [ "$($B export $RG --format json)" = "$(cat $TMP/rg_before.json)" ]'
# A puzzle with several solutions keeps what add stored (here the grade its JSON carried): no level is for it.
echo "{\"puzzle\":\"$two\",\"level\":\"hard\",\"rating\":4.5,\"technique\":\"x-wing\"}" | $B add $TMP/two2.db --no-grade --max-solutions 1000 2> /dev/null
$B regrade $TMP/two2.db --no-progress 2> $TMP/rg.err; rc=$?
check "regrade: a puzzle with several solutions left as it is, said" holds \
    '[ $rc = 0 ] && [ "$(count $TMP/two2.db "SELECT level, rating, technique FROM puzzles")" = "2|4.5|x-wing" ] &&
     [ "$(cat $TMP/rg.err)" = "regraded 0 puzzles: 0 changed (levels 0), 0 unchanged; 1 left as it is (no grader, or several solutions)" ]'
# --level ungraded: exactly the puzzle lines added --no-grade, of every kind (or of --kind's), no graded row; regrade
# --level ungraded grades those alone, as bin/classify grades them, and leaves none ungraded.
UG=$TMP/ug.db
$R/gen -n 12 --seed 21 > $TMP/ug_graded.txt
$R/gen -n 9 --seed 22 > $TMP/ug_sudoku.txt
$R/gen --variant futoshiki --size 5 -n 4 --seed 23 > $TMP/ug_futo.txt
$B add $UG $TMP/ug_graded.txt 2> $TMP/ug.err
$B add $UG --no-grade $TMP/ug_sudoku.txt 2>> $TMP/ug.err
$B add $UG --no-grade --kind futoshiki $TMP/ug_futo.txt 2>> $TMP/ug.err
check "pick --level ungraded: the 13 lines added --no-grade (Sudoku and Futoshiki), none of the 12 graded" holds \
    '[ "$(grep -c "rejected 0$" $TMP/ug.err)" = 3 ] && [ "$($B pick $UG --level ungraded -n 100 | sort)" = "$(sort $TMP/ug_sudoku.txt $TMP/ug_futo.txt)" ]'
check "export --level ungraded --kind futoshiki: its 4 in the order added; pick --random of the Sudoku: its 9" holds \
    '[ "$($B export $UG --level ungraded --kind futoshiki)" = "$(cat $TMP/ug_futo.txt)" ] &&
     [ "$($B pick $UG --level ungraded --kind sudoku --seed 5 -n 100 | sort)" = "$(sort $TMP/ug_sudoku.txt)" ]'
# stats takes the filters of pick: the groups, levels and clues of the matching rows alone, as sqlite3 counts them.
clues() { count $UG "SELECT group_concat(c, ' ') FROM (SELECT clues || ':' || count(*) AS c FROM puzzles WHERE $1 GROUP BY clues ORDER BY clues)"; }
$B stats $UG --level ungraded > $TMP/ug_stats.txt
check "stats --level ungraded: the 9 Sudoku and 4 Futoshiki lines added --no-grade, by their clues" holds \
    '[ "$(grep ": [0-9]* puzzles*$" $TMP/ug_stats.txt | tr "\n" ,)" = "futoshiki 5x5: 4 puzzles,sudoku 9x9 (box 3x3): 9 puzzles,total: 13 puzzles," ] &&
     [ "$(sed -n "s/^  clues: //p" $TMP/ug_stats.txt | tr "\n" ,)" = "$(clues "level = -1 AND kind = \"futoshiki\""),$(clues "level = -1 AND kind = \"sudoku\"")," ] &&
     [ "$(grep -c "levels:.* ungraded [0-9]" $TMP/ug_stats.txt)" = 2 ]'
empt=$(count $UG "SELECT min(empties) || ':' || (min(empties) + 3) FROM puzzles WHERE kind = 'sudoku'")
check "stats --kind sudoku --level hard --empty $empt --solutions 1: those alone (sqlite3's count and clues)" holds \
    '$B stats $UG --kind sudoku --level hard --empty $empt --solutions 1 > $TMP/ug_hard.txt &&
     [ "$(tail -n 1 $TMP/ug_hard.txt)" = "total: $(count $UG "SELECT count(*) FROM puzzles WHERE kind = \"sudoku\" AND level = 2 AND empties BETWEEN ${empt%:*} AND ${empt#*:}") puzzles" ] &&
     [ "$(sed -n "s/^  clues: //p" $TMP/ug_hard.txt)" = "$(clues "kind = \"sudoku\" AND level = 2 AND empties BETWEEN ${empt%:*} AND ${empt#*:}")" ]'
$B stats $UG --format json > /dev/null 2> $TMP/st.err; rc=$?
$B stats $UG --kind fillomino --box 3x3 > /dev/null 2>> $TMP/st.err; rc2=$?
check "stats: a filter of its own (--format) or a --box without boxes refused, exit 2, as pick refuses them" holds \
    '[ $rc = 2 ] && [ $rc2 = 2 ] && grep -q "unknown option .--format" $TMP/st.err && grep -q "box is for sudoku and jidoku" $TMP/st.err'
$B regrade $UG --level ungraded --no-progress 2> $TMP/rg.err
$B pick $UG --level ungraded 2> $TMP/ug_none.err; rc=$?
check "regrade --level ungraded: the 13 graded (said), as bin/classify grades them; then none ungraded (exit 1)" holds \
    '[ "$(cat $TMP/rg.err)" = "regraded 13 puzzles: 13 changed (levels 13), 0 unchanged" ] && [ $rc = 1 ] &&
     grep -q "no puzzle matches" $TMP/ug_none.err &&
     [ "$($B export $UG --kind sudoku --format json | sed "s/.*\"levelName\":\"\([a-z]*\)\".*/\1/")" = \
       "$($B export $UG --kind sudoku | $R/classify grade | cut -d" " -f2 | tr A-Z a-z)" ] &&
     [ "$($B export $UG --kind futoshiki --format json | sed "s/.*\"levelName\":\"\([a-z]*\)\".*/\1/")" = \
       "$($B export $UG --kind futoshiki | $R/classify grade --variant futoshiki | cut -d" " -f2 | tr A-Z a-z)" ]'
# kill -9 in the middle of a regrade of 3,000 Sudoku: whole batches of 500 written, the bank whole; meanwhile
# pick reads and another writer gets in within 0.2 s (no lock held while grading); run again, it completes.
$R/gen -n 3000 --seed 12 > $TMP/rg3k.txt
$R/bank add $TMP/rgk.db --no-grade $TMP/rg3k.txt 2> /dev/null
cp $TMP/rgk.db $TMP/rglim.db
$R/bank regrade $TMP/rgk.db --no-progress 2> /dev/null & pid=$!
tries=0; while [ "$(count $TMP/rgk.db "SELECT count(*) FROM puzzles WHERE level >= 0")" = 0 ] && [ $tries -lt 200 ]; do sleep 0.02; tries=$((tries + 1)); done
$R/bank pick $TMP/rgk.db > /dev/null 2>&1; pick_rc=$?
sqlite3 -cmd ".timeout 200" $TMP/rgk.db "BEGIN IMMEDIATE; COMMIT;" 2> $TMP/w3.err; write_rc=$?
kill -9 $pid 2> /dev/null; wait $pid 2> /dev/null
done_rows=$(count $TMP/rgk.db "SELECT count(*) FROM puzzles WHERE level >= 0")
check "regrade killed (-9) after $done_rows of 3000: whole batches of 500 kept, integrity ok; pick and a writer got in meanwhile" holds \
    '[ "$done_rows" -gt 0 ] && [ "$done_rows" -lt 3000 ] && [ $((done_rows % 500)) = 0 ] && [ $pick_rc = 0 ] && [ $write_rc = 0 ] &&
     [ "$(count $TMP/rgk.db "PRAGMA integrity_check")" = ok ]'
$R/bank regrade $TMP/rgk.db --no-progress 2> $TMP/rg.err
LC_ALL=C sort $TMP/rg3k.txt | $R/classify grade | awk '{ print $1, tolower($2), $3 }' > $TMP/rg3k.want
check "regrade run again: the rest graded (said), every row as bin/classify grades it" holds \
    '[ "$(cat $TMP/rg.err)" = "regraded 3000 puzzles: $((3000 - done_rows)) changed (levels $((3000 - done_rows))), $done_rows unchanged" ] &&
     [ "$($R/bank export $TMP/rgk.db --format json | sed "s/.*\"puzzle\":\"\([^\"]*\)\".*\"levelName\":\"\([^\"]*\)\",\"rating\":\([^,]*\),\"technique\":\"\([^\"]*\)\".*/\1 \3 \2 \4/" | LC_ALL=C sort | cut -d" " -f2-)" = "$(cat $TMP/rg3k.want)" ]'
# A bank that cannot grow: exit 1, said; the batches written before are counted, the one that failed is not.
sh -c "trap '' XFSZ; ulimit -f 3000; exec $R/bank regrade $TMP/rglim.db --no-progress" 2> $TMP/rglim.err; rc=$?
check "regrade of a bank that cannot grow: exit 1, the error named, the count it gives is the bank's" holds \
    '[ $rc = 1 ] && grep -q "rglim.db: .*were not written" $TMP/rglim.err &&
     [ "$(sed -n "s/^regraded [0-9]* puzzles: \([0-9]*\) changed.*/\1/p" $TMP/rglim.err)" = "$(count $TMP/rglim.db "SELECT count(*) FROM puzzles WHERE level >= 0")" ] &&
     [ "$(count $TMP/rglim.db "PRAGMA integrity_check")" = ok ]'
# A read-only bank file: refused before any work, exit 2, the file as it was (root writes anything: run as nobody).
mkdir $TMP/rgro && cp $TMP/rglim.db $TMP/rgro/b.db && cp $TMP/rglim.db $TMP/rgro_orig.db && chmod 444 $TMP/rgro/b.db && chmod 777 $TMP/rgro
if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1; then
    chmod 711 $TMP
    su nobody -s /bin/sh -c "$B regrade $TMP/rgro/b.db --no-progress 2> $TMP/rgro/err; echo \$? > $TMP/rgro/rc" 2> /dev/null
    rc=$(cat $TMP/rgro/rc 2> /dev/null)
else
    $B regrade $TMP/rgro/b.db --no-progress 2> $TMP/rgro/err; rc=$?
fi
check "regrade of a read-only bank file: exit 2, said, the file unchanged" holds \
    '[ "$rc" = 2 ] && grep -q "b.db: the bank cannot be written (a read-only file)" $TMP/rgro/err && cmp -s $TMP/rgro/b.db $TMP/rgro_orig.db'
finish
