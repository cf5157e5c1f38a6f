# bank_numbers_cli.sh: a number option of bin/bank out of range, or no number at all, is refused (exit 2) with
# the option, its range and the value given, as the other tools and bank's own --max-solutions say it.
. tests/shcheck.sh

B=$BIN/bank
$BIN/gen -n 3 --seed 2 | $B add $TMP/b.db 2> /dev/null
refused() { # refused WANT args...: exit 2, WANT on stderr, nothing written to stdout
    want=$1; shift
    $B "$@" > $TMP/o 2> $TMP/e; rc=$?
    [ $rc = 2 ] && grep -Fqx "bank: $want" $TMP/e && [ ! -s $TMP/o ]
}
check "pick -n 0: the range and the value said" refused "-n takes a number from 1 to 100000000, not '0'" pick $TMP/b.db -n 0
check "pick -n abc: the range and the value said" refused "-n takes a number from 1 to 100000000, not 'abc'" pick $TMP/b.db -n abc
check "pick --solutions 0: the range and the value said" \
    refused "--solutions takes a number from 1 to 100000000, not '0'" pick $TMP/b.db --solutions 0
check "stats --solutions huge: the range and the value said" \
    refused "--solutions takes a number from 1 to 100000000, not '99999999999999999999'" stats $TMP/b.db --solutions 99999999999999999999
check "regrade -j 65: the range and the value said" refused "-j takes a number from 1 to 64, not '65'" regrade $TMP/b.db -j 65
check "build -n -5: the range and the value said" \
    refused "-n takes a number from 1 to 2147483647, not '-5'" build $TMP/b.db -n -5
check "build -j 0: the range and the value said" refused "-j takes a number from 1 to 64, not '0'" build $TMP/b.db -n 1 -j 0
check "build --per-level x: the range and the value said" \
    refused "--per-level takes a number from 1 to 2147483647, not 'x'" build $TMP/b.db --per-level x
$B pick $TMP/b.db -n 2 > $TMP/o 2> $TMP/e; rc=$?
check "pick -n 2 still picks two" holds '[ $rc = 0 ] && [ "$(wc -l < $TMP/o)" = 2 ]'
finish
