# fillomino_gen_cli.sh: Fillomino generation through bin/gen and bin/fillomino gen: the budget, option
# combinations and --empty counts refused up front, --transforms.
. tests/shcheck.sh
R=${RELBIN:-$BIN}
G=$R/gen
F=$BIN/fillomino

# --budget: the generator asks it before each check and each further board. A 30x30 emptied to 880 cells
# (some 50 boards, over 30 s) and a 24x24 at --level hard (some 10 s) given 0.1 s: not made, the budget
# named, an 'error' line in its place, exit 1. timeout only bounds a run that ignores the budget.
timeout 20 $G --variant fillomino --size 30 --empty 880 -n 1 --budget 0.1 > $TMP/b.txt 2> $TMP/b.err; rc=$?
check "gen 30x30 --empty 880 --budget 0.1: given up within the budget, exit 1 (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ "$(cat $TMP/b.txt)" = error ] && grep -q "^gen: 1 of 1 puzzle not made" $TMP/b.err &&
           grep -q "^gen: puzzle 0: no puzzle found (budget; try a larger --budget)\$" $TMP/b.err'
timeout 20 $G --variant fillomino --size 24 --level hard -n 1 --budget 0.1 > $TMP/b.txt 2> $TMP/b.err; rc=$?
check "gen 24x24 --level hard --budget 0.1: given up within the budget, exit 1 (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ "$(cat $TMP/b.txt)" = error ] &&
           grep -q "^gen: puzzle 0: no puzzle of that level found (budget; try a larger --budget)\$" $TMP/b.err'

# --symmetry empties whole orbits (--strategy symmetric); with --strategy random or puzzlejar, in either
# order, it is refused (exit 2, a message, no puzzle), as a board the symmetry does not fit is.
for args in "--symmetry rot90 --strategy random" "--strategy random --symmetry rot90" \
            "--strategy puzzlejar --symmetry rot180" "--symmetry mirror --strategy puzzlejar"; do
    $F gen --size 6 -n 2 --seed 3 --format line $args > $TMP/s.txt 2> $TMP/s.err; rc=$?
    check "fillomino gen $args: refused, exit 2 (rc $rc)" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/s.txt ] && grep -q "symmetry goes with --strategy symmetric" $TMP/s.err'
done
$F gen --width 7 --height 5 --symmetry rot90 --strategy random > $TMP/s.txt 2> $TMP/s.err; rc=$?
check "fillomino gen 7x5 --symmetry rot90 --strategy random: refused for the strategy, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s $TMP/s.txt ] && grep -q "symmetry goes with --strategy symmetric" $TMP/s.err'
# --symmetry none after another symmetry means none: the default rot180, as --symmetry none alone gives
$F gen --size 6 -n 2 --seed 3 --format line --symmetry rot90 --symmetry none --strategy symmetric > $TMP/sn1.txt 2>&1
$F gen --size 6 -n 2 --seed 3 --format line --symmetry none --strategy symmetric > $TMP/sn2.txt 2>&1
check "fillomino gen --symmetry rot90 --symmetry none: as --symmetry none" holds 'cmp -s $TMP/sn1.txt $TMP/sn2.txt'
$F gen --size 6 -n 2 --seed 3 --format line --symmetry rot90 --strategy symmetric > $TMP/s1.txt 2>&1; rc=$?
$F gen --size 6 -n 2 --seed 3 --format line --symmetry rot90 > $TMP/s2.txt 2>&1
check "fillomino gen --symmetry rot90 --strategy symmetric: made, as --symmetry alone" \
    holds '[ $rc -eq 0 ] && [ "$(wc -l < $TMP/s1.txt)" = 2 ] && cmp -s $TMP/s1.txt $TMP/s2.txt'
# --transforms K: K grids unlike the puzzle and each other. A 5x1 has at most 3 (its row reversed, as a
# column, both): those are written, then an 'error' line for each one missing (8 lines a puzzle), the
# shortfall said, exit 1; a 6x6 of seed 1 has its 7.
$F gen --width 5 --height 1 -n 2 --transforms 7 --format line > $TMP/t.txt 2> $TMP/t.err; rc=$?
check "fillomino gen 5x1 --transforms 7: distinct grids, 'error' for the rest, the shortfall said, exit 1 (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ "$(grep -vx error $TMP/t.txt | sort | uniq -d)" = "" ] && [ "$(wc -l < $TMP/t.txt)" -eq 16 ] &&
           [ "$(grep -cx error $TMP/t.txt)" -ge 8 ] && [ "$(sed -n "1p;9p" $TMP/t.txt | grep -c "^5x1:")" -eq 2 ] &&
           [ "$(grep -c "distinct variants\{0,1\} besides the puzzle itself exist" $TMP/t.err)" = 2 ]'
$F gen --size 6 -n 2 --transforms 7 --format line > $TMP/t.txt 2> $TMP/t.err; rc=$?
check "fillomino gen 6x6 --transforms 7: 16 distinct lines, exit 0" \
    holds '[ $rc -eq 0 ] && [ "$(sort -u $TMP/t.txt | wc -l)" = 16 ] && [ ! -s $TMP/t.err ]'
# An --empty count no puzzle can have is refused before any board, by both tools (exit 2, said, nothing
# written): every cell of a unique 5x5 (the board as one region and a corner beside the rest are two
# solutions), 5 with rot180 on a 6x6 (its orbits are pairs); 6 there is made. --symmetry none is bin/gen's
# name for no symmetry, taken by bin/fillomino gen too.
for args in "--size 5 --empty 25" "--size 6 --symmetry rot180 --empty 5"; do
    $F gen $args -n 2 > $TMP/e.txt 2> $TMP/e.err; rc=$?
    $G --variant fillomino $args -n 2 > $TMP/e2.txt 2> $TMP/e2.err; rc2=$?
    check "$args: refused up front by bin/fillomino gen and bin/gen, exit 2 (rc $rc $rc2)" \
        holds '[ $rc -eq 2 ] && [ $rc2 -eq 2 ] && [ ! -s $TMP/e.txt ] && [ ! -s $TMP/e2.txt ] &&
               grep -q "empty [0-9]* cannot be met" $TMP/e.err && grep -q "empty [0-9]* cannot be met" $TMP/e2.err'
done
check "--size 6 --symmetry rot180 --empty 6: made, 6 empty cells" \
    holds '[ "$($F gen --size 6 --symmetry rot180 --empty 6 --format line | cut -d: -f2 | tr -cd . | wc -c)" = 6 ]'
$F gen --size 6 -n 2 --symmetry none --format line > $TMP/n1.txt 2>&1; rc=$?
$F gen --size 6 -n 2 --format line > $TMP/n2.txt 2>&1
check "fillomino gen --symmetry none: as no --symmetry" holds '[ $rc -eq 0 ] && cmp -s $TMP/n1.txt $TMP/n2.txt'
# --resume makes the last kept puzzle again to compare it: a note it gave then (an --empty target no board
# reached) is not given again, nor one of a puzzle kept before it; a give-up at the end is tried again.
# 4x4 with 13 empty cells, seed 1: puzzles 1 and 3 are not made.
$F gen --size 4 --empty 13 -n 4 --format line -o $TMP/r.txt 2> /dev/null
head -n 3 $TMP/r.txt > $TMP/r2.txt; cp $TMP/r2.txt $TMP/r.txt
$F gen --size 4 --empty 13 -n 4 --format line -o $TMP/r.txt --resume 2> $TMP/r.err; rc=$?
check "--resume after an 'error' line: only the new puzzles' notes (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ "$(sed -n 2p $TMP/r.txt)" = error ] && [ "$(wc -l < $TMP/r.txt)" = 4 ] &&
           grep -q "puzzle 3: none of 50 boards" $TMP/r.err && ! grep -q "puzzle 1:" $TMP/r.err'

# Small region bounds: growing regions at random sticks with regions of at most 3 on boards of 8x8 and
# more (at most 4 from 16x16), where the generator then builds the board in order with backjumping.
# Each puzzle: made, unique (solve --count), its solution the one given, and that solution a valid board
# (every group of equal numbers as many cells as its number, flood-filled here) within the bound.
valid_within() { # WxH:cells bound -> 0 when every group has its number of cells and none exceeds bound
    echo "$1" | awk -v most="$2" '{
        split($0, p, ":"); split(p[1], d, "x"); w = d[1]; h = d[2]; n = w * h
        if (length(p[2]) != n) exit 1
        for (i = 0; i < n; i++) { v[i] = substr(p[2], i + 1, 1) + 0; seen[i] = 0 }
        for (i = 0; i < n; i++) {
            if (seen[i]) continue
            if (v[i] < 1 || v[i] > most) exit 1
            top = 0; st[top++] = i; seen[i] = 1; size = 0
            while (top > 0) {
                c = st[--top]; size++; r = int(c / w); k = c % w
                if (r > 0 && !seen[c - w] && v[c - w] == v[i]) { seen[c - w] = 1; st[top++] = c - w }
                if (r < h - 1 && !seen[c + w] && v[c + w] == v[i]) { seen[c + w] = 1; st[top++] = c + w }
                if (k > 0 && !seen[c - 1] && v[c - 1] == v[i]) { seen[c - 1] = 1; st[top++] = c - 1 }
                if (k < w - 1 && !seen[c + 1] && v[c + 1] == v[i]) { seen[c + 1] = 1; st[top++] = c + 1 }
            }
            if (size != v[i]) exit 1
        }
    }'
}
for args in "8 8 3" "10 10 3" "16 16 3" "16 16 4" "40 6 3" "33 3 3"; do # 33 wide: strips of 16, 16 and 1
    set -- $args
    $F gen --width $1 --height $2 -n 2 --seed 1 --max-region $3 --format line --with-solution > $TMP/m.txt 2> $TMP/m.err; rc=$?
    cut -d' ' -f1 $TMP/m.txt | $F solve --count > $TMP/m.cnt
    cut -d' ' -f1 $TMP/m.txt | $F solve --format line > $TMP/m.sol
    ok=1
    for sol in $(cut -d' ' -f2 $TMP/m.txt); do valid_within "$sol" $3 || ok=0; done
    check "fillomino gen ${1}x$2 --max-region $3: 2 unique puzzles, valid solutions within the bound (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/m.err ] && [ "$(wc -l < $TMP/m.txt)" = 2 ] && [ $ok = 1 ] &&
               [ "$(cat $TMP/m.cnt | tr "\n" " ")" = "1 1 " ] && cut -d" " -f2 $TMP/m.txt | cmp -s - $TMP/m.sol'
done
# The same seed, the same puzzles (the fallback draws from the puzzle's own generator)
$F gen --size 10 -n 2 --seed 4 --max-region 3 --format line -j 2 > $TMP/m1.txt 2>&1
$F gen --size 10 -n 2 --seed 4 --max-region 3 --format line > $TMP/m2.txt 2>&1
check "fillomino gen --size 10 --max-region 3: the same puzzles on another run and with -j 2" \
    holds '[ "$(wc -l < $TMP/m1.txt)" = 2 ] && cmp -s $TMP/m1.txt $TMP/m2.txt'
# Regions of at most 2 (or 1) fill no board 2 or more wide and tall: refused up front, exit 2, said; a row
# takes them (1 2 2 1 2 2 ...), its puzzle unique and within the bound.
$F gen --size 8 --max-region 2 > $TMP/m.txt 2> $TMP/m.err; rc=$?
check "fillomino gen --size 8 --max-region 2: refused, exit 2, the reason said (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ ! -s $TMP/m.txt ] && grep -q "max-region 2: no 8x8 board has such regions" $TMP/m.err'
$F gen --width 9 --height 1 --max-region 2 --seed 2 --format line --with-solution > $TMP/m.txt 2> $TMP/m.err; rc=$?
check "fillomino gen 9x1 --max-region 2: made, unique, within the bound (rc $rc)" \
    holds '[ $rc -eq 0 ] && valid_within "$(cut -d" " -f2 $TMP/m.txt)" 2 &&
           [ "$(cut -d" " -f1 $TMP/m.txt | $F solve --count)" = 1 ]'
# A refused option names what it takes; a side's bounds are the reader's (a board too large is told them), and
# the bounds themselves are taken (-n 0: nothing made) while one past is refused.
bounds=$(printf '300x1:a\n' | $BIN/fillomino solve 2>&1 > /dev/null | sed -n 's/.*(sides 1 to \([0-9]*\), at most \([0-9]*\) cells)$/\1 \2/p')
side=${bounds% *} cells=${bounds#* }
for o in "--width 0" "--height $((side + 1))" "--size x" "--max-region 0" "--empty -1"; do
    case $o in --max*) want="a size from 1 to $cells" ;; --empty*) want="a count from 0 to $cells" ;;
               *) want="a side from 1 to $side" ;; esac
    $BIN/fillomino gen $o > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "gen $o: exit 2, '$want'" holds '[ -n "$side" ] && [ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] &&
        [ "$(cat $TMP/e.txt)" = "fillomino: bad ${o%% *} '"'"'${o#* }'"'"' ($want) (see fillomino --help)" ]'
done
$BIN/fillomino gen --width $side --height 1 -n 0 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "gen --width $side (the bound): taken" holds '[ $rc -eq 0 ] && [ ! -s $TMP/e.txt ]'
finish
