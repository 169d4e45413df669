// Saving a world as a lasting scene and loading it as a new world, in the
// versioned format of api/serialized_format.h (docs/serialized_format.md).
#pragma once

#include <cstddef>
#include <vector>

#include "api/handles.h"

namespace r2d {

// The world's scene, then its build snapshot, as bytes.
std::vector<unsigned char> serialize_world(WorldEntry& entry);

// Creates a world from the bytes, or refuses them with a status and a
// message and creates nothing. def, when not null, replaces the saved
// world settings.
r2d_status deserialize_world(const r2d_world_def* def, const unsigned char* bytes, std::size_t size,
                             r2d_world_id* out_world);

}  // namespace r2d
