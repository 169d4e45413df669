//! Shape casts, shape overlaps and distances between shapes.
//!
//! A [`ShapeProxy`] is a convex shape of no world: a circle, a capsule or
//! a polygon (the hull of its points, corners rounded by a radius), in its
//! own frame, placed by a [`Pose`] for each query. A cast sweeps it along a
//! translation and reports hits as ray casts do; a proxy that starts
//! touching or overlapping a shape hits it at fraction 0. Overlap queries
//! see shapes whose geometry, not merely their box, touches the proxy.

use rigid2d_sys as sys;

use crate::error::Result;
use crate::ffi::{capacity, read};
use crate::geometry::{Capsule, Circle};
use crate::ids::ShapeId;
use crate::math::Vec2;
use crate::query::{all_hits, ray_callback, shape_callback, with_callback, QueryFilter, RayControl, RayHit};
use crate::world::World;

/// A convex shape for casts and overlap queries, in its own frame.
#[derive(Clone, Debug, PartialEq)]
pub enum ShapeProxy {
    /// A disc.
    Circle(Circle),
    /// A rounded segment.
    Capsule(Capsule),
    /// The convex hull of 3 to [`MAX_POLYGON_VERTICES`](crate::MAX_POLYGON_VERTICES)
    /// points, its corners rounded by `radius`.
    Polygon {
        /// The points whose hull is the polygon.
        points: Vec<Vec2>,
        /// Rounding of the corners, m, >= 0.
        radius: f32,
    },
}

impl From<Circle> for ShapeProxy {
    fn from(circle: Circle) -> ShapeProxy {
        ShapeProxy::Circle(circle)
    }
}

impl From<Capsule> for ShapeProxy {
    fn from(capsule: Capsule) -> ShapeProxy {
        ShapeProxy::Capsule(capsule)
    }
}

/// Where a proxy stands: its frame turned by `angle`, then moved to `position`.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Pose {
    /// Where the proxy's frame origin stands, world coordinates.
    pub position: Vec2,
    /// The turn of the proxy's frame, rad.
    pub angle: f32,
}

impl Pose {
    /// A pose at `position` without a turn.
    pub fn at(position: Vec2) -> Pose {
        Pose { position, angle: 0.0 }
    }
}

/// How far apart two shapes are, and where.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct ClosestPoints {
    /// On the first shape's surface; midway between the surfaces when they touch or overlap.
    pub point_a: Vec2,
    /// On the second shape's surface; equal to `point_a` when they touch or overlap.
    pub point_b: Vec2,
    /// Unit, from the first shape towards the second; zero when their cores overlap.
    pub normal: Vec2,
    /// Between the surfaces, m; 0 when they touch or overlap.
    pub distance: f32,
}

/// The C proxy of `proxy` at `pose`. Points beyond the C struct's room are
/// counted but not copied, so the library refuses them as too many.
fn raw_proxy(proxy: &ShapeProxy, pose: Pose) -> sys::r2d_shape_proxy {
    let mut raw = sys::r2d_shape_proxy { position: pose.position.into(), angle: pose.angle, ..Default::default() };
    let (points, radius): (&[Vec2], f32) = match proxy {
        ShapeProxy::Circle(circle) => (std::slice::from_ref(&circle.center), circle.radius),
        ShapeProxy::Capsule(capsule) => (&[capsule.center1, capsule.center2], capsule.radius),
        ShapeProxy::Polygon { points, radius } => (points, *radius),
    };
    for (slot, point) in raw.points.iter_mut().zip(points) {
        *slot = (*point).into();
    }
    raw.count = capacity(points.len());
    raw.radius = radius;
    raw
}

impl World {
    /// The first shape `proxy` hits when swept from `pose` along
    /// `translation`, if any.
    ///
    /// ```
    /// use rigid2d::{BodyDef, BoxShape, Circle, Pose, QueryFilter, ShapeDef, Vec2, World, WorldDef};
    ///
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// world.create_box(body, &ShapeDef::default(), &BoxShape::new(1.0, 1.0))?;
    /// let ball = Circle { center: Vec2::ZERO, radius: 0.5 }.into();
    /// let hit = world
    ///     .cast_shape(&ball, Pose::at(Vec2::new(-5.0, 0.0)), Vec2::new(10.0, 0.0), &QueryFilter::default())?
    ///     .unwrap();
    /// assert!((hit.fraction - 0.35).abs() < 1e-4 && hit.normal.x == -1.0);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn cast_shape(
        &self,
        proxy: &ShapeProxy,
        pose: Pose,
        translation: Vec2,
        filter: &QueryFilter,
    ) -> Result<Option<RayHit>> {
        let raw = raw_proxy(proxy, pose);
        let mut hit = sys::r2d_ray_hit::default();
        // SAFETY: the proxy and the out pointers are valid for the call.
        let found = read(|found| unsafe {
            sys::r2d_world_cast_shape(self.raw, &raw, translation.into(), (*filter).into(), &mut hit, found)
        })?;
        Ok(found.then(|| RayHit::from_raw(self.raw, &hit)))
    }

    /// Calls `on_hit` for the shapes the swept proxy hits, in a deterministic
    /// order; its [`RayControl`] steers the rest of the cast as in [`World::ray_cast`].
    pub fn cast_shape_with<F: FnMut(&RayHit) -> RayControl>(
        &self,
        proxy: &ShapeProxy,
        pose: Pose,
        translation: Vec2,
        filter: &QueryFilter,
        mut on_hit: F,
    ) -> Result<()> {
        let raw = raw_proxy(proxy, pose);
        with_callback(self.raw, &mut on_hit, |context| {
            // SAFETY: the proxy is valid for the call; the callback is instantiated for F, whose Callback is context.
            unsafe {
                sys::r2d_world_cast_shape_each(
                    self.raw,
                    &raw,
                    translation.into(),
                    (*filter).into(),
                    Some(ray_callback::<F>),
                    context,
                )
            }
        })
    }

    /// Every shape the swept proxy hits, nearest first.
    pub fn cast_shape_all(
        &self,
        proxy: &ShapeProxy,
        pose: Pose,
        translation: Vec2,
        filter: &QueryFilter,
    ) -> Result<std::vec::IntoIter<RayHit>> {
        all_hits(|on_hit| self.cast_shape_with(proxy, pose, translation, filter, on_hit))
    }

    /// Calls `visit` for every shape whose geometry touches or overlaps
    /// `proxy` at `pose`, until it returns false.
    pub fn overlap_shape_with<F: FnMut(ShapeId) -> bool>(
        &self,
        proxy: &ShapeProxy,
        pose: Pose,
        filter: &QueryFilter,
        mut visit: F,
    ) -> Result<()> {
        let raw = raw_proxy(proxy, pose);
        with_callback(self.raw, &mut visit, |context| {
            // SAFETY: the proxy is valid for the call; the callback is instantiated for F, whose Callback is context.
            unsafe {
                sys::r2d_world_overlap_shape(self.raw, &raw, (*filter).into(), Some(shape_callback::<F>), context)
            }
        })
    }

    /// The shapes whose geometry touches or overlaps `proxy` at `pose`.
    pub fn overlap_shape(
        &self,
        proxy: &ShapeProxy,
        pose: Pose,
        filter: &QueryFilter,
    ) -> Result<std::vec::IntoIter<ShapeId>> {
        let raw = raw_proxy(proxy, pose);
        // SAFETY: the proxy is valid, the array holds `room` ids and the count pointer is valid.
        self.found_shapes(|out, room, count| unsafe {
            sys::r2d_world_get_shapes_overlapping(self.raw, &raw, (*filter).into(), out, room, count)
        })
    }

    /// Closest points between two shapes of this world, where they stand.
    pub fn shape_closest_points(&self, shape_a: ShapeId, shape_b: ShapeId) -> Result<ClosestPoints> {
        let raw_a = shape_a.raw_in(self.raw)?;
        let raw_b = shape_b.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let result = read(|out| unsafe { sys::r2d_shape_get_closest_points(raw_a, raw_b, out) })?;
        Ok(ClosestPoints {
            point_a: result.point_a.into(),
            point_b: result.point_b.into(),
            normal: result.normal.into(),
            distance: result.distance,
        })
    }

    /// The distance between the surfaces of two shapes; 0 when they touch or overlap.
    pub fn shape_distance(&self, shape_a: ShapeId, shape_b: ShapeId) -> Result<f32> {
        Ok(self.shape_closest_points(shape_a, shape_b)?.distance)
    }
}
