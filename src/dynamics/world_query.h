// Scene queries: which shapes a ray enters, a box touches or a point lies
// in. Read-only walks of the broadphase trees, so their order depends only
// on the calls that built the world, never on addresses.
#pragma once

#include <cstdint>

#include "collision/point_in_shape.h"
#include "collision/ray_cast.h"
#include "dynamics/world.h"

namespace r2d {

// What a query is and what it sees, as a shape's filter but without
// groups: a query is not a shape, so it belongs to no group.
struct QueryFilter {
    uint64_t category_bits = 1;
    uint64_t mask_bits = ~uint64_t(0);
};

inline bool query_sees(const QueryFilter& query, const Filter& shape) {
    return (query.mask_bits & shape.category_bits) != 0 && (query.category_bits & shape.mask_bits) != 0;
}

inline const Transform& shape_transform(const World& world, int32_t shape_index) {
    return world.bodies[world.shapes[shape_index].body].transform;
}

// Ray and point tests of one shape where it stands; world coordinates.
bool shape_ray_cast(const World& world, int32_t shape_index, const RayInput& input, RayHit* out);
bool shape_contains_point(const World& world, int32_t shape_index, Vec2 point);

// Calls on_hit(shape_index, hit) for every shape the filter sees that the
// ray enters before its current end; on_hit answers as DynamicTree::ray_cast's
// cast does (0 stops, a smaller fraction shortens the ray, else go on).
template <class OnHit>
void world_ray_cast(const World& world, const RayInput& input, const QueryFilter& filter, OnHit&& on_hit) {
    constexpr float not_hit = -1.0f;  // leaves the ray as it was
    world.broadphase.ray_cast(input.origin, input.translation, input.max_fraction,
                              [&](int32_t shape_index, float max_fraction) {
                                  if (!query_sees(filter, world.shapes[shape_index].filter)) return not_hit;
                                  RayInput clipped = {input.origin, input.translation, max_fraction};
                                  RayHit hit;
                                  if (!shape_ray_cast(world, shape_index, clipped, &hit)) return not_hit;
                                  return static_cast<float>(on_hit(shape_index, hit));
                              });
}

// The first shape the ray enters, or -1. Of shapes entered at the same
// fraction, the first in tree order.
int32_t world_ray_cast_closest(const World& world, const RayInput& input, const QueryFilter& filter, RayHit* out);

// The closest of the hits cast(on_hit) reports, or -1, for any cast
// answering as world_ray_cast does: each hit shortens the cast to itself,
// leaving only closer shapes to test.
template <class Cast>
int32_t closest_hit(Cast&& cast, RayHit* out) {
    int32_t closest = -1;
    cast([&](int32_t shape_index, const RayHit& hit) {
        if (closest < 0 || hit.fraction < out->fraction) {
            closest = shape_index;
            *out = hit;
        }
        return hit.fraction;
    });
    return closest;
}

// Calls visit(shape_index) for every shape the filter sees whose tight box
// overlaps aabb, until visit returns false.
template <class Visit>
void world_overlap_aabb(const World& world, const AABB& aabb, const QueryFilter& filter, Visit&& visit) {
    world.broadphase.query(aabb, [&](int32_t shape_index) {
        const Shape& shape = world.shapes[shape_index];
        if (!query_sees(filter, shape.filter) || !aabb_overlaps(shape.aabb, aabb)) return true;
        return static_cast<bool>(visit(shape_index));
    });
}

// Calls visit(shape_index) for every shape the filter sees that contains
// point, until visit returns false.
template <class Visit>
void world_overlap_point(const World& world, Vec2 point, const QueryFilter& filter, Visit&& visit) {
    world_overlap_aabb(world, AABB{point, point}, filter, [&](int32_t shape_index) {
        if (!shape_contains_point(world, shape_index, point)) return true;
        return static_cast<bool>(visit(shape_index));
    });
}

}  // namespace r2d
