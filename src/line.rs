//! Optimal play read off a solved table: best moves and the principal line.

use std::collections::HashSet;

use crate::game::{Game, Terminal};
use crate::table::check_places;
use crate::{Outcome, OutcomeTable, Position, SpecError, State, Value};

/// The optimal moves of the player to move at `state`, as destination places in increasing order.
///
/// - In a won position: the moves to positions lost for the opponent one ply closer to the end.
/// - In a lost position: the moves that delay the loss longest (every move loses).
/// - In a draw: the moves that keep the draw (none wins).
///
/// Empty for finished positions, non-positions, and a player with no legal move.
///
/// # Errors
/// If a place is out of range.
pub fn best_moves<G: Game>(
    game: &G,
    table: &OutcomeTable,
    state: State,
) -> Result<Vec<u32>, SpecError> {
    check_places(table.layout(), state)?;
    let Some(here) = table.value_at(table.layout().index(state)) else {
        return Ok(Vec::new());
    };
    if game
        .terminal(state.mouse as usize, state.cat as usize)
        .is_some()
    {
        return Ok(Vec::new());
    }
    let wanted = |v: Value| match here.outcome {
        Outcome::Draw => v.outcome == Outcome::Draw,
        _ => v.outcome == here.outcome && v.distance + 1 == here.distance,
    };
    Ok(game
        .legal_moves(state)
        .into_iter()
        .filter(|&to| {
            table
                .value_at(table.layout().index(state.after(to)))
                .is_some_and(wanted)
        })
        .collect())
}

/// How a principal line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineEnd {
    /// The position is finished.
    Finished(Terminal),
    /// The player to move has no legal move and loses.
    Stuck,
    /// The last position repeats an earlier one: a draw (or, on the grid, endless).
    Repetition,
    /// The line was cut at the requested length.
    Cut,
}

/// A line of optimal play: the positions from the first to the last, as [`State`]s (one cat,
/// [`principal_line`]) or as [`Position`]s (any game: [`CatsLine`], what
/// [`Solved::line`](crate::Solved::line) gives).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<S = State> {
    /// The positions, the first being the one asked about.
    pub states: Vec<S>,
    /// Why the line stops.
    pub end: LineEnd,
}

/// A line of optimal play of any game, its positions as [`Position`]s (the name of the game
/// with several cats).
pub type CatsLine = Line<Position>;

impl<S> Line<S> {
    /// The number of plies played along the line.
    #[must_use]
    pub fn plies(&self) -> usize {
        self.states.len().saturating_sub(1)
    }
}

impl From<Line<State>> for Line<Position> {
    /// The one-cat line with its positions as [`Position`]s.
    fn from(line: Line<State>) -> Line<Position> {
        Line {
            states: line.states.into_iter().map(Position::from).collect(),
            end: line.end,
        }
    }
}

/// The principal line from `state`: each player in turn takes its first [best move](best_moves),
/// until the game ends, a position repeats, or `max_plies` plies have been played.
///
/// A won or lost line is exactly as long as the position's distance. A drawn line stops at the
/// first repeated position.
///
/// # Errors
/// If a place is out of range.
pub fn principal_line<G: Game>(
    game: &G,
    table: &OutcomeTable,
    state: State,
    max_plies: usize,
) -> Result<Line, SpecError> {
    check_places(table.layout(), state)?;
    let mut states = vec![state];
    let mut seen = HashSet::new();
    let mut here = state;
    let end = loop {
        if let Some(t) = game.terminal(here.mouse as usize, here.cat as usize) {
            break LineEnd::Finished(t);
        }
        if !seen.insert(here) {
            break LineEnd::Repetition;
        }
        if states.len() > max_plies {
            break LineEnd::Cut;
        }
        let Some(&to) = best_moves(game, table, here)?.first() else {
            break LineEnd::Stuck;
        };
        here = here.after(to);
        states.push(here);
    };
    Ok(Line { states, end })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solve, GraphGame, GridGame, Player};

    #[test]
    fn won_line_is_as_long_as_the_distance() {
        let game = GridGame::new(&["####F", "#C...", "M...."], 1, 2).unwrap();
        let table = solve(&game);
        let v = table.start_value(&game);
        let line = principal_line(&game, &table, game.start(), 10_000).unwrap();
        assert_eq!(line.plies(), v.distance as usize);
        assert_eq!(line.end, LineEnd::Finished(Terminal::MouseHome));
    }

    #[test]
    fn drawn_line_ends_in_repetition() {
        let game = crate::fixtures::example1_game();
        let table = solve(&game);
        let line = principal_line(&game, &table, game.start(), 10_000).unwrap();
        assert_eq!(line.end, LineEnd::Repetition);
        let last = *line.states.last().unwrap();
        assert!(line.states[..line.states.len() - 1].contains(&last));
    }

    #[test]
    fn best_moves_of_a_won_position_win() {
        let game = GraphGame::new(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let table = solve(&game);
        assert_eq!(
            best_moves(&game, &table, State::new(1, 2, Player::Mouse)).unwrap(),
            vec![0]
        );
    }

    #[test]
    fn queries_reject_out_of_range_places() {
        let game = GraphGame::new(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let table = solve(&game);
        let err = best_moves(&game, &table, State::new(9, 2, Player::Mouse)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "mouse place 9 is out of range: the game has 4 places"
        );
    }
}
