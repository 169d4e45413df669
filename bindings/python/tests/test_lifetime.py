"""Stale objects raise, closed worlds raise, and no drop order can crash."""

import gc
import os
import random
import subprocess
import sys
import weakref

import pytest

import rigid2d
from rigid2d._native import ffi, lib

from conftest import BINDINGS_DIR

DT = 1 / 60


def make_world_with_bodies(count=3):
    world = rigid2d.World()
    ground = world.create_body("static")
    ground.add_segment((-5, 0), (5, 0))
    bodies = []
    for i in range(count):
        body = world.create_body("dynamic", position=(i, 1 + i))
        body.add_box(0.4, 0.4)
        bodies.append(body)
    return world, bodies


def c_world_is_alive(world_id):
    return lib.r2d_world_get_body_count(world_id, ffi.new("int32_t *")) == lib.R2D_OK


STALE_BODY_USES = {
    "position": lambda b: b.position,
    "angle": lambda b: b.angle,
    "type": lambda b: b.type,
    "velocity": lambda b: b.linear_velocity,
    "set velocity": lambda b: setattr(b, "linear_velocity", (1, 0)),
    "mass": lambda b: b.mass,
    "awake": lambda b: b.awake,
    "user_data": lambda b: b.user_data,
    "shapes": lambda b: b.shapes,
    "contacts": lambda b: b.contacts(),
    "add_circle": lambda b: b.add_circle(1),
    "impulse": lambda b: b.apply_linear_impulse((1, 0)),
    "destroy": lambda b: b.destroy(),
}


@pytest.mark.parametrize("use", STALE_BODY_USES.values(), ids=STALE_BODY_USES.keys())
def test_a_destroyed_body_refuses_every_use(world, use):
    body = world.create_body("dynamic")
    body.add_circle(0.5)
    body.destroy()
    with pytest.raises(rigid2d.InvalidIdError):
        use(body)


def test_destroying_a_body_takes_its_shapes_and_keeps_the_others(world):
    doomed = world.create_body("dynamic")
    doomed_shape = doomed.add_circle(0.5)
    survivor = world.create_body("dynamic", position=(5, 0))
    survivor.add_box(1, 1)
    assert doomed.valid
    doomed.destroy()
    assert not doomed.valid
    assert world.body_count == 1 and world.shape_count == 1
    assert world.bodies == [survivor]
    with pytest.raises(rigid2d.InvalidIdError):
        doomed_shape.geometry
    # A new body may reuse the slot; the old id stays refused.
    newcomer = world.create_body("dynamic", position=(7, 7))
    with pytest.raises(rigid2d.InvalidIdError):
        doomed.position
    assert newcomer.position == (7, 7) and survivor.position == (5, 0)


def test_destroying_a_shape_updates_the_body(world):
    body = world.create_body("dynamic")
    first = body.add_box(1, 1)
    second = body.add_circle(1, center=(5, 0))
    first.destroy()
    assert body.shapes == [second]
    assert body.mass == pytest.approx(3.14159265, rel=1e-5)
    with pytest.raises(rigid2d.InvalidIdError):
        first.filter
    with pytest.raises(rigid2d.InvalidIdError):
        first.destroy()


def test_a_closed_world_refuses_everything_and_closes_once():
    world, bodies = make_world_with_bodies()
    shape = bodies[0].shapes[0]
    world.close()
    world.close()  # idempotent
    assert world.closed and "closed" in repr(world)
    for use in (lambda: world.step(DT), lambda: world.create_body("dynamic"), lambda: world.body_count,
                lambda: world.contacts(), lambda: bodies[0].position, lambda: shape.aabb,
                lambda: bodies[1].destroy(), lambda: world.gravity):
        with pytest.raises(rigid2d.InvalidIdError, match="closed"):
            use()
    assert not bodies[0].valid


def test_with_statement_closes_the_world():
    with rigid2d.World() as world:
        body = world.create_body("dynamic")
        world_id = world._id
        assert c_world_is_alive(world_id)
    assert world.closed and not c_world_is_alive(world_id)
    with pytest.raises(rigid2d.InvalidIdError):
        body.position


def test_a_world_lives_while_its_bodies_are_referenced():
    world, bodies = make_world_with_bodies()
    world_id = world._id
    world_ref = weakref.ref(world)
    del world
    gc.collect()
    assert world_ref() is not None and c_world_is_alive(world_id)
    assert bodies[0].world is world_ref()
    bodies[0].world.step(DT)
    assert bodies[0].position.y < 1
    del bodies
    gc.collect()
    assert world_ref() is None
    assert not c_world_is_alive(world_id)  # __del__ destroyed the C world


def test_a_world_without_references_is_destroyed_without_the_collector():
    world = rigid2d.World()
    world_id = world._id
    del world  # no bodies, no cycle: reference counting alone closes it
    assert not c_world_is_alive(world_id)


def test_dropping_worlds_bodies_shapes_and_joints_in_random_order_is_safe():
    rng = random.Random(1234)
    references = []
    world_ids = []
    for _ in range(1000):
        world, bodies = make_world_with_bodies(rng.randint(0, 3))
        world_ids.append(world._id)
        if len(bodies) >= 2:
            references.append(world.create_revolute_joint(bodies[0], bodies[1], bodies[0].position))
        world.step(DT)
        references.extend([world] if rng.random() < 0.5 else [])
        references.extend(bodies)
        references.extend(shape for body in bodies for shape in body.shapes)
        if rng.random() < 0.2:
            world.close()
        del world, bodies
    rng.shuffle(references)
    while references:
        references.pop(rng.randrange(len(references)))
        if rng.random() < 0.01:
            gc.collect()
    gc.collect()
    assert not any(c_world_is_alive(world_id) for world_id in world_ids)


def resident_bytes():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def test_memory_stays_bounded_over_rounds_of_worlds():
    """1,000 worlds a round, dropped in random order; a leak of the C worlds
    or of the Python objects would grow by megabytes a round."""
    rng = random.Random(99)

    def one_round():
        pairs = [make_world_with_bodies() for _ in range(1000)]
        for world, _ in pairs:
            world.step(DT)
        rng.shuffle(pairs)
        pairs.clear()
        gc.collect()

    one_round()
    one_round()
    baseline = resident_bytes()
    for _ in range(8):
        one_round()
    growth = resident_bytes() - baseline
    assert growth < 4 * 1024 * 1024, f"resident memory grew by {growth / 1e6:.1f} MB over 8 rounds"


def test_interpreter_exit_with_live_worlds_is_clean():
    code = (
        "import rigid2d\n"
        "w = rigid2d.World()\n"
        "b = w.create_body('dynamic'); s = b.add_circle(1)\n"
        "j = w.create_revolute_joint(w.create_body('static'), b, (0, 0))\n"
        "w2 = rigid2d.World(); b2 = w2.create_body('dynamic')\n"
        "w.step(1/60)\n"
        "del w\n"
        "print('done')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(BINDINGS_DIR)})
    assert result.returncode == 0, result.stderr
    assert result.stdout == "done\n" and result.stderr == ""


def test_a_failed_construction_does_not_break_finalisation():
    with pytest.raises(rigid2d.OutOfRangeError):
        rigid2d.World(substeps=0)
    gc.collect()  # __del__ of the half-made world must be a no-op
