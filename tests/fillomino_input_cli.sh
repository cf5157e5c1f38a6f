# fillomino_input_cli.sh: bin/fillomino's reading of puzzles: blanks at the ends of block rows.
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
finish
