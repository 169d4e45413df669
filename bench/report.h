/* Printing runs: a readable line and a RESULT line per run, then the
 * summaries (medians, rigid2d's speed ratios, scaling), or JSON. */
#ifndef RIGID2D_BENCH_REPORT_H
#define RIGID2D_BENCH_REPORT_H

#include <stdio.h>

#include "run.h"

typedef struct bench_record {
    const scene* s;
    const engine* e;
    int32_t repeat; /* 1-based round */
    run_result result;
} bench_record;

typedef enum step_time_basis { STEP_TIME_MEDIAN, STEP_TIME_MEAN } step_time_basis;

/* Lists the distinct scene (or, with engines, engine) names of the records
 * in first-seen order into out, which has room for record_count; returns
 * how many. */
int32_t report_distinct_names(const bench_record* records, int32_t record_count, bool engines, const char** out);

/* The median over rounds of each run's median (or mean) ms per step of one
 * scene and engine; NAN if no such run succeeded. */
double report_median_over_rounds(const bench_record* records, int32_t record_count, const char* scene_name,
                                 const char* engine_name, step_time_basis basis);

void report_header(FILE* out, const engine* const* engines, int32_t engine_count, scene* const* scenes,
                   int32_t scene_count);
void report_run(FILE* out, const bench_record* record);

/* Per scene and engine, the median of the runs' medians; then rigid2d's
 * speed against each peer (peer ms / rigid2d ms: above 1, rigid2d is
 * faster) as RATIO lines, from medians (speed_ratio) and from means
 * (mean_ratio); then cost per body-step of the rain scenes. */
void report_summary(FILE* out, const bench_record* records, int32_t record_count);

void report_json(FILE* out, const bench_record* records, int32_t record_count);

#endif
