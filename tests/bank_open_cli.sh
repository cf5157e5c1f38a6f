# bank_open_cli.sh: `bin/bank` meets files it must not change: another application's database, a bank keyed by
# another version, files and folders it may not write; each left as it was (bytes, journal mode, key version).
. tests/shcheck.sh
B=$BIN/bank
R=${RELBIN:-bin}
$R/gen -n 5 --seed 1 > $TMP/five.txt

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
finish
