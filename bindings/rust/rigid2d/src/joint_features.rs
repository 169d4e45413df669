//! What several joint kinds share: springs, limits, motors, and the joint's
//! coordinate and its speed.

use rigid2d_sys as sys;

use crate::error::{check, Error, ErrorKind, Result};
use crate::ffi::{read, read_pair};
use crate::ids::JointId;
use crate::joint_base::JointType;
use crate::world::World;

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

/// Each fails with `InvalidOperation` for a joint kind that lacks the
/// feature; a setter validates like creation, leaves the joint unchanged
/// when it refuses and wakes the joint's bodies when it accepts.
impl World {
    /// Turns the spring on or off: revolute, prismatic, distance and wheel
    /// joints. A mouse joint's spring is always on; turning it off is refused.
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
}
