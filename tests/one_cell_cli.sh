# one_cell_cli.sh: a line of one symbol (most likely a row of a grid file read as lines) is no Sudoku: gen
# transform, bank add and the Sudoku kind refuse it with the words dlx and classify use, unless a 1x1 is asked for.
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
check "bank add: rows of a grid file are rejected, not stored as 1x1 Sudoku" holds \
    '[ $rc = 2 ] && grep -Fq "grid.txt:1: $WORDS" $TMP/e && grep -Fq "added 0, duplicates 0, rejected 4" $TMP/e &&
     [ "$(sqlite3 $TMP/b.db "SELECT count(*) FROM puzzles")" = 0 ]'
printf '.\n' | $BIN/bank add $TMP/b.db --kind sudoku > $TMP/o 2> $TMP/e; rc=$?
check "bank add --kind sudoku: a one-symbol line is rejected with the same words" holds \
    '[ $rc = 2 ] && grep -Fq "stdin:1: $WORDS" $TMP/e'
printf '1\n' | $BIN/dlx --variant sudoku --via-table > $TMP/o 2> $TMP/e; rc=$?
check "dlx --variant sudoku --via-table: the same" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -Fq "stdin:1: $WORDS" $TMP/e'
# A 2x2 line is still read, and a 1x1 when asked for by its shape.
printf '1...\n' | $BIN/gen transform --named mirror > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: a 2x2 line is still read" holds '[ $rc = 0 ] && [ "$(cat $TMP/o)" = .1.. ]'
printf '.\n' | $BIN/bank add $TMP/b.db --kind sudoku --box 1x1 > $TMP/o 2> $TMP/e; rc=$?
check "bank add --box 1x1: a 1x1 asked for is read" holds '[ $rc = 0 ] && grep -Fq "added 1, duplicates 0, rejected 0" $TMP/e'
printf '.\n' | $BIN/gen transform --named rot90 --box 1x1 > $TMP/o 2> $TMP/e; rc=$?
check "gen transform --box 1x1: a 1x1 asked for is read" holds '[ $rc = 0 ] && [ "$(cat $TMP/o)" = . ]'
finish
