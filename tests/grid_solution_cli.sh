# grid_solution_cli.sh: a grid's solution under "## solution", as `bin/gen --format grid --with-solution` writes it
# for Sudoku and Fillomino: read with its puzzle (one answer per puzzle, as without it) and checked by the solvers.
. tests/shcheck.sh
G=$BIN/gen
D=$BIN/dlx
# The rows under each "## solution" as one line of the default symbols.
cat > "$TMP/under.awk" <<'EOF'
BEGIN { s = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" }
/^## solution$/ { on = 1; next }
NF == 0 { if (on) print v; on = 0; v = ""; next }
on { for (k = 1; k <= NF; k++) v = v substr(s, $k, 1) }
EOF
# Sudoku: gen's grids with and without their solutions answer alike; each solution is the one gen's line form
# writes beside its puzzle.
for shape in "4" "6 --box 3x2" "9" "16"; do
    $G --size $shape -n 4 --seed 7 --format grid --with-solution > "$TMP/ws"
    $G --size $shape -n 4 --seed 7 --format grid > "$TMP/wo"
    check "gen --size $shape --format grid --with-solution: a \"## solution\" line right under each puzzle's rows" \
        holds '[ "$(grep -c "^## solution$" "$TMP/ws")" -eq 4 ] &&
               [ "$(grep -v "^## solution$" "$TMP/ws" | grep -c .)" -eq "$(($(grep -c . "$TMP/wo") * 2))" ]'
    $G --size $shape -n 4 --seed 7 --with-solution | cut -d " " -f 2 > "$TMP/want"
    check "gen --size $shape: the rows under \"## solution\" spell the line form's solution" \
        sh -c "awk -f '$TMP/under.awk' '$TMP/ws' | cmp -s - '$TMP/want'"
    $D --format grid $(echo "$shape" | sed -n 's/.*\(--box [0-9x]*\).*/\1/p') "$TMP/ws" > "$TMP/a_ws" 2> "$TMP/e"; rc=$?
    $D --format grid $(echo "$shape" | sed -n 's/.*\(--box [0-9x]*\).*/\1/p') "$TMP/wo" > "$TMP/a_wo" 2> /dev/null
    check "dlx --format grid, size $shape: one answer per puzzle, as without the solutions (rc $rc: $(head -1 "$TMP/e"))" \
        holds '[ $rc -eq 0 ] && [ ! -s "$TMP/e" ] && cmp -s "$TMP/a_ws" "$TMP/a_wo" &&
               [ "$(grep -c "^\$" "$TMP/a_ws")" -eq 4 ]'
done
# The solutions dlx writes are those under the marks, row for row (dlx's own answers, without the marks' help).
$G --size 9 -n 5 --seed 3 --format grid --with-solution > "$TMP/s9"
awk '/^## solution$/ { on = 1; next } NF == 0 { if (on) print ""; on = 0 } on' "$TMP/s9" > "$TMP/under"
check "dlx --format grid: its answers are the rows under each \"## solution\"" \
    sh -c "$D --format grid '$TMP/s9' | cmp -s - '$TMP/under'"
check "classify grade --format grid: a grade for each of the 5 puzzles, none for the solutions" \
    holds '[ "$($BIN/classify grade --format grid "$TMP/s9" | grep -c .)" -eq 5 ]'

# A wrong solution is an error at its puzzle's first line, in the words a line's wrong solution gets; the
# puzzles around it are answered.
awk '/^## solution$/ { m++ } m == 2 && /^[1-9]/ && !done { t = $1; $1 = $2; $2 = t; done = 1 } { print }' "$TMP/s9" > "$TMP/wrong"
$G --size 9 -n 5 --seed 3 --with-solution | awk 'NR == 2 { t = substr($2, 1, 1); $2 = substr($2, 2, 1) t substr($2, 3) } { print }' > "$TMP/wrong_lines"
$D --format grid "$TMP/wrong" > "$TMP/o" 2> "$TMP/e"; rc=$?
$D "$TMP/wrong_lines" > /dev/null 2> "$TMP/e_lines"
check "dlx --format grid: a wrong solution under the second grid: 'error' and a blank line in its place, named at line 21, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(grep -c "^error$" "$TMP/o")" -eq 1 ] && [ "$(grep -c "^\$" "$TMP/o")" -eq 5 ] &&
           [ "$(awk "BEGIN { RS = \"\" } NR == 2" "$TMP/o")" = error ] &&
           [ "$(sed "s/^dlx: [^:]*:[0-9]*: //" "$TMP/e")" = "$(sed "s/^dlx: [^:]*:[0-9]*: //" "$TMP/e_lines")" ] &&
           grep -q "^dlx: $TMP/wrong:21: the solution given is no solution of the puzzle: " "$TMP/e"'
$BIN/classify grade --format grid "$TMP/wrong" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "classify grade --format grid: the wrong solution refused at line 21, the 4 others graded" \
    holds '[ $rc -eq 2 ] && [ "$(grep -c "^error$" "$TMP/o")" -eq 1 ] && [ "$(grep -vc "^error$" "$TMP/o")" -eq 4 ] &&
           grep -q "^classify: $TMP/wrong:21: the solution given is no solution of the puzzle: " "$TMP/e"'

# A kind's drawn solutions too: 'error' is an answer of its own, parted from the next by a blank line.
{ $G --variant futoshiki --size 4 -n 1 --seed 2; echo "4x4:bad"; $G --variant futoshiki --size 4 -n 1 --seed 3; } > "$TMP/fu"
$D --variant futoshiki --format grid "$TMP/fu" > "$TMP/o" 2> /dev/null; rc=$?
check "dlx --variant futoshiki --format grid: answers, 'error', answer, each a block of its own (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ "$(awk "BEGIN { RS = \"\" } END { print NR }" "$TMP/o")" -eq 3 ] &&
           [ "$(awk "BEGIN { RS = \"\" } NR == 2" "$TMP/o")" = error ]'
$D --variant futoshiki --format grid --count "$TMP/fu" > "$TMP/o" 2> /dev/null
check "dlx --variant futoshiki --format grid --count: a line each, no blank lines" \
    holds '[ "$(tr "\n" " " < "$TMP/o")" = "1 error 1 " ]'

# Malformed sections: each named at its line, the next grid answered.
P='0 0 1 0\n0 4 0 0\n0 3 0 0\n0 0 3 0\n'
Q='0 0 0 0\n0 3 4 0\n0 0 0 0\n1 4 3 0\n'
for case in "short:${P}## solution\n3 2 1 4\n1 4 2 3\n\n${Q}:8:2 rows under \"## solution\": a solution of side 4 has 4" \
            "zero:${P}## solution\n3 2 1 4\n1 4 0 3\n2 3 4 1\n4 1 3 2\n\n${Q}:7:0 at column 3 under \"## solution\": a solution holds 1 to 4 in every square" \
            "wide:${P}## solution\n3 2 1 4 1\n1 4 2 3\n2 3 4 1\n4 1 3 2\n\n${Q}:6:under \"## solution\": more than 4 values, as many as the first row had" \
            "apart:${P}\n## solution\n3 2 1 4\n1 4 2 3\n2 3 4 1\n4 1 3 2\n\n${Q}:6:\"## solution\" with no puzzle right above it: its rows go right under the puzzle's, with no blank line between"; do
    name=${case%%:*}; rest=${case#*:}; text=${rest%%:*}; rest=${rest#*:}; line=${rest%%:*}; msg=${rest#*:}
    printf "$text" > "$TMP/$name"
    $D --format grid --count "$TMP/$name" > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "dlx --format grid, a $name section: named at line $line, the next grid counted (rc $rc: $(cat "$TMP/e"))" \
        holds '[ $rc -eq 2 ] && [ "$(tail -1 "$TMP/o")" = 1 ] && grep -c . "$TMP/o" | grep -qx "$([ $name = apart ] && echo 3 || echo 2)" &&
               [ "$(cat "$TMP/e")" = "dlx: $TMP/$name:$line: $msg" ]'
done
# A comment between two grids parts them as a blank line does: each grid read. A row past a grid's side (or its
# solution's) is refused with its block, up to the blank line: one answer for it, so that the grids after keep
# theirs (an extra row was read as the first of another grid, and every answer after moved by one).
printf "${P}# a note\n${Q}" > "$TMP/note"
check "dlx --format grid: note: two grids, two counts of 1" sh -c "[ \"\$($D --format grid --count $TMP/note | tr '\n' ' ')\" = '1 1 ' ]"
printf "${P}${Q}\n${Q}" > "$TMP/back"
printf "${P}## solution\n3 2 1 4\n1 4 2 3\n2 3 4 1\n4 1 3 2\n${Q}\n${Q}" > "$TMP/back_sol"
for case in back:5:grid back_sol:10:solution; do
    f=${case%%:*} line=$(echo $case | cut -d: -f2) what=${case##*:}
    $D --format grid --count $TMP/$f > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "dlx --format grid: $f: a row past the $what's 4 at line $line, one error for the block, the grid after counted" holds \
        '[ $rc -eq 2 ] && [ "$(tr "\n" " " < "$TMP/o")" = "error 1 " ] &&
         [ "$(cat "$TMP/e")" = "dlx: $TMP/$f:$line: a row past the 4 of the $what: a blank line ends a grid" ]'
done

# Fillomino: the solution's rows under "## solution" right after the puzzle's, as bin/fillomino gen --format block
# writes them: fillomino solve, dlx --variant fillomino and bank add read one puzzle each, its solution checked.
$G --variant fillomino --size 6 -n 4 --seed 5 --format grid --with-solution > "$TMP/f"
$G --variant fillomino --size 6 -n 4 --seed 5 --format grid > "$TMP/f_wo"
check "gen --variant fillomino --format grid --with-solution: \"## solution\" right under each puzzle's 6 rows" \
    holds '[ "$(grep -c "^## solution$" "$TMP/f")" -eq 4 ] && [ "$(sed -n 7p "$TMP/f")" = "## solution" ]'
check "fillomino solve: the 4 puzzles with solutions answered as the 4 without, 4 boards" \
    holds '[ "$($BIN/fillomino solve "$TMP/f")" = "$($BIN/fillomino solve "$TMP/f_wo")" ] &&
           [ "$($BIN/fillomino solve --format line "$TMP/f" | grep -c .)" -eq 4 ]'
check "dlx --variant fillomino: 4 answers, gen's solutions" \
    sh -c "[ \"\$($D --variant fillomino '$TMP/f')\" = \"\$($G --variant fillomino --size 6 -n 4 --seed 5 --with-solution | cut -d ' ' -f 2)\" ]"
$BIN/bank add "$TMP/f.db" --kind fillomino "$TMP/f" 2> "$TMP/e"; rc=$?
check "bank add --kind fillomino: 4 puzzles added, not 8 (rc $rc: $(tail -1 "$TMP/e"))" \
    holds '[ $rc -eq 0 ] && grep -qx "added 4, duplicates 0, rejected 0" "$TMP/e"'
$BIN/bank add "$TMP/f_guess.db" "$TMP/f" 2> "$TMP/e"; rc=$?
check "bank add without --kind: nothing added (no bank made), and each refusal asks for the kind (rc $rc)" \
    holds '[ $rc -eq 2 ] && grep -q "^added 0, duplicates 0, rejected [1-9]" "$TMP/e" && [ ! -e "$TMP/f_guess.db" ] &&
           grep -q "f_guess.db: no puzzle added, so no bank made" "$TMP/e" &&
           [ "$(grep -c "^bank: " "$TMP/e")" -ge 5 ] && ! grep "^bank: " "$TMP/e" | grep -v "no bank made" | grep -vq "with --kind"'
awk '/^## solution$/ { m++ } m == 1 && /^[1-9]/ && !done { $0 = (substr($0, 1, 1) == "1" ? "2" : "1") substr($0, 2); done = 1 } { print }' "$TMP/f" > "$TMP/f_wrong"
$D --variant fillomino "$TMP/f_wrong" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx --variant fillomino: a wrong solution under the first puzzle: 'error', named at its row (line 9)" \
    holds '[ $rc -eq 2 ] && [ "$(sed -n 1p "$TMP/o")" = error ] && [ "$(grep -c . "$TMP/o")" -eq 4 ] &&
           grep -q "^dlx: $TMP/f_wrong:9: the solution given is no solution of the puzzle" "$TMP/e"'
finish
