// The parts the query entry points share: reading a query filter and
// handing what a query found to the caller, by callback or into an array.
#pragma once

#include <cmath>

#include "api/handles.h"
#include "api/validate.h"
#include "dynamics/world_query.h"

namespace r2d {

inline r2d_status read_query_filter(r2d_query_filter filter, QueryFilter* out) {
    if (filter.category_bits == 0 || filter.mask_bits == 0) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "filter has %s zero: the query could see nothing",
                    filter.category_bits == 0 ? "category_bits" : "mask_bits");
    }
    *out = {filter.category_bits, filter.mask_bits};
    return R2D_OK;
}

inline r2d_ray_hit ray_hit_of(const WorldEntry& entry, int32_t shape_index, const RayHit& hit) {
    return {shape_id_of(entry, shape_index), to_r2d(hit.point), to_r2d(hit.normal), hit.fraction};
}

// Hands the hits cast(on_hit) finds to the caller's callback, under the
// lock; its answer steers the cast, a NaN stopping it (see r2d_ray_cast_fn).
template <class Cast>
r2d_status report_hits(WorldEntry& entry, Cast&& cast, r2d_ray_cast_fn callback, void* context) {
    R2D_TRY(check_pointer(reinterpret_cast<const void*>(callback), "callback"));
    WorldLock lock(entry.world);
    cast([&](int32_t shape_index, const RayHit& hit) {
        r2d_ray_hit record = ray_hit_of(entry, shape_index, hit);
        float answer = callback(&record, context);
        return std::isnan(answer) ? 0.0f : answer;
    });
    return succeed();
}

// Hands the shapes found by query(visit) to the caller's callback, under the lock.
template <class Query>
r2d_status report_found_shapes(WorldEntry& entry, Query&& query, r2d_shape_query_fn callback, void* context) {
    R2D_TRY(check_pointer(reinterpret_cast<const void*>(callback), "callback"));
    WorldLock lock(entry.world);
    query([&](int32_t shape_index) { return callback(shape_id_of(entry, shape_index), context); });
    return succeed();
}

// Copies shape ids found by query(visit) into the caller's array; see the header.
template <class Query>
r2d_status copy_found_shapes(const WorldEntry& entry, Query&& query, r2d_shape_id* out_shapes, int32_t capacity,
                             int32_t* out_count) {
    int32_t found = 0;
    query([&](int32_t shape_index) {
        if (found < capacity) out_shapes[found] = shape_id_of(entry, shape_index);
        ++found;
        return true;
    });
    *out_count = found;
    if (found > capacity) {
        return fail(R2D_ERROR_CAPACITY, "%d shapes found, room for %d", static_cast<int>(found),
                    static_cast<int>(capacity));
    }
    return succeed();
}

}  // namespace r2d
