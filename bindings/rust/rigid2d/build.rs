//! Cargo hands link arguments only to the package whose build script printed
//! them, so the rpath rigid2d-sys found is repeated here for this crate's
//! tests, doc tests and examples.

fn main() {
    println!("cargo:rerun-if-env-changed=DEP_RIGID2D_LIB_DIR");
    if let Some(dir) = std::env::var_os("DEP_RIGID2D_LIB_DIR") {
        println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.to_string_lossy());
    }
}
