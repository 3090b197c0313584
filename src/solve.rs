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
///
/// `LOST` (0) is lost for the player to move, `WON` (all ones) won for it (and also marks entries
/// that are not positions, so that nothing ever touches them); everything between is undecided.
trait Counter: Copy + Eq {
    /// Lost for the player to move (also: every move refuted).
    const LOST: Self;
    /// Won for the player to move.
    const WON: Self;
    fn from_usize(n: usize) -> Self;
    /// Whether the counter is still counting (neither `LOST` nor `WON`).
    fn undecided(self) -> bool;
    /// `self - 1` if `yes`, else `self`, without a branch.
    fn decrement_if(self, yes: bool) -> Self;
    /// `won` if `WON`, `lost` if `LOST`, else 0 (a draw), without a branch.
    #[inline(always)]
    fn outcome_byte(self, won: u8, lost: u8) -> u8 {
        (u8::from(self == Self::WON) * won) | (u8::from(self == Self::LOST) * lost)
    }
}

impl Counter for u8 {
    const LOST: u8 = 0;
    const WON: u8 = u8::MAX;
    fn from_usize(n: usize) -> u8 {
        n as u8
    }
    #[inline(always)]
    fn undecided(self) -> bool {
        self.wrapping_sub(1) < u8::MAX - 1
    }
    #[inline(always)]
    fn decrement_if(self, yes: bool) -> u8 {
        self - u8::from(yes)
    }
}

impl Counter for u16 {
    const LOST: u16 = 0;
    const WON: u16 = u16::MAX;
    fn from_usize(n: usize) -> u16 {
        n as u16
    }
    #[inline(always)]
    fn undecided(self) -> bool {
        self.wrapping_sub(1) < u16::MAX - 1
    }
    #[inline(always)]
    fn decrement_if(self, yes: bool) -> u16 {
        self - u16::from(yes)
    }
}

/// The states decided at one level, as two bitsets (lost / won for the player to move), grouped
/// by the row that holds their predecessors, with a summary bit per non-empty word.
///
/// Bit `(plane, row, col)`: the state of `plane` (0 mouse to move, 1 cat to move) whose
/// predecessors lie in row `row` of the other plane is the one at `(row col)` transposed: in
/// plane 0 the state (mouse `row`, cat `col`), in plane 1 the state (mouse `col`, cat `row`).
/// One bit is written per decided state, and a whole row of predecessors is updated at once,
/// while it sits in L1. The summary lets a level with few states per row (long corridors: many
/// levels) skip the empty words and rows.
struct Frontier {
    lost: Vec<u64>,
    won: Vec<u64>,
    /// Per row, `spr` words: bit `k` set if word `k` of the row may be non-zero.
    summary: Vec<u64>,
    /// Per plane, `rpw` words: bit `row` set if the row may be non-empty (so that a level
    /// touches only the rows it updates).
    rows: Vec<u64>,
    /// Row-summary words per plane.
    rpw: usize,
    /// Words per row.
    wpr: usize,
    /// Summary words per row.
    spr: usize,
    n: usize,
    empty: bool,
}

impl Frontier {
    fn new(n: usize) -> Frontier {
        let wpr = n.div_ceil(64);
        let spr = wpr.div_ceil(64);
        let rpw = n.div_ceil(64);
        Frontier {
            lost: vec![0; 2 * n * wpr],
            won: vec![0; 2 * n * wpr],
            summary: vec![0; 2 * n * spr],
            rows: vec![0; 2 * rpw],
            rpw,
            wpr,
            spr,
            n,
            empty: true,
        }
    }

    #[inline(always)]
    fn set(&mut self, plane: usize, row: usize, col: usize, won: bool) {
        let r = plane * self.n + row;
        let w = r * self.wpr + col / 64;
        let bit = 1u64 << (col % 64);
        if won {
            self.won[w] |= bit;
        } else {
            self.lost[w] |= bit;
        }
        let k = col / 64;
        self.summary[r * self.spr + k / 64] |= 1 << (k % 64);
        self.rows[plane * self.rpw + row / 64] |= 1 << (row % 64);
        self.empty = false;
    }
}

/// The solver's working state.
///
/// Internal layout, chosen so that all predecessors of a state lie in one contiguous row: the
/// mouse-to-move plane is cat-major (`cat · n + mouse`) and the cat-to-move plane is mouse-major
/// (`n² + mouse · n + cat`). The finished table is transposed back to the public [`Layout`].
///
/// Memory while solving: the counter (1 byte, 2 if a place has 255 or more moves) and the `u16`
/// distance of every state, and four frontier bitsets (this level's and the next, lost and won:
/// half a byte per state): 3.5 bytes per state.
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
        let mut frontier = Frontier::new(n);
        let mut next = Frontier::new(n);
        solver.label(&mut frontier);
        let mut level = 0u32;
        while !frontier.empty {
            level += 1;
            next.empty = true;
            for plane in 0..2 {
                solver.propagate(plane, &mut frontier, &mut next, level);
            }
            std::mem::swap(&mut frontier, &mut next);
        }
        drop((frontier, next));
        solver.finish()
    }

    /// Phase 1: label finished positions and stuck players; count moves everywhere else.
    /// Entries that are not positions keep the `WON` mark, so nothing ever touches them.
    fn label(&mut self, frontier: &mut Frontier) {
        let n = self.n;
        let game = self.game;
        // The places each player may stand on: only their rows and columns are visited.
        let places = |p: Player| {
            (0..n)
                .filter(|&x| game.can_stand(p, x))
                .map(|x| x as u32)
                .collect::<Vec<_>>()
        };
        let places = [places(Player::Mouse), places(Player::Cat)];
        for (plane, turn) in Player::ALL.into_iter().enumerate() {
            let moves = game.moves(turn);
            // Rows are indexed by the place of the player not to move, columns by the mover's.
            let mut degrees = vec![C::WON; n];
            for &x in &places[plane] {
                degrees[x as usize] = C::from_usize(moves.of(x as usize).len());
            }
            for &major in &places[1 - plane] {
                let major = major as usize;
                let row = &mut self.counters[(plane * n + major) * n..][..n];
                row.copy_from_slice(&degrees);
                for &minor in &places[plane] {
                    let minor = minor as usize;
                    let counter = &mut row[minor];
                    let (mouse, cat) = if plane == 0 {
                        (minor, major)
                    } else {
                        (major, minor)
                    };
                    if let Some(end) = game.terminal(mouse, cat) {
                        *counter = if end.outcome() == Outcome::win_for(turn) {
                            C::WON
                        } else {
                            C::LOST
                        };
                    }
                    if !counter.undecided() {
                        frontier.set(plane, minor, major, *counter == C::WON);
                    }
                }
            }
        }
    }

    /// Phase 2: the states of `plane` decided at `level - 1` (in `frontier`) update their
    /// undecided predecessors, which lie in the other plane, row by row. A predecessor with a
    /// move into a state lost for its opponent is won; otherwise it loses one unrefuted move, and
    /// when none is left it is lost. Both are decided at `level`, and go to `next`.
    fn propagate(
        &mut self,
        plane: usize,
        frontier: &mut Frontier,
        next: &mut Frontier,
        level: u32,
    ) {
        let (n, wpr) = (self.n, frontier.wpr);
        let pred = 1 - plane;
        let mover = Player::ALL[pred];
        let moves = self.game.moves(mover);
        let (inline, distance) = if level < u32::from(self.cap) {
            (true, level as u16)
        } else {
            (false, self.cap)
        };
        let (spr, rpw) = (frontier.spr, frontier.rpw);
        for rw in 0..rpw {
            let mut rows = std::mem::take(&mut frontier.rows[plane * rpw + rw]);
            while rows != 0 {
                let row = rw * 64 + rows.trailing_zeros() as usize;
                rows &= rows - 1;
                let r = plane * n + row;
                let base = (pred * n + row) * n;
                for s in 0..spr {
                    let mut words = std::mem::take(&mut frontier.summary[r * spr + s]);
                    while words != 0 {
                        let w = s * 64 + words.trailing_zeros() as usize;
                        words &= words - 1;
                        let counters = &mut self.counters[base..base + n];
                        let distances = &mut self.distances[base..base + n];
                        // Successors lost for the opponent: their undecided predecessors are won.
                        let mut bits = std::mem::take(&mut frontier.lost[r * wpr + w]);
                        while bits != 0 {
                            let x = w * 64 + bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            for &q in moves.of(x) {
                                let q = q as usize;
                                if counters[q].undecided() {
                                    counters[q] = C::WON;
                                    distances[q] = distance;
                                    next.set(pred, q, row, true);
                                    if !inline {
                                        self.overflow.push(((base + q) as u32, level));
                                    }
                                }
                            }
                        }
                        // Successors won for the opponent: one more move refuted (branch-free
                        // decrement).
                        let mut bits = std::mem::take(&mut frontier.won[r * wpr + w]);
                        while bits != 0 {
                            let x = w * 64 + bits.trailing_zeros() as usize;
                            bits &= bits - 1;
                            for &q in moves.of(x) {
                                let q = q as usize;
                                let counter = counters[q];
                                let live = counter.undecided();
                                let left = counter.decrement_if(live);
                                counters[q] = left;
                                if live && left == C::LOST {
                                    distances[q] = distance;
                                    next.set(pred, q, row, false);
                                    if !inline {
                                        self.overflow.push(((base + q) as u32, level));
                                    }
                                }
                            }
                        }
                    }
                }
            }
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
        // Per place: all ones where the player may stand (else 0), and `NOT_A_POSITION` where
        // it may not (else 0), so that a row's bytes are built without a branch per state.
        let masks = |p: Player| -> (Vec<u8>, Vec<u8>) {
            (0..n)
                .map(|x| {
                    if game.can_stand(p, x) {
                        (u8::MAX, 0)
                    } else {
                        (0, NOT_A_POSITION)
                    }
                })
                .unzip()
        };
        let masks = [masks(Player::Mouse), masks(Player::Cat)];
        // Outcome bytes in the internal layout, row by row (rows: the place of the player not
        // to move; whole rows where it may not stand are not positions), then the
        // mouse-to-move plane transposed to the public layout.
        let mut outcomes = vec![NOT_A_POSITION; 2 * nn];
        for (plane, turn) in Player::ALL.into_iter().enumerate() {
            let (won, lost) = (
                Outcome::win_for(turn) as u8,
                Outcome::win_for(turn.other()) as u8,
            );
            let (keep, fill) = &masks[plane];
            let row_ok = &masks[1 - plane].0;
            for (row, _) in row_ok.iter().enumerate().filter(|(_, &ok)| ok != 0) {
                let cells = (plane * n + row) * n..(plane * n + row + 1) * n;
                let out = &mut outcomes[cells.clone()];
                let counters = &counters[cells];
                for (((out, &counter), &keep), &fill) in
                    out.iter_mut().zip(counters).zip(keep).zip(fill)
                {
                    *out = (counter.outcome_byte(won, lost) & keep) | fill;
                }
            }
        }
        drop(counters);
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

/// The side of the square tiles the transposes work in: a tile row is at least a whole cache
/// line, so each line is read once and written once per tile, whatever the row stride (with
/// power-of-two sizes, a naive or small-tile transpose thrashes the cache sets).
const TILE: usize = 64;

/// Transposes the `n × n` matrix `m` in place, tile by tile through two stack buffers.
fn transpose<T: Copy + Default>(m: &mut [T], n: usize) {
    let mut a = [[T::default(); TILE]; TILE];
    let mut b = [[T::default(); TILE]; TILE];
    for i0 in (0..n).step_by(TILE) {
        let hi = (i0 + TILE).min(n) - i0;
        for j0 in (i0..n).step_by(TILE) {
            let wj = (j0 + TILE).min(n) - j0;
            // Tile A: rows i0.., columns j0..; tile B: rows j0.., columns i0.. (the same tile
            // on the diagonal: read once, written back once).
            for (r, buf) in a[..hi].iter_mut().enumerate() {
                buf[..wj].copy_from_slice(&m[(i0 + r) * n + j0..][..wj]);
            }
            if i0 == j0 {
                for r in 0..wj {
                    let row = &mut m[(j0 + r) * n + i0..][..hi];
                    for (x, src) in row.iter_mut().zip(&a[..hi]) {
                        *x = src[r];
                    }
                }
                continue;
            }
            for (r, buf) in b[..wj].iter_mut().enumerate() {
                buf[..hi].copy_from_slice(&m[(j0 + r) * n + i0..][..hi]);
            }
            for r in 0..wj {
                let row = &mut m[(j0 + r) * n + i0..][..hi];
                for (x, src) in row.iter_mut().zip(&a[..hi]) {
                    *x = src[r];
                }
            }
            for r in 0..hi {
                let row = &mut m[(i0 + r) * n + j0..][..wj];
                for (x, src) in row.iter_mut().zip(&b[..wj]) {
                    *x = src[r];
                }
            }
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
        // Larger than a tile, not a multiple of it.
        let n = 2 * TILE + 5;
        let mut m: Vec<usize> = (0..n * n).collect();
        transpose(&mut m, n);
        for i in 0..n {
            for j in 0..n {
                assert_eq!(m[i * n + j], j * n + i, "({i}, {j})");
            }
        }
    }
}
