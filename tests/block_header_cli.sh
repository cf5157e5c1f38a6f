# block_header_cli.sh: a Futoshiki or Jidoku block's "# NxN" header must give its size, as a Nonogram's does; and a
# header that a blank line (or the end) follows heads no block: an error of its own at its line, in every reader.
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
rm -f $TMP/b.db
$BIN/bank add $TMP/b.db $TMP/three.txt 2> $TMP/err; rc=$?
check "bank add: the same error; the good block added once" holds \
    '[ $rc = 2 ] && grep -qxF "bank: $TMP/three.txt:$at: $WHY" $TMP/err && grep -qx "added 1, duplicates 1, rejected 1" $TMP/err'
# Every futoshiki.txt block's header agrees: all read, none refused.
$BIN/dlx --variant futoshiki --count "$F" > $TMP/out 2> $TMP/err; rc=$?
check "futoshiki.txt: every header agrees (a count per block, no error)" holds \
    '[ $rc = 0 ] && [ "$(grep -c "^1$" $TMP/out)" = "$(grep -c "^# [0-9]*x[0-9]* " "$F")" ] && [ ! -s $TMP/err ]'

# A header, then a blank line, then its block; and a header at the end of the file. The writer (bin/fillomino gen
# --format block) puts the header right above the rows, so each of these headers heads nothing: an error record
# of its own at its line, and the block after the blank read as one without a header, in every kind with blocks.
lone() { # lone FILE BLOCK HEADER: BLOCK's text under HEADER and a blank line, BLOCK alone, then HEADER at the end
    { echo "$3"; echo; sed 1d "$2"; echo; sed 1d "$2"; echo; echo "$3"; } > "$1"
}
awk 'BEGIN{RS=""} {print; exit}' $DATA/nonogram_janko.txt > $TMP/ng.txt
awk 'BEGIN{RS=""} $2 == "6x6" {print; exit}' $DATA/fillomino_janko.txt | sed '/^## solution/,$d' > $TMP/fm.txt
for k in "futoshiki five" "jidoku four" "nonogram ng" "fillomino fm"; do
    v=${k% *} f=${k#* }
    hdr=$(head -n 1 $TMP/$f.txt | cut -d' ' -f1-2)
    lone $TMP/lone_$f.txt $TMP/$f.txt "$hdr"
    end=$(wc -l < $TMP/lone_$f.txt)
    $BIN/dlx --variant $v $TMP/lone_$f.txt > $TMP/out 2> $TMP/err; rc=$?
    check "dlx --variant $v: a header before a blank line, and at the end: an error each at its line, both blocks read" \
        holds '[ $rc = 2 ] && [ "$(grep -c "^error$" $TMP/out)" = 2 ] && [ "$(sed -n 1p $TMP/out)" = error ] &&
               [ "$(tail -n 1 $TMP/out)" = error ] && [ "$(grep -v "^error$" $TMP/out | uniq | wc -l)" = 1 ] &&
               grep -q "^dlx: $TMP/lone_$f.txt:1: header .$hdr. has no" $TMP/err &&
               grep -q "^dlx: $TMP/lone_$f.txt:$end: header .$hdr. has no" $TMP/err && [ "$(wc -l < $TMP/err)" = 2 ]'
done
$BIN/fillomino solve $TMP/lone_fm.txt > $TMP/fsolve 2> $TMP/err.fm; rc=$?
sed 's/^dlx:/fillomino:/' $TMP/err > $TMP/err.dlx
check "fillomino solve: the same two error records around the two boards, the same messages" holds \
    '[ $rc = 2 ] && [ "$(grep -c "^error$" $TMP/fsolve)" = 2 ] && [ "$(head -n 1 $TMP/fsolve)" = error ] &&
     cmp -s $TMP/err.dlx $TMP/err.fm'
finish
