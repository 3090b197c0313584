//! The retrograde (backward-induction) solver: the public entry points, and the one place that
//! picks a solver for a game (the dispatch ladder: blocking or not, small or large, counter
//! width, row windows).
//!
//! - [`phases`]: the rules every solver applies (what is finished and for whom, how a decided
//!   position decides or refutes its predecessors, the blocking rule, when to stop);
//! - [`small`]: the solver for games of at most 64 places a player, in fixed arrays;
//! - [`large`]: the solver for every other game, over the [`Compact`] index;
//! - [`index`], [`frontier`], [`counter`]: the compact numbering, the frontier bitsets and the
//!   per-position counters they share;
//! - [`publish`]: the public outcome bytes built from a solver's cells.

pub(crate) mod counter;
pub(crate) mod frontier;
pub(crate) mod index;
mod large;
pub(crate) mod phases;
mod publish;
mod small;

use counter::Checked;
use index::Compact;
use large::Silent;
use phases::{Blocker, Blocks, Free, Stop};

use crate::game::Game;
use crate::memory::{self, reserve, OutOfMemory};
use crate::progress::{Cancelled, Observer, Stopped};
use crate::table::{OutcomeTable, DISTANCE_CAP};
use crate::{Outcome, State, Value};

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
/// cat on a hole it may not enter). The table handed back still has the public [`Layout`](crate::Layout), every other entry
/// marked [`NOT_A_POSITION`](crate::NOT_A_POSITION).
///
/// Cost: time linear in the number of game moves over all positions (O(positions × moves per
/// place)); with the blocking rule, a check per move and a recount of every position's moves. Memory while solving: per position a counter of
/// unrefuted moves (1 byte; 2 if a place has 255 moves or more), a 2-byte cell written once
/// with its outcome and distance when it is decided, and the frontier bitsets (half a byte):
/// 3.5 bytes at most, and at most 4 per state at the peak, when the public table is built (the
/// counters are dropped first). The table kept holds 1 byte per state
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
    let job = TableJob::<Silent, false> {
        cap: DISTANCE_CAP,
        small: true,
        check,
        observer: &mut Silent,
    };
    unobserved(dispatch(game, job))
}

/// The result of an unobserved table solve, which only memory can stop.
fn unobserved(table: Result<OutcomeTable, Stopped>) -> Result<OutcomeTable, OutOfMemory> {
    match table {
        Ok(table) => Ok(table),
        Err(Stopped::OutOfMemory(e)) => Err(e),
        Err(Stopped::Cancelled) => unreachable!("a silent solve is never cancelled"),
    }
}

/// What the infallible entry points do when memory runs out: what a failed allocation does.
fn out_of_memory(e: OutOfMemory) -> ! {
    let layout = std::alloc::Layout::from_size_align(e.bytes.max(1), 1)
        .unwrap_or(std::alloc::Layout::new::<u8>());
    std::alloc::handle_alloc_error(layout)
}

/// [`solve`], reporting progress to `observer` after every chunk of work (about a million moves
/// of work found, see [`Progress`](crate::Progress)) and at each phase change, and stopping when it answers
/// [`ControlFlow::Break`](std::ops::ControlFlow::Break).
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
    // The small solver does not report: observed solves always take the large one.
    let job = TableJob::<O, true> {
        cap: DISTANCE_CAP,
        small: false,
        check,
        observer,
    };
    dispatch(game, job)
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
    let (won, level) = dispatch(
        game,
        StartJob {
            start,
            max_level: max_plies,
        },
    )?;
    let outcome = Outcome::win_for(if won { start.turn } else { start.turn.other() });
    Some(Value {
        outcome,
        distance: level,
    })
}

/// [`solve`] with distances of `cap` or more kept in the side list instead of inline: with a
/// tiny cap, tests reach the side list without games 16,383 plies long. Not for other uses.
#[doc(hidden)]
#[must_use]
pub fn solve_with_distance_cap<G: Game>(game: &G, cap: u16) -> OutcomeTable {
    // Always the large solver: the small one never needs the side list.
    let job = TableJob::<Silent, false> {
        cap,
        small: false,
        check: false,
        observer: &mut Silent,
    };
    unobserved(dispatch(game, job)).unwrap_or_else(|e| out_of_memory(e))
}

/// A question a solve answers, for a game whose blocking rule the solver asks through `B`: the
/// one dispatch ladder ([`dispatch`]) picks `B`, then the job the solver.
trait Job<G: Game> {
    /// The answer.
    type Out;
    /// Answers for `game`, numbered by `ix`, with blocker `block`.
    fn run<B: Blocker>(self, game: &G, ix: Compact, block: B) -> Self::Out;
}

/// The dispatch ladder, written once for every entry point:
///
/// 1. the blocking rule: with it, every move is checked ([`Blocks`]); without, the checks
///    compile away ([`Free`]);
/// 2. the small solver (fixed arrays, at most 64 places a player) or the large one;
/// 3. the counters: the narrowest counter that holds every place's moves ([`Width`]), for a
///    table and for the start's value alike (a table keeps its outcomes and distances in cells
///    of their own); the large solver then picks its row windows.
fn dispatch<G: Game, J: Job<G>>(game: &G, job: J) -> J::Out {
    let ix = Compact::new(game);
    if G::MAY_BLOCK && game.blocking() {
        let block = Blocks::new(game, &ix);
        job.run(game, ix, block)
    } else {
        job.run(game, ix, Free)
    }
}

/// The full table, distances of `cap` or more in the side list; `small`: the small solver may
/// take it (it keeps every distance inline and never reports); `check`: reserve the table's
/// memory before the last phase (the side list of long distances may have taken what was
/// reserved for it); `OBS`: report to `observer`.
struct TableJob<'o, O, const OBS: bool> {
    cap: u16,
    small: bool,
    check: bool,
    observer: &'o mut O,
}

impl<G: Game, O: Observer, const OBS: bool> Job<G> for TableJob<'_, O, OBS> {
    type Out = Result<OutcomeTable, Stopped>;
    fn run<B: Blocker>(self, game: &G, ix: Compact, block: B) -> Self::Out {
        if self.small && small::fits(&ix) {
            return Ok(small::table(game, ix, self.cap, &block));
        }
        let (cap, observer, check) = (self.cap, self.observer, self.check);
        match Width::of(&ix) {
            Width::Fast8 => large::table::<G, O, OBS, B, u8>(game, ix, cap, observer, block, check),
            Width::Checked8 => {
                large::table::<G, O, OBS, B, Checked>(game, ix, cap, observer, block, check)
            }
            Width::Fast16 => {
                large::table::<G, O, OBS, B, u16>(game, ix, cap, observer, block, check)
            }
        }
    }
}

/// The start's value ([`solve_start`]), as whether it is won for the player to move and the
/// level at which it was decided; `None` if it was not decided within `max_level` plies.
struct StartJob {
    start: State,
    max_level: u32,
}

impl<G: Game> Job<G> for StartJob {
    type Out = Option<(bool, u32)>;
    fn run<B: Blocker>(self, game: &G, ix: Compact, block: B) -> Self::Out {
        let start = self.start;
        let stop = Stop {
            start: ix.index(start.turn, start.mouse as usize, start.cat as usize)?,
            max_level: self.max_level,
        };
        let ix = &ix;
        match Width::of(ix) {
            // Small games have at most 64 moves a place: fast byte counters.
            _ if small::fits(ix) => small::decide_start::<G, u8, B>(game, ix, stop, &block),
            Width::Fast8 => large::decide_start::<G, u8, B>(game, ix, stop, block),
            Width::Checked8 => large::decide_start::<G, Checked, B>(game, ix, stop, block),
            Width::Fast16 => large::decide_start::<G, u16, B>(game, ix, stop, block),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame, Player};

    fn value(table: &OutcomeTable, m: u32, c: u32, turn: Player) -> Value {
        table.value(State::new(m, c, turn)).unwrap().unwrap()
    }

    #[test]
    fn leetcode_913_examples() {
        let g1 = crate::fixtures::example1_game();
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
        let game = crate::fixtures::example1_game();
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
