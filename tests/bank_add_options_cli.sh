# bank_add_options_cli.sh: bin/gen's JSON lines name the options that made them ("options"), and `bank add` counts
# each line for the build request that makes the same puzzle, or for none: `bank build` then makes bin/gen's own.
. tests/shcheck.sh
R=${RELBIN:-bin}

# The "options" field: absent for the defaults, the options in bin/gen's words otherwise.
$R/gen --size 4 -n 1 --format json > $TMP/plain.json
$R/gen --size 4 -n 1 --strategy puzzlejar --max-solutions 2 --empty 9 --format json > $TMP/many.json
$R/gen --variant fillomino --size 5 -n 1 --symmetry rot180 --max-region 4 --format json > $TMP/kind.json
$R/fillomino gen --size 5 -n 1 --regions-first --format json > $TMP/fill.json
check "json: no \"options\" for the defaults; else bin/gen's, bin/gen --variant's and bin/fillomino gen's words" holds \
    '! grep -q options $TMP/plain.json &&
     grep -q "\"options\":\"--strategy puzzlejar --empty 9 --max-solutions 2\"}$" $TMP/many.json &&
     grep -q "\"options\":\"--symmetry rot180 --max-region 4\"}$" $TMP/kind.json &&
     grep -q "\"options\":\"--regions-first\"}$" $TMP/fill.json'

# Puzzles of --empty 8 added are that request's: a plain build of the same seed makes bin/gen's minimal ones beside
# them, and a build of --empty 8 finds its 3 there.
$R/gen --size 4 -n 3 --empty 8 --seed 1 --format json | $BIN/bank add $TMP/e.db 2> /dev/null
$BIN/bank build $TMP/e.db --size 4 -n 3 --seed 1 --no-progress 2> $TMP/plain.err; rc=$?
$BIN/bank build $TMP/e.db --size 4 -n 3 --seed 1 --empty 8 --no-progress 2> $TMP/empty.err; rc8=$?
check "add of --empty 8 lines, then build -n 3: 3 added, bin/gen's minimal puzzles; build --empty 8: none added" holds \
    '[ $rc = 0 ] && grep -q ": 3 added, 3 of 3 " $TMP/plain.err && [ $rc8 = 0 ] && grep -q ": 0 added, 3 of 3 " $TMP/empty.err &&
     [ "$(sqlite3 $TMP/e.db "SELECT puzzle FROM puzzles WHERE empties != 8 ORDER BY idx")" = "$($R/gen --size 4 -n 3 --seed 1)" ]'

# Options no build asks (--strategy puzzlejar; Fillomino's --regions-first) count for no request.
$R/gen --size 4 -n 2 --strategy puzzlejar --format json | $BIN/bank add $TMP/p.db 2> /dev/null
$BIN/bank build $TMP/p.db --size 4 -n 2 --seed 1 --no-progress 2> $TMP/p.err; rc=$?
check "add of --strategy puzzlejar lines, then build -n 2: 2 added (or found), the bank holds bin/gen's 2 ($(cat $TMP/p.err))" holds \
    '[ $rc = 0 ] && [ "$(sqlite3 $TMP/p.db "SELECT puzzle FROM puzzles WHERE asked = 1 ORDER BY idx")" = "$($R/gen --size 4 -n 2 --seed 1)" ]'
$R/fillomino gen --size 5 -n 2 --regions-first --format json | $BIN/bank add $TMP/f.db 2> /dev/null
$BIN/bank build $TMP/f.db --kind fillomino --size 5 -n 2 --seed 1 --no-progress 2> $TMP/f.err; rc=$?
check "add of fillomino gen --regions-first lines, then build --kind fillomino -n 2: bin/gen --variant fillomino's 2 added" holds \
    '[ $rc = 0 ] && grep -q ": 2 added, 2 of 2 " $TMP/f.err &&
     [ "$(sqlite3 $TMP/f.db "SELECT puzzle FROM puzzles WHERE asked = 1 ORDER BY idx")" = "$($R/gen --variant fillomino --size 5 -n 2 --seed 1)" ]'

# --symmetry rot180 through the kind table: that build's puzzles, not the plain one's.
$R/gen --variant fillomino --size 5 -n 2 --symmetry rot180 --format json | $BIN/bank add $TMP/s.db 2> /dev/null
$BIN/bank build $TMP/s.db --kind fillomino --size 5 -n 2 --symmetry rot180 --no-progress 2> $TMP/sym.err; rcs=$?
$BIN/bank build $TMP/s.db --kind fillomino --size 5 -n 2 --no-progress 2> $TMP/s.err; rc=$?
check "add of --variant fillomino --symmetry rot180 lines: build --symmetry rot180 -n 2 adds none, a plain build 2" holds \
    '[ $rcs = 0 ] && grep -q ": 0 added, 2 of 2 " $TMP/sym.err && [ $rc = 0 ] && grep -q ": 2 added, 2 of 2 " $TMP/s.err'

# A numbered --level N (Futoshiki's inference level) makes another puzzle than its bucket's name: counted for none,
# so a build of that named level makes bin/gen's own.
$R/gen --variant futoshiki --size 5 --level 1 -n 2 --seed 3 --format json > $TMP/n1.json
name=$(sed -n '1s/.*"level":"\([a-z]*\)".*/\1/p' $TMP/n1.json)
$BIN/bank add $TMP/n.db $TMP/n1.json 2> /dev/null
$BIN/bank build $TMP/n.db --kind futoshiki --size 5 --level $name -n 2 --seed 3 --no-progress 2> $TMP/n.err; rc=$?
check "add of --level 1 Futoshiki lines ($name), then build --level $name -n 2: bin/gen --level $name's 2 added ($(cat $TMP/n.err))" holds \
    '[ $rc = 0 ] && grep -q "\"options\":\"--level 1\"" $TMP/n1.json && grep -q ": 2 added, 2 of 2 " $TMP/n.err &&
     [ "$(sqlite3 $TMP/n.db "SELECT puzzle FROM puzzles WHERE asked != 0 ORDER BY idx")" = "$($R/gen --variant futoshiki --size 5 --level $name -n 2 --seed 3)" ]'

# An "options" that is not text is refused at its file, line and field, as every field is.
sed 's/}$/,"options":5}/' $TMP/plain.json > $TMP/bad.json
$BIN/bank add $TMP/bad.db $TMP/bad.json 2> $TMP/bad.err; rc=$?
check "add: \"options\":5 refused at file, line 1 and field ($(cat $TMP/bad.err | head -1))" holds \
    '[ $rc = 2 ] && grep -q "^bank: $TMP/bad.json:1: \"options\" is a string, not 5" $TMP/bad.err'
finish
