/* The speed targets rigid2d set itself: ratios to each peer, zero
 * allocations per step, linear scaling (issue 5); two workers against one,
 * and one worker against a --baseline build (issue 17). Each is printed as
 * a TARGET line saying whether this invocation met it. */
#ifndef RIGID2D_BENCH_TARGETS_H
#define RIGID2D_BENCH_TARGETS_H

#include <stdio.h>

#include "report.h"

/* Prints a TARGET line for every target whose runs are among the records. */
void report_targets(FILE* out, const bench_record* records, int32_t record_count);

#endif
