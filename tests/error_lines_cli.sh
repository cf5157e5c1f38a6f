# error_lines_cli.sh: a line that is exactly 'error', which the generators write where they have no puzzle (a
# --transforms variant a symmetric puzzle lacks, a puzzle given up), is read back as no puzzle: answered 'error' in
# its place, named as such, and skipped by bank add, counted in its closing line. A run with give-ups keeps
# record i for puzzle i, so one cut anywhere and resumed equals the uninterrupted run.
. tests/shcheck.sh

NOTE="no puzzle here (an 'error' line its maker wrote)"
$BIN/gen --size 4 -n 2 --seed 3 > $TMP/two.txt
{ sed -n 1p $TMP/two.txt; echo error; echo '  error'; sed -n 2p $TMP/two.txt; } > $TMP/mixed.txt
$BIN/dlx --count $TMP/mixed.txt > $TMP/o 2> $TMP/e; rc=$?
check "dlx: an 'error' line (indented too) is answered 'error' in its place, named as no puzzle, exit 2" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "1 error error 1 " ] &&
     grep -qx "dlx: $TMP/mixed.txt:2: $NOTE" $TMP/e && grep -qx "dlx: $TMP/mixed.txt:3: $NOTE" $TMP/e && [ "$(wc -l < $TMP/e)" = 2 ]'
for cmd in grade hint features; do
    $BIN/classify $cmd $TMP/mixed.txt > $TMP/o 2> $TMP/e; rc=$?
    check "classify $cmd: the 'error' lines answered 'error', named as no puzzle" holds \
        '[ $rc = 2 ] && [ "$(sed -n 2,3p $TMP/o | tr "\n" " ")" = "error error " ] && [ "$(wc -l < $TMP/o)" = 4 ] &&
         grep -qx "classify: $TMP/mixed.txt:2: $NOTE" $TMP/e'
done
printf 'error\n' | $BIN/fillomino solve > $TMP/o 2> $TMP/e; rc=$?
check "fillomino solve: an 'error' line named as no puzzle" holds '[ $rc = 2 ] && grep -qx "fillomino: stdin:1: $NOTE" $TMP/e'
for kind in futoshiki nonogram; do
    printf 'error\n' | $BIN/dlx --variant $kind > $TMP/o 2> $TMP/e; rc=$?
    check "dlx --variant $kind: an 'error' line named as no puzzle" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -qx "dlx: stdin:1: $NOTE" $TMP/e'
done
# Spaces or tabs after a puzzle do not count (nor a CRLF line end): after 'error' neither, for every reader.
{ sed -n 1p $TMP/two.txt; printf 'error \n\terror\t \r\nerror\r\n'; sed -n 2p $TMP/two.txt; } > $TMP/blanks.txt
$BIN/dlx --count $TMP/blanks.txt > $TMP/o 2> $TMP/e; rc=$?
check "dlx: 'error' with trailing blanks or CRLF is no puzzle, named as such" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "1 error error error 1 " ] && [ "$(grep -cx "dlx: $TMP/blanks.txt:[234]: $NOTE" $TMP/e)" = 3 ] &&
     [ "$(wc -l < $TMP/e)" = 3 ]'
$BIN/classify grade $TMP/blanks.txt > $TMP/o 2> $TMP/e; rc=$?
check "classify grade: 'error' with trailing blanks named as no puzzle" holds \
    '[ $rc = 2 ] && [ "$(grep -cx "classify: $TMP/blanks.txt:[234]: $NOTE" $TMP/e)" = 3 ] && [ "$(wc -l < $TMP/e)" = 3 ]'
$BIN/bank add $TMP/bl.db $TMP/blanks.txt 2> $TMP/e; rc=$?
check "bank add: 'error' with trailing blanks skipped, not rejected" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 2, duplicates 0, rejected 0, skipped 3" ]'
printf 'error \r\n' | $BIN/gen transform --transforms 2 > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: 'error ' (CRLF) named as no puzzle" holds '[ $rc = 2 ] && grep -qx "gen: stdin:1: $NOTE" $TMP/e'
printf 'error\t\n' | $BIN/fillomino solve > $TMP/o 2> $TMP/e; rc=$?
check "fillomino solve: 'error' and a tab named as no puzzle" holds '[ $rc = 2 ] && grep -qx "fillomino: stdin:1: $NOTE" $TMP/e'
for kind in futoshiki jidoku nonogram fillomino; do
    printf 'error  \r\n' | $BIN/dlx --variant $kind > $TMP/o 2> $TMP/e; rc=$?
    check "dlx --variant $kind: 'error' with trailing blanks (CRLF) named as no puzzle" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -qx "dlx: stdin:1: $NOTE" $TMP/e'
done
# A block (a Nonogram's R and C lines, a Futoshiki's or Jidoku's rows and relations, with or without a solution)
# followed by an 'error' line with no blank line between: the 'error' line ends the block and is a record of its own.
nono_block() { # a Nonogram id as a block: its row clues as R lines, then its column clues as C lines
    echo "$1" | awk -F'[:x]' '{ w = $1; n = split($3, g, "/"); for (i = w + 1; i <= n; i++) { s = g[i]; gsub(/\./, " ", s); print "R " s }
        for (i = 1; i <= w; i++) { s = g[i]; gsub(/\./, " ", s); print "C " s } }'
}
rel_block() { # a Futoshiki or Jidoku line (givens H V [solution]) as a block
    echo "$1" | awk '{ n = int(sqrt(length($1)) + 0.5); for (i = 0; i < n; i++) print substr($1, i * n + 1, n)
        h = $2; gsub(/\./, "-", h); for (i = 0; i < n; i++) print "h " substr(h, i * (n - 1) + 1, n - 1)
        v = $3; gsub(/\./, "-", v); for (i = 0; i < n - 1; i++) print "v " substr(v, i * n + 1, n)
        if ($4 != "") { print "## solution"; for (i = 0; i < n; i++) print substr($4, i * n + 1, n) } }'
}
for form in nonogram futoshiki futoshiki:sol jidoku jidoku:sol; do
    kind=${form%:*}
    line=$($BIN/gen --variant $kind --size 4 -n 1 --seed 1 $([ $form != $kind ] && echo --with-solution))
    if [ $kind = nonogram ]; then nono_block "$line" > $TMP/block; else rel_block "$line" > $TMP/block; fi
    echo "$line" | $BIN/dlx --variant $kind > $TMP/want
    b=$(wc -l < $TMP/block)
    { cat $TMP/block; echo error; cat $TMP/block; printf 'error \n\n'; cat $TMP/block; } > $TMP/blocks.txt
    $BIN/dlx --variant $kind $TMP/blocks.txt > $TMP/o 2> $TMP/e; rc=$?
    check "dlx --variant $form: an 'error' line right after a block is a record of its own" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "$(cat $TMP/want) error $(cat $TMP/want) error $(cat $TMP/want) " ] &&
         grep -qx "dlx: $TMP/blocks.txt:$((b + 1)): $NOTE" $TMP/e && grep -qx "dlx: $TMP/blocks.txt:$((2 * b + 2)): $NOTE" $TMP/e &&
         [ "$(wc -l < $TMP/e)" = 2 ]'
    $BIN/classify grade --variant $kind $TMP/blocks.txt > $TMP/o 2> $TMP/e; rc=$?
    check "classify grade --variant $form: likewise" holds \
        '[ $rc = 2 ] && [ "$(sed -n 2p $TMP/o)$(sed -n 4p $TMP/o)" = errorerror ] && [ "$(wc -l < $TMP/o)" = 5 ] &&
         [ "$(grep -vc error $TMP/o)" = 3 ]'
done
# Fillomino's janko blocks likewise, a solution part or not, and a '# WxH' header right above an 'error' line.
sed -n 1,7p $DATA/fillomino_janko.txt > $TMP/fblock; sed -n 1,14p $DATA/fillomino_janko.txt > $TMP/fsol
{ cat $TMP/fblock; echo error; cat $TMP/fsol; printf 'error \n\n'; cat $TMP/fblock; printf '\n# 6x6\nerror\n'; } > $TMP/fblocks.txt
for tool in "fillomino solve --count" "dlx --variant fillomino --count" "classify grade --variant fillomino"; do
    $BIN/$tool $TMP/fblocks.txt > $TMP/o 2> $TMP/e; rc=$?
    check "$tool: an 'error' line right after a janko block (or its solution) is a record of its own" holds \
        '[ $rc = 2 ] && [ "$(wc -l < $TMP/o)" = 6 ] && [ "$(sed -n "2p;4p;6p" $TMP/o | tr "\n" " ")" = "error error error " ] &&
         [ "$(grep -c error $TMP/o)" = 3 ] && grep -q ":8: $NOTE" $TMP/e && grep -q ":23: $NOTE" $TMP/e &&
         grep -q ":34: $NOTE" $TMP/e && [ "$(wc -l < $TMP/e)" = 3 ]'
done
# A '# WxH' line right above an 'error' line heads no block, in every kind's files: the 'error' line is one record
# (answered 'error', named once at its line), the header a comment; bank add skips it, as it skips any.
for kind in nonogram futoshiki jidoku fillomino; do
    case $kind in
    fillomino) cp $TMP/fblock $TMP/hblock; hdr="# 6x6" ;;
    nonogram) nono_block "$($BIN/gen --variant $kind --size 4 -n 1 --seed 1)" > $TMP/hblock; hdr="# 4x4" ;;
    *) rel_block "$($BIN/gen --variant $kind --size 4 -n 1 --seed 1)" > $TMP/hblock; hdr="# 4x4" ;;
    esac
    $BIN/dlx --variant $kind $TMP/hblock > $TMP/want 2> /dev/null
    { cat $TMP/hblock; echo; echo "$hdr"; echo error; echo; cat $TMP/hblock; } > $TMP/herr.txt
    at=$(grep -nx error $TMP/herr.txt | cut -d: -f1)
    $BIN/dlx --variant $kind $TMP/herr.txt > $TMP/o 2> $TMP/e; rc=$?
    check "dlx --variant $kind: '$hdr' right above an 'error' line: one 'error' record, named once at its line" holds \
        '[ $rc = 2 ] && [ -s $TMP/want ] && ! grep -q error $TMP/want &&
         [ "$(cat $TMP/o | tr "\n" " ")" = "$(cat $TMP/want | tr "\n" " ")error $(cat $TMP/want | tr "\n" " ")" ] &&
         [ "$(cat $TMP/e)" = "dlx: $TMP/herr.txt:$at: $NOTE" ]'
    $BIN/classify grade --variant $kind $TMP/herr.txt > $TMP/o 2> $TMP/e; rc=$?
    check "classify grade --variant $kind: likewise" holds \
        '[ $rc = 2 ] && [ "$(wc -l < $TMP/o)" = 3 ] && [ "$(sed -n 2p $TMP/o)" = error ] && [ "$(grep -c error $TMP/o)" = 1 ] &&
         [ "$(cat $TMP/e)" = "classify: $TMP/herr.txt:$at: $NOTE" ]'
    rm -f $TMP/h.db
    $BIN/bank add --kind $kind $TMP/h.db $TMP/herr.txt 2> $TMP/e; rc=$?
    check "bank add --kind $kind: the 'error' line skipped, no block rejected" holds \
        '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 1, duplicates 1, rejected 0, skipped 1" ]'
done
$BIN/fillomino solve --count $TMP/herr.txt > $TMP/o 2> $TMP/e; rc=$?
check "fillomino solve: likewise" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "1 error 1 " ] && [ "$(cat $TMP/e)" = "fillomino: $TMP/herr.txt:$at: $NOTE" ]'
printf 'error\n' | $BIN/gen transform --transforms 2 > $TMP/o 2> $TMP/e; rc=$?
check "gen transform: an 'error' line gets K 'error' lines, named as no puzzle" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "error error " ] && grep -qx "gen: stdin:1: $NOTE" $TMP/e'

# A symmetric 4x4 has half or fewer of the 3,071 variants asked: the rest are 'error' lines, in place.
$BIN/gen --size 4 -n 1 --seed 1 --symmetry rot90 --transforms 3071 > $TMP/t.txt 2> /dev/null
errors=$(grep -cx error $TMP/t.txt); puzzles=$(grep -cvx error $TMP/t.txt)
$BIN/dlx --count $TMP/t.txt > $TMP/c.txt 2> /dev/null
check "gen --transforms | dlx: 'error' exactly where gen wrote it, 1 for each puzzle ($errors of 3072 lines are 'error')" holds \
    '[ "$errors" -gt 0 ] && [ "$(wc -l < $TMP/c.txt)" = 3072 ] &&
     [ "$(paste -d" " $TMP/t.txt $TMP/c.txt | awk "(\$1 == \"error\") != (\$2 == \"error\") || (\$1 != \"error\" && \$2 != 1)" | wc -l)" = 0 ]'
$BIN/bank add $TMP/t.db $TMP/t.txt 2> $TMP/e; rc=$?
check "bank add: the 'error' lines skipped and counted, exit 0 (added 1: the variants are one puzzle's)" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 1, duplicates $((puzzles - 1)), rejected 0, skipped $errors" ]'
{ cat $TMP/mixed.txt; echo 123; } > $TMP/bad.txt
$BIN/bank add $TMP/b.db $TMP/bad.txt 2> $TMP/e; rc=$?
check "bank add: a bad line still rejected (exit 2), the 'error' lines skipped beside it" holds \
    '[ $rc = 2 ] && [ "$(tail -n 1 $TMP/e)" = "added 2, duplicates 0, rejected 1, skipped 2" ] && [ "$(wc -l < $TMP/e)" = 2 ]'
$BIN/bank add $TMP/n.db $TMP/two.txt 2> $TMP/e; rc=$?
check "bank add: with nothing skipped the closing line is as before" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/e)" = "added 2, duplicates 0, rejected 0" ]'

# A budget decides which puzzles are given up, never what a puzzle written is: each line of a short budget (-j 1 and
# -j 2) is an 'error' or the line a budget of 30 s writes for that index (release build: some of each are made).
$RELBIN/gen --size 9 -n 12 --seed 1 --empty 60 --budget 30 -j 2 > $TMP/budget_long.txt 2> /dev/null
for j in 1 2; do
    $RELBIN/gen --size 9 -n 12 --seed 1 --empty 60 --budget 0.05 -j $j > $TMP/budget_short.txt 2> /dev/null
    given_up=$(grep -cx error $TMP/budget_short.txt)
    other=$(paste -d'|' $TMP/budget_long.txt $TMP/budget_short.txt | awk -F'|' '$2 != "error" && $1 != $2' | wc -l)
    check "gen --budget 0.05 -j $j: $given_up of 12 given up, each other line the 30 s run's ($other differ)" \
        holds '[ $given_up -ge 1 ] && [ $other -eq 0 ] && [ $(wc -l < $TMP/budget_short.txt) -eq 12 ] &&
               [ $(grep -cx "[1-9.]\{81\}" $TMP/budget_long.txt) -eq 12 ]'
done

# Puzzles given up: an 'error' record in their place, in every format, the message kept. A 9x9 with 64 empty
# squares (17 clues) is never found by restarts within 0.2 s.
$BIN/gen --size 9 -n 2 --seed 4 --empty 64 --budget 0.2 > $TMP/o 2> $TMP/e; rc=$?
check "gen --budget: each puzzle given up is an 'error' line, the message kept, exit 1" holds \
    '[ $rc = 1 ] && [ "$(cat $TMP/o | tr "\n" " ")" = "error error " ] && [ "$(grep -c "gave up after 0.2 s (budget)" $TMP/e)" = 2 ]'
$BIN/gen --size 9 -n 1 --seed 4 --empty 64 --budget 0.2 --format json --transforms 2 > $TMP/o 2> /dev/null
check "gen --budget --format json --transforms 2: a record of 3 'error' lines" holds '[ "$(cat $TMP/o | tr "\n" " ")" = "error error error " ]'
$BIN/gen --size 9 -n 1 --seed 4 --empty 64 --budget 0.2 --format grid > $TMP/o 2> /dev/null
check "gen --budget --format grid: an 'error' block (the line, then a blank one)" holds '[ "$(cat $TMP/o | tr "\n" " ")" = "error  " ]'

# resumed_from_every_cut NAME WANT command...: for each line count of WANT, a file of its first lines, resumed
# with the command: each must end as WANT, byte for byte.
resumed_from_every_cut() {
    name=$1 want=$2; shift 2
    total=$(wc -l < $want); bad=""
    for n in $(seq 0 $((total - 1))); do
        head -n $n $want > $TMP/cut.txt
        "$@" -o $TMP/cut.txt --resume 2> /dev/null
        cmp -s $TMP/cut.txt $want || bad="$bad $n"
    done
    check "$name: cut after each of 0..$((total - 1)) lines and resumed: the uninterrupted run's bytes (differs after:$bad)" \
        [ -z "$bad" ]
}
# A 5x5 Fillomino with 19 empty cells: puzzles 3, 6 and 7 of seed 1 are given up (no board tried reaches it),
# the same on every run.
$BIN/gen --variant fillomino --size 5 --empty 19 -n 8 --seed 1 > $TMP/f.txt 2> $TMP/e; rc=$?
check "gen --variant: the puzzles given up are 'error' lines in their place (3, 6 and 7 of 0..7), exit 1" holds \
    '[ $rc = 1 ] && [ "$(grep -nx error $TMP/f.txt | cut -d: -f1 | tr "\n" " ")" = "4 7 8 " ] && [ "$(wc -l < $TMP/f.txt)" = 8 ] &&
     grep -q "puzzle 3: none of the boards" $TMP/e && grep -q "3 of 8 puzzles not made" $TMP/e'
resumed_from_every_cut "gen --variant fillomino with give-ups" $TMP/f.txt $BIN/gen --variant fillomino --size 5 --empty 19 -n 8 --seed 1
$BIN/gen --size 9 -n 3 --seed 4 --empty 64 --budget 0.1 > $TMP/s.txt 2> /dev/null
resumed_from_every_cut "gen --budget, every puzzle given up" $TMP/s.txt $BIN/gen --size 9 -n 3 --seed 4 --empty 64 --budget 0.1
# A give-up at the end of a --budget need not happen again: the check remakes the last kept puzzle not given up,
# and the give-ups after it are tried again; one before a puzzle made stays.
$BIN/gen --size 9 -n 3 --seed 5 --budget 30 > $TMP/b.txt
{ sed -n 1p $TMP/b.txt; echo error; } > $TMP/r.txt
$BIN/gen --size 9 -n 3 --seed 5 --budget 30 -o $TMP/r.txt --resume 2> $TMP/e; rc=$?
check "resume after a puzzle given up at the end (that this run makes): checked by the puzzle before, tried again" holds \
    '[ $rc = 0 ] && cmp -s $TMP/r.txt $TMP/b.txt && grep -q "^gen: $TMP/r.txt: 1 puzzle kept, going on from puzzle 1$" $TMP/e'
{ sed -n 1p $TMP/b.txt; echo error; sed -n 3p $TMP/b.txt; } > $TMP/r.txt
$BIN/gen --size 9 -n 4 --seed 5 --budget 30 -o $TMP/r.txt --resume 2> $TMP/e; rc=$?
check "resume: a puzzle given up before the last one made is kept as it is" holds \
    '[ $rc = 0 ] && [ "$(sed -n 2p $TMP/r.txt)" = error ] && [ "$(wc -l < $TMP/r.txt)" = 4 ] &&
     grep -q "3 puzzles kept, going on from puzzle 3" $TMP/e'
$BIN/gen --size 16 -n 2 --seed 1 --budget 0.001 > $TMP/r.txt 2> /dev/null
$BIN/gen --size 4 -n 2 --seed 1 -o $TMP/r.txt --resume 2> $TMP/e; rc=$?
check "resume: a file of give-ups alone (another command's) is no puzzle kept: all made" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/r.txt)" = "$($BIN/gen --size 4 -n 2 --seed 1)" ] && grep -q "0 puzzles kept" $TMP/e'
{ $BIN/gen --size 9 -n 1 --seed 6; echo error; } > $TMP/r.txt
$BIN/gen --size 9 -n 3 --seed 5 --budget 30 -o $TMP/r.txt --resume 2> $TMP/e; rc=$?
check "resume: a file whose last puzzle not given up is another command's is refused, left as it was" holds \
    '[ $rc = 2 ] && [ "$(wc -l < $TMP/r.txt)" = 2 ] && grep -q "not what this command makes for puzzle 0" $TMP/e'
finish
