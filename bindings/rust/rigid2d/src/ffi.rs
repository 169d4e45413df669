//! Small adapters between Rust values and the C calling patterns: out
//! parameters, and "copy up to capacity" arrays.

use rigid2d_sys as sys;

use crate::error::{check, Result};

/// Calls a getter that writes one value through an out pointer.
pub(crate) fn read<T: Default>(call: impl FnOnce(*mut T) -> sys::r2d_status) -> Result<T> {
    let mut out = T::default();
    check(call(&mut out))?;
    Ok(out)
}

/// Calls a getter that writes two values through two out pointers, such
/// as a spring's frequency and damping ratio.
pub(crate) fn read_pair<A: Default, B: Default>(
    call: impl FnOnce(*mut A, *mut B) -> sys::r2d_status,
) -> Result<(A, B)> {
    let (mut first, mut second) = (A::default(), B::default());
    check(call(&mut first, &mut second))?;
    Ok((first, second))
}

/// Fills a byte vector from a size query and a "write into caller memory"
/// call, such as a snapshot or a serialized world.
pub(crate) fn read_bytes(
    size: impl FnOnce(*mut sys::size_t) -> sys::r2d_status,
    write: impl FnOnce(*mut std::ffi::c_void, sys::size_t, *mut sys::size_t) -> sys::r2d_status,
) -> Result<Vec<u8>> {
    let size = read(size)?;
    // A size_t is as wide as a usize on every platform Rust has.
    let mut bytes = vec![0u8; size as usize];
    let mut written: sys::size_t = 0;
    check(write(bytes.as_mut_ptr().cast(), size, &mut written))?;
    bytes.truncate(written as usize);
    Ok(bytes)
}

/// Reads a count; the library never reports a negative one.
pub(crate) fn read_count(call: impl FnOnce(*mut i32) -> sys::r2d_status) -> Result<usize> {
    read(call).map(to_len)
}

/// Fills a vector from a "copy up to capacity" call, sized by `len` first.
/// Only what the library reports as copied is kept.
pub(crate) fn read_array<T: Default + Clone>(
    len: usize,
    call: impl FnOnce(*mut T, i32, *mut i32) -> sys::r2d_status,
) -> Result<Vec<T>> {
    let mut out = vec![T::default(); len];
    let copied = read_count(|copied| call(out.as_mut_ptr(), capacity(out.len()), copied))?;
    out.truncate(copied);
    Ok(out)
}

/// A slice length as a C count; longer than `i32::MAX` is plenty anyway.
pub(crate) fn capacity(len: usize) -> i32 {
    i32::try_from(len).unwrap_or(i32::MAX)
}

/// A C count as a length.
pub(crate) fn to_len(count: i32) -> usize {
    usize::try_from(count).unwrap_or(0)
}
