#!/bin/sh
# latin_small_cli.sh: Futoshiki and Jidoku built for boards up to 9x9 (-DLATIN_MAX_N=9, build/latin9): the same
# puzzles as bin/gen's, a 10x10 refused, and the generator's stack a device then gives it (-fstack-usage).
. tests/shcheck.sh
SMALL=${LATIN9_GEN:-build/latin9/bin/gen}
check "the build with -DLATIN_MAX_N=9 is there ($SMALL; make test builds it)" [ -x "$SMALL" ]
for v in "futoshiki --size 5" "futoshiki --size 9 --level hard" "jidoku --size 6" "jidoku --size 9 --symmetry rot90"; do
    $SMALL --variant $v -n 6 --seed 3 > "$TMP/small" 2> "$TMP/e"; rc=$?
    $BIN/gen --variant $v -n 6 --seed 3 > "$TMP/full"
    check "--variant $v: the 9x9 build's puzzles are bin/gen's (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ $(wc -l < "$TMP/small") -eq 6 ] && cmp -s "$TMP/small" "$TMP/full"'
done
$SMALL --variant futoshiki --size 10 -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "a 10x10 Futoshiki refused by the 9x9 build, exit 2 ($(cat "$TMP/e"))" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "N from 2 to 9" "$TMP/e"'
# The frames sized for the largest board: relgen_generate's is some 36 KB at 25x25 (-O0), under 6 KB at 9x9.
frame() { awk -F'\t' -v f="$2" '$1 ~ (":" f "$") { print $2 }' "${SMALL%/bin/gen}/$1"; }
gen_frame=$(frame gen/relgen.su relgen_generate)
grade_frame=$(frame classify/inference.su inf_grade)
check "relgen_generate's frame ${gen_frame:-?} B and inf_grade's ${grade_frame:-?} B in the 9x9 build: under 6 KB and 2 KB" \
    holds '[ -n "$gen_frame" ] && [ "$gen_frame" -lt 6144 ] && [ -n "$grade_frame" ] && [ "$grade_frame" -lt 2048 ]'
finish
