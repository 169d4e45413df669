/* The scenes by name. */
#include <stdlib.h>
#include <string.h>

#include "scene.h"

static scene* make_default_rain(void)
{
    return scene_make_rain(4096);
}

/* Two arrays in the same order, so scene_names() can hand out the first. */
static const char* const names[] = {
    "large_pyramid", "many_pyramids", "tumbler", "tumbler_circles", "joint_grid", "rain", "pyramid",
    "rain_mixed", "concave", "friction_ramp", "bouncing_balls", "dominoes", "card_house", "pendulum",
    "bridge", "ragdoll", "car", "ray_casts", "sensor", "one_way", "materials", "bullets", "chain_terrain", NULL,
};
static scene* (*const makers[])(void) = {
    scene_make_large_pyramid, scene_make_many_pyramids, scene_make_tumbler, scene_make_tumbler_circles,
    scene_make_joint_grid, make_default_rain, scene_make_pyramid, scene_make_rain_mixed, scene_make_concave,
    scene_make_friction_ramp, scene_make_bouncing_balls, scene_make_dominoes, scene_make_card_house,
    scene_make_pendulum, scene_make_bridge, scene_make_ragdoll, scene_make_car,
    scene_make_ray_casts, scene_make_sensor, scene_make_one_way, scene_make_materials, scene_make_bullets,
    scene_make_chain_terrain,
};

/* One maker per name (the names end with a null). */
typedef char catalog_sizes_match[(sizeof(names) / sizeof(names[0]) == sizeof(makers) / sizeof(makers[0]) + 1) ? 1 : -1];

scene* scene_find(const char* name)
{
    if (name == NULL) {
        return NULL;
    }
    for (size_t i = 0; names[i] != NULL; ++i) {
        if (strcmp(name, names[i]) == 0) {
            return makers[i]();
        }
    }
    /* rain_<n>: the scaling scene at any size. */
    if (strncmp(name, "rain_", 5) == 0 && name[5] >= '0' && name[5] <= '9') {
        char* end = NULL;
        long n = strtol(name + 5, &end, 10);
        if (*end == '\0' && n > 0 && n <= 1000000) {
            return scene_make_rain((int32_t)n);
        }
    }
    return NULL;
}

const char* const* scene_names(void)
{
    return names;
}
