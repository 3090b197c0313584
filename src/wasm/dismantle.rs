//! Cops and Robbers as it is taught: `dismantle` (the corners removed in order, and the time of
//! the cat's strategy that follows them) and `corners` (the corners of the graph left).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use super::input;
use super::shield::shield;
use crate::{Removal, MAX_STRATEGY_NODES};

/// Sets `object[key] = value` on a fresh plain object (cannot fail).
fn set(object: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

/// `[{corner, dominator}, ...]`.
fn removals(list: &[Removal]) -> JsValue {
    list.iter()
        .map(|r| {
            let o = Object::new();
            set(&o, "corner", &r.corner.into());
            set(&o, "dominator", &r.dominator.into());
            JsValue::from(o)
        })
        .collect::<Array>()
        .into()
}

/// Dismantles an undirected graph (see the core's `dismantle`): removes a corner at a time,
/// each time the smallest node whose neighbours (and itself) are all next to another node, its
/// dominator (the smallest such). `{removals: [{corner, dominator}], rest, copWin, strategy}`:
/// `rest` the nodes left when no corner remains (one node exactly when the graph is cop-win);
/// `strategy` the cat's strategy that follows the order, `{cat, rounds, mouse}` (its start,
/// the most rounds it takes against the mouse's best start `mouse`), or `null` when the graph
/// is not cop-win or has more than 512 nodes.
///
/// @throws {Error} if the graph is malformed (as `catMouseGame`), has no nodes, or has more
/// nodes than the memory budget allows (6000).
#[wasm_bindgen(js_name = dismantle, unchecked_return_type = "Dismantling")]
pub fn dismantle(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<JsValue, Thrown> {
    let graph = input::graph_input(&graph)?.nested()?;
    let (d, strategy) = shield("dismantling the graph", || {
        crate::dismantle(&graph).map(|d| {
            let strategy = if graph.len() <= MAX_STRATEGY_NODES {
                d.strategy_time().ok().flatten()
            } else {
                None
            };
            (d, strategy)
        })
    })??;
    let out = Object::new();
    set(&out, "removals", &removals(d.removals()));
    let rest: Array = d.rest().iter().map(|&x| JsValue::from(x)).collect();
    set(&out, "rest", &rest);
    set(&out, "copWin", &d.cop_win().into());
    let strategy = match strategy {
        Some(t) => {
            let o = Object::new();
            set(&o, "cat", &t.cat.into());
            set(&o, "rounds", &t.rounds.into());
            set(&o, "mouse", &t.mouse.map_or(JsValue::NULL, JsValue::from));
            o.into()
        }
        None => JsValue::NULL,
    };
    set(&out, "strategy", &strategy);
    Ok(out.into())
}

/// The corners of the graph left once the nodes `gone` are removed: `[{corner, dominator}]` in
/// increasing order of corner, each with its smallest dominator; empty when one node or none
/// is left.
///
/// @throws {Error} if the graph is malformed, has no nodes or more than 6000, or `gone` is not
/// an array of the graph's nodes.
#[wasm_bindgen(js_name = corners, unchecked_return_type = "{corner: number, dominator: number}[]")]
pub fn corners(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number[]")] gone: JsValue,
) -> Result<JsValue, Thrown> {
    let graph = input::graph_input(&graph)?.nested()?;
    let mut marks = vec![false; graph.len()];
    for (i, &x) in input::node_list(&gone, "gone", graph.len())?
        .iter()
        .enumerate()
    {
        if x as usize >= graph.len() {
            let last = graph.len() - 1;
            let message = format!("gone[{i}] must be a node from 0 to {last}, got {x}");
            let params = vec![
                ("index", i.into()),
                ("last", last.into()),
                ("got", x.into()),
            ];
            return Err(fail("GoneOutOfRange", params, message));
        }
        marks[x as usize] = true;
    }
    let list = shield("finding the corners", || crate::corners(&graph, &marks))??;
    Ok(removals(&list))
}

/// The cat's move of the strategy that follows the dismantling (the core's
/// `Dismantling::strategy_reply`): with the cat on `cat` at level `level` (at the start: the
/// node left last, `strategy.cat` of `dismantle`, and the number of removals) and the mouse now
/// on `mouse`, `{level, cat, caught, mouseMoves}`: the new level and the cat's node, whether it
/// caught the mouse, and the mouse's moves then (stay or a neighbour, never the cat's node;
/// empty when caught).
///
/// @throws {Error} if the graph is malformed or not cop-win, a node is out of range, or the cat
/// is not where the strategy put it.
#[wasm_bindgen(js_name = strategyMove, unchecked_return_type = "{level: number, cat: number, caught: boolean, mouseMoves: number[]}")]
pub fn strategy_move(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    level: u32,
    cat: u32,
    mouse: u32,
) -> Result<JsValue, Thrown> {
    let graph = input::graph_input(&graph)?.nested()?;
    let d = shield("dismantling the graph", || crate::dismantle(&graph))??;
    if !d.cop_win() {
        let message = "the graph is not cop-win: no strategy of one cat";
        return Err(fail("NotCopWin", vec![], message));
    }
    let (level, at) = d
        .strategy_reply(level as usize, cat, mouse)
        .ok_or_else(|| {
            let params = vec![
                ("cat", cat.into()),
                ("level", level.into()),
                ("mouse", mouse.into()),
            ];
            let message = format!(
                "the strategy has no move from cat {cat} at level {level} and mouse {mouse}"
            );
            fail("NoStrategyMove", params, message)
        })?;
    let out = Object::new();
    set(&out, "level", &(level as u32).into());
    set(&out, "cat", &at.into());
    set(&out, "caught", &(at == mouse).into());
    let moves: Array = d
        .mouse_moves(at, mouse)
        .into_iter()
        .map(JsValue::from)
        .collect();
    set(&out, "mouseMoves", &moves);
    Ok(out.into())
}

/// The chase of the strategy that follows the dismantling against the mouse's best defence
/// (the core's `Dismantling::strategy_line`): `{cat, mouse, rounds, level, line: [{level, cat,
/// mouse}]}`: the cat's start (the node left last), the mouse's best start, the strategy's
/// rounds, the start's level (the number of removals), then a round a line entry, the cat's
/// move then the mouse's (`mouse` null in the last, the capture). `null` when the graph is not
/// cop-win or has more than 512 nodes.
///
/// @throws {Error} if the graph is malformed, has no nodes or more than 6000.
#[wasm_bindgen(js_name = strategyLine, unchecked_return_type = "StrategyLine | null")]
pub fn strategy_line(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<JsValue, Thrown> {
    let graph = input::graph_input(&graph)?.nested()?;
    let (d, line) = shield("playing the strategy", || {
        crate::dismantle(&graph).map(|d| {
            let line = if graph.len() <= MAX_STRATEGY_NODES {
                d.strategy_line().ok().flatten()
            } else {
                None
            };
            (d, line)
        })
    })??;
    let Some((time, line)) = line else {
        return Ok(JsValue::NULL);
    };
    let out = Object::new();
    set(&out, "cat", &time.cat.into());
    set(
        &out,
        "mouse",
        &time.mouse.map_or(JsValue::NULL, JsValue::from),
    );
    set(&out, "rounds", &time.rounds.into());
    set(&out, "level", &(d.removals().len() as u32).into());
    let rounds: Array = line
        .iter()
        .map(|r| {
            let o = Object::new();
            set(&o, "level", &(r.level as u32).into());
            set(&o, "cat", &r.cat.into());
            set(&o, "mouse", &r.mouse.map_or(JsValue::NULL, JsValue::from));
            JsValue::from(o)
        })
        .collect();
    set(&out, "line", &rounds);
    Ok(out.into())
}
