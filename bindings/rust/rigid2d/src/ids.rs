//! Body and shape ids: plain values the library validates on every use.

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

impl BodyId {
    pub(crate) fn new(world: sys::r2d_world_id, raw: sys::r2d_body_id) -> BodyId {
        BodyId { world: world.bits, bits: raw.bits }
    }

    /// The raw id, if it belongs to `world`.
    pub(crate) fn raw_in(self, world: sys::r2d_world_id) -> Result<sys::r2d_body_id> {
        same_world(self.world, world)?;
        Ok(sys::r2d_body_id { bits: self.bits })
    }
}

impl ShapeId {
    pub(crate) fn new(world: sys::r2d_world_id, raw: sys::r2d_shape_id) -> ShapeId {
        ShapeId { world: world.bits, bits: raw.bits }
    }

    /// The raw id, if it belongs to `world`.
    pub(crate) fn raw_in(self, world: sys::r2d_world_id) -> Result<sys::r2d_shape_id> {
        same_world(self.world, world)?;
        Ok(sys::r2d_shape_id { bits: self.bits })
    }
}

fn same_world(id_world: u64, world: sys::r2d_world_id) -> Result<()> {
    if id_world == world.bits {
        Ok(())
    } else {
        Err(Error::new(ErrorKind::WrongWorld, "the id belongs to another world, or to a world already dropped"))
    }
}
