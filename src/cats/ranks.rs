//! The multisets one cats' move leads to (or comes from), as ranks: the solver's generator of
//! successors and predecessors.
//!
//! [`CatsGame::for_each_cat_move`] gives each joint move as the cats' places, which the caller
//! sorts and ranks, `K` table lookups each. Here the places of all cats but the last are kept
//! sorted as they are chosen, and the rank's terms below and above each slot are summed once
//! per choice of those cats; the last cat's place then only finds its slot (at most `K − 1`
//! comparisons) and adds three numbers. The multisets come in the same order, as often
//! (cats sharing a node pick a multiset, as there).
//!
//! Cost: a few operations per joint move, whatever the number of cats.

use std::ops::ControlFlow;

use crate::cats::game::CatsGame;
use crate::game::Moves;

/// The sums of the rank terms around each slot of a sorted list `q` of `K − 1` places, for
/// inserting one more place: with `j` the number of places below the new one,
/// `rank = low[j] + term(j, new) + high[j]`.
struct Around<const K: usize> {
    q: [u32; K],
    low: [u32; K],
    high: [u32; K],
}

impl<const K: usize> Around<K> {
    /// The sums around the slots of the sorted `q[..K − 1]`, with `terms[i · n + x]` the rank
    /// term of place `x` in sorted slot `i`.
    #[inline(always)]
    fn new(q: [u32; K], terms: &[u32], n: usize) -> Self {
        let mut low = [0u32; K];
        let mut high = [0u32; K];
        for j in 1..K {
            low[j] = low[j - 1] + terms[(j - 1) * n + q[j - 1] as usize];
        }
        for j in (0..K - 1).rev() {
            high[j] = high[j + 1] + terms[(j + 1) * n + q[j] as usize];
        }
        Around { q, low, high }
    }

    /// The rank of `q` with `x` inserted.
    #[inline(always)]
    fn rank(&self, x: u32, terms: &[u32], n: usize) -> u32 {
        let j = self.q[..K - 1]
            .iter()
            .map(|&p| usize::from(p < x))
            .sum::<usize>();
        self.low[j] + terms[j * n + x as usize] + self.high[j]
    }
}

/// Calls `f` with the rank of the multiset after each cats' move from the sorted places
/// `from` (or, `backwards`, before each cats' move to them), as
/// [`CatsGame::for_each_cat_move`] lists the moves, until it breaks; `terms` are the layout's
/// rank terms (`terms[i · n + x] = C(x + i, i + 1)`).
#[inline(always)]
pub(crate) fn each_rank<const K: usize>(
    game: &CatsGame,
    terms: &[u32],
    from: &[u32; K],
    backwards: bool,
    f: &mut impl FnMut(u32) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let n = game.nodes();
    let lists = game.cat_lists(backwards);
    if game.rules().lazy_cats {
        // One cat (one of each node's) steps: the others stay, sorted.
        for i in 0..K {
            if i > 0 && from[i] == from[i - 1] {
                continue;
            }
            let mut q = [0u32; K];
            q[..i].copy_from_slice(&from[..i]);
            q[i..K - 1].copy_from_slice(&from[i + 1..]);
            let around = Around::new(q, terms, n);
            for &x in lists.of(from[i] as usize) {
                f(around.rank(x, terms, n))?;
            }
        }
        // Or all stay.
        if game.rules().cat_passes {
            let mut rank = 0;
            for (i, &c) in from.iter().enumerate() {
                rank += terms[i * n + c as usize];
            }
            f(rank)?;
        }
        ControlFlow::Continue(())
    } else {
        every::<K>(lists, terms, n, from, 0, 0, [0; K], f)
    }
}

/// Every cat moves: cat `i` on picks a place from its list, kept sorted in `q[..i]`; cats on
/// one node pick a multiset (cat `i` picks no earlier list entry than cat `i − 1` on the same
/// node, entry `min`).
#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn every<const K: usize>(
    lists: &Moves,
    terms: &[u32],
    n: usize,
    from: &[u32; K],
    i: usize,
    min: usize,
    q: [u32; K],
    f: &mut impl FnMut(u32) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let list = lists.of(from[i] as usize);
    let start = if i > 0 && from[i] == from[i - 1] {
        min
    } else {
        0
    };
    if i + 1 == K {
        let around = Around::new(q, terms, n);
        for &x in &list[start.min(list.len())..] {
            f(around.rank(x, terms, n))?;
        }
        return ControlFlow::Continue(());
    }
    for (j, &x) in list.iter().enumerate().skip(start) {
        // Insert x into the sorted q[..i].
        let mut next = q;
        let mut at = i;
        while at > 0 && next[at - 1] > x {
            next[at] = next[at - 1];
            at -= 1;
        }
        next[at] = x;
        every::<K>(lists, terms, n, from, i + 1, j, next, f)?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cats::game::{sort_small, CatsRoles, CatsRules};
    use crate::Player;

    #[test]
    fn ranks_come_as_the_sorted_joint_moves_rank() {
        // Every rule variant, 1 to 8 cats, every multiset of a small graph with a hole: the
        // same ranks in the same order as sorting and ranking each joint move.
        let graph: Vec<Vec<usize>> = vec![
            vec![1, 2, 3],
            vec![0, 2],
            vec![0, 1, 3, 4],
            vec![0, 2],
            vec![2],
        ];
        let mut compared = 0;
        for bits in 0..16u32 {
            let rules = CatsRules {
                directed: false,
                cat_enters_hole: bits & 1 != 0,
                mouse_passes: false,
                cat_passes: bits & 2 != 0,
                lazy_cats: bits & 4 != 0,
            };
            let holes = if bits & 8 != 0 { vec![4] } else { vec![] };
            for k in 1..=8 {
                let roles = CatsRoles {
                    mouse: 0,
                    cats: vec![1; k],
                    holes: holes.clone(),
                    first: Player::Mouse,
                };
                let game = CatsGame::new(&graph, roles, rules).unwrap();
                let layout = game.layout();
                crate::cats::with_cats!(k, K => {
                    let mut from = [0u32; K];
                    loop {
                        for backwards in [false, true] {
                            let mut want = Vec::new();
                            game.for_each_cat_move::<K>(&from, backwards, &mut |to: &[u32; K]| {
                                let mut to = *to;
                                sort_small(&mut to);
                                want.push(layout.rank_sorted(&to) as u32);
                            });
                            let mut got = Vec::new();
                            let _ = each_rank::<K>(&game, layout.binomials(), &from, backwards, &mut |r| {
                                got.push(r);
                                ControlFlow::Continue(())
                            });
                            assert_eq!(got, want, "{rules:?} {from:?} {backwards}");
                            compared += got.len();
                            // Stopped at the third: the first three.
                            let mut first = Vec::new();
                            let _ = each_rank::<K>(&game, layout.binomials(), &from, backwards, &mut |r| {
                                first.push(r);
                                if first.len() == 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
                            });
                            assert_eq!(first, want[..want.len().min(3)], "{rules:?} {from:?} {backwards}");
                        }
                        if !crate::cats::multiset::next_multiset(&mut from, 5) {
                            break;
                        }
                    }
                });
            }
        }
        assert!(compared > 100_000, "{compared}");
    }
}
