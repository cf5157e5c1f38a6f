# bank_wide_cli.sh: a 64x64 Sudoku, whose values the line form's 61 symbols cannot spell, goes into the bank as its
# Solo id, comes out of export and back in unchanged, and is served, checked and hinted against bin/dlx's solution.
. tests/shcheck.sh
. tests/serve_start.sh
D=$RELBIN/dlx
# Three empty squares: the release build's generator, as the full grid search takes it seconds.
$RELBIN/gen --size 64 --empty 3 --seed 3 --format tatham > $TMP/p64.txt
check "the 64x64 puzzle: one solution per dlx" holds '[ "$($D --count < $TMP/p64.txt)" = 1 ]'
# dlx answers a Solo id; full, its values are split by '_' only: as numbers, the API's form.
solution=$($D < $TMP/p64.txt | sed 's/^8x8://; s/_/,/g')

$BIN/bank add $TMP/bank.db $TMP/p64.txt 2> $TMP/add.err; rc=$?
check "add: a 64x64 Solo id is stored" holds '[ $rc = 0 ] && grep -qx "added 1, duplicates 0, rejected 0" $TMP/add.err'
$BIN/bank export $TMP/bank.db > $TMP/e.txt
check "export: the line form is the Solo id, which dlx solves" holds \
    '[ "$(cut -c1-4 $TMP/e.txt)" = 8x8: ] && [ "$($D < $TMP/e.txt | sed "s/^8x8://; s/_/,/g")" = "$solution" ]'
check "export --format tatham: the same id" sh -c "$BIN/bank export $TMP/bank.db --format tatham | cmp -s - $TMP/e.txt"
$BIN/bank export $TMP/bank.db --format json > $TMP/e.json
check "export json: the solution is dlx's" holds '[ "$(jget solution < $TMP/e.json | sed "s/^8x8://; s/_/,/g")" = "$solution" ]'
check "stats: a 64x64 of 3 empty squares" holds \
    '$BIN/bank stats $TMP/bank.db | grep -qx "sudoku 64x64 (box 8x8): 1 puzzle" && [ "$(jget empty < $TMP/e.json)" = 3 ]'
$BIN/bank add $TMP/bank.db $TMP/e.txt 2> $TMP/add2.err
check "the export added again: a duplicate" grep -qx "added 0, duplicates 1, rejected 0" $TMP/add2.err
$BIN/bank add $TMP/b2.db $TMP/e.txt 2> /dev/null && $BIN/bank add --no-grade $TMP/b3.db $TMP/e.json 2> /dev/null
check "the export's line and json into new banks: the same export" holds \
    '$BIN/bank export $TMP/b2.db | cmp -s - $TMP/e.txt && $BIN/bank export $TMP/b3.db --format json | cmp -s - $TMP/e.json'

start_server
post() { curl -s -X POST -H 'Content-Type: application/json' --data-binary "$2" "$URL$1"; }
curl -s "$URL/api/puzzle?size=64" > $TMP/p.json
id=$(jget id < $TMP/p.json); puzzle=$(jget puzzle < $TMP/p.json)
check "serve: the 64x64 picked, its cells as numbers" holds \
    '[ "$(jget box < $TMP/p.json)" = 8x8 ] && [ "$(echo "$puzzle" | tr , "\n" | grep -c "^\.$")" = 3 ]'
check "serve: its givens are dlx's solution's" holds \
    '[ "$(printf "%s\n%s\n" "$puzzle" "$solution" | awk -F, "NR == 1 { split(\$0, p) } NR == 2 { for (k = 1; k <= NF; k++) if (p[k] != \".\" && p[k] != \$k) bad++; print bad + 0 }")" = 0 ]'
# The first empty square filled with dlx's value, the second with another: only the second is wrong.
empties=$(echo "$puzzle" | tr , '\n' | grep -n '^\.$' | cut -d: -f1 | paste -sd' ')
set -- $empties; a=$1; b=$2
right=$(echo "$solution" | cut -d, -f$a); other=$(( $(echo "$solution" | cut -d, -f$b) % 64 + 1 ))
grid=$(echo "$puzzle" | awk -F, -v OFS=, -v a=$a -v b=$b -v x=$right -v y=$other '{ $a = x; $b = y; print }')
check "check: dlx's solution is solved" holds \
    '[ "$(post /api/check "{\"id\":$id,\"grid\":\"$solution\"}")" = "{\"solved\":true,\"complete\":true,\"wrong\":[]}" ]'
check "check: a right square passes, a wrong one is named" holds \
    '[ "$(post /api/check "{\"id\":$id,\"grid\":\"$grid\"}" | jget wrong)" = "[$((b - 1))]" ]'
post /api/hint "{\"id\":$id,\"grid\":\"$puzzle\"}" > $TMP/h.json
cell=$(jget cell < $TMP/h.json)
check "hint: a square it fills holds dlx's value" holds \
    '[ "$cell" != null ] && [ "$(echo "$solution" | cut -d, -f$((cell + 1)))" = "$(jget value < $TMP/h.json)" ]'
check "hint: the wrong square is pointed at" holds \
    '[ "$(post /api/hint "{\"id\":$id,\"grid\":\"$grid\"}" | jget cells)" = "[$((b - 1))]" ]'
# A grid of very many symmetries (the 25x25 pattern grid, cell (r, c) holding (5 (r mod 5) + r div 5 + c) mod 25,
# one square emptied): the canonical key's search would run for hours; past its step limit the grid is keyed
# up to rotations and mirrors, so the puzzle is added, an exact copy and its transpose are duplicates, and a
# 16x16 pattern grid, within the limit, still finds its relabelled copy (each value v -> 17 - v).
pattern() { # pattern B RELABEL TRANSPOSE: the B*B-sided pattern grid, one square empty, in the line form
    awk -v b=$1 -v relabel=$2 -v tr=$3 'BEGIN { n = b * b; s = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        for (r = 0; r < n; r++) for (c = 0; c < n; c++) { rr = tr ? c : r; cc = tr ? r : c
            v = (b * (rr % b) + int(rr / b) + cc) % n + 1; if (relabel) v = n + 1 - v
            printf "%s", (r == 0 && c == 0) ? "." : substr(s, v, 1) }
        print "" }'
}
pattern 5 0 0 > $TMP/pat25.txt; pattern 5 0 1 >> $TMP/pat25.txt; pattern 5 0 0 >> $TMP/pat25.txt
timeout 300 $BIN/bank add $TMP/pat.db $TMP/pat25.txt --no-grade 2> $TMP/pat.err; rc=$?
check "a 25x25 pattern grid: added, its transpose and its copy duplicates, within the search's step limit" holds \
    '[ $rc = 0 ] && grep -qx "added 1, duplicates 2, rejected 0" $TMP/pat.err'
pattern 4 0 0 > $TMP/pat16.txt; pattern 4 1 0 >> $TMP/pat16.txt
$BIN/bank add $TMP/pat16.db $TMP/pat16.txt --no-grade 2> $TMP/pat.err; rc=$?
check "a 16x16 pattern grid and its relabelled copy: one puzzle up to symmetry" holds \
    '[ $rc = 0 ] && grep -qx "added 1, duplicates 1, rejected 0" $TMP/pat.err'
finish
