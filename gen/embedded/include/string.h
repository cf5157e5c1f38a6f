/* string.h: the only <string.h> the firmware build sees (-nostdinc): the functions gen/embedded/libc.c
   defines. A core file that calls anything else fails to compile, which is the freestanding check. */
#ifndef COVERJAR_EMBEDDED_STRING_H
#define COVERJAR_EMBEDDED_STRING_H

#include <stddef.h>

void *memset(void *dst, int value, size_t n);
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
int strcmp(const char *a, const char *b);
size_t strlen(const char *s);

#endif
