# fillomino_input_cli.sh: bin/fillomino's reading of puzzles: blanks at the ends of block rows, one answer
# per transform asked even for a puzzle that cannot be read or written, and what a bad line is told.
. tests/shcheck.sh
F=$BIN/fillomino

# Blanks after a compact row (or before it) leave it compact: the same answer as without them.
printf '3.3\n...\n...\n' | $F solve > $TMP/want.txt 2>&1
k=0
for rows in '3.3 \n...\n...\n' '3.3\t\n... \n...  \n' ' 3.3\n...\n...\n' '# 3x3\n3.3 \n...\n...\n'; do
    k=$((k + 1))
    printf "$rows" | $F solve > $TMP/got.txt 2> $TMP/err.txt; rc=$?
    check "solve: blanks at a row's ends do not matter (rows $k: a blank at the end, a tab, one before, a header)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/err.txt ] && cmp -s $TMP/got.txt $TMP/want.txt'
done
printf '3 . 3 \n. . . \n. . .\n' | $F solve > $TMP/got.txt 2>&1
check "solve: spaced rows with a blank at the end, as without" cmp -s $TMP/got.txt $TMP/want.txt

# transform --all: 8 answers for each puzzle, 8 'error' lines for one that cannot be read (exit 2), and for
# one whose values Tatham's form cannot hold (the message once).
printf '2x2:4...\n2x2:zz\n2x2:.4..\n' | $F transform --all --format line > $TMP/t.txt 2> $TMP/t.err; rc=$?
check "transform --all: 8 + 8 + 8 lines, the middle 8 'error', exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(wc -l < $TMP/t.txt)" = 24 ] && [ "$(sed -n 9,16p $TMP/t.txt | sort -u)" = error ] &&
           [ "$(grep -c error $TMP/t.txt)" = 8 ] && [ "$(wc -l < $TMP/t.err)" = 1 ]'
printf '4x4:9o\n4x4:4...............\n' | $F transform --all --format tatham > $TMP/t.txt 2> $TMP/t.err; rc=$?
check "transform --all --format tatham: a value past Tatham's bound gives 8 'error' lines, one message" \
    holds '[ $rc -eq 2 ] && [ "$(wc -l < $TMP/t.txt)" = 16 ] && [ "$(head -n 8 $TMP/t.txt | sort -u)" = error ] &&
           [ "$(grep -c error $TMP/t.txt)" = 8 ] && [ "$(wc -l < $TMP/t.err)" = 1 ]'
printf '2x2:zz\n' | $F transform --op rot90 > $TMP/t.txt 2> /dev/null
check "transform --op: one 'error' line for a bad puzzle" holds '[ "$(cat $TMP/t.txt)" = error ]'

# A one-line puzzle's faults are named: a number longer than any value, a letter whose run of empty cells
# passes the board's end.
said() { echo "$1" | $F solve 2>&1 > /dev/null; }
check "a 11-digit number: a value larger than the board's 9 cells" \
    holds '[ "$(said "3x3:99999999999,.,.,.,.,.,.,.,.")" = "fillomino: stdin:1: a value larger than the board'"'"'s 9 cells ('"'"'99999999999'"'"' at column 5)" ]'
check "70000 (past the largest value): a value larger than the board's 9 cells" \
    holds 'said "3x3:1,70000,.,.,.,.,.,.,." | grep -q "a value larger than the board'"'"'s 9 cells ('"'"'70000'"'"' at column 7)\$"'
# A number is its value: leading zeros do not make it larger (000001 is 1), in a line and in a spaced row;
# past the zeros, six digits still are.
for p in '3x1:0001,000002,.|3x1:1,2,.' '3x1:0000000000000001,.,02|3x1:1,.,2' '# 3x1\n000001 0002 .|# 3x1\n1 2 .'; do
    printf "${p#*|}\n" | $F solve > $TMP/want.txt 2>&1
    printf "${p%%|*}\n" | $F solve > $TMP/got.txt 2> $TMP/err.txt; rc=$?
    check "leading zeros (${p%%|*}): read as the number, the answer to ${p#*|}, nothing said (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/err.txt ] && grep -q 122 $TMP/want.txt && cmp -s $TMP/got.txt $TMP/want.txt'
done
check "0000070000: still a value larger than the board's 9 cells" \
    holds 'said "3x3:1,0000070000,.,.,.,.,.,.,." | grep -q "a value larger than the board'"'"'s 9 cells ('"'"'0000070000'"'"' at column 7)\$"'
check "z on a 2x1: more cells than the 2 of the board" \
    holds '[ "$(said 2x1:z)" = "fillomino: stdin:1: more cells than the 2 of the board (column 5 on)" ]'
check "1c on a 2x1: more cells than the 2 of the board" \
    holds 'said 2x1:1c | grep -q "more cells than the 2 of the board (column 6 on)\$"'
check "? still is no cell" holds 'said "3x3:1.2?" | grep -q "'"'"'?'"'"' at column 8 is no cell"'
# transform without --op turns by rot90, as its help says.
printf '3x2:1.2...\n' | $F transform > $TMP/d1.txt; printf '3x2:1.2...\n' | $F transform --op rot90 > $TMP/d2.txt
check "transform without --op: rot90, and the help says so" \
    holds 'cmp -s $TMP/d1.txt $TMP/d2.txt && $F --help 2>&1 | grep -q "without --op,\$" && $F --help 2>&1 | grep -q "^  rot90;"'

# A board's sides are read to their last digit: a shape of many digits is a board out of range, told as a
# 5-digit one is (one answer, one message, the bounds both ways), in a line and in a block's header.
for tool in "$F solve" "$BIN/dlx --variant fillomino"; do
    for shape in 1000000x1000000 99999x2 2x1000000 0x0 0x3; do
        printf "$shape:a\n" | $tool > $TMP/o.txt 2> $TMP/e.txt; rc=$?
        check "$tool: $shape is one 'error' answer, named out of range with both bounds" \
            holds '[ $rc -eq 2 ] && [ "$(cat $TMP/o.txt)" = error ] && [ "$(wc -l < $TMP/e.txt)" = 1 ] &&
                   grep -q "stdin:1: board size out of range (sides 1 to 256, at most 65535 cells)\$" $TMP/e.txt'
    done
done
printf '# 1000000x2\n12\n21\n# 2x2\n22\n11\n' | $F solve > $TMP/o.txt 2> $TMP/e.txt; rc=$?
printf '2x2:2211\n' | $F solve > $TMP/want.txt
check "a header of a 7-digit side: the block is one 'error', named at the header; the next block is answered" \
    holds '[ $rc -eq 2 ] && [ "$(head -n 1 $TMP/o.txt)" = error ] && [ "$(wc -l < $TMP/e.txt)" = 1 ] &&
           grep -q "stdin:1: the header'"'"'s board size is out of range" $TMP/e.txt &&
           [ "$(grep -v "^\$" $TMP/o.txt | sed -n 2p)" = "$(cat $TMP/want.txt)" ]'
# Such a header heads no block when a blank line or another header follows it: a comment, as any header there.
printf '# 2x2\n22\n11\n' | $F solve > $TMP/want.txt
for first in '# 1000000x2\n\n|a blank line' '# 1000000x2\n|the block'"'"'s header'; do
    printf "${first%|*}# 2x2\n22\n11\n" | $F solve > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "a 7-digit header, then ${first#*|}: a comment, the block answered" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/e.txt ] && cmp -s $TMP/o.txt $TMP/want.txt'
done
finish
