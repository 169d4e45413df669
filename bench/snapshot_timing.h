/* Snapshot figures for rollback netcode: how long rigid2d takes to save
 * and to restore a scene's world, as a share of one step's time, and how
 * many bytes a snapshot takes per body. Printed by rigid2d_bench
 * --snapshots as SNAPSHOT lines, never checked by a timed test. */
#ifndef RIGID2D_BENCH_SNAPSHOT_TIMING_H
#define RIGID2D_BENCH_SNAPSHOT_TIMING_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "scene.h"

/* Builds s with worker_count workers, runs it to the steps it is timed
 * from, then alternates rounds of a step, a save and a restore; false
 * (after saying why) on failure. */
bool snapshot_timing_report(FILE* out, const scene* s, int32_t rounds, int32_t worker_count);

#endif
