//! The reference model flattened for the Watch's and the records' suites (`RawGame`: positions,
//! finished positions, every state's successors, and a value iteration over them), and the
//! random graphs and grids those suites draw.
//!
//! Like the model it views (`reference.rs`), nothing here uses the crate's `Game`, `Moves`,
//! `solve` or tables. The only shared convention is the public index layout,
//! `index = (turn * n + mouse) * n + cat` with turn 0 = mouse to move.

use super::reference::RefGame;
/// Outcome bytes and the winner's byte, as in the reference model (each suite uses some).
#[allow(unused_imports)]
pub use super::reference::{win_for, CAT_WINS, DRAW, MOUSE_WINS, NOT_A_POSITION};
use super::Rng;

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

/// A game as the re-runs of the Watch and the records see it: the reference model
/// ([`RefGame`], which reads the rules and their variants) flattened to its positions, its
/// finished positions and every state's successors.
pub struct RawGame {
    /// Places.
    pub n: usize,
    /// `stand[turn][place]`: whether that player may stand there.
    pub stand: [Vec<bool>; 2],
    /// The outcome byte of a finished position `(mouse, cat)`, or `None`.
    pub finished: Vec<Option<u8>>,
    /// Per state index, its successors (empty for a non-position).
    pub next: Vec<Vec<usize>>,
}

impl From<&RefGame> for RawGame {
    fn from(g: &RefGame) -> RawGame {
        let n = g.n;
        let finished = (0..n * n).map(|i| g.terminal(i / n, i % n)).collect();
        let next = (0..2 * n * n)
            .map(|i| {
                let (t, m, c) = g.state(i);
                if g.is_position(m, c) {
                    g.successors(t, m, c)
                } else {
                    Vec::new()
                }
            })
            .collect();
        RawGame {
            n,
            stand: g.stand.clone(),
            finished,
            next,
        }
    }
}

impl RawGame {
    /// The graph game on `adj` with the hole on `hole` (the classic rules).
    pub fn graph(adj: &[Vec<usize>], hole: usize) -> RawGame {
        // (The start is no part of a table: any will do.)
        RawGame::from(&RefGame::graph(adj, hole, 0, 0, true))
    }

    /// The grid game on `rows` with the given jumps (no turn limit).
    pub fn grid(rows: &[String], cat_jump: usize, mouse_jump: usize) -> RawGame {
        RawGame::from(&RefGame::grid(rows, cat_jump as u32, mouse_jump as u32))
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
        self.next[i].clone()
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
