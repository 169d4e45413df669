#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "targets.h"

typedef struct speed_target {
    const char* scene;
    const char* peer; /* "chipmunk" means its faster index in this run */
    double ratio;     /* peer ms / rigid2d ms, at least */
    step_time_basis basis;
} speed_target;

/* many_pyramids is judged on means: Box2D 2.4.1 speeds up once the
 * pyramids settle, and the mean covers the whole run. */
static const speed_target speed_targets[] = {
    {"large_pyramid", "box2d", 4.5, STEP_TIME_MEDIAN},   {"large_pyramid", "chipmunk", 5.5, STEP_TIME_MEDIAN},
    {"many_pyramids", "box2d", 5.0, STEP_TIME_MEAN},     {"many_pyramids", "chipmunk", 5.0, STEP_TIME_MEAN},
    {"tumbler", "box2d", 12.0, STEP_TIME_MEDIAN},        {"tumbler", "chipmunk", 2.0, STEP_TIME_MEDIAN},
    {"tumbler_circles", "box2d", 10.0, STEP_TIME_MEDIAN}, {"tumbler_circles", "chipmunk", 1.2, STEP_TIME_MEDIAN},
    {"joint_grid", "box2d", 1.8, STEP_TIME_MEDIAN},
};

/* Standing stacks: the apex within 1 m of its start, no box more than
 * 0.25 m sideways. Joints: no revolute joint's anchors more than 0.5 m
 * apart (Box2D v3 keeps the joint grid within 0.42 m). Every scene:
 * nothing escaped, nothing non-finite. */
static const float max_apex_drop = 1.0f;
static const float max_sideways = 0.25f;
static const float max_joint_gap = 0.5f;
static const double max_scaling_growth = 1.5;

/* Issue 17: two workers at least this many times as fast as one worker of
 * the same build, median over rounds of each run's median step. */
typedef struct worker_target {
    const char* scene;
    double ratio;
} worker_target;
static const worker_target worker_targets[] = {
    {"many_pyramids", 1.8}, {"rain_64000", 1.8}, {"large_pyramid", 1.7}, {"tumbler", 1.5}};
/* And one worker against the build before the workers, run as --baseline
 * (issue 17 names 440f4f5): at most 3% slower on any scene, and
 * many_pyramids 1.15 times as fast. */
static const double baseline_least_ratio = 1.0 / 1.03;
static const worker_target baseline_speedups[] = {{"many_pyramids", 1.15}};

static bool quality_holds(const scene_quality* q)
{
    /* A NaN gap (no revolute joints) passes. */
    if (q->escaped != 0 || q->non_finite != 0 || q->joint_gap > max_joint_gap) {
        return false;
    }
    return isnan(q->apex_y) || (q->apex_drop <= max_apex_drop && q->max_dx <= max_sideways);
}

/* Whether every rigid2d run of the scene kept its quality; false if none ran. */
static bool rigid2d_quality_holds(const bench_record* records, int32_t count, const char* scene_name)
{
    int32_t runs = 0;
    for (int32_t i = 0; i < count; ++i) {
        const bench_record* rec = &records[i];
        if (strcmp(rec->s->name, scene_name) != 0 || strcmp(rec->e->name, "rigid2d") != 0) {
            continue;
        }
        if (!rec->result.ok || !quality_holds(&rec->result.quality)) {
            return false;
        }
        ++runs;
    }
    return runs > 0;
}

static double peer_ms(const bench_record* records, int32_t count, const speed_target* t)
{
    if (strcmp(t->peer, "chipmunk") != 0) {
        return report_median_over_rounds(records, count, t->scene, t->peer, t->basis);
    }
    double tree = report_median_over_rounds(records, count, t->scene, "chipmunk", t->basis);
    double hash = report_median_over_rounds(records, count, t->scene, "chipmunk_hash", t->basis);
    return isnan(tree) ? hash : (isnan(hash) ? tree : fmin(tree, hash));
}

static const char* yes_no(bool value) { return value ? "yes" : "no"; }

static void report_worker_targets(FILE* out, const bench_record* records, int32_t count)
{
    for (size_t i = 0; i < sizeof worker_targets / sizeof worker_targets[0]; ++i) {
        const worker_target* t = &worker_targets[i];
        double one = report_median_over_rounds(records, count, t->scene, "rigid2d", STEP_TIME_MEDIAN);
        double two = report_median_over_rounds(records, count, t->scene, "rigid2d_2t", STEP_TIME_MEDIAN);
        if (isnan(one) || isnan(two)) {
            continue;
        }
        fprintf(out, "TARGET what=workers scene=%s workers=2 at_least=%.2f got=%.2f met=%s\n", t->scene, t->ratio,
                one / two, yes_no(one / two >= t->ratio));
    }
}

static double baseline_least(const char* scene_name)
{
    for (size_t i = 0; i < sizeof baseline_speedups / sizeof baseline_speedups[0]; ++i) {
        if (strcmp(baseline_speedups[i].scene, scene_name) == 0) {
            return baseline_speedups[i].ratio;
        }
    }
    return baseline_least_ratio;
}

/* One line per scene run by both builds on one worker, in first-run order. */
static void report_baseline_targets(FILE* out, const bench_record* records, int32_t count)
{
    const char** scenes = (const char**)malloc(sizeof(char*) * (size_t)(count > 0 ? count : 1));
    int32_t scene_count = scenes != NULL ? report_distinct_names(records, count, false, scenes) : 0;
    for (int32_t i = 0; i < scene_count; ++i) {
        double mine = report_median_over_rounds(records, count, scenes[i], "rigid2d", STEP_TIME_MEDIAN);
        double base = report_median_over_rounds(records, count, scenes[i], "rigid2d_base", STEP_TIME_MEDIAN);
        if (isnan(mine) || isnan(base)) {
            continue;
        }
        double least = baseline_least(scenes[i]);
        fprintf(out, "TARGET what=baseline scene=%s at_least=%.2f got=%.3f met=%s\n", scenes[i], least, base / mine,
                yes_no(base / mine >= least));
    }
    free(scenes);
}

void report_targets(FILE* out, const bench_record* records, int32_t count)
{
    fprintf(out, "\ntargets (issues 5 and 17), measured in this invocation\n");
    for (size_t i = 0; i < sizeof speed_targets / sizeof speed_targets[0]; ++i) {
        const speed_target* t = &speed_targets[i];
        double mine = report_median_over_rounds(records, count, t->scene, "rigid2d", t->basis);
        double theirs = peer_ms(records, count, t);
        if (isnan(mine) || isnan(theirs)) {
            continue;
        }
        bool quality = rigid2d_quality_holds(records, count, t->scene);
        double ratio = theirs / mine;
        fprintf(out, "TARGET what=speed scene=%s peer=%s basis=%s at_least=%.2f got=%.2f quality=%s met=%s\n",
                t->scene, t->peer, t->basis == STEP_TIME_MEAN ? "mean" : "median", t->ratio, ratio,
                quality ? "ok" : "failed", yes_no(quality && ratio >= t->ratio));
    }

    report_worker_targets(out, records, count);
    report_baseline_targets(out, records, count);

    double worst_allocs = -1.0;
    for (int32_t i = 0; i < count; ++i) {
        const bench_record* rec = &records[i];
        if (rec->result.ok && strcmp(rec->s->name, "large_pyramid") == 0 && strcmp(rec->e->name, "rigid2d") == 0) {
            worst_allocs = fmax(worst_allocs, rec->result.allocs_per_step);
        }
    }
    if (worst_allocs >= 0.0) {
        fprintf(out, "TARGET what=allocations scene=large_pyramid at_most=0 got=%.3f met=%s\n", worst_allocs,
                yes_no(worst_allocs == 0.0));
    }

    double small = report_median_over_rounds(records, count, "rain_1000", "rigid2d", STEP_TIME_MEDIAN) / 1000.0;
    double large = report_median_over_rounds(records, count, "rain_64000", "rigid2d", STEP_TIME_MEDIAN) / 64000.0;
    if (!isnan(small) && !isnan(large)) {
        fprintf(out, "TARGET what=scaling scene=rain_64000 per_body_vs=rain_1000 at_most=%.2f got=%.2f met=%s\n",
                max_scaling_growth, large / small, yes_no(large / small <= max_scaling_growth));
    }
}
