# bank_build_options_cli.sh: `bank build --empty T` and `--symmetry S` make bin/gen's puzzles of those options (the
# cells counted in sqlite3's rows and the export), counted and resumed apart; refused in bin/gen's words.
. tests/shcheck.sh
R=${RELBIN:-bin}
DB=$TMP/o.db
dots() { awk '{ n = gsub(/\./, "."); print n }' | sort -u | tr '\n' ' '; } # the counts of '.' of the lines, once each
# --empty T: every stored puzzle has exactly T empty cells, counted in the puzzle's text (sqlite3 and the export),
# and they are bin/gen's puzzles 0.. of the seed with --empty T, in their order.
$BIN/bank build $DB --empty 40 -n 4 --seed 7 --no-progress 2> $TMP/e; rc=$?
$R/gen --empty 40 -n 4 --seed 7 > $TMP/want40
check "build --empty 40 -n 4: exit 0 ($(cat $TMP/e)), 4 rows each of 40 '.' in sqlite3's puzzle and its empties column" holds \
    '[ $rc = 0 ] && [ "$(sqlite3 $DB "SELECT puzzle FROM puzzles" | dots)" = "40 " ] &&
     [ "$(sqlite3 $DB "SELECT count(*) FROM puzzles WHERE empties = 40")" = 4 ]'
check "build --empty 40: the export's lines have 40 empty cells, and are bin/gen --empty 40 --seed 7's puzzles 0-3" holds \
    '[ "$($BIN/bank export $DB | dots)" = "40 " ] && [ "$(sqlite3 $DB "SELECT puzzle FROM puzzles ORDER BY idx")" = "$(cat $TMP/want40)" ]'
# The seed's plain puzzles are another request: counted apart, so -n 3 without --empty adds bin/gen --seed 7's 3.
$BIN/bank build $DB -n 3 --seed 7 --no-progress 2> $TMP/e; rc=$?
check "build -n 3 after --empty 40 -n 4, same seed: 3 added, bin/gen --seed 7's, beside the 4 (rc $rc: $(cat $TMP/e))" holds \
    '[ $rc = 0 ] && grep -q ": 3 added, 3 of 3 " $TMP/e && [ "$(sqlite3 $DB "SELECT count(*) FROM puzzles")" = 7 ] &&
     [ "$(sqlite3 $DB "SELECT puzzle FROM puzzles WHERE empties != 40 ORDER BY idx")" = "$($R/gen -n 3 --seed 7)" ]'
$BIN/bank build $DB --empty 40 -n 4 --seed 7 --no-progress 2> $TMP/e; again=$?
$BIN/bank build $DB --empty 40 -n 6 --seed 7 --no-progress 2> $TMP/e6; rc=$?
$R/gen --empty 40 -n 6 --seed 7 > $TMP/want40
check "build --empty 40 again: 0 added; -n 6: 2 more, bin/gen's puzzles 4 and 5 ($(cat $TMP/e6))" holds \
    '[ $again = 0 ] && grep -q ": 0 added, 4 of 4 .* (--empty 40) in" $TMP/e && [ $rc = 0 ] && grep -q ": 2 added, 6 of 6 " $TMP/e6 &&
     [ "$(sqlite3 $DB "SELECT puzzle FROM puzzles WHERE empties = 40 ORDER BY idx")" = "$(cat $TMP/want40)" ]'
# --symmetry S: bin/gen's puzzles with it, the clue pattern symmetric (rot180: cell k and cell 80 - k alike).
$BIN/bank build $TMP/s.db --symmetry rot180 -n 3 --seed 2 --no-progress 2> $TMP/e; rc=$?
$BIN/bank build $TMP/s.db --symmetry mirror --empty 30 -n 2 --seed 2 --no-progress 2> $TMP/e2; rc2=$?
check "build --symmetry rot180 (and mirror --empty 30): bin/gen's puzzles with the same options, rot180's symmetric" holds \
    '[ $rc = 0 ] && [ $rc2 = 0 ] &&
     [ "$(sqlite3 $TMP/s.db "SELECT puzzle FROM puzzles WHERE empties != 30 ORDER BY idx")" = "$($R/gen --symmetry rot180 -n 3 --seed 2)" ] &&
     [ "$(sqlite3 $TMP/s.db "SELECT puzzle FROM puzzles WHERE empties = 30 ORDER BY idx")" = "$($R/gen --symmetry mirror --empty 30 -n 2 --seed 2)" ] &&
     sqlite3 $TMP/s.db "SELECT puzzle FROM puzzles WHERE empties != 30" | awk "{ for (k = 1; k <= 81; k++)
         if ((substr(\$1, k, 1) == \".\") != (substr(\$1, 82 - k, 1) == \".\")) e = 1 } END { exit e }"'
# Fillomino takes both, flip among its symmetries: bin/gen --variant fillomino's puzzles, each of 20 empty cells.
$BIN/bank build $TMP/f.db --kind fillomino --size 6 --empty 20 --symmetry flip -n 3 --seed 3 --no-progress 2> $TMP/e; rc=$?
check "build --kind fillomino --empty 20 --symmetry flip: bin/gen --variant fillomino's, 20 empty cells each" holds \
    '[ $rc = 0 ] && [ "$(sqlite3 $TMP/f.db "SELECT puzzle FROM puzzles ORDER BY idx")" = \
       "$($R/gen --variant fillomino --size 6 --empty 20 --symmetry flip -n 3 --seed 3)" ] &&
     [ "$(sqlite3 $TMP/f.db "SELECT puzzle FROM puzzles" | dots)" = "20 " ]'
# --per-level K --empty T fills each level with puzzles of T empty cells.
$BIN/bank build $TMP/p.db --per-level 1 --empty 45 --no-progress 2> $TMP/e; rc=$?
check "build --per-level 1 --empty 45: one of each level easy to evil, each of 45 '.' ($(cat $TMP/e))" holds \
    '[ $rc = 0 ] && [ "$(sqlite3 $TMP/p.db "SELECT group_concat(level) FROM (SELECT level FROM puzzles ORDER BY level)")" = 0,1,2,3 ] &&
     [ "$(sqlite3 $TMP/p.db "SELECT puzzle FROM puzzles" | dots)" = "45 " ]'
# A kind that does not take an option, or a value no kind takes: refused as bin/gen refuses it (its words after
# "bank: "), exit 2, no bank made; --per-level too, where a refusal would have been taken for one level's.
for bad in "--kind futoshiki --empty 5|--variant futoshiki --empty 5" "--kind nonogram --empty 5|--variant nonogram --empty 5" \
           "--kind futoshiki --empty 5 --per-level 1|--variant futoshiki --empty 5" \
           "--variant jidoku --symmetry flip|--variant jidoku --symmetry flip" \
           "--symmetry spin|--variant fillomino --symmetry spin" "--empty x|--variant fillomino --empty x"; do
    opts=${bad%|*}
    case $opts in *per-level*) ;; *) opts="$opts -n 2" ;; esac
    $BIN/bank build $TMP/r.db $opts --no-progress > $TMP/o 2> $TMP/e; rc=$?
    $R/gen ${bad#*|} -n 2 > /dev/null 2> $TMP/ge
    check "build ${bad%|*}: exit 2, bin/gen's words ($(head -n 1 $TMP/e)), no bank made" holds \
        '[ $rc = 2 ] && [ ! -e $TMP/r.db ] && [ -s $TMP/ge ] && [ "$(head -n 1 $TMP/e | sed "s/^bank: //")" = "$(sed "s/^gen: //" $TMP/ge)" ]'
done
# --budget S: a batch whose every puzzle gives up at it ends the build (it went on for a thousand such puzzles, a
# minute each by default), exit 1, the target and the budget named, nothing stored.
$BIN/bank build $TMP/bu.db --size 16 -n 1 --empty 215 --budget 0.3 --no-progress 2> $TMP/e; rc=$?
check "build --empty 215 --budget 0.3 (16x16): ends, exit 1, said ($(grep -- '--empty 215:' $TMP/e))" holds \
    '[ $rc = 1 ] && grep -q "^bank: --empty 215: none of the last 1 puzzles reached it in 0.3 s of CPU time each" $TMP/e &&
     [ "$(sqlite3 $TMP/bu.db "SELECT count(*) FROM puzzles")" = 0 ]'
# A stop signal ends the puzzle in hand (not after its budget), and the puzzle not made is made by the next build.
$BIN/bank build $TMP/st.db --size 16 -n 2 --empty 215 --budget 60 --no-progress 2> $TMP/e & pid=$!
sleep 1; kill -TERM $pid; t=0
while kill -0 $pid 2> /dev/null && [ $t -lt 20 ]; do sleep 0.5; t=$((t + 1)); done
kill -0 $pid 2> /dev/null && kill -KILL $pid; wait $pid; rc=$?
check "build --empty 215 --budget 60, SIGTERM after 1 s: ended within 10 s (rc $rc, $t half-seconds), puzzle 0 not marked made" holds \
    '[ $t -lt 20 ] && [ "$(sqlite3 $TMP/st.db "SELECT count(*) FROM puzzles")" = 0 ] &&
     [ "$(sqlite3 $TMP/st.db "SELECT count(*) FROM builds WHERE next_idx > 0")" = 0 ]'
$BIN/bank build $TMP/pl.db --size 4 --per-level 1 --symmetry rot180 2> $TMP/e; rc=$?
check "build --per-level with --symmetry: refused, exit 2 (its levels are counted without it)" holds \
    '[ $rc = 2 ] && grep -q "per-level does not take --symmetry" $TMP/e && [ ! -e $TMP/pl.db ]'
finish
