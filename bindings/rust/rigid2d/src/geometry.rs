//! Shape geometry in body coordinates.

use rigid2d_sys as sys;

use crate::error::{Error, ErrorKind, Result};
use crate::math::Vec2;

/// Most points a convex polygon may have, before or after its hull.
pub const MAX_POLYGON_VERTICES: usize = sys::R2D_MAX_POLYGON_VERTICES as usize;

/// Most points a concave polygon may have.
pub const MAX_CONCAVE_VERTICES: usize = sys::R2D_MAX_CONCAVE_VERTICES as usize;

/// A disc.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Circle {
    /// Centre in body coordinates.
    pub center: Vec2,
    /// Radius, m, > 0.
    pub radius: f32,
}

/// Two discs joined by their outer tangents: a rounded segment.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Capsule {
    /// First centre in body coordinates.
    pub center1: Vec2,
    /// Second centre, apart from the first.
    pub center2: Vec2,
    /// Radius, m, > 0.
    pub radius: f32,
}

/// A two-sided line segment with no thickness, for ground and walls.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Segment {
    /// First end in body coordinates.
    pub point1: Vec2,
    /// Second end in body coordinates.
    pub point2: Vec2,
}

/// A rectangle of half extents, centred at `center` and turned by `angle`,
/// all in body coordinates.
///
/// ```
/// use rigid2d::{BoxShape, Vec2};
/// let crate_box = BoxShape::new(0.5, 0.5);
/// assert_eq!(crate_box.center, Vec2::ZERO);
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct BoxShape {
    /// Half width and half height, m, > 0 each.
    pub half_extents: Vec2,
    /// Centre in body coordinates.
    pub center: Vec2,
    /// Rotation relative to the body, rad.
    pub angle: f32,
}

impl BoxShape {
    /// A box of half extents centred on the body origin.
    pub fn new(half_width: f32, half_height: f32) -> BoxShape {
        BoxShape { half_extents: Vec2::new(half_width, half_height), ..Default::default() }
    }
}

impl From<&Circle> for sys::r2d_circle {
    fn from(c: &Circle) -> sys::r2d_circle {
        sys::r2d_circle { center: c.center.into(), radius: c.radius }
    }
}

impl From<&Capsule> for sys::r2d_capsule {
    fn from(c: &Capsule) -> sys::r2d_capsule {
        sys::r2d_capsule { center1: c.center1.into(), center2: c.center2.into(), radius: c.radius }
    }
}

impl From<&Segment> for sys::r2d_segment {
    fn from(s: &Segment) -> sys::r2d_segment {
        sys::r2d_segment { point1: s.point1.into(), point2: s.point2.into() }
    }
}

impl From<&BoxShape> for sys::r2d_box {
    fn from(b: &BoxShape) -> sys::r2d_box {
        sys::r2d_box { half_extents: b.half_extents.into(), center: b.center.into(), angle: b.angle }
    }
}

/// The kind of a shape. Boxes and the pieces of concave polygons are
/// polygons.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ShapeType {
    /// A [`Circle`].
    Circle,
    /// A [`Capsule`].
    Capsule,
    /// A [`Segment`].
    Segment,
    /// A convex polygon.
    Polygon,
    /// One segment of a chain ([`World::create_chain`](crate::World::create_chain)).
    ChainSegment,
}

impl ShapeType {
    pub(crate) fn from_raw(raw: sys::r2d_shape_type) -> Result<ShapeType> {
        match raw {
            sys::R2D_SHAPE_CIRCLE => Ok(ShapeType::Circle),
            sys::R2D_SHAPE_CAPSULE => Ok(ShapeType::Capsule),
            sys::R2D_SHAPE_SEGMENT => Ok(ShapeType::Segment),
            sys::R2D_SHAPE_POLYGON => Ok(ShapeType::Polygon),
            sys::R2D_SHAPE_CHAIN_SEGMENT => Ok(ShapeType::ChainSegment),
            other => Err(Error::new(ErrorKind::InvalidArgument, format!("unknown shape type {other}"))),
        }
    }
}

/// A shape's outline as the library stores it, in body coordinates: one
/// point for a circle (its centre), two for capsules and segments, the
/// hull for polygons.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShapeGeometry {
    /// The points, see above.
    pub points: Vec<Vec2>,
    /// The radius; 0 for polygons and segments.
    pub radius: f32,
}
