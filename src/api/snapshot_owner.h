// Who a snapshot belongs to, as the snapshot entry points and the
// serialized format's build snapshot section both name it.
#pragma once

#include "api/handles.h"
#include "dynamics/snapshot.h"

namespace r2d {

// The world's own tag and this library's version; world_tag any_world
// accepts a snapshot of any world (a deserialized world adopts one).
SnapshotOwner snapshot_owner(uint64_t world_tag);

inline SnapshotOwner snapshot_owner_of(const WorldEntry& entry) {
    return snapshot_owner(world_id_of(entry).bits);
}

}  // namespace r2d
