/* Ray casts per second: 100,000 random rays into settled benchmark scenes
 * (large_pyramid, rain_16000), for the closest hit and for every hit
 * through a callback. Figures, not a test: it prints and never fails on
 * speed.
 *
 *   build/bench/ray_bench [ray_count]
 */
#define _POSIX_C_SOURCE 199309L

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "rigid2d/rigid2d.h"
#include "scene.h"

#define SETTLE_STEPS 120
#define DEFAULT_RAY_COUNT 100000
/* Rays reach this share of the scene's width: long enough to cross many
 * boxes, like a lidar beam or a bullet. */
#define RAY_LENGTH_SHARE 0.25f

static double seconds_now(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

static float unit_random(uint64_t* state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return (float)((*state * 2685821657736338717ull) >> 40) / (float)(1u << 24);
}


static float count_every_hit(const r2d_ray_hit* hit, void* context)
{
    (void)hit;
    ++*(int64_t*)context;
    return 1.0f;
}

/* The box around every body origin, for placing rays where the bodies are. */
static r2d_aabb body_bounds(r2d_world_id world)
{
    int32_t count = 0;
    r2d_world_get_body_count(world, &count);
    r2d_vec2* positions = malloc(sizeof *positions * (size_t)(count > 0 ? count : 1));
    int32_t copied = 0;
    r2d_world_get_body_states(world, positions, NULL, NULL, NULL, count, &copied);
    r2d_aabb box = {{1e9f, 1e9f}, {-1e9f, -1e9f}};
    for (int32_t i = 0; i < copied; ++i) {
        if (positions[i].x < box.lower.x) box.lower.x = positions[i].x;
        if (positions[i].y < box.lower.y) box.lower.y = positions[i].y;
        if (positions[i].x > box.upper.x) box.upper.x = positions[i].x;
        if (positions[i].y > box.upper.y) box.upper.y = positions[i].y;
    }
    free(positions);
    return box;
}

static int run_scene(const char* name, int32_t ray_count)
{
    scene* s = scene_find(name);
    if (s == NULL) {
        fprintf(stderr, "ray_bench: no scene %s\n", name);
        return 1;
    }
    r2d_world_def def = scene_world_def_rigid2d(s);
    r2d_world_id world;
    if (r2d_world_create(&def, &world) != R2D_OK || scene_build_rigid2d(s, world, NULL) != R2D_OK) {
        fprintf(stderr, "ray_bench: %s: %s\n", name, r2d_last_error_message());
        return 1;
    }
    for (int i = 0; i < SETTLE_STEPS; ++i) r2d_world_step(world, s->time_step);

    r2d_aabb bounds = body_bounds(world);
    float width = bounds.upper.x - bounds.lower.x;
    float height = bounds.upper.y - bounds.lower.y;
    float reach = RAY_LENGTH_SHARE * (width > height ? width : height);
    r2d_vec2* origins = malloc(sizeof *origins * (size_t)ray_count);
    r2d_vec2* translations = malloc(sizeof *translations * (size_t)ray_count);
    uint64_t state = 0x2545f4914f6cdd1dull;
    for (int32_t i = 0; i < ray_count; ++i) {
        origins[i].x = bounds.lower.x + width * unit_random(&state);
        origins[i].y = bounds.lower.y + height * unit_random(&state);
        translations[i].x = reach * (2.0f * unit_random(&state) - 1.0f);
        translations[i].y = reach * (2.0f * unit_random(&state) - 1.0f);
    }
    r2d_query_filter filter = r2d_query_filter_default();

    int64_t closest_hits = 0;
    double start = seconds_now();
    for (int32_t i = 0; i < ray_count; ++i) {
        r2d_ray_hit hit;
        bool found = false;
        r2d_world_ray_cast_closest(world, origins[i], translations[i], filter, &hit, &found);
        closest_hits += found;
    }
    double closest_seconds = seconds_now() - start;

    int64_t all_hits = 0;
    start = seconds_now();
    for (int32_t i = 0; i < ray_count; ++i) {
        r2d_world_ray_cast(world, origins[i], translations[i], filter, count_every_hit, &all_hits);
    }
    double all_seconds = seconds_now() - start;

    int32_t shape_count = 0;
    r2d_world_get_shape_count(world, &shape_count);
    printf("%-14s shapes %6d  rays %d of %.1f m max\n", name, (int)shape_count, (int)ray_count, (double)reach);
    printf("  closest hit  %10.0f rays/s  (%.1f%% hit)\n", ray_count / closest_seconds,
           100.0 * (double)closest_hits / ray_count);
    printf("  all hits     %10.0f rays/s  (%.2f hits per ray)\n", ray_count / all_seconds,
           (double)all_hits / ray_count);
    free(origins);
    free(translations);
    r2d_world_destroy(world);
    scene_free(s);
    return 0;
}

int main(int argc, char** argv)
{
    int32_t ray_count = argc > 1 ? (int32_t)atoi(argv[1]) : DEFAULT_RAY_COUNT;
    if (ray_count <= 0) {
        fprintf(stderr, "usage: ray_bench [ray_count]\n");
        return 2;
    }
    int failures = 0;
    failures += run_scene("large_pyramid", ray_count);
    failures += run_scene("rain_16000", ray_count);
    return failures == 0 ? 0 : 1;
}
