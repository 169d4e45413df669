/* The tumbler of SCENES.md: a turning drum full of small squares or circles. */
#include "scene.h"

#define TUMBLER_PI 3.14159265358979f

static scene* make_tumbler(const char* name, bool circles)
{
    scene* s = scene_new(name, 750);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = true;

    scene_material drum_material = scene_material_default();
    drum_material.density = 50.0f;
    /* The ground body sits on the axle, so the joint draws as a point. */
    int32_t ground = scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 10.0f), 0.0f);
    int32_t drum = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(0.0f, 10.0f), 0.0f);
    if (drum >= 0) {
        s->bodies[drum].flags |= SCENE_BODY_NEVER_SLEEPS; /* its motor turns it for ever */
    }
    scene_add_box(s, drum_material, scene_v(0.5f, 10.0f), scene_v(10.0f, 0.0f), 0.0f);
    scene_add_box(s, drum_material, scene_v(0.5f, 10.0f), scene_v(-10.0f, 0.0f), 0.0f);
    scene_add_box(s, drum_material, scene_v(10.0f, 0.5f), scene_v(0.0f, 10.0f), 0.0f);
    scene_add_box(s, drum_material, scene_v(10.0f, 0.5f), scene_v(0.0f, -10.0f), 0.0f);

    /* The axle: a motor strong enough to turn the drum at its speed whatever the load. */
    int32_t axle = scene_add_revolute(s, ground, drum, scene_v(0.0f, 10.0f));
    if (axle >= 0) {
        s->joints[axle].enable_motor = true;
        s->joints[axle].motor_speed = 25.0f * TUMBLER_PI / 180.0f;
        s->joints[axle].max_motor_torque = 1.0e8f;
    }

    /* Escaped: origin outside the drum's outer walls, in the drum's frame. */
    s->container.body = drum;
    s->container.lower = scene_v(-10.5f, -10.5f);
    s->container.upper = scene_v(10.5f, 10.5f);

    for (int32_t i = 0; i < 45; ++i) {
        for (int32_t j = 0; j < 45; ++j) {
            scene_vec2 p = scene_v(-9.0f + 0.4f * (float)i, 1.0f + 0.4f * (float)j);
            scene_add_body(s, SCENE_BODY_DYNAMIC, p, 0.0f);
            if (circles) {
                scene_add_circle(s, scene_material_default(), scene_v(0.0f, 0.0f), 0.125f);
            } else {
                scene_add_box(s, scene_material_default(), scene_v(0.125f, 0.125f), scene_v(0.0f, 0.0f), 0.0f);
            }
        }
    }
    return scene_finish(s);
}

scene* scene_make_tumbler(void)
{
    return make_tumbler("tumbler", false);
}

scene* scene_make_tumbler_circles(void)
{
    return make_tumbler("tumbler_circles", true);
}
