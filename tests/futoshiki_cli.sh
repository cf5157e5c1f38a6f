# futoshiki_cli.sh: Futoshiki and Jidoku end to end through --variant: futoshiki.txt solved as published,
# generated puzzles unique and reproducible, levels, Tatham ids both ways (sgt-unequal's own), bad input.
. tests/shcheck.sh
D=$BIN/dlx; G=$BIN/gen; C=$BIN/classify
F=$DATA/futoshiki.txt

# Every 2x2 puzzle (givens . 1 2, relations . < > and . ^ v: 6,561 lines) with one solution grades easy at inference
# level 0, as a Futoshiki and as a Jidoku of 1x2 boxes; so a level above it is refused at once, not sought until the
# budget ends.
awk 'BEGIN { split(". 1 2", g); split(". < >", h); split(". ^ v", v)
    for (a = 0; a < 6561; a++) { x = a; s = ""
        for (k = 0; k < 4; k++) { s = s g[x % 3 + 1]; x = int(x / 3) }
        s = s " "; for (k = 0; k < 2; k++) { s = s h[x % 3 + 1]; x = int(x / 3) }
        s = s " "; for (k = 0; k < 2; k++) { s = s v[x % 3 + 1]; x = int(x / 3) }
        print s } }' > $TMP/all2.txt
for v in "futoshiki" "jidoku --box 1x2"; do
    $D --variant $v --count $TMP/all2.txt 2> /dev/null | paste -d' ' - $TMP/all2.txt | sed -n 's/^1 //p' > $TMP/one2.txt
    check "every 2x2 $v puzzle of one solution ($(wc -l < $TMP/one2.txt) of 6,561) grades '0.0 easy'" holds \
        '[ "$(wc -l < $TMP/one2.txt)" -gt 100 ] && [ "$($C grade --variant $v $TMP/one2.txt | cut -d" " -f1,2 | sort -u)" = "0.0 easy" ]'
    for l in medium 1; do
        timeout 20 $G --variant $v --size 2 --level $l -n 1 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
        check "gen --variant $v --size 2 --level $l: refused at once (exit 2), only easy said" holds \
            '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -q "its puzzles are easy (numbered level 0)" $TMP/e.txt'
    done
    check "gen --variant $v --size 2 --level easy: made, unique" holds \
        '[ "$($G --variant $v --size 2 --level easy -n 3 --seed 2 | $D --variant $v --count | sort -u)" = 1 ]'
done

# futoshiki.txt's blocks: the solutions as N*N symbols, one a line.
awk '/^## solution/{s=1; next} /^$/{if (s) print row; s=0; row=""} s{row = row $0} END{if (s) print row}' "$F" > $TMP/want.txt
check "dlx solves every futoshiki.txt block as published" sh -c "$D --variant futoshiki $F > $TMP/got.txt && cmp -s $TMP/got.txt $TMP/want.txt"
check "dlx --count: every block unique" sh -c "[ \"\$($D --variant futoshiki --count $F | sort -u)\" = 1 ]"
# Blocks without the blank lines: each '# NxN' header starts the next; with neither, the block after a
# solution is an error, never dropped.
grep -v '^$' "$F" > $TMP/tight.txt
check "blocks without blank lines: every block solved as published" \
    sh -c "$D --variant futoshiki $TMP/tight.txt > $TMP/got.txt && cmp -s $TMP/got.txt $TMP/want.txt"
awk 'BEGIN{RS=""} NR <= 2' "$F" | grep -v '^#\( \|$\)' | grep -v '^$' > $TMP/bare.txt
after=$(awk 'NR == 1 {n = length($0)} /^## solution/ {print NR + n + 1; exit}' $TMP/bare.txt) # the next block's row
$D --variant futoshiki $TMP/bare.txt > $TMP/out 2> $TMP/err; rc=$?
check "two blocks with neither blank line nor header: an error naming the text after the solution, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/out)" = error ] && grep -q "bare.txt:$after: block: unexpected text after the solution" $TMP/err'
# An error on a later line of a block is named by that line, not the block's first, in bin/dlx and bin/classify
# alike: a Futoshiki row (the 5th line), a Jidoku 'h' line (the 5th), a Futoshiki solution row (the 11th).
printf '.....\n.....\n.....\n.....\n..7..\nh ----\nh ----\nh ----\nh ----\nh ----\nv -----\nv -----\nv -----\nv -----\n\n' > $TMP/late.txt
printf '....\n....\n....\n....\nh -x-\nh ---\nh ---\nh ---\nv ----\nv ----\nv ----\n\n' > $TMP/latej.txt
sed -n 1,16p $TMP/bare.txt | sed '14s/.*/14x2/' > $TMP/lates.txt
for tool in "$D" "$C grade"; do
    name=${tool%% *}; name=${name##*/}
    $tool --variant futoshiki $TMP/late.txt $TMP/lates.txt > $TMP/late.out 2> $TMP/late.err; rc=$?
    $tool --variant jidoku $TMP/latej.txt > $TMP/latej.out 2> $TMP/latej.err; rcj=$?
    check "$name: errors on a block's 5th and 14th lines named by those lines, exit 2" \
        holds '[ $rc -eq 2 ] && [ $rcj -eq 2 ] && [ "$(cat $TMP/late.out $TMP/latej.out | tr "\n" " ")" = "error error error " ] &&
               grep -qF "late.txt:5: block row: bad symbol at position 3" $TMP/late.err &&
               grep -qF "lates.txt:14: solution row: bad symbol at position 3" $TMP/late.err &&
               grep -qF "latej.txt:5: block h line: 2: unknown relation character" $TMP/latej.err'
done

# A one-token line that starts no block (no 'h' or 'v' line or "## solution" follows its row within N + 1
# lines) is one puzzle with its own error: the lines after it are read on their own. Three 4x4 Sudoku lines
# (16 symbols, which a 16x16 block's first row could be), a Futoshiki line and futoshiki.txt's first block:
# three errors, each named by its line, then the two counts (1 each, as the data set and gen promise).
$RELBIN/gen --size 4 -n 3 --seed 2 > $TMP/mixed.txt
$G --variant futoshiki --size 5 -n 1 --seed 2 >> $TMP/mixed.txt
awk 'BEGIN{RS=""} NR == 1' "$F" >> $TMP/mixed.txt
$D --variant futoshiki --count $TMP/mixed.txt > $TMP/out 2> $TMP/err; rc=$?
check "Sudoku lines among Futoshiki puzzles: an error each, named by its line; the puzzles after them counted" \
    holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/out)" = "error error error 1 1 " ] &&
           grep -q "mixed.txt:1: " $TMP/err && grep -q "mixed.txt:2: " $TMP/err && grep -q "mixed.txt:3: " $TMP/err &&
           [ "$(wc -l < $TMP/err)" -eq 3 ]'
# A row that starts no block, read ahead up to a line with no end: the row and the id after it are answered
# on their own, only the endless line is named as such.
{ printf '1234\n2:0R,0,0,0,\n'; head -c 70000000 /dev/zero | tr '\0' x; } | $D --variant futoshiki --count > $TMP/out 2> $TMP/err; rc=$?
check "a lone row, an id, then a line without end: error, 1, error; line 3 alone named endless" \
    holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/out)" = "error 1 error " ] && [ "$(grep -c "no line end" $TMP/err)" -eq 1 ] &&
           grep -q "stdin:3: no line end" $TMP/err'
$RELBIN/gen --size 4 -n 2 --seed 2 | $D --variant jidoku --box 4x4 --count > $TMP/out 2> /dev/null; rc=$?
check "jidoku: two 16-symbol Sudoku lines, two errors" holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/out)" = "error error " ]'

# Generation: unique, reproducible across -j and --range, the solution appended true.
$G --variant futoshiki --size 6 -n 12 --seed 3 --with-solution > $TMP/g.txt
check "gen: 12 puzzles" holds '[ "$(wc -l < $TMP/g.txt)" -eq 12 ]'
check "gen: every puzzle unique" sh -c "[ \"\$(cut -d' ' -f1-3 $TMP/g.txt | $D --variant futoshiki --count | sort -u)\" = 1 ]"
check "gen: dlx finds the appended solution" sh -c "cut -d' ' -f1-3 $TMP/g.txt | $D --variant futoshiki > $TMP/s.txt && cut -d' ' -f4 $TMP/g.txt | cmp -s - $TMP/s.txt"
check "gen: -j 2 gives the same puzzles" sh -c "$G --variant futoshiki --size 6 -n 12 --seed 3 --with-solution -j 2 | cmp -s - $TMP/g.txt"
check "gen: --range 4:9 is lines 5..9" sh -c "$G --variant futoshiki --size 6 --range 4:9 --seed 3 --with-solution | cmp -s - \$(sed -n 5,9p $TMP/g.txt > $TMP/r.txt; echo $TMP/r.txt)"
$G --variant jidoku -n 4 --seed 5 --symmetry rot180 > $TMP/j.txt
check "gen jidoku (9x9, relations in boxes): unique" sh -c "[ \"\$($D --variant jidoku --count $TMP/j.txt | sort -u)\" = 1 ]"
check "gen jidoku: no givens" holds '[ -z "$(cut -d" " -f1 $TMP/j.txt | tr -d ".\n")" ]'
check "gen jidoku 12x12 (3x4 boxes; digits only when relations run out): unique" sh -c "[ \"\$($G --variant jidoku --box 3x4 -n 1 --seed 2 | $D --variant jidoku --count)\" = 1 ]"
check "gen jidoku --box 3x2 read back with --box 3x2: unique, the appended solution found" \
    sh -c "$G --variant jidoku --box 3x2 -n 3 --seed 4 --with-solution > $TMP/j32.txt && [ \"\$($D --variant jidoku --box 3x2 --count $TMP/j32.txt | sort -u)\" = 1 ] && $D --variant jidoku --box 3x2 $TMP/j32.txt | cmp -s - \$(cut -d' ' -f4 $TMP/j32.txt > $TMP/j32s.txt; echo $TMP/j32s.txt)"
check "gen jidoku --relations all --box 2x3: unique" sh -c "[ \"\$($G --variant jidoku --box 2x3 --relations all -n 3 | $D --variant jidoku --count | sort -u)\" = 1 ]"

# Levels: a numbered level is the grade the grader gives back; the buckets keep their names.
check "gen --level 5: graded 5.0" sh -c "[ \"\$($G --variant futoshiki --size 5 --level 5 -n 3 | $C grade --variant futoshiki | cut -d' ' -f1 | sort -u)\" = 5.0 ]"
check "gen --level hard: graded hard" sh -c "[ \"\$($G --variant futoshiki --size 7 --level hard -n 3 | $C grade --variant futoshiki | cut -d' ' -f2 | sort -u)\" = hard ]"
check "gen --level easy jidoku 4x4: graded easy" sh -c "[ \"\$($G --variant jidoku --size 4 --level easy -n 3 | $C grade --variant jidoku | cut -d' ' -f2 | sort -u)\" = easy ]"
# Easy 9x9 and 8x8 Jidoku (relations alone, level 0): made within the default --budget (exit status 0, no
# 'error' line), each counted unique by the engine and graded easy by the grader.
for shape in "--size 9" "--size 8" "--box 4x2"; do
    $G --variant jidoku $shape --level easy -n 3 --seed 1 > $TMP/je.txt 2> $TMP/je.err; rc=$?
    check "gen --level easy jidoku $shape: 3 made, exit status 0" holds \
        "[ $rc -eq 0 ] && [ \"\$(grep -cv '^error' $TMP/je.txt)\" -eq 3 ] && ! grep -q '^error' $TMP/je.txt"
    check "gen --level easy jidoku $shape: each unique" holds \
        "[ \"\$($D --variant jidoku $shape --count $TMP/je.txt | tr -d '\n')\" = 111 ]"
    check "gen --level easy jidoku $shape: each graded 0.0 easy" holds \
        "[ \"\$($C grade --variant jidoku $shape $TMP/je.txt | cut -d' ' -f1,2 | sort | uniq -c | tr -s ' ')\" = ' 3 0.0 easy' ]"
done
check "hint names a cell and a value" sh -c "$G --variant futoshiki -n 2 | $C hint --variant futoshiki | grep -qE '^r[0-9]+c[0-9]+ = [0-9]+: '"

# Tatham ids: ours solve to the same solution; sgt-unequal's own are unique.
$G --variant futoshiki --size 5 -n 6 --seed 9 --format tatham > $TMP/t.txt
$G --variant futoshiki --size 5 -n 6 --seed 9 --with-solution | cut -d' ' -f4 > $TMP/t_want.txt
check "our Tatham ids solve to the puzzles' solutions" sh -c "$D --variant futoshiki $TMP/t.txt | cmp -s - $TMP/t_want.txt"
check "Tatham ids start N:" holds 'grep -qE "^5:[0-9UDLR,]+$" $TMP/t.txt'
# With --with-solution the line is the id, a blank and the solution's id: read back as the puzzle alone, by
# dlx and classify alike; the appended id holds the solution dlx finds (compared as the line form's digits).
$G --variant futoshiki --size 5 -n 6 --seed 9 --format tatham --with-solution > $TMP/ts.txt
check "Tatham ids with their solutions: dlx reads each id alone, every one unique" \
    holds '[ "$($D --variant futoshiki --count $TMP/ts.txt | tr -d "\n")" = 111111 ]'
check "Tatham ids with their solutions: the appended id is the solution dlx finds" \
    sh -c "cut -d' ' -f2 $TMP/ts.txt | sed 's/^5://; s/,\$//; s/,//g' | cmp -s - $TMP/t_want.txt"
check "Tatham ids with their solutions: classify grades them as the bare ids" \
    sh -c "$C grade --variant futoshiki $TMP/ts.txt > $TMP/ts_g.txt && $C grade --variant futoshiki $TMP/t.txt | cmp -s - $TMP/ts_g.txt"
# A relation given both ways (r1c1 > r1c2 by its R, r1c2 > r1c1 by its L; likewise down a column) holds in no
# Latin square: refused, naming both cells, where the second flag overwrote the first (2x2: solved as 21/12).
printf '2:0R,0L,0,0,\n2:0D,0,0U,0,\n2:0R,0,0,0,\n2:0RR,0,0,0,\n' | $D --variant futoshiki --count > $TMP/o 2> $TMP/e; rc=$?
check "Tatham ids: a relation both ways refused, naming its cells; one way (once or twice) counted 1" holds \
    '[ $rc = 2 ] && [ "$(tr "\n" " " < $TMP/o)" = "error error 1 1 " ] &&
     grep -q "stdin:1: Tatham id: contradictory relations at r1c1 and r1c2" $TMP/e &&
     grep -q "stdin:2: Tatham id: contradictory relations at r1c1 and r2c1" $TMP/e && [ "$(wc -l < $TMP/e)" -eq 2 ]'
if [ -x /usr/games/sgt-unequal ]; then
    /usr/games/sgt-unequal --generate 8 5dk > $TMP/sgt5.txt 2> /dev/null
    /usr/games/sgt-unequal --generate 4 7de > $TMP/sgt7.txt 2> /dev/null
    check "sgt-unequal 5x5 tricky ids: unique" sh -c "[ \"\$($D --variant futoshiki --count $TMP/sgt5.txt | sort -u)\" = 1 ]"
    check "sgt-unequal 7x7 easy ids: unique" sh -c "[ \"\$($D --variant futoshiki --count $TMP/sgt7.txt | sort -u)\" = 1 ]"
    # Adjacent mode's ids (5a:) are another puzzle: refused as such, where the message spoke of GIVENS H V fields.
    /usr/games/sgt-unequal --generate 1 5adt 2> /dev/null | $D --variant futoshiki > $TMP/o 2> $TMP/e; rc=$?
    check "sgt-unequal Adjacent mode id: error, named as Adjacent mode, exit 2" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -q "stdin:1: a Tatham id of Adjacent mode (Na:)" $TMP/e'
else
    echo "note: sgt-unequal missing (Debian sgt-puzzles): its ids not tried"
fi

# Levels are for puzzles with one solution, as bin/classify's for Sudoku: the empty 4x4 (several, by the
# engine's count) is refused in Sudoku's words; one with none (no clash, no cycle) is said to have none, by
# grade and by hint (which gave a step for it); a hint on several says so where it finds no step.
printf '%s\n' "................ ............ ............" "3............... ..........<< ....vv.v...." > $TMP/nu.txt
for kind in futoshiki jidoku; do
    check "$kind: the engine counts several for the empty 4x4, none for the other" \
        holds '[ "$($D --variant $kind --count $TMP/nu.txt | tr "\n" " ")" = "2 0 " ]'
    $C grade --variant $kind $TMP/nu.txt > $TMP/nu_out.txt 2> $TMP/nu_err.txt; rc=$?
    check "$kind grade: several refused, none said, in Sudoku's words; exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/nu_out.txt)" = "error error " ] &&
               grep -q "nu.txt:1: more than one solution: a level is for a puzzle with one$" $TMP/nu_err.txt &&
               grep -q "nu.txt:2: no solution$" $TMP/nu_err.txt'
    $C hint --variant $kind $TMP/nu.txt > $TMP/nu_out.txt 2> $TMP/nu_err.txt; rc=$?
    check "$kind hint: no step on several says so; none is an error; exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(sed -n 1p $TMP/nu_out.txt)" = "no deduction at this level (the grid has more than one solution)" ] &&
               [ "$(sed -n 2p $TMP/nu_out.txt)" = error ] && grep -q "nu.txt:2: no solution" $TMP/nu_err.txt'
done

# Drawn boards (--format grid) are parted by blank lines, a solution's from its puzzle's by a "## solution" line
# (made blank for the awk below): a puzzle is its rows with a line of signs (or box border, or '-' under each
# cell) between two rows, a solution its rows (and box borders).
# Read back by the awk below (cells 4 columns apart, signs between and under them), gen's drawings give
# the puzzles and solutions gen writes as lines.
cat > $TMP/undraw.awk <<'EOF'
BEGIN { RS = "" }
{
    k = split($0, L, "\n"); n = (length(L[1]) + 3) / 4; g = ""; hs = ""; vs = ""
    if (NR % 2 == 0) {
        for (i = 1; i <= k; i++) if (L[i] !~ /^[-+]+$/) for (c = 0; c < n; c++) g = g substr(L[i], 1 + 4 * c, 1)
        print line " " g; next
    }
    if (k != 2 * n - 1) { print "a drawing of " k " lines at board " NR; next }
    for (r = 0; r < n; r++) {
        for (c = 0; c < n; c++) g = g substr(L[2 * r + 1], 1 + 4 * c, 1)
        for (c = 0; c < n - 1; c++) { s = substr(L[2 * r + 1], 3 + 4 * c, 1); hs = hs (s ~ /[<>]/ ? s : ".") }
        if (r < n - 1) for (c = 0; c < n; c++) { s = substr(L[2 * r + 2], 1 + 4 * c, 1); vs = vs (s ~ /[v^]/ ? s : ".") }
    }
    line = g " " hs " " vs
}
EOF
for v in "futoshiki --size 4" "futoshiki --size 7" "jidoku --size 6" "jidoku --box 3x2 --relations all"; do
    $G --variant $v -n 20 --seed 3 --with-solution > $TMP/lines.txt
    check "gen --variant $v --format grid --with-solution: the boards read back are gen's lines" \
        sh -c "$G --variant $v -n 20 --seed 3 --format grid --with-solution | sed 's/^## solution\$//' | awk -f $TMP/undraw.awk | cmp -s - $TMP/lines.txt"
done
check "dlx --format grid: futoshiki.txt's solutions, each its rows and one blank line" \
    sh -c "$D --variant futoshiki --format grid $F | awk 'BEGIN {RS = \"\"} {gsub(/[ \n]/, \"\"); print}' | cmp -s - $TMP/want.txt"
check "dlx --format grid: a 2x2's solution, two rows and a blank line" \
    holds '[ "$(printf "2... .. ..\n" | $D --variant futoshiki --format grid | od -c | tr -s " ")" = "$(printf "2   1\n1   2\n\n" | od -c | tr -s " ")" ]'

# --budget: the generator asks it before each clue and each drop check, not only between rounds of tries,
# and a puzzle finished past it is not kept. A 25x25 (some 10 s) given 0.2 s: not made, the budget named, as
# Sudoku through its table words it, exit 1. timeout only bounds a run that ignores the budget.
for v in futoshiki jidoku; do
    timeout 20 $G --variant $v --size 25 -n 1 --seed 1 --budget 0.2 > $TMP/b.txt 2> $TMP/b.err; rc=$?
    check "gen --variant $v --size 25 --budget 0.2: given up within the budget, an 'error' line, exit 1 (rc $rc)" \
        holds '[ $rc -eq 1 ] && [ "$(cat $TMP/b.txt)" = error ] && [ "$(wc -l < $TMP/b.err)" -eq 2 ] &&
               grep -qx "gen: puzzle 0: gave up before meeting the request (budget; try a larger --budget)" $TMP/b.err &&
               grep -qx "gen: 1 of 1 puzzle not made" $TMP/b.err'
done

# --width and --height name the side as --size does: a puzzle of another side is an error of its own line
# (dlx and classify alike), where the side was taken from the puzzle whatever they said.
# The message names the side asked for: the one of --width or --height that the puzzle's side is not.
for o in "--width 2 --height 7:a height of 7" "--height 3:a height of 3" "--width 3 --height 2:a width of 3" \
         "--size 5:a side of 5"; do
    asked=${o#*:} o=${o%%:*}
    printf '2... .. ..\n.... .. ..\n' | $D --variant futoshiki $o > $TMP/wh_out.txt 2> $TMP/wh_err.txt; rc=$?
    check "dlx --variant futoshiki $o on two 2x2 lines: an error each naming $asked, by line, exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/wh_out.txt)" = "error error " ] &&
               grep -qx "dlx: stdin:1: a side of 2 where the shape asks for $asked" $TMP/wh_err.txt &&
               grep -qx "dlx: stdin:2: a side of 2 where the shape asks for $asked" $TMP/wh_err.txt'
done
printf '2... .. ..\n' | $C grade --variant jidoku --box 1x2 --height 7 > $TMP/wh_out.txt 2> $TMP/wh_err.txt; rc=$?
check "classify grade --variant jidoku --height 7 on a 2x2: error, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/wh_out.txt)" = error ] && grep -q "^classify: stdin:1: a side of 2 where" $TMP/wh_err.txt'
check "dlx --variant futoshiki --width 2 --height 2: the side it asks, solved" \
    holds '[ "$(printf "2... .. ..\n" | $D --variant futoshiki --width 2 --height 2)" = 2112 ]'

# A block's 'h' and 'v' lines take a tab after the letter as well as a space, as the reader that parts the
# input into blocks does: the same count either way (it said "block: want N 'h' lines").
printf '....\n1...\n....\n3...\nh ---\nh ->-\nh ---\nh -<-\nv ----\nv ----\nv --v-\n' > $TMP/spaced.txt
tr ' ' '\t' < $TMP/spaced.txt > $TMP/tabbed.txt
$D --variant futoshiki --count $TMP/tabbed.txt > $TMP/tab_out.txt 2> $TMP/tab_err.txt; rc=$?
check "a block with tabs after h and v: read as with spaces, exit 0" \
    holds '[ $rc -eq 0 ] && [ ! -s $TMP/tab_err.txt ] && grep -qx "[0-9][0-9]*" $TMP/tab_out.txt &&
           [ "$(cat $TMP/tab_out.txt)" = "$($D --variant futoshiki --count $TMP/spaced.txt)" ] &&
           [ "$($D --variant futoshiki $TMP/tabbed.txt)" = "$($D --variant futoshiki $TMP/spaced.txt)" ]'

# Bad input: the message names tool, file and line; an error line stands for the answer; exit 2.
bad() { # bad "description" LINE pattern
    printf '%s\n' "$2" > $TMP/bad.txt; want=$3
    $D --variant futoshiki $TMP/bad.txt > $TMP/bad_out.txt 2> $TMP/bad_err.txt; rc=$?
    check "$1" holds '[ $rc -eq 2 ] && [ "$(cat $TMP/bad_out.txt)" = error ] && grep -q "^dlx: $TMP/bad.txt:1: .*$want" $TMP/bad_err.txt'
}
bad "wrong givens length" ".......... ...... ......" "not N\*N"
bad "wrong H length" "1........ ..... ......" "H: "
bad "unknown relation character" "......... <<.x.. ......" "unknown relation"
bad "relation cycle" ".... <> v^" "contradictory relations"
bad "givens break a relation" "21.. <. .." "contradictory relations at r1c1 and r1c2"
bad "givens clash" "11.. .. .." "givens clash in a house at r1c1 and r1c2"
bad "Tatham id with a bad flag" "3:0,0X,0,0,0,0,0,0,0," "unknown flag"
bad "too few fields" "........." "GIVENS H V"
bad "a lone word: both forms named" "123" "want GIVENS H V \[SOLUTION\] on one line, or a block of rows, found 1 field$"
# --relations chooses what Jidoku generation makes; a reader would not check it: bin/dlx and classify refuse it.
$BIN/gen --variant jidoku --size 4 --relations all -n 1 --seed 3 > $TMP/rel.txt; rc=$?
$BIN/dlx --variant jidoku --relations boxes --count $TMP/rel.txt > $TMP/o 2> $TMP/e; rc2=$?
$BIN/classify grade --variant jidoku --relations boxes $TMP/rel.txt > $TMP/o2 2> $TMP/e2; rc3=$?
check "--relations: taken by gen (rc $rc), refused by dlx and classify grade (rc $rc2, $rc3), nothing answered" \
    holds '[ $rc = 0 ] && [ -s $TMP/rel.txt ] && [ $rc2 = 2 ] && [ $rc3 = 2 ] && [ ! -s $TMP/o ] && [ ! -s $TMP/o2 ] &&
           grep -q -- "--relations is for generating Jidoku" $TMP/e && grep -q -- "--relations is for generating" $TMP/e2'
# grade and hint read what comes; a --format that would change nothing (tatham), or a grid form they cannot read
# (a Futoshiki's drawn grid), is refused at once; a Sudoku's grids are read with --format grid as without --variant.
$BIN/gen --variant futoshiki --size 5 -n 1 --seed 3 > $TMP/f1.txt
$BIN/gen -n 1 --seed 3 --format grid > $TMP/g9.txt
for pair in "grade tatham" "hint grid" "grade grid"; do
    $BIN/classify ${pair% *} --variant futoshiki --format ${pair#* } $TMP/f1.txt > $TMP/o 2> $TMP/e; rc=$?
    check "classify ${pair% *} --variant futoshiki --format ${pair#* }: refused, exit 2, nothing answered" \
        holds '[ $rc = 2 ] && [ ! -s $TMP/o ] && grep -q -- "--format ${pair#* } is not for them" $TMP/e'
done
check "classify grade --variant sudoku --format grid: the grid graded as without --variant" \
    [ "$($BIN/classify grade --variant sudoku --format grid $TMP/g9.txt)" = "$($BIN/classify grade --format grid $TMP/g9.txt)" ]

# A block's solution is named at its line: a row that differs from the one solution (the file's last row with two
# values swapped) at that row, a row missing at the "## solution" mark (both were named by the block's first line).
awk 'NF == 0 { exit } { print }' "$F" > $TMP/fb1.txt
last=$(wc -l < $TMP/fb1.txt); mark=$(grep -n "^## solution" $TMP/fb1.txt | cut -d: -f1)
sed "${last}s/^\(.\)\(.\)/\2\1/" $TMP/fb1.txt > $TMP/fb_swap.txt
sed '$d' $TMP/fb1.txt > $TMP/fb_short.txt
$D --variant futoshiki --count $TMP/fb_swap.txt > /dev/null 2> $TMP/e1; rc1=$?
$D --variant futoshiki --count $TMP/fb_short.txt > /dev/null 2> $TMP/e2; rc2=$?
check "futoshiki block: a wrong solution row named at its line $last, a missing one at the mark's line $mark" holds \
    '[ "$($D --variant futoshiki --count $TMP/fb1.txt)" = 1 ] && [ $rc1 = 2 ] &&
     grep -q "fb_swap.txt:$last: the solution given is no solution of the puzzle: .* at row $((last - mark)), column 1" $TMP/e1 &&
     [ $rc2 = 2 ] && grep -q "fb_short.txt:$mark: the solution has $((last - mark - 1)) rows, fewer than the side" $TMP/e2'
# Text after a line's puzzle that is no full grid is a label, as after a Sudoku's (it was refused: "found 5
# fields"): lines with their solutions and labels after (one word, two), and with labels alone, count as the lines
# without them, and classify grades them alike; a full grid that is no solution is still refused.
for kind in "futoshiki --size 5" "jidoku --box 2x3"; do
    $G --variant $kind -n 3 --seed 4 --with-solution > $TMP/ls.txt 2> /dev/null
    cut -d' ' -f1-3 $TMP/ls.txt > $TMP/lp.txt
    { sed 's/$/ a-label/' $TMP/ls.txt; sed 's/$/ two words/' $TMP/lp.txt; } > $TMP/ll.txt
    k=${kind%% *}
    check "$k: labels after the puzzle and after its solution: counted and graded as without them" holds \
        '[ "$($D --variant $k --count $TMP/ll.txt | tr "\n" " ")" = "$($D --variant $k --count $TMP/lp.txt $TMP/lp.txt | tr "\n" " ")" ] &&
         [ "$($C grade --variant $k $TMP/ll.txt | tr "\n" " ")" = "$($C grade --variant $k $TMP/lp.txt $TMP/lp.txt | tr "\n" " ")" ]'
done
head -n 1 $TMP/lp.txt | awk '{ s = $1; gsub(/./, "1", s); print $0, s, "lbl" }' > $TMP/lw.txt
$D --variant jidoku --count $TMP/lw.txt > $TMP/o 2> $TMP/e; rc=$?
check "jidoku: a full grid of ones after the puzzle, then a label: still refused as no solution, exit 2" \
    holds '[ $rc = 2 ] && [ "$(cat $TMP/o)" = error ] && grep -q "the solution given is no solution of the puzzle" $TMP/e'
# A hint from a Hall set names its cells: following the hints through evil 6x6 puzzles (each value placed as a
# given), every "a Hall set in HOUSE: CELLS hold K values between them" names K cells of that house, not the hinted
# one, whose values in bin/dlx's solution are K different ones without the hinted value (which bin/dlx's solution
# holds at the hinted cell).
$G --variant futoshiki --size 6 -n 10 --level evil --seed 3 > $TMP/fe.txt 2> /dev/null
python3 - "$C" $TMP/fe.txt > $TMP/hall.txt <<'PY'
import re, subprocess, sys
tool, src = sys.argv[1:3]
for line in open(src):
    f = line.split(); cells = list(f[0]); n = int(len(cells) ** 0.5)
    for step in range(n * n):
        t = " ".join(["".join(cells)] + f[1:])
        h = subprocess.run([tool, "hint", "--variant", "futoshiki"], input=t + "\n", capture_output=True, text=True).stdout
        m = re.match(r"r(\d+)c(\d+) = (\d+)", h)
        if not m:
            break
        if "Hall" in h:
            print(t + "\t" + h.strip())
        r, c, v = map(int, m.groups())
        cells[(r - 1) * n + c - 1] = str(v)
PY
cut -f1 $TMP/hall.txt | $BIN/dlx --variant futoshiki > $TMP/hall_sol.txt
check "futoshiki hints from a Hall set: its cells named, in the house named, true of bin/dlx's solution" holds \
    '[ "$(wc -l < $TMP/hall.txt)" -ge 2 ] && python3 - $TMP/hall.txt $TMP/hall_sol.txt <<'"'PY'"'
import re, sys
hints, sols = open(sys.argv[1]).read().split("\n")[:-1], open(sys.argv[2]).read().split()
assert len(hints) == len(sols)
for line, sol in zip(hints, sols):
    text = line.split("\t")[1]
    n = int(len(sol) ** 0.5)
    m = re.match(r"r(\d+)c(\d+) = (\d+): a Hall set in (row|column) (\d+):((?: r\d+c\d+)+) hold (\d+) values between them", text)
    r, c, v = int(m.group(1)), int(m.group(2)), int(m.group(3))
    house, k, size = m.group(4), int(m.group(5)), int(m.group(7))
    cells = [tuple(map(int, x)) for x in re.findall(r"r(\d+)c(\d+)", m.group(6))]
    assert int(sol[(r - 1) * n + c - 1]) == v, text
    assert len(cells) == size and (r, c) not in cells, text
    assert all((cr if house == "row" else cc) == k for cr, cc in cells), text
    values = {int(sol[(cr - 1) * n + cc - 1]) for cr, cc in cells}
    assert len(values) == size and v not in values, text
PY'
finish
