#!/bin/sh
# run.sh: runs every test program and shell test given, each closing with "N passed, N failed", and prints the
# sum the same way; each test's line gives its seconds. The programs (unit tests, no clocks or servers) run in two
# lanes at once, the shell tests one at a time. Exits non-zero when anything failed or a test crashed.
total_pass=0; total_fail=0; status=0
OUTS=$(mktemp -d) || exit 2
trap 'rm -rf "$OUTS"' EXIT
trap 'exit 130' INT TERM # the EXIT trap then removes the outputs (dash runs it on exit, not on a signal)

run_one() { # run_one TEST N: its output, exit status and seconds into $OUTS/N.*
    case "$1" in *.sh) cmd="sh $1" ;; *) cmd="$1" ;; esac
    began=$(date +%s)
    $cmd > "$OUTS/$2.out" 2>&1; echo $? > "$OUTS/$2.rc"
    echo $(($(date +%s) - began)) > "$OUTS/$2.took"
}

report() { # report TEST N: prints what run_one kept and adds it to the sums
    t=$1; rc=$(cat "$OUTS/$2.rc"); took=$(cat "$OUTS/$2.took")
    grep -v '^[0-9]* passed, [0-9]* failed' "$OUTS/$2.out" | sed "s|^|  |"
    last=$(grep '^[0-9]* passed, [0-9]* failed' "$OUTS/$2.out" | tail -n 1)
    if [ -z "$last" ]; then
        echo "$t: no closing line (exit $rc, after $took s)"; total_fail=$((total_fail + 1)); status=1; return
    fi
    p=$(echo "$last" | cut -d' ' -f1); f=$(echo "$last" | cut -d' ' -f3)
    echo "$t: $last ($took s)"
    total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
    if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ]; then status=1; fi
}

# The programs: lane 0 takes the 1st, 3rd, ... of them, lane 1 the others; reported in the order given.
for lane in 0 1; do
    ( n=0; for t in "$@"; do
          case "$t" in *.sh) continue ;; esac
          [ $((n % 2)) -eq $lane ] && run_one "$t" "$n"
          n=$((n + 1))
      done ) &
done
wait
n=0
for t in "$@"; do
    case "$t" in *.sh) continue ;; esac
    report "$t" "$n"
    n=$((n + 1))
done
for t in "$@"; do
    case "$t" in *.sh) ;; *) continue ;; esac
    run_one "$t" sh
    report "$t" sh
done
echo "$total_pass passed, $total_fail failed"
exit $status
