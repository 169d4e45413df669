#define _POSIX_C_SOURCE 199309L /* clock_gettime under -std=c99 */
#include <stdlib.h>
#include <time.h>

#include "stats.h"

double stats_mean(const double* values, int32_t count)
{
    double sum = 0.0;
    for (int32_t i = 0; i < count; ++i) {
        sum += values[i];
    }
    return count > 0 ? sum / count : 0.0;
}

static int compare_doubles(const void* a, const void* b)
{
    double x = *(const double*)a;
    double y = *(const double*)b;
    return (x > y) - (x < y);
}

double stats_median(double* values, int32_t count)
{
    if (count <= 0) {
        return 0.0;
    }
    qsort(values, (size_t)count, sizeof(double), compare_doubles);
    return count % 2 == 1 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
}

double stats_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}
