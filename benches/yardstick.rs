//! The native adapter for the yardstick (`../shared/bench/compare.sh`): times our solver on one
//! instance file, in process, and prints `<answer> <median_solve_ns>`.
//!
//! ```text
//! yardstick [--table | --observed] INSTANCE.json REPS
//! ```
//!
//! Without a flag it times the LeetCode entry points, `cat_mouse_game(graph)` or
//! `can_mouse_win(grid, catJump, mouseJump)` (validation and solve, the input already parsed, as
//! the C++ peers time theirs). With `--table` it times the full-table solve, building the game
//! and `solve(&game)` (every state's outcome and distance in the public layout), and answers
//! from the table; with `--observed`, the same through `solve_observed` with an observer that
//! keeps the last report (to measure what progress reporting costs).
//!
//! Run without an instance (as `cargo test --all-targets` does), it checks that both modes agree
//! on a few small built-in instances, so the adapter is tested like any other code.
#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Instant;

use std::ops::ControlFlow;

use cat_mouse::{
    can_mouse_win, cat_mouse_game, solve, solve_observed, Game, GraphGame, GridGame, Outcome,
    OutcomeTable, Progress,
};

/// One instance as the yardstick writes it.
enum Inst {
    Graph(Vec<Vec<usize>>),
    Grid(Vec<String>, u32, u32),
}

/// A minimal reader for the yardstick's instance files: `{"graph":[[...],...]}` or
/// `{"grid":["..."],"catJump":a,"mouseJump":b}`.
fn parse(text: &str) -> Result<Inst, String> {
    let after = |key: &str| -> Result<&str, String> {
        let at = text
            .find(key)
            .ok_or_else(|| format!("no {key} in the file"))?;
        let rest = text[at + key.len()..].trim_start();
        rest.strip_prefix(':')
            .map(str::trim_start)
            .ok_or_else(|| format!("no ':' after {key}"))
    };
    let number = |key: &str| -> Result<u32, String> {
        let rest = after(key)?;
        let end = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        rest[..end].parse().map_err(|e| format!("{key}: {e}"))
    };
    if text.contains("\"graph\"") {
        let rest = after("\"graph\"")?;
        let body = rest.strip_prefix('[').ok_or("graph: expected '['")?;
        let mut lists = Vec::new();
        let mut list: Option<Vec<usize>> = None;
        let mut digits = String::new();
        for c in body.chars() {
            match c {
                '[' => list = Some(Vec::new()),
                '0'..='9' => digits.push(c),
                ',' | ']' | ' ' | '\n' | '\r' | '\t' => {
                    if !digits.is_empty() {
                        let l = list.as_mut().ok_or("graph: number outside a list")?;
                        l.push(digits.parse().map_err(|e| format!("graph: {e}"))?);
                        digits.clear();
                    }
                    if c == ']' {
                        match list.take() {
                            Some(l) => lists.push(l),
                            None => return Ok(Inst::Graph(lists)),
                        }
                    }
                }
                other => return Err(format!("graph: unexpected {other:?}")),
            }
        }
        Err("graph: unterminated".into())
    } else {
        let rest = after("\"grid\"")?;
        let end = rest.find(']').ok_or("grid: unterminated")?;
        let rows = rest[..end]
            .split('"')
            .skip(1)
            .step_by(2)
            .map(str::to_string)
            .collect();
        Ok(Inst::Grid(
            rows,
            number("\"catJump\"")?,
            number("\"mouseJump\"")?,
        ))
    }
}

/// What to time.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Mode {
    /// The LeetCode entry point.
    LeetCode,
    /// `solve`.
    Table,
    /// `solve_observed`.
    Observed,
}

/// The full table of `game`, by `solve` or `solve_observed`.
fn table<G: Game>(game: &G, mode: Mode) -> OutcomeTable {
    if mode == Mode::Observed {
        let mut last = None;
        let table = solve_observed(game, &mut |p: &Progress| {
            last = Some(*p);
            ControlFlow::Continue(())
        })
        .expect("never stopped");
        black_box(last);
        table
    } else {
        solve(game)
    }
}

/// The answer in the yardstick's words: 0/1/2 for a graph, true/false for a grid.
fn answer(inst: &Inst, mode: Mode) -> String {
    match (inst, mode) {
        (Inst::Graph(adj), Mode::LeetCode) => cat_mouse_game(adj).expect("valid graph").to_string(),
        (Inst::Graph(adj), _) => {
            let game = GraphGame::new(adj).expect("valid graph");
            (table(&game, mode).start_value(&game).outcome as u8).to_string()
        }
        (Inst::Grid(rows, c, m), Mode::LeetCode) => {
            can_mouse_win(rows, *c, *m).expect("valid grid").to_string()
        }
        (Inst::Grid(rows, c, m), _) => {
            let game = GridGame::new(rows, *c, *m).expect("valid grid");
            let value = table(&game, mode).start_value(&game);
            (GridGame::limited(value, game.turn_limit()) == Outcome::MouseWin).to_string()
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = if args.iter().any(|a| a == "--table") {
        Mode::Table
    } else if args.iter().any(|a| a == "--observed") {
        Mode::Observed
    } else {
        Mode::LeetCode
    };
    let rest: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let Some(file) = rest.iter().find(|a| a.ends_with(".json")) else {
        self_check();
        return;
    };
    let reps: usize = rest.iter().find_map(|a| a.parse().ok()).unwrap_or(1).max(1);
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let inst = parse(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut times = Vec::with_capacity(reps);
    let mut last = String::new();
    for _ in 0..reps {
        let t = Instant::now();
        last = black_box(answer(black_box(&inst), mode));
        times.push(t.elapsed().as_nanos());
    }
    times.sort_unstable();
    println!("{last} {}", times[times.len() / 2]);
}

/// Both modes agree with each other and with known answers on small instances.
fn self_check() {
    let cases = [
        (
            r#"{"graph":[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]}"#,
            "0",
        ),
        (r#"{"graph": [[1, 3], [0], [3], [0, 2]]}"#, "1"),
        (
            "{\"grid\": [\"####F\", \"#C...\", \"M....\"], \"catJump\": 1, \"mouseJump\": 2}",
            "true",
        ),
        (r#"{"grid":["M.C...F"],"catJump":1,"mouseJump":3}"#, "false"),
    ];
    for (text, want) in cases {
        let inst = parse(text).expect("parses");
        for mode in [Mode::LeetCode, Mode::Table, Mode::Observed] {
            assert_eq!(answer(&inst, mode), want, "{text} ({mode:?})");
        }
    }
    println!("yardstick adapter: every mode gives the known answers");
}
