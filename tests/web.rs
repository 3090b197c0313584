//! The JS boundary, tested in a real browser (`wasm-pack test --headless --firefox`).
//!
//! Inputs are built with `JSON.parse`, exactly as a page would pass them, or from JS source for
//! the hostile ones (getters, proxies, revoked proxies, custom iterators, sparse arrays); errors
//! are read back as JS `Error` messages. The graph and grid values are one list of data,
//! `tests/data/hostile.json`, that `tests/package/corpus.test.mjs` runs under node too.
#![cfg(target_arch = "wasm32")]

use cat_mouse::wasm::Thrown;
use cat_mouse::wasm::{self, GraphSolution, GridSolution, JsOutcome};
use js_sys::{Function, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// How long a refusal may take, in ms. Refusals take well under 1 ms; before the checks came first
/// they took 6-17 s. The bound is loose so that a loaded CI machine cannot fail it by accident.
const REFUSAL_MS: f64 = 500.0;

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON parses")
}

/// The value of the JS expression `src`.
fn eval(src: &str) -> JsValue {
    Function::new_no_args(&format!("return ({src});"))
        .call0(&JsValue::NULL)
        .expect("test JS runs")
}

fn message(err: Thrown) -> String {
    let value = JsValue::from(err);
    let err: &js_sys::Error = value.unchecked_ref();
    String::from(err.message())
}

fn n(x: f64) -> JsValue {
    JsValue::from_f64(x)
}

/// The bytes of wasm memory, and how many JS values Rust holds: neither may grow.
fn footprint() -> (f64, u32) {
    let memory = wasm_bindgen::memory();
    let buffer = Reflect::get(&memory, &"buffer".into()).unwrap();
    let bytes = Reflect::get(&buffer, &"byteLength".into()).unwrap();
    (
        bytes.as_f64().unwrap(),
        wasm_bindgen::externref_heap_live_count(),
    )
}

fn now() -> f64 {
    js_sys::Date::now()
}

const EXAMPLE_1: &str = "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]";
const EXAMPLE_2: &str = "[[1,3],[0],[3],[0,2]]";
const GRID_1: &str = r#####"["####F","#C...","M...."]"#####;
const U32: f64 = 4_294_967_295.0;

fn assert_alive() {
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_1)).unwrap(), 0);
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_2)).unwrap(), 1);
    assert!(wasm::can_mouse_win(js(GRID_1), n(1.0), n(2.0)).unwrap());
}

/// The hostile values shared with the node suite (`tests/package/corpus.test.mjs`).
const HOSTILE: &str = include_str!("data/hostile.json");

/// One case of [`HOSTILE`]: a JS expression and the error it must get.
struct Hostile {
    /// The value, as JS source.
    value: String,
    /// The message, or how it starts.
    message: String,
    /// Whether `message` is the whole message (else the engine writes the rest).
    whole: bool,
}

impl Hostile {
    /// Asserts that `got` is this case's message.
    fn check(&self, got: String) {
        if self.whole {
            assert_eq!(got, self.message, "{}", self.value);
        } else {
            assert!(got.starts_with(&self.message), "{}: {got}", self.value);
        }
    }
}

/// The cases of list `kind` ("graphs" or "grids") of [`HOSTILE`] that apply to `export`.
fn hostile(kind: &str, export: &str) -> Vec<Hostile> {
    let list = Reflect::get(&js(HOSTILE), &kind.into()).unwrap();
    let text = |case: &JsValue, key: &str| Reflect::get(case, &key.into()).unwrap().as_string();
    js_sys::Array::from(&list)
        .iter()
        .filter(|case| {
            let only = Reflect::get(case, &"only".into()).unwrap();
            only.is_undefined() || js_sys::Array::from(&only).includes(&export.into(), 0)
        })
        .map(|case| {
            let whole = text(&case, "message");
            Hostile {
                value: text(&case, "value").expect("a value"),
                message: whole
                    .clone()
                    .or_else(|| text(&case, "prefix"))
                    .expect("a message"),
                whole: whole.is_some(),
            }
        })
        .collect()
}

#[wasm_bindgen_test]
fn cat_mouse_game_answers_the_examples() {
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_1)).unwrap(), 0);
    assert_eq!(wasm::cat_mouse_game(js(EXAMPLE_2)).unwrap(), 1);
}

#[wasm_bindgen_test]
fn can_mouse_win_answers_the_examples() {
    let cases = [
        (GRID_1, 1, 2, true),
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
    let outcomes = s.outcomes().unwrap();
    let distances = s.distances().unwrap();
    assert_eq!(outcomes.len(), 32);
    for turn in 0..2u32 {
        for mouse in 0..n as u32 {
            for cat in 0..n as u32 {
                let i = ((turn as usize * n) + mouse as usize) * n + cat as usize;
                let args = || {
                    (
                        JsValue::from(mouse),
                        JsValue::from(cat),
                        JsValue::from(turn),
                    )
                };
                let (m, c, t) = args();
                assert_eq!(outcomes[i], s.outcome(m, c, t).unwrap() as u8);
                let (m, c, t) = args();
                assert_eq!(distances[i], s.distance(m, c, t).unwrap());
            }
        }
    }
    // The cat may not stand in the hole: those entries are not positions.
    assert_eq!(outcomes[n], JsOutcome::NotAPosition as u8); // mouse 1, cat 0, mouse to move
                                                            // Mouse on 1, cat on 2, mouse to move: the mouse steps into the hole.
    assert_eq!(outcomes[n + 2], JsOutcome::MouseWin as u8);
    assert_eq!(distances[n + 2], 1);
    assert_eq!(s.answer(), 1);
}

#[wasm_bindgen_test]
fn grid_solution_applies_the_turn_limit_given_as_a_number_or_an_option() {
    let s = GridSolution::new(js(GRID_1), n(1.0), n(2.0), JsValue::UNDEFINED).unwrap();
    assert_eq!((s.rows(), s.cols(), s.places()), (3, 5, 15));
    assert_eq!(s.start_outcome(), JsOutcome::MouseWin);
    let d = s.start_distance();
    assert!(s.answer());
    // With a limit one ply short of the mouse's win, the cat wins.
    let options = js(&format!("{{\"turnLimit\":{}}}", d - 1));
    for limit in [n(f64::from(d - 1)), options] {
        let short = GridSolution::new(js(GRID_1), n(1.0), n(2.0), limit).unwrap();
        assert!(!short.answer());
        assert_eq!(
            short.start_outcome(),
            JsOutcome::MouseWin,
            "the table is unlimited"
        );
        let limited = short.limited_outcomes(JsValue::UNDEFINED).unwrap();
        let start = (s.start_mouse() * 15 + s.start_cat().unwrap()) as usize;
        assert_eq!(limited[start], JsOutcome::CatWin as u8);
    }
}

#[wasm_bindgen_test]
fn bad_graphs_throw_with_the_problem_named() {
    // the graph values of tests/data/hostile.json: plain ones and hostile ones (getters, proxies,
    // revoked proxies, lying lengths, sparse arrays, sizes past the budget), refused at once
    let cases = hostile("graphs", "catMouseGame");
    assert!(
        cases.len() >= 30,
        "the shared graph cases ({})",
        cases.len()
    );
    for case in cases {
        let value = eval(&case.value);
        let started = now();
        let got = wasm::cat_mouse_game(value);
        assert!(
            now() - started < REFUSAL_MS,
            "{}: refused at once",
            case.value
        );
        case.check(message(got.unwrap_err()));
    }
    let err = GraphSolution::new(js(EXAMPLE_1), js(r#####"{"mouse":2}"#####))
        .err()
        .unwrap();
    assert_eq!(
        message(err),
        "the mouse start and the cat start are both node 2"
    );
    assert_alive();
}

#[wasm_bindgen_test]
fn bad_grids_throw_with_the_problem_named() {
    let range = "must be a whole number from 1 to 4294967295, got";
    let cases = [
        (
            r#####""M.C.F""#####,
            1.0,
            1.0,
            r#####"grid must be an array of strings, got "M.C.F""#####.to_string(),
        ),
        (
            "[]",
            1.0,
            1.0,
            "the grid is empty: give at least one non-empty row".to_string(),
        ),
        (
            r#####"["MC.F","..."]"#####,
            1.0,
            1.0,
            "row 1 has 3 cells but row 0 has 4 (rows must be equally long)".to_string(),
        ),
        (
            r#####"["MCxF"]"#####,
            1.0,
            1.0,
            "row 0, column 2 holds 'x'; use '#', '.', 'C', 'M' or 'F'".to_string(),
        ),
        (
            r#####"["M..F"]"#####,
            1.0,
            1.0,
            "the grid has no 'C' (cat)".to_string(),
        ),
        (
            r#####"["MCMF"]"#####,
            1.0,
            1.0,
            "the grid has more than one 'M' (mouse): at row 0, column 0 and row 0, column 2"
                .to_string(),
        ),
        (
            r#####"["MC.F"]"#####,
            0.0,
            1.0,
            format!("catJump {range} 0"),
        ),
        (
            r#####"["MC.F"]"#####,
            1.0,
            -2.0,
            format!("mouseJump {range} -2"),
        ),
        (
            r#####"["MC.F"]"#####,
            U32 + 1.0,
            1.0,
            format!("catJump {range} 4294967296"),
        ),
        (
            r#####"["MC.F"]"#####,
            f64::NAN,
            1.0,
            format!("catJump {range} NaN"),
        ),
        (
            r#####"["MC.F"]"#####,
            1.0,
            f64::INFINITY,
            format!("mouseJump {range} Infinity"),
        ),
        (
            r#####"["MC.F"]"#####,
            -0.0,
            1.0,
            format!("catJump {range} -0"),
        ),
    ];
    for (grid, cat_jump, mouse_jump, expected) in cases {
        let err = wasm::can_mouse_win(js(grid), n(cat_jump), n(mouse_jump)).unwrap_err();
        assert_eq!(message(err), expected, "{grid}");
    }
}

#[wasm_bindgen_test]
fn jumps_of_any_size_are_exact() {
    // Issue 8: on wasm32 a jump of 2^31 wrapped to a negative step count.
    let corridor = js(r#####"["M.C...F"]"#####);
    assert!(wasm::can_mouse_win(corridor, n(1.0), n(2f64.powi(31))).unwrap());
    assert!(!wasm::can_mouse_win(js(GRID_1), n(2f64.powi(31)), n(2.0)).unwrap());
    let fits = GridSolution::new(js(GRID_1), n(4.0), n(4.0), JsValue::UNDEFINED).unwrap();
    for jump in [5.0, 2f64.powi(31) - 1.0, 2f64.powi(31), U32] {
        let s = GridSolution::new(js(GRID_1), n(jump), n(jump), JsValue::UNDEFINED).unwrap();
        assert_eq!(
            s.outcomes().unwrap(),
            fits.outcomes().unwrap(),
            "jump {jump}"
        );
        assert_eq!(
            s.distances().unwrap(),
            fits.distances().unwrap(),
            "jump {jump}"
        );
        assert!(
            wasm::baseline_grid_dfs_1000(js(GRID_1), n(jump), n(jump), JsValue::UNDEFINED).is_ok()
        );
    }
}

/// Hostile JS values (from source) and the start of the error each must give through
/// `cat_mouse_game` (empty: it must answer 1, the rows being read by index).
#[wasm_bindgen_test]
fn hostile_values_become_errors_naming_them() {
    // A custom iterator is ignored: the rows are read by index.
    let rows = "[[1, 3], [0], [3], [0, 2]].map(r => Object.assign(r, {[Symbol.iterator]: function* () { yield 9; }}))";
    assert_eq!(wasm::cat_mouse_game(eval(rows)).unwrap(), 1);
    // the grid values of tests/data/hostile.json
    let cases = hostile("grids", "canMouseWin");
    assert!(cases.len() >= 20, "the shared grid cases ({})", cases.len());
    for case in cases {
        let err = wasm::can_mouse_win(eval(&case.value), n(1.0), n(1.0)).unwrap_err();
        case.check(message(err));
    }
    let jumps = [
        ("'3'", "\"3\""),
        ("null", "null"),
        ("{}", "{}"),
        ("3n", "3n"),
        ("new Number(3)", "a Number"),
        ("2 ** 53", "9007199254740992"),
        ("-Infinity", "-Infinity"),
    ];
    for (src, shown) in jumps {
        let err = wasm::can_mouse_win(js(GRID_1), eval(src), n(1.0)).unwrap_err();
        assert_eq!(
            message(err),
            format!("catJump must be a whole number from 1 to 4294967295, got {shown}")
        );
    }
    assert_alive();
}

#[wasm_bindgen_test]
fn options_unknown_keys_and_throwing_getters_are_errors() {
    let cases = [
        (
            "{Hole: 3}",
            "unknown option Hole; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats",
        ),
        (
            "{get hole() { throw new Error('getter'); }}",
            "reading options.hole threw: Error: getter",
        ),
        (
            "new Proxy({}, {ownKeys() { throw new Error('keys'); }})",
            "reading options threw: Error: keys",
        ),
        (
            "[1]",
            r#####"options must be an object like {hole: 0, mouse: 1, cat: 2, first: "mouse"}, got [1]"#####,
        ),
        (
            "{first: 'dog'}",
            r#####"options.first must be "mouse", "cat" or a Player (0 or 1), got "dog""#####,
        ),
    ];
    for (src, expected) in cases {
        let err = GraphSolution::new(js(EXAMPLE_1), eval(src)).err().unwrap();
        assert_eq!(message(err), expected, "{src}");
    }
    let err = GridSolution::new(js(GRID_1), n(1.0), n(2.0), eval("{turnlimit: 3}"))
        .err()
        .unwrap();
    assert_eq!(message(err), "unknown option turnlimit; known: turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal");
}

#[wasm_bindgen_test]
fn oversized_puzzles_are_refused_at_once_without_growing_memory() {
    let row = eval("['M' + '.'.repeat(5997) + 'CF']");
    let _ = wasm::can_mouse_win(row.clone(), n(6000.0), n(6000.0));
    let sources = [
        "new Array(2 ** 28)",
        "Array(6000).fill('.'.repeat(6000))",
        "['.'.repeat(2 ** 26)]",
    ];
    let grids: Vec<JsValue> = sources.iter().map(|src| eval(src)).collect();
    let before = footprint();
    let started = now();
    let err = wasm::can_mouse_win(row.clone(), n(6000.0), n(6000.0)).unwrap_err();
    let took = now() - started;
    assert!(took < REFUSAL_MS, "the 1x6000 row: {took} ms");
    assert_eq!(
        message(err),
        "the game has 432000000000 game moves (legal moves summed over every position); the \
         work budget allows at most 5000000000"
    );
    for (grid, src) in grids.iter().zip(sources) {
        let started = now();
        assert!(wasm::can_mouse_win(grid.clone(), n(1.0), n(1.0)).is_err());
        let took = now() - started;
        assert!(took < REFUSAL_MS, "{src}: {took} ms");
    }
    assert_eq!(
        footprint(),
        before,
        "memory and held JS values did not grow"
    );
    assert_alive();
}

#[wasm_bindgen_test]
fn thousands_of_throwing_getters_leave_the_module_working() {
    let throwers = [
        "Object.defineProperty([[1],[0],[]], 0, {get() { throw new Error('boom'); }})",
        "new Proxy([[1],[0],[]], {get() { throw new Error('trap'); }})",
        "(() => { const r = Proxy.revocable([], {}); r.revoke(); return r.proxy; })()",
    ];
    let make = Function::new_with_args("i", &format!("return [{}][i % 3];", throwers.join(", ")));
    let _ = wasm::cat_mouse_game(make.call1(&JsValue::NULL, &n(0.0)).unwrap());
    let before = footprint();
    for i in 0..20_000 {
        let value = make.call1(&JsValue::NULL, &n(f64::from(i))).unwrap();
        let err = match i % 4 {
            0 => wasm::cat_mouse_game(value).unwrap_err(),
            1 => GraphSolution::new(value, JsValue::UNDEFINED).err().unwrap(),
            2 => wasm::check_graph(value, JsValue::UNDEFINED).unwrap_err(),
            _ => wasm::can_mouse_win(value, n(1.0), n(1.0)).unwrap_err(),
        };
        assert!(message(err).starts_with("reading g"));
    }
    assert_eq!(footprint(), before);
    assert_alive();
}

#[wasm_bindgen_test]
fn calls_on_a_freed_handle_throw_in_js_and_the_module_lives() {
    // The test runner does not run the start function that a page's init() runs: run it (it
    // guards each class once).
    wasm::start();
    // More calls than it took to kill the module when wasm threw "null pointer passed to rust".
    let s = GraphSolution::new(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap();
    let calls = Function::new_with_args(
        "s",
        "s.free(); let errors = 0; \
         for (let i = 0; i < 60000; i++) { try { s.answer(); } catch (e) { errors++; } } \
         s.free(); return errors;",
    );
    let errors = calls.call1(&JsValue::NULL, &JsValue::from(s)).unwrap();
    assert_eq!(errors.as_f64(), Some(60000.0));
    assert_alive();
}

#[wasm_bindgen_test]
fn rule_queries_answer_for_the_page() {
    let s = GraphSolution::new(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap();
    let status = |m: f64, c: f64, t: f64| s.status(n(m), n(c), n(t));
    assert_eq!(
        status(3.0, 3.0, 0.0).unwrap().as_string().unwrap(),
        "caught"
    );
    assert_eq!(status(0.0, 3.0, 1.0).unwrap().as_string().unwrap(), "home");
    assert!(status(1.0, 2.0, 0.0).unwrap().is_null());
    assert_eq!(
        message(status(1.0, 0.0, 0.0).unwrap_err()),
        "not a position: the cat may not stand on place 0"
    );
    let after = s.after(n(1.0), n(2.0), n(0.0), n(3.0)).unwrap();
    assert_eq!(
        JSON::stringify(&after).unwrap(),
        r#####"{"mouse":3,"cat":2,"turn":1}"#####
    );
    assert_eq!(
        message(s.after(n(1.0), n(2.0), n(0.0), n(2.0)).unwrap_err()),
        "the mouse cannot move from 1 to 2"
    );
    assert_eq!(
        message(
            s.line(n(1.0), n(0.0), n(0.0), JsValue::UNDEFINED)
                .unwrap_err()
        ),
        "not a position: the cat may not stand on place 0"
    );
    assert_eq!(
        JSON::stringify(&wasm::limits().unwrap()).unwrap(),
        r#####"{"maxPlaces":6000,"maxGameMoves":5000000000,"defaultTurnLimit":1000,"defaultLinePlies":100000,"maxCats":8}"#####
    );
    let sizes = wasm::check_graph(js(EXAMPLE_2), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        JSON::stringify(&sizes).unwrap(),
        r#####"{"places":4,"states":32,"gameMoves":26}"#####
    );
    let grid = wasm::check_grid(js(GRID_1), n(1.0), n(2.0), JsValue::UNDEFINED).unwrap();
    let g = GridSolution::new(js(GRID_1), n(1.0), n(2.0), JsValue::UNDEFINED).unwrap();
    let moves = Reflect::get(&grid, &"gameMoves".into()).unwrap();
    assert_eq!(moves.as_f64(), Some(g.game_moves()));
}

#[wasm_bindgen_test]
fn game_over_says_how_a_game_ends_and_who_won() {
    let s = GraphSolution::new(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap();
    let over = |m: f64, c: f64, t: f64, played: JsValue| {
        let end = s.game_over(n(m), n(c), n(t), played).unwrap();
        JSON::stringify(&end).unwrap().as_string().unwrap()
    };
    assert_eq!(
        over(3.0, 3.0, 0.0, n(7.0)),
        r#"{"reason":"caught","winner":1}"#
    );
    assert_eq!(
        over(0.0, 3.0, 1.0, JsValue::UNDEFINED),
        r#"{"reason":"home","winner":0}"#
    );
    // No turn limit on the graph: a long game goes on.
    assert_eq!(over(1.0, 2.0, 0.0, n(4294967295.0)), "null");
    assert!(s.classic_roles());
    // The grid: the limit ends a game that is still going, and only then.
    let g = GridSolution::new(js(GRID_1), n(1.0), n(2.0), n(4.0)).unwrap();
    let over = |played: f64| {
        let end = g.game_over(n(10.0), n(6.0), n(0.0), n(played)).unwrap();
        JSON::stringify(&end).unwrap().as_string().unwrap()
    };
    assert_eq!(over(3.0), "null");
    assert_eq!(over(4.0), r#"{"reason":"turnLimit","winner":1}"#);
    assert_eq!(g.plies_left(n(3.0)).unwrap(), 1);
    assert_eq!(g.plies_left(n(9.0)).unwrap(), 0);
    assert_eq!(
        message(g.game_over(n(10.0), n(6.0), n(0.0), n(-1.0)).unwrap_err()),
        "pliesPlayed must be a whole number from 0 to 4294967295, got -1"
    );
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
    assert_eq!(
        wasm::baseline_dp_2n(js(EXAMPLE_2), JsValue::UNDEFINED).unwrap(),
        1
    );
    assert_eq!(
        wasm::baseline_dfs_2n2(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap(),
        0
    );
    assert!(wasm::baseline_grid_dfs_1000(js(GRID_1), n(1.0), n(2.0), JsValue::UNDEFINED).unwrap());
    // The smallest known failure of the 2n DP: the cat wins on ply 16 = 2n.
    let graph = "[[3],[4,5,7],[5,7],[0,6,7],[1,6,7],[1,2,6],[3,4,5],[1,2,3,4]]";
    assert_eq!(wasm::cat_mouse_game(js(graph)).unwrap(), 2);
    assert_eq!(
        wasm::baseline_dp_2n(js(graph), JsValue::UNDEFINED).unwrap(),
        0
    );
    assert_eq!(
        wasm::baseline_dfs_2n2(js(graph), JsValue::UNDEFINED).unwrap(),
        2
    );
    // They play the classic game only, and say so when asked for another.
    let classic = eval("{hole: 0, directed: false, holes: undefined}");
    assert_eq!(wasm::baseline_dp_2n(js(EXAMPLE_2), classic).unwrap(), 1);
    let err = wasm::baseline_dp_2n(js(EXAMPLE_2), eval("{mousePasses: true}")).unwrap_err();
    assert_eq!(
        message(err),
        "the published baselines play LeetCode 913's classic game only (hole 0, mouse on 1, cat on 2, mouse first, no rule variants): options.mousePasses asks for another"
    );
    let err = wasm::baseline_grid_dfs_1000(js(GRID_1), n(1.0), n(2.0), eval("{blocking: true}"))
        .unwrap_err();
    assert_eq!(
        message(err),
        "the published baseline plays LeetCode 1728's classic game only (one food, no blocking, staying allowed, four directions, 1000 plies): options.blocking asks for another"
    );
    let classic = eval("{turnLimit: 1000, catStays: true}");
    assert!(wasm::baseline_grid_dfs_1000(js(GRID_1), n(1.0), n(2.0), classic).unwrap());
    let err = wasm::baseline_grid_dfs_1000(js(GRID_1), n(1.0), n(2.0), n(999.0)).unwrap_err();
    assert!(message(err).ends_with("options.turnLimit asks for another"));
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
    let err = wasm::baseline_dfs_2n2(graph.clone(), JsValue::UNDEFINED).unwrap_err();
    assert!(message(err).contains("memory budget"));
    // The exact solver and the module still work.
    assert_eq!(wasm::cat_mouse_game(graph).unwrap(), 1);
}

#[wasm_bindgen_test]
fn rule_variant_options_are_read_and_checked_key_by_key() {
    // Every key of both options objects: good values change the game, bad values are errors
    // naming the key, and hostile values cannot kill the module.
    let graph_flags = ["directed", "catEntersHole", "mousePasses", "catPasses"];
    // Written out here, not taken from the binding: the test states the contract.
    let grid_flags = "severalFoods blocking mouseStays catStays mouseDiagonal catDiagonal";
    for (src, shown) in [
        ("1", "1"),
        ("'yes'", "\"yes\""),
        ("null", "null"),
        ("{}", "{}"),
    ] {
        for key in graph_flags {
            let options = eval(&format!("{{{key}: {src}}}"));
            let err = GraphSolution::new(js(EXAMPLE_1), options).err().unwrap();
            assert_eq!(
                message(err),
                format!("options.{key} must be true or false, got {shown}")
            );
        }
        for key in grid_flags.split(' ') {
            let options = eval(&format!("{{{key}: {src}}}"));
            let err = GridSolution::new(js(GRID_1), n(1.0), n(2.0), options)
                .err()
                .unwrap();
            assert_eq!(
                message(err),
                format!("options.{key} must be true or false, got {shown}")
            );
        }
    }
    let graph_cases = [
        (
            "{holes: 'x'}",
            r#"options.holes must be an array of node numbers, got "x""#,
        ),
        (
            "{holes: [0, -1]}",
            "options.holes[1] must be a whole number from 0 to 4294967295, got -1",
        ),
        (
            "{hole: 0, holes: []}",
            "give either options.hole (one hole) or options.holes (every hole), not both",
        ),
        (
            "{hole: 0, holes: [0]}",
            "give either options.hole (one hole) or options.holes (every hole), not both",
        ),
        ("{holes: [0, 0]}", "the holes name node 0 twice"),
        (
            "{holes: (() => { const a = [0, 4]; Object.defineProperty(a, 1, {get() { throw new Error('trap'); }}); return a; })()}",
            "reading options.holes[1] threw: Error: trap",
        ),
        (
            "{holes: new Proxy([0], {get() { throw new Error('proxy'); }})}",
            "reading options.holes threw: Error: proxy",
        ),
        (
            "{cat: 0}",
            "the cat start and the hole are both node 0: the cat may stand on a hole only with `catEntersHole: true`",
        ),
        (
            "{Directed: true}",
            "unknown option Directed; known: hole, mouse, cat, first, directed, catEntersHole, holes, mousePasses, catPasses, cats, lazyCats",
        ),
    ];
    for (src, expected) in graph_cases {
        let err = GraphSolution::new(js(EXAMPLE_1), eval(src)).err().unwrap();
        assert_eq!(message(err), expected, "{src}");
        let err = wasm::check_graph(js(EXAMPLE_1), eval(src)).err().unwrap();
        assert_eq!(message(err), expected, "checkGraph {src}");
    }
    let err = GridSolution::new(js(r#"["MF.","C.F"]"#), n(1.0), n(1.0), JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(
        message(err),
        "the grid has more than one 'F' (food): at row 0, column 1 and row 1, column 2: several foods are allowed only with `severalFoods: true`"
    );
    let err = GridSolution::new(js(GRID_1), n(1.0), n(2.0), eval("{Blocking: true}"))
        .err()
        .unwrap();
    assert_eq!(
        message(err),
        "unknown option Blocking; known: turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal, catDiagonal"
    );
    // Good values: one-way edges, several holes, the cat in the hole, passing.
    let one_way = GraphSolution::new(js("[[1],[2],[0]]"), eval("{directed: true}")).unwrap();
    assert_eq!(one_way.answer(), 2);
    let holes = GraphSolution::new(
        js(EXAMPLE_1),
        eval("{holes: [0, 4], catEntersHole: true, mousePasses: true, catPasses: false}"),
    )
    .unwrap();
    assert_eq!(holes.holes(), vec![0, 4]);
    assert!(!holes.classic_rules());
    assert_eq!(
        JSON::stringify(&holes.rules().unwrap()).unwrap(),
        r#"{"directed":false,"catEntersHole":true,"holes":[0,4],"mousePasses":true,"catPasses":false,"lazyCats":false}"#
    );
    // Grid: blocking flips LeetCode 1728's "M.C.F" with a long mouse jump.
    let free = GridSolution::new(js(r#"["M.C.F"]"#), n(1.0), n(4.0), JsValue::UNDEFINED).unwrap();
    let blocked =
        GridSolution::new(js(r#"["M.C.F"]"#), n(1.0), n(4.0), eval("{blocking: true}")).unwrap();
    assert!(free.answer() && !blocked.answer());
    let foods = GridSolution::new(
        js(r#"["MF.","C.F"]"#),
        n(1.0),
        n(1.0),
        eval("{severalFoods: true, mouseDiagonal: true, catStays: false, turnLimit: 7}"),
    )
    .unwrap();
    assert_eq!((foods.foods(), foods.turn_limit()), (vec![1, 5], 7));
    assert_eq!(
        JSON::stringify(&foods.rules().unwrap()).unwrap(),
        r#"{"severalFoods":true,"blocking":false,"mouseStays":true,"catStays":false,"mouseDiagonal":true,"catDiagonal":false}"#
    );
    drop((one_way, holes, free, blocked, foods));
    assert_alive();
}

/// An open `n × n` grid as JS: the mouse and the food in the top corners, the cat bottom right.
fn open_grid(n: usize) -> JsValue {
    let mut rows = vec![".".repeat(n); n];
    rows[0] = format!("M{}F", ".".repeat(n - 2));
    rows[n - 1] = format!("{}C", ".".repeat(n - 1));
    js(&format!("{rows:?}"))
}

/// Lets the browser run its own tasks (the test runner polls the page): awaits a timer.
async fn yield_to_browser() {
    let timer: js_sys::Promise =
        eval("new Promise((resolve) => setTimeout(resolve, 0))").unchecked_into();
    wasm_bindgen_futures::JsFuture::from(timer)
        .await
        .expect("a timer resolves");
}

/// Issue 17, in Firefox: solutions of a 48×48 open grid (32 MB each) held until wasm memory
/// refuses one; every refusal, and 40 retries, is an Error naming memory (a trap would fail the
/// test); the JS values Rust holds do not grow; after they are freed the module answers and
/// solves again, in the memory freed. A solve takes about half a second in this Firefox, and
/// the runner gives a test about 20 s, so most of wasm memory is first taken by ballast
/// (untouched 256 MB blocks, up to what the browser allows) and the solutions fill the last
/// 512 MB; async, so that the browser stays responsive between solves.
#[wasm_bindgen_test]
async fn running_out_of_memory_is_an_error_and_the_module_lives() {
    let grid = open_grid(48);
    let live = wasm_bindgen::externref_heap_live_count();
    let mut ballast: Vec<Vec<u8>> = Vec::new();
    loop {
        let mut block = Vec::new();
        if block.try_reserve_exact(256 << 20).is_err() {
            break;
        }
        ballast.push(block);
    }
    ballast.truncate(ballast.len().saturating_sub(2));
    let mut held = Vec::new();
    let first = loop {
        match GridSolution::new(grid.clone(), n(1.0), n(1.0), JsValue::UNDEFINED) {
            Ok(s) => held.push(s),
            Err(e) => break message(e),
        }
        assert!(held.len() < 100, "refused within the ballast's last 512 MB");
        yield_to_browser().await;
    };
    let refusal = "out of memory: solving this game needs ";
    assert!(first.starts_with(refusal), "{first}");
    assert!(
        first.ends_with("free() the solutions and designers you no longer need, then try again")
    );
    assert!(
        held.len() >= 5,
        "only {} solutions fit in 512 MB",
        held.len()
    );
    let full = footprint().0;
    for _ in 0..40 {
        let e = GridSolution::new(grid.clone(), n(1.0), n(1.0), JsValue::UNDEFINED);
        assert!(message(e.err().expect("refused")).starts_with(refusal));
    }
    assert_alive();
    assert_eq!(wasm_bindgen::externref_heap_live_count(), live);
    let answer = held[0].answer();
    console_log!(
        "{} solutions held beside {} MB of ballast; wasm memory {} MB; first refusal: {first}",
        held.len(),
        ballast.len() * 256,
        full / f64::from(1 << 20)
    );
    drop(held);
    drop(ballast);
    yield_to_browser().await;
    let again = GridSolution::new(grid.clone(), n(1.0), n(1.0), JsValue::UNDEFINED).unwrap();
    assert_eq!(again.answer(), answer);
    assert_eq!(footprint().0, full, "the memory freed is reused");
    assert_alive();
}

/// `JSON.stringify` of a result.
fn json(value: &JsValue) -> String {
    String::from(JSON::stringify(value).unwrap())
}

#[wasm_bindgen_test]
fn several_cats_round_trip_through_the_queries() {
    // LeetCode 913's example 1 with two cats, on 4 and 2: the cats win.
    let s = GraphSolution::new(js(EXAMPLE_1), eval("{cats: [4, 2]}")).unwrap();
    assert_eq!((s.answer(), s.cat_count(), s.multisets()), (2, 2, 21));
    assert_eq!(s.state_count(), 2 * 6 * 21);
    assert_eq!(s.start_cats(), vec![4, 2]);
    assert_eq!(
        message(s.start_cat().unwrap_err()),
        "this game has 2 cats: read startCats for their places"
    );
    // The cats in any order; the index is the documented one: (turn·n + mouse)·M + rank,
    // rank{2, 4} = C(2, 1) + C(5, 2) = 12.
    assert_eq!(s.index(n(1.0), js("[4,2]"), n(0.0)).unwrap(), 21 + 12);
    assert_eq!(
        s.outcome(n(1.0), js("[2,4]"), n(0.0)).unwrap(),
        JsOutcome::CatWin
    );
    let bytes = s.outcomes().unwrap();
    assert_eq!(bytes.len(), 252);
    assert_eq!(bytes[33], JsOutcome::CatWin as u8);
    // A cats' move is the list of their new places.
    assert_eq!(
        json(&s.legal_moves(n(3.0), js("[2,4]"), n(1.0)).unwrap()),
        "[[2,4],[3,4],[2,5],[3,5]]"
    );
    assert_eq!(
        json(&s.after(n(3.0), js("[4,2]"), n(1.0), js("[5,3]")).unwrap()),
        r#"{"mouse":3,"cats":[3,5],"turn":0}"#
    );
    assert_eq!(
        json(
            &s.line(n(1.0), js("[2,4]"), n(0.0), JsValue::UNDEFINED)
                .unwrap()
        ),
        r#"{"mice":[1,3,3],"cats":[[2,4],[2,4],[3,4]],"firstTurn":0,"plies":2,"end":"caught"}"#
    );
    // Errors name the problem.
    let cases: [(JsValue, &str); 4] = [
        (
            n(2.0),
            "this game has 2 cats: give their places as an array, like [0, 1], got 2",
        ),
        (js("[2]"), "1 cat place was given but the game has 2 cats"),
        (
            js("[2,9]"),
            "cat place 9 is out of range: the game has 6 places",
        ),
        (
            js(r#"[2,"4"]"#),
            r#"cats[1] must be a whole number from 0 to 4294967295, got "4""#,
        ),
    ];
    for (cats, expected) in cases {
        assert_eq!(
            message(s.outcome(n(1.0), cats, n(0.0)).unwrap_err()),
            expected
        );
    }
    assert_eq!(
        message(s.levels().unwrap_err()),
        "the Watch and the 2n-turn DP's comparison are for the one-cat game only, and this \
         GraphSolution has 2 cats"
    );
    for (options, expected) in [
        (
            "{cat: 2, cats: [2]}",
            "give either options.cat (one cat) or options.cats (every cat), not both",
        ),
        (
            "{cats: []}",
            "options.cats lists no cat; a game has 1 to 8 cats",
        ),
        (
            "{cats: [2, 3, 4, 5, 2, 3, 4, 5, 2]}",
            "options.cats lists 9 cats; a game has 1 to 8 cats",
        ),
        (
            "{cats: [2, 1]}",
            "the mouse start and the cat start are both node 1",
        ),
        (
            "{lazyCats: 1}",
            "options.lazyCats must be true or false, got 1",
        ),
    ] {
        assert_eq!(
            message(
                GraphSolution::new(js(EXAMPLE_1), eval(options))
                    .err()
                    .unwrap()
            ),
            expected,
            "{options}"
        );
    }
    // One cat through `cats` is today's game, table for table.
    let one = GraphSolution::new(js(EXAMPLE_1), eval("{cats: [2], lazyCats: true}")).unwrap();
    let today = GraphSolution::new(js(EXAMPLE_1), JsValue::UNDEFINED).unwrap();
    assert_eq!(one.outcomes().unwrap(), today.outcomes().unwrap());
    assert_eq!(one.distances().unwrap(), today.distances().unwrap());
    drop((s, one, today));
    assert_alive();
}

#[wasm_bindgen_test]
fn cop_number_of_the_petersen_graph_pasted_as_graph6_is_three() {
    let petersen = wasm::graph6_to_graph(JsValue::from_str("IheA@GUAo")).unwrap();
    assert_eq!(
        wasm::graph_to_graph6(petersen.clone()).unwrap(),
        "IheA@GUAo"
    );
    let answer = wasm::cop_number(petersen.clone(), JsValue::UNDEFINED).unwrap();
    let get = |key: &str| Reflect::get(&answer, &key.into()).unwrap();
    assert_eq!(get("cats").as_f64(), Some(3.0));
    assert_eq!(get("tried").as_f64(), Some(3.0));
    assert!(get("refused").is_null());
    let starts: js_sys::Array = get("starts").unchecked_into();
    assert!(starts.length() > 0);
    for start in starts.iter() {
        assert_eq!(start.unchecked_into::<js_sys::Array>().length(), 3);
    }
    let rounds = get("captureRounds").as_f64().unwrap();
    let three = wasm::capture_time(petersen.clone(), n(3.0), JsValue::UNDEFINED).unwrap();
    assert_eq!(
        Reflect::get(&three, &"captureRounds".into())
            .unwrap()
            .as_f64(),
        Some(rounds)
    );
    let two = wasm::capture_time(petersen.clone(), n(2.0), JsValue::UNDEFINED).unwrap();
    assert!(Reflect::get(&two, &"captureRounds".into())
        .unwrap()
        .is_null());
    // Errors name the problem.
    for (result, expected) in [
        (
            wasm::graph6_to_graph(JsValue::from_str("IheA@GUA")).map(|_| ()),
            "graph6 text of 10 nodes has 9 characters (1 for the size, 8 for the edges), got 8",
        ),
        (
            wasm::graph6_to_graph(n(5.0)).map(|_| ()),
            "the graph6 text must be a string, got 5",
        ),
        (
            wasm::capture_time(petersen.clone(), n(9.0), JsValue::UNDEFINED).map(|_| ()),
            "cats must be a whole number from 1 to 8, got 9",
        ),
        (
            wasm::cop_number(petersen.clone(), eval("{maxCats: 0}")).map(|_| ()),
            "options.maxCats must be a whole number from 1 to 8, got 0",
        ),
        (
            wasm::cop_number(petersen.clone(), eval("{lazy: true}")).map(|_| ()),
            "unknown option lazy; known: lazyCats, directed, maxCats, onProgress",
        ),
        (
            wasm::cop_number(js("[]"), JsValue::UNDEFINED).map(|_| ()),
            "the graph has no nodes",
        ),
    ] {
        assert_eq!(message(result.unwrap_err()), expected);
    }
    // Over the budgets: the refusal names the count and the limit.
    let cycle = eval("Array.from({length: 200}, (_, a) => [(a + 1) % 200, (a + 199) % 200])");
    assert_eq!(
        message(wasm::capture_time(cycle, n(4.0), JsValue::UNDEFINED).unwrap_err()),
        "4 cats on 200 nodes make 27474020000 positions (nodes × multisets of cat places × 2): \
         solving them takes 59927716880 bytes, more than can be allocated"
    );
    assert_alive();
}

/// The `kind` and `params` (as JSON) of an export's error.
fn kind_and_params(err: Thrown) -> (String, String) {
    let value = JsValue::from(err);
    let kind = Reflect::get(&value, &"kind".into())
        .unwrap()
        .as_string()
        .unwrap();
    let params = Reflect::get(&value, &"params".into()).unwrap();
    (kind, String::from(JSON::stringify(&params).unwrap()))
}

#[wasm_bindgen_test]
fn errors_carry_their_kind_and_the_values_their_message_names() {
    let grid = |rows: &str, cat_jump: f64| {
        GridSolution::new(js(rows), n(cat_jump), n(2.0), JsValue::UNDEFINED).err()
    };
    let cases = [
        (
            GraphSolution::new(js("[[1], [5]]"), JsValue::UNDEFINED).err(),
            "NodeOutOfRange",
            r#"{"node":1,"neighbour":5,"len":2}"#,
        ),
        (
            GraphSolution::new(js(EXAMPLE_1), js(r#"{"cat": 0}"#)).err(),
            "SameNode",
            r#"{"first":"catStart","second":"hole","node":0}"#,
        ),
        (
            grid(r##"["#C..C", "M...F"]"##, 1.0),
            "RepeatedPiece",
            r#"{"piece":"C","first":[0,1],"second":[0,4]}"#,
        ),
        // The binding's own kinds: a value of the wrong type names the argument and the value.
        (
            grid(r##"["#C...", "M...F"]"##, 0.5),
            "NotWhole",
            r#"{"what":"catJump","min":1,"max":4294967295,"got":"0.5"}"#,
        ),
    ];
    for (err, kind, params) in cases {
        let got = kind_and_params(err.expect("an error"));
        assert_eq!(got, (kind.to_string(), params.to_string()));
    }
    // The message stays the English sentence.
    let err = GraphSolution::new(js("[[1], [5]]"), JsValue::UNDEFINED)
        .err()
        .unwrap();
    assert_eq!(
        message(err),
        "graph[1] lists node 5 but the graph has 2 nodes"
    );
    // errorKinds() lists each kind once, the core's and the binding's.
    let kinds: Vec<String> = js_sys::Array::from(&wasm::error_kinds())
        .iter()
        .map(|e| {
            Reflect::get(&e, &"kind".into())
                .unwrap()
                .as_string()
                .unwrap()
        })
        .collect();
    let unique: std::collections::HashSet<&String> = kinds.iter().collect();
    assert_eq!(unique.len(), kinds.len(), "each kind once");
    for kind in ["NodeOutOfRange", "DesignNodes", "NotWhole", "MemoryRefused"] {
        assert!(kinds.iter().any(|k| k == kind), "{kind} is listed");
    }
}
