# one_cell_cli.sh: a line of one symbol (most likely a row of a grid file read as lines) is no Sudoku, and no
# tool takes a 1x1 however it is given (a Solo id, --box 1x1, --size 1, a one-value grid): one rule for all.
. tests/shcheck.sh

WORDS="1 cell is not a puzzle (N*N cells, N from 2 to 64; rows of numbers are the grid format)"
# Seed 3's 4x4 grid has every row starting with 0 or 1: read as lines, each row was a 1x1 puzzle and a label.
$BIN/gen --size 4 --seed 3 --format grid > $TMP/grid.txt
$BIN/gen transform --named rot90 $TMP/grid.txt > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: rows of a grid file are refused, each named, 'error' in its place, exit 2" holds \
    '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && [ "$(wc -l < $TMP/o)" = 4 ] &&
     grep -Fqx "gen: $TMP/grid.txt:1: $WORDS" $TMP/e && [ "$(grep -Fc "$WORDS" $TMP/e)" = 4 ]'
printf '0\n' | $BIN/gen transform --transforms 2 > $TMP/o 2> $TMP/e; rc=$?
check "gen transform --transforms: a one-symbol line is refused, K 'error' lines" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "error error " ] && grep -Fqx "gen: stdin:1: $WORDS" $TMP/e'
printf '1 x\n' | $BIN/dlx > $TMP/o 2> $TMP/e; rc=$?
check "dlx says the same words" holds '[ $rc = 2 ] && grep -Fqx "dlx: stdin:1: $WORDS" $TMP/e'
$BIN/bank add $TMP/b.db $TMP/grid.txt > $TMP/o 2> $TMP/e; rc=$?
check "bank add: a grid file is read as its grid (the puzzle gen writes as a line), not as 1x1 Sudoku rows" holds \
    '[ $rc = 0 ] && grep -Fq "added 1, duplicates 0, rejected 0" $TMP/e &&
     [ "$(sqlite3 $TMP/b.db "SELECT puzzle FROM puzzles")" = "$($BIN/gen --size 4 --seed 3)" ]'
printf '.\n' | $BIN/bank add $TMP/b.db --kind sudoku > $TMP/o 2> $TMP/e; rc=$?
check "bank add --kind sudoku: a one-symbol line is rejected with the same words" holds \
    '[ $rc = 2 ] && grep -Fq "stdin:1: $WORDS" $TMP/e'
printf '1\n' | $BIN/dlx --variant sudoku --via-table > $TMP/o 2> $TMP/e; rc=$?
check "dlx --variant sudoku --via-table: the same" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -Fq "stdin:1: $WORDS" $TMP/e'
# A 2x2 line is still read.
printf '1...\n' | $BIN/gen transform --named mirror > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: a 2x2 line is still read" holds '[ $rc = 0 ] && [ "$(cat $TMP/o)" = .1.. ]'

# A 1x1 is no Sudoku to any tool, however it is given: a one-symbol line, a Solo id, --box 1x1, --size 1, a
# one-value grid. Every tool answers alike: exit status 2, no puzzle or answer written (only 'error' lines, a
# blank line after each in grid form), and the words of the one rule ("from 2 to 64"; a 1x1 Solo id is also a
# 1x1 Fillomino's id, and may be named as one). The truth: a 1x1 is below the smallest side that bin/gen --size
# takes and the guides name.
RULE="from 2 to 64"
one() { # one "description" INPUT command...: runs command on INPUT, keeps its status and output
    d=$1 input=$2; shift 2
    printf '%s\n' "$input" | "$@" > $TMP/o 2> $TMP/e; rc=$?
    if [ $rc = 2 ] && { [ ! -s $TMP/o ] || [ "$(grep -v "^$" $TMP/o | sort -u)" = error ]; } && grep -Eq "$RULE|a fillomino puzzle: read it with --variant fillomino" $TMP/e; then
        echo "$d: refused" >> $TMP/agree
    else
        echo "$d: rc=$rc out=$(head -c 40 $TMP/o) err=$(head -c 120 $TMP/e)" >> $TMP/agree
    fi
}
: > $TMP/agree
for line in . 1 1x1:1; do
    one "dlx $line" $line $BIN/dlx
    one "dlx --variant sudoku $line" $line $BIN/dlx --variant sudoku
    one "dlx --box 1x1 $line" $line $BIN/dlx --box 1x1
    one "dlx --variant sudoku --box 1x1 $line" $line $BIN/dlx --variant sudoku --box 1x1
    one "gen transform $line" $line $BIN/gen transform --named rot90
    one "gen transform --box 1x1 $line" $line $BIN/gen transform --named rot90 --box 1x1
    one "classify grade $line" $line $BIN/classify grade
    one "classify grade --box 1x1 $line" $line $BIN/classify grade --box 1x1
    one "bank add --kind sudoku $line" $line $BIN/bank add $TMP/one.db --kind sudoku
    one "bank add --kind sudoku --box 1x1 $line" $line $BIN/bank add $TMP/one.db --kind sudoku --box 1x1
done
one "dlx --format grid" 0 $BIN/dlx --format grid
one "classify grade --format grid" 0 $BIN/classify grade --format grid
one "gen --size 1" "" $BIN/gen --size 1 -n 1
one "gen --box 1x1" "" $BIN/gen --box 1x1 -n 1
one "gen --variant sudoku --size 1" "" $BIN/gen --variant sudoku --size 1 -n 1
one "gen --variant sudoku --box 1x1" "" $BIN/gen --variant sudoku --box 1x1 -n 1
one "bank build --size 1" "" $BIN/bank build $TMP/one.db --size 1 -n 1
one "bank build --box 1x1" "" $BIN/bank build $TMP/one.db --box 1x1 -n 1
one "bank pick --box 1x1" "" $BIN/bank pick $TMP/one.db --box 1x1
check "every tool refuses a 1x1 in every form, in the rule's words" holds \
    '[ "$(grep -vc ": refused$" $TMP/agree)" = 0 ] || { grep -v ": refused$" $TMP/agree; false; }'
check "and nothing of it was stored" holds \
    '[ ! -e $TMP/one.db ] || [ "$(sqlite3 $TMP/one.db "SELECT count(*) FROM puzzles")" = 0 ]'
# The other way round, puzzle lines read with --format grid: each tool says what they are.
$BIN/gen --size 6 -n 1 --seed 4 > $TMP/line6.txt
for cmd in "dlx" "dlx --variant sudoku" "classify grade"; do
    $BIN/$cmd --format grid $TMP/line6.txt > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd --format grid of a puzzle line: error, exit 2, 'a puzzle line: read it without --format grid'" holds \
        '[ $rc = 2 ] && [ "$(head -n 1 $TMP/o)" = error ] &&
         grep -q "line6.txt:1: .* (a puzzle line: read it without --format grid)$" $TMP/e'
done
finish
