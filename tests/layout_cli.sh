# layout_cli.sh: the engine's two node layouts must do the same work: tests/layout_transcript.c built on
# DLX1's arrays and on the computed Sudoku layout (16-bit indices both; a 32-bit pair for 25x25) prints the
# same generated puzzles,
# node counts, solutions and search statistics; the Sudoku layout takes half the memory or less
# (on the host, with the propagation's arrays; tests/embedded_cli.sh asserts the firmware's budget).
. tests/shcheck.sh

ARRAYS=${LAYOUT_ARRAYS:-build/layout/arrays/transcript}
SUDOKU=${LAYOUT_SUDOKU:-build/layout/sudoku/transcript}

"$ARRAYS" "$DATA" >"$TMP/arrays.txt"
check "the arrays build runs the workload" [ $? -eq 0 ]
"$SUDOKU" "$DATA" >"$TMP/sudoku.txt"
check "the Sudoku-layout build runs the workload" [ $? -eq 0 ]

# The compared part: everything but the layout facts.
for f in arrays sudoku; do grep -v '^layout:' "$TMP/$f.txt" >"$TMP/$f.cmp"; done
for part in '^gen ' '^solve ' '^big ' '^round [0-9]* N9' '^round [0-9]* N16' '^[01]* available' '^rounds N' '^hides'; do
    a=$(grep -c "$part" "$TMP/arrays.cmp")
    grep "$part" "$TMP/arrays.cmp" >"$TMP/a.part"
    grep "$part" "$TMP/sudoku.cmp" >"$TMP/s.part"
    check "lines '$part' present ($a) and identical in both layouts" holds '[ "$a" -gt 0 ] && cmp -s "$TMP/a.part" "$TMP/s.part"'
    cmp -s "$TMP/a.part" "$TMP/s.part" || diff "$TMP/a.part" "$TMP/s.part" | head -n 4
done
check "16x16 janko puzzles solved on both (12, each counted unique four ways)" \
    [ "$(grep -c '^big 4x4 [0-9]* propagate [0-3]: 1 ' "$TMP/sudoku.cmp")" -eq 48 ]
check "whole transcripts identical ($(wc -l <"$TMP/arrays.cmp") lines)" cmp -s "$TMP/arrays.cmp" "$TMP/sudoku.cmp"
check "the workload is the intended one (185 puzzles, 60 solved, 300 + 60 engine rounds)" holds \
    '[ "$(grep -c "^gen " "$TMP/arrays.cmp")" -eq 185 ] && [ "$(grep -c "^solve [0-9]*:" "$TMP/arrays.cmp")" -eq 60 ] &&
     [ "$(grep -c "^round [0-9]* N9: state" "$TMP/arrays.cmp")" -eq 300 ] &&
     [ "$(grep -c "^round [0-9]* N16: state" "$TMP/arrays.cmp")" -eq 60 ]'
check "every search restored the state, and the rounds end at the built state" holds \
    '! grep -q "state kept by the search 0" "$TMP/sudoku.cmp" &&
     [ "$(grep -c "back to the built state 1" "$TMP/sudoku.cmp")" -eq 2 ]'
check "all 60 magictour puzzles counted as unique (the data set's claim)" \
    [ "$(grep -c "^solve [0-9]*: 1 " "$TMP/sudoku.cmp")" -eq 60 ]

# 25x25 needs 32-bit indices (80,627 nodes on DLX1's arrays): a second pair of builds solves 4 unique and 4
# nonunique puzzles of sudoku25*.txt four ways each, counting to 2 and 5 within node limits.
"${LAYOUT_ARRAYS32:-build/layout/arrays32/transcript}" "$DATA" big >"$TMP/arrays32.txt"
check "the 32-bit arrays build solves 25x25" [ $? -eq 0 ]
"${LAYOUT_SUDOKU32:-build/layout/sudoku32/transcript}" "$DATA" big >"$TMP/sudoku32.txt"
check "the 32-bit Sudoku-layout build solves 25x25" [ $? -eq 0 ]
check "25x25 transcripts identical ($(grep -c '^big 5x5' "$TMP/arrays32.txt") searches)" holds \
    '[ "$(grep -c "^big 5x5" "$TMP/arrays32.txt")" -eq 32 ] && cmp -s "$TMP/arrays32.txt" "$TMP/sudoku32.txt"'
check "the 4 unique 25x25 puzzles count 1 every way, no nonunique one counts 1" holds \
    '[ "$(sed -n "/sudoku25.txt/,/nonunique/p" "$TMP/sudoku32.txt" | grep -c "propagate [0-3]: 1 ")" -eq 16 ] &&
     ! sed -n "/nonunique/,\$p" "$TMP/sudoku32.txt" | grep -q "propagate [0-3]: 1 "'

# Memory: gen_bytes per shape on each layout (2x2 2x3 3x3 4x4).
bytes() { sed -n 's/^layout: gen_bytes 2x2 \([0-9]*\) 2x3 \([0-9]*\) 3x3 \([0-9]*\) 4x4 \([0-9]*\)$/\1 \2 \3 \4/p' "$1"; }
set -- $(bytes "$TMP/arrays.txt") $(bytes "$TMP/sudoku.txt")
check "gen_bytes known for 4 shapes on both layouts" [ $# -eq 8 ]
if [ $# -eq 8 ]; then
    check "9x9 generator on the Sudoku layout: $7 bytes, at most half the arrays' $3" [ $(($7 * 2)) -le "$3" ]
    check "16x16 generator on the Sudoku layout: $8 bytes, at most half the arrays' $4" [ $(($8 * 2)) -le "$4" ]
fi
check "the Sudoku layout refuses other instances (0 bytes), the arrays take them" holds \
    'grep -q "^layout: bytes for 4 items and 4 options: 0$" "$TMP/sudoku.txt" &&
     ! grep -q "^layout: bytes for 4 items and 4 options: 0$" "$TMP/arrays.txt"'''
check "the Sudoku layout refuses 9x9 with secondary box items (0 bytes), the arrays take it" holds \
    'grep -q "^layout: bytes for 9x9 with secondary boxes: 0$" "$TMP/sudoku.txt" &&
     ! grep -q "^layout: bytes for 9x9 with secondary boxes: 0$" "$TMP/arrays.txt"'
check "the Sudoku layout refuses a misplaced entry (DLX_ERANGE), the arrays take it" holds \
    'grep -q "^layout: a misplaced entry in 4x4.s first option: -2$" "$TMP/sudoku.txt" &&
     grep -q "^layout: a misplaced entry in 4x4.s first option: 0$" "$TMP/arrays.txt"'
finish
