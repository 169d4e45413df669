#include "dynamics/world_shape_query.h"

namespace r2d {

ConvexProxy shape_world_proxy(const World& world, int32_t shape_index) {
    return place_proxy(make_proxy(geometry_of(world, world.shapes[shape_index])), shape_transform(world, shape_index));
}

ProxyDistance shape_distance(const World& world, int32_t shape_a, int32_t shape_b) {
    return proxy_distance(shape_world_proxy(world, shape_a), shape_world_proxy(world, shape_b));
}

bool shape_cast_against(const World& world, int32_t shape_index, const ShapeCastInput& input, RayHit* out) {
    return shape_cast(shape_world_proxy(world, shape_index), input, out);
}

int32_t world_cast_shape_closest(const World& world, const ShapeCastInput& input, const QueryFilter& filter,
                                 RayHit* out) {
    return closest_hit([&](auto&& on_hit) { world_cast_shape(world, input, filter, on_hit); }, out);
}

}  // namespace r2d
