#!/bin/sh
# compare_graders.sh: bin/classify grade against two independent graders: sgt-solo's levels (puzzles made
# here from a fixed seed) and qqwing's (a stored sample); per peer a cross-table and Spearman correlations.
set -eu

usage() {
    cat <<'EOF'
usage: classify/compare_graders.sh [--solo "t:300 b:300 ..."] [--seed S] [--qqwing FILE | --fresh-qqwing N]
  Grades with $BIN/classify (default bin) and prints, per independent grader, a table (rows: its level,
  columns: our level, then our mean rating) and Spearman's rho between its level order and our rating
  (and our level). Run from the project root.
  --solo LIST       sgt-solo levels and counts (default "t:300 b:300 i:300 a:100 e:200 u:100": a and u
                    cost Solo 70-140 ms a puzzle); puzzles from "3x3d<level>#<seed>", the same every run
  --seed S          sgt-solo's random seed (default coverjar)
  --qqwing FILE     labelled qqwing puzzles, "PUZZLE Level" (default classify/data/qqwing_sample.txt)
  --fresh-qqwing N  generate N per qqwing level now instead (qqwing has no seed: results vary;
                    Simple puzzles take qqwing about 0.4 s each)
EOF
}

BIN=${BIN:-bin}
SOLO="t:300 b:300 i:300 a:100 e:200 u:100"
SEED=coverjar
QQFILE=classify/data/qqwing_sample.txt
FRESH=0
while [ $# -gt 0 ]; do
    case $1 in
    --solo) SOLO=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --qqwing) QQFILE=$2; shift 2 ;;
    --fresh-qqwing) FRESH=$2; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
    esac
done

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# table NAME FILE: FILE has "LEVEL-INDEX LEVEL-NAME RATING OUR-LEVEL" lines.
table() {
    awk -v name="$1" '
        BEGIN { split("Easy Medium Hard Evil Beyond", ours, " ");
                for (i = 1; i <= 5; i++) idx[ours[i]] = i }
        { if (!($1 in seen)) { seen[$1] = 1; names[$1] = $2; if ($1 > maxk) maxk = $1 }
          n[$1]++; c[$1, idx[$4]]++; sum[$1] += $3 }
        END {
            printf "%-14s %5s %6s %6s %6s %6s %6s %8s\n", name, "n", "Easy", "Medium", "Hard", "Evil", "Beyond", "rating";
            for (k = 0; k <= maxk; k++) {
                if (!(k in seen)) continue;
                printf "%-14s %5d", names[k], n[k];
                for (i = 1; i <= 5; i++) printf " %6d", c[k, i];
                printf " %8.2f\n", sum[k] / n[k];
            }
        }' "$2"
    rho=$(awk -f classify/spearman.awk X=1 Y=3 "$2")
    rhol=$(awk 'BEGIN { split("Easy Medium Hard Evil Beyond", o, " "); for (i = 1; i <= 5; i++) x[o[i]] = i }
                { print $1, x[$4] }' "$2" | awk -f classify/spearman.awk)
    echo "Spearman rho, $1 level order vs our rating: ${rho% *}; vs our level: ${rhol% *} (${rho#* } puzzles)"
}

# grade IN OUT: IN has "PUZZLE LEVEL-INDEX LEVEL-NAME"; OUT gets table() lines (ungraded lines dropped, counted).
grade() {
    cut -d' ' -f1 "$1" | "$BIN/classify" grade > "$TMP/g" 2> "$TMP/gerr" || true
    paste -d' ' "$1" "$TMP/g" | awk 'NF == 6 { print $2, $3, $4, $5; next } { bad++ }
        END { if (bad) printf "note: %d puzzles not graded\n", bad > "/dev/stderr" }' > "$2"
}

# ---- sgt-solo: Tatham's levels by the techniques his solver needs (t: hidden singles in boxes only;
# b: + hidden singles in lines and naked singles; i: + pointing/claiming; a: + subsets; e: + fish and
# bivalue forcing chains; u: guessing). Each puzzle is generated to need exactly its level.
SOLO_BIN=$(command -v sgt-solo || echo /usr/games/sgt-solo)
if [ -x "$SOLO_BIN" ]; then
    : > "$TMP/solo"
    k=0
    for spec in $SOLO; do
        lev=${spec%%:*}
        cnt=${spec#*:}
        "$SOLO_BIN" --generate "$cnt" "3x3d$lev#$SEED" 2>/dev/null | awk -v k=$k -v l="$lev" '{ print $1, k, l }' >> "$TMP/solo"
        k=$((k + 1))
    done
    grade "$TMP/solo" "$TMP/solo.t"
    echo "sgt-solo ($("$SOLO_BIN" --version 2>/dev/null | sed -n 's/^Version //p'), 3x3d<level>#$SEED)"
    table "sgt-solo" "$TMP/solo.t"
else
    echo "note: sgt-solo not installed (Debian sgt-puzzles): no Solo comparison"
fi
echo

# ---- qqwing: Simple (naked singles only), Easy (+ hidden singles), Intermediate (+ naked/hidden pairs,
# pointing, box/line), Expert (qqwing guessed).
if [ "$FRESH" -gt 0 ]; then
    command -v qqwing > /dev/null || { echo "qqwing not installed (Debian qqwing)" >&2; exit 2; }
    for d in simple easy intermediate expert; do
        qqwing --generate "$FRESH" --difficulty $d --csv --stats | awk -F, 'NR > 1 { print $1, $11 }'
    done > "$TMP/qq.txt"
    QQFILE=$TMP/qq.txt
    echo "qqwing ($(qqwing --version | head -n 1), $FRESH per level, generated now: varies from run to run)"
else
    echo "qqwing (the stored sample $QQFILE)"
fi
awk '/^#/ || NF < 2 { next }
     { k = $NF == "Simple" ? 0 : $NF == "Easy" ? 1 : $NF == "Intermediate" ? 2 : $NF == "Expert" ? 3 : -1
       if (k >= 0) print $1, k, $NF }' "$QQFILE" > "$TMP/qq"
grade "$TMP/qq" "$TMP/qq.t"
table "qqwing" "$TMP/qq.t"
