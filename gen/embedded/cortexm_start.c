/* cortexm_start.c: start-up for Cortex-M3/M4F: the vector table (initial stack pointer, reset and fault
   handlers), the reset handler (copy .data, zero .bss, paint the stack, FPU on, main, exit), stack use. */
#include <stdint.h>

#include "gen/embedded/semihost.h"
#include "gen/embedded/start.h"

/* Symbols of cortexm.ld. */
extern uint32_t _sidata, _sdata, _edata, _sbss, _ebss, _sstack, _estack;

int main(void);
void cj_reset_handler(void);
static void fault_handler(void);
static void spare_handler(void);

#define STACK_PAINT 0x5AC3A55Cu

/* The table the core reads at reset: word 0 is the initial stack pointer, word 1 the reset handler. */
struct vector_table {
    const void *initial_sp;
    void (*handlers[15])(void);
};

__attribute__((section(".isr_vector"), used)) static const struct vector_table vectors = {
    &_estack,
    {
        cj_reset_handler, /* reset */
        fault_handler,    /* NMI */
        fault_handler,    /* HardFault */
        fault_handler,    /* MemManage */
        fault_handler,    /* BusFault */
        fault_handler,    /* UsageFault */
        0, 0, 0, 0,       /* reserved */
        spare_handler,    /* SVCall */
        spare_handler,    /* DebugMonitor */
        0,                /* reserved */
        spare_handler,    /* PendSV */
        spare_handler     /* SysTick */
    }
};

/* A fault ends the run with a status no test expects (98), instead of spinning. */
static void fault_handler(void)
{
    sh_write("# fault\n");
    sh_exit(98);
}

static void spare_handler(void)
{
    sh_exit(97);
}

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

void cj_reset_handler(void)
{
    const uint32_t *src = &_sidata;
    uint32_t *dst;
    volatile uint32_t here = 0;
    for (dst = &_sdata; dst < &_edata; dst++)
        *dst = *src++;
    for (dst = &_sbss; dst < &_ebss; dst++)
        *dst = 0;
    /* Paint the stack below this frame, so the high-water mark can be read at the end. */
    for (dst = &_sstack; (uintptr_t)dst + 64u < (uintptr_t)&here; dst++)
        *dst = STACK_PAINT;
#if defined(__ARM_FP)
    /* CP10 and CP11 full access (CPACR bits 20-23): the FPU of the M4F. */
    *(volatile uint32_t *)0xE000ED88u |= 0xFu << 20;
    __asm__ volatile("dsb\n\tisb" ::: "memory");
#endif
    sh_exit(main());
}
