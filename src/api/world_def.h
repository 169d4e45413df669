// World settings as the r2d_world_def that would make them: the defaults,
// and what the serialized format saves of a world.
#pragma once

#include "dynamics/world.h"
#include "rigid2d/rigid2d.h"

namespace r2d {

r2d_world_def world_def_of(const WorldSettings& settings);

}  // namespace r2d
