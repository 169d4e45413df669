/* Summaries of per-step times. */
#ifndef RIGID2D_BENCH_STATS_H
#define RIGID2D_BENCH_STATS_H

#include <stdint.h>

double stats_mean(const double* values, int32_t count);

/* The median; sorts values in place. 0 when empty. */
double stats_median(double* values, int32_t count);

/* Monotonic time in milliseconds. */
double stats_now_ms(void);

#endif
