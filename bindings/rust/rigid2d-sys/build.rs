//! Finds or builds librigid2d and tells cargo how to link it.
//!
//! In order:
//! 1. `$RIGID2D_LIB_DIR`: the shared library in that directory (the test
//!    scripts name the exact build they test this way);
//! 2. `pkg-config rigid2d`: an installed shared library;
//! 3. else the engine is built from this source tree with Meson into
//!    `OUT_DIR` and linked statically, so the program carries it and runs
//!    without an installed library or `LD_LIBRARY_PATH`.
//!
//! For a shared library in a directory the loader does not search, the
//! directory is written as an rpath of this crate's own tests and handed to
//! dependent crates as `DEP_RIGID2D_LIB_DIR` for theirs (cargo passes link
//! arguments to no other package).

use std::env;
use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=RIGID2D_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_LIBDIR");
    println!("cargo:rerun-if-env-changed=PATH");

    if let Some(dir) = env::var_os("RIGID2D_LIB_DIR") {
        link_shared(Some(PathBuf::from(dir)));
    } else if let Some(lib_dirs) = pkg_config_lib_dirs() {
        link_shared(lib_dirs.into_iter().next());
    } else {
        build_and_link_static();
    }

    // The drift test regenerates the bindings and needs the bindgen CLI; it
    // is compiled as ignored (with a reason) where bindgen is missing.
    println!("cargo:rustc-check-cfg=cfg(has_bindgen)");
    if Command::new("bindgen").arg("--version").output().is_ok_and(|o| o.status.success()) {
        println!("cargo:rustc-cfg=has_bindgen");
    }
}

fn link_shared(dir: Option<PathBuf>) {
    println!("cargo:rustc-link-lib=dylib=rigid2d");
    if let Some(dir) = dir {
        let dir = dir.display();
        println!("cargo:rustc-link-search=native={dir}");
        println!("cargo:rustc-link-arg=-Wl,-rpath,{dir}");
        println!("cargo:lib_dir={dir}");
    }
}

/// The `-L` directories of `pkg-config --libs rigid2d` (none for a library
/// in a default directory), or None when pkg-config or rigid2d is missing.
fn pkg_config_lib_dirs() -> Option<Vec<PathBuf>> {
    let output = Command::new("pkg-config").args(["--libs", "rigid2d"]).output().ok()?;
    if !output.status.success() {
        return None;
    }
    let flags = String::from_utf8(output.stdout).ok()?;
    Some(flags.split_whitespace().filter_map(|flag| flag.strip_prefix("-L")).map(PathBuf::from).collect())
}

/// Builds the engine's static library (the target the C unit tests link)
/// with Meson, library alone, in release mode, and links it with the C++
/// runtime it needs.
fn build_and_link_static() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let source_root = manifest_dir.join("../../..");
    if !source_root.join("src/meson.build").exists() {
        panic!(
            "librigid2d not found by pkg-config, and {} is not a rigid2d source tree to build it from: \
             install rigid2d (its rigid2d.pc on PKG_CONFIG_PATH) or set RIGID2D_LIB_DIR",
            source_root.display()
        );
    }
    for input in ["meson.build", "meson_options.txt", "src", "include"] {
        println!("cargo:rerun-if-changed={}", source_root.join(input).display());
    }

    let build_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("meson");
    if !build_dir.join("build.ninja").exists() {
        run(Command::new("meson")
            .arg("setup")
            .arg(&build_dir)
            .arg(&source_root)
            .args(["--buildtype=release", "-Dtests=false", "-Dexamples=false", "-Dbench=false"]));
    }
    let jobs = env::var("NUM_JOBS").unwrap_or_else(|_| "1".into());
    run(Command::new("meson").args(["compile", "-j", &jobs, "-C"]).arg(&build_dir).arg("rigid2d_internal"));

    println!("cargo:rustc-link-search=native={}", build_dir.join("src").display());
    println!("cargo:rustc-link-lib=static=rigid2d_internal");
    println!("cargo:rustc-link-lib=dylib=stdc++");
}

fn run(command: &mut Command) {
    let status = command
        .status()
        .unwrap_or_else(|error| panic!("could not run {command:?} ({error}); is meson installed?"));
    if !status.success() {
        panic!("{command:?} failed with {status}");
    }
}
