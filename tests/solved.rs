//! One query interface for every solved game: through `&dyn Solved`, a one-cat graph game
//! answers exactly as the same game played with `cats: [c]` by the several-cat solver, state by
//! state, on random graphs under every rule variant; and every answer agrees with the rules.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{
    CatsGame, CatsRoles, CatsRules, CatsSolution, GraphGame, Player, Position, Solution, Solved,
};
use support::{random_graph_variant, Rng};

/// What the comparisons saw, so that the suite fails if the generator stops producing them.
#[derive(Default, Debug)]
struct Seen {
    games: usize,
    positions: usize,
    not_positions: usize,
    moves_played: usize,
    lines: usize,
    lazy: usize,
}

/// Every query of `one` and `cats` (the same game) gives the same answer at every entry.
fn same_answers(what: &str, one: &dyn Solved, cats: &dyn Solved, seen: &mut Seen) {
    // The game and the table as a whole.
    assert_eq!(one.places(), cats.places(), "{what}: places");
    assert_eq!(one.cat_count(), 1, "{what}");
    assert_eq!(cats.cat_count(), 1, "{what}");
    assert_eq!(one.state_count(), cats.state_count(), "{what}: states");
    assert_eq!(one.start(), cats.start(), "{what}: start");
    assert_eq!(one.start_value(), cats.start_value(), "{what}: start value");
    assert_eq!(one.turn_limit(), cats.turn_limit(), "{what}: turn limit");
    assert_eq!(one.counts(), cats.counts(), "{what}: counts");
    assert_eq!(one.max_distance(), cats.max_distance(), "{what}: longest");
    assert_eq!(
        one.outcome_bytes().unwrap(),
        cats.outcome_bytes().unwrap(),
        "{what}: outcome bytes"
    );
    assert_eq!(
        one.distances().unwrap(),
        cats.distances().unwrap(),
        "{what}: distances"
    );
    let n = one.places() as u32;
    // Every entry: positions and not.
    for index in 0..one.state_count() {
        let at = cats_position(cats, index);
        let here = format!("{what}: {at}");
        assert_eq!(one.index(at).unwrap(), index, "{here}: index");
        assert_eq!(cats.index(at).unwrap(), index, "{here}: index");
        assert_eq!(
            one.value_at(index),
            cats.value_at(index),
            "{here}: value_at"
        );
        assert_eq!(
            one.value(at).unwrap(),
            cats.value(at).unwrap(),
            "{here}: value"
        );
        assert_eq!(
            one.outcome(at).unwrap(),
            cats.outcome(at).unwrap(),
            "{here}"
        );
        assert_eq!(
            one.best_moves(at).unwrap(),
            cats.best_moves(at).unwrap(),
            "{here}: best moves"
        );
        // The rules: the same answers, and the same errors for entries that are no position.
        assert_eq!(one.status(at), cats.status(at), "{here}: status");
        assert_eq!(one.legal_moves(at), cats.legal_moves(at), "{here}: legal");
        for plies in [0, 1, 999] {
            assert_eq!(one.game_end(at, plies), cats.game_end(at, plies), "{here}");
        }
        let Ok(legal) = one.legal_moves(at) else {
            seen.not_positions += 1;
            assert_eq!(
                one.value(at).unwrap(),
                None,
                "{here}: a value off the board"
            );
            assert!(one.line(at, 10).is_err(), "{here}: a line off the board");
            continue;
        };
        seen.positions += 1;
        for mv in &legal {
            let next = one.after(at, mv.places());
            assert_eq!(next, cats.after(at, mv.places()), "{here}: after {mv:?}");
            if one.status(at).unwrap().is_none() {
                assert_eq!(next.unwrap(), mv.after(at), "{here}: after {mv:?}");
                seen.moves_played += 1;
            }
        }
        // A move nowhere near: refused alike.
        assert_eq!(
            one.after(at, &[n]),
            cats.after(at, &[n]),
            "{here}: after {n}"
        );
        if index % 5 == 0 {
            let line = one.line(at, 200).unwrap();
            assert_eq!(line, cats.line(at, 200).unwrap(), "{here}: line");
            seen.lines += 1;
        }
    }
    // Every slice, both ranging pieces.
    for ranging in Player::ALL {
        for fixed in 0..n {
            for turn in Player::ALL {
                let at = Position::from(cat_mouse::State::new(fixed, fixed, turn));
                assert_eq!(
                    one.slice(ranging, at).unwrap(),
                    cats.slice(ranging, at).unwrap(),
                    "{what}: slice {ranging} {fixed} {turn}"
                );
            }
        }
    }
}

/// The position at `index` of a solved game's tables, as the several-cat layout numbers it.
fn cats_position(solved: &dyn Solved, index: usize) -> Position {
    let n = solved.places();
    let (turn, rest) = (index / (n * n), index % (n * n));
    let turn = if turn == 0 {
        Player::Mouse
    } else {
        Player::Cat
    };
    cat_mouse::State::new((rest / n) as u32, (rest % n) as u32, turn).into()
}

#[test]
fn one_cat_answers_alike_as_a_graph_game_and_with_several_cat_solver() {
    let mut rng = Rng::new(32);
    let mut seen = Seen::default();
    for case in 0..120 {
        let inst = random_graph_variant(&mut rng, 3, 9, None);
        let lazy = rng.chance(0.3);
        let what = format!("case {case}: {inst:?}, lazy cats {lazy}");
        println!("{what}");
        let graph = GraphGame::with_rules(&inst.adj, inst.roles, inst.rules.clone()).unwrap();
        let cats = CatsGame::new(
            &inst.adj,
            CatsRoles::from_graph(inst.roles, &inst.rules),
            CatsRules::from_graph(&inst.rules, lazy),
        )
        .unwrap();
        let one = Solution::new(graph);
        let several = CatsSolution::new(cats).unwrap();
        same_answers(&what, &one, &several, &mut seen);
        seen.games += 1;
        seen.lazy += usize::from(lazy);
    }
    println!("{seen:?}");
    assert!(seen.games == 120 && seen.lazy > 10, "{seen:?}");
    assert!(
        seen.positions > 5_000 && seen.not_positions > 100,
        "{seen:?}"
    );
    assert!(seen.moves_played > 10_000 && seen.lines > 1_000, "{seen:?}");
}
