# dlx_cli.sh: bin/dlx's command-line contract: answers in order, counts, exact-cover instances,
# and every kind of bad input reported with file and line, an 'error' line in place, exit 2.
. tests/shcheck.sh
D=$DATA
grep -v '^#' "$D/sudoku9_magictour_top95.txt" | head -n 5 > "$TMP/s9"
cut -d' ' -f1 "$TMP/s9" > "$TMP/p"; cut -d' ' -f2 "$TMP/s9" > "$TMP/want"
good=$(head -n 1 "$TMP/p"); sol=$(head -n 1 "$TMP/want")

$BIN/dlx "$TMP/p" > "$TMP/got"; rc=$?
check "solutions equal the file's, exit 0" holds '[ $rc -eq 0 ] && cmp -s "$TMP/got" "$TMP/want"'
# A program that feeds puzzles one at a time through a pipe gets each answer before it sends the next.
fed_one_by_one "$TMP/got" "$TMP/p" $BIN/dlx
check "fed one puzzle at a time: each answer comes before the next puzzle, all right" \
    holds '[ $rc -eq 0 ] && [ "$answered" -eq 5 ] && cmp -s "$TMP/got" "$TMP/want"'
# Interrupted (SIGTERM) in the middle of its input: the answers finished so far are written, the output
# ends with a whole line, every line is right, stderr gives the count, the exit status is the signal's.
grep -v '^#' "$D/sudoku9_forum_hardest_1106.txt" > "$TMP/hard"
cut -d' ' -f2 "$TMP/hard" > "$TMP/hard_want"
interrupted "$TMP/int" "$TMP/int_err" "$TMP/hard" $BIN/dlx
lines=$(wc -l < "$TMP/int")
check "SIGTERM: exit 143, the finished answers written as whole lines, each right, the count on stderr" \
    holds '[ $rc -eq 143 ] && [ "$lines" -gt 0 ] && [ "$(tail -c 1 "$TMP/int" | od -An -c | tr -d " ")" = "\\n" ] &&
           head -n "$lines" "$TMP/hard_want" | cmp -s - "$TMP/int" &&
           grep -q "^dlx: stopped by a signal after $lines answers\{0,1\}; the output ends with a whole one" "$TMP/int_err"'
# Stopped after one answer (one line fed, the input held open): one answer, not "1 answers".
head -n 1 "$TMP/hard" > "$TMP/one"
interrupted "$TMP/int1" "$TMP/int1_err" "$TMP/one" $BIN/dlx
check "SIGTERM after one answer: 'after 1 answer;', exit 143" holds \
    '[ $rc -eq 143 ] && [ "$(wc -l < "$TMP/int1")" -eq 1 ] &&
     grep -q "^dlx: stopped by a signal after 1 answer; the output ends with a whole one" "$TMP/int1_err"'
# A grid file read as lines: each row's first number would be a 1-cell puzzle; refused line by line.
$BIN/gen --size 4 -n 1 --seed 5 --format grid > "$TMP/g4"
$BIN/dlx "$TMP/g4" > "$TMP/g4.out" 2> "$TMP/g4.err"; rc=$?
check "a grid file read as lines: 'error' per row, '1 cell is not a puzzle', exit 2; --format grid solves it" holds \
    '[ $rc -eq 2 ] && [ "$(sort -u "$TMP/g4.out")" = error ] && grep -q "g4:1: 1 cell is not a puzzle" "$TMP/g4.err" &&
     [ "$($BIN/dlx --format grid "$TMP/g4" | tr -cd 1-4 | wc -c)" -eq 16 ]'
# A full grid's rows read as lines: a first number over 1 is no symbol of a 1-cell grid; the row is still a grid's.
$BIN/gen --size 6 -n 1 --seed 5 --format grid --with-solution | sed '1,/^## solution$/d' > "$TMP/rows6"
for tool in "dlx" "classify grade" "gen transform --named rot90"; do
    $BIN/$tool "$TMP/rows6" > "$TMP/r6.out" 2> "$TMP/r6.err"; rc=$?
    check "$tool: a 6x6 solution's rows read as lines: '1 cell is not a puzzle' for each of the 6, exit 2" holds \
        '[ $rc -eq 2 ] && [ "$(grep -c "^error$" "$TMP/r6.out")" -eq 6 ] &&
         [ "$(grep -c ": 1 cell is not a puzzle (N\*N cells, N from 2 to 64; rows of numbers are the grid format)$" "$TMP/r6.err")" -eq 6 ]'
done
check "--count prints 1 per unique puzzle" [ "$($BIN/dlx --count "$TMP/p" | sort -u)" = 1 ]
check "empty 9x9 --count=7 prints 7" [ "$(printf '%081d\n' 0 | $BIN/dlx --count=7)" = 7 ]
check "empty 4x4 has 288 solutions" [ "$(echo ................ | $BIN/dlx --count=1000)" = 288 ]
check "--box 2x3 on an empty 6x6 counts 28200960 (capped)" [ "$(printf '%036d\n' 0 | $BIN/dlx --count=500 --box 2x3)" = 500 ]
check "--stats adds columns" sh -c "$BIN/dlx --stats '$TMP/p' | head -n 1 | grep -q '^$sol nodes=[0-9]* backtracks=[0-9]* depth=[0-9]* root=[0-9]*$'"
# Options and files in any order, as every tool takes them; after -- every argument is a file. An option
# after a file was read as a file of that name.
$BIN/dlx "$TMP/p" --count > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx FILE --count: the option after the file taken, 1 per puzzle, exit 0" \
    holds '[ $rc -eq 0 ] && [ "$(sort -u "$TMP/o")" = 1 ] && [ "$(wc -l < "$TMP/o")" -eq 5 ] && [ ! -s "$TMP/e" ]'
$BIN/dlx "$TMP/p" --help > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx FILE --help: the usage, exit 0" holds '[ $rc -eq 0 ] && grep -q "^usage: dlx" "$TMP/o" && [ ! -s "$TMP/e" ]'
printf 'a b\na\nb\na b\n' > "$TMP/ec"
check "dlx FILE --exact-cover: 2 covers of {a, b}" [ "$($BIN/dlx "$TMP/ec" --exact-cover 2> /dev/null)" = 2 ]
ABSBIN=$(cd "$BIN" && pwd)
cp "$TMP/p" "$TMP/--count"
(cd "$TMP" && "$ABSBIN/dlx" -- --count) > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx -- --count: a file named --count, solved, exit 0" holds '[ $rc -eq 0 ] && cmp -s "$TMP/o" "$TMP/want"'

# 16x16 with hex symbols: translate the file's 1-9A-G alphabet to 0-F.
p16=$(grep -v '^#' "$D/sudoku16_janko.txt" | head -n 1 | cut -d' ' -f1)
s16=$(grep -v '^#' "$D/sudoku16_janko.txt" | head -n 1 | cut -d' ' -f2)
hex=$(echo "$p16" | tr '123456789ABCDEFG' '0123456789ABCDEF' | tr '.' '.')
want16=$(echo "$s16" | tr '123456789ABCDEFG' '0123456789ABCDEF')
check "--symbols 0-F reads and writes hex 16x16" [ "$(echo "$hex" | $BIN/dlx --symbols 0123456789ABCDEF)" = "$want16" ]

# Grid format: a puzzle as rows of integers.
echo "$good" | sed 's/\./0/g; s/./& /g' | fold -w 18 | sed 's/ $//' > "$TMP/grid"
printf '\n' >> "$TMP/grid"
echo "$sol" | sed 's/./& /g' | fold -w 18 | sed 's/ $//' > "$TMP/gridsol"
$BIN/dlx --format grid "$TMP/grid" | head -n 9 > "$TMP/gridgot"
check "--format grid reads and writes rows" cmp -s "$TMP/gridgot" "$TMP/gridsol"

# Indented lines (spaces and tabs before the puzzle) are read, never dropped: the answers are the file's
# solutions line for line, in every tool that reads puzzles; an indented '#' line is a comment.
{ sed -n 1p "$TMP/p"; sed -n 2p "$TMP/p" | sed 's/^/  /'; printf '\t# an indented comment\n'
  sed -n 3p "$TMP/p" | sed 's/^/\t /'; sed -n '4,5p' "$TMP/p"; } > "$TMP/ind"
$BIN/dlx "$TMP/ind" > "$TMP/got" 2> "$TMP/e"; rc=$?
check "indented lines: read, the file's solutions line for line, exit 0" \
    holds '[ $rc -eq 0 ] && cmp -s "$TMP/got" "$TMP/want" && [ ! -s "$TMP/e" ]'
check "an indented puzzle alone: read (a 4x4 with one given has 288 / 4 = 72 solutions)" \
    [ "$(printf '  1...............\n' | $BIN/dlx --count=1000)" = 72 ]
$BIN/classify grade "$TMP/p" > "$TMP/grades"
check "classify grade: indented lines graded as the plain file, line for line" \
    sh -c "$BIN/classify grade '$TMP/ind' | cmp -s - '$TMP/grades'"
sed -n '14,17p' "$D/futoshiki.txt" | tr -d '\n' > "$TMP/fwant"; echo >> "$TMP/fwant"
sed -n '2,12p' "$D/futoshiki.txt" | sed 's/^/   /' > "$TMP/find"
check "--variant futoshiki: an indented block read, the file's solution" \
    sh -c "$BIN/dlx --variant futoshiki '$TMP/find' | cmp -s - '$TMP/fwant'"
printf '  1.x.............\n' | $BIN/dlx > "$TMP/o" 2> "$TMP/e"; rc=$?
check "an indented bad line: error, its line and column counted from the line's start, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] &&
           grep -q "^dlx: stdin:1: unknown symbol .x. at column 5" "$TMP/e"'

# Bad input: each case keeps the answers aligned and names file and line.
bad_case() { # name, content line, message pattern
    printf '%s\n%s\n%s\n' "$good" "$2" "$good" > "$TMP/bad"
    $BIN/dlx "$TMP/bad" > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "$1: exit 2" [ $rc -eq 2 ]
    check "$1: 'error' in place, later lines answered" holds '[ "$(sed -n 1p "$TMP/o")" = "$sol" ] && [ "$(sed -n 2p "$TMP/o")" = error ] && [ "$(sed -n 3p "$TMP/o")" = "$sol" ]'
    check "$1: message names file and line" grep -q "^dlx: $TMP/bad:2: .*$3" "$TMP/e"
}
bad_case "wrong length" "123" "not a square"
bad_case "unknown symbol" "$(echo "$good" | sed 's/^./x/')" "unknown symbol 'x'"
bad_case "clashing givens" "11$(echo "$good" | cut -c3-)" "clashing givens: r1c1 and r1c2"
bad_case "no box shape" "$(printf '%025d' 0)" "no default box shape"
$BIN/gen --size 5 --box 1x5 -n 1 --seed 2 > "$TMP/l5"
for tool in "dlx" "classify grade" "gen transform --named rot90"; do
    $BIN/$tool "$TMP/l5" > /dev/null 2> "$TMP/e"; rc=$?
    check "$tool: a 5x5 line without --box, in the same words as every tool (rc $rc)" holds \
        '[ $rc -eq 2 ] && grep -qx "[a-z]*: $TMP/l5:1: a 5x5 grid has no default box shape; give --box 1x5 for a Latin square" "$TMP/e"'
done
printf '%s\n' "$good" > "$TMP/one"
$BIN/dlx --box 2x3 "$TMP/one" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "impossible box for the grid: error, exit 2" holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "box does not fit" "$TMP/e"'
: > "$TMP/empty"
$BIN/dlx "$TMP/empty" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "empty file: message, exit 2" holds '[ $rc -eq 2 ] && grep -q "no puzzles" "$TMP/e"'
printf '%s\n' "$good" > "$TMP/bin"; head -c 300 /dev/urandom | tr -d '\n' | tr '\000' '\001' > "$TMP/junk"
printf '\000\001\002\n' >> "$TMP/bin"; printf '%s\n' "$good" >> "$TMP/bin"
$BIN/dlx "$TMP/bin" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "binary data: error line, exit 2" holds '[ $rc -eq 2 ] && [ "$(sed -n 2p "$TMP/o")" = error ] && [ "$(sed -n 3p "$TMP/o")" = "$sol" ] && grep -q ":2: binary" "$TMP/e"'
{ echo "$good"; head -c 10485760 /dev/zero | tr '\000' '1'; echo; echo "$good"; } > "$TMP/long"
$BIN/dlx "$TMP/long" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "10 MB line: error line, exit 2" holds '[ $rc -eq 2 ] && [ "$(sed -n 2p "$TMP/o")" = error ] && [ "$(sed -n 3p "$TMP/o")" = "$sol" ] && grep -q ":2: line too long" "$TMP/e"'
$BIN/dlx "$TMP/nonexistent" > /dev/null 2> "$TMP/e"; rc=$?
check "missing file: exit 2 with the file named" holds '[ $rc -eq 2 ] && grep -q nonexistent "$TMP/e"'
# A Jidoku or Futoshiki line read without --variant: refused, not solved as a Sudoku without its relations.
$BIN/gen --variant jidoku --box 2x3 -n 1 --seed 3 > "$TMP/jid" 2> /dev/null
{ cat "$TMP/jid"; echo "$good"; } > "$TMP/jidmix"
$BIN/dlx "$TMP/jidmix" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "a Jidoku line without --variant: error, the next puzzle solved, '--variant futoshiki or jidoku', exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = "$(printf "error\n%s" "$sol")" ] && grep -q "jidmix:1: a Futoshiki or Jidoku line.*--variant futoshiki or jidoku" "$TMP/e"'
check "the same line with --variant jidoku: one solution" holds '[ "$($BIN/dlx --variant jidoku --count "$TMP/jid")" = 1 ]'
$BIN/dlx --count=0 "$TMP/p" > /dev/null 2>&1; rc=$?
check "--count=0 refused" [ $rc -eq 2 ]

# Exact cover: 4-queens with secondary diagonals, and Langford n=3 / n=4 (2 solutions each).
{ printf 'R0 R1 R2 R3 C0 C1 C2 C3 |'; for d in 0 1 2 3 4 5 6; do printf ' A%d B%d' $d $d; done; echo
  echo "| a comment line"
  for r in 0 1 2 3; do for c in 0 1 2 3; do echo "R$r C$c A$((r+c)) B$((r-c+3))"; done; done; } > "$TMP/q4"
check "exact cover: 4-queens has 2" [ "$($BIN/dlx --exact-cover "$TMP/q4")" = 2 ]
check "exact cover --all: 2 solutions then the count" [ "$($BIN/dlx --exact-cover --all "$TMP/q4" | wc -l)" = 3 ]
$BIN/dlx --exact-cover --all "$TMP/q4" | head -n 2 > "$TMP/sols"
check "exact cover --all: each solution holds every row once" awk -F'; ' '{ for (r = 0; r < 4; r++) if (gsub("R" r " ", "&") != 1) e=1 } NF != 4 {e=1} END {exit e}' "$TMP/sols"
printf 'a b c\na b\nc\nd\n' > "$TMP/badec"
$BIN/dlx --exact-cover "$TMP/badec" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: unknown item named with its line, exit 2" holds '[ $rc -eq 2 ] && grep -q ":4: unknown item '\''d'\''" "$TMP/e"'
# Line ends: CR LF and a lone CR (a file of old Mac line ends) read as LF (the count of the LF file); other control
# bytes are refused at their line and column.
tr '\n' '\r' < "$TMP/q4" > "$TMP/q4cr"
sed 's/$/\r/' "$TMP/q4" > "$TMP/q4crlf"
$BIN/dlx --exact-cover "$TMP/q4cr" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: CR line ends give the LF file's count, exit 0" holds '[ $rc -eq 0 ] && [ "$(cat "$TMP/o")" = 2 ] && [ ! -s "$TMP/e" ]'
check "exact cover: CR LF line ends give the LF file's count" [ "$($BIN/dlx --exact-cover "$TMP/q4crlf")" = 2 ]
printf 'a b
\033a\nb\n' > "$TMP/escec"
$BIN/dlx --exact-cover "$TMP/escec" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: an escape byte refused at its line and column" \
    holds '[ $rc -eq 2 ] && grep -q ":2: a control byte 0x1b at column 1 " "$TMP/e"'
# Colours (Knuth's XCC): his example from TAOCP 7.2.2.1 has one solution, "q x:A" with "p r x:A y".
printf 'p q r | x y\np q x y:A\np r x:A y\np x:B\nq x:A\nr y:B\n' > "$TMP/xcc"
check "exact cover --all: an option written with blanks around its items is printed as its items" \
    [ "$(printf 'a b c\n  a b \t \nc\t\n' | $BIN/dlx --exact-cover --all | tr '\n' '/')" = "a b; c/1/" ]
check "exact cover with colours: Knuth's example, its one solution" [ "$($BIN/dlx --exact-cover --all "$TMP/xcc" | tr '\n' '/')" = "q x:A; p r x:A y/1/" ]
# 100 colours, each on two options "p x:cK" and "q x:cK": a cover takes p and q of one colour, so 100 covers.
awk 'BEGIN { print "p q | x"; for (k = 1; k <= 100; k++) { print "p x:c" k; print "q x:c" k } }' > "$TMP/manyxcc"
check "exact cover with 100 colours: the 100 covers of one colour each" [ "$($BIN/dlx --exact-cover "$TMP/manyxcc")" = 100 ]
check "exact cover: an item twice in one option refused at its line, once in each of two options taken" holds \
    '[ "$(printf "a b\na b\nb a\na b a\n" | $BIN/dlx --exact-cover 2>&1 >/dev/null)" = "dlx: stdin:4: item '\''a'\'' twice in one option" ] &&
     [ "$(printf "a b\na b\nb a\n" | $BIN/dlx --exact-cover)" = 2 ]'
for opt in "--box 3x3" "--symbols 123456789" "--format grid"; do
    $BIN/dlx --exact-cover $opt "$TMP/q4" > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "exact cover with $opt: refused (it is for puzzles), exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && [ "$(cat "$TMP/e")" = "dlx: ${opt%% *} is for Sudoku puzzles, not --exact-cover" ]'
done
printf 'p | x\np:A x\n' > "$TMP/badxcc"
$BIN/dlx --exact-cover "$TMP/badxcc" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: a colour on a primary item named with its line, exit 2" holds '[ $rc -eq 2 ] && grep -q ":2: item .p.: a colour on a primary item" "$TMP/e"'
printf 'p | x\np x:\n' > "$TMP/badxcc"
$BIN/dlx --exact-cover "$TMP/badxcc" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: an empty colour, exit 2" holds '[ $rc -eq 2 ] && grep -q ":2: item .x.: an empty colour" "$TMP/e"'

# Solo game ids, as bin/gen --format tatham writes them, are read too, their box shape from the id: the
# same solutions as the same puzzles written as lines, a 3x2 box included ("57 cells is not a square grid").
$RELBIN/gen -n 5 --seed 8 --format tatham > "$TMP/ids"
$RELBIN/gen --size 6 --box 3x2 -n 3 --seed 8 --format tatham >> "$TMP/ids"
{ $RELBIN/gen -n 5 --seed 8 | $BIN/dlx; $RELBIN/gen --size 6 --box 3x2 -n 3 --seed 8 | $BIN/dlx --box 3x2; } > "$TMP/want"
check "Solo ids: the solutions of the same puzzles as lines, boxes from the ids" holds \
    '[ "$($BIN/dlx "$TMP/ids")" = "$(cat "$TMP/want")" ] && [ "$($BIN/dlx --count "$TMP/ids" | sort -u)" = 1 ]'
# A --format the kind's table says it cannot write (Jidoku has no Tatham id) is refused before any puzzle is
# read, in the words bin/gen refuses it with (gen names its json too); it was answered 'error' puzzle by puzzle.
$RELBIN/gen --variant jidoku --size 4 -n 2 --seed 1 > "$TMP/jidoku"
$BIN/dlx --variant jidoku --format tatham "$TMP/jidoku" > "$TMP/o" 2> "$TMP/e"; rc=$?
$BIN/gen --variant jidoku --size 4 --format tatham > "$TMP/go" 2> "$TMP/ge"; grc=$?
check "dlx --variant jidoku --format tatham: refused up front as gen refuses it, exit 2, no answer" holds \
    '[ $rc -eq 2 ] && [ $grc -eq 2 ] && [ ! -s "$TMP/o" ] && [ ! -s "$TMP/go" ] && [ "$(wc -l < "$TMP/e")" -eq 1 ] &&
     grep -qx "dlx: --variant jidoku cannot be written in --format tatham (only line or grid)" "$TMP/e" &&
     [ "$(cat "$TMP/ge")" = "gen: --variant jidoku cannot be written in --format tatham (only line, grid or json)" ]'
$BIN/dlx --variant jidoku --format grid "$TMP/jidoku" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx --variant jidoku --format grid (a form Jidoku has): solved, exit 0" \
    holds '[ $rc -eq 0 ] && [ -s "$TMP/o" ] && ! grep -qx error "$TMP/o" && [ ! -s "$TMP/e" ]'
echo "3x3:zz" | $BIN/dlx > "$TMP/o" 2> "$TMP/e"; rc=$?
check "a bad Solo id: error, exit 2, where it goes wrong" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -qx "dlx: stdin:1: not a Solo game id (fewer cells than the grid has, at column 7)" "$TMP/e"'
# What is wrong is said: "3x3:" (a 9x9 grid) has no cells, "9x9:" a box whose side 81 is over 64, "3x3:0" a value
# of 0, "3x3:!" no cell at all; each an error, exit 2.
for id in "3x3::no cells after the colon, at column 5" \
          "9x9::a box RxC whose side R*C is over 64 (a 9x9 grid's id starts '3x3:'), at column 4" \
          "3x3:0a:a value outside 1 to the side, at column 6" \
          "3x3:!:a character that is no cell (a-z, digits, '_'), at column 5"; do
    why=${id#*:*:} id=${id%:"$why"}
    echo "$id" | $BIN/dlx > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "Solo id '$id': error, exit 2, saying $why" holds \
        '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -qxF "dlx: stdin:1: not a Solo game id ($why)" "$TMP/e"'
done
# Blanks before a Solo id do not count (dlx/TOOLS.md), and a bad one's column counts them, as a line's does.
awk '{ printf "%s%s\n", NR % 2 ? "  " : "\t", $0 }' "$TMP/ids" > "$TMP/ids_indented"
check "indented Solo ids: the same solutions as the ids" holds \
    '[ "$($BIN/dlx "$TMP/ids_indented" 2>&1)" = "$(cat "$TMP/want")" ]'
printf '  3x3:zz\n' | $BIN/dlx > "$TMP/o" 2> "$TMP/e"; rc=$?
check "an indented bad Solo id: error, exit 2, the column counted from the line's start (9)" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -qx "dlx: stdin:1: not a Solo game id (fewer cells than the grid has, at column 9)" "$TMP/e"'
# A Solo id needs no alphabet: a 64x64 one (the pattern grid, one cell in 41 emptied) is solved, and as the
# default alphabet's 61 symbols cannot spell the solution as a line, it comes as a Solo id; with --symbols
# long enough, as a line. Both checked here: every row, column and 8x8 box holds 1..64, the givens kept.
awk 'BEGIN { s = "8x8:"; prev = 0
  for (r = 0; r < 64; r++) for (c = 0; c < 64; c++) {
    if ((r * 64 + c) % 41 == 7) { s = s "a"; prev = 0; continue }
    s = s (prev ? "_" : "") (8 * (r % 8) + int(r / 8) + c) % 64 + 1; prev = 1 }
  print s }' > "$TMP/big64"
sym64=123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@%+
$BIN/dlx "$TMP/big64" > "$TMP/o" 2> "$TMP/e"; rc=$?
$BIN/dlx --symbols "$sym64" "$TMP/big64" > "$TMP/o2" 2> "$TMP/e2"; rc2=$?
check "a 64x64 Solo id: solved (a Solo id; a line with --symbols), exit 0, no message" holds \
    '[ $rc -eq 0 ] && [ $rc2 -eq 0 ] && [ ! -s "$TMP/e" ] && [ ! -s "$TMP/e2" ] && python3 -c "
import sys
def cells(id):
    out, num = [], None
    for ch in id.split(\":\", 1)[1] + \"_\":
        if ch.isdigit(): num = (num or 0) * 10 + int(ch); continue
        if num is not None: out.append(num); num = None
        if ch.islower(): out += [0] * (ord(ch) - 96)
    return out
given = cells(open(sys.argv[1]).read().strip())
by_id = cells(open(sys.argv[2]).read().strip())
by_line = [sys.argv[4].index(ch) + 1 for ch in open(sys.argv[3]).read().strip()]
assert len(given) == 4096 and given.count(0) == 100 and by_id == by_line, \"forms\"
g = [by_id[r * 64:(r + 1) * 64] for r in range(64)]
units = g + [list(c) for c in zip(*g)] + [[g[br + i][bc + j] for i in range(8) for j in range(8)]
                                          for br in range(0, 64, 8) for bc in range(0, 64, 8)]
assert all(sorted(u) == list(range(1, 65)) for u in units), \"units\"
assert all(v == 0 or v == w for v, w in zip(given, by_id)), \"givens\"
" "$TMP/big64" "$TMP/o" "$TMP/o2" "$sym64"'
# --format grid names the line that is wrong, not the grid's first: a 6x6 from line 8 with a 9 on line 13, a
# word on a grid's third row, a row short of values; a Solo id is named as one. A grid whose first row is bad
# ends at its blank line: the next grid is answered (it was swallowed, one answer for two grids).
{ printf '# a 6x6\n\n\n\n\n\n\n'; printf '0 0 0 0 0 0\n%.0s' 1 2 3 4 5; printf '0 0 0 0 9 0\n'; } > "$TMP/gbad"
$BIN/dlx --format grid "$TMP/gbad" > /dev/null 2> "$TMP/e"
printf '1 0 0 0\n0 0 0 0\n0 x 0 0\n0 0 0 0\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e2"
printf '1 0 0 0\n0 0 0 0\n0 0 0\n0 0 0 0\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e3"
head -n 1 "$TMP/ids" | $BIN/dlx --format grid > /dev/null 2> "$TMP/e4"
check "--format grid: the bad value's line (13, 3, 3), a Solo id named as one" holds \
    '[ "$(cat "$TMP/e")" = "dlx: $TMP/gbad:13: value 9 is larger than N = 6" ] &&
     [ "$(cat "$TMP/e2")" = "dlx: stdin:3: '"'x'"' is not a value from 0 to 4" ] &&
     [ "$(cat "$TMP/e3")" = "dlx: stdin:3: 3 values, the first row had 4" ] &&
     grep -q "^dlx: stdin:1: .3x3:.* (a Solo game id: read it without --format grid)$" "$TMP/e4"'
printf '1 0 x 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n' |
    $BIN/dlx --format grid > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--format grid: a grid with a bad first row, then a good one: error, then the good one's solution" holds \
    '[ $rc -eq 2 ] && [ "$(head -n 1 "$TMP/o")" = error ] &&
     [ "$(sed 1d "$TMP/o" | tr -d " \n")" = "$(echo 1............... | $BIN/dlx)" ] &&
     [ "$(cat "$TMP/e")" = "dlx: stdin:1: '"'x'"' is not a value from 0 to 4" ]'
# A value past the grid's range names the grid's range (a 4x4's is 0 to 4, the first row's count of values,
# on any row), and a row of one value is one value.
printf '1 2 3 4\n3 4 1 2\n2 1 99 3\n4 3 2 1\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e"
printf '99 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e2"
printf '  1 2\t 3 99 5 6\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e3"
printf '0 0 0 0 0 0\n0 0 0 x 0 0\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e4"
printf '1 2\n3\n' | $BIN/dlx --format grid > /dev/null 2> "$TMP/e5"
check "--format grid: a value out of range names the grid's range; one value is one value" holds \
    '[ "$(cat "$TMP/e")" = "dlx: stdin:3: '"'99'"' is not a value from 0 to 4" ] &&
     [ "$(cat "$TMP/e2")" = "dlx: stdin:1: '"'99'"' is not a value from 0 to 4" ] &&
     [ "$(cat "$TMP/e3")" = "dlx: stdin:1: '"'99'"' is not a value from 0 to 6" ] &&
     [ "$(cat "$TMP/e4")" = "dlx: stdin:2: '"'x'"' is not a value from 0 to 6" ] &&
     [ "$(cat "$TMP/e5")" = "dlx: stdin:2: 1 value, the first row had 2" ]'
# Lines read across the reader's 64 KiB chunks at shifting offsets (indents of 0 to 250 spaces) and a line over
# the 1 MiB limit among them: each puzzle answered with the solution the data set gives, the long one named.
indented() { awk -v from="$1" -v to="$2" 'NR >= from && NR <= to { printf "%*s%s\n", (NR * 37) % 251, "", $1 }' \
    "$DATA/sudoku9_royle17.txt"; }
{ indented 1 450; head -c 1100000 /dev/zero | tr '\0' 1; echo; indented 451 900; } > "$TMP/chunks"
awk 'NR <= 900 { print $2 } NR == 450 { print "error" }' "$DATA/sudoku9_royle17.txt" > "$TMP/want"
$BIN/dlx < "$TMP/chunks" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "lines across read chunks: the data set's solutions, the over-long line 451 named, exit 2" holds \
    '[ $rc -eq 2 ] && cmp -s "$TMP/o" "$TMP/want" &&
     [ "$(cat "$TMP/e")" = "dlx: stdin:451: line too long (over 1048576 bytes)" ]'
# One answer per exact-cover file, in order: a file that cannot be read (an unknown item, no items, missing) gets
# "error" in its place, so the answers line up with the files (it got none).
printf 'a\nq\n' > "$TMP/ec_bad"; : > "$TMP/ec_empty"
$BIN/dlx --exact-cover "$TMP/ec_bad" "$TMP/ec" "$TMP/ec_empty" "$TMP/ec_missing" "$TMP/q4" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "exact cover: error, 2, error, error, 2 for a bad, a good, an empty, a missing and a good file, exit 2" holds \
    '[ $rc -eq 2 ] && [ "$(cat "$TMP/o" | tr "\n" " ")" = "error 2 error error 2 " ] && [ "$(wc -l < "$TMP/e")" -eq 3 ]'
$BIN/dlx --all "$TMP/ec" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--all without --exact-cover: refused, exit 2, no answer (it was ignored)" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "give --exact-cover" "$TMP/e"'
# A file's neighbours that share leading givens (Royle's set is sorted) keep them committed from one puzzle to
# the next: each answer and its search statistics equal those of the puzzle solved alone, in its own process,
# across a clash after a shared prefix (the last line's 9 twice in row 9), another box shape between two 9x9
# puzzles, and the puzzle after them.
clash=.................1.....2.3......425...6.......17....8.....7...64...6....9..8...19
{ grep -v '^#' "$D/sudoku9_royle17.txt" | head -n 40 | cut -d' ' -f1
  sed -n 3p "$D/sudoku9_royle17.txt" | cut -d' ' -f1; echo "$clash"; sed -n 3p "$D/sudoku9_royle17.txt" | cut -d' ' -f1
  echo 1...........4..2; sed -n 4p "$D/sudoku9_royle17.txt" | cut -d' ' -f1; } > "$TMP/shared"
for mode in "--count=5 --stats" "--stats"; do
    $BIN/dlx $mode "$TMP/shared" > "$TMP/shared.out" 2>/dev/null
    while read -r line; do echo "$line" | $BIN/dlx $mode 2>/dev/null; done < "$TMP/shared" > "$TMP/shared.alone"
    check "puzzles sharing leading givens ($mode): every answer and its statistics as the puzzle alone" holds \
        '[ "$(wc -l < "$TMP/shared.out")" -eq 45 ] && grep -qx error "$TMP/shared.out" && cmp -s "$TMP/shared.out" "$TMP/shared.alone"'
done
# More box shapes than the engines kept (8), one after another and then round again, so that each comes back
# to an engine rebuilt, and four shapes in turn, each puzzle twice, so that each comes back to the engine that
# holds its givens: every answer and its statistics as the puzzle alone.
: > "$TMP/shapes"
for b in 1x2 2x2 2x3 3x2 2x4 4x2 3x3 2x5 5x2 3x4 4x3; do
    $BIN/gen --size $((${b%x*} * ${b#*x})) --box $b -n 3 --seed 2 --format tatham > "$TMP/shape_$b"
done
for j in 1 2 3; do for b in 1x2 2x2 2x3 3x2 2x4 4x2 3x3 2x5 5x2 3x4 4x3; do sed -n ${j}p "$TMP/shape_$b"; done; done >> "$TMP/shapes"
for j in 1 2 3; do for b in 2x2 3x3 2x3 3x4; do sed -n ${j}p "$TMP/shape_$b"; sed -n ${j}p "$TMP/shape_$b"; done; done >> "$TMP/shapes"
$BIN/dlx --count=3 --stats "$TMP/shapes" > "$TMP/shapes.out" 2>/dev/null
while read -r line; do echo "$line" | $BIN/dlx --count=3 --stats 2>/dev/null; done < "$TMP/shapes" > "$TMP/shapes.alone"
check "11 box shapes in turn and 4 shapes each puzzle twice: every answer and its statistics as the puzzle alone" holds \
    '[ "$(wc -l < "$TMP/shapes.out")" -eq 57 ] && cmp -s "$TMP/shapes.out" "$TMP/shapes.alone"'

# The public 25x25 puzzles of several solutions: the second sends the search past a wrong early choice for 139 M
# nodes (35 s) to its first solution; restarts beside the search count it to 2 with the rest, and every answer
# holds: a solution the puzzle's (checked here), and the grader's refusal.
$BIN/dlx --count "$DATA/sudoku25_nonunique.txt" > "$TMP/nu.count"; rc=$?
$BIN/dlx "$DATA/sudoku25_nonunique.txt" > "$TMP/nu.solved"; rc2=$?
check "sudoku25_nonunique: all 10 counted to 2, each solution written keeps the givens and fills every unit \
(rc $rc, $rc2)" holds '[ $rc -eq 0 ] && [ "$(sort -u "$TMP/nu.count")" = 2 ] && [ $(wc -l < "$TMP/nu.count") -eq 10 ] &&
    [ $rc2 -eq 0 ] && python3 -c "
import sys
sym = \"123456789ABCDEFGHIJKLMNOP\"
for p, s in zip(open(sys.argv[1]), open(sys.argv[2])):
    p, s = p.split()[0], s.strip()
    assert all(a in \".0\" or a == b for a, b in zip(p, s)) and len(s) == 625
    rows = [s[r * 25:r * 25 + 25] for r in range(25)]
    units = rows + [s[c::25] for c in range(25)] + [[rows[br + i][bc + j] for i in range(5) for j in range(5)]
                                                     for br in range(0, 25, 5) for bc in range(0, 25, 5)]
    assert all(sorted(u) == sorted(sym) for u in units)
" "$DATA/sudoku25_nonunique.txt" "$TMP/nu.solved"'
sed -n 2p "$DATA/sudoku25_nonunique.txt" | $BIN/classify grade > "$TMP/nu.grade" 2> "$TMP/nu.err"; rc=$?
check "classify grade: sudoku25_nonunique's second puzzle refused as having more than one solution (rc $rc)" \
    holds '[ $rc -eq 2 ] && grep -q "stdin:1: more than one solution" "$TMP/nu.err"'
# --size N: a puzzle of another side is an error at its line, as through the kind's table (--via-table); the others
# counted as without --size. A --box of another side, and --size with --exact-cover, are refused.
$BIN/gen --size 6 -n 3 --seed 2 > $TMP/s6.txt
{ head -n 2 $TMP/s6.txt; echo "$good"; tail -n 1 $TMP/s6.txt; } > $TMP/mixed.txt
$BIN/dlx --size 6 --count $TMP/mixed.txt > $TMP/sz.out 2> $TMP/sz.err; rc=$?
$BIN/dlx --variant sudoku --via-table --size 6 --count $TMP/mixed.txt > $TMP/sz_t.out 2> /dev/null; rc_t=$?
check "dlx --size 6: the 9x9 line an error at line 3, the 6x6 ones counted, as --via-table (rc $rc, $rc_t)" holds \
    '[ $rc = 2 ] && [ $rc_t = 2 ] && cmp -s $TMP/sz.out $TMP/sz_t.out && [ "$(sed -n 3p $TMP/sz.out)" = error ] &&
     [ "$(grep -vx error $TMP/sz.out)" = "$($BIN/dlx --count $TMP/s6.txt)" ] &&
     grep -qx "dlx: $TMP/mixed.txt:3: a side of 9 where --size asks for a side of 6" $TMP/sz.err'
$BIN/dlx --size 6 --box 3x3 $TMP/s6.txt > /dev/null 2> $TMP/sz2.err; rc=$?
$BIN/dlx --exact-cover --size 6 $TMP/s6.txt > /dev/null 2> $TMP/sz3.err; rc3=$?
check "dlx --size 6 --box 3x3 and --exact-cover --size: refused, exit 2, said" holds \
    '[ $rc = 2 ] && grep -q "different sides" $TMP/sz2.err && [ $rc3 = 2 ] && grep -q "^dlx: --size is for Sudoku" $TMP/sz3.err'
# --max-nodes N: a puzzle whose search passes N nodes is given up (error, named), the others answered as without;
# each puzzle's own nodes (--stats) are the truth of which is which. An empty 64x64, which no count ends within a
# minute, is given up at once.
grep -v '^#' "$DATA/sudoku9_forum_hardest_1106.txt" | head -n 40 | cut -c1-81 > $TMP/hard40.txt
$BIN/dlx --count --stats $TMP/hard40.txt > $TMP/hs.out
cap=$(sed 's/.*nodes=\([0-9]*\).*/\1/' $TMP/hs.out | sort -n | sed -n 20p) # the median puzzle's nodes
$BIN/dlx --count --max-nodes $cap $TMP/hard40.txt > $TMP/hc.out 2> $TMP/hc.err; rc=$?
want=$(awk -v cap=$cap '{ split($2, a, "="); print a[2] + 0 < cap ? $1 : "error" }' $TMP/hs.out | tr '\n' ' ')
check "--max-nodes $cap: the puzzles searched in fewer nodes counted, the others given up and named (rc $rc)" holds \
    '[ $rc = 2 ] && [ "$(tr "\n" " " < $TMP/hc.out)" = "$want" ] && grep -c . $TMP/hc.out | grep -qx 40 &&
     [ "$(grep -c "given up after [0-9]* search nodes (--max-nodes $cap): its count is not known" $TMP/hc.err)" = "$(grep -c error $TMP/hc.out)" ]'
python3 -c "print('.' * 4096)" > $TMP/e64.txt
timeout 60 $BIN/dlx --count --max-nodes 100000 $TMP/e64.txt > $TMP/e64.out 2> $TMP/e64.err; rc=$?
check "--max-nodes 100000 on an empty 64x64: error at once, named (rc $rc)" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/e64.out)" = error ] && grep -q "e64.txt:1: given up after" $TMP/e64.err'
$BIN/dlx --exact-cover --max-nodes 5 < /dev/null 2> $TMP/mx1.err; rc1=$?
$BIN/dlx --count=2000 --max-nodes 5 < /dev/null 2> $TMP/mx2.err; rc2=$?
$BIN/dlx --max-nodes -1 < /dev/null 2> $TMP/mx3.err; rc3=$?
check "--max-nodes with --exact-cover, with --count past 1024, or negative: refused, exit 2, said" holds \
    '[ $rc1$rc2$rc3 = 222 ] && grep -q "^dlx: --max-nodes is for Sudoku" $TMP/mx1.err &&
     grep -q "^dlx: --max-nodes works with --count up to 1024" $TMP/mx2.err && grep -q "^dlx: --max-nodes takes" $TMP/mx3.err'
finish
