# serve_refuse_cli.sh: `bank serve` refuses at its start a --page folder it could not serve the page from (missing,
# or without index.html), and live requests for puzzles that leave the player nothing to do; sqlite3 shows none stored.
. tests/shcheck.sh
. tests/serve_start.sh
make_bank
check "bank add: the test bank is built" holds '[ -s $TMP/bank.db ]'
# --page DIR: a folder without index.html, one whose index.html is a folder, and no folder at all are refused at
# once (exit 2, the missing file named); a server would have answered 404 for / (its index.html) to every player.
mkdir -p $TMP/nopage $TMP/dirpage/index.html $TMP/page
cp gen/bank/page/* $TMP/page/
for dir in nopage dirpage missing; do
    timeout 10 $BIN/bank serve $TMP/bank.db --port 0 --page $TMP/$dir > $TMP/o 2> $TMP/e; rc=$?
    case $dir in missing) named="--page $TMP/missing: No such file or directory" ;; nopage) named="$TMP/nopage/index.html: No such" ;;
                 *) named="$TMP/dirpage/index.html: not a regular file" ;; esac
    check "serve --page $dir: refused at the start, exit 2 (not 124, serving), '$named' said ($(head -c 200 $TMP/e))" \
        holds '[ $rc = 2 ] && grep -qF -- "$named" $TMP/e && ! grep -q serving $TMP/e'
done
start_server --page $TMP/page
check "serve --page with index.html: serves it at /" holds '[ -n "$URL" ] && curl -s $URL/ | cmp -s - gen/bank/page/index.html'
# Live puzzles with nothing to do: no empty square (empty=0), or a board of one row or column (a 1x1 or 1xN Nonogram,
# whose cells each follow from their own clue; a 1x1 Fillomino). Refused with 400 in the request's words, as the
# generator's refusals are, and nothing stored.
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
rows() { sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles"; }
# empty=0:B asks for 1 to B empty squares (drawn from 0 to 2, seed 6 would draw 0: a full grid).
for s in 1 2 3 4 5 6 7 8; do curl -s "$URL/api/puzzle?size=4&empty=0:2&live=1&seed=$s" | jget puzzle; done > $TMP/p4
check "live size=4&empty=0:2 (seeds 1-8): 8 puzzles, each of 1 or 2 empty squares counted in its text" holds \
    '[ "$(grep -c . $TMP/p4)" = 8 ] && [ -z "$(awk "{ n = gsub(/\\./, \".\"); if (n < 1 || n > 2) print }" $TMP/p4)" ]'
before=$(rows)
for q in "size=9&empty=0|sudoku 9x9 (box 3x3) cannot be generated with 0 empty squares: a live puzzle has at least 1 empty" \
         "size=4&empty=0:0&level=easy|sudoku 4x4 (box 2x2) cannot be generated with level easy, 0 empty squares:" \
         "kind=fillomino&size=4&empty=0|fillomino 4x4 cannot be generated with 0 empty squares:" \
         "kind=nonogram&width=1&height=1|nonogram 1x1 cannot be generated: a live puzzle has at least 2 rows and 2 columns" \
         "kind=nonogram&width=5&height=1|nonogram 5x1 cannot be generated: a live puzzle has at least 2 rows and 2 columns" \
         "kind=nonogram&width=1&height=7|nonogram 1x7 cannot be generated:" \
         "kind=fillomino&size=1|fillomino 1x1 cannot be generated: a live puzzle has at least 2 rows and 2 columns"; do
    code=$(status "$URL/api/puzzle?${q%%|*}&live=1&seed=1")
    said=$(curl -s "$URL/api/puzzle?${q%%|*}&live=1&seed=1" | jget error)
    check "live ${q%%|*}: 400, '$said'" holds '[ $code = 400 ] && echo "$said" | grep -qF "a new ${q#*|}"'
done
check "the refused live requests stored nothing (sqlite3: $before rows before, $(rows) after)" holds '[ "$(rows)" = "$before" ]'
# A 2x2 board and a 5x5 Nonogram are still generated.
check "live kind=fillomino&size=2 and kind=nonogram&size=5: still made (200, not refused)" holds \
    '[ "$(status "$URL/api/puzzle?kind=fillomino&size=2&live=1&seed=3")" != 400 ] &&
     [ "$(status "$URL/api/puzzle?kind=nonogram&size=5&live=1&seed=3")" = 200 ]'
# A number in the query is read as the command line reads one: a '+' or a space before it is refused, as empty= was.
check "size=+9 and size=%209 refused (400), size=9 taken" holds \
    '[ "$(status "$URL/api/puzzle?size=%2B9")" = 400 ] && [ "$(status "$URL/api/puzzle?size=%209")" = 400 ] &&
     [ "$(status "$URL/api/puzzle?size=9")" != 400 ]'
# The bank then holds no puzzle without an empty square, nor a board of one row or column (sqlite3's view).
check "no stored puzzle has 0 empty squares or one row or column (sqlite3)" holds \
    '[ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles WHERE empties = 0 OR (kind IN (\"nonogram\", \"fillomino\")
        AND (shape LIKE \"1x%\" OR shape LIKE \"%x1\"))")" = 0 ]'
finish
