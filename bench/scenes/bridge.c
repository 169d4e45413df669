/* A bridge of 40 planks hung on revolute joints between two static posts,
 * sagging under a load of boxes dropped on it. */
#include "ground.h"

#define BRIDGE_PLANKS 40

static const float deck_y = 4.0f;
static const float plank_length = 0.5f;
static const float plank_half_thickness = 0.1f;

scene* scene_make_bridge(void)
{
    const float half_span = 0.5f * plank_length * BRIDGE_PLANKS;
    scene* s = scene_new("bridge", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_add_flat_ground(s, 40.0f, scene_material_default());

    /* A post's origin is the bridge's end, so its joint draws as a point. */
    int32_t posts[2];
    for (int32_t side = 0; side < 2; ++side) {
        float outwards = side == 0 ? -1.0f : 1.0f;
        posts[side] = scene_add_body(s, SCENE_BODY_STATIC, scene_v(outwards * half_span, deck_y), 0.0f);
        scene_add_box(s, scene_material_default(), scene_v(1.0f, 0.5f * deck_y), scene_v(outwards, -0.5f * deck_y), 0.0f);
    }

    /* Heavy planks, so the load bends the bridge rather than the bridge the joints. */
    scene_material wood = scene_material_default();
    wood.density = 20.0f;
    int32_t previous = posts[0];
    for (int32_t i = 0; i < BRIDGE_PLANKS; ++i) {
        float left = -half_span + plank_length * (float)i;
        int32_t plank = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(left + 0.5f * plank_length, deck_y), 0.0f);
        scene_add_box(s, wood, scene_v(0.5f * plank_length, plank_half_thickness), scene_v(0.0f, 0.0f), 0.0f);
        scene_add_revolute(s, previous, plank, scene_v(left, deck_y));
        previous = plank;
    }
    scene_add_revolute(s, previous, posts[1], scene_v(half_span, deck_y));

    /* The load: three staggered rows of boxes of a few sizes over the middle. */
    scene_material load = scene_material_default();
    load.density = 4.0f;
    for (int32_t i = 0; i < 24; ++i) {
        int32_t row = i / 8;
        float half = 0.25f + 0.1f * (float)(i % 3);
        float x = -7.0f + 2.0f * (float)(i % 8) + 0.7f * (float)row;
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, deck_y + 1.5f + 1.5f * (float)row), 0.0f);
        scene_add_box(s, load, scene_v(half, half), scene_v(0.0f, 0.0f), 0.0f);
    }
    return scene_finish(s);
}
