/* colours.h: part of dlx.c: Knuth's colours (XCC, his program DLX2): a secondary item may carry a colour in
   an option; choosing the option purifies the item (options giving it another colour, or none, are hidden). */
#ifndef COVERJAR_COLOURS_H
#define COVERJAR_COLOURS_H

/* The colour node q gives its item (0 = none: the item is covered, as without colours). */
static inline int node_colour(const struct dlx *d, int q)
{
    return d->colour != NULL ? (int)d->colour[q] : 0;
}

/* Purifies item j to the colour of node p: the options of j's column that give j another colour are hidden
   from their other columns, those that agree stay. Every node stays in j's own column, so unpurify finds
   them all again: by then (LIFO) every later hide has been undone. */
static void purify(struct dlx *d, int j, int p)
{
    dlx_index c = d->colour[p];
    int h = head(&d->k, j), q;
    for (q = down(&d->k, h); q != h; q = down(&d->k, q))
        if (d->colour[q] != c)
            hide_node(d, q, 0);
    d->item_colour[j] = c;
    d->purifier[j] = (dlx_index)p;
}

static void unpurify(struct dlx *d, int j)
{
    dlx_index c = d->item_colour[j];
    int h = head(&d->k, j), q;
    d->item_colour[j] = 0;
    d->purifier[j] = 0;
    for (q = up(&d->k, h); q != h; q = up(&d->k, q))
        if (d->colour[q] != c)
            unhide_node(d, q);
}

/* Item j of a chosen option, through its node q: covered when q has no colour, else purified to q's colour
   by the first option that names it (later ones agree, or purify would have hidden them). */
static void take_coloured(struct dlx *d, int q, int j)
{
    if (d->colour[q] == 0)
        cover(d, j);
    else if (d->purifier[j] == 0)
        purify(d, j, q);
}

static void untake_coloured(struct dlx *d, int q, int j)
{
    if (d->colour[q] == 0)
        uncover(d, j);
    else if (d->purifier[j] == (dlx_index)q)
        unpurify(d, j);
}

/* Non-zero when node q's colour clashes with the colour its item was purified to (its option is hidden). */
static inline int colour_clash(const struct dlx *d, int q, int j)
{
    return d->colour != NULL && d->item_colour[j] != 0 && d->item_colour[j] != d->colour[q];
}

#endif
