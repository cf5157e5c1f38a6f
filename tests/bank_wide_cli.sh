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
finish
