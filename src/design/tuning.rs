//! The annealing schedule and move sizes of the [`Designer`](super::Designer): [`Tuning`],
//! what the command line's `--epoch --hot --cold --moves --kick --weight --hole-moves --node-moves --best-restarts`
//! set.

use super::DesignError;

/// How the designer anneals: epochs of `epoch` evaluations, each cooling linearly from `hot`
/// to `cold` plies (a candidate worse by `drop` plies is taken with probability
/// `2^(−drop / T)`), each proposal `1..=moves` edits, each restart from the best `kick` edits
/// away from it, and every other restart from a fresh random puzzle unless `fresh_restarts`
/// is off.
///
/// The default is the schedule every record in `docs/records.md` before tuning was found
/// with, tuned on 17-node graphs (12 seeds × 200,000 evaluations each, longest win from the
/// start): a start of 1 ply averaged 77 plies, against 71 for 2 plies, 70 for 0.75, 73 for
/// epochs of 6,000, and 68 when every restart went back to the best. With the default the
/// search draws exactly the random numbers it drew before tuning existed, so every recorded
/// command reproduces.
///
/// ```
/// use cat_mouse::Tuning;
/// let hotter = Tuning { hot: 0.5, ..Tuning::default() };
/// assert!(hotter.validate().is_ok());
/// assert!(Tuning { moves: 0, ..Tuning::default() }.validate().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// Evaluations per epoch (the schedule restarts after each). Default 3,000.
    pub epoch: u64,
    /// The temperature at the start of an epoch, in plies. Default 1.
    pub hot: f64,
    /// The temperature at the end of an epoch, in plies. Default 0.05.
    pub cold: f64,
    /// The most edits in one proposal: each proposal makes `1..=moves` edits, drawn uniformly
    /// (with 1, no draw). Default 1.
    pub moves: u32,
    /// Edits applied to the best at a restart from it. Default 1.
    pub kick: u32,
    /// Whether the even restarts start from a fresh random puzzle (default) or, like the odd
    /// ones, from the best so far.
    pub fresh_restarts: bool,
    /// For a longest win of one side: the walk measures a puzzle by the larger of that side's
    /// longest win and `weight` times the other side's (rounded down), so that it may pass
    /// through long wins of the other side on its way; the best is still the wanted side's.
    /// 0 to 1; default 0 (off: the walk measures the score). Other goals ignore it.
    pub weight: f64,
    /// Graphs: whether one edit in five moves the hole to another node (node 0 swaps labels
    /// with it: the same graph, another game). Default off.
    pub hole_moves: bool,
    /// Graphs: whether one edit in five (one in six with `hole_moves`) rewires a random node's
    /// whole neighbourhood: all its edges removed, then `d − 1` to `d + 1` fresh ones to random
    /// nodes (`d` its degree), the graph kept connected and within the edge bounds. Default off.
    pub node_moves: bool,
}

impl Default for Tuning {
    fn default() -> Tuning {
        Tuning {
            epoch: 3000,
            hot: 1.0,
            cold: 0.05,
            moves: 1,
            kick: 1,
            fresh_restarts: true,
            weight: 0.0,
            hole_moves: false,
            node_moves: false,
        }
    }
}

/// The most edits in one proposal or kick: beyond this a proposal is a fresh puzzle.
pub const MAX_TUNING_EDITS: u32 = 64;

impl Tuning {
    /// Checks the ranges: an epoch of at least 1, temperatures finite and positive, `cold` at
    /// most `hot`, 1 to [`MAX_TUNING_EDITS`] moves and 0 to [`MAX_TUNING_EDITS`] kicks.
    ///
    /// # Errors
    /// [`DesignError::Tuning`] naming the first value out of range.
    pub fn validate(&self) -> Result<(), DesignError> {
        let bad = |what: &'static str| Err(DesignError::Tuning { what });
        let temperature = |t: f64| t.is_finite() && t > 0.0;
        if self.epoch == 0 {
            return bad("epoch must be at least 1");
        }
        if !temperature(self.hot) || !temperature(self.cold) {
            return bad("temperatures must be finite and above 0");
        }
        if self.cold > self.hot {
            return bad("cold must be at most hot");
        }
        if !(1..=MAX_TUNING_EDITS).contains(&self.moves) {
            return bad("moves must be 1 to 64");
        }
        if self.kick > MAX_TUNING_EDITS {
            return bad("kick must be 0 to 64");
        }
        if !(0.0..=1.0).contains(&self.weight) {
            return bad("weight must be 0 to 1");
        }
        Ok(())
    }

    /// The temperature `step` evaluations into an epoch (`1..=epoch`).
    pub(super) fn temperature(&self, step: u64) -> f64 {
        let progress = step as f64 / self.epoch as f64;
        self.hot + (self.cold - self.hot) * progress
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_valid_and_cools_from_hot_to_cold() {
        let t = Tuning::default();
        assert!(t.validate().is_ok());
        assert_eq!(t.temperature(0), 1.0);
        assert!((t.temperature(3000) - 0.05).abs() < 1e-12);
    }

    #[test]
    fn out_of_range_values_are_refused() {
        let d = Tuning::default();
        for bad in [
            Tuning { epoch: 0, ..d },
            Tuning { hot: 0.0, ..d },
            Tuning {
                cold: f64::NAN,
                ..d
            },
            Tuning {
                hot: 0.1,
                cold: 0.2,
                ..d
            },
            Tuning { moves: 0, ..d },
            Tuning { moves: 65, ..d },
            Tuning { kick: 65, ..d },
            Tuning { weight: -0.5, ..d },
            Tuning { weight: 1.5, ..d },
            Tuning {
                weight: f64::NAN,
                ..d
            },
        ] {
            assert!(bad.validate().is_err(), "{bad:?}");
        }
        assert!(Tuning { kick: 0, ..d }.validate().is_ok());
    }
}
