/* text.c: the words bin/classify prints for a grader step (trace lines and hints), e.g.
   "naked-pair: r1c3<>4 r1c3<>7 (row 1: r1c5 r1c8 hold 4,7)". */
#include <stdio.h>
#include "classify/tool.h"

static void put_value(cj_buf *b, int v, int n)
{
    char word[CJ_VALUE_WORD];
    cj_buf_put(b, word, (size_t)cj_value_word(v, n, word));
}

static void put_cell(cj_buf *b, int cell, int n)
{
    cj_buf_printf(b, "r%dc%d", cell / n + 1, cell % n + 1);
}

static void put_digits(cj_buf *b, uint64_t digits, int n)
{
    int v, first = 1;
    for (v = 1; v <= 64; v++)
        if (digits & ((uint64_t)1 << (v - 1))) {
            if (!first) cj_buf_put(b, ",", 1);
            put_value(b, v, n);
            first = 0;
        }
}

static void put_unit(cj_buf *b, int unit, int n)
{
    static const char *const kind[3] = {"row", "column", "box"};
    if (unit >= 0) cj_buf_printf(b, "%s %d", kind[unit / n], unit % n + 1);
}

void describe_step(cj_buf *b, const classify_step *s, int n)
{
    int i;
    cj_buf_printf(b, "%s:", classify_tech_name(s->tech));
    if (s->cell >= 0) {
        cj_buf_put(b, " ", 1);
        put_cell(b, s->cell, n);
        cj_buf_put(b, "=", 1);
        put_value(b, s->value, n);
    }
    for (i = 0; i < s->n_elims; i++) {
        cj_buf_put(b, " ", 1);
        put_cell(b, CLASSIFY_ELIM_CELL(s->elims[i]), n);
        cj_buf_put(b, "<>", 2);
        put_value(b, CLASSIFY_ELIM_VALUE(s->elims[i]), n);
    }
    cj_buf_put(b, " (", 2);
    switch (s->tech) {
    case CT_HIDDEN_SINGLE:
        cj_buf_put(b, "the only place for ", 19);
        put_value(b, s->value, n);
        cj_buf_put(b, " in ", 4);
        put_unit(b, s->unit, n);
        break;
    case CT_NAKED_SINGLE:
        cj_buf_put(b, "the only candidate left", 23);
        break;
    case CT_BUG:
        cj_buf_put(b, "every other open cell has two candidates; ", 42);
        put_value(b, s->value, n);
        cj_buf_printf(b, " is in this one's row three times");
        break;
    case CT_FORCING_CHAIN:
        if (s->unit >= 0) {
            int v = 1;
            while (v < 64 && !(s->digits & ((uint64_t)1 << (v - 1)))) v++;
            cj_buf_put(b, "every place of ", 15);
            put_value(b, v, n);
            cj_buf_put(b, " in ", 4);
            put_unit(b, s->unit, n);
            cj_buf_put(b, " leads there", 12);
        } else if (s->n_cells == 0) {
            cj_buf_printf(b, "assuming %s leads to a contradiction", s->sources > 1 ? "each" : "it");
        } else {
            cj_buf_put(b, "every candidate of ", 19);
            put_cell(b, s->cells[0], n);
            cj_buf_put(b, " leads there", 12);
        }
        if (s->n_cells > 0 && s->sources > 1)
            cj_buf_printf(b, ", as do %d other cells or units at that length", s->sources - 1);
        cj_buf_printf(b, ", %d singles followed", s->length);
        break;
    default:
        if (s->unit >= 0) {
            put_unit(b, s->unit, n);
            cj_buf_put(b, ": ", 2);
        }
        for (i = 0; i < s->n_cells; i++) {
            if (i) cj_buf_put(b, s->tech == CT_X_CHAIN ? "-" : " ", 1);
            put_cell(b, s->cells[i], n);
        }
        cj_buf_put(b, " on ", 4);
        put_digits(b, s->digits, n);
        if (s->tech == CT_X_CHAIN) cj_buf_printf(b, ", %d links", s->length);
        break;
    }
    cj_buf_put(b, ")", 1);
}
