#!/bin/sh
# run.sh: `make fuzz`: runs each fuzz target given for FUZZ_S seconds (default 60) on a copy of its committed
# corpus, saves crashes under tests/fuzz/regress/TARGET/ and prints executions, coverage and findings per target.
FUZZ_S=${FUZZ_S:-60}
bin=build/fuzz/bin
total_found=0
printf '%-18s %10s %8s %8s %s\n' target executions cov ft findings
for t in "$@"; do
    work=build/fuzz/work/$t
    regress=tests/fuzz/regress/$t
    log=build/fuzz/$t.log
    mkdir -p "$work" "$regress" tests/fuzz/corpus/$t
    before=$(ls "$regress" | wc -l)
    # The first directory receives the new inputs; the committed corpus is read only.
    "$bin/fuzz_$t" -max_total_time="$FUZZ_S" -timeout=10 -rss_limit_mb=2048 -close_fd_mask=3 \
        -print_final_stats=1 -artifact_prefix="$regress/" "$work" tests/fuzz/corpus/$t >"$log" 2>&1
    rc=$?
    after=$(ls "$regress" | wc -l)
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    last=$(grep -E '^#[0-9]+' "$log" | grep 'cov:' | tail -n 1)
    cov=$(echo "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
    ft=$(echo "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
    found=$((after - before))
    if [ "$rc" -ne 0 ] && [ "$found" -eq 0 ]; then found=1; fi
    total_found=$((total_found + found))
    note=$found
    if [ "$found" -gt 0 ]; then note="$found (see $log; inputs in $regress/)"; fi
    printf '%-18s %10s %8s %8s %s\n' "$t" "${runs:-?}" "${cov:-?}" "${ft:-?}" "$note"
done
echo "$total_found findings"
[ "$total_found" -eq 0 ]
