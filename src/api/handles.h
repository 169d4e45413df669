// Ids and the registry of worlds: the only code that turns the ABI's ids
// into objects. Every lookup checks kind, slot, generation and liveness, in
// every build, so a stale, forged or mistyped id is refused instead of
// followed.
//
// Bits of every id, low to high:
//   0..2   kind (IdKind)               (0 means null or forged)
//   3..24  object slot + 1             (0 in a world id)
//  25..36  object generation, 1..4095  (0 in a world id)
//  37..48  world slot + 1
//  49..63  world generation, 1..32767
// Generations never wrap: a slot whose generation reached its maximum is
// retired instead of reused (slot_array.h for objects, handles.cpp for
// worlds), so no id ever names a later occupant of its slot.
#pragma once

#include <cstdint>

#include "api/contact_callbacks.h"
#include "dynamics/slot_array.h"
#include "dynamics/snapshot.h"
#include "dynamics/world.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

enum class IdKind : uint32_t { world = 1, body = 2, shape = 3, joint = 4, chain = 5 };

struct WorldEntry {
    World world;
    uint32_t slot = 0;
    uint32_t generation = 0;
    ContactCallbacks contact_callbacks;  // what world.hooks call through to
    SnapshotStaging snapshot_staging;     // reused by every save and restore
};

constexpr int32_t max_objects_per_kind = max_id_slots;

r2d_status register_world(WorldEntry** out_entry, r2d_world_id* out_id);
void unregister_world(WorldEntry* entry);

// Each returns R2D_OK, or an error status with the message set. A locked
// world (inside a step or a draw) is refused too. Safe to call with any
// bits while other threads create and destroy other worlds.
r2d_status resolve_world(r2d_world_id id, WorldEntry** out);
r2d_status resolve_body(r2d_body_id id, WorldEntry** out_entry, int32_t* out_index);
r2d_status resolve_shape(r2d_shape_id id, WorldEntry** out_entry, int32_t* out_index);
r2d_status resolve_joint(r2d_joint_id id, WorldEntry** out_entry, int32_t* out_index);
r2d_status resolve_chain(r2d_chain_id id, WorldEntry** out_entry, int32_t* out_index);

r2d_world_id world_id_of(const WorldEntry& entry);
r2d_body_id body_id_of(const WorldEntry& entry, int32_t index);
r2d_shape_id shape_id_of(const WorldEntry& entry, int32_t index);
r2d_joint_id joint_id_of(const WorldEntry& entry, int32_t index);
r2d_chain_id chain_id_of(const WorldEntry& entry, int32_t index);
// The id the shape in that slot had at that generation (maybe destroyed since).
r2d_shape_id shape_id_at(const WorldEntry& entry, int32_t index, uint16_t generation);

}  // namespace r2d
