//! The committed bindings must be exactly what `generate.sh` makes of the
//! current header, so a header change cannot silently leave Rust behind.

use std::path::Path;
use std::process::Command;

#[test]
#[cfg_attr(not(has_bindgen), ignore = "the bindgen CLI is not installed (apt install bindgen)")]
fn committed_bindings_match_the_header() {
    let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let fresh = Path::new(env!("CARGO_TARGET_TMPDIR")).join("bindings.rs");
    let status = Command::new(crate_dir.join("generate.sh")).arg(&fresh).status().expect("generate.sh should run");
    assert!(status.success(), "generate.sh failed: {status}");

    let committed = std::fs::read_to_string(crate_dir.join("src/bindings.rs")).unwrap();
    let regenerated = std::fs::read_to_string(&fresh).unwrap();
    if committed != regenerated {
        let (line, old, new) = committed
            .lines()
            .zip(regenerated.lines())
            .enumerate()
            .find(|(_, (old, new))| old != new)
            .map_or((committed.lines().count().min(regenerated.lines().count()), "", ""), |(i, (old, new))| {
                (i, old, new)
            });
        panic!(
            "src/bindings.rs is out of date with include/rigid2d/rigid2d.h; run {}/generate.sh and commit.\n\
             First difference, line {}:\n  committed:   {old}\n  regenerated: {new}",
            crate_dir.display(),
            line + 1
        );
    }
}
