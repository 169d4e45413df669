"""Contact hit events from Python: a dropped ball reports one hit at its
free-fall speed (within 2%); a higher threshold hides it."""

import math

import pytest

import rigid2d


def drop(world):
    world.create_body("static", position=(0, -0.5)).add_box(20, 0.5)
    ball = world.create_body("dynamic", position=(0, 5.25)).add_circle(0.25, hit_events=True)
    hits = []
    for _ in range(120):
        world.step(1 / 60)
        hits += world.contact_hit_events()
    return ball, hits


def test_dropped_ball_hits_at_free_fall_speed():
    with rigid2d.World(gravity=(0, -10)) as world:
        ball, hits = drop(world)
        assert len(hits) == 1
        assert ball in (hits[0].shape_a, hits[0].shape_b)
        expected = math.sqrt(2 * 10 * 5)
        assert hits[0].approach_speed == pytest.approx(expected, rel=0.02)
        assert abs(hits[0].normal.y) == pytest.approx(1.0, abs=1e-4)


def test_threshold_hides_slower_hits():
    with rigid2d.World(gravity=(0, -10), hit_event_threshold=11.0) as world:
        assert drop(world)[1] == []
