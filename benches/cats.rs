//! Native timings of the several-cats solver and of Cops and Robbers: the speed cases
//! (the cop number of the Petersen graph and of the Robertson graph, a 50-node graph with 3
//! cats), each answer checked before it is timed.
//!
//! `cargo bench --bench cats [FILTER…]` prints a table (median of a few runs, release build;
//! filters keep the cases whose name contains one). Without
//! `--bench` (as `cargo test --all-targets` runs it) it only runs the checks, on small cases.
#![allow(missing_docs)]

#[path = "../tests/support/mod.rs"]
mod support;

use std::hint::black_box;
use std::time::{Duration, Instant};

use cat_mouse::{
    cop_number, solve_cats, CatsGame, CatsMove, CatsRoles, CatsRules, CatsState, CatsTable,
    CopOptions, Outcome, Player,
};
use support::cats as cats_support;
use support::Rng;

/// A random connected graph on `n` nodes with about `n · degree / 2` edges (the tests' one).
fn random_graph(n: usize, degree: usize, seed: u64) -> Vec<Vec<usize>> {
    Rng::new(seed).connected_graph(n, degree)
}

/// Checks `samples` random positions of the table against one step of the rules: a win in `d`
/// has a move to a loss in `d − 1` and none faster; a loss in `d` has only moves to wins, the
/// slowest in `d − 1`; a draw has no move to a loss for the opponent, and one to a draw.
fn check_locally(game: &CatsGame, table: &CatsTable, samples: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    let layout = game.layout();
    let mut checked = 0;
    while checked < samples {
        let state = layout.state(rng.below(layout.len()));
        let Some(here) = table.value(state).unwrap() else {
            continue;
        };
        checked += 1;
        if game.terminal(state).is_some() {
            assert_eq!(here.distance, 0, "{state}");
            continue;
        }
        let next: Vec<_> = game
            .legal_moves(state)
            .unwrap()
            .into_iter()
            .map(|mv| {
                let after = match mv {
                    CatsMove::Mouse(to) => CatsState::new(to, state.cats, Player::Cat),
                    CatsMove::Cats(to) => CatsState::new(state.mouse, to, Player::Mouse),
                };
                table
                    .value(after)
                    .unwrap()
                    .expect("a move leads to a position")
            })
            .collect();
        let mine = Outcome::win_for(state.turn);
        let theirs = Outcome::win_for(state.turn.other());
        match here.outcome {
            o if o == mine => {
                let fastest = next
                    .iter()
                    .filter(|v| v.outcome == mine)
                    .map(|v| v.distance);
                assert_eq!(fastest.min(), Some(here.distance - 1), "{state}");
            }
            Outcome::Draw => {
                assert!(next.iter().all(|v| v.outcome != mine), "{state}");
                assert!(next.iter().any(|v| v.outcome == Outcome::Draw), "{state}");
            }
            _ => {
                assert!(next.iter().all(|v| v.outcome == theirs), "{state}");
                let slowest = next.iter().map(|v| v.distance).max();
                assert_eq!(slowest.map_or(0, |d| d + 1), here.distance, "{state}");
            }
        }
    }
}

/// The median time of `runs` calls.
fn time(runs: usize, mut f: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

/// A timed call (which checks its answer), its size, and whether it is timed once only (the
/// cases near the budgets).
struct Timed {
    size: String,
    run: Box<dyn FnMut()>,
    heavy: bool,
}

/// A case: a name, and what builds (and checks) its timed call.
struct Case {
    name: String,
    make: Box<dyn FnOnce() -> Timed>,
}

fn cop_case(name: &str, graph: Vec<Vec<usize>>, lazy: bool, cats: usize) -> Case {
    let options = CopOptions {
        lazy_cats: lazy,
        ..CopOptions::default()
    };
    Case {
        name: name.to_string(),
        make: Box::new(move || Timed {
            size: format!(
                "{} nodes, {} edges",
                graph.len(),
                cats_support::edges(&graph)
            ),
            run: Box::new(move || {
                let answer = cop_number(black_box(&graph), options).unwrap();
                assert_eq!(answer.cats, Some(cats));
            }),
            heavy: false,
        }),
    }
}

fn solve_case(name: &str, graph: Vec<Vec<usize>>, roles: CatsRoles, rules: CatsRules) -> Case {
    Case {
        name: name.to_string(),
        make: Box::new(move || {
            let game = CatsGame::new(&graph, roles, rules).unwrap();
            let table = solve_cats(&game).unwrap();
            check_locally(&game, &table, 2000, 7);
            Timed {
                size: format!(
                    "{} nodes, {} cats: {} positions, {} moves",
                    game.nodes(),
                    game.cats(),
                    game.positions(),
                    game.moves()
                ),
                heavy: game.moves() > 500_000_000,
                run: Box::new(move || {
                    let again = solve_cats(black_box(&game)).unwrap();
                    assert!(again == table);
                }),
            }
        }),
    }
}

fn main() {
    let bench = std::env::args().any(|a| a == "--bench");
    let cops = CatsRules::cops_and_robbers(false, false);
    let classic = CatsRules::default();
    let roles = |cats: &[usize]| CatsRoles {
        mouse: 1,
        cats: cats.to_vec(),
        holes: vec![0],
        first: Player::Mouse,
    };
    let mut cases = vec![
        cop_case(
            "cop number: Petersen (k ≤ 3)",
            cats_support::petersen(),
            false,
            3,
        ),
        cop_case(
            "cop number, lazy: K3□K3 (k ≤ 3)",
            cats_support::rook(3, 3),
            true,
            3,
        ),
        solve_case(
            "3 cats, Cops and Robbers, random d4",
            random_graph(20, 4, 1),
            roles(&[2, 3, 4]),
            cops,
        ),
    ];
    if bench {
        cases.extend([
            cop_case(
                "cop number: Robertson (k ≤ 4)",
                cats_support::robertson(),
                false,
                4,
            ),
            cop_case(
                "cop number: Q5 (k ≤ 3)",
                cats_support::hypercube(5),
                false,
                3,
            ),
            solve_case(
                "3 cats, Cops and Robbers, random d3",
                random_graph(50, 3, 2),
                roles(&[2, 3, 4]),
                cops,
            ),
            solve_case(
                "3 cats, Cops and Robbers, random d4",
                random_graph(50, 4, 3),
                roles(&[2, 3, 4]),
                cops,
            ),
            solve_case(
                "3 cats, classic rules, random d4",
                random_graph(50, 4, 4),
                roles(&[2, 3, 4]),
                classic,
            ),
            solve_case(
                "3 lazy cats, Cops and Robbers, random d6",
                random_graph(50, 6, 5),
                roles(&[2, 3, 4]),
                CatsRules::cops_and_robbers(false, true),
            ),
            solve_case(
                "4 cats, Cops and Robbers, random d3",
                random_graph(30, 3, 6),
                roles(&[2, 3, 4, 5]),
                cops,
            ),
            // Near the budgets: the most positions, and the most duplicate joint moves.
            solve_case(
                "3 cats, Cops and Robbers, random d3",
                random_graph(100, 3, 8),
                roles(&[2, 3, 4]),
                cops,
            ),
            solve_case(
                "2 cats, Cops and Robbers, complete graph",
                (0..60)
                    .map(|a| (0..60).filter(|&b| b != a).collect())
                    .collect(),
                CatsRoles {
                    holes: vec![],
                    ..roles(&[2, 3])
                },
                cops,
            ),
        ]);
    }
    // Arguments other than flags keep the cases whose name contains one of them.
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    cases.retain(|c| filters.is_empty() || filters.iter().any(|f| c.name.contains(f.as_str())));
    println!("| case | size | median |");
    println!("|---|---|---|");
    for case in cases {
        let mut timed = (case.make)();
        let runs = if bench && !timed.heavy { 5 } else { 1 };
        let t = time(runs, &mut timed.run);
        println!(
            "| {} | {} | {:.1} ms |",
            case.name,
            timed.size,
            t.as_secs_f64() * 1e3
        );
    }
}
