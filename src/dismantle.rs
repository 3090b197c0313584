//! Cops and Robbers as it is taught: corners, dismantling, and the cop's strategy that follows
//! the dismantling order.
//!
//! In Cops and Robbers (both sides may stay put; see [`CatsRules::cops_and_robbers`]) a node
//! `u` is a *corner* when another node `v` *dominates* it: every neighbour of `u`, and `u`
//! itself, is `v` or a neighbour of `v` (the closed neighbourhoods nest, `N[u] ⊆ N[v]`). A graph
//! is *dismantlable* when its corners can be removed one at a time until one node is left. A
//! connected graph is cop-win (one cat catches the mouse from a good start, whatever the mouse
//! does) exactly when it is dismantlable (Nowakowski and Winkler 1983; Quilliot 1978).
//!
//! - [`dismantle`] removes the corners in a fixed order: at each step the smallest corner, with
//!   its smallest dominator. Any order reaches one node when one does (the graph left after a
//!   corner goes is a retract of the graph before, and retracts of cop-win graphs are cop-win),
//!   so the fixed order loses nothing and makes the answer reproducible.
//! - [`corners`] lists the corners of the graph left after some removals, each with its smallest
//!   dominator, for showing one step at a time.
//! - [`Dismantling::cat_move`] is the cat's strategy that follows the order (Bonato and Nowakowski,
//!   *The Game of Cops and Robbers on Graphs*, 2011, Theorem 2.3): the cat starts on the node
//!   left last, and chases the mouse's *shadow*, its image under the retraction onto the graph
//!   left after `k` removals, lowering `k` at every move until the shadow is the mouse.
//! - [`Dismantling::strategy_time`] is the most rounds that strategy can take, against the
//!   mouse's best replies: at least the capture time that [`capture_time`] computes (which is
//!   the best over every cat strategy and start), often equal, sometimes longer.
//!
//! [`CatsRules::cops_and_robbers`]: crate::CatsRules::cops_and_robbers
//! [`capture_time`]: crate::capture_time
//!
//! # Examples
//! ```
//! use cat_mouse::dismantle;
//! // A path 0 - 1 - 2: 0 is a corner (1 dominates it), then 1 (2 dominates it).
//! let d = dismantle(&[vec![1], vec![0, 2], vec![1]])?;
//! assert!(d.cop_win());
//! assert_eq!(d.removals()[0].corner, 0);
//! assert_eq!(d.removals()[0].dominator, 1);
//! assert_eq!(d.rest(), &[2]);
//! // The 4-cycle has no corner: the mouse escapes one cat forever.
//! assert!(!dismantle(&[vec![1, 3], vec![0, 2], vec![1, 3], vec![0, 2]])?.cop_win());
//! # Ok::<_, cat_mouse::SpecError>(())
//! ```

use std::collections::BTreeSet;

use crate::graph_game::{check_list_lengths, check_lists};
use crate::{Moves, SpecError, MAX_PLACES};

/// The most nodes [`dismantle`] takes: the memory budget's places ([`MAX_PLACES`]); the
/// closed neighbourhoods are kept as bits, `n² / 8` bytes (4.5 MB at most).
pub const MAX_DISMANTLE_NODES: usize = MAX_PLACES;

/// The most nodes [`Dismantling::strategy_time`] takes: it reads every pair of a number of
/// removals and a node, `n²` entries of 4 bytes (1 MiB here), each trying the mouse's moves.
pub const MAX_STRATEGY_NODES: usize = 1 << 9;

/// One step of a dismantling: `corner` is removed, and `dominator`, still there, dominates it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Removal {
    /// The node removed.
    pub corner: u32,
    /// A node that dominates it in the graph left before this step: its smallest such node.
    pub dominator: u32,
}

/// The outcome of [`dismantle`]: the removals in order and the nodes left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dismantling {
    /// The graph's move lists (checked, every edge both ways).
    moves: Moves,
    /// The removals, in order.
    removals: Vec<Removal>,
    /// The nodes left when no corner remains, in increasing order.
    rest: Vec<u32>,
    /// `step[x]`: the step at which `x` was removed, or `removals.len()` if it never was.
    step: Vec<u32>,
}

/// What the strategy of [`Dismantling::cat_move`] takes at worst (see
/// [`Dismantling::strategy_time`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyTime {
    /// Where the cat starts: the node left last.
    pub cat: u32,
    /// The most rounds the mouse can make the chase last: a capture on the cat's `t`-th move
    /// takes `t` rounds, as in [`CaptureTime`](crate::CaptureTime). 0 on a graph of one node.
    pub rounds: u32,
    /// The mouse's start that makes it last that long (the smallest such node); `None` on a
    /// graph of one node.
    pub mouse: Option<u32>,
}

/// One round of the chase of [`Dismantling::strategy_line`]: the cat's move, then the mouse's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChaseRound {
    /// The strategy's level after the cat's move: the number of removals whose graph the cat
    /// follows the mouse's shadow in (0 at the capture).
    pub level: usize,
    /// Where the cat moved.
    pub cat: u32,
    /// Where the mouse went then; `None` in the last round, when the cat caught it.
    pub mouse: Option<u32>,
}

/// The closed neighbourhoods of the nodes still there, as bits, and the nodes still there.
struct Neighbourhoods {
    words: usize,
    bits: Vec<u64>,
}

impl Neighbourhoods {
    fn new(moves: &Moves) -> Neighbourhoods {
        let n = moves.places();
        let words = n.div_ceil(64);
        let mut bits = vec![0u64; n * words];
        for x in 0..n {
            let row = &mut bits[x * words..][..words];
            row[x / 64] |= 1 << (x % 64);
            for &y in moves.of(x) {
                row[y as usize / 64] |= 1 << (y % 64);
            }
        }
        Neighbourhoods { words, bits }
    }

    fn row(&self, x: usize) -> &[u64] {
        &self.bits[x * self.words..][..self.words]
    }

    fn has(&self, x: usize, y: usize) -> bool {
        self.row(x)[y / 64] >> (y % 64) & 1 == 1
    }

    /// Whether `N[u] ⊆ N[v]`.
    fn within(&self, u: usize, v: usize) -> bool {
        self.row(u)
            .iter()
            .zip(self.row(v))
            .all(|(a, b)| a & !b == 0)
    }

    /// The smallest node that dominates `u` among `u`'s neighbours still there, if any.
    fn dominator(&self, moves: &Moves, u: usize) -> Option<u32> {
        moves
            .of(u)
            .iter()
            .copied()
            .find(|&v| self.has(u, v as usize) && self.within(u, v as usize))
    }

    /// Takes `x` out of the neighbourhoods of its neighbours (and its own).
    fn remove(&mut self, moves: &Moves, x: usize) {
        for &y in moves.of(x) {
            let w = self.words;
            self.bits[y as usize * w + x / 64] &= !(1 << (x % 64));
        }
        let w = self.words;
        self.bits[x * w..][..w].fill(0);
    }
}

/// Checks an undirected graph (as [`GraphGame::new`](crate::GraphGame::new) does) within
/// `max` nodes, and returns its move lists.
fn check_graph(graph: &[Vec<usize>], max: usize) -> Result<Moves, SpecError> {
    if graph.is_empty() {
        return Err(SpecError::NoNodes);
    }
    if graph.len() > max {
        return Err(SpecError::TooLarge {
            what: "nodes",
            count: graph.len(),
            max,
        });
    }
    let lengths: Vec<usize> = graph.iter().map(Vec::len).collect();
    check_list_lengths(&lengths)?;
    let flat: Vec<usize> = graph.iter().flatten().copied().collect();
    check_lists(&lengths, &flat, false)
}

/// Dismantles an undirected graph: removes its corners one at a time, each time the smallest
/// corner with its smallest dominator, until one node is left or no node is a corner.
///
/// # Errors
/// A [`SpecError`] for a graph that [`GraphGame::new`](crate::GraphGame::new) refuses (an edge
/// one way only, a self-loop, a repeated neighbour, a node out of range), for no nodes, and
/// [`SpecError::TooLarge`] above [`MAX_DISMANTLE_NODES`].
pub fn dismantle(graph: &[Vec<usize>]) -> Result<Dismantling, SpecError> {
    let moves = check_graph(graph, MAX_DISMANTLE_NODES)?;
    let n = moves.places();
    let mut hoods = Neighbourhoods::new(&moves);
    // The nodes whose status is unknown: a node found not to be a corner stays one until a
    // neighbour goes (only then can its neighbourhood shrink into another's), so it leaves the
    // set until then; popping the smallest therefore finds the smallest corner.
    let mut unknown: BTreeSet<u32> = (0..n as u32).collect();
    let mut alive = vec![true; n];
    let mut left = n;
    let mut removals = Vec::new();
    let mut step = vec![0u32; n];
    while left > 1 {
        let Some(u) = unknown.pop_first() else { break };
        let Some(dominator) = hoods.dominator(&moves, u as usize) else {
            continue;
        };
        step[u as usize] = removals.len() as u32;
        removals.push(Removal {
            corner: u,
            dominator,
        });
        alive[u as usize] = false;
        left -= 1;
        hoods.remove(&moves, u as usize);
        unknown.extend(moves.of(u as usize).iter().filter(|&&y| alive[y as usize]));
    }
    let rest: Vec<u32> = (0..n as u32).filter(|&x| alive[x as usize]).collect();
    for &x in &rest {
        step[x as usize] = removals.len() as u32;
    }
    Ok(Dismantling {
        moves,
        removals,
        rest,
        step,
    })
}

/// The corners of the graph left once the nodes marked in `gone` are removed, each with its
/// smallest dominator, in increasing order of corner. `gone` has one entry a node.
///
/// # Errors
/// As [`dismantle`], and [`SpecError::TooLarge`] (what `"gone"`) if `gone` does not have one
/// entry a node.
pub fn corners(graph: &[Vec<usize>], gone: &[bool]) -> Result<Vec<Removal>, SpecError> {
    let moves = check_graph(graph, MAX_DISMANTLE_NODES)?;
    if gone.len() != graph.len() {
        return Err(SpecError::TooLarge {
            what: "gone",
            count: gone.len(),
            max: graph.len(),
        });
    }
    let mut hoods = Neighbourhoods::new(&moves);
    for x in (0..gone.len()).filter(|&x| gone[x]) {
        hoods.remove(&moves, x);
    }
    let left = gone.iter().filter(|&&g| !g).count();
    if left <= 1 {
        return Ok(Vec::new());
    }
    Ok((0..graph.len())
        .filter(|&u| !gone[u])
        .filter_map(|u| {
            hoods.dominator(&moves, u).map(|dominator| Removal {
                corner: u as u32,
                dominator,
            })
        })
        .collect())
}

impl Dismantling {
    /// The removals, in order.
    #[must_use]
    pub fn removals(&self) -> &[Removal] {
        &self.removals
    }

    /// The nodes left when no corner remains, in increasing order: one node exactly when the
    /// graph is dismantlable.
    #[must_use]
    pub fn rest(&self) -> &[u32] {
        &self.rest
    }

    /// Whether one cat catches the mouse on this graph from a good start: the graph is
    /// dismantlable (its corners go down to one node; a disconnected graph never is).
    #[must_use]
    pub fn cop_win(&self) -> bool {
        self.rest.len() == 1
    }

    /// The node that `x` stands for in the graph left after the first `k` removals: `x` itself
    /// if it is still there, else the node its dominator stands for (the retraction onto that
    /// graph). `x` must be a node and `k` at most the number of removals.
    #[must_use]
    pub fn shadow(&self, x: u32, k: usize) -> u32 {
        let mut x = x;
        while (self.step[x as usize] as usize) < k {
            x = self.removals[self.step[x as usize] as usize].dominator;
        }
        x
    }

    /// Whether `a` and `b` are equal or neighbours.
    fn close(&self, a: u32, b: u32) -> bool {
        a == b || self.moves.of(a as usize).binary_search(&b).is_ok()
    }

    /// The cat's move of the strategy that follows the dismantling: with the cat on the shadow of
    /// the mouse's previous node in the graph left after `level` removals (at the start: the
    /// node left last, and `level` the number of removals), and the mouse now on `mouse`, the
    /// cat moves to the mouse's shadow in the graph left after the fewest removals that it can
    /// reach in one move (or stays). Returns the new level and the cat's node; the level is 0,
    /// and the node the mouse's, exactly when the cat catches the mouse.
    ///
    /// Only for a cop-win graph ([`cop_win`](Dismantling::cop_win)) and a cat played by this
    /// strategy from the start: then some level below the old one is always in reach.
    /// [`strategy_reply`](Dismantling::strategy_reply) is the same move for any input.
    ///
    /// # Panics
    /// If the graph is not cop-win, or if the cat was not where the strategy put it (no shadow
    /// within reach: a bug in the caller).
    #[must_use]
    pub fn cat_move(&self, level: usize, cat: u32, mouse: u32) -> (usize, u32) {
        assert!(self.cop_win(), "the strategy needs a cop-win graph");
        self.strategy_reply(level, cat, mouse)
            .expect("the mouse's shadow one level down is within the cat's reach")
    }

    /// [`cat_move`](Dismantling::cat_move) for any input: `None` if the graph is not cop-win, a
    /// node is out of range, or no shadow of the mouse at `level` or below is within the cat's
    /// reach (the cat was not where the strategy put it). Never panics.
    #[must_use]
    pub fn strategy_reply(&self, level: usize, cat: u32, mouse: u32) -> Option<(usize, u32)> {
        let n = self.moves.places();
        if !self.cop_win() || cat as usize >= n || mouse as usize >= n {
            return None;
        }
        (0..=level.min(self.removals.len()))
            .map(|j| (j, self.shadow(mouse, j)))
            .find(|&(_, s)| self.close(cat, s))
    }

    /// The mouse's moves in Cops and Robbers with the cat on `cat`: stay, or go to a
    /// neighbour, never onto the cat; in increasing order. Empty when the mouse is caught (on
    /// the cat's node) or a node is out of range.
    #[must_use]
    pub fn mouse_moves(&self, cat: u32, mouse: u32) -> Vec<u32> {
        let n = self.moves.places();
        if cat as usize >= n || mouse as usize >= n || cat == mouse {
            return Vec::new();
        }
        let mut out: Vec<u32> = std::iter::once(mouse)
            .chain(self.moves.of(mouse as usize).iter().copied())
            .filter(|&to| to != cat)
            .collect();
        out.sort_unstable();
        out
    }

    /// The strategy's table: `rounds[k * n + r]`, with the mouse on `r` to move and the cat on
    /// `r`'s shadow at level `k` (not on `r`), the most cat moves until the capture. Levels only
    /// fall, so it fills upwards. Only for a cop-win graph.
    fn strategy_rounds(&self) -> Vec<u32> {
        let n = self.moves.places();
        let top = self.removals.len();
        let mut rounds = vec![0u32; (top + 1) * n];
        for k in 1..=top {
            for r in 0..n as u32 {
                let cat = self.shadow(r, k);
                if cat == r {
                    continue;
                }
                let worst = self
                    .mouse_moves(cat, r)
                    .into_iter()
                    .map(|to| self.reply_rounds(&rounds, k, cat, to))
                    .max()
                    .unwrap_or(0);
                rounds[k * n + r as usize] = worst;
            }
        }
        rounds
    }

    /// After the mouse's move to `to`, with the cat on `cat` at level `k`: the cat's moves to
    /// the capture, read from the table.
    fn reply_rounds(&self, rounds: &[u32], k: usize, cat: u32, to: u32) -> u32 {
        let (j, at) = self.cat_move(k, cat, to);
        if at == to {
            1
        } else {
            1 + rounds[j * self.moves.places() + to as usize]
        }
    }

    /// Checks the size for the strategy's table; `None` if the graph is not cop-win.
    fn strategy_table(&self) -> Result<Option<Vec<u32>>, SpecError> {
        let n = self.moves.places();
        if n > MAX_STRATEGY_NODES {
            return Err(SpecError::TooLarge {
                what: "nodes",
                count: n,
                max: MAX_STRATEGY_NODES,
            });
        }
        Ok(self.cop_win().then(|| self.strategy_rounds()))
    }

    /// The most rounds the strategy of [`cat_move`](Dismantling::cat_move) takes against the
    /// mouse's best replies, from the cat's start on the node left last and the mouse's best
    /// start. `None` if the graph is not cop-win.
    ///
    /// # Errors
    /// [`SpecError::TooLarge`] above [`MAX_STRATEGY_NODES`].
    pub fn strategy_time(&self) -> Result<Option<StrategyTime>, SpecError> {
        let Some(rounds) = self.strategy_table()? else {
            return Ok(None);
        };
        Ok(Some(self.time_from(&rounds)))
    }

    /// The strategy's time from its table: the cat moves first, from the node left last,
    /// against each start of the mouse.
    fn time_from(&self, rounds: &[u32]) -> StrategyTime {
        let n = self.moves.places() as u32;
        let top = self.removals.len();
        let start = self.rest[0];
        let best = (0..n)
            .filter(|&m| m != start)
            .map(|m| (self.reply_rounds(rounds, top, start, m), m))
            .max_by_key(|&(t, m)| (t, std::cmp::Reverse(m)));
        StrategyTime {
            cat: start,
            rounds: best.map_or(0, |(t, _)| t),
            mouse: best.map(|(_, m)| m),
        }
    }

    /// The chase of the strategy against the mouse's best defence: the cat starts on the node
    /// left last, the mouse on its best start ([`strategy_time`](Dismantling::strategy_time)),
    /// then each round the cat's move by [`cat_move`](Dismantling::cat_move) and the mouse's
    /// reply that makes the rest last longest (the smallest such node). One [`ChaseRound`] a
    /// round, the last the capture; as many as the strategy's rounds. Empty on a graph of one
    /// node; `None` if the graph is not cop-win.
    ///
    /// # Errors
    /// [`SpecError::TooLarge`] above [`MAX_STRATEGY_NODES`].
    pub fn strategy_line(&self) -> Result<Option<(StrategyTime, Vec<ChaseRound>)>, SpecError> {
        let Some(rounds) = self.strategy_table()? else {
            return Ok(None);
        };
        let time = self.time_from(&rounds);
        let mut line = Vec::new();
        let Some(mut mouse) = time.mouse else {
            return Ok(Some((time, line)));
        };
        let (mut level, mut cat) = (self.removals.len(), time.cat);
        loop {
            (level, cat) = self.cat_move(level, cat, mouse);
            if cat == mouse {
                line.push(ChaseRound {
                    level,
                    cat,
                    mouse: None,
                });
                break;
            }
            let reply = self
                .mouse_moves(cat, mouse)
                .into_iter()
                .map(|to| (self.reply_rounds(&rounds, level, cat, to), to))
                .max_by_key(|&(t, to)| (t, std::cmp::Reverse(to)))
                .map(|(_, to)| to)
                .expect("the mouse may stay");
            mouse = reply;
            line.push(ChaseRound {
                level,
                cat,
                mouse: Some(mouse),
            });
        }
        Ok(Some((time, line)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete(n: usize) -> Vec<Vec<usize>> {
        (0..n)
            .map(|a| (0..n).filter(|&b| b != a).collect())
            .collect()
    }

    #[test]
    fn trees_and_complete_graphs_dismantle() {
        let star = vec![vec![1, 2, 3], vec![0], vec![0], vec![0]];
        let d = dismantle(&star).unwrap();
        assert!(d.cop_win());
        // The centre goes last but one: the cat starts on a leaf and needs two rounds where
        // one, from the centre, would do.
        assert_eq!(d.rest(), &[3]);
        let t = d.strategy_time().unwrap().unwrap();
        assert_eq!((t.cat, t.rounds, t.mouse), (3, 2, Some(1)));
        let k5 = dismantle(&complete(5)).unwrap();
        assert_eq!(k5.removals().len(), 4);
        assert_eq!(k5.strategy_time().unwrap().unwrap().rounds, 1);
    }

    #[test]
    fn cycles_from_four_do_not() {
        for n in 4..9 {
            let cycle: Vec<Vec<usize>> =
                (0..n).map(|a| vec![(a + n - 1) % n, (a + 1) % n]).collect();
            let d = dismantle(&cycle).unwrap();
            assert!(!d.cop_win());
            assert!(d.removals().is_empty());
            assert_eq!(d.strategy_time().unwrap(), None);
        }
    }

    #[test]
    fn a_disconnected_graph_keeps_one_node_a_part() {
        let d = dismantle(&[vec![1], vec![0], vec![]]).unwrap();
        assert_eq!(d.rest(), &[1, 2]);
        assert!(!d.cop_win());
    }

    #[test]
    fn bad_graphs_are_refused() {
        assert_eq!(dismantle(&[]), Err(SpecError::NoNodes));
        assert!(dismantle(&[vec![1], vec![]]).is_err());
        assert!(dismantle(&[vec![0]]).is_err());
        let big = vec![Vec::new(); MAX_DISMANTLE_NODES + 1];
        assert!(matches!(dismantle(&big), Err(SpecError::TooLarge { .. })));
        assert!(corners(&[vec![1], vec![0]], &[false]).is_err());
    }

    #[test]
    fn a_path_takes_its_length_with_the_strategy() {
        // A path of n nodes: the cat starts at the far end; the mouse runs to the other.
        for n in 2..10usize {
            let path = crate::fixtures::path(n);
            let d = dismantle(&path).unwrap();
            assert_eq!(d.rest(), &[n as u32 - 1]);
            let t = d.strategy_time().unwrap().unwrap();
            assert_eq!((t.rounds, t.mouse), (n as u32 - 1, Some(0)));
        }
    }

    #[test]
    fn the_line_on_a_path_runs_the_mouse_to_the_far_end() {
        // A path 0 - 1 - 2 - 3: the cat starts on 3, the mouse on 0 stays until caught.
        let path = vec![vec![1], vec![0, 2], vec![1, 3], vec![2]];
        let d = dismantle(&path).unwrap();
        let (time, line) = d.strategy_line().unwrap().unwrap();
        assert_eq!((time.cat, time.rounds, time.mouse), (3, 3, Some(0)));
        let cats: Vec<u32> = line.iter().map(|r| r.cat).collect();
        assert_eq!(cats, [2, 1, 0]);
        assert_eq!(line.last().unwrap().mouse, None);
        assert_eq!(line.last().unwrap().level, 0);
        assert_eq!(d.mouse_moves(1, 0), [0]);
        assert_eq!(d.mouse_moves(3, 2), [1, 2]);
        assert!(d.mouse_moves(2, 2).is_empty());
    }

    #[test]
    fn the_checked_reply_refuses_what_the_strategy_cannot_answer() {
        let path = vec![vec![1], vec![0, 2], vec![1, 3], vec![2]];
        let d = dismantle(&path).unwrap();
        assert_eq!(d.strategy_reply(3, 3, 0), Some((2, 2)));
        // the cat far from every shadow of the mouse, a node out of range
        assert_eq!(d.strategy_reply(0, 3, 0), None);
        assert_eq!(d.strategy_reply(3, 9, 0), None);
        let cycle = vec![vec![1, 3], vec![0, 2], vec![1, 3], vec![0, 2]];
        let c = dismantle(&cycle).unwrap();
        assert_eq!(c.strategy_reply(0, 0, 2), None);
        assert_eq!(c.strategy_line().unwrap(), None);
    }

    #[test]
    fn corners_after_some_removals() {
        // The 4-cycle with a chord 0-2: 1 and 3 are corners (0 and 2 dominate them).
        let g = vec![vec![1, 2, 3], vec![0, 2], vec![0, 1, 3], vec![0, 2]];
        let all = corners(&g, &[false; 4]).unwrap();
        assert_eq!(
            all.iter()
                .map(|r| (r.corner, r.dominator))
                .collect::<Vec<_>>(),
            vec![(0, 2), (1, 0), (2, 0), (3, 0)]
        );
        let after = corners(&g, &[false, true, false, true]).unwrap();
        assert_eq!(after.len(), 2);
        assert!(corners(&g, &[true, true, true, false]).unwrap().is_empty());
    }
}
