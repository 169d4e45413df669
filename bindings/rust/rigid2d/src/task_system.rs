//! A program's own threads for a world's step: [`World::with_task_system`]
//! takes a closure that is handed each parallel stage as a [`Task`] and
//! runs it however it likes (scoped threads, a rayon pool, a game's job
//! system), by calling [`Task::work`] from as many threads as it wants.
//!
//! The binding keeps every promise the library asks of a task system, so
//! no closure can break them: each chunk of a task runs once, concurrent
//! chunks get different worker indices below the world's worker count, and
//! whatever the closure leaves undone runs on the stepping thread when it
//! returns. Results are bit-identical to one worker however the closure
//! schedules the work. A panic in the closure is resumed when the step
//! returns, as for contact callbacks; the step itself completes first.
//!
//! ```
//! use rigid2d::{World, WorldDef};
//!
//! let def = WorldDef { worker_count: 2, ..Default::default() };
//! let mut world = World::with_task_system(&def, |task| {
//!     std::thread::scope(|scope| {
//!         scope.spawn(|| task.work());
//!         task.work();
//!     });
//! })?;
//! world.step(1.0 / 60.0)?;
//! # Ok::<(), rigid2d::Error>(())
//! ```
//!
//! The task cannot escape the closure, so no thread may still run it after
//! the step moved on:
//!
//! ```compile_fail
//! # use rigid2d::{World, WorldDef};
//! let def = WorldDef { worker_count: 2, ..Default::default() };
//! let world = World::with_task_system(&def, |task| {
//!     std::thread::spawn(move || task.work());
//! });
//! ```

use std::any::Any;
use std::ffi::c_void;
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicI32, AtomicU64, Ordering};
use std::sync::Mutex;

use rigid2d_sys as sys;

use crate::defs::WorldDef;
use crate::error::Result;
use crate::ffi::read;
use crate::world::World;

type RunTask = dyn Fn(&Task) + Send + Sync;

/// One parallel stage of a step: items `0..item_count()` in chunks that
/// [`Task::work`] hands out, each once, to whichever thread asks next.
pub struct Task {
    function: unsafe extern "C" fn(i32, i32, u32, *mut c_void),
    context: *mut c_void,
    item_count: i32,
    chunk: i32,
    next_item: AtomicI32,
    /// Bit i set while some thread works as worker i.
    busy_workers: AtomicU64,
    worker_count: u32,
}

// SAFETY: the library lets a task's ranges run on any threads at once as
// long as concurrent ranges have different worker indices, which `work`
// guarantees; the context pointer is only passed back to the library.
unsafe impl Sync for Task {}

impl Task {
    /// How many items the stage has.
    pub fn item_count(&self) -> usize {
        self.item_count as usize
    }

    /// Runs chunks of the task until none is left, then returns. Call it
    /// from as many threads at once as you like: at most the world's
    /// worker count of them work at a time, and the others return at once.
    pub fn work(&self) {
        let Some(worker) = self.claim_worker() else { return };
        loop {
            let start = self.next_item.fetch_add(self.chunk, Ordering::Relaxed);
            if start >= self.item_count {
                break;
            }
            let end = self.item_count.min(start.saturating_add(self.chunk));
            // SAFETY: [start, end) is a chunk no other call runs, inside
            // the task's items, and `worker` is held by this call alone.
            unsafe { (self.function)(start, end, worker, self.context) };
        }
        self.busy_workers.fetch_and(!(1u64 << worker), Ordering::Release);
    }

    fn claim_worker(&self) -> Option<u32> {
        let mut busy = self.busy_workers.load(Ordering::Acquire);
        loop {
            let worker = (!busy).trailing_zeros();
            if worker >= self.worker_count {
                return None;
            }
            match self.busy_workers.compare_exchange_weak(
                busy,
                busy | (1u64 << worker),
                Ordering::Acquire,
                Ordering::Acquire,
            ) {
                Ok(_) => return Some(worker),
                Err(now) => busy = now,
            }
        }
    }
}

/// What the trampoline reaches through the world def's user context; boxed,
/// so its address holds while the world moves.
pub(crate) struct TaskSystem {
    run: Box<RunTask>,
    worker_count: u32,
    /// Set (1) once the closure panicked in this step; the payload waits in
    /// `panic` for the step to return.
    panicked: AtomicI32,
    panic: Mutex<Option<Box<dyn Any + Send>>>,
}

impl std::fmt::Debug for TaskSystem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TaskSystem").field("worker_count", &self.worker_count).finish()
    }
}

impl TaskSystem {
    pub(crate) fn take_panic(&self) -> Option<Box<dyn Any + Send>> {
        self.panicked.store(0, Ordering::Relaxed);
        self.panic.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take()
    }
}

unsafe extern "C" fn enqueue_trampoline(
    function: sys::r2d_task_fn,
    item_count: i32,
    min_range: i32,
    task_context: *mut c_void,
    user_context: *mut c_void,
) -> *mut c_void {
    // SAFETY: the user context is the world's boxed TaskSystem, alive while
    // the world is.
    let system = &*user_context.cast::<TaskSystem>();
    let Some(function) = function else { return std::ptr::null_mut() };
    let task = Task {
        function,
        context: task_context,
        item_count,
        chunk: min_range.max(1),
        next_item: AtomicI32::new(0),
        busy_workers: AtomicU64::new(0),
        worker_count: system.worker_count,
    };
    // After a panic the rest of the step runs here, on this thread.
    if system.panicked.load(Ordering::Relaxed) == 0 {
        if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| (system.run)(&task))) {
            system.panicked.store(1, Ordering::Relaxed);
            *system.panic.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(payload);
        }
    }
    // Whatever the closure left undone; the null handle tells the library
    // the task has run.
    task.work();
    std::ptr::null_mut()
}

unsafe extern "C" fn finish_trampoline(_task: *mut c_void, _user_context: *mut c_void) {}

impl World {
    /// Creates a world whose step runs its parallel stages through `run`,
    /// on the program's own threads instead of threads the world starts;
    /// see the [module documentation](crate::task_system). `def.worker_count`
    /// (1..=64) bounds how many threads work on a stage at once.
    ///
    /// Fails as [`World::new`] does.
    pub fn with_task_system(def: &WorldDef, run: impl Fn(&Task) + Send + Sync + 'static) -> Result<World> {
        // The library refuses a count outside 1..=64 before any task runs.
        let worker_count = def.worker_count.clamp(1, 64) as u32;
        let system = Box::new(TaskSystem {
            run: Box::new(run),
            worker_count,
            panicked: AtomicI32::new(0),
            panic: Mutex::new(None),
        });
        let mut raw_def = def.to_raw();
        raw_def.enqueue_task = Some(enqueue_trampoline);
        raw_def.finish_task = Some(finish_trampoline);
        raw_def.user_task_context = (&*system as *const TaskSystem).cast_mut().cast();
        // SAFETY: both pointers are valid for the call; the boxed system
        // outlives the world, which drops it only after destroying it.
        let raw = read(|out| unsafe { sys::r2d_world_create(&raw_def, out) })?;
        let mut world = World::from_raw(raw);
        world.task_system = Some(system);
        Ok(world)
    }
}
