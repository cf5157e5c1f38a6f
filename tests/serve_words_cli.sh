# serve_words_cli.sh: the API's words: /api/hint spells a value as the play page shows it (a 16x16's 13 as D, a
# revealed cell too, which said 13; a 36x36's values as numbers, which said N for 23), each against bin/dlx's
# solution; a number out of range is refused with both ends of its range, the end the API takes.
. tests/shcheck.sh
. tests/serve_start.sh
D=$RELBIN/dlx
# Puzzle 3 of this 16x16 run needs a reveal of 13 on the way (the grader's logic stops there), 36x36 with 40 empty.
$RELBIN/gen --size 16 -n 4 --seed 4 --format json | tail -1 > $TMP/p16.json
$RELBIN/gen --size 36 --empty 40 -n 1 --seed 1 --format json > $TMP/p36.json
$BIN/bank add $TMP/bank.db $TMP/p16.json $TMP/p36.json 2> /dev/null
start_server --no-live
# Follows the hints to the end, each value put in; prints what differs from dlx's solution and the reveals seen.
follow() { # follow SIZE
    solution=$($D < $TMP/p$1.json)
    python3 - "$URL" "$1" "$solution" <<'PYEOF'
import json, re, sys, urllib.request
url, size, solution = sys.argv[1], int(sys.argv[2]), sys.argv[3]
symbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
pick = json.load(urllib.request.urlopen(f"{url}/api/puzzle?size={size}"))
grid, bad, reveals = list(pick["puzzle"]), [], []
for step in range(size * size):
    body = json.dumps({"id": pick["id"], "grid": "".join(grid)}).encode()
    hint = json.load(urllib.request.urlopen(urllib.request.Request(f"{url}/api/hint", body, {"Content-Type": "application/json"})))
    if hint["text"] == "solved":
        break
    cell, value, said = hint["cell"], hint["value"], re.search(r"=([0-9A-Za-z]+)$", hint["text"])
    want = str(value) if size > 35 else symbols[value - 1]
    if said is None or said.group(1) != want or solution[cell] != symbols[value - 1]:
        bad.append(hint["text"])
    if hint["text"].startswith("revealed"):
        reveals.append(hint["text"])
    grid[cell] = symbols[value - 1]
print(f"{'solved' if ''.join(grid) == solution else 'unsolved'} bad={bad[:2]} reveals={reveals}")
PYEOF
}
out16=$(follow 16); out36=$(follow 36)
check "16x16: every hint's value as its symbol and dlx's, a reveal of D among them ($out16)" holds \
    'echo "$out16" | grep -q "^solved bad=\[\] reveals=.*revealed: r[0-9]*c[0-9]*=D"'
check "36x36: every hint's value a number and dlx's ($out36)" holds 'echo "$out36" | grep -q "^solved bad=\[\] "'
# bin/classify hint spells the 36x36's first step as the API does (two writers of the words, one rule): a number.
id36=$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE kind = 'sudoku' AND shape = '6x6'")
p36=$(sqlite3 $TMP/bank.db "SELECT puzzle FROM puzzles WHERE kind = 'sudoku' AND shape = '6x6'")
api=$(curl -s -X POST -H 'Content-Type: application/json' --data-binary "{\"id\":$id36,\"grid\":\"$p36\"}" "$URL/api/hint" | jget text)
cli=$($BIN/classify hint $TMP/p36.json)
check "classify hint on the 36x36: the API's words, a number ($cli)" holds \
    '[ -n "$api" ] && [ "${cli%% (*}" = "$api" ] && echo "$api" | grep -q "=[0-9][0-9]*$"'
# The ends of a range: each number past the end said is refused, the end itself taken.
for param in id:2147483647 not:2147483647 solutions:1000000; do
    name=${param%:*} top=${param#*:}
    past=$(curl -s -o /dev/null -w '%{http_code}' "$URL/api/puzzle?$name=$((top + 1))")
    said=$(curl -s "$URL/api/puzzle?$name=$((top + 1))" | jget error)
    at=$(curl -s -o /dev/null -w '%{http_code}' "$URL/api/puzzle?$name=$top")
    check "$name=$((top + 1)): 400 '$said' (was: from 1); $name=$top taken ($at)" holds \
        '[ $past = 400 ] && echo "$said" | grep -q "a number from 1 to $top\$" && [ $at != 400 ]'
done
finish
