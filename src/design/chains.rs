//! Parallel annealing: several chains of the [`Designer`], each with its own seed, that share
//! their best find at fixed evaluation counts, so that the same seed and the same number of
//! chains always give the same puzzle, however many cores run them and however fast. A chain
//! never waits for the others' latest find: at each meeting it posts its own and takes the best
//! posted at the meeting before, so a chain that is ahead runs on while the others catch up.

use super::rng::Rng;
use std::collections::BTreeMap;

use super::{DesignError, DesignProgress, DesignSpec, Designer, Found, Puzzle, Tuning, EPOCH};

/// The chains meet every `SYNC_EVALUATIONS` evaluations of each chain: at every chain's
/// evaluation counts `1 + k · SYNC_EVALUATIONS` (`k ≥ 1`, meeting `k`), which is just before
/// each restart of its annealing schedule (an epoch). At meeting `k` a chain posts its best
/// find, then, from `k = 2` on, offers itself the best find posted at meeting `k − 1` (see
/// [`shared_chain`]), so that a restart "from the best" starts from the best of all chains as
/// of one epoch before. A chain waits only for the others to have reached its previous
/// meeting, never for them to reach this one: one epoch of slack between chains.
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
/// rule). Chain `i` is [`Designer::chain`]`(spec, i)`. At each meeting (see
/// [`SYNC_EVALUATIONS`]) every chain posts its best find and adopts ([`Designer::adopt`]) the
/// best posted at the meeting before ([`shared_chain`]), if it ranks above its own.
///
/// ```
/// use cat_mouse::{Chains, DesignSpec, Goal, GraphSpace, Space};
/// let spec = DesignSpec { space: Space::Graph(GraphSpace::connected(8)), goal: Goal::LongestWin { side: None }, seed: 3 };
/// let mut a = Chains::new(spec, 2)?;
/// let mut b = Chains::new(spec, 2)?;
/// a.step(7000);
/// b.step(1000);
/// b.step(6000);
/// assert_eq!(a.best(), b.best());
/// assert_eq!(a.evaluations(), 2 * 7001);
/// # Ok::<_, cat_mouse::DesignError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Chains {
    chains: Vec<Designer>,
    /// Each chain's last meeting done (its evaluation count then; 0: none yet).
    met: Vec<u64>,
    /// The finds posted at the meetings still needed.
    board: Board,
}

/// A chain's best as posted at a meeting: its rank and puzzle.
type Post = ((i64, i64), Puzzle);

/// The finds posted at each meeting (by evaluation count), one slot per chain.
#[derive(Clone, Debug, Default)]
struct Board {
    posts: BTreeMap<u64, Vec<Option<Post>>>,
}

impl Board {
    /// Chain `chain` of `count` posts its find at the meeting at `at` evaluations.
    fn post(&mut self, at: u64, chain: usize, count: usize, post: Post) {
        self.posts.entry(at).or_insert_with(|| vec![None; count])[chain] = Some(post);
    }

    /// Whether every chain has posted at the meeting at `at` (threads wait for it).
    #[cfg(not(target_arch = "wasm32"))]
    fn complete(&self, at: u64) -> bool {
        self.posts
            .get(&at)
            .is_some_and(|p| p.iter().all(Option::is_some))
    }

    /// The best find posted at the meeting at `at` (complete), and forgets the meetings that no
    /// chain needs any more: every chain has posted at `at`, so every chain is done with the
    /// meeting before it, which read the one before that.
    fn best(&mut self, at: u64) -> Post {
        let posts = &self.posts[&at];
        let ranks: Vec<_> = posts
            .iter()
            .map(|p| p.as_ref().expect("complete").0)
            .collect();
        let best = posts[shared_chain(&ranks)].clone().expect("complete");
        self.posts.retain(|&k, _| k + SYNC_EVALUATIONS >= at);
        best
    }
}

/// Whether a chain at `evaluations` is at a meeting (after its first evaluations).
fn at_meeting(evaluations: u64) -> bool {
    evaluations > 1 && (evaluations - 1) % SYNC_EVALUATIONS == 0
}

/// Evaluations a chain at `evaluations` runs before its next meeting.
fn until_meeting(evaluations: u64) -> u64 {
    SYNC_EVALUATIONS - (evaluations - 1) % SYNC_EVALUATIONS
}

/// The offer of a meeting: adopted if it ranks above the chain's own best.
fn take(chain: &mut Designer, offer: Option<Post>) {
    if let Some((rank, puzzle)) = offer {
        if rank > chain.best_rank() {
            chain
                .adopt(&puzzle)
                .expect("a chain's find is in every chain's space");
        }
    }
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
        Ok(Chains {
            chains,
            met: vec![0; count],
            board: Board::default(),
        })
    }

    /// The chains, in order.
    #[must_use]
    pub fn chains(&self) -> &[Designer] {
        &self.chains
    }

    /// Every chain goes on from `puzzle` ([`Designer::start_from`]); its score.
    ///
    /// # Errors
    /// [`DesignError::NotInSpace`] if the puzzle is not in the chains' space.
    pub fn start_from(&mut self, puzzle: &Puzzle) -> Result<i64, DesignError> {
        let mut score = 0;
        for chain in &mut self.chains {
            score = chain.start_from(puzzle)?;
        }
        Ok(score)
    }

    /// [`Designer::set_tuning`] for every chain.
    ///
    /// # Errors
    /// [`DesignError::Tuning`] for a value out of range.
    pub fn set_tuning(&mut self, tuning: Tuning) -> Result<(), DesignError> {
        tuning.validate()?;
        for chain in &mut self.chains {
            chain.set_tuning(tuning)?;
        }
        Ok(())
    }

    /// [`Designer::set_fresh_restarts`] for every chain.
    pub fn set_fresh_restarts(&mut self, fresh: bool) {
        for chain in &mut self.chains {
            chain.set_fresh_restarts(fresh);
        }
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

    /// Runs `evaluations` more evaluations in every chain, meeting at each meeting on the way
    /// (a meeting at the last evaluation is held too). Progress: all chains' evaluations, the
    /// best score of all, the current score of the best chain, whether the best improved.
    pub fn step(&mut self, evaluations: u64) -> DesignProgress {
        let before_rank = self.chains[self.best_chain()].best_rank();
        let target = self.chains[0].evaluations() + evaluations;
        run_all(self, target);
        let b = self.best_chain();
        DesignProgress {
            evaluations: self.evaluations(),
            best_score: self.chains[b].best().score,
            current_score: self.chains[b].current_score(),
            improved: self.chains[b].best_rank() != before_rank,
        }
    }
}

/// Runs every chain to `target` evaluations, one after the other meeting by meeting: at each
/// meeting every chain has posted at the meeting before, so none waits.
#[cfg(target_arch = "wasm32")]
fn run_all(c: &mut Chains, target: u64) {
    let count = c.chains.len();
    loop {
        for (i, chain) in c.chains.iter_mut().enumerate() {
            let at = chain.evaluations();
            if at_meeting(at) && c.met[i] != at && count > 1 {
                c.board
                    .post(at, i, count, (chain.best_rank(), chain.best().puzzle));
                let before = at - SYNC_EVALUATIONS;
                let offer = at_meeting(before).then(|| c.board.best(before));
                take(chain, offer);
                c.met[i] = at;
            }
        }
        let at = c.chains[0].evaluations();
        if at >= target {
            break;
        }
        let n = (target - at).min(until_meeting(at));
        for chain in &mut c.chains {
            chain.step(n);
        }
    }
}

/// Runs every chain to `target` evaluations on threads, one per chain, each meeting the
/// others through a board under a lock: it waits only for the meeting before its own.
#[cfg(not(target_arch = "wasm32"))]
fn run_all(c: &mut Chains, target: u64) {
    use std::sync::{Condvar, Mutex};
    let count = c.chains.len();
    if count == 1 {
        let chain = &mut c.chains[0];
        let n = target.saturating_sub(chain.evaluations());
        chain.step(n);
        return;
    }
    let board = Mutex::new(std::mem::take(&mut c.board));
    let posted = Condvar::new();
    std::thread::scope(|scope| {
        for (i, (chain, met)) in c.chains.iter_mut().zip(c.met.iter_mut()).enumerate() {
            let (board, posted) = (&board, &posted);
            scope.spawn(move || loop {
                let at = chain.evaluations();
                if at_meeting(at) && *met != at {
                    let post = (chain.best_rank(), chain.best().puzzle);
                    let mut b = board.lock().expect("no chain panics");
                    b.post(at, i, count, post);
                    posted.notify_all();
                    let before = at - SYNC_EVALUATIONS;
                    let offer = if at_meeting(before) {
                        while !b.complete(before) {
                            b = posted.wait(b).expect("no chain panics");
                        }
                        Some(b.best(before))
                    } else {
                        None
                    };
                    drop(b);
                    take(chain, offer);
                    *met = at;
                }
                if at >= target {
                    break;
                }
                chain.step((target - at).min(until_meeting(at)));
            });
        }
    });
    c.board = board.into_inner().expect("no chain panics");
}
