//! Runs the puzzle designer from the command line: how the records in the README were found.
//!
//! ```text
//! cargo run --release --bin design -- graph 17 --goal either --seed 1 --evals 1000000
//! cargo run --release --bin design -- grid 8 8 --jump 2 --goal either --seed 1 --evals 200000
//! cargo run --release --bin design -- graph 17 --goal mouse --seed 1 --evals 500000 --chains 2
//! cargo run --release --bin design -- graph 10 --goal needscats --cats 3 --seed 1 --evals 50000
//! cargo run --release --bin design -- graph 17 --goal mouse --seed 3 --evals 90000 --from 'P?...' --best-restarts
//! ```
//!
//! Options: `--goal either|mouse|cat|dp|turnlimit|needscats|capture` (the last two with
//! `--cats K`: the smallest graph that needs K cats, the longest capture time with K cats),
//! `--seed S`, `--evals E` (evaluations of each chain), `--chains K` (parallel annealing
//! chains on threads, sharing the best find at fixed evaluation counts: the same seed and
//! chains give the same puzzle; default 1, the plain designer),
//! graphs: `--min-edges A`, `--max-edges B`, `--disconnected`; grids: `--jump J` (both),
//! `--cat-jump J`, `--mouse-jump J`, `--max-walls W`, `--min-walls W`, `--turn-limit L`;
//! `--from G` (graphs: start every chain from the graph `G`, in graph6 or as a LeetCode
//! adjacency list `[[1,2],[0],...]` with the hole on node 0: a search around a record) and
//! `--best-restarts` (every restart from the best so far, none from a fresh random puzzle).
//! The schedule ([`cat_mouse::Tuning`], defaults after `=`: the search of every record found
//! before these flags): `--epoch E` (evaluations per epoch, = 3000), `--hot T` and `--cold T`
//! (the temperatures at an epoch's start and end, in plies, = 1 and 0.05), `--moves M` (each
//! proposal makes 1 to M edits, = 1), `--kick K` (edits from the best at a restart from it,
//! = 1), `--weight W` (with `--goal mouse` or `cat`: the walk also counts the other side's
//! wins at W times their length, 0 to 1, = 0: off), `--hole-moves` (graphs: one edit in five
//! moves the hole to another node; off by default), `--node-moves` (graphs: one edit in five,
//! one in six with `--hole-moves`, rewires a random node's whole neighbourhood; off by default).
//! Each improvement is printed to stderr as it is found; the best puzzle is printed last, on
//! stdout, as one JSON object (the `tests/data/records.json` entry format), with the
//! evaluations per second.

use std::time::Instant;

use cat_mouse::{Chains, DesignSpec, Goal, GraphSpace, GridSpace, Player, Puzzle, Space, Tuning};

fn usage() -> ! {
    eprintln!(
        "usage: design (graph N | grid ROWS COLS) [--goal either|mouse|cat|dp|turnlimit] \
         [--cats K] [--chains K] [--seed S] [--evals E] [--min-edges A] [--max-edges B] [--disconnected] [--jump J] \
         [--cat-jump J] [--mouse-jump J] [--min-walls W] [--max-walls W] [--turn-limit L] \
         [--from GRAPH] [--best-restarts] [--epoch E] [--hot T] [--cold T] [--moves M] [--kick K] [--weight W] [--hole-moves] [--node-moves]"
    );
    std::process::exit(2)
}

fn number<T: std::str::FromStr>(text: Option<&String>) -> T {
    text.and_then(|t| t.parse().ok()).unwrap_or_else(|| usage())
}

/// A graph in graph6 or as a LeetCode adjacency list (`[[1,2],[0],[0]]`).
fn graph(text: Option<&String>) -> Vec<Vec<usize>> {
    let text = text.unwrap_or_else(|| usage()).trim();
    if !text.starts_with('[') {
        return cat_mouse::parse_graph6(text).unwrap_or_else(|e| {
            eprintln!("error: --from: {e}");
            std::process::exit(2)
        });
    }
    let inner = text
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .unwrap_or_else(|| usage());
    let mut lists = Vec::new();
    for part in inner.split(']').map(str::trim) {
        let part = part.trim_start_matches(',').trim();
        if part.is_empty() {
            continue;
        }
        let list = part.strip_prefix('[').unwrap_or_else(|| usage());
        lists.push(
            list.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|x| x.parse().unwrap_or_else(|_| usage()))
                .collect(),
        );
    }
    lists
}

/// The goal `--goal` names (the Cops and Robbers goals with 0 cats until `--cats` says).
fn goal_flag(word: Option<&String>) -> Goal {
    match word.map(String::as_str) {
        Some("either") => Goal::LongestWin { side: None },
        Some("mouse") => Goal::LongestWin {
            side: Some(Player::Mouse),
        },
        Some("cat") => Goal::LongestWin {
            side: Some(Player::Cat),
        },
        Some("dp") => Goal::DpWrong,
        Some("turnlimit") => Goal::TurnLimitDecides,
        Some("needscats") => Goal::NeedsCats { cats: 0 },
        Some("capture") => Goal::LongestCapture { cats: 0 },
        _ => usage(),
    }
}

/// A found puzzle's `"mode"` and `"puzzle"` fields, as in `tests/data/records.json`.
fn puzzle_json(puzzle: &Puzzle) -> String {
    match puzzle {
    Puzzle::Graph { adjacency, .. } => format!(
        "\"mode\": \"graph\", \"puzzle\": {{\"adj\": {adjacency:?}, \"hole\": 0, \"mouse\": 1, \"cat\": 2}}"
    )
    .replace(' ', "")
    .replace(",\"", ", \""),
    Puzzle::Grid {
        rows,
        cat_jump,
        mouse_jump,
        turn_limit,
    } => format!(
        "\"mode\": \"grid\", \"puzzle\": {{\"rows\": {rows:?}, \"catJump\": {cat_jump}, \"mouseJump\": {mouse_jump}, \"turnLimit\": {turn_limit}}}"
    ),
    }
}

/// Runs `designer` for `evals` evaluations of each chain, printing each improvement to stderr;
/// returns the seconds it took.
fn search(designer: &mut Chains, evals: u64) -> f64 {
    let started = Instant::now();
    // Large steps: the chains wait for each other at the end of each step (and one epoch apart
    // at their meetings in between).
    let chunk = 10 * cat_mouse::SYNC_EVALUATIONS;
    // `done` counts each chain's evaluations (the starting puzzle is 1).
    let mut done = 1;
    while done < evals {
        let n = chunk.min(evals - done);
        let progress = designer.step(n);
        done += n;
        if progress.improved {
            let best = designer.best();
            eprintln!(
                "{:>10} evals {:>7.1}s  score {:>4}  {}",
                progress.evaluations,
                started.elapsed().as_secs_f64(),
                best.score,
                best.value
            );
        }
    }
    started.elapsed().as_secs_f64()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut space = match args.first().map(String::as_str) {
        Some("graph") => Space::Graph(GraphSpace::connected(number(args.get(1)))),
        Some("grid") => Space::Grid(GridSpace::open(number(args.get(1)), number(args.get(2)))),
        _ => usage(),
    };
    let (mut goal, mut seed, mut evals) = (Goal::LongestWin { side: None }, 1u64, 100_000u64);
    let (mut cats, mut chains) = (None, 1usize);
    let (mut from, mut best_restarts) = (None, false);
    let mut tuning = Tuning::default();
    let skip = if matches!(space, Space::Graph(_)) {
        2
    } else {
        3
    };
    let mut rest = args[skip..].iter();
    while let Some(flag) = rest.next() {
        match (flag.as_str(), &mut space) {
            ("--goal", _) => goal = goal_flag(rest.next()),
            ("--seed", _) => seed = number(rest.next()),
            ("--cats", _) => cats = Some(number(rest.next())),
            ("--chains", _) => chains = number(rest.next()),
            ("--evals", _) => evals = number(rest.next()),
            ("--from", Space::Graph(_)) => from = Some(graph(rest.next())),
            ("--best-restarts", _) => best_restarts = true,
            ("--epoch", _) => tuning.epoch = number(rest.next()),
            ("--hot", _) => tuning.hot = number(rest.next()),
            ("--cold", _) => tuning.cold = number(rest.next()),
            ("--moves", _) => tuning.moves = number(rest.next()),
            ("--kick", _) => tuning.kick = number(rest.next()),
            ("--weight", _) => tuning.weight = number(rest.next()),
            ("--hole-moves", Space::Graph(_)) => tuning.hole_moves = true,
            ("--node-moves", Space::Graph(_)) => tuning.node_moves = true,
            ("--min-edges", Space::Graph(s)) => s.min_edges = number(rest.next()),
            ("--max-edges", Space::Graph(s)) => s.max_edges = number(rest.next()),
            ("--disconnected", Space::Graph(s)) => s.connected = false,
            ("--jump", Space::Grid(s)) => {
                s.cat_jump = number(rest.next());
                s.mouse_jump = s.cat_jump;
            }
            ("--cat-jump", Space::Grid(s)) => s.cat_jump = number(rest.next()),
            ("--mouse-jump", Space::Grid(s)) => s.mouse_jump = number(rest.next()),
            ("--min-walls", Space::Grid(s)) => s.min_walls = number(rest.next()),
            ("--max-walls", Space::Grid(s)) => s.max_walls = number(rest.next()),
            ("--turn-limit", Space::Grid(s)) => s.turn_limit = number(rest.next()),
            _ => usage(),
        }
    }
    goal = match (goal, cats) {
        (Goal::NeedsCats { .. }, Some(cats)) => Goal::NeedsCats { cats },
        (Goal::LongestCapture { .. }, Some(cats)) => Goal::LongestCapture { cats },
        (Goal::NeedsCats { .. } | Goal::LongestCapture { .. }, None) | (_, Some(_)) => usage(),
        (goal, None) => goal,
    };
    let spec = DesignSpec { space, goal, seed };
    let mut designer = Chains::new(spec, chains).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(2)
    });
    if let Some(adjacency) = from {
        let puzzle = Puzzle::Graph {
            adjacency,
            roles: cat_mouse::GraphRoles::default(),
        };
        let score = designer.start_from(&puzzle).unwrap_or_else(|e| {
            eprintln!("error: --from: {e}");
            std::process::exit(2)
        });
        eprintln!("starting from a puzzle of score {score}");
    }
    tuning.fresh_restarts = !best_restarts;
    designer.set_tuning(tuning).unwrap_or_else(|e| {
        eprintln!("error: {e}");
        std::process::exit(2)
    });
    let seconds = search(&mut designer, evals);
    let best = designer.best();
    let puzzle = puzzle_json(&best.puzzle);
    println!(
        "{{{puzzle}, \"outcome\": \"{}\", \"distance\": {}, \"size\": {}, \"seed\": {seed}, \"evaluations\": {}, \"foundAt\": {}, \"evalsPerSecond\": {:.0}, \"chains\": {chains}, \"spec\": \"{:?}\", \"tuning\": \"{:?}\"}}",
        match best.value.outcome {
            cat_mouse::Outcome::MouseWin => "mouse",
            cat_mouse::Outcome::CatWin => "cat",
            cat_mouse::Outcome::Draw => "draw",
        },
        best.value.distance,
        best.size,
        designer.evaluations(),
        best.evaluation,
        (designer.evaluations() - chains as u64) as f64 / seconds,
        spec,
        tuning
    );
}
