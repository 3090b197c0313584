//! Building the plain result objects (through `output.js`, which uses object literals).

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

#[wasm_bindgen(module = "/src/wasm/output.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = countsObject)]
    pub(crate) fn counts(
        draw: f64,
        mouse_win: f64,
        cat_win: f64,
        not_a_position: f64,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = lineObject)]
    pub(crate) fn line(
        mice: &[u32],
        cats: &[u32],
        first_turn: u8,
        plies: f64,
        end: &str,
    ) -> Result<JsValue, JsValue>;

    /// A board's slice: one outcome byte, distance and (on the grid; empty on a graph) outcome
    /// under the turn limit a place.
    #[wasm_bindgen(catch, js_name = viewsObject)]
    pub(crate) fn views(
        outcomes: &[u8],
        distances: &[u32],
        limited: &[u8],
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = gameEndObject)]
    pub(crate) fn game_end(reason: &str, winner: u8) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = positionObject)]
    pub(crate) fn position(mouse: u32, cat: u32, turn: u8) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = sizesObject)]
    pub(crate) fn sizes(places: f64, states: f64, game_moves: f64) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = graphRulesObject)]
    pub(crate) fn graph_rules(
        directed: bool,
        cat_enters_hole: bool,
        holes: &[u32],
        mouse_passes: bool,
        cat_passes: bool,
        lazy_cats: bool,
    ) -> Result<JsValue, JsValue>;

    /// The cats' moves: `flat` holds `k` places a move.
    #[wasm_bindgen(catch, js_name = movesObject)]
    pub(crate) fn moves(flat: &[u32], k: u32) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = catsPositionObject)]
    pub(crate) fn cats_position(mouse: u32, cats: &[u32], turn: u8) -> Result<JsValue, JsValue>;

    /// A line with several cats: `cats` holds `k` places a ply.
    #[wasm_bindgen(catch, js_name = catsLineObject)]
    pub(crate) fn cats_line(
        mice: &[u32],
        cats: &[u32],
        k: u32,
        first_turn: u8,
        plies: f64,
        end: &str,
    ) -> Result<JsValue, JsValue>;

    /// A capture time: `starts` holds `cats` places a start.
    #[wasm_bindgen(catch, js_name = captureObject)]
    pub(crate) fn capture(
        cats: u32,
        capture_rounds: Option<f64>,
        starts: &[u32],
        winning_starts: f64,
        mouse: Option<f64>,
    ) -> Result<JsValue, JsValue>;

    /// A cop number, with its capture time (`null` with no answer).
    #[wasm_bindgen(catch, js_name = copNumberObject)]
    pub(crate) fn cop_number(
        cats: Option<f64>,
        capture: &JsValue,
        tried: u32,
        refused: Option<String>,
    ) -> Result<JsValue, JsValue>;

    /// A graph: `flat` holds the lists one after another, `lengths` their lengths.
    #[wasm_bindgen(catch, js_name = graphObject)]
    pub(crate) fn graph(lengths: &[u32], flat: &[u32]) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = gridRulesObject)]
    pub(crate) fn grid_rules(
        several_foods: bool,
        blocking: bool,
        mouse_stays: bool,
        cat_stays: bool,
        mouse_diagonal: bool,
        cat_diagonal: bool,
    ) -> Result<JsValue, JsValue>;

    /// Calls `on_progress` with a report; `Some(why)` if the solve must stop (see output.js).
    #[wasm_bindgen(catch, js_name = reportProgress)]
    pub(crate) fn report_progress(
        on_progress: &JsValue,
        phase: &str,
        fraction: f64,
        level: u32,
        decided: f64,
        positions: f64,
    ) -> Result<Option<String>, JsValue>;

    #[wasm_bindgen(catch, js_name = limitsObject)]
    pub(crate) fn limits(
        max_places: f64,
        max_game_moves: f64,
        default_turn_limit: f64,
        default_line_plies: f64,
        max_cats: f64,
    ) -> Result<JsValue, JsValue>;
}

/// The error if building a result failed (only if the JS engine is out of stack or memory).
pub(crate) fn failed(_: JsValue) -> Thrown {
    fail(
        "OutputFailed",
        vec![],
        "could not build the result: the JavaScript engine failed (out of stack or memory?)",
    )
}
