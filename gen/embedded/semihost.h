/* semihost.h: the firmware's only I/O: ARM and RISC-V semihosting calls (print a string, read the host
   clock, exit with a status), which QEMU answers when started with -semihosting-config enable=on. */
#ifndef COVERJAR_SEMIHOST_H
#define COVERJAR_SEMIHOST_H

/* Prints a NUL-terminated string on the host (SYS_WRITE0). */
void sh_write(const char *text);
/* Prints an unsigned number in decimal. */
void sh_write_uint(unsigned long value);
/* Centiseconds since the program started, from the host clock (SYS_CLOCK); -1 if unknown. */
long sh_clock_cs(void);
/* Ends the emulation with this exit status (SYS_EXIT_EXTENDED); does not return. */
void sh_exit(int status);

#endif
