//! Sensor events: which shapes began and ended overlapping a sensor shape.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{read_array, to_len};
use crate::ids::ShapeId;
use crate::world::World;

/// A visitor shape began or ended overlapping a sensor shape.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SensorEvent {
    /// The shape made with [`ShapeDef::is_sensor`](crate::ShapeDef::is_sensor).
    pub sensor: ShapeId,
    /// The shape that entered or left it.
    pub visitor: ShapeId,
}

/// The sensor events of the last step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SensorEvents {
    /// Visitors that began overlapping a sensor.
    pub begin: Vec<SensorEvent>,
    /// Visitors that stopped overlapping a sensor.
    pub end: Vec<SensorEvent>,
}

impl World {
    /// The shapes that began and ended overlapping sensors in the last
    /// step. A sensor sees shapes of other bodies that are not sensors,
    /// have [`ShapeDef::enable_sensor_events`](crate::ShapeDef::enable_sensor_events)
    /// on and pass its filter. A destroyed sensor or visitor ends its
    /// overlaps without an event, so every id here is live after the step.
    pub fn sensor_events(&self) -> Result<SensorEvents> {
        let (mut begin_count, mut end_count) = (0, 0);
        // SAFETY: both out pointers are valid for the call.
        check(unsafe { sys::r2d_world_get_sensor_event_counts(self.raw, &mut begin_count, &mut end_count) })?;
        let begin = read_array(to_len(begin_count), |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` events.
            unsafe { sys::r2d_world_get_sensor_begin_events(self.raw, out, capacity, copied) }
        })?;
        let end = read_array(to_len(end_count), |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` events.
            unsafe { sys::r2d_world_get_sensor_end_events(self.raw, out, capacity, copied) }
        })?;
        let convert = |events: Vec<sys::r2d_sensor_event>| -> Vec<SensorEvent> {
            events
                .iter()
                .map(|e| SensorEvent {
                    sensor: ShapeId::new(self.raw, e.sensor),
                    visitor: ShapeId::new(self.raw, e.visitor),
                })
                .collect()
        };
        Ok(SensorEvents { begin: convert(begin), end: convert(end) })
    }
}
