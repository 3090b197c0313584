//! The rules every solver applies, written once for the small solver, the large one and the
//! several-cats one (`crate::cats`): which positions are finished and for whom, which players
//! are stuck (phase 1: [`label`] for one position, [`Labels`] for a row of two-piece
//! positions), how a decided position decides or refutes its predecessors (phase 2: [`decide`]
//! for one predecessor, [`update`] for a frontier word of two-piece positions), the blocking
//! rule ([`Blocker`]) and when to stop early ([`Stop`]). The solvers only add their storage:
//! where a row of cells lives and how a frontier is kept.
//!
//! Everything here is `#[inline(always)]` and generic, so each solver's hot loop compiles to
//! the code it had when it wrote these rules itself.

use super::counter::Counter;
use super::frontier::Bits;
use super::index::{Compact, PredLists, PredWord, Side};
use crate::game::Game;
use crate::{Outcome, Player};

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

impl Stop {
    /// Whether to stop before the next level: the start is decided (`decided`), or every state
    /// within `max_level` plies is (`level`, the last level processed). The grid's turn limit
    /// reaches the solver this way, as [`solve_start`](super::solve_start)'s bound.
    #[inline(always)]
    pub(crate) fn reached(self, decided: bool, level: u32) -> bool {
        decided || level >= self.max_level
    }
}

/// Phase 1's rule for one position whose player to move has `moves` moves: a finished position
/// is won or lost for that player as `finished` says (`Some(true)`: won), at distance 0; one
/// that is not finished starts with `moves` unrefuted moves, and with none its player is
/// stuck and has lost (every counter reads `counting(0)` as lost).
#[inline(always)]
pub(crate) fn label<C: Counter>(finished: Option<bool>, moves: usize) -> C {
    match finished {
        Some(true) => C::won(moves),
        Some(false) => C::finished_lost(moves),
        None => C::counting(moves),
    }
}

/// Phase 2's rule for one move into a decided position: into a position lost for the opponent
/// (`opponent_lost`), the predecessor is won at `distance` if it was undecided; into one won for
/// the opponent, one more of its moves is refuted, and it is lost at `distance` when none is
/// left. Returns whether the predecessor is decided now (a won predecessor: whether it was
/// undecided before).
#[inline(always)]
pub(crate) fn decide<C: Counter>(cell: &mut C, opponent_lost: bool, distance: u16) -> bool {
    if opponent_lost {
        cell.win(distance)
    } else {
        cell.refute(distance)
    }
}

/// Phase 1's rule, one plane at a time: every position's counter starts at its number of moves
/// (with the blocking rule, the moves the other piece leaves open); a finished position is won
/// or lost for the player to move, as [`Game::terminal`] says; a player who is not finished
/// and has no move has lost. All of them are decided at level 0.
pub(crate) struct Labels<'a, G, C, B> {
    game: &'a G,
    /// The mover's compact places.
    mover: &'a Side,
    /// The plane ([`Player::index`] of the player to move).
    plane: usize,
    /// The outcome of a finished position won by the player to move.
    won_by_mover: Outcome,
    /// Every mover place's counter before anything is decided (without blocking), as long as
    /// a row (the small solver's rows are longer than the mover's places: padding).
    degrees: &'a [C],
    /// Per 64 mover places, which have no move at all.
    stuck: &'a [u64],
    block: &'a B,
}

impl<'a, G: Game, C: Counter, B: Blocker> Labels<'a, G, C, B> {
    /// The rule for plane `plane` of `ix`, with `degrees` (one per mover place) and `stuck`
    /// (one word per 64 mover places) as scratch the caller owns, filled here.
    #[inline(always)]
    pub(crate) fn new(
        game: &'a G,
        ix: &'a Compact,
        plane: usize,
        block: &'a B,
        degrees: &'a mut [C],
        stuck: &'a mut [u64],
    ) -> Self {
        let turn = Player::ALL[plane];
        let mover = ix.side(turn);
        stuck.fill(0);
        degrees[mover.len()..].fill(C::counting(0));
        for (x, d) in degrees[..mover.len()].iter_mut().enumerate() {
            *d = label(None, mover.degree(x));
            stuck[x / 64] |= u64::from(mover.degree(x) == 0) << (x % 64);
        }
        Labels {
            game,
            mover,
            plane,
            won_by_mover: Outcome::win_for(turn),
            degrees: &*degrees,
            stuck,
            block,
        }
    }

    /// Labels the row of positions with the other piece on its compact place `major` (public
    /// place `major_place`): writes every counter of `row` (one per mover place), and calls
    /// `decided(minor, won)` for each position decided, `won` for the player to move.
    #[inline(always)]
    pub(crate) fn row(
        &self,
        major: usize,
        major_place: u32,
        row: &mut [C],
        mut decided: impl FnMut(usize, bool),
    ) {
        row.copy_from_slice(self.degrees);
        let places = &self.mover.places;
        for (chunk, places) in places.chunks(64).enumerate() {
            let first = 64 * chunk;
            let cells = &mut row[first..][..places.len()];
            let at = Chunk {
                first,
                places,
                stuck: self.stuck[chunk],
            };
            self.chunk(major, major_place, at, cells, &mut decided);
        }
    }

    /// [`row`](Self::row) for a mover with at most 64 places (the small solver's): one chunk,
    /// known at compile time to be the first and narrow, so that no chunk's bookkeeping is left.
    #[inline(always)]
    pub(crate) fn narrow_row(
        &self,
        major: usize,
        major_place: u32,
        row: &mut [C; 64],
        mut decided: impl FnMut(usize, bool),
    ) {
        let degrees: &[C; 64] = self.degrees.try_into().expect("a row of 64 counters");
        *row = *degrees;
        let places = &self.mover.places[..self.mover.places.len().min(64)];
        let at = Chunk {
            first: 0,
            places,
            stuck: self.stuck[0],
        };
        self.chunk(
            major,
            major_place,
            at,
            &mut row[..places.len()],
            &mut decided,
        );
    }

    /// Labels the positions of one chunk of (at most 64) mover places, `cells` their counters.
    #[inline(always)]
    fn chunk(
        &self,
        major: usize,
        major_place: u32,
        at: Chunk<'_>,
        cells: &mut [C],
        decided: &mut impl FnMut(usize, bool),
    ) {
        let (mover, plane) = (self.mover, self.plane);
        let Chunk {
            first,
            places,
            mut stuck,
        } = at;
        let public = |minor: u32| {
            let (mouse, cat) = if plane == 0 {
                (minor, major_place)
            } else {
                (major_place, minor)
            };
            (mouse as usize, cat as usize)
        };
        // With blocking, each place's moves depend on where the other piece is: counted
        // with the moves the other piece leaves open.
        if B::ON {
            stuck = 0;
            for (k, cell) in cells.iter_mut().enumerate() {
                let open = self.block.open_moves(mover, plane, first + k, major);
                *cell = label(None, open);
                stuck |= u64::from(open == 0) << k;
            }
        }
        // Finished positions: won or lost for the player to move, at distance 0. Found 64
        // at a time by the game (they are rare: a few per row), then labelled one by one (the
        // game may flag positions that are not finished: `terminal` decides).
        let flagged =
            self.game
                .may_be_finished_row(Player::ALL[plane], major_place as usize, places);
        let mut finished = 0u64;
        for k in Bits(flagged) {
            let (mouse, cat) = public(places[k]);
            let Some(end) = self.game.terminal(mouse, cat) else {
                continue;
            };
            finished |= 1 << k;
            let won = end.outcome() == self.won_by_mover;
            let moves = if B::ON {
                self.block.open_moves(mover, plane, first + k, major)
            } else {
                mover.degree(first + k)
            };
            cells[k] = label(Some(won), moves);
            decided(first + k, won);
        }
        // A player without moves has lost (its counter is already 0).
        for k in Bits(stuck & !finished) {
            decided(first + k, false);
        }
    }
}

/// One chunk of a row's mover places: the first one's index, the places (at most 64), and which
/// of them have no move at all.
#[derive(Clone, Copy)]
struct Chunk<'p> {
    first: usize,
    places: &'p [u32],
    stuck: u64,
}

/// A player's predecessor lists, as a solver stores them (a borrowed view, copied by value):
/// from place `x`, the places a move into `x` may have come from; read a frontier word (64
/// places) at a time, so that a list's offsets are checked once per word, not once per place.
pub(crate) trait Preds<'a>: Copy {
    /// A place in the lists (small enough to keep many in cache).
    type Place: Copy + Into<usize> + 'a;
    /// The lists of 64 consecutive places.
    type Word: WordPreds<'a, Place = Self::Place>;
    /// The lists of the 64 places from `first` (a multiple of 64).
    fn word(self, first: usize) -> Self::Word;
}

/// The predecessor lists of the 64 places of one frontier word.
pub(crate) trait WordPreds<'a>: Copy {
    /// As [`Preds::Place`].
    type Place: Copy + Into<usize> + 'a;
    /// The predecessors of the word's place `x` (below 64).
    fn preds(self, x: usize) -> &'a [Self::Place];
}

impl<'a> Preds<'a> for PredLists<'a> {
    type Place = u16;
    type Word = PredWord<'a>;
    #[inline(always)]
    fn word(self, first: usize) -> PredWord<'a> {
        PredLists::word(self, first)
    }
}

impl<'a> WordPreds<'a> for PredWord<'a> {
    type Place = u16;
    #[inline(always)]
    fn preds(self, x: usize) -> &'a [u16] {
        self.of(x)
    }
}

/// What one level's update of one row shares: whose predecessors, which other piece, at what
/// distance.
pub(crate) struct Update<'a, P, B> {
    /// The predecessors' mover's lists.
    pub(crate) preds: P,
    /// The predecessors' mover (a [`Player::index`]).
    pub(crate) mover: usize,
    /// The other piece's compact place (the row).
    pub(crate) other: usize,
    /// The distance stored in the positions decided now.
    pub(crate) distance: u16,
    pub(crate) block: &'a B,
}

impl<P: Copy, B> Clone for Update<'_, P, B> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: Copy, B> Copy for Update<'_, P, B> {}

/// Phase 2's rule, for the states of one frontier word decided at the last level (the bits
/// of `lost` and `won`, lost or won for their player to move, who is the predecessors'
/// opponent; bit `x` is mover place `first + x`), updating their predecessors in the row
/// `cells` (indexed by the mover's compact place):
///
/// - a predecessor of a state lost for the opponent has a winning move: if undecided, it is won
///   at `distance`; `decided(q, true, hit)` is called for every such predecessor, `hit`
///   saying whether it was undecided (so that a caller may append without a branch);
/// - a predecessor of a state won for the opponent loses one unrefuted move: when none is left,
///   it is lost at `distance` (`decided(q, false, true)`).
///
/// With the blocking rule, a predecessor counts only if the other piece lets its move through.
#[inline(always)]
pub(crate) fn update<'a, C: Counter, const R: usize, P: Preds<'a>, B: Blocker>(
    cells: &mut [C; R],
    step: Update<'_, P, B>,
    first: usize,
    lost: u64,
    won: u64,
    mut decided: impl FnMut(P::Place, bool, bool),
) {
    let Update {
        preds,
        mover,
        other,
        distance,
        block,
    } = step;
    let blocked = |q: P::Place, to: usize| B::ON && block.blocked(mover, q.into(), to, other);
    let preds = preds.word(first);
    for x in Bits(lost) {
        for &q in preds.preds(x) {
            if blocked(q, first + x) {
                continue;
            }
            // (`% R` changes nothing, q < width <= R: it proves the index in bounds.)
            let hit = decide(&mut cells[q.into() % R], true, distance);
            decided(q, true, hit);
        }
    }
    for x in Bits(won) {
        for &q in preds.preds(x) {
            if blocked(q, first + x) {
                continue;
            }
            if decide(&mut cells[q.into() % R], false, distance) {
                decided(q, false, true);
            }
        }
    }
}
