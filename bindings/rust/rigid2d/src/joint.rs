//! Joints: created from a definition, then read and tuned through their
//! world.

use rigid2d_sys as sys;

use crate::error::{check, Error, ErrorKind, Result};
use crate::ffi::{read, read_array, read_count, read_pair};
use crate::ids::{BodyId, JointId};
use crate::joint_defs::{
    DistanceJointDef, JointType, MotorJointDef, MouseJointDef, PrismaticJointDef, RevoluteJointDef, WeldJointDef,
    WheelJointDef,
};
use crate::math::Vec2;
use crate::world::World;

/// A joint definition [`World::create_joint`] accepts: one of the
/// `*JointDef` structs of this crate.
pub trait JointDef: private::Create {}

mod private {
    use super::*;

    /// Hidden so only this crate's definitions are joint definitions.
    pub trait Create {
        fn create(&self, world: sys::r2d_world_id) -> Result<sys::r2d_joint_id>;
    }
}

/// Each definition creates its joint through its own C function.
macro_rules! joint_def {
    ($def:ty, $create:ident) => {
        impl JointDef for $def {}

        impl private::Create for $def {
            fn create(&self, world: sys::r2d_world_id) -> Result<sys::r2d_joint_id> {
                let raw_def = self.to_raw(world)?;
                // SAFETY: both pointers are valid for the call.
                read(|out| unsafe { sys::$create(world, &raw_def, out) })
            }
        }
    };
}

joint_def!(RevoluteJointDef, r2d_joint_create_revolute);
joint_def!(PrismaticJointDef, r2d_joint_create_prismatic);
joint_def!(DistanceJointDef, r2d_joint_create_distance);
joint_def!(WeldJointDef, r2d_joint_create_weld);
joint_def!(WheelJointDef, r2d_joint_create_wheel);
joint_def!(MotorJointDef, r2d_joint_create_motor);
joint_def!(MouseJointDef, r2d_joint_create_mouse);

/// Which unit a motor's effort is in: the kinds that turn take a torque,
/// the kinds that slide or stretch a force. The methods are named for the
/// unit, so asking a kind for the other one is refused rather than mixing
/// newton-metres with newtons.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum MotorEffort {
    Torque,
    Force,
}

impl MotorEffort {
    fn of(kind: JointType) -> Option<MotorEffort> {
        match kind {
            JointType::Revolute | JointType::Wheel => Some(MotorEffort::Torque),
            JointType::Prismatic | JointType::Distance => Some(MotorEffort::Force),
            _ => None,
        }
    }
}

/// Every joint call fails with `WrongWorld` for an id of another world and
/// `InvalidId` for a destroyed joint (destroying a body destroys its
/// joints). A call for a feature the joint's kind lacks fails with
/// `InvalidOperation`; a setter refused for a bad value leaves the joint
/// as it was, and one accepted wakes the joint's bodies.
impl World {
    /// Creates a joint from any joint definition and wakes its bodies.
    ///
    /// Fails with `InvalidId` for a body unset or destroyed, `WrongWorld`
    /// for a body of another world, `InvalidArgument` for the same body
    /// twice, `InvalidNumber` for NaN or infinities and `OutOfRange` for a
    /// negative frequency, damping or effort, limits with lower > upper, a
    /// zero axis or a length that is not positive.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, ErrorKind, JointBase, WeldJointDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let a = world.create_body(&BodyDef { body_type: BodyType::Dynamic, ..Default::default() })?;
    /// let b = world.create_body(&BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(1.0, 0.0), ..Default::default() })?;
    /// let weld = world.create_joint(&WeldJointDef::at(&world, a, b, Vec2::new(0.5, 0.0))?)?;
    /// assert_eq!(world.joint_bodies(weld)?, (a, b));
    /// let twice = WeldJointDef { base: JointBase::new(a, a), ..Default::default() };
    /// assert_eq!(world.create_joint(&twice).unwrap_err().kind(), ErrorKind::InvalidArgument);
    /// assert_eq!(world.joint_count()?, 1);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_joint<D: JointDef>(&mut self, def: &D) -> Result<JointId> {
        let raw = def.create(self.raw)?;
        Ok(JointId::new(self.raw, raw))
    }

    /// Destroys a joint and wakes its bodies; the id goes stale.
    pub fn destroy_joint(&mut self, joint: JointId) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_destroy(raw) })
    }

    /// Whether `joint` names a live joint of this world.
    pub fn is_valid_joint(&self, joint: JointId) -> bool {
        self.joint_type(joint).is_ok()
    }

    /// How many joints the world has.
    pub fn joint_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_joint_count(self.raw, out) })
    }

    /// How many joints hold `body`.
    pub fn body_joint_count(&self, body: BodyId) -> Result<usize> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_body_get_joint_count(raw, out) })
    }

    /// The joints that hold `body`, the most recently created first.
    pub fn body_joints(&self, body: BodyId) -> Result<Vec<JointId>> {
        let raw = body.raw_in(self.raw)?;
        let joints = read_array(self.body_joint_count(body)?, |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` ids.
            unsafe { sys::r2d_body_get_joints(raw, out, capacity, copied) }
        })?;
        Ok(joints.into_iter().map(|joint| JointId::new(self.raw, joint)).collect())
    }

    /// The kind of joint.
    pub fn joint_type(&self, joint: JointId) -> Result<JointType> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_type(raw, out) }).and_then(JointType::from_raw)
    }

    /// The two bodies, A then B.
    pub fn joint_bodies(&self, joint: JointId) -> Result<(BodyId, BodyId)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the calls.
        let body_a = read(|out| unsafe { sys::r2d_joint_get_body_a(raw, out) })?;
        let body_b = read(|out| unsafe { sys::r2d_joint_get_body_b(raw, out) })?;
        Ok((BodyId::new(self.raw, body_a), BodyId::new(self.raw, body_b)))
    }

    /// The anchors in their bodies' frames, A's then B's, m.
    pub fn joint_local_anchors(&self, joint: JointId) -> Result<(Vec2, Vec2)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the calls.
        let anchor_a = read(|out| unsafe { sys::r2d_joint_get_local_anchor_a(raw, out) })?;
        let anchor_b = read(|out| unsafe { sys::r2d_joint_get_local_anchor_b(raw, out) })?;
        Ok((anchor_a.into(), anchor_b.into()))
    }

    /// Whether the two bodies' shapes may collide.
    pub fn joint_collide_connected(&self, joint: JointId) -> Result<bool> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_collide_connected(raw, out) })
    }

    /// Lets the two bodies' shapes collide or not; turning it off ends
    /// their contacts at once.
    pub fn set_joint_collide_connected(&mut self, joint: JointId, collide: bool) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_collide_connected(raw, collide) })
    }

    /// The caller's value stored with the joint.
    pub fn joint_user_data(&self, joint: JointId) -> Result<u64> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_user_data(raw, out) })
    }

    /// Stores a value of the caller's with the joint.
    pub fn set_joint_user_data(&mut self, joint: JointId, user_data: u64) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_user_data(raw, user_data) })
    }

    /// The force the joint applied to body B in the last sub-step of the
    /// last step, N, world frame; zero before the first step. Compare it
    /// with a threshold to break an overloaded joint.
    pub fn joint_constraint_force(&self, joint: JointId) -> Result<Vec2> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_constraint_force(raw, out) }).map(Vec2::from)
    }

    /// The torque the joint applied in the last sub-step of the last step,
    /// N m; zero before the first step.
    pub fn joint_constraint_torque(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_constraint_torque(raw, out) })
    }

    /// Turns the spring on or off: revolute, prismatic, distance and wheel
    /// joints (a mouse joint's spring is always on).
    pub fn enable_joint_spring(&mut self, joint: JointId, enable: bool) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_enable_spring(raw, enable) })
    }

    /// Whether the spring is on.
    pub fn joint_spring_enabled(&self, joint: JointId) -> Result<bool> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_is_spring_enabled(raw, out) })
    }

    /// Sets the spring's frequency (Hz, >= 0; > 0 for a mouse joint) and
    /// damping ratio (>= 0, 1 is critical).
    pub fn set_joint_spring(&mut self, joint: JointId, hertz: f32, damping_ratio: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_spring(raw, hertz, damping_ratio) })
    }

    /// The spring's frequency (Hz) and damping ratio.
    pub fn joint_spring(&self, joint: JointId) -> Result<(f32, f32)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the call.
        read_pair(|hertz, damping_ratio| unsafe { sys::r2d_joint_get_spring(raw, hertz, damping_ratio) })
    }

    /// Turns the limit on or off: revolute, prismatic, wheel and distance
    /// joints.
    pub fn enable_joint_limit(&mut self, joint: JointId, enable: bool) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_enable_limit(raw, enable) })
    }

    /// Whether the limit is on.
    pub fn joint_limit_enabled(&self, joint: JointId) -> Result<bool> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_is_limit_enabled(raw, out) })
    }

    /// Sets the limits, `lower <= upper`: angles (rad) of a revolute joint,
    /// translations (m) of a prismatic or wheel joint, the shortest and
    /// longest length (m) of a distance joint.
    pub fn set_joint_limits(&mut self, joint: JointId, lower: f32, upper: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_limits(raw, lower, upper) })
    }

    /// The limits, lower then upper, in the units of
    /// [`World::set_joint_limits`].
    pub fn joint_limits(&self, joint: JointId) -> Result<(f32, f32)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the call.
        read_pair(|lower, upper| unsafe { sys::r2d_joint_get_limits(raw, lower, upper) })
    }

    /// Turns the motor on or off: revolute, prismatic, distance and wheel
    /// joints.
    pub fn enable_joint_motor(&mut self, joint: JointId, enable: bool) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_enable_motor(raw, enable) })
    }

    /// Whether the motor is on.
    pub fn joint_motor_enabled(&self, joint: JointId) -> Result<bool> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_is_motor_enabled(raw, out) })
    }

    /// Sets the speed the motor drives: rad/s for revolute and wheel
    /// joints, m/s for prismatic and distance joints.
    pub fn set_joint_motor_speed(&mut self, joint: JointId, speed: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_motor_speed(raw, speed) })
    }

    /// The speed the motor drives, in the units of
    /// [`World::set_joint_motor_speed`].
    pub fn joint_motor_speed(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_motor_speed(raw, out) })
    }

    /// Sets the most torque the motor of a revolute or wheel joint applies,
    /// N m, >= 0. Other kinds fail with `InvalidOperation`.
    pub fn set_joint_max_motor_torque(&mut self, joint: JointId, max_torque: f32) -> Result<()> {
        self.set_max_motor_effort(joint, MotorEffort::Torque, max_torque)
    }

    /// The most torque the motor of a revolute or wheel joint applies, N m.
    pub fn joint_max_motor_torque(&self, joint: JointId) -> Result<f32> {
        self.max_motor_effort(joint, MotorEffort::Torque)
    }

    /// The torque the motor of a revolute or wheel joint applied in the
    /// last sub-step, N m.
    pub fn joint_motor_torque(&self, joint: JointId) -> Result<f32> {
        self.motor_effort(joint, MotorEffort::Torque)
    }

    /// Sets the most force the motor of a prismatic or distance joint
    /// applies, N, >= 0. Other kinds fail with `InvalidOperation`.
    pub fn set_joint_max_motor_force(&mut self, joint: JointId, max_force: f32) -> Result<()> {
        self.set_max_motor_effort(joint, MotorEffort::Force, max_force)
    }

    /// The most force the motor of a prismatic or distance joint applies, N.
    pub fn joint_max_motor_force(&self, joint: JointId) -> Result<f32> {
        self.max_motor_effort(joint, MotorEffort::Force)
    }

    /// The force the motor of a prismatic or distance joint applied in the
    /// last sub-step, N.
    pub fn joint_motor_force(&self, joint: JointId) -> Result<f32> {
        self.motor_effort(joint, MotorEffort::Force)
    }

    /// The raw id of a joint whose motor's effort is in `unit`.
    fn motor_joint_in(&self, joint: JointId, unit: MotorEffort) -> Result<sys::r2d_joint_id> {
        let kind = self.joint_type(joint)?;
        match MotorEffort::of(kind) {
            Some(effort) if effort == unit => joint.raw_in(self.raw),
            Some(effort) => Err(Error::new(
                ErrorKind::InvalidOperation,
                format!("a {kind:?} joint's motor takes a {effort:?}, not a {unit:?}"),
            )),
            None => Err(Error::new(ErrorKind::InvalidOperation, format!("a {kind:?} joint has no motor"))),
        }
    }

    fn set_max_motor_effort(&mut self, joint: JointId, unit: MotorEffort, max_effort: f32) -> Result<()> {
        let raw = self.motor_joint_in(joint, unit)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_joint_set_max_motor_effort(raw, max_effort) })
    }

    fn max_motor_effort(&self, joint: JointId, unit: MotorEffort) -> Result<f32> {
        let raw = self.motor_joint_in(joint, unit)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_max_motor_effort(raw, out) })
    }

    fn motor_effort(&self, joint: JointId, unit: MotorEffort) -> Result<f32> {
        let raw = self.motor_joint_in(joint, unit)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_motor_effort(raw, out) })
    }

    /// The joint's coordinate now: a revolute joint's angle (rad, B's angle
    /// minus A's minus the reference angle, in -pi..=pi), a prismatic or
    /// wheel joint's translation of B's anchor from A's along the axis (m),
    /// a distance joint's length between the anchors (m). Other kinds fail
    /// with `InvalidOperation`.
    pub fn joint_position(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_position(raw, out) })
    }

    /// The rate of change of [`World::joint_position`]: rad/s or m/s.
    pub fn joint_speed(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_joint_get_speed(raw, out) })
    }

    /// Sets a distance joint's rest length, m, > 0.
    pub fn set_distance_joint_length(&mut self, joint: JointId, length: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_distance_joint_set_length(raw, length) })
    }

    /// A distance joint's rest length, m.
    pub fn distance_joint_length(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_distance_joint_get_length(raw, out) })
    }

    /// Sets a weld joint's linear spring: frequency (Hz, >= 0; 0 is rigid)
    /// and damping ratio.
    pub fn set_weld_joint_linear_spring(&mut self, joint: JointId, hertz: f32, damping_ratio: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_weld_joint_set_linear_spring(raw, hertz, damping_ratio) })
    }

    /// A weld joint's linear spring: frequency (Hz) and damping ratio.
    pub fn weld_joint_linear_spring(&self, joint: JointId) -> Result<(f32, f32)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the call.
        read_pair(|hertz, damping_ratio| unsafe { sys::r2d_weld_joint_get_linear_spring(raw, hertz, damping_ratio) })
    }

    /// Sets a weld joint's angular spring: frequency (Hz, >= 0; 0 is rigid)
    /// and damping ratio.
    pub fn set_weld_joint_angular_spring(&mut self, joint: JointId, hertz: f32, damping_ratio: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_weld_joint_set_angular_spring(raw, hertz, damping_ratio) })
    }

    /// A weld joint's angular spring: frequency (Hz) and damping ratio.
    pub fn weld_joint_angular_spring(&self, joint: JointId) -> Result<(f32, f32)> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointers are valid for the call.
        read_pair(|hertz, damping_ratio| unsafe { sys::r2d_weld_joint_get_angular_spring(raw, hertz, damping_ratio) })
    }

    /// Sets the motor joint's target for B's origin in A's frame, m.
    pub fn set_motor_joint_linear_offset(&mut self, joint: JointId, offset: Vec2) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_motor_joint_set_linear_offset(raw, offset.into()) })
    }

    /// The motor joint's target for B's origin in A's frame, m.
    pub fn motor_joint_linear_offset(&self, joint: JointId) -> Result<Vec2> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_motor_joint_get_linear_offset(raw, out) }).map(Vec2::from)
    }

    /// Sets the motor joint's target for B's angle minus A's, rad.
    pub fn set_motor_joint_angular_offset(&mut self, joint: JointId, offset: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_motor_joint_set_angular_offset(raw, offset) })
    }

    /// The motor joint's target for B's angle minus A's, rad.
    pub fn motor_joint_angular_offset(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_motor_joint_get_angular_offset(raw, out) })
    }

    /// Sets the most force a motor joint applies, N, >= 0.
    pub fn set_motor_joint_max_force(&mut self, joint: JointId, max_force: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_motor_joint_set_max_force(raw, max_force) })
    }

    /// The most force a motor joint applies, N.
    pub fn motor_joint_max_force(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_motor_joint_get_max_force(raw, out) })
    }

    /// Sets the most torque a motor joint applies, N m, >= 0.
    pub fn set_motor_joint_max_torque(&mut self, joint: JointId, max_torque: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_motor_joint_set_max_torque(raw, max_torque) })
    }

    /// The most torque a motor joint applies, N m.
    pub fn motor_joint_max_torque(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_motor_joint_get_max_torque(raw, out) })
    }

    /// Sets the share of a motor joint's pose error corrected per step,
    /// 0..=1.
    pub fn set_motor_joint_correction_factor(&mut self, joint: JointId, factor: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_motor_joint_set_correction_factor(raw, factor) })
    }

    /// The share of a motor joint's pose error corrected per step.
    pub fn motor_joint_correction_factor(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_motor_joint_get_correction_factor(raw, out) })
    }

    /// Moves a mouse joint's target, a world point (m); call it every step
    /// to drag.
    pub fn set_mouse_joint_target(&mut self, joint: JointId, target: Vec2) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_mouse_joint_set_target(raw, target.into()) })
    }

    /// A mouse joint's target, m.
    pub fn mouse_joint_target(&self, joint: JointId) -> Result<Vec2> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_mouse_joint_get_target(raw, out) }).map(Vec2::from)
    }

    /// Sets the most force a mouse joint applies, N, >= 0.
    pub fn set_mouse_joint_max_force(&mut self, joint: JointId, max_force: f32) -> Result<()> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_mouse_joint_set_max_force(raw, max_force) })
    }

    /// The most force a mouse joint applies, N.
    pub fn mouse_joint_max_force(&self, joint: JointId) -> Result<f32> {
        let raw = joint.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_mouse_joint_get_max_force(raw, out) })
    }
}
