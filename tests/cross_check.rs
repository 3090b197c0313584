//! The solver against independent references, state by state, on thousands of random instances.
//!
//! The references (in `support/reference.rs`) are written from the rules alone: their move lists
//! come from the raw adjacency lists and grid strings, never from the crate's `Game` or `Moves`.
//!
//! - [`value_iteration`]: forward value iteration to a fixed point; every state's outcome and
//!   distance must equal the solver's.
//! - [`history_search`]: literal game-tree search applying the repetition rule to the move
//!   history; the solver's "never decided = draw" must equal it on graphs of up to 10 nodes.
//! - [`limited_game`]: finite-horizon backward induction of the grid game with a turn limit; the
//!   solver's distances must give it for every state and every number of plies left.
//!
//! Every instance also goes through the solver's other paths: the early-exit [`solve_start`] (with
//! several bounds), the observed solve, and a solve with a tiny distance cap (distances in the
//! side list), each compared with the reference.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::ops::ControlFlow;

use cat_mouse::{
    can_mouse_win, cat_mouse_game, solve, solve_observed, solve_start, solve_with_distance_cap,
    Game, GraphGame, GraphRoles, GraphRules, GridGame, Layout, Outcome, OutcomeTable, Phase,
    Player, Progress, State, Value, NOT_A_POSITION,
};
use support::reference::{
    all_positions, history_search, history_search_within, limited_game, mouse_wins_limited,
    value_iteration, RefGame, RefGraphRules, RefGridRules, RefSolution, CAT, MOUSE,
};
use support::{
    adjacency, random_graph, random_graph_variant, random_grid, random_grid_variant, GraphInstance,
    GraphVariantInstance, GridInstance, GridVariantInstance, Rng, GRAPH_VARIANTS, GRID_VARIANTS,
};

fn ref_graph(adj: &[Vec<usize>], roles: GraphRoles) -> RefGame {
    RefGame::graph(
        adj,
        roles.hole,
        roles.mouse,
        roles.cat,
        roles.first == Player::Mouse,
    )
}

fn ref_grid(inst: &GridInstance) -> RefGame {
    RefGame::grid(&inst.rows, inst.cat_jump, inst.mouse_jump)
}

fn describe(g: &RefGame, i: usize) -> String {
    let (t, m, c) = g.state(i);
    format!(
        "index {i} (mouse on {m}, cat on {c}, {} to move)",
        if t == MOUSE { "mouse" } else { "cat" }
    )
}

/// Asserts that `table` equals the reference on every index, naming the first difference.
fn assert_same_table(
    what: &dyn std::fmt::Display,
    g: &RefGame,
    want: &RefSolution,
    table: &OutcomeTable,
) {
    assert_eq!(table.len(), g.len(), "{what}: table length");
    assert_eq!(table.layout(), Layout::new(g.n), "{what}: layout");
    let (bytes, distances) = (table.outcome_bytes(), table.distances());
    for i in 0..g.len() {
        let got = (bytes[i], distances[i]);
        let expected = (want.outcome[i], want.distance[i]);
        assert_eq!(
            got,
            expected,
            "{what}: {} (outcome byte, distance): expected {expected:?}, got {got:?}",
            describe(g, i)
        );
        // The other accessors agree with the bulk ones.
        assert_eq!(
            table.distance_at(i),
            distances[i],
            "{what}: distance_at({i})"
        );
        match table.value_at(i) {
            None => assert_eq!(bytes[i], NOT_A_POSITION, "{what}: value_at({i})"),
            Some(v) => assert_eq!(
                (v.outcome as u8, v.distance),
                expected,
                "{what}: value_at({i})"
            ),
        }
    }
    let mut counts = [0usize; 4];
    for &b in &want.outcome {
        counts[b as usize] += 1;
    }
    assert_eq!(table.counts(), counts, "{what}: counts");
    let max = want.distance.iter().copied().max().unwrap_or(0);
    assert_eq!(table.max_distance(), max, "{what}: max_distance");
}

/// The other paths to the same answers, against the reference solution `want` of `game`:
///
/// - `solve_start` with no bound, and with bounds just below, at and above the start's
///   distance, and 0;
/// - the observed solve, whose table must equal `table`;
/// - a solve with a distance cap of `cap` plies (distances from `cap` on in the side list),
///   every state against the reference (skipped for `cap = None`).
fn check_other_paths<G: Game>(
    what: &dyn std::fmt::Display,
    game: &G,
    g: &RefGame,
    want: &RefSolution,
    table: &OutcomeTable,
    cap: Option<u16>,
) {
    let (m, c, t) = g.start;
    let i = g.index(t, m, c);
    let start = match (want.outcome[i], want.distance[i]) {
        (0, _) => None,
        (outcome, distance) => Some(Value {
            outcome: Outcome::from_u8(outcome).unwrap(),
            distance,
        }),
    };
    assert_eq!(solve_start(game, u32::MAX), start, "{what}: solve_start");
    if let Some(v) = start {
        for bound in [v.distance.saturating_sub(1), v.distance, v.distance + 1, 0] {
            let expected = (v.distance <= bound).then_some(v);
            assert_eq!(
                solve_start(game, bound),
                expected,
                "{what}: solve_start within {bound}"
            );
        }
    }
    let observed = solve_observed(game, &mut |_: &Progress| ControlFlow::Continue(())).unwrap();
    assert!(observed == *table, "{what}: observed solve differs");
    if let Some(cap) = cap {
        let capped = solve_with_distance_cap(game, cap);
        assert_same_table(&format!("{what} (distance cap {cap})"), g, want, &capped);
    }
}

/// Solves a graph instance both ways and compares every state; also `cat_mouse_game`.
fn check_graph(inst: &GraphInstance) {
    println!("{inst}");
    let game = GraphGame::with_roles(&inst.adj, inst.roles)
        .unwrap_or_else(|e| panic!("{inst}: rejected: {e}"));
    let g = ref_graph(&inst.adj, inst.roles);
    let want = value_iteration(&g);
    let table = solve(&game);
    assert_same_table(inst, &g, &want, &table);
    check_other_paths(inst, &game, &g, &want, &table, Some(3));
    let (m, c, t) = g.start;
    let start = table.start_value(&game);
    assert_eq!(
        start.outcome as u8,
        want.outcome[g.index(t, m, c)],
        "{inst}: start value"
    );

    // LeetCode 913 on the same adjacency, classic roles.
    let classic = value_iteration(&ref_graph(&inst.adj, GraphRoles::default()));
    let n = inst.adj.len();
    let expected = classic.outcome[n + 2]; // (turn 0, mouse 1, cat 2) = (0 * n + 1) * n + 2
    assert_eq!(
        cat_mouse_game(&inst.adj),
        Ok(expected),
        "{inst}: cat_mouse_game"
    );
}

/// Solves a grid instance both ways and compares every state; also `can_mouse_win` against the
/// finite-horizon reference with the default limit of 1000 plies.
fn check_grid(inst: &GridInstance) {
    println!("{inst}");
    let game = GridGame::new(&inst.rows, inst.cat_jump, inst.mouse_jump)
        .unwrap_or_else(|e| panic!("{inst}: rejected: {e}"));
    let g = ref_grid(inst);
    let want = value_iteration(&g);
    let table = solve(&game);
    assert_same_table(inst, &g, &want, &table);
    check_other_paths(inst, &game, &g, &want, &table, Some(4));
    let expected = mouse_wins_limited(&g, 1000);
    assert_eq!(
        can_mouse_win(&inst.rows, inst.cat_jump, inst.mouse_jump),
        Ok(expected),
        "{inst}: can_mouse_win"
    );
}

/// The cross-check fails on a planted bug: a solver that lets the cat into the hole (here the
/// crate's own solver under that rule, `cat_enters_hole`) against the classic reference. On
/// random graphs the comparison must tell them apart on most instances, as it must agree with
/// the right tables everywhere else in this file.
#[test]
fn the_cross_check_catches_a_planted_bug() {
    let mut rng = Rng::new(33);
    let (mut caught, tries) = (0, 200);
    for _ in 0..tries {
        let inst = random_graph(&mut rng, 4, 9);
        let rules = GraphRules {
            cat_enters_hole: true,
            ..GraphRules::default()
        };
        let buggy = GraphGame::with_rules(&inst.adj, inst.roles, rules).unwrap();
        let planted = solve(&buggy);
        let g = ref_graph(&inst.adj, inst.roles);
        let want = value_iteration(&g);
        let compare = || assert_same_table(&inst, &g, &want, &planted);
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(compare)).is_err() {
            caught += 1;
        }
    }
    println!("the planted bug caught on {caught} of {tries} graphs");
    assert!(
        caught > tries / 2,
        "caught on {caught} of {tries} graphs only"
    );
}

#[test]
fn graph_tables_match_value_iteration_on_random_graphs() {
    let mut rng = Rng::new(913);
    for _ in 0..3000 {
        check_graph(&random_graph(&mut rng, 3, 10));
    }
}

#[test]
fn graph_tables_match_value_iteration_on_larger_random_graphs() {
    let mut rng = Rng::new(0x913_0002);
    for _ in 0..60 {
        check_graph(&random_graph(&mut rng, 11, 40));
    }
}

#[test]
fn graphs_just_above_the_small_solver_match_value_iteration() {
    // 65 to 80 nodes: more places than the small solver takes (64 a player), so `solve` and
    // `solve_start` take the large solver, with fast byte counters.
    let mut rng = Rng::new(0x913_0065);
    for _ in 0..24 {
        check_graph(&random_graph(&mut rng, 65, 80));
    }
}

#[test]
fn graph_tables_match_on_every_role_assignment_of_small_graphs() {
    // Every (hole, mouse, cat, first) on a few fixed shapes: pendant, cycle, disconnected.
    let shapes: Vec<(&'static str, Vec<Vec<usize>>)> = vec![
        ("path of 4", adjacency(4, &[(0, 1), (1, 2), (2, 3)])),
        (
            "C5 + isolated",
            adjacency(6, &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)]),
        ),
        (
            "triangle + pendant + pendant-of-hole",
            adjacency(5, &[(0, 1), (1, 2), (2, 0), (2, 3), (0, 4)]),
        ),
        (
            "two triangles",
            adjacency(6, &[(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)]),
        ),
        (
            "K4",
            adjacency(4, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]),
        ),
    ];
    for (kind, adj) in shapes {
        let n = adj.len();
        for hole in 0..n {
            for mouse in 0..n {
                for cat in 0..n {
                    if hole == mouse || hole == cat || mouse == cat {
                        continue;
                    }
                    for first in Player::ALL {
                        let roles = GraphRoles {
                            hole,
                            mouse,
                            cat,
                            first,
                        };
                        check_graph(&GraphInstance {
                            adj: adj.clone(),
                            roles,
                            kind,
                        });
                    }
                }
            }
        }
    }
}

#[test]
fn grid_tables_match_value_iteration_on_random_grids() {
    let mut rng = Rng::new(1728);
    for _ in 0..1500 {
        check_grid(&random_grid(&mut rng, 5, 5));
    }
}

#[test]
fn grid_tables_match_value_iteration_on_corridors() {
    // 1 x k corridors: the thinnest boards, where jumps over the other piece matter most.
    let mut rng = Rng::new(0x1728_0002);
    for _ in 0..300 {
        let mut inst = random_grid(&mut rng, 1, 12);
        if inst.rows[0].len() < 3 {
            continue;
        }
        inst.cat_jump = rng.range(1, 5) as u32;
        check_grid(&inst);
    }
}

#[test]
fn history_search_agrees_with_the_table_on_small_graphs() {
    // The retrograde "never decided = draw" equals the repetition rule on the actual move history,
    // from every position taken as the start of a game (the hole fixed by the game). The search is
    // exponential in the worst case: each graph gets a budget of visited positions, and the few
    // graphs that exceed it are counted and bounded rather than searched for minutes.
    let mut rng = Rng::new(0x5EA2C4);
    let (mut roots, mut over_budget, mut graphs) = (0, 0, 0);
    for round in 0..1500 {
        let inst = if round < 1000 {
            random_graph(&mut rng, 3, 7)
        } else {
            random_graph(&mut rng, 8, 10)
        };
        println!("{inst}");
        let game = GraphGame::with_roles(&inst.adj, inst.roles).unwrap();
        let table = solve(&game);
        let g = ref_graph(&inst.adj, inst.roles);
        let mut budget = 300_000u64;
        graphs += 1;
        for i in all_positions(&g) {
            let (t, m, c) = g.state(i);
            let Some(literal) = history_search_within(&g, m, c, t, &mut budget) else {
                over_budget += 1;
                break;
            };
            assert_eq!(
                table.outcome_bytes()[i],
                literal,
                "{inst}: {}: history search",
                describe(&g, i)
            );
            roots += 1;
        }
        if round < 1000 {
            // Up to 7 nodes every graph must fit the budget: these are searched completely.
            assert_eq!(over_budget, 0, "{inst}: over budget");
            let (m, c, t) = g.start;
            assert_eq!(
                table.start_value(&game).outcome as u8,
                history_search(&g, m, c, t),
                "{inst}: start"
            );
            if inst.roles == GraphRoles::default() {
                assert_eq!(
                    cat_mouse_game(&inst.adj),
                    Ok(history_search(&g, 1, 2, MOUSE)),
                    "{inst}: cat_mouse_game"
                );
            }
        }
    }
    println!("{roots} positions searched; {over_budget} of {graphs} graphs over budget");
    assert!(
        roots > 50_000 && over_budget * 20 < graphs,
        "{roots} positions, {over_budget} of {graphs} graphs over budget"
    );
}

#[test]
fn limited_game_matches_distances_for_every_state_and_plies_left() {
    let mut rng = Rng::new(0x1000);
    for _ in 0..250 {
        let inst = random_grid(&mut rng, 4, 4);
        println!("{inst}");
        let game = GridGame::new(&inst.rows, inst.cat_jump, inst.mouse_jump).unwrap();
        let table = solve(&game);
        let g = ref_grid(&inst);
        let positions = all_positions(&g);
        limited_game(&g, &positions, 40, |left, wins| {
            for &i in &positions {
                let v = table.value_at(i).expect("a position");
                let got = GridGame::limited(v, left as u32) == Outcome::MouseWin;
                assert_eq!(
                    got,
                    wins[i],
                    "{inst}: {} with {left} plies left: value {v}",
                    describe(&g, i)
                );
            }
        });
        // A game built with a turn limit applies it to the start.
        let (m, c, t) = g.start;
        let start = g.index(t, m, c);
        for limit in [1u32, 2, 3, 5, 8, 13, 21, 40] {
            let limited =
                GridGame::with_turn_limit(&inst.rows, inst.cat_jump, inst.mouse_jump, limit)
                    .unwrap();
            let v = solve(&limited).start_value(&limited);
            let mut expected = false;
            limited_game(&g, &positions, limit as usize, |left, wins| {
                if left == limit as usize {
                    expected = wins[start];
                }
            });
            assert_eq!(
                GridGame::limited(v, limited.turn_limit()) == Outcome::MouseWin,
                expected,
                "{inst}: limit {limit}"
            );
        }
    }
}

#[test]
fn can_mouse_win_matches_the_limited_game_with_1000_plies() {
    let mut rng = Rng::new(0x1001);
    for _ in 0..300 {
        let inst = random_grid(&mut rng, 5, 5);
        println!("{inst}");
        let g = ref_grid(&inst);
        assert_eq!(
            can_mouse_win(&inst.rows, inst.cat_jump, inst.mouse_jump),
            Ok(mouse_wins_limited(&g, 1000)),
            "{inst}"
        );
    }
}

/// A hub adjacent to `leaves` other nodes plus sparse random edges among them: the hub's degree
/// is at least `leaves`, which (at 255 or more moves) switches the solver to 16-bit counters.
fn hub_graph(rng: &mut Rng, leaves: usize, extra: f64) -> Vec<Vec<usize>> {
    let n = leaves + 1;
    let hub = 3; // neither the hole nor a classic start
    let mut edges: Vec<(usize, usize)> = (0..n).filter(|&x| x != hub).map(|x| (hub, x)).collect();
    for a in 0..n {
        for b in a + 1..n {
            if rng.chance(extra) {
                edges.push((a, b));
            }
        }
    }
    adjacency(n, &edges)
}

#[test]
fn wide_hubs_around_the_counter_width_switch_match_value_iteration() {
    // Hub degrees around both switches of the early exit's counters: below 128 (fast byte
    // counters), 128 to 254 (checked byte counters), 255 and more (16-bit counters). With the
    // hole a leaf of the hub, the cat's hub degree is one less than the mouse's: both sides of
    // each switch are hit.
    let mut rng = Rng::new(255);
    for leaves in [126, 127, 128, 129, 254, 255, 256, 300] {
        for (extra, hole_on_hub) in [(0.0, true), (0.01, true), (0.01, false)] {
            let mut adj = hub_graph(&mut rng, leaves, extra);
            if !hole_on_hub {
                // Detach the hole from the hub: reachable only through the random edges.
                adj[3].retain(|&x| x != 0);
                adj[0].retain(|&x| x != 3);
            }
            for first in Player::ALL {
                let roles = GraphRoles {
                    hole: 0,
                    mouse: 1,
                    cat: 2,
                    first,
                };
                let inst = GraphInstance {
                    adj: adj.clone(),
                    roles,
                    kind: "hub",
                };
                let game = GraphGame::with_roles(&adj, roles).unwrap();
                println!("hub graph: {leaves} leaves, extra {extra}, hole on hub {hole_on_hub}, first {first}");
                let g = ref_graph(&adj, roles);
                let want = value_iteration(&g);
                let table = solve(&game);
                // The message prints the whole instance only if something differs.
                assert_same_table(&inst, &g, &want, &table);
                check_other_paths(&inst, &game, &g, &want, &table, None);
            }
        }
    }
}

#[test]
fn many_refuted_moves_and_one_escape_match_value_iteration() {
    // K(2, k) with an escape: the mouse on hub 1 and the cat on hub 2 share k leaves, so all but
    // one of the mouse's k moves walk next to the cat and are refuted at the first level; the one
    // leaf the cat's hub misses (node 3) leads to a 5-cycle, where the mouse may survive. A
    // counter that saturates or wraps below k would call the hub position lost after the first
    // level instead of counting the escape. The hole hangs off the cycle, so the escape can win.
    for k in [127usize, 128, 254, 255, 256, 300] {
        let leaves = 3..3 + k;
        let cycle: Vec<usize> = (3 + k..3 + k + 5).collect();
        let mut edges = Vec::new();
        for x in leaves {
            edges.push((1, x));
            if x != 3 {
                edges.push((2, x));
            }
        }
        edges.push((3, cycle[0]));
        for i in 0..5 {
            edges.push((cycle[i], cycle[(i + 1) % 5]));
        }
        for hole_edge in [None, Some((0, cycle[2]))] {
            let mut edges = edges.clone();
            edges.extend(hole_edge);
            let adj = adjacency(3 + k + 5, &edges);
            for first in Player::ALL {
                let roles = GraphRoles {
                    hole: 0,
                    mouse: 1,
                    cat: 2,
                    first,
                };
                let inst = GraphInstance {
                    adj: adj.clone(),
                    roles,
                    kind: "K(2,k) with an escape",
                };
                println!("K(2,{k}) with an escape, hole edge {hole_edge:?}, first {first}");
                let game = GraphGame::with_roles(&adj, roles).unwrap();
                let g = ref_graph(&adj, roles);
                let want = value_iteration(&g);
                let table = solve(&game);
                assert_same_table(&inst, &g, &want, &table);
                check_other_paths(&inst, &game, &g, &want, &table, None);
                // The hub position is not lost: the escape keeps it open.
                let hub = g.index(MOUSE, 1, 2);
                assert_ne!(
                    want.outcome[hub],
                    support::reference::CAT_WINS,
                    "K(2,{k}): the escape is useless"
                );
            }
        }
    }
}

#[test]
fn long_row_with_a_long_jump_matches_value_iteration() {
    // A 1 x 300 row: a jump of 299 gives every cell 300 moves (16-bit counters). A few walls cut
    // the jumps in some places; cat and mouse jumps differ so both move tables are exercised.
    let mut rng = Rng::new(300);
    for (mouse_jump, cat_jump, walls) in [(299u32, 2u32, 0usize), (2, 299, 0), (299, 299, 3)] {
        let mut row = vec![b'.'; 300];
        for _ in 0..walls {
            row[rng.range(10, 290)] = b'#';
        }
        row[0] = b'M';
        row[150] = b'C';
        row[299] = b'F';
        let rows = vec![String::from_utf8(row).unwrap()];
        let inst = GridInstance {
            rows,
            cat_jump,
            mouse_jump,
        };
        println!("{inst}");
        let game = GridGame::new(&inst.rows, cat_jump, mouse_jump).unwrap();
        let g = ref_grid(&inst);
        let (want, table) = (value_iteration(&g), solve(&game));
        assert_same_table(&inst, &g, &want, &table);
        check_other_paths(&inst, &game, &g, &want, &table, None);
    }
}

#[test]
fn reference_moves_match_the_game_moves() {
    // Not a check of the solver: a check that the two independent move generators read the rules
    // the same way, so that a disagreement above points at the solver and not at the reading.
    let mut rng = Rng::new(77);
    for _ in 0..300 {
        let inst = random_grid(&mut rng, 5, 5);
        let game = GridGame::new(&inst.rows, inst.cat_jump, inst.mouse_jump).unwrap();
        let g = ref_grid(&inst);
        for (t, p) in [(MOUSE, Player::Mouse), (CAT, Player::Cat)] {
            for x in 0..g.n {
                let mut want: Vec<u32> = g.moves[t][x].iter().map(|&y| y as u32).collect();
                want.sort_unstable();
                use cat_mouse::Game;
                assert_eq!(game.moves(p).of(x), &want[..], "{inst}: {p} moves from {x}");
            }
        }
    }
}

#[test]
fn grid_tables_match_value_iteration_on_larger_random_grids() {
    let mut rng = Rng::new(0x1728_0003);
    for _ in 0..40 {
        let mut inst = random_grid(&mut rng, 9, 9);
        while inst.rows.len() * inst.rows[0].len() < 30 {
            inst = random_grid(&mut rng, 9, 9);
        }
        check_grid(&inst);
    }
}

/// A serpentine maze `width` wide with `pairs` open rows, the mouse at the top left, the food at
/// the far end, and the cat somewhere along the way: long chases and long distances.
fn serpentine(width: usize, pairs: usize, cat_row: usize) -> Vec<String> {
    let mut rows = Vec::new();
    for p in 0..pairs {
        rows.push(vec![b'.'; width]);
        if p + 1 < pairs {
            let mut wall = vec![b'#'; width];
            wall[if p % 2 == 0 { width - 1 } else { 0 }] = b'.';
            rows.push(wall);
        }
    }
    rows[0][0] = b'M';
    rows[2 * cat_row][width / 2] = b'C';
    let last = rows.len() - 1;
    rows[last][if pairs % 2 == 0 { 0 } else { width - 1 }] = b'F';
    rows.into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect()
}

#[test]
fn long_chases_in_serpentine_mazes_match_value_iteration() {
    // Distances in the hundreds of plies: many solver levels, and the cat both behind and ahead.
    let mut longest = 0;
    for (width, pairs, cat_row, cat_jump, mouse_jump) in [
        (6, 6, 0, 1, 1),
        (6, 6, 5, 1, 2),
        (8, 5, 2, 2, 1),
        (5, 8, 7, 1, 1),
        (10, 4, 3, 3, 3),
        (3, 12, 6, 1, 1),
        (4, 16, 15, 1, 1),
        (4, 16, 0, 1, 1),
    ] {
        let inst = GridInstance {
            rows: serpentine(width, pairs, cat_row),
            cat_jump,
            mouse_jump,
        };
        check_grid(&inst);
        let d = solve(&GridGame::new(&inst.rows, cat_jump, mouse_jump).unwrap()).max_distance();
        println!("longest distance {d}");
        longest = longest.max(d);
    }
    assert!(longest >= 150, "longest distance {longest}");
}

#[test]
fn rows_around_the_counter_width_switch_match_value_iteration() {
    // 1 x k rows with unbounded jumps: every cell has k moves (staying included), so for the early
    // exit k = 127 keeps fast byte counters, k = 128 and 254 take checked byte counters, and
    // k = 255, 256 take 16-bit ones.
    for k in [127usize, 128, 254, 255, 256] {
        let mut row = vec![b'.'; k];
        row[0] = b'M';
        row[k / 2] = b'C';
        row[k - 1] = b'F';
        for (cat_jump, mouse_jump) in [(k as u32, 1), (1, k as u32)] {
            let inst = GridInstance {
                rows: vec![String::from_utf8(row.clone()).unwrap()],
                cat_jump,
                mouse_jump,
            };
            println!("{inst}");
            let game = GridGame::new(&inst.rows, cat_jump, mouse_jump).unwrap();
            let g = ref_grid(&inst);
            let (want, table) = (value_iteration(&g), solve(&game));
            assert_same_table(&inst, &g, &want, &table);
            check_other_paths(&inst, &game, &g, &want, &table, None);
        }
    }
}

/// A grid with many walls: every cell a wall with probability `p`, plus whole wall rows and
/// columns (places no piece may stand on, in runs the compact index must skip), pieces on three
/// distinct floor cells.
fn walled_grid(rng: &mut Rng, rows: usize, cols: usize, p: f64) -> Option<GridInstance> {
    let mut board: Vec<Vec<u8>> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if rng.chance(p) { b'#' } else { b'.' })
                .collect()
        })
        .collect();
    if rows > 2 {
        let r = rng.below(rows);
        board[r].fill(b'#');
    }
    if cols > 2 {
        let c = rng.below(cols);
        for row in &mut board {
            row[c] = b'#';
        }
    }
    let mut floor: Vec<(usize, usize)> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .filter(|&(r, c)| board[r][c] == b'.')
        .collect();
    if floor.len() < 3 {
        return None;
    }
    for piece in [b'C', b'M', b'F'] {
        let (r, c) = floor.swap_remove(rng.below(floor.len()));
        board[r][c] = piece;
    }
    Some(GridInstance {
        rows: board
            .into_iter()
            .map(|r| String::from_utf8(r).unwrap())
            .collect(),
        cat_jump: rng.range(1, 4) as u32,
        mouse_jump: rng.range(1, 4) as u32,
    })
}

#[test]
fn grids_full_of_walls_match_value_iteration() {
    // Wall-only rows and columns, and up to 60% walls: most (mouse, cat) pairs are not positions.
    let mut rng = Rng::new(0x0A11);
    let mut checked = 0;
    while checked < 600 {
        let (rows, cols) = (rng.range(1, 7), rng.range(2, 7));
        let p = [0.3, 0.45, 0.6][rng.below(3)];
        if let Some(inst) = walled_grid(&mut rng, rows, cols, p) {
            check_grid(&inst);
            checked += 1;
        }
    }
}

/// A 32 x 32 open grid with jumps of 8: about 16 million moves, so about 15 progress reports.
fn big_grid() -> GridGame {
    let mut rows = vec![".".repeat(32); 32];
    rows[0].replace_range(0..1, "M");
    rows[31].replace_range(31..32, "F");
    rows[16].replace_range(28..29, "C");
    for r in (4..28).step_by(6) {
        rows[r].replace_range(8..20, &"#".repeat(12));
    }
    GridGame::new(&rows, 8, 8).unwrap()
}

#[test]
fn observed_solve_reports_monotone_progress_and_the_same_table() {
    let game = big_grid();
    let mut reports: Vec<Progress> = Vec::new();
    let table = solve_observed(&game, &mut |p: &Progress| {
        reports.push(*p);
        ControlFlow::Continue(())
    })
    .unwrap();
    assert!(table == solve(&game), "observed table differs");
    let phases: Vec<Phase> = reports.iter().map(|p| p.phase).collect();
    println!("{} reports: {:?}", reports.len(), reports.last());
    assert_eq!(phases.first(), Some(&Phase::Label));
    assert_eq!(phases.last(), Some(&Phase::Finish));
    let levels = phases.iter().filter(|&&p| p == Phase::Levels).count();
    assert!(levels >= 10, "only {levels} reports while deciding");
    let positions = reports[0].positions;
    let total = reports[0].moves_total;
    assert_eq!(total, game.game_moves());
    for w in reports.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(
            a.phase as u8 <= b.phase as u8,
            "phase went back: {a:?} -> {b:?}"
        );
        assert!(a.level <= b.level, "level went back: {a:?} -> {b:?}");
        assert!(a.decided <= b.decided, "decided went back: {a:?} -> {b:?}");
        assert!(
            a.moves_done <= b.moves_done,
            "moves went back: {a:?} -> {b:?}"
        );
        assert!(
            a.fraction() <= b.fraction(),
            "fraction went back: {a:?} -> {b:?}"
        );
        assert_eq!((b.positions, b.moves_total), (positions, total));
    }
    // At the end: every decided position counted once, and no more moves than the game has.
    let last = reports.last().unwrap();
    let undecided = table.counts()[0] as u64;
    assert_eq!(last.decided + undecided, positions, "{last:?}");
    assert!(last.moves_done <= total, "{last:?}");
    // The work found is exactly the moves into the decided positions: for each, the moves of
    // the player who moved last (the one not to move), from where it stands.
    let layout = table.layout();
    let found: u64 = (0..table.len())
        .filter_map(|i| {
            let v = table.value_at(i)?;
            let s = layout.state(i);
            let last = s.turn.other();
            (v.outcome != Outcome::Draw)
                .then(|| game.moves(last).of(s.place_of(last) as usize).len() as u64)
        })
        .sum();
    assert_eq!(last.moves_done, found, "{last:?}");
    // Reports come in chunks of about a million moves: never more than two million apart.
    for w in reports.windows(2) {
        assert!(w[1].moves_done - w[0].moves_done <= 2 << 20, "{w:?}");
    }
}

#[test]
fn stopping_the_observer_cancels_at_once() {
    let game = big_grid();
    for stop_at in [1, 2, 5] {
        let mut calls = 0;
        let result = solve_observed(&game, &mut |_: &Progress| {
            calls += 1;
            if calls == stop_at {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert!(result.is_err(), "stop at report {stop_at}: not cancelled");
        assert_eq!(calls, stop_at, "reports after the stop");
    }
}

// ---------------------------------------------------------------------------------------------
// Rule variants (issue 12): every variant alone, and random combinations, against the
// references, which read the variants from the rules alone.

/// How many instances each variant test runs: the default keeps the debug suite to seconds;
/// `VARIANT_CHECKS=10` runs ten times as many.
fn variant_scale() -> usize {
    std::env::var("VARIANT_CHECKS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn ref_graph_variant(inst: &GraphVariantInstance) -> RefGame {
    let rules = RefGraphRules {
        more_holes: inst.rules.extra_holes.clone(),
        cat_enters_hole: inst.rules.cat_enters_hole,
        mouse_passes: inst.rules.mouse_passes,
        cat_passes: inst.rules.cat_passes,
    };
    let r = inst.roles;
    RefGame::graph_with(
        &inst.adj,
        r.hole,
        r.mouse,
        r.cat,
        r.first == Player::Mouse,
        &rules,
    )
}

fn ref_grid_variant(inst: &GridVariantInstance) -> RefGame {
    let r = inst.rules;
    let rules = RefGridRules {
        blocking: r.blocking,
        stays: [r.mouse_stays, r.cat_stays],
        diagonal: [r.mouse_diagonal, r.cat_diagonal],
    };
    let g = &inst.grid;
    RefGame::grid_with(&g.rows, g.cat_jump, g.mouse_jump, rules)
}

/// Solves a graph instance under its variants and compares every state with value iteration,
/// through every path of the solver; and the legal moves with the reference's.
fn check_graph_variant(inst: &GraphVariantInstance) -> GraphGame {
    println!("{inst}");
    let game = GraphGame::with_rules(&inst.adj, inst.roles, inst.rules.clone())
        .unwrap_or_else(|e| panic!("{inst}: rejected: {e}"));
    let g = ref_graph_variant(inst);
    let want = value_iteration(&g);
    let table = solve(&game);
    assert_same_table(inst, &g, &want, &table);
    check_other_paths(inst, &game, &g, &want, &table, Some(3));
    check_legal_moves(inst, &game, &g);
    game
}

/// Solves a grid instance under its variants and compares every state with value iteration,
/// through every path of the solver; the legal moves; and the turn limit at the start.
fn check_grid_variant(inst: &GridVariantInstance) {
    println!("{inst}");
    let grid = &inst.grid;
    let game = GridGame::with_rules(&grid.rows, grid.cat_jump, grid.mouse_jump, 1000, inst.rules)
        .unwrap_or_else(|e| panic!("{inst}: rejected: {e}"));
    let g = ref_grid_variant(inst);
    let want = value_iteration(&g);
    let table = solve(&game);
    assert_same_table(inst, &g, &want, &table);
    check_other_paths(inst, &game, &g, &want, &table, Some(4));
    check_legal_moves(inst, &game, &g);
    let start = table.start_value(&game);
    for limit in [3usize, 1000] {
        assert_eq!(
            GridGame::limited(start, limit as u32) == Outcome::MouseWin,
            mouse_wins_limited(&g, limit),
            "{inst}: turn limit {limit}"
        );
    }
}

/// The game's legal moves at every position equal the reference's (which walks the rules).
fn check_legal_moves<G: Game>(what: &dyn std::fmt::Display, game: &G, g: &RefGame) {
    for i in all_positions(g) {
        let (t, m, c) = g.state(i);
        let turn = if t == MOUSE {
            Player::Mouse
        } else {
            Player::Cat
        };
        let state = State::new(m as u32, c as u32, turn);
        let mut want: Vec<u32> = g.moves_at(t, m, c).iter().map(|&x| x as u32).collect();
        want.sort_unstable();
        assert_eq!(
            game.legal_moves(state),
            want,
            "{what}: {}: moves",
            describe(g, i)
        );
    }
}

/// Runs `check` on `count × variant_scale()` instances drawn by `draw` (given the generator,
/// seeded with `seed`, and the round number).
fn check_random<I, R>(
    seed: u64,
    count: usize,
    mut draw: impl FnMut(&mut Rng, usize) -> I,
    check: impl Fn(&I) -> R,
) {
    let mut rng = Rng::new(seed);
    for round in 0..count * variant_scale() {
        check(&draw(&mut rng, round));
    }
}

/// Runs `check` on `count × variant_scale()` instances of each variant of `names` alone, drawn
/// by `draw(rng, Some(k))` from one generator seeded with `seed`.
fn check_each_variant_alone<I, R>(
    seed: u64,
    names: &[&str],
    count: usize,
    draw: impl Fn(&mut Rng, Option<usize>) -> I,
    check: impl Fn(&I) -> R,
) {
    let mut rng = Rng::new(seed);
    for (k, name) in names.iter().enumerate() {
        println!("variant: {name}");
        for _ in 0..count * variant_scale() {
            check(&draw(&mut rng, Some(k)));
        }
    }
}

#[test]
fn each_graph_variant_alone_matches_value_iteration() {
    let draw = |rng: &mut Rng, only| random_graph_variant(rng, 3, 9, only);
    check_each_variant_alone(0x12_0001, &GRAPH_VARIANTS, 600, draw, check_graph_variant);
}

#[test]
fn combined_graph_variants_match_value_iteration() {
    let draw = |rng: &mut Rng, _| random_graph_variant(rng, 3, 10, None);
    check_random(0x12_0002, 3000, draw, check_graph_variant);
}

#[test]
fn combined_graph_variants_on_larger_graphs_match_value_iteration() {
    // 40 to 80 nodes: past 64 places a player, the large solver.
    let draw = |rng: &mut Rng, _| random_graph_variant(rng, 40, 80, None);
    check_random(0x12_0003, 12, draw, check_graph_variant);
}

#[test]
fn history_search_agrees_with_the_table_under_graph_variants() {
    // The repetition rule on the literal move history, from every position, under the
    // variants (one-way edges, passes and the cat in the hole make new cycles).
    let mut rng = Rng::new(0x12_0004);
    let (mut roots, mut over_budget) = (0, 0);
    for round in 0..400 * variant_scale() {
        let only = (round % 2 == 0).then(|| (round / 2) % GRAPH_VARIANTS.len());
        let inst = random_graph_variant(&mut rng, 3, 6, only);
        let game = check_graph_variant(&inst);
        let table = solve(&game);
        let g = ref_graph_variant(&inst);
        let mut budget = 200_000u64;
        for i in all_positions(&g) {
            let (t, m, c) = g.state(i);
            let Some(literal) = history_search_within(&g, m, c, t, &mut budget) else {
                over_budget += 1;
                break;
            };
            assert_eq!(
                table.outcome_bytes()[i],
                literal,
                "{inst}: {}: history search",
                describe(&g, i)
            );
            roots += 1;
        }
    }
    println!("{roots} positions searched; {over_budget} graphs over budget");
    assert!(roots > 10_000 * variant_scale() && over_budget < 10 * variant_scale());
}

#[test]
fn each_grid_variant_alone_matches_value_iteration() {
    let draw = |rng: &mut Rng, only| random_grid_variant(rng, 5, 5, only);
    check_each_variant_alone(0x12_0005, &GRID_VARIANTS, 500, draw, check_grid_variant);
}

#[test]
fn combined_grid_variants_match_value_iteration() {
    let draw = |rng: &mut Rng, _| random_grid_variant(rng, 5, 5, None);
    check_random(0x12_0006, 2500, draw, check_grid_variant);
}

#[test]
fn blocking_in_corridors_matches_value_iteration() {
    // 1 x k corridors with long jumps: where passing over the other piece matters most.
    let draw = |rng: &mut Rng, _| {
        let mut inst = random_grid_variant(rng, 1, 12, None);
        inst.rules.blocking = true;
        inst.grid.mouse_jump = rng.range(1, 8) as u32;
        inst.grid.cat_jump = rng.range(1, 8) as u32;
        inst
    };
    check_random(0x12_0007, 300, draw, check_grid_variant);
}

#[test]
fn combined_grid_variants_on_larger_grids_match_value_iteration() {
    // Up to 10 x 10: past 64 open cells, the large solver (with and without blocking).
    let draw = |rng: &mut Rng, round| {
        let mut inst = random_grid_variant(rng, 10, 10, None);
        inst.rules.blocking = round % 2 == 0;
        inst
    };
    check_random(0x12_0008, 16, draw, check_grid_variant);
}

#[test]
fn limited_game_matches_distances_under_grid_variants() {
    let mut rng = Rng::new(0x12_0009);
    for _ in 0..120 * variant_scale() {
        let inst = random_grid_variant(&mut rng, 4, 4, None);
        println!("{inst}");
        let grid = &inst.grid;
        let game =
            GridGame::with_rules(&grid.rows, grid.cat_jump, grid.mouse_jump, 1000, inst.rules)
                .unwrap();
        let table = solve(&game);
        let g = ref_grid_variant(&inst);
        let positions = all_positions(&g);
        limited_game(&g, &positions, 30, |left, wins| {
            for &i in &positions {
                let v = table.value_at(i).expect("a position");
                let got = GridGame::limited(v, left as u32) == Outcome::MouseWin;
                assert_eq!(
                    got,
                    wins[i],
                    "{inst}: {} with {left} plies left",
                    describe(&g, i)
                );
            }
        });
    }
}

#[test]
fn each_variant_can_flip_the_classic_answer() {
    // The smallest flips a random search found (classic roles, LeetCode's start), each start
    // value checked against the reference too. (The mouse's never staying cannot flip a classic
    // answer alone: a stay the cat can answer with a stay makes no progress, so an optimal win
    // never needs one. It changes distances, and combined with other variants, outcomes.)
    let graph = |adj: &[&[usize]], f: fn(&mut cat_mouse::GraphRules)| {
        let mut rules = cat_mouse::GraphRules::default();
        f(&mut rules);
        let adj: Vec<Vec<usize>> = adj.iter().map(|l| l.to_vec()).collect();
        GraphVariantInstance {
            adj,
            roles: GraphRoles::default(),
            rules,
            kind: "flip",
        }
    };
    let graphs: [(GraphVariantInstance, Outcome, Outcome); 5] = [
        // One-way streets 1 → 3 → 1 and 2 → 1: the cat walks onto the mouse's only way.
        (
            graph(&[&[3], &[3], &[1], &[1]], |r| r.directed = true),
            Outcome::MouseWin,
            Outcome::CatWin,
        ),
        (
            graph(&[&[2, 3], &[3], &[0], &[0, 1]], |r| {
                r.cat_enters_hole = true
            }),
            Outcome::MouseWin,
            Outcome::CatWin,
        ),
        (
            graph(&[&[3], &[3], &[3], &[0, 1, 2]], |r| r.extra_holes = vec![3]),
            Outcome::CatWin,
            Outcome::MouseWin,
        ),
        (
            graph(&[&[2], &[3, 4], &[0, 3, 4], &[1, 2], &[1, 2]], |r| {
                r.mouse_passes = true
            }),
            Outcome::CatWin,
            Outcome::Draw,
        ),
        (
            graph(&[&[3], &[2, 4], &[1, 3], &[0, 2, 4], &[1, 3]], |r| {
                r.cat_passes = true
            }),
            Outcome::Draw,
            Outcome::CatWin,
        ),
    ];
    for (inst, classic, variant) in graphs {
        let mut symmetric = vec![Vec::new(); inst.adj.len()];
        for (a, list) in inst.adj.iter().enumerate() {
            for &b in list {
                for (x, y) in [(a, b), (b, a)] {
                    if !symmetric[x].contains(&y) {
                        symmetric[x].push(y);
                    }
                }
            }
        }
        let classic_game = GraphGame::new(&symmetric).unwrap();
        assert_eq!(
            solve(&classic_game).start_value(&classic_game).outcome,
            classic,
            "{inst}"
        );
        let game = check_graph_variant(&inst);
        assert_eq!(solve(&game).start_value(&game).outcome, variant, "{inst}");
    }
    let grid = |rows: &[&str], jumps: (u32, u32), f: fn(&mut cat_mouse::GridRules)| {
        let mut rules = cat_mouse::GridRules::default();
        f(&mut rules);
        GridVariantInstance {
            grid: GridInstance {
                rows: rows.iter().map(|r| r.to_string()).collect(),
                cat_jump: jumps.0,
                mouse_jump: jumps.1,
            },
            rules,
        }
    };
    let grids: [(GridVariantInstance, &[&str], bool); 6] = [
        (
            grid(&["FCMF"], (1, 1), |r| r.several_foods = true),
            &["FCM."],
            false,
        ),
        (
            grid(&["FCM"], (1, 2), |r| r.blocking = true),
            &["FCM"],
            true,
        ),
        (
            grid(&["M#F#C"], (1, 1), |r| r.cat_stays = false),
            &["M#F#C"],
            false,
        ),
        (
            grid(&["FC", ".M"], (1, 1), |r| r.mouse_diagonal = true),
            &["FC", ".M"],
            false,
        ),
        (
            grid(&["F#", "..", "MC"], (1, 1), |r| r.cat_diagonal = true),
            &["F#", "..", "MC"],
            true,
        ),
        (
            grid(&["M.C.F"], (1, 4), |r| r.blocking = true),
            &["M.C.F"],
            true,
        ),
    ];
    for (inst, classic_rows, classic) in grids {
        let g = &inst.grid;
        assert_eq!(
            can_mouse_win(classic_rows, g.cat_jump, g.mouse_jump),
            Ok(classic),
            "{inst}"
        );
        check_grid_variant(&inst);
        let game =
            GridGame::with_rules(&g.rows, g.cat_jump, g.mouse_jump, 1000, inst.rules).unwrap();
        let won = GridGame::limited(solve(&game).start_value(&game), 1000) == Outcome::MouseWin;
        assert_eq!(won, !classic, "{inst}");
    }
}
