// Entry points for what only some joint kinds have: springs, limits and
// motors shared by several kinds, then each kind's own settings. A kind
// without the feature is refused with INVALID_OPERATION.
#include "api/api_joint.h"

#include "dynamics/joint.h"

using namespace r2d;

namespace {

// A joint's shared features: the controls of its free axis, and the
// spring, which a mouse joint has without the rest. Null where the kind
// has none.
struct Features {
    AxisControls* controls = nullptr;
    SpringParams* spring = nullptr;
};

Features features_of(Joint& joint) {
    Joint::Kind& k = joint.kind;
    AxisControls* controls = nullptr;
    switch (joint.type) {
        case JointType::revolute: controls = &k.revolute.axis; break;
        case JointType::prismatic: controls = &k.prismatic.axis; break;
        case JointType::distance: controls = &k.distance.axis; break;
        case JointType::wheel: controls = &k.wheel.axis; break;
        case JointType::mouse: return {nullptr, &k.mouse.spring};
        case JointType::weld:
        case JointType::motor: return {};
    }
    return {controls, &controls->spring};
}

enum class Feature { spring, limit, motor };

const char* feature_name(Feature feature) {
    switch (feature) {
        case Feature::spring: return "spring";
        case Feature::limit: return "limit";
        case Feature::motor: return "motor";
    }
    return "feature";
}

const char* kind_name(JointType type) {
    switch (type) {
        case JointType::revolute: return "revolute";
        case JointType::prismatic: return "prismatic";
        case JointType::distance: return "distance";
        case JointType::weld: return "weld";
        case JointType::wheel: return "wheel";
        case JointType::motor: return "motor";
        case JointType::mouse: return "mouse";
    }
    return "unknown";
}

r2d_status lacks(const Joint& joint, const char* feature) {
    return fail(R2D_ERROR_INVALID_OPERATION, "a %s joint has no %s", kind_name(joint.type), feature);
}

// Resolves the joint, which must have the feature.
r2d_status resolve_feature(r2d_joint_id id, Feature feature, World** out_world, Joint** out_joint,
                           Features* out_features, int32_t* out_index) {
    R2D_TRY(resolve_joint_of(id, out_world, out_joint, out_index));
    *out_features = features_of(**out_joint);
    bool has = feature == Feature::spring ? out_features->spring != nullptr : out_features->controls != nullptr;
    if (!has) return lacks(**out_joint, feature_name(feature));
    return R2D_OK;
}

// Changes a feature after check() passes and wakes the joint's bodies.
template <class Check, class Change>
r2d_status change_feature(r2d_joint_id id, Feature feature, Check&& check, Change&& change) {
    World* world;
    Joint* joint;
    Features f;
    int32_t index;
    R2D_TRY(resolve_feature(id, feature, &world, &joint, &f, &index));
    R2D_TRY(check(*joint));
    return guard_allocation([&] {
        wake_joint(*world, index);
        change(f);
        return succeed();
    });
}

template <class Read>
r2d_status read_feature(r2d_joint_id id, Feature feature, Read&& read) {
    World* world;
    Joint* joint;
    Features f;
    R2D_TRY(resolve_feature(id, feature, &world, &joint, &f, nullptr));
    read(f);
    return succeed();
}

r2d_status no_check(const Joint&) {
    return R2D_OK;
}

// Changes a setting of one kind, after check() passes, and wakes the bodies.
template <class Check, class Change>
r2d_status change_kind(r2d_joint_id id, JointType type, Check&& check, Change&& change) {
    World* world;
    Joint* joint;
    int32_t index;
    R2D_TRY(resolve_joint_of(id, &world, &joint, &index));
    if (joint->type != type) {
        return fail(R2D_ERROR_INVALID_OPERATION, "this is a %s joint, not a %s joint", kind_name(joint->type),
                    kind_name(type));
    }
    R2D_TRY(check());
    return guard_allocation([&] {
        wake_joint(*world, index);
        change(joint->kind);
        return succeed();
    });
}

template <class Read>
r2d_status read_kind(r2d_joint_id id, JointType type, Read&& read) {
    World* world;
    Joint* joint;
    R2D_TRY(resolve_joint_of(id, &world, &joint, nullptr));
    if (joint->type != type) {
        return fail(R2D_ERROR_INVALID_OPERATION, "this is a %s joint, not a %s joint", kind_name(joint->type),
                    kind_name(type));
    }
    read(joint->kind);
    return succeed();
}

r2d_status check_pair(const void* a, const char* a_name, const void* b, const char* b_name) {
    R2D_TRY(check_pointer(a, a_name));
    return check_pointer(b, b_name);
}

}  // namespace

extern "C" {

r2d_status r2d_joint_enable_spring(r2d_joint_id joint, bool enable) {
    return guard_allocation([&] {
        return change_feature(
            joint, Feature::spring,
            [](const Joint& j) {
                return j.type == JointType::mouse ? fail(R2D_ERROR_INVALID_OPERATION, "a mouse joint's spring is always on")
                                                  : R2D_OK;
            },
            [enable](Features& f) {
                if (f.spring->enabled != enable) f.controls->spring_impulse = 0.0f;
                f.spring->enabled = enable;
            });
    });
}

r2d_status r2d_joint_is_spring_enabled(r2d_joint_id joint, bool* out_enabled) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_enabled, "out_enabled"));
        return read_feature(joint, Feature::spring, [out_enabled](Features& f) { *out_enabled = f.spring->enabled; });
    });
}

r2d_status r2d_joint_set_spring(r2d_joint_id joint, float hertz, float damping_ratio) {
    return guard_allocation([&] {
        return change_feature(
            joint, Feature::spring,
            [hertz, damping_ratio](const Joint& j) {
                return j.type == JointType::mouse ? check_mouse_spring(hertz, damping_ratio)
                                                  : check_spring(hertz, damping_ratio);
            },
            [hertz, damping_ratio](Features& f) {
                f.spring->hertz = hertz;
                f.spring->damping_ratio = damping_ratio;
            });
    });
}

r2d_status r2d_joint_get_spring(r2d_joint_id joint, float* out_hertz, float* out_damping_ratio) {
    return guard_allocation([&] {
        R2D_TRY(check_pair(out_hertz, "out_hertz", out_damping_ratio, "out_damping_ratio"));
        return read_feature(joint, Feature::spring, [=](Features& f) {
            *out_hertz = f.spring->hertz;
            *out_damping_ratio = f.spring->damping_ratio;
        });
    });
}

r2d_status r2d_joint_enable_limit(r2d_joint_id joint, bool enable) {
    return guard_allocation([&] {
        return change_feature(joint, Feature::limit, no_check, [enable](Features& f) {
            if (f.controls->limit.enabled != enable) f.controls->lower_impulse = f.controls->upper_impulse = 0.0f;
            f.controls->limit.enabled = enable;
        });
    });
}

r2d_status r2d_joint_is_limit_enabled(r2d_joint_id joint, bool* out_enabled) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_enabled, "out_enabled"));
        return read_feature(joint, Feature::limit, [out_enabled](Features& f) { *out_enabled = f.controls->limit.enabled; });
    });
}

r2d_status r2d_joint_set_limits(r2d_joint_id joint, float lower, float upper) {
    return guard_allocation([&] {
        return change_feature(
            joint, Feature::limit, [lower, upper](const Joint& j) { return check_limits(j.type, lower, upper); },
            [lower, upper](Features& f) {
                f.controls->limit.lower = lower;
                f.controls->limit.upper = upper;
            });
    });
}

r2d_status r2d_joint_get_limits(r2d_joint_id joint, float* out_lower, float* out_upper) {
    return guard_allocation([&] {
        R2D_TRY(check_pair(out_lower, "out_lower", out_upper, "out_upper"));
        return read_feature(joint, Feature::limit, [=](Features& f) {
            *out_lower = f.controls->limit.lower;
            *out_upper = f.controls->limit.upper;
        });
    });
}

r2d_status r2d_joint_enable_motor(r2d_joint_id joint, bool enable) {
    return guard_allocation([&] {
        return change_feature(joint, Feature::motor, no_check, [enable](Features& f) {
            if (f.controls->motor.enabled != enable) f.controls->motor_impulse = 0.0f;
            f.controls->motor.enabled = enable;
        });
    });
}

r2d_status r2d_joint_is_motor_enabled(r2d_joint_id joint, bool* out_enabled) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_enabled, "out_enabled"));
        return read_feature(joint, Feature::motor, [out_enabled](Features& f) { *out_enabled = f.controls->motor.enabled; });
    });
}

r2d_status r2d_joint_set_motor_speed(r2d_joint_id joint, float speed) {
    return guard_allocation([&] {
        return change_feature(
            joint, Feature::motor, [speed](const Joint&) { return check_motor(speed, 0.0f); },
            [speed](Features& f) { f.controls->motor.speed = speed; });
    });
}

r2d_status r2d_joint_get_motor_speed(r2d_joint_id joint, float* out_speed) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_speed, "out_speed"));
        return read_feature(joint, Feature::motor, [out_speed](Features& f) { *out_speed = f.controls->motor.speed; });
    });
}

r2d_status r2d_joint_set_max_motor_effort(r2d_joint_id joint, float max_effort) {
    return guard_allocation([&] {
        return change_feature(
            joint, Feature::motor, [max_effort](const Joint&) { return check_motor(0.0f, max_effort); },
            [max_effort](Features& f) { f.controls->motor.max_effort = max_effort; });
    });
}

r2d_status r2d_joint_get_max_motor_effort(r2d_joint_id joint, float* out_max_effort) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_max_effort, "out_max_effort"));
        return read_feature(joint, Feature::motor,
                            [out_max_effort](Features& f) { *out_max_effort = f.controls->motor.max_effort; });
    });
}

r2d_status r2d_joint_get_motor_effort(r2d_joint_id joint, float* out_effort) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        Features f;
        R2D_TRY(resolve_feature(joint, Feature::motor, &world, &j, &f, nullptr));
        R2D_TRY(check_pointer(out_effort, "out_effort"));
        *out_effort = world->joint_solver.context.inv_h * joint_load(*world, *j).motor;
        return succeed();
    });
}

r2d_status r2d_joint_get_position(r2d_joint_id joint, float* out_position) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        R2D_TRY(resolve_joint_of(joint, &world, &j, nullptr));
        if (!has_reading(j->type)) return lacks(*j, "single coordinate to read");
        R2D_TRY(check_pointer(out_position, "out_position"));
        *out_position = read_joint(*world, *j).position;
        return succeed();
    });
}

r2d_status r2d_joint_get_speed(r2d_joint_id joint, float* out_speed) {
    return guard_allocation([&] {
        World* world;
        Joint* j;
        R2D_TRY(resolve_joint_of(joint, &world, &j, nullptr));
        if (!has_reading(j->type)) return lacks(*j, "single coordinate to read");
        R2D_TRY(check_pointer(out_speed, "out_speed"));
        *out_speed = read_joint(*world, *j).speed;
        return succeed();
    });
}

r2d_status r2d_distance_joint_set_length(r2d_joint_id joint, float length) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::distance, [length] { return check_positive(length, max_coordinate, "length"); },
            [length](Joint::Kind& k) { k.distance.length = length; });
    });
}

r2d_status r2d_distance_joint_get_length(r2d_joint_id joint, float* out_length) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_length, "out_length"));
        return read_kind(joint, JointType::distance, [out_length](Joint::Kind& k) { *out_length = k.distance.length; });
    });
}

r2d_status r2d_weld_joint_set_linear_spring(r2d_joint_id joint, float hertz, float damping_ratio) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::weld, [=] { return check_spring(hertz, damping_ratio); },
            [=](Joint::Kind& k) { k.weld.linear_spring = {hertz, damping_ratio, true}; });
    });
}

r2d_status r2d_weld_joint_get_linear_spring(r2d_joint_id joint, float* out_hertz, float* out_damping_ratio) {
    return guard_allocation([&] {
        R2D_TRY(check_pair(out_hertz, "out_hertz", out_damping_ratio, "out_damping_ratio"));
        return read_kind(joint, JointType::weld, [=](Joint::Kind& k) {
            *out_hertz = k.weld.linear_spring.hertz;
            *out_damping_ratio = k.weld.linear_spring.damping_ratio;
        });
    });
}

r2d_status r2d_weld_joint_set_angular_spring(r2d_joint_id joint, float hertz, float damping_ratio) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::weld, [=] { return check_spring(hertz, damping_ratio); },
            [=](Joint::Kind& k) { k.weld.angular_spring = {hertz, damping_ratio, true}; });
    });
}

r2d_status r2d_weld_joint_get_angular_spring(r2d_joint_id joint, float* out_hertz, float* out_damping_ratio) {
    return guard_allocation([&] {
        R2D_TRY(check_pair(out_hertz, "out_hertz", out_damping_ratio, "out_damping_ratio"));
        return read_kind(joint, JointType::weld, [=](Joint::Kind& k) {
            *out_hertz = k.weld.angular_spring.hertz;
            *out_damping_ratio = k.weld.angular_spring.damping_ratio;
        });
    });
}

r2d_status r2d_motor_joint_set_linear_offset(r2d_joint_id joint, r2d_vec2 offset) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::motor, [=] { return check_coordinate(offset, "linear_offset"); },
            [=](Joint::Kind& k) { k.motor.linear_offset = to_vec2(offset); });
    });
}

r2d_status r2d_motor_joint_get_linear_offset(r2d_joint_id joint, r2d_vec2* out_offset) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_offset, "out_offset"));
        return read_kind(joint, JointType::motor,
                         [=](Joint::Kind& k) { *out_offset = to_r2d(k.motor.linear_offset); });
    });
}

r2d_status r2d_motor_joint_set_angular_offset(r2d_joint_id joint, float offset) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::motor, [=] { return check_range(offset, -max_coordinate, max_coordinate, "angular_offset"); },
            [=](Joint::Kind& k) { k.motor.angular_offset = offset; });
    });
}

r2d_status r2d_motor_joint_get_angular_offset(r2d_joint_id joint, float* out_offset) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_offset, "out_offset"));
        return read_kind(joint, JointType::motor, [=](Joint::Kind& k) { *out_offset = k.motor.angular_offset; });
    });
}

r2d_status r2d_motor_joint_set_max_force(r2d_joint_id joint, float max_force) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::motor, [=] { return check_range(max_force, 0.0f, max_effort_limit, "max_force"); },
            [=](Joint::Kind& k) { k.motor.max_force = max_force; });
    });
}

r2d_status r2d_motor_joint_get_max_force(r2d_joint_id joint, float* out_max_force) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_max_force, "out_max_force"));
        return read_kind(joint, JointType::motor, [=](Joint::Kind& k) { *out_max_force = k.motor.max_force; });
    });
}

r2d_status r2d_motor_joint_set_max_torque(r2d_joint_id joint, float max_torque) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::motor, [=] { return check_range(max_torque, 0.0f, max_effort_limit, "max_torque"); },
            [=](Joint::Kind& k) { k.motor.max_torque = max_torque; });
    });
}

r2d_status r2d_motor_joint_get_max_torque(r2d_joint_id joint, float* out_max_torque) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_max_torque, "out_max_torque"));
        return read_kind(joint, JointType::motor, [=](Joint::Kind& k) { *out_max_torque = k.motor.max_torque; });
    });
}

r2d_status r2d_motor_joint_set_correction_factor(r2d_joint_id joint, float factor) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::motor, [=] { return check_range(factor, 0.0f, 1.0f, "correction_factor"); },
            [=](Joint::Kind& k) { k.motor.correction_factor = factor; });
    });
}

r2d_status r2d_motor_joint_get_correction_factor(r2d_joint_id joint, float* out_factor) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_factor, "out_factor"));
        return read_kind(joint, JointType::motor, [=](Joint::Kind& k) { *out_factor = k.motor.correction_factor; });
    });
}

r2d_status r2d_mouse_joint_set_target(r2d_joint_id joint, r2d_vec2 target) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::mouse, [=] { return check_coordinate(target, "target"); },
            [=](Joint::Kind& k) { k.mouse.target = to_vec2(target); });
    });
}

r2d_status r2d_mouse_joint_get_target(r2d_joint_id joint, r2d_vec2* out_target) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_target, "out_target"));
        return read_kind(joint, JointType::mouse, [=](Joint::Kind& k) { *out_target = to_r2d(k.mouse.target); });
    });
}

r2d_status r2d_mouse_joint_set_max_force(r2d_joint_id joint, float max_force) {
    return guard_allocation([&] {
        return change_kind(
            joint, JointType::mouse, [=] { return check_range(max_force, 0.0f, max_effort_limit, "max_force"); },
            [=](Joint::Kind& k) { k.mouse.max_force = max_force; });
    });
}

r2d_status r2d_mouse_joint_get_max_force(r2d_joint_id joint, float* out_max_force) {
    return guard_allocation([&] {
        R2D_TRY(check_pointer(out_max_force, "out_max_force"));
        return read_kind(joint, JointType::mouse, [=](Joint::Kind& k) { *out_max_force = k.mouse.max_force; });
    });
}

}  // extern "C"
