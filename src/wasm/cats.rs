//! Several cats beyond a `GraphSolution` (which answers several cats' queries as every other
//! game's, see `queries.rs`): Cops and Robbers (`copNumber`, `captureTime`), and graph6
//! (`graph6ToGraph`, `graphToGraph6`).

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use super::input;
use super::memory::refused;
use super::output;
use super::shield::shield;
use super::solving::observed;
use crate::{
    capture_time_observed, cop_number_observed, CaptureTime, CopOptions, SpecError, MAX_CATS,
    MAX_PLACES,
};

// ---------------------------------------------------------------------------------------------
// Cops and Robbers.

/// The options of `copNumber` and `captureTime`: `{lazyCats, directed, maxCats,
/// onProgress}` (`maxCats` for `copNumber` only).
fn cop_options(options: &JsValue, max_cats: bool) -> Result<(CopOptions, JsValue), Thrown> {
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
            *slot = value
                .as_bool()
                .ok_or_else(|| input::not_boolean(&format!("options.{name}"), value))?;
        }
    }
    if !max.is_undefined() {
        if !max_cats {
            return Err(fail(
                "MaxCatsMisplaced",
                vec![],
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
fn cop_graph(graph: &JsValue, cats: usize) -> Result<Vec<Vec<usize>>, Thrown> {
    let input = input::graph_input(graph)?;
    crate::cats::check_positions(input.nodes(), cats)?;
    input.nested()
}

/// A capture time as its JS object.
fn capture_object(c: &CaptureTime) -> Result<JsValue, Thrown> {
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
) -> Result<JsValue, Thrown> {
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

/// The capture time of `cats` cats (1 to 8) on `graph` in classic Cops and Robbers (see
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
) -> Result<JsValue, Thrown> {
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
) -> Result<JsValue, Thrown> {
    if !text.is_string() {
        let got = input::describe(&text);
        let message = format!("the graph6 text must be a string, got {got}");
        return Err(fail("Graph6NotString", vec![("got", got.into())], message));
    }
    let length = text.unchecked_ref::<js_sys::JsString>().length();
    if length > MAX_GRAPH6_CHARS {
        let message = format!(
            "the graph6 text has {length} characters, more than a graph of {MAX_PLACES} nodes \
             needs ({MAX_GRAPH6_CHARS} with a header and whitespace)"
        );
        let params = vec![
            ("length", length.into()),
            ("nodes", MAX_PLACES.into()),
            ("max", MAX_GRAPH6_CHARS.into()),
        ];
        return Err(fail("Graph6TooLong", params, message));
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
) -> Result<String, Thrown> {
    let lists = input::graph_input(&graph)?.nested()?;
    Ok(crate::to_graph6(&lists)?)
}
