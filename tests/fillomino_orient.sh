# fillomino_orient.sh: a Fillomino grade does not depend on the board's orientation: the janko puzzles up
# to 200 cells and a generated 7x6, graded in each of the 8 rotations and reflections.
. tests/shcheck.sh
R=${RELBIN:-$BIN}
J=$DATA/fillomino_janko.txt
OPS="id rot90 rot180 rot270 mirror flip transpose antitranspose"

# Level and technique always; the rating too below beyond (easy and hard rate the share the region
# rules leave open, which is their fixpoint's; beyond rates the look-ahead's).
grades() { # grades FILE OUT: the grade of each puzzle of FILE in each orientation, one line per puzzle
    for op in $OPS; do
        $R/fillomino transform --op $op --format line "$1" | $R/classify grade --variant fillomino \
            | awk '{ print ($2 == "beyond" ? "" : $1) " " $2 " " $3 }' > "$2.$op" || return 1
    done
    paste -d '|' $(for op in $OPS; do printf '%s ' "$2.$op"; done) > "$2"
}
same() { # same OUT: every line names one grade eight times
    awk -F '|' '{ for (i = 2; i <= NF; i++) if ($i != $1) bad++ } NF != 8 { bad++ } END { exit bad > 0 }' "$1"
}

awk 'BEGIN{RS=""} { split($2, d, "x"); if (d[1] * d[2] <= 200) { sub(/\n## solution(.|\n)*/, ""); print; print "" } }' \
    "$J" > $TMP/j.txt
grades $TMP/j.txt $TMP/jg
check "janko to 200 cells (470 puzzles, janko-305, 366, 436 and 491 among them): one grade in all 8 orientations" \
    holds '[ "$(wc -l < $TMP/jg)" = 470 ] && same $TMP/jg'
# A generated 7x6 (bin/fillomino gen --width 7 --height 6 -n 150 --seed 2, puzzle 75): easy in
# every orientation (it was hard in 7 of the 8).
echo '7x6:..8..1.8..6..9.8..6....66..8.......918....' > $TMP/g.txt
grades $TMP/g.txt $TMP/gg
check "a generated 7x6: easy (1.6) in all 8 orientations" \
    holds '[ "$(cut -d "|" -f 1 $TMP/gg)" = "1.6 easy region-rules" ] && same $TMP/gg'
finish
