# reliability_cli.sh: what every tool promises alike: a failed write is an error (exit 1), unknown options
# are named (exit 2) and --help answers after any command, one input contract (dlx/TOOLS.md) for the
# solving tools, impossible targets refused.
. tests/shcheck.sh

# ---- inputs: Sudoku with their published solutions, Fillomino and Futoshiki made by the tools ----
head -n 3 "$DATA/sudoku9_forum_hardest_1106.txt" > "$TMP/sudoku_pairs"
cut -d' ' -f1 "$TMP/sudoku_pairs" > "$TMP/sudoku"
cut -d' ' -f2 "$TMP/sudoku_pairs" > "$TMP/sudoku_solutions"
$BIN/fillomino gen --size 5 -n 3 --seed 1 > "$TMP/fillomino" 2> /dev/null
$BIN/gen --variant futoshiki --size 4 -n 3 --seed 1 > "$TMP/futoshiki" 2> /dev/null
printf 'a b\na\nb\n' > "$TMP/cover"
check "the Sudoku answers are the published solutions" sh -c "$BIN/dlx '$TMP/sudoku' | cmp -s - '$TMP/sudoku_solutions'"

# ---- 1. output errors: every tool, a full device: "TOOL: write error: REASON", exit 1 ----
full() { # full "description" TOOL command...: runs command > /dev/full
    d=$1 tool=$2; shift 2
    "$@" > /dev/full 2> "$TMP/full_err"; rc=$?
    check "$d > /dev/full: exit 1, '$tool: write error'" \
        holds '[ $rc -eq 1 ] && grep -q "^$tool: write error: No space left on device" "$TMP/full_err"'
}
full "dlx" dlx $BIN/dlx "$TMP/sudoku"
full "dlx --count" dlx $BIN/dlx --count "$TMP/sudoku"
full "dlx --exact-cover" dlx $BIN/dlx --exact-cover "$TMP/cover"
full "dlx --variant futoshiki" dlx $BIN/dlx --variant futoshiki "$TMP/futoshiki"
full "dlx --help" dlx $BIN/dlx --help
full "dlx --version" dlx $BIN/dlx --version
full "gen -n 3" gen $BIN/gen -n 3
full "gen -n 100000 (stops at the first write)" gen $BIN/gen -n 100000
full "gen -n 100000 -j 2 (stops at the first write)" gen $BIN/gen -n 100000 -j 2
full "gen --variant fillomino" gen $BIN/gen --variant fillomino --size 5 -n 2
full "gen transform" gen $BIN/gen transform "$TMP/sudoku"
full "gen --help" gen $BIN/gen --help
full "classify grade" classify $BIN/classify grade "$TMP/sudoku"
full "classify hint" classify $BIN/classify hint "$TMP/sudoku"
full "classify features" classify $BIN/classify features "$TMP/sudoku"
full "classify predict" classify $BIN/classify predict "$TMP/sudoku"
full "classify grade --variant futoshiki" classify $BIN/classify grade --variant futoshiki "$TMP/futoshiki"
full "classify --help" classify $BIN/classify --help
full "fillomino solve" fillomino $BIN/fillomino solve "$TMP/fillomino"
full "fillomino features" fillomino $BIN/fillomino features "$TMP/fillomino"
full "fillomino gen -n 1000 (stops at the first write)" fillomino $BIN/fillomino gen --size 5 -n 1000
full "fillomino transform" fillomino $BIN/fillomino transform --op rot90 "$TMP/fillomino"
full "fillomino --help" fillomino $BIN/fillomino --help
full "bench --help" bench $RELBIN/bench --help
$BIN/bank add "$TMP/bank.db" "$TMP/sudoku" 2> /dev/null
full "bank pick" bank $BIN/bank pick "$TMP/bank.db" -n 2
full "bank export --format json" bank $BIN/bank export "$TMP/bank.db" --format json
full "bank stats" bank $BIN/bank stats "$TMP/bank.db"
full "bank --help" bank $BIN/bank --help
# A closed pipe ends a run quietly (SIGPIPE), as Unix tools do.
{ $BIN/gen -n 1000 2> "$TMP/pipe_err"; } | head -n 1 > "$TMP/pipe_out"; rc=$?
check "gen -n 1000 | head -1: one line, the pipeline succeeds, gen says nothing" \
    holds '[ $rc -eq 0 ] && [ "$(wc -l < "$TMP/pipe_out")" -eq 1 ] && [ ! -s "$TMP/pipe_err" ]'

# ---- 2. unknown options: "TOOL: unknown option '--bogus'", exit 2, nothing on stdout ----
unknown() { # unknown TOOL command...
    tool=$1; shift
    "$@" > "$TMP/opt_out" 2> "$TMP/opt_err" < /dev/null; rc=$?
    check "$* : unknown option named, exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/opt_out" ] && grep -q "^$tool: unknown option '"'"'--bogus'"'"'" "$TMP/opt_err"'
}
unknown dlx $BIN/dlx --bogus
unknown dlx $BIN/dlx --exact-cover --bogus
unknown dlx $BIN/dlx --variant futoshiki --bogus
unknown gen $BIN/gen --bogus
unknown gen $BIN/gen -n 2 --bogus
unknown gen $BIN/gen transform --bogus
unknown gen $BIN/gen --variant fillomino --bogus
unknown classify $BIN/classify --bogus
unknown classify $BIN/classify grade --bogus
unknown classify $BIN/classify hint --bogus
unknown classify $BIN/classify features --bogus
unknown classify $BIN/classify predict --bogus
unknown classify $BIN/classify eval --bogus
unknown classify $BIN/classify train --bogus
unknown classify $BIN/classify grade --variant futoshiki --bogus
unknown fillomino $BIN/fillomino --bogus
unknown fillomino $BIN/fillomino solve --bogus
unknown fillomino $BIN/fillomino features --bogus
unknown fillomino $BIN/fillomino gen --bogus
unknown fillomino $BIN/fillomino transform --bogus
unknown bench $RELBIN/bench --bogus
unknown bank $BIN/bank --bogus
unknown bank $BIN/bank add "$TMP/bank.db" --bogus
unknown bank $BIN/bank build "$TMP/bank.db" --bogus
unknown bank $BIN/bank pick "$TMP/bank.db" --bogus
unknown bank $BIN/bank export "$TMP/bank.db" --bogus
unknown bank $BIN/bank stats "$TMP/bank.db" --bogus
unknown bank $BIN/bank regrade "$TMP/bank.db" --bogus
unknown bank $BIN/bank serve "$TMP/bank.db" --bogus
# after a file too, refused before any input is read (it was read as a file named --bogus)
unknown dlx $BIN/dlx "$TMP/sudoku" --bogus
unknown dlx $BIN/dlx --exact-cover "$TMP/cover" --bogus
unknown dlx $BIN/dlx --variant futoshiki "$TMP/futoshiki" --bogus
unknown gen $BIN/gen transform "$TMP/sudoku" --bogus
unknown classify $BIN/classify grade "$TMP/sudoku" --bogus
unknown fillomino $BIN/fillomino solve "$TMP/fillomino" --bogus
unknown bank $BIN/bank add "$TMP/bank.db" "$TMP/sudoku" --bogus
# --help and -h, after a command too and among its options: the usage that covers the command on stdout,
# nothing on stderr, exit 0 (a value of an option is not one: that stays the option's value).
helps() { # helps WORD command...: the usage printed names WORD
    word=$1; shift
    for h in --help -h; do
        "$@" $h > "$TMP/help_out" 2> "$TMP/help_err" < /dev/null; rc=$?
        check "$* $h: the usage on stdout, exit 0" \
            holds '[ $rc -eq 0 ] && [ ! -s "$TMP/help_err" ] && grep -q "^usage: " "$TMP/help_out" && grep -q "$word" "$TMP/help_out"'
    done
}
helps "dlx" $BIN/dlx
helps "dlx" $BIN/dlx --exact-cover
helps "dlx --variant" $BIN/dlx --variant futoshiki
helps "gen transform" $BIN/gen transform
# after a file too: every tool takes options and files in any order
helps "dlx" $BIN/dlx "$TMP/sudoku"
helps "dlx" $BIN/dlx --exact-cover "$TMP/cover"
helps "dlx --variant" $BIN/dlx --variant futoshiki "$TMP/futoshiki"
helps "gen transform" $BIN/gen transform "$TMP/sudoku"
helps "classify COMMAND" $BIN/classify features "$TMP/sudoku"
helps "fillomino solve" $BIN/fillomino solve "$TMP/fillomino"
helps "bank add" $BIN/bank add "$TMP/bank.db" "$TMP/sudoku"
helps "gen" $BIN/gen --size 9
helps "gen --variant" $BIN/gen --variant fillomino
for cmd in grade hint features train predict eval; do
    helps "classify COMMAND" $BIN/classify $cmd
done
helps "classify COMMAND" $BIN/classify train --folds 3
helps "classify COMMAND" $BIN/classify grade "$TMP/sudoku"
helps "grade --variant" $BIN/classify grade --variant futoshiki
helps "classify COMMAND" $BIN/classify --variant futoshiki
helps "grade --variant" $BIN/classify --variant futoshiki grade
for cmd in solve gen features transform; do
    helps "fillomino $cmd" $BIN/fillomino $cmd
done
helps "fillomino gen" $BIN/fillomino gen --width 5
helps "bench" $RELBIN/bench
for cmd in add build pick export stats regrade serve; do
    helps "bank $cmd" $BIN/bank $cmd
done
helps "bank pick" $BIN/bank pick "$TMP/bank.db" --level hard
$BIN/bank pick "$TMP/bank.db" --level --help > "$TMP/help_out" 2> "$TMP/help_err"; rc=$?
check "bank pick --level --help: --help is the level asked, refused, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/help_out" ] && grep -q "unknown level.*--help" "$TMP/help_err"'
for cmd in "gen --size" "gen --variant fillomino --size" "dlx --box" "dlx --variant futoshiki --size" "dlx --variant" \
           "gen -n 2 --variant" "classify grade --variant"; do
    $BIN/$cmd > /dev/null 2> "$TMP/opt_err" < /dev/null; rc=$?
    check "$cmd without its value: says so, exit 2" \
        holds '[ $rc -eq 2 ] && grep -q "^${cmd%% *}: ${cmd##* } needs a value" "$TMP/opt_err"'
done

# ---- 3. the input contract, alike in every tool that reads puzzles ----
# contract NAME TOOL INPUT command...: the command reads INPUT (a file of good puzzles) in every way.
contract() {
    name=$1 tool=$2 input=$3; shift 3
    "$@" "$input" > "$TMP/lf" 2> "$TMP/err"; rc=$?
    check "$name: good input: exit 0, answers, no message" holds '[ $rc -eq 0 ] && [ -s "$TMP/lf" ] && [ ! -s "$TMP/err" ]'
    "$@" < "$input" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: stdin reads as the file" holds '[ $rc -eq 0 ] && cmp -s "$TMP/lf" "$TMP/out"'

    sed 's/$/\r/' "$input" > "$TMP/crlf"
    "$@" "$TMP/crlf" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: CRLF line endings: the same answers" holds '[ $rc -eq 0 ] && cmp -s "$TMP/lf" "$TMP/out" && [ ! -s "$TMP/err" ]'
    { printf '\357\273\277'; cat "$input"; } > "$TMP/bom"
    "$@" "$TMP/bom" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: a UTF-8 byte order mark: the same answers" holds '[ $rc -eq 0 ] && cmp -s "$TMP/lf" "$TMP/out" && [ ! -s "$TMP/err" ]'
    head -c -1 "$input" > "$TMP/nonl"
    "$@" "$TMP/nonl" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: no newline at the end: the same answers" holds '[ $rc -eq 0 ] && cmp -s "$TMP/lf" "$TMP/out"'

    "$@" "$TMP/missing" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: missing file: '$tool: FILE: No such file or directory', exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/out" ] && grep -qx "$tool: $TMP/missing: No such file or directory" "$TMP/err"'
    "$@" "$TMP" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: a directory: '$tool: DIR: Is a directory', exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/out" ] && grep -qx "$tool: $TMP: Is a directory" "$TMP/err"'
    : > "$TMP/empty"
    "$@" "$TMP/empty" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: empty file: '$tool: FILE: no puzzles in the input', exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/out" ] && grep -qx "$tool: $TMP/empty: no puzzles in the input" "$TMP/err"'
    "$@" < /dev/null > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: empty stdin: '$tool: stdin: no puzzles in the input', exit 2" \
        holds '[ $rc -eq 2 ] && [ ! -s "$TMP/out" ] && grep -qx "$tool: stdin: no puzzles in the input" "$TMP/err"'
    "$@" "$TMP/missing" "$input" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: a missing file among good ones: the others answered, exit 2" \
        holds '[ $rc -eq 2 ] && cmp -s "$TMP/lf" "$TMP/out"'
    if [ "$(id -u)" -ne 0 ]; then
        cp "$input" "$TMP/locked" && chmod 000 "$TMP/locked"
        "$@" "$TMP/locked" > "$TMP/out" 2> "$TMP/err"; rc=$?
        check "$name: unreadable file: '$tool: FILE: Permission denied', exit 2" \
            holds '[ $rc -eq 2 ] && grep -qx "$tool: $TMP/locked: Permission denied" "$TMP/err"'
    fi

    # Bad lines: a message naming file and line, 'error' where the answer belongs, exit 2.
    grep -v '^$' "$TMP/lf" > "$TMP/lf_rows"
    rest_answered() { # the output is an error line, then the answers of the good puzzles
        [ "$(head -n 1 "$TMP/out")" = error ] && tail -n +2 "$TMP/out" | grep -v '^$' | cmp -s - "$TMP/lf_rows"
    }
    { printf 'x\000y\n'; cat "$input"; } > "$TMP/nul"
    "$@" "$TMP/nul" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: a NUL byte: '$tool: FILE:1: binary data', an error line, the rest answered, exit 2" \
        holds '[ $rc -eq 2 ] && rest_answered && grep -qx "$tool: $TMP/nul:1: binary data (a NUL byte) in the line" "$TMP/err"'
    head -c 3000 "$RELBIN/dlx" > "$TMP/binary"
    "$@" "$TMP/binary" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: binary data: messages with file and line, error lines only, exit 2" \
        holds '[ $rc -eq 2 ] && [ -s "$TMP/out" ] && [ -z "$(grep -v "^error$" "$TMP/out")" ] && [ -z "$(grep -v "^$tool: $TMP/binary:[0-9]*: " "$TMP/err")" ]'
    { head -c 10485760 /dev/zero | tr '\0' '1'; echo; cat "$input"; } > "$TMP/long"
    "$@" "$TMP/long" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: a 10 MB line: '$tool: FILE:1: line too long', an error line, the rest answered, exit 2" \
        holds '[ $rc -eq 2 ] && rest_answered && grep -qx "$tool: $TMP/long:1: line too long (over 1048576 bytes)" "$TMP/err"'
    timeout 120 "$@" /dev/zero > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$name: /dev/zero (a line with no end): one message, an error line, exit 2" \
        holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/out")" = error ] && [ "$(wc -l < "$TMP/err")" -eq 1 ] &&
               grep -qx "$tool: /dev/zero:1: no line end within 67108864 bytes: the rest of the input is not read" "$TMP/err"'
}
contract "dlx" dlx "$TMP/sudoku" $BIN/dlx
contract "classify grade" classify "$TMP/sudoku" $BIN/classify grade
contract "fillomino solve" fillomino "$TMP/fillomino" $BIN/fillomino solve
contract "dlx --variant futoshiki" dlx "$TMP/futoshiki" $BIN/dlx --variant futoshiki
for cmd in "bank add $TMP/zero.db" "gen transform" "classify eval --labels"; do
    # shellcheck disable=SC2086
    timeout 120 $BIN/$cmd /dev/zero > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$cmd /dev/zero: stops at once with the line named, exit 2" \
        holds '[ $rc -eq 2 ] && grep -q "^[a-z]*: /dev/zero:1: no line end within 67108864 bytes" "$TMP/err"'
done

# ---- 4. targets beyond a shape's bound: refused at once, with the reason ----
refused() { # refused "description" PATTERN command...
    d=$1 pattern=$2; shift 2
    "$@" > "$TMP/out" 2> "$TMP/err"; rc=$?
    check "$d: refused, exit 2, no output" holds '[ $rc -eq 2 ] && [ ! -s "$TMP/out" ] && grep -q "$pattern" "$TMP/err"'
}
refused "gen --size 9 --empty 81" "at most 64 empty squares.*17 clues.*McGuire" $BIN/gen --size 9 --empty 81
refused "gen --size 9 --empty 65" "at most 64 empty squares" $BIN/gen --size 9 --empty 65
refused "gen --size 16 --empty 242 (givens show 15 symbols)" "at most 241 empty squares.*N-1" $BIN/gen --size 16 --empty 242
refused "gen --size 6 --empty 33 --max-solutions 2 (3 missing symbols would give 3! solutions)" "at most 32 empty" \
    $BIN/gen --size 6 --empty 33 --max-solutions 2
refused "gen --variant sudoku --via-table --empty 70" "at most 64 empty cells" $BIN/gen --variant sudoku --via-table --empty 70
# At the bound the request is taken (the search then meets its budget).
$BIN/gen --size 9 --empty 64 --budget 0.2 > "$TMP/out" 2> "$TMP/err"; rc=$?
check "gen --size 9 --empty 64: taken, ends by the budget" holds '[ $rc -eq 1 ] && grep -q "budget" "$TMP/err"'
# Numbers are read alike: a space or a '+' before one is refused, as --seed refuses it (strtol took them for -n).
refused "gen -n ' 3'" "gen: -n takes a count from 0 to 2^40, not ' 3'" $BIN/gen -n ' 3'
refused "gen -n +3" "gen: -n takes a count from 0 to 2^40, not '+3'" $BIN/gen -n +3
refused "gen --size ' 9'" "not ' 9'" $BIN/gen --size ' 9'
refused "fillomino gen --width +5" "+5" $BIN/fillomino gen --width +5 --height 5
refused "gen --size 4 --empty 13 (no 3-clue 4x4 is unique)" "at most 12 empty squares.*fewer givens.*288 grids" $BIN/gen --size 4 --empty 13
# The 4x4 bound is met: a 12-empty puzzle comes out, and dlx finds it unique.
$BIN/gen --size 4 --empty 12 -n 3 --seed 4 > "$TMP/out" 2> /dev/null; rc=$?
check "gen --size 4 --empty 12: three unique puzzles with 12 empty squares" holds \
    '[ $rc -eq 0 ] && [ "$(tr -cd . < "$TMP/out" | wc -c)" -eq 36 ] && [ "$($BIN/dlx --count "$TMP/out" | sort -u)" = 1 ]'
# Kinds whose generators have no --empty target refuse it rather than ignore it.
for kind in futoshiki jidoku nonogram; do
    refused "gen --variant $kind --empty 8" "empty" $BIN/gen --variant $kind --size 4 --empty 8
done
# Fillomino tries boards until one reaches the target; an unreachable one is said, not printed short.
$BIN/fillomino gen --size 5 --empty 24 --format line > "$TMP/out" 2> "$TMP/err"; rc=$?
check "fillomino gen --size 5 --empty 24: no puzzle, the target named, exit 1 (not all the work done)" \
    holds '[ $rc -eq 1 ] && ! grep -q "^5x5:" "$TMP/out" && grep -q "24 empty cells" "$TMP/err"'
$BIN/gen --variant fillomino --size 5 --empty 24 > "$TMP/out" 2> "$TMP/err"; rc=$?
check "gen --variant fillomino --empty 24: not made (an 'error' line), the target named, no budget advice, exit 1" \
    holds '[ $rc -eq 1 ] && [ "$(cat "$TMP/out")" = error ] && grep -q "24 empty cells" "$TMP/err" && ! grep -q budget "$TMP/err"'
$BIN/fillomino gen --size 5 --empty 14 -n 5 --seed 3 --format line > "$TMP/out" 2> /dev/null; rc=$?
check "fillomino gen --size 5 --empty 14: five puzzles with exactly 14 empty cells, each unique" \
    holds '[ $rc -eq 0 ] && [ "$(cut -d: -f2 "$TMP/out" | tr -cd . | wc -c)" -eq 70 ] &&
           [ "$($BIN/fillomino solve --count "$TMP/out" | sort -u)" = 1 ]'

# ---- 5. alphabets and seeds: checked, never printed as '?' or wrapped around ----
refused "gen --symbols ab.d ('.' is the empty mark)" "symbols" $BIN/gen --size 4 --symbols ab.d
refused "gen --symbols abca (a repeat)" "repeats 'a'" $BIN/gen --size 4 --symbols abca
refused "gen --symbols 'ab d' (a blank)" "symbols" $BIN/gen --size 4 --symbols 'ab d'
refused "dlx --symbols '1\"34' (a quote breaks JSON)" "symbols" $BIN/dlx --symbols '1"34' "$TMP/sudoku"
printf '1...............\n' > "$TMP/four"
$BIN/dlx --symbols 12 "$TMP/four" > "$TMP/out" 2> "$TMP/err"; rc=$?
check "dlx --symbols 12 on a 4x4: 'error', the line and the shortfall named, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/out")" = error ] && grep -qx "dlx: $TMP/four:1: a 4x4 solution needs 4 symbols to be written as a line, and the alphabet has 2: give --symbols STRING of 4 or more" "$TMP/err"'
check "dlx --symbols abcd on a 4x4: the solution in those letters" \
    holds '[ "$(printf "a...............\n" | $BIN/dlx --symbols abcd | tr -d abcd | wc -c)" -eq 1 ]'
for tool in "$BIN/gen --size 4" "$BIN/gen --variant futoshiki --size 4" "$BIN/fillomino gen --size 5"; do
    refused "$tool --seed 2^64 (out of range)" "seed" $tool --seed 18446744073709551616
done
refused "bench --seed 2^64" "seed" $RELBIN/bench --seed 18446744073709551616
check "gen --seed 2^64-1 is taken" sh -c "$BIN/gen --size 4 --seed 18446744073709551615 > /dev/null"

# ---- out of memory (release build: ASan ignores ulimit -v): a clear message and a non-zero exit, never
# a crash or a shorter answer; predict reads the whole file before it answers, so the limits fall there ----
awk 'BEGIN { for (i = 0; i < 300000; i++) print ".......1.......2.3......3.2...1.4......5.3..6.1.......7.8...5......2......4...6" }' \
    > "$TMP/many.txt"
named=0
for lim in 20000 30000 45000; do
    ( ulimit -v $lim; exec $RELBIN/classify predict "$TMP/many.txt" > "$TMP/oom_out" 2> "$TMP/oom_err" ); rc=$?
    check "classify predict of 300,000 puzzles in $lim KB: non-zero exit, 'out of memory', no answer" \
        holds '[ $rc -ne 0 ] && [ $rc -lt 128 ] && grep -q "out of memory" "$TMP/oom_err" && [ ! -s "$TMP/oom_out" ]'
    grep -q "many.txt:[0-9]*: out of memory after" "$TMP/oom_err" && named=1
done
check "classify predict: a read that runs out of memory names the file and line it stopped at" [ $named -eq 1 ]
# The array of puzzles read doubles at 131,072: a second file's first puzzle is where that fails, and that file
# is not one without puzzles.
head -n 131072 "$TMP/many.txt" > "$TMP/many1.txt"; head -n 5 "$TMP/many.txt" > "$TMP/many2.txt"
at_second=0; none_said=0
for lim in 20000 30000; do
    ( ulimit -v $lim; exec $RELBIN/classify predict "$TMP/many1.txt" "$TMP/many2.txt" > /dev/null 2> "$TMP/oom_err" )
    grep -q "many2.txt:1: out of memory after 131072 puzzles" "$TMP/oom_err" && at_second=1
    grep -q "no puzzles in the input" "$TMP/oom_err" && none_said=1
done
check "classify predict out of memory at a second file's first puzzle: that file not said to hold no puzzles" \
    holds '[ $at_second -eq 1 ] && [ $none_said -eq 0 ]'
rm -f "$TMP/many.txt" "$TMP/many1.txt" "$TMP/many2.txt"

# A closed stdin is a read error, named, exit 2: the bank too, though SQLite opens /dev/null where stdin was (it
# read nothing there and said the input had no puzzles).
$BIN/gen --size 4 -n 1 | $BIN/bank add $TMP/closed.db 2> /dev/null
for cmd in "dlx" "classify grade" "fillomino solve" "gen transform" "bank add $TMP/closed.db"; do
    $BIN/$cmd <&- > /dev/null 2> $TMP/closed.err; rc=$?
    check "$cmd with stdin closed: 'stdin: read error: Bad file descriptor', exit 2 ($(head -1 $TMP/closed.err))" holds \
        '[ $rc = 2 ] && grep -q "^[a-z]*: stdin: read error: Bad file descriptor$" $TMP/closed.err'
done
finish
