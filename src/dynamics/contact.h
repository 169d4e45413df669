// Contacts: a pair of shapes whose fat boxes overlap, with the manifold
// and the impulses that carry over from step to step.
#pragma once

#include <cstdint>

#include "collision/manifold.h"
#include "core/math.h"
#include "dynamics/slot_array.h"

namespace r2d {

struct World;

// A contact sits in the contact lists of both its bodies; edge key =
// contact index * 2 + side (0 for body A, 1 for body B).
struct ContactEdge {
    int32_t body = -1;
    int32_t prev_key = -1;
    int32_t next_key = -1;
};

// What the manifold gave, no more: the solver measures the anchors from
// the bodies' centres of mass as it takes the contact on. That leaves room
// in the points' cache line for the manifold's origin, which manifold
// updates read with the points, and keeps anchors, which every step would
// rewrite anyway, out of snapshots.
struct ContactPoint {
    Vec2 point;  // world
    float separation = 0.0f;
    uint32_t id = 0;
};

// Where a contact's manifold was computed.
struct ManifoldOrigin {
    Transform relative_pose;  // B's body pose in A's frame
    Transform points_pose;    // A's body pose the world points were last placed with
};

// Two cache lines. Passes over every contact read the first; the second
// holds what only manifold updates and the solver's prepare need: the
// points, and where they were computed.
struct alignas(64) Contact {
    int32_t shape_a = -1;
    int32_t shape_b = -1;
    bool in_use = false;
    bool touching = false;
    bool enable_events = false;
    uint8_t point_count = 0;
    uint16_t generation = 0;     // counts reuses of the slot, as for bodies and shapes
    bool slow_manifold = false;  // computed while the pair barely moved: may be carried over (contact.cpp)
    uint8_t padding = 0;         // see Geometry (geometry/shapes.h)
    ContactEdge edges[2];
    Vec2 normal;
    float static_friction = 0.0f;
    float dynamic_friction = 0.0f;
    float restitution = 0.0f;
    int32_t next_free = -1;
    ContactPoint points[2];
    ManifoldOrigin origin;
};
static_assert(sizeof(Contact) == 128, "passes over the contacts count on two-line records");

// Two bodies, by body index.
struct BodyPair {
    int32_t a;
    int32_t b;
};

// The bodies of a contact that makes a solver constraint this step: one in
// use with manifold points (points beyond touching count too: they stop
// fast bodies in time); {-1, -1} for any other.
inline BodyPair constraint_bodies(const Contact& contact) {
    if (!contact.in_use || contact.point_count == 0) return {-1, -1};
    return {contact.edges[0].body, contact.edges[1].body};
}

// No id names a contact, so its slots are reused however often they turn over.
template <>
struct NamedByIds<Contact> : std::false_type {};

struct PointImpulses {
    float normal = 0.0f;  // over the whole last step, as reported
    float tangent = 0.0f;
    float warm_normal = 0.0f;  // of the last sub-step: the next step starts from it
    float warm_tangent = 0.0f;
};

// A contact's impulses, kept beside the contacts (same index), not in
// them: the solver writes them back every step, at random, and in the
// contacts each 16-byte write moved whole cache lines.
struct ContactImpulses {
    PointImpulses points[2];
};

inline int32_t edge_key(int32_t contact_index, int side) {
    return contact_index * 2 + side;
}

void create_contact(World& world, int32_t shape_a, int32_t shape_b);
// Destroys the contact; a touching one leaves an end event.
void destroy_contact(World& world, int32_t contact_index);
// Destroy every contact of the shape, or of the body; touching ones leave
// end events (reserve them first).
void destroy_shape_contacts(World& world, int32_t shape_index);
void destroy_body_contacts(World& world, int32_t body_index);
// Mixes the friction, restitution and event flag of the contacts of the
// shape anew, after its material or flags changed.
void remix_shape_contacts(World& world, int32_t shape_index);
// Room for the end events of every contact of the body, so that destroying
// them cannot fail half-way.
void reserve_end_events(World& world, int32_t body_index);

// Recomputes the manifold with points up to the speculative reach apart:
// speculative_distance, or if more, closing (how far the surfaces may close
// within the step at their present speeds) plus gravity_reach (how much
// further gravity may bring them), so the solver can stop fast bodies in time. Impulses
// carry over by feature id. While the pair closes by less than a hair per
// step and B has barely moved in A's frame since the manifold was computed,
// the manifold is carried along with A instead. Returns whether the contact
// is touching now: some point is within speculative_distance.
bool update_contact(World& world, int32_t contact_index, float closing, float gravity_reach);

// Should these two shapes ever make a contact?
bool shapes_should_collide(const World& world, int32_t shape_a, int32_t shape_b);

}  // namespace r2d
