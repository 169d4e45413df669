/* 500 small balls shot at 50 to 150 m/s (up to 12 times their width per
 * step) inside a closed box whose walls, and the planks across it, are
 * 0.1 m thick: without continuous collision they leave through the walls.
 * Elastic and weightless, so they keep their speed; like a game's bullets
 * they pass through each other, so only the walls and planks stop them. */
#include "scene.h"

#include <math.h>

/* The same shots on every run: a small linear congruential generator. */
static float next_unit(uint32_t* seed)
{
    *seed = *seed * 1664525u + 1013904223u;
    return (float)(*seed >> 8) / (float)(1u << 24);
}

scene* scene_make_bullets(void)
{
    scene* s = scene_new("bullets", 600);
    if (s == NULL) {
        return NULL;
    }
    s->gravity = scene_v(0.0f, 0.0f);
    s->enable_sleep = false;
    scene_material bouncy = scene_material_default();
    bouncy.friction = 0.0f;
    bouncy.restitution = 1.0f;

    const float half = 10.0f;      /* the box's inside is -10..10 both ways */
    const float thickness = 0.1f;
    int32_t box = scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    const float outer = half + 0.5f * thickness;
    scene_add_box(s, bouncy, scene_v(outer, 0.5f * thickness), scene_v(0.0f, -outer), 0.0f);
    scene_add_box(s, bouncy, scene_v(outer, 0.5f * thickness), scene_v(0.0f, outer), 0.0f);
    scene_add_box(s, bouncy, scene_v(0.5f * thickness, outer), scene_v(-outer, 0.0f), 0.0f);
    scene_add_box(s, bouncy, scene_v(0.5f * thickness, outer), scene_v(outer, 0.0f), 0.0f);
    /* Two planks across, at angles, to bounce off on both faces. */
    scene_add_box(s, bouncy, scene_v(4.0f, 0.5f * thickness), scene_v(-4.0f, 3.0f), 0.5f);
    scene_add_box(s, bouncy, scene_v(4.0f, 0.5f * thickness), scene_v(4.0f, -3.0f), -0.7f);
    s->container.body = box;
    s->container.lower = scene_v(-half, -half);
    s->container.upper = scene_v(half, half);

    uint32_t seed = 5;
    for (int32_t i = 0; i < 500; ++i) {
        /* A grid of starting points clear of the planks, each shot its own way. */
        float x = -9.0f + 18.0f * (float)(i % 25) / 24.0f;
        float y = i < 250 ? -9.0f + 0.4f * (float)(i / 25) : 5.0f + 0.4f * (float)((i - 250) / 25);
        int32_t ball = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), 0.0f);
        if (ball < 0) {
            break;
        }
        float speed = 50.0f + 100.0f * next_unit(&seed);
        float heading = 6.2831853f * next_unit(&seed);
        s->bodies[ball].linear_velocity = scene_v(speed * cosf(heading), speed * sinf(heading));
        int32_t shape = scene_add_circle(s, bouncy, scene_v(0.0f, 0.0f), 0.1f);
        if (shape >= 0) {
            s->shapes[shape].never_collide_group = 1;
        }
    }
    return scene_finish(s);
}
