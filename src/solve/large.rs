//! The solver for games too large for [`small`](super::small): the cells of every position in
//! one vector over the [`Compact`] index, frontiers as bitsets, and the updates done row by row
//! so that a row of predecessors stays in cache.

use std::ops::ControlFlow;

use super::counter::{Cell, Counter};
use super::frontier::{Frontier, Plane};
use super::index::{Compact, Side};
use super::phases::{update, Blocker, Labels, Stop, Update};
use super::publish::{public_outcomes, CellRows};
use crate::game::{Game, MAX_PLACES};
use crate::memory::{self, reserve, try_grow, OutOfMemory};
use crate::progress::{Cancelled, Observer, Phase, Progress, Stopped};
use crate::table::{OutcomeTable, DISTANCE_CAP};
use crate::{Layout, Player};

/// The full table by the large solver; `OBS`: report to `observer`; `check`: reserve the
/// table's memory before the last phase (the side list of long distances may have taken what
/// was reserved for it). Picks the row windows.
pub(super) fn table<G: Game, O: Observer, const OBS: bool, B: Blocker, C: Counter>(
    game: &G,
    ix: Compact,
    cap: u16,
    observer: &mut O,
    block: B,
    check: bool,
) -> Result<OutcomeTable, Stopped> {
    if narrow(&ix) {
        table_in::<G, O, OBS, NARROW, B, C>(game, ix, cap, observer, block, check)
    } else {
        table_in::<G, O, OBS, WIDE, B, C>(game, ix, cap, observer, block, check)
    }
}

/// [`table`] with row windows of `R`.
fn table_in<G: Game, O: Observer, const OBS: bool, const R: usize, B: Blocker, C: Counter>(
    game: &G,
    ix: Compact,
    cap: u16,
    observer: &mut O,
    block: B,
    check: bool,
) -> Result<OutcomeTable, Stopped> {
    let cap = cap.min(Cell::CAP);
    let finish = memory::finish_bytes(game.places(), ix.width(0) + ix.width(1));
    let solver = Solver::<C, OBS, O, R, B, true>::new(game, &ix, cap, observer, block);
    let solver = solver.run(game, &ix, None)?;
    if check {
        reserve(finish)?;
    }
    Ok(solver.finish(game, ix))
}

/// [`solve_start`](super::solve_start) by the large solver with counters `C`: whether the
/// start is won for the player to move, and the level at which it was decided. Picks the row
/// windows.
pub(super) fn decide_start<G: Game, C: Counter, B: Blocker>(
    game: &G,
    ix: &Compact,
    stop: Stop,
    block: B,
) -> Option<(bool, u32)> {
    if narrow(ix) {
        decide_start_in::<G, C, NARROW, B>(game, ix, stop, block)
    } else {
        decide_start_in::<G, C, WIDE, B>(game, ix, stop, block)
    }
}

/// [`decide_start`] with row windows of `R`.
fn decide_start_in<G: Game, C: Counter, const R: usize, B: Blocker>(
    game: &G,
    ix: &Compact,
    stop: Stop,
    block: B,
) -> Option<(bool, u32)> {
    let mut silent = Silent;
    let solver =
        Solver::<C, false, Silent, R, B, false>::new(game, ix, DISTANCE_CAP, &mut silent, block)
            .run(game, ix, Some(stop))
            .ok()?;
    let won = solver.counters[stop.start].outcome()?;
    Some((won, solver.level))
}

/// The observer of an unobserved solve.
pub(super) struct Silent;

impl Observer for Silent {
    #[inline(always)]
    fn progress(&mut self, _: &Progress) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Row windows: a power of two `R` above the width of every row (a player's compact places).
/// The hot loops index a row through a fixed `[C; R]` window with `q % R`, which the compiler
/// knows to be in bounds, so no bounds check is left per move. The cells vector is padded by
/// `R` so that the window of the last row fits: two sizes keep the padding small next to the
/// cells (`NARROW` for rows of at most 256 places, `WIDE` for the rest).
const NARROW: usize = 256;
/// See [`NARROW`].
const WIDE: usize = 8192;
const _: () = assert!(MAX_PLACES < WIDE && WIDE.is_power_of_two() && NARROW.is_power_of_two());

/// Whether `ix`'s rows fit [`NARROW`] windows: strictly narrower, so that the wins listed from
/// the front of a row's `decided` window and the losses from its back always leave a slot
/// between them (see [`update_row`]; a branch-free append writes that slot).
fn narrow(ix: &Compact) -> bool {
    ix.width(0).max(ix.width(1)) < NARROW
}

/// How often an observed solve reports: every this many moves of work found
/// ([`Progress::moves_done`]), and at least every [`REPORT_ROWS`] rows updated.
const REPORT_MOVES: u64 = 1 << 20;
/// See [`REPORT_MOVES`].
const REPORT_ROWS: usize = 1024;

/// The solver's working state, over the [`Compact`] index (see its layout: all predecessors of
/// a state lie in one contiguous row of the other plane).
///
/// `C` is the counter type (the narrowest that holds every place's moves, see
/// `super::Width`); `OBS`: count work and report it to the observer (off for
/// [`solve`](super::solve()), so that it pays nothing for it); `KEEP`: keep every position's
/// outcome and distance in `cells` (a table; [`solve_start`](super::solve_start) keeps none).
///
/// The counters are all the loops over moves touch: with `KEEP`, a decision is also written to
/// its [`Cell`] once, after the row's loops, so that the hot loops stream over 1-byte counters
/// (half the memory of a 2-byte cell) and test nothing before a decrement.
///
/// Memory while solving: the counter of every position (1 byte, 2 with 255 moves or more), with
/// `KEEP` its cell (2 bytes), and four frontier bitsets (this level's and the next, lost and
/// won: half a byte per position).
struct Solver<'o, C, const OBS: bool, O, const R: usize, B, const KEEP: bool> {
    counters: Vec<C>,
    /// With `KEEP`: every position's outcome and distance once decided (see [`Cell`]), written
    /// once, when it is decided; empty without.
    cells: Vec<Cell>,
    /// Without `KEEP`: one window of cells that [`update_row`] is handed and never writes; empty
    /// with.
    no_cells: Vec<Cell>,
    /// Which moves the other piece blocks.
    block: B,
    /// `(compact index, distance)` of every position decided at [`Cell::CAP`] plies or more.
    overflow: Overflow,
    /// Distances of `cap` or more are stored as `cap` and kept in `overflow`.
    cap: u16,
    /// Scratch: the positions decided while updating one row (see [`update_row`]).
    decided: Vec<u16>,
    /// The last level processed.
    level: u32,
    observer: &'o mut O,
    progress: Progress,
    next_report: u64,
    rows_since_report: usize,
}

impl<
        'o,
        C: Counter,
        const OBS: bool,
        O: Observer,
        const R: usize,
        B: Blocker,
        const KEEP: bool,
    > Solver<'o, C, OBS, O, R, B, KEEP>
{
    fn new<G: Game>(game: &G, ix: &Compact, cap: u16, observer: &'o mut O, block: B) -> Self {
        let len = ix.len();
        Solver {
            block,
            // Padded so that a row's R-long window never leaves the vector (see NARROW).
            counters: vec![C::counting(0); len + R],
            // Padded as the counters are (see NARROW); `finish` gives the padding back.
            cells: if KEEP {
                vec![Cell::UNDECIDED; len + R]
            } else {
                Vec::new()
            },
            no_cells: if KEEP {
                Vec::new()
            } else {
                vec![Cell::UNDECIDED; R]
            },
            overflow: Overflow::default(),
            cap,
            decided: vec![0; R],
            level: 0,
            observer,
            progress: Progress {
                phase: Phase::Label,
                level: 0,
                decided: 0,
                positions: len as u64,
                moves_done: 0,
                moves_total: if OBS { game.game_moves() } else { 0 },
            },
            next_report: REPORT_MOVES,
            rows_since_report: 0,
        }
    }

    /// Reports progress (observed solves only).
    #[inline(always)]
    fn report(&mut self, phase: Phase) -> Result<(), Cancelled> {
        if OBS {
            self.progress.phase = phase;
            self.progress.level = self.level;
            if self.observer.progress(&self.progress).is_break() {
                return Err(Cancelled);
            }
        }
        Ok(())
    }

    /// Phases 1 and 2, up to the stop if any.
    fn run<G: Game>(mut self, game: &G, ix: &Compact, stop: Option<Stop>) -> Result<Self, Stopped> {
        // Frontier plane p holds decided states of plane p, grouped by the row of their
        // predecessors in the other plane: it has that plane's shape.
        let shape = [(ix.rows(1), ix.width(1)), (ix.rows(0), ix.width(0))];
        let mut frontier = Frontier::new(shape);
        let mut next = Frontier::new(shape);
        self.report(Phase::Label)?;
        self.label(game, ix, &mut frontier);
        self.report(Phase::Levels)?;
        loop {
            if let Some(stop) = stop {
                if stop.reached(self.counters[stop.start].outcome().is_some(), self.level) {
                    break;
                }
            }
            if frontier.is_empty() {
                break;
            }
            self.level += 1;
            for plane in 0..2 {
                let [a, b] = &mut next.planes;
                let target = if plane == 0 { b } else { a };
                self.propagate(ix, plane, &mut frontier.planes[plane], target)?;
            }
            if let Some(e) = self.overflow.failed {
                return Err(Stopped::OutOfMemory(e));
            }
            std::mem::swap(&mut frontier, &mut next);
        }
        Ok(self)
    }

    /// Phase 1: count moves everywhere (with the blocking rule, the moves the other piece
    /// leaves open), label finished positions and stuck players (see [`Labels`]), and put them
    /// in the first frontier (level 0).
    #[inline(never)] // one call per solve; kept separate so profiles can tell the phases apart
    fn label<G: Game>(&mut self, game: &G, ix: &Compact, frontier: &mut Frontier) {
        for plane in 0..2 {
            let width = ix.width(plane);
            let mut degrees = vec![C::counting(0); width];
            let mut stuck = vec![0u64; width.div_ceil(64)];
            let labels = Labels::new(game, ix, plane, &self.block, &mut degrees, &mut stuck);
            let other = ix.side(Player::ALL[1 - plane]);
            let base = plane * ix.plane_len();
            let fplane = &mut frontier.planes[plane];
            let progress = &mut self.progress;
            // Rows are indexed by the place of the player not to move, columns by the mover's.
            for (major, &major_place) in other.places.iter().enumerate() {
                let start = base + major * width;
                let row = &mut self.counters[start..][..width];
                let cells: &mut [Cell] = if KEEP {
                    &mut self.cells[start..][..width]
                } else {
                    &mut []
                };
                let column = fplane.column(major);
                labels.row(major, major_place, row, |minor, won| {
                    fplane.set(minor, column, won);
                    if KEEP {
                        cells[minor] = Cell::decided(won, 0);
                    }
                    if OBS {
                        progress.decided += 1;
                        progress.moves_done += other.pred_count(major) as u64;
                    }
                });
            }
        }
    }

    /// Phase 2, one plane of one level: the states of `plane` decided at `level - 1` (in `cur`)
    /// update their undecided predecessors, which lie in the other plane, row by row. A
    /// predecessor with a move into a state lost for its opponent is won; otherwise it loses one
    /// unrefuted move, and when none is left it is lost. Both are decided at `level`, and go to
    /// `next`.
    fn propagate(
        &mut self,
        ix: &Compact,
        plane: usize,
        cur: &mut Plane,
        next: &mut Plane,
    ) -> Result<(), Cancelled> {
        let pred = 1 - plane;
        let width = ix.width(pred);
        let moves = ix.side(Player::ALL[pred]);
        let base = pred * ix.plane_len();
        let level = self.level;
        let (inline, distance) = if level < u32::from(self.cap) {
            (true, level as u16)
        } else {
            (false, self.cap)
        };
        let step = Step {
            moves,
            mover: pred,
            level,
            distance,
            inline,
        };
        for row in 0..cur.rows() {
            let summary = cur.take_summary(row);
            if summary == 0 {
                continue;
            }
            let start = base + row * width;
            let row_cells = (&mut self.counters[start..][..R]).try_into();
            // Without `KEEP`, the cells are never written: the scratch window stands in.
            let cells = if KEEP {
                (&mut self.cells[start..][..R]).try_into()
            } else {
                (&mut self.no_cells[..]).try_into()
            };
            let decided = update_row::<C, R, B, KEEP>(
                row_cells.expect("counters are padded to a whole window after the last row"),
                cells.expect("cells are padded to a whole window after the last row"),
                start,
                cur,
                row,
                summary,
                next,
                &step,
                (&mut self.decided[..]).try_into().expect("R long"),
                &mut self.overflow,
                &self.block,
            );
            if OBS {
                // The work found: each position decided here makes the next level examine the
                // moves of `row`'s place (see `Progress::moves_done`).
                let moves = ix.side(Player::ALL[plane]).pred_count(row);
                self.progress.moves_done += (decided * moves) as u64;
                self.progress.decided += decided as u64;
                // Also every REPORT_ROWS rows: a level that finds little work may still have
                // much to examine (what the level before found), and cancelling stays prompt.
                self.rows_since_report += 1;
                if self.progress.moves_done >= self.next_report
                    || self.rows_since_report >= REPORT_ROWS
                {
                    self.next_report = self.progress.moves_done + REPORT_MOVES;
                    self.rows_since_report = 0;
                    self.report(Phase::Levels)?;
                }
            }
        }
        Ok(())
    }
}

/// The longest distance of a table whose solve ran to the end after `levels` levels (the last
/// level processed): that level decided nothing (the loop stops on an empty frontier), and each
/// level before it decided something at its own distance (level 0: the finished positions and
/// stuck players), or the loop would have stopped there.
pub(super) fn longest(levels: u32) -> u32 {
    levels.saturating_sub(1)
}

/// The side list of the distances of [`Cell::CAP`] plies or more, grown fallibly: nobody can
/// count it in advance. `failed` once it could not grow; the solve then stops.
#[derive(Default)]
struct Overflow {
    list: Vec<(u32, u32)>,
    failed: Option<OutOfMemory>,
}

/// What one level's updates of one plane share.
struct Step<'a> {
    /// The moves of the predecessors' mover.
    moves: &'a Side,
    /// The predecessors' mover (a [`Player::index`]).
    mover: usize,
    level: u32,
    /// The distance stored in the cells decided now (`level`, or the cap).
    distance: u16,
    /// Whether `level` is below the distance cap.
    inline: bool,
}

/// The updates of one predecessor row (`counters`, whose first cell has compact index `start`)
/// from the states of `row` in the frontier plane `cur`, whose non-empty words `summary` names.
/// Returns the number of positions decided.
///
/// The positions decided are listed in `decided` (won from the front, lost from the back of
/// the window: a position is decided at most once, so fewer than `R` are) and marked in `next`
/// afterwards, so that the loops over moves keep few values live (a JIT without many registers
/// to spare keeps them all in registers).
///
/// A function of its own, called once per row, so that a JIT compiling the module lazily (V8's
/// dynamic tiering of wasm) switches to optimised code for it within the first solve: a long
/// loop inside one call would run its baseline code to the end.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn update_row<C: Counter, const R: usize, B: Blocker, const KEEP: bool>(
    counters: &mut [C; R],
    cells: &mut [Cell; R],
    start: usize,
    cur: &mut Plane,
    row: usize,
    summary: u64,
    next: &mut Plane,
    step: &Step,
    decided: &mut [u16; R],
    overflow: &mut Overflow,
    block: &B,
) -> usize {
    let (mut won_end, mut lost_start) = (0, R);
    let update_step = Update {
        preds: step.moves.pred_lists(),
        mover: step.mover,
        other: row,
        distance: step.distance,
        block,
    };
    cur.drain_row(row, summary, |w, lost, won| {
        // Phase 2's rule (see `phases::update`), for one frontier word.
        update(counters, update_step, 64 * w, lost, won, |q, won, hit| {
            if won {
                if hit {
                    decided[won_end % R] = q;
                    won_end += 1;
                }
            } else {
                lost_start -= 1;
                decided[lost_start % R] = q;
            }
        });
    });
    // Every predecessor decided here is in column `row` of the next frontier, and (with
    // `KEEP`) gets its cell: one loop over the decisions for both.
    let mut marks = next.marks(row);
    let (won, lost) = (&decided[..won_end], &decided[lost_start..]);
    let (won_cell, lost_cell) = (
        Cell::decided(true, step.distance),
        Cell::decided(false, step.distance),
    );
    for &q in won {
        let q = usize::from(q);
        marks.set(q, true);
        if KEEP {
            // (`% R` changes nothing, q < width <= R: it proves the index in bounds.)
            cells[q % R] = won_cell;
        }
    }
    for &q in lost {
        let q = usize::from(q);
        marks.set(q, false);
        if KEEP {
            cells[q % R] = lost_cell;
        }
    }
    if KEEP && !step.inline && overflow.failed.is_none() {
        match try_grow(&mut overflow.list, won.len() + lost.len()) {
            Ok(()) => {
                for &q in won.iter().chain(lost) {
                    overflow
                        .list
                        .push(((start + usize::from(q)) as u32, step.level));
                }
            }
            Err(e) => overflow.failed = Some(e),
        }
    }
    won.len() + lost.len()
}

impl<'o, C: Counter, const OBS: bool, O: Observer, const R: usize, B: Blocker>
    Solver<'o, C, OBS, O, R, B, true>
{
    /// Phase 3: the public table. Cells become outcome bytes (see [`public_outcomes`]), then the
    /// distances in place, in the compact order, where the table looks them up.
    #[inline(never)] // one call per solve; kept separate so profiles can tell the phases apart
    fn finish<G: Game>(mut self, game: &G, ix: Compact) -> OutcomeTable {
        if OBS {
            // Cancelling is no longer possible: the table is almost done.
            let _ = self.report(Phase::Finish);
        }
        let n = game.places();
        let rows = CellRows {
            start: [0, ix.plane_len()],
            stride: [ix.width(0), ix.width(1)],
        };
        let len = ix.len();
        // The move lists are no longer needed: dropped before the table is allocated.
        let (numbering, places) = ix.into_numbering();
        // The counters are no longer needed either.
        drop(std::mem::take(&mut self.counters));
        let outcomes = public_outcomes(n, &places, &self.cells, rows);
        drop(places);
        let mut cells = std::mem::take(&mut self.cells);
        cells.truncate(len);
        // In place (a cell and a distance have the same size), then the padding is given back.
        let mut distances: Vec<u16> = cells.into_iter().map(Cell::distance).collect();
        distances.shrink_to_fit();
        let mut overflow = std::mem::take(&mut self.overflow.list);
        overflow.sort_unstable();
        OutcomeTable {
            layout: Layout::new(n),
            outcomes,
            distances,
            overflow,
            cap: self.cap,
            max_distance: longest(self.level),
            numbering,
        }
    }
}
