"""The seven kinds of joint, each with the features and settings it has."""

from __future__ import annotations

from typing import Dict, Type

from .joint import Joint, float_pair_part, value_property
from .joint_features import ForceMotor, Limits, Spring, SwitchedSpring, TorqueMotor, Translation
from .types import JointType


class RevoluteJoint(SwitchedSpring, Limits, TorqueMotor, Joint):
    """A hinge: the anchors stay together and B turns about them.

    The spring pulls towards angle 0; limits are angles (rad).
    """

    joint_type = JointType.REVOLUTE
    angle = value_property("r2d_joint_get_position", None, "float *",
                           "B's angle minus A's minus the reference angle (rad, -pi..pi).")
    angular_speed = value_property("r2d_joint_get_speed", None, "float *",
                                   "B's angular velocity relative to A's (rad/s).")


class PrismaticJoint(SwitchedSpring, Limits, ForceMotor, Translation, Joint):
    """A slider: B moves along an axis fixed in A, without turning.

    The spring pulls towards translation 0; limits are translations (m).
    """

    joint_type = JointType.PRISMATIC


class DistanceJoint(SwitchedSpring, Limits, ForceMotor, Joint):
    """The anchors keep a distance: a rod, a spring, or, with the spring on
    at 0 Hz and a maximum length, a rope."""

    joint_type = JointType.DISTANCE
    length = value_property("r2d_distance_joint_get_length", "r2d_distance_joint_set_length", "float *",
                            "The rest length (m, > 0).")
    current_length = value_property("r2d_joint_get_position", None, "float *",
                                    "The distance between the anchors now (m).")
    speed = value_property("r2d_joint_get_speed", None, "float *",
                           "The rate of change of the distance between the anchors (m/s).")


class WeldJoint(Joint):
    """B is fixed to A, rigidly or through a linear and an angular spring.

    A spring of 0 Hz is rigid.
    """

    joint_type = JointType.WELD
    linear_hertz = float_pair_part("r2d_weld_joint_get_linear_spring", "r2d_weld_joint_set_linear_spring", 0,
                                   "The frequency of the spring holding the anchors together (Hz, 0 rigid).")
    linear_damping_ratio = float_pair_part("r2d_weld_joint_get_linear_spring",
                                           "r2d_weld_joint_set_linear_spring", 1,
                                           "The damping ratio of the linear spring (>= 0).")
    angular_hertz = float_pair_part("r2d_weld_joint_get_angular_spring", "r2d_weld_joint_set_angular_spring", 0,
                                    "The frequency of the spring holding the relative angle (Hz, 0 rigid).")
    angular_damping_ratio = float_pair_part("r2d_weld_joint_get_angular_spring",
                                            "r2d_weld_joint_set_angular_spring", 1,
                                            "The damping ratio of the angular spring (>= 0).")


class WheelJoint(SwitchedSpring, Limits, TorqueMotor, Translation, Joint):
    """A car's wheel: B slides on a sprung axis in A and turns freely; the
    motor turns B relative to A. Limits are translations (m)."""

    joint_type = JointType.WHEEL


class MotorJoint(Joint):
    """Drives B's pose in A's frame towards an offset, with a bounded force
    and torque: top-down friction, a moving platform, a steered body."""

    joint_type = JointType.MOTOR
    linear_offset = value_property("r2d_motor_joint_get_linear_offset", "r2d_motor_joint_set_linear_offset",
                                   "r2d_vec2 *", "The target of B's origin in A's frame (m).")
    angular_offset = value_property("r2d_motor_joint_get_angular_offset", "r2d_motor_joint_set_angular_offset",
                                    "float *", "The target of B's angle minus A's (rad).")
    max_force = value_property("r2d_motor_joint_get_max_force", "r2d_motor_joint_set_max_force", "float *",
                               "The most force the joint may apply (N, >= 0).")
    max_torque = value_property("r2d_motor_joint_get_max_torque", "r2d_motor_joint_set_max_torque", "float *",
                                "The most torque the joint may apply (N m, >= 0).")
    correction_factor = value_property(
        "r2d_motor_joint_get_correction_factor", "r2d_motor_joint_set_correction_factor", "float *",
        "The share of the pose error corrected per step (0..1).")


class MouseJoint(Spring, Joint):
    """Pulls B's anchor towards a world target with a soft spring, as a
    mouse drags a body. Body A is only a reference; the spring's hertz
    must stay above 0."""

    joint_type = JointType.MOUSE
    target = value_property("r2d_mouse_joint_get_target", "r2d_mouse_joint_set_target", "r2d_vec2 *",
                            "The world point B's anchor is pulled towards (m); set it every step to drag.")
    max_force = value_property("r2d_mouse_joint_get_max_force", "r2d_mouse_joint_set_max_force", "float *",
                               "The most force the joint may apply (N, >= 0).")


JOINT_CLASSES: Dict[JointType, Type[Joint]] = {
    kind.joint_type: kind
    for kind in (RevoluteJoint, PrismaticJoint, DistanceJoint, WeldJoint, WheelJoint, MotorJoint, MouseJoint)
}
"""The Python class of each kind of joint."""
