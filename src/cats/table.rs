//! The solved table of a game with several cats, and optimal play read off it.

use std::collections::HashSet;

use crate::cats::game::{CatsGame, CatsMove};
use crate::cats::multiset::{CatsLayout, CatsState};
use crate::line::{CatsLine, LineEnd};
use crate::memory::try_filled;
use crate::solve::counter::{Cell, Counter};
use crate::table::NOT_A_POSITION;
use crate::{Outcome, Player, SpecError, Value};

/// Every position's outcome and distance in a game with several cats, indexed by
/// [`CatsLayout`].
///
/// Storage: one 2-byte cell per entry (every multiset of cat places, positions or not), the
/// solver's own: grouped by the cats' multiset, a row of one cell per mouse node for each
/// player to move, so that a multiset's positions lie together. A cell holds the outcome and
/// the distance; the rare distances of 16,383 plies or more live in a sorted side list. The
/// public layout is the one [`CatsLayout`] documents: [`value_at`] reads any entry of it, and
/// [`outcome_bytes`] and [`distances`] copy the table out in it.
///
/// [`value_at`]: CatsTable::value_at
/// [`outcome_bytes`]: CatsTable::outcome_bytes
/// [`distances`]: CatsTable::distances
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatsTable {
    layout: CatsLayout,
    /// Plane 0 (the mouse to move) then plane 1 (the cats to move), each `M` rows of `n`
    /// cells: the entry of (turn, mouse, rank) at `turn · n · M + rank · n + mouse`.
    /// Undecided (a draw): a count. Decided: the outcome and the distance (`cap` if it is in
    /// `overflow`). Not a position: [`Cell::NOT_A_POSITION`].
    cells: Vec<Cell>,
    /// `(cell index, distance)` of every distance of `cap` or more, by index.
    overflow: Vec<(u64, u32)>,
    /// Distances equal to this are looked up in `overflow` ([`Cell::CAP`] but in tests).
    cap: u16,
    /// The longest distance of any position (0 if none is decided), kept from the solve.
    max_distance: u32,
}

/// The side of the square tiles the table is copied out in: a tile's row of output is one
/// cache line of bytes, and its rows of cells stay in the first-level cache.
const TILE: usize = 64;

impl CatsTable {
    /// The table of `cells` (the solver's order), `overflow` sorted by index.
    pub(crate) fn new(
        layout: CatsLayout,
        cells: Vec<Cell>,
        overflow: Vec<(u64, u32)>,
        cap: u16,
        max_distance: u32,
    ) -> CatsTable {
        CatsTable {
            layout,
            cells,
            overflow,
            cap,
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

    /// Bytes of memory the table holds per entry: 2, and the side list's share.
    #[must_use]
    pub fn bytes_per_position(&self) -> f64 {
        let bytes = std::mem::size_of::<Cell>() * self.cells.capacity()
            + std::mem::size_of::<(u64, u32)>() * self.overflow.capacity();
        bytes as f64 / self.len().max(1) as f64
    }

    /// The cell index of public index `index`.
    #[inline]
    fn internal(&self, index: usize) -> usize {
        let (n, m) = (self.layout.nodes(), self.layout.multisets());
        let plane = n * m;
        let (turn, rest) = (index / plane, index % plane);
        turn * plane + (rest % m) * n + rest / m
    }

    /// The value of the cell at `i` (`turn` to move), `None` if not a position.
    #[inline]
    fn cell_value(&self, i: usize, turn: Player) -> Option<Value> {
        let cell = self.cells[i];
        if cell == Cell::NOT_A_POSITION {
            return None;
        }
        let Some(won) = cell.outcome() else {
            return Some(Value {
                outcome: Outcome::Draw,
                distance: 0,
            });
        };
        let winner = if won { turn } else { turn.other() };
        let mut distance = u32::from(cell.distance());
        if distance == u32::from(self.cap) {
            if let Ok(k) = self.overflow.binary_search_by_key(&(i as u64), |&(k, _)| k) {
                distance = self.overflow[k].1;
            }
        }
        Some(Value {
            outcome: Outcome::win_for(winner),
            distance,
        })
    }

    /// The player to move at cell `i`.
    #[inline]
    fn turn_of(&self, i: usize) -> Player {
        if i < self.len() / 2 {
            Player::Mouse
        } else {
            Player::Cat
        }
    }

    /// The value of the entry at `index`; `None` if it is not a position.
    ///
    /// # Panics
    /// If `index` is out of range.
    #[must_use]
    pub fn value_at(&self, index: usize) -> Option<Value> {
        assert!(index < self.len(), "index {index} out of range");
        let i = self.internal(index);
        self.cell_value(i, self.turn_of(i))
    }

    /// The values of the positions with `turn` to move and the cats on the multiset of rank
    /// `rank`, mouse node by mouse node (`None` where not a position): one row of cells.
    pub(crate) fn row_values(
        &self,
        turn: Player,
        rank: usize,
    ) -> impl Iterator<Item = Option<Value>> + '_ {
        let n = self.layout.nodes();
        let start = turn.index() * n * self.layout.multisets() + rank * n;
        (start..start + n).map(move |i| self.cell_value(i, turn))
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

    /// Writes `f` of every entry's value into `out`, in the public layout: a square tile of
    /// multisets and mice at a time, so that both the cells read and the entries written stay
    /// in cache.
    fn copy_out<T>(&self, out: &mut [T], f: impl Fn(Option<Value>) -> T) {
        let (n, m) = (self.layout.nodes(), self.layout.multisets());
        for turn in Player::ALL {
            let plane = turn.index() * n * m;
            for r0 in (0..m).step_by(TILE) {
                let ranks = r0..(r0 + TILE).min(m);
                for mouse in 0..n {
                    let out = &mut out[plane + mouse * m..][ranks.clone()];
                    for (o, rank) in out.iter_mut().zip(ranks.clone()) {
                        *o = f(self.cell_value(plane + rank * n + mouse, turn));
                    }
                }
            }
        }
    }

    /// Every entry's outcome byte, in the public layout: an [`Outcome`] discriminant (0 draw,
    /// 1 mouse wins, 2 cats win), or [`NOT_A_POSITION`].
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if the copy cannot be allocated.
    pub fn outcome_bytes(&self) -> Result<Vec<u8>, SpecError> {
        let mut out = try_filled(self.len(), 0u8)?;
        self.copy_out(&mut out, |v| v.map_or(NOT_A_POSITION, |v| v.outcome as u8));
        Ok(out)
    }

    /// Every entry's distance in plies, in the public layout (0 for draws and non-positions).
    ///
    /// # Errors
    /// [`SpecError::OutOfMemory`] if the copy cannot be allocated.
    pub fn distances(&self) -> Result<Vec<u32>, SpecError> {
        let mut out = try_filled(self.len(), 0u32)?;
        self.copy_out(&mut out, |v| v.map_or(0, |v| v.distance));
        Ok(out)
    }

    /// How many entries are draws, mouse wins, cat wins, and not positions (the
    /// [`outcome_bytes`](CatsTable::outcome_bytes) counted).
    #[must_use]
    pub fn counts(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        let half = self.len() / 2;
        for (plane, cells) in [&self.cells[..half], &self.cells[half..]]
            .into_iter()
            .enumerate()
        {
            // Won for the player to move: the mouse (1) in plane 0, the cats (2) in plane 1.
            let (won, lost) = if plane == 0 { (1, 2) } else { (2, 1) };
            for &cell in cells {
                let byte = if cell == Cell::NOT_A_POSITION {
                    usize::from(NOT_A_POSITION)
                } else {
                    match cell.outcome() {
                        None => 0,
                        Some(true) => won,
                        Some(false) => lost,
                    }
                };
                counts[byte] += 1;
            }
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
        (0..self.len())
            .filter_map(|i| self.cell_value(i, self.turn_of(i)))
            .map(|v| v.distance)
            .max()
            .unwrap_or(0)
    }

    /// How many distances the side list holds.
    #[cfg(test)]
    pub(crate) fn listed(&self) -> usize {
        self.overflow.len()
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
