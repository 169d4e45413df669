"""Springs, limits and motors: the features several joint kinds share.

Each is a mixin of properties over the library's shared r2d_joint_*
feature calls; a kind lists the ones it has, so a joint never shows a
property the library would refuse for it.
"""

from __future__ import annotations

from .joint import float_pair_part, float_pair_property, value_property


class Spring:
    """A spring of hertz and damping ratio on the joint's free axis."""

    spring_hertz = float_pair_part("r2d_joint_get_spring", "r2d_joint_set_spring", 0,
                                   "The spring's frequency (Hz, >= 0; 0 means no spring force).")
    spring_damping_ratio = float_pair_part("r2d_joint_get_spring", "r2d_joint_set_spring", 1,
                                           "The spring's damping ratio (>= 0; 1 is critical).")


class SwitchedSpring(Spring):
    """A spring that can be turned on and off."""

    spring_enabled = value_property("r2d_joint_is_spring_enabled", "r2d_joint_enable_spring", "bool *",
                                    "Whether the spring acts.")


class Limits:
    """A lower and an upper limit on the joint's coordinate."""

    limit_enabled = value_property("r2d_joint_is_limit_enabled", "r2d_joint_enable_limit", "bool *",
                                   "Whether the limits hold.")
    limits = float_pair_property(
        "r2d_joint_get_limits", "r2d_joint_set_limits",
        "(lower, upper), lower <= upper: angles in -pi..pi (rad) for a revolute joint, translations (m) "
        "for prismatic and wheel joints, the least and greatest length (m, >= 0) for a distance joint.")


class Motor:
    """A motor that drives the joint's coordinate at a speed."""

    motor_enabled = value_property("r2d_joint_is_motor_enabled", "r2d_joint_enable_motor", "bool *",
                                   "Whether the motor drives.")
    motor_speed = value_property("r2d_joint_get_motor_speed", "r2d_joint_set_motor_speed", "float *",
                                 "The speed the motor drives at: rad/s for revolute and wheel joints, "
                                 "m/s for prismatic and distance joints.")


class TorqueMotor(Motor):
    """A motor that turns, bounded by a torque."""

    max_motor_torque = value_property("r2d_joint_get_max_motor_effort", "r2d_joint_set_max_motor_effort",
                                      "float *", "The most torque the motor may apply (N m, >= 0).")
    motor_torque = value_property("r2d_joint_get_motor_effort", None, "float *",
                                  "The torque the motor applied in the last step (N m).")


class ForceMotor(Motor):
    """A motor that pushes along a line, bounded by a force."""

    max_motor_force = value_property("r2d_joint_get_max_motor_effort", "r2d_joint_set_max_motor_effort",
                                     "float *", "The most force the motor may apply (N, >= 0).")
    motor_force = value_property("r2d_joint_get_motor_effort", None, "float *",
                                 "The force the motor applied in the last step (N).")


class Translation:
    """The slide of B's anchor from A's along the joint's axis."""

    translation = value_property("r2d_joint_get_position", None, "float *",
                                 "How far B's anchor is from A's along the axis (m).")
    speed = value_property("r2d_joint_get_speed", None, "float *",
                           "The rate of change of the translation (m/s).")
