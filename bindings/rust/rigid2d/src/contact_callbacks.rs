//! Contact callbacks: closures that veto contacts from inside
//! [`World::step`].
//!
//! A pair filter is asked when the bounding boxes of two shapes that pass
//! their filters begin to overlap; `false` keeps them from touching until
//! the boxes part and overlap again. Pre-solve is called once per step for
//! each contact of an awake body whose manifold has points, before the
//! solver; `false` disables the contact for that step (a one-way platform
//! keeps only contacts whose normal points up out of it).
//!
//! The world owns the boxed closures and drops them with itself. They run
//! while the world steps, which holds `&mut World`, so they cannot reach
//! the world they veto for: the closure is `'static` and cannot borrow it.
//!
//! ```compile_fail
//! # use rigid2d::{World, WorldDef};
//! let mut world = World::new(&WorldDef::default()).unwrap();
//! let world_ref = &world;
//! world.set_pre_solve(move |_| world_ref.body_count().is_ok());
//! ```
//!
//! Callbacks run on the stepping thread in a deterministic order. A panic
//! in one is caught before it reaches C: the library is told to keep the
//! contact, no further callback of that world runs in that step, and the
//! panic is resumed when the step returns.

use std::any::Any;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};

use rigid2d_sys as sys;

use crate::contact::Contact;
use crate::error::{check, Result};
use crate::ids::ShapeId;
use crate::world::World;

type PairFilter = dyn FnMut(ShapeId, ShapeId) -> bool + Send;
type PreSolve = dyn FnMut(&Contact) -> bool + Send;

/// What the C trampolines of one world reach through their context; boxed,
/// so its address holds while the world moves.
pub(crate) struct ContactCallbacks {
    world: sys::r2d_world_id,
    pair_filter: Option<Box<PairFilter>>,
    pre_solve: Option<Box<PreSolve>>,
    panic: Option<Box<dyn Any + Send>>,
}

impl std::fmt::Debug for ContactCallbacks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ContactCallbacks")
            .field("pair_filter", &self.pair_filter.is_some())
            .field("pre_solve", &self.pre_solve.is_some())
            .finish()
    }
}

impl ContactCallbacks {
    /// Runs `call` unless a callback panicked earlier in this step; a panic
    /// is kept and the contact kept.
    fn run(&mut self, call: impl FnOnce(&mut ContactCallbacks) -> bool) -> bool {
        if self.panic.is_some() {
            return true;
        }
        match panic::catch_unwind(AssertUnwindSafe(|| call(self))) {
            Ok(answer) => answer,
            Err(payload) => {
                self.panic = Some(payload);
                true
            }
        }
    }
}

unsafe extern "C" fn pair_filter_trampoline(
    shape_a: sys::r2d_shape_id,
    shape_b: sys::r2d_shape_id,
    context: *mut c_void,
) -> bool {
    // SAFETY: the context is the world's boxed ContactCallbacks, alive while
    // the world is, and only this call uses it now.
    let callbacks = &mut *context.cast::<ContactCallbacks>();
    callbacks.run(|callbacks| {
        let world = callbacks.world;
        callbacks
            .pair_filter
            .as_mut()
            .map_or(true, |filter| filter(ShapeId::new(world, shape_a), ShapeId::new(world, shape_b)))
    })
}

unsafe extern "C" fn pre_solve_trampoline(contact: *const sys::r2d_contact_data, context: *mut c_void) -> bool {
    // SAFETY: as above; the record is valid for this call.
    let callbacks = &mut *context.cast::<ContactCallbacks>();
    let raw = &*contact;
    callbacks.run(|callbacks| {
        let contact = Contact::new(callbacks.world, raw);
        callbacks.pre_solve.as_mut().map_or(true, |pre_solve| pre_solve(&contact))
    })
}

impl World {
    fn contact_callbacks(&mut self) -> *mut ContactCallbacks {
        let world = self.raw;
        let callbacks = self.contact_callbacks.get_or_insert_with(|| {
            Box::new(ContactCallbacks { world, pair_filter: None, pre_solve: None, panic: None })
        });
        &mut **callbacks
    }

    /// Sets the pair filter: `filter(shape_a, shape_b)` decides whether two
    /// shapes whose boxes begin to overlap may touch. Replaces the last one.
    pub fn set_pair_filter(&mut self, filter: impl FnMut(ShapeId, ShapeId) -> bool + Send + 'static) -> Result<()> {
        let context = self.contact_callbacks();
        // SAFETY: the context outlives the world's use of it: the box is
        // dropped only with the world, after the library destroyed it.
        check(unsafe {
            sys::r2d_world_set_custom_filter_callback(self.raw, Some(pair_filter_trampoline), context.cast())
        })?;
        // SAFETY: the box is alive, and the library is not calling it now.
        unsafe { (*context).pair_filter = Some(Box::new(filter)) };
        Ok(())
    }

    /// Removes the pair filter.
    pub fn clear_pair_filter(&mut self) -> Result<()> {
        // SAFETY: plain values.
        check(unsafe { sys::r2d_world_set_custom_filter_callback(self.raw, None, std::ptr::null_mut()) })?;
        self.drop_callback(|callbacks| callbacks.pair_filter = None);
        Ok(())
    }

    /// Sets pre-solve: `pre_solve(contact)` returns whether the contact acts
    /// in this step. Replaces the last one.
    ///
    /// ```
    /// # use rigid2d::{BodyDef, BodyType, BoxShape, ShapeDef, Vec2, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// let platform_body = world.create_body(&BodyDef { position: Vec2::new(0.0, 2.0), ..Default::default() })?;
    /// let platform = world.create_box(platform_body, &ShapeDef::default(), &BoxShape::new(3.0, 0.1))?;
    /// // One way: keep the platform's contacts whose normal points up out of it.
    /// world.set_pre_solve(move |contact| {
    ///     let upward = if contact.shape_a == platform { contact.normal.y }
    ///                  else if contact.shape_b == platform { -contact.normal.y }
    ///                  else { return true };
    ///     upward > 0.5 && contact.points().iter().all(|p| p.separation > -0.05)
    /// })?;
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn set_pre_solve(&mut self, pre_solve: impl FnMut(&Contact) -> bool + Send + 'static) -> Result<()> {
        let context = self.contact_callbacks();
        // SAFETY: as in set_pair_filter.
        check(unsafe { sys::r2d_world_set_pre_solve_callback(self.raw, Some(pre_solve_trampoline), context.cast()) })?;
        // SAFETY: as in set_pair_filter.
        unsafe { (*context).pre_solve = Some(Box::new(pre_solve)) };
        Ok(())
    }

    /// Removes pre-solve.
    pub fn clear_pre_solve(&mut self) -> Result<()> {
        // SAFETY: plain values.
        check(unsafe { sys::r2d_world_set_pre_solve_callback(self.raw, None, std::ptr::null_mut()) })?;
        self.drop_callback(|callbacks| callbacks.pre_solve = None);
        Ok(())
    }

    /// Drops a closure the library no longer calls.
    fn drop_callback(&mut self, clear: impl FnOnce(&mut ContactCallbacks)) {
        if let Some(callbacks) = self.contact_callbacks.as_mut() {
            clear(callbacks);
        }
    }

    /// Resumes a panic caught in a contact callback or the task system
    /// during the last step.
    pub(crate) fn resume_callback_panic(&mut self) {
        let contact_panic = self.contact_callbacks.as_mut().and_then(|callbacks| callbacks.panic.take());
        let task_panic = self.task_system.as_ref().and_then(|system| system.take_panic());
        if let Some(payload) = contact_panic.or(task_panic) {
            panic::resume_unwind(payload);
        }
    }
}
