/* riscv_start.c: C start-up for the RISC-V firmware (QEMU virt, -bios none): zero .bss, paint the stack,
   run main and exit by semihosting with its status; and the stack high-water mark. */
#include <stdint.h>

#include "gen/embedded/semihost.h"
#include "gen/embedded/start.h"

extern uint32_t _sbss, _ebss, _sstack, _estack;

int main(void);
void cj_riscv_start(void);

#define STACK_PAINT 0x5AC3A55Cu

unsigned long cj_stack_used(void)
{
    const uint32_t *p = &_sstack;
    while (p < &_estack && *p == STACK_PAINT)
        p++;
    return (unsigned long)((uintptr_t)&_estack - (uintptr_t)p);
}

unsigned long cj_stack_size(void)
{
    return (unsigned long)((uintptr_t)&_estack - (uintptr_t)&_sstack);
}

void cj_riscv_start(void)
{
    uint32_t *dst;
    volatile uint32_t here = 0;
    for (dst = &_sbss; dst < &_ebss; dst++)
        *dst = 0;
    for (dst = &_sstack; (uintptr_t)dst + 64u < (uintptr_t)&here; dst++)
        *dst = STACK_PAINT;
    sh_exit(main());
}
