#include "dynamics/contact.h"

#include <algorithm>
#include <cmath>

#include "core/reserve_doubling.h"
#include "dynamics/slot_array.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

void link_edge(World& world, int32_t contact_index, int side, int32_t body_index) {
    Contact& contact = world.contacts[contact_index];
    Body& body = world.bodies[body_index];
    ContactEdge& edge = contact.edges[side];
    edge.body = body_index;
    edge.prev_key = -1;
    edge.next_key = body.contact_head;
    if (body.contact_head >= 0) {
        Contact& head = world.contacts[body.contact_head >> 1];
        head.edges[body.contact_head & 1].prev_key = edge_key(contact_index, side);
    }
    body.contact_head = edge_key(contact_index, side);
    body.contact_count += 1;
}

void unlink_edge(World& world, int32_t contact_index, int side) {
    ContactEdge& edge = world.contacts[contact_index].edges[side];
    Body& body = world.bodies[edge.body];
    if (edge.prev_key >= 0) {
        world.contacts[edge.prev_key >> 1].edges[edge.prev_key & 1].next_key = edge.next_key;
    } else {
        body.contact_head = edge.next_key;
    }
    if (edge.next_key >= 0) {
        world.contacts[edge.next_key >> 1].edges[edge.next_key & 1].prev_key = edge.prev_key;
    }
    body.contact_count -= 1;
    edge = ContactEdge{};
}

// A manifold depends only on where B sits in A's frame. While that stays
// within this distance of where it was when the manifold was computed, the
// manifold is carried along with A instead: resting stacks then skip most
// of the narrowphase, at an error far below the solver's slop. Only pairs
// that close by less than this per step try: the test costs as much as a
// circle's manifold, and a moving pair would fail it anyway.
constexpr float manifold_reuse_tolerance = 0.02f * linear_slop;

// pose: B's body pose in A's frame now.
bool manifold_still_holds(const ManifoldOrigin& origin, const Transform& pose, const Body& b) {
    Vec2 shift = pose.p - origin.relative_pose.p;
    // |sin| + (1 - cos): about the angle when small, and large for a half
    // turn, whose sine alone would be about zero.
    Rot change = inv_mul_rot(origin.relative_pose.q, pose.q);
    float turn = std::fabs(change.s) + (1.0f - change.c);
    // B's shapes reach no farther than this from its origin.
    float lever = b.max_extent + length(b.local_center);
    return std::fabs(shift.x) + std::fabs(shift.y) + turn * lever <= manifold_reuse_tolerance;
}

// Moves the points and normal with A, from where they were last placed.
void carry_manifold(Contact& contact, const Body& a) {
    ManifoldOrigin& origin = contact.origin;
    contact.normal = rotate(a.transform.q, inv_rotate(origin.points_pose.q, contact.normal));
    for (int i = 0; i < contact.point_count; ++i) {
        ContactPoint& cp = contact.points[i];
        cp.point = transform_point(a.transform, inv_transform_point(origin.points_pose, cp.point));
    }
    origin.points_pose = a.transform;
}

bool any_point_touches(const Contact& contact) {
    for (int i = 0; i < contact.point_count; ++i) {
        if (contact.points[i].separation < speculative_distance) return true;
    }
    return false;
}

// What a contact takes from its two shapes: friction as sqrt(a * b),
// restitution as min(a, b), events if either asks.
void mix_shapes(Contact& contact, const Shape& a, const Shape& b) {
    contact.static_friction = std::sqrt(a.material.static_friction * b.material.static_friction);
    contact.dynamic_friction = std::sqrt(a.material.dynamic_friction * b.material.dynamic_friction);
    contact.restitution = std::min(a.material.restitution, b.material.restitution);
    contact.enable_events = a.enable_contact_events || b.enable_contact_events;
}

// Calls visit(contact_index) for each contact of the shape; visit may destroy it.
template <class Visit>
void for_each_shape_contact(World& world, int32_t shape_index, Visit visit) {
    for (int32_t key = world.bodies[world.shapes[shape_index].body].contact_head; key >= 0;) {
        int32_t contact_index = key >> 1;
        const Contact& contact = world.contacts[contact_index];
        key = contact.edges[key & 1].next_key;
        if (contact.shape_a == shape_index || contact.shape_b == shape_index) visit(contact_index);
    }
}

}  // namespace

void destroy_shape_contacts(World& world, int32_t shape_index) {
    for_each_shape_contact(world, shape_index, [&world](int32_t contact_index) { destroy_contact(world, contact_index); });
}

void destroy_body_contacts(World& world, int32_t body_index) {
    while (world.bodies[body_index].contact_head >= 0) destroy_contact(world, world.bodies[body_index].contact_head >> 1);
}

void remix_shape_contacts(World& world, int32_t shape_index) {
    for_each_shape_contact(world, shape_index, [&world](int32_t contact_index) {
        Contact& contact = world.contacts[contact_index];
        mix_shapes(contact, world.shapes[contact.shape_a], world.shapes[contact.shape_b]);
    });
}

bool shapes_should_collide(const World& world, int32_t shape_a, int32_t shape_b) {
    const Shape& a = world.shapes[shape_a];
    const Shape& b = world.shapes[shape_b];
    if (a.body == b.body) return false;
    // Sensors report overlaps instead (dynamics/sensor.h).
    if (a.is_sensor || b.is_sensor) return false;
    // Only dynamic bodies respond to contacts.
    if (world.bodies[a.body].type != BodyType::dynamic && world.bodies[b.body].type != BodyType::dynamic) {
        return false;
    }
    return filters_collide(a.filter, b.filter) && !joint_prevents_collision(world, a.body, b.body);
}

void create_contact(World& world, int32_t shape_a, int32_t shape_b) {
    // The slot taken is a free one or the next new one: make room first, so
    // that a failed allocation leaves no contact behind.
    if (world.contact_impulses.size() <= world.contacts.size())
        world.contact_impulses.resize(world.contacts.size() + 1);
    int32_t index = allocate_slot(world.contacts, world.free_contact);
    world.contact_impulses[index] = {};
    Contact& contact = world.contacts[index];
    contact.shape_a = shape_a;
    contact.shape_b = shape_b;

    mix_shapes(contact, world.shapes[shape_a], world.shapes[shape_b]);
    link_edge(world, index, 0, world.shapes[shape_a].body);
    link_edge(world, index, 1, world.shapes[shape_b].body);
    world.contact_count += 1;
}

void reserve_end_events(World& world, int32_t body_index) {
    size_t count = 0;
    for (int32_t key = world.bodies[body_index].contact_head; key >= 0;) {
        const Contact& contact = world.contacts[key >> 1];
        key = contact.edges[key & 1].next_key;
        if (contact.touching && contact.enable_events) count += 1;
    }
    reserve_doubling(world.end_events, world.end_events.size() + count);
}

void destroy_contact(World& world, int32_t contact_index) {
    Contact& contact = world.contacts[contact_index];
    if (contact.touching && contact.enable_events) {
        world.end_events.push_back(contact_event(world, contact));
    }
    unlink_edge(world, contact_index, 0);
    unlink_edge(world, contact_index, 1);
    contact.touching = false;
    contact.point_count = 0;
    release_slot(world.contacts, world.free_contact, contact_index);
    world.contact_count -= 1;
}

bool update_contact(World& world, int32_t contact_index, float closing, float gravity_reach) {
    Contact& contact = world.contacts[contact_index];
    const Shape& shape_a = world.shapes[contact.shape_a];
    const Shape& shape_b = world.shapes[contact.shape_b];
    float speculative = std::max(speculative_distance, closing + gravity_reach);

    // Most contacts that fat boxes keep alive around moving bodies are out
    // of reach; their tight boxes show it for a fraction of a manifold's cost.
    if (!boxes_within_reach(shape_a.aabb, shape_b.aabb, speculative)) {
        contact.point_count = 0;
        contact.slow_manifold = false;
        return false;
    }

    const Body& body_a = world.bodies[shape_a.body];
    const Body& body_b = world.bodies[shape_b.body];
    bool slow = closing <= manifold_reuse_tolerance;
    if (slow) {
        Transform pose = inv_mul_transforms(body_a.transform, body_b.transform);
        if (contact.slow_manifold && manifold_still_holds(contact.origin, pose, body_b)) {
            carry_manifold(contact, body_a);
            return any_point_touches(contact);
        }
        contact.origin = {pose, body_a.transform};
    }
    contact.slow_manifold = slow;

    Manifold manifold = collide(geometry_of(world, shape_a), body_a.transform, geometry_of(world, shape_b),
                                body_b.transform, speculative);
    uint32_t old_ids[2] = {contact.points[0].id, contact.points[1].id};
    int old_count = contact.point_count;
    ContactImpulses& impulses = world.contact_impulses[contact_index];
    const ContactImpulses old_impulses = impulses;

    contact.normal = manifold.normal;
    contact.point_count = static_cast<uint8_t>(manifold.point_count);
    for (int i = 0; i < manifold.point_count; ++i) {
        const ManifoldPoint& mp = manifold.points[i];
        ContactPoint& cp = contact.points[i];
        cp.point = mp.point;
        cp.separation = mp.separation;
        cp.id = mp.id;
        impulses.points[i] = {};
        // Same features as last step: start from last step's impulses.
        for (int j = 0; j < old_count; ++j) {
            if (old_ids[j] == mp.id) {
                impulses.points[i] = old_impulses.points[j];
                break;
            }
        }
    }
    return any_point_touches(contact);
}

}  // namespace r2d
