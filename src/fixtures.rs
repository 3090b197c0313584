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
