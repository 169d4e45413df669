/* n circles and boxes raining into a wide open box, for scaling. */
#include <math.h>
#include <stdio.h>

#include "ground.h"

scene* scene_make_rain(int32_t n)
{
    /* Sixteen rows 0.6 m apart, 2 m above the floor, as many columns as n
     * needs, in a box as wide as the grid: the settled pile is about 7 m
     * deep whatever n is, so a larger n is the same pile made wider and
     * any growth of the cost per body is the engine's, not the scene's.
     * 300 steps: the top row lands by step 100, and the benchmark times
     * steps 201..300. */
    const float spacing = 0.6f;
    const int32_t rows = 16;
    int32_t columns = (n > 0 ? n : 1) / rows + 1;
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
