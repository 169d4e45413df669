//! Bodies: created, read and moved through their world.

use rigid2d_sys as sys;

use crate::defs::{BodyDef, BodyType};
use crate::error::{check, Result};
use crate::ffi::{read, read_array, read_count};
use crate::ids::{BodyId, ShapeId};
use crate::math::Vec2;
use crate::world::World;

/// Every body call fails with `WrongWorld` for an id of another world and
/// `InvalidId` for a destroyed body.
impl World {
    /// Creates a body; it has no mass until a shape with density is added.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 4.0), ..Default::default() };
    /// let body = world.create_body(&def)?;
    /// assert_eq!(world.body_position(body)?, Vec2::new(0.0, 4.0));
    /// assert_eq!(world.body_type(body)?, BodyType::Dynamic);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn create_body(&mut self, def: &BodyDef) -> Result<BodyId> {
        let raw_def = def.to_raw();
        // SAFETY: both pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_body_create(self.raw, &raw_def, out) })?;
        Ok(BodyId::new(self.raw, raw))
    }

    /// Destroys a body with its shapes and contacts; the id goes stale.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, ErrorKind, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// world.destroy_body(body)?;
    /// assert_eq!(world.body_position(body).unwrap_err().kind(), ErrorKind::InvalidId);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn destroy_body(&mut self, body: BodyId) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_destroy(raw) })
    }

    /// Whether `body` names a live body of this world.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef::default())?;
    /// assert!(world.is_valid_body(body));
    /// world.destroy_body(body)?;
    /// assert!(!world.is_valid_body(body));
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn is_valid_body(&self, body: BodyId) -> bool {
        let Ok(raw) = body.raw_in(self.raw) else {
            return false;
        };
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_world(raw, out) }).is_ok_and(|world| world.bits == self.raw.bits)
    }

    /// Static, kinematic or dynamic.
    pub fn body_type(&self, body: BodyId) -> Result<BodyType> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_type(raw, out) }).and_then(BodyType::from_raw)
    }

    /// Position of the body origin, m.
    pub fn body_position(&self, body: BodyId) -> Result<Vec2> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_position(raw, out) }).map(Vec2::from)
    }

    /// Rotation, rad.
    pub fn body_angle(&self, body: BodyId) -> Result<f32> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_angle(raw, out) })
    }

    /// Teleports the body and wakes it.
    pub fn set_body_transform(&mut self, body: BodyId, position: Vec2, angle: f32) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_transform(raw, position.into(), angle) })
    }

    /// Velocity of the centre of mass, m/s.
    pub fn body_linear_velocity(&self, body: BodyId) -> Result<Vec2> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_linear_velocity(raw, out) }).map(Vec2::from)
    }

    /// Sets the velocity of the centre of mass, m/s; a non-zero one wakes
    /// the body. Static bodies refuse with `InvalidOperation`.
    pub fn set_body_linear_velocity(&mut self, body: BodyId, velocity: Vec2) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_linear_velocity(raw, velocity.into()) })
    }

    /// Angular velocity, rad/s.
    pub fn body_angular_velocity(&self, body: BodyId) -> Result<f32> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_angular_velocity(raw, out) })
    }

    /// Sets the angular velocity, rad/s; static bodies refuse.
    pub fn set_body_angular_velocity(&mut self, body: BodyId, velocity: f32) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_angular_velocity(raw, velocity) })
    }

    /// Applies a force (N) at a world point during the next step. Only
    /// dynamic bodies are affected; with `wake` false a sleeping body is
    /// left alone.
    pub fn apply_force(&mut self, body: BodyId, force: Vec2, point: Vec2, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_force(raw, force.into(), point.into(), wake) })
    }

    /// Applies a force (N) at the centre of mass during the next step.
    pub fn apply_force_to_center(&mut self, body: BodyId, force: Vec2, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_force_to_center(raw, force.into(), wake) })
    }

    /// Applies a torque (N m) during the next step.
    pub fn apply_torque(&mut self, body: BodyId, torque: f32, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_torque(raw, torque, wake) })
    }

    /// Changes the velocity at once by an impulse (N s) at a world point.
    pub fn apply_linear_impulse(&mut self, body: BodyId, impulse: Vec2, point: Vec2, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_linear_impulse(raw, impulse.into(), point.into(), wake) })
    }

    /// Changes the velocity at once by an impulse (N s) at the centre of
    /// mass.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, Circle, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let body = world.create_body(&BodyDef { body_type: BodyType::Dynamic, ..Default::default() })?;
    /// world.create_circle(body, &ShapeDef::default(), &Circle { center: Vec2::ZERO, radius: 0.5 })?;
    /// let mass = world.body_mass(body)?;
    /// world.apply_linear_impulse_to_center(body, Vec2::new(2.0 * mass, 0.0), true)?;
    /// assert!((world.body_linear_velocity(body)?.x - 2.0).abs() < 1e-5);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn apply_linear_impulse_to_center(&mut self, body: BodyId, impulse: Vec2, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_linear_impulse_to_center(raw, impulse.into(), wake) })
    }

    /// Changes the angular velocity at once by an impulse (N m s).
    pub fn apply_angular_impulse(&mut self, body: BodyId, impulse: f32, wake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_apply_angular_impulse(raw, impulse, wake) })
    }

    /// Mass from the shapes' densities, kg; 0 for static and kinematic
    /// bodies.
    pub fn body_mass(&self, body: BodyId) -> Result<f32> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_mass(raw, out) })
    }

    /// Rotational inertia about the centre of mass, kg m².
    pub fn body_rotational_inertia(&self, body: BodyId) -> Result<f32> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_rotational_inertia(raw, out) })
    }

    /// Centre of mass in body coordinates.
    pub fn body_local_center_of_mass(&self, body: BodyId) -> Result<Vec2> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_local_center_of_mass(raw, out) }).map(Vec2::from)
    }

    /// Centre of mass in world coordinates.
    pub fn body_world_center_of_mass(&self, body: BodyId) -> Result<Vec2> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_world_center_of_mass(raw, out) }).map(Vec2::from)
    }

    /// Whether the body is awake.
    pub fn body_is_awake(&self, body: BodyId) -> Result<bool> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_is_awake(raw, out) })
    }

    /// Wakes (true) or puts to sleep (false) the body's whole island.
    pub fn set_body_awake(&mut self, body: BodyId, awake: bool) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_awake(raw, awake) })
    }

    /// The caller's value stored with the body.
    pub fn body_user_data(&self, body: BodyId) -> Result<u64> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_body_get_user_data(raw, out) })
    }

    /// Stores a value of the caller's with the body.
    pub fn set_body_user_data(&mut self, body: BodyId, user_data: u64) -> Result<()> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: plain values.
        check(unsafe { sys::r2d_body_set_user_data(raw, user_data) })
    }

    /// The body's shapes.
    pub fn body_shapes(&self, body: BodyId) -> Result<Vec<ShapeId>> {
        let raw = body.raw_in(self.raw)?;
        // SAFETY: the out pointer is valid for the call.
        let count = read_count(|out| unsafe { sys::r2d_body_get_shape_count(raw, out) })?;
        let shapes = read_array(count, |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` ids.
            unsafe { sys::r2d_body_get_shapes(raw, out, capacity, copied) }
        })?;
        Ok(shapes.into_iter().map(|shape| ShapeId::new(self.raw, shape)).collect())
    }
}
