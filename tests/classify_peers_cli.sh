# classify_peers_cli.sh: bin/classify grade against independent graders, on what holds by their definitions:
# sgt-solo's levels name the techniques Tatham's solver needed; qqwing's name the ones it used, guessing aside.
. tests/shcheck.sh
C=$BIN/classify
# LEVEL's rank in our order, for awk: Easy 1 .. Beyond 5.
RANK='BEGIN { r["Easy"] = 1; r["Medium"] = 2; r["Hard"] = 3; r["Evil"] = 4; r["Beyond"] = 5 }'

SOLO=$(command -v sgt-solo || ls /usr/games/sgt-solo 2>/dev/null)
if [ -n "$SOLO" ]; then
    for spec in t:100 b:100 i:40 a:15; do
        "$SOLO" --generate "${spec#*:}" "3x3d${spec%:*}#peers" > "$TMP/solo_${spec%:*}" 2>/dev/null
    done
    check "sgt-solo made its puzzles" [ "$(cat "$TMP"/solo_? | grep -c '^3x3:')" -eq 255 ]
    # Trivial: Tatham's solver placed every digit as the only place for it in a box; so do we, first.
    $C grade "$TMP/solo_t" > "$TMP/gt"
    check "Solo Trivial: every one '1.2 Easy hidden-single' (box hidden singles only)" \
        awk -v n=100 '$0 != "1.2 Easy hidden-single" {e=1} END {exit e || NR != n}' "$TMP/gt"
    # Basic: hidden singles in any unit and naked singles; never beyond our naked single's 2.3.
    $C grade "$TMP/solo_b" > "$TMP/gb"
    check "Solo Basic: singles only (rating at most 2.3)" \
        awk '$1 > 2.3 || $3 !~ /^(hidden|naked)-single$/ {e=1} END {exit e || NR != 100}' "$TMP/gb"
    check "Solo Basic: not all box hidden singles (the level is exact)" grep -qv '^1\.2 ' "$TMP/gb"
    # Intermediate: + pointing and claiming, our Medium; Advanced: + naked/hidden sets of any size, which
    # in 9 cells are our pairs to quads, so at most Hard.
    $C grade "$TMP/solo_i" > "$TMP/gi"
    check "Solo Intermediate: Easy or Medium" awk "$RANK"' r[$2] == 0 || r[$2] > 2 {e=1} END {exit e || NR != 40}' "$TMP/gi"
    check "Solo Intermediate: some need pointing or claiming" grep -Eq ' (pointing|claiming)$' "$TMP/gi"
    $C grade "$TMP/solo_a" > "$TMP/ga"
    check "Solo Advanced: at most Hard" awk "$RANK"' r[$2] == 0 || r[$2] > 3 {e=1} END {exit e || NR != 15}' "$TMP/ga"
else
    echo "note: sgt-solo not installed (Debian sgt-puzzles): its levels were not compared"
fi

# qqwing: Simple and Easy used singles only, Intermediate also pairs and intersections, none guessed:
# at most our Medium, at most our Hard. The stored sample first (needs no qqwing), then fresh puzzles.
S=classify/data/qqwing_sample.txt
awk '$NF == "Simple" || $NF == "Easy" { print $1 }' "$S" | $C grade > "$TMP/qs"
awk '$NF == "Intermediate" { print $1 }' "$S" | $C grade > "$TMP/qi"
check "qqwing sample: Simple and Easy are at most Medium" \
    awk "$RANK"' r[$2] == 0 || r[$2] > 2 {e=1} END {exit e || NR != 600}' "$TMP/qs"
check "qqwing sample: Intermediate is at most Hard" \
    awk "$RANK"' r[$2] == 0 || r[$2] > 3 {e=1} END {exit e || NR != 300}' "$TMP/qi"
if command -v qqwing > /dev/null; then
    # CSV: puzzle, givens, singles, hidden singles, naked pairs, hidden pairs, pointing, box/line, guesses,
    # backtracks, difficulty.
    qqwing --generate 100 --csv --stats | awk -F, 'NR > 1 && $9 == 0 { print $1, $11 }' > "$TMP/qf"
    cut -d' ' -f1 "$TMP/qf" | $C grade | paste -d' ' "$TMP/qf" - > "$TMP/qfg"
    check "fresh qqwing puzzles solved without guessing: at most Hard" \
        awk "$RANK"' r[$4] == 0 || r[$4] > 3 || ($2 ~ /^(Simple|Easy)$/ && r[$4] > 2) {e=1} END {exit e || NR == 0}' "$TMP/qfg"
else
    echo "note: qqwing not installed (Debian qqwing): only the stored sample was compared"
fi
finish
