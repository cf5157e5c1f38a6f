# max_nodes_kinds_cli.sh: --max-nodes N for every kind in bin/dlx --variant, bin/classify grade|hint --variant and bank add:
# a puzzle whose search passes N nodes is 'error', named; every other answer is the one given without the option.
. tests/shcheck.sh
D=$DATA

# Each line of LIMITED is the same line of FULL or 'error'; ERR names each error with WORDS; some of each.
same_or_given_up() { # same_or_given_up FULL LIMITED ERR WORDS
    [ "$(wc -l < "$1")" = "$(wc -l < "$2")" ] &&
        paste -d'|' "$1" "$2" | awk -F'|' '$1 != $2 && $2 != "error" { bad = 1 } END { exit bad }' &&
        [ "$(grep -c . "$3")" = "$(grep -cx error "$2")" ] && [ "$(grep -c "$4" "$3")" = "$(grep -cx error "$2")" ] &&
        grep -qvx error "$2" && grep -qx error "$2"
}
COUNT_WORDS=': given up past --max-nodes [0-9]* search nodes: its count is not known$'
GRADE_WORDS=': its count was given up at --max-nodes: whether it has one solution is not known$'

# Futoshiki: the data set's puzzles (propagation leaves little to search) around an empty 9x9 (a search of 81
# levels at least) and a generated one.
e81=$(printf '%81s' | tr ' ' .); e72=$(printf '%72s' | tr ' ' .)
{ awk 'BEGIN { RS = ""; ORS = "\n\n" } NR <= 3' "$D/futoshiki.txt"; echo "$e81 $e72 $e72";
  $BIN/gen --variant futoshiki --size 9 -n 2 --seed 3; } > "$TMP/fu"
$BIN/dlx --variant futoshiki --count "$TMP/fu" > "$TMP/fu_full" 2> "$TMP/fu_full_err"
$BIN/dlx --variant futoshiki --count --max-nodes 30 "$TMP/fu" > "$TMP/fu_30" 2> "$TMP/fu_30_err"; rc=$?
check "futoshiki --count --max-nodes 30: the empty 9x9 given up and named, the rest as without (rc $rc)" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/fu_full_err" ] && same_or_given_up "$TMP/fu_full" "$TMP/fu_30" "$TMP/fu_30_err" "$COUNT_WORDS" &&
     [ "$(sed -n 4p "$TMP/fu_30")" = error ] && [ "$(sed -n 4p "$TMP/fu_full")" = 2 ]'
$BIN/dlx --variant futoshiki --count --max-nodes 0 "$TMP/fu" > "$TMP/fu_0" 2>&1
check "futoshiki --max-nodes 0: no limit, the same answers" cmp -s "$TMP/fu_0" "$TMP/fu_full"
$BIN/dlx --variant futoshiki --max-nodes 30 "$TMP/fu" > "$TMP/fu_sol" 2> "$TMP/fu_sol_err"
check "futoshiki solutions --max-nodes 30: the empty 9x9's named as a solution not known" holds \
    '[ "$(sed -n 4p "$TMP/fu_sol")" = error ] &&
     grep -q ": given up past --max-nodes 30 search nodes: its solution is not known$" "$TMP/fu_sol_err"'
for cmd in grade hint; do
    $BIN/classify $cmd --variant futoshiki "$TMP/fu" > "$TMP/c_full" 2> /dev/null
    $BIN/classify $cmd --variant futoshiki --max-nodes 30 "$TMP/fu" > "$TMP/c_30" 2> "$TMP/c_30_err"; rc=$?
    check "classify $cmd --variant futoshiki --max-nodes 30: the empty 9x9 given up, named, the rest as without (rc $rc)" \
        holds '[ $rc -ne 0 ] && [ "$(grep -c . "$TMP/c_30_err")" = 1 ] && grep -q "$GRADE_WORDS" "$TMP/c_30_err" &&
               [ "$(sed -n 4p "$TMP/c_30")" = error ] && sed 4d "$TMP/c_full" | cmp -s - "$(sed 4d "$TMP/c_30" > "$TMP/c_30b"; echo "$TMP/c_30b")"'
done

# Jidoku: the same empty grid (a Jidoku reads the same three fields), around generated puzzles.
{ $BIN/gen --variant jidoku -n 2 --seed 4; echo "$e81 $e72 $e72"; } > "$TMP/ji"
$BIN/dlx --variant jidoku --count "$TMP/ji" > "$TMP/ji_full"
$BIN/dlx --variant jidoku --count --max-nodes 30 "$TMP/ji" > "$TMP/ji_30" 2> "$TMP/ji_30_err"
check "jidoku --count --max-nodes 30: the empty grid given up, the generated ones counted as without" \
    same_or_given_up "$TMP/ji_full" "$TMP/ji_30" "$TMP/ji_30_err" "$COUNT_WORDS"

# Nonograms: janko's (line logic, no split) around a random 50x50 picture's clues, whose count runs for minutes.
awk 'BEGIN { RS = ""; ORS = "\n\n" } NR <= 4' "$D/nonogram_janko.txt" > "$TMP/nj"
awk 'BEGIN { srand(12); for (y = 0; y < 50; y++) for (x = 0; x < 50; x++) g[y, x] = rand() < 0.5
  for (k = 0; k < 100; k++) { s = ""; run = 0
    for (i = 0; i < 50; i++) { v = k < 50 ? g[i, k] : g[k - 50, i]
      if (v) run++; else if (run) { s = s (s == "" ? "" : ".") run; run = 0 } }
    if (run) s = s (s == "" ? "" : ".") run
    out = out (k ? "/" : "") (s == "" ? "0" : s) }
  print "50x50:" out }' > "$TMP/n50"
cat "$TMP/nj" "$TMP/n50" > "$TMP/nono"
$BIN/dlx --variant nonogram --count "$TMP/nj" > "$TMP/nj_full"
timeout 120 $BIN/dlx --variant nonogram --count --max-nodes 10 "$TMP/nono" > "$TMP/nono_10" 2> "$TMP/nono_10_err"; rc=$?
echo 2 >> "$TMP/nj_full" # the 50x50 counted would answer 2: the last check below asks for its error
check "nonogram --count --max-nodes 10: the random 50x50 given up within the limit's splits, janko's counted (rc $rc)" \
    holds '[ $rc -eq 2 ] && same_or_given_up "$TMP/nj_full" "$TMP/nono_10" "$TMP/nono_10_err" "$COUNT_WORDS" &&
           [ "$(tail -n 1 "$TMP/nono_10")" = error ]'

# Fillomino: janko's puzzles around one its lean solver leaves to the region solver, capped so low that it is
# given up, the rest as without (the cap is the region solver's: the lean solver's first try keeps its own).
k=$(head -n 1194 "$D/fillomino_janko.txt" | awk 'BEGIN { RS = "" } END { print NR }')
awk -v k="$k" 'BEGIN { RS = ""; ORS = "\n\n" } NR >= k - 6 && NR <= k + 1' "$D/fillomino_janko.txt" > "$TMP/fj"
$BIN/dlx --variant fillomino --count "$TMP/fj" > "$TMP/fj_full" 2>&1
$BIN/dlx --variant fillomino --count --max-nodes 50 "$TMP/fj" > "$TMP/fj_50" 2> "$TMP/fj_50_err"
check "fillomino --count --max-nodes 50: some given up and named, the rest as without" \
    same_or_given_up "$TMP/fj_full" "$TMP/fj_50" "$TMP/fj_50_err" "$COUNT_WORDS"
$BIN/dlx --variant fillomino --count --max-nodes 0 "$TMP/fj" > "$TMP/fj_0" 2>&1
check "fillomino --max-nodes 0: the kind's own cap, the same answers" cmp -s "$TMP/fj_0" "$TMP/fj_full"

# A Sudoku through the kind table: generated 9x9s (under 100 nodes each) as without, an empty 16x16 (256 nodes
# at least) given up.
{ $BIN/gen -n 3 --seed 5; printf '%256s\n' | tr ' ' .; } > "$TMP/su"
$BIN/dlx --variant sudoku --via-table --count "$TMP/su" > "$TMP/su_full"
$BIN/dlx --variant sudoku --via-table --count --max-nodes 200 "$TMP/su" > "$TMP/su_30" 2> "$TMP/su_30_err"
check "sudoku --via-table --max-nodes 200: the empty grid given up, the others as without" holds \
    'same_or_given_up "$TMP/su_full" "$TMP/su_30" "$TMP/su_30_err" "$COUNT_WORDS" && [ "$(tail -n 1 "$TMP/su_30")" = error ]'
# Counted past the restarts' room (8 solutions), the one search is capped alike.
$BIN/dlx --variant sudoku --via-table --count=9 --max-nodes 200 "$TMP/su" > "$TMP/su_9" 2> /dev/null
check "sudoku --via-table --count=9 --max-nodes 200: the empty grid given up" holds \
    '[ "$(tail -n 1 "$TMP/su_9")" = error ] && [ "$(head -n 3 "$TMP/su_9" | tr "\n" " ")" = "1 1 1 " ]'

# bank add: the same limit, so a puzzle whose count would run for minutes is rejected at its line and the rest
# stored as an add without the limit stores them (the random 50x50 beside janko's; the empty 16x16 Sudoku).
$BIN/bank add "$TMP/nj.db" "$TMP/nj" 2> /dev/null
timeout 120 $BIN/bank add "$TMP/nono.db" "$TMP/nono" --max-nodes 10 2> "$TMP/bank_err"; rc=$?
check "bank add --max-nodes 10: the 50x50 rejected at its line, named; janko's stored as without (rc $rc)" holds \
    '[ $rc -eq 2 ] && grep -q "^bank: $TMP/nono:$(grep -n "^50x50:" "$TMP/nono" | cut -d: -f1): given up past --max-nodes 10 search nodes: its count is not known" "$TMP/bank_err" &&
     grep -q "added 4, duplicates 0, rejected 1" "$TMP/bank_err" &&
     [ "$($BIN/bank export "$TMP/nono.db" --format json)" = "$($BIN/bank export "$TMP/nj.db" --format json)" ]'
$BIN/bank add "$TMP/su.db" "$TMP/su" --max-nodes 200 2> "$TMP/bank_err"
check "bank add --max-nodes 200: the empty 16x16 rejected, the three 9x9s stored with their solutions" holds \
    'grep -q "^bank: $TMP/su:4: given up past --max-nodes 200" "$TMP/bank_err" &&
     [ "$($BIN/bank export "$TMP/su.db" --format json | grep -c "\"solutions\":1")" = 3 ] &&
     [ "$($BIN/bank export "$TMP/su.db" | cut -d" " -f1 | sort)" = "$(head -n 3 "$TMP/su" | sort)" ]'

# Refused: a bad value, and generating (bin/gen has --budget).
$BIN/dlx --variant futoshiki --max-nodes -1 < /dev/null 2> "$TMP/bad1"; rc1=$?
$BIN/gen --variant futoshiki --max-nodes 5 > /dev/null 2> "$TMP/bad2"; rc2=$?
check "--max-nodes -1 refused, said; gen --variant ... --max-nodes an unknown option" holds \
    '[ $rc1 -eq 2 ] && grep -q "max-nodes takes a number of nodes" "$TMP/bad1" && [ $rc2 -ne 0 ] &&
     grep -q "unknown option .--max-nodes." "$TMP/bad2"'
$BIN/bank add "$TMP/bad.db" --max-nodes 1e3 < /dev/null 2> "$TMP/bad3"; rc=$?
check "bank add --max-nodes 1e3 refused before any bank is made (rc $rc)" holds \
    '[ $rc -eq 2 ] && grep -q "max-nodes takes a number of search nodes" "$TMP/bad3" && [ ! -e "$TMP/bad.db" ]'
finish
