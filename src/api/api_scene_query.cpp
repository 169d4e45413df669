// Entry points of the scene queries: rays, boxes and points against the
// world or one shape. User callbacks run under the world's lock, so a call
// back into the world is refused with LOCKED rather than changing the
// trees being walked.
#include "api/handles.h"
#include "api/query_results.h"
#include "api/validate.h"
#include "dynamics/world_query.h"

using namespace r2d;

namespace {

r2d_status read_ray(r2d_vec2 origin, r2d_vec2 translation, RayInput* out) {
    R2D_TRY(check_coordinate(origin, "origin"));
    R2D_TRY(check_coordinate(translation, "translation"));
    *out = {to_vec2(origin), to_vec2(translation), 1.0f};
    return R2D_OK;
}

r2d_status read_aabb(r2d_aabb aabb, AABB* out) {
    R2D_TRY(check_coordinate(aabb.lower, "aabb.lower"));
    R2D_TRY(check_coordinate(aabb.upper, "aabb.upper"));
    if (aabb.lower.x > aabb.upper.x || aabb.lower.y > aabb.upper.y) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "aabb.lower exceeds aabb.upper");
    }
    *out = {to_vec2(aabb.lower), to_vec2(aabb.upper)};
    return R2D_OK;
}

}  // namespace

extern "C" {

r2d_query_filter r2d_query_filter_default(void) {
    QueryFilter filter;
    return {filter.category_bits, filter.mask_bits};
}

r2d_status r2d_world_ray_cast_closest(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation,
                                      r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        RayInput input;
        QueryFilter query_filter;
        R2D_TRY(read_ray(origin, translation, &input));
        R2D_TRY(read_query_filter(filter, &query_filter));
        R2D_TRY(check_pointer(out_hit, "out_hit"));
        R2D_TRY(check_pointer(out_found, "out_found"));
        RayHit hit;
        int32_t shape_index = world_ray_cast_closest(entry->world, input, query_filter, &hit);
        *out_found = shape_index >= 0;
        if (shape_index >= 0) *out_hit = ray_hit_of(*entry, shape_index, hit);
        return succeed();
    });
}

r2d_status r2d_world_ray_cast(r2d_world_id world, r2d_vec2 origin, r2d_vec2 translation, r2d_query_filter filter,
                              r2d_ray_cast_fn callback, void* context) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        RayInput input;
        QueryFilter query_filter;
        R2D_TRY(read_ray(origin, translation, &input));
        R2D_TRY(read_query_filter(filter, &query_filter));
        auto cast = [&](auto&& on_hit) { world_ray_cast(entry->world, input, query_filter, on_hit); };
        return report_hits(*entry, cast, callback, context);
    });
}

r2d_status r2d_world_overlap_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
                                  r2d_shape_query_fn callback, void* context) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        AABB box;
        QueryFilter query_filter;
        R2D_TRY(read_aabb(aabb, &box));
        R2D_TRY(read_query_filter(filter, &query_filter));
        auto query = [&](auto&& visit) { world_overlap_aabb(entry->world, box, query_filter, visit); };
        return report_found_shapes(*entry, query, callback, context);
    });
}

r2d_status r2d_world_overlap_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
                                   r2d_shape_query_fn callback, void* context) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        QueryFilter query_filter;
        R2D_TRY(check_coordinate(point, "point"));
        R2D_TRY(read_query_filter(filter, &query_filter));
        auto query = [&](auto&& visit) { world_overlap_point(entry->world, to_vec2(point), query_filter, visit); };
        return report_found_shapes(*entry, query, callback, context);
    });
}

r2d_status r2d_world_get_shapes_in_aabb(r2d_world_id world, r2d_aabb aabb, r2d_query_filter filter,
                                        r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        AABB box;
        QueryFilter query_filter;
        R2D_TRY(read_aabb(aabb, &box));
        R2D_TRY(read_query_filter(filter, &query_filter));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        auto query = [&](auto&& visit) { world_overlap_aabb(entry->world, box, query_filter, visit); };
        return copy_found_shapes(*entry, query, out_shapes, capacity, out_count);
    });
}

r2d_status r2d_world_get_shapes_at_point(r2d_world_id world, r2d_vec2 point, r2d_query_filter filter,
                                         r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        QueryFilter query_filter;
        R2D_TRY(check_coordinate(point, "point"));
        R2D_TRY(read_query_filter(filter, &query_filter));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        auto query = [&](auto&& visit) { world_overlap_point(entry->world, to_vec2(point), query_filter, visit); };
        return copy_found_shapes(*entry, query, out_shapes, capacity, out_count);
    });
}

r2d_status r2d_shape_ray_cast(r2d_shape_id shape, r2d_vec2 origin, r2d_vec2 translation, r2d_ray_hit* out_hit,
                              bool* out_found) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        RayInput input;
        R2D_TRY(read_ray(origin, translation, &input));
        R2D_TRY(check_pointer(out_hit, "out_hit"));
        R2D_TRY(check_pointer(out_found, "out_found"));
        RayHit hit;
        *out_found = shape_ray_cast(entry->world, index, input, &hit);
        if (*out_found) *out_hit = ray_hit_of(*entry, index, hit);
        return succeed();
    });
}

r2d_status r2d_shape_test_point(r2d_shape_id shape, r2d_vec2 point, bool* out_inside) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        R2D_TRY(check_coordinate(point, "point"));
        R2D_TRY(check_pointer(out_inside, "out_inside"));
        *out_inside = shape_contains_point(entry->world, index, to_vec2(point));
        return succeed();
    });
}

}  // extern "C"
