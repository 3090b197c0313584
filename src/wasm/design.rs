//! The `Designer` export: the seeded puzzle search, driven in chunks (from a worker).

use wasm_bindgen::prelude::*;

use super::thrown::{fail, Thrown};

use super::clock::Clock;
use super::input::{self, read_options_of, Reading};
use super::memory;
use super::shield::shield;
use crate::{
    DesignError, DesignSpec, Designer as CoreDesigner, Found, Goal, GraphRoles, GraphSpace,
    GridSpace, Player, Property, Puzzle, Space, SpecError, DEFAULT_TURN_LIMIT, DESIGN_EVAL_BYTES,
    MAX_CHAINS, MAX_DESIGN_CATS, MAX_DESIGN_NODES, MAX_DESIGN_SIDE, MIN_DESIGN_PLACES,
    SYNC_EVALUATIONS,
};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = r#"
/**
 * What to design. `kind` "graph": `nodes` (3 to 64), `minEdges` (default: nodes − 1 if connected,
 * else 0), `maxEdges` (default: 3 · nodes; above what fits is lowered), `connected` (default
 * true). `kind` "grid": `rows`, `cols` (1 to 16 each, at least 3 cells), `minWalls` (default 0),
 * `maxWalls` (default: cells − 3), `catJump`, `mouseJump` (default 1), `turnLimit` (default 1000),
 * and `mouse`, `cat`, `food`: a fixed cell (row · cols + col) or null / absent for free.
 * `goal`: "longestWin" (with `side`: "mouse", "cat" or "either", the default), "dpWrong" (graphs),
 * "turnLimit" (grids), or "smallest" (with `property`: "win" (with `plies` from 1 and `side`),
 * "dpWrong" or "turnLimit"), or, graphs only, Cops and Robbers: "needsCats" (the smallest graph
 * that needs at least `cats` cats, 2 to 4) or "longestCapture" (the longest capture time with
 * `cats` cats, 1 to 4, in rounds); such a spec is refused if one solve on the densest graph of
 * its space would be over the designer's budgets (1,048,576 positions, 33,554,432 moves), the
 * message naming the nodes, the edges, the cats, the count and the limit. `seed`: a whole
 * number (default 0). Any other key is an error.
 */
export interface DesignSpec {
  kind: "graph" | "grid";
  nodes?: number; minEdges?: number; maxEdges?: number; connected?: boolean;
  rows?: number; cols?: number; minWalls?: number; maxWalls?: number; catJump?: number; mouseJump?: number; turnLimit?: number;
  mouse?: number | null; cat?: number | null; food?: number | null;
  goal: "longestWin" | "dpWrong" | "turnLimit" | "smallest" | "needsCats" | "longestCapture"; cats?: number;
  side?: "mouse" | "cat" | "either"; property?: "win" | "dpWrong" | "turnLimit"; plies?: number;
  seed?: number;
}
/** A graph puzzle in the page's shape (classic roles). */
export interface GraphPuzzle { adj: number[][]; hole: number; mouse: number; cat: number; }
/** A grid puzzle in the page's shape. */
export interface GridPuzzle { rows: string[]; catJump: number; mouseJump: number; turnLimit: number; }
/**
 * The best puzzle so far: its start's exact `outcome` and `distance` (without the turn limit on
 * grids), its `score` under the goal (higher is better), whether it `holds` the goal's property,
 * its `size` (edges, or floor cells), and the `evaluation` that found it.
 */
export interface Found { mode: "graph" | "grid"; puzzle: GraphPuzzle | GridPuzzle; outcome: Outcome; distance: number; score: number; holds: boolean; size: number; evaluation: number; }
/** What one `step()` reports: evaluations so far, the best and the current score, and the best puzzle if it improved in this step (else null). */
export interface DesignProgress { evaluations: number; bestScore: number; currentScore: number; improved: boolean; best: Found | null; }
/** The designer's bounds: the most graph nodes, the most grid rows and columns, the fewest places, the most evaluations per step, the longest time budget of a step (ms), the most chains of a parallel search, every how many evaluations of each chain they share their best, the most cats of the Cops and Robbers goals. */
export interface DesignLimits { maxNodes: number; maxSide: number; minPlaces: number; maxStep: number; maxStepMillis: number; maxChains: number; syncEvaluations: number; maxCats: number; }
"#;

#[wasm_bindgen(module = "/src/wasm/design.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = graphPuzzleObject)]
    fn graph_puzzle_object(lengths: &[u32], neighbours: &[u32]) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = gridPuzzleObject)]
    fn grid_puzzle_object(
        rows: &str,
        cat_jump: u32,
        mouse_jump: u32,
        turn_limit: u32,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = foundObject)]
    #[allow(clippy::too_many_arguments)]
    fn found_of(
        mode: &str,
        puzzle: JsValue,
        outcome: u8,
        distance: u32,
        score: f64,
        holds: bool,
        size: f64,
        evaluation: f64,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = progressObject)]
    fn progress_object(
        evaluations: f64,
        best_score: f64,
        current_score: f64,
        improved: bool,
        best: JsValue,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = designLimitsObject)]
    fn design_limits_object(
        max_nodes: f64,
        max_side: f64,
        min_places: f64,
        max_step: f64,
        max_step_millis: f64,
        max_chains: f64,
        sync_evaluations: f64,
        max_cats: f64,
    ) -> Result<JsValue, JsValue>;
}

/// The most evaluations one `step()` may run. The time budget ([`MAX_STEP_MILLIS`]) bounds a
/// step's time whatever the count: one evaluation of the largest one-cat design spaces takes
/// milliseconds, and of the largest Cops and Robbers spaces a tenth of a second or so (their
/// budgets, `MAX_DESIGN_CAT_POSITIONS` and `MAX_DESIGN_CAT_MOVES`, bound it).
pub const MAX_STEP: u32 = 1_000_000;

/// The longest time budget of one `step()`, and its default, in milliseconds: a step stops
/// before its next evaluation once this is spent, so that no call blocks its thread for long.
pub const MAX_STEP_MILLIS: u32 = 1000;

/// The most characters `adopt()` reads: a grid's rows and their newlines (16 × 17), or the
/// graph6 text of a graph of the most nodes (1 + 4 + 336 characters for 64), with room for a
/// header and whitespace; 64 K, far above both.
pub const MAX_SHARED: u32 = 1 << 16;

/// The keys of each kind (the others are refused with the kind they belong to).
const GRAPH_KEYS: [&str; 4] = ["nodes", "minEdges", "maxEdges", "connected"];
const GRID_KEYS: [&str; 10] = [
    "rows",
    "cols",
    "minWalls",
    "maxWalls",
    "catJump",
    "mouseJump",
    "turnLimit",
    "mouse",
    "cat",
    "food",
];

/// The keys of the goal.
const GOAL_KEYS: [&str; 5] = ["goal", "side", "property", "plies", "cats"];

/// The keys of a design spec, in the order they are read: the kind, each kind's keys, the
/// goal's, the seed.
const KEYS: [&str; 21] = joined([&["kind"], &GRAPH_KEYS, &GRID_KEYS, &GOAL_KEYS, &["seed"]]);

/// The lists of `parts`, one after another (`N`: their total length).
const fn joined<const N: usize>(parts: [&[&'static str]; 5]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut at, mut p) = (0, 0);
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            out[at] = parts[p][i];
            (at, i) = (at + 1, i + 1);
        }
        p += 1;
    }
    assert!(at == N, "N is the parts' total length");
    out
}

/// The values of a spec, by key.
struct Values([JsValue; 21]);

impl Values {
    fn get(&self, key: &str) -> &JsValue {
        // Not reachable from input: `key` is one of this file's literals, each in `KEYS`.
        let k = KEYS.iter().position(|&x| x == key).expect("a known key");
        &self.0[k]
    }

    /// A required whole number.
    fn count(&self, key: &str) -> Result<usize, Thrown> {
        let v = self.get(key);
        if v.is_undefined() {
            return Err(missing(key, None, format!("spec.{key} is required")));
        }
        Ok(input::whole(v, &format!("spec.{key}"), 0, u32::MAX)? as usize)
    }

    /// An optional whole number from `min`.
    fn count_or(&self, key: &str, min: u32, default: u32) -> Result<u32, Thrown> {
        let v = self.get(key);
        if v.is_undefined() {
            Ok(default)
        } else {
            input::whole(v, &format!("spec.{key}"), min, u32::MAX)
        }
    }

    /// An optional cell: `undefined` or `null` for free.
    fn cell(&self, key: &str) -> Result<Option<usize>, Thrown> {
        let v = self.get(key);
        if v.is_undefined() || v.is_null() {
            Ok(None)
        } else {
            Ok(Some(
                input::whole(v, &format!("spec.{key}"), 0, u32::MAX)? as usize
            ))
        }
    }

    /// One of `names` (a string), or `default` when absent.
    fn choice(&self, key: &str, names: &[&str], default: &str) -> Result<String, Thrown> {
        let v = self.get(key);
        if v.is_undefined() {
            return Ok(default.to_string());
        }
        let longest = names.iter().map(|n| n.len()).max().unwrap_or(0);
        match input::short_string(v, longest) {
            Some(s) if names.contains(&s.as_str()) => Ok(s),
            _ => {
                let choices = names
                    .iter()
                    .map(|n| format!("\"{n}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                let got = input::describe(v);
                let message = format!("spec.{key} must be one of {choices}, got {got}");
                let params = vec![
                    ("key", format!("spec.{key}").into()),
                    ("choices", choices.into()),
                    ("got", got.into()),
                ];
                Err(fail("SpecChoice", params, message))
            }
        }
    }
}

/// The error of a missing `spec.<key>`: `choices` are the values it may take, as the
/// message says them after its colon.
fn missing(key: &str, choices: Option<&str>, message: impl std::fmt::Display) -> Thrown {
    let params = vec![
        ("key", format!("spec.{key}").into()),
        ("choices", choices.map_or(crate::Param::Absent, Into::into)),
    ];
    fail("SpecMissing", params, message)
}

/// The error of `spec.<key>` given where it does not apply: `applies_to` names the kind,
/// the goals or the property it applies to.
fn not_applicable(key: &str, applies_to: &str, message: impl std::fmt::Display) -> Thrown {
    let params = vec![
        ("key", format!("spec.{key}").into()),
        ("appliesTo", applies_to.into()),
    ];
    fail("SpecNotApplicable", params, message)
}

/// Reads a design spec from JS: the shape (an object with known keys only), then each key
/// family in turn ([`read_space`], [`read_goal`], the seed); the core then checks the ranges.
fn read_spec(spec: &JsValue) -> Result<DesignSpec, Thrown> {
    const EXAMPLE: &str = "{kind: \"graph\", nodes: 17, goal: \"longestWin\", seed: 1}";
    if spec.is_undefined() || spec.is_null() {
        return Err(input::not_an_object(
            "the design spec",
            EXAMPLE,
            input::describe(spec),
        ));
    }
    let values = Values(
        read_options_of(spec, &KEYS, EXAMPLE, Reading::SPEC)?
            .expect("undefined and null were refused above"),
    );
    let space = read_space(&values)?;
    let goal = read_goal(&values)?;
    let seed = u64::from(values.count_or("seed", 0, 0)?);
    Ok(DesignSpec { space, goal, seed })
}

/// The space of a spec: its kind (required), the keys of the other kind (refused), then the
/// kind's own keys.
fn read_space(values: &Values) -> Result<Space, Thrown> {
    let kind = values.get("kind");
    if kind.is_undefined() {
        let choices = "\"graph\" or \"grid\"";
        return Err(missing(
            "kind",
            Some(choices),
            format!("spec.kind is required: {choices}"),
        ));
    }
    let kind = values.choice("kind", &["graph", "grid"], "")?;
    let (other, other_kind): (&[&str], &str) = if kind == "graph" {
        (&GRID_KEYS, "grids")
    } else {
        (&GRAPH_KEYS, "graphs")
    };
    if let Some(key) = other.iter().find(|k| !values.get(k).is_undefined()) {
        return Err(not_applicable(
            key,
            other_kind,
            format!("spec.{key} applies to {other_kind} only (this spec's kind is \"{kind}\")"),
        ));
    }
    if kind == "graph" {
        read_graph_space(values)
    } else {
        read_grid_space(values)
    }
}

/// The keys of a graph space ([`GRAPH_KEYS`]).
fn read_graph_space(values: &Values) -> Result<Space, Thrown> {
    let nodes = values.count("nodes")?;
    let connected = match values.get("connected") {
        v if v.is_undefined() => true,
        v => v
            .as_bool()
            .ok_or_else(|| input::not_boolean("spec.connected", v))?,
    };
    let (lowest, highest) = GraphSpace::default_edges(nodes, connected);
    let lowest = u32::try_from(lowest).unwrap_or(u32::MAX);
    let highest = u32::try_from(highest).unwrap_or(u32::MAX);
    Ok(Space::Graph(GraphSpace {
        nodes,
        min_edges: values.count_or("minEdges", 0, lowest)? as usize,
        max_edges: values.count_or("maxEdges", 0, highest)? as usize,
        connected,
    }))
}

/// The keys of a grid space ([`GRID_KEYS`]).
fn read_grid_space(values: &Values) -> Result<Space, Thrown> {
    let (rows, cols) = (values.count("rows")?, values.count("cols")?);
    let most = (rows.saturating_mul(cols)).saturating_sub(MIN_DESIGN_PLACES);
    Ok(Space::Grid(GridSpace {
        rows,
        cols,
        min_walls: values.count_or("minWalls", 0, 0)? as usize,
        max_walls: values.count_or("maxWalls", 0, u32::try_from(most).unwrap_or(u32::MAX))?
            as usize,
        cat_jump: values.count_or("catJump", 1, 1)?,
        mouse_jump: values.count_or("mouseJump", 1, 1)?,
        turn_limit: values.count_or("turnLimit", 1, DEFAULT_TURN_LIMIT)?,
        mouse: values.cell("mouse")?,
        cat: values.cell("cat")?,
        food: values.cell("food")?,
    }))
}

/// The goal of a spec ([`GOAL_KEYS`]): `goal` (required), then its `side`, `property`,
/// `plies` and `cats`, each refused where the goal does not use it.
fn read_goal(values: &Values) -> Result<Goal, Thrown> {
    let goal = values.get("goal");
    if goal.is_undefined() {
        let choices = "\"longestWin\", \"dpWrong\", \"turnLimit\", \"smallest\", \"needsCats\" or \
                       \"longestCapture\"";
        return Err(missing(
            "goal",
            Some(choices),
            format!("spec.goal is required: {choices}"),
        ));
    }
    let side = match values
        .choice("side", &["mouse", "cat", "either"], "either")?
        .as_str()
    {
        "mouse" => Some(Player::Mouse),
        "cat" => Some(Player::Cat),
        _ => None,
    };
    let goal_name = values.choice(
        "goal",
        &[
            "longestWin",
            "dpWrong",
            "turnLimit",
            "smallest",
            "needsCats",
            "longestCapture",
        ],
        "",
    )?;
    if goal_name != "smallest" && !values.get("property").is_undefined() {
        return Err(not_applicable(
            "property",
            "smallest",
            "spec.property applies to the goal \"smallest\" only",
        ));
    }
    let cats = read_cats(values, &goal_name)?;
    let goal = match goal_name.as_str() {
        "needsCats" => Goal::NeedsCats {
            cats: cats.expect("read for this goal"),
        },
        "longestCapture" => Goal::LongestCapture {
            cats: cats.expect("read for this goal"),
        },
        "longestWin" => Goal::LongestWin { side },
        "dpWrong" => Goal::DpWrong,
        "turnLimit" => Goal::TurnLimitDecides,
        _ => Goal::Smallest(read_property(values, side)?),
    };
    let uses_plies = matches!(goal, Goal::Smallest(Property::WinAtLeast { .. }));
    if !uses_plies && !values.get("plies").is_undefined() {
        return Err(not_applicable(
            "plies",
            "smallest, win",
            "spec.plies applies to the goal \"smallest\" with the property \"win\" only",
        ));
    }
    let uses_side = matches!(
        goal,
        Goal::LongestWin { .. } | Goal::Smallest(Property::WinAtLeast { .. })
    );
    if !uses_side && !values.get("side").is_undefined() {
        return Err(not_applicable(
            "side",
            "longestWin, win",
            "spec.side applies to the goal \"longestWin\" and the property \"win\" only",
        ));
    }
    Ok(goal)
}

/// `spec.cats` for the goal `goal_name`: required by the Cops and Robbers goals (`Some`),
/// refused by the others (`None`).
fn read_cats(values: &Values, goal_name: &str) -> Result<Option<usize>, Thrown> {
    let cats = values.get("cats");
    let cats_goal = goal_name == "needsCats" || goal_name == "longestCapture";
    if !cats_goal && !cats.is_undefined() {
        return Err(not_applicable(
            "cats",
            "needsCats, longestCapture",
            "spec.cats applies to the goals \"needsCats\" and \"longestCapture\" only",
        ));
    }
    if !cats_goal {
        return Ok(None);
    }
    if cats.is_undefined() {
        let choices = format!("1 to {MAX_DESIGN_CATS}");
        return Err(missing(
            "cats",
            Some(&choices),
            format!("spec.cats is required for the goal \"{goal_name}\": {choices}"),
        ));
    }
    Ok(Some(input::whole(cats, "spec.cats", 0, u32::MAX)? as usize))
}

/// The property of the goal "smallest": `spec.property` (required), and with "win" its
/// `plies` (required) and `side`.
fn read_property(values: &Values, side: Option<Player>) -> Result<Property, Thrown> {
    if values.get("property").is_undefined() {
        let choices = "\"win\", \"dpWrong\" or \"turnLimit\"";
        return Err(missing(
            "property",
            Some(choices),
            format!("spec.property is required for the goal \"smallest\": {choices}"),
        ));
    }
    Ok(
        match values
            .choice("property", &["win", "dpWrong", "turnLimit"], "")?
            .as_str()
        {
            "win" => {
                let plies = values.get("plies");
                if plies.is_undefined() {
                    return Err(missing(
                        "plies",
                        None,
                        "spec.plies is required for the property \"win\": the fewest plies",
                    ));
                }
                Property::WinAtLeast {
                    plies: input::whole(plies, "spec.plies", 1, u32::MAX)?,
                    side,
                }
            }
            "dpWrong" => Property::DpWrong,
            _ => Property::TurnLimitDecides,
        },
    )
}

/// The JS object of a found puzzle.
fn found_object(found: &Found) -> Result<JsValue, Thrown> {
    let (mode, puzzle) = match &found.puzzle {
        Puzzle::Graph { adjacency, .. } => {
            let lengths: Vec<u32> = adjacency.iter().map(|l| l.len() as u32).collect();
            let flat: Vec<u32> = adjacency.iter().flatten().map(|&x| x as u32).collect();
            ("graph", graph_puzzle_object(&lengths, &flat))
        }
        Puzzle::Grid {
            rows,
            cat_jump,
            mouse_jump,
            turn_limit,
        } => (
            "grid",
            grid_puzzle_object(&rows.join("\n"), *cat_jump, *mouse_jump, *turn_limit),
        ),
    };
    found_of(
        mode,
        puzzle.map_err(super::output::failed)?,
        found.value.outcome as u8,
        found.value.distance,
        found.score as f64,
        found.holds,
        found.size as f64,
        found.evaluation as f64,
    )
    .map_err(super::output::failed)
}

/// A seeded search for puzzles that maximise a goal under constraints (opaque handle). Drive it
/// in chunks with `step()`; the same seed and the same number of evaluations give the same best
/// puzzle however the steps are split, here and natively. Call `free()` when done.
#[wasm_bindgen]
pub struct Designer {
    /// The spec (checked) and the chain: enough to start the search.
    spec: DesignSpec,
    chain: u32,
    /// The search, once its starting puzzle is evaluated: by the first call that needs it, so
    /// that the constructor only checks the spec.
    core: Option<CoreDesigner>,
}

/// The `Error` of a designer's refusal: running out of memory in the binding's words, the rest
/// as the core says.
fn design_error(e: DesignError) -> Thrown {
    match e {
        DesignError::Refused(SpecError::OutOfMemory(e)) => {
            memory::refused("an evaluation of the designer", e)
        }
        e => e.into(),
    }
}

impl Designer {
    /// The search, started if it was not: the starting puzzle evaluated (evaluation 1), in a
    /// shield, after the memory for it is reserved.
    fn started(&mut self) -> Result<&mut CoreDesigner, Thrown> {
        if self.core.is_none() {
            memory::reserve("an evaluation of the designer", DESIGN_EVAL_BYTES)?;
            let (spec, chain) = (self.spec, self.chain);
            let core = shield("starting the designer", || CoreDesigner::chain(spec, chain))?;
            self.core = Some(core.map_err(design_error)?);
        }
        // The `None` arm is not reachable (just filled); an Error rather than a panic anyway.
        self.core
            .as_mut()
            .ok_or_else(|| fail("DesignerNotStarted", vec![], "the designer could not start"))
    }
}

#[wasm_bindgen]
impl Designer {
    /// A designer for `spec` (see `DesignSpec`): the spec is checked (in microseconds, nothing
    /// is solved), and the random starting puzzle is evaluated (evaluation 1) by the first call
    /// that needs it (`step`, `best`, `bestRank`, `share`, `adopt`, `history`). `chain`
    /// (default 0, up to `designLimits().maxChains − 1`): which chain of a parallel search
    /// this is; its generator is seeded from the spec's seed and the chain (chain 0 is the
    /// plain designer). Chains share their best with `share()` / `adopt()` every
    /// `designLimits().syncEvaluations` evaluations (see `adopt`): what is posted at one
    /// meeting is adopted at the next, so no chain waits for the others.
    ///
    /// @throws {Error} naming the problem if the spec is malformed, a constraint is out of
    /// range or contradicts another, the goal does not apply to the kind, a Cops and Robbers
    /// goal's solves would be over the designer's budgets on the largest graph of the space
    /// (naming the nodes, the edges, the cats, the count and the limit), or `chain` is not a
    /// whole number in range.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "DesignSpec")] spec: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] chain: JsValue,
    ) -> Result<Designer, Thrown> {
        let spec = read_spec(&spec)?;
        let chain = if chain.is_undefined() {
            0
        } else {
            input::whole(&chain, "chain", 0, MAX_CHAINS as u32 - 1)?
        };
        spec.validate().map_err(Thrown::from)?;
        Ok(Designer {
            spec,
            chain,
            core: None,
        })
    }

    /// Runs up to `evaluations` more evaluations (each solves one candidate puzzle exactly),
    /// from 0 to `designLimits().maxStep`, within `millis` milliseconds (from 0 to
    /// `designLimits().maxStepMillis`, the default) plus at most one evaluation: before each
    /// evaluation the step stops if the longest one so far would not fit in the time left.
    /// On a new designer the step first evaluates the starting puzzle (evaluation 1), which
    /// counts as the step's first evaluation there; else, with `millis` above 0, at least one
    /// evaluation runs. The progress says how many evaluations there have been; the search goes
    /// on from there, so the same number of evaluations gives the same best puzzle however the
    /// steps were split or stopped.
    ///
    /// @throws {Error} if `evaluations` or `millis` is not a whole number in range, or wasm
    /// memory cannot hold an evaluation (the evaluations before it are kept).
    #[wasm_bindgen(unchecked_return_type = "DesignProgress")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] evaluations: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] millis: JsValue,
    ) -> Result<JsValue, Thrown> {
        let n = input::whole(&evaluations, "evaluations", 0, MAX_STEP)?;
        let budget = if millis.is_undefined() {
            MAX_STEP_MILLIS
        } else {
            input::whole(&millis, "millis", 0, MAX_STEP_MILLIS)?
        };
        // The clock starts before the starting puzzle's evaluation, if this step makes it.
        let clock = Clock::start();
        let designer = self.started()?;
        let mut refused = None;
        // Before each evaluation: room for it, and time for it, judging by the longest one yet
        // (the first check measures the start-up, the starting puzzle's evaluation included).
        let (mut last, mut longest) = (0.0, 0.0_f64);
        let p = shield("running the designer", || {
            designer.try_step_while(u64::from(n), || {
                if let Err(e) = crate::reserve(DESIGN_EVAL_BYTES) {
                    refused = Some(e);
                    return false;
                }
                let now = clock.elapsed();
                longest = longest.max(now - last);
                last = now;
                now + longest < f64::from(budget)
            })
        })?;
        if let Some(e) = refused {
            return Err(memory::refused("an evaluation of the designer", e));
        }
        let p = p.map_err(design_error)?;
        let best = if p.improved {
            found_object(&designer.best())?
        } else {
            JsValue::NULL
        };
        progress_object(
            p.evaluations as f64,
            p.best_score as f64,
            p.current_score as f64,
            p.improved,
            best,
        )
        .map_err(super::output::failed)
    }

    /// The best puzzle so far, in the page's shapes (see `Found`); on a new designer, its
    /// starting puzzle (evaluated now).
    ///
    /// @throws {Error} if wasm memory cannot hold the starting puzzle's evaluation.
    #[wasm_bindgen(unchecked_return_type = "Found")]
    pub fn best(&mut self) -> Result<JsValue, Thrown> {
        found_object(&self.started()?.best())
    }

    /// Evaluations so far (the starting puzzle counts as 1, before it is evaluated too).
    #[wasm_bindgen(getter)]
    pub fn evaluations(&self) -> f64 {
        self.core.as_ref().map_or(1.0, |d| d.evaluations() as f64)
    }

    /// The best find as a text another chain of the same spec can `adopt`: graph6 for a graph
    /// (nauty's format), the rows joined by newlines for a grid.
    ///
    /// @throws {Error} as `best()`.
    pub fn share(&mut self) -> Result<String, Thrown> {
        match self.started()?.best().puzzle {
            Puzzle::Graph { adjacency, .. } => Ok(crate::to_graph6(&adjacency)?),
            Puzzle::Grid { rows, .. } => Ok(rows.join("\n")),
        }
    }

    /// The best's rank, `[score, tieBreak]`: the order in which the chains' finds are compared
    /// (higher first, then the lower chain among equals). The find posted with the highest rank
    /// at a meeting is adopted, at the next meeting, by every chain whose best ranks below it.
    ///
    /// @throws {Error} as `best()`.
    #[wasm_bindgen(js_name = bestRank)]
    pub fn best_rank(&mut self) -> Result<Vec<f64>, Thrown> {
        let (a, b) = self.started()?.best_rank();
        Ok(vec![a as f64, b as f64])
    }

    /// Takes another chain's `share()` as this chain's best if it ranks strictly higher (it is
    /// evaluated here, not counted among the evaluations): the next restart from the best
    /// starts from it. Returns whether it was taken. The same offers at the same evaluation
    /// counts give the same search. The text is measured before it is read: at most
    /// 65,536 characters (`MAX_SHARED`).
    ///
    /// @throws {Error} if `shared` is not a string, is longer than that, is not graph6 or grid
    /// rows, or is not a puzzle of this designer's space (a Cops and Robbers graph is also
    /// checked against the designer's budgets before it is solved).
    pub fn adopt(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] shared: JsValue,
    ) -> Result<bool, Thrown> {
        let text = match input::short_string(&shared, MAX_SHARED as usize) {
            Some(t) => t,
            None if shared.is_string() => {
                let length = shared.unchecked_ref::<js_sys::JsString>().length();
                let message = format!(
                    "the shared find has {length} characters, more than any design space needs \
                     ({MAX_SHARED})"
                );
                let params = vec![("length", length.into()), ("max", MAX_SHARED.into())];
                return Err(fail("SharedTooLong", params, message));
            }
            None => {
                let got = input::describe(&shared);
                let message =
                    format!("the shared find must be a string (a chain's share()), got {got}");
                return Err(fail("SharedNotString", vec![("got", got.into())], message));
            }
        };
        let space = self.spec.space;
        let puzzle = match space {
            Space::Graph(_) => Puzzle::Graph {
                adjacency: shield("reading a shared find", || crate::parse_graph6(&text))??,
                roles: GraphRoles::default(),
            },
            Space::Grid(s) => Puzzle::Grid {
                rows: text.split('\n').map(str::to_string).collect(),
                cat_jump: s.cat_jump,
                mouse_jump: s.mouse_jump,
                turn_limit: s.turn_limit,
            },
        };
        let designer = self.started()?;
        memory::reserve("an evaluation of the designer", DESIGN_EVAL_BYTES)?;
        let taken = shield("adopting a find", || designer.adopt(&puzzle))?;
        taken.map_err(design_error)
    }

    /// The seed.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        self.spec.seed as f64
    }

    /// Every improvement of the best score, as pairs `[evaluation, score, evaluation, score,
    /// …]`, the first being the starting puzzle: the score history to draw.
    ///
    /// @throws {Error} as `best()`.
    pub fn history(&mut self) -> Result<Vec<f64>, Thrown> {
        Ok(self
            .started()?
            .history()
            .iter()
            .flat_map(|&(e, s)| [e as f64, s as f64])
            .collect())
    }
}

/// The designer's bounds: `{maxNodes, maxSide, minPlaces, maxStep, maxStepMillis, maxChains,
/// syncEvaluations, maxCats}`.
#[wasm_bindgen(js_name = designLimits, unchecked_return_type = "DesignLimits")]
pub fn design_limits() -> Result<JsValue, Thrown> {
    design_limits_object(
        MAX_DESIGN_NODES as f64,
        MAX_DESIGN_SIDE as f64,
        MIN_DESIGN_PLACES as f64,
        f64::from(MAX_STEP),
        f64::from(MAX_STEP_MILLIS),
        MAX_CHAINS as f64,
        SYNC_EVALUATIONS as f64,
        MAX_DESIGN_CATS as f64,
    )
    .map_err(super::output::failed)
}

/// A small designer, for installing the handle guard at start-up.
pub(crate) fn sample() -> Result<JsValue, Thrown> {
    let spec = DesignSpec {
        space: Space::Graph(GraphSpace {
            nodes: 3,
            min_edges: 2,
            max_edges: 3,
            connected: true,
        }),
        goal: Goal::LongestWin { side: None },
        seed: 0,
    };
    Ok(Designer {
        spec,
        chain: 0,
        core: Some(CoreDesigner::new(spec).map_err(Thrown::from)?),
    }
    .into())
}
