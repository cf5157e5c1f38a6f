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
fed_one_by_one() { # fed_one_by_one OUT INPUT command...: writes INPUT's lines to command through a pipe
    # kept open, each once the answer to the one before has come (waiting up to 10 s); sets answered to the
    # number of answers that came while the pipe was open, and rc to the command's exit status
    out=$1 input=$2; shift 2
    rm -f "$TMP/feed"; mkfifo "$TMP/feed"
    : > "$out" # there before the command's own redirection: the waits below read it at once
    "$@" > "$out" < "$TMP/feed" & pid=$!
    exec 3> "$TMP/feed"
    answered=0
    while IFS= read -r line; do
        printf '%s\n' "$line" >&3
        tries=0
        while [ "$(wc -l < "$out")" -le "$answered" ] && [ $tries -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
        [ "$(wc -l < "$out")" -le "$answered" ] && break
        answered=$((answered + 1))
    done < "$input"
    exec 3>&-
    wait $pid; rc=$?
}
interrupted() { # interrupted OUT ERR INPUT command...: feeds INPUT to command through a pipe held open for
    # 4 s more (so the command cannot end by itself), sends it SIGTERM after 1 s, sets rc to its exit status
    out=$1 err=$2 input=$3; shift 3
    { cat "$input"; sleep 4; } | "$@" > "$out" 2> "$err" & pid=$!
    sleep 1
    kill -TERM $pid 2> /dev/null; { wait $pid; rc=$?; } 2> /dev/null
}
tmp_full() { # tmp_full 'COMMAND': COMMAND with /tmp a full tmpfs, $TMP and this folder (in /tmp too, maybe) still seen
    old=$(mktemp -d /run/cj-tmp.XXXXXX)
    TMP=$TMP old=$old unshare -m sh -c 'set -e; mount --bind /tmp "$old"
        mount -t tmpfs -o size=16k tmpfs /tmp
        for d in "$TMP" "$PWD"; do case $d in /tmp/*) mkdir -p "$d"; mount --bind "$old/${d#/tmp/}" "$d" ;; esac; done
        cd "$PWD"; cat /dev/zero > /tmp/filler 2> /dev/null || true; set +e; '"$1"
    rc_full=$?; rmdir "$old"; return $rc_full
}
