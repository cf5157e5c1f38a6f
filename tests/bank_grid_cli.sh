#!/bin/sh
# bank_grid_cli.sh: `bank add` reads Sudoku grids (rows of numbers, `bin/gen --format grid`, with or without their
# solutions) as `bin/dlx --format grid` reads them: each stored as its one-line form is, its solution dlx's.
. tests/shcheck.sh
K=$BIN/bank
G=$RELBIN/gen
D=$RELBIN/dlx
# dlx's answers to a grid file (grids, a blank line after each) as lines of the default symbols.
grid_lines() {
    awk 'BEGIN { s = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" }
         NF == 0 { if (v != "") print v; v = ""; next } { for (k = 1; k <= NF; k++) v = v substr(s, $k, 1) }
         END { if (v != "") print v }'
}
solutions() { # solutions DB: the stored solutions, in the order added
    $K export "$1" --format json | sed 's/.*"solution":"\([^"]*\)".*/\1/'
}
# The same puzzles as grids and as lines, of several sides and boxes: the same rows, dlx's solutions.
for shape in "4" "6" "6 --box 3x2" "9" "12" "16"; do
    set -- $shape; size=$1; shift; opts="$*"
    name=$size$(echo "$opts" | tr -d ' -')
    $G --size $size "$@" -n 4 --seed 5 --format grid > $TMP/g$name.txt
    $G --size $size "$@" -n 4 --seed 5 > $TMP/l$name.txt
    $K add $TMP/g$name.db "$@" $TMP/g$name.txt 2> $TMP/g$name.err; rc=$?
    $K add $TMP/l$name.db "$@" $TMP/l$name.txt 2> /dev/null
    check "bank add: 4 grids of side $size $opts added, exit 0 (rc $rc: $(head -1 $TMP/g$name.err))" \
        holds '[ $rc -eq 0 ] && grep -qx "added 4, duplicates 0, rejected 0" $TMP/g$name.err'
    check "bank add: the grids of side $size $opts store the rows their lines store" \
        holds '$K export $TMP/g$name.db --format json > $TMP/a.json && $K export $TMP/l$name.db --format json > $TMP/b.json &&
               [ $(wc -l < $TMP/a.json) -eq 4 ] && cmp -s $TMP/a.json $TMP/b.json'
    check "bank add: the solutions of the grids of side $size $opts are dlx --format grid's" \
        holds '[ "$(solutions $TMP/g$name.db)" = "$($D --format grid $opts $TMP/g$name.txt | grid_lines)" ]'
done
# With their solutions (rows under "## solution" right after each puzzle's): the puzzles alone are added, as
# without them, each with the solution gen's line form writes beside it.
$G --size 9 -n 5 --seed 8 --format grid --with-solution > $TMP/ws.txt
$G --size 9 -n 5 --seed 8 --format grid > $TMP/wo.txt
$K add $TMP/ws.db $TMP/ws.txt 2> $TMP/ws.err; rc=$?
$K add $TMP/wo.db $TMP/wo.txt 2> /dev/null
check "bank add: 5 grids with their solutions are 5 puzzles (rc $rc: $(head -1 $TMP/ws.err))" \
    holds '[ $rc -eq 0 ] && grep -qx "added 5, duplicates 0, rejected 0" $TMP/ws.err &&
           $K export $TMP/ws.db --format json > $TMP/a.json && $K export $TMP/wo.db --format json > $TMP/b.json &&
           cmp -s $TMP/a.json $TMP/b.json'
check "bank add: their stored solutions are those gen writes beside its lines" \
    holds '[ "$(solutions $TMP/ws.db)" = "$($G --size 9 -n 5 --seed 8 --with-solution | cut -d " " -f 2)" ]'
# A full grid after a blank line, the solution's rows without their mark, is paired with the puzzle above too.
sed 's/^## solution$//' $TMP/ws.txt > $TMP/bare.txt
$K add $TMP/bare.db $TMP/bare.txt 2> $TMP/bare.err
check "bank add: grids each followed by its solution after a blank line are 5 puzzles, stored as above" \
    holds 'grep -qx "added 5, duplicates 0, rejected 0" $TMP/bare.err &&
           $K export $TMP/bare.db --format json | cmp -s - $TMP/a.json'
# A solution under "## solution" that is none is refused with its puzzle.
awk '/^## solution$/ { m++ } m == 2 && /^[1-9]/ && !done { t = $1; $1 = $2; $2 = t; done = 1 } { print }' \
    $TMP/ws.txt > $TMP/wrong.txt
$K add $TMP/wrong.db $TMP/wrong.txt 2> $TMP/wrong.err; rc=$?
check "bank add: a wrong solution under a grid refuses it, at the grid's first line; the others added (rc $rc)" \
    holds '[ $rc -eq 2 ] && grep -qx "added 4, duplicates 0, rejected 1" $TMP/wrong.err &&
           grep -q "^bank: $TMP/wrong.txt:21: the solution given is no solution of the puzzle: " $TMP/wrong.err'
{ sed -n 1,9p $TMP/ws.txt; echo; sed -n 10,60p $TMP/ws.txt; } > $TMP/apart.txt
$K add $TMP/apart.db $TMP/apart.txt 2> $TMP/apart.err
check "bank add: a solution's mark and rows after a blank line go with the grid above, as a bare full grid does" \
    holds 'grep -qx "added 3, duplicates 0, rejected 0" $TMP/apart.err &&
           [ "$(solutions $TMP/apart.db)" = "$($G --size 9 -n 3 --seed 8 --with-solution | cut -d " " -f 2)" ]'
# --kind sudoku reads them too; a line puzzle and grids in one file.
{ head -1 $TMP/l9.txt; cat $TMP/wo.txt; } > $TMP/mixed.txt
$K add $TMP/mx.db --kind sudoku $TMP/mixed.txt 2> $TMP/mx.err; rc=$?
check "bank add --kind sudoku: a line and 5 grids in one file, 6 added (rc $rc: $(head -1 $TMP/mx.err))" \
    holds '[ $rc -eq 0 ] && grep -qx "added 6, duplicates 0, rejected 0" $TMP/mx.err'
# A full grid after a puzzle that is not its solution (a given differs) is a puzzle of its own.
{ sed -n 1,10p $TMP/bare.txt; awk 'BEGIN { RS = ""; ORS = "\n\n" } NR == 4' $TMP/bare.txt; } > $TMP/other.txt
$K add $TMP/ot.db $TMP/other.txt 2> $TMP/ot.err
check "bank add: a full grid after another puzzle than its own is added as a puzzle" \
    grep -qx "added 2, duplicates 0, rejected 0" $TMP/ot.err
# A 64x64 grid, whose values the line form cannot spell: stored as its Solo id, as that id is.
$G --size 64 --empty 3 --seed 3 --format grid > $TMP/g64.txt
$G --size 64 --empty 3 --seed 3 --format tatham > $TMP/t64.txt
$K add $TMP/g64.db --no-grade $TMP/g64.txt 2> $TMP/g64.err; rc=$?
$K add $TMP/t64.db --no-grade $TMP/t64.txt 2> /dev/null
check "bank add: a 64x64 grid is stored as its Solo id is (rc $rc: $(head -1 $TMP/g64.err))" \
    holds '[ $rc -eq 0 ] && grep -qx "added 1, duplicates 0, rejected 0" $TMP/g64.err &&
           $K export $TMP/g64.db --format json > $TMP/a.json && $K export $TMP/t64.db --format json > $TMP/b.json &&
           cmp -s $TMP/a.json $TMP/b.json'
# Malformed grids: each named at its line, the good one after them added, exit 2.
printf '0 0 0 1\n0 0 3\n4 0 0 0\n0 0 2 0\n\n0 0 0 1\n0 0 x 0\n4 0 0 0\n0 0 2 0\n\n0 0 0 1\n0 0 3 0\n\n' > $TMP/bad.txt
printf '0 0 0 1\n0 0 3 0\n4 0 0 5\n0 0 2 0\n\n' >> $TMP/bad.txt
sed -n 1,5p $TMP/g4.txt >> $TMP/bad.txt
$K add $TMP/bad.db $TMP/bad.txt 2> $TMP/bad.err; rc=$?
check "bank add: malformed grids refused, exit 2, the good grid added (rc $rc: $(tail -1 $TMP/bad.err))" \
    holds '[ $rc -eq 2 ] && grep -qx "added 1, duplicates 0, rejected 4" $TMP/bad.err'
check "bank add: a short row named at its line" grep -qx "bank: $TMP/bad.txt:2: 3 values, the first row had 4" $TMP/bad.err
check "bank add: a wrong symbol named at its line" \
    grep -qx "bank: $TMP/bad.txt:7: 'x' is not a value from 0 to 4" $TMP/bad.err
check "bank add: too few rows named at the grid's first line" \
    grep -qx "bank: $TMP/bad.txt:11: 2 rows of 4 values: a grid needs 4 rows" $TMP/bad.err
check "bank add: a value over the side named at its line" \
    grep -qx "bank: $TMP/bad.txt:16: value 5 is larger than N = 4" $TMP/bad.err
# A puzzle refused (two solutions, as dlx counts them; or malformed) and its solution after it: one refusal.
printf '0 0 3 4\n3 4 1 2\n0 0 4 3\n4 3 2 1\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\n' > $TMP/two.txt
printf '0 0 3\n3 4 1 2\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\n' > $TMP/cut.txt
$K add $TMP/two.db $TMP/two.txt 2> $TMP/two.err; rc=$?
$K add $TMP/cut.db $TMP/cut.txt 2> $TMP/cut.err; rc2=$?
check "bank add: a grid of two solutions (dlx: $(head -4 $TMP/two.txt | $D --format grid --count)) and a solution: refused once" \
    holds '[ $rc -eq 2 ] && [ "$(head -4 $TMP/two.txt | $D --format grid --count)" = 2 ] &&
           grep -qx "bank: $TMP/two.txt:1: more than one solution" $TMP/two.err &&
           grep -qx "added 0, duplicates 0, rejected 1" $TMP/two.err'
check "bank add: a malformed grid and the full grid after it: refused once, nothing added" \
    holds '[ $rc2 -eq 2 ] && grep -qx "added 0, duplicates 0, rejected 1" $TMP/cut.err'
finish
