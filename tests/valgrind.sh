# valgrind.sh: a short run of every release tool ($RELBIN) under valgrind's memcheck (in `make test`, or
# `make valgrind`): no invalid access, no use of uninitialised memory, no leak, the tool's usual exit status.
. tests/shcheck.sh
VG="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,possible --track-origins=yes"
if ! command -v valgrind > /dev/null; then echo "valgrind is not installed (make deps)"; echo "0 passed, 1 failed"; exit 1; fi
printf '%s\n' "$(grep -v '^#' "$DATA/sudoku9_magictour_top95.txt" | head -n 3)" > "$TMP/nine"
grep -v '^#' "$DATA/sudoku9_kaggle3m_rated.txt" | head -n 12 | awk -f classify/levels.awk > "$TMP/labels"
printf 'A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n' > "$TMP/ec"
awk 'BEGIN {RS = ""; ORS = "\n\n"} NR <= 2' "$DATA/fillomino_janko.txt" > "$TMP/fillo"
$RELBIN/gen --variant futoshiki --size 5 -n 2 > "$TMP/futo"

# mem NAME EXPECTED_STATUS COMMAND...: runs COMMAND under memcheck (stdin from /dev/null unless redirected).
mem() {
    name=$1 want=$2; shift 2
    $VG "$@" > "$TMP/out" 2> "$TMP/err" < "${STDIN:-/dev/null}"; rc=$?
    check "$name: exit $want under memcheck, no error (got $rc)" [ "$rc" -eq "$want" ]
    [ "$rc" -eq "$want" ] || grep '^==' "$TMP/err" | head -n 40
}

mem "dlx solve" 0 $RELBIN/dlx "$TMP/nine"
mem "dlx --count" 0 $RELBIN/dlx --count=2 "$TMP/nine"
mem "dlx --variant futoshiki" 0 $RELBIN/dlx --variant futoshiki "$TMP/futo"
$RELBIN/gen --size 6 -n 2 --format grid --with-solution > "$TMP/grid_sol"
mem "dlx --format grid, solutions under the grids" 0 $RELBIN/dlx --format grid "$TMP/grid_sol"
mem "dlx exact cover" 0 $RELBIN/dlx --exact-cover --all "$TMP/ec"
mem "dlx bad input" 2 $RELBIN/dlx "$TMP/labels.missing"
mem "gen" 0 $RELBIN/gen -n 3
mem "gen -j 2 grid" 0 $RELBIN/gen --size 6 -n 4 -j 2 --format grid
mem "gen tatham, solution" 0 $RELBIN/gen --size 4 -n 2 --format tatham
mem "gen --difficulty" 0 $RELBIN/gen -n 1 --difficulty easy --with-solution
mem "gen --variant fillomino" 0 $RELBIN/gen --variant fillomino --size 5 -n 2
mem "gen --variant futoshiki -j 2" 0 $RELBIN/gen --variant futoshiki --size 5 -n 2 -j 2
STDIN="$TMP/nine" mem "gen transform" 0 $RELBIN/gen transform --transforms 2
mem "gen -o FILE" 0 $RELBIN/gen --size 4 -n 2 -o "$TMP/gen_out"
mem "gen -o FILE --resume" 0 $RELBIN/gen --size 4 -n 4 -o "$TMP/gen_out" --resume
mem "gen bad option" 2 $RELBIN/gen --size 7x
mem "classify grade" 0 $RELBIN/classify grade "$TMP/nine"
mem "classify hint" 0 $RELBIN/classify hint "$TMP/nine"
mem "classify features" 0 $RELBIN/classify features --features full "$TMP/nine"
mem "classify train" 0 $RELBIN/classify train --labels "$TMP/labels" --model "$TMP/model" --features puzzlejar --quick
mem "classify predict" 0 $RELBIN/classify predict --model "$TMP/model" "$TMP/nine"
mem "fillomino solve" 0 $RELBIN/fillomino solve "$TMP/fillo"
mem "fillomino solve --count" 0 $RELBIN/fillomino solve --count "$TMP/fillo"
mem "fillomino gen -j 2" 0 $RELBIN/fillomino gen --width 6 --height 5 -n 3 -j 2
mem "fillomino gen -o FILE --resume" 0 $RELBIN/fillomino gen --size 5 -n 2 --format line -o "$TMP/fill_out" --resume
mem "fillomino features" 0 $RELBIN/fillomino features "$TMP/fillo"
mem "fillomino transform" 0 $RELBIN/fillomino transform --all "$TMP/fillo"
mem "bank add" 0 $RELBIN/bank add "$TMP/bank.db" "$TMP/nine"
mem "bank build" 0 $RELBIN/bank build "$TMP/bank.db" --size 4 -n 3
mem "bank pick" 0 $RELBIN/bank pick "$TMP/bank.db" -n 2 --format json
mem "bank stats" 0 $RELBIN/bank stats "$TMP/bank.db"
mem "bench --tiny --only kinds" 0 $RELBIN/bench --tiny --only kinds --out "$TMP/bench"
finish
