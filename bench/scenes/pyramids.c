/* Pyramids of unit squares: large_pyramid and many_pyramids of SCENES.md,
 * and a small one for tests. */
#include "scene.h"

/* A static box of half extents 100 x 1 centred at (0, -1): top at y = 0. */
static void add_ground_box(scene* s)
{
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, -1.0f), 0.0f);
    scene_add_box(s, scene_material_default(), scene_v(100.0f, 1.0f), scene_v(0.0f, 0.0f), 0.0f);
}

/* Squares of half extent 0.5, edge to edge; row i has base - i boxes, with
 * the apex (the single box of the top row) flagged. */
static void add_pyramid(scene* s, int32_t base, float left_x, float bottom_y)
{
    for (int32_t i = 0; i < base; ++i) {
        for (int32_t j = i; j < base; ++j) {
            float x = (float)(i + 1) * 0.5f + (float)(j - i) + left_x;
            float y = (float)i + 0.5f + bottom_y;
            int32_t body = scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), 0.0f);
            scene_add_box(s, scene_material_default(), scene_v(0.5f, 0.5f), scene_v(0.0f, 0.0f), 0.0f);
            if (body >= 0 && i == base - 1) {
                s->bodies[body].flags |= SCENE_BODY_APEX;
            }
        }
    }
}

scene* scene_make_large_pyramid(void)
{
    scene* s = scene_new("large_pyramid", 500);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = false;
    add_ground_box(s);
    add_pyramid(s, 100, -50.0f, 0.0f);
    return scene_finish(s);
}

scene* scene_make_pyramid(void)
{
    scene* s = scene_new("pyramid", 500);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = false;
    add_ground_box(s);
    add_pyramid(s, 20, -10.0f, 0.0f);
    return scene_finish(s);
}

scene* scene_make_many_pyramids(void)
{
    const int32_t rows = 20;
    const int32_t columns = 20;
    const int32_t base = 10;
    scene* s = scene_new("many_pyramids", 200);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = false;

    /* One static body holding a two-sided segment under each row. */
    scene_add_body(s, SCENE_BODY_STATIC, scene_v(0.0f, 0.0f), 0.0f);
    for (int32_t r = 0; r < rows; ++r) {
        float y = 11.0f * (float)r;
        scene_add_segment(s, scene_material_default(), scene_v(-110.0f, y), scene_v(110.0f, y));
    }
    for (int32_t r = 0; r < rows; ++r) {
        for (int32_t c = 0; c < columns; ++c) {
            float center_x = -110.0f + 11.0f * (float)c + 1.0f;
            add_pyramid(s, base, center_x - 0.5f, 11.0f * (float)r);
        }
    }
    return scene_finish(s);
}
