//! The popular published algorithms, kept as named reference implementations.
//!
//! These are **not** the engine. They are the solutions most often published for LeetCode 913
//! ("Cat and Mouse") and 1728 ("Cat and Mouse II"), rewritten here so the page and the
//! benchmarks can show where, and by how much, they differ from the exact retrograde solver
//! ([`solve`](crate::solve)).
//!
//! All three are the same algorithm with different horizons: a depth-first minimax over
//! `(ply, mouse, cat)`, memoised on that triple, that stops at a fixed ply count and calls
//! whatever has not ended by then a draw (graph) or a cat win (grid). The ply count is part of
//! the memo key, so the search is exact *for the horizon-limited game*; it answers the real game
//! only when the horizon is at least the game's real length under optimal play.
//!
//! | function | horizon | memo entries | right when |
//! |---|---|---|---|
//! | [`dp_2n_horizon`] | `2n` plies | `2n·n²` | the start's exact distance is below `2n` (or it is a draw) |
//! | [`dfs_2n2_horizon`] | `2n²` plies | `2n²·n²` | always (see its docs) |
//! | [`grid_dfs_1000`] | 1000 plies | `1000·cells²` | always: 1000 plies *is* the rule |
//!
//! # Faithful, but never panicking, never overflowing the stack
//!
//! The published versions recurse; recursion `2n²` deep (80,000 frames for `n = 200`) would
//! overflow a wasm stack. Here the same recursion runs on an explicit heap stack: the same
//! states are visited in the same order (children in the input's order, the cat skipping the
//! hole, the grid trying "stay" first), the same short-circuits apply (stop at the first
//! winning child), and the same values are memoised. The input is validated first with
//! [`GraphGame::new`] / [`GridGame::new`], so malformed input is an [`SpecError`], never a panic.
//!
//! # Memory budget
//!
//! The memo stores 2 bits per `(ply, mouse, cat)` entry (unknown, draw, mouse win, cat win) in
//! a zeroed allocation, so untouched pages cost nothing on a native OS. An instance whose full
//! memo would exceed [`MEMO_BUDGET_BYTES`] (2 GiB) is refused with [`SpecError::TooLarge`],
//! whose `max` names the most nodes (or cells) the budget allows:
//! [`dp_2n_horizon`] up to 1,625 nodes, [`dfs_2n2_horizon`] up to 256 nodes,
//! [`grid_dfs_1000`] up to 2,930 cells.
//!
//! # Time budget
//!
//! The worst case is the number of memo entries times the number of moves, which for
//! [`dfs_2n2_horizon`] at 256 nodes is hours. So a search gives up after
//! [`SEARCH_STEP_BUDGET`] steps (a step tries one child, or returns from one call: about a
//! second in wasm here) with [`SpecError::SearchTooLong`]: the published algorithm is too slow
//! for that game.

use crate::grid_game::{jump_targets, Reach};
use crate::{Game, GraphGame, GridGame, SpecError};

/// The memory budget for a baseline's memo: 2 GiB natively. Instances whose full memo (2 bits
/// per `(ply, mouse, cat)` entry) would exceed it are refused with [`SpecError::TooLarge`].
#[cfg(not(target_arch = "wasm32"))]
pub const MEMO_BUDGET_BYTES: u64 = 1 << 31;

/// The memory budget for a baseline's memo in wasm: 512 MiB, so that a refused instance gets an
/// error instead of a failed allocation, which would abort the whole module (the limits quoted
/// below are the native ones; in wasm they are about 1,020 nodes, 180 nodes and 1,460 cells).
#[cfg(target_arch = "wasm32")]
pub const MEMO_BUDGET_BYTES: u64 = 1 << 29;

/// The most steps a baseline's search takes (a step tries one child, or returns from one call)
/// before it gives up with [`SpecError::SearchTooLong`]: about a second in wasm under node on
/// a loaded 2-core machine (2026-12), and less natively.
pub const SEARCH_STEP_BUDGET: u64 = 80_000_000;

/// The turn limit [`grid_dfs_1000`] searches to, in plies: LeetCode 1728's 1000.
pub const GRID_HORIZON: u32 = 1000;

const DRAW: u8 = 0;
const MOUSE_WIN: u8 = 1;
const CAT_WIN: u8 = 2;

/// LeetCode 913 by the memoised DP with a `2n`-ply horizon, the solution most often published
/// for the problem: `1` mouse wins, `2` cat wins, `0` draw.
///
/// # What it computes
/// `dp[turns][mouse][cat]` for `turns < 2n`, where `turns` counts the plies already played
/// (`turns` even: the mouse moves). `getResult(mouse, cat, turns)` returns a **draw** as soon
/// as `turns == 2n`, *before* looking at the position; otherwise the mouse in the hole is a
/// mouse win, the cat on the mouse a cat win, and any other position takes the best child for
/// the player to move (a win if some child wins, else a draw if some child draws, else a loss;
/// a player with no legal move loses). The answer is `getResult(1, 2, 0)`.
///
/// Consequently a game that has not ended within the first `2n - 1` plies is called a draw.
/// (The cat catching the mouse on ply `2n` itself is also a draw here: the horizon test comes
/// first. The mouse can only arrive on odd plies, so for it the bound is `2n - 1` either way.)
///
/// # Why and when it is wrong
/// The `2n` bound comes from an argument that a winner never needs more than about `n` moves
/// each, which is false: a win can take up to about `n²` plies (the loser can delay by
/// circling, and the winner must herd it across the graph several times). Whenever the exact
/// distance of the start is `2n` plies or more, the winner's forced win lies beyond the horizon
/// and this function answers **draw** instead of the win. It never errs the other way: a win it
/// reports is forced within the horizon and therefore real, and a real draw is reported as a
/// draw. No graph with fewer than 8 nodes is affected; random graphs almost never are.
/// `tests/data/dp_2n_failures.json` lists graphs where it fails.
///
/// # Cost
/// `2n·n²` memo entries (2 bits each here; `n³/2` bytes) and up to `2n·Σdeg·n` move
/// evaluations: `O(n³·d)` time for average degree `d`.
///
/// # Errors
/// If the graph is malformed (see [`GraphGame::new`]), or its memo would exceed
/// [`MEMO_BUDGET_BYTES`] (more than 1,625 nodes): [`SpecError::TooLarge`] with `what: "nodes"`.
///
/// ```
/// use cat_mouse::baselines::dp_2n_horizon;
/// let example1 = [vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]];
/// assert_eq!(dp_2n_horizon(&example1)?, 0);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn dp_2n_horizon(graph: &[Vec<usize>]) -> Result<u8, SpecError> {
    graph_search(graph, |n| 2 * n, SEARCH_STEP_BUDGET)
}

/// LeetCode 913 by the memoised DFS with a `2n²`-ply horizon: `1` mouse wins, `2` cat wins,
/// `0` draw.
///
/// # What it computes
/// The same recursion as [`dp_2n_horizon`], with the horizon raised to `2n²` plies: the usual
/// "fix" published once graphs breaking the `2n` solutions circulated, with the argument that
/// there are only `2n²` distinct positions, so a longer game must repeat one.
///
/// # When it is wrong
/// As far as we know, never, for the classic start: the horizon-limited search is exact
/// whenever the horizon is at least the start's exact distance, and the exact distance of any
/// won position is below the number of positions, `2n²` (the retrograde analysis resolves at
/// least one new position per ply of distance). Real draws are reported as draws. The test
/// suite checks it against the exact solver on thousands of random graphs and on every graph
/// in `tests/data/dp_2n_failures.json`.
///
/// Its weakness is cost, not correctness.
///
/// # Cost
/// `2n²·n²` memo entries (2 bits each here; `n⁴/2` bytes) and up to `2n²·Σdeg·n` move
/// evaluations: `O(n⁴·d)` time, against `O(n²·d)` for the exact retrograde solver (measured
/// natively, release build, on a random 100-node graph: 3.3 s, against 25 ms for
/// [`dp_2n_horizon`] and 1 ms for the exact solver). The search may go `2n²` plies deep: it
/// keeps its own stack on the heap (20 bytes a ply).
///
/// # Errors
/// If the graph is malformed (see [`GraphGame::new`]), or its memo would exceed
/// [`MEMO_BUDGET_BYTES`] (more than 256 nodes): [`SpecError::TooLarge`] with `what: "nodes"`.
///
/// ```
/// use cat_mouse::baselines::dfs_2n2_horizon;
/// assert_eq!(dfs_2n2_horizon(&[vec![1, 3], vec![0], vec![3], vec![0, 2]])?, 1);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn dfs_2n2_horizon(graph: &[Vec<usize>]) -> Result<u8, SpecError> {
    graph_search(graph, |n| 2 * n * n, SEARCH_STEP_BUDGET)
}

/// LeetCode 1728 by the memoised depth-first search with the problem's 1000-ply limit: whether
/// the mouse can force reaching the food first within 1000 plies.
///
/// # What it computes
/// The common published memoised search, `getResult(mouse, cat, turns)` with
/// `MAX_MOVES = 1000`, over cells (`row * cols + col`), where `turns` counts the
/// plies already played (`turns` even: the mouse moves). At `turns == 1000` the cat wins; else
/// the mouse on the food is a mouse win, the cat on the food or on the mouse a cat win; else
/// the player to move tries staying put and then every jump of 1 to its jump length in each of
/// the four directions (stopping at a wall or the edge), and wins if some child wins.
///
/// # Agreement with the exact solver
/// It counts plies exactly as our rules do: the mouse's first move is ply 1, and the mouse wins
/// iff it reaches the food on a ply `<= 1000` (it moves on odd plies, so `<= 999`). The limit is
/// the rule, not an approximation, so it agrees with [`can_mouse_win`](crate::can_mouse_win)
/// on every grid. (Other published versions cut the horizon far lower, to 70 or 100 plies or
/// about `cells` plies, to pass LeetCode's time limit; those are wrong on grids where the
/// mouse needs more plies. This function keeps the honest 1000.)
///
/// # Cost
/// `1000·cells²` memo entries (2 bits each here; `250·cells²` bytes, cells counting walls) and
/// up to `1000·cells·Σmoves` move evaluations, where the exact solver needs `O(cells·Σmoves)`.
/// The search is at most 1000 plies deep, on its own heap stack.
///
/// # Errors
/// If the grid is malformed or a jump is 0 (see [`GridGame::new`]), or its memo would exceed
/// [`MEMO_BUDGET_BYTES`] (more than 2,930 cells): [`SpecError::TooLarge`] with `what: "cells"`.
///
/// ```
/// use cat_mouse::baselines::grid_dfs_1000;
/// assert!(grid_dfs_1000(&["####F", "#C...", "M...."], 1, 2)?);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn grid_dfs_1000<S: AsRef<str>>(
    grid: &[S],
    cat_jump: u32,
    mouse_jump: u32,
) -> Result<bool, SpecError> {
    let game = GridGame::new(grid, cat_jump, mouse_jump)?;
    let cells = game.places();
    check_budget(GRID_HORIZON as u64, cells, "cells", |c| {
        GRID_HORIZON as u64 * (c as u64) * (c as u64)
    })?;
    // Moves in the published order: stay, then up, down, left, right, 1..=jump cells each,
    // which is the order the game's own move lists are built in.
    let (rows, cols) = (game.rows(), game.cols());
    let walls: Vec<bool> = (0..cells).map(|p| game.is_wall(p)).collect();
    let moves = |jump: u32| -> Vec<Vec<u32>> {
        (0..cells)
            .map(|p| jump_targets(&walls, rows, cols, p, Reach::classic(jump)))
            .collect()
    };
    let start = game.start();
    let search = Search {
        places: cells,
        horizon: GRID_HORIZON,
        at_horizon: CAT_WIN,
        rules: Rules::Grid {
            food: game.food() as u32,
        },
        mouse_moves: moves(mouse_jump),
        cat_moves: moves(cat_jump),
    };
    let value = search.run(start.mouse, start.cat, SEARCH_STEP_BUDGET);
    Ok(value.ok_or(SpecError::SearchTooLong {
        steps: SEARCH_STEP_BUDGET,
    })? == MOUSE_WIN)
}

/// Validates `graph`, checks the memo budget, and runs the search with `horizon(n)` plies.
/// The graph baselines: the search with `horizon(n)` plies, giving up after `budget` steps.
fn graph_search(
    graph: &[Vec<usize>],
    horizon: fn(u64) -> u64,
    budget: u64,
) -> Result<u8, SpecError> {
    let game = GraphGame::new(graph)?;
    let n = game.nodes();
    let h = check_budget(horizon(n as u64), n, "nodes", |k| {
        let k = k as u64;
        horizon(k) * k * k
    })?;
    let roles = game.roles();
    let hole = roles.hole as u32;
    // The input's own order, as the published code iterates `graph[x]`; the cat skips the hole.
    let mouse_moves: Vec<Vec<u32>> = graph
        .iter()
        .map(|l| l.iter().map(|&b| b as u32).collect())
        .collect();
    let cat_moves = mouse_moves
        .iter()
        .map(|l| l.iter().copied().filter(|&b| b != hole).collect())
        .collect();
    let search = Search {
        places: n,
        horizon: h,
        at_horizon: DRAW,
        rules: Rules::Graph { hole },
        mouse_moves,
        cat_moves,
    };
    search
        .run(roles.mouse as u32, roles.cat as u32, budget)
        .ok_or(SpecError::SearchTooLong { steps: budget })
}

/// Returns the horizon as a `u32` if a memo of `entries(count)` 2-bit entries fits the budget,
/// else [`SpecError::TooLarge`] naming the largest count that fits.
fn check_budget(
    horizon: u64,
    count: usize,
    what: &'static str,
    entries: impl Fn(usize) -> u64,
) -> Result<u32, SpecError> {
    let fits = |k: usize| entries(k).div_ceil(4) <= MEMO_BUDGET_BYTES;
    if fits(count) {
        // Fits in 2 GiB of 2-bit entries, so the horizon (a factor of the entry count) is
        // below 2^33 / n² and, for n >= 3, fits a u32.
        if let Ok(h) = u32::try_from(horizon) {
            return Ok(h);
        }
    }
    // The largest count that fits: entries grow with the count, so binary search.
    let (mut lo, mut hi) = (0usize, count);
    while lo < hi {
        let mid = lo + (hi - lo).div_ceil(2);
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Err(SpecError::TooLarge {
        what,
        count,
        max: lo,
    })
}

/// The end-of-game test of each published solution, applied after the horizon test.
enum Rules {
    /// LeetCode 913: the mouse in the hole wins, then the cat on the mouse wins.
    Graph { hole: u32 },
    /// LeetCode 1728: the mouse on the food wins, then the cat on the food or the mouse wins.
    Grid { food: u32 },
}

impl Rules {
    fn terminal(&self, mouse: u32, cat: u32) -> Option<u8> {
        match *self {
            Rules::Graph { hole } => {
                if mouse == hole {
                    Some(MOUSE_WIN)
                } else if cat == mouse {
                    Some(CAT_WIN)
                } else {
                    None
                }
            }
            Rules::Grid { food } => {
                if mouse == food {
                    Some(MOUSE_WIN)
                } else if cat == food || cat == mouse {
                    Some(CAT_WIN)
                } else {
                    None
                }
            }
        }
    }
}

/// A horizon-limited memoised minimax over `(ply, mouse, cat)`.
struct Search {
    places: usize,
    horizon: u32,
    at_horizon: u8,
    rules: Rules,
    mouse_moves: Vec<Vec<u32>>,
    cat_moves: Vec<Vec<u32>>,
}

/// One pending call of the recursion: `getResult(mouse, cat, ply)` looking at its children.
struct Frame {
    ply: u32,
    mouse: u32,
    cat: u32,
    /// The next child to try.
    next: u32,
    /// The best value found so far (starts as the mover's loss).
    result: u8,
}

/// The memo: 2 bits per `(ply, mouse, cat)`, `0` = not computed, else value + 1.
struct Memo {
    bits: Vec<u8>,
}

impl Memo {
    fn get(&self, i: u64) -> Option<u8> {
        let v = (self.bits[(i >> 2) as usize] >> ((i & 3) * 2)) & 3;
        v.checked_sub(1)
    }

    fn set(&mut self, i: u64, value: u8) {
        self.bits[(i >> 2) as usize] |= (value + 1) << ((i & 3) * 2);
    }
}

impl Search {
    fn index(&self, ply: u32, mouse: u32, cat: u32) -> u64 {
        let n = self.places as u64;
        (u64::from(ply) * n + u64::from(mouse)) * n + u64::from(cat)
    }

    /// The children of the position: where the player to move at `ply` may go.
    fn moves(&self, ply: u32, mouse: u32, cat: u32) -> &[u32] {
        if ply % 2 == 0 {
            &self.mouse_moves[mouse as usize]
        } else {
            &self.cat_moves[cat as usize]
        }
    }

    /// `getResult(mouse, cat, ply)` up to the point where it must recurse: the value if the
    /// horizon, the memo or the rules settle it, else `None`.
    fn settled(&self, memo: &mut Memo, ply: u32, mouse: u32, cat: u32) -> Option<u8> {
        if ply == self.horizon {
            return Some(self.at_horizon);
        }
        let i = self.index(ply, mouse, cat);
        if let Some(v) = memo.get(i) {
            return Some(v);
        }
        let v = self.rules.terminal(mouse, cat)?;
        memo.set(i, v);
        Some(v)
    }

    /// The value of the start `(mouse, cat)` at ply 0, mouse to move, or `None` if the search
    /// took more than `budget` steps.
    fn run(&self, mouse: u32, cat: u32, budget: u64) -> Option<u8> {
        let entries = self.index(self.horizon, 0, 0);
        let mut memo = Memo {
            bits: vec![0; entries.div_ceil(4) as usize],
        };
        if let Some(v) = self.settled(&mut memo, 0, mouse, cat) {
            return Some(v);
        }
        // The mover's loss is the default: it stands if every child is a loss (or there is no
        // child at all: a player with no legal move loses).
        let loss = |ply: u32| if ply % 2 == 0 { CAT_WIN } else { MOUSE_WIN };
        let frame = |ply, mouse, cat| Frame {
            ply,
            mouse,
            cat,
            next: 0,
            result: loss(ply),
        };
        let mut stack = vec![frame(0, mouse, cat)];
        let mut answer = DRAW; // set when the root call returns
        let mut steps = 0u64;
        while let Some(top) = stack.last_mut() {
            steps += 1;
            if steps > budget {
                return None;
            }
            let children = self.moves(top.ply, top.mouse, top.cat);
            let won = top.result == loss(top.ply + 1);
            if won || top.next as usize == children.len() {
                // The call returns: memoise and hand the value to the caller.
                let value = top.result;
                memo.set(self.index(top.ply, top.mouse, top.cat), value);
                stack.pop();
                match stack.last_mut() {
                    Some(parent) => absorb(parent, value, loss(parent.ply)),
                    None => answer = value,
                }
                continue;
            }
            let to = children[top.next as usize];
            top.next += 1;
            let ply = top.ply + 1;
            let (m, c) = if top.ply % 2 == 0 {
                (to, top.cat)
            } else {
                (top.mouse, to)
            };
            match self.settled(&mut memo, ply, m, c) {
                Some(value) => absorb(top, value, loss(top.ply)),
                None => stack.push(frame(ply, m, c)),
            }
        }
        Some(answer)
    }
}

/// Folds a child's value into its parent, as the published loop does: a child that is not the
/// mover's loss replaces the result (a draw keeps looking, a win stops the loop).
fn absorb(parent: &mut Frame, value: u8, loss: u8) {
    if value != loss {
        parent.result = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_over_its_step_budget_gives_up() {
        let example1 = crate::fixtures::example1();
        let err = graph_search(&example1, |n| 2 * n * n, 1).unwrap_err();
        assert_eq!(err, SpecError::SearchTooLong { steps: 1 });
        assert_eq!(
            err.to_string(),
            "the published baseline gave up after 1 steps of its search (its time budget, about \
             a second): it is too slow for this game"
        );
        assert_eq!(
            graph_search(&example1, |n| 2 * n * n, SEARCH_STEP_BUDGET),
            Ok(0)
        );
    }

    #[test]
    fn budget_limits_name_the_largest_instance() {
        let nodes = |n: usize| vec![Vec::new(); n];
        let err = dp_2n_horizon(&nodes(1626)).unwrap_err();
        assert_eq!(
            err,
            SpecError::TooLarge {
                what: "nodes",
                count: 1626,
                max: 1625
            }
        );
        let err = dfs_2n2_horizon(&nodes(257)).unwrap_err();
        assert_eq!(
            err,
            SpecError::TooLarge {
                what: "nodes",
                count: 257,
                max: 256
            }
        );
        let row = format!("MCF{}", ".".repeat(2928));
        let err = grid_dfs_1000(&[row], 1, 1).unwrap_err();
        assert_eq!(
            err,
            SpecError::TooLarge {
                what: "cells",
                count: 2931,
                max: 2930
            }
        );
    }

    #[test]
    fn memo_packs_four_values_a_byte() {
        let mut memo = Memo { bits: vec![0; 2] };
        for (i, v) in [(0, DRAW), (1, MOUSE_WIN), (2, CAT_WIN), (5, CAT_WIN)] {
            assert_eq!(memo.get(i), None);
            memo.set(i, v);
            assert_eq!(memo.get(i), Some(v));
        }
        assert_eq!(memo.get(3), None);
        assert_eq!(memo.get(4), None);
    }

    #[test]
    fn absorb_prefers_win_then_draw() {
        let mut f = Frame {
            ply: 0,
            mouse: 1,
            cat: 2,
            next: 0,
            result: CAT_WIN,
        };
        absorb(&mut f, CAT_WIN, CAT_WIN);
        assert_eq!(f.result, CAT_WIN);
        absorb(&mut f, DRAW, CAT_WIN);
        assert_eq!(f.result, DRAW);
        absorb(&mut f, CAT_WIN, CAT_WIN);
        assert_eq!(f.result, DRAW);
        absorb(&mut f, MOUSE_WIN, CAT_WIN);
        assert_eq!(f.result, MOUSE_WIN);
    }
}
