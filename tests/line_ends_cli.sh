# line_ends_cli.sh: every line end the tools' reader takes (cj_lines_next in dlx/cli.c) gives the answers of LF
# input, byte for byte, with the same messages at the same line numbers: CRLF, a lone CR (old Mac files), a CRLF
# whose '\r' is the last byte of a read (READ_CHUNK, 65536 bytes) and whose '\n' comes with the next, a pipe where
# the '\n' after a '\r' comes a second later, and files each starting with a UTF-8 byte order mark, put end to end.
. tests/shcheck.sh
R=${RELBIN:-bin}
CHUNK=65536
crlf() { sed 's/$/\r/' "$1"; }
cr() { tr '\n' '\r' < "$1"; }
bom() { printf '\357\273\277'; cat "$1"; }
# same NAME FILE CMD...: CMD reading FILE on stdin writes what it writes for $TMP/lf (stdout, stderr, status).
same() {
    name=$1 file=$2; shift 2
    "$@" < $TMP/lf > $TMP/want.out 2> $TMP/want.err; want_rc=$?
    "$@" < "$file" > $TMP/got.out 2> $TMP/got.err; rc=$?
    check "$name: the answers, messages and status (rc $rc) of the LF input" holds \
        '[ $rc = $want_rc ] && [ -s $TMP/want.out ] && cmp -s $TMP/want.out $TMP/got.out && cmp -s $TMP/want.err $TMP/got.err'
}
# Puzzles of one, several and no solutions, a comment, blank lines, an indented line and a bad one (its message
# names its line: a line end read twice would move it).
{ head -n 40 $DATA/sudoku9_magictour_top95.txt; echo '# a comment'; echo
  head -n 12 $DATA/sudoku9_tdoku_test_puzzles.txt; echo; echo '12x'
  sed -n 41,60p $DATA/sudoku9_magictour_top95.txt | sed 's/^/  /'; head -n 3 $DATA/sudoku16_janko.txt; } > $TMP/lines
cp $TMP/lines $TMP/lf
crlf $TMP/lf > $TMP/crlf
cr $TMP/lf > $TMP/cr
check "the inputs: CRLF and CR-only ends, no LF in the CR one" holds \
    '[ "$(tr -d "\r" < $TMP/crlf)" = "$(cat $TMP/lf)" ] && [ "$(tr -cd "\n" < $TMP/cr | wc -c)" = 0 ]'
for form in crlf cr; do
    same "dlx --count, $form" $TMP/$form $BIN/dlx --count
    same "classify grade, $form" $TMP/$form $BIN/classify grade
done
# A CRLF cut between two reads: a comment pads the file so that the '\r' of the first puzzle line after it is the
# chunk's last byte; the LF twin has the same comment.
first=$(head -n 1 $TMP/lines)
pad=$(($CHUNK - 1 - 2 - ${#first} - 1)) # the comment's bytes after '#': '\r\n' after it, then the line, then '\r'
{ printf '#'; head -c $pad /dev/zero | tr '\0' x; echo; cat $TMP/lines; } > $TMP/lf
crlf $TMP/lf > $TMP/split
check "the split input: its CR is byte $CHUNK, its LF byte $(($CHUNK + 1))" holds \
    '[ "$(od -An -c -j $(($CHUNK - 1)) -N 2 $TMP/split | tr -d " ")" = "\\r\\n" ]'
same "dlx --count, a CRLF split across reads" $TMP/split $BIN/dlx --count
same "classify grade, a CRLF split across reads" $TMP/split $BIN/classify grade
# Two files each starting with a byte order mark, put end to end (cat a b): the second mark is no cell either.
head -n 30 $TMP/lines > $TMP/a; tail -n +31 $TMP/lines > $TMP/b
cp $TMP/lines $TMP/lf
{ bom $TMP/a; bom $TMP/b; } > $TMP/boms
same "dlx --count, two files each with a byte order mark, end to end" $TMP/boms $BIN/dlx --count
same "classify grade, the same" $TMP/boms $BIN/classify grade
crlf $TMP/a > $TMP/a.crlf; cr $TMP/b > $TMP/b.cr
{ bom $TMP/a.crlf; bom $TMP/b.cr; } > $TMP/mixed
same "dlx --count, a CRLF file and a CR one, each with a byte order mark, end to end" $TMP/mixed $BIN/dlx --count
# Grids (--format grid: a blank line ends each) in every form.
$R/gen --size 6 -n 4 --seed 3 --format grid > $TMP/grids 2> /dev/null
$R/gen --size 9 -n 3 --seed 4 --format grid --with-solution >> $TMP/grids 2> /dev/null
cp $TMP/grids $TMP/lf
crlf $TMP/grids > $TMP/g.crlf; cr $TMP/grids > $TMP/g.cr
head -n 14 $TMP/grids > $TMP/ga; tail -n +15 $TMP/grids > $TMP/gb
{ bom $TMP/ga; bom $TMP/gb; } > $TMP/g.boms
for form in crlf cr boms; do
    same "dlx --format grid --count, $form" $TMP/g.$form $BIN/dlx --format grid --count
done
check "dlx --format grid: 7 grids answered" holds '[ "$(wc -l < $TMP/want.out)" = 7 ]'
# A pipe: the '\n' of a "\r\n" comes a second after its '\r' (the reader does not wait for it, and skips it
# then); after a lone '\r' the next line comes a second later. Both give the answers and messages of LF input.
p1=$(sed -n 1p $TMP/lines) p2=$(sed -n 2p $TMP/lines)
printf '%s\n%s\n12x\n' "$p1" "$p2" > $TMP/lf
(printf '%s\r' "$p1"; sleep 1; printf '\n%s\r\n12x\r' "$p2") | $BIN/dlx --count > $TMP/p.out 2> $TMP/p.err; rc=$?
$BIN/dlx --count < $TMP/lf > $TMP/want.out 2> $TMP/want.err; want_rc=$?
check "pipe, the LF a second after its CR: both puzzles answered as from LF input, the bad line's number too" holds \
    '[ $rc = $want_rc ] && [ "$(wc -l < $TMP/p.out)" = 3 ] && cmp -s $TMP/want.out $TMP/p.out && cmp -s $TMP/want.err $TMP/p.err'
(printf '%s\r' "$p1"; sleep 1; printf '%s\r12x\r' "$p2") | $BIN/dlx --count > $TMP/p.out 2> $TMP/p.err; rc=$?
check "pipe, the next line a second after a lone CR: none of it lost" holds \
    '[ $rc = $want_rc ] && cmp -s $TMP/want.out $TMP/p.out && cmp -s $TMP/want.err $TMP/p.err'
finish
