/* kind_text.h: freestanding text building for the kind tables (error messages, hints) without stdio:
   strings and decimal numbers appended to a caller's buffer, cut (never overrun) when it is full. */
#ifndef COVERJAR_KIND_TEXT_H
#define COVERJAR_KIND_TEXT_H

#include <stddef.h>

typedef struct kind_text {
    char *buf;
    size_t size, len; /* len stays below size; buf[len] is always the NUL */
} kind_text;

void kind_text_init(kind_text *t, char *buf, size_t size);
void kind_text_str(kind_text *t, const char *s);
void kind_text_int(kind_text *t, long v);
/* "r4c7" for cell index 3*width + 6 */
void kind_text_cell(kind_text *t, int cell, int width);
/* Writes a whole message of up to three pieces: s1, then the number v (when s2 is not NULL), then s2. */
void kind_text_say(char *buf, size_t size, const char *s1, long v, const char *s2);

#endif
