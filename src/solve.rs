//! The retrograde (backward-induction) solver.

use std::ops::ControlFlow;

use crate::frontier::{Bits, Frontier, Plane};
use crate::game::Game;
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
    let ix = Compact::new(game);
    with_counter(&ix, |width| match width {
        Width::Narrow => Solver::<u8, true, true, O>::new(game, &ix, DISTANCE_CAP, observer)
            .run(game, &ix, None)
            .map(|s| s.finish(game, &ix)),
        Width::Wide => Solver::<u16, true, true, O>::new(game, &ix, DISTANCE_CAP, observer)
            .run(game, &ix, None)
            .map(|s| s.finish(game, &ix)),
    })
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
    let ix = Compact::new(game);
    let start = game.start();
    let start = ix.index(start.turn, start.mouse as usize, start.cat as usize)?;
    let stop = Some(Stop {
        start,
        max_level: max_plies,
    });
    let mut silent = Silent;
    let (counter, level) = with_counter(&ix, |width| match width {
        Width::Narrow => {
            let s = Solver::<u8, false, false, Silent>::new(game, &ix, DISTANCE_CAP, &mut silent)
                .run(game, &ix, stop)
                .ok()?;
            Some((s.counters[start].outcome(), s.level))
        }
        Width::Wide => {
            let s = Solver::<u16, false, false, Silent>::new(game, &ix, DISTANCE_CAP, &mut silent)
                .run(game, &ix, stop)
                .ok()?;
            Some((s.counters[start].outcome(), s.level))
        }
    })?;
    let turn = game.start().turn;
    let outcome = match counter? {
        true => Outcome::win_for(turn),
        false => Outcome::win_for(turn.other()),
    };
    (level <= max_plies).then_some(Value {
        outcome,
        distance: level,
    })
}

/// [`solve`] with distances of `cap` or more kept in the side list instead of inline: with a
/// tiny cap, tests reach the side list without games 65,535 plies long. Not for other uses.
#[doc(hidden)]
#[must_use]
pub fn solve_with_distance_cap<G: Game>(game: &G, cap: u16) -> OutcomeTable {
    let ix = Compact::new(game);
    let mut silent = Silent;
    let solved = with_counter(&ix, |width| match width {
        Width::Narrow => Solver::<u8, true, false, Silent>::new(game, &ix, cap, &mut silent)
            .run(game, &ix, None)
            .map(|s| s.finish(game, &ix)),
        Width::Wide => Solver::<u16, true, false, Silent>::new(game, &ix, cap, &mut silent)
            .run(game, &ix, None)
            .map(|s| s.finish(game, &ix)),
    });
    match solved {
        Ok(table) => table,
        Err(Cancelled) => unreachable!("a silent solve is never cancelled"),
    }
}

/// The counter width a game needs.
enum Width {
    /// Every place has at most 254 moves: 1-byte counters.
    Narrow,
    /// Some place has 255 or more: 2-byte counters.
    Wide,
}

fn with_counter<R>(ix: &Compact, f: impl FnOnce(Width) -> R) -> R {
    let degree = ix.sides[0].max_degree().max(ix.sides[1].max_degree());
    f(if degree < usize::from(u8::MAX) {
        Width::Narrow
    } else {
        Width::Wide
    })
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

/// A per-state counter: the number of unrefuted moves while undecided, or a decided mark.
///
/// `LOST` (0) is lost for the player to move, `WON` (all ones) won for it; everything between is
/// undecided.
trait Counter: Copy + Eq {
    /// Lost for the player to move (also: every move refuted).
    const LOST: Self;
    /// Won for the player to move.
    const WON: Self;
    fn from_usize(n: usize) -> Self;
    /// Whether the counter is still counting (neither `LOST` nor `WON`).
    fn undecided(self) -> bool;
    /// `self - 1` if `yes`, else `self`, without a branch.
    fn decrement_if(self, yes: bool) -> Self;
    /// `won` if `WON`, `lost` if `LOST`, else 0 (a draw), without a branch.
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        (u8::from(self == Self::WON) * won) | (u8::from(self == Self::LOST) * lost)
    }
    /// `Some(true)` if won for the player to move, `Some(false)` if lost, `None` if undecided.
    fn outcome(self) -> Option<bool> {
        (!self.undecided()).then_some(self == Self::WON)
    }
}

impl Counter for u8 {
    const LOST: u8 = 0;
    const WON: u8 = u8::MAX;
    fn from_usize(n: usize) -> u8 {
        n as u8
    }
    #[inline(always)]
    fn undecided(self) -> bool {
        self.wrapping_sub(1) < u8::MAX - 1
    }
    #[inline(always)]
    fn decrement_if(self, yes: bool) -> u8 {
        self - u8::from(yes)
    }
}

impl Counter for u16 {
    const LOST: u16 = 0;
    const WON: u16 = u16::MAX;
    fn from_usize(n: usize) -> u16 {
        n as u16
    }
    #[inline(always)]
    fn undecided(self) -> bool {
        self.wrapping_sub(1) < u16::MAX - 1
    }
    #[inline(always)]
    fn decrement_if(self, yes: bool) -> u16 {
        self - u16::from(yes)
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
/// `C` is the counter type; `DIST`: keep distances (off for [`solve_start`]); `OBS`: count work
/// and report it to the observer (off for [`solve`], so that it pays nothing for it).
///
/// Memory while solving: the counter (1 byte, 2 if a place has 255 or more moves) and the `u16`
/// distance of every position, and four frontier bitsets (this level's and the next, lost and
/// won: half a byte per position): 3.5 bytes per position.
struct Solver<'o, C, const DIST: bool, const OBS: bool, O> {
    counters: Vec<C>,
    distances: Vec<u16>,
    overflow: Vec<(u32, u32)>,
    cap: u16,
    /// The last level processed.
    level: u32,
    observer: &'o mut O,
    progress: Progress,
    next_report: u64,
}

impl<'o, C: Counter, const DIST: bool, const OBS: bool, O: Observer> Solver<'o, C, DIST, OBS, O> {
    fn new<G: Game>(game: &G, ix: &Compact, cap: u16, observer: &'o mut O) -> Self {
        let len = ix.len();
        Solver {
            counters: vec![C::WON; len],
            distances: if DIST { vec![0; len] } else { Vec::new() },
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
                if !self.counters[stop.start].undecided() || self.level >= stop.max_level {
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
        if let Some(stop) = stop {
            // Decided at the last level processed, or never within the bound.
            if self.counters[stop.start].undecided() {
                self.level = u32::MAX;
            }
        }
        Ok(self)
    }

    /// Phase 1: count moves everywhere, label finished positions and stuck players, and put
    /// them in the first frontier (level 0).
    fn label<G: Game>(&mut self, game: &G, ix: &Compact, frontier: &mut Frontier) {
        for (plane, turn) in Player::ALL.into_iter().enumerate() {
            let (mover, other) = (ix.side(turn), ix.side(turn.other()));
            let width = mover.len();
            // Rows are indexed by the place of the player not to move, columns by the mover's.
            let degrees: Vec<C> = (0..width).map(|x| C::from_usize(mover.degree(x))).collect();
            let won_by_mover = Outcome::win_for(turn);
            let base = plane * ix.plane_len();
            let fplane = &mut frontier.planes[plane];
            for (major, &major_place) in other.places.iter().enumerate() {
                let row = &mut self.counters[base + major * width..][..width];
                row.copy_from_slice(&degrees);
                for (minor, (&minor_place, counter)) in
                    mover.places.iter().zip(row.iter_mut()).enumerate()
                {
                    let (mouse, cat) = if plane == 0 {
                        (minor_place, major_place)
                    } else {
                        (major_place, minor_place)
                    };
                    if let Some(end) = game.terminal(mouse as usize, cat as usize) {
                        *counter = if end.outcome() == won_by_mover {
                            C::WON
                        } else {
                            C::LOST
                        };
                    }
                    if !counter.undecided() {
                        fplane.set(minor, major, *counter == C::WON);
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
        for k in 0..cur.rows.len() {
            for b in cur.take_rows(k) {
                let row = 64 * k + b;
                let start = base + row * width;
                let counters = &mut self.counters[start..][..width];
                let distances = if DIST {
                    &mut self.distances[start..][..width]
                } else {
                    &mut []
                };
                let mut examined = 0;
                for s in 0..cur.spr {
                    for b in cur.take_words(row, s) {
                        let w = 64 * s + b;
                        let (lost, won) = cur.take_word(row, w);
                        if OBS {
                            self.progress.decided += u64::from((lost | won).count_ones());
                        }
                        // Successors lost for the opponent: their undecided predecessors are won.
                        for x in Bits(lost) {
                            let targets = moves.moves(64 * w + x);
                            if OBS {
                                examined += targets.len();
                            }
                            for &q in targets {
                                let q = usize::from(q);
                                if counters[q].undecided() {
                                    counters[q] = C::WON;
                                    next.set(q, row, true);
                                    if DIST {
                                        distances[q] = distance;
                                        if !inline {
                                            self.overflow.push(((start + q) as u32, level));
                                        }
                                    }
                                }
                            }
                        }
                        // Successors won for the opponent: one more move refuted (branch-free
                        // decrement).
                        for x in Bits(won) {
                            let targets = moves.moves(64 * w + x);
                            if OBS {
                                examined += targets.len();
                            }
                            for &q in targets {
                                let q = usize::from(q);
                                let counter = counters[q];
                                let live = counter.undecided();
                                let left = counter.decrement_if(live);
                                counters[q] = left;
                                if live && left == C::LOST {
                                    next.set(q, row, false);
                                    if DIST {
                                        distances[q] = distance;
                                        if !inline {
                                            self.overflow.push(((start + q) as u32, level));
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                if OBS {
                    self.progress.moves_done += examined as u64;
                    if self.progress.moves_done >= self.next_report {
                        self.next_report = self.progress.moves_done + REPORT_MOVES;
                        self.report(Phase::Levels)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Phase 3: the public table. Counters become outcome bytes (undecided = draw) in the public
    /// [`Layout`], entries that are not positions get [`NOT_A_POSITION`]; distances stay in the
    /// compact order, where the table looks them up.
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
        // Mouse to move: compact rows are cat places (columns: mouse places), public rows are
        // mouse places. Transposed in square tiles so that both sides stay in cache.
        let (won, lost) = bytes(Player::Mouse);
        let width = mouse.len();
        for c0 in (0..cat.len()).step_by(TILE) {
            let cats = &cat[c0..(c0 + TILE).min(cat.len())];
            for m0 in (0..width).step_by(TILE) {
                let mice = &mouse[m0..(m0 + TILE).min(width)];
                for (dm, &m) in mice.iter().enumerate() {
                    let out = &mut outcomes[m as usize * n..][..n];
                    for (dc, &c) in cats.iter().enumerate() {
                        let counter = self.counters[(c0 + dc) * width + m0 + dm];
                        out[c as usize] = counter.outcome_byte(won, lost);
                    }
                }
            }
        }
        // Cat to move: compact rows are mouse places, columns cat places, as in public rows.
        let (won, lost) = bytes(Player::Cat);
        let plane = ix.plane_len();
        for (row, &m) in mouse.iter().enumerate() {
            let from = &self.counters[plane + row * cat.len()..][..cat.len()];
            let out = &mut outcomes[(n + m as usize) * n..][..n];
            for (&counter, &c) in from.iter().zip(cat) {
                out[c as usize] = counter.outcome_byte(won, lost);
            }
        }
        drop(std::mem::take(&mut self.counters));
        self.overflow.sort_unstable();
        OutcomeTable {
            layout: Layout::new(n),
            outcomes,
            distances: self.distances,
            overflow: self.overflow,
            cap: self.cap,
            numbering: ix.numbering(),
        }
    }
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
