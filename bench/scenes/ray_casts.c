/* A pile of every convex shape kind for the testbed's fan of rays. */
#include "ground.h"
#include "mixed_shapes.h"

scene* scene_make_ray_casts(void)
{
    const int32_t columns = 8;
    const int32_t rows = 5;
    scene* s = scene_new("ray_casts", 600);
    if (s == NULL) {
        return NULL;
    }
    s->note = "rigid2d only: the testbed casts the rays";
    scene_add_open_box(s, 5.0f, 6.0f);
    for (int32_t row = 0; row < rows; ++row) {
        for (int32_t column = 0; column < columns; ++column) {
            float x = -4.2f + 1.2f * (float)column;
            float y = 1.0f + 0.9f * (float)row;
            scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), 0.4f * (float)(row + column));
            scene_add_mixed_shape(s, scene_material_default(), row * 5 + column);
        }
    }
    return scene_finish(s);
}
