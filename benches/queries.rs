//! The one-cat query paths, timed over every state of a solved table: what the binding's
//! `outcome`, `distance`, `bestMoves`, `legalMoves`, `status`, `after`, `line` and `slice` ask
//! of the core, each family in a function of its own so that callgrind counts each
//! (`valgrind --tool=callgrind target/release/deps/queries-… direct`).
//!
//! ```text
//! queries [direct | trait] [REPS]
//! ```
//!
//! `direct`: the one-cat functions (`OutcomeTable`, `best_moves`, `principal_line`, `rules`);
//! `trait`: the same questions through `&dyn Solved`, as the binding asks them. Prints one line
//! per game and family: the family's time per state (best of `REPS` passes).
//! Run without arguments (as `cargo test --all-targets` does) it runs one pass and checks
//! that the passes saw every kind of answer.
#![allow(missing_docs)]

mod common;

use std::hint::black_box;
use std::time::Instant;

use cat_mouse::rules::{self, Rulebook};
use cat_mouse::{
    best_moves, principal_line, Game, GraphGame, GridGame, OutcomeTable, Player, Position,
    Solution, Solved, State,
};

/// A solved one-cat game, and every state of its table (as one-cat states and as positions).
struct Case<G> {
    name: &'static str,
    game: G,
    table: OutcomeTable,
    solved: Solution<G>,
    states: Vec<State>,
    positions: Vec<Position>,
}

impl<G: Game + Rulebook + Clone> Case<G> {
    fn new(name: &'static str, game: G) -> Case<G> {
        let solved = Solution::new(game.clone());
        let table = solved.table().clone();
        let states: Vec<State> = (0..table.len()).map(|i| table.layout().state(i)).collect();
        let positions = states.iter().map(|&s| Position::from(s)).collect();
        Case {
            name,
            game,
            table,
            solved,
            states,
            positions,
        }
    }
}

impl<G: Game + Rulebook> Case<G> {
    /// The solved game as the binding holds it.
    fn dynamic(&self) -> &dyn Solved {
        &self.solved
    }
}

/// What one pass of a family adds up, so that nothing is optimised away (and the self-check
/// can see the families answered).
type Sum = u64;

#[inline(never)]
fn values_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        if let Some(v) = c.table.value(s).unwrap() {
            sum += u64::from(v.distance) + v.outcome as u64;
        }
    }
    sum
}

#[inline(never)]
fn best_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        sum += best_moves(&c.game, &c.table, s).unwrap().len() as u64;
    }
    sum
}

#[inline(never)]
fn legal_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        if rules::check_position(&c.game, s).is_ok() {
            sum += c.game.legal_moves(s).len() as u64;
        }
    }
    sum
}

#[inline(never)]
fn status_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        if let Ok(Some(status)) = rules::status(&c.game, s) {
            sum += status.name().len() as u64;
        }
    }
    sum
}

#[inline(never)]
fn after_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        if !c.game.is_position(s) {
            continue;
        }
        if let Some(&to) = c.game.legal_moves(s).first() {
            if let Ok(next) = rules::play(&c.game, s, &[to]) {
                sum += u64::from(next.mouse + next.cats.as_slice()[0]);
            }
        }
    }
    sum
}

#[inline(never)]
fn line_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let mut sum = 0;
    for &s in &c.states {
        if c.game.is_position(s) {
            sum += principal_line(&c.game, &c.table, s, 100).unwrap().plies() as u64;
        }
    }
    sum
}

#[inline(never)]
fn slice_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let n = c.game.places() as u32;
    let layout = c.table.layout();
    let mut sum = 0;
    for ranging in Player::ALL {
        for fixed in 0..n {
            for turn in Player::ALL {
                for p in 0..n {
                    let (mouse, cat) = match ranging {
                        Player::Mouse => (p, fixed),
                        Player::Cat => (fixed, p),
                    };
                    let i = layout.index(State::new(mouse, cat, turn));
                    sum += u64::from(c.table.outcome_bytes()[i]);
                    sum += u64::from(c.table.distance_at(i));
                }
            }
        }
    }
    sum
}

#[inline(never)]
fn values_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        if let Some(v) = solved.value(at).unwrap() {
            sum += u64::from(v.distance) + v.outcome as u64;
        }
    }
    sum
}

#[inline(never)]
fn outcome_direct<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let layout = c.table.layout();
    let mut sum = 0;
    for &s in &c.states {
        sum += u64::from(c.table.outcome_bytes()[layout.index(s)]);
    }
    sum
}

#[inline(never)]
fn outcome_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        sum += solved.outcome(at).unwrap().map_or(3, |o| o as u64);
    }
    sum
}

#[inline(never)]
fn best_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        sum += solved.best_moves(at).unwrap().len() as u64;
    }
    sum
}

#[inline(never)]
fn legal_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        if let Ok(moves) = solved.legal_moves(at) {
            sum += moves.len() as u64;
        }
    }
    sum
}

#[inline(never)]
fn status_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        if let Ok(Some(status)) = solved.status(at) {
            sum += status.name().len() as u64;
        }
    }
    sum
}

#[inline(never)]
fn after_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        let Ok(legal) = solved.legal_moves(at) else {
            continue;
        };
        if let Some(mv) = legal.first() {
            if let Ok(next) = solved.after(at, mv.places()) {
                sum += u64::from(next.mouse + next.cats.as_slice()[0]);
            }
        }
    }
    sum
}

#[inline(never)]
fn line_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let mut sum = 0;
    for &at in &c.positions {
        if let Ok(line) = solved.line(at, 100) {
            sum += line.plies() as u64;
        }
    }
    sum
}

#[inline(never)]
fn slice_trait<G: Game + Rulebook>(c: &Case<G>) -> Sum {
    let solved = c.dynamic();
    let n = solved.places() as u32;
    let mut sum = 0;
    for ranging in Player::ALL {
        for fixed in 0..n {
            for turn in Player::ALL {
                let at = Position::from(State::new(fixed, fixed, turn));
                for v in solved.slice(ranging, at).unwrap() {
                    sum += v.map_or(3, |v| v.outcome as u64 + u64::from(v.distance));
                }
            }
        }
    }
    sum
}

/// One family: its name and its pass.
type Family<G> = (&'static str, fn(&Case<G>) -> Sum);

fn families<G: Game + Rulebook>(through_trait: bool) -> Vec<Family<G>> {
    if through_trait {
        vec![
            ("value", values_trait::<G>),
            ("outcome", outcome_trait::<G>),
            ("best", best_trait::<G>),
            ("legal", legal_trait::<G>),
            ("status", status_trait::<G>),
            ("after", after_trait::<G>),
            ("line", line_trait::<G>),
            ("slice", slice_trait::<G>),
        ]
    } else {
        vec![
            ("value", values_direct::<G>),
            ("outcome", outcome_direct::<G>),
            ("best", best_direct::<G>),
            ("legal", legal_direct::<G>),
            ("status", status_direct::<G>),
            ("after", after_direct::<G>),
            ("line", line_direct::<G>),
            ("slice", slice_direct::<G>),
        ]
    }
}

/// Times every family on `case`: the best of `reps` passes, per state.
fn run<G: Game + Rulebook>(case: &Case<G>, reps: usize, through_trait: bool) -> Vec<Sum> {
    let mut sums = Vec::new();
    for (family, pass) in families::<G>(through_trait) {
        let mut best = f64::INFINITY;
        let mut sum = 0;
        for _ in 0..reps {
            let t = Instant::now();
            sum = black_box(pass(black_box(case)));
            best = best.min(t.elapsed().as_secs_f64());
        }
        let per = best / case.states.len() as f64 * 1e9;
        println!("{:<10} {:<7} {per:8.1} ns/state", case.name, family);
        sums.push(sum);
    }
    sums
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let checking = args.is_empty() || args.iter().any(|a| a == "--bench");
    let reps = args
        .iter()
        .find_map(|a| a.parse().ok())
        .unwrap_or(if checking { 1 } else { 5 });
    let graph = Case::new(
        "graph-50",
        GraphGame::new(&common::random_graph(50, 3, 7)).expect("valid graph"),
    );
    let grid = Case::new(
        "grid-8x8",
        GridGame::new(&common::open_grid(8, 0.2, 7), 2, 2).expect("valid grid"),
    );
    if checking {
        // Both paths answer, and alike: the sums of each family are computed alike on both.
        let both = |through_trait| [run(&graph, 1, through_trait), run(&grid, 1, through_trait)];
        let (direct, via) = (both(false), both(true));
        for sums in direct.iter().chain(&via) {
            assert!(
                sums.iter().all(|&s| s > 0),
                "every family answered: {sums:?}"
            );
        }
        assert_eq!(direct, via, "the trait answers as the one-cat functions do");
        println!("queries: every family answered on both games, alike on both paths");
    } else {
        let through_trait = args.iter().any(|a| a == "trait");
        run(&graph, reps, through_trait);
        run(&grid, reps, through_trait);
    }
}
