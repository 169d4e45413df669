/* Counts heap allocations of the whole process, the engine libraries'
 * included: the benchmark executable defines malloc and its relatives, so
 * the dynamic linker binds every library's calls (operator new too) to them. */
#ifndef RIGID2D_BENCH_ALLOC_COUNTER_H
#define RIGID2D_BENCH_ALLOC_COUNTER_H

#include <stdint.h>

/* Allocations (malloc, calloc, realloc, aligned) since the process began. */
uint64_t alloc_count(void);

#endif
