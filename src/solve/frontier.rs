//! The states decided at one level of the solve, as bitsets grouped by the row of their
//! predecessors.

use crate::game::MAX_PLACES;

/// A row of a frontier plane has at most 128 words: its summary, one bit per pair of words at
/// most, fits a `u64`.
const _: () = assert!(MAX_PLACES <= 128 * 64);

/// The positions of the set bits of a word, lowest first (shakmaty's `Bitboard` iterator idea):
/// `for bit in Bits(word)` replaces a hand-written `trailing_zeros` / clear-lowest loop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bits(pub(crate) u64);

impl Iterator for Bits {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(bit)
    }
}

/// Where column `col` of every row lives in a [`Plane`]: computed once per column, then used to
/// mark many rows of that column.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Column {
    /// Index of the column's word pair in row 0.
    offset: usize,
    /// The column's bit in its word.
    bit: u64,
    /// The word's bit in a row summary.
    word: u64,
}

/// One plane of a frontier: a `rows × cols` bit matrix of decided states, each lost or won for
/// the player to move, with a summary of the non-empty words of each row (one bit per word, or
/// per pair of words in rows of more than 64 words).
///
/// Storage is column-block-major: word `w` (columns `64·w ..`) of row `r`, lost and won side by
/// side, at `w · rows + r`. The solver marks decisions column by column (all the states it
/// decides while updating one predecessor row share a column), so the words it writes while
/// working through 64 consecutive rows are contiguous, and stay in L1.
#[derive(Debug)]
pub(crate) struct Plane {
    rows: usize,
    /// Words per row.
    words: usize,
    /// A summary bit covers `1 << shift` words.
    shift: u32,
    /// Pairs (lost, won) of words, column-block-major.
    bits: Vec<[u64; 2]>,
    /// Per row: bit `k` set if words `k << shift ..` of the row may be non-zero.
    summary: Vec<u64>,
}

impl Plane {
    fn new(rows: usize, cols: usize) -> Plane {
        let words = cols.div_ceil(64);
        Plane {
            rows,
            words,
            shift: u32::from(words > 64),
            bits: vec![[0; 2]; rows * words],
            summary: vec![0; rows],
        }
    }

    /// The number of rows.
    #[inline(always)]
    pub(crate) fn rows(&self) -> usize {
        self.rows
    }

    /// Where column `col` lives.
    #[inline(always)]
    pub(crate) fn column(&self, col: usize) -> Column {
        let w = col / 64;
        Column {
            offset: w * self.rows,
            bit: 1 << (col % 64),
            word: 1 << (w >> self.shift),
        }
    }

    /// Marks (`row`, `col`) as decided: won for the player to move if `won`, else lost.
    #[inline(always)]
    pub(crate) fn set(&mut self, row: usize, col: Column, won: bool) {
        self.bits[col.offset + row][usize::from(won)] |= col.bit;
        self.summary[row] |= col.word;
    }

    /// The marks of column `col`, for many rows (see [`Marks`]).
    #[inline(always)]
    pub(crate) fn marks(&mut self, col: usize) -> Marks<'_> {
        let column = self.column(col);
        let rows = self.rows;
        Marks {
            bits: &mut self.bits[column.offset..][..rows],
            summary: &mut self.summary[..rows],
            bit: column.bit,
            word: column.word,
        }
    }

    /// Takes `row`'s summary, leaving it empty: see [`Plane::drain_row`].
    #[inline(always)]
    pub(crate) fn take_summary(&mut self, row: usize) -> u64 {
        std::mem::take(&mut self.summary[row])
    }

    /// Calls `f(w, lost, won)` for every word `w` of `row` that `summary` (taken from the row)
    /// says may be non-zero, with its states lost and won for the player to move, leaving the
    /// words empty.
    #[inline(always)]
    pub(crate) fn drain_row(
        &mut self,
        row: usize,
        summary: u64,
        mut f: impl FnMut(usize, u64, u64),
    ) {
        let (shift, words, rows) = (self.shift, self.words, self.rows);
        for k in Bits(summary) {
            for w in (k << shift)..((k + 1) << shift).min(words) {
                let [lost, won] = std::mem::take(&mut self.bits[w * rows + row]);
                f(w, lost, won);
            }
        }
    }

    /// Whether no state is set.
    pub(crate) fn is_empty(&self) -> bool {
        self.summary.iter().all(|&s| s == 0)
    }
}

/// One column of a [`Plane`], borrowed to mark many of its rows: the column's words and the
/// row summaries as slices of one length, so that a row is checked once for both.
pub(crate) struct Marks<'p> {
    bits: &'p mut [[u64; 2]],
    summary: &'p mut [u64],
    bit: u64,
    word: u64,
}

impl Marks<'_> {
    /// Marks `row` of the column as decided: won for the player to move if `won`, else lost.
    #[inline(always)]
    pub(crate) fn set(&mut self, row: usize, won: bool) {
        self.bits[row][usize::from(won)] |= self.bit;
        self.summary[row] |= self.word;
    }
}

/// A frontier: one [`Plane`] per player to move.
#[derive(Debug)]
pub(crate) struct Frontier {
    pub(crate) planes: [Plane; 2],
}

impl Frontier {
    /// An empty frontier whose plane `p` is `shape[p] = (rows, cols)`.
    pub(crate) fn new(shape: [(usize, usize); 2]) -> Frontier {
        Frontier {
            planes: shape.map(|(rows, cols)| Plane::new(rows, cols)),
        }
    }

    /// Whether no state is set.
    pub(crate) fn is_empty(&self) -> bool {
        self.planes.iter().all(Plane::is_empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_yields_set_positions_in_order() {
        assert_eq!(Bits(0).count(), 0);
        assert_eq!(Bits(0b1010_0001).collect::<Vec<_>>(), vec![0, 5, 7]);
        assert_eq!(Bits(1 << 63 | 1).collect::<Vec<_>>(), vec![0, 63]);
        assert_eq!(Bits(u64::MAX).count(), 64);
    }

    #[test]
    fn a_plane_hands_back_exactly_what_was_set() {
        let mut plane = Plane::new(70, 6000);
        assert!(plane.is_empty());
        let marks = [
            (0, 0, true),
            (3, 5999, false),
            (69, 64, true),
            (69, 4095, false),
            (69, 4096, true),
            (69, 5990, true),
        ];
        for (row, col, won) in marks {
            plane.set(row, plane.column(col), won);
        }
        assert_eq!(
            plane.shift, 1,
            "94 words a row: a summary bit per pair of words"
        );
        let mut got = Vec::new();
        for row in 0..plane.rows() {
            let summary = plane.take_summary(row);
            plane.drain_row(row, summary, |w, lost, won| {
                got.extend(Bits(won).map(|b| (row, w * 64 + b, true)));
                got.extend(Bits(lost).map(|b| (row, w * 64 + b, false)));
            });
        }
        got.sort_unstable();
        assert_eq!(got, marks.to_vec());
        assert!(plane.is_empty());
        assert!(plane.bits.iter().all(|&w| w == [0, 0]));
    }
}
