# gen_cli.sh: bin/gen's contract: reproducible output for any -j and --range shards, formats, stats
# (one engine build per worker), transforms, Solo ids, and bad options refused before any work.
. tests/shcheck.sh

$BIN/gen --size 9 -n 12 --seed 5 -j 1 > "$TMP/a" 2>/dev/null
$BIN/gen --size 9 -n 12 --seed 5 -j 2 > "$TMP/b" 2>/dev/null
$BIN/gen --size 9 -n 12 --seed 5 > "$TMP/c" 2>/dev/null
{ $BIN/gen --size 9 --seed 5 --range 0:5; $BIN/gen --size 9 --seed 5 --range 5:12; } > "$TMP/r" 2>/dev/null
check "12 lines" [ "$(wc -l < "$TMP/a")" -eq 12 ]
check "-j 2 equals -j 1" cmp -s "$TMP/a" "$TMP/b"
check "two runs agree" cmp -s "$TMP/a" "$TMP/c"
check "--range shards concatenate to the whole run" cmp -s "$TMP/a" "$TMP/r"
check "different seeds differ" sh -c "! $BIN/gen --size 9 -n 3 --seed 6 2>/dev/null | cmp -s - '$TMP/c'"
check "every puzzle unique (dlx --count)" [ "$($BIN/dlx --count "$TMP/a" | sort -u)" = 1 ]

$BIN/gen --size 6 -n 8 --seed 2 -j 2 --stats > /dev/null 2> "$TMP/e"
check "--stats: one engine build per worker" grep -q "engine_builds=2 workers=2" "$TMP/e"
$BIN/gen --size 6 -n 8 --seed 2 --stats > /dev/null 2> "$TMP/e"
check "--stats: one engine build for the whole run" grep -q "engine_builds=1 workers=1" "$TMP/e"
# A line per puzzle: its empties those of the puzzle written, its counts the same for -j 1 and -j 2 (the seed fixes
# them), and their sums the totals line's.
$BIN/gen --size 9 -n 6 --seed 2 --stats > "$TMP/st_out" 2> "$TMP/st1"
$BIN/gen --size 9 -n 6 --seed 2 -j 2 --stats > /dev/null 2> "$TMP/st2"
check "--stats: a line per puzzle, matching its output, -j 1 and -j 2 alike, summing to the totals" python3 - "$TMP" <<'PY'
import re, sys
d = sys.argv[1]
def lines(name):
    each, total = {}, None
    for l in open(d + '/' + name):
        f = dict(re.findall(r'(\w+)=([-0-9.]+)', l))
        if l.startswith('gen: stats: puzzle='):
            each[int(f['puzzle'])] = f
        elif l.startswith('gen: stats: puzzles='):
            total = f
    return each, total
one, total = lines('st1')
two, _ = lines('st2')
puzzles = open(d + '/st_out').read().split()
assert sorted(one) == list(range(6)) == sorted(two), (one, two)
for i, p in enumerate(puzzles):
    assert int(one[i]['empties']) == p.count('.') and one[i]['ok'] == '1', (i, one[i])
    assert {k: v for k, v in one[i].items() if k != 'cpu_s'} == {k: v for k, v in two[i].items() if k != 'cpu_s'}
    assert float(one[i]['cpu_s']) >= 0
for k in ('checks', 'kept', 'put_off', 'nodes', 'kept_nodes', 'attempts'):
    assert sum(int(f[k]) for f in one.values()) == int(total[k]), k
PY

# Each check ends in a removal, a keep or a put-off, so checks = empties + kept + put_off; clues kept with no
# check (a two-value set's last) are not in kept. Without two-value sets (two solutions allowed) every clue is checked.
$BIN/gen --size 16 -n 1 --seed 1 --stats 2> "$TMP/st3" > /dev/null
$BIN/gen --size 9 -n 6 --seed 2 --max-solutions 2 --stats 2> "$TMP/st4" > /dev/null
check "--stats: checks = empties + kept + put_off; kept = clues when every clue is checked" python3 - "$TMP" <<'PY'
import re, sys
d = sys.argv[1]
rows = {}
for name in ('st1', 'st3', 'st4'):
    rows[name] = [dict(re.findall(r'(\w+)=([-0-9.]+)', l)) for l in open(d + '/' + name) if 'puzzle=' in l]
    for f in rows[name]:
        assert int(f['checks']) == int(f['empties']) + int(f['kept']) + int(f['put_off']), (name, f)
assert int(rows['st3'][0]['put_off']) > 0, rows['st3']
assert sum(81 - int(f['empties']) - int(f['kept']) for f in rows['st1']) > 0, rows['st1']
for f in rows['st4']:
    assert int(f['kept']) == 81 - int(f['empties']), f
PY

# A puzzle given up at its budget says how far it got: reached R short of the target, and the same seed asked for
# --empty R makes a puzzle of R empty squares (its passes take the same turns up to R). Stats lost to a full
# stderr are a failed write: exit status 1.
$BIN/gen --size 9 -n 1 --seed 3 --empty 64 --budget 0.3 --stats > /dev/null 2> "$TMP/gave"
reached=$(sed -n 's/^gen: stats: puzzle=0 ok=0 empties=-1 reached=\([0-9]*\) .*/\1/p' "$TMP/gave")
check "--stats of a puzzle given up: ok=0 empties=-1 reached=R (R=$reached, under 64); --empty R of that seed makes R" \
    holds '[ -n "$reached" ] && [ "$reached" -lt 64 ] && [ "$reached" -gt 40 ] &&
           [ "$($BIN/gen --size 9 -n 1 --seed 3 --empty $reached --budget 30 | tr -cd . | wc -c)" = "$reached" ]'
$BIN/gen --size 4 -n 2 --stats > /dev/null 2> /dev/full; full=$?
$BIN/gen --size 4 -n 2 > /dev/null 2> /dev/full; quiet=$?
check "--stats to a full stderr: exit 1 (without --stats, nothing written there: 0)" holds '[ $full = 1 ] && [ $quiet = 0 ]'

# A 4x4's exact bound for any count of solutions (three givens leave 3 solutions at the fewest): 13 empty squares
# are refused before any work for 2 solutions, and made for 3, which bin/dlx counts.
$BIN/gen --size 4 --max-solutions 2 --empty 13 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "4x4, 2 solutions, --empty 13: refused at once, the bound named" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "at most 12 empty squares" "$TMP/e"'
check "4x4, 3 solutions, --empty 13: made, each with 2 or 3 solutions" \
    holds '[ "$($BIN/gen --size 4 --max-solutions 3 --empty 13 -n 4 | $BIN/dlx --count=4 | sort -u | tr "\n" " ")" != "" ] &&
           [ -z "$($BIN/gen --size 4 --max-solutions 3 --empty 13 -n 4 | $BIN/dlx --count=4 | grep -v "^[23]$")" ]'

$BIN/gen --size 9 -n 3 --seed 1 --with-solution > "$TMP/ws"
check "--with-solution: puzzle and solution columns" awk 'NF != 2 || length($1) != 81 || length($2) != 81 {e=1} END {exit e}' "$TMP/ws"
check "the solution solves the puzzle" [ "$(cut -d' ' -f1 "$TMP/ws" | $BIN/dlx)" = "$(cut -d' ' -f2 "$TMP/ws")" ]
$BIN/gen --size 9 -n 2 --seed 1 --format json > "$TMP/j"
check "json: one object per line with the fields" python3 -c "
import json,sys
for l in open('$TMP/j'):
    o=json.loads(l); assert o['size']==9 and o['box']=='3x3' and o['seed']==1 and len(o['puzzle'])==81
    assert o['clues']==81-o['puzzle'].count('.') and len(o['solution'])==81
"
$BIN/gen --size 9 -n 2 --seed 1 --format tatham > "$TMP/t"
check "tatham: Solo ids" grep -q '^3x3:' "$TMP/t"
$BIN/gen --size 9 -n 1 --seed 1 --format grid > "$TMP/g"
check "grid: 9 rows of 9 values and a blank line" holds '[ "$(wc -l < "$TMP/g")" -eq 10 ] && [ "$($BIN/dlx --format grid --count "$TMP/g")" = 1 ]'
$BIN/gen --size 12 -n 2 --seed 3 --symbols 0123456789AB > "$TMP/h" 2> "$TMP/he"
check "--symbols for 12x12 output" [ "$($BIN/dlx --symbols 0123456789AB --count "$TMP/h" | sort -u)" = 1 ]
# A 0 among the symbols is an empty square to a reader without them (dlx counts 2 of these unique puzzles): noted.
$BIN/gen --size 12 -n 1 --seed 3 --symbols ABCDEFGHIJKL > /dev/null 2> "$TMP/he2"
check "--symbols with 0: a note to read them back with the same --symbols; without 0, none" holds \
    'grep -qx "gen: note: .0. is a symbol here, and the readers take 0 for an empty square: read these puzzles back with --symbols 0123456789AB" "$TMP/he" &&
     [ "$($BIN/dlx --count "$TMP/h" | sort -u)" != 1 ] && [ ! -s "$TMP/he2" ]'
$BIN/gen --size 9 -n 2 --seed 4 --transforms 5 > "$TMP/v"
check "--transforms 5: base + 5 variants each" holds '[ "$(wc -l < "$TMP/v")" -eq 12 ] && [ "$(sort -u "$TMP/v" | wc -l)" -eq 12 ]'
check "variants unique too" [ "$($BIN/dlx --count "$TMP/v" | sort -u)" = 1 ]
$BIN/gen --size 9 -n 3 --seed 4 --max-solutions 3 > "$TMP/k3"
check "--max-solutions 3: 1 to 3 solutions, more than 1 somewhere" sh -c "$BIN/dlx --count=4 '$TMP/k3' | awk '\$1 < 1 || \$1 > 3 {e=1} \$1 > 1 {m=1} END {exit e || !m}'"
$BIN/gen --size 9 -n 4 --seed 4 --empty 52 > "$TMP/e52"
check "--empty 52: 52 dots each" awk '{ if (gsub(/\./, ".") != 52) e=1 } END {exit e}' "$TMP/e52"
$BIN/gen --size 9 -n 2 --seed 4 --symmetry rot180 > "$TMP/sym"
check "--symmetry rot180 pattern" awk '{ for (i = 1; i <= 81; i++) if ((substr($1,i,1) == ".") != (substr($1,82-i,1) == ".")) e=1 } END {exit e}' "$TMP/sym"
$BIN/gen --size 9 -n 1 --seed 4 --empty 64 --budget 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "budget out: message, non-zero exit, an 'error' line for the puzzle" holds '[ $rc -ne 0 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "budget" "$TMP/e"'
$BIN/gen --size 9 -n 1 --seed 4 --empty 64 --budget 0.4 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "a budget under a second: the message names it as given ('after 0.4 s'), not rounded to 0" \
    holds '[ $rc -eq 1 ] && grep -q "gave up after 0.4 s (budget)" "$TMP/e"'
# A minimal 25x25 takes minutes: the budget stops it in the rounds of checks put off, and says so.
$BIN/gen --size 25 -n 1 --seed 1 --budget 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "minimal 25x25 over budget: message, non-zero exit, an 'error' line for the puzzle" \
    holds '[ $rc -ne 0 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "without making it minimal" "$TMP/e"'
# 64 values do not fit the default alphabet (61 symbols): refused up front rather than printed as '?'.
$BIN/gen --size 64 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--size 64 in line format: needs --symbols or --format grid, exit 2, no output" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "needs 64 symbols.*--format grid" "$TMP/e"'
# A level the search does not reach in time (seeded, so a slower build sees a prefix of the same search):
# the budget stops it, and the message names the level.
$BIN/gen --size 5 --box 1x5 -n 1 --difficulty medium --budget 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "5x5 --difficulty medium over budget: the level named, non-zero exit, an 'error' line for the puzzle" \
    holds '[ $rc -ne 0 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "without finding a puzzle of level medium" "$TMP/e"'
# Levels that do not exist (N <= 4: every unique puzzle falls to hidden singles, as tests/test_classify.c
# checks over all of them) are refused at once; --per-level makes the easy ones only.
$BIN/gen --size 4 -n 1 --difficulty evil > "$TMP/o" 2> "$TMP/e"; rc=$?
check "4x4 --difficulty evil: refused at once with the reason, exit 2, no puzzle" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "no 4x4 puzzle is evil: .*hidden singles, so all are easy" "$TMP/e"'
for k in 1 2; do
    $BIN/gen --size 4 --per-level $k --seed 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
    want="$k puzzle"; [ $k -eq 1 ] || want="$k puzzles"
    check "4x4 --per-level $k: the easy ones only, and the note says 'making $want'" holds \
        '[ $rc -eq 0 ] && [ "$(wc -l < "$TMP/o")" -eq $k ] && grep -q "only easy exists at 4x4 (.*); making $want\$" "$TMP/e"'
done
# --level is --difficulty's other name, as every --variant KIND takes it; two different levels are refused.
$BIN/gen --size 6 -n 3 --seed 5 --difficulty medium --format json > "$TMP/d" 2> /dev/null
$BIN/gen --size 6 -n 3 --seed 5 --level medium --format json > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--level medium: the puzzles of --difficulty medium, level in the JSON, exit 0" \
    holds '[ $rc -eq 0 ] && [ ! -s "$TMP/e" ] && cmp -s "$TMP/d" "$TMP/o" && [ $(grep -c "\"level\":\"medium\"" "$TMP/o") -eq 3 ]'
$BIN/gen --size 6 -n 3 --seed 5 --level medium --difficulty medium --format json > "$TMP/o" 2> /dev/null; rc=$?
check "--level and --difficulty naming one level: taken" holds '[ $rc -eq 0 ] && cmp -s "$TMP/d" "$TMP/o"'
# A level's name in any case (bin/classify grade prints "Medium"): the same puzzles, the JSON naming it as the table does.
$BIN/gen --size 6 -n 3 --seed 5 --level Medium --difficulty MEDIUM --format json > "$TMP/o" 2> /dev/null; rc=$?
check "--level Medium --difficulty MEDIUM: the puzzles of --difficulty medium, \"level\":\"medium\"" \
    holds '[ $rc -eq 0 ] && cmp -s "$TMP/d" "$TMP/o"'
$BIN/gen --variant futoshiki --size 4 -n 2 --seed 5 --level Hard > "$TMP/o" 2> /dev/null; rc=$?
check "--variant futoshiki --level Hard: futoshiki's --level hard" \
    holds '[ $rc -eq 0 ] && [ "$(cat "$TMP/o")" = "$($BIN/gen --variant futoshiki --size 4 -n 2 --seed 5 --level hard)" ]'
$BIN/gen --size 6 --level medium --difficulty hard > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--level medium --difficulty hard: refused, both named, exit 2, no puzzle" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "^gen: --level medium and --difficulty hard name two levels" "$TMP/e"'
$BIN/gen --level extreme > "$TMP/o" 2> "$TMP/e"; rc=$?
check "--level extreme: unknown, named as --level, exit 2" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "unknown --level .extreme." "$TMP/e"'
check "--help names --level and --difficulty" sh -c "$BIN/gen --help | grep -q -- '--level L' && $BIN/gen --help | grep -q -- '--difficulty L'"
# A side alone is no shape: every kind refuses it by name, as bin/fillomino gen does (no square made of it);
# with both sides, or --size, the puzzle is made.
for k in fillomino nonogram futoshiki jidoku "sudoku --via-table"; do
    for side in --width --height; do
        $BIN/gen --variant $k $side 6 -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
        check "gen --variant $k $side 6 alone: refused, exit 2, no puzzle, naming $side" holds \
            '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF -e "needs --width and --height (or --size), not $side alone" "$TMP/e"'
    done
    check "gen --variant $k --width 6 --height 6: a 6x6 puzzle" \
        holds '[ "$($BIN/gen --variant $k --width 6 --height 6 -n 1 --format json | grep -c "\"width\":6,\"height\":6")" = 1 ]'
done
$BIN/fillomino gen --width 6 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "fillomino gen --width 6 alone: refused too, exit 2" holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && [ -s "$TMP/e" ]'
# The tools' own Sudoku options, listed by their --help, are named as Sudoku's beside --variant, not unknown.
for k in nonogram fillomino; do
    for o in "--stats" "--strategy random" "--symbols 123456789"; do
        $BIN/gen --variant $k --size 5 $o -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
        check "gen --variant $k $o: refused as Sudoku's, naming the variant, exit 2" holds \
            '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF -e "gen: ${o%% *} is for Sudoku alone (no --variant), not --variant $k" "$TMP/e"'
    done
    printf '5x5:.....\n' | $BIN/dlx --variant $k --stats > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "dlx --variant $k --stats: refused as Sudoku's, exit 2" holds \
        '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF -e "dlx: --stats is for Sudoku alone (no --variant), not --variant $k" "$TMP/e"'
done
$BIN/gen --variant sudoku --via-table --stats -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "gen --variant sudoku --via-table --stats: for Sudoku without --via-table, exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF -e "--stats is for Sudoku without --via-table" "$TMP/e"'
check "gen --variant sudoku --stats (the native path): the stats line" \
    holds '$BIN/gen --variant sudoku --stats -n 1 2>&1 >/dev/null | grep -q "^gen: stats: puzzles=1 "'
# Every option a tool's --help lists that the tool takes without --variant is, beside --variant KIND, either
# taken or refused with what it is for (never "unknown option"); gen's transform command alike.
printf '%s\n' 1... > "$TMP/s4.txt"
value_of() { # the value an option takes (none for a flag)
    case $1 in --box) echo 2x2 ;; --format) echo line ;; --symbols) echo 1234 ;; --strategy) echo random ;;
        --symmetry) echo none ;; --level|--difficulty) echo easy ;; --range) echo 0:1 ;; -o|--output) echo "$TMP/out.txt" ;;
        --seed|-n|--number|-j|--max-solutions|--empty|--budget|--per-level|--transforms|--size) echo 4 ;;
        --features) echo full ;; esac
}
: > "$TMP/misworded"
for tool in "dlx" "gen" "classify grade" "classify hint"; do
    rest="$TMP/s4.txt"; [ "$tool" = gen ] && rest="-n 1" # gen reads no file
    for o in $($RELBIN/${tool%% *} --help | grep -oE '(^ +-[a-z]|--[a-z-]+)' | tr -d ' ' | sort -u); do
        [ $o = --help ] || [ $o = --variant ] && continue
        v=$(value_of $o)
        timeout 60 $BIN/$tool $o $v $rest > /dev/null 2> "$TMP/e0" < /dev/null
        grep -q "unknown option" "$TMP/e0" && continue # not the tool's without --variant either
        for k in futoshiki nonogram; do
            timeout 60 $BIN/$tool --variant $k $o $v $rest > /dev/null 2> "$TMP/e" < /dev/null
            grep -qE "unknown option|unexpected argument" "$TMP/e" && echo "$tool --variant $k $o: $(cat "$TMP/e")" >> "$TMP/misworded"
        done
    done
done
$BIN/gen transform --variant futoshiki "$TMP/s4.txt" > /dev/null 2> "$TMP/e"
grep -q "unexpected argument" "$TMP/e" && echo "gen transform --variant futoshiki: $(cat "$TMP/e")" >> "$TMP/misworded"
check "options of dlx, gen, classify grade|hint beside --variant: none called unknown" holds \
    '[ ! -s "$TMP/misworded" ] || { cat "$TMP/misworded"; false; }'
printf '4:4,1,2,3,2,1,1,2\n' | $BIN/dlx --variant futoshiki --exact-cover > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx --variant futoshiki --exact-cover: for Knuth's format alone, exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qFx -e "dlx: --exact-cover is for Knuth'"'"'s exact-cover format alone (no --variant), not --variant futoshiki" "$TMP/e"'
$BIN/dlx --variant nonogram --all "$TMP/s4.txt" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "dlx --variant nonogram --all: for --exact-cover alone, exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qFx -e "dlx: --all is for --exact-cover alone (no --variant), not --variant nonogram" "$TMP/e"'
$BIN/gen --variant jidoku transform "$TMP/s4.txt" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "gen --variant jidoku transform: for Sudoku alone, exit 2" holds \
    '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qFx -e "gen: transform is for Sudoku alone (no --variant), not --variant jidoku" "$TMP/e"'
# bin/fillomino's usage lists --stats and --count on solve's line: the other commands name them as solve's.
for c in gen features transform; do
    $BIN/fillomino $c --stats < /dev/null > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "fillomino $c --stats: named as solve's, exit 2" holds \
        '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF "fillomino: --stats is for fillomino solve alone" "$TMP/e"'
done
check "fillomino solve --stats: the stats still" \
    holds 'printf "2x1:1.\n" | $BIN/fillomino solve --stats 2>&1 | grep -q "nodes"'
# A side refused by the option is refused with the kind's own sides, the words a side past them gets.
for v in nonogram futoshiki jidoku fillomino; do
    $BIN/gen --variant $v --width 300 --height 300 > /dev/null 2> "$TMP/big"
    sides=$(sed "s/^gen: //" "$TMP/big")
    for bad in "--width 0" "--height -3" "--size x"; do
        $BIN/gen --variant $v $bad > "$TMP/o" 2> "$TMP/e"; rc=$?
        check "gen --variant $v $bad: refused with the kind's sides ('$sides')" \
            holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && [ -n "$sides" ] &&
                   [ "$(cat "$TMP/e")" = "gen: ${bad%% *} takes a side, not '"'"'${bad#* }'"'"': $sides" ]'
    done
done
# --symmetry empties whole orbits: a count they cannot make is refused at once (it was tried until --budget),
# by bin/gen and through the kind table; one they make is made.
timeout 60 $BIN/gen --size 9 --empty 42 --symmetry rot90 > "$TMP/o" 2> "$TMP/e"; rc=$?
timeout 60 $BIN/gen --variant sudoku --via-table --size 4 --empty 3 --symmetry rot90 > "$TMP/o2" 2> "$TMP/e2"; rc2=$?
check "--empty 42 with rot90 at 9x9, 3 at 4x4: refused, exit 2, said" holds \
    '[ $rc -eq 2 ] && [ $rc2 -eq 2 ] && [ ! -s "$TMP/o" ] && [ ! -s "$TMP/o2" ] &&
     grep -q "add up to no 42" "$TMP/e" && grep -q "add up to no 3" "$TMP/e2"'
check "--empty 41 with rot90 at 9x9: a puzzle with 41 empty cells" holds \
    '[ "$($BIN/gen --size 9 --empty 41 --symmetry rot90 --seed 3 | tr -cd . | wc -c)" = 41 ]'
for level in "--level hard" "--difficulty evil"; do
    $BIN/gen --size 9 --per-level 1 $level > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "--per-level 1 $level: refused, exit 2, no puzzle (it made every level)" holds \
        '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qx "gen: --per-level fills every level: drop --level" "$TMP/e"'
done
$BIN/gen --size 4 --box 1x4 --per-level 3 --format json > "$TMP/o" 2> "$TMP/e"; rc=$?
check "4x4 --per-level 3: three easy puzzles, a note that only easy exists, exit 0" \
    holds '[ $rc -eq 0 ] && [ $(grep -c "\"level\":\"easy\"" "$TMP/o") -eq 3 ] && [ $(wc -l < "$TMP/o") -eq 3 ] &&
           grep -q "only easy exists at 4x4" "$TMP/e"'
$BIN/gen --size 4 --per-level 2 > "$TMP/o" 2> "$TMP/e"
$BIN/classify grade --box 2x2 "$TMP/o" > "$TMP/g"
check "4x4 --per-level 2: both graded Easy by bin/classify" \
    holds '[ $(grep -c " Easy " "$TMP/g") -eq 2 ]'
# With --progress a long puzzle reports its checks as it goes (after 2 s, asked every 64th check of the first
# round and every check after, where the budget stops it too: with a 3 s budget a report comes first), each
# report a whole line, so that two workers' reports never share one.
$BIN/gen --size 25 -n 2 --seed 1 --budget 3 -j 2 --progress > "$TMP/o" 2> "$TMP/e"
for p in 0 1; do
    check "--progress -j 2 reports puzzle $p's checks, put-off checks and nodes on lines of their own" \
        holds 'grep -Eq "^gen: puzzle $p: [0-9]+ checks \([0-9]+ put off\), [0-9.]+ M nodes, [0-9]+ s CPU$" "$TMP/e" &&
               grep -q "^gen: puzzle $p: gave up" "$TMP/e"'
done

# gen transform on stdin: named and random, label carried.
head -n 1 "$TMP/ws" | cut -d' ' -f1 | sed 's/$/ my-label/' > "$TMP/in"
check "transform --named rot180 twice is the identity" [ "$($BIN/gen transform --named rot180 "$TMP/in" | $BIN/gen transform --named rot180)" = "$(cat "$TMP/in")" ]
# Options and files in any order; after -- every argument is a file. An option after a file was read as a
# file of that name.
$BIN/gen transform "$TMP/in" --named rot180 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform FILE --named rot180: the option after the file taken, exit 0" \
    holds '[ $rc -eq 0 ] && [ "$(cat "$TMP/o")" = "$($BIN/gen transform --named rot180 "$TMP/in")" ] && [ ! -s "$TMP/e" ]'
# A Futoshiki line: its relations would stay where they were while the givens move, so it is refused.
$BIN/gen --variant futoshiki --size 9 -n 1 --seed 3 > "$TMP/fut" 2> /dev/null
$BIN/gen transform --named rot90 "$TMP/fut" > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform of a Futoshiki line: error, Sudoku only (no --variant named: transform has none), exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] &&
           grep -qx "gen: .*fut:1: a Futoshiki or Jidoku line (relations after the givens): gen transform moves Sudoku puzzles only" "$TMP/e"'
$BIN/gen transform "$TMP/in" --help > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform FILE --help: the usage, exit 0" holds '[ $rc -eq 0 ] && grep -q "^usage: gen" "$TMP/o" && [ ! -s "$TMP/e" ]'
ABSBIN=$(cd "$BIN" && pwd)
cp "$TMP/in" "$TMP/--named"
(cd "$TMP" && "$ABSBIN/gen" transform -- --named) > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform -- --named: a file named --named, transformed as any file, exit 0" \
    holds '[ $rc -eq 0 ] && [ "$(cat "$TMP/o")" = "$($BIN/gen transform "$TMP/in")" ]'
$BIN/gen --size 4 stray > "$TMP/o" 2> "$TMP/e"; rc=$?
check "gen (generating) with a file named: refused as an unexpected argument, exit 2, no puzzle" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "^gen: unexpected argument .stray." "$TMP/e"'
$BIN/gen transform --named rot90 --transforms 3 "$TMP/in" > "$TMP/nt.out" 2> "$TMP/nt.err"; rc=$?
check "transform --named with --transforms: refused (exit 2, both named), nothing written" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/nt.out" ] && grep -q "not both" "$TMP/nt.err"'
$BIN/gen transform --transforms 4 --seed 9 < "$TMP/in" > "$TMP/tv"
check "transform --transforms 4: 4 labelled unique variants" holds '[ "$(wc -l < "$TMP/tv")" -eq 4 ] && [ "$(grep -c '\'' my-label$'\'' "$TMP/tv")" -eq 4 ] && [ "$($BIN/dlx --count "$TMP/tv" | sort -u)" = 1 ]'
# rot180 of a line is the line reversed (rev is the independent truth); an indented line is read too.
p1=$(head -n 1 "$TMP/ws" | cut -d' ' -f1)
check "transform: an indented puzzle line is read (rot180 = the line reversed)" \
    [ "$(printf '  \t%s\n' "$p1" | $BIN/gen transform --named rot180)" = "$(echo "$p1" | rev)" ]
# A solution column is transformed with its puzzle: reversed by rot180; after random transforms (which
# relabel values too) it is still what dlx finds for the transformed puzzle. A label is carried.
$BIN/gen --size 6 -n 3 --seed 2 --with-solution | sed 's/$/ lbl/' > "$TMP/ws6"
$BIN/gen transform --named rot180 "$TMP/ws6" > "$TMP/r6"
cut -d' ' -f1 "$TMP/ws6" | rev > "$TMP/c1"
cut -d' ' -f2 "$TMP/ws6" | rev | paste -d' ' "$TMP/c1" - | sed 's/$/ lbl/' > "$TMP/r6want"
check "transform --named rot180: puzzle and solution columns both reversed, the label kept" \
    cmp -s "$TMP/r6" "$TMP/r6want"
# The blanks before a label are carried as they stand (a tab, two of them), after a solution too.
sed 's/ lbl$/\t\tlbl two/' "$TMP/ws6" > "$TMP/ws6tab"
check "transform --named rot180: the tabs before a label kept as they were (the rest as with one blank)" \
    holds '[ "$($BIN/gen transform --named rot180 "$TMP/ws6tab")" = "$(sed "s/ lbl$/\t\tlbl two/" "$TMP/r6want")" ]'
$BIN/gen transform --transforms 4 --seed 7 "$TMP/ws6" > "$TMP/t6"
cut -d' ' -f2 "$TMP/t6" > "$TMP/t6sol"
check "transform --transforms 4 with solutions: each transformed solution is dlx's for its puzzle" \
    holds '[ "$(wc -l < "$TMP/t6")" -eq 12 ] && [ "$(grep -c " lbl$" "$TMP/t6")" -eq 12 ] &&
           cut -d" " -f1 "$TMP/t6" | $BIN/dlx --box 2x3 | cmp -s - "$TMP/t6sol"'
printf '%s\nxx\n%s\n' "$p1" "$p1" | $BIN/gen transform --transforms 3 --seed 2 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform --transforms 3, a bad line between two good ones: 3 'error' lines in its place, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(sed -n 4,6p "$TMP/o" | sort -u)" = error ] && [ "$(wc -l < "$TMP/o")" -eq 9 ] &&
           [ "$(sed -n 1,3p "$TMP/o" | $BIN/dlx --count | sort -u)" = 1 ] && grep -q "stdin:2:" "$TMP/e"'
printf '%s\n' "$p1" | $BIN/gen transform --transforms 0 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform --transforms 0: refused (it would write nothing), the option named, exit 2, no output" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "^gen: transform: --transforms takes a count from 1" "$TMP/e"'
# Above the top (gen/README.md: 1 to 100000) the message gives the same range, not generation's 0 to 100000.
printf '%s\n' "$p1" | $BIN/gen transform --transforms 100001 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform --transforms 100001: refused, exit 2, the range named is 1 to 100000" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q "^gen: transform: --transforms takes a count from 1 to 100000, not .100001.$" "$TMP/e"'
# Distinct variants: a 4x4 (2x2 boxes) has a group of 2!2!2! * 2!2!2! * 4! * 2 = 3072 transforms, so a
# puzzle has at most 3071 variants besides itself; this one has no symmetry, so it has them all. Each is
# unique as the puzzle is (dlx). The empty grid has none.
q='...1..3.4.....2.'
echo "$q" | $BIN/gen transform --transforms 50 > "$TMP/d50"
check "transform --transforms 50: 50 distinct variants, none the puzzle, each unique" \
    holds '[ "$(sort -u "$TMP/d50" | grep -vx "$q" | wc -l)" -eq 50 ] &&
           [ "$($BIN/dlx --count "$TMP/d50" | sort -u)" = 1 ]'
echo "$q" | $BIN/gen transform --transforms 4000 > "$TMP/d4k" 2> "$TMP/e"; rc=$?
check "transform --transforms 4000 on a 4x4: all 3071 variants, then 929 'error' lines (4000 in all), a note naming the line, exit 1" \
    holds '[ $rc -eq 1 ] && [ "$(head -n 3071 "$TMP/d4k" | sort -u | grep -vx "$q" | grep -vx error | wc -l)" -eq 3071 ] &&
           [ "$(wc -l < "$TMP/d4k")" -eq 4000 ] && [ "$(tail -n 929 "$TMP/d4k" | sort -u)" = error ] &&
           grep -q "^gen: stdin:1: only 3071 distinct variants.*: wrote those, then .error. for each missing$" "$TMP/e"'
# All 3071 is the most any 4x4 has: the note gives the group's size as the reason, not symmetries it lacks.
check "transform --transforms 4000, all 3071 variants: the note says why (3072 transforms), no symmetry" \
    holds 'grep -q "exist (the 3072 transforms of a 4x4 grid with 2x2 boxes, less the identity), not 4000" "$TMP/e" &&
           ! grep -q symmetries "$TMP/e"'
$BIN/gen --size 4 -n 1 --seed 1 --transforms 4000 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "gen --size 4 --seed 1 --transforms 4000: all 3071 variants, 929 'error' lines, the note names the group's 3072" \
    holds '[ $rc -eq 1 ] && [ "$(grep -vx error "$TMP/o" | sort -u | wc -l)" -eq 3072 ] && ! grep -q symmetries "$TMP/e" &&
           [ "$(wc -l < "$TMP/o")" -eq 4001 ] && [ "$(tail -n 929 "$TMP/o" | sort -u)" = error ] &&
           grep -q "^gen: puzzle 0: only 3071 distinct variants besides the puzzle itself exist (the 3072 transforms" "$TMP/e"'
echo "................" | $BIN/gen transform > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform of the empty grid: no variant, an 'error' line in its place, a note (it has symmetries), exit 1" \
    holds '[ $rc -eq 1 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "^gen: stdin:1: only 0 distinct variants.*(it has symmetries)" "$TMP/e"'
# K lines for each puzzle read, whatever it is: a good one, the empty grid (no variant), a bad line, another
# good one; so the variants of input line i are output lines K(i-1)+1 to Ki.
printf '%s\n................\nxx\n%s\n' "$q" "$q" | $BIN/gen transform --transforms 3 --seed 4 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform --transforms 3 on a puzzle, the empty grid, a bad line, a puzzle: 12 lines, 'error' for lines 4-9, exit 2" \
    holds '[ $rc -eq 2 ] && [ "$(wc -l < "$TMP/o")" -eq 12 ] && [ "$(sed -n 4,9p "$TMP/o" | sort -u)" = error ] &&
           [ "$({ sed -n 1,3p "$TMP/o"; sed -n 10,12p "$TMP/o"; } | $BIN/dlx --count | tr "\n" " ")" = "1 1 1 1 1 1 " ]'
# bin/gen --transforms alike: a 4x4's variants are fewer than 4000; all are written, each once, and their
# count plus one divides 3072 (an orbit of the group, by Lagrange's theorem); then an 'error' line for each
# one missing, so the record is 4001 lines.
$BIN/gen --size 4 -n 1 --seed 3 --transforms 4000 > "$TMP/o" 2> "$TMP/e"; rc=$?
m=$(sed -n 's/^gen: puzzle 0: only \([0-9]*\) distinct variants.*/\1/p' "$TMP/e")
check "--transforms 4000 at 4x4: every variant once (their count + 1 divides 3072), 'error' for the rest, a note, exit 1" \
    holds '[ $rc -eq 1 ] && [ -n "$m" ] && [ $((3072 % (m + 1))) -eq 0 ] && [ "$(wc -l < "$TMP/o")" -eq 4001 ] &&
           [ "$(head -n $((m + 1)) "$TMP/o" | sort -u | wc -l)" -eq $((m + 1)) ] &&
           [ "$(tail -n $((4000 - m)) "$TMP/o" | sort -u)" = error ]'
printf 'xyz\n' | $BIN/gen transform > "$TMP/o" 2> "$TMP/e"; rc=$?
check "transform: bad line -> error, exit 2" holds '[ $rc -eq 2 ] && [ "$(cat "$TMP/o")" = error ] && grep -q "stdin:1:" "$TMP/e"'

# Solo ids from sgt-solo itself, when installed: parse, solve, re-encode (tests/test_gen.c has fixed ones).
if [ -x /usr/games/sgt-solo ]; then
    /usr/games/sgt-solo --generate 3 3x3 > "$TMP/solo" 2>/dev/null
    ok=1
    while read -r id; do
        [ "$(echo "$id" | $BIN/gen transform --named identity 2>/dev/null)" = "$id" ] || ok=0
    done < "$TMP/solo"
    check "sgt-solo ids round-trip through gen transform" [ $ok -eq 1 ]
    # The limits gen/README.md gives for playing the ids in Solo: both box sides 2 or more, 31 values at most.
    solo_says() { # solo_says GEN-OPTIONS: what sgt-solo says on loading the id bin/gen writes ("ok" when it loads)
        $RELBIN/gen $1 -n 1 --seed 1 --empty 10 --format tatham > "$TMP/sid" &&
            /usr/games/sgt-solo --print 1x1 < "$TMP/sid" > "$TMP/sps" 2> "$TMP/spe" &&
            grep -q showpage "$TMP/sps" && echo ok && return
        grep -o "[^:]*$" "$TMP/spe" | tail -n 1
    }
    check "sgt-solo: 30x30 with 5x6 or 6x5 boxes and 12x12 load; 32x32 (4x8) and 36x36 exceed 31 symbols; 1xN and Nx1 boxes do not load" \
        holds '[ "$(solo_says "--size 30 --box 5x6")$(solo_says "--size 30 --box 6x5")$(solo_says "--size 12")" = okokok ] &&
               [ "$(solo_says "--size 32 --box 4x8")" = " Unable to support more than 31 distinct symbols in a puzzle" ] &&
               [ "$(solo_says "--size 36")" = " Unable to support more than 31 distinct symbols in a puzzle" ] &&
               [ "$(solo_says "--size 5 --box 1x5")" = " Both dimensions must be at least 2" ] &&
               [ "$(solo_says "--size 3")" = " Both dimensions must be at least 2" ] &&
               [ "$(solo_says "--size 5 --box 5x1")" = " Expected jigsaw block structure in game description" ]'
    check "gen/README.md gives those limits" \
        holds 'tr "\n" " " < gen/README.md | grep -q "up to 31 values (30x30 with 5x6 or 6x5 boxes loads; 32x32 and up it refuses" &&
               tr "\n" " " < gen/README.md | grep -q "Solo refuses it (\"Both dimensions  *must be at least 2\"; .5x1:. it takes for a jigsaw"'
fi

# --size 1 too: its line, ".", is no puzzle to bin/dlx, bin/classify or gen transform (a grid's row, most likely).
for bad in "--size 0" "--size 1" "--size 9 --box 3x5" "--size 9 --empty 82" "--max-solutions 0" "--strategy bogus" "--symmetry bogus" "-n x" "--range 5:2" "--format xml" "--bogus"; do
    $BIN/gen $bad -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "bad options '$bad': exit 2, a message, no output" holds '[ $rc -eq 2 ] && [ -s "$TMP/e" ] && [ ! -s "$TMP/o" ]'
done
# Values past a bound are refused with the bound named, not a rule they keep (0 < 2^63-1).
for bad in "--range 0:9223372036854775807|0 <= A < B <= 2^62" "-n 1099511627777|from 0 to 2^40" \
           "--variant fillomino --width 100000|--width takes a side, not '100000': a Fillomino board is W x H with sides up to 256" \
           "--max-solutions 4294967296|--max-solutions takes K from 1 to 1000000, not '4294967296'" \
           "--variant futoshiki --max-solutions 1000001|--max-solutions takes K from 1 to 1000000, not '1000001'" \
           "--per-level 1073741825|--per-level takes K from 1 to 2^30, not '1073741825'"; do
    $BIN/gen ${bad%|*} > "$TMP/o" 2> "$TMP/e"; rc=$?
    check "gen ${bad%|*}: refused, exit 2, '${bad#*|}'" holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -qF -e "${bad#*|}" "$TMP/e"'
done
# --symmetry empties whole orbits (the symmetric strategy): the options mean the same in any order, so a
# strategy of single squares with a symmetry is refused both ways, and the last --symmetry given counts.
for pair in "--symmetry rot180|--strategy random" "--symmetry rot90 --empty 50|--strategy puzzlejar"; do
    $BIN/gen -n 1 --seed 1 ${pair%|*} ${pair#*|} > "$TMP/o" 2> "$TMP/e"; rc=$?
    $BIN/gen -n 1 --seed 1 ${pair#*|} ${pair%|*} > "$TMP/o2" 2> "$TMP/e2"; rc2=$?
    check "gen ${pair%|*} with ${pair#*|}, in both orders: refused, exit 2, the same message naming both" holds \
        '[ $rc -eq 2 ] && [ $rc2 -eq 2 ] && [ ! -s "$TMP/o" ] && [ ! -s "$TMP/o2" ] && cmp -s "$TMP/e" "$TMP/e2" &&
         grep -q "symmetry .*--strategy ${pair#*--strategy }" "$TMP/e"'
done
$BIN/gen --size 8 -n 2 --seed 3 --symmetry rot90 --strategy symmetric > "$TMP/o"
$BIN/gen --size 8 -n 2 --seed 3 --strategy symmetric --symmetry rot90 > "$TMP/o2"
# the 90-degree turn of an 8x8 maps (r, c) to (c, 7 - r): every orbit of 4 cells is all empty or all given
check "--symmetry rot90 with --strategy symmetric, either order: the same puzzles, clue pattern rot90-symmetric" holds \
    '[ -s "$TMP/o" ] && cmp -s "$TMP/o" "$TMP/o2" && awk "{ for (r = 0; r < 8; r++) for (c = 0; c < 8; c++)
        if ((substr(\$1, r * 8 + c + 1, 1) == \".\") != (substr(\$1, c * 8 + 7 - r + 1, 1) == \".\")) e = 1 }
        END { exit e }" "$TMP/o"'
check "--symmetry rot90 --symmetry none: the last one counts (no symmetry, the default puzzle)" \
    [ "$($BIN/gen -n 1 --seed 1 --symmetry rot90 --symmetry none)" = "$($BIN/gen -n 1 --seed 1)" ]
# The line and grid forms carry no box: a side read back is read with its default boxes. Writing boxes other than
# those, gen says how to read them back; its advice (--box, or JSON) makes every puzzle count 1 again.
for v in "" "--variant jidoku"; do
    $BIN/gen $v --size 6 --box 3x2 -n 6 --seed 4 > "$TMP/bl" 2> "$TMP/be"
    $BIN/gen $v --size 6 --box 3x2 -n 6 --seed 4 --format grid > /dev/null 2> "$TMP/bg"
    $BIN/gen $v --size 6 --box 3x2 -n 6 --seed 4 --format json > "$TMP/bj" 2> "$TMP/bje"
    $BIN/gen $v --size 6 -n 2 --seed 4 > /dev/null 2> "$TMP/bd"
    check "gen $v --box 3x2 on a side of 6: a note names --box 3x2 for the line and grid forms, none for JSON or 2x3" \
        holds 'grep -q "the line form does not carry boxes of 3x2.*side of 6 reads as 2x3.*--box 3x2" "$TMP/be" &&
               grep -q "the grid form does not carry boxes of 3x2" "$TMP/bg" && [ ! -s "$TMP/bje" ] && [ ! -s "$TMP/bd" ]'
    check "gen $v --box 3x2: read back as the note says (--box 3x2, or the JSON form), each of 6 counts 1" \
        holds '[ "$($BIN/dlx $v --box 3x2 --count "$TMP/bl" | sort | uniq -c | tr -s " ")" = " 6 1" ] &&
               [ "$($BIN/dlx $v --count "$TMP/bj" | sort | uniq -c | tr -s " ")" = " 6 1" ]'
done
# --box RxC alone makes an R*C grid (as bank build takes it): the puzzles of --size R*C --box RxC, each of R*C
# squares and one solution as bin/dlx counts it with that box; a --size other than R*C is refused, both named.
for b in 2x3 3x4 1x5; do
    side=$((${b%x*} * ${b#*x}))
    $BIN/gen --box $b -n 3 --seed 5 --format json > "$TMP/bo" 2> "$TMP/be"; rc=$?
    $BIN/gen --size $side --box $b -n 3 --seed 5 --format json > "$TMP/bs"
    check "gen --box $b alone: exit 0, the puzzles of --size $side --box $b, $side x $side, one solution each (dlx)" \
        holds '[ $rc -eq 0 ] && [ -s "$TMP/bo" ] && cmp -s "$TMP/bo" "$TMP/bs" &&
               [ "$($BIN/dlx --box $b --count "$TMP/bo" | sort | uniq -c | tr -s " ")" = " 3 1" ] &&
               [ "$(sed "s/.*\"puzzle\":\"\([^\"]*\)\".*/\1/" "$TMP/bo" | awk "{ print length }" | sort -u)" = $((side * side)) ]'
done
$BIN/gen --box 3x3 --size 6 -n 1 > "$TMP/o" 2> "$TMP/e"; rc=$?
check "gen --box 3x3 --size 6: refused, exit 2, no puzzle, both named ($(cat "$TMP/e"))" \
    holds '[ $rc -eq 2 ] && [ ! -s "$TMP/o" ] && grep -q -- "--box 3x3 .*9x9.*--size 6" "$TMP/e"'
finish
