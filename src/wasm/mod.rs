//! The JavaScript binding: the only module with `#[wasm_bindgen]`.
//!
//! Thin by design, in parts:
//! - `input` (with `read.js`): the caller's JS values into core types, sizes before contents,
//!   every caller exception turned into an `Error`;
//! - `handles`: the solved-game handles `GraphSolution` and `GridSolution` (with `guard.js`,
//!   which keeps calls on freed handles out of wasm), each holding a solved game of the core
//!   (`Solved`);
//! - `queries`: the queries both handles answer, written once over `&dyn Solved`;
//! - `solving`: a game into its solved game, with progress, stops and refusals as `Error`s;
//! - `cats`: Cops and Robbers and graph6; `dismantle`: corners and dismantling;
//! - `enums`: the JS mirrors of `Outcome` and `Player`;
//! - `memory`: running out of memory as an `Error` (every large allocation is reserved first);
//! - `output` (with `output.js`): the plain result objects;
//! - `shield` (with `guard.js`): the core's work run so that a trap cannot kill the module;
//! - `clock`: the host's clock (web-sys `Performance`), for the time budgets;
//! - `watch` and `design` (with `design.js`): the Watch methods of the solution handles, and the
//!   `Designer` handle;
//! - here: start-up, the LeetCode functions, the rule constants and checks, the baselines.
//!
//! - `thrown`: every `Error` an export throws, with its `kind` and `params`.
//!
//! Game rules stay in the core: every rule error is a [`SpecError`](crate::SpecError) message.

mod cats;
mod clock;
mod design;
mod dismantle;
mod enums;
mod handles;
mod input;
mod memory;
mod output;
mod queries;
mod shield;
mod solving;
mod thrown;
mod watch;

use wasm_bindgen::prelude::*;

pub use cats::{capture_time, cop_number, graph6_to_graph, graph_to_graph6};
pub use design::{design_limits, Designer};
pub use enums::{JsOutcome, JsPlayer};
pub use handles::{GraphSolution, GridSolution};
pub use thrown::Thrown;

use crate::{
    Game, GraphRoles, GridGame, DEFAULT_LINE_PLIES, DEFAULT_TURN_LIMIT, MAX_CATS, MAX_GAME_MOVES,
    MAX_PLACES,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/**
 * The graph game's options: where the pieces start, where the hole is, who moves first, and the
 * rule variants. Every key is optional; the defaults are the classic game (LeetCode 913). Any
 * other key is an error, and so is a value of the wrong kind (the message names the key).
 * Every variant combines with every other.
 */
export interface GraphOptions {
  /** The hole, the mouse's goal; default 0. Give `hole` or `holes`, not both. */
  hole?: number;
  /** The mouse's starting node; default 1. */
  mouse?: number;
  /** The cat's starting node; default 2. It may be a hole only with `catEntersHole: true`. */
  cat?: number;
  /**
   * The cats' starting nodes, one to eight (`cat: c` means `cats: [c]`; give one of the two).
   * Cats may share a node and are interchangeable. With several cats every cat moves in the
   * cats' move (along an edge, or staying with `catPasses`), and the queries take the cats'
   * places as an array.
   */
  cats?: number[] | Uint32Array;
  /**
   * Lazy cats: in the cats' move exactly one cat moves along an edge and the others stay
   * (with `catPasses`, the cats may also all stay). Default false. With one cat it changes
   * nothing.
   */
  lazyCats?: boolean;
  /** Who moves first; default the mouse. */
  first?: Player | "mouse" | "cat";
  /**
   * One-way edges: `graph[a]` lists the nodes a move from `a` reaches, and `graph[b]` need not
   * list `a`. Default false: every edge must be listed both ways ("one-way edge 3→5: allowed
   * only with `directed: true`").
   */
  directed?: boolean;
  /**
   * The cat may enter (and start on) the holes. The capture is checked first: the cat on the
   * mouse wins even on a hole; the mouse reaching a hole the cat is not on wins. Default false:
   * the cat never enters a hole, and the cat on a hole is not a position.
   */
  catEntersHole?: boolean;
  /** Every hole (the first is the game's `hole`): the mouse wins on reaching any. Default `[hole]`. `[]`: no hole (the mouse can at best escape forever: a draw). */
  holes?: number[] | Uint32Array;
  /** The mouse may pass: stay on its node for a move. Default false. */
  mousePasses?: boolean;
  /** The cat may pass: stay on its node for a move. Default false. */
  catPasses?: boolean;
}
/** The rule variants in force in a graph game (`GraphSolution.rules`), as `GraphOptions` takes them. */
export interface GraphRules { directed: boolean; catEntersHole: boolean; holes: number[]; mousePasses: boolean; catPasses: boolean; lazyCats: boolean; }
/**
 * The grid game's options: the turn limit and the rule variants. Every key is optional; the
 * defaults are the classic game (LeetCode 1728). Any other key is an error, and so is a value
 * of the wrong kind (the message names the key). Every variant combines with every other and
 * with the turn limit.
 */
export interface GridOptions {
  /** The turn limit in plies, from 1; default 1000. */
  turnLimit?: number;
  /**
   * The grid may hold several `F`: the mouse wins on reaching any food first, the cat wins on
   * reaching any food first. Default false: exactly one `F`.
   */
  severalFoods?: boolean;
  /**
   * The pieces block: a jump may not pass over the other piece. Landing on it is allowed (the
   * cat captures; the mouse is caught). Default false.
   */
  blocking?: boolean;
  /** The mouse may stay put (a jump of 0). Default true. */
  mouseStays?: boolean;
  /** The cat may stay put. Default true. */
  catStays?: boolean;
  /** The mouse also jumps diagonally (eight directions; only the cells on the diagonal must be open). Default false. */
  mouseDiagonal?: boolean;
  /** The cat also jumps diagonally. Default false. */
  catDiagonal?: boolean;
}
/** The rule variants in force in a grid game (`GridSolution.rules`), as `GridOptions` takes them. */
export interface GridRules { severalFoods: boolean; blocking: boolean; mouseStays: boolean; catStays: boolean; mouseDiagonal: boolean; catDiagonal: boolean; }
/**
 * A solve's progress (`GraphSolution.observed`, `GridSolution.observed`). `phase`: "label"
 * (counting every position's moves and marking the finished ones), "levels" (deciding positions
 * level by level, backwards from the finished ones: the bulk of the work), "finish" (building the
 * table). `fraction`: of the work done, 0 to 1, a lower bound (draws bring no work, so a solve may
 * end below 1). `level`: positions decided now are won or lost in this many plies. `decided`:
 * positions decided so far; `positions`: all positions.
 */
export interface SolveProgress { phase: "label" | "levels" | "finish"; fraction: number; level: number; decided: number; positions: number; }
/** How many states have each outcome. */
export interface OutcomeCounts { draw: number; mouseWin: number; catWin: number; notAPosition: number; }
/** A board's slice, one entry a place: the outcome (an `Outcome`), the distance in plies, and on the grid the outcome under the turn limit (null on a graph). */
export interface SliceViews { outcomes: Uint8Array; distances: Uint32Array; limited: Uint8Array | null; }
/** Why play stops at a position: the cat is on the mouse, the mouse reached the hole / the food, the cat reached the food first, or the player to move has no legal move (and loses). */
export type Status = "caught" | "home" | "catAtFood" | "stuck";
/** How a game in progress ended: a `Status`, or "turnLimit" (the grid's turn limit is used up: the cat wins); and who won. */
export interface GameOver { reason: Status | "turnLimit"; winner: Player; }
/** A position: both places and the player to move. */
export interface Position { mouse: number; cat: number; turn: Player; }
/** A position with several cats: the mouse's place, the cats' places (sorted) and the player to move. */
export interface CatsPosition { mouse: number; cats: number[]; turn: Player; }
/**
 * The options of `copNumber` and `captureTime`: lazy cats (one moves a turn), one-way edges,
 * the most cats tried (`copNumber` only; 1 to 8, default 8), and a progress callback (as
 * `GraphSolution.observed`'s: returning `false` or throwing stops the search).
 */
export interface CopOptions { lazyCats?: boolean; directed?: boolean; maxCats?: number; onProgress?: (report: SolveProgress) => boolean | void; }
/**
 * What `cats` cats achieve in Cops and Robbers: `captureRounds`, the least over the winning
 * starts of the most rounds the mouse makes the chase last (null: the mouse escapes from some
 * node whatever the starts), `starts` the optimal starts (each sorted), `mouse` the mouse's best
 * start against the first of them, `winningStarts` how many starts win at all.
 */
export interface CaptureTime { cats: number; captureRounds: number | null; starts: number[][]; mouse: number | null; winningStarts: number; }
/**
 * The cop number: `cats`, the least number of cats that win (null: not even `maxCats`, or the
 * budgets refused the next number first: `refused` says why, naming the count and the limit);
 * the capture time of that many cats (`starts`, `captureRounds`, `mouse`, `winningStarts`, as
 * `CaptureTime`); `tried`, the most cats solved.
 */
export interface CopNumber { cats: number | null; starts: number[][]; captureRounds: number | null; mouse: number | null; winningStarts: number; tried: number; refused: string | null; }
/**
 * A dismantling: the corners removed in order, each with the node that dominates it
 * (`removals`); the nodes left when no corner remains (`rest`: one node exactly when the graph
 * is cop-win, `copWin`); the cat's strategy that follows the order (`strategy`: its start
 * `cat`, the most `rounds` it takes, the mouse's start `mouse` that makes it last that long),
 * or null when the graph is not cop-win or has more than 512 nodes.
 */
export interface Dismantling { removals: { corner: number; dominator: number }[]; rest: number[]; copWin: boolean; strategy: { cat: number; rounds: number; mouse: number | null } | null; }
/**
 * The chase of the strategy that follows the dismantling against the mouse's best defence: the
 * cat's start `cat`, the mouse's best start `mouse`, the strategy's `rounds`, the start's `level`,
 * then a round a `line` entry: the cat's move (`level`, `cat`), then the mouse's (`mouse`, null
 * at the capture).
 */
export interface StrategyLine { cat: number; mouse: number | null; rounds: number; level: number; line: { level: number; cat: number; mouse: number | null }[]; }
/**
 * A line of optimal play: `mice[i]`, `cats[i]` are the places after `i` plies (with several cats,
 * `cats[i]` lists them, sorted); the player to move
 * at ply 0 is `firstTurn`, and turns alternate. `end` says why the line stops: a `Status`,
 * "repetition" (the last position repeats an earlier one: a draw, or endless on the grid), or
 * "cut" (maxPlies reached).
 */
export interface OptimalLine { mice: number[]; cats: number[] | number[][]; firstTurn: Player; plies: number; end: Status | "repetition" | "cut"; }
/** The sizes of a valid game: places, states (2·places² with one cat; 2·places·multisets with several), and game moves (legal moves summed over every position: the solver's work). */
export interface GameSizes { places: number; states: number; gameMoves: number; }
/**
 * The budgets and defaults: the most places (memory budget), the most game moves (work
 * budget), the default turn limit of the grid game in plies, the default number of plies
 * of `line()`, and the most cats a game has (rule `severalCats`).
 */
export interface Limits { maxPlaces: number; maxGameMoves: number; defaultTurnLimit: number; defaultLinePlies: number; maxCats: number; }
"#;

#[wasm_bindgen(module = "/src/wasm/guard.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = guardClass)]
    fn guard_class(sample: &JsValue, name: &str) -> Result<(), JsValue>;

    #[wasm_bindgen(catch, js_name = install)]
    fn install_guard(exports: &JsValue) -> Result<(), JsValue>;
}

/// Installs the panic hook (a bug, never user input, reports in the console) and guards the
/// handle classes' methods (see `guard.js`).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
    // Cannot fail: guard.js only reads the instance's exports.
    let _ = install_guard(&wasm_bindgen::exports());
    if let Ok((graph, grid)) = handles::samples() {
        for (sample, name) in [(graph, "GraphSolution"), (grid, "GridSolution")] {
            // Cannot fail: guard.js only reads our own classes.
            let _ = guard_class(&sample, name);
            free(&sample);
        }
    }
    if let Ok(sample) = design::sample() {
        let _ = guard_class(&sample, "Designer");
        free(&sample);
    }
}

#[wasm_bindgen(inline_js = "export function free(handle) { handle.free(); }")]
extern "C" {
    #[wasm_bindgen(catch, js_name = free)]
    fn free_js(handle: &JsValue) -> Result<(), JsValue>;
}

fn free(handle: &JsValue) {
    let _ = free_js(handle);
}

/// The graph game of `graph` and `options` (`undefined` for the classic roles), validated in
/// order: the graph's shape, the options, the budgets, the lists, the rules. One cat and a
/// hole make the one-cat game; several cats, or no hole, the game with several cats.
fn graph_game(graph: &JsValue, options: &JsValue) -> Result<handles::GraphToSolve, Thrown> {
    let input = input::graph_input(graph)?;
    let options = input::graph_options(options)?;
    if options.one_cat() {
        let lazy = options.lazy_cats;
        Ok(handles::GraphToSolve::One(
            input.game(options.roles, options.rules)?,
            lazy,
        ))
    } else {
        let (roles, rules) = options.cats_game();
        Ok(handles::GraphToSolve::Cats(input.cats_game(roles, rules)?))
    }
}

/// The grid game of `grid`, both jumps and `options` (a turn limit, or the turn limit and the
/// rule variants),
/// validated in order: the grid's shape and sizes, the jumps, the options, the cells, the work
/// budget.
fn grid_game(
    grid: &JsValue,
    cat_jump: &JsValue,
    mouse_jump: &JsValue,
    options: &JsValue,
) -> Result<GridGame, Thrown> {
    grid_game_of(&input::grid_input(grid)?, cat_jump, mouse_jump, options)
}

/// [`grid_game`] of a grid already read.
fn grid_game_of(
    grid: &input::GridInput,
    cat_jump: &JsValue,
    mouse_jump: &JsValue,
    options: &JsValue,
) -> Result<GridGame, Thrown> {
    let cat_jump = input::jump(cat_jump, "catJump")?;
    let mouse_jump = input::jump(mouse_jump, "mouseJump")?;
    let (limit, rules) = input::grid_options(options, DEFAULT_TURN_LIMIT)?;
    let open = grid.cells.iter().filter(|&&c| c != '#').count();
    memory::reserve(
        "building this grid game",
        crate::grid_bytes(grid.rows, grid.cols, open, cat_jump, mouse_jump),
    )?;
    Ok(GridGame::from_cells(
        grid.rows,
        grid.cols,
        &grid.cells,
        (cat_jump, mouse_jump, limit),
        rules,
    )?)
}

// ---------------------------------------------------------------------------------------------
// The LeetCode functions.

/// LeetCode 913: the classic graph game (hole 0, mouse on 1, cat on 2, mouse first). Returns 1 if
/// the mouse wins, 2 if the cat wins, 0 for a draw.
///
/// @throws {Error} naming the problem if the graph is malformed or over a budget.
#[wasm_bindgen(js_name = catMouseGame)]
pub fn cat_mouse_game(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<u8, Thrown> {
    let game =
        input::graph_input(&graph)?.game(GraphRoles::default(), crate::GraphRules::default())?;
    let start = shield::shield("solving this game", || {
        crate::try_solve_start(&game, u32::MAX)
    })?
    .map_err(|e| memory::refused("solving this game", e))?;
    Ok(start.map_or(crate::Outcome::Draw, |v| v.outcome) as u8)
}

/// LeetCode 1728: whether the mouse can force reaching the food within 1000 plies. Jumps longer
/// than the board act as the longest jump that fits.
///
/// @throws {Error} naming the problem if the grid or a jump is malformed, or the game is over a
/// budget.
#[wasm_bindgen(js_name = canMouseWin)]
pub fn can_mouse_win(
    #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
    #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
    #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
) -> Result<bool, Thrown> {
    let game = grid_game(&grid, &cat_jump, &mouse_jump, &JsValue::UNDEFINED)?;
    let limit = game.turn_limit();
    let start = shield::shield("solving this game", || crate::try_solve_start(&game, limit))?
        .map_err(|e| memory::refused("solving this game", e))?;
    Ok(start.is_some_and(|v| v.outcome == crate::Outcome::MouseWin))
}

// ---------------------------------------------------------------------------------------------
// The rule constants and checks, for the page: it computes no rule itself.

/// The budgets and defaults: `{maxPlaces, maxGameMoves, defaultTurnLimit, defaultLinePlies,
/// maxCats}`.
/// A game with more places than `maxPlaces` or more game moves than `maxGameMoves` is refused.
#[wasm_bindgen(unchecked_return_type = "Limits")]
pub fn limits() -> Result<JsValue, Thrown> {
    output::limits(
        MAX_PLACES as f64,
        MAX_GAME_MOVES as f64,
        f64::from(DEFAULT_TURN_LIMIT),
        f64::from(DEFAULT_LINE_PLIES),
        MAX_CATS as f64,
    )
    .map_err(output::failed)
}

/// The sizes of a game, as the checks return them.
fn sizes_of<G: Game>(game: &G) -> Result<JsValue, Thrown> {
    let places = game.places() as f64;
    output::sizes(places, 2.0 * places * places, game.game_moves() as f64).map_err(output::failed)
}

/// Validates a graph game exactly as `new GraphSolution(graph, options)` does (same errors,
/// budgets included) without solving it: cheap enough for every keystroke.
///
/// @throws {Error} as the constructor would.
#[wasm_bindgen(js_name = checkGraph, unchecked_return_type = "GameSizes")]
pub fn check_graph(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GraphOptions | null")] options: JsValue,
) -> Result<JsValue, Thrown> {
    match graph_game(&graph, &options)? {
        handles::GraphToSolve::One(game, _) => sizes_of(&game),
        handles::GraphToSolve::Cats(game) => output::sizes(
            game.nodes() as f64,
            game.positions() as f64,
            game.moves() as f64,
        )
        .map_err(output::failed),
    }
}

/// Validates a grid game exactly as `new GridSolution(grid, catJump, mouseJump, options)` does
/// (same errors, budgets included) without solving it: cheap enough for every keystroke.
///
/// @throws {Error} as the constructor would.
#[wasm_bindgen(js_name = checkGrid, unchecked_return_type = "GameSizes")]
pub fn check_grid(
    #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
    #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
    #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | GridOptions | null")] options: JsValue,
) -> Result<JsValue, Thrown> {
    sizes_of(&grid_game(&grid, &cat_jump, &mouse_jump, &options)?)
}

// ---------------------------------------------------------------------------------------------
// The published baselines, for the comparison panel (not our engine).

/// The published baselines play LeetCode's classic games only: `options` (as the solutions
/// take them; `undefined` or `null` for none) must ask for nothing else. The first key that
/// does is named.
fn classic_graph_only(options: &JsValue) -> Result<(), Thrown> {
    let options = input::graph_options(options)?;
    let (roles, rules) = (&options.roles, &options.rules);
    let classic = GraphRoles::default();
    let differs = [
        ("cats", options.cats.as_ref().is_some_and(|c| c.len() > 1)),
        ("lazyCats", options.lazy_cats),
        ("hole", roles.hole != classic.hole),
        ("mouse", roles.mouse != classic.mouse),
        ("cat", roles.cat != classic.cat),
        ("first", roles.first != classic.first),
        ("directed", rules.directed),
        ("catEntersHole", rules.cat_enters_hole),
        ("holes", !rules.extra_holes.is_empty() || options.no_hole),
        ("mousePasses", rules.mouse_passes),
        ("catPasses", rules.cat_passes),
    ];
    match differs.iter().find(|(_, d)| *d) {
        Some((key, _)) => Err(thrown::fail(
            "BaselineNotClassic",
            vec![
                ("game", "graph".into()),
                ("option", format!("options.{key}").into()),
            ],
            format!(
                "the published baselines play LeetCode 913's classic game only (hole 0, mouse on \
                 1, cat on 2, mouse first, no rule variants): options.{key} asks for another"
            ),
        )),
        None => Ok(()),
    }
}

/// [`classic_graph_only`] for the grid: the classic rules, and the turn limit of 1000 plies
/// that the baseline's horizon is.
fn classic_grid_only(options: &JsValue) -> Result<(), Thrown> {
    let (limit, rules) = input::grid_options(options, DEFAULT_TURN_LIMIT)?;
    let differs = [
        ("turnLimit", limit != DEFAULT_TURN_LIMIT),
        ("severalFoods", rules.several_foods),
        ("blocking", rules.blocking),
        ("mouseStays", !rules.mouse_stays),
        ("catStays", !rules.cat_stays),
        ("mouseDiagonal", rules.mouse_diagonal),
        ("catDiagonal", rules.cat_diagonal),
    ];
    match differs.iter().find(|(_, d)| *d) {
        Some((key, _)) => Err(thrown::fail(
            "BaselineNotClassic",
            vec![
                ("game", "grid".into()),
                ("option", format!("options.{key}").into()),
            ],
            format!(
                "the published baseline plays LeetCode 1728's classic game only (one food, no \
                 blocking, staying allowed, four directions, 1000 plies): options.{key} asks \
                 for another"
            ),
        )),
        None => Ok(()),
    }
}

/// Every kind of `Error` the package throws, with the names of its `params`: the core's
/// (`SpecError`'s and `DesignError`'s) and the binding's own (docs/api.md, "Error kinds").
///
/// @returns {{kind: string, params: string[]}[]} one entry per kind, each kind once
#[wasm_bindgen(js_name = errorKinds, unchecked_return_type = "{kind: string, params: string[]}[]")]
pub fn error_kinds() -> JsValue {
    let all = crate::SpecError::KINDS
        .iter()
        .chain(crate::DesignError::KINDS)
        .chain(thrown::KINDS);
    all.map(|&(kind, names)| {
        let entry = js_sys::Object::new();
        let params: js_sys::Array = names.iter().map(|&n| JsValue::from_str(n)).collect();
        // Setting a property of a fresh plain object cannot fail.
        let _ = js_sys::Reflect::set(&entry, &"kind".into(), &kind.into());
        let _ = js_sys::Reflect::set(&entry, &"params".into(), &params);
        JsValue::from(entry)
    })
    .collect::<js_sys::Array>()
    .into()
}

/// What a baseline's trap says it was doing.
const BASELINE: &str = "running the baseline";

/// Reserves the memo of a baseline over `count` places with `entries(count)` 2-bit entries,
/// and its move lists and search stack, when the memo is within the baselines' budget (beyond
/// it, the baseline refuses the game itself, before allocating anything).
fn reserve_memo(count: u64, entries: impl Fn(u64) -> u64) -> Result<(), Thrown> {
    let memo = entries(count).div_ceil(4);
    if memo > crate::baselines::MEMO_BUDGET_BYTES {
        return Ok(());
    }
    // The move lists and the search's own stack: far below a megabyte a hundred places.
    let rest = 64 * 1024 * count.max(1);
    memory::reserve(
        "the baseline's memo",
        usize::try_from(memo + rest).unwrap_or(usize::MAX),
    )
}

/// LeetCode 913 by the popular memoised DP with a `2n`-ply horizon. A baseline, not our engine:
/// it calls a draw any game that lasts `2n` plies or more. It plays the classic game only:
/// `options`, if given, must ask for nothing else (see `GraphOptions`).
///
/// @throws {Error} if the graph is malformed, over a budget, or too large for its memo, or the
/// options ask for other roles or rules.
#[wasm_bindgen(js_name = baselineDp2n)]
pub fn baseline_dp_2n(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GraphOptions | null")] options: JsValue,
) -> Result<u8, Thrown> {
    classic_graph_only(&options)?;
    let lists = input::graph_input(&graph)?.lists()?;
    reserve_memo(lists.len() as u64, |n| 2 * n * n * n)?;
    Ok(shield::shield(BASELINE, || {
        crate::baselines::dp_2n_horizon(&lists)
    })??)
}

/// LeetCode 913 by the memoised DFS with a `2n²`-ply horizon. A baseline, not our engine: exact,
/// but O(n⁴·d) time. It plays the classic game only: `options`, if given, must ask for nothing
/// else.
///
/// @throws {Error} if the graph is malformed, over a budget, or too large for its memo, or the
/// options ask for other roles or rules.
#[wasm_bindgen(js_name = baselineDfs2n2)]
pub fn baseline_dfs_2n2(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "GraphOptions | null")] options: JsValue,
) -> Result<u8, Thrown> {
    classic_graph_only(&options)?;
    let lists = input::graph_input(&graph)?.lists()?;
    reserve_memo(lists.len() as u64, |n| 2 * n * n * n * n)?;
    Ok(shield::shield(BASELINE, || {
        crate::baselines::dfs_2n2_horizon(&lists)
    })??)
}

/// LeetCode 1728 by the depth-first search with a 1000-ply horizon. A baseline, not our engine.
/// It plays the classic game only: `options`, if given, must ask for nothing else (a turn
/// limit other than 1000 included).
///
/// @throws {Error} if the grid or a jump is malformed, the game is over a budget, or the grid
/// is too large for its memo, or the options ask for other rules.
#[wasm_bindgen(js_name = baselineGridDfs1000)]
pub fn baseline_grid_dfs_1000(
    #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
    #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
    #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number | GridOptions | null")] options: JsValue,
) -> Result<bool, Thrown> {
    classic_grid_only(&options)?;
    let grid = input::grid_input(&grid)?;
    let game = grid_game_of(&grid, &cat_jump, &mouse_jump, &JsValue::UNDEFINED)?;
    reserve_memo(game.places() as u64, |cells| 1000 * cells * cells)?;
    let rows = grid.strings();
    Ok(shield::shield(BASELINE, || {
        crate::baselines::grid_dfs_1000(&rows, game.cat_jump(), game.mouse_jump())
    })??)
}
