/* Settings that change while the scene runs: boxes on a ramp whose
 * friction drops to sliding for one second in every four, and
 * a tower of three boxes whose middle one turns static (the top stays up
 * when the bottom is knocked away) and dynamic again every two seconds. */
#include <math.h>

#include "scene.h"

scene* scene_make_materials(void)
{
    /* tan(0.3) = 0.31: a pair friction of 0.6 holds, 0.1 slides. */
    const float slope = 0.3f;
    const float hold = 0.6f * 0.6f; /* the ramp has friction 1: pairs mix as sqrt(f * 1) */
    const float slide = 0.1f * 0.1f;
    const int32_t steps = 1440;

    scene* s = scene_new("materials", steps);
    if (s == NULL) {
        return NULL;
    }
    scene_material ramp = scene_material_default();
    ramp.friction = 1.0f;
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(-6.0f, 4.0f), -slope);
    scene_add_box(s, ramp, scene_v(8.0f, 0.5f), scene_v(0.0f, 0.0f), 0.0f);
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, -0.5f), 0.0f);
    scene_add_box(s, scene_material_default(), scene_v(30.0f, 0.5f), scene_v(0.0f, 0.0f), 0.0f);

    float c = cosf(slope);
    float sn = sinf(slope);
    scene_material box = scene_material_default();
    box.friction = hold;
    int32_t first_box = s->body_count;
    for (int32_t k = 0; k < 4; ++k) {
        float along = -6.0f + 2.0f * (float)k;
        float above = 0.5f + 0.25f;
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(-6.0f + along * c + above * sn, 4.0f - along * sn + above * c),
                       -slope);
        scene_add_box(s, box, scene_v(0.25f, 0.25f), scene_v(0.0f, 0.0f), 0.0f);
    }
    int32_t tower = s->body_count;
    for (int32_t k = 0; k < 3; ++k) {
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(8.0f, 0.5f + (float)k), 0.0f);
        scene_add_box(s, scene_material_default(), scene_v(0.5f, 0.5f), scene_v(0.0f, 0.0f), 0.0f);
    }

    for (int32_t step = 1; step <= steps; ++step) {
        if (step % 240 == 0 || step % 240 == 60) {
            float friction = step % 240 == 0 ? slide : hold;
            for (int32_t k = 0; k < 4; ++k) {
                scene_add_change(s, step, SCENE_CHANGE_FRICTION, first_box + k, friction);
            }
        }
        if (step % 120 == 0) {
            scene_body_type type = (step / 120) % 2 == 1 ? SCENE_BODY_STATIC : SCENE_BODY_DYNAMIC;
            scene_add_change(s, step, SCENE_CHANGE_BODY_TYPE, tower + 1, (float)type);
        }
    }
    return scene_finish(s);
}
