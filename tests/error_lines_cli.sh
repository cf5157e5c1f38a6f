# error_lines_cli.sh: a line that is exactly 'error', which the generators write where they have no puzzle (a
# --transforms variant a symmetric puzzle lacks), is read back as no puzzle: answered 'error' in its place, named
# as such, and skipped by bank add, counted in its closing line.
. tests/shcheck.sh

NOTE="no puzzle here (an 'error' line its maker wrote)"
$BIN/gen --size 4 -n 2 --seed 3 > $TMP/two.txt
{ sed -n 1p $TMP/two.txt; echo error; echo '  error'; sed -n 2p $TMP/two.txt; } > $TMP/mixed.txt
$BIN/dlx --count $TMP/mixed.txt > $TMP/o 2> $TMP/e; rc=$?
check "dlx: an 'error' line (indented too) is answered 'error' in its place, named as no puzzle, exit 2" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "1 error error 1 " ] &&
     grep -qx "dlx: $TMP/mixed.txt:2: $NOTE" $TMP/e && grep -qx "dlx: $TMP/mixed.txt:3: $NOTE" $TMP/e && [ "$(wc -l < $TMP/e)" = 2 ]'
for cmd in grade hint features; do
    $BIN/classify $cmd $TMP/mixed.txt > $TMP/o 2> $TMP/e; rc=$?
    check "classify $cmd: the 'error' lines answered 'error', named as no puzzle" holds \
        '[ $rc = 2 ] && [ "$(sed -n 2,3p $TMP/o | tr "\n" " ")" = "error error " ] && [ "$(wc -l < $TMP/o)" = 4 ] &&
         grep -qx "classify: $TMP/mixed.txt:2: $NOTE" $TMP/e'
done
printf 'error\n' | $BIN/fillomino solve > $TMP/o 2> $TMP/e; rc=$?
check "fillomino solve: an 'error' line named as no puzzle" holds '[ $rc = 2 ] && grep -qx "fillomino: stdin:1: $NOTE" $TMP/e'
for kind in futoshiki nonogram; do
    printf 'error\n' | $BIN/dlx --variant $kind > $TMP/o 2> $TMP/e; rc=$?
    check "dlx --variant $kind: an 'error' line named as no puzzle" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -qx "dlx: stdin:1: $NOTE" $TMP/e'
done
printf 'error\n' | $BIN/gen transform --transforms 2 > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: an 'error' line gets K 'error' lines, named as no puzzle" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "error error " ] && grep -qx "gen: stdin:1: $NOTE" $TMP/e'

# A symmetric 4x4 has half or fewer of the 3,071 variants asked: the rest are 'error' lines, in place.
$BIN/gen --size 4 -n 1 --seed 1 --symmetry rot90 --transforms 3071 > $TMP/t.txt 2> /dev/null
errors=$(grep -cx error $TMP/t.txt); puzzles=$(grep -cvx error $TMP/t.txt)
$BIN/dlx --count $TMP/t.txt > $TMP/c.txt 2> /dev/null
check "gen --transforms | dlx: 'error' exactly where gen wrote it, 1 for each puzzle ($errors of 3072 lines are 'error')" holds \
    '[ "$errors" -gt 0 ] && [ "$(wc -l < $TMP/c.txt)" = 3072 ] &&
     [ "$(paste -d" " $TMP/t.txt $TMP/c.txt | awk "(\$1 == \"error\") != (\$2 == \"error\") || (\$1 != \"error\" && \$2 != 1)" | wc -l)" = 0 ]'
$BIN/bank add $TMP/t.db $TMP/t.txt 2> $TMP/e; rc=$?
check "bank add: the 'error' lines skipped and counted, exit 0 (added 1: the variants are one puzzle's)" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 1, duplicates $((puzzles - 1)), rejected 0, skipped $errors" ]'
{ cat $TMP/mixed.txt; echo 123; } > $TMP/bad.txt
$BIN/bank add $TMP/b.db $TMP/bad.txt 2> $TMP/e; rc=$?
check "bank add: a bad line still rejected (exit 2), the 'error' lines skipped beside it" holds \
    '[ $rc = 2 ] && [ "$(tail -n 1 $TMP/e)" = "added 2, duplicates 0, rejected 1, skipped 2" ] && [ "$(wc -l < $TMP/e)" = 2 ]'
$BIN/bank add $TMP/n.db $TMP/two.txt 2> $TMP/e; rc=$?
check "bank add: with nothing skipped the closing line is as before" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 2, duplicates 0, rejected 0" ]'
finish
