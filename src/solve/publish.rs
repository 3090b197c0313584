//! The public outcome bytes of a solve: a solver's cells (in compact places) written out in the
//! public [`Layout`](crate::Layout), every non-position marked [`NOT_A_POSITION`].

use super::counter::Counter;
use crate::table::NOT_A_POSITION;
use crate::{Outcome, Player};

/// Where the rows of the two planes lie in a cells array: row `r` of plane `p` starts at
/// `start[p] + r · stride[p]`, and its column `c` is the position of compact places (the mover
/// on `c`, the other player on `r`).
#[derive(Clone, Copy)]
pub(crate) struct CellRows {
    pub(crate) start: [usize; 2],
    pub(crate) stride: [usize; 2],
}

/// The public outcome bytes ([`Layout`](crate::Layout) of `n` places) of the positions in `cells` (laid out as
/// `rows` says, the players' compact places being `places`): each position's outcome (undecided = draw), and [`NOT_A_POSITION`] everywhere
/// else.
pub(crate) fn public_outcomes<C: Counter>(
    n: usize,
    places: &[Vec<u32>; 2],
    cells: &[C],
    rows: CellRows,
) -> Vec<u8> {
    let mut outcomes = vec![NOT_A_POSITION; 2 * n * n];
    let [mouse, cat] = places;
    let bytes = |turn: Player| {
        (
            Outcome::win_for(turn) as u8,
            Outcome::win_for(turn.other()) as u8,
        )
    };
    // Mouse to move: compact rows are cat places (columns: mouse places), public rows are mouse
    // places. Converted a square tile at a time into a buffer (a row of the tile is contiguous:
    // vectorised), then written out transposed, so that both sides stay in cache.
    let (won, lost) = bytes(Player::Mouse);
    let mut tile = [[0u8; TILE]; TILE];
    for c0 in (0..cat.len()).step_by(TILE) {
        let cats = &cat[c0..(c0 + TILE).min(cat.len())];
        // Consecutive public places: the tile's column is written as one slice.
        let contiguous = cats.windows(2).all(|w| w[1] == w[0] + 1);
        for m0 in (0..mouse.len()).step_by(TILE) {
            let mice = &mouse[m0..(m0 + TILE).min(mouse.len())];
            for (dc, buf) in tile[..cats.len()].iter_mut().enumerate() {
                let from = &cells[rows.start[0] + (c0 + dc) * rows.stride[0] + m0..][..mice.len()];
                for (b, &cell) in buf.iter_mut().zip(from) {
                    *b = cell.outcome_byte(won, lost);
                }
            }
            for (dm, &m) in mice.iter().enumerate() {
                let out = &mut outcomes[m as usize * n..][..n];
                if contiguous {
                    let out = &mut out[cats[0] as usize..][..cats.len()];
                    for (o, buf) in out.iter_mut().zip(&tile) {
                        *o = buf[dm];
                    }
                } else {
                    for (&c, buf) in cats.iter().zip(&tile) {
                        out[c as usize] = buf[dm];
                    }
                }
            }
        }
    }
    // Cat to move: compact rows are mouse places, columns cat places, as in public rows:
    // converted run by run of consecutive public places (vectorised) where runs are long, one
    // by one where they are short (a maze).
    let (won, lost) = bytes(Player::Cat);
    let cat_runs = runs(cat);
    let long_runs = cat_runs.len() * 8 <= cat.len();
    for (row, &m) in mouse.iter().enumerate() {
        let from = &cells[rows.start[1] + row * rows.stride[1]..][..cat.len()];
        let out = &mut outcomes[(n + m as usize) * n..][..n];
        if long_runs {
            for &(compact, public, len) in &cat_runs {
                let out = &mut out[public..][..len];
                for (o, &cell) in out.iter_mut().zip(&from[compact..][..len]) {
                    *o = cell.outcome_byte(won, lost);
                }
            }
        } else {
            for (&cell, &c) in from.iter().zip(cat) {
                out[c as usize] = cell.outcome_byte(won, lost);
            }
        }
    }
    outcomes
}

/// The runs of consecutive public places in a compact numbering (`places`, increasing), as
/// `(first compact number, first public place, length)`.
fn runs(places: &[u32]) -> Vec<(usize, usize, usize)> {
    let mut out: Vec<(usize, usize, usize)> = Vec::new();
    for (compact, &public) in places.iter().enumerate() {
        match out.last_mut() {
            Some((c, p, len)) if *c + *len == compact && *p + *len == public as usize => *len += 1,
            _ => out.push((compact, public as usize, 1)),
        }
    }
    out
}

/// The side of the square tiles the mouse-to-move plane is transposed in: a tile row is a whole
/// cache line.
const TILE: usize = 64;
