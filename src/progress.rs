//! Watching a long solve: progress reports and cancelling.
//!
//! The core has no clock (wasm32 has no `Instant`), so [`solve_observed`](crate::solve_observed)
//! reports after fixed chunks of work instead: about every million moves of work found (a few
//! milliseconds), at least every 1,024 rows of positions updated, and at each phase change. The observer may time the reports itself and
//! answer [`ControlFlow::Break`] to cancel.

use std::fmt;
use std::ops::ControlFlow;

/// The phase a solve is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Counting every position's moves and marking the finished ones (one pass over the
    /// positions).
    Label,
    /// Deciding positions level by level, working backwards from the finished ones (the bulk of
    /// the work: at most [`Progress::moves_total`] moves examined).
    Levels,
    /// Building the public table from the solver's (one pass over the positions). Reported once,
    /// when the table is about to be built.
    Finish,
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Phase::Label => "labelling",
            Phase::Levels => "deciding",
            Phase::Finish => "building the table",
        })
    }
}

/// What a solve has done so far.
///
/// The work of a solve is one pass over the positions, then examining moves level by level,
/// then one more pass. Every position decided makes the solver examine the moves into it from its
/// predecessors (once, at the next level): [`moves_done`] adds them up as positions are decided,
/// and reaches [`moves_total`] when every position is. It only grows, and the solve may end below
/// [`moves_total`]: positions never decided (draws) bring no work. So
/// [`fraction`](Progress::fraction) is a lower bound of the fraction done, and an estimate of the
/// time left from it is an upper bound.
///
/// [`moves_total`]: Progress::moves_total
/// [`moves_done`]: Progress::moves_done
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The phase.
    pub phase: Phase,
    /// The level being decided: positions decided now are won or lost in `level` plies.
    pub level: u32,
    /// Positions decided so far (finished ones included), counted when they are examined.
    pub decided: u64,
    /// All positions (pieces on places they may stand on, either player to move).
    pub positions: u64,
    /// The moves into the positions decided so far, from their predecessors: the moves the solve
    /// examines for them, counted when they are decided (at most one level ahead of the
    /// examining).
    pub moves_done: u64,
    /// The game's moves summed over every position ([`Game::game_moves`](crate::Game::game_moves)):
    /// `moves_done` when every position is decided, the most the solve can examine.
    pub moves_total: u64,
}

impl Progress {
    /// The fraction of the work done, in `0.0..=1.0`: 0 while labelling, `moves_done /
    /// moves_total` while deciding, 1 when building the table. A lower bound (see [`Progress`]).
    #[must_use]
    pub fn fraction(&self) -> f64 {
        match self.phase {
            Phase::Label => 0.0,
            Phase::Levels => (self.moves_done as f64 / self.moves_total.max(1) as f64).min(1.0),
            Phase::Finish => 1.0,
        }
    }
}

/// Receives progress reports from [`solve_observed`](crate::solve_observed).
///
/// Any `FnMut(&Progress) -> ControlFlow<()>` closure is an observer.
pub trait Observer {
    /// Called after each chunk of work. [`ControlFlow::Break`] cancels the solve, which returns
    /// [`Cancelled`] at once.
    fn progress(&mut self, progress: &Progress) -> ControlFlow<()>;
}

impl<F: FnMut(&Progress) -> ControlFlow<()>> Observer for F {
    fn progress(&mut self, progress: &Progress) -> ControlFlow<()> {
        self(progress)
    }
}

/// The observer asked the solve to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cancelled;

impl fmt::Display for Cancelled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the solve was cancelled")
    }
}

impl std::error::Error for Cancelled {}

/// Why a fallible solve ([`try_solve_observed`](crate::try_solve_observed)) stopped before its
/// end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The observer cancelled it.
    Cancelled,
    /// The memory it needed could not be had.
    OutOfMemory(crate::OutOfMemory),
}

impl From<Cancelled> for Stopped {
    fn from(_: Cancelled) -> Stopped {
        Stopped::Cancelled
    }
}

impl From<crate::OutOfMemory> for Stopped {
    fn from(e: crate::OutOfMemory) -> Stopped {
        Stopped::OutOfMemory(e)
    }
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stopped::Cancelled => Cancelled.fmt(f),
            Stopped::OutOfMemory(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Stopped {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fraction_follows_the_phases() {
        let mut p = Progress {
            phase: Phase::Label,
            level: 0,
            decided: 10,
            positions: 100,
            moves_done: 0,
            moves_total: 400,
        };
        assert_eq!(p.fraction(), 0.0);
        p.phase = Phase::Levels;
        p.moves_done = 100;
        assert_eq!(p.fraction(), 0.25);
        p.phase = Phase::Finish;
        assert_eq!(p.fraction(), 1.0);
        // A game without moves: nothing to examine, no division by zero.
        p.moves_total = 0;
        p.moves_done = 0;
        p.phase = Phase::Levels;
        assert_eq!(p.fraction(), 0.0);
    }

    #[test]
    fn closures_are_observers() {
        let mut calls = 0;
        let mut stop_at_two = |_: &Progress| {
            calls += 1;
            if calls == 2 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        let p = Progress {
            phase: Phase::Levels,
            level: 1,
            decided: 0,
            positions: 1,
            moves_done: 0,
            moves_total: 1,
        };
        assert_eq!(stop_at_two.progress(&p), ControlFlow::Continue(()));
        assert_eq!(stop_at_two.progress(&p), ControlFlow::Break(()));
        assert_eq!(Cancelled.to_string(), "the solve was cancelled");
    }
}
