#!/bin/sh
# demo.sh: the main job behind `make run`: a handful of puzzles of several sizes, each solved back
# and counted by bin/dlx, so one command shows generation, solving and grading end to end.
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
