# fillomino_gen_cli.sh: Fillomino generation through bin/gen and bin/fillomino gen: the budget, option
# combinations refused up front, what a puzzle that cannot be made prints, --transforms.
. tests/shcheck.sh
R=${RELBIN:-$BIN}
G=$R/gen
F=$BIN/fillomino

# --budget: the generator asks it before each check and each further board. A 30x30 emptied to 880 cells
# (some 50 boards, over 30 s) and a 24x24 at --level hard (some 10 s) given 0.1 s: not made, the budget
# named, exit 1. timeout only bounds a run that ignores the budget.
timeout 20 $G --variant fillomino --size 30 --empty 880 -n 1 --budget 0.1 > $TMP/b.txt 2> $TMP/b.err; rc=$?
check "gen 30x30 --empty 880 --budget 0.1: given up within the budget, exit 1 (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ ! -s $TMP/b.txt ] && grep -q "^gen: 1 of 1 puzzles not made" $TMP/b.err &&
           grep -q "^gen: puzzle 0: no puzzle found (budget; try a larger --budget)\$" $TMP/b.err'
timeout 20 $G --variant fillomino --size 24 --level hard -n 1 --budget 0.1 > $TMP/b.txt 2> $TMP/b.err; rc=$?
check "gen 24x24 --level hard --budget 0.1: given up within the budget, exit 1 (rc $rc)" \
    holds '[ $rc -eq 1 ] && [ ! -s $TMP/b.txt ] &&
           grep -q "^gen: puzzle 0: no puzzle of that level found (budget; try a larger --budget)\$" $TMP/b.err'
finish
