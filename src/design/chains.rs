//! Parallel annealing: several chains of the [`Designer`], each with its own seed, that share
//! their best find at fixed evaluation counts, so that the same seed and the same number of
//! chains always give the same puzzle, however many cores run them and however fast. A chain
//! never waits for the others' latest find: at each meeting it posts its own and takes the best
//! posted at the meeting before, so a chain that is ahead runs on while the others catch up.
//!
//! Not part of the JS API (the page runs one [`Designer`] per worker, with the same rule): the
//! expects here (a chain's thread, the board's lock, a find in every chain's space) hold
//! natively and are never reached from JS.

use super::rng::Rng;

use super::{DesignError, DesignProgress, DesignSpec, Designer, Found, Puzzle, Tuning, EPOCH};

/// The chains meet every `SYNC_EVALUATIONS` evaluations of each chain (with a [`Tuning`],
/// every `epoch`): at every chain's evaluation counts `1 + k · SYNC_EVALUATIONS` (`k ≥ 1`,
/// meeting `k`), which is just before each restart of its annealing schedule (an epoch). At meeting `k` a chain posts its best
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
    /// Evaluations between meetings: the chains' epoch ([`SYNC_EVALUATIONS`] by default).
    every: u64,
    /// Each chain's evaluations when the meetings began at this cadence (0, or when a new
    /// tuning changed it): no meeting before it is read.
    since: u64,
    /// Natively: one thread per chain (the default), or every chain on the caller's thread.
    threads: bool,
    /// Natively, the threads that run the chains, started at the first step that needs them.
    #[cfg(not(target_arch = "wasm32"))]
    workers: workers::Workers,
}

/// A chain's best as posted at a meeting: its rank and puzzle.
type Post = ((i64, i64), Puzzle);

/// The finds posted at the last four meetings, one slot per chain and meeting, each slot with
/// the meeting it was posted at. Four are all that is ever needed: a chain posts at meeting
/// `k` and then reads `k − 1`, so to post at `k` it had read `k − 2` at meeting `k − 1`, which
/// every chain had posted at; such a chain may still be waiting to read `k − 3`, and nothing
/// older. So meeting `k`'s posts may take the slots of `k − 4`, never those of `k − 3`. (With
/// three rows a chain two meetings ahead overwrote the post a slower chain was still waiting
/// for, and natively both threads then waited for ever: seen once, on a loaded machine.)
/// A chain overwrites only its own slot, so that (natively) each post is dropped by the thread
/// that made it.
#[derive(Clone, Debug, Default)]
struct Board {
    rows: [Vec<Option<(u64, Post)>>; ROWS],
}

/// The meetings a [`Board`] keeps.
const ROWS: usize = 4;

impl Board {
    /// An empty board for `count` chains.
    fn new(count: usize) -> Board {
        Board {
            rows: std::array::from_fn(|_| vec![None; count]),
        }
    }

    /// The row of the meeting at `at` evaluations.
    fn row(at: u64, every: u64) -> usize {
        (at / every % ROWS as u64) as usize
    }

    /// Chain `chain` posts its find at the meeting at `at` evaluations; the post it replaces
    /// (from three meetings before), for the caller to drop.
    fn post(&mut self, at: u64, every: u64, chain: usize, post: Post) -> Option<(u64, Post)> {
        self.rows[Board::row(at, every)][chain].replace((at, post))
    }

    /// Whether every chain has posted at the meeting at `at` (threads wait for it).
    #[cfg(not(target_arch = "wasm32"))]
    fn complete(&self, at: u64, every: u64) -> bool {
        self.rows[Board::row(at, every)]
            .iter()
            .all(|p| p.as_ref().is_some_and(|(k, _)| *k == at))
    }

    /// The best find posted at the meeting at `at` (complete).
    fn best(&self, at: u64, every: u64) -> Post {
        let posts = &self.rows[Board::row(at, every)];
        fn post(p: &Option<(u64, Post)>, at: u64) -> &Post {
            match p {
                Some((k, post)) if *k == at => post,
                _ => panic!("every chain has posted at {at}"),
            }
        }
        let ranks: Vec<_> = posts.iter().map(|p| post(p, at).0).collect();
        post(&posts[shared_chain(&ranks)], at).clone()
    }
}

/// Whether a chain at `evaluations` is at a meeting of chains meeting `every` evaluations
/// (after its first evaluations).
fn at_meeting(evaluations: u64, every: u64) -> bool {
    evaluations > 1 && (evaluations - 1) % every == 0
}

/// Evaluations a chain at `evaluations` runs before its next meeting.
fn until_meeting(evaluations: u64, every: u64) -> u64 {
    every - (evaluations - 1) % every
}

/// The offer of a meeting: adopted if it ranks above the chain's own best.
///
/// # Panics
/// Never from the JS API (the binding runs one [`Designer`] per worker, not `Chains`): a
/// chain's find is in every chain's space, within the budgets the space was checked against,
/// so only a failed allocation could refuse it, which aborts a native program anyway.
fn take(chain: &mut Designer, offer: Option<Post>) {
    if let Some((rank, puzzle)) = offer {
        if rank > chain.best_rank() {
            chain
                .adopt(&puzzle)
                .expect("a chain's find is in every chain's space");
        }
    }
}

/// Runs `n` evaluations of `chain`: all of them, since the meetings count on it.
///
/// # Panics
/// As [`take`]: only if an allocation fails.
fn advance(chain: &mut Designer, n: u64) {
    chain
        .try_step_while(n, || true)
        .expect("an evaluation of an accepted space is never refused");
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
            board: Board::new(count),
            every: SYNC_EVALUATIONS,
            since: 0,
            threads: true,
            #[cfg(not(target_arch = "wasm32"))]
            workers: workers::Workers::default(),
        })
    }

    /// Natively, whether the chains run on threads, one per chain (the default), or one after
    /// the other on the caller's thread, meeting by meeting, as in wasm. Either way they find
    /// the same puzzles (the meetings decide what each chain sees, not the clock): one thread
    /// does the same work on one core, which is what a speed-up is measured against. No effect
    /// in wasm, which has no threads.
    pub fn set_threads(&mut self, threads: bool) {
        self.threads = threads;
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

    /// [`Designer::set_tuning`] for every chain. The chains then meet every `tuning.epoch`
    /// evaluations, just before each restart, from the next meeting on.
    ///
    /// # Errors
    /// [`DesignError::Tuning`] for a value out of range.
    pub fn set_tuning(&mut self, tuning: Tuning) -> Result<(), DesignError> {
        tuning.validate()?;
        for chain in &mut self.chains {
            chain.set_tuning(tuning)?;
        }
        if tuning.epoch != self.every {
            // Meetings at the new cadence from here: nothing posted before is read, and a
            // chain at a meeting of the new cadence now posts there.
            self.every = tuning.epoch;
            self.since = self.chains[0].evaluations();
            self.board = Board::new(self.chains.len());
            self.met.fill(0);
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

/// Runs every chain to `target` evaluations: in wasm one after the other
/// ([`run_in_turn`]), natively on threads unless [`Chains::set_threads`] said otherwise.
fn run_all(c: &mut Chains, target: u64) {
    #[cfg(not(target_arch = "wasm32"))]
    if c.threads && c.chains.len() > 1 {
        return workers::run(c, target);
    }
    run_in_turn(c, target);
}

/// Runs every chain to `target` evaluations, one after the other meeting by meeting: at each
/// meeting every chain has posted at the meeting before, so none waits.
fn run_in_turn(c: &mut Chains, target: u64) {
    let (count, every, since) = (c.chains.len(), c.every, c.since);
    loop {
        for (i, chain) in c.chains.iter_mut().enumerate() {
            let at = chain.evaluations();
            if at_meeting(at, every) && c.met[i] != at && count > 1 {
                c.board
                    .post(at, every, i, (chain.best_rank(), chain.best().puzzle));
                let before = at - every;
                let offer = (before >= since && at_meeting(before, every))
                    .then(|| c.board.best(before, every));
                take(chain, offer);
                c.met[i] = at;
            }
        }
        let at = c.chains[0].evaluations();
        if at >= target {
            break;
        }
        let n = (target - at).min(until_meeting(at, every));
        for chain in &mut c.chains {
            advance(chain, n);
        }
    }
}

/// The chains' threads (native only): one per chain, kept for the life of the [`Chains`], so
/// that chain `i` always runs on thread `i`. With a new thread per step, a chain's buffers,
/// allocated by the thread of an earlier step, would be freed and grown by another thread
/// while a third allocates from their memory pool: on glibc the two threads then take turns
/// at the pool's lock (measured: a futex call every 6 evaluations, two 17-node graph chains at
/// 1.2–1.7× one chain's rate instead of 2×).
#[cfg(not(target_arch = "wasm32"))]
mod workers {
    use std::fmt;
    use std::sync::mpsc::{channel, Receiver, Sender};
    use std::sync::{Arc, Condvar, Mutex};
    use std::thread::JoinHandle;

    use super::{advance, at_meeting, take, until_meeting, Board, Chains, Designer};

    /// What the chains share during a step: the board of posts, and the signal that a chain
    /// posted.
    struct Meeting {
        board: Mutex<Board>,
        posted: Condvar,
    }

    /// One chain's share of a step: the chain itself, its last meeting, its index, the
    /// evaluations to reach.
    struct Task {
        chain: Designer,
        met: u64,
        index: usize,
        target: u64,
        /// Evaluations between meetings, and the first evaluation count whose meeting is read.
        every: u64,
        since: u64,
        meeting: Arc<Meeting>,
    }

    /// What a thread gives back: the chain as it ran, its last meeting, and the chain as it
    /// came, for the caller's thread to drop (see [`run_chain`]).
    type Done = (Designer, u64, Designer);

    /// A thread that runs tasks, and the channels to it.
    struct Worker {
        tasks: Sender<Task>,
        done: Receiver<Done>,
        thread: Option<JoinHandle<()>>,
    }

    /// The threads of one [`Chains`]; a clone starts with none of its own.
    #[derive(Default)]
    pub(super) struct Workers(Vec<Worker>);

    impl Clone for Workers {
        fn clone(&self) -> Self {
            Workers::default()
        }
    }

    impl fmt::Debug for Workers {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "Workers({} threads)", self.0.len())
        }
    }

    impl Drop for Workers {
        fn drop(&mut self) {
            for worker in &mut self.0 {
                // Closing the channel ends the thread's loop.
                let (closed, _) = channel();
                drop(std::mem::replace(&mut worker.tasks, closed));
                if let Some(thread) = worker.thread.take() {
                    let _ = thread.join();
                }
            }
        }
    }

    impl Worker {
        fn start() -> Worker {
            let (tasks, inbox) = channel::<Task>();
            let (outbox, done) = channel();
            let thread = std::thread::spawn(move || {
                for task in inbox {
                    if outbox.send(run_chain(task)).is_err() {
                        break;
                    }
                }
            });
            Worker {
                tasks,
                done,
                thread: Some(thread),
            }
        }
    }

    /// Runs every chain to `target` evaluations, chain `i` on thread `i`, each meeting the
    /// others through a board under a lock: it waits only for the meeting before its own.
    pub(super) fn run(c: &mut Chains, target: u64) {
        let count = c.chains.len();
        while c.workers.0.len() < count {
            c.workers.0.push(Worker::start());
        }
        let meeting = Arc::new(Meeting {
            board: Mutex::new(std::mem::take(&mut c.board)),
            posted: Condvar::new(),
        });
        let chains = std::mem::take(&mut c.chains);
        for (index, (chain, worker)) in chains.into_iter().zip(&c.workers.0).enumerate() {
            let task = Task {
                chain,
                met: c.met[index],
                index,
                target,
                every: c.every,
                since: c.since,
                meeting: Arc::clone(&meeting),
            };
            worker.tasks.send(task).expect("a chain's thread runs");
        }
        for (index, worker) in c.workers.0.iter().take(count).enumerate() {
            let (chain, met, came) = worker.done.recv().expect("no chain panics");
            c.chains.push(chain);
            c.met[index] = met;
            drop(came);
        }
        let meeting = Arc::try_unwrap(meeting)
            .ok()
            .expect("every task is done with the meeting");
        c.board = meeting.board.into_inner().expect("no chain panics");
    }

    /// One chain's part of [`run`].
    ///
    /// The chain runs as a copy made on this thread, and the chain as it came goes back to be
    /// dropped where it was made: so every buffer the chain frees or grows here was allocated
    /// here. (glibc's allocator takes the lock of the pool a block came from to grow it, and
    /// its per-thread caches hand freed blocks out again: one block from another thread's pool
    /// would keep the two threads at one lock, evaluation after evaluation.) For the same
    /// reason a chain drops only its own posts.
    fn run_chain(task: Task) -> Done {
        let Task {
            chain: came,
            mut met,
            index,
            target,
            every,
            since,
            meeting,
        } = task;
        let mut chain = came.clone();
        loop {
            let at = chain.evaluations();
            if at_meeting(at, every) && met != at {
                let post = (chain.best_rank(), chain.best().puzzle);
                let mut b = meeting.board.lock().expect("no chain panics");
                let old = b.post(at, every, index, post);
                meeting.posted.notify_all();
                let before = at - every;
                let offer = if before >= since && at_meeting(before, every) {
                    while !b.complete(before, every) {
                        b = meeting.posted.wait(b).expect("no chain panics");
                    }
                    Some(b.best(before, every))
                } else {
                    None
                };
                drop(b);
                drop(old);
                take(&mut chain, offer);
                met = at;
            }
            if at >= target {
                break;
            }
            advance(&mut chain, (target - at).min(until_meeting(at, every)));
        }
        (chain, met, came)
    }
}

// Natively: the board's waits (`complete`) are the threads'.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn a_chain_two_meetings_ahead_keeps_the_post_a_slower_chain_waits_for() {
        // Two chains meeting every 10 evaluations (meeting k at 1 + 10k); a chain posts at k,
        // then reads k − 1. Chain 1 posts at 1, 2 and 3 and waits there for chain 0's post at
        // 2; chain 0 then posts at 2, 3 and 4, each read allowed (chain 1 posted at 1, 2 and
        // 3), and at 5, all before chain 1 wakes up.
        let every = 10;
        let at = |k: u64| 1 + k * every;
        let post = |k: u64| {
            (
                (k as i64, 0),
                Puzzle::Grid {
                    rows: vec![],
                    cat_jump: 1,
                    mouse_jump: 1,
                    turn_limit: 1,
                },
            )
        };
        let mut board = Board::new(2);
        for k in 1..=3 {
            board.post(at(k), every, 1, post(k));
        }
        board.post(at(1), every, 0, post(1));
        for k in 2..=4 {
            board.post(at(k), every, 0, post(k));
            assert!(
                board.complete(at(k - 1), every),
                "chain 0 reads meeting {}",
                k - 1
            );
        }
        // Chain 0 posts at 5 (and then waits for chain 1 at 4).
        board.post(at(5), every, 0, post(5));
        // Chain 1's read of meeting 2 is still there to be made.
        assert!(board.complete(at(2), every));
        assert_eq!(board.best(at(2), every).0, (2, 0));
    }
}
