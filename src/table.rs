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
    /// The longest distance of any position (0 if none is decided): the last level at which the
    /// solve decided a position, kept so that [`max_distance`](Self::max_distance) reads no
    /// distance.
    pub(crate) max_distance: u32,
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

    /// The longest distance in the table (0 if no position is decided), in O(1): kept from the
    /// solve.
    #[must_use]
    pub fn max_distance(&self) -> u32 {
        self.max_distance
    }

    /// [`max_distance`](Self::max_distance) by a scan of every distance: what the solve's kept
    /// value is checked against.
    #[cfg(test)]
    fn scan_max_distance(&self) -> u32 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::{solve, solve_observed, solve_with_distance_cap};
    use crate::{GraphGame, GridGame, GridRules, Progress};
    use std::ops::ControlFlow;

    /// A small xorshift generator: the instances are fixed by the seed.
    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % n as u64) as usize
        }
    }

    /// A connected random graph of `n` nodes: a random tree plus `extra` random edges.
    fn graph(rng: &mut Rng, n: usize, extra: usize) -> Vec<Vec<usize>> {
        let mut adjacency = vec![Vec::new(); n];
        let add = |a: usize, b: usize, adjacency: &mut Vec<Vec<usize>>| {
            if a != b && !adjacency[a].contains(&b) {
                adjacency[a].push(b);
                adjacency[b].push(a);
            }
        };
        for b in 1..n {
            let a = rng.below(b);
            add(a, b, &mut adjacency);
        }
        for _ in 0..extra {
            let (a, b) = (rng.below(n), rng.below(n));
            add(a, b, &mut adjacency);
        }
        adjacency
    }

    /// A random `rows × cols` grid, walls with probability `walls` in 10.
    fn grid(rng: &mut Rng, rows: usize, cols: usize, walls: usize) -> Vec<String> {
        let mut cells: Vec<u8> = (0..rows * cols)
            .map(|_| if rng.below(10) < walls { b'#' } else { b'.' })
            .collect();
        let mut free: Vec<usize> = (0..cells.len()).collect();
        for piece in [b'C', b'M', b'F'] {
            let at = free.swap_remove(rng.below(free.len()));
            cells[at] = piece;
        }
        cells
            .chunks(cols)
            .map(|row| String::from_utf8(row.to_vec()).unwrap())
            .collect()
    }

    /// The kept longest distance equals the scan of every distance, for the table of every path:
    /// plain (small and large solvers), observed, and with distances from a small cap on in the
    /// side list.
    fn check<G: Game>(what: &str, game: &G) -> u32 {
        let table = solve(game);
        let max = table.scan_max_distance();
        assert_eq!(table.max_distance(), max, "{what}: solve");
        let observed = solve_observed(game, &mut |_: &Progress| ControlFlow::Continue(())).unwrap();
        assert_eq!(observed.max_distance(), max, "{what}: observed");
        for cap in [1, 2, 3, max.saturating_sub(1).max(1) as u16, max as u16 + 1] {
            let capped = solve_with_distance_cap(game, cap);
            assert_eq!(capped.scan_max_distance(), max, "{what}: cap {cap}, scan");
            assert_eq!(capped.max_distance(), max, "{what}: cap {cap}");
        }
        max
    }

    #[test]
    fn max_distance_equals_the_scan_on_random_graphs_and_grids() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let (mut longest, mut side_list) = (0, 0);
        for case in 0..120 {
            // Small games (the small solver) and larger ones (the large solver).
            let n = if case % 3 == 0 {
                65 + rng.below(60)
            } else {
                3 + rng.below(30)
            };
            let extra = rng.below(2 * n);
            let adjacency = graph(&mut rng, n, extra);
            let game = GraphGame::new(&adjacency).unwrap();
            let d = check(&format!("graph {case}: {adjacency:?}"), &game);
            longest = longest.max(d);
            side_list += usize::from(d > 3);
        }
        for case in 0..120 {
            let (rows, cols) = if case % 3 == 0 {
                (6 + rng.below(8), 10 + rng.below(10))
            } else {
                (1 + rng.below(6), 3 + rng.below(8))
            };
            let walls = rng.below(5);
            let rows = grid(&mut rng, rows, cols, walls);
            let (cat_jump, mouse_jump) = (1 + rng.below(4) as u32, 1 + rng.below(4) as u32);
            let rules = GridRules {
                blocking: case % 4 == 1,
                ..GridRules::default()
            };
            // Turn limits shorter than the longest chases: the table is the same.
            let limit = 1 + rng.below(40) as u32;
            let game = GridGame::with_rules(&rows, cat_jump, mouse_jump, limit, rules).unwrap();
            let d = check(
                &format!("grid {case}: {rows:?} {cat_jump} {mouse_jump}"),
                &game,
            );
            longest = longest.max(d);
            side_list += usize::from(d > 3);
        }
        // The generators reach long chases, and the side list of every cap below 4.
        println!("longest {longest}, side list {side_list}");
        assert!(longest >= 20, "longest {longest}");
        assert!(side_list >= 50, "side list {side_list}");
    }

    #[test]
    fn max_distance_is_kept_beyond_the_distance_cap() {
        // A corridor: the cat chases the mouse along it, far beyond a cap of 2.
        let row = format!("M{}C", ".".repeat(40));
        let below = format!("F{}", "#".repeat(41));
        let game = GridGame::new(&[row, below], 1, 1).unwrap();
        let table = solve_with_distance_cap(&game, 2);
        assert!(table.overflow.len() > 10);
        assert!(table.max_distance() > 2);
        assert_eq!(table.max_distance(), table.scan_max_distance());
        assert_eq!(table.max_distance(), solve(&game).max_distance());
    }
}
