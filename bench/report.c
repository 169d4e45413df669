#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "stats.h"

void report_header(FILE* out, const engine* const* engines, int32_t engine_count, scene* const* scenes,
                   int32_t scene_count)
{
    fprintf(out, "# one thread; each run in its own process; step 1 (contact creation) and, for rain, the\n"
                 "# fall are left out of the timing; engines alternate within every round\n");
    for (int32_t i = 0; i < engine_count; ++i) {
        fprintf(out, "# engine %s: %s\n", engines[i]->name, engines[i]->settings);
    }
    for (int32_t i = 0; i < scene_count; ++i) {
        const scene* s = scenes[i];
        fprintf(out, "# scene %s: %d dynamic bodies, %d joints, %d steps, timed from step %d, sleeping %s%s%s\n",
                s->name, (int)scene_dynamic_body_count(s), (int)s->joint_count, (int)s->step_count,
                (int)s->measure_from_step, s->enable_sleep ? "on" : "off", s->note[0] != '\0' ? "; " : "", s->note);
    }
}

void report_run(FILE* out, const bench_record* rec)
{
    const run_result* r = &rec->result;
    if (!r->ok) {
        fprintf(out, "%-16s %-14s round %d: FAILED: %s\n", rec->s->name, rec->e->name, (int)rec->repeat, r->error);
        fprintf(out, "RESULT engine=%s scene=%s round=%d ok=0\n", rec->e->name, rec->s->name, (int)rec->repeat);
        return;
    }
    const scene_quality* q = &r->quality;
    fprintf(out,
            "%-16s %-14s round %d: %d bodies, %d contacts, mean %.3f ms, median %.3f ms, %.1f steps/s, "
            "peak RSS %.1f MB, %.2f allocations/step; apex y %.3f (drop %.3f), max |dx| %.3f, escaped %d, "
            "non-finite %d, lowest y %.3f, largest joint gap %.3f\n",
            rec->s->name, rec->e->name, (int)rec->repeat, (int)r->bodies, (int)r->contacts, r->mean_ms, r->median_ms,
            1000.0 / r->mean_ms, r->peak_rss_kb / 1024.0, r->allocs_per_step, q->apex_y, q->apex_drop, q->max_dx,
            (int)q->escaped, (int)q->non_finite, q->lowest_y, q->joint_gap);
    fprintf(out,
            "RESULT engine=%s scene=%s round=%d ok=1 bodies=%d contacts=%d steps=%d timed_steps=%d mean_ms=%.4f "
            "median_ms=%.4f steps_per_s=%.2f build_ms=%.1f peak_rss_kb=%ld allocs_per_step=%.3f allocs_last_step=%llu "
            "apex_y=%.4f apex_drop=%.4f max_dx=%.4f escaped=%d nan=%d lowest_y=%.4f joint_gap=%.4f\n",
            rec->e->name, rec->s->name, (int)rec->repeat, (int)r->bodies, (int)r->contacts, (int)r->steps,
            (int)r->timed_steps, r->mean_ms, r->median_ms, 1000.0 / r->mean_ms, r->build_ms, r->peak_rss_kb,
            r->allocs_per_step, (unsigned long long)r->allocs_last_step, q->apex_y, q->apex_drop, q->max_dx,
            (int)q->escaped, (int)q->non_finite, q->lowest_y, q->joint_gap);
    if (r->has_stages) {
        fprintf(out, "STAGES engine=%s scene=%s round=%d", rec->e->name, rec->s->name, (int)rec->repeat);
        for (int i = 0; i < BENCH_STAGE_COUNT; ++i) {
            fprintf(out, " %s=%.4f", bench_stage_names[i], r->stage_ms[i]);
        }
        fprintf(out, "\n");
    }
}

/* The median over rounds of one stage's mean ms of one scene and engine;
 * NAN if no run reported stages. */
static double stage_median_over_rounds(const bench_record* records, int32_t count, const char* scene_name,
                                       const char* engine_name, int stage)
{
    double* values = (double*)malloc(sizeof(double) * (size_t)(count > 0 ? count : 1));
    int32_t n = 0;
    for (int32_t i = 0; values != NULL && i < count; ++i) {
        const bench_record* rec = &records[i];
        if (rec->result.ok && rec->result.has_stages && strcmp(rec->s->name, scene_name) == 0 &&
            strcmp(rec->e->name, engine_name) == 0) {
            values[n++] = rec->result.stage_ms[stage];
        }
    }
    double m = n > 0 ? stats_median(values, n) : NAN;
    free(values);
    return m;
}

/* Prints, under heading (once), a line "<label> scene=S engine=E" with each
 * stage's median ms of engine over its median ms of engine against: above 1,
 * engine takes less time in that stage. Nothing when either reported no
 * stages. */
static void report_stage_ratios(FILE* out, const bench_record* records, int32_t count, const char* scene,
                                const char* engine, const char* against, const char* label, const char* heading,
                                bool* any)
{
    if (isnan(stage_median_over_rounds(records, count, scene, against, 0)) ||
        isnan(stage_median_over_rounds(records, count, scene, engine, 0))) {
        return;
    }
    if (!*any) {
        fprintf(out, "\n%s\n", heading);
        *any = true;
    }
    fprintf(out, "%s scene=%s engine=%s", label, scene, engine);
    for (int i = 0; i < BENCH_STAGE_COUNT; ++i) {
        double theirs = stage_median_over_rounds(records, count, scene, against, i);
        double mine = stage_median_over_rounds(records, count, scene, engine, i);
        /* A stage that took no measurable time has no ratio. */
        if (theirs > 0.0 && mine > 0.0) {
            fprintf(out, " %s=%.2f", bench_stage_names[i], theirs / mine);
        } else {
            fprintf(out, " %s=-", bench_stage_names[i]);
        }
    }
    fprintf(out, "\n");
}

/* The --baseline engine of the same worker count as one of this build's
 * rigid2d engines ("rigid2d_2t" -> "rigid2d_base_2t"), or NULL. */
static const char* baseline_of(const char* engine, char* name, size_t size)
{
    if (strcmp(engine, "rigid2d") == 0) {
        return "rigid2d_base";
    }
    if (strncmp(engine, "rigid2d_", 8) != 0 || strncmp(engine, "rigid2d_base", 12) == 0) {
        return NULL;
    }
    snprintf(name, size, "rigid2d_base_%s", engine + 8);
    return name;
}

/* Stage by stage, from the runs that report stages (rigid2d's, and a
 * --baseline build's when it is new enough to pass them on):
 * STAGE_SCALING, each build's one-worker time over its time on more
 * workers (above 1: the stage gains from them); STAGE_BASELINE, the
 * baseline build's time over this build's at the same worker count (above
 * 1: this build is faster in that stage). */
static void report_stage_scaling(FILE* out, const bench_record* records, int32_t count, const char* const* scenes,
                                 int32_t scene_count, const char* const* engines, int32_t engine_count)
{
    bool any_scaling = false;
    bool any_baseline = false;
    for (int32_t s = 0; s < scene_count; ++s) {
        for (int32_t e = 0; e < engine_count; ++e) {
            bool base = strncmp(engines[e], "rigid2d_base", 12) == 0;
            const char* one_worker = base ? "rigid2d_base" : "rigid2d";
            if (strcmp(engines[e], one_worker) != 0) {
                report_stage_ratios(out, records, count, scenes[s], engines[e], one_worker, "STAGE_SCALING",
                                    "stages: one worker's ms over the workers' ms (median over rounds of each run's mean)",
                                    &any_scaling);
            }
        }
    }
    for (int32_t s = 0; s < scene_count; ++s) {
        for (int32_t e = 0; e < engine_count; ++e) {
            char name[64];
            const char* baseline = baseline_of(engines[e], name, sizeof(name));
            if (baseline != NULL) {
                report_stage_ratios(out, records, count, scenes[s], engines[e], baseline, "STAGE_BASELINE",
                                    "stages: the baseline build's ms over this build's (median over rounds of each run's mean)",
                                    &any_baseline);
            }
        }
    }
}

double report_median_over_rounds(const bench_record* records, int32_t count, const char* scene_name,
                                 const char* engine_name, step_time_basis basis)
{
    double* values = (double*)malloc(sizeof(double) * (size_t)(count > 0 ? count : 1));
    int32_t n = 0;
    for (int32_t i = 0; values != NULL && i < count; ++i) {
        const bench_record* rec = &records[i];
        if (rec->result.ok && strcmp(rec->s->name, scene_name) == 0 && strcmp(rec->e->name, engine_name) == 0) {
            values[n++] = basis == STEP_TIME_MEAN ? rec->result.mean_ms : rec->result.median_ms;
        }
    }
    double m = n > 0 ? stats_median(values, n) : NAN;
    free(values);
    return m;
}

static double median_of_medians(const bench_record* records, int32_t count, const char* scene_name,
                                const char* engine_name)
{
    return report_median_over_rounds(records, count, scene_name, engine_name, STEP_TIME_MEDIAN);
}

int32_t report_distinct_names(const bench_record* records, int32_t count, bool engines, const char** out)
{
    int32_t n = 0;
    for (int32_t i = 0; i < count; ++i) {
        const char* name = engines ? records[i].e->name : records[i].s->name;
        bool seen = false;
        for (int32_t k = 0; k < n && !seen; ++k) {
            seen = strcmp(out[k], name) == 0;
        }
        if (!seen) {
            out[n++] = name;
        }
    }
    return n;
}

void report_summary(FILE* out, const bench_record* records, int32_t count)
{
    const char** scenes = (const char**)malloc(sizeof(char*) * (size_t)(count > 0 ? count : 1));
    const char** engines = (const char**)malloc(sizeof(char*) * (size_t)(count > 0 ? count : 1));
    if (scenes == NULL || engines == NULL) {
        free(scenes);
        free(engines);
        return;
    }
    int32_t scene_count = report_distinct_names(records, count, false, scenes);
    int32_t engine_count = report_distinct_names(records, count, true, engines);

    fprintf(out, "\nmedian of the rounds' median ms per step\n%-16s", "scene");
    for (int32_t e = 0; e < engine_count; ++e) {
        fprintf(out, " %14s", engines[e]);
    }
    fprintf(out, "\n");
    for (int32_t s = 0; s < scene_count; ++s) {
        fprintf(out, "%-16s", scenes[s]);
        for (int32_t e = 0; e < engine_count; ++e) {
            fprintf(out, " %14.3f", median_of_medians(records, count, scenes[s], engines[e]));
        }
        fprintf(out, "\n");
    }

    fprintf(out, "\nrigid2d's speed relative to each peer (peer ms / rigid2d ms; above 1: rigid2d faster)\n");
    for (int32_t s = 0; s < scene_count; ++s) {
        double mine = median_of_medians(records, count, scenes[s], "rigid2d");
        for (int32_t e = 0; e < engine_count && !isnan(mine); ++e) {
            if (strcmp(engines[e], "rigid2d") == 0) {
                continue;
            }
            double theirs = median_of_medians(records, count, scenes[s], engines[e]);
            double mean_ratio = report_median_over_rounds(records, count, scenes[s], engines[e], STEP_TIME_MEAN) /
                                report_median_over_rounds(records, count, scenes[s], "rigid2d", STEP_TIME_MEAN);
            fprintf(out, "RATIO scene=%s peer=%s rigid2d_ms=%.4f peer_ms=%.4f speed_ratio=%.3f mean_ratio=%.3f\n",
                    scenes[s], engines[e], mine, theirs, theirs / mine, mean_ratio);
        }
    }

    /* Cost per body and step: flat means the engine scales linearly. */
    bool any_rain = false;
    for (int32_t s = 0; s < scene_count; ++s) {
        int32_t bodies = strncmp(scenes[s], "rain_", 5) == 0 ? (int32_t)atoi(scenes[s] + 5) : 0;
        if (bodies <= 0) {
            continue; /* not a rain_<n> scene */
        }
        if (!any_rain) {
            fprintf(out, "\nscaling: microseconds per body per step, median step of the settling pile\n");
            any_rain = true;
        }
        for (int32_t e = 0; e < engine_count; ++e) {
            double ms = median_of_medians(records, count, scenes[s], engines[e]);
            fprintf(out, "SCALING scene=%s engine=%s bodies=%d median_ms=%.4f us_per_body_step=%.4f\n", scenes[s],
                    engines[e], (int)bodies, ms, 1000.0 * ms / bodies);
        }
    }
    report_stage_scaling(out, records, count, scenes, scene_count, engines, engine_count);
    free(scenes);
    free(engines);
}

/* NaN and infinities are not JSON: they become null. */
static void json_number(FILE* out, const char* key, double value, bool last)
{
    if (isfinite(value)) {
        fprintf(out, "\"%s\": %.6g%s", key, value, last ? "" : ", ");
    } else {
        fprintf(out, "\"%s\": null%s", key, last ? "" : ", ");
    }
}

void report_json(FILE* out, const bench_record* records, int32_t count)
{
    fprintf(out, "{\"runs\": [\n");
    for (int32_t i = 0; i < count; ++i) {
        const bench_record* rec = &records[i];
        const run_result* r = &rec->result;
        fprintf(out, "  {\"engine\": \"%s\", \"scene\": \"%s\", \"round\": %d, \"ok\": %s, ", rec->e->name,
                rec->s->name, (int)rec->repeat, r->ok ? "true" : "false");
        if (!r->ok) {
            fprintf(out, "\"error\": \"");
            for (const char* c = r->error; *c != '\0'; ++c) {
                fputc(*c == '"' || *c == '\\' ? '\'' : *c, out);
            }
            fprintf(out, "\"}%s\n", i + 1 < count ? "," : "");
            continue;
        }
        fprintf(out, "\"bodies\": %d, \"contacts\": %d, \"steps\": %d, \"timed_steps\": %d, ", (int)r->bodies,
                (int)r->contacts, (int)r->steps, (int)r->timed_steps);
        json_number(out, "mean_ms", r->mean_ms, false);
        json_number(out, "median_ms", r->median_ms, false);
        json_number(out, "build_ms", r->build_ms, false);
        fprintf(out, "\"peak_rss_kb\": %ld, ", r->peak_rss_kb);
        json_number(out, "allocs_per_step", r->allocs_per_step, false);
        json_number(out, "apex_y", r->quality.apex_y, false);
        json_number(out, "apex_drop", r->quality.apex_drop, false);
        json_number(out, "max_dx", r->quality.max_dx, false);
        json_number(out, "lowest_y", r->quality.lowest_y, false);
        json_number(out, "joint_gap", r->quality.joint_gap, false);
        for (int s = 0; r->has_stages && s < BENCH_STAGE_COUNT; ++s) {
            char key[32];
            bench_stage_json_key(s, key, sizeof(key));
            json_number(out, key, r->stage_ms[s], false);
        }
        fprintf(out, "\"escaped\": %d, \"nan\": %d}%s\n", (int)r->quality.escaped, (int)r->quality.non_finite,
                i + 1 < count ? "," : "");
    }
    fprintf(out, "]}\n");
}
