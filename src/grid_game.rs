//! Cat and Mouse II on a grid with walls and food (LeetCode 1728, generalised).

use crate::game::{Game, Moves, Terminal, MAX_PLACES};
use crate::{Outcome, Player, SpecError, State, Value};

/// The default turn limit, in plies: the mouse must reach the food within 1000 plies.
pub const DEFAULT_TURN_LIMIT: u32 = 1000;

/// Cat and Mouse II: a grid of walls (`#`), floor (`.`), the cat (`C`), the mouse (`M`) and the
/// food (`F`).
///
/// Rules: the mouse moves first. A move jumps 0 to `jump` cells in one of the four directions,
/// never through a wall or off the grid; staying put is allowed, and either piece may jump over
/// the other. The cat on the mouse's cell wins for the cat; the cat on the food wins for the cat;
/// the mouse on the food (without the cat) wins for the mouse. If the mouse has not reached the
/// food within `turn_limit` plies (single moves of either player, the mouse's first move being
/// ply 1), the cat wins.
///
/// Places are cells numbered row-major: `row * cols + col`.
///
/// # The turn limit
///
/// The solver computes the game without the limit. A position where neither side can force
/// anything is a [`Draw`](Outcome::Draw) there, called *endless*. The limit is then applied
/// exactly from the computed distances: the mouse wins the limited game from a position with
/// `plies` plies left iff it wins the unlimited game in at most `plies` plies (the distance is
/// the least number of plies in which it can force the food). See [`GridGame::limited`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridGame {
    rows: usize,
    cols: usize,
    walls: Vec<bool>,
    mouse_start: usize,
    cat_start: usize,
    food: usize,
    cat_jump: u32,
    mouse_jump: u32,
    turn_limit: u32,
    mouse_moves: Moves,
    cat_moves: Moves,
}

impl GridGame {
    /// The game on `grid` with the default turn limit of 1000 plies.
    ///
    /// # Errors
    /// If the grid is empty or ragged, holds an unknown character, lacks or repeats `C`, `M` or
    /// `F`, exceeds [`MAX_PLACES`] cells, or a jump is 0.
    pub fn new<S: AsRef<str>>(
        grid: &[S],
        cat_jump: u32,
        mouse_jump: u32,
    ) -> Result<GridGame, SpecError> {
        GridGame::with_turn_limit(grid, cat_jump, mouse_jump, DEFAULT_TURN_LIMIT)
    }

    /// The game on `grid` with the given turn limit (in plies).
    ///
    /// # Errors
    /// As [`GridGame::new`], and if the turn limit is 0.
    pub fn with_turn_limit<S: AsRef<str>>(
        grid: &[S],
        cat_jump: u32,
        mouse_jump: u32,
        turn_limit: u32,
    ) -> Result<GridGame, SpecError> {
        let rows = grid.len();
        let cols = grid.first().map_or(0, |r| r.as_ref().chars().count());
        if rows == 0 || cols == 0 {
            return Err(SpecError::EmptyGrid);
        }
        let cells = rows.saturating_mul(cols);
        if cells > MAX_PLACES {
            return Err(SpecError::TooLarge {
                what: "cells",
                count: cells,
                max: MAX_PLACES,
            });
        }
        let mut walls = Vec::with_capacity(cells);
        let mut pieces: [Option<(usize, usize)>; 3] = [None; 3];
        for (row, line) in grid.iter().enumerate() {
            let found = line.as_ref().chars().count();
            if found != cols {
                return Err(SpecError::RaggedGrid {
                    row,
                    expected: cols,
                    found,
                });
            }
            for (col, ch) in line.as_ref().chars().enumerate() {
                let slot = match ch {
                    '#' | '.' => None,
                    'C' => Some(0),
                    'M' => Some(1),
                    'F' => Some(2),
                    found => return Err(SpecError::UnknownCell { row, col, found }),
                };
                if let Some(slot) = slot {
                    if let Some(first) = pieces[slot] {
                        return Err(SpecError::RepeatedPiece {
                            piece: ch,
                            first,
                            second: (row, col),
                        });
                    }
                    pieces[slot] = Some((row, col));
                }
                walls.push(ch == '#');
            }
        }
        let place = |slot: usize, piece: char| {
            pieces[slot]
                .map(|(r, c)| r * cols + c)
                .ok_or(SpecError::MissingPiece { piece })
        };
        let (cat_start, mouse_start, food) = (place(0, 'C')?, place(1, 'M')?, place(2, 'F')?);
        for (player, jump) in [(Player::Cat, cat_jump), (Player::Mouse, mouse_jump)] {
            if jump == 0 {
                return Err(SpecError::BadJump { player, jump });
            }
        }
        if turn_limit == 0 {
            return Err(SpecError::BadTurnLimit { limit: turn_limit });
        }
        let moves = |jump: u32| {
            Moves::from_lists((0..cells).map(|p| jump_targets(&walls, rows, cols, p, jump)))
        };
        let (mouse_moves, cat_moves) = (moves(mouse_jump), moves(cat_jump));
        Ok(GridGame {
            rows,
            cols,
            walls,
            mouse_start,
            cat_start,
            food,
            cat_jump,
            mouse_jump,
            turn_limit,
            mouse_moves,
            cat_moves,
        })
    }

    /// The number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the cell `place` is a wall.
    ///
    /// # Panics
    /// If `place` is out of range.
    #[must_use]
    pub fn is_wall(&self, place: usize) -> bool {
        self.walls[place]
    }

    /// The food's cell.
    #[must_use]
    pub fn food(&self) -> usize {
        self.food
    }

    /// The cat's jump length.
    #[must_use]
    pub fn cat_jump(&self) -> u32 {
        self.cat_jump
    }

    /// The mouse's jump length.
    #[must_use]
    pub fn mouse_jump(&self) -> u32 {
        self.mouse_jump
    }

    /// The turn limit in plies.
    #[must_use]
    pub fn turn_limit(&self) -> u32 {
        self.turn_limit
    }

    /// The outcome of the limited game from a position of unlimited value `value` when `plies_left`
    /// plies remain before the limit: the mouse wins iff it wins in at most `plies_left` plies;
    /// every other position, endless ones included, is a cat win.
    #[must_use]
    pub fn limited(value: Value, plies_left: u32) -> Outcome {
        if value.outcome == Outcome::MouseWin && value.distance <= plies_left {
            Outcome::MouseWin
        } else {
            Outcome::CatWin
        }
    }
}

/// The cells reachable from `p` in one jump of at most `jump` cells (including `p` itself), or
/// nothing if `p` is a wall.
fn jump_targets(walls: &[bool], rows: usize, cols: usize, p: usize, jump: u32) -> Vec<u32> {
    if walls[p] {
        return Vec::new();
    }
    let (r, c) = ((p / cols) as isize, (p % cols) as isize);
    let mut out = vec![p as u32];
    for (dr, dc) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
        for step in 1..=jump as isize {
            let (nr, nc) = (r + dr * step, c + dc * step);
            if nr < 0 || nc < 0 || nr >= rows as isize || nc >= cols as isize {
                break;
            }
            let q = nr as usize * cols + nc as usize;
            if walls[q] {
                break;
            }
            out.push(q as u32);
        }
    }
    out
}

impl Game for GridGame {
    fn places(&self) -> usize {
        self.rows * self.cols
    }

    fn moves(&self, player: Player) -> &Moves {
        match player {
            Player::Mouse => &self.mouse_moves,
            Player::Cat => &self.cat_moves,
        }
    }

    fn can_stand(&self, _player: Player, place: usize) -> bool {
        !self.walls[place]
    }

    fn terminal(&self, mouse: usize, cat: usize) -> Option<Terminal> {
        if mouse == cat {
            Some(Terminal::Caught)
        } else if cat == self.food {
            Some(Terminal::CatAtFood)
        } else if mouse == self.food {
            Some(Terminal::MouseHome)
        } else {
            None
        }
    }

    fn start(&self) -> State {
        State::new(
            self.mouse_start as u32,
            self.cat_start as u32,
            Player::Mouse,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jumps_stop_at_walls_and_edges_and_include_staying() {
        let game = GridGame::new(&["M.#.", "C..F"], 3, 2).unwrap();
        // Mouse at (0,0), jump 2: stay, right to (0,1) then wall; down to (1,0).
        assert_eq!(game.moves(Player::Mouse).of(0), &[0, 1, 4]);
        // Cat at (1,0), jump 3: stay, up (0,0), right (1,1), (1,2), (1,3).
        assert_eq!(game.moves(Player::Cat).of(4), &[0, 4, 5, 6, 7]);
        assert!(game.moves(Player::Cat).of(2).is_empty());
    }

    #[test]
    fn mouse_may_jump_over_the_cat() {
        let game = GridGame::new(&["MC.F"], 1, 3).unwrap();
        assert_eq!(game.moves(Player::Mouse).of(0), &[0, 1, 2, 3]);
    }

    #[test]
    fn terminals_cat_first() {
        let game = GridGame::new(&["MC.F"], 1, 3).unwrap();
        assert_eq!(game.terminal(3, 3), Some(Terminal::Caught));
        assert_eq!(game.terminal(0, 3), Some(Terminal::CatAtFood));
        assert_eq!(game.terminal(3, 0), Some(Terminal::MouseHome));
        assert_eq!(game.terminal(0, 1), None);
    }

    #[test]
    fn rejects_malformed_grids() {
        let cases: Vec<(Vec<&str>, &str)> = vec![
            (vec![], "the grid is empty: give at least one non-empty row"),
            (
                vec!["", ""],
                "the grid is empty: give at least one non-empty row",
            ),
            (
                vec!["MC.F", "..."],
                "row 1 has 3 cells but row 0 has 4 (rows must be equally long)",
            ),
            (
                vec!["MCxF"],
                "row 0, column 2 holds 'x'; use '#', '.', 'C', 'M' or 'F'",
            ),
            (vec!["M..F"], "the grid has no 'C' (cat)"),
            (
                vec!["MC.F", "M..."],
                "the grid has more than one 'M' (mouse): at row 0, column 0 and row 1, column 0",
            ),
        ];
        for (grid, message) in cases {
            println!("{grid:?}");
            assert_eq!(GridGame::new(&grid, 1, 1).unwrap_err().to_string(), message);
        }
        assert_eq!(
            GridGame::new(&["MC.F"], 0, 1).unwrap_err().to_string(),
            "catJump must be at least 1, got 0"
        );
        assert_eq!(
            GridGame::with_turn_limit(&["MC.F"], 1, 1, 0)
                .unwrap_err()
                .to_string(),
            "the turn limit must be at least 1 ply, got 0"
        );
    }

    #[test]
    fn limited_outcome_reads_the_distance() {
        let win = |d| Value {
            outcome: Outcome::MouseWin,
            distance: d,
        };
        assert_eq!(GridGame::limited(win(999), 1000), Outcome::MouseWin);
        assert_eq!(GridGame::limited(win(1000), 1000), Outcome::MouseWin);
        assert_eq!(GridGame::limited(win(1001), 1000), Outcome::CatWin);
        let endless = Value {
            outcome: Outcome::Draw,
            distance: 0,
        };
        assert_eq!(GridGame::limited(endless, 1000), Outcome::CatWin);
    }
}
