/* Pendulums, each on its own small static hook: a single one released from
 * the horizontal, a double one whose links never collide with each other,
 * and one whose swing a limit stops short on one side. */
#include <math.h>

#include "scene.h"

#define PENDULUM_PI 3.14159265358979f

static const float hook_y = 8.0f;
static const float rod_radius = 0.06f;
static const float bob_radius = 0.35f;

/* A hook whose origin is the pivot, so its joint draws as a point. */
static int32_t add_hook(scene* s, scene_vec2 pivot)
{
    int32_t hook = scene_add_body(s, SCENE_BODY_STATIC, pivot, 0.0f);
    scene_add_box(s, scene_material_default(), scene_v(0.4f, 0.25f), scene_v(0.0f, 0.25f), 0.0f);
    return hook;
}

/* A link of the given length hanging from pivot, turned swing from straight
 * down: its origin at the bob and a rod along its x axis up to the pivot. */
static int32_t add_link(scene* s, scene_vec2 pivot, float length, float swing, uint32_t group)
{
    scene_vec2 bob = scene_v(pivot.x + length * sinf(swing), pivot.y - length * cosf(swing));
    int32_t body = scene_add_body(s, SCENE_BODY_DYNAMIC, bob, swing + 0.5f * PENDULUM_PI);
    int32_t rod = scene_add_capsule(s, scene_material_default(), scene_v(0.0f, 0.0f), scene_v(length, 0.0f), rod_radius);
    int32_t ball = scene_add_circle(s, scene_material_default(), scene_v(0.0f, 0.0f), bob_radius);
    if (rod >= 0 && ball >= 0) {
        s->shapes[rod].never_collide_group = group;
        s->shapes[ball].never_collide_group = group;
    }
    return body;
}

scene* scene_make_pendulum(void)
{
    scene* s = scene_new("pendulum", 900);
    if (s == NULL) {
        return NULL;
    }
    /* Released from the horizontal, outwards. */
    scene_vec2 single = scene_v(-6.0f, hook_y);
    scene_add_revolute(s, add_hook(s, single), add_link(s, single, 4.0f, -0.5f * PENDULUM_PI, 1), single);

    /* Two links, the upper one raised past the horizontal: chaotic from the first swing. */
    scene_vec2 top = scene_v(0.0f, hook_y);
    int32_t upper = add_link(s, top, 2.0f, 0.6f * PENDULUM_PI, 2);
    scene_add_revolute(s, add_hook(s, top), upper, top);
    if (upper >= 0) {
        scene_vec2 elbow = s->bodies[upper].position;
        scene_add_revolute(s, upper, add_link(s, elbow, 1.8f, 0.3f * PENDULUM_PI, 2), elbow);
    }

    /* Released at 60 degrees on one side; the limit stops it at 20 on the
     * other. Joint angles count from the release. */
    scene_vec2 limited = scene_v(6.0f, hook_y);
    int32_t stop = scene_add_revolute(s, add_hook(s, limited), add_link(s, limited, 4.0f, PENDULUM_PI / 3.0f, 3), limited);
    if (stop >= 0) {
        s->joints[stop].enable_limit = true;
        s->joints[stop].lower = -4.0f * PENDULUM_PI / 9.0f;
        s->joints[stop].upper = 0.0f;
    }
    return scene_finish(s);
}
