//! Running out of memory as an error: what a piece of work will allocate, counted before it
//! starts, and a check that the allocator can give it.
//!
//! A failed allocation aborts a Rust program (in wasm: a trap, which also leaves the module's
//! stack pointer where the failed call left it). So the fallible entry points
//! ([`try_solve`](crate::try_solve), [`try_solve_start`](crate::try_solve_start), …) first count
//! the bytes the work will allocate *in all*, from the game's shape ([`solve_bytes`]), and
//! [`reserve`] them: one allocation of that size plus [`HEADROOM`], freed at once. Freed memory
//! stays with the allocator, so every allocation the work then makes is served from it: an
//! allocator hands out a freed block front first, so what is left of it stays one block, at
//! least as large as what the work has yet to ask for. The work itself stays infallible, and
//! only growth that cannot be counted in advance (a solve's side list of long distances, a
//! line of play) is made with `try_reserve`.
//!
//! [`HEADROOM`] stays free after every reserved piece of work, for the small allocations made
//! outside any count (error messages, a short list of moves).
//!
//! The counts are upper bounds, checked against a counting allocator on many games
//! (`tests/memory.rs`).

use std::fmt;

use crate::game::Game;
use crate::Player;

/// Bytes kept free beyond every reserved piece of work: the small allocations that no count
/// covers (messages, a list of moves, a position's line) always find room.
pub const HEADROOM: usize = 4 << 20;

/// Memory that could not be had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    /// The bytes asked for (the work's count, without [`HEADROOM`]).
    pub bytes: usize,
}

impl fmt::Display for OutOfMemory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "out of memory: could not allocate {} bytes", self.bytes)
    }
}

impl std::error::Error for OutOfMemory {}

/// Checks that `bytes` (and [`HEADROOM`] beyond them) can be allocated now, by allocating them
/// and freeing them at once: the allocator keeps them for the allocations that follow.
///
/// # Errors
/// [`OutOfMemory`] with `bytes` if the allocator refuses.
pub fn reserve(bytes: usize) -> Result<(), OutOfMemory> {
    let refused = OutOfMemory { bytes };
    let total = bytes.checked_add(HEADROOM).ok_or(refused)?;
    // Above isize::MAX no allocation can exist; try_reserve says so too, but a wasm32 usize
    // makes that the whole address space.
    let mut probe: Vec<u8> = Vec::new();
    probe.try_reserve_exact(total).map_err(|_| refused)?;
    // The optimiser may not drop an allocation that escapes.
    std::hint::black_box(&probe);
    Ok(())
}

/// Grows `v` so that `more` elements fit, keeping [`HEADROOM`] free: the fallible `push` of
/// growth nobody can count in advance.
///
/// # Errors
/// If the allocator refuses.
pub(crate) fn try_grow<T>(v: &mut Vec<T>, more: usize) -> Result<(), OutOfMemory> {
    if v.capacity() - v.len() >= more {
        return Ok(());
    }
    // Doubling, as push does, so that growth stays amortised.
    let want = more.max(v.len());
    let bytes = want.saturating_mul(std::mem::size_of::<T>());
    v.try_reserve(want).map_err(|_| OutOfMemory { bytes })?;
    reserve(0).map_err(|_| OutOfMemory { bytes })
}

/// Makes room for exactly `more` more elements in `v`, keeping [`HEADROOM`] free: the checked
/// path of every large allocation of the solver with several cats, whose sizes depend on the
/// play (the frontiers) and so are not counted in advance.
///
/// # Errors
/// If the allocator refuses; the error names the bytes `v` would hold.
pub(crate) fn try_reserve_exact<T>(v: &mut Vec<T>, more: usize) -> Result<(), OutOfMemory> {
    let bytes = v
        .len()
        .saturating_add(more)
        .saturating_mul(std::mem::size_of::<T>());
    v.try_reserve_exact(more)
        .map_err(|_| OutOfMemory { bytes })?;
    reserve(0).map_err(|_| OutOfMemory { bytes })
}

/// A vector of `len` copies of `value`, allocated through [`try_reserve_exact`]: the several-cats
/// solver's and its table's large allocations.
///
/// # Errors
/// If the allocator refuses; the error names the bytes.
pub(crate) fn try_filled<T: Clone>(len: usize, value: T) -> Result<Vec<T>, OutOfMemory> {
    let mut v = Vec::new();
    try_reserve_exact(&mut v, len)?;
    v.resize(len, value);
    Ok(v)
}

/// The sizes a solve's allocations follow from, read off the game (no move list is built).
struct Shape {
    /// Places.
    n: usize,
    /// Places each player may stand on.
    width: [usize; 2],
    /// Entries of the move lists the solver copies, both players, moves and predecessors.
    moves: usize,
}

impl Shape {
    fn of<G: Game>(game: &G) -> Shape {
        let n = game.places();
        let width = Player::ALL.map(|p| (0..n).filter(|&x| game.can_stand(p, x)).count());
        let moves = Player::ALL
            .into_iter()
            .map(|p| {
                let forward = game.moves(p).total();
                forward + game.predecessors(p).map_or(0, crate::Moves::total)
            })
            .sum();
        Shape { n, width, moves }
    }

    /// Positions: pieces on places they may stand on, either player to move.
    fn positions(&self) -> usize {
        2 * self.width[0] * self.width[1]
    }
}

/// The widest row window of the large solver, and the padding of its counters.
const WINDOW: usize = 8192;

/// An upper bound of the bytes a full solve of `game` allocates in all ([`solve`](crate::solve),
/// [`solve_observed`](crate::solve_observed)): the compact index and its move lists, the
/// solver's counters (1 or 2 bytes a position), cells (2) and frontiers, the public table (1 byte a state, 2 a
/// position), with the side list of distances of 16,383 plies or more left out (it grows
/// fallibly). Also a bound of [`solve_start`](crate::solve_start)'s, which keeps less.
#[must_use]
pub fn solve_bytes<G: Game>(game: &G) -> usize {
    let s = Shape::of(game);
    let positions = s.positions();
    let word = std::mem::size_of::<usize>();
    // The compact index: per player a place list (grown by push: twice its length), the index
    // of every place, the offsets (padded to whole words of 64); the targets as u16, and
    // narrowed copies for the table.
    let index = 2 * (2 * 4 + 4 + 4 + 2) * s.n + 2 * s.moves + 2 * 4 * 64 + 64;
    // The counters (2 bytes at most) and the cells (2 bytes) padded by a window, the scratch row, the four frontier
    // planes (2 bits a position, word-rounded rows, a summary word a row), the labelling's
    // per-row degrees and stuck lists, the blocker's place lists.
    let rows = s.width[0] + s.width[1];
    let solver = 2 * (positions + WINDOW)
        + 2 * (positions + WINDOW)
        + 2 * WINDOW
        + 2 * (2 * positions / 8 + 16 * rows + 16 * rows + 8 * rows)
        + (2 + 2 * word) * rows
        + 4 * rows;
    // The table: outcomes of every state, distances of every position (the counters' own
    // memory when converted in place, counted again to be safe), the runs of the finish.
    let table = 2 * s.n * s.n + 2 * positions + 2 * 3 * word * rows;
    index + solver + table + 4096
}

/// An upper bound of the bytes [`solve`](crate::solve)'s last phase allocates: the public
/// table (outcomes of every state, the narrowed numbering, the runs of the finish).
pub(crate) fn finish_bytes(n: usize, rows: usize) -> usize {
    let word = std::mem::size_of::<usize>();
    2 * n * n + 4 * n + 2 * 3 * word * rows + 4096
}

/// An upper bound of the bytes that reading a graph of `nodes` lists holding `entries`
/// neighbours in all (the binding's flat copies) and building its game allocate, under any
/// rules: the lists, the move lists of both players (passes add one move a node), their
/// predecessors (one-way edges).
#[must_use]
pub fn graph_bytes(nodes: usize, entries: usize) -> usize {
    128usize
        .saturating_mul(entries.saturating_add(2 * nodes))
        .saturating_add(4096)
}

/// An upper bound of the bytes that reading a grid of `rows × cols` cells, `open` of them not
/// walls, and building its game with jumps `cat_jump` and `mouse_jump` allocate, diagonal
/// moves or not: the cells, the run tables, the move lists. A cell has at most
/// `min(jump, cols − 1)` moves left and right, `min(jump, rows − 1)` up and down, as many
/// diagonally, and staying put; and a game within the work budget has fewer list entries than
/// [`MAX_GAME_MOVES`](crate::MAX_GAME_MOVES) over the positions each entry is a move of (at
/// least `open − 3`: every other cell the other piece may stand on, but the food).
#[must_use]
pub fn grid_bytes(rows: usize, cols: usize, open: usize, cat_jump: u32, mouse_jump: u32) -> usize {
    let cells = rows.saturating_mul(cols);
    let reach = |jump: u32| {
        let j = jump as usize;
        let (across, down) = (j.min(cols.saturating_sub(1)), j.min(rows.saturating_sub(1)));
        2 * across + 2 * down + 4 * across.min(down) + 1
    };
    let listed = cells.saturating_mul(reach(cat_jump) + reach(mouse_jump));
    let budget = usize::try_from(2 * crate::MAX_GAME_MOVES).unwrap_or(usize::MAX)
        / open.saturating_sub(3).max(1);
    let moves = listed.min(budget.saturating_add(2 * cells));
    64usize
        .saturating_mul(moves.saturating_add(4 * cells))
        .saturating_add(8 * rows)
        .saturating_add(4096)
}
