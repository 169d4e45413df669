//! Shapes: added to bodies, read and filtered through their world.

use rigid2d_sys as sys;

use crate::defs::{Filter, ShapeDef};
use crate::error::{check, Result};
use crate::ffi::{capacity, read, read_count};
use crate::geometry::{
    BoxShape, Capsule, Circle, Segment, ShapeGeometry, ShapeType, MAX_CONCAVE_VERTICES, MAX_POLYGON_VERTICES,
};
use crate::ids::{BodyId, ShapeId};
use crate::math::{Aabb, Vec2};
use crate::world::World;

/// Shape creation adds one shape to a body and updates its mass. It fails
/// with `OutOfRange` for a size that is not positive, a negative density or
/// friction, or a restitution outside 0..=1, and `InvalidNumber` for NaN
/// or infinities. Every call fails with `WrongWorld` for an id of another
/// world and `InvalidId` for a destroyed shape or body.
impl World {
    /// Adds a circle to `body`.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, Circle, ShapeDef, ShapeType, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// let ball = world.create_circle(body, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    /// assert_eq!(world.shape_type(ball)?, ShapeType::Circle);
    /// assert_eq!(world.shape_body(ball)?, body);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_circle(&mut self, body: BodyId, def: &ShapeDef, circle: &Circle) -> Result<ShapeId> {
        let raw_body = body.raw_in(self.raw)?;
        let (raw_def, geometry) = (def.to_raw(), sys::r2d_circle::from(circle));
        // SAFETY: all pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_shape_create_circle(raw_body, &raw_def, &geometry, out) })?;
        Ok(ShapeId::new(self.raw, raw))
    }

    /// Adds a capsule to `body`.
    pub fn create_capsule(&mut self, body: BodyId, def: &ShapeDef, capsule: &Capsule) -> Result<ShapeId> {
        let raw_body = body.raw_in(self.raw)?;
        let (raw_def, geometry) = (def.to_raw(), sys::r2d_capsule::from(capsule));
        // SAFETY: all pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_shape_create_capsule(raw_body, &raw_def, &geometry, out) })?;
        Ok(ShapeId::new(self.raw, raw))
    }

    /// Adds a two-sided segment to `body`.
    pub fn create_segment(&mut self, body: BodyId, def: &ShapeDef, segment: &Segment) -> Result<ShapeId> {
        let raw_body = body.raw_in(self.raw)?;
        let (raw_def, geometry) = (def.to_raw(), sys::r2d_segment::from(segment));
        // SAFETY: all pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_shape_create_segment(raw_body, &raw_def, &geometry, out) })?;
        Ok(ShapeId::new(self.raw, raw))
    }

    /// Adds a box to `body`; it is stored as a polygon.
    pub fn create_box(&mut self, body: BodyId, def: &ShapeDef, shape: &BoxShape) -> Result<ShapeId> {
        let raw_body = body.raw_in(self.raw)?;
        let (raw_def, geometry) = (def.to_raw(), sys::r2d_box::from(shape));
        // SAFETY: all pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_shape_create_box(raw_body, &raw_def, &geometry, out) })?;
        Ok(ShapeId::new(self.raw, raw))
    }

    /// Adds the convex hull of 3..=[`MAX_POLYGON_VERTICES`](crate::MAX_POLYGON_VERTICES)
    /// points (body coordinates) to `body`. Points inside the hull are
    /// dropped; degenerate outlines fail with `DegeneratePolygon`, too many
    /// points with `TooManyVertices`.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, ErrorKind, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// let triangle = [Vec2::new(0.0, 0.0), Vec2::new(1.0, 0.0), Vec2::new(0.0, 1.0)];
    /// world.create_polygon(body, &ShapeDef::default(), &triangle)?;
    /// let line = [Vec2::new(0.0, 0.0), Vec2::new(1.0, 0.0), Vec2::new(2.0, 0.0)];
    /// let err = world.create_polygon(body, &ShapeDef::default(), &line).unwrap_err();
    /// assert_eq!(err.kind(), ErrorKind::DegeneratePolygon);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_polygon(&mut self, body: BodyId, def: &ShapeDef, points: &[Vec2]) -> Result<ShapeId> {
        let raw_body = body.raw_in(self.raw)?;
        let raw_def = def.to_raw();
        let raw = read(|out| {
            // SAFETY: `points` holds `count` vectors laid out as r2d_vec2.
            unsafe {
                sys::r2d_shape_create_polygon(raw_body, &raw_def, points_ptr(points), capacity(points.len()), out)
            }
        })?;
        Ok(ShapeId::new(self.raw, raw))
    }

    /// Adds a simple polygon of 3..=[`MAX_CONCAVE_VERTICES`] points, in
    /// either winding, as convex pieces; returns their ids. Crossing edges
    /// fail with `SelfIntersecting`.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// let l_shape = [(0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (1.0, 1.0), (1.0, 2.0), (0.0, 2.0)].map(Vec2::from);
    /// let pieces = world.create_concave_polygon(body, &ShapeDef::default(), &l_shape)?;
    /// assert!(pieces.len() >= 2);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_concave_polygon(&mut self, body: BodyId, def: &ShapeDef, points: &[Vec2]) -> Result<Vec<ShapeId>> {
        let raw_body = body.raw_in(self.raw)?;
        let raw_def = def.to_raw();
        // Ear clipping makes at most points - 2 pieces, so room for
        // MAX_CONCAVE_VERTICES always suffices for an outline accepted.
        let mut pieces = [sys::r2d_shape_id::default(); MAX_CONCAVE_VERTICES];
        let count = read_count(|count| {
            // SAFETY: `points` holds its length of r2d_vec2, `pieces` its length of ids.
            unsafe {
                sys::r2d_shape_create_concave_polygon(
                    raw_body,
                    &raw_def,
                    points_ptr(points),
                    capacity(points.len()),
                    pieces.as_mut_ptr(),
                    capacity(pieces.len()),
                    count,
                )
            }
        })?;
        Ok(pieces.iter().take(count).map(|&piece| ShapeId::new(self.raw, piece)).collect())
    }

    /// Removes a shape and its contacts and updates the body's mass.
    pub fn destroy_shape(&mut self, shape: ShapeId) -> Result<()> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_shape_destroy(raw) })
    }

    /// Whether `shape` names a live shape of this world.
    pub fn is_valid_shape(&self, shape: ShapeId) -> bool {
        self.shape_body(shape).is_ok()
    }

    /// The body the shape belongs to.
    pub fn shape_body(&self, shape: ShapeId) -> Result<BodyId> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let body = read(|out| unsafe { sys::r2d_shape_get_body(raw, out) })?;
        Ok(BodyId::new(self.raw, body))
    }

    /// The kind of shape.
    pub fn shape_type(&self, shape: ShapeId) -> Result<ShapeType> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_shape_get_type(raw, out) }).and_then(ShapeType::from_raw)
    }

    /// The bounding box in world coordinates.
    pub fn shape_aabb(&self, shape: ShapeId) -> Result<Aabb> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_shape_get_aabb(raw, out) }).map(Aabb::from)
    }

    /// The collision filter.
    pub fn shape_filter(&self, shape: ShapeId) -> Result<Filter> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_shape_get_filter(raw, out) }).map(Filter::from)
    }

    /// Replaces the collision filter.
    pub fn set_shape_filter(&mut self, shape: ShapeId, filter: Filter) -> Result<()> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_shape_set_filter(raw, filter.into()) })
    }

    /// The caller's value stored with the shape.
    pub fn shape_user_data(&self, shape: ShapeId) -> Result<u64> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_shape_get_user_data(raw, out) })
    }

    /// Stores a value of the caller's with the shape.
    pub fn set_shape_user_data(&mut self, shape: ShapeId, user_data: u64) -> Result<()> {
        let raw = shape.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_shape_set_user_data(raw, user_data) })
    }

    /// The shape's points and radius in body coordinates.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BoxShape, ShapeDef, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// let shape = world.create_box(body, &ShapeDef::default(), &BoxShape::new(1.0, 0.5))?;
    /// let geometry = world.shape_geometry(shape)?;
    /// assert_eq!(geometry.points.len(), 4);
    /// assert_eq!(geometry.radius, 0.0);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn shape_geometry(&self, shape: ShapeId) -> Result<ShapeGeometry> {
        let raw = shape.raw_in(self.raw)?;
        // Circles have one point, capsules and segments two, polygons (the
        // pieces of concave ones too) at most MAX_POLYGON_VERTICES.
        let mut points = [Vec2::ZERO; MAX_POLYGON_VERTICES];
        let mut radius = 0.0;
        let count = read_count(|count| {
            // SAFETY: `points` holds its length of r2d_vec2; the out pointers are valid.
            unsafe {
                sys::r2d_shape_get_geometry(raw, points.as_mut_ptr().cast(), capacity(points.len()), count, &mut radius)
            }
        })?;
        let points = points[..count.min(points.len())].to_vec();
        Ok(ShapeGeometry { points, radius })
    }
}

/// Would these points make a convex polygon? The same checks as
/// [`World::create_polygon`], without a world.
///
/// ```
/// use rigid2d::{validate_polygon, ErrorKind, Vec2};
/// let square = [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)].map(Vec2::from);
/// assert!(validate_polygon(&square).is_ok());
/// let too_many = [Vec2::ZERO; 9];
/// assert_eq!(validate_polygon(&too_many).unwrap_err().kind(), ErrorKind::TooManyVertices);
/// ```
pub fn validate_polygon(points: &[Vec2]) -> Result<()> {
    // SAFETY: `points` holds its length of r2d_vec2.
    check(unsafe { sys::r2d_polygon_validate(points_ptr(points), capacity(points.len())) })
}

/// Would these points make a concave polygon? Returns the number of convex
/// pieces [`World::create_concave_polygon`] would make.
///
/// ```
/// use rigid2d::{validate_concave_polygon, ErrorKind, Vec2};
/// let bow_tie = [(0.0, 0.0), (1.0, 1.0), (1.0, 0.0), (0.0, 1.0)].map(Vec2::from);
/// assert_eq!(validate_concave_polygon(&bow_tie).unwrap_err().kind(), ErrorKind::SelfIntersecting);
/// ```
pub fn validate_concave_polygon(points: &[Vec2]) -> Result<usize> {
    read_count(|pieces| {
        // SAFETY: `points` holds its length of r2d_vec2; `pieces` is valid.
        unsafe { sys::r2d_concave_polygon_validate(points_ptr(points), capacity(points.len()), pieces) }
    })
}

/// A slice of `Vec2` as the C array of `r2d_vec2` it is laid out as.
fn points_ptr(points: &[Vec2]) -> *const sys::r2d_vec2 {
    points.as_ptr().cast()
}
