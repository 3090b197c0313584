//! The solved table of a game with several cats, and optimal play read off it.

use std::collections::HashSet;

use crate::cats::game::{CatsGame, CatsMove};
use crate::cats::multiset::{CatsLayout, CatsState};
use crate::cats::solve::try_filled;
use crate::line::{CatsLine, LineEnd};
use crate::table::NOT_A_POSITION;
use crate::{Outcome, Player, SpecError, Value};

/// A decided cell.
pub(crate) const DECIDED: u32 = 1 << 31;
/// A decided cell won for the player to move.
pub(crate) const WON: u32 = 1 << 30;
/// The distance field of a decided cell.
const DISTANCE: u32 = WON - 1;
/// The cell of an entry that is not a position (a cat on a hole it may not enter).
pub(crate) const NOT_A_POSITION_CELL: u32 = u32::MAX;

/// Every position's outcome and distance in a game with several cats, indexed by
/// [`CatsLayout`].
///
/// Storage: one 4-byte cell per entry. The entries with the mouse to move are kept grouped by
/// the cats' multiset (the solver's order, so that a multiset's positions lie together); the
/// public layout is the one [`CatsLayout`] documents, and [`outcome_bytes`] and [`distances`]
/// copy the table out in it.
///
/// [`outcome_bytes`]: CatsTable::outcome_bytes
/// [`distances`]: CatsTable::distances
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatsTable {
    layout: CatsLayout,
    /// Undecided (a draw): a count below [`WON`]. Decided: [`DECIDED`], plus [`WON`] if won
    /// for the player to move, plus the distance. Not a position: [`NOT_A_POSITION_CELL`].
    cells: Vec<u32>,
    /// The longest distance of any position (0 if none is decided), kept from the solve.
    max_distance: u32,
}

impl CatsTable {
    /// The table of `cells`, whose longest distance is `max_distance`.
    pub(crate) fn new(layout: CatsLayout, cells: Vec<u32>, max_distance: u32) -> CatsTable {
        CatsTable {
            layout,
            cells,
            max_distance,
        }
    }

    /// The index layout.
    #[must_use]
    pub fn layout(&self) -> &CatsLayout {
        &self.layout
    }

    /// The number of entries (`2 · n · M`).
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the table is empty (a game without nodes).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell of public index `index`.
    #[inline]
    fn cell(&self, index: usize) -> u32 {
        let (n, m) = (self.layout.nodes(), self.layout.multisets());
        if index < n * m {
            // Mouse to move: the solver keeps rank-major rows.
            let (mouse, rank) = (index / m, index % m);
            self.cells[rank * n + mouse]
        } else {
            self.cells[index]
        }
    }

    /// The value of the entry at `index`; `None` if it is not a position.
    ///
    /// # Panics
    /// If `index` is out of range.
    #[must_use]
    pub fn value_at(&self, index: usize) -> Option<Value> {
        let cell = self.cell(index);
        if cell == NOT_A_POSITION_CELL {
            return None;
        }
        if cell & DECIDED == 0 {
            return Some(Value {
                outcome: Outcome::Draw,
                distance: 0,
            });
        }
        let mover = if index < self.len() / 2 {
            Player::Mouse
        } else {
            Player::Cat
        };
        let winner = if cell & WON != 0 {
            mover
        } else {
            mover.other()
        };
        Some(Value {
            outcome: Outcome::win_for(winner),
            distance: cell & DISTANCE,
        })
    }

    /// The value of `state`; `None` if it is not a position (a cat on a hole it may not
    /// enter).
    ///
    /// # Errors
    /// If the number of cats is not the game's, or a place is out of range.
    pub fn value(&self, state: CatsState) -> Result<Option<Value>, SpecError> {
        Ok(self.value_at(self.layout.index(state)?))
    }

    /// The value of `game`'s starting position.
    ///
    /// # Panics
    /// If `game` is not the game this table solves.
    #[must_use]
    pub fn start_value(&self, game: &CatsGame) -> Value {
        self.value(game.start())
            .ok()
            .flatten()
            .expect("the start is a position of the solved game")
    }

    /// Every entry's outcome byte, in the public layout: an [`Outcome`] discriminant (0 draw,
    /// 1 mouse wins, 2 cats win), or [`NOT_A_POSITION`].
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if the copy cannot be allocated.
    pub fn outcome_bytes(&self) -> Result<Vec<u8>, SpecError> {
        let mut out = try_filled(self.len(), 0u8)?;
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = self.value_at(i).map_or(NOT_A_POSITION, |v| v.outcome as u8);
        }
        Ok(out)
    }

    /// Every entry's distance in plies, in the public layout (0 for draws and non-positions).
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if the copy cannot be allocated.
    pub fn distances(&self) -> Result<Vec<u32>, SpecError> {
        let mut out = try_filled(self.len(), 0u32)?;
        for (i, d) in out.iter_mut().enumerate() {
            *d = self.value_at(i).map_or(0, |v| v.distance);
        }
        Ok(out)
    }

    /// How many entries are draws, mouse wins, cat wins, and not positions (the
    /// [`outcome_bytes`](CatsTable::outcome_bytes) counted).
    #[must_use]
    pub fn counts(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        for i in 0..self.len() {
            counts[self.value_at(i).map_or(NOT_A_POSITION, |v| v.outcome as u8) as usize] += 1;
        }
        counts
    }

    /// The longest distance in the table (0 if no position is decided), in O(1): kept from the
    /// solve.
    #[must_use]
    pub fn max_distance(&self) -> u32 {
        self.max_distance
    }

    /// [`max_distance`](Self::max_distance) by a scan of every cell: what the solve's kept value
    /// is checked against.
    #[cfg(test)]
    pub(crate) fn scan_max_distance(&self) -> u32 {
        self.cells
            .iter()
            .filter(|&&c| c != NOT_A_POSITION_CELL && c & DECIDED != 0)
            .map(|&c| c & DISTANCE)
            .max()
            .unwrap_or(0)
    }

    /// The optimal moves of the player to move at `state`, in the order of
    /// [`CatsGame::legal_moves`]:
    /// - in a won position, the moves to positions lost for the opponent one ply closer;
    /// - in a lost position, the moves that delay the loss longest;
    /// - in a draw, the moves that keep the draw.
    ///
    /// Empty for finished positions, non-positions, and a player with no legal move.
    ///
    /// # Errors
    /// If the number of cats is not the game's, or a place is out of range.
    pub fn best_moves(
        &self,
        game: &CatsGame,
        state: CatsState,
    ) -> Result<Vec<CatsMove>, SpecError> {
        let Some(here) = self.value(state)? else {
            return Ok(Vec::new());
        };
        if game.terminal(state).is_some() {
            return Ok(Vec::new());
        }
        let wanted = |v: Value| match here.outcome {
            Outcome::Draw => v.outcome == Outcome::Draw,
            _ => v.outcome == here.outcome && v.distance + 1 == here.distance,
        };
        let mut best = Vec::new();
        for mv in game.legal_moves(state)? {
            if self.value(after(state, mv))?.is_some_and(wanted) {
                best.push(mv);
            }
        }
        Ok(best)
    }

    /// The principal line from `state`: each side in turn takes its first
    /// [best move](CatsTable::best_moves), until the game ends, a position repeats, or
    /// `max_plies` plies are played. A won or lost line is as long as the position's distance;
    /// a drawn line stops at the first repetition.
    ///
    /// # Errors
    /// If the number of cats is not the game's, or a place is out of range.
    pub fn line(
        &self,
        game: &CatsGame,
        state: CatsState,
        max_plies: usize,
    ) -> Result<CatsLine, SpecError> {
        self.layout.check(state)?;
        let mut states = vec![state];
        let mut seen = HashSet::new();
        let mut here = state;
        let end = loop {
            if let Some(t) = game.terminal(here) {
                break LineEnd::Finished(t);
            }
            if !seen.insert(here) {
                break LineEnd::Repetition;
            }
            if states.len() > max_plies {
                break LineEnd::Cut;
            }
            let Some(&mv) = self.best_moves(game, here)?.first() else {
                break LineEnd::Stuck;
            };
            here = after(here, mv);
            states.push(here);
        };
        Ok(CatsLine { states, end })
    }
}

/// The position after `mv` (a legal move of the player to move).
fn after(state: CatsState, mv: CatsMove) -> CatsState {
    match mv {
        CatsMove::Mouse(to) => CatsState::new(to, state.cats, Player::Cat),
        CatsMove::Cats(to) => CatsState::new(state.mouse, to, Player::Mouse),
    }
}
