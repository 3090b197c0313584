//! The designer's own generator and portable arithmetic: SplitMix64 and `2^-x`, bit-identical
//! natively and in wasm, so that a seed gives the same search everywhere.

/// SplitMix64: tiny, fast, and the same on every platform.
#[derive(Clone, Debug)]
pub(super) struct Rng(pub(super) u64);

impl Rng {
    pub(super) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n ≥ 1`), by multiply-shift (Lemire, without the rejection step: the
    /// bias is below `n / 2⁶⁴`).
    pub(super) fn below(&mut self, n: usize) -> usize {
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// Uniform in `[0, 1)`, exactly representable.
    pub(super) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }
}

/// `2^-x` for `x ≥ 0` with only correctly rounded arithmetic (so bit-identical everywhere):
/// the integer part by halving, the fraction by a degree-12 Taylor polynomial of `e^(−f·ln 2)`
/// (relative error below 1e-10, far below what the acceptance test can notice).
pub(super) fn exp2_neg(x: f64) -> f64 {
    if x >= 64.0 {
        return 0.0;
    }
    let whole = x as u32; // x < 64
    let f = x - f64::from(whole);
    let t = -f * std::f64::consts::LN_2;
    let mut term = 1.0;
    let mut sum = 1.0;
    for k in 1..=12 {
        term = term * t / f64::from(k);
        sum += term;
    }
    let mut scale = 1.0;
    for _ in 0..whole {
        scale *= 0.5;
    }
    sum * scale
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp2_neg_matches_powf() {
        for i in 0..1700 {
            let x = f64::from(i) * 0.037; // up to 62.9
            let exact = (-x).exp2();
            assert!((exp2_neg(x) - exact).abs() <= 1e-10 * exact, "{x}");
        }
        assert_eq!(exp2_neg(64.0), 0.0);
        assert_eq!(exp2_neg(0.0), 1.0);
    }

    #[test]
    pub(super) fn below_stays_in_range() {
        let mut rng = Rng(1);
        for n in 1..100 {
            for _ in 0..50 {
                assert!(rng.below(n) < n);
            }
        }
    }
}
