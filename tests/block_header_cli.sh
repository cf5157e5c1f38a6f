# block_header_cli.sh: a Futoshiki or Jidoku block's "# NxN" header must give its size, as a Nonogram's and a
# Fillomino's do, named at the line that shows it; and a
# "# WxH" line that a blank line (or the end) follows heads no block: a comment, in every kind's files.
. tests/shcheck.sh
F=$DATA/futoshiki.txt
# A 5x5 block of futoshiki.txt and a 4x4 one, each with its header; their sizes counted here from their rows.
awk 'BEGIN{RS=""} $2 == "5x5" {print; exit}' "$F" > $TMP/five.txt
awk 'BEGIN{RS=""} $2 == "4x4" {print; exit}' "$F" > $TMP/four.txt
n5=$(sed -n 2p $TMP/five.txt | tr -d '\n' | wc -c); r5=$(grep -c '^[0-9.]*$' $TMP/five.txt)
check "the test's block: 5 rows of 5 before its relations (and 5 solution rows)" holds '[ "$n5" = 5 ] && [ "$r5" = 10 ]'
# File: a good block, a blank line, the 5x5 block under a header of 4x5, a blank line, the good block again.
{ cat $TMP/four.txt; echo; sed '1s/^# 5x5/# 4x5/' $TMP/five.txt; echo; cat $TMP/four.txt; } > $TMP/three.txt
at=$(grep -n '^# 4x5' $TMP/three.txt | cut -d: -f1)
WHY="the header says 4x5 (width x height), the block below it (line $((at + 1)) on) has 5 rows of 5: 5x5"
for t in "dlx --variant futoshiki" "dlx --variant jidoku" "classify grade --variant futoshiki"; do
    $BIN/$t $TMP/three.txt > $TMP/out 2> $TMP/err; rc=$?
    check "$t: the block whose header disagrees is an error at the header's line naming both sizes" holds \
        '[ $rc = 2 ] && [ "$(wc -l < $TMP/out)" = 3 ] && [ "$(sed -n 2p $TMP/out)" = error ] &&
         grep -qxF "${t%% *}: $TMP/three.txt:$at: $WHY" $TMP/err'
done
for kind in "" "--kind futoshiki"; do
    rm -f $TMP/b.db
    $BIN/bank add $kind $TMP/b.db $TMP/three.txt 2> $TMP/err; rc=$?
    check "bank add $kind: the same error; the good block added once" holds \
        '[ $rc = 2 ] && grep -qxF "bank: $TMP/three.txt:$at: $WHY" $TMP/err && grep -qx "added 1, duplicates 1, rejected 1" $TMP/err'
done
# Every futoshiki.txt block's header agrees: all read, none refused.
$BIN/dlx --variant futoshiki --count "$F" > $TMP/out 2> $TMP/err; rc=$?
check "futoshiki.txt: every header agrees (a count per block, no error)" holds \
    '[ $rc = 0 ] && [ "$(grep -c "^1$" $TMP/out)" = "$(grep -c "^# [0-9]*x[0-9]* " "$F")" ] && [ ! -s $TMP/err ]'

# Fillomino's blocks: a header that disagrees is named where it shows, as above: a row of another width than the
# header's at that row, a count of rows other than the header's at the header's line. A non-square janko block
# (clues only), its width and height counted here from its rows; the file: the good block, the block under its
# header turned round, under a header one row taller, with its third row one cell longer, the good block again.
awk 'BEGIN{RS=""} $2 == "15x11" {print; exit}' $DATA/fillomino_janko.txt | sed '/^## solution/,$d' > $TMP/fw.txt
fw=$(sed -n 2p $TMP/fw.txt | tr -d '\n' | wc -c); fh=$(sed 1d $TMP/fw.txt | wc -l)
check "the test's Fillomino block: 15 wide, 11 tall, every row as wide" holds \
    '[ "$fw" = 15 ] && [ "$fh" = 11 ] && [ "$(sed 1d $TMP/fw.txt | awk "{print length}" | sort -u)" = 15 ]'
{ cat $TMP/fw.txt; echo; sed "1s/^# ${fw}x$fh/# ${fh}x$fw/" $TMP/fw.txt; echo; sed "1s/^# ${fw}x$fh/# ${fw}x$((fh + 1))/" $TMP/fw.txt
  echo; sed '4s/$/1/' $TMP/fw.txt; echo; cat $TMP/fw.txt; } > $TMP/fbad.txt
turned=$(grep -n "^# ${fh}x$fw" $TMP/fbad.txt | cut -d: -f1); taller=$(grep -n "^# ${fw}x$((fh + 1))" $TMP/fbad.txt | cut -d: -f1)
long=$(grep -n "^[0-9.]\{$((fw + 1))\}\$" $TMP/fbad.txt | cut -d: -f1)
{ echo "$TMP/fbad.txt:$((turned + 1)): row has $fw cells, the header (line $turned) says ${fh}x$fw (width x height)"
  echo "$TMP/fbad.txt:$taller: the header says ${fw}x$((fh + 1)) (width x height), the block below it (line $((taller + 1)) on) has $fh rows of $fw: ${fw}x$fh"
  echo "$TMP/fbad.txt:$long: row has $((fw + 1)) cells, the header (line $((long - 3))) says ${fw}x$fh (width x height)"; } > $TMP/fbad.want
for t in "fillomino solve --count" "dlx --variant fillomino --count" "classify grade --variant fillomino"; do
    $BIN/$t $TMP/fbad.txt > $TMP/out 2> $TMP/err; rc=$?
    check "$t: each disagreeing header named at the line that shows it, an error in its place, the rest answered" \
        holds '[ $rc = 2 ] && [ "$(wc -l < $TMP/out)" = 5 ] && [ "$(sed -n 2,4p $TMP/out | sort -u)" = error ] &&
               [ "$(grep -c error $TMP/out)" = 3 ] && sed "s/^${t%% *}: //" $TMP/err | cmp -s - $TMP/fbad.want'
done
rm -f $TMP/f.db
$BIN/bank add --kind fillomino $TMP/f.db $TMP/fbad.txt 2> $TMP/err; rc=$?
check "bank add --kind fillomino: the same messages; the good block added once" holds \
    '[ $rc = 2 ] && grep "^bank: $TMP/fbad.txt:" $TMP/err | sed "s/^bank: //" | cmp -s - $TMP/fbad.want &&
     grep -qx "added 1, duplicates 1, rejected 3" $TMP/err'

# A '# WxH' line that a blank line or the end of the file follows heads no block: a comment, as a file's title
# ('# 4x4 futoshiki, easy') or a header parted from its block. Files of one-line puzzles and of blocks, each under
# such a title and with such a line at its end, get the answers of the same file without those lines.
awk 'BEGIN{RS=""} {print; exit}' $DATA/nonogram_janko.txt > $TMP/ng.txt
awk 'BEGIN{RS=""} $2 == "6x6" {print; exit}' $DATA/fillomino_janko.txt | sed '/^## solution/,$d' > $TMP/fm.txt
$BIN/gen --variant futoshiki --size 4 -n 2 > $TMP/lines_futoshiki.txt
$BIN/gen --variant jidoku --size 4 -n 2 > $TMP/lines_jidoku.txt
$BIN/gen --variant nonogram --size 5 -n 2 > $TMP/lines_nonogram.txt
$BIN/fillomino gen --width 5 --height 5 --format line -n 2 > $TMP/lines_fillomino.txt
sed '/^## solution/,$d' $TMP/four.txt > $TMP/four_alone.txt # read as a Jidoku it has no solution: none beside it
for k in "futoshiki five" "jidoku four_alone" "nonogram ng" "fillomino fm"; do
    v=${k% *} f=${k#* }
    hdr=$(head -n 1 $TMP/$f.txt | cut -d' ' -f2)
    sed 1d $TMP/$f.txt > $TMP/bare_$f.txt # the block without its header
    { echo "# $hdr $v, easy"; echo; cat $TMP/lines_$v.txt; echo; echo "# $hdr"; echo; cat $TMP/bare_$f.txt; echo
      echo "# $hdr"; } > $TMP/titled_$v.txt
    { cat $TMP/lines_$v.txt; echo; cat $TMP/bare_$f.txt; } > $TMP/plain_$v.txt
    $BIN/dlx --variant $v $TMP/plain_$v.txt > $TMP/want 2> /dev/null
    $BIN/dlx --variant $v $TMP/titled_$v.txt > $TMP/out 2> $TMP/err; rc=$?
    check "dlx --variant $v: a title '# $hdr $v, easy' and a '# $hdr' line before a blank line or the end are comments" \
        holds '[ $rc = 0 ] && [ -s $TMP/want ] && ! grep -q "^error$" $TMP/want && cmp -s $TMP/out $TMP/want && [ ! -s $TMP/err ]'
done
$BIN/fillomino solve --format line $TMP/plain_fillomino.txt > $TMP/want
$BIN/fillomino solve --format line $TMP/titled_fillomino.txt > $TMP/out 2> $TMP/err; rc=$?
check "fillomino solve: the same comments, the same answers" holds \
    '[ $rc = 0 ] && cmp -s $TMP/out $TMP/want && [ ! -s $TMP/err ]'
$BIN/classify grade --variant futoshiki $TMP/plain_futoshiki.txt > $TMP/want
$BIN/classify grade --variant futoshiki $TMP/titled_futoshiki.txt > $TMP/out 2> $TMP/err; rc=$?
check "classify grade: the same comments, the same grades" holds \
    '[ $rc = 0 ] && cmp -s $TMP/out $TMP/want && [ ! -s $TMP/err ]'
for kind in "" "--kind futoshiki"; do
    rm -f $TMP/t.db
    $BIN/bank add $kind $TMP/t.db $TMP/titled_futoshiki.txt 2> $TMP/err; rc=$?
    check "bank add $kind: the same comments, the three puzzles added" holds \
        '[ $rc = 0 ] && grep -qx "added 3, duplicates 0, rejected 0" $TMP/err'
done
# So is a '# WxH' line right above a JSON line in bank add's input (as right above an 'error' line,
# tests/error_lines_cli.sh): the same puzzles added as without it.
$BIN/fillomino gen --size 5 -n 2 --format json > $TMP/fm.json
{ echo "# 5x5"; cat $TMP/fm.json; } > $TMP/fm_titled.json
for f in fm fm_titled; do
    rm -f $TMP/j.db
    $BIN/bank add --kind fillomino $TMP/j.db $TMP/$f.json 2> $TMP/err_$f; echo "rc $?" >> $TMP/err_$f
done
check "bank add --kind fillomino: '# 5x5' right above a JSON line is a comment, the two puzzles added" holds \
    'grep -qx "added 2, duplicates 0, rejected 0" $TMP/err_fm && cmp -s $TMP/err_fm $TMP/err_fm_titled'
finish
