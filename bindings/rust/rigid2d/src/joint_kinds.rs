//! The calls of single joint kinds: a distance joint's length, a weld's
//! springs, a motor joint's target and limits, a mouse joint's target and
//! force. Another kind fails with `InvalidOperation`.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{read, read_pair};
use crate::ids::JointId;
use crate::math::Vec2;
use crate::world::World;

impl World {
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
