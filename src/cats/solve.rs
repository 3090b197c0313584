//! The retrograde solver for the game with several cats.

use std::fmt;
use std::ops::ControlFlow;

use crate::cats::game::{sort_small, CatsGame};
use crate::cats::table::{CatsTable, DECIDED, NOT_A_POSITION_CELL, WON};
use crate::progress::{Cancelled, Observer, Phase, Progress};
use crate::SpecError;

/// Why a watched solve did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatsSolveError {
    /// The observer asked the solve to stop.
    Cancelled,
    /// The solve was refused ([`SpecError::OutOfMemory`]).
    Refused(SpecError),
}

impl fmt::Display for CatsSolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatsSolveError::Cancelled => Cancelled.fmt(f),
            CatsSolveError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CatsSolveError {}

impl From<SpecError> for CatsSolveError {
    fn from(e: SpecError) -> CatsSolveError {
        CatsSolveError::Refused(e)
    }
}

/// Solves every position of `game` by retrograde analysis: who wins with perfect play, and in
/// exactly how many plies, the winner hurrying and the loser delaying.
///
/// The phases, as in [`solve`](crate::solve):
/// 1. label the finished positions (distance 0), and the positions whose player to move has no
///    legal move, which that player loses; give every other position its count of distinct
///    moves (for the cats: the distinct multisets their joint moves lead to, counted once per
///    multiset of cats, since the count depends only on where the cats stand);
/// 2. take the positions decided at distance `d`, level by level. A position with the mouse to
///    move has as predecessors the positions one mouse step before it; one with the cats to
///    move, the *distinct* multisets one cats' move before it, generated cat by cat from the
///    lists read backwards (cats sharing a node pick a multiset, not every ordering) and each
///    kept once. Each undecided predecessor either has a move into a position lost for the
///    opponent, and is won at `d + 1`, or loses one unrefuted move, and is lost at `d + 1` when
///    none is left. The positions with the mouse to move are taken grouped by the cats'
///    multiset, so its predecessors are generated once for the whole group;
/// 3. whatever is never decided is a draw.
///
/// With one cat, the table is exactly [`solve`](crate::solve)'s for the same
/// [`GraphGame`](crate::GraphGame).
///
/// Cost: time about linear in the moves summed over every position ([`CatsGame::moves`],
/// within [`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES)); memory 4 bytes per position
/// ([`CatsGame::positions`], within [`MAX_CAT_POSITIONS`](crate::MAX_CAT_POSITIONS)), each
/// multiset's distinct predecessors when they fit in 2 bytes per position or 64 MiB (else
/// they are generated again at each level), the frontier of positions being decided, and 4
/// bytes per multiset of cat places. Every big allocation is fallible.
///
/// # Errors
/// [`SpecError::OutOfMemory`] if an allocation fails.
///
/// ```
/// use cat_mouse::{solve_cats, Cats, CatsGame, CatsRoles, CatsRules, CatsState, Outcome, Player};
/// // A path 0 - 1 - 2 - 3 - 4 with the hole at 0: the mouse on 2 runs home unless a cat blocks.
/// let path: Vec<Vec<usize>> = (0..5usize).map(|a| [a.wrapping_sub(1), a + 1].into_iter().filter(|&b| b < 5).collect()).collect();
/// let roles = CatsRoles { mouse: 2, cats: vec![4, 4], holes: vec![0], first: Player::Mouse };
/// let game = CatsGame::new(&path, roles, CatsRules::default())?;
/// let table = solve_cats(&game)?;
/// assert_eq!(table.start_value(&game).outcome, Outcome::MouseWin);
/// assert_eq!(table.start_value(&game).distance, 3);
/// let blocked = CatsState::new(2, Cats::new(&[1, 4])?, Player::Mouse);
/// assert_eq!(table.value(blocked)?.unwrap().outcome, Outcome::CatWin);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn solve_cats(game: &CatsGame) -> Result<CatsTable, SpecError> {
    let mut silent = |_: &Progress| ControlFlow::Continue(());
    solve_cats_observed(game, &mut silent).map_err(|e| match e {
        CatsSolveError::Refused(e) => e,
        CatsSolveError::Cancelled => unreachable!("a silent solve is never cancelled"),
    })
}

/// [`solve_cats`], reporting progress to `observer` after every chunk of work (about a million
/// moves examined) and at each phase change, and stopping when it answers
/// [`ControlFlow::Break`]. [`Progress::moves_total`] is [`CatsGame::moves`], an upper bound
/// of the moves the solve examines.
///
/// # Errors
/// [`CatsSolveError::Cancelled`] if the observer stopped the solve; [`CatsSolveError::Refused`]
/// if an allocation failed.
pub fn solve_cats_observed<O: Observer>(
    game: &CatsGame,
    observer: &mut O,
) -> Result<CatsTable, CatsSolveError> {
    let cache = (game.positions() / 2).max(CACHE_PAIRS);
    crate::cats::with_cats!(game.cats(), K => {
        Solver::<K, O>::new(game, observer)?.run(cache)
    })
}

/// Fallible allocations, through the checked path ([`HEADROOM`](crate::HEADROOM) kept free):
/// an out-of-memory error names the bytes asked for.
pub(crate) fn try_filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, SpecError> {
    let mut v = Vec::new();
    try_grow(&mut v, len)?;
    v.resize(len, value);
    Ok(v)
}

/// Makes room for `more` more entries in `v`, or fails with [`SpecError::OutOfMemory`].
pub(crate) fn try_grow<T>(v: &mut Vec<T>, more: usize) -> Result<(), SpecError> {
    Ok(crate::memory::try_reserve_exact(v, more)?)
}

/// Pushes `x`, growing `v` fallibly.
#[inline(always)]
fn push(v: &mut Vec<u32>, x: u32) -> Result<(), SpecError> {
    if v.len() == v.capacity() {
        try_grow(v, v.capacity().max(1 << 12))?;
    }
    v.push(x);
    Ok(())
}

/// The (multiset, predecessor) pairs the solver may keep at any size: 64 MiB of them.
const CACHE_PAIRS: u64 = 1 << 24;

/// How much work between two progress reports.
const REPORT_EVERY: u64 = 1 << 20;

/// The solver's state for `K` cats.
struct Solver<'a, const K: usize, O: Observer> {
    game: &'a CatsGame,
    /// Nodes, multisets.
    n: usize,
    m: usize,
    /// The solver's cells (see [`CatsTable`]): `[0, n·M)` the positions with the mouse to
    /// move at `rank · n + mouse`, `[n·M, 2·n·M)` those with the cats to move at
    /// `n·M + mouse · M + rank`.
    cells: Vec<u32>,
    /// Per multiset, the generation that last saw it: the distinct multisets of one
    /// enumeration.
    seen: Vec<u32>,
    generation: u32,
    /// The distinct ranks of the last enumeration.
    ranks: Vec<u32>,
    observer: &'a mut O,
    progress: Progress,
    next_report: u64,
}

impl<'a, const K: usize, O: Observer> Solver<'a, K, O> {
    fn new(game: &'a CatsGame, observer: &'a mut O) -> Result<Self, SpecError> {
        let layout = game.layout();
        let (n, m) = (layout.nodes(), layout.multisets());
        let mut ranks = Vec::new();
        try_grow(&mut ranks, m)?;
        Ok(Solver {
            game,
            n,
            m,
            cells: try_filled(layout.len(), 0u32)?,
            seen: try_filled(m, 0u32)?,
            generation: 0,
            ranks,
            observer,
            progress: Progress {
                phase: Phase::Label,
                level: 0,
                decided: 0,
                positions: game.positions(),
                moves_done: 0,
                moves_total: game.moves(),
            },
            next_report: REPORT_EVERY,
        })
    }

    /// Tells the observer, if a chunk of work is done (or `now`).
    #[inline]
    fn report(&mut self, now: bool) -> Result<(), CatsSolveError> {
        if now || self.progress.moves_done >= self.next_report {
            self.next_report = self.progress.moves_done + REPORT_EVERY;
            if self.observer.progress(&self.progress).is_break() {
                return Err(CatsSolveError::Cancelled);
            }
        }
        Ok(())
    }

    /// Fills `ranks` with the distinct multisets one cats' move leads to from `from`
    /// (`backwards`: comes from), in the order first met; returns how many joint moves it
    /// looked at.
    fn distinct(&mut self, from: &[u32; K], backwards: bool) -> u64 {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.seen.fill(0);
            self.generation = 1;
        }
        let (seen, ranks, generation) = (&mut self.seen, &mut self.ranks, self.generation);
        ranks.clear();
        let (binomials, n) = (self.game.layout().binomials(), self.n);
        let mut tuples = 0u64;
        self.game
            .for_each_cat_move::<K>(from, backwards, &mut |to: &[u32; K]| {
                tuples += 1;
                let mut to = *to;
                sort_small(&mut to);
                let mut rank = 0usize;
                for (i, &c) in to.iter().enumerate() {
                    rank += binomials[i * n + c as usize] as usize;
                }
                if seen[rank] != generation {
                    seen[rank] = generation;
                    // At most `m` distinct ranks: room was made for them.
                    ranks.push(rank as u32);
                }
            });
        tuples
    }

    /// Solves; keeps the predecessor lists if there are at most `cache` pairs.
    fn run(mut self, cache: u64) -> Result<CatsTable, CatsSolveError> {
        let (n, m) = (self.n, self.m);
        let nm = n * m;
        let mut mouse_frontier: Vec<u32> = Vec::new();
        let mut cat_frontier: Vec<u32> = Vec::new();
        self.report(true)?;
        // 1. Label: per multiset of cat places, the positions with either player to move.
        let mut cats = [0u32; K];
        let mut pairs = 0u64; // (multiset, distinct successor) pairs
        for rank in 0..m {
            if rank > 0 {
                crate::cats::multiset::next_multiset(&mut cats, n as u32);
            }
            if !cats.iter().all(|&c| self.game.cat_stands(c as usize)) {
                self.cells[rank * n..rank * n + n].fill(NOT_A_POSITION_CELL);
                for mouse in 0..n {
                    self.cells[nm + mouse * m + rank] = NOT_A_POSITION_CELL;
                }
                continue;
            }
            // (Labelling reports by the joint moves looked at: no fraction is shown then.)
            self.progress.moves_done += self.distinct(&cats, false);
            let cat_moves = self.ranks.len() as u32;
            pairs += u64::from(cat_moves);
            for mouse in 0..n {
                let caught = cats.contains(&(mouse as u32));
                let home = self.game.is_hole(mouse);
                // The mouse to move: caught, it has lost; home, it has won; stuck, lost.
                let i = rank * n + mouse;
                let moves = self.game.mouse_moves().of(mouse).len() as u32;
                self.cells[i] = if caught || (!home && moves == 0) {
                    DECIDED
                } else if home {
                    DECIDED | WON
                } else {
                    moves
                };
                if self.cells[i] & DECIDED != 0 {
                    push(&mut mouse_frontier, i as u32)?;
                }
                // The cats to move: the capture wins for them, the mouse home loses.
                let j = nm + mouse * m + rank;
                self.cells[j] = if caught {
                    DECIDED | WON
                } else if home || cat_moves == 0 {
                    DECIDED
                } else {
                    cat_moves
                };
                if self.cells[j] & DECIDED != 0 {
                    push(&mut cat_frontier, j as u32)?;
                }
            }
            self.report(false)?;
        }
        // 1b. Each multiset's distinct predecessors, once, if they fit beside the cells (half
        // as many pairs as positions, or 64 MiB); else they are generated again at each level
        // the multiset is decided at. (Half the instructions of a solve, on 3 cats.)
        let cached = pairs <= cache;
        let (mut offsets, mut before_ranks) = (Vec::new(), Vec::new());
        if cached {
            try_grow(&mut offsets, m + 1)?;
            try_grow(&mut before_ranks, pairs as usize)?;
            offsets.push(0u32);
            let mut cats = [0u32; K];
            for rank in 0..m {
                if rank > 0 {
                    crate::cats::multiset::next_multiset(&mut cats, n as u32);
                }
                if cats.iter().all(|&c| self.game.cat_stands(c as usize)) {
                    self.progress.moves_done += self.distinct(&cats, true);
                    before_ranks.extend_from_slice(&self.ranks);
                }
                offsets.push(before_ranks.len() as u32);
                self.report(false)?;
            }
        }
        // 2. Levels: the positions decided at `level` decide their predecessors at `level + 1`.
        self.progress.phase = Phase::Levels;
        self.progress.moves_done = 0;
        self.next_report = REPORT_EVERY;
        self.report(true)?;
        let mut next_mouse: Vec<u32> = Vec::new();
        let mut next_cat: Vec<u32> = Vec::new();
        let mut level = 0u32;
        let mut from = [0u32; K];
        while !(mouse_frontier.is_empty() && cat_frontier.is_empty()) {
            self.progress.level = level + 1;
            self.progress.decided += (mouse_frontier.len() + cat_frontier.len()) as u64;
            let next = (level + 1) | DECIDED;
            // 2a. Decided with the cats to move: the mouse's steps into it, in the row of the
            // multiset.
            for &j in &cat_frontier {
                let j = j as usize - nm;
                let (mouse, rank) = (j / m, j % m);
                let lost = self.cells[nm + j] & WON == 0; // for the cats: the mouse wins
                let preds = self.game.mouse_preds().of(mouse);
                self.progress.moves_done += preds.len() as u64;
                for &before in preds {
                    let i = rank * n + before as usize;
                    hit(&mut self.cells, i, lost, next, &mut next_mouse)?;
                }
                self.report(false)?;
            }
            // 2b. Decided with the mouse to move, grouped by multiset: the cats' moves into it.
            mouse_frontier.sort_unstable();
            let mut start = 0;
            while start < mouse_frontier.len() {
                let rank = mouse_frontier[start] as usize / n;
                let end =
                    start + mouse_frontier[start..].partition_point(|&i| i as usize / n == rank);
                let befores: &[u32] = if cached {
                    &before_ranks[offsets[rank] as usize..offsets[rank + 1] as usize]
                } else {
                    self.game.layout().unrank_into(rank, &mut from);
                    self.distinct(&from, true);
                    &self.ranks
                };
                for &i in &mouse_frontier[start..end] {
                    let mouse = i as usize % n;
                    let lost = self.cells[i as usize] & WON == 0; // for the mouse
                    let row = nm + mouse * m;
                    self.progress.moves_done += befores.len() as u64;
                    for &before in befores {
                        hit(
                            &mut self.cells,
                            row + before as usize,
                            lost,
                            next,
                            &mut next_cat,
                        )?;
                    }
                }
                self.report(false)?;
                start = end;
            }
            std::mem::swap(&mut mouse_frontier, &mut next_mouse);
            std::mem::swap(&mut cat_frontier, &mut next_cat);
            next_mouse.clear();
            next_cat.clear();
            level += 1;
        }
        // 3. The rest are draws: their cells still hold counts.
        self.progress.phase = Phase::Finish;
        self.report(true)?;
        // The last level decided nothing (the loop stopped on its empty frontier), and every
        // level before it decided something at its own distance.
        let longest = level.saturating_sub(1);
        Ok(CatsTable::new(
            self.game.layout().clone(),
            self.cells,
            longest,
        ))
    }
}

/// A move from the undecided position `i` reaches a decided one: `win`, one lost for the
/// opponent, decides it won; otherwise one more move is refuted, and the last one decides it
/// lost. Either way at the level `next` (with the decided bit).
#[inline(always)]
fn hit(
    cells: &mut [u32],
    i: usize,
    win: bool,
    next: u32,
    frontier: &mut Vec<u32>,
) -> Result<(), SpecError> {
    let cell = cells[i];
    if cell & DECIDED != 0 {
        return Ok(());
    }
    if win {
        cells[i] = next | WON;
    } else if cell == 1 {
        cells[i] = next;
    } else {
        cells[i] = cell - 1;
        return Ok(());
    }
    push(frontier, i as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cats::game::{CatsRoles, CatsRules};
    use crate::Player;

    #[test]
    fn predecessors_generated_again_at_each_level_give_the_same_table_and_longest_distance() {
        // Every rule variant on a few graphs, 1 to 4 cats: with and without the kept lists.
        let graphs: [Vec<Vec<usize>>; 3] = [
            vec![
                vec![1, 2],
                vec![0, 2, 3],
                vec![0, 1, 4],
                vec![1, 4, 5],
                vec![2, 3],
                vec![3],
            ],
            (0..7).map(|a| vec![(a + 1) % 7, (a + 6) % 7]).collect(),
            (0..6)
                .map(|a| (0..6).filter(|&b| b != a && (a + b) % 3 != 0).collect())
                .collect(),
        ];
        let (mut compared, mut most) = (0, 0);
        for graph in &graphs {
            for bits in 0..32u32 {
                let rules = CatsRules {
                    directed: false,
                    cat_enters_hole: bits & 1 != 0,
                    mouse_passes: bits & 2 != 0,
                    cat_passes: bits & 4 != 0,
                    lazy_cats: bits & 8 != 0,
                };
                for k in 1..=4 {
                    let roles = CatsRoles {
                        mouse: 0,
                        cats: vec![1; k],
                        holes: if bits & 16 != 0 { vec![5] } else { vec![] },
                        first: Player::Mouse,
                    };
                    let game = CatsGame::new(graph, roles, rules).unwrap();
                    let mut silent = |_: &Progress| ControlFlow::Continue(());
                    let kept = solve_cats(&game).unwrap();
                    let again = crate::cats::with_cats!(k, K => {
                        Solver::<K, _>::new(&game, &mut silent).unwrap().run(0).unwrap()
                    });
                    assert_eq!(kept, again, "{graph:?} {rules:?} {k}");
                    let longest = kept.scan_max_distance();
                    assert_eq!(kept.max_distance(), longest, "{graph:?} {rules:?} {k}");
                    most = most.max(longest);
                    compared += 1;
                }
            }
        }
        assert_eq!(compared, 3 * 32 * 4);
        assert!(most >= 5, "longest distance {most}");
    }

    #[test]
    fn an_allocation_that_fails_is_an_error_naming_its_size() {
        let err = try_filled(usize::MAX / 16, 0u64).unwrap_err();
        let bytes = usize::MAX / 16 * 8;
        assert_eq!(err, SpecError::OutOfMemory(crate::OutOfMemory { bytes }));
        assert_eq!(
            err.to_string(),
            format!("out of memory: could not allocate {bytes} bytes")
        );
        assert_eq!(
            CatsSolveError::from(err.clone()).to_string(),
            err.to_string()
        );
    }
}
