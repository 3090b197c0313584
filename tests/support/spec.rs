//! Design specs read from their JavaScript shape (`DesignSpec` in the `.d.ts`), as the test data
//! (`tests/data/design-determinism.json`, `tests/data/records.json`) stores them.

use cat_mouse::{DesignSpec, Goal, GraphSpace, GridSpace, Player, Property, Space};
use serde_json::Value;

/// A core spec from the JavaScript shape, every key given (a grid's `mouse`, `cat` and `food`
/// may be absent: free).
pub fn design_spec(j: &Value) -> DesignSpec {
    let n = |k: &str| j[k].as_u64().unwrap_or_else(|| panic!("spec.{k}")) as usize;
    let cell = |k: &str| j[k].as_u64().map(|c| c as usize);
    let space = if j["kind"] == "graph" {
        Space::Graph(GraphSpace {
            nodes: n("nodes"),
            min_edges: n("minEdges"),
            max_edges: n("maxEdges"),
            connected: j["connected"].as_bool().unwrap(),
        })
    } else {
        Space::Grid(GridSpace {
            rows: n("rows"),
            cols: n("cols"),
            min_walls: n("minWalls"),
            max_walls: n("maxWalls"),
            cat_jump: n("catJump") as u32,
            mouse_jump: n("mouseJump") as u32,
            turn_limit: n("turnLimit") as u32,
            mouse: cell("mouse"),
            cat: cell("cat"),
            food: cell("food"),
        })
    };
    let side = match j["side"].as_str() {
        Some("mouse") => Some(Player::Mouse),
        Some("cat") => Some(Player::Cat),
        _ => None,
    };
    let goal = match j["goal"].as_str().unwrap() {
        "longestWin" => Goal::LongestWin { side },
        "dpWrong" => Goal::DpWrong,
        "turnLimit" => Goal::TurnLimitDecides,
        "needsCats" => Goal::NeedsCats { cats: n("cats") },
        "longestCapture" => Goal::LongestCapture { cats: n("cats") },
        _ => Goal::Smallest(match j["property"].as_str().unwrap() {
            "win" => Property::WinAtLeast {
                plies: n("plies") as u32,
                side,
            },
            "dpWrong" => Property::DpWrong,
            _ => Property::TurnLimitDecides,
        }),
    };
    DesignSpec {
        space,
        goal,
        seed: j["seed"].as_u64().unwrap(),
    }
}
