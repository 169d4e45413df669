//! Scene queries: what a ray hits, which shapes lie in a box or under a
//! point, asked of the whole world or of one shape.
//!
//! Rays run from `origin` to `origin + translation`. A ray that starts
//! inside a shape does not hit that shape. Callbacks run while the world is
//! locked: a call back into the same world fails with `ErrorKind::Locked`.
//! A panic in a callback stops the query and is resumed once the library
//! has returned, so it never unwinds through C.

use std::any::Any;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};

use rigid2d_sys as sys;

use crate::error::{check, Result};
use crate::ffi::{capacity, read, read_count};
use crate::ids::ShapeId;
use crate::math::{Aabb, Vec2};
use crate::world::World;

/// What a query is (`category_bits`) and what it sees (`mask_bits`): it sees
/// a shape whose categories meet its mask and whose mask meets its
/// categories. Neither may be 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct QueryFilter {
    /// The categories the query belongs to; default 1.
    pub category_bits: u64,
    /// The categories the query sees; default all.
    pub mask_bits: u64,
}

impl Default for QueryFilter {
    fn default() -> QueryFilter {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_query_filter_default() };
        QueryFilter { category_bits: raw.category_bits, mask_bits: raw.mask_bits }
    }
}

impl From<QueryFilter> for sys::r2d_query_filter {
    fn from(filter: QueryFilter) -> sys::r2d_query_filter {
        sys::r2d_query_filter { category_bits: filter.category_bits, mask_bits: filter.mask_bits }
    }
}

/// Where a ray enters a shape: `point = origin + fraction * translation`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct RayHit {
    /// The shape entered.
    pub shape: ShapeId,
    /// On the shape's surface, world coordinates.
    pub point: Vec2,
    /// Unit, outward from the shape at `point`.
    pub normal: Vec2,
    /// Of the translation, 0..=1.
    pub fraction: f32,
}

impl RayHit {
    pub(crate) fn from_raw(world: sys::r2d_world_id, raw: &sys::r2d_ray_hit) -> RayHit {
        RayHit {
            shape: ShapeId::new(world, raw.shape),
            point: raw.point.into(),
            normal: raw.normal.into(),
            fraction: raw.fraction,
        }
    }
}

/// What a ray callback tells the cast to do next.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum RayControl {
    /// Go on; the ray keeps its length.
    Continue,
    /// Shorten the ray to this fraction: only shapes entered before it are
    /// reported from then on. `Clip(hit.fraction)` finds the closest hit.
    Clip(f32),
    /// Leave this shape out; the ray keeps its length.
    Ignore,
    /// End the cast.
    Stop,
}

impl RayControl {
    /// The C callback's answer (see `r2d_ray_cast_fn`).
    fn answer(self) -> f32 {
        match self {
            RayControl::Continue => 1.0,
            RayControl::Clip(fraction) => fraction,
            RayControl::Ignore => -1.0,
            RayControl::Stop => 0.0,
        }
    }
}

/// A Rust closure behind a C callback's context, with the panic it raised.
struct Callback<'a, F: ?Sized> {
    world: sys::r2d_world_id,
    call: &'a mut F,
    panic: Option<Box<dyn Any + Send>>,
}

impl<F: ?Sized> Callback<'_, F> {
    /// Runs the closure unless an earlier call panicked; `stop` is the
    /// answer that ends the query after a panic.
    fn run<R>(&mut self, stop: R, call: impl FnOnce(&mut F, sys::r2d_world_id) -> R) -> R {
        if self.panic.is_some() {
            return stop;
        }
        let world = self.world;
        let closure = &mut *self.call;
        match panic::catch_unwind(AssertUnwindSafe(|| call(closure, world))) {
            Ok(answer) => answer,
            Err(payload) => {
                self.panic = Some(payload);
                stop
            }
        }
    }
}

/// Calls `query` with a C context for `closure`, then resumes a panic the
/// closure raised, then checks the status.
pub(crate) fn with_callback<F: ?Sized>(
    world: sys::r2d_world_id,
    closure: &mut F,
    query: impl FnOnce(*mut c_void) -> sys::r2d_status,
) -> Result<()> {
    let mut callback = Callback { world, call: closure, panic: None };
    let status = query((&mut callback as *mut Callback<'_, F>).cast());
    if let Some(payload) = callback.panic {
        panic::resume_unwind(payload);
    }
    check(status)
}

pub(crate) unsafe extern "C" fn ray_callback<F: FnMut(&RayHit) -> RayControl>(
    hit: *const sys::r2d_ray_hit,
    context: *mut c_void,
) -> f32 {
    // SAFETY: the context is the Callback<F> of with_callback, and hit is
    // valid for this call.
    let callback = &mut *context.cast::<Callback<'_, F>>();
    let hit = &*hit;
    callback.run(0.0, |call, world| call(&RayHit::from_raw(world, hit)).answer())
}

pub(crate) unsafe extern "C" fn shape_callback<F: FnMut(ShapeId) -> bool>(
    shape: sys::r2d_shape_id,
    context: *mut c_void,
) -> bool {
    // SAFETY: the context is the Callback<F> of with_callback.
    let callback = &mut *context.cast::<Callback<'_, F>>();
    callback.run(false, |call, world| call(ShapeId::new(world, shape)))
}

/// Every hit `cast` reports to the closure it is given, nearest first.
pub(crate) fn all_hits(
    cast: impl FnOnce(&mut dyn FnMut(&RayHit) -> RayControl) -> Result<()>,
) -> Result<std::vec::IntoIter<RayHit>> {
    let mut hits = Vec::new();
    cast(&mut |hit| {
        hits.push(*hit);
        RayControl::Continue
    })?;
    // Stable: equal fractions keep the library's deterministic order.
    hits.sort_by(|a, b| a.fraction.total_cmp(&b.fraction));
    Ok(hits.into_iter())
}

fn raw_aabb(aabb: Aabb) -> sys::r2d_aabb {
    sys::r2d_aabb { lower: aabb.lower.into(), upper: aabb.upper.into() }
}

impl World {
    /// The first shape the ray enters, if any.
    ///
    /// ```
    /// use rigid2d::{BodyDef, Circle, QueryFilter, ShapeDef, Vec2, World, WorldDef};
    ///
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef { position: Vec2::new(5.0, 0.0), ..Default::default() })?;
    /// world.create_circle(body, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 1.0 })?;
    /// let hit = world.ray_cast_closest(Vec2::ZERO, Vec2::new(10.0, 0.0), &QueryFilter::default())?.unwrap();
    /// assert!((hit.point.x - 4.0).abs() < 1e-4 && hit.normal.x == -1.0);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn ray_cast_closest(&self, origin: Vec2, translation: Vec2, filter: &QueryFilter) -> Result<Option<RayHit>> {
        let mut hit = sys::r2d_ray_hit::default();
        // SAFETY: the out pointers are valid for the call.
        let found = read(|found| unsafe {
            sys::r2d_world_ray_cast_closest(
                self.raw,
                origin.into(),
                translation.into(),
                (*filter).into(),
                &mut hit,
                found,
            )
        })?;
        Ok(found.then(|| RayHit::from_raw(self.raw, &hit)))
    }

    /// Calls `on_hit` for the shapes the ray enters, in no particular (but
    /// deterministic) order; its [`RayControl`] steers the rest of the cast.
    pub fn ray_cast<F: FnMut(&RayHit) -> RayControl>(
        &self,
        origin: Vec2,
        translation: Vec2,
        filter: &QueryFilter,
        mut on_hit: F,
    ) -> Result<()> {
        with_callback(self.raw, &mut on_hit, |context| {
            // SAFETY: the callback is instantiated for F, whose Callback is context.
            unsafe {
                sys::r2d_world_ray_cast(
                    self.raw,
                    origin.into(),
                    translation.into(),
                    (*filter).into(),
                    Some(ray_callback::<F>),
                    context,
                )
            }
        })
    }

    /// Every shape the ray enters, nearest first.
    pub fn ray_cast_all(
        &self,
        origin: Vec2,
        translation: Vec2,
        filter: &QueryFilter,
    ) -> Result<std::vec::IntoIter<RayHit>> {
        all_hits(|on_hit| self.ray_cast(origin, translation, filter, on_hit))
    }

    /// Calls `visit` for every shape whose bounding box overlaps `aabb`,
    /// until it returns false.
    pub fn overlap_aabb<F: FnMut(ShapeId) -> bool>(
        &self,
        aabb: Aabb,
        filter: &QueryFilter,
        mut visit: F,
    ) -> Result<()> {
        with_callback(self.raw, &mut visit, |context| {
            // SAFETY: the callback is instantiated for F, whose Callback is context.
            unsafe {
                sys::r2d_world_overlap_aabb(
                    self.raw,
                    raw_aabb(aabb),
                    (*filter).into(),
                    Some(shape_callback::<F>),
                    context,
                )
            }
        })
    }

    /// Calls `visit` for every shape that contains `point`, until it returns false.
    pub fn overlap_point<F: FnMut(ShapeId) -> bool>(
        &self,
        point: Vec2,
        filter: &QueryFilter,
        mut visit: F,
    ) -> Result<()> {
        with_callback(self.raw, &mut visit, |context| {
            // SAFETY: the callback is instantiated for F, whose Callback is context.
            unsafe {
                sys::r2d_world_overlap_point(
                    self.raw,
                    point.into(),
                    (*filter).into(),
                    Some(shape_callback::<F>),
                    context,
                )
            }
        })
    }

    /// The shapes whose bounding box overlaps `aabb`.
    pub fn query_aabb(&self, aabb: Aabb, filter: &QueryFilter) -> Result<std::vec::IntoIter<ShapeId>> {
        // SAFETY: the array holds `capacity` ids and the count pointer is valid.
        self.found_shapes(|out, room, count| unsafe {
            sys::r2d_world_get_shapes_in_aabb(self.raw, raw_aabb(aabb), (*filter).into(), out, room, count)
        })
    }

    /// The shapes that contain `point` (surface included; segments contain nothing).
    pub fn query_point(&self, point: Vec2, filter: &QueryFilter) -> Result<std::vec::IntoIter<ShapeId>> {
        // SAFETY: the array holds `capacity` ids and the count pointer is valid.
        self.found_shapes(|out, room, count| unsafe {
            sys::r2d_world_get_shapes_at_point(self.raw, point.into(), (*filter).into(), out, room, count)
        })
    }

    /// Runs an array query with room for every shape of the world, which
    /// no query can exceed.
    pub(crate) fn found_shapes(
        &self,
        query: impl FnOnce(*mut sys::r2d_shape_id, i32, *mut i32) -> sys::r2d_status,
    ) -> Result<std::vec::IntoIter<ShapeId>> {
        let mut raw = vec![sys::r2d_shape_id::default(); self.shape_count()?];
        let found = read_count(|count| query(raw.as_mut_ptr(), capacity(raw.len()), count))?;
        let shapes: Vec<ShapeId> = raw[..found].iter().map(|&id| ShapeId::new(self.raw, id)).collect();
        Ok(shapes.into_iter())
    }

    /// Where the ray enters this one shape, if it does.
    pub fn shape_ray_cast(&self, shape: ShapeId, origin: Vec2, translation: Vec2) -> Result<Option<RayHit>> {
        let raw = shape.raw_in(self.raw)?;
        let mut hit = sys::r2d_ray_hit::default();
        // SAFETY: the out pointers are valid for the call.
        let found =
            read(|found| unsafe { sys::r2d_shape_ray_cast(raw, origin.into(), translation.into(), &mut hit, found) })?;
        Ok(found.then(|| RayHit::from_raw(self.raw, &hit)))
    }

    /// Whether the shape contains `point` (surface included).
    pub fn shape_test_point(&self, shape: ShapeId, point: Vec2) -> Result<bool> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|inside| unsafe { sys::r2d_shape_test_point(raw, point.into(), inside) })
    }
}
