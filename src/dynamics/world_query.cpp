#include "dynamics/world_query.h"

namespace r2d {

bool shape_ray_cast(const World& world, int32_t shape_index, const RayInput& input, RayHit* out) {
    return ray_cast_placed(geometry_of(world, world.shapes[shape_index]), shape_transform(world, shape_index), input,
                           out);
}

bool shape_contains_point(const World& world, int32_t shape_index, Vec2 point) {
    const Transform& transform = shape_transform(world, shape_index);
    return geometry_contains_point(geometry_of(world, world.shapes[shape_index]),
                                   inv_transform_point(transform, point));
}

int32_t world_ray_cast_closest(const World& world, const RayInput& input, const QueryFilter& filter, RayHit* out) {
    return closest_hit([&](auto&& on_hit) { world_ray_cast(world, input, filter, on_hit); }, out);
}

}  // namespace r2d
