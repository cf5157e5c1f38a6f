/* riscv_entry.S: the RISC-V entry point: global and stack pointers from riscv.ld, then the C start-up. */
    .section .cj_entry, "ax"
    .globl _start
_start:
    .option push
    .option norelax
    la gp, __global_pointer$
    .option pop
    la sp, _estack
    andi sp, sp, -16
    call cj_riscv_start
1:  j 1b
