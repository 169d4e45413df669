//! Errors: one kind per failure status code of the C library, with the
//! library's own explanation.

use std::ffi::{c_char, CStr};
use std::fmt;

use rigid2d_sys as sys;

/// The result of every fallible call of this crate.
pub type Result<T> = std::result::Result<T, Error>;

/// Why a call failed: one variant per failure status code of the C library
/// (`r2d_status`), in the same order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A required pointer was null (`R2D_ERROR_NULL_POINTER`).
    NullPointer,
    /// A float was NaN or infinite (`R2D_ERROR_INVALID_NUMBER`).
    InvalidNumber,
    /// A number outside its allowed range (`R2D_ERROR_OUT_OF_RANGE`).
    OutOfRange,
    /// A destroyed, stale or malformed id (`R2D_ERROR_INVALID_ID`).
    InvalidId,
    /// An id belongs to another world, or to a world already dropped
    /// (`R2D_ERROR_WRONG_WORLD`).
    WrongWorld,
    /// Collinear, repeated or too close polygon points
    /// (`R2D_ERROR_DEGENERATE_POLYGON`).
    DegeneratePolygon,
    /// More points than the limit (`R2D_ERROR_TOO_MANY_VERTICES`).
    TooManyVertices,
    /// Edges of a polygon cross (`R2D_ERROR_SELF_INTERSECTING`).
    SelfIntersecting,
    /// A bad enum value, uninitialised definition or mismatched lengths
    /// (`R2D_ERROR_INVALID_ARGUMENT`).
    InvalidArgument,
    /// A limit on objects, or an output array too small
    /// (`R2D_ERROR_CAPACITY`).
    Capacity,
    /// An allocation failed (`R2D_ERROR_OUT_OF_MEMORY`).
    OutOfMemory,
    /// The world is busy, e.g. called from a debug-draw callback
    /// (`R2D_ERROR_LOCKED`).
    Locked,
    /// Not possible for this object, e.g. a velocity for a static body
    /// (`R2D_ERROR_INVALID_OPERATION`).
    InvalidOperation,
    /// A status code these bindings do not know: the loaded library is newer
    /// than the header they were generated from (codes are only appended).
    Unknown(u32),
}

/// The single table between kinds and C status codes, read both ways.
const KINDS: [(ErrorKind, sys::r2d_status); 13] = [
    (ErrorKind::NullPointer, sys::R2D_ERROR_NULL_POINTER),
    (ErrorKind::InvalidNumber, sys::R2D_ERROR_INVALID_NUMBER),
    (ErrorKind::OutOfRange, sys::R2D_ERROR_OUT_OF_RANGE),
    (ErrorKind::InvalidId, sys::R2D_ERROR_INVALID_ID),
    (ErrorKind::WrongWorld, sys::R2D_ERROR_WRONG_WORLD),
    (ErrorKind::DegeneratePolygon, sys::R2D_ERROR_DEGENERATE_POLYGON),
    (ErrorKind::TooManyVertices, sys::R2D_ERROR_TOO_MANY_VERTICES),
    (ErrorKind::SelfIntersecting, sys::R2D_ERROR_SELF_INTERSECTING),
    (ErrorKind::InvalidArgument, sys::R2D_ERROR_INVALID_ARGUMENT),
    (ErrorKind::Capacity, sys::R2D_ERROR_CAPACITY),
    (ErrorKind::OutOfMemory, sys::R2D_ERROR_OUT_OF_MEMORY),
    (ErrorKind::Locked, sys::R2D_ERROR_LOCKED),
    (ErrorKind::InvalidOperation, sys::R2D_ERROR_INVALID_OPERATION),
];

impl ErrorKind {
    /// The kind of a C status code, or `None` for `R2D_OK`.
    ///
    /// ```
    /// use rigid2d::ErrorKind;
    /// assert_eq!(ErrorKind::from_code(4), Some(ErrorKind::InvalidId));
    /// assert_eq!(ErrorKind::from_code(0), None);
    /// assert_eq!(ErrorKind::from_code(999), Some(ErrorKind::Unknown(999)));
    /// ```
    pub fn from_code(code: u32) -> Option<ErrorKind> {
        if code == sys::R2D_OK {
            return None;
        }
        let known = KINDS.iter().find(|(_, c)| *c == code).map(|(kind, _)| *kind);
        Some(known.unwrap_or(ErrorKind::Unknown(code)))
    }

    /// The C status code of this kind.
    ///
    /// ```
    /// use rigid2d::ErrorKind;
    /// assert_eq!(ErrorKind::Locked.code(), 12);
    /// ```
    pub fn code(self) -> u32 {
        match self {
            ErrorKind::Unknown(code) => code,
            known => KINDS.iter().find(|(kind, _)| *kind == known).map_or(0, |(_, code)| *code),
        }
    }
}

impl fmt::Display for ErrorKind {
    /// The library's fixed English sentence for the status code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // SAFETY: r2d_status_string accepts any value and returns a static string.
        let sentence = unsafe { c_string(sys::r2d_status_string(self.code())) };
        f.write_str(&sentence)
    }
}

/// A refused call: its kind and the library's detailed message.
///
/// Nothing in the world changed when a call fails.
///
/// ```
/// use rigid2d::{ErrorKind, World, WorldDef};
/// let mut world = World::new(&WorldDef::default())?;
/// let err = world.step(f32::NAN).unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::InvalidNumber);
/// assert!(!err.message().is_empty());
/// # Ok::<(), rigid2d::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    message: String,
}

impl Error {
    /// An error found on the Rust side, before the library was called.
    pub(crate) fn new(kind: ErrorKind, message: impl Into<String>) -> Error {
        Error { kind, message: message.into() }
    }

    /// Which status code the call failed with.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The detailed message, from `r2d_last_error_message()` when the
    /// library refused the call.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)
    }
}

impl std::error::Error for Error {}

/// Turns a status into a `Result`, copying the thread's last error message
/// at once: it is only valid until the next library call on this thread.
pub(crate) fn check(status: sys::r2d_status) -> Result<()> {
    match ErrorKind::from_code(status) {
        None => Ok(()),
        // SAFETY: the message is a NUL-terminated string owned by the library.
        Some(kind) => Err(Error::new(kind, unsafe { c_string(sys::r2d_last_error_message()) })),
    }
}

/// Copies a C string the library owns; null reads as empty.
///
/// # Safety
/// `ptr` must be null or point to a NUL-terminated string.
unsafe fn c_string(ptr: *const c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    CStr::from_ptr(ptr).to_string_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// "NullPointer" -> "NULL_POINTER", to compare with the header's names.
    fn screaming_snake(name: &str) -> String {
        let mut out = String::new();
        for (i, c) in name.chars().enumerate() {
            if c.is_uppercase() && i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_uppercase());
        }
        out
    }

    /// Every `R2D_ERROR_*` of the header, read from the header itself, so a
    /// status code appended there fails this test until Rust maps it.
    #[test]
    fn kinds_map_one_to_one_to_the_header_status_codes() {
        let header = include_str!("../../../../include/rigid2d/rigid2d.h");
        let codes: Vec<(String, u32)> = header
            .lines()
            .filter_map(|line| {
                let (name, rest) = line.trim().strip_prefix("R2D_ERROR_")?.split_once('=')?;
                let value = rest.trim().split(|c: char| !c.is_ascii_digit()).next()?;
                Some((name.trim().to_string(), value.parse().ok()?))
            })
            .collect();
        assert_eq!(codes.len(), KINDS.len(), "header codes {codes:?}");
        for (name, code) in &codes {
            let kind = ErrorKind::from_code(*code).expect("a failure code");
            assert!(!matches!(kind, ErrorKind::Unknown(_)), "R2D_ERROR_{name} is not mapped");
            assert_eq!(screaming_snake(&format!("{kind:?}")), *name);
            assert_eq!(kind.code(), *code);
        }
        assert_eq!(ErrorKind::from_code(sys::R2D_OK), None);
        assert_eq!(ErrorKind::Unknown(77).code(), 77);
    }

    #[test]
    fn status_sentences_are_not_empty() {
        for (kind, _) in KINDS {
            assert!(!kind.to_string().is_empty(), "{kind:?}");
        }
    }

    /// Codes the safe API cannot provoke, called through the raw bindings
    /// to see the library's real status and message arrive in an `Error`.
    #[test]
    fn raw_null_pointer_and_capacity_map_with_messages() {
        let mut world = sys::r2d_world_id::default();
        // SAFETY: a null definition is what is being tested; the library checks it.
        let err = check(unsafe { sys::r2d_world_create(std::ptr::null(), &mut world) }).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::NullPointer);
        assert!(!err.message().is_empty());

        let world_def = unsafe { sys::r2d_world_def_default() };
        check(unsafe { sys::r2d_world_create(&world_def, &mut world) }).unwrap();
        let body_def = unsafe { sys::r2d_body_def_default() };
        let mut body = sys::r2d_body_id::default();
        check(unsafe { sys::r2d_body_create(world, &body_def, &mut body) }).unwrap();
        let shape_def = unsafe { sys::r2d_shape_def_default() };
        // An L shape splits into two convex pieces; room for one is too little.
        let l_shape = [(0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (1.0, 1.0), (1.0, 2.0), (0.0, 2.0)]
            .map(|(x, y)| sys::r2d_vec2 { x, y });
        let mut pieces = [sys::r2d_shape_id::default(); 1];
        let mut needed = 0;
        let status = unsafe {
            sys::r2d_shape_create_concave_polygon(
                body,
                &shape_def,
                l_shape.as_ptr(),
                l_shape.len() as i32,
                pieces.as_mut_ptr(),
                1,
                &mut needed,
            )
        };
        let err = check(status).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::Capacity);
        assert!(!err.message().is_empty());
        assert!(needed >= 2, "needed {needed}");

        // An uninitialised definition (struct_size 0) is an invalid argument.
        let zeroed = sys::r2d_body_def::default();
        let err = check(unsafe { sys::r2d_body_create(world, &zeroed, &mut body) }).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::InvalidArgument);
        assert!(!err.message().is_empty());
        check(unsafe { sys::r2d_world_destroy(world) }).unwrap();
    }
}
