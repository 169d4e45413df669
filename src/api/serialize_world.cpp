// Writes a world in the serialized format: a header, then a section per
// kind of record, then the build snapshot (api/serialized_format.h).
#include <cstring>

#include "api/serialize.h"
#include "api/serialized_format.h"
#include "api/shape_def.h"
#include "api/snapshot_owner.h"
#include "api/validate.h"
#include "api/world_def.h"
#include "core/little_endian.h"

namespace r2d {

namespace {

struct FieldWriter {
    LittleEndianWriter& out;
    uint16_t minor = serialized_minor;
    void f32(float& v) { out.f32(v); }
    void i32(int32_t& v) { out.i32(v); }
    void u32(uint32_t& v) { out.u32(v); }
    void u64(uint64_t& v) { out.u64(v); }
    void vec2(r2d_vec2& v) {
        out.f32(v.x);
        out.f32(v.y);
    }
    void flag(bool& v) { out.u8(v ? 1 : 0); }
    void fail() {}
    bool room_for(uint64_t) { return true; }
};

// A section's kind and length, the length patched in once its records are written.
class Section {
public:
    Section(LittleEndianWriter& out, SectionKind kind) : out_(out) {
        out_.u32(static_cast<uint32_t>(kind));
        length_at_ = out_.size();
        out_.u64(0);
    }
    ~Section() { out_.patch_u64(length_at_, out_.size() - length_at_ - 8); }
    Section(const Section&) = delete;
    Section& operator=(const Section&) = delete;

private:
    LittleEndianWriter& out_;
    std::size_t length_at_;
};

// A record: its length, then its fields.
template <class Record, class Fields>
void write_record(LittleEndianWriter& out, Record& record, Fields&& fields) {
    std::size_t length_at = out.size();
    out.u32(0);
    FieldWriter io{out};
    fields(io, record);
    out.patch_u32(length_at, static_cast<uint32_t>(out.size() - length_at - 4));
}

BodyRecord body_record(const World& world, int32_t index) {
    const Body& b = world.bodies[index];
    BodyRecord r = {};
    r.def = r2d_body_def_default();
    r.def.type = static_cast<int32_t>(b.type);
    r.def.position = to_r2d(b.transform.p);
    r.def.angle = rot_angle(b.transform.q);
    r.def.linear_velocity = to_r2d(b.linear_velocity);
    r.def.angular_velocity = b.angular_velocity;
    r.def.linear_damping = b.linear_damping;
    r.def.angular_damping = b.angular_damping;
    r.def.gravity_scale = b.gravity_scale;
    r.def.fixed_rotation = b.fixed_rotation;
    r.def.allow_sleep = b.allow_sleep;
    r.def.awake = b.awake;
    r.def.user_data = world.body_user_data[index];
    r.sleep_time = b.sleep_time;
    r.force = to_r2d(b.force);
    r.torque = b.torque;
    const BodyOptions& options = world.body_options[index];
    r.enabled = b.enabled;
    r.is_bullet = options.is_bullet;
    r.has_mass_override = options.has_mass_override;
    const MassData& mass = options.mass_override;
    r.mass_override = {mass.mass, to_r2d(mass.center), mass.rotational_inertia};
    return r;
}

ShapeRecord shape_record(const Shape& s, const Geometry& g, uint32_t body) {
    ShapeRecord r = {};
    r.body = body;
    r.type = static_cast<int32_t>(g.kind);
    r.def = shape_def_of(s);
    switch (g.kind) {
        case ShapeKind::circle:
            r.point_count = 1;
            r.points[0] = to_r2d(g.circle.center);
            r.radius = g.circle.radius;
            break;
        case ShapeKind::capsule:
            r.point_count = 2;
            r.points[0] = to_r2d(g.capsule.center1);
            r.points[1] = to_r2d(g.capsule.center2);
            r.radius = g.capsule.radius;
            break;
        case ShapeKind::segment:
            r.point_count = 2;
            r.points[0] = to_r2d(g.segment.point1);
            r.points[1] = to_r2d(g.segment.point2);
            break;
        case ShapeKind::polygon:
            r.point_count = static_cast<uint32_t>(g.polygon.count);
            for (int i = 0; i < g.polygon.count; ++i) r.points[i] = to_r2d(g.polygon.vertices[i]);
            break;
        case ShapeKind::chain_segment:
            break;  // written with its chain
    }
    return r;
}

// The chain's points (each segment's start, and an open chain's end) and
// its segments' settings, in chain order.
ChainRecord chain_record(const World& world, const Chain& chain, uint32_t body) {
    ChainRecord r = {body, chain.loop, {}, {}};
    int32_t last = -1;
    for (int32_t s = chain.first_segment; s >= 0; s = world.chain_links[s].next) {
        r.points.push_back(to_r2d(geometry_of(world, world.shapes[s]).chain_segment.segment.point1));
        r.segments.push_back(shape_def_of(world.shapes[s]));
        last = s;
    }
    if (!chain.loop) r.points.push_back(to_r2d(geometry_of(world, world.shapes[last]).chain_segment.segment.point2));
    return r;
}

// The def's switch and numbers from a joint axis's controls.
template <class Def>
void axis_to_def(const AxisControls& axis, bool& enable_limit, float& lower, float& upper, bool& enable_motor,
                 float& motor_speed, float& max_effort, Def& spring_def) {
    enable_limit = axis.limit.enabled;
    lower = axis.limit.lower;
    upper = axis.limit.upper;
    enable_motor = axis.motor.enabled;
    motor_speed = axis.motor.speed;
    max_effort = axis.motor.max_effort;
    spring_def.enable_spring = axis.spring.enabled;
    spring_def.hertz = axis.spring.hertz;
    spring_def.damping_ratio = axis.spring.damping_ratio;
}

JointRecord joint_record(const Joint& joint, uint32_t body_a, uint32_t body_b) {
    JointRecord r;
    std::memset(static_cast<void*>(&r), 0, sizeof(r));
    r.type = static_cast<int32_t>(joint.type);
    r.body_a = body_a;
    r.body_b = body_b;
    r.base.local_anchor_a = to_r2d(joint.local_anchor_a);
    r.base.local_anchor_b = to_r2d(joint.local_anchor_b);
    r.base.collide_connected = joint.collide_connected;
    r.base.user_data = joint.user_data;
    const Joint::Kind& k = joint.kind;
    switch (joint.type) {
        case JointType::revolute: {
            r2d_revolute_joint_def& d = r.revolute;
            d.reference_angle = k.revolute.reference_angle;
            axis_to_def(k.revolute.axis, d.enable_limit, d.lower_angle, d.upper_angle, d.enable_motor, d.motor_speed,
                        d.max_motor_torque, d);
            break;
        }
        case JointType::prismatic: {
            r2d_prismatic_joint_def& d = r.prismatic;
            d.local_axis_a = to_r2d(k.prismatic.local_axis_a);
            d.reference_angle = k.prismatic.reference_angle;
            axis_to_def(k.prismatic.axis, d.enable_limit, d.lower_translation, d.upper_translation, d.enable_motor,
                        d.motor_speed, d.max_motor_force, d);
            break;
        }
        case JointType::distance: {
            r2d_distance_joint_def& d = r.distance;
            d.length = k.distance.length;
            axis_to_def(k.distance.axis, d.enable_limit, d.min_length, d.max_length, d.enable_motor, d.motor_speed,
                        d.max_motor_force, d);
            break;
        }
        case JointType::weld: {
            r2d_weld_joint_def& d = r.weld;
            d.reference_angle = k.weld.reference_angle;
            d.linear_hertz = k.weld.linear_spring.hertz;
            d.linear_damping_ratio = k.weld.linear_spring.damping_ratio;
            d.angular_hertz = k.weld.angular_spring.hertz;
            d.angular_damping_ratio = k.weld.angular_spring.damping_ratio;
            break;
        }
        case JointType::wheel: {
            r2d_wheel_joint_def& d = r.wheel;
            d.local_axis_a = to_r2d(k.wheel.local_axis_a);
            axis_to_def(k.wheel.axis, d.enable_limit, d.lower_translation, d.upper_translation, d.enable_motor,
                        d.motor_speed, d.max_motor_torque, d);
            break;
        }
        case JointType::motor: {
            r2d_motor_joint_def& d = r.motor;
            d.linear_offset = to_r2d(k.motor.linear_offset);
            d.angular_offset = k.motor.angular_offset;
            d.max_force = k.motor.max_force;
            d.max_torque = k.motor.max_torque;
            d.correction_factor = k.motor.correction_factor;
            break;
        }
        case JointType::mouse: {
            r2d_mouse_joint_def& d = r.mouse;
            d.target = to_r2d(k.mouse.target);
            d.hertz = k.mouse.spring.hertz;
            d.damping_ratio = k.mouse.spring.damping_ratio;
            d.max_force = k.mouse.max_force;
            break;
        }
    }
    return r;
}

}  // namespace

std::vector<unsigned char> serialize_world(WorldEntry& entry) {
    World& world = entry.world;
    std::vector<unsigned char> bytes;
    LittleEndianWriter out(bytes);
    for (unsigned char c : serialized_magic) out.u8(c);
    out.u16(serialized_major);
    out.u16(serialized_minor);
    out.u64(0);  // length and checksum, filled in at the end
    out.u64(0);
    {
        Section section(out, SectionKind::world);
        out.u32(1);
        WorldRecord record = {world_def_of(world.settings), world.settings.max_linear_speed,
                              world.settings.enable_continuous};
        write_record(out, record, [](FieldWriter& io, WorldRecord& w) { world_fields(io, w); });
    }
    // Live objects in slot order; shapes and joints name bodies by their
    // position in this order.
    std::vector<uint32_t> body_position(world.bodies.size());
    {
        Section section(out, SectionKind::bodies);
        out.u32(static_cast<uint32_t>(world.body_count));
        uint32_t position = 0;
        for (int32_t i = 0; i < static_cast<int32_t>(world.bodies.size()); ++i) {
            if (!world.bodies[i].in_use) continue;
            body_position[i] = position++;
            BodyRecord record = body_record(world, i);
            write_record(out, record, [](FieldWriter& io, BodyRecord& b) { body_fields(io, b); });
        }
    }
    {
        // Chain segments go with their chains, below.
        int32_t segment_count = 0;
        for (const Chain& chain : world.chains) segment_count += chain.in_use ? chain.segment_count : 0;
        Section section(out, SectionKind::shapes);
        out.u32(static_cast<uint32_t>(world.shape_count - segment_count));
        for (const Shape& shape : world.shapes) {
            if (!shape.in_use) continue;
            const Geometry& geometry = geometry_of(world, shape);
            if (geometry.kind == ShapeKind::chain_segment) continue;
            ShapeRecord record = shape_record(shape, geometry, body_position[shape.body]);
            write_record(out, record, [](FieldWriter& io, ShapeRecord& s) { shape_fields(io, s); });
        }
    }
    {
        Section section(out, SectionKind::joints);
        out.u32(static_cast<uint32_t>(world.joint_count));
        for (const Joint& joint : world.joints) {
            if (!joint.in_use) continue;
            JointRecord record =
                joint_record(joint, body_position[joint.edges[0].body], body_position[joint.edges[1].body]);
            write_record(out, record, [](FieldWriter& io, JointRecord& j) { joint_fields(io, j); });
        }
    }
    {
        Section section(out, SectionKind::chains);
        out.u32(static_cast<uint32_t>(world.chain_count));
        for (const Chain& chain : world.chains) {
            if (!chain.in_use) continue;
            ChainRecord record = chain_record(world, chain, body_position[chain.body]);
            write_record(out, record, [](FieldWriter& io, ChainRecord& c) { chain_fields(io, c); });
        }
    }
    {
        Section section(out, SectionKind::build_snapshot);
        std::size_t at = bytes.size();
        bytes.resize(at + snapshot_size(world));
        save_snapshot(world, entry.snapshot_staging, snapshot_owner_of(entry), bytes.data() + at);
    }
    std::size_t length = bytes.size() - serialized_header_size;
    out.patch_u64(8, length);
    out.patch_u64(16, serialized_checksum(bytes.data() + serialized_header_size, length));
    return bytes;
}

}  // namespace r2d
