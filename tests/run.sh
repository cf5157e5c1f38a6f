#!/bin/sh
# run.sh: runs every test program and shell test given, each closing with "N passed, N failed",
# and prints the sum the same way; each test's line gives its seconds. Exits non-zero when anything
# failed or a test crashed.
total_pass=0; total_fail=0; status=0
for t in "$@"; do
    case "$t" in *.sh) cmd="sh $t" ;; *) cmd="$t" ;; esac
    began=$(date +%s)
    out=$($cmd 2>&1); rc=$?
    took=$(($(date +%s) - began))
    printf '%s\n' "$out" | grep -v '^[0-9]* passed, [0-9]* failed' | sed "s|^|  |"
    last=$(printf '%s\n' "$out" | grep '^[0-9]* passed, [0-9]* failed' | tail -n 1)
    if [ -z "$last" ]; then
        echo "$t: no closing line (exit $rc, after $took s)"; total_fail=$((total_fail + 1)); status=1; continue
    fi
    p=$(echo "$last" | cut -d' ' -f1); f=$(echo "$last" | cut -d' ' -f3)
    echo "$t: $last ($took s)"
    total_pass=$((total_pass + p)); total_fail=$((total_fail + f))
    if [ "$rc" -ne 0 ] || [ "$f" -ne 0 ]; then status=1; fi
done
echo "$total_pass passed, $total_fail failed"
exit $status
