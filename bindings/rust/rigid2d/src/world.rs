//! `World`: the owner of a simulation and the door to everything in it.

use std::cell::Cell;
use std::marker::PhantomData;

use rigid2d_sys as sys;

use crate::contact_callbacks::ContactCallbacks;
use crate::defs::WorldDef;
use crate::error::{check, Result};
use crate::ffi::{read, read_array, read_count};
use crate::ids::BodyId;
use crate::math::Vec2;
use crate::task_system::TaskSystem;

/// A simulation: bodies, their shapes and the contacts between them.
///
/// The world owns its C handle and destroys it, with every body and shape,
/// when dropped. Bodies and shapes are named by [`BodyId`] and
/// [`ShapeId`](crate::ShapeId) values, and every operation on them goes
/// through the world that made them, so ids may outlive it: afterwards they
/// are refused, never undefined behaviour.
///
/// `World` is [`Send`] but not [`Sync`]. The library lets different worlds
/// run on different threads at once, but one world must never be used by
/// two threads at the same time; a world may move to another thread, but
/// `&World` cannot be shared between threads.
///
/// ```
/// use rigid2d::{BodyDef, BodyType, BoxShape, ShapeDef, Vec2, World, WorldDef};
///
/// let mut world = World::new(&WorldDef::default())?;
/// let ground = world.create_body(&BodyDef::default())?;
/// world.create_box(ground, &ShapeDef::default(), &BoxShape::new(10.0, 0.5))?;
///
/// let def = BodyDef { body_type: BodyType::Dynamic, position: Vec2::new(0.0, 4.0), ..Default::default() };
/// let crate_body = world.create_body(&def)?;
/// world.create_box(crate_body, &ShapeDef::default(), &BoxShape::new(0.5, 0.5))?;
///
/// for _ in 0..120 {
///     world.step(1.0 / 60.0)?;
/// }
/// // The crate rests on the ground: its centre half a metre above y = 0.5.
/// assert!((world.body_position(crate_body)?.y - 1.0).abs() < 0.05);
/// # Ok::<(), rigid2d::Error>(())
/// ```
///
/// Sharing a world between threads does not compile:
///
/// ```compile_fail
/// fn shared<T: Sync>() {}
/// shared::<rigid2d::World>();
/// ```
#[derive(Debug)]
pub struct World {
    pub(crate) raw: sys::r2d_world_id,
    /// `Cell` is `Send` and not `Sync`, which is what a world is.
    _not_sync: PhantomData<Cell<()>>,
    /// The pair filter and pre-solve closures, dropped after the world.
    pub(crate) contact_callbacks: Option<Box<ContactCallbacks>>,
    /// The closure of [`World::with_task_system`], dropped after the world.
    pub(crate) task_system: Option<Box<TaskSystem>>,
}

impl World {
    /// Creates a world.
    ///
    /// Fails with `InvalidNumber` or `OutOfRange` for bad settings and
    /// `Capacity` when too many worlds are alive.
    pub fn new(def: &WorldDef) -> Result<World> {
        let raw_def = def.to_raw();
        // SAFETY: both pointers are valid for the call.
        let raw = read(|out| unsafe { sys::r2d_world_create(&raw_def, out) })?;
        Ok(World::from_raw(raw))
    }

    /// Owns a world the library has just made.
    pub(crate) fn from_raw(raw: sys::r2d_world_id) -> World {
        World { raw, _not_sync: PhantomData, contact_callbacks: None, task_system: None }
    }

    /// Advances the world by `time_step` seconds (finite, > 0, at most 1).
    /// A panic in a contact callback or the task system is resumed here
    /// once the step is done.
    ///
    /// ```
    /// # use rigid2d::{World, WorldDef, ErrorKind};
    /// let mut world = World::new(&WorldDef::default())?;
    /// world.step(1.0 / 60.0)?;
    /// assert_eq!(world.step(-1.0).unwrap_err().kind(), ErrorKind::OutOfRange);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn step(&mut self, time_step: f32) -> Result<()> {
        // SAFETY: plain values.
        let status = unsafe { sys::r2d_world_step(self.raw, time_step) };
        self.resume_callback_panic();
        check(status)
    }

    /// How many threads share this world's step ([`WorldDef::worker_count`]).
    pub fn worker_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_worker_count(self.raw, out) })
    }

    /// Gravity, m/s².
    pub fn gravity(&self) -> Result<Vec2> {
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_world_get_gravity(self.raw, out) }).map(Vec2::from)
    }

    /// Sets gravity, m/s².
    ///
    /// ```
    /// # use rigid2d::{Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// world.set_gravity(Vec2::new(0.0, -1.62))?;
    /// assert_eq!(world.gravity()?, Vec2::new(0.0, -1.62));
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn set_gravity(&mut self, gravity: Vec2) -> Result<()> {
        // SAFETY: plain values.
        check(unsafe { sys::r2d_world_set_gravity(self.raw, gravity.into()) })
    }

    /// Sets the solver sub-steps per step, 1..=64.
    pub fn set_substep_count(&mut self, substep_count: i32) -> Result<()> {
        // SAFETY: plain values.
        check(unsafe { sys::r2d_world_set_substep_count(self.raw, substep_count) })
    }

    /// Turns sleeping on or off; turning it off wakes every body.
    pub fn enable_sleeping(&mut self, enable: bool) -> Result<()> {
        // SAFETY: plain values.
        check(unsafe { sys::r2d_world_enable_sleeping(self.raw, enable) })
    }

    /// How many bodies the world has.
    pub fn body_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_body_count(self.raw, out) })
    }

    /// How many bodies are awake.
    pub fn awake_body_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_awake_body_count(self.raw, out) })
    }

    /// How many shapes the world has.
    pub fn shape_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_shape_count(self.raw, out) })
    }

    /// How many contacts touch (have at least one manifold point).
    pub fn contact_count(&self) -> Result<usize> {
        // SAFETY: the out pointer is valid for the call.
        read_count(|out| unsafe { sys::r2d_world_get_contact_count(self.raw, out) })
    }

    /// Every body, in the order the bulk state calls use
    /// ([`World::body_states`]).
    pub fn bodies(&self) -> Result<Vec<BodyId>> {
        let raw = read_array(self.body_count()?, |out, capacity, copied| {
            // SAFETY: `out` holds `capacity` ids.
            unsafe { sys::r2d_world_get_bodies(self.raw, out, capacity, copied) }
        })?;
        Ok(raw.into_iter().map(|body| BodyId::new(self.raw, body)).collect())
    }
}

impl Drop for World {
    fn drop(&mut self) {
        // Destroying can only fail for a stale id or a locked world, and a
        // world owned here is neither: nothing to report.
        // SAFETY: plain values.
        let _ = unsafe { sys::r2d_world_destroy(self.raw) };
    }
}

/// Steps every world by `time_step` seconds, spread over `thread_count`
/// threads (1..=64: this one and `thread_count - 1` started for the call),
/// for many small worlds as reinforcement learning steps them. Each world
/// ends as its own [`World::step`] would leave it, whatever the thread
/// count. A panic in a contact callback or a task system is resumed once
/// all have stepped.
///
/// ```
/// # use rigid2d::{World, WorldDef, step_all};
/// let mut worlds: Vec<World> = (0..8).map(|_| World::new(&WorldDef::default())).collect::<Result<_, _>>()?;
/// step_all(&mut worlds, 1.0 / 60.0, 2)?;
/// # Ok::<(), rigid2d::Error>(())
/// ```
pub fn step_all(worlds: &mut [World], time_step: f32, thread_count: i32) -> Result<()> {
    let raws: Vec<sys::r2d_world_id> = worlds.iter().map(|world| world.raw).collect();
    let count = i32::try_from(raws.len()).unwrap_or(i32::MAX);
    // SAFETY: raws holds count ids and outlives the call; the exclusive
    // borrow of every world keeps other threads off them meanwhile.
    let status = unsafe { sys::r2d_worlds_step(raws.as_ptr(), count, time_step, thread_count) };
    for world in worlds.iter_mut() {
        world.resume_callback_panic();
    }
    check(status)
}
