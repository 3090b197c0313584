//! The solved table: every state's outcome and distance.

use crate::game::Game;
use crate::{Layout, Outcome, SpecError, State, Value};

/// The outcome byte of an entry that is not a position of the game: a piece on a wall, or the
/// cat in the hole. The other bytes are [`Outcome`] discriminants (0 draw, 1 mouse wins, 2 cat
/// wins).
pub const NOT_A_POSITION: u8 = 3;

/// The largest distance stored inline; larger ones live in a sorted side list.
pub(crate) const DISTANCE_CAP: u16 = u16::MAX;

/// Every state's outcome and distance, indexed by [`Layout`].
///
/// Storage: one outcome byte and one `u16` distance per state (3 bytes), plus a sorted side list
/// of the rare distances of 65,535 plies or more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutcomeTable {
    pub(crate) layout: Layout,
    pub(crate) outcomes: Vec<u8>,
    pub(crate) distances: Vec<u16>,
    /// `(index, distance)` for every distance that does not fit below [`DISTANCE_CAP`], by index.
    pub(crate) overflow: Vec<(u32, u32)>,
    /// Inline distances equal to this are looked up in `overflow` ([`DISTANCE_CAP`] but in tests).
    pub(crate) cap: u16,
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
        let d = self.distances[index];
        if d < self.cap {
            return u32::from(d);
        }
        match self
            .overflow
            .binary_search_by_key(&(index as u32), |&(i, _)| i)
        {
            Ok(k) => self.overflow[k].1,
            Err(_) => u32::from(d),
        }
    }

    /// Every state's distance, widened to `u32`.
    #[must_use]
    pub fn distances(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self.distances.iter().map(|&d| u32::from(d)).collect();
        for &(i, d) in &self.overflow {
            out[i as usize] = d;
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
            + std::mem::size_of::<(u32, u32)>() * self.overflow.capacity();
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
