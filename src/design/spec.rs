//! What a designer is asked to do and why a request is refused: the search spaces
//! ([`GraphSpace`], [`GridSpace`]), the goals and properties, the [`DesignSpec`], the
//! [`DesignError`] for each invalid constraint, and the checks that raise them.

use std::fmt;

use crate::error::params;
use crate::{Params, Player, DEFAULT_TURN_LIMIT};

/// The most nodes a designed graph may have (the search keeps each node's neighbours in one
/// 64-bit word).
pub const MAX_DESIGN_NODES: usize = 64;

/// The most rows, and the most columns, a designed grid may have.
pub const MAX_DESIGN_SIDE: usize = 16;

/// The fewest places a designed puzzle may have: the hole (or food) and both pieces need one
/// each.
pub const MIN_DESIGN_PLACES: usize = 3;

/// An upper bound of the bytes one evaluation allocates (and frees) in the largest design
/// space, and of what a designer holds: what a caller reserves before each (see
/// [`reserve`](crate::reserve)). Checked with a counting allocator in `tests/memory.rs`. A
/// Cops and Robbers goal's solve may allocate more (4 bytes a position, its frontiers and its
/// predecessor lists, within [`MAX_DESIGN_CAT_POSITIONS`] and [`MAX_DESIGN_CAT_MOVES`]): it
/// allocates through the several-cat solver's fallible path, so running out is an error
/// ([`DesignError::Refused`]), never an abort.
pub const DESIGN_EVAL_BYTES: usize = 2 << 20;

/// The space of graphs to search: every graph on `nodes` nodes with `min_edges..=max_edges`
/// edges, connected if asked. The roles are the classic ones (hole 0, mouse on 1, cat on 2,
/// mouse first) after relabelling, so every placement of the pieces is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GraphSpace {
    /// The number of nodes, from [`MIN_DESIGN_PLACES`] to [`MAX_DESIGN_NODES`].
    pub nodes: usize,
    /// The fewest edges.
    pub min_edges: usize,
    /// The most edges, at most `nodes · (nodes − 1) / 2`.
    pub max_edges: usize,
    /// Whether every node must be reachable from every other.
    pub connected: bool,
}

impl GraphSpace {
    /// The designer's default edge range on `nodes` nodes: from the fewest edges a connected
    /// graph needs (`nodes − 1`, or 0 if it need not be connected) to `3 · nodes`. The design
    /// binary and the JavaScript `design()` both take it when no range is given.
    #[must_use]
    pub const fn default_edges(nodes: usize, connected: bool) -> (usize, usize) {
        let fewest = if connected {
            nodes.saturating_sub(1)
        } else {
            0
        };
        (fewest, nodes.saturating_mul(3))
    }

    /// The space of connected graphs on `nodes` nodes with the [default edge
    /// range](GraphSpace::default_edges).
    #[must_use]
    pub const fn connected(nodes: usize) -> GraphSpace {
        let (min_edges, max_edges) = GraphSpace::default_edges(nodes, true);
        GraphSpace {
            nodes,
            min_edges,
            max_edges,
            connected: true,
        }
    }
}

/// The space of grids to search: `rows × cols` cells, `min_walls..=max_walls` walls, fixed
/// jumps and turn limit, and each of the mouse, the cat and the food either on a fixed cell
/// (`Some(row * cols + col)`) or free.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridSpace {
    /// Rows, from 1 to [`MAX_DESIGN_SIDE`].
    pub rows: usize,
    /// Columns, from 1 to [`MAX_DESIGN_SIDE`].
    pub cols: usize,
    /// The fewest walls.
    pub min_walls: usize,
    /// The most walls (the wall budget), at most `rows · cols − 3`.
    pub max_walls: usize,
    /// The cat's jump, from 1.
    pub cat_jump: u32,
    /// The mouse's jump, from 1.
    pub mouse_jump: u32,
    /// The turn limit in plies, from 1 (LeetCode: 1000).
    pub turn_limit: u32,
    /// The mouse's fixed cell, or `None`: any floor cell.
    pub mouse: Option<usize>,
    /// The cat's fixed cell, or `None`: any floor cell.
    pub cat: Option<usize>,
    /// The food's fixed cell, or `None`: moved by the search.
    pub food: Option<usize>,
}

impl GridSpace {
    /// An open `rows × cols` grid space with jumps of 1, the default turn limit, up to
    /// `rows · cols − 3` walls and every piece free.
    #[must_use]
    pub fn open(rows: usize, cols: usize) -> GridSpace {
        GridSpace {
            rows,
            cols,
            min_walls: 0,
            max_walls: (rows * cols).saturating_sub(MIN_DESIGN_PLACES),
            cat_jump: 1,
            mouse_jump: 1,
            turn_limit: DEFAULT_TURN_LIMIT,
            mouse: None,
            cat: None,
            food: None,
        }
    }
}

/// The kind of puzzle to design, and its constraints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// Graphs (LeetCode 913).
    Graph(GraphSpace),
    /// Grids (LeetCode 1728).
    Grid(GridSpace),
}

/// A property a puzzle's start may have (for [`Goal::Smallest`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Property {
    /// The start is a forced win of at least `plies` plies, for `side` (`None`: either side).
    WinAtLeast {
        /// The fewest plies.
        plies: u32,
        /// Whose win, or `None` for either.
        side: Option<Player>,
    },
    /// Graphs: the `2n`-horizon DP is wrong at the start (a win of `2n` plies or more).
    DpWrong,
    /// Grids: the turn limit decides (a mouse win that needs more plies than the limit).
    TurnLimitDecides,
}

/// What the search maximises. Each goal has a *score* (higher is better, in plies unless said)
/// and says whether the best puzzle *holds* (has the goal's property).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// The longest forced win from the start, for `side` (`None`: either side). Score: the
    /// start's distance (−1 if no start is a win for the side). On grids a win counts only
    /// within the turn limit. Holds when the start is such a win.
    LongestWin {
        /// Whose win, or `None` for either.
        side: Option<Player>,
    },
    /// Graphs: "the 2n-turn DP is wrong here". Score: the margin `distance − 2n` of the start's
    /// win (either side; `−2n − 1` without a win). Holds when the margin is `≥ 0`: the DP says
    /// draw.
    DpWrong,
    /// Grids: "the turn limit decides". The start is a mouse win of the game *without* a limit,
    /// but it needs more plies than the turn limit, so the limit makes it a cat win. Score: the
    /// margin `distance − limit` of the start's unlimited mouse win (`−limit − 1` without one).
    /// Holds when the margin is `> 0`. (Endless starts are also cat wins only by the limit,
    /// but no limit would let the mouse win them: this goal asks for a start that a longer
    /// limit would flip.)
    TurnLimitDecides,
    /// The smallest puzzle with a property: fewest edges (graphs) or fewest floor cells, i.e.
    /// most walls (grids), at a fixed number of nodes or cells. Score, when the property holds:
    /// `largest − size + 1 ≥ 1` (`largest`: `max_edges`, or the cells minus `min_walls`); when
    /// it does not: how many plies short the start is (`≤ 0`).
    Smallest(Property),
    /// Graphs, Cops and Robbers (see [`cop_number`](crate::cop_number)): the smallest graph
    /// (fewest edges at the given nodes) that needs at least `cats` cats, i.e. on which
    /// `cats − 1` cats have no winning start. Score, when it holds: `max_edges − edges + 1 ≥ 1`;
    /// when not: minus the number of winning starts of `cats − 1` cats (`≤ −1`; fewer is
    /// closer), with the longest of their capture times as the tie-break. On 10 nodes with 3
    /// cats the only graph that holds is the Petersen graph.
    NeedsCats {
        /// The cats needed, from 2 to [`MAX_DESIGN_CATS`].
        cats: usize,
    },
    /// Graphs, Cops and Robbers: the longest capture time with `cats` cats, in rounds (see
    /// [`capture_time`](crate::capture_time)). Score: the capture time (−1 if the mouse
    /// escapes forever from some node whatever the starts). Holds when the cats win.
    LongestCapture {
        /// The cats, from 1 to [`MAX_DESIGN_CATS`].
        cats: usize,
    },
}

/// The most cats the designer's Cops and Robbers goals take.
pub const MAX_DESIGN_CATS: usize = 4;

/// The most positions (nodes × cat multisets × 2) one evaluation of a Cops and Robbers goal
/// may solve: with [`MAX_DESIGN_CAT_MOVES`], a bound on its time and memory (2 bytes a position
/// for the table, a few megabytes in all).
pub const MAX_DESIGN_CAT_POSITIONS: u64 = 1 << 20;

/// The most moves (the several-cat game's work count, [`CatsGame::moves`](crate::CatsGame::moves):
/// the cats' joint moves and the mouse's, summed over every position) one evaluation of a Cops
/// and Robbers goal may solve, on the densest graph of the space (see [`cat_moves`]).
///
/// The solve's time is about linear in the moves (a few nanoseconds each, more when the table
/// outgrows the caches), so with the positions' budget this bounds one evaluation to about
/// 0.1 s natively and 0.1–0.2 s in WebAssembly under node on this project's 2-core machine
/// with the other core busy (0.5 s when other jobs load it further): the slowest accepted
/// space is 41 nodes and 40 edges with 3 cats (1 M positions, at most 24 M moves). Below the several-cat game's own work
/// budget ([`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES)), and a few megabytes to solve, so that no
/// candidate of an accepted space is refused by the game's budgets.
pub const MAX_DESIGN_CAT_MOVES: u64 = 1 << 25;

const _: () = assert!(MAX_DESIGN_CAT_MOVES <= crate::MAX_CAT_MOVES);

/// The multisets of `cats` places among `nodes` nodes: `C(nodes + cats − 1, cats)`,
/// saturating.
fn multisets(nodes: usize, cats: usize) -> u64 {
    let mut multisets: u64 = 1;
    for i in 0..cats as u64 {
        // C(n + i, i + 1) from C(n + i − 1, i): exact at every step.
        multisets = multisets.saturating_mul(nodes as u64 + i) / (i + 1);
    }
    multisets
}

/// The positions of Cops and Robbers with `cats` cats on `nodes` nodes: `nodes · C(nodes +
/// cats − 1, cats) · 2`, saturating.
#[must_use]
pub fn cat_positions(nodes: usize, cats: usize) -> u64 {
    multisets(nodes, cats)
        .saturating_mul(nodes as u64)
        .saturating_mul(2)
}

/// The moves of Cops and Robbers with `cats` cats on a graph with these node degrees (the
/// several-cat game's work count, as [`CatsGame::moves`](crate::CatsGame::moves) counts it for
/// the rules the designer solves: no hole, both sides may pass, every cat moves): the mouse's
/// moves, `Σ (d + 1)`, once per multiset of cat places, and the cats' joint moves, the sum over
/// every multiset of the product of its cats' choices (`d + 1` each: its steps and staying),
/// once per mouse place. Saturating.
pub(super) fn cops_moves(degrees: &[usize], cats: usize) -> u64 {
    let nodes = degrees.len();
    let choices: u128 = degrees.iter().map(|&d| d as u128 + 1).sum();
    // h[j]: the complete homogeneous symmetric polynomial of degree j of the choices so far.
    let mut h = vec![0u128; cats + 1];
    h[0] = 1;
    for &d in degrees {
        let x = d as u128 + 1;
        for j in 1..=cats {
            h[j] = h[j].saturating_add(x.saturating_mul(h[j - 1]));
        }
    }
    let total = choices
        .saturating_mul(u128::from(multisets(nodes, cats)))
        .saturating_add(h[cats].saturating_mul(nodes as u128));
    u64::try_from(total).unwrap_or(u64::MAX)
}

/// The most moves one solve of Cops and Robbers with `cats` cats can have on any graph of
/// `nodes` nodes and at most `edges` edges: what [`MAX_DESIGN_CAT_MOVES`] is checked against,
/// for the whole space a designer will search, when it is built.
///
/// An upper bound, not always met. The count (the mouse's moves once per multiset of cat
/// places, the cats' joint moves once per mouse place) only grows with each degree, and it is
/// Schur-convex in the degrees (the complete homogeneous symmetric polynomial of the cats'
/// choices is, on positive numbers), so over every sequence of degrees of at most `2 · edges`
/// in all, each at most `nodes − 1` and at most `edges`, it is largest on the most unequal
/// one: as many nodes of the highest degree as the edges allow, one with the rest, none on
/// the others. That sequence is rarely a graph's, so the true worst case is lower: the bound
/// is within a factor 1.6 of the quasi-star's and quasi-clique's counts (`tests/design.rs`
/// checks every graph on up to 6 nodes, and random and extreme larger ones, against it).
#[must_use]
pub fn cat_moves(nodes: usize, edges: usize, cats: usize) -> u64 {
    let most = nodes.saturating_mul(nodes.saturating_sub(1)) / 2;
    let edges = edges.min(most);
    let highest = edges.min(nodes.saturating_sub(1));
    let mut ends = 2 * edges;
    let degrees: Vec<usize> = (0..nodes)
        .map(|_| {
            let d = ends.min(highest);
            ends -= d;
            d
        })
        .collect();
    cops_moves(&degrees, cats)
}

/// What a designer is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DesignSpec {
    /// The puzzles to search.
    pub space: Space,
    /// What to maximise.
    pub goal: Goal,
    /// The seed: the same seed and number of evaluations give the same best puzzle.
    pub seed: u64,
}

impl DesignSpec {
    /// Checks every constraint, as [`Designer::new`](super::Designer::new) does before its
    /// first evaluation: in microseconds, without solving anything.
    ///
    /// # Errors
    /// The first [`DesignError`] of the spec, in the order of the fields; for a Cops and
    /// Robbers goal, then the positions and the moves of one solve on the largest graph of the
    /// space against [`MAX_DESIGN_CAT_POSITIONS`] and [`MAX_DESIGN_CAT_MOVES`].
    pub fn validate(&self) -> Result<(), DesignError> {
        validate(self)
    }
}

/// Why a design spec is refused: one variant per invalid constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DesignError {
    /// Too few or too many nodes.
    Nodes {
        /// The number asked for.
        nodes: usize,
    },
    /// `min_edges` is above `max_edges`.
    EdgeRange {
        /// The fewest edges asked for.
        min: usize,
        /// The most edges asked for.
        max: usize,
    },
    /// More edges than the nodes can hold.
    TooManyEdges {
        /// The fewest edges asked for.
        min: usize,
        /// How many `nodes` nodes can hold: `nodes · (nodes − 1) / 2`.
        most: usize,
    },
    /// A connected graph needs at least `nodes − 1` edges.
    TooFewEdgesToConnect {
        /// The most edges asked for.
        max: usize,
        /// The fewest a connected graph has.
        needed: usize,
    },
    /// Too few or too many rows or columns.
    GridSize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// `min_walls` is above `max_walls`.
    WallRange {
        /// The fewest walls asked for.
        min: usize,
        /// The most walls asked for.
        max: usize,
    },
    /// More walls than leave room for the mouse, the cat and the food.
    TooManyWalls {
        /// The fewest walls asked for.
        min: usize,
        /// The most the grid allows: its cells minus 3.
        most: usize,
    },
    /// A fixed piece is off the grid.
    PieceOffGrid {
        /// `"mouse"`, `"cat"` or `"food"`.
        piece: &'static str,
        /// The cell asked for.
        cell: usize,
        /// The grid's cells.
        cells: usize,
    },
    /// Two fixed pieces share a cell.
    PiecesShareCell {
        /// The first piece.
        first: &'static str,
        /// The second piece.
        second: &'static str,
        /// Their cell.
        cell: usize,
    },
    /// A jump of 0 (`"catJump"` or `"mouseJump"`).
    ZeroJump {
        /// Which jump.
        which: &'static str,
    },
    /// A turn limit of 0.
    ZeroTurnLimit,
    /// A win of at least 0 plies was asked for.
    ZeroPlies,
    /// A Cops and Robbers goal with too few or too many cats.
    Cats {
        /// The cats asked for.
        cats: usize,
        /// The fewest the goal takes (1 or 2).
        fewest: usize,
    },
    /// A Cops and Robbers goal whose solves are over [`MAX_DESIGN_CAT_POSITIONS`].
    CatPositions {
        /// The nodes.
        nodes: usize,
        /// The cats of the solve (the goal's, or one fewer for [`Goal::NeedsCats`]).
        cats: usize,
        /// The positions of one solve.
        positions: u64,
    },
    /// A Cops and Robbers goal whose solves may be over [`MAX_DESIGN_CAT_MOVES`]: the space's
    /// worst case ([`cat_moves`]) when a designer is built, a candidate's own count when it is
    /// evaluated.
    CatMoves {
        /// The nodes.
        nodes: usize,
        /// The most edges of the space (or the candidate's edges).
        edges: usize,
        /// The cats of the solve (the goal's, or one fewer for [`Goal::NeedsCats`]).
        cats: usize,
        /// The moves of one solve: at most ([`cat_moves`]), or exactly for a candidate.
        moves: u64,
    },
    /// The solver refused a candidate: out of memory (a Cops and Robbers goal's solve
    /// allocates fallibly) or, never for a candidate of an accepted space, a budget.
    Refused(crate::SpecError),
    /// A parallel search with no chains or more than [`MAX_CHAINS`](super::MAX_CHAINS).
    Chains {
        /// The chains asked for.
        chains: usize,
    },
    /// A puzzle offered to [`Designer::adopt`](super::Designer::adopt) is not in the space.
    NotInSpace,
    /// A [`Tuning`](super::Tuning) value out of range.
    Tuning {
        /// What is wrong: `"moves must be 1 to 64"`, ...
        what: &'static str,
    },
    /// The goal (or the property of [`Goal::Smallest`]) does not apply to this kind of puzzle.
    GoalKind {
        /// `"the goal dpWrong"`, `"the property turnLimit"`, ...
        what: &'static str,
        /// The kind it applies to: `"graphs"` or `"grids"`.
        applies_to: &'static str,
    },
}

impl fmt::Display for DesignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DesignError::Nodes { nodes } => write!(
                f,
                "nodes must be from {MIN_DESIGN_PLACES} to {MAX_DESIGN_NODES}, got {nodes}"
            ),
            DesignError::EdgeRange { min, max } => {
                write!(f, "minEdges ({min}) is above maxEdges ({max})")
            }
            DesignError::TooManyEdges { min, most } => write!(
                f,
                "minEdges ({min}) is more than the nodes can hold ({most} edges)"
            ),
            DesignError::TooFewEdgesToConnect { max, needed } => write!(
                f,
                "a connected graph on these nodes needs at least {needed} edges, but maxEdges is \
                 {max}"
            ),
            DesignError::GridSize { rows, cols } => write!(
                f,
                "the grid must have 1 to {MAX_DESIGN_SIDE} rows and columns and at least \
                 {MIN_DESIGN_PLACES} cells, got {rows}×{cols}"
            ),
            DesignError::WallRange { min, max } => {
                write!(f, "minWalls ({min}) is above maxWalls ({max})")
            }
            DesignError::TooManyWalls { min, most } => write!(
                f,
                "minWalls ({min}) leaves no room for the mouse, the cat and the food (at most \
                 {most} walls)"
            ),
            DesignError::PieceOffGrid { piece, cell, cells } => write!(
                f,
                "the {piece}'s cell {cell} is off the grid (cells 0 to {})",
                cells - 1
            ),
            DesignError::PiecesShareCell {
                first,
                second,
                cell,
            } => write!(f, "the {first} and the {second} are both on cell {cell}"),
            DesignError::ZeroJump { which } => write!(f, "{which} must be at least 1"),
            DesignError::ZeroTurnLimit => f.write_str("turnLimit must be at least 1"),
            DesignError::ZeroPlies => f.write_str("plies must be at least 1"),
            DesignError::Cats { cats, fewest } => write!(
                f,
                "cats must be from {fewest} to {MAX_DESIGN_CATS} for this goal, got {cats}"
            ),
            DesignError::CatPositions {
                nodes,
                cats,
                positions,
            } => write!(
                f,
                "one solve of this goal, {cats} {} on {nodes} nodes, has {positions} positions \
                 (nodes × multisets of cat places × 2); the designer's budget allows at most \
                 {MAX_DESIGN_CAT_POSITIONS}: fewer nodes or fewer cats",
                if cats == 1 { "cat" } else { "cats" }
            ),
            DesignError::CatMoves {
                nodes,
                edges,
                cats,
                moves,
            } => write!(
                f,
                "one solve of this goal, {cats} {} on {nodes} nodes and up to {edges} edges, \
                 has up to {moves} moves (the cats' joint moves and the mouse's); the \
                 designer's budget allows at most {MAX_DESIGN_CAT_MOVES}: fewer edges, nodes or \
                 cats",
                if cats == 1 { "cat" } else { "cats" }
            ),
            DesignError::Refused(ref e) => write!(f, "the designer's solve was refused: {e}"),
            DesignError::Chains { chains } => write!(
                f,
                "chains must be from 1 to {}, got {chains}",
                super::MAX_CHAINS
            ),
            DesignError::NotInSpace => {
                f.write_str("the puzzle offered to the designer is not in its search space")
            }
            DesignError::GoalKind { what, applies_to } => {
                write!(f, "{what} applies to {applies_to} only")
            }
            DesignError::Tuning { what } => write!(f, "tuning: {what}"),
        }
    }
}

impl DesignError {
    crate::error::error_kinds! {
        DesignError, "Design",
        /// Every kind of [`DesignError`] with the names of its [`params`](DesignError::params), in
        /// declaration order: `"Design"` and the variant's name, stable across versions. A refused
        /// solve ([`DesignError::Refused`]) is `DesignRefused`, whose `reason` is the
        /// [`SpecError`](crate::SpecError)'s kind.
        KINDS;
        /// The kind of this error, one of [`KINDS`](DesignError::KINDS): `"DesignNodes"`, ...
        kind();
        Nodes: ["nodes", "min", "max"],
        EdgeRange: ["min", "max"],
        TooManyEdges: ["min", "most"],
        TooFewEdgesToConnect: ["max", "needed"],
        GridSize: ["rows", "cols", "maxSide", "minCells"],
        WallRange: ["min", "max"],
        TooManyWalls: ["min", "most"],
        PieceOffGrid: ["piece", "cell", "cells", "last"],
        PiecesShareCell: ["first", "second", "cell"],
        ZeroJump: ["which"],
        ZeroTurnLimit: [],
        ZeroPlies: [],
        Cats: ["cats", "fewest", "max"],
        CatPositions: ["nodes", "cats", "positions", "max"],
        CatMoves: ["nodes", "edges", "cats", "moves", "max"],
        Refused: ["reason", "refusal"],
        Chains: ["chains", "max"],
        NotInSpace: [],
        Tuning: ["what"],
        GoalKind: ["what", "appliesTo"],
    }

    /// The values the message names, by name, as [`SpecError::params`](crate::SpecError::params)
    /// gives them (the message's limits included: `DesignNodes` gives `nodes`, `min`, `max`).
    /// `DesignRefused` gives the refusal's kind as `reason` and its message as `refusal`.
    pub fn params(&self) -> Params {
        match *self {
            DesignError::Nodes { nodes } => {
                params![nodes, "min" => MIN_DESIGN_PLACES, "max" => MAX_DESIGN_NODES]
            }
            DesignError::EdgeRange { min, max } | DesignError::WallRange { min, max } => {
                params![min, max]
            }
            DesignError::TooManyEdges { min, most } | DesignError::TooManyWalls { min, most } => {
                params![min, most]
            }
            DesignError::TooFewEdgesToConnect { max, needed } => params![max, needed],
            DesignError::GridSize { rows, cols } => {
                params![rows, cols, "maxSide" => MAX_DESIGN_SIDE, "minCells" => MIN_DESIGN_PLACES]
            }
            DesignError::PieceOffGrid { piece, cell, cells } => {
                params![piece, cell, cells, "last" => cells.saturating_sub(1)]
            }
            DesignError::PiecesShareCell {
                first,
                second,
                cell,
            } => params![first, second, cell],
            DesignError::ZeroJump { which } => params![which],
            DesignError::ZeroTurnLimit | DesignError::ZeroPlies | DesignError::NotInSpace => {
                params![]
            }
            DesignError::Cats { cats, fewest } => params![cats, fewest, "max" => MAX_DESIGN_CATS],
            DesignError::CatPositions {
                nodes,
                cats,
                positions,
            } => params![nodes, cats, positions, "max" => MAX_DESIGN_CAT_POSITIONS],
            DesignError::CatMoves {
                nodes,
                edges,
                cats,
                moves,
            } => params![nodes, edges, cats, moves, "max" => MAX_DESIGN_CAT_MOVES],
            DesignError::Refused(ref e) => {
                params!["reason" => e.kind(), "refusal" => e.to_string()]
            }
            DesignError::Chains { chains } => params![chains, "max" => super::MAX_CHAINS],
            DesignError::Tuning { what } => params![what],
            DesignError::GoalKind { what, applies_to } => params![what, "appliesTo" => applies_to],
        }
    }
}

impl std::error::Error for DesignError {}

impl Goal {
    /// The goal's name in the JavaScript API.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::LongestWin { .. } => "longestWin",
            Goal::DpWrong => "dpWrong",
            Goal::TurnLimitDecides => "turnLimit",
            Goal::Smallest(_) => "smallest",
            Goal::NeedsCats { .. } => "needsCats",
            Goal::LongestCapture { .. } => "longestCapture",
        }
    }

    /// The property the goal measures on the one-cat table; `None` for the Cops and Robbers
    /// goals, which are scored apart.
    pub(super) const fn property(self) -> Option<Property> {
        match self {
            Goal::LongestWin { side } => Some(Property::WinAtLeast { plies: 0, side }),
            Goal::DpWrong => Some(Property::DpWrong),
            Goal::TurnLimitDecides => Some(Property::TurnLimitDecides),
            Goal::Smallest(p) => Some(p),
            Goal::NeedsCats { .. } | Goal::LongestCapture { .. } => None,
        }
    }

    /// The cats a Cops and Robbers goal solves with, and the fewest it takes: `None` for the
    /// others.
    pub(super) const fn solved_cats(self) -> Option<(usize, usize)> {
        match self {
            Goal::NeedsCats { cats } => Some((cats.saturating_sub(1), 2)),
            Goal::LongestCapture { cats } => Some((cats, 1)),
            _ => None,
        }
    }
}

/// `spec` with a `max_edges` or `max_walls` above what fits lowered to what fits.
pub(super) fn clamped(mut spec: DesignSpec) -> DesignSpec {
    match &mut spec.space {
        Space::Graph(s) => s.max_edges = s.max_edges.min(s.nodes * (s.nodes - 1) / 2),
        Space::Grid(s) => s.max_walls = s.max_walls.min(s.rows * s.cols - MIN_DESIGN_PLACES),
    }
    spec
}

/// Checks every constraint of `spec`, in the order of the fields.
pub(super) fn validate(spec: &DesignSpec) -> Result<(), DesignError> {
    match spec.space {
        Space::Graph(s) => validate_graph(spec, s)?,
        Space::Grid(s) => validate_grid(spec, s)?,
    }
    if let Goal::Smallest(Property::WinAtLeast { plies: 0, .. }) = spec.goal {
        return Err(DesignError::ZeroPlies);
    }
    if let (Some((_, fewest)), Space::Graph(s)) = (spec.goal.solved_cats(), spec.space) {
        validate_cats(spec, s, fewest)?;
    }
    Ok(())
}

/// The error for a `goal` that applies only to `applies_to` ("graphs" or "grids").
fn goal_kind_error(goal: Goal, applies_to: &'static str) -> Result<(), DesignError> {
    let what = match goal {
        Goal::Smallest(Property::DpWrong) => "the property dpWrong",
        Goal::Smallest(Property::TurnLimitDecides) => "the property turnLimit",
        Goal::DpWrong => "the goal dpWrong",
        Goal::NeedsCats { .. } => "the goal needsCats",
        Goal::LongestCapture { .. } => "the goal longestCapture",
        _ => "the goal turnLimit",
    };
    Err(DesignError::GoalKind { what, applies_to })
}

/// The constraints of a graph space: its nodes, its edge range, and a goal for graphs.
fn validate_graph(spec: &DesignSpec, s: GraphSpace) -> Result<(), DesignError> {
    if !(MIN_DESIGN_PLACES..=MAX_DESIGN_NODES).contains(&s.nodes) {
        return Err(DesignError::Nodes { nodes: s.nodes });
    }
    if s.min_edges > s.max_edges {
        return Err(DesignError::EdgeRange {
            min: s.min_edges,
            max: s.max_edges,
        });
    }
    let most = s.nodes * (s.nodes - 1) / 2;
    if s.min_edges > most {
        return Err(DesignError::TooManyEdges {
            min: s.min_edges,
            most,
        });
    }
    if s.connected && s.max_edges < s.nodes - 1 {
        return Err(DesignError::TooFewEdgesToConnect {
            max: s.max_edges,
            needed: s.nodes - 1,
        });
    }
    if matches!(
        spec.goal,
        Goal::TurnLimitDecides | Goal::Smallest(Property::TurnLimitDecides)
    ) {
        return goal_kind_error(spec.goal, "grids");
    }
    Ok(())
}

/// The constraints of a grid space: its size, its wall range, the jumps and the turn limit, the
/// fixed pieces' cells, and a goal for grids.
fn validate_grid(spec: &DesignSpec, s: GridSpace) -> Result<(), DesignError> {
    if !(1..=MAX_DESIGN_SIDE).contains(&s.rows)
        || !(1..=MAX_DESIGN_SIDE).contains(&s.cols)
        || s.rows * s.cols < MIN_DESIGN_PLACES
    {
        return Err(DesignError::GridSize {
            rows: s.rows,
            cols: s.cols,
        });
    }
    let cells = s.rows * s.cols;
    if s.min_walls > s.max_walls {
        return Err(DesignError::WallRange {
            min: s.min_walls,
            max: s.max_walls,
        });
    }
    let most = cells - MIN_DESIGN_PLACES;
    if s.min_walls > most {
        return Err(DesignError::TooManyWalls {
            min: s.min_walls,
            most,
        });
    }
    if s.cat_jump == 0 {
        return Err(DesignError::ZeroJump { which: "catJump" });
    }
    if s.mouse_jump == 0 {
        return Err(DesignError::ZeroJump { which: "mouseJump" });
    }
    if s.turn_limit == 0 {
        return Err(DesignError::ZeroTurnLimit);
    }
    let pieces = [("mouse", s.mouse), ("cat", s.cat), ("food", s.food)];
    for (piece, cell) in pieces {
        if let Some(cell) = cell.filter(|&c| c >= cells) {
            return Err(DesignError::PieceOffGrid { piece, cell, cells });
        }
    }
    for (i, (first, a)) in pieces.iter().enumerate() {
        for (second, b) in &pieces[i + 1..] {
            if let (Some(a), Some(b)) = (a, b) {
                if a == b {
                    return Err(DesignError::PiecesShareCell {
                        first,
                        second,
                        cell: *a,
                    });
                }
            }
        }
    }
    if matches!(
        spec.goal,
        Goal::DpWrong
            | Goal::Smallest(Property::DpWrong)
            | Goal::NeedsCats { .. }
            | Goal::LongestCapture { .. }
    ) {
        return goal_kind_error(spec.goal, "graphs");
    }
    Ok(())
}

/// The constraints of a Cops and Robbers goal on graph space `s`: the cats (at least `fewest`),
/// and the budgets of one solve for the whole space.
fn validate_cats(spec: &DesignSpec, s: GraphSpace, fewest: usize) -> Result<(), DesignError> {
    let cats = match spec.goal {
        Goal::NeedsCats { cats } | Goal::LongestCapture { cats } => cats,
        // Not reachable: `solved_cats` answers `Some` for these two goals only.
        _ => unreachable!("a Cops and Robbers goal"),
    };
    if !(fewest..=MAX_DESIGN_CATS).contains(&cats) {
        return Err(DesignError::Cats { cats, fewest });
    }
    // The budgets of one solve, for the whole space: its nodes, its most edges.
    let solved = spec.goal.solved_cats().map_or(0, |c| c.0);
    let positions = cat_positions(s.nodes, solved);
    if positions > MAX_DESIGN_CAT_POSITIONS {
        return Err(DesignError::CatPositions {
            nodes: s.nodes,
            cats: solved,
            positions,
        });
    }
    let edges = s.max_edges.min(s.nodes * (s.nodes - 1) / 2);
    let moves = cat_moves(s.nodes, edges, solved);
    if moves > MAX_DESIGN_CAT_MOVES {
        return Err(DesignError::CatMoves {
            nodes: s.nodes,
            edges,
            cats: solved,
            moves,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One error of every variant (a new variant must be added here, or the count fails).
    fn one_of_each() -> Vec<DesignError> {
        vec![
            DesignError::Nodes { nodes: 99 },
            DesignError::EdgeRange { min: 9, max: 4 },
            DesignError::TooManyEdges { min: 30, most: 21 },
            DesignError::TooFewEdgesToConnect { max: 3, needed: 6 },
            DesignError::GridSize { rows: 20, cols: 5 },
            DesignError::WallRange { min: 9, max: 4 },
            DesignError::TooManyWalls { min: 30, most: 22 },
            DesignError::PieceOffGrid {
                piece: "cat",
                cell: 40,
                cells: 25,
            },
            DesignError::PiecesShareCell {
                first: "mouse",
                second: "food",
                cell: 7,
            },
            DesignError::ZeroJump { which: "catJump" },
            DesignError::ZeroTurnLimit,
            DesignError::ZeroPlies,
            DesignError::Cats { cats: 7, fewest: 2 },
            DesignError::CatPositions {
                nodes: 60,
                cats: 4,
                positions: 9_000_000,
            },
            DesignError::CatMoves {
                nodes: 60,
                edges: 900,
                cats: 3,
                moves: 1 << 40,
            },
            DesignError::Refused(crate::SpecError::TooMuchWork { moves: 9, max: 5 }),
            DesignError::Chains { chains: 0 },
            DesignError::NotInSpace,
            DesignError::Tuning {
                what: "moves must be 1 to 64",
            },
            DesignError::GoalKind {
                what: "the goal dpWrong",
                applies_to: "graphs",
            },
        ]
    }

    #[test]
    fn every_variant_has_a_distinct_kind_listed_with_its_params() {
        crate::error::tests::check_kinds(
            &one_of_each(),
            DesignError::KINDS,
            DesignError::kind,
            DesignError::params,
        );
        for &(kind, _) in DesignError::KINDS {
            assert!(
                crate::SpecError::KINDS.iter().all(|&(k, _)| k != kind),
                "{kind} is not a SpecError's kind"
            );
        }
    }

    #[test]
    fn params_name_the_message_values_and_limits() {
        let e = DesignError::Nodes { nodes: 99 };
        assert_eq!(e.to_string(), "nodes must be from 3 to 64, got 99");
        assert_eq!(
            e.params(),
            vec![
                ("nodes", crate::Param::Number(99)),
                ("min", crate::Param::Number(3)),
                ("max", crate::Param::Number(64))
            ]
        );
        let e = DesignError::PieceOffGrid {
            piece: "cat",
            cell: 40,
            cells: 25,
        };
        assert_eq!(e.params()[3], ("last", crate::Param::Number(24)));
    }
}
