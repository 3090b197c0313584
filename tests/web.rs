//! The JS boundary, tested in a real browser (`wasm-pack test --headless --firefox`).
//!
//! Inputs are built with `JSON.parse`, exactly as a page would pass them; errors are read back as
//! JS `Error` messages.
#![cfg(target_arch = "wasm32")]

use cat_mouse::wasm::{self, GraphSolution, GridSolution, JsOutcome as Outcome};
use js_sys::JSON;
use wasm_bindgen::{JsError, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON parses")
}

fn message(err: JsError) -> String {
    let value = JsValue::from(err);
    let err: &js_sys::Error = wasm_bindgen::JsCast::unchecked_ref(&value);
    String::from(err.message())
}

const EXAMPLE_1: &str = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
const EXAMPLE_2: &str = "[[1,3],[0],[3],[0,2]]";

#[wasm_bindgen_test]
fn cat_mouse_game_answers_the_examples() {
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_1)).unwrap(), 0);
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_2)).unwrap(), 1);
}

#[wasm_bindgen_test]
fn can_mouse_win_answers_the_examples() {
    let cases = [
        (r#####"["####F","#C...","M...."]"#####, 1, 2, true),
        (r#####"["M.C...F"]"#####, 1, 4, true),
        (r#####"["M.C...F"]"#####, 1, 3, false),
        (r#####"["C...#","...#F","....#","M...."]"#####, 2, 5, false),
        (
            r#####"[".M...","..#..","#..#.","C#.#.","...#F"]"#####,
            3,
            1,
            true,
        ),
    ];
    for (grid, cat_jump, mouse_jump, expected) in cases {
        let got = wasm::can_mouse_win(js(grid), JsValue::from(cat_jump), JsValue::from(mouse_jump))
            .unwrap();
        assert_eq!(got, expected, "{grid} {cat_jump} {mouse_jump}");
    }
}

#[wasm_bindgen_test]
fn table_layout_is_turn_then_mouse_then_cat() {
    let s = GraphSolution::new(js(EXAMPLE_2), JsValue::UNDEFINED).unwrap();
    let n = s.places();
    assert_eq!(n, 4);
    assert_eq!(s.state_count(), 2 * n * n);
    let outcomes = s.outcomes();
    let distances = s.distances();
    assert_eq!(outcomes.len(), 32);
    for turn in 0..2u32 {
        for mouse in 0..n as u32 {
            for cat in 0..n as u32 {
                let i = ((turn as usize * n) + mouse as usize) * n + cat as usize;
                let args = (
                    JsValue::from(mouse),
                    JsValue::from(cat),
                    JsValue::from(turn),
                );
                assert_eq!(
                    outcomes[i],
                    s.outcome(args.0.clone(), args.1.clone(), args.2.clone())
                        .unwrap() as u8
                );
                assert_eq!(distances[i], s.distance(args.0, args.1, args.2).unwrap());
            }
        }
    }
    // The cat may not stand in the hole: those entries are not positions.
    assert_eq!(outcomes[n], Outcome::NotAPosition as u8); // mouse 1, cat 0, mouse to move
                                                          // Mouse on 1, cat on 2, mouse to move: the mouse steps into the hole.
    assert_eq!(outcomes[n + 2], Outcome::MouseWin as u8);
    assert_eq!(distances[n + 2], 1);
    assert_eq!(s.answer(), 1);
}

#[wasm_bindgen_test]
fn grid_solution_applies_the_turn_limit() {
    let grid = js(r#####"["####F","#C...","M...."]"#####);
    let s = GridSolution::new(
        grid.clone(),
        JsValue::from(1),
        JsValue::from(2),
        JsValue::UNDEFINED,
    )
    .unwrap();
    assert_eq!((s.rows(), s.cols(), s.places()), (3, 5, 15));
    assert_eq!(s.start_outcome(), Outcome::MouseWin);
    let d = s.start_distance();
    assert!(s.answer());
    // With a limit one ply short of the mouse's win, the cat wins.
    let short = GridSolution::new(
        grid,
        JsValue::from(1),
        JsValue::from(2),
        JsValue::from(d - 1),
    )
    .unwrap();
    assert!(!short.answer());
    assert_eq!(
        short.start_outcome(),
        Outcome::MouseWin,
        "the table is the unlimited game"
    );
}

#[wasm_bindgen_test]
fn bad_graphs_throw_with_the_problem_named() {
    let cases = [
        (
            r#####""x""#####,
            r#####"graph must be an array of arrays of node numbers, got "x""#####,
        ),
        (
            "[[1],[0,7],[]]",
            "graph[1] lists node 7 but the graph has 3 nodes",
        ),
        ("[[1,1],[0],[]]", "graph[0] lists node 1 twice"),
        ("[[0],[],[]]", "graph[0] lists node 0 itself"),
        (
            "[[1],[],[]]",
            "graph[0] lists node 1 but graph[1] does not list node 0 (edges are undirected)",
        ),
        (
            "[[1],[0]]",
            "the cat start is node 2 but the graph has 2 nodes",
        ),
        (
            "[[1],5,[]]",
            "graph[1] must be an array of node numbers, got 5",
        ),
        (
            "[[1.5],[],[]]",
            "graph[0][0] must be a whole number ≥ 0, got 1.5",
        ),
        (
            "[[-1],[],[]]",
            "graph[0][0] must be a whole number ≥ 0, got -1",
        ),
    ];
    for (graph, expected) in cases {
        let err = wasm::cat_mouse_game(js(graph)).unwrap_err();
        assert_eq!(message(err), expected, "{graph}");
    }
    let err = GraphSolution::new(js(EXAMPLE_1), js(r#####"{"mouse":2}"#####))
        .err()
        .unwrap();
    assert_eq!(
        message(err),
        "the mouse start and the cat start are both node 2"
    );
}

#[wasm_bindgen_test]
fn bad_grids_throw_with_the_problem_named() {
    let cases = [
        (
            r#####""M.C.F""#####,
            1,
            1,
            r#####"grid must be an array of strings, got "M.C.F""#####,
        ),
        (
            "[]",
            1,
            1,
            "the grid is empty: give at least one non-empty row",
        ),
        (
            r#####"["MC.F","..."]"#####,
            1,
            1,
            "row 1 has 3 cells but row 0 has 4 (rows must be equally long)",
        ),
        (
            r#####"["MCxF"]"#####,
            1,
            1,
            "row 0, column 2 holds 'x'; use '#', '.', 'C', 'M' or 'F'",
        ),
        (r#####"["M..F"]"#####, 1, 1, "the grid has no 'C' (cat)"),
        (
            r#####"["MCMF"]"#####,
            1,
            1,
            "the grid has more than one 'M' (mouse): at row 0, column 0 and row 0, column 2",
        ),
        (
            r#####"["MC.F"]"#####,
            0,
            1,
            "catJump must be a whole number ≥ 1, got 0",
        ),
        (
            r#####"["MC.F"]"#####,
            1,
            -2,
            "mouseJump must be a whole number ≥ 1, got -2",
        ),
    ];
    for (grid, cat_jump, mouse_jump, expected) in cases {
        let err = wasm::can_mouse_win(js(grid), JsValue::from(cat_jump), JsValue::from(mouse_jump))
            .unwrap_err();
        assert_eq!(message(err), expected, "{grid}");
    }
}

#[wasm_bindgen_test]
fn bad_queries_throw_and_the_module_keeps_working() {
    let s = GraphSolution::new(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap();
    let err = s
        .outcome(JsValue::from(6), JsValue::from(2), JsValue::from(0))
        .unwrap_err();
    assert_eq!(
        message(err),
        "mouse place must be a whole number from 0 to 5, got 6"
    );
    let err = s
        .best_moves(JsValue::from(1), JsValue::from(2), JsValue::from(7))
        .unwrap_err();
    assert_eq!(
        message(err),
        "turn must be Player.Mouse (0) or Player.Cat (1), got 7"
    );
    // After errors, everything still answers.
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_1)).unwrap(), 0);
    assert_eq!(s.answer(), 0);
}

#[wasm_bindgen_test]
fn baselines_answer_and_the_2n_dp_fails_where_expected() {
    assert_eq!(wasm::baseline_dp_2n(js(EXAMPLE_2)).unwrap(), 1);
    assert_eq!(wasm::baseline_dfs_2n2(js(EXAMPLE_1)).unwrap(), 0);
    let grid = js(r#####"["####F","#C...","M...."]"#####);
    assert!(wasm::baseline_grid_dfs_1000(grid, JsValue::from(1), JsValue::from(2)).unwrap());
    // The smallest known failure of the 2n DP: the cat wins on ply 16 = 2n.
    let graph = "[[3],[4,5,7],[5,7],[0,6,7],[1,6,7],[1,2,6],[3,4,5],[1,2,3,4]]";
    assert_eq!(wasm::cat_mouse_game(js(graph)).unwrap(), 2);
    assert_eq!(wasm::baseline_dp_2n(js(graph)).unwrap(), 0);
    assert_eq!(wasm::baseline_dfs_2n2(js(graph)).unwrap(), 2);
}

#[wasm_bindgen_test]
fn baselines_refuse_what_their_memo_cannot_hold_and_the_module_survives() {
    // A 200-node path: the 2n²-horizon DFS would need a 0.8 GB memo, over the wasm budget.
    let graph: Vec<String> = (0..200)
        .map(|i| match i {
            0 => "[1]".to_string(),
            199 => "[198]".to_string(),
            _ => format!("[{},{}]", i - 1, i + 1),
        })
        .collect();
    let graph = js(&format!("[{}]", graph.join(",")));
    let err = wasm::baseline_dfs_2n2(graph.clone()).unwrap_err();
    assert!(message(err).contains("memory budget"));
    // The exact solver and the module still work.
    assert_eq!(wasm::cat_mouse_game(graph).unwrap(), 1);
}
