//! The reference model flattened for the Watch's and the records' suites (`RawGame`: positions,
//! finished positions and every state's successors), solved by the reference's own value
//! iteration.
//!
//! Like the model it views (`reference.rs`), nothing here uses the crate's `Game`, `Moves`,
//! `solve` or tables. The only shared convention is the public index layout,
//! `index = (turn * n + mouse) * n + cat` with turn 0 = mouse to move.

use super::reference::{value_iteration, RefGame};
/// Outcome bytes and the winner's byte, as in the reference model (each suite uses some).
#[allow(unused_imports)]
pub use super::reference::{win_for, CAT_WINS, DRAW, MOUSE_WINS, NOT_A_POSITION};

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
    /// The model it flattens, for the reference's value iteration.
    game: RefGame,
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
            game: g.clone(),
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

    /// Every state's outcome byte and distance (0 for draws and non-positions), by the
    /// reference's value iteration ([`value_iteration`]).
    pub fn value_iteration(&self) -> Vec<(u8, u32)> {
        let solved = value_iteration(&self.game);
        solved.outcome.into_iter().zip(solved.distance).collect()
    }
}
