//! Serialized worlds: a lasting, versioned byte format
//! (docs/serialized_format.md) that later library versions still read.

use rigid2d_sys as sys;

use crate::defs::WorldDef;
use crate::error::Result;
use crate::ffi::{read, read_bytes};
use crate::world::World;

impl World {
    /// The world in the serialized format: settings, then bodies, shapes
    /// and joints in slot order, little-endian and versioned, with this
    /// build's snapshot riding along.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, Circle, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let def = BodyDef { body_type: BodyType::Dynamic, ..Default::default() };
    /// let ball = world.create_body(&def)?;
    /// world.create_circle(ball, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    /// let bytes = world.serialize()?;
    /// let mut copy = World::deserialize(&bytes, None)?;
    /// world.step(1.0 / 60.0)?;
    /// copy.step(1.0 / 60.0)?;
    /// assert_eq!(copy.bodies()?.len(), 1);
    /// assert_eq!(copy.body_position(copy.bodies()?[0])?, world.body_position(ball)?);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn serialize(&self) -> Result<Vec<u8>> {
        read_bytes(
            // SAFETY: the out pointer is valid for the call.
            |out| unsafe { sys::r2d_world_get_serialized_size(self.raw, out) },
            // SAFETY: read_bytes passes a buffer of the capacity it names and a valid out pointer.
            |buffer, capacity, written| unsafe { sys::r2d_world_serialize(self.raw, buffer, capacity, written) },
        )
    }

    /// A new world from [`World::serialize`]'s bytes. The n-th body (shape,
    /// joint) saved is the n-th created; the ids are new. `def`, when
    /// given, replaces the saved settings. The same build of the library
    /// steps the new world bit for bit as the saved one.
    ///
    /// Fails with `InvalidArgument` for truncated, changed or foreign
    /// bytes, or a later major version of the format, and with the status
    /// creation would give for a record it refuses; nothing is created.
    pub fn deserialize(bytes: &[u8], def: Option<&WorldDef>) -> Result<World> {
        let raw_def = def.map(|d| d.to_raw());
        let def_pointer = raw_def.as_ref().map_or(std::ptr::null(), |d| d as *const sys::r2d_world_def);
        let size = bytes.len() as sys::size_t;
        // SAFETY: the def (or null), the slice for its length and the out pointer are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_world_deserialize(def_pointer, bytes.as_ptr().cast(), size, out) })?;
        Ok(World::from_raw(raw))
    }
}
