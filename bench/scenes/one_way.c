/* One-way platforms (one_way.h), and the one_way scene: boxes thrown up
 * through two floating platforms, landing on them. */
#include "one_way.h"

#include "ground.h"
#include "scene.h"

static bool is_platform(const one_way_platforms* platforms, r2d_shape_id shape)
{
    for (int32_t i = 0; i < platforms->count; ++i) {
        if (platforms->shapes[i].bits == shape.bits) {
            return true;
        }
    }
    return false;
}

bool one_way_pre_solve(const r2d_contact_data* contact, void* context)
{
    const one_way_platforms* platforms = context;
    float upward; /* the normal's y, turned to point from the platform to the other shape */
    if (is_platform(platforms, contact->shape_a)) {
        upward = contact->normal.y;
    } else if (is_platform(platforms, contact->shape_b)) {
        upward = -contact->normal.y;
    } else {
        return true;
    }
    /* Steeper than 60 degrees from up: coming from below or the side. */
    if (upward < 0.5f) {
        return false;
    }
    for (int32_t i = 0; i < contact->point_count; ++i) {
        if (contact->points[i].separation < -ONE_WAY_MAX_SINK) {
            return false;
        }
    }
    return true;
}

scene* scene_make_one_way(void)
{
    scene* s = scene_new("one_way", 600);
    if (s == NULL) {
        return NULL;
    }
    s->note = "rigid2d only: the platforms need the testbed's pre-solve callback";
    scene_material m = scene_material_default();
    scene_add_flat_ground(s, 12.0f, m);
    /* Two thin platforms, one above the other. */
    const float platform_y[2] = {3.0f, 6.0f};
    for (int32_t k = 0; k < 2; ++k) {
        scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, platform_y[k]), 0.0f);
        s->bodies[s->body_count - 1].flags |= SCENE_BODY_ONE_WAY;
        scene_add_box(s, m, scene_v(5.0f, 0.1f), scene_v(0.0f, 0.0f), 0.0f);
    }
    /* Boxes on the ground thrown up, faster towards the middle: the outer
     * ones stop on the lower platform, the inner ones on the upper. */
    for (int32_t k = 0; k < 7; ++k) {
        float x = -3.6f + 1.2f * (float)k;
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, 0.35f), 0.0f);
        s->bodies[s->body_count - 1].linear_velocity = scene_v(0.0f, k == 0 || k == 6 ? 9.0f : 12.5f);
        scene_add_box(s, m, scene_v(0.35f, 0.35f), scene_v(0.0f, 0.0f), 0.0f);
    }
    return scene_finish(s);
}
