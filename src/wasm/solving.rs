//! Solving for the binding: a game into its [`Solved`](crate::Solved) (one cat: the one-cat
//! solver; several: the several-cat solver), shielded, with the caller's `onProgress` told of
//! the progress and able to stop it, and every refusal an `Error` that says why.

use std::ops::ControlFlow;

use wasm_bindgen::prelude::*;

use super::input::not_a_function;
use super::thrown::{fail, Thrown};

use super::memory::refused;
use super::output;
use super::shield::shield;
use crate::{
    solve_cats_observed, try_solve, try_solve_observed, CatsGame, CatsSolution, CatsSolveError,
    Game, Phase, Progress, Solution, SpecError, Stopped,
};

/// What a refused solve says it was doing.
pub(crate) const SOLVING: &str = "solving this game";

/// Passes one progress report to the caller's `on_progress`: go on, or stop (it returned
/// `false` or threw), keeping why in `stopped`.
pub(crate) fn report_progress(
    on_progress: &JsValue,
    stopped: &mut Option<Thrown>,
    p: &Progress,
) -> ControlFlow<()> {
    let phase = match p.phase {
        Phase::Label => "label",
        Phase::Levels => "levels",
        Phase::Finish => "finish",
    };
    #[allow(clippy::cast_precision_loss)] // counts below 2^53: exact as f64
    let reply = output::report_progress(
        on_progress,
        phase,
        p.fraction(),
        p.level,
        p.decided as f64,
        p.positions as f64,
    );
    match reply {
        Ok(None) => ControlFlow::Continue(()),
        Ok(Some(why)) => {
            *stopped = Some(stop(&why));
            ControlFlow::Break(())
        }
        Err(failure) => {
            *stopped = Some(output::failed(failure));
            ControlFlow::Break(())
        }
    }
}

/// The message of a stop with no reason given.
const STOPPED: &str = "the solve was stopped";

/// The `Error` of a stop whose message is `why` (output.js's words: `onProgress` returned
/// `false`, or threw, and what); `params.reason` is `"returnedFalse"`, `"threw"` (with
/// `params.thrown`) or `"stopped"`.
fn stop(why: &str) -> Thrown {
    let threw = why
        .strip_prefix("the solve was stopped: onProgress threw (")
        .and_then(|rest| rest.strip_suffix(')'));
    let (reason, thrown) = match threw {
        Some(thrown) => ("threw", thrown.into()),
        None if why.ends_with("returned false") => ("returnedFalse", crate::Param::Absent),
        None => ("stopped", crate::Param::Absent),
    };
    fail(
        "Stopped",
        vec![("reason", reason.into()), ("thrown", thrown)],
        why,
    )
}

/// The `Error` of a refused or stopped several-cat solve: an out-of-memory refusal in the
/// binding's words, a stop in the observer's (`stopped`), any other refusal as the core says.
fn cats_error(what: &str, e: CatsSolveError, stopped: Option<Thrown>) -> Thrown {
    match e {
        CatsSolveError::Refused(SpecError::OutOfMemory(e)) => refused(what, e),
        CatsSolveError::Refused(e) => e.into(),
        CatsSolveError::Cancelled => stopped.unwrap_or_else(|| stop(STOPPED)),
    }
}

/// Runs `work` (several cats: a solve, the cop number, a capture time) with an observer that
/// reports to `on_progress` (`undefined`: none), in a shield; the `Error` of a trap, a refusal
/// or a stop.
pub(crate) fn observed<T>(
    what: &str,
    on_progress: &JsValue,
    work: impl FnOnce(&mut dyn FnMut(&Progress) -> ControlFlow<()>) -> Result<T, CatsSolveError>,
) -> Result<T, Thrown> {
    let watching = !on_progress.is_undefined();
    if watching && !on_progress.is_function() {
        return Err(not_a_function("onProgress"));
    }
    let mut stopped: Option<Thrown> = None;
    let result = shield(what, || {
        work(&mut |p: &Progress| {
            if watching {
                report_progress(on_progress, &mut stopped, p)
            } else {
                ControlFlow::Continue(())
            }
        })
    })?;
    result.map_err(|e| cats_error(what, e, stopped))
}

/// Solves the one-cat `game`, reporting to `on_progress` unless it is `undefined` (then the
/// small solver may take it: it does not report).
pub(crate) fn one_cat<G: Game>(game: G, on_progress: &JsValue) -> Result<Solution<G>, Thrown> {
    if on_progress.is_undefined() {
        let table = shield(SOLVING, || try_solve(&game))?.map_err(|e| refused(SOLVING, e))?;
        return Ok(Solution::from_table(game, table));
    }
    if !on_progress.is_function() {
        return Err(not_a_function("onProgress"));
    }
    let mut stopped: Option<Thrown> = None;
    let result = shield(SOLVING, || {
        try_solve_observed(&game, &mut |p: &Progress| {
            report_progress(on_progress, &mut stopped, p)
        })
    })?;
    match result {
        Ok(table) => Ok(Solution::from_table(game, table)),
        Err(Stopped::OutOfMemory(e)) => Err(refused(SOLVING, e)),
        Err(Stopped::Cancelled) => Err(stopped.unwrap_or_else(|| stop(STOPPED))),
    }
}

/// Solves the game with several cats (or one cat and no hole), reporting to `on_progress`
/// unless it is `undefined`.
pub(crate) fn cats(game: CatsGame, on_progress: &JsValue) -> Result<CatsSolution, Thrown> {
    let table = observed(SOLVING, on_progress, |mut o| {
        solve_cats_observed(&game, &mut o)
    })?;
    Ok(CatsSolution::from_table(game, table))
}
