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

#[derive(Clone, Debug, PartialEq, Eq)]
enum Goal {
    /// Graph: the mouse wants any hole (`holes[a]`: whether `a` is one).
    Holes(Vec<bool>),
    /// Grid: whoever reaches a food first wins it (the cat on the mouse wins first).
    Foods(Vec<bool>),
}

/// The graph game's rule variants, as the reference reads them (all off: the classic game).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RefGraphRules {
    /// Holes besides the main one.
    pub more_holes: Vec<usize>,
    /// The cat may enter (and stand on) the holes.
    pub cat_enters_hole: bool,
    /// The mouse may stay on its node for a move.
    pub mouse_passes: bool,
    /// The cat may stay on its node for a move.
    pub cat_passes: bool,
}

/// The grid game's rule variants, as the reference reads them. Every `F` is a food.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefGridRules {
    /// A jump stops at the other piece (it may land there, not pass it).
    pub blocking: bool,
    /// Per turn index: whether that player may stay put.
    pub stays: [bool; 2],
    /// Per turn index: whether that player also jumps along the diagonals.
    pub diagonal: [bool; 2],
}

impl Default for RefGridRules {
    fn default() -> Self {
        RefGridRules {
            blocking: false,
            stays: [true, true],
            diagonal: [false, false],
        }
    }
}

/// A board for the grid game's moves, walked ray by ray from the rules.
#[derive(Clone, Debug)]
struct Board {
    h: usize,
    w: usize,
    open: Vec<bool>,
    /// Per turn index: the jump.
    jump: [u32; 2],
    rules: RefGridRules,
}

impl Board {
    /// Where the player with turn index `t` may go from `from` when the other piece is on
    /// `other` (`None`: ignore the other piece, as without blocking).
    fn moves(&self, t: usize, from: usize, other: Option<usize>) -> Vec<usize> {
        if !self.open[from] {
            return Vec::new();
        }
        let (r, c) = ((from / self.w) as i64, (from % self.w) as i64);
        let mut list = Vec::new();
        if self.rules.stays[t] {
            list.push(from);
        }
        let mut directions = vec![(0, 1), (0, -1), (1, 0), (-1, 0)];
        if self.rules.diagonal[t] {
            directions.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
        }
        for (dr, dc) in directions {
            let (mut rr, mut cc) = (r, c);
            for _ in 0..self.jump[t] {
                rr += dr;
                cc += dc;
                if rr < 0 || cc < 0 || rr >= self.h as i64 || cc >= self.w as i64 {
                    break;
                }
                let q = (rr * self.w as i64 + cc) as usize;
                if !self.open[q] {
                    break;
                }
                list.push(q);
                if self.rules.blocking && Some(q) == other {
                    // Landed on the other piece: no further along this line.
                    break;
                }
            }
        }
        list
    }
}

/// A game as the reference sees it: per player, per place, the list of destinations.
#[derive(Clone, Debug)]
pub struct RefGame {
    /// Places.
    pub n: usize,
    /// `moves[turn][place]`: where the player may go (on a grid with blocking, ignoring the
    /// other piece; see [`RefGame::moves_at`]).
    pub moves: [Vec<Vec<usize>>; 2],
    /// `stand[turn][place]`: whether that player may stand there.
    pub stand: [Vec<bool>; 2],
    /// `(mouse, cat, turn)` at the start.
    pub start: (usize, usize, usize),
    goal: Goal,
    /// The grid's board when pieces block each other.
    blocking: Option<Board>,
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
        RefGame::graph_with(
            adj,
            hole,
            mouse,
            cat,
            mouse_first,
            &RefGraphRules::default(),
        )
    }

    /// The graph game with rule variants: `adj[a]` lists where a move from `a` may go (an edge
    /// listed one way only is one-way). The holes are `hole` and `rules.more_holes`; the cat
    /// never enters or stands on one unless `rules.cat_enters_hole`. A pass is a move to the
    /// node itself.
    pub fn graph_with(
        adj: &[Vec<usize>],
        hole: usize,
        mouse: usize,
        cat: usize,
        mouse_first: bool,
        rules: &RefGraphRules,
    ) -> RefGame {
        let n = adj.len();
        let mut holes = vec![false; n];
        holes[hole] = true;
        for &h in &rules.more_holes {
            holes[h] = true;
        }
        let stand_cat: Vec<bool> = (0..n).map(|a| rules.cat_enters_hole || !holes[a]).collect();
        let mouse_moves: Vec<Vec<usize>> = (0..n)
            .map(|a| {
                let mut list = adj[a].clone();
                if rules.mouse_passes {
                    list.push(a);
                }
                list
            })
            .collect();
        let cat_moves: Vec<Vec<usize>> = (0..n)
            .map(|a| {
                if !stand_cat[a] {
                    return Vec::new();
                }
                let mut list: Vec<usize> =
                    adj[a].iter().copied().filter(|&b| stand_cat[b]).collect();
                if rules.cat_passes {
                    list.push(a);
                }
                list
            })
            .collect();
        RefGame {
            n,
            moves: [mouse_moves, cat_moves],
            stand: [vec![true; n], stand_cat],
            start: (mouse, cat, if mouse_first { MOUSE } else { CAT }),
            goal: Goal::Holes(holes),
            blocking: None,
        }
    }

    /// The grid game: rows of `#.CMF`; a move goes 0..=jump cells in a straight line, never
    /// through a wall or off the board. The mouse moves first.
    pub fn grid<S: AsRef<str>>(rows: &[S], cat_jump: u32, mouse_jump: u32) -> RefGame {
        RefGame::grid_with(rows, cat_jump, mouse_jump, RefGridRules::default())
    }

    /// The grid game with rule variants: every `F` is a food; a move goes `1..=jump` cells in
    /// one of four directions (eight with diagonals), or none if staying is allowed, never
    /// through a wall or off the board, and with blocking never past the other piece.
    pub fn grid_with<S: AsRef<str>>(
        rows: &[S],
        cat_jump: u32,
        mouse_jump: u32,
        rules: RefGridRules,
    ) -> RefGame {
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
        let stand: Vec<bool> = board.iter().flatten().map(|&x| x != b'#').collect();
        let foods: Vec<bool> = board.iter().flatten().map(|&x| x == b'F').collect();
        let walk = Board {
            h,
            w,
            open: stand.clone(),
            jump: [mouse_jump, cat_jump],
            rules,
        };
        let lists =
            |t: usize| -> Vec<Vec<usize>> { (0..h * w).map(|p| walk.moves(t, p, None)).collect() };
        RefGame {
            n: h * w,
            moves: [lists(MOUSE), lists(CAT)],
            stand: [stand.clone(), stand],
            start: (find(b'M'), find(b'C'), MOUSE),
            goal: Goal::Foods(foods),
            blocking: rules.blocking.then_some(walk),
        }
    }

    /// Where the player to move (turn index `t`) may go with the mouse on `m` and the cat on `c`.
    pub fn moves_at(&self, t: usize, m: usize, c: usize) -> Vec<usize> {
        let (here, other) = if t == MOUSE { (m, c) } else { (c, m) };
        match &self.blocking {
            Some(board) => board.moves(t, here, Some(other)),
            None => self.moves[t][here].clone(),
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
        match &self.goal {
            Goal::Holes(holes) => holes[m].then_some(MOUSE_WINS),
            Goal::Foods(foods) => {
                if foods[c] {
                    Some(CAT_WINS)
                } else if foods[m] {
                    Some(MOUSE_WINS)
                } else {
                    None
                }
            }
        }
    }

    /// The successors of (t, m, c): indices after each move of the player to move.
    pub fn successors(&self, t: usize, m: usize, c: usize) -> Vec<usize> {
        let moves = self.moves_at(t, m, c);
        if t == MOUSE {
            moves.iter().map(|&x| self.index(CAT, x, c)).collect()
        } else {
            moves.iter().map(|&x| self.index(MOUSE, m, x)).collect()
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
    let turns: Vec<usize> = open.iter().map(|&i| g.state(i).0).collect();
    let distance = iterate(&mut outcome, &mut decided, &open, &succ, &turns);
    RefSolution { outcome, distance }
}

/// The steps after step 0 of a forward value iteration, shared by the references (this one and
/// several cats' in tests/support/cats.rs): `open[k]` is an undecided position, `succ[k]` its
/// successors and `turns[k]` its player to move (0 the mouse). Step `d` (Jacobi style: it reads
/// only what steps `< d` decided) decides an open position won if some successor was decided lost
/// for the opponent, lost if every successor was decided won for the opponent, and writes `d` as
/// its distance; stops at the first step that decides nothing (what is left stays as it was: the
/// caller's draw). Returns every position's distance (0 for those decided at step 0 or never).
pub fn iterate(
    outcome: &mut [u8],
    decided: &mut [bool],
    open: &[usize],
    succ: &[Vec<usize>],
    turns: &[usize],
) -> Vec<u32> {
    let mut distance = vec![0u32; outcome.len()];
    let mut step = 0;
    loop {
        step += 1;
        let (was_decided, was) = (decided.to_vec(), outcome.to_vec());
        let mut changed = false;
        for (slot, &i) in open.iter().enumerate() {
            if was_decided[i] {
                continue;
            }
            let (mine, theirs) = (win_for(turns[slot]), win_for(1 - turns[slot]));
            let s = &succ[slot];
            if s.iter().any(|&j| was_decided[j] && was[j] == mine) {
                outcome[i] = mine;
            } else if s.iter().all(|&j| was_decided[j] && was[j] == theirs) {
                outcome[i] = theirs;
            } else {
                continue;
            }
            decided[i] = true;
            distance[i] = step;
            changed = true;
        }
        if !changed {
            return distance;
        }
    }
}

/// The graph game's value from `(m, c, t)` by literal game-tree search over move sequences: the
/// game is a draw as soon as a position (places and player to move) repeats one earlier in the
/// game. Minimax with cat win < draw < mouse win, alpha-beta pruned (exact for the root).
/// Returns the outcome byte.
pub fn history_search(g: &RefGame, m: usize, c: usize, t: usize) -> u8 {
    let mut unlimited = u64::MAX;
    history_search_within(g, m, c, t, &mut unlimited).expect("unlimited budget")
}

/// [`history_search`] visiting at most `budget` positions (decremented as it goes): `None` if the
/// budget runs out first. The search is exponential in the worst case.
pub fn history_search_within(
    g: &RefGame,
    m: usize,
    c: usize,
    t: usize,
    budget: &mut u64,
) -> Option<u8> {
    let mut on_path = vec![false; g.len()];
    Some(match search(g, m, c, t, &mut on_path, -1, 1, budget)? {
        1 => MOUSE_WINS,
        -1 => CAT_WINS,
        _ => DRAW,
    })
}

/// An outcome byte as a minimax score from the mouse's view: cat win -1 < draw 0 < mouse win 1.
pub fn score(b: u8) -> i8 {
    match b {
        MOUSE_WINS => 1,
        CAT_WINS => -1,
        _ => 0,
    }
}

#[allow(clippy::too_many_arguments)]
fn search(
    g: &RefGame,
    m: usize,
    c: usize,
    t: usize,
    on_path: &mut [bool],
    mut alpha: i8,
    mut beta: i8,
    budget: &mut u64,
) -> Option<i8> {
    *budget = budget.checked_sub(1)?;
    if let Some(w) = g.terminal(m, c) {
        return Some(score(w));
    }
    let i = g.index(t, m, c);
    if on_path[i] {
        return Some(0);
    }
    let mine: i8 = if t == MOUSE { 1 } else { -1 };
    let moves = &g.moves_at(t, m, c);
    if moves.is_empty() {
        return Some(-mine);
    }
    // Move ordering only (the value is the same in any order): an immediate win ends the search.
    for &x in moves {
        let (m2, c2) = if t == MOUSE { (x, c) } else { (m, x) };
        if g.terminal(m2, c2).map(score) == Some(mine) {
            return Some(mine);
        }
    }
    on_path[i] = true;
    let mut best = -mine;
    for &x in moves {
        let (m2, c2) = if t == MOUSE { (x, c) } else { (m, x) };
        let Some(v) = search(g, m2, c2, 1 - t, on_path, alpha, beta, budget) else {
            on_path[i] = false;
            return None;
        };
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
    Some(best)
}

/// The limited game by finite-horizon backward induction: calls `each(plies_left, wins)` for
/// `plies_left = 0..=horizon`, where `wins[i]` says whether the mouse wins from index `i` with
/// that many plies left (only meaningful for the indices in `states`, which must be closed under
/// successors of unfinished positions). Stops early once a level equals the previous one (then
/// every later level is the same), calling `each` for the remaining levels without recomputing.
///
/// With `L` plies left: a finished position is won by its winner, and a player without a move
/// loses; otherwise with `L = 0` the cat wins; otherwise the mouse to move wins iff some move
/// reaches a mouse win with `L - 1` left, and the cat to move loses iff every move does.
pub fn limited_game(
    g: &RefGame,
    states: &[usize],
    horizon: usize,
    mut each: impl FnMut(usize, &[bool]),
) {
    let len = g.len();
    let mut wins = vec![false; len];
    for &i in states {
        let (t, m, c) = g.state(i);
        // The mouse has won, or the cat to move has no move and has lost (even with no plies
        // left: play stops there before the limit counts).
        wins[i] = match g.terminal(m, c) {
            Some(w) => w == MOUSE_WINS,
            None => t == CAT && g.successors(t, m, c).is_empty(),
        };
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
            // (A player without a move loses: `any` of none is false, `all` of none true.)
            let v = if t == MOUSE {
                s.iter().any(|&j| wins[j])
            } else {
                s.iter().all(|&j| wins[j])
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
