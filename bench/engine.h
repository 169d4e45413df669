/* What the benchmark needs from a physics engine: build a world from a
 * scene description, step it, read where the bodies are, count touching
 * contacts, destroy it. Each adapter fills one engine record. */
#ifndef RIGID2D_BENCH_ENGINE_H
#define RIGID2D_BENCH_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "scene.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct engine {
    const char* name;     /* as in RESULT lines: rigid2d, box2d, chipmunk */
    const char* settings; /* how it is configured, printed once */

    /* A new world built from s, or null with the reason in error. */
    void* (*create)(const scene* s, char* error, size_t error_size);
    /* One step of s->time_step; false if the engine refused. */
    bool (*step)(void* world);
    /* One state per scene body, in the scene's order. */
    void (*read_states)(void* world, scene_body_state* out_states);
    /* Touching contacts (pairs with contact points), or -1 if unknown. */
    int32_t (*contact_count)(void* world);
    void (*destroy)(void* world);
    /* Set for a build of rigid2d run as another process (baseline.h);
     * the functions above are then null, and external_engine names the
     * engine that build runs (rigid2d or rigid2d_<n>t). */
    const char* external_bench;
    const char* external_engine;
    /* Where the last step's time went, BENCH_STAGE_COUNT milliseconds in
     * the order of bench_stage_names (run.h); null for an engine that
     * does not say. */
    void (*stage_times)(void* world, double* out_ms);
} engine;

/* The adapters compiled in, ending with a null pointer. */
const engine* const* engines_available(void);

/* An available engine by name, or null. */
const engine* engine_find(const char* name);

#ifdef __cplusplus
}
#endif

#endif /* RIGID2D_BENCH_ENGINE_H */
