// Entry points that copy contacts, events and body state out in bulk.
#include "api/contact_data.h"
#include "api/event_lists.h"
#include "api/handles.h"
#include "api/validate.h"

using namespace r2d;

r2d_contact_data r2d::contact_data_of(const WorldEntry& entry, int32_t contact_index) {
    const Contact& contact = entry.world.contacts[contact_index];
    const ContactImpulses& impulses = entry.world.contact_impulses[contact_index];
    r2d_contact_data data = {};
    data.shape_a = shape_id_of(entry, contact.shape_a);
    data.shape_b = shape_id_of(entry, contact.shape_b);
    data.body_a = body_id_of(entry, contact.edges[0].body);
    data.body_b = body_id_of(entry, contact.edges[1].body);
    data.normal = to_r2d(contact.normal);
    data.point_count = contact.point_count;
    for (int i = 0; i < contact.point_count; ++i) {
        const ContactPoint& cp = contact.points[i];
        const PointImpulses& pi = impulses.points[i];
        data.points[i] = {to_r2d(cp.point), cp.separation, pi.normal, pi.tangent, cp.id};
    }
    return data;
}

namespace {

// An end event may outlive its shapes; their ids then are stale, which is
// exactly what the caller should see.
template <class Event>
void write_shape_pair(Event& event, r2d_shape_id shape_a, r2d_shape_id shape_b) {
    event.shape_a = shape_a;
    event.shape_b = shape_b;
}

}  // namespace

extern "C" {

r2d_status r2d_world_get_contact_count(r2d_world_id world, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        int32_t count = 0;
        for (const Contact& c : entry->world.contacts) count += (c.in_use && c.touching) ? 1 : 0;
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_world_get_contacts(r2d_world_id world, r2d_contact_data* out_contacts, int32_t capacity,
                                  int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_output(out_contacts, capacity, out_count, "out_contacts"));
        int32_t count = 0;
        const LargeVector<Contact>& contacts = entry->world.contacts;
        for (int32_t index = 0; index < static_cast<int32_t>(contacts.size()) && count < capacity; ++index) {
            if (contacts[index].in_use && contacts[index].touching) out_contacts[count++] = contact_data_of(*entry, index);
        }
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_body_get_contact_count(r2d_body_id body, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_pointer(out_count, "out_count"));
        const World& world = entry->world;
        int32_t count = 0;
        for (int32_t key = world.bodies[index].contact_head; key >= 0;) {
            const Contact& c = world.contacts[key >> 1];
            count += c.touching ? 1 : 0;
            key = c.edges[key & 1].next_key;
        }
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_body_get_contacts(r2d_body_id body, r2d_contact_data* out_contacts, int32_t capacity,
                                 int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        int32_t index;
        R2D_TRY(resolve_body(body, &entry, &index));
        R2D_TRY(check_output(out_contacts, capacity, out_count, "out_contacts"));
        const World& world = entry->world;
        int32_t count = 0;
        for (int32_t key = world.bodies[index].contact_head; key >= 0 && count < capacity;) {
            const Contact& c = world.contacts[key >> 1];
            if (c.touching) out_contacts[count++] = contact_data_of(*entry, key >> 1);
            key = c.edges[key & 1].next_key;
        }
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_world_get_contact_event_counts(r2d_world_id world, int32_t* out_begin_count, int32_t* out_end_count) {
    return guard_allocation([&] {
        return get_event_counts(world, &World::begin_events, &World::end_events, out_begin_count, out_end_count);
    });
}

r2d_status r2d_world_get_contact_begin_events(r2d_world_id world, r2d_contact_begin_event* out_events, int32_t capacity,
                                              int32_t* out_count) {
    return guard_allocation([&] {
        return copy_events(world, &World::begin_events, out_events, capacity, out_count,
                           write_shape_pair<r2d_contact_begin_event>);
    });
}

r2d_status r2d_world_get_contact_end_events(r2d_world_id world, r2d_contact_end_event* out_events, int32_t capacity,
                                            int32_t* out_count) {
    return guard_allocation([&] {
        return copy_events(world, &World::end_events, out_events, capacity, out_count,
                           write_shape_pair<r2d_contact_end_event>);
    });
}

r2d_status r2d_world_get_bodies(r2d_world_id world, r2d_body_id* out_bodies, int32_t capacity, int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_output(out_bodies, capacity, out_count, "out_bodies"));
        const LargeVector<Body>& bodies = entry->world.bodies;
        int32_t count = 0;
        for (int32_t i = 0; i < static_cast<int32_t>(bodies.size()) && count < capacity; ++i) {
            if (bodies[i].in_use) out_bodies[count++] = body_id_of(*entry, i);
        }
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_world_get_body_states(r2d_world_id world, r2d_vec2* out_positions, float* out_angles,
                                     r2d_vec2* out_linear_velocities, float* out_angular_velocities, int32_t capacity,
                                     int32_t* out_count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        R2D_TRY(check_pointer(out_count, "out_count"));
        if (capacity < 0) return fail(R2D_ERROR_OUT_OF_RANGE, "capacity is negative");
        const LargeVector<Body>& bodies = entry->world.bodies;
        int32_t count = 0;
        for (const Body& body : bodies) {
            if (count == capacity) break;
            if (!body.in_use) continue;
            if (out_positions) out_positions[count] = to_r2d(body.transform.p);
            if (out_angles) out_angles[count] = rot_angle(body.transform.q);
            if (out_linear_velocities) out_linear_velocities[count] = to_r2d(body.linear_velocity);
            if (out_angular_velocities) out_angular_velocities[count] = body.angular_velocity;
            ++count;
        }
        *out_count = count;
        return succeed();
    });
}

r2d_status r2d_world_set_body_velocities(r2d_world_id world, const r2d_body_id* bodies,
                                         const r2d_vec2* linear_velocities, const float* angular_velocities,
                                         int32_t count) {
    return guard_allocation([&] {
        WorldEntry* entry;
        R2D_TRY(resolve_world(world, &entry));
        if (count < 0) return fail(R2D_ERROR_OUT_OF_RANGE, "count is negative");
        if (count == 0) return succeed();
        R2D_TRY(check_pointer(bodies, "bodies"));
        // Check everything before changing anything.
        for (int32_t i = 0; i < count; ++i) {
            WorldEntry* owner;
            int32_t index;
            R2D_TRY(resolve_body(bodies[i], &owner, &index));
            if (owner != entry) return fail(R2D_ERROR_WRONG_WORLD, "body %d belongs to another world", i);
            if (entry->world.bodies[index].type == BodyType::static_body) {
                return fail(R2D_ERROR_INVALID_OPERATION, "body %d is static and cannot be given a velocity", i);
            }
            if (linear_velocities) R2D_TRY(check_coordinate(linear_velocities[i], "a linear velocity"));
            if (angular_velocities) {
                R2D_TRY(check_range(angular_velocities[i], -max_coordinate, max_coordinate, "an angular velocity"));
            }
        }
        World& w = entry->world;
        for (int32_t i = 0; i < count; ++i) {
            WorldEntry* owner;
            int32_t index;
            resolve_body(bodies[i], &owner, &index);
            Body& body = w.bodies[index];
            if (linear_velocities) body.linear_velocity = to_vec2(linear_velocities[i]);
            if (angular_velocities && !body.fixed_rotation) body.angular_velocity = angular_velocities[i];
            wake_body(w, index);
        }
        return succeed();
    });
}

}  // extern "C"
