"""Workers: a world's step on several threads, and many worlds stepped at once."""

import threading

import pytest

import rigid2d
from test_threads import build_pile

DT = 1 / 60


def states_after(steps, **world_args):
    with rigid2d.World(**world_args) as world:
        build_pile(world, columns=30, rows=40)  # 1,200 bodies: two solver tiles
        for _ in range(steps):
            world.step(DT)
        return world.positions().tobytes(), world.angles().tobytes()


def test_any_worker_count_gives_the_same_bits():
    one = states_after(60, workers=1)
    for workers in (2, 3, 8):
        assert states_after(60, workers=workers) == one


def test_snapshots_are_the_same_bytes_at_any_worker_count():
    # The pile's snapshot (about 0.65 MB) is copied in pieces across the
    # workers; only the world tag, bytes 16 to 23, names the world.
    def saved_and_rerun(workers):
        with rigid2d.World(workers=workers) as world:
            build_pile(world, columns=30, rows=40)
            for _ in range(30):
                world.step(DT)
            snap = world.snapshot()
            for _ in range(30):
                world.step(DT)
            later = world.positions().tobytes()
            world.restore(snap)
            for _ in range(30):
                world.step(DT)
            assert world.positions().tobytes() == later
            return snap[:16] + snap[24:]

    one = saved_and_rerun(1)
    assert len(one) > 2 * 256 * 1024  # three pieces or more
    for workers in (2, 3):
        assert saved_and_rerun(workers) == one


def test_worker_count_is_kept_and_checked():
    with rigid2d.World(workers=3) as world:
        assert world.workers == 3
    with rigid2d.World() as world:
        assert world.workers == 1
    for bad in (0, -2, 65):
        with pytest.raises(rigid2d.OutOfRangeError, match="worker_count"):
            rigid2d.World(workers=bad)


def small_world(offset):
    world = rigid2d.World()
    ground = world.create_body("static")
    ground.add_box(20, 0.5, center=(0, -0.5))
    for i in range(8):
        body = world.create_body("dynamic", position=(offset + 0.3 * i, 1 + 1.1 * i), angle=0.1)
        body.add_box(0.5, 0.5)
    return world


def test_step_all_equals_stepping_each_alone():
    alone = []
    for i in range(24):
        with small_world(0.05 * i) as world:
            for _ in range(90):
                world.step(DT)
            alone.append(world.positions().tobytes())
    for threads in (1, 2, None):
        worlds = [small_world(0.05 * i) for i in range(24)]
        for _ in range(90):
            rigid2d.step_all(worlds, DT, threads=threads)
        assert [world.positions().tobytes() for world in worlds] == alone
        for world in worlds:
            world.close()


def test_step_all_refuses_a_bad_batch_and_steps_nothing():
    worlds = [small_world(0.0), small_world(1.0)]
    before = [world.positions().tobytes() for world in worlds]
    with pytest.raises(rigid2d.InvalidArgumentError, match="named twice"):
        rigid2d.step_all([worlds[0], worlds[1], worlds[0]], DT)
    closed = small_world(2.0)
    closed.close()
    with pytest.raises(rigid2d.InvalidIdError, match=r"worlds\[1\]"):
        rigid2d.step_all([worlds[0], closed], DT)
    with pytest.raises(rigid2d.OutOfRangeError):
        rigid2d.step_all(worlds, 0.0)
    with pytest.raises(rigid2d.OutOfRangeError, match="thread_count"):
        rigid2d.step_all(worlds, DT, threads=0)
    assert [world.positions().tobytes() for world in worlds] == before
    rigid2d.step_all([], DT)
    for world in worlds:
        world.close()


def test_step_all_from_two_python_threads():
    groups = [[small_world(0.1 * i) for i in range(6)] for _ in range(2)]
    errors = []

    def run(worlds):
        try:
            for _ in range(60):
                rigid2d.step_all(worlds, DT, threads=2)
        except BaseException as error:  # surfaced by the assertion below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(group,)) for group in groups]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert [w.positions().tobytes() for w in groups[0]] == [w.positions().tobytes() for w in groups[1]]
    for group in groups:
        for world in group:
            world.close()
