//! Test support for the watch, design and records suites: a seeded generator, random puzzles,
//! and slow references written from the rules alone.
//!
//! Nothing here uses the crate's `Game`, `Moves`, `solve` or tables: moves are built from the raw
//! adjacency lists or grid strings. The only shared convention is the public index layout,
//! `index = (turn * n + mouse) * n + cat` with turn 0 = mouse to move.
#![allow(dead_code)] // each suite uses part of it

/// Outcome bytes, as in the public table.
pub const DRAW: u8 = 0;
/// The mouse wins.
pub const MOUSE_WINS: u8 = 1;
/// The cat wins.
pub const CAT_WINS: u8 = 2;
/// Not a position (a piece on a wall, the cat in the hole).
pub const NOT_A_POSITION: u8 = 3;

/// The outcome byte in which the player with turn index `t` (0 mouse, 1 cat) wins.
pub fn win_for(t: usize) -> u8 {
    if t == 0 {
        MOUSE_WINS
    } else {
        CAT_WINS
    }
}

/// The shared seeded generator (tests/common/rng.rs), independent of the crate's.
// tests/watch.rs loads both tests/common and this module, so the file is loaded twice there:
// two identical generators, one per module.
#[allow(clippy::duplicate_mod)]
#[path = "../common/rng.rs"]
mod rng;
pub use rng::Rng;

/// A random undirected graph on `n` nodes: each pair joined with probability `p`.
pub fn random_graph(rng: &mut Rng, n: usize, p: f64) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for a in 0..n {
        for b in a + 1..n {
            if rng.chance(p) {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
    }
    adj
}

/// A random grid of up to `max_rows × max_cols` cells with walls, one `C`, `M` and `F`.
pub fn random_grid(rng: &mut Rng, max_rows: usize, max_cols: usize) -> Vec<String> {
    loop {
        let (rows, cols) = (rng.range(1, max_rows), rng.range(1, max_cols));
        if rows * cols < 3 {
            continue;
        }
        let density = rng.below(4) as f64 * 0.12;
        let mut cells: Vec<char> = (0..rows * cols)
            .map(|_| if rng.chance(density) { '#' } else { '.' })
            .collect();
        for piece in ['C', 'M', 'F'] {
            loop {
                let at = rng.below(cells.len());
                if cells[at] == '.' || cells[at] == '#' {
                    cells[at] = piece;
                    break;
                }
            }
        }
        return cells.chunks(cols).map(|r| r.iter().collect()).collect();
    }
}

/// A game as the references see it.
pub struct RawGame {
    /// Places.
    pub n: usize,
    /// `moves[turn][place]`: where the player `turn` may go from `place`.
    pub moves: [Vec<Vec<usize>>; 2],
    /// `stand[turn][place]`: whether that player may stand there.
    pub stand: [Vec<bool>; 2],
    /// The outcome byte of a finished position `(mouse, cat)`, or `None`.
    pub finished: Vec<Option<u8>>,
    /// Per state, its successors, when they depend on more than the mover's place (a rule
    /// variant such as blocking); `None`: from `moves`.
    pub per_state: Option<Vec<Vec<usize>>>,
}

impl RawGame {
    /// The graph game on `adj` with the hole on `hole`.
    pub fn graph(adj: &[Vec<usize>], hole: usize) -> RawGame {
        let n = adj.len();
        let cat: Vec<Vec<usize>> = (0..n)
            .map(|a| {
                if a == hole {
                    Vec::new()
                } else {
                    adj[a].iter().copied().filter(|&b| b != hole).collect()
                }
            })
            .collect();
        let finished = (0..n * n)
            .map(|i| {
                let (m, c) = (i / n, i % n);
                // The cat on the mouse wins first; then the mouse in the hole.
                if m == c {
                    Some(CAT_WINS)
                } else if m == hole {
                    Some(MOUSE_WINS)
                } else {
                    None
                }
            })
            .collect();
        RawGame {
            n,
            moves: [adj.to_vec(), cat],
            stand: [vec![true; n], (0..n).map(|a| a != hole).collect()],
            finished,
            per_state: None,
        }
    }

    /// The grid game on `rows` with the given jumps (no turn limit).
    pub fn grid(rows: &[String], cat_jump: usize, mouse_jump: usize) -> RawGame {
        let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
        let (h, w) = (grid.len(), grid[0].len());
        let n = h * w;
        let open = |r: usize, c: usize| grid[r][c] != '#';
        let food = (0..n).find(|&p| grid[p / w][p % w] == 'F').unwrap();
        let moves = |jump: usize| -> Vec<Vec<usize>> {
            (0..n)
                .map(|p| {
                    let (r, c) = (p / w, p % w);
                    if !open(r, c) {
                        return Vec::new();
                    }
                    // Stay, or jump 1..=jump cells in a direction, stopping at a wall or edge.
                    let mut out = vec![p];
                    for (dr, dc) in [(-1i64, 0i64), (1, 0), (0, -1), (0, 1)] {
                        for k in 1..=jump as i64 {
                            let (nr, nc) = (r as i64 + dr * k, c as i64 + dc * k);
                            if nr < 0 || nc < 0 || nr >= h as i64 || nc >= w as i64 {
                                break;
                            }
                            if !open(nr as usize, nc as usize) {
                                break;
                            }
                            out.push(nr as usize * w + nc as usize);
                        }
                    }
                    out
                })
                .collect()
        };
        let stand: Vec<bool> = (0..n).map(|p| open(p / w, p % w)).collect();
        let finished = (0..n * n)
            .map(|i| {
                let (m, c) = (i / n, i % n);
                // Same cell: the cat; the cat on the food: the cat; the mouse on the food: the
                // mouse.
                if m == c || c == food {
                    Some(CAT_WINS)
                } else if m == food {
                    Some(MOUSE_WINS)
                } else {
                    None
                }
            })
            .collect();
        RawGame {
            n,
            moves: [moves(mouse_jump), moves(cat_jump)],
            stand: [stand.clone(), stand],
            finished,
            per_state: None,
        }
    }

    /// The state index of `(turn, mouse, cat)`.
    pub fn index(&self, turn: usize, m: usize, c: usize) -> usize {
        (turn * self.n + m) * self.n + c
    }

    /// `(turn, mouse, cat)` of an index.
    pub fn state(&self, i: usize) -> (usize, usize, usize) {
        let n = self.n;
        (i / (n * n), (i / n) % n, i % n)
    }

    /// Whether the index is a position.
    pub fn is_position(&self, i: usize) -> bool {
        let (_, m, c) = self.state(i);
        self.stand[0][m] && self.stand[1][c]
    }

    /// The successors of a non-finished position.
    pub fn successors(&self, i: usize) -> Vec<usize> {
        if let Some(per_state) = &self.per_state {
            return per_state[i].clone();
        }
        let (t, m, c) = self.state(i);
        if t == 0 {
            self.moves[0][m]
                .iter()
                .map(|&to| self.index(1, to, c))
                .collect()
        } else {
            self.moves[1][c]
                .iter()
                .map(|&to| self.index(0, m, to))
                .collect()
        }
    }

    /// Every state's outcome byte and distance by value iteration on the horizon: `V_k` says who
    /// can force the end within `k` plies. `V_0`: the finished positions, and the players with
    /// no legal move (they lose). `V_k` of a position not decided by `V_{k-1}`: won for the
    /// mover if some move reaches a position `V_{k-1}` gives the mover, lost if every move
    /// reaches one `V_{k-1}` gives the opponent. The distance is the least `k` that decides a
    /// position; what no `k` decides is a draw (distance 0).
    pub fn value_iteration(&self) -> Vec<(u8, u32)> {
        let len = 2 * self.n * self.n;
        let mut out: Vec<Option<(u8, u32)>> = vec![None; len];
        for (i, slot) in out.iter_mut().enumerate() {
            if !self.is_position(i) {
                continue;
            }
            let (t, m, c) = self.state(i);
            if let Some(o) = self.finished[m * self.n + c] {
                *slot = Some((o, 0));
            } else if self.successors(i).is_empty() {
                *slot = Some((win_for(1 - t), 0));
            }
        }
        for k in 1.. {
            let mut changes = Vec::new();
            for i in 0..len {
                if out[i].is_some() || !self.is_position(i) {
                    continue;
                }
                let t = self.state(i).0;
                let next: Vec<Option<u8>> = self
                    .successors(i)
                    .iter()
                    .map(|&j| out[j].map(|v| v.0))
                    .collect();
                if next.contains(&Some(win_for(t))) {
                    changes.push((i, win_for(t)));
                } else if next.iter().all(|&o| o == Some(win_for(1 - t))) {
                    changes.push((i, win_for(1 - t)));
                }
            }
            if changes.is_empty() {
                break;
            }
            for (i, o) in changes {
                out[i] = Some((o, k));
            }
        }
        (0..len)
            .map(|i| {
                if !self.is_position(i) {
                    (NOT_A_POSITION, 0)
                } else {
                    out[i].unwrap_or((DRAW, 0))
                }
            })
            .collect()
    }
}
