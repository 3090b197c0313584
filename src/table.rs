//! The solved table: every state's outcome and distance.

use crate::game::Game;
use crate::solve::index::Numbering;
use crate::{Layout, Outcome, SpecError, State, Value};

/// The outcome byte of an entry that is not a position of the game: a piece on a wall, or the
/// cat on a hole it may not enter. The other bytes are [`Outcome`] discriminants (0 draw, 1 mouse wins, 2 cat
/// wins).
pub const NOT_A_POSITION: u8 = 3;

/// Distances of this many plies or more live in a sorted side list (the solver's cells keep 14
/// bits of distance).
pub(crate) const DISTANCE_CAP: u16 = 0x3FFF;

/// Every state's outcome and distance, indexed by [`Layout`].
///
/// Storage: one outcome byte per state, and one `u16` distance per *position* (a state whose
/// pieces stand on places they may stand on), kept in the solver's compact order: at most 3
/// bytes per state, fewer on boards with walls. The rare distances of 16,383 plies or more live
/// in a sorted side list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeTable {
    pub(crate) layout: Layout,
    /// Per state, in the public layout.
    pub(crate) outcomes: Vec<u8>,
    /// Per position, in the compact order of `numbering`.
    pub(crate) distances: Vec<u16>,
    /// `(compact index, distance)` for every distance that does not fit below
    /// [`DISTANCE_CAP`], by index.
    pub(crate) overflow: Vec<(u32, u32)>,
    /// Inline distances equal to this are looked up in `overflow` ([`DISTANCE_CAP`] but in tests).
    pub(crate) cap: u16,
    /// Public places to compact ones and back.
    pub(crate) numbering: Numbering,
}

impl OutcomeTable {
    /// The index layout.
    #[must_use]
    pub fn layout(&self) -> Layout {
        self.layout
    }

    /// The number of states (`2·places²`).
    #[must_use]
    pub fn len(&self) -> usize {
        self.outcomes.len()
    }

    /// Whether the table is empty (a game without places).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.outcomes.is_empty()
    }

    /// The outcome byte of every state: an [`Outcome`] discriminant, or [`NOT_A_POSITION`].
    #[must_use]
    pub fn outcome_bytes(&self) -> &[u8] {
        &self.outcomes
    }

    /// The distance of the state at `index` in plies (0 for draws and non-positions).
    ///
    /// # Panics
    /// If `index` is out of range.
    #[must_use]
    pub fn distance_at(&self, index: usize) -> u32 {
        let state = self.layout.state(index);
        match self
            .numbering
            .compact(state.turn, state.mouse as usize, state.cat as usize)
        {
            Some(i) => self.compact_distance(i),
            None => 0,
        }
    }

    /// The distance of the position at compact index `i`.
    fn compact_distance(&self, i: usize) -> u32 {
        let d = self.distances[i];
        if d < self.cap {
            return u32::from(d);
        }
        match self.overflow.binary_search_by_key(&(i as u32), |&(k, _)| k) {
            Ok(k) => self.overflow[k].1,
            Err(_) => u32::from(d),
        }
    }

    /// Every state's distance, widened to `u32`, in the public layout.
    #[must_use]
    pub fn distances(&self) -> Vec<u32> {
        let n = self.layout.places();
        let mut out = vec![0u32; self.len()];
        for (turn, plane) in crate::Player::ALL.into_iter().zip(out.chunks_mut(n * n)) {
            for (mouse, row) in plane.chunks_mut(n).enumerate() {
                for (cat, out) in row.iter_mut().enumerate() {
                    if let Some(i) = self.numbering.compact(turn, mouse, cat) {
                        *out = u32::from(self.distances[i]);
                    }
                }
            }
        }
        for &(i, d) in &self.overflow {
            let (turn, m, c) = self.numbering.public(i as usize);
            out[self.layout.index(State::new(m, c, turn))] = d;
        }
        out
    }

    /// The value of the state at `index`, or `None` if it is not a position.
    ///
    /// # Panics
    /// If `index` is out of range.
    #[must_use]
    pub fn value_at(&self, index: usize) -> Option<Value> {
        Outcome::from_u8(self.outcomes[index]).map(|outcome| Value {
            outcome,
            distance: self.distance_at(index),
        })
    }

    /// The value of `state`, or `None` if it is not a position.
    ///
    /// # Errors
    /// If a place is out of range.
    pub fn value(&self, state: State) -> Result<Option<Value>, SpecError> {
        check_places(self.layout, state)?;
        Ok(self.value_at(self.layout.index(state)))
    }

    /// The value of the game's starting position.
    ///
    /// # Panics
    /// If `game` is not the game this table was solved for.
    #[must_use]
    pub fn start_value<G: Game>(&self, game: &G) -> Value {
        self.value_at(self.layout.index(game.start()))
            .expect("the start is a position")
    }

    /// How many states have each outcome byte: `[draws, mouse wins, cat wins, not positions]`.
    #[must_use]
    pub fn counts(&self) -> [usize; 4] {
        let mut counts = [0; 4];
        for &b in &self.outcomes {
            counts[usize::from(b.min(NOT_A_POSITION))] += 1;
        }
        counts
    }

    /// The longest distance in the table.
    #[must_use]
    pub fn max_distance(&self) -> u32 {
        let inline = self
            .distances
            .iter()
            .copied()
            .filter(|&d| d < self.cap)
            .max()
            .unwrap_or(0);
        self.overflow
            .iter()
            .map(|&(_, d)| d)
            .fold(u32::from(inline), u32::max)
    }

    /// Bytes of memory the table holds per state.
    #[must_use]
    pub fn bytes_per_state(&self) -> f64 {
        let bytes = self.outcomes.capacity()
            + 2 * self.distances.capacity()
            + std::mem::size_of::<(u32, u32)>() * self.overflow.capacity()
            + self.numbering.heap_bytes();
        bytes as f64 / self.len().max(1) as f64
    }
}

/// Checks that both places of `state` exist.
pub(crate) fn check_places(layout: Layout, state: State) -> Result<(), SpecError> {
    let len = layout.places();
    for piece in crate::Player::ALL {
        let place = state.place_of(piece) as usize;
        if place >= len {
            return Err(SpecError::PlaceOutOfRange { piece, place, len });
        }
    }
    Ok(())
}
