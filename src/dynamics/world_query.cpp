#include "dynamics/world_query.h"

namespace r2d {

bool shape_ray_cast(const World& world, int32_t shape_index, const RayInput& input, RayHit* out) {
    return ray_cast_placed(world.shapes[shape_index].geometry, shape_transform(world, shape_index), input, out);
}

bool shape_contains_point(const World& world, int32_t shape_index, Vec2 point) {
    const Transform& transform = shape_transform(world, shape_index);
    return geometry_contains_point(world.shapes[shape_index].geometry, inv_transform_point(transform, point));
}

int32_t world_ray_cast_closest(const World& world, const RayInput& input, const QueryFilter& filter, RayHit* out) {
    int32_t closest = -1;
    world_ray_cast(world, input, filter, [&](int32_t shape_index, const RayHit& hit) {
        if (closest < 0 || hit.fraction < out->fraction) {
            closest = shape_index;
            *out = hit;
        }
        // Shortening the ray to this hit leaves only closer shapes to test.
        return hit.fraction;
    });
    return closest;
}

}  // namespace r2d
