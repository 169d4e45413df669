/* Boxes on a slope, one per friction value: the slipping ones show where
 * the friction cone lies. */
#include <math.h>

#include "scene.h"

scene* scene_make_friction_ramp(void)
{
    /* tan(0.3) = 0.31: pairs below slide, pairs above hold. */
    const float slope = 0.3f;
    static const float pair_friction[7] = {0.0f, 0.1f, 0.2f, 0.3f, 0.4f, 0.5f, 0.6f};

    scene* s = scene_new("friction_ramp", 300);
    if (s == NULL) {
        return NULL;
    }
    /* The ramp has friction 1, so a box of friction f*f makes a pair of f. */
    scene_material ramp = scene_material_default();
    ramp.friction = 1.0f;
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), -slope);
    scene_add_box(s, ramp, scene_v(20.0f, 0.5f), scene_v(0.0f, 0.0f), 0.0f);

    /* Down-slope direction is +x rotated by -slope; boxes sit on the top face. */
    float c = cosf(slope);
    float sn = sinf(slope);
    for (int32_t k = 0; k < 7; ++k) {
        float along = -12.0f + 2.0f * (float)k; /* along the ramp */
        float above = 0.5f + 0.25f;              /* ramp half thickness + box half height */
        scene_vec2 p = scene_v(along * c + above * sn, -along * sn + above * c);
        scene_add_body(s, SCENE_BODY_DYNAMIC, p, -slope);
        scene_material m = scene_material_default();
        m.friction = pair_friction[k] * pair_friction[k];
        scene_add_box(s, m, scene_v(0.25f, 0.25f), scene_v(0.0f, 0.0f), 0.0f);
    }
    return scene_finish(s);
}
