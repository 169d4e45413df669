#include "dynamics/joint.h"

#include <utility>

#include "dynamics/joint_parts.h"
#include "dynamics/slot_array.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

Joint& joint_of_key(World& world, int32_t key) {
    return world.joints[key >> 1];
}

void link_joint_edge(World& world, int32_t joint_index, int side, int32_t body_index) {
    JointList& list = world.body_joints[body_index];
    JointEdge& edge = world.joints[joint_index].edges[side];
    edge.body = body_index;
    edge.prev_key = -1;
    edge.next_key = list.head;
    if (list.head >= 0) joint_of_key(world, list.head).edges[list.head & 1].prev_key = edge_key(joint_index, side);
    list.head = edge_key(joint_index, side);
    list.count += 1;
}

void unlink_joint_edge(World& world, int32_t joint_index, int side) {
    JointEdge& edge = world.joints[joint_index].edges[side];
    JointList& list = world.body_joints[edge.body];
    if (edge.prev_key >= 0) {
        joint_of_key(world, edge.prev_key).edges[edge.prev_key & 1].next_key = edge.next_key;
    } else {
        list.head = edge.next_key;
    }
    if (edge.next_key >= 0) joint_of_key(world, edge.next_key).edges[edge.next_key & 1].prev_key = edge.prev_key;
    list.count -= 1;
    edge = JointEdge{};
}

// Ends the contacts between the two bodies, walking the shorter list.
void destroy_contacts_between(World& world, int32_t body_a, int32_t body_b) {
    if (world.bodies[body_b].contact_count < world.bodies[body_a].contact_count) std::swap(body_a, body_b);
    for (int32_t key = world.bodies[body_a].contact_head; key >= 0;) {
        const Contact& contact = world.contacts[key >> 1];
        int side = key & 1;
        int32_t other = contact.edges[side ^ 1].body;
        int32_t contact_index = key >> 1;
        key = contact.edges[side].next_key;
        if (other == body_b) destroy_contact(world, contact_index);
    }
}

// The broadphase reports a pair only when fat boxes start to overlap, so
// pairs that a joint kept apart and that overlap already are made here.
void create_contacts_between(World& world, int32_t body_a, int32_t body_b) {
    const Body& a = world.bodies[body_a];
    const Body& b = world.bodies[body_b];
    for (int32_t sa = a.shape_head; sa >= 0; sa = world.shapes[sa].next_shape) {
        for (int32_t sb = b.shape_head; sb >= 0; sb = world.shapes[sb].next_shape) {
            if (!aabb_overlaps(world.shapes[sa].fat_aabb, world.shapes[sb].fat_aabb)) continue;
            int32_t low = sa < sb ? sa : sb;
            int32_t high = sa < sb ? sb : sa;
            if (shapes_should_collide(world, low, high) && pair_filter_allows(world, low, high))
                create_contact(world, low, high);
        }
    }
}

}  // namespace

int32_t create_joint(World& world, const Joint& prototype) {
    // Room first for what can allocate, so that a failure leaves no joint:
    // the end events of the contacts the joint ends.
    if (!prototype.collide_connected) reserve_end_events(world, prototype.edges[0].body);
    int32_t index = allocate_slot(world.joints, world.free_joint);
    Joint& joint = world.joints[index];
    uint16_t generation = joint.generation;
    joint = prototype;
    joint.generation = generation;
    joint.in_use = true;
    joint.next_free = -1;
    int32_t body_a = prototype.edges[0].body;
    int32_t body_b = prototype.edges[1].body;
    link_joint_edge(world, index, 0, body_a);
    link_joint_edge(world, index, 1, body_b);
    world.joint_count += 1;
    if (!joint.collide_connected) destroy_contacts_between(world, body_a, body_b);
    wake_joint(world, index);
    return index;
}

void destroy_joint(World& world, int32_t joint_index, bool body_stays) {
    Joint& joint = world.joints[joint_index];
    int32_t body_a = joint.edges[0].body;
    int32_t body_b = joint.edges[1].body;
    // Contacts the joint kept apart may begin, unless a body is going away.
    bool kept_apart = !joint.collide_connected && body_stays;
    wake_joint(world, joint_index);
    unlink_joint_edge(world, joint_index, 0);
    unlink_joint_edge(world, joint_index, 1);
    release_slot(world.joints, world.free_joint, joint_index);
    world.joint_count -= 1;
    if (kept_apart) create_contacts_between(world, body_a, body_b);
}

void destroy_body_joints(World& world, int32_t body_index) {
    while (world.body_joints[body_index].head >= 0) {
        destroy_joint(world, world.body_joints[body_index].head >> 1, false);
    }
}

void set_joint_collide_connected(World& world, int32_t joint_index, bool collide) {
    Joint& joint = world.joints[joint_index];
    if (joint.collide_connected == collide) return;
    joint.collide_connected = collide;
    int32_t body_a = joint.edges[0].body;
    int32_t body_b = joint.edges[1].body;
    wake_joint(world, joint_index);
    if (collide) {
        create_contacts_between(world, body_a, body_b);
    } else {
        destroy_contacts_between(world, body_a, body_b);
    }
}

void wake_joint(World& world, int32_t joint_index) {
    const Joint& joint = world.joints[joint_index];
    wake_body(world, joint.edges[0].body);
    wake_body(world, joint.edges[1].body);
}

bool joint_prevents_collision(const World& world, int32_t body_a, int32_t body_b) {
    const JointList& list_a = world.body_joints[body_a];
    const JointList& list_b = world.body_joints[body_b];
    if (list_a.count == 0 || list_b.count == 0) return false;
    int32_t from = list_a.count <= list_b.count ? body_a : body_b;
    int32_t to = from == body_a ? body_b : body_a;
    for (int32_t key = world.body_joints[from].head; key >= 0;) {
        const Joint& joint = world.joints[key >> 1];
        int side = key & 1;
        if (joint.edges[side ^ 1].body == to && !joint.collide_connected) return true;
        key = joint.edges[side].next_key;
    }
    return false;
}

bool has_reading(JointType type) {
    return type == JointType::revolute || type == JointType::prismatic || type == JointType::wheel ||
           type == JointType::distance;
}

JointReading read_joint(const World& world, const Joint& joint) {
    switch (joint.type) {
        case JointType::revolute: return read_revolute(world, joint);
        case JointType::prismatic: return read_slide(world, joint, joint.kind.prismatic.local_axis_a);
        case JointType::wheel: return read_slide(world, joint, joint.kind.wheel.local_axis_a);
        case JointType::distance: return read_distance(world, joint);
        default: return {};
    }
}

JointLoad joint_load(const World& world, const Joint& joint) {
    switch (joint.type) {
        case JointType::revolute: return revolute_load(joint);
        case JointType::prismatic: return prismatic_load(joint);
        case JointType::distance: return distance_load(world, joint);
        case JointType::weld: return weld_load(joint);
        case JointType::wheel: return wheel_load(joint);
        case JointType::motor: return motor_load(joint);
        case JointType::mouse: return mouse_load(joint);
    }
    return {};
}

JointReading read_slide(const World& world, const Joint& joint, Vec2 local_axis_a) {
    const Body& a = body_a_of(world, joint);
    const Body& b = body_b_of(world, joint);
    Vec2 axis = rotate(a.transform.q, local_axis_a);
    Vec2 pa = transform_point(a.transform, joint.local_anchor_a);
    Vec2 pb = transform_point(b.transform, joint.local_anchor_b);
    Vec2 d = pb - pa;
    Vec2 va = a.linear_velocity + cross(a.angular_velocity, pa - a.center);
    Vec2 vb = b.linear_velocity + cross(b.angular_velocity, pb - b.center);
    // The axis turns with A, so the rate has a part from A's spin.
    float speed = dot(d, cross(a.angular_velocity, axis)) + dot(axis, vb - va);
    return {dot(axis, d), speed};
}

}  // namespace r2d
