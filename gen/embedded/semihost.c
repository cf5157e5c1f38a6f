/* semihost.c: semihosting for Cortex-M (bkpt 0xAB) and RISC-V (the slli/ebreak/srai sequence): the
   operation number goes in r0/a0, a pointer to its argument block in r1/a1, the result comes back in r0/a0. */
#include "gen/embedded/semihost.h"

#include <stdint.h>

enum { SYS_WRITE0 = 0x04, SYS_CLOCK = 0x10, SYS_EXIT_EXTENDED = 0x20 };
#define ADP_STOPPED_APPLICATION_EXIT 0x20026u

static long semihost_call(long op, void *arg)
{
#if defined(__arm__)
    register long r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    __asm__ volatile("bkpt 0xAB" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
#elif defined(__riscv)
    register long a0 __asm__("a0") = op;
    register void *a1 __asm__("a1") = arg;
    /* The three instructions must be 32-bit and on one page: QEMU recognises them as a whole. */
    __asm__ volatile(".option push\n\t.option norvc\n\t.balign 16\n\t"
                     "slli x0, x0, 0x1f\n\tebreak\n\tsrai x0, x0, 7\n\t.option pop"
                     : "+r"(a0) : "r"(a1) : "memory");
    return a0;
#else
#error "semihosting is written for ARM and RISC-V only"
#endif
}

void sh_write(const char *text)
{
    semihost_call(SYS_WRITE0, (void *)(uintptr_t)text);
}

void sh_write_uint(unsigned long value)
{
    char text[24];
    int at = (int)sizeof text - 1;
    text[at] = '\0';
    do {
        text[--at] = (char)('0' + value % 10u);
        value /= 10u;
    } while (value != 0 && at > 0);
    sh_write(text + at);
}

long sh_clock_cs(void)
{
    return semihost_call(SYS_CLOCK, (void *)0);
}

void sh_exit(int status)
{
    uintptr_t block[2];
    block[0] = ADP_STOPPED_APPLICATION_EXIT;
    block[1] = (uintptr_t)(unsigned)status;
    semihost_call(SYS_EXIT_EXTENDED, block);
    for (;;) {
    }
}
