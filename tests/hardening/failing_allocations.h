/* Replaces operator new for a test's whole process, so that the library's
 * allocations can be failed one at a time: the OOM harness tries every
 * allocation of every mutating call, the fuzz target a few at random.
 * Both check that a call which runs out of memory says so and changes
 * nothing (the header's promise). */
#ifndef RIGID2D_FAILING_ALLOCATIONS_H
#define RIGID2D_FAILING_ALLOCATIONS_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Counts allocations from now on; the one after `after` more (0: the
 * next) fails. */
void failing_allocations_arm(long after);
/* No allocation fails any more; returns whether one did since the arming. */
bool failing_allocations_disarm(void);
/* Allocations asked for since the last arming. */
long failing_allocations_seen(void);
/* An allocation that counts and may fail (NULL), for other allocation
 * functions a test replaces too, such as aligned_alloc. */
void* failing_allocations_allocate(size_t size, size_t alignment);

#ifdef __cplusplus
}
#endif

#endif
