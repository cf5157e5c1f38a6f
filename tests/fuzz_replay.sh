#!/bin/sh
# fuzz_replay.sh: every committed fuzz input (tests/fuzz/corpus/TARGET and the crashes found, kept in
# tests/fuzz/regress/TARGET) replayed through its target on the sanitizer build: no crash, no report.
pass=0; fail=0
dir=$(dirname "$0")/fuzz
for src in "$dir"/fuzz_*.c; do
    t=$(basename "$src" .c); t=${t#fuzz_}
    bin=build/dbg/fuzz/replay_$t
    if [ ! -x "$bin" ]; then
        echo "FAIL $t: $bin is not built"; fail=$((fail + 1)); continue
    fi
    inputs="$dir/corpus/$t"
    [ -d "$dir/regress/$t" ] && inputs="$inputs $dir/regress/$t"
    n=$(find $inputs -type f | wc -l)
    if [ "$n" -eq 0 ]; then
        echo "FAIL $t: no corpus"; fail=$((fail + 1)); continue
    fi
    if out=$(ASAN_OPTIONS=detect_leaks=1 "$bin" $inputs 2>&1 >/dev/null); rc=$?; [ $rc -eq 0 ]; then
        pass=$((pass + 1))
    else
        echo "FAIL $t: replaying its $n inputs: exit $rc"; printf '%s\n' "$out" | grep -v '^[a-z_]*: .*:[0-9]*: ' | tail -n 20
        fail=$((fail + 1))
    fi
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
