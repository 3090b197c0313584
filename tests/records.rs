//! The records of `tests/data/records.json` (the table of `docs/records.md`): each puzzle solves
//! to the distance it claims, a slow value iteration written from the rules agrees, and it lies
//! in the design space that found it. The published puzzles they are compared with are checked
//! the same way, so the comparison in `docs/records.md` is between verified numbers.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{solve, DesignSpec, Designer, Goal, GraphGame, GridGame, Outcome, Space, Value};
use serde::Deserialize;
use support::raw::RawGame;

/// `tests/data/records.json`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Records {
    /// The designer's finds, best per size (the records table).
    records: Vec<Record>,
    /// The published puzzles they are compared with.
    published: Vec<Published>,
}

/// A find, in the gallery's `Example` shape (`www/model/examples.js`) plus how it was found.
#[derive(Deserialize)]
struct Record {
    id: String,
    name: String,
    note: String,
    #[serde(flatten)]
    entry: Entry,
    /// One of the 3-4 best finds, for the page's gallery.
    gallery: bool,
    found: FoundBy,
}

/// A published puzzle and where it was published.
#[derive(Deserialize)]
struct Published {
    source: String,
    name: String,
    #[serde(flatten)]
    entry: Entry,
}

/// The puzzle and what it is expected to solve to.
#[derive(Deserialize)]
struct Entry {
    mode: String,
    puzzle: Puzzle,
    expect: Expect,
}

/// The page's puzzle shapes: graph `{adj, hole, mouse, cat}`, grid `{rows, catJump, mouseJump,
/// turnLimit}`.
#[derive(Deserialize)]
#[serde(untagged)]
enum Puzzle {
    Graph {
        adj: Vec<Vec<usize>>,
        hole: usize,
        mouse: usize,
        cat: usize,
    },
    #[serde(rename_all = "camelCase")]
    Grid {
        rows: Vec<String>,
        cat_jump: u32,
        mouse_jump: u32,
        turn_limit: u32,
    },
}

/// The LeetCode answer (913: 0/1/2; 1728: a boolean), the outcome word, the distance.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Expect {
    answer: serde_json::Value,
    outcome: String,
    distance: u32,
}

/// The designer run that found a record: its spec (the JavaScript `DesignSpec`), how many
/// evaluations the run had, at which one the record was found, and the command that
/// reproduces it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FoundBy {
    spec: serde_json::Value,
    evaluations: u64,
    #[serde(rename = "foundAt")]
    found_at: u64,
    command: String,
}

fn load() -> Records {
    serde_json::from_str(&std::fs::read_to_string("tests/data/records.json").unwrap()).unwrap()
}

/// The outcome word of the JSON (as in `www/model/examples.js`).
fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::MouseWin => "mouse",
        Outcome::CatWin => "cat",
        Outcome::Draw => "draw",
    }
}

/// Solves the puzzle of an entry, checks its `expect` against the solver and against the slow
/// reference, and returns the start's value and the number of places.
fn check_entry(what: &str, entry: &Entry) -> (Value, usize) {
    let (value, answer, reference, places) = match &entry.puzzle {
        Puzzle::Graph {
            adj,
            hole,
            mouse,
            cat,
        } => {
            assert_eq!(entry.mode, "graph", "{what}");
            assert_eq!((*hole, *mouse, *cat), (0, 1, 2), "{what}: classic roles");
            let game = GraphGame::new(adj).unwrap();
            let value = solve(&game).start_value(&game);
            let raw = RawGame::graph(adj, *hole);
            let reference = raw.value_iteration()[raw.index(0, *mouse, *cat)];
            let answer = serde_json::json!(value.outcome as u8);
            (value, answer, reference, adj.len())
        }
        Puzzle::Grid {
            rows,
            cat_jump,
            mouse_jump,
            turn_limit,
        } => {
            assert_eq!(entry.mode, "grid", "{what}");
            let game =
                GridGame::with_turn_limit(rows, *cat_jump, *mouse_jump, *turn_limit).unwrap();
            let value = solve(&game).start_value(&game);
            let raw = RawGame::grid(rows, *cat_jump as usize, *mouse_jump as usize);
            let text: String = rows.concat();
            let (m, c) = (text.find('M').unwrap(), text.find('C').unwrap());
            let reference = raw.value_iteration()[raw.index(0, m, c)];
            let answer =
                serde_json::json!(GridGame::limited(value, game.turn_limit()) == Outcome::MouseWin);
            (value, answer, reference, rows.len() * rows[0].len())
        }
    };
    println!("{what}: {value} on {places} places");
    let expect = &entry.expect;
    assert_eq!(expect.outcome, outcome_word(value.outcome), "{what}");
    assert_eq!(expect.distance, value.distance, "{what}");
    assert_eq!(expect.answer, answer, "{what}: the LeetCode answer");
    // The slow reference: value iteration from the rules, sharing nothing with the solver.
    assert_eq!(
        reference.0, value.outcome as u8,
        "{what}: reference outcome"
    );
    assert_eq!(reference.1, value.distance, "{what}: reference distance");
    (value, places)
}

/// A core design spec from the JavaScript `DesignSpec` of a record's `found` field.
fn spec_of(j: &serde_json::Value) -> DesignSpec {
    assert_eq!(j["goal"], "longestWin", "records are longest wins");
    support::spec::design_spec(j)
}

#[test]
fn every_record_solves_to_its_distance_and_the_slow_reference_agrees() {
    let data = load();
    assert!(
        data.records.len() >= 11,
        "graphs n = 8 … 50 and 8×8 grids with jumps 1–3"
    );
    for r in &data.records {
        let id = &r.id;
        assert!(!r.name.is_empty() && !r.note.is_empty(), "{id}");
        let (value, places) = check_entry(id, &r.entry);
        // The record lies in the space that found it, and that space is a valid spec.
        let spec = spec_of(&r.found.spec);
        Designer::new(spec).unwrap_or_else(|e| panic!("{id}: {e}"));
        match (spec.space, &r.entry.puzzle) {
            (Space::Graph(s), Puzzle::Graph { adj, .. }) => {
                let edges = adj.iter().map(Vec::len).sum::<usize>() / 2;
                assert_eq!(places, s.nodes, "{id}");
                assert!((s.min_edges..=s.max_edges).contains(&edges), "{id}: edges");
            }
            (
                Space::Grid(s),
                Puzzle::Grid {
                    rows,
                    cat_jump,
                    mouse_jump,
                    ..
                },
            ) => {
                let walls = rows.concat().chars().filter(|&c| c == '#').count();
                assert_eq!((rows.len(), rows[0].len()), (s.rows, s.cols), "{id}");
                assert!(walls <= s.max_walls, "{id}: walls");
                assert_eq!((*cat_jump, *mouse_jump), (s.cat_jump, s.mouse_jump), "{id}");
            }
            _ => panic!("{id}: the spec's kind is the puzzle's"),
        }
        if let Goal::LongestWin { side: Some(side) } = spec.goal {
            assert_eq!(
                value.outcome,
                Outcome::win_for(side),
                "{id}: the wanted side wins"
            );
        }
        assert!(r.found.found_at <= r.found.evaluations, "{id}");
        assert!(
            r.found
                .command
                .contains(&format!("--evals {}", r.found.found_at)),
            "{id}"
        );
    }
}

#[test]
fn the_published_puzzles_solve_to_their_published_distances() {
    for p in &load().published {
        assert!(p.source.starts_with("https://"), "{}", p.name);
        check_entry(&p.name, &p.entry);
    }
}

#[test]
fn the_gallery_entries_are_the_three_or_four_best() {
    let data = load();
    let gallery = data.records.iter().filter(|r| r.gallery).count();
    assert!(
        (3..=4).contains(&gallery),
        "the 3-4 best finds go to the gallery"
    );
}

/// `docs/records.md`: "Every graph record is a puzzle on which the 2n-turn DP answers draw":
/// each graph record's forced win lasts at least `2n` plies, the popular `2n`-horizon DP
/// answers draw on it, and the `2n²`-horizon DFS the exact answer.
#[test]
fn the_2n_dp_answers_draw_on_every_graph_record() {
    use cat_mouse::baselines::{dfs_2n2_horizon, dp_2n_horizon};
    let mut graphs = 0;
    for r in &load().records {
        let Puzzle::Graph { adj, .. } = &r.entry.puzzle else {
            continue;
        };
        let id = &r.id;
        let n = adj.len() as u32;
        let exact = r.entry.expect.distance;
        assert!(exact >= 2 * n, "{id}: {exact} plies on {n} nodes");
        assert_eq!(dp_2n_horizon(adj), Ok(0), "{id}: the 2n DP says draw");
        assert_eq!(
            serde_json::json!(dfs_2n2_horizon(adj).unwrap()),
            r.entry.expect.answer,
            "{id}: the 2n² DFS is right"
        );
        graphs += 1;
    }
    assert!(graphs >= 9, "the graph records, 8 to 50 nodes");
}

/// The words of a recorded command after `--`: split at spaces, a `'…'` kept whole.
fn command_args(command: &str) -> Vec<String> {
    let rest = command
        .split_once(" -- ")
        .map(|(_, r)| r)
        .unwrap_or_else(|| panic!("no `--` in {command}"));
    let mut args = Vec::new();
    let mut word = String::new();
    let mut quoted = false;
    for ch in rest.chars() {
        match ch {
            '\'' => quoted = !quoted,
            ' ' if !quoted => {
                if !word.is_empty() {
                    args.push(std::mem::take(&mut word));
                }
            }
            _ => word.push(ch),
        }
    }
    args.extend((!word.is_empty()).then_some(word));
    args
}

#[test]
fn recorded_commands_split_into_their_arguments() {
    assert_eq!(
        command_args("cargo run --release --bin design -- graph 4 --from '[[1], [0]]' --seed 2"),
        ["graph", "4", "--from", "[[1], [0]]", "--seed", "2"]
    );
}

/// Every record's command (those of this checkout: not the ones that check out an older
/// commit, and up to 2 million evaluations of each chain) run again: it finds the record's
/// puzzle, edge for edge. A few minutes in release:
/// `cargo test --release --test records -- --ignored`.
#[test]
#[ignore]
fn the_recorded_commands_find_their_records() {
    let mut ran = 0;
    for r in &load().records {
        let command = &r.found.command;
        if command.contains("git checkout") || r.found.found_at > 2_000_000 {
            println!("{}: skipped ({command})", r.id);
            continue;
        }
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_design"))
            .args(command_args(command))
            .output()
            .unwrap();
        assert!(out.status.success(), "{}: {command}", r.id);
        let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let (want, got) = match &r.entry.puzzle {
            Puzzle::Graph { adj, .. } => (serde_json::json!(adj), found["puzzle"]["adj"].clone()),
            Puzzle::Grid { rows, .. } => (serde_json::json!(rows), found["puzzle"]["rows"].clone()),
        };
        assert_eq!(got, want, "{}: {command}", r.id);
        assert_eq!(found["distance"], r.entry.expect.distance, "{}", r.id);
        println!("{}: found again", r.id);
        ran += 1;
    }
    assert!(
        ran >= 10,
        "most records are reproducible from this checkout"
    );
}
