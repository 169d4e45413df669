//! Joints: created from a definition, destroyed, counted, and what every
//! kind has (bodies, anchors, collision, user data, reaction) read through
//! their world. Springs, limits and motors are in `joint_features`, the
//! calls of single kinds in `joint_kinds`.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{read, read_array, read_count};
use crate::ids::{BodyId, JointId};
use crate::joint_base::JointType;
use crate::joint_defs::{
    DistanceJointDef, MotorJointDef, MouseJointDef, PrismaticJointDef, RevoluteJointDef, WeldJointDef, WheelJointDef,
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

/// Every joint call fails with `WrongWorld` for an id of another world and
/// `InvalidId` for a destroyed joint (destroying a body destroys its
/// joints). Setters refused for a bad value leave the joint as it was.
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
}
