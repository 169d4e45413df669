"""Contact callbacks from Python: a one-way platform lets a box through from
below and holds it from above; a pair filter keeps two chosen shapes apart;
calls back into the world raise LockedError inside the callback; an
exception in a callback is raised by step, which leaves the world whole."""

import pytest

import rigid2d

PLATFORM_TOP = 5.0
HALF = 0.25


def one_way(platform):
    """A pre-solve that keeps the platform's contacts only from above."""
    def pre_solve(contact):
        if contact.shape_a is platform:
            upward = contact.normal.y
        elif contact.shape_b is platform:
            upward = -contact.normal.y
        else:
            return True
        return upward > 0.5 and all(point.separation > -0.05 for point in contact.points)
    return pre_solve


def throw_box_up(world, with_platform=True):
    platform = None
    if with_platform:
        platform = world.create_body("static", position=(0, PLATFORM_TOP - 0.1)).add_box(2, 0.1)
    box = world.create_body("dynamic", position=(0, 2), linear_velocity=(0, 12), fixed_rotation=True)
    box.add_box(HALF, HALF)
    return platform, box


def test_one_way_platform_from_below_and_above():
    with rigid2d.World(sleeping=False) as world, rigid2d.World(sleeping=False) as free:
        platform, box = throw_box_up(world)
        _, free_box = throw_box_up(free, with_platform=False)
        calls = []
        pre_solve = one_way(platform)
        world.set_pre_solve(lambda contact: calls.append(contact) or pre_solve(contact))
        highest = 0.0
        for _ in range(72):
            world.step(1 / 60)
            free.step(1 / 60)
            # Through the platform exactly as without it.
            assert box.position.y == free_box.position.y
            highest = max(highest, box.position.y)
        assert calls and all({c.shape_a, c.shape_b} == {platform, box.shapes[0]} for c in calls)
        assert highest - HALF > PLATFORM_TOP + 2.0
        for _ in range(240):
            world.step(1 / 60)
        # Resting on top, sunk no deeper than the linear slop.
        assert box.position.y - HALF == pytest.approx(PLATFORM_TOP, abs=0.005)
        assert box.linear_velocity.y == pytest.approx(0.0, abs=1e-3)


def test_without_pre_solve_the_platform_stops_the_box():
    with rigid2d.World(sleeping=False) as world:
        _, box = throw_box_up(world)
        highest = 0.0
        for _ in range(120):
            world.step(1 / 60)
            highest = max(highest, box.position.y)
        assert highest + HALF <= PLATFORM_TOP - 0.2 + 0.005


def test_pair_filter_keeps_chosen_shapes_apart(world):
    ground = world.create_body("static", position=(0, -1)).add_box(50, 1)
    ghost = world.create_body("dynamic", position=(-2, 1))
    ghost_shape = ghost.add_circle(0.5)
    ball = world.create_body("dynamic", position=(2, 1))
    ball.add_circle(0.5)
    asked = []

    def pair_filter(shape_a, shape_b):
        asked.append({shape_a, shape_b})
        return {shape_a, shape_b} != {ground, ghost_shape}

    world.set_pair_filter(pair_filter)
    for _ in range(120):
        world.step(1 / 60)
    assert ghost.position.y < -5.0
    assert ball.position.y == pytest.approx(0.5, abs=0.005)
    assert asked.count({ground, ghost_shape}) == 1 and len(asked) == 2
    world.set_pair_filter(None)
    world.create_body("dynamic", position=(0, 1)).add_circle(0.5)
    for _ in range(60):
        world.step(1 / 60)
    assert len(asked) == 2 and world.contact_count == 2


def test_callbacks_are_locked_out_of_their_world(world):
    world.enable_sleeping(False)
    world.create_body("static", position=(0, -1)).add_box(50, 1)
    box = world.create_body("dynamic", position=(0, 1))
    box.add_box(0.5, 0.5)
    refused = []
    calls = []

    def pre_solve(contact):
        calls.append(contact)
        for attempt in (lambda: contact.body_b.position, lambda: world.step(1 / 60),
                        lambda: world.create_body("dynamic"), lambda: setattr(box, "linear_velocity", (0, 50))):
            with pytest.raises(rigid2d.LockedError):
                attempt()
            refused.append(attempt)
        return True

    world.set_pre_solve(pre_solve)
    for _ in range(30):
        world.step(1 / 60)
    assert len(calls) >= 10 and len(refused) == 4 * len(calls)
    assert world.body_count == 2
    assert box.position.y == pytest.approx(0.5, abs=0.005)


def test_exception_in_a_callback_is_raised_by_step(world):
    world.create_body("static", position=(0, -1)).add_box(50, 1)
    box = world.create_body("dynamic", position=(0, 0.5))
    box.add_box(0.5, 0.5)
    calls = []

    def failing(contact):
        calls.append(contact)
        raise KeyError("from the callback")

    world.set_pre_solve(failing)
    with pytest.raises(KeyError, match="from the callback"):
        world.step(1 / 60)
    assert len(calls) == 1  # no more Python calls in that step
    # The step completed with the contact kept, and the world goes on.
    world.set_pre_solve(None)
    world.step(1 / 60)
    assert box.position.y == pytest.approx(0.5, abs=0.01)
    assert world.contact_count == 1
