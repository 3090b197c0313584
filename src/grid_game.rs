//! Cat and Mouse II on a grid with walls and food (LeetCode 1728, generalised).

use crate::game::{check_work, row_all, row_bit, Game, Moves, Terminal, MAX_PLACES};
use crate::{Outcome, Player, SpecError, State, Value};

/// The default turn limit, in plies: the mouse must reach the food within 1000 plies.
pub const DEFAULT_TURN_LIMIT: u32 = 1000;

/// The rule variants of the grid game, beside the jumps and the turn limit. The default is the
/// classic game (LeetCode 1728). Every variant combines with every other and with the turn
/// limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GridRules {
    /// The grid may hold several `F`: the mouse wins on reaching any food first, the cat wins on
    /// reaching any food first. Classic: off, exactly one `F`.
    pub several_foods: bool,
    /// The pieces block each other: a jump may not pass over the other piece. Landing on it is
    /// allowed (the cat captures; the mouse is caught). Classic: off, a piece jumps over the
    /// other freely.
    pub blocking: bool,
    /// The mouse may stay put (a jump of 0). Classic: on.
    pub mouse_stays: bool,
    /// The cat may stay put. Classic: on.
    pub cat_stays: bool,
    /// The mouse also jumps diagonally (eight directions). Classic: off, four directions.
    pub mouse_diagonal: bool,
    /// The cat also jumps diagonally. Classic: off.
    pub cat_diagonal: bool,
}

impl Default for GridRules {
    /// The classic rules: one food, no blocking, both may stay put, four directions.
    fn default() -> GridRules {
        GridRules {
            several_foods: false,
            blocking: false,
            mouse_stays: true,
            cat_stays: true,
            mouse_diagonal: false,
            cat_diagonal: false,
        }
    }
}

impl GridRules {
    /// Whether these are the classic rules (LeetCode 1728).
    #[must_use]
    pub fn is_classic(&self) -> bool {
        *self == GridRules::default()
    }

    /// Whether `player` may stay put.
    #[must_use]
    pub const fn stays(&self, player: Player) -> bool {
        match player {
            Player::Mouse => self.mouse_stays,
            Player::Cat => self.cat_stays,
        }
    }

    /// Whether `player` jumps diagonally too.
    #[must_use]
    pub const fn diagonal(&self, player: Player) -> bool {
        match player {
            Player::Mouse => self.mouse_diagonal,
            Player::Cat => self.cat_diagonal,
        }
    }
}

/// How one player moves on the grid: its jump, and the rules that shape its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    /// The longest jump, in cells.
    pub(crate) jump: u32,
    /// Whether staying put is a move.
    pub(crate) stays: bool,
    /// Whether the diagonals are directions too.
    pub(crate) diagonal: bool,
}

impl Reach {
    /// The classic reach with jump `jump`: staying allowed, four directions.
    pub(crate) const fn classic(jump: u32) -> Reach {
        Reach {
            jump,
            stays: true,
            diagonal: false,
        }
    }
}

/// Cat and Mouse II: a grid of walls (`#`), floor (`.`), the cat (`C`), the mouse (`M`) and the
/// food (`F`).
///
/// Classic rules: the mouse moves first. A move jumps 0 to `jump` cells in one of the four directions,
/// never through a wall or off the grid; staying put is allowed, and either piece may jump over
/// the other. The cat on the mouse's cell wins for the cat; the cat on the food wins for the cat;
/// the mouse on the food (without the cat) wins for the mouse. If the mouse has not reached the
/// food within `turn_limit` plies (single moves of either player, the mouse's first move being
/// ply 1), the cat wins.
///
/// The [`GridRules`] change this: several foods (the first piece on any food wins, the cat
/// checked first as above), blocking (a jump stops at the other piece: it may land on it, not
/// pass it), no staying put, and diagonal jumps (along a diagonal, `k` cells means `k` rows and
/// `k` columns; only the cells on the diagonal matter, so a piece may pass between two walls
/// that touch at a corner), each per player where it says so. A position is any pair of open
/// cells (the mouse's, the cat's) and a player to move.
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
    /// Per cell, whether it holds food.
    is_food: Vec<bool>,
    cat_jump: u32,
    mouse_jump: u32,
    turn_limit: u32,
    rules: GridRules,
    mouse_moves: Moves,
    cat_moves: Moves,
}

impl GridGame {
    /// The game on `grid` with the default turn limit of 1000 plies.
    ///
    /// # Errors
    /// If the grid is empty or ragged, holds an unknown character, lacks or repeats `C`, `M` or
    /// `F`, exceeds [`MAX_PLACES`] cells, a jump is 0, or the game exceeds [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES)
    /// game moves (see [`GridGame::with_turn_limit`]).
    pub fn new<S: AsRef<str>>(
        grid: &[S],
        cat_jump: u32,
        mouse_jump: u32,
    ) -> Result<GridGame, SpecError> {
        GridGame::with_turn_limit(grid, cat_jump, mouse_jump, DEFAULT_TURN_LIMIT)
    }

    /// The game on `grid` with the given turn limit (in plies).
    ///
    /// A jump longer than the board behaves exactly like the longest jump that fits,
    /// `max(rows, cols) - 1`, and is stored as that ([`cat_jump`](GridGame::cat_jump)): no piece
    /// can jump off the board, so the moves are the same. Any `u32` jump is exact.
    ///
    /// # Errors
    /// Checked in this order, sizes before contents, so that an oversized grid is refused
    /// without reading its cells:
    /// 1. sizes: more than [`MAX_PLACES`] rows ([`TooLarge`](SpecError::TooLarge)), an empty
    ///    grid, a row longer than [`MAX_PLACES`] ([`RowTooLong`](SpecError::RowTooLong)), more
    ///    than [`MAX_PLACES`] cells, rows of unequal length;
    /// 2. cells: an unknown character, a repeated `C`, `M` or `F` (row-major order), then a
    ///    missing one;
    /// 3. numbers: a jump of 0, a turn limit of 0;
    /// 4. work: more than [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES) game moves ([`TooMuchWork`](SpecError::TooMuchWork)),
    ///    counted before any move list is built.
    pub fn with_turn_limit<S: AsRef<str>>(
        grid: &[S],
        cat_jump: u32,
        mouse_jump: u32,
        turn_limit: u32,
    ) -> Result<GridGame, SpecError> {
        GridGame::with_rules(grid, cat_jump, mouse_jump, turn_limit, GridRules::default())
    }

    /// The game on `grid` with the given turn limit (in plies) and rule variants.
    ///
    /// # Errors
    /// As [`GridGame::with_turn_limit`]; a repeated `F` is an error only without
    /// [`several_foods`](GridRules::several_foods), and the work counts the moves of the
    /// variant (diagonals, no staying; the moves blocking takes away count too).
    ///
    /// ```
    /// use cat_mouse::{solve, GridGame, GridRules, Outcome};
    /// // The cat stands between the mouse and the food: with blocking, it is in the way.
    /// let grid = ["M.C.F"];
    /// let free = GridGame::new(&grid, 1, 4)?;
    /// assert_eq!(solve(&free).start_value(&free).outcome, Outcome::MouseWin);
    /// let rules = GridRules { blocking: true, ..GridRules::default() };
    /// let blocked = GridGame::with_rules(&grid, 1, 4, 1000, rules)?;
    /// assert_ne!(solve(&blocked).start_value(&blocked).outcome, Outcome::MouseWin);
    /// # Ok::<_, cat_mouse::SpecError>(())
    /// ```
    pub fn with_rules<S: AsRef<str>>(
        grid: &[S],
        cat_jump: u32,
        mouse_jump: u32,
        turn_limit: u32,
        rules: GridRules,
    ) -> Result<GridGame, SpecError> {
        let lengths = grid
            .iter()
            .map(|row| row.as_ref().chars().take(MAX_PLACES + 1).count());
        let cols = GridGame::check_sizes(grid.len(), lengths)?;
        let cells: Vec<char> = grid.iter().flat_map(|row| row.as_ref().chars()).collect();
        GridGame::from_cells(
            grid.len(),
            cols,
            &cells,
            (cat_jump, mouse_jump, turn_limit),
            rules,
        )
    }

    /// Checks the sizes of a grid of `rows` rows from the rows' lengths in characters, before
    /// any cell is read; returns the number of columns.
    ///
    /// `lengths` may cap each length at `MAX_PLACES + 1` (any longer row is refused whatever its
    /// length), and may end after the first row at which the running total exceeds
    /// [`MAX_PLACES`]: the grid is then refused on one of the rows given.
    ///
    /// # Errors
    /// Step 1 of [`GridGame::with_turn_limit`].
    pub(crate) fn check_sizes(
        rows: usize,
        lengths: impl IntoIterator<Item = usize>,
    ) -> Result<usize, SpecError> {
        if rows > MAX_PLACES {
            return Err(SpecError::TooLarge {
                what: "rows",
                count: rows,
                max: MAX_PLACES,
            });
        }
        let mut lengths = lengths.into_iter();
        let cols = lengths.next().unwrap_or(0);
        if rows == 0 || cols == 0 {
            return Err(SpecError::EmptyGrid);
        }
        if cols > MAX_PLACES {
            return Err(SpecError::RowTooLong {
                row: 0,
                max: MAX_PLACES,
            });
        }
        if rows * cols > MAX_PLACES {
            return Err(SpecError::TooLarge {
                what: "cells",
                count: rows * cols,
                max: MAX_PLACES,
            });
        }
        for row in 1..rows {
            // A missing length stands for a row past the budget (see above).
            let found = lengths.next().unwrap_or(MAX_PLACES + 1);
            if found > MAX_PLACES {
                return Err(SpecError::RowTooLong {
                    row,
                    max: MAX_PLACES,
                });
            }
            if found != cols {
                return Err(SpecError::RaggedGrid {
                    row,
                    expected: cols,
                    found,
                });
            }
        }
        Ok(cols)
    }

    /// The game on a grid whose sizes passed [`GridGame::check_sizes`]: `cells` holds its
    /// `rows × cols` characters row by row; `numbers` are the cat's jump, the mouse's jump and
    /// the turn limit.
    ///
    /// # Errors
    /// Steps 2 to 4 of [`GridGame::with_turn_limit`].
    ///
    /// # Panics
    /// If `cells` does not hold `rows × cols` characters (a bug in the caller, not bad input).
    #[track_caller]
    pub(crate) fn from_cells(
        rows: usize,
        cols: usize,
        cells: &[char],
        numbers: (u32, u32, u32),
        rules: GridRules,
    ) -> Result<GridGame, SpecError> {
        let (cat_jump, mouse_jump, turn_limit) = numbers;
        // Not reachable from input: the binding reads exactly rows × cols cells (`grid_input`
        // checks the count), and the designer builds its grids so.
        assert_eq!(cells.len(), rows * cols, "cells must hold rows × cols");
        let mut walls = Vec::with_capacity(cells.len());
        let mut is_food = vec![false; cells.len()];
        let mut pieces: [Option<(usize, usize)>; 3] = [None; 3];
        for (p, &ch) in cells.iter().enumerate() {
            let (row, col) = (p / cols, p % cols);
            let slot = match ch {
                '#' | '.' => None,
                'C' => Some(0),
                'M' => Some(1),
                'F' => Some(2),
                found => return Err(SpecError::UnknownCell { row, col, found }),
            };
            is_food[p] = ch == 'F';
            if let Some(slot) = slot {
                if let Some(first) = pieces[slot].filter(|_| !(ch == 'F' && rules.several_foods)) {
                    return Err(SpecError::RepeatedPiece {
                        piece: ch,
                        first,
                        second: (row, col),
                    });
                }
                pieces[slot] = pieces[slot].or(Some((row, col)));
            }
            walls.push(ch == '#');
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
        // The longest jump that fits: three distinct pieces make the board at least 2 long.
        let fits = u32::try_from(rows.max(cols) - 1).unwrap_or(u32::MAX);
        let (cat_jump, mouse_jump) = (cat_jump.min(fits), mouse_jump.min(fits));
        let reach = |player: Player, jump: u32| Reach {
            jump,
            stays: rules.stays(player),
            diagonal: rules.diagonal(player),
        };
        let (cat, mouse) = (
            reach(Player::Cat, cat_jump),
            reach(Player::Mouse, mouse_jump),
        );
        check_work(count_game_moves(&walls, rows, cols, cat, mouse))?;
        let moves = |reach: Reach| {
            Moves::from_lists((0..cells.len()).map(|p| jump_targets(&walls, rows, cols, p, reach)))
        };
        let (mouse_moves, cat_moves) = (moves(mouse), moves(cat));
        Ok(GridGame {
            rows,
            cols,
            walls,
            mouse_start,
            cat_start,
            food,
            is_food,
            cat_jump,
            mouse_jump,
            turn_limit,
            rules,
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

    /// The food's cell (with [several foods](GridRules::several_foods), the first in row-major
    /// order).
    #[must_use]
    pub fn food(&self) -> usize {
        self.food
    }

    /// Whether the cell `place` holds food.
    ///
    /// # Panics
    /// If `place` is out of range.
    #[must_use]
    pub fn is_food(&self, place: usize) -> bool {
        self.is_food[place]
    }

    /// Every food's cell, in increasing order.
    #[must_use]
    pub fn foods(&self) -> Vec<usize> {
        (0..self.is_food.len())
            .filter(|&p| self.is_food[p])
            .collect()
    }

    /// The rule variants in force.
    #[must_use]
    pub fn rules(&self) -> GridRules {
        self.rules
    }

    /// The cat's jump length, at most the longest jump that fits (`max(rows, cols) - 1`): a
    /// longer jump given to the constructor has the same moves and is stored as that.
    #[must_use]
    pub fn cat_jump(&self) -> u32 {
        self.cat_jump
    }

    /// The mouse's jump length, at most the longest jump that fits (see
    /// [`cat_jump`](GridGame::cat_jump)).
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

/// The cells reachable from `p` in one jump as `reach` says (at most `reach.jump` cells, `p`
/// itself if staying is allowed, diagonals if they are directions), or nothing if `p` is a
/// wall: `p` first, then up, down, left and right, then up-left, up-right, down-left and
/// down-right, nearest first (the published baselines try moves in this order too).
///
/// Unsigned arithmetic only: each direction walks at most as far as the board extends
/// (`jump.min(room)`), so no step can leave the board or wrap, whatever `jump` is.
pub(crate) fn jump_targets(
    walls: &[bool],
    rows: usize,
    cols: usize,
    p: usize,
    reach: Reach,
) -> Vec<u32> {
    if walls[p] {
        return Vec::new();
    }
    let jump = usize::try_from(reach.jump).unwrap_or(usize::MAX);
    let (r, c) = (p / cols, p % cols);
    let mut out = Vec::new();
    if reach.stays {
        out.push(p as u32);
    }
    let mut ray = |cells: &mut dyn Iterator<Item = usize>| {
        // Walk outwards until a wall: pieces never jump through walls.
        out.extend(cells.take_while(|&q| !walls[q]).map(|q| q as u32));
    };
    let (up, down, left, right) = (r, rows - 1 - r, c, cols - 1 - c);
    ray(&mut (1..=jump.min(up)).map(|k| p - k * cols));
    ray(&mut (1..=jump.min(down)).map(|k| p + k * cols));
    ray(&mut (1..=jump.min(left)).map(|k| p - k));
    ray(&mut (1..=jump.min(right)).map(|k| p + k));
    if reach.diagonal {
        ray(&mut (1..=jump.min(up).min(left)).map(|k| p - k * cols - k));
        ray(&mut (1..=jump.min(up).min(right)).map(|k| p - k * cols + k));
        ray(&mut (1..=jump.min(down).min(left)).map(|k| p + k * cols - k));
        ray(&mut (1..=jump.min(down).min(right)).map(|k| p + k * cols + k));
    }
    out
}

/// Whether cell `x` lies strictly between cells `a` and `b` of a straight or diagonal line on
/// a grid of `cols` columns (`a` and `b` on one row, column or diagonal).
pub(crate) fn strictly_between(cols: usize, a: usize, b: usize, x: usize) -> bool {
    let at = |p: usize| ((p / cols) as i64, (p % cols) as i64);
    let ((ar, ac), (br, bc), (xr, xc)) = (at(a), at(b), at(x));
    let (dr, dc) = (br - ar, bc - ac);
    let k = dr.abs().max(dc.abs());
    let (sr, sc) = (dr.signum(), dc.signum());
    let (yr, yc) = (xr - ar, xc - ac);
    // x = a + j·step for some 0 < j < k.
    let j = yr.abs().max(yc.abs());
    0 < j && j < k && yr == j * sr && yc == j * sc
}

/// The game moves of a grid game, counted from its walls before any move list is built:
/// [`Game::game_moves`] of the game it describes.
///
/// From each open cell a piece with jump `j` has `stay + Σ min(j, run)` moves, where `stay` is 1
/// if it may stay put and `run` is the number of open cells in a straight line in each of its
/// directions (four, or eight with diagonals) before a wall or the edge. Both pieces stand on
/// every open cell, so each one's moves count once per place of the other:
/// `open × (mouse moves + cat moves)`.
fn count_game_moves(walls: &[bool], rows: usize, cols: usize, cat: Reach, mouse: Reach) -> u64 {
    // Runs towards the top and the left, from the previous cell's run...
    let mut up = vec![0u32; walls.len()];
    let mut left = vec![0u32; walls.len()];
    for p in 0..walls.len() {
        let (r, c) = (p / cols, p % cols);
        if r > 0 && !walls[p - cols] {
            up[p] = up[p - cols] + 1;
        }
        if c > 0 && !walls[p - 1] {
            left[p] = left[p - 1] + 1;
        }
    }
    // ...and towards the bottom and the right, from the next cell's run.
    let mut down = vec![0u32; walls.len()];
    let mut right = vec![0u32; walls.len()];
    for p in (0..walls.len()).rev() {
        let (r, c) = (p / cols, p % cols);
        if r + 1 < rows && !walls[p + cols] {
            down[p] = down[p + cols] + 1;
        }
        if c + 1 < cols && !walls[p + 1] {
            right[p] = right[p + 1] + 1;
        }
    }
    // The diagonals, only if a piece moves along them.
    let diagonals = (mouse.diagonal || cat.diagonal).then(|| diagonal_runs(walls, rows, cols));
    let mut open = 0u64;
    let (mut mouse_moves, mut cat_moves) = (0u64, 0u64);
    for p in (0..walls.len()).filter(|&p| !walls[p]) {
        open += 1;
        let straight = [up[p], down[p], left[p], right[p]];
        let diagonal = diagonals
            .as_ref()
            .map(|d| [d[0][p], d[1][p], d[2][p], d[3][p]]);
        let count = |reach: Reach| {
            let runs = |runs: [u32; 4]| runs.into_iter().map(|run| u64::from(run.min(reach.jump)));
            let diagonal = diagonal.filter(|_| reach.diagonal);
            u64::from(reach.stays)
                + runs(straight).sum::<u64>()
                + diagonal.map_or(0, |d| runs(d).sum::<u64>())
        };
        mouse_moves += count(mouse);
        cat_moves += count(cat);
    }
    open * (mouse_moves + cat_moves)
}

/// Per cell, the open cells in a line along each diagonal before a wall or the edge: up-left,
/// up-right, down-left, down-right (each from the neighbouring cell's run, as the straight runs
/// of [`count_game_moves`]).
fn diagonal_runs(walls: &[bool], rows: usize, cols: usize) -> [Vec<u32>; 4] {
    let [mut up_left, mut up_right, mut down_left, mut down_right] =
        std::array::from_fn(|_| vec![0u32; walls.len()]);
    for p in 0..walls.len() {
        let (r, c) = (p / cols, p % cols);
        if r > 0 && c > 0 && !walls[p - cols - 1] {
            up_left[p] = up_left[p - cols - 1] + 1;
        }
        if r > 0 && c + 1 < cols && !walls[p - cols + 1] {
            up_right[p] = up_right[p - cols + 1] + 1;
        }
    }
    for p in (0..walls.len()).rev() {
        let (r, c) = (p / cols, p % cols);
        if r + 1 < rows && c > 0 && !walls[p + cols - 1] {
            down_left[p] = down_left[p + cols - 1] + 1;
        }
        if r + 1 < rows && c + 1 < cols && !walls[p + cols + 1] {
            down_right[p] = down_right[p + cols + 1] + 1;
        }
    }
    [up_left, up_right, down_left, down_right]
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

    const MAY_BLOCK: bool = true;

    fn blocking(&self) -> bool {
        self.rules.blocking
    }

    fn blocked(&self, from: usize, to: usize, other: usize) -> bool {
        strictly_between(self.cols, from, to, other)
    }

    fn can_stand(&self, _player: Player, place: usize) -> bool {
        !self.walls[place]
    }

    fn terminal(&self, mouse: usize, cat: usize) -> Option<Terminal> {
        if mouse == cat {
            Some(Terminal::Caught)
        } else if self.is_food[cat] {
            Some(Terminal::CatAtFood)
        } else if self.is_food[mouse] {
            Some(Terminal::MouseHome)
        } else {
            None
        }
    }

    #[inline(always)]
    fn may_be_finished(&self, mouse: usize, cat: usize) -> bool {
        // Plain comparisons with the first food, which the solver's scan runs without a
        // branch; with several foods every position is asked about.
        (mouse == cat) | (cat == self.food) | (mouse == self.food) | self.rules.several_foods
    }

    /// A row has at most two positions that may be finished: the capture (the mover on the
    /// other piece's cell) and the mover on the food; every one with the other piece on the
    /// food (or, with several foods, every one: they are asked about).
    #[inline]
    fn may_be_finished_row(&self, _mover: Player, other: usize, places: &[u32]) -> u64 {
        if self.rules.several_foods || other == self.food {
            return row_all(places);
        }
        row_bit(places, other) | row_bit(places, self.food)
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
    fn a_row_flags_its_finished_positions() {
        let mut rows = 0;
        for (grid, several_foods) in [
            (vec!["M.#.", "..C.", "F..#"], false),
            (vec!["M.F.", "#.C.", "F..#"], true),
            (
                vec![
                    "M.........",
                    "..........",
                    "....C....F",
                    "..........",
                    "..........",
                ],
                false,
            ),
        ] {
            let rules = GridRules {
                several_foods,
                ..GridRules::default()
            };
            let game = GridGame::with_rules(&grid, 1, 1, DEFAULT_TURN_LIMIT, rules).unwrap();
            rows += crate::game::check_finished_rows(&game);
        }
        assert!(rows > 100, "{rows} rows");
    }

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
    fn huge_jumps_behave_like_the_longest_jump_that_fits() {
        let fits = GridGame::new(&["M.C...F"], 1, 6).unwrap();
        for jump in [7, 8, 1 << 31, u32::MAX - 1, u32::MAX] {
            let game = GridGame::new(&["M.C...F"], jump, jump).unwrap();
            assert_eq!(game.mouse_jump(), 6, "{jump}");
            assert_eq!(
                game.moves(Player::Mouse),
                fits.moves(Player::Mouse),
                "{jump}"
            );
        }
        // Issue 8's wrong answers (on wasm32 the jump wrapped to a negative step count).
        assert_eq!(crate::can_mouse_win(&["M.C...F"], 1, 1 << 31), Ok(true));
        assert_eq!(
            crate::can_mouse_win(&["####F", "#C...", "M...."], 1 << 31, 2),
            Ok(false)
        );
    }

    #[test]
    fn sizes_are_checked_before_cells() {
        let many_rows = vec![""; MAX_PLACES + 1];
        let long_row = ".".repeat(MAX_PLACES + 1);
        let cases: Vec<(Vec<&str>, SpecError)> = vec![
            (
                many_rows,
                SpecError::TooLarge {
                    what: "rows",
                    count: MAX_PLACES + 1,
                    max: MAX_PLACES,
                },
            ),
            (
                vec![&long_row],
                SpecError::RowTooLong {
                    row: 0,
                    max: MAX_PLACES,
                },
            ),
            (
                vec!["MCF", &long_row],
                SpecError::RowTooLong {
                    row: 1,
                    max: MAX_PLACES,
                },
            ),
            (
                vec!["x.", "..", "..."],
                SpecError::RaggedGrid {
                    row: 2,
                    expected: 2,
                    found: 3,
                },
            ),
        ];
        for (grid, err) in cases {
            assert_eq!(GridGame::new(&grid, 1, 1).unwrap_err(), err);
        }
        let wide = vec![".".repeat(61); 100];
        assert_eq!(
            GridGame::new(&wide, 1, 1).unwrap_err(),
            SpecError::TooLarge {
                what: "cells",
                count: 6100,
                max: MAX_PLACES
            }
        );
        // Characters count, not bytes.
        assert_eq!(
            GridGame::new(&["MCé", "..F"], 1, 1).unwrap_err(),
            SpecError::UnknownCell {
                row: 0,
                col: 2,
                found: 'é'
            }
        );
    }

    #[test]
    fn work_budget_refuses_before_building_moves() {
        // Issue 8: a 1×6000 row with jumps of 6000 asks for 6000 × 2 × 6000² game moves.
        let row = format!("M{}CF", ".".repeat(MAX_PLACES - 3));
        assert_eq!(
            GridGame::new(&[&row], 6000, 6000).unwrap_err(),
            SpecError::TooMuchWork {
                moves: 432_000_000_000,
                max: crate::MAX_GAME_MOVES
            }
        );
        // The same row with jumps of 1 is well within the budget.
        let game = GridGame::new(&[&row], 1, 1).unwrap();
        assert_eq!(game.game_moves(), 6000 * 2 * (3 * 6000 - 2));
    }

    #[test]
    fn counted_game_moves_match_the_built_lists() {
        // Every wall pattern of a few small shapes, with jumps from 1 past the board.
        for (rows, cols) in [(3, 3), (2, 4), (1, 5), (4, 2), (2, 3)] {
            let cells = rows * cols;
            for pattern in 0u32..1 << cells {
                let walls: Vec<bool> = (0..cells).map(|p| pattern >> p & 1 == 1).collect();
                let open = walls.iter().filter(|&&w| !w).count() as u64;
                for (cat_jump, mouse_jump) in [(1, 1), (1, 2), (3, 2), (5, 4), (u32::MAX, 1)] {
                    for (stays, diagonal) in [(true, false), (false, false), (true, true)] {
                        let reach = |jump| Reach {
                            jump,
                            stays,
                            diagonal,
                        };
                        let total = |reach| {
                            (0..cells)
                                .map(|p| jump_targets(&walls, rows, cols, p, reach).len() as u64)
                                .sum::<u64>()
                        };
                        let (cat, mouse) = (reach(cat_jump), reach(mouse_jump));
                        let mixed = Reach::classic(mouse_jump);
                        let built = open * (total(cat) + total(mouse));
                        assert_eq!(
                            count_game_moves(&walls, rows, cols, cat, mouse),
                            built,
                            "{rows}x{cols} walls {pattern:b} jumps {cat_jump}/{mouse_jump}"
                        );
                        let built = open * (total(cat) + total(mixed));
                        assert_eq!(count_game_moves(&walls, rows, cols, cat, mixed), built);
                    }
                }
            }
        }
    }

    fn with(grid: &[&str], jumps: (u32, u32), f: impl FnOnce(&mut GridRules)) -> GridGame {
        let mut rules = GridRules::default();
        f(&mut rules);
        GridGame::with_rules(grid, jumps.0, jumps.1, DEFAULT_TURN_LIMIT, rules).unwrap()
    }

    #[test]
    fn several_foods_need_the_rule() {
        let grid = ["MF.", "C.F"];
        let err = GridGame::new(&grid, 1, 1).unwrap_err().to_string();
        assert_eq!(
            err,
            "the grid has more than one 'F' (food): at row 0, column 1 and row 1, column 2: \
             several foods are allowed only with `severalFoods: true`"
        );
        let game = with(&grid, (1, 1), |r| r.several_foods = true);
        assert_eq!(game.foods(), vec![1, 5]);
        assert_eq!(game.food(), 1);
        assert_eq!(game.terminal(0, 5), Some(Terminal::CatAtFood));
        assert_eq!(game.terminal(5, 3), Some(Terminal::MouseHome));
        assert_eq!(game.terminal(5, 5), Some(Terminal::Caught));
        // Still one cat and one mouse.
        let two_cats =
            GridGame::with_rules(&["MFC", "C.F"], 1, 1, DEFAULT_TURN_LIMIT, game.rules());
        assert!(matches!(
            two_cats,
            Err(SpecError::RepeatedPiece { piece: 'C', .. })
        ));
    }

    #[test]
    fn staying_and_diagonals_per_player() {
        let game = with(&["M..", ".#.", "C.F"], (2, 2), |r| {
            r.mouse_stays = false;
            r.cat_diagonal = true;
        });
        // Mouse at (0,0): no stay, right two, down two.
        assert_eq!(game.moves(Player::Mouse).of(0), &[1, 2, 3, 6]);
        // Cat at (2,0): stay, up two, right two, up-right through the wall? No: (1,1) is a wall.
        assert_eq!(game.moves(Player::Cat).of(6), &[0, 3, 6, 7, 8]);
        // Diagonals squeeze between walls touching at a corner: only the diagonal's cells count.
        let game = with(&["M#", "#C", "F."], (1, 1), |r| r.mouse_diagonal = true);
        assert_eq!(game.moves(Player::Mouse).of(0), &[0, 3]);
    }

    #[test]
    fn blocking_stops_a_jump_at_the_other_piece() {
        let game = with(&["M.C.F"], (4, 4), |r| r.blocking = true);
        assert!(game.blocking());
        let mouse_to_move = State::new(0, 2, Player::Mouse);
        // The mouse may land on the cat (and is caught), not pass it.
        assert_eq!(game.legal_moves(mouse_to_move), vec![0, 1, 2]);
        let cat_to_move = State::new(0, 2, Player::Cat);
        assert_eq!(game.legal_moves(cat_to_move), vec![0, 1, 2, 3, 4]);
        let cat_to_move = State::new(3, 2, Player::Cat);
        assert_eq!(game.legal_moves(cat_to_move), vec![0, 1, 2, 3]);
        // Without blocking every move stays.
        let free = GridGame::new(&["M.C.F"], 4, 4).unwrap();
        assert_eq!(free.legal_moves(mouse_to_move), vec![0, 1, 2, 3, 4]);
        // On diagonals too.
        assert!(strictly_between(3, 0, 8, 4));
        assert!(!strictly_between(3, 0, 8, 8));
        assert!(!strictly_between(3, 0, 8, 0));
        assert!(!strictly_between(3, 0, 8, 5));
        assert!(strictly_between(4, 3, 12, 6));
        assert!(strictly_between(4, 1, 13, 5));
        assert!(!strictly_between(4, 1, 13, 2));
    }

    #[test]
    fn the_work_budget_counts_the_moves_of_the_variant() {
        // The editor's largest grid, 64×64 and open with jumps of 64: 4,261,412,864 game moves
        // classic, within the budget; diagonals add moves past it, and are refused at once.
        let mut rows = vec![".".repeat(64); 64];
        rows[0].replace_range(0..3, "MCF");
        let diagonal = |mouse_diagonal, cat_diagonal| GridRules {
            mouse_diagonal,
            cat_diagonal,
            ..GridRules::default()
        };
        for (rules, moves) in [
            (diagonal(true, false), 5_659_688_960),
            (diagonal(true, true), 7_057_965_056),
        ] {
            assert_eq!(
                GridGame::with_rules(&rows, 64, 64, DEFAULT_TURN_LIMIT, rules).unwrap_err(),
                SpecError::TooMuchWork {
                    moves,
                    max: crate::MAX_GAME_MOVES
                }
            );
        }
        // Without staying put, fewer moves: 4096 fewer per piece per place of the other.
        let walls = vec![false; 64 * 64];
        let no_stay = Reach {
            jump: 64,
            stays: false,
            diagonal: false,
        };
        let classic = count_game_moves(&walls, 64, 64, Reach::classic(64), Reach::classic(64));
        assert_eq!(classic, 4_261_412_864);
        let fewer = count_game_moves(&walls, 64, 64, no_stay, no_stay);
        assert_eq!(fewer, classic - 2 * 4096 * 4096);
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
