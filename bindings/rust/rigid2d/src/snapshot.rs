//! World snapshots, for rollback: save everything a step reads or writes,
//! restore it later, and step on bit for bit as before.

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::read_bytes;
use crate::world::World;

impl World {
    /// A snapshot of the world as it is now.
    ///
    /// Restoring it with [`World::restore`] brings back the same bodies,
    /// shapes, joints, contacts and warm-start impulses: ids valid now are
    /// valid again, ids made since are refused, and stepping gives the same
    /// bits as the first time. A snapshot belongs to this world and to this
    /// build of the library.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, Circle, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let def = BodyDef { body_type: BodyType::Dynamic, ..Default::default() };
    /// let ball = world.create_body(&def)?;
    /// world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    /// let saved = world.snapshot()?;
    /// for _ in 0..30 { world.step(1.0 / 60.0)?; }
    /// let fallen = world.body_position(ball)?;
    /// world.restore(&saved)?;
    /// assert_eq!(world.body_position(ball)?, Vec2::ZERO);
    /// for _ in 0..30 { world.step(1.0 / 60.0)?; }
    /// assert_eq!(world.body_position(ball)?, fallen);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn snapshot(&self) -> Result<Vec<u8>> {
        read_bytes(
            // SAFETY: the out pointer is valid for the call.
            |out| unsafe { sys::r2d_world_get_snapshot_size(self.raw, out) },
            // SAFETY: read_bytes passes a buffer of the capacity it names and a valid out pointer.
            |buffer, capacity, written| unsafe { sys::r2d_world_save_snapshot(self.raw, buffer, capacity, written) },
        )
    }

    /// Makes the world the one a snapshot saved.
    ///
    /// Fails with `InvalidArgument`, leaving the world as it was, when the
    /// bytes are truncated, changed since they were saved, or a snapshot of
    /// another world or build.
    pub fn restore(&mut self, snapshot: &[u8]) -> Result<()> {
        // SAFETY: the slice is valid for its length during the call.
        let size = snapshot.len() as sys::size_t;
        check(unsafe { sys::r2d_world_restore_snapshot(self.raw, snapshot.as_ptr().cast(), size) })
    }
}
