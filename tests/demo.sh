#!/bin/sh
# demo.sh: the main job behind `make run`: a handful of puzzles of several sizes, each solved back
# and counted by bin/dlx, then other kinds and a small bank: generation, solving, grading and storage.
set -e
BIN=${BIN:-bin}
for spec in "4 --seed 1" "6 --seed 2" "9 --seed 3" "12 --seed 4" "16 --seed 5 --empty 150"; do
    size=${spec%% *}; opts=${spec#* }
    echo "== ${size}x${size} ($opts)"
    $BIN/gen --size $size -n 3 $opts --no-progress > /tmp/coverjar-demo.$$
    while read -r puzzle; do
        count=$(echo "$puzzle" | $BIN/dlx --count)
        dots=$(printf '%s' "$puzzle" | tr -cd '.' | wc -c)
        echo "$puzzle  (empty: $dots, solutions: $count)"
    done < /tmp/coverjar-demo.$$
done
rm -f /tmp/coverjar-demo.$$
if [ -x $BIN/classify ]; then
    echo "== 9x9 by level (graded by the logical grader)"
    $BIN/gen --size 9 --per-level 1 --seed 7 --format json --no-progress
fi
if [ -x $BIN/fillomino ]; then
    echo "== Fillomino 6x5"
    $BIN/fillomino gen --width 6 --height 5 -n 1 --seed 2
fi
if [ -x $BIN/gen ]; then
    echo "== Futoshiki 5x5 and Jidoku 4x4 (signs between the cells)"
    $BIN/gen --variant futoshiki --size 5 -n 1 --seed 3 --format grid
    $BIN/gen --variant jidoku --box 2x2 -n 1 --seed 3 --format grid
    echo "== Nonogram 10x8 (clues of each row and column), then its picture"
    $BIN/gen --variant nonogram --width 10 --height 8 -n 1 --seed 3 --format grid --with-solution
fi
if [ -x $BIN/bank ]; then
    echo "== A bank of 200 graded 9x9 puzzles (build/demo.db): its levels and clues, then two hard ones"
    mkdir -p build
    $BIN/bank build build/demo.db --size 9 -n 200 -j 2 --seed 1 --no-progress
    $BIN/bank stats build/demo.db
    $BIN/bank pick build/demo.db --level hard -n 2 --random --seed 4 --format json
    echo "Play them in a browser: $BIN/bank serve build/demo.db, then open http://127.0.0.1:8080/"
fi
