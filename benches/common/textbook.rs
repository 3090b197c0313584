//! The "textbook" retrograde solver, as the usual editorial writes it: neighbour lists, nested
//! `Vec` counters and results indexed `[mouse][cat][turn]`, and a FIFO queue of
//! `(mouse, cat, turn)` tuples. It also keeps each state's distance (as the LeetCode 1728
//! editorial does, for the turn limit), so it answers exactly what our solver answers.
//!
//! Kept in the bench as the strongest simple peer; its results are asserted equal to ours.

use std::collections::VecDeque;

use cat_mouse::{Game, Outcome, Player, NOT_A_POSITION};

/// Every state's outcome byte and distance, `[mouse][cat][turn]` (turn 0: mouse to move).
pub struct Solution {
    /// The number of places.
    pub n: usize,
    /// Outcome bytes (as [`cat_mouse::OutcomeTable::outcome_bytes`]).
    pub outcome: Vec<Vec<[u8; 2]>>,
    /// Distances in plies.
    pub distance: Vec<Vec<[u32; 2]>>,
}

/// Solves `game` the textbook way.
pub fn solve<G: Game>(game: &G) -> Solution {
    let n = game.places();
    // Neighbour lists, one per player and place.
    let neighbours: [Vec<Vec<usize>>; 2] = [Player::Mouse, Player::Cat].map(|p| {
        (0..n)
            .map(|x| game.moves(p).of(x).iter().map(|&y| y as usize).collect())
            .collect()
    });
    let stand: [Vec<bool>; 2] =
        [Player::Mouse, Player::Cat].map(|p| (0..n).map(|x| game.can_stand(p, x)).collect());
    let mut degree = vec![vec![[0u32; 2]; n]; n];
    let mut outcome = vec![vec![[NOT_A_POSITION; 2]; n]; n];
    let mut distance = vec![vec![[0u32; 2]; n]; n];
    let mut queue: VecDeque<(u32, u32, u8)> = VecDeque::new();
    const WIN: [u8; 2] = [Outcome::MouseWin as u8, Outcome::CatWin as u8];
    for m in 0..n {
        for c in 0..n {
            if !stand[0][m] || !stand[1][c] {
                continue;
            }
            for t in 0..2 {
                let end = game.terminal(m, c);
                let moves = neighbours[t][if t == 0 { m } else { c }].len();
                if let Some(end) = end {
                    outcome[m][c][t] = end.outcome() as u8;
                    queue.push_back((m as u32, c as u32, t as u8));
                } else if moves == 0 {
                    outcome[m][c][t] = WIN[1 - t];
                    queue.push_back((m as u32, c as u32, t as u8));
                } else {
                    outcome[m][c][t] = Outcome::Draw as u8;
                    degree[m][c][t] = moves as u32;
                }
            }
        }
    }
    while let Some((m, c, t)) = queue.pop_front() {
        let (m, c, t) = (m as usize, c as usize, t as usize);
        let result = outcome[m][c][t];
        let d = distance[m][c][t];
        // The previous mover is the other player; it came from a neighbour of its place.
        let pt = 1 - t;
        let from = if pt == 0 { m } else { c };
        for &prev in &neighbours[pt][from] {
            let (pm, pc) = if pt == 0 { (prev, c) } else { (m, prev) };
            if outcome[pm][pc][pt] != Outcome::Draw as u8 {
                continue;
            }
            if result == WIN[pt] {
                outcome[pm][pc][pt] = result;
                distance[pm][pc][pt] = d + 1;
                queue.push_back((pm as u32, pc as u32, pt as u8));
            } else {
                degree[pm][pc][pt] -= 1;
                if degree[pm][pc][pt] == 0 {
                    outcome[pm][pc][pt] = result;
                    distance[pm][pc][pt] = d + 1;
                    queue.push_back((pm as u32, pc as u32, pt as u8));
                }
            }
        }
    }
    Solution {
        n,
        outcome,
        distance,
    }
}
