#!/bin/sh
# bank_blocks_cli.sh: `bank add` reads the block forms the kinds' readers read (janko's Nonogram and Fillomino
# blocks, Futoshiki blocks), storing what the one-line forms of the same puzzles store; bad blocks named by line.
. tests/shcheck.sh
K=$BIN/bank
# Nonograms: janko's first 30 blocks, and the same puzzles turned into one-line WxH:columns/rows by awk.
awk '/^# [0-9]+x[0-9]+/ { n++ } n <= 30' $DATA/nonogram_janko.txt > $TMP/ng.txt
awk 'function out() { if (nr + nc == 0) return; s = nc "x" nr ":"; for (i = 1; i <= nc; i++) s = s c[i] "/"
         for (i = 1; i <= nr; i++) s = s r[i] (i < nr ? "/" : ""); print s; nr = nc = 0 }
     /^# [0-9]+x[0-9]+/ { out() }
     /^[RC]( |$)/ { t = $0; k = substr(t, 1, 1); sub(/^[RC] */, "", t); gsub(/ +/, ".", t); if (t == "") t = 0
         if (k == "R") r[++nr] = t; else c[++nc] = t }
     END { out() }' $TMP/ng.txt > $TMP/ng.line
$K add $TMP/blk.db $TMP/ng.txt 2> $TMP/ng.err; rc=$?
$K add $TMP/one.db $TMP/ng.line 2> $TMP/ngl.err
check "bank add: janko's Nonogram blocks, no --kind: 30 added, exit 0 (rc $rc: $(tail -1 $TMP/ng.err))" \
    holds '[ $rc -eq 0 ] && [ "$(tail -1 $TMP/ng.err)" = "added 30, duplicates 0, rejected 0" ] && [ $(wc -l < $TMP/ng.line) -eq 30 ]'
check "bank add: the Nonogram blocks store what their one-line forms store (puzzle, solution, grade)" \
    holds '$K export $TMP/blk.db --format json > $TMP/b.json && $K export $TMP/one.db --format json > $TMP/o.json &&
           [ -s $TMP/b.json ] && cmp -s $TMP/b.json $TMP/o.json'
$K add $TMP/blk.db $TMP/ng.txt 2> $TMP/ng2.err
check "bank add: the blocks again are duplicates" grep -qx "added 0, duplicates 30, rejected 0" $TMP/ng2.err
# Futoshiki blocks (rows, h and v lines, a solution): the bank's solutions are the blocks' own.
$K add $TMP/fu.db $DATA/futoshiki.txt 2> $TMP/fu.err; rc=$?
n=$(grep -c '^## solution' $DATA/futoshiki.txt)
check "bank add: futoshiki.txt's $n blocks added, no --kind (rc $rc: $(tail -1 $TMP/fu.err))" \
    holds '[ $rc -eq 0 ] && [ $n -ge 3 ] && [ "$(tail -1 $TMP/fu.err)" = "added $n, duplicates 0, rejected 0" ]'
check "bank add: each Futoshiki block's stored solution is its '## solution' rows" \
    holds '[ "$($K export $TMP/fu.db --format json | sed "s/.*\"solution\":\"\([^\"]*\)\".*/\1/" | sort)" = \
             "$(awk "/^## solution/ { s = 1; v = \"\"; next } s && /^[0-9]+\$/ { v = v \$0; next } s { print v; s = 0 }
                     END { if (s) print v }" $DATA/futoshiki.txt | sort)" ]'
# Fillomino blocks (bin/gen's grid form) with --kind fillomino against the line form of the same seed.
$BIN/gen --variant fillomino --size 6 -n 8 --seed 3 --format grid > $TMP/fm.txt
$BIN/gen --variant fillomino --size 6 -n 8 --seed 3 > $TMP/fm.line
$K add $TMP/fmb.db --kind fillomino $TMP/fm.txt 2> $TMP/fm.err; rc=$?
$K add $TMP/fml.db $TMP/fm.line 2> /dev/null
check "bank add --kind fillomino: 8 blocks of rows added (rc $rc: $(tail -1 $TMP/fm.err)), as their lines" \
    holds '[ $rc -eq 0 ] && grep -qx "added 8, duplicates 0, rejected 0" $TMP/fm.err &&
           $K export $TMP/fmb.db --format line > $TMP/fb && $K export $TMP/fml.db --format line > $TMP/fl &&
           [ $(wc -l < $TMP/fb) -eq 8 ] && cmp -s $TMP/fb $TMP/fl'
$BIN/gen --variant fillomino --size 5 -n 2 --seed 4 --format json > $TMP/fm.json
check "bank add --kind fillomino: bin/gen's JSON lines too" \
    holds '$K add $TMP/fmj.db --kind fillomino $TMP/fm.json 2>&1 | grep -qx "added 2, duplicates 0, rejected 0"'
# Bad blocks: the line named, the other puzzles added, exit 2.
printf '# 2x2\nR 1\nR 1 x\nC 1\nC 1\n\nR 1\nR 1\nC 1\nC 1\n' > $TMP/bad.txt
$K add $TMP/bad.db $TMP/bad.txt 2> $TMP/bad.err; rc=$?
check "bank add: a Nonogram block's bad line named ($TMP/bad.txt:3), exit 2 (rc $rc: $(head -1 $TMP/bad.err))" \
    holds '[ $rc -eq 2 ] && grep -q "^bank: $TMP/bad.txt:3: " $TMP/bad.err && [ $(wc -l < $TMP/bad.err) -eq 4 ] &&
           grep -qx "added 0, duplicates 0, rejected 2" $TMP/bad.err && grep -q "bad.db: no puzzle added" $TMP/bad.err'
check "bank add: an R/C block with two solutions (line 7), no --kind: no note on the kind (only a Nonogram's)" \
    grep -qx "bank: $TMP/bad.txt:7: more than one solution" $TMP/bad.err
printf '4.1\n.x.\n...\n\n' > $TMP/badf.txt
$K add $TMP/badf.db --kind fillomino $TMP/badf.txt 2> $TMP/badf.err; rc=$?
check "bank add --kind fillomino: a block's bad row named ($TMP/badf.txt:2), exit 2 (rc $rc: $(head -1 $TMP/badf.err))" \
    holds '[ $rc -eq 2 ] && grep -q "^bank: $TMP/badf.txt:2: bad row" $TMP/badf.err &&
           grep -qx "added 0, duplicates 0, rejected 1" $TMP/badf.err'
# With --kind fillomino a JSON line is read as bin/gen's, but only once it passes the checks every line passes.
{ head -1 $TMP/fm.json | tr -d '\n'; printf '\000x\n'; } > $TMP/fmnul.json
$K add $TMP/fmn.db --kind fillomino $TMP/fmnul.json 2> $TMP/fmn.err; rc=$?
check "bank add --kind fillomino: a JSON line with a NUL byte after its '}' refused, exit 2 (rc $rc: $(head -1 $TMP/fmn.err))" \
    holds '[ $rc -eq 2 ] && grep -q "^bank: $TMP/fmnul.json:1: binary data (a NUL byte)" $TMP/fmn.err &&
           grep -qx "added 0, duplicates 0, rejected 1" $TMP/fmn.err'
{ printf '{"puzzle":"'; yes 0123456789abcdef | head -n 68750 | tr -d '\n'; printf '"}\n'; } > $TMP/fmlong.json
$K add $TMP/fmlg.db --kind fillomino $TMP/fmlong.json 2> $TMP/fmlg.err; rc=$?
check "bank add --kind fillomino: a JSON line over the length limit is 'line too long' (rc $rc: $(head -1 $TMP/fmlg.err | cut -c1-120))" \
    holds '[ $rc -eq 2 ] && grep -q "^bank: $TMP/fmlong.json:1: line too long" $TMP/fmlg.err &&
           ! grep -q "JSON" $TMP/fmlg.err'
# --kind sudoku reads whole lines (no blocks): rows of a 4x4 before a '## solution' line are 4x4 puzzles of
# their own, the mark and the solution row lines that are no puzzle.
printf '1234341221434321\n12..34..2..4...1\n1234341221434.21\n## solution\n1234\n' > $TMP/su.txt
$K add $TMP/su.db --kind sudoku $TMP/su.txt 2> $TMP/su.err; rc=$?
check "bank add --kind sudoku: three 4x4 lines added one by one (rc $rc: $(tail -1 $TMP/su.err))" \
    holds '[ "$(tail -1 $TMP/su.err)" = "added 3, duplicates 0, rejected 1" ] && ! grep -q "square grid" $TMP/su.err &&
           [ $($K export $TMP/su.db --format line | wc -l) -eq 3 ]'
finish
