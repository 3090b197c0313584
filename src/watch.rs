//! Watching backward induction: the retrograde analysis replayed level by level, read off a
//! solved table.
//!
//! The solver ([`solve`](crate::solve)) decides states level by level: the finished positions
//! (and the players with no legal move) at level 0, then at each level `d ≥ 1` every undecided
//! state that either
//! - has a move into a state **lost for the opponent** decided at level `d − 1`: won at `d`
//!   (the first rule of backward induction), or
//! - has had **every move refuted**, each successor being a state won for the opponent decided
//!   at a level `≤ d − 1`: lost at `d` (the second rule).
//!
//! A state's level is its distance: the solver writes the level it decides a state at as that
//! state's distance. So the whole animation derives from the solved table, with no re-run:
//! [`LevelIndex`] sorts the decided states by level (stepping from level `d` to `d + 1` touches
//! only the states decided at `d + 1`), and [`moves_at_level`] says, for one state and one
//! level, which of its moves are still unrefuted. When nothing changes any more, every state
//! still undecided is a draw (*endless* on the grid).
//!
//! For graphs, [`dp_2n_outcome`] gives the verdict of the popular `2n`-horizon DP
//! ([`baselines::dp_2n_horizon`](crate::baselines::dp_2n_horizon)) for every state, read off
//! the exact table: it is wrong exactly on the wins decided at level `2n` or later (`2n − 1` or
//! later with the cat to move).
//!
//! ```
//! use cat_mouse::{solve, GraphGame, LevelIndex};
//! let game = GraphGame::new(&[vec![1, 2], vec![0, 2, 3], vec![0, 1, 3], vec![1, 2]])?;
//! let levels = LevelIndex::new(&solve(&game));
//! // Level 0 holds the finished positions (and stuck players); every level after it follows
//! // from the ones before, and every decided state is listed once.
//! let max = levels.max_level().unwrap();
//! assert!(!levels.at(0).is_empty());
//! assert_eq!((0..=max).map(|d| levels.at(d).len()).sum::<usize>(), levels.decided());
//! # Ok::<_, cat_mouse::SpecError>(())
//! ```

use crate::game::{Game, Terminal};
use crate::rules::check_position;
use crate::{GraphGame, Outcome, OutcomeTable, Player, SpecError, State, Value};

/// The level at which the state at `index` was decided (its distance), or `None` if it never
/// was: a draw (endless on the grid) or not a position.
///
/// # Panics
/// If `index` is out of range.
#[must_use]
pub fn level_at(table: &OutcomeTable, index: usize) -> Option<u32> {
    match table.value_at(index) {
        Some(Value {
            outcome: Outcome::MouseWin | Outcome::CatWin,
            distance,
        }) => Some(distance),
        _ => None,
    }
}

/// How many states were decided at one level, split by the player to move and by whether that
/// player won or lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct LevelCounts {
    /// `won[turn]`: states won for the player to move (`turn`: [`Player::index`]).
    pub won: [usize; 2],
    /// `lost[turn]`: states lost for the player to move.
    pub lost: [usize; 2],
}

impl LevelCounts {
    /// All states decided at this level.
    #[must_use]
    pub fn total(&self) -> usize {
        self.won[0] + self.won[1] + self.lost[0] + self.lost[1]
    }
}

/// The decided states of a solved table sorted by level: the frames of the animation.
///
/// `order` lists the index ([`Layout`](crate::Layout)) of every decided state, level by level
/// and by index within a level; the states decided at level `d` are
/// `order[offsets[d]..offsets[d + 1]]`. Draws and non-positions are never decided and do not
/// appear. Built in two passes over the table (a counting sort): `O(states + levels)` time,
/// 4 bytes per decided state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelIndex {
    order: Vec<u32>,
    offsets: Vec<u32>,
    counts: Vec<LevelCounts>,
}

impl LevelIndex {
    /// Sorts the decided states of `table` by level.
    #[must_use]
    pub fn new(table: &OutcomeTable) -> LevelIndex {
        let layout = table.layout();
        let bytes = table.outcome_bytes();
        let plane = layout.places() * layout.places();
        let levels = if bytes
            .iter()
            .any(|&b| b == Outcome::MouseWin as u8 || b == Outcome::CatWin as u8)
        {
            table.max_distance() as usize + 1
        } else {
            0
        };
        // Pass 1: count the states of each level, by turn and by result for the mover.
        let mut counts = vec![LevelCounts::default(); levels];
        for (index, &byte) in bytes.iter().enumerate() {
            let Some(outcome @ (Outcome::MouseWin | Outcome::CatWin)) = Outcome::from_u8(byte)
            else {
                continue;
            };
            let turn = usize::from(index >= plane);
            let level = table.distance_at(index) as usize;
            let won = outcome == Outcome::win_for(Player::ALL[turn]);
            let slot = if won {
                &mut counts[level].won[turn]
            } else {
                &mut counts[level].lost[turn]
            };
            *slot += 1;
        }
        // Offsets: where each level starts in `order`.
        let mut offsets = Vec::with_capacity(levels + 1);
        let mut total = 0u32;
        offsets.push(0);
        for c in &counts {
            // At most 2 · 6000² = 72 million states: fits a u32.
            total += c.total() as u32;
            offsets.push(total);
        }
        // Pass 2: place each decided state at its level's next free slot (by index within a
        // level, since indices are visited in increasing order).
        let mut next: Vec<u32> = offsets[..levels].to_vec();
        let mut order = vec![0u32; total as usize];
        for (index, &byte) in bytes.iter().enumerate() {
            if byte == Outcome::MouseWin as u8 || byte == Outcome::CatWin as u8 {
                let slot = &mut next[table.distance_at(index) as usize];
                order[*slot as usize] = index as u32;
                *slot += 1;
            }
        }
        LevelIndex {
            order,
            offsets,
            counts,
        }
    }

    /// The highest level at which a state was decided (the longest distance), or `None` if no
    /// state was ever decided.
    #[must_use]
    pub fn max_level(&self) -> Option<u32> {
        (self.counts.len() as u32).checked_sub(1)
    }

    /// How many states were decided at all (every level).
    #[must_use]
    pub fn decided(&self) -> usize {
        self.order.len()
    }

    /// The indices of the states decided at `level` (empty beyond the last level).
    #[must_use]
    pub fn at(&self, level: u32) -> &[u32] {
        self.between(level, level.saturating_add(1))
    }

    /// The indices of the states decided at levels `from..to` (`to` exclusive; clamped to the
    /// levels there are). Scrubbing from frame `a` to frame `b > a` decides exactly
    /// `between(a + 1, b + 1)`; scrubbing back from `b` to `a` undoes the same states.
    #[must_use]
    pub fn between(&self, from: u32, to: u32) -> &[u32] {
        let last = self.counts.len();
        let (from, to) = ((from as usize).min(last), (to as usize).min(last));
        if from >= to {
            return &[];
        }
        &self.order[self.offsets[from] as usize..self.offsets[to] as usize]
    }

    /// Every decided state's index, sorted by level, then by index.
    #[must_use]
    pub fn order(&self) -> &[u32] {
        &self.order
    }

    /// Where each level starts in [`order`](LevelIndex::order): level `d` is
    /// `order[offsets[d]..offsets[d + 1]]`; `levels + 1` entries.
    #[must_use]
    pub fn offsets(&self) -> &[u32] {
        &self.offsets
    }

    /// The counts of each level, from level 0.
    #[must_use]
    pub fn counts(&self) -> &[LevelCounts] {
        &self.counts
    }
}

/// Where one move of a state stands at a level of the animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveStatus {
    /// Its successor is still undecided at this level: the move is unrefuted.
    Open,
    /// Its successor was decided at `level` (at or before this level) as lost for the
    /// opponent: the move wins, and it is unrefuted.
    Wins {
        /// The successor's level.
        level: u32,
    },
    /// Its successor was decided at `level` (at or before this level) as won for the
    /// opponent: the move is refuted.
    Refuted {
        /// The successor's level.
        level: u32,
    },
}

impl MoveStatus {
    /// Whether the move is still unrefuted ([`Open`](MoveStatus::Open) or
    /// [`Wins`](MoveStatus::Wins)).
    #[must_use]
    pub const fn unrefuted(self) -> bool {
        !matches!(self, MoveStatus::Refuted { .. })
    }
}

/// One state seen at one level of the animation: is it decided yet, and where each of its
/// moves stands. See [`moves_at_level`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateAtLevel {
    /// The level of the frame.
    pub level: u32,
    /// The state's own value if it is decided at or before this level (`None`: still
    /// undecided in this frame).
    pub decided: Option<Value>,
    /// Why the position is finished, if it is (then it has no moves, and is decided at 0).
    pub finished: Option<Terminal>,
    /// Every legal move of the player to move, as `(destination place, status)`, by
    /// destination. Empty for a finished position or a player with no legal move.
    pub moves: Vec<(u32, MoveStatus)>,
    /// How many moves are unrefuted: the solver's counter for this state once it has taken in
    /// every state decided at this level or below.
    pub unrefuted: usize,
    /// For a state still undecided in this frame: its outcome at the next level, if the frame
    /// already settles it (`Some(win for the mover)` if a move [`Wins`](MoveStatus::Wins),
    /// else `Some(loss)` if no move is unrefuted), or `None` if it stays undecided one more
    /// level at least. Always `None` for a decided state.
    pub next: Option<Outcome>,
}

/// `state` in the frame of `level`: which of its moves are still unrefuted, and which win.
///
/// The frame of level `d` shows every state decided at a level `≤ d`. In it, a move of an
/// undecided state is
/// - **refuted** once its successor is decided (at a level `≤ d`) as won for the opponent,
/// - **winning** once its successor is decided (at a level `≤ d`) as lost for the opponent,
/// - **open** while its successor is undecided.
///
/// The unrefuted count (open + winning moves) is exactly the solver's counter after it has
/// propagated the states of levels `0..=d`. So a state undecided in this frame is decided at
/// `d + 1` iff a move wins (won), or no move is unrefuted (lost): the two rules of backward
/// induction, checked in [`StateAtLevel::next`]. A state that stays undecided at every level is
/// a draw.
///
/// Cost: `O(moves of the state)`.
///
/// # Errors
/// If a place is out of range or `state` is not a position (see
/// [`rules::check_position`](crate::rules::check_position)).
///
/// ```
/// use cat_mouse::{moves_at_level, solve, GraphGame, MoveStatus, Outcome, Player, State};
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// let table = solve(&game);
/// // The mouse on 1 with the cat on 2, mouse to move: at level 0 the move into the hole
/// // already reaches a finished position (a win), so the state is won at level 1.
/// let frame = moves_at_level(&game, &table, State::new(1, 2, Player::Mouse), 0)?;
/// assert_eq!(frame.decided, None);
/// assert_eq!(frame.moves[0], (0, MoveStatus::Wins { level: 0 }));
/// assert_eq!(frame.next, Some(Outcome::MouseWin));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
pub fn moves_at_level<G: Game + crate::rules::Rulebook>(
    game: &G,
    table: &OutcomeTable,
    state: State,
    level: u32,
) -> Result<StateAtLevel, SpecError> {
    check_position(game, state)?;
    let layout = table.layout();
    let here = table.value_at(layout.index(state));
    let decided = here.filter(|v| v.outcome != Outcome::Draw && v.distance <= level);
    let finished = game.terminal(state.mouse as usize, state.cat as usize);
    let mover = state.turn;
    let mut moves = Vec::new();
    if finished.is_none() {
        for to in game.legal_moves(state) {
            let successor = layout.index(state.after(to));
            let status = match (level_at(table, successor), table.value_at(successor)) {
                (Some(at), Some(v)) if at <= level => {
                    if v.outcome == Outcome::win_for(mover) {
                        MoveStatus::Wins { level: at }
                    } else {
                        MoveStatus::Refuted { level: at }
                    }
                }
                _ => MoveStatus::Open,
            };
            moves.push((to, status));
        }
    }
    let unrefuted = moves.iter().filter(|(_, s)| s.unrefuted()).count();
    let next = if decided.is_some() {
        None
    } else if moves
        .iter()
        .any(|(_, s)| matches!(s, MoveStatus::Wins { .. }))
    {
        Some(Outcome::win_for(mover))
    } else if unrefuted == 0 {
        Some(Outcome::win_for(mover.other()))
    } else {
        None
    };
    Ok(StateAtLevel {
        level,
        decided,
        finished,
        moves,
        unrefuted,
        next,
    })
}

/// The horizon of the popular DP for a graph of `nodes` nodes: `2n` plies.
#[must_use]
pub const fn dp_2n_horizon_plies(nodes: usize) -> u64 {
    2 * nodes as u64
}

/// The verdict of a horizon-limited DP at a state of exact value `value` with `turn` to move:
/// the exact outcome if the win is forced before the horizon, else a draw.
///
/// The DP ([`baselines::dp_2n_horizon`](crate::baselines::dp_2n_horizon)) evaluates
/// `getResult(mouse, cat, turns)`, where `turns` counts the plies already played (even: the
/// mouse moves) and `turns == horizon` is a draw before the position is even looked at. Asked
/// about a position with the mouse to move at `turns = 0`, or with the cat to move at
/// `turns = 1`, it can only see a game end reached at `turns ≤ horizon − 1`, so it finds a
/// forced win of `distance` plies iff `distance ≤ horizon − 1 − turn.index()` (the distance is
/// the least number of plies in which the winner can force the end). It never errs the other
/// way: a draw is a draw, and a loser cannot force anything.
#[must_use]
pub fn horizon_outcome(value: Value, turn: Player, horizon: u64) -> Outcome {
    let seen = horizon.saturating_sub(1 + turn.index() as u64);
    if value.outcome != Outcome::Draw && u64::from(value.distance) > seen {
        Outcome::Draw
    } else {
        value.outcome
    }
}

/// The `2n`-horizon DP's verdict for the state at `index` of a solved graph game (`None` if it
/// is not a position): see [`horizon_outcome`]. It differs from the exact outcome exactly for
/// the wins decided at level `2n` or later with the mouse to move, `2n − 1` or later with the
/// cat to move.
///
/// # Panics
/// If `index` is out of range, or `table` is not the table of `game`.
#[must_use]
pub fn dp_2n_outcome(game: &GraphGame, table: &OutcomeTable, index: usize) -> Option<Outcome> {
    let turn = table.layout().state(index).turn;
    let horizon = dp_2n_horizon_plies(game.nodes());
    table
        .value_at(index)
        .map(|v| horizon_outcome(v, turn, horizon))
}

/// The states of a solved graph game on which the `2n`-horizon DP is wrong (it says draw, the
/// game is won), as indices sorted by level, then by index.
///
/// # Panics
/// If `table` is not the table of `game`.
#[must_use]
pub fn dp_2n_wrong(game: &GraphGame, table: &OutcomeTable, levels: &LevelIndex) -> Vec<u32> {
    let horizon = dp_2n_horizon_plies(game.nodes());
    // Only levels >= 2n - 1 can hold a wrong state: start there.
    let from = u32::try_from(horizon.saturating_sub(1)).unwrap_or(u32::MAX);
    levels
        .between(from, u32::MAX)
        .iter()
        .copied()
        .filter(|&i| dp_2n_outcome(game, table, i as usize) == Some(Outcome::Draw))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solve, GridGame, Layout};

    fn path3() -> GraphGame {
        GraphGame::new(&[vec![1], vec![0, 2], vec![1]]).unwrap()
    }

    #[test]
    fn level_index_lists_every_decided_state_once_in_level_order() {
        let game = GridGame::new(&["M.#.", "..C.", "#..F"], 1, 2).unwrap();
        let table = solve(&game);
        let levels = LevelIndex::new(&table);
        let decided = (0..table.len())
            .filter(|&i| level_at(&table, i).is_some())
            .count();
        assert_eq!(levels.decided(), decided);
        let mut seen = vec![false; table.len()];
        for d in 0..=levels.max_level().unwrap() {
            for &i in levels.at(d) {
                assert_eq!(level_at(&table, i as usize), Some(d));
                assert!(!std::mem::replace(&mut seen[i as usize], true));
            }
            assert_eq!(levels.at(d).len(), levels.counts()[d as usize].total());
        }
        assert!(levels.at(levels.max_level().unwrap() + 1).is_empty());
        assert_eq!(levels.between(0, u32::MAX), levels.order());
    }

    #[test]
    fn counts_split_by_mover_and_result() {
        let game = path3();
        let table = solve(&game);
        let levels = LevelIndex::new(&table);
        let layout = Layout::new(3);
        for d in 0..=levels.max_level().unwrap() {
            let mut expected = LevelCounts::default();
            for &i in levels.at(d) {
                let s = layout.state(i as usize);
                let v = table.value_at(i as usize).unwrap();
                if v.outcome == Outcome::win_for(s.turn) {
                    expected.won[s.turn.index()] += 1;
                } else {
                    expected.lost[s.turn.index()] += 1;
                }
            }
            assert_eq!(levels.counts()[d as usize], expected);
        }
    }

    #[test]
    fn the_decided_states_are_the_wins() {
        let game = path3();
        let table = solve(&game);
        let levels = LevelIndex::new(&table);
        let [_, mouse, cat, _] = table.counts();
        assert_eq!(levels.decided(), mouse + cat);
    }

    #[test]
    fn stuck_and_finished_states_are_decided_at_level_zero() {
        let game = path3();
        let table = solve(&game);
        let finished = moves_at_level(&game, &table, State::new(0, 1, Player::Cat), 0).unwrap();
        assert_eq!(finished.finished, Some(Terminal::MouseHome));
        assert!(finished.moves.is_empty());
        assert_eq!(finished.decided.unwrap().distance, 0);
        assert_eq!(finished.next, None);
    }

    #[test]
    fn horizon_outcome_cuts_wins_at_the_horizon() {
        let win = |distance| Value {
            outcome: Outcome::CatWin,
            distance,
        };
        // Mouse to move at turns = 0: a win ending on ply 2n - 1 is seen, one on ply 2n is not.
        assert_eq!(horizon_outcome(win(15), Player::Mouse, 16), Outcome::CatWin);
        assert_eq!(horizon_outcome(win(16), Player::Mouse, 16), Outcome::Draw);
        // Cat to move at turns = 1: one ply less.
        assert_eq!(horizon_outcome(win(14), Player::Cat, 16), Outcome::CatWin);
        assert_eq!(horizon_outcome(win(15), Player::Cat, 16), Outcome::Draw);
        let draw = Value {
            outcome: Outcome::Draw,
            distance: 0,
        };
        assert_eq!(horizon_outcome(draw, Player::Mouse, 16), Outcome::Draw);
    }

    #[test]
    fn moves_at_level_rejects_non_positions() {
        let game = path3();
        let table = solve(&game);
        assert!(moves_at_level(&game, &table, State::new(1, 0, Player::Mouse), 0).is_err());
        assert!(moves_at_level(&game, &table, State::new(5, 1, Player::Mouse), 0).is_err());
    }
}
