/* One build's side of bench/paired: a small shared object, compiled
 * against that build's librigid2d, that the driver loads into a link-map
 * namespace of its own (dlmopen), so two builds of the library, with the
 * same soname and symbols, live in one process. It builds a catalog scene
 * and steps it, reporting the wall time and the step's profile. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <time.h>

#include "rigid2d/rigid2d.h"
#include "scene.h"

typedef struct paired_world {
    r2d_world_id world;
} paired_world;

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* The scene on worker_count workers, stepped warm_steps times; null if it
 * cannot be made. */
void* paired_make(const char* scene_name, int worker_count, int warm_steps)
{
    scene* s = scene_find(scene_name);
    if (s == NULL) return NULL;
    r2d_world_def def = scene_world_def_rigid2d(s);
    def.worker_count = worker_count;
    paired_world* p = calloc(1, sizeof *p);
    r2d_body_id* bodies = calloc((size_t)s->body_count + 1, sizeof *bodies);
    bool made = p != NULL && bodies != NULL && r2d_world_create(&def, &p->world) == R2D_OK &&
                scene_build_rigid2d(s, p->world, bodies) == R2D_OK;
    free(bodies);
    scene_free(s);
    if (!made) {
        free(p);
        return NULL;
    }
    for (int i = 0; i < warm_steps; ++i) r2d_world_step(p->world, 1.0f / 60.0f);
    return p;
}

/* One step: its wall time in ms; stages gets the profile's step and its
 * stages, in r2d_step_profile's order. */
double paired_step(void* world, float stages[10])
{
    paired_world* p = world;
    double start = now_ms();
    r2d_world_step(p->world, 1.0f / 60.0f);
    double wall = now_ms() - start;
    r2d_step_profile profile;
    r2d_world_get_profile(p->world, &profile);
    const float values[10] = {profile.step,     profile.pairs,    profile.collide,    profile.prepare, profile.substeps,
                              profile.store,    profile.finalize, profile.continuous, profile.sleep,   profile.sensors};
    for (int i = 0; i < 10; ++i) stages[i] = values[i];
    return wall;
}
