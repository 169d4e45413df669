/* Chain shapes: a car and a ball rolling over a long wavy terrain made of
 * one chain, which has no joins to catch them, up to a wall at its end,
 * and boxes tumbling in a looped chain that turns like a drum above. */
#include <math.h>

#include "car.h"

/* Gentle enough for the car's motor: slopes stay under about 15 degrees. */
static float terrain_height(float x)
{
    return 0.6f * sinf(0.2f * x) + 0.15f * sinf(0.9f * x);
}

scene* scene_make_chain_terrain(void)
{
    scene* s = scene_new("chain_terrain", 900);
    if (s == NULL) {
        return NULL;
    }
    /* Listed left to right, so solid below. */
    enum { terrain_points = 67 };
    scene_vec2 terrain[terrain_points];
    for (int32_t i = 0; i < terrain_points; ++i) {
        float x = -20.0f + 0.75f * (float)i;
        terrain[i] = scene_v(x, terrain_height(x));
    }
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    scene_add_chain(s, scene_material_default(), terrain, terrain_points, false);
    const float end_x = terrain[terrain_points - 1].x;
    scene_add_box(s, scene_material_default(), scene_v(0.5f, 2.0f), scene_v(end_x - 0.5f, terrain_height(end_x) + 1.0f),
                  0.0f);

    scene_add_car(s, -15.0f, terrain_height(-15.0f) + 0.05f);

    int32_t ball = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(-8.0f, terrain_height(-8.0f) + 0.6f), 0.0f);
    scene_add_circle(s, scene_material_default(), scene_v(0.0f, 0.0f), 0.5f);
    if (ball >= 0) {
        s->bodies[ball].linear_velocity = scene_v(6.0f, 0.0f);
        s->bodies[ball].angular_velocity = -12.0f; /* rolling at 6 m/s */
    }

    /* The drum: a counter-clockwise ring (so it holds what is inside),
     * turning slowly, above the terrain. */
    enum { ring_points = 40 };
    const float ring_radius = 3.5f;
    scene_vec2 ring[ring_points];
    for (int32_t i = 0; i < ring_points; ++i) {
        float angle = 6.2831853f * (float)i / (float)ring_points;
        ring[i] = scene_v(ring_radius * cosf(angle), ring_radius * sinf(angle));
    }
    int32_t drum = scene_add_body(s, SCENE_BODY_KINEMATIC, scene_v(20.0f, 7.0f), 0.0f);
    scene_add_chain(s, scene_material_default(), ring, ring_points, true);
    if (drum >= 0) {
        s->bodies[drum].angular_velocity = 0.5f;
        s->bodies[drum].flags |= SCENE_BODY_NEVER_SLEEPS;
    }
    for (int32_t row = 0; row < 3; ++row) {
        for (int32_t k = 0; k < 4; ++k) {
            scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(18.2f + 1.2f * (float)k, 5.5f + 1.1f * (float)row), 0.0f);
            scene_add_box(s, scene_material_default(), scene_v(0.4f, 0.4f), scene_v(0.0f, 0.0f), 0.0f);
        }
    }
    return scene_finish(s);
}
