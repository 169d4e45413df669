"""Snapshots (rollback) and serialized worlds (save and load) from Python."""

import pickle

import pytest

import rigid2d

TIME_STEP = 1.0 / 60.0


def pile(world):
    """A ground, a pendulum on a revolute joint and a few boxes falling on it."""
    ground = world.create_body("static", position=(0, -0.5))
    ground.add_box(20, 0.5)
    bob = world.create_body("dynamic", position=(3, 4), user_data=7)
    bob.add_circle(0.4)
    world.create_revolute_joint(ground, bob, anchor=(0, 4))
    boxes = []
    for i in range(6):
        box = world.create_body("dynamic", position=(-2 + 0.7 * i, 1 + 1.1 * i), angle=0.2 * i)
        box.add_box(0.3, 0.3)
        boxes.append(box)
    return ground, bob, boxes


def state(world):
    """Every body's pose and velocities, exactly."""
    return [(tuple(b.position), b.angle, tuple(b.linear_velocity), b.angular_velocity) for b in world.bodies]


def test_snapshot_is_picklable_bytes_and_restores_bit_for_bit():
    with rigid2d.World(sleeping=False) as world:
        pile(world)
        for _ in range(30):
            world.step(TIME_STEP)
        snap = world.snapshot()
        assert isinstance(snap, bytes) and len(snap) > 0
        snap = pickle.loads(pickle.dumps(snap))
        for _ in range(60):
            world.step(TIME_STEP)
        first = state(world)
        world.restore(snap)
        for _ in range(60):
            world.step(TIME_STEP)
        assert state(world) == first


def test_rollback_loop_equals_a_straight_run():
    """Saves every frame; every 20 frames rewinds 5 and re-simulates with the
    kick that arrived late. The end state equals a run that knew the kicks
    from the start, bit for bit."""
    def kick_at(frame):
        return (3.0, 2.0) if frame % 20 == 7 else None

    with rigid2d.World(sleeping=False) as straight:
        _, bob, _ = pile(straight)
        for frame in range(120):
            kick = kick_at(frame)
            if kick:
                bob.apply_linear_impulse(kick)
            straight.step(TIME_STEP)
        expected = state(straight)

    with rigid2d.World(sleeping=False) as world:
        _, bob, _ = pile(world)
        saved = {}
        frame = 0
        rewinds = 0
        while frame < 120:
            saved[frame] = world.snapshot()
            world.step(TIME_STEP)  # the kick of this frame is not known yet
            frame += 1
            if frame % 20 == 0:
                world.restore(saved[frame - 20])
                rewinds += 1
                for replay in range(frame - 20, frame):
                    kick = kick_at(replay)
                    if kick:
                        bob.apply_linear_impulse(kick)
                    world.step(TIME_STEP)
        assert rewinds == 6
        assert state(world) == expected


def test_restore_updates_the_object_registry():
    with rigid2d.World() as world:
        ground, bob, boxes = pile(world)
        world.step(TIME_STEP)
        snap = world.snapshot()
        victim = boxes[0]
        victim_shape = victim.shapes[0]
        victim.destroy()
        newcomer = world.create_body("dynamic", position=(8, 2))
        newcomer.add_circle(0.3)
        assert not victim.valid
        world.restore(snap)
        # Destroyed after the save: valid again, and the same Python object.
        assert victim.valid and victim_shape.valid
        assert victim.id in world._bodies and world._bodies[victim.id] is victim
        assert any(b is victim for b in world.bodies)
        # Made after the save: gone, and out of the registry.
        assert not newcomer.valid
        assert newcomer.id not in world._bodies
        assert all(b is not newcomer for b in world.bodies)
        assert world.body_count == 8


def test_restore_refuses_damaged_or_foreign_snapshots():
    with rigid2d.World() as world, rigid2d.World() as other:
        pile(world)
        pile(other)
        snap = bytearray(world.snapshot())
        before = state(world)
        with pytest.raises(rigid2d.InvalidArgumentError):
            world.restore(other.snapshot())
        with pytest.raises(rigid2d.InvalidArgumentError):
            world.restore(bytes(snap[:-1]))
        snap[len(snap) // 2] ^= 1
        with pytest.raises(rigid2d.InvalidArgumentError):
            world.restore(bytes(snap))
        assert state(world) == before


def test_serialized_world_loads_and_steps_like_the_original(tmp_path):
    with rigid2d.World(sleeping=False) as world:
        pile(world)
        for _ in range(20):
            world.step(TIME_STEP)
        data = world.serialize()
        path = tmp_path / "scene.r2dw"
        world.save(path)
        assert path.read_bytes() == data
        with rigid2d.World.deserialize(data) as copy, rigid2d.World.load(path) as loaded:
            assert copy.body_count == world.body_count == loaded.body_count
            assert copy.joint_count == 1
            assert copy.bodies[1].user_data == 7
            for _ in range(50):
                world.step(TIME_STEP)
                copy.step(TIME_STEP)
                loaded.step(TIME_STEP)
            assert state(copy) == state(world) == state(loaded)


def test_deserialize_takes_settings_and_refuses_damage():
    with rigid2d.World() as world:
        pile(world)
        data = world.serialize()
    with rigid2d.World.deserialize(data, gravity=(0, 5)) as upward:
        assert tuple(upward.gravity) == (0.0, 5.0)
    with pytest.raises(rigid2d.InvalidArgumentError):
        rigid2d.World.deserialize(data[:-3])
    with pytest.raises(rigid2d.InvalidArgumentError):
        rigid2d.World.deserialize(b"not a world at all, just some bytes")
