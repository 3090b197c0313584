//! The one helper folder of the Rust tests: a seeded RNG, random instance generators, and
//! independent reference solvers written from the rules alone (they never use the crate's
//! `Game`, `Moves` or solver):
//!
//! - `reference.rs`: the reference model of one cat ([`reference::RefGame`], every rule
//!   variant), its value iteration, a literal game-tree search and the turn-limited grid;
//! - `raw.rs`: the same model flattened to successor lists ([`raw::RawGame`]), as the Watch's
//!   and the records' re-runs read it;
//! - `cats.rs`: the several-cats reference over ordered cat tuples, graph6 and named graphs;
//! - `rng.rs`: the one seeded generator (the benchmarks include it too);
//! - `spec.rs`: design specs read from their JavaScript shape.
//!
//! Each integration test file includes this module with `mod support;` and uses a part of it.
#![allow(dead_code)]

pub mod cats;
pub mod raw;
pub mod reference;
mod rng;
#[cfg(not(target_arch = "wasm32"))] // serde_json is a native dev-dependency
pub mod spec;

use std::fmt;

use cat_mouse::{GraphRoles, GraphRules, GridRules, Player};

/// The shared seeded generator (tests/support/rng.rs).
pub use rng::Rng;

/// A graph game instance: adjacency lists and roles.
#[derive(Clone, Debug)]
pub struct GraphInstance {
    /// `adj[a]` lists the neighbours of `a`.
    pub adj: Vec<Vec<usize>>,
    /// Hole, starts and first player.
    pub roles: GraphRoles,
    /// Which generator made it.
    pub kind: &'static str,
}

impl fmt::Display for GraphInstance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.roles;
        write!(
            f,
            "graph ({}) {:?} hole {} mouse {} cat {} first {}",
            self.kind, self.adj, r.hole, r.mouse, r.cat, r.first
        )
    }
}

/// Builds sorted adjacency lists from an edge set on `n` nodes (duplicates and loops dropped).
pub fn adjacency(n: usize, edges: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for &(a, b) in edges {
        if a != b && !adj[a].contains(&b) {
            adj[a].push(b);
            adj[b].push(a);
        }
    }
    for list in &mut adj {
        list.sort_unstable();
    }
    adj
}

fn random_tree(rng: &mut Rng, nodes: &[usize], edges: &mut Vec<(usize, usize)>) {
    for i in 1..nodes.len() {
        edges.push((nodes[i], nodes[rng.below(i)]));
    }
}

fn random_edges(rng: &mut Rng, n: usize, p: f64, edges: &mut Vec<(usize, usize)>) {
    for (a, list) in rng.pairs_graph(n, p).into_iter().enumerate() {
        edges.extend(list.into_iter().filter(|&b| a < b).map(|b| (a, b)));
    }
}

/// A random graph with `n` nodes of one of several shapes (named by the returned kind).
pub fn random_graph_edges(rng: &mut Rng, n: usize) -> (Vec<(usize, usize)>, &'static str) {
    let mut edges = Vec::new();
    let perm = rng.permutation(n);
    let kind = match rng.below(10) {
        0 => {
            let p = [0.15, 0.35][rng.below(2)];
            random_edges(rng, n, p, &mut edges);
            "sparse"
        }
        1 => {
            let p = [0.6, 0.9][rng.below(2)];
            random_edges(rng, n, p, &mut edges);
            "dense"
        }
        2 => {
            random_tree(rng, &perm, &mut edges);
            "tree"
        }
        3 => {
            // A cycle through every node, sometimes with a chord.
            for i in 0..n {
                edges.push((perm[i], perm[(i + 1) % n]));
            }
            if rng.chance(0.5) {
                edges.push((rng.below(n), rng.below(n)));
            }
            "cycle"
        }
        4 => {
            // A cycle on some nodes, the rest hanging off it as pendant paths.
            let k = rng.range(3.min(n), n);
            for i in 0..k {
                edges.push((perm[i], perm[(i + 1) % k]));
            }
            for i in k..n {
                edges.push((perm[i], perm[rng.below(i)]));
            }
            "cycle+pendants"
        }
        5 => {
            random_edges(rng, n, 1.0, &mut edges);
            "complete"
        }
        6 => {
            // Two components (one may be a single isolated node).
            let cut = rng.range(1, n - 1);
            random_tree(rng, &perm[..cut], &mut edges);
            random_tree(rng, &perm[cut..], &mut edges);
            for _ in 0..rng.below(3) {
                let (a, b) = (rng.below(cut), rng.below(cut));
                edges.push((perm[a], perm[b]));
            }
            "two components"
        }
        7 => {
            // A random graph with some isolated nodes.
            let isolated = rng.range(1, (n - 1).min(3));
            let live = &perm[isolated..];
            for a in 0..live.len() {
                for b in a + 1..live.len() {
                    if rng.chance(0.45) {
                        edges.push((live[a], live[b]));
                    }
                }
            }
            "isolated nodes"
        }
        8 => {
            // A star around a hub plus a few random edges.
            let hub = perm[0];
            for &x in &perm[1..] {
                edges.push((hub, x));
            }
            random_edges(rng, n, 0.15, &mut edges);
            "star"
        }
        _ => {
            // A path with a few chords.
            for i in 1..n {
                edges.push((perm[i - 1], perm[i]));
            }
            for _ in 0..rng.below(3) {
                edges.push((rng.below(n), rng.below(n)));
            }
            "path"
        }
    };
    (edges, kind)
}

/// Random roles on `adj`: distinct hole, mouse and cat, either player first. Biased towards the
/// interesting spots: the pieces next to the hole, and the cat on a node whose only neighbour is
/// the hole.
pub fn random_roles(rng: &mut Rng, adj: &[Vec<usize>]) -> GraphRoles {
    let n = adj.len();
    let first = if rng.chance(0.5) {
        Player::Mouse
    } else {
        Player::Cat
    };
    let hole = rng.below(n);
    let others: Vec<usize> = (0..n).filter(|&x| x != hole).collect();
    let next_to_hole: Vec<usize> = adj[hole].clone();
    let pick = |rng: &mut Rng, avoid: usize| loop {
        let x = if !next_to_hole.is_empty() && rng.chance(0.35) {
            next_to_hole[rng.below(next_to_hole.len())]
        } else {
            others[rng.below(others.len())]
        };
        if x != avoid {
            break x;
        }
    };
    let mouse = pick(rng, usize::MAX);
    let cat = pick(rng, mouse);
    GraphRoles {
        hole,
        mouse,
        cat,
        first,
    }
}

/// A random graph instance with `n` nodes in `min..=max`.
pub fn random_graph(rng: &mut Rng, min: usize, max: usize) -> GraphInstance {
    let n = rng.range(min, max);
    let (edges, kind) = random_graph_edges(rng, n);
    let adj = adjacency(n, &edges);
    let roles = if rng.chance(0.2) {
        GraphRoles::default()
    } else {
        random_roles(rng, &adj)
    };
    GraphInstance { adj, roles, kind }
}

/// A grid game instance.
#[derive(Clone, Debug)]
pub struct GridInstance {
    /// The rows, with `#`, `.`, `C`, `M`, `F`.
    pub rows: Vec<String>,
    /// The cat's jump.
    pub cat_jump: u32,
    /// The mouse's jump.
    pub mouse_jump: u32,
}

impl fmt::Display for GridInstance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "grid {:?} catJump {} mouseJump {}",
            self.rows, self.cat_jump, self.mouse_jump
        )
    }
}

/// A random grid from `1x3` to `max_rows x max_cols`, with walls and jumps 1..=5.
pub fn random_grid(rng: &mut Rng, max_rows: usize, max_cols: usize) -> GridInstance {
    let (rows, cols) = loop {
        let (r, c) = (rng.range(1, max_rows), rng.range(1, max_cols));
        if r * c >= 3 {
            break (r, c);
        }
    };
    let cells = rows * cols;
    let wall_p = [0.0, 0.15, 0.3, 0.5][rng.below(4)];
    let mut board: Vec<u8> = (0..cells)
        .map(|_| if rng.chance(wall_p) { b'#' } else { b'.' })
        .collect();
    let perm = rng.permutation(cells);
    for (k, piece) in [b'C', b'M', b'F'].into_iter().enumerate() {
        board[perm[k]] = piece;
    }
    let rows = board
        .chunks(cols)
        .map(|r| String::from_utf8(r.to_vec()).unwrap())
        .collect();
    GridInstance {
        rows,
        cat_jump: rng.range(1, 5) as u32,
        mouse_jump: rng.range(1, 5) as u32,
    }
}

/// The graph game's variants, by number, for [`random_graph_variant`]: one-way edges, the cat
/// entering holes, several holes, the mouse passing, the cat passing.
pub const GRAPH_VARIANTS: [&str; 5] = [
    "directed",
    "cat enters hole",
    "several holes",
    "mouse passes",
    "cat passes",
];

/// A graph instance under rule variants.
#[derive(Clone, Debug)]
pub struct GraphVariantInstance {
    /// `adj[a]` lists where a move from `a` may go.
    pub adj: Vec<Vec<usize>>,
    /// Hole, starts and first player.
    pub roles: GraphRoles,
    /// The variants.
    pub rules: GraphRules,
    /// Which generator made the graph.
    pub kind: &'static str,
}

impl fmt::Display for GraphVariantInstance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let r = self.roles;
        write!(
            f,
            "graph ({}) {:?} hole {} mouse {} cat {} first {} rules {:?}",
            self.kind, self.adj, r.hole, r.mouse, r.cat, r.first, self.rules
        )
    }
}

/// A random graph of `min..=max` nodes under random variants: variant `only` alone (an index
/// of [`GRAPH_VARIANTS`]), or, with `None`, each variant on with probability one half.
pub fn random_graph_variant(
    rng: &mut Rng,
    min: usize,
    max: usize,
    only: Option<usize>,
) -> GraphVariantInstance {
    let GraphInstance {
        mut adj,
        mut roles,
        kind,
    } = random_graph(rng, min.max(3), max);
    let on = |rng: &mut Rng, k: usize| only.map_or_else(|| rng.chance(0.5), |o| o == k);
    let (directed, enters, several, mouse_passes, cat_passes) =
        (on(rng, 0), on(rng, 1), on(rng, 2), on(rng, 3), on(rng, 4));
    let n = adj.len();
    if directed {
        // Each edge one way (either), or both; sometimes an extra arc.
        let mut lists = vec![Vec::new(); n];
        for a in 0..n {
            for &b in &adj[a] {
                if a < b {
                    match rng.below(3) {
                        0 => lists[a].push(b),
                        1 => lists[b].push(a),
                        _ => {
                            lists[a].push(b);
                            lists[b].push(a);
                        }
                    }
                }
            }
        }
        for _ in 0..rng.below(3) {
            let (a, b) = (rng.below(n), rng.below(n));
            if a != b && !lists[a].contains(&b) {
                lists[a].push(b);
            }
        }
        for list in &mut lists {
            list.sort_unstable();
        }
        adj = lists;
    }
    let mut extra_holes = Vec::new();
    if several {
        // One or two more holes, on free nodes (or, when the cat may enter holes, sometimes on
        // the cat's start).
        let free: Vec<usize> = (0..n)
            .filter(|&x| x != roles.hole && x != roles.mouse && x != roles.cat)
            .collect();
        for _ in 0..rng.range(1, 2) {
            if !free.is_empty() {
                let x = free[rng.below(free.len())];
                if !extra_holes.contains(&x) {
                    extra_holes.push(x);
                }
            }
        }
        if enters && (extra_holes.is_empty() || rng.chance(0.25)) {
            extra_holes.push(roles.cat);
        }
    }
    if enters && !several && rng.chance(0.2) {
        // The cat starts in the hole (never the mouse's start).
        roles.cat = roles.hole;
    }
    let rules = GraphRules {
        directed,
        cat_enters_hole: enters,
        extra_holes,
        mouse_passes,
        cat_passes,
    };
    GraphVariantInstance {
        adj,
        roles,
        rules,
        kind,
    }
}

/// The grid game's variants, by number, for [`random_grid_variant`].
pub const GRID_VARIANTS: [&str; 6] = [
    "several foods",
    "blocking",
    "mouse never stays",
    "cat never stays",
    "mouse diagonal",
    "cat diagonal",
];

/// A grid instance under rule variants.
#[derive(Clone, Debug)]
pub struct GridVariantInstance {
    /// The grid, its jumps.
    pub grid: GridInstance,
    /// The variants.
    pub rules: GridRules,
}

impl fmt::Display for GridVariantInstance {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} rules {:?}", self.grid, self.rules)
    }
}

/// A random grid up to `max_rows × max_cols` under random variants: variant `only` alone (an
/// index of [`GRID_VARIANTS`]), or, with `None`, each on with probability one half.
pub fn random_grid_variant(
    rng: &mut Rng,
    max_rows: usize,
    max_cols: usize,
    only: Option<usize>,
) -> GridVariantInstance {
    let mut grid = random_grid(rng, max_rows, max_cols);
    let on = |rng: &mut Rng, k: usize| only.map_or_else(|| rng.chance(0.5), |o| o == k);
    let rules = GridRules {
        several_foods: on(rng, 0),
        blocking: on(rng, 1),
        mouse_stays: !on(rng, 2),
        cat_stays: !on(rng, 3),
        mouse_diagonal: on(rng, 4),
        cat_diagonal: on(rng, 5),
    };
    if rules.several_foods {
        // One or two more foods on floor cells (none if the board is full).
        let cols = grid.rows[0].len();
        let mut cells: Vec<u8> = grid.rows.concat().into_bytes();
        for _ in 0..rng.range(1, 2) {
            let floor: Vec<usize> = (0..cells.len()).filter(|&p| cells[p] == b'.').collect();
            if !floor.is_empty() {
                cells[floor[rng.below(floor.len())]] = b'F';
            }
        }
        grid.rows = cells
            .chunks(cols)
            .map(|r| String::from_utf8(r.to_vec()).unwrap())
            .collect();
    }
    GridVariantInstance { grid, rules }
}
