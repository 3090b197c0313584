//! Shared helpers of the several-cats tests: a slow, literal reference solver over ordered cat
//! tuples, graph6 decoding, named graphs and small graph checks. Written from the rules alone:
//! nothing here uses the crate's solver, multisets or tables; the only shared convention is
//! the public index layout (turn, mouse, rank of the sorted cats), documented in the API.

use std::collections::VecDeque;

/// Outcome bytes, as in the public table.
pub const DRAW: u8 = 0;
/// The mouse wins.
pub const MOUSE_WINS: u8 = 1;
/// The cats win.
pub const CATS_WIN: u8 = 2;
/// Not a position (a cat on a hole it may not enter).
pub const NOT_A_POSITION: u8 = 3;

/// The rules, as the reference reads them (all off: the classic game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RefRules {
    /// The cats may stand on holes.
    pub cat_enters_hole: bool,
    /// The mouse may stay put.
    pub mouse_passes: bool,
    /// A cat may stay put (lazy: all may stay).
    pub cat_passes: bool,
    /// Exactly one cat moves.
    pub lazy_cats: bool,
}

/// The game with `k` labelled cats: a state is (turn, mouse, cats as an ordered tuple).
#[derive(Clone, Debug)]
pub struct RefCats {
    /// Nodes.
    pub n: usize,
    /// Cats.
    pub k: usize,
    /// `adj[a]`: where a move from `a` may go (one-way if listed one way).
    pub adj: Vec<Vec<usize>>,
    /// Per node: a hole?
    pub holes: Vec<bool>,
    /// The rules.
    pub rules: RefRules,
}

/// Every state's outcome byte and distance, indexed by [`RefCats::index`].
#[derive(Clone, Debug)]
pub struct RefTable {
    /// Outcome bytes.
    pub outcome: Vec<u8>,
    /// Distances (0 for draws, finished positions and non-positions).
    pub distance: Vec<u32>,
}

impl RefCats {
    /// The number of states: 2 · n · n^k.
    pub fn len(&self) -> usize {
        2 * self.n * self.n.pow(self.k as u32)
    }

    /// The index of (turn, mouse, tuple): turn 0 = mouse to move.
    pub fn index(&self, turn: usize, mouse: usize, cats: &[usize]) -> usize {
        let mut t = 0;
        for &c in cats {
            t = t * self.n + c;
        }
        (turn * self.n + mouse) * self.n.pow(self.k as u32) + t
    }

    /// (turn, mouse, tuple) at `index`.
    pub fn state(&self, index: usize) -> (usize, usize, Vec<usize>) {
        let tuples = self.n.pow(self.k as u32);
        let (tm, mut t) = (index / tuples, index % tuples);
        let mut cats = vec![0; self.k];
        for slot in cats.iter_mut().rev() {
            *slot = t % self.n;
            t /= self.n;
        }
        (tm / self.n, tm % self.n, cats)
    }

    fn cat_stands(&self, a: usize) -> bool {
        self.rules.cat_enters_hole || !self.holes[a]
    }

    /// Whether every cat may stand where it is.
    pub fn is_position(&self, cats: &[usize]) -> bool {
        cats.iter().all(|&c| self.cat_stands(c))
    }

    /// The winner's byte if the position is finished: a cat on the mouse, then the mouse home.
    pub fn terminal(&self, mouse: usize, cats: &[usize]) -> Option<u8> {
        if cats.contains(&mouse) {
            Some(CATS_WIN)
        } else if self.holes[mouse] {
            Some(MOUSE_WINS)
        } else {
            None
        }
    }

    /// Where one cat may step from `a` along an edge (never onto a hole it may not stand on).
    fn steps(&self, a: usize) -> Vec<usize> {
        self.adj[a]
            .iter()
            .copied()
            .filter(|&b| self.cat_stands(b))
            .collect()
    }

    /// The successor tuples of the cats' move from `cats`, as the rules say it, literally.
    pub fn cat_moves(&self, cats: &[usize]) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        if self.rules.lazy_cats {
            for i in 0..self.k {
                for b in self.steps(cats[i]) {
                    let mut t = cats.to_vec();
                    t[i] = b;
                    out.push(t);
                }
            }
            if self.rules.cat_passes {
                out.push(cats.to_vec());
            }
        } else {
            // Every cat picks a step (or stays, if cats pass): the cartesian product.
            out.push(Vec::new());
            for &c in cats {
                let mut choices = self.steps(c);
                if self.rules.cat_passes {
                    choices.push(c);
                }
                out = out
                    .into_iter()
                    .flat_map(|t: Vec<usize>| {
                        choices.iter().map(move |&b| {
                            let mut t = t.clone();
                            t.push(b);
                            t
                        })
                    })
                    .collect();
            }
        }
        out
    }

    /// The successor indices of a state (duplicates removed).
    pub fn successors(&self, turn: usize, mouse: usize, cats: &[usize]) -> Vec<usize> {
        let mut out: Vec<usize> = if turn == 0 {
            let mut moves = self.adj[mouse].clone();
            if self.rules.mouse_passes {
                moves.push(mouse);
            }
            moves.iter().map(|&b| self.index(1, b, cats)).collect()
        } else {
            self.cat_moves(cats)
                .iter()
                .map(|t| self.index(0, mouse, t))
                .collect()
        };
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Forward value iteration to a fixed point (Jacobi style, as tests/support/reference.rs):
    /// step 0 decides finished positions and a stuck player's loss; step `d` decides a
    /// position won if a successor was decided lost for the opponent before, lost if every
    /// successor was decided won for the opponent before; never decided: a draw.
    pub fn solve(&self) -> RefTable {
        let len = self.len();
        let mut outcome = vec![NOT_A_POSITION; len];
        let mut decided = vec![false; len];
        let mut open = Vec::new();
        let mut succ = Vec::new();
        let win = |turn: usize| if turn == 0 { MOUSE_WINS } else { CATS_WIN };
        for i in 0..len {
            let (turn, mouse, cats) = self.state(i);
            if !self.is_position(&cats) {
                continue;
            }
            if let Some(w) = self.terminal(mouse, &cats) {
                outcome[i] = w;
                decided[i] = true;
                continue;
            }
            let s = self.successors(turn, mouse, &cats);
            if s.is_empty() {
                outcome[i] = win(1 - turn);
                decided[i] = true;
            } else {
                outcome[i] = DRAW;
                open.push(i);
                succ.push(s);
            }
        }
        let turns: Vec<usize> = open.iter().map(|&i| i / (len / 2)).collect();
        let distance = super::reference::iterate(&mut outcome, &mut decided, &open, &succ, &turns);
        RefTable { outcome, distance }
    }
}

/// The public rank of the multiset of `cats` (sorted, colex: Σ C(cᵢ + i, i + 1)), from the
/// documented formula.
pub fn rank(cats: &[usize]) -> usize {
    let mut sorted = cats.to_vec();
    sorted.sort_unstable();
    sorted
        .iter()
        .enumerate()
        .map(|(i, &c)| binomial(c + i, i + 1))
        .sum()
}

/// C(n, k).
pub fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut c = 1usize;
    for i in 0..k {
        c = c * (n - i) / (i + 1);
    }
    c
}

/// Decodes a graph6 string (nauty's format) into adjacency lists, sorted.
pub fn graph6(text: &str) -> Vec<Vec<usize>> {
    let bytes: Vec<u8> = text.trim().bytes().map(|b| b - 63).collect();
    assert!(bytes[0] < 63, "graph6 of at most 62 nodes");
    let n = bytes[0] as usize;
    let bits = bytes[1..]
        .iter()
        .flat_map(|&b| (0..6).rev().map(move |s| (b >> s) & 1 == 1));
    let pairs = (1..n).flat_map(|j| (0..j).map(move |i| (i, j)));
    let mut adj = vec![Vec::new(); n];
    for ((i, j), bit) in pairs.zip(bits) {
        if bit {
            adj[i].push(j);
            adj[j].push(i);
        }
    }
    for list in &mut adj {
        list.sort_unstable();
    }
    adj
}

/// The path on `n` nodes.
pub fn path(n: usize) -> Vec<Vec<usize>> {
    let edges: Vec<_> = (1..n).map(|a| (a - 1, a)).collect();
    super::adjacency(n, &edges)
}

/// The cycle on `n` nodes.
pub fn cycle(n: usize) -> Vec<Vec<usize>> {
    let edges: Vec<_> = (0..n).map(|a| (a, (a + 1) % n)).collect();
    super::adjacency(n, &edges)
}

/// The hypercube Q_d: nodes are d-bit words, edges flip one bit.
pub fn hypercube(d: usize) -> Vec<Vec<usize>> {
    let n = 1 << d;
    let edges: Vec<_> = (0..n)
        .flat_map(|a| (0..d).map(move |b| (a, a ^ (1 << b))))
        .collect();
    super::adjacency(n, &edges)
}

/// The Cartesian product K_a □ K_b (the a × b rook's graph): (i, j) ~ (i', j') iff they share
/// exactly one coordinate.
pub fn rook(a: usize, b: usize) -> Vec<Vec<usize>> {
    let mut edges = Vec::new();
    for x in 0..a * b {
        for y in x + 1..a * b {
            if (x / b == y / b) != (x % b == y % b) {
                edges.push((x, y));
            }
        }
    }
    super::adjacency(a * b, &edges)
}

/// The Petersen graph, as the issue gives it in graph6.
pub fn petersen() -> Vec<Vec<usize>> {
    graph6("IheA@GUAo")
}

/// The Robertson graph: the unique (4,5)-cage (Robertson 1964), that is the only 4-regular
/// graph of girth 5 on 19 nodes. This graph6 string is the one graph nauty's `geng -c -tf
/// -d4 -D4 19` prints (connected, no triangle, no 4-cycle, every degree 4, 19 nodes); the
/// tests check its invariants.
pub fn robertson() -> Vec<Vec<usize>> {
    graph6("R???C@_E?KI_I`bGCi?f?ocAoGAQO?")
}

/// The number of edges of an undirected graph.
pub fn edges(adj: &[Vec<usize>]) -> usize {
    adj.iter().map(Vec::len).sum::<usize>() / 2
}

/// The girth (shortest cycle) of an undirected graph, by a BFS from every node; `None` for a
/// forest.
pub fn girth(adj: &[Vec<usize>]) -> Option<usize> {
    let n = adj.len();
    let mut best: Option<usize> = None;
    for s in 0..n {
        let mut dist = vec![usize::MAX; n];
        let mut parent = vec![usize::MAX; n];
        dist[s] = 0;
        let mut queue = VecDeque::from([s]);
        while let Some(a) = queue.pop_front() {
            for &b in &adj[a] {
                if dist[b] == usize::MAX {
                    dist[b] = dist[a] + 1;
                    parent[b] = a;
                    queue.push_back(b);
                } else if parent[a] != b {
                    let cycle = dist[a] + dist[b] + 1;
                    best = Some(best.map_or(cycle, |g| g.min(cycle)));
                }
            }
        }
    }
    best
}

/// Whether an undirected graph is connected.
pub fn connected(adj: &[Vec<usize>]) -> bool {
    let n = adj.len();
    if n == 0 {
        return true;
    }
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut stack = vec![0];
    while let Some(a) = stack.pop() {
        for &b in &adj[a] {
            if !std::mem::replace(&mut seen[b], true) {
                stack.push(b);
            }
        }
    }
    seen.iter().all(|&s| s)
}

/// Whether an undirected graph is dismantlable: nodes can be removed one by one, each time a
/// node `u` whose closed neighbourhood lies within another remaining node's. By Nowakowski and
/// Winkler (1983) and Quilliot (1978), a connected graph is cop-win (one cop catches the robber)
/// exactly when it is dismantlable.
pub fn dismantlable(adj: &[Vec<usize>]) -> bool {
    let n = adj.len();
    let mut alive = vec![true; n];
    let closed = |a: usize, alive: &[bool]| -> Vec<usize> {
        let mut c: Vec<usize> = adj[a].iter().copied().filter(|&b| alive[b]).collect();
        c.push(a);
        c
    };
    for _ in 1..n {
        let corner = (0..n).filter(|&u| alive[u]).find(|&u| {
            let nu = closed(u, &alive);
            (0..n)
                .filter(|&v| v != u && alive[v])
                .any(|v| nu.iter().all(|&x| x == v || adj[v].contains(&x)))
        });
        match corner {
            Some(u) => alive[u] = false,
            None => return false,
        }
    }
    true
}

/// The graphs of a graph6 file, one per line (blank lines and `#` comments skipped).
pub fn graph6_lines(text: &str) -> Vec<Vec<Vec<usize>>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(graph6)
        .collect()
}
