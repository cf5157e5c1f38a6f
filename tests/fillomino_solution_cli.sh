# fillomino_solution_cli.sh: a solution beside a puzzle (gen --with-solution's second column or '## solution' rows)
# is read alike by solve, features and transform: solve checks it against the puzzle and the rules, features
# leaves it out of its numbers, and one that is no full grid of the puzzle's shape is an error in all three.
. tests/shcheck.sh
F=$BIN/fillomino

# gen's puzzles with their solutions in each form: solve finds the solution given (the generator's own full
# board, made before the puzzle); features gives the numbers of the puzzles alone.
for form in line block tatham; do
    $F gen --width 6 --height 5 -n 4 --seed 11 --format $form --with-solution > $TMP/ws.txt
    $F gen --width 6 --height 5 -n 4 --seed 11 --format $form > $TMP/bare.txt
    if [ $form = block ]; then
        awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' $TMP/ws.txt > $TMP/want.txt
    else
        cut -d' ' -f2 $TMP/ws.txt > $TMP/want.txt
    fi
    $F solve $TMP/ws.txt > $TMP/got.txt 2> $TMP/err; rc=$?
    check "solve, $form with solutions: the solution given, found, exit 0" holds \
        '[ $rc = 0 ] && [ ! -s $TMP/err ] && cmp -s $TMP/got.txt $TMP/want.txt'
    $F solve --count $TMP/ws.txt > $TMP/got.txt 2> $TMP/err; rc=$?
    check "solve --count, $form with solutions: 1 each" holds \
        '[ $rc = 0 ] && [ "$(sort -u $TMP/got.txt)" = 1 ] && [ "$(wc -l < $TMP/got.txt)" = 4 ]'
    $F features $TMP/ws.txt > $TMP/got.txt 2> $TMP/err; rc=$?
    $F features $TMP/bare.txt > $TMP/want.txt
    check "features, $form with solutions: the numbers of the puzzles alone" holds \
        '[ $rc = 0 ] && [ ! -s $TMP/err ] && cmp -s $TMP/got.txt $TMP/want.txt && [ "$(wc -l < $TMP/got.txt)" = 4 ]'
done

# One-line puzzles whose second column is changed in one cell: at a clue (the solution contradicts the puzzle), or
# at an empty cell (its old region is one short of its number: no solution by the rules). Each is an error of solve.
$F gen --width 6 --height 5 -n 2 --seed 11 --format line --with-solution > $TMP/l.txt
change() { # change WHICH: the first solution cell under a clue (clue) or an empty cell (empty), made another value
    awk -v which=$1 '{
        split($1, p, ":"); split($2, s, ":"); n = length(p[2])
        for (k = 1; k <= n; k++) if ((substr(p[2], k, 1) == ".") == (which == "empty")) break
        v = substr(s[2], k, 1); w = (v == "1") ? "2" : "1"
        print $1 " " s[1] ":" substr(s[2], 1, k - 1) w substr(s[2], k + 1)
    }' $TMP/l.txt
}
change clue > $TMP/clue.txt
change empty > $TMP/empty.txt
check "the test's changed solutions: one cell each differs from gen's" holds \
    '[ "$(cmp -l $TMP/l.txt $TMP/clue.txt | wc -l)" = 2 ] && [ "$(cmp -l $TMP/l.txt $TMP/empty.txt | wc -l)" = 2 ]'
$F solve $TMP/clue.txt > $TMP/o 2> $TMP/e; rc=$?
check "solve: a solution that changes a clue is an error naming the cell, each line" holds \
    '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && [ "$(wc -l < $TMP/o)" = 2 ] &&
     [ "$(grep -c "clue.txt:[12]: the solution given is no solution of the puzzle: [0-9]* at row [0-9]*, column [0-9]* where the puzzle has" $TMP/e)" = 2 ]'
$F solve --count $TMP/empty.txt > $TMP/o 2> $TMP/e; rc=$?
check "solve --count: a solution whose regions break the rules is an error, each line" holds \
    '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && [ "$(wc -l < $TMP/o)" = 2 ] &&
     [ "$(grep -c "empty.txt:[12]: the solution given is no solution of the puzzle: a region" $TMP/e)" = 2 ]'
$F features $TMP/empty.txt > $TMP/o 2> $TMP/e; rc=$?
$F features $TMP/l.txt > $TMP/want.txt
check "features: a full grid of the shape is left out, right or not" holds '[ $rc = 0 ] && cmp -s $TMP/o $TMP/want.txt'

# A second column of another shape, and '## solution' rows one short: an error in solve, features and transform.
awk '{ print $1 " 3x2:123456" }' $TMP/l.txt > $TMP/shape.txt
$F gen --width 6 --height 5 -n 1 --seed 11 --with-solution | sed '$d' | sed '$d' > $TMP/short.txt
for cmd in solve features transform; do
    $F $cmd $TMP/shape.txt > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd: a second column of another shape is an error, not left out" holds \
        '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && grep -q "second column is no solution of the 6x5 puzzle" $TMP/e'
    $F $cmd $TMP/short.txt > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd: '## solution' rows fewer than the puzzle's is an error" holds \
        '[ $rc = 2 ] && grep -qx error $TMP/o && grep -q "the solution has 4 rows, the puzzle 5" $TMP/e'
done
finish
