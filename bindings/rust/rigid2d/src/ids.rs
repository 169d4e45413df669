//! Body, shape, joint and chain ids: plain values the library validates on every use.

use rigid2d_sys as sys;

use crate::error::{Error, ErrorKind, Result};

/// Names a body of one [`World`](crate::World).
///
/// A small `Copy` value that stays safe to hold for any time: the library
/// checks its generation on every call, so using it after the body was
/// destroyed, or after its slot was reused, fails with
/// [`ErrorKind::InvalidId`]. It also remembers its world, and a world
/// refuses ids of other worlds (including dropped ones) with
/// [`ErrorKind::WrongWorld`] before the library is called, so one world's
/// calls never reach into another world that may be busy on another thread.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct BodyId {
    pub(crate) world: u64,
    pub(crate) bits: u64,
}

/// Names a shape of one [`World`](crate::World); validated like [`BodyId`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ShapeId {
    pub(crate) world: u64,
    pub(crate) bits: u64,
}

/// Names a joint of one [`World`](crate::World); validated like [`BodyId`].
/// Destroying either of its bodies destroys the joint, and the id goes
/// stale with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct JointId {
    pub(crate) world: u64,
    pub(crate) bits: u64,
}

/// Names a chain of one [`World`](crate::World); validated like [`BodyId`].
/// Destroying its body destroys the chain, and the id goes stale with it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ChainId {
    pub(crate) world: u64,
    pub(crate) bits: u64,
}

/// The conversions every id type has, written once.
macro_rules! raw_id {
    ($id:ident, $raw:ident) => {
        impl $id {
            pub(crate) fn new(world: sys::r2d_world_id, raw: sys::$raw) -> $id {
                $id { world: world.bits, bits: raw.bits }
            }

            /// The raw id, if it belongs to `world`.
            pub(crate) fn raw_in(self, world: sys::r2d_world_id) -> Result<sys::$raw> {
                same_world(self.world, self.bits, world)?;
                Ok(sys::$raw { bits: self.bits })
            }
        }
    };
}

raw_id!(BodyId, r2d_body_id);
raw_id!(ShapeId, r2d_shape_id);
raw_id!(JointId, r2d_joint_id);
raw_id!(ChainId, r2d_chain_id);

impl BodyId {
    /// No body: what a joint definition holds until its bodies are set. It
    /// passes the world check so that the library refuses it as the null
    /// id (`InvalidId`), which says what is wrong.
    pub(crate) const NULL: BodyId = BodyId { world: 0, bits: 0 };
}

fn same_world(id_world: u64, id_bits: u64, world: sys::r2d_world_id) -> Result<()> {
    if id_world == world.bits || id_bits == 0 {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::WrongWorld, "the id belongs to another world, or to a world already dropped"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::check;

    fn raw_world() -> sys::r2d_world_id {
        let def = unsafe { sys::r2d_world_def_default() };
        let mut world = sys::r2d_world_id::default();
        check(unsafe { sys::r2d_world_create(&def, &mut world) }).unwrap();
        world
    }

    fn raw_body(world: sys::r2d_world_id) -> sys::r2d_body_id {
        let def = sys::r2d_body_def { type_: sys::R2D_BODY_DYNAMIC as i32, ..unsafe { sys::r2d_body_def_default() } };
        let mut body = sys::r2d_body_id::default();
        check(unsafe { sys::r2d_body_create(world, &def, &mut body) }).unwrap();
        body
    }

    /// The Rust-side world check comes first in the safe API; this shows
    /// the library itself also refuses ids of a destroyed world, even once
    /// a new world has taken its place.
    #[test]
    fn library_refuses_ids_of_a_destroyed_world() {
        let old = raw_world();
        let body = raw_body(old);
        check(unsafe { sys::r2d_world_destroy(old) }).unwrap();
        let new = raw_world();
        let _fresh = raw_body(new);
        let mut position = sys::r2d_vec2::default();
        let err = check(unsafe { sys::r2d_body_get_position(body, &mut position) }).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidId);
        assert!(!err.message().is_empty());
        assert_eq!(check(unsafe { sys::r2d_world_destroy(old) }).unwrap_err().kind(), ErrorKind::InvalidId);
        check(unsafe { sys::r2d_world_destroy(new) }).unwrap();
    }

    /// And it refuses a body of one world in a call on another.
    #[test]
    fn library_refuses_bodies_of_another_world() {
        let (a, b) = (raw_world(), raw_world());
        let body_of_b = raw_body(b);
        let velocity = sys::r2d_vec2 { x: 1.0, y: 0.0 };
        let status = unsafe { sys::r2d_world_set_body_velocities(a, &body_of_b, &velocity, std::ptr::null(), 1) };
        let err = check(status).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::WrongWorld);
        assert!(!err.message().is_empty());
        for world in [a, b] {
            check(unsafe { sys::r2d_world_destroy(world) }).unwrap();
        }
    }
}
