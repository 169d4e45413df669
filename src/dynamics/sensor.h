// Sensors: shapes that make no contacts and instead report which shapes
// overlap them, as begin and end events of each step. A sensor sees a
// shape of another body that is not a sensor, has enable_sensor_events on
// and passes the sensor's filter, once their geometries truly overlap.
// A destroyed sensor or visitor leaves no end event: its id would be stale.
#pragma once

#include "dynamics/world.h"

namespace r2d {

// Finds the overlaps of every sensor now and records what changed since
// the last step. Nothing to do, and nothing spent, in a world without sensors.
void update_sensors(World& world);

}  // namespace r2d
