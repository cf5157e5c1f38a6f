# nonogram_header_cli.sh: a janko block's "# WxH" header must give the size of its clue lines (W the C lines, H
# the R lines): one that does not is refused by every tool that reads the blocks, at the header's line, naming both.
. tests/shcheck.sh
J=$DATA/nonogram_janko.txt
# A non-square block (its header and clue lines agree in janko's file), its header then turned round.
awk 'BEGIN{RS=""} $2 ~ /^[0-9]+x[0-9]+$/ { split($2, s, "x"); if (s[1] != s[2]) { print; exit } }' "$J" > $TMP/one.txt
cols=$(grep -c '^C ' $TMP/one.txt) rows=$(grep -c '^R ' $TMP/one.txt)
check "the test's block: a header of its C and R lines' counts, not square" holds \
    '[ "$cols" != "$rows" ] && head -n 1 $TMP/one.txt | grep -q "^# ${cols}x${rows}\( \|$\)"'
# File: a good block, a blank line, the block with its header turned round, a blank line, a good block again.
{ cat $TMP/one.txt; echo; sed "1s/^# ${cols}x${rows}/# ${rows}x${cols}/" $TMP/one.txt; echo; cat $TMP/one.txt; } > $TMP/three.txt
at=$(grep -n "^# ${rows}x${cols}" $TMP/three.txt | cut -d: -f1)
WHY="the header says ${rows}x${cols} (width x height), the block below it (line $((at + 1)) on) has $cols C lines and $rows R lines: ${cols}x${rows}"
$BIN/dlx --variant nonogram $TMP/three.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: the block whose header disagrees is an error at the header's line naming both sizes; the others solved" holds \
    '[ $rc = 2 ] && [ "$(sed -n 2p $TMP/out)" = error ] && [ "$(grep -vc "^error$" $TMP/out)" = 2 ] &&
     grep -qxF "dlx: $TMP/three.txt:$at: $WHY" $TMP/err && [ "$(wc -l < $TMP/err)" = 1 ]'
$BIN/classify grade --variant nonogram $TMP/three.txt > $TMP/out 2> $TMP/err; rc=$?
check "classify grade: the same error, the others graded" holds \
    '[ $rc = 2 ] && [ "$(sed -n 2p $TMP/out)" = error ] && grep -qxF "classify: $TMP/three.txt:$at: $WHY" $TMP/err'
for k in "" "--kind nonogram"; do
    rm -f $TMP/b.db
    $BIN/bank add $TMP/b.db $k $TMP/three.txt 2> $TMP/err; rc=$?
    check "bank add $k: the same error; the good block added once (the third is its duplicate)" holds \
        '[ $rc = 2 ] && grep -qxF "bank: $TMP/three.txt:$at: $WHY" $TMP/err &&
         grep -qx "added 1, duplicates 1, rejected 1" $TMP/err'
done
# Without blank lines (each header starts the next block), and with a comment between a header and its block.
{ cat $TMP/one.txt; sed "1s/^# ${cols}x${rows}/# ${rows}x${cols}/; 1a# a comment" $TMP/one.txt; } > $TMP/tight.txt
at=$(grep -n "^# ${rows}x${cols}" $TMP/tight.txt | cut -d: -f1)
$BIN/dlx --variant nonogram $TMP/tight.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: blocks without a blank line, a comment after the header: the second's header named at its line" holds \
    '[ $rc = 2 ] && [ "$(sed -n 2p $TMP/out)" = error ] &&
     grep -qF "dlx: $TMP/tight.txt:$at: the header says ${rows}x${cols} (width x height)" $TMP/err'
# A bad clue line under a header that is right is named as it is without the header (the same line, the same
# words; the files number their lines alike): the header is not blamed for the count the bad line changed (one R line turned into 'r', and a '## note' among the clues).
bad=$(($(grep -n '^R ' $TMP/one.txt | head -n 1 | cut -d: -f1) + 1))
sed "${bad}s/^R/r/" $TMP/one.txt > $TMP/lower.txt
awk -v at=$bad 'NR == at {print "## note"} {print}' $TMP/one.txt > $TMP/note.txt
for f in lower note; do
    sed 1d $TMP/$f.txt | sed '1i\\' > $TMP/${f}_bare.txt # the same block without its header (a blank first line)
    for t in "$BIN/dlx --variant nonogram" "$BIN/classify grade --variant nonogram" "$BIN/bank add $TMP/$f.db --kind nonogram"; do
        rm -f $TMP/$f.db
        $t $TMP/$f.txt > /dev/null 2> $TMP/err; rc=$?
        rm -f $TMP/$f.db
        $t $TMP/${f}_bare.txt > /dev/null 2> $TMP/bare.err
        check "$(basename ${t%% *}) ${t#* }: a bad line ($f) under a right header is named at its line, as without the header" holds \
            '[ $rc = 2 ] && [ -s $TMP/err ] && ! grep -q "header says" $TMP/err &&
             [ "$(sed "s/.*$f.txt://" $TMP/err | head -n 1)" = "$(sed "s/.*${f}_bare.txt://" $TMP/bare.err | head -n 1)" ]'
    done
done
# Every janko block's header agrees with its lines: all 1806 still read, none refused.
${RELBIN:-$BIN}/dlx --variant nonogram --count "$J" > $TMP/out 2> $TMP/err; rc=$?
check "janko: every block's header agrees (1806 counted, no error)" holds \
    '[ $rc = 0 ] && [ "$(grep -c "^1$" $TMP/out)" = 1806 ] && [ ! -s $TMP/err ]'
finish
