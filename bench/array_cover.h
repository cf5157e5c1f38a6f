/* array_cover.h: a 9x9 exact-cover solver on flat arrays (kudoku's design, written here), the bench's
   same-run reference for how fast an exact-cover search without dancing links is on this machine. */
#ifndef COVERJAR_ARRAY_COVER_H
#define COVERJAR_ARRAY_COVER_H

#include <stdint.h>

typedef struct array_cover {
    uint16_t covers[729][4];  /* per option: its four items */
    uint16_t options[324][9]; /* per item: its nine options */
    uint8_t conflicts[729];   /* per option: taken options it clashes with (0: still possible) */
    uint8_t left[324];        /* per item: possible options, plus 128 once covered */
} array_cover;

void array_cover_init(array_cover *a);

/* Solutions of a puzzle (81 values, 0 empty), counted to 2; the first is written to solution. */
int array_cover_count(array_cover *a, const uint8_t *puzzle, uint8_t *solution);

#endif
