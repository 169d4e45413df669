"""The cffi declarations agree with the C header, as C compilers see it."""

import re
import shutil
import subprocess
import sys

import cffi
import pytest

import rigid2d
from rigid2d import _cdefgen, _native

from conftest import BINDINGS_DIR, REPO_ROOT

HEADER_INCLUDE = REPO_ROOT / "include"
needs_cc = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")


def header_define(name):
    text = (HEADER_INCLUDE / "rigid2d" / "rigid2d.h").read_text()
    return int(re.search(rf"^#define {name} (\d+)$", text, re.MULTILINE).group(1))


@needs_cc
def test_shipped_cdef_is_what_the_generator_makes_from_the_header():
    regenerated = _cdefgen.preprocess(HEADER_INCLUDE, "cc")
    assert regenerated == _cdefgen.shipped_cdef(), (
        "rigid2d/_cdef.h is out of date: run bindings/python/tools/gen_cdef.py")


@needs_cc
def test_generator_script_writes_the_committed_file(tmp_path):
    """The script itself, not just the function, reproduces _cdef.h."""
    target = tmp_path / "_cdef.h"
    subprocess.run([sys.executable, str(BINDINGS_DIR / "tools" / "gen_cdef.py"), "--output", str(target)],
                   check=True, capture_output=True)
    assert target.read_text() == _cdefgen.shipped_cdef()


def test_the_imported_cdef_comes_from_the_header_when_a_compiler_exists():
    expected = "header" if _cdefgen.find_compiler() else "shipped"
    assert _native.CDEF_SOURCE == expected


def test_without_a_compiler_the_shipped_cdef_is_used(monkeypatch):
    monkeypatch.setattr(_cdefgen, "find_compiler", lambda: None)
    cdef, source = _native._build_cdef()
    assert source == "shipped"
    assert cdef == _cdefgen.shipped_cdef()


def test_shipped_cdef_parses_and_declares_every_function():
    ffi = cffi.FFI()
    ffi.cdef(_cdefgen.shipped_cdef())
    header = (HEADER_INCLUDE / "rigid2d" / "rigid2d.h").read_text()
    declared = set(re.findall(r"^R2D_API [^(]*?\b(r2d_\w+)\(", header, re.MULTILINE))
    assert len(declared) == header.count("\nR2D_API ")
    # dir() of an ABI-mode library lists every name the cdef declares.
    assert declared <= set(dir(ffi.dlopen(None)))


def test_r2d_api_expands_to_nothing():
    assert "R2D_API" not in _native.CDEF
    assert "__attribute__" not in _native.CDEF


def _layout_probe_source(ffi):
    """A C program printing sizes, alignments, offsets, enum values and
    macros for everything the cdef declares, one 'key value' per line."""
    lines = []
    typedefs, structs, unions = ffi.list_types()
    assert not unions
    for struct in structs:
        c_name = f"struct {struct}"
        lines.append(f'printf("{c_name} size %zu\\n", sizeof({c_name}));')
        lines.append(f'printf("{c_name} align %zu\\n", (size_t)_Alignof({c_name}));')
        for field, _ in ffi.typeof(c_name).fields:
            lines.append(f'printf("{c_name}.{field} offset %zu\\n", offsetof({c_name}, {field}));')
    for name in typedefs:
        if ffi.typeof(name).kind == "enum":
            lines.append(f'printf("{name} size %zu\\n", sizeof({name}));')
            for constant in ffi.typeof(name).elements.values():
                lines.append(f'printf("{constant} value %lld\\n", (long long){constant});')
    for macro in re.findall(r"^#define (R2D_\w+) ", _native.CDEF, re.MULTILINE):
        lines.append(f'printf("{macro} value %lld\\n", (long long){macro});')
    body = "\n    ".join(lines)
    return ("#include <stddef.h>\n#include <stdio.h>\n#include \"rigid2d/rigid2d.h\"\n"
            f"int main(void) {{\n    {body}\n    return 0;\n}}\n")


def _layout_from_ffi(ffi, library):
    layout = {}
    typedefs, structs, _ = ffi.list_types()
    for struct in structs:
        c_name = f"struct {struct}"
        layout[f"{c_name} size"] = ffi.sizeof(c_name)
        layout[f"{c_name} align"] = ffi.alignof(c_name)
        for field, _ in ffi.typeof(c_name).fields:
            layout[f"{c_name}.{field} offset"] = ffi.offsetof(c_name, field)
    for name in typedefs:
        if ffi.typeof(name).kind == "enum":
            layout[f"{name} size"] = ffi.sizeof(name)
            for value, constant in ffi.typeof(name).elements.items():
                layout[f"{constant} value"] = value
    for macro in re.findall(r"^#define (R2D_\w+) ", _native.CDEF, re.MULTILINE):
        layout[f"{macro} value"] = getattr(library, macro)
    return layout


@needs_cc
def test_struct_sizes_offsets_enums_and_macros_match_the_c_compiler(tmp_path):
    source = tmp_path / "probe.c"
    source.write_text(_layout_probe_source(_native.ffi))
    program = tmp_path / "probe"
    subprocess.run(["cc", "-std=c11", "-I", str(HEADER_INCLUDE), str(source), "-o", str(program)],
                   check=True)
    output = subprocess.run([str(program)], check=True, capture_output=True, text=True).stdout
    from_c = {key: int(value) for key, value in (line.rsplit(" ", 1) for line in output.splitlines())}
    # dlopen(None) gives the cdef's constants without needing librigid2d.
    from_ffi = _layout_from_ffi(_native.ffi, _native.ffi.dlopen(None))
    assert from_ffi == from_c
    assert "struct r2d_contact_data size" in from_c and "struct r2d_debug_draw size" in from_c


def test_binding_version_matches_the_header():
    assert _native.BINDING_MAJOR == header_define("R2D_VERSION_MAJOR")
    assert _native.BINDING_ABI == header_define("R2D_ABI_VERSION")


def test_pyproject_version_matches_the_header():
    text = (BINDINGS_DIR / "pyproject.toml").read_text()
    version = re.search(r'^version = "([^"]+)"', text, re.MULTILINE).group(1)
    expected = ".".join(str(header_define(f"R2D_VERSION_{part}")) for part in ("MAJOR", "MINOR", "PATCH"))
    assert version == expected


def test_package_version_is_the_loaded_librarys():
    raw = _native.lib.r2d_get_version()
    assert rigid2d.__version__ == f"{raw.major}.{raw.minor}.{raw.patch}"
    assert rigid2d.__version__ == rigid2d.library_version()
