# bank_cli.sh: `bin/bank` against independent truths: bin/gen's puzzles for the same seed, bin/dlx's counts,
# gen's transformed copies as duplicates, Royle's distinct puzzles, sqlite3's own counts, kill -9 mid-build.
. tests/shcheck.sh
B=$BIN/bank
R=${RELBIN:-bin}
DB=$TMP/b.db
count() { sqlite3 "$1" "$2"; }

# build: exactly bin/gen's puzzles of the seed, each unique, graded as bin/classify grades it.
$B build $DB -n 120 -j 2 --seed 3 --no-progress 2> $TMP/build.err
check "build: exit 0" [ $? -eq 0 ]
$R/gen -n 120 --seed 3 | sort > $TMP/gen.txt
$B export $DB | sort > $TMP/export.txt
check "build: the bank holds bin/gen's 120 puzzles of seed 3" cmp -s $TMP/gen.txt $TMP/export.txt
check "build: every puzzle unique (bin/dlx --count)" holds '[ "$($R/dlx --count < $TMP/export.txt | sort -u)" = 1 ]'
$B export $DB --format json > $TMP/export.json
sed 's/.*"puzzle":"\([^"]*\)".*"levelName":"\([a-z]*\)".*/\1 \2/' $TMP/export.json | sort > $TMP/levels.txt
cut -d' ' -f1 $TMP/levels.txt | $R/classify grade | cut -d' ' -f2 | tr A-Z a-z > $TMP/graded.txt
check "build: each stored level is bin/classify's" holds '[ "$(cut -d" " -f2 $TMP/levels.txt)" = "$(cat $TMP/graded.txt)" ]'
check "build: the solutions are bin/dlx's" holds \
    '[ "$(sed "s/.*\"puzzle\":\"\([^\"]*\)\",\"solution\":\"\([^\"]*\)\".*/\1 \2/" $TMP/export.json | sort | cut -d" " -f2)" = "$(sort $TMP/export.txt | $R/dlx)" ]'
$B build $DB -n 150 -j 1 --seed 3 --no-progress 2> $TMP/build2.err
check "build again with a larger -n: 30 more, the same as bin/gen's" holds \
    '[ "$($B export $DB | sort)" = "$($R/gen -n 150 --seed 3 | sort)" ] && grep -q "30 added" $TMP/build2.err'
check "stats: the total is sqlite3's count" holds \
    '[ "$($B stats $DB | sed -n "s/^total: \([0-9]*\) puzzles/\1/p")" = "$(count $DB "SELECT count(*) FROM puzzles")" ]'

# stats: each kind's shapes by size, as numbers; their texts put Futoshiki's 10 before 5, a 10x10 Sudoku's box 2x5
# before 9x9's 3x3 and Fillomino's 10x10 before 5x5.
for k in "--kind futoshiki --size 10" "--kind futoshiki --size 5" "--kind futoshiki --size 7" "--size 16" "--size 9" \
         "--box 2x5 --size 10" "--size 4" "--size 6" "--kind fillomino --size 10" "--kind fillomino --size 5"; do
    $B build $TMP/sizes.db $k -n 1 --no-progress 2> /dev/null
done
by_size="fillomino 5x5,fillomino 10x10,futoshiki 5x5,futoshiki 7x7,futoshiki 10x10,sudoku 4x4 (box 2x2),sudoku 6x6 (box 2x3),"
by_size="${by_size}sudoku 9x9 (box 3x3),sudoku 10x10 (box 2x5),sudoku 16x16 (box 4x4),"
check "stats: shapes by size as numbers (Futoshiki 5x5 7x7 10x10; Sudoku 4x4 6x6 9x9 10x10 16x16, each with its box; Fillomino 5x5 10x10)" holds \
    '[ "$($B stats $TMP/sizes.db | sed -n "s/^\([a-z]* [0-9x]*\( (box [0-9x]*)\)*\): .*/\1/p" | tr "\n" ,)" = "$by_size" ]'
# A shape without --kind is a Sudoku's (as a level is): --size 10 counts the 10x10 Sudoku only, not the Fillomino and
# Futoshiki of side 10 the bank holds; a shape no Sudoku has is refused saying so.
$B stats $TMP/sizes.db --width 6 --height 4 > /dev/null 2> $TMP/wh.err; rc=$?
check "stats --size 10 without --kind: the 10x10 Sudoku alone; --width 6 --height 4: exit 2, a Sudoku's shape said" holds \
    '[ "$($B stats $TMP/sizes.db --size 10 | tail -n 1)" = "total: 1 puzzle" ] &&
     [ "$($B stats $TMP/sizes.db --size 10 --kind fillomino | tail -n 1)" = "total: 1 puzzle" ] &&
     [ $rc = 2 ] && grep -q "(a shape without --kind is a Sudoku.s)$" $TMP/wh.err'
# A count of one is singular: "1 puzzle" in stats (a shape's and the total), build's closing line and regrade's.
$B build $TMP/one.db --size 4 -n 1 --seed 2 --no-progress 2> $TMP/one.err
$B regrade $TMP/one.db --no-progress 2> $TMP/one_rg.err
check "one puzzle: \"1 puzzle\" in stats, build's closing line and regrade's, \"2 puzzles\" for two" holds \
    '$B stats $TMP/one.db | grep -qx "sudoku 4x4 (box 2x2): 1 puzzle" && [ "$($B stats $TMP/one.db | tail -n 1)" = "total: 1 puzzle" ] &&
     grep -q "1 added, 1 of 1 sudoku 4x4 (box 2x2) puzzle of this seed in" $TMP/one.err &&
     [ "$(cat $TMP/one_rg.err)" = "regraded 1 puzzle: 0 changed (levels 0), 1 unchanged" ] &&
     $B stats $TMP/sizes.db | grep -qx "futoshiki 5x5: 1 puzzle" && [ "$($B stats $TMP/sizes.db | tail -n 1)" = "total: 10 puzzles" ]'
$B build $TMP/sizes.db --box 2x5 -n 2 --no-progress 2> $TMP/sizes.err
check "build: its closing line names the shape as stats does (sudoku 10x10 (box 2x5), not sudoku 2x5)" holds \
    'grep -q "1 added, 2 of 2 $($B stats $TMP/sizes.db | sed -n "s/^\(sudoku 10x10 .*\): .*/\1/p") puzzles of this seed" $TMP/sizes.err'

# add: gen's transformed copies are duplicates; Royle's essentially different 17-clue puzzles are not.
$R/gen -n 30 --seed 8 --transforms 4 > $TMP/transforms.txt
$B add $TMP/t.db $TMP/transforms.txt 2> $TMP/add.err
check "add: 30 puzzles and their 120 transformed copies: added 30, duplicates 120" \
    grep -qx "added 30, duplicates 120, rejected 0" $TMP/add.err
head -n 400 $DATA/sudoku9_royle17.txt | cut -d' ' -f1 > $TMP/royle.txt
$B add $TMP/r.db --no-grade $TMP/royle.txt 2> $TMP/royle.err
check "add: 400 distinct 17-clue puzzles, none a duplicate" grep -qx "added 400, duplicates 0, rejected 0" $TMP/royle.err
$R/gen -n 5 --seed 2 --format json | $B add $TMP/r.db 2> $TMP/json.err
check "add: bin/gen --format json lines, with their seed and index" holds \
    'grep -qx "added 5, duplicates 0, rejected 0" $TMP/json.err && [ "$(count $TMP/r.db "SELECT count(*) FROM puzzles WHERE seed = 2")" = 5 ]'

# Fillomino: a puzzle turned by 90 degrees is a duplicate; Futoshiki lines with --kind.
$R/gen --variant fillomino --size 5 -n 3 --seed 2 > $TMP/fill.txt
head -n 1 $TMP/fill.txt | awk -F: '{ s = $2; r = ""; for (y = 0; y < 5; y++) for (x = 0; x < 5; x++) r = r substr(s, (4 - x) * 5 + y + 1, 1); print "5x5:" r }' >> $TMP/fill.txt
$B add $TMP/f.db $TMP/fill.txt 2> $TMP/fill.err
check "add: Fillomino found by itself; a quarter turn is a duplicate" grep -qx "added 3, duplicates 1, rejected 0" $TMP/fill.err
$R/fillomino gen --size 5 -n 3 --seed 4 --format json --transforms 2 | $B add $TMP/fj.db 2> $TMP/fj.err
check "add: bin/fillomino gen --format json lines; their transformed copies are duplicates" holds \
    'grep -qx "added 3, duplicates 6, rejected 0" $TMP/fj.err && [ "$(count $TMP/fj.db "SELECT count(*) FROM puzzles WHERE seed = 4 AND kind = \"fillomino\"")" = 3 ]'
check "pick: a Fillomino by kind and shape, solved by bin/fillomino" holds \
    '[ "$($B pick $TMP/f.db --kind fillomino --width 5 --height 5 | $R/fillomino solve --count)" = 1 ]'
$R/gen --variant futoshiki --size 5 -n 3 --seed 2 | $B add $TMP/f.db --kind futoshiki 2> $TMP/futo.err
check "add: Futoshiki lines with --kind futoshiki" grep -qx "added 3, duplicates 0, rejected 0" $TMP/futo.err
# Without --kind, a line with fields after its first goes to the kinds whose lines have fields first: a 6x6 or 9x9
# Futoshiki's GIVENS field alone also reads as a Sudoku (the rest taken for a label), with several solutions or none.
$R/gen --variant futoshiki --size 6 -n 4 --seed 1 > $TMP/futo6.txt
$R/gen --variant futoshiki --size 9 -n 2 --seed 1 >> $TMP/futo6.txt
$B add $TMP/futo6.db $TMP/futo6.txt 2> $TMP/futo6.err
check "add without --kind: 6x6 and 9x9 Futoshiki lines stored as bin/gen's Futoshiki, none read as a Sudoku" holds \
    'grep -qx "added 6, duplicates 0, rejected 0" $TMP/futo6.err &&
     [ "$($B export $TMP/futo6.db --kind futoshiki)" = "$(cat $TMP/futo6.txt)" ]'
# A Jidoku's line reads as a Futoshiki's too, with several solutions: then as a Jidoku's, which it is.
$R/gen --variant jidoku --size 6 -n 3 --seed 1 --with-solution > $TMP/jido.txt
$B add $TMP/jido.db $TMP/jido.txt 2> $TMP/jido.err
check "add without --kind: Jidoku lines stored as Jidoku's, each with the solution bin/gen wrote beside it" holds \
    'grep -qx "added 3, duplicates 0, rejected 0" $TMP/jido.err &&
     [ "$($B export $TMP/jido.db --format json | sed "s/.*\"kind\":\"\([a-z]*\)\".*\"solution\":\"\([^\"]*\)\".*/\1 \2/")" = \
       "$(awk "{ print \"jidoku\", \$NF }" $TMP/jido.txt)" ]'
$B export $TMP/jido.db > $TMP/jido_lines.txt
$B add $TMP/jido2.db $TMP/jido_lines.txt 2> /dev/null
check "add without --kind: the bank's line export of Jidoku rows is added back as the same rows" holds \
    '[ "$($B export $TMP/jido2.db --format json | cut -d, -f2-5)" = "$($B export $TMP/jido.db --format json | cut -d, -f2-5)" ]'
printf '%s %s %s\n' "$(printf '%036d' 0 | tr 0 .)" "$(printf '%030d' 0 | tr 0 .)" "$(printf '%030d' 0 | tr 0 .)" |
    $B add $TMP/futo6.db 2> $TMP/jido.err
check "add without --kind: a line no kind makes a puzzle of is refused in the words of the first kind that read it" \
    grep -qx "bank: stdin:1: more than one solution (read as futoshiki; name its kind with --kind if it is another, \
and a Jidoku's box with --box)" $TMP/jido.err
$RELBIN/gen --variant jidoku --box 3x2 -n 2 --seed 1 --with-solution > $TMP/jido32.txt
$B add $TMP/jido32.db $TMP/jido32.txt 2> $TMP/jido32.err; rc=$?
$B add $TMP/jido32.db --kind jidoku --box 3x2 $TMP/jido32.txt 2> $TMP/jido32b.err; rc2=$?
check "add: 6x6 Jidoku of 3x2 boxes refused without --box, the message naming it; added with --kind jidoku --box 3x2 \
(rc $rc, $rc2)" holds '[ $rc -eq 2 ] && [ $(grep -c "and a Jidoku.s box with --box)$" $TMP/jido32.err) -eq 2 ] &&
                       [ $rc2 -eq 0 ] && grep -qx "added 2, duplicates 0, rejected 0" $TMP/jido32b.err'

# Bad lines are named and rejected, the good ones kept; several solutions only when allowed.
printf '%s\nnot a puzzle\n%s\n' "$(sed -n 1p $TMP/gen.txt)" "$(sed -n 2p $TMP/gen.txt)" > $TMP/bad.txt
$B add $TMP/bad.db $TMP/bad.txt 2> $TMP/bad.err; rc=$?
check "add: a bad line: exit 2, named by file and line, the two others added" holds \
    '[ $rc = 2 ] && grep -q "bad.txt:2: " $TMP/bad.err && grep -qx "added 2, duplicates 0, rejected 1" $TMP/bad.err'
two=$(sed -n 1p $TMP/gen.txt | sed 's/[1-9]/./')
while [ "$(echo $two | $R/dlx --count=3)" = 1 ]; do two=$(echo $two | sed 's/[1-9]/./'); done
n=$(echo $two | $R/dlx --count=1000)
echo $two | $B add $TMP/two.db 2> $TMP/two.err
echo $two | $B add $TMP/two.db --max-solutions $((n - 1)) 2> $TMP/two2.err
echo $two | $R/classify grade 2> $TMP/two_classify.err > /dev/null
check "add: more than one solution refused by default, in bin/classify's words; more than $((n - 1)) solutions under --max-solutions $((n - 1))" holds \
    '[ "$(sed -n "s/^bank: stdin:1: //p" $TMP/two.err)" = "$(sed "s/^classify: stdin:1: //; s/:.*//" $TMP/two_classify.err)" ] &&
     grep -q "more than one solution" $TMP/two_classify.err && [ $n -gt 2 ] && grep -qx "bank: stdin:1: more than $((n - 1)) solutions" $TMP/two2.err'
echo $two | $B add $TMP/two.db --max-solutions 1000 2> /dev/null
check "add: --max-solutions stores bin/dlx's count ($n)" holds \
    '[ "$($B pick $TMP/two.db --format json | sed "s/.*\"solutions\":\([0-9]*\).*/\1/")" = "$n" ]'
: > $TMP/empty.txt
$B add $TMP/e.db $TMP/empty.txt 2> $TMP/empty.err; rc=$?
check "add of a file with no puzzle: exit 2, in bin/dlx's words" holds \
    '[ $rc = 2 ] && grep -qxF "$($R/dlx $TMP/empty.txt 2>&1 | sed "s/^dlx:/bank:/")" $TMP/empty.err'

# pick: the filters hold (empty squares counted here), nothing matching is exit 1, seeds repeat.
empties() { tr -cd '.\n' | awk '{ print length }'; } # the empty squares of each line
$B pick $DB --empty 56:57 -n 1000 | empties | sort -u | tr '\n' ' ' > $TMP/picked
$B export $DB | empties | awk '$1 == 56 || $1 == 57' | wc -l > $TMP/want
check "pick --empty 56:57: only such puzzles, all of them ($(cat $TMP/want))" holds \
    '[ "$(cat $TMP/picked)" = "56 57 " ] && [ "$($B pick $DB --empty 56:57 -n 1000 | wc -l)" = "$(cat $TMP/want)" ]'
check "pick --level hard: only hard ones" holds \
    '[ "$($B pick $DB --level hard -n 5 --format json | grep -vc "\"levelName\":\"hard\"")" = 0 ]'
# The level bin/classify grade prints ("Hard") picks the same puzzles.
check "pick --level Hard (bin/classify's spelling): the puzzles of --level hard, each graded Hard by bin/classify" holds \
    '[ "$($B pick $DB --level Hard -n 5)" = "$($B pick $DB --level hard -n 5)" ] &&
     [ "$($B pick $DB --level Hard -n 5 | $R/classify grade | cut -d" " -f2 | sort -u)" = Hard ]'
check "pick --kind Sudoku, export --kind SUDOKU (a kind named in any case, as levels are): as --kind sudoku" holds \
    '[ "$($B pick $DB --kind Sudoku --level Hard -n 5)" = "$($B pick $DB --kind sudoku --level hard -n 5)" ] &&
     [ "$($B export $DB --kind SUDOKU | wc -l)" = "$($B export $DB --kind sudoku | wc -l)" ] &&
     [ "$($R/gen --variant Futoshiki --size 5 -n 2 --seed 3)" = "$($R/gen --variant futoshiki --size 5 -n 2 --seed 3)" ]'
$B pick $DB --kind fillomino --level tough > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "pick --level tough: refused naming the kind's levels and ungraded, exit 2" holds \
    '[ $rc = 2 ] && [ ! -s $TMP/o.txt ] && [ "$(head -n 1 $TMP/e.txt)" = "bank: unknown level '"'tough'"' for fillomino (easy, hard, beyond, a number or ungraded)" ]'
$B pick $DB --empty 70:80 2> $TMP/none.err; rc=$?
check "pick: nothing matching: exit 1 and a message" holds '[ $rc = 1 ] && grep -q "no puzzle matches" $TMP/none.err'
check "pick --random: the same seed, the same puzzles" holds \
    '[ "$($B pick $DB --random --seed 4 -n 3)" = "$($B pick $DB --random --seed 4 -n 3)" ]'
check "pick --random: other seeds, other puzzles" holds \
    '[ "$($B pick $DB --random --seed 4 -n 3)" != "$($B pick $DB --random --seed 5 -n 3)" ] || [ "$($B pick $DB --random --seed 4 -n 3)" != "$($B pick $DB --random --seed 6 -n 3)" ]'
for k in 1 2 3 4 5; do $B pick $DB --random -n 3 2> $TMP/r$k.err | tr '\n' ' ' > $TMP/r$k.txt; echo >> $TMP/r$k.txt; done
s1=$(sed -n "s/^bank: --random from seed \([0-9]*\) (--seed \1 picks the same again)\$/\1/p" $TMP/r1.err)
check "pick --random without --seed: a seed of the clock's, said; five picks are not all alike (seed $s1)" holds \
    '[ -n "$s1" ] && [ "$(sort -u $TMP/r[1-5].txt | wc -l)" -gt 1 ]'
check "pick --random: the seed it said picks the same again" holds \
    '[ "$($B pick $DB --seed "$s1" -n 3 | tr "\n" " ")" = "$(head -c -1 $TMP/r1.txt)" ]'
check "pick --seed alone: as with --random (it was ignored: the start of the order)" holds \
    '[ "$($B pick $DB --seed 4 -n 3)" = "$($B pick $DB --random --seed 4 -n 3)" ] &&
     { [ "$($B pick $DB --seed 4 -n 3)" != "$($B pick $DB -n 3)" ] || [ "$($B pick $DB --seed 5 -n 3)" != "$($B pick $DB -n 3)" ]; }'
check "pick --format tatham: Solo ids bin/dlx solves" holds \
    '[ "$($B pick $DB -n 3 --format tatham | $R/dlx --via-table --count | sort -u)" = 1 ]'
$B pick $DB > /dev/full 2> $TMP/full.err; rc=$?
check "pick > /dev/full: exit 1, write error" holds '[ $rc = 1 ] && grep -q "write error" $TMP/full.err'
$B pick $DB --bogus 2> $TMP/bogus.err; rc=$?
check "unknown option: exit 2, named" holds '[ $rc = 2 ] && grep -q "unknown option .--bogus" $TMP/bogus.err'
$B pick $DB --kind chess > /dev/null 2> $TMP/chess.err; rc=$?
check "pick --kind chess: exit 2, the kinds listed as bin/gen --variant lists them" holds \
    '[ $rc = 2 ] && [ "$(head -1 $TMP/chess.err)" = "bank: unknown kind '"'"'chess'"'"' $($R/gen --variant chess 2>&1 | sed "s/.*'"'"'chess'"'"' //")" ]'
$B pick $DB --solutions 0 > /dev/null 2> $TMP/sol.err; rc=$?
check "pick --solutions 0: exit 2, the option named" holds '[ $rc = 2 ] && grep -q -- "--solutions takes a number from 1 to 100000000, not .0." $TMP/sol.err'
# A side alone names no shape: bin/gen refuses --width or --height without the other, and so does every command of
# the bank (it took --width 8 as 8x8, --height 6 as a shape of width 0, and built 5x5 Fillominos for --height 5).
$R/gen --variant fillomino --width 8 -n 1 > /dev/null 2>&1; gen_rc=$?
for c in "pick $DB --kind fillomino --width 8" "stats $DB --height 9" "export $DB --kind nonogram --height 6" \
         "regrade $DB --width 9" "build $TMP/side.db --kind fillomino --height 5 -n 2 --no-progress"; do
    side=$(echo "$c" | sed 's/.*--\(width\|height\) .*/\1/'); other=$([ $side = width ] && echo height || echo width)
    $B $c > $TMP/side.out 2> $TMP/side.err; rc=$?
    check "$(echo "$c" | sed "s|$TMP/||g"): refused as bin/gen refuses a side alone (exit 2, nothing written, no bank made)" holds \
        '[ $gen_rc = 2 ] && [ $rc = 2 ] && [ ! -s $TMP/side.out ] && [ ! -e $TMP/side.db ] &&
         grep -qx -- "bank: --$side needs --$other (or --size), not --$side alone" $TMP/side.err'
done

cp $DB $TMP/old.db && sqlite3 $TMP/old.db "PRAGMA user_version = 99"
$B stats $TMP/old.db > /dev/null 2> $TMP/old.err; rc=$?
check "a bank keyed by another version of the keys is refused, said" holds '[ $rc = 2 ] && grep -q "another version of the canonical keys" $TMP/old.err'

# export --format json reads back as it was: every kind and shape, to the last field but the id. (The Fillomino
# board is 9 wide: its regions, up to 9, all have Tatham ids; on a 5x4 sgt-filling takes values up to 5 only.)
for k in "--box 3x2" "--kind futoshiki --size 5" "--kind jidoku --box 2x3" "--kind fillomino --width 9 --height 4" \
         "--kind nonogram --width 6 --height 5"; do
    $B build $TMP/mixed.db $k -n 2 --no-progress 2> /dev/null
done
$B export $TMP/mixed.db --format json > $TMP/mixed.json
$B add $TMP/copy.db $TMP/mixed.json 2> $TMP/copy.err
check "export --format json, added to another bank: the same 10 puzzles, kinds, shapes, levels and seeds" holds \
    '[ "$(sed "s/^{\"id\":[0-9]*,//" $TMP/mixed.json)" = "$($B export $TMP/copy.db --format json | sed "s/^{\"id\":[0-9]*,//")" ] &&
     [ "$(wc -l < $TMP/mixed.json)" = 10 ] && grep -q "added 10," $TMP/copy.err'

# add --no-grade keeps the level, rating and technique a JSON line carries (a bank moved by its JSON export keeps
# its grades, which were dropped); bin/gen's lines keep the level they were made for; a puzzle line stays ungraded.
no_id() { sed 's/^{"id":[0-9]*,//' "$@"; }
$B add $TMP/moved.db --no-grade $TMP/export.json $TMP/mixed.json 2> $TMP/moved.err
check "add --no-grade of export --format json: every level, rating and technique kept (exported again the same)" holds \
    '[ "$($B export $TMP/moved.db --format json | no_id)" = "$(cat $TMP/export.json $TMP/mixed.json | no_id)" ] &&
     grep -qx "added 130, duplicates 0, rejected 0" $TMP/moved.err && grep -q "\"levelName\":\"evil\"" $TMP/export.json'
# A moved bank keeps its ids, gaps and a filter's part too; into a bank whose ids are taken, none is lost.
cp $TMP/mixed.db $TMP/gaps.db && sqlite3 $TMP/gaps.db "DELETE FROM puzzles WHERE id IN (2, 5)"
$B export $TMP/gaps.db --format json | $B add $TMP/gaps_moved.db 2> /dev/null
$B export $TMP/gaps.db --kind nonogram --format json | $B add $TMP/part_moved.db 2> /dev/null
$R/gen -n 5 --seed 7 | $B add $TMP/onto.db 2> /dev/null
$B export $TMP/gaps.db --format json | $B add $TMP/onto.db 2> $TMP/onto.err
check "export --format json into a new bank: the same rows with the same ids, gaps and a filter's part too" holds \
    '[ "$($B export $TMP/gaps_moved.db --format json)" = "$($B export $TMP/gaps.db --format json)" ] &&
     [ "$($B export $TMP/part_moved.db --format json)" = "$($B export $TMP/gaps.db --kind nonogram --format json)" ] &&
     [ "$(count $TMP/gaps_moved.db "SELECT group_concat(id) FROM (SELECT id FROM puzzles ORDER BY id LIMIT 4)")" = "1,3,4,6" ]'
check "export --format json into a bank whose ids 1 to 5 are other puzzles: all 8 stored beside them, none lost" holds \
    'grep -qx "added 8, duplicates 0, rejected 0" $TMP/onto.err && [ "$(count $TMP/onto.db "SELECT count(*) FROM puzzles")" = 13 ] &&
     [ "$($B export $TMP/onto.db --kind nonogram)" = "$($B export $TMP/gaps.db --kind nonogram)" ]'
# The line and tatham forms, added back with the kind and box, make the same bank too: every kind's puzzles, levels
# and fields but the seed and index, which these forms do not carry (Jidoku has no tatham id: its line again).
for k in "sudoku --box 3x2" futoshiki "jidoku --box 2x3" fillomino nonogram; do
    $B export $TMP/mixed.db --kind $k > $TMP/part.txt
    $B add $TMP/lines.db --kind $k $TMP/part.txt 2>> $TMP/lines.err
    [ "${k%% *}" = jidoku ] || $B export $TMP/mixed.db --kind $k --format tatham > $TMP/part.txt
    $B add $TMP/ids.db --kind $k $TMP/part.txt 2>> $TMP/lines.err
done
no_seed() { no_id "$@" | sed 's/,"seed":.*//'; }
check "export's line and tatham forms, added back with --kind and --box: the same puzzles, levels and fields" holds \
    '[ "$($B export $TMP/lines.db --format json | no_seed)" = "$(no_seed $TMP/mixed.json)" ] &&
     [ "$($B export $TMP/ids.db --format json | no_seed)" = "$(no_seed $TMP/mixed.json)" ] &&
     [ "$(grep -c "^added 2, duplicates 0, rejected 0$" $TMP/lines.err)" = 10 ]'
$R/gen --seed 5 --per-level 1 --format json > $TMP/levels.json
$B add $TMP/gen_levels.db --no-grade $TMP/levels.json 2> /dev/null
check "add --no-grade of bin/gen --per-level --format json: each puzzle at the level gen made it for" holds \
    '[ "$($B export $TMP/gen_levels.db --format json | sed "s/.*\"levelName\":\"\([a-z]*\)\".*/\1/" | tr "\n" " ")" = \
       "easy medium hard evil " ] && [ "$(sed "s/.*\"level\":\"\([a-z]*\)\".*/\1/" $TMP/levels.json | tr "\n" " ")" = "easy medium hard evil " ]'
# A numbered --level (Futoshiki's and Jidoku's inference levels, a Nonogram's 1..3) writes the level it falls in
# by name, as a named one does: added --no-grade, each puzzle keeps the level its grader gives it (added graded).
for k in "futoshiki --size 5 --level 0" "futoshiki --size 5 --level 4" "futoshiki --size 5 --level 8" \
         "jidoku --box 2x2 --level 3" "nonogram --size 6 --level 1" "nonogram --size 6 --level 2"; do
    $R/gen --variant $k -n 2 --seed 3 --format json
done > $TMP/numbered.json
$B add $TMP/numbered_kept.db --no-grade $TMP/numbered.json 2> /dev/null
$B add $TMP/numbered_graded.db $TMP/numbered.json 2> /dev/null
levels_of() { count "$1" "SELECT group_concat(level, ' ') FROM (SELECT level FROM puzzles ORDER BY id)"; }
check "add --no-grade of bin/gen --level N --format json (Futoshiki, Jidoku, Nonogram): the level graded, by name" holds \
    '[ "$(levels_of $TMP/numbered_kept.db)" = "0 0 2 2 3 3 1 1 0 0 1 1" ] &&
     [ "$(levels_of $TMP/numbered_graded.db)" = "0 0 2 2 3 3 1 1 0 0 1 1" ] &&
     [ "$(grep -cE "\"level\":\"[a-z]+\"(,\"options\":\"[^\"]*\")?}$" $TMP/numbered.json)" = 12 ]'
check "add --no-grade of puzzle lines: ungraded, as before" \
    [ "$(count $TMP/r.db "SELECT count(*) FROM puzzles WHERE level = -1 AND rating = 0 AND technique = ''")" = 400 ]
sed -n 1p $TMP/export.json | sed 's/"level":[0-9]/"level":"hardest"/' > $TMP/bad_level.json
$B add $TMP/bad_level.db --no-grade $TMP/bad_level.json 2> $TMP/bad_level.err; rc=$?
check "add: a JSON level not of the kind is refused, named by file and line, with the kind's levels" holds \
    '[ $rc = 2 ] && grep -q "bad_level.json:1: \"level\" \"hardest\" is no sudoku level (easy, medium" $TMP/bad_level.err'

# --format grid draws each puzzle as bin/gen --format grid does, for every kind; bank add reads a Sudoku's back.
for k in "sudoku --size 9" "sudoku --size 6 --box 2x3" "futoshiki --size 5" "jidoku" "nonogram --width 6 --height 4" \
         "fillomino --width 5 --height 6"; do
    rm -f $TMP/grid.db
    $B build $TMP/grid.db --kind $k -n 3 --seed 3 2> /dev/null
    $B export $TMP/grid.db --format grid > $TMP/grid_bank.txt; rc=$?
    $R/gen --variant $k -n 3 --seed 3 --format grid > $TMP/grid_gen.txt 2> /dev/null
    check "export --format grid, $k: bin/gen --format grid's text of the same puzzles (rc $rc)" holds \
        '[ $rc = 0 ] && [ -s $TMP/grid_bank.txt ] && cmp -s $TMP/grid_bank.txt $TMP/grid_gen.txt'
done
$B pick $TMP/mixed.db --kind sudoku -n 5 --format grid | $B add $TMP/grid_back.db --box 3x2 2> $TMP/grid_back.err
check "pick --format grid of 6x6 Sudoku, added back: the same puzzles" holds \
    '[ "$($B export $TMP/grid_back.db | sort)" = "$($B pick $TMP/mixed.db --kind sudoku -n 5 | sort)" ] &&
     grep -q "^added [1-5], duplicates 0, rejected 0$" $TMP/grid_back.err'
$B export $TMP/mixed.db --format tatham > $TMP/mixed.ids 2> $TMP/ids.err; rc=$?
check "export --format tatham: an error line in place of each Jidoku (no Tatham id), the rest written, exit 1" holds \
    '[ $rc = 1 ] && [ "$(grep -n "^error$" $TMP/mixed.ids | cut -d: -f1)" = "$(grep -n "\"kind\":\"jidoku\"" $TMP/mixed.json | cut -d: -f1)" ] &&
     [ "$(wc -l < $TMP/mixed.ids)" = 10 ] && [ "$(grep -c "has no Tatham id" $TMP/ids.err)" = 2 ]'
# A Fillomino holding a value over sgt-filling's bound (8 on an 8x8) gets an error line that names the bound, the
# others their ids; which puzzles hold one is read off their line form by awk.
$R/gen --variant fillomino --size 8 -n 12 --seed 3 > $TMP/f8.txt
$B add $TMP/f8.db $TMP/f8.txt 2> /dev/null
$B export $TMP/f8.db --format tatham > $TMP/f8.ids 2> $TMP/f8.err
over=$(awk -F: '{ n = 0; for (i = 1; i <= length($2); i++) { c = substr($2, i, 1); if (c ~ /[0-9]/ && c + 0 > 8) n = 1 }
                  print n ? "error" : "id" }' $TMP/f8.txt)
check "export --format tatham: a Fillomino over sgt-filling's bound is an error line naming the bound, the rest ids" holds \
    '[ "$(sed "s/^8x8:.*/id/" $TMP/f8.ids)" = "$over" ] && echo "$over" | grep -qx id &&
     [ "$(grep -cx "bank: puzzle [0-9]* (fillomino): a value over 8 has no Tatham id on a 8x8 board: use --format line or json" \
          $TMP/f8.err)" = "$(echo "$over" | grep -cx error)" ]'

# With --kind naming a kind that has no Tatham id, the format is refused before any row, in bin/gen's words
# (the forms left being the bank's); it was an error line for every row.
$R/gen --variant jidoku --format tatham > /dev/null 2> $TMP/gen.err
for named in --kind --variant; do
    for cmd in pick export; do
        $B $cmd $TMP/mixed.db $named jidoku --format tatham > $TMP/o 2> $TMP/e; rc=$?
        check "$cmd $named jidoku --format tatham: refused up front in gen's words, exit 2, no line" holds \
            '[ $rc = 2 ] && [ ! -s $TMP/o ] && ! grep -q "has no Tatham id" $TMP/e &&
             [ "$(head -n 1 $TMP/e)" = "bank: $named jidoku cannot be written in --format tatham (only line, grid or json)" ] &&
             [ "$(sed "s/^gen: --variant/bank: $named/; s/ (only.*//" $TMP/gen.err)" = "$(head -n 1 $TMP/e | sed "s/ (only.*//")" ]'
    done
done
$B export $TMP/mixed.db --kind jidoku --format json > $TMP/o 2> $TMP/e; rc=$?
check "export --kind jidoku --format json (a form it has): its 2 rows, exit 0" holds \
    '[ $rc = 0 ] && [ "$(grep -c "\"kind\":\"jidoku\"" $TMP/o)" = 2 ] && [ ! -s $TMP/e ]'
$B export $TMP/mixed.db --kind futoshiki --format tatham > $TMP/o 2> $TMP/e; rc=$?
check "export --kind futoshiki --format tatham (a kind with ids): its 2 rows as ids, exit 0" holds \
    '[ $rc = 0 ] && [ "$(wc -l < $TMP/o)" = 2 ] && ! grep -qx error $TMP/o && [ ! -s $TMP/e ]'

$B pick $DB --empty 4294967296 > /dev/null 2> $TMP/big.err; rc=$?
check "pick --empty beyond an int: refused (exit 2), not wrapped" holds '[ $rc = 2 ] && grep -q "empty takes A:B" $TMP/big.err'

# A bank in a folder the user cannot write (read-only media, another user's folder) is read as it is:
# SQLite cannot make its WAL's shared-memory file there. Root writes anywhere, so the reads run as nobody.
if id nobody > /dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    mkdir $TMP/ro $TMP/seen && $B build $TMP/ro/b.db --size 4 -n 3 --no-progress 2> /dev/null
    chmod 711 $TMP && chmod 555 $TMP/ro && chmod 444 $TMP/ro/b.db && chmod 777 $TMP/seen
    su nobody -s /bin/sh -c "$B stats $TMP/ro/b.db > $TMP/seen/stats 2>&1; echo \$? > $TMP/seen/rc;
        $B pick $TMP/ro/b.db -n 3 > $TMP/seen/pick 2>&1; echo \$? >> $TMP/seen/rc" 2> /dev/null
    chmod 755 $TMP/ro
    check "a bank in a folder nobody may write: stats and pick read it (exit 0), as root reads it" holds \
        '[ "$(cat $TMP/seen/rc 2> /dev/null)" = "0
0" ] && [ "$(cat $TMP/seen/stats)" = "$($B stats $TMP/ro/b.db)" ] && [ "$(cat $TMP/seen/pick)" = "$($B pick $TMP/ro/b.db -n 3)" ]'
else
    echo "SKIP: the read-only folder check needs root and the user nobody"
fi

# Only add and build make a bank: the other commands name a missing one as every tool names a missing file.
for cmd in stats pick export regrade; do
    $B $cmd $TMP/none.db > /dev/null 2> $TMP/none.err; rc=$?
    check "$cmd of a missing bank: exit 2, No such file or directory, no file made" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/none.err)" = "bank: $TMP/none.db: No such file or directory" ] && [ ! -e $TMP/none.db ]'
done
timeout 10 $B serve $TMP/none.db --port 0 2> $TMP/none.err; rc=$?
check "serve of a missing bank: exit 2 at once, said, no file made" holds \
    '[ $rc = 2 ] && grep -q "none.db: No such file or directory" $TMP/none.err && [ ! -e $TMP/none.db ]'

# build ends on every request: a level the shape cannot have is refused before any work, as bin/gen refuses
# it; a run of generated puzzles that add nothing (failed or duplicates) stops the build.
# beyond is the grade of puzzles that need guessing: no generator aims at it (bin/gen --difficulty has none);
# waiting for random puzzles to need guessing never ended.
timeout 30 $B build $TMP/beyond.db --size 9 -n 1 --level beyond 2> $TMP/beyond.err; rc=$?
check "build --level beyond: refused at once (exit 2, the levels to ask for)" holds \
    '[ $rc -eq 2 ] && grep -q "not a level to generate: ask for easy, medium, hard or evil" $TMP/beyond.err'
timeout 60 $B build $TMP/h.db --size 4 -n 2 --level hard 2> $TMP/hard.err; rc=$?
check "build --size 4 --level hard: exit 2, bin/gen's one line, no bank made" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/hard.err)" = "$($R/gen --size 4 --difficulty hard 2>&1 | sed "s/^gen:/bank:/")" ] && [ ! -e $TMP/h.db ]'
timeout 60 $B build $TMP/fb.db --kind futoshiki --size 4 -n 2 --level beyond 2> $TMP/fb.err; rc=$?
check "build: a level the kind does not generate: exit 2, one line, no bank made" holds \
    '[ $rc = 2 ] && [ "$(wc -l < $TMP/fb.err)" = 1 ] && [ ! -e $TMP/fb.db ]'
# A request the kind refuses only when it comes to generate (2x2 Futoshiki above easy): bin/gen's reason, no bank
# file made; a bank that was there keeps its puzzles.
timeout 60 $B build $TMP/f22.db --kind futoshiki --size 2 --level medium -n 2 2> $TMP/f22.err; rc=$?
check "build: 2x2 Futoshiki medium: exit 2, bin/gen's reason, no bank file left" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/f22.err)" = "$($R/gen --variant futoshiki --size 2 --level medium 2>&1 | sed "s/^gen:/bank:/")" ] &&
     [ -z "$(ls $TMP | grep "^f22\.db")" ]'
$B build $TMP/f22.db --kind futoshiki --size 2 -n 1 --no-progress 2> /dev/null
timeout 60 $B build $TMP/f22.db --kind futoshiki --size 2 --level medium -n 2 2> /dev/null; rc=$?
check "build: the same refused on a bank made before: exit 2, its puzzle kept" holds \
    '[ $rc = 2 ] && [ "$($B export $TMP/f22.db)" = "$($R/gen --variant futoshiki --size 2 -n 1)" ]'
timeout 60 $B build $TMP/d4.db --size 4 -n 100 --no-progress 2> $TMP/d4.err; rc=$?
check "build: fewer than 100 different 4x4 puzzles: gives up on the duplicates, exit 1, said" holds \
    '[ $rc = 1 ] && grep -q "no new puzzle in the last" $TMP/d4.err && [ "$(count $TMP/d4.db "SELECT count(*) FROM puzzles")" -lt 100 ]'
timeout 60 $B build $TMP/f2.db --kind fillomino --size 2 --level hard -n 2 --no-progress 2> $TMP/f2.err; rc=$?
check "build: every puzzle failing (2x2 Fillomino, hard): gives up, exit 1, the reason said once, the failures counted" holds \
    '[ $rc = 1 ] && grep -q "no new puzzle in the last" $TMP/f2.err && [ "$(grep -c "^bank: puzzle" $TMP/f2.err)" = 1 ] &&
     grep -q "; $(sed -n "s/.*in the last \([0-9]*\) generated$/\1/p" $TMP/f2.err) generated could not be made$" $TMP/f2.err'

# --per-level on 4x4 fills the one level the shape has, as bin/gen --per-level lowers its target, and says so
# in bin/gen's words; bin/classify grades each stored puzzle at that level.
timeout 60 $B build $TMP/pl.db --size 4 --per-level 3 --seed 2 --no-progress 2> $TMP/pl.err; rc=$?
why=$($R/gen --size 4 --per-level 3 2>&1 > /dev/null | sed -n 's/^gen: --per-level: \(only .* at 4x4 ([^)]*)\).*/\1/p')
check "build --size 4 --per-level 3: exit 0, only easy said as bin/gen says it, 3 easy puzzles bin/classify grades easy" holds \
    '[ $rc = 0 ] && [ -n "$why" ] && grep -qF "bank: --per-level: $why" $TMP/pl.err &&
     [ "$(count $TMP/pl.db "SELECT count(*) FROM puzzles WHERE level = 0")" = 3 ] &&
     [ "$(count $TMP/pl.db "SELECT count(*) FROM puzzles")" = 3 ] &&
     [ "$($B export $TMP/pl.db | $R/classify grade | cut -d" " -f2 | sort -u)" = Easy ]'
# kill -9 in the middle of a build: the bank stays whole, and the rerun ends with exactly the puzzles of
# an uninterrupted run.
$B build $TMP/k.db -n 1500 --seed 5 --no-progress 2> /dev/null & pid=$!
sleep 1.5; kill -9 $pid 2> /dev/null; wait $pid 2> /dev/null
before=$(count $TMP/k.db "SELECT count(*) FROM puzzles")
check "kill -9: the bank passes sqlite3's integrity check ($before rows kept)" \
    holds '[ "$(count $TMP/k.db "PRAGMA integrity_check")" = ok ]'
$B build $TMP/k.db -n 1500 --seed 5 --no-progress 2> $TMP/resume.err
check "kill -9, then the same build: exactly bin/gen's 1500 puzzles, none twice" holds \
    '[ "$($B export $TMP/k.db | sort)" = "$($R/gen -n 1500 --seed 5 | sort)" ] && [ "$(count $TMP/k.db "SELECT count(DISTINCT idx) FROM puzzles")" = 1500 ]'
# --per-level K: a first batch asks for what bin/gen --per-level K makes (K of each level, in order), so the
# bank holds exactly those puzzles, from as many indices. Killed at half the time a whole build takes and run
# again, a --per-level build ends with the same puzzles at the same indices as the uninterrupted one.
$B build $TMP/plk.db --per-level 10 --seed 4 --no-progress 2> /dev/null
check "build --per-level 10: exactly bin/gen --per-level 10's 40 puzzles, from indices 0 to 39" holds \
    '[ "$($B export $TMP/plk.db | sort)" = "$($R/gen --per-level 10 --seed 4 | sort)" ] &&
     [ "$(count $TMP/plk.db "SELECT count(*), max(idx) FROM puzzles")" = "40|39" ]'
# The kill comes at a half, then a third, then two thirds of that time, until one left a part of the bank.
now() { date +%s.%N; }
t0=$(now); $B build $TMP/whole.db --per-level 60 --seed 6 --no-progress 2> /dev/null; t1=$(now)
for part in 2 3 1.5; do
    rm -f $TMP/cut.db*
    $B build $TMP/cut.db --per-level 60 --seed 6 --no-progress 2> /dev/null & pid=$!
    sleep "$(echo "$t0 $t1 $part" | awk '{ print ($2 - $1) / $3 }')"; kill -9 $pid 2> /dev/null; wait $pid 2> /dev/null
    cut=$(count $TMP/cut.db "SELECT count(*) FROM puzzles" 2> /dev/null || echo 0)
    [ "${cut:-0}" -gt 0 ] && [ "$cut" -lt 240 ] && break
done
$B build $TMP/cut.db --per-level 60 --seed 6 --no-progress 2> /dev/null
rows() { count "$1" "SELECT idx, level, puzzle FROM puzzles ORDER BY idx"; }
check "build --per-level 60 killed after $cut of 240 puzzles, then run again: the uninterrupted build's puzzles and indices" \
    holds '[ "${cut:-0}" -gt 0 ] && [ "$cut" -lt 240 ] && [ "$(rows $TMP/cut.db)" = "$(rows $TMP/whole.db)" ] &&
           [ "$(count $TMP/whole.db "SELECT count(*) FROM puzzles")" = 240 ]'
# --box with a kind that has no boxes is refused in bin/gen's words (it was dropped: build made 10x10 Fillominoes,
# pick answered with a Futoshiki of the default size).
$R/gen --variant fillomino --box 3x3 2> $TMP/gbox.err > /dev/null
$B build $TMP/nobox.db --kind fillomino --box 3x3 -n 2 --no-progress 2> $TMP/box.err; rc=$?
$B pick $TMP/mixed.db --box 2x3 --kind futoshiki > $TMP/box.out 2> $TMP/box2.err; rc2=$?
check "--box with --kind fillomino or futoshiki: exit 2, bin/gen's words, no bank made, nothing picked" holds \
    '[ $rc = 2 ] && [ $rc2 = 2 ] && [ ! -e $TMP/nobox.db ] && [ ! -s $TMP/box.out ] &&
     [ "$(head -n 1 $TMP/box.err)" = "$(sed "s/^gen:/bank:/; s/--variant/--kind/" $TMP/gbox.err)" ] &&
     grep -q "not --kind futoshiki" $TMP/box2.err'
# With --level, -n counts the puzzles of that level the build asked for: each request of a seed (no level, each
# --level, --per-level) is counted and resumed on its own, so a second level starts at the seed's puzzle 0 too.
$B build $TMP/lv.db -n 3 --level hard --seed 7 --no-progress 2> /dev/null
$B build $TMP/lv.db -n 3 --level evil --seed 7 --no-progress 2> $TMP/lv.err; rc=$?
check "build -n 3 --level evil after -n 3 --level hard, one seed: 3 of each, bin/gen's --level evil -n 3" holds \
    '[ $rc = 0 ] && grep -q "3 added, 3 of 3 evil sudoku 9x9 (box 3x3)" $TMP/lv.err &&
     [ "$($B export $TMP/lv.db --level evil | sort)" = "$($R/gen --seed 7 --level evil -n 3 | sort)" ] &&
     [ "$($B export $TMP/lv.db --level hard | sort)" = "$($R/gen --seed 7 --level hard -n 3 | sort)" ]'
# A plain build after a --per-level one of the same seed: bin/gen --seed 1 -n 30's puzzles, none of the levelled
# ones counted for it (they were 80 of 30, and it went on from their index); the bank is the two runs' puzzles
# together (the plain ones a levelled build made at the same index, the same puzzle, held once); again: nothing.
$B build $TMP/mix.db --per-level 20 --seed 1 --no-progress 2> /dev/null
$B build $TMP/mix.db -n 30 --seed 1 --no-progress 2> $TMP/mix.err; rc=$?
$B build $TMP/mix.db -n 30 --seed 1 --no-progress 2> $TMP/mix2.err; rc2=$?
$R/gen --seed 1 -n 30 | sort > $TMP/mix_gen.txt
check "build -n 30 after --per-level 20, one seed: bin/gen --seed 1 -n 30's puzzles all held, 30 of 30; a rerun adds 0" holds \
    '[ $rc = 0 ] && [ $rc2 = 0 ] && [ -z "$($B export $TMP/mix.db | sort | comm -13 - $TMP/mix_gen.txt)" ] &&
     [ "$($B export $TMP/mix.db | sort)" = "$({ $R/gen --seed 1 --per-level 20; cat $TMP/mix_gen.txt; } | sort -u)" ] &&
     grep -q " 30 of 30 sudoku 9x9 (box 3x3) puzzles of this seed" $TMP/mix.err && grep -q ": 0 added, 30 of 30 " $TMP/mix2.err &&
     [ "$(count $TMP/mix.db "SELECT puzzle FROM puzzles WHERE asked & 1" | sort)" = "$(cat $TMP/mix_gen.txt)" ]'
# The other way: a --level build after a plain one counts none of the plain puzzles that grade at its level, and
# bin/gen --level's puzzles of the seed lines added by bank add are counted by their level, not as plain ones.
$B build $TMP/mix2.db -n 20 --seed 7 --no-progress 2> /dev/null
$B build $TMP/mix2.db -n 5 --level hard --seed 7 --no-progress 2> $TMP/mix3.err; rc=$?
$R/gen --seed 2 --per-level 4 --format json | $B add $TMP/mix2.db 2> /dev/null
$B build $TMP/mix2.db -n 12 --seed 2 --no-progress 2> /dev/null; rc2=$?
$B build $TMP/mix2.db -n 2 --level evil --seed 2 --no-progress 2> $TMP/mix4.err; rc3=$?
$R/gen --seed 7 --level hard -n 5 | sort > $TMP/mix_hard.txt
$R/gen --seed 2 -n 12 | sort > $TMP/mix_plain.txt
check "build --level hard -n 5 after -n 20: bin/gen --level hard -n 5's; -n 12 after adding gen --per-level 4: gen -n 12's" holds \
    '[ $rc = 0 ] && [ $rc2 = 0 ] && [ $rc3 = 0 ] && grep -q ", 5 of 5 hard sudoku" $TMP/mix3.err &&
     [ -z "$($B export $TMP/mix2.db | sort | comm -13 - $TMP/mix_hard.txt)" ] &&
     [ -z "$($B export $TMP/mix2.db | sort | comm -13 - $TMP/mix_plain.txt)" ] &&
     [ "$(count $TMP/mix2.db "SELECT count(*) FROM puzzles WHERE seed = 2 AND asked & 1")" = 12 ] &&
     grep -q ": 0 added, 4 of 2 evil sudoku" $TMP/mix4.err'
# A bank made before the requests were kept (its tables without the column asked, made here with sqlite3) is
# brought up to date when opened to write: its rows and marks count for every request of their seed, as they did.
$B build $TMP/src.db -n 10 --seed 3 --no-progress 2> /dev/null
count $TMP/oldfmt.db "CREATE TABLE puzzles (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, shape TEXT NOT NULL,
  puzzle TEXT NOT NULL, solution TEXT, clues INTEGER NOT NULL, empties INTEGER NOT NULL, solutions INTEGER NOT NULL,
  level INTEGER NOT NULL, rating REAL NOT NULL, technique TEXT NOT NULL, seed INTEGER NOT NULL, idx INTEGER NOT NULL,
  canon TEXT NOT NULL, rnd INTEGER NOT NULL, added TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  UNIQUE (kind, shape, canon));
  CREATE TABLE builds (kind TEXT NOT NULL, shape TEXT NOT NULL, seed INTEGER NOT NULL, next_idx INTEGER NOT NULL,
  PRIMARY KEY (kind, shape, seed)); ATTACH '$TMP/src.db' AS src;
  INSERT INTO puzzles SELECT id, kind, shape, puzzle, solution, clues, empties, solutions, level, rating, technique,
  seed, idx, canon, rnd, added FROM src.puzzles; INSERT INTO builds VALUES ('sudoku', '3x3', 3, 10);
  PRAGMA user_version = 1;"
old_stats=$($B stats $TMP/oldfmt.db)
$B export $TMP/oldfmt.db --format json > $TMP/oldfmt.json; rc=$?
check "export --format json of a bank without the column asked, only read: its 10 rows, asked null" holds \
    '[ $rc = 0 ] && [ "$(grep -c "\"seed\":3,\"index\":[0-9]*,\"asked\":null,\"box\":\"3x3\"}\$" $TMP/oldfmt.json)" = 10 ] &&
     [ "$(count $TMP/oldfmt.db "SELECT count(*) FROM pragma_table_info(\"puzzles\") WHERE name = \"asked\"")" = 0 ]'
$B build $TMP/oldfmt.db -n 10 --seed 3 --no-progress 2> $TMP/oldfmt.err; rc=$?
$B build $TMP/oldfmt.db -n 15 --seed 3 --no-progress 2> $TMP/oldfmt2.err; rc2=$?
check "a bank without the column asked: read as it is; built into, its rows counted (0 added), then bin/gen -n 15's puzzles" holds \
    '[ $rc = 0 ] && [ $rc2 = 0 ] && [ "$old_stats" = "$($B stats $TMP/src.db)" ] && grep -q ": 0 added, 10 of 10 " $TMP/oldfmt.err &&
     grep -q ": 5 added, 15 of 15 " $TMP/oldfmt2.err && [ "$($B export $TMP/oldfmt.db | sort)" = "$($R/gen --seed 3 -n 15 | sort)" ] &&
     [ "$(count $TMP/oldfmt.db "SELECT count(*) FROM puzzles WHERE asked IS NULL")" = 10 ] &&
     [ "$(count $TMP/oldfmt.db "SELECT group_concat(ifnull(asked, \"-\") || \":\" || next_idx, \" \") FROM builds")" = "-:10 1:15" ] &&
     [ "$(count $TMP/oldfmt.db "PRAGMA integrity_check")" = ok ]'
# export --format json carries each row's asked, so add reads the requests back (a row of an older bank: null,
# unknown): the moved bank holds the same bits, and a build of the seed counts its rows per request as before.
$B export $TMP/mix2.db --format json > $TMP/mix2.json
$B add $TMP/mix2_moved.db --no-grade $TMP/mix2.json 2> /dev/null
$B add $TMP/old_moved.db --no-grade $TMP/oldfmt.json 2> /dev/null
$B build $TMP/mix2_moved.db -n 5 --level hard --seed 7 --no-progress 2> $TMP/moved_hard.err; rc=$?
check "export --format json, added back: every row's asked as it was (null as null); a build of the seed adds 0" holds \
    '[ "$(count $TMP/mix2.db "SELECT seed, idx, ifnull(asked, \"-\") FROM puzzles ORDER BY id")" = \
       "$(count $TMP/mix2_moved.db "SELECT seed, idx, ifnull(asked, \"-\") FROM puzzles ORDER BY id")" ] &&
     [ "$(count $TMP/mix2.db "SELECT count(DISTINCT asked) FROM puzzles")" -ge 3 ] &&
     [ "$(count $TMP/old_moved.db "SELECT count(*) FROM puzzles WHERE asked IS NULL")" = 10 ] &&
     [ $rc = 0 ] && grep -q ": 0 added, 5 of 5 hard sudoku" $TMP/moved_hard.err'
# Seeds beyond 32 bits: the bank builds what bin/gen makes for them, and keeps the seed.
$B build $TMP/big.db -n 3 --seed 4294967297 --no-progress 2> /dev/null
check "build --seed 2^32+1: bin/gen's puzzles of that seed, the seed kept" holds \
    '[ "$($B export $TMP/big.db | sort)" = "$($R/gen -n 3 --seed 4294967297 | sort)" ] &&
     [ "$(count $TMP/big.db "SELECT DISTINCT seed FROM puzzles")" = 4294967297 ]'
$B build $TMP/big.db --size 4 -n 5 --seed 9223372036854775808 2> $TMP/bigseed.err; rc=$?
check "build --seed 2^63: refused, exit 2, the range named" holds '[ $rc = 2 ] && grep -q "2^63-1" $TMP/bigseed.err'
# pick and serve take the seeds build takes (up to 2^63-1, where they stopped at 2^31-1), and refuse the
# next one in the same words.
top=9223372036854775807
check "pick --random --seed 2^63-1: every puzzle of the bank once, in the same order each time" holds \
    '[ "$($B pick $DB --random --seed $top -n 1000 | sort)" = "$($B export $DB | sort)" ] &&
     [ "$($B pick $DB --random --seed $top -n 5)" = "$($B pick $DB --random --seed $top -n 5)" ]'
$B build $TMP/big.db --size 4 -n 5 --seed 9223372036854775808 2> $TMP/build63.err
$B pick $DB --random --seed 9223372036854775808 2> $TMP/pick63.err; rc=$?
check "pick --seed 2^63: refused, exit 2, in build's words" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/pick63.err)" = "$(cat $TMP/build63.err)" ]'
timeout 20 $B serve $DB --port 0 --seed 9223372036854775808 2> $TMP/serve63.err; rc=$?
check "serve --seed 2^63: refused, exit 2, the range named" holds '[ $rc = 2 ] && grep -q "2^63-1" $TMP/serve63.err'
timeout 2 $B serve $DB --port 0 --seed $top 2> $TMP/serve63.err; rc=$?
check "serve --seed 2^63-1: serves (until stopped)" holds '[ $rc = 124 ] && grep -q "serving" $TMP/serve63.err'
# A bank that cannot grow (a file size limit): exit 1 (a failed write, not bad input), the error named,
# and what add and build report as added is what the bank holds.
$R/gen -n 300 --seed 3 > $TMP/p300.txt
sh -c "trap '' XFSZ; ulimit -f 100; exec $B add $TMP/lim.db $TMP/p300.txt" 2> $TMP/lim.err; rc=$?
check "add into a bank that cannot grow: exit 1, the error named, the count it gives is the bank's" holds \
    '[ $rc = 1 ] && grep -q "lim.db: .*not added" $TMP/lim.err &&
     [ "$(sed -n "s/^added \([0-9]*\),.*/\1/p" $TMP/lim.err)" = "$(count $TMP/lim.db "SELECT count(*) FROM puzzles")" ]'
sh -c "trap '' XFSZ; ulimit -f 100; exec $B build $TMP/lim2.db -n 300 --no-progress" 2> $TMP/lim2.err; rc=$?
check "build into a bank that cannot grow: exit 1, the count it gives is the bank's" holds \
    '[ $rc = 1 ] && [ "$(sed -n "s/.*: \([0-9]*\) added,.*/\1/p" $TMP/lim2.err)" = "$(count $TMP/lim2.db "SELECT count(*) FROM puzzles")" ]'
# A new bank with no room for its first page (a limit of one block, which the messages fit in): exit 1, SQLite's
# error named, and no file left that is not a bank (it was, with exit 2); add counts the rows it could not write.
sh -c "trap '' XFSZ; ulimit -f 1; exec $B build $TMP/nr.db --size 4 -n 5 --no-progress" 2> $TMP/nr.err; rc=$?
check "build of a new bank with no room: exit 1, SQLite's error, no file left" holds \
    '[ $rc = 1 ] && grep -q "^bank: $TMP/nr.db: disk I/O error$" $TMP/nr.err && [ -z "$(ls $TMP | grep "^nr\.db")" ]'
head -n 3 $TMP/p300.txt > $TMP/p3.txt
sh -c "trap '' XFSZ; ulimit -f 1; exec $B add $TMP/nr2.db $TMP/p3.txt" 2> $TMP/nr2.err; rc=$?
check "add to a new bank with no room: exit 1, the 3 puzzles counted as not written, no file left" holds \
    '[ $rc = 1 ] && grep -qx "added 0, duplicates 0, rejected 0, not written 3" $TMP/nr2.err && [ -z "$(ls $TMP | grep "^nr2\.db")" ]'
# A bank whose writes are all in its file is read where no -shm can be made (a full disk): as without the limit.
$B build $TMP/rd.db --size 4 -n 6 --seed 2 --no-progress 2> /dev/null
$B pick $TMP/rd.db -n 4 > $TMP/rd_free.txt; $B stats $TMP/rd.db > $TMP/rd_free_stats.txt
sh -c "trap '' XFSZ; ulimit -f 1; exec $B pick $TMP/rd.db -n 4" > $TMP/rd_full.txt 2> $TMP/rd_full.err; rc=$?
sh -c "trap '' XFSZ; ulimit -f 1; exec $B stats $TMP/rd.db" > $TMP/rd_full_stats.txt 2>> $TMP/rd_full.err; rc2=$?
check "pick and stats with no room for a -shm: exit 0, the answers they give with room" holds \
    '[ $rc = 0 ] && [ $rc2 = 0 ] && [ -s $TMP/rd_free.txt ] && cmp -s $TMP/rd_free.txt $TMP/rd_full.txt &&
     cmp -s $TMP/rd_free_stats.txt $TMP/rd_full_stats.txt && [ ! -s $TMP/rd_full.err ]'
: > $TMP/empty_file.db
$B stats $TMP/empty_file.db > /dev/null 2> $TMP/ef.err; rc=$?
head -c 20000 $DB > $TMP/cut.db
$B pick $TMP/cut.db > /dev/null 2> $TMP/cut.err; rc=$?
check "pick from a cut bank: exit 2, in sqlite3's words (not 'not a bank')" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/cut.err)" = "bank: $TMP/cut.db: $(sqlite3 $TMP/cut.db "SELECT 1 FROM sqlite_master" 2>&1 | sed -n "s/^Error: in prepare, \(.*\) ([0-9]*)$/\1/p")" ]'
check "stats on an empty file: 'not a bank', exit 2, the file left empty" holds \
    '[ $rc = 2 ] && grep -q "empty_file.db: not a bank" $TMP/ef.err && [ ! -s $TMP/empty_file.db ]'
# The JSON ratings are written as bin/classify grade writes them (4.4, not 4.4000000000000004).
$B export $DB --format json | sed -n 's/.*"rating":\([^,]*\),.*/\1/p' > $TMP/json_ratings
$B export $DB | $R/classify grade | cut -d' ' -f1 > $TMP/grade_ratings
check "export --format json: each rating as bin/classify grade writes it" holds \
    '[ -s $TMP/json_ratings ] && cmp -s $TMP/json_ratings $TMP/grade_ratings'
# --help's FILTERS name every kind bin/gen --variant knows (its list from the kind tables).
kinds=$($BIN/gen --variant none 2>&1 | sed -n "s/.*(\(.*\))$/\1/p" | tr -d ',')
$B --help > $TMP/help.txt
for k in $kinds; do check "--help: the filter --kind names $k" grep -q "kind K (.*$k.*default: any)" $TMP/help.txt; done
check "the kinds are read from bin/gen" holds '[ $(echo $kinds | wc -w) -ge 5 ]'
# A bank made with the narrower pick indexes of before is read as it is, and widened when next written.
$B export $DB | $B add $TMP/wide.db 2> /dev/null
$B export $DB | $B add $TMP/narrow.db 2> /dev/null
sqlite3 $TMP/narrow.db "DROP INDEX pick_level; DROP INDEX pick_shape; DROP INDEX pick_all;
  CREATE INDEX pick_by_level ON puzzles (kind, shape, level, rnd); CREATE INDEX pick_by_shape ON puzzles (kind, shape, rnd);
  CREATE INDEX pick_any ON puzzles (rnd);"
pick_indexes() { sqlite3 $1 "SELECT group_concat(name, ' ') FROM (SELECT name FROM sqlite_master WHERE name LIKE 'pick%' ORDER BY name)"; }
check "a bank with the narrower indexes: the same random picks" holds \
    '[ "$(pick_indexes $TMP/narrow.db)" = "pick_any pick_by_level pick_by_shape" ] &&
     (for s in 1 2 3 4 5; do [ "$($B pick $TMP/narrow.db --seed $s --level 1 -n 2)" = "$($B pick $TMP/wide.db --seed $s --level 1 -n 2)" ] || exit 1; done)'
$B add $TMP/narrow.db < /dev/null 2> /dev/null
check "a bank with the narrower indexes: widened by the next add" holds \
    '[ "$(pick_indexes $TMP/narrow.db)" = "pick_all pick_level pick_shape" ]'
# Several writers at once: each waits for the others' short transactions. bank add makes its rows before it
# opens a transaction, so a bank add waiting for input locks no one out (sqlite3 does not wait at all).
$R/gen -n 10 --seed 9 > $TMP/ten.txt
{ head -n 5 $TMP/ten.txt; sleep 2; tail -n 5 $TMP/ten.txt; } | $B add $TMP/w.db 2> $TMP/w.err & pid=$!
tries=0; while [ ! -e $TMP/w.db ] && [ $tries -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done; sleep 0.5
sqlite3 $TMP/w.db "BEGIN IMMEDIATE; COMMIT;" 2> $TMP/w2.err; rc=$?
wait $pid
check "a bank add waiting for input holds no lock: another writer goes in at once; then all 10 added" holds \
    '[ $rc = 0 ] && [ ! -s $TMP/w2.err ] && grep -qx "added 10, duplicates 0, rejected 0" $TMP/w.err'
# Two builds of the same seed at once end with the bank one build makes; builds of other seeds filling the same
# levels at once stop at K each.
$B build $TMP/pair.db -n 800 --seed 2 --no-progress 2> $TMP/pair1.err & pid=$!
$B build $TMP/pair.db -n 800 --seed 2 --no-progress 2> $TMP/pair2.err; rc2=$?
wait $pid; rc1=$?
check "two builds of one seed at once: both exit 0, the bank holds bin/gen's 800 puzzles, none twice" holds \
    '[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ "$($B export $TMP/pair.db | sort)" = "$($R/gen -n 800 --seed 2 | sort)" ] &&
     [ "$(count $TMP/pair.db "PRAGMA integrity_check")" = ok ]'
$B build $TMP/pair.db --size 6 --per-level 40 --seed 3 --no-progress 2> $TMP/pair1.err & pid=$!
$B build $TMP/pair.db --size 6 --per-level 40 --seed 4 --no-progress 2> $TMP/pair2.err; rc2=$?
wait $pid; rc1=$?
check "two --per-level 40 builds of other seeds at once: both exit 0, 40 of each level, no more" holds \
    '[ $rc1 = 0 ] && [ $rc2 = 0 ] &&
     [ "$(count $TMP/pair.db "SELECT group_concat(n) FROM (SELECT count(*) AS n FROM puzzles WHERE shape = \"2x3\" GROUP BY level)")" = "40,40,40,40" ]'
finish
