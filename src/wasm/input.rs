//! Converting the caller's JS values into core types, with messages that name the bad value.
//!
//! Every JS value is read through `read.js` (imports marked `catch`): a caller's getter, Proxy
//! trap or revoked proxy can only produce a failure record, never an exception unwinding
//! through wasm. Lengths are read and checked against the core's budgets before any element,
//! and each input crosses into wasm as one flat array. Game rules stay in the core: this module
//! only reads, and the core's [`SpecError`]s name every rule a value breaks.

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use crate::{
    CatsGame, CatsRoles, CatsRules, GraphGame, GraphRoles, GraphRules, GridGame, GridRules, Player,
    SpecError, MAX_CATS, MAX_PLACES,
};

#[wasm_bindgen(module = "/src/wasm/read.js")]
extern "C" {
    /// The rows of a graph and their lengths, read before any neighbour.
    type GraphShape;

    #[wasm_bindgen(method, getter, catch)]
    fn head(this: &GraphShape) -> Result<Vec<f64>, JsValue>;

    #[wasm_bindgen(catch, js_name = graphShape)]
    fn graph_shape(graph: &JsValue, max_nodes: f64) -> Result<GraphShape, JsValue>;

    #[wasm_bindgen(catch, js_name = graphNeighbours)]
    fn graph_neighbours(shape: &GraphShape) -> Result<Vec<f64>, JsValue>;

    #[wasm_bindgen(catch, js_name = readGrid)]
    fn read_grid(grid: &JsValue, max_cells: f64) -> Result<Vec<f64>, JsValue>;

    #[wasm_bindgen(catch, js_name = readWholes)]
    fn read_wholes(value: &JsValue, max_length: f64) -> Result<Vec<f64>, JsValue>;

    #[wasm_bindgen(catch, js_name = readOptions)]
    fn read_options(options: &JsValue, known: &str) -> Result<Array, JsValue>;

    #[wasm_bindgen(catch, js_name = describe)]
    fn describe_js(value: &JsValue) -> Result<String, JsValue>;
}

/// The error when `read.js` itself failed (only if the JS engine is out of stack or memory).
fn reader_failed(what: &str) -> Thrown {
    fail(
        "ReadFailed",
        vec![("what", what.into())],
        format!(
            "could not read {what}: the JavaScript engine failed while reading it (out of stack \
             or memory?)"
        ),
    )
}

/// What a value must be, as a code for `params.expected` (the message says it in English).
fn expected_code(must: &str) -> &'static str {
    match must {
        "an array of arrays of node numbers" => "nodeLists",
        "an array of node numbers" => "nodeList",
        "an array of strings" => "rows",
        "a string of '#', '.', 'C', 'M', 'F'" => "row",
        _ if must.starts_with("an array of 1 to") => "catList",
        _ => "value",
    }
}

/// A short description of `value` from a bounded prefix of it: `NaN`, `"3"`, `[1,2,…]`,
/// `a Float64Array of length 20000000`.
pub(crate) fn describe(value: &JsValue) -> String {
    describe_js(value).unwrap_or_else(|_| "a value that cannot be read".into())
}

// The failure kinds of read.js.
const NOT_ARRAY: f64 = 1.0;
const NOT_STRING: f64 = 2.0;
const NOT_WHOLE: f64 = 3.0;
const BAD_LENGTH: f64 = 4.0;
const THREW: f64 = 5.0;
const TOO_LONG: f64 = 6.0;
const NOT_OBJECT: f64 = 7.0;
const UNKNOWN_KEY: f64 = 8.0;

/// A failure record of read.js: `[kind, depth, i, j, count, ...text]`.
struct Failure {
    kind: f64,
    depth: f64,
    i: f64,
    j: f64,
    count: f64,
    text: String,
}

impl Failure {
    /// The failure in `record`, or `None` if it is a success (`record[0] == 0`).
    fn of(record: &[f64]) -> Option<Failure> {
        match record {
            [kind, depth, i, j, count, text @ ..] if *kind != 0.0 => Some(Failure {
                kind: *kind,
                depth: *depth,
                i: *i,
                j: *j,
                count: *count,
                text: String::from_utf16_lossy(&text.iter().map(|&u| u as u16).collect::<Vec<_>>()),
            }),
            _ => None,
        }
    }

    /// Where the bad value sits inside the argument `arg`: `graph`, `graph[3]`, `graph[3][0]`.
    fn path(&self, arg: &str) -> String {
        match self.depth as u8 {
            0 => arg.to_string(),
            1 => format!("{arg}[{}]", self.i),
            _ => format!("{arg}[{}][{}]", self.i, self.j),
        }
    }

    /// The error for a failure, given what the argument must be at each depth.
    fn into_error(self, arg: &str, must: [&str; 3]) -> Thrown {
        let path = self.path(arg);
        let must = must[(self.depth as usize).min(2)];
        match self.kind {
            THREW => {
                let message = format!("reading {path} threw: {}", self.text);
                fail(
                    "InputThrew",
                    vec![("what", path.into()), ("thrown", self.text.into())],
                    message,
                )
            }
            BAD_LENGTH => {
                let message = format!("{path} must be {must}, but its length is {}", self.text);
                let params = vec![
                    ("what", path.into()),
                    ("expected", expected_code(must).into()),
                    ("length", self.text.into()),
                ];
                fail("BadLength", params, message)
            }
            NOT_WHOLE if must == WHOLE => {
                let message = format!("{path} must be {must}, got {}", self.text);
                let params = vec![
                    ("what", path.into()),
                    ("min", 0u32.into()),
                    ("max", u32::MAX.into()),
                    ("got", self.text.into()),
                ];
                fail("NotWhole", params, message)
            }
            NOT_ARRAY | NOT_STRING | NOT_WHOLE => {
                let message = format!("{path} must be {must}, got {}", self.text);
                let params = vec![
                    ("what", path.into()),
                    ("expected", expected_code(must).into()),
                    ("got", self.text.into()),
                ];
                fail("WrongType", params, message)
            }
            _ => reader_failed(arg),
        }
    }
}

/// What a node number must be, for messages.
const WHOLE: &str = "a whole number from 0 to 4294967295";

/// What each level of a graph must be, for messages.
const GRAPH_MUST: [&str; 3] = [
    "an array of arrays of node numbers",
    "an array of node numbers",
    WHOLE,
];

/// What each level of a grid must be, for messages.
const GRID_MUST: [&str; 3] = [
    "an array of strings",
    "a string of '#', '.', 'C', 'M', 'F'",
    "",
];

/// A graph whose shape has been read: its rows and their lengths, no neighbour yet.
pub(crate) struct GraphInput {
    shape: GraphShape,
    lengths: Vec<usize>,
}

/// Reads the shape of `graph`: an array of at most [`MAX_PLACES`] arrays (or typed arrays),
/// and their lengths. Refuses more rows than the budget before reading any.
pub(crate) fn graph_input(graph: &JsValue) -> Result<GraphInput, Thrown> {
    let shape = graph_shape(graph, MAX_PLACES as f64).map_err(|_| reader_failed("the graph"))?;
    let head = shape.head().map_err(|_| reader_failed("the graph"))?;
    if let Some(failure) = Failure::of(&head) {
        if failure.kind == TOO_LONG {
            return Err(SpecError::TooLarge {
                what: "nodes",
                count: failure.count as usize,
                max: MAX_PLACES,
            }
            .into());
        }
        return Err(failure.into_error("graph", GRAPH_MUST));
    }
    let lengths = head[1..].iter().map(|&len| len as usize).collect();
    Ok(GraphInput { shape, lengths })
}

impl GraphInput {
    /// The number of nodes.
    pub(crate) fn nodes(&self) -> usize {
        self.lengths.len()
    }

    /// Reads every neighbour, once `sizes` (the budgets' checks, from the lengths alone)
    /// passed and the memory to read them is reserved.
    fn neighbours_after(
        &self,
        sizes: impl FnOnce(&[usize]) -> Result<(), SpecError>,
    ) -> Result<Vec<usize>, Thrown> {
        sizes(&self.lengths)?;
        let entries = self.lengths.iter().sum();
        super::memory::reserve(
            "reading this graph",
            crate::graph_bytes(self.lengths.len(), entries),
        )?;
        let flat = graph_neighbours(&self.shape).map_err(|_| reader_failed("the graph"))?;
        if let Some(failure) = Failure::of(&flat) {
            return Err(failure.into_error("graph", GRAPH_MUST));
        }
        Ok(flat[1..].iter().map(|&x| x as usize).collect())
    }

    /// Checks the sizes against the budgets (the hole and the rules matter for the work
    /// count), then reads every neighbour.
    fn neighbours(&self, hole: usize, rules: &GraphRules) -> Result<Vec<usize>, Thrown> {
        self.neighbours_after(|lengths| GraphGame::check_sizes(lengths, hole, rules).map(|_| ()))
    }

    /// The game on this graph with `roles` and `rules`, validated by the core.
    pub(crate) fn game(self, roles: GraphRoles, rules: GraphRules) -> Result<GraphGame, Thrown> {
        let neighbours = self.neighbours(roles.hole, &rules)?;
        Ok(GraphGame::from_lists(
            &self.lengths,
            &neighbours,
            roles,
            rules,
        )?)
    }

    /// The game with several cats on this graph, validated by the core: the number of cats
    /// and the positions against the memory budget before any neighbour is read.
    pub(crate) fn cats_game(self, roles: CatsRoles, rules: CatsRules) -> Result<CatsGame, Thrown> {
        let cats = roles.cats.len();
        let neighbours = self
            .neighbours_after(|lengths| CatsGame::check_sizes(lengths, cats, &rules).map(|_| ()))?;
        Ok(CatsGame::from_lists(
            &self.lengths,
            &neighbours,
            roles,
            rules,
        )?)
    }

    /// The adjacency lists, nested, read once each list's length is within the graph (the
    /// contents are the core's to check).
    pub(crate) fn nested(self) -> Result<Vec<Vec<usize>>, Thrown> {
        let neighbours = self.neighbours_after(crate::graph_game::check_list_lengths)?;
        Ok(self.split(&neighbours))
    }

    /// `neighbours` cut into this graph's lists.
    fn split(&self, neighbours: &[usize]) -> Vec<Vec<usize>> {
        let mut rest = neighbours;
        self.lengths
            .iter()
            .map(|&len| {
                let (list, tail) = rest.split_at(len);
                rest = tail;
                list.to_vec()
            })
            .collect()
    }

    /// The adjacency lists, nested (for the baselines, which take them so), after the same
    /// checks as [`GraphInput::game`] with the classic roles.
    pub(crate) fn lists(self) -> Result<Vec<Vec<usize>>, Thrown> {
        let (roles, rules) = (GraphRoles::default(), GraphRules::default());
        let neighbours = self.neighbours(roles.hole, &rules)?;
        GraphGame::from_lists(&self.lengths, &neighbours, roles, rules)?;
        Ok(self.split(&neighbours))
    }
}

/// The graph options as read: the one-cat game's roles and rules, and what several cats add.
pub(crate) struct GraphOptions {
    /// The roles (with several cats, `cat` is the first cat).
    pub(crate) roles: GraphRoles,
    /// The rule variants (the holes beyond the first in `extra_holes`).
    pub(crate) rules: GraphRules,
    /// The cats' starts, from `cats` (or `[cat]`); `None` if neither was given (one cat).
    pub(crate) cats: Option<Vec<usize>>,
    /// `lazyCats`: exactly one cat moves in the cats' move.
    pub(crate) lazy_cats: bool,
    /// `holes: []`: the game has no hole.
    pub(crate) no_hole: bool,
}

impl GraphOptions {
    /// Whether this is the one-cat graph game (one cat and a hole), solved by the one-cat
    /// solver with today's tables; else the game with several cats (or with no hole).
    pub(crate) fn one_cat(&self) -> bool {
        self.cats.as_ref().map_or(true, |c| c.len() == 1) && !self.no_hole
    }

    /// The several-cat game's roles and rules.
    pub(crate) fn cats_game(&self) -> (CatsRoles, CatsRules) {
        let mut roles = CatsRoles::from_graph(self.roles, &self.rules);
        if let Some(cats) = &self.cats {
            roles.cats = cats.clone();
        }
        if self.no_hole {
            roles.holes.clear();
        }
        (roles, CatsRules::from_graph(&self.rules, self.lazy_cats))
    }
}

/// The graph options: the roles `{hole, mouse, cat, first}` (or `cats` for one to eight cats)
/// and the rule variants `{directed, catEntersHole, holes, mousePasses, catPasses, lazyCats}`;
/// `undefined` or `null` for the classic game. `holes` lists every hole (the first is the
/// game's `hole`), may be empty (no hole), and excludes `hole`; `cats` excludes `cat`.
pub(crate) fn graph_options(options: &JsValue) -> Result<GraphOptions, Thrown> {
    const EXAMPLE: &str = "{hole: 0, mouse: 1, cat: 2, first: \"mouse\"}";
    const KEYS: [&str; 11] = [
        "hole",
        "mouse",
        "cat",
        "first",
        "directed",
        "catEntersHole",
        "holes",
        "mousePasses",
        "catPasses",
        "cats",
        "lazyCats",
    ];
    let mut out = GraphOptions {
        roles: GraphRoles::default(),
        rules: GraphRules::default(),
        cats: None,
        lazy_cats: false,
        no_hole: false,
    };
    let Some(values) = read_options_of(options, &KEYS, EXAMPLE, Reading::OPTIONS)? else {
        return Ok(out);
    };
    let [hole, mouse, cat, first, directed, enters, holes, mouse_passes, cat_passes, cats, lazy] =
        values;
    let (roles, rules) = (&mut out.roles, &mut out.rules);
    for (name, value, slot) in [
        ("hole", &hole, &mut roles.hole),
        ("mouse", &mouse, &mut roles.mouse),
        ("cat", &cat, &mut roles.cat),
    ] {
        if !value.is_undefined() {
            *slot = whole(value, &format!("options.{name}"), 0, u32::MAX)? as usize;
        }
    }
    if !first.is_undefined() {
        roles.first = match (short_string(&first, 5).as_deref(), first.as_f64()) {
            (Some("mouse"), _) | (_, Some(0.0)) => Player::Mouse,
            (Some("cat"), _) | (_, Some(1.0)) => Player::Cat,
            _ => {
                let got = describe(&first);
                let message = format!(
                    "options.first must be \"mouse\", \"cat\" or a Player (0 or 1), got {got}"
                );
                return Err(fail("NotFirstPlayer", vec![("got", got.into())], message));
            }
        };
    }
    for (name, value, slot) in [
        ("directed", &directed, &mut rules.directed),
        ("catEntersHole", &enters, &mut rules.cat_enters_hole),
        ("mousePasses", &mouse_passes, &mut rules.mouse_passes),
        ("catPasses", &cat_passes, &mut rules.cat_passes),
        ("lazyCats", &lazy, &mut out.lazy_cats),
    ] {
        *slot = flag(value, name)?;
    }
    if !holes.is_undefined() {
        if !hole.is_undefined() {
            return Err(both_given("hole", "holes"));
        }
        let list = wholes(&holes, "options.holes", "an array of node numbers")?;
        match list.split_first() {
            Some((&main, rest)) => {
                roles.hole = main;
                rules.extra_holes = rest.to_vec();
            }
            None => out.no_hole = true,
        }
    }
    if !cats.is_undefined() {
        if !cat.is_undefined() {
            return Err(both_given("cat", "cats"));
        }
        let list = cat_list(&cats, "options.cats")?;
        roles.cat = list[0];
        out.cats = Some(list);
    }
    Ok(out)
}

/// The error when both `options.<one>` and `options.<every>` are given.
fn both_given(one: &str, every: &str) -> Thrown {
    let message =
        format!("give either options.{one} (one {one}) or options.{every} (every {one}), not both");
    let params = vec![
        ("one", format!("options.{one}").into()),
        ("every", format!("options.{every}").into()),
    ];
    fail("BothGiven", params, message)
}

/// A list of one to [`MAX_CATS`] cat places (an array or typed array of whole numbers),
/// named `what` in errors.
pub(crate) fn cat_list(value: &JsValue, what: &str) -> Result<Vec<usize>, Thrown> {
    let out = read_wholes(value, MAX_CATS as f64).map_err(|_| reader_failed(what))?;
    let must = &format!("an array of 1 to {MAX_CATS} node numbers (one per cat)");
    if let Some(failure) = Failure::of(&out) {
        if failure.kind == TOO_LONG {
            let count = failure.count as usize;
            let message = format!("{what} lists {count} cats; a game has 1 to {MAX_CATS} cats");
            return Err(cat_list_length(what, count, message));
        }
        return Err(failure.into_error(what, [must, WHOLE, ""]));
    }
    if out.len() == 1 {
        let message = format!("{what} lists no cat; a game has 1 to {MAX_CATS} cats");
        return Err(cat_list_length(what, 0, message));
    }
    Ok(out[1..].iter().map(|&x| x as usize).collect())
}

/// The error of a list of `count` cats, too few or too many.
fn cat_list_length(what: &str, count: usize, message: String) -> Thrown {
    let params = vec![
        ("what", what.into()),
        ("count", count.into()),
        ("min", 1usize.into()),
        ("max", MAX_CATS.into()),
    ];
    fail("CatListLength", params, message)
}

/// The error of a list of `count` nodes, more than `max`.
fn list_too_long(what: &str, count: usize, max: usize, message: String) -> Thrown {
    let params = vec![
        ("what", what.into()),
        ("count", count.into()),
        ("max", max.into()),
    ];
    fail("ListTooLong", params, message)
}

/// A list of at most `most` node numbers (an array or typed array of whole numbers), named
/// `what` in errors; the nodes' range is the caller's to check.
pub(crate) fn node_list(value: &JsValue, what: &str, most: usize) -> Result<Vec<u32>, Thrown> {
    let out = read_wholes(value, most as f64).map_err(|_| reader_failed(what))?;
    if let Some(failure) = Failure::of(&out) {
        if failure.kind == TOO_LONG {
            let count = failure.count as usize;
            let message = format!("{what} lists {count} nodes, more than the graph's {most}");
            return Err(list_too_long(what, count, most, message));
        }
        let must = ["an array of node numbers", WHOLE, ""];
        return Err(failure.into_error(what, must));
    }
    Ok(out[1..].iter().map(|&x| x as u32).collect())
}

/// The grid options `{turnLimit, severalFoods, blocking, mouseStays, catStays, mouseDiagonal,
/// catDiagonal}`, or a number (the turn limit); `undefined` or `null` for the classic game with
/// the `default` turn limit.
pub(crate) fn grid_options(value: &JsValue, default: u32) -> Result<(u32, GridRules), Thrown> {
    const EXAMPLE: &str = "{turnLimit: 1000}";
    const KEYS: [&str; 7] = [
        "turnLimit",
        "severalFoods",
        "blocking",
        "mouseStays",
        "catStays",
        "mouseDiagonal",
        "catDiagonal",
    ];
    let mut rules = GridRules::default();
    if value.as_f64().is_some() {
        return Ok((whole(value, "turnLimit", 1, u32::MAX)?, rules));
    }
    if !(value.is_undefined() || value.is_null() || value.is_object()) {
        let got = describe(value);
        let message = format!(
            "turnLimit must be a whole number from 1 to 4294967295 or an options object like \
             {EXAMPLE}, got {got}"
        );
        let params = vec![
            ("min", 1u32.into()),
            ("max", u32::MAX.into()),
            ("example", EXAMPLE.into()),
            ("got", got.into()),
        ];
        return Err(fail("NotGridOptions", params, message));
    }
    let Some(values) = read_options_of(value, &KEYS, EXAMPLE, Reading::OPTIONS)? else {
        return Ok((default, rules));
    };
    let [limit, foods, blocking, mouse_stays, cat_stays, mouse_diagonal, cat_diagonal] = values;
    let limit = if limit.is_undefined() {
        default
    } else {
        whole(&limit, "options.turnLimit", 1, u32::MAX)?
    };
    rules.several_foods = flag(&foods, "severalFoods")?;
    rules.blocking = flag(&blocking, "blocking")?;
    // Staying put is the classic rule: these two default to true.
    rules.mouse_stays = mouse_stays.is_undefined() || flag(&mouse_stays, "mouseStays")?;
    rules.cat_stays = cat_stays.is_undefined() || flag(&cat_stays, "catStays")?;
    rules.mouse_diagonal = flag(&mouse_diagonal, "mouseDiagonal")?;
    rules.cat_diagonal = flag(&cat_diagonal, "catDiagonal")?;
    Ok((limit, rules))
}

/// A rule switch `options.<name>`: `true` or `false` (`undefined`: `false`).
fn flag(value: &JsValue, name: &str) -> Result<bool, Thrown> {
    if value.is_undefined() {
        return Ok(false);
    }
    value
        .as_bool()
        .ok_or_else(|| not_boolean(&format!("options.{name}"), value))
}

/// The error when the argument `what` (`onProgress`) is not a function.
pub(crate) fn not_a_function(what: &str) -> Thrown {
    let message = format!("{what} must be a function");
    fail("NotAFunction", vec![("what", what.into())], message)
}

/// The error when `what` is not `true` or `false`.
pub(crate) fn not_boolean(what: &str, value: &JsValue) -> Thrown {
    let got = describe(value);
    let message = format!("{what} must be true or false, got {got}");
    fail(
        "NotBoolean",
        vec![("what", what.into()), ("got", got.into())],
        message,
    )
}

/// An array (or typed array) of at most [`MAX_PLACES`] whole numbers from 0 to 2³²−1, read
/// through `read.js`; errors name `what` (e.g. `options.holes`), which must be `must`.
fn wholes(value: &JsValue, what: &str, must: &str) -> Result<Vec<usize>, Thrown> {
    let out = read_wholes(value, MAX_PLACES as f64).map_err(|_| reader_failed(what))?;
    if let Some(failure) = Failure::of(&out) {
        if failure.kind == TOO_LONG {
            let count = failure.count as usize;
            let message =
                format!("{what} lists {count} nodes, more than the {MAX_PLACES} a graph may have");
            return Err(list_too_long(what, count, MAX_PLACES, message));
        }
        return Err(failure.into_error(what, [must, WHOLE, ""]));
    }
    Ok(out[1..].iter().map(|&x| x as usize).collect())
}

/// How the messages about an options object name it.
#[derive(Clone, Copy)]
pub(crate) struct Reading {
    /// The object as a subject: "options", "the design spec".
    noun: &'static str,
    /// The object in a path: `options.hole`, `spec.nodes`.
    path: &'static str,
    /// One of its keys: "option", "design spec key".
    key: &'static str,
}

impl Reading {
    /// The options of a solution, a check or a baseline.
    pub(crate) const OPTIONS: Reading = Reading {
        noun: "options",
        path: "options",
        key: "option",
    };
    /// A designer's spec.
    pub(crate) const SPEC: Reading = Reading {
        noun: "the design spec",
        path: "spec",
        key: "design spec key",
    };
}

/// The values of the `N` known keys of an options object, or `None` for `undefined` / `null`.
/// Only its own enumerable keys count (an inherited property is not read, as no input's is);
/// unknown keys are errors; a key's getter that throws is an error naming the key.
pub(crate) fn read_options_of<const N: usize>(
    options: &JsValue,
    known: &[&str; N],
    example: &str,
    reading: Reading,
) -> Result<Option<[JsValue; N]>, Thrown> {
    if options.is_undefined() || options.is_null() {
        return Ok(None);
    }
    let Reading { noun, path, key } = reading;
    let out = read_options(options, &known.join(",")).map_err(|_| reader_failed(noun))?;
    let first = out.get(0);
    if first.as_f64() != Some(0.0) {
        let record: Vec<f64> = js_sys::Float64Array::from(first).to_vec();
        let failure = Failure::of(&record).ok_or_else(|| reader_failed(noun))?;
        let text = failure.text;
        return Err(match failure.kind {
            UNKNOWN_KEY => {
                let known = known.join(", ");
                let message = format!("unknown {key} {text}; known: {known}");
                let params = vec![("key", text.into()), ("known", known.into())];
                fail("UnknownKey", params, message)
            }
            NOT_OBJECT => not_an_object(noun, example, text),
            _ => {
                let what = if failure.depth == 0.0 {
                    noun.to_string()
                } else {
                    format!("{path}.{}", known.get(failure.i as usize).unwrap_or(&"?"))
                };
                let message = format!("reading {what} threw: {text}");
                let params = vec![("what", what.into()), ("thrown", text.into())];
                fail("InputThrew", params, message)
            }
        });
    }
    Ok(Some(std::array::from_fn(|k| out.get(k as u32 + 1))))
}

/// The error when `what` is not an object like `example` (`got` describes it).
pub(crate) fn not_an_object(what: &str, example: &str, got: String) -> Thrown {
    let message = format!("{what} must be an object like {example}, got {got}");
    let params = vec![
        ("what", what.into()),
        ("example", example.into()),
        ("got", got.into()),
    ];
    fail("NotAnObject", params, message)
}

/// A grid whose sizes passed the core's checks: its cells, row by row.
pub(crate) struct GridInput {
    pub(crate) rows: usize,
    pub(crate) cols: usize,
    pub(crate) cells: Vec<char>,
}

impl GridInput {
    /// The rows as strings (for the baseline, which takes them so).
    pub(crate) fn strings(&self) -> Vec<String> {
        self.cells
            .chunks(self.cols)
            .map(|row| row.iter().collect())
            .collect()
    }
}

/// Reads `grid`, an array of strings: row count and row lengths first, checked against the
/// memory budget by the core, then the cells (only when within it).
pub(crate) fn grid_input(grid: &JsValue) -> Result<GridInput, Thrown> {
    let flat = read_grid(grid, MAX_PLACES as f64).map_err(|_| reader_failed("the grid"))?;
    if let Some(failure) = Failure::of(&flat) {
        if failure.kind == TOO_LONG {
            return Err(SpecError::TooLarge {
                what: "rows",
                count: failure.count as usize,
                max: MAX_PLACES,
            }
            .into());
        }
        return Err(failure.into_error("grid", GRID_MUST));
    }
    let rows = flat[1] as usize;
    let counted = flat[2] as usize;
    let lengths = &flat[3..3 + counted];
    let cols = GridGame::check_sizes(rows, lengths.iter().map(|&len| len as usize))?;
    let cells: Vec<char> = flat[3 + counted..]
        .iter()
        .map(|&c| char::from_u32(c as u32).unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    if cells.len() != rows * cols {
        // read.js sends the cells whenever the sizes are within the budget.
        return Err(reader_failed("the grid"));
    }
    Ok(GridInput { rows, cols, cells })
}

/// `value`'s text if it is a string of at most `most` UTF-16 units, measured before it is
/// copied (so a huge string is never copied into wasm); else `None`.
pub(crate) fn short_string(value: &JsValue, most: usize) -> Option<String> {
    let length = value.dyn_ref::<js_sys::JsString>()?.length();
    if length as usize > most {
        return None;
    }
    value.as_string()
}

/// A whole number in `min..=max`, or an error naming `what`, the full range, and the value.
pub(crate) fn whole(value: &JsValue, what: &str, min: u32, max: u32) -> Result<u32, Thrown> {
    match value.as_f64() {
        Some(x) if x.fract() == 0.0 && x >= f64::from(min) && x <= f64::from(max) => Ok(x as u32),
        _ => {
            let got = describe(value);
            let message = format!("{what} must be a whole number from {min} to {max}, got {got}");
            let params = vec![
                ("what", what.into()),
                ("min", min.into()),
                ("max", max.into()),
                ("got", got.into()),
            ];
            Err(fail("NotWhole", params, message))
        }
    }
}

/// A jump length: a whole number from 1 to 2³²−1 (longer than the board is fine).
pub(crate) fn jump(value: &JsValue, name: &str) -> Result<u32, Thrown> {
    whole(value, name, 1, u32::MAX)
}

/// A player, the argument named `what`: `Player.Mouse` (0) or `Player.Cat` (1).
pub(crate) fn player(value: &JsValue, what: &str) -> Result<Player, Thrown> {
    match value.as_f64() {
        // -0 is 0.
        Some(0.0) => Ok(Player::Mouse),
        Some(1.0) => Ok(Player::Cat),
        _ => {
            let got = describe(value);
            let message = format!("{what} must be Player.Mouse (0) or Player.Cat (1), got {got}");
            let params = vec![("what", what.into()), ("got", got.into())];
            Err(fail("NotPlayer", params, message))
        }
    }
}

/// The player to move: `Player.Mouse` (0) or `Player.Cat` (1).
pub(crate) fn turn(value: &JsValue) -> Result<Player, Thrown> {
    player(value, "turn")
}

/// An optional count of plies: `default` when `undefined`, else a whole number from 0.
pub(crate) fn plies(value: &JsValue, what: &str, default: u32) -> Result<u32, Thrown> {
    if value.is_undefined() {
        Ok(default)
    } else {
        whole(value, what, 0, u32::MAX)
    }
}
