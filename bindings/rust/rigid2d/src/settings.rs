//! Run-time settings: every setting of a world, body or shape that may
//! change after creation, read and set through the world. Values are
//! checked as creation checks them; a refused one changes nothing.

use rigid2d_sys as sys;

use crate::defs::BodyType;
use crate::error::{check, Result};
use crate::ffi::{read, read_pair};
use crate::ids::{BodyId, ShapeId};
use crate::math::Vec2;
use crate::world::World;

/// A body's mass properties (`r2d_mass_data`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MassData {
    /// Mass, kg.
    pub mass: f32,
    /// Centre of mass in body coordinates, m.
    pub center: Vec2,
    /// Rotational inertia about the centre of mass, kg m².
    pub rotational_inertia: f32,
}

/// A getter and a setter of one world setting.
macro_rules! world_setting {
    ($(#[$doc:meta])* $get:ident, $set:ident, $ty:ty, $c_get:ident, $c_set:ident) => {
        $(#[$doc])*
        pub fn $get(&self) -> Result<$ty> {
            // SAFETY: the out pointer is valid for the call.
            read(|out| unsafe { sys::$c_get(self.raw, out) })
        }

        $(#[$doc])*
        pub fn $set(&mut self, value: $ty) -> Result<()> {
            // SAFETY: plain values.
            check(unsafe { sys::$c_set(self.raw, value) })
        }
    };
}

/// A getter and a setter of one setting of a body or a shape.
macro_rules! object_setting {
    ($(#[$doc:meta])* $id:ty, $get:ident, $set:ident, $ty:ty, $c_get:ident, $c_set:ident) => {
        $(#[$doc])*
        pub fn $get(&self, id: $id) -> Result<$ty> {
            let raw = id.raw_in(self.raw)?;
            // SAFETY: the out pointer is valid for the call.
            read(|out| unsafe { sys::$c_get(raw, out) })
        }

        $(#[$doc])*
        pub fn $set(&mut self, id: $id, value: $ty) -> Result<()> {
            let raw = id.raw_in(self.raw)?;
            // SAFETY: plain values.
            check(unsafe { sys::$c_set(raw, value) })
        }
    };
}

impl World {
    /// Solver sub-steps per step (set with `set_substep_count`).
    pub fn substep_count(&self) -> Result<i32> {
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_world_get_substep_count(self.raw, out) })
    }

    world_setting!(
        /// Contact stiffness, 1/s; above 0, at most 1e4.
        contact_hertz, set_contact_hertz, f32, r2d_world_get_contact_hertz, r2d_world_set_contact_hertz);
    world_setting!(
        /// Contact damping ratio; 0 to 1e4.
        contact_damping_ratio, set_contact_damping_ratio, f32,
        r2d_world_get_contact_damping_ratio, r2d_world_set_contact_damping_ratio);
    world_setting!(
        /// Fastest speed that pushes overlapping shapes apart, m/s; above 0, at most 1e4.
        contact_push_max_speed, set_contact_push_max_speed, f32,
        r2d_world_get_contact_push_max_speed, r2d_world_set_contact_push_max_speed);
    world_setting!(
        /// Slower approaches do not bounce, m/s; 0 to 1e4.
        restitution_threshold, set_restitution_threshold, f32,
        r2d_world_get_restitution_threshold, r2d_world_set_restitution_threshold);
    world_setting!(
        /// Slower approaches make no hit event, m/s; 0 to 1e4.
        hit_event_threshold, set_hit_event_threshold, f32,
        r2d_world_get_hit_event_threshold, r2d_world_set_hit_event_threshold);
    world_setting!(
        /// No body moves faster, m/s; above 0, at most 1e6; default 1e4.
        max_linear_speed, set_max_linear_speed, f32, r2d_world_get_max_linear_speed, r2d_world_set_max_linear_speed);
    world_setting!(
        /// Continuous collision, on by default: a body that moved more than
        /// half its thinnest shape in a step is stopped where it first
        /// touched static or kinematic geometry (any body, for a bullet).
        continuous, set_continuous, bool, r2d_world_is_continuous_enabled, r2d_world_enable_continuous);

    /// Makes the body static, kinematic or dynamic: its mass follows, a
    /// static body loses its velocity, its contacts are found anew at the
    /// next step, its joints stay.
    pub fn set_body_type(&mut self, body: BodyId, body_type: BodyType) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_type(raw, body_type.to_raw()) })
    }

    object_setting!(
        /// Linear damping, 1/s; 0 to 1e6.
        BodyId, body_linear_damping, set_body_linear_damping, f32,
        r2d_body_get_linear_damping, r2d_body_set_linear_damping);
    object_setting!(
        /// Angular damping, 1/s; 0 to 1e6.
        BodyId, body_angular_damping, set_body_angular_damping, f32,
        r2d_body_get_angular_damping, r2d_body_set_angular_damping);
    object_setting!(
        /// The factor of the world's gravity the body feels; 0 floats.
        BodyId, body_gravity_scale, set_body_gravity_scale, f32,
        r2d_body_get_gravity_scale, r2d_body_set_gravity_scale);
    object_setting!(
        /// The bullet flag: continuous collision also sweeps a fast bullet
        /// against dynamic bodies.
        BodyId, body_is_bullet, set_body_bullet, bool, r2d_body_is_bullet, r2d_body_set_bullet);
    object_setting!(
        /// Whether the body keeps its angle; setting it true also stops its spin.
        BodyId, body_is_fixed_rotation, set_body_fixed_rotation, bool,
        r2d_body_is_fixed_rotation, r2d_body_set_fixed_rotation);
    object_setting!(
        /// Whether the body takes part: a disabled one keeps its position and
        /// velocity, has no contacts, is unseen by queries and its joints idle.
        BodyId, body_is_enabled, set_body_enabled, bool, r2d_body_is_enabled, r2d_body_set_enabled);

    /// The mass properties the body uses now.
    pub fn body_mass_data(&self, body: BodyId) -> Result<MassData> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_mass_data(raw, out) }).map(|data: sys::r2d_mass_data| MassData {
            mass: data.mass,
            center: data.center.into(),
            rotational_inertia: data.rotational_inertia,
        })
    }

    /// Overrides the shapes' mass properties until `reset_body_mass_data`.
    pub fn set_body_mass_data(&mut self, body: BodyId, data: MassData) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        let data = sys::r2d_mass_data {
            mass: data.mass,
            center: data.center.into(),
            rotational_inertia: data.rotational_inertia,
        };
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_mass_data(raw, data) })
    }

    /// Takes the body's mass from its shapes' densities again.
    pub fn reset_body_mass_data(&mut self, body: BodyId) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_reset_mass_data(raw) })
    }

    /// Static and dynamic friction of the shape.
    pub fn shape_friction(&self, shape: ShapeId) -> Result<(f32, f32)> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: both out pointers are valid for the call.
        read_pair(|static_friction, dynamic_friction| unsafe {
            sys::r2d_shape_get_friction(raw, static_friction, dynamic_friction)
        })
    }

    /// Sets static and dynamic friction, 0 to 1e3 each; contacts mix them anew.
    pub fn set_shape_friction(&mut self, shape: ShapeId, static_friction: f32, dynamic_friction: f32) -> Result<()> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_shape_set_friction(raw, static_friction, dynamic_friction) })
    }

    object_setting!(
        /// Restitution, 0..=1; contacts mix it anew.
        ShapeId, shape_restitution, set_shape_restitution, f32,
        r2d_shape_get_restitution, r2d_shape_set_restitution);
    object_setting!(
        /// Density, kg/m²; setting it updates the body's mass.
        ShapeId, shape_density, set_shape_density, f32, r2d_shape_get_density, r2d_shape_set_density);
    object_setting!(
        /// Whether the shape is a sensor (no contacts, overlaps reported).
        ShapeId, shape_is_sensor, set_shape_sensor, bool, r2d_shape_is_sensor, r2d_shape_set_sensor);
    object_setting!(
        /// Whether the shape reports begin and end touch.
        ShapeId, shape_contact_events, set_shape_contact_events, bool,
        r2d_shape_get_contact_events, r2d_shape_set_contact_events);
    object_setting!(
        /// Whether sensors see the shape.
        ShapeId, shape_sensor_events, set_shape_sensor_events, bool,
        r2d_shape_get_sensor_events, r2d_shape_set_sensor_events);
    object_setting!(
        /// Whether the shape's hard contacts make hit events.
        ShapeId, shape_hit_events, set_shape_hit_events, bool, r2d_shape_get_hit_events, r2d_shape_set_hit_events);
}
