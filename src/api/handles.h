// Ids and the registry of worlds: the only code that turns the ABI's ids
// into objects. Every lookup checks slot, generation and liveness, in
// every build, so a stale or forged id is refused instead of followed.
//
// Bits of a body, shape or joint id, low to high:
//   0..23  object slot + 1      (0 means null)
//  24..39  world slot + 1
//  40..47  low bits of the world's generation (a reused world slot)
//  48..63  object generation    (a reused object slot)
// A world id holds its slot + 1 in the low half and its generation in the
// high half.
#pragma once

#include <cstdint>

#include "dynamics/world.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

struct WorldEntry {
    World world;
    uint32_t slot = 0;
    uint32_t generation = 0;
};

constexpr int32_t max_objects_per_kind = (1 << 24) - 2;

r2d_status register_world(WorldEntry** out_entry, r2d_world_id* out_id);
void unregister_world(WorldEntry* entry);

// Each returns R2D_OK, or an error status with the message set. A locked
// world (inside a step or a draw) is refused too.
r2d_status resolve_world(r2d_world_id id, WorldEntry** out);
r2d_status resolve_body(r2d_body_id id, WorldEntry** out_entry, int32_t* out_index);
r2d_status resolve_shape(r2d_shape_id id, WorldEntry** out_entry, int32_t* out_index);
r2d_status resolve_joint(r2d_joint_id id, WorldEntry** out_entry, int32_t* out_index);

r2d_world_id world_id_of(const WorldEntry& entry);
r2d_body_id body_id_of(const WorldEntry& entry, int32_t index);
r2d_shape_id shape_id_of(const WorldEntry& entry, int32_t index);
r2d_joint_id joint_id_of(const WorldEntry& entry, int32_t index);
// The id the shape in that slot had at that generation (maybe destroyed since).
r2d_shape_id shape_id_at(const WorldEntry& entry, int32_t index, uint16_t generation);

}  // namespace r2d
