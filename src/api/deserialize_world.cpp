// Reads the serialized format into a new world. Everything is parsed and
// its structure checked first; the world is then built through the same
// entry points a program calls, so a file is held to exactly the checks a
// program is, and a refusal anywhere destroys the half-built world.
#include <cstdio>
#include <cstring>

#include "api/serialize.h"
#include "api/serialized_format.h"
#include "api/snapshot_owner.h"
#include "api/validate.h"
#include "core/little_endian.h"

namespace r2d {

namespace {

struct FieldReader {
    LittleEndianReader& in;
    uint16_t minor;
    void f32(float& v) { v = in.f32(); }
    void i32(int32_t& v) { v = in.i32(); }
    void u32(uint32_t& v) { v = in.u32(); }
    void u64(uint64_t& v) { v = in.u64(); }
    void vec2(r2d_vec2& v) {
        v.x = in.f32();
        v.y = in.f32();
    }
    void flag(bool& v) {
        uint8_t byte = in.u8();
        if (byte > 1) in.set_failed();
        v = byte == 1;
    }
    void fail() { in.set_failed(); }
    bool room_for(uint64_t bytes) { return bytes <= in.remaining(); }
};

// What the file holds, parsed but not yet checked against the rules of creation.
struct Scene {
    WorldRecord world;
    std::vector<BodyRecord> bodies;
    std::vector<ShapeRecord> shapes;
    std::vector<JointRecord> joints;
    std::vector<ChainRecord> chains;
    const unsigned char* snapshot = nullptr;
    std::size_t snapshot_size = 0;
};

r2d_status corrupted(const char* what) {
    return fail(R2D_ERROR_INVALID_ARGUMENT, "the serialized world is corrupted: %s", what);
}

// A section of records of a file of the minor version: their count, then
// each record's length and fields. Fields past those this version knows
// are skipped; those the file's minor does not have keep blank's values.
template <class Record, class Fields>
bool read_records(LittleEndianReader section, uint16_t minor, std::vector<Record>& records, const Record& blank,
                  Fields&& fields) {
    uint32_t count = section.u32();
    for (uint32_t i = 0; i < count && section.ok(); ++i) {
        LittleEndianReader record = section.split(section.u32());
        records.push_back(blank);
        FieldReader io{record, minor};
        fields(io, records.back());
        if (!record.ok()) return false;
    }
    return section.ok() && section.remaining() == 0;
}

r2d_status parse(const unsigned char* bytes, std::size_t size, Scene& scene) {
    if (size < serialized_header_size) return corrupted("it is shorter than its header");
    LittleEndianReader header(bytes, bytes + serialized_header_size);
    if (std::memcmp(bytes, serialized_magic, sizeof(serialized_magic)) != 0) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "the buffer is not a serialized world");
    }
    header.split(sizeof(serialized_magic));
    uint16_t major = header.u16();
    uint16_t minor = header.u16();
    if (major != serialized_major) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "the serialized world has format %u.%u; this library reads %u.x", major,
                    minor, serialized_major);
    }
    uint64_t length = header.u64();
    uint64_t checksum = header.u64();
    if (length != size - serialized_header_size) return corrupted("it is truncated or has bytes past its end");
    const unsigned char* body = bytes + serialized_header_size;
    if (serialized_checksum(body, length) != checksum) return corrupted("its checksum does not match");

    LittleEndianReader sections(body, body + length);
    bool seen[last_section_kind + 1] = {};
    while (sections.remaining() > 0) {
        uint32_t kind = sections.u32();
        LittleEndianReader section = sections.split(sections.u64());
        if (!sections.ok()) return corrupted("a section runs past the end");
        if (kind < 1 || kind > last_section_kind) continue;  // a section of a later version
        if (seen[kind]) return corrupted("a section appears twice");
        seen[kind] = true;
        bool ok = true;
        switch (static_cast<SectionKind>(kind)) {
            case SectionKind::world: {
                std::vector<WorldRecord> worlds;
                WorldRecord blank = {r2d_world_def_default(), WorldSettings().max_linear_speed,
                                     WorldSettings().enable_continuous};
                ok = read_records(section, minor, worlds, blank,
                                  [](FieldReader& io, WorldRecord& w) { world_fields(io, w); }) &&
                     worlds.size() == 1;
                if (ok) scene.world = worlds[0];
                break;
            }
            case SectionKind::bodies: {
                BodyRecord blank = {};
                blank.def = r2d_body_def_default();
                blank.enabled = true;
                ok = read_records(section, minor, scene.bodies, blank,
                                  [](FieldReader& io, BodyRecord& b) { body_fields(io, b); });
                break;
            }
            case SectionKind::shapes: {
                ShapeRecord blank = {};
                blank.def = r2d_shape_def_default();
                ok = read_records(section, minor, scene.shapes, blank,
                                  [](FieldReader& io, ShapeRecord& s) { shape_fields(io, s); });
                break;
            }
            case SectionKind::joints: {
                JointRecord blank;
                std::memset(static_cast<void*>(&blank), 0, sizeof(blank));
                ok = read_records(section, minor, scene.joints, blank,
                                  [](FieldReader& io, JointRecord& j) { joint_fields(io, j); });
                break;
            }
            case SectionKind::chains: {
                ChainRecord blank = {0, false, {}, {}};
                ok = read_records(section, minor, scene.chains, blank,
                                  [](FieldReader& io, ChainRecord& c) { chain_fields(io, c); });
                break;
            }
            case SectionKind::build_snapshot:
                scene.snapshot = section.position();
                scene.snapshot_size = section.remaining();
                break;
        }
        if (!ok) return corrupted("a record is cut short or holds a value no record can have");
    }
    if (!seen[static_cast<int>(SectionKind::world)]) return corrupted("it has no world section");
    for (const ShapeRecord& s : scene.shapes) {
        if (s.body >= scene.bodies.size()) return corrupted("a shape names a body that is not there");
    }
    for (const ChainRecord& c : scene.chains) {
        if (c.body >= scene.bodies.size()) return corrupted("a chain names a body that is not there");
    }
    for (const JointRecord& j : scene.joints) {
        if (j.body_a >= scene.bodies.size() || j.body_b >= scene.bodies.size()) {
            return corrupted("a joint names a body that is not there");
        }
    }
    return R2D_OK;
}

// The refusal of creating record number index, with the entry point's reason.
r2d_status refuse_record(r2d_status status, const char* record, std::size_t index) {
    char reason[256];
    std::snprintf(reason, sizeof(reason), "%s", r2d_last_error_message());
    return fail(status, "%s record %zu of the serialized world: %s", record, index, reason);
}

// The world settings no def carries, through their setters.
r2d_status apply_world_settings(r2d_world_id world, const WorldRecord& w) {
    r2d_status status = r2d_world_set_max_linear_speed(world, w.max_linear_speed);
    if (status == R2D_OK) status = r2d_world_enable_continuous(world, w.enable_continuous);
    return status == R2D_OK ? R2D_OK : refuse_record(status, "world", 0);
}

// The body settings no def carries, through their setters, so a file is
// held to their checks and the body changes as a program's would.
r2d_status apply_body_settings(r2d_body_id body, const BodyRecord& b) {
    if (b.has_mass_override) R2D_TRY(r2d_body_set_mass_data(body, b.mass_override));
    if (b.is_bullet) R2D_TRY(r2d_body_set_bullet(body, true));
    if (!b.enabled) R2D_TRY(r2d_body_set_enabled(body, false));
    return R2D_OK;
}

r2d_status check_body_state(const BodyRecord& b) {
    R2D_TRY(check_range(b.sleep_time, 0.0f, 1.0e30f, "sleep_time"));
    R2D_TRY(check_finite(b.force, "force"));
    return check_finite(b.torque, "torque");
}

r2d_status create_shape(r2d_body_id body, const ShapeRecord& s, r2d_shape_id* out) {
    const r2d_vec2* p = s.points;
    uint32_t expected = s.type == R2D_SHAPE_CIRCLE ? 1 : s.type == R2D_SHAPE_POLYGON ? s.point_count : 2;
    if (s.point_count != expected) {
        return fail(R2D_ERROR_INVALID_ARGUMENT, "shape type %d cannot have %u points", s.type, s.point_count);
    }
    switch (s.type) {
        case R2D_SHAPE_CIRCLE: {
            r2d_circle circle = {p[0], s.radius};
            return r2d_shape_create_circle(body, &s.def, &circle, out);
        }
        case R2D_SHAPE_CAPSULE: {
            r2d_capsule capsule = {p[0], p[1], s.radius};
            return r2d_shape_create_capsule(body, &s.def, &capsule, out);
        }
        case R2D_SHAPE_SEGMENT: {
            r2d_segment segment = {p[0], p[1]};
            return r2d_shape_create_segment(body, &s.def, &segment, out);
        }
        case R2D_SHAPE_POLYGON:
            return r2d_shape_create_polygon(body, &s.def, p, static_cast<int32_t>(s.point_count), out);
        case R2D_SHAPE_CHAIN_SEGMENT:
            return fail(R2D_ERROR_INVALID_ARGUMENT, "a chain segment belongs in the chains section");
    }
    return fail(R2D_ERROR_INVALID_ARGUMENT, "shape type %d is not an r2d_shape_type", s.type);
}

// A segment's settings beyond the chain's, through the shape setters.
r2d_status apply_segment_settings(r2d_shape_id shape, const r2d_shape_def& d) {
    R2D_TRY(r2d_shape_set_filter(shape, d.filter));
    R2D_TRY(r2d_shape_set_user_data(shape, d.user_data));
    R2D_TRY(r2d_shape_set_density(shape, d.density));
    R2D_TRY(r2d_shape_set_contact_events(shape, d.enable_contact_events));
    R2D_TRY(r2d_shape_set_sensor_events(shape, d.enable_sensor_events));
    R2D_TRY(r2d_shape_set_hit_events(shape, d.enable_hit_events));
    return r2d_shape_set_sensor(shape, d.is_sensor);
}

// The chain through r2d_chain_create with each segment's material, then
// whatever else of each segment was set on its own.
r2d_status create_chain(r2d_body_id body, const ChainRecord& c) {
    std::vector<r2d_surface_material> materials;
    for (const r2d_shape_def& d : c.segments) materials.push_back({d.static_friction, d.dynamic_friction, d.restitution});
    r2d_chain_def def = r2d_chain_def_default();
    def.points = c.points.data();
    def.count = static_cast<int32_t>(c.points.size());
    def.loop = c.loop;
    def.materials = materials.data();
    def.material_count = static_cast<int32_t>(materials.size());
    r2d_chain_id chain;
    R2D_TRY(r2d_chain_create(body, &def, &chain));
    std::vector<r2d_shape_id> segments(c.segments.size());
    int32_t count = 0;
    R2D_TRY(r2d_chain_get_segments(chain, segments.data(), static_cast<int32_t>(segments.size()), &count));
    for (std::size_t i = 0; i < segments.size(); ++i) R2D_TRY(apply_segment_settings(segments[i], c.segments[i]));
    return R2D_OK;
}

// Gives the kind's def the record's bodies and base fields, then creates it.
template <class Def, class Create>
r2d_status create_kind(r2d_world_id world, Def def, const JointRecord& j, const std::vector<r2d_body_id>& bodies,
                       Create&& create) {
    def.struct_size = sizeof(Def);
    def.base = j.base;
    def.base.body_a = bodies[j.body_a];
    def.base.body_b = bodies[j.body_b];
    r2d_joint_id joint;
    return create(world, &def, &joint);
}

r2d_status create_joint(r2d_world_id world, const JointRecord& j, const std::vector<r2d_body_id>& bodies) {
    switch (j.type) {
        case R2D_JOINT_REVOLUTE: return create_kind(world, j.revolute, j, bodies, r2d_joint_create_revolute);
        case R2D_JOINT_PRISMATIC: return create_kind(world, j.prismatic, j, bodies, r2d_joint_create_prismatic);
        case R2D_JOINT_DISTANCE: return create_kind(world, j.distance, j, bodies, r2d_joint_create_distance);
        case R2D_JOINT_WELD: return create_kind(world, j.weld, j, bodies, r2d_joint_create_weld);
        case R2D_JOINT_WHEEL: return create_kind(world, j.wheel, j, bodies, r2d_joint_create_wheel);
        case R2D_JOINT_MOTOR: return create_kind(world, j.motor, j, bodies, r2d_joint_create_motor);
        case R2D_JOINT_MOUSE: return create_kind(world, j.mouse, j, bodies, r2d_joint_create_mouse);
    }
    return fail(R2D_ERROR_INVALID_ARGUMENT, "joint type %d is not an r2d_joint_type", j.type);
}

// Creates the scene's objects in file order, so their slots follow it,
// then gives the bodies the state no def carries.
r2d_status build(r2d_world_id world_id, const Scene& scene) {
    std::vector<r2d_body_id> bodies(scene.bodies.size());
    for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
        r2d_status status = check_body_state(scene.bodies[i]);
        if (status == R2D_OK) status = r2d_body_create(world_id, &scene.bodies[i].def, &bodies[i]);
        if (status != R2D_OK) return refuse_record(status, "body", i);
    }
    for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
        r2d_shape_id shape;
        r2d_status status = create_shape(bodies[scene.shapes[i].body], scene.shapes[i], &shape);
        if (status != R2D_OK) return refuse_record(status, "shape", i);
    }
    for (std::size_t i = 0; i < scene.chains.size(); ++i) {
        r2d_status status = create_chain(bodies[scene.chains[i].body], scene.chains[i]);
        if (status != R2D_OK) return refuse_record(status, "chain", i);
    }
    for (std::size_t i = 0; i < scene.joints.size(); ++i) {
        r2d_status status = create_joint(world_id, scene.joints[i], bodies);
        if (status != R2D_OK) return refuse_record(status, "joint", i);
    }
    // On the finished bodies, as a program would set them after building.
    for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
        r2d_status status = apply_body_settings(bodies[i], scene.bodies[i]);
        if (status != R2D_OK) return refuse_record(status, "body", i);
    }
    WorldEntry* entry;
    R2D_TRY(resolve_world(world_id, &entry));
    World& world = entry->world;
    // Creating shapes and joints and applying settings woke bodies and
    // moved their centres of mass: the saved sleep and velocities go on last. A body saved asleep
    // lies in an island saved asleep, so sleeping its island is right.
    for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
        if (!scene.bodies[i].def.awake) sleep_body(world, static_cast<int32_t>(i));
    }
    for (std::size_t i = 0; i < scene.bodies.size(); ++i) {
        const BodyRecord& record = scene.bodies[i];
        Body& body = world.bodies[i];
        if (body.type == BodyType::static_body) continue;
        body.linear_velocity = to_vec2(record.def.linear_velocity);
        body.angular_velocity = body.fixed_rotation ? 0.0f : record.def.angular_velocity;
        set_sleep_time(world, body, record.sleep_time);
        if (body.type == BodyType::dynamic) {
            body.force = to_vec2(record.force);
            body.torque = record.torque;
        }
    }
    return R2D_OK;
}

// The build snapshot makes the new world the saved one byte for byte,
// contacts and impulses included, when this very build wrote it; from any
// other build it is ignored and contacts are found on the first step.
void adopt_snapshot(WorldEntry& entry, const Scene& scene, bool keep_settings) {
    if (scene.snapshot == nullptr) return;
    World& world = entry.world;
    WorldSettings settings = world.settings;
    if (restore_snapshot(world, entry.snapshot_staging, snapshot_owner(any_world), scene.snapshot,
                         scene.snapshot_size) == SnapshotProblem::none &&
        keep_settings) {
        world.settings = settings;
    }
    // The staging now holds the arrays the world was built with.
    entry.snapshot_staging.release();
}

}  // namespace

r2d_status deserialize_world(const r2d_world_def* def, const unsigned char* bytes, std::size_t size,
                             r2d_world_id* out_world) {
    Scene scene;
    R2D_TRY(parse(bytes, size, scene));
    r2d_world_id world;
    r2d_status created = r2d_world_create(def != nullptr ? def : &scene.world.def, &world);
    if (created != R2D_OK) return def != nullptr ? created : refuse_record(created, "world", 0);
    r2d_status status = guard_allocation([&] {
        if (def == nullptr) R2D_TRY(apply_world_settings(world, scene.world));
        R2D_TRY(build(world, scene));
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        adopt_snapshot(*entry, scene, def != nullptr);
        return succeed();
    });
    if (status != R2D_OK) {
        char reason[320];
        std::snprintf(reason, sizeof(reason), "%s", r2d_last_error_message());
        r2d_world_destroy(world);
        return fail(status, "%s", reason);
    }
    *out_world = world;
    return R2D_OK;
}

}  // namespace r2d
