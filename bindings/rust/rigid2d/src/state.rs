//! Bulk state: every body's position and velocity in one call, straight
//! into the caller's slices.

use std::ptr;

use rigid2d_sys as sys;

use crate::error::{check, Error, ErrorKind, Result};
use crate::ffi::{capacity, read_count};
use crate::ids::BodyId;
use crate::math::Vec2;
use crate::world::World;

/// The slices [`World::body_states`] fills, one element per body in the
/// order of [`World::bodies`]. A part left `None` is skipped.
#[derive(Debug, Default)]
pub struct BodyStates<'a> {
    /// Body origins, m.
    pub positions: Option<&'a mut [Vec2]>,
    /// Rotations, rad.
    pub angles: Option<&'a mut [f32]>,
    /// Velocities of the centres of mass, m/s.
    pub linear_velocities: Option<&'a mut [Vec2]>,
    /// Angular velocities, rad/s.
    pub angular_velocities: Option<&'a mut [f32]>,
}

impl World {
    /// Copies the state of as many bodies as the shortest given slice holds
    /// and returns how many were copied.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyStates, BodyType, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// for x in [0.0, 2.0, 4.0] {
    ///     world.create_body(&BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(x, 0.0), ..Default::default() })?;
    /// }
    /// let mut positions = vec![Vec2::ZERO; world.body_count()?];
    /// let mut angles = vec![0.0; positions.len()];
    /// let copied = world.body_states(BodyStates {
    ///     positions: Some(&mut positions),
    ///     angles: Some(&mut angles),
    ///     ..Default::default()
    /// })?;
    /// assert_eq!(copied, 3);
    /// assert_eq!(positions[2], Vec2::new(4.0, 0.0));
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn body_states(&self, mut out: BodyStates<'_>) -> Result<usize> {
        let lengths = [
            out.positions.as_deref().map(<[Vec2]>::len),
            out.angles.as_deref().map(<[f32]>::len),
            out.linear_velocities.as_deref().map(<[Vec2]>::len),
            out.angular_velocities.as_deref().map(<[f32]>::len),
        ];
        let len = lengths.into_iter().flatten().min().unwrap_or(0);
        read_count(|copied| {
            // SAFETY: every non-null array holds at least `len` elements;
            // Vec2 is laid out as r2d_vec2.
            unsafe {
                sys::r2d_world_get_body_states(
                    self.raw,
                    out_ptr(&mut out.positions),
                    out_ptr(&mut out.angles),
                    out_ptr(&mut out.linear_velocities),
                    out_ptr(&mut out.angular_velocities),
                    capacity(len),
                    copied,
                )
            }
        })
    }

    /// Copies every body's position into `out`, as many as fit; returns
    /// how many were copied.
    pub fn body_positions(&self, out: &mut [Vec2]) -> Result<usize> {
        self.body_states(BodyStates { positions: Some(out), ..Default::default() })
    }

    /// Sets the velocities of `bodies`; `linear` and `angular`, when given,
    /// have one element per body. Everything is checked first: on any error
    /// nothing changes. Static bodies are refused with `InvalidOperation`,
    /// slices of other lengths with `InvalidArgument`.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let def = BodyDef { body_type: BodyType::Kinematic, ..Default::default() };
    /// let bodies = [world.create_body(&def)?, world.create_body(&def)?];
    /// world.set_body_velocities(&bodies, Some(&[Vec2::new(1.0, 0.0), Vec2::new(0.0, 1.0)]), None)?;
    /// assert_eq!(world.body_linear_velocity(bodies[1])?, Vec2::new(0.0, 1.0));
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn set_body_velocities(
        &mut self,
        bodies: &[BodyId],
        linear: Option<&[Vec2]>,
        angular: Option<&[f32]>,
    ) -> Result<()> {
        let lengths = [linear.map(<[Vec2]>::len), angular.map(<[f32]>::len)];
        if lengths.into_iter().flatten().any(|len| len != bodies.len()) {
            return Err(Error::new(
                ErrorKind::InvalidArgument,
                format!("velocities must have one element per body ({} bodies)", bodies.len()),
            ));
        }
        let raw_bodies = bodies.iter().map(|body| body.raw_in(self.raw)).collect::<Result<Vec<_>>>()?;
        // SAFETY: every non-null array holds `bodies.len()` elements.
        check(unsafe {
            sys::r2d_world_set_body_velocities(
                self.raw,
                raw_bodies.as_ptr(),
                in_ptr(linear),
                in_ptr(angular),
                capacity(raw_bodies.len()),
            )
        })
    }
}

/// Element types whose slices the library reads and writes as C arrays of
/// `C`: the layouts are the same (see the assertion next to `Vec2`).
trait CArray {
    type C;
}

impl CArray for Vec2 {
    type C = sys::r2d_vec2;
}

impl CArray for f32 {
    type C = f32;
}

/// An optional output slice as a C array pointer, null when absent.
fn out_ptr<T: CArray>(part: &mut Option<&mut [T]>) -> *mut T::C {
    part.as_deref_mut().map_or(ptr::null_mut(), |slice| slice.as_mut_ptr().cast())
}

/// An optional input slice as a C array pointer, null when absent.
fn in_ptr<T: CArray>(part: Option<&[T]>) -> *const T::C {
    part.map_or(ptr::null(), |slice| slice.as_ptr().cast())
}
