//! Step profiles: where the world's last step spent its time.

use rigid2d_sys as sys;

use crate::error::Result;
use crate::ffi::read;
use crate::world::World;

/// Milliseconds of wall time of each stage of the world's last step
/// (`r2d_step_profile`), in the order the stages run.
///
/// Timing only: no result of the simulation depends on it, and snapshots
/// and serialization leave it out. All fields are zero before the first
/// step; a step that fails keeps the profile of the one before. With
/// workers a stage lasts until all its work is done, so comparing a
/// world's profile at 1 and at 2 [workers](crate::WorldDef::worker_count)
/// shows which stages gain from them.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct StepProfile {
    /// The whole step, ms: the stages below and the little between them.
    pub step: f32,
    /// The broadphase, ms: new pairs of moved shapes become contacts (the pair filter runs here).
    pub pairs: f32,
    /// Contact manifolds, pre-solve callbacks and touch events, ms.
    pub collide: f32,
    /// Awake bodies gathered and contact and joint constraints built and coloured, ms.
    pub prepare: f32,
    /// The solver's sub-steps, ms: integration, warm start, solve and relax.
    pub substeps: f32,
    /// Restitution, impulses kept for the next step and hit events, ms.
    pub store: f32,
    /// Transforms, bounding boxes and broadphase moves, ms.
    pub finalize: f32,
    /// Sweeps of fast bodies (continuous collision), ms.
    pub continuous: f32,
    /// Islands that rested long enough falling asleep, ms.
    pub sleep: f32,
    /// Sensor overlaps and their events, ms.
    pub sensors: f32,
}

impl From<sys::r2d_step_profile> for StepProfile {
    fn from(raw: sys::r2d_step_profile) -> StepProfile {
        StepProfile {
            step: raw.step,
            pairs: raw.pairs,
            collide: raw.collide,
            prepare: raw.prepare,
            substeps: raw.substeps,
            store: raw.store,
            finalize: raw.finalize,
            continuous: raw.continuous,
            sleep: raw.sleep,
            sensors: raw.sensors,
        }
    }
}

impl World {
    /// Where the last step spent its time; see [`StepProfile`]. Fails with
    /// `Locked` inside a callback of a step.
    ///
    /// ```
    /// # use rigid2d::{StepProfile, World, WorldDef};
    /// let mut world = World::new(&WorldDef::default())?;
    /// assert_eq!(world.profile()?, StepProfile::default());
    /// world.step(1.0 / 60.0)?;
    /// let profile = world.profile()?;
    /// assert!(profile.step >= profile.substeps);
    /// # Ok::<(), rigid2d::Error>(())
    /// ```
    pub fn profile(&self) -> Result<StepProfile> {
        // SAFETY: the out pointer is valid for the call.
        read(|out| unsafe { sys::r2d_world_get_profile(self.raw, out) }).map(StepProfile::from)
    }
}

#[cfg(test)]
mod tests {
    use std::mem::ManuallyDrop;

    use super::*;
    use crate::error::{check, ErrorKind};

    /// A `World` owns its handle, so the safe API cannot reach a destroyed
    /// one; this wraps a handle the library has already destroyed to show
    /// `profile` reports the library's `InvalidId`.
    #[test]
    fn a_destroyed_world_is_an_invalid_id() {
        // SAFETY: plain values; the out pointers are valid for the calls.
        let def = unsafe { sys::r2d_world_def_default() };
        let mut raw = sys::r2d_world_id::default();
        check(unsafe { sys::r2d_world_create(&def, &mut raw) }).unwrap();
        check(unsafe { sys::r2d_world_step(raw, 1.0 / 60.0) }).unwrap();
        check(unsafe { sys::r2d_world_destroy(raw) }).unwrap();
        // Not dropped: dropping would destroy the handle a second time.
        let stale = ManuallyDrop::new(World::from_raw(raw));
        let err = stale.profile().unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidId);
        assert!(!err.message().is_empty());
    }

    /// The library's null-pointer check, which the safe API never reaches.
    #[test]
    fn a_null_out_pointer_is_refused() {
        let world = World::new(&crate::WorldDef::default()).unwrap();
        // SAFETY: a null out pointer is what is being tested; the library checks it.
        let status = unsafe { sys::r2d_world_get_profile(world.raw, std::ptr::null_mut()) };
        assert_eq!(check(status).unwrap_err().kind(), ErrorKind::NullPointer);
    }
}
