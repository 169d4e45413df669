// Entry points for shapes.
#include <cstring>

#include "api/geometry_checks.h"
#include "api/handles.h"
#include "api/read_object.h"
#include "api/shape_def.h"
#include "api/validate.h"

using namespace r2d;

namespace {

// The common tail of every create call: checks body, def and output, then
// adds the geometry the caller built and checked.
template <class BuildGeometry>
r2d_status create_one(r2d_body_id body, const r2d_shape_def* def, r2d_shape_id* out_shape, BuildGeometry&& build) {
    WorldEntry* entry;
    int32_t body_index;
    R2D_TRY(resolve_body(body, &entry, &body_index));
    R2D_TRY(check_pointer(out_shape, "out_shape"));
    ShapeDef shape_def;
    R2D_TRY(read_shape_def(def, &shape_def));
    Geometry geometry;
    R2D_TRY(build(geometry));
    if (!slots_available(entry->world.shapes, entry->world.free_shape)) {
        return fail(R2D_ERROR_CAPACITY, "the world has no shape slot left (at most %d)", max_objects_per_kind);
    }
    return guard_allocation([&] {
        int32_t index = create_shape(entry->world, body_index, shape_def, geometry);
        *out_shape = shape_id_of(*entry, index);
        return succeed();
    });
}

}  // namespace

extern "C" {

r2d_status r2d_shape_create_circle(r2d_body_id body, const r2d_shape_def* def, const r2d_circle* circle,
                                   r2d_shape_id* out_shape) {
    return guard_allocation([&] {
        return create_one(body, def, out_shape, [&](Geometry& g) {
            R2D_TRY(check_pointer(circle, "circle"));
            R2D_TRY(check_coordinate(circle->center, "circle center"));
            R2D_TRY(check_positive(circle->radius, max_coordinate, "circle radius"));
            g.kind = ShapeKind::circle;
            g.circle = {to_vec2(circle->center), circle->radius};
            return R2D_OK;
        });
    });
}

r2d_status r2d_shape_create_capsule(r2d_body_id body, const r2d_shape_def* def, const r2d_capsule* capsule,
                                    r2d_shape_id* out_shape) {
    return guard_allocation([&] {
        return create_one(body, def, out_shape, [&](Geometry& g) {
            R2D_TRY(check_pointer(capsule, "capsule"));
            R2D_TRY(check_apart(capsule->center1, capsule->center2, "capsule centres"));
            R2D_TRY(check_positive(capsule->radius, max_coordinate, "capsule radius"));
            g.kind = ShapeKind::capsule;
            g.capsule = {to_vec2(capsule->center1), to_vec2(capsule->center2), capsule->radius};
            return R2D_OK;
        });
    });
}

r2d_status r2d_shape_create_segment(r2d_body_id body, const r2d_shape_def* def, const r2d_segment* segment,
                                    r2d_shape_id* out_shape) {
    return guard_allocation([&] {
        return create_one(body, def, out_shape, [&](Geometry& g) {
            R2D_TRY(check_pointer(segment, "segment"));
            R2D_TRY(check_apart(segment->point1, segment->point2, "segment points"));
            g.kind = ShapeKind::segment;
            g.segment = {to_vec2(segment->point1), to_vec2(segment->point2)};
            return R2D_OK;
        });
    });
}

r2d_status r2d_shape_create_box(r2d_body_id body, const r2d_shape_def* def, const r2d_box* box,
                                r2d_shape_id* out_shape) {
    return guard_allocation([&] {
        return create_one(body, def, out_shape, [&](Geometry& g) {
            R2D_TRY(check_pointer(box, "box"));
            R2D_TRY(check_positive(box->half_extents.x, max_coordinate, "box half width"));
            R2D_TRY(check_positive(box->half_extents.y, max_coordinate, "box half height"));
            R2D_TRY(check_coordinate(box->center, "box center"));
            R2D_TRY(check_finite(box->angle, "box angle"));
            if (box->half_extents.x < 0.5f * linear_slop || box->half_extents.y < 0.5f * linear_slop) {
                return fail(R2D_ERROR_DEGENERATE_POLYGON, "a box side is shorter than %g m",
                            static_cast<double>(linear_slop));
            }
            g.kind = ShapeKind::polygon;
            g.polygon = make_box(to_vec2(box->half_extents), to_vec2(box->center), box->angle);
            // Far from the origin or very long and thin, a box's corners round
            // to floats that no longer enclose an area: check them as a polygon.
            Polygon as_polygon;
            return polygon_error_status(make_polygon(g.polygon.vertices, g.polygon.count, &as_polygon));
        });
    });
}

r2d_status r2d_polygon_validate(const r2d_vec2* points, int32_t count) {
    return guard_allocation([&] {
        R2D_TRY(check_points(points, count, max_polygon_vertices));
        Polygon polygon;
        R2D_TRY(polygon_error_status(make_polygon(reinterpret_cast<const Vec2*>(points), count, &polygon)));
        return succeed();
    });
}

r2d_status r2d_shape_create_polygon(r2d_body_id body, const r2d_shape_def* def, const r2d_vec2* points, int32_t count,
                                    r2d_shape_id* out_shape) {
    return guard_allocation([&] {
        return create_one(body, def, out_shape, [&](Geometry& g) {
            R2D_TRY(check_points(points, count, max_polygon_vertices));
            g.kind = ShapeKind::polygon;
            return polygon_error_status(make_polygon(reinterpret_cast<const Vec2*>(points), count, &g.polygon));
        });
    });
}

r2d_status r2d_concave_polygon_validate(const r2d_vec2* points, int32_t count, int32_t* out_piece_count) {
    return guard_allocation([&] {
        R2D_TRY(check_points(points, count, max_concave_vertices));
        std::vector<Polygon> pieces(max_concave_vertices - 2);
        int piece_count = 0;
        R2D_TRY(polygon_error_status(
            decompose_concave(reinterpret_cast<const Vec2*>(points), count, pieces.data(), &piece_count)));
        if (out_piece_count != nullptr) *out_piece_count = piece_count;
        return succeed();
    });
}

r2d_status r2d_shape_create_concave_polygon(r2d_body_id body, const r2d_shape_def* def, const r2d_vec2* points,
                                            int32_t count, r2d_shape_id* out_shapes, int32_t capacity,
                                            int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t body_index;
        R2D_TRY(resolve_body(body, &entry, &body_index));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        ShapeDef shape_def;
        R2D_TRY(read_shape_def(def, &shape_def));
        R2D_TRY(check_points(points, count, max_concave_vertices));
        std::vector<Polygon> pieces(max_concave_vertices - 2);
        int piece_count = 0;
        R2D_TRY(polygon_error_status(
            decompose_concave(reinterpret_cast<const Vec2*>(points), count, pieces.data(), &piece_count)));
        if (piece_count > capacity) {
            *out_count = piece_count;
            return fail(R2D_ERROR_CAPACITY, "the polygon splits into %d pieces but out_shapes holds %d", piece_count,
                        capacity);
        }
        if (!slots_available(entry->world.shapes, entry->world.free_shape, piece_count)) {
            return fail(R2D_ERROR_CAPACITY, "the world has no shape slot left (at most %d)", max_objects_per_kind);
        }
        World& world = entry->world;
        int32_t created[max_concave_vertices - 2];
        // All pieces or none: with room for all, adding them cannot fail.
        reserve_shapes(world, body_index, piece_count);
        for (int made = 0; made < piece_count; ++made) {
            Geometry g;
            g.kind = ShapeKind::polygon;
            g.polygon = pieces[made];
            created[made] = create_shape(world, body_index, shape_def, g);
        }
        for (int i = 0; i < piece_count; ++i) out_shapes[i] = shape_id_of(*entry, created[i]);
        *out_count = piece_count;
        return succeed();
    });
}

r2d_status r2d_shape_destroy(r2d_shape_id shape) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        if (geometry_of(entry->world, entry->world.shapes[index]).kind == ShapeKind::chain_segment) {
            return fail(R2D_ERROR_INVALID_OPERATION,
                        "the shape is a segment of a chain; destroy the chain (r2d_chain_destroy) instead");
        }
        destroy_shape(entry->world, index, true);
        return succeed();
    });
}

r2d_status r2d_shape_get_body(r2d_shape_id shape, r2d_body_id* out_body) {
    return guard_allocation([&] {
        return read_shape(shape, out_body, "out_body",
                          [](const WorldEntry& e, const Shape& s) { return body_id_of(e, s.body); });
    });
}

r2d_status r2d_shape_get_type(r2d_shape_id shape, r2d_shape_type* out_type) {
    return guard_allocation([&] {
        return read_shape(shape, out_type, "out_type", [](const WorldEntry& e, const Shape& s) {
            return static_cast<r2d_shape_type>(geometry_of(e.world, s).kind);
        });
    });
}

r2d_status r2d_shape_get_aabb(r2d_shape_id shape, r2d_aabb* out_aabb) {
    return guard_allocation([&] {
        return read_shape(shape, out_aabb, "out_aabb", [](const WorldEntry&, const Shape& s) {
            return r2d_aabb{to_r2d(s.aabb.lower), to_r2d(s.aabb.upper)};
        });
    });
}

r2d_status r2d_shape_get_filter(r2d_shape_id shape, r2d_filter* out_filter) {
    return guard_allocation([&] {
        return read_shape(shape, out_filter, "out_filter", [](const WorldEntry&, const Shape& s) {
            return r2d_filter{s.filter.category_bits, s.filter.mask_bits, s.filter.group_index};
        });
    });
}

r2d_status r2d_shape_set_filter(r2d_shape_id shape, r2d_filter filter) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        set_shape_filter(entry->world, index, {filter.category_bits, filter.mask_bits, filter.group_index});
        return succeed();
    });
}

r2d_status r2d_shape_get_user_data(r2d_shape_id shape, uint64_t* out_user_data) {
    return guard_allocation([&] {
        return read_shape(shape, out_user_data, "out_user_data",
                          [](const WorldEntry&, const Shape& s) { return s.user_data; });
    });
}

r2d_status r2d_shape_set_user_data(r2d_shape_id shape, uint64_t user_data) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        entry->world.shapes[index].user_data = user_data;
        return succeed();
    });
}

r2d_status r2d_shape_get_geometry(r2d_shape_id shape, r2d_vec2* out_points, int32_t capacity, int32_t* out_count,
                                  float* out_radius) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        R2D_TRY(check_output(out_points, capacity, out_count, "out_points"));
        const Geometry& g = geometry_of(entry->world, entry->world.shapes[index]);
        Vec2 points[max_polygon_vertices];
        int count = 0;
        float radius = 0.0f;
        switch (g.kind) {
            case ShapeKind::circle:
                points[count++] = g.circle.center;
                radius = g.circle.radius;
                break;
            case ShapeKind::capsule:
                points[count++] = g.capsule.center1;
                points[count++] = g.capsule.center2;
                radius = g.capsule.radius;
                break;
            case ShapeKind::segment:
                points[count++] = g.segment.point1;
                points[count++] = g.segment.point2;
                break;
            case ShapeKind::chain_segment:
                points[count++] = g.chain_segment.segment.point1;
                points[count++] = g.chain_segment.segment.point2;
                break;
            case ShapeKind::polygon:
                for (; count < g.polygon.count; ++count) points[count] = g.polygon.vertices[count];
                break;
        }
        for (int i = 0; i < count && i < capacity; ++i) out_points[i] = to_r2d(points[i]);
        *out_count = count;
        if (out_radius != nullptr) *out_radius = radius;
        return succeed();
    });
}

}  // extern "C"
