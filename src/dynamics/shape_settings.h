// What can change about a shape after it is made: its material and the
// flags that say what it reports. (Its filter: set_shape_filter in
// shape.h.) Everything here trusts its inputs; src/api validates first.
#pragma once

#include <cstdint>

#include "dynamics/shape.h"

namespace r2d {

struct World;

// The new friction and restitution act from the next step on, in the
// shape's existing contacts too; a new density updates the body's mass.
void set_shape_material(World& world, int32_t shape_index, const Material& material);

// A shape turned sensor loses its contacts (touching ones end with
// events); a sensor turned solid loses its overlaps at the next step,
// which ends them with sensor events. Reserves first.
void set_shape_sensor(World& world, int32_t shape_index, bool is_sensor);

// Which events the shape reports: begin/end touch (existing contacts
// follow at once), being seen by sensors, hits.
void set_shape_contact_events(World& world, int32_t shape_index, bool enable);
void set_shape_sensor_events(World& world, int32_t shape_index, bool enable);
void set_shape_hit_events(World& world, int32_t shape_index, bool enable);

}  // namespace r2d
