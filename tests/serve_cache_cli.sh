# serve_cache_cli.sh: a puzzle asked by its id (GET /api/puzzle?id=N) carries an ETag of its answer and no-cache, and
# is 304 without a body to an If-None-Match naming it, as curl sees it; a changed row, another id or a pick is not.
. tests/shcheck.sh
. tests/serve_start.sh
make_bank
start_server --no-live
head_of() { tr -d '\r' < "$1" | sed -n "s/^$2: //Ip"; } # head_of HEADERS NAME: that header's value

curl -s -D $TMP/h1 -o $TMP/b1 "$URL/api/puzzle?id=1"
curl -s -D $TMP/h1b -o $TMP/b1b "$URL/api/puzzle?id=1"
tag=$(head_of $TMP/h1 ETag)
check "?id=1: 200, an ETag, Cache-Control no-cache, the same tag and body asked again ($tag)" holds \
    'head -n 1 $TMP/h1 | grep -q " 200" && echo "$tag" | grep -qx "\"[0-9a-f]\{16\}\"" &&
     [ "$(head_of $TMP/h1 Cache-Control)" = no-cache ] && [ "$(head_of $TMP/h1b ETag)" = "$tag" ] &&
     cmp -s $TMP/b1 $TMP/b1b && [ "$(jget id < $TMP/b1)" = 1 ]'

curl -s -D $TMP/h2 -o $TMP/b2 -H "If-None-Match: $tag" "$URL/api/puzzle?id=1"
curl -s -I -H "If-None-Match: W/$tag, \"other\"" "$URL/api/puzzle?id=1" > $TMP/h3
curl -s -D $TMP/h4 -o $TMP/b4 -H 'If-None-Match: *' "$URL/api/puzzle?id=1"
check "If-None-Match naming the tag (also weak, in a list, HEAD; or *): 304, no body, the tag again" holds \
    'head -n 1 $TMP/h2 | grep -q " 304" && [ ! -s $TMP/b2 ] && [ "$(head_of $TMP/h2 ETag)" = "$tag" ] &&
     head -n 1 $TMP/h3 | grep -q " 304" && head -n 1 $TMP/h4 | grep -q " 304" && [ ! -s $TMP/b4 ]'

curl -s -D $TMP/h5 -o $TMP/b5 -H 'If-None-Match: "0000000000000000"' "$URL/api/puzzle?id=1"
curl -s -D $TMP/h6 -o $TMP/b6 "$URL/api/puzzle?id=2"
check "another tag: 200 and the whole answer; another id: another tag" holds \
    'head -n 1 $TMP/h5 | grep -q " 200" && cmp -s $TMP/b5 $TMP/b1 && head -n 1 $TMP/h6 | grep -q " 200" &&
     [ -n "$(head_of $TMP/h6 ETag)" ] && [ "$(head_of $TMP/h6 ETag)" != "$tag" ]'

# The row changes under the server (a regrade by another process, here sqlite3): the old tag is no longer it.
sqlite3 $TMP/bank.db "UPDATE puzzles SET rating = rating + 1 WHERE id = 1"
curl -s -D $TMP/h7 -o $TMP/b7 -H "If-None-Match: $tag" "$URL/api/puzzle?id=1"
check "the row changed: 200 with the new rating and a new tag, not 304" holds \
    'head -n 1 $TMP/h7 | grep -q " 200" && [ -n "$(head_of $TMP/h7 ETag)" ] && [ "$(head_of $TMP/h7 ETag)" != "$tag" ] &&
     [ "$(jget rating < $TMP/b7)" != "$(jget rating < $TMP/b1)" ]'

curl -s -D $TMP/h8 -o /dev/null "$URL/api/puzzle?size=9"
curl -s -D $TMP/h9 -o /dev/null -H 'If-None-Match: *' "$URL/api/puzzle?id=999"
check "a pick: no-store, no ETag; a missing id: 404, no ETag, even to If-None-Match *" holds \
    '[ "$(head_of $TMP/h8 Cache-Control)" = no-store ] && [ -z "$(head_of $TMP/h8 ETag)" ] &&
     head -n 1 $TMP/h9 | grep -q " 404" && [ -z "$(head_of $TMP/h9 ETag)" ]'
finish
