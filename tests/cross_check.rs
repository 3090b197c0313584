//! The solver against independent references, state by state, on thousands of random instances.
//!
//! The references (in `common/reference.rs`) are written from the rules alone: their move lists
//! come from the raw adjacency lists and grid strings, never from the crate's `Game` or `Moves`.
//!
//! - [`value_iteration`]: forward value iteration to a fixed point; every state's outcome and
//!   distance must equal the solver's.
//! - [`history_search`]: literal game-tree search applying the repetition rule to the move
//!   history; the solver's "never decided = draw" must equal it on tiny graphs.
//! - [`limited_game`]: finite-horizon backward induction of the grid game with a turn limit; the
//!   solver's distances must give it for every state and every number of plies left.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use cat_mouse::{
    can_mouse_win, cat_mouse_game, solve, GraphGame, GraphRoles, GridGame, Layout, Outcome,
    OutcomeTable, Player, NOT_A_POSITION,
};
use common::reference::{
    all_positions, history_search, limited_game, mouse_wins_limited, value_iteration, RefGame,
    RefSolution, CAT, MOUSE,
};
use common::{adjacency, random_graph, random_grid, GraphInstance, GridInstance, Rng};

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

/// Solves a graph instance both ways and compares every state; also `cat_mouse_game`.
fn check_graph(inst: &GraphInstance) {
    println!("{inst}");
    let game = GraphGame::with_roles(&inst.adj, inst.roles)
        .unwrap_or_else(|e| panic!("{inst}: rejected: {e}"));
    let g = ref_graph(&inst.adj, inst.roles);
    let want = value_iteration(&g);
    let table = solve(&game);
    assert_same_table(inst, &g, &want, &table);
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
    let expected = mouse_wins_limited(&g, 1000);
    assert_eq!(
        can_mouse_win(&inst.rows, inst.cat_jump, inst.mouse_jump),
        Ok(expected),
        "{inst}: can_mouse_win"
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
fn history_search_agrees_with_the_table_on_tiny_graphs() {
    // The retrograde "never decided = draw" equals the repetition rule on the actual move history,
    // from every position taken as the start of a game (all roles of the hole fixed by the game).
    let mut rng = Rng::new(0x5EA2C4);
    let mut roots = 0;
    for round in 0..400 {
        let inst = random_graph(&mut rng, 3, if round % 4 == 0 { 6 } else { 5 });
        println!("{inst}");
        let game = GraphGame::with_roles(&inst.adj, inst.roles).unwrap();
        let table = solve(&game);
        let g = ref_graph(&inst.adj, inst.roles);
        for i in all_positions(&g) {
            let (t, m, c) = g.state(i);
            let literal = history_search(&g, m, c, t);
            assert_eq!(
                table.outcome_bytes()[i],
                literal,
                "{inst}: {}: history search",
                describe(&g, i)
            );
            roots += 1;
        }
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
    assert!(roots > 5000, "searched only {roots} positions");
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
    // Hub degrees 254 (8-bit counters), 255 and 256 (16-bit counters). With the hole a leaf of the
    // hub, the cat's hub degree is one less than the mouse's: both sides of the switch are hit.
    let mut rng = Rng::new(255);
    for leaves in [254, 255, 256, 300] {
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
        assert_same_table(&inst, &g, &value_iteration(&g), &solve(&game));
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
