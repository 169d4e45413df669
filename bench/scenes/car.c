/* A car driving over speed bumps into a stack of crates before a wall: a
 * chassis on two wheel joints whose springs are the suspension, the rear
 * wheel driven by its joint's motor. */
#include "car.h"
#include "ground.h"

static const float wheel_radius = 0.4f;
static const float axle_half_spacing = 0.9f;
static const float drive_speed = -12.0f; /* rad/s: clockwise rolls the car to +x */
static const float drive_torque = 6.0f;  /* N m */

void scene_add_car(scene* s, float x, float ground_y)
{
    scene_vec2 start = scene_v(x, ground_y + 2.0f * wheel_radius + 0.2f);
    scene_material body_material = scene_material_default();
    body_material.density = 2.0f;
    int32_t chassis = scene_add_body(s, SCENE_BODY_DYNAMIC, start, 0.0f);
    scene_add_box(s, body_material, scene_v(1.3f, 0.25f), scene_v(0.0f, 0.0f), 0.0f);
    scene_add_box(s, body_material, scene_v(0.6f, 0.2f), scene_v(-0.2f, 0.45f), 0.0f); /* the cabin */

    scene_material rubber = scene_material_default();
    rubber.friction = 0.9f;
    for (int32_t side = -1; side <= 1; side += 2) {
        scene_vec2 hub = scene_v(start.x + (float)side * axle_half_spacing, ground_y + wheel_radius);
        int32_t wheel = scene_add_body(s, SCENE_BODY_DYNAMIC, hub, 0.0f);
        scene_add_circle(s, rubber, scene_v(0.0f, 0.0f), wheel_radius);
        int32_t joint = scene_add_wheel(s, chassis, wheel, hub, scene_v(0.0f, 1.0f));
        if (joint >= 0 && side < 0) {
            s->joints[joint].enable_motor = true;
            s->joints[joint].motor_speed = drive_speed;
            s->joints[joint].max_motor_torque = drive_torque;
        }
    }
}

scene* scene_make_car(void)
{
    scene* s = scene_new("car", 900);
    if (s == NULL) {
        return NULL;
    }
    scene_add_flat_ground(s, 30.0f, scene_material_default());
    /* Bumps (capsules half sunk into the road, ever closer together) and the wall. */
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    float x = -8.0f;
    for (int32_t i = 0; i < 6; ++i) {
        scene_add_capsule(s, scene_material_default(), scene_v(x - 0.4f, -0.05f), scene_v(x + 0.4f, -0.05f), 0.25f);
        x += 3.5f - 0.3f * (float)i;
    }
    scene_add_box(s, scene_material_default(), scene_v(0.5f, 2.0f), scene_v(14.5f, 2.0f), 0.0f);

    scene_add_car(s, -12.0f, 0.0f);

    /* Crates in a pyramid of three rows against the wall. */
    const float half = 0.4f;
    for (int32_t row = 0; row < 3; ++row) {
        for (int32_t k = 0; k < 3 - row; ++k) {
            float cx = 13.6f - half - 2.0f * half * (float)k - half * (float)row;
            scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(cx, half + 2.0f * half * (float)row), 0.0f);
            scene_add_box(s, scene_material_default(), scene_v(half, half), scene_v(0.0f, 0.0f), 0.0f);
        }
    }
    return scene_finish(s);
}
