//! Exact retrograde solvers for the two Cat and Mouse pursuit games.
//!
//! - [`GraphGame`]: Cat and Mouse on an undirected graph (LeetCode 913), with any hole, starting
//!   nodes and first player.
//! - [`GridGame`]: Cat and Mouse II on a grid with walls, food and jumps (LeetCode 1728), with a
//!   turn limit counted in plies.
//!
//! [`solve`] computes every state's outcome and exact distance by retrograde analysis, with no
//! horizon; [`best_moves`] and [`principal_line`] read optimal play off the table, and
//! [`rules`] answers questions about single positions (finished and how, the position after a
//! move). The [`baselines`] module keeps the popular published algorithms for comparison.
//!
//! [`CatsGame`] is the graph game with one to eight cats, solved by [`solve_cats`]; and
//! [`cop_number`] and [`capture_time`] answer Cops and Robbers (see the cats module's table
//! layout at [`CatsLayout`]).
//!
//! [`Solved`] is the one query interface of every solved game: a [`Position`] is the mouse,
//! the cats (one cat is a list of one) and the player to move, and [`Solution`] (the graph and
//! the grid game) and [`CatsSolution`] (several cats) answer the same questions about it.
//!
//! # Budgets
//! Every game is checked against two budgets before anything is built: the memory budget
//! ([`MAX_PLACES`] places) and the work budget ([`MAX_GAME_MOVES`] game moves, counted from the
//! game's shape). Sizes are checked before contents, so an oversized input is refused without
//! being read.
//!
//! # Examples
//! ```
//! use cat_mouse::{solve, GraphGame, Outcome};
//! let game = GraphGame::new(&[vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]])?;
//! assert_eq!(solve(&game).start_value(&game).outcome, Outcome::Draw);
//! # Ok::<_, cat_mouse::SpecError>(())
//! ```

pub mod baselines;
mod cats;
mod design;
mod dismantle;
mod error;
#[cfg(test)]
mod fixtures;
mod game;
mod graph6;
mod graph_game;
mod grid_game;
mod line;
mod memory;
mod outcome;
mod player;
mod progress;
pub mod rules;
mod solve;
mod solved;
mod state;
mod table;
mod watch;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use cats::{
    capture_time, capture_time_observed, cats_solve_bytes, cop_number, cop_number_observed,
    solve_cats, solve_cats_observed, CaptureTime, Cats, CatsGame, CatsLayout, CatsMove, CatsRoles,
    CatsRules, CatsSolveError, CatsState, CatsTable, CopNumber, CopOptions, Move, Position,
    CAT_MOVES_PER_SECOND, CAT_SOLVE_SECONDS, MAX_CATS, MAX_CAT_MOVES,
};
pub use design::{
    cat_moves, cat_positions, chain_seed, shared_chain, Chains, DesignError, DesignProgress,
    DesignSpec, Designer, Found, Goal, GraphSpace, GridSpace, Property, Puzzle, Space, Tuning,
    DESIGN_EVAL_BYTES, MAX_CHAINS, MAX_DESIGN_CATS, MAX_DESIGN_CAT_MOVES, MAX_DESIGN_CAT_POSITIONS,
    MAX_DESIGN_NODES, MAX_DESIGN_SIDE, MAX_TUNING_EDITS, MIN_DESIGN_PLACES, SYNC_EVALUATIONS,
};
pub use dismantle::{
    corners, dismantle, ChaseRound, Dismantling, Removal, StrategyTime, MAX_DISMANTLE_NODES,
    MAX_STRATEGY_NODES,
};
pub use error::{Param, Params, Role, SpecError};
pub use game::{Game, Moves, Terminal, MAX_GAME_MOVES, MAX_PLACES};
pub use graph6::{parse_graph6, to_graph6};
pub use graph_game::{GraphGame, GraphRoles, GraphRules};
pub use grid_game::{GridGame, GridRules, DEFAULT_TURN_LIMIT};
pub use line::{best_moves, principal_line, CatsLine, Line, LineEnd};
pub use memory::{graph_bytes, grid_bytes, reserve, solve_bytes, OutOfMemory, HEADROOM};
pub use outcome::{Outcome, Value};
pub use player::Player;
pub use progress::{Cancelled, Observer, Phase, Progress, Stopped};
pub use solve::{
    solve, solve_observed, solve_start, solve_with_distance_cap, try_solve, try_solve_observed,
    try_solve_start,
};
pub use solved::{CatsSolution, Solution, Solved};
pub use state::{Layout, State};
pub use table::{OutcomeTable, NOT_A_POSITION};
pub use watch::{
    dp_2n_horizon_plies, dp_2n_outcome, dp_2n_wrong, horizon_outcome, level_at, moves_at_level,
    LevelCounts, LevelIndex, MoveStatus, StateAtLevel,
};

/// The most plies an optimal line runs to when the caller does not say (the JavaScript
/// `line()` default). Won and lost lines are as long as their distance and drawn lines stop at
/// the first repetition, so this only cuts lines of extraordinary games.
pub const DEFAULT_LINE_PLIES: u32 = 100_000;

/// LeetCode 913: the result of the classic graph game (hole 0, mouse on 1, cat on 2, mouse
/// first): `1` if the mouse wins, `2` if the cat wins, `0` for a draw.
///
/// # Errors
/// If the graph is malformed (see [`GraphGame::new`]).
pub fn cat_mouse_game(graph: &[Vec<usize>]) -> Result<u8, SpecError> {
    Ok(graph_answer(&GraphGame::new(graph)?))
}

/// The LeetCode 913 answer for `game`'s start (`1` mouse wins, `2` cat wins, `0` draw), without
/// building the table: the solve stops as soon as the start is decided.
#[must_use]
pub fn graph_answer(game: &GraphGame) -> u8 {
    solve_start(game, u32::MAX).map_or(Outcome::Draw, |v| v.outcome) as u8
}

/// LeetCode 1728: whether the mouse can force reaching the food within 1000 plies.
///
/// # Errors
/// If the grid is malformed or a jump is 0 (see [`GridGame::new`]).
pub fn can_mouse_win<S: AsRef<str>>(
    grid: &[S],
    cat_jump: u32,
    mouse_jump: u32,
) -> Result<bool, SpecError> {
    Ok(grid_answer(&GridGame::new(grid, cat_jump, mouse_jump)?))
}

/// The LeetCode 1728 answer for `game`: whether the mouse wins from the start within its turn
/// limit. Only that is asked for, so the solve stops once the start is decided, or once every
/// position within the limit is; no table is built.
#[must_use]
pub fn grid_answer(game: &GridGame) -> bool {
    solve_start(game, game.turn_limit()).is_some_and(|v| v.outcome == Outcome::MouseWin)
}
