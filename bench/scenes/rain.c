/* n circles and boxes raining into a wide open box, for scaling. */
#include <math.h>
#include <stdio.h>

#include "ground.h"

scene* scene_make_rain(int32_t n)
{
    /* A grid 16 times wider than tall (4 sqrt(n) columns), 0.6 m apart, 2 m
     * above the floor; the box is as wide as the grid, so the settled pile
     * is about 0.1 sqrt(n) m deep. 300 steps: the top row lands by step 170
     * even at n = 64k, and the benchmark times steps 201..300. */
    const float spacing = 0.6f;
    int32_t columns = (int32_t)ceilf(4.0f * sqrtf((float)(n > 0 ? n : 1)));
    float half_width = 0.5f * spacing * (float)(columns + 1); /* room for the shifted rows */
    char name[48];
    snprintf(name, sizeof(name), "rain_%d", (int)n);

    scene* s = scene_new(name, 300);
    if (s == NULL) {
        return NULL;
    }
    s->enable_sleep = false; /* every body costs every step: the solver is what scales */
    s->measure_from_step = 201;
    scene_add_open_box(s, half_width, 10.0f);

    for (int32_t k = 0; k < n; ++k) {
        int32_t row = k / columns;
        int32_t column = k % columns;
        /* Odd rows shift by a quarter spacing so columns do not stack exactly. */
        float x = -half_width + spacing * ((float)column + 0.5f + 0.25f * (float)(row & 1));
        float y = 2.0f + spacing * (float)row;
        scene_add_body(s, SCENE_BODY_DYNAMIC, scene_v(x, y), 0.0f);
        if ((k & 1) == 0) {
            scene_add_circle(s, scene_material_default(), scene_v(0.0f, 0.0f), 0.25f);
        } else {
            scene_add_box(s, scene_material_default(), scene_v(0.25f, 0.25f), scene_v(0.0f, 0.0f), 0.0f);
        }
    }
    return scene_finish(s);
}
