//! The several-cats API: queries read off the table (best moves, lines, play, steps) agree
//! with the rules and, with one cat, with the one-cat queries; progress and cancelling; the
//! budgets' refusals; Cops and Robbers edge cases.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use std::ops::ControlFlow;

use cat_mouse::rules;
use cat_mouse::{
    best_moves, capture_time, cats_solve_bytes, cop_number, principal_line, solve, solve_cats,
    solve_cats_observed, Cats, CatsGame, CatsMove, CatsRoles, CatsRules, CatsSolveError, CatsState,
    CopOptions, GraphGame, GraphRoles, GraphRules, LineEnd, Outcome, Phase, Player, Progress,
    SpecError, State, CAT_MOVES_PER_SECOND, CAT_SOLVE_SECONDS, MAX_CAT_MOVES,
};
use support::Rng;

/// A random game: undirected random graph, random rules, holes on free nodes.
fn random_game(rng: &mut Rng, n: usize, k: usize) -> CatsGame {
    let (edges, _) = support::random_graph_edges(rng, n);
    let adj = support::adjacency(n, &edges);
    let rules = CatsRules {
        directed: false,
        cat_enters_hole: false,
        mouse_passes: rng.chance(0.5),
        cat_passes: rng.chance(0.5),
        lazy_cats: rng.chance(0.4),
    };
    let cats: Vec<usize> = (0..k).map(|_| 1 + rng.below(n - 1)).collect();
    let holes: Vec<usize> = (1..n)
        .filter(|a| !cats.contains(a) && rng.chance(0.15))
        .collect();
    let roles = CatsRoles {
        mouse: 0,
        cats,
        holes,
        first: if rng.chance(0.5) {
            Player::Mouse
        } else {
            Player::Cat
        },
    };
    CatsGame::new(&adj, roles, rules).unwrap()
}

fn after(state: CatsState, mv: CatsMove) -> CatsState {
    match mv {
        CatsMove::Mouse(to) => CatsState::new(to, state.cats, Player::Cat),
        CatsMove::Cats(to) => CatsState::new(state.mouse, to, Player::Mouse),
    }
}

#[test]
fn best_moves_lines_and_play_follow_the_table_and_the_rules() {
    let mut rng = Rng::new(17);
    let (mut lines, mut won_lines) = (0, 0);
    for _ in 0..150 {
        let k = rng.range(2, 3);
        let n = rng.range(3, 7);
        let game = random_game(&mut rng, n, k);
        let table = solve_cats(&game).unwrap();
        let layout = game.layout();
        for index in 0..layout.len() {
            let state = layout.state(index);
            let Some(here) = table.value(state).unwrap() else {
                assert!(rules::check_position(&game, state).is_err());
                continue;
            };
            let legal = game.legal_moves(state).unwrap();
            let best = table.best_moves(&game, state).unwrap();
            if game.terminal(state).is_some() {
                assert!(best.is_empty());
                let first = legal_places(&legal).first().cloned().unwrap_or(vec![0]);
                assert!(rules::play(&game, state, &first).is_err());
                continue;
            }
            // Every legal move plays to its position; the best are those the value asks for.
            let values: Vec<_> = legal
                .iter()
                .map(|&mv| {
                    let next = rules::play(&game, state, mv.places()).unwrap();
                    assert_eq!(next, after(state, mv));
                    if let CatsMove::Cats(to) = mv {
                        let steps = game.steps(state.cats, to).unwrap();
                        let from: Vec<u32> = steps.iter().map(|s| s.0).collect();
                        let mut to_places: Vec<u32> = steps.iter().map(|s| s.1).collect();
                        to_places.sort_unstable();
                        assert_eq!(Cats::new(&from).unwrap(), state.cats);
                        assert_eq!(to_places, to.as_slice());
                    }
                    table.value(next).unwrap().unwrap()
                })
                .collect();
            let wanted: Vec<CatsMove> = legal
                .iter()
                .zip(&values)
                .filter(|(_, v)| match here.outcome {
                    Outcome::Draw => v.outcome == Outcome::Draw,
                    o => v.outcome == o && v.distance + 1 == here.distance,
                })
                .map(|(&mv, _)| mv)
                .collect();
            assert_eq!(best, wanted, "{state}");
            assert_eq!(best.is_empty(), legal.is_empty() && here.distance == 0);
            if index % 7 == 0 {
                let line = table.line(&game, state, 10_000).unwrap();
                lines += 1;
                match here.outcome {
                    Outcome::Draw => assert_eq!(line.end, LineEnd::Repetition, "{state}"),
                    _ => {
                        assert_eq!(line.plies(), here.distance as usize, "{state}");
                        assert!(matches!(line.end, LineEnd::Finished(_) | LineEnd::Stuck));
                        won_lines += 1;
                    }
                }
            }
        }
    }
    assert!(lines > 1000 && won_lines > 500, "{lines} {won_lines}");
}

fn legal_places(legal: &[CatsMove]) -> Vec<Vec<u32>> {
    legal.iter().map(|m| m.places().to_vec()).collect()
}

#[test]
fn with_one_cat_the_queries_are_the_one_cat_queries() {
    let mut rng = Rng::new(3);
    for _ in 0..200 {
        let n = rng.range(3, 9);
        let (edges, _) = support::random_graph_edges(&mut rng, n);
        let adj = support::adjacency(n, &edges);
        let rules = GraphRules {
            mouse_passes: rng.chance(0.5),
            cat_passes: rng.chance(0.5),
            ..GraphRules::default()
        };
        let roles = GraphRoles::default();
        let one = GraphGame::with_rules(&adj, roles, rules.clone()).unwrap();
        let expected = solve(&one);
        let game = CatsGame::new(
            &adj,
            CatsRoles::from_graph(roles, &rules),
            CatsRules::from_graph(&rules, false),
        )
        .unwrap();
        let table = solve_cats(&game).unwrap();
        for index in 0..game.layout().len() {
            let s = game.layout().state(index);
            let state = State::new(s.mouse, s.cats.as_slice()[0], s.turn);
            let best: Vec<u32> = table
                .best_moves(&game, s)
                .unwrap()
                .iter()
                .map(|m| m.places()[0])
                .collect();
            assert_eq!(best, best_moves(&one, &expected, state).unwrap(), "{state}");
            let line = table.line(&game, s, 500).unwrap();
            let want = principal_line(&one, &expected, state, 500).unwrap();
            assert_eq!(line.end, want.end, "{state}");
            let states: Vec<State> = line
                .states
                .iter()
                .map(|s| State::new(s.mouse, s.cats.as_slice()[0], s.turn))
                .collect();
            assert_eq!(states, want.states, "{state}");
            let status = rules::status(&game, s).ok().flatten();
            assert_eq!(status, cat_mouse::rules::status(&one, state).ok().flatten());
        }
    }
}

#[test]
fn an_observed_solve_reports_its_phases_and_can_be_cancelled() {
    let graph = support::cats::hypercube(5);
    let roles = CatsRoles {
        mouse: 0,
        cats: vec![5, 10, 15],
        holes: vec![],
        first: Player::Cat,
    };
    let game = CatsGame::new(&graph, roles, CatsRules::cops_and_robbers(false, false)).unwrap();
    let mut reports: Vec<Progress> = Vec::new();
    let table = solve_cats_observed(&game, &mut |p: &Progress| {
        reports.push(*p);
        ControlFlow::Continue(())
    })
    .unwrap();
    assert_eq!(table, solve_cats(&game).unwrap());
    assert_eq!(reports.first().map(|p| p.phase), Some(Phase::Label));
    assert_eq!(reports.last().map(|p| p.phase), Some(Phase::Finish));
    assert!(reports
        .iter()
        .any(|p| p.phase == Phase::Levels && p.level > 2));
    // The moves examined only grow, and stay within the counted moves.
    let levels: Vec<&Progress> = reports
        .iter()
        .filter(|p| p.phase == Phase::Levels)
        .collect();
    assert!(levels
        .windows(2)
        .all(|w| w[0].moves_done <= w[1].moves_done));
    assert!(levels.iter().all(|p| p.moves_done <= p.moves_total));
    // (A bound: the levels examine a fifth of it here, since a level with fewer undecided
    // rows than decided ones looks from those rows instead.)
    assert!(levels.last().unwrap().fraction() > 0.1);
    assert!(reports.len() > 5, "{}", reports.len());
    // Stopping at the third report cancels the solve.
    let mut calls = 0;
    let stopped = solve_cats_observed(&game, &mut |_: &Progress| {
        calls += 1;
        if calls == 3 {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    assert_eq!(stopped.unwrap_err(), CatsSolveError::Cancelled);
    assert_eq!(
        CatsSolveError::Cancelled.to_string(),
        "the solve was cancelled"
    );
}

#[test]
fn queries_check_their_states() {
    let path = support::cats::path(4);
    let roles = CatsRoles {
        mouse: 1,
        cats: vec![3, 2],
        holes: vec![0],
        first: Player::Mouse,
    };
    let game = CatsGame::new(&path, roles, CatsRules::default()).unwrap();
    let table = solve_cats(&game).unwrap();
    let one_cat = CatsState::new(1, Cats::new(&[3]).unwrap(), Player::Mouse);
    assert_eq!(
        table.value(one_cat).unwrap_err().to_string(),
        "1 cat place was given but the game has 2 cats"
    );
    let on_hole = CatsState::new(1, Cats::new(&[0, 3]).unwrap(), Player::Mouse);
    assert_eq!(table.value(on_hole).unwrap(), None);
    assert_eq!(
        game.legal_moves(on_hole).unwrap_err(),
        SpecError::NotAPosition {
            piece: Player::Cat,
            place: 0
        }
    );
    assert!(table.best_moves(&game, on_hole).unwrap().is_empty());
    let far = CatsState::new(9, Cats::new(&[2, 3]).unwrap(), Player::Cat);
    assert_eq!(
        table.line(&game, far, 10).unwrap_err().to_string(),
        "mouse place 9 is out of range: the game has 4 places"
    );
    // The table's bytes and counts agree; the mouse steps into the hole at once.
    let bytes = table.outcome_bytes().unwrap();
    let counts = table.counts();
    for (byte, &count) in counts.iter().enumerate() {
        assert_eq!(bytes.iter().filter(|&&b| b as usize == byte).count(), count);
    }
    assert_eq!(table.start_value(&game).outcome, Outcome::MouseWin);
    assert_eq!(table.start_value(&game).distance, 1);
    assert!(table.max_distance() >= 1);
}

#[test]
fn the_budgets_refuse_with_positions_bytes_and_moves() {
    // 8 cats on 400 nodes: more than 2³² multisets of cat places, refused from the sizes
    // before any list is read, on every machine.
    let roles = |cats: Vec<usize>| CatsRoles {
        mouse: 0,
        cats,
        holes: vec![],
        first: Player::Mouse,
    };
    let isolated = vec![Vec::new(); 400];
    let err = CatsGame::new(&isolated, roles(vec![1; 8]), CatsRules::default()).unwrap_err();
    // (the bytes do not fit 64 bits: the message says "more than" the largest)
    assert_eq!(cats_solve_bytes(400, 8), u64::MAX);
    assert_eq!(
        err.to_string(),
        "8 cats on 400 nodes make 13939967391447240000 positions (nodes × multisets of cat \
         places × 2): solving them takes more than 18446744073709551615 bytes, more than can be \
         allocated"
    );
    // 3 cats on 2,950 isolated nodes: no move at all, and 52 TB to solve: built, refused
    // when the solve asks for its memory.
    let isolated = vec![Vec::new(); 2950];
    let game = CatsGame::new(&isolated, roles(vec![1, 2, 3]), CatsRules::default()).unwrap();
    assert_eq!(game.moves(), 0);
    let bytes = cats_solve_bytes(2950, 3);
    assert!(bytes > 50_000_000_000_000, "{bytes}");
    assert_eq!(
        solve_cats(&game).unwrap_err(),
        SpecError::TooManyPositions {
            cats: 3,
            nodes: 2950,
            positions: game.positions(),
            bytes
        }
    );
    // There is no budget of positions: 4 cats on 60 nodes (71 M positions, which the old
    // budget of 40 M refused) are built.
    let cycle = support::cats::cycle(60);
    assert!(CatsGame::new(&cycle, roles(vec![1, 2, 3, 4]), CatsRules::default()).is_ok());
    // The complete graph on 40 nodes, 4 cats: few positions, too many joint moves.
    let complete: Vec<Vec<usize>> = (0..40)
        .map(|a| (0..40).filter(|&b| b != a).collect())
        .collect();
    let err = CatsGame::new(&complete, roles(vec![1, 2, 3, 4]), CatsRules::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "4 cats make 11420262672000 moves over the 9872800 positions (the cats' joint moves \
             and the mouse's; {} bytes to solve): the work budget allows at most {}, about {} \
             minutes of solving",
            cats_solve_bytes(40, 4),
            MAX_CAT_MOVES,
            CAT_SOLVE_SECONDS / 60
        )
    );
    assert_eq!(MAX_CAT_MOVES, CAT_MOVES_PER_SECOND * CAT_SOLVE_SECONDS);
}

#[test]
fn cops_and_robbers_edge_cases() {
    // A triangle: one cat. Five disjoint triangles need five cats: more than four, so no
    // answer, every number tried. 6,000 isolated nodes: one cat loses (72 M positions), and
    // two cats' 216 G positions stop the search (432 GB to solve, and 2 · 10¹¹ moves).
    let triangle = support::cats::cycle(3);
    assert_eq!(
        cop_number(&triangle, CopOptions::default()).unwrap().cats,
        Some(1)
    );
    let five: Vec<Vec<usize>> = (0..15)
        .map(|a| {
            let base = a / 3 * 3;
            (base..base + 3).filter(|&b| b != a).collect()
        })
        .collect();
    let answer = cop_number(&five, CopOptions::default()).unwrap();
    assert_eq!(
        (answer.cats, answer.tried, &answer.refused),
        (None, 4, &None)
    );
    assert!(answer.capture.is_none());
    let answer = cop_number(&vec![Vec::new(); 6000], CopOptions::default()).unwrap();
    assert_eq!((answer.cats, answer.tried), (None, 1));
    assert!(
        matches!(
            answer.refused,
            Some(
                SpecError::TooManyPositions { cats: 2, .. }
                    | SpecError::TooManyCatMoves { cats: 2, .. }
            )
        ),
        "{:?}",
        answer.refused
    );
    // One node: the cat stands everywhere, the mouse has nowhere to start.
    let one = capture_time(&[vec![]], 1, CopOptions::default()).unwrap();
    assert_eq!((one.capture_rounds, one.mouse), (Some(0), None));
    // Errors: no nodes, a bad number of cats, a malformed graph.
    assert_eq!(
        cop_number(&[], CopOptions::default()).unwrap_err(),
        SpecError::NoNodes
    );
    let none = CopOptions {
        max_cats: 0,
        ..CopOptions::default()
    };
    assert_eq!(
        cop_number(&triangle, none).unwrap_err().to_string(),
        "the game takes 1 to 8 cats, got 0"
    );
    assert!(cop_number(&[vec![1], vec![]], CopOptions::default()).is_err());
    // One-way edges: on a one-way triangle the mouse runs round ahead of one cat for ever
    // (by hand), and two cats on two of its nodes catch it at once.
    let one_way = vec![vec![1], vec![2], vec![0]];
    let directed = CopOptions {
        directed: true,
        ..CopOptions::default()
    };
    let answer = cop_number(&one_way, directed).unwrap();
    assert_eq!(answer.cats, Some(2));
    assert_eq!(answer.capture.unwrap().capture_rounds, Some(1));
    // The same triangle both ways is one cat's.
    assert!(cop_number(&one_way, CopOptions::default()).is_err());
}
