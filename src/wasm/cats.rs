//! Several cats in the binding: the solved game with one to four cats that a `GraphSolution`
//! holds when its options ask for several cats or no hole, Cops and Robbers (`copNumber`,
//! `captureTime`), and graph6 (`graph6ToGraph`, `graphToGraph6`).
//!
//! Queries take the cats' places as an array, in any order; a cats' move is the list of their
//! new places. The tables are the core's [`CatsLayout`](crate::CatsLayout): `index = (turn ·
//! n + mouse) · M + rank`, the multisets ranked in colexicographic order.

use std::ops::ControlFlow;

use wasm_bindgen::prelude::*;

use super::enums::JsOutcome;
use super::handles::{report_progress, Slice};
use super::input::{self, error};
use super::memory::{self, refused};
use super::output;
use super::shield::shield;
use crate::rules::{GameEnd, Status};
use crate::{
    capture_time_observed, cop_number_observed, solve_cats_observed, CaptureTime, Cats, CatsGame,
    CatsMove, CatsSolveError, CatsState, CatsTable, CopOptions, LineEnd, Player, Progress,
    SpecError, DEFAULT_LINE_PLIES, MAX_CATS, MAX_PLACES,
};

/// What a refused solve says it was doing.
const SOLVING: &str = "solving this game";

/// The `Error` of a refused or stopped several-cat solve: an out-of-memory refusal in the
/// binding's words, a stop in the observer's (`stopped`), any other refusal as the core says.
fn solve_error(what: &str, e: CatsSolveError, stopped: Option<JsError>) -> JsError {
    match e {
        CatsSolveError::Refused(SpecError::OutOfMemory(e)) => refused(what, e),
        CatsSolveError::Refused(e) => e.into(),
        CatsSolveError::Cancelled => {
            stopped.unwrap_or_else(|| JsError::new("the solve was stopped"))
        }
    }
}

/// Runs `work` with an observer that reports to `on_progress` (`undefined`: none), in a
/// shield; the `Error` of a trap, a refusal or a stop.
fn observed<T>(
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
    result.map_err(|e| solve_error(what, e, stopped))
}

/// A solved game with several cats (or one cat and no hole) and its table.
pub(crate) struct CatsSolved {
    game: CatsGame,
    table: CatsTable,
}

/// What a line allocates per ply, at most: the positions and the set of those seen (both grown
/// by doubling), the places handed to JS.
const LINE_BYTES_PER_PLY: usize = 256;

impl CatsSolved {
    /// Solves `game`, reporting to `on_progress` if it is not `undefined`.
    pub(crate) fn new(game: CatsGame, on_progress: &JsValue) -> Result<CatsSolved, JsError> {
        let table = observed(SOLVING, on_progress, |mut o| {
            solve_cats_observed(&game, &mut o)
        })?;
        Ok(CatsSolved { game, table })
    }

    /// The game.
    pub(crate) fn game(&self) -> &CatsGame {
        &self.game
    }

    /// The table.
    pub(crate) fn table(&self) -> &CatsTable {
        &self.table
    }

    /// The places of the JS argument `cats`: an array of the game's number of places (one
    /// cat's place may also be a number, as in the one-cat game).
    fn cats(&self, value: &JsValue, what: &str) -> Result<Cats, JsError> {
        let k = self.game.cats();
        if k == 1 && value.as_f64().is_some() {
            let max = u32::try_from(self.game.nodes().saturating_sub(1)).unwrap_or(u32::MAX);
            let what = if what == "cats" { "cat place" } else { what };
            return Ok(Cats::new(&[input::whole(value, what, 0, max)?])?);
        }
        if value.as_f64().is_some() {
            return Err(error(format!(
                "this game has {k} cats: give their places as an array, like [{}], got {}",
                (0..k).map(|c| c.to_string()).collect::<Vec<_>>().join(", "),
                input::describe(value)
            )));
        }
        let places = input::cat_list(value, what)?;
        let places: Vec<u32> = places
            .into_iter()
            .map(|p| u32::try_from(p).unwrap_or(u32::MAX))
            .collect();
        Ok(Cats::new(&places)?)
    }

    /// The position of the JS arguments, its places in range and its number of cats the
    /// game's (a cat on a hole it may not enter passes: see `check_position`).
    pub(crate) fn state(
        &self,
        mouse: &JsValue,
        cats: &JsValue,
        turn: &JsValue,
    ) -> Result<CatsState, JsError> {
        let max = u32::try_from(self.game.nodes().saturating_sub(1)).unwrap_or(u32::MAX);
        let mouse = input::whole(mouse, "mouse place", 0, max)?;
        let cats = self.cats(cats, "cats")?;
        let turn = input::turn(turn)?;
        let state = CatsState::new(mouse, cats, turn);
        self.game.layout().index(state)?;
        Ok(state)
    }

    /// The index of `state` in `outcomes()` and `distances()`.
    pub(crate) fn index(&self, state: CatsState) -> Result<usize, JsError> {
        Ok(self.game.layout().index(state)?)
    }

    pub(crate) fn outcome(&self, state: CatsState) -> Result<JsOutcome, JsError> {
        Ok(self
            .table
            .value(state)?
            .map_or(JsOutcome::NotAPosition, |v| v.outcome.into()))
    }

    pub(crate) fn distance(&self, state: CatsState) -> Result<u32, JsError> {
        Ok(self.table.value(state)?.map_or(0, |v| v.distance))
    }

    /// Moves as JS values: the mouse's (or one cat's) new nodes as a `Uint32Array`, several
    /// cats' new places as an array of arrays.
    fn moves(&self, turn: Player, moves: &[CatsMove]) -> Result<JsValue, JsError> {
        let flat: Vec<u32> = moves.iter().flat_map(|m| m.places().to_vec()).collect();
        match (turn, self.game.cats()) {
            (Player::Mouse, _) | (Player::Cat, 1) => {
                Ok(js_sys::Uint32Array::from(&flat[..]).into())
            }
            (Player::Cat, k) => output::moves(&flat, k as u32).map_err(output::failed),
        }
    }

    pub(crate) fn best_moves(&self, state: CatsState) -> Result<JsValue, JsError> {
        let best = shield("finding the best moves", || {
            self.table.best_moves(&self.game, state)
        })??;
        self.moves(state.turn, &best)
    }

    pub(crate) fn legal_moves(&self, state: CatsState) -> Result<JsValue, JsError> {
        let legal = match self.game.legal_moves(state) {
            Err(SpecError::NotAPosition { .. }) => Vec::new(),
            other => other?,
        };
        self.moves(state.turn, &legal)
    }

    pub(crate) fn status(&self, state: CatsState) -> Result<JsValue, JsError> {
        Ok(match crate::rules::status(&self.game, state)? {
            Some(status) => JsValue::from_str(status.name()),
            None => JsValue::NULL,
        })
    }

    pub(crate) fn game_over(
        &self,
        state: CatsState,
        plies_played: &JsValue,
    ) -> Result<JsValue, JsError> {
        input::plies(plies_played, "pliesPlayed", 0)?;
        match crate::rules::status(&self.game, state)? {
            Some(status) => {
                let end = GameEnd::Stopped(status);
                output::game_end(end.name(), end.winner(state.turn) as u8).map_err(output::failed)
            }
            None => Ok(JsValue::NULL),
        }
    }

    /// The position after the player to move goes to `to`: the mouse's new node (a number),
    /// or the cats' new places (an array, in any order).
    pub(crate) fn after(&self, state: CatsState, to: &JsValue) -> Result<JsValue, JsError> {
        let max = u32::try_from(self.game.nodes().saturating_sub(1)).unwrap_or(u32::MAX);
        let places: Vec<u32> = match state.turn {
            Player::Mouse => vec![input::whole(to, "to", 0, max)?],
            Player::Cat => self.cats(to, "to")?.as_slice().to_vec(),
        };
        let next = crate::rules::play(&self.game, state, &places)?;
        match next.cats.as_slice() {
            [cat] => output::position(next.mouse, *cat, next.turn as u8),
            cats => output::cats_position(next.mouse, cats, next.turn as u8),
        }
        .map_err(output::failed)
    }

    pub(crate) fn line(&self, state: CatsState, max_plies: &JsValue) -> Result<JsValue, JsError> {
        let max_plies = input::plies(max_plies, "maxPlies", DEFAULT_LINE_PLIES)?;
        crate::rules::check_position(&self.game, state)?;
        let longest = match self.table.value(state)? {
            Some(v) if v.outcome != crate::Outcome::Draw => v.distance as usize,
            _ => self.table.len(),
        };
        let plies = longest.min(max_plies as usize).saturating_add(1);
        memory::reserve("this line", plies.saturating_mul(LINE_BYTES_PER_PLY))?;
        let line = shield("following the line", || {
            self.table.line(&self.game, state, max_plies as usize)
        })??;
        let mice: Vec<u32> = line.states.iter().map(|s| s.mouse).collect();
        let cats: Vec<u32> = line
            .states
            .iter()
            .flat_map(|s| s.cats.as_slice().to_vec())
            .collect();
        let end = match line.end {
            LineEnd::Finished(terminal) => Status::Finished(terminal).name(),
            LineEnd::Stuck => Status::Stuck.name(),
            LineEnd::Repetition => "repetition",
            LineEnd::Cut => "cut",
        };
        let (turn, plies) = (state.turn as u8, line.plies() as f64);
        match self.game.cats() {
            1 => output::line(&mice, &cats, turn, plies, end),
            k => output::cats_line(&mice, &cats, k as u32, turn, plies, end),
        }
        .map_err(output::failed)
    }

    /// The board's slice (see `Slice`) of a game with one cat.
    pub(crate) fn slice(&self, slice: Slice) -> Result<JsValue, JsError> {
        let k = self.game.cats();
        if k != 1 {
            return Err(error(format!(
                "a slice is for one cat, and this game has {k}: ask each state's outcome"
            )));
        }
        let n = u32::try_from(self.game.nodes()).unwrap_or(u32::MAX);
        let mut outcomes = Vec::with_capacity(n as usize);
        let mut distances = Vec::with_capacity(n as usize);
        for p in 0..n {
            let (mouse, cat) = slice.places(p);
            let value =
                self.table
                    .value(CatsState::new(mouse, Cats::new(&[cat])?, slice.turn()))?;
            outcomes.push(value.map_or(JsOutcome::NotAPosition, |v| v.outcome.into()) as u8);
            distances.push(value.map_or(0, |v| v.distance));
        }
        output::views(&outcomes, &distances, &[]).map_err(output::failed)
    }

    pub(crate) fn outcomes(&self) -> Result<Vec<u8>, JsError> {
        // The copy the core makes and the one handed to JS.
        memory::reserve("copying the outcomes", 2 * self.table.len())?;
        self.table
            .outcome_bytes()
            .map_err(|e| solve_error("copying the outcomes", e.into(), None))
    }

    pub(crate) fn distances(&self) -> Result<Vec<u32>, JsError> {
        memory::reserve("copying the distances", 8 * self.table.len())?;
        self.table
            .distances()
            .map_err(|e| solve_error("copying the distances", e.into(), None))
    }

    pub(crate) fn counts(&self) -> Result<JsValue, JsError> {
        let [draw, mouse_win, cat_win, not_a_position] = self.table.counts().map(|c| c as f64);
        output::counts(draw, mouse_win, cat_win, not_a_position).map_err(output::failed)
    }

    pub(crate) fn start_value(&self) -> crate::Value {
        self.table.start_value(&self.game)
    }
}

// ---------------------------------------------------------------------------------------------
// Cops and Robbers.

/// The options of `copNumber` and `captureTime`: `{lazyCats, directed, maxCats,
/// onProgress}` (`maxCats` for `copNumber` only).
fn cop_options(options: &JsValue, max_cats: bool) -> Result<(CopOptions, JsValue), JsError> {
    const EXAMPLE: &str = "{lazyCats: false, directed: false, maxCats: 4}";
    const KEYS: [&str; 4] = ["lazyCats", "directed", "maxCats", "onProgress"];
    let mut out = CopOptions::default();
    let Some([lazy, directed, max, on_progress]) =
        input::read_options_of(options, &KEYS, EXAMPLE, input::Reading::OPTIONS)?
    else {
        return Ok((out, JsValue::UNDEFINED));
    };
    for (name, value, slot) in [
        ("lazyCats", &lazy, &mut out.lazy_cats),
        ("directed", &directed, &mut out.directed),
    ] {
        if !value.is_undefined() {
            *slot = value.as_bool().ok_or_else(|| {
                error(format!(
                    "options.{name} must be true or false, got {}",
                    input::describe(value)
                ))
            })?;
        }
    }
    if !max.is_undefined() {
        if !max_cats {
            return Err(error(
                "options.maxCats belongs to copNumber: captureTime takes the number of cats as \
                 its second argument",
            ));
        }
        out.max_cats = input::whole(&max, "options.maxCats", 1, MAX_CATS as u32)? as usize;
    }
    Ok((out, on_progress))
}

/// The graph of `copNumber` and `captureTime`: its lists read once their lengths are within
/// the graph and `cats` cats on its nodes within the memory budget (the core checks the
/// lists' contents, and the budgets for each number of cats).
fn cop_graph(graph: &JsValue, cats: usize) -> Result<Vec<Vec<usize>>, JsError> {
    let input = input::graph_input(graph)?;
    crate::cats::check_positions(input.nodes(), cats)?;
    input.nested()
}

/// A capture time as its JS object.
fn capture_object(c: &CaptureTime) -> Result<JsValue, JsError> {
    let starts: Vec<u32> = c
        .starts
        .iter()
        .flat_map(|s| s.as_slice().to_vec())
        .collect();
    #[allow(clippy::cast_precision_loss)] // counts below 2^53: exact as f64
    output::capture(
        c.cats as u32,
        c.capture_rounds.map(f64::from),
        &starts,
        c.winning_starts as f64,
        c.mouse.map(f64::from),
    )
    .map_err(output::failed)
}

/// The cop number of `graph` in classic Cops and Robbers (the cats and the mouse may pass, no
/// hole; the cats choose their starts, then the mouse any node free of cats, then the cats
/// move first): `{cats, starts, captureRounds, mouse, winningStarts, tried, refused}`.
/// `cats` is the least number of cats, up to `maxCats` (default 4), whose best starts win
/// against every start of the mouse; `starts` those starts (each sorted); `captureRounds` the
/// rounds they need against the mouse's best start `mouse` (a round is the cats' move and the
/// mouse's). `cats: null` when even `maxCats` cats do not win, or the budgets refused the next
/// number of cats first (`refused` says which budget, with both numbers). Options: `lazyCats`
/// (one cat moves a turn), `directed` (one-way edges), `maxCats`, `onProgress(report)` (as
/// `GraphSolution.observed`: `false` or a throw stops the search).
///
/// @throws {Error} if the graph or the options are malformed, the graph has no nodes, memory
/// runs out, or `onProgress` stopped the search.
#[wasm_bindgen(js_name = copNumber, unchecked_return_type = "CopNumber")]
pub fn cop_number(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "CopOptions | null")] options: JsValue,
) -> Result<JsValue, JsError> {
    let (options, on_progress) = cop_options(&options, true)?;
    // Even one cat over the memory budget: refused from the number of nodes, unread.
    let input = input::graph_input(&graph)?;
    if let Err(refusal) = crate::cats::check_positions(input.nodes(), 1) {
        return output::cop_number(None, &JsValue::NULL, 0, Some(refusal.to_string()))
            .map_err(output::failed);
    }
    let graph = input.nested()?;
    const WHAT: &str = "finding the cop number";
    let answer = observed(WHAT, &on_progress, |mut o| {
        cop_number_observed(&graph, options, &mut o)
    })?;
    let refused_text = match answer.refused {
        Some(SpecError::OutOfMemory(e)) => return Err(refused(WHAT, e)),
        Some(e) => Some(e.to_string()),
        None => None,
    };
    let capture = match &answer.capture {
        Some(c) => capture_object(c)?,
        None => JsValue::NULL,
    };
    output::cop_number(
        answer.cats.map(|c| c as f64),
        &capture,
        answer.tried as u32,
        refused_text,
    )
    .map_err(output::failed)
}

/// The capture time of `cats` cats (1 to 4) on `graph` in classic Cops and Robbers (see
/// `copNumber`): `{cats, captureRounds, starts, mouse, winningStarts}`, `captureRounds: null`
/// and no starts when no start of the cats wins against every start of the mouse. Options:
/// `lazyCats`, `directed`, `onProgress`.
///
/// @throws {Error} if the graph, `cats` or the options are malformed, the graph has no nodes,
/// the game is over a budget (the message names the count and the limit), memory runs out, or
/// `onProgress` stopped the solve.
#[wasm_bindgen(js_name = captureTime, unchecked_return_type = "CaptureTime")]
pub fn capture_time(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] cats: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "CopOptions | null")] options: JsValue,
) -> Result<JsValue, JsError> {
    let k = input::whole(&cats, "cats", 1, MAX_CATS as u32)? as usize;
    let (options, on_progress) = cop_options(&options, false)?;
    let graph = cop_graph(&graph, k)?;
    let capture = observed("finding the capture time", &on_progress, |mut o| {
        capture_time_observed(&graph, k, options, &mut o)
    })?;
    capture_object(&capture)
}

// ---------------------------------------------------------------------------------------------
// graph6.

/// The most characters a graph6 text may have: the size and the edges of a graph of the most
/// nodes, with room for a header and whitespace.
const MAX_GRAPH6_CHARS: u32 = 8 + (MAX_PLACES * (MAX_PLACES - 1) / 2).div_ceil(6) as u32 + 1024;

/// The graph of a graph6 text (nauty's format, as the House of Graphs and SageMath write it;
/// an optional `>>graph6<<` header and surrounding whitespace are allowed): `graph[a]` lists
/// `a`'s neighbours in increasing order. `graph6ToGraph("IheA@GUAo")` is the Petersen graph.
/// Sizes first: the text's length before it is copied, then its size (the nodes), its
/// characters, and the edges counted from its bits, all before any list is built.
///
/// @throws {Error} naming the problem if `text` is not a string, or not graph6: empty, sparse6
/// or digraph6, a character outside '?' to '~', the wrong length for its size, nonzero
/// padding; or if the graph is over a budget a solve of it would hit: more nodes than the
/// memory budget allows, or more game moves (as a game with hole 0, mouse 1, cat 2) than the
/// work budget allows, naming the nodes, the edges and the limit.
#[wasm_bindgen(js_name = graph6ToGraph, unchecked_return_type = "number[][]")]
pub fn graph6_to_graph(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsError> {
    if !text.is_string() {
        return Err(error(format!(
            "the graph6 text must be a string, got {}",
            input::describe(&text)
        )));
    }
    let length = text.unchecked_ref::<js_sys::JsString>().length();
    if length > MAX_GRAPH6_CHARS {
        return Err(error(format!(
            "the graph6 text has {length} characters, more than a graph of {MAX_PLACES} nodes \
             needs ({MAX_GRAPH6_CHARS} with a header and whitespace)"
        )));
    }
    let text = text.as_string().unwrap_or_default();
    let lists = match shield("reading graph6", || crate::parse_graph6(&text))? {
        Err(SpecError::OutOfMemory(e)) => return Err(refused("reading this graph", e)),
        lists => lists?,
    };
    let lengths: Vec<u32> = lists.iter().map(|l| l.len() as u32).collect();
    let flat: Vec<u32> = lists.iter().flatten().map(|&b| b as u32).collect();
    output::graph(&lengths, &flat).map_err(output::failed)
}

/// The graph6 text of an undirected graph (`graph[a]` lists `a`'s neighbours, every edge both
/// ways), without header or newline.
///
/// @throws {Error} naming the problem if the graph is malformed (as `new GraphSolution` checks
/// it, one-way edges included) or has more nodes than the memory budget allows.
#[wasm_bindgen(js_name = graphToGraph6)]
pub fn graph_to_graph6(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<String, JsError> {
    let lists = input::graph_input(&graph)?.nested()?;
    Ok(crate::to_graph6(&lists)?)
}
