/* tool.c: what bin/fillomino's commands share: option matching and messages, the output forms, and a
   board written in one of them (block, line, Tatham id). */
#include "dlx/cli.h"
#include "fillomino/fm_features.h"
#include "fillomino/format.h"
#include "fillomino/gen.h"
#include "fillomino/lean.h"
#include "fillomino/reader.h"
#include "fillomino/solver.h"
#include "dlx/tool_exit.h"
#include "dlx/version.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "fillomino/tool.h"

int fm_bad_option(const char *fmt, const char *arg)
{
    fprintf(stderr, "%s: ", FM_TOOL);
    fprintf(stderr, fmt, arg);
    fprintf(stderr, " (see fillomino --help)\n");
    return 2;
}

int fm_other_option(const char *option)
{
    if (strcmp(option, "--help") == 0 || strcmp(option, "-h") == 0) {
        fm_usage(stdout);
        return 0;
    }
    if (strcmp(option, "--stats") == 0 || strncmp(option, "--count", 7) == 0) /* solve's, in the usage */
        return fm_bad_option("%s is for fillomino solve alone", option);
    return fm_bad_option("unknown option '%s'", option);
}

/* Option matching: "--name VALUE" or "--name=VALUE"; sets *val and advances *i. */
int fm_opt_value(int argc, char **argv, int *i, const char *name, const char **val)
{
    size_t len = strlen(name);
    if (strncmp(argv[*i], name, len) != 0)
        return 0;
    if (argv[*i][len] == '=') {
        *val = argv[*i] + len + 1;
        return 1;
    }
    if (argv[*i][len] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        *val = NULL;
        return 1;
    }
    *val = argv[++*i];
    return 1;
}

int fm_parse_format(const char *v, int *out)
{
    if (v && strcmp(v, "block") == 0) *out = OUT_BLOCK;
    else if (v && strcmp(v, "line") == 0) *out = OUT_LINE;
    else if (v && strcmp(v, "tatham") == 0) *out = OUT_TATHAM;
    else return -1;
    return 0;
}

int fm_put_board(cj_buf *b, const fm_val *cells, int w, int h, int form, const char *header)
{
    char *text = malloc(fm_text_bytes(w, h));
    int rc = 0;
    if (text == NULL)
        return FM_PUT_MEMORY;
    if (form == OUT_BLOCK) {
        int r, spaced = fm_wide_values(cells, w * h);
        if (header)
            cj_buf_printf(b, "%s\n", header);
        for (r = 0; r < h; r++) {
            size_t len = fm_write_row(text, cells, w, r, spaced);
            cj_buf_put(b, text, len);
            cj_buf_put(b, "\n", 1);
        }
    } else if (form == OUT_TATHAM) {
        if (fm_write_tatham(text, cells, w, h) >= 0)
            cj_buf_put(b, text, strlen(text));
        else
            rc = FM_PUT_NO_TATHAM;
    } else {
        size_t len = fm_write_line(text, cells, w, h);
        cj_buf_put(b, text, len);
    }
    free(text);
    return rc;
}

int fm_put_answer(cj_buf *b, cj_lines *lines, const fm_val *cells, int w, int h, int form, const char *header)
{
    int rc = fm_put_board(b, cells, w, h, form, header);
    if (rc == FM_PUT_MEMORY)
        cj_error_at(FM_TOOL, lines, "out of memory");
    else if (rc != 0) { /* sgt-filling's bound, max(W, H, 3) and 9 */
        char why[FM_TATHAM_REFUSAL_BYTES];
        fm_tatham_refusal(why, w, h);
        cj_error_at(FM_TOOL, lines, "%s: use --format line", why);
    }
    if (rc != 0)
        cj_buf_printf(b, "error");
    return rc;
}

/* --max-nodes N, shared by solve, features and gen. */
int fm_max_nodes_option(int argc, char **argv, int *i, long *max_nodes)
{
    const char *v;
    if (!fm_opt_value(argc, argv, i, "--max-nodes", &v))
        return 0;
    if (v == NULL || cj_parse_long(v, 0, 1L << 62, max_nodes) != 0)
        return fm_bad_option("bad --max-nodes '%s'", v ? v : ""), -1;
    return 1;
}
