//! Chains: runs of one-sided segments on a body, for terrain and level
//! geometry.

use std::mem::size_of;

use rigid2d_sys as sys;

use crate::defs::{Filter, ShapeDef};
use crate::error::{check, Result};
use crate::ffi::{capacity, read, read_array, read_count};
use crate::geometry::Segment;
use crate::ids::{BodyId, ChainId, ShapeId};
use crate::math::Vec2;
use crate::world::World;

/// How a surface rubs and bounces: a shape's material without its density.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct SurfaceMaterial {
    /// Friction at rest, >= 0; default 0.6.
    pub static_friction: f32,
    /// Friction while sliding, >= 0; default 0.6.
    pub dynamic_friction: f32,
    /// Bounciness, 0..=1; default 0.
    pub restitution: f32,
}

impl Default for SurfaceMaterial {
    fn default() -> SurfaceMaterial {
        let shape = ShapeDef::default();
        SurfaceMaterial {
            static_friction: shape.static_friction,
            dynamic_friction: shape.dynamic_friction,
            restitution: shape.restitution,
        }
    }
}

impl From<SurfaceMaterial> for sys::r2d_surface_material {
    fn from(m: SurfaceMaterial) -> sys::r2d_surface_material {
        sys::r2d_surface_material {
            static_friction: m.static_friction,
            dynamic_friction: m.dynamic_friction,
            restitution: m.restitution,
        }
    }
}

/// What [`World::create_chain`] makes: a chain of segments through
/// `points` (body coordinates). Each segment collides on its left, seen
/// from one point to the next: a terrain listed left to right is solid
/// below, a counter-clockwise loop holds things inside. Bodies slide
/// across the joins without catching on them; an open chain's ends are
/// cliff edges.
///
/// ```
/// use rigid2d::{ChainDef, Vec2};
/// let terrain = ChainDef { points: vec![Vec2::new(-5.0, 0.0), Vec2::new(0.0, 0.5), Vec2::new(5.0, 0.0)], ..Default::default() };
/// assert!(!terrain.is_loop);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ChainDef {
    /// At least 2 points (3 for a loop), each more than 5 mm from the next.
    pub points: Vec<Vec2>,
    /// Whether the last point joins the first; default false.
    pub is_loop: bool,
    /// Every segment's material, unless `materials` is set.
    pub material: SurfaceMaterial,
    /// Empty (default), one material for all segments, or one per segment
    /// in chain order.
    pub materials: Vec<SurfaceMaterial>,
    /// Every segment's collision filter.
    pub filter: Filter,
    /// Every segment shape's user data, never read by the library.
    pub user_data: u64,
    /// Whether touches begin and end with events; default true.
    pub enable_contact_events: bool,
    /// Whether sensors see the segments; default true.
    pub enable_sensor_events: bool,
    /// Whether hard contacts make hit events; default false.
    pub enable_hit_events: bool,
}

impl Default for ChainDef {
    fn default() -> ChainDef {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_chain_def_default() };
        ChainDef {
            points: Vec::new(),
            is_loop: raw.loop_,
            material: SurfaceMaterial {
                static_friction: raw.material.static_friction,
                dynamic_friction: raw.material.dynamic_friction,
                restitution: raw.material.restitution,
            },
            materials: Vec::new(),
            filter: raw.filter.into(),
            user_data: raw.user_data,
            enable_contact_events: raw.enable_contact_events,
            enable_sensor_events: raw.enable_sensor_events,
            enable_hit_events: raw.enable_hit_events,
        }
    }
}

/// One segment of a chain, with its neighbours' far ends (body
/// coordinates). Where an open chain ends, the ghost is the end point moved
/// by the segment's unit normal into the solid side.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ChainSegment {
    /// From point1 to point2; collides on its left.
    pub segment: Segment,
    /// The chain's point before point1.
    pub ghost1: Vec2,
    /// The chain's point after point2.
    pub ghost2: Vec2,
}

/// Chains are made and destroyed whole; each segment is a shape of type
/// [`ShapeType::ChainSegment`](crate::ShapeType::ChainSegment) with its own
/// id, material and contacts, which [`World::destroy_shape`] refuses
/// (`InvalidOperation`). Destroying the body destroys its chains.
impl World {
    /// Adds a chain to `body`: all its segments, or none. Too few or
    /// repeated points fail with `DegeneratePolygon`; a `materials` count
    /// other than 0, 1 or the segment count with `OutOfRange`.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, ChainDef, ShapeType, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let ground = world.create_body(&BodyDef::default())?;
    /// let points = vec![Vec2::new(-5.0, 0.0), Vec2::new(0.0, 0.0), Vec2::new(5.0, 1.0)];
    /// let chain = world.create_chain(ground, &ChainDef { points, ..Default::default() })?;
    /// let segments = world.chain_segments(chain)?;
    /// assert_eq!(segments.len(), 2);
    /// assert_eq!(world.shape_type(segments[0])?, ShapeType::ChainSegment);
    /// assert_eq!(world.shape_chain(segments[1])?, Some(chain));
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_chain(&mut self, body: BodyId, def: &ChainDef) -> Result<ChainId> {
        let raw_body = body.raw_in(self.raw)?;
        let materials: Vec<sys::r2d_surface_material> = def.materials.iter().map(|&m| m.into()).collect();
        let raw_def = sys::r2d_chain_def {
            struct_size: size_of::<sys::r2d_chain_def>() as u32,
            points: def.points.as_ptr().cast(),
            count: capacity(def.points.len()),
            loop_: def.is_loop,
            material: def.material.into(),
            materials: if materials.is_empty() { std::ptr::null() } else { materials.as_ptr() },
            material_count: capacity(materials.len()),
            filter: def.filter.into(),
            user_data: def.user_data,
            enable_contact_events: def.enable_contact_events,
            enable_sensor_events: def.enable_sensor_events,
            enable_hit_events: def.enable_hit_events,
        };
        // SAFETY: the def's arrays (points as r2d_vec2, materials) outlive the call.
        let raw = read(|out| unsafe { sys::r2d_chain_create(raw_body, &raw_def, out) })?;
        Ok(ChainId::new(self.raw, raw))
    }

    /// Removes the chain with its segments and their contacts.
    pub fn destroy_chain(&mut self, chain: ChainId) -> Result<()> {
        let raw = chain.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_chain_destroy(raw) })
    }

    /// Whether `chain` names a live chain of this world.
    pub fn is_valid_chain(&self, chain: ChainId) -> bool {
        // SAFETY: plain values; any bits are checked by the library.
        chain.raw_in(self.raw).is_ok_and(|raw| unsafe { sys::r2d_chain_is_valid(raw) })
    }

    /// The body the chain belongs to.
    pub fn chain_body(&self, chain: ChainId) -> Result<BodyId> {
        let raw = chain.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let body = read(|out| unsafe { sys::r2d_chain_get_body(raw, out) })?;
        Ok(BodyId::new(self.raw, body))
    }

    /// The segments' shape ids, in the order of the chain's points.
    pub fn chain_segments(&self, chain: ChainId) -> Result<Vec<ShapeId>> {
        let raw = chain.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let count = read_count(|out| unsafe { sys::r2d_chain_get_segment_count(raw, out) })?;
        // SAFETY: `read_array` passes an array of `count` ids and its length.
        let ids = read_array(count, |out, capacity, copied| unsafe {
            sys::r2d_chain_get_segments(raw, out, capacity, copied)
        })?;
        Ok(ids.into_iter().map(|id: sys::r2d_shape_id| ShapeId::new(self.raw, id)).collect())
    }

    /// Sets both frictions of every segment, 0..=1e3 each.
    pub fn set_chain_friction(&mut self, chain: ChainId, static_friction: f32, dynamic_friction: f32) -> Result<()> {
        let raw = chain.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_chain_set_friction(raw, static_friction, dynamic_friction) })
    }

    /// Sets the restitution of every segment, 0..=1.
    pub fn set_chain_restitution(&mut self, chain: ChainId, restitution: f32) -> Result<()> {
        let raw = chain.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_chain_set_restitution(raw, restitution) })
    }

    /// The chain `shape` is a segment of, or `None` for any other shape.
    pub fn shape_chain(&self, shape: ShapeId) -> Result<Option<ChainId>> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let chain = read(|out| unsafe { sys::r2d_shape_get_chain(raw, out) })?;
        Ok((chain.bits != 0).then(|| ChainId::new(self.raw, chain)))
    }

    /// The geometry of a chain segment; `InvalidOperation` for other shapes.
    pub fn chain_segment(&self, shape: ShapeId) -> Result<ChainSegment> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let s = read(|out| unsafe { sys::r2d_shape_get_chain_segment(raw, out) })?;
        Ok(ChainSegment {
            segment: Segment { point1: s.segment.point1.into(), point2: s.segment.point2.into() },
            ghost1: s.ghost1.into(),
            ghost2: s.ghost2.into(),
        })
    }
}
