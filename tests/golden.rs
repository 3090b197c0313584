//! Golden instances with hand-checked answers, one per line of `tests/data/*.csv` (in the style of
//! shakmaty-syzygy's test data): the problem statements' examples plus cases built to pin down one
//! rule each, with the reasoning in the `why` column.
//!
//! `graph.csv`: `graph,answer,value,why` where `answer` is LeetCode 913's code and `value` the
//! exact start value (`draw`, `mouse in N`, `cat in N`, N in plies).
//! `grid.csv`: `grid,cat_jump,mouse_jump,mouse_wins,value,why`, rows joined by `/`, `value` the
//! start value of the game without the turn limit (may be left empty).
//!
//! Each line is also checked against the independent references where they are fast enough.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{can_mouse_win, cat_mouse_game, solve, GraphGame, GridGame, Outcome, Value};
use support::reference::{
    history_search, mouse_wins_limited, reachable, value_iteration, RefGame, CAT_WINS, DRAW, MOUSE,
    MOUSE_WINS,
};

/// Splits one CSV line; fields may be double-quoted (with `""` for a quote) to hold commas.
fn split_csv(line: &str) -> Vec<String> {
    let mut fields = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                fields.last_mut().unwrap().push('"');
            }
            '"' => quoted = !quoted,
            ',' if !quoted => fields.push(String::new()),
            _ => fields.last_mut().unwrap().push(ch),
        }
    }
    assert!(!quoted, "unterminated quote in {line:?}");
    fields
}

/// The data lines of a CSV file (header dropped), each with its line number.
fn records(text: &str, columns: usize) -> Vec<(usize, Vec<String>)> {
    let mut lines = text.lines().enumerate();
    let header = lines.next().expect("a header").1;
    assert_eq!(split_csv(header).len(), columns, "header {header:?}");
    lines
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            let f = split_csv(l);
            assert_eq!(
                f.len(),
                columns,
                "line {}: {} fields in {l:?}",
                i + 1,
                f.len()
            );
            (i + 1, f)
        })
        .collect()
}

/// Parses `[[1,2],[0],[]]`.
fn parse_graph(text: &str) -> Vec<Vec<usize>> {
    let inner = text
        .trim()
        .strip_prefix('[')
        .and_then(|t| t.strip_suffix(']'))
        .expect("[...]");
    let mut graph = Vec::new();
    for part in inner.split(']') {
        let part = part.trim_start_matches(',').trim();
        if part.is_empty() {
            continue;
        }
        let list = part.strip_prefix('[').expect("[ starts a list").trim();
        graph.push(if list.is_empty() {
            Vec::new()
        } else {
            list.split(',').map(|x| x.trim().parse().unwrap()).collect()
        });
    }
    graph
}

/// Parses `draw`, `mouse in 5`, `cat in 2`; `None` for an empty field.
fn parse_value(text: &str) -> Option<Value> {
    let text = text.trim();
    if text.is_empty() {
        return None;
    }
    if text == "draw" {
        return Some(Value {
            outcome: Outcome::Draw,
            distance: 0,
        });
    }
    let (who, plies) = text
        .split_once(" in ")
        .unwrap_or_else(|| panic!("bad value {text:?}"));
    let outcome = match who {
        "mouse" => Outcome::MouseWin,
        "cat" => Outcome::CatWin,
        _ => panic!("bad value {text:?}"),
    };
    Some(Value {
        outcome,
        distance: plies.parse().unwrap(),
    })
}

fn outcome_byte(v: Value) -> u8 {
    match v.outcome {
        Outcome::Draw => DRAW,
        Outcome::MouseWin => MOUSE_WINS,
        Outcome::CatWin => CAT_WINS,
    }
}

#[test]
fn graph_golden_instances() {
    let data = records(include_str!("data/graph.csv"), 4);
    assert!(data.len() >= 10);
    for (line, f) in data {
        let graph = parse_graph(&f[0]);
        let answer: u8 = f[1].parse().unwrap();
        let value = parse_value(&f[2]).expect("graph values are all given");
        let what = format!("graph.csv line {line}: {graph:?} ({})", f[3]);
        println!("{what}");
        assert_eq!(cat_mouse_game(&graph), Ok(answer), "{what}: answer");
        assert_eq!(
            answer,
            outcome_byte(value),
            "{what}: the answer and the value columns disagree"
        );
        let game = GraphGame::new(&graph).unwrap();
        assert_eq!(
            solve(&game).start_value(&game),
            value,
            "{what}: start value"
        );
        // The references agree with the hand-checked answer.
        let g = RefGame::graph(&graph, 0, 1, 2, true);
        let start = g.index(MOUSE, 1, 2);
        let want = value_iteration(&g);
        assert_eq!(
            (want.outcome[start], want.distance[start]),
            (answer, value.distance),
            "{what}: value iteration"
        );
        assert_eq!(
            history_search(&g, 1, 2, MOUSE),
            answer,
            "{what}: history search"
        );
    }
}

#[test]
fn grid_golden_instances() {
    let data = records(include_str!("data/grid.csv"), 6);
    assert!(data.len() >= 15);
    let mut turn_limit_decides = 0;
    for (line, f) in data {
        let rows: Vec<&str> = f[0].split('/').collect();
        let (cat_jump, mouse_jump): (u32, u32) = (f[1].parse().unwrap(), f[2].parse().unwrap());
        let wins: bool = f[3].parse().unwrap();
        let value = parse_value(&f[4]);
        let what = format!(
            "grid.csv line {line}: {}x{} catJump {cat_jump} mouseJump {mouse_jump} ({})",
            rows.len(),
            rows[0].len(),
            f[5]
        );
        println!("{what}");
        assert_eq!(
            can_mouse_win(&rows, cat_jump, mouse_jump),
            Ok(wins),
            "{what}: canMouseWin"
        );
        let game = GridGame::new(&rows, cat_jump, mouse_jump).unwrap();
        let start = solve(&game).start_value(&game);
        if let Some(v) = value {
            assert_eq!(start, v, "{what}: start value without the limit");
            assert_eq!(
                GridGame::limited(v, 1000) == Outcome::MouseWin,
                wins,
                "{what}: the value and mouse_wins columns disagree"
            );
            if v.outcome == Outcome::MouseWin && !wins {
                turn_limit_decides += 1;
            }
        }
        // The references: the limited game on the states reachable from the start, and value
        // iteration on every state for small boards.
        let g = RefGame::grid(&rows, cat_jump, mouse_jump);
        if reachable(&g).len() <= 50_000 {
            assert_eq!(
                mouse_wins_limited(&g, 1000),
                wins,
                "{what}: limited-game reference"
            );
        }
        if g.n <= 64 {
            let want = value_iteration(&g);
            let i = g.index(MOUSE, g.start.0, g.start.1);
            assert_eq!(
                (want.outcome[i], want.distance[i]),
                (outcome_byte(start), start.distance),
                "{what}: value iteration"
            );
        }
    }
    assert!(
        turn_limit_decides >= 3,
        "the data must hold cases where only the turn limit stops the mouse"
    );
}

#[test]
fn csv_fields_split_on_unquoted_commas_only() {
    assert_eq!(
        split_csv(r#""[[1],[0]]",1,"a, b ""c""""#),
        vec!["[[1],[0]]", "1", r#"a, b "c""#]
    );
    assert_eq!(
        parse_graph("[[2,5],[],[0]]"),
        vec![vec![2, 5], vec![], vec![0]]
    );
    assert_eq!(
        parse_value("cat in 16"),
        Some(Value {
            outcome: Outcome::CatWin,
            distance: 16
        })
    );
}
