//! The solved-game handles, `GraphSolution` and `GridSolution`: the table stays in wasm memory
//! and JS asks for small results or one copied array.
//!
//! Each holds a solved game, which answers every query through the core's one interface,
//! [`Solved`]; the queries both classes share are written once (`queries.rs`) and forwarded by
//! [`solution_methods!`]. Only what belongs to one kind of game is written here: a graph's
//! holes, roles and rules; a grid's size, foods, rules and turn limit.

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use super::enums::{JsOutcome, JsPlayer};
use super::input;
use super::memory;
use super::output;
use super::queries::{self, solution_methods};
use super::solving;
use crate::rules;
use crate::{CatsGame, CatsRoles, CatsRules, CatsSolution, GraphGame, GridGame, Solution, Solved};

/// A graph game of the binding before it is solved.
pub(crate) enum GraphToSolve {
    /// One cat and a hole; `lazyCats` as the options said it (one lazy cat is one cat).
    One(GraphGame, bool),
    /// Several cats, or no hole.
    Cats(CatsGame),
}

/// What a graph solution holds: the one-cat game (LeetCode 913 and its variants, the one-cat
/// solver and tables), or the game with several cats (or one cat and no hole).
enum Graph {
    /// One cat and a hole.
    One(Solution<GraphGame>),
    /// Several cats, or no hole.
    Cats(CatsSolution),
}

impl Graph {
    /// The solved game, as every query asks it: the one place that tells the two apart.
    fn solved(&self) -> &dyn Solved {
        match self {
            Graph::One(solved) => solved,
            Graph::Cats(solved) => solved,
        }
    }
}

/// A solved Cat and Mouse graph game, with one to eight cats, held in wasm memory (opaque
/// handle). Call `free()` when done; any method of a freed handle throws.
///
/// With several cats (`catCount > 1`), every query takes the cats' places as an array, in any
/// order, where a one-cat query takes the cat's place, and a cats' move is the list of their
/// new places; the tables follow the several-cat layout (see `outcomes()`).
#[wasm_bindgen]
pub struct GraphSolution {
    graph: Graph,
    /// The roles as one graph game with cats: the starts as given, every hole (the game's
    /// `hole` first).
    roles: CatsRoles,
    /// The rules, `lazyCats` as given.
    rules: CatsRules,
}

#[wasm_bindgen]
impl GraphSolution {
    /// Solves the graph game on `graph` (`graph[a]` lists the neighbours of `a`, or with
    /// `directed: true` the nodes a move from `a` reaches), with the classic roles and rules
    /// unless `options` says otherwise (see `GraphOptions`; `cats: [c0, c1, …]` for several
    /// cats).
    ///
    /// @throws {Error} naming the problem if the graph or the options are malformed, or the
    /// game is over a budget (see `limits()`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "GraphOptions | null")] options: JsValue,
    ) -> Result<GraphSolution, Thrown> {
        GraphSolution::solve(super::graph_game(&graph, &options)?, &JsValue::UNDEFINED)
    }

    /// Solves like `new GraphSolution(graph, options)`, calling `onProgress(report)` every few
    /// milliseconds of work and at each phase change. The solve stops, and this throws, if
    /// `onProgress` returns `false` or throws; the module keeps working.
    ///
    /// @throws {Error} like the constructor, if `onProgress` is not a function, or if the solve
    /// was stopped (the message says why).
    pub fn observed(
        #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GraphOptions | null | undefined")] options: JsValue,
        #[wasm_bindgen(
            js_name = onProgress,
            unchecked_param_type = "(report: SolveProgress) => boolean | void"
        )]
        on_progress: JsValue,
    ) -> Result<GraphSolution, Thrown> {
        if !on_progress.is_function() {
            return Err(input::not_a_function("onProgress"));
        }
        GraphSolution::solve(super::graph_game(&graph, &options)?, &on_progress)
    }

    /// The number of cats, 1 to 8.
    #[wasm_bindgen(getter, js_name = catCount)]
    pub fn cat_count(&self) -> usize {
        self.solved().cat_count()
    }

    /// The number of multisets of cat places, `M = C(n + k − 1, k)` for `k` cats on `n` nodes
    /// (`n` with one cat): the tables' innermost dimension.
    #[wasm_bindgen(getter)]
    pub fn multisets(&self) -> usize {
        let s = self.solved();
        s.state_count() / (2 * s.places()).max(1)
    }

    /// The cats' starting places, as the options gave them.
    #[wasm_bindgen(getter, js_name = startCats)]
    pub fn start_cats(&self) -> Vec<u32> {
        self.roles.cats.iter().map(|&c| c as u32).collect()
    }

    /// The hole (with several holes, the first of `options.holes`: see `holes`).
    ///
    /// @throws {Error} if the game has no hole (`holes: []`).
    #[wasm_bindgen(getter)]
    pub fn hole(&self) -> Result<usize, Thrown> {
        self.roles
            .holes
            .first()
            .copied()
            .ok_or_else(|| fail("NoHole", vec![], "this game has no hole (holes: [])"))
    }

    /// Whether the roles are LeetCode 913's: hole 0, the mouse on 1, one cat on 2, the mouse
    /// first (the published baselines assume them).
    #[wasm_bindgen(getter, js_name = classicRoles)]
    pub fn classic_roles(&self) -> bool {
        self.roles == CatsRoles::default()
    }

    /// The LeetCode 913 answer for the starting position: 1 mouse wins, 2 cat wins, 0 draw
    /// (with several cats: 2 the cats win).
    pub fn answer(&self) -> u8 {
        self.solved().start_value().outcome as u8
    }

    /// Every hole, in increasing order (the `hole` first of them only with one hole; empty
    /// with `holes: []`).
    #[wasm_bindgen(getter)]
    pub fn holes(&self) -> Vec<u32> {
        let mut holes: Vec<u32> = self.roles.holes.iter().map(|&h| h as u32).collect();
        holes.sort_unstable();
        holes
    }

    /// Whether the rules are the classic ones (LeetCode 913's; the roles aside): no one-way
    /// edges, one hole the cat never enters, no passing, no lazy cats.
    #[wasm_bindgen(getter, js_name = classicRules)]
    pub fn classic_rules(&self) -> bool {
        self.rules == CatsRules::default() && self.roles.holes.len() == 1
    }

    /// The rule variants in force, as the options take them: `holes` lists every hole, the
    /// game's `hole` first.
    #[wasm_bindgen(getter, unchecked_return_type = "GraphRules")]
    pub fn rules(&self) -> Result<JsValue, Thrown> {
        let r = self.rules;
        let holes: Vec<u32> = self.roles.holes.iter().map(|&h| h as u32).collect();
        output::graph_rules(
            r.directed,
            r.cat_enters_hole,
            &holes,
            r.mouse_passes,
            r.cat_passes,
            r.lazy_cats,
        )
        .map_err(output::failed)
    }
}

impl GraphSolution {
    /// Solves `game` (reporting to `on_progress`, unless it is `undefined`).
    pub(crate) fn solve(game: GraphToSolve, on_progress: &JsValue) -> Result<Self, Thrown> {
        Ok(match game {
            GraphToSolve::One(game, lazy_cats) => GraphSolution {
                roles: CatsRoles::from_graph(game.roles(), game.rules()),
                rules: CatsRules::from_graph(game.rules(), lazy_cats),
                graph: Graph::One(solving::one_cat(game, on_progress)?),
            },
            GraphToSolve::Cats(game) => GraphSolution {
                roles: game.roles().clone(),
                rules: game.rules(),
                graph: Graph::Cats(solving::cats(game, on_progress)?),
            },
        })
    }

    /// Solves the one-cat `game`.
    pub(crate) fn of(game: GraphGame) -> Result<GraphSolution, Thrown> {
        GraphSolution::solve(GraphToSolve::One(game, false), &JsValue::UNDEFINED)
    }

    /// The solved game, for every query.
    fn solved(&self) -> &dyn Solved {
        self.graph.solved()
    }

    /// The solved one-cat game with a hole, for the Watch and the 2n-turn DP's comparison.
    ///
    /// # Errors
    /// If the game has several cats, or no hole: those play the one-cat game only.
    pub(crate) fn one_cat(&self) -> Result<&Solution<GraphGame>, Thrown> {
        if let Graph::One(solved) = &self.graph {
            return Ok(solved);
        }
        let what = "the Watch and the 2n-turn DP's comparison";
        let cats = self.cat_count();
        let message = match cats {
            1 => format!(
                "{what} are for the one-cat game with a hole only, and this GraphSolution has \
                 no hole"
            ),
            cats => format!(
                "{what} are for the one-cat game only, and this GraphSolution has {cats} cats"
            ),
        };
        let params = vec![("what", what.into()), ("cats", cats.into())];
        Err(fail("OneCatOnly", params, message))
    }
}

solution_methods!(
    GraphSolution,
    "number | number[]",
    "Uint32Array | number[][]",
    "Position | CatsPosition"
);

/// A solved Cat and Mouse II grid game, held in wasm memory (opaque handle). Call `free()` when
/// done; any method of a freed handle throws.
///
/// Places are cells numbered row-major, `row * cols + col`. The table is the game without the
/// turn limit (`Draw` = endless); `limitedOutcome`, `limitedOutcomes` and `answer` apply it.
#[wasm_bindgen]
pub struct GridSolution(Solution<GridGame>);

#[wasm_bindgen]
impl GridSolution {
    /// Solves the grid game. The fourth argument is the turn limit in plies, or an options
    /// object with the turn limit (default 1000) and the rule variants (see `GridOptions`).
    /// Jumps longer than the board act as the longest jump that fits.
    ///
    /// @throws {Error} naming the problem if the grid, a jump or the options are malformed, or
    /// the game is over a budget (see `limits()`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
        #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
        #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number | GridOptions | null")]
        options: JsValue,
    ) -> Result<GridSolution, Thrown> {
        let game = super::grid_game(&grid, &cat_jump, &mouse_jump, &options)?;
        GridSolution::of(game)
    }

    /// Solves like `new GridSolution(grid, catJump, mouseJump, options)`, calling
    /// `onProgress(report)` every few milliseconds of work and at each phase change. The solve
    /// stops, and this throws, if `onProgress` returns `false` or throws; the module keeps
    /// working.
    ///
    /// @throws {Error} like the constructor, if `onProgress` is not a function, or if the solve
    /// was stopped (the message says why).
    pub fn observed(
        #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
        #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
        #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | GridOptions | null | undefined")]
        options: JsValue,
        #[wasm_bindgen(
            js_name = onProgress,
            unchecked_param_type = "(report: SolveProgress) => boolean | void"
        )]
        on_progress: JsValue,
    ) -> Result<GridSolution, Thrown> {
        let game = super::grid_game(&grid, &cat_jump, &mouse_jump, &options)?;
        if !on_progress.is_function() {
            return Err(input::not_a_function("onProgress"));
        }
        Ok(GridSolution(solving::one_cat(game, &on_progress)?))
    }

    /// The number of rows.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> usize {
        self.0.game().rows()
    }

    /// The number of columns.
    #[wasm_bindgen(getter)]
    pub fn cols(&self) -> usize {
        self.0.game().cols()
    }

    /// The food's cell (with several foods, the first in row-major order: see `foods`).
    #[wasm_bindgen(getter)]
    pub fn food(&self) -> usize {
        self.0.game().food()
    }

    /// The turn limit in plies.
    #[wasm_bindgen(getter, js_name = turnLimit)]
    pub fn turn_limit(&self) -> u32 {
        self.0.game().turn_limit()
    }

    /// The outcome under the turn limit with `pliesLeft` plies to go (default: the whole limit):
    /// `MouseWin` iff the mouse wins within that many plies, otherwise `CatWin`
    /// (`NotAPosition` for a piece on a wall).
    ///
    /// @throws {Error} if a place, the turn or `pliesLeft` is invalid.
    #[wasm_bindgen(js_name = limitedOutcome)]
    pub fn limited_outcome(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
        #[wasm_bindgen(js_name = pliesLeft, unchecked_optional_param_type = "number")]
        plies_left: JsValue,
    ) -> Result<JsOutcome, Thrown> {
        let at = queries::position(&self.0, &mouse, &cat, &turn)?;
        let left = input::plies(&plies_left, "pliesLeft", self.turn_limit())?;
        Ok(queries::limited(self.0.value(at)?, left))
    }

    /// Every state's outcome under the turn limit with `pliesLeft` plies to go (default: the
    /// whole limit), in the layout of `outcomes()`: `MouseWin`, `CatWin` or `NotAPosition`.
    ///
    /// @throws {Error} if `pliesLeft` is invalid.
    #[wasm_bindgen(js_name = limitedOutcomes)]
    pub fn limited_outcomes(
        &self,
        #[wasm_bindgen(js_name = pliesLeft, unchecked_optional_param_type = "number")]
        plies_left: JsValue,
    ) -> Result<Vec<u8>, Thrown> {
        let left = input::plies(&plies_left, "pliesLeft", self.turn_limit())?;
        let len = self.0.state_count();
        memory::reserve("the limited outcomes", len)?;
        Ok((0..len)
            .map(|index| queries::limited(self.0.value_at(index), left) as u8)
            .collect())
    }

    /// Plies left before the turn limit once `pliesPlayed` plies are played (0 once it is
    /// reached).
    ///
    /// @throws {Error} if `pliesPlayed` is not a whole number from 0 to 2³²−1.
    #[wasm_bindgen(js_name = pliesLeft)]
    pub fn plies_left(
        &self,
        #[wasm_bindgen(js_name = pliesPlayed, unchecked_param_type = "number")]
        plies_played: JsValue,
    ) -> Result<u32, Thrown> {
        let played = input::whole(&plies_played, "pliesPlayed", 0, u32::MAX)?;
        Ok(rules::plies_left(self.turn_limit(), played))
    }

    /// The LeetCode 1728 answer: whether the mouse wins from the start within the turn limit.
    pub fn answer(&self) -> bool {
        GridGame::limited(self.0.start_value(), self.turn_limit()) == crate::Outcome::MouseWin
    }

    /// Every food's cell, in increasing order (`food` is the first).
    #[wasm_bindgen(getter)]
    pub fn foods(&self) -> Vec<u32> {
        self.0
            .game()
            .foods()
            .into_iter()
            .map(|f| f as u32)
            .collect()
    }

    /// Whether the rules are the classic ones (LeetCode 1728's; the turn limit aside): one
    /// food, no blocking, both may stay put, four directions.
    #[wasm_bindgen(getter, js_name = classicRules)]
    pub fn classic_rules(&self) -> bool {
        self.0.game().rules().is_classic()
    }

    /// The rule variants in force, as the options take them (the turn limit is `turnLimit`).
    #[wasm_bindgen(getter, unchecked_return_type = "GridRules")]
    pub fn rules(&self) -> Result<JsValue, Thrown> {
        let r = self.0.game().rules();
        output::grid_rules(
            r.several_foods,
            r.blocking,
            r.mouse_stays,
            r.cat_stays,
            r.mouse_diagonal,
            r.cat_diagonal,
        )
        .map_err(output::failed)
    }
}

impl GridSolution {
    /// Solves `game`.
    pub(crate) fn of(game: GridGame) -> Result<GridSolution, Thrown> {
        Ok(GridSolution(solving::one_cat(game, &JsValue::UNDEFINED)?))
    }

    /// The solved game, for every query.
    fn solved(&self) -> &dyn Solved {
        &self.0
    }

    /// The solved game (as [`GraphSolution::one_cat`], which may refuse; this never does).
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn one_cat(&self) -> Result<&Solution<GridGame>, Thrown> {
        Ok(&self.0)
    }
}

solution_methods!(GridSolution, "number", "Uint32Array", "Position");

/// A tiny solved game of each kind, for installing the handle guard at start-up.
pub(crate) fn samples() -> Result<(JsValue, JsValue), Thrown> {
    let graph = crate::GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
    let grid = crate::GridGame::new(&["MCF"], 1, 1)?;
    Ok((
        GraphSolution::of(graph)?.into(),
        GridSolution::of(grid)?.into(),
    ))
}
