# page_cli.sh: the play page end to end in a real browser: a small bank, `bank serve` on a free loopback port,
# then tests/page_test.mjs drives Debian's chromium through playwright-core (screenshots in build/screenshots/).
. tests/shcheck.sh
. tests/serve_start.sh
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
make_bank
$RELBIN/gen -n 1 --seed 6 | $BIN/bank add --no-grade $TMP/bank.db 2> /dev/null # one 9x9 with no grade, for the Level "ungraded"
# 6x6 of box 3x2: eight with 3 solutions, two with one (the Solutions field left empty asks for one: page_shown.mjs)
{ $RELBIN/gen --size 6 --box 3x2 -n 8 --seed 9 --max-solutions 3 --format json | $BIN/bank add --max-solutions 3 $TMP/bank.db
  $RELBIN/gen --size 6 --box 3x2 -n 2 --seed 10 --format json | $BIN/bank add $TMP/bank.db; } 2> /dev/null
# An 11x10 Fillomino that is one region of 110 (its one given): sizes of three digits (page_kinds.mjs)
awk 'BEGIN { s = "11x10:110"; for (i = 0; i < 109; i++) s = s ",."; print s }' | $BIN/bank add --kind fillomino $TMP/bank.db 2> /dev/null
start_server --no-live
NOLIVE=$URL
# A bank of Nonograms alone, served live (page_play.mjs: the page opens on one of them).
$RELBIN/gen --variant nonogram --size 5 -n 2 --seed 3 | $BIN/bank add --kind nonogram $TMP/nono.db 2> /dev/null
$BIN/bank serve $TMP/nono.db --port 0 2> $TMP/nono.log & SERVERS="$SERVERS $!"
for i in $(seq 100); do grep -q serving $TMP/nono.log && break; sleep 0.1; done
NONO=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $TMP/nono.log)
start_server
check "serve: listens on a loopback port, a second server with --no-live, a third of Nonograms" holds '[ -n "$URL" ] && [ -n "$NOLIVE" ] && [ -n "$NONO" ]'
check "chromium, node and playwright-core are installed (make test installs them)" \
    holds '[ -x "$CHROMIUM" ] && command -v node > /dev/null && [ -f node_modules/playwright-core/package.json ]'
BASE=$URL NOLIVE=$NOLIVE NONO=$NONO DLX=$RELBIN/dlx SHOTS=build/screenshots CHROMIUM=$CHROMIUM node tests/page_test.mjs > $TMP/page.out 2>&1
grep -v '^[0-9]* passed, [0-9]* failed' $TMP/page.out
last=$(grep '^[0-9]* passed, [0-9]* failed' $TMP/page.out | tail -n 1)
check "page_test.mjs ran to its end" holds '[ -n "$last" ]'
passed=$((passed + ${last%% passed*}))
rest=${last#* passed, }; failed=$((failed + ${rest%% failed*}))
finish
