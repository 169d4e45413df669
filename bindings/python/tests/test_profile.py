"""World.profile: where the last step spent its time, stage by stage.

Timings differ from run to run, so nothing here compares two profiles;
only what holds of any step is checked: the fields are the C struct's,
zero before the first step, finite and non-negative after, and the stages,
timed one after another inside the step, fit within it."""

import math
import time

import pytest

import rigid2d
from rigid2d import _native
from test_threads import build_pile

DT = 1 / 60
STAGES = ("pairs", "collide", "prepare", "substeps", "store", "finalize", "continuous", "sleep", "sensors")


def test_fields_are_the_c_structs_in_its_order():
    c_fields = [name for name, _ in _native.ffi.typeof("r2d_step_profile").fields]
    assert list(rigid2d.StepProfile._fields) == c_fields
    assert c_fields == ["step", *STAGES]


def test_every_field_is_zero_before_the_first_step(world, ground):
    world.create_body("dynamic", position=(0, 2)).add_box(0.5, 0.5)
    profile = world.profile
    assert isinstance(profile, rigid2d.StepProfile)
    assert len(profile) == 10
    assert all(type(value) is float and value == 0.0 for value in profile), profile


@pytest.mark.parametrize("workers", [1, 2])
def test_after_steps_of_a_pile_the_stages_fit_in_the_step(workers):
    with rigid2d.World(workers=workers) as world:
        assert world.workers == workers
        build_pile(world, columns=20, rows=10)  # 200 boxes on a ground
        for _ in range(19):
            world.step(DT)
        started = time.perf_counter()
        world.step(DT)
        elapsed_ms = (time.perf_counter() - started) * 1000.0
        profile = world.profile
        assert world.contact_count > 150  # the pile touches: collide had work
    assert all(math.isfinite(value) and value >= 0.0 for value in profile), profile
    assert profile.step > 0.0 and profile.substeps > 0.0 and profile.collide > 0.0, profile
    stages = sum(getattr(profile, name) for name in STAGES)
    assert stages <= profile.step * 1.0001 + 1e-6, profile
    # The last step's own time, not a total over the steps: the library's
    # clock and perf_counter are both the monotonic clock.
    assert profile.step <= elapsed_ms * 1.0001 + 1e-3, (profile, elapsed_ms)


def test_a_closed_world_refuses_profile_as_other_getters():
    world = rigid2d.World()
    world.step(DT)
    world.profile  # readable while the world lives
    world.close()
    with pytest.raises(rigid2d.InvalidIdError, match="closed") as profile_error:
        world.profile
    with pytest.raises(rigid2d.InvalidIdError) as gravity_error:
        world.gravity
    assert type(profile_error.value) is type(gravity_error.value)


def test_a_callback_inside_the_step_cannot_read_it(world, ground):
    world.create_body("dynamic", position=(0, 0.5)).add_box(0.5, 0.5)
    refused = []

    def pre_solve(contact):
        with pytest.raises(rigid2d.LockedError):
            world.profile
        refused.append(contact)
        return True

    world.set_pre_solve(pre_solve)
    for _ in range(5):
        world.step(DT)
    assert refused
    assert world.profile.step > 0.0


def test_the_record_is_immutable(world):
    world.step(DT)
    profile = world.profile
    before = tuple(profile)
    with pytest.raises(AttributeError):
        profile.step = 1.0
    with pytest.raises(AttributeError):
        profile.collide = 1.0
    with pytest.raises(TypeError):
        profile[0] = 1.0
    assert tuple(profile) == before
    assert isinstance(profile, tuple) and hash(profile) == hash(before)
