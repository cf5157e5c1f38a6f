# tsan_cli.sh: the threaded generators under ThreadSanitizer (build/tsan/bin, `make test` builds them): bin/gen and
# bin/fillomino gen with -j 4 report no data race, and write the same bytes as -j 1 and as the release build.
. tests/shcheck.sh
TSAN=${TSAN_BIN:-build/tsan/bin}
REL=${RELBIN:-bin}
export TSAN_OPTIONS="halt_on_error=1 exitcode=66 second_deadlock_stack=1"

# run NAME TOOL ARGS...: runs the TSan build with -j 1 and -j 4 and the release build with -j 2.
run() {
    name=$1; tool=$2; shift 2
    "$TSAN/$tool" "$@" -j 4 > "$TMP/$name.4" 2> "$TMP/$name.err4"; rc4=$?
    "$TSAN/$tool" "$@" -j 1 > "$TMP/$name.1" 2> "$TMP/$name.err1"; rc1=$?
    "$REL/$tool" "$@" -j 2 > "$TMP/$name.rel" 2> /dev/null
    check "$name: -j 4 exits 0 with no ThreadSanitizer report" \
        holds '[ $rc4 -eq 0 ] && ! grep -q ThreadSanitizer "$TMP/$name.err4"'
    [ $rc4 -eq 0 ] || sed -n '1,30p' "$TMP/$name.err4"
    check "$name: -j 1 exits 0 with no report" holds '[ $rc1 -eq 0 ] && ! grep -q ThreadSanitizer "$TMP/$name.err1"'
    check "$name: output not empty" [ -s "$TMP/$name.1" ]
    check "$name: -j 4 writes the bytes of -j 1" cmp -s "$TMP/$name.1" "$TMP/$name.4"
    check "$name: and of the release build" cmp -s "$TMP/$name.1" "$TMP/$name.rel"
}

run gen9 gen --size 9 -n 200 --seed 3
check "gen9: 200 puzzles" [ "$(wc -l < "$TMP/gen9.1")" -eq 200 ]
run gen16 gen --size 16 -n 3 --seed 4
check "gen16: 3 puzzles of 256 cells" awk 'length($1) != 256 {e=1} END {exit e || NR != 3}' "$TMP/gen16.1"
run gen9_graded gen --size 9 -n 12 --seed 4 --difficulty medium --with-solution
run futoshiki gen --variant futoshiki --size 5 -n 12 --seed 1
run fillomino fillomino gen --width 8 --height 7 -n 40 --seed 5
check "fillomino: 40 blocks" [ "$(grep -c '^#' "$TMP/fillomino.1")" -eq 40 ]
run fillomino_line fillomino gen --size 12 -n 8 --seed 9 --format line --with-solution
finish
