// Entry points that create joints, and those every joint kind answers.
#include "api/api_joint.h"

#include "dynamics/joint.h"

using namespace r2d;

namespace r2d {

r2d_status resolve_joint_of(r2d_joint_id id, World** out_world, Joint** out_joint, int32_t* out_index) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_joint(id, &entry, &index));
    *out_world = &entry->world;
    *out_joint = &entry->world.joints[index];
    if (out_index != nullptr) *out_index = index;
    return R2D_OK;
}

r2d_status check_spring(float hertz, float damping_ratio) {
    R2D_TRY(check_range(hertz, 0.0f, max_coordinate, "hertz"));
    return check_range(damping_ratio, 0.0f, max_coordinate, "damping_ratio");
}

r2d_status check_axis(r2d_vec2 axis, Vec2* out_unit) {
    R2D_TRY(check_coordinate(axis, "axis"));
    Vec2 unit = normalize(to_vec2(axis));
    if (unit == Vec2{}) return fail(R2D_ERROR_OUT_OF_RANGE, "the axis is zero; it needs a direction");
    *out_unit = unit;
    return R2D_OK;
}

r2d_status check_limits(JointType type, float lower, float upper) {
    // Revolute limits are angles: beyond a half turn they would wrap.
    float low = type == JointType::revolute ? -pi : -max_coordinate;
    float high = type == JointType::revolute ? pi : max_coordinate;
    if (type == JointType::distance) low = 0.0f;
    // Named as the def names them.
    const char* lower_name = type == JointType::revolute   ? "lower_angle"
                             : type == JointType::distance ? "min_length"
                                                           : "lower_translation";
    const char* upper_name = type == JointType::revolute   ? "upper_angle"
                             : type == JointType::distance ? "max_length"
                                                           : "upper_translation";
    R2D_TRY(check_range(lower, low, high, lower_name));
    R2D_TRY(check_range(upper, low, high, upper_name));
    if (lower > upper) {
        return fail(R2D_ERROR_OUT_OF_RANGE, "%s %g is above %s %g", lower_name, static_cast<double>(lower), upper_name,
                    static_cast<double>(upper));
    }
    return R2D_OK;
}

r2d_status check_motor(float speed, float max_effort) {
    R2D_TRY(check_range(speed, -max_coordinate, max_coordinate, "motor speed"));
    return check_range(max_effort, 0.0f, max_effort_limit, "max motor force or torque");
}

r2d_status check_mouse_spring(float hertz, float damping_ratio) {
    R2D_TRY(check_positive(hertz, max_coordinate, "hertz"));
    return check_range(damping_ratio, 0.0f, max_coordinate, "damping_ratio");
}

r2d_status check_motor_joint_values(r2d_vec2 linear_offset, float angular_offset, float max_force, float max_torque,
                                    float correction_factor) {
    R2D_TRY(check_coordinate(linear_offset, "linear_offset"));
    R2D_TRY(check_range(angular_offset, -max_coordinate, max_coordinate, "angular_offset"));
    R2D_TRY(check_range(max_force, 0.0f, max_effort_limit, "max_force"));
    R2D_TRY(check_range(max_torque, 0.0f, max_effort_limit, "max_torque"));
    return check_range(correction_factor, 0.0f, 1.0f, "correction_factor");
}

}  // namespace r2d

namespace {

// The checks every create call shares: world, def, bodies, anchors and the
// output. Fills the common part of the prototype.
r2d_status check_base(r2d_world_id world, const void* def, uint32_t struct_size, uint32_t expected, const char* what,
                      const r2d_joint_base_def* base, r2d_joint_id* out_joint, WorldEntry** out_entry,
                      Joint& prototype) {
    R2D_TRY(resolve_world(world, out_entry));
    R2D_TRY(check_pointer(out_joint, "out_joint"));
    R2D_TRY(check_def(def, struct_size, expected, what));
    WorldEntry* entry_a;
    WorldEntry* entry_b;
    int32_t body_a;
    int32_t body_b;
    R2D_TRY(resolve_body(base->body_a, &entry_a, &body_a));
    R2D_TRY(resolve_body(base->body_b, &entry_b, &body_b));
    if (entry_a != *out_entry || entry_b != *out_entry) {
        return fail(R2D_ERROR_WRONG_WORLD, "a body of the joint belongs to another world");
    }
    if (body_a == body_b) return fail(R2D_ERROR_INVALID_ARGUMENT, "a joint needs two different bodies");
    R2D_TRY(check_coordinate(base->local_anchor_a, "local_anchor_a"));
    R2D_TRY(check_coordinate(base->local_anchor_b, "local_anchor_b"));
    if ((*out_entry)->world.joint_count >= max_objects_per_kind) {
        return fail(R2D_ERROR_CAPACITY, "the world holds the most joints it can (%d)", max_objects_per_kind);
    }
    prototype.edges[0].body = body_a;
    prototype.edges[1].body = body_b;
    prototype.local_anchor_a = to_vec2(base->local_anchor_a);
    prototype.local_anchor_b = to_vec2(base->local_anchor_b);
    prototype.collide_connected = base->collide_connected;
    prototype.user_data = base->user_data;
    return R2D_OK;
}

r2d_status check_reference_angle(float angle) {
    return check_range(angle, -max_coordinate, max_coordinate, "reference_angle");
}

// Checks a kind's own fields (check_kind), then adds the joint.
template <class Def, class CheckKind>
r2d_status create(r2d_world_id world, const Def* def, r2d_joint_id* out_joint, const char* what, JointType type,
                  CheckKind&& check_kind) {
    Joint prototype;
    prototype.type = type;
    WorldEntry* entry;
    R2D_TRY(check_base(world, def, def ? def->struct_size : 0, sizeof(Def), what, def ? &def->base : nullptr,
                       out_joint, &entry, prototype));
    R2D_TRY(check_kind(*def, prototype.kind));
    return guard_allocation([&] {
        int32_t index = create_joint(entry->world, prototype);
        *out_joint = joint_id_of(*entry, index);
        return succeed();
    });
}

SpringParams spring_from(bool enabled, float hertz, float damping_ratio) {
    return {hertz, damping_ratio, enabled};
}

r2d_status get_joint_body(r2d_joint_id joint, int side, r2d_body_id* out_body) {
    WorldEntry* entry;
    int32_t index;
    R2D_TRY(resolve_joint(joint, &entry, &index));
    R2D_TRY(check_pointer(out_body, "out_body"));
    *out_body = body_id_of(*entry, entry->world.joints[index].edges[side].body);
    return succeed();
}

}  // namespace

extern "C" {

r2d_revolute_joint_def r2d_revolute_joint_def_default(void) {
    r2d_revolute_joint_def def = {};
    def.struct_size = sizeof(def);
    return def;
}

r2d_prismatic_joint_def r2d_prismatic_joint_def_default(void) {
    r2d_prismatic_joint_def def = {};
    def.struct_size = sizeof(def);
    def.local_axis_a = {1.0f, 0.0f};
    return def;
}

r2d_distance_joint_def r2d_distance_joint_def_default(void) {
    r2d_distance_joint_def def = {};
    def.struct_size = sizeof(def);
    def.length = 1.0f;
    def.max_length = max_coordinate;
    return def;
}

r2d_weld_joint_def r2d_weld_joint_def_default(void) {
    r2d_weld_joint_def def = {};
    def.struct_size = sizeof(def);
    return def;
}

r2d_wheel_joint_def r2d_wheel_joint_def_default(void) {
    r2d_wheel_joint_def def = {};
    def.struct_size = sizeof(def);
    def.local_axis_a = {0.0f, 1.0f};
    def.enable_spring = true;
    def.hertz = 1.0f;
    def.damping_ratio = 0.7f;
    return def;
}

r2d_motor_joint_def r2d_motor_joint_def_default(void) {
    r2d_motor_joint_def def = {};
    def.struct_size = sizeof(def);
    def.max_force = 1.0f;
    def.max_torque = 1.0f;
    def.correction_factor = 0.3f;
    return def;
}

r2d_mouse_joint_def r2d_mouse_joint_def_default(void) {
    r2d_mouse_joint_def def = {};
    def.struct_size = sizeof(def);
    def.hertz = 5.0f;
    def.damping_ratio = 0.7f;
    def.max_force = 1000.0f;
    return def;
}

r2d_status r2d_joint_create_revolute(r2d_world_id world, const r2d_revolute_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "revolute joint def", JointType::revolute,
                      [](const r2d_revolute_joint_def& d, Joint::Kind& kind) {
                          R2D_TRY(check_reference_angle(d.reference_angle));
                          R2D_TRY(check_limits(JointType::revolute, d.lower_angle, d.upper_angle));
                          R2D_TRY(check_motor(d.motor_speed, d.max_motor_torque));
                          R2D_TRY(check_spring(d.hertz, d.damping_ratio));
                          RevoluteJoint& r = kind.revolute;
                          r.reference_angle = d.reference_angle;
                          r.axis.limit = {d.lower_angle, d.upper_angle, d.enable_limit};
                          r.axis.motor = {d.motor_speed, d.max_motor_torque, d.enable_motor};
                          r.axis.spring = spring_from(d.enable_spring, d.hertz, d.damping_ratio);
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_prismatic(r2d_world_id world, const r2d_prismatic_joint_def* def,
                                      r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "prismatic joint def", JointType::prismatic,
                      [](const r2d_prismatic_joint_def& d, Joint::Kind& kind) {
                          PrismaticJoint& p = kind.prismatic;
                          R2D_TRY(check_axis(d.local_axis_a, &p.local_axis_a));
                          R2D_TRY(check_reference_angle(d.reference_angle));
                          R2D_TRY(check_limits(JointType::prismatic, d.lower_translation, d.upper_translation));
                          R2D_TRY(check_motor(d.motor_speed, d.max_motor_force));
                          R2D_TRY(check_spring(d.hertz, d.damping_ratio));
                          p.reference_angle = d.reference_angle;
                          p.axis.limit = {d.lower_translation, d.upper_translation, d.enable_limit};
                          p.axis.motor = {d.motor_speed, d.max_motor_force, d.enable_motor};
                          p.axis.spring = spring_from(d.enable_spring, d.hertz, d.damping_ratio);
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_distance(r2d_world_id world, const r2d_distance_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "distance joint def", JointType::distance,
                      [](const r2d_distance_joint_def& d, Joint::Kind& kind) {
                          R2D_TRY(check_positive(d.length, max_coordinate, "length"));
                          R2D_TRY(check_spring(d.hertz, d.damping_ratio));
                          R2D_TRY(check_limits(JointType::distance, d.min_length, d.max_length));
                          R2D_TRY(check_motor(d.motor_speed, d.max_motor_force));
                          DistanceJoint& dj = kind.distance;
                          dj.length = d.length;
                          dj.axis.spring = spring_from(d.enable_spring, d.hertz, d.damping_ratio);
                          dj.axis.limit = {d.min_length, d.max_length, d.enable_limit};
                          dj.axis.motor = {d.motor_speed, d.max_motor_force, d.enable_motor};
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_weld(r2d_world_id world, const r2d_weld_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "weld joint def", JointType::weld,
                      [](const r2d_weld_joint_def& d, Joint::Kind& kind) {
                          R2D_TRY(check_reference_angle(d.reference_angle));
                          R2D_TRY(check_spring(d.linear_hertz, d.linear_damping_ratio));
                          R2D_TRY(check_spring(d.angular_hertz, d.angular_damping_ratio));
                          WeldJoint& w = kind.weld;
                          w.reference_angle = d.reference_angle;
                          w.linear_spring = spring_from(true, d.linear_hertz, d.linear_damping_ratio);
                          w.angular_spring = spring_from(true, d.angular_hertz, d.angular_damping_ratio);
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_wheel(r2d_world_id world, const r2d_wheel_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "wheel joint def", JointType::wheel,
                      [](const r2d_wheel_joint_def& d, Joint::Kind& kind) {
                          WheelJoint& w = kind.wheel;
                          R2D_TRY(check_axis(d.local_axis_a, &w.local_axis_a));
                          R2D_TRY(check_spring(d.hertz, d.damping_ratio));
                          R2D_TRY(check_limits(JointType::wheel, d.lower_translation, d.upper_translation));
                          R2D_TRY(check_motor(d.motor_speed, d.max_motor_torque));
                          w.axis.spring = spring_from(d.enable_spring, d.hertz, d.damping_ratio);
                          w.axis.limit = {d.lower_translation, d.upper_translation, d.enable_limit};
                          w.axis.motor = {d.motor_speed, d.max_motor_torque, d.enable_motor};
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_motor(r2d_world_id world, const r2d_motor_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "motor joint def", JointType::motor,
                      [](const r2d_motor_joint_def& d, Joint::Kind& kind) {
                          R2D_TRY(check_motor_joint_values(d.linear_offset, d.angular_offset, d.max_force, d.max_torque,
                                                           d.correction_factor));
                          MotorJoint& m = kind.motor;
                          m.linear_offset = to_vec2(d.linear_offset);
                          m.angular_offset = d.angular_offset;
                          m.max_force = d.max_force;
                          m.max_torque = d.max_torque;
                          m.correction_factor = d.correction_factor;
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_create_mouse(r2d_world_id world, const r2d_mouse_joint_def* def, r2d_joint_id* out_joint) {
    return guard_allocation([&] {
        return create(world, def, out_joint, "mouse joint def", JointType::mouse,
                      [](const r2d_mouse_joint_def& d, Joint::Kind& kind) {
                          R2D_TRY(check_coordinate(d.target, "target"));
                          R2D_TRY(check_mouse_spring(d.hertz, d.damping_ratio));
                          R2D_TRY(check_range(d.max_force, 0.0f, max_effort_limit, "max_force"));
                          MouseJoint& m = kind.mouse;
                          m.target = to_vec2(d.target);
                          m.spring = spring_from(true, d.hertz, d.damping_ratio);
                          m.max_force = d.max_force;
                          return R2D_OK;
                      });
    });
}

r2d_status r2d_joint_destroy(r2d_joint_id joint) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        int32_t index;
        R2D_TRY(resolve_joint_of(joint, &world, &j, &index));
        return guard_allocation([&] {
            destroy_joint(*world, index, true);
            return succeed();
        });
    });
}

r2d_status r2d_joint_get_type(r2d_joint_id joint, r2d_joint_type* out_type) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_type, "out_type",
                                [](const World&, const Joint& j) { return static_cast<r2d_joint_type>(j.type); });
    });
}

r2d_status r2d_joint_get_world(r2d_joint_id joint, r2d_world_id* out_world) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_joint(joint, &entry, &index));
        R2D_TRY(check_pointer(out_world, "out_world"));
        *out_world = world_id_of(*entry);
        return succeed();
    });
}

r2d_status r2d_joint_get_body_a(r2d_joint_id joint, r2d_body_id* out_body) {
    return guard_allocation([&] {
        return get_joint_body(joint, 0, out_body);
    });
}

r2d_status r2d_joint_get_body_b(r2d_joint_id joint, r2d_body_id* out_body) {
    return guard_allocation([&] {
        return get_joint_body(joint, 1, out_body);
    });
}

r2d_status r2d_joint_get_local_anchor_a(r2d_joint_id joint, r2d_vec2* out_anchor) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_anchor, "out_anchor",
                                [](const World&, const Joint& j) { return to_r2d(j.local_anchor_a); });
    });
}

r2d_status r2d_joint_get_local_anchor_b(r2d_joint_id joint, r2d_vec2* out_anchor) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_anchor, "out_anchor",
                                [](const World&, const Joint& j) { return to_r2d(j.local_anchor_b); });
    });
}

r2d_status r2d_joint_get_collide_connected(r2d_joint_id joint, bool* out_collide) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_collide, "out_collide",
                                [](const World&, const Joint& j) { return j.collide_connected; });
    });
}

r2d_status r2d_joint_set_collide_connected(r2d_joint_id joint, bool collide) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        int32_t index;
        R2D_TRY(resolve_joint_of(joint, &world, &j, &index));
        return guard_allocation([&] {
            set_joint_collide_connected(*world, index, collide);
            return succeed();
        });
    });
}

r2d_status r2d_joint_get_user_data(r2d_joint_id joint, uint64_t* out_user_data) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_user_data, "out_user_data",
                                [](const World&, const Joint& j) { return j.user_data; });
    });
}

r2d_status r2d_joint_set_user_data(r2d_joint_id joint, uint64_t user_data) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        R2D_TRY(resolve_joint_of(joint, &world, &j, nullptr));
        j->user_data = user_data;
        return succeed();
    });
}

r2d_status r2d_joint_get_constraint_force(r2d_joint_id joint, r2d_vec2* out_force) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_force, "out_force", [](const World& w, const Joint& j) {
            return to_r2d(w.joint_solver.context.inv_h * joint_load(w, j).linear);
        });
    });
}

r2d_status r2d_joint_get_constraint_torque(r2d_joint_id joint, float* out_torque) {
    return guard_allocation([&] {
        return read_joint_field(joint, out_torque, "out_torque", [](const World& w, const Joint& j) {
            return w.joint_solver.context.inv_h * joint_load(w, j).angular;
        });
    });
}

r2d_status r2d_world_get_joint_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        *out_count = entry->world.joint_count;
        return succeed();
    });
}

r2d_status r2d_body_get_joint_count(r2d_body_id body, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_pointer(out_count, "out_count"));
        *out_count = entry->world.body_joints[index].count;
        return succeed();
    });
}

r2d_status r2d_body_get_joints(r2d_body_id body, r2d_joint_id* out_joints, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_output(out_joints, capacity, out_count, "out_joints"));
        const World& world = entry->world;
        int32_t count = 0;
        for (int32_t key = world.body_joints[index].head; key >= 0 && count < capacity;) {
            const Joint& joint = world.joints[key >> 1];
            out_joints[count++] = joint_id_of(*entry, key >> 1);
            key = joint.edges[key & 1].next_key;
        }
        *out_count = count;
        return succeed();
    });
}

}  // extern "C"
