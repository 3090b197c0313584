//! The designer never panics, whatever it is asked and whatever it is offered: random specs
//! (every goal on both kinds, 0 to 5 cats, node and edge bounds from tiny to complete graphs,
//! grids of every size, jumps and turn limits up to 2³²−1), each built, stepped and offered
//! random puzzles to adopt and start from (graphs from empty to complete, grids, and malformed
//! ones: the wrong size, one-way edges, loops, nodes out of range, ragged or foodless rows),
//! some of them as graph6 text. Every refusal must be an error; a panic (in wasm, a trap) is a
//! failure, reported with the spec that caused it.
//!
//! `DESIGN_FUZZ_SPECS=<n> DESIGN_FUZZ_SEED=<s> cargo test --test design_fuzz` for a longer run.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::panic::{catch_unwind, AssertUnwindSafe};

use cat_mouse::{
    parse_graph6, to_graph6, DesignSpec, Designer, Goal, GraphRoles, GraphSpace, GridSpace, Player,
    Property, Puzzle, Space, Tuning, MAX_DESIGN_NODES,
};
use support::Rng;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A count from a few typical ranges: tiny, small, up to `most`, beyond it, huge.
fn count(rng: &mut Rng, most: usize) -> usize {
    match rng.below(10) {
        0 => rng.below(3),
        1..=3 => rng.range(3, 12.min(most.max(3))),
        4..=7 => rng.range(0, most),
        8 => most.saturating_add(rng.below(3)),
        _ => [u32::MAX as usize, most.saturating_mul(most), 1 << 20][rng.below(3)],
    }
}

fn side(rng: &mut Rng) -> Option<Player> {
    [None, Some(Player::Mouse), Some(Player::Cat)][rng.below(3)]
}

fn goal(rng: &mut Rng) -> Goal {
    let cats = rng.below(6);
    match rng.below(8) {
        0 => Goal::LongestWin { side: side(rng) },
        1 => Goal::DpWrong,
        2 => Goal::TurnLimitDecides,
        3 => Goal::Smallest(match rng.below(3) {
            0 => Property::WinAtLeast {
                plies: [0, 1, 5, 40, u32::MAX][rng.below(5)],
                side: side(rng),
            },
            1 => Property::DpWrong,
            _ => Property::TurnLimitDecides,
        }),
        4 | 5 => Goal::NeedsCats { cats },
        _ => Goal::LongestCapture { cats },
    }
}

/// A random spec, from tiny to dense, valid or not.
fn random_spec(rng: &mut Rng) -> DesignSpec {
    let goal = goal(rng);
    let cats_goal = matches!(goal, Goal::NeedsCats { .. } | Goal::LongestCapture { .. });
    let space = if rng.chance(if cats_goal { 0.9 } else { 0.5 }) {
        // Cops and Robbers goals mostly on as many nodes as their positions allow, where the
        // edges decide the work.
        let solved = match goal {
            Goal::NeedsCats { cats } => cats.saturating_sub(1),
            Goal::LongestCapture { cats } => cats,
            _ => 0,
        };
        let nodes = match (solved, rng.chance(0.7)) {
            (3, true) => rng.range(3, 41),
            (4, true) => rng.range(3, 25),
            _ => count(rng, MAX_DESIGN_NODES),
        };
        let most = nodes.saturating_mul(nodes.saturating_sub(1)) / 2;
        // Edge bounds: the default, sparse, dense (near complete), anything.
        let (min_edges, max_edges) = match rng.below(4) {
            0 => GraphSpace::default_edges(nodes, true),
            1 => (nodes.saturating_sub(1), rng.range(nodes, 2 * nodes + 1)),
            2 => {
                let max = most.saturating_sub(rng.below(most / 4 + 1));
                (max.saturating_sub(rng.below(max / 8 + 1)), max)
            }
            _ => (count(rng, most), count(rng, most)),
        };
        Space::Graph(GraphSpace {
            nodes,
            min_edges,
            max_edges,
            connected: rng.chance(0.7),
        })
    } else {
        let (rows, cols) = (count(rng, 16), count(rng, 16));
        let cells = rows.saturating_mul(cols);
        let cell = |rng: &mut Rng| rng.chance(0.3).then(|| count(rng, cells));
        let jump = |rng: &mut Rng| [0, 1, 2, 16, u32::MAX][rng.below(5)];
        Space::Grid(GridSpace {
            rows,
            cols,
            min_walls: count(rng, cells / 2),
            max_walls: count(rng, cells),
            cat_jump: jump(rng),
            mouse_jump: jump(rng),
            turn_limit: [0, 1, 8, 1000, u32::MAX][rng.below(5)],
            mouse: cell(rng),
            cat: cell(rng),
            food: cell(rng),
        })
    };
    DesignSpec {
        space,
        goal,
        seed: rng.next_u64(),
    }
}

/// A random graph on `n` nodes with about `density` of the possible edges; malformed with
/// some chance (a one-way edge, a loop, a node out of range, a repeated neighbour).
fn random_graph(rng: &mut Rng, n: usize, density: f64) -> Vec<Vec<usize>> {
    let mut adj = rng.pairs_graph(n, density);
    if n > 0 && rng.chance(0.2) {
        let a = rng.below(n);
        match rng.below(4) {
            0 => adj[a].push((a + 1) % n),
            1 => adj[a].push(a),
            2 => adj[a].push(n + rng.below(3)),
            _ => {
                if let Some(&b) = adj[a].first() {
                    adj[a].push(b);
                }
            }
        }
    }
    adj
}

/// A puzzle to offer a designer of `spec`: mostly of its size, sometimes not.
fn offer(rng: &mut Rng, spec: &DesignSpec) -> Puzzle {
    match spec.space {
        Space::Graph(s) => {
            let n = if rng.chance(0.9) {
                s.nodes
            } else {
                rng.below(MAX_DESIGN_NODES + 2)
            };
            let density = [0.0, 0.05, 0.2, 0.5, 0.9, 1.0][rng.below(6)];
            let mut adjacency = random_graph(rng, n, density);
            if rng.chance(0.3) {
                // Through graph6, as the page's chains pass finds to each other.
                if let Ok(text) = to_graph6(&adjacency) {
                    adjacency = parse_graph6(&text).unwrap_or_default();
                }
            }
            Puzzle::Graph {
                adjacency,
                roles: GraphRoles::default(),
            }
        }
        Space::Grid(s) => {
            let rows = if rng.chance(0.9) {
                s.rows
            } else {
                rng.below(18)
            };
            let cols = if rng.chance(0.9) {
                s.cols
            } else {
                rng.below(18)
            };
            let chars = ['.', '.', '.', '#', 'F', 'M', 'C', 'x'];
            let mut rows: Vec<String> = (0..rows)
                .map(|_| {
                    let len = if rng.chance(0.05) {
                        rng.below(18)
                    } else {
                        cols
                    };
                    (0..len).map(|_| chars[rng.below(chars.len())]).collect()
                })
                .collect();
            if rng.chance(0.3) {
                // One food, on a fixed piece's cell or anywhere, the rest floor.
                let cells = s.rows * s.cols;
                let food = [s.mouse, s.cat, s.food, Some(rng.below(cells.max(1)))][rng.below(4)];
                rows = (0..s.rows)
                    .map(|r| {
                        (0..s.cols)
                            .map(|c| {
                                if Some(r * s.cols + c) == food {
                                    'F'
                                } else {
                                    '.'
                                }
                            })
                            .collect()
                    })
                    .collect();
            }
            Puzzle::Grid {
                rows,
                cat_jump: s.cat_jump,
                mouse_jump: s.mouse_jump,
                turn_limit: s.turn_limit,
            }
        }
    }
}

/// Everything a caller can do with one spec; whether the designer was built.
fn exercise(rng: &mut Rng, spec: DesignSpec) -> bool {
    let Ok(mut designer) = Designer::new(spec) else {
        return false;
    };
    designer.step(1 + rng.below(2) as u64);
    for _ in 0..3 {
        let puzzle = offer(rng, &spec);
        let _ = designer.adopt(&puzzle);
        if rng.chance(0.3) {
            let _ = designer.start_from(&puzzle);
        }
    }
    if rng.chance(0.3) {
        let tuning = Tuning {
            weight: 0.5,
            ..Tuning::default()
        };
        let _ = designer.set_tuning(tuning);
    }
    designer.step(1);
    if let Puzzle::Graph { adjacency, .. } = designer.best().puzzle {
        to_graph6(&adjacency).expect("a found graph writes as graph6");
    }
    true
}

#[test]
fn no_spec_and_no_offer_makes_the_designer_panic() {
    let specs = env("DESIGN_FUZZ_SPECS", 300);
    let mut rng = Rng::new(env("DESIGN_FUZZ_SEED", 31));
    // The specs of the findings first: dense Cops and Robbers spaces.
    let dense = |nodes, min_edges, max_edges, goal| DesignSpec {
        space: Space::Graph(GraphSpace {
            nodes,
            min_edges,
            max_edges,
            connected: true,
        }),
        goal,
        seed: 1,
    };
    let mut cases = vec![
        dense(40, 700, 780, Goal::LongestCapture { cats: 3 }),
        dense(25, 250, 300, Goal::LongestCapture { cats: 4 }),
        dense(40, 700, 780, Goal::NeedsCats { cats: 4 }),
    ];
    cases.extend((0..specs).map(|_| random_spec(&mut rng)));
    let (mut built, mut built_cats, mut panicked) = (0, 0, Vec::new());
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for spec in cases {
        let mut case_rng = rng.clone();
        match catch_unwind(AssertUnwindSafe(|| exercise(&mut case_rng, spec))) {
            Ok(made) => {
                built += usize::from(made);
                let cats = matches!(
                    spec.goal,
                    Goal::NeedsCats { .. } | Goal::LongestCapture { .. }
                );
                built_cats += usize::from(made && cats);
            }
            Err(e) => {
                let text = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                panicked.push(format!("{spec:?}: {text}"));
            }
        }
        rng.next_u64();
    }
    std::panic::set_hook(hook);
    assert!(
        panicked.is_empty(),
        "{} specs panicked:\n{}",
        panicked.len(),
        panicked.join("\n")
    );
    println!("{built} built, {built_cats} of them Cops and Robbers");
    // The generator reaches the designer, not only its refusals, Cops and Robbers included.
    assert!(built >= specs as usize / 5, "only {built} specs were built");
    assert!(
        built_cats >= specs as usize / 20,
        "only {built_cats} Cops and Robbers specs were built"
    );
}
