//! The solved-game handles, `GraphSolution` and `GridSolution`: the table stays in wasm memory
//! and JS asks for small results or one copied array.

use std::ops::ControlFlow;

use wasm_bindgen::prelude::*;

use super::cats::CatsSolved;
use super::enums::{JsOutcome, JsPlayer};
use super::input;
use super::memory::{self, refused};
use super::output;
use super::shield::shield;
use crate::rules::{self, Status};
use crate::{
    best_moves, principal_line, try_solve, try_solve_observed, CatsGame, Game, GraphGame,
    GraphRoles, GridGame, LineEnd, OutcomeTable, Phase, Progress, State, Stopped,
    DEFAULT_LINE_PLIES,
};

/// What a refused solve says it was doing.
const SOLVING: &str = "solving this game";

/// A solved game and its table; what both handle classes wrap.
pub(crate) struct Solved<G> {
    game: G,
    table: OutcomeTable,
}

impl<G: Game + rules::Rulebook> Solved<G> {
    fn new(game: G) -> Result<Solved<G>, JsError> {
        let table = shield(SOLVING, || try_solve(&game))?.map_err(|e| refused(SOLVING, e))?;
        Ok(Solved { game, table })
    }

    /// Solves `game`, passing the solver's progress reports to the caller's `on_progress`
    /// function. The solve stops with an error if `on_progress` returns `false` or throws.
    fn observed(game: G, on_progress: &JsValue) -> Result<Solved<G>, JsError> {
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
            Ok(table) => Ok(Solved { game, table }),
            Err(Stopped::OutOfMemory(e)) => Err(refused(SOLVING, e)),
            Err(Stopped::Cancelled) => {
                Err(stopped.unwrap_or_else(|| JsError::new("the solve was stopped")))
            }
        }
    }

    /// The game.
    pub(crate) fn game(&self) -> &G {
        &self.game
    }

    /// The solved table.
    pub(crate) fn table(&self) -> &OutcomeTable {
        &self.table
    }

    /// A place of this game: a whole number from 0 to `places - 1`.
    fn place(&self, value: &JsValue, what: &str) -> Result<u32, JsError> {
        let max = u32::try_from(self.game.places().saturating_sub(1)).unwrap_or(u32::MAX);
        input::whole(value, what, 0, max)
    }

    /// The state of the JS arguments `mouse`, `cat`, `turn`, checked against this game.
    pub(crate) fn state(
        &self,
        mouse: &JsValue,
        cat: &JsValue,
        turn: &JsValue,
    ) -> Result<State, JsError> {
        Ok(State::new(
            self.place(mouse, "mouse place")?,
            self.place(cat, "cat place")?,
            input::turn(turn)?,
        ))
    }

    fn outcome(&self, state: State) -> JsOutcome {
        JsOutcome::of_byte(self.table.outcome_bytes()[self.table.layout().index(state)])
    }

    /// The board's slice (see [`Slice`]): each state's outcome and distance, in place order,
    /// and with `plies_left` (the grid) its outcome under the turn limit.
    fn slice(&self, slice: Slice, plies_left: Option<u32>) -> Result<JsValue, JsError> {
        let n = u32::try_from(self.game.places()).unwrap_or(u32::MAX);
        let layout = self.table.layout();
        let bytes = self.table.outcome_bytes();
        let mut outcomes = Vec::with_capacity(n as usize);
        let mut distances = Vec::with_capacity(n as usize);
        let mut limits = Vec::with_capacity(if plies_left.is_some() { n as usize } else { 0 });
        for p in 0..n {
            let (mouse, cat) = slice.places(p);
            let index = layout.index(State::new(mouse, cat, slice.turn));
            outcomes.push(JsOutcome::of_byte(bytes[index]) as u8);
            distances.push(self.table.distance_at(index));
            if let Some(left) = plies_left {
                limits.push(limited(self.table.value_at(index), left) as u8);
            }
        }
        output::views(&outcomes, &distances, &limits).map_err(output::failed)
    }

    fn distance(&self, state: State) -> u32 {
        self.table.distance_at(self.table.layout().index(state))
    }

    fn best_moves(&self, state: State) -> Result<Vec<u32>, JsError> {
        Ok(best_moves(&self.game, &self.table, state)?)
    }

    fn status(&self, state: State) -> Result<JsValue, JsError> {
        Ok(match rules::status(&self.game, state)? {
            Some(status) => JsValue::from_str(status.name()),
            None => JsValue::NULL,
        })
    }

    fn game_over(&self, state: State, plies_played: &JsValue) -> Result<JsValue, JsError> {
        let played = input::plies(plies_played, "pliesPlayed", 0)?;
        match rules::game_end(&self.game, state, played)? {
            Some(end) => {
                output::game_end(end.name(), end.winner(state.turn) as u8).map_err(output::failed)
            }
            None => Ok(JsValue::NULL),
        }
    }

    fn after(&self, state: State, to: &JsValue) -> Result<JsValue, JsError> {
        let to = self.place(to, "to")?;
        let next = rules::play(&self.game, state, &[to])?.one_cat()?;
        output::position(next.mouse, next.cat, next.turn as u8).map_err(output::failed)
    }

    fn line(&self, state: State, max_plies: &JsValue) -> Result<JsValue, JsError> {
        let max_plies = input::plies(max_plies, "maxPlies", DEFAULT_LINE_PLIES)?;
        rules::check_position(&self.game, state)?;
        // A decided line is as long as its distance; a drawn one stops at the first repeated
        // position, so it has fewer plies than there are positions.
        let index = self.table.layout().index(state);
        let longest = match self.table.value_at(index) {
            Some(v) if v.outcome != crate::Outcome::Draw => v.distance as usize,
            _ => self.table.len(),
        };
        let plies = longest.min(max_plies as usize).saturating_add(1);
        memory::reserve("this line", plies.saturating_mul(LINE_BYTES_PER_PLY))?;
        let line = shield("following the line", || {
            principal_line(&self.game, &self.table, state, max_plies as usize)
        })??;
        let mice: Vec<u32> = line.states.iter().map(|s| s.mouse).collect();
        let cats: Vec<u32> = line.states.iter().map(|s| s.cat).collect();
        let end = match line.end {
            LineEnd::Finished(terminal) => Status::Finished(terminal).name(),
            LineEnd::Stuck => Status::Stuck.name(),
            LineEnd::Repetition => "repetition",
            LineEnd::Cut => "cut",
        };
        output::line(&mice, &cats, state.turn as u8, line.plies() as f64, end)
            .map_err(output::failed)
    }

    fn counts(&self) -> Result<JsValue, JsError> {
        let [draw, mouse_win, cat_win, not_a_position] = self.table.counts().map(|c| c as f64);
        output::counts(draw, mouse_win, cat_win, not_a_position).map_err(output::failed)
    }
}

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

/// What a line allocates per ply, at most: the positions and the set of those seen (both grown
/// by doubling), the places handed to JS.
const LINE_BYTES_PER_PLY: usize = 128;

/// The arguments of a board's slice: which piece ranges over the places, where the other stands,
/// who is to move.
#[derive(Clone, Copy)]
pub(crate) struct Slice {
    /// 0: the mouse ranges, the cat stands on `fixed`; 1: the other way round.
    ranging: u32,
    /// The other piece's place (checked by the game it is asked of).
    fixed: u32,
    turn: crate::Player,
}

impl Slice {
    /// The JS arguments `ranging` (0 or 1), `fixed` (a place of a game of `places` places) and
    /// `turn`, checked.
    pub(crate) fn read(
        ranging: &JsValue,
        fixed: &JsValue,
        turn: &JsValue,
        places: usize,
    ) -> Result<Slice, JsError> {
        let max = u32::try_from(places.saturating_sub(1)).unwrap_or(u32::MAX);
        Ok(Slice {
            ranging: input::whole(ranging, "ranging", 0, 1)?,
            fixed: input::whole(fixed, "fixed place", 0, max)?,
            turn: input::turn(turn)?,
        })
    }

    /// The (mouse, cat) places of the slice's entry for place `p`.
    pub(crate) fn places(self, p: u32) -> (u32, u32) {
        if self.ranging == 0 {
            (p, self.fixed)
        } else {
            (self.fixed, p)
        }
    }

    /// The slice's turn.
    pub(crate) fn turn(self) -> crate::Player {
        self.turn
    }
}

/// The methods both handle classes share, forwarded to [`Solved`].
macro_rules! solution_methods {
    ($class:ident, $place_doc:literal) => {
        #[wasm_bindgen]
        impl $class {
            #[doc = concat!("How many places: ", $place_doc, ".")]
            #[wasm_bindgen(getter)]
            pub fn places(&self) -> usize {
                self.0.game.places()
            }

            /// How many states the table has: `2 · places²`.
            #[wasm_bindgen(getter, js_name = stateCount)]
            pub fn state_count(&self) -> usize {
                self.0.table.len()
            }

            /// The number of game moves summed over every position (the solver's work).
            #[wasm_bindgen(getter, js_name = gameMoves)]
            pub fn game_moves(&self) -> f64 {
                self.0.game.game_moves() as f64
            }

            /// The mouse's starting place.
            #[wasm_bindgen(getter, js_name = startMouse)]
            pub fn start_mouse(&self) -> u32 {
                self.0.game.start().mouse
            }

            /// The cat's starting place.
            #[wasm_bindgen(getter, js_name = startCat)]
            pub fn start_cat(&self) -> u32 {
                self.0.game.start().cat
            }

            /// Who moves first.
            #[wasm_bindgen(getter, js_name = firstPlayer)]
            pub fn first_player(&self) -> JsPlayer {
                self.0.game.start().turn.into()
            }

            /// Every state's outcome byte (an `Outcome` value), copied into a `Uint8Array`.
            ///
            /// Index layout, with `n = places`: `index = (turn * n + mouse) * n + cat`, where
            /// `turn` is 0 when the mouse is to move and 1 when the cat is.
            ///
            /// @throws {Error} if wasm memory cannot hold the copy.
            pub fn outcomes(&self) -> Result<Vec<u8>, JsError> {
                let bytes = self.0.table.outcome_bytes();
                memory::reserve("copying the outcomes", bytes.len())?;
                Ok(bytes.to_vec())
            }

            /// Every state's distance in plies (same layout as `outcomes()`): the length of the
            /// game under optimal play, 0 for finished positions, draws and non-positions.
            ///
            /// @throws {Error} if wasm memory cannot hold them.
            pub fn distances(&self) -> Result<Vec<u32>, JsError> {
                memory::reserve("copying the distances", 4 * self.0.table.len())?;
                shield("copying the distances", || self.0.table.distances())
            }

            /// The outcome of one state (`NotAPosition` for a piece where it may not stand).
            ///
            /// @throws {Error} if a place or the turn is invalid.
            pub fn outcome(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<JsOutcome, JsError> {
                Ok(self.0.outcome(self.0.state(&mouse, &cat, &turn)?))
            }

            /// The distance of one state in plies (0 for finished positions, draws, non-positions).
            ///
            /// @throws {Error} if a place or the turn is invalid.
            pub fn distance(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<u32, JsError> {
                Ok(self.0.distance(self.0.state(&mouse, &cat, &turn)?))
            }

            /// The optimal moves of the player to move, as destination places: in a win the
            /// fastest wins, in a loss the longest delays, in a draw the moves that keep it.
            /// Empty for finished positions and non-positions.
            ///
            /// @throws {Error} if a place or the turn is invalid.
            #[wasm_bindgen(js_name = bestMoves)]
            pub fn best_moves(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<Vec<u32>, JsError> {
                self.0.best_moves(self.0.state(&mouse, &cat, &turn)?)
            }

            /// Where the player to move may go from a state (its legal moves; empty for a piece
            /// where it may not stand).
            ///
            /// @throws {Error} if a place or the turn is invalid.
            #[wasm_bindgen(js_name = legalMoves)]
            pub fn legal_moves(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<Vec<u32>, JsError> {
                let s = self.0.state(&mouse, &cat, &turn)?;
                Ok(self.0.game.legal_moves(s))
            }

            /// Whether play stops at a position, and why: `"caught"` (the cat is on the mouse),
            /// `"home"` (the mouse reached the hole / the food), `"catAtFood"`, `"stuck"` (the
            /// player to move has no legal move and loses), or `null` when play goes on. The
            /// repetition rule depends on a game's history, not on a position: see `line()`.
            ///
            /// @throws {Error} if a place or the turn is invalid, or the state is not a position
            /// (the cat in the hole, a piece on a wall).
            #[wasm_bindgen(unchecked_return_type = "Status | null")]
            pub fn status(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<JsValue, JsError> {
                self.0.status(self.0.state(&mouse, &cat, &turn)?)
            }

            /// Whether a game that has reached this position after `pliesPlayed` plies (default
            /// 0) is over, how, and who won: `{reason, winner}` with `reason` a `Status` or
            /// `"turnLimit"` (the grid's limit is used up: the cat wins), or `null` when play
            /// goes on. A repeated position (a draw) depends on the game's history, which the
            /// caller keeps.
            ///
            /// @throws {Error} if a place, the turn or `pliesPlayed` is invalid, or the state
            /// is not a position.
            #[wasm_bindgen(js_name = gameOver, unchecked_return_type = "GameOver | null")]
            pub fn game_over(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                #[wasm_bindgen(js_name = pliesPlayed, unchecked_optional_param_type = "number")]
                plies_played: JsValue,
            ) -> Result<JsValue, JsError> {
                self.0
                    .game_over(self.0.state(&mouse, &cat, &turn)?, &plies_played)
            }

            /// The position after the player to move goes to `to`.
            ///
            /// @throws {Error} if a place or the turn is invalid, the state is not a position,
            /// the game is over there, or the move is not legal.
            #[wasm_bindgen(unchecked_return_type = "Position")]
            pub fn after(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] to: JsValue,
            ) -> Result<JsValue, JsError> {
                self.0.after(self.0.state(&mouse, &cat, &turn)?, &to)
            }

            /// The principal line of optimal play from a position, at most `maxPlies` plies
            /// (default: `limits().defaultLinePlies`).
            ///
            /// @throws {Error} if a place, the turn or `maxPlies` is invalid, or the state is not
            /// a position.
            #[wasm_bindgen(unchecked_return_type = "OptimalLine")]
            pub fn line(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                #[wasm_bindgen(js_name = maxPlies, unchecked_optional_param_type = "number")]
                max_plies: JsValue,
            ) -> Result<JsValue, JsError> {
                self.0.line(self.0.state(&mouse, &cat, &turn)?, &max_plies)
            }

            /// How many states have each outcome.
            #[wasm_bindgen(unchecked_return_type = "OutcomeCounts")]
            pub fn counts(&self) -> Result<JsValue, JsError> {
                self.0.counts()
            }

            /// The starting position's outcome (without any turn limit).
            #[wasm_bindgen(js_name = startOutcome)]
            pub fn start_outcome(&self) -> JsOutcome {
                self.0.outcome(self.0.game.start())
            }

            /// The starting position's distance in plies.
            #[wasm_bindgen(js_name = startDistance)]
            pub fn start_distance(&self) -> u32 {
                self.0.distance(self.0.game.start())
            }

            /// The longest distance of any state.
            #[wasm_bindgen(js_name = maxDistance)]
            pub fn max_distance(&self) -> u32 {
                self.0.table.max_distance()
            }
        }
    };
}

/// What a graph solution holds: the one-cat game (LeetCode 913 and its variants, today's fast
/// solver and tables), or the game with several cats (or one cat and no hole).
pub(crate) enum Graph {
    /// One cat and a hole; `lazy_cats` as the options said it (one lazy cat is one cat).
    One {
        /// The solved game.
        solved: Solved<GraphGame>,
        /// `lazyCats` as given.
        lazy_cats: bool,
    },
    /// Several cats, or no hole.
    Cats(CatsSolved),
}

/// A graph game of the binding before it is solved.
pub(crate) enum GraphToSolve {
    /// One cat and a hole.
    One(GraphGame, bool),
    /// Several cats, or no hole.
    Cats(CatsGame),
}

/// A solved Cat and Mouse graph game, with one to four cats, held in wasm memory (opaque
/// handle). Call `free()` when done; any method of a freed handle throws.
///
/// With several cats (`catCount > 1`), every query takes the cats' places as an array, in any
/// order, where a one-cat query takes the cat's place, and a cats' move is the list of their
/// new places; the tables follow the several-cat layout (see `outcomes()`).
#[wasm_bindgen]
pub struct GraphSolution(Graph);

/// Runs `$one` on the one-cat game (`$s`) or `$cats` on the game with several cats (`$c`).
macro_rules! dispatch {
    ($self:ident, $s:ident => $one:expr, $c:ident => $cats:expr) => {
        match &$self.0 {
            Graph::One { solved: $s, .. } => $one,
            Graph::Cats($c) => $cats,
        }
    };
}

/// Moves of the one-cat game as the JS value the API returns (a `Uint32Array`).
fn places(moves: Vec<u32>) -> JsValue {
    js_sys::Uint32Array::from(&moves[..]).into()
}

/// The error of a one-cat export asked of a game with several cats.
fn one_cat_only(what: &str, cats: usize) -> JsError {
    JsError::new(&format!(
        "{what} are for the one-cat game only, and this GraphSolution has {cats} cats"
    ))
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
    ) -> Result<GraphSolution, JsError> {
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
    ) -> Result<GraphSolution, JsError> {
        if !on_progress.is_function() {
            return Err(JsError::new("onProgress must be a function"));
        }
        GraphSolution::solve(super::graph_game(&graph, &options)?, &on_progress)
    }

    /// How many places: the graph's nodes.
    #[wasm_bindgen(getter)]
    pub fn places(&self) -> usize {
        dispatch!(self, s => s.game.places(), c => c.game().nodes())
    }

    /// How many states the table has: `2 · places²` with one cat, `2 · places · multisets`
    /// with several.
    #[wasm_bindgen(getter, js_name = stateCount)]
    pub fn state_count(&self) -> usize {
        dispatch!(self, s => s.table.len(), c => c.table().len())
    }

    /// The number of game moves summed over every position (the solver's work; with several
    /// cats, the work budget's count: the cats' joint moves counted as the product of their
    /// choices).
    #[wasm_bindgen(getter, js_name = gameMoves)]
    pub fn game_moves(&self) -> f64 {
        dispatch!(self, s => s.game.game_moves() as f64, c => c.game().moves() as f64)
    }

    /// The number of cats, 1 to 4.
    #[wasm_bindgen(getter, js_name = catCount)]
    pub fn cat_count(&self) -> usize {
        dispatch!(self, _s => 1, c => c.game().cats())
    }

    /// The number of multisets of cat places, `M = C(n + k − 1, k)` for `k` cats on `n` nodes
    /// (`n` with one cat): the tables' innermost dimension.
    #[wasm_bindgen(getter)]
    pub fn multisets(&self) -> usize {
        dispatch!(self, s => s.game.places(), c => c.game().layout().multisets())
    }

    /// The mouse's starting place.
    #[wasm_bindgen(getter, js_name = startMouse)]
    pub fn start_mouse(&self) -> u32 {
        dispatch!(self, s => s.game.start().mouse, c => c.game().start().mouse)
    }

    /// The cat's starting place.
    ///
    /// @throws {Error} if the game has several cats (read `startCats`).
    #[wasm_bindgen(getter, js_name = startCat)]
    pub fn start_cat(&self) -> Result<u32, JsError> {
        dispatch!(self, s => Ok(s.game.start().cat), c => match c.game().start().cats.as_slice() {
            [cat] => Ok(*cat),
            cats => Err(JsError::new(&format!(
                "this game has {} cats: read startCats for their places",
                cats.len()
            ))),
        })
    }

    /// The cats' starting places, as the options gave them.
    #[wasm_bindgen(getter, js_name = startCats)]
    pub fn start_cats(&self) -> Vec<u32> {
        dispatch!(self, s => vec![s.game.start().cat],
            c => c.game().roles().cats.iter().map(|&x| x as u32).collect())
    }

    /// Who moves first.
    #[wasm_bindgen(getter, js_name = firstPlayer)]
    pub fn first_player(&self) -> JsPlayer {
        dispatch!(self, s => s.game.start().turn.into(), c => c.game().start().turn.into())
    }

    /// Every state's outcome byte (an `Outcome` value), copied into a `Uint8Array`.
    ///
    /// Index layout, with `n = places`: one cat, `index = (turn * n + mouse) * n + cat`; `k`
    /// cats, `index = (turn * n + mouse) * multisets + rank`, `rank` the cats' multiset in
    /// colexicographic order (with the places sorted, `c0 ≤ c1 ≤ …`: `rank = C(c0, 1) +
    /// C(c1 + 1, 2) + … + C(c(k−1) + k − 1, k)`; `index()` computes it). `turn` is 0 when the
    /// mouse is to move and 1 when the cats are.
    ///
    /// @throws {Error} if wasm memory cannot hold the copy.
    pub fn outcomes(&self) -> Result<Vec<u8>, JsError> {
        dispatch!(self, s => {
            let bytes = s.table.outcome_bytes();
            memory::reserve("copying the outcomes", bytes.len())?;
            Ok(bytes.to_vec())
        }, c => c.outcomes())
    }

    /// Every state's distance in plies (same layout as `outcomes()`): the length of the game
    /// under optimal play, 0 for finished positions, draws and non-positions.
    ///
    /// @throws {Error} if wasm memory cannot hold them.
    pub fn distances(&self) -> Result<Vec<u32>, JsError> {
        dispatch!(self, s => {
            memory::reserve("copying the distances", 4 * s.table.len())?;
            shield("copying the distances", || s.table.distances())
        }, c => c.distances())
    }

    /// The index of a state in `outcomes()` and `distances()` (see there).
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid.
    pub fn index(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<usize, JsError> {
        dispatch!(self, s => Ok(s.table.layout().index(s.state(&mouse, &cat, &turn)?)),
            c => c.index(c.state(&mouse, &cat, &turn)?))
    }

    /// The outcome of one state (`NotAPosition` for a piece where it may not stand).
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid.
    pub fn outcome(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsOutcome, JsError> {
        dispatch!(self, s => Ok(s.outcome(s.state(&mouse, &cat, &turn)?)),
            c => c.outcome(c.state(&mouse, &cat, &turn)?))
    }

    /// The distance of one state in plies (0 for finished positions, draws, non-positions).
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid.
    pub fn distance(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<u32, JsError> {
        dispatch!(self, s => Ok(s.distance(s.state(&mouse, &cat, &turn)?)),
            c => c.distance(c.state(&mouse, &cat, &turn)?))
    }

    /// The optimal moves of the player to move: in a win the fastest wins, in a loss the
    /// longest delays, in a draw the moves that keep it. The mouse's (and one cat's) as a
    /// `Uint32Array` of destinations; several cats' as an array of moves, each the list of
    /// the cats' new places (sorted). Empty for finished positions and non-positions.
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid.
    #[wasm_bindgen(js_name = bestMoves, unchecked_return_type = "Uint32Array | number[][]")]
    pub fn best_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => Ok(places(s.best_moves(s.state(&mouse, &cat, &turn)?)?)),
            c => c.best_moves(c.state(&mouse, &cat, &turn)?))
    }

    /// Where the player to move may go from a state (its legal moves, as `bestMoves` gives
    /// them; empty for a piece where it may not stand).
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Uint32Array | number[][]")]
    pub fn legal_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => Ok(places(s.game.legal_moves(s.state(&mouse, &cat, &turn)?))),
            c => c.legal_moves(c.state(&mouse, &cat, &turn)?))
    }

    /// Whether play stops at a position, and why: `"caught"` (a cat is on the mouse),
    /// `"home"` (the mouse reached a hole), `"stuck"` (the player to move has no legal move
    /// and loses), or `null` when play goes on. The repetition rule depends on a game's
    /// history, not on a position: see `line()`.
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid, or the state is not a
    /// position (a cat in a hole).
    #[wasm_bindgen(unchecked_return_type = "Status | null")]
    pub fn status(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => s.status(s.state(&mouse, &cat, &turn)?),
            c => c.status(c.state(&mouse, &cat, &turn)?))
    }

    /// Whether a game that has reached this position after `pliesPlayed` plies (default 0) is
    /// over, how, and who won: `{reason, winner}` with `reason` a `Status`, or `null` when
    /// play goes on. A repeated position (a draw) depends on the game's history, which the
    /// caller keeps.
    ///
    /// @throws {Error} if a place, the cats, the turn or `pliesPlayed` is invalid, or the
    /// state is not a position.
    #[wasm_bindgen(js_name = gameOver, unchecked_return_type = "GameOver | null")]
    pub fn game_over(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
        #[wasm_bindgen(js_name = pliesPlayed, unchecked_optional_param_type = "number")]
        plies_played: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => s.game_over(s.state(&mouse, &cat, &turn)?, &plies_played),
            c => c.game_over(c.state(&mouse, &cat, &turn)?, &plies_played))
    }

    /// The position after the player to move goes to `to`: the mouse's (or one cat's) new
    /// node, or several cats' new places as an array in any order. `{mouse, cat, turn}` with
    /// one cat, `{mouse, cats, turn}` with several (`cats` sorted).
    ///
    /// @throws {Error} if a place, the cats or the turn is invalid, the state is not a
    /// position, the game is over there, or the move is not legal.
    #[wasm_bindgen(unchecked_return_type = "Position | CatsPosition")]
    pub fn after(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] to: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => s.after(s.state(&mouse, &cat, &turn)?, &to),
            c => c.after(c.state(&mouse, &cat, &turn)?, &to))
    }

    /// The principal line of optimal play from a position, at most `maxPlies` plies (default:
    /// `limits().defaultLinePlies`). With several cats, `cats[i]` is the list of the cats'
    /// places after `i` plies (sorted).
    ///
    /// @throws {Error} if a place, the cats, the turn or `maxPlies` is invalid, or the state is
    /// not a position.
    #[wasm_bindgen(unchecked_return_type = "OptimalLine")]
    pub fn line(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | number[]")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
        #[wasm_bindgen(js_name = maxPlies, unchecked_optional_param_type = "number")]
        max_plies: JsValue,
    ) -> Result<JsValue, JsError> {
        dispatch!(self, s => s.line(s.state(&mouse, &cat, &turn)?, &max_plies),
            c => c.line(c.state(&mouse, &cat, &turn)?, &max_plies))
    }

    /// The board's slice, for a game with one cat: with `ranging` 0 the mouse on each node in
    /// turn and the cat on `fixed`, with 1 the other way round, `turn` to move.
    /// `{outcomes, distances, limited: null}`, one entry a node (`Uint8Array`, `Uint32Array`):
    /// what `outcome` and `distance` give for each of those states, in one call.
    ///
    /// @throws {Error} if `ranging`, `fixed` or `turn` is invalid, or the game has several cats.
    #[wasm_bindgen(unchecked_return_type = "SliceViews")]
    pub fn slice(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] ranging: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] fixed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsValue, JsError> {
        let slice = Slice::read(&ranging, &fixed, &turn, self.places())?;
        dispatch!(self, s => s.slice(slice, None), c => c.slice(slice))
    }

    /// How many states have each outcome.
    #[wasm_bindgen(unchecked_return_type = "OutcomeCounts")]
    pub fn counts(&self) -> Result<JsValue, JsError> {
        dispatch!(self, s => s.counts(), c => c.counts())
    }

    /// The starting position's outcome.
    #[wasm_bindgen(js_name = startOutcome)]
    pub fn start_outcome(&self) -> JsOutcome {
        dispatch!(self, s => s.outcome(s.game.start()), c => c.start_value().outcome.into())
    }

    /// The starting position's distance in plies.
    #[wasm_bindgen(js_name = startDistance)]
    pub fn start_distance(&self) -> u32 {
        dispatch!(self, s => s.distance(s.game.start()), c => c.start_value().distance)
    }

    /// The longest distance of any state.
    #[wasm_bindgen(js_name = maxDistance)]
    pub fn max_distance(&self) -> u32 {
        dispatch!(self, s => s.table.max_distance(), c => c.table().max_distance())
    }

    /// The hole (with several holes, the first of `options.holes`: see `holes`).
    ///
    /// @throws {Error} if the game has no hole (`holes: []`).
    #[wasm_bindgen(getter)]
    pub fn hole(&self) -> Result<usize, JsError> {
        dispatch!(self, s => Ok(s.game.roles().hole), c => c.game().roles().holes.first().copied()
            .ok_or_else(|| JsError::new("this game has no hole (holes: [])")))
    }

    /// Whether the roles are LeetCode 913's: hole 0, the mouse on 1, one cat on 2, the mouse
    /// first (the published baselines assume them).
    #[wasm_bindgen(getter, js_name = classicRoles)]
    pub fn classic_roles(&self) -> bool {
        dispatch!(self, s => s.game.roles() == GraphRoles::default(), _c => false)
    }

    /// The LeetCode 913 answer for the starting position: 1 mouse wins, 2 cat wins, 0 draw
    /// (with several cats: 2 the cats win).
    pub fn answer(&self) -> u8 {
        self.start_outcome() as u8
    }

    /// Every hole, in increasing order (the `hole` first of them only with one hole; empty
    /// with `holes: []`).
    #[wasm_bindgen(getter)]
    pub fn holes(&self) -> Vec<u32> {
        let holes = dispatch!(self, s => s.game.holes(), c => c.game().holes());
        holes.into_iter().map(|h| h as u32).collect()
    }

    /// Whether the rules are the classic ones (LeetCode 913's; the roles aside): no one-way
    /// edges, one hole the cat never enters, no passing, no lazy cats.
    #[wasm_bindgen(getter, js_name = classicRules)]
    pub fn classic_rules(&self) -> bool {
        match &self.0 {
            Graph::One { solved, lazy_cats } => solved.game.rules().is_classic() && !lazy_cats,
            Graph::Cats(c) => {
                let game = c.game();
                game.rules() == crate::CatsRules::default() && game.roles().holes.len() == 1
            }
        }
    }

    /// The rule variants in force, as the options take them: `holes` lists every hole, the
    /// game's `hole` first.
    #[wasm_bindgen(getter, unchecked_return_type = "GraphRules")]
    pub fn rules(&self) -> Result<JsValue, JsError> {
        let (r, holes): (crate::CatsRules, Vec<usize>) = match &self.0 {
            Graph::One { solved, lazy_cats } => {
                let game = &solved.game;
                let r = game.rules();
                let holes = std::iter::once(game.roles().hole)
                    .chain(r.extra_holes.iter().copied())
                    .collect();
                (crate::CatsRules::from_graph(r, *lazy_cats), holes)
            }
            Graph::Cats(c) => (c.game().rules(), c.game().roles().holes.clone()),
        };
        let holes: Vec<u32> = holes.into_iter().map(|h| h as u32).collect();
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
    pub(crate) fn solve(game: GraphToSolve, on_progress: &JsValue) -> Result<Self, JsError> {
        Ok(GraphSolution(match game {
            GraphToSolve::One(game, lazy_cats) => Graph::One {
                solved: if on_progress.is_undefined() {
                    Solved::new(game)?
                } else {
                    Solved::observed(game, on_progress)?
                },
                lazy_cats,
            },
            GraphToSolve::Cats(game) => Graph::Cats(CatsSolved::new(game, on_progress)?),
        }))
    }

    /// Solves the one-cat `game`.
    pub(crate) fn of(game: GraphGame) -> Result<GraphSolution, JsError> {
        GraphSolution::solve(GraphToSolve::One(game, false), &JsValue::UNDEFINED)
    }

    /// The solved one-cat game, for the Watch and the 2n-turn DP's comparison.
    ///
    /// # Errors
    /// If the game has several cats (or no hole): those play the one-cat game only.
    pub(crate) fn solved(&self) -> Result<&Solved<GraphGame>, JsError> {
        match &self.0 {
            Graph::One { solved, .. } => Ok(solved),
            Graph::Cats(c) if c.game().cats() == 1 => Err(JsError::new(
                "the Watch and the 2n-turn DP's comparison are for the one-cat game with a hole \
                 only, and this GraphSolution has no hole",
            )),
            Graph::Cats(c) => Err(one_cat_only(
                "the Watch and the 2n-turn DP's comparison",
                c.game().cats(),
            )),
        }
    }
}

/// A solved Cat and Mouse II grid game, held in wasm memory (opaque handle). Call `free()` when
/// done; any method of a freed handle throws.
///
/// Places are cells numbered row-major, `row * cols + col`. The table is the game without the
/// turn limit (`Draw` = endless); `limitedOutcome`, `limitedOutcomes` and `answer` apply it.
#[wasm_bindgen]
pub struct GridSolution(Solved<GridGame>);

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
    ) -> Result<GridSolution, JsError> {
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
    ) -> Result<GridSolution, JsError> {
        let game = super::grid_game(&grid, &cat_jump, &mouse_jump, &options)?;
        Ok(GridSolution(Solved::observed(game, &on_progress)?))
    }

    /// The number of rows.
    #[wasm_bindgen(getter)]
    pub fn rows(&self) -> usize {
        self.0.game.rows()
    }

    /// The number of columns.
    #[wasm_bindgen(getter)]
    pub fn cols(&self) -> usize {
        self.0.game.cols()
    }

    /// The food's cell (with several foods, the first in row-major order: see `foods`).
    #[wasm_bindgen(getter)]
    pub fn food(&self) -> usize {
        self.0.game.food()
    }

    /// The turn limit in plies.
    #[wasm_bindgen(getter, js_name = turnLimit)]
    pub fn turn_limit(&self) -> u32 {
        self.0.game.turn_limit()
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
    ) -> Result<JsOutcome, JsError> {
        let state = self.0.state(&mouse, &cat, &turn)?;
        let left = input::plies(&plies_left, "pliesLeft", self.0.game.turn_limit())?;
        let index = self.0.table.layout().index(state);
        Ok(limited(self.0.table.value_at(index), left))
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
    ) -> Result<Vec<u8>, JsError> {
        let left = input::plies(&plies_left, "pliesLeft", self.0.game.turn_limit())?;
        memory::reserve("the limited outcomes", self.0.table.len())?;
        Ok((0..self.0.table.len())
            .map(|index| limited(self.0.table.value_at(index), left) as u8)
            .collect())
    }

    /// The board's slice: with `ranging` 0 the mouse on each cell in turn and the cat on `fixed`,
    /// with 1 the other way round, `turn` to move. `{outcomes, distances, limited}`, one entry a
    /// cell (`Uint8Array`, `Uint32Array`, `Uint8Array`): what `outcome`, `distance` and
    /// `limitedOutcome` (the whole limit) give for each of those states, in one call.
    ///
    /// @throws {Error} if `ranging`, `fixed` or `turn` is invalid.
    #[wasm_bindgen(unchecked_return_type = "SliceViews")]
    pub fn slice(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] ranging: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] fixed: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
    ) -> Result<JsValue, JsError> {
        let slice = Slice::read(&ranging, &fixed, &turn, self.0.game.places())?;
        self.0.slice(slice, Some(self.0.game.turn_limit()))
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
    ) -> Result<u32, JsError> {
        let played = input::whole(&plies_played, "pliesPlayed", 0, u32::MAX)?;
        Ok(rules::plies_left(self.0.game.turn_limit(), played))
    }

    /// The LeetCode 1728 answer: whether the mouse wins from the start within the turn limit.
    pub fn answer(&self) -> bool {
        let v = self.0.table.start_value(&self.0.game);
        GridGame::limited(v, self.0.game.turn_limit()) == crate::Outcome::MouseWin
    }

    /// Every food's cell, in increasing order (`food` is the first).
    #[wasm_bindgen(getter)]
    pub fn foods(&self) -> Vec<u32> {
        self.0.game.foods().into_iter().map(|f| f as u32).collect()
    }

    /// Whether the rules are the classic ones (LeetCode 1728's; the turn limit aside): one
    /// food, no blocking, both may stay put, four directions.
    #[wasm_bindgen(getter, js_name = classicRules)]
    pub fn classic_rules(&self) -> bool {
        self.0.game.rules().is_classic()
    }

    /// The rule variants in force, as the options take them (the turn limit is `turnLimit`).
    #[wasm_bindgen(getter, unchecked_return_type = "GridRules")]
    pub fn rules(&self) -> Result<JsValue, JsError> {
        let r = self.0.game.rules();
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
    pub(crate) fn of(game: GridGame) -> Result<GridSolution, JsError> {
        Ok(GridSolution(Solved::new(game)?))
    }

    /// The solved game (as [`GraphSolution::solved`], which may refuse; this never does).
    #[allow(clippy::unnecessary_wraps)]
    pub(crate) fn solved(&self) -> Result<&Solved<GridGame>, JsError> {
        Ok(&self.0)
    }
}

/// The outcome of a position of unlimited value `value` (`None`: not a position) with
/// `plies_left` plies before the turn limit.
fn limited(value: Option<crate::Value>, plies_left: u32) -> JsOutcome {
    value.map_or(JsOutcome::NotAPosition, |v| {
        GridGame::limited(v, plies_left).into()
    })
}

solution_methods!(
    GridSolution,
    "the grid's cells, walls included (`rows * cols`)"
);

/// A tiny solved game of each kind, for installing the handle guard at start-up.
pub(crate) fn samples() -> Result<(JsValue, JsValue), JsError> {
    let graph = crate::GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
    let grid = crate::GridGame::new(&["MCF"], 1, 1)?;
    Ok((
        GraphSolution::of(graph)?.into(),
        GridSolution::of(grid)?.into(),
    ))
}
