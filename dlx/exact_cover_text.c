/* exact_cover_text.c: reads a generic exact-cover instance in Knuth's DLX text format (colours as in his
   XCC: `item:colour` in options) and solves it on the engine: prints the count, or every solution with --all. */
#define _POSIX_C_SOURCE 200809L
#include "dlx/exact_cover_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlx/cli.h"
#include "dlx/dlx.h"

typedef struct instance {
    char **names;      /* item names, primary first */
    int n_items, n_primary, cap_items;
    int *entries;      /* items of every option, back to back */
    int *colours;      /* per entry: its colour number (0 = none) */
    int n_entries, cap_entries, cap_colours;
    char **colour_names; /* colour k + 1 */
    int n_colours, cap_colour_names;
    int *starts;       /* per option: first entry; one more at the end */
    char **texts;      /* per option: its line, for printing */
    int n_options, cap_options;
    int *table;        /* open-addressing hash of names -> item + 1 */
    int table_size;
    int *colour_table; /* the same for colour names -> colour number */
    int colour_table_size;
    int *in_option;    /* per item: 1 + the number of the last option that named it */
} instance;

static unsigned long hash_name(const char *s)
{
    unsigned long h = 5381;
    while (*s)
        h = h * 33u + (unsigned char)*s++;
    return h;
}

/* The slot of name in an open-addressing table of size (a power of 2) over names (entries are index + 1). */
static int *table_slot(int *table, int size, char *const *names, const char *name)
{
    unsigned long h = hash_name(name) & (unsigned long)(size - 1);
    while (table[h] != 0 && strcmp(names[table[h] - 1], name) != 0)
        h = (h + 1) & (unsigned long)(size - 1);
    return &table[h];
}

static int *slot_of(instance *in, const char *name)
{
    return table_slot(in->table, in->table_size, in->names, name);
}

static int grow(void **p, int *cap, int need, size_t size)
{
    if (need > *cap) {
        int c = *cap ? *cap : 64;
        void *q;
        while (c < need)
            c *= 2;
        q = realloc(*p, (size_t)c * size);
        if (q == NULL)
            return -1;
        *p = q;
        *cap = c;
    }
    return 0;
}

static void free_instance(instance *in)
{
    int k;
    for (k = 0; k < in->n_items; k++)
        free(in->names[k]);
    for (k = 0; k < in->n_options; k++)
        free(in->texts[k]);
    for (k = 0; k < in->n_colours; k++)
        free(in->colour_names[k]);
    free(in->colour_names);
    free(in->colours);
    free(in->names);
    free(in->entries);
    free(in->starts);
    free(in->texts);
    free(in->table);
    free(in->colour_table);
    free(in->in_option);
}

/* Reads the first line: item names, '|' before the secondary ones. */
static int read_items(instance *in, cj_lines *r, char *line)
{
    char *tok, *save = NULL;
    int seen_bar = 0;
    in->n_primary = -1;
    for (tok = strtok_r(line, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        if (strcmp(tok, "|") == 0) {
            if (seen_bar)
                return cj_error_at("dlx", r, "a second '|' in the item line"), -1;
            seen_bar = 1;
            in->n_primary = in->n_items;
            continue;
        }
        if (strchr(tok, ':') != NULL)
            return cj_error_at("dlx", r, "item '%s': colours go in the options (item:colour), not here", tok), -1;
        if (grow((void **)&in->names, &in->cap_items, in->n_items + 1, sizeof *in->names) != 0)
            return -1;
        in->names[in->n_items] = malloc(strlen(tok) + 1);
        if (in->names[in->n_items] == NULL)
            return -1;
        strcpy(in->names[in->n_items], tok);
        in->n_items++;
    }
    if (in->n_primary < 0)
        in->n_primary = in->n_items;
    if (in->n_primary == 0)
        return cj_error_at("dlx", r, "no primary items"), -1;
    in->table_size = 16;
    while (in->table_size < 2 * in->n_items)
        in->table_size *= 2;
    in->table = calloc((size_t)in->table_size, sizeof *in->table);
    in->in_option = calloc((size_t)in->n_items, sizeof *in->in_option);
    if (in->table == NULL || in->in_option == NULL)
        return -1;
    {
        int k;
        for (k = 0; k < in->n_items; k++) {
            int *slot = slot_of(in, in->names[k]);
            if (*slot != 0)
                return cj_error_at("dlx", r, "item '%s' is named twice", in->names[k]), -1;
            *slot = k + 1;
        }
    }
    return 0;
}

/* The number of a colour name (1, 2, ...), added when new (its hash table doubled when half full); -1 when out
   of memory. */
static int colour_number(instance *in, const char *name)
{
    int *slot, k;
    if (2 * (in->n_colours + 1) > in->colour_table_size) {
        int size = in->colour_table_size ? 2 * in->colour_table_size : 64, *table = calloc((size_t)size, sizeof *table);
        if (table == NULL)
            return -1;
        for (k = 0; k < in->n_colours; k++)
            *table_slot(table, size, in->colour_names, in->colour_names[k]) = k + 1;
        free(in->colour_table);
        in->colour_table = table;
        in->colour_table_size = size;
    }
    slot = table_slot(in->colour_table, in->colour_table_size, in->colour_names, name);
    if (*slot != 0)
        return *slot;
    if (grow((void **)&in->colour_names, &in->cap_colour_names, in->n_colours + 1, sizeof *in->colour_names) != 0 ||
        (in->colour_names[in->n_colours] = malloc(strlen(name) + 1)) == NULL)
        return -1;
    strcpy(in->colour_names[in->n_colours], name);
    *slot = ++in->n_colours;
    return *slot;
}

static int read_option(instance *in, cj_lines *r, char *line)
{
    size_t len = strlen(line);
    char *copy = malloc(len + 1), *tok, *save = NULL;
    int first = in->n_entries;
    if (copy == NULL)
        return -1;
    while (len > 0 && (line[len - 1] == ' ' || line[len - 1] == '\t')) /* printed as its items, without blanks after */
        len--;
    memcpy(copy, line, len);
    copy[len] = '\0';
    for (tok = strtok_r(line, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
        char *colon = strchr(tok, ':');
        int *slot, item, colour = 0;
        if (colon != NULL)
            *colon = '\0';
        slot = slot_of(in, tok);
        if (*slot == 0) {
            cj_error_at("dlx", r, "unknown item '%s'", tok);
            free(copy);
            return -1;
        }
        item = *slot - 1;
        if (colon != NULL) {
            const char *problem = colon[1] == '\0' ? "an empty colour" : strchr(colon + 1, ':') ? "two colours"
                                  : item < in->n_primary ? "a colour on a primary item" : NULL;
            if (problem != NULL) {
                cj_error_at("dlx", r, "item '%s': %s", tok, problem);
                free(copy);
                return -1;
            }
            if ((colour = colour_number(in, colon + 1)) < 0) {
                free(copy);
                return -1;
            }
        }
        if (in->in_option[item] == in->n_options + 1) {
            cj_error_at("dlx", r, "item '%s' twice in one option", tok);
            free(copy);
            return -1;
        }
        in->in_option[item] = in->n_options + 1;
        if (grow((void **)&in->entries, &in->cap_entries, in->n_entries + 1, sizeof *in->entries) != 0 ||
            grow((void **)&in->colours, &in->cap_colours, in->n_entries + 1, sizeof *in->colours) != 0) {
            free(copy);
            return -1;
        }
        in->colours[in->n_entries] = colour;
        in->entries[in->n_entries++] = item;
    }
    if (in->n_entries == first) {
        free(copy);
        return 0;
    }
    if (grow((void **)&in->starts, &in->cap_options, in->n_options + 2, sizeof *in->starts) != 0 ||
        (in->texts = realloc(in->texts, (size_t)in->cap_options * sizeof *in->texts)) == NULL) {
        free(copy);
        return -1;
    }
    in->starts[in->n_options] = first;
    in->texts[in->n_options] = copy;
    in->n_options++;
    in->starts[in->n_options] = in->n_entries;
    return 0;
}

static int print_solution(void *ctx, const dlx_index *options, int count)
{
    const instance *in = ctx;
    cj_buf line = {0};
    int k;
    for (k = 0; k < count; k++)
        cj_buf_printf(&line, "%s%s", k ? "; " : "", in->texts[options[k]]);
    cj_buf_put(&line, "\n", 1);
    cj_answers_put(line.data, line.len);
    cj_buf_free(&line);
    return 0;
}

int ec_solve_file(const ec_options *o, const char *path)
{
    cj_lines r;
    instance in;
    char *line;
    long len;
    int have_items = 0, status = 0, k;
    if (cj_lines_open(&r, "dlx", path) != 0) {
        cj_answers_put("error\n", 6); /* one answer per file, so the answers line up with them */
        return 2;
    }
    memset(&in, 0, sizeof in);
    while ((len = cj_lines_next(&r, &line)) >= 0) {
        char *s = line;
        if (cj_lines_problem(&r) != NULL) {
            cj_error_at("dlx", &r, "%s", cj_lines_problem(&r));
            status = 2;
            break;
        }
        for (k = 0; k < (int)len && ((unsigned char)line[k] >= 0x20 || line[k] == '\t') && line[k] != 0x7f; k++)
            ;
        if (k < (int)len) { /* an escape, a form feed: no item holds one (a CR ends the line) */
            cj_error_at("dlx", &r, "a control byte 0x%02x at column %d (items are separated by spaces or tabs)",
                        (unsigned)(unsigned char)line[k], k + 1);
            status = 2;
            break;
        }
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s == '\0' || *s == '|')
            continue; /* blank, or a comment */
        if (!have_items) {
            if (read_items(&in, &r, s) != 0) {
                status = 2;
                break;
            }
            have_items = 1;
        } else if (read_option(&in, &r, s) != 0) {
            status = 2;
            break;
        }
    }
    if (status == 0 && r.read_error != 0) {
        fprintf(stderr, "dlx: %s: read error: %s\n", r.name, strerror(r.read_error));
        status = 2;
    }
    if (status == 0 && !have_items) {
        fprintf(stderr, "dlx: %s: no items: the first line names the items\n", r.name);
        status = 2;
    }
    if (status == 0) {
        int n_secondary = in.n_items - in.n_primary, coloured = in.n_colours > 0;
        size_t bytes = (coloured ? dlx_bytes_coloured : dlx_bytes)(in.n_primary, n_secondary, in.n_options,
                                                                   in.n_entries);
        void *mem = bytes ? malloc(bytes) : NULL;
        dlx *d = mem == NULL ? NULL
                 : (coloured ? dlx_init_coloured : dlx_init)(mem, bytes, in.n_primary, n_secondary, in.n_options,
                                                              in.n_entries);
        if (d == NULL) {
            fprintf(stderr, "dlx: %s: instance too large\n", r.name);
            status = 2;
        } else {
            dlx_search_opts so;
            dlx_stats st;
            cj_buf line = {0};
            long found;
            for (k = 0; k < in.n_options; k++)
                dlx_add_coloured_option(d, in.entries + in.starts[k], coloured ? in.colours + in.starts[k] : NULL,
                                        in.starts[k + 1] - in.starts[k]);
            memset(&so, 0, sizeof so);
            so.limit = o->limit;
            so.first_item = -1;
            if (o->all) {
                so.on_solution = print_solution;
                so.ctx = &in;
            }
            found = dlx_search(d, &so, &st);
            cj_buf_printf(&line, "%ld", found);
            if (o->stats)
                cj_buf_printf(&line, " nodes=%llu backtracks=%llu depth=%d root=%d", (unsigned long long)st.nodes,
                              (unsigned long long)st.backtracks, st.max_depth, st.root_branching);
            cj_buf_put(&line, "\n", 1);
            cj_answers_put(line.data, line.len);
            cj_buf_free(&line);
        }
        free(mem);
    }
    if (status != 0)
        cj_answers_put("error\n", 6);
    free_instance(&in);
    cj_lines_close(&r);
    return status;
}
