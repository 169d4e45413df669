// Entry points of the queries with a shape proxy: shape casts, shape
// overlaps, and closest points between two shapes. Proxies are checked as
// shape creation checks geometry (api/geometry_checks.h).
#include "api/geometry_checks.h"
#include "api/handles.h"
#include "api/query_results.h"
#include "api/validate.h"
#include "dynamics/world_shape_query.h"

using namespace r2d;

namespace {

// The proxy's geometry as the shape of that many points would have it.
r2d_status read_proxy_geometry(const r2d_shape_proxy& proxy, Geometry* out) {
    const r2d_vec2* points = proxy.points;
    if (proxy.count == 1) {
        R2D_TRY(check_coordinate(points[0], "proxy point"));
        R2D_TRY(check_positive(proxy.radius, max_coordinate, "proxy radius"));
        out->kind = ShapeKind::circle;
        out->circle = {to_vec2(points[0]), proxy.radius};
        return R2D_OK;
    }
    if (proxy.count == 2) {
        R2D_TRY(check_apart(points[0], points[1], "proxy points"));
        R2D_TRY(check_positive(proxy.radius, max_coordinate, "proxy radius"));
        out->kind = ShapeKind::capsule;
        out->capsule = {to_vec2(points[0]), to_vec2(points[1]), proxy.radius};
        return R2D_OK;
    }
    R2D_TRY(check_points(points, proxy.count, max_polygon_vertices));
    R2D_TRY(check_range(proxy.radius, 0.0f, max_coordinate, "proxy radius"));
    out->kind = ShapeKind::polygon;
    return polygon_error_status(make_polygon(reinterpret_cast<const Vec2*>(points), proxy.count, &out->polygon));
}

// Checks the caller's proxy and places it in world coordinates.
r2d_status read_proxy(const r2d_shape_proxy* proxy, ConvexProxy* out) {
    R2D_TRY(check_pointer(proxy, "proxy"));
    if (proxy->count > max_polygon_vertices) {
        return fail(R2D_ERROR_TOO_MANY_VERTICES, "the proxy has %d points; at most %d are allowed",
                    static_cast<int>(proxy->count), max_polygon_vertices);
    }
    if (proxy->count < 1) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "the proxy has %d points; it needs 1 to %d", static_cast<int>(proxy->count),
                    max_polygon_vertices);
    }
    R2D_TRY(check_coordinate(proxy->position, "proxy position"));
    R2D_TRY(check_finite(proxy->angle, "proxy angle"));
    Geometry geometry;
    R2D_TRY(read_proxy_geometry(*proxy, &geometry));
    ConvexProxy local = make_proxy(geometry);
    local.radius = proxy->radius;
    *out = place_proxy(local, {to_vec2(proxy->position), make_rot(proxy->angle)});
    return R2D_OK;
}

// What every proxy query reads first: its world, its proxy and its filter.
struct ProxyQuery {
    WorldEntry* entry;
    ConvexProxy proxy;
    QueryFilter filter;
};

r2d_status read_proxy_query(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_query_filter filter,
                            ProxyQuery* out) {
    R2D_TRY(resolve_world(world, &out->entry));
    R2D_TRY(read_proxy(proxy, &out->proxy));
    return read_query_filter(filter, &out->filter);
}

r2d_status read_cast(const ProxyQuery& query, r2d_vec2 translation, ShapeCastInput* out) {
    R2D_TRY(check_coordinate(translation, "translation"));
    *out = {query.proxy, to_vec2(translation), 1.0f};
    return R2D_OK;
}

}  // namespace

extern "C" {

r2d_status r2d_world_cast_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
                                r2d_query_filter filter, r2d_ray_hit* out_hit, bool* out_found) {
    return guard_allocation([&] {
        ProxyQuery query;
        ShapeCastInput input;
        R2D_TRY(read_proxy_query(world, proxy, filter, &query));
        R2D_TRY(read_cast(query, translation, &input));
        R2D_TRY(check_pointer(out_hit, "out_hit"));
        R2D_TRY(check_pointer(out_found, "out_found"));
        RayHit hit;
        int32_t shape_index = world_cast_shape_closest(query.entry->world, input, query.filter, &hit);
        *out_found = shape_index >= 0;
        if (shape_index >= 0) *out_hit = ray_hit_of(*query.entry, shape_index, hit);
        return succeed();
    });
}

r2d_status r2d_world_cast_shape_each(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_vec2 translation,
                                     r2d_query_filter filter, r2d_ray_cast_fn callback, void* context) {
    return guard_allocation([&] {
        ProxyQuery query;
        ShapeCastInput input;
        R2D_TRY(read_proxy_query(world, proxy, filter, &query));
        R2D_TRY(read_cast(query, translation, &input));
        auto cast = [&](auto&& on_hit) { world_cast_shape(query.entry->world, input, query.filter, on_hit); };
        return report_hits(*query.entry, cast, callback, context);
    });
}

r2d_status r2d_world_overlap_shape(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_query_filter filter,
                                   r2d_shape_query_fn callback, void* context) {
    return guard_allocation([&] {
        ProxyQuery query;
        R2D_TRY(read_proxy_query(world, proxy, filter, &query));
        auto overlap = [&](auto&& visit) { world_overlap_proxy(query.entry->world, query.proxy, query.filter, visit); };
        return report_found_shapes(*query.entry, overlap, callback, context);
    });
}

r2d_status r2d_world_get_shapes_overlapping(r2d_world_id world, const r2d_shape_proxy* proxy, r2d_query_filter filter,
                                            r2d_shape_id* out_shapes, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        ProxyQuery query;
        R2D_TRY(read_proxy_query(world, proxy, filter, &query));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        auto overlap = [&](auto&& visit) { world_overlap_proxy(query.entry->world, query.proxy, query.filter, visit); };
        return copy_found_shapes(*query.entry, overlap, out_shapes, capacity, out_count);
    });
}

r2d_status r2d_shape_get_closest_points(r2d_shape_id shape_a, r2d_shape_id shape_b, r2d_distance_result* out_result) {
    return guard_allocation([&] {
        WorldEntry* entry_a;
        WorldEntry* entry_b;
        int32_t index_a;
        int32_t index_b;
        R2D_TRY(resolve_shape(shape_a, &entry_a, &index_a));
        R2D_TRY(resolve_shape(shape_b, &entry_b, &index_b));
        if (entry_a != entry_b) return fail(R2D_ERROR_WRONG_WORLD, "shape_b belongs to another world than shape_a");
        R2D_TRY(check_pointer(out_result, "out_result"));
        ProxyDistance d = shape_distance(entry_a->world, index_a, index_b);
        *out_result = {to_r2d(d.point_a), to_r2d(d.point_b), to_r2d(d.normal), d.distance};
        return succeed();
    });
}

}  // extern "C"
