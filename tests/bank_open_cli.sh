# bank_open_cli.sh: `bin/bank` meets files it must not change: another application's database, a bank keyed by
# another version, files and folders it may not write; each left as it was (bytes, journal mode, key version).
. tests/shcheck.sh
B=$BIN/bank
R=${RELBIN:-bin}
$R/gen -n 5 --seed 1 > $TMP/five.txt
# as_other 'COMMANDS': runs them as a user who cannot write another's files (root writes any): as nobody when
# this is root, else as this user. Unset when neither can be had (the checks that need it are skipped).
if [ "$(id -u)" != 0 ]; then
    as_other() { sh -c "$1"; }
elif id nobody > /dev/null 2>&1 && su nobody -s /bin/sh -c true 2> /dev/null; then
    as_other() { su nobody -s /bin/sh -c "$1" 2> /dev/null; }
    chmod 711 $TMP
fi

# add and build make a bank of a new or empty file only: another database (with or without a user_version of
# its own) is "not a bank", exit 2, and not a byte of it changes (no tables, no WAL, no key version stamped).
sqlite3 $TMP/app.db "CREATE TABLE users (name); INSERT INTO users VALUES ('a'); PRAGMA user_version = 5;"
sqlite3 $TMP/app0.db "CREATE TABLE users (name); INSERT INTO users VALUES ('a');"
cp $TMP/app.db $TMP/app.orig && cp $TMP/app0.db $TMP/app0.orig
$B add $TMP/app.db $TMP/five.txt 2> $TMP/app.err; rc=$?
$B build $TMP/app0.db --size 4 -n 1 --no-progress 2> $TMP/app0.err; rc0=$?
check "add to another database (user_version 5): 'not a bank', exit 2, the file as it was" holds \
    '[ $rc = 2 ] && grep -q "app.db: not a bank" $TMP/app.err && cmp -s $TMP/app.db $TMP/app.orig && [ ! -e $TMP/app.db-wal ]'
check "build in another database (user_version 0): 'not a bank', exit 2, the file as it was" holds \
    '[ $rc0 = 2 ] && grep -q "app0.db: not a bank" $TMP/app0.err && cmp -s $TMP/app0.db $TMP/app0.orig &&
     [ "$(sqlite3 $TMP/app0.db "SELECT group_concat(name) FROM sqlite_master; PRAGMA journal_mode; PRAGMA user_version")" = "users
delete
0" ]'
# An empty file, and a database that holds nothing, are made a bank, as a missing file is.
: > $TMP/empty.db && sqlite3 $TMP/nothing.db "PRAGMA user_version = 0; VACUUM;"
check "build of an empty file and of a database holding nothing: each a bank of 1 (key version 1)" holds \
    '$B build $TMP/empty.db --size 4 -n 1 --no-progress 2> /dev/null && $B add $TMP/nothing.db $TMP/five.txt 2> /dev/null &&
     [ "$(sqlite3 $TMP/empty.db "SELECT count(*) FROM puzzles; PRAGMA user_version")" = "1
1" ] && [ "$(sqlite3 $TMP/nothing.db "SELECT count(*) FROM puzzles")" = 5 ]'

# An input named that is not there, or is a folder, is refused before the bank is opened: no bank is made of a
# mistyped name, and a bank's bytes stay as they were even when the other files named are good.
$B add $TMP/typo.db $TMP/no-such.txt 2> $TMP/typo.err; rc=$?
$B add $TMP/typo.db $TMP 2> $TMP/typo2.err; rc2=$?
check "add of a missing input, or a folder: exit 2, named in the system's words, no bank made" holds \
    '[ $rc = 2 ] && [ "$(cat $TMP/typo.err)" = "bank: $TMP/no-such.txt: No such file or directory" ] &&
     [ $rc2 = 2 ] && [ "$(cat $TMP/typo2.err)" = "bank: $TMP: Is a directory" ] && [ ! -e $TMP/typo.db ]'
$B add $TMP/kept.db $TMP/five.txt 2> /dev/null && cp $TMP/kept.db $TMP/kept.orig
$R/gen -n 3 --seed 2 > $TMP/three.txt
$B add $TMP/kept.db $TMP/three.txt --no-grade $TMP/no-such.txt 2> $TMP/kept.err; rc=$?
check "add of good files and a missing one to a bank: exit 2, the missing one named, not a byte of the bank changed" holds \
    '[ $rc = 2 ] && grep -qx "bank: $TMP/no-such.txt: No such file or directory" $TMP/kept.err &&
     cmp -s $TMP/kept.db $TMP/kept.orig && [ "$(sqlite3 $TMP/kept.db "SELECT count(*) FROM puzzles")" = 5 ]'
$B add $TMP/kept.db - $TMP/three.txt < $TMP/five.txt 2> $TMP/kept.err
check "add of stdin (-) and a file: both read (5 duplicates, 3 added)" holds \
    'grep -qx "added 3, duplicates 5, rejected 0" $TMP/kept.err'

# A bank keyed by another version is refused before anything is written: not switched to WAL, its older
# indexes neither dropped nor widened, its key version kept.
$B build $TMP/k.db --size 4 -n 2 --no-progress 2> /dev/null
sqlite3 $TMP/k.db "PRAGMA journal_mode = DELETE; PRAGMA user_version = 7; DROP INDEX pick_all;
  CREATE INDEX pick_any ON puzzles (rnd);" > /dev/null
cp $TMP/k.db $TMP/k.orig
$B add $TMP/k.db $TMP/five.txt 2> $TMP/k.err; rc=$?
$B build $TMP/k.db --size 4 -n 3 --no-progress 2> $TMP/k2.err; rc2=$?
check "add and build of a bank of another key version: refused (exit 2, said), not a byte changed" holds \
    '[ $rc = 2 ] && [ $rc2 = 2 ] && grep -q "k.db: made with another version of the canonical keys" $TMP/k.err &&
     grep -q "k.db: made with another version" $TMP/k2.err && cmp -s $TMP/k.db $TMP/k.orig &&
     [ "$(sqlite3 $TMP/k.db "PRAGMA journal_mode")" = delete ]'

# A bank file the user may not write, in a folder they may: add, build and regrade refuse it before any work,
# and serve without --no-live with that advice, each with exit status 2; the file as it was.
if command -v as_other > /dev/null; then
    mkdir $TMP/rof && $B build $TMP/rof/b.db --size 4 -n 2 --no-progress 2> /dev/null && chmod 444 $TMP/rof/b.db &&
        chmod 777 $TMP/rof && cp $TMP/rof/b.db $TMP/rof.orig
    $R/gen -n 300 --seed 5 > $TMP/many.txt
    as_other "$B add $TMP/rof/b.db $TMP/many.txt 2> $TMP/rof/add.err; echo \$? > $TMP/rof/rc
        $B build $TMP/rof/b.db --size 4 -n 3 --no-progress 2> $TMP/rof/build.err; echo \$? >> $TMP/rof/rc
        $B regrade $TMP/rof/b.db --no-progress 2> $TMP/rof/regrade.err; echo \$? >> $TMP/rof/rc
        timeout 20 $B serve $TMP/rof/b.db --port 0 --page gen/bank/page 2> $TMP/rof/serve.err; echo \$? >> $TMP/rof/rc"
    check "a read-only bank file: add, build, regrade and serve exit 2 at once, each said so, the file as it was" holds \
        '[ "$(cat $TMP/rof/rc)" = "2
2
2
2" ] && cmp -s $TMP/rof/b.db $TMP/rof.orig &&
         (for c in add build regrade; do [ "$(cat $TMP/rof/$c.err)" = "bank: $TMP/rof/b.db: the bank cannot be written (a read-only file)" ] || exit 1; done) &&
         grep -q "^bank: serve: $TMP/rof/b.db: the bank cannot be written (a read-only file) (it can be read: --no-live serves it" $TMP/rof/serve.err'
    # A bank in a folder the user may not write (its file they may): the folder named, in the same words.
    mkdir $TMP/rod && $B build $TMP/rod/b.db --size 4 -n 2 --no-progress 2> /dev/null && chmod 666 $TMP/rod/b.db &&
        chmod 555 $TMP/rod && cp $TMP/rod/b.db $TMP/rod.orig && mkdir -m 777 $TMP/rod_seen
    as_other "$B regrade $TMP/rod/b.db --no-progress 2> $TMP/rod_seen/regrade.err; echo \$? > $TMP/rod_seen/rc
        $B build $TMP/rod/b.db --size 4 -n 3 --no-progress 2> $TMP/rod_seen/build.err; echo \$? >> $TMP/rod_seen/rc
        timeout 20 $B serve $TMP/rod/b.db --port 0 --page gen/bank/page 2> $TMP/rod_seen/serve.err; echo \$? >> $TMP/rod_seen/rc"
    chmod 755 $TMP/rod
    check "a bank in a read-only folder: regrade, build and serve exit 2, the bank named as not writable (a read-only folder)" holds \
        '[ "$(cat $TMP/rod_seen/rc)" = "2
2
2" ] && cmp -s $TMP/rod/b.db $TMP/rod.orig &&
         (for c in regrade build; do [ "$(cat $TMP/rod_seen/$c.err)" = "bank: $TMP/rod/b.db: the bank cannot be written (a read-only folder)" ] || exit 1; done) &&
         grep -q "^bank: serve: $TMP/rod/b.db: the bank cannot be written (a read-only folder) (it can be read: --no-live serves it" $TMP/rod_seen/serve.err'
    # A new bank in that folder: add and build say the folder, where SQLite said "No such file or directory".
    chmod 555 $TMP/rod
    as_other "$B add $TMP/rod/new.db $TMP/five.txt 2> $TMP/rod_seen/new_add.err; echo \$? > $TMP/rod_seen/rc2
        $B build $TMP/rod/new.db --size 4 -n 1 --no-progress 2> $TMP/rod_seen/new_build.err; echo \$? >> $TMP/rod_seen/rc2"
    chmod 755 $TMP/rod
    check "a new bank in a read-only folder: add and build exit 2, the bank named as one that cannot be made there" holds \
        '[ "$(cat $TMP/rod_seen/rc2)" = "2
2" ] && [ ! -e $TMP/rod/new.db ] &&
         (for c in add build; do [ "$(cat $TMP/rod_seen/new_$c.err)" = "bank: $TMP/rod/new.db: the bank cannot be made (a read-only folder)" ] || exit 1; done)'
else
    echo "SKIP: the read-only bank file and folder checks need a user other than root (su nobody)"
fi

# A reader who may write the folder but not the bank file (another user's, 644) leaves no -wal or -shm of their
# own beside it, which would lock the bank's owner out; with the owner's writer at work, the reader reads through
# its files. Leftovers another user made are named to the owner. Two users other than root: nobody and daemon.
if [ "$(id -u)" = 0 ] && id nobody > /dev/null 2>&1 && id daemon > /dev/null 2>&1 &&
   su daemon -s /bin/sh -c true 2> /dev/null && su nobody -s /bin/sh -c true 2> /dev/null; then
    chmod 711 $TMP && mkdir -m 777 $TMP/sh $TMP/sh_seen && $B build $TMP/sh/s.db --size 4 -n 3 --no-progress 2> /dev/null &&
        chown daemon $TMP/sh/s.db && chmod 644 $TMP/sh/s.db
    cp $TMP/sh/s.db $TMP/sh_copy.db # read by root, which would leave its -wal and -shm beside the bank
    $B stats $TMP/sh_copy.db > $TMP/sh_seen/stats.want && $B export $TMP/sh_copy.db > $TMP/sh_seen/export.want
    su nobody -s /bin/sh -c "$B stats $TMP/sh/s.db > $TMP/sh_seen/stats 2>&1; echo \$? > $TMP/sh_seen/rc
        $B export $TMP/sh/s.db > $TMP/sh_seen/export 2>&1; echo \$? >> $TMP/sh_seen/rc
        $B pick $TMP/sh/s.db > /dev/null 2>&1; echo \$? >> $TMP/sh_seen/rc" 2> /dev/null
    ls $TMP/sh > $TMP/sh_seen/left
    su daemon -s /bin/sh -c "$B build $TMP/sh/s.db --size 4 -n 5 --no-progress 2> $TMP/sh_seen/build.err" 2> /dev/null; rc=$?
    check "another user's stats, export and pick of a bank they may not write: exit 0, as root reads it, no -wal or -shm left; the owner's build goes on (exit 0)" holds \
        '[ "$(cat $TMP/sh_seen/rc)" = "0
0
0" ] && [ "$(cat $TMP/sh_seen/stats)" = "$(cat $TMP/sh_seen/stats.want)" ] && cmp -s $TMP/sh_seen/export $TMP/sh_seen/export.want &&
         [ "$(cat $TMP/sh_seen/left)" = s.db ] && [ $rc = 0 ] && grep -q "2 added, 5 of 5" $TMP/sh_seen/build.err'
    # the owner's add at work (the bank open, its rows not yet written): the reader reads the bank as it is
    head -n 2 $TMP/five.txt > $TMP/sh_seen/two.txt && chmod 644 $TMP/sh_seen/two.txt
    su daemon -s /bin/sh -c "{ cat $TMP/sh_seen/two.txt; sleep 3; } | $B add $TMP/sh/s.db 2> $TMP/sh_seen/add.err" 2> /dev/null & pid=$!
    tries=0; while [ ! -e $TMP/sh/s.db-shm ] && [ $tries -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done
    su nobody -s /bin/sh -c "$B stats $TMP/sh/s.db > $TMP/sh_seen/busy 2>&1; echo \$? > $TMP/sh_seen/busy_rc" 2> /dev/null
    wait $pid; rc=$?
    check "another user reads while the owner's add is at work: exit 0, the 5 puzzles there; then the add ends with its 2 (exit 0)" holds \
        '[ "$(cat $TMP/sh_seen/busy_rc)" = 0 ] && grep -qx "total: 5 puzzles" $TMP/sh_seen/busy && [ $rc = 0 ] &&
         grep -qx "added 2, duplicates 0, rejected 0" $TMP/sh_seen/add.err && [ "$(sqlite3 $TMP/sh/s.db "SELECT count(*) FROM puzzles")" = 7 ]'
    # a -shm and -wal another user made (as sqlite3 makes them for a reader): named, not the bank file blamed
    su nobody -s /bin/sh -c "sqlite3 $TMP/sh/s.db 'SELECT count(*) FROM puzzles' > /dev/null" 2> /dev/null
    su daemon -s /bin/sh -c "$B build $TMP/sh/s.db --size 4 -n 6 --no-progress 2> $TMP/sh_seen/left.err" 2> /dev/null; rc=$?
    check "a -shm another user left beside the bank: the owner's build names it (exit 2)" holds \
        '[ $rc = 2 ] && [ "$(cat $TMP/sh_seen/left.err)" = "bank: $TMP/sh/s.db: the bank cannot be written (a read-only file: $TMP/sh/s.db-shm)" ]'
    # serve --no-live as nobody on daemon's bank (read without locks): the owner's add, which writes through its
    # -wal and moves it into the file as it ends, is in the next answer (a server kept serving the bank as it was)
    mkdir -m 777 $TMP/sv && $B build $TMP/sv/s.db --size 4 -n 3 --no-progress 2> /dev/null &&
        chown daemon $TMP/sv/s.db && chmod 644 $TMP/sv/s.db && chmod 644 $TMP/five.txt
    su nobody -s /bin/sh -c "echo \$\$ > $TMP/sh_seen/serve.pid; exec $B serve $TMP/sv/s.db --port 0 --threads 1 --no-live \
        2> $TMP/sh_seen/serve.log" 2> /dev/null &
    for i in $(seq 100); do grep -q serving $TMP/sh_seen/serve.log 2> /dev/null && break; sleep 0.1; done
    url=$(sed -n 's|.* on \(http://[^ ]*\)/ .*|\1|p' $TMP/sh_seen/serve.log)
    code() { curl -s -o /dev/null -w '%{http_code}' "$url/api/puzzle?size=$1"; }
    before=$(code 9)$(code 4)
    su daemon -s /bin/sh -c "$B add $TMP/sv/s.db $TMP/five.txt 2> $TMP/sh_seen/sv_add.err" 2> /dev/null; rc=$?
    after=$(code 9)$(code 4); kinds=$(curl -s "$url/api/kinds")
    # a writer at work, its -wal beside the bank with a row committed to it: answered through the writer's files
    id=$(curl -s "$url/api/puzzle?size=9" | sed -n 's/^{"id":\([0-9]*\),.*/\1/p')
    copy="INSERT INTO puzzles (kind, shape, puzzle, solution, clues, empties, solutions, level, rating, technique, seed,
          idx, canon, rnd, asked) SELECT kind, shape, puzzle, solution, clues, empties, solutions, level, rating,
          technique, seed, idx, canon || 'x', rnd, asked FROM puzzles WHERE id = $id;"
    one=$(curl -s -o /dev/null -w '%{http_code}' "$url/api/puzzle?id=9")
    su daemon -s /bin/sh -c "{ echo \"$copy\"; sleep 3; } | sqlite3 $TMP/sv/s.db" 2> /dev/null & pid=$!
    tries=0; while [ ! -e $TMP/sv/s.db-wal ] && [ $tries -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done
    sleep 0.5; during=$one$(curl -s -o /dev/null -w '%{http_code}' "$url/api/puzzle?id=9")$([ -e $TMP/sv/s.db-wal ] && echo wal)
    wait $pid; kill $(cat $TMP/sh_seen/serve.pid); wait
    check "serve --no-live as another user: the owner's add is in the next answer (404 then 200 for a 9x9); a row in the writer's -wal is too (404 then 200 by id); nothing of the server's left" holds \
        '[ -n "$url" ] && [ "$before" = 404200 ] && [ $rc = 0 ] && [ "$after" = 200200 ] &&
         echo "$kinds" | grep -q "\"3x3\"" && [ "$during" = 404200wal ] && [ -z "$(find $TMP/sv -user nobody)" ]'
else
    echo "SKIP: the checks of a bank another user reads need root and the users nobody and daemon"
fi
# Input with no puzzle makes no bank, as a mistyped input file makes none; a bank there already is left as it was.
: | $B add $TMP/none.db 2> $TMP/none.err; rc=$?
echo "not a puzzle" | $B add $TMP/none2.db 2> $TMP/none2.err; rc2=$?
check "add of empty input, or of one bad line, to a new bank: exit 2, said, no file (nor -wal, -shm) left" holds \
    '[ $rc = 2 ] && [ $rc2 = 2 ] && [ -z "$(ls $TMP/none.db* $TMP/none2.db* 2> /dev/null)" ] &&
     grep -q "none.db: no puzzle added, so no bank made" $TMP/none.err && grep -q "none2.db: no puzzle added" $TMP/none2.err'
$B add $TMP/some.db $TMP/five.txt 2> /dev/null && cp $TMP/some.db $TMP/some.orig
: | $B add $TMP/some.db 2> $TMP/some.err; rc=$?
check "add of empty input to a bank there already: exit 2, the bank as it was (5 puzzles), not removed" holds \
    '[ $rc = 2 ] && cmp -s $TMP/some.db $TMP/some.orig && [ "$(sqlite3 $TMP/some.db "SELECT count(*) FROM puzzles")" = 5 ] &&
     ! grep -q "no bank made" $TMP/some.err'
# Two adds into one new bank at once, one of them with nothing to add: the other's puzzles are all there.
$R/gen -n 60 --seed 7 > $TMP/sixty.txt
for i in 1 2 3; do
    rm -f $TMP/two.db*
    $B add $TMP/two.db $TMP/sixty.txt 2> /dev/null & : | $B add $TMP/two.db 2> /dev/null; wait
    echo "$(sqlite3 $TMP/two.db "SELECT count(*) FROM puzzles" 2>&1)"
done > $TMP/two.counts
check "an add of nothing beside an add of 60 into one new bank, 3 times: 60 puzzles each time" \
    [ "$(tr '\n' ' ' < $TMP/two.counts)" = "60 60 60 " ]
finish
