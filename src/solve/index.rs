//! The solver's compact index: only places a piece can stand on are numbered.
//!
//! The public [`Layout`](crate::Layout) numbers every place, walls and the hole included, so that
//! users can index it without knowing the board. The solver numbers only the places each player
//! may stand on: on a maze where half the cells are walls, three quarters of the public (mouse,
//! cat) pairs are not positions, and the solver never stores, labels, scans or converts them.

use crate::game::{Game, Moves, MAX_PLACES};
use crate::Player;

/// Compact place numbers fit `u16` (move targets are stored as `u16`, halving the move lists'
/// cache footprint).
const _: () = assert!(MAX_PLACES <= u16::MAX as usize);

/// The marker, in [`Side::index`], of a place the player may not stand on.
pub(crate) const NONE: u32 = u32::MAX;

/// Compressed sparse rows of compact places: list `x` is `targets[offsets[x]..offsets[x + 1]]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Lists {
    offsets: Vec<u32>,
    targets: Vec<u16>,
}

impl Lists {
    /// `moves` of `places` (public places), renumbered through `index`.
    ///
    /// # Panics
    /// If a list names a place without a number (a broken [`Game`]).
    fn new(moves: &Moves, places: &[u32], index: &[u32], player: Player) -> Lists {
        let padded = places.len().div_ceil(64) * 64 + 1;
        let mut offsets = Vec::with_capacity(padded);
        offsets.push(0);
        let total = places.iter().map(|&p| moves.of(p as usize).len()).sum();
        let mut targets = Vec::with_capacity(total);
        for &p in places {
            targets.extend(moves.of(p as usize).iter().map(|&to| {
                let x = index[to as usize];
                // Not reachable from input: every game builds its move lists onto places the
                // mover may stand on (the cat's lists skip the holes it may not enter).
                assert!(
                    x != NONE,
                    "{player} may move between {p} and {to} but not stand on {to}"
                );
                x as u16
            }));
            offsets.push(targets.len() as u32);
        }
        // Padded with empty lists to a whole number of 64-place words (plus one), so that the
        // solver can take a word's 65 offsets as one array (see `PredLists::word`).
        offsets.resize(padded, targets.len() as u32);
        Lists { offsets, targets }
    }

    #[inline(always)]
    fn of(&self, x: usize) -> &[u16] {
        &self.targets[self.offsets[x] as usize..self.offsets[x + 1] as usize]
    }

    #[inline(always)]
    fn len_of(&self, x: usize) -> usize {
        (self.offsets[x + 1] - self.offsets[x]) as usize
    }
}

/// A player's predecessor lists as two borrowed slices, for the hot loop: copied by value,
/// so that the compiler may keep its four words in registers.
#[derive(Clone, Copy)]
pub(crate) struct PredLists<'a> {
    offsets: &'a [u32],
    targets: &'a [u16],
}

impl<'a> PredLists<'a> {
    /// The lists of the 64 places from `first` (a multiple of 64 below the number of places),
    /// their offsets checked once: see [`PredWord`].
    #[inline(always)]
    pub(crate) fn word(self, first: usize) -> PredWord<'a> {
        PredWord {
            offsets: (&self.offsets[first..][..65])
                .try_into()
                .expect("offsets padded to whole words"),
            targets: self.targets,
        }
    }
}

/// The predecessor lists of 64 consecutive places: with the offsets as a fixed array, reading
/// a list needs no check of its offsets' index, only of the list itself.
#[derive(Clone, Copy)]
pub(crate) struct PredWord<'a> {
    offsets: &'a [u32; 65],
    targets: &'a [u16],
}

impl<'a> PredWord<'a> {
    /// The predecessors of the word's place `x` (`x % 64`: the index is known in bounds).
    #[inline(always)]
    pub(crate) fn of(self, x: usize) -> &'a [u16] {
        let x = x % 64;
        &self.targets[self.offsets[x] as usize..self.offsets[x + 1] as usize]
    }
}

/// One player's places in compact numbering, and its moves between them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Side {
    /// Compact number → public place, increasing.
    pub(crate) places: Vec<u32>,
    /// Public place → compact number, or [`NONE`].
    pub(crate) index: Vec<u32>,
    /// The lists the solver reads backwards: the places the player may have come from to
    /// each place ([`Game::predecessors`]), which are its moves when they are symmetric.
    preds: Lists,
    /// The moves, when they differ from `preds` (one-way moves); else `None`.
    forward: Option<Lists>,
}

impl Side {
    /// `player`'s side of `game`.
    ///
    /// # Panics
    /// If a move list names a place `player` may not stand on (a broken [`Game`]).
    fn new<G: Game>(game: &G, player: Player) -> Side {
        let n = game.places();
        let mut places = Vec::with_capacity(n);
        let mut index = vec![NONE; n];
        for (p, slot) in index.iter_mut().enumerate() {
            if game.can_stand(player, p) {
                *slot = places.len() as u32;
                places.push(p as u32);
            }
        }
        let moves = Lists::new(game.moves(player), &places, &index, player);
        let (preds, forward) = match game.predecessors(player) {
            None => (moves, None),
            Some(preds) => (Lists::new(preds, &places, &index, player), Some(moves)),
        };
        Side {
            places,
            index,
            preds,
            forward,
        }
    }

    /// How many places the player may stand on.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.places.len()
    }

    /// The places the player may have come from to compact place `x` (its moves from `x` when
    /// moves are symmetric), as compact places.
    #[inline(always)]
    pub(crate) fn preds(&self, x: usize) -> &[u16] {
        self.preds.of(x)
    }

    /// [`preds`](Side::preds) for every place, as borrowed slices.
    #[inline(always)]
    pub(crate) fn pred_lists(&self) -> PredLists<'_> {
        PredLists {
            offsets: &self.preds.offsets,
            targets: &self.preds.targets,
        }
    }

    /// The number of places the player may have come from to compact place `x`: the work of
    /// reading its predecessors (its [`degree`](Side::degree) when moves are symmetric).
    #[inline(always)]
    pub(crate) fn pred_count(&self, x: usize) -> usize {
        self.preds.len_of(x)
    }

    /// The moves from compact place `x`, as compact places.
    #[inline]
    pub(crate) fn moves(&self, x: usize) -> &[u16] {
        self.forward.as_ref().unwrap_or(&self.preds).of(x)
    }

    /// The number of moves from compact place `x`.
    #[inline(always)]
    pub(crate) fn degree(&self, x: usize) -> usize {
        self.forward.as_ref().unwrap_or(&self.preds).len_of(x)
    }

    /// The most moves from one place (what a counter must hold).
    pub(crate) fn max_degree(&self) -> usize {
        (0..self.len()).map(|x| self.degree(x)).max().unwrap_or(0)
    }
}

/// What a solved table keeps of the compact index: per player, public place → compact number
/// (2 bytes a place), from which the compact index of a state follows (see [`Compact`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Numbering {
    /// Per player: public place → compact number, or [`Numbering::NONE`].
    index: [Vec<u16>; 2],
    /// Per player: how many places have a number.
    len: [usize; 2],
}

impl Numbering {
    /// The mark of a place without a number.
    const NONE: u16 = u16::MAX;

    /// The number of positions with a given player to move.
    #[inline]
    pub(crate) fn plane_len(&self) -> usize {
        self.len[0] * self.len[1]
    }

    /// The compact index of the state (`turn`, `mouse`, `cat`) (public places, in range), or
    /// `None` if it is not a position.
    #[inline]
    pub(crate) fn compact(&self, turn: Player, mouse: usize, cat: usize) -> Option<usize> {
        let (m, c) = (self.index[0][mouse], self.index[1][cat]);
        if m == Numbering::NONE || c == Numbering::NONE {
            return None;
        }
        let (m, c) = (usize::from(m), usize::from(c));
        Some(match turn {
            Player::Mouse => c * self.len[0] + m,
            Player::Cat => self.plane_len() + m * self.len[1] + c,
        })
    }

    /// The public (`turn`, `mouse`, `cat`) of compact index `i`. Costs a scan of the places:
    /// for the rare lookups only (distances in the side list).
    pub(crate) fn public(&self, i: usize) -> (Player, u32, u32) {
        let (plane, rest) = (i / self.plane_len(), i % self.plane_len());
        let (major, minor) = (rest / self.len[plane], rest % self.len[plane]);
        let place = |player: usize, number: usize| {
            let found = self.index[player]
                .iter()
                .position(|&x| usize::from(x) == number);
            found.expect("a compact number has a place") as u32
        };
        let (mover, other) = (place(plane, minor), place(1 - plane, major));
        if plane == 0 {
            (Player::Mouse, mover, other)
        } else {
            (Player::Cat, other, mover)
        }
    }

    /// The heap bytes held.
    pub(crate) fn heap_bytes(&self) -> usize {
        2 * self.index.iter().map(Vec::capacity).sum::<usize>()
    }
}

/// Both players' compact numbering, and the solver's state index built on it.
///
/// With `m` mouse places and `c` cat places there are `2·m·c` positions, in two planes, each laid
/// out so that all predecessors of a state lie in one contiguous row:
///
/// ```text
/// mouse to move (plane 0), cat-major:    cat · m + mouse
/// cat to move   (plane 1), mouse-major:  m·c + mouse · c + cat
/// ```
///
/// (places are compact numbers here). A mouse move changes the mouse's place, so the
/// predecessors of a cat-to-move state are mouse-to-move states with the same cat: one row of
/// plane 0; and the other way round for plane 1.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Compact {
    /// The players' sides, indexed by [`Player::index`].
    pub(crate) sides: [Side; 2],
}

impl Compact {
    /// The compact index of `game`.
    pub(crate) fn new<G: Game>(game: &G) -> Compact {
        Compact {
            sides: [Side::new(game, Player::Mouse), Side::new(game, Player::Cat)],
        }
    }

    /// `player`'s side.
    #[inline(always)]
    pub(crate) fn side(&self, player: Player) -> &Side {
        &self.sides[player.index()]
    }

    /// The number of positions, `2·m·c`.
    pub(crate) fn len(&self) -> usize {
        2 * self.plane_len()
    }

    /// The number of positions with a given player to move, `m·c`.
    pub(crate) fn plane_len(&self) -> usize {
        self.sides[0].len() * self.sides[1].len()
    }

    /// The rows of `plane`: each row is indexed by a place of the player *not* to move.
    #[inline(always)]
    pub(crate) fn rows(&self, plane: usize) -> usize {
        self.sides[1 - plane].len()
    }

    /// The width of `plane`'s rows: the places of the player to move.
    #[inline(always)]
    pub(crate) fn width(&self, plane: usize) -> usize {
        self.sides[plane].len()
    }

    /// The compact index of the public state (`turn`, `mouse`, `cat`), or `None` if it is not a
    /// position. Places must be in range.
    #[inline]
    pub(crate) fn index(&self, turn: Player, mouse: usize, cat: usize) -> Option<usize> {
        let (m, c) = (self.sides[0].index[mouse], self.sides[1].index[cat]);
        if m == NONE || c == NONE {
            return None;
        }
        let (m, c) = (m as usize, c as usize);
        Some(match turn {
            Player::Mouse => c * self.sides[0].len() + m,
            Player::Cat => self.plane_len() + m * self.sides[1].len() + c,
        })
    }

    /// The numbering a solved table keeps, and the players' places (compact number → public
    /// place); the move lists are dropped.
    pub(crate) fn into_numbering(self) -> (Numbering, [Vec<u32>; 2]) {
        let narrow = |index: &[u32]| {
            index
                .iter()
                .map(|&x| if x == NONE { Numbering::NONE } else { x as u16 })
                .collect()
        };
        let [mouse, cat] = self.sides;
        let numbering = Numbering {
            index: [narrow(&mouse.index), narrow(&cat.index)],
            len: [mouse.len(), cat.len()],
        };
        (numbering, [mouse.places, cat.places])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame};

    #[test]
    fn walls_and_the_hole_get_no_number() {
        let grid = GridGame::new(&["M#.", "#CF"], 1, 1).unwrap();
        let ix = Compact::new(&grid);
        assert_eq!(ix.side(Player::Mouse).places, vec![0, 2, 4, 5]);
        assert_eq!(ix.side(Player::Mouse).index, vec![0, NONE, 1, NONE, 2, 3]);
        assert_eq!(ix.len(), 2 * 4 * 4);
        let graph = GraphGame::new(&[vec![1], vec![0, 2], vec![1]]).unwrap();
        let ix = Compact::new(&graph);
        assert_eq!(ix.side(Player::Mouse).places, vec![0, 1, 2]);
        assert_eq!(ix.side(Player::Cat).places, vec![1, 2]);
        assert_eq!(ix.index(Player::Mouse, 0, 0), None);
        assert_eq!(ix.len(), 12);
    }

    #[test]
    fn moves_are_renumbered_and_the_cat_never_moves_to_the_hole() {
        let graph = GraphGame::new(&[vec![1, 2], vec![0, 2], vec![0, 1]]).unwrap();
        let ix = Compact::new(&graph);
        // Mouse: places 0, 1, 2 keep their numbers.
        assert_eq!(ix.side(Player::Mouse).moves(1), &[0, 2]);
        // Cat: places 1, 2 are numbered 0, 1; from 1 it may go only to 2.
        assert_eq!(ix.side(Player::Cat).moves(0), &[1]);
        assert_eq!(ix.side(Player::Cat).degree(1), 1);
    }

    #[test]
    fn planes_are_cat_major_then_mouse_major() {
        let grid = GridGame::new(&["MC.F"], 1, 1).unwrap();
        let ix = Compact::new(&grid);
        assert_eq!(ix.index(Player::Mouse, 0, 1), Some(4));
        assert_eq!(ix.index(Player::Mouse, 1, 0), Some(1));
        assert_eq!(ix.index(Player::Cat, 0, 1), Some(16 + 1));
        assert_eq!(ix.index(Player::Cat, 1, 0), Some(16 + 4));
        let mut seen = vec![false; ix.len()];
        for turn in Player::ALL {
            for m in 0..4 {
                for c in 0..4 {
                    let i = ix.index(turn, m, c).unwrap();
                    assert!(!seen[i], "index {i} twice");
                    seen[i] = true;
                }
            }
        }
    }

    #[test]
    fn numbering_round_trips_and_skips_non_positions() {
        let grid = GridGame::new(&["M#.", ".CF", "#.."], 1, 1).unwrap();
        let ix = Compact::new(&grid);
        let len = ix.len();
        let (numbering, _) = ix.clone().into_numbering();
        let mut seen = 0;
        for turn in Player::ALL {
            for m in 0..9 {
                for c in 0..9 {
                    let got = numbering.compact(turn, m, c);
                    assert_eq!(got, ix.index(turn, m, c));
                    if let Some(i) = got {
                        assert_eq!(numbering.public(i), (turn, m as u32, c as u32));
                        seen += 1;
                    } else {
                        assert!(grid.is_wall(m) || grid.is_wall(c));
                    }
                }
            }
        }
        assert_eq!(seen, len);
    }
}
