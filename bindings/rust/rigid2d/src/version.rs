//! Versions of the header these bindings were made from and of the library
//! actually loaded.

use rigid2d_sys as sys;

/// A library version.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Version {
    /// Major version.
    pub major: i32,
    /// Minor version.
    pub minor: i32,
    /// Patch version.
    pub patch: i32,
    /// The ABI version, the suffix of the library's SONAME.
    pub abi: i32,
}

impl Version {
    /// The version of the header the bindings were generated from.
    pub const BINDINGS: Version = Version {
        major: sys::R2D_VERSION_MAJOR as i32,
        minor: sys::R2D_VERSION_MINOR as i32,
        patch: sys::R2D_VERSION_PATCH as i32,
        abi: sys::R2D_ABI_VERSION as i32,
    };

    /// The version of the library actually loaded.
    ///
    /// ```
    /// use rigid2d::Version;
    /// assert_eq!(Version::loaded().abi, Version::BINDINGS.abi);
    /// ```
    pub fn loaded() -> Version {
        // SAFETY: no arguments; returns a plain struct.
        let raw = unsafe { sys::r2d_get_version() };
        Version { major: raw.major, minor: raw.minor, patch: raw.patch, abi: raw.abi }
    }
}
