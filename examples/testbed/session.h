/* One scene running in one world: load by name, step, reset, statistics.
 * The scene comes from bench/scenes, shared with the benchmark and tests. */
#ifndef TESTBED_SESSION_H
#define TESTBED_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "rigid2d/rigid2d.h"
#include "scene.h"

struct scene_extras;

typedef struct session {
    scene* description;
    r2d_world_id world;   /* null bits when no world */
    r2d_body_id* bodies;  /* the scene's bodies, in the scene's order */
    int32_t body_count;
    int64_t steps;        /* since the last reset */
    double step_ms;       /* wall time of the last step */
    double step_ms_smooth;/* exponential average, for a steady display */
    r2d_step_profile profile_smooth; /* the steps' profiles (r2d_world_get_profile), averaged the same way */
    r2d_step_profile profile_total;  /* and summed since the last reset */
    struct scene_extras* extras; /* scene_extras.h; on the heap, for the world's callbacks point into it */
    int32_t worker_count; /* threads that share a step (r2d_world_def::worker_count) */
} session;

/* A session on the named scene; false (with a message on stderr) for an
 * unknown scene or a failure of the engine. */
bool session_open(session* s, const char* scene_name);

/* Rebuilds the world from the description, back to step 0. */
bool session_reset(session* s);

/* Rebuilds the world with worker_count workers, back to step 0. */
bool session_set_workers(session* s, int32_t worker_count);

/* One step of the scene's time step; false (with a message) on failure. */
bool session_step(session* s);

void session_close(session* s);

typedef struct session_stats {
    int32_t bodies;
    int32_t awake_bodies;
    int32_t contacts;
} session_stats;

session_stats session_get_stats(const session* s);

#endif
