//! What the solver needs to know about a game.

use crate::{Outcome, Player, SpecError, State};

/// The most places (graph nodes or grid cells) a game may have: the memory budget.
///
/// A game with `n` places has `2·n²` states. The solver keeps 3 bytes per state after the solve
/// (1 outcome byte and a 2-byte distance) and about 4 at peak, so 6,000 places are 72 million
/// states, about 220 MB kept and 300 MB at peak: within what a browser gives a wasm module.
pub const MAX_PLACES: usize = 6_000;

/// The most game moves a game may have: the work budget, beside the memory budget.
///
/// A game move is one legal move from one position; the retrograde solver does work in
/// proportion to their number, summed over every position ([`Game::game_moves`]). Each game
/// counts its moves arithmetically from its shape (list lengths, or open runs and jumps) before
/// it builds any move list, and refuses a game over this budget with
/// [`SpecError::TooMuchWork`].
///
/// Sizing: the largest puzzles the page's editor can make are accepted. A 64×64 open grid with
/// jumps of 64 has 4,261,412,864 game moves and solved in 11–13 s in wasm under node (release
/// build, a loaded 2-core machine, 2026-12); a 6,000-node random graph of average degree 69
/// (4,966,878,000 game moves, just under the limit) in 14.5 s. So the largest accepted
/// puzzle solves well under a minute in a browser worker.
pub const MAX_GAME_MOVES: u64 = 5_000_000_000;

/// Refuses `moves` game moves if they exceed [`MAX_GAME_MOVES`].
pub(crate) fn check_work(moves: u64) -> Result<u64, SpecError> {
    if moves > MAX_GAME_MOVES {
        Err(SpecError::TooMuchWork {
            moves,
            max: MAX_GAME_MOVES,
        })
    } else {
        Ok(moves)
    }
}

/// Per-place move lists in compressed sparse row form: the places reachable in one move from
/// place `p` are `targets[offsets[p]..offsets[p + 1]]`, in increasing order.
///
/// One list per place, not per state: move generation never copies anything per state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moves {
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Moves {
    /// Builds the lists from one iterator of targets per place.
    pub(crate) fn from_lists<I, L>(lists: I) -> Moves
    where
        I: IntoIterator<Item = L>,
        L: IntoIterator<Item = u32>,
    {
        Moves::from_lists_within(0, lists)
    }

    /// [`from_lists`](Moves::from_lists), with room made at once for `total` targets (an upper
    /// bound, or a guess): a list of known length is then built with no reallocation.
    pub(crate) fn from_lists_within<I, L>(total: usize, lists: I) -> Moves
    where
        I: IntoIterator<Item = L>,
        L: IntoIterator<Item = u32>,
    {
        let lists = lists.into_iter();
        let mut offsets = Vec::with_capacity(lists.size_hint().0 + 1);
        offsets.push(0);
        let mut targets = Vec::with_capacity(total);
        for list in lists {
            let start = targets.len();
            targets.extend(list);
            targets[start..].sort_unstable();
            // Not reachable from input: the games are built after their sizes passed the
            // budgets (at most 6,000 places, each with fewer moves than that times 5).
            offsets.push(u32::try_from(targets.len()).expect("move count fits u32"));
        }
        Moves { offsets, targets }
    }

    /// The places reachable in one move from `place`.
    #[inline]
    #[must_use]
    pub fn of(&self, place: usize) -> &[u32] {
        &self.targets[self.offsets[place] as usize..self.offsets[place + 1] as usize]
    }

    /// How many places have lists.
    #[must_use]
    pub fn places(&self) -> usize {
        self.offsets.len() - 1
    }

    /// The total number of moves over all places.
    #[must_use]
    pub fn total(&self) -> usize {
        self.targets.len()
    }

    /// The longest list.
    #[must_use]
    pub fn max_degree(&self) -> usize {
        self.offsets
            .windows(2)
            .map(|w| (w[1] - w[0]) as usize)
            .max()
            .unwrap_or(0)
    }
}

/// The bits of `test` on (at most 64) `places`: bit `k` for `places[k]`, without a branch. A
/// whole row of 64 is taken as an array, so that the compiler sees every shift below 64 and
/// vectorises the loop.
#[inline(always)]
pub(crate) fn row_bits(places: &[u32], test: impl Fn(u32) -> bool) -> u64 {
    let mut bits = 0u64;
    match <&[u32; 64]>::try_from(places) {
        Ok(places) => {
            for (k, &place) in places.iter().enumerate() {
                bits |= u64::from(test(place)) << k;
            }
        }
        Err(_) => {
            for (k, &place) in places.iter().enumerate() {
                bits |= u64::from(test(place)) << k;
            }
        }
    }
    bits
}

/// The bit of `place` among `places` (increasing, at most 64), or 0 if it is not one of them.
#[inline]
pub(crate) fn row_bit(places: &[u32], place: usize) -> u64 {
    u32::try_from(place)
        .ok()
        .and_then(|p| places.binary_search(&p).ok())
        .map_or(0, |k| 1 << (k % 64))
}

/// Every bit of a row of `places` (at most 64).
#[inline]
pub(crate) fn row_all(places: &[u32]) -> u64 {
    u64::MAX >> (64 - places.len().clamp(1, 64)) & u64::from(!places.is_empty()).wrapping_neg()
}

/// Why a finished position is finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terminal {
    /// The cat stands on the mouse: the cat wins.
    Caught,
    /// The mouse reached a hole (graph) or a food (grid) first: the mouse wins.
    MouseHome,
    /// The cat reached a food first (grid): the cat wins.
    CatAtFood,
}

impl Terminal {
    /// Who has won.
    #[must_use]
    pub const fn outcome(self) -> Outcome {
        match self {
            Terminal::Caught | Terminal::CatAtFood => Outcome::CatWin,
            Terminal::MouseHome => Outcome::MouseWin,
        }
    }
}

/// A two-player pursuit game on `places()` places, as the solver sees it.
///
/// A state is (mouse place, cat place, player to move). The player to move must go to one of
/// [`moves`](Game::moves) of its place, except those the other piece
/// [blocks](Game::blocked) in a game with the blocking rule. The solver generates
/// predecessors by reading the lists backwards: [`predecessors`](Game::predecessors), which
/// are the move lists themselves when every move relation is symmetric (if `a → b` is a move
/// then so is `b → a`), as in the classic games.
pub trait Game {
    /// How many places: graph nodes, or grid cells (walls included).
    fn places(&self) -> usize;

    /// Where `player` may go from `place`. Only places `player` may stand on appear.
    fn moves(&self, player: Player) -> &Moves;

    /// Where `player` may have come from to `place`: the move lists read backwards (`a` is in
    /// the list of `b` iff `b` is in [`moves`](Game::moves) of `a`), each list in increasing
    /// order. `None` (the default) when the move relations are symmetric, so that the move
    /// lists are their own predecessor lists (the classic games; only one-way edges need
    /// their own).
    fn predecessors(&self, _player: Player) -> Option<&Moves> {
        None
    }

    /// Whether games of this type can ever have the blocking rule ([`blocking`](Game::blocking)).
    /// `false` (the default) lets the compiler leave the solver's blocking path out for them.
    const MAY_BLOCK: bool = false;

    /// Whether the game has the blocking rule: a piece may not pass over the other piece, so
    /// that a piece's moves depend on the other piece's place (see [`blocked`](Game::blocked)).
    /// `false` by default: the solver then runs its plain path, with no per-move check.
    fn blocking(&self) -> bool {
        false
    }

    /// In a [`blocking`](Game::blocking) game, whether the other piece standing on `other`
    /// blocks the move from `from` to `to` (one of [`moves`](Game::moves) of `from`). Must be
    /// symmetric in `from` and `to`, and never block a move onto `other` itself. Never asked
    /// of a game that does not block.
    fn blocked(&self, _from: usize, _to: usize, _other: usize) -> bool {
        false
    }

    /// Whether `player` may stand on `place` (not a wall; for the cat, not a hole unless the
    /// rules let it enter holes).
    fn can_stand(&self, player: Player, place: usize) -> bool;

    /// Whether the position with the mouse on `mouse` and the cat on `cat` is finished, and why.
    fn terminal(&self, mouse: usize, cat: usize) -> Option<Terminal>;

    /// Whether the position with the mouse on `mouse` and the cat on `cat` may be finished: a
    /// cheap test, true wherever [`terminal`](Game::terminal) is `Some` (and maybe elsewhere),
    /// that the solver evaluates on every position without a branch, then asks `terminal` only
    /// where it holds. The default asks `terminal` itself.
    #[inline(always)]
    fn may_be_finished(&self, mouse: usize, cat: usize) -> bool {
        self.terminal(mouse, cat).is_some()
    }

    /// [`may_be_finished`](Game::may_be_finished) for a row of positions: bit `k` set if the
    /// position with `mover` on `places[k]` and the other piece on `other` may be finished.
    /// `places` are at most 64 places `mover` may stand on, in increasing order; no bit beyond
    /// them is set. The solver's phase 1 asks it for every row. The default tests each place;
    /// a game whose finished positions are a few known places per row (the capture, the
    /// mouse's goal) finds them at once.
    #[inline(always)]
    fn may_be_finished_row(&self, mover: Player, other: usize, places: &[u32]) -> u64 {
        match mover {
            Player::Mouse => row_bits(places, |p| self.may_be_finished(p as usize, other)),
            Player::Cat => row_bits(places, |p| self.may_be_finished(other, p as usize)),
        }
    }

    /// The starting position.
    fn start(&self) -> State;

    /// Whether `state` is a position of the game (both pieces on places they may stand on).
    fn is_position(&self, state: State) -> bool {
        let n = self.places();
        (state.mouse as usize) < n
            && (state.cat as usize) < n
            && self.can_stand(Player::Mouse, state.mouse as usize)
            && self.can_stand(Player::Cat, state.cat as usize)
    }

    /// The legal moves of the player to move at `state` (a position): its
    /// [`moves`](Game::moves) that the other piece does not [block](Game::blocked), in
    /// increasing order. For the queries; the solver reads the lists directly.
    fn legal_moves(&self, state: State) -> Vec<u32> {
        let (from, other) = (
            state.place_of(state.turn) as usize,
            state.place_of(state.turn.other()) as usize,
        );
        let moves = self.moves(state.turn).of(from);
        if self.blocking() {
            let open = |&&to: &&u32| !self.blocked(from, to as usize, other);
            moves.iter().filter(open).copied().collect()
        } else {
            moves.to_vec()
        }
    }

    /// The number of game moves summed over every position: the work a retrograde solve does.
    /// In a [`blocking`](Game::blocking) game, the moves the other piece blocks count too (an
    /// upper bound: the solver still looks at each of them once).
    fn game_moves(&self) -> u64 {
        let n = self.places();
        let standing = |p: Player| (0..n).filter(|&x| self.can_stand(p, x)).count() as u64;
        self.moves(Player::Mouse).total() as u64 * standing(Player::Cat)
            + self.moves(Player::Cat).total() as u64 * standing(Player::Mouse)
    }
}

/// Checks that `game`'s [`Game::may_be_finished_row`] flags every finished position of every
/// row, and nothing `may_be_finished` does not (the default's answer, less what is surely not
/// finished): for each player to move, each place of the other piece, and rows of the mover's
/// places whole and cut at every length up to 64. Returns how many rows were checked.
#[cfg(test)]
pub(crate) fn check_finished_rows<G: Game>(game: &G) -> usize {
    let n = game.places();
    let mut rows = 0;
    for mover in Player::ALL {
        let standing: Vec<u32> = (0..n as u32)
            .filter(|&p| game.can_stand(mover, p as usize))
            .collect();
        for other in (0..n).filter(|&p| game.can_stand(mover.other(), p)) {
            for start in 0..standing.len().min(3) {
                let places = &standing[start..standing.len().min(start + 64)];
                let got = game.may_be_finished_row(mover, other, places);
                let (test, finished) = (
                    |p: u32| match mover {
                        Player::Mouse => game.may_be_finished(p as usize, other),
                        Player::Cat => game.may_be_finished(other, p as usize),
                    },
                    |p: u32| match mover {
                        Player::Mouse => game.terminal(p as usize, other).is_some(),
                        Player::Cat => game.terminal(other, p as usize).is_some(),
                    },
                );
                let (may, surely) = (row_bits(places, test), row_bits(places, finished));
                assert_eq!(
                    got & !may,
                    0,
                    "{mover} other {other} {places:?}: beyond the test"
                );
                assert_eq!(
                    surely & !got,
                    0,
                    "{mover} other {other} {places:?}: missed one"
                );
                rows += 1;
            }
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_of_bits_has_a_bit_a_place() {
        let places: Vec<u32> = (0..64).map(|p| 2 * p).collect();
        assert_eq!(row_bits(&places, |p| p % 4 == 0), 0x5555_5555_5555_5555);
        assert_eq!(row_bits(&places[..3], |_| true), 0b111);
        assert_eq!(row_bit(&places, 6), 1 << 3);
        assert_eq!(row_bit(&places, 7), 0);
        assert_eq!(row_all(&places), u64::MAX);
        assert_eq!(row_all(&places[..5]), 0b1_1111);
        assert_eq!(row_all(&[]), 0);
    }

    #[test]
    fn moves_are_sorted_per_place() {
        let m = Moves::from_lists(vec![vec![2, 1], vec![], vec![0]]);
        assert_eq!(m.places(), 3);
        assert_eq!(m.of(0), &[1, 2]);
        assert!(m.of(1).is_empty());
        assert_eq!(m.of(2), &[0]);
        assert_eq!(m.total(), 3);
        assert_eq!(m.max_degree(), 2);
    }
}
