//! The parallel designer's speed-up: evaluations per second of all chains together with one
//! chain, two chains one after the other on one thread, and two chains on threads (and, on
//! request, K chains both ways), in one run, interleaved so that a change in the machine's load
//! hits all alike; the load average is printed beside each figure. Two chains on one thread do
//! exactly the work that two on threads do (the same evaluations, the same finds), so their
//! ratio is the speed-up of the threads alone; the ratio over one chain also holds what the
//! second chain's own puzzles cost to evaluate, which differs from the first chain's. `cargo bench --bench design_chains` (add `-- SECS` for the seconds per measurement,
//! default 4; `-- SECS K` to also measure K chains). Under `cargo test --all-targets` it runs a
//! self-check only: the chains' determinism on a small budget.

use std::time::Instant;

use cat_mouse::{Chains, DesignSpec, Goal, GraphSpace, GridSpace, Space, SYNC_EVALUATIONS};

/// The specs measured: a 17-node graph (the records' size) and an 8×8 grid.
fn specs() -> Vec<(&'static str, DesignSpec)> {
    vec![
        (
            "graph, 17 nodes",
            DesignSpec {
                space: Space::Graph(GraphSpace::connected(17)),
                goal: Goal::LongestWin { side: None },
                seed: 1,
            },
        ),
        (
            "8×8 grid, jumps 1",
            DesignSpec {
                space: Space::Grid(GridSpace::open(8, 8)),
                goal: Goal::LongestWin { side: None },
                seed: 1,
            },
        ),
    ]
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|t| t.split_whitespace().next().unwrap_or("?").to_string())
        .unwrap_or_else(|_| "?".into())
}

/// This process's CPU time in seconds (user + system, from `/proc/self/stat`; 0 elsewhere).
fn cpu_seconds() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // After the command name in parentheses: utime and stime are fields 14 and 15, in ticks.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

/// Evaluations per second of all `chains` chains over about `secs` seconds, and per CPU
/// second (what the load cannot take away: the chains' own overhead).
fn rate(spec: DesignSpec, chains: usize, threads: bool, secs: f64) -> (f64, f64) {
    let mut c = Chains::new(spec, chains).expect("a valid spec");
    c.set_threads(threads);
    c.step(200); // warm up
    let before = c.evaluations();
    let cpu = cpu_seconds();
    let t = Instant::now();
    // Steps of several meetings, as the command line takes them: the chains wait for each
    // other at the end of each step, and only one epoch apart in between.
    while t.elapsed().as_secs_f64() < secs {
        c.step(4 * SYNC_EVALUATIONS);
    }
    let n = (c.evaluations() - before) as f64;
    (
        n / t.elapsed().as_secs_f64(),
        n / (cpu_seconds() - cpu).max(0.01),
    )
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if std::env::args().any(|a| a == "--test") || !std::env::args().any(|a| a == "--bench") {
        // The self-check: the same seed and chains give the same puzzle however stepped.
        let spec = specs()[0].1;
        let mut a = Chains::new(spec, 2).unwrap();
        let mut b = Chains::new(spec, 2).unwrap();
        a.step(7500);
        b.step(1700);
        b.step(5800);
        assert_eq!(a.best(), b.best());
        println!("design_chains self-check: ok");
        return;
    }
    let secs: f64 = args.first().and_then(|s| s.parse().ok()).unwrap_or(4.0);
    let extra: Option<usize> = args.get(1).and_then(|s| s.parse().ok());
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("| spec | chains | threads | evaluations/s (all chains) | over 1 chain | over the same chains on 1 thread | evaluations per CPU second | load |");
    println!("|---|---|---|---|---|---|---|---|");
    for (name, spec) in specs() {
        // (chains, threads): one chain; two chains one after the other on one thread (the
        // same work as two on threads, on one core); two chains on threads; then K of each.
        let mut runs = vec![(1, false), (2, false), (2, true)];
        if let Some(k) = extra {
            runs.extend([(k, false), (k, true)]);
        }
        // Interleaved rounds; the best of each (the least disturbed).
        let mut best = vec![0.0_f64; runs.len()];
        let mut per_cpu = vec![0.0_f64; runs.len()];
        let mut loads = vec![String::new(); runs.len()];
        for _ in 0..3 {
            for (i, &(k, threads)) in runs.iter().enumerate() {
                let (r, c) = rate(spec, k, threads, secs);
                per_cpu[i] = per_cpu[i].max(c);
                if r > best[i] {
                    best[i] = r;
                    loads[i] = load();
                }
            }
        }
        for (i, &(k, threads)) in runs.iter().enumerate() {
            let one_thread = runs
                .iter()
                .position(|&r| r == (k, false))
                .map_or(f64::NAN, |j| best[i] / best[j]);
            println!(
                "| {name} | {k} | {} | {:.0} | {:.2}× | {:.2}× | {:.0} | {} |",
                if threads { k } else { 1 },
                best[i],
                best[i] / best[0],
                one_thread,
                per_cpu[i],
                loads[i]
            );
        }
    }
    println!("\n({cores} cores; the best of 3 interleaved rounds of {secs} s each)");
}
