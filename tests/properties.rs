//! Invariants of solved tables on random instances: every state's value is consistent with the
//! values one move away, and `best_moves` / `principal_line` read optimal play off the table
//! exactly as documented.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::rules::{self, Rulebook, Status};
use cat_mouse::{
    best_moves, principal_line, solve, Game, GraphGame, GridGame, LineEnd, Outcome, OutcomeTable,
    Player, SpecError, State,
};
use support::{random_graph, random_graph_variant, random_grid, random_grid_variant, Rng};

/// Tallies of what the checks saw, so that the suite fails if the generators stop producing the
/// interesting cases.
#[derive(Default, Debug)]
struct Seen {
    won: usize,
    lost: usize,
    drawn: usize,
    terminal: usize,
    stuck: usize,
    long: usize,
    stuck_lines: usize,
}

/// Checks every invariant on every state of `game`'s solved table.
fn check_table<G: Game + Rulebook>(what: &str, game: &G, table: &OutcomeTable, seen: &mut Seen) {
    let layout = table.layout();
    for i in 0..table.len() {
        let state = layout.state(i);
        let here = format!("{what}: {state}");
        let Some(v) = table.value_at(i) else {
            assert!(
                !game.is_position(state),
                "{here}: a position marked not a position"
            );
            assert_eq!(table.distance_at(i), 0, "{here}: non-position distance");
            assert_eq!(
                best_moves(game, table, state).unwrap(),
                Vec::<u32>::new(),
                "{here}: best moves"
            );
            continue;
        };
        assert!(
            game.is_position(state),
            "{here}: not a position but has a value"
        );
        let mover = state.turn;
        let (mine, theirs) = (Outcome::win_for(mover), Outcome::win_for(mover.other()));
        let best = best_moves(game, table, state).unwrap();
        if let Some(end) = game.terminal(state.mouse as usize, state.cat as usize) {
            // Finished: the winner is the terminal's, at distance 0, with no moves to play.
            seen.terminal += 1;
            assert_eq!(
                (v.outcome, v.distance),
                (end.outcome(), 0),
                "{here}: terminal"
            );
            assert!(best.is_empty(), "{here}: best moves of a finished position");
            let line = principal_line(game, table, state, 10_000).unwrap();
            assert_eq!(
                (line.states.clone(), line.end),
                (vec![state], LineEnd::Finished(end)),
                "{here}: line"
            );
            continue;
        }
        let moves = game.legal_moves(state);
        // The rule queries say the same: play stops exactly where the player is stuck.
        let status = rules::status(game, state).unwrap();
        assert_eq!(
            status,
            moves.is_empty().then_some(Status::Stuck),
            "{here}: status"
        );
        if moves.is_empty() {
            // Stuck: the player to move loses at once.
            seen.stuck += 1;
            assert_eq!((v.outcome, v.distance), (theirs, 0), "{here}: stuck player");
            assert!(best.is_empty(), "{here}: best moves when stuck");
            let line = principal_line(game, table, state, 10_000).unwrap();
            assert_eq!(
                (line.states.clone(), line.end),
                (vec![state], LineEnd::Stuck),
                "{here}: line"
            );
            continue;
        }
        let next: Vec<(u32, Outcome, u32)> = moves
            .iter()
            .map(|&to| {
                let after = table
                    .value(state.after(to))
                    .unwrap()
                    .unwrap_or_else(|| panic!("{here}: move {to} leaves the game"));
                (to, after.outcome, after.distance)
            })
            .collect();
        let expected_best: Vec<u32> = if v.outcome == mine {
            // Won: some move reaches a position lost for the opponent one ply closer, and none
            // reaches one closer still (the winner hurries).
            seen.won += 1;
            assert!(v.distance >= 1, "{here}: won at distance 0");
            let closest = next.iter().filter(|m| m.1 == mine).map(|m| m.2).min();
            assert_eq!(
                closest,
                Some(v.distance - 1),
                "{here}: won {v} but the closest win is {closest:?}"
            );
            next.iter()
                .filter(|m| m.1 == mine && m.2 + 1 == v.distance)
                .map(|m| m.0)
                .collect()
        } else if v.outcome == theirs {
            // Lost: every move reaches an opponent win, the farthest exactly one ply closer (the
            // loser delays).
            seen.lost += 1;
            assert!(v.distance >= 1, "{here}: lost at distance 0 with moves");
            assert!(
                next.iter().all(|m| m.1 == theirs),
                "{here}: lost {v} but moves {next:?}"
            );
            let farthest = next.iter().map(|m| m.2).max();
            assert_eq!(
                farthest,
                Some(v.distance - 1),
                "{here}: lost {v} but the farthest loss is {farthest:?}"
            );
            next.iter()
                .filter(|m| m.2 + 1 == v.distance)
                .map(|m| m.0)
                .collect()
        } else {
            // Drawn: no winning move, some move keeps the draw.
            seen.drawn += 1;
            assert_eq!(v.distance, 0, "{here}: draw with a distance");
            assert!(
                next.iter().all(|m| m.1 != mine),
                "{here}: draw with a winning move: {next:?}"
            );
            assert!(
                next.iter().any(|m| m.1 == Outcome::Draw),
                "{here}: draw without a drawing move: {next:?}"
            );
            next.iter()
                .filter(|m| m.1 == Outcome::Draw)
                .map(|m| m.0)
                .collect()
        };
        assert_eq!(
            best, expected_best,
            "{here}: best moves (value {v}, moves {next:?})"
        );
        assert!(
            best.windows(2).all(|w| w[0] < w[1]),
            "{here}: best moves not increasing"
        );

        let line = principal_line(game, table, state, 10_000).unwrap();
        assert_eq!(line.states[0], state, "{here}: line start");
        for w in line.states.windows(2) {
            // Each step is a best move of the position it leaves.
            let to = w[1].place_of(w[0].turn);
            assert_eq!(w[0].after(to), w[1], "{here}: line step {:?}", w);
            assert_eq!(
                best_moves(game, table, w[0]).unwrap().first(),
                Some(&to),
                "{here}: line step {:?}",
                w
            );
        }
        let last = *line.states.last().unwrap();
        if v.outcome == Outcome::Draw {
            assert_eq!(line.end, LineEnd::Repetition, "{here}: draw line end");
            assert!(
                line.states[..line.states.len() - 1].contains(&last),
                "{here}: draw line does not repeat"
            );
            for s in &line.states {
                assert_eq!(
                    table.value(*s).unwrap().unwrap().outcome,
                    Outcome::Draw,
                    "{here}: draw line leaves draws at {s}"
                );
            }
        } else {
            assert_eq!(
                line.plies(),
                v.distance as usize,
                "{here}: line length vs distance {v}"
            );
            // The line ends finished, or with a player who cannot move (a piece on an isolated
            // node, or the cat next to the hole only: such positions are unreachable from others
            // but are positions all the same).
            match game.terminal(last.mouse as usize, last.cat as usize) {
                Some(end) => {
                    assert_eq!(line.end, LineEnd::Finished(end), "{here}: line end");
                    assert_eq!(
                        end.outcome(),
                        v.outcome,
                        "{here}: line ends with the wrong winner"
                    );
                }
                None => {
                    assert_eq!(line.end, LineEnd::Stuck, "{here}: line {line:?} for {v}");
                    assert!(
                        game.legal_moves(last).is_empty(),
                        "{here}: stuck with moves"
                    );
                    assert_eq!(
                        Outcome::win_for(last.turn.other()),
                        v.outcome,
                        "{here}: stuck loser"
                    );
                    seen.stuck_lines += 1;
                }
            }
            if v.distance >= 2 {
                seen.long += 1;
                let cut = principal_line(game, table, state, v.distance as usize - 1).unwrap();
                assert_eq!(cut.end, LineEnd::Cut, "{here}: short line end");
                assert_eq!(
                    cut.states[..],
                    line.states[..v.distance as usize],
                    "{here}: short line is a prefix"
                );
            }
        }
    }
}

impl Seen {
    /// A floor for [`Seen::assert_over`]: `decided` won, lost and terminal states, `drawn` drawn
    /// ones, `stuck` stuck states and as many stuck lines, `long` lines of two plies or more.
    fn floor(decided: usize, drawn: usize, stuck: usize, long: usize) -> Seen {
        Seen {
            won: decided,
            lost: decided,
            drawn,
            terminal: decided,
            stuck,
            long,
            stuck_lines: stuck,
        }
    }

    /// Asserts that each tally is over `floor`'s (a floor of 0 asks nothing).
    fn assert_over(&self, floor: Seen) {
        let pairs = [
            (self.won, floor.won),
            (self.lost, floor.lost),
            (self.drawn, floor.drawn),
            (self.terminal, floor.terminal),
            (self.stuck, floor.stuck),
            (self.long, floor.long),
            (self.stuck_lines, floor.stuck_lines),
        ];
        for (tally, floor) in pairs {
            assert!(floor == 0 || tally > floor, "{self:?}");
        }
    }
}

/// Checks the tables of `rounds` random instances and returns what the checks saw: `draw` makes
/// each (given the generator, seeded with `seed`, and the round) and returns its name and game.
fn check_tables<G: Game + Rulebook>(
    seed: u64,
    rounds: usize,
    mut draw: impl FnMut(&mut Rng, usize) -> (String, G),
) -> Seen {
    let mut rng = Rng::new(seed);
    let mut seen = Seen::default();
    for round in 0..rounds {
        let (name, game) = draw(&mut rng, round);
        println!("{name}");
        check_table(&name, &game, &solve(&game), &mut seen);
    }
    println!("{seen:?}");
    seen
}

#[test]
fn graph_tables_are_consistent_with_their_moves() {
    let seen = check_tables(0xA11CE, 600, |rng, _| {
        let inst = random_graph(rng, 3, 10);
        let game = GraphGame::with_roles(&inst.adj, inst.roles);
        (
            inst.to_string(),
            game.unwrap_or_else(|e| panic!("{inst}: {e}")),
        )
    });
    seen.assert_over(Seen::floor(1000, 1000, 10, 1000));
}

#[test]
fn grid_tables_are_consistent_with_their_moves() {
    let seen = check_tables(0xB0B, 300, |rng, _| {
        let inst = random_grid(rng, 5, 5);
        let game = GridGame::new(&inst.rows, inst.cat_jump, inst.mouse_jump);
        (
            inst.to_string(),
            game.unwrap_or_else(|e| panic!("{inst}: {e}")),
        )
    });
    seen.assert_over(Seen::floor(1000, 1000, 0, 1000));
    // Under the classic grid rules staying put is always legal: no player is ever stuck.
    assert_eq!((seen.stuck, seen.stuck_lines), (0, 0), "{seen:?}");
}

#[test]
fn graph_tables_are_consistent_with_their_moves_under_every_variant() {
    let seen = check_tables(0x12_A11CE, 600, |rng, round| {
        // Each variant alone in turn, then random combinations.
        let only = (round < 300).then_some(round % support::GRAPH_VARIANTS.len());
        let inst = random_graph_variant(rng, 3, 9, only);
        let game = GraphGame::with_rules(&inst.adj, inst.roles, inst.rules.clone());
        (
            inst.to_string(),
            game.unwrap_or_else(|e| panic!("{inst}: {e}")),
        )
    });
    seen.assert_over(Seen::floor(1000, 1000, 10, 0));
}

#[test]
fn grid_tables_are_consistent_with_their_moves_under_every_variant() {
    let seen = check_tables(0x12_B0B, 480, |rng, round| {
        let only = (round < 240).then_some(round % support::GRID_VARIANTS.len());
        let inst = random_grid_variant(rng, 5, 5, only);
        let g = &inst.grid;
        let game = GridGame::with_rules(&g.rows, g.cat_jump, g.mouse_jump, 1000, inst.rules);
        (
            inst.to_string(),
            game.unwrap_or_else(|e| panic!("{inst}: {e}")),
        )
    });
    seen.assert_over(Seen::floor(1000, 500, 10, 0));
}

#[test]
fn queries_outside_the_board_are_errors_not_panics() {
    let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]]).unwrap();
    let table = solve(&game);
    // Each query names the first piece off the board, its place and the board's size.
    for (state, piece, place) in [
        (State::new(3, 0, Player::Mouse), Player::Mouse, 3),
        (State::new(0, 3, Player::Cat), Player::Cat, 3),
        (
            State::new(u32::MAX, 1, Player::Cat),
            Player::Mouse,
            u32::MAX as usize,
        ),
        (
            State::new(1, u32::MAX, Player::Mouse),
            Player::Cat,
            u32::MAX as usize,
        ),
    ] {
        let expected = SpecError::PlaceOutOfRange {
            piece,
            place,
            len: 3,
        };
        assert_eq!(table.value(state), Err(expected.clone()), "{state}");
        assert_eq!(
            best_moves(&game, &table, state).err(),
            Some(expected.clone()),
            "{state}"
        );
        assert_eq!(
            principal_line(&game, &table, state, 10).err(),
            Some(expected),
            "{state}"
        );
    }
}
