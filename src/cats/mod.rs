//! The graph game with several cats (one to eight), and Cops and Robbers.
//!
//! - [`CatsGame`]: the rules ([`CatsRoles`], [`CatsRules`]), the budgets, the positions
//!   ([`Position`], whose cats are a multiset: [`Cats`]; [`CatsState`] is its name here) and
//!   the moves ([`Move`], or [`CatsMove`]).
//! - [`solve_cats`]: the exact retrograde solver, into a [`CatsTable`] of every position's
//!   outcome and distance, with optimal play read off it ([`CatsTable::best_moves`],
//!   [`CatsTable::line`]).
//! - [`cop_number`] and [`capture_time`]: classic Cops and Robbers (everyone may pass, no
//!   hole, the cats choose their starts first and move first).
//!
//! # Table layout
//! The cats are interchangeable, so a position holds the multiset of their places. With `k`
//! cats on `n` nodes there are `M = C(n + k − 1, k)` multisets, ranked in colexicographic
//! order: with the places sorted, `c₀ ≤ c₁ ≤ … ≤ c_{k−1}`,
//!
//! ```text
//! rank  = C(c₀, 1) + C(c₁ + 1, 2) + … + C(c_{k−1} + k − 1, k)
//! index = (turn · n + mouse) · M + rank           turn: 0 = mouse to move, 1 = cats to move
//! ```
//!
//! so the tables ([`CatsTable::outcome_bytes`], [`CatsTable::distances`]) have `2 · n · M`
//! entries, every multiset counted, positions or not (a cat on a hole it may not enter is
//! marked [`NOT_A_POSITION`](crate::NOT_A_POSITION)). With one cat, `rank` is the cat's node
//! and this is the one-cat [`Layout`](crate::Layout). [`CatsLayout`] computes both ways.
//!
//! # Budgets
//! Memory: a solve takes [`cats_solve_bytes`], about 2 bytes a position, counted from the
//! numbers of nodes and cats alone; it is refused ([`SpecError::TooManyPositions`]) only
//! when that memory cannot be allocated (checked when the solve starts, and when the game is
//! built for a count that no allocation could ever hold). Work: the moves summed over every
//! position, the cats' joint moves being the product of their choices, counted exactly once
//! the lists are read, within [`MAX_CAT_MOVES`]: a stated time ([`CAT_SOLVE_SECONDS`]) at a
//! measured speed ([`CAT_MOVES_PER_SECOND`]).
//!
//! [`SpecError::TooManyPositions`]: crate::SpecError::TooManyPositions
//!
//! # Examples
//! ```
//! use cat_mouse::{solve_cats, Cats, CatsGame, CatsRoles, CatsRules, CatsState, Outcome, Player};
//! // LeetCode 913's example 1 with two cats, on 2 and 4: the cats win.
//! let graph = [vec![2, 5], vec![3], vec![0, 4, 5], vec![1, 4, 5], vec![2, 3], vec![0, 2, 3]];
//! let roles = CatsRoles { cats: vec![2, 4], ..CatsRoles::default() };
//! let game = CatsGame::new(&graph, roles, CatsRules::default())?;
//! let table = solve_cats(&game)?;
//! assert_eq!(table.start_value(&game).outcome, Outcome::CatWin);
//! let index = game.layout().index(game.start())?;
//! assert_eq!(table.outcome_bytes()?[index], Outcome::CatWin as u8);
//! # Ok::<_, cat_mouse::SpecError>(())
//! ```

/// Runs `$body` with `const $k: usize` set to `$count` (1 to [`MAX_CATS`]).
macro_rules! with_cats {
    ($count:expr, $k:ident => $body:block) => {
        match $count {
            1 => {
                const $k: usize = 1;
                $body
            }
            2 => {
                const $k: usize = 2;
                $body
            }
            3 => {
                const $k: usize = 3;
                $body
            }
            4 => {
                const $k: usize = 4;
                $body
            }
            5 => {
                const $k: usize = 5;
                $body
            }
            6 => {
                const $k: usize = 6;
                $body
            }
            7 => {
                const $k: usize = 7;
                $body
            }
            _ => {
                const $k: usize = 8;
                $body
            }
        }
    };
}
const _: () = assert!(MAX_CATS == 8, "with_cats! covers 1 to 8 cats");
pub(crate) use with_cats;

mod cop_number;
mod game;
mod multiset;
mod ranks;
mod solve;
mod table;

pub use cop_number::{
    capture_time, capture_time_observed, cop_number, cop_number_observed, CaptureTime, CopNumber,
    CopOptions,
};
pub(crate) use game::check_positions;
pub use game::{
    CatsGame, CatsMove, CatsRoles, CatsRules, Move, CAT_MOVES_PER_SECOND, CAT_SOLVE_SECONDS,
    MAX_CAT_MOVES,
};
pub use multiset::{Cats, CatsLayout, CatsState, Position, MAX_CATS};
pub use solve::{cats_solve_bytes, solve_cats, solve_cats_observed, CatsSolveError};
pub use table::CatsTable;
