# indent_columns_cli.sh: a bad byte on an indented puzzle line is named at its column in the line as it stands
# in the file (the indent counted) by every tool that reads Sudoku lines, bin/dlx's own reader and the kinds' alike.
. tests/shcheck.sh

# Each line: an indent of spaces or tabs, then a puzzle with one bad byte; the test finds the byte itself.
printf '  1..x............\n\t\t 2x2:a1_%%c3i\n   \001...............\n' > $TMP/bad.txt
want() { # the column (from 1) of the first byte of line $1 that no Sudoku line or Solo id has
    sed -n "$1p" $TMP/bad.txt | LC_ALL=C awk '{ for (i = 1; i <= length($0); i++)
        if (substr($0, i, 1) !~ /[ \t0-9.a-z_:]/ || (i > 1 && substr($0, i, 1) == "x" && $0 !~ /:/)) { print i; exit } }'
}
w1=$(want 1) w2=$(want 2) w3=$(want 3)
check "the test's own columns: past each indent" holds '[ "$w1 $w2 $w3" = "6 11 4" ]'
named() { # the column named in message file $1 for line $2
    sed -n "s/^[a-z]*: [^ ]*:$2: .*column \\([0-9]*\\).*/\\1/p" $1 | head -n 1
}
$BIN/dlx $TMP/bad.txt > /dev/null 2> $TMP/dlx
$BIN/dlx --via-table $TMP/bad.txt > /dev/null 2> $TMP/dlxt
$BIN/dlx --variant sudoku --via-table $TMP/bad.txt > /dev/null 2> $TMP/dlxv
$BIN/classify grade --via-table $TMP/bad.txt > /dev/null 2> $TMP/cls
$BIN/bank add $TMP/b1.db $TMP/bad.txt 2> $TMP/bank
$BIN/bank add $TMP/b2.db --kind sudoku $TMP/bad.txt 2> $TMP/bankk
$BIN/gen transform $TMP/bad.txt > /dev/null 2> $TMP/tr
for out in dlx dlxt dlxv cls bank bankk tr; do
    check "$out: each bad byte named at its column in the line, indent counted" holds \
        '[ "$(named $TMP/$out 1) $(named $TMP/$out 2) $(named $TMP/$out 3)" = "$w1 $w2 $w3" ]'
done
finish
