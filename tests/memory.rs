//! The memory counts ([`solve_bytes`]) against what the solvers really allocate: a counting
//! allocator adds up every byte asked for during a solve (growth by `realloc` counted as the
//! whole new block), and the count must cover it, on random graphs and grids under every rule
//! variant, small and large. That is what makes [`try_solve`] safe: it reserves the count, so
//! the solve that follows finds every byte it asks for.
//!
//! The count is also not wildly above the truth on large games, so that a refusal is honest.
#![cfg(not(target_arch = "wasm32"))]
// The counting allocator forwards to the system allocator: the one use of `unsafe` here.
#![allow(unsafe_code)]

mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use cat_mouse::{
    graph_bytes, grid_bytes, reserve, solve, solve_bytes, solve_start, try_solve, try_solve_start,
    Game, GraphGame, GraphRules, GridGame, GridRules, OutOfMemory, HEADROOM,
};
use support::Rng;
use support::{random_graph, random_graph_variant, random_grid, random_grid_variant};

/// Counts the bytes each thread asks for while its count is on.
struct Counting;

thread_local! {
    static COUNTING: Cell<bool> = const { Cell::new(false) };
    static BYTES: Cell<usize> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    let _ = COUNTING.try_with(|on| {
        if on.get() {
            let _ = BYTES.try_with(|b| b.set(b.get() + bytes));
        }
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            count(new_size);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The bytes `f` asks for, and its result.
fn allocated<T>(f: impl FnOnce() -> T) -> (usize, T) {
    BYTES.with(|b| b.set(0));
    COUNTING.with(|on| on.set(true));
    let out = f();
    COUNTING.with(|on| on.set(false));
    (BYTES.with(Cell::get), out)
}

/// Checks the count of `game` against its full solve and its early-exit solve; returns the
/// full solve's bytes and the count.
fn check<G: Game>(game: &G, what: &dyn std::fmt::Display) -> (usize, usize) {
    let bound = solve_bytes(game);
    let (full, table) = allocated(|| solve(game));
    assert!(
        full <= bound,
        "{what}: solve allocated {full} bytes, counted {bound}"
    );
    let (start, _) = allocated(|| solve_start(game, u32::MAX));
    assert!(
        start <= bound,
        "{what}: solve_start allocated {start} bytes, counted {bound}"
    );
    assert_eq!(try_solve(game).as_ref(), Ok(&table), "{what}");
    drop(table);
    (full, bound)
}

#[test]
fn the_count_covers_every_solve_of_random_games() {
    let mut rng = Rng::new(17);
    let mut seen = 0;
    for _ in 0..300 {
        let g = random_graph(&mut rng, 3, 90);
        let entries = g.adj.iter().map(Vec::len).sum();
        let (built, game) = allocated(|| GraphGame::with_roles(&g.adj, g.roles));
        assert!(
            built <= graph_bytes(g.adj.len(), entries),
            "building {g}: {built} bytes"
        );
        if let Ok(game) = game {
            check(&game, &format_args!("graph {:?}", g.adj));
            seen += 1;
        }
        let g = random_graph_variant(&mut rng, 3, 90, None);
        let entries = g.adj.iter().map(Vec::len).sum();
        let (built, game) = allocated(|| GraphGame::with_rules(&g.adj, g.roles, g.rules.clone()));
        assert!(
            built <= graph_bytes(g.adj.len(), entries),
            "building {g}: {built} bytes"
        );
        if let Ok(game) = game {
            check(&game, &g);
            seen += 1;
        }
        let g = random_grid(&mut rng, 12, 12);
        let (rows, cols, open) = shape(&g.rows);
        let (built, game) = allocated(|| GridGame::new(&g.rows, g.cat_jump, g.mouse_jump));
        let most = grid_bytes(rows, cols, open, g.cat_jump, g.mouse_jump);
        assert!(built <= most, "building {g}: {built} bytes");
        if let Ok(game) = game {
            check(&game, &g);
            seen += 1;
        }
        let g = random_grid_variant(&mut rng, 12, 12, None);
        let (rows, cols, open) = shape(&g.grid.rows);
        let (cat_jump, mouse_jump) = (g.grid.cat_jump, g.grid.mouse_jump);
        let (built, game) =
            allocated(|| GridGame::with_rules(&g.grid.rows, cat_jump, mouse_jump, 1000, g.rules));
        assert!(
            built <= grid_bytes(rows, cols, open, cat_jump, mouse_jump),
            "building {g}: {built} bytes"
        );
        if let Ok(game) = game {
            check(&game, &g);
            seen += 1;
        }
    }
    assert!(seen > 800, "only {seen} valid games");
}

/// Rows, columns and open cells of a grid.
fn shape(grid: &[String]) -> (usize, usize, usize) {
    let open = grid
        .iter()
        .map(|r| r.chars().filter(|&c| c != '#').count())
        .sum();
    (grid.len(), grid[0].chars().count(), open)
}

/// Open grids of `rows × cols` with the pieces in three corners.
fn open_grid(rows: usize, cols: usize) -> Vec<String> {
    let mut grid: Vec<Vec<u8>> = vec![vec![b'.'; cols]; rows];
    grid[0][0] = b'M';
    if rows == 1 {
        grid[0][cols / 2] = b'C';
    } else {
        grid[rows - 1][cols - 1] = b'C';
    }
    grid[0][cols - 1] = b'F';
    grid.into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect()
}

#[test]
fn the_count_covers_large_games_and_is_within_twice_the_truth() {
    let blocking = GridRules {
        blocking: true,
        ..GridRules::default()
    };
    let cases: Vec<(String, GridGame)> = vec![
        (
            "40x40 open".into(),
            GridGame::new(&open_grid(40, 40), 1, 1).unwrap(),
        ),
        (
            "30x70 open, jumps 5 and 9".into(),
            GridGame::new(&open_grid(30, 70), 5, 9).unwrap(),
        ),
        (
            "1x300 row".into(),
            GridGame::new(&open_grid(1, 300), 3, 2).unwrap(),
        ),
        (
            "24x24 blocking".into(),
            GridGame::with_rules(&open_grid(24, 24), 2, 2, 1000, blocking).unwrap(),
        ),
    ];
    // The largest grid the page makes: building its move lists, not solving it.
    let grid = open_grid(64, 64);
    let (built, game) = allocated(|| GridGame::new(&grid, 64, 64));
    assert!(
        game.is_ok() && built <= grid_bytes(64, 64, 64 * 64, 64, 64),
        "{built} bytes"
    );
    for (what, game) in &cases {
        let (full, bound) = check(game, what);
        assert!(
            bound <= 2 * full,
            "{what}: counted {bound} bytes, but solve allocated only {full}"
        );
    }
    // A long cycle with chords: a graph of 700 nodes (rows wider than the small solver's).
    let n = 700;
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|a| {
            let mut l = vec![(a + 1) % n, (a + n - 1) % n, (a + 7) % n, (a + n - 7) % n];
            l.sort_unstable();
            l
        })
        .collect();
    let (built, game) =
        allocated(|| GraphGame::with_rules(&adj, Default::default(), GraphRules::default()));
    assert!(built <= graph_bytes(n, 4 * n), "building: {built} bytes");
    let game = game.unwrap();
    let (full, bound) = check(&game, &"a 700-node circulant graph");
    assert!(
        bound <= 2 * full,
        "counted {bound} bytes, but solve allocated only {full}"
    );
}

#[test]
fn reserve_refuses_what_no_allocator_gives_and_names_the_bytes() {
    assert_eq!(reserve(0), Ok(()));
    assert_eq!(reserve(usize::MAX), Err(OutOfMemory { bytes: usize::MAX }));
    assert_eq!(
        reserve(usize::MAX - HEADROOM + 1),
        Err(OutOfMemory {
            bytes: usize::MAX - HEADROOM + 1
        })
    );
    assert_eq!(
        OutOfMemory { bytes: 12 }.to_string(),
        "out of memory: could not allocate 12 bytes"
    );
    let game = GridGame::new(&open_grid(3, 3), 1, 1).unwrap();
    assert!(try_solve_start(&game, 1000).unwrap().is_some());
}

#[test]
fn one_design_evaluation_allocates_less_than_its_count() {
    use cat_mouse::{DesignSpec, Designer, Goal, GraphSpace, GridSpace, Space, DESIGN_EVAL_BYTES};
    let graph = Space::Graph(GraphSpace {
        nodes: 64,
        min_edges: 63,
        max_edges: 64 * 63 / 2,
        connected: true,
    });
    let grid = Space::Grid(GridSpace {
        cat_jump: 16,
        mouse_jump: 16,
        max_walls: 0,
        ..GridSpace::open(16, 16)
    });
    let walled = Space::Grid(GridSpace {
        cat_jump: 3,
        mouse_jump: 5,
        ..GridSpace::open(16, 16)
    });
    for space in [graph, grid, walled] {
        let spec = DesignSpec {
            space,
            goal: Goal::LongestWin { side: None },
            seed: 3,
        };
        let (made, designer) = allocated(|| Designer::new(spec));
        assert!(
            made <= DESIGN_EVAL_BYTES,
            "{space:?}: new allocated {made} bytes"
        );
        let mut designer = designer.unwrap();
        let mut most = 0;
        for _ in 0..20 {
            let (bytes, _) = allocated(|| designer.step(1));
            most = most.max(bytes);
        }
        assert!(
            most <= DESIGN_EVAL_BYTES,
            "{space:?}: one evaluation allocated {most} bytes"
        );
        assert!(most > 0, "the evaluations were measured");
    }
}
