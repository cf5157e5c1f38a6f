/* inference.c: propagation for relation puzzles: != from fixed cells and < bounds (arc consistency), hidden
   singles, and full alldifferent by Regin's idea (a matching plus reachability among the house's cells). */
#include "classify/inference.h"

#include <string.h>

static int lowest(uint32_t x)
{
    int k = 0;
    while (!(x & 1u))
        x >>= 1, k++;
    return k;
}

/* House number of the k-th house in level order. */
static int house_at(const latin_puzzle *p, int k)
{
    int kinds = p->box_rows ? 3 : 2;
    return (k % kinds) * p->n + k / kinds;
}

static void queue(inference *s, int x)
{
    if (!s->queued[x]) {
        s->queued[x] = 1;
        s->queue[s->queue_len++] = (uint16_t)x;
    }
}

/* The values below x's largest, and above its smallest (x not 0). */
static uint32_t below_max(uint32_t x)
{
    x |= x >> 1;
    x |= x >> 2;
    x |= x >> 4;
    x |= x >> 8;
    x |= x >> 16;
    return x >> 1;
}

static uint32_t above_min(uint32_t x)
{
    return ~(x ^ (x - 1));
}

/* Narrows cell x to keep and queues it: 1 when it changed, 0 when not, -1 when its domain empties. */
static int narrow(inference *s, int x, uint32_t keep)
{
    uint32_t was = s->dom[x], now = was & keep;
    if (now == was)
        return 0;
    s->dom[x] = now;
    queue(s, x);
    return now ? 1 : -1;
}

/* Records relation e of the puzzle in the sides of its two cells and queues them (b is right of or below
   a: a's side 1 or 3, b's side 0 or 2). */
void inf_relate(inference *s, int e)
{
    int a, b, across, rel = s->p->rel[e];
    latin_edge_cells(s->n, e, &a, &b);
    across = b == a + 1 ? 0 : 2;
    s->sides[a] = (uint8_t)(s->sides[a] | 1u << (across + 1) | (unsigned)(rel == LATIN_REL_LESS) << (across + 5));
    s->sides[b] = (uint8_t)(s->sides[b] | 1u << across | (unsigned)(rel != LATIN_REL_LESS) << (across + 4));
    queue(s, a);
    queue(s, b);
}

void inf_init(inference *s, const latin_puzzle *p, int level)
{
    int n = p->n, h, k, cell, e;
    uint32_t all = n >= 32 ? 0xffffffffu : (((uint32_t)1 << n) - 1);
    uint8_t full[INF_MAX_HOUSES];
    s->p = p;
    s->n = n;
    s->n_houses = latin_house_count(p);
    if (level < 0)
        level = 0;
    if (level > s->n_houses)
        level = s->n_houses;
    s->step[0] = -1, s->step[1] = 1, s->step[2] = -n, s->step[3] = n;
    memset(full, 0, sizeof full);
    for (k = 0; k < level; k++)
        full[house_at(p, k)] = 1;
    for (s->n_full = 0, h = 0; h < s->n_houses; h++)
        if (full[h])
            s->full_list[s->n_full++] = (uint8_t)h;
    for (h = 0; h < n; h++)
        for (k = 0; k < n; k++) {
            s->house[h][k] = (uint16_t)(h * n + k);
            s->house[n + h][k] = (uint16_t)(k * n + h);
        }
    for (h = 2 * n; h < s->n_houses; h++) {
        int cells[LATIN_MAX_N];
        latin_house_cells(p, h, cells);
        for (k = 0; k < n; k++)
            s->house[h][k] = (uint16_t)cells[k];
    }
    memset(s->queued, 0, (size_t)(n * n));
    memset(s->sides, 0, (size_t)(n * n));
    s->queue_len = 0;
    for (cell = 0; cell < n * n; cell++) {
        s->dom[cell] = p->givens[cell] ? (uint32_t)1 << (p->givens[cell] - 1) : all;
        if (p->givens[cell])
            queue(s, cell);
    }
    for (e = 0; e < latin_edge_count(n); e++)
        if (p->rel[e] != LATIN_REL_NONE)
            inf_relate(s, e);
}

void inf_copy(inference *dst, const inference *src)
{
    size_t cells = (size_t)(src->n * src->n);
    memcpy(dst->dom, src->dom, cells * sizeof src->dom[0]);
    memcpy(dst->sides, src->sides, cells);
    memcpy(dst->queued, src->queued, cells);
    memcpy(dst->queue, src->queue, (size_t)src->queue_len * sizeof src->queue[0]);
    dst->queue_len = src->queue_len;
}

void inf_fix(inference *s, int cell, int value)
{
    narrow(s, cell, (uint32_t)1 << (value - 1));
}

int inf_value(const inference *s, int cell)
{
    uint32_t d = s->dom[cell];
    return d && !(d & (d - 1)) ? lowest(d) + 1 : 0;
}

/* Stage 1 on every queued cell until the queue is empty: a fixed cell's value out of its row, column and
   box, and the bounds of each cell's relations. 0, or -1 when a domain empties. */
int inf_settle(inference *s)
{
    static const unsigned char first_side[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
    const latin_puzzle *p = s->p;
    int n = s->n, y, k;
    while (s->queue_len > 0) {
        int x = s->queue[s->queue_len - 1];
        unsigned sides, info = s->sides[x];
        uint32_t d = s->dom[x];
        if (d == 0)
            return -1; /* left queued, so that propagating this state again says so too */
        s->queue_len--;
        s->queued[x] = 0;
        if (!(d & (d - 1))) {
            int row = x - x % n;
            for (y = row; y < row + n; y++)
                if (y != x && narrow(s, y, ~d) < 0)
                    return -1;
            for (y = x % n; y < n * n; y += n)
                if (y != x && narrow(s, y, ~d) < 0)
                    return -1;
            if (p->box_rows) {
                const uint16_t *box = s->house[2 * n + latin_box_of(p, x)];
                for (k = 0; k < n; k++)
                    if (box[k] != x && narrow(s, box[k], ~d) < 0)
                        return -1;
            }
        }
        for (sides = info & 15u; sides != 0; sides &= sides - 1) {
            int side = first_side[sides], small, large;
            y = x + s->step[side];
            small = info >> (4 + side) & 1u ? x : y;
            large = x + y - small;
            if (narrow(s, small, below_max(s->dom[large])) < 0 || narrow(s, large, above_min(s->dom[small])) < 0)
                return -1;
        }
    }
    return 0;
}

/* Stage 1: != from fixed cells in every house, and a < b bounds, to the fixpoint (every cell settled).
   Returns 1 when something changed, 0 when not, -1 on a contradiction. */
static int stage_basic(inference *s)
{
    uint32_t before[LATIN_MAX_N * LATIN_MAX_N];
    int cell, cells = s->n * s->n;
    memcpy(before, s->dom, sizeof before[0] * (size_t)cells);
    for (cell = cells - 1; cell >= 0; cell--) {
        if (s->dom[cell] == 0)
            return -1;
        queue(s, cell);
    }
    if (inf_settle(s) < 0)
        return -1;
    return memcmp(before, s->dom, sizeof before[0] * (size_t)cells) != 0;
}

/* Hidden singles in house h: a value with one place left goes there (every such value, or the first only).
   1 when a cell was fixed, 0 when none, -1 on a contradiction. */
static int place_singles(inference *s, int h, int first_only)
{
    int n = s->n, k, placed = 0;
    uint32_t all = n >= 32 ? 0xffffffffu : (((uint32_t)1 << n) - 1), once = 0, twice = 0, single;
    for (k = 0; k < n; k++) {
        uint32_t d = s->dom[s->house[h][k]];
        twice |= once & d;
        once |= d;
    }
    if (once != all)
        return -1;
    single = once & ~twice;
    for (k = 0; k < n && !(placed && first_only); k++) {
        int x = s->house[h][k];
        if ((s->dom[x] & single) && (s->dom[x] & (s->dom[x] - 1))) {
            narrow(s, x, single);
            if (s->dom[x] & (s->dom[x] - 1))
                return -1; /* two values that must both go in this one cell */
            placed = 1;
        }
    }
    return placed;
}

/* Stage 2: a value with one place left in a full house goes there. */
static int stage_hidden_single(inference *s, int *house_used)
{
    int k, rc;
    for (k = 0; k < s->n_full; k++)
        if ((rc = place_singles(s, s->full_list[k], 1)) != 0) {
            *house_used = s->full_list[k];
            return rc;
        }
    return 0;
}

/* Augmenting path for house cell i over values (Kuhn). */
static int augment(const uint32_t *dom, int i, int *match_cell, int *match_value, uint32_t *visited)
{
    uint32_t d = dom[i] & ~*visited;
    while (d) {
        int v = lowest(d);
        d &= d - 1;
        *visited |= (uint32_t)1 << v;
        if (match_value[v] < 0 || augment(dom, match_value[v], match_cell, match_value, visited)) {
            match_value[v] = i;
            match_cell[i] = v;
            return 1;
        }
    }
    return 0;
}

/* Full alldifferent on the n domains of one house: a value v stays in cell i when i holds it in a perfect
   matching, that is when v is i's matched value or the cell j matched to v reaches i (j -> k when k's matched
   value is in j's domain). keep[i] gets what stays; hall[i] (when not NULL) the cells, as bits of their places,
   of the Hall sets that take values from i: j and the cells it reaches hold only their matched values, as many
   as they are. Returns 0, or -1 when there is no perfect matching. */
static int hall_narrowing(int n, const uint32_t *dom, uint32_t *keep, uint32_t *hall)
{
    int i, j, k;
    uint32_t reach[LATIN_MAX_N];
    int match_cell[LATIN_MAX_N], match_value[LATIN_MAX_N];
    for (i = 0; i < n; i++)
        match_cell[i] = match_value[i] = -1;
    for (i = 0; i < n; i++) {
        uint32_t visited = 0;
        if (!augment(dom, i, match_cell, match_value, &visited))
            return -1;
    }
    for (j = 0; j < n; j++) {
        reach[j] = 0;
        for (k = 0; k < n; k++)
            if (k != j && (dom[j] >> match_cell[k] & 1u))
                reach[j] |= (uint32_t)1 << k;
    }
    for (k = 0; k < n; k++)
        for (j = 0; j < n; j++)
            if (reach[j] >> k & 1u)
                reach[j] |= reach[k];
    for (i = 0; i < n; i++) {
        uint32_t d = dom[i] & ~((uint32_t)1 << match_cell[i]);
        keep[i] = (uint32_t)1 << match_cell[i];
        if (hall != NULL)
            hall[i] = 0;
        while (d) {
            int v = lowest(d);
            d &= d - 1;
            if (reach[match_value[v]] >> i & 1u)
                keep[i] |= (uint32_t)1 << v;
            else if (hall != NULL)
                hall[i] |= reach[match_value[v]] | (uint32_t)1 << match_value[v];
        }
    }
    return 0;
}

/* Full alldifferent on house h (hall_narrowing). Returns 1 changed, 0 not, -1 no perfect matching. */
static int alldifferent(inference *s, int h)
{
    int n = s->n, i, changed = 0;
    uint32_t dom[LATIN_MAX_N] = {0}, keep[LATIN_MAX_N]; /* zeroed: the compiler cannot see that n <= LATIN_MAX_N */
    for (i = 0; i < n; i++)
        dom[i] = s->dom[s->house[h][i]];
    if (hall_narrowing(n, dom, keep, NULL) != 0)
        return -1;
    for (i = 0; i < n; i++)
        if (keep[i] != dom[i] && narrow(s, s->house[h][i], keep[i]) > 0)
            changed = 1;
    return changed;
}

static int stage_hall(inference *s, int *house_used)
{
    int k;
    for (k = 0; k < s->n_full; k++) {
        int rc = alldifferent(s, s->full_list[k]);
        if (rc != 0) {
            *house_used = s->full_list[k];
            return rc;
        }
    }
    return 0;
}

static int all_fixed(const inference *s)
{
    int cell;
    for (cell = 0; cell < s->n * s->n; cell++)
        if (s->dom[cell] & (s->dom[cell] - 1))
            return 0;
    return 1;
}

int inf_step(inference *s, int *house_used)
{
    int rc = stage_basic(s);
    if (rc != 0)
        return rc < 0 ? -1 : 1;
    rc = stage_hidden_single(s, house_used);
    if (rc != 0)
        return rc < 0 ? -1 : 2;
    rc = stage_hall(s, house_used);
    if (rc != 0)
        return rc < 0 ? -1 : 3;
    return 0;
}

/* ---- the same fixpoint, scheduled: stage 1 on the cells whose domain changed, stages 2 and 3 only after
   another has narrowed something ---- */

/* Stages 2 and 3 over the full houses, queueing the cells they narrow: 1 when something changed. */
static int full_houses(inference *s)
{
    int k, changed = 0;
    for (k = 0; k < s->n_full; k++) /* hidden singles */
        if (place_singles(s, s->full_list[k], 0) < 0)
            return -1;
    if (s->queue_len > 0) /* every single fixed a cell */
        return 1;
    for (k = 0; k < s->n_full; k++) { /* Hall sets */
        int rc = alldifferent(s, s->full_list[k]);
        if (rc < 0)
            return -1;
        changed |= rc;
    }
    return changed;
}

int inf_propagate(inference *s)
{
    int rc;
    do { /* a domain that empties is queued, and inf_settle sees it */
        if (inf_settle(s) < 0)
            return INF_CONTRADICTION;
    } while ((rc = full_houses(s)) > 0);
    if (rc < 0)
        return INF_CONTRADICTION;
    return all_fixed(s) ? INF_SOLVED : INF_STUCK;
}

int inf_solves(const latin_puzzle *p, int level)
{
    inference s;
    inf_init(&s, p, level);
    return inf_propagate(&s) == INF_SOLVED;
}

int inf_grade(const latin_puzzle *p, uint8_t *solution)
{
    inference s;
    int lo = 0, hi = latin_house_count(p), cell;
    inf_init(&s, p, hi);
    if (inf_propagate(&s) != INF_SOLVED)
        return -1;
    if (solution)
        for (cell = 0; cell < p->n * p->n; cell++)
            solution[cell] = (uint8_t)inf_value(&s, cell);
    return inf_least_level(p, lo, hi);
}

int inf_least_level(const latin_puzzle *p, int lo, int hi)
{
    /* Stronger levels deduce a superset, so the least solving level is found by bisection. */
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (inf_solves(p, mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* text += "rRcC". */
static void append(char *text, size_t size, const char *piece)
{
    size_t len = strlen(text);
    while (*piece && len + 1 < size)
        text[len++] = *piece++;
    text[len] = '\0';
}

static void append_number(char *text, size_t size, int v)
{
    char digits[12];
    int k = 0;
    do
        digits[k++] = (char)('0' + v % 10);
    while ((v /= 10) > 0);
    while (k > 0) {
        char one[2] = {digits[--k], 0};
        append(text, size, one);
    }
}

static void append_cell(char *text, size_t size, int n, int cell)
{
    append(text, size, "r");
    append_number(text, size, cell / n + 1);
    append(text, size, "c");
    append_number(text, size, cell % n + 1);
}

static void append_house(char *text, size_t size, int n, int h)
{
    static const char *const kind[3] = {"row ", "column ", "box "};
    append(text, size, kind[h / n]);
    append_number(text, size, h % n + 1);
}

/* A hint's words for a cell that stage 3 fixed in house h, from the domains before it: the cells of the Hall sets
   that took its other values (up to 5 named, more counted), outlined after it. 0 when none is found. */
static int hall_hint(const inference *s, const uint32_t *before, int h, int cell, inf_hint *hint)
{
    uint32_t dom[LATIN_MAX_N], keep[LATIN_MAX_N], hall[LATIN_MAX_N], set;
    int n = s->n, k, at = -1, size = 0;
    for (k = 0; k < n; k++) {
        dom[k] = before[s->house[h][k]];
        at = s->house[h][k] == cell ? k : at;
    }
    if (at < 0 || hall_narrowing(n, dom, keep, hall) != 0 || (set = hall[at]) == 0)
        return 0;
    append(hint->text, sizeof hint->text, ": a Hall set in ");
    append_house(hint->text, sizeof hint->text, n, h);
    append(hint->text, sizeof hint->text, ":");
    for (k = 0; k < n; k++)
        if (set >> k & 1u) {
            if (++size <= 5) {
                append(hint->text, sizeof hint->text, " ");
                append_cell(hint->text, sizeof hint->text, n, s->house[h][k]);
            }
            hint->cells[hint->n_cells++] = s->house[h][k];
        }
    if (size > 5) {
        append(hint->text, sizeof hint->text, " and ");
        append_number(hint->text, sizeof hint->text, size - 5);
        append(hint->text, sizeof hint->text, " more");
    }
    append(hint->text, sizeof hint->text, " hold ");
    append_number(hint->text, sizeof hint->text, size);
    append(hint->text, sizeof hint->text, " values between them, which leaves this one");
    return 1;
}

void inf_hint_next(const latin_puzzle *p, const uint8_t *player, int level, inf_hint *hint)
{
    inference s;
    uint8_t solution[LATIN_MAX_N * LATIN_MAX_N];
    int n = p->n, cell, solvable, k;
    memset(hint, 0, sizeof *hint);
    hint->status = -1;
    hint->cell = -1;
    solvable = inf_grade(p, solution) >= 0;
    inf_init(&s, p, level);
    for (cell = 0; player && cell < n * n; cell++) {
        if (player[cell] == 0 || p->givens[cell])
            continue;
        if (player[cell] > n || (solvable && player[cell] != solution[cell])) {
            hint->status = 1;
            hint->cell = cell;
            hint->value = player[cell];
            hint->cells[0] = cell;
            hint->n_cells = 1;
            append_cell(hint->text, sizeof hint->text, n, cell);
            append(hint->text, sizeof hint->text, " is wrong");
            return;
        }
        inf_fix(&s, cell, player[cell]);
    }
    if (all_fixed(&s)) {
        hint->status = 2;
        append(hint->text, sizeof hint->text, "solved");
        return;
    }
    for (;;) {
        uint32_t before[LATIN_MAX_N * LATIN_MAX_N];
        int stage, house = -1;
        memcpy(before, s.dom, sizeof(uint32_t) * (size_t)(n * n));
        stage = inf_step(&s, &house);
        if (stage <= 0) {
            append(hint->text, sizeof hint->text,
                   stage < 0 ? "the entries contradict the clues" : "no deduction at this level");
            return;
        }
        for (cell = 0; cell < n * n; cell++) {
            uint32_t d = s.dom[cell];
            if ((before[cell] & (before[cell] - 1)) && d && !(d & (d - 1)))
                break;
        }
        if (cell == n * n)
            continue;
        hint->status = 0;
        hint->cell = cell;
        hint->value = inf_value(&s, cell);
        hint->cells[hint->n_cells++] = cell;
        append_cell(hint->text, sizeof hint->text, n, cell);
        append(hint->text, sizeof hint->text, " = ");
        append_number(hint->text, sizeof hint->text, hint->value);
        if (stage == 1) {
            int e, a, b;
            append(hint->text, sizeof hint->text,
                   ": the digits placed in its houses and the inequalities leave only this value");
            for (e = 0; e < latin_edge_count(n) && hint->n_cells < LATIN_MAX_N + 1; e++) {
                if (!p->rel[e])
                    continue;
                latin_edge_cells(n, e, &a, &b);
                if (a == cell || b == cell)
                    hint->cells[hint->n_cells++] = a == cell ? b : a;
            }
        } else if (stage == 3 && hall_hint(&s, before, house, cell, hint)) {
            ; /* the Hall set named */
        } else {
            append(hint->text, sizeof hint->text,
                   stage == 2 ? ": the only place left for it in "
                              : ": a Hall set (cells sharing their candidates) in ");
            append_house(hint->text, sizeof hint->text, n, house);
            for (k = 0; k < n && hint->n_cells < LATIN_MAX_N + 1; k++)
                if (s.house[house][k] != cell)
                    hint->cells[hint->n_cells++] = s.house[house][k];
        }
        return;
    }
}
