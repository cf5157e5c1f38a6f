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
# --named with a transform that needs square boxes: a puzzle of other boxes is an 'error' line of its own, named,
# and the puzzles after it are transformed as they are alone; a name that is none is refused before any reading.
$BIN/gen --size 9 -n 1 --seed 1 > $TMP/p9.txt
$BIN/gen --size 6 -n 1 --seed 1 > $TMP/p6.txt
cat $TMP/p9.txt $TMP/p6.txt $TMP/p9.txt > $TMP/mix.txt
$BIN/gen transform --named rot90 $TMP/mix.txt > $TMP/o 2> $TMP/e; rc=$?
$BIN/gen transform --named rot90 $TMP/p9.txt > $TMP/o9 2> /dev/null
check "gen transform --named rot90: a 6x6 (2x3 boxes) between two 9x9 is 'error', named; both 9x9 turned (rc $rc)" holds \
    '[ $rc = 2 ] && [ "$(sed -n 2p $TMP/o)" = error ] && [ "$(sed -n 1p $TMP/o)" = "$(cat $TMP/o9)" ] &&
     [ "$(sed -n 3p $TMP/o)" = "$(cat $TMP/o9)" ] && [ $(wc -l < $TMP/o) = 3 ] &&
     grep -q "mix.txt:2: --named rot90 needs square boxes (R = C); this puzzle.s are 2x3" $TMP/e'
$BIN/gen transform --named spin $TMP/p9.txt > $TMP/o 2> $TMP/e; rc=$?
check "gen transform --named spin: refused before reading, exit 2, the names listed (rc $rc)" holds \
    '[ $rc = 2 ] && [ ! -s $TMP/o ] && grep -q "spin. is unknown (identity transpose" $TMP/e'
# A JSON line's number fields are not read: a seed past 2^63 (gen takes up to 2^64 - 1) leaves the line readable.
$BIN/gen --size 4 -n 2 --seed 18446744073709551615 --format json > $TMP/big.json
$BIN/gen --size 4 -n 2 --seed 18446744073709551615 --with-solution > $TMP/big.txt
$BIN/dlx $TMP/big.json > $TMP/o1 2>&1; rc1=$?
$BIN/dlx $TMP/big.txt > $TMP/o2 2>&1; rc2=$?
check "dlx: gen's JSON lines of seed 2^64 - 1 answered as its lines (rc $rc1, $rc2)" holds \
    '[ $rc1 = 0 ] && [ $rc2 = 0 ] && grep -q 18446744073709551615 $TMP/big.json && [ $(wc -l < $TMP/o1) = 2 ] && cmp -s $TMP/o1 $TMP/o2'
$BIN/bank add $TMP/big.db $TMP/big.json > /dev/null 2> $TMP/e; rc=$?
check "bank add: gen's JSON lines of seed 2^64 - 1 refused for their seed, said so (rc $rc)" holds \
    '[ $rc = 2 ] && [ $(grep -c "big.json:[12]: a number past 2^63 - 1 at column [0-9]*: the bank keeps a seed up to" $TMP/e) = 2 ]'
# A JSON line's "box" is the puzzle's (as in bin/dlx): boxes of 3x2 on a side of 6, whose default is 2x3.
$BIN/gen --size 6 --box 3x2 -n 3 --seed 1 --format json > $TMP/b32.json
sed 's/,"solution":"[0-9]*"//' $TMP/b32.json > $TMP/b32bare.json
$BIN/gen transform --transforms 3 --seed 7 $TMP/b32bare.json > $TMP/o 2> $TMP/e; rc=$?
check "transform of JSON lines of boxes 3x2: 9 variants, each unique read with --box 3x2; a note names --box 3x2 once" \
    holds '[ $rc = 0 ] && [ "$($BIN/dlx --box 3x2 --count $TMP/o | sort | uniq -c | tr -s " ")" = " 9 1" ] &&
           [ $(grep -c "note: the line form does not carry boxes of 3x2.*--box 3x2$" $TMP/e) = 1 ] && [ $(wc -l < $TMP/e) = 1 ]'
$BIN/gen transform --named mirror $TMP/b32.json > $TMP/o 2> /dev/null; rc=$?
check "transform --named mirror of JSON lines of boxes 3x2 with their solutions: each solution checked by bin/dlx" \
    holds '[ $rc = 0 ] && [ "$($BIN/dlx --box 3x2 $TMP/o | wc -l)" = 3 ] && $BIN/dlx --box 3x2 $TMP/o > /dev/null 2>&1'
$BIN/gen transform --box 2x3 --named mirror $TMP/b32.json > $TMP/o 2> $TMP/e; rc=$?
check "transform --box 2x3 of a JSON line whose box is 3x2: 'error' each, both boxes named, exit 2" \
    holds '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && [ $(grep -c "the JSON line.s box is 3x2, --box says 2x3" $TMP/e) = 3 ]'
# A Solo id names its box: a --box of another is refused by every reader, as for a JSON line.
$BIN/gen --size 6 -n 2 --seed 1 --format tatham > $TMP/t23.txt
for cmd in "dlx --count" "classify grade" "gen transform --named mirror"; do
    $BIN/$cmd --box 3x2 $TMP/t23.txt > $TMP/o 2> $TMP/e; rc=$?
    $BIN/$cmd --box 2x3 $TMP/t23.txt > $TMP/o2 2> $TMP/e2; rc2=$?
    check "$cmd --box 3x2 on Solo ids 2x3:...: 'error' each, both boxes named, exit 2; --box 2x3 reads them" \
        holds '[ $rc = 2 ] && [ "$(sort -u $TMP/o)" = error ] && [ $(grep -c "t23.txt:[12]: the Solo id.s box is 2x3, --box says 3x2" $TMP/e) = 2 ] &&
               [ $rc2 = 0 ] && [ $(grep -c -v error $TMP/o2) = 2 ] && [ ! -s $TMP/e2 ]'
done
finish
