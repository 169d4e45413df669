/* Two builds of rigid2d stepped in turn in one process: each build's
 * paired_side.so is loaded into a namespace of its own (dlmopen), each
 * makes the same scene at each worker count asked, and then every world
 * takes one step in turn, in a new shuffled order every step. The machine's
 * drift, which moves whole runs by 10 to 40% on the development VM, then
 * falls on both builds within milliseconds of each other, and the median
 * of the per-step ratios compares them. bench-paired.sh runs it twice,
 * the second time with --base-first (which loads and makes the base
 * build's worlds first), so that neither build always gets the first
 * memory placement.
 *
 *   paired_bench [--base-first] [--burst N] SIDE_NEW SIDE_BASE SCENE WARM_STEPS STEPS WORKERS...
 *
 * With --burst N (N >= 2), each world takes N steps at its turn and the
 * turn counts as the mean of the last N - 1: steps straight after steps
 * of the same world, caches warm with its data, as rigid2d_bench times
 * them; a single step meets what the other worlds left in the caches.
 * STEPS then counts turns.
 *
 * Prints, per build and worker count, the median wall time and stages of
 * a step, then a RATIO line per worker count (base ms / new ms, median
 * over steps: above 1 the new build is faster) and, with two worker
 * counts, each build's SPEEDUP (its time at the first count over its time
 * at the second, median over steps). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void* (*make_fn)(const char*, int, int);
typedef double (*step_fn)(void*, float*);

enum { max_counts = 4, stage_count = 10 };
static const char* const stage_names[stage_count] = {"step",  "pairs",    "collide",    "prepare", "substeps",
                                                     "store", "finalize", "continuous", "sleep",   "sensors"};
static const char* const side_names[2] = {"new", "base"};

static int compare_doubles(const void* a, const void* b)
{
    double x = *(const double*)a, y = *(const double*)b;
    return x < y ? -1 : x > y;
}

/* The median of n values, n >= 1; sorts them. */
static double median(double* values, int n)
{
    qsort(values, (size_t)n, sizeof *values, compare_doubles);
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

int main(int argc, char** argv)
{
    bool base_first = argc > 1 && strcmp(argv[1], "--base-first") == 0;
    if (base_first) {
        --argc;
        ++argv;
    }
    int burst = 1;
    if (argc > 2 && strcmp(argv[1], "--burst") == 0) {
        burst = atoi(argv[2]);
        argc -= 2;
        argv += 2;
    }
    if (argc < 7 || argc > 6 + max_counts || atoi(argv[5]) < 1 || burst < 1) {
        fprintf(
            stderr,
            "usage: paired_bench [--base-first] [--burst N] SIDE_NEW SIDE_BASE SCENE WARM_STEPS STEPS WORKERS...\n");
        return 2;
    }
    const char* scene_name = argv[3];
    int warm_steps = atoi(argv[4]);
    int steps = atoi(argv[5]);
    int count_of_counts = argc - 6;
    int worker_counts[max_counts];
    for (int k = 0; k < count_of_counts; ++k) worker_counts[k] = atoi(argv[6 + k]);

    /* Side 0 is the new build, side 1 the base; loaded, and their worlds
     * made, in that order unless base_first. */
    make_fn make[2];
    step_fn step[2];
    for (int k = 0; k < 2; ++k) {
        int side = base_first ? 1 - k : k;
        void* library = dlmopen(LM_ID_NEWLM, argv[1 + side], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            fprintf(stderr, "paired_bench: %s\n", dlerror());
            return 1;
        }
        make[side] = (make_fn)dlsym(library, "paired_make");
        step[side] = (step_fn)dlsym(library, "paired_step");
        if (make[side] == NULL || step[side] == NULL) {
            fprintf(stderr, "paired_bench: %s lacks paired_make or paired_step\n", argv[1 + side]);
            return 1;
        }
    }
    /* World i: side i % 2 at worker count i / 2. */
    int world_count = 2 * count_of_counts;
    void* worlds[2 * max_counts];
    for (int k = 0; k < world_count; ++k) {
        int i = base_first ? k ^ 1 : k;
        worlds[i] = make[i % 2](scene_name, worker_counts[i / 2], warm_steps);
        if (worlds[i] == NULL) {
            fprintf(stderr, "paired_bench: no scene %s\n", scene_name);
            return 1;
        }
    }
    double* wall = calloc((size_t)world_count * (size_t)steps, sizeof *wall);
    double* stages = calloc((size_t)world_count * (size_t)steps * stage_count, sizeof *stages);
    double* column = calloc((size_t)steps, sizeof *column);
    if (wall == NULL || stages == NULL || column == NULL) return 1;
    /* A fresh order every step, so that no world is stepped more often
     * than the others straight after itself, caches warm with its own
     * data: reversing the order every step did that to the first and the
     * last world (the new build on the first worker count, the base on
     * the last), which made a build against itself read 1.05 on one
     * worker and 0.94 on two on large_pyramid. */
    int timed = burst > 1 ? burst - 1 : 1; /* steps of a turn that count */
    int order[2 * max_counts];
    for (int j = 0; j < world_count; ++j) order[j] = j;
    uint32_t random = 12345u;
    for (int s = 0; s < steps; ++s) {
        for (int j = world_count - 1; j > 0; --j) {
            random = random * 1664525u + 1013904223u; /* a fixed LCG: the same orders every run */
            int k = (int)((random >> 16) % (uint32_t)(j + 1));
            int swap = order[j];
            order[j] = order[k];
            order[k] = swap;
        }
        for (int j = 0; j < world_count; ++j) {
            int i = order[j];
            double* turn_wall = wall + (size_t)i * steps + s;
            double* turn_stages = stages + ((size_t)i * steps + s) * stage_count;
            for (int b = 0; b < burst; ++b) {
                float profile[stage_count];
                double ms = step[i % 2](worlds[i], profile);
                if (b < burst - timed) continue; /* the cold first step of a burst */
                *turn_wall += ms / timed;
                for (int q = 0; q < stage_count; ++q) turn_stages[q] += profile[q] / timed;
            }
        }
    }
    for (int i = 0; i < world_count; ++i) {
        memcpy(column, wall + (size_t)i * steps, (size_t)steps * sizeof *column);
        printf("PAIRED build=%s workers=%d scene=%s wall=%.4f", side_names[i % 2], worker_counts[i / 2], scene_name,
               median(column, steps));
        for (int q = 1; q < stage_count; ++q) {
            for (int s = 0; s < steps; ++s) column[s] = stages[((size_t)i * steps + s) * stage_count + q];
            printf(" %s=%.4f", stage_names[q], median(column, steps));
        }
        printf("\n");
    }
    for (int k = 0; k < count_of_counts; ++k) {
        const double* new_ms = wall + (size_t)(2 * k) * steps;
        const double* base_ms = wall + (size_t)(2 * k + 1) * steps;
        for (int s = 0; s < steps; ++s) column[s] = base_ms[s] / new_ms[s];
        printf("RATIO workers=%d scene=%s base_over_new=%.4f\n", worker_counts[k], scene_name, median(column, steps));
    }
    if (count_of_counts == 2) {
        for (int side = 0; side < 2; ++side) {
            const double* first = wall + (size_t)side * steps;
            const double* second = wall + (size_t)(2 + side) * steps;
            for (int s = 0; s < steps; ++s) column[s] = first[s] / second[s];
            printf("SPEEDUP build=%s scene=%s workers=%d against=%d speedup=%.4f\n", side_names[side], scene_name,
                   worker_counts[1], worker_counts[0], median(column, steps));
        }
    }
    return 0;
}
