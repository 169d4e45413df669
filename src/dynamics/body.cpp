#include "dynamics/body.h"

#include <algorithm>
#include <cmath>

#include "core/reserve_doubling.h"
#include "dynamics/slot_array.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

// How far the shape reaches from the body's centre of mass.
float shape_extent(const Geometry& geometry, const Body& body) {
    AABB box = compute_aabb(geometry, {-body.local_center, Rot{}});
    return length(max(abs(box.lower), abs(box.upper)));
}

// How far the body's shapes reach from its centre of mass (turns a spin
// into the speed of its farthest point), and how thin the thinnest is
// (decides whether a step moved the body far enough to need continuous
// collision).
void update_extents(const World& world, Body& body) {
    body.max_extent = 0.0f;
    body.min_extent = body.shape_head >= 0 ? INFINITY : 0.0f;
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        const Geometry& geometry = geometry_of(world, world.shapes[s]);
        body.max_extent = std::max(body.max_extent, shape_extent(geometry, body));
        body.min_extent = std::min(body.min_extent, min_extent(geometry));
    }
}

// Sets the awake state of the body and of every dynamic body joined to it
// by touching contacts. The awake flag doubles as the visited mark: an
// island is always wholly awake or wholly asleep.
void set_island_awake(World& world, int32_t start, bool awake) {
    // Each body is pushed at most once, and the stack has room for every
    // body (create_body, restore_snapshot), so waking never allocates and
    // cannot fail half-way through an island.
    std::vector<int32_t>& stack = world.island_stack;
    stack.clear();
    world.bodies[start].awake = awake;
    stack.push_back(start);
    while (!stack.empty()) {
        int32_t index = stack.back();
        stack.pop_back();
        Body& body = world.bodies[index];
        body.sleep_time = 0.0f;
        if (!awake) {
            body.linear_velocity = {};
            body.angular_velocity = 0.0f;
            body.force = {};
            body.torque = 0.0f;
        }
        for (int32_t key = body.contact_head; key >= 0;) {
            const Contact& contact = world.contacts[key >> 1];
            int side = key & 1;
            Body& other = world.bodies[contact.edges[side ^ 1].body];
            key = contact.edges[side].next_key;
            if (!contact.touching || other.type != BodyType::dynamic || other.awake == awake) continue;
            other.awake = awake;
            stack.push_back(contact.edges[side ^ 1].body);
        }
        // Joints join islands like touching contacts.
        for (int32_t key = world.body_joints[index].head; key >= 0;) {
            const Joint& joint = world.joints[key >> 1];
            int side = key & 1;
            int32_t other_index = joint.edges[side ^ 1].body;
            Body& other = world.bodies[other_index];
            key = joint.edges[side].next_key;
            if (other.type != BodyType::dynamic || other.awake == awake) continue;
            other.awake = awake;
            stack.push_back(other_index);
        }
    }
}

// The bodies of the dynamic islands joined to a static body, by contacts
// or joints.
template <class Visit>
void for_each_neighbour_of_static(World& world, int32_t body_index, Visit visit) {
    for (int32_t key = world.bodies[body_index].contact_head; key >= 0;) {
        const Contact& contact = world.contacts[key >> 1];
        int side = key & 1;
        key = contact.edges[side].next_key;
        visit(contact.edges[side ^ 1].body);
    }
    for (int32_t key = world.body_joints[body_index].head; key >= 0;) {
        const Joint& joint = world.joints[key >> 1];
        int side = key & 1;
        key = joint.edges[side].next_key;
        visit(joint.edges[side ^ 1].body);
    }
}

// Mass, centre (body coordinates) and inertia about it from the shapes'
// densities; the centre and inertia are meaningless without mass.
MassData shapes_mass(const World& world, const Body& body) {
    float mass = 0.0f;
    float inertia_about_origin = 0.0f;
    Vec2 weighted_center = {};
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        const Shape& shape = world.shapes[s];
        MassData md = compute_mass(geometry_of(world, shape), shape.material.density);
        mass += md.mass;
        weighted_center += md.mass * md.center;
        inertia_about_origin += md.rotational_inertia + md.mass * dot(md.center, md.center);
    }
    MassData total = {mass, {}, 0.0f};
    if (!(mass > 0.0f)) return total;
    total.center = (1.0f / mass) * weighted_center;
    // Shift the inertia from the body origin to the centre of mass.
    total.rotational_inertia = inertia_about_origin - mass * dot(total.center, total.center);
    return total;
}

}  // namespace

int32_t create_body(World& world, const BodyDef& def) {
    // The slot taken is a free one or the next new one: make room first, so
    // that a failed allocation leaves no body behind.
    if (world.body_user_data.size() <= world.bodies.size()) world.body_user_data.resize(world.bodies.size() + 1);
    if (world.body_joints.size() <= world.bodies.size()) world.body_joints.resize(world.bodies.size() + 1);
    if (world.body_options.size() <= world.bodies.size()) world.body_options.resize(world.bodies.size() + 1);
    reserve_doubling(world.island_stack, world.bodies.size() + 1);
    int32_t index = allocate_slot(world.bodies, world.free_body);
    Body& body = world.bodies[index];
    body.type = def.type;
    body.transform = {def.position, make_rot(def.angle)};
    body.center = def.position;
    bool moves = def.type != BodyType::static_body;
    body.linear_velocity = moves ? def.linear_velocity : Vec2{};
    body.angular_velocity = moves && !def.fixed_rotation ? def.angular_velocity : 0.0f;
    body.linear_damping = def.linear_damping;
    body.angular_damping = def.angular_damping;
    body.gravity_scale = def.gravity_scale;
    body.fixed_rotation = def.fixed_rotation;
    body.allow_sleep = def.allow_sleep;
    body.awake = moves && (def.awake || !def.allow_sleep || !world.settings.enable_sleep);
    world.body_user_data[index] = def.user_data;
    world.body_joints[index] = JointList{};
    world.body_options[index] = BodyOptions{};
    world.body_count += 1;
    return index;
}

void destroy_body(World& world, int32_t body_index) {
    Body& body = world.bodies[body_index];
    reserve_end_events(world, body_index);
    // Bodies resting on this one must notice that it is gone.
    wake_body(world, body_index);
    destroy_body_joints(world, body_index);
    // Last added first, so the end events come out as they always did; a
    // chain goes whole, with its segment met first.
    while (body.shape_tail >= 0) {
        int32_t tail = body.shape_tail;
        if (geometry_of(world, world.shapes[tail]).kind == ShapeKind::chain_segment) {
            destroy_chain(world, world.chain_links[tail].chain, false);
        } else {
            destroy_shape(world, tail, false);
        }
    }
    body.awake = false;
    release_slot(world.bodies, world.free_body, body_index);
    world.body_count -= 1;
}

void update_body_mass(World& world, int32_t body_index) {
    Body& body = world.bodies[body_index];
    BodyOptions& options = world.body_options[body_index];
    body.mass = body.inv_mass = body.inv_inertia = options.inertia = 0.0f;
    body.local_center = {};

    if (body.type != BodyType::dynamic) {
        body.center = body.transform.p;
        update_extents(world, body);
        return;
    }

    MassData total = options.has_mass_override ? options.mass_override : shapes_mass(world, body);
    Vec2 old_center = body.center;
    // A mass so small that its inverse overflows counts as no mass at all.
    if (total.mass > 0.0f && std::isfinite(1.0f / total.mass)) {
        body.mass = total.mass;
        body.inv_mass = 1.0f / total.mass;
        body.local_center = total.center;
        float inertia = total.rotational_inertia;
        if (inertia > 0.0f && std::isfinite(inertia) && std::isfinite(1.0f / inertia) && !body.fixed_rotation) {
            options.inertia = inertia;
            body.inv_inertia = 1.0f / inertia;
        }
    } else {
        // A dynamic body without mass still falls: give it a unit mass
        // so it is never an immovable object in disguise.
        body.mass = 1.0f;
        body.inv_mass = 1.0f;
    }

    body.center = transform_point(body.transform, body.local_center);
    // Keep the velocity of the material points as the centre moves.
    body.linear_velocity += cross(body.angular_velocity, body.center - old_center);
    update_extents(world, body);
}

void add_shape_mass(World& world, int32_t body_index, int32_t shape_index) {
    Body& body = world.bodies[body_index];
    if (body.type == BodyType::dynamic) {
        update_body_mass(world, body_index);
        return;
    }
    // Without mass the centre stays at the origin, so the new shape can only
    // push the extents apart: the same values as a full update, without
    // walking the body's other shapes (level geometry puts thousands on one body).
    const Geometry& geometry = geometry_of(world, world.shapes[shape_index]);
    body.max_extent = std::max(body.max_extent, shape_extent(geometry, body));
    body.min_extent = body.shape_count > 1 ? std::min(body.min_extent, min_extent(geometry)) : min_extent(geometry);
}

void set_body_transform(World& world, int32_t body_index, Vec2 position, float angle) {
    Body& body = world.bodies[body_index];
    body.transform = {position, make_rot(angle)};
    body.center = transform_point(body.transform, body.local_center);
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        Shape& shape = world.shapes[s];
        shape.aabb = compute_aabb(geometry_of(world, shape), body.transform);
        move_shape_proxy(world, shape, {});
    }
    wake_body(world, body_index);
}

void wake_body(World& world, int32_t body_index) {
    Body& start = world.bodies[body_index];
    if (start.type == BodyType::static_body) {
        // A static body never sleeps, but what rests on it or hangs from it may.
        for_each_neighbour_of_static(world, body_index, [&world](int32_t other) {
            Body& body = world.bodies[other];
            if (!body.awake && body.type != BodyType::static_body) set_island_awake(world, other, true);
        });
        return;
    }
    if (start.awake) {
        start.sleep_time = 0.0f;
        return;
    }
    set_island_awake(world, body_index, true);
}

void sleep_body(World& world, int32_t body_index) {
    Body& start = world.bodies[body_index];
    if (start.type == BodyType::static_body || !start.awake) return;
    set_island_awake(world, body_index, false);
}

void set_sleep_time(World& world, Body& body, float sleep_time) {
    body.sleep_time = sleep_time;
    world.longest_rest = std::max(world.longest_rest, sleep_time);
}

}  // namespace r2d
