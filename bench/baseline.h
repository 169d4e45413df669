/* Another build of rigid2d as one more engine: with --baseline PATH, each
 * run of the engine rigid2d_base is a run of PATH (the rigid2d_bench of an
 * earlier commit, built beside this one) for that one scene, alternated
 * with this build's runs like any peer; with --threads, once per worker
 * count. So "no slower than before" is
 * measured in one invocation, under the same drift of the machine. */
#ifndef RIGID2D_BENCH_BASELINE_H
#define RIGID2D_BENCH_BASELINE_H

#include "run.h"

/* The engine that runs the benchmark at path on worker_count workers (1 to
 * 4), named rigid2d_base or rigid2d_base_<n>t; the path must outlive it. */
const engine* baseline_engine(const char* path, int32_t worker_count);

/* One run of s in the other build, from the JSON it prints. */
run_result run_baseline(const engine* e, const scene* s, int32_t step_count);

#endif
