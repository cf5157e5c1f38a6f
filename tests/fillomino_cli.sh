# fillomino_cli.sh: bin/fillomino end to end: solve janko blocks, counts, gen determinism across -j
# and --range, formats (block, line, Tatham ids incl. sgt-filling's own), features, transform, bad input.
. tests/shcheck.sh
F=$BIN/fillomino
J=$DATA/fillomino_janko.txt

# The first 6x6 and 8x8 janko puzzles (clues only), and their published solutions.
awk 'BEGIN{RS=""} /^# [68]x[68] / && n < 10 { n++; print; print "" }' "$J" > $TMP/j.txt
awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' $TMP/j.txt > $TMP/want.txt
check "solve prints the published solutions" sh -c "$F solve $TMP/j.txt > $TMP/got.txt && cmp -s $TMP/got.txt $TMP/want.txt"
check "solve --count: 1 per janko puzzle" sh -c "[ \"\$($F solve --count $TMP/j.txt | sort -u)\" = 1 ]"
# The first 5 janko blocks (to 10x10 janko-7, once beyond 20,000 nodes), as the contract checker runs them.
awk 'BEGIN{RS=""} NR <= 5 { sub(/\n## solution(.|\n)*/, ""); print; print "" }' "$J" > $TMP/j5.txt
check "solve --count=2: the first 5 janko blocks are unique" sh -c "[ \"\$($F solve --count=2 $TMP/j5.txt | tr '\n' ' ')\" = '1 1 1 1 1 ' ]"
check "solve reads stdin" sh -c "$F solve < $TMP/j.txt | cmp -s - $TMP/want.txt"
# solve tries the lean search with look-ahead (the generator's solver) for 10 nodes, then the region
# solver: a 6x6 falls to the first, janko 222 (17x17) needs the second; answers as published.
awk 'BEGIN{RS=""} /^# 6x6 id=janko-2_6x6 / || /^# 17x17 id=janko-222_17x17 / { print; print "" }' "$J" > $TMP/two.txt
awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' $TMP/two.txt > $TMP/two_want.txt
$F solve --stats $TMP/two.txt > $TMP/two_got.txt 2> $TMP/two_stats.txt
check "solve: the lean search answers the 6x6, the region solver janko 222, both as published" \
    holds 'cmp -s $TMP/two_got.txt $TMP/two_want.txt && [ "$(sed -n "s/.*search=//p" $TMP/two_stats.txt | tr "\n" " ")" = "lean probing " ]'
$F solve --stats --no-probe $TMP/two.txt > $TMP/two_got.txt 2> $TMP/two_stats.txt
check "solve --no-probe: plain search only, same answers" \
    holds 'cmp -s $TMP/two_got.txt $TMP/two_want.txt && [ "$(sed -n "s/.*search=//p" $TMP/two_stats.txt | tr "\n" " ")" = "plain plain " ]'
$F solve --stats $TMP/two.txt > $TMP/two_got.txt 2> /dev/full; full=$?
check "solve --stats to a full stderr: exit 1, the solutions still written (rc $full)" \
    holds '[ $full = 1 ] && cmp -s $TMP/two_got.txt $TMP/two_want.txt'
# The whole janko file (638 puzzles to 64x50; the release build, some 6 s): every solution as published.
R=${RELBIN:-$BIN}
awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' "$J" > $TMP/all_want.txt
check "solve: all 638 janko puzzles, each as published" sh -c "$R/fillomino solve $J | cmp -s - $TMP/all_want.txt"
# bin/dlx --variant fillomino reads what solve reads (the same reader): janko's blocks (spaced values past 9 in
# some), each solution as published and counted unique; and in a file of bad blocks, one-line puzzles and a
# Tatham id, the same answers and the same messages, FILE:LINE, as bin/fillomino's.
check "dlx --variant fillomino --format grid: all 638 janko puzzles, each as published" \
    sh -c "$R/dlx --variant fillomino --format grid $J | cmp -s - $TMP/all_want.txt"
check "dlx --variant fillomino --count: all 638 janko puzzles unique" \
    holds '[ "$($R/dlx --variant fillomino --count $J | sort | uniq -c | tr -s " ")" = " 638 1" ]'
printf '# 3x3 a header\n1.2\n...\n\n5.x\n...\n\n22.\n...\n....\n\n# 2x2\n7 .\n. .\n\n3x3:4......x.\n2x2:1...\n# 4x4\n\n4.2.\n1...\n.3..\n....\n5x5:e1a1a3c2b1412b5b\n' > $TMP/dbad.txt
$BIN/dlx --variant fillomino $TMP/dbad.txt > $TMP/dbad.out 2> $TMP/dbad.err; rc=$?
$F solve --format line $TMP/dbad.txt > $TMP/fbad.out 2> $TMP/fbad.err
sed 's/^fillomino:/dlx:/' $TMP/fbad.err > $TMP/fbad.dlx
cat > $TMP/dbad.want << EOF
dlx: $TMP/dbad.txt:1: the header says 3x3 (width x height), the block below it (line 2 on) has 2 rows of 3: 3x2
dlx: $TMP/dbad.txt:5: bad row: want digits and '.', or spaced numbers
dlx: $TMP/dbad.txt:10: row has 4 cells, the rows above 3
dlx: $TMP/dbad.txt:13: a value larger than the 2x2 board (7 at row 1, column 1)
dlx: $TMP/dbad.txt:16: more cells than the 9 of the board (column 12 on)
EOF
check "dlx --variant fillomino, bad blocks: error in place, FILE:LINE and words as bin/fillomino's, the rest answered, exit 2" \
    holds '[ $rc -eq 2 ] && cmp -s $TMP/dbad.out $TMP/fbad.out && cmp -s $TMP/dbad.err $TMP/dbad.want &&
           cmp -s $TMP/fbad.dlx $TMP/dbad.want && [ "$(grep -vc error $TMP/dbad.out)" -eq 3 ] && [ "$(wc -l < $TMP/dbad.out)" -eq 8 ]'
# Interrupted (SIGTERM) in the middle of its input: whole answers only, each right, the count on stderr.
$F solve --format line $TMP/j.txt > $TMP/j_want.txt
interrupted $TMP/int.txt $TMP/int_err.txt $TMP/j.txt $F solve --format line
lines=$(wc -l < $TMP/int.txt)
check "SIGTERM: exit 143, the finished answers written as whole lines, each right, the count on stderr" \
    holds '[ $rc -eq 143 ] && [ "$lines" -gt 0 ] && [ "$(tail -c 1 $TMP/int.txt | od -An -c | tr -d " ")" = "\\n" ] &&
           head -n "$lines" $TMP/j_want.txt | cmp -s - $TMP/int.txt &&
           grep -q "^fillomino: stopped by a signal after $lines answers\{0,1\}; the output ends with a whole one" $TMP/int_err.txt'

# Counts: the empty 2x2 (1+... boards) and an unsolvable one.
check "empty 2x2 has 2 solutions (all 4s; 1-2-... none) within limit" sh -c "[ \"\$(echo 2x2:.... | $F solve --count=100)\" = \"\$(echo 2x2:.... | $F solve --count=1000)\" ]"
check "no solution prints none" sh -c "[ \"\$(echo 2x2:11.. | $F solve)\" = none ]"
# The thinnest boards (1x1 has no neighbouring cell to join): each generated puzzle has one solution.
for wh in "1 1" "1 2" "2 1" "1 6" "5 1"; do
    set -- $wh
    $F gen --width $1 --height $2 -n 3 --format line > "$TMP/thin" 2> "$TMP/thin_e"; rc=$?
    check "gen ${1}x$2: 3 unique puzzles, no warning" \
        holds '[ $rc -eq 0 ] && [ ! -s "$TMP/thin_e" ] && [ "$($F solve --count "$TMP/thin" | sort -u)" = 1 ]'
done
check "count of an unsolvable puzzle is 0" sh -c "[ \"\$(echo 2x2:11.. | $F solve --count)\" = 0 ]"

# Bad input: error in place, FILE:LINE on stderr, later puzzles answered, exit 2.
printf '3x3:a3a33a2b\n3x3:zz\n2x2:11..\n' > $TMP/bad.txt
$F solve $TMP/bad.txt > $TMP/bo.txt 2> $TMP/be.txt; rc=$?
check "bad line: exit 2" [ $rc -eq 2 ]
check "bad line: error in place, others answered" sh -c "[ \"\$(sed -n 2p $TMP/bo.txt)\" = error ] && [ \"\$(sed -n 3p $TMP/bo.txt)\" = none ] && [ \$(wc -l < $TMP/bo.txt) -eq 3 ]"
check "bad line: FILE:LINE message" grep -q "bad.txt:2:" $TMP/be.txt
printf '3.\n.33\n\n22\n..\n' > $TMP/bad2.txt
$F solve --count $TMP/bad2.txt > $TMP/bo2.txt 2> $TMP/be2.txt; rc=$?
check "ragged block: error then the next block answered" sh -c "[ $rc -eq 2 ] && [ \"\$(cat $TMP/bo2.txt | tr '\n' ' ')\" = 'error 0 ' ] && grep -q 'bad2.txt:2:' $TMP/be2.txt"
printf '\000\001\n' > $TMP/bin.txt
check "binary input does not crash" sh -c "$F solve $TMP/bin.txt > /dev/null 2>&1; [ \$? -eq 2 ]"
check "missing file: exit 2" sh -c "$F solve /nonexistent/x > /dev/null 2>&1; [ \$? -eq 2 ]"

# Options are checked before any work.
for bad in "--width 0 --height 5" "--width 5" "--size 5 --strategy nope" "--size 4 --height 5 --symmetry rot90" \
           "--size 12 --max-region 12 --format tatham" "--size 5 --range 3:1" "--size 5 --bogus" "--size 5 -j 0"; do
    check "gen $bad exits 2" sh -c "$F gen $bad > /dev/null 2>&1; [ \$? -eq 2 ]"
done
check "unknown command exits 2" sh -c "$F frobnicate > /dev/null 2>&1; [ \$? -eq 2 ]"
check "--help exits 0" sh -c "$F --help | grep -q usage"

# Generation: determinism across -j and --range, validity, uniqueness.
$F gen --width 7 --height 6 -n 8 --seed 5 -j 1 --with-solution > $TMP/a.txt
$F gen --width 7 --height 6 -n 8 --seed 5 -j 2 --with-solution > $TMP/b.txt
{ $F gen --width 7 --height 6 --seed 5 --range 0:3 --with-solution; $F gen --width 7 --height 6 --seed 5 --range 3:8 --with-solution; } > $TMP/r.txt
check "gen: same output for -j 1, -j 2, --range shards" sh -c "cmp -s $TMP/a.txt $TMP/b.txt && cmp -s $TMP/a.txt $TMP/r.txt && [ \$(grep -c '^# 7x6' $TMP/a.txt) -eq 8 ]"
check "gen: every puzzle unique" sh -c "[ \"\$($F solve --count $TMP/a.txt | sort -u)\" = 1 ]"
awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' $TMP/a.txt > $TMP/asol.txt
check "gen: solve returns the printed solution" sh -c "$F solve $TMP/a.txt | cmp -s - $TMP/asol.txt"
# Blocks without the blank line between them: each "# WxH" header starts a puzzle, after a solution too.
grep -v '^$' $TMP/a.txt > $TMP/a_tight.txt
$F solve --count $TMP/a_tight.txt > $TMP/out 2> $TMP/err; rc=$?
check "blocks with solutions and no blank lines: every puzzle answered (8 lines of 1), exit 0" \
    holds '[ $rc -eq 0 ] && [ "$(grep -c "^1$" $TMP/out)" -eq 8 ] && [ "$(wc -l < $TMP/out)" -eq 8 ] && [ ! -s $TMP/err ]'
{ printf '# 3x3\n1.x\n...\n...\n'; head -n 7 $TMP/a.txt; } > $TMP/bad_tight.txt
$F solve --count $TMP/bad_tight.txt > $TMP/out 2> $TMP/err; rc=$?
check "a bad block right before a header: its error, then the next puzzle answered, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/out)" = "$(printf "error\n1")" ] && grep -q "bad_tight.txt:2: bad row" $TMP/err'
# One-line puzzles fed one at a time through a pipe: each answer comes before the next puzzle is sent.
$F gen --width 7 --height 6 -n 4 --seed 5 --format line --with-solution > $TMP/l.txt
cut -d' ' -f1 $TMP/l.txt > $TMP/lp.txt; cut -d' ' -f2 $TMP/l.txt > $TMP/lw.txt
fed_one_by_one $TMP/lgot.txt $TMP/lp.txt $F solve
check "solve fed one puzzle at a time: each answer before the next puzzle, as generated" \
    holds '[ $rc -eq 0 ] && [ "$answered" -eq 4 ] && cmp -s $TMP/lgot.txt $TMP/lw.txt'
$F gen --size 5 -n 6 --seed 3 --max-solutions 3 --format line > $TMP/k3.txt
check "gen --max-solutions 3: 1..3 solutions each" sh -c "$F solve --count=4 $TMP/k3.txt | awk '\$1 < 1 || \$1 > 3 {e=1} END {exit e}'"
$F gen --size 6 -n 4 --seed 2 --symmetry rot180 --format line > $TMP/sym.txt
check "gen --symmetry rot180: clue pattern symmetric" sh -c "awk -F: '{ c=\$2; r=\"\"; for (i=length(c); i>0; i--) r=r substr(c,i,1); a=c; b=r; gsub(/[1-9]/,\"x\",a); gsub(/[1-9]/,\"x\",b); if (a != b) e=1 } END {exit e}' $TMP/sym.txt"
$F gen --size 6 -n 4 --seed 2 --empty 10 --format line > $TMP/e10.txt
check "gen --empty 10: 10 empty cells" sh -c "awk -F: '{ n=gsub(/\\./,\".\",\$2); if (n != 10) e=1 } END {exit e}' $TMP/e10.txt"
# An --empty target no board reaches (14 of a 4x4's 16 cells, seed 1): each puzzle is answered `error`, and
# the run ends with status 1 (not all the work done), as dlx/TOOLS.md says. One no puzzle can have (every
# cell: the empty 5x5 has more than one solution, the solver counts them) is refused before any board, 2.
$F gen --size 4 -n 3 --empty 14 --format line > $TMP/e14.txt 2> $TMP/e14.err; rc=$?
check "gen --empty 14 on 4x4: exit 1, one error a puzzle, the reason" \
    holds '[ $rc -eq 1 ] && [ "$(sort -u $TMP/e14.txt)" = error ] && [ $(wc -l < $TMP/e14.txt) -eq 3 ] &&
           grep -q "could be emptied to 14 empty cells" $TMP/e14.err'
e25=$(echo 5x5:......................... | $F solve --count)
$F gen --size 5 -n 3 --empty 25 --format line > $TMP/e25.txt 2> $TMP/e25.err; rc=$?
holds 'check "gen --empty 25 on 5x5 (empty board: $e25 solutions): refused up front, exit 2, the reason" \
    sh -c "[ $rc -eq 2 ] && [ $e25 -ge 2 ] && [ ! -s $TMP/e25.txt ] && grep -q \"empty 25 cannot be met\" $TMP/e25.err"'
$F gen --size 7 -n 3 --seed 4 --no-hidden-regions --with-solution > $TMP/nh.txt
check "gen --no-hidden-regions: unique" sh -c "[ \"\$($F solve --count $TMP/nh.txt | sort -u)\" = 1 ]"
$F gen --size 6 -n 4 --seed 9 --max-nodes 0 --format line > $TMP/min.txt
awk -F: '{ for (i = 1; i <= length($2); i++) if (substr($2, i, 1) != ".") print $1 ":" substr($2, 1, i - 1) "." substr($2, i + 1) }' $TMP/min.txt > $TMP/min1.txt
check "gen --max-nodes 0: unique, and removing any clue leaves 2+ solutions (minimal)" \
    holds '[ "$($F solve --count $TMP/min.txt | sort -u)" = 1 ] && [ -s $TMP/min1.txt ] && [ "$($F solve --count $TMP/min1.txt | sort -u)" = 2 ]'
check "gen --max-nodes x: exit 2" sh -c "$F gen --size 5 --max-nodes x > /dev/null 2>&1; [ \$? -eq 2 ]"
$F gen --size 5 -n 2 --seed 8 --transforms 3 > $TMP/tr.txt
check "gen --transforms 3: 4 blocks per puzzle, all unique" sh -c "[ \$(grep -c '^# 5x5' $TMP/tr.txt) -eq 8 ] && [ \"\$($F solve --count $TMP/tr.txt | sort -u)\" = 1 ]"

# Boards where every greedy partition failed somewhere ("could not build ... regions of at most 5", exit 1).
$F gen --size 16 --max-region 5 -n 3 --format line > $TMP/mr5.txt 2> $TMP/mr5.err; rc=$?
check "gen --size 16 --max-region 5: three puzzles, each unique (it could not build the board)" \
    holds '[ $rc -eq 0 ] && [ "$(grep -c "^16x16:" $TMP/mr5.txt)" -eq 3 ] && [ "$($F solve --count $TMP/mr5.txt | sort -u)" = 1 ]'

# Tatham ids: ours round-trip through line form; sgt-filling's parse and solve uniquely.
$F gen --width 9 --height 7 -n 5 --seed 6 --format tatham > $TMP/t.txt
check "gen --format tatham: WxH: ids" grep -q '^9x7:' $TMP/t.txt
check "Tatham ids solve uniquely" sh -c "[ \"\$($F solve --count $TMP/t.txt | sort -u)\" = 1 ]"
check "Tatham -> line -> Tatham round trip" sh -c "$F transform --op id --format line $TMP/t.txt | $F transform --op id --format tatham | cmp -s - $TMP/t.txt"
check "7x7 id with 0 for empty parses" sh -c "echo 7x7:6002002030603030000010230420200000305010404003003 | $F solve --count=5 | grep -q '^[0-9]'"
# sgt-filling takes no value past max(W, H, 3) (nor past 9): on smaller boards the regions stay within it, and a
# larger --max-region is refused. Made with regions up to 9, a 5x5 id often held a 6 to 9 it would not load.
for s in 2 3 5 6; do $F gen --size $s -n 12 --seed 4 --format tatham; done > $TMP/small.txt
check "gen --format tatham, 2x2 to 6x6: no value past max(W, H, 3), every id unique" \
    holds '[ "$(awk -F"[:x]" "{m = \$1 < 3 ? 3 : \$1; for (i = 1; i <= length(\$3); i++) { c = substr(\$3, i, 1);
                if (c ~ /[0-9]/ && c + 0 > m) bad++ } } END {print NR, bad + 0}" $TMP/small.txt)" = "48 0" ] &&
           [ "$($F solve --count $TMP/small.txt | sort -u)" = 1 ]'
$F gen --size 5 --max-region 6 --format tatham > $TMP/mr.txt 2> $TMP/mr.err; rc=$?
check "gen --size 5 --max-region 6 --format tatham: refused, exit 2, saying the bound" \
    holds '[ $rc -eq 2 ] && [ ! -s $TMP/mr.txt ] && grep -q "sgt-filling takes values up to 5 on a 5x5 board" $TMP/mr.err'
# A value over 9 has no Tatham id, nor one over max(W, H, 3) (sgt-filling refuses it: asked of it below): solve and
# transform answer "error" for that puzzle, name it and exit 2 (they wrote the line form instead, or an id that
# sgt-filling refuses, exit 0); the other puzzles are still answered in Tatham ids.
{ $F gen --size 12 -n 1 --seed 3 --max-region 12 --format line; $F gen --size 6 -n 1 --seed 3 --format tatham
  echo 3x3:4........; } > $TMP/wide.txt
for cmd in "solve" "transform --op id"; do
    $F $cmd --format tatham $TMP/wide.txt > $TMP/wide.out 2> $TMP/wide.err; rc=$?
    check "$cmd --format tatham, a 12x12 with values past 9 and a 3x3 with a 4: error, FILE:LINE named, exit 2; the 6x6 answered" \
        holds '[ $rc -eq 2 ] && [ "$(sed -n 1p $TMP/wide.out)" = error ] && grep -q "^6x6:[0-9a-z]*$" $TMP/wide.out &&
               [ "$(sed -n 3p $TMP/wide.out)" = error ] &&
               grep -qx "fillomino: $TMP/wide.txt:1: a value over 9 has no Tatham id on a 12x12 board: use --format line" $TMP/wide.err &&
               grep -qx "fillomino: $TMP/wide.txt:3: a value over 3 has no Tatham id on a 3x3 board: use --format line" $TMP/wide.err'
done
SGT=$(command -v sgt-filling || ls /usr/games/sgt-filling 2>/dev/null)
if [ -n "$SGT" ]; then
    # sgt-filling --save reads ids from stdin and exits 1 on one it refuses (a file for each it loads).
    mkdir -p $TMP/sav
    "$SGT" --save $TMP/sav/p --save-suffix .sav < $TMP/small.txt > /dev/null 2> $TMP/sav.err; rc=$?
    check "sgt-filling loads our 2x2 to 6x6 ids" holds '[ $rc -eq 0 ] && [ "$(ls $TMP/sav | wc -l)" -eq 48 ]'
    # Its bound on values, asked of sgt-filling itself: one board per shape and value (the value in the first cell,
    # the rest empty, as a line and as the id built by hand). transform --format tatham writes that id exactly when
    # sgt-filling loads it, and answers error otherwise; solve --format tatham refuses a solution past it.
    for s in 2x2 3x3 4x2 2x5 4x4 5x5 7x3 3x7 6x6 8x8 9x9 12x12; do
        awk -v s=$s 'BEGIN { split(s, d, "x"); n = d[1] * d[2]
            for (v = 1; v <= 9 && v <= n; v++) { line = s ":" v; id = s ":" v
                for (i = 1; i < n; i++) line = line "."
                for (r = n - 1; r > 0; r -= 26) id = id substr("abcdefghijklmnopqrstuvwxyz", r > 26 ? 26 : r, 1)
                print line, id } }'
    done > $TMP/bound.txt
    cut -d' ' -f1 $TMP/bound.txt | $F transform --op id --format tatham > $TMP/bound.out 2> $TMP/bound.err
    cut -d' ' -f2 $TMP/bound.txt | while read -r id; do
        rm -rf $TMP/bsav; mkdir $TMP/bsav
        echo "$id" | "$SGT" --save $TMP/bsav/p --save-suffix .sav > /dev/null 2>&1 && echo "$id" || echo error
    done > $TMP/bound.sgt
    check "transform --format tatham writes an id exactly where sgt-filling loads it (2x2 to 12x12, values 1-9)" \
        holds '[ -s $TMP/bound.out ] && cmp -s $TMP/bound.out $TMP/bound.sgt &&
               grep -q error $TMP/bound.sgt && grep -qv error $TMP/bound.sgt'
    # A full board's id is its line form: sgt-filling judges each solution of 3x3 to 7x7 puzzles made with
    # regions up to 9 and within its bound, and solve --format tatham must agree (error, FILE:LINE named, exit 2,
    # where it refuses).
    for s in 3 4 5 7; do $F gen --size $s -n 4 --seed 2 --format line; $F gen --size $s -n 4 --seed 2 --format tatham
    done > $TMP/sb.txt
    $F solve --format line $TMP/sb.txt | while read -r id; do
        rm -rf $TMP/bsav; mkdir $TMP/bsav
        echo "$id" | "$SGT" --save $TMP/bsav/p --save-suffix .sav > /dev/null 2>&1 && echo "$id" || echo error
    done > $TMP/sb.sgt
    $F solve --format tatham $TMP/sb.txt > $TMP/sb.out 2> $TMP/sb.err; rc=$?
    first=$(grep -n error $TMP/sb.sgt | head -n 1 | cut -d: -f1)
    check "solve --format tatham: an id exactly where sgt-filling loads the solution, error and exit 2 elsewhere" \
        holds '[ $rc -eq 2 ] && cmp -s $TMP/sb.out $TMP/sb.sgt && grep -qv error $TMP/sb.sgt &&
               [ "$(grep -c error $TMP/sb.sgt)" -eq "$(wc -l < $TMP/sb.err)" ] &&
               grep -q "^fillomino: $TMP/sb.txt:$first: a value over [345] has no Tatham id on a [345]x[345] board: use --format line$" $TMP/sb.err'
    "$SGT" --generate 10 9x7 > $TMP/sgt.txt 2>/dev/null
    check "sgt-filling ids parse and solve uniquely" sh -c "[ -s $TMP/sgt.txt ] && [ \"\$($F solve --count $TMP/sgt.txt | sort -u)\" = 1 ]"
    "$SGT" --generate 5 5x5 > $TMP/sgt5.txt 2>/dev/null
    check "sgt-filling 5x5 ids solve uniquely" sh -c "[ \"\$($F solve --count $TMP/sgt5.txt | sort -u)\" = 1 ]"
else
    echo "note: sgt-filling not installed (Debian sgt-puzzles); its ids were not checked"
fi

# features: PuzzleJAR's four and the solver's statistics, checked against awk: cells and empty squares from
# the text, regions by flood fill of the printed solution, "emptiable" by counting each clue's removal.
{ $F gen --size 6 -n 4 --seed 9 --format line --with-solution   # minimal
  $F gen --size 6 -n 3 --seed 9 --format line --with-solution --empty 12; } > $TMP/fg.txt # not minimal
cut -d' ' -f1 $TMP/fg.txt > $TMP/fp.txt
$F features --header $TMP/fp.txt > $TMP/ff.txt; rc=$?
check "features: exit 0, header naming the 9 columns" sh -c "[ $rc -eq 0 ] && [ \"\$(head -n 1 $TMP/ff.txt)\" = '# cells empty regions emptiable solutions nodes backtracks passes depth' ]"
check "features: one line of 9 numbers per puzzle" awk 'NR > 1 && (NF != 9 || $0 !~ /^[0-9 ]+$/) {e=1} END {exit e || NR != 8}' $TMP/ff.txt
# W*H, dots, and regions: a flood fill over the solution line (cells c, neighbours c+-1 in a row, c+-W).
awk -F'[ :x]' '{ w = $1; h = $2; p = $3; s = $6; n = w * h; d = gsub(/\./, ".", p); r = 0; split("", seen)
    for (i = 1; i <= n; i++) if (!(i in seen)) { r++; seen[i] = 1; top = 0; st[++top] = i
        while (top > 0) { c = st[top--]; v = substr(s, c, 1)
            if (c > w && !((c - w) in seen) && substr(s, c - w, 1) == v) { seen[c - w] = 1; st[++top] = c - w }
            if (c + w <= n && !((c + w) in seen) && substr(s, c + w, 1) == v) { seen[c + w] = 1; st[++top] = c + w }
            if ((c - 1) % w && !((c - 1) in seen) && substr(s, c - 1, 1) == v) { seen[c - 1] = 1; st[++top] = c - 1 }
            if (c % w && !((c + 1) in seen) && substr(s, c + 1, 1) == v) { seen[c + 1] = 1; st[++top] = c + 1 } } }
    print n, d, r }' $TMP/fg.txt > $TMP/fwant.txt
check "features: cells, empty squares and regions match awk" sh -c "sed 1d $TMP/ff.txt | cut -d' ' -f1-3 | cmp -s - $TMP/fwant.txt"
# Each puzzle without each of its clues in turn, counted: emptiable = unique, and some removal stays unique.
awk -F: '{ for (i = 1; i <= length($2); i++) if (substr($2, i, 1) != ".")
    print NR, $1 ":" substr($2, 1, i - 1) "." substr($2, i + 1) }' $TMP/fp.txt > $TMP/fr.txt
cut -d' ' -f2 $TMP/fr.txt | $F solve --count | paste -d' ' $TMP/fr.txt - |
    awk '{ if ($3 == 1) e[$1] = 1 } END { for (k = 1; k <= 7; k++) print (k in e) ? 1 : 0 }' > $TMP/fe.txt
check "features: emptiable agrees with counting each clue's removal" sh -c "sed 1d $TMP/ff.txt | cut -d' ' -f4 | cmp -s - $TMP/fe.txt"
check "features: the sample has both minimal and emptiable puzzles" [ "$(sort -u $TMP/fe.txt | tr -d '\n')" = 01 ]
check "features: the generated puzzles are unique" sh -c "[ \"\$(sed 1d $TMP/ff.txt | cut -d' ' -f5 | sort -u)\" = 1 ]"
cut -d' ' -f2 $TMP/fg.txt | $F features > $TMP/fs.txt
check "features: a full board is unique, 0 empty, emptiable" awk '$2 != 0 || $4 != 1 || $5 != 1 {e=1} END {exit e || NR != 7}' $TMP/fs.txt
$F features $TMP/j.txt | cut -d' ' -f5 | sort -u > $TMP/fj.txt
check "features: janko blocks read, each unique" [ "$(cat $TMP/fj.txt)" = 1 ]
printf '2x2:5...\n3x3:zz\n2x2:11..\n2x2:....\n' > $TMP/fb.txt
$F features $TMP/fb.txt > $TMP/fbo.txt 2> $TMP/fbe.txt; rc=$?
check "features: bad lines -> error in place, others answered, exit 2" sh -c "[ $rc -eq 2 ] && [ \"\$(cut -d' ' -f1,2,5 $TMP/fbo.txt | tr '\n' ,)\" = 'error,error,4 2 0,4 4 2,' ]"
check "features: FILE:LINE messages" sh -c "grep -q 'fb.txt:1: a value larger' $TMP/fbe.txt && grep -q 'fb.txt:2:' $TMP/fbe.txt"
echo 5x5:......................... | $F features --max-nodes 1 > $TMP/fn.txt 2> /dev/null; rc=$?
check "features --max-nodes 1: error and exit 2" sh -c "[ $rc -eq 2 ] && [ \"\$(cat $TMP/fn.txt)\" = error ]"
check "features: unknown option exits 2" sh -c "$F features --bogus $TMP/fp.txt > /dev/null 2>&1; [ \$? -eq 2 ]"

# transform: 8 variants, each with the same count; rot90 four times is the identity.
head -n 8 $TMP/j.txt > $TMP/one.txt
check "transform --all: 8 blocks, all unique" sh -c "[ \$($F transform --all $TMP/one.txt | grep -c '^# ') -eq 8 ] && [ \"\$($F transform --all $TMP/one.txt | $F solve --count | sort -u)\" = 1 ]"
# bin/gen transform's spelling is taken (--named, identity), and gen transform takes this one (--op, id): the same
# output as the tool's own spelling, for each of the eight.
ok=1
for t in id rot90 rot180 rot270 mirror flip transpose antitranspose; do
    g=$t; [ $t = id ] && g=identity
    $F transform --named $g --format line $TMP/one.txt > $TMP/nm.txt 2>&1 && $F transform --op $t --format line $TMP/one.txt |
        cmp -s - $TMP/nm.txt || ok=0
    $BIN/gen --size 9 -n 2 --seed 4 > $TMP/g9t.txt
    $BIN/gen transform --op $t $TMP/g9t.txt > $TMP/gop.txt 2>&1 && $BIN/gen transform --named $g $TMP/g9t.txt | cmp -s - $TMP/gop.txt || ok=0
done
check "transform --named NAME (identity) is --op NAME (id), in fillomino transform and gen transform alike" [ $ok = 1 ]
check "rot90 four times is the identity" sh -c "$F transform --op rot90 --format line $TMP/one.txt | $F transform --op rot90 | $F transform --op rot90 | $F transform --op rot90 > $TMP/r4.txt && $F transform --op id --format line $TMP/one.txt | cmp -s - $TMP/r4.txt"
# transform carries a solution through the same transform: the janko blocks' published '## solution' sections,
# and the second column of one-line and Tatham puzzles. Each transformed solution is the one solve finds for the
# transformed puzzle, and the transform of the solution read on its own.
$F transform --all $TMP/j.txt > $TMP/tj.txt
awk '/^## solution/{s=1; next} /^$/{if (s) print ""; s=0} s' $TMP/tj.txt > $TMP/tj_sol.txt
check "transform of blocks with solutions: each '## solution' is what solve finds for its puzzle" holds \
    '[ -s $TMP/tj_sol.txt ] && $F solve $TMP/tj.txt | cmp -s - $TMP/tj_sol.txt'
check "transform of blocks with solutions: each solution is the transform of the published one" holds \
    '$F transform --all $TMP/want.txt | grep -v "^#" | cmp -s - $TMP/tj_sol.txt'
$F transform --all --format line $TMP/j.txt > $TMP/tjl.txt
check "transform --format line of blocks with solutions: the solution in the second column, solve's answer" holds \
    '[ "$(wc -l < $TMP/tjl.txt)" -eq 80 ] && cut -d" " -f2 $TMP/tjl.txt > $TMP/tjl2.txt &&
     cut -d" " -f1 $TMP/tjl.txt | $F solve | cmp -s - $TMP/tjl2.txt'
for form in line tatham; do
    $F gen --size 6 -n 4 --seed 5 --with-solution --format $form > $TMP/ws.txt 2> /dev/null
    $F transform --all $TMP/ws.txt > $TMP/wst.txt
    check "transform of $form puzzles with a solution column: solve's answer, the solution transformed alone" holds \
        '[ "$(wc -l < $TMP/wst.txt)" -eq 32 ] && cut -d" " -f1 $TMP/wst.txt | $F solve --format line > $TMP/wss.txt &&
         cut -d" " -f2 $TMP/wst.txt > $TMP/wst2.txt && $F transform --op id --format line $TMP/wst2.txt | cmp -s - $TMP/wss.txt &&
         cut -d" " -f2 $TMP/ws.txt | $F transform --all | cmp -s - $TMP/wst2.txt'
done
echo "4x3:3.3....23..2 4x3:3.3....23..2" | $F transform --op id > $TMP/o 2> $TMP/e; rc=$?
check "transform: a second column that is no full solution of the puzzle is refused, not dropped" holds \
    '[ $rc -eq 2 ] && [ "$(cat $TMP/o)" = error ] && grep -q "second column is no solution of the 4x3 puzzle" $TMP/e'
# A bad line among one-line puzzles is answered by one 'error' line, and the puzzles after it are still read.
$F gen --size 5 -n 5 --format line --seed 3 > $TMP/l5.txt 2> /dev/null
sed '2s/:/;/' $TMP/l5.txt > $TMP/l5bad.txt
$F solve $TMP/l5bad.txt > $TMP/l5bad.out 2> $TMP/l5bad.err; rc=$?
$F solve $TMP/l5.txt > $TMP/l5.out
check "one bad line among 5 one-line puzzles: 5 answers, 'error' in its place, the others as without it" holds \
    '[ $rc = 2 ] && [ "$(wc -l < $TMP/l5bad.out)" = 5 ] && [ "$(sed -n 2p $TMP/l5bad.out)" = error ] &&
     [ "$(sed 2d $TMP/l5bad.out)" = "$(sed 2d $TMP/l5.out)" ] && grep -q "l5bad.txt:2:" $TMP/l5bad.err'
# A '# WxH' header right after a block's rows starts the next block (two puzzles, not one 5x8).
printf '..5..\n8555.\n...7.\n..7..\n# 5x4\n2..2.\n7.9..\n.77..\n..7..\n' > $TMP/two.txt
printf '..5..\n8555.\n...7.\n..7..\n\n2..2.\n7.9..\n.77..\n..7..\n' > $TMP/two_blank.txt
check "a header between two blocks without a blank line: two puzzles, as with the blank line" holds \
    '[ "$($F solve --count $TMP/two.txt | wc -l)" = 2 ] &&
     [ "$($F solve --count $TMP/two.txt)" = "$($F solve --count $TMP/two_blank.txt)" ]'
# A value larger than the board: every subcommand, and dlx --variant fillomino, answer 'error' (exit 2).
printf '2x2:5...\n' > $TMP/big.txt
for cmd in "$F solve" "$F solve --count" "$F transform" "$F features" "$BIN/dlx --variant fillomino"; do
    $cmd $TMP/big.txt > $TMP/big.out 2> $TMP/big.err; rc=$?
    check "$cmd on a 2x2 with a 5: 'error', exit 2, said" \
        holds '[ $rc = 2 ] && [ "$(cat $TMP/big.out)" = error ] && grep -q "value larger than the" $TMP/big.err'
done
# In a block, the value is named at its row's line (a comment may stand between rows), not at the block's end.
printf '# 2x2\n1.\n# a note\n.5\n\n2x2:..5.\n' > $TMP/bigrow.txt
for cmd in "$F solve" "$F transform" "$BIN/dlx --variant fillomino" "$BIN/classify grade --variant fillomino"; do
    $cmd $TMP/bigrow.txt > /dev/null 2> $TMP/big.err; rc=$?
    check "$cmd: a 5 in a 2x2 block's second row named at that row's line 4, the line's at 6" \
        holds '[ $rc = 2 ] && [ "$(cut -d: -f3- $TMP/big.err | tr "\n" " ")" = "4: a value larger than the 2x2 board (5 at row 2, column 2) 6: a value larger than the 2x2 board (5 at row 2, column 1) " ]'
done
# One-line puzzles that do not parse: the problem said, with its column.
bad_line() { # bad_line LINE PATTERN
    printf '%s\n' "$1" | $F solve > $TMP/bl.out 2> $TMP/bl.err; rc=$?
    check "'$1': error, exit 2, '$2'" holds '[ $rc = 2 ] && [ "$(cat $TMP/bl.out)" = error ] && grep -q "$2" $TMP/bl.err'
}
bad_line '5x4:..5..8555....7...7' "18 cells where the board has 20"
bad_line '3x3:1x3456789' "'x' at column 6 is no cell"
bad_line '3x3:1234567891' "more cells than the 9 of the board (column 14 on)"
bad_line '3x3:a3a33a2bb' "more cells than the 9 of the board (column 13 on)"
# Janko's published puzzles, each with one solution, are all graded (none refused as having none or several),
# at every level; a hint from the bare puzzle places the value of its one solution (bin/fillomino solve's, which
# the published solutions confirm above).
$F transform --op id --format line $J 2> /dev/null | head -n 150 > $TMP/jl.txt
$BIN/classify grade --variant fillomino $TMP/jl.txt > $TMP/jg.txt 2> $TMP/jg.err; rc=$?
check "classify grade --variant fillomino: 150 janko puzzles graded, easy, hard and beyond among them" holds \
    '[ $rc = 0 ] && [ "$(wc -l < $TMP/jg.txt)" = 150 ] && [ ! -s $TMP/jg.err ] &&
     [ "$(cut -d" " -f2 $TMP/jg.txt | sort -u | tr "\n" " ")" = "beyond easy hard " ]'
$BIN/classify hint --variant fillomino $TMP/jl.txt > $TMP/jh.txt
$F solve --format line $TMP/jl.txt | paste -d"|" - $TMP/jh.txt | awk -F"|" '
    { split($1, wh, ":"); split(wh[1], d, "x"); w = d[1]; cells = wh[2]
      if (index(cells, ",")) n = split(cells, v, ","); else { n = length(cells); for (i = 1; i <= n; i++) v[i] = substr(cells, i, 1) } }
    $2 ~ /^r[0-9]+c[0-9]+ = [0-9]+: / { split($2, h, /[rc =:]+/); placed++
      if (v[(h[2] - 1) * w + h[3]] != h[4]) print "wrong: " $0 }
    END { print placed + 0, "placed" }' > $TMP/jcheck.txt
check "classify hint --variant fillomino: a cell placed for most of the 150, each the solution's value" holds \
    '[ "$(grep -c wrong $TMP/jcheck.txt)" = 0 ] && [ "$(sed -n "s/ placed//p" $TMP/jcheck.txt)" -ge 100 ]'
# A one-line board whose sides multiply past an int (99999x99999) is named out of range by every tool that reads
# Fillomino, with no overflow on the way (the sanitizer build stops at one).
for run in "fillomino solve" "dlx --variant fillomino" "classify grade --variant fillomino"; do
    for size in 99999x99999 46341x46341; do
        echo "$size:1" | $BIN/$run > $TMP/o 2> $TMP/e; rc=$?
        check "$run: a $size board: error, out of range, exit 2" holds \
            '[ $rc = 2 ] && [ "$(head -1 $TMP/o)" = error ] && grep -q "stdin:1: board size out of range" $TMP/e && [ "$(wc -l < $TMP/e)" = 1 ]'
    done
done
# Line-form puzzles with a second column (the solution, whose "6x6:" has a letter, or a label) stay line form:
# solved to that column; they were taken for Tatham ids and answered error where a value passed Tatham's bound.
$RELBIN/fillomino gen --size 6 -n 4 --seed 2 --format line --with-solution > $TMP/withsol.txt
$BIN/fillomino solve $TMP/withsol.txt > $TMP/o 2> $TMP/e; rc=$?
check "fillomino solve on gen --with-solution lines: the second column, exit 0" holds \
    '[ $rc = 0 ] && [ "$(cat $TMP/o)" = "$(cut -d" " -f2 $TMP/withsol.txt)" ] && [ ! -s $TMP/e ]'
check "fillomino transform --op id of a labelled line: the line form kept" holds \
    '[ "$(echo "4x3:3.3....23..2 a note" | $BIN/fillomino transform --op id)" = "4x3:3.3....23..2" ]'
# transform takes --op NAME or --all, not both, in either order (as gen transform's --named and --transforms).
$BIN/fillomino gen --width 5 --height 4 -n 1 --seed 2 > $TMP/tf.txt
for pair in "--op rot180 --all" "--all --op rot180"; do
    $BIN/fillomino transform $pair $TMP/tf.txt > $TMP/o 2> $TMP/e; rc=$?
    check "transform $pair: refused, exit 2, nothing written, both named" \
        holds '[ $rc = 2 ] && [ ! -s $TMP/o ] && grep -q "give --op NAME or --named NAME (one transform) or --all (the eight), not both" $TMP/e'
done
# A message about a block's answer names the block's first row (awk finds them: a row after a blank line or at
# the top), not the blank line that ends it: values over 5 have no Tatham id on a 5x4 board.
$R/gen --variant fillomino --width 5 --height 4 -n 2 --seed 1 --format grid --with-solution > $TMP/fb.txt
awk 'NR == 1 || prev == "" { if ($0 != "") print NR } { prev = $0 }' $TMP/fb.txt > $TMP/firsts
for cmd in "fillomino solve" "dlx --variant fillomino"; do
    $BIN/$cmd --format tatham $TMP/fb.txt > /dev/null 2> $TMP/e
    sed -n 's/.*fb.txt:\([0-9]*\): a value over 5 has no Tatham id.*/\1/p' $TMP/e > $TMP/named
    check "$cmd --format tatham: the refusal names each block's first row ($(tr '\n' ' ' < $TMP/firsts))" \
        holds '[ $(wc -l < $TMP/named) = 2 ] && cmp -s $TMP/named $TMP/firsts'
done
finish
