//! Scoring: solving a candidate exactly and measuring every allowed start of its table
//! against the goal, the best start kept with its rank.

use super::candidate::Candidate;
use super::spec::{cat_positions, cops_moves};
use super::{DesignError, DesignSpec, Goal, Property, Space};
use super::{MAX_DESIGN_CAT_MOVES, MAX_DESIGN_CAT_POSITIONS};
use crate::{
    solve, solve_cats, CatsGame, CatsRules, CatsState, GraphGame, GraphRoles, GraphRules, GridGame,
    Outcome, OutcomeTable, Player, State, Value,
};

/// The best start of an evaluated candidate and its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Eval {
    /// What the search compares: the score, then a tie-break (more starts reaching the best
    /// value is better: a plateau with many good starts tends to lead uphill).
    pub(super) rank: (i64, i64),
    /// What the annealing walk compares: the rank, or with a [`Tuning::weight`](super::Tuning)
    /// for a one-side longest win, the larger of the score and the weighted longest win of the
    /// other side (so that the walk may pass through the other side's long wins).
    pub(super) walk: (i64, i64),
    /// The best start's mouse and cat places.
    pub(super) start: (u32, u32),
    /// The best start's exact value.
    pub(super) value: Value,
    pub(super) holds: bool,
    pub(super) size: usize,
}

/// The measure of `property` at one start of value `value`: larger is better; `None` if the
/// start does not count at all (not a win of the wanted kind).
fn measure(property: Property, value: Value, nodes: usize, limit: u32) -> Option<i64> {
    let d = i64::from(value.distance);
    match property {
        Property::WinAtLeast { plies, side } => {
            let winner = value.outcome.winner()?;
            if side.is_some_and(|s| s != winner) {
                return None;
            }
            Some(d - i64::from(plies))
        }
        Property::DpWrong => {
            value.outcome.winner()?;
            Some(d - 2 * nodes as i64)
        }
        Property::TurnLimitDecides => {
            (value.outcome == Outcome::MouseWin).then_some(d - i64::from(limit))
        }
    }
}

/// Whether a start of outcome `outcome` can count for `property` at all: exactly the starts
/// [`measure`] does not answer `None` for, so that the others are skipped before their
/// distance is looked up.
fn may_count(property: Property, outcome: Outcome) -> bool {
    match property {
        Property::WinAtLeast { side, .. } => outcome
            .winner()
            .is_some_and(|w| side.map_or(true, |s| s == w)),
        Property::DpWrong => outcome.winner().is_some(),
        Property::TurnLimitDecides => outcome == Outcome::MouseWin,
    }
}

/// Whether a measured margin has the property.
fn holds(property: Property, margin: i64) -> bool {
    match property {
        Property::WinAtLeast { .. } | Property::DpWrong => margin >= 0,
        Property::TurnLimitDecides => margin > 0,
    }
}

/// The margin of a start with no counting win: below every real margin.
fn no_margin(property: Property, nodes: usize, limit: u32) -> i64 {
    match property {
        Property::WinAtLeast { plies, .. } => -i64::from(plies) - 1,
        Property::DpWrong => -2 * nodes as i64 - 1,
        Property::TurnLimitDecides => -i64::from(limit) - 1,
    }
}

/// The rank of a table's best start for `goal`: `found`, the best start's distance when a start
/// counts for the goal; `(best, ties)`, its margin and how many starts share it; `has`, whether
/// the property holds there; `(size, largest)`, the candidate's size and the largest in the space.
#[inline]
fn table_rank(
    goal: Goal,
    found: Option<u32>,
    (best, ties): (i64, i64),
    has: bool,
    (size, largest): (usize, usize),
) -> (i64, i64) {
    match goal {
        Goal::LongestWin { .. } => (found.map_or(-1, i64::from), ties),
        Goal::DpWrong | Goal::TurnLimitDecides => (best, ties),
        // Smallest: with the property, the smaller the better (then the wider margin);
        // without, the closer the better (then the smaller).
        // Not reachable: `evaluate` scores these goals with `score_cats` (they have no
        // `property` to pass here).
        Goal::NeedsCats { .. } | Goal::LongestCapture { .. } => {
            unreachable!("the Cops and Robbers goals are scored by score_cats")
        }
        Goal::Smallest(_) => {
            if has {
                ((largest - size) as i64 + 1, best)
            } else {
                (best.min(0), (largest - size) as i64)
            }
        }
    }
}

/// Scores a solved table: every allowed start of the mouse-to-move plane (each of
/// `starts.0`, the mice, against each of `starts.1`, the cats, on another place, mouse by
/// mouse) is measured, and the best one kept. `sizes`: the candidate's size and the largest
/// in the space.
fn score_table(
    (goal, property): (Goal, Property),
    table: &OutcomeTable,
    (mice, cats): (&[u32], &[u32]),
    nodes: usize,
    limit: Option<u32>,
    (size, largest): (usize, usize),
    weight: f64,
) -> Eval {
    // The other side, whose wins the walk counts at `weight` times their length.
    let other = match goal {
        Goal::LongestWin { side: Some(side) } if weight > 0.0 => Some(side.other()),
        _ => None,
    };
    let mut other_best = None::<u32>;
    let lim = limit.unwrap_or(u32::MAX);
    let mut best = no_margin(property, nodes, lim);
    let mut best_start = None;
    let mut ties = 0i64;
    // The first allowed start: shown when no start counts for the goal.
    let mut first = None;
    let layout = table.layout();
    let bytes = table.outcome_bytes();
    let places = layout.places();
    // Not reachable from input: the starts are the space's places (graph nodes from 1, the
    // grid's floor cells or its validated fixed cells), each below `places`.
    assert!(
        cats.iter().all(|&c| (c as usize) < places),
        "cats on the board"
    );
    // Start by start, mouse by mouse (the starts of one mouse are one row of the plane), the
    // outcome byte first: a start that cannot count needs no distance.
    for &m in mice {
        let row = layout.index(State::new(m, 0, Player::Mouse));
        for &c in cats {
            if c == m {
                continue;
            }
            let index = row + c as usize;
            let Some(outcome) = Outcome::from_u8(bytes[index]) else {
                continue;
            };
            if first.is_none() {
                first = table.value_at(index).map(|v| (m, c, v));
            }
            if !may_count(property, outcome) {
                if other.is_some() && outcome.winner() == other {
                    let d = table.distance_at(index);
                    if limit.map_or(true, |l| d <= l) {
                        other_best = Some(other_best.map_or(d, |b| b.max(d)));
                    }
                }
                continue;
            }
            let value = Value {
                outcome,
                distance: table.distance_at(index),
            };
            // On grids, a win needs to fit the turn limit, except for the goal about the limit.
            if limit.is_some()
                && property != Property::TurnLimitDecides
                && value.outcome != Outcome::Draw
                && value.distance > lim
            {
                continue;
            }
            let Some(margin) = measure(property, value, nodes, lim) else {
                continue;
            };
            if margin > best || best_start.is_none() {
                best = margin;
                best_start = Some((m, c, value));
                ties = 1;
            } else if margin == best {
                ties += 1;
            }
        }
    }
    // Not reachable from input: every validated space has two places the pieces may start on
    // apart (graphs: nodes 1 and 2 of at least 3; grids: at least 3 cells not walls, one the
    // food, the fixed cells distinct and never walls), and the mouse to move there is a
    // position.
    let (m, c, value) = best_start
        .or(first)
        .expect("every space allows a start (validated)");
    let start = (m, c);
    let has = best_start.is_some() && holds(property, best);
    let found = best_start.is_some().then_some(value.distance);
    let rank = table_rank(goal, found, (best, ties), has, (size, largest));
    // The weighted length rounds down (one correctly rounded product: the same everywhere).
    let walk = match other_best {
        Some(d) => (rank.0.max((weight * f64::from(d)).floor() as i64), rank.1),
        None => rank,
    };
    Eval {
        rank,
        walk,
        start,
        value,
        holds: has,
        size,
    }
}

/// What `cats` cats achieve in Cops and Robbers on a graph, read off one solve: the starts
/// (cat multisets) that win against every mouse start, the capture time in rounds (the least,
/// over winning starts, of the mouse's longest chase), and how often the mouse has a safe move.
///
/// Why not the starts or the capture time alone as the measure of "close to needing more
/// cats": with passing allowed, cats that win from one start win from every start (they walk
/// to it and wait), and on 10 nodes two cats catch in at most 3 rounds, so both are flat over
/// almost every graph. The safe positions are not: they rise with the girth and the least
/// degree, as the Petersen graph's do (girth 5, degree 3: every position is safe).
struct Chase {
    winning_starts: i64,
    rounds: Option<u32>,
    /// Positions with the mouse to move (off the cats) that the cats do not win within one
    /// round: where the mouse has a safe move. On a graph that needs more cats, all of them.
    safe: i64,
    /// Positions with the mouse to move and off the cats.
    positions: i64,
}

/// Solves Cops and Robbers with `cats` cats on `lists` and reads the chase off the table. The
/// positions and the moves are checked against the designer's budgets first, from the sizes
/// and the degrees alone: a candidate of a space [`validate`](super::spec::validate) accepted
/// is always within them (the space's worst case bounds each of its graphs), and one that is
/// not is refused, never solved.
///
/// # Errors
/// [`DesignError::CatPositions`] or [`DesignError::CatMoves`] over the budgets;
/// [`DesignError::Refused`] if the solve runs out of memory (its allocations are fallible).
fn chase(lists: &[Vec<usize>], cats: usize) -> Result<Chase, DesignError> {
    let nodes = lists.len();
    let positions = cat_positions(nodes, cats);
    if positions > MAX_DESIGN_CAT_POSITIONS {
        return Err(DesignError::CatPositions {
            nodes,
            cats,
            positions,
        });
    }
    let degrees: Vec<usize> = lists.iter().map(Vec::len).collect();
    let moves = cops_moves(&degrees, cats);
    if moves > MAX_DESIGN_CAT_MOVES {
        return Err(DesignError::CatMoves {
            nodes,
            edges: degrees.iter().sum::<usize>() / 2,
            cats,
            moves,
        });
    }
    let rules = CatsRules::cops_and_robbers(false, false);
    let game = CatsGame::cops_and_robbers(lists, cats, rules).map_err(DesignError::Refused)?;
    debug_assert_eq!(
        game.moves(),
        moves,
        "the designer counts moves as the game does"
    );
    let table = solve_cats(&game).map_err(DesignError::Refused)?;
    let layout = table.layout();
    let n = lists.len() as u32;
    let (mut winning_starts, mut rounds, mut safe) = (0, None::<u32>, 0);
    let mut positions = 0;
    for rank in 0..layout.multisets() {
        let cats = layout.unrank(rank);
        let mut longest = Some(0u32);
        for mouse in (0..n).filter(|&m| !cats.contains(m)) {
            let state = CatsState::new(mouse, cats, Player::Cat);
            let index = layout.index(state).map_err(DesignError::Refused)?;
            match table.value_at(index) {
                Some(v) if v.outcome == Outcome::CatWin => {
                    longest = longest.map(|l| l.max(v.distance.div_ceil(2)));
                }
                _ => longest = None,
            }
        }
        for mouse in (0..n).filter(|&m| !cats.contains(m)) {
            let state = CatsState::new(mouse, cats, Player::Mouse);
            let index = layout.index(state).map_err(DesignError::Refused)?;
            let lost_soon = table
                .value_at(index)
                .is_some_and(|v| v.outcome == Outcome::CatWin && v.distance <= 2);
            positions += 1;
            if !lost_soon {
                safe += 1;
            }
        }
        if let Some(l) = longest {
            winning_starts += 1;
            rounds = Some(rounds.map_or(l, |r| r.min(l)));
        }
    }
    Ok(Chase {
        winning_starts,
        rounds,
        safe,
        positions,
    })
}

/// Scores a graph for a Cops and Robbers goal: one solve with the goal's cats (`cats − 1` for
/// [`Goal::NeedsCats`]). The start reported is the classic placement (mouse 1, cat 2), so the
/// found graph keeps its labels; its value is the chase with the solved cats: a cat win in
/// `2t − 1` plies for a capture in `t` rounds (the cats move first), or a draw when the mouse
/// escapes forever.
fn score_cats(
    (goal, cats): (Goal, usize),
    lists: &[Vec<usize>],
    edges: usize,
    largest: usize,
) -> Result<Eval, DesignError> {
    let got = if cats > 0 {
        Some(chase(lists, cats)?)
    } else {
        None
    };
    let rounds = got.as_ref().and_then(|c| c.rounds);
    let value = match rounds {
        Some(t) => Value {
            outcome: Outcome::CatWin,
            distance: (2 * t).saturating_sub(1),
        },
        None => Value {
            outcome: Outcome::Draw,
            distance: 0,
        },
    };
    let (rank, holds) = match (goal, got) {
        // No cats at all (needs 1 cat): every graph holds.
        (Goal::NeedsCats { .. }, None) => (((largest - edges) as i64 + 1, 0), true),
        (Goal::NeedsCats { .. }, Some(c)) if c.winning_starts == 0 => {
            (((largest - edges) as i64 + 1, 0), true)
        }
        // Short of it: the fewer unsafe positions for the mouse, the closer; then the longer
        // capture.
        (Goal::NeedsCats { .. }, Some(c)) => {
            let unsafe_positions = (c.positions - c.safe).max(1);
            ((-unsafe_positions, rounds.map_or(0, i64::from)), false)
        }
        (_, _) => match rounds {
            Some(t) => ((i64::from(t), 0), true),
            None => ((-1, 0), false),
        },
    };
    Ok(Eval {
        rank,
        walk: rank,
        start: (1, 2),
        value,
        holds,
        size: edges,
    })
}

/// Solves `candidate` and scores every allowed start; `weight` as in
/// [`Tuning::weight`](super::Tuning::weight) (0: the walk is the rank).
///
/// # Errors
/// For a Cops and Robbers goal, a candidate over the designer's budgets (never one of a space
/// [`validate`](super::spec::validate) accepted) or a solve out of memory (see [`chase`]);
/// [`DesignError::Refused`] if a one-cat candidate is not a valid game (never: the candidates
/// are symmetric loopless graphs of at most 64 nodes and grids of at most 256 cells, far
/// within the game's budgets).
pub(super) fn evaluate(
    spec: &DesignSpec,
    candidate: &Candidate,
    weight: f64,
) -> Result<Eval, DesignError> {
    let (property, cats) = (spec.goal.property(), spec.goal.solved_cats());
    match (candidate, &spec.space) {
        (Candidate::Graph(g), Space::Graph(s)) => {
            let Some(property) = property else {
                let cats = cats.map_or(0, |c| c.0);
                return score_cats((spec.goal, cats), &g.lists(), g.edges, s.max_edges);
            };
            // Built from the flat lists: the same game as `GraphGame::with_roles(&g.lists(),
            // …)` without a `Vec` per node.
            let (lengths, neighbours) = g.flat_lists();
            let game = GraphGame::from_lists(
                &lengths,
                &neighbours,
                GraphRoles::default(),
                GraphRules::default(),
            )
            .map_err(DesignError::Refused)?;
            // Infallible: the binding reserves `DESIGN_EVAL_BYTES` before each evaluation, an
            // upper bound of what one allocates (`tests/memory.rs`).
            let table = solve(&game);
            let n = s.nodes as u32;
            // The hole is node 0: every other pair of distinct nodes may start.
            let places: Vec<u32> = (1..n).collect();
            Ok(score_table(
                (spec.goal, property),
                &table,
                (&places, &places),
                s.nodes,
                None,
                (g.edges, s.max_edges),
                weight,
            ))
        }
        (Candidate::Grid(g), Space::Grid(s)) => {
            // Not reachable from input: `validate` refuses the graph-only goals on grids.
            let property = property.ok_or(DesignError::GoalKind {
                what: "a Cops and Robbers goal",
                applies_to: "graphs",
            })?;
            let (mouse, cat) = g.placeholders(s);
            let game = GridGame::from_cells(
                s.rows,
                s.cols,
                &g.chars(mouse, cat),
                (s.cat_jump, s.mouse_jump, s.turn_limit),
                crate::GridRules::default(),
            )
            .map_err(DesignError::Refused)?;
            let table = solve(&game);
            let cells = s.rows * s.cols;
            let floor: Vec<u32> = (0..cells)
                .filter(|&c| !g.walls[c] && c != g.food)
                .map(|c| c as u32)
                .collect();
            let mice: Vec<u32> = match s.mouse {
                Some(m) => vec![m as u32],
                None => floor.clone(),
            };
            let cats: Vec<u32> = match s.cat {
                Some(c) => vec![c as u32],
                None => floor,
            };
            Ok(score_table(
                (spec.goal, property),
                &table,
                (&mice, &cats),
                cells,
                Some(s.turn_limit),
                (cells - g.wall_count, cells - s.min_walls),
                weight,
            ))
        }
        // Not reachable: a designer's candidates are made for its own space (`from_puzzle`
        // answers `None` for a puzzle of the other kind).
        _ => unreachable!("the candidate matches the space"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::design::candidate::random_candidate;
    use crate::design::rng::Rng;
    use crate::{capture_time, CopOptions, GraphSpace};

    /// The chase read here against the crate's own capture time, on random graphs.
    #[test]
    fn the_chase_agrees_with_capture_time() {
        let mut rng = Rng(42);
        for n in 3..=9 {
            let mut graphs = GraphSpace::connected(n);
            graphs.max_edges = graphs.max_edges.min(n * (n - 1) / 2);
            let space = Space::Graph(graphs);
            for _ in 0..12 {
                let Candidate::Graph(g) = random_candidate(&space, &mut rng) else {
                    unreachable!()
                };
                let lists = g.lists();
                for cats in 1..=2 {
                    let mine = chase(&lists, cats).unwrap();
                    let theirs = capture_time(&lists, cats, CopOptions::default()).unwrap();
                    assert_eq!(mine.rounds, theirs.capture_rounds, "{lists:?}");
                    assert_eq!(mine.winning_starts as usize, theirs.winning_starts);
                    assert!(mine.safe <= mine.positions);
                }
            }
        }
    }
}
