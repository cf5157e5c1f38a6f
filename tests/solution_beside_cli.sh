#!/bin/sh
# solution_beside_cli.sh: a solution given beside a puzzle (`--with-solution`'s second column, a JSON line's
# "solution") must be one: bin/dlx, bin/classify, gen transform and bank add refuse one that is not, naming a cell
# that shows it.
. tests/shcheck.sh
D=$BIN/dlx
G=$BIN/gen
K=$BIN/bank
C=$BIN/classify
RG=$RELBIN/gen
kinds_and_solutions() { # kinds_and_solutions DB: "KIND SOLUTION" of each row, in the order added
    $K export "$1" --format json | sed 's/.*"kind":"\([a-z]*\)".*"solution":"\([^"]*\)".*/\1 \2/'
}
# spoil MODE IN OUT: each line's solution (second field, symbols 1-9A-Z) spoiled at random but fixed places:
# swap (two cells of one row that the puzzle leaves empty: a value twice in two columns) or given (a cell the
# puzzle gives, set to the next value). The puzzle and any later fields are kept.
spoil() {
    python3 - "$@" <<'EOF'
import random, sys
mode, src, dst = sys.argv[1:4]
sym = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
rng = random.Random(7)
out = []
for line in open(src):
    f = line.split()
    p, s = f[0], list(f[1])
    n = int(len(p) ** 0.5)
    if mode == "swap":
        rows = [r for r in range(n) if sum(p[r * n + c] == "." for c in range(n)) >= 2]
        r = rng.choice(rows)
        a, b = rng.sample([c for c in range(n) if p[r * n + c] == "."], 2)
        s[r * n + a], s[r * n + b] = s[r * n + b], s[r * n + a]
    else:
        k = rng.choice([k for k in range(n * n) if p[k] != "."])
        s[k] = sym[(sym.index(s[k]) + 1) % n]
    out.append(" ".join([p, "".join(s)] + f[2:]))
open(dst, "w").write("\n".join(out) + "\n")
EOF
}
# told_true FILE ERRS MODE: every message of ERRS (one per line of FILE, "TOOL: FILE:LINE: the solution given is no
# solution of the puzzle: ...") is at its line and true of that line's puzzle and solution, checked here: a value
# at two cells of one row, column or box (swap), or the first cell where the solution differs from a given (given).
told_true() {
    python3 - "$@" <<'EOF'
import re, sys
path, errs, mode = sys.argv[1:4]
sym = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
lines = open(path).read().split("\n")[:-1]
told = [l for l in open(errs).read().split("\n") if "no solution of the puzzle" in l]
if len(told) != len(lines):
    sys.exit("%d messages for %d lines" % (len(told), len(lines)))
for i, (line, msg) in enumerate(zip(lines, told)):
    p, s = line.split()[:2]
    n = int(len(p) ** 0.5); box = {4: (2, 2), 6: (2, 3), 9: (3, 3), 16: (4, 4)}[n]
    if ":%d: the solution given is no solution of the puzzle: " % (i + 1) not in msg:
        sys.exit("not at line %d: %s" % (i + 1, msg))
    val = lambda t, r, c: sym.index(t[r * n + c]) + 1
    if mode == "swap":
        m = re.search(r": (\d+) at row (\d+), column (\d+) and at row (\d+), column (\d+), in one (\w+)$", msg)
        v, r1, c1, r2, c2 = [int(x) for x in m.groups()[:5]]
        unit = {"row": r1 == r2, "column": c1 == c2,
                "box": (r1 - 1) // box[0] == (r2 - 1) // box[0] and (c1 - 1) // box[1] == (c2 - 1) // box[1]}
        if (r1, c1) == (r2, c2) or val(s, r1 - 1, c1 - 1) != v or val(s, r2 - 1, c2 - 1) != v or not unit[m.group(6)]:
            sys.exit("untrue: " + msg)
    else:
        m = re.search(r": (\d+) at row (\d+), column (\d+) where the puzzle has (\d+)$", msg)
        v, r, c, w = [int(x) for x in m.groups()]
        k = next(k for k in range(n * n) if p[k] != "." and p[k] != s[k])
        if (r - 1, c - 1) != divmod(k, n) or val(s, r - 1, c - 1) != v or val(p, r - 1, c - 1) != w:
            sys.exit("untrue: " + msg)
EOF
}

# Right solutions pass: dlx answers each with it (as without it), gen transform moves the pair.
for size in 4 6 9 16; do
    $RG --size $size -n 20 --seed 3 --with-solution > $TMP/ok$size.txt
    $D $TMP/ok$size.txt > $TMP/ok$size.out 2> $TMP/ok$size.err; rc=$?
    check "dlx: 20 puzzles of side $size with their solutions, each answered with it, exit 0 (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/ok$size.err ] &&
               awk "{ print \$2 }" $TMP/ok$size.txt | cmp -s - $TMP/ok$size.out'
done
$G transform --transforms 2 --seed 4 $TMP/ok9.txt > $TMP/tr.txt 2> $TMP/tr.err; rc=$?
check "gen transform: 40 variants of 20 right pairs, each solution dlx's answer to its puzzle (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ $(wc -l < $TMP/tr.txt) -eq 40 ] &&
           [ "$(awk "{ print \$1 }" $TMP/tr.txt | $D)" = "$(awk "{ print \$2 }" $TMP/tr.txt)" ]'

# Spoiled solutions: an 'error' line each, exit 2, a message at each line that is true of it.
for size in 4 6 9 16; do
    for mode in swap given; do
        spoil $mode $TMP/ok$size.txt $TMP/$mode$size.txt
        $D $TMP/$mode$size.txt > $TMP/out 2> $TMP/err; rc=$?
        check "dlx: 20 solutions of side $size spoiled ($mode): 20 'error' lines, exit 2 (rc $rc)" \
            holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] && [ $(wc -l < $TMP/out) -eq 20 ]'
        check "dlx: each message for side $size ($mode) is at its line and true of it ($(head -1 $TMP/err))" \
            told_true $TMP/$mode$size.txt $TMP/err $mode
    done
done
# classify reads them as dlx does: beside a right solution, each command answers as without it; a spoiled one is
# refused by grade, hint, features and predict alike, at its line, in dlx's words.
awk '{ print $1 }' $TMP/ok9.txt > $TMP/bare9.txt
for cmd in grade hint features predict; do
    $C $cmd $TMP/ok9.txt > $TMP/out 2> $TMP/err; rc=$?
    $C $cmd $TMP/bare9.txt > $TMP/out2 2> /dev/null
    check "classify $cmd: 20 puzzles with their solutions answered as without them (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && cmp -s $TMP/out $TMP/out2 && [ $(wc -l < $TMP/out) -eq 20 ]'
    for mode in swap given; do
        $C $cmd $TMP/${mode}9.txt > $TMP/out 2> $TMP/err; rc=$?
        check "classify $cmd: 20 spoiled 9x9 solutions ($mode): 'error' each, exit 2, each message true (rc $rc)" \
            holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] && [ $(wc -l < $TMP/out) -eq 20 ] &&
                   told_true $TMP/${mode}9.txt $TMP/err $mode'
    done
done
for mode in swap given; do # the same through the Sudoku kind's table: named as a Futoshiki's would be
    $D --via-table --count $TMP/${mode}9.txt > $TMP/out 2> $TMP/err; rc=$?
    check "dlx --via-table --count: 20 9x9 solutions spoiled ($mode): 20 'error' lines, exit 2, each named (rc $rc)" \
        holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] &&
               [ $(grep -c "${mode}9.txt:[0-9]*: the solution given is no solution of the puzzle: " $TMP/err) -eq 20 ]'
done
$G transform --transforms 3 --seed 4 $TMP/swap9.txt > $TMP/out 2> $TMP/err; rc=$?
check "gen transform: 20 spoiled pairs, 3 'error' lines each, exit 2 (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] && [ $(wc -l < $TMP/out) -eq 60 ]'
check "gen transform: each message is at its line and true of it ($(head -1 $TMP/err))" \
    told_true $TMP/swap9.txt $TMP/err swap
$G transform --named rot90 $TMP/given9.txt > $TMP/out 2> $TMP/err; rc=$?
check "gen transform --named: 20 pairs with a given spoiled, 20 'error' lines, messages true (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 20 ] && told_true $TMP/given9.txt $TMP/err given'

# A puzzle of several solutions: each of them beside it passes, found here by brute force over every 4x4 grid (288),
# and a 4x4 grid that breaks one of its givens is refused.
python3 -c '
import itertools
def grids():
    rows = list(itertools.permutations("1234"))
    for g in itertools.product(rows, repeat=4):
        cols = all(len({g[r][c] for r in range(4)}) == 4 for c in range(4))
        boxes = all(len({g[r][c] for r in (br, br + 1) for c in (bc, bc + 1)}) == 4 for br in (0, 2) for bc in (0, 2))
        if cols and boxes:
            yield "".join("".join(r) for r in g)
puzzle = "1...." + "." * 6 + "3...."
all4 = list(grids())
assert len(all4) == 288
for g in all4:
    fits = all(p == "." or p == v for p, v in zip(puzzle, g))
    print(puzzle, g, "fits" if fits else "breaks")' > $TMP/several.txt
grep " fits$" $TMP/several.txt > $TMP/fits.txt
grep " breaks$" $TMP/several.txt | head -5 > $TMP/breaks.txt
$D --count=1000 $TMP/fits.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: a 4x4 puzzle with each of its $(wc -l < $TMP/fits.txt) solutions (brute force) beside it: all pass (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ "$(sort -u $TMP/out)" = "$(wc -l < $TMP/fits.txt | tr -d " ")" ]'
$D $TMP/breaks.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: 5 grids that break a given beside it: 'error' each, naming the given (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 5 ] && [ $(grep -c "where the puzzle has [13]$" $TMP/err) -eq 5 ]'
$D --via-table --count=1000 $TMP/fits.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx --via-table --count=1000: the same $(wc -l < $TMP/fits.txt) solutions beside the puzzle: all pass (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ "$(sort -u $TMP/out)" = "$(wc -l < $TMP/fits.txt | tr -d " ")" ]'
$D --via-table --count=1000 $TMP/breaks.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx --via-table --count=1000: the same 5 grids: 'error' each, none of the puzzle's solutions (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 5 ] &&
           [ $(grep -c "breaks.txt:[1-5]: the solution given is none of the puzzle.s solutions$" $TMP/err) -eq 5 ]'

# Puzzles of other kinds with several solutions, each grid of their shape tried by brute force: each solution beside
# its puzzle passes and is counted with the rest; a grid that is none (a rule or a relation broken) is refused.
# Futoshiki 3x3 with (1,2) < (1,3); Jidoku 4x4 with (1,1) < (1,2); a 3x3 Nonogram with one cell in every line.
python3 -c '
import itertools, sys
def runs(line):
    return [len(r) for r in "".join(line).split(".") if r]
def latin(g, n, boxes):
    rows = [g[r * n:(r + 1) * n] for r in range(n)]
    units = rows + [g[c::n] for c in range(n)]
    if boxes:
        units += [[g[r * n + c] for r in (br, br + 1) for c in (bc, bc + 1)] for br in (0, 2) for bc in (0, 2)]
    return all(len(set(u)) == n for u in units)
out = {"futoshiki": [], "jidoku": [], "nonogram": []}
for g in itertools.product("123", repeat=9):  # with every rule but the relation kept: near
    out["futoshiki"].append(("......... .<.... ......", "".join(g), latin(g, 3, False), g[1] < g[2]))
for rows in itertools.product(list(itertools.permutations("1234")), repeat=4):
    g = sum(rows, ())
    out["jidoku"].append(("................ <........... ............", "".join(g), latin(g, 4, True), g[0] < g[1]))
for g in itertools.product("#.", repeat=9):
    lines = [g[r * 3:r * 3 + 3] for r in range(3)] + [g[c::3] for c in range(3)]
    out["nonogram"].append(("3x3:1/1/1/1/1/1", "3x3:" + "/".join("".join(g[r * 3:r * 3 + 3]) for r in range(3)),
                            g.count("#") == 3, all(runs(l) == [1] for l in lines)))
for kind, rows in out.items():
    fits = [r for r in rows if r[2] and r[3]]
    breaks = [r for r in rows if r[2] and not r[3]][:6] + [r for r in rows if not r[2]][:3]
    for name, chosen in (("fits", fits), ("breaks", breaks)):
        with open("%s/%s_%s.txt" % (sys.argv[1], kind, name), "w") as f:
            f.writelines("%s %s\n" % r[:2] for r in chosen)' $TMP
for kind in futoshiki jidoku nonogram; do
    n=$(wc -l < $TMP/${kind}_fits.txt | tr -d " ")
    $D --variant $kind --count=1000 $TMP/${kind}_fits.txt > $TMP/out 2> $TMP/err; rc=$?
    check "dlx --variant $kind --count=1000: a puzzle with each of its $n solutions (brute force) beside it: all pass, \
$n counted (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ "$(sort -u $TMP/out)" = "$n" ]'
    for mode in "" --count=1000; do
        $D --variant $kind $mode $TMP/${kind}_breaks.txt > $TMP/out 2> $TMP/err; rc=$?
        check "dlx --variant $kind $mode: 9 grids that are no solution beside the same puzzle: 'error' each, exit 2 \
(rc $rc)" holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 9 ] &&
            [ $(grep -c "breaks.txt:[1-9]: the solution given is none of the puzzle.s solutions$" $TMP/err) -eq 9 ]'
    done
done

# A puzzle read with boxes other than its own has no solution, so the one beside it is none: the message names the
# boxes read with; with its own boxes it passes.
$RG --variant jidoku --box 3x2 -n 3 --seed 1 --with-solution > $TMP/jido32.txt
$D --variant jidoku --count $TMP/jido32.txt > $TMP/out 2> $TMP/err; rc=$?
$D --variant jidoku --box 3x2 --count $TMP/jido32.txt > $TMP/out2 2> $TMP/err2; rc2=$?
check "dlx --variant jidoku: 6x6 of 3x2 boxes with their solutions, read with 2x3: 'error' each, the boxes named; \
with --box 3x2: 1 each (rc $rc, $rc2)" holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] &&
    [ $(grep -c "jido32.txt:[1-3]: the solution given is no solution of the puzzle: read with boxes of 2x3, it has \
none" $TMP/err) -eq 3 ] && [ $rc2 -eq 0 ] && [ ! -s $TMP/err2 ] && [ "$(sort -u $TMP/out2)" = 1 ]'
printf '12...3... ...... ...... 123231312\n' | $D --variant futoshiki > $TMP/out 2> $TMP/err; rc=$?
check "dlx --variant futoshiki: a grid beside a puzzle of no solution (3 forced twice in column 3): 'error' (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ "$(cat $TMP/out)" = error ] &&
           grep -qx "dlx: stdin:1: the solution given is no solution of the puzzle: it has none" $TMP/err'
printf '12...3... ...... ......\n' | $D --variant futoshiki > $TMP/out 2> /dev/null; rc=$?
check "dlx --variant futoshiki: that puzzle alone: 'none', exit 0 (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ "$(cat $TMP/out)" = none ]'

# Text beside a puzzle that is no full grid of its shape is a label: not read as a solution.
awk '{ print $1, "hello" } NR == 1 { s = $2; sub(/^./, ".", s); print $1, s } NR == 2 { print $1, substr($2, 2) }' \
    $TMP/ok9.txt > $TMP/labels.txt
$D $TMP/labels.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: a label, a grid with an empty cell and a short one beside puzzles are labels (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ $(wc -l < $TMP/out) -eq 22 ] && ! grep -qx error $TMP/out'

# A Solo id's solution beside it (a Solo id too): a wrong one is refused as well.
$RG -n 3 --seed 5 --format tatham --with-solution > $TMP/solo.txt
$D $TMP/solo.txt > /dev/null 2> $TMP/err; rc=$?
check "dlx: 3 Solo ids with their solutions pass (rc $rc)" holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ]'
python3 -c '
import sys
for line in open(sys.argv[1]):
    p, s = line.split()
    head, cells = s.split(":")
    v = cells.split("_")
    v[0], v[1] = v[1], v[0]  # two cells of the first row: a row keeps its values, their columns get another
    print(p, head + ":" + "_".join(v))' $TMP/solo.txt > $TMP/solo_bad.txt
$D $TMP/solo_bad.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx: 3 Solo ids beside wrong ones (the first two cells swapped): 3 refused, exit 2 (rc $rc)" \
    holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 3 ] &&
           [ $(grep -c "solo_bad.txt:[1-3]: the solution given is no solution of the puzzle: " $TMP/err) -eq 3 ]'

# bank add: a line or a JSON line whose solution is not the puzzle's is refused; the right ones are added.
for mode in swap given; do
    $K add $TMP/$mode.db $TMP/$mode""9.txt 2> $TMP/err; rc=$?
    check "bank add: 20 lines of 9x9 with a spoiled solution ($mode) refused, exit 2 (rc $rc: $(head -1 $TMP/err))" \
        holds '[ $rc -eq 2 ] && grep -qx "added 0, duplicates 0, rejected 20" $TMP/err'
    check "bank add: each names a cell where the given differs from dlx's solution ($mode)" \
        holds 'python3 -c "
import re, sys
sym = \"123456789\"
pairs = [l.split() for l in open(sys.argv[1])]
dlx = open(sys.argv[2]).read().split()
told = [l for l in open(sys.argv[3]) if \"no solution\" in l]
assert len(told) == 20
for i, msg in enumerate(told):
    m = re.search(r\":(\d+): .*: (\d) at row (\d), column (\d), where its one solution has (\d)\", msg)
    line, v, r, c, w = map(int, m.groups())
    k = (r - 1) * 9 + c - 1
    assert line == i + 1 and int(pairs[i][1][k]) == v and int(dlx[i][k]) == w and v != w, msg
" $TMP/$mode""9.txt $TMP/ok9.out $TMP/err'
done
$K add $TMP/ok.db $TMP/ok9.txt 2> $TMP/err; rc=$?
check "bank add: the 20 right pairs are added (rc $rc)" \
    holds '[ $rc -eq 0 ] && grep -qx "added 20, duplicates 0, rejected 0" $TMP/err'
$RG -n 5 --seed 6 --format json --with-solution > $TMP/ok.json
sed 's/"solution":"\(.\)\(.\)/"solution":"\2\1/' $TMP/ok.json > $TMP/bad.json
$K add $TMP/j.db $TMP/bad.json $TMP/ok.json 2> $TMP/err; rc=$?
check "bank add: JSON lines whose \"solution\" has two cells swapped refused, the right ones added (rc $rc)" \
    holds '[ $rc -eq 2 ] && grep -qx "added 5, duplicates 0, rejected 5" $TMP/err &&
           [ $(grep -c "bad.json:[1-5]: the solution given is no solution of the puzzle: " $TMP/err) -eq 5 ]'
$K export $TMP/j.db --format json > $TMP/export.json
$K add $TMP/j2.db $TMP/export.json 2> $TMP/err
check "bank add: the bank's JSON export, with its solutions, is added back whole" \
    grep -qx "added 5, duplicates 0, rejected 0" $TMP/err

# Other kinds: a Fillomino's and a Futoshiki's wrong solution, a cell changed where the puzzle is empty.
$RG --variant fillomino -n 4 --seed 2 --width 6 --height 5 --with-solution > $TMP/fm.txt
$RG --variant futoshiki -n 4 --seed 2 --with-solution > $TMP/fu.txt
python3 -c '
import sys
for line in open(sys.argv[1]):
    f = line.split()
    givens = f[0].split(":")[-1]
    k = givens.index(".")
    at = len(f[-1]) - len(givens) + k  # past a "WxH:" prefix
    v = f[-1][at]
    f[-1] = f[-1][:at] + ("1" if v != "1" else "2") + f[-1][at + 1:]
    print(" ".join(f))' $TMP/fm.txt > $TMP/fm_bad.txt
python3 -c '
import sys
for line in open(sys.argv[1]):
    f = line.split()
    k = f[0].index(".")
    v = f[-1][k]
    f[-1] = f[-1][:k] + ("1" if v != "1" else "2") + f[-1][k + 1:]
    print(" ".join(f))' $TMP/fu.txt > $TMP/fu_bad.txt
for pair in fillomino:fm futoshiki:fu; do
    kind=${pair%:*} k=${pair#*:}
    $K add $TMP/$k.db --kind $kind $TMP/${k}_bad.txt $TMP/$k.txt 2> $TMP/err; rc=$?
    check "bank add --kind $kind: 4 wrong solutions refused at their lines, 4 right ones added (rc $rc)" \
        holds '[ $rc -eq 2 ] && grep -qx "added 4, duplicates 0, rejected 4" $TMP/err &&
               [ $(grep -c "${k}_bad.txt:[1-4]: the solution given is no solution of the puzzle: " $TMP/err) -eq 4 ]'
done
# Blocks: futoshiki.txt's, the first row under each `## solution` with its first two values swapped, are refused;
# Jidoku blocks in that form (no --kind) are added as Jidoku's, their solutions bin/gen's.
awk 'after == 1 { $0 = substr($0, 2, 1) substr($0, 1, 1) substr($0, 3) } { after = /^## solution/; print }' \
    $DATA/futoshiki.txt > $TMP/fb_bad.txt
n=$(grep -c '^## solution' $DATA/futoshiki.txt)
$K add $TMP/fb.db $TMP/fb_bad.txt 2> $TMP/err; rc=$?
check "bank add: futoshiki.txt's $n blocks with a solution row spoiled, all refused (rc $rc: $(head -1 $TMP/err))" \
    holds '[ $rc -eq 2 ] && grep -qx "added 0, duplicates 0, rejected $n" $TMP/err &&
           [ $(grep -c "the solution given is no solution of the puzzle: " $TMP/err) -eq $n ]'
$D --variant futoshiki $DATA/futoshiki.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx --variant futoshiki: futoshiki.txt's $n blocks with their published solutions pass (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ $(wc -l < $TMP/out) -eq $n ]'
$D --variant futoshiki $TMP/fb_bad.txt > $TMP/out 2> $TMP/err; rc=$?
check "dlx --variant futoshiki: the $n spoiled blocks, 'error' each, exit 2 (rc $rc: $(head -1 $TMP/err))" \
    holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq $n ] &&
           [ $(grep -c "the solution given is no solution of the puzzle: .* at row 1, column 1, " $TMP/err) -eq $n ]'
$RG --variant jidoku --size 6 -n 3 --seed 3 --with-solution > $TMP/jd.txt
python3 -c '
import sys
blocks = []
for line in open(sys.argv[1]):
    g, h, v, s = line.split()
    n = int(len(g) ** 0.5)
    rows = [g[i * n:(i + 1) * n] for i in range(n)]
    rows += ["h " + h[i * (n - 1):(i + 1) * (n - 1)].replace(".", "-") for i in range(n)]
    rows += ["v " + v[i * n:(i + 1) * n].replace(".", "-") for i in range(n - 1)]
    blocks.append("\n".join(rows + ["## solution"] + [s[i * n:(i + 1) * n] for i in range(n)]))
print("\n\n".join(blocks))' $TMP/jd.txt > $TMP/jd_blocks.txt
$K add $TMP/jb.db $TMP/jd_blocks.txt 2> $TMP/err; rc=$?
check "bank add: 3 Jidoku blocks, no --kind, added as Jidoku's with bin/gen's solutions (rc $rc: $(head -1 $TMP/err))" \
    holds '[ $rc -eq 0 ] && grep -qx "added 3, duplicates 0, rejected 0" $TMP/err &&
           [ "$(kinds_and_solutions $TMP/jb.db)" = "$(awk "{ print \"jidoku\", \$4 }" $TMP/jd.txt)" ]'
# Futoshiki, Jidoku and Nonogram lines with their solutions: dlx --variant answers each with it; each solution
# spoiled in its first cell (two values swapped, or a Nonogram's cell flipped) is refused by dlx (answering and
# counting) and by bank add, the message naming row 1, column 1 and both values, taken here from bin/gen's line.
for kind in futoshiki jidoku nonogram; do
    $RG --variant $kind -n 4 --seed 6 --with-solution > $TMP/$kind.txt
    $D --variant $kind $TMP/$kind.txt > $TMP/out 2> $TMP/err; rc=$?
    check "dlx --variant $kind: 4 puzzles with their solutions, each answered with it (rc $rc)" \
        holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && [ "$(cat $TMP/out)" = "$(awk "{ print \$NF }" $TMP/$kind.txt)" ]'
    python3 -c '
import sys
for line in open(sys.argv[1]):
    f = line.split()
    head, cells = f[-1].split(":") if ":" in f[-1] else ("", f[-1])
    was, now = (cells[0], "." if cells[0] == "#" else "#") if head else (cells[0], cells[1])
    cells = now + cells[1:] if head else cells[1] + cells[0] + cells[2:]
    f[-1] = (head + ":" if head else "") + cells
    print(" ".join(f))
    sys.stderr.write("the solution given is no solution of the puzzle: %s at row 1, column 1, where its one solution has %s\n"
                     % (now, was))' $TMP/$kind.txt > $TMP/${kind}_bad.txt 2> $TMP/${kind}_want.txt
    for mode in "" --count; do
        $D --variant $kind $mode $TMP/${kind}_bad.txt > $TMP/out 2> $TMP/err; rc=$?
        check "dlx --variant $kind $mode: 4 spoiled solutions, 'error' each, exit 2, the cell and values named (rc $rc)" \
            holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] &&
                   [ "$(sed "s/^dlx: [^ ]*:[1-4]: //" $TMP/err)" = "$(cat $TMP/${kind}_want.txt)" ]'
    done
    awk '{ $NF = ""; print }' $TMP/$kind.txt > $TMP/${kind}_bare.txt
    for cmd in grade hint; do
        $C $cmd --variant $kind $TMP/$kind.txt > $TMP/out 2> $TMP/err; rc=$?
        $C $cmd --variant $kind $TMP/${kind}_bare.txt > $TMP/out2 2> /dev/null
        check "classify $cmd --variant $kind: 4 puzzles with their solutions answered as without them (rc $rc)" \
            holds '[ $rc -eq 0 ] && [ ! -s $TMP/err ] && cmp -s $TMP/out $TMP/out2 && [ $(wc -l < $TMP/out) -eq 4 ]'
        $C $cmd --variant $kind $TMP/${kind}_bad.txt > $TMP/out 2> $TMP/err; rc=$?
        check "classify $cmd --variant $kind: the 4 spoiled solutions, 'error' each, dlx's words (rc $rc)" \
            holds '[ $rc -eq 2 ] && [ "$(sort -u $TMP/out)" = error ] &&
                   [ "$(sed "s/^classify: [^ ]*:[1-4]: //" $TMP/err)" = "$(cat $TMP/${kind}_want.txt)" ]'
    done
    $K add $TMP/$kind.db $TMP/${kind}_bad.txt $TMP/$kind.txt 2> $TMP/err; rc=$?
    check "bank add: 4 spoiled $kind solutions refused with dlx's words, the 4 right ones added (rc $rc)" \
        holds '[ $rc -eq 2 ] && grep -qx "added 4, duplicates 0, rejected 4" $TMP/err &&
               [ "$(grep "no solution of the puzzle" $TMP/err | sed "s/^bank: [^ ]*:[1-4]: //; s/ (read as.*//")" = \
                 "$(cat $TMP/${kind}_want.txt)" ]'
done
for cmd in grade hint; do
    $C $cmd --variant fillomino $TMP/fm_bad.txt > $TMP/out 2> $TMP/err; rc=$?
    check "classify $cmd --variant fillomino: the 4 wrong Fillomino solutions, 'error' each, exit 2 (rc $rc)" \
        holds '[ $rc -eq 2 ] && [ $(grep -cx error $TMP/out) -eq 4 ] &&
               [ $(grep -c "fm_bad.txt:[1-4]: the solution given is no solution of the puzzle: " $TMP/err) -eq 4 ]'
done
$K add $TMP/fm2.db $TMP/fm_bad.txt 2> $TMP/err; rc=$?
check "bank add: the 4 wrong Fillomino solutions refused when no --kind is given too (rc $rc)" \
    holds '[ $rc -eq 2 ] && grep -qx "added 0, duplicates 0, rejected 4" $TMP/err'

# Beside a puzzle of no solution (tdoku's test set, whose givens do not clash: dlx counts 0), any full grid is wrong:
# one holding the givens with no value twice would be a solution. A right solution of another puzzle and a grid of
# ones beside each: 'error' from dlx as from dlx --via-table (they were counted 0, exit 0).
awk '$2 == 0 { print $1 }' "$DATA/sudoku9_tdoku_test_puzzles.txt" > $TMP/none_all.txt
$D --count $TMP/none_all.txt > $TMP/none_counts.txt 2> /dev/null
paste -d' ' $TMP/none_all.txt $TMP/none_counts.txt | awk '$2 == 0 { print $1 }' > $TMP/none.txt
other=$(head -n 1 $TMP/ok9.txt | cut -d' ' -f2)
ones=$(printf '1%.0s' $(seq 81))
sed "s/\$/ $other/" $TMP/none.txt > $TMP/none_beside.txt
sed "s/\$/ $ones/" $TMP/none.txt >> $TMP/none_beside.txt
n=$(wc -l < $TMP/none_beside.txt)
$D --count $TMP/none_beside.txt > $TMP/out 2> $TMP/err; rc=$?
$D --variant sudoku --via-table --count $TMP/none_beside.txt > $TMP/out_t 2> /dev/null; rc_t=$?
check "dlx --count: $n grids beside puzzles of no solution: 'error' each, exit 2, as dlx --via-table (rc $rc, $rc_t)" \
    holds '[ $n -ge 10 ] && [ $rc -eq 2 ] && [ $rc_t -eq 2 ] && [ $(grep -cx error $TMP/out) -eq $n ] &&
           [ $(grep -cx error $TMP/out_t) -eq $n ] && [ $(grep -c "the solution given is no solution of the puzzle" $TMP/err) -eq $n ]'
# A JSON line's "solution" is a solution, never a label: cut to half its text, a word, a number, null or empty, it is
# refused by every tool that reads the line (a plain line's second field of that text is a label, and is kept).
$G --size 9 -n 3 --seed 5 --format json --with-solution > $TMP/js_sudoku.txt
$G --variant futoshiki --size 5 -n 3 --seed 5 --format json --with-solution > $TMP/js_futoshiki.txt
$G --variant nonogram --size 6 -n 3 --seed 5 --format json --with-solution > $TMP/js_nonogram.txt
$RELBIN/fillomino gen --width 5 --height 5 -n 3 --seed 5 --format json > $TMP/js_fillomino.txt
for kind in sudoku futoshiki nonogram fillomino; do
    python3 - $TMP/js_$kind.txt $TMP/js_${kind}_bad.txt <<'EOF'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
out = []
for k, spoil in enumerate(["half", "word", 7, None, ""]):
    o = dict(lines[k % len(lines)])
    o["solution"] = o["solution"][: len(o["solution"]) // 2] if spoil == "half" else spoil
    out.append(json.dumps(o))
open(sys.argv[2], "w").write("\n".join(out) + "\n")
EOF
    v="--variant $kind"
    $D $v $TMP/js_$kind.txt > $TMP/out 2> $TMP/err; rc_ok=$?
    $D $v $TMP/js_${kind}_bad.txt > $TMP/out 2> $TMP/err; rc=$?
    $C grade $v $TMP/js_${kind}_bad.txt > $TMP/out_c 2> $TMP/err_c; rc_c=$?
    $K add $TMP/js_$kind.db $TMP/js_${kind}_bad.txt 2> $TMP/err_k; rc_k=$?
    if [ $kind = sudoku ]; then
        $G transform --named rot90 $TMP/js_sudoku_bad.txt > $TMP/out_t 2> $TMP/err_t; rc_t=$?
        check "gen transform: the 5 spoiled JSON solutions refused, none kept as a label (rc $rc_t)" \
            holds '[ $rc_t -eq 2 ] && [ $(grep -cx error $TMP/out_t) -eq 5 ] && [ $(grep -c "JSON line.s \"solution\" is no" $TMP/err_t) -eq 5 ]'
    fi
    check "$kind: a JSON solution cut, a word, a number, null or empty: dlx, classify, bank add refuse all 5 (rc $rc_ok, $rc, $rc_c, $rc_k)" \
        holds '[ $rc_ok -eq 0 ] && [ $rc -eq 2 ] && [ $rc_c -eq 2 ] && [ $rc_k -eq 2 ] &&
               [ $(grep -cx error $TMP/out) -eq 5 ] && [ $(grep -cx error $TMP/out_c) -eq 5 ] &&
               [ $(grep -c "bad.txt:[1-5]: .*JSON line.s \"solution\" is no" $TMP/err) -eq 5 ] &&
               [ $(grep -c "bad.txt:[1-5]: .*JSON line.s \"solution\" is no" $TMP/err_c) -eq 5 ] &&
               grep -qx "added 0, duplicates 0, rejected 5" $TMP/err_k && [ ! -e $TMP/js_$kind.db ]'
done
python3 -c '
import json, sys
for l in open(sys.argv[1]):
    o = json.loads(l)
    print(o["puzzle"], o["solution"][: len(o["solution"]) // 2])' $TMP/js_sudoku.txt > $TMP/js_label.txt
$D $TMP/js_label.txt > $TMP/out 2> $TMP/err; rc=$?
check "the same half solution as a plain line's second field is a label: solved, exit 0 (rc $rc)" \
    holds '[ $rc -eq 0 ] && [ $(grep -cx "[1-9]\{81\}" $TMP/out) -eq 3 ] && [ ! -s $TMP/err ]'
finish
