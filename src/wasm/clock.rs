//! The clock behind the time budgets: `performance.now()` of the global scope (a window, a
//! worker, or node's global `performance`), through web-sys; `Date.now()` where there is none.

use wasm_bindgen::JsCast;
use web_sys::{Performance, Window, WorkerGlobalScope};

/// Milliseconds since a start, read from the host's clock.
pub(crate) struct Clock {
    performance: Option<Performance>,
    start: f64,
}

/// The global scope's `Performance`: the window's, the worker's, or a global `performance`
/// object (node).
fn performance() -> Option<Performance> {
    let global = js_sys::global();
    if let Some(window) = global.dyn_ref::<Window>() {
        return window.performance();
    }
    if let Some(worker) = global.dyn_ref::<WorkerGlobalScope>() {
        return worker.performance();
    }
    js_sys::Reflect::get(&global, &"performance".into())
        .ok()
        .filter(|p| p.is_object())
        .map(JsCast::unchecked_into)
}

impl Clock {
    /// A clock started now.
    pub(crate) fn start() -> Clock {
        let performance = performance();
        let mut clock = Clock {
            performance,
            start: 0.0,
        };
        clock.start = clock.now();
        clock
    }

    fn now(&self) -> f64 {
        match &self.performance {
            Some(p) => p.now(),
            None => js_sys::Date::now(),
        }
    }

    /// Milliseconds since the start.
    pub(crate) fn elapsed(&self) -> f64 {
        self.now() - self.start
    }
}
