/* A row of balls dropped from 10 m, restitution 0, 0.1, ..., 1. */
#include "ground.h"

scene* scene_make_bouncing_balls(void)
{
    scene* s = scene_new("bouncing_balls", 600);
    if (s == NULL) {
        return NULL;
    }
    /* Pairs take the smaller restitution, so the ground's 1 leaves each ball's own. */
    scene_material ground = scene_material_default();
    ground.restitution = 1.0f;
    scene_add_flat_ground(s, 20.0f, ground);
    for (int32_t k = 0; k <= 10; ++k) {
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(-10.0f + 2.0f * (float)k, 10.0f), 0.0f);
        scene_material m = scene_material_default();
        m.restitution = 0.1f * (float)k;
        scene_add_circle(s, m, scene_v(0.0f, 0.0f), 0.5f);
    }
    return scene_finish(s);
}
