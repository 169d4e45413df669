/* Every convex shape kind raining into an open box, for the testbed and tests. */
#include "ground.h"
#include "mixed_shapes.h"

void scene_add_mixed_shape(scene* s, scene_material m, int32_t kind)
{
    /* A hexagon, a triangle and a kite, about 0.6 m across. */
    static const scene_vec2 hexagon[6] = {{0.3f, 0.0f},    {0.15f, 0.26f},  {-0.15f, 0.26f},
                                          {-0.3f, 0.0f},   {-0.15f, -0.26f}, {0.15f, -0.26f}};
    static const scene_vec2 triangle[3] = {{-0.3f, -0.2f}, {0.3f, -0.2f}, {0.0f, 0.32f}};
    static const scene_vec2 kite[4] = {{0.0f, -0.35f}, {0.22f, 0.0f}, {0.0f, 0.2f}, {-0.22f, 0.0f}};
    switch (kind % 6) {
    case 0:
        scene_add_circle(s, m, scene_v(0.0f, 0.0f), 0.3f);
        break;
    case 1:
        scene_add_box(s, m, scene_v(0.3f, 0.2f), scene_v(0.0f, 0.0f), 0.0f);
        break;
    case 2:
        scene_add_polygon(s, m, hexagon, 6);
        break;
    case 3:
        scene_add_capsule(s, m, scene_v(-0.2f, 0.0f), scene_v(0.2f, 0.0f), 0.15f);
        break;
    case 4:
        scene_add_polygon(s, m, triangle, 3);
        break;
    default:
        scene_add_polygon(s, m, kite, 4);
        break;
    }
}

scene* scene_make_rain_mixed(void)
{
    const int32_t columns = 20;
    const int32_t rows = 20;

    scene* s = scene_new("rain_mixed", 600);
    if (s == NULL) {
        return NULL;
    }
    scene_add_open_box(s, 8.0f, 12.0f);
    for (int32_t row = 0; row < rows; ++row) {
        for (int32_t column = 0; column < columns; ++column) {
            float x = -7.6f + 0.8f * (float)column;
            float y = 2.0f + 0.8f * (float)row;
            float angle = 0.3f * (float)((row * 7 + column * 3) % 10);
            scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), angle);
            scene_add_mixed_shape(s, scene_material_default(), row + column);
        }
    }
    return scene_finish(s);
}
