//! Designing puzzles: a seeded local search for graphs and grids that maximise a goal. See
//! [`Designer`] for how it searches and what it promises.
//!
//! This file holds the [`Designer`], its annealing loop and what it answers ([`Found`],
//! [`Puzzle`], [`DesignProgress`]). Beside it, one job per file: `spec.rs` (what is asked,
//! [`DesignSpec`], and why it is refused, [`DesignError`]), `rng.rs` (the search's own
//! generator), `candidate.rs` (the puzzles being edited and their edits) and `score.rs`
//! (solving a candidate and scoring its starts).

mod candidate;
mod chains;
mod rng;
mod score;
mod spec;
mod tuning;

use crate::{GraphRoles, Value};

use candidate::{from_puzzle, random_candidate, Candidate};
pub use chains::{chain_seed, shared_chain, Chains, MAX_CHAINS, SYNC_EVALUATIONS};
use rng::{exp2_neg, Rng};
use score::{evaluate, Eval};
pub use spec::{
    cat_moves, cat_positions, DesignError, DesignSpec, Goal, GraphSpace, GridSpace, Property,
    Space, DESIGN_EVAL_BYTES, MAX_DESIGN_CATS, MAX_DESIGN_CAT_MOVES, MAX_DESIGN_CAT_POSITIONS,
    MAX_DESIGN_NODES, MAX_DESIGN_SIDE, MIN_DESIGN_PLACES,
};
use spec::{clamped, validate};
pub use tuning::{Tuning, MAX_TUNING_EDITS};

/// A puzzle found by the designer, in the shapes the page and the constructors take.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Puzzle {
    /// A graph game with the classic roles (hole 0, mouse 1, cat 2, mouse first).
    Graph {
        /// `adjacency[a]`: the neighbours of `a`, in increasing order.
        adjacency: Vec<Vec<usize>>,
        /// The roles (always the classic ones).
        roles: GraphRoles,
    },
    /// A grid game.
    Grid {
        /// The rows, in `#`, `.`, `C`, `M`, `F`.
        rows: Vec<String>,
        /// The cat's jump.
        cat_jump: u32,
        /// The mouse's jump.
        mouse_jump: u32,
        /// The turn limit in plies.
        turn_limit: u32,
    },
}

/// The best puzzle so far and what it scored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The exact value of its start (without the turn limit on grids): the best start for the
    /// goal, or, if no start counts (say, no win for the wanted side), the first allowed one.
    pub value: Value,
    /// Its score under the goal (see [`Goal`]).
    pub score: i64,
    /// Whether it has the goal's property.
    pub holds: bool,
    /// Its size: edges (graphs) or floor cells (grids).
    pub size: usize,
    /// The evaluation that found it (1 = the starting puzzle).
    pub evaluation: u64,
}

/// What one chunk of search reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DesignProgress {
    /// Evaluations so far, in total (the starting puzzle counts as 1).
    pub evaluations: u64,
    /// The best score so far.
    pub best_score: i64,
    /// The score of the puzzle the search is at now.
    pub current_score: i64,
    /// Whether the best improved during this chunk.
    pub improved: bool,
}

/// The default epoch ([`Tuning::default`]): the chains meet at this period whatever the
/// tuning.
const EPOCH: u64 = 3000;
/// Edits drawn before giving up on finding an allowed one and restarting instead.
const TRIES: usize = 64;

/// A seeded local search for puzzles that maximise a goal.
///
/// It searches a space of puzzles the user bounds ([`GraphSpace`]: nodes, edges,
/// connected or not; [`GridSpace`]: rows, columns, walls, jumps, turn limit, pieces fixed or
/// free) for one that maximises a [`Goal`]: the longest forced win from the start, the widest
/// margin by which the popular `2n`-horizon DP is wrong, a mouse win that the turn limit takes
/// away, or the smallest puzzle with one of these properties.
///
/// # How it searches
/// Simulated annealing over small edits (graph: add, remove or rewire an edge; grid: add,
/// remove or move a wall, move the food), in epochs: each epoch cools from a temperature of 1
/// ply to 0.05, then restarts, alternately from the best puzzle so far and from a fresh
/// random one (the default [`Tuning`]; see [`set_tuning`](Designer::set_tuning)). Every
/// evaluation solves the candidate exactly ([`solve`](crate::solve)) and reads the whole
/// table, so one evaluation scores **every placement of the pieces** at once:
/// on a graph, node labels are free, so any state with the mouse to move can be the start
/// (the best one is relabelled to the classic hole 0, mouse 1, cat 2); on a grid, every cell
/// pair the constraints allow for the mouse and the cat.
///
/// # Deterministic
/// The search uses its own generator, seeded by [`DesignSpec::seed`], integer scores and only
/// correctly rounded float arithmetic (no `exp`, whose last bit differs between platforms). The
/// same seed and the same number of evaluations give the same best puzzle, natively and in
/// wasm, however [`Designer::step`] is chunked.
///
/// ```
/// use cat_mouse::{DesignSpec, Designer, Goal, GraphSpace, Space};
/// let spec = DesignSpec {
///     space: Space::Graph(GraphSpace { nodes: 8, min_edges: 7, max_edges: 16, connected: true }),
///     goal: Goal::LongestWin { side: None },
///     seed: 7,
/// };
/// let mut designer = Designer::new(spec)?;
/// designer.step(300);
/// let best = designer.best();
/// assert!(best.holds && best.value.distance > 0);
/// # Ok::<_, cat_mouse::DesignError>(())
/// ```
///
/// Drive it in chunks ([`step`](Designer::step)), read the best so far at any time
/// ([`best`](Designer::best)). Creating it evaluates a random starting puzzle (evaluation 1).
#[derive(Clone, Debug)]
pub struct Designer {
    spec: DesignSpec,
    rng: Rng,
    evaluations: u64,
    current: Candidate,
    current_eval: Eval,
    best: Candidate,
    best_eval: Eval,
    best_at: u64,
    /// Evaluations into the current epoch.
    epoch_step: u64,
    epochs: u64,
    history: Vec<(u64, i64)>,
    /// The schedule and the move sizes.
    tuning: Tuning,
}

impl Designer {
    /// A designer for `spec`, with its starting puzzle evaluated.
    ///
    /// # Errors
    /// If a constraint is out of range, contradicts another, or the goal does not apply to the
    /// kind of puzzle (see [`DesignError`]).
    pub fn new(spec: DesignSpec) -> Result<Designer, DesignError> {
        Designer::chain(spec, 0)
    }

    /// Chain `chain` of a parallel search (see [`Chains`]): a designer whose generator is
    /// seeded by [`chain_seed`]`(spec.seed, chain)`; its [`spec`](Designer::spec) keeps the
    /// user's seed. Chain 0 is [`Designer::new`].
    ///
    /// # Errors
    /// As [`Designer::new`].
    pub fn chain(spec: DesignSpec, chain: u32) -> Result<Designer, DesignError> {
        validate(&spec)?;
        let spec = clamped(spec);
        let mut rng = Rng(chain_seed(spec.seed, chain) ^ 0x6A09_E667_F3BC_C909);
        let current = random_candidate(&spec.space, &mut rng);
        let current_eval = evaluate(&spec, &current, Tuning::default().weight)?;
        Ok(Designer {
            spec,
            rng,
            evaluations: 1,
            best: current.clone(),
            best_eval: current_eval,
            current,
            current_eval,
            best_at: 1,
            epoch_step: 0,
            epochs: 0,
            history: vec![(1, current_eval.rank.0)],
            tuning: Tuning::default(),
        })
    }

    /// The spec it searches for, with a `max_edges` or `max_walls` above what fits lowered to
    /// what fits.
    #[must_use]
    pub fn spec(&self) -> &DesignSpec {
        &self.spec
    }

    /// Evaluations so far (the starting puzzle counts as 1).
    #[must_use]
    pub fn evaluations(&self) -> u64 {
        self.evaluations
    }

    /// Every improvement of the best score: `(evaluation, score)`, the first being the starting
    /// puzzle.
    #[must_use]
    pub fn history(&self) -> &[(u64, i64)] {
        &self.history
    }

    /// Runs `evaluations` more evaluations (each solves one candidate).
    pub fn step(&mut self, evaluations: u64) -> DesignProgress {
        self.step_while(evaluations, || true)
    }

    /// Runs at most `evaluations` more evaluations, asking `go_on()` before each and stopping
    /// when it answers `false`: a caller's clock or memory check. Evaluations run are the same
    /// as in [`step`](Designer::step): how many ran is in the progress (`evaluations`), and the
    /// search goes on from there at the next call. It also stops at an evaluation that fails
    /// (see [`try_step_while`](Designer::try_step_while)), which is not counted.
    pub fn step_while(&mut self, evaluations: u64, go_on: impl FnMut() -> bool) -> DesignProgress {
        let before = self.best_at;
        self.try_step_while(evaluations, go_on)
            .unwrap_or_else(|_| self.progress(before))
    }

    /// [`step_while`](Designer::step_while), saying why it stopped early if an evaluation
    /// failed: a Cops and Robbers goal's solve ran out of memory (its allocations are
    /// fallible; natively an allocation hardly ever fails, in wasm memory is 4 GiB at most).
    /// The failed evaluation is undone (the generator and the schedule as before it), so the
    /// next call runs it again and the search stays the same as if it had never failed.
    ///
    /// # Errors
    /// [`DesignError::Refused`] with the solver's error; the evaluations before it are kept.
    pub fn try_step_while(
        &mut self,
        evaluations: u64,
        mut go_on: impl FnMut() -> bool,
    ) -> Result<DesignProgress, DesignError> {
        let before = self.best_at;
        for _ in 0..evaluations {
            if !go_on() {
                break;
            }
            self.evaluate_one()?;
        }
        Ok(self.progress(before))
    }

    /// The progress since the best was found at evaluation `before`.
    fn progress(&self, before: u64) -> DesignProgress {
        DesignProgress {
            evaluations: self.evaluations,
            best_score: self.best_eval.rank.0,
            current_score: self.current_eval.rank.0,
            improved: self.best_at != before,
        }
    }

    /// The best puzzle so far.
    #[must_use]
    pub fn best(&self) -> Found {
        found(&self.spec, &self.best, &self.best_eval, self.best_at)
    }

    /// The score of the puzzle the search is at now.
    #[must_use]
    pub fn current_score(&self) -> i64 {
        self.current_eval.rank.0
    }

    /// The best's full rank: its score, then the goal's tie-break. What [`Chains`] compares
    /// when it shares the best find.
    #[must_use]
    pub fn best_rank(&self) -> (i64, i64) {
        self.best_eval.rank
    }

    /// Offers a puzzle found elsewhere (another chain's best): it is evaluated here (not
    /// counted among the evaluations: the schedule stays where it is) and becomes this
    /// designer's best if it ranks strictly higher, so that the next restart from the best
    /// starts from it. Returns whether it was taken. Deterministic: the same offers at the same
    /// evaluation counts give the same search.
    ///
    /// # Errors
    /// [`DesignError::NotInSpace`] if the puzzle is not in the designer's space (wrong size,
    /// too many or too few edges or walls, not connected when asked, a wall on a fixed piece);
    /// an error of the evaluation as in [`try_step_while`](Designer::try_step_while) (a
    /// Cops and Robbers puzzle is checked against the designer's budgets before it is solved,
    /// as every candidate is).
    pub fn adopt(&mut self, puzzle: &Puzzle) -> Result<bool, DesignError> {
        let candidate = from_puzzle(&self.spec.space, puzzle).ok_or(DesignError::NotInSpace)?;
        let eval = evaluate(&self.spec, &candidate, self.tuning.weight)?;
        if eval.rank <= self.best_eval.rank {
            return Ok(false);
        }
        self.best = candidate;
        self.best_eval = eval;
        self.best_at = self.evaluations;
        if self.history.last().map(|h| h.1) != Some(eval.rank.0) {
            self.history.push((self.evaluations, eval.rank.0));
        }
        Ok(true)
    }

    /// Makes `puzzle` (a find of an earlier search, say a record) this designer's best and the
    /// puzzle it is at, so that the search goes on from it; it is evaluated here, not counted
    /// among the evaluations, and the schedule stays where it is. Returns its score. For the
    /// command line's `--from`: a search that starts from a record, reproducible from the same
    /// seed, puzzle and evaluations.
    ///
    /// # Errors
    /// As for [`adopt`](Designer::adopt).
    pub fn start_from(&mut self, puzzle: &Puzzle) -> Result<i64, DesignError> {
        let candidate = from_puzzle(&self.spec.space, puzzle).ok_or(DesignError::NotInSpace)?;
        let eval = evaluate(&self.spec, &candidate, self.tuning.weight)?;
        self.current = candidate.clone();
        self.current_eval = eval;
        if eval.rank > self.best_eval.rank {
            self.best = candidate;
            self.best_eval = eval;
            self.best_at = self.evaluations;
            if self.history.last().map(|h| h.1) != Some(eval.rank.0) {
                self.history.push((self.evaluations, eval.rank.0));
            }
        }
        Ok(eval.rank.0)
    }

    /// With `false`, every restart starts from the best so far (an iterated local search around
    /// it) instead of every other one from a fresh random puzzle. Default `true`. On 17-node
    /// graphs from random starts the default does better; from a record (see
    /// [`start_from`](Designer::start_from)) every restart from the best explores around it.
    pub fn set_fresh_restarts(&mut self, fresh: bool) {
        self.tuning.fresh_restarts = fresh;
    }

    /// Sets the schedule and the move sizes from the next evaluation on (the epoch under way
    /// goes on under the new schedule). [`Tuning::default`] is the search every recorded
    /// command ran.
    ///
    /// # Errors
    /// [`DesignError::Tuning`] for a value out of range ([`Tuning::validate`]); an error of
    /// the evaluation as in [`try_step_while`](Designer::try_step_while) (the tuning is then
    /// not set).
    pub fn set_tuning(&mut self, tuning: Tuning) -> Result<(), DesignError> {
        tuning.validate()?;
        if tuning.weight != self.tuning.weight {
            // The walk's measure changed: the puzzle it is at, measured anew (not counted).
            self.current_eval = evaluate(&self.spec, &self.current, tuning.weight)?;
        }
        self.tuning = tuning;
        Ok(())
    }

    /// The schedule and the move sizes.
    #[must_use]
    pub fn tuning(&self) -> Tuning {
        self.tuning
    }

    /// One evaluation: an edit of the current puzzle (or a restart at the end of an epoch),
    /// accepted or not by the annealing rule. If the evaluation fails, nothing changes: the
    /// generator and the schedule are put back as they were before it.
    fn evaluate_one(&mut self) -> Result<(), DesignError> {
        let (rng, epoch_step, epochs) = (self.rng.clone(), self.epoch_step, self.epochs);
        let undo = |d: &mut Designer| {
            (d.rng, d.epoch_step, d.epochs) = (rng.clone(), epoch_step, epochs);
        };
        let space = self.spec.space;
        let tuning = self.tuning;
        let restart = self.epoch_step >= tuning.epoch;
        let candidate = if restart {
            self.epoch_step = 0;
            self.epochs += 1;
            // Odd epochs go back to the best so far (kicked away from it by `kick` edits),
            // even ones start afresh.
            if self.epochs % 2 == 1 || !tuning.fresh_restarts {
                let mut c = self.best.clone();
                for _ in 0..tuning.kick {
                    self.edit(&mut c);
                }
                c
            } else {
                random_candidate(&space, &mut self.rng)
            }
        } else {
            // One edit, or 1 to `moves` of them (no draw when `moves` is 1, so the default
            // search draws what it always drew).
            let edits = if tuning.moves > 1 {
                1 + self.rng.below(tuning.moves as usize)
            } else {
                1
            };
            let mut c = self.current.clone();
            for _ in 0..edits {
                if !self.edit(&mut c) {
                    c = random_candidate(&space, &mut self.rng);
                    break;
                }
            }
            c
        };
        let eval = match evaluate(&self.spec, &candidate, self.tuning.weight) {
            Ok(eval) => eval,
            Err(e) => {
                undo(self);
                return Err(e);
            }
        };
        self.evaluations += 1;
        self.epoch_step += 1;
        let accept = restart || eval.walk >= self.current_eval.walk || {
            // Worse by `drop` plies: accepted with probability 2^(−drop / T).
            let drop = (self.current_eval.walk.0 - eval.walk.0) as f64;
            let temperature = tuning.temperature(self.epoch_step);
            drop == 0.0 || self.rng.unit() < exp2_neg(drop / temperature)
        };
        if eval.rank > self.best_eval.rank {
            self.best = candidate.clone();
            self.best_eval = eval;
            self.best_at = self.evaluations;
            if self.history.last().map(|h| h.1) != Some(eval.rank.0) {
                self.history.push((self.evaluations, eval.rank.0));
            }
        }
        if accept {
            self.current = candidate;
            self.current_eval = eval;
        }
        Ok(())
    }

    /// Applies one allowed random edit to `c`; `false` if none was found in [`TRIES`] draws.
    fn edit(&mut self, c: &mut Candidate) -> bool {
        for _ in 0..TRIES {
            let done = match (c as &mut Candidate, &self.spec.space) {
                (Candidate::Graph(g), Space::Graph(s)) => g.mutate(
                    s,
                    &mut self.rng,
                    self.tuning.hole_moves,
                    self.tuning.node_moves,
                ),
                (Candidate::Grid(g), Space::Grid(s)) => g.mutate(s, &mut self.rng),
                // Not reachable: every candidate is made for this designer's space.
                _ => unreachable!("the candidate matches the space"),
            };
            if done {
                return true;
            }
        }
        false
    }
}

/// The found puzzle, with the best start placed: graphs relabelled so that the hole is 0, the
/// mouse 1 and the cat 2.
fn found(spec: &DesignSpec, candidate: &Candidate, eval: &Eval, evaluation: u64) -> Found {
    let (m, c) = (eval.start.0 as usize, eval.start.1 as usize);
    let puzzle = match (candidate, &spec.space) {
        (Candidate::Graph(g), Space::Graph(_)) => {
            let n = g.adj.len();
            // New labels: hole 0 stays 0, the mouse's node becomes 1, the cat's 2, the others
            // keep their order.
            let mut label: Vec<usize> = (0..n).collect();
            let mut next = 3;
            for (v, l) in label.iter_mut().enumerate() {
                *l = match v {
                    0 => 0,
                    _ if v == m => 1,
                    _ if v == c => 2,
                    _ => {
                        next += 1;
                        next - 1
                    }
                };
            }
            let lists = g.lists();
            let mut adjacency = vec![Vec::new(); n];
            for (v, list) in lists.iter().enumerate() {
                let mut mapped: Vec<usize> = list.iter().map(|&w| label[w]).collect();
                mapped.sort_unstable();
                adjacency[label[v]] = mapped;
            }
            Puzzle::Graph {
                adjacency,
                roles: GraphRoles::default(),
            }
        }
        (Candidate::Grid(g), Space::Grid(s)) => {
            let chars = g.chars(m, c);
            Puzzle::Grid {
                rows: chars.chunks(s.cols).map(|r| r.iter().collect()).collect(),
                cat_jump: s.cat_jump,
                mouse_jump: s.mouse_jump,
                turn_limit: s.turn_limit,
            }
        }
        // Not reachable: every candidate is made for this designer's space.
        _ => unreachable!("the candidate matches the space"),
    };
    Found {
        puzzle,
        value: eval.value,
        score: eval.rank.0,
        holds: eval.holds,
        size: eval.size,
        evaluation,
    }
}
