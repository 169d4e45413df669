"""Test setup: import the package from the source tree, no install needed."""

import sys
from pathlib import Path

BINDINGS_DIR = Path(__file__).resolve().parent.parent
REPO_ROOT = BINDINGS_DIR.parent.parent
sys.path.insert(0, str(BINDINGS_DIR))

import pytest  # noqa: E402

import rigid2d  # noqa: E402


def pytest_report_header(config):
    if rigid2d._native.LOAD_ERROR is not None:
        return f"rigid2d: library NOT loaded: {rigid2d._native.LOAD_ERROR}"
    return (f"rigid2d: library {rigid2d.library_path()} version {rigid2d.__version__}; "
            f"cdef from {rigid2d._native.CDEF_SOURCE}")


@pytest.fixture
def world():
    """A fresh world with the library's defaults, closed afterwards."""
    with rigid2d.World() as created:
        yield created


@pytest.fixture
def ground(world):
    """A static ground box whose top face is y = 0."""
    body = world.create_body("static", position=(0, -0.5))
    body.add_box(50, 0.5)
    return body
