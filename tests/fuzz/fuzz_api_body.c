/* fuzz_api_body.c: fuzz target for the bodies `bin/bank serve` reads: POST /api/check and /api/hint with {"id":..,
   "grid":..} on a bank of one Sudoku 4x4, 9x9, Fillomino 5x5, Futoshiki 4x4, Jidoku 2x2 and Nonogram 5x4. */
#include "tests/fuzz/fuzz.h"
#include "gen/bank/api.h"

typedef struct fuzz_server {
    char path[96];
    bank *db;
    bank_api *api;
} fuzz_server;

static fuzz_server server; /* one bank for the process: libFuzzer calls the target many times */

static const char *param_of(void *ctx, const char *name)
{
    const char *const *kv = ctx;
    for (; kv[0] != NULL; kv += 2)
        if (strcmp(kv[0], name) == 0)
            return kv[1];
    return NULL;
}

static void server_close(void)
{
    bank_api_close(server.api);
    bank_close(server.db);
    fuzz_bank_remove(server.path);
}

/* Opens a fresh bank and fills it through the API's live generation (ids 1 to 6, in this order). */
static void server_open(void)
{
    static const char *const asks[][9] = {
        {"live", "1", "kind", "sudoku", "size", "4", NULL},
        {"live", "1", "kind", "sudoku", "size", "9", NULL},
        {"live", "1", "kind", "fillomino", "width", "5", "height", "5", NULL},
        {"live", "1", "kind", "futoshiki", "size", "4", NULL},
        {"live", "1", "kind", "jidoku", "box", "2x2", NULL},
        {"live", "1", "kind", "nonogram", "width", "5", "height", "4", NULL}};
    char err[256];
    size_t i;
    fuzz_bank_path(server.path, sizeof server.path, "api");
    server.db = bank_open(server.path, BANK_CREATE, err, sizeof err);
    server.api = server.db ? bank_api_open(server.db, 1, 1) : NULL;
    if (server.api == NULL)
        abort();
    atexit(server_close);
    for (i = 0; i < sizeof asks / sizeof asks[0]; i++) {
        char *json = NULL;
        int status = bank_api_answer(server.api, "GET", "/api/puzzle", param_of, (void *)asks[i], NULL, 0, &json);
        if (status != 200) { /* every kind can be generated live */
            fprintf(stderr, "fuzz_api_body: %s: %d %s\n", asks[i][3], status, json ? json : "");
            abort();
        }
        free(json);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *json = NULL;
    int status;
    if (server.api == NULL)
        server_open();
    if (size == 0)
        return 0;
    /* The first byte picks the route, the rest is the body. */
    status = bank_api_answer(server.api, "POST", data[0] & 1 ? "/api/hint" : "/api/check", param_of,
                             (void *)(const char *const[]){NULL}, (const char *)data + 1, size - 1, &json);
    if (json == NULL || (status != 200 && status != 400 && status != 404))
        abort(); /* every body gets an answer: found, refused or not found */
    if (getenv("FUZZ_API_SHOW")) /* to see what a corpus exercises */
        fprintf(stderr, "%d %.200s\n", status, json);
    free(json);
    return 0;
}
