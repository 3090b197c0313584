//! The candidates: the mutable puzzles the search edits (a graph as neighbour bitsets, a grid
//! as walls and food), how a random one is drawn, and the small edits between them.

use super::rng::Rng;
use super::{GraphSpace, GridSpace, Space};

/// A graph as the search edits it: one neighbour bitset per node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct GraphCandidate {
    pub(super) adj: Vec<u64>,
    pub(super) edges: usize,
}

/// A grid as the search edits it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct GridCandidate {
    pub(super) walls: Vec<bool>,
    pub(super) wall_count: usize,
    pub(super) food: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Candidate {
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
    pub(super) fn lists(&self) -> Vec<Vec<usize>> {
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

    /// The adjacency lists flat: each node's list length, and every list one after the other
    /// (the shape [`GraphGame`](crate::GraphGame) builds from, without a `Vec` per node).
    pub(super) fn flat_lists(&self) -> (Vec<usize>, Vec<usize>) {
        let lengths = self
            .adj
            .iter()
            .map(|row| row.count_ones() as usize)
            .collect();
        let mut neighbours = Vec::with_capacity(2 * self.edges);
        for &row in &self.adj {
            let mut bits = row;
            while bits != 0 {
                neighbours.push(bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
        (lengths, neighbours)
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

    /// Swaps the labels `a` and `b`: the same graph, with the two nodes' roles exchanged (node
    /// 0 is the hole).
    fn swap_labels(&mut self, a: usize, b: usize) {
        self.adj.swap(a, b);
        for row in &mut self.adj {
            if (*row >> a & 1) != (*row >> b & 1) {
                *row ^= (1 << a) | (1 << b);
            }
        }
    }

    /// Rewires node `v`'s whole neighbourhood: removes all its edges and joins it to a fresh
    /// random set of `degree − 1` to `degree + 1` nodes (at least 1, within the edge bounds).
    /// `false`, with the graph unchanged, if the result would leave the space (disconnected)
    /// or is the graph it started as.
    fn rewire_node(&mut self, space: &GraphSpace, rng: &mut Rng, v: usize) -> bool {
        let n = space.nodes;
        let old = self.adj[v];
        let degree = old.count_ones() as usize;
        let rest = self.edges - degree;
        let low = degree
            .saturating_sub(1)
            .max(1)
            .max(space.min_edges.saturating_sub(rest));
        let high = (degree + 1).min(n - 1).min(space.max_edges - rest);
        if low > high {
            return false;
        }
        let new_degree = low + rng.below(high - low + 1);
        // A random `new_degree`-subset of the other nodes (a partial shuffle).
        let mut others: Vec<usize> = (0..n).filter(|&u| u != v).collect();
        let mut fresh = 0u64;
        for i in 0..new_degree {
            let j = i + rng.below(others.len() - i);
            others.swap(i, j);
            fresh |= 1 << others[i];
        }
        if fresh == old {
            return false;
        }
        self.set_neighbours(v, fresh);
        if space.connected && !self.connected() {
            self.set_neighbours(v, old);
            return false;
        }
        true
    }

    /// Gives node `v` exactly the neighbours `row` (no bit of `v` itself).
    fn set_neighbours(&mut self, v: usize, row: u64) {
        let mut change = self.adj[v] ^ row;
        while change != 0 {
            let u = change.trailing_zeros() as usize;
            change &= change - 1;
            self.toggle(v, u);
        }
    }

    /// One random edit within the space, or `false` if the drawn edit is not allowed (the
    /// caller draws again). With `hole_moves`, one draw in five moves the hole instead: node 0
    /// swaps labels with another node; with `node_moves`, one draw in five (one in six with
    /// both) rewires a random node's whole neighbourhood ([`rewire_node`](Self::rewire_node)).
    /// Without either, the draws are the ones of every earlier search.
    pub(super) fn mutate(
        &mut self,
        space: &GraphSpace,
        rng: &mut Rng,
        hole_moves: bool,
        node_moves: bool,
    ) -> bool {
        let n = space.nodes;
        let kinds = 4 + usize::from(hole_moves) + usize::from(node_moves);
        let mut kind = rng.below(kinds);
        if kind == 4 && !hole_moves {
            kind = 5;
        }
        match kind {
            // Rewire a whole node.
            5 => {
                let v = rng.below(n);
                self.rewire_node(space, rng, v)
            }
            // Move the hole: the same graph, the hole on another node.
            4 => {
                let v = rng.below(n);
                if v == 0 {
                    return false;
                }
                self.swap_labels(0, v);
                true
            }
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
    pub(super) fn mutate(&mut self, space: &GridSpace, rng: &mut Rng) -> bool {
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
    pub(super) fn chars(&self, mouse: usize, cat: usize) -> Vec<char> {
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
    pub(super) fn placeholders(&self, space: &GridSpace) -> (usize, usize) {
        let mut free = (0..self.walls.len())
            .filter(|&c| !self.walls[c] && c != self.food && Some(c) != space.mouse)
            .filter(|&c| Some(c) != space.cat);
        let mouse = space.mouse.or_else(|| free.next());
        let cat = space.cat.or_else(|| free.next());
        // Not reachable from input: the wall budget (and `from_puzzle`, for an adopted grid)
        // leaves at least two floor cells beside the food, and a fixed piece's cell is floor.
        (
            mouse.expect("a floor cell for the mouse"),
            cat.expect("a floor cell for the cat"),
        )
    }
}

pub(super) fn random_candidate(space: &Space, rng: &mut Rng) -> Candidate {
    match space {
        Space::Graph(s) => Candidate::Graph(GraphCandidate::random(s, rng)),
        Space::Grid(s) => Candidate::Grid(GridCandidate::random(s, rng)),
    }
}

/// The candidate of a found puzzle, if it lies in `space`: a graph with the space's nodes, an
/// edge count in range and connected if asked (any labelling: every start is scored anyway); a
/// grid of the space's size, a wall count in range, one food on its fixed cell if fixed, and no
/// wall on a fixed piece. `None` if it does not fit.
pub(super) fn from_puzzle(space: &Space, puzzle: &super::Puzzle) -> Option<Candidate> {
    match (space, puzzle) {
        (Space::Graph(s), super::Puzzle::Graph { adjacency, .. }) => {
            let n = s.nodes;
            if adjacency.len() != n {
                return None;
            }
            let mut g = GraphCandidate {
                adj: vec![0; n],
                edges: 0,
            };
            for (a, list) in adjacency.iter().enumerate() {
                for &b in list {
                    if b >= n || b == a {
                        return None;
                    }
                    if b > a && !g.has(a, b) {
                        g.toggle(a, b);
                    }
                }
            }
            // Symmetric lists only: every edge listed from both ends.
            let listed: usize = adjacency.iter().map(Vec::len).sum();
            if listed != 2 * g.edges
                || g.adj
                    .iter()
                    .enumerate()
                    .any(|(a, &row)| row.count_ones() as usize != adjacency[a].len())
            {
                return None;
            }
            let fits =
                (s.min_edges..=s.max_edges).contains(&g.edges) && (!s.connected || g.connected());
            fits.then_some(Candidate::Graph(g))
        }
        (Space::Grid(s), super::Puzzle::Grid { rows, .. }) => {
            if rows.len() != s.rows || rows.iter().any(|r| r.chars().count() != s.cols) {
                return None;
            }
            let cells: Vec<char> = rows.iter().flat_map(|r| r.chars()).collect();
            let walls: Vec<bool> = cells.iter().map(|&c| c == '#').collect();
            let mut foods = cells.iter().enumerate().filter(|(_, &c)| c == 'F');
            let (food, _) = foods.next()?;
            if foods.next().is_some() || s.food.is_some_and(|f| f != food) {
                return None;
            }
            let g = GridCandidate {
                wall_count: walls.iter().filter(|&&w| w).count(),
                walls,
                food,
            };
            // The fixed pieces' cells are floor, and not the food's (the food is on a cell of
            // its own, as the search keeps it).
            let fixed_clear = [s.mouse, s.cat]
                .iter()
                .flatten()
                .all(|&c| !g.walls[c] && c != g.food);
            let floor_left = cells.len() - g.wall_count >= super::MIN_DESIGN_PLACES;
            let fits =
                (s.min_walls..=s.max_walls).contains(&g.wall_count) && fixed_clear && floor_left;
            fits.then_some(Candidate::Grid(g))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
                    for step in 0..50 {
                        g.mutate(&space, &mut rng, step % 2 == 1, step % 3 == 1);
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
    fn rewiring_a_node_changes_only_its_edges_and_keeps_the_space() {
        let mut rng = Rng(7);
        let mut rewired = 0;
        for nodes in [2, 3, 5, 9, 17, 64] {
            let most = nodes * (nodes - 1) / 2;
            for (min, max, connected) in [
                (0, most, false),
                (nodes - 1, nodes - 1, true),
                (nodes - 1, (nodes + 2).min(most), true),
                (nodes - 1, most, true),
            ] {
                let space = GraphSpace {
                    nodes,
                    min_edges: min,
                    max_edges: max,
                    connected,
                };
                for _ in 0..40 {
                    let mut g = GraphCandidate::random(&space, &mut rng);
                    let before = g.clone();
                    let v = rng.below(nodes);
                    if !g.rewire_node(&space, &mut rng, v) {
                        assert_eq!(g, before, "a refused rewiring changes nothing");
                        continue;
                    }
                    rewired += 1;
                    assert_ne!(g, before);
                    assert_eq!(g.edge_list().len(), g.edges);
                    assert!((space.min_edges..=space.max_edges).contains(&g.edges));
                    assert!(!connected || g.connected());
                    assert!((0..nodes).all(|a| !g.has(a, a)));
                    assert!((0..nodes).all(|a| (0..nodes).all(|b| g.has(a, b) == g.has(b, a))));
                    let (old, new) = (before.adj[v].count_ones(), g.adj[v].count_ones());
                    assert!(
                        new >= 1 && new + 1 >= old && new <= old + 1,
                        "{old} -> {new}"
                    );
                    for a in (0..nodes).filter(|&a| a != v) {
                        for b in (0..nodes).filter(|&b| b != v) {
                            assert_eq!(g.has(a, b), before.has(a, b), "only v's edges move");
                        }
                    }
                }
            }
        }
        assert!(rewired > 300, "{rewired} rewirings");
    }

    #[test]
    fn moving_the_hole_keeps_the_graph() {
        let mut rng = Rng(5);
        let space = GraphSpace::connected(9);
        let g = GraphCandidate::random(&space, &mut rng);
        let mut h = g.clone();
        h.swap_labels(0, 4);
        assert_ne!(h, g, "node 0 has other neighbours now");
        assert_eq!(h.edges, g.edges);
        assert_eq!(h.adj[0].count_ones(), g.adj[4].count_ones());
        assert!((0..9).all(|v| !h.has(v, v)));
        assert!((0..9).all(|a| (0..9).all(|b| h.has(a, b) == h.has(b, a))));
        h.swap_labels(0, 4);
        assert_eq!(h, g, "a swap undone");
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
