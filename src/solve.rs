//! The retrograde (backward-induction) solver.

use std::ops::ControlFlow;

use crate::frontier::{words, Bits, Frontier, Plane};
use crate::game::{Game, MAX_PLACES};
use crate::index::Compact;
use crate::progress::{Cancelled, Observer, Phase, Progress};
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
///    either has a move into a position lost for the opponent, so it is won at `d + 1`, or loses
///    one unrefuted move, and when none is left it is lost at `d + 1`;
/// 3. whatever is never decided is a draw: neither side can force an end, and with best play the
///    game goes on for ever (repeats, in the graph game; *endless* in the grid game).
///
/// There is no horizon: games of any length are solved exactly. The grid's turn limit is applied
/// afterwards from the distances ([`GridGame::limited`](crate::GridGame::limited)).
///
/// Only positions are solved: pairs of places the pieces may stand on (never a wall, never the
/// cat in the hole). The table handed back still has the public [`Layout`], every other entry
/// marked [`NOT_A_POSITION`].
///
/// Cost: time linear in the number of game moves over all positions (O(positions × moves per
/// place)). Memory: about 3.5 bytes per position while solving (a 1-byte counter, 2 bytes if a
/// place has 255 or more moves; a 2-byte distance; the frontier bitsets), and at most 4 bytes per
/// state at the peak, when the public table is built. The table kept holds 1 byte per state and
/// 2 per position.
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
    solve_with_distance_cap(game, DISTANCE_CAP)
}

/// [`solve`], reporting progress to `observer` after every chunk of work (about a million moves
/// examined) and at each phase change, and stopping when it answers [`ControlFlow::Break`].
///
/// The table is the one [`solve`] computes. The reports cost well under 2% of the solve.
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
    table::<G, O, true>(game, DISTANCE_CAP, observer)
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
    let (won, level) = match Width::of(&ix) {
        Width::Fast8 => decide_start::<G, u8>(game, &ix, stop),
        Width::Checked8 => decide_start::<G, Checked>(game, &ix, stop),
        Width::Fast16 => decide_start::<G, u16>(game, &ix, stop),
    }?;
    let outcome = Outcome::win_for(if won { start.turn } else { start.turn.other() });
    Some(Value {
        outcome,
        distance: level,
    })
}

/// [`solve_start`] with counters `C`: whether the start is won for the player to move, and the
/// level at which it was decided.
fn decide_start<G: Game, C: Counter>(game: &G, ix: &Compact, stop: Stop) -> Option<(bool, u32)> {
    let mut silent = Silent;
    let solver = Solver::<C, false, Silent>::new(game, ix, DISTANCE_CAP, &mut silent)
        .run(game, ix, Some(stop))
        .ok()?;
    let won = solver.counters[stop.start].outcome()?;
    Some((won, solver.level))
}

/// The full table; `OBS`: report to `observer`.
fn table<G: Game, O: Observer, const OBS: bool>(
    game: &G,
    cap: u16,
    observer: &mut O,
) -> Result<OutcomeTable, Cancelled> {
    let ix = Compact::new(game);
    let cap = cap.min(Cell::CAP);
    let solver = Solver::<Cell, OBS, O>::new(game, &ix, cap, observer).run(game, &ix, None)?;
    Ok(solver.finish(game, &ix))
}

/// [`solve`] with distances of `cap` or more kept in the side list instead of inline: with a
/// tiny cap, tests reach the side list without games 65,535 plies long. Not for other uses.
#[doc(hidden)]
#[must_use]
pub fn solve_with_distance_cap<G: Game>(game: &G, cap: u16) -> OutcomeTable {
    match table::<G, Silent, false>(game, cap, &mut Silent) {
        Ok(table) => table,
        Err(Cancelled) => unreachable!("a silent solve is never cancelled"),
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

/// How often an observed solve reports: every this many moves examined.
const REPORT_MOVES: u64 = 1 << 20;

/// A per-position counter: the number of unrefuted moves while undecided, or a decided mark.
///
/// The solver only ever asks three things of it, each a load, an update and a test: is a
/// position won by a move into a lost one ([`win`](Counter::win)), does it lose one more move
/// ([`refute`](Counter::refute)), and what is it at the end.
trait Counter: Copy {
    /// Whether the counter keeps the distance of a decided position ([`Cell`] does; the
    /// counters of [`solve_start`] do not).
    const DISTANCES: bool;
    /// An undecided position with `moves` unrefuted moves (0: the player to move is stuck, and
    /// has lost).
    fn counting(moves: usize) -> Self;
    /// A finished position won for the player to move, who has `moves` moves.
    fn won(moves: usize) -> Self;
    /// A finished position lost for the player to move, who has `moves` moves (moves it will
    /// never play: the game is over, but the solver still visits it as a predecessor).
    fn finished_lost(moves: usize) -> Self;
    /// A move reaches a position lost for the opponent: the position is won in `distance` plies
    /// if it was undecided. Returns whether it was.
    fn win(&mut self, distance: u16) -> bool;
    /// A move reaches a position won for the opponent: one more move refuted. Returns whether
    /// that was the last one, so the position is now lost in `distance` plies.
    fn refute(&mut self, distance: u16) -> bool;
    /// `Some(true)` if won for the player to move, `Some(false)` if lost, `None` if undecided.
    fn outcome(self) -> Option<bool>;
    /// `won` if won, `lost` if lost, else 0 (a draw), without a branch.
    fn outcome_byte(self, won: u8, lost: u8) -> u8;
}

/// The table solve's cell: a position's counter while it is undecided, its outcome and distance
/// once it is, in 2 bytes. Keeping both in one word means a decision writes the cache line the
/// counter was read from, and the cells become the table's distances in place at the end.
///
/// Undecided: the count, `1..0x8000`. Decided: `0x8000`, plus `0x4000` if won for the player to
/// move, plus the distance in the low 14 bits (distances of [`Cell::CAP`] or more are kept in a
/// side list, and stored as `CAP`). Decided cells are never changed again: every update checks
/// first (without a branch, for the decrement).
#[derive(Clone, Copy)]
struct Cell(u16);

impl Cell {
    const DECIDED: u16 = 0x8000;
    const WON: u16 = 0x4000;
    /// The largest inline distance field value; it means "see the side list".
    const CAP: u16 = 0x3FFF;

    #[inline(always)]
    fn undecided(self) -> bool {
        (self.0 as i16) > 0
    }

    /// The distance field (0 for an undecided cell).
    #[inline(always)]
    fn distance(self) -> u16 {
        (self.0 & Cell::CAP) & 0u16.wrapping_sub(u16::from(!self.undecided()))
    }
}

/// Any place's move count fits the cell's count field.
const _: () = assert!(MAX_PLACES < Cell::WON as usize);

impl Counter for Cell {
    const DISTANCES: bool = true;
    #[inline(always)]
    fn counting(moves: usize) -> Cell {
        // A stuck player has lost at once.
        Cell(if moves == 0 {
            Cell::DECIDED
        } else {
            moves as u16
        })
    }
    #[inline(always)]
    fn won(_: usize) -> Cell {
        Cell(Cell::DECIDED | Cell::WON)
    }
    #[inline(always)]
    fn finished_lost(_: usize) -> Cell {
        Cell(Cell::DECIDED)
    }
    #[inline(always)]
    fn win(&mut self, distance: u16) -> bool {
        let undecided = self.undecided();
        if undecided {
            self.0 = Cell::DECIDED | Cell::WON | distance;
        }
        undecided
    }
    #[inline(always)]
    fn refute(&mut self, distance: u16) -> bool {
        // A decided cell is not decremented, and never reaches 0.
        let left = self.0 - u16::from(self.undecided());
        let lost = left == 0;
        self.0 = if lost { Cell::DECIDED | distance } else { left };
        lost
    }
    #[inline(always)]
    fn outcome(self) -> Option<bool> {
        (!self.undecided()).then_some(self.0 & Cell::WON != 0)
    }
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        let decided = u8::from(!self.undecided());
        let w = u8::from(self.0 & Cell::WON != 0);
        decided * (w * won + (1 - w) * lost)
    }
}

/// The fast counters of [`solve_start`]: a high bit marks a win, and keeps the count below it,
/// so that the decrement needs no check. For places with fewer than `HIGH` moves.
///
/// Undecided: `1..HIGH`. Lost: 0. Won: `HIGH | count`. Why a plain decrement is safe:
/// - a won position is decided through one successor, and each other successor refutes at most
///   one of the `count - 1` other moves, so it stays at `HIGH` or above;
/// - a lost position has had every move refuted, and a stuck one has no move: neither is ever
///   touched again;
/// - a finished position is never played from, but its structural successors still report to
///   it: `finished_lost` gives it `HIGH | moves`, absorbing all of them. It then reads as won:
///   [`solve_start`] reads only the start, and answers a finished start without solving.
macro_rules! fast_counter {
    ($t:ty, $high:expr) => {
        impl Counter for $t {
            const DISTANCES: bool = false;
            #[inline(always)]
            fn counting(moves: usize) -> $t {
                moves as $t
            }
            #[inline(always)]
            fn won(moves: usize) -> $t {
                $high | moves as $t
            }
            #[inline(always)]
            fn finished_lost(moves: usize) -> $t {
                $high | moves as $t
            }
            #[inline(always)]
            fn win(&mut self, _: u16) -> bool {
                let undecided = *self < $high;
                *self |= $high;
                undecided
            }
            #[inline(always)]
            fn refute(&mut self, _: u16) -> bool {
                *self = self.wrapping_sub(1);
                *self == 0
            }
            #[inline(always)]
            fn outcome(self) -> Option<bool> {
                match self {
                    0 => Some(false),
                    c if c >= $high => Some(true),
                    _ => None,
                }
            }
            #[inline(always)]
            fn outcome_byte(self, won: u8, lost: u8) -> u8 {
                (u8::from(self >= $high) * won) | (u8::from(self == 0) * lost)
            }
        }
    };
}

fast_counter!(u8, 0x80);
fast_counter!(u16, 0x8000);

/// A checked byte counter for [`solve_start`], for places with 128 to 254 moves (where the fast
/// byte counter has no room for its high bit): undecided `1..=254`, lost 0, won 255; every
/// update checks first.
#[derive(Clone, Copy)]
struct Checked(u8);

impl Checked {
    const WON: u8 = u8::MAX;

    #[inline(always)]
    fn undecided(self) -> bool {
        self.0.wrapping_sub(1) < u8::MAX - 1
    }
}

impl Counter for Checked {
    const DISTANCES: bool = false;
    #[inline(always)]
    fn counting(moves: usize) -> Checked {
        Checked(moves as u8)
    }
    #[inline(always)]
    fn won(_: usize) -> Checked {
        Checked(Checked::WON)
    }
    #[inline(always)]
    fn finished_lost(_: usize) -> Checked {
        Checked(0)
    }
    #[inline(always)]
    fn win(&mut self, _: u16) -> bool {
        let undecided = self.undecided();
        if undecided {
            self.0 = Checked::WON;
        }
        undecided
    }
    #[inline(always)]
    fn refute(&mut self, _: u16) -> bool {
        let live = self.undecided();
        self.0 -= u8::from(live);
        live && self.0 == 0
    }
    #[inline(always)]
    fn outcome(self) -> Option<bool> {
        (!self.undecided()).then_some(self.0 == Checked::WON)
    }
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        (u8::from(self.0 == Checked::WON) * won) | (u8::from(self.0 == 0) * lost)
    }
}

/// When to stop early: once the state at compact index `start` is decided, or once every state
/// within `max_level` plies is.
#[derive(Clone, Copy)]
struct Stop {
    start: usize,
    max_level: u32,
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
struct Solver<'o, C, const OBS: bool, O> {
    counters: Vec<C>,
    /// `(compact index, distance)` of every position decided at [`Cell::CAP`] plies or more.
    overflow: Vec<(u32, u32)>,
    /// Distances of `cap` or more are stored as `cap` and kept in `overflow`.
    cap: u16,
    /// The last level processed.
    level: u32,
    observer: &'o mut O,
    progress: Progress,
    next_report: u64,
}

impl<'o, C: Counter, const OBS: bool, O: Observer> Solver<'o, C, OBS, O> {
    fn new<G: Game>(game: &G, ix: &Compact, cap: u16, observer: &'o mut O) -> Self {
        let len = ix.len();
        Solver {
            counters: vec![C::counting(0); len],
            overflow: Vec::new(),
            cap,
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
    fn run<G: Game>(
        mut self,
        game: &G,
        ix: &Compact,
        stop: Option<Stop>,
    ) -> Result<Self, Cancelled> {
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
                        finished |= u64::from(game.terminal(mouse, cat).is_some()) << k;
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
                        }
                    }
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
        for row in 0..cur.rows() {
            let summary = cur.take_summary(row);
            if summary == 0 {
                continue;
            }
            let start = base + row * width;
            let counters = &mut self.counters[start..][..width];
            // Every predecessor decided here is in column `row` of the next frontier.
            let column = next.column(row);
            let mut examined = 0;
            let mut decided = 0;
            for w in words(summary) {
                let (lost, won) = cur.take_word(row, w);
                // Successors lost for the opponent: their undecided predecessors are won.
                for x in Bits(lost) {
                    let targets = moves.moves(64 * w + x);
                    if OBS {
                        examined += targets.len();
                    }
                    for &q in targets {
                        let q = usize::from(q);
                        if counters[q].win(distance) {
                            next.set(q, column, true);
                            if OBS {
                                decided += 1;
                            }
                            if C::DISTANCES && !inline {
                                self.overflow.push(((start + q) as u32, level));
                            }
                        }
                    }
                }
                // Successors won for the opponent: one more move refuted.
                for x in Bits(won) {
                    let targets = moves.moves(64 * w + x);
                    if OBS {
                        examined += targets.len();
                    }
                    for &q in targets {
                        let q = usize::from(q);
                        if counters[q].refute(distance) {
                            next.set(q, column, false);
                            if OBS {
                                decided += 1;
                            }
                            if C::DISTANCES && !inline {
                                self.overflow.push(((start + q) as u32, level));
                            }
                        }
                    }
                }
            }
            if OBS {
                self.progress.moves_done += examined as u64;
                self.progress.decided += decided;
                if self.progress.moves_done >= self.next_report {
                    self.next_report = self.progress.moves_done + REPORT_MOVES;
                    self.report(Phase::Levels)?;
                }
            }
        }
        Ok(())
    }
}

impl<'o, const OBS: bool, O: Observer> Solver<'o, Cell, OBS, O> {
    /// Phase 3: the public table. Cells become outcome bytes (undecided = draw) in the public
    /// [`Layout`], entries that are not positions get [`NOT_A_POSITION`]; then the cells become
    /// the distances in place, in the compact order, where the table looks them up.
    #[inline(never)] // one call per solve; kept separate so profiles can tell the phases apart
    fn finish<G: Game>(mut self, game: &G, ix: &Compact) -> OutcomeTable {
        if OBS {
            // Cancelling is no longer possible: the table is almost done.
            let _ = self.report(Phase::Finish);
        }
        let n = game.places();
        let mut outcomes = vec![NOT_A_POSITION; 2 * n * n];
        let [mouse, cat] = [&ix.sides[0].places, &ix.sides[1].places];
        let bytes = |turn: Player| {
            (
                Outcome::win_for(turn) as u8,
                Outcome::win_for(turn.other()) as u8,
            )
        };
        let cells = &self.counters;
        let cat_runs = runs(cat);
        // Mouse to move: compact rows are cat places (columns: mouse places), public rows are
        // mouse places. Converted a square tile at a time into a buffer (a row of the tile is
        // contiguous: vectorised), then written out transposed, so that both sides stay in
        // cache.
        let (won, lost) = bytes(Player::Mouse);
        let width = mouse.len();
        let mut tile = [[0u8; TILE]; TILE];
        for c0 in (0..cat.len()).step_by(TILE) {
            let cats = &cat[c0..(c0 + TILE).min(cat.len())];
            // Consecutive public places: the tile's column is written as one slice.
            let contiguous = cats[cats.len() - 1] - cats[0] == cats.len() as u32 - 1;
            for m0 in (0..width).step_by(TILE) {
                let mice = &mouse[m0..(m0 + TILE).min(width)];
                for (dc, buf) in tile[..cats.len()].iter_mut().enumerate() {
                    let from = &cells[(c0 + dc) * width + m0..][..mice.len()];
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
        // converted run by run of consecutive public places (vectorised).
        let (won, lost) = bytes(Player::Cat);
        let plane = ix.plane_len();
        for (row, &m) in mouse.iter().enumerate() {
            let from = &cells[plane + row * cat.len()..][..cat.len()];
            let out = &mut outcomes[(n + m as usize) * n..][..n];
            for &(compact, public, len) in &cat_runs {
                let out = &mut out[public..][..len];
                for (o, &cell) in out.iter_mut().zip(&from[compact..][..len]) {
                    *o = cell.outcome_byte(won, lost);
                }
            }
        }
        let distances: Vec<u16> = std::mem::take(&mut self.counters)
            .into_iter()
            .map(Cell::distance)
            .collect();
        self.overflow.sort_unstable();
        OutcomeTable {
            layout: Layout::new(n),
            outcomes,
            distances,
            overflow: self.overflow,
            cap: self.cap,
            numbering: ix.numbering(),
        }
    }
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
