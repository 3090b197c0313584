//! The states decided at one level of the solve, as bitsets grouped by the row of their
//! predecessors.

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

/// One plane of a frontier: a `rows × cols` bit matrix of decided states, split into states lost
/// and won for the player to move, with two summaries so that a level visits only what is set.
#[derive(Debug)]
pub(crate) struct Plane {
    /// Words per row.
    pub(crate) wpr: usize,
    /// Summary words per row.
    pub(crate) spr: usize,
    /// States lost for the player to move, `wpr` words per row.
    pub(crate) lost: Vec<u64>,
    /// States won for the player to move, `wpr` words per row.
    pub(crate) won: Vec<u64>,
    /// Per row, `spr` words: bit `k` is set if word `k` of the row may be non-zero.
    pub(crate) summary: Vec<u64>,
    /// Bit `row` is set if the row may be non-empty.
    pub(crate) rows: Vec<u64>,
}

impl Plane {
    fn new(rows: usize, cols: usize) -> Plane {
        let wpr = cols.div_ceil(64);
        let spr = wpr.div_ceil(64);
        Plane {
            wpr,
            spr,
            lost: vec![0; rows * wpr],
            won: vec![0; rows * wpr],
            summary: vec![0; rows * spr],
            rows: vec![0; rows.div_ceil(64)],
        }
    }

    /// Marks (`row`, `col`) as decided: lost for the player to move if `won` is false.
    #[inline(always)]
    pub(crate) fn set(&mut self, row: usize, col: usize, won: bool) {
        let word = col / 64;
        let w = row * self.wpr + word;
        let bit = 1u64 << (col % 64);
        if won {
            self.won[w] |= bit;
        } else {
            self.lost[w] |= bit;
        }
        self.summary[row * self.spr + word / 64] |= 1 << (word % 64);
        self.rows[row / 64] |= 1 << (row % 64);
    }

    /// Takes the set rows of row word `k` (rows `64·k ..`), leaving them unset.
    #[inline(always)]
    pub(crate) fn take_rows(&mut self, k: usize) -> Bits {
        Bits(std::mem::take(&mut self.rows[k]))
    }

    /// Takes `row`'s summary word `k` (words `64·k ..` of the row), leaving it unset.
    #[inline(always)]
    pub(crate) fn take_words(&mut self, row: usize, k: usize) -> Bits {
        Bits(std::mem::take(&mut self.summary[row * self.spr + k]))
    }

    /// Takes word `w` of `row`: the states (lost, won) for the player to move.
    #[inline(always)]
    pub(crate) fn take_word(&mut self, row: usize, w: usize) -> (u64, u64) {
        let i = row * self.wpr + w;
        (
            std::mem::take(&mut self.lost[i]),
            std::mem::take(&mut self.won[i]),
        )
    }

    /// Whether no row is set.
    pub(crate) fn is_empty(&self) -> bool {
        self.rows.iter().all(|&w| w == 0)
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
        let mut plane = Plane::new(70, 4100);
        assert!(plane.is_empty());
        let marks = [
            (0, 0, true),
            (3, 4099, false),
            (69, 64, true),
            (69, 4095, false),
        ];
        for (row, col, won) in marks {
            plane.set(row, col, won);
        }
        let rows: Vec<usize> = (0..plane.rows.len())
            .flat_map(|k| plane.take_rows(k).map(move |b| 64 * k + b))
            .collect();
        assert_eq!(rows, vec![0, 3, 69]);
        assert!(plane.is_empty());
        let mut got = Vec::new();
        for row in rows {
            for k in 0..plane.spr {
                for b in plane.take_words(row, k) {
                    let w = 64 * k + b;
                    let (lost, won) = plane.take_word(row, w);
                    got.extend(Bits(won).map(|b| (row, w * 64 + b, true)));
                    got.extend(Bits(lost).map(|b| (row, w * 64 + b, false)));
                }
            }
        }
        got.sort_unstable();
        assert_eq!(got, marks.to_vec());
        assert!(plane.lost.iter().chain(&plane.won).all(|&w| w == 0));
        assert!(plane.summary.iter().all(|&w| w == 0));
    }
}
