"""The World: owner of bodies, shapes and joints, the step, contacts, bulk state."""

from __future__ import annotations

import os
import threading
from contextlib import ExitStack
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence

from ._handle import read_output
from ._native import ffi, lib, pair, raise_status
from .body import Body
from . import query, shape_query
from .errors import NumpyRequiredError
from .query import QueryFilter, RayHit, RayHits
from .shape_query import ShapeProxy
from . import contact_callbacks, hit_event, sensor
from .hit_event import ContactHitEvent
from .joint import Joint
from .joint_create import JointCreation
from .joint_kinds import JOINT_CLASSES
from . import persistence
from .persistence import PathLike
from .sensor import SensorEvents
from .settings import setting
from .shape import Shape
from .types import (BodyTypeLike, Contact, ContactBeginEvent, ContactEndEvent, ContactEvents, JointType,
                    ManifoldPoint, Vec2, body_type_value)

Point = Sequence[float]


def _numpy() -> Any:
    """numpy, imported on first bulk call so the package works without it."""
    try:
        import numpy
    except ImportError as error:
        raise NumpyRequiredError("this bulk call needs numpy (apt install python3-numpy "
                                 "or pip install numpy); the per-body API works without it") from error
    return numpy


class BodyStates(NamedTuple):
    """The state of every body, as (n, 2) and (n,) float32 arrays in
    the order of :attr:`World.bodies`."""

    positions: Any
    angles: Any
    linear_velocities: Any
    angular_velocities: Any


class StepProfile(NamedTuple):
    """Where the world's last step spent its time: wall-clock milliseconds
    of each stage of the step, in the order they run (r2d_step_profile).

    ``step`` is the whole step; the other nine are its consecutive stages,
    so they add up to a little less than it. Timing only: no result
    depends on it. All zeros before the first step."""

    step: float
    """The whole step: the stages below and the little between them."""
    pairs: float
    """The broadphase: new pairs of moved shapes become contacts (pair filter)."""
    collide: float
    """Contact manifolds, pre-solve callbacks, touch events."""
    prepare: float
    """Awake bodies gathered; contact and joint constraints built and coloured."""
    substeps: float
    """The solver's sub-steps: integration, warm start, solve and relax."""
    store: float
    """Restitution; impulses kept for the next step; hit events."""
    finalize: float
    """Transforms, bounding boxes, broadphase moves."""
    continuous: float
    """Sweeps of fast bodies (continuous collision)."""
    sleep: float
    """Islands that rested long enough fall asleep."""
    sensors: float
    """Sensor overlaps and their events."""


class World(JointCreation):
    """A simulated world. Use as ``with World() as world:`` or call close().

    Every argument left as None takes the library's default: gravity
    (0, -10) m/s^2, 4 substeps, contact_hertz 30, contact_damping_ratio 10,
    contact_push_max_speed 3 m/s, restitution_threshold 1 m/s, sleeping on,
    time_to_sleep 0.5 s, sleep_speed 0.05 m/s, hit_event_threshold 1 m/s,
    workers 1.

    workers above 1 gives the world that many threads for its step (the
    calling one and workers - 1 of its own, started with the world and
    joined by close()); the results are bit-identical at any count. Worth
    it for worlds of thousands of bodies; many small worlds are better
    stepped together with :func:`step_all`.

    Different worlds may step in parallel (the step releases the GIL).
    The library allows one thread at a time per world; the binding keeps
    to that with a lock per world, so one world used from several threads
    is serialised instead of corrupted.
    """

    def __init__(self, gravity: Optional[Point] = None, substeps: Optional[int] = None, *,
                 sleeping: Optional[bool] = None, contact_hertz: Optional[float] = None,
                 contact_damping_ratio: Optional[float] = None,
                 contact_push_max_speed: Optional[float] = None,
                 restitution_threshold: Optional[float] = None,
                 time_to_sleep: Optional[float] = None, sleep_speed: Optional[float] = None,
                 hit_event_threshold: Optional[float] = None, workers: Optional[int] = None) -> None:
        self._prepare()
        definition = self._definition(
            gravity=gravity, substeps=substeps, sleeping=sleeping, contact_hertz=contact_hertz,
            contact_damping_ratio=contact_damping_ratio, contact_push_max_speed=contact_push_max_speed,
            restitution_threshold=restitution_threshold, time_to_sleep=time_to_sleep, sleep_speed=sleep_speed,
            hit_event_threshold=hit_event_threshold, workers=workers)
        out = ffi.new("r2d_world_id *")
        status = lib.r2d_world_create(definition, out)
        if status:
            raise_status(status)
        self._id = out[0]
        self._closed = False

    def _prepare(self) -> None:
        """The lock and the registries, before the library world exists."""
        # Closed until created, so __del__ of a failed construction is a no-op.
        self._closed = True
        # Reentrant: debug-draw callbacks run while their thread holds it.
        self._lock = threading.RLock()
        # The Python object of every live body, shape and joint, by id bits,
        # so contacts, events and body.joints hand back the very objects the
        # caller holds.
        self._bodies: Dict[int, Body] = {}
        self._shapes: Dict[int, Shape] = {}
        self._joints: Dict[int, Joint] = {}
        # Shapes destroyed since the last step, still named by end events.
        self._destroyed_shapes: Dict[int, Shape] = {}
        # The pair filter and pre-solve functions, made on first use.
        self._contact_callbacks: Optional[contact_callbacks._Callbacks] = None
        # Objects of destroyed ids, weakly: restoring a snapshot revives them.
        self._departed = persistence.departed_registry()

    @staticmethod
    def _definition(gravity: Optional[Point] = None, substeps: Optional[int] = None, *,
                    sleeping: Optional[bool] = None, contact_hertz: Optional[float] = None,
                    contact_damping_ratio: Optional[float] = None, contact_push_max_speed: Optional[float] = None,
                    restitution_threshold: Optional[float] = None, time_to_sleep: Optional[float] = None,
                    sleep_speed: Optional[float] = None, hit_event_threshold: Optional[float] = None,
                    workers: Optional[int] = None) -> Any:
        """An r2d_world_def: the library's defaults with the given settings."""
        definition = ffi.new("r2d_world_def *", lib.r2d_world_def_default())
        _assign(definition, {
            "gravity": None if gravity is None else pair(gravity),
            "substep_count": substeps,
            "enable_sleep": sleeping,
            "contact_hertz": contact_hertz,
            "contact_damping_ratio": contact_damping_ratio,
            "contact_push_max_speed": contact_push_max_speed,
            "restitution_threshold": restitution_threshold,
            "time_to_sleep": time_to_sleep,
            "sleep_speed": sleep_speed,
            "hit_event_threshold": hit_event_threshold,
            "worker_count": workers,
        })
        return definition

    @classmethod
    def _adopt(cls, id_: Any) -> "World":
        """A World for a library world made elsewhere (deserialized)."""
        world = cls.__new__(cls)
        world._prepare()
        world._id = id_
        world._closed = False
        return world

    # --------------------------------------------------------- lifetime

    @property
    def closed(self) -> bool:
        """True once close() has destroyed the world."""
        return self._closed

    def close(self) -> None:
        """Destroy the world with all its bodies, shapes and joints; idempotent.

        Python objects of its bodies, shapes and joints stay valid objects, but
        every use of them raises InvalidIdError.
        """
        with self._lock:
            if self._closed:
                return
            self._call(lib.r2d_world_destroy)
            self._closed = True
        # Drop the world -> body references: the bodies' owners decide now.
        self._bodies.clear()
        self._shapes.clear()
        self._joints.clear()
        self._destroyed_shapes.clear()

    def __enter__(self) -> "World":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def __del__(self) -> None:
        # Bodies hold their world, so this runs only when nothing can reach
        # the world any more; errors cannot be reported from here.
        try:
            self.close()
        except Exception:
            pass

    def __repr__(self) -> str:
        state = "closed" if self._closed else f"id={self._id.bits:#x}"
        return f"<rigid2d.World {state}>"

    def _invoke(self, function: Callable[..., int], *args: Any) -> None:
        """Call function(*args) on this world or its objects, one thread at a
        time, and raise the error of a failed call."""
        with self._lock:
            status = function(*args)
            if status:
                raise_status(status, self._closed)

    def _call(self, function: Callable[..., int], *args: Any) -> None:
        self._invoke(function, self._id, *args)

    def _get(self, function: Callable[..., int], out_type: str) -> Any:
        return read_output(self._invoke, function, self._id, out_type)

    # ------------------------------------------------ saving and loading

    def snapshot(self) -> bytes:
        """The whole state of the world, for :meth:`restore`: exact, fast,
        and valid only for this world in this build of the library."""
        return persistence.snapshot(self)

    def restore(self, snapshot: bytes) -> None:
        """Make the world what it was when snapshot was taken: objects made
        since are invalid, objects destroyed since are valid again (the
        same Python objects), and stepping on repeats the first run bit for
        bit. A damaged or foreign snapshot raises InvalidArgumentError and
        changes nothing."""
        persistence.restore(self, snapshot)

    def serialize(self) -> bytes:
        """The world in the lasting, versioned format (docs/serialized_format.md)."""
        return persistence.serialize(self)

    @classmethod
    def deserialize(cls, data: bytes, **settings: Any) -> "World":
        """A new world from :meth:`serialize`'s bytes; keyword settings (as
        the constructor's) replace the saved ones. Bodies come in the saved
        order; the same build steps it bit for bit as the saved world."""
        return persistence.deserialize(cls, data, **settings)

    def save(self, path: PathLike) -> None:
        """Write :meth:`serialize`'s bytes to a file."""
        persistence.save(self, path)

    @classmethod
    def load(cls, path: PathLike, **settings: Any) -> "World":
        """A new world from a file :meth:`save` wrote (see :meth:`deserialize`)."""
        return persistence.load(cls, path, **settings)

    # ---------------------------------------------------------- settings

    @property
    def gravity(self) -> Vec2:
        """Gravity (m/s^2)."""
        value = self._get(lib.r2d_world_get_gravity, "r2d_vec2 *")
        return Vec2(value.x, value.y)

    @gravity.setter
    def gravity(self, value: Point) -> None:
        self._call(lib.r2d_world_set_gravity, pair(value))

    def set_substep_count(self, count: int) -> None:
        """Solver substeps per step, 1..64."""
        self._call(lib.r2d_world_set_substep_count, count)

    def enable_sleeping(self, enable: bool) -> None:
        """Let resting islands sleep; turning it off wakes every body."""
        self._call(lib.r2d_world_enable_sleeping, bool(enable))

    # Checked as creation checks them; a refused value raises and changes nothing.
    sub_steps = setting("r2d_world_get_substep_count", "r2d_world_set_substep_count", "int32_t *",
                        "Solver sub-steps per step, 1..64.")
    contact_hertz = setting("r2d_world_get_contact_hertz", "r2d_world_set_contact_hertz", "float *",
                            "Contact stiffness (1/s), > 0.")
    contact_damping_ratio = setting("r2d_world_get_contact_damping_ratio",
                                    "r2d_world_set_contact_damping_ratio", "float *",
                                    "Contact damping ratio, >= 0.")
    contact_push_max_speed = setting("r2d_world_get_contact_push_max_speed",
                                     "r2d_world_set_contact_push_max_speed", "float *",
                                     "Fastest speed that pushes overlapping shapes apart (m/s), > 0.")
    restitution_threshold = setting("r2d_world_get_restitution_threshold",
                                    "r2d_world_set_restitution_threshold", "float *",
                                    "Slower approaches do not bounce (m/s), >= 0.")
    hit_event_threshold = setting("r2d_world_get_hit_event_threshold", "r2d_world_set_hit_event_threshold",
                                  "float *", "Slower approaches make no hit event (m/s), >= 0.")
    max_linear_speed = setting("r2d_world_get_max_linear_speed", "r2d_world_set_max_linear_speed", "float *",
                               "No body moves faster (m/s); default 1e4.")
    continuous = setting("r2d_world_is_continuous_enabled", "r2d_world_enable_continuous", "bool *",
                         "Continuous collision (default on): a body that moved more than half its thinnest "
                         "shape in a step is stopped where it first touched static or kinematic geometry "
                         "(any body, for a bullet), so it cannot pass through.", bool, bool)

    # ------------------------------------------------------------- step

    def step(self, time_step: float) -> None:
        """Advance the world by time_step seconds (0 < time_step <= 1).

        The GIL is released while the library steps, so other worlds can
        step in other threads at the same time. An exception raised by a
        contact callback during the step is raised here once it returns.
        """
        self._call(lib.r2d_world_step, time_step)
        self._destroyed_shapes.clear()
        contact_callbacks.raise_pending(self)

    @property
    def workers(self) -> int:
        """The number of threads that share this world's step."""
        return self._get(lib.r2d_world_get_worker_count, "int32_t *")

    @property
    def profile(self) -> StepProfile:
        """Where the last step spent its time, as a :class:`StepProfile`:
        wall-clock milliseconds of the whole step and of each of its stages
        (broadphase pairs, collide, prepare, sub-steps, store, finalize,
        continuous, sleep, sensors), in the order they run.

        Timing only: no result depends on it, and snapshots and saved
        worlds leave it out. All zeros before the first step; a step that
        fails keeps the profile of the one before. With workers a stage
        lasts until all its work is done, so comparing the profile of the
        same scene at ``workers=1`` and ``workers=2`` shows which stages
        gain from workers.
        """
        value = self._get(lib.r2d_world_get_profile, "r2d_step_profile *")
        return StepProfile(*(getattr(value, name) for name in StepProfile._fields))

    # ----------------------------------------------------------- counts

    @property
    def body_count(self) -> int:
        """Number of bodies."""
        return self._get(lib.r2d_world_get_body_count, "int32_t *")

    @property
    def awake_body_count(self) -> int:
        """Number of bodies not asleep."""
        return self._get(lib.r2d_world_get_awake_body_count, "int32_t *")

    @property
    def shape_count(self) -> int:
        """Number of shapes."""
        return self._get(lib.r2d_world_get_shape_count, "int32_t *")

    @property
    def joint_count(self) -> int:
        """Number of joints."""
        return self._get(lib.r2d_world_get_joint_count, "int32_t *")

    @property
    def contact_count(self) -> int:
        """Number of contacts whose shapes touch."""
        return self._get(lib.r2d_world_get_contact_count, "int32_t *")

    # ----------------------------------------------------------- bodies

    def create_body(self, type: BodyTypeLike = "static", position: Point = (0.0, 0.0), angle: float = 0.0,
                    linear_velocity: Optional[Point] = None, angular_velocity: Optional[float] = None, *,
                    linear_damping: Optional[float] = None, angular_damping: Optional[float] = None,
                    gravity_scale: Optional[float] = None, fixed_rotation: Optional[bool] = None,
                    allow_sleep: Optional[bool] = None, awake: Optional[bool] = None,
                    user_data: Optional[int] = None) -> Body:
        """Create a body; type is a BodyType, 'static', 'kinematic' or 'dynamic'.

        Arguments left as None take the library's defaults (at rest,
        no damping, gravity_scale 1, may sleep, awake, user_data 0).
        """
        definition = ffi.new("r2d_body_def *", lib.r2d_body_def_default())
        _assign(definition, {
            "type": body_type_value(type),
            "position": pair(position),
            "angle": angle,
            "linear_velocity": None if linear_velocity is None else pair(linear_velocity),
            "angular_velocity": angular_velocity,
            "linear_damping": linear_damping,
            "angular_damping": angular_damping,
            "gravity_scale": gravity_scale,
            "fixed_rotation": fixed_rotation,
            "allow_sleep": allow_sleep,
            "awake": awake,
            "user_data": user_data,
        })
        out = ffi.new("r2d_body_id *")
        self._call(lib.r2d_body_create, definition, out)
        body = Body(self, out[0])
        self._bodies[body.id] = body
        return body

    def _body_ids(self) -> Any:
        """The ids of every body, as an r2d_body_id[] in the library's order."""
        out_count = ffi.new("int32_t *")
        with self._lock:
            count = self.body_count
            ids = ffi.new("r2d_body_id[]", count)
            self._call(lib.r2d_world_get_bodies, ids, count, out_count)
        return ids, out_count[0]

    @property
    def bodies(self) -> List[Body]:
        """Every body, in the order of the bulk getters."""
        ids, count = self._body_ids()
        return [self._body_for(ids[i]) for i in range(count)]

    # The registry keeps one Python object per library object. An id read
    # out of a cffi array is a view that does not keep the array alive: a
    # new object gets its own copy.

    def _body_for(self, id_: Any) -> Body:
        body = self._bodies.get(id_.bits)
        if body is None:
            body = self._bodies[id_.bits] = Body(self, _owned("r2d_body_id *", id_))
        return body

    def _shape_for(self, id_: Any) -> Shape:
        bits = id_.bits
        shape = self._shapes.get(bits) or self._destroyed_shapes.get(bits)
        if shape is None:
            shape = Shape(self, _owned("r2d_shape_id *", id_), None)
        return shape

    def _register_shape(self, body: Body, id_: Any) -> Shape:
        shape = self._shapes[id_.bits] = Shape(self, _owned("r2d_shape_id *", id_), body)
        return shape

    def _forget_shape(self, shape: Shape) -> None:
        self._shapes.pop(shape.id, None)
        self._destroyed_shapes[shape.id] = shape
        self._departed[shape.id] = shape

    def _joint_for(self, id_: Any) -> Joint:
        joint = self._joints.get(id_.bits)
        if joint is None:
            joint_type = JointType(read_output(self._invoke, lib.r2d_joint_get_type, id_, "r2d_joint_type *"))
            joint = self._register_joint(JOINT_CLASSES[joint_type], _owned("r2d_joint_id *", id_))
        return joint

    def _register_joint(self, kind: type, id_: Any) -> Joint:
        joint = self._joints[id_.bits] = kind(self, id_)
        return joint

    def _forget_joint(self, joint: Joint) -> None:
        self._joints.pop(joint.id, None)
        self._departed[joint.id] = joint

    def _forget_body(self, body: Body, shapes: List[Shape], joints: List[Joint]) -> None:
        self._bodies.pop(body.id, None)
        self._departed[body.id] = body
        for shape in shapes:
            self._forget_shape(shape)
        for joint in joints:
            self._forget_joint(joint)

    # --------------------------------------------------------- contacts

    def contacts(self) -> List[Contact]:
        """Every touching contact, in a deterministic order."""
        out_count = ffi.new("int32_t *")
        with self._lock:
            count = self.contact_count
            records = ffi.new("r2d_contact_data[]", count)
            self._call(lib.r2d_world_get_contacts, records, count, out_count)
        return self._contacts_from(records, out_count[0])

    def _contacts_from(self, records: Any, count: int) -> List[Contact]:
        """r2d_contact_data records as Contact values."""
        contacts = []
        for i in range(count):
            record = records[i]
            points = tuple(
                ManifoldPoint(Vec2(p.point.x, p.point.y), p.separation, p.normal_impulse, p.tangent_impulse, p.id)
                for p in (record.points[j] for j in range(record.point_count)))
            contacts.append(Contact(self._shape_for(record.shape_a), self._shape_for(record.shape_b),
                                    self._body_for(record.body_a), self._body_for(record.body_b),
                                    Vec2(record.normal.x, record.normal.y), points))
        return contacts

    def contact_events(self) -> ContactEvents:
        """Begin and end touch events of the last step (and of destroy calls since)."""
        counts = ffi.new("int32_t[2]")
        begin_count = ffi.new("int32_t *")
        end_count = ffi.new("int32_t *")
        with self._lock:
            self._call(lib.r2d_world_get_contact_event_counts, counts, counts + 1)
            begin = ffi.new("r2d_contact_begin_event[]", counts[0])
            self._call(lib.r2d_world_get_contact_begin_events, begin, counts[0], begin_count)
            end = ffi.new("r2d_contact_end_event[]", counts[1])
            self._call(lib.r2d_world_get_contact_end_events, end, counts[1], end_count)
        begin_events = tuple(ContactBeginEvent(self._shape_for(begin[i].shape_a), self._shape_for(begin[i].shape_b))
                             for i in range(begin_count[0]))
        end_events = tuple(ContactEndEvent(self._shape_for(end[i].shape_a), self._shape_for(end[i].shape_b))
                           for i in range(end_count[0]))
        return ContactEvents(begin_events, end_events)

    # ------------------------------------------------------------- bulk

    def get_state(self, positions: bool = True, angles: bool = True, linear_velocities: bool = True,
                  angular_velocities: bool = True) -> BodyStates:
        """The selected states of every body, copied by one library call
        straight into new numpy arrays; unselected ones are None."""
        numpy = _numpy()
        copied = ffi.new("int32_t *")
        with self._lock:  # the count and the copy must see the same bodies
            count = self.body_count
            arrays = BodyStates(
                numpy.empty((count, 2), numpy.float32) if positions else None,
                numpy.empty(count, numpy.float32) if angles else None,
                numpy.empty((count, 2), numpy.float32) if linear_velocities else None,
                numpy.empty(count, numpy.float32) if angular_velocities else None)
            self._call(lib.r2d_world_get_body_states,
                       _buffer("r2d_vec2[]", arrays.positions), _buffer("float[]", arrays.angles),
                       _buffer("r2d_vec2[]", arrays.linear_velocities),
                       _buffer("float[]", arrays.angular_velocities), count, copied)
        return arrays

    def positions(self) -> Any:
        """Positions of every body as an (n, 2) float32 array, order of :attr:`bodies`."""
        return self.get_state(True, False, False, False).positions

    def angles(self) -> Any:
        """Angles of every body as an (n,) float32 array."""
        return self.get_state(False, True, False, False).angles

    def linear_velocities(self) -> Any:
        """Linear velocities of every body as an (n, 2) float32 array."""
        return self.get_state(False, False, True, False).linear_velocities

    def angular_velocities(self) -> Any:
        """Angular velocities of every body as an (n,) float32 array."""
        return self.get_state(False, False, False, True).angular_velocities

    def set_velocities(self, bodies: Sequence[Body], linear: Any = None, angular: Any = None) -> None:
        """Set the velocities of many bodies in one library call.

        linear is (n, 2), angular (n,), either None to leave it alone. All
        ids and numbers are checked first: on any error nothing changes.
        """
        numpy = _numpy()
        count = len(bodies)
        ids = numpy.fromiter((body._id.bits for body in bodies), numpy.uint64, count)
        linear_array = _float32_array(numpy, linear, (count, 2), "linear")
        angular_array = _float32_array(numpy, angular, (count,), "angular")
        self._call(lib.r2d_world_set_body_velocities, _buffer("r2d_body_id[]", ids),
                   _buffer("r2d_vec2[]", linear_array), _buffer("float[]", angular_array), count)

    # ------------------------------------------------------------- draw

    def draw(self, **options: Any) -> None:
        """Call Python functions for what the world would draw; see :func:`rigid2d.draw.draw_world`."""
        from .draw import draw_world  # callbacks are made only if someone draws
        draw_world(self, **options)

    # --------------------------------------------------------- hit events

    def contact_hit_events(self) -> List[ContactHitEvent]:
        """Hard contacts of the last step, of shapes added with ``hit_events=True``."""
        return hit_event.contact_hit_events(self)

    # ------------------------------------------------------------ sensors

    def sensor_events(self) -> SensorEvents:
        """Shapes that began and ended overlapping sensors in the last step; see :mod:`rigid2d.sensor`."""
        return sensor.sensor_events(self)

    # -------------------------------------------------- contact callbacks

    def set_pair_filter(self, function: Optional[contact_callbacks.PairFilter]) -> None:
        """``function(shape_a, shape_b) -> bool`` decides whether two shapes may touch; see
        :mod:`rigid2d.contact_callbacks`. None removes it."""
        contact_callbacks.set_pair_filter(self, function)

    def set_pre_solve(self, function: Optional[contact_callbacks.PreSolve]) -> None:
        """``function(contact) -> bool`` may disable a contact for one step (one-way platforms); see
        :mod:`rigid2d.contact_callbacks`. None removes it."""
        contact_callbacks.set_pre_solve(self, function)

    # ------------------------------------------------------ scene queries

    def ray_cast(self, p1: Point, p2: Point, filter: Optional[QueryFilter] = None) -> Optional[RayHit]:
        """The first shape the ray from p1 to p2 enters, or None; see :mod:`rigid2d.query`."""
        return query.ray_cast(self, p1, p2, filter)

    def ray_cast_all(self, p1: Point, p2: Point, filter: Optional[QueryFilter] = None) -> List[RayHit]:
        """Every shape the ray from p1 to p2 enters, nearest first."""
        return query.ray_cast_all(self, p1, p2, filter)

    def ray_cast_many(self, origins: Any, translations: Any, filter: Optional[QueryFilter] = None) -> RayHits:
        """The closest hit of each of many rays, as numpy arrays (lidar, batched agents)."""
        return query.ray_cast_many(self, origins, translations, filter)

    def query_aabb(self, lower: Point, upper: Point, filter: Optional[QueryFilter] = None) -> List[Shape]:
        """Shapes whose bounding box overlaps the box from lower to upper."""
        return query.query_aabb(self, lower, upper, filter)

    def query_point(self, point: Point, filter: Optional[QueryFilter] = None) -> List[Shape]:
        """Shapes that contain point."""
        return query.query_point(self, point, filter)

    # ------------------------------------------- shape casts and overlaps

    def cast_shape(self, proxy: ShapeProxy, translation: Point, position: Point = (0.0, 0.0), angle: float = 0.0,
                   filter: Optional[QueryFilter] = None) -> Optional[RayHit]:
        """The first shape proxy (placed at position, angle) hits when swept along translation, or
        None; see :mod:`rigid2d.shape_query`."""
        return shape_query.cast_shape(self, proxy, translation, position, angle, filter)

    def cast_shape_all(self, proxy: ShapeProxy, translation: Point, position: Point = (0.0, 0.0),
                       angle: float = 0.0, filter: Optional[QueryFilter] = None) -> List[RayHit]:
        """Every shape the swept proxy hits, nearest first."""
        return shape_query.cast_shape_all(self, proxy, translation, position, angle, filter)

    def overlap_shape(self, proxy: ShapeProxy, position: Point = (0.0, 0.0), angle: float = 0.0,
                      filter: Optional[QueryFilter] = None) -> List[Shape]:
        """Shapes whose geometry touches or overlaps proxy placed at position, angle."""
        return shape_query.overlap_shape(self, proxy, position, angle, filter)


def _owned(pointer_type: str, id_: Any) -> Any:
    """A copy of id_ that owns its memory (indexing an owning pointer keeps it alive)."""
    return ffi.new(pointer_type, id_)[0]


def _assign(definition: Any, values: Dict[str, Any]) -> None:
    """Set the fields of a C definition whose value is not None."""
    for name, value in values.items():
        if value is not None:
            setattr(definition, name, value)


def _buffer(c_type: str, array: Any) -> Any:
    """A C view of a numpy array's memory, or NULL for None (no copy)."""
    return ffi.NULL if array is None else ffi.from_buffer(c_type, array)


def _float32_array(numpy: Any, values: Any, shape: tuple, name: str) -> Any:
    """values as a C-contiguous float32 array of the given shape, or None."""
    if values is None:
        return None
    array = numpy.ascontiguousarray(values, dtype=numpy.float32)
    if array.shape != shape:
        raise ValueError(f"{name} must have shape {shape}, not {array.shape}")
    return array


def step_all(worlds: Sequence[World], time_step: float, threads: Optional[int] = None) -> None:
    """Step every world by time_step, spread over threads, with the GIL
    released once for all of them: for hundreds of small worlds, as
    reinforcement learning steps them. Each world ends as its own
    :meth:`World.step` would leave it, whatever the thread count.

    threads defaults to the machine's cores (at most 64). A closed world,
    or a world named twice, raises before any world is stepped. An
    exception of a contact callback is raised once all have stepped.
    """
    worlds = list(worlds)
    if not worlds:
        return
    if threads is None:
        threads = min(64, os.cpu_count() or 1)
    ids = ffi.new("r2d_world_id[]", [world._id for world in worlds])
    with ExitStack() as held:
        # In one order, so two step_all calls over shared worlds cannot
        # deadlock; a world named twice takes its reentrant lock twice and
        # the library refuses the batch.
        for world in sorted(worlds, key=id):
            held.enter_context(world._lock)
        status = lib.r2d_worlds_step(ids, len(worlds), time_step, threads)
    if status:
        raise_status(status)
    for world in worlds:
        world._destroyed_shapes.clear()
    for world in worlds:
        contact_callbacks.raise_pending(world)
