//! Running out of memory as an `Error`: the binding reserves what a call will allocate before
//! it starts (see the core's `memory` module), and a refusal says how much was asked for, what
//! wasm memory holds, and what the caller can do.

use super::thrown::{fail, Thrown};

use crate::OutOfMemory;

/// The bytes of wasm memory now.
fn memory_bytes() -> usize {
    core::arch::wasm32::memory_size(0).saturating_mul(64 * 1024)
}

/// Megabytes, rounded up, for messages.
fn mb(bytes: usize) -> usize {
    bytes.div_ceil(1 << 20)
}

/// The `Error` of a refusal: `what` (e.g. "solving this game") needed `e.bytes`.
pub(crate) fn refused(what: &str, e: OutOfMemory) -> Thrown {
    let (need, now) = (mb(e.bytes), mb(memory_bytes()));
    let message = format!(
        "out of memory: {what} needs {need} MB more ({} bytes), and wasm memory ({now} MB now) \
         cannot grow by that much; free() the solutions and designers you no longer need, then \
         try again",
        e.bytes,
    );
    let params = vec![
        ("what", what.into()),
        ("mb", need.into()),
        ("bytes", e.bytes.into()),
        ("memoryMb", now.into()),
    ];
    fail("MemoryRefused", params, message)
}

/// Reserves `bytes` for `what` (see [`crate::reserve`]), or the `Error` of a refusal.
pub(crate) fn reserve(what: &str, bytes: usize) -> Result<(), Thrown> {
    crate::reserve(bytes).map_err(|e| refused(what, e))
}
