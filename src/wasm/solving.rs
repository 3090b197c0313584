//! Solving for the binding: a game into its [`Solved`](crate::Solved) (one cat: the one-cat
//! solver; several: the several-cat solver), shielded, with the caller's `onProgress` told of
//! the progress and able to stop it, and every refusal an `Error` that says why.

use std::ops::ControlFlow;

use wasm_bindgen::prelude::*;

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
    stopped: &mut Option<JsError>,
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
            *stopped = Some(JsError::new(&why));
            ControlFlow::Break(())
        }
        Err(failure) => {
            *stopped = Some(output::failed(failure));
            ControlFlow::Break(())
        }
    }
}

/// The `Error` of a refused or stopped several-cat solve: an out-of-memory refusal in the
/// binding's words, a stop in the observer's (`stopped`), any other refusal as the core says.
fn cats_error(what: &str, e: CatsSolveError, stopped: Option<JsError>) -> JsError {
    match e {
        CatsSolveError::Refused(SpecError::OutOfMemory(e)) => refused(what, e),
        CatsSolveError::Refused(e) => e.into(),
        CatsSolveError::Cancelled => {
            stopped.unwrap_or_else(|| JsError::new("the solve was stopped"))
        }
    }
}

/// Runs `work` (several cats: a solve, the cop number, a capture time) with an observer that
/// reports to `on_progress` (`undefined`: none), in a shield; the `Error` of a trap, a refusal
/// or a stop.
pub(crate) fn observed<T>(
    what: &str,
    on_progress: &JsValue,
    work: impl FnOnce(&mut dyn FnMut(&Progress) -> ControlFlow<()>) -> Result<T, CatsSolveError>,
) -> Result<T, JsError> {
    let watching = !on_progress.is_undefined();
    if watching && !on_progress.is_function() {
        return Err(JsError::new("onProgress must be a function"));
    }
    let mut stopped: Option<JsError> = None;
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
pub(crate) fn one_cat<G: Game>(game: G, on_progress: &JsValue) -> Result<Solution<G>, JsError> {
    if on_progress.is_undefined() {
        let table = shield(SOLVING, || try_solve(&game))?.map_err(|e| refused(SOLVING, e))?;
        return Ok(Solution::from_table(game, table));
    }
    if !on_progress.is_function() {
        return Err(JsError::new("onProgress must be a function"));
    }
    let mut stopped: Option<JsError> = None;
    let result = shield(SOLVING, || {
        try_solve_observed(&game, &mut |p: &Progress| {
            report_progress(on_progress, &mut stopped, p)
        })
    })?;
    match result {
        Ok(table) => Ok(Solution::from_table(game, table)),
        Err(Stopped::OutOfMemory(e)) => Err(refused(SOLVING, e)),
        Err(Stopped::Cancelled) => {
            Err(stopped.unwrap_or_else(|| JsError::new("the solve was stopped")))
        }
    }
}

/// Solves the game with several cats (or one cat and no hole), reporting to `on_progress`
/// unless it is `undefined`.
pub(crate) fn cats(game: CatsGame, on_progress: &JsValue) -> Result<CatsSolution, JsError> {
    let table = observed(SOLVING, on_progress, |mut o| {
        solve_cats_observed(&game, &mut o)
    })?;
    Ok(CatsSolution::from_table(game, table))
}
