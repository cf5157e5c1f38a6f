# transform_read_cli.sh: gen transform reads its lines as bin/dlx does: a line in the alphabet first (so an
# alphabet holding ':' is no Solo id), a Solo id else, and a bad line named with the symbol and its column.
. tests/shcheck.sh

$BIN/gen -n 2 --seed 5 > $TMP/p.txt
$BIN/gen transform --named rot90 $TMP/p.txt | tr '123456789' ':BCDEFGHI' > $TMP/want
tr '123456789' ':BCDEFGHI' < $TMP/p.txt > $TMP/colon.txt
$BIN/gen transform --symbols ':BCDEFGHI' --named rot90 $TMP/colon.txt > $TMP/o 2> $TMP/e; rc=$?
check "an alphabet holding ':': its lines are transformed as in the default alphabet" holds \
    '[ $rc = 0 ] && cmp -s $TMP/o $TMP/want && [ ! -s $TMP/e ]'
$BIN/gen -n 1 --seed 5 --format tatham > $TMP/id.txt
$BIN/gen transform --named rot90 $TMP/id.txt > $TMP/o 2> $TMP/e; rc=$?
check "a Solo id is still read as one, and written as one" holds \
    '[ $rc = 0 ] && [ "$($BIN/dlx $TMP/o)" = "$($BIN/gen transform --named rot90 $TMP/p.txt | head -1 | $BIN/dlx)" ]'
printf '  1..x............\n' > $TMP/bad.txt
$BIN/dlx $TMP/bad.txt 2> $TMP/dlx.err > /dev/null
$BIN/gen transform --named rot90 $TMP/bad.txt > $TMP/o 2> $TMP/e; rc=$?
check "a bad symbol: named, with its column counting the indent, in dlx's words" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -Fqx "gen: $TMP/bad.txt:1: unknown symbol '"'x'"' at column 6" $TMP/e &&
     [ "$(sed s/^dlx:/gen:/ $TMP/dlx.err)" = "$(cat $TMP/e)" ]'
# The Sudoku kind's reader (bank add, classify --via-table, dlx --via-table) names the symbol, or the byte, as bin/dlx
# does: it said "unknown symbol at column 4".
printf '1..x............\n' > $TMP/sym.txt
printf '1..\001............\n' > $TMP/byte.txt
for f in sym byte; do
    $BIN/dlx $TMP/$f.txt 2> $TMP/dlx.err > /dev/null
    words=$(sed "s|^dlx: $TMP/$f.txt:1: ||" $TMP/dlx.err)
    $BIN/bank add $TMP/b.db --kind sudoku $TMP/$f.txt 2> $TMP/bank.err; rc=$?
    $BIN/classify grade --via-table $TMP/$f.txt 2> $TMP/classify.err > /dev/null
    $BIN/dlx --variant sudoku --via-table $TMP/$f.txt 2> $TMP/table.err > /dev/null
    check "a bad $f through the Sudoku kind's reader: bank add, classify and dlx --via-table say dlx's words ($words)" holds \
        '[ $rc = 2 ] && echo "$words" | grep -q "^unknown [a-z]* .* at column 4$" &&
         grep -Fqx "bank: $TMP/$f.txt:1: $words" $TMP/bank.err && grep -Fqx "classify: $TMP/$f.txt:1: $words" $TMP/classify.err &&
         grep -Fqx "dlx: $TMP/$f.txt:1: $words" $TMP/table.err'
done
finish
