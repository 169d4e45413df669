"""Loading, versions, typing and documentation of the package."""

import inspect
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import rigid2d
from rigid2d import _native

from conftest import BINDINGS_DIR


def touch(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"")
    return path


def test_library_search_order(tmp_path):
    package = tmp_path / "pkg"
    root = tmp_path / "repo"
    package.mkdir()
    env = {"RIGID2D_LIBRARY": "/somewhere/librigid2d.so"}
    assert _native.library_candidates({}, package, root) == ["librigid2d.so.0"]
    other = touch(root / "build-a" / "src" / "librigid2d.so.0")
    default = touch(root / "build" / "src" / "librigid2d.so.0")
    touch(root / "build" / "src" / "librigid2d.so")
    touch(root / "builder" / "librigid2d.so.0")  # not a build's src/
    assert _native.library_candidates({}, package, root) == [str(default), str(other), "librigid2d.so.0"]
    copied = touch(package / "librigid2d.so.0.1.0")
    assert _native.library_candidates({}, package, root) == [
        str(copied), str(default), str(other), "librigid2d.so.0"]
    # An explicit choice is the only candidate: no silent fallback.
    assert _native.library_candidates(env, package, root) == ["/somewhere/librigid2d.so"]


def test_a_missing_library_raises_a_clear_error(tmp_path):
    with pytest.raises(rigid2d.LibraryNotFoundError, match="RIGID2D_LIBRARY") as info:
        _native.load([str(tmp_path / "nothing.so")])
    assert isinstance(info.value, ImportError) and "nothing.so" in str(info.value)


@pytest.mark.parametrize("version", [(1, 1, 0, 0), (0, 1, 0, 1)])
def test_a_library_of_another_major_or_abi_is_refused(version):
    with pytest.raises(rigid2d.VersionMismatchError, match="written for"):
        _native.check_version(_native.Version(*version), "librigid2d.so.0")


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_loading_a_library_of_another_abi_fails_with_the_versions(tmp_path):
    """A stand-in librigid2d that reports ABI 1 is opened and refused."""
    source = tmp_path / "fake.c"
    source.write_text('#include "rigid2d/rigid2d.h"\n'
                      "r2d_version r2d_get_version(void) { r2d_version v = {0, 9, 0, 1}; return v; }\n")
    library = tmp_path / "librigid2d.so.1"
    subprocess.run(["cc", "-shared", "-fPIC", "-I", str(BINDINGS_DIR.parent.parent / "include"), str(source),
                    "-o", str(library)], check=True)
    with pytest.raises(rigid2d.VersionMismatchError, match=r"0\.9\.0 \(ABI 1\).*ABI 0"):
        _native.load([str(library)])


def test_newer_minor_and_patch_versions_are_accepted():
    _native.check_version(_native.Version(0, 7, 3, 0), "librigid2d.so.0")


def test_the_library_found_is_the_one_requested():
    expected = os.environ.get("RIGID2D_LIBRARY")
    if expected:
        assert rigid2d.library_path() == expected
    assert _native.LOAD_ERROR is None


def test_without_the_library_import_works_and_use_explains(tmp_path):
    code = ("import rigid2d\n"
            "try:\n    rigid2d.World()\nexcept rigid2d.LibraryNotFoundError:\n    print('refused')\n"
            "try:\n    rigid2d.__version__\nexcept rigid2d.LibraryNotFoundError:\n    print('refused')\n")
    # A copy of the package, so that no build directory of the checkout is found.
    shutil.copytree(BINDINGS_DIR / "rigid2d", tmp_path / "rigid2d")
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "RIGID2D_LIBRARY": str(tmp_path / "missing.so")}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                            cwd=tmp_path)
    assert result.stdout == "refused\nrefused\n", result.stderr


def test_package_is_typed():
    assert (Path(rigid2d.__file__).parent / "py.typed").is_file()


def public_members():
    for name in rigid2d.__all__:
        value = getattr(rigid2d, name)
        yield name, value
        if inspect.isclass(value):
            for member_name, member in vars(value).items():
                if not member_name.startswith("_") and (inspect.isfunction(member) or isinstance(member, property)):
                    yield f"{name}.{member_name}", member


def test_every_public_name_has_a_docstring():
    undocumented = [name for name, value in public_members() if not (inspect.getdoc(value) or "").strip()]
    assert undocumented == []


def test_all_lists_only_existing_names():
    assert len(set(rigid2d.__all__)) == len(rigid2d.__all__)
    for name in rigid2d.__all__:
        assert hasattr(rigid2d, name), name
