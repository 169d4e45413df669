#!/usr/bin/env python3
"""Joints: a car on two sprung, motor-driven wheels, towing a trailer.

Wheel joints carry the chassis on springs and drive the wheels; a revolute
joint hitches the trailer. The check at the end: the car rolls without
slipping, so its speed is the wheels' turning speed times their radius.

Run from anywhere in a source checkout (the package is found next to this
file) or with rigid2d installed.
"""

import sys
from pathlib import Path

# Use the checkout's package when rigid2d is not installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bindings" / "python"))

import rigid2d  # noqa: E402

WHEEL_RADIUS = 0.4
MOTOR_SPEED = -8.0  # rad/s; clockwise turns the wheels so the car goes right
TIME_STEP = 1 / 60


def add_wheel(world, chassis, x):
    """A wheel under the chassis at x, sprung vertically and driven."""
    wheel = world.create_body("dynamic", position=(x, WHEEL_RADIUS))
    wheel.add_circle(WHEEL_RADIUS, density=1, friction=0.9)
    world.create_wheel_joint(chassis, wheel, anchor=(x, WHEEL_RADIUS), axis=(0, 1), hertz=4, damping_ratio=0.7,
                             enable_motor=True, motor_speed=MOTOR_SPEED, max_motor_torque=20)
    return wheel


def main() -> None:
    with rigid2d.World() as world:
        ground = world.create_body("static", position=(0, -0.5))
        ground.add_box(100, 0.5, friction=0.9)
        chassis = world.create_body("dynamic", position=(0, 1))
        chassis.add_box(1, 0.2, density=2)
        wheels = [add_wheel(world, chassis, x) for x in (-0.7, 0.7)]
        # The trailer drags its tail on the ground; the hitch lets it turn.
        trailer = world.create_body("dynamic", position=(-2.2, 0.7))
        trailer.add_box(0.8, 0.3, density=0.5, friction=0.1)
        hitch = world.create_revolute_joint(chassis, trailer, anchor=(-1.2, 0.8))
        for step in range(1, 241):
            world.step(TIME_STEP)
            if step % 30 == 0:
                print(f"t={step * TIME_STEP:3.1f}s  car x={chassis.position.x:6.2f}  "
                      f"speed={chassis.linear_velocity.x:5.2f} m/s  hitch pull={hitch.reaction_force.x:5.2f} N")
        speed = chassis.linear_velocity.x
        rim_speed = -sum(wheel.angular_velocity for wheel in wheels) / len(wheels) * WHEEL_RADIUS
        print(f"rigid2d {rigid2d.__version__}: the car rolls at {speed:.3f} m/s, its wheels' rims at "
              f"{rim_speed:.3f} m/s: ratio {speed / rim_speed:.4f} (1 is rolling without slipping)")


if __name__ == "__main__":
    main()
