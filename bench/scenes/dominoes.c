/* A row of dominoes; the first is set spinning so the row topples. */
#include "ground.h"

scene* scene_make_dominoes(void)
{
    const float half_thickness = 0.1f;
    const float half_height = 1.0f;
    scene* s = scene_new("dominoes", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_add_flat_ground(s, 30.0f, scene_material_default());
    for (int32_t k = 0; k < 30; ++k) {
        int32_t body = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(-18.0f + 1.2f * (float)k, half_height), 0.0f);
        scene_add_box(s, scene_material_default(), scene_v(half_thickness, half_height), scene_v(0.0f, 0.0f), 0.0f);
        if (body >= 0 && k == 0) {
            s->bodies[body].angular_velocity = -1.5f; /* clockwise: falls towards +x */
        }
    }
    return scene_finish(s);
}
