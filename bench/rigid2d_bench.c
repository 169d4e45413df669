/* rigid2d_bench: builds the same scene descriptions in rigid2d and in the
 * peer engines, steps them in turn on one thread, and prints per-step
 * times, memory, allocations and quality figures. See --help. */
#include <stdio.h>
#include <stdlib.h>

#include "batch_timing.h"
#include "core_latency.h"
#include "options.h"
#include "snapshot_timing.h"
#include "report.h"
#include "targets.h"

static void list_everything(void)
{
    printf("scenes:");
    for (const char* const* name = scene_names(); *name != NULL; ++name) {
        printf(" %s", *name);
    }
    printf(" rain_<n>\nengines:");
    for (const engine* const* e = engines_available(); *e != NULL; ++e) {
        printf(" %s", (*e)->name);
    }
    printf("\n");
}

int main(int argc, char** argv)
{
    bench_options o;
    if (!options_parse(argc, argv, &o)) {
        return 2;
    }
    if (o.list) {
        list_everything();
        return 0;
    }
    FILE* text = o.json ? stderr : stdout;

    scene* scenes[OPTIONS_MAX_SCENES];
    for (int32_t i = 0; i < o.scene_count; ++i) {
        scenes[i] = scene_find(o.scenes[i]);
        if (scenes[i] == NULL) {
            fprintf(stderr, "rigid2d_bench: no scene '%s' (see --list)\n", o.scenes[i]);
            return 2;
        }
    }
    if (o.batch_worlds > 0) {
        int failures = 0;
        for (int32_t i = 0; i < o.scene_count; ++i) {
            int32_t steps = o.steps > 0 ? o.steps : 100;
            failures += batch_timing_report(text, scenes[i], o.batch_worlds, o.batch_threads, steps,
                                            o.repeats > 1 ? o.repeats : 5)
                            ? 0
                            : 1;
            scene_free(scenes[i]);
        }
        return failures == 0 ? 0 : 1;
    }
    if (o.snapshots) {
        int failures = 0;
        int32_t rounds = o.repeats > 1 ? o.repeats : 50;
        for (int32_t i = 0; i < o.scene_count; ++i) {
            for (int32_t w = 0; w < o.worker_count_count; ++w) {
                failures += snapshot_timing_report(text, scenes[i], rounds, o.worker_counts[w]) ? 0 : 1;
            }
            scene_free(scenes[i]);
        }
        return failures == 0 ? 0 : 1;
    }
    report_header(text, o.engines, o.engine_count, scenes, o.scene_count);

    int32_t record_count = 0;
    bench_record* records =
        (bench_record*)calloc((size_t)(o.repeats * o.scene_count * o.engine_count), sizeof(bench_record));
    if (records == NULL) {
        fprintf(stderr, "rigid2d_bench: out of memory\n");
        return 1;
    }
    bool several_workers = false;
    for (int32_t w = 0; w < o.worker_count_count; ++w) several_workers = several_workers || o.worker_counts[w] > 1;
    /* Rounds outermost, engines innermost: every engine meets the machine's
     * drift at nearly the same time; the starting engine rotates per round. */
    for (int32_t round = 1; round <= o.repeats; ++round) {
        for (int32_t i = 0; i < o.scene_count; ++i) {
            fprintf(text, "CORES round=%d scene=%s", (int)round, scenes[i]->name);
            if (several_workers) fprintf(text, " round_trip_ns=%.0f", core_round_trip_ns());
            double load_ns[2];
            cpu_load_ns(&load_ns[0], &load_ns[1]);
            fprintf(text, " load_ns_cpu0=%.1f load_ns_cpu1=%.1f\n", load_ns[0], load_ns[1]);
            for (int32_t k = 0; k < o.engine_count; ++k) {
                bench_record* rec = &records[record_count++];
                rec->s = scenes[i];
                rec->e = o.engines[(k + round - 1) % o.engine_count];
                rec->repeat = round;
                rec->result = run_scene(rec->e, rec->s, o.steps);
                report_run(text, rec);
                fflush(text);
            }
        }
    }
    report_summary(text, records, record_count);
    report_targets(text, records, record_count);
    if (o.json) {
        report_json(stdout, records, record_count);
    }

    int failures = 0;
    for (int32_t i = 0; i < record_count; ++i) {
        failures += records[i].result.ok ? 0 : 1;
    }
    free(records);
    for (int32_t i = 0; i < o.scene_count; ++i) {
        scene_free(scenes[i]);
    }
    return failures == 0 ? 0 : 1;
}
