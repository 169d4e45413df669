//! Contact hit events: contacts whose shapes struck each other hard.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{read_array, to_len};
use crate::ids::ShapeId;
use crate::math::Vec2;
use crate::world::World;

/// One hard contact of the last step, at its fastest point.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ContactHitEvent {
    /// The first shape.
    pub shape_a: ShapeId,
    /// The second shape.
    pub shape_b: ShapeId,
    /// The fastest manifold point as the step began.
    pub point: Vec2,
    /// Unit, from shape A towards shape B.
    pub normal: Vec2,
    /// m/s along the normal, above the world's threshold.
    pub approach_speed: f32,
}

impl World {
    /// Contacts of the last step, of shapes with
    /// [`ShapeDef::enable_hit_events`](crate::ShapeDef::enable_hit_events),
    /// that approached faster than
    /// [`WorldDef::hit_event_threshold`](crate::WorldDef::hit_event_threshold):
    /// for impact sounds and damage.
    pub fn contact_hit_events(&self) -> Result<Vec<ContactHitEvent>> {
        let mut count = 0;
        // SAFETY: the out pointer is valid for the call.
        check(unsafe { sys::r2d_world_get_contact_hit_event_count(self.raw, &mut count) })?;
        let raw = read_array(to_len(count), |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` events.
            unsafe { sys::r2d_world_get_contact_hit_events(self.raw, out, capacity, copied) }
        })?;
        Ok(raw
            .iter()
            .map(|e| ContactHitEvent {
                shape_a: ShapeId::new(self.raw, e.shape_a),
                shape_b: ShapeId::new(self.raw, e.shape_b),
                point: e.point.into(),
                normal: e.normal.into(),
                approach_speed: e.approach_speed,
            })
            .collect())
    }
}
