//! Definitions for creating joints, one per kind, in the style of
//! [`BodyDef`](crate::BodyDef).
//!
//! Each `Default` comes from the library's `r2d_*_joint_def_default()`;
//! its bodies are unset (creation refuses them with `InvalidId`) until
//! given. The `at` constructors take anchors in world coordinates and turn
//! them into each body's frame from the bodies' poses now, so a joint made
//! from them starts satisfied.

use rigid2d_sys as sys;

use crate::error::Result;
use crate::ids::BodyId;
use crate::joint_base::{local_vector, relative_angle, struct_size, JointBase};
use crate::math::Vec2;
use crate::world::World;

/// A hinge: B turns about a point shared with A.
///
/// ```
/// # use rigid2d::{BodyDef, BodyType, JointType, RevoluteJointDef, Vec2, World, WorldDef};
/// let mut world = World::new(&WorldDef::default())?;
/// let ground = world.create_body(&BodyDef::default())?;
/// let door = world.create_body(&BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(1.0, 0.0), ..Default::default() })?;
/// let hinge = world.create_joint(&RevoluteJointDef {
///     enable_limit: true,
///     lower_angle: -1.0,
///     upper_angle: 1.0,
///     ..RevoluteJointDef::at(&world, ground, door, Vec2::ZERO)?
/// })?;
/// assert_eq!(world.joint_type(hinge)?, JointType::Revolute);
/// assert_eq!(world.joint_local_anchors(hinge)?, (Vec2::ZERO, Vec2::new(-1.0, 0.0)));
/// # Ok::<(), rigid2d::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RevoluteJointDef {
    /// Bodies and anchors.
    pub base: JointBase,
    /// B's angle minus A's at which the joint angle is 0, rad.
    pub reference_angle: f32,
    /// Whether the angle is kept within the limits.
    pub enable_limit: bool,
    /// Lowest joint angle, rad, within -pi..=pi; default 0.
    pub lower_angle: f32,
    /// Highest joint angle, rad, >= `lower_angle`; default 0.
    pub upper_angle: f32,
    /// Whether the motor drives the joint speed.
    pub enable_motor: bool,
    /// The speed the motor drives, rad/s.
    pub motor_speed: f32,
    /// The most torque the motor applies, N m, >= 0.
    pub max_motor_torque: f32,
    /// Whether a torsion spring pulls towards the joint angle 0.
    pub enable_spring: bool,
    /// The spring's frequency, Hz, >= 0; default 0.
    pub hertz: f32,
    /// The spring's damping ratio, >= 0 (1 is critical); default 0.
    pub damping_ratio: f32,
}

impl Default for RevoluteJointDef {
    fn default() -> RevoluteJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_revolute_joint_def_default() };
        RevoluteJointDef {
            base: JointBase::from_raw(raw.base),
            reference_angle: raw.reference_angle,
            enable_limit: raw.enable_limit,
            lower_angle: raw.lower_angle,
            upper_angle: raw.upper_angle,
            enable_motor: raw.enable_motor,
            motor_speed: raw.motor_speed,
            max_motor_torque: raw.max_motor_torque,
            enable_spring: raw.enable_spring,
            hertz: raw.hertz,
            damping_ratio: raw.damping_ratio,
        }
    }
}

impl RevoluteJointDef {
    /// A hinge at a world point; the joint angle is 0 in the bodies' poses
    /// now.
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, anchor: Vec2) -> Result<RevoluteJointDef> {
        let base = JointBase::at(world, body_a, body_b, anchor, anchor)?;
        Ok(RevoluteJointDef { base, reference_angle: relative_angle(world, &base)?, ..Default::default() })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_revolute_joint_def> {
        Ok(sys::r2d_revolute_joint_def {
            struct_size: struct_size::<sys::r2d_revolute_joint_def>(),
            base: self.base.to_raw(world)?,
            reference_angle: self.reference_angle,
            enable_limit: self.enable_limit,
            lower_angle: self.lower_angle,
            upper_angle: self.upper_angle,
            enable_motor: self.enable_motor,
            motor_speed: self.motor_speed,
            max_motor_torque: self.max_motor_torque,
            enable_spring: self.enable_spring,
            hertz: self.hertz,
            damping_ratio: self.damping_ratio,
        })
    }
}

/// A slider: B moves along an axis fixed in A and keeps its angle to A.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PrismaticJointDef {
    /// Bodies and anchors.
    pub base: JointBase,
    /// The direction of sliding in A's frame, not zero; default (1, 0).
    pub local_axis_a: Vec2,
    /// B's angle minus A's that the joint holds, rad.
    pub reference_angle: f32,
    /// Whether the translation is kept within the limits.
    pub enable_limit: bool,
    /// Lowest translation along the axis, m; default 0.
    pub lower_translation: f32,
    /// Highest translation, m, >= `lower_translation`; default 0.
    pub upper_translation: f32,
    /// Whether the motor drives the joint speed.
    pub enable_motor: bool,
    /// The speed the motor drives, m/s.
    pub motor_speed: f32,
    /// The most force the motor applies, N, >= 0.
    pub max_motor_force: f32,
    /// Whether a spring pulls towards translation 0.
    pub enable_spring: bool,
    /// The spring's frequency, Hz, >= 0.
    pub hertz: f32,
    /// The spring's damping ratio, >= 0.
    pub damping_ratio: f32,
}

impl Default for PrismaticJointDef {
    fn default() -> PrismaticJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_prismatic_joint_def_default() };
        PrismaticJointDef {
            base: JointBase::from_raw(raw.base),
            local_axis_a: raw.local_axis_a.into(),
            reference_angle: raw.reference_angle,
            enable_limit: raw.enable_limit,
            lower_translation: raw.lower_translation,
            upper_translation: raw.upper_translation,
            enable_motor: raw.enable_motor,
            motor_speed: raw.motor_speed,
            max_motor_force: raw.max_motor_force,
            enable_spring: raw.enable_spring,
            hertz: raw.hertz,
            damping_ratio: raw.damping_ratio,
        }
    }
}

impl PrismaticJointDef {
    /// A slider through a world point along a world direction; translation
    /// and relative angle are 0 in the bodies' poses now.
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, anchor: Vec2, axis: Vec2) -> Result<PrismaticJointDef> {
        let base = JointBase::at(world, body_a, body_b, anchor, anchor)?;
        Ok(PrismaticJointDef {
            base,
            local_axis_a: local_vector(world, body_a, axis)?,
            reference_angle: relative_angle(world, &base)?,
            ..Default::default()
        })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_prismatic_joint_def> {
        Ok(sys::r2d_prismatic_joint_def {
            struct_size: struct_size::<sys::r2d_prismatic_joint_def>(),
            base: self.base.to_raw(world)?,
            local_axis_a: self.local_axis_a.into(),
            reference_angle: self.reference_angle,
            enable_limit: self.enable_limit,
            lower_translation: self.lower_translation,
            upper_translation: self.upper_translation,
            enable_motor: self.enable_motor,
            motor_speed: self.motor_speed,
            max_motor_force: self.max_motor_force,
            enable_spring: self.enable_spring,
            hertz: self.hertz,
            damping_ratio: self.damping_ratio,
        })
    }
}

/// The anchors keep a distance: a rigid rod by default, a spring with
/// `enable_spring`, a rope with the spring on at 0 Hz and a limit of
/// `0..=length`.
///
/// ```
/// # use rigid2d::{BodyDef, BodyType, DistanceJointDef, Vec2, World, WorldDef};
/// let mut world = World::new(&WorldDef::default())?;
/// let ceiling = world.create_body(&BodyDef::default())?;
/// let weight = world.create_body(&BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, -2.0), ..Default::default() })?;
/// let rope = world.create_joint(&DistanceJointDef::rope(&world, ceiling, weight, Vec2::ZERO, Vec2::new(0.0, -2.0), 3.0)?)?;
/// assert_eq!(world.joint_limits(rope)?, (0.0, 3.0));
/// # Ok::<(), rigid2d::Error>(())
/// ```
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct DistanceJointDef {
    /// Bodies and anchors.
    pub base: JointBase,
    /// Rest length, m, > 0; default 1.
    pub length: f32,
    /// Whether the length is sprung rather than rigid; default false. With
    /// the spring on, 0 Hz means no spring force at all.
    pub enable_spring: bool,
    /// The spring's frequency, Hz, >= 0.
    pub hertz: f32,
    /// The spring's damping ratio, >= 0.
    pub damping_ratio: f32,
    /// Whether the length is kept within the limits.
    pub enable_limit: bool,
    /// Shortest length, m, >= 0; default 0.
    pub min_length: f32,
    /// Longest length, m, >= `min_length`; default 1e6 (no limit).
    pub max_length: f32,
    /// Whether the motor drives the length's rate of change.
    pub enable_motor: bool,
    /// The speed the motor drives, m/s.
    pub motor_speed: f32,
    /// The most force the motor applies, N, >= 0.
    pub max_motor_force: f32,
}

impl Default for DistanceJointDef {
    fn default() -> DistanceJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_distance_joint_def_default() };
        DistanceJointDef {
            base: JointBase::from_raw(raw.base),
            length: raw.length,
            enable_spring: raw.enable_spring,
            hertz: raw.hertz,
            damping_ratio: raw.damping_ratio,
            enable_limit: raw.enable_limit,
            min_length: raw.min_length,
            max_length: raw.max_length,
            enable_motor: raw.enable_motor,
            motor_speed: raw.motor_speed,
            max_motor_force: raw.max_motor_force,
        }
    }
}

impl DistanceJointDef {
    /// A rod between two world points, as long as they are apart now.
    pub fn at(
        world: &World,
        body_a: BodyId,
        body_b: BodyId,
        anchor_a: Vec2,
        anchor_b: Vec2,
    ) -> Result<DistanceJointDef> {
        Ok(DistanceJointDef {
            base: JointBase::at(world, body_a, body_b, anchor_a, anchor_b)?,
            length: (anchor_b - anchor_a).length(),
            ..Default::default()
        })
    }

    /// A rope of `max_length` between two world points: slack while
    /// shorter, taut at its length.
    pub fn rope(
        world: &World,
        body_a: BodyId,
        body_b: BodyId,
        anchor_a: Vec2,
        anchor_b: Vec2,
        max_length: f32,
    ) -> Result<DistanceJointDef> {
        Ok(DistanceJointDef {
            length: max_length,
            enable_spring: true,
            hertz: 0.0,
            enable_limit: true,
            min_length: 0.0,
            max_length,
            ..DistanceJointDef::at(world, body_a, body_b, anchor_a, anchor_b)?
        })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_distance_joint_def> {
        Ok(sys::r2d_distance_joint_def {
            struct_size: struct_size::<sys::r2d_distance_joint_def>(),
            base: self.base.to_raw(world)?,
            length: self.length,
            enable_spring: self.enable_spring,
            hertz: self.hertz,
            damping_ratio: self.damping_ratio,
            enable_limit: self.enable_limit,
            min_length: self.min_length,
            max_length: self.max_length,
            enable_motor: self.enable_motor,
            motor_speed: self.motor_speed,
            max_motor_force: self.max_motor_force,
        })
    }
}

/// B is fixed to A; a part with a frequency of 0 Hz is rigid, others are
/// springs.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WeldJointDef {
    /// Bodies and anchors.
    pub base: JointBase,
    /// B's angle minus A's that the joint holds, rad.
    pub reference_angle: f32,
    /// The linear spring's frequency, Hz, >= 0; default 0 (rigid).
    pub linear_hertz: f32,
    /// The linear spring's damping ratio, >= 0.
    pub linear_damping_ratio: f32,
    /// The angular spring's frequency, Hz, >= 0; default 0 (rigid).
    pub angular_hertz: f32,
    /// The angular spring's damping ratio, >= 0.
    pub angular_damping_ratio: f32,
}

impl Default for WeldJointDef {
    fn default() -> WeldJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_weld_joint_def_default() };
        WeldJointDef {
            base: JointBase::from_raw(raw.base),
            reference_angle: raw.reference_angle,
            linear_hertz: raw.linear_hertz,
            linear_damping_ratio: raw.linear_damping_ratio,
            angular_hertz: raw.angular_hertz,
            angular_damping_ratio: raw.angular_damping_ratio,
        }
    }
}

impl WeldJointDef {
    /// A weld at a world point that holds the bodies' poses now.
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, anchor: Vec2) -> Result<WeldJointDef> {
        let base = JointBase::at(world, body_a, body_b, anchor, anchor)?;
        Ok(WeldJointDef { base, reference_angle: relative_angle(world, &base)?, ..Default::default() })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_weld_joint_def> {
        Ok(sys::r2d_weld_joint_def {
            struct_size: struct_size::<sys::r2d_weld_joint_def>(),
            base: self.base.to_raw(world)?,
            reference_angle: self.reference_angle,
            linear_hertz: self.linear_hertz,
            linear_damping_ratio: self.linear_damping_ratio,
            angular_hertz: self.angular_hertz,
            angular_damping_ratio: self.angular_damping_ratio,
        })
    }
}

/// A car's wheel: B slides on a sprung axis of A (the suspension) and turns
/// freely; the motor turns B relative to A.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct WheelJointDef {
    /// Bodies and anchors.
    pub base: JointBase,
    /// The suspension axis in A's frame, not zero; default (0, 1).
    pub local_axis_a: Vec2,
    /// Whether the suspension is sprung; default true.
    pub enable_spring: bool,
    /// The suspension's frequency, Hz, >= 0; default 1.
    pub hertz: f32,
    /// The suspension's damping ratio, >= 0; default 0.7.
    pub damping_ratio: f32,
    /// Whether the suspension travel is kept within the limits.
    pub enable_limit: bool,
    /// Lowest translation along the axis, m; default 0.
    pub lower_translation: f32,
    /// Highest translation, m, >= `lower_translation`; default 0.
    pub upper_translation: f32,
    /// Whether the motor turns the wheel.
    pub enable_motor: bool,
    /// The wheel's speed relative to A the motor drives, rad/s.
    pub motor_speed: f32,
    /// The most torque the motor applies, N m, >= 0.
    pub max_motor_torque: f32,
}

impl Default for WheelJointDef {
    fn default() -> WheelJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_wheel_joint_def_default() };
        WheelJointDef {
            base: JointBase::from_raw(raw.base),
            local_axis_a: raw.local_axis_a.into(),
            enable_spring: raw.enable_spring,
            hertz: raw.hertz,
            damping_ratio: raw.damping_ratio,
            enable_limit: raw.enable_limit,
            lower_translation: raw.lower_translation,
            upper_translation: raw.upper_translation,
            enable_motor: raw.enable_motor,
            motor_speed: raw.motor_speed,
            max_motor_torque: raw.max_motor_torque,
        }
    }
}

impl WheelJointDef {
    /// A wheel whose axle is at a world point, sprung along a world
    /// direction.
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, anchor: Vec2, axis: Vec2) -> Result<WheelJointDef> {
        Ok(WheelJointDef {
            base: JointBase::at(world, body_a, body_b, anchor, anchor)?,
            local_axis_a: local_vector(world, body_a, axis)?,
            ..Default::default()
        })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_wheel_joint_def> {
        Ok(sys::r2d_wheel_joint_def {
            struct_size: struct_size::<sys::r2d_wheel_joint_def>(),
            base: self.base.to_raw(world)?,
            local_axis_a: self.local_axis_a.into(),
            enable_spring: self.enable_spring,
            hertz: self.hertz,
            damping_ratio: self.damping_ratio,
            enable_limit: self.enable_limit,
            lower_translation: self.lower_translation,
            upper_translation: self.upper_translation,
            enable_motor: self.enable_motor,
            motor_speed: self.motor_speed,
            max_motor_torque: self.max_motor_torque,
        })
    }
}

/// Drives B's pose in A's frame towards an offset with bounded force and
/// torque: top-down friction, a moving platform, a steered body. The local
/// anchors are not used.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MotorJointDef {
    /// Bodies (the anchors are not used).
    pub base: JointBase,
    /// B's origin in A's frame, m.
    pub linear_offset: Vec2,
    /// B's angle minus A's, rad.
    pub angular_offset: f32,
    /// The most force applied, N, >= 0; default 1.
    pub max_force: f32,
    /// The most torque applied, N m, >= 0; default 1.
    pub max_torque: f32,
    /// The share of the pose error corrected per step, 0..=1; default 0.3.
    pub correction_factor: f32,
}

impl Default for MotorJointDef {
    fn default() -> MotorJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_motor_joint_def_default() };
        MotorJointDef {
            base: JointBase::from_raw(raw.base),
            linear_offset: raw.linear_offset.into(),
            angular_offset: raw.angular_offset,
            max_force: raw.max_force,
            max_torque: raw.max_torque,
            correction_factor: raw.correction_factor,
        }
    }
}

impl MotorJointDef {
    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_motor_joint_def> {
        Ok(sys::r2d_motor_joint_def {
            struct_size: struct_size::<sys::r2d_motor_joint_def>(),
            base: self.base.to_raw(world)?,
            linear_offset: self.linear_offset.into(),
            angular_offset: self.angular_offset,
            max_force: self.max_force,
            max_torque: self.max_torque,
            correction_factor: self.correction_factor,
        })
    }
}

/// Pulls B's anchor (`base.local_anchor_b`) towards a world target with a
/// soft spring of bounded force, as a mouse drags a body. Body A is only a
/// reference, usually a static ground body; its anchor is not used.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct MouseJointDef {
    /// Bodies and B's anchor.
    pub base: JointBase,
    /// The world point B's anchor is pulled to, m.
    pub target: Vec2,
    /// The spring's frequency, Hz, > 0; default 5.
    pub hertz: f32,
    /// The spring's damping ratio, >= 0; default 0.7.
    pub damping_ratio: f32,
    /// The most force applied, N, >= 0; default 1000.
    pub max_force: f32,
}

impl Default for MouseJointDef {
    fn default() -> MouseJointDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_mouse_joint_def_default() };
        MouseJointDef {
            base: JointBase::from_raw(raw.base),
            target: raw.target.into(),
            hertz: raw.hertz,
            damping_ratio: raw.damping_ratio,
            max_force: raw.max_force,
        }
    }
}

impl MouseJointDef {
    /// Grabs `body_b` at the world point `grab`, which is also the first
    /// target: nothing pulls until the target moves.
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, grab: Vec2) -> Result<MouseJointDef> {
        Ok(MouseJointDef {
            base: JointBase::at(world, body_a, body_b, grab, grab)?,
            target: grab,
            ..Default::default()
        })
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_mouse_joint_def> {
        Ok(sys::r2d_mouse_joint_def {
            struct_size: struct_size::<sys::r2d_mouse_joint_def>(),
            base: self.base.to_raw(world)?,
            target: self.target.into(),
            hertz: self.hertz,
            damping_ratio: self.damping_ratio,
            max_force: self.max_force,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The documented defaults of the header arrive through the library,
    /// with no bodies set.
    #[test]
    fn defaults_come_from_the_library() {
        let revolute = RevoluteJointDef::default();
        assert_eq!(revolute.base.body_a, BodyId::NULL);
        assert!(!revolute.base.collide_connected && !revolute.enable_limit);
        assert_eq!(PrismaticJointDef::default().local_axis_a, Vec2::new(1.0, 0.0));
        let distance = DistanceJointDef::default();
        assert_eq!((distance.length, distance.max_length), (1.0, 1e6));
        assert!(!distance.enable_spring);
        assert_eq!(WeldJointDef::default().linear_hertz, 0.0);
        let wheel = WheelJointDef::default();
        assert_eq!(wheel.local_axis_a, Vec2::new(0.0, 1.0));
        assert!(wheel.enable_spring);
        assert_eq!((wheel.hertz, wheel.damping_ratio), (1.0, 0.7));
        let motor = MotorJointDef::default();
        assert_eq!((motor.max_force, motor.max_torque, motor.correction_factor), (1.0, 1.0, 0.3));
        let mouse = MouseJointDef::default();
        assert_eq!((mouse.hertz, mouse.damping_ratio, mouse.max_force), (5.0, 0.7, 1000.0));
    }
}
