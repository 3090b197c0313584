//! The several-cats solver against a slow, literal reference (value iteration over ordered cat
//! tuples with explicit successor sets, tests/support/cats.rs), state by state, on thousands of
//! random graphs with 1 to 4 cats and every rule (more in the heavier sweep), 5 to 8 cats on
//! graphs of 2 to 4 nodes; and, with one cat, against the one-cat solver's tables.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{
    solve, solve_cats, CatsGame, CatsRoles, CatsRules, GraphGame, GraphRoles, GraphRules, Player,
};
use support::cats::{rank, RefCats, RefRules, CATS_WIN, DRAW, MOUSE_WINS, NOT_A_POSITION};
use support::Rng;

/// A random instance: graph (one-way edges if `directed`), roles and rules.
#[derive(Clone, Debug)]
struct Instance {
    adj: Vec<Vec<usize>>,
    roles: CatsRoles,
    rules: CatsRules,
}

fn random_instance(rng: &mut Rng, n: usize, k: usize) -> Instance {
    let rules = CatsRules {
        directed: rng.chance(0.3),
        cat_enters_hole: rng.chance(0.25),
        mouse_passes: rng.chance(0.4),
        cat_passes: rng.chance(0.4),
        lazy_cats: rng.chance(0.4),
    };
    let adj = if rules.directed {
        let p = [0.2, 0.35, 0.55][rng.below(3)];
        (0..n)
            .map(|a| (0..n).filter(|&b| b != a && rng.chance(p)).collect())
            .collect()
    } else {
        let (edges, _) = support::random_graph_edges(rng, n);
        support::adjacency(n, &edges)
    };
    // The mouse, then the cats anywhere else (a hole too if they enter holes), then holes on
    // free nodes: none, one or several.
    let mouse = rng.below(n);
    let cats: Vec<usize> = (0..k)
        .map(|_| loop {
            let c = rng.below(n);
            if c != mouse {
                break c;
            }
        })
        .collect();
    let free: Vec<usize> = (0..n)
        .filter(|&a| a != mouse && (rules.cat_enters_hole || !cats.contains(&a)))
        .collect();
    let wanted = [0, 1, 1, 2][rng.below(4)];
    let mut holes = Vec::new();
    for _ in 0..wanted.min(free.len()) {
        let h = free[rng.below(free.len())];
        if !holes.contains(&h) {
            holes.push(h);
        }
    }
    let first = if rng.chance(0.5) {
        Player::Mouse
    } else {
        Player::Cat
    };
    Instance {
        adj,
        roles: CatsRoles {
            mouse,
            cats,
            holes,
            first,
        },
        rules,
    }
}

/// What the cross-check saw, so that a generator gone dull fails.
#[derive(Debug, Default)]
struct Seen {
    instances: usize,
    states: usize,
    bytes: [usize; 4],
    long: usize,
    shared: usize,
}

/// Compares every state of the reference with the solver's entry for its multiset.
fn check(instance: &Instance, seen: &mut Seen) {
    let Instance { adj, roles, rules } = instance;
    let game =
        CatsGame::new(adj, roles.clone(), *rules).unwrap_or_else(|e| panic!("{instance:?}: {e}"));
    let table = solve_cats(&game).unwrap();
    let bytes = table.outcome_bytes().unwrap();
    let distances = table.distances().unwrap();
    let (n, k) = (adj.len(), roles.cats.len());
    let mut holes = vec![false; n];
    for &h in &roles.holes {
        holes[h] = true;
    }
    let reference = RefCats {
        n,
        k,
        adj: adj.clone(),
        holes,
        rules: RefRules {
            cat_enters_hole: rules.cat_enters_hole,
            mouse_passes: rules.mouse_passes,
            cat_passes: rules.cat_passes,
            lazy_cats: rules.lazy_cats,
        },
    }
    .solve();
    let reference_game = RefCats {
        n,
        k,
        adj: adj.clone(),
        holes: vec![false; n],
        rules: RefRules::default(),
    };
    let multisets = support::cats::binomial(n + k - 1, k);
    assert_eq!(bytes.len(), 2 * n * multisets, "{instance:?}");
    for i in 0..reference.outcome.len() {
        let (turn, mouse, cats) = reference_game.state(i);
        let j = (turn * n + mouse) * multisets + rank(&cats);
        let (want, got) = (
            (reference.outcome[i], reference.distance[i]),
            (bytes[j], distances[j]),
        );
        assert_eq!(
            got, want,
            "{instance:?}: turn {turn} mouse {mouse} cats {cats:?} (index {j})"
        );
        seen.states += 1;
        seen.bytes[want.0 as usize] += 1;
        seen.long += usize::from(want.1 >= 6);
        seen.shared += usize::from(cats.windows(2).any(|w| w[0] == w[1]));
    }
    seen.instances += 1;
}

#[test]
fn several_cats_match_the_literal_reference_state_by_state() {
    let mut rng = Rng::new(22);
    let mut seen = Seen::default();
    // (cats, nodes, instances): k = 3 on at most 6 nodes and k = 4 on at most 5 keep the
    // reference quick.
    for (k, max_n, count) in [(1, 8, 1500), (2, 7, 1500), (3, 6, 700), (4, 5, 300)] {
        for _ in 0..count {
            let n = rng.range(2, max_n);
            check(&random_instance(&mut rng, n, k), &mut seen);
        }
    }
    println!("{seen:?}");
    assert_eq!(seen.instances, 4000);
    // Every kind of entry, long chases and cats sharing nodes all occur.
    for byte in [DRAW, MOUSE_WINS, CATS_WIN, NOT_A_POSITION] {
        assert!(seen.bytes[byte as usize] > 1000, "{seen:?}");
    }
    assert!(seen.long > 1000 && seen.shared > 10_000, "{seen:?}");
}

#[test]
fn five_to_eight_cats_match_the_literal_reference_on_small_graphs() {
    // The reference walks every ordered tuple of cats (nᵏ of them) and every joint move: 5
    // cats on up to 4 nodes, 6 to 8 on up to 3.
    let mut rng = Rng::new(58);
    let mut seen = Seen::default();
    for (k, max_n, count) in [(5, 4, 150), (6, 3, 150), (7, 3, 80), (8, 3, 60)] {
        for _ in 0..count {
            let n = rng.range(2, max_n);
            check(&random_instance(&mut rng, n, k), &mut seen);
        }
    }
    println!("{seen:?}");
    assert_eq!(seen.instances, 440);
    for byte in [DRAW, MOUSE_WINS, CATS_WIN, NOT_A_POSITION] {
        assert!(seen.bytes[byte as usize] > 1000, "{seen:?}");
    }
    assert!(seen.long > 100 && seen.shared > 10_000, "{seen:?}");
}

/// The heavier sweep: `cargo test --release --test cats_cross_check -- --ignored` (about a
/// minute): larger graphs, more instances, 4 cats too.
#[test]
#[ignore = "a minute in release: cargo test --release --test cats_cross_check -- --ignored"]
fn several_cats_match_the_literal_reference_on_larger_graphs() {
    let mut rng = Rng::new(2022);
    let mut seen = Seen::default();
    for (k, max_n, count) in [(1, 12, 5000), (2, 9, 5000), (3, 7, 3000), (4, 5, 1000)] {
        for _ in 0..count {
            let n = rng.range(2, max_n);
            check(&random_instance(&mut rng, n, k), &mut seen);
        }
    }
    println!("{seen:?}");
    assert_eq!(seen.instances, 14_000);
}

#[test]
fn one_cat_gives_exactly_the_one_cat_solvers_tables() {
    // Every variant of the graph game, with one cat: the same outcome bytes and distances,
    // entry by entry (the layouts coincide), and lazy cats change nothing with one cat.
    let mut rng = Rng::new(913);
    let mut compared = 0;
    let mut decided = 0;
    for _ in 0..3000 {
        let n = rng.range(3, 12);
        let instance = random_instance(&mut rng, n, 1);
        let Instance { adj, roles, rules } = &instance;
        let Some((&hole, extra)) = roles.holes.split_first() else {
            continue; // the one-cat game needs a hole
        };
        let graph_roles = GraphRoles {
            hole,
            mouse: roles.mouse,
            cat: roles.cats[0],
            first: roles.first,
        };
        let graph_rules = GraphRules {
            directed: rules.directed,
            cat_enters_hole: rules.cat_enters_hole,
            extra_holes: extra.to_vec(),
            mouse_passes: rules.mouse_passes,
            cat_passes: rules.cat_passes,
        };
        let one = GraphGame::with_rules(adj, graph_roles, graph_rules.clone()).unwrap();
        let expected = solve(&one);
        for lazy in [false, true] {
            let cats_rules = CatsRules::from_graph(&graph_rules, lazy);
            assert_eq!(cats_rules.lazy_cats, lazy);
            let cats_roles = CatsRoles::from_graph(graph_roles, &graph_rules);
            assert_eq!(&cats_roles, roles);
            let game = CatsGame::new(adj, cats_roles, cats_rules).unwrap();
            assert_eq!(
                game.moves(),
                cat_mouse::Game::game_moves(&one),
                "{instance:?}"
            );
            let table = solve_cats(&game).unwrap();
            assert_eq!(
                table.outcome_bytes().unwrap(),
                expected.outcome_bytes(),
                "{instance:?} lazy {lazy}"
            );
            assert_eq!(
                table.distances().unwrap(),
                expected.distances(),
                "{instance:?} lazy {lazy}"
            );
            assert_eq!(
                table.start_value(&game),
                expected.start_value(&one),
                "{instance:?}"
            );
        }
        compared += 1;
        decided += expected
            .outcome_bytes()
            .iter()
            .filter(|&&b| b == 1 || b == 2)
            .count();
    }
    println!("{compared} games, {decided} decided states");
    assert!(compared > 1500 && decided > 100_000);
}
