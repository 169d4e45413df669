/* A trigger zone hanging over the ground, and balls and boxes dropped
 * through it one after another: the testbed lights it while any is inside. */
#include "ground.h"

scene* scene_make_sensor(void)
{
    scene* s = scene_new("sensor", 600);
    if (s == NULL) {
        return NULL;
    }
    s->note = "rigid2d only: the zone is a sensor";
    scene_material m = scene_material_default();
    scene_add_flat_ground(s, 8.0f, m);
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 3.0f), 0.0f);
    s->bodies[s->body_count - 1].flags |= SCENE_BODY_SENSOR;
    scene_add_box(s, m, scene_v(3.0f, 1.0f), scene_v(0.0f, 0.0f), 0.0f);
    /* Higher ones later: each takes sqrt(2 h / g) to reach the zone. */
    for (int32_t k = 0; k < 8; ++k) {
        float x = -2.1f + 0.6f * (float)k;
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, 5.0f + 1.2f * (float)((k * 3) % 8)), 0.0f);
        if (k % 2 == 0) {
            scene_add_circle(s, m, scene_v(0.0f, 0.0f), 0.25f);
        } else {
            scene_add_box(s, m, scene_v(0.25f, 0.25f), scene_v(0.0f, 0.0f), 0.3f);
        }
    }
    return scene_finish(s);
}
