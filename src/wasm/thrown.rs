//! The package's errors: every `Error` an export throws carries a machine-readable `kind` and
//! the values its message names as `params`, besides the English `message`, so that a page can
//! say the sentence in its own language without reading the English (docs/api.md, "Error
//! kinds").
//!
//! The core's errors bring their kinds ([`SpecError::kind`], [`DesignError::kind`]); the
//! binding's own (a JS value of the wrong type, a refusal of memory, a stop) are listed in
//! [`KINDS`] and made with [`fail`]. [`Thrown`]'s conversion into a JS `Error` is the only one.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use crate::{DesignError, Param, Params, SpecError};

/// An error on its way to JS: what every export returns as its `Err`, thrown as an `Error`
/// whose `message` is `message`, with `kind` and `params` (a plain object) set on it.
#[derive(Debug)]
pub struct Thrown {
    /// The machine-readable kind: a [`SpecError`]'s, a [`DesignError`]'s or one of [`KINDS`].
    kind: &'static str,
    /// The values the message names, by name (the kind's names, in order).
    params: Params,
    /// The English sentence.
    message: String,
}

/// An error of the binding's `kind` (one of [`KINDS`]) with its `params` and `message`.
pub(crate) fn fail(kind: &'static str, params: Params, message: impl std::fmt::Display) -> Thrown {
    debug_assert!(
        KINDS.iter().any(|&(k, names)| k == kind
            && names.len() == params.len()
            && names.iter().zip(&params).all(|(n, (p, _))| n == p)),
        "{kind} is listed in KINDS with these params"
    );
    Thrown {
        kind,
        params,
        message: message.to_string(),
    }
}

impl From<SpecError> for Thrown {
    fn from(e: SpecError) -> Thrown {
        Thrown {
            kind: e.kind(),
            params: e.params(),
            message: e.to_string(),
        }
    }
}

impl From<DesignError> for Thrown {
    fn from(e: DesignError) -> Thrown {
        Thrown {
            kind: e.kind(),
            params: e.params(),
            message: e.to_string(),
        }
    }
}

/// A param as a JS value: a number, a string, an array of numbers or `null`.
#[allow(clippy::cast_precision_loss)] // counts above 2^53 are rounded, as JS numbers are
fn param_value(p: Param) -> JsValue {
    match p {
        Param::Number(n) => JsValue::from(n as f64),
        Param::Text(s) => JsValue::from_str(&s),
        Param::Numbers(ns) => ns
            .iter()
            .map(|&n| JsValue::from(n as f64))
            .collect::<Array>()
            .into(),
        Param::Absent => JsValue::NULL,
    }
}

impl From<Thrown> for JsValue {
    /// The one conversion: a JS `Error` with `message`, `kind` and `params`.
    fn from(t: Thrown) -> JsValue {
        let error = js_sys::Error::new(&t.message);
        let params = Object::new();
        for (name, p) in t.params {
            // Setting a property of a fresh plain object cannot fail.
            let _ = Reflect::set(&params, &JsValue::from_str(name), &param_value(p));
        }
        let _ = Reflect::set(
            &error,
            &JsValue::from_str("kind"),
            &JsValue::from_str(t.kind),
        );
        let _ = Reflect::set(&error, &JsValue::from_str("params"), &params);
        error.into()
    }
}

/// The binding's own kinds, with the names of their params: a JS value of the wrong type or
/// shape, a refusal of memory, a stop, a trap, a misuse of a handle.
#[rustfmt::skip]
pub(crate) const KINDS: &[(&str, &[&str])] = &[
    // Reading the caller's values.
    ("ReadFailed", &["what"]),
    ("InputThrew", &["what", "thrown"]),
    ("BadLength", &["what", "expected", "length"]),
    ("WrongType", &["what", "expected", "got"]),
    ("NotWhole", &["what", "min", "max", "got"]),
    ("NotBoolean", &["what", "got"]),
    ("NotPlayer", &["what", "got"]),
    ("NotFirstPlayer", &["got"]),
    ("NotGridOptions", &["min", "max", "example", "got"]),
    ("NotAnObject", &["what", "example", "got"]),
    ("UnknownKey", &["key", "known"]),
    ("BothGiven", &["one", "every"]),
    ("ListTooLong", &["what", "count", "max"]),
    ("CatListLength", &["what", "count", "min", "max"]),
    ("CatsAsArray", &["cats", "example", "got"]),
    ("NotAFunction", &["what"]),
    ("Graph6NotString", &["got"]),
    ("Graph6TooLong", &["length", "nodes", "max"]),
    ("GoneOutOfRange", &["index", "last", "got"]),
    ("MaxCatsMisplaced", &[]),
    // The designer's spec.
    ("SpecMissing", &["key", "choices"]),
    ("SpecChoice", &["key", "choices", "got"]),
    ("SpecNotApplicable", &["key", "appliesTo"]),
    ("SharedTooLong", &["length", "max"]),
    ("SharedNotString", &["got"]),
    ("DesignerNotStarted", &[]),
    // What a game or a handle cannot do.
    ("NoHole", &[]),
    ("OneCatOnly", &["what", "cats"]),
    ("UseStartCats", &["cats"]),
    ("NotCopWin", &[]),
    ("NoStrategyMove", &["cat", "level", "mouse"]),
    ("BaselineNotClassic", &["game", "option"]),
    // Refusals, stops and failures.
    ("MemoryRefused", &["what", "mb", "bytes", "memoryMb"]),
    ("Stopped", &["reason", "thrown"]),
    ("Trapped", &["what"]),
    ("OutputFailed", &[]),
    ("HandleFreed", &["handle"]),
    ("FreeWhileRunning", &["handle"]),
];
