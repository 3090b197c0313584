//! Slow, obviously-correct reference solvers written from the rules alone.
//!
//! Nothing here uses the crate's `Game`, `Moves`, `solve` or tables: move lists are built from the
//! raw adjacency lists or grid strings. The only shared convention is the public index layout,
//! `index = (turn * n + mouse) * n + cat` with turn 0 = mouse to move, which is part of the API.

/// Outcome bytes, as in the public table.
pub const DRAW: u8 = 0;
/// The mouse wins.
pub const MOUSE_WINS: u8 = 1;
/// The cat wins.
pub const CAT_WINS: u8 = 2;
/// Not a position (a piece on a wall, the cat in the hole).
pub const NOT_A_POSITION: u8 = 3;

/// Turn indices.
pub const MOUSE: usize = 0;
/// The cat's turn index.
pub const CAT: usize = 1;

/// The outcome byte in which the player with turn index `t` wins.
pub fn win_for(t: usize) -> u8 {
    if t == MOUSE {
        MOUSE_WINS
    } else {
        CAT_WINS
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    /// Graph: the mouse wants the hole, which the cat may not enter.
    Hole(usize),
    /// Grid: whoever reaches the food first wins it (the cat on the mouse wins first).
    Food(usize),
}

/// A game as the reference sees it: per player, per place, the list of destinations.
#[derive(Clone, Debug)]
pub struct RefGame {
    /// Places.
    pub n: usize,
    /// `moves[turn][place]`: where the player may go.
    pub moves: [Vec<Vec<usize>>; 2],
    /// `stand[turn][place]`: whether that player may stand there.
    pub stand: [Vec<bool>; 2],
    /// `(mouse, cat, turn)` at the start.
    pub start: (usize, usize, usize),
    goal: Goal,
}

impl RefGame {
    /// The graph game: `adj[a]` lists `a`'s neighbours. The cat never enters or stands on the hole.
    pub fn graph(
        adj: &[Vec<usize>],
        hole: usize,
        mouse: usize,
        cat: usize,
        mouse_first: bool,
    ) -> RefGame {
        let n = adj.len();
        let mouse_moves: Vec<Vec<usize>> = adj.to_vec();
        let cat_moves: Vec<Vec<usize>> = (0..n)
            .map(|a| {
                if a == hole {
                    Vec::new()
                } else {
                    adj[a].iter().copied().filter(|&b| b != hole).collect()
                }
            })
            .collect();
        let stand_cat = (0..n).map(|a| a != hole).collect();
        RefGame {
            n,
            moves: [mouse_moves, cat_moves],
            stand: [vec![true; n], stand_cat],
            start: (mouse, cat, if mouse_first { MOUSE } else { CAT }),
            goal: Goal::Hole(hole),
        }
    }

    /// The grid game: rows of `#.CMF`; a move goes 0..=jump cells in a straight line, never
    /// through a wall or off the board. The mouse moves first.
    pub fn grid<S: AsRef<str>>(rows: &[S], cat_jump: u32, mouse_jump: u32) -> RefGame {
        let board: Vec<Vec<u8>> = rows.iter().map(|r| r.as_ref().bytes().collect()).collect();
        let (h, w) = (board.len(), board[0].len());
        let find = |ch: u8| {
            let mut at = None;
            for (r, row) in board.iter().enumerate() {
                for (c, &x) in row.iter().enumerate() {
                    if x == ch {
                        at = Some(r * w + c);
                    }
                }
            }
            at.expect("piece present")
        };
        let open = |r: i64, c: i64| {
            r >= 0
                && c >= 0
                && r < h as i64
                && c < w as i64
                && board[r as usize][c as usize] != b'#'
        };
        let lists = |jump: u32| -> Vec<Vec<usize>> {
            let mut out = Vec::new();
            for r in 0..h as i64 {
                for c in 0..w as i64 {
                    let mut list = Vec::new();
                    if open(r, c) {
                        list.push((r * w as i64 + c) as usize);
                        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                            let (mut rr, mut cc) = (r, c);
                            for _ in 0..jump {
                                rr += dr;
                                cc += dc;
                                if !open(rr, cc) {
                                    break;
                                }
                                list.push((rr * w as i64 + cc) as usize);
                            }
                        }
                    }
                    out.push(list);
                }
            }
            out
        };
        let stand: Vec<bool> = board.iter().flatten().map(|&x| x != b'#').collect();
        RefGame {
            n: h * w,
            moves: [lists(mouse_jump), lists(cat_jump)],
            stand: [stand.clone(), stand],
            start: (find(b'M'), find(b'C'), MOUSE),
            goal: Goal::Food(find(b'F')),
        }
    }

    /// The public index of (turn, mouse, cat).
    pub fn index(&self, t: usize, m: usize, c: usize) -> usize {
        (t * self.n + m) * self.n + c
    }

    /// (turn, mouse, cat) of an index.
    pub fn state(&self, i: usize) -> (usize, usize, usize) {
        let n = self.n;
        (i / (n * n), (i / n) % n, i % n)
    }

    /// The number of indices.
    pub fn len(&self) -> usize {
        2 * self.n * self.n
    }

    /// Whether both pieces may stand where they are.
    pub fn is_position(&self, m: usize, c: usize) -> bool {
        self.stand[MOUSE][m] && self.stand[CAT][c]
    }

    /// The winner's byte if the position is finished.
    pub fn terminal(&self, m: usize, c: usize) -> Option<u8> {
        if m == c {
            return Some(CAT_WINS);
        }
        match self.goal {
            Goal::Hole(h) => (m == h).then_some(MOUSE_WINS),
            Goal::Food(f) => {
                if c == f {
                    Some(CAT_WINS)
                } else if m == f {
                    Some(MOUSE_WINS)
                } else {
                    None
                }
            }
        }
    }

    /// The successors of (t, m, c): indices after each move of the player to move.
    pub fn successors(&self, t: usize, m: usize, c: usize) -> Vec<usize> {
        if t == MOUSE {
            self.moves[MOUSE][m]
                .iter()
                .map(|&x| self.index(CAT, x, c))
                .collect()
        } else {
            self.moves[CAT][c]
                .iter()
                .map(|&x| self.index(MOUSE, m, x))
                .collect()
        }
    }
}

/// Every index's outcome byte and distance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefSolution {
    /// Outcome bytes (0 draw, 1 mouse, 2 cat, 3 not a position).
    pub outcome: Vec<u8>,
    /// Plies to the end (0 for terminal, draws, non-positions).
    pub distance: Vec<u32>,
}

/// Forward value iteration to a fixed point (Jacobi style: step `k` reads only what was decided
/// at steps `< k`).
///
/// - Step 0: finished positions, and positions whose player to move has no move (that player
///   loses).
/// - Step k: an undecided position is won at `k` if some move reaches a position decided as
///   lost for the opponent; lost at `k` if every move reaches a position decided as won for the
///   opponent.
/// - Never decided: draw.
pub fn value_iteration(g: &RefGame) -> RefSolution {
    let len = g.len();
    let mut outcome = vec![NOT_A_POSITION; len];
    let mut decided = vec![false; len];
    let mut distance = vec![0u32; len];
    let mut open = Vec::new();
    for i in 0..len {
        let (t, m, c) = g.state(i);
        if !g.is_position(m, c) {
            continue;
        }
        if let Some(w) = g.terminal(m, c) {
            outcome[i] = w;
            decided[i] = true;
        } else if g.successors(t, m, c).is_empty() {
            outcome[i] = win_for(1 - t);
            decided[i] = true;
        } else {
            outcome[i] = DRAW;
            open.push(i);
        }
    }
    let succ: Vec<Vec<usize>> = open
        .iter()
        .map(|&i| {
            let (t, m, c) = g.state(i);
            g.successors(t, m, c)
        })
        .collect();
    let mut k = 0;
    loop {
        k += 1;
        let (was_decided, was) = (decided.clone(), outcome.clone());
        let mut changed = false;
        for (slot, &i) in open.iter().enumerate() {
            if was_decided[i] {
                continue;
            }
            let t = g.state(i).0;
            let (mine, theirs) = (win_for(t), win_for(1 - t));
            let s = &succ[slot];
            if s.iter().any(|&j| was_decided[j] && was[j] == mine) {
                outcome[i] = mine;
            } else if s.iter().all(|&j| was_decided[j] && was[j] == theirs) {
                outcome[i] = theirs;
            } else {
                continue;
            }
            decided[i] = true;
            distance[i] = k;
            changed = true;
        }
        if !changed {
            break;
        }
    }
    RefSolution { outcome, distance }
}

/// The graph game's value from `(m, c, t)` by literal game-tree search over move sequences: the
/// game is a draw as soon as a position (places and player to move) repeats one earlier in the
/// game. Minimax with cat win < draw < mouse win, alpha-beta pruned (exact for the root).
/// Returns the outcome byte.
pub fn history_search(g: &RefGame, m: usize, c: usize, t: usize) -> u8 {
    let mut on_path = vec![false; g.len()];
    match search(g, m, c, t, &mut on_path, -1, 1) {
        1 => MOUSE_WINS,
        -1 => CAT_WINS,
        _ => DRAW,
    }
}

/// An outcome byte as a minimax score from the mouse's view: cat win -1 < draw 0 < mouse win 1.
pub fn score(b: u8) -> i8 {
    match b {
        MOUSE_WINS => 1,
        CAT_WINS => -1,
        _ => 0,
    }
}

fn search(
    g: &RefGame,
    m: usize,
    c: usize,
    t: usize,
    on_path: &mut [bool],
    mut alpha: i8,
    mut beta: i8,
) -> i8 {
    if let Some(w) = g.terminal(m, c) {
        return score(w);
    }
    let i = g.index(t, m, c);
    if on_path[i] {
        return 0;
    }
    let mine: i8 = if t == MOUSE { 1 } else { -1 };
    let here = if t == MOUSE { m } else { c };
    let moves = &g.moves[t][here];
    if moves.is_empty() {
        return -mine;
    }
    on_path[i] = true;
    let mut best = -mine;
    for &x in moves {
        let (m2, c2) = if t == MOUSE { (x, c) } else { (m, x) };
        let v = search(g, m2, c2, 1 - t, on_path, alpha, beta);
        if t == MOUSE {
            best = best.max(v);
            alpha = alpha.max(v);
        } else {
            best = best.min(v);
            beta = beta.min(v);
        }
        if alpha >= beta || best == mine {
            break;
        }
    }
    on_path[i] = false;
    best
}

/// The limited game by finite-horizon backward induction: calls `each(plies_left, wins)` for
/// `plies_left = 0..=horizon`, where `wins[i]` says whether the mouse wins from index `i` with
/// that many plies left (only meaningful for the indices in `states`, which must be closed under
/// successors of unfinished positions). Stops early once a level equals the previous one (then
/// every later level is the same), calling `each` for the remaining levels without recomputing.
///
/// With `L` plies left: a finished position is won by its winner; otherwise with `L = 0` the cat
/// wins; otherwise the mouse to move wins iff some move reaches a mouse win with `L - 1` left,
/// and the cat to move loses iff every move does (a player without a move loses).
pub fn limited_game(
    g: &RefGame,
    states: &[usize],
    horizon: usize,
    mut each: impl FnMut(usize, &[bool]),
) {
    let len = g.len();
    let mut wins = vec![false; len];
    for &i in states {
        let (_, m, c) = g.state(i);
        wins[i] = g.terminal(m, c) == Some(MOUSE_WINS);
    }
    each(0, &wins);
    let succ: Vec<Vec<usize>> = states
        .iter()
        .map(|&i| {
            let (t, m, c) = g.state(i);
            if g.terminal(m, c).is_some() {
                Vec::new()
            } else {
                g.successors(t, m, c)
            }
        })
        .collect();
    let mut level = 1;
    let mut next = wins.clone();
    while level <= horizon {
        let mut changed = false;
        for (slot, &i) in states.iter().enumerate() {
            let (t, m, c) = g.state(i);
            if g.terminal(m, c).is_some() {
                continue;
            }
            let s = &succ[slot];
            let v = if t == MOUSE {
                s.iter().any(|&j| wins[j])
            } else {
                !s.is_empty() && s.iter().all(|&j| wins[j])
            };
            changed |= v != wins[i];
            next[i] = v;
        }
        std::mem::swap(&mut wins, &mut next);
        each(level, &wins);
        level += 1;
        if !changed {
            while level <= horizon {
                each(level, &wins);
                level += 1;
            }
        }
    }
}

/// Every position's index.
pub fn all_positions(g: &RefGame) -> Vec<usize> {
    (0..g.len())
        .filter(|&i| {
            let (_, m, c) = g.state(i);
            g.is_position(m, c)
        })
        .collect()
}

/// The positions reachable from the start (finished positions are not expanded).
pub fn reachable(g: &RefGame) -> Vec<usize> {
    let (m, c, t) = g.start;
    let mut seen = vec![false; g.len()];
    let first = g.index(t, m, c);
    seen[first] = true;
    let mut stack = vec![first];
    let mut out = Vec::new();
    while let Some(i) = stack.pop() {
        out.push(i);
        let (t, m, c) = g.state(i);
        if g.terminal(m, c).is_some() {
            continue;
        }
        for j in g.successors(t, m, c) {
            if !seen[j] {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    out.sort_unstable();
    out
}

/// Whether the mouse wins the limited game from the start with `limit` plies.
pub fn mouse_wins_limited(g: &RefGame, limit: usize) -> bool {
    let (m, c, t) = g.start;
    let start = g.index(t, m, c);
    let mut result = false;
    limited_game(g, &reachable(g), limit, |level, wins| {
        if level == limit {
            result = wins[start];
        }
    });
    result
}
