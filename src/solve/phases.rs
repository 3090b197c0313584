//! The rules every solver applies, written once for the small solver and the large one.

use super::index::{Compact, Side};
use crate::game::Game;

/// Which moves the other piece blocks, as the solver asks it: in compact places. The solver
/// is generic over it, so that a game without the blocking rule runs with [`Free`], whose
/// checks compile away, and only a blocking game pays a check per move ([`Blocks`]).
pub(crate) trait Blocker {
    /// Whether any move may be blocked (`false`: every check compiles away).
    const ON: bool;
    /// Whether the piece of `mover` (a [`Player::index`](crate::Player::index)) moving between its compact places
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

/// When to stop early: once the state at compact index `start` is decided, or once every state
/// within `max_level` plies is.
#[derive(Clone, Copy)]
pub(crate) struct Stop {
    pub(crate) start: usize,
    pub(crate) max_level: u32,
}
