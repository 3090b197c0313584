//! The cats' places as a multiset, and the ranks that number the multisets.
//!
//! Cats are interchangeable, so a position holds the *multiset* of their places, kept as a
//! sorted list. The multisets of `k` places among `n` nodes are numbered by their rank in
//! colexicographic order (see [`CatsLayout`] for the formula).

use std::fmt;

use crate::{Player, SpecError};

/// The most cats a game may have. (The budgets, not this, bound what a solve takes: see
/// [`CatsGame`](crate::CatsGame).)
pub const MAX_CATS: usize = 8;

/// The cats' places: a multiset of 1 to [`MAX_CATS`] nodes, kept sorted (the order the places
/// were given in does not matter, and two cats may share a node).
///
/// ```
/// use cat_mouse::Cats;
/// let cats = Cats::new(&[5, 2, 5])?;
/// assert_eq!(cats.as_slice(), &[2, 5, 5]);
/// assert_eq!(cats, Cats::new(&[5, 5, 2])?);
/// assert!(Cats::new(&[]).is_err());
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cats {
    /// The places, sorted, then zeros.
    nodes: [u32; MAX_CATS],
    len: u8,
}

impl Cats {
    /// The cats on `places`, in any order.
    ///
    /// # Errors
    /// [`SpecError::CatCount`] unless 1 to [`MAX_CATS`] places are given.
    pub fn new(places: &[u32]) -> Result<Cats, SpecError> {
        if places.is_empty() || places.len() > MAX_CATS {
            return Err(SpecError::CatCount {
                count: places.len(),
                max: MAX_CATS,
            });
        }
        let mut nodes = [0; MAX_CATS];
        nodes[..places.len()].copy_from_slice(places);
        nodes[..places.len()].sort_unstable();
        Ok(Cats {
            nodes,
            len: places.len() as u8,
        })
    }

    /// One cat, on `place`.
    #[inline]
    #[must_use]
    pub const fn one(place: u32) -> Cats {
        let mut nodes = [0; MAX_CATS];
        nodes[0] = place;
        Cats { nodes, len: 1 }
    }

    /// The cats of the first `K` entries of `sorted`, which must be sorted.
    #[inline]
    pub(crate) fn from_sorted<const K: usize>(sorted: &[u32; K]) -> Cats {
        debug_assert!(K >= 1 && K <= MAX_CATS && sorted.windows(2).all(|w| w[0] <= w[1]));
        let mut nodes = [0; MAX_CATS];
        nodes[..K].copy_from_slice(sorted);
        Cats {
            nodes,
            len: K as u8,
        }
    }

    /// The places, in increasing order.
    #[must_use]
    pub fn as_slice(&self) -> &[u32] {
        &self.nodes[..self.len as usize]
    }

    /// How many cats.
    #[must_use]
    #[allow(clippy::len_without_is_empty)] // never empty
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether a cat stands on `node`.
    #[must_use]
    pub fn contains(&self, node: u32) -> bool {
        self.as_slice().contains(&node)
    }
}

impl fmt::Debug for Cats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cats({:?})", self.as_slice())
    }
}

impl fmt::Display for Cats {
    /// The places as a list: `[2, 5, 5]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.as_slice())
    }
}

/// A position of any game: where the mouse and the cats stand (one cat is a list of one), and
/// who moves next. The queries of every solved game take it ([`Solved`](crate::Solved)).
///
/// ```
/// use cat_mouse::{Cats, Player, Position, State};
/// let one = Position::from(State::new(1, 2, Player::Mouse));
/// assert_eq!(one, Position::new(1, Cats::new(&[2])?, Player::Mouse));
/// assert_eq!(one.one_cat()?, State::new(1, 2, Player::Mouse));
/// let two = Position::new(1, Cats::new(&[4, 2])?, Player::Cat);
/// assert_eq!(two.to_string(), "mouse on 1, cats on [2, 4], cats to move");
/// assert!(two.one_cat().is_err());
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The mouse's place.
    pub mouse: u32,
    /// The cats' places.
    pub cats: Cats,
    /// The player to move ([`Player::Cat`]: the cats).
    pub turn: Player,
}

/// The name of [`Position`] in the game with several cats.
pub type CatsState = Position;

impl Position {
    /// A position.
    #[must_use]
    pub const fn new(mouse: u32, cats: Cats, turn: Player) -> Position {
        Position { mouse, cats, turn }
    }

    /// The place of `piece`: the mouse's, or the cat's of a position with one cat.
    ///
    /// # Errors
    /// [`SpecError::CatsGiven`] if `piece` is the cat and there are several.
    pub fn place_of(&self, piece: Player) -> Result<u32, SpecError> {
        match piece {
            Player::Mouse => Ok(self.mouse),
            Player::Cat => self.one_cat().map(|s| s.cat),
        }
    }

    /// The one-cat [`State`](crate::State) of a position with one cat.
    ///
    /// # Errors
    /// [`SpecError::CatsGiven`] if it has several cats.
    #[inline]
    pub fn one_cat(&self) -> Result<crate::State, SpecError> {
        match self.cats.as_slice() {
            [cat] => Ok(crate::State::new(self.mouse, *cat, self.turn)),
            cats => Err(SpecError::CatsGiven {
                given: cats.len(),
                cats: 1,
            }),
        }
    }

    /// The position with `piece` on `place`: the mouse there, or (one cat) the cat.
    ///
    /// # Errors
    /// [`SpecError::CatsGiven`] if `piece` is the cat and there are several.
    pub fn with(mut self, piece: Player, place: u32) -> Result<Position, SpecError> {
        match piece {
            Player::Mouse => self.mouse = place,
            Player::Cat => {
                self.one_cat()?;
                self.cats = Cats::one(place);
            }
        }
        Ok(self)
    }
}

impl From<crate::State> for Position {
    /// The position of a one-cat state: its cat is a list of one.
    #[inline]
    fn from(state: crate::State) -> Position {
        Position::new(state.mouse, Cats::one(state.cat), state.turn)
    }
}

impl fmt::Display for Position {
    /// As a [`State`](crate::State) with one cat (`mouse on 1, cat on 2, cat to move`), else
    /// `mouse on 1, cats on [2, 4], cats to move`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Ok(state) = self.one_cat() {
            return state.fmt(f);
        }
        let mover = match self.turn {
            Player::Mouse => "mouse",
            Player::Cat => "cats",
        };
        write!(
            f,
            "mouse on {}, cats on {}, {mover} to move",
            self.mouse, self.cats
        )
    }
}

/// `C(n + k − 1, k)`: the number of multisets of `k` elements among `n`, saturating at
/// `u64::MAX`.
#[must_use]
pub(crate) fn multisets(n: u64, k: usize) -> u64 {
    if n == 0 {
        return 0;
    }
    // C(n + k - 1, k) = prod_{i=1..k} (n - 1 + i) / i, exact at every step.
    let mut c: u128 = 1;
    for i in 1..=k as u128 {
        let Some(product) = c.checked_mul(n as u128 - 1 + i) else {
            return u64::MAX;
        };
        c = product / i;
    }
    u64::try_from(c).unwrap_or(u64::MAX)
}

/// The index layout of the tables of a game with `k` cats on `n` nodes: every (turn, mouse,
/// multiset of cat places), positions or not.
///
/// The multisets of `k` places among `n` nodes are numbered by their *rank* in colexicographic
/// order: with the places sorted, `c₀ ≤ c₁ ≤ … ≤ c_{k−1}`,
///
/// ```text
/// rank = C(c₀, 1) + C(c₁ + 1, 2) + … + C(c_{k−1} + k − 1, k)
/// ```
///
/// which orders the multisets by their largest place, then the next largest, and so on. The
/// ranks run from 0 to `M − 1`, with `M = C(n + k − 1, k)` multisets; a multiset's rank does
/// not depend on `n`. With one cat the rank is the cat's node. With two: `{0,0}` 0, `{0,1}` 1,
/// `{1,1}` 2, `{0,2}` 3, `{1,2}` 4, `{2,2}` 5, …
///
/// The tables have `2 · n · M` entries:
///
/// ```text
/// index = (turn · n + mouse) · M + rank(cats)      turn: 0 = mouse to move, 1 = cats to move
/// ```
///
/// so with one cat this is the one-cat [`Layout`](crate::Layout).
///
/// ```
/// use cat_mouse::{Cats, CatsLayout, CatsState, Player};
/// let layout = CatsLayout::new(10, 3)?;
/// assert_eq!(layout.multisets(), 220);
/// assert_eq!(layout.rank(Cats::new(&[2, 0, 1])?), 0 + 1 + 4);
/// let state = CatsState::new(4, Cats::new(&[1, 0, 2])?, Player::Cat);
/// assert_eq!(layout.index(state)?, (10 + 4) * 220 + 5);
/// assert_eq!(layout.state(layout.index(state)?), state);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatsLayout {
    nodes: usize,
    cats: usize,
    multisets: usize,
    /// `binomials[i · nodes + x] = C(x + i, i + 1)`: place `x` in sorted slot `i` adds this
    /// to the rank.
    binomials: Vec<u32>,
}

impl CatsLayout {
    /// The layout of `cats` cats on `nodes` nodes.
    ///
    /// # Errors
    /// [`SpecError::CatCount`] unless 1 to [`MAX_CATS`] cats; [`SpecError::TooManyPositions`]
    /// if no solve of that size could ever be allocated here (see
    /// [`cats_solve_bytes`](crate::cats_solve_bytes)).
    pub fn new(nodes: usize, cats: usize) -> Result<CatsLayout, SpecError> {
        crate::cats::check_positions(nodes, cats)?;
        // Checked: M ≤ u32::MAX, and 2 · n · M entries are addressable.
        let count = multisets(nodes as u64, cats) as usize;
        let mut binomials = Vec::with_capacity(cats * nodes);
        for i in 0..cats {
            // C(x + i, i + 1) ≤ C(n − 2 + i + 1, i + 1) < M (x < n, i < k): each term, and any
            // rank (a sum of terms that is below M), fits u32.
            binomials.extend((0..nodes).map(|x| multisets(x as u64, i + 1) as u32));
        }
        Ok(CatsLayout {
            nodes,
            cats,
            multisets: count,
            binomials,
        })
    }

    /// How many nodes.
    #[must_use]
    pub fn nodes(&self) -> usize {
        self.nodes
    }

    /// How many cats.
    #[must_use]
    pub fn cats(&self) -> usize {
        self.cats
    }

    /// How many multisets of cat places: `M = C(n + k − 1, k)`.
    #[must_use]
    pub fn multisets(&self) -> usize {
        self.multisets
    }

    /// How many entries the tables have: `2 · n · M`.
    #[must_use]
    pub fn len(&self) -> usize {
        2 * self.nodes * self.multisets
    }

    /// Whether the tables are empty (no nodes).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The rank of `cats` (see [`CatsLayout`]).
    ///
    /// # Panics
    /// If `cats` has another number of cats than the layout, or a place out of range.
    #[must_use]
    #[track_caller]
    pub fn rank(&self, cats: Cats) -> usize {
        assert_eq!(
            cats.len(),
            self.cats,
            "{cats} for a layout of {} cats",
            self.cats
        );
        self.rank_sorted(cats.as_slice())
    }

    /// The rank of the sorted places `sorted`.
    #[inline(always)]
    pub(crate) fn rank_sorted(&self, sorted: &[u32]) -> usize {
        sorted
            .iter()
            .enumerate()
            .map(|(i, &c)| self.binomials[i * self.nodes + c as usize] as usize)
            .sum()
    }

    /// The table of rank terms: `binomials[i · nodes + x] = C(x + i, i + 1)`.
    #[inline(always)]
    pub(crate) fn binomials(&self) -> &[u32] {
        &self.binomials
    }

    /// The multiset of rank `rank`.
    ///
    /// # Panics
    /// If `rank >= self.multisets()`.
    #[must_use]
    #[track_caller]
    pub fn unrank(&self, rank: usize) -> Cats {
        assert!(rank < self.multisets, "rank {rank} out of range");
        let mut nodes = [0u32; MAX_CATS];
        self.unrank_into(rank, &mut nodes[..self.cats]);
        Cats {
            nodes,
            len: self.cats as u8,
        }
    }

    /// Writes the sorted places of rank `rank` into `out` (`self.cats()` long).
    pub(crate) fn unrank_into(&self, mut rank: usize, out: &mut [u32]) {
        let n = self.nodes;
        let mut top = n;
        for i in (0..out.len()).rev() {
            // The largest x < top with C(x + i, i + 1) <= rank (increasing in x).
            let row = &self.binomials[i * n..i * n + top];
            let x = row.partition_point(|&b| b as usize <= rank) - 1;
            out[i] = x as u32;
            rank -= row[x] as usize;
            top = x + 1;
        }
    }

    /// The index of `state` in the tables.
    ///
    /// # Errors
    /// [`SpecError::CatsGiven`] if the state has another number of cats;
    /// [`SpecError::PlaceOutOfRange`] if a place is out of range.
    pub fn index(&self, state: CatsState) -> Result<usize, SpecError> {
        self.check(state)?;
        Ok(
            (state.turn.index() * self.nodes + state.mouse as usize) * self.multisets
                + self.rank_sorted(state.cats.as_slice()),
        )
    }

    /// Checks that `state` has this layout's number of cats and every place in range.
    pub(crate) fn check(&self, state: CatsState) -> Result<(), SpecError> {
        if state.cats.len() != self.cats {
            return Err(SpecError::CatsGiven {
                given: state.cats.len(),
                cats: self.cats,
            });
        }
        let len = self.nodes;
        let places = std::iter::once((Player::Mouse, state.mouse))
            .chain(state.cats.as_slice().iter().map(|&c| (Player::Cat, c)));
        for (piece, place) in places {
            if place as usize >= len {
                return Err(SpecError::PlaceOutOfRange {
                    piece,
                    place: place as usize,
                    len,
                });
            }
        }
        Ok(())
    }

    /// The state at `index`.
    ///
    /// # Panics
    /// If `index >= self.len()`.
    #[must_use]
    #[track_caller]
    pub fn state(&self, index: usize) -> CatsState {
        assert!(index < self.len(), "index {index} out of range");
        let rank = index % self.multisets;
        let mouse = (index / self.multisets) % self.nodes;
        let turn = if index / (self.multisets * self.nodes) == 0 {
            Player::Mouse
        } else {
            Player::Cat
        };
        CatsState::new(mouse as u32, self.unrank(rank), turn)
    }
}

/// Steps `sorted` to the next multiset in rank order (colexicographic), within nodes `0..n`;
/// returns `false` after the last one.
#[inline]
pub(crate) fn next_multiset(sorted: &mut [u32], n: u32) -> bool {
    let k = sorted.len();
    for i in 0..k {
        let limit = if i + 1 < k { sorted[i + 1] } else { n - 1 };
        if sorted[i] < limit {
            sorted[i] += 1;
            sorted[..i].fill(0);
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multisets_count_with_repetition() {
        assert_eq!(multisets(10, 3), 220);
        assert_eq!(multisets(50, 3), 22_100);
        assert_eq!(multisets(19, 4), 7_315);
        assert_eq!(multisets(7, 1), 7);
        assert_eq!(multisets(0, 2), 0);
        assert_eq!(multisets(1, 4), 1);
        assert_eq!(multisets(u64::MAX / 2, 4), u64::MAX);
    }

    #[test]
    fn ranks_follow_colex_order_and_round_trip() {
        for (n, k) in [
            (1, 1),
            (5, 1),
            (4, 2),
            (6, 3),
            (5, 4),
            (4, 6),
            (3, 8),
            (6, 8),
        ] {
            let layout = CatsLayout::new(n, k).unwrap();
            let mut sorted = vec![0u32; k];
            let mut rank = 0;
            loop {
                let cats = Cats::new(&sorted).unwrap();
                assert_eq!(layout.rank(cats), rank, "{cats}");
                assert_eq!(layout.unrank(rank), cats);
                rank += 1;
                if !next_multiset(&mut sorted, n as u32) {
                    break;
                }
            }
            assert_eq!(rank, layout.multisets());
        }
    }

    #[test]
    fn one_cat_is_the_one_cat_layout() {
        let layout = CatsLayout::new(6, 1).unwrap();
        let one = crate::Layout::new(6);
        assert_eq!(layout.len(), one.len());
        for i in 0..layout.len() {
            let s = layout.state(i);
            let state = crate::State::new(s.mouse, s.cats.as_slice()[0], s.turn);
            assert_eq!(one.index(state), i);
        }
    }

    #[test]
    fn index_checks_the_cats_and_the_places() {
        let layout = CatsLayout::new(5, 2).unwrap();
        let state = CatsState::new(1, Cats::new(&[3, 4]).unwrap(), Player::Mouse);
        assert_eq!(layout.index(state).unwrap(), 15 + 3 + 10);
        let three = CatsState::new(1, Cats::new(&[3, 4, 4]).unwrap(), Player::Mouse);
        assert_eq!(
            layout.index(three).unwrap_err().to_string(),
            "3 cat places were given but the game has 2 cats"
        );
        let far = CatsState::new(1, Cats::new(&[3, 7]).unwrap(), Player::Cat);
        assert_eq!(
            layout.index(far).unwrap_err().to_string(),
            "cat place 7 is out of range: the game has 5 places"
        );
        assert_eq!(
            Cats::new(&[1, 2, 3, 4, 5, 6, 7, 8, 9])
                .unwrap_err()
                .to_string(),
            "the game takes 1 to 8 cats, got 9"
        );
    }
}
