//! Research-size Cops and Robbers, natively, beside the public C++ peer
//! (lindensheehy/CopsAndRobbers, `legacy/src/k_cops_4.cpp`, built outside this repository):
//! Scotland Yard's taxi map with 3 cats, the cop number of K(7,3), and the cages.
//!
//! ```text
//! cargo bench --bench cops_peer --no-run
//! taskset -c 0 cargo bench --bench cops_peer -- [CASE…] [--peer BIN MATRIX]
//! ```
//!
//! Cases: `sy3` (Scotland Yard, do 3 cats win, as the peer answers it), `k73` (the cop number
//! of K(7,3), up to 4 cats), `cage55` (a (5,5)-cage: 4 cats, then 5), `cage65` (the
//! (6,5)-cage: 5 cats, then 6, or the budgets' refusal). With `--peer`, the peer's binary runs
//! first on `MATRIX` with 3 cops (under `/usr/bin/time`, for its peak memory), then ours: one
//! run each, in one process's life. Ours reports its wall time and its peak resident memory
//! (the process's `VmHWM`, so run one heavy case a process). Without `--bench` (as `cargo test
//! --all-targets` runs it) it only builds the graphs and answers K(7,3).
#![allow(missing_docs)]

#[path = "../tests/cats_graphs/mod.rs"]
mod cats_graphs;

use std::process::Command;
use std::time::Instant;

use cat_mouse::{
    capture_time, cats_solve_bytes, cop_number, CatsGame, CatsRoles, CatsRules, CopOptions, Player,
    MAX_CAT_MOVES,
};

/// The process's peak resident memory so far, in MB (Linux `VmHWM`), if it can be read.
fn peak_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// The CPU time this process has used in user mode, in seconds (Linux `/proc/self/stat`, at
/// 100 ticks a second): on a shared machine, the figure to set beside the peer's `%U`.
fn user_secs() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis; utime is the 14th field in all.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    rest.split_whitespace()
        .nth(11)
        .and_then(|t| t.parse::<f64>().ok())
        .map_or(f64::NAN, |ticks| ticks / 100.0)
}

/// The size of `cats` cats on `graph` in Cops and Robbers: positions, moves, solve bytes, or
/// the budgets' refusal.
fn size(graph: &[Vec<usize>], cats: usize) -> String {
    let rules = CatsRules::cops_and_robbers(false, false);
    // The roles do not change the solve: the mouse on node 0, the cats on node 1.
    let roles = CatsRoles {
        mouse: 0,
        cats: vec![1; cats],
        holes: Vec::new(),
        first: Player::Cat,
    };
    match CatsGame::new(graph, roles, rules) {
        Ok(game) => format!(
            "{} positions, {} moves, {} MB to solve",
            game.positions(),
            game.moves(),
            cats_solve_bytes(game.nodes(), cats) / 1_000_000
        ),
        Err(e) => format!("refused: {e}"),
    }
}

/// Whether `cats` cats win on `graph`, timed, with the rounds of the capture.
fn do_cats_win(name: &str, graph: &[Vec<usize>], cats: usize) -> Option<u32> {
    println!("{name}, {cats} cats: {}", size(graph, cats));
    let (t, user) = (Instant::now(), user_secs());
    let answer = capture_time(graph, cats, CopOptions::default());
    let secs = t.elapsed().as_secs_f64();
    let user = user_secs() - user;
    match answer {
        Ok(capture) => {
            println!(
                "  ours: {} in {secs:.2} s wall, {user:.2} s user, peak {:.0} MB ({} winning starts)",
                match capture.capture_rounds {
                    Some(r) => format!("{cats} cats win in {r} rounds"),
                    None => format!("{cats} cats lose"),
                },
                peak_mb().unwrap_or(f64::NAN),
                capture.winning_starts
            );
            capture.capture_rounds
        }
        Err(e) => {
            println!("  ours: refused in {secs:.2} s: {e}");
            None
        }
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut bench, mut peer, mut cases) = (false, None, Vec::new());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--bench" => bench = true,
            "--peer" => peer = args.next().zip(args.next()),
            _ if arg.starts_with('-') => {}
            _ => cases.push(arg),
        }
    }
    let wants = |case: &str| cases.is_empty() || cases.iter().any(|c| c == case);
    println!(
        "budgets: {MAX_CAT_MOVES} moves; load average {}",
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
    if !bench {
        // The quick check: the graphs build, and K(7,3) needs 4 cats.
        let answer = cop_number(&cats_graphs::kneser(7, 3), CopOptions::default()).unwrap();
        assert_eq!(answer.cats, Some(4));
        println!("K(7,3): cop number 4");
        return;
    }
    if let Some((bin, matrix)) = &peer {
        println!("peer: {bin} {matrix} 3");
        let t = Instant::now();
        let out = Command::new("/usr/bin/time")
            .args(["-f", "peer time: %e s wall, %U s user, peak %M KB"])
            .args([bin.as_str(), matrix.as_str(), "3"])
            .output()
            .expect("the peer runs");
        let text = String::from_utf8_lossy(&out.stdout);
        for line in text.lines().filter(|l| {
            l.contains("RESULT")
                || l.contains("TOTAL")
                || l.contains("States")
                || l.contains("Cop Start")
        }) {
            println!("  peer: {line}");
        }
        println!(
            "  {}  ({:.2} s measured here)",
            String::from_utf8_lossy(&out.stderr).trim(),
            t.elapsed().as_secs_f64()
        );
    }
    if wants("sy3") {
        let sy = cats_graphs::scotland_yard_taxi();
        do_cats_win("Scotland Yard taxi map (199 stations)", &sy, 3);
    }
    if wants("k73") {
        let g = cats_graphs::kneser(7, 3);
        println!("K(7,3): {}", size(&g, 4));
        let (t, user) = (Instant::now(), user_secs());
        let answer = cop_number(&g, CopOptions::default()).unwrap();
        assert_eq!(answer.cats, Some(4));
        println!(
            "  ours: cop number 4 (1 to 4 cats tried), {:?} rounds, {:.2} s wall, {:.2} s user, \
             peak {:.0} MB",
            answer.capture.unwrap().capture_rounds,
            t.elapsed().as_secs_f64(),
            user_secs() - user,
            peak_mb().unwrap_or(f64::NAN)
        );
    }
    if wants("cage55") {
        let g = cats_graphs::cage_5_5();
        assert_eq!(do_cats_win("(5,5)-cage", &g, 4), None);
        do_cats_win("(5,5)-cage", &g, 5);
    }
    if wants("cage65") {
        let g = cats_graphs::cage_6_5();
        assert_eq!(do_cats_win("(6,5)-cage", &g, 5), None);
        do_cats_win("(6,5)-cage", &g, 6);
    }
}
