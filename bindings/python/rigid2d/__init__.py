"""rigid2d: Python bindings of the rigid2d 2D rigid-body physics engine.

A thin, safe layer over librigid2d's C ABI (cffi, ABI mode)::

    import rigid2d

    with rigid2d.World(gravity=(0, -10)) as world:
        ground = world.create_body("static")
        ground.add_box(10, 0.5)
        box = world.create_body("dynamic", position=(0, 4))
        box.add_box(0.5, 0.5, density=1, friction=0.6)
        for _ in range(60):
            world.step(1 / 60)
        print(box.position)

Every failure of the library raises a subclass of :class:`rigid2d.Error`
carrying the library's message. The library is found through
$RIGID2D_LIBRARY, a copy in this package, a Meson build directory of the
source checkout, or the system loader.
"""

from typing import Any

from . import _native
from .body import Body
from .chain import Chain
from .errors import (CapacityError, DegeneratePolygonError, Error, InvalidArgumentError, InvalidIdError,
                     InvalidNumberError, InvalidOperationError, LibraryNotFoundError, LockedError,
                     NullPointerError, NumpyRequiredError, OutOfMemoryError, OutOfRangeError,
                     SelfIntersectingError, TooManyVerticesError, VersionMismatchError, WrongWorldError)
from .joint import Joint
from .joint_kinds import (DistanceJoint, MotorJoint, MouseJoint, PrismaticJoint, RevoluteJoint, WeldJoint,
                          WheelJoint)
from .shape import Shape, validate_concave_polygon, validate_polygon
from .types import (AABB, BodyType, Contact, ContactBeginEvent, ContactEndEvent, ContactEvents, Filter,
                    Geometry, JointType, ManifoldPoint, ShapeType, Vec2)
from .world import BodyStates, StepProfile, World, step_all
from .query import QueryFilter, RayHit, RayHits
from .shape_query import Capsule, Circle, ClosestPoints, Polygon
from .sensor import SensorEvent, SensorEvents
from .hit_event import ContactHitEvent
from .settings import MassData

__all__ = [
    "World", "step_all", "Body", "Shape", "Chain", "BodyStates", "StepProfile",
    "Joint", "RevoluteJoint", "PrismaticJoint", "DistanceJoint", "WeldJoint", "WheelJoint", "MotorJoint",
    "MouseJoint",
    "Vec2", "AABB", "BodyType", "ShapeType", "JointType", "Filter", "Geometry",
    "Contact", "ManifoldPoint", "ContactBeginEvent", "ContactEndEvent", "ContactEvents",
    "Error", "NullPointerError", "InvalidNumberError", "OutOfRangeError", "InvalidIdError",
    "WrongWorldError", "DegeneratePolygonError", "TooManyVerticesError", "SelfIntersectingError",
    "InvalidArgumentError", "CapacityError", "OutOfMemoryError", "LockedError", "InvalidOperationError",
    "LibraryNotFoundError", "VersionMismatchError", "NumpyRequiredError",
    "validate_polygon", "validate_concave_polygon", "library_version", "library_path",
    "QueryFilter", "RayHit", "RayHits",
    "Circle", "Capsule", "Polygon", "ClosestPoints",
    "SensorEvent", "SensorEvents", "ContactHitEvent",
    "MassData",
]


def library_version() -> str:
    """The loaded C library's version, "major.minor.patch" (r2d_get_version)."""
    if _native.LOAD_ERROR is not None:
        raise _native.LOAD_ERROR
    return str(_native.VERSION)


def library_path() -> str:
    """The path (or SONAME) librigid2d was loaded from."""
    if _native.LOAD_ERROR is not None:
        raise _native.LOAD_ERROR
    return str(_native.LIBRARY_PATH)


def __getattr__(name: str) -> Any:
    # __version__ is the C library's, so it is looked up only when asked
    # for: a missing library then fails there, not at import.
    if name == "__version__":
        return library_version()
    raise AttributeError(f"module 'rigid2d' has no attribute {name!r}")
