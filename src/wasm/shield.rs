//! Running the core's work so that a trap cannot kill the module.
//!
//! A trap (a panic, which aborts in wasm, or a failed allocation) unwinds out of every wasm
//! frame without running their epilogues, so the shadow stack pointer (`__stack_pointer`, a
//! mutable global) stays lowered by the frames it skipped; after enough traps the stack runs
//! out and every call fails with "memory access out of bounds". wasm-bindgen 0.2.130 restores
//! it only for `panic=unwind` builds (its `export_sp_restore` transform), which need a nightly
//! std. So the work of an export runs in [`shield`]: Rust hands the work to `guard.js` as a
//! closure, which calls it back and catches a trap, puts the stack pointer back where it was
//! (build.rs exports it), and answers that it trapped; the export then returns an `Error`
//! normally, and its own frame unwinds as usual. The work inside is pure core work, which holds
//! no JS value, so the externref table is not changed either. What the work had allocated
//! before the trap stays allocated (nothing ran its destructors).
//!
//! Running out of memory does not come here: every large allocation is reserved before it is
//! made (see `memory.rs`), and a refusal is an ordinary `Error`.

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

#[wasm_bindgen(module = "/src/wasm/guard.js")]
extern "C" {
    /// Calls `work`; `true` if it trapped (the stack pointer is back where it was).
    #[wasm_bindgen(js_name = shielded)]
    fn shielded(work: &mut dyn FnMut()) -> bool;
}

/// Runs `work` (`what` names it in the message), or the `Error` of a trap inside it.
pub(crate) fn shield<T>(what: &str, work: impl FnOnce() -> T) -> Result<T, Thrown> {
    let mut work = Some(work);
    let mut out = None;
    let trapped = shielded(&mut || {
        if let Some(work) = work.take() {
            out = Some(work());
        }
    });
    match out {
        Some(value) if !trapped => Ok(value),
        _ => Err(fail(
            "Trapped",
            vec![("what", what.into())],
            format!(
                "internal error while {what}: the module trapped (a bug; please report it with \
                 the input); the call was abandoned and the module keeps working"
            ),
        )),
    }
}
