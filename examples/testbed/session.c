#define _POSIX_C_SOURCE 199309L /* clock_gettime */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scene_extras.h"

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static void report(const char* what, r2d_status status)
{
    fprintf(stderr, "testbed: %s failed: %s (%s)\n", what, r2d_status_string(status), r2d_last_error_message());
}

/* The world first: its callbacks point into the extras. */
static void destroy_world(session* s)
{
    if (s->world.bits != 0) {
        r2d_world_destroy(s->world);
        s->world.bits = 0;
    }
    if (s->extras != NULL) {
        scene_extras_free(s->extras);
        free(s->extras);
        s->extras = NULL;
    }
}

bool session_open(session* s, const char* scene_name)
{
    s->world.bits = 0;
    s->bodies = NULL;
    s->body_count = 0;
    s->worker_count = 1;
    s->extras = NULL;
    s->description = scene_find(scene_name);
    if (s->description == NULL) {
        fprintf(stderr, "testbed: no scene named '%s' (try --list)\n", scene_name);
        return false;
    }
    s->bodies = malloc((size_t)(s->description->body_count > 0 ? s->description->body_count : 1) * sizeof(r2d_body_id));
    if (s->bodies == NULL) {
        fprintf(stderr, "testbed: out of memory\n");
        session_close(s);
        return false;
    }
    s->body_count = s->description->body_count;
    if (!session_reset(s)) {
        session_close(s);
        return false;
    }
    return true;
}

bool session_reset(session* s)
{
    destroy_world(s);
    s->steps = 0;
    s->step_ms = 0.0;
    s->step_ms_smooth = 0.0;
    memset(&s->profile_smooth, 0, sizeof(s->profile_smooth));
    memset(&s->profile_total, 0, sizeof(s->profile_total));
    r2d_world_def def = scene_world_def_rigid2d(s->description);
    def.worker_count = s->worker_count;
    r2d_status status = r2d_world_create(&def, &s->world);
    if (status != R2D_OK) {
        s->world.bits = 0;
        report("r2d_world_create", status);
        return false;
    }
    status = scene_build_rigid2d(s->description, s->world, s->bodies);
    if (status != R2D_OK) {
        report("building the scene", status);
        destroy_world(s);
        return false;
    }
    s->extras = calloc(1, sizeof(scene_extras));
    if (s->extras == NULL || !scene_extras_attach(s->extras, s->description, s->world, s->bodies)) {
        fprintf(stderr, "testbed: cannot set up the scene's extras\n");
        destroy_world(s);
        return false;
    }
    return true;
}

bool session_set_workers(session* s, int32_t worker_count)
{
    s->worker_count = worker_count;
    return session_reset(s);
}

/* into = keep * into + weight * p, field by field. */
static void blend_profile(r2d_step_profile* into, const r2d_step_profile* p, float keep, float weight)
{
#define BLEND(field) into->field = keep * into->field + weight * p->field
    BLEND(step);
    BLEND(pairs);
    BLEND(collide);
    BLEND(prepare);
    BLEND(substeps);
    BLEND(store);
    BLEND(finalize);
    BLEND(continuous);
    BLEND(sleep);
    BLEND(sensors);
#undef BLEND
}

bool session_step(session* s)
{
    /* Scenes like "materials" change settings as they run. */
    r2d_status status = scene_apply_changes_rigid2d(s->description, (int32_t)(s->steps + 1), s->bodies);
    if (status != R2D_OK) {
        report("scene_apply_changes_rigid2d", status);
        return false;
    }
    double start = now_ms();
    status = r2d_world_step(s->world, s->description->time_step);
    s->step_ms = now_ms() - start;
    if (status != R2D_OK) {
        report("r2d_world_step", status);
        return false;
    }
    scene_extras_after_step(s->extras, s->world);
    s->step_ms_smooth = s->steps == 0 ? s->step_ms : 0.95 * s->step_ms_smooth + 0.05 * s->step_ms;
    r2d_step_profile profile;
    if (r2d_world_get_profile(s->world, &profile) == R2D_OK) {
        bool first = s->steps == 0;
        blend_profile(&s->profile_smooth, &profile, first ? 0.0f : 0.95f, first ? 1.0f : 0.05f);
        blend_profile(&s->profile_total, &profile, 1.0f, 1.0f);
    }
    s->steps += 1;
    return true;
}

void session_close(session* s)
{
    destroy_world(s);
    free(s->bodies);
    s->bodies = NULL;
    s->body_count = 0;
    scene_free(s->description);
    s->description = NULL;
}

session_stats session_get_stats(const session* s)
{
    session_stats stats = {0, 0, 0};
    r2d_world_get_body_count(s->world, &stats.bodies);
    r2d_world_get_awake_body_count(s->world, &stats.awake_bodies);
    r2d_world_get_contact_count(s->world, &stats.contacts);
    return stats;
}
