# serve_cli.sh: `bank serve` over HTTP with curl: the page's files, types and 304s, puzzles picked and generated, check
# and hint answers against bin/dlx's solutions, 400/404/405/413, paths outside the page, FIFOs and %00 refused, SIGTERM.
. tests/shcheck.sh
. tests/serve_start.sh
D=$RELBIN/dlx
make_bank
check "bank add: the test bank is built" holds '[ -s $TMP/bank.db ]'
mkdir -p $TMP/page $TMP/outside
cp gen/bank/page/*.html gen/bank/page/*.js gen/bank/page/*.css gen/bank/page/*.svg $TMP/page/
echo secret > $TMP/outside/secret.txt
ln -s ../outside/secret.txt $TMP/page/link.txt
echo hidden > $TMP/page/.hidden
start_server --page $TMP/page
check "serve: listens on a loopback port" holds '[ -n "$URL" ]'

status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
ctype() { curl -s -o /dev/null -w '%{content_type}' "$@"; }
post() { curl -s -X POST -H 'Content-Type: application/json' --data-binary "$2" "$URL$1"; }

# The page's files, with their types.
check "GET / is index.html" sh -c "curl -s $URL/ | cmp -s - gen/bank/page/index.html"
check "index.html is text/html" holds '[ "$(ctype $URL/index.html)" = "text/html; charset=utf-8" ]'
check "play.js is text/javascript" holds '[ "$(ctype $URL/play.js)" = "text/javascript; charset=utf-8" ]'
check "saved.js is text/javascript, served as it is" holds \
    '[ "$(ctype $URL/saved.js)" = "text/javascript; charset=utf-8" ] && curl -s $URL/saved.js | cmp -s - gen/bank/page/saved.js'
check "play.css is text/css" holds '[ "$(ctype $URL/play.css)" = "text/css; charset=utf-8" ]'
# A browser asks for /favicon.ico by itself (for a JSON answer opened in a tab too): the page's icon, not a 404.
check "/favicon.ico and icon.svg (linked from index.html): the page's icon, image/svg+xml" holds \
    '[ "$(ctype $URL/favicon.ico)" = "image/svg+xml" ] && curl -s $URL/favicon.ico | cmp -s - gen/bank/page/icon.svg &&
     [ "$(ctype $URL/icon.svg)" = "image/svg+xml" ] && grep -q "<link rel=\"icon\" href=\"icon.svg\"" gen/bank/page/index.html'
# Refused: a missing file, ../ (plain and encoded), a symbolic link out of the page, a hidden file, an absolute path.
for path in nothing.js ../outside/secret.txt %2e%2e/outside/secret.txt ..%2foutside%2fsecret.txt link.txt .hidden /etc/passwd; do
    check "/$path: 404" holds '[ "$(status --path-as-is "$URL/$path")" = 404 ]'
done
# A page file carries an ETag and Last-Modified with Cache-Control: no-cache: asked again with either, it
# answers 304 without the body while the file is unchanged, and the new file once it changes.
hdr() { name=$1; shift; curl -s -D - -o /dev/null "$@" | tr -d '\r' | sed -n "s/^$name: //Ip"; }
echo one > $TMP/page/note.txt
etag=$(hdr ETag $URL/note.txt); modified=$(hdr Last-Modified $URL/note.txt)
check "a page file: ETag, Last-Modified (the file's time, as date -u writes it) and Cache-Control: no-cache" holds \
    '[ -n "$etag" ] && [ "$modified" = "$(LC_ALL=C date -u -r $TMP/page/note.txt "+%a, %d %b %Y %H:%M:%S GMT")" ] &&
     [ "$(hdr Cache-Control $URL/play.js)" = no-cache ]'
check "a page file asked with its ETag or its Last-Modified: 304, no body" holds \
    '[ "$(curl -s -o $TMP/304.out -w "%{http_code}" -H "If-None-Match: W/\"x\", $etag" $URL/note.txt)" = 304 ] && [ ! -s $TMP/304.out ] &&
     [ "$(status -H "If-Modified-Since: $modified" $URL/note.txt)" = 304 ] && [ "$(status -I -H "If-None-Match: $etag" $URL/note.txt)" = 304 ]'
echo two > $TMP/page/note.txt
check "a page file changed: 200 with the new text for the old ETag" holds \
    '[ "$(curl -s -H "If-None-Match: $etag" $URL/note.txt)" = two ] && [ "$(hdr ETag $URL/note.txt)" != "$etag" ] &&
     [ "$(status -H "If-None-Match: \"other\"" -H "If-Modified-Since: $modified" $URL/note.txt)" = 200 ]'
# An encoded NUL (%00) does not cut a path or a value short: /index.html%00.png served index.html, size=9%00x
# meant size=9. Other escapes are decoded as before.
check "%00 in a path or a value: 404 or 400, not the text before it; %69ndex.html is index.html" holds \
    '[ "$(status --path-as-is "$URL/index.html%00.png")" = 404 ] && [ "$(status "$URL/api/puzzle%00x")" = 404 ] &&
     [ "$(status "$URL/api/puzzle?size=9%00x")" = 400 ] && [ "$(status "$URL/%69ndex.html")" = 200 ] &&
     [ "$(curl -s "$URL/api/puzzle?kind=sud%6Fku&size=%39" | jget width)" = 9 ]'
# A FIFO in the page folder is no file to serve: 404 at once (the open waited for a writer, holding a thread
# of the server and every request on it, and SIGTERM could not stop it). Opening it both ways releases a waiter.
mkfifo $TMP/page/pipe.js
check "a FIFO in the page folder: 404 at once, the server still answering" holds \
    '[ "$(status --max-time 5 $URL/pipe.js)" = 404 ] && [ "$(status --max-time 5 $URL/index.html)" = 200 ]'
exec 9<> $TMP/page/pipe.js; exec 9>&-
check "POST to a file: 405" holds '[ "$(status -X POST -d x $URL/index.html)" = 405 ]'

# A 9x9 picked from the bank: its text is one of the bank's, solved by bin/dlx; check and hint agree.
curl -s "$URL/api/puzzle?kind=sudoku&size=9&level=hard" > $TMP/p.json
id=$(jget id < $TMP/p.json); puzzle=$(jget puzzle < $TMP/p.json)
check "puzzle: a 9x9 hard one from the bank" holds '[ "$(jget box < $TMP/p.json)" = 3x3 ] && [ "$(jget levelName < $TMP/p.json)" = hard ] && grep -q "\"$puzzle\"" $TMP/puzzles.txt'
# The fields the API and `bank pick --format json` share have the same names and values for the same row.
$BIN/bank export $TMP/bank.db --format json | grep "^{\"id\":$id," > $TMP/pick.json
for field in kind shape puzzle clues empty solutions level levelName rating technique; do
    check "puzzle: \"$field\" as bank pick --format json gives it" holds \
        '[ "$(jget $field < $TMP/p.json)" = "$(jget $field < $TMP/pick.json)" ] && [ "$(jget $field < $TMP/p.json)" != undefined ]'
done
check "puzzle: JSON content type" holds '[ "$(ctype "$URL/api/puzzle?size=9")" = application/json ]'
solution=$(echo "$puzzle" | $D)
check "check: dlx's solution is solved" holds '[ "$(post /api/check "{\"id\":$id,\"grid\":\"$solution\"}")" = "{\"solved\":true,\"complete\":true,\"wrong\":[]}" ]'
check "check: the givens alone: incomplete, nothing wrong" holds '[ "$(post /api/check "{\"id\":$id,\"grid\":\"$puzzle\"}")" = "{\"solved\":false,\"complete\":false,\"wrong\":[]}" ]'
# Two player cells wrong (the first two empty cells, each set to the next digit): exactly those reported.
awk -v p="$puzzle" -v s="$solution" 'BEGIN { g = s; n = 0
    for (k = 1; k <= 81 && n < 2; k++) if (substr(p, k, 1) == ".") { v = substr(s, k, 1) % 9 + 1; g = substr(g, 1, k - 1) v substr(g, k + 1); w = w (n ? "," : "") (k - 1); n++ }
    print g > "/dev/stderr"; print w }' > $TMP/want 2> $TMP/grid
check "check: exactly the two wrong squares" holds '[ "$(post /api/check "{\"id\":$id,\"grid\":\"$(cat $TMP/grid)\"}" | jget wrong)" = "[$(cat $TMP/want)]" ]'
check "check: a grid as a list of numbers" holds '[ "$(post /api/check "{\"id\":$id,\"grid\":[$(echo $solution | sed "s/./&,/g; s/,$//")]}" | jget solved)" = true ]'
post /api/hint "{\"id\":$id,\"grid\":\"$puzzle\"}" > $TMP/h.json
hint=$(jget text < $TMP/h.json); cell=$(jget cell < $TMP/h.json); value=$(jget value < $TMP/h.json)
check "hint: a step in words with its cells ($hint)" holds '[ -n "$hint" ] && [ "$(jget cells < $TMP/h.json)" != "[]" ]'
check "hint: the cell it fills holds dlx's value" holds '[ "$cell" = null ] || [ "$(echo $solution | cut -c$((cell + 1)))" = "$value" ]'
check "hint: a wrong cell is pointed at" holds '[ "$(post /api/hint "{\"id\":$id,\"grid\":\"$(cat $TMP/grid)\"}" | jget cells)" = "[$(cat $TMP/want)]" ]'
check "hint on a solved grid: solved" holds '[ "$(post /api/hint "{\"id\":$id,\"grid\":\"$solution\"}" | jget text)" = solved ]'
# The page sends values, not candidates: each hint's value placed and the hint asked again solves the hard
# puzzle to dlx's solution; steps that only remove candidates are applied on the way, counted in "removals".
g=$puzzle; asked=0; removals=0
while [ $asked -lt 81 ] && [ "$g" != "$solution" ]; do
    post /api/hint "{\"id\":$id,\"grid\":\"$g\"}" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{
        const h=JSON.parse(s);console.log(h.cell===null?"- - 0":`${h.cell} ${h.value} ${h.removals ?? 0}`)})' > $TMP/hh.txt
    read c v r < $TMP/hh.txt
    [ "$c" = - ] && break
    g=$(echo "$g" | awk -v k=$((c + 1)) -v v=$v '{ print substr($0, 1, k - 1) v substr($0, k + 1) }')
    asked=$((asked + 1)); removals=$((removals + r))
done
check "hint: asked again after each value placed, dlx's solution ($asked hints, $removals removal steps)" \
    holds '[ "$g" = "$solution" ] && [ $removals -gt 0 ]'

# Fillomino from the bank: its hint (the region rules' next cell) holds dlx's value.
curl -s "$URL/api/puzzle?kind=fillomino&size=6" > $TMP/f.json
fid=$(jget id < $TMP/f.json); fp=$(jget puzzle < $TMP/f.json)
fs=$(echo "$fp" | $D --variant fillomino | cut -d: -f2)
check "fillomino: dlx's solution is solved" holds '[ "$(post /api/check "{\"id\":$fid,\"grid\":\"$fs\"}" | jget solved)" = true ]'
post /api/hint "{\"id\":$fid,\"grid\":\"$(echo $fp | cut -d: -f2)\"}" > $TMP/fh.json
fcell=$(jget cell < $TMP/fh.json)
check "fillomino hint: a step of its logic, dlx's value" holds '[ "$fcell" != null ] && grep -q "region rules\\|look-ahead" $TMP/fh.json && [ "$(echo $fs | cut -c$((fcell + 1)))" = "$(jget value < $TMP/fh.json)" ]'

# Live generation: added to the bank, so check works by its id; Futoshiki's line form keeps its signs.
curl -s "$URL/api/puzzle?kind=futoshiki&size=5&live=1&seed=7" > $TMP/l.json
lid=$(jget id < $TMP/l.json); lp=$(jget puzzle < $TMP/l.json)
ls=$(echo "$lp" | $D --variant futoshiki)
check "live futoshiki: a new id, unique per dlx" holds '[ "$(echo "$lp" | $D --variant futoshiki --count)" = 1 ] && [ "$lid" -gt 0 ]'
check "live futoshiki: checked by id" holds '[ "$(post /api/check "{\"id\":$lid,\"grid\":\"$ls\"}" | jget solved)" = true ]'
check "live futoshiki: served again by id" holds '[ "$(curl -s "$URL/api/puzzle?id=$lid" | jget puzzle)" = "$lp" ]'
top=9223372036854775807
check "live with seed=2^63-1: the puzzle is kept with that seed" holds \
    '[ "$(sqlite3 $TMP/bank.db "SELECT seed FROM puzzles WHERE id = $(curl -s "$URL/api/puzzle?kind=futoshiki&size=5&live=1&seed=$top" | jget id)")" = $top ]'
check "seed=2^63: 400, the range named" holds \
    '[ "$(status "$URL/api/puzzle?seed=9223372036854775808")" = 400 ] && curl -s "$URL/api/puzzle?seed=9223372036854775808" | grep -q "2^63-1"'
# Several solutions: a grid filled from one of them is not wrong; a digit clashing with a given is.
curl -s "$URL/api/puzzle?kind=sudoku&size=4&empty=11&solutions=4&live=1&seed=2" > $TMP/m.json
mid=$(jget id < $TMP/m.json); mp=$(jget puzzle < $TMP/m.json); msols=$(jget solutions < $TMP/m.json)
ms=$(echo "$mp" | $D)
check "several solutions: counted as dlx counts" holds '[ "$msols" = "$(echo "$mp" | $D --count=4)" ] && [ "$msols" -gt 1 ]'
check "several solutions: one of them is solved" holds '[ "$(post /api/check "{\"id\":$mid,\"grid\":\"$ms\"}" | jget solved)" = true ]'
# In the first row with a given: an empty cell set to that given's digit fits no solution.
bad=$(awk -v p="$mp" 'BEGIN { for (r = 0; r < 4; r++) { g = 0; e = -1
    for (c = 1; c <= 4; c++) { x = substr(p, 4 * r + c, 1); if (x != ".") g = x; else if (e < 0) e = 4 * r + c - 1 }
    if (g && e >= 0) { print e, substr(p, 1, e) g substr(p, e + 2); exit } } }')
check "several solutions: a clashing digit is wrong" holds '[ "$(post /api/check "{\"id\":$mid,\"grid\":\"${bad#* }\"}" | jget wrong)" = "[${bad%% *}]" ]'
# Every empty cell set to 1: wrong are the cells that fit no solution alone, each counted by dlx with only it
# set (only the first such cell was listed: the others went untested).
alone=$(sep=; for k in $(seq 1 16); do [ "$(echo "$mp" | cut -c$k)" = . ] || continue
    [ "$(echo "$mp" | sed "s/./1/$k" | $D --count=1)" = 0 ] && printf '%s%d' "$sep" $((k - 1)) && sep=,; done)
check "several solutions: every cell that fits none alone is wrong, as dlx counts (more than one here)" holds \
    '[ "$(post /api/check "{\"id\":$mid,\"grid\":\"$(echo "$mp" | tr . 1)\"}" | jget wrong)" = "[$alone]" ] &&
     [ "${alone#*,}" != "$alone" ]'

# Errors.
check "bad JSON: 400" holds '[ "$(status -X POST -d "{nope" $URL/api/check)" = 400 ]'
check "an id given twice: 400, said (the second id's puzzle was checked against the grid)" holds \
    '[ "$(status -X POST -d "{\"id\":$id,\"grid\":\"$solution\",\"id\":$fid}" $URL/api/check)" = 400 ] &&
     post /api/hint "{\"id\":$id,\"grid\":\"$solution\",\"id\":$fid}" | grep -q "duplicate"'
# A body that is not JSON because of bytes that are not UTF-8 (a backslash before them): 400 and a JSON
# error naming the problem, the bytes as '?' (it was a 500 "out of memory": the error could not be JSON).
printf '{"id":%s,"grid":"\\\317\203"}' $id > $TMP/bad_utf8.json
curl -s -o $TMP/bad_utf8.out -w '%{http_code}' -X POST --data-binary @$TMP/bad_utf8.json $URL/api/check > $TMP/bad_utf8.code
check "a body with an escape before bytes not UTF-8: 400, a JSON error" holds \
    '[ "$(cat $TMP/bad_utf8.code)" = 400 ] && jget error < $TMP/bad_utf8.out | grep -q "^the body is not JSON: invalid escape"'
check "an id of 1.5: said to be no whole number, not a string; an id of \"1\": said to be a string" holds \
    '[ "$(post /api/check "{\"id\":1.5,\"grid\":\"$solution\"}" | jget error)" = "\"id\" is a puzzle'"'"'s id, a whole number from 1" ] &&
     [ "$(post /api/check "{\"id\":\"1\",\"grid\":\"$solution\"}" | jget error)" = "\"id\" is a puzzle'"'"'s id, a whole number from 1 (not a string)" ]'
check "no id: 400 with a JSON error" holds '[ -n "$(post /api/check "{\"grid\":\"1\"}" | jget error)" ]'
check "a cell of -1 in a list: 400, said to be a bad value, not a bad length" holds \
    '[ "$(post /api/check "{\"id\":$id,\"grid\":[-1$(echo $solution | cut -c2- | sed "s/./,&/g")]}" | jget error)" != "" ] &&
     post /api/check "{\"id\":$id,\"grid\":[-1$(echo $solution | cut -c2- | sed "s/./,&/g")]}" | grep -q "whole number from 0"'
check "a grid of the wrong length: 400" holds '[ "$(status -X POST -d "{\"id\":$id,\"grid\":\"123\"}" $URL/api/check)" = 400 ]'
check "a grid of the wrong length: the error names the puzzle's 81 cells" holds \
    'post /api/check "{\"id\":$id,\"grid\":\"123\"}" | jget error | grep -q "one value per cell of the puzzle.s 81"'
blanked=$(echo "$puzzle" | sed "s/\./ /")
check "a grid with a blank for an empty cell: 400 naming the blank's place and '.'" holds \
    '[ "$(status -X POST -d "{\"id\":$id,\"grid\":\"$blanked\"}" $URL/api/check)" = 400 ] &&
     post /api/check "{\"id\":$id,\"grid\":\"$blanked\"}" | jget error |
         grep -q "a blank at character $(($(echo "$puzzle" | sed "s/\..*//" | wc -c))): an empty cell is"'
check "an id in quotes or a grid that is a number: 400 naming the field" holds \
    'post /api/check "{\"id\":\"$id\",\"grid\":\"$solution\"}" | jget error | grep -q "^\"id\" is a puzzle.s id" &&
     post /api/check "{\"id\":$id,\"grid\":5}" | jget error | grep -q "^\"grid\" is a text"'
# The whole text is the grid: a solved grid with words after a blank, or any text before a ':' but the puzzle's own
# (a Fillomino's "6x6:"), is refused (both read as the solution: solved), the place named.
check "a solution then ' junk' or a tab: 400, the blank's place named" holds \
    '[ "$(status -X POST -d "{\"id\":$id,\"grid\":\"$solution junk\"}" $URL/api/check)" = 400 ] &&
     post /api/check "{\"id\":$id,\"grid\":\"$solution\\tjunk\"}" | jget error | grep -q "a blank at character 82"'
check "a solution after 'hello:': 400, the ':' named; a Fillomino's cells after its own 6x6: are read" holds \
    '[ "$(status -X POST -d "{\"id\":$id,\"grid\":\"hello:$solution\"}" $URL/api/check)" = 400 ] &&
     post /api/check "{\"id\":$id,\"grid\":\"hello:$solution\"}" | jget error | grep -q "holds a .:. at character 6" &&
     [ "$(post /api/check "{\"id\":$fid,\"grid\":\"6x6:$fs\"}" | jget solved)" = true ] &&
     post /api/check "{\"id\":$fid,\"grid\":\"5x5:$fs\"}" | jget error | grep -q "not the puzzle.s own .6x6:."'
# A value above the kind's largest is refused (400, the largest named) exactly where the kind's own reader
# (bin/dlx) refuses it in a board holding that one value; the largest itself is a value to check.
board() { # board SIDE FIRST SEP: SIDE*SIDE cells, FIRST and then empty ones, separated by SEP
    awk -v n=$(($1 * $1)) -v f="$2" -v s="$3" 'BEGIN { printf "%s", f; for (k = 1; k < n; k++) printf "%s.", s; print "" }'
}
refused() { echo "$2" | $D --variant $1 --count=1 > /dev/null 2>&1; [ $? = 2 ]; } # refused VARIANT LINE
verdict() { curl -s -o $TMP/v.json -w '%{http_code}' -X POST --data-binary "{\"id\":$1,\"grid\":\"$2\"}" "$URL/api/check"; }
id4=$(curl -s "$URL/api/puzzle?size=4" | jget id); id16=$(curl -s "$URL/api/puzzle?size=16" | jget id)
no_signs=" $(printf '.%.0s' $(seq 20)) $(printf '.%.0s' $(seq 20))"
for case in "sudoku 9 $id A 9 9" "sudoku 4 $id4 5 4 4" "sudoku 16 $id16 H G 16" "futoshiki 5 $lid 6 5 5" \
            "fillomino 6 $fid 37 36 36"; do
    set -f; set -- $case; set +f
    kind=$1 side=$2 pid=$3 over=$4 top=$5 largest=$6 sep= pre= post=
    case $kind in fillomino) sep=,; pre=6x6: ;; futoshiki) post=$no_signs ;; esac
    check "check $kind ${side}x$side: $over is refused as bin/dlx refuses it, $top is a value" holds \
        'refused $kind "$pre$(board $side $over "$sep")$post" && [ "$(verdict $pid "$(board $side $over "$sep")")" = 400 ] &&
         grep -q "above $largest, the largest" $TMP/v.json &&
         ! refused $kind "$pre$(board $side $top "$sep")$post" && [ "$(verdict $pid "$(board $side $top "$sep")")" = 200 ]'
done
check "an unknown id: 404" holds '[ "$(status -X POST -d "{\"id\":999999,\"grid\":\"1\"}" $URL/api/hint)" = 404 ]'
# not=ID: another puzzle than the one on the board, each of the others coming; 404 when it is the only one.
easy=$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE shape = '3x3' AND level = 0 ORDER BY id")
x=$(echo $easy | cut -d' ' -f1)
for s in $(seq 40); do curl -s "$URL/api/puzzle?size=9&level=easy&not=$x&seed=$s" | jget id; done | sort -un > $TMP/not.txt
check "not=ID: 40 picks of the three easy 9x9 give the two others, each at least once" holds \
    '[ $(echo $easy | wc -w) = 3 ] && [ "$(cat $TMP/not.txt | tr "\n" " ")" = "$(echo $easy | cut -d" " -f2-) " ]'
check "not= the only 16x16: 404, and 200 without it" holds \
    '[ "$(status "$URL/api/puzzle?size=16&not=$id16")" = 404 ] && [ "$(status "$URL/api/puzzle?size=16")" = 200 ]'
check "not=abc: 400" holds '[ "$(status "$URL/api/puzzle?not=abc")" = 400 ]'
check "an unknown kind: 400, and /api/kinds named" holds '[ "$(status "$URL/api/puzzle?kind=chess")" = 400 ] &&
    [ "$(curl -s "$URL/api/puzzle?kind=chess" | jget error)" = "unknown kind (GET /api/kinds lists the bank'"'"'s)" ]'
check "box=0x0: 400 (it served a 9x9)" holds '[ "$(status "$URL/api/puzzle?box=0x0")" = 400 ]'
check "live=abc: 400 (it generated a puzzle)" holds '[ "$(status "$URL/api/puzzle?live=abc")" = 400 ]'
# A shape the kind cannot take is refused with the kind's reason, as bin/gen gives it (its --box said box=); it said
# only "the kind cannot take that shape".
for q in "futoshiki size=1 --size 1" "jidoku size=7 --size 7" "nonogram size=100 --size 100" "sudoku box=2x2&size=6 --box 2x2 --size 6"; do
    set -- $q; kind=$1 api=$2; shift 2
    want=$($RELBIN/gen --variant $kind "$@" --via-table -n 1 2>&1 > /dev/null | sed -e 's/^gen: //' -e 's/--box /box=/')
    check "kind=$kind&$api: 400 with bin/gen's reason ($want)" holds \
        '[ -n "$want" ] && [ "$(status "$URL/api/puzzle?kind=$kind&$api")" = 400 ] &&
         [ "$(curl -s "$URL/api/puzzle?kind=$kind&$api" | jget error)" = "the kind cannot take that shape: $want" ]'
done
# A name without "=" is the name with an empty value: refused as that is (?id answered a random puzzle, ?live one
# from the bank, ?size=9&kind a 9x9 Sudoku).
for p in id live size kind level empty solutions not seed; do
    check "?$p without a value: 400, as $p= is" holds \
        '[ "$(status "$URL/api/puzzle?$p")" = 400 ] && [ "$(curl -s "$URL/api/puzzle?$p")" = "$(curl -s "$URL/api/puzzle?$p=")" ] &&
         [ "$(status "$URL/api/puzzle?size=9&$p")" = 400 ]'
done
check "a bad level: 400, the kind's levels named" holds '[ "$(status "$URL/api/puzzle?level=impossible")" = 400 ] &&
    [ "$(curl -s "$URL/api/puzzle?kind=fillomino&level=impossible" | jget error)" = "unknown level '"'impossible'"' for fillomino (easy, hard, beyond, a number or ungraded)" ]'
check "a bad empty range: 400" holds '[ "$(status "$URL/api/puzzle?empty=9:3")" = 400 ]'
check "nothing matches: 404" holds '[ "$(status "$URL/api/puzzle?size=9&empty=0:1")" = 404 ]'
check "empty beyond an int (4294967296 wrapped to 0 as %d): 400" holds \
    '[ "$(status "$URL/api/puzzle?size=9&empty=4294967296")" = 400 ] && [ "$(status "$URL/api/puzzle?size=9&empty=0:4294967336")" = 400 ]'
check "height without width, or width without height: 400, not ignored, the missing one named" holds \
    '[ "$(status "$URL/api/puzzle?kind=fillomino&height=5")" = 400 ] && [ "$(status "$URL/api/puzzle?kind=fillomino&width=5")" = 400 ] &&
     curl -s "$URL/api/puzzle?kind=fillomino&height=5" | jget error | grep -q "^width is missing" &&
     curl -s "$URL/api/puzzle?kind=fillomino&width=5" | jget error | grep -q "^height is missing"'
check "size with width and height of another shape: 400, said (size was dropped); the same shape twice: served" holds \
    '[ "$(status "$URL/api/puzzle?kind=fillomino&size=7&width=6&height=6")" = 400 ] &&
     curl -s "$URL/api/puzzle?kind=fillomino&size=7&width=6&height=6" | jget error | grep -qx "size and width/height name different shapes" &&
     [ "$(curl -s "$URL/api/puzzle?kind=fillomino&size=6&width=6&height=6" | jget shape)" = 6x6 ]'
# level=ungraded, as bank pick --level ungraded: the rows without a grade (level -1) alone; live=1 grades what it
# makes, so it is refused there for a kind with levels.
ungraded=$(sqlite3 $TMP/bank.db "SELECT group_concat(id) FROM puzzles WHERE kind = 'sudoku' AND shape = '2x2' AND level = -1")
check "level=ungraded: the 4x4 with several solutions (the only ungraded 4x4, solutions=K asked); no Fillomino (graded when added), no 9x9 (404)" holds \
    '[ "$ungraded" = "$mid" ] && [ "$(for s in 1 2 3 4 5; do curl -s "$URL/api/puzzle?size=4&level=ungraded&solutions=$msols&seed=$s" | jget id; done | sort -u)" = "$mid" ] &&
     [ "$(status "$URL/api/puzzle?kind=fillomino&level=ungraded")" = 404 ] &&
     [ "$(status "$URL/api/puzzle?size=9&level=ungraded")" = 404 ] &&
     [ "$(status "$URL/api/puzzle?size=9&level=ungraded&live=1")" = 400 ]'
# A live request the generator cannot meet: 400 naming what was asked, for that kind and shape, and why, in the
# request's words (it said "the shape cannot meet that request").
check "live=1 that cannot be met: 400, the kind, shape, level or empty squares asked and the reason said" holds \
    '[ "$(status "$URL/api/puzzle?size=4&level=hard&live=1")" = 400 ] &&
     curl -s "$URL/api/puzzle?size=4&level=hard&live=1" | jget error | grep -q "^a new sudoku 4x4 (box 2x2) cannot be generated with level hard: no puzzle of side 4 has that level" &&
     curl -s "$URL/api/puzzle?kind=futoshiki&size=5&empty=10&live=1" | jget error |
         grep -qx "a new futoshiki 5x5 cannot be generated with 10 empty squares: relation puzzles take a level, not empty squares: .*"'
# A live request the generator gives up on within its own tries (a 5x5 Nonogram that needs search, a 5x5 Fillomino
# with 24 empty squares): 404 at once, the request's words then the generator's reason as bin/gen says it, nothing
# stored (it was 503 "no puzzle found in time" at once, the reason dropped; 503 is for the 20 s deadline).
rows=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")
ngave=$($RELBIN/gen --variant nonogram --size 5 --level search --seed 1 2>&1 > /dev/null | sed -n 's/^gen: puzzle 0: //p')
fgave=$($RELBIN/gen --variant fillomino --size 5 --empty 24 --seed 1 2>&1 > /dev/null | sed -n 's/^gen: puzzle 0: //p')
curl -s -m 5 -o $TMP/ng.json -w '%{http_code}' "$URL/api/puzzle?kind=nonogram&size=5&level=search&live=1" > $TMP/ng.code
curl -s -m 5 -o $TMP/fg.json -w '%{http_code}' "$URL/api/puzzle?kind=fillomino&size=5&empty=24&live=1" > $TMP/fg.code
check "live=1 the generator gives up on: 404 within 5 s, the request and bin/gen's reason said ($(cat $TMP/ng.code): $(jget error < $TMP/ng.json))" holds \
    '[ -n "$ngave" ] && [ -n "$fgave" ] && [ "$(cat $TMP/ng.code)" = 404 ] && [ "$(cat $TMP/fg.code)" = 404 ] &&
     [ "$(jget error < $TMP/ng.json)" = "no new puzzle matches: the generator found no nonogram 5x5 with level search: $ngave" ] &&
     [ "$(jget error < $TMP/fg.json)" = "no new puzzle matches: the generator found no fillomino 5x5 with 24 empty squares: $fgave" ] &&
     [ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")" = "$rows" ]'
# A live request no generation meets before the deadline: a server given 1 s (--live-seconds 1) and a 64x64 Sudoku,
# which no build makes in 1 s (the sanitizer build takes more than 20 s): 503, saying what was asked and the time it
# had (it said "no puzzle found in time" alone); a pick answers meanwhile on the server's other thread; nothing
# stored.
MAIN=$URL MAIN_SERVER=$SERVER
start_server --live-seconds 1
rows=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")
curl -s -m 60 -o $TMP/late.json -w '%{http_code}' "$URL/api/puzzle?size=64&live=1" > $TMP/late.code & late=$!
sleep 0.3
curl -s -m 5 -o $TMP/during.json -w '%{http_code}' "$URL/api/puzzle?size=9" > $TMP/during.code
wait $late
check "live=1 out of time: 503 naming the request and the 1 s ($(cat $TMP/late.code): $(jget error < $TMP/late.json)), a pick answered meanwhile" holds \
    '[ "$(cat $TMP/late.code)" = 503 ] && [ "$(cat $TMP/during.code)" = 200 ] &&
     [ "$(jget error < $TMP/late.json)" = "no puzzle found in time: the generator found no sudoku 64x64 (box 8x8): none within the 1 s a live request may take (ask another level or shape, or pick from the bank without live)" ] &&
     [ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")" = "$rows" ]'
URL=$MAIN SERVER=$MAIN_SERVER
# live=1&solutions=K gives exactly K, as bin/dlx counts them (the generator makes at most K: a minimal 4x4 with up to
# 4 has 4 about one time in six, and the puzzle with fewer was served and stored). One that never comes (300 in a
# 4x4) is 404, said, and nothing is stored; each puzzle stored is one served.
rows=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")
for s in 1 2 3 4 5; do
    curl -s -o $TMP/k$s.json -w '%{http_code}' "$URL/api/puzzle?size=4&solutions=4&live=1&seed=$s" > $TMP/k$s.code
done
check "live=1&solutions=4: each 4x4 served has 4 solutions, as dlx counts (seeds 1-5)" holds \
    'exact=0; for s in 1 2 3 4 5; do [ "$(cat $TMP/k$s.code)" = 200 ] && [ "$(jget solutions < $TMP/k$s.json)" = 4 ] &&
         [ "$(jget puzzle < $TMP/k$s.json | $D --count=100)" = 4 ] && exact=$((exact + 1)); done; [ $exact = 5 ]'
check "live=1&solutions=300 in a 4x4: 404, said, nothing stored; the bank grew by the puzzles served" holds \
    '[ "$(status "$URL/api/puzzle?size=4&solutions=300&live=1&seed=1")" = 404 ] &&
     curl -s "$URL/api/puzzle?size=4&solutions=300&live=1&seed=2" | jget error | grep -q "fewer solutions than asked" &&
     [ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")" = $((rows + $(grep -l "\"id\":" $TMP/k?.json | wc -l))) ] &&
     [ -z "$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE shape = '"'2x2'"' AND solutions > 4")" ]'
# A pick without solutions=K serves puzzles of one solution alone, as the page asks (the bank now holds 4x4s of 4:
# each pick below is a 4x4 of one, as dlx counts it, or 404 when the bank holds none).
ones=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles WHERE shape = '2x2' AND solutions = 1")
for s in 1 2 3 4 5 6 7 8 9 10 11 12; do
    curl -s -o $TMP/one$s.json -w '%{http_code}' "$URL/api/puzzle?size=4&seed=$s" > $TMP/one$s.code
done
check "a pick of 4x4s without solutions=K ($ones of one solution in the bank): one solution each, as dlx counts" holds \
    'fine=0; for s in 1 2 3 4 5 6 7 8 9 10 11 12; do
         if [ $ones = 0 ]; then [ "$(cat $TMP/one$s.code)" = 404 ] && fine=$((fine + 1));
         else [ "$(cat $TMP/one$s.code)" = 200 ] && [ "$(jget solutions < $TMP/one$s.json)" = 1 ] &&
              [ "$(jget puzzle < $TMP/one$s.json | $D --count)" = 1 ] && fine=$((fine + 1)); fi; done; [ $fine = 12 ]'
# A live 9x9 is stored with the generator's solution, uncounted: it is the one bin/dlx finds, its only one.
curl -s "$URL/api/puzzle?size=9&live=1&seed=41" > $TMP/l9.json
l9=$(jget id < $TMP/l9.json)
check "live 9x9: unique per dlx, stored with dlx's solution" holds \
    '[ "$(jget puzzle < $TMP/l9.json | $D --count)" = 1 ] &&
     [ "$(sqlite3 $TMP/bank.db "SELECT solution FROM puzzles WHERE id = $l9")" = "$(jget puzzle < $TMP/l9.json | $D)" ]'
# A parameter given twice is refused, named (size=9&size=4 served a 9x9, the first); one the API does not
# read (a link's utm_source=...) is ignored, even twice.
check "a parameter given twice: 400, named; an unknown one ignored" holds \
    '[ "$(status "$URL/api/puzzle?size=9&size=4")" = 400 ] && curl -s "$URL/api/puzzle?size=9&size=4" | jget error | grep -q "^size is given more than once" &&
     [ "$(status "$URL/api/puzzle?id=$id&id=$fid")" = 400 ] && [ "$(status "$URL/api/puzzle?live=0&size=4&live=1")" = 400 ] &&
     [ "$(curl -s "$URL/api/puzzle?id=$id&utm_source=x&utm_source=y" | jget id)" = $id ]'
# id names one puzzle: a parameter that would choose another (kind=bogus, not=ID, live=1) is refused, named, by GET and
# HEAD alike (the stored puzzle was served whatever they said); the id alone still gives it (jget kind of the pick).
check "id with another choosing parameter: 400, named, GET and HEAD alike; id alone: its puzzle" holds \
    'ok=1; for q in "kind=bogus" "kind=fillomino" "not=$fid" "live=1" "live=7" "size=9" "level=easy" "seed=3"; do
         [ "$(status "$URL/api/puzzle?id=$fid&$q")" = 400 ] && [ "$(status -I "$URL/api/puzzle?id=$fid&$q")" = 400 ] &&
         curl -s "$URL/api/puzzle?id=$fid&$q" | jget error | grep -qx "id names one puzzle: ${q%%=*} is not taken with it" || ok=0
     done; [ $ok = 1 ] && [ "$(curl -s "$URL/api/puzzle?id=$fid" | jget puzzle)" = "$fp" ]'
check "an unknown route: 404" holds '[ "$(status $URL/api/nothing)" = 404 ]'
check "GET /api/check: 405" holds '[ "$(status $URL/api/check)" = 405 ]'
allow() { curl -s -D - -o /dev/null "$@" | tr -d '\r' | sed -n 's/^[Aa]llow: //p'; }
check "a 405 names the methods the URL takes in Allow (RFC 9110)" holds \
    '[ "$(allow $URL/api/check)" = POST ] && [ "$(allow -X POST -d x $URL/api/puzzle)" = "GET, HEAD" ] &&
     [ "$(allow -X POST -d x $URL/index.html)" = "GET, HEAD" ] && [ -z "$(allow $URL/api/puzzle)" ]'
# HEAD does not generate: with live=1 it is 405 naming GET alone (it answered as GET does, a puzzle generated and
# stored); without, it is answered as GET (200), and the bank's rows stay as they were.
rows=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")
check "HEAD with live=1: 405, Allow: GET, no puzzle stored; HEAD of a pick: 200" holds \
    '[ "$(status -I "$URL/api/puzzle?size=9&live=1")" = 405 ] && [ "$(allow -I "$URL/api/puzzle?kind=fillomino&size=6&live=1")" = GET ] &&
     [ "$(status -I "$URL/api/puzzle?kind=bogus&live=1")" = 400 ] &&
     [ "$(status -I "$URL/api/puzzle?size=9")" = 200 ] && [ "$(status -I "$URL/api/puzzle?size=9&live=0")" = 200 ] &&
     [ "$(allow -I $URL/api/check)" = POST ] && [ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")" = $rows ]'
head -c 100000 /dev/zero | tr '\0' ' ' > $TMP/big
check "a 100 kB body: 413" holds '[ "$(status -X POST --data-binary @$TMP/big $URL/api/check)" = 413 ]'
check "a 100 kB chunked body: 413" holds '[ "$(status -X POST -H "Transfer-Encoding: chunked" --data-binary @$TMP/big $URL/api/hint)" = 413 ]'
# Long queries are answered at once: 800 parameters (6 kB) are read; a request line that libmicrohttpd could not
# hold with its parameters in a connection's memory (5000 parameters, 39 kB; a 100 kB value) gets 414, where the
# connection was held or dropped without a word.
q800=$(awk 'BEGIN { for (i = 0; i < 800; i++) printf "&a%d=1", i }')
q5000=$(awk 'BEGIN { for (i = 0; i < 5000; i++) printf "&a%d=1", i }')
long=$(head -c 100000 /dev/zero | tr '\0' x)
check "a query of 800 parameters (6 kB): answered (200) within 5 s" holds '[ "$(status -m 5 "$URL/api/puzzle?size=9$q800")" = 200 ]'
check "a query of 5000 parameters (39 kB), or a 100 kB value: 414 within 5 s" holds \
    '[ "$(status -m 5 "$URL/api/puzzle?size=9$q5000")" = 414 ] && [ "$(status -m 5 "$URL/api/puzzle?size=9&a=$long")" = 414 ] &&
     [ "$(ctype "$URL/api/puzzle?size=9&a=$long")" = application/json ] &&
     [ "$(curl -s "$URL/api/puzzle?size=9&a=$long" | jget error)" = "the request line is too long" ]'
check "kinds: the bank's shapes" holds '[ "$(curl -s $URL/api/kinds | grep -o "\"shape\":\"[0-9x]*\"" | sort | tr -d "\n")" = "$(printf "\"shape\":\"%s\"" 2x2 3x3 4x4 5 6x6)" ]'
check "still serving after the errors" holds '[ "$(status $URL/api/puzzle?size=4)" = 200 ]'
# A live easy 9x9 Jidoku (relations alone, level 0) comes well within the 20 s: unique as dlx counts it, graded easy
# by classify (it answered 503 once the 20 s were out).
curl -s -m 30 -o $TMP/lj.json -w '%{http_code}' "$URL/api/puzzle?kind=jidoku&size=9&level=easy&live=1&seed=3" > $TMP/lj.code
ljp=$(jget puzzle < $TMP/lj.json)
check "live easy 9x9 jidoku: 200 ($(cat $TMP/lj.code)), unique per dlx, graded easy per classify" holds \
    '[ "$(cat $TMP/lj.code)" = 200 ] && [ "$(echo "$ljp" | $D --variant jidoku --count)" = 1 ] &&
     [ "$(echo "$ljp" | $RELBIN/classify grade --variant jidoku | cut -d" " -f2)" = easy ]'
# Every shape the bank holds is listed, odd ones too (a 8x5 Fillomino, a 15x10 Nonogram, a 2x3-box Sudoku were
# left out), as bank stats counts them, added while the server runs (a Futoshiki's key is its side: stats' 5x5 is 5).
{ $RELBIN/gen --variant fillomino --width 8 --height 5 -n 1 --seed 6
  $RELBIN/gen --variant nonogram --width 15 --height 10 -n 1 --seed 6
  $RELBIN/gen --size 6 --box 3x2 -n 1 --seed 6 --format json; } | $BIN/bank add $TMP/bank.db 2> /dev/null
check "kinds: every kind and shape the bank holds, as bank stats counts them" holds \
    '[ "$(curl -s $URL/api/kinds | node -e "let s=\"\";process.stdin.on(\"data\",d=>s+=d).on(\"end\",()=>{for(const k of JSON.parse(s).kinds)for(const x of k.shapes)console.log(k.name+\" \"+x.shape)})" | sort)" = \
       "$($BIN/bank stats $TMP/bank.db | sed -n -e "s/^\([a-z]*\) [0-9x]* (box \([0-9x]*\)): .*/\1 \2/p" \
                                                -e "s/^\(futoshiki\) \([0-9]*\)x[0-9]*: .*/\1 \2/p" \
                                                -e "s/^\([a-z]*\) \([0-9x]*\): .*/\1 \2/p" | sort)" ] &&
     curl -s $URL/api/kinds | grep -q "\"shape\": *\"8x5\""'
{ $RELBIN/gen --variant fillomino --width 5 --height 7 -n 1 --seed 6
  $RELBIN/gen --variant fillomino --width 6 --height 5 -n 1 --seed 6; } | $BIN/bank add $TMP/bank.db 2> /dev/null
check "kinds: the shapes in bank stats' order, by cells (a Fillomino 6x5 before 5x7 and 8x5)" holds \
    '[ "$(curl -s $URL/api/kinds | node -e "let s=\"\";process.stdin.on(\"data\",d=>s+=d).on(\"end\",()=>{for(const k of JSON.parse(s).kinds)for(const x of k.shapes)console.log(k.name+\" \"+x.shape)})" | sort -s -k1,1)" = \
       "$($BIN/bank stats $TMP/bank.db | sed -n -e "s/^\([a-z]*\) [0-9x]* (box \([0-9x]*\)): .*/\1 \2/p" -e "s/^\(futoshiki\) \([0-9]*\)x[0-9]*: .*/\1 \2/p" -e "s/^\([a-z]*\) \([0-9x]*\): .*/\1 \2/p" | sort -s -k1,1)" ] &&
     $BIN/bank stats $TMP/bank.db | grep -A0 "^fillomino" | tr "\n" " " | grep -q "6x5.*5x7.*8x5"'

# --no-live serves the bank as it is: live=1 is refused with 403, /api/kinds says so, picks answer, no row
# is added. The bank is only read, so it may lie in a folder the server's user cannot write (as nobody).
MAIN=$URL MAIN_SERVER=$SERVER
rows=$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")
start_server --no-live
check "--no-live: live=1 answers 403, the option named" holds \
    '[ "$(status "$URL/api/puzzle?kind=sudoku&size=9&live=1")" = 403 ] &&
     curl -s "$URL/api/puzzle?kind=futoshiki&size=5&live=1" | jget error | grep -q -- "--no-live"'
check "--no-live: /api/kinds says live false (true without), a 9x9 is picked, the bank unchanged" holds \
    '[ "$(curl -s $URL/api/kinds | jget live)" = false ] && [ "$(curl -s $MAIN/api/kinds | jget live)" = true ] &&
     [ "$(status "$URL/api/puzzle?kind=sudoku&size=9")" = 200 ] && [ "$(sqlite3 $TMP/bank.db "SELECT count(*) FROM puzzles")" = $rows ]'
if id nobody > /dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    # a copy by SQLite's backup: a plain cp of a bank a server has open may catch a checkpoint halfway
    mkdir $TMP/ro $TMP/seen && sqlite3 $TMP/bank.db ".backup $TMP/ro/bank.db" && chmod 711 $TMP && chmod 555 $TMP/ro &&
        chmod 777 $TMP/seen
    # each server its own log, read once it serves or has said why not (another's line would end the wait at
    # once), and each waited for after its kill, so its log is whole when read
    for live in --no-live ""; do
        log=$TMP/seen/log$live
        su nobody -s /bin/sh -c "$BIN/bank serve $TMP/ro/bank.db --port 0 $live 2> $log & pid=\$!
            for i in \$(seq 100); do grep -q -e serving -e 'serves it' $log 2> /dev/null && break; kill -0 \$pid || break; sleep 0.1; done
            url=\$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $log)
            curl -s -o /dev/null -w '%{http_code}' \"\$url/api/puzzle?kind=sudoku&size=9\" > $TMP/seen/code$live
            kill \$pid 2> /dev/null; wait \$pid" 2> /dev/null
        eval "code${live:+_no_live}=\$(cat $TMP/seen/code$live 2> /dev/null)"; cp $log $TMP/ro_serve$live.log
    done
    chmod 755 $TMP/ro
    check "--no-live serves a bank in a folder nobody may write (200); without it the bank is named as not writable" holds \
        '[ "$code_no_live" = 200 ] && [ "$code" != 200 ] && grep -q "ro/bank.db: .*--no-live serves it" $TMP/ro_serve.log'
else
    echo "SKIP: the read-only folder check needs root and the user nobody"
fi
URL=$MAIN SERVER=$MAIN_SERVER

# make install: the installed coverjar-bank serve finds its page by itself (PREFIX/share/coverjar/page). The
# test runs install's page step and copies the tool as install does (the whole install would make the man
# pages and check the Debian packages in the middle of the tests); make -n shows that install takes that step.
make -s bank-install-page DESTDIR=$TMP/inst PREFIX=/usr > $TMP/install.log 2>&1
mkdir -p $TMP/inst/usr/bin && cp $RELBIN/bank $TMP/inst/usr/bin/coverjar-bank
check "make install installs the page (make -n install shows the step)" holds \
    'make -n install DESTDIR=$TMP/dry PREFIX=/usr 2> /dev/null | grep -q "cp gen/bank/page/index.html .*$TMP/dry/usr/share/coverjar/page/"'
timeout 3 $TMP/inst/usr/bin/coverjar-bank serve $TMP/bank.db --port 0 --no-live 2> $TMP/installed.log
check "make install: coverjar-bank serve finds the installed page, the same files" holds \
    'grep -q "serving .*(page $TMP/inst/usr/bin/../share/coverjar/page," $TMP/installed.log &&
     cmp -s gen/bank/page/index.html $TMP/inst/usr/share/coverjar/page/index.html'
# Every file index.html names (its scripts and style sheet) is installed, so a page file added is not left out.
named=$(sed -n 's/.*\(src\|href\)="\([^"]*\)".*/\2/p' gen/bank/page/index.html | tr '\n' ' ')
check "make install: every file index.html names is installed ($named)" holds \
    'left=; for f in $named; do cmp -s gen/bank/page/$f $TMP/inst/usr/share/coverjar/page/$f || left="$left $f"; done
     [ -z "$left" ] && echo "$named" | grep -q "saved.js .*answers.js .*input.js .*choose.js .*play.js"'

# A Nonogram that line logic and probing cannot finish (graded "search"): hints followed one after another
# never stall; where the logic finds no step the hint reveals a cell of the solution.
$RELBIN/gen --variant nonogram --width 15 --height 15 --level search -n 1 --seed 4 > $TMP/search.txt
$BIN/bank add $TMP/bank.db $TMP/search.txt 2> /dev/null
nid=$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE kind = 'nonogram' AND puzzle = '$(cat $TMP/search.txt)'")
nsol=$($D --variant nonogram $TMP/search.txt | cut -d: -f2 | tr -d / | tr '#.' '12')
grid=$(printf '%0225d' 0) steps=0 revealed=0 ntext= said=
while [ -n "$nid" ] && [ $steps -lt 400 ]; do
    post /api/hint "{\"id\":$nid,\"grid\":\"$grid\"}" > $TMP/nh.json
    steps=$((steps + 1)); ntext=$(sed 's/^{"text":"\([^"]*\)".*/\1/' $TMP/nh.json)
    case $ntext in revealed*) revealed=$((revealed + 1)); echo "$ntext" | grep -qx 'revealed: r[0-9]*c[0-9]* filled' || said=$ntext ;;
                   solved) break ;; esac
    settled=$(sed -n 's/.*"cells":\[\([0-9,]*\)\],"cell":\([0-9]*\),.*/\1,\2/p' $TMP/nh.json | tr , ' ')
    [ -z "$settled" ] && break # a step that settles no cell: the hint stalls
    grid=$(echo "$grid $nsol $settled" | awk '{ g = $1; for (i = 3; i <= NF; i++) g = substr(g, 1, $i) substr($2, $i + 1, 1) substr(g, $i + 2); print g }')
done
check "a Nonogram needing search: hints followed to the end ($steps, $revealed revealed, last '$ntext'), none stalled" holds \
    '[ -n "$nid" ] && [ "$ntext" = solved ] && [ $revealed -gt 0 ] && [ ${#nsol} -eq 225 ]'
check "a Nonogram's revealed square says filled, as its row's steps do (said '${said:-}', was =1)" holds '[ -z "${said:-}" ]'
# The same Nonogram solved with its empty squares left blank (0): check says solved, and so does a hint (it gave
# the step of a row, "row 1: r1c3 empty").
blanks=$(echo "$nsol" | tr 2 0)
check "a Nonogram solved with blank empty squares: check and hint both say solved" holds \
    '[ "$(post /api/check "{\"id\":$nid,\"grid\":\"$blanks\"}" | jget solved)" = true ] &&
     [ "$(post /api/hint "{\"id\":$nid,\"grid\":\"$blanks\"}" | jget text)" = solved ] &&
     [ "$(post /api/hint "{\"id\":$nid,\"grid\":\"$nsol\"}" | jget cell)" = null ]'

# A Nonogram is checked against its stored solution (rows of '#' and '.'): a row with no filled square (3x1:0/0/0/0)
# was read as blank cells, so no board solved it and a square marked empty was wrong; and of 2x2:1/1/1/1's two
# pictures, the one stored (here the one bin/dlx does not give) is the one that solves it.
{ echo 3x1:0/0/0/0; echo 2x2:1/1/1/1; } | $BIN/bank add --max-solutions 2 $TMP/bank.db 2> /dev/null
eid=$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE kind = 'nonogram' AND puzzle = '3x1:0/0/0/0'")
esol=$(echo 3x1:0/0/0/0 | $D --variant nonogram | cut -d: -f2 | tr -d / | tr '#.' '12')
check "a Nonogram with no filled square: blank, marked or both, check says solved, nothing wrong, and the hint solved" holds \
    '[ -n "$eid" ] && [ "$esol" = 222 ] &&
     [ "$(for g in 000 222 200; do post /api/check "{\"id\":$eid,\"grid\":\"$g\"}" > $TMP/e.json
          echo "$(jget solved < $TMP/e.json) $(jget wrong < $TMP/e.json)"; done | sort -u)" = "true []" ] &&
     [ "$(post /api/hint "{\"id\":$eid,\"grid\":\"000\"}" | jget text)" = solved ]'
tid=$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE kind = 'nonogram' AND puzzle = '2x2:1/1/1/1'")
first=$(echo 2x2:1/1/1/1 | $D --variant nonogram | cut -d: -f2)
other=$(echo "$first" | tr '#.' '.#')
sqlite3 $TMP/bank.db "UPDATE puzzles SET solution = '2x2:$other' WHERE id = $tid"
check "a Nonogram of two pictures: the stored one ($other) solves it, bin/dlx's other one ($first) is all wrong" holds \
    '[ -n "$tid" ] && [ "$first" != "$other" ] &&
     [ "$(post /api/check "{\"id\":$tid,\"grid\":\"$(echo $other | tr -d / | tr "#." 12)\"}" | jget solved)" = true ] &&
     [ "$(post /api/check "{\"id\":$tid,\"grid\":\"$(echo $first | tr -d / | tr "#." 12)\"}")" = "{\"solved\":false,\"complete\":true,\"wrong\":[0,1,2,3]}" ]'

# --cors ORIGIN: the API's answers carry the origin, a preflight of an API route is answered 204 with its methods
# (a page's file and an unknown route are not); without it neither (OPTIONS 405, as any method a route lacks).
MAIN=$URL MAIN_SERVER=$SERVER
start_server --cors https://app.example
hdr() { curl -s -o /dev/null -D - "$@" | tr -d '\r'; }
check "--cors: GET and POST answers carry the origin; a preflight of /api/check: 204, POST, Content-Type" holds \
    'hdr "$URL/api/puzzle?size=9" | grep -qx "Access-Control-Allow-Origin: https://app.example" &&
     hdr -X POST -d "{}" "$URL/api/check" | grep -qx "Access-Control-Allow-Origin: https://app.example" &&
     hdr -X OPTIONS "$URL/api/check" > $TMP/pre.txt && head -n 1 $TMP/pre.txt | grep -q " 204" &&
     grep -qx "Access-Control-Allow-Methods: POST" $TMP/pre.txt && grep -qx "Access-Control-Allow-Headers: Content-Type" $TMP/pre.txt &&
     [ "$(status -X OPTIONS "$URL/index.html")" = 405 ] && [ "$(status -X OPTIONS "$URL/api/nothing")" = 404 ]'
check "without --cors: no origin on the API, OPTIONS 405" holds \
    '! hdr "$MAIN/api/puzzle?size=9" | grep -qi "^Access-Control" && [ "$(status -X OPTIONS "$MAIN/api/check")" = 405 ]'
kill -TERM $SERVER; wait $SERVER
URL=$MAIN SERVER=$MAIN_SERVER
for bad in "https://app.example/path" "app.example" "https://" "https://a b"; do
    $BIN/bank serve $TMP/bank.db --cors "$bad" 2> $TMP/bad.err; rc=$?
    check "serve --cors '$bad': exit 2, named" holds '[ $rc = 2 ] && grep -q "^bank: serve: --cors takes \* or an origin" $TMP/bad.err'
done

# A bad option, then SIGTERM ends the server cleanly.
check "serve: an unknown option exits 2" sh -c "$BIN/bank serve $TMP/bank.db --nope 2> /dev/null; [ \$? = 2 ]"
# A value out of range is named with the range (the kernel's ports; the pool's MAX_THREADS); it said "bad or unknown
# argument --port".
# Each is told in one line, as the other subcommands tell theirs, not followed by the whole usage.
for bad in "--port 65536" "--port -1" "--threads 0" "--threads 65" "--port" "--threads" "--seed" "--live-seconds" \
           "--live-seconds 0" "--live-seconds 3601" "--bind nowhere" "--bind"; do
    $BIN/bank serve $TMP/bank.db $bad 2> $TMP/bad.err; rc=$?
    case $bad in --port*) want="--port takes a number from 0 to 65535, not '${bad#* }'" ;;
                 --live*) want="--live-seconds takes a number from 1 to 3600, not '${bad#* }'" ;;
                 --bind*) want="--bind takes an IPv4 or IPv6 address, not '${bad#* }'" ;;
                 *) want="--threads takes a number from 1 to 64, not '${bad#* }'" ;; esac
    [ "$bad" = "${bad% *}" ] && want="a value is missing after '$bad'"
    check "serve $bad: exit 2, one line naming the range or the missing value" \
        holds '[ $rc = 2 ] && [ "$(cat $TMP/bad.err)" = "bank: serve: $want (see bank serve --help)" ]'
done
$BIN/bank serve $TMP/bank.db $TMP/other.db 2> $TMP/bad.err; rc=$?
check "serve with two banks: exit 2, the second named in one line" \
    holds '[ $rc = 2 ] && [ "$(cat $TMP/bad.err)" = "bank: serve: one bank only; unexpected '"'"'$TMP/other.db'"'"' (see bank serve --help)" ]'
port=${URL##*:}
$BIN/bank serve $TMP/bank.db --port $port 2> $TMP/inuse.err; rc=$?
# The kernel's words for the port in use, asked of a second listener on it (python3's socket, beside the tool's).
in_use=$(python3 -c "import socket,os,sys
try:
    socket.socket().bind(('127.0.0.1', $port))
except OSError as e: print(os.strerror(e.errno))")
check "serve on the port in use: exit 1 (a runtime failure, not bad usage), one line, the tool's, naming the port" \
    holds '[ $rc = 1 ] && [ -n "$in_use" ] && [ "$(cat $TMP/inuse.err)" = "bank: serve: cannot listen on 127.0.0.1 port $port: $in_use" ]'
# SIGTERM with a live request in hand (a 25x25 of 355 empty squares, well past the server's 1 s): it is answered
# (200, stored, or the 503 of its time) before the server ends; it got no answer (curl's 000) and ended 10 s later.
curl -s -o $TMP/held.json -w '%{http_code}' "$URL/api/puzzle?live=1&size=25&empty=355&seed=77" > $TMP/held.code &
held=$!
sleep 0.5
kill -TERM $SERVER; wait $SERVER; rc=$?
wait $held
check "SIGTERM: exit 0, 'stopped' on stderr, the live request in hand answered ($(cat $TMP/held.code))" holds \
    '[ $rc = 0 ] && grep -q stopped $TMP/serve.log &&
     { [ "$(cat $TMP/held.code)" = 503 ] ||
       { [ "$(cat $TMP/held.code)" = 200 ] && [ -n "$(sqlite3 $TMP/bank.db "SELECT id FROM puzzles WHERE id = $(jget id < $TMP/held.json)")" ]; }; }'
finish
