//! Cops and Robbers: how many cats a graph needs (its cop number), and how long they need
//! (the capture time).

use std::ops::ControlFlow;

use crate::cats::game::{CatsGame, CatsRules};
use crate::cats::multiset::{Cats, MAX_CATS};
use crate::cats::solve::{solve_cats_observed, CatsSolveError};
use crate::cats::table::CatsTable;
use crate::progress::{Observer, Progress};
use crate::{Outcome, Player, SpecError};

/// The options of [`cop_number`] and [`capture_time`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CopOptions {
    /// Lazy cats: exactly one cat moves in the cats' move (or none).
    pub lazy_cats: bool,
    /// One-way edges (see [`GraphRules::directed`](crate::GraphRules::directed)).
    pub directed: bool,
    /// The most cats [`cop_number`] tries, 1 to [`MAX_CATS`]. Default 4 (more cats can take
    /// minutes: see [`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES)).
    pub max_cats: usize,
}

impl Default for CopOptions {
    fn default() -> CopOptions {
        CopOptions {
            lazy_cats: false,
            directed: false,
            max_cats: 4,
        }
    }
}

/// What `k` cats achieve in Cops and Robbers on a graph (see [`capture_time`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaptureTime {
    /// The number of cats.
    pub cats: usize,
    /// The capture time, if some starts win against every start of the mouse: the least, over
    /// the winning starts, of the most rounds the mouse can make the chase last. A round is
    /// the cats' move and then the mouse's; a capture on the cats' `t`-th move takes `t`
    /// rounds. `None`: the mouse escapes forever from some node, whatever the starts.
    pub capture_rounds: Option<u32>,
    /// The optimal starts: the winning starts whose chase lasts exactly `capture_rounds`, in
    /// increasing rank (see [`CatsLayout`](crate::CatsLayout)). Empty if none wins.
    pub starts: Vec<Cats>,
    /// How many starts win at all (optimal or not).
    pub winning_starts: usize,
    /// The mouse's best start against the first optimal start: the node free of cats where
    /// the chase lasts longest (the smallest such node). `None` if no start wins, or if the
    /// cats stand on every node.
    pub mouse: Option<u32>,
}

/// The cop number of a graph (see [`cop_number`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopNumber {
    /// The least number of cats with starts that win against every start of the mouse;
    /// `None` if even [`CopOptions::max_cats`] do not, or the budgets refused a number of
    /// cats before one did (see [`refused`](CopNumber::refused)).
    pub cats: Option<usize>,
    /// The capture time with that many cats, its optimal starts and the mouse's best reply
    /// (the [`CaptureTime`] of [`cats`](CopNumber::cats) cats); `None` with no answer.
    pub capture: Option<CaptureTime>,
    /// The most cats solved: every smaller number, and this one unless it is the answer, lose.
    pub tried: usize,
    /// Why the search stopped before an answer and before [`CopOptions::max_cats`]: the
    /// budgets' refusal of `tried + 1` cats.
    pub refused: Option<SpecError>,
}

/// The capture time of `cats` cats on `graph` in classic Cops and Robbers: the cats and the
/// mouse may pass and there is no hole; the cats choose their starts (several may share a
/// node), then the mouse chooses any node free of cats, then the cats move first.
///
/// # Errors
/// If the graph is malformed (the lists are checked as [`CatsGame::new`] checks them), has no
/// nodes ([`SpecError::NoNodes`]), or is over the budgets with `cats` cats.
///
/// ```
/// use cat_mouse::{capture_time, CopOptions};
/// // A path of 5 nodes: one cat, from the middle, catches the mouse in 2 rounds.
/// let path: Vec<Vec<usize>> = (0..5usize).map(|a| [a.wrapping_sub(1), a + 1].into_iter().filter(|&b| b < 5).collect()).collect();
/// let one = capture_time(&path, 1, CopOptions::default())?;
/// assert_eq!(one.capture_rounds, Some(2));
/// assert_eq!(one.starts[0].as_slice(), &[2]);
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn capture_time(
    graph: &[Vec<usize>],
    cats: usize,
    options: CopOptions,
) -> Result<CaptureTime, SpecError> {
    let mut silent = |_: &Progress| ControlFlow::Continue(());
    capture_time_observed(graph, cats, options, &mut silent).map_err(|e| match e {
        CatsSolveError::Refused(e) => e,
        CatsSolveError::Cancelled => unreachable!("a silent solve is never cancelled"),
    })
}

/// [`capture_time`], reporting the solve's progress to `observer` (see
/// [`solve_cats_observed`]).
///
/// # Errors
/// As [`capture_time`], or [`CatsSolveError::Cancelled`] if the observer stopped it.
pub fn capture_time_observed<O: Observer>(
    graph: &[Vec<usize>],
    cats: usize,
    options: CopOptions,
    observer: &mut O,
) -> Result<CaptureTime, CatsSolveError> {
    if graph.is_empty() {
        return Err(SpecError::NoNodes.into());
    }
    let rules = CatsRules::cops_and_robbers(options.directed, options.lazy_cats);
    let game = CatsGame::cops_and_robbers(graph, cats, rules)?;
    let table = solve_cats_observed(&game, observer)?;
    Ok(read_capture_time(&table))
}

/// The capture time read off a solved Cops and Robbers table.
fn read_capture_time(table: &CatsTable) -> CaptureTime {
    let layout = table.layout();
    let m = layout.multisets();
    // Per start: the most rounds the mouse makes the chase last, or `None` if it escapes.
    let rounds_from = |rank: usize| -> Option<(u32, Option<u32>)> {
        let cats = layout.unrank(rank);
        let mut worst: Option<(u32, u32)> = None;
        for (mouse, value) in table.row_values(Player::Cat, rank).enumerate() {
            let mouse = mouse as u32;
            if cats.contains(mouse) {
                continue;
            }
            let value = value?;
            if value.outcome != Outcome::CatWin {
                return None;
            }
            let rounds = value.distance.div_ceil(2);
            if worst.map_or(true, |(most, _)| rounds > most) {
                worst = Some((rounds, mouse));
            }
        }
        Some(worst.map_or((0, None), |(r, mouse)| (r, Some(mouse))))
    };
    let mut best: Option<u32> = None;
    let mut starts = Vec::new();
    let mut mouse = None;
    let mut winning_starts = 0;
    for rank in 0..m {
        let Some((rounds, reply)) = rounds_from(rank) else {
            continue;
        };
        winning_starts += 1;
        if best.map_or(true, |least| rounds < least) {
            // A strictly shorter chase: a new set of optimal starts.
            best = Some(rounds);
            starts.clear();
            mouse = reply;
        }
        if best == Some(rounds) {
            starts.push(layout.unrank(rank));
        }
    }
    CaptureTime {
        cats: layout.cats(),
        capture_rounds: best,
        starts,
        winning_starts,
        mouse,
    }
}

/// The cop number of `graph`: the least number of cats, at most [`CopOptions::max_cats`],
/// with starts that win classic Cops and Robbers (see [`capture_time`]) against every start
/// of the mouse, tried from one cat up; with the capture time of that many cats.
///
/// A number of cats over the budgets (its solve's memory cannot be allocated, or its moves are
/// over [`MAX_CAT_MOVES`](crate::MAX_CAT_MOVES)) stops the search without an answer, and says
/// why ([`CopNumber::refused`]).
///
/// # Errors
/// If the graph is malformed or has no nodes, or `max_cats` is not 1 to [`MAX_CATS`]
/// ([`SpecError::CatCount`]).
///
/// ```
/// use cat_mouse::{cop_number, CopOptions};
/// // The Petersen graph needs 3 cats.
/// let petersen: Vec<Vec<usize>> = (0..10)
///     .map(|a: usize| if a < 5 { vec![(a + 1) % 5, (a + 4) % 5, a + 5] }
///                     else { vec![a - 5, 5 + (a + 2) % 5, 5 + (a + 3) % 5] })
///     .collect();
/// let answer = cop_number(&petersen, CopOptions::default())?;
/// assert_eq!(answer.cats, Some(3));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn cop_number(graph: &[Vec<usize>], options: CopOptions) -> Result<CopNumber, SpecError> {
    let mut silent = |_: &Progress| ControlFlow::Continue(());
    cop_number_observed(graph, options, &mut silent).map_err(|e| match e {
        CatsSolveError::Refused(e) => e,
        CatsSolveError::Cancelled => unreachable!("a silent solve is never cancelled"),
    })
}

/// [`cop_number`], reporting each solve's progress to `observer` in turn (one solve per
/// number of cats, from one up).
///
/// # Errors
/// As [`cop_number`], or [`CatsSolveError::Cancelled`] if the observer stopped it.
pub fn cop_number_observed<O: Observer>(
    graph: &[Vec<usize>],
    options: CopOptions,
    observer: &mut O,
) -> Result<CopNumber, CatsSolveError> {
    if options.max_cats == 0 || options.max_cats > MAX_CATS {
        return Err(SpecError::CatCount {
            count: options.max_cats,
            max: MAX_CATS,
        }
        .into());
    }
    let mut answer = CopNumber {
        cats: None,
        capture: None,
        tried: 0,
        refused: None,
    };
    for cats in 1..=options.max_cats {
        match capture_time_observed(graph, cats, options, observer) {
            Ok(capture) => {
                answer.tried = cats;
                if capture.capture_rounds.is_some() {
                    answer.cats = Some(cats);
                    answer.capture = Some(capture);
                    return Ok(answer);
                }
            }
            Err(CatsSolveError::Refused(
                e @ (SpecError::TooManyPositions { .. }
                | SpecError::TooManyCatMoves { .. }
                | SpecError::OutOfMemory(_)),
            )) => {
                answer.refused = Some(e);
                return Ok(answer);
            }
            Err(e) => return Err(e),
        }
    }
    Ok(answer)
}
