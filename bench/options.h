/* The benchmark's command line. */
#ifndef RIGID2D_BENCH_OPTIONS_H
#define RIGID2D_BENCH_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine.h"

#define OPTIONS_MAX_SCENES 64
#define OPTIONS_MAX_ENGINES 8

typedef struct bench_options {
    const char* scenes[OPTIONS_MAX_SCENES];
    int32_t scene_count;
    const engine* engines[OPTIONS_MAX_ENGINES];
    int32_t engine_count;
    int32_t steps;   /* 0: each scene's own count */
    int32_t repeats; /* alternating rounds over the engines */
    bool json;       /* JSON on stdout, the text on stderr */
    bool list;       /* print scenes and engines, then stop */
    bool snapshots;  /* time rigid2d's snapshots instead of comparing engines */
    int32_t batch_worlds;   /* >0: time batch stepping of this many worlds instead */
    int32_t batch_threads;  /* threads of the batch step (the largest of --threads) */
    int32_t worker_counts[4];  /* of --threads, in order; {1} without it */
    int32_t worker_count_count;
} bench_options;

/* False (after printing why and the usage) when the line is wrong. */
bool options_parse(int argc, char** argv, bench_options* out);

#endif
