/* The rigid2d adapter: the scene library builds the world; this steps it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "run.h"

typedef struct rigid2d_world {
    r2d_world_id world;
    r2d_body_id* bodies; /* in the scene's order */
    int32_t body_count;
    float time_step;
} rigid2d_world;

static void destroy(void* handle)
{
    rigid2d_world* w = (rigid2d_world*)handle;
    if (w->world.bits != 0) {
        r2d_world_destroy(w->world);
    }
    free(w->bodies);
    free(w);
}

static void* create_with_workers(const scene* s, int32_t worker_count, char* error, size_t error_size)
{
    rigid2d_world* w = (rigid2d_world*)calloc(1, sizeof(rigid2d_world));
    if (w == NULL) {
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    w->bodies = (r2d_body_id*)calloc((size_t)(s->body_count > 0 ? s->body_count : 1), sizeof(r2d_body_id));
    w->body_count = s->body_count;
    w->time_step = s->time_step;
    r2d_world_def def = scene_world_def_rigid2d(s);
    def.worker_count = worker_count;
    r2d_status status = w->bodies != NULL ? r2d_world_create(&def, &w->world) : R2D_ERROR_OUT_OF_MEMORY;
    if (status == R2D_OK) {
        status = scene_build_rigid2d(s, w->world, w->bodies);
    }
    if (status != R2D_OK) {
        snprintf(error, error_size, "%s: %s", r2d_status_string(status), r2d_last_error_message());
        destroy(w);
        return NULL;
    }
    return w;
}

/* One create function per worker count the benchmark offers. */
#define CREATE_WITH(n)                                                              \
    static void* create_##n(const scene* s, char* error, size_t error_size)      \
    {                                                                             \
        return create_with_workers(s, n, error, error_size);                     \
    }
CREATE_WITH(1)
CREATE_WITH(2)
CREATE_WITH(3)
CREATE_WITH(4)

static bool step(void* handle)
{
    rigid2d_world* w = (rigid2d_world*)handle;
    return r2d_world_step(w->world, w->time_step) == R2D_OK;
}

static void read_states(void* handle, scene_body_state* out)
{
    rigid2d_world* w = (rigid2d_world*)handle;
    for (int32_t i = 0; i < w->body_count; ++i) {
        r2d_vec2 p = {0.0f, 0.0f};
        float angle = 0.0f;
        r2d_body_get_position(w->bodies[i], &p);
        r2d_body_get_angle(w->bodies[i], &angle);
        out[i].position.x = p.x;
        out[i].position.y = p.y;
        out[i].angle = angle;
    }
}

static int32_t contact_count(void* handle)
{
    rigid2d_world* w = (rigid2d_world*)handle;
    int32_t count = -1;
    return r2d_world_get_contact_count(w->world, &count) == R2D_OK ? count : -1;
}

/* r2d_step_profile's stages, in the order of bench_stage_names. */
static void stage_times(void* handle, double* out_ms)
{
    rigid2d_world* w = (rigid2d_world*)handle;
    r2d_step_profile p;
    memset(&p, 0, sizeof(p));
    r2d_world_get_profile(w->world, &p);
    const float stages[BENCH_STAGE_COUNT] = {p.pairs,    p.collide,    p.prepare, p.substeps, p.store,
                                             p.finalize, p.continuous, p.sleep,   p.sensors};
    for (int i = 0; i < BENCH_STAGE_COUNT; ++i) {
        out_ms[i] = stages[i];
    }
}

const engine engine_rigid2d = {
    "rigid2d", "this tree's librigid2d: sub-steps from the scene (4), contact softness at its defaults",
    create_1, step, read_states, contact_count, destroy, NULL, NULL, stage_times,
};

/* The same on more workers: the calling thread and the world's own. */
const engine engine_rigid2d_2t = {
    "rigid2d_2t", "rigid2d on 2 workers", create_2, step, read_states, contact_count, destroy, NULL, NULL, stage_times,
};
const engine engine_rigid2d_3t = {
    "rigid2d_3t", "rigid2d on 3 workers", create_3, step, read_states, contact_count, destroy, NULL, NULL, stage_times,
};
const engine engine_rigid2d_4t = {
    "rigid2d_4t", "rigid2d on 4 workers", create_4, step, read_states, contact_count, destroy, NULL, NULL, stage_times,
};
