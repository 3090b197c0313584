//! Shared test helpers: a seeded RNG, random instance generators, and independent reference
//! solvers written from the rules alone (they never use the crate's `Game`, `Moves` or solver).
//!
//! Each integration test file includes this module with `mod common;` and uses a part of it.
#![allow(dead_code)]

pub mod reference;

use std::fmt;

use cat_mouse::{GraphRoles, Player};

/// xorshift64*: small, seeded, reproducible, no dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value; 0 is remapped).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }

    /// A uniformly random permutation of `0..n`.
    pub fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
        v
    }
}

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
    for a in 0..n {
        for b in a + 1..n {
            if rng.chance(p) {
                edges.push((a, b));
            }
        }
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
