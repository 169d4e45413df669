//! `Vec2`, the crate's 2D vector, laid out exactly like `r2d_vec2`.

use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

use rigid2d_sys as sys;

/// A 2D vector of 32-bit floats: a point in metres, a velocity, a force.
///
/// It has the layout of the C `r2d_vec2`, so slices of it are handed to the
/// library without copying.
///
/// ```
/// use rigid2d::Vec2;
/// let a = Vec2::new(3.0, 4.0);
/// let b: Vec2 = [1.0, 0.0].into();
/// assert_eq!(a + b, Vec2::new(4.0, 4.0));
/// assert_eq!(a - b, Vec2::new(2.0, 4.0));
/// assert_eq!(a * 2.0, Vec2::new(6.0, 8.0));
/// assert_eq!(-a, Vec2::new(-3.0, -4.0));
/// assert_eq!(a.length(), 5.0);
/// assert_eq!(a.dot(b), 3.0);
/// assert_eq!(b.cross(a), 4.0);
/// ```
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Vec2 {
    /// The horizontal component.
    pub x: f32,
    /// The vertical component; gravity points to negative y by default.
    pub y: f32,
}

// Slices of Vec2 are passed to the library as arrays of r2d_vec2.
const _: () = assert!(
    std::mem::size_of::<Vec2>() == std::mem::size_of::<sys::r2d_vec2>()
        && std::mem::align_of::<Vec2>() == std::mem::align_of::<sys::r2d_vec2>()
);

impl Vec2 {
    /// The zero vector.
    pub const ZERO: Vec2 = Vec2::new(0.0, 0.0);

    /// A vector from its components.
    pub const fn new(x: f32, y: f32) -> Vec2 {
        Vec2 { x, y }
    }

    /// The dot product.
    pub fn dot(self, other: Vec2) -> f32 {
        self.x * other.x + self.y * other.y
    }

    /// The 2D cross product: the z component of the 3D cross product, which
    /// is positive when `other` lies counter-clockwise of `self`.
    pub fn cross(self, other: Vec2) -> f32 {
        self.x * other.y - self.y * other.x
    }

    /// The squared length, cheaper than [`Vec2::length`] for comparisons.
    pub fn length_squared(self) -> f32 {
        self.dot(self)
    }

    /// The Euclidean length.
    pub fn length(self) -> f32 {
        self.length_squared().sqrt()
    }
}

impl Add for Vec2 {
    type Output = Vec2;
    fn add(self, rhs: Vec2) -> Vec2 {
        Vec2::new(self.x + rhs.x, self.y + rhs.y)
    }
}

impl AddAssign for Vec2 {
    fn add_assign(&mut self, rhs: Vec2) {
        *self = *self + rhs;
    }
}

impl Sub for Vec2 {
    type Output = Vec2;
    fn sub(self, rhs: Vec2) -> Vec2 {
        Vec2::new(self.x - rhs.x, self.y - rhs.y)
    }
}

impl SubAssign for Vec2 {
    fn sub_assign(&mut self, rhs: Vec2) {
        *self = *self - rhs;
    }
}

impl Mul<f32> for Vec2 {
    type Output = Vec2;
    fn mul(self, rhs: f32) -> Vec2 {
        Vec2::new(self.x * rhs, self.y * rhs)
    }
}

impl Mul<Vec2> for f32 {
    type Output = Vec2;
    fn mul(self, rhs: Vec2) -> Vec2 {
        rhs * self
    }
}

impl MulAssign<f32> for Vec2 {
    fn mul_assign(&mut self, rhs: f32) {
        *self = *self * rhs;
    }
}

impl Div<f32> for Vec2 {
    type Output = Vec2;
    fn div(self, rhs: f32) -> Vec2 {
        Vec2::new(self.x / rhs, self.y / rhs)
    }
}

impl Neg for Vec2 {
    type Output = Vec2;
    fn neg(self) -> Vec2 {
        Vec2::new(-self.x, -self.y)
    }
}

impl From<[f32; 2]> for Vec2 {
    fn from([x, y]: [f32; 2]) -> Vec2 {
        Vec2::new(x, y)
    }
}

impl From<Vec2> for [f32; 2] {
    fn from(v: Vec2) -> [f32; 2] {
        [v.x, v.y]
    }
}

impl From<(f32, f32)> for Vec2 {
    fn from((x, y): (f32, f32)) -> Vec2 {
        Vec2::new(x, y)
    }
}

impl From<sys::r2d_vec2> for Vec2 {
    fn from(v: sys::r2d_vec2) -> Vec2 {
        Vec2::new(v.x, v.y)
    }
}

impl From<Vec2> for sys::r2d_vec2 {
    fn from(v: Vec2) -> sys::r2d_vec2 {
        sys::r2d_vec2 { x: v.x, y: v.y }
    }
}

/// An axis-aligned bounding box in world coordinates.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Aabb {
    /// The corner with the smallest coordinates.
    pub lower: Vec2,
    /// The corner with the largest coordinates.
    pub upper: Vec2,
}

impl From<sys::r2d_aabb> for Aabb {
    fn from(aabb: sys::r2d_aabb) -> Aabb {
        Aabb { lower: aabb.lower.into(), upper: aabb.upper.into() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operators_follow_the_usual_algebra() {
        let a = Vec2::new(1.5, -2.0);
        let b = Vec2::new(-0.5, 4.0);
        assert_eq!(a + b - b, a);
        assert_eq!(2.0 * a, a * 2.0);
        assert_eq!(a / 2.0, a * 0.5);
        assert_eq!(a.cross(b), -b.cross(a));
        assert_eq!(a.cross(a), 0.0);
        let mut c = a;
        c += b;
        c -= a;
        c *= 3.0;
        assert_eq!(c, b * 3.0);
        assert_eq!(<[f32; 2]>::from(Vec2::from((1.0, 2.0))), [1.0, 2.0]);
        assert_eq!(Vec2::from(sys::r2d_vec2::from(a)), a);
    }
}
