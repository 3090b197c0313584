//! The Watch exports: backward induction replayed level by level, as methods of the solution
//! handles (the table stays in wasm; JS gets the level index once, then one small answer per
//! hovered state).

use wasm_bindgen::prelude::*;

use super::thrown::Thrown;

use super::handles::{GraphSolution, GridSolution};
use super::input;
use super::memory;
use super::queries;
use super::shield::shield;
use crate::rules::Status;
use crate::{
    dp_2n_horizon_plies, dp_2n_outcome, dp_2n_wrong, level_at, moves_at_level, Game, LevelIndex,
    MoveStatus, OutcomeTable, Solution, NOT_A_POSITION,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/**
 * The decided states sorted by level: the frames of the Watch. The states decided at level `d`
 * are `order.subarray(offsets[d], offsets[d + 1])` (state indices, in the layout of
 * `outcomes()`), so stepping from frame `d` to `d + 1` touches only those. `counts` holds 4
 * numbers per level: states won by the mouse to move, lost by the mouse to move, won by the cat
 * to move, lost by the cat to move. `maxLevel` is the last level (-1 if none); `undecided`
 * counts the positions never decided: the draws (endless on the grid). Memory: 4 bytes per decided
 * state in JS (and as much in wasm while it is built): about 290 MB for the largest puzzles the
 * solver accepts (72 million states), so build it in a worker there and transfer the arrays.
 */
export interface LevelIndex { order: Uint32Array; offsets: Uint32Array; counts: Uint32Array; maxLevel: number; undecided: number; }
/** Where one move stands in a frame: its successor is undecided ("open"), lost for the opponent ("wins") or won for the opponent ("refuted"). */
export type MoveStatus = "open" | "wins" | "refuted";
/**
 * One state in the frame of `level` (every state decided at a level <= `level` shown). `decided`:
 * whether the state itself is; then `outcome` and `distance` are its value (else `outcome` is
 * null). `finished`: why play stops there, if it does. `moves[i]` is a destination, `status[i]`
 * where that move stands, `decidedAt[i]` its successor's level (-1 while open). `unrefuted`
 * counts the open and winning moves: the solver's counter after levels 0..=level. `next`: for an
 * undecided state, its outcome at `level + 1` if this frame already settles it (a winning move:
 * won; no unrefuted move: lost), else null.
 */
export interface StateAtLevel { level: number; decided: boolean; outcome: Outcome | null; distance: number; finished: Status | null; moves: number[]; status: MoveStatus[]; decidedAt: number[]; unrefuted: number; next: Outcome | null; }
"#;

#[wasm_bindgen(module = "/src/wasm/design.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = levelIndexObject)]
    fn level_index_object(
        order: &[u32],
        offsets: &[u32],
        counts: &[u32],
        max_level: f64,
        undecided: f64,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = stateAtLevelObject)]
    #[allow(clippy::too_many_arguments)]
    fn state_at_level_object(
        level: u32,
        outcome: u8,
        distance: u32,
        finished: &str,
        moves: &[u32],
        status: &[u8],
        decided_at: &[f64],
        unrefuted: u32,
        next: u8,
    ) -> Result<JsValue, JsValue>;
}

/// The level of every state (its distance if decided, else `u32::MAX`).
fn levels<G: Game + crate::rules::Rulebook>(s: &Solution<G>) -> Result<Vec<u32>, Thrown> {
    let table = s.table();
    memory::reserve("the levels", 4 * table.len())?;
    Ok((0..table.len())
        .map(|i| level_at(table, i).unwrap_or(u32::MAX))
        .collect())
}

/// An upper bound of what building the level index of `table` allocates: 4 bytes a decided
/// state, and per level its counts (in the core and for JS) and offsets.
fn level_index_bytes(table: &OutcomeTable) -> usize {
    let levels = table.max_distance() as usize + 1;
    4 * table.len() + 80 * (levels + 1)
}

fn level_index<G: Game + crate::rules::Rulebook>(s: &Solution<G>) -> Result<JsValue, Thrown> {
    let table = s.table();
    memory::reserve("the level index", level_index_bytes(table))?;
    let index = shield("building the level index", || LevelIndex::new(table))?;
    let counts: Vec<u32> = index
        .counts()
        .iter()
        .flat_map(|c| [c.won[0], c.lost[0], c.won[1], c.lost[1]].map(|x| x as u32))
        .collect();
    let [draw, ..] = table.counts();
    let max = index.max_level().map_or(-1.0, f64::from);
    level_index_object(index.order(), index.offsets(), &counts, max, draw as f64)
        .map_err(super::output::failed)
}

fn moves_at<G: Game + crate::rules::Rulebook>(
    s: &Solution<G>,
    mouse: &JsValue,
    cat: &JsValue,
    turn: &JsValue,
    level: &JsValue,
) -> Result<JsValue, Thrown> {
    let state = queries::position(s, mouse, cat, turn)?.one_cat()?;
    let level = input::whole(level, "level", 0, u32::MAX)?;
    let frame = moves_at_level(s.game(), s.table(), state, level)?;
    let moves: Vec<u32> = frame.moves.iter().map(|m| m.0).collect();
    let (status, decided_at): (Vec<u8>, Vec<f64>) = frame
        .moves
        .iter()
        .map(|&(_, st)| match st {
            MoveStatus::Open => (0, -1.0),
            MoveStatus::Wins { level } => (1, f64::from(level)),
            MoveStatus::Refuted { level } => (2, f64::from(level)),
        })
        .unzip();
    let finished = frame.finished.map_or("", |t| Status::Finished(t).name());
    let (outcome, distance) = frame
        .decided
        .map_or((NOT_A_POSITION, 0), |v| (v.outcome as u8, v.distance));
    state_at_level_object(
        level,
        outcome,
        distance,
        finished,
        &moves,
        &status,
        &decided_at,
        frame.unrefuted as u32,
        frame.next.map_or(NOT_A_POSITION, |o| o as u8),
    )
    .map_err(super::output::failed)
}

/// The Watch methods both solution classes share.
macro_rules! watch_methods {
    ($class:ident) => {
        #[wasm_bindgen]
        impl $class {
            /// Every state's level in the Watch, in the layout of `outcomes()`: the level at
            /// which backward induction decided it (its distance), or 4294967295 if it never
            /// was (a draw, endless on the grid, or not a position). In the frame of level `d`,
            /// state `i` is shown decided iff `levels[i] <= d`.
            ///
            /// @throws {Error} if wasm memory cannot hold them.
            pub fn levels(&self) -> Result<Vec<u32>, Thrown> {
                levels(self.one_cat()?)
            }

            /// The decided states sorted by level, with per-level counts (see `LevelIndex`):
            /// one pass over the table, so that stepping and scrubbing touch only the states
            /// that change.
            #[wasm_bindgen(js_name = levelIndex, unchecked_return_type = "LevelIndex")]
            pub fn level_index(&self) -> Result<JsValue, Thrown> {
                level_index(self.one_cat()?)
            }

            /// One state in the frame of `level`: whether it is decided yet, and which of its
            /// moves are open, winning or refuted (see `StateAtLevel`).
            ///
            /// @throws {Error} if a place, the turn or the level is invalid, or the state is not
            /// a position.
            #[wasm_bindgen(js_name = movesAtLevel, unchecked_return_type = "StateAtLevel")]
            pub fn moves_at_level(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] level: JsValue,
            ) -> Result<JsValue, Thrown> {
                moves_at(self.one_cat()?, &mouse, &cat, &turn, &level)
            }
        }
    };
}

watch_methods!(GraphSolution);
watch_methods!(GridSolution);

#[wasm_bindgen]
impl GraphSolution {
    /// Where the popular 2n-turn DP stops: `2n` plies, `n` the number of nodes. From a position
    /// with the mouse to move it sees wins of up to `2n − 1` plies; with the cat to move (one
    /// ply already played) up to `2n − 2`.
    ///
    /// @throws {Error} if the game has several cats (the DP plays the one-cat game).
    #[wasm_bindgen(getter, js_name = dpHorizon)]
    pub fn dp_horizon(&self) -> Result<f64, Thrown> {
        Ok(dp_2n_horizon_plies(self.one_cat()?.game().nodes()) as f64)
    }

    /// The 2n-turn DP's verdict on every state, read off the exact table (layout and bytes of
    /// `outcomes()`): the exact outcome, except that a win decided at level `2n` or later
    /// (`2n − 1` or later with the cat to move) is a `Draw`.
    #[wasm_bindgen(js_name = dp2nOutcomes)]
    ///
    /// @throws {Error} if wasm memory cannot hold them.
    pub fn dp_2n_outcomes(&self) -> Result<Vec<u8>, Thrown> {
        let s = self.one_cat()?;
        memory::reserve("the 2n-turn DP's outcomes", s.table().len())?;
        Ok((0..s.table().len())
            .map(|i| dp_2n_outcome(s.game(), s.table(), i).map_or(NOT_A_POSITION, |o| o as u8))
            .collect())
    }

    /// The states on which the 2n-turn DP is wrong (it says draw, the game is won), as state
    /// indices sorted by level, then by index.
    #[wasm_bindgen(js_name = dp2nWrong)]
    ///
    /// @throws {Error} if wasm memory cannot hold them.
    pub fn dp_2n_wrong(&self) -> Result<Vec<u32>, Thrown> {
        let s = self.one_cat()?;
        let bytes = level_index_bytes(s.table()) + 16 * s.table().len();
        memory::reserve("the 2n-turn DP's wrong states", bytes)?;
        shield("finding where the 2n-turn DP is wrong", || {
            dp_2n_wrong(s.game(), s.table(), &LevelIndex::new(s.table()))
        })
    }
}
