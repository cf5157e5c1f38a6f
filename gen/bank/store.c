/* store.c: the puzzle bank on SQLite: one table of puzzles of every kind, WAL mode, prepared statements only;
   opening, migrating, closing, errors (its rows: store_rows.c; the statements a filter selects: store_query.c). */
#define _POSIX_C_SOURCE 200809L /* access, strdup, st_mtim */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dlx/cli.h"
#include "gen/bank/store_int.h"

/* The version of the canonical keys (user_version in the file): a bank keyed otherwise is refused, as its
   duplicates would go unseen. */
#define KEY_VERSION 1
#define QUOTED(x) #x
#define AS_TEXT(x) QUOTED(x) /* KEY_VERSION as text, for the statement that stamps it */
#define ASKED_BITS "17179869183" /* BANK_ASKED_BITS as text, for the statements on asked */
_Static_assert(BANK_ASKED_BITS == 17179869183LL, "ASKED_BITS spells BANK_ASKED_BITS");

static const char schema[] =
    "PRAGMA journal_mode = WAL;"
    "PRAGMA synchronous = NORMAL;"
    "BEGIN IMMEDIATE;" /* one transaction, its write lock waited for: the tables and indexes in the WAL once */
    "CREATE TABLE IF NOT EXISTS puzzles ("
    " id INTEGER PRIMARY KEY, kind TEXT NOT NULL, shape TEXT NOT NULL, puzzle TEXT NOT NULL, solution TEXT,"
    " clues INTEGER NOT NULL, empties INTEGER NOT NULL, solutions INTEGER NOT NULL, level INTEGER NOT NULL,"
    " rating REAL NOT NULL, technique TEXT NOT NULL, seed INTEGER NOT NULL, idx INTEGER NOT NULL,"
    " canon TEXT NOT NULL, rnd INTEGER NOT NULL,"
    " asked INTEGER," /* the requests it is made for (BANK_ASKED_* in store.h); NULL: not known (older banks) */
    " added TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),"
    " UNIQUE (kind, shape, canon));"
    /* the pick indexes hold every column a filter reads, so a random pick's counting reads no table rows */
    "CREATE INDEX IF NOT EXISTS pick_level ON puzzles (kind, shape, level, rnd, empties, solutions);"
    "CREATE INDEX IF NOT EXISTS pick_shape ON puzzles (kind, shape, rnd, level, empties, solutions);"
    "CREATE INDEX IF NOT EXISTS pick_all ON puzzles (rnd, kind, shape, level, empties, solutions);"
    "DROP INDEX IF EXISTS pick_by_level;" /* their narrower forms, in banks made before */
    "DROP INDEX IF EXISTS pick_by_shape;"
    "DROP INDEX IF EXISTS pick_any;"
    "CREATE INDEX IF NOT EXISTS by_generation ON puzzles (kind, shape, seed, idx);"
    "CREATE TABLE IF NOT EXISTS builds (" /* asked: the build's request; NULL: one mark for all (older banks) */
    " kind TEXT NOT NULL, shape TEXT NOT NULL, seed INTEGER NOT NULL, asked INTEGER, next_idx INTEGER NOT NULL,"
    " PRIMARY KEY (kind, shape, seed, asked));";
/* Brings a bank made before the column asked up to date, in the schema's transaction, which it commits. */
static const char add_asked[] = "ALTER TABLE puzzles ADD COLUMN asked INTEGER DEFAULT NULL;";
static const char rekey_builds[] =
    "ALTER TABLE builds RENAME TO builds_before_asked;"
    "CREATE TABLE builds (kind TEXT NOT NULL, shape TEXT NOT NULL, seed INTEGER NOT NULL, asked INTEGER,"
    " next_idx INTEGER NOT NULL, PRIMARY KEY (kind, shape, seed, asked));"
    "INSERT INTO builds SELECT kind, shape, seed, NULL, next_idx FROM builds_before_asked;"
    "DROP TABLE builds_before_asked;";

int store_fail(bank *b)
{
    snprintf(b->err, sizeof b->err, "%s", sqlite3_errmsg(b->db));
    return -1;
}

int store_prepare(bank *b, const char *sql, sqlite3_stmt **stmt)
{
    return sqlite3_prepare_v3(b->db, sql, -1, SQLITE_PREPARE_PERSISTENT, stmt, NULL) == SQLITE_OK ? 0 : store_fail(b);
}

/* Whether table has the column: 1, 0, or -1 when it cannot be read. */
static int has_column(bank *b, const char *table, const char *column)
{
    sqlite3_stmt *s = NULL;
    int rc = sqlite3_prepare_v2(b->db, "SELECT 1 FROM pragma_table_info(?1) WHERE name = ?2", -1, &s, NULL);
    if (rc == SQLITE_OK) {
        sqlite3_bind_text(s, 1, table, -1, SQLITE_STATIC);
        sqlite3_bind_text(s, 2, column, -1, SQLITE_STATIC);
        rc = sqlite3_step(s);
    }
    sqlite3_finalize(s);
    return rc == SQLITE_ROW ? 1 : rc == SQLITE_DONE ? 0 : -1;
}

/* Adds the column asked to the tables of an older bank (its rows and marks get NULL: not known), inside the
   schema's open transaction, and commits it. SQLITE_OK or an error code. */
static int migrate(bank *b)
{
    int rc = SQLITE_OK, k;
    if ((k = has_column(b, "puzzles", "asked")) == 0)
        rc = sqlite3_exec(b->db, add_asked, NULL, NULL, NULL);
    else if (k < 0)
        rc = sqlite3_errcode(b->db);
    if (rc == SQLITE_OK && (k = has_column(b, "builds", "asked")) == 0)
        rc = sqlite3_exec(b->db, rekey_builds, NULL, NULL, NULL);
    else if (rc == SQLITE_OK && k < 0)
        rc = sqlite3_errcode(b->db);
    return rc == SQLITE_OK ? sqlite3_exec(b->db, "COMMIT", NULL, NULL, NULL) : rc;
}

/* Whether the database holds the puzzles table (any file SQLite opens is a database, even an empty one): 1; 0
   when it holds nothing at all (a new or empty file, which add and build make a bank); 2 when it holds other
   things but no puzzles table; -1 when it cannot be read (not a database, damaged, its WAL not to be opened).
   Sets version to the key version the file records (0: none yet). Read before anything is written; a writer
   (patient) reads again while another opener holds the file in the switch to WAL, which makes no one wait. */
static int has_puzzles(bank *b, int patient, int *version)
{
    static const char sql[] = "SELECT count(CASE WHEN type = 'table' AND name = 'puzzles' THEN 1 END), count(*),"
                              " (SELECT user_version FROM pragma_user_version) FROM sqlite_master";
    sqlite3_stmt *s = NULL;
    int rc = sqlite3_prepare_v2(b->db, sql, -1, &s, NULL), k = -1, tries;
    for (tries = 0; rc == SQLITE_OK && (rc = sqlite3_step(s)) == SQLITE_BUSY && patient && tries < 100; tries++) {
        sqlite3_reset(s);
        sqlite3_sleep(100);
        rc = SQLITE_OK;
    }
    if (rc == SQLITE_ROW) {
        k = sqlite3_column_int(s, 0) > 0 ? 1 : sqlite3_column_int(s, 1) > 0 ? 2 : 0;
        *version = sqlite3_column_int(s, 2);
    }
    sqlite3_finalize(s);
    return k;
}

/* Opens the bank read-only again by a URI with the query given, in place of b->db (immutable=1: read as a file
   that cannot change, with no lock and no WAL; readonly_shm=1: the WAL's -shm only read, never made). SQLITE_OK
   or an error code. */
static int reopen_read_only(bank *b, const char *path, const char *query)
{
    char uri[4200];
    size_t k, at = 5;
    int rc;
    memcpy(uri, "file:", 5);
    for (k = 0; path[k] != '\0' && at + 40 < sizeof uri; k++)
        at += (size_t)(strchr("%?#", path[k]) != NULL ? snprintf(uri + at, 4, "%%%02X", (unsigned char)path[k])
                                                       : (uri[at] = path[k], 1));
    if (path[k] != '\0')
        return SQLITE_CANTOPEN;
    snprintf(uri + at, sizeof uri - at, "?%s", query);
    sqlite3_close(b->db);
    rc = sqlite3_open_v2(uri, &b->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, NULL);
    return rc == SQLITE_OK ? sqlite3_busy_timeout(b->db, 10000) : rc;
}

/* Whether the file PATH-suffix (the WAL's "-wal" or "-shm") exists, and (writable) whether this user may write
   it; 0 when its name is too long to say. */
static int beside(const char *path, const char *suffix, int writable)
{
    char name[4200];
    return snprintf(name, sizeof name, "%s%s", path, suffix) < (int)sizeof name &&
           access(name, writable ? W_OK : F_OK) == 0;
}

int bank_check_makeable(const char *path, char *err, int err_size)
{
    char folder[4200];
    const char *slash = strrchr(path, '/');
    size_t len = slash == NULL ? 0 : slash == path ? 1 : (size_t)(slash - path);
    if (len >= sizeof folder)
        return 0; /* SQLite says what it finds */
    memcpy(folder, len ? path : ".", len ? len : 1);
    folder[len ? len : 1] = '\0';
    if (access(folder, F_OK) != 0)
        snprintf(err, (size_t)err_size, "%s: %s", path, strerror(errno));
    else if (access(folder, W_OK | X_OK) != 0) /* where SQLite would say "No such file or directory" */
        snprintf(err, (size_t)err_size, "%s: the bank cannot be made (a read-only folder)", path);
    else
        return 0;
    return -1;
}

/* Opens a bank file this user may not write read-only again, leaving nothing beside it: through the writer's
   -wal (wal) with its -shm only read, else as immutable, noting the file as it was just before, which
   bank_refresh compares. SQLITE_OK or an error code. */
static int reopen_unwritable(bank *b, const char *path, int wal)
{
    b->immutable = !wal && stat(path, &b->as_read) == 0; /* a file that cannot be looked at is not watched */
    return reopen_read_only(b, path, wal ? "readonly_shm=1" : "immutable=1");
}

/* Whether a read failed only because the -shm could not be made or sized (a full disk) while no -wal holds a
   write: the file holds every write then and is read as immutable (as in a read-only folder). */
static int no_room_for_shm(bank *b, const char *path)
{
    char wal[4200];
    struct stat st;
    int code = sqlite3_extended_errcode(b->db);
    if (code != SQLITE_FULL && code != SQLITE_IOERR_SHMSIZE && code != SQLITE_IOERR_SHMOPEN &&
        code != SQLITE_IOERR_SHMMAP && code != SQLITE_IOERR_WRITE)
        return 0;
    return snprintf(wal, sizeof wal, "%s-wal", path) < (int)sizeof wal && (stat(wal, &st) != 0 || st.st_size == 0);
}

/* Says why the bank could not be opened in err: opened to write, in the bank's own words when it cannot be
   written (rc, or the last error, is SQLITE_READONLY: a read-only folder, a WAL file beside it that another user
   made, or the file itself); else in SQLite's, with the -shm a reader could not make named. */
static void say_open_error(bank *b, const char *path, enum bank_mode mode, int rc, char *err, int err_size)
{
    const char *suffix = beside(path, "-shm", 0) && !beside(path, "-shm", 1)   ? "-shm"
                         : beside(path, "-wal", 0) && !beside(path, "-wal", 1) ? "-wal"
                                                                                : NULL;
    int read_only = rc == SQLITE_READONLY || (b->db != NULL && sqlite3_errcode(b->db) == SQLITE_READONLY);
    if (b->db == NULL)
        snprintf(err, (size_t)err_size, "%s: out of memory", path);
    else if (mode == BANK_READ && access(path, W_OK) != 0 && beside(path, "-wal", 0) && !beside(path, "-shm", 0))
        snprintf(err, (size_t)err_size, "%s: %s (%s-wal lies beside it without its -shm, which only a user who may "
                 "write the bank can make)", path, sqlite3_errmsg(b->db), path);
    else if (mode == BANK_READ)
        snprintf(err, (size_t)err_size, "%s: %s", path, sqlite3_errmsg(b->db));
    else if (sqlite3_extended_errcode(b->db) == SQLITE_READONLY_DIRECTORY) /* no -wal or -shm may be made there */
        snprintf(err, (size_t)err_size, "%s: the bank cannot be written (a read-only folder)", path);
    else if (read_only && suffix != NULL && access(path, W_OK) == 0)
        snprintf(err, (size_t)err_size, "%s: the bank cannot be written (a read-only file: %s%s)", path, path, suffix);
    else if (read_only)
        snprintf(err, (size_t)err_size, "%s: the bank cannot be written (a read-only file)", path);
    else
        snprintf(err, (size_t)err_size, "%s: %s", path, sqlite3_errmsg(b->db));
}

void bank_remove(const char *path)
{
    char side[4200];
    unlink(path);
    if (snprintf(side, sizeof side, "%s-wal", path) < (int)sizeof side)
        unlink(side);
    if (snprintf(side, sizeof side, "%s-shm", path) < (int)sizeof side)
        unlink(side);
}

/* A failed bank_open: the bank closed, and a file it made but could not make a bank of (a full disk) removed with
   its -wal and -shm. errno is then ENOSPC or EIO for a failed write (SQLite's full disk or I/O error), EBUSY for
   a bank another writer held past the busy timeout, else 0. */
static bank *open_failed(bank *b, const char *path, int made)
{
    int code = b->db != NULL ? sqlite3_extended_errcode(b->db) & 0xff : SQLITE_OK;
    int wrote = code == SQLITE_FULL || code == SQLITE_IOERR;
    bank_close(b);
    if (made && wrote)
        bank_remove(path);
    errno = code == SQLITE_FULL ? ENOSPC : code == SQLITE_IOERR ? EIO : code == SQLITE_BUSY ? EBUSY : 0;
    return NULL;
}

bank *bank_open(const char *path, enum bank_mode mode, char *err, int err_size)
{
    bank *b = calloc(1, sizeof *b);
    int rc, k, version = 0, made;
    double started;
    int flags = mode == BANK_READ ? SQLITE_OPEN_READONLY
                                  : SQLITE_OPEN_READWRITE | (mode == BANK_CREATE ? SQLITE_OPEN_CREATE : 0);
    if (b == NULL) {
        snprintf(err, (size_t)err_size, "out of memory");
        return NULL;
    }
    made = mode == BANK_CREATE && access(path, F_OK) != 0 && errno == ENOENT;
    if (made && bank_check_makeable(path, err, err_size)) {
        free(b);
        errno = 0; /* no write failed: the folder is missing or read-only */
        return NULL;
    }
    rc = sqlite3_open_v2(path, &b->db, flags | SQLITE_OPEN_NOMUTEX, NULL);
    if (rc != SQLITE_OK && b->db != NULL && sqlite3_system_errno(b->db) != 0) { /* in the words of the system */
        snprintf(err, (size_t)err_size, "%s: %s", path, strerror(sqlite3_system_errno(b->db)));
        return open_failed(b, path, made);
    }
    if (rc == SQLITE_OK)
        rc = sqlite3_busy_timeout(b->db, 10000);
    if (rc == SQLITE_OK && mode != BANK_READ && sqlite3_db_readonly(b->db, "main") == 1)
        rc = SQLITE_READONLY; /* a file SQLite opened read-only: refused before a read makes the WAL's files */
    /* A reader who may not write the bank file makes no -wal or -shm beside it, which would lock its owner out:
       with no -wal there (no writer at work, or one just ending) the file holds every write and is read as
       immutable (a writer that starts meanwhile writes to its WAL, and moves it into the file only once 1000
       pages are in it, or as it ends: bank_refresh opens it again before the next request); else through the
       writer's files, its -shm only read. In a folder that cannot be written no writer can be at work, and SQLite
       cannot make the -shm: the file is read as immutable. */
    if (rc == SQLITE_OK && mode == BANK_READ && access(path, W_OK) != 0) {
        int wal = beside(path, "-wal", 0);
        rc = reopen_unwritable(b, path, wal);
        if (rc == SQLITE_OK && wal && has_puzzles(b, 0, &version) < 0 && !beside(path, "-wal", 0))
            rc = reopen_unwritable(b, path, 0); /* the writer ended between the look and the open */
    } else if (rc == SQLITE_OK && mode == BANK_READ && has_puzzles(b, 0, &version) < 0 &&
               (sqlite3_extended_errcode(b->db) == SQLITE_READONLY_DIRECTORY || no_room_for_shm(b, path)))
        rc = reopen_unwritable(b, path, 0); /* no writer can be at work in that folder, or on that full disk */
    /* only add and build make a bank, and only of a file that holds nothing: another database is not touched */
    if (rc == SQLITE_OK && (k = has_puzzles(b, mode != BANK_READ, &version)) != 1 && (k != 0 || mode != BANK_CREATE)) {
        if (k < 0)
            say_open_error(b, path, mode, SQLITE_OK, err, err_size);
        else
            snprintf(err, (size_t)err_size, "%s: %s", path,
                     mode == BANK_CREATE ? "not a bank (a database of other tables: add and build make a bank only "
                                           "in a new or empty file)"
                                         : "not a bank (no puzzles table: bank add or bank build makes one)");
        return open_failed(b, path, made);
    }
    if (rc == SQLITE_OK && version != 0 && version != KEY_VERSION) { /* refused before any write */
        snprintf(err, (size_t)err_size, "%s: made with another version of the canonical keys: build a new bank", path);
        return open_failed(b, path, made);
    }
    /* made by two at once: WAL's switch does not wait, so a busy answer is tried again; each statement of a try
       may wait too, so every try waits only what is left of the busy timeout's 10 s */
    for (started = cj_wall_seconds(); rc == SQLITE_OK && mode != BANK_READ;) {
        int left_ms = (int)(10000 - 1000 * (cj_wall_seconds() - started));
        sqlite3_busy_timeout(b->db, left_ms > 0 ? left_ms : 1);
        if ((rc = sqlite3_exec(b->db, schema, NULL, NULL, NULL)) == SQLITE_OK)
            rc = migrate(b);
        if (rc != SQLITE_BUSY || cj_wall_seconds() - started >= 10.0)
            break; /* an error is said in SQLite's words: a transaction left open ends with bank_close */
        if (!sqlite3_get_autocommit(b->db))
            sqlite3_exec(b->db, "ROLLBACK", NULL, NULL, NULL);
        sqlite3_sleep(100);
        rc = SQLITE_OK;
    }
    sqlite3_busy_timeout(b->db, 10000);
    if (rc == SQLITE_OK && mode != BANK_READ && version == 0) /* a new bank, or one made before the stamp */
        rc = sqlite3_exec(b->db, "PRAGMA user_version = " AS_TEXT(KEY_VERSION), NULL, NULL, NULL);
    k = rc == SQLITE_OK && (mode != BANK_READ || has_column(b, "puzzles", "asked") == 1);
    b->columns = k ? COLUMNS_ASKED : COLUMNS_NO_ASKED;
    if (rc != SQLITE_OK ||
        store_prepare(b, k ? "SELECT " COLUMNS_ASKED " FROM puzzles WHERE id = ?"
                           : "SELECT " COLUMNS_NO_ASKED " FROM puzzles WHERE id = ?", &b->get) != 0 ||
        store_prepare(b, "BEGIN IMMEDIATE", &b->begin) != 0 || store_prepare(b, "COMMIT", &b->commit) != 0 ||
        store_prepare(b, "ROLLBACK", &b->rollback) != 0 ||
        store_prepare(b, "PRAGMA data_version", &b->data_version) != 0 ||
        (mode != BANK_READ && /* a bank only read may be older than the builds table and the column asked */
         (store_prepare(b,
                        "INSERT OR IGNORE INTO puzzles (kind, shape, puzzle, solution, clues, empties, solutions,"
                        " level, rating, technique, seed, idx, canon, rnd, asked, id)"
                        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                        &b->insert) != 0 ||
          store_prepare(b, /* a duplicate that is the same puzzle of the seed and index: made by this request too
                              (one of the same generator options: their bits are equal) */
                        "UPDATE puzzles SET asked = asked | ?4 WHERE kind = ?1 AND shape = ?2 AND canon = ?3"
                        " AND seed = ?5 AND idx = ?6 AND asked & ?4 & " ASKED_BITS " = 0"
                        " AND asked | " ASKED_BITS " = ?4 | " ASKED_BITS,
                        &b->also_asked) != 0 ||
          store_prepare( /* rows and marks of an older bank (asked NULL) count for every request without generator
                            options (which no build of theirs had), as they did */
              b,
              "SELECT count(CASE WHEN ?4 < 0 OR level = ?4 THEN 1 END), max(idx), (SELECT max(next_idx) FROM builds"
              " WHERE kind = ?1 AND shape = ?2 AND seed = ?3 AND ((asked IS NULL AND ?5 <= " ASKED_BITS ") OR"
              " asked = ?5)) FROM puzzles WHERE kind = ?1 AND shape = ?2 AND seed = ?3 AND ((asked IS NULL AND ?5 <= "
              ASKED_BITS ") OR (asked & ?5 & " ASKED_BITS " != 0 AND asked | " ASKED_BITS " = ?5 | " ASKED_BITS "))",
              &b->generated) != 0 ||
          store_prepare(b, "INSERT OR REPLACE INTO builds (kind, shape, seed, asked, next_idx) VALUES (?, ?, ?, ?, ?)",
                        &b->mark) != 0 ||
          store_prepare(b, "UPDATE puzzles SET level = ?2, rating = ?3, technique = ?4 WHERE id = ?1",
                        &b->grade) != 0))) {
        say_open_error(b, path, mode, rc, err, err_size);
        return open_failed(b, path, made);
    }
    b->seen_version = -1;
    if (mode == BANK_READ && (b->path = strdup(path)) == NULL) {
        snprintf(err, (size_t)err_size, "%s: out of memory", path);
        return open_failed(b, path, made);
    }
    return b;
}

int bank_refresh(bank *b)
{
    struct stat now;
    char err[sizeof b->err];
    bank *fresh, held;
    if (!b->immutable ||
        (!beside(b->path, "-wal", 0) && stat(b->path, &now) == 0 && now.st_dev == b->as_read.st_dev &&
         now.st_ino == b->as_read.st_ino && now.st_size == b->as_read.st_size &&
         now.st_mtim.tv_sec == b->as_read.st_mtim.tv_sec && now.st_mtim.tv_nsec == b->as_read.st_mtim.tv_nsec))
        return 0;
    if ((fresh = bank_open(b->path, BANK_READ, err, sizeof err)) == NULL) {
        snprintf(b->err, sizeof b->err, "%s", err); /* the handle as it was stays, to be tried again */
        return -1;
    }
    held = *b; /* the caller's pointer now holds the new connection */
    *b = *fresh;
    *fresh = held;
    bank_close(fresh);
    return 1;
}

int bank_written_elsewhere(bank *b)
{
    int64_t version;
    int rc = sqlite3_step(b->data_version);
    version = rc == SQLITE_ROW ? sqlite3_column_int64(b->data_version, 0) : -1;
    sqlite3_reset(b->data_version);
    if (rc != SQLITE_ROW)
        return 1; /* as if written: the caller reads the bank again */
    rc = version != b->seen_version;
    b->seen_version = version;
    return rc;
}

void bank_close(bank *b)
{
    int k;
    if (b == NULL)
        return;
    sqlite3_finalize(b->insert);
    sqlite3_finalize(b->also_asked);
    sqlite3_finalize(b->get);
    sqlite3_finalize(b->begin);
    sqlite3_finalize(b->commit);
    sqlite3_finalize(b->rollback);
    sqlite3_finalize(b->generated);
    sqlite3_finalize(b->mark);
    sqlite3_finalize(b->data_version);
    sqlite3_finalize(b->grade);
    for (k = 0; k < F_ALL * ORDERS; k++)
        sqlite3_finalize(b->filtered[k]);
    sqlite3_close(b->db);
    free(b->text);
    free(b->path);
    free(b);
}

const char *bank_error(const bank *b)
{
    return b->err;
}

void bank_note_error(bank *b, const char *text)
{
    snprintf(b->err, sizeof b->err, "%s", text);
}
