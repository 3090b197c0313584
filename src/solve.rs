//! The retrograde (backward-induction) solver.

use std::ops::ControlFlow;

use crate::counter::{Cell, Checked, Counter};
use crate::frontier::{Bits, Frontier, Plane};
use crate::game::{Game, MAX_PLACES};
use crate::index::{Compact, Side};
use crate::memory::{self, reserve, try_grow, OutOfMemory};
use crate::progress::{Cancelled, Observer, Phase, Progress, Stopped};
use crate::small;
use crate::table::{OutcomeTable, DISTANCE_CAP, NOT_A_POSITION};
use crate::{Layout, Outcome, Player, Value};

/// Solves every state of `game` by retrograde analysis.
///
/// Computes, for every state (mouse place, cat place, player to move), who wins with perfect play
/// and in exactly how many plies, the winner hurrying and the loser delaying. It works backwards
/// from the finished positions, keeping for each undecided state the number of its moves not yet
/// refuted:
///
/// 1. label the finished positions (distance 0), and the positions where the player to move has
///    no legal move, which that player loses;
/// 2. take the positions decided at distance `d`, level by level; each undecided predecessor
///    (found through the game's [predecessor lists](Game::predecessors), and with the blocking
///    rule only where the other piece lets the move through) either has a move into a position
///    lost for the opponent, so it is won at `d + 1`, or loses one unrefuted move, and when none
///    is left it is lost at `d + 1`;
/// 3. whatever is never decided is a draw: neither side can force an end, and with best play the
///    game goes on for ever (repeats, in the graph game; *endless* in the grid game).
///
/// There is no horizon: games of any length are solved exactly. The grid's turn limit is applied
/// afterwards from the distances ([`GridGame::limited`](crate::GridGame::limited)).
///
/// Only positions are solved: pairs of places the pieces may stand on (never a wall, never the
/// cat on a hole it may not enter). The table handed back still has the public [`Layout`], every other entry
/// marked [`NOT_A_POSITION`].
///
/// Cost: time linear in the number of game moves over all positions (O(positions × moves per
/// place)); with the blocking rule, a check per move and a recount of every position's moves. Memory: 2.5 bytes per position while solving (a 2-byte cell holding the count of
/// unrefuted moves, then the outcome and distance; the frontier bitsets), and less than 4 bytes
/// per state at the peak, when the public table is built. The table kept holds 1 byte per state
/// and 2 per position. Games of at most 64 places a player are solved in fixed arrays on the
/// stack, allocating nothing but the table.
///
/// ```
/// use cat_mouse::{solve, GraphGame, Outcome, Player, State};
/// // A path 0 - 1 - 2: the mouse steps into the hole.
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// let table = solve(&game);
/// let start = table.value(State::new(1, 2, Player::Mouse))?.unwrap();
/// assert_eq!((start.outcome, start.distance), (Outcome::MouseWin, 1));
/// // With the cat to move, the cat steps onto the mouse.
/// let other = table.value(State::new(1, 2, Player::Cat))?.unwrap();
/// assert_eq!((other.outcome, other.distance), (Outcome::CatWin, 1));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[must_use]
pub fn solve<G: Game>(game: &G) -> OutcomeTable {
    solve_in(game, false).unwrap_or_else(|e| out_of_memory(e))
}

/// [`solve`], with running out of memory an error instead of an abort: the bytes the solve
/// will allocate ([`solve_bytes`](crate::solve_bytes)) are [reserved](crate::reserve) before
/// anything is built, and the rare growth nobody can count (distances of 16,383 plies or more)
/// is fallible.
///
/// # Errors
/// [`OutOfMemory`] if the memory could not be had; nothing is kept.
///
/// ```
/// use cat_mouse::{solve, try_solve, GraphGame};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// assert_eq!(try_solve(&game).unwrap(), solve(&game));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn try_solve<G: Game>(game: &G) -> Result<OutcomeTable, OutOfMemory> {
    reserve(memory::solve_bytes(game))?;
    solve_in(game, true)
}

/// [`solve`] or [`try_solve`]; `check`: reserve the table's memory before the last phase.
fn solve_in<G: Game>(game: &G, check: bool) -> Result<OutcomeTable, OutOfMemory> {
    let ix = Compact::new(game);
    if G::MAY_BLOCK && game.blocking() {
        let block = Blocks::new(game, &ix);
        if small::fits(&ix) {
            return Ok(small::table(game, ix, DISTANCE_CAP, &block));
        }
        return large_table(game, ix, DISTANCE_CAP, block, check);
    }
    if small::fits(&ix) {
        return Ok(small::table(game, ix, DISTANCE_CAP, &Free));
    }
    large_table(game, ix, DISTANCE_CAP, Free, check)
}

/// What the infallible entry points do when memory runs out: what a failed allocation does.
fn out_of_memory(e: OutOfMemory) -> ! {
    let layout = std::alloc::Layout::from_size_align(e.bytes.max(1), 1)
        .unwrap_or(std::alloc::Layout::new::<u8>());
    std::alloc::handle_alloc_error(layout)
}

/// [`solve`], reporting progress to `observer` after every chunk of work (about a million moves
/// of work found, see [`Progress`]) and at each phase change, and stopping when it answers
/// [`ControlFlow::Break`].
///
/// The table is the one [`solve`] computes. The counting and the reports cost under 0.3% of the
/// solve's instructions (callgrind, on graphs of 1,000 nodes and 32×32 and 63×63 grids).
///
/// # Errors
/// [`Cancelled`] if the observer stopped the solve.
///
/// ```
/// use std::ops::ControlFlow;
/// use cat_mouse::{solve, solve_observed, GraphGame, Phase, Progress};
/// let game = GraphGame::new(&[vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]])?;
/// let mut phases = Vec::new();
/// let table = solve_observed(&game, &mut |p: &Progress| {
///     phases.push(p.phase);
///     ControlFlow::Continue(())
/// })
/// .unwrap();
/// assert_eq!(table, solve(&game));
/// assert_eq!(phases.first(), Some(&Phase::Label));
/// assert_eq!(phases.last(), Some(&Phase::Finish));
/// // Stopping at the first report cancels the solve.
/// assert!(solve_observed(&game, &mut |_: &Progress| ControlFlow::Break(())).is_err());
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn solve_observed<G: Game, O: Observer>(
    game: &G,
    observer: &mut O,
) -> Result<OutcomeTable, Cancelled> {
    match observed_in(game, observer, false) {
        Ok(table) => Ok(table),
        Err(Stopped::Cancelled) => Err(Cancelled),
        Err(Stopped::OutOfMemory(e)) => out_of_memory(e),
    }
}

/// [`solve_observed`], with running out of memory an error, as in [`try_solve`].
///
/// # Errors
/// [`Stopped::Cancelled`] if the observer stopped the solve, [`Stopped::OutOfMemory`] if the
/// memory could not be had.
pub fn try_solve_observed<G: Game, O: Observer>(
    game: &G,
    observer: &mut O,
) -> Result<OutcomeTable, Stopped> {
    reserve(memory::solve_bytes(game))?;
    observed_in(game, observer, true)
}

/// [`solve_observed`] or [`try_solve_observed`] (`check`, as in [`solve_in`]).
fn observed_in<G: Game, O: Observer>(
    game: &G,
    observer: &mut O,
    check: bool,
) -> Result<OutcomeTable, Stopped> {
    let ix = Compact::new(game);
    if G::MAY_BLOCK && game.blocking() {
        let block = Blocks::new(game, &ix);
        return table::<G, O, true, _>(game, ix, DISTANCE_CAP, observer, block, check);
    }
    table::<G, O, true, _>(game, ix, DISTANCE_CAP, observer, Free, check)
}

/// The value of `game`'s starting position, if it is decided within `max_plies` plies; `None` if
/// it is not (a draw, or a win or loss that takes longer).
///
/// This is what the LeetCode questions ask ([`cat_mouse_game`](crate::cat_mouse_game),
/// [`can_mouse_win`](crate::can_mouse_win)), and it costs less than [`solve`]: no distances are
/// kept, no table is built, and since the solver decides positions in order of distance, it
/// stops as soon as the start is decided, or once every position within `max_plies` is. The
/// value (outcome and distance) is exactly the one [`solve`] gives the start. Pass `u32::MAX` for
/// no bound.
///
/// ```
/// use cat_mouse::{solve_start, GridGame, Outcome};
/// // LeetCode 1728, example 2: the mouse reaches the food in 3 plies.
/// let game = GridGame::new(&["M.C...F"], 1, 4)?;
/// let value = solve_start(&game, 1000).unwrap();
/// assert_eq!((value.outcome, value.distance), (Outcome::MouseWin, 3));
/// assert_eq!(solve_start(&game, 2), None);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[must_use]
pub fn solve_start<G: Game>(game: &G, max_plies: u32) -> Option<Value> {
    start_in(game, max_plies)
}

/// [`solve_start`], with running out of memory an error, as in [`try_solve`] (its memory is
/// counted as a full solve's, an upper bound).
///
/// # Errors
/// [`OutOfMemory`] if the memory could not be had.
pub fn try_solve_start<G: Game>(game: &G, max_plies: u32) -> Result<Option<Value>, OutOfMemory> {
    reserve(memory::solve_bytes(game))?;
    Ok(start_in(game, max_plies))
}

/// [`solve_start`].
fn start_in<G: Game>(game: &G, max_plies: u32) -> Option<Value> {
    let start = game.start();
    if let Some(end) = game.terminal(start.mouse as usize, start.cat as usize) {
        return Some(Value {
            outcome: end.outcome(),
            distance: 0,
        });
    }
    let ix = Compact::new(game);
    let stop = Stop {
        start: ix.index(start.turn, start.mouse as usize, start.cat as usize)?,
        max_level: max_plies,
    };
    let (won, level) = if G::MAY_BLOCK && game.blocking() {
        let block = Blocks::new(game, &ix);
        decide_start_by(game, &ix, stop, block)
    } else {
        decide_start_by(game, &ix, stop, Free)
    }?;
    let outcome = Outcome::win_for(if won { start.turn } else { start.turn.other() });
    Some(Value {
        outcome,
        distance: level,
    })
}

/// [`solve_start`] with the blocker `block`: whether the start is won for the player to move,
/// and the level at which it was decided.
fn decide_start_by<G: Game, B: Blocker>(
    game: &G,
    ix: &Compact,
    stop: Stop,
    block: B,
) -> Option<(bool, u32)> {
    match Width::of(ix) {
        // Small games have at most 64 moves a place: fast byte counters.
        _ if small::fits(ix) => small::decide_start::<G, u8, B>(game, ix, stop, &block),
        Width::Fast8 => decide_start::<G, u8, B>(game, ix, stop, block),
        Width::Checked8 => decide_start::<G, Checked, B>(game, ix, stop, block),
        Width::Fast16 => decide_start::<G, u16, B>(game, ix, stop, block),
    }
}

/// [`decide_start_by`] with counters `C`.
fn decide_start<G: Game, C: Counter, B: Blocker>(
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
    let solver = Solver::<C, false, Silent, R, B>::new(game, ix, DISTANCE_CAP, &mut silent, block)
        .run(game, ix, Some(stop))
        .ok()?;
    let won = solver.counters[stop.start].outcome()?;
    Some((won, solver.level))
}

/// The full table by the large solver; `OBS`: report to `observer`.
/// `check`: reserve the table's memory before the last phase (the side list of long
/// distances may have taken what was reserved for it).
fn table<G: Game, O: Observer, const OBS: bool, B: Blocker>(
    game: &G,
    ix: Compact,
    cap: u16,
    observer: &mut O,
    block: B,
    check: bool,
) -> Result<OutcomeTable, Stopped> {
    let cap = cap.min(Cell::CAP);
    let finish = memory::finish_bytes(game.places(), ix.width(0) + ix.width(1));
    if narrow(&ix) {
        let solver = Solver::<Cell, OBS, O, NARROW, B>::new(game, &ix, cap, observer, block);
        let solver = solver.run(game, &ix, None)?;
        if check {
            reserve(finish)?;
        }
        Ok(solver.finish(game, ix))
    } else {
        let solver = Solver::<Cell, OBS, O, WIDE, B>::new(game, &ix, cap, observer, block);
        let solver = solver.run(game, &ix, None)?;
        if check {
            reserve(finish)?;
        }
        Ok(solver.finish(game, ix))
    }
}

/// The full table by the large solver, unobserved.
fn large_table<G: Game, B: Blocker>(
    game: &G,
    ix: Compact,
    cap: u16,
    block: B,
    check: bool,
) -> Result<OutcomeTable, OutOfMemory> {
    match table::<G, Silent, false, B>(game, ix, cap, &mut Silent, block, check) {
        Ok(table) => Ok(table),
        Err(Stopped::OutOfMemory(e)) => Err(e),
        Err(Stopped::Cancelled) => unreachable!("a silent solve is never cancelled"),
    }
}

/// [`solve`] with distances of `cap` or more kept in the side list instead of inline: with a
/// tiny cap, tests reach the side list without games 16,383 plies long. Not for other uses.
#[doc(hidden)]
#[must_use]
pub fn solve_with_distance_cap<G: Game>(game: &G, cap: u16) -> OutcomeTable {
    // Always the large solver: the small one never needs the side list.
    let ix = Compact::new(game);
    let table = if G::MAY_BLOCK && game.blocking() {
        let block = Blocks::new(game, &ix);
        large_table(game, ix, cap, block, false)
    } else {
        large_table(game, ix, cap, Free, false)
    };
    table.unwrap_or_else(|e| out_of_memory(e))
}

/// Which moves the other piece blocks, as the solver asks it: in compact places. The solver
/// is generic over it, so that a game without the blocking rule runs with [`Free`], whose
/// checks compile away, and only a blocking game pays a check per move ([`Blocks`]).
pub(crate) trait Blocker {
    /// Whether any move may be blocked (`false`: every check compiles away).
    const ON: bool;
    /// Whether the piece of `mover` (a [`Player::index`]) moving between its compact places
    /// `from` and `to` is blocked by the other piece on compact place `other`. Symmetric in
    /// `from` and `to`, like [`Game::blocked`].
    fn blocked(&self, mover: usize, from: usize, to: usize, other: usize) -> bool;

    /// The number of moves of `mover` from compact place `x` that the other piece on `other`
    /// does not block.
    #[inline]
    fn open_moves(&self, side: &Side, mover: usize, x: usize, other: usize) -> usize {
        if Self::ON {
            side.moves(x)
                .iter()
                .filter(|&&to| !self.blocked(mover, x, usize::from(to), other))
                .count()
        } else {
            side.degree(x)
        }
    }
}

/// No move is ever blocked: the classic games, and every game without the blocking rule.
pub(crate) struct Free;

impl Blocker for Free {
    const ON: bool = false;
    #[inline(always)]
    fn blocked(&self, _: usize, _: usize, _: usize, _: usize) -> bool {
        false
    }
}

/// The blocking rule of a game ([`Game::blocked`]), asked in compact places.
pub(crate) struct Blocks<'g, G> {
    game: &'g G,
    /// Per player: compact place → public place.
    places: [Vec<u32>; 2],
}

impl<'g, G: Game> Blocks<'g, G> {
    pub(crate) fn new(game: &'g G, ix: &Compact) -> Self {
        Blocks {
            game,
            places: [ix.sides[0].places.clone(), ix.sides[1].places.clone()],
        }
    }
}

impl<G: Game> Blocker for Blocks<'_, G> {
    const ON: bool = true;
    #[inline]
    fn blocked(&self, mover: usize, from: usize, to: usize, other: usize) -> bool {
        let own = &self.places[mover];
        self.game.blocked(
            own[from] as usize,
            own[to] as usize,
            self.places[1 - mover][other] as usize,
        )
    }
}

/// The counter a game needs.
enum Width {
    /// Every place has fewer than 128 moves: fast byte counters.
    Fast8,
    /// Some place has 128 to 254: checked byte counters.
    Checked8,
    /// Some place has 255 or more: fast 2-byte counters.
    Fast16,
}

impl Width {
    fn of(ix: &Compact) -> Width {
        match ix.sides[0].max_degree().max(ix.sides[1].max_degree()) {
            0..=127 => Width::Fast8,
            128..=254 => Width::Checked8,
            _ => Width::Fast16,
        }
    }
}

/// The observer of an unobserved solve.
struct Silent;

impl Observer for Silent {
    #[inline(always)]
    fn progress(&mut self, _: &Progress) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }
}

/// Row windows: a power of two `R` at least the width of every row (a player's compact places).
/// The hot loops index a row through a fixed `[C; R]` window with `q % R`, which the compiler
/// knows to be in bounds, so no bounds check is left per move. The cells vector is padded by
/// `R` so that the window of the last row fits: two sizes keep the padding small next to the
/// cells (`NARROW` for rows of at most 256 places, `WIDE` for the rest).
const NARROW: usize = 256;
/// See [`NARROW`].
const WIDE: usize = 8192;
const _: () = assert!(MAX_PLACES <= WIDE && WIDE.is_power_of_two() && NARROW.is_power_of_two());

/// Whether `ix`'s rows fit [`NARROW`] windows.
fn narrow(ix: &Compact) -> bool {
    ix.width(0).max(ix.width(1)) <= NARROW
}

/// How often an observed solve reports: every this many moves of work found
/// ([`Progress::moves_done`]), and at least every [`REPORT_ROWS`] rows updated.
const REPORT_MOVES: u64 = 1 << 20;
/// See [`REPORT_MOVES`].
const REPORT_ROWS: usize = 1024;

/// When to stop early: once the state at compact index `start` is decided, or once every state
/// within `max_level` plies is.
#[derive(Clone, Copy)]
pub(crate) struct Stop {
    pub(crate) start: usize,
    pub(crate) max_level: u32,
}

/// The solver's working state, over the [`Compact`] index (see its layout: all predecessors of
/// a state lie in one contiguous row of the other plane).
///
/// `C` is the counter type ([`Cell`] for a table, keeping distances; a byte counter for
/// [`solve_start`]); `OBS`: count work and report it to the observer (off for [`solve`], so
/// that it pays nothing for it).
///
/// Memory while solving: the counter of every position (2 bytes for a [`Cell`]), and four
/// frontier bitsets (this level's and the next, lost and won: half a byte per position).
struct Solver<'o, C, const OBS: bool, O, const R: usize, B> {
    counters: Vec<C>,
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

impl<'o, C: Counter, const OBS: bool, O: Observer, const R: usize, B: Blocker>
    Solver<'o, C, OBS, O, R, B>
{
    fn new<G: Game>(game: &G, ix: &Compact, cap: u16, observer: &'o mut O, block: B) -> Self {
        let len = ix.len();
        Solver {
            block,
            // Padded so that a row's R-long window never leaves the vector (see NARROW).
            counters: vec![C::counting(0); len + R],
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
        if B::ON {
            self.label_blocked(game, ix, &mut frontier);
        }
        self.report(Phase::Levels)?;
        loop {
            if let Some(stop) = stop {
                if self.counters[stop.start].outcome().is_some() || self.level >= stop.max_level {
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

    /// Phase 1: count moves everywhere, label finished positions and stuck players, and put
    /// them in the first frontier (level 0).
    #[inline(never)] // one call per solve; kept separate so profiles can tell the phases apart
    fn label<G: Game>(&mut self, game: &G, ix: &Compact, frontier: &mut Frontier) {
        for (plane, turn) in Player::ALL.into_iter().enumerate() {
            let (mover, other) = (ix.side(turn), ix.side(turn.other()));
            let width = mover.len();
            // Rows are indexed by the place of the player not to move, columns by the mover's.
            let degrees: Vec<C> = (0..width).map(|x| C::counting(mover.degree(x))).collect();
            let stuck: Vec<usize> = (0..width).filter(|&x| mover.degree(x) == 0).collect();
            let won_by_mover = Outcome::win_for(turn);
            let base = plane * ix.plane_len();
            let fplane = &mut frontier.planes[plane];
            let public = |minor: u32, major: u32| {
                let (mouse, cat) = if plane == 0 {
                    (minor, major)
                } else {
                    (major, minor)
                };
                (mouse as usize, cat as usize)
            };
            for (major, &major_place) in other.places.iter().enumerate() {
                let start = base + major * width;
                let row = &mut self.counters[start..][..width];
                row.copy_from_slice(&degrees);
                let column = fplane.column(major);
                // Finished positions: won or lost for the player to move, at distance 0. Found
                // 64 at a time with a branch-free test (they are rare: a few per row), then
                // labelled one by one.
                for (chunk, places) in mover.places.chunks(64).enumerate() {
                    let mut finished = 0u64;
                    for (k, &minor_place) in places.iter().enumerate() {
                        let (mouse, cat) = public(minor_place, major_place);
                        finished |= u64::from(game.may_be_finished(mouse, cat)) << k;
                    }
                    for k in Bits(finished) {
                        let minor = 64 * chunk + k;
                        let (mouse, cat) = public(places[k], major_place);
                        let Some(end) = game.terminal(mouse, cat) else {
                            continue;
                        };
                        let won = end.outcome() == won_by_mover;
                        let moves = mover.degree(minor);
                        row[minor] = if won {
                            C::won(moves)
                        } else {
                            C::finished_lost(moves)
                        };
                        fplane.set(minor, column, won);
                        if OBS {
                            self.progress.decided += 1;
                            self.progress.moves_done += other.pred_count(major) as u64;
                        }
                    }
                }
                // A player without moves has lost (its counter is already 0).
                for &minor in &stuck {
                    let (mouse, cat) = public(mover.places[minor], major_place);
                    if game.terminal(mouse, cat).is_none() {
                        fplane.set(minor, column, false);
                        if OBS {
                            self.progress.decided += 1;
                            self.progress.moves_done += other.pred_count(major) as u64;
                        }
                    }
                }
            }
        }
    }

    /// Phase 1 for a blocking game, after [`label`](Solver::label): each position's moves
    /// depend on where the other piece stands, so every counter is recounted with the moves
    /// the other piece leaves open, and a player whose every move is blocked has lost.
    #[inline(never)]
    fn label_blocked<G: Game>(&mut self, game: &G, ix: &Compact, frontier: &mut Frontier) {
        for (plane, turn) in Player::ALL.into_iter().enumerate() {
            let (mover, other) = (ix.side(turn), ix.side(turn.other()));
            let width = mover.len();
            let won_by_mover = Outcome::win_for(turn);
            let base = plane * ix.plane_len();
            let fplane = &mut frontier.planes[plane];
            for (major, &major_place) in other.places.iter().enumerate() {
                let row = &mut self.counters[base + major * width..][..width];
                let column = fplane.column(major);
                for (minor, cell) in row.iter_mut().enumerate() {
                    let open = self.block.open_moves(mover, plane, minor, major);
                    let minor_place = mover.places[minor] as usize;
                    let (mouse, cat) = if plane == 0 {
                        (minor_place, major_place as usize)
                    } else {
                        (major_place as usize, minor_place)
                    };
                    *cell = match game.terminal(mouse, cat) {
                        Some(end) if end.outcome() == won_by_mover => C::won(open),
                        Some(_) => C::finished_lost(open),
                        // Already labelled lost by `label`: no move at all.
                        None if mover.degree(minor) == 0 => continue,
                        None => {
                            if open == 0 {
                                fplane.set(minor, column, false);
                                if OBS {
                                    self.progress.decided += 1;
                                }
                            }
                            C::counting(open)
                        }
                    };
                }
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
            width,
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
            let decided = update_row::<C, R, B>(
                row_cells.expect("cells are padded to a whole window after the last row"),
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
    /// The width of the predecessor rows.
    width: usize,
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
/// The positions decided are listed in `decided` (won from the front, lost from the back: a
/// position is decided at most once, so a row's width is room enough) and marked in `next`
/// afterwards, so that the loops over moves keep few values live (a JIT without many registers
/// to spare keeps them all in registers).
///
/// A function of its own, called once per row, so that a JIT compiling the module lazily (V8's
/// dynamic tiering of wasm) switches to optimised code for it within the first solve: a long
/// loop inside one call would run its baseline code to the end.
#[inline(never)]
#[allow(clippy::too_many_arguments)]
fn update_row<C: Counter, const R: usize, B: Blocker>(
    counters: &mut [C; R],
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
    let (moves, distance, mover) = (step.moves, step.distance, step.mover);
    let (mut won_end, mut lost_start) = (0, step.width);
    // With blocking, a predecessor counts only if the other piece (on `row`) lets its move
    // through; without, this is `false` and compiles away.
    let blocked = |q: u16, to: usize| B::ON && block.blocked(mover, usize::from(q), to, row);
    cur.drain_row(row, summary, |w, lost, won| {
        // Successors lost for the opponent: their undecided predecessors are won.
        for x in Bits(lost) {
            for &q in moves.preds(64 * w + x) {
                if blocked(q, 64 * w + x) {
                    continue;
                }
                // (`% R` changes nothing, q < width <= R: it proves the index in bounds.)
                if counters[usize::from(q) % R].win(distance) {
                    decided[won_end % R] = q;
                    won_end += 1;
                }
            }
        }
        // Successors won for the opponent: one more move refuted.
        for x in Bits(won) {
            for &q in moves.preds(64 * w + x) {
                if blocked(q, 64 * w + x) {
                    continue;
                }
                if counters[usize::from(q) % R].refute(distance) {
                    lost_start -= 1;
                    decided[lost_start % R] = q;
                }
            }
        }
    });
    // Every predecessor decided here is in column `row` of the next frontier.
    let column = next.column(row);
    let (won, lost) = (&decided[..won_end], &decided[lost_start..step.width]);
    for &q in won {
        next.set(usize::from(q), column, true);
    }
    for &q in lost {
        next.set(usize::from(q), column, false);
    }
    if C::DISTANCES && !step.inline && overflow.failed.is_none() {
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

impl<'o, const OBS: bool, O: Observer, const R: usize, B: Blocker> Solver<'o, Cell, OBS, O, R, B> {
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
        let outcomes = public_outcomes(n, &places, &self.counters, rows);
        drop(places);
        let mut cells = std::mem::take(&mut self.counters);
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
            numbering,
        }
    }
}

/// Where the rows of the two planes lie in a cells array: row `r` of plane `p` starts at
/// `start[p] + r · stride[p]`, and its column `c` is the position of compact places (the mover
/// on `c`, the other player on `r`).
#[derive(Clone, Copy)]
pub(crate) struct CellRows {
    pub(crate) start: [usize; 2],
    pub(crate) stride: [usize; 2],
}

/// The public outcome bytes ([`Layout`] of `n` places) of the positions in `cells` (laid out as
/// `rows` says, the players' compact places being `places`): each position's outcome (undecided = draw), and [`NOT_A_POSITION`] everywhere
/// else.
pub(crate) fn public_outcomes<C: Counter>(
    n: usize,
    places: &[Vec<u32>; 2],
    cells: &[C],
    rows: CellRows,
) -> Vec<u8> {
    let mut outcomes = vec![NOT_A_POSITION; 2 * n * n];
    let [mouse, cat] = places;
    let bytes = |turn: Player| {
        (
            Outcome::win_for(turn) as u8,
            Outcome::win_for(turn.other()) as u8,
        )
    };
    // Mouse to move: compact rows are cat places (columns: mouse places), public rows are mouse
    // places. Converted a square tile at a time into a buffer (a row of the tile is contiguous:
    // vectorised), then written out transposed, so that both sides stay in cache.
    let (won, lost) = bytes(Player::Mouse);
    let mut tile = [[0u8; TILE]; TILE];
    for c0 in (0..cat.len()).step_by(TILE) {
        let cats = &cat[c0..(c0 + TILE).min(cat.len())];
        // Consecutive public places: the tile's column is written as one slice.
        let contiguous = cats.windows(2).all(|w| w[1] == w[0] + 1);
        for m0 in (0..mouse.len()).step_by(TILE) {
            let mice = &mouse[m0..(m0 + TILE).min(mouse.len())];
            for (dc, buf) in tile[..cats.len()].iter_mut().enumerate() {
                let from = &cells[rows.start[0] + (c0 + dc) * rows.stride[0] + m0..][..mice.len()];
                for (b, &cell) in buf.iter_mut().zip(from) {
                    *b = cell.outcome_byte(won, lost);
                }
            }
            for (dm, &m) in mice.iter().enumerate() {
                let out = &mut outcomes[m as usize * n..][..n];
                if contiguous {
                    let out = &mut out[cats[0] as usize..][..cats.len()];
                    for (o, buf) in out.iter_mut().zip(&tile) {
                        *o = buf[dm];
                    }
                } else {
                    for (&c, buf) in cats.iter().zip(&tile) {
                        out[c as usize] = buf[dm];
                    }
                }
            }
        }
    }
    // Cat to move: compact rows are mouse places, columns cat places, as in public rows:
    // converted run by run of consecutive public places (vectorised) where runs are long, one
    // by one where they are short (a maze).
    let (won, lost) = bytes(Player::Cat);
    let cat_runs = runs(cat);
    let long_runs = cat_runs.len() * 8 <= cat.len();
    for (row, &m) in mouse.iter().enumerate() {
        let from = &cells[rows.start[1] + row * rows.stride[1]..][..cat.len()];
        let out = &mut outcomes[(n + m as usize) * n..][..n];
        if long_runs {
            for &(compact, public, len) in &cat_runs {
                let out = &mut out[public..][..len];
                for (o, &cell) in out.iter_mut().zip(&from[compact..][..len]) {
                    *o = cell.outcome_byte(won, lost);
                }
            }
        } else {
            for (&cell, &c) in from.iter().zip(cat) {
                out[c as usize] = cell.outcome_byte(won, lost);
            }
        }
    }
    outcomes
}

/// The runs of consecutive public places in a compact numbering (`places`, increasing), as
/// `(first compact number, first public place, length)`.
fn runs(places: &[u32]) -> Vec<(usize, usize, usize)> {
    let mut out: Vec<(usize, usize, usize)> = Vec::new();
    for (compact, &public) in places.iter().enumerate() {
        match out.last_mut() {
            Some((c, p, len)) if *c + *len == compact && *p + *len == public as usize => *len += 1,
            _ => out.push((compact, public as usize, 1)),
        }
    }
    out
}

/// The side of the square tiles the mouse-to-move plane is transposed in: a tile row is a whole
/// cache line.
const TILE: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame, State, Value};

    fn value(table: &OutcomeTable, m: u32, c: u32, turn: Player) -> Value {
        table.value(State::new(m, c, turn)).unwrap().unwrap()
    }

    #[test]
    fn leetcode_913_examples() {
        let g1 = GraphGame::new(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        assert_eq!(solve(&g1).start_value(&g1).outcome, Outcome::Draw);
        assert_eq!(solve_start(&g1, u32::MAX), None);
        let g2 = GraphGame::new(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let v = solve(&g2).start_value(&g2);
        assert_eq!((v.outcome, v.distance), (Outcome::MouseWin, 1));
        assert_eq!(solve_start(&g2, u32::MAX), Some(v));
    }

    #[test]
    fn leetcode_1728_examples() {
        let cases: [(&[&str], u32, u32, bool); 3] = [
            (&["####F", "#C...", "M...."], 1, 2, true),
            (&["M.C...F"], 1, 4, true),
            (&["M.C...F"], 1, 3, false),
        ];
        for (grid, cat_jump, mouse_jump, expected) in cases {
            let game = GridGame::new(grid, cat_jump, mouse_jump).unwrap();
            let v = solve(&game).start_value(&game);
            println!("{grid:?} {cat_jump} {mouse_jump}: {v}");
            assert_eq!(
                GridGame::limited(v, game.turn_limit()) == Outcome::MouseWin,
                expected
            );
        }
    }

    #[test]
    fn terminal_states_have_distance_zero() {
        let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]]).unwrap();
        let table = solve(&game);
        assert_eq!(
            value(&table, 2, 2, Player::Mouse),
            Value {
                outcome: Outcome::CatWin,
                distance: 0
            }
        );
        assert_eq!(
            value(&table, 0, 1, Player::Cat),
            Value {
                outcome: Outcome::MouseWin,
                distance: 0
            }
        );
        assert_eq!(table.value(State::new(1, 0, Player::Cat)).unwrap(), None);
    }

    #[test]
    fn a_player_without_moves_loses() {
        // Node 3 is isolated: a mouse starting there cannot move.
        let roles = crate::GraphRoles {
            hole: 0,
            mouse: 3,
            cat: 2,
            first: Player::Mouse,
        };
        let game = GraphGame::with_roles(&[vec![1], vec![0, 2], vec![1], vec![]], roles).unwrap();
        let v = solve(&game).start_value(&game);
        let lost_at_once = Value {
            outcome: Outcome::CatWin,
            distance: 0,
        };
        assert_eq!(v, lost_at_once);
        assert_eq!(solve_start(&game, 0), Some(lost_at_once));
    }

    #[test]
    fn capped_distances_match_uncapped() {
        let game = GraphGame::new(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        let (full, capped) = (solve(&game), solve_with_distance_cap(&game, 2));
        assert!(!capped.overflow.is_empty());
        assert_eq!(full.outcome_bytes(), capped.outcome_bytes());
        assert_eq!(full.distances(), capped.distances());
        for i in 0..full.len() {
            assert_eq!(full.distance_at(i), capped.distance_at(i));
        }
    }

    #[test]
    fn walls_are_not_positions_and_cost_no_distance_memory() {
        let game = GridGame::new(&["M#..", "##.C", "F..."], 1, 1).unwrap();
        let table = solve(&game);
        let free = 9;
        assert_eq!(table.distances.len(), 2 * free * free);
        assert_eq!(table.counts()[3], table.len() - 2 * free * free);
        assert_eq!(table.value(State::new(1, 3, Player::Mouse)).unwrap(), None);
        assert_eq!(table.distance_at(1), 0);
    }
}
