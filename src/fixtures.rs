//! Fixtures shared by the unit tests (compiled for tests only).

use crate::GraphGame;

/// LeetCode 913's example 1 (a draw): `graph[a]` lists node `a`'s neighbours.
pub(crate) fn example1() -> Vec<Vec<usize>> {
    vec![
        vec![2, 5],
        vec![3],
        vec![0, 4, 5],
        vec![1, 4, 5],
        vec![2, 3],
        vec![0, 2, 3],
    ]
}

/// [`example1`] as a game under the classic rules.
pub(crate) fn example1_game() -> GraphGame {
    GraphGame::new(&example1()).expect("example 1 is a valid graph")
}

/// A path of `n` nodes, `0 - 1 - … - (n - 1)`: `graph[a]` lists node `a`'s neighbours.
pub(crate) fn path(n: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|a| {
            let mut l = Vec::new();
            if a > 0 {
                l.push(a - 1);
            }
            if a + 1 < n {
                l.push(a + 1);
            }
            l
        })
        .collect()
}

/// The undirected rule variant that `bits` numbers: bit 0 the cats enter holes, bit 1 the
/// mouse may pass, bit 2 the cats may pass, bit 3 the cats are lazy (one moves at a time).
pub(crate) fn cats_rules(bits: u32) -> crate::CatsRules {
    crate::CatsRules {
        directed: false,
        cat_enters_hole: bits & 1 != 0,
        mouse_passes: bits & 2 != 0,
        cat_passes: bits & 4 != 0,
        lazy_cats: bits & 8 != 0,
    }
}
