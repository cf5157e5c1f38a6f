# kinds_cli.sh: the tools' --variant path through the puzzle-kind tables against their native paths:
# byte-identical generation (every Sudoku shape 4x4..16x16, some 25x25, Fillomino), solve/count on the data sets.
. tests/shcheck.sh
# The bulk comparisons run on the release tools when given (the same code as the sanitizer build, which
# runs a share of every comparison below).
R=${RELBIN:-$BIN}

# same_gen "what" TOOLS GEN-ARGS...: native bin/gen and the Sudoku table through the driver print the same bytes
same_gen() {
    d=$1 t=$2; shift 2
    $t/gen --no-progress "$@" > $TMP/native.txt 2> $TMP/native.err
    $t/gen --variant sudoku --via-table --no-progress "$@" > $TMP/table.txt 2> $TMP/table.err
    check "$d: table = native ($(wc -l < $TMP/native.txt) lines)" \
        holds '[ -s $TMP/native.txt ] && cmp -s $TMP/native.txt $TMP/table.txt'
}

# 9x9: 3,000 puzzles over three seeds (the driver on two threads, native on one), and a share on the ASan build.
for seed in 1 7 20261124; do
    same_gen "9x9 seed $seed, -n 1000" $R --seed $seed -n 1000 -j 2
done
same_gen "9x9 sanitizer build" $BIN --seed 3 -n 100
# Every box shape from 4x4 to 16x16 (Latin squares 1xN where N is prime), two seeds each.
for shape in "4 --box 2x2" "4 --box 1x4" "5 --box 1x5" "6" "6 --box 3x2" "7 --box 1x7" "8" "8 --box 4x2" "9 --box 1x9" \
             "10" "10 --box 5x2" "11 --box 1x11" "12" "12 --box 4x3" "12 --box 2x6" "12 --box 6x2" "13 --box 1x13" \
             "14" "14 --box 7x2" "15" "15 --box 5x3"; do
    for seed in 2 99; do
        same_gen "size $shape seed $seed" $R --size $shape --seed $seed -n $(case $shape in 1[45]*) echo 12;; *) echo 40;; esac)
    done
done
for shape in "16" "16 --box 2x8" "16 --box 8x2"; do
    same_gen "size $shape" $R --size $shape --seed 5 -n 5
done
same_gen "16x16 sanitizer build" $BIN --size 16 --seed 6 -n 2
same_gen "25x25 --empty 300" $R --size 25 --seed 4 -n 6 --empty 300
# The generation options the driver carries into the table.
for opt in "--symmetry rot180" "--symmetry rot90" "--symmetry mirror" "--symmetry diagonal" "--empty 50" \
           "--max-solutions 2" "--max-solutions 3 --empty 58" "--difficulty hard" "--difficulty evil" "--difficulty easy" \
           "--level medium"; do
    same_gen "9x9 $opt" $R --seed 11 -n 30 $opt
done
same_gen "6x6 --difficulty medium --symmetry rot180" $R --size 6 --seed 3 -n 20 --difficulty medium --symmetry rot180
same_gen "--format grid --with-solution" $R --seed 12 -n 20 --format grid --with-solution
same_gen "--format tatham --with-solution, 12x12" $R --size 12 --seed 12 -n 20 --format tatham --with-solution
same_gen "--with-solution, 16x16" $R --size 16 --seed 13 -n 3 --with-solution
same_gen "--range 17:40 = -n's puzzles 17..39" $R --seed 14 --range 17:40

# Fillomino through the table: the boards of bin/fillomino gen for the same seed and options.
same_fm() {
    d=$1 t=$2; shift 2
    $t/fillomino gen --format line "$@" > $TMP/native.txt 2> $TMP/native.err
    $t/gen --variant fillomino --no-progress "$@" > $TMP/table.txt 2> $TMP/table.err
    check "fillomino $d: table = bin/fillomino gen ($(wc -l < $TMP/native.txt) lines)" \
        holds '[ -s $TMP/native.txt ] && cmp -s $TMP/native.txt $TMP/table.txt'
}
for shape in "--size 1" "--width 1 --height 6" "--size 4" "--size 7" "--width 9 --height 5" "--size 10" "--width 12 --height 9"; do
    same_fm "$shape" $R $shape --seed 3 -n 40
done
for opt in "--symmetry rot180" "--symmetry rot90" "--symmetry mirror" "--symmetry diagonal" "--empty 30" "--max-solutions 2" \
           "--with-solution" "-j 2"; do
    same_fm "8x8 $opt" $R --size 8 --seed 8 -n 40 $opt
done
# Tatham ids keep regions within max(W, H, 3), what sgt-filling loads (tests/fillomino_cli.sh loads bin/fillomino's).
for shape in "--size 8" "--size 5" "--width 9 --height 7"; do
    same_fm "$shape --format tatham --with-solution" $R $shape --seed 8 -n 40 --format tatham --with-solution
done
same_fm "sanitizer build 6x6" $BIN --size 6 --seed 4 -n 20
same_fm "--range 5:45 on two threads" $R --size 8 --seed 8 --range 5:45 -j 2

# Solve and count through the tables agree with bin/dlx and bin/fillomino solve on the public data.
for f in sudoku9_magictour_top95.txt sudoku9_project_euler96.txt sudoku16_janko.txt sudoku25.txt; do
    check "solve $f: table = bin/dlx" sh -c "$BIN/dlx $DATA/$f > $TMP/a.txt && $BIN/dlx --via-table $DATA/$f > $TMP/b.txt && [ -s $TMP/a.txt ] && cmp -s $TMP/a.txt $TMP/b.txt"
done
cp $DATA/sudoku25_nonunique.txt $TMP/nonunique.txt # the second: 35 s a count but for the restarts beside the search
check "count=5 sudoku25_nonunique: table = bin/dlx" sh -c "$R/dlx --count=5 $TMP/nonunique.txt > $TMP/a.txt && $R/dlx --via-table --count=5 $TMP/nonunique.txt > $TMP/b.txt && grep -qv '^1\$' $TMP/a.txt && cmp -s $TMP/a.txt $TMP/b.txt"
head -600 $DATA/sudoku9_sudokuexchange_se_rated.txt | cut -c1-81 | sed 's/^\(.\{20\}\)./\1./' > $TMP/holes.txt
check "count=3 on 600 puzzles with a clue taken out: table = bin/dlx, several counts seen" sh -c "$R/dlx --count=3 $TMP/holes.txt > $TMP/a.txt && $R/dlx --via-table --count=3 $TMP/holes.txt > $TMP/b.txt && cmp -s $TMP/a.txt $TMP/b.txt && [ \$(sort -u $TMP/a.txt | wc -l) -ge 2 ]"
# The janko Fillomino puzzles up to 10x10, in the one-line form.
awk 'BEGIN{RS=""} /^# ([4-9]|10)x([4-9]|10) / { sub(/\n## solution(.|\n)*/, ""); print; print "" }' $DATA/fillomino_janko.txt > $TMP/jb.txt
$R/fillomino transform --op id --format line $TMP/jb.txt > $TMP/jl.txt
check "janko Fillomino up to 10x10 in one-line form: $(wc -l < $TMP/jl.txt) puzzles" holds '[ $(wc -l < $TMP/jl.txt) -ge 100 ]'
check "fillomino solve: table = bin/fillomino solve (the janko solutions)" sh -c "$R/fillomino solve --format line $TMP/jl.txt > $TMP/a.txt && $R/dlx --variant fillomino $TMP/jl.txt > $TMP/b.txt && cmp -s $TMP/a.txt $TMP/b.txt"
check "fillomino --count=3: table = bin/fillomino solve --count=3" sh -c "$R/fillomino solve --count=3 $TMP/jl.txt > $TMP/a.txt && $R/dlx --variant fillomino --count=3 $TMP/jl.txt > $TMP/b.txt && cmp -s $TMP/a.txt $TMP/b.txt"
head -30 $TMP/jl.txt > $TMP/jl30.txt
check "fillomino solve, sanitizer build, 30 puzzles" sh -c "$BIN/fillomino solve --format line $TMP/jl30.txt > $TMP/a.txt && $BIN/dlx --variant fillomino $TMP/jl30.txt > $TMP/b.txt && cmp -s $TMP/a.txt $TMP/b.txt"
$R/gen --variant fillomino --size 6 --seed 2 -n 30 --max-solutions 3 --empty 24 > $TMP/fm3.txt
check "fillomino counts of puzzles with up to 3 solutions: table = bin/fillomino" sh -c "$R/fillomino solve --count=5 $TMP/fm3.txt > $TMP/a.txt && $R/dlx --variant fillomino --count=5 $TMP/fm3.txt > $TMP/b.txt && cmp -s $TMP/a.txt $TMP/b.txt"

# Grade and hint through the Sudoku table: the native grader's rating, level and technique, the hint's step.
head -100 $DATA/sudoku9_sudokuexchange_se_rated.txt > $TMP/se.txt
$BIN/classify grade $TMP/se.txt | tr 'A-Z' 'a-z' > $TMP/a.txt
$BIN/classify grade --via-table $TMP/se.txt > $TMP/b.txt
check "classify grade: table = native (100 puzzles)" holds '[ -s $TMP/a.txt ] && cmp -s $TMP/a.txt $TMP/b.txt'
head -20 $DATA/sudoku16_janko.txt > $TMP/j16.txt
$BIN/classify grade $TMP/j16.txt | tr 'A-Z' 'a-z' > $TMP/a.txt
$BIN/classify grade --via-table $TMP/j16.txt > $TMP/b.txt
check "classify grade 16x16: table = native (20 puzzles)" holds '[ -s $TMP/a.txt ] && cmp -s $TMP/a.txt $TMP/b.txt'
$BIN/classify hint $DATA/sudoku9_magictour_top95.txt | sed 's/ ([^)]*)//g' > $TMP/a.txt
$BIN/classify hint --via-table $DATA/sudoku9_magictour_top95.txt > $TMP/b.txt
# The table's removals before the placement are named by technique only, or counted, when they are too long:
# then only the placement (after the last "then ") is the same.
paste -d"|" $TMP/a.txt $TMP/b.txt | awk -F"|" 'function at(s, w, k) { k = split(s, w, "then "); return w[k] }
    $1 != $2 && ($2 ~ /<>/ || at($1) != at($2)) { print "differ: " $0 }' > $TMP/d.txt
check "classify hint: table's step = native's" holds '[ -s $TMP/a.txt ] && [ "$(wc -l < $TMP/a.txt)" -eq "$(wc -l < $TMP/b.txt)" ] && [ ! -s $TMP/d.txt ]'
check "classify grade --variant fillomino: several solutions named, exit 2" sh -c "echo 2x2:.... | $BIN/classify grade --variant fillomino > $TMP/o.txt 2> $TMP/e.txt; [ \$? -eq 2 ] && [ \"\$(cat $TMP/o.txt)\" = error ] && grep -q 'more than one solution' $TMP/e.txt"
# Another kind's puzzle given to bin/dlx or bin/classify without --variant is named, with the option that
# reads it (a Futoshiki line by its relations, an id by the kind that reads it, a JSON line by its "kind": a
# Jidoku's is named, though its line reads as a Futoshiki's); that option does read it (a Solo id that is bad
# stays a Solo id's error).
for k in fillomino futoshiki jidoku nonogram; do
    for form in line tatham json; do
        [ $k = jidoku ] && [ $form != json ] && continue
        $R/gen --variant $k --size 6 -n 1 --seed 2 --format $form > $TMP/other.txt 2> /dev/null || continue
        named=":1: a ($k puzzle|Futoshiki or Jidoku line).*: read it with --variant $k( or jidoku)?\$"
        [ $form = json ] && named=":1: a $k puzzle \(its JSON line.s \"kind\"\): read it with --variant $k\$"
        for tool in "dlx" "classify grade"; do
            $BIN/$tool $TMP/other.txt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
            check "$tool on a $k puzzle ($form form) without --variant: names the kind, exit 2" \
                holds '[ $rc -eq 2 ] && grep -qx error $TMP/o.txt && grep -Eq "$named" $TMP/e.txt'
        done
        check "dlx --variant $k reads that puzzle ($form form)" sh -c "$BIN/dlx --variant $k --count $TMP/other.txt > $TMP/o.txt && grep -qx 1 $TMP/o.txt"
    done
done
$R/gen -n 1 --seed 2 --format json | sed 's/^{/{"kind":"futoshiki",/' > $TMP/other.txt
$BIN/dlx --count $TMP/other.txt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "dlx on a Sudoku's JSON line that says \"kind\":\"futoshiki\": refused as the kind it says, not solved" \
    holds '[ $rc -eq 2 ] && grep -qx error $TMP/o.txt && grep -q ": a futoshiki puzzle (its JSON" $TMP/e.txt'
$R/gen -n 1 --seed 2 --format json | sed 's/^{/{"kind":"sudoku",/' | $BIN/dlx --count > $TMP/o.txt
check "dlx on a JSON line of kind sudoku (bank export's): counted" grep -qx 1 $TMP/o.txt
# A 64x64's puzzle is a Solo id, in the bank's export too ("kind":"sudoku"): read as one.
$R/gen --size 64 -n 1 --seed 1 --empty 100 --format tatham 2> /dev/null | sed 's/.*/{"kind":"sudoku","puzzle":"&"}/' > $TMP/s64.json
check "dlx on a JSON line of kind sudoku holding a 64x64's Solo id: counted" sh -c "$BIN/dlx --count $TMP/s64.json | grep -qx 1"
echo "3x3:zz" > $TMP/other.txt
check "dlx on a bad Solo id: a Solo id's message" sh -c "$BIN/dlx $TMP/other.txt 2>&1 >/dev/null | grep -q 'not a Solo game id'"
# A Fillomino solution past what sgt-filling's ids hold: bin/dlx --variant fillomino --format tatham answers as
# bin/fillomino solve does, in its words; the boards within the bound get the same ids.
{ $R/fillomino gen --width 4 --height 4 -n 6 --seed 1 --format line
  $R/fillomino gen --width 6 --height 6 -n 6 --seed 1 --max-region 6 --format line; } > $TMP/fm_ids.txt
$R/fillomino solve --format tatham $TMP/fm_ids.txt > $TMP/a.txt 2> $TMP/ae.txt
$BIN/dlx --variant fillomino --format tatham $TMP/fm_ids.txt > $TMP/b.txt 2> $TMP/be.txt
check "dlx --variant fillomino --format tatham: bin/fillomino solve's ids, errors and messages" \
    holds 'cmp -s $TMP/a.txt $TMP/b.txt && [ "$(grep -c "^error$" $TMP/b.txt)" -eq 6 ] && grep -q "^6x6:" $TMP/b.txt &&
           [ "$(sed "s/^[a-z]*: //" $TMP/ae.txt)" = "$(sed "s/^[a-z]*: //" $TMP/be.txt)" ] && grep -q "no Tatham id" $TMP/be.txt'
# --format json for every kind bin/gen makes through the kind tables: one object a line whose puzzle is the line
# form's puzzle, whose solution is bin/dlx's solution of it, with the seed and index; bin/bank add keeps them.
for k in futoshiki jidoku fillomino nonogram; do
    $BIN/gen --variant $k -n 3 --seed 4 --format json > $TMP/j.txt
    $BIN/gen --variant $k -n 3 --seed 4 > $TMP/l.txt
    $BIN/dlx --variant $k $TMP/l.txt > $TMP/s.txt
    check "gen --variant $k --format json: the line form's puzzles, bin/dlx's solutions, seed and index" python3 -c "
import json, sys
objs = [json.loads(x) for x in open('$TMP/j.txt')]
lines = [x.rstrip('\n') for x in open('$TMP/l.txt')]
sols = [x.rstrip('\n') for x in open('$TMP/s.txt')]
assert len(objs) == 3 == len(lines) == len(sols), (len(objs), len(lines), len(sols))
for i, o in enumerate(objs):
    assert o['kind'] == '$k' and o['seed'] == 4 and o['index'] == i, o
    assert o['puzzle'] == lines[i] and o['solution'] == sols[i], (o, lines[i], sols[i])
    assert o['width'] > 0 and o['height'] > 0 and ('box' in o) == ('$k' == 'jidoku'), o
"
done
rm -f $TMP/j.db
{ $BIN/gen --variant futoshiki --level hard -n 2 --seed 4 --format json; $BIN/gen --variant jidoku -n 2 --seed 4 --format json; } > $TMP/j.txt
$BIN/gen --variant futoshiki --level hard -n 2 --seed 4 | $BIN/classify grade --variant futoshiki > $TMP/g.txt
$BIN/bank add $TMP/j.db $TMP/j.txt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
$BIN/bank export $TMP/j.db --format json > $TMP/x.txt 2>> $TMP/e.txt
check "bank add of gen --format json: each kind named (Jidoku too), seeds, indexes and --level kept" \
    holds '[ $rc -eq 0 ] && [ "$(grep -c "\"level\":\"hard\"" $TMP/j.txt)" -eq 2 ] && [ "$(grep -c " hard " $TMP/g.txt)" -eq 2 ] &&
           [ "$(grep -c "\"kind\":\"jidoku\".*\"seed\":4,\"index\":[01],\"asked\":1,\"box\":\"3x3\"}" $TMP/x.txt)" -eq 2 ] &&
           [ "$(grep -c "\"kind\":\"futoshiki\".*\"levelName\":\"hard\".*\"seed\":4,\"index\":[01],\"asked\":[0-9]*}" $TMP/x.txt)" -eq 2 ]'
# --resume with json: a cut last line is made again, the rest kept; the file is the uninterrupted run's.
$BIN/gen --variant nonogram -n 4 --seed 2 --format json > $TMP/full.txt
head -c 300 $TMP/full.txt > $TMP/cut.txt
$BIN/gen --variant nonogram -n 4 --seed 2 --format json -o $TMP/cut.txt --resume 2> $TMP/e.txt
check "gen --variant nonogram --format json --resume: the uninterrupted run's file" cmp -s $TMP/full.txt $TMP/cut.txt
$BIN/dlx --variant futoshiki --format json $TMP/l.txt > /dev/null 2> $TMP/e.txt; rc=$?
check "dlx --variant futoshiki --format json: refused (json is for generating), exit 2" \
    holds '[ $rc -eq 2 ] && grep -q "format is line, grid or tatham, not .json." $TMP/e.txt'
# --variant KIND before the command: the same answers (it said "--variant works with grade and hint"); --help
# there prints the usage, the command's own for grade and hint.
$BIN/gen --variant futoshiki --size 5 -n 4 --seed 3 > $TMP/fu5.txt
for cmd in grade hint; do
    $BIN/classify $cmd --variant futoshiki $TMP/fu5.txt > $TMP/a.txt
    $BIN/classify --variant futoshiki $cmd $TMP/fu5.txt > $TMP/b.txt 2> $TMP/e.txt; rc=$?
    check "classify --variant futoshiki $cmd: the answers of classify $cmd --variant futoshiki, exit 0" \
        holds '[ $rc -eq 0 ] && [ "$(wc -l < $TMP/b.txt)" -eq 4 ] && cmp -s $TMP/a.txt $TMP/b.txt && [ ! -s $TMP/e.txt ]'
done
# Other options before the command too (they were taken for the command: "unknown option '--box'").
$BIN/gen --variant jidoku --box 2x3 -n 3 --seed 4 > $TMP/j6.txt 2> /dev/null
$BIN/classify --variant jidoku --box 2x3 grade $TMP/j6.txt > $TMP/b.txt 2> $TMP/e.txt; rc=$?
check "classify --variant jidoku --box 2x3 grade: the answers of classify grade --variant jidoku --box 2x3" \
    holds '[ $rc -eq 0 ] && [ "$(wc -l < $TMP/b.txt)" -eq 3 ] &&
           [ "$(cat $TMP/b.txt)" = "$($BIN/classify grade --variant jidoku --box 2x3 $TMP/j6.txt)" ]'
$BIN/gen --size 6 --box 3x2 -n 3 --seed 4 > $TMP/s6.txt 2> /dev/null
$BIN/classify --box 3x2 hint $TMP/s6.txt > $TMP/b.txt 2> $TMP/e.txt; rc=$?
check "classify --box 3x2 hint: the answers of classify hint --box 3x2" \
    holds '[ $rc -eq 0 ] && [ "$(wc -l < $TMP/b.txt)" -eq 3 ] && [ "$(cat $TMP/b.txt)" = "$($BIN/classify hint --box 3x2 $TMP/s6.txt)" ]'
for args in "--variant futoshiki --help" "--variant=futoshiki -h" "--variant futoshiki features --help"; do
    $BIN/classify $args > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "classify $args: the usage, exit 0" \
        holds '[ $rc -eq 0 ] && grep -q "^usage: classify COMMAND" $TMP/o.txt && [ ! -s $TMP/e.txt ]'
done
$BIN/classify --variant futoshiki hint --help > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "classify --variant futoshiki hint --help: hint's own usage, exit 0" \
    holds '[ $rc -eq 0 ] && grep -q "^usage: classify hint --variant KIND" $TMP/o.txt && [ ! -s $TMP/e.txt ]'
$BIN/classify --variant futoshiki features $TMP/fu5.txt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "classify --variant futoshiki features: refused, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -q "works with grade and hint" $TMP/e.txt'

# Bad input: "TOOL: FILE:LINE: problem", an error line in place, exit 2; the good lines still answered.
# (Fillomino reads blocks of rows too, as bin/fillomino does: a bad row is one.)
printf '2x2:44..\n5.5x.5\n2x2:4.!.\n# a comment\n\n2x2:....\n' > $TMP/bad.txt
$BIN/dlx --variant fillomino --count $TMP/bad.txt > $TMP/out.txt 2> $TMP/err.txt; rc=$?
check "bad Fillomino lines: exit 2, error lines in place, FILE:LINE messages" \
    holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/out.txt)" = "1 error error 2 " ] &&
           grep -q "^dlx: $TMP/bad.txt:2: bad row: want digits" $TMP/err.txt && grep -q ":3: " $TMP/err.txt'
printf '11..\n....\n\001\n' > $TMP/bads.txt
$BIN/dlx --via-table --count $TMP/bads.txt > $TMP/out.txt 2> $TMP/err.txt; rc=$?
check "bad Sudoku lines through the table: clash named, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < $TMP/out.txt)" = "error 2 error " ] &&
           grep -q "^dlx: $TMP/bads.txt:1: clashing givens: r1c1 and r1c2 both hold 1" $TMP/err.txt'
check "unknown --variant: exit 2, the kinds listed" sh -c "$BIN/gen --variant nosuch 2> $TMP/e.txt; [ \$? -eq 2 ] && grep -q 'sudoku, fillomino' $TMP/e.txt"
# Fillomino's levels: bin/gen makes what bin/classify grades, through JSON and the line form alike; a level with
# several solutions allowed is refused.
for lv in easy hard beyond; do
    $BIN/gen --variant fillomino --size 6 -n 4 --seed 3 --level $lv --format json > $TMP/fl.json 2> /dev/null
    sed 's/.*"puzzle":"\([^"]*\)".*/\1/' $TMP/fl.json | $BIN/classify grade --variant fillomino > $TMP/fl.txt
    check "gen --variant fillomino --level $lv: 4 puzzles that classify grades $lv, level in the JSON" holds \
        '[ "$(cut -d" " -f2 $TMP/fl.txt | sort | uniq -c | tr -s " ")" = " 4 $lv" ] && [ "$(grep -c "\"level\":\"$lv\"" $TMP/fl.json)" = 4 ]'
done
$BIN/gen --variant fillomino --level tough 2> $TMP/e1.txt; r1=$?
$BIN/gen --variant futoshiki --level tough 2> $TMP/e2.txt; r2=$?
check "gen --level tough: refused naming the kind's levels (Futoshiki's numbers too), exit 2" holds \
    '[ $r1 = 2 ] && [ $r2 = 2 ] && [ "$(cat $TMP/e1.txt)" = "gen: unknown level '"'tough'"' for fillomino (easy, hard or beyond)" ] &&
     [ "$(cat $TMP/e2.txt)" = "gen: unknown level '"'tough'"' for futoshiki (easy, medium, hard, evil, beyond or a number)" ]'
check "gen --variant fillomino --level easy --max-solutions 2: refused, exit 2" sh -c "$BIN/gen --variant fillomino --level easy --max-solutions 2 2> $TMP/e.txt; [ \$? -eq 2 ] && grep -q 'one solution' $TMP/e.txt"
check "gen --via-table 4x4 medium: refused as natively, exit 2" sh -c "$BIN/gen --via-table --size 4 --difficulty medium -n 2 2> $TMP/e.txt > $TMP/o.txt; [ \$? -eq 2 ] && [ ! -s $TMP/o.txt ] && [ \$(wc -l < $TMP/e.txt) -eq 1 ]"
# --level and --difficulty naming two levels are refused on every path, in native bin/gen's words; the last
# was kept in silence. Naming one level twice is taken.
$BIN/gen --size 4 --level easy --difficulty medium > /dev/null 2> $TMP/native.txt
for v in "futoshiki --size 4" "jidoku --size 4" "sudoku --via-table --size 4"; do
    $BIN/gen --variant $v --level easy --difficulty medium -n 1 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "gen --variant $v --level easy --difficulty medium: refused in native gen's words, exit 2, no puzzle" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && [ -s $TMP/e.txt ] && cmp -s $TMP/e.txt $TMP/native.txt'
done
$BIN/gen --variant futoshiki --size 4 --difficulty hard --level evil -n 1 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "gen --variant futoshiki --difficulty hard --level evil: both named in the order given, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -qx "gen: --difficulty hard and --level evil name two levels: give one" $TMP/e.txt'
$BIN/gen --variant futoshiki --size 4 --level easy -n 2 --seed 4 > $TMP/a.txt
$BIN/gen --variant futoshiki --size 4 --level easy --difficulty easy -n 2 --seed 4 > $TMP/b.txt 2> $TMP/e.txt; rc=$?
check "gen --variant futoshiki --level easy --difficulty easy: taken, the puzzles of --level easy" \
    holds '[ $rc -eq 0 ] && [ -s $TMP/a.txt ] && cmp -s $TMP/a.txt $TMP/b.txt'
$BIN/gen --variant futoshiki --size 4 --level 3 --level easy -n 2 --seed 4 > $TMP/b.txt 2> $TMP/e.txt; rc=$?
check "gen --variant futoshiki --level 3 --level easy: the last counts, the puzzles of --level easy" \
    holds '[ $rc -eq 0 ] && cmp -s $TMP/a.txt $TMP/b.txt'
# --format json names a run's level as the kind documents it: a level name as given, and a numbered --level (the
# kinds with fields on their lines) by the name it falls in, for every number the kind takes on a shape. The
# names are the kind's level list in bin/gen --variant K --help ("Kinds:"); FUTOSHIKI.md's buckets of inference
# level N among H houses (2N for Futoshiki, 3N for Jidoku): easy = 0, medium up to a third of H, hard up to two
# thirds, evil above; a Nonogram's 1..3 its three levels (gen/README.md). bin/classify grades each puzzle at that
# name too. Past the numbers taken, refused (exit 2); where no puzzle of a number is found (exit 1), none to name.
levels_of() { $R/gen --variant futoshiki --help 2>&1 | sed -n "s/.* $1 (levels \([a-z,]*\).*/\1/p" | tr , ' '; }
nth() { echo "$2" | cut -d' ' -f$(($1 + 1)); }
json_levels() { # json_levels KIND OPTIONS...: "EXIT LEVEL GRADE" of one puzzle in JSON, its level and grade ("-": none)
    k=$1; shift     # seed 1; a Nonogram seed 4, whose puzzle 0 at 15x15 is found at every level; 10 s for a level
    $R/gen --variant $k "$@" -n 1 --seed $([ $k = nonogram ] && echo 4 || echo 1) --budget 10 --format json \
        > $TMP/jl.json 2> /dev/null; rc=$?  # (each found takes under a second; a 4x4 Jidoku's level 12 none)
    lv=$(sed -n 's/.*"level":"\([a-z]*\)".*/\1/p' $TMP/jl.json)
    gr=$(sed -n 's/.*"puzzle":"\([^"]*\)".*/\1/p' $TMP/jl.json | $R/classify grade --variant $k 2> /dev/null | cut -d' ' -f2 | tr A-Z a-z)
    echo "$rc ${lv:--} ${gr:--}"
}
for kh in "futoshiki --size 4:8" "futoshiki --size 5:10" "jidoku --box 2x2:12" "jidoku --box 2x3:18" "nonogram --size 15:3"; do
    vk=${kh%:*} k=${kh%% *} h=${kh#*:} names=$(levels_of ${kh%% *}) wrong="" made=0 seen=""
    first=$([ $k = nonogram ] && echo 1 || echo 0)
    for n in $(seq $first $h); do
        if [ $k = nonogram ]; then want=$(nth $((n - 1)) "$names")
        elif [ $n -eq 0 ]; then want=$(nth 0 "$names")
        elif [ $((3 * n)) -le $h ]; then want=$(nth 1 "$names")
        elif [ $((3 * n)) -le $((2 * h)) ]; then want=$(nth 2 "$names")
        else want=$(nth 3 "$names"); fi
        got=$(json_levels $vk --level $n)
        case $got in "0 $want $want") made=$((made + 1)); seen="$seen $want" ;; "1 - -") ;; *) wrong="$wrong [$n: $got, not $want]" ;; esac
    done
    $R/gen --variant $vk --level $((h + 1)) -n 1 > /dev/null 2>&1; past=$?
    $R/gen --variant $vk --level $((first - 1)) -n 1 > /dev/null 2>&1; below=$?
    missing=$(for w in $(echo "$names" | cut -d' ' -f1-$([ $k = nonogram ] && echo 3 || echo 4)); do
                  case "$seen " in *" $w "*) ;; *) echo $w ;; esac; done)
    check "gen --variant $vk --level N --format json, N = $first..$h: each named as documented and graded so ($made made)$wrong" \
        holds '[ -z "$wrong" ] && [ -z "$missing" ] && [ $past -eq 2 ] && { [ $first -eq 0 ] || [ $below -eq 2 ]; }'
done
for v in "sudoku --via-table --size 9" "fillomino --size 6" "futoshiki --size 5" "jidoku --box 2x2" "nonogram --size 15"; do
    k=${v%% *} wrong="" made=0
    for name in $(levels_of $k); do
        got=$(json_levels $v --level $name)
        case $got in "0 $name $name") made=$((made + 1)) ;; 2*|"1 - -") ;; *) wrong="$wrong [$name: $got]" ;; esac
    done
    $R/gen --variant $v --level 1 -n 1 > /dev/null 2>&1; rc=$?
    check "gen --variant $v --level NAME --format json: each name as given, graded so ($made made)$wrong; numbers $(
          [ $k = sudoku ] || [ $k = fillomino ] && echo refused || echo taken)" \
        holds '[ -z "$wrong" ] && [ $made -ge 3 ] && { [ $k != sudoku ] && [ $k != fillomino ] || [ $rc -eq 2 ]; }'
done
# Solutions drawn as grids (--format grid) end with a blank line, so that several are told apart: the table's
# are byte for byte what bin/dlx's own Sudoku code writes; a Nonogram's are the pictures gen appends.
$BIN/gen --size 4 -n 3 --seed 2 --format grid | $BIN/dlx --format grid > $TMP/native_grid.txt
check "dlx --via-table --format grid: the solutions as bin/dlx's own grid mode writes them" \
    sh -c "$BIN/gen --size 4 -n 3 --seed 2 | $BIN/dlx --via-table --format grid | cmp -s - $TMP/native_grid.txt"
$BIN/gen --variant nonogram --size 5 -n 3 --seed 2 --format grid --with-solution | awk '/^## solution$/ {on = 1; next} NF == 0 {if (on) print; on = 0} on' > $TMP/ng_pics.txt
check "dlx --variant nonogram --format grid: each solution a block of rows and a blank line, gen's pictures" \
    sh -c "$BIN/gen --variant nonogram --size 5 -n 3 --seed 2 | $BIN/dlx --variant nonogram --format grid | cmp -s - $TMP/ng_pics.txt"

# An option the kind has no use for is refused, not dropped: --box 2x3 on Futoshiki made a 5x5 (the
# default) where a 6x6 was asked; --density and --relations changed nothing. The kinds that take them do.
for kc in "futoshiki --box 2x3" "nonogram --box 2x3" "fillomino --box 2x2" "futoshiki --density 40" \
          "jidoku --density 40" "futoshiki --relations all" "nonogram --relations boxes"; do
    $BIN/gen --variant $kc -n 1 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    opt=$(echo "$kc" | cut -d' ' -f2)
    check "gen --variant $kc: refused, exit 2, no puzzle, the option named" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -q -- "$opt is for" $TMP/e.txt'
done
printf '.... <. .v\n' | $BIN/dlx --variant futoshiki --relations all > $TMP/o.txt 2> $TMP/e.txt; rc=$?
check "dlx --variant futoshiki --relations: refused, exit 2" holds '[ $rc -eq 2 ] && grep -q -- "--relations is for" $TMP/e.txt'
check "gen --variant jidoku --box 2x3 --relations all: a 6x6 (36 cells)" \
    holds '[ "$($BIN/gen --variant jidoku --box 2x3 --relations all -n 1 | cut -d" " -f1 | tr -d "\n" | wc -c)" -eq 36 ]'
check "gen --variant nonogram --density 40: made" holds '[ -n "$($BIN/gen --variant nonogram --density 40 -n 1)" ]'
# --symmetry flip (rows reversed, as bin/fillomino gen's and gen transform's flip): every puzzle's clues
# symmetric under it, and unique as bin/fillomino counts; the kinds without it refuse it by name.
for wh in "6 6" "7 5" "4 9"; do
    set -- $wh
    $BIN/gen --variant fillomino --width $1 --height $2 -n 8 --seed 4 --symmetry flip --format grid > $TMP/flip.txt 2> $TMP/e.txt; rc=$?
    asym=$(awk -v h=$2 'NF == 0 {next} {row[n % h] = $0; n++; if (n % h == 0) for (r = 0; r < h; r++) {
        a = row[r]; b = row[h - 1 - r]; gsub(/[^.]/, "x", a); gsub(/[^.]/, "x", b); if (a != b) bad++ }}
        END {print n / h, bad + 0}' $TMP/flip.txt)
    check "gen --variant fillomino --symmetry flip, ${1}x$2: 8 puzzles, each clue pattern flip-symmetric, each unique" \
        holds '[ $rc -eq 0 ] && [ "$asym" = "8 0" ] && [ "$($BIN/fillomino solve --count $TMP/flip.txt | sort | uniq -c | tr -s " ")" = " 8 1" ]'
done
for k in futoshiki jidoku nonogram; do
    $BIN/gen --variant $k -n 1 --symmetry flip > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "gen --variant $k --symmetry flip: refused by name, exit 2, no puzzle" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -q "symmetry flip is for --variant fillomino" $TMP/e.txt'
done
# --max-region K through bin/gen: bin/fillomino gen's puzzles for the same seed and options, byte for byte, each
# region of the solution at most K cells; the same refusals; the other kinds (and Sudoku) refuse it by name.
for args in "--size 8 --max-region 3" "--width 7 --height 5 --max-region 4 --with-solution" "--size 6 --max-region 12 --symmetry rot180" \
            "--size 7 --max-region 5 --format tatham" "--width 9 --height 1 --max-region 2"; do
    case "$args" in *tatham*) form="" ;; *) form="--format line" ;; esac
    $BIN/gen --variant fillomino $args -n 4 --seed 3 > $TMP/mg.txt 2> $TMP/e.txt; rc=$?
    $BIN/fillomino gen $args -n 4 --seed 3 $form > $TMP/mf.txt 2> /dev/null
    check "gen --variant fillomino $args: bin/fillomino gen's 4 puzzles" \
        holds '[ $rc -eq 0 ] && [ "$(wc -l < $TMP/mg.txt)" = 4 ] && cmp -s $TMP/mg.txt $TMP/mf.txt'
done
$BIN/gen --variant fillomino --width 7 --height 5 --max-region 4 -n 4 --seed 3 --with-solution | cut -d" " -f2 > $TMP/ms.txt
largest=$(awk -F: '{print $2}' $TMP/ms.txt | fold -w1 | sort -n | tail -n 1)
check "gen --variant fillomino --max-region 4: the solutions' values (region sizes) are at most 4 (largest $largest)" \
    holds '[ "$largest" -le 4 ] && [ "$largest" -ge 3 ]'
for args in "--size 8 --max-region 2" "--width 5 --height 1 --max-region 1" "--size 5 --max-region 6 --format tatham"; do
    $BIN/gen --variant fillomino $args -n 2 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    $BIN/fillomino gen $args -n 2 > /dev/null 2> $TMP/fe.txt
    check "gen --variant fillomino $args: refused as bin/fillomino gen refuses it, exit 2, no puzzle" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && [ "$(sed "s/^gen: //" $TMP/e.txt)" = "$(sed "s/^fillomino: //; s/ (see fillomino --help)$//" $TMP/fe.txt)" ]'
done
for k in futoshiki jidoku nonogram sudoku; do
    $BIN/gen --variant $k -n 1 --max-region 4 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "gen --variant $k --max-region 4: refused by name, exit 2, no puzzle" \
        holds '[ $rc -eq 2 ] && [ ! -s $TMP/o.txt ] && grep -q -- "--max-region is for Fillomino" $TMP/e.txt'
done
check "gen --variant fillomino --symmetry rot90 on 6x4: refused, exit 2" sh -c "$BIN/gen --variant fillomino --width 6 --height 4 --symmetry rot90 2> /dev/null; [ \$? -eq 2 ]"
check "--variant sudoku keeps the native path (its own options work)" sh -c "$BIN/gen --variant sudoku --strategy puzzlejar --seed 2 -n 3 > $TMP/a.txt && $BIN/gen --strategy puzzlejar --seed 2 -n 3 | cmp -s - $TMP/a.txt"
check "--variant=fillomino form, dlx counts the generated puzzles as unique" sh -c "[ \"\$($BIN/gen --variant=fillomino --size 5 -n 10 | $BIN/dlx --variant=fillomino --count | sort -u)\" = 1 ]"

# The benchmark's kinds section: every kind of the registry made and solved back through its table.
if [ -x $BIN/bench ]; then
    $BIN/bench --tiny --only kinds --out $TMP/bench > /dev/null 2>&1
    check "bench --only kinds: a row per kind and shape, every puzzle made and unique" \
        holds 'grep -q "^sudoku,9x9," $TMP/bench/kinds.csv && grep -q "^fillomino,10x10," $TMP/bench/kinds.csv &&
               awk -F, "NR > 1 && (\$3 < 1 || \$3 != \$4) { bad = 1 } END { exit bad }" $TMP/bench/kinds.csv &&
               grep -q "^| sudoku | 9x9 | 3 |" $TMP/bench/report.md'
fi

# The tables' core is freestanding: no stdio, no allocation, C99.
if command -v cc > /dev/null; then
    for f in gen/kinds/kinds.c gen/kinds/kind_text.c gen/kinds/sudoku_kind.c gen/kinds/sudoku_text.c gen/kinds/fillomino_kind.c; do
        cc -std=c99 -Wall -Wextra -Wpedantic -Werror -ffreestanding -I. -c -o $TMP/k.o $f
        check "$f: C99 freestanding, no libc beyond string.h" \
            holds '! nm -u $TMP/k.o | grep -Eq " (malloc|calloc|free|printf|fprintf|snprintf|sprintf|fopen|fwrite|puts|exit|abort)$"'
    done
fi
# One table links alone, without the registry and the other kinds (and without -ffunction-sections and
# --gc-sections): nothing a table calls may live beside cj_kinds[].
if command -v nm > /dev/null && make -s build/dbg/libcoverjar.a > $TMP/make.log 2>&1; then
    for k in sudoku fillomino futoshiki jidoku nonogram; do
        printf '#include "gen/kinds/kinds.h"\nint main(void) { return cj_kind_%s.name[0] == 0; }\n' $k > $TMP/one.c
        cc -std=c99 -I. -fsanitize=address,undefined -o $TMP/one $TMP/one.c build/dbg/libcoverjar.a -lm
        linked=$(nm $TMP/one | awk '$2 ~ /^[DRT]$/ { print $3 }' | grep -x -e cj_kinds -e cj_kind_sudoku \
            -e cj_kind_fillomino -e cj_kind_futoshiki -e cj_kind_jidoku -e cj_kind_nonogram | tr '\n' ' ')
        check "cj_kind_$k links alone: no registry, no other kind (linked: $linked)" [ "$linked" = "cj_kind_$k " ]
    done
fi
for opt in "--per-level 1" "--transforms 2"; do
    $BIN/gen --variant futoshiki --size 5 $opt > $TMP/o.txt 2> $TMP/e.txt; rc=$?
    check "gen --variant futoshiki $opt: refused, exit 2, Sudoku's alone said (it was an unknown option)" holds \
        '[ $rc = 2 ] && [ ! -s $TMP/o.txt ] && grep -q "^gen: ${opt% *} is for Sudoku alone" $TMP/e.txt'
done
# Fillomino's variants come from bin/fillomino gen, whose puzzles for a seed are gen --variant fillomino's.
$BIN/gen --variant fillomino --size 5 -n 1 --transforms 2 > $TMP/o.txt 2> $TMP/e.txt; rc=$?
$BIN/fillomino gen --size 5 -n 1 --transforms 2 --format line > $TMP/fv.txt 2> /dev/null
check "gen --variant fillomino --transforms: refused, bin/fillomino gen named, which makes them (rc $rc)" holds \
    '[ $rc = 2 ] && [ ! -s $TMP/o.txt ] && [ "$(wc -l < $TMP/fv.txt)" -eq 3 ] &&
     [ "$(head -1 $TMP/fv.txt)" = "$($BIN/gen --variant fillomino --size 5 -n 1)" ] &&
     grep -qx "gen: --transforms is for Sudoku, and Fillomino.s bin/fillomino gen (the same puzzles for a seed)" $TMP/e.txt'
# A bad symbol in a Sudoku line is named in the same words by every reader: bin/dlx's own, the Sudoku kind's
# table (dlx --variant sudoku --via-table, bank add --kind sudoku) and gen transform.
: > $TMP/symwords
for bad in '1..x............' '1..%............' "$(printf '1..\001............')" '1..4....'; do
    printf '%s\n' "$bad" | $BIN/dlx 2> $TMP/e0 > /dev/null
    want=$(sed 's/^dlx: stdin:1: //' $TMP/e0)
    printf '%s\n' "$bad" | $BIN/dlx --variant sudoku --via-table 2> $TMP/e1 > /dev/null
    printf '%s\n' "$bad" | $BIN/bank add $TMP/sym.db --kind sudoku 2> $TMP/e2 > /dev/null
    printf '%s\n' "$bad" | $BIN/gen transform --named rot90 2> $TMP/e3 > /dev/null
    for e in "dlx --via-table:$(sed 's/^dlx: stdin:1: //' $TMP/e1)" "bank add:$(sed -n 's/^bank: stdin:1: //p' $TMP/e2)" \
             "gen transform:$(sed 's/^gen: stdin:1: //' $TMP/e3)"; do
        [ "${e#*:}" = "$want" ] || echo "${e%%:*} says '${e#*:}' where dlx says '$want'" >> $TMP/symwords
    done
done
check "a bad symbol, byte or length: the same words from dlx, the Sudoku kind and gen transform" holds \
    '[ ! -s $TMP/symwords ] || { cat $TMP/symwords; false; }'
# A drawn grid (--format grid) is for people: each of its rows refused by dlx and bank add is said to look like one,
# and a bad line of the kind's own forms (a block's R line, a short Futoshiki line) is not.
for kind in futoshiki jidoku nonogram; do
    $R/gen --variant $kind --size 6 -n 2 --seed 4 --format grid > $TMP/drawn.txt
    rows=$(grep -c '[^ ]' $TMP/drawn.txt)
    $BIN/dlx --variant $kind $TMP/drawn.txt > $TMP/o 2> $TMP/e; rc=$?
    $BIN/bank add $TMP/drawn.db --kind $kind $TMP/drawn.txt 2> $TMP/e2; rc2=$?
    check "dlx and bank add --variant $kind: gen's drawn 6x6 grids, each of its $rows rows refused as a row of a drawn \
grid (rc $rc, $rc2)" holds '[ $rc = 2 ] && [ $rc2 = 2 ] &&
        [ $(grep -c " (a row of a drawn grid? the tools read gen.s line form, not --format grid)$" $TMP/e) = $rows ] &&
        [ $(grep -c "(a row of a drawn grid? " $TMP/e2) = $rows ]'
done
printf 'R 1 x\nC 1\n' | $BIN/dlx --variant nonogram > /dev/null 2> $TMP/e
printf '1.2 <> ..\n' | $BIN/dlx --variant futoshiki > /dev/null 2>> $TMP/e
check "a bad Nonogram block line and a bad Futoshiki line are not said to be drawn" holds \
    '[ $(wc -l < $TMP/e) = 2 ] && ! grep -q "drawn grid" $TMP/e'
# bin/gen's JSON lines are read as its lines are: every tool answers the same for a seed's JSON as for its lines,
# the solution beside checked; a JSON line with no "puzzle" string is refused, named.
for kind in sudoku futoshiki jidoku nonogram fillomino; do
    var="--variant $kind"; [ $kind = sudoku ] && var=""
    $R/gen $var --size 6 -n 4 --seed 8 --with-solution > $TMP/as.txt
    $R/gen $var --size 6 -n 4 --seed 8 --with-solution --format json > $TMP/as.json
    for cmd in "dlx $var" "dlx $var --count" "classify grade $var" "classify hint $var"; do
        $BIN/$cmd $TMP/as.txt > $TMP/o1 2>&1; rc1=$?
        $BIN/$cmd $TMP/as.json > $TMP/o2 2>&1; rc2=$?
        check "$cmd: gen's JSON lines (6x6 $kind, seed 8) answered as its lines, exit 0 (rc $rc1, $rc2)" \
            holds '[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ $(wc -l < $TMP/o1) = 4 ] && cmp -s $TMP/o1 $TMP/o2'
    done
    python3 -c '
import json, sys
for line in open(sys.argv[1]):
    j = json.loads(line)
    s, last = j["solution"][:-1], j["solution"][-1]
    j["solution"] = s + {"#": ".", ".": "#", "1": "2"}.get(last, "1")
    print(json.dumps(j))' $TMP/as.json > $TMP/bad.json
    $BIN/dlx $var $TMP/bad.json > $TMP/o 2> $TMP/e; rc=$?
    check "dlx $var: the JSON lines with the last cell of each solution changed: 'error' each, exit 2 (rc $rc)" \
        holds '[ $rc = 2 ] && [ $(grep -cx error $TMP/o) = 4 ] && [ $(grep -c "no solution of the puzzle" $TMP/e) = 4 ]'
done
$R/gen --variant fillomino --size 6 -n 4 --seed 8 --format json | $BIN/fillomino solve > $TMP/o1
$R/gen --variant fillomino --size 6 -n 4 --seed 8 | $BIN/fillomino solve > $TMP/o2
$R/gen -n 5 --seed 8 --format json | $BIN/gen transform --named rot90 > $TMP/o3
$R/gen -n 5 --seed 8 --with-solution | $BIN/gen transform --named rot90 > $TMP/o4
check "fillomino solve and gen transform: gen's JSON lines answered as its lines" \
    holds '[ $(wc -l < $TMP/o1) = 4 ] && cmp -s $TMP/o1 $TMP/o2 && [ $(wc -l < $TMP/o3) = 5 ] && cmp -s $TMP/o3 $TMP/o4'
$R/gen -n 3 --seed 8 --level easy --format json > $TMP/lv.json
$BIN/classify eval --labels $TMP/lv.json > $TMP/o 2>&1; rc=$?
$BIN/classify predict $TMP/lv.json > $TMP/pr 2> /dev/null
check "classify eval: gen's JSON lines of --level easy are labelled easy, their \"level\", the model's Easy (rc $rc)" \
    holds '[ $rc = 0 ] && [ "$(awk "\$1 == \"Easy\" && \$2 ~ /^[0-9]+\$/ { s = 0; for (i = 2; i <= NF; i++) s += \$i; print s }" $TMP/o)" = 3 ] &&
           ! grep -q "^ *easy " $TMP/o && grep -q "($(grep -cx Easy $TMP/pr) of 3)" $TMP/o'
printf '{"puzzle": 5}\n{"size": 9}\n{"puzzle": "1.\\n.."}\n{bad\n{"puzzle": ""}\n' > $TMP/bad.json
for cmd in dlx "dlx --variant futoshiki" "classify grade" "fillomino solve" "gen transform"; do
    $BIN/$cmd $TMP/bad.json > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd: 5 JSON lines of no one-line \"puzzle\" string (one empty): 'error' each, exit 2, each named (rc $rc)" \
        holds '[ $rc = 2 ] && [ $(grep -cx error $TMP/o) = 5 ] && [ $(wc -l < $TMP/o) = 5 ] &&
               [ $(grep -c "bad.json:[1-5]: .*a JSON line is an object with a \"puzzle\" string" $TMP/e) = 5 ]'
done
# A JSON line's "box" is the puzzle's: gen's 6x6 of 3x2 boxes and 8x8 of 4x2 (not the default boxes) are
# answered as their lines with --box, the solution beside left out so that only the box can tell them apart.
for kb in sudoku:3x2 sudoku:4x2 jidoku:3x2; do
    kind=${kb%:*} box=${kb#*:} var="--variant ${kb%:*}"; [ $kind = sudoku ] && var=""
    side=$(( ${box%x*} * ${box#*x} )) cmds="dlx|dlx --count|classify grade|classify hint|classify features"
    [ $kind = jidoku ] && cmds="dlx $var|dlx $var --count|classify grade $var|classify hint $var"
    $R/gen $var --size $side --box $box -n 4 --seed 5 > $TMP/bx.txt
    $R/gen $var --size $side --box $box -n 4 --seed 5 --format json |
        python3 -c 'import json, sys
for line in sys.stdin:
    j = json.loads(line); del j["solution"]; print(json.dumps(j))' > $TMP/bx.json
    IFS='|'; set -- $cmds; unset IFS
    for cmd; do
        $BIN/$cmd --box $box $TMP/bx.txt > $TMP/o1 2>&1; rc1=$?
        $BIN/$cmd $TMP/bx.json > $TMP/o2 2>&1; rc2=$?
        check "$cmd: gen's JSON lines of ${side}x$side $kind with $box boxes read by their \"box\", as the lines with --box (rc $rc1, $rc2)" \
            holds '[ $rc1 = 0 ] && [ $rc2 = 0 ] && [ $(wc -l < $TMP/o1) = 4 ] && cmp -s $TMP/o1 $TMP/o2'
    done
done
$R/gen --size 6 --box 3x2 --per-level 2 --seed 2 --format json > $TMP/bx.json 2> /dev/null
$BIN/classify train --labels $TMP/bx.json --model $TMP/bx.model --quick > $TMP/o 2>&1; rc=$?
check "classify train: gen's JSON lines of 3x2 boxes are trained as 3x2 boxes, not the default 2x3 (rc $rc)" \
    holds '[ $rc = 0 ] && grep -q "trained on 8 puzzles (6x6, 3x2 boxes)" $TMP/o'
head -1 $TMP/bx.json > $TMP/bx1.json
{ cat $TMP/bx1.json; sed 's/"3x2"/"2x4"/' $TMP/bx1.json; sed 's/"3x2"/"3y2"/' $TMP/bx1.json; } > $TMP/bad.json
$R/gen --variant jidoku --size 6 --box 3x2 -n 1 --seed 5 --format json > $TMP/bx1.json
{ cat $TMP/bx1.json; sed 's/"3x2"/"2x4"/' $TMP/bx1.json; sed 's/"3x2"/"3y2"/' $TMP/bx1.json; } > $TMP/badj.json
$BIN/dlx --variant jidoku $TMP/badj.json > $TMP/o 2> $TMP/e; rc=$?
$BIN/dlx --variant jidoku --box 2x3 $TMP/bx1.json > /dev/null 2>> $TMP/e
check "dlx --variant jidoku: JSON lines whose \"box\" does not tile, is none, or is not --box's: 'error' each, named (rc $rc)" \
    holds '[ $rc = 2 ] && [ $(grep -cx error $TMP/o) = 2 ] && grep -q ":2: .*(the JSON line.s box 2x4)" $TMP/e &&
           grep -q ":3: the JSON line.s \"box\" is no box" $TMP/e && grep -q ":1: the JSON line.s box is 3x2, --box says 2x3" $TMP/e'
for cmd in "dlx --box 2x3" "classify grade --box 2x3"; do
    $BIN/$cmd $TMP/bad.json > $TMP/o 2> $TMP/e; rc=$?
    check "$cmd: JSON lines whose \"box\" is not --box's, does not fit, or is none: 'error' each, named (rc $rc)" \
        holds '[ $rc = 2 ] && [ $(grep -cx error $TMP/o) = 3 ] && grep -q ":1: the JSON line.s box is 3x2, --box says 2x3" $TMP/e &&
               grep -q ":2: the JSON line.s box 2x4 does not fit its side of 6" $TMP/e && grep -q ":3: the JSON line.s \"box\" is no box" $TMP/e'
done
# A bad JSON line between Fillomino blocks is an answer of its own: the blocks on either side are answered as alone.
$R/gen --variant fillomino --size 5 -n 2 --seed 8 --format grid > $TMP/blocks.txt
awk 'BEGIN { RS = ""; ORS = "\n" } { print > sprintf("'$TMP'/blk%d.txt", NR) }' $TMP/blocks.txt
{ sed '/^$/d' $TMP/blk1.txt; echo '{"puzzle": 5}'; cat $TMP/blk2.txt; } > $TMP/mixed.txt
$BIN/fillomino solve $TMP/mixed.txt > $TMP/o 2> $TMP/e; rc=$?
{ $BIN/fillomino solve $TMP/blk1.txt; echo error; $BIN/fillomino solve $TMP/blk2.txt; } > $TMP/o1 2> /dev/null
check "fillomino solve: a bad JSON line right under a block ends it, is 'error' named at its line, exit 2 (rc $rc)" \
    holds '[ $rc = 2 ] && cmp -s $TMP/o $TMP/o1 && [ $(wc -l < $TMP/e) = 1 ] &&
           grep -q "mixed.txt:$(($(sed "/^$/d" $TMP/blk1.txt | wc -l) + 1)): a JSON line is an object" $TMP/e'
finish
