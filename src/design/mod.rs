//! Designing puzzles: a seeded local search for graphs and grids that maximise a goal. See
//! [`Designer`] for how it searches and what it promises.

use std::fmt;

use crate::{
    solve, GraphGame, GraphRoles, GridGame, Outcome, OutcomeTable, Player, State, Value,
    DEFAULT_TURN_LIMIT,
};

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
/// [`reserve`](crate::reserve)). Checked with a counting allocator in `tests/memory.rs`.
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
}

/// A puzzle found by the designer, in the shapes the page and the constructors take.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Puzzle {
    /// A graph game with the classic roles (hole 0, mouse 1, cat 2, mouse first).
    Graph {
        /// `adjacency[a]`: the neighbours of `a`, in increasing order.
        adjacency: Vec<Vec<usize>>,
        /// The roles (always the classic ones).
        roles: GraphRoles,
    },
    /// A grid game.
    Grid {
        /// The rows, in `#`, `.`, `C`, `M`, `F`.
        rows: Vec<String>,
        /// The cat's jump.
        cat_jump: u32,
        /// The mouse's jump.
        mouse_jump: u32,
        /// The turn limit in plies.
        turn_limit: u32,
    },
}

/// The best puzzle so far and what it scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The exact value of its start (without the turn limit on grids): the best start for the
    /// goal, or, if no start counts (say, no win for the wanted side), the first allowed one.
    pub value: Value,
    /// Its score under the goal (see [`Goal`]).
    pub score: i64,
    /// Whether it has the goal's property.
    pub holds: bool,
    /// Its size: edges (graphs) or floor cells (grids).
    pub size: usize,
    /// The evaluation that found it (1 = the starting puzzle).
    pub evaluation: u64,
}

/// What one chunk of search reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DesignProgress {
    /// Evaluations so far, in total (the starting puzzle counts as 1).
    pub evaluations: u64,
    /// The best score so far.
    pub best_score: i64,
    /// The score of the puzzle the search is at now.
    pub current_score: i64,
    /// Whether the best improved during this chunk.
    pub improved: bool,
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
            DesignError::GoalKind { what, applies_to } => {
                write!(f, "{what} applies to {applies_to} only")
            }
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
        }
    }

    /// The property the goal measures.
    const fn property(self) -> Property {
        match self {
            Goal::LongestWin { side } => Property::WinAtLeast { plies: 0, side },
            Goal::DpWrong => Property::DpWrong,
            Goal::TurnLimitDecides => Property::TurnLimitDecides,
            Goal::Smallest(p) => p,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The generator.

/// SplitMix64: tiny, fast, and the same on every platform.
#[derive(Clone, Debug)]
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n ≥ 1`), by multiply-shift (Lemire, without the rejection step: the
    /// bias is below `n / 2⁶⁴`).
    fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Uniform in `[0, 1)`, exactly representable.
    fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// `2^-x` for `x ≥ 0` with only correctly rounded arithmetic (so bit-identical everywhere):
/// the integer part by halving, the fraction by a degree-12 Taylor polynomial of `e^(−f·ln 2)`
/// (relative error below 1e-10, far below what the acceptance test can notice).
fn exp2_neg(x: f64) -> f64 {
    if x >= 64.0 {
        return 0.0;
    }
    let whole = x as u32; // x < 64
    let f = x - f64::from(whole);
    let t = -f * std::f64::consts::LN_2;
    let mut term = 1.0;
    let mut sum = 1.0;
    for k in 1..=12 {
        term = term * t / f64::from(k);
        sum += term;
    }
    let mut scale = 1.0;
    for _ in 0..whole {
        scale *= 0.5;
    }
    sum * scale
}

// ---------------------------------------------------------------------------------------------
// Candidates: the mutable puzzles the search edits.

/// A graph as the search edits it: one neighbour bitset per node.
#[derive(Clone, Debug, PartialEq, Eq)]
struct GraphCandidate {
    adj: Vec<u64>,
    edges: usize,
}

/// A grid as the search edits it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct GridCandidate {
    walls: Vec<bool>,
    wall_count: usize,
    food: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Candidate {
    Graph(GraphCandidate),
    Grid(GridCandidate),
}

impl GraphCandidate {
    fn has(&self, a: usize, b: usize) -> bool {
        self.adj[a] >> b & 1 == 1
    }

    fn toggle(&mut self, a: usize, b: usize) {
        if self.has(a, b) {
            self.edges -= 1;
        } else {
            self.edges += 1;
        }
        self.adj[a] ^= 1 << b;
        self.adj[b] ^= 1 << a;
    }

    fn edge_list(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::with_capacity(self.edges);
        for (a, &row) in self.adj.iter().enumerate() {
            let above = if a >= 63 { 0 } else { u64::MAX << (a + 1) };
            let mut bits = row & above; // neighbours above a
            while bits != 0 {
                out.push((a, bits.trailing_zeros() as usize));
                bits &= bits - 1;
            }
        }
        out
    }

    fn connected(&self) -> bool {
        let n = self.adj.len();
        let all = if n == 64 { u64::MAX } else { (1u64 << n) - 1 };
        let mut seen = 1u64;
        let mut frontier = 1u64;
        while frontier != 0 {
            let mut next = 0;
            let mut bits = frontier;
            while bits != 0 {
                next |= self.adj[bits.trailing_zeros() as usize];
                bits &= bits - 1;
            }
            frontier = next & !seen;
            seen |= next;
        }
        seen & all == all
    }

    /// The adjacency lists.
    fn lists(&self) -> Vec<Vec<usize>> {
        self.adj
            .iter()
            .map(|&row| {
                let mut list = Vec::with_capacity(row.count_ones() as usize);
                let mut bits = row;
                while bits != 0 {
                    list.push(bits.trailing_zeros() as usize);
                    bits &= bits - 1;
                }
                list
            })
            .collect()
    }

    /// A random graph of the space: a random spanning tree first if it must be connected, then
    /// random edges up to a random count in the allowed range.
    fn random(space: &GraphSpace, rng: &mut Rng) -> GraphCandidate {
        let n = space.nodes;
        let mut g = GraphCandidate {
            adj: vec![0; n],
            edges: 0,
        };
        let target = space.min_edges + rng.below(space.max_edges - space.min_edges + 1);
        if space.connected {
            // Nodes in random order, each joined to a random earlier one.
            let mut order: Vec<usize> = (0..n).collect();
            for i in (1..n).rev() {
                order.swap(i, rng.below(i + 1));
            }
            for i in 1..n {
                let parent = order[rng.below(i)];
                g.toggle(order[i], parent);
            }
        }
        if g.edges < target {
            let mut free: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .filter(|&(a, b)| !g.has(a, b))
                .collect();
            while g.edges < target {
                let (a, b) = free.swap_remove(rng.below(free.len()));
                g.toggle(a, b);
            }
        }
        g
    }

    /// One random edit within the space, or `false` if the drawn edit is not allowed (the
    /// caller draws again).
    fn mutate(&mut self, space: &GraphSpace, rng: &mut Rng) -> bool {
        let n = space.nodes;
        match rng.below(4) {
            // Add an edge.
            0 => {
                if self.edges >= space.max_edges {
                    return false;
                }
                let (a, b) = (rng.below(n), rng.below(n));
                if a == b || self.has(a, b) {
                    return false;
                }
                self.toggle(a, b);
                true
            }
            // Remove an edge.
            1 => {
                if self.edges <= space.min_edges || self.edges == 0 {
                    return false;
                }
                let edges = self.edge_list();
                let (a, b) = edges[rng.below(edges.len())];
                self.toggle(a, b);
                if space.connected && !self.connected() {
                    self.toggle(a, b);
                    return false;
                }
                true
            }
            // Rewire: an edge keeps one end and moves the other.
            _ => {
                if self.edges == 0 {
                    return false;
                }
                let edges = self.edge_list();
                let (mut a, mut b) = edges[rng.below(edges.len())];
                if rng.below(2) == 1 {
                    std::mem::swap(&mut a, &mut b);
                }
                let c = rng.below(n);
                if c == a || c == b || self.has(a, c) {
                    return false;
                }
                self.toggle(a, b);
                self.toggle(a, c);
                if space.connected && !self.connected() {
                    self.toggle(a, c);
                    self.toggle(a, b);
                    return false;
                }
                true
            }
        }
    }
}

impl GridCandidate {
    /// Whether `cell` may hold a wall: not the food, not a fixed piece.
    fn wallable(&self, space: &GridSpace, cell: usize) -> bool {
        cell != self.food && Some(cell) != space.mouse && Some(cell) != space.cat
    }

    fn set_wall(&mut self, cell: usize, wall: bool) {
        if self.walls[cell] != wall {
            self.walls[cell] = wall;
            if wall {
                self.wall_count += 1;
            } else {
                self.wall_count -= 1;
            }
        }
    }

    /// A random grid of the space: the food on its fixed cell or a random one, then a random
    /// number of walls in the allowed range on random cells that may hold one.
    fn random(space: &GridSpace, rng: &mut Rng) -> GridCandidate {
        let cells = space.rows * space.cols;
        let food = space.food.unwrap_or_else(|| loop {
            let cell = rng.below(cells);
            if Some(cell) != space.mouse && Some(cell) != space.cat {
                break cell;
            }
        });
        let mut g = GridCandidate {
            walls: vec![false; cells],
            wall_count: 0,
            food,
        };
        let target = space.min_walls + rng.below(space.max_walls - space.min_walls + 1);
        let mut free: Vec<usize> = (0..cells).filter(|&c| g.wallable(space, c)).collect();
        while g.wall_count < target && !free.is_empty() {
            let cell = free.swap_remove(rng.below(free.len()));
            g.set_wall(cell, true);
        }
        g
    }

    /// One random edit within the space, or `false` if the drawn edit is not allowed.
    fn mutate(&mut self, space: &GridSpace, rng: &mut Rng) -> bool {
        let cells = space.rows * space.cols;
        let cell = rng.below(cells);
        match rng.below(if space.food.is_none() { 5 } else { 4 }) {
            // Add a wall.
            0 => {
                if self.wall_count >= space.max_walls
                    || self.walls[cell]
                    || !self.wallable(space, cell)
                {
                    return false;
                }
                self.set_wall(cell, true);
                true
            }
            // Remove a wall.
            1 => {
                if self.wall_count <= space.min_walls || !self.walls[cell] {
                    return false;
                }
                self.set_wall(cell, false);
                true
            }
            // Move a wall: to a neighbouring cell (half the time) or anywhere.
            2 | 3 => {
                if !self.walls[cell] {
                    return false;
                }
                let to = if rng.below(2) == 0 {
                    let (r, c) = (cell / space.cols, cell % space.cols);
                    match rng.below(4) {
                        0 if r > 0 => cell - space.cols,
                        1 if r + 1 < space.rows => cell + space.cols,
                        2 if c > 0 => cell - 1,
                        3 if c + 1 < space.cols => cell + 1,
                        _ => return false,
                    }
                } else {
                    rng.below(cells)
                };
                if self.walls[to] || !self.wallable(space, to) {
                    return false;
                }
                self.set_wall(cell, false);
                self.set_wall(to, true);
                true
            }
            // Move the food to a floor cell that holds no fixed piece.
            _ => {
                if self.walls[cell]
                    || cell == self.food
                    || Some(cell) == space.mouse
                    || Some(cell) == space.cat
                {
                    return false;
                }
                self.food = cell;
                true
            }
        }
    }

    /// The cells as the grid game reads them, with the mouse and the cat on `mouse` and `cat`.
    fn chars(&self, mouse: usize, cat: usize) -> Vec<char> {
        (0..self.walls.len())
            .map(|c| {
                if c == self.food {
                    'F'
                } else if c == mouse {
                    'M'
                } else if c == cat {
                    'C'
                } else if self.walls[c] {
                    '#'
                } else {
                    '.'
                }
            })
            .collect()
    }

    /// Two floor cells for the mouse and the cat (their fixed cells, or the first free ones),
    /// so that the game can be built: the table does not depend on where they start.
    fn placeholders(&self, space: &GridSpace) -> (usize, usize) {
        let mut free = (0..self.walls.len())
            .filter(|&c| !self.walls[c] && c != self.food && Some(c) != space.mouse)
            .filter(|&c| Some(c) != space.cat);
        let mouse = space.mouse.or_else(|| free.next());
        let cat = space.cat.or_else(|| free.next());
        // The wall budget leaves at least two floor cells beside the food.
        (
            mouse.expect("a floor cell for the mouse"),
            cat.expect("a floor cell for the cat"),
        )
    }
}

// ---------------------------------------------------------------------------------------------
// Scoring.

/// The best start of an evaluated candidate and its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Eval {
    /// What the search compares: the score, then a tie-break (more starts reaching the best
    /// value is better: a plateau with many good starts tends to lead uphill).
    rank: (i64, i64),
    /// The best start's mouse and cat places.
    start: (u32, u32),
    /// The best start's exact value.
    value: Value,
    holds: bool,
    size: usize,
}

/// The measure of `property` at one start of value `value`: larger is better; `None` if the
/// start does not count at all (not a win of the wanted kind).
fn measure(property: Property, value: Value, nodes: usize, limit: u32) -> Option<i64> {
    let d = i64::from(value.distance);
    match property {
        Property::WinAtLeast { plies, side } => {
            let winner = value.outcome.winner()?;
            if side.is_some_and(|s| s != winner) {
                return None;
            }
            Some(d - i64::from(plies))
        }
        Property::DpWrong => {
            value.outcome.winner()?;
            Some(d - 2 * nodes as i64)
        }
        Property::TurnLimitDecides => {
            (value.outcome == Outcome::MouseWin).then_some(d - i64::from(limit))
        }
    }
}

/// Whether a measured margin has the property.
fn holds(property: Property, margin: i64) -> bool {
    match property {
        Property::WinAtLeast { .. } | Property::DpWrong => margin >= 0,
        Property::TurnLimitDecides => margin > 0,
    }
}

/// The margin of a start with no counting win: below every real margin.
fn no_margin(property: Property, nodes: usize, limit: u32) -> i64 {
    match property {
        Property::WinAtLeast { plies, .. } => -i64::from(plies) - 1,
        Property::DpWrong => -2 * nodes as i64 - 1,
        Property::TurnLimitDecides => -i64::from(limit) - 1,
    }
}

/// Scores a solved table: every allowed start of the mouse-to-move plane is measured, and the
/// best one kept.
fn score_table(
    goal: Goal,
    table: &OutcomeTable,
    starts: &mut dyn Iterator<Item = (u32, u32)>,
    nodes: usize,
    limit: Option<u32>,
    size: usize,
    largest: usize,
) -> Eval {
    let property = goal.property();
    let lim = limit.unwrap_or(u32::MAX);
    let mut best = no_margin(property, nodes, lim);
    let mut best_start = None;
    let mut ties = 0i64;
    // The first allowed start: shown when no start counts for the goal.
    let mut first = None;
    let layout = table.layout();
    for (m, c) in starts {
        let index = layout.index(State::new(m, c, Player::Mouse));
        let Some(value) = table.value_at(index) else {
            continue;
        };
        first.get_or_insert((m, c, value));
        // On grids, a win needs to fit the turn limit, except for the goal about the limit.
        if limit.is_some()
            && property != Property::TurnLimitDecides
            && value.outcome != Outcome::Draw
            && value.distance > lim
        {
            continue;
        }
        let Some(margin) = measure(property, value, nodes, lim) else {
            continue;
        };
        if margin > best || best_start.is_none() {
            best = margin;
            best_start = Some((m, c, value));
            ties = 1;
        } else if margin == best {
            ties += 1;
        }
    }
    let (m, c, value) = best_start
        .or(first)
        .expect("every space allows a start (validated)");
    let start = (m, c);
    let has = best_start.is_some() && holds(property, best);
    let rank = match goal {
        Goal::LongestWin { .. } => {
            let score = if best_start.is_some() {
                i64::from(value.distance)
            } else {
                -1
            };
            (score, ties)
        }
        Goal::DpWrong | Goal::TurnLimitDecides => (best, ties),
        // Smallest: with the property, the smaller the better (then the wider margin);
        // without, the closer the better (then the smaller).
        Goal::Smallest(_) => {
            if has {
                ((largest - size) as i64 + 1, best)
            } else {
                (best.min(0), (largest - size) as i64)
            }
        }
    };
    Eval {
        rank,
        start,
        value,
        holds: has,
        size,
    }
}

// ---------------------------------------------------------------------------------------------
// The designer.

/// The annealing schedule: epochs of `EPOCH` evaluations, cooling linearly from `HOT` to
/// `COLD` plies. Tuned on 17-node graphs (12 seeds × 200,000 evaluations each, longest win
/// from the start): a start of 1 ply averaged 77 plies, against 71 for 2 plies, 70 for 0.75,
/// 73 for epochs of 6,000, and 68 when every restart went back to the best.
const EPOCH: u64 = 3000;
const HOT: f64 = 1.0;
const COLD: f64 = 0.05;
/// Edits drawn before giving up on finding an allowed one and restarting instead.
const TRIES: usize = 64;

/// A seeded local search for puzzles that maximise a goal.
///
/// It searches a space of puzzles the user bounds ([`GraphSpace`]: nodes, edges,
/// connected or not; [`GridSpace`]: rows, columns, walls, jumps, turn limit, pieces fixed or
/// free) for one that maximises a [`Goal`]: the longest forced win from the start, the widest
/// margin by which the popular `2n`-horizon DP is wrong, a mouse win that the turn limit takes
/// away, or the smallest puzzle with one of these properties.
///
/// # How it searches
/// Simulated annealing over small edits (graph: add, remove or rewire an edge; grid: add,
/// remove or move a wall, move the food), in epochs: each epoch cools from a temperature of 1
/// ply to 0.05, then restarts, alternately from the best puzzle so far and from a fresh
/// random one. Every evaluation solves the candidate exactly ([`solve`]) and reads the
/// whole table, so one evaluation scores **every placement of the pieces** at once: on a
/// graph, node labels are free, so any state with the mouse to move can be the start (the
/// best one is relabelled to the classic hole 0, mouse 1, cat 2); on a grid, every cell pair
/// the constraints allow for the mouse and the cat.
///
/// # Deterministic
/// The search uses its own generator, seeded by [`DesignSpec::seed`], integer scores and only
/// correctly rounded float arithmetic (no `exp`, whose last bit differs between platforms). The
/// same seed and the same number of evaluations give the same best puzzle, natively and in
/// wasm, however [`Designer::step`] is chunked.
///
/// ```
/// use cat_mouse::{DesignSpec, Designer, Goal, GraphSpace, Space};
/// let spec = DesignSpec {
///     space: Space::Graph(GraphSpace { nodes: 8, min_edges: 7, max_edges: 16, connected: true }),
///     goal: Goal::LongestWin { side: None },
///     seed: 7,
/// };
/// let mut designer = Designer::new(spec)?;
/// designer.step(300);
/// let best = designer.best();
/// assert!(best.holds && best.value.distance > 0);
/// # Ok::<_, cat_mouse::DesignError>(())
/// ```
///
/// Drive it in chunks ([`step`](Designer::step)), read the best so far at any time
/// ([`best`](Designer::best)). Creating it evaluates a random starting puzzle (evaluation 1).
#[derive(Clone, Debug)]
pub struct Designer {
    spec: DesignSpec,
    rng: Rng,
    evaluations: u64,
    current: Candidate,
    current_eval: Eval,
    best: Candidate,
    best_eval: Eval,
    best_at: u64,
    /// Evaluations into the current epoch.
    epoch_step: u64,
    epochs: u64,
    history: Vec<(u64, i64)>,
}

impl Designer {
    /// A designer for `spec`, with its starting puzzle evaluated.
    ///
    /// # Errors
    /// If a constraint is out of range, contradicts another, or the goal does not apply to the
    /// kind of puzzle (see [`DesignError`]).
    pub fn new(spec: DesignSpec) -> Result<Designer, DesignError> {
        validate(&spec)?;
        let spec = clamped(spec);
        let mut rng = Rng(spec.seed ^ 0x6A09_E667_F3BC_C909);
        let current = random_candidate(&spec.space, &mut rng);
        let current_eval = evaluate(&spec, &current);
        Ok(Designer {
            spec,
            rng,
            evaluations: 1,
            best: current.clone(),
            best_eval: current_eval,
            current,
            current_eval,
            best_at: 1,
            epoch_step: 0,
            epochs: 0,
            history: vec![(1, current_eval.rank.0)],
        })
    }

    /// The spec it searches for, with a `max_edges` or `max_walls` above what fits lowered to
    /// what fits.
    #[must_use]
    pub fn spec(&self) -> &DesignSpec {
        &self.spec
    }

    /// Evaluations so far (the starting puzzle counts as 1).
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        self.evaluations
    }

    /// Every improvement of the best score: `(evaluation, score)`, the first being the starting
    /// puzzle.
    #[must_use]
    pub fn history(&self) -> &[(u64, i64)] {
        &self.history
    }

    /// Runs `evaluations` more evaluations (each solves one candidate).
    pub fn step(&mut self, evaluations: u64) -> DesignProgress {
        self.step_while(evaluations, || true)
    }

    /// Runs at most `evaluations` more evaluations, asking `go_on()` before each and stopping
    /// when it answers `false`: a caller's clock or memory check. Evaluations run are the same
    /// as in [`step`](Designer::step): how many ran is in the progress (`evaluations`), and the
    /// search goes on from there at the next call.
    pub fn step_while(
        &mut self,
        evaluations: u64,
        mut go_on: impl FnMut() -> bool,
    ) -> DesignProgress {
        let before = self.best_at;
        for _ in 0..evaluations {
            if !go_on() {
                break;
            }
            self.evaluate_one();
        }
        DesignProgress {
            evaluations: self.evaluations,
            best_score: self.best_eval.rank.0,
            current_score: self.current_eval.rank.0,
            improved: self.best_at != before,
        }
    }

    /// The best puzzle so far.
    #[must_use]
    pub fn best(&self) -> Found {
        found(&self.spec, &self.best, &self.best_eval, self.best_at)
    }

    /// One evaluation: an edit of the current puzzle (or a restart at the end of an epoch),
    /// accepted or not by the annealing rule.
    fn evaluate_one(&mut self) {
        let space = self.spec.space;
        let restart = self.epoch_step >= EPOCH;
        let candidate = if restart {
            self.epoch_step = 0;
            self.epochs += 1;
            // Odd epochs go back to the best so far, even ones start afresh.
            if self.epochs % 2 == 1 {
                let mut c = self.best.clone();
                self.edit(&mut c);
                c
            } else {
                random_candidate(&space, &mut self.rng)
            }
        } else {
            let mut c = self.current.clone();
            if !self.edit(&mut c) {
                c = random_candidate(&space, &mut self.rng);
            }
            c
        };
        let eval = evaluate(&self.spec, &candidate);
        self.evaluations += 1;
        self.epoch_step += 1;
        let accept = restart || eval.rank >= self.current_eval.rank || {
            // Worse by `drop` plies: accepted with probability 2^(−drop / T).
            let drop = (self.current_eval.rank.0 - eval.rank.0) as f64;
            let progress = self.epoch_step as f64 / EPOCH as f64;
            let temperature = HOT + (COLD - HOT) * progress;
            drop == 0.0 || self.rng.unit() < exp2_neg(drop / temperature)
        };
        if eval.rank > self.best_eval.rank {
            self.best = candidate.clone();
            self.best_eval = eval;
            self.best_at = self.evaluations;
            if self.history.last().map(|h| h.1) != Some(eval.rank.0) {
                self.history.push((self.evaluations, eval.rank.0));
            }
        }
        if accept {
            self.current = candidate;
            self.current_eval = eval;
        }
    }

    /// Applies one allowed random edit to `c`; `false` if none was found in [`TRIES`] draws.
    fn edit(&mut self, c: &mut Candidate) -> bool {
        for _ in 0..TRIES {
            let done = match (c as &mut Candidate, &self.spec.space) {
                (Candidate::Graph(g), Space::Graph(s)) => g.mutate(s, &mut self.rng),
                (Candidate::Grid(g), Space::Grid(s)) => g.mutate(s, &mut self.rng),
                _ => unreachable!("the candidate matches the space"),
            };
            if done {
                return true;
            }
        }
        false
    }
}

fn random_candidate(space: &Space, rng: &mut Rng) -> Candidate {
    match space {
        Space::Graph(s) => Candidate::Graph(GraphCandidate::random(s, rng)),
        Space::Grid(s) => Candidate::Grid(GridCandidate::random(s, rng)),
    }
}

/// Solves `candidate` and scores every allowed start.
fn evaluate(spec: &DesignSpec, candidate: &Candidate) -> Eval {
    match (candidate, &spec.space) {
        (Candidate::Graph(g), Space::Graph(s)) => {
            let game = GraphGame::with_roles(&g.lists(), GraphRoles::default())
                .expect("a designed graph is valid");
            let table = solve(&game);
            let n = s.nodes as u32;
            // The hole is node 0: every other pair of distinct nodes may start.
            let mut starts =
                (1..n).flat_map(|m| (1..n).filter(move |&c| c != m).map(move |c| (m, c)));
            score_table(
                spec.goal,
                &table,
                &mut starts,
                s.nodes,
                None,
                g.edges,
                s.max_edges,
            )
        }
        (Candidate::Grid(g), Space::Grid(s)) => {
            let (mouse, cat) = g.placeholders(s);
            let game = GridGame::from_cells(
                s.rows,
                s.cols,
                &g.chars(mouse, cat),
                (s.cat_jump, s.mouse_jump, s.turn_limit),
                crate::GridRules::default(),
            )
            .expect("a designed grid is valid");
            let table = solve(&game);
            let cells = s.rows * s.cols;
            let floor: Vec<u32> = (0..cells)
                .filter(|&c| !g.walls[c] && c != g.food)
                .map(|c| c as u32)
                .collect();
            let mice: Vec<u32> = match s.mouse {
                Some(m) => vec![m as u32],
                None => floor.clone(),
            };
            let cats: Vec<u32> = match s.cat {
                Some(c) => vec![c as u32],
                None => floor,
            };
            let mut starts = mice
                .iter()
                .flat_map(|&m| cats.iter().filter(move |&&c| c != m).map(move |&c| (m, c)));
            score_table(
                spec.goal,
                &table,
                &mut starts,
                cells,
                Some(s.turn_limit),
                cells - g.wall_count,
                cells - s.min_walls,
            )
        }
        _ => unreachable!("the candidate matches the space"),
    }
}

/// The found puzzle, with the best start placed: graphs relabelled so that the hole is 0, the
/// mouse 1 and the cat 2.
fn found(spec: &DesignSpec, candidate: &Candidate, eval: &Eval, evaluation: u64) -> Found {
    let (m, c) = (eval.start.0 as usize, eval.start.1 as usize);
    let puzzle = match (candidate, &spec.space) {
        (Candidate::Graph(g), Space::Graph(_)) => {
            let n = g.adj.len();
            // New labels: hole 0 stays 0, the mouse's node becomes 1, the cat's 2, the others
            // keep their order.
            let mut label: Vec<usize> = (0..n).collect();
            let mut next = 3;
            for (v, l) in label.iter_mut().enumerate() {
                *l = match v {
                    0 => 0,
                    _ if v == m => 1,
                    _ if v == c => 2,
                    _ => {
                        next += 1;
                        next - 1
                    }
                };
            }
            let lists = g.lists();
            let mut adjacency = vec![Vec::new(); n];
            for (v, list) in lists.iter().enumerate() {
                let mut mapped: Vec<usize> = list.iter().map(|&w| label[w]).collect();
                mapped.sort_unstable();
                adjacency[label[v]] = mapped;
            }
            Puzzle::Graph {
                adjacency,
                roles: GraphRoles::default(),
            }
        }
        (Candidate::Grid(g), Space::Grid(s)) => {
            let chars = g.chars(m, c);
            Puzzle::Grid {
                rows: chars.chunks(s.cols).map(|r| r.iter().collect()).collect(),
                cat_jump: s.cat_jump,
                mouse_jump: s.mouse_jump,
                turn_limit: s.turn_limit,
            }
        }
        _ => unreachable!("the candidate matches the space"),
    };
    Found {
        puzzle,
        value: eval.value,
        score: eval.rank.0,
        holds: eval.holds,
        size: eval.size,
        evaluation,
    }
}

/// `spec` with a `max_edges` or `max_walls` above what fits lowered to what fits.
fn clamped(mut spec: DesignSpec) -> DesignSpec {
    match &mut spec.space {
        Space::Graph(s) => s.max_edges = s.max_edges.min(s.nodes * (s.nodes - 1) / 2),
        Space::Grid(s) => s.max_walls = s.max_walls.min(s.rows * s.cols - MIN_DESIGN_PLACES),
    }
    spec
}

/// Checks every constraint of `spec`, in the order of the fields.
fn validate(spec: &DesignSpec) -> Result<(), DesignError> {
    let kind_error = |applies_to| {
        let what = match spec.goal {
            Goal::Smallest(Property::DpWrong) => "the property dpWrong",
            Goal::Smallest(Property::TurnLimitDecides) => "the property turnLimit",
            Goal::DpWrong => "the goal dpWrong",
            _ => "the goal turnLimit",
        };
        Err(DesignError::GoalKind { what, applies_to })
    };
    match spec.space {
        Space::Graph(s) => {
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
                return kind_error("grids");
            }
        }
        Space::Grid(s) => {
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
            if matches!(spec.goal, Goal::DpWrong | Goal::Smallest(Property::DpWrong)) {
                return kind_error("graphs");
            }
        }
    }
    if let Goal::Smallest(Property::WinAtLeast { plies: 0, .. }) = spec.goal {
        return Err(DesignError::ZeroPlies);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp2_neg_matches_powf() {
        for i in 0..1700 {
            let x = f64::from(i) * 0.037; // up to 62.9
            let exact = (-x).exp2();
            assert!((exp2_neg(x) - exact).abs() <= 1e-10 * exact, "{x}");
        }
        assert_eq!(exp2_neg(64.0), 0.0);
        assert_eq!(exp2_neg(0.0), 1.0);
    }

    #[test]
    fn below_stays_in_range() {
        let mut rng = Rng(1);
        for n in 1..100 {
            for _ in 0..50 {
                assert!(rng.below(n) < n);
            }
        }
    }

    #[test]
    fn random_graphs_respect_the_space() {
        let mut rng = Rng(3);
        for nodes in [3, 5, 8, 17, 64] {
            let most = nodes * (nodes - 1) / 2;
            for (min, max, connected) in [(0, most, false), (nodes - 1, nodes + 3, true)] {
                let space = GraphSpace {
                    nodes,
                    min_edges: min,
                    max_edges: max.min(most),
                    connected,
                };
                for _ in 0..20 {
                    let mut g = GraphCandidate::random(&space, &mut rng);
                    for _ in 0..50 {
                        g.mutate(&space, &mut rng);
                        assert_eq!(g.edge_list().len(), g.edges);
                        assert!((space.min_edges..=space.max_edges).contains(&g.edges));
                        assert!(!connected || g.connected());
                        assert!((0..nodes).all(|v| !g.has(v, v)));
                    }
                }
            }
        }
    }

    #[test]
    fn connected_sees_a_split() {
        let mut g = GraphCandidate {
            adj: vec![0; 4],
            edges: 0,
        };
        g.toggle(0, 1);
        g.toggle(2, 3);
        assert!(!g.connected());
        g.toggle(1, 2);
        assert!(g.connected());
    }
}
