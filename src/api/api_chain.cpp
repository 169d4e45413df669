// Entry points for chains: a run of chain segment shapes made, changed and
// destroyed together.
#include <vector>

#include "api/handles.h"
#include "api/read_object.h"
#include "api/shape_def.h"
#include "api/validate.h"
#include "dynamics/chain.h"
#include "dynamics/shape_settings.h"

using namespace r2d;

namespace {

// A chain's defaults are a shape's (r2d_shape_def_default): its surface,
// filter and event flags.
r2d_chain_def current_default() {
    r2d_shape_def shape = r2d_shape_def_default();
    r2d_chain_def def = {};
    def.struct_size = sizeof(r2d_chain_def);
    def.material = {shape.static_friction, shape.dynamic_friction, shape.restitution};
    def.filter = shape.filter;
    def.enable_contact_events = shape.enable_contact_events;
    def.enable_sensor_events = shape.enable_sensor_events;
    def.enable_hit_events = shape.enable_hit_events;
    return def;
}

// A surface material as the shape material it sets (density is moot:
// segments weigh nothing), checked as shape materials are.
r2d_status read_surface(const r2d_surface_material& surface, Material* out) {
    Material material = ShapeDef{}.material;
    material.static_friction = surface.static_friction;
    material.dynamic_friction = surface.dynamic_friction;
    material.restitution = surface.restitution;
    R2D_TRY(check_material(material));
    *out = material;
    return R2D_OK;
}

// Enough points, each a coordinate and apart from the next (the last from
// the first in a loop): a segment needs a direction.
r2d_status check_chain_points(const r2d_chain_def& def) {
    R2D_TRY(check_pointer(def.points, "points"));
    int32_t least = def.loop ? 3 : 2;
    if (def.count < least) {
        return fail(R2D_ERROR_DEGENERATE_POLYGON, "a%s chain needs at least %d points, got %d",
                    def.loop ? " looped" : "n open", least, def.count);
    }
    for (int32_t i = 0; i < def.count; ++i) R2D_TRY(check_coordinate(def.points[i], "a chain point"));
    int32_t segment_count = chain_segment_count(def.count, def.loop);
    for (int32_t i = 0; i < segment_count; ++i) {
        Vec2 a = to_vec2(def.points[i]);
        Vec2 b = to_vec2(def.points[(i + 1) % def.count]);
        if (distance_squared(a, b) <= linear_slop * linear_slop) {
            return fail(R2D_ERROR_DEGENERATE_POLYGON, "chain points %d and %d are closer than %g m", i,
                        (i + 1) % def.count, static_cast<double>(linear_slop));
        }
    }
    return R2D_OK;
}

// The materials of the segments: one for all, or one each. The def's own
// material is checked even when per-segment ones replace it: a NaN
// anywhere in a def is refused.
r2d_status read_materials(const r2d_chain_def& def, int32_t segment_count, std::vector<Material>* out) {
    Material common;
    R2D_TRY(read_surface(def.material, &common));
    if (def.material_count == 0) {
        out->assign(1, common);
        return R2D_OK;
    }
    if (def.material_count != 1 && def.material_count != segment_count) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "material_count is %d; it must be 0, 1 or the segment count %d",
                    def.material_count, segment_count);
    }
    R2D_TRY(check_pointer(def.materials, "materials"));
    out->resize(static_cast<size_t>(def.material_count));
    for (int32_t i = 0; i < def.material_count; ++i) R2D_TRY(read_surface(def.materials[i], &(*out)[i]));
    return R2D_OK;
}

// Checks the material that edit makes of each segment's current one, then
// sets them all: a refusal changes no segment.
template <class Edit>
r2d_status change_materials(r2d_chain_id id, Edit&& edit) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_chain(id, &entry, &index));
    World& world = entry->world;
    for (int32_t s = world.chains[index].first_segment; s >= 0; s = world.chain_links[s].next) {
        Material material = world.shapes[s].material;
        edit(material);
        R2D_TRY(check_material(material));
    }
    for (int32_t s = world.chains[index].first_segment; s >= 0; s = world.chain_links[s].next) {
        Material material = world.shapes[s].material;
        edit(material);
        set_shape_material(world, s, material);
    }
    return succeed();
}

}  // namespace

extern "C" {

r2d_chain_def r2d_chain_def_default(void) {
    return current_default();
}

r2d_status r2d_chain_create(r2d_body_id body, const r2d_chain_def* def, r2d_chain_id* out_chain) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t body_index;
        R2D_TRY(resolve_body(body, &entry, &body_index));
        R2D_TRY(check_pointer(out_chain, "out_chain"));
        R2D_TRY(check_pointer(def, "chain def"));
        R2D_TRY(check_def(def, def->struct_size, sizeof(r2d_chain_def), "chain def"));
        R2D_TRY(check_chain_points(*def));
        int32_t segment_count = chain_segment_count(def->count, def->loop);
        std::vector<Material> materials;
        R2D_TRY(read_materials(*def, segment_count, &materials));
        World& world = entry->world;
        if (!slots_available(world.shapes, world.free_shape, segment_count)) {
            return fail(R2D_ERROR_CAPACITY, "the world has no room for %d more shapes (at most %d)", segment_count,
                        max_objects_per_kind);
        }
        if (!slots_available(world.chains, world.free_chain)) {
            return fail(R2D_ERROR_CAPACITY, "the world has no chain slot left (at most %d)", max_objects_per_kind);
        }
        ShapeDef shape_def;
        shape_def.filter = {def->filter.category_bits, def->filter.mask_bits, def->filter.group_index};
        shape_def.user_data = def->user_data;
        shape_def.enable_contact_events = def->enable_contact_events;
        shape_def.enable_sensor_events = def->enable_sensor_events;
        shape_def.enable_hit_events = def->enable_hit_events;
        std::vector<Vec2> points(static_cast<size_t>(def->count));
        for (int32_t i = 0; i < def->count; ++i) points[i] = to_vec2(def->points[i]);
        int32_t index = create_chain(world, body_index, shape_def, points.data(), def->count, def->loop,
                                     materials.data(), static_cast<int32_t>(materials.size()));
        *out_chain = chain_id_of(*entry, index);
        return succeed();
    });
}

r2d_status r2d_chain_destroy(r2d_chain_id chain) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_chain(chain, &entry, &index));
        destroy_chain(entry->world, index, true);
        return succeed();
    });
}

bool r2d_chain_is_valid(r2d_chain_id chain) {
    return guard_allocation([&] {
               WorldEntry* entry;
               int32_t index;
               R2D_TRY(resolve_chain(chain, &entry, &index));
               return succeed();
           }) == R2D_OK;
}

r2d_status r2d_chain_get_body(r2d_chain_id chain, r2d_body_id* out_body) {
    return guard_allocation([&] {
        return read_chain(chain, out_body, "out_body",
                          [](const WorldEntry& e, const Chain& c) { return body_id_of(e, c.body); });
    });
}

r2d_status r2d_chain_get_segment_count(r2d_chain_id chain, int32_t* out_count) {
    return guard_allocation([&] {
        return read_chain(chain, out_count, "out_count",
                          [](const WorldEntry&, const Chain& c) { return c.segment_count; });
    });
}

r2d_status r2d_chain_get_segments(r2d_chain_id chain, r2d_shape_id* out_shapes, int32_t capacity,
                                  int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_chain(chain, &entry, &index));
        R2D_TRY(check_output(out_shapes, capacity, out_count, "out_shapes"));
        const World& world = entry->world;
        int32_t copied = 0;
        for (int32_t s = world.chains[index].first_segment; s >= 0 && copied < capacity; s = world.chain_links[s].next) {
            out_shapes[copied++] = shape_id_of(*entry, s);
        }
        *out_count = world.chains[index].segment_count;
        return succeed();
    });
}

r2d_status r2d_chain_set_friction(r2d_chain_id chain, float static_friction, float dynamic_friction) {
    return guard_allocation([&] {
        return change_materials(chain, [&](Material& m) {
            m.static_friction = static_friction;
            m.dynamic_friction = dynamic_friction;
        });
    });
}

r2d_status r2d_chain_set_restitution(r2d_chain_id chain, float restitution) {
    return guard_allocation([&] {
        return change_materials(chain, [&](Material& m) { m.restitution = restitution; });
    });
}

r2d_status r2d_shape_get_chain(r2d_shape_id shape, r2d_chain_id* out_chain) {
    return guard_allocation([&] {
        return read_shape(shape, out_chain, "out_chain", [](const WorldEntry& e, const Shape& s) {
            if (geometry_of(e.world, s).kind != ShapeKind::chain_segment) return r2d_chain_id{0};
            int32_t index = static_cast<int32_t>(&s - e.world.shapes.data());
            return chain_id_of(e, e.world.chain_links[index].chain);
        });
    });
}

r2d_status r2d_shape_get_chain_segment(r2d_shape_id shape, r2d_chain_segment* out_chain_segment) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_shape(shape, &entry, &index));
        R2D_TRY(check_pointer(out_chain_segment, "out_chain_segment"));
        const Geometry& g = geometry_of(entry->world, entry->world.shapes[index]);
        if (g.kind != ShapeKind::chain_segment) {
            return fail(R2D_ERROR_INVALID_OPERATION, "the shape is not a chain segment");
        }
        const ChainSegment& s = g.chain_segment;
        *out_chain_segment = {{to_r2d(s.segment.point1), to_r2d(s.segment.point2)}, to_r2d(s.ghost1), to_r2d(s.ghost2)};
        return succeed();
    });
}

}  // extern "C"
