//! Definitions for creating worlds, bodies and shapes, in Rust style.
//!
//! Each `Default` comes from the library's `r2d_*_def_default()`, so the
//! library stays the one place that knows the defaults.

use std::mem::size_of;

use rigid2d_sys as sys;

use crate::error::{Error, ErrorKind, Result};
use crate::math::Vec2;

/// How a body moves.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum BodyType {
    /// Never moves; infinite mass. The default.
    #[default]
    Static,
    /// Moves at its set velocity; infinite mass.
    Kinematic,
    /// Moved by forces and contacts.
    Dynamic,
}

impl BodyType {
    pub(crate) fn to_raw(self) -> sys::r2d_body_type {
        match self {
            BodyType::Static => sys::R2D_BODY_STATIC,
            BodyType::Kinematic => sys::R2D_BODY_KINEMATIC,
            BodyType::Dynamic => sys::R2D_BODY_DYNAMIC,
        }
    }

    pub(crate) fn from_raw(raw: sys::r2d_body_type) -> Result<BodyType> {
        match raw {
            sys::R2D_BODY_STATIC => Ok(BodyType::Static),
            sys::R2D_BODY_KINEMATIC => Ok(BodyType::Kinematic),
            sys::R2D_BODY_DYNAMIC => Ok(BodyType::Dynamic),
            other => Err(Error::new(ErrorKind::InvalidArgument, format!("unknown body type {other}"))),
        }
    }
}

/// The settings of a new [`World`](crate::World).
///
/// ```
/// use rigid2d::{Vec2, WorldDef};
/// let def = WorldDef { gravity: Vec2::new(0.0, -9.81), ..Default::default() };
/// assert_eq!(def.substep_count, 4);
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WorldDef {
    /// Gravity, m/s²; default (0, -10).
    pub gravity: Vec2,
    /// Solver sub-steps per step, 1..=64; default 4.
    pub substep_count: i32,
    /// Contact stiffness, 1/s, > 0; default 30.
    pub contact_hertz: f32,
    /// Contact damping ratio, >= 0; default 10.
    pub contact_damping_ratio: f32,
    /// Fastest speed that resolves overlap, m/s, > 0; default 3.
    pub contact_push_max_speed: f32,
    /// Slower approaches do not bounce, m/s, >= 0; default 1.
    pub restitution_threshold: f32,
    /// Whether resting islands go to sleep; default true.
    pub enable_sleep: bool,
    /// Seconds at rest before an island sleeps, > 0; default 0.5.
    pub time_to_sleep: f32,
    /// Below this speed a body counts as resting, m/s, >= 0; default 0.05.
    pub sleep_speed: f32,
    /// Slower approaches make no hit event, m/s, >= 0; default 1.
    pub hit_event_threshold: f32,
    /// Threads that share a step, 1..=64; default 1. Above 1 the world
    /// starts `worker_count - 1` threads of its own and joins them when
    /// dropped; results are bit-identical at any count.
    pub worker_count: i32,
}

impl Default for WorldDef {
    fn default() -> WorldDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_world_def_default() };
        WorldDef {
            gravity: raw.gravity.into(),
            substep_count: raw.substep_count,
            contact_hertz: raw.contact_hertz,
            contact_damping_ratio: raw.contact_damping_ratio,
            contact_push_max_speed: raw.contact_push_max_speed,
            restitution_threshold: raw.restitution_threshold,
            enable_sleep: raw.enable_sleep,
            time_to_sleep: raw.time_to_sleep,
            sleep_speed: raw.sleep_speed,
            hit_event_threshold: raw.hit_event_threshold,
            worker_count: raw.worker_count,
        }
    }
}

impl WorldDef {
    pub(crate) fn to_raw(self) -> sys::r2d_world_def {
        sys::r2d_world_def {
            // The size of the struct these bindings were built with, which
            // tells the library which appended fields to default.
            struct_size: size_of::<sys::r2d_world_def>() as u32,
            gravity: self.gravity.into(),
            substep_count: self.substep_count,
            contact_hertz: self.contact_hertz,
            contact_damping_ratio: self.contact_damping_ratio,
            contact_push_max_speed: self.contact_push_max_speed,
            restitution_threshold: self.restitution_threshold,
            enable_sleep: self.enable_sleep,
            time_to_sleep: self.time_to_sleep,
            sleep_speed: self.sleep_speed,
            hit_event_threshold: self.hit_event_threshold,
            worker_count: self.worker_count,
            enqueue_task: None,
            finish_task: None,
            user_task_context: std::ptr::null_mut(),
        }
    }
}

/// The settings of a new body.
///
/// ```
/// use rigid2d::{BodyDef, BodyType, Vec2};
/// let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 4.0), ..Default::default() };
/// assert_eq!(def.gravity_scale, 1.0);
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BodyDef {
    /// Static, kinematic or dynamic; default static.
    pub body_type: BodyType,
    /// Position of the body origin, m.
    pub position: Vec2,
    /// Rotation, rad.
    pub angle: f32,
    /// Velocity of the body origin, m/s.
    pub linear_velocity: Vec2,
    /// Angular velocity, rad/s.
    pub angular_velocity: f32,
    /// Linear damping, 1/s, >= 0.
    pub linear_damping: f32,
    /// Angular damping, 1/s, >= 0.
    pub angular_damping: f32,
    /// Multiplies gravity for this body; default 1.
    pub gravity_scale: f32,
    /// No rotation from contacts or torques.
    pub fixed_rotation: bool,
    /// Whether the body may sleep; default true.
    pub allow_sleep: bool,
    /// Whether the body starts awake; default true.
    pub awake: bool,
    /// The caller's value, never read by the library.
    pub user_data: u64,
}

impl Default for BodyDef {
    fn default() -> BodyDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_body_def_default() };
        BodyDef {
            // The header documents static as the default; a value unknown to
            // these bindings cannot come from a library of the same ABI.
            body_type: BodyType::from_raw(raw.type_ as sys::r2d_body_type).unwrap_or_default(),
            position: raw.position.into(),
            angle: raw.angle,
            linear_velocity: raw.linear_velocity.into(),
            angular_velocity: raw.angular_velocity,
            linear_damping: raw.linear_damping,
            angular_damping: raw.angular_damping,
            gravity_scale: raw.gravity_scale,
            fixed_rotation: raw.fixed_rotation,
            allow_sleep: raw.allow_sleep,
            awake: raw.awake,
            user_data: raw.user_data,
        }
    }
}

impl BodyDef {
    pub(crate) fn to_raw(self) -> sys::r2d_body_def {
        sys::r2d_body_def {
            struct_size: size_of::<sys::r2d_body_def>() as u32,
            type_: self.body_type.to_raw() as i32,
            position: self.position.into(),
            angle: self.angle,
            linear_velocity: self.linear_velocity.into(),
            angular_velocity: self.angular_velocity,
            linear_damping: self.linear_damping,
            angular_damping: self.angular_damping,
            gravity_scale: self.gravity_scale,
            fixed_rotation: self.fixed_rotation,
            allow_sleep: self.allow_sleep,
            awake: self.awake,
            user_data: self.user_data,
        }
    }
}

/// Which shapes collide with which.
///
/// Two shapes collide when `a.category_bits & b.mask_bits` and
/// `b.category_bits & a.mask_bits` are both non-zero, except that a shared
/// non-zero `group_index` decides alone: positive always, negative never.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Filter {
    /// The categories this shape is in; default 1.
    pub category_bits: u64,
    /// The categories this shape collides with; default all.
    pub mask_bits: u64,
    /// A shared non-zero group overrides the bits; default 0.
    pub group_index: i32,
}

impl Default for Filter {
    fn default() -> Filter {
        ShapeDef::default().filter
    }
}

impl From<sys::r2d_filter> for Filter {
    fn from(raw: sys::r2d_filter) -> Filter {
        Filter { category_bits: raw.category_bits, mask_bits: raw.mask_bits, group_index: raw.group_index }
    }
}

impl From<Filter> for sys::r2d_filter {
    fn from(filter: Filter) -> sys::r2d_filter {
        sys::r2d_filter {
            category_bits: filter.category_bits,
            mask_bits: filter.mask_bits,
            group_index: filter.group_index,
        }
    }
}

/// The material of a new shape.
///
/// Pairs mix friction as `sqrt(a * b)` and restitution as `min(a, b)`.
///
/// ```
/// use rigid2d::ShapeDef;
/// let bouncy = ShapeDef { restitution: 0.8, ..Default::default() };
/// assert_eq!(bouncy.density, 1.0);
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ShapeDef {
    /// kg/m², >= 0; default 1.
    pub density: f32,
    /// Friction at rest, >= 0; default 0.6.
    pub static_friction: f32,
    /// Friction while sliding, >= 0; default 0.6.
    pub dynamic_friction: f32,
    /// Bounciness, 0..=1; default 0.
    pub restitution: f32,
    /// Collision filtering.
    pub filter: Filter,
    /// Whether touches begin and end with events; default true.
    pub enable_contact_events: bool,
    /// The caller's value, never read by the library.
    pub user_data: u64,
    /// A sensor makes no contacts and reports overlaps as
    /// [`World::sensor_events`](crate::World::sensor_events); default false.
    pub is_sensor: bool,
    /// Whether sensors see this shape; default true.
    pub enable_sensor_events: bool,
    /// Whether hard contacts make
    /// [`World::contact_hit_events`](crate::World::contact_hit_events); default false.
    pub enable_hit_events: bool,
}

impl Default for ShapeDef {
    fn default() -> ShapeDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_shape_def_default() };
        ShapeDef {
            density: raw.density,
            static_friction: raw.static_friction,
            dynamic_friction: raw.dynamic_friction,
            restitution: raw.restitution,
            filter: raw.filter.into(),
            enable_contact_events: raw.enable_contact_events,
            user_data: raw.user_data,
            is_sensor: raw.is_sensor,
            enable_sensor_events: raw.enable_sensor_events,
            enable_hit_events: raw.enable_hit_events,
        }
    }
}

impl ShapeDef {
    pub(crate) fn to_raw(self) -> sys::r2d_shape_def {
        sys::r2d_shape_def {
            struct_size: size_of::<sys::r2d_shape_def>() as u32,
            density: self.density,
            static_friction: self.static_friction,
            dynamic_friction: self.dynamic_friction,
            restitution: self.restitution,
            filter: self.filter.into(),
            enable_contact_events: self.enable_contact_events,
            user_data: self.user_data,
            is_sensor: self.is_sensor,
            enable_sensor_events: self.enable_sensor_events,
            enable_hit_events: self.enable_hit_events,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The documented defaults of the header arrive through the library.
    #[test]
    fn defaults_come_from_the_library() {
        let world = WorldDef::default();
        assert_eq!(world.gravity, Vec2::new(0.0, -10.0));
        assert_eq!(world.substep_count, 4);
        assert!(world.enable_sleep);
        let body = BodyDef::default();
        assert_eq!(body.body_type, BodyType::Static);
        assert_eq!(body.gravity_scale, 1.0);
        assert!(body.allow_sleep && body.awake);
        let shape = ShapeDef::default();
        assert_eq!(shape.density, 1.0);
        assert_eq!(shape.filter, Filter { category_bits: 1, mask_bits: u64::MAX, group_index: 0 });
        assert!(shape.enable_contact_events);
    }

    #[test]
    fn body_types_round_trip() {
        for t in [BodyType::Static, BodyType::Kinematic, BodyType::Dynamic] {
            assert_eq!(BodyType::from_raw(t.to_raw()), Ok(t));
        }
        assert_eq!(BodyType::from_raw(3).unwrap_err().kind(), ErrorKind::InvalidArgument);
    }
}
