# serve_log_cli.sh: `bank serve --log FILE`: one Common Log Format line per answer, its status and body bytes
# as curl saw them; standard output with -; a log that cannot be opened refused, one that fills said and exit 1.
. tests/shcheck.sh
. tests/serve_start.sh
make_bank
start_server --log $TMP/access.log
# Each request: curl's method, request target, status and body bytes, the truth the log is held to.
: > $TMP/seen
ask() { # ask METHOD TARGET [curl options...]
    method=$1 target=$2; shift 2
    if [ "$method" = HEAD ]; then got=$(curl -s -I -o /dev/null -w '%{http_code} -' "$@" "$URL$target")
    else got=$(curl -s -X "$method" -D $TMP/headers -o /dev/null -w '%{http_code} %{size_download}' "$@" "$URL$target"); fi
    [ "$got" = "304 0" ] && got="304 -" # no body: the log's -
    echo "$method $target $got" >> $TMP/seen
}
ask GET /
ask GET /play.js
ask HEAD /play.css
ask GET /nothing.js
ask GET '/api/puzzle?kind=sudoku&size=9'
ask GET '/api/puzzle?size=9&level=x%20y%26z&id'
ask GET /api/kinds
ask POST /api/check -H 'Content-Type: application/json' --data-binary '{"id":1,"grid":"1"}'
ask DELETE /api/kinds
ask GET /play.js
etag=$(tr -d '\r' < $TMP/headers | sed -n 's/^ETag: //Ip') # of the last answer, play.js's
ask GET /play.js -H "If-None-Match: $etag"
long=$(python3 -c "print('a=1&' * 1100, end='')")
ask GET "/api/puzzle?$long"
kill -TERM $SERVER; wait $SERVER; rc=$?
# The log's lines, read back with a pattern of the format (address - - [time] "method target version" status bytes).
sed -n 's|^127\.0\.0\.1 - - \[[0-9][0-9]/[A-Z][a-z][a-z]/20[0-9][0-9]:[0-9][0-9]:[0-9][0-9]:[0-9][0-9] +0000\] "\([A-Z]*\) \([^ "]*\) HTTP/1\.1" \([0-9]*\) \([0-9-]*\)$|\1 \2 \3 \4|p' \
    $TMP/access.log > $TMP/logged
sed "s|^GET /api/puzzle?a=1&a=1&.* 414 |GET /api/puzzle?... 414 |" $TMP/seen > $TMP/expected
check "--log: a line for each of the $(wc -l < $TMP/seen) answers, in the format, each with the status and bytes curl saw" holds \
    '[ $rc = 0 ] && [ "$(wc -l < $TMP/access.log)" = "$(wc -l < $TMP/seen)" ] && diff $TMP/expected $TMP/logged'
check "--log: a value with a blank, & and the like %-escaped; a 304 and a HEAD without bytes; a 414 with its query cut" holds \
    'grep -q "^GET /api/puzzle?size=9&level=x%20y%26z&id 400 " $TMP/logged && grep -q "^GET /play.js 304 -$" $TMP/logged &&
     grep -q "^HEAD /play.css 200 -$" $TMP/logged && grep -q "^GET /api/puzzle?\.\.\. 414 41$" $TMP/logged'
check "the 414: no word of libmicrohttpd on stderr (it said \"Application reported internal error\")" holds \
    '! grep -q libmicrohttpd $LOG'
# Appended: a second server adds its lines after the first's.
start_server --log $TMP/access.log
curl -s -o /dev/null $URL/api/kinds
kill -TERM $SERVER; wait $SERVER
check "--log: a second server appends to the file" holds \
    '[ "$(wc -l < $TMP/access.log)" = $(($(wc -l < $TMP/seen) + 1)) ] && tail -1 $TMP/access.log | grep -q "\"GET /api/kinds HTTP/1.1\" 200 "'
# - is standard output, where nothing else is written.
$BIN/bank serve $TMP/bank.db --port 0 --log - > $TMP/out.log 2> $TMP/std.err & SERVER=$!; SERVERS="$SERVERS $SERVER"
for i in $(seq 100); do grep -q serving $TMP/std.err && break; sleep 0.1; done
URL=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $TMP/std.err)
curl -s -o /dev/null $URL/api/kinds
kill -TERM $SERVER; wait $SERVER
check "--log -: the lines on standard output" holds \
    '[ "$(wc -l < $TMP/out.log)" = 1 ] && grep -q "\"GET /api/kinds HTTP/1.1\" 200 " $TMP/out.log'
# A log that cannot be opened: refused before serving, named; one that fills: said once, served on, exit 1.
$BIN/bank serve $TMP/bank.db --port 0 --log $TMP/no/such/dir.log 2> $TMP/bad.err; rc=$?
check "--log in a missing folder: exit 2, the file and the system's words" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/bad.err)" = "bank: serve: --log $TMP/no/such/dir.log: No such file or directory" ]'
start_server --log /dev/full
a=$(curl -s -o /dev/null -w '%{http_code}' $URL/api/kinds); b=$(curl -s -o /dev/null -w '%{http_code}' $URL/api/kinds)
kill -TERM $SERVER; wait $SERVER; rc=$?
check "--log /dev/full: both requests answered, the failure said once, exit 1" holds \
    '[ "$a $b" = "200 200" ] && [ $rc = 1 ] && [ "$(grep -c "log /dev/full: No space left on device" $LOG)" = 1 ]'
finish
