/* start.h: what the start-up files tell the firmware: how much of the stack region the run touched
   (a painted-stack high-water mark) and how large that region is. */
#ifndef COVERJAR_START_H
#define COVERJAR_START_H

unsigned long cj_stack_used(void);
unsigned long cj_stack_size(void);

#endif
