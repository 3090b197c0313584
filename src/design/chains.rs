//! Parallel annealing: several chains of the [`Designer`], each with its own seed, that share
//! their best find at fixed evaluation counts, so that the same seed and the same number of
//! chains always give the same puzzle, however many cores run them and however fast.

use super::rng::Rng;
use super::{DesignError, DesignProgress, DesignSpec, Designer, Found, EPOCH};

/// The chains share their best find every `SYNC_EVALUATIONS` evaluations of each chain: at
/// every chain's evaluation counts `1 + k · SYNC_EVALUATIONS` (`k ≥ 1`), which is just before
/// each restart of its annealing schedule (an epoch), so that a restart "from the best" starts
/// from the best of all chains.
pub const SYNC_EVALUATIONS: u64 = EPOCH;

/// The most chains of one search.
pub const MAX_CHAINS: usize = 64;

/// The seed of chain `chain` of a search seeded `seed`: `seed` itself for chain 0 (so one
/// chain is the plain [`Designer`]), a SplitMix64 mix of both for the others.
#[must_use]
pub fn chain_seed(seed: u64, chain: u32) -> u64 {
    if chain == 0 {
        return seed;
    }
    Rng(seed ^ u64::from(chain).wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64()
}

/// Which chain's best is shared at a synchronisation: the highest [rank](Designer::best_rank),
/// the lowest index among equals. `ranks` in chain order, not empty.
#[must_use]
pub fn shared_chain(ranks: &[(i64, i64)]) -> usize {
    let mut best = 0;
    for (i, r) in ranks.iter().enumerate() {
        if *r > ranks[best] {
            best = i;
        }
    }
    best
}

/// Several chains of the [`Designer`] run side by side (natively on threads, one per chain;
/// in wasm one after the other: the page runs one chain per worker instead, with the same
/// rule). Chain `i` is [`Designer::chain`]`(spec, i)`. At every synchronisation point (see
/// [`SYNC_EVALUATIONS`]) the chain with the best find ([`shared_chain`]) offers it to every
/// chain that ranks below it ([`Designer::adopt`]).
///
/// ```
/// use cat_mouse::{Chains, DesignSpec, Goal, GraphSpace, Space};
/// let spec = DesignSpec { space: Space::Graph(GraphSpace::connected(8)), goal: Goal::LongestWin { side: None }, seed: 3 };
/// let mut a = Chains::new(spec, 2)?;
/// let mut b = Chains::new(spec, 2)?;
/// a.step(4000);
/// b.step(1000);
/// b.step(3000);
/// assert_eq!(a.best(), b.best());
/// assert_eq!(a.evaluations(), 2 * 4001);
/// # Ok::<_, cat_mouse::DesignError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Chains {
    chains: Vec<Designer>,
}

impl Chains {
    /// `count` chains (1 to [`MAX_CHAINS`]) for `spec`, each with its starting puzzle
    /// evaluated.
    ///
    /// # Errors
    /// [`DesignError::Chains`] for a count out of range; otherwise as [`Designer::new`].
    pub fn new(spec: DesignSpec, count: usize) -> Result<Chains, DesignError> {
        if !(1..=MAX_CHAINS).contains(&count) {
            return Err(DesignError::Chains { chains: count });
        }
        let chains = (0..count as u32)
            .map(|i| Designer::chain(spec, i))
            .collect::<Result<_, _>>()?;
        Ok(Chains { chains })
    }

    /// The chains, in order.
    #[must_use]
    pub fn chains(&self) -> &[Designer] {
        &self.chains
    }

    /// Evaluations of all chains together.
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        self.chains.iter().map(Designer::evaluations).sum()
    }

    /// The chain whose best is the best of all (the lowest index among equals).
    #[must_use]
    pub fn best_chain(&self) -> usize {
        let ranks: Vec<_> = self.chains.iter().map(Designer::best_rank).collect();
        shared_chain(&ranks)
    }

    /// The best find of all chains.
    #[must_use]
    pub fn best(&self) -> Found {
        self.chains[self.best_chain()].best()
    }

    /// Runs `evaluations` more evaluations in every chain, sharing the best at each
    /// synchronisation point on the way. Progress: all chains' evaluations, the best score of
    /// all, the current score of the best chain, whether the best improved.
    pub fn step(&mut self, evaluations: u64) -> DesignProgress {
        let before_rank = self.chains[self.best_chain()].best_rank();
        let mut left = evaluations;
        while left > 0 {
            let done = self.chains[0].evaluations() - 1;
            let to_sync = SYNC_EVALUATIONS - done % SYNC_EVALUATIONS;
            let n = left.min(to_sync);
            run_all(&mut self.chains, n);
            left -= n;
            if n == to_sync {
                self.share();
            }
        }
        let b = self.best_chain();
        DesignProgress {
            evaluations: self.evaluations(),
            best_score: self.chains[b].best().score,
            current_score: self.chains[b].current_score(),
            improved: self.chains[b].best_rank() != before_rank,
        }
    }

    /// The synchronisation: the best chain's find is offered to every chain below it.
    fn share(&mut self) {
        let b = self.best_chain();
        let rank = self.chains[b].best_rank();
        let puzzle = self.chains[b].best().puzzle;
        for chain in &mut self.chains {
            if chain.best_rank() < rank {
                chain
                    .adopt(&puzzle)
                    .expect("a chain's find is in every chain's space");
            }
        }
    }
}

/// Runs `n` evaluations in every chain: on threads, one per chain, natively.
#[cfg(not(target_arch = "wasm32"))]
fn run_all(chains: &mut [Designer], n: u64) {
    if chains.len() == 1 {
        chains[0].step(n);
        return;
    }
    std::thread::scope(|scope| {
        for chain in chains.iter_mut() {
            scope.spawn(move || chain.step(n));
        }
    });
}

/// Runs `n` evaluations in every chain, one after the other (no threads in wasm).
#[cfg(target_arch = "wasm32")]
fn run_all(chains: &mut [Designer], n: u64) {
    for chain in chains.iter_mut() {
        chain.step(n);
    }
}
