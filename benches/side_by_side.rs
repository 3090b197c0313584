//! The side-by-side table: for every instance of the fixed set, our solver, the textbook
//! retrograde solver, the floor sweep and the published baselines, in one run, with states,
//! game moves, median time, moves per second and peak heap memory.
//!
//! Every answer is checked: the textbook solver must agree with ours on every state (outcome and
//! distance); the baselines' start answers are compared with ours and differences reported.
//!
//! Writes `target/bench/native.json` (read by the node run for the wasm/native ratio) and
//! `target/bench/instances.json` (the same instances, for the node run).
//!
//! `cargo bench --bench side_by_side [-- FILTER]`; `BENCH_BUDGET=secs` sets the time spent per
//! measurement (default 1).
#![allow(unsafe_code)] // the counting global allocator below
#![allow(missing_docs)]

mod common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::time::Instant;

use cat_mouse::{solve, Game, GridGame, Outcome, OutcomeTable};
use common::{textbook, Built, Instance, Size};

/// Counts live heap bytes and their peak.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards to the system allocator; only adds bookkeeping.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
            PEAK.fetch_max(live, Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout);
        LIVE.fetch_sub(layout.size(), Relaxed);
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc_zeroed(layout);
        if !p.is_null() {
            let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
            PEAK.fetch_max(live, Relaxed);
        }
        p
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let p = System.realloc(ptr, layout, new_size);
        if !p.is_null() {
            if new_size >= layout.size() {
                let live =
                    LIVE.fetch_add(new_size - layout.size(), Relaxed) + new_size - layout.size();
                PEAK.fetch_max(live, Relaxed);
            } else {
                LIVE.fetch_sub(layout.size() - new_size, Relaxed);
            }
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Runs `f` once and returns its result and the peak heap growth it caused, in bytes.
fn peak_of<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let before = LIVE.load(Relaxed);
    PEAK.store(before, Relaxed);
    let r = f();
    (r, PEAK.load(Relaxed) - before)
}

/// The median time of `f` in seconds: at least 3 runs (1 if one run exceeds the budget), and more
/// while the budget lasts (at most 201).
fn median_time<R>(budget: f64, mut f: impl FnMut() -> R) -> (f64, usize) {
    let mut times = Vec::new();
    let start = Instant::now();
    loop {
        let t = Instant::now();
        black_box(f());
        times.push(t.elapsed().as_secs_f64());
        let spent = start.elapsed().as_secs_f64();
        if times.len() >= 201 || (spent >= budget && times.len() >= 3) || times[0] > budget * 3.0 {
            break;
        }
    }
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times.len())
}

/// One measured solver on one instance.
#[derive(Clone, Default)]
struct Cell {
    secs: f64,
    runs: usize,
    peak: usize,
    note: String,
}

struct Row {
    name: String,
    size: Size,
    places: usize,
    states: usize,
    moves: u64,
    start: String,
    ours: Cell,
    kept: f64,
    textbook: Cell,
    floor: Cell,
    baselines: Vec<(&'static str, Option<Cell>)>,
}

fn start_answer(built: &Built, table: &OutcomeTable) -> String {
    match built {
        Built::Graph(g) => format!("{}", table.start_value(g).outcome as u8),
        Built::Grid(g) => {
            let v = table.start_value(g);
            format!(
                "{}",
                GridGame::limited(v, g.turn_limit()) == Outcome::MouseWin
            )
        }
    }
}

fn measure<G: Game>(inst: &Instance, built: &Built, game: &G, budget: f64) -> Row {
    let n = game.places();
    let states = 2 * n * n;
    let moves = game.game_moves();
    // Ours: time, then one run under the peak counter.
    let (secs, runs) = median_time(budget, || solve(game));
    let (table, peak) = peak_of(|| solve(game));
    let ours = Cell {
        secs,
        runs,
        peak,
        note: String::new(),
    };
    let kept = table.bytes_per_state();
    // Textbook: must agree on every state.
    let (tb, tb_peak) = peak_of(|| textbook::solve(game));
    common::assert_same(&inst.name, &table, &tb);
    drop(tb);
    let (tb_secs, tb_runs) = median_time(budget, || textbook::solve(game));
    let textbook = Cell {
        secs: tb_secs,
        runs: tb_runs,
        peak: tb_peak,
        note: "all states equal".into(),
    };
    // Floor.
    let bytes = common::floor_table(n);
    let (_, touched) = common::floor_sweep(game, &bytes);
    assert_eq!(
        touched, moves,
        "{}: floor sweep touches every move",
        inst.name
    );
    let (f_secs, f_runs) = median_time(budget, || common::floor_sweep(game, black_box(&bytes)));
    let floor = Cell {
        secs: f_secs,
        runs: f_runs,
        peak: 0,
        note: String::new(),
    };
    let start = start_answer(built, &table);
    let baselines = baselines::run(inst, built, &start, budget);
    Row {
        name: inst.name.clone(),
        size: inst.size,
        places: n,
        states,
        moves,
        start,
        ours,
        kept,
        textbook,
        floor,
        baselines,
    }
}

/// The published baselines (`cat_mouse::baselines`).
///
/// HOOK (integrator): `cat_mouse::baselines::{dp_2n_horizon, dfs_2n2_horizon, grid_dfs_1000}` were
/// not on a branch yet when this was written; `run` reports them as "not available". When they
/// land, fill in `run` (see the comment inside): each gets run only where its estimated cost fits
/// in a minute and 2 GB, and its start answer is compared with ours.
mod baselines {
    use super::{Built, Cell, Instance};

    pub const NAMES: [&str; 3] = ["dp_2n_horizon", "dfs_2n2_horizon", "grid_dfs_1000"];

    pub fn run(
        _inst: &Instance,
        _built: &Built,
        _ours: &str,
        _budget: f64,
    ) -> Vec<(&'static str, Option<Cell>)> {
        // When `cat_mouse::baselines` has the functions: for each applicable one, estimate its
        // cost (states × horizon × degree), skip it with a note if too big, otherwise time it with
        // `super::median_time`, measure its peak with `super::peak_of`, and put its start answer
        // (and whether it differs from `_ours`) in the note.
        NAMES.iter().map(|&name| (name, None)).collect()
    }
}

fn fmt_time(secs: f64) -> String {
    if secs >= 1.0 {
        format!("{secs:.2} s")
    } else if secs >= 1e-3 {
        format!("{:.2} ms", secs * 1e3)
    } else {
        format!("{:.1} µs", secs * 1e6)
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let budget: f64 = std::env::var("BENCH_BUDGET")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1.0);
    let out_dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench");
    std::fs::create_dir_all(&out_dir).expect("create target/bench");
    let all = common::instances();
    let json: Vec<String> = all.iter().map(Instance::to_json).collect();
    std::fs::write(
        out_dir.join("instances.json"),
        format!("[\n{}\n]\n", json.join(",\n")),
    )
    .expect("write instances.json");
    let chosen: Vec<&Instance> = all
        .iter()
        .filter(|i| args.is_empty() || args.iter().any(|a| i.name.contains(a.as_str())))
        .collect();
    let mut rows = Vec::new();
    for inst in chosen {
        let built = inst.build();
        let row = match &built {
            Built::Graph(g) => measure(inst, &built, g, budget),
            Built::Grid(g) => measure(inst, &built, g, budget),
        };
        eprintln!(
            "{:<18} ours {:>10}  textbook {:>10}  floor {:>10}",
            row.name,
            fmt_time(row.ours.secs),
            fmt_time(row.textbook.secs),
            fmt_time(row.floor.secs)
        );
        rows.push(row);
    }
    print_table(&rows);
    let json: Vec<String> = rows.iter().map(row_json).collect();
    std::fs::write(
        out_dir.join("native.json"),
        format!("[\n{}\n]\n", json.join(",\n")),
    )
    .expect("write native.json");
    eprintln!("wrote {}", out_dir.join("native.json").display());
}

fn print_table(rows: &[Row]) {
    println!();
    println!("Native side by side (median time; Mmoves/s = game moves / time; peak = heap growth during one solve; kept = table bytes per state after it)");
    println!();
    println!("| instance | places | states | game moves | start | ours | Mmoves/s | textbook | floor | ours vs textbook | ours vs floor | kept B/state | peak B/state | textbook peak B/state | baselines |");
    println!("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    for r in rows {
        let per = |b: usize| b as f64 / r.states as f64;
        let base: Vec<String> = r
            .baselines
            .iter()
            .map(|(name, cell)| match cell {
                Some(c) if c.runs > 0 => format!("{name}: {} {}", fmt_time(c.secs), c.note),
                Some(c) => format!("{name}: {}", c.note),
                None => format!("{name}: n/a"),
            })
            .collect();
        println!(
            "| {} | {} | {} | {} | {} | {} | {:.0} | {} | {} | {:.2}x | {:.2}x | {:.2} | {:.2} | {:.1} | {} |",
            r.name,
            r.places,
            r.states,
            r.moves,
            r.start,
            fmt_time(r.ours.secs),
            r.moves as f64 / r.ours.secs / 1e6,
            fmt_time(r.textbook.secs),
            fmt_time(r.floor.secs),
            r.textbook.secs / r.ours.secs,
            r.ours.secs / r.floor.secs,
            r.kept,
            per(r.ours.peak),
            per(r.textbook.peak),
            base.join("; ")
        );
    }
    println!();
    println!("ours vs textbook = textbook time / our time (higher is better); ours vs floor = our time / floor time (lower is better).");
}

fn row_json(r: &Row) -> String {
    let base: Vec<String> = r
        .baselines
        .iter()
        .map(|(name, cell)| match cell {
            Some(c) => format!(
                "{{\"name\":\"{name}\",\"secs\":{},\"runs\":{},\"peak\":{},\"note\":\"{}\"}}",
                c.secs, c.runs, c.peak, c.note
            ),
            None => format!("{{\"name\":\"{name}\",\"secs\":null}}"),
        })
        .collect();
    format!(
        "{{\"name\":\"{}\",\"size\":\"{}\",\"places\":{},\"states\":{},\"moves\":{},\"start\":\"{}\",\
         \"ours\":{{\"secs\":{},\"runs\":{},\"peak\":{}}},\"kept\":{},\
         \"textbook\":{{\"secs\":{},\"runs\":{},\"peak\":{}}},\"floor\":{{\"secs\":{},\"runs\":{}}},\
         \"baselines\":[{}]}}",
        r.name,
        if r.size == Size::Textbook {
            "textbook"
        } else {
            "large"
        },
        r.places,
        r.states,
        r.moves,
        r.start,
        r.ours.secs,
        r.ours.runs,
        r.ours.peak,
        r.kept,
        r.textbook.secs,
        r.textbook.runs,
        r.textbook.peak,
        r.floor.secs,
        r.floor.runs,
        base.join(",")
    )
}
