/* Batch stepping figures for reinforcement-learning style use: many small
 * worlds stepped one by one on one thread, against the same worlds
 * stepped together by r2d_worlds_step on several threads. Printed by
 * rigid2d_bench --batch as BATCH lines, never checked by a timed test. */
#ifndef RIGID2D_BENCH_BATCH_TIMING_H
#define RIGID2D_BENCH_BATCH_TIMING_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "scene.h"

/* world_count worlds of s, steps steps each way, rounds alternating the
 * two ways; false (after saying why) on failure. */
bool batch_timing_report(FILE* out, const scene* s, int32_t world_count, int32_t thread_count, int32_t steps,
                         int32_t rounds);

#endif
