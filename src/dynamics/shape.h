// Shapes as the world keeps them: geometry plus material, filter and the
// broadphase proxy that finds its neighbours.
#pragma once

#include <cstdint>

#include "core/math.h"
#include "dynamics/body.h"
#include "geometry/shapes.h"

namespace r2d {

struct World;

struct Filter {
    uint64_t category_bits = 1;
    uint64_t mask_bits = ~uint64_t(0);
    int32_t group_index = 0;
    int32_t padding = 0;  // see Geometry
};

struct Material {
    float density = 1.0f;
    float static_friction = 0.6f;
    float dynamic_friction = 0.6f;
    float restitution = 0.0f;
};

struct ShapeDef {
    Material material;
    Filter filter;
    bool enable_contact_events = true;
    uint64_t user_data = 0;
    // A sensor makes no contacts; it reports which shapes overlap it.
    bool is_sensor = false;
    // Whether sensors see this shape.
    bool enable_sensor_events = true;
    // Whether its hard contacts make hit events.
    bool enable_hit_events = false;
};

// What collide reads for every contact is in the first cache line; the
// geometry, shared with the shapes that have the same, is the world's
// (World::geometries, see geometry_of).
struct alignas(64) Shape {
    AABB aabb;      // tight, world coordinates
    AABB fat_aabb;  // the broadphase proxy's box, kept here so collide need not visit the tree
    int32_t body = -1;
    int32_t geometry = -1;    // entry in World::geometries
    int32_t proxy = -1;       // -1 while out of the broadphase: its body is disabled
    int32_t prev_shape = -1;  // of the same body, -1 for the first
    int32_t next_shape = -1;  // of the same body, -1 for the last
    bool is_sensor = false;
    bool enable_sensor_events = true;
    bool enable_hit_events = false;
    bool enable_contact_events = true;

    Material material;
    Filter filter;
    uint64_t user_data = 0;
    int32_t next_free = -1;
    uint16_t generation = 0;
    bool in_use = false;
    uint8_t padding[17] = {};  // see Geometry
};
static_assert(sizeof(Shape) == 128, "a shape fills two cache lines");

// Room for count more shapes on the body and their proxies: creating them
// then allocates nothing, so cannot fail half-way.
void reserve_shapes(World& world, int32_t body_index, int32_t count);
// Adds the shape to the body and updates the body's mass. Reserves its
// room first: a failed allocation leaves the world as it was.
int32_t create_shape(World& world, int32_t body_index, const ShapeDef& def, const Geometry& geometry);
// Removes the shape and its contacts; update_mass is false when the whole
// body is going away anyway.
void destroy_shape(World& world, int32_t shape_index, bool update_mass);
// What destroy_shape does first when the body stays: room for the end
// events, and the body awake. Before destroying shapes with update_mass
// false, then updating the body's mass once, as chains do.
void prepare_shape_removal(World& world, int32_t body_index);

void set_shape_filter(World& world, int32_t shape_index, const Filter& filter);

// After a change of what the shape may touch (filter, sensor flag): its
// contacts end (touching ones with end events) and the broadphase pairs it
// anew at the next step. Call reserve_pair_reset before changing anything,
// so a failed allocation leaves the world as it was.
void reserve_pair_reset(World& world, int32_t shape_index);
void reset_shape_pairs(World& world, int32_t shape_index);

// The body's shapes leave the broadphase (a disabled body, a change of
// type) and come back; a shape out of it has proxy -1. Reserve the room of
// the type they come back as before changing anything.
void reserve_body_proxies(World& world, int32_t body_index, BodyType type);
void remove_body_proxies(World& world, int32_t body_index);
void add_body_proxies(World& world, int32_t body_index);
// Tells the broadphase the shape now covers shape.aabb and is about to move
// by travel, and keeps the shape's copy of the proxy's fat box. Nothing
// for a shape out of the broadphase.
void move_shape_proxy(World& world, Shape& shape, Vec2 travel);

// The two halves of moving a body's shapes, for stages that run bodies
// across workers: place_shape_boxes sets each shape's box where the body
// is now and says whether some proxy must move (reading the broadphase
// only, so bodies may be placed at once); move_body_proxies then moves
// them, one body at a time.
bool place_shape_boxes(World& world, const Body& body, Vec2 travel);
void move_body_proxies(World& world, const Body& body, Vec2 travel);

// What the thread that moves proxies must do for a body, as a stage that
// places bodies across workers found it. Written where the body was
// placed and read in order by that one thread: records packed together
// cross between cores by the cache line, where reading the bodies and
// shapes themselves would fetch a line or two each.
struct ProxyMove {
    int32_t proxy;  // at or above 0: move it to fat_box; else one of the kinds below
    int32_t body;   // the body's index in the world; for moved_far, its solver index
    AABB fat_box;
    static constexpr int32_t none = -1;            // no proxy moves
    static constexpr int32_t several_shapes = -2;  // move_body_proxies, with the body at hand
    static constexpr int32_t moved_far = -3;       // finalize: the body waits for its sweep
    static constexpr int32_t bullet = -4;          // continuous: swept after the others
};
// place_shape_boxes, as a ProxyMove, for world.bodies[body_index]: a body
// of one shape takes its new fat box here, beside its other boxes.
ProxyMove place_for_proxy_move(World& world, int32_t body_index, Vec2 travel);
// The mover's half of a ProxyMove of one proxy or of several shapes (whose
// body it reads for those alone); other kinds do nothing.
void make_proxy_move(World& world, const ProxyMove& move, float dt);

bool filters_collide(const Filter& a, const Filter& b);

}  // namespace r2d
