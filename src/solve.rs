//! The retrograde (backward-induction) solver.

use crate::game::Game;
use crate::table::{OutcomeTable, DISTANCE_CAP, NOT_A_POSITION};
use crate::{Layout, Outcome, Player};

/// Solves every state of `game` by retrograde analysis.
///
/// Computes, for every state (mouse place, cat place, player to move), who wins with perfect play
/// and in exactly how many plies, the winner hurrying and the loser delaying. It works backwards
/// from the finished positions, keeping for each undecided state the number of its moves not yet
/// refuted:
///
/// 1. label the finished positions (distance 0), and the positions where the player to move has
///    no legal move, which that player loses;
/// 2. take the positions decided at distance `d`, level by level; each undecided predecessor
///    either has a move into a position lost for the opponent, so it is won at `d + 1`, or loses
///    one unrefuted move, and when none is left it is lost at `d + 1`;
/// 3. whatever is never decided is a draw: neither side can force an end, and with best play the
///    game goes on for ever (repeats, in the graph game; *endless* in the grid game).
///
/// There is no horizon: games of any length are solved exactly. The grid's turn limit is applied
/// afterwards from the distances ([`GridGame::limited`](crate::GridGame::limited)).
///
/// Cost: time linear in the number of game moves over all states (O(states × moves per place)),
/// and about 4 bytes per state at peak: a 1-byte counter (2 bytes if a place has 255 or more
/// moves), a 2-byte distance, and the frontiers. The table kept afterwards holds 3 bytes per
/// state.
///
/// ```
/// use cat_mouse::{solve, GraphGame, Outcome, Player, State};
/// // A path 0 - 1 - 2: the mouse steps into the hole.
/// let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]])?;
/// let table = solve(&game);
/// let start = table.value(State::new(1, 2, Player::Mouse))?.unwrap();
/// assert_eq!((start.outcome, start.distance), (Outcome::MouseWin, 1));
/// // With the cat to move, the cat steps onto the mouse.
/// let other = table.value(State::new(1, 2, Player::Cat))?.unwrap();
/// assert_eq!((other.outcome, other.distance), (Outcome::CatWin, 1));
/// # Ok::<_, cat_mouse::SpecError>(())
/// ```
#[must_use]
pub fn solve<G: Game>(game: &G) -> OutcomeTable {
    solve_capped(game, DISTANCE_CAP)
}

/// [`solve`] with distances of `cap` or more moved to the side list (tests use a tiny cap).
pub(crate) fn solve_capped<G: Game>(game: &G, cap: u16) -> OutcomeTable {
    let degree = game
        .moves(Player::Mouse)
        .max_degree()
        .max(game.moves(Player::Cat).max_degree());
    if degree < usize::from(u8::MAX) {
        Retrograde::<G, u8>::run(game, cap)
    } else {
        Retrograde::<G, u16>::run(game, cap)
    }
}

/// A per-state counter: the number of unrefuted moves while undecided, or a decided mark.
trait Counter: Copy + Eq {
    /// Lost for the player to move (also: every move refuted).
    const LOST: Self;
    /// Won for the player to move.
    const WON: Self;
    fn from_usize(n: usize) -> Self;
    fn decrement(self) -> Self;
}

impl Counter for u8 {
    const LOST: u8 = 0;
    const WON: u8 = u8::MAX;
    fn from_usize(n: usize) -> u8 {
        n as u8
    }
    fn decrement(self) -> u8 {
        self - 1
    }
}

impl Counter for u16 {
    const LOST: u16 = 0;
    const WON: u16 = u16::MAX;
    fn from_usize(n: usize) -> u16 {
        n as u16
    }
    fn decrement(self) -> u16 {
        self - 1
    }
}

/// The solver's working state.
///
/// Internal layout, chosen so that all predecessors of a state lie in one contiguous row: the
/// mouse-to-move plane is cat-major (`cat · n + mouse`) and the cat-to-move plane is mouse-major
/// (`n² + mouse · n + cat`). The finished table is transposed back to the public [`Layout`].
struct Retrograde<'g, G, C> {
    game: &'g G,
    n: usize,
    counters: Vec<C>,
    distances: Vec<u16>,
    overflow: Vec<(u32, u32)>,
    cap: u16,
}

impl<'g, G: Game, C: Counter> Retrograde<'g, G, C> {
    fn run(game: &'g G, cap: u16) -> OutcomeTable {
        let n = game.places();
        let len = 2 * n * n;
        let mut solver = Retrograde {
            game,
            n,
            counters: vec![C::WON; len],
            distances: vec![0; len],
            overflow: Vec::new(),
            cap,
        };
        let mut frontier = solver.label();
        let mut next = Vec::new();
        let mut level = 0u32;
        while !frontier.is_empty() {
            level += 1;
            for &s in &frontier {
                solver.propagate(s as usize, level, &mut next);
            }
            std::mem::swap(&mut frontier, &mut next);
            next.clear();
        }
        solver.finish()
    }

    /// Phase 1: label finished positions and stuck players; count moves everywhere else.
    /// Entries that are not positions keep the `WON` mark, so nothing ever touches them.
    fn label(&mut self) -> Vec<u32> {
        let (n, nn) = (self.n, self.n * self.n);
        let game = self.game;
        let stand = |p: Player| (0..n).map(|x| game.can_stand(p, x)).collect::<Vec<_>>();
        let (mouse_ok, cat_ok) = (stand(Player::Mouse), stand(Player::Cat));
        let mut frontier = Vec::new();
        for turn in Player::ALL {
            let moves = game.moves(turn);
            for major in 0..n {
                for minor in 0..n {
                    let (mouse, cat, index) = match turn {
                        Player::Mouse => (minor, major, major * n + minor),
                        Player::Cat => (major, minor, nn + major * n + minor),
                    };
                    if !mouse_ok[mouse] || !cat_ok[cat] {
                        continue;
                    }
                    let counter = if let Some(end) = game.terminal(mouse, cat) {
                        if end.outcome() == Outcome::win_for(turn) {
                            C::WON
                        } else {
                            C::LOST
                        }
                    } else {
                        let mover = if turn == Player::Mouse { mouse } else { cat };
                        C::from_usize(moves.of(mover).len())
                    };
                    self.counters[index] = counter;
                    if counter == C::LOST || counter == C::WON {
                        frontier.push(index as u32);
                    }
                }
            }
        }
        frontier
    }

    /// Phase 2: the state `s` was decided at `level - 1`; update its undecided predecessors.
    #[inline]
    fn propagate(&mut self, s: usize, level: u32, next: &mut Vec<u32>) {
        let (n, nn) = (self.n, self.n * self.n);
        // The predecessors are the positions before the opponent of the player to move at `s`
        // made its move: they differ from `s` only in the opponent's place, and lie in one row.
        let (row, from, mover) = if s < nn {
            // Mouse to move at s = (cat c, mouse m): the cat moved, from (m, c', cat to move).
            let (c, m) = (s / n, s % n);
            (nn + m * n, c, Player::Cat)
        } else {
            // Cat to move at s = (mouse m, cat c): the mouse moved, from (m', c, mouse to move).
            let (m, c) = ((s - nn) / n, (s - nn) % n);
            (c * n, m, Player::Mouse)
        };
        let lost_here = self.counters[s] == C::LOST;
        let game = self.game;
        for &q in game.moves(mover).of(from) {
            let p = row + q as usize;
            let counter = self.counters[p];
            if counter == C::LOST || counter == C::WON {
                continue;
            }
            let decided = if lost_here {
                // Moving into s wins for the player to move at p.
                self.counters[p] = C::WON;
                true
            } else {
                // One more move of p's player refuted.
                let left = counter.decrement();
                self.counters[p] = left;
                left == C::LOST
            };
            if decided {
                self.set_distance(p, level);
                next.push(p as u32);
            }
        }
    }

    fn set_distance(&mut self, p: usize, level: u32) {
        if level < u32::from(self.cap) {
            self.distances[p] = level as u16;
        } else {
            self.distances[p] = self.cap;
            self.overflow.push((p as u32, level));
        }
    }

    /// Phase 3: turn counters into outcome bytes (undecided = draw) and transpose to [`Layout`].
    fn finish(self) -> OutcomeTable {
        let Retrograde {
            game,
            n,
            counters,
            mut distances,
            mut overflow,
            cap,
        } = self;
        let nn = n * n;
        let stand = |p: Player| (0..n).map(|x| game.can_stand(p, x)).collect::<Vec<_>>();
        let (mouse_ok, cat_ok) = (stand(Player::Mouse), stand(Player::Cat));
        let mut outcomes: Vec<u8> = counters
            .into_iter()
            .enumerate()
            .map(|(i, counter)| {
                let (mouse, cat, turn) = if i < nn {
                    (i % n, i / n, Player::Mouse)
                } else {
                    ((i - nn) / n, i % n, Player::Cat)
                };
                if !mouse_ok[mouse] || !cat_ok[cat] {
                    NOT_A_POSITION
                } else if counter == C::WON {
                    Outcome::win_for(turn) as u8
                } else if counter == C::LOST {
                    Outcome::win_for(turn.other()) as u8
                } else {
                    Outcome::Draw as u8
                }
            })
            .collect();
        transpose(&mut outcomes[..nn], n);
        transpose(&mut distances[..nn], n);
        for entry in &mut overflow {
            let i = entry.0 as usize;
            if i < nn {
                entry.0 = ((i % n) * n + i / n) as u32;
            }
        }
        overflow.sort_unstable();
        OutcomeTable {
            layout: Layout::new(n),
            outcomes,
            distances,
            overflow,
            cap,
        }
    }
}

/// Transposes the `n × n` matrix `m` in place.
fn transpose<T>(m: &mut [T], n: usize) {
    for i in 0..n {
        for j in i + 1..n {
            m.swap(i * n + j, j * n + i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GraphGame, GridGame, State, Value};

    fn value(table: &OutcomeTable, m: u32, c: u32, turn: Player) -> Value {
        table.value(State::new(m, c, turn)).unwrap().unwrap()
    }

    #[test]
    fn leetcode_913_examples() {
        let g1 = GraphGame::new(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        assert_eq!(solve(&g1).start_value(&g1).outcome, Outcome::Draw);
        let g2 = GraphGame::new(&[vec![1, 3], vec![0], vec![3], vec![0, 2]]).unwrap();
        let v = solve(&g2).start_value(&g2);
        assert_eq!((v.outcome, v.distance), (Outcome::MouseWin, 1));
    }

    #[test]
    fn leetcode_1728_examples() {
        let cases: [(&[&str], u32, u32, bool); 3] = [
            (&["####F", "#C...", "M...."], 1, 2, true),
            (&["M.C...F"], 1, 4, true),
            (&["M.C...F"], 1, 3, false),
        ];
        for (grid, cat_jump, mouse_jump, expected) in cases {
            let game = GridGame::new(grid, cat_jump, mouse_jump).unwrap();
            let v = solve(&game).start_value(&game);
            println!("{grid:?} {cat_jump} {mouse_jump}: {v}");
            assert_eq!(
                GridGame::limited(v, game.turn_limit()) == Outcome::MouseWin,
                expected
            );
        }
    }

    #[test]
    fn terminal_states_have_distance_zero() {
        let game = GraphGame::new(&[vec![1], vec![0, 2], vec![1]]).unwrap();
        let table = solve(&game);
        assert_eq!(
            value(&table, 2, 2, Player::Mouse),
            Value {
                outcome: Outcome::CatWin,
                distance: 0
            }
        );
        assert_eq!(
            value(&table, 0, 1, Player::Cat),
            Value {
                outcome: Outcome::MouseWin,
                distance: 0
            }
        );
        assert_eq!(table.value(State::new(1, 0, Player::Cat)).unwrap(), None);
    }

    #[test]
    fn a_player_without_moves_loses() {
        // Node 3 is isolated: a mouse starting there cannot move.
        let roles = crate::GraphRoles {
            hole: 0,
            mouse: 3,
            cat: 2,
            first: Player::Mouse,
        };
        let game = GraphGame::with_roles(&[vec![1], vec![0, 2], vec![1], vec![]], roles).unwrap();
        let v = solve(&game).start_value(&game);
        assert_eq!(
            v,
            Value {
                outcome: Outcome::CatWin,
                distance: 0
            }
        );
    }

    #[test]
    fn capped_distances_match_uncapped() {
        let game = GraphGame::new(&[
            vec![2, 5],
            vec![3],
            vec![0, 4, 5],
            vec![1, 4, 5],
            vec![2, 3],
            vec![0, 2, 3],
        ])
        .unwrap();
        let (full, capped) = (solve(&game), solve_capped(&game, 2));
        assert!(!capped.overflow.is_empty());
        assert_eq!(full.outcome_bytes(), capped.outcome_bytes());
        assert_eq!(full.distances(), capped.distances());
        for i in 0..full.len() {
            assert_eq!(full.distance_at(i), capped.distance_at(i));
        }
    }

    #[test]
    fn transpose_swaps_rows_and_columns() {
        let mut m = vec![0, 1, 2, 3, 4, 5, 6, 7, 8];
        transpose(&mut m, 3);
        assert_eq!(m, vec![0, 3, 6, 1, 4, 7, 2, 5, 8]);
    }
}
