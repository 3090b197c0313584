//! Per-position counters of the retrograde solver: the number of unrefuted moves while a
//! position is undecided, its outcome (and, for [`Cell`], its distance) once it is.

use crate::game::MAX_PLACES;

/// A per-position counter: the number of unrefuted moves while undecided, or a decided mark.
///
/// The solver only ever asks three things of it, each a load, an update and a test: is a
/// position won by a move into a lost one ([`win`](Counter::win)), does it lose one more move
/// ([`refute`](Counter::refute)), and what is it at the end.
pub(crate) trait Counter: Copy {
    /// An undecided position with `moves` unrefuted moves (0: the player to move is stuck, and
    /// has lost).
    fn counting(moves: usize) -> Self;
    /// A finished position won for the player to move, who has `moves` moves.
    fn won(moves: usize) -> Self;
    /// A finished position lost for the player to move, who has `moves` moves (moves it will
    /// never play: the game is over, but the solver still visits it as a predecessor).
    fn finished_lost(moves: usize) -> Self;
    /// A move reaches a position lost for the opponent: the position is won in `distance` plies
    /// if it was undecided. Returns whether it was.
    fn win(&mut self, distance: u16) -> bool;
    /// A move reaches a position won for the opponent: one more move refuted. Returns whether
    /// that was the last one, so the position is now lost in `distance` plies.
    fn refute(&mut self, distance: u16) -> bool;
    /// `Some(true)` if won for the player to move, `Some(false)` if lost, `None` if undecided.
    fn outcome(self) -> Option<bool>;
    /// `won` if won, `lost` if lost, else 0 (a draw), without a branch.
    fn outcome_byte(self, won: u8, lost: u8) -> u8;
}

/// A table's cell: a position's outcome and distance once it is decided, in 2 bytes, which
/// become the table's distances in place at the end. The large solver keeps its counts in
/// separate counters (the hot loops touch only those) and writes a cell once, when its position
/// is decided ([`Cell::decided`]; undecided cells stay [`Cell::UNDECIDED`]); the small solver,
/// whose cells are in L1 anyway, keeps the count in the cell while the position is undecided
/// (it is a [`Counter`] too).
///
/// Undecided: the count, `1..0x8000`. Decided: `0x8000`, plus `0x4000` if won for the player to
/// move, plus the distance in the low 14 bits (distances of [`Cell::CAP`] or more are kept in a
/// side list, and stored as `CAP`). Decided cells are never changed again: every update checks
/// first (without a branch, for the decrement).
///
/// The several-cats solver keeps its counts in its cells too, and two more values: `0`, an
/// entry that is no position ([`Cell::NOT_A_POSITION`]: every update leaves it alone, since
/// none ever reaches it), and counts above [`Cell::MAX_COUNT`], kept as `MAX_COUNT` with the
/// rest in a side table of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cell(u16);

impl Cell {
    /// An undecided position (a draw, if nothing decides it).
    pub(crate) const UNDECIDED: Cell = Cell(1);
    /// An entry that is not a position (the several-cats table's: a cat on a hole it may not
    /// enter). Neither decided nor undecided; never a predecessor.
    pub(crate) const NOT_A_POSITION: Cell = Cell(0);
    /// The largest count an undecided cell holds.
    pub(crate) const MAX_COUNT: usize = 0x7FFF;
    const DECIDED: u16 = 0x8000;
    const WON: u16 = 0x4000;
    /// The largest inline distance field value; it means "see the side list".
    pub(crate) const CAP: u16 = 0x3FFF;

    /// Whether the cell holds a count of unrefuted moves (undecided, and a position).
    #[inline(always)]
    pub(crate) fn is_counting(self) -> bool {
        self.undecided()
    }

    /// Whether the cell holds [`Cell::MAX_COUNT`] unrefuted moves (or more, kept elsewhere).
    #[inline(always)]
    pub(crate) fn is_full(self) -> bool {
        self.0 as usize == Cell::MAX_COUNT
    }

    #[inline(always)]
    fn undecided(self) -> bool {
        (self.0 as i16) > 0
    }

    /// A position decided at `distance` plies (at most [`Cell::CAP`]): won for the player to
    /// move if `won`, else lost.
    #[inline(always)]
    pub(crate) fn decided(won: bool, distance: u16) -> Cell {
        Cell(Cell::DECIDED | (u16::from(won) << 14) | distance)
    }

    /// The distance field (0 for an undecided cell).
    #[inline(always)]
    pub(crate) fn distance(self) -> u16 {
        (self.0 & Cell::CAP) & 0u16.wrapping_sub(u16::from(!self.undecided()))
    }
}

/// Any place's move count fits the cell's count field.
const _: () = assert!(MAX_PLACES < Cell::WON as usize);

impl Counter for Cell {
    #[inline(always)]
    fn counting(moves: usize) -> Cell {
        // A stuck player has lost at once.
        Cell(if moves == 0 {
            Cell::DECIDED
        } else {
            moves as u16
        })
    }
    #[inline(always)]
    fn won(_: usize) -> Cell {
        Cell(Cell::DECIDED | Cell::WON)
    }
    #[inline(always)]
    fn finished_lost(_: usize) -> Cell {
        Cell(Cell::DECIDED)
    }
    #[inline(always)]
    fn win(&mut self, distance: u16) -> bool {
        let undecided = self.undecided();
        if undecided {
            self.0 = Cell::DECIDED | Cell::WON | distance;
        }
        undecided
    }
    #[inline(always)]
    fn refute(&mut self, distance: u16) -> bool {
        // A decided cell is not decremented, and never reaches 0.
        self.0 -= u16::from(self.undecided());
        if self.0 == 0 {
            self.0 = Cell::DECIDED | distance;
            return true;
        }
        false
    }
    #[inline(always)]
    fn outcome(self) -> Option<bool> {
        (!self.undecided()).then_some(self.0 & Cell::WON != 0)
    }
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        let decided = u8::from(!self.undecided());
        let w = u8::from(self.0 & Cell::WON != 0);
        decided * (w * won + (1 - w) * lost)
    }
}

/// The fast counters of the large solver: a high bit marks a win, and keeps the count below it,
/// so that the decrement needs no check. For places with fewer than `HIGH` moves.
///
/// Undecided: `1..HIGH`. Lost: 0. Won: `HIGH | count`. Why a plain decrement is safe:
/// - a won position is decided through one successor, and each other successor refutes at most
///   one of the `count - 1` other moves, so it stays at `HIGH` or above;
/// - a lost position has had every move refuted, and a stuck one has no move: neither is ever
///   touched again;
/// - a finished position is never played from, but its structural successors still report to
///   it: `finished_lost` gives it `HIGH | moves`, absorbing all of them. It then reads as won:
///   [`solve_start`](crate::solve_start) reads only the start, and answers a finished start
///   without solving; a table reads every outcome from its cells, written when each position
///   is decided.
macro_rules! fast_counter {
    ($t:ty, $high:expr) => {
        impl Counter for $t {
            #[inline(always)]
            fn counting(moves: usize) -> $t {
                moves as $t
            }
            #[inline(always)]
            fn won(moves: usize) -> $t {
                $high | moves as $t
            }
            #[inline(always)]
            fn finished_lost(moves: usize) -> $t {
                $high | moves as $t
            }
            #[inline(always)]
            fn win(&mut self, _: u16) -> bool {
                let undecided = *self < $high;
                if undecided {
                    *self |= $high;
                }
                undecided
            }
            #[inline(always)]
            fn refute(&mut self, _: u16) -> bool {
                *self = self.wrapping_sub(1);
                *self == 0
            }
            #[inline(always)]
            fn outcome(self) -> Option<bool> {
                match self {
                    0 => Some(false),
                    c if c >= $high => Some(true),
                    _ => None,
                }
            }
            #[inline(always)]
            fn outcome_byte(self, won: u8, lost: u8) -> u8 {
                (u8::from(self >= $high) * won) | (u8::from(self == 0) * lost)
            }
        }
    };
}

fast_counter!(u8, 0x80);
fast_counter!(u16, 0x8000);

/// A checked byte counter of the large solver, for places with 128 to 254 moves (where the fast
/// byte counter has no room for its high bit): undecided `1..=254`, lost 0, won 255; every
/// update checks first.
#[derive(Clone, Copy)]
pub(crate) struct Checked(u8);

impl Checked {
    const WON: u8 = u8::MAX;

    #[inline(always)]
    fn undecided(self) -> bool {
        self.0.wrapping_sub(1) < u8::MAX - 1
    }
}

impl Counter for Checked {
    #[inline(always)]
    fn counting(moves: usize) -> Checked {
        Checked(moves as u8)
    }
    #[inline(always)]
    fn won(_: usize) -> Checked {
        Checked(Checked::WON)
    }
    #[inline(always)]
    fn finished_lost(_: usize) -> Checked {
        Checked(0)
    }
    #[inline(always)]
    fn win(&mut self, _: u16) -> bool {
        let undecided = self.undecided();
        if undecided {
            self.0 = Checked::WON;
        }
        undecided
    }
    #[inline(always)]
    fn refute(&mut self, _: u16) -> bool {
        let live = self.undecided();
        self.0 -= u8::from(live);
        live && self.0 == 0
    }
    #[inline(always)]
    fn outcome(self) -> Option<bool> {
        (!self.undecided()).then_some(self.0 == Checked::WON)
    }
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        (u8::from(self.0 == Checked::WON) * won) | (u8::from(self.0 == 0) * lost)
    }
}
