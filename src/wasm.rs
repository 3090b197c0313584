//! The JavaScript binding: the only module with `#[wasm_bindgen]`.
//!
//! Thin by design: it converts JS values to core types with precise error messages, solves, and
//! keeps the solved table in wasm memory behind an opaque handle that JS queries.

use js_sys::{Array, JsString};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::{
    best_moves, principal_line, solve, Game, GraphGame, GraphRoles, GridGame, LineEnd,
    OutcomeTable, Player, SpecError, State, Terminal, DEFAULT_TURN_LIMIT, MAX_PLACES,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/** Where the pieces start in the graph game, where the hole is, and who moves first. Defaults: the classic rules. */
export interface GraphOptions { hole?: number; mouse?: number; cat?: number; first?: Player | "mouse" | "cat"; }
/** How many states have each outcome. */
export interface OutcomeCounts { draw: number; mouseWin: number; catWin: number; notAPosition: number; }
/**
 * A line of optimal play: `mice[i]`, `cats[i]` are the places after `i` plies; the player to move
 * at ply 0 is `firstTurn`, and turns alternate. `end` says why the line stops: "caught" (cat on
 * the mouse), "home" (mouse in the hole / on the food), "catAtFood", "stuck" (player to move has
 * no move and loses), "repetition" (the last position repeats an earlier one: a draw, or endless
 * on the grid), or "cut" (maxPlies reached).
 */
export interface OptimalLine { mice: number[]; cats: number[]; firstTurn: Player; plies: number; end: "caught" | "home" | "catAtFood" | "stuck" | "repetition" | "cut"; }
"#;

/// Installs the panic hook so that a bug (never user input) reports in the console.
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

/// Who wins a position with perfect play: the bytes of [`GraphSolution::outcomes`].
///
/// `NotAPosition` marks table entries that are not positions of the game: a piece on a wall, or
/// the cat in the hole. In the grid game `Draw` means *endless*: neither side can force anything,
/// and the turn limit makes it a cat win.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Neither side can force a win (grid: endless).
    Draw = 0,
    /// The mouse can force a win.
    MouseWin = 1,
    /// The cat can force a win.
    CatWin = 2,
    /// Not a position of the game.
    NotAPosition = 3,
}

/// A player; also the `turn` coordinate of a state (`Mouse = 0`: mouse to move).
#[wasm_bindgen(js_name = Player)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsPlayer {
    /// The mouse.
    Mouse = 0,
    /// The cat.
    Cat = 1,
}

impl From<Player> for JsPlayer {
    fn from(p: Player) -> JsPlayer {
        match p {
            Player::Mouse => JsPlayer::Mouse,
            Player::Cat => JsPlayer::Cat,
        }
    }
}

fn outcome_of_byte(byte: u8) -> Outcome {
    match byte {
        0 => Outcome::Draw,
        1 => Outcome::MouseWin,
        2 => Outcome::CatWin,
        _ => Outcome::NotAPosition,
    }
}

// ---------------------------------------------------------------------------------------------
// Input conversion: every malformed value becomes an error that names it.

fn error(message: String) -> JsError {
    JsError::new(&message)
}

/// A short description of a JS value for error messages.
fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        return "undefined".into();
    }
    match js_sys::JSON::stringify(value)
        .ok()
        .and_then(|s| s.as_string())
    {
        Some(s) if s.len() <= 40 => s,
        Some(s) => format!("{}…", s.chars().take(40).collect::<String>()),
        None => value.js_typeof().as_string().unwrap_or_default(),
    }
}

/// A whole number in `min..=max`, or an error naming `what`.
fn whole(value: &JsValue, what: &str, min: u32, max: u32) -> Result<u32, JsError> {
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && x >= f64::from(min) && x <= f64::from(max) => Ok(x as u32),
        _ => {
            let range = if max == u32::MAX {
                format!("≥ {min}")
            } else {
                format!("from {min} to {max}")
            };
            Err(error(format!(
                "{what} must be a whole number {range}, got {}",
                describe(value)
            )))
        }
    }
}

fn array(value: &JsValue, what: &str, of: &str) -> Result<Array, JsError> {
    if Array::is_array(value) {
        Ok(Array::from(value))
    } else {
        Err(error(format!(
            "{what} must be an array of {of}, got {}",
            describe(value)
        )))
    }
}

fn parse_graph(graph: &JsValue) -> Result<Vec<Vec<usize>>, JsError> {
    let rows = array(graph, "graph", "arrays of node numbers")?;
    let n = rows.length() as usize;
    if n > MAX_PLACES {
        return Err(SpecError::TooLarge {
            what: "nodes",
            count: n,
            max: MAX_PLACES,
        }
        .into());
    }
    let max = u32::try_from(n.saturating_sub(1)).unwrap_or(u32::MAX);
    let mut out = Vec::with_capacity(n);
    for (i, row) in rows.iter().enumerate() {
        let list = array(&row, &format!("graph[{i}]"), "node numbers")?;
        let mut neighbours = Vec::with_capacity(list.length() as usize);
        for (j, v) in list.iter().enumerate() {
            let x = whole(&v, &format!("graph[{i}][{j}]"), 0, u32::MAX)?;
            if x > max {
                return Err(SpecError::NodeOutOfRange {
                    node: i,
                    neighbour: x as usize,
                    len: n,
                }
                .into());
            }
            neighbours.push(x as usize);
        }
        out.push(neighbours);
    }
    Ok(out)
}

fn parse_roles(options: &JsValue) -> Result<GraphRoles, JsError> {
    let mut roles = GraphRoles::default();
    if options.is_undefined() || options.is_null() {
        return Ok(roles);
    }
    if !options.is_object() {
        return Err(error(format!("options must be an object like {{hole: 0, mouse: 1, cat: 2, first: \"mouse\"}}, got {}", describe(options))));
    }
    let field = |name: &str| {
        js_sys::Reflect::get(options, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    };
    for (name, slot) in [
        ("hole", &mut roles.hole),
        ("mouse", &mut roles.mouse),
        ("cat", &mut roles.cat),
    ] {
        let v = field(name);
        if !v.is_undefined() {
            *slot = whole(&v, &format!("options.{name}"), 0, u32::MAX)? as usize;
        }
    }
    let first = field("first");
    if !first.is_undefined() {
        roles.first = match (first.as_string().as_deref(), first.as_f64()) {
            (Some("mouse"), _) | (_, Some(0.0)) => Player::Mouse,
            (Some("cat"), _) | (_, Some(1.0)) => Player::Cat,
            _ => {
                return Err(error(format!(
                    "options.first must be \"mouse\", \"cat\" or a Player, got {}",
                    describe(&first)
                )))
            }
        };
    }
    Ok(roles)
}

fn parse_grid(grid: &JsValue) -> Result<Vec<String>, JsError> {
    let rows = array(grid, "grid", "strings")?;
    if rows.length() as usize > MAX_PLACES {
        return Err(SpecError::TooLarge {
            what: "cells",
            count: rows.length() as usize,
            max: MAX_PLACES,
        }
        .into());
    }
    rows.iter()
        .enumerate()
        .map(|(i, row)| {
            row.dyn_ref::<JsString>().map(String::from).ok_or_else(|| {
                error(format!(
                    "grid[{i}] must be a string of '#', '.', 'C', 'M', 'F', got {}",
                    describe(&row)
                ))
            })
        })
        .collect()
}

/// The grid and both jumps, as every grid entry point takes them.
fn parse_grid_spec(
    grid: &JsValue,
    cat_jump: &JsValue,
    mouse_jump: &JsValue,
) -> Result<(Vec<String>, u32, u32), JsError> {
    Ok((
        parse_grid(grid)?,
        parse_jump(cat_jump, "catJump")?,
        parse_jump(mouse_jump, "mouseJump")?,
    ))
}

fn parse_jump(value: &JsValue, name: &str) -> Result<u32, JsError> {
    whole(value, name, 1, u32::MAX)
}

fn parse_turn(turn: &JsValue) -> Result<Player, JsError> {
    match turn.as_f64() {
        Some(0.0) => Ok(Player::Mouse),
        Some(1.0) => Ok(Player::Cat),
        _ => Err(error(format!(
            "turn must be Player.Mouse (0) or Player.Cat (1), got {}",
            describe(turn)
        ))),
    }
}

// ---------------------------------------------------------------------------------------------
// The LeetCode functions.

/// LeetCode 913: the classic graph game (hole 0, mouse on 1, cat on 2, mouse first). Returns 1 if
/// the mouse wins, 2 if the cat wins, 0 for a draw.
///
/// @throws {Error} naming the problem if the graph is malformed.
#[wasm_bindgen(js_name = catMouseGame)]
pub fn cat_mouse_game(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<u8, JsError> {
    Ok(crate::cat_mouse_game(&parse_graph(&graph)?)?)
}

/// LeetCode 1728: whether the mouse can force reaching the food within 1000 plies.
///
/// @throws {Error} naming the problem if the grid or a jump is malformed.
#[wasm_bindgen(js_name = canMouseWin)]
pub fn can_mouse_win(
    #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
    #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
    #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
) -> Result<bool, JsError> {
    let (grid, cat_jump, mouse_jump) = parse_grid_spec(&grid, &cat_jump, &mouse_jump)?;
    Ok(crate::can_mouse_win(&grid, cat_jump, mouse_jump)?)
}

// ---------------------------------------------------------------------------------------------
// Solved-game handles.

/// A solved game and its table; what both handle classes wrap.
struct Solved<G> {
    game: G,
    table: OutcomeTable,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Counts {
    draw: usize,
    mouse_win: usize,
    cat_win: usize,
    not_a_position: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LineDto {
    mice: Vec<u32>,
    cats: Vec<u32>,
    /// `Player` as its number, as the TypeScript type says.
    first_turn: u8,
    plies: usize,
    end: &'static str,
}

impl<G: Game> Solved<G> {
    fn new(game: G) -> Solved<G> {
        let table = solve(&game);
        Solved { game, table }
    }

    fn state(&self, mouse: &JsValue, cat: &JsValue, turn: &JsValue) -> Result<State, JsError> {
        let max = u32::try_from(self.game.places().saturating_sub(1)).unwrap_or(u32::MAX);
        let what = |p: Player| {
            if p == Player::Mouse {
                "mouse place"
            } else {
                "cat place"
            }
        };
        let place = |v: &JsValue, p: Player| whole(v, what(p), 0, max);
        Ok(State::new(
            place(mouse, Player::Mouse)?,
            place(cat, Player::Cat)?,
            parse_turn(turn)?,
        ))
    }

    fn outcome(&self, state: State) -> Outcome {
        outcome_of_byte(self.table.outcome_bytes()[self.table.layout().index(state)])
    }

    fn distance(&self, state: State) -> u32 {
        self.table.distance_at(self.table.layout().index(state))
    }

    fn best_moves(&self, state: State) -> Result<Vec<u32>, JsError> {
        Ok(best_moves(&self.game, &self.table, state)?)
    }

    fn line(&self, state: State, max_plies: &JsValue) -> Result<JsValue, JsError> {
        let max_plies = if max_plies.is_undefined() {
            100_000
        } else {
            whole(max_plies, "maxPlies", 0, u32::MAX)?
        };
        let line = principal_line(&self.game, &self.table, state, max_plies as usize)?;
        let dto = LineDto {
            mice: line.states.iter().map(|s| s.mouse).collect(),
            cats: line.states.iter().map(|s| s.cat).collect(),
            first_turn: state.turn as u8,
            plies: line.plies(),
            end: match line.end {
                LineEnd::Finished(Terminal::Caught) => "caught",
                LineEnd::Finished(Terminal::MouseHome) => "home",
                LineEnd::Finished(Terminal::CatAtFood) => "catAtFood",
                LineEnd::Stuck => "stuck",
                LineEnd::Repetition => "repetition",
                LineEnd::Cut => "cut",
            },
        };
        Ok(serde_wasm_bindgen::to_value(&dto)?)
    }

    fn counts(&self) -> Result<JsValue, JsError> {
        let [draw, mouse_win, cat_win, not_a_position] = self.table.counts();
        Ok(serde_wasm_bindgen::to_value(&Counts {
            draw,
            mouse_win,
            cat_win,
            not_a_position,
        })?)
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

            /// Every state's outcome byte (an [`Outcome`] value), copied into a `Uint8Array`.
            ///
            /// Index layout, with `n = places`: `index = (turn * n + mouse) * n + cat`, where
            /// `turn` is 0 when the mouse is to move and 1 when the cat is.
            pub fn outcomes(&self) -> Vec<u8> {
                self.0.table.outcome_bytes().to_vec()
            }

            /// Every state's distance in plies (same layout as `outcomes()`): the length of the
            /// game under optimal play, 0 for finished positions, draws and non-positions.
            pub fn distances(&self) -> Vec<u32> {
                self.0.table.distances()
            }

            /// The outcome of one state.
            ///
            /// @throws {Error} if a place or the turn is invalid.
            pub fn outcome(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
            ) -> Result<Outcome, JsError> {
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

            /// Where the player to move may go from a state (its legal moves).
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
                Ok(self
                    .0
                    .game
                    .moves(s.turn)
                    .of(s.place_of(s.turn) as usize)
                    .to_vec())
            }

            /// The principal line of optimal play from a state (at most `maxPlies`, default 100000).
            ///
            /// @throws {Error} if a place, the turn or `maxPlies` is invalid.
            #[wasm_bindgen(unchecked_return_type = "OptimalLine")]
            pub fn line(
                &self,
                #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
                #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
                #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
                #[wasm_bindgen(js_name = maxPlies, unchecked_param_type = "number | undefined")]
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
            pub fn start_outcome(&self) -> Outcome {
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

/// A solved Cat and Mouse graph game, held in wasm memory (opaque handle). Call `free()` when done.
#[wasm_bindgen]
pub struct GraphSolution(Solved<GraphGame>);

#[wasm_bindgen]
impl GraphSolution {
    /// Solves the graph game on `graph` (`graph[a]` lists the neighbours of `a`), with the classic
    /// roles unless `options` says otherwise.
    ///
    /// @throws {Error} naming the problem if the graph or the options are malformed.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
        #[wasm_bindgen(unchecked_param_type = "GraphOptions | undefined")] options: JsValue,
    ) -> Result<GraphSolution, JsError> {
        let game = GraphGame::with_roles(&parse_graph(&graph)?, parse_roles(&options)?)?;
        Ok(GraphSolution(Solved::new(game)))
    }

    /// The hole.
    #[wasm_bindgen(getter)]
    pub fn hole(&self) -> usize {
        self.0.game.roles().hole
    }

    /// The LeetCode 913 answer for the starting position: 1 mouse wins, 2 cat wins, 0 draw.
    pub fn answer(&self) -> u8 {
        self.start_outcome() as u8
    }
}

solution_methods!(GraphSolution, "the graph's nodes");

/// A solved Cat and Mouse II grid game, held in wasm memory (opaque handle). Call `free()` when done.
///
/// Places are cells numbered row-major, `row * cols + col`. The table is the game without the
/// turn limit (`Draw` = endless); `limitedOutcome` and `answer` apply the limit.
#[wasm_bindgen]
pub struct GridSolution(Solved<GridGame>);

#[wasm_bindgen]
impl GridSolution {
    /// Solves the grid game (`turnLimit` in plies, default 1000).
    ///
    /// @throws {Error} naming the problem if the grid, a jump or the limit is malformed.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
        #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
        #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
        #[wasm_bindgen(js_name = turnLimit, unchecked_param_type = "number | undefined")]
        turn_limit: JsValue,
    ) -> Result<GridSolution, JsError> {
        let (grid, cat_jump, mouse_jump) = parse_grid_spec(&grid, &cat_jump, &mouse_jump)?;
        let limit = if turn_limit.is_undefined() {
            DEFAULT_TURN_LIMIT
        } else {
            whole(&turn_limit, "turnLimit", 1, u32::MAX)?
        };
        let game = GridGame::with_turn_limit(&grid, cat_jump, mouse_jump, limit)?;
        Ok(GridSolution(Solved::new(game)))
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

    /// The food's cell.
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
    /// `MouseWin` iff the mouse wins within that many plies, otherwise `CatWin`.
    ///
    /// @throws {Error} if a place, the turn or `pliesLeft` is invalid.
    #[wasm_bindgen(js_name = limitedOutcome)]
    pub fn limited_outcome(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] mouse: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] cat: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] turn: JsValue,
        #[wasm_bindgen(js_name = pliesLeft, unchecked_param_type = "number | undefined")]
        plies_left: JsValue,
    ) -> Result<Outcome, JsError> {
        let state = self.0.state(&mouse, &cat, &turn)?;
        let left = if plies_left.is_undefined() {
            self.0.game.turn_limit()
        } else {
            whole(&plies_left, "pliesLeft", 0, u32::MAX)?
        };
        Ok(
            match self.0.table.value_at(self.0.table.layout().index(state)) {
                None => Outcome::NotAPosition,
                Some(v) => match GridGame::limited(v, left) {
                    crate::Outcome::MouseWin => Outcome::MouseWin,
                    _ => Outcome::CatWin,
                },
            },
        )
    }

    /// The LeetCode 1728 answer: whether the mouse wins from the start within the turn limit.
    pub fn answer(&self) -> bool {
        let v = self.0.table.start_value(&self.0.game);
        GridGame::limited(v, self.0.game.turn_limit()) == crate::Outcome::MouseWin
    }
}

solution_methods!(
    GridSolution,
    "the grid's cells, walls included (`rows * cols`)"
);

// ---------------------------------------------------------------------------------------------
// The published baselines, for the comparison panel (not our engine).

/// LeetCode 913 by the popular memoised DP with a `2n`-ply horizon. A baseline, not our engine:
/// it calls a draw any game that lasts `2n` plies or more.
///
/// @throws {Error} if the graph is malformed or too large for its memo.
#[wasm_bindgen(js_name = baselineDp2n)]
pub fn baseline_dp_2n(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<u8, JsError> {
    Ok(crate::baselines::dp_2n_horizon(&parse_graph(&graph)?)?)
}

/// LeetCode 913 by the memoised DFS with a `2n²`-ply horizon. A baseline, not our engine: exact,
/// but O(n⁴·d) time.
///
/// @throws {Error} if the graph is malformed or too large for its memo.
#[wasm_bindgen(js_name = baselineDfs2n2)]
pub fn baseline_dfs_2n2(
    #[wasm_bindgen(unchecked_param_type = "number[][]")] graph: JsValue,
) -> Result<u8, JsError> {
    Ok(crate::baselines::dfs_2n2_horizon(&parse_graph(&graph)?)?)
}

/// LeetCode 1728 by the depth-first search with a 1000-ply horizon. A baseline, not our engine.
///
/// @throws {Error} if the grid or a jump is malformed, or the grid is too large for its memo.
#[wasm_bindgen(js_name = baselineGridDfs1000)]
pub fn baseline_grid_dfs_1000(
    #[wasm_bindgen(unchecked_param_type = "string[]")] grid: JsValue,
    #[wasm_bindgen(js_name = catJump, unchecked_param_type = "number")] cat_jump: JsValue,
    #[wasm_bindgen(js_name = mouseJump, unchecked_param_type = "number")] mouse_jump: JsValue,
) -> Result<bool, JsError> {
    let (grid, cat_jump, mouse_jump) = parse_grid_spec(&grid, &cat_jump, &mouse_jump)?;
    Ok(crate::baselines::grid_dfs_1000(
        &grid, cat_jump, mouse_jump,
    )?)
}
