//! Running out of memory as an `Error`: the binding reserves what a call will allocate before
//! it starts (see the core's `memory` module), and a refusal says how much was asked for, what
//! wasm memory holds, and what the caller can do.

use wasm_bindgen::prelude::*;

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
pub(crate) fn refused(what: &str, e: OutOfMemory) -> JsError {
    JsError::new(&format!(
        "out of memory: {what} needs {} MB more ({} bytes), and wasm memory ({} MB now) cannot \
         grow by that much; free() the solutions and designers you no longer need, then try \
         again",
        mb(e.bytes),
        e.bytes,
        mb(memory_bytes())
    ))
}

/// Reserves `bytes` for `what` (see [`crate::reserve`]), or the `Error` of a refusal.
pub(crate) fn reserve(what: &str, bytes: usize) -> Result<(), JsError> {
    crate::reserve(bytes).map_err(|e| refused(what, e))
}
