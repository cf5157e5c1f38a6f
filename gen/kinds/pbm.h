/* pbm.h: a Netpbm bitmap (P1 or P4) read into one byte per pixel (1 = black), the picture a Nonogram
   is made from by `bin/gen --variant nonogram --image FILE.pbm` (host only). */
#ifndef COVERJAR_PBM_H
#define COVERJAR_PBM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Reads path into cells (room for max_side * max_side) and its size; 0, or -1 with err saying
   "FILE:LINE: problem" (not a bitmap, a size outside 1..max_side, a bad or missing pixel). */
int pbm_read(const char *path, int max_side, uint8_t *cells, int *width, int *height, char *err, size_t err_size);
/* The same from an open stream, named name in messages. */
int pbm_read_stream(FILE *f, const char *name, int max_side, uint8_t *cells, int *width, int *height, char *err,
                    size_t err_size);

#endif
