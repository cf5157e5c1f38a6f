/* gen_fill.h: a full Fillomino board built cell by cell in order with backjumping, the generator's last
   resort when growing regions at random sticks (small region bounds on large boards). */
#ifndef COVERJAR_FILLOMINO_GEN_FILL_H
#define COVERJAR_FILLOMINO_GEN_FILL_H

#include "dlx/rng.h"
#include "fillomino/board.h"

#include <stddef.h>

/* Largest region the fill places (shapes listed: 1 + 2 + 6 + 19 + 63 + 216 for sizes 1 to 6). */
#define FM_FILL_MAX_SHAPE 6
/* The generator's cap on the fill: this many regions placed per cell of the board, in all its tries. */
#ifndef FM_FILL_NODES_PER_CELL
#define FM_FILL_NODES_PER_CELL 500
#endif
/* The order of the cells: strips of this many columns, left to right, each row by row (a cell's neighbour
   above is then at most this many cells back, and a search backing up to it undoes fewer regions). */
#ifndef FM_FILL_STRIP
#define FM_FILL_STRIP 16
#endif
/* Placements per cell of the first try; each further try, from an empty board, may take twice the last
   (restarts: a try that runs long seldom ends soon). */
#ifndef FM_FILL_FIRST_TRY
#define FM_FILL_FIRST_TRY 16
#endif
enum { FM_FILL_NONE = -1, FM_FILL_STUCK = -2 };

/* A random valid full w x h board into board (regions of at most max_region cells, and at most
   FM_FILL_MAX_SHAPE or the largest size whose shapes fit in table_bytes): each first free cell in the order
   above starts a region of a listed shape (a random size first, then the others; a random shape first), no
   two regions of one size touching; a cell that fits nowhere sends the search back to the latest region that
   stood in the way (backjumping: a region's blame keeps only its latest two, so a try may miss a board), and
   a try past its placements starts again (FM_FILL_FIRST_TRY). owner holds an int per cell, stack 4 per cell,
   table the shapes. 0; FM_FILL_NONE when there is no such board: regions of at most 2 on a board 2 or more
   wide and tall (the two cells beside a domino's long side could be neither a domino, which would touch it,
   nor two 1s, which touch), or at most 1 on a board of 2 or more; FM_FILL_STUCK past max_nodes placements
   in all, when no region fits on the empty board, or when no shape fits in the table. *nodes: the
   placements made. */
int fm_fill_rows(int w, int h, int max_region, cj_rng *rng, long max_nodes, fm_val *board, int *owner,
                 int *stack, unsigned char *table, size_t table_bytes, long *nodes);

#endif
