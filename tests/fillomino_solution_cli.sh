# fillomino_solution_cli.sh: a solution beside a puzzle (gen --with-solution's second column or '## solution' rows)
# is read alike by solve, features and transform: solve checks it against the puzzle and the rules (as dlx --variant
# fillomino does), features leaves it out of its numbers, and one that is no full grid of the puzzle's shape is an
# error in all of them.
. tests/shcheck.sh
F=$BIN/fillomino

# A blank line between a block and its "## solution" leaves the section alone: an error at its line, in place of an
# answer (its rows were read as a second puzzle: two answers for one, exit 0); the blocks after it are answered.
$F gen --width 4 --height 4 -n 2 --seed 5 --format block --with-solution > $TMP/two.txt
awk '/^## solution/ && !done { print ""; done = 1 } { print }' $TMP/two.txt > $TMP/apart.txt
for tool in "$F solve" "$BIN/dlx --variant fillomino"; do
    $tool --count $TMP/apart.txt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    line=$(grep -n "^## solution" $TMP/apart.txt | head -n 1 | cut -d: -f1)
    check "$tool: '## solution' after a blank line: an error at its line $line, two puzzles answered, exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(grep -v "^$" $TMP/o.txt | tr "\n" " ")" = "1 error 1 " ] &&
               [ "$(cat $TMP/e.txt)" = "$(basename "${tool%% *}"): $TMP/apart.txt:$line: \"## solution\" with no puzzle right above it: its rows go right under the puzzle'"'"'s, with no blank line between" ]'
done

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
     [ "$(grep -c "empty.txt:[12]: the solution given is no solution of the puzzle: the region of [0-9]*s at row [0-9]*, column [0-9]* has [0-9]* cells*$" $TMP/e)" = 2 ]'
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
    first=$(($(grep -n "^## solution" $TMP/short.txt | cut -d: -f1) + 1))
    check "$cmd: '## solution' rows fewer than the puzzle's is an error, named at the first of them" holds \
        '[ $rc = 2 ] && grep -qx error $TMP/o && grep -qxF "fillomino: $TMP/short.txt:$first: the solution has 4 rows, the puzzle 5" $TMP/e'
done

# A janko block whose '## solution' rows are changed, followed by another block: the error names the line of the
# solution row that holds the cell it names. A clue changed (row 1, column 1: 5 made 6), and an empty cell
# changed (row 3, column 1, '.' in the puzzle: 5 made 1), which breaks regions: the region named is checked here
# by a flood fill of the given rows (its size is not its number, and is the size said).
J=$DATA/fillomino_janko.txt
sed -n 1,30p $J > $TMP/two.txt
check "the test's blocks: janko's first (a 6x6 with its solution, row 3 '...1.2' and '554132'), then another" holds \
    '[ "$(sed -n 8p $TMP/two.txt)" = "## solution" ] && [ "$(sed -n 4p $TMP/two.txt)" = "...1.2" ] &&
     [ "$(sed -n 11p $TMP/two.txt)" = 554132 ] && [ "$(sed -n 9p $TMP/two.txt)" = 545555 ] &&
     [ "$(sed -n 2p $TMP/two.txt | cut -c1)" = 5 ] && [ "$(grep -c "^# " $TMP/two.txt)" = 2 ]'
sed '9s/^5/6/' $TMP/two.txt > $TMP/bad_clue.txt
sed '11s/^5/1/' $TMP/two.txt > $TMP/bad_region.txt
for cmd in solve "solve --count"; do
    $F $cmd $TMP/bad_clue.txt > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd: a clue changed in solution row 1: named at that row's line (9), the next block answered" holds \
        '[ $rc = 2 ] && [ "$(head -n 1 $TMP/o)" = error ] && [ "$(grep -c . $TMP/e)" = 1 ] &&
         grep -qxF "fillomino: $TMP/bad_clue.txt:9: the solution given is no solution of the puzzle: 6 at row 1, column 1 where the puzzle has 5" $TMP/e'
done
region() { # region FILE FIRST R C: the value at row R, column C of the rows of digits from line FIRST on, and the size of its region
    awk -v first=$2 -v r0=$3 -v c0=$4 'NR >= first && /^[0-9]+$/ && !done { h++; w = length($0); for (c = 1; c <= w; c++) g[h, c] = substr($0, c, 1); next }
        NR > first { done = 1 }
        END { v = g[r0, c0]; n = 0; top = 0; sr[++top] = r0; sc[top] = c0; seen[r0, c0] = 1
              while (top > 0) { r = sr[top]; c = sc[top]; top--; n++
                  for (d = 0; d < 4; d++) { rr = r + (d == 0) - (d == 1); cc = c + (d == 2) - (d == 3)
                      if (rr >= 1 && rr <= h && cc >= 1 && cc <= w && !((rr, cc) in seen) && g[rr, cc] == v) {
                          seen[rr, cc] = 1; sr[++top] = rr; sc[top] = cc } } }
              print v, n }' $1
}
$F solve $TMP/bad_region.txt > $TMP/o 2> $TMP/e; rc=$?
said=$(sed -n 's/.*the region of \([0-9]*\)s at row \([0-9]*\), column \([0-9]*\) has \([0-9]*\) cells*$/\1 \2 \3 \4/p' $TMP/e)
v=$(echo "$said" | cut -d' ' -f1) row=$(echo "$said" | cut -d' ' -f2) col=$(echo "$said" | cut -d' ' -f3)
size=$(echo "$said" | cut -d' ' -f4)
at=$(sed -n "s|^fillomino: $TMP/bad_region.txt:\([0-9]*\): .*|\1|p" $TMP/e)
check "solve: an empty cell's value changed: a region whose size is not its number, named by a cell of it, at its row's line" holds \
    '[ $rc = 2 ] && [ "$(head -n 1 $TMP/o)" = error ] && [ -n "$size" ] && [ "$at" = $((8 + row)) ] &&
     [ "$(region $TMP/bad_region.txt 9 $row $col)" = "$v $size" ] && [ "$v" != "$size" ] &&
     [ "$(grep -c error $TMP/o)" = 1 ] && [ "$(grep -c . $TMP/e)" = 1 ]'
# A value no region of the board can have (5 on a 2x2 board, whose regions hold 1 to 4 cells) is named as such,
# not as a region of 0 cells.
printf '# 2x2\n..\n..\n## solution\n55\n55\n' > $TMP/too_large.txt
$F solve $TMP/too_large.txt > $TMP/o 2> $TMP/e; rc=$?
check "solve: a solution value past the board's cells is named with the board's bound" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] &&
     grep -qxF "fillomino: $TMP/too_large.txt:5: the solution given is no solution of the puzzle: 5 at row 1, column 1, where a 2x2 board'"'"'s regions hold 1 to 4 cells" $TMP/e'

# bin/dlx --variant fillomino reads a solution beside a puzzle through the same reader and check as solve: the
# right ones pass (the answer is solve's), and every wrong or misshapen one above is the same error, in the same
# place, in the same words at the same line.
for form in line block tatham; do
    $F gen --width 6 --height 5 -n 4 --seed 11 --format $form --with-solution > $TMP/ws.txt
    $BIN/dlx --variant fillomino $TMP/ws.txt > $TMP/got.txt 2> $TMP/err; rc=$?
    $F solve --format line $TMP/ws.txt > $TMP/want.txt
    check "dlx --variant fillomino, $form with solutions: solve's answers, exit 0" holds \
        '[ $rc = 0 ] && [ ! -s $TMP/err ] && cmp -s $TMP/got.txt $TMP/want.txt && [ "$(wc -l < $TMP/got.txt)" = 4 ]'
done
for f in clue empty shape short bad_clue bad_region too_large; do
    $F solve --count $TMP/$f.txt > $TMP/want.txt 2> $TMP/want.err
    $BIN/dlx --variant fillomino --count $TMP/$f.txt > $TMP/got.txt 2> $TMP/err; rc=$?
    check "dlx --variant fillomino --count, $f: the solution refused as solve refuses it, the same message, exit 2" holds \
        '[ $rc = 2 ] && grep -qx error $TMP/got.txt && cmp -s $TMP/got.txt $TMP/want.txt && [ -s $TMP/err ] &&
         sed "s/^dlx: /fillomino: /" $TMP/err | cmp -s - $TMP/want.err'
done
finish
