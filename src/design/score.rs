//! Scoring: solving a candidate exactly and measuring every allowed start of its table
//! against the goal, the best start kept with its rank.

use super::candidate::Candidate;
use super::{DesignSpec, Goal, Property, Space};
use crate::{solve, GraphGame, GraphRoles, GridGame, Outcome, OutcomeTable, Player, State, Value};

/// The best start of an evaluated candidate and its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Eval {
    /// What the search compares: the score, then a tie-break (more starts reaching the best
    /// value is better: a plateau with many good starts tends to lead uphill).
    pub(super) rank: (i64, i64),
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

/// Scores a solved table: every allowed start of the mouse-to-move plane is measured, and the
/// best one kept.
fn score_table(
    goal: Goal,
    table: &OutcomeTable,
    starts: &mut dyn Iterator<Item = (u32, u32)>,
    nodes: usize,
    limit: Option<u32>,
    size: usize,
    largest: usize,
) -> Eval {
    let property = goal.property();
    let lim = limit.unwrap_or(u32::MAX);
    let mut best = no_margin(property, nodes, lim);
    let mut best_start = None;
    let mut ties = 0i64;
    // The first allowed start: shown when no start counts for the goal.
    let mut first = None;
    let layout = table.layout();
    for (m, c) in starts {
        let index = layout.index(State::new(m, c, Player::Mouse));
        let Some(value) = table.value_at(index) else {
            continue;
        };
        first.get_or_insert((m, c, value));
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
    let (m, c, value) = best_start
        .or(first)
        .expect("every space allows a start (validated)");
    let start = (m, c);
    let has = best_start.is_some() && holds(property, best);
    let rank = match goal {
        Goal::LongestWin { .. } => {
            let score = if best_start.is_some() {
                i64::from(value.distance)
            } else {
                -1
            };
            (score, ties)
        }
        Goal::DpWrong | Goal::TurnLimitDecides => (best, ties),
        // Smallest: with the property, the smaller the better (then the wider margin);
        // without, the closer the better (then the smaller).
        Goal::Smallest(_) => {
            if has {
                ((largest - size) as i64 + 1, best)
            } else {
                (best.min(0), (largest - size) as i64)
            }
        }
    };
    Eval {
        rank,
        start,
        value,
        holds: has,
        size,
    }
}

/// Solves `candidate` and scores every allowed start.
pub(super) fn evaluate(spec: &DesignSpec, candidate: &Candidate) -> Eval {
    match (candidate, &spec.space) {
        (Candidate::Graph(g), Space::Graph(s)) => {
            let game = GraphGame::with_roles(&g.lists(), GraphRoles::default())
                .expect("a designed graph is valid");
            let table = solve(&game);
            let n = s.nodes as u32;
            // The hole is node 0: every other pair of distinct nodes may start.
            let mut starts =
                (1..n).flat_map(|m| (1..n).filter(move |&c| c != m).map(move |c| (m, c)));
            score_table(
                spec.goal,
                &table,
                &mut starts,
                s.nodes,
                None,
                g.edges,
                s.max_edges,
            )
        }
        (Candidate::Grid(g), Space::Grid(s)) => {
            let (mouse, cat) = g.placeholders(s);
            let game = GridGame::from_cells(
                s.rows,
                s.cols,
                &g.chars(mouse, cat),
                (s.cat_jump, s.mouse_jump, s.turn_limit),
                crate::GridRules::default(),
            )
            .expect("a designed grid is valid");
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
            let mut starts = mice
                .iter()
                .flat_map(|&m| cats.iter().filter(move |&&c| c != m).map(move |&c| (m, c)));
            score_table(
                spec.goal,
                &table,
                &mut starts,
                cells,
                Some(s.turn_limit),
                cells - g.wall_count,
                cells - s.min_walls,
            )
        }
        _ => unreachable!("the candidate matches the space"),
    }
}
