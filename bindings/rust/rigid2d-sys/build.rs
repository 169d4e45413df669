//! Finds `librigid2d.so` and tells cargo how to link it.
//!
//! Search order: `$RIGID2D_LIB_DIR`; the Meson build directory of this
//! source tree (`build/src`, else the newest library in a `build*/src`);
//! `pkg-config --libs-only-L rigid2d`. The directory found is also written
//! as an rpath, so tests and examples run without `LD_LIBRARY_PATH`, and
//! handed to dependent crates as `DEP_RIGID2D_LIB_DIR` for their own rpath.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

const LIBRARY_FILE: &str = "librigid2d.so";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=RIGID2D_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    println!("cargo:rerun-if-env-changed=PATH");

    println!("cargo:rustc-link-lib=dylib=rigid2d");
    match find_library_dir() {
        Some(dir) => {
            let dir = dir.display();
            println!("cargo:rustc-link-search=native={dir}");
            println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
            println!("cargo:lib_dir={dir}");
        }
        None => println!(
            "cargo:warning=librigid2d.so not found: build it with Meson or set RIGID2D_LIB_DIR; \
             relying on the linker's default search path"
        ),
    }

    // The drift test regenerates the bindings and needs the bindgen CLI; it
    // is compiled as ignored (with a reason) where bindgen is missing.
    println!("cargo:rustc-check-cfg=cfg(has_bindgen)");
    if Command::new("bindgen").arg("--version").output().is_ok_and(|o| o.status.success()) {
        println!("cargo:rustc-cfg=has_bindgen");
    }
}

fn find_library_dir() -> Option<PathBuf> {
    if let Some(dir) = env::var_os("RIGID2D_LIB_DIR") {
        return Some(PathBuf::from(dir));
    }
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR")?);
    let source_root = manifest_dir.join("../../..");
    if let Some(dir) = meson_build_dir(&source_root) {
        return Some(dir);
    }
    pkg_config_dir()
}

/// `build/src` (the directory scripts/test.sh builds) if it holds the
/// library, else the `build*/src` whose library was built last: most likely
/// the one being worked on. `RIGID2D_LIB_DIR` chooses exactly.
fn meson_build_dir(source_root: &Path) -> Option<PathBuf> {
    let default = source_root.join("build/src");
    let found = if default.join(LIBRARY_FILE).exists() {
        default
    } else {
        std::fs::read_dir(source_root)
            .ok()?
            .filter_map(|entry| entry.ok())
            .filter(|entry| entry.file_name().to_string_lossy().starts_with("build"))
            .map(|entry| entry.path().join("src"))
            .filter_map(|dir| {
                let built = dir.join(LIBRARY_FILE).metadata().and_then(|m| m.modified()).ok()?;
                Some((built, dir))
            })
            .max()?
            .1
    };
    println!("cargo:rerun-if-changed={}", found.join(LIBRARY_FILE).display());
    found.canonicalize().ok()
}

/// Runs pkg-config as a program; an installed library in a default
/// directory yields no `-L` and needs no search path.
fn pkg_config_dir() -> Option<PathBuf> {
    let output = Command::new("pkg-config").args(["--libs-only-L", "rigid2d"]).output().ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8(output.stdout)
        .ok()?
        .split_whitespace()
        .find_map(|flag| flag.strip_prefix("-L").map(PathBuf::from))
}
