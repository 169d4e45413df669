// Queries with a convex proxy (collision/convex_proxy.h) instead of a ray
// or a box: which shapes a swept proxy hits, which shapes a proxy truly
// overlaps, and how far apart two shapes are. The same tree walks and
// filters as the ray and box queries (dynamics/world_query.h).
#pragma once

#include <cstdint>

#include "collision/distance.h"
#include "collision/shape_cast.h"
#include "dynamics/world_query.h"

namespace r2d {

// The shape's proxy where it stands, world coordinates.
ConvexProxy shape_world_proxy(const World& world, int32_t shape_index);

// Closest points of two shapes where they stand, from A towards B.
ProxyDistance shape_distance(const World& world, int32_t shape_a, int32_t shape_b);

// A proxy (world coordinates) swept against one shape where it stands.
bool shape_cast_against(const World& world, int32_t shape_index, const ShapeCastInput& input, RayHit* out);

// Calls on_hit(shape_index, hit) for every shape the filter sees that the
// swept proxy hits before the sweep's current end; on_hit answers as in
// world_ray_cast. The tree is walked with the proxy's box swept along.
template <class OnHit>
void world_cast_shape(const World& world, const ShapeCastInput& input, const QueryFilter& filter, OnHit&& on_hit) {
    constexpr float not_hit = -1.0f;  // leaves the sweep as it was
    AABB box = proxy_aabb(input.moving);
    Vec2 center = 0.5f * (box.lower + box.upper);
    Vec2 half_extents = 0.5f * (box.upper - box.lower);
    world.broadphase.box_cast(center, half_extents, input.translation, input.max_fraction,
                              [&](int32_t shape_index, float max_fraction) {
                                  if (!query_sees(filter, world.shapes[shape_index].filter)) return not_hit;
                                  ShapeCastInput clipped = {input.moving, input.translation, max_fraction};
                                  RayHit hit;
                                  if (!shape_cast_against(world, shape_index, clipped, &hit)) return not_hit;
                                  return static_cast<float>(on_hit(shape_index, hit));
                              });
}

// The first shape the swept proxy hits, or -1; ties as world_ray_cast_closest.
int32_t world_cast_shape_closest(const World& world, const ShapeCastInput& input, const QueryFilter& filter,
                                 RayHit* out);

// Calls visit(shape_index) for every shape the filter sees that touches or
// overlaps proxy (world coordinates), until visit returns false.
template <class Visit>
void world_overlap_proxy(const World& world, const ConvexProxy& proxy, const QueryFilter& filter, Visit&& visit) {
    world_overlap_aabb(world, proxy_aabb(proxy), filter, [&](int32_t shape_index) {
        if (!proxies_overlap(shape_world_proxy(world, shape_index), proxy)) return true;
        return static_cast<bool>(visit(shape_index));
    });
}

}  // namespace r2d
