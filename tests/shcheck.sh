# shcheck.sh: sourced by the shell tests; counts checks and prints "N passed, N failed" at the end.
# BIN names the folder of the tools under test (the sanitizer build in `make test`).
BIN=${BIN:-bin}
DATA=${COVERJAR_DATA:-../shared/data}
passed=0; failed=0
TMP=$(mktemp -d); trap 'rm -rf "$TMP"' EXIT
check() { # check "description" command...
    d=$1; shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $d"; fi
}
holds() { # check "description" holds 'cond1 && cond2': the whole compound condition as one check
    eval "$1"
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" -eq 0 ]; }
interrupted() { # interrupted OUT ERR INPUT command...: feeds INPUT to command through a pipe held open for
    # 4 s more (so the command cannot end by itself), sends it SIGTERM after 1 s, sets rc to its exit status
    out=$1 err=$2 input=$3; shift 3
    { cat "$input"; sleep 4; } | "$@" > "$out" 2> "$err" & pid=$!
    sleep 1
    kill -TERM $pid 2> /dev/null; { wait $pid; rc=$?; } 2> /dev/null
}
