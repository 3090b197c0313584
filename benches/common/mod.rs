//! Shared by the benchmark binaries: the fixed, seeded instance set, the "textbook" retrograde
//! solver (the strongest simple peer), and the floor sweep.
#![allow(dead_code)]

pub mod textbook;

use cat_mouse::{Game, GraphGame, GridGame, OutcomeTable, Player};

/// The seeded generator shared with the tests (tests/support/rng.rs).
#[path = "../../tests/support/rng.rs"]
mod rng;
pub use rng::Rng;

/// Which size class an instance belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// The sizes of the textbook problems (LeetCode 913 / 1728).
    Textbook,
    /// The sizes people paste and draw.
    Large,
}

/// What an instance is.
#[derive(Clone, Debug)]
pub enum Spec {
    /// A graph game with the classic roles.
    Graph(Vec<Vec<usize>>),
    /// A grid game with equal cat and mouse jumps (turn limit 1000).
    Grid(Vec<String>, u32),
}

/// One benchmark instance.
#[derive(Clone, Debug)]
pub struct Instance {
    /// Short stable name, used in every table and by the node run.
    pub name: String,
    /// Its size class.
    pub size: Size,
    /// The game.
    pub spec: Spec,
}

/// A built game of either kind.
pub enum Built {
    /// A graph game.
    Graph(GraphGame),
    /// A grid game.
    Grid(GridGame),
}

impl Instance {
    /// Builds the game (the instances are valid by construction).
    pub fn build(&self) -> Built {
        match &self.spec {
            Spec::Graph(adj) => Built::Graph(GraphGame::new(adj).expect("valid graph")),
            Spec::Grid(rows, jump) => {
                Built::Grid(GridGame::new(rows, *jump, *jump).expect("valid grid"))
            }
        }
    }

    /// The instance as JSON, for the node (wasm) run.
    pub fn to_json(&self) -> String {
        let kind = if self.size == Size::Textbook {
            "textbook"
        } else {
            "large"
        };
        match &self.spec {
            Spec::Graph(adj) => {
                let lists: Vec<String> = adj
                    .iter()
                    .map(|l| {
                        let items: Vec<String> = l.iter().map(usize::to_string).collect();
                        format!("[{}]", items.join(","))
                    })
                    .collect();
                format!(
                    "{{\"name\":\"{}\",\"size\":\"{kind}\",\"graph\":[{}]}}",
                    self.name,
                    lists.join(",")
                )
            }
            Spec::Grid(rows, jump) => {
                let rows: Vec<String> = rows.iter().map(|r| format!("\"{r}\"")).collect();
                format!(
                    "{{\"name\":\"{}\",\"size\":\"{kind}\",\"grid\":[{}],\"jump\":{jump}}}",
                    self.name,
                    rows.join(",")
                )
            }
        }
    }
}

/// A random connected graph on `n` nodes with about `n · degree / 2` edges: the tests' one
/// (tests/support/rng.rs), from `seed`.
pub fn random_graph(n: usize, degree: usize, seed: u64) -> Vec<Vec<usize>> {
    Rng::new(seed).connected_graph(n, degree)
}

/// Puts `C`, `M` and `F` on three distinct random floor cells.
fn place_pieces(cells: &mut [Vec<u8>], rng: &mut Rng) {
    let (rows, cols) = (cells.len(), cells[0].len());
    for piece in [b'F', b'M', b'C'] {
        loop {
            let (r, c) = (rng.below(rows), rng.below(cols));
            if cells[r][c] == b'.' {
                cells[r][c] = piece;
                break;
            }
        }
    }
}

fn to_rows(cells: Vec<Vec<u8>>) -> Vec<String> {
    cells
        .into_iter()
        .map(|r| String::from_utf8(r).expect("ascii"))
        .collect()
}

/// A `size × size` grid with a fraction `walls` of random wall cells.
pub fn open_grid(size: usize, walls: f64, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut cells: Vec<Vec<u8>> = (0..size)
        .map(|_| {
            (0..size)
                .map(|_| if rng.chance(walls) { b'#' } else { b'.' })
                .collect()
        })
        .collect();
    place_pieces(&mut cells, &mut rng);
    to_rows(cells)
}

/// A `size × size` maze: a random spanning tree carved between the even cells (depth-first),
/// then a tenth of the remaining inner walls knocked out so that it has loops.
pub fn maze_grid(size: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut cells = vec![vec![b'#'; size]; size];
    let half = size.div_ceil(2);
    let mut seen = vec![vec![false; half]; half];
    let mut stack = vec![(0usize, 0usize)];
    seen[0][0] = true;
    cells[0][0] = b'.';
    while let Some(&(r, c)) = stack.last() {
        let mut options = Vec::new();
        for (dr, dc) in [(-1isize, 0isize), (1, 0), (0, -1), (0, 1)] {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr >= 0 && nc >= 0 && (nr as usize) < half && (nc as usize) < half {
                let (nr, nc) = (nr as usize, nc as usize);
                if !seen[nr][nc] && 2 * nr < size && 2 * nc < size {
                    options.push((nr, nc));
                }
            }
        }
        if options.is_empty() {
            stack.pop();
            continue;
        }
        let (nr, nc) = options[rng.below(options.len())];
        seen[nr][nc] = true;
        cells[2 * nr][2 * nc] = b'.';
        cells[r + nr][c + nc] = b'.';
        stack.push((nr, nc));
    }
    for (r, row) in cells.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            if *cell == b'#' && (r + c) % 2 == 1 && rng.chance(0.1) {
                *cell = b'.';
            }
        }
    }
    place_pieces(&mut cells, &mut rng);
    to_rows(cells)
}

/// The fixed benchmark set, in a stable order.
pub fn instances() -> Vec<Instance> {
    let mut out = Vec::new();
    let graph = |name: &str, size, n, degree, seed| Instance {
        name: name.to_string(),
        size,
        spec: Spec::Graph(random_graph(n, degree, seed)),
    };
    out.push(graph("graph-50-sparse", Size::Textbook, 50, 3, 913));
    out.push(graph("graph-50-dense", Size::Textbook, 50, 25, 914));
    for jump in [1, 4, 8] {
        out.push(Instance {
            name: format!("grid-8x8-j{jump}"),
            size: Size::Textbook,
            spec: Spec::Grid(open_grid(8, 0.2, 1728 + u64::from(jump)), jump),
        });
    }
    out.push(graph("graph-200-d8", Size::Large, 200, 8, 200));
    out.push(graph("graph-1000-d8", Size::Large, 1000, 8, 1000));
    out.push(graph("graph-3000-d6", Size::Large, 3000, 6, 3000));
    for size in [16, 32, 64] {
        for jump in [2, 8] {
            out.push(Instance {
                name: format!("open-{size}x{size}-j{jump}"),
                size: Size::Large,
                spec: Spec::Grid(open_grid(size, 0.05, 64 + size as u64), jump),
            });
            out.push(Instance {
                name: format!("maze-{size}x{size}-j{jump}"),
                size: Size::Large,
                spec: Spec::Grid(maze_grid(size, 128 + size as u64), jump),
            });
        }
    }
    out
}

/// The floor proxy: one plain sweep that touches every game move once and does nothing else.
///
/// For every position (both pieces on places they may stand on) and every move of the player to
/// move, it loads one byte of a state table at the move's destination, in the cache-friendliest
/// order (the destinations of a row's moves lie in that row), and sums the bytes. It returns the
/// sum and the number of moves touched (which must equal `game.game_moves()`).
pub fn floor_sweep<G: Game>(game: &G, table: &[u8]) -> (u64, u64) {
    let n = game.places();
    let mut sum = 0u64;
    let mut touched = 0u64;
    for mover in Player::ALL {
        let other = mover.other();
        let moves = game.moves(mover);
        for fixed in 0..n {
            if !game.can_stand(other, fixed) {
                continue;
            }
            let row = &table[(mover as usize * n + fixed) * n..][..n];
            for place in 0..n {
                let targets = moves.of(place);
                touched += targets.len() as u64;
                for &t in targets {
                    sum += u64::from(row[t as usize]);
                }
            }
        }
    }
    (sum, touched)
}

/// A byte table for [`floor_sweep`] (contents irrelevant, but not constant).
pub fn floor_table(n: usize) -> Vec<u8> {
    (0..2 * n * n).map(|i| (i * 7 % 251) as u8).collect()
}

/// Asserts that `table` and the textbook solution agree on every state: outcome byte and
/// distance. Panics naming the first difference.
pub fn assert_same(name: &str, table: &OutcomeTable, tb: &textbook::Solution) {
    let n = tb.n;
    let bytes = table.outcome_bytes();
    let distances = table.distances();
    for turn in 0..2 {
        for m in 0..n {
            for c in 0..n {
                let i = (turn * n + m) * n + c;
                let want = (tb.outcome[m][c][turn], tb.distance[m][c][turn]);
                let got = (bytes[i], distances[i]);
                assert_eq!(
                    got, want,
                    "{name}: state (mouse {m}, cat {c}, turn {turn}): ours {got:?}, textbook {want:?}"
                );
            }
        }
    }
}
