# bank_json_fields_cli.sh: `bank add` refuses a JSON line whose field holds the wrong type or value (named with its
# file, line and field; the lines around it added), and a line whose box differs from --box (both named).
. tests/shcheck.sh
B=$BIN/bank
R=${RELBIN:-bin}

$R/gen -n 3 --seed 5 --format json > $TMP/good.json
# Line 2 of each file is bin/gen's line 2 with one field made wrong; lines 1 and 3 are as bin/gen wrote them.
bad_file() { # bad_file NAME SED: good.json with SED applied to its line 2
    sed "2$2" $TMP/good.json > $TMP/$1.json
}
bad_file seed 's/"seed":5/"seed":"abc"/'
bad_file negseed 's/"seed":5/"seed":-3/'
bad_file index 's/"index":1/"index":1.5/'
bad_file asked 's/}$/,"asked":"zz"}/'
bad_file negasked 's/}$/,"asked":-2}/'
bad_file kind 's/^{/{"kind":7,/'
bad_file box 's/"box":"3x3"/"box":["3x3"]/'
bad_file zerobox 's/"box":"3x3"/"box":"0x3"/'
for f in seed negseed index asked negasked kind box zerobox; do
    case $f in neg*) field=${f#neg} ;; zerobox) field=box ;; *) field=$f ;; esac
    rm -f $TMP/$f.db
    $B add $TMP/$f.db $TMP/$f.json 2> $TMP/$f.err; rc=$?
    check "add: a JSON line whose \"$field\" is wrong ($(sed -n 2p $TMP/$f.json | grep -o "\"$field\":[^,}]*")) is refused at its file, line and field; the others added" holds \
        '[ $rc = 2 ] && grep -q "^bank: $TMP/$f.json:2: \"$field\" is " $TMP/$f.err &&
         grep -qx "added 2, duplicates 0, rejected 1" $TMP/$f.err &&
         [ "$(sqlite3 $TMP/$f.db "SELECT idx FROM puzzles ORDER BY idx" | tr "\n" " ")" = "0 2 " ]'
done
rm -f $TMP/ok.db
sed 's/}$/,"asked":null}/' $TMP/good.json | $B add $TMP/ok.db 2> $TMP/ok.err
check "add: null fields are no value (asked unknown), the lines added" holds 'grep -qx "added 3, duplicates 0, rejected 0" $TMP/ok.err'

# --box beside a JSON line with a box of its own: refused when they differ (both named), taken when they agree.
$R/gen --size 6 --box 2x3 -n 2 --seed 1 --format json > $TMP/b23.json
rm -f $TMP/b1.db $TMP/b2.db $TMP/b3.db
$B add $TMP/b1.db --box 3x2 $TMP/b23.json 2> $TMP/b1.err; rc=$?
check "add --box 3x2 of lines whose box is 2x3: each refused, naming both boxes" holds \
    '[ $rc = 2 ] && [ "$(grep -c "b23.json:[12]: .*2x3.*--box 3x2" $TMP/b1.err)" = 2 ] && grep -qx "added 0, duplicates 0, rejected 2" $TMP/b1.err'
$B add $TMP/b2.db --box 2x3 $TMP/b23.json 2> $TMP/b2.err; rc=$?
check "add --box 2x3 of lines whose box is 2x3: added" holds '[ $rc = 0 ] && grep -qx "added 2, duplicates 0, rejected 0" $TMP/b2.err'
$B export $TMP/b2.db --format json > $TMP/b2.json
$B add $TMP/b3.db --box 3x2 $TMP/b2.json 2> $TMP/b3.err; rc=$?
check "add --box 3x2 of the bank's export (\"shape\":\"2x3\"): refused, naming both boxes" holds \
    '[ $rc = 2 ] && [ "$(grep -c "b2.json:[12]: .*2x3.*--box 3x2" $TMP/b3.err)" = 2 ]'

# The bank's own export adds back: a puzzle added from a plain line has no seed or index, which the export
# writes as -1 (the export's rows, added to a fresh bank, export alike).
rm -f $TMP/plain.db $TMP/again.db
$R/gen -n 3 --seed 7 | $B add $TMP/plain.db --no-grade 2> /dev/null
$B export $TMP/plain.db --format json > $TMP/plain.json
$B add $TMP/again.db --no-grade $TMP/plain.json 2> $TMP/again.err; rc=$?
check "add: the export of puzzles added from plain lines (seed and index -1) adds back, the exports alike" holds \
    '[ $rc = 0 ] && grep -q "\"seed\":-1" $TMP/plain.json && grep -qx "added 3, duplicates 0, rejected 0" $TMP/again.err &&
     [ "$($B export $TMP/again.db --format json | sed "s/\"id\":[0-9]*,//")" = "$(sed "s/\"id\":[0-9]*,//" $TMP/plain.json)" ]'

# --kind beside a JSON line with a kind of its own (the export's): refused when they differ (both named), taken
# when they agree.
rm -f $TMP/k1.db $TMP/k2.db
$B add $TMP/k1.db --kind futoshiki $TMP/plain.json 2> $TMP/k1.err; rc=$?
check "add --kind futoshiki of the export's sudoku lines: each refused, naming both kinds" holds \
    '[ $rc = 2 ] && [ "$(grep -c "plain.json:[123]: the line.s kind sudoku differs from --kind futoshiki" $TMP/k1.err)" = 3 ] &&
     grep -qx "added 0, duplicates 0, rejected 3" $TMP/k1.err'
$B add $TMP/k2.db --kind sudoku --no-grade $TMP/plain.json 2> $TMP/k2.err; rc=$?
check "add --kind sudoku of the export's sudoku lines: added" holds '[ $rc = 0 ] && grep -qx "added 3, duplicates 0, rejected 0" $TMP/k2.err'
# A line whose own shape fields disagree (box and shape, or size, width and height against the puzzle read): refused,
# naming both values; fields that agree are taken. Each kind's bin/gen lines (size, box, width, height) add.
rm -f $TMP/s1.db $TMP/s2.db $TMP/s3.db $TMP/s4.db $TMP/s5.db
sed 's/"box":"2x3"/"box":"2x3","shape":"3x2"/' $TMP/b23.json | $B add $TMP/s1.db 2> $TMP/s1.err; rc=$?
check "add: a line whose \"box\" 2x3 and \"shape\" 3x2 differ is refused at its line, naming both" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^bank: stdin:[12]: .*\"box\" 2x3.*\"shape\" 3x2" $TMP/s1.err)" = 2 ] &&
     grep -qx "added 0, duplicates 0, rejected 2" $TMP/s1.err'
sed 's/"box":"2x3"/"box":"2x3","shape":"2x3"/' $TMP/b23.json | $B add $TMP/s2.db 2> $TMP/s2.err; rc=$?
check "add: a line whose \"box\" and \"shape\" agree is added" holds '[ $rc = 0 ] && grep -qx "added 2, duplicates 0, rejected 0" $TMP/s2.err'
sed 's/"size":6/"size":9/' $TMP/b23.json | $B add $TMP/s3.db 2> $TMP/s3.err; rc=$?
check "add: a line whose \"size\" 9 differs from its 6x6 puzzle of box 2x3 is refused, naming both" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^bank: stdin:[12]: .*\"size\" 9.*6x6" $TMP/s3.err)" = 2 ]'
$R/gen --variant fillomino --size 5 -n 2 --seed 3 --format json > $TMP/f5.json
sed 's/"width":5/"width":6/' $TMP/f5.json | $B add $TMP/s4.db 2> $TMP/s4.err; rc=$?
check "add: a Fillomino line whose \"width\" 6 differs from its 5x5 puzzle is refused, naming both" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^bank: stdin:[12]: .*\"width\" 6.*5x5" $TMP/s4.err)" = 2 ]'
{ cat $TMP/f5.json; for v in futoshiki jidoku nonogram; do $R/gen --variant $v -n 1 --seed 3 --format json; done; } > $TMP/kinds.json
$B add $TMP/s5.db $TMP/kinds.json 2> $TMP/s5.err; rc=$?
check "add: bin/gen's lines of each kind (their size, width, height and box agree with the puzzle) are added" holds \
    '[ $rc = 0 ] && grep -qx "added 5, duplicates 0, rejected 0" $TMP/s5.err'
# A bad line of no named kind is refused in Sudoku's words, but a "WxH:" line with '/' after it (a Nonogram's form
# alone) in a Nonogram's: what --kind nonogram says of it. A bad Solo id stays a Solo id's error.
printf '10x10:4.2/7/1.2\n3x3:zz\n' > $TMP/bad_ids.txt
$B add $TMP/bad_ids.db $TMP/bad_ids.txt 2> $TMP/bad_ids.err; rc=$?
sed -n 1p $TMP/bad_ids.txt | $B add $TMP/bad_ids.db --kind nonogram 2> $TMP/bad_nono.err
check "add: a Nonogram's line cut short, without --kind: refused in the Nonogram's words; a bad Solo id in Sudoku's" holds \
    '[ $rc = 2 ] && [ "$(sed -n 1p $TMP/bad_ids.err)" = "$(sed -n "1s/stdin:/bad_ids.txt:/p" $TMP/bad_nono.err | sed "s|bank: |bank: $TMP/|") (no kind reads it; name one with --kind)" ] &&
     sed -n 2p $TMP/bad_ids.err | grep -q "^bank: $TMP/bad_ids.txt:2: not a Solo game id"'
# A box conflict on a line of no named kind (read as the first kind that has boxes) says what is wrong alone: no
# "(no kind reads it ...)" after it, as every kind but Sudoku's was also tried.
rm -f $TMP/g1.db $TMP/g2.db
sed 's/"kind":"sudoku",//' $TMP/b2.json | $B add $TMP/g1.db --box 3x2 2> $TMP/g1.err; rc=$?
check "add --box 3x2 of lines of no kind whose \"shape\" is 2x3: refused, naming both boxes and nothing else" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^bank: stdin:[12]: the line.s box 2x3 differs from --box 3x2 (give --box only for lines without a box)\$" $TMP/g1.err)" = 2 ]'
sed 's/"box":"2x3"/"box":"2x3","shape":"3x2"/' $TMP/b23.json | $B add $TMP/g2.db 2> $TMP/g2.err; rc=$?
check "add: a line of no kind whose \"box\" and \"shape\" differ: refused, naming both and nothing else" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^bank: stdin:[12]: the line.s \"box\" 2x3 differs from its \"shape\" 3x2\$" $TMP/g2.err)" = 2 ]'
# JSON has one kind of number: 1e3 and 1000.0 are 1000, so a whole number written so is taken as that integer and
# written back as one; the bank's export of such lines is the export of the lines written with plain integers.
rm -f $TMP/e1.db $TMP/e2.db
$R/gen -n 3 --seed 12 --level hard --format json > $TMP/e.json
sed 's/"seed":12/"seed":1.2e1/; s/"index":\([0-9]\)/"index":\1.0/; s/"level":"hard"/"level":2e0/' $TMP/e.json > $TMP/e_real.json
$B add $TMP/e1.db --no-grade $TMP/e.json 2> /dev/null
$B add $TMP/e2.db --no-grade $TMP/e_real.json 2> $TMP/e2.err; rc=$?
check "add: \"seed\":1.2e1, \"index\":1.0 and \"level\":2e0 are taken as 12, 1 and hard, and exported as integers" holds \
    '[ $rc = 0 ] && grep -q "1.2e1" $TMP/e_real.json && grep -qx "added 3, duplicates 0, rejected 0" $TMP/e2.err &&
     [ "$($B export $TMP/e2.db --format json | sed "s/\"id\":[0-9]*,//")" = "$($B export $TMP/e1.db --format json | sed "s/\"id\":[0-9]*,//")" ] &&
     $B export $TMP/e2.db --format json | grep -q "\"seed\":12,\"index\":1,"'
# 9.3e18 is a whole number (every double past 2^53 is) beyond a 64-bit integer's 9223372036854775807 (2^63 - 1):
# refused as past that range, not as no whole number; 1.5 is no whole number.
sed -n 1p $TMP/e.json | sed 's/"seed":12/"seed":9.3e18/' > $TMP/big.json
sed -n 1p $TMP/e.json | sed 's/"seed":12/"seed":1.5/' >> $TMP/big.json
$B add $TMP/e3.db --no-grade $TMP/big.json 2> $TMP/e3.err; rc=$?
check "add: \"seed\":9.3e18 is a whole number past the range, \"seed\":1.5 no whole number" holds \
    '[ $rc = 2 ] && grep -qxF "bank: $TMP/big.json:1: \"seed\" is a whole number from -1 to 9223372036854775807: 9.3e18 is past that range" $TMP/e3.err &&
     grep -qxF "bank: $TMP/big.json:2: \"seed\" is a whole number from -1, not 1.5" $TMP/e3.err'
# export --format json carries a Sudoku's and a Jidoku's box, so the solvers read the lines with it (side 6, boxes 3x2).
for v in sudoku jidoku; do
    rm -f $TMP/bx.db
    $R/gen --variant $v --size 6 --box 3x2 -n 3 --seed 1 --format json | $B add $TMP/bx.db > /dev/null 2>&1
    $B export $TMP/bx.db --format json > $TMP/bx.json
    check "export --format json of $v 3x2: each line's \"box\" 3x2; bin/dlx counts each 1 without --box" \
        holds '[ $(grep -c "\"box\":\"3x2\"" $TMP/bx.json) = 3 ] &&
               [ "$($R/dlx --variant $v --count $TMP/bx.json | sort | uniq -c | tr -s " ")" = " 3 1" ]'
done
finish
