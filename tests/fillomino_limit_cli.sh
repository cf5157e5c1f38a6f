# fillomino_limit_cli.sh: a large Fillomino whose search is wide (janko's 36x20 with clues taken off and one
# changed) answers 'gave up' or the limit, exit 2, in seconds: the search's work is capped, not only its nodes.
. tests/shcheck.sh
R=${RELBIN:-$BIN} # the release tools: the cap is some seconds of work there, minutes in the sanitizer build
cat > $TMP/wide.txt <<'BOARD'
.....8.2.....7....2.......6.........
..7.88.9.677...9.9.8..6.3......86.4.
77.7.......4....64..7.......2.44442.
5.....9663339.6.6........4.........1
8.88..333.2..2....9..9..6..57..77.2.
8.8.51...6...5322.5...3..4..46......
..77..55......4...7.9...4.33..63..2.
.77.........5.5....72...5....72.6...
.5.88.8..8..43.3....5.4.7.......36.3
5552.4.....4.5.....9....69..9.....3.
...6.2.5..7.7.5.5.6..........23.3.22
.8.......55...6..6....3.2.6.....59..
.339..9.3..22...1..74.....3..6.2....
.4..999.5....335.57.....2.4..4.3.5..
446...3....4...55...97..9.77.7..7...
...5...5..44.....39...52....9.......
.2...4.5.33.239....99....2.3...6..43
.93.52.66.35....7..7..42....5.66...5
.....346.6.7...7..83..6..67.........
..9....5...57.3..........39.......92
BOARD
$R/fillomino transform --op id --format line $TMP/wide.txt > $TMP/wide.line

# Before the cap, each of these ran for hours (a node of this search costs some 10 ms, the node cap is 200,000).
timeout 60 $R/fillomino solve --count $TMP/wide.txt > $TMP/out 2> $TMP/err; rc=$?
check "fillomino solve --count: stops at the work limit with a message, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/out)" = error ] && grep -q "work limit" $TMP/err'
for c in hint grade; do
    timeout 60 $R/classify $c --variant fillomino $TMP/wide.txt > $TMP/out 2> $TMP/err; rc=$?
    check "classify $c --variant fillomino: gives up with a message, exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(cat $TMP/out)" = error ] && grep -q "gave up" $TMP/err'
done
timeout 60 $R/bank add $TMP/wide.db --kind fillomino $TMP/wide.line > $TMP/out 2> $TMP/err; rc=$?
check "bank add --kind fillomino: rejected as a count that gave up, exit 2" \
    holds '[ $rc -eq 2 ] && grep -q "count of solutions gave up" $TMP/err && grep -q "rejected 1" $TMP/err'

# --max-nodes 0 lifts the work cap with the node cap: still searching after 3 s, where the cap stops it.
timeout 3 $R/fillomino solve --count --max-nodes 0 $TMP/wide.txt > /dev/null 2>&1; rc=$?
check "fillomino solve --max-nodes 0: no work cap either (still running at 3 s)" holds '[ $rc -eq 124 ]'
finish
