//! Exports the wasm stack pointer (`__stack_pointer`) from the cdylib, so that the binding
//! (`src/wasm/guard.js`) can put it back after a trap; see `src/wasm/guard.js`.

fn main() {
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-cdylib=--export=__stack_pointer");
    }
}
