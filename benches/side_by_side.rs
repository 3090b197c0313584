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

/// The best and the median time of `f` in seconds: at least 3 runs (1 if one run exceeds three
/// budgets), and more while the budget lasts (at most 201).
fn median_time<R>(budget: f64, mut f: impl FnMut() -> R) -> (f64, f64, usize) {
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
    (times[0], times[times.len() / 2], times.len())
}

/// One measured solver on one instance.
#[derive(Clone, Default)]
struct Cell {
    /// Best run.
    secs: f64,
    /// Median run.
    median: f64,
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
    let (secs, median, runs) = median_time(budget, || solve(game));
    let (table, peak) = peak_of(|| solve(game));
    let ours = Cell {
        secs,
        median,
        runs,
        peak,
        note: String::new(),
    };
    let kept = table.bytes_per_state();
    // Textbook: must agree on every state.
    let (tb, tb_peak) = peak_of(|| textbook::solve(game));
    common::assert_same(&inst.name, &table, &tb);
    drop(tb);
    let (tb_secs, tb_median, tb_runs) = median_time(budget, || textbook::solve(game));
    let textbook = Cell {
        secs: tb_secs,
        median: tb_median,
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
    let (f_secs, f_median, f_runs) =
        median_time(budget, || common::floor_sweep(game, black_box(&bytes)));
    let floor = Cell {
        secs: f_secs,
        median: f_median,
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

/// The published baselines (`cat_mouse::baselines`), wherever they fit in about a minute and
/// 2 GB: each is run only if its memo fits the crate's 2 GiB budget and its estimated work
/// (memo entries × average moves per place) is at most [`baselines::MAX_WORK`]; otherwise the
/// cell says why it was skipped. Its start answer is compared with ours.
mod baselines {
    use super::{median_time, peak_of, Built, Cell, Instance};
    use cat_mouse::baselines::{dfs_2n2_horizon, dp_2n_horizon, grid_dfs_1000};
    use cat_mouse::{Game, Player};

    /// The most work (memo entries × moves per place) a baseline is given: about a minute.
    pub const MAX_WORK: f64 = 3e9;

    fn cell(
        name: &'static str,
        entries: f64,
        degree: f64,
        ours: &str,
        budget: f64,
        mut f: impl FnMut() -> String,
    ) -> (&'static str, Option<Cell>) {
        let work = entries * degree;
        if work > MAX_WORK {
            return (
                name,
                Some(Cell {
                    note: format!("skipped (~{work:.1e} steps)"),
                    ..Cell::default()
                }),
            );
        }
        let (answer, peak) = peak_of(&mut f);
        let (secs, median, runs) = median_time(budget, &mut f);
        let note = if answer == ours {
            format!("answer {answer} (same)")
        } else {
            format!("answer {answer} DIFFERS (ours {ours})")
        };
        (
            name,
            Some(Cell {
                secs,
                median,
                runs,
                peak,
                note,
            }),
        )
    }

    pub fn run(
        inst: &Instance,
        built: &Built,
        ours: &str,
        budget: f64,
    ) -> Vec<(&'static str, Option<Cell>)> {
        let show = |r: Result<u8, cat_mouse::SpecError>| match r {
            Ok(v) => v.to_string(),
            Err(e) => format!("error: {e}"),
        };
        match (built, &inst.spec) {
            (Built::Graph(g), super::common::Spec::Graph(adj)) => {
                let n = g.places() as f64;
                let degree = g.moves(Player::Mouse).total() as f64 / n;
                vec![
                    cell(
                        "dp_2n_horizon",
                        2.0 * n * n * n,
                        degree,
                        ours,
                        budget,
                        || show(dp_2n_horizon(adj)),
                    ),
                    cell(
                        "dfs_2n2_horizon",
                        2.0 * n * n * n * n,
                        degree,
                        ours,
                        budget,
                        || show(dfs_2n2_horizon(adj)),
                    ),
                ]
            }
            (Built::Grid(g), super::common::Spec::Grid(rows, jump)) => {
                let n = g.places() as f64;
                let degree = g.moves(Player::Mouse).total() as f64 / n;
                vec![cell(
                    "grid_dfs_1000",
                    1000.0 * n * n,
                    degree,
                    ours,
                    budget,
                    || match grid_dfs_1000(rows, *jump, *jump) {
                        Ok(v) => v.to_string(),
                        Err(e) => format!("error: {e}"),
                    },
                )]
            }
            _ => unreachable!("built from the spec"),
        }
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
    // `cargo bench` passes `--bench`; `cargo test --all-targets` runs this binary without it. Then
    // only the textbook-size instances run, once each, so that the bench's state-by-state asserts
    // still run in the test command without its minutes of timing.
    let test_mode = !std::env::args().any(|a| a == "--bench");
    if test_mode {
        for inst in common::instances() {
            let built = inst.build();
            let row = match &built {
                Built::Graph(g) if g.places() <= 64 => measure(&inst, &built, g, 0.0),
                Built::Grid(g) if g.places() <= 64 => measure(&inst, &built, g, 0.0),
                _ => continue,
            };
            println!(
                "checked {} against the textbook solver: equal on every state",
                row.name
            );
        }
        return;
    }
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
    // A filtered run must not clobber the full results the node run compares against.
    let file = if args.is_empty() {
        "native.json"
    } else {
        "native-filtered.json"
    };
    let json: Vec<String> = rows.iter().map(row_json).collect();
    std::fs::write(out_dir.join(file), format!("[\n{}\n]\n", json.join(",\n")))
        .expect("write native.json");
    eprintln!("wrote {}", out_dir.join(file).display());
}

fn print_table(rows: &[Row]) {
    println!();
    println!("Native side by side (best of N runs: the machine is shared, the best run is the least disturbed; Mmoves/s = game moves / time; peak = heap growth during one solve; kept = table bytes per state after it)");
    println!();
    println!("| instance | places | states | game moves | start | ours | Mmoves/s | textbook | floor | ours vs textbook | ours vs floor | kept B/state | peak B/state | textbook peak B/state | baselines |");
    println!("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    for r in rows {
        let per = |b: usize| b as f64 / r.states as f64;
        let base: Vec<String> = r
            .baselines
            .iter()
            .map(|(name, cell)| match cell {
                Some(c) if c.runs > 0 => format!(
                    "{name}: {} ({:.1}x our time), {}, peak {:.0} B/state",
                    fmt_time(c.secs),
                    c.secs / r.ours.secs,
                    c.note,
                    c.peak as f64 / r.states as f64
                ),
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
         \"ours\":{{\"best\":{},\"median\":{},\"runs\":{},\"peak\":{}}},\"kept\":{},\
         \"textbook\":{{\"best\":{},\"median\":{},\"runs\":{},\"peak\":{}}},\"floor\":{{\"best\":{},\"median\":{},\"runs\":{}}},\
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
        r.ours.median,
        r.ours.runs,
        r.ours.peak,
        r.kept,
        r.textbook.secs,
        r.textbook.median,
        r.textbook.runs,
        r.textbook.peak,
        r.floor.secs,
        r.floor.median,
        r.floor.runs,
        base.join(",")
    )
}
