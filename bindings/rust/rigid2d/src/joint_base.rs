//! What every joint shares: its kind and its [`JointBase`] (bodies and
//! anchors), with the pose arithmetic the definitions' `at` constructors
//! use to turn world points into each body's frame.

use std::mem::size_of;

use rigid2d_sys as sys;

use crate::error::{Error, ErrorKind, Result};
use crate::ids::BodyId;
use crate::math::Vec2;
use crate::world::World;

/// The kind of a joint.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum JointType {
    /// A shared point that B turns about: [`RevoluteJointDef`](crate::RevoluteJointDef).
    Revolute,
    /// B slides along an axis fixed in A without turning: [`PrismaticJointDef`](crate::PrismaticJointDef).
    Prismatic,
    /// The anchors keep a distance, as a rod, spring or rope: [`DistanceJointDef`](crate::DistanceJointDef).
    Distance,
    /// B is fixed to A, rigidly or through springs: [`WeldJointDef`](crate::WeldJointDef).
    Weld,
    /// B slides on a sprung axis of A and turns freely: [`WheelJointDef`](crate::WheelJointDef).
    Wheel,
    /// Drives B towards an offset from A with bounded effort: [`MotorJointDef`](crate::MotorJointDef).
    Motor,
    /// Pulls a point of B towards a world target: [`MouseJointDef`](crate::MouseJointDef).
    Mouse,
}

impl JointType {
    pub(crate) fn from_raw(raw: sys::r2d_joint_type) -> Result<JointType> {
        match raw {
            sys::R2D_JOINT_REVOLUTE => Ok(JointType::Revolute),
            sys::R2D_JOINT_PRISMATIC => Ok(JointType::Prismatic),
            sys::R2D_JOINT_DISTANCE => Ok(JointType::Distance),
            sys::R2D_JOINT_WELD => Ok(JointType::Weld),
            sys::R2D_JOINT_WHEEL => Ok(JointType::Wheel),
            sys::R2D_JOINT_MOTOR => Ok(JointType::Motor),
            sys::R2D_JOINT_MOUSE => Ok(JointType::Mouse),
            other => Err(Error::new(ErrorKind::InvalidArgument, format!("unknown joint type {other}"))),
        }
    }
}

/// What every joint definition holds: the two bodies and where the joint
/// grips each.
///
/// Anchors are in each body's own frame, relative to the body origin (not
/// the centre of mass).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct JointBase {
    /// The body the joint is relative to.
    pub body_a: BodyId,
    /// The body the joint constrains; not `body_a`.
    pub body_b: BodyId,
    /// Anchor on A, in A's frame, m.
    pub local_anchor_a: Vec2,
    /// Anchor on B, in B's frame, m.
    pub local_anchor_b: Vec2,
    /// Whether the two bodies' shapes may collide; default false.
    pub collide_connected: bool,
    /// The caller's value, never read by the library.
    pub user_data: u64,
}

impl JointBase {
    /// The bodies with anchors at their origins and the library's defaults.
    pub fn new(body_a: BodyId, body_b: BodyId) -> JointBase {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_revolute_joint_def_default() };
        JointBase { body_a, body_b, ..JointBase::from_raw(raw.base) }
    }

    /// The bodies with anchors given as world points, turned into each
    /// body's frame from its pose now.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, JointBase, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let a = world.create_body(&BodyDef { position: Vec2::new(1.0, 0.0), ..Default::default() })?;
    /// let b = world.create_body(&BodyDef { position: Vec2::new(0.0, 2.0), angle: std::f32::consts::FRAC_PI_2, ..Default::default() })?;
    /// let base = JointBase::at(&world, a, b, Vec2::new(1.0, 1.0), Vec2::new(1.0, 2.0))?;
    /// assert_eq!(base.local_anchor_a, Vec2::new(0.0, 1.0));
    /// // B is turned a quarter turn: world +x is its -y.
    /// assert!((base.local_anchor_b - Vec2::new(0.0, -1.0)).length() < 1e-6);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn at(world: &World, body_a: BodyId, body_b: BodyId, anchor_a: Vec2, anchor_b: Vec2) -> Result<JointBase> {
        Ok(JointBase {
            local_anchor_a: local_point(world, body_a, anchor_a)?,
            local_anchor_b: local_point(world, body_b, anchor_b)?,
            ..JointBase::new(body_a, body_b)
        })
    }

    pub(crate) fn from_raw(raw: sys::r2d_joint_base_def) -> JointBase {
        JointBase {
            // The defaults hold null ids, which belong to no world.
            body_a: BodyId::NULL,
            body_b: BodyId::NULL,
            local_anchor_a: raw.local_anchor_a.into(),
            local_anchor_b: raw.local_anchor_b.into(),
            collide_connected: raw.collide_connected,
            user_data: raw.user_data,
        }
    }

    pub(crate) fn to_raw(self, world: sys::r2d_world_id) -> Result<sys::r2d_joint_base_def> {
        Ok(sys::r2d_joint_base_def {
            body_a: self.body_a.raw_in(world)?,
            body_b: self.body_b.raw_in(world)?,
            local_anchor_a: self.local_anchor_a.into(),
            local_anchor_b: self.local_anchor_b.into(),
            collide_connected: self.collide_connected,
            user_data: self.user_data,
        })
    }
}

/// A world point in the body's frame.
pub(crate) fn local_point(world: &World, body: BodyId, point: Vec2) -> Result<Vec2> {
    let origin = world.body_position(body)?;
    local_vector(world, body, point - origin)
}

/// A world direction in the body's frame.
pub(crate) fn local_vector(world: &World, body: BodyId, vector: Vec2) -> Result<Vec2> {
    let (sin, cos) = world.body_angle(body)?.sin_cos();
    Ok(Vec2::new(cos * vector.x + sin * vector.y, cos * vector.y - sin * vector.x))
}

/// B's angle minus A's now: the reference angle that makes a joint start
/// at angle 0.
pub(crate) fn relative_angle(world: &World, base: &JointBase) -> Result<f32> {
    Ok(world.body_angle(base.body_b)? - world.body_angle(base.body_a)?)
}

/// The size of the struct these bindings were built with, which tells the
/// library which appended fields to default.
pub(crate) fn struct_size<T>() -> u32 {
    size_of::<T>() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joint_types_map_from_the_header_values() {
        let all = [
            JointType::Revolute,
            JointType::Prismatic,
            JointType::Distance,
            JointType::Weld,
            JointType::Wheel,
            JointType::Motor,
            JointType::Mouse,
        ];
        for (value, kind) in all.into_iter().enumerate() {
            assert_eq!(JointType::from_raw(value as sys::r2d_joint_type), Ok(kind));
        }
        assert_eq!(JointType::from_raw(7).unwrap_err().kind(), ErrorKind::InvalidArgument);
    }
}
