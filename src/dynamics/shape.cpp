#include "dynamics/shape.h"

#include "core/reserve_doubling.h"
#include "dynamics/slot_array.h"
#include "dynamics/world.h"

namespace r2d {

namespace {

ProxyType proxy_type_of(BodyType type) {
    switch (type) {
        case BodyType::static_body: return ProxyType::static_body;
        case BodyType::kinematic: return ProxyType::kinematic_body;
        case BodyType::dynamic: break;
    }
    return ProxyType::dynamic_body;
}

// A shape of a disabled body stays out of the broadphase (proxy -1).
void create_shape_proxy(World& world, Shape& shape, int32_t shape_index) {
    if (!world.bodies[shape.body].enabled) return;
    shape.proxy = world.broadphase.create_proxy(shape.aabb, shape_index, proxy_type_of(world.bodies[shape.body].type));
    shape.fat_aabb = world.broadphase.fat_aabb(shape.proxy);
}

void destroy_shape_proxy(World& world, Shape& shape) {
    if (shape.proxy < 0) return;
    world.broadphase.destroy_proxy(shape.proxy);
    shape.proxy = -1;
}

// Adds the shape at the end of its body's chain.
void link_shape(Body& body, LargeVector<Shape>& shapes, int32_t shape_index) {
    shapes[shape_index].prev_shape = body.shape_tail;
    shapes[shape_index].next_shape = -1;
    if (body.shape_tail >= 0) {
        shapes[body.shape_tail].next_shape = shape_index;
    } else {
        body.shape_head = shape_index;
    }
    body.shape_tail = shape_index;
    body.shape_count += 1;
}

// Takes the shape out of its body's chain.
void unlink_shape(Body& body, LargeVector<Shape>& shapes, int32_t shape_index) {
    int32_t prev = shapes[shape_index].prev_shape;
    int32_t next = shapes[shape_index].next_shape;
    (prev >= 0 ? shapes[prev].next_shape : body.shape_head) = next;
    (next >= 0 ? shapes[next].prev_shape : body.shape_tail) = prev;
    body.shape_count -= 1;
}

}  // namespace

void reserve_shapes(World& world, int32_t body_index, int32_t count) {
    reserve_doubling(world.shapes, world.shapes.size() + static_cast<size_t>(count));
    world.geometries.reserve(count);
    world.broadphase.reserve_proxies(proxy_type_of(world.bodies[body_index].type), count);
}

bool filters_collide(const Filter& a, const Filter& b) {
    if (a.group_index == b.group_index && a.group_index != 0) return a.group_index > 0;
    return (a.mask_bits & b.category_bits) != 0 && (a.category_bits & b.mask_bits) != 0;
}

int32_t create_shape(World& world, int32_t body_index, const ShapeDef& def, const Geometry& geometry) {
    reserve_shapes(world, body_index, 1);
    int32_t index = allocate_slot(world.shapes, world.free_shape);
    Shape& shape = world.shapes[index];
    shape.geometry = world.geometries.add(geometry);
    shape.material = def.material;
    shape.filter = def.filter;
    shape.enable_contact_events = def.enable_contact_events;
    shape.is_sensor = def.is_sensor;
    shape.enable_sensor_events = def.enable_sensor_events;
    shape.enable_hit_events = def.enable_hit_events;
    world.hit_event_shape_count += def.enable_hit_events ? 1 : 0;
    world.sensor_count += def.is_sensor ? 1 : 0;
    shape.user_data = def.user_data;
    shape.body = body_index;

    Body& body = world.bodies[body_index];
    shape.aabb = compute_aabb(geometry, body.transform);
    create_shape_proxy(world, shape, index);
    link_shape(body, world.shapes, index);
    world.shape_count += 1;

    add_shape_mass(world, body_index, index);
    wake_body(world, body_index);
    return index;
}

void prepare_shape_removal(World& world, int32_t body_index) {
    // Wake first: once the contacts are gone, what rests on the shapes can
    // no longer be reached.
    reserve_end_events(world, body_index);
    wake_body(world, body_index);
}

void destroy_shape(World& world, int32_t shape_index, bool update_mass) {
    Shape& shape = world.shapes[shape_index];
    int32_t body_index = shape.body;
    if (update_mass) prepare_shape_removal(world, body_index);
    destroy_shape_contacts(world, shape_index);
    destroy_shape_proxy(world, shape);

    unlink_shape(world.bodies[body_index], world.shapes, shape_index);

    shape.body = -1;
    world.sensor_count -= shape.is_sensor ? 1 : 0;
    world.hit_event_shape_count -= shape.enable_hit_events ? 1 : 0;
    world.geometries.release(shape.geometry);
    release_slot(world.shapes, world.free_shape, shape_index);
    world.shape_count -= 1;

    if (update_mass) update_body_mass(world, body_index);
}

void reserve_pair_reset(World& world, int32_t shape_index) {
    int32_t body_index = world.shapes[shape_index].body;
    reserve_end_events(world, body_index);
    world.broadphase.reserve_proxies(proxy_type_of(world.bodies[body_index].type), 1);
}

void reset_shape_pairs(World& world, int32_t shape_index) {
    Shape& shape = world.shapes[shape_index];
    wake_body(world, shape.body);
    destroy_shape_contacts(world, shape_index);
    destroy_shape_proxy(world, shape);
    create_shape_proxy(world, shape, shape_index);
}

void set_shape_filter(World& world, int32_t shape_index, const Filter& filter) {
    reserve_pair_reset(world, shape_index);
    world.shapes[shape_index].filter = filter;
    // Existing contacts may no longer be allowed, and new pairs may be.
    reset_shape_pairs(world, shape_index);
}

void reserve_body_proxies(World& world, int32_t body_index, BodyType type) {
    world.broadphase.reserve_proxies(proxy_type_of(type), world.bodies[body_index].shape_count);
}

void remove_body_proxies(World& world, int32_t body_index) {
    for (int32_t s = world.bodies[body_index].shape_head; s >= 0; s = world.shapes[s].next_shape) {
        destroy_shape_proxy(world, world.shapes[s]);
    }
}

void add_body_proxies(World& world, int32_t body_index) {
    for (int32_t s = world.bodies[body_index].shape_head; s >= 0; s = world.shapes[s].next_shape) {
        create_shape_proxy(world, world.shapes[s], s);
    }
}

void move_shape_proxy(World& world, Shape& shape, Vec2 travel) {
    if (shape.proxy < 0) return;
    if (world.broadphase.move_proxy(shape.proxy, shape.aabb, travel))
        shape.fat_aabb = world.broadphase.fat_aabb(shape.proxy);
}

bool place_shape_boxes(World& world, const Body& body, Vec2 travel) {
    bool proxies_move = false;
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        Shape& shape = world.shapes[s];
        shape.aabb = compute_aabb(geometry_of(world, shape), body.transform);
        if (shape.proxy >= 0 && !world.broadphase.fat_box_holds(shape.proxy, shape.aabb, travel)) proxies_move = true;
    }
    return proxies_move;
}

void move_body_proxies(World& world, const Body& body, Vec2 travel) {
    for (int32_t s = body.shape_head; s >= 0; s = world.shapes[s].next_shape) {
        move_shape_proxy(world, world.shapes[s], travel);
    }
}

ProxyMove place_for_proxy_move(World& world, int32_t body_index, Vec2 travel) {
    const Body& body = world.bodies[body_index];
    if (!place_shape_boxes(world, body, travel)) return {ProxyMove::none, body_index, {}};
    Shape& shape = world.shapes[body.shape_head];
    if (shape.next_shape >= 0) return {ProxyMove::several_shapes, body_index, {}};
    shape.fat_aabb = BroadPhase::moved_fat_box(shape.aabb, travel);
    return {shape.proxy, body_index, shape.fat_aabb};
}

void make_proxy_move(World& world, const ProxyMove& move, float dt) {
    if (move.proxy >= 0) {
        world.broadphase.move_proxy_to(move.proxy, move.fat_box);
    } else if (move.proxy == ProxyMove::several_shapes) {
        const Body& body = world.bodies[move.body];
        move_body_proxies(world, body, dt * body.linear_velocity);
    }
}

}  // namespace r2d
