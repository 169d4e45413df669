"""Bodies: position, velocity, mass, forces, and the shapes they carry."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable, List, Optional, Sequence, Tuple

from ._handle import Handle
from ._native import ffi, lib, pair, points_array
from .chain import Chain
from .shape import Shape
from .settings import MassData, setting
from .types import BodyType, BodyTypeLike, Contact, Filter, Vec2, body_type_value

if TYPE_CHECKING:
    from .joint import Joint

Point = Sequence[float]


class Body(Handle):
    """A rigid body of a World; made by :meth:`World.create_body`.

    The body lives in its world until :meth:`destroy` or the world's close;
    after that every use raises :class:`rigid2d.InvalidIdError`.
    Python attributes may be attached freely (``body.name = "crate"``).
    """

    # ------------------------------------------------------------ state

    @property
    def type(self) -> BodyType:
        """STATIC, KINEMATIC or DYNAMIC; setting it keeps joints, ends the
        contacts (found again next step) and makes the mass follow."""
        return BodyType(self._get(lib.r2d_body_get_type, "r2d_body_type *"))

    @type.setter
    def type(self, value: BodyTypeLike) -> None:
        self._call(lib.r2d_body_set_type, body_type_value(value))

    @property
    def position(self) -> Vec2:
        """Position of the body origin (m); setting it teleports the body."""
        value = self._get(lib.r2d_body_get_position, "r2d_vec2 *")
        return Vec2(value.x, value.y)

    @position.setter
    def position(self, value: Point) -> None:
        self.set_transform(value, self.angle)

    @property
    def angle(self) -> float:
        """Rotation (rad); setting it turns the body in place."""
        return self._get(lib.r2d_body_get_angle, "float *")

    @angle.setter
    def angle(self, value: float) -> None:
        self.set_transform(self.position, value)

    def set_transform(self, position: Point, angle: float) -> None:
        """Teleport the body to position (m) and angle (rad), and wake it."""
        self._call(lib.r2d_body_set_transform, pair(position), angle)

    def _pose(self) -> Tuple[Vec2, float]:
        with self._world._lock:  # position and angle of the same moment
            return self.position, self.angle

    def world_point(self, local_point: Point) -> Vec2:
        """A point given in the body's frame, in world coordinates (m)."""
        (x, y), angle = self._pose()
        dx, dy = _rotated(local_point, angle)
        return Vec2(x + dx, y + dy)

    def local_point(self, world_point: Point) -> Vec2:
        """A world point in the body's frame, relative to its origin (m)."""
        (x, y), angle = self._pose()
        px, py = world_point
        return _rotated((px - x, py - y), -angle)

    def local_vector(self, world_vector: Point) -> Vec2:
        """A world direction in the body's frame (turned, not moved)."""
        return _rotated(world_vector, -self.angle)

    @property
    def linear_velocity(self) -> Vec2:
        """Velocity of the centre of mass (m/s)."""
        value = self._get(lib.r2d_body_get_linear_velocity, "r2d_vec2 *")
        return Vec2(value.x, value.y)

    @linear_velocity.setter
    def linear_velocity(self, value: Point) -> None:
        self._call(lib.r2d_body_set_linear_velocity, pair(value))

    @property
    def angular_velocity(self) -> float:
        """Angular velocity (rad/s)."""
        return self._get(lib.r2d_body_get_angular_velocity, "float *")

    @angular_velocity.setter
    def angular_velocity(self, value: float) -> None:
        self._call(lib.r2d_body_set_angular_velocity, value)

    @property
    def mass(self) -> float:
        """Mass (kg) from the shapes' densities; 0 unless dynamic."""
        return self._get(lib.r2d_body_get_mass, "float *")

    @property
    def inertia(self) -> float:
        """Rotational inertia about the centre of mass (kg m^2); 0 unless dynamic."""
        return self._get(lib.r2d_body_get_rotational_inertia, "float *")

    @property
    def local_center_of_mass(self) -> Vec2:
        """Centre of mass in body coordinates (m)."""
        value = self._get(lib.r2d_body_get_local_center_of_mass, "r2d_vec2 *")
        return Vec2(value.x, value.y)

    @property
    def world_center_of_mass(self) -> Vec2:
        """Centre of mass in world coordinates (m)."""
        value = self._get(lib.r2d_body_get_world_center_of_mass, "r2d_vec2 *")
        return Vec2(value.x, value.y)

    @property
    def awake(self) -> bool:
        """Whether the body is simulated; setting it wakes or sleeps its whole island."""
        return bool(self._get(lib.r2d_body_is_awake, "bool *"))

    @awake.setter
    def awake(self, value: bool) -> None:
        self._call(lib.r2d_body_set_awake, bool(value))

    @property
    def user_data(self) -> int:
        """An unsigned 64-bit integer kept by the library for the caller."""
        return self._get(lib.r2d_body_get_user_data, "uint64_t *")

    @user_data.setter
    def user_data(self, value: int) -> None:
        self._call(lib.r2d_body_set_user_data, value)

    # ------------------------------------------------------- run-time settings

    linear_damping = setting("r2d_body_get_linear_damping", "r2d_body_set_linear_damping", "float *",
                             "Linear damping (1/s), >= 0.")
    angular_damping = setting("r2d_body_get_angular_damping", "r2d_body_set_angular_damping", "float *",
                              "Angular damping (1/s), >= 0.")
    gravity_scale = setting("r2d_body_get_gravity_scale", "r2d_body_set_gravity_scale", "float *",
                            "The factor of the world's gravity the body feels; 0 floats.")
    bullet = setting("r2d_body_is_bullet", "r2d_body_set_bullet", "bool *",
                     "Bullet flag: continuous collision also sweeps a fast bullet against dynamic bodies.", bool, bool)
    fixed_rotation = setting("r2d_body_is_fixed_rotation", "r2d_body_set_fixed_rotation", "bool *",
                             "Whether the body keeps its angle.", bool, bool)
    enabled = setting("r2d_body_is_enabled", "r2d_body_set_enabled", "bool *",
                      "False takes the body out of the simulation (no contacts, unseen by queries, joints idle), "
                      "keeping its position and velocity.", bool, bool)

    @property
    def mass_data(self) -> MassData:
        """Mass, centre and inertia in use; setting it overrides the shapes'
        until :meth:`reset_mass_data`."""
        value = self._get(lib.r2d_body_get_mass_data, "r2d_mass_data *")
        return MassData(value.mass, Vec2(value.center.x, value.center.y), value.rotational_inertia)

    @mass_data.setter
    def mass_data(self, value: MassData) -> None:
        mass, center, inertia = value
        self._call(lib.r2d_body_set_mass_data, (mass, pair(center), inertia))

    def reset_mass_data(self) -> None:
        """Take the mass from the shapes' densities again."""
        self._call(lib.r2d_body_reset_mass_data)

    # ----------------------------------------------------------- forces

    def apply_force(self, force: Point, point: Optional[Point] = None, wake: bool = True) -> None:
        """Apply a force (N) for the next step, at a world point or the centre of mass."""
        if point is None:
            self._call(lib.r2d_body_apply_force_to_center, pair(force), wake)
        else:
            self._call(lib.r2d_body_apply_force, pair(force), pair(point), wake)

    def apply_torque(self, torque: float, wake: bool = True) -> None:
        """Apply a torque (N m) for the next step."""
        self._call(lib.r2d_body_apply_torque, torque, wake)

    def apply_linear_impulse(self, impulse: Point, point: Optional[Point] = None, wake: bool = True) -> None:
        """Change the velocity at once by an impulse (N s), at a world point or the centre of mass."""
        if point is None:
            self._call(lib.r2d_body_apply_linear_impulse_to_center, pair(impulse), wake)
        else:
            self._call(lib.r2d_body_apply_linear_impulse, pair(impulse), pair(point), wake)

    def apply_angular_impulse(self, impulse: float, wake: bool = True) -> None:
        """Change the angular velocity at once by an angular impulse (N m s)."""
        self._call(lib.r2d_body_apply_angular_impulse, impulse, wake)

    # ----------------------------------------------------------- shapes

    def add_circle(self, radius: float, center: Point = (0.0, 0.0), **material: Any) -> Shape:
        """Add a circle of radius (m) centred at a body point.

        ``material`` keywords, here and in every add_*: density (kg/m^2),
        friction (sets static and dynamic), static_friction,
        dynamic_friction, restitution (0..1), filter (a Filter),
        contact_events (bool), user_data (int), sensor (bool: no contacts,
        reports overlaps, see World.sensor_events) and sensor_events (bool:
        seen by sensors) and hit_events (bool, see World.contact_hit_events);
        unset ones take the library's defaults.
        """
        circle = ffi.new("r2d_circle *", {"center": pair(center), "radius": radius})
        return self._add(lib.r2d_shape_create_circle, circle, material)

    def add_box(self, hx: float, hy: float, center: Point = (0.0, 0.0), angle: float = 0.0,
                **material: Any) -> Shape:
        """Add a box of half extents hx, hy (m), centred at a body point and turned by angle."""
        box = ffi.new("r2d_box *", {"half_extents": (hx, hy), "center": pair(center), "angle": angle})
        return self._add(lib.r2d_shape_create_box, box, material)

    def add_capsule(self, center1: Point, center2: Point, radius: float, **material: Any) -> Shape:
        """Add a capsule: two circles of radius (m) at body points joined by their hull."""
        capsule = ffi.new("r2d_capsule *", {"center1": pair(center1), "center2": pair(center2),
                                            "radius": radius})
        return self._add(lib.r2d_shape_create_capsule, capsule, material)

    def add_segment(self, point1: Point, point2: Point, **material: Any) -> Shape:
        """Add a two-sided line segment between body points, for ground and walls."""
        segment = ffi.new("r2d_segment *", {"point1": pair(point1), "point2": pair(point2)})
        return self._add(lib.r2d_shape_create_segment, segment, material)

    def add_polygon(self, points: Sequence[Point], **material: Any) -> Shape:
        """Add the convex hull of 3 to 8 body points."""
        array = points_array(points)
        return self._add(lib.r2d_shape_create_polygon, array, material, len(array))

    def add_concave_polygon(self, points: Sequence[Point], **material: Any) -> List[Shape]:
        """Add a simple polygon (3 to 256 points, either winding) as convex pieces; returns them."""
        array = points_array(points)
        # Ear clipping gives at most n - 2 pieces, so one call always fits.
        capacity = max(len(array), 1)
        out_shapes = ffi.new("r2d_shape_id[]", capacity)
        out_count = ffi.new("int32_t *")
        self._call(lib.r2d_shape_create_concave_polygon, _shape_def(material), array, len(array),
                   out_shapes, capacity, out_count)
        return [self._world._register_shape(self, out_shapes[i]) for i in range(out_count[0])]

    def create_chain(self, points: Sequence[Point], loop: bool = False,
                     materials: Optional[Sequence[dict]] = None, **material: Any) -> Chain:
        """Add a chain of one-sided segments through body points (at least 2,
        3 for a loop, each more than 5 mm from the next); see :class:`Chain`.

        ``material`` keywords are add_circle's but for density and sensor
        (segments weigh nothing); friction and restitution apply to every
        segment unless ``materials`` gives one dict of friction,
        static_friction, dynamic_friction and restitution per segment.
        """
        array = points_array(points)
        definition = ffi.new("r2d_chain_def *", lib.r2d_chain_def_default())
        definition.points = array
        definition.count = len(array)
        definition.loop = bool(loop)
        shape = _shape_def(material)
        definition.material = _surface(shape)
        definition.filter = shape.filter
        definition.user_data = shape.user_data
        definition.enable_contact_events = shape.enable_contact_events
        definition.enable_sensor_events = shape.enable_sensor_events
        definition.enable_hit_events = shape.enable_hit_events
        surfaces = ffi.new("r2d_surface_material[]", [_surface(_shape_def(m)) for m in materials or ()])
        if materials is not None:
            definition.materials = surfaces
            definition.material_count = len(surfaces)
        out = ffi.new("r2d_chain_id *")
        with self._world._lock:
            self._call(lib.r2d_chain_create, definition, out)
            chain = Chain(self._world, out[0])
            ids, count = chain._segment_ids()
            for i in range(count):
                self._world._register_shape(self, ids[i])
        return chain

    def _add(self, create: Callable[..., int], geometry: Any, material: dict, *counts: int) -> Shape:
        out = ffi.new("r2d_shape_id *")
        self._call(create, _shape_def(material), geometry, *counts, out)
        return self._world._register_shape(self, out[0])

    @property
    def shapes(self) -> List[Shape]:
        """The body's shapes, in the library's order."""
        ids, count = self._get_ids(lib.r2d_body_get_shape_count, lib.r2d_body_get_shapes, "r2d_shape_id[]")
        return [self._world._shape_for(ids[i]) for i in range(count)]

    # --------------------------------------------------------- contacts

    def contacts(self) -> List[Contact]:
        """The touching contacts of this body."""
        out_count = ffi.new("int32_t *")
        with self._world._lock:
            count = self._get(lib.r2d_body_get_contact_count, "int32_t *")
            records = ffi.new("r2d_contact_data[]", count)
            self._call(lib.r2d_body_get_contacts, records, count, out_count)
        return self._world._contacts_from(records, out_count[0])

    # ----------------------------------------------------------- joints

    @property
    def joint_count(self) -> int:
        """Number of joints attached to the body."""
        return self._get(lib.r2d_body_get_joint_count, "int32_t *")

    @property
    def joints(self) -> List["Joint"]:
        """The joints attached to the body, the most recently created first."""
        ids, count = self._get_ids(lib.r2d_body_get_joint_count, lib.r2d_body_get_joints, "r2d_joint_id[]")
        return [self._world._joint_for(ids[i]) for i in range(count)]

    # --------------------------------------------------------- lifetime

    def destroy(self) -> None:
        """Remove the body, its shapes, joints and contacts from the world."""
        with self._world._lock:
            shapes = self.shapes
            joints = self.joints
            self._call(lib.r2d_body_destroy)
            self._world._forget_body(self, shapes, joints)


def _rotated(vector: Point, angle: float) -> Vec2:
    """vector turned by angle (rad), counter-clockwise."""
    x, y = vector
    cos, sin = math.cos(angle), math.sin(angle)
    return Vec2(cos * x - sin * y, sin * x + cos * y)


_MATERIAL_FIELDS = {"density", "static_friction", "dynamic_friction", "restitution", "user_data"}


def _surface(shape_def: Any) -> tuple:
    """The r2d_surface_material of an r2d_shape_def."""
    return (shape_def.static_friction, shape_def.dynamic_friction, shape_def.restitution)


def _shape_def(material: dict) -> Any:
    """An r2d_shape_def: the library's defaults with the given keywords applied."""
    definition = ffi.new("r2d_shape_def *", lib.r2d_shape_def_default())
    for name, value in material.items():
        if value is None:
            continue
        if name in _MATERIAL_FIELDS:
            setattr(definition, name, value)
        elif name == "friction":
            definition.static_friction = definition.dynamic_friction = value
        elif name == "filter":
            definition.filter = tuple(Filter(*value))
        elif name == "contact_events":
            definition.enable_contact_events = bool(value)
        # sensors
        elif name == "sensor":
            definition.is_sensor = bool(value)
        elif name == "sensor_events":
            definition.enable_sensor_events = bool(value)
        # hit events
        elif name == "hit_events":
            definition.enable_hit_events = bool(value)
        else:
            raise TypeError(f"unknown shape keyword {name!r}")
    return definition
