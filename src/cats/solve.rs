//! The retrograde solver for the game with several cats.
//!
//! The rules are [`crate::solve::phases`]'s, the ones the one-cat solvers apply: [`label`] says
//! what a position is before any move (finished and for whom, stuck, or undecided with its
//! count of moves), [`decide`] what a move into a decided position does to its predecessor
//! (won, or one move refuted and lost when none is left), and [`Cell`] is the one-cat large
//! solver's 2-byte cell. What is several-cats' own is the storage and the order of the work:
//!
//! - **Cells, rank-major.** One [`Cell`] (2 bytes) per entry, every multiset of cat places
//!   counted, positions or not: plane 0 (the mouse to move) then plane 1 (the cats to move),
//!   each a row of `n` cells (one per mouse node) per multiset, rows in rank order. A cell
//!   holds the count of unrefuted moves while undecided, then the outcome and the distance;
//!   distances of [`Cell::CAP`] plies or more go to a side list (as the one-cat solver keeps
//!   them), counts above [`Cell::MAX_COUNT`] (only the cats', on dense graphs with many cats)
//!   to a side table.
//! - **Frontiers as rows.** The positions decided at a level are found again by their cell
//!   (its distance is the level), in the rows flagged as holding one: one bit per multiset
//!   and plane, for this level and the next. (From [`Cell::CAP`] on, the side list of long
//!   distances is the frontier.) So a frontier takes no memory per position.
//! - **The cats' predecessors, all mice at once.** A row of decided positions with the mouse to
//!   move (one multiset of the cats, the mice lost and won as two bitsets) updates the rows of
//!   every multiset one cats' move before it. A bitset of the positions with the cats to move
//!   that are still undecided (one bit each) makes that one word operation per 64 mice: a
//!   move into a lost position wins every undecided predecessor among those mice at once,
//!   and only the positions decided (or refuted) touch their cells. The predecessor
//!   multisets of a row are generated once per row and level, each distinct one once.
//!
//! Cost: time about linear in the moves ([`CatsGame::moves`]), far less for the cats' moves
//! when many mice share a row; memory [`cats_solve_bytes`]: 2 bytes a position for the
//! cells, one bit per position with the cats to move, a bit per multiset and plane for each
//! of two levels, 8 bytes per multiset for the predecessor generator, and the side lists
//! (grown fallibly as they fill). Every allocation is fallible, and the whole count is
//! reserved before the solve starts.
//!
//! [`label`]: crate::solve::phases::label
//! [`decide`]: crate::solve::phases::decide

use std::fmt;
use std::ops::ControlFlow;

use crate::cats::game::CatsGame;
use crate::cats::multiset::multisets;
use crate::cats::ranks::each_rank;
use crate::cats::table::CatsTable;
use crate::memory::{reserve, try_filled, try_grow};
use crate::progress::{Cancelled, Observer, Phase, Progress};
use crate::solve::counter::{Cell, Counter};
use crate::solve::frontier::Bits;
use crate::solve::phases::{decide, label};
use crate::{Outcome, Player, SpecError};

/// Why a watched solve did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatsSolveError {
    /// The observer asked the solve to stop.
    Cancelled,
    /// The solve was refused ([`SpecError::TooManyPositions`] when its memory cannot be had,
    /// [`SpecError::OutOfMemory`] if a side list cannot grow).
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

impl CatsSolveError {
    /// The kind of this error: `"Cancelled"`, or the refusal's
    /// [`SpecError::kind`](crate::SpecError::kind).
    pub fn kind(&self) -> &'static str {
        match self {
            CatsSolveError::Cancelled => "Cancelled",
            CatsSolveError::Refused(e) => e.kind(),
        }
    }

    /// The values the message names: none for `Cancelled`, else the refusal's
    /// [`SpecError::params`](crate::SpecError::params).
    pub fn params(&self) -> crate::Params {
        match self {
            CatsSolveError::Cancelled => vec![],
            CatsSolveError::Refused(e) => e.params(),
        }
    }
}

impl std::error::Error for CatsSolveError {}

impl From<SpecError> for CatsSolveError {
    fn from(e: SpecError) -> CatsSolveError {
        CatsSolveError::Refused(e)
    }
}

impl From<crate::OutOfMemory> for CatsSolveError {
    fn from(e: crate::OutOfMemory) -> CatsSolveError {
        CatsSolveError::Refused(SpecError::OutOfMemory(e))
    }
}

/// An upper bound of the bytes a solve with `cats` cats on `nodes` nodes allocates, counted
/// from the two numbers alone, saturating: the cells (2 bytes a position), the undecided bits
/// of the positions with the cats to move and a level's lost positions with the mouse to move
/// (a bit each), the rows of the two frontiers, the predecessor
/// generator (8 bytes a multiset) and its scratch. Without the side lists of distances of
/// 16,383 plies or more and of counts over 32,767, which grow fallibly (and stay empty in most
/// games).
///
/// [`solve_cats`] reserves it before it starts, and is refused
/// ([`SpecError::TooManyPositions`]) if it cannot be had; a game whose count could never be
/// allocated here (over `isize::MAX` bytes, or more than 2³² multisets of cat places) is
/// refused when it is built.
///
/// ```
/// // Scotland Yard's 199 stations and 3 cats: 530,653,400 positions.
/// let bytes = cat_mouse::cats_solve_bytes(199, 3);
/// assert!(bytes >= 2 * 530_653_400 && bytes < 2_200_000_000);
/// ```
#[must_use]
pub fn cats_solve_bytes(nodes: usize, cats: usize) -> u64 {
    let n = nodes as u128;
    let m = u128::from(multisets(nodes as u64, cats));
    let words = n.div_ceil(64);
    let cells = 2 * 2 * n * m;
    // The open bits, and the lost positions of a level taken by pulling.
    let open = 2 * 8 * m * words;
    let rows = 4 * 8 * m.div_ceil(64);
    let generator = 4 * m + 4 * m;
    // The layout's rank terms (the table keeps a copy), the scratch bitsets of a row, the
    // mouse's lists, the table's small fields.
    let small = 4 * cats as u128 * n + 8 * 8 * words + 16 * n + 4096;
    u64::try_from(cells + open + rows + generator + small).unwrap_or(u64::MAX)
}

/// Solves every position of `game` by retrograde analysis: who wins with perfect play, and in
/// exactly how many plies, the winner hurrying and the loser delaying.
///
/// The phases, as in [`solve`](crate::solve), with its rules:
/// 1. label the finished positions (distance 0), and the positions whose player to move has no
///    legal move, which that player loses; give every other position its count of distinct
///    moves (for the cats: the distinct multisets their joint moves lead to, counted once per
///    multiset of cats, since the count depends only on where the cats stand);
/// 2. take the positions decided at distance `d`, level by level. A position with the cats to
///    move has as predecessors the positions one mouse step before it; one with the mouse to
///    move, the *distinct* multisets one cats' move before it, generated cat by cat from the
///    lists read backwards (cats sharing a node pick a multiset, not every ordering) and each
///    kept once. Each undecided predecessor either has a move into a position lost for the
///    opponent, and is won at `d + 1`, or loses one unrefuted move, and is lost at `d + 1` when
///    none is left. The positions with the mouse to move are taken a multiset at a time,
///    every mouse node at once (see the module's notes);
/// 3. whatever is never decided is a draw.
///
/// With one cat, the table is exactly [`solve`](crate::solve)'s for the same
/// [`GraphGame`](crate::GraphGame).
///
/// Cost: time about linear in the moves summed over every position ([`CatsGame::moves`],
/// within the work budget [`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES)); memory
/// [`cats_solve_bytes`], about 2 bytes a position, reserved before the solve starts.
///
/// # Errors
/// [`SpecError::TooManyPositions`] if the memory cannot be had; [`SpecError::OutOfMemory`] if
/// a side list cannot grow.
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
/// as [`solve_cats`] is.
pub fn solve_cats_observed<O: Observer>(
    game: &CatsGame,
    observer: &mut O,
) -> Result<CatsTable, CatsSolveError> {
    solve_capped(game, observer, Cell::CAP)
}

/// [`solve_cats_observed`] with the distances of `cap` plies or more in the side list (the
/// full cap but in tests).
pub(crate) fn solve_capped<O: Observer>(
    game: &CatsGame,
    observer: &mut O,
    cap: u16,
) -> Result<CatsTable, CatsSolveError> {
    let (nodes, cats) = (game.nodes(), game.cats());
    let bytes = cats_solve_bytes(nodes, cats);
    let refused = SpecError::TooManyPositions {
        cats,
        nodes,
        positions: game.positions(),
        bytes,
    };
    // The game's construction checked that the count is addressable.
    let count = usize::try_from(bytes).map_err(|_| refused.clone())?;
    reserve(count).map_err(|_| refused)?;
    crate::cats::with_cats!(cats, K => {
        Solver::<K, O>::new(game, observer, cap.min(Cell::CAP))?.run()
    })
}

/// How much work between two progress reports.
const REPORT_EVERY: u64 = 1 << 20;

/// Counts of moves above [`Cell::MAX_COUNT`]: the cell keeps `MAX_COUNT`, and the rest is here,
/// per multiset and mouse node; a refutation takes from here first.
#[derive(Default)]
struct Full {
    /// The multisets whose count is over `MAX_COUNT`, increasing.
    ranks: Vec<u32>,
    /// `excess[slot · n + mouse]`: the count above `MAX_COUNT` of the position with the cats
    /// to move at that multiset and mouse node.
    excess: Vec<u32>,
}

impl Full {
    /// A refutation of the position with the cats to move at (`rank`, `mouse`), whose cell is
    /// full: taken from its excess if it has one left (returns `true`), else the cell's count
    /// takes it.
    #[cold]
    fn absorb(&mut self, rank: u32, mouse: usize, n: usize) -> bool {
        let Ok(slot) = self.ranks.binary_search(&rank) else {
            return false;
        };
        let excess = &mut self.excess[slot * n + mouse];
        if *excess == 0 {
            return false;
        }
        *excess -= 1;
        true
    }
}

/// The solver's state for `K` cats.
struct Solver<'a, const K: usize, O: Observer> {
    game: &'a CatsGame,
    /// Nodes, multisets, words of a row's bitset.
    n: usize,
    m: usize,
    words: usize,
    /// Plane 0 (the mouse to move) at `rank · n + mouse`, plane 1 (the cats to move) at
    /// `n · M + rank · n + mouse`.
    cells: Vec<Cell>,
    /// The undecided positions with the cats to move: bit `mouse` of row `rank`, at
    /// `rank · words`.
    open: Vec<u64>,
    /// How many rows of `open` have a bit.
    open_rows: usize,
    /// For a level taken by pulling (see [`pull`](Self::pull)): the positions with the mouse to
    /// move lost at that level, laid out as `open`.
    lost_now: Vec<u64>,
    /// Per plane, one bit per multiset: whose row holds a position decided at the level being
    /// taken (`now`), and at the next one (`next`). Only for levels below the cap (above it,
    /// the side list is the frontier).
    now: [Vec<u64>; 2],
    next: [Vec<u64>; 2],
    /// The counts over `MAX_COUNT`.
    full: Full,
    /// `(cell index, distance)` of every position decided at `cap` plies or more, by level.
    overflow: Vec<(u64, u32)>,
    /// Distances of `cap` or more are stored as `cap` and kept in `overflow`.
    cap: u16,
    /// Per multiset, the generation that last saw it: the distinct multisets of one
    /// enumeration.
    seen: Vec<u32>,
    generation: u32,
    /// The distinct ranks of the last enumeration.
    ranks: Vec<u32>,
    /// Scratch: a row's lost and won positions, and its words in use.
    lost: Vec<u64>,
    won: Vec<u64>,
    active: Vec<usize>,
    observer: &'a mut O,
    progress: Progress,
    next_report: u64,
}

impl<'a, const K: usize, O: Observer> Solver<'a, K, O> {
    fn new(game: &'a CatsGame, observer: &'a mut O, cap: u16) -> Result<Self, CatsSolveError> {
        let layout = game.layout();
        let (n, m) = (layout.nodes(), layout.multisets());
        let words = n.div_ceil(64);
        let row_words = m.div_ceil(64);
        let mut ranks = Vec::new();
        try_grow(&mut ranks, m)?;
        Ok(Solver {
            game,
            n,
            m,
            words,
            cells: try_filled(layout.len(), Cell::NOT_A_POSITION)?,
            open: try_filled(m * words, 0u64)?,
            open_rows: 0,
            lost_now: try_filled(m * words, 0u64)?,
            now: [try_filled(row_words, 0u64)?, try_filled(row_words, 0u64)?],
            next: [try_filled(row_words, 0u64)?, try_filled(row_words, 0u64)?],
            full: Full::default(),
            overflow: Vec::new(),
            cap,
            seen: try_filled(m, 0u32)?,
            generation: 0,
            ranks,
            lost: vec![0; words],
            won: vec![0; words],
            active: Vec::with_capacity(words),
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
        let mut tuples = 0u64;
        // A rank is below M ≤ u32::MAX (checked when the layout was made).
        let _ = each_rank::<K>(
            self.game,
            self.game.layout().binomials(),
            from,
            backwards,
            &mut |rank| {
                tuples += 1;
                if seen[rank as usize] != generation {
                    seen[rank as usize] = generation;
                    // At most `m` distinct ranks: room was made for them.
                    ranks.push(rank);
                }
                ControlFlow::Continue(())
            },
        );
        tuples
    }

    /// A position (cell `index`, in the row of multiset `rank` of `plane`) was decided at
    /// `level`: flags its row for the next level, or (from the cap on) lists it.
    #[inline]
    fn decided(
        &mut self,
        plane: usize,
        rank: usize,
        index: usize,
        level: u32,
    ) -> Result<(), CatsSolveError> {
        self.progress.decided += 1;
        if level < u32::from(self.cap) {
            self.next[plane][rank / 64] |= 1 << (rank % 64);
        } else {
            try_grow(&mut self.overflow, 1)?;
            self.overflow.push((index as u64, level));
        }
        Ok(())
    }

    /// Solves.
    fn run(mut self) -> Result<CatsTable, CatsSolveError> {
        self.report(true)?;
        let mut any = self.label()?;
        // 2. Levels: the positions decided at `level` decide their predecessors at `level + 1`.
        self.progress.phase = Phase::Levels;
        self.progress.moves_done = 0;
        self.next_report = REPORT_EVERY;
        self.report(true)?;
        let mut level = 0u32;
        let mut longest = 0u32;
        // The side list's entries decided at `level` (from the cap on) start here.
        let mut segment = 0usize;
        while any {
            longest = level;
            self.progress.level = level + 1;
            let listed = self.overflow.len();
            if level < u32::from(self.cap) {
                self.rows_level(level)?;
            } else {
                self.listed_level(level, segment..listed)?;
            }
            segment = listed;
            any = self.overflow.len() > listed
                || self.next.iter().any(|rows| rows.iter().any(|&w| w != 0));
            for plane in 0..2 {
                std::mem::swap(&mut self.now[plane], &mut self.next[plane]);
                self.next[plane].fill(0);
            }
            level += 1;
        }
        // 3. The rest are draws: their cells still hold counts.
        self.progress.phase = Phase::Finish;
        self.report(true)?;
        let mut overflow = std::mem::take(&mut self.overflow);
        overflow.sort_unstable();
        Ok(CatsTable::new(
            self.game.layout().clone(),
            std::mem::take(&mut self.cells),
            overflow,
            self.cap,
            longest,
        ))
    }

    /// Phase 1, labelling: per multiset of cat places, the positions with either player to
    /// move, by the rules ([`label`], with the game's end test). Returns whether any position
    /// is decided.
    fn label(&mut self) -> Result<bool, CatsSolveError> {
        let (n, m, words) = (self.n, self.m, self.words);
        let plane = n * m;
        let mut cats = [0u32; K];
        let mut any = false;
        // Without a hole, and with cats that always have a move, no position is ever won for
        // the mouse, so no move of the cats is ever refuted: their counts are never read, and
        // any count stands for them (Cops and Robbers: the cats' moves are not counted).
        let uncounted = self.game.mouse_never_wins();
        for rank in 0..m {
            if rank > 0 {
                crate::cats::multiset::next_multiset(&mut cats, n as u32);
            }
            // A cat on a hole it may not enter: no position (the cells stay so).
            if !cats.iter().all(|&c| self.game.cat_stands(c as usize)) {
                continue;
            }
            let count = if uncounted {
                1
            } else {
                // (Labelling reports by the joint moves looked at: no fraction is shown then.)
                self.progress.moves_done += self.distinct(&cats, false);
                self.ranks.len()
            };
            let excess = count.saturating_sub(Cell::MAX_COUNT);
            if excess > 0 {
                self.full.ranks.push(rank as u32);
                try_grow(&mut self.full.excess, n)?;
                self.full
                    .excess
                    .extend(std::iter::repeat(excess as u32).take(n));
            }
            let (mut mouse_row, mut cat_row) = (false, false);
            for mouse in 0..n {
                let end = self.game.end(mouse as u32, &cats);
                let won_by = |turn: Player| end.map(|t| t.outcome() == Outcome::win_for(turn));
                let moves = self.game.mouse_moves().of(mouse).len();
                let cell: Cell = label(won_by(Player::Mouse), moves);
                self.cells[rank * n + mouse] = cell;
                mouse_row |= cell.outcome().is_some();
                let cell: Cell = label(won_by(Player::Cat), count.min(Cell::MAX_COUNT));
                self.cells[plane + rank * n + mouse] = cell;
                if cell.outcome().is_some() {
                    cat_row = true;
                } else {
                    self.open[rank * words + mouse / 64] |= 1 << (mouse % 64);
                }
            }
            if mouse_row {
                self.now[0][rank / 64] |= 1 << (rank % 64);
            }
            if cat_row {
                self.now[1][rank / 64] |= 1 << (rank % 64);
            }
            if self.open[rank * words..][..words].iter().any(|&w| w != 0) {
                self.open_rows += 1;
            }
            any |= mouse_row || cat_row;
            self.report(false)?;
        }
        Ok(any)
    }

    /// Phase 2, for a level below the cap: the rows flagged in `now`, whose positions decided at
    /// `level` are those whose cell says so; and, with the cats to move, those won at `level`
    /// whose cell is written only now (see [`cats_before`](Self::cats_before)). The cats'
    /// rows first, so that the wins found while taking the mouse's rows (at `level + 1`) are
    /// not yet among them.
    fn rows_level(&mut self, level: u32) -> Result<(), CatsSolveError> {
        let (n, m, words) = (self.n, self.m, self.words);
        let distance = level as u16;
        let (lost_cell, won_cell) = (
            Cell::decided(false, distance),
            Cell::decided(true, distance),
        );
        for plane in [1, 0] {
            let rows = std::mem::take(&mut self.now[plane]);
            // With the mouse to move: nothing to update if no position with the cats to move
            // is undecided; fewer rows to pull into than to push from, pull.
            let pull = plane == 0 && level + 1 < u32::from(self.cap) && {
                let flagged: usize = rows.iter().map(|w| w.count_ones() as usize).sum();
                self.open_rows < flagged
            };
            if plane == 1 || self.open_rows > 0 {
                for (w, &word) in rows.iter().enumerate() {
                    for bit in Bits(word) {
                        let rank = 64 * w + bit;
                        let start = plane * n * m + rank * n;
                        let row = &mut self.cells[start..start + n];
                        self.active.clear();
                        for (k, chunk) in row.chunks_mut(64).enumerate() {
                            let (mut lost, mut won, mut counting) = (0u64, 0u64, 0u64);
                            for (i, &cell) in chunk.iter().enumerate() {
                                lost |= u64::from(cell == lost_cell) << i;
                                won |= u64::from(cell == won_cell) << i;
                                counting |= u64::from(cell.is_counting()) << i;
                            }
                            if plane == 1 {
                                // Won at `level` by a move into a position lost for the mouse:
                                // its open bit went, its cell is written now.
                                let late = counting & !self.open[rank * words + k];
                                for i in Bits(late) {
                                    chunk[i] = won_cell;
                                }
                                won |= late;
                            }
                            self.lost[k] = lost;
                            self.won[k] = won;
                            if lost | won != 0 {
                                self.active.push(k);
                            }
                        }
                        if pull && self.active.iter().all(|&k| self.won[k] == 0) {
                            // Kept for the pull (a row with refutes is pushed now).
                            for &k in &self.active {
                                self.lost_now[rank * words + k] = self.lost[k];
                            }
                        } else {
                            self.group(plane, rank, level)?;
                        }
                    }
                }
            }
            if pull && self.open_rows > 0 {
                self.pull(level)?;
                for (w, &word) in rows.iter().enumerate() {
                    for bit in Bits(word) {
                        let rank = 64 * w + bit;
                        self.lost_now[rank * words..][..words].fill(0);
                    }
                }
            }
            self.now[plane] = rows;
        }
        Ok(())
    }

    /// The wins of a level taken the other way round: every row with undecided positions with
    /// the cats to move looks at the multisets one cats' move leads to, for positions with
    /// the mouse to move lost at `level` (in `lost_now`), all its mice at once, and stops once
    /// none of its positions is left undecided. The same wins as pushing from the lost rows
    /// (a position with the cats to move is won at `level + 1` if and only if one of its
    /// moves leads to a position lost at `level`: an earlier one would have decided it
    /// already), found from the fewer rows. Only for levels without refutations, whose rows
    /// are all pushed.
    fn pull(&mut self, level: u32) -> Result<(), CatsSolveError> {
        let (m, words) = (self.m, self.words);
        let _ = level;
        let mut from = [0u32; K];
        let (game, terms) = (self.game, self.game.layout().binomials());
        for before in 0..m {
            let row = before * words;
            if self.open[row..row + words].iter().all(|&w| w == 0) {
                continue;
            }
            game.layout().unrank_into(before, &mut from);
            let (open, lost_now) = (&mut self.open, &self.lost_now);
            let mut tuples = 0u64;
            let mut won = false;
            let _ = each_rank::<K>(game, terms, &from, false, &mut |after| {
                tuples += 1;
                let at = after as usize * words;
                let mut left = 0u64;
                for k in 0..words {
                    let o = open[row + k];
                    // Phase 2's rule, for 64 mice at once: a move into a position lost for
                    // the mouse wins (the cell, undecided, is written at the next level).
                    let win = lost_now[at + k] & o;
                    won |= win != 0;
                    open[row + k] = o & !win;
                    left |= o & !win;
                }
                if left == 0 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            });
            self.progress.moves_done += tuples;
            if won {
                self.next[1][before / 64] |= 1 << (before % 64);
                if self.open[row..row + words].iter().all(|&w| w == 0) {
                    self.open_rows -= 1;
                }
            }
            self.report(false)?;
        }
        Ok(())
    }

    /// Phase 2, for a level from the cap on: its positions are the side list's `segment`.
    fn listed_level(
        &mut self,
        level: u32,
        segment: std::ops::Range<usize>,
    ) -> Result<(), CatsSolveError> {
        let (n, m) = (self.n, self.m);
        self.overflow[segment.clone()].sort_unstable();
        let mut at = segment.start;
        while at < segment.end {
            let index = self.overflow[at].0 as usize;
            let (plane, rank) = (index / (n * m), index % (n * m) / n);
            let row = plane * n * m + rank * n;
            self.lost.fill(0);
            self.won.fill(0);
            while at < segment.end && (self.overflow[at].0 as usize) < row + n {
                debug_assert_eq!(self.overflow[at].1, level);
                let mouse = self.overflow[at].0 as usize - row;
                let won = self.cells[row + mouse].outcome() == Some(true);
                let bits = if won { &mut self.won } else { &mut self.lost };
                bits[mouse / 64] |= 1 << (mouse % 64);
                at += 1;
            }
            self.active.clear();
            for k in 0..self.words {
                if self.lost[k] | self.won[k] != 0 {
                    self.active.push(k);
                }
            }
            self.group(plane, rank, level)?;
        }
        Ok(())
    }

    /// The positions of the row of multiset `rank` in `plane` decided at `level` (`lost` and
    /// `won` for their player to move, in the words `active`) update their predecessors.
    fn group(&mut self, plane: usize, rank: usize, level: u32) -> Result<(), CatsSolveError> {
        if plane == 0 {
            self.cats_before(rank, level)?;
        } else {
            self.mouse_before(rank, level)?;
        }
        self.report(false)
    }

    /// Decided with the mouse to move: the cats' moves into it, from every multiset one cats'
    /// move before, for all the row's mice at once. A move into a position lost for the mouse
    /// wins every undecided predecessor with the cats to move; one into a position won for the
    /// mouse refutes one move of each.
    ///
    /// A win below the cap only clears the position's open bit and flags its row: its cell is
    /// written when the row is taken at the next level (see [`rows_level`](Self::rows_level)),
    /// in rank order, not here, where the predecessors' rows come in no order (a fifth less
    /// time on Scotland Yard with 3 cats).
    fn cats_before(&mut self, rank: usize, level: u32) -> Result<(), CatsSolveError> {
        let (n, m, words) = (self.n, self.m, self.words);
        let next = level + 1;
        let below = next < u32::from(self.cap);
        let mut from = [0u32; K];
        self.game.layout().unrank_into(rank, &mut from);
        let mice: u64 = self
            .active
            .iter()
            .map(|&k| u64::from((self.lost[k] | self.won[k]).count_ones()))
            .sum();
        self.distinct(&from, true);
        let befores = std::mem::take(&mut self.ranks);
        let active = std::mem::take(&mut self.active);
        self.progress.moves_done += mice * befores.len() as u64;
        let distance = next.min(u32::from(self.cap)) as u16;
        let mut result = Ok(());
        'befores: for &before in &befores {
            let before = before as usize;
            for &k in &active {
                let open = self.open[before * words + k];
                let (win, refute) = (self.lost[k] & open, self.won[k] & open);
                if win | refute == 0 {
                    continue;
                }
                let row = n * m + before * n + 64 * k;
                let mut closed = win;
                // Phase 2's rule: a move into a position lost for the mouse wins (below the
                // cap, the cell is written at the next level).
                for bit in Bits(win) {
                    let index = row + bit;
                    if !below {
                        let now = decide(&mut self.cells[index], true, distance);
                        debug_assert!(now, "an open position is undecided");
                    }
                    if let Err(e) = self.decided(1, before, index, next) {
                        result = Err(e);
                        break 'befores;
                    }
                }
                // One into a position won for the mouse refutes a move (those over the
                // cell's count first).
                for bit in Bits(refute) {
                    let index = row + bit;
                    let cell = &mut self.cells[index];
                    if cell.is_full() && self.full.absorb(before as u32, 64 * k + bit, n) {
                        continue;
                    }
                    if decide(cell, false, distance) {
                        closed |= 1 << bit;
                        if let Err(e) = self.decided(1, before, index, next) {
                            result = Err(e);
                            break 'befores;
                        }
                    }
                }
                self.open[before * words + k] = open & !closed;
                if open & !closed == 0
                    && self.open[before * words..][..words].iter().all(|&w| w == 0)
                {
                    self.open_rows -= 1;
                }
            }
        }
        self.ranks = befores;
        self.active = active;
        result
    }

    /// Decided with the cats to move: the mouse's steps into it, in the row of the same
    /// multiset with the mouse to move.
    fn mouse_before(&mut self, rank: usize, level: u32) -> Result<(), CatsSolveError> {
        let n = self.n;
        let next = level + 1;
        let distance = next.min(u32::from(self.cap)) as u16;
        let row = rank * n;
        let game = self.game;
        for i in 0..self.active.len() {
            let k = self.active[i];
            for (bits, lost) in [(self.lost[k], true), (self.won[k], false)] {
                for bit in Bits(bits) {
                    let preds = game.mouse_preds().of(64 * k + bit);
                    self.progress.moves_done += preds.len() as u64;
                    for &before in preds {
                        let index = row + before as usize;
                        // Phase 2's rule: into a position lost for the cats, the mouse wins;
                        // into one they win, one of its moves is refuted.
                        if decide(&mut self.cells[index], lost, distance) {
                            self.decided(0, rank, index, next)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cats::game::CatsRoles;
    use crate::fixtures::cats_rules;
    use crate::Player;

    fn graphs() -> [Vec<Vec<usize>>; 3] {
        [
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
        ]
    }

    #[test]
    fn distances_kept_in_the_side_list_give_the_same_table() {
        // Every rule variant on a few graphs, 1 to 4 cats: with the cap at 3 plies, most
        // decided positions go through the side list (and its levels are frontiers), yet
        // every value is the same.
        let (mut compared, mut most, mut listed) = (0, 0, 0);
        for graph in &graphs() {
            for bits in 0..32u32 {
                let rules = cats_rules(bits);
                for k in 1..=4 {
                    let roles = CatsRoles {
                        mouse: 0,
                        cats: vec![1; k],
                        holes: if bits & 16 != 0 { vec![5] } else { vec![] },
                        first: Player::Mouse,
                    };
                    let game = CatsGame::new(graph, roles, rules).unwrap();
                    let mut silent = |_: &Progress| ControlFlow::Continue(());
                    let full = solve_cats(&game).unwrap();
                    let capped = solve_capped(&game, &mut silent, 3).unwrap();
                    for i in 0..full.len() {
                        assert_eq!(
                            full.value_at(i),
                            capped.value_at(i),
                            "{graph:?} {rules:?} {k} {i}"
                        );
                    }
                    assert_eq!(
                        full.distances(),
                        capped.distances(),
                        "{graph:?} {rules:?} {k}"
                    );
                    let longest = full.scan_max_distance();
                    assert_eq!(full.max_distance(), longest, "{graph:?} {rules:?} {k}");
                    assert_eq!(capped.max_distance(), longest, "{graph:?} {rules:?} {k}");
                    listed += capped.listed();
                    most = most.max(longest);
                    compared += 1;
                }
            }
        }
        assert_eq!(compared, 3 * 32 * 4);
        assert!(most >= 5, "longest distance {most}");
        assert!(listed > 10_000, "{listed} distances listed");
    }

    #[test]
    fn counts_over_a_cell_are_kept_beside_it() {
        // A full cell takes its refutations from the side table first.
        let mut full = Full {
            ranks: vec![3, 9],
            excess: vec![0, 2, 1, 0],
        };
        assert!(!full.absorb(4, 0, 2)); // not a full multiset
        assert!(!full.absorb(3, 0, 2)); // nothing left beside the cell
        assert!(full.absorb(3, 1, 2) && full.absorb(3, 1, 2) && !full.absorb(3, 1, 2));
        assert!(full.absorb(9, 0, 2) && !full.absorb(9, 0, 2));
    }

    #[test]
    fn the_memory_count_is_what_cannot_be_had() {
        // 8 cats on 400 nodes: no machine holds the table; refused when built.
        let err = crate::cats::check_positions(400, 8).unwrap_err();
        let bytes = cats_solve_bytes(400, 8);
        assert!(matches!(
            err,
            SpecError::TooManyPositions {
                cats: 8,
                nodes: 400,
                ..
            }
        ));
        assert!(err.to_string().contains(&format!("{bytes} bytes")), "{err}");
    }
}
