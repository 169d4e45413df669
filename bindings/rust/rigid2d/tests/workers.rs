//! Workers: one world's step on several threads, and many worlds stepped
//! at once, all bit-identical to one thread.

mod common;

use common::{assert_kind, crate_box, ground, run, snapshot_and_rerun, state_bits};
use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use rigid2d::{step_all, ErrorKind, ShapeDef, Task, Vec2, World, WorldDef};

/// A wall of 1,200 boxes: two solver tiles and constraints shared between them.
fn wall(worker_count: i32) -> World {
    build_wall(World::new(&WorldDef { worker_count, ..Default::default() }).unwrap())
}

fn build_wall(mut world: World) -> World {
    ground(&mut world, &ShapeDef::default());
    for row in 0..40 {
        for column in 0..30 {
            crate_box(&mut world, Vec2::new(column as f32 * 1.02 - 15.0, 0.5 + row as f32), 0.5);
        }
    }
    world
}

#[test]
fn any_worker_count_gives_the_same_bits() {
    let mut one = wall(1);
    run(&mut one, 60);
    for workers in [2, 3, 8] {
        let mut spread = wall(workers);
        assert_eq!(spread.worker_count().unwrap(), workers as usize);
        run(&mut spread, 60);
        assert!(state_bits(&spread) == state_bits(&one), "{workers} workers differ from 1");
    }
}

/// A snapshot is copied in pieces across the workers: the same bytes at
/// any worker count but for the world tag (bytes 16 to 23), and a restore
/// that steps on as the original did.
#[test]
fn snapshots_are_the_same_bytes_at_any_worker_count() {
    let saved_and_rerun = |workers: i32| {
        let mut world = wall(workers);
        run(&mut world, 30);
        let snapshot = snapshot_and_rerun(&mut world, 30, &format!("{workers} workers"));
        [&snapshot[..16], &snapshot[24..]].concat()
    };
    let one = saved_and_rerun(1);
    assert!(one.len() > 3 * 256 * 1024, "several pieces");
    for workers in [2, 3] {
        assert!(saved_and_rerun(workers) == one, "{workers} workers saved other bytes");
    }
}

#[test]
fn bad_worker_counts_are_refused() {
    for bad in [0, -1, 65] {
        assert_kind(World::new(&WorldDef { worker_count: bad, ..Default::default() }), ErrorKind::OutOfRange);
    }
    assert_eq!(WorldDef::default().worker_count, 1);
}

fn small_world(offset: f32) -> World {
    let mut world = World::new(&WorldDef::default()).unwrap();
    ground(&mut world, &ShapeDef::default());
    for i in 0..8 {
        crate_box(&mut world, Vec2::new(offset + 0.3 * i as f32, 1.0 + 1.1 * i as f32), 0.5);
    }
    world
}

#[test]
fn step_all_equals_stepping_each_alone() {
    let alone: Vec<Vec<u32>> = (0..16)
        .map(|i| {
            let mut world = small_world(0.05 * i as f32);
            run(&mut world, 90);
            state_bits(&world)
        })
        .collect();
    for threads in [1, 2, 4] {
        let mut worlds: Vec<World> = (0..16).map(|i| small_world(0.05 * i as f32)).collect();
        for _ in 0..90 {
            step_all(&mut worlds, 1.0 / 60.0, threads).unwrap();
        }
        let batch: Vec<Vec<u32>> = worlds.iter().map(state_bits).collect();
        assert!(batch == alone, "{threads} threads differ from stepping alone");
    }
}

#[test]
fn bad_batches_step_nothing() {
    let mut worlds: Vec<World> = (0..3).map(|i| small_world(i as f32)).collect();
    let before: Vec<Vec<u32>> = worlds.iter().map(state_bits).collect();
    assert_kind(step_all(&mut worlds, 0.0, 2), ErrorKind::OutOfRange);
    assert_kind(step_all(&mut worlds, f32::NAN, 2), ErrorKind::InvalidNumber);
    assert_kind(step_all(&mut worlds, 1.0 / 60.0, 0), ErrorKind::OutOfRange);
    assert_kind(step_all(&mut worlds, 1.0 / 60.0, 65), ErrorKind::OutOfRange);
    let after: Vec<Vec<u32>> = worlds.iter().map(state_bits).collect();
    assert!(after == before);
    step_all(&mut [], 1.0 / 60.0, 2).unwrap();
}

/// A wall whose step runs through `run` with `worker_count` workers.
fn wall_on(worker_count: i32, run: impl Fn(&Task) + Send + Sync + 'static) -> World {
    build_wall(World::with_task_system(&WorldDef { worker_count, ..Default::default() }, run).unwrap())
}

#[test]
fn task_systems_give_the_same_bits_as_one_worker() {
    let mut one = wall(1);
    run(&mut one, 60);
    let tasks = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&tasks);
    // Four workers on scoped threads, each taking chunks until none is left.
    let mut scoped = wall_on(4, move |task| {
        counted.fetch_add(1, Ordering::Relaxed);
        std::thread::scope(|scope| {
            for _ in 0..3 {
                scope.spawn(|| task.work());
            }
            task.work();
        });
    });
    run(&mut scoped, 60);
    assert!(state_bits(&scoped) == state_bits(&one), "scoped threads differ from one worker");
    assert!(tasks.load(Ordering::Relaxed) >= 60, "the step ran {} tasks", tasks.load(Ordering::Relaxed));
    // More threads than workers: the extra ones find no worker free.
    let mut crowded = wall_on(2, |task| {
        std::thread::scope(|scope| {
            for _ in 0..8 {
                scope.spawn(|| task.work());
            }
        });
    });
    run(&mut crowded, 60);
    assert!(state_bits(&crowded) == state_bits(&one), "eight threads on two workers differ");
    // A closure that runs nothing: the binding runs the task when it returns.
    let mut idle = wall_on(3, |_| {});
    run(&mut idle, 60);
    assert!(state_bits(&idle) == state_bits(&one), "an idle task system differs");
}

#[test]
fn a_panicking_task_system_finishes_the_step_and_resumes_the_panic() {
    let mut one = wall(1);
    run(&mut one, 2);
    let mut world = wall_on(2, |task| {
        task.work();
        panic!("task system failed");
    });
    for _ in 0..2 {
        let caught = panic::catch_unwind(AssertUnwindSafe(|| world.step(1.0 / 60.0)));
        let payload = caught.expect_err("the panic reaches the caller");
        assert_eq!(payload.downcast_ref::<&str>(), Some(&"task system failed"));
    }
    assert!(state_bits(&world) == state_bits(&one), "the steps were not completed");
}

#[test]
fn task_systems_refuse_bad_worker_counts() {
    for bad in [0, -1, 65] {
        let def = WorldDef { worker_count: bad, ..Default::default() };
        assert_kind(World::with_task_system(&def, |task| task.work()), ErrorKind::OutOfRange);
    }
}
