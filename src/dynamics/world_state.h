// Everything of a world that outlives a step, in one list: what a snapshot
// saves and restores. A member added to World (or to its broadphase) that
// a later step reads must be added here too, or a restored world would
// step differently; the snapshot tests step a restored world and compare
// it bit for bit with the original to catch that.
#pragma once

#include "dynamics/world.h"

namespace r2d {

// Calls visitor.array(v) for each vector of trivially copyable records and
// visitor.value(x) for each single one, always in the same order.
template <class Visitor>
void visit_world_state(World& world, Visitor& visitor) {
    visitor.value(world.settings);
    visitor.array(world.bodies);
    visitor.array(world.body_user_data);
    visitor.array(world.body_joints);
    visitor.array(world.body_options);
    visitor.array(world.shapes);
    world.geometries.visit_state(visitor);
    visitor.array(world.contacts);
    visitor.array(world.contact_impulses);
    visitor.array(world.joints);
    visitor.array(world.chains);
    visitor.array(world.chain_links);
    visitor.value(world.free_body);
    visitor.value(world.free_shape);
    visitor.value(world.free_contact);
    visitor.value(world.free_joint);
    visitor.value(world.free_chain);
    visitor.value(world.body_count);
    visitor.value(world.shape_count);
    visitor.value(world.contact_count);
    visitor.value(world.joint_count);
    visitor.value(world.chain_count);
    visitor.value(world.longest_rest);
    world.broadphase.visit_state(visitor);
    visitor.array(world.begin_events);
    visitor.array(world.end_events);
    // The last sub-step's length: joints report their forces with it.
    visitor.value(world.joint_solver.context);
    visitor.array(world.hit_events);
    visitor.value(world.hit_event_shape_count);
    // Sensors
    visitor.value(world.sensor_count);
    visitor.array(world.sensor_overlaps);
    visitor.array(world.sensor_begin_events);
    visitor.array(world.sensor_end_events);
}

}  // namespace r2d
