#!/bin/sh
# serve_bench.sh: `bin/bank serve` under load on loopback with wrk: requests/s and p99 latency of GET /api/puzzle
# (a random pick from a bank of graded 9x9 puzzles) and POST /api/check. Usage: sh bench/serve_bench.sh [N] [SECONDS]
set -e
N=${1:-20000}; SECONDS_EACH=${2:-10}; BIN=${BIN:-bin}
TMP=$(mktemp -d); trap 'kill $SERVER 2> /dev/null; rm -rf "$TMP"' EXIT
command -v wrk > /dev/null || { echo "serve_bench: wrk is missing (apt-get install wrk)" >&2; exit 2; }
$BIN/gen -n "$N" -j 2 --seed 1 --format json > $TMP/p.json
$BIN/bank add --grade $TMP/bank.db $TMP/p.json 2> $TMP/add.err
$BIN/bank serve $TMP/bank.db --port 0 --seed 1 --page gen/bank/page 2> $TMP/serve.log & SERVER=$!
for i in $(seq 100); do grep -q serving $TMP/serve.log && break; sleep 0.1; done
URL=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $TMP/serve.log)
[ -n "$URL" ] || { cat $TMP/serve.log >&2; exit 2; }
curl -s "$URL/api/puzzle?size=9" > $TMP/one.json
id=$(sed -n 's/.*"id":\([0-9]*\).*/\1/p' $TMP/one.json); puzzle=$(sed -n 's/.*"puzzle":"\([^"]*\)".*/\1/p' $TMP/one.json)
export CHECK_BODY="{\"id\":$id,\"grid\":\"$(echo "$puzzle" | $BIN/dlx)\"}"
echo "bank: $(grep -o 'added [0-9]*' $TMP/add.err) 9x9 puzzles; wrk -t2 -c32 -d${SECONDS_EACH}s on $(nproc) cores, $(date -u +%F)"
run() { # run NAME wrk-arguments...: one line: requests/s and the 50% and 99% latencies
    name=$1; shift
    wrk -t2 -c32 -d"${SECONDS_EACH}s" --latency "$@" > $TMP/wrk.out
    awk -v n="$name" '/Requests\/sec/ { r = $2 } $1 == "50%" { p50 = $2 } $1 == "99%" { p99 = $2 }
        / Non-2xx/ { bad = $NF } END { printf "%-28s %10s req/s   p50 %8s   p99 %8s   non-2xx %s\n", n, r, p50, p99, bad ? bad : 0 }' $TMP/wrk.out
}
run "GET /api/puzzle?size=9" "$URL/api/puzzle?size=9"
run "GET /api/puzzle?level=hard" "$URL/api/puzzle?size=9&level=hard"
run "POST /api/check" -s bench/serve_check.lua "$URL/api/check"
run "GET /play.js" "$URL/play.js"
