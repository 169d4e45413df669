"""Continuous collision from Python: fast bodies stop at thin geometry."""

import math

import rigid2d


def drop_ball(time_step, continuous=True):
    """A 0.5 m ball dropped from 4 m onto 1 m thick ground, 10 s at time_step: its height after."""
    with rigid2d.World(gravity=(0, -10)) as world:
        world.continuous = continuous
        world.create_body("static", position=(0, -0.5)).add_box(20, 0.5)
        ball = world.create_body("dynamic", position=(0, 4))
        ball.add_circle(0.5)
        for _ in range(round(10 / time_step)):
            world.step(time_step)
        return ball.position.y


def test_dropped_ball_lands_even_with_one_second_steps():
    # Resting height 0.5 m; at 1 s per step the contact, softened to a
    # quarter-second sub-step, yields by a few centimetres (3 cm allowed).
    assert abs(drop_ball(1 / 60) - 0.5) < 0.01
    assert abs(drop_ball(1.0) - 0.5) < 0.03
    # Without the sweep the same step jumps the ball through the ground.
    assert drop_ball(1.0, continuous=False) < -1.0


def test_bullet_does_not_pass_a_thin_dynamic_plank():
    # A 0.05 m ball at 300 m/s against a free plank 0.1 m thick (400 m long,
    # so the ball cannot go round it): the ball's centre stays in front of
    # the plank's near face, in the plank's frame, at every step.
    for angle in (-0.6, -0.2, 0.0, 0.3, 0.7):
        with rigid2d.World(gravity=(0, 0)) as world:
            plank = world.create_body("dynamic")
            plank.add_box(0.05, 200)
            ball = world.create_body("dynamic", position=(-3, 0))
            ball.add_circle(0.05)
            ball.bullet = True
            assert ball.bullet
            ball.linear_velocity = (300 * math.cos(angle), 300 * math.sin(angle))
            for _ in range(20):
                world.step(1 / 60)
                (x, y), (px, py), a = ball.position, plank.position, plank.angle
                assert math.cos(a) * (x - px) + math.sin(a) * (y - py) < -0.05


def test_continuous_reads_back(world):
    assert world.continuous is True
    world.continuous = False
    assert world.continuous is False
