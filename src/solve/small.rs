//! The solver for small games: at most 64 places per player, so that a row of positions is one
//! machine word of frontier bits. Every LeetCode instance is one (graphs of at most 50 nodes,
//! grids of at most 64 cells).
//!
//! The algorithm is the one of [`solve`](crate::solve) (see there), with the work a large game
//! needs to stay in cache left out: positions live in a fixed array on the stack (rows of 64
//! cells whatever the width), a frontier is 64 words per plane with one word saying which rows
//! are non-empty, and nothing is allocated but the table handed back.

use super::counter::{Cell, Counter};
use super::frontier::Bits;
use super::index::{Compact, Side};
use super::large::longest;
use super::phases::{update, Blocker, Labels, Preds, Stop, Update, WordPreds};
use super::publish::{public_outcomes, CellRows};
use crate::game::Game;
use crate::table::OutcomeTable;
use crate::{Layout, Player};

/// The most places per player the small solver takes.
pub(crate) const SMALL: usize = 64;

/// Cells per plane: `SMALL` rows of `SMALL`.
const PLANE: usize = SMALL * SMALL;

/// Cells in all: two planes, and padding so that the 256-cell window of the last row fits.
const CELLS: usize = 2 * PLANE + 256 - SMALL;

/// Whether the small solver takes `ix`'s game: at most 64 places per player, and fewer than 64
/// predecessors per place (only a place every place moves into, itself included, has 64).
pub(crate) fn fits(ix: &Compact) -> bool {
    let few = |side: &Side| (0..side.len()).all(|x| side.preds(x).len() < SMALL);
    ix.width(0) <= SMALL
        && ix.width(1) <= SMALL
        && few(ix.side(Player::Mouse))
        && few(ix.side(Player::Cat))
}

/// A frontier: per plane, per row, the columns decided (lost / won for the player to move), and
/// which rows are non-empty. Grouped by predecessor row as in the large solver's frontier.
#[derive(Clone, Copy)]
struct Frontier {
    lost: [[u64; SMALL]; 2],
    won: [[u64; SMALL]; 2],
    rows: [u64; 2],
}

impl Frontier {
    const EMPTY: Frontier = Frontier {
        lost: [[0; SMALL]; 2],
        won: [[0; SMALL]; 2],
        rows: [0; 2],
    };

    #[inline(always)]
    fn set(&mut self, plane: usize, row: usize, col: usize, won: bool) {
        let words = if won {
            &mut self.won[plane]
        } else {
            &mut self.lost[plane]
        };
        words[row % SMALL] |= 1 << (col % SMALL);
        self.rows[plane] |= 1 << (row % SMALL);
    }
}

/// A player's predecessor lists (its moves read backwards) as byte-sized compact places (all
/// below 64), in fixed arrays: from place `x` the moves are the first `lens[x]` of `lists[x]`
/// (fewer than 64: see [`fits`]), so that no index needs a check.
struct SmallMoves {
    lens: [u8; SMALL],
    lists: [[u8; SMALL]; SMALL],
    /// The same lists as bits: bit `q` of `bits[x]` is set iff `q` is in list `x`.
    bits: [u64; SMALL],
}

impl SmallMoves {
    fn new(side: &Side) -> SmallMoves {
        let mut m = SmallMoves {
            lens: [0; SMALL],
            lists: [[0; SMALL]; SMALL],
            bits: [0; SMALL],
        };
        for x in 0..side.len() {
            let preds = side.preds(x);
            assert!(
                preds.len() < SMALL,
                "fewer than 64 predecessors (see `fits`)"
            );
            for (to, &q) in m.lists[x].iter_mut().zip(preds) {
                *to = q as u8;
                m.bits[x] |= 1 << (usize::from(q) % SMALL);
            }
            m.lens[x] = preds.len() as u8;
        }
        m
    }
}

/// [`SmallMoves`] borrowed for the hot loop, as fixed arrays (so that every index is known in
/// bounds) copied by value (so that the compiler may keep both in registers).
#[derive(Clone, Copy)]
struct SmallPreds<'a> {
    lens: &'a [u8; SMALL],
    lists: &'a [[u8; SMALL]; SMALL],
}

impl<'a> Preds<'a> for SmallPreds<'a> {
    type Place = u8;
    type Word = SmallPreds<'a>;
    /// The whole view: a small game's rows are one word (`first` is 0).
    #[inline(always)]
    fn word(self, _first: usize) -> SmallPreds<'a> {
        self
    }
}

impl<'a> WordPreds<'a> for SmallPreds<'a> {
    type Place = u8;
    #[inline(always)]
    fn preds(self, x: usize) -> &'a [u8] {
        let x = x % SMALL;
        // (`% SMALL` changes nothing, a list holds fewer than 64: it proves the slice in
        // bounds.)
        &self.lists[x][..usize::from(self.lens[x]) % SMALL]
    }
}

impl SmallMoves {
    /// The places in the lists of the places in `word`, as bits.
    #[inline(always)]
    fn reach(&self, word: u64) -> u64 {
        Bits(word).fold(0, |reach, x| reach | self.bits[x % SMALL])
    }

    /// Borrowed for the hot loop.
    #[inline(always)]
    fn view(&self) -> SmallPreds<'_> {
        SmallPreds {
            lens: &self.lens,
            lists: &self.lists,
        }
    }
}

/// Where compact index `i` (the large solver's numbering) lives in the small cells array.
fn cell_of(ix: &Compact, i: usize) -> usize {
    let (plane, rest) = (i / ix.plane_len(), i % ix.plane_len());
    let width = ix.width(plane);
    plane * PLANE + (rest / width) * SMALL + rest % width
}

/// Phase 1 of [`run`]: counts moves, labels finished positions and stuck players (level 0) into
/// `cells` and `frontier`, and leaves the undecided ones' bits in `open` (per plane and row).
/// Not inlined, nor is [`spread`]: a wasm engine first runs a call in quickly compiled code,
/// and optimises a function once it is hot, on a background thread, in a time that grows
/// with its size; two small functions are optimised in time for a LeetCode-size call's first
/// repetitions, where one that inlined the whole solve took hundreds of them.
#[inline(never)]
fn label<G: Game, C: Counter, B: Blocker>(
    game: &G,
    ix: &Compact,
    cells: &mut [C; CELLS],
    frontier: &mut Frontier,
    open: &mut [[u64; SMALL]; 2],
    block: &B,
) {
    let (mut degrees, mut stuck) = ([C::counting(0); SMALL], [0u64; 1]);
    for plane in 0..2 {
        let labels = Labels::new(game, ix, plane, block, &mut degrees, &mut stuck);
        let other = ix.side(Player::ALL[1 - plane]);
        // Every column of a row (a width of 0 has no row to mark).
        let all = u64::MAX >> (SMALL - ix.width(plane).clamp(1, SMALL));
        for (major, &major_place) in other.places.iter().enumerate() {
            let row: &mut [C; SMALL] = (&mut cells[plane * PLANE + major * SMALL..][..SMALL])
                .try_into()
                .expect("a row of cells");
            let open = &mut open[plane][major % SMALL];
            *open = all;
            labels.narrow_row(major, major_place, row, |minor, won| {
                *open &= !(1 << (minor % SMALL));
                frontier.set(plane, minor, major, won);
            });
        }
    }
}

/// Phase 2's rule (see `phases::update`) for one frontier row of [`run`]: the row's states
/// lost and won for their player to move (`lost`, `won`) update their predecessors in
/// `step.mover`'s plane, row `step.other`, whose undecided columns are `open`; those decided
/// join `next` and leave `open`. Inlined into [`spread`].
///
/// Without blocking, the rule's first half goes a word at a time: every undecided predecessor
/// of a lost state is won, and those are the lists' bits ([`SmallMoves::reach`]) within
/// `open`, with no test a predecessor. (Blocking makes some moves illegal per position: then
/// the lists are walked as in the large solver.)
#[inline(always)]
fn update_row<C: Counter, B: Blocker>(
    cells: &mut [C; CELLS],
    (moves, step): (&SmallMoves, Update<'_, SmallPreds<'_>, B>),
    lost: u64,
    won: u64,
    open: &mut u64,
    next: &mut Frontier,
) {
    let (pred, row) = (step.mover, step.other);
    // A window of 256 cells from the row's start (the row and the next ones: the array is
    // padded), so that a byte-sized place indexes it without a check.
    let cells: &mut [C; 256] = (&mut cells[pred * PLANE + row * SMALL..][..256])
        .try_into()
        .expect("a padded row window");
    let lost = if B::ON {
        lost
    } else {
        let wins = moves.reach(lost) & *open;
        *open &= !wins;
        for q in Bits(wins) {
            cells[q % 256].win(step.distance);
            next.set(pred, q, row, true);
        }
        0
    };
    update(cells, step, 0, lost, won, |q, won, hit| {
        if hit {
            *open &= !(1 << (usize::from(q) % SMALL));
            next.set(pred, usize::from(q), row, won);
        }
    });
}

/// Solves `game` (which [`fits`]) up to the stop if any, in `cells`; returns the last level
/// processed.
fn run<G: Game, C: Counter, B: Blocker>(
    game: &G,
    ix: &Compact,
    cells: &mut [C],
    stop: Option<Stop>,
    block: &B,
) -> u32 {
    let cells: &mut [C; CELLS] = cells.try_into().expect("two planes of cells, padded");
    // This level's frontier and the next, alternately.
    let mut frontiers = [Frontier::EMPTY; 2];
    // Which positions are undecided, per plane and row (the counters say it too, a cell at a
    // time): where phase 2 finds its wins a word at a time.
    let mut open = [[0u64; SMALL]; 2];
    // Phase 1: count moves, label finished positions and stuck players (level 0).
    label(game, ix, cells, &mut frontiers[0], &mut open, block);
    // Phase 2: level by level, each plane's decided states update their predecessors' row.
    let start = stop.map(|s| cell_of(ix, s.start));
    let moves = [
        SmallMoves::new(ix.side(Player::Mouse)),
        SmallMoves::new(ix.side(Player::Cat)),
    ];
    spread(
        cells,
        &moves,
        &mut frontiers,
        &mut open,
        stop.zip(start),
        block,
    )
}

/// Phase 2 of [`run`]: level by level, each plane's decided states (`frontiers[0]`, then each
/// level's) update their predecessors' row, until no state is decided or the stop (with the
/// start's cell) is reached; returns the last level processed. Not inlined (see [`label`]).
#[inline(never)]
fn spread<C: Counter, B: Blocker>(
    cells: &mut [C; CELLS],
    moves: &[SmallMoves; 2],
    frontiers: &mut [Frontier; 2],
    open: &mut [[u64; SMALL]; 2],
    stop: Option<(Stop, usize)>,
    block: &B,
) -> u32 {
    let [mut frontier, mut next] = frontiers.each_mut();
    let mut level = 0;
    while frontier.rows != [0, 0] {
        if let Some((stop, start)) = stop {
            if stop.reached(cells[start].outcome().is_some(), level) {
                break;
            }
        }
        level += 1;
        // Distances below 8,192 (there are at most 8,192 positions): inline in a cell.
        let distance = level as u16;
        for plane in 0..2 {
            let pred = 1 - plane;
            // The words are taken (left empty), so the frontier is empty again afterwards.
            for row in Bits(std::mem::take(&mut frontier.rows[plane])) {
                let lost = std::mem::take(&mut frontier.lost[plane][row]);
                let won = std::mem::take(&mut frontier.won[plane][row]);
                let step = Update {
                    preds: moves[pred].view(),
                    mover: pred,
                    other: row,
                    distance,
                    block,
                };
                let open = &mut open[pred][row];
                update_row(cells, (&moves[pred], step), lost, won, open, next);
            }
        }
        std::mem::swap(&mut frontier, &mut next);
    }
    level
}

/// [`solve_start`](crate::solve_start) for a game that [`fits`]: whether the start is won for the
/// player to move, and the level at which it was decided. Not inlined into the dispatch (which
/// holds the large solver's paths too), so that a wasm engine optimises it soon (see [`label`]).
#[inline(never)]
pub(crate) fn decide_start<G: Game, C: Counter, B: Blocker>(
    game: &G,
    ix: &Compact,
    stop: Stop,
    block: &B,
) -> Option<(bool, u32)> {
    let mut cells = [C::counting(0); CELLS];
    let level = run(game, ix, &mut cells, Some(stop), block);
    let won = cells[cell_of(ix, stop.start)].outcome()?;
    Some((won, level))
}

/// The full table of a game that [`fits`].
pub(crate) fn table<G: Game, B: Blocker>(
    game: &G,
    ix: Compact,
    cap: u16,
    block: &B,
) -> OutcomeTable {
    let mut cells = [Cell::counting(0); CELLS];
    let levels = run(game, &ix, &mut cells, None, block);
    let n = game.places();
    let rows = CellRows {
        start: [0, PLANE],
        stride: [SMALL, SMALL],
    };
    let (len, shape) = (
        ix.len(),
        [(ix.rows(0), ix.width(0)), (ix.rows(1), ix.width(1))],
    );
    // The move lists are no longer needed: dropped before the table is allocated.
    let (numbering, places) = ix.into_numbering();
    let outcomes = public_outcomes(n, &places, &cells, rows);
    drop(places);
    let mut distances = Vec::with_capacity(len);
    for (plane, (rows, width)) in shape.into_iter().enumerate() {
        for row in 0..rows {
            let from = &cells[plane * PLANE + row * SMALL..][..width];
            distances.extend(from.iter().map(|c| c.distance()));
        }
    }
    OutcomeTable {
        layout: Layout::new(n),
        outcomes,
        distances,
        // Distances are below the number of positions, at most 8,192: none reaches the cap.
        overflow: Vec::new(),
        cap,
        max_distance: longest(levels),
        numbering,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::large::Silent;
    use crate::solve::{solve, solve_observed};
    use crate::GridGame;

    /// A row of 64 open cells: with a jump of 32 the cat reaches cell 31 from every cell
    /// (staying included), so it has 64 predecessors and the small solver declines; with 31
    /// no cell has more than 63 and it takes the game. Either way the table is the large
    /// solver's (observed solves always take the large one).
    #[test]
    fn a_place_with_64_predecessors_goes_to_the_large_solver() {
        let row = format!("C{}MF", ".".repeat(61));
        for (cat_jump, small) in [(32, false), (31, true)] {
            let game = GridGame::new(&[row.as_str()], cat_jump, 1).unwrap();
            assert_eq!(fits(&Compact::new(&game)), small, "cat jump {cat_jump}");
            let (table, large) = (solve(&game), solve_observed(&game, &mut Silent).unwrap());
            assert_eq!(table.outcome_bytes(), large.outcome_bytes());
            assert_eq!(table.distances(), large.distances());
        }
    }
}
