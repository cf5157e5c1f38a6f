/* fuzz_api_query.c: fuzz target for the query of GET /api/puzzle (`bin/bank serve`'s picks): the input split at
   '&' and '=' into parameters, as the server's query arrives, on a bank of a few puzzles of every kind. */
#include "tests/fuzz/fuzz.h"
#include "gen/bank/api.h"

#include <jansson.h>

enum { MAX_PARAMS = 16 };

/* A query's parameters, in order; a name given without '=' has a NULL value, as libmicrohttpd gives it. */
typedef struct query {
    const char *key[MAX_PARAMS], *value[MAX_PARAMS];
    int n;
} query;

typedef struct fuzz_server {
    char path[96];
    bank *db;
    bank_api *maker, *api; /* the bank filled through a live API, then asked through one that is not */
} fuzz_server;

static fuzz_server server; /* one bank for the process: libFuzzer calls the target many times */

/* The server's lookup: the value, NULL when absent, bank_api_repeated when the name comes twice. */
static const char *param_of(void *ctx, const char *name)
{
    const query *q = ctx;
    const char *found = NULL;
    int k, seen = 0;
    for (k = 0; k < q->n; k++)
        if (strcmp(q->key[k], name) == 0 && seen++ == 0)
            found = q->value[k];
    return seen > 1 ? bank_api_repeated : found;
}

static void server_close(void)
{
    bank_api_close(server.api);
    bank_api_close(server.maker);
    bank_close(server.db);
    fuzz_bank_remove(server.path);
}

/* Opens a fresh bank with puzzles of every kind, made through the API's live generation. */
static void server_open(void)
{
    static const char *const asks[] = {"kind=sudoku&size=4&seed=1", "kind=sudoku&size=4&seed=2",
                                       "kind=sudoku&size=4&seed=3", "kind=sudoku&size=9&seed=1",
                                       "kind=sudoku&size=9&seed=2", "kind=fillomino&width=5&height=5&seed=1",
                                       "kind=futoshiki&size=4&seed=1", "kind=jidoku&box=2x2&seed=1",
                                       "kind=nonogram&width=5&height=4&seed=1"};
    char err[256], text[64], *at;
    size_t i;
    fuzz_bank_path(server.path, sizeof server.path, "query");
    server.db = bank_open(server.path, BANK_CREATE, err, sizeof err);
    server.maker = server.db ? bank_api_open(server.db, 1, 1) : NULL;
    server.api = server.db ? bank_api_open(server.db, 1, 0) : NULL;
    if (server.maker == NULL || server.api == NULL)
        abort();
    atexit(server_close);
    for (i = 0; i < sizeof asks / sizeof asks[0]; i++) {
        query q = {{"live"}, {"1"}, 1};
        char *json = NULL;
        int status;
        snprintf(text, sizeof text, "%s", asks[i]);
        for (at = strtok(text, "&"); at != NULL; at = strtok(NULL, "&")) {
            q.key[q.n] = at;
            q.value[q.n++] = strchr(at, '=') + 1;
            *strchr(at, '=') = '\0';
        }
        status = bank_api_answer(server.maker, "GET", "/api/puzzle", param_of, &q, NULL, 0, &json);
        if (status != 200) { /* every kind can be generated live */
            fprintf(stderr, "fuzz_api_query: %s: %d %s\n", asks[i], status, json ? json : "");
            abort();
        }
        free(json);
    }
}

/* Splits text in place into q's parameters, at most MAX_PARAMS. */
static void split_query(char *text, query *q)
{
    char *part = text, *end, *eq;
    q->n = 0;
    while (part != NULL && q->n < MAX_PARAMS) {
        end = strchr(part, '&');
        if (end != NULL)
            *end++ = '\0';
        eq = strchr(part, '=');
        if (eq != NULL)
            *eq++ = '\0';
        q->key[q->n] = part;
        q->value[q->n++] = eq;
        part = end;
    }
}

/* The id a plain decimal value names (1 to 2^31-1, as the API takes it), else -1. */
static long plain_id(const char *v)
{
    long id = 0;
    if (v == NULL || v == bank_api_repeated || *v == '\0' || strlen(v) > 10)
        return -1;
    for (; *v; v++) {
        if (*v < '0' || *v > '9')
            return -1;
        id = id * 10 + (*v - '0');
    }
    return id >= 1 && id <= 0x7fffffffL ? id : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text, *json = NULL;
    json_t *answer;
    json_error_t jerr;
    query q;
    long other, asked;
    int status;
    if (server.api == NULL)
        server_open();
    text = fuzz_string(data, size);
    split_query(text, &q);
    other = plain_id(param_of(&q, "not"));
    asked = plain_id(param_of(&q, "id"));
    status = bank_api_answer(server.api, "GET", "/api/puzzle", param_of, &q, NULL, 0, &json);
    answer = json ? json_loads(json, 0, &jerr) : NULL;
    /* Every query gets a JSON answer: a puzzle, refused, not served live here, or none matching. A puzzle
       is the one asked by its id, and never the one left out by not=. */
    if (answer == NULL || (status != 200 && status != 400 && status != 403 && status != 404))
        abort();
    if (status == 200) {
        json_int_t id = json_integer_value(json_object_get(answer, "id"));
        if (id < 1 || (asked > 0 && id != asked) || (asked < 0 && other > 0 && id == other))
            abort();
    } else if (!json_is_string(json_object_get(answer, "error"))) {
        abort();
    }
    if (getenv("FUZZ_API_SHOW")) /* to see what a corpus exercises */
        fprintf(stderr, "%d %.200s\n", status, json);
    json_decref(answer);
    free(json);
    free(text);
    return 0;
}
