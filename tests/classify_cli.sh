# classify_cli.sh: bin/classify's contract: grade/hint/features output per puzzle, bad input (error line,
# FILE:LINE message, exit 2), and the libsvm pipeline end to end (train, predict, eval, model round trip).
. tests/shcheck.sh
C=$BIN/classify
K=$DATA/sudoku9_kaggle3m_rated.txt
grep -v '^#' "$K" | head -n 3 | cut -d' ' -f1 > "$TMP/easy"
grep -v '^#' "$DATA/sudoku9_magictour_top95.txt" | head -n 5 | cut -d' ' -f1 > "$TMP/hard"

$C grade "$TMP/easy" "$TMP/hard" > "$TMP/g"; rc=$?
check "grade exits 0" [ $rc -eq 0 ]
check "grade: one line per puzzle" [ "$(wc -l < "$TMP/g")" -eq 8 ]
check "grade: RATING LEVEL TECHNIQUE" awk '$1+0 != $1 || NF != 3 || $2 !~ /^(Easy|Medium|Hard|Evil|Beyond)$/ {e=1} END {exit e}' "$TMP/g"
check "grade: a beginner puzzle is Easy or Medium by singles" awk 'NR<=3 && ($3 !~ /single$/) {e=1} END {exit e}' "$TMP/g"
$C grade --trace "$TMP/easy" > "$TMP/t"
check "grade --trace: steps follow the grade line" grep -q '^  1\. hidden-single: r[0-9]c[0-9]=[1-9]' "$TMP/t"
check "grade --trace: 3 grade lines" [ "$(grep -vc '^  ' "$TMP/t")" -eq 3 ]
# The trace's placements, applied to the puzzle, give the solution column of the file.
p=$(head -n 1 "$TMP/easy"); want=$(grep -v '^#' "$K" | head -n 1 | cut -d' ' -f2)
$C grade --trace "$TMP/easy" | sed -n '2,/^[0-9]/p' | grep -o 'r[0-9]c[0-9]=[1-9]' > "$TMP/moves"
got=$(awk -v p="$p" '{ split($0, a, /[rc=]/); i = (a[2]-1)*9 + a[3]; p = substr(p, 1, i-1) a[4] substr(p, i+1) } END { print p }' "$TMP/moves")
check "grade --trace: the placements solve the puzzle" [ "$got" = "$want" ]

$C hint "$TMP/easy" > "$TMP/h"
check "hint: one step per grid" [ "$(wc -l < "$TMP/h")" -eq 3 ]
first=$($C grade --trace "$TMP/easy" | sed -n 2p | sed 's/^  1\. //; s/ \[[0-9.]*\]$//')
check "hint: the first step of the trace" [ "$(head -n 1 "$TMP/h")" = "$first" ]
echo "$want" | $C hint > "$TMP/h2"
check "hint: a full grid is solved" [ "$(cat "$TMP/h2")" = solved ]

# A hint is for the grid's solutions. Five solutions (a deadly rectangle on 8,9 left open): no unique
# rectangle, whose eliminations r1c9<>8 r1c9<>9 would drop solutions; none: said, not a step.
multi=527361.....4592176..1748352742135.6..1.876425...92473117628.5..2..45761.4..61.287
none=4.1.3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........
for via in "" "--variant sudoku"; do
  echo "$multi" | $C hint $via > "$TMP/hm"; rc=$?
  check "hint${via:+ $via}: several solutions, no uniqueness step" holds '[ $rc -eq 0 ] && [ -s "$TMP/hm" ] && ! grep -q "unique-rectangle\|^bug" "$TMP/hm"'
  echo "$none" | $C hint $via > "$TMP/hn" 2> "$TMP/hne"; rc=$?
  check "hint${via:+ $via}: no solution (no clash) -> error, exit 2" holds '[ $rc -eq 2 ] && grep -q "no solution" "$TMP/hne"'
  printf '%081d\n' 0 | $C hint $via > "$TMP/he"
  check "hint${via:+ $via}: an empty grid needs guessing and has several solutions" grep -q "^guessing:.*more than one solution" "$TMP/he"
done

# A hint answers from values only, so it always places one: when the next steps only remove candidates, it
# applies them and goes on to the value they lead to. Top95's 20th puzzle starts with removals (pointing).
top20=$(grep -v '^#' "$DATA/sudoku9_magictour_top95.txt" | sed -n 20p | cut -d' ' -f1)
for via in "" "--via-table"; do
  echo "$top20" | $C hint $via > "$TMP/hr"
  check "hint${via:+ $via}: removals first, then a placement" grep -q '^pointing.*; then hidden-single: r6c4=9' "$TMP/hr"
done
# The table's hint (the page's) names the removals when their cells do not fit its 160 characters: each
# technique once, with its count when used more than once, in the order first used. The truth: the same
# summary counted by awk from the plain hint's full listing of the same steps, puzzle by puzzle.
grep -v '^#' "$DATA/sudoku9_magictour_top95.txt" | cut -d' ' -f1 > "$TMP/t95"
$C hint "$TMP/t95" | awk '{ s = $0; n = 0; out = ""; split("", uses)
    if (!match(s, /; then /)) { print; next }
    placed = substr(s, RSTART + 2); sub(/ \(.*$/, "", placed); s = substr(s, 1, RSTART - 1)
    while (match(s, /(^|; )[a-z+-]+: /)) { name = substr(s, RSTART, RLENGTH - 2); sub(/^; /, "", name)
      if (!(name in uses)) order[++n] = name
      uses[name]++; s = substr(s, RSTART + RLENGTH) }
    for (k = 1; k <= n; k++) out = out (k > 1 ? ", " : "") order[k] (uses[order[k]] > 1 ? " (" uses[order[k]] ")" : "")
    print out "; " placed }' > "$TMP/hnames"
$C hint --via-table "$TMP/t95" | paste -d'|' "$TMP/hnames" - | awk -F'|' '$2 ~ /; then/ && $2 !~ /<>/' > "$TMP/hpair"
check "hint --via-table: removals by name, each once with its count ($(wc -l < "$TMP/hpair") of top95)" \
    holds '[ "$(wc -l < "$TMP/hpair")" -ge 3 ] && awk -F"|" '\''$1 != $2 {e=1} END {exit e}'\'' "$TMP/hpair" &&
    grep -q "|pointing (5), hidden-pair; then hidden-single: r6c4=9$" "$TMP/hpair"'
# Asking again after each hint's placement solves the puzzle to bin/dlx's solution, on 300 public puzzles
# from Medium to Evil that the grader solves: one round asks a hint for every grid.
K=$DATA/sudoku9_kaggle3m_rated.txt
{ for level in medium hard expert; do grep -v '^#' "$K" | awk -v l=$level '$NF == l' | head -n 50; done
  grep -v '^#' "$DATA/sudoku9_sudokuexchange_se_rated.txt" | head -n 150; } | cut -d' ' -f1 > "$TMP/mix"
$C grade "$TMP/mix" | paste -d' ' "$TMP/mix" - | awk '$3 != "Beyond" { print $1 }' > "$TMP/hp"
$BIN/dlx "$TMP/hp" > "$TMP/hs"
check "hint rounds: 300 puzzles, Medium to Evil, the grader solves" holds '[ "$(wc -l < "$TMP/hp")" -eq 300 ] &&
    $C grade "$TMP/hp" | cut -d" " -f2 | sort -u | tr "\n" " " | grep -q "^Evil Hard Medium $"'
for via in "" "--via-table"; do
  cp "$TMP/hp" "$TMP/cur"; round=0
  while [ $round -lt 81 ] && grep -q '\.' "$TMP/cur"; do
    $C hint $via "$TMP/cur" | paste -d'|' "$TMP/cur" - | awk -F'|' '{ g = $1
      if (match($2, /r[1-9]c[1-9]=[1-9]/)) { k = (substr($2, RSTART + 1, 1) - 1) * 9 + substr($2, RSTART + 3, 1)
        g = substr(g, 1, k - 1) substr($2, RSTART + 5, 1) substr(g, k + 1) }
      print g }' > "$TMP/next"
    mv "$TMP/next" "$TMP/cur"; round=$((round + 1))
  done
  check "hint${via:+ $via}: each hint's value placed, asked again: bin/dlx's solutions ($round rounds)" cmp -s "$TMP/cur" "$TMP/hs"
done

$C features "$TMP/easy" > "$TMP/f"
check "features: 15 numbers per 9x9 puzzle (the seed's vector)" awk 'NF != 15 {e=1} END {exit e || NR != 3}' "$TMP/f"
$C features --features full "$TMP/easy" > "$TMP/ff"
check "features --features full: longer rows" awk 'NF <= 15 {e=1} END {exit e || NR != 3}' "$TMP/ff"
check "features: deterministic" sh -c "$C features --features full '$TMP/easy' | cmp -s - '$TMP/ff'"

{ head -n 1 "$TMP/easy"; echo "12345"; echo "11..............................................................................."; head -n 1 "$TMP/hard"; } > "$TMP/bad"
$C grade "$TMP/bad" > "$TMP/bo" 2> "$TMP/be"; rc=$?
check "bad input: exit 2" [ $rc -eq 2 ]
check "bad input: error lines in place, others answered" holds '[ "$(sed -n 2p "$TMP/bo")" = error ] && [ "$(sed -n 3p "$TMP/bo")" = error ] && [ "$(wc -l < "$TMP/bo")" -eq 4 ]'
$BIN/gen --variant futoshiki --size 9 -n 1 --seed 3 > "$TMP/fut" 2> /dev/null
$BIN/classify grade "$TMP/fut" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "grade of a Futoshiki line without --variant: error, '--variant futoshiki or jidoku', exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "fut:1: a Futoshiki or Jidoku line" "$TMP/e"'
check "bad input: FILE:LINE messages; clashing givens named in bin/dlx's words" holds \
    'grep -q "bad:2:" "$TMP/be" && grep "bad:3: clashing givens: " "$TMP/be" | sed "s/^classify: //" > "$TMP/be3" && [ -s "$TMP/be3" ] &&
     [ "$(cat "$TMP/be3")" = "$($BIN/dlx "$TMP/bad" 2>&1 >/dev/null | grep "bad:3:" | sed "s/^dlx: //")" ]'
$C hint "$TMP/bad" > /dev/null 2>&1; check "hint: bad input exits 2" [ $? -eq 2 ]
$C grade --nonsense "$TMP/easy" > /dev/null 2>&1; check "unknown option: exit 2" [ $? -eq 2 ]
$BIN/gen --size 4 -n 1 --seed 3 | $C grade > "$TMP/g4"
check "grade: a 4x4 works (any size)" awk 'NF == 3 {ok=1} END {exit !ok}' "$TMP/g4"
# Levels are for puzzles with one solution (dlx counts them): others are refused, line by line.
printf '%s\n' "................" > "$TMP/open4"
$C grade "$TMP/open4" > "$TMP/o4" 2> "$TMP/e4"; rc=$?
check "grade of the empty 4x4 (dlx: $($BIN/dlx --count "$TMP/open4") solutions or more): refused, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o4")" = error ] && grep -q "open4:1: more than one solution" "$TMP/e4"'
printf '%081d\n' 0 > "$TMP/open9"
$C predict "$TMP/open9" > "$TMP/o9" 2> "$TMP/e9"; rc=$?
check "predict on the empty 9x9: 'error', not a level; exit 2, said as grade says it" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o9")" = error ] && grep -q "open9:1: more than one solution" "$TMP/e9"'
# No solution, no clash: r1c1 can hold nothing (1 is in its box, 2-9 in its row).
printf '.234567891%071d\n' 0 | tr 0 . > "$TMP/none9"
$C grade "$TMP/none9" > /dev/null 2> "$TMP/ng"; $C predict "$TMP/none9" > /dev/null 2> "$TMP/np"
check "no solution: grade and predict say so in the same words" \
    holds 'grep -q "none9:1: no solution$" "$TMP/ng" && grep -q "none9:1: no solution$" "$TMP/np"'
# Through the Sudoku table (--via-table: the path of every other kind), the same refusals in the same words.
$C grade --via-table "$TMP/open4" "$TMP/none9" > "$TMP/ov" 2> "$TMP/ev"; rc=$?
check "grade --via-table: several and none refused as grade says, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(tr "\n" " " < "$TMP/ov")" = "error error " ] &&
           grep -q "open4:1: more than one solution: a level is for a puzzle with one$" "$TMP/ev" &&
           grep -q "none9:1: no solution$" "$TMP/ev"'


# Solo game ids (as sgt-solo prints them) are read too, box shape from the id: the same puzzles from
# bin/gen as lines and as ids grade alike, for 9x9 and 6x6 (boxes 2x3, not the transpose).
for size in 9 6; do
    $BIN/gen --size $size -n 6 --seed 11 > "$TMP/sl$size"
    $BIN/gen --size $size -n 6 --seed 11 --format tatham > "$TMP/si$size"
    $C grade "$TMP/sl$size" > "$TMP/gl$size"; $C grade "$TMP/si$size" > "$TMP/gi$size"; rc=$?
    $C features "$TMP/sl$size" > "$TMP/fl$size"; $C features "$TMP/si$size" > "$TMP/fi$size"
    check "Solo ids ${size}x$size: ids given" grep -q '^[23]x3:' "$TMP/si$size"
    check "Solo ids ${size}x$size: grade and features as the line form" sh -c "[ $rc -eq 0 ] && [ \$(wc -l < '$TMP/gi$size') -eq 6 ] && cmp -s '$TMP/gl$size' '$TMP/gi$size' && cmp -s '$TMP/fl$size' '$TMP/fi$size'"
done
# Blanks before a Solo id do not count, as before a line (dlx/TOOLS.md): grade, hint and features read
# indented ids as the ids themselves.
awk '{ printf "%s%s\n", NR % 2 ? "   " : "\t ", $0 }' "$TMP/si9" > "$TMP/si9i"
for cmd in grade hint features; do
    $C $cmd "$TMP/si9" > "$TMP/ci_want"; $C $cmd "$TMP/si9i" > "$TMP/ci_got" 2> "$TMP/ci_err"; rc=$?
    check "classify $cmd: indented Solo ids answered as the ids, exit 0" \
        holds '[ $rc -eq 0 ] && [ ! -s "$TMP/ci_err" ] && [ "$(wc -l < "$TMP/ci_got")" -eq 6 ] && cmp -s "$TMP/ci_want" "$TMP/ci_got"'
done
# A symmetry keeps the forcing steps (tests/test_classify.c) but not always the path before them, which takes
# the first instance in cell order: 200 hard puzzles and their 6 variants each; a variant graded otherwise
# swaps an XY-wing and an XYZ-wing, at its puzzle's level (the guide's account of these runs).
$RELBIN/gen --size 9 --level hard -n 200 --seed 1 --transforms 6 2> /dev/null | $RELBIN/classify grade |
    awk 'NR % 7 == 1 { base = $0; next } $0 != base { d++; split(base, b, " ")
         if ($2 != b[2] || !(($3 == "xy-wing" && b[3] == "xyz-wing") || ($3 == "xyz-wing" && b[3] == "xy-wing"))) o++ }
         END { print NR, o + 0 }' > "$TMP/symv"
check "a symmetry of a hard puzzle changes its grade at most by an XY- for an XYZ-wing, at the same level" holds \
    '[ "$(cat "$TMP/symv")" = "1400 0" ]'
printf '3x3:zz\n%s\n' "$(head -n 1 "$TMP/si9")" | $C grade > "$TMP/sb" 2> "$TMP/sbe"; rc=$?
check "a bad Solo id: error in place, message, exit 2" sh -c "[ $rc -eq 2 ] && [ \$(head -n 1 '$TMP/sb') = error ] && [ \$(wc -l < '$TMP/sb') -eq 2 ] && grep -q 'stdin:1: not a Solo game id' '$TMP/sbe'"

# SVM: train on a small labelled file (label = last column), predict, eval, round trip.
grep -v '^#' "$K" | awk 'NR % 25 == 1 {print $1, $NF}' > "$TMP/lab"
$C train --labels "$TMP/lab" --model "$TMP/m1" --quick -j 1 > "$TMP/tr"; rc=$?
check "train: exit 0 and a model file" holds '[ $rc -eq 0 ] && [ -s "$TMP/m1" ]'
check "train: cross-validation accuracy reported" grep -q 'cross-validation.*accuracy [0-9.]*%' "$TMP/tr"
grep 'cross-validation' "$TMP/tr" | sed 's/^/  /'
$C train --labels "$TMP/lab" --model "$TMP/m2" --quick -j 2 > /dev/null
check "train: the same model again (reproducible, any -j)" cmp -s "$TMP/m1" "$TMP/m2"
check "model file: header with feature set, scaling, then libsvm" holds 'grep -q '\''^features full'\'' "$TMP/m1" && grep -q '\''^scale 1 '\'' "$TMP/m1" && grep -q '\''^libsvm'\'' "$TMP/m1"'
cut -d' ' -f1 "$TMP/lab" > "$TMP/lab_p"
$C predict --model "$TMP/m1" "$TMP/lab_p" > "$TMP/pr"
check "predict: one label per puzzle" [ "$(wc -l < "$TMP/pr")" -eq "$(wc -l < "$TMP/lab")" ]
$C predict --model "$TMP/m1" -j 1 "$TMP/lab_p" > "$TMP/pr1"; $C predict --model "$TMP/m1" -j 5 "$TMP/lab_p" > "$TMP/pr5"
check "predict -j 1 and -j 5: the labels of the default -j, byte for byte" holds \
    'cmp -s "$TMP/pr" "$TMP/pr1" && cmp -s "$TMP/pr" "$TMP/pr5"'
check "predict: labels from the training file" sh -c "sort -u '$TMP/pr' | while read l; do grep -q \" \$l\$\" '$TMP/lab' || exit 1; done"
acc=$(paste -d' ' "$TMP/lab" "$TMP/pr" | awk '$2 == $3 {c++} END {printf "%.2f", 100*c/NR}')
$C eval --labels "$TMP/lab" --model "$TMP/m1" > "$TMP/ev"
check "eval: accuracy equals predict's agreement ($acc%)" grep -q "^accuracy $acc%" "$TMP/ev"
check "eval: a confusion matrix row per label" [ "$(grep -c '^ *\(beginner\|easy\|medium\|hard\|expert\) *[0-9]' "$TMP/ev")" -eq 5 ]
{ head -n 2 "$TMP/lab_p"; echo "xyz"; } | $C predict --model "$TMP/m1" > "$TMP/pr2" 2>/dev/null; rc=$?
check "predict: bad line -> error in place, exit 2" holds '[ $rc -eq 2 ] && [ "$(sed -n 3p "$TMP/pr2")" = error ] && [ "$(wc -l < "$TMP/pr2")" -eq 3 ]'

awk '{print $1, "same"}' "$TMP/lab" > "$TMP/one"
$C train --labels "$TMP/one" --model "$TMP/m3" > /dev/null 2> "$TMP/oe"; rc=$?
# One class: the conformance check trains on such a file, so a warning and a constant model.
check "train: one class -> a warning and a model" holds '[ $rc -eq 0 ] && grep -q "only one label" "$TMP/oe" && [ -s "$TMP/m3" ]'
check "one-class model: predicts that label" [ "$($C predict --model "$TMP/m3" "$TMP/easy" | sort -u)" = same ]
$BIN/gen -n 1 | $C grade --box 2x3 > /dev/null 2> "$TMP/fb"; rc=$?
check "grade --box 2x3 on a 9x9: the box given is named as not fitting, exit 2" \
    holds '[ $rc -eq 2 ] && grep -q "box 2x3 does not fit a side of 9" "$TMP/fb"'
$C train --labels "$TMP/one" --model /dev/full > /dev/null 2> "$TMP/fe1"; rc=$?
check "train --model /dev/full: exit 1, the reason given" holds '[ $rc -eq 1 ] && grep -q "/dev/full: .*No space left" "$TMP/fe1"'
$C predict --model "$TMP/no.model" "$TMP/easy" > /dev/null 2> "$TMP/fe2"; rc=$?
check "predict --model MISSING: exit 2, the reason given" holds '[ $rc -eq 2 ] && grep -q "no.model: .*No such file" "$TMP/fe2"'
# A model file of no newline (/dev/zero) is read a bounded line at a time: refused at once (it was read whole, to
# the memory's end); a header line past 1 MiB is named with its line.
timeout 20 $C predict --model /dev/zero "$TMP/easy" > /dev/null 2> "$TMP/fz"; rc=$?
check "predict --model /dev/zero: exit 2 at once, not a model file" holds '[ $rc -eq 2 ] && grep -q "^classify: /dev/zero:1: not a classify model file" "$TMP/fz"'
{ head -n 1 "$TMP/m1"; printf 'features '; head -c 2000000 /dev/zero | tr '\0' x; echo; } > "$TMP/mlong"
$C predict --model "$TMP/mlong" "$TMP/easy" > /dev/null 2> "$TMP/fl"; rc=$?
check "a model's header line of 2 MB: exit 2, its line named" holds '[ $rc -eq 2 ] && grep -q "mlong:2: a line longer than 1 MiB" "$TMP/fl"'
# With /tmp full (a 4 KiB tmpfs in a mount namespace of its own): predict and train as before; a copy of the
# model in /tmp was read back cut short (libsvm crashed) and train blamed the model file.
if unshare -m true 2> /dev/null; then
    tmp_full "$C predict --model $TMP/m1 $TMP/lab_p" > "$TMP/prfull" 2>&1; rc=$?
    tmp_full "$C train --labels $TMP/lab --model $TMP/mfull --quick -j 1" > /dev/null 2>&1; rc2=$?
    check "/tmp full: predict gives the same labels, train the same model" holds \
        '[ $rc -eq 0 ] && cmp -s "$TMP/prfull" "$TMP/pr" && [ $rc2 -eq 0 ] && cmp -s "$TMP/mfull" "$TMP/m1"'
else
    echo "note: no mount namespace here (unshare -m): the full /tmp case is not run"
fi
# grade and hint --max-nodes N: a count past N nodes is given up (an empty 64x64 counts for minutes): error,
# named, the puzzles after it answered as without the cap.
{ python3 -c "print('.' * 4096)"; cat "$TMP/easy"; } > "$TMP/e64"
for cmd in grade hint; do
    timeout 60 $C $cmd --max-nodes 100000 "$TMP/e64" > "$TMP/mx.out" 2> "$TMP/mx.err"; rc=$?
    $C $cmd "$TMP/easy" > "$TMP/mx.want"
    check "$cmd --max-nodes 100000: an empty 64x64 given up and named, the rest as without (rc $rc)" holds \
        '[ $rc -eq 2 ] && [ "$(head -n 1 "$TMP/mx.out")" = error ] && tail -n +2 "$TMP/mx.out" | cmp -s - "$TMP/mx.want" &&
         grep -qx "classify: $TMP/e64:1: its count was given up at --max-nodes: whether it has one solution is not known" "$TMP/mx.err"'
done
$C predict --model "$TMP/m1" --features puzzlejar "$TMP/lab_p" > /dev/null 2> "$TMP/fe"; rc=$?
check "predict: a model for another feature set -> exit 2" holds '[ $rc -eq 2 ] && grep -q "trained on the full features" "$TMP/fe"'
sed 's/^width .*/width 7/' "$TMP/m1" > "$TMP/m4"
$C predict --model "$TMP/m4" "$TMP/lab_p" > /dev/null 2>&1; check "predict: a damaged model -> exit 2" [ $? -eq 2 ]
# libsvm's own loader crashes on damaged files, so the libsvm part is checked first: FILE:LINE and what.
sv=$(grep -n '^SV$' "$TMP/m1" | cut -d: -f1); total=$(wc -l < "$TMP/m1")
head -n $((total - 2)) "$TMP/m1" > "$TMP/m7"
$C predict --model "$TMP/m7" "$TMP/lab_p" > "$TMP/o7" 2> "$TMP/e7"; rc=$?
check "predict: a truncated model -> FILE:LINE message, no output, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o7" ] && grep -q "m7:$((total - 1)): the libsvm part of the model is damaged: fewer support vectors" "$TMP/e7"'
awk -v l=$((sv + 1)) 'NR == l {$0 = $0 " 999:1"} {print}' "$TMP/m1" > "$TMP/m8"
$C predict --model "$TMP/m8" "$TMP/lab_p" > /dev/null 2> "$TMP/e8"; rc=$?
check "predict: a support vector beyond the feature width -> its line, exit 2" \
    holds '[ $rc -eq 2 ] && grep -q "m8:$((sv + 1)):.*beyond the width" "$TMP/e8"'
sed 's/^total_sv .*/total_sv 3/' "$TMP/m1" > "$TMP/m9"
$C predict --model "$TMP/m9" "$TMP/lab_p" > /dev/null 2> "$TMP/e9"; rc=$?
check "predict: nr_sv not adding up to total_sv -> exit 2" holds '[ $rc -eq 2 ] && grep -q "nr_sv does not add up" "$TMP/e9"'
# Every truncation of the model (each 5th line) is refused with exit 2; none crashes.
crashed=0
for k in $(seq 1 5 $((total - 1))); do
    head -n "$k" "$TMP/m1" > "$TMP/mt"
    $C predict --model "$TMP/mt" "$TMP/lab_p" > /dev/null 2> "$TMP/et"; rc=$?
    if [ $rc -ne 2 ] || grep -q "Sanitizer\|runtime error" "$TMP/et"; then crashed=$((crashed + 1)); fi
done
check "predict: every truncated model refused with exit 2, none crashes" [ "$crashed" -eq 0 ]
# A model cut within its last line (a number cut short still reads as one): refused at that line, exit 2.
size=$(wc -c < "$TMP/m1"); cut_ok=0
for b in 1 10 30 120; do
    head -c $((size - b)) "$TMP/m1" > "$TMP/mc"
    $C predict --model "$TMP/mc" "$TMP/lab_p" > "$TMP/oc" 2> "$TMP/ec"; rc=$?
    if [ $rc -eq 2 ] && [ ! -s "$TMP/oc" ] && grep -q "mc:[0-9]*: " "$TMP/ec"; then cut_ok=$((cut_ok + 1)); fi
done
check "predict: a model cut 1, 10, 30 or 120 bytes before its end -> its line named, exit 2 ($cut_ok of 4; $(head -1 "$TMP/ec"))" \
    [ "$cut_ok" -eq 4 ]
# One puzzle per label: the stratified folds leave one fold with every puzzle, so nothing to train on there.
grep -v '^#' "$K" | head -n 3 | awk '{print $1, "only" NR}' > "$TMP/each"
$C train --labels "$TMP/each" --model "$TMP/m10" --quick > /dev/null 2> "$TMP/e10"; rc=$?
check "train: one puzzle per label -> a model that predicts, no crash" \
    holds '[ $rc -eq 0 ] && [ -s "$TMP/m10" ] && ! grep -q Sanitizer "$TMP/e10" &&
           [ "$(cut -d" " -f1 "$TMP/each" | $C predict --model "$TMP/m10" | grep -c "^only[123]$")" -eq 3 ]'
echo "not a model" > "$TMP/m5"
$C eval --labels "$TMP/lab" --model "$TMP/m5" > /dev/null 2>&1; check "eval: not a model file -> exit 2" [ $? -eq 2 ]
printf 'abc hard\n' > "$TMP/badlab"
$C eval --labels "$TMP/badlab" --model "$TMP/m1" > "$TMP/ev0" 2> "$TMP/ev0.err"; rc=$?
check "eval with no puzzle it can count: exit 2, said, no accuracy of 0 of 0 on stdout" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/ev0" ] && grep -q "badlab: no labelled puzzle to evaluate" "$TMP/ev0.err"'
# A solution beside a puzzle is no label: gen --with-solution and gen --format json lines without a level have none
# (their solutions were taken for labels: an accuracy of 0% over one label per solution, exit 0).
$BIN/gen -n 3 --seed 3 --with-solution > "$TMP/ws"
$BIN/gen -n 3 --seed 3 --format json > "$TMP/wj"
for f in ws wj; do
    $C eval --labels "$TMP/$f" --model "$TMP/m1" > "$TMP/evs" 2> "$TMP/evs.err"; rc=$?
    $C train --labels "$TMP/$f" --model "$TMP/ms" > /dev/null 2> "$TMP/trs.err"; rc2=$?
    check "eval and train of $f lines (a solution beside, no level): no label, exit 2, no accuracy, no model" \
        holds '[ $rc -eq 2 ] && [ $rc2 -eq 2 ] && [ ! -s "$TMP/evs" ] && [ ! -e "$TMP/ms" ] &&
               [ "$(grep -c ":[123]: no label" "$TMP/evs.err")" -eq 3 ] && [ "$(grep -c ":[123]: no label" "$TMP/trs.err")" -eq 3 ]'
done
# Lines with a solution and a level after it: the level is the label, as for the puzzle and the level alone.
$BIN/gen -n 4 --seed 3 --with-solution --format json --level medium > "$TMP/wl"
sed 's/.*"puzzle":"\([^"]*\)".*"level":"\([a-z]*\)".*/\1 \2/' "$TMP/wl" > "$TMP/wl2"
check "eval of gen --format json --level lines: the accuracy of the puzzle-and-level lines" \
    holds '[ "$($C eval --labels "$TMP/wl" --model "$TMP/m1")" = "$($C eval --labels "$TMP/wl2" --model "$TMP/m1")" ] &&
           $C eval --labels "$TMP/wl" --model "$TMP/m1" | grep -q "(. of 4)"'
# bin/bank export --format json carries the level as a number and its name beside ("levelName"): the name is read.
$BIN/gen -n 6 --seed 3 | $BIN/bank add "$TMP/ev.db" 2> /dev/null
$BIN/bank export "$TMP/ev.db" --format json > "$TMP/bj"
sed 's/.*"puzzle":"\([^"]*\)".*"levelName":"\([a-z]*\)".*/\1 \2/' "$TMP/bj" > "$TMP/bj2"
check "eval of bank export --format json: the labels are its levelName, as puzzle-and-name lines give them" \
    holds '[ "$($C eval --labels "$TMP/bj" --model "$TMP/m1")" = "$($C eval --labels "$TMP/bj2" --model "$TMP/m1")" ] &&
           $C eval --labels "$TMP/bj" --model "$TMP/m1" | grep -q "(. of 6)"'
grep -v '^#' "$K" | head -n 2 | cut -d' ' -f1 > "$TMP/nolab"
$C train --labels "$TMP/nolab" --model "$TMP/m6" > /dev/null 2>&1; check "train: lines without a label -> exit 2" [ $? -eq 2 ]
# A file with bad lines makes no model (an existing one is left as it was), and its problems are said in line
# order: line 11 has several solutions (found when the features are computed), line 12 no label (found when read).
{ head -n 10 "$TMP/lab"; printf '%081d hard\n' 0 | tr 0 .; head -n 1 "$TMP/lab_p"; sed -n 11,20p "$TMP/lab"; } > "$TMP/badlines"
echo keep > "$TMP/mbad"
$C train --labels "$TMP/badlines" --model "$TMP/mbad" --quick > /dev/null 2> "$TMP/ebad"; rc=$?
check "train: bad lines among good ones -> exit 2, the model file untouched, the problems in line order" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/mbad")" = keep ] && [ "$(ls "$TMP" | grep -c "^mbad")" -eq 1 ] &&
     [ "$(cut -d: -f3 "$TMP/ebad" | tr "\n" " ")" = "11 12 " ] &&
     grep -q "badlines:11: more than one solution" "$TMP/ebad" && grep -q "badlines:12: no label" "$TMP/ebad"'

if [ -f classify/models/default.model ]; then
  $C predict "$TMP/easy" > "$TMP/dp"; rc=$?
  check "predict with the shipped model: Easy..Evil per puzzle" holds '[ $rc -eq 0 ] && awk '\''$1 !~ /^(Easy|Medium|Hard|Evil)$/ {e=1} END {exit e || NR != 3}'\'' "$TMP/dp"'
  sed 's/$/\r/' classify/models/default.model > "$TMP/crlf.model"
  $C predict --model "$TMP/crlf.model" "$TMP/easy" > "$TMP/dpc"; rc=$?
  check "the shipped model with CRLF line ends: the same labels" holds '[ $rc -eq 0 ] && cmp -s "$TMP/dp" "$TMP/dpc"'
fi

# Damaged models are refused where libsvm would read them otherwise than the check did (it reads its
# header word by word and then exactly total_sv lines): FILE:LINE, what, exit 2, nothing predicted.
refused() { # refused NAME LINE MESSAGE: predict with model $TMP/NAME is refused so
    $C predict --model "$TMP/$1" "$TMP/lab_p" > "$TMP/ro" 2> "$TMP/re"; rc=$?
    [ $rc -eq 2 ] && [ ! -s "$TMP/ro" ] && [ "$(cat "$TMP/re")" = "classify: $TMP/$1:$2: $3" ]
}
nrsv=$(grep -n '^nr_sv ' "$TMP/m1" | cut -d: -f1); gam=$(grep -n '^gamma ' "$TMP/m1" | cut -d: -f1)
awk -v l=$((sv + 1)) '{print} NR == l {print ""}' "$TMP/m1" > "$TMP/mblank"
check "predict: a blank line among the support vectors -> its line, exit 2" \
    refused mblank $((sv + 2)) "the libsvm part of the model is damaged: a blank line among the support vectors"
awk -v l=$nrsv '{print} NR == l {print "nr_class 2"}' "$TMP/m1" > "$TMP/mnc"
check "predict: a second nr_class after nr_sv -> its line, exit 2" \
    refused mnc $((nrsv + 1)) "the libsvm part of the model is damaged: a keyword given a second time"
awk -v l=$gam 'NR == l {$0 = $0 " nr_class 2"} {print}' "$TMP/m1" > "$TMP/mgw"
check "predict: words after gamma's value -> its line, exit 2" \
    refused mgw $gam "the libsvm part of the model is damaged: more than one value"
{ sed '/^libsvm$/q' "$TMP/m1"; printf 'svm_type c_svc\nkernel_type rbf\ngamma 0.5\nnr_class 1\ntotal_sv 1\nrho\nlabel 0\nnr_sv 1\nSV\n1:0.5\n'; } > "$TMP/mone"
check "predict: one class with a support vector -> refused, exit 2" \
    refused mone $(( $(grep -n '^SV$' "$TMP/mone" | cut -d: -f1) )) "the libsvm part of the model is damaged: a model of one class has no support vectors"
sed 's/^side .*/side 2147483647/' "$TMP/m1" > "$TMP/mside"
check "predict: a side past 64 -> its line, exit 2" refused mside 3 "side is not 1 .. 64"
sed 's/^scale 2 .*/scale 1 1 1/' "$TMP/m1" > "$TMP/mdup"
check "predict: feature 1 scaled twice, feature 2 not -> the second line, exit 2" \
    refused mdup $(( $(grep -n '^scale 2 ' "$TMP/m1" | cut -d: -f1) )) "a second scale line for one feature"
check "predict --labels: refused (eval reads labels), exit 2" holds \
    '$C predict --labels "$TMP/lab" --model "$TMP/m1" > "$TMP/ro" 2> "$TMP/re"; [ $? -eq 2 ] && [ ! -s "$TMP/ro" ] &&
     [ "$(cat "$TMP/re")" = "classify: predict takes no --labels (eval --labels FILE measures a model)" ]'

# A label is split at spaces and tabs, a model file's header at CR too: a label holding a control character (an
# escape; a CR ends the line) is refused (its line, exit 2, no model), while a CRLF file's line ends are no part of
# its labels.
awk 'NR == 5 { $2 = "x\033b" } NR <= 40' "$TMP/lab" > "$TMP/lcr"
echo keep > "$TMP/mcr"
$C train --labels "$TMP/lcr" --model "$TMP/mcr" --quick > /dev/null 2> "$TMP/ecr"; rc=$?
check "train: a label holding an escape -> its line, exit 2, the model file untouched" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/ecr")" = "classify: $TMP/lcr:5: a control character (0x1b) in the label; labels are split at spaces and tabs only" ] &&
     [ "$(cat "$TMP/mcr")" = keep ]'
head -n 40 "$TMP/lab" > "$TMP/llf"; sed 's/$/\r/' "$TMP/llf" > "$TMP/lcrlf"
$C train --labels "$TMP/llf" --model "$TMP/mlf" --quick > /dev/null 2>&1
$C train --labels "$TMP/lcrlf" --model "$TMP/mcrlf" --quick > /dev/null 2>&1; rc=$?
check "train: a CRLF labelled file gives the model of its LF twin" holds '[ $rc -eq 0 ] && [ -s "$TMP/mlf" ] && cmp -s "$TMP/mlf" "$TMP/mcrlf"'
$C eval --labels "$TMP/lcrlf" --model "$TMP/mcrlf" > "$TMP/evcr"; rc=$?
check "eval: a CRLF labelled file reads its labels whole" holds '[ $rc -eq 0 ] && ! grep -q "$(printf "\r")" "$TMP/evcr"'

# Labels: at most 64, each at most 255 characters; more is refused by train (FILE:LINE, exit 2) before a model
# is written, and an existing model is left as it was. Up to the limit they come back whole.
$BIN/gen --size 4 -n 140 --seed 5 > "$TMP/p140"
awk '{ print $1, "L" NR % 65 }' "$TMP/p140" > "$TMP/l65"
echo keep > "$TMP/mkeep"
$C train --labels "$TMP/l65" --model "$TMP/mkeep" --quick > /dev/null 2> "$TMP/e65"; rc=$?
check "train: a 65th label -> its line, exit 2, the model file untouched" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/e65")" = "classify: $TMP/l65:65: more than 64 labels" ] &&
     [ "$(cat "$TMP/mkeep")" = keep ] && [ "$(ls "$TMP" | grep -c "^mkeep")" -eq 1 ]'
awk '{ s = ""; for (i = 0; i < 254; i++) s = s "y"; print $1, s substr("abcdefghijklmnopqrst", NR % 20 + 1, 1) (NR == 30 ? "z" : "") }' \
    "$TMP/p140" > "$TMP/l256"
$C train --labels "$TMP/l256" --model "$TMP/mkeep" --quick > /dev/null 2> "$TMP/e256"; rc=$?
check "train: a label of 256 characters -> its line, exit 2, the model file untouched" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/e256")" = "classify: $TMP/l256:30: a label longer than 255 characters" ] &&
     [ "$(cat "$TMP/mkeep")" = keep ]'
sed 30d "$TMP/l256" > "$TMP/l255"
$C train --labels "$TMP/l255" --model "$TMP/m255" --quick > /dev/null 2>&1; rc=$?
cut -d' ' -f2 "$TMP/l255" | sort -u > "$TMP/want255"
cut -d' ' -f1 "$TMP/l255" | $C predict --model "$TMP/m255" > "$TMP/p255"
check "20 labels of 255 characters: trained, and predict gives back labels of the file, whole" holds \
    '[ $rc -eq 0 ] && [ "$(wc -l < "$TMP/want255")" -eq 20 ] && [ "$(wc -l < "$TMP/p255")" -eq 139 ] &&
     [ "$(sort -u "$TMP/p255" | comm -23 - "$TMP/want255" | wc -l)" -eq 0 ] && [ "$(sort -u "$TMP/p255" | wc -l)" -gt 1 ]'
# train --box: 12x12 puzzles with 4x3 boxes (the default for 12 is 3x4). The model records the shape (a box
# line, written only when it is not the side's default), predict and eval read lines with it, and refuse a
# --box of another shape.
$BIN/gen --size 12 --box 4x3 -n 30 --seed 3 | awk '{ print $1, NR % 2 ? "odd" : "even" }' > "$TMP/l12"
$C train --box 4x3 --labels "$TMP/l12" --model "$TMP/m12" --quick > /dev/null 2> "$TMP/e12"; rc=$?
check "train --box 4x3 on 12x12: exit 0, the model says box 4x3" holds \
    '[ $rc -eq 0 ] && [ ! -s "$TMP/e12" ] && [ "$(grep "^box" "$TMP/m12")" = "box 4x3" ]'
cut -d' ' -f1 "$TMP/l12" | $C predict --model "$TMP/m12" > "$TMP/p12"; rc=$?
check "predict with the 4x3 model, no --box: a label of the file per puzzle" holds \
    '[ $rc -eq 0 ] && [ "$(grep -cx "odd\|even" "$TMP/p12")" -eq 30 ]'
$C eval --labels "$TMP/l12" --model "$TMP/m12" --box 4x3 > "$TMP/ev12"; rc=$?
check "eval --box 4x3 with the 4x3 model: all 30 counted" holds '[ $rc -eq 0 ] && grep -q "^accuracy .* of 30) " "$TMP/ev12"'
cut -d' ' -f1 "$TMP/l12" | $C predict --model "$TMP/m12" --box 3x4 > "$TMP/p12b" 2> "$TMP/e12b"; rc=$?
check "predict --box 3x4 with a model trained on 4x3 boxes: refused, exit 2, nothing predicted" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/p12b" ] &&
     [ "$(cat "$TMP/e12b")" = "classify: $TMP/m12: the model was trained on 12x12 puzzles with 4x3 boxes, not --box 3x4" ]'
# A side without a default box shape (5, a prime): train --box 1x5 records it, and predict and eval read the
# lines with it, without a --box (they were each refused: "a 5x5 grid has no default box shape"); a 4x4 line among
# them is named as another side.
$BIN/gen --size 5 --box 1x5 -n 20 --seed 2 | awk '{ print $1, NR % 2 ? "odd" : "even" }' > "$TMP/l5"
$C train --box 1x5 --labels "$TMP/l5" --model "$TMP/m5" --quick > /dev/null 2>&1
{ cut -d' ' -f1 "$TMP/l5"; $BIN/gen --size 4 -n 1; } | $C predict --model "$TMP/m5" > "$TMP/p5" 2> "$TMP/e5"; rc=$?
$C eval --labels "$TMP/l5" --model "$TMP/m5" > "$TMP/ev5" 2>&1; rc2=$?
check "a 5x5 model of 1x5 boxes: predict and eval read lines without --box, a 4x4 named as another side" holds \
    '[ "$(grep "^box" "$TMP/m5")" = "box 1x5" ] && [ $rc -eq 2 ] && [ "$(grep -cx "odd\|even" "$TMP/p5")" -eq 20 ] &&
     [ "$(sed -n 21p "$TMP/p5")" = error ] &&
     [ "$(cat "$TMP/e5")" = "classify: stdin:21: a 4x4 puzzle; the model is for 5x5" ] &&
     [ $rc2 -eq 0 ] && grep -q "^accuracy .* of 20) " "$TMP/ev5"'
# A file that cannot be read after one with a bad line: both are said (the bad line was left unsaid).
{ head -n 1 "$TMP/l5"; echo "x$(sed -n 2p "$TMP/l5")"; } > "$TMP/bad5"
$C predict --model "$TMP/m5" "$TMP/bad5" "$TMP/no_such_file" > /dev/null 2> "$TMP/ebad5"; rc=$?
check "predict FILE MISSING: the bad line of FILE and the missing file said, exit 2" holds \
    '[ $rc -eq 2 ] && grep -q "bad5:2: " "$TMP/ebad5" && grep -q "no_such_file: No such file" "$TMP/ebad5"'
check "a model of the side's default box shape has no box line (read by earlier versions as before)" \
    holds '! grep -q "^box" "$TMP/m1"'
sed 's/^box 4x3/box 5x3/' "$TMP/m12" > "$TMP/m12x"
cut -d' ' -f1 "$TMP/l12" | $C predict --model "$TMP/m12x" > /dev/null 2> "$TMP/e12x"; rc=$?
check "predict: a model whose box does not fit its side -> refused, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/e12x")" = "classify: $TMP/m12x: the box does not fit the side" ]'

# The first line is the version, whole: another number or words after it are refused; a folder given as the
# model is named as the tools name a folder given as input.
for v in 17 "1 junk"; do
    { echo "coverjar-classify-model $v"; sed 1d "$TMP/m1"; } > "$TMP/mver"
    $C predict --model "$TMP/mver" "$TMP/lab_p" > "$TMP/ov" 2> "$TMP/ev"; rc=$?
    check "predict: a model whose first line is 'coverjar-classify-model $v' -> refused, exit 2" holds \
        '[ $rc -eq 2 ] && [ ! -s "$TMP/ov" ] &&
         [ "$(cat "$TMP/ev")" = "classify: $TMP/mver:1: a classify model file of another version (want exactly '\''coverjar-classify-model 1'\'')" ]'
done
mkdir -p "$TMP/mdir"
$C predict --model "$TMP/mdir" "$TMP/lab_p" > "$TMP/od" 2> "$TMP/ed"; rc=$?
check "predict --model DIR: 'Is a directory', exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/od" ] && [ "$(cat "$TMP/ed")" = "classify: $TMP/mdir: cannot open the model file: Is a directory" ]'

# eval's matrix has rows for 64 labels: the puzzles of labels past them are counted (as wrong, the model knows
# none of them) under a row of their own, not dropped. 70 labels, 2 of them the model's: 8 past the 64 rows.
awk '{ print $1, NR % 2 ? "odd" : "even" }' "$TMP/p140" > "$TMP/l2"
$C train --labels "$TMP/l2" --model "$TMP/m2l" --quick > /dev/null 2>&1
awk 'NR <= 70 { print $1, "E" NR }' "$TMP/p140" > "$TMP/l70"
$C eval --labels "$TMP/l70" --model "$TMP/m2l" > "$TMP/ev70" 2> "$TMP/ev70e"; rc=$?
check "eval: 70 labels -> all 70 puzzles counted, 8 under (others)" holds \
    '[ $rc -eq 0 ] && grep -q "^accuracy 0.00% (0 of 70) " "$TMP/ev70" && [ "$(grep -c "^ *E[0-9]* " "$TMP/ev70")" -eq 62 ] &&
     [ "$(awk "\$1 == \"(others)\" { print \$2 + \$3 }" "$TMP/ev70")" = 8 ]'
# A write that fails half way (the file size limit; SIGXFSZ ignored, so write says EFBIG) leaves the model there.
cp "$TMP/m3" "$TMP/mlimit"
( trap '' XFSZ; ulimit -f 1; $C train --labels "$TMP/one" --model "$TMP/mlimit" > /dev/null 2> "$TMP/elimit" ); rc=$?
check "train: a failed write -> exit 1, the model there before untouched, no file left beside it" holds \
    '[ $rc -eq 1 ] && grep -q "mlimit: cannot write the model file: File too large" "$TMP/elimit" &&
     cmp -s "$TMP/m3" "$TMP/mlimit" && [ "$(ls "$TMP" | grep -c "^mlimit")" -eq 1 ]'

# A model that cannot be written where asked (no such folder; a file where its folder should be) is said before
# any training: no "trained on" line, exit 1.
for where in "$TMP/nofolder/m" "$TMP/lab_p/m"; do
    $C train --labels "$TMP/one" --model "$where" > "$TMP/ow" 2> "$TMP/ew"; rc=$?
    check "train --model $where (cannot be made): exit 1, said before training ($(cat "$TMP/ew"))" holds \
        '[ $rc -eq 1 ] && grep -q "^classify: $where: cannot write the model file: " "$TMP/ew" && ! grep -q "trained on" "$TMP/ow"'
done

# Values past 61 print as numbers (as the grid form and Solo ids write them) on grids past 61x61, every value
# then: a 64x64 pattern grid with four cells empty, the truth its formula.
awk 'BEGIN { split("1 62 10 63 21 64 41 10", want, " ")
  for (k = 1; k <= 8; k += 2) { r = want[k] - 1; c = (want[k + 1] - 1 - 8 * (r % 8) - int(r / 8) + 128) % 64; hole[r * 64 + c] = 1 }
  s = "8x8:"; prev = 0
  for (r = 0; r < 64; r++) for (c = 0; c < 64; c++) {
    v = (8 * (r % 8) + int(r / 8) + c) % 64 + 1
    if ((r * 64 + c) in hole) { s = s "a"; prev = 0; print "r" r + 1 "c" c + 1 "=" v " (the only place for " v > "/dev/stderr" }
    else { s = s (prev ? "_" : "") v; prev = 1 } }
  print s }' > "$TMP/g64" 2> "$TMP/g64want"
$C grade --trace "$TMP/g64" | sed -n 's/^  [0-9]*\. hidden-single: \(r[0-9]*c[0-9]*=[0-9]* (the only place for [0-9]*\) in box.*/\1/p' > "$TMP/g64got"
check "grade --trace on a 64x64: 62, 63, 64 and 10 as numbers" cmp -s "$TMP/g64want" "$TMP/g64got"
# grade, hint and features read what dlx reads: --symbols for the line form (a 64x64 line needs 64 symbols) and
# --format grid; the same 64x64 as a line and as a grid, written from the Solo id here, grade as the id does.
sym64=123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@%+
awk -v sym="$sym64" '{ sub(/^8x8:/, ""); line = ""; grid = ""; k = 0; num = ""
  for (i = 1; i <= length($0) + 1; i++) { ch = substr($0, i, 1)
    if (ch ~ /[0-9]/) { num = num ch; continue }
    if (num != "") { line = line substr(sym, num, 1); grid = grid (k % 64 ? " " : "") num (k % 64 == 63 ? "\n" : ""); k++; num = "" }
    if (ch ~ /[a-z]/) for (j = index("abcdefghijklmnopqrstuvwxyz", ch); j > 0; j--) {
      line = line "."; grid = grid (k % 64 ? " " : "") 0 (k % 64 == 63 ? "\n" : ""); k++ } }
  print line > "/dev/stderr"; printf "%s", grid }' "$TMP/g64" > "$TMP/g64grid" 2> "$TMP/g64line"
$C grade --trace "$TMP/g64" > "$TMP/g64id"
$C grade --trace --symbols "$sym64" "$TMP/g64line" > "$TMP/g64l" 2> "$TMP/g64le"; rc=$?
$C grade --trace --format grid "$TMP/g64grid" > "$TMP/g64g" 2> "$TMP/g64ge"; rc2=$?
check "grade --symbols (a 64x64 line) and --format grid (its rows): as the Solo id, exit 0" holds \
    '[ $rc -eq 0 ] && [ $rc2 -eq 0 ] && [ ! -s "$TMP/g64le" ] && [ ! -s "$TMP/g64ge" ] && [ "$(wc -c < "$TMP/g64line")" -eq 4097 ] &&
     [ "$(wc -l < "$TMP/g64grid")" -eq 64 ] && [ -s "$TMP/g64id" ] && cmp -s "$TMP/g64id" "$TMP/g64l" && cmp -s "$TMP/g64id" "$TMP/g64g"'
$BIN/gen --size 6 -n 4 --seed 9 > "$TMP/fl6"; $BIN/gen --size 6 -n 4 --seed 9 --format grid > "$TMP/fg6"
for cmd in hint features; do
    $C $cmd "$TMP/fl6" > "$TMP/fw"; $C $cmd --format grid "$TMP/fg6" > "$TMP/fg" 2>&1; rc=$?
    check "classify $cmd --format grid: the answers of the same puzzles as lines" holds \
        '[ $rc -eq 0 ] && [ "$(wc -l < "$TMP/fw")" -eq 4 ] && cmp -s "$TMP/fw" "$TMP/fg"'
done
check "hint and hint --via-table on a 64x64: r1c62=62" holds \
    '[ "$($C hint "$TMP/g64")" = "hidden-single: r1c62=62 (the only place for 62 in box 8)" ] &&
     [ "$($C hint --via-table "$TMP/g64")" = "hidden-single: r1c62=62" ]'
$C --variant grade "$TMP/easy" > "$TMP/vo" 2> "$TMP/ve"; rc=$?
check "classify --variant grade FILE (the kind left out): the kind named as unknown, exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/vo" ] &&
     [ "$(cat "$TMP/ve")" = "classify: unknown --variant '\''grade'\'' (sudoku, fillomino, futoshiki, jidoku, nonogram)" ]'
# An unknown command is named with the commands there are, as fillomino's is (the whole usage said nothing of it).
$BIN/classify bogus > "$TMP/vo" 2> "$TMP/ve"; rc=$?
check "classify bogus: refused, exit 2, the command named in one line ($(head -1 "$TMP/ve"))" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/vo" ] && [ "$(wc -l < "$TMP/ve")" -eq 1 ] &&
           grep -q "^classify: unknown command '\''bogus'\'' (grade, hint, features, train, predict, eval)" "$TMP/ve"'
$BIN/classify > /dev/null 2> "$TMP/ve"; rc=$?
check "classify with no command: the usage, exit 2" holds '[ $rc -eq 2 ] && grep -q "^usage: classify COMMAND" "$TMP/ve"'
finish
