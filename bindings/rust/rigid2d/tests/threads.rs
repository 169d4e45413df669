//! A `World` is `Send`: worlds step on different threads at once, and a
//! world moved to another thread keeps working.

mod common;

use std::thread;

use common::{crate_box, ground, run, world};
use rigid2d::{ShapeDef, Vec2, World};

/// A small pile of boxes falling on the ground.
fn pile() -> World {
    let mut world = world();
    ground(&mut world, &ShapeDef::default());
    for i in 0..12 {
        crate_box(&mut world, Vec2::new((i % 3) as f32 * 0.7 - 0.7, 1.0 + i as f32 * 1.1), 0.4);
    }
    world
}

fn positions(world: &World) -> Vec<Vec2> {
    let mut out = vec![Vec2::ZERO; world.body_count().unwrap()];
    assert_eq!(world.body_positions(&mut out).unwrap(), out.len());
    out
}

#[test]
fn two_worlds_step_in_two_threads_like_one_world_alone() {
    let mut reference = pile();
    run(&mut reference, 180);
    let expected = positions(&reference);

    let handles: Vec<_> = (0..2)
        .map(|_| {
            thread::spawn(|| {
                let mut world = pile();
                run(&mut world, 180);
                positions(&world)
            })
        })
        .collect();
    for handle in handles {
        // The engine is deterministic: the same scene gives the same bits.
        assert_eq!(handle.join().unwrap(), expected);
    }
}

#[test]
fn a_world_moves_to_another_thread_and_back() {
    let mut world = pile();
    run(&mut world, 60);
    let world = thread::spawn(move || {
        run(&mut world, 120);
        world
    })
    .join()
    .unwrap();
    let mut reference = pile();
    run(&mut reference, 180);
    assert_eq!(positions(&world), positions(&reference));
}
