//! How long can optimal play last (`docs/records.md`, "How long can optimal play last?"):
//!
//! - the exhaustive maxima of `tests/data/growth.json` (every connected graph on 3 to 9 nodes,
//!   every orientation of one on 3 to 6 nodes with one-way edges, every hole and start, made
//!   with nauty's `geng` / `directg` and `cargo run --release --bin longest`): each witness
//!   solves to its claimed length, the slow reference agrees, and a brute force of our own over
//!   every labelled graph (no nauty) finds the same maxima for n ≤ 6 (undirected) and n ≤ 4
//!   (one-way edges);
//! - the one-way families whose longest forced win grows as n²/2 (the "gate" mouse wins and the
//!   "ambush" cat wins): every member solves to the length the timing argument gives, start by
//!   start against a plain simulation of it, and the slow reference agrees on small members.
//!
//! The heavy re-runs are `#[ignore]`d: `cargo test --release --test growth -- --ignored`.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{
    parse_graph6, solve, GraphGame, GraphRoles, GraphRules, Outcome, OutcomeTable, Player, State,
};
use serde_json::Value as Json;
use support::reference::{value_iteration, RefGame};

fn rules(directed: bool) -> GraphRules {
    GraphRules {
        directed,
        ..GraphRules::default()
    }
}

fn table(adj: &[Vec<usize>], hole: usize, directed: bool) -> OutcomeTable {
    // The mouse and the cat on the two lowest nodes other than the hole; the mouse moves first.
    let [mouse, cat] = [0, 1].map(|k| (0..adj.len()).filter(|&v| v != hole).nth(k).unwrap());
    let first = Player::Mouse;
    let roles = GraphRoles {
        hole,
        mouse,
        cat,
        first,
    };
    solve(&GraphGame::with_rules(adj, roles, rules(directed)).unwrap())
}

/// The longest mouse win and cat win over every start (mouse to move) with the hole on `hole`.
fn longest(adj: &[Vec<usize>], hole: usize, directed: bool) -> (u32, u32) {
    let t = table(adj, hole, directed);
    let layout = t.layout();
    let n = adj.len();
    let (mut mouse, mut cat) = (0, 0);
    for m in (0..n).filter(|&m| m != hole) {
        for c in (0..n).filter(|&c| c != hole && c != m) {
            let s = State::new(m as u32, c as u32, Player::Mouse);
            match t.value_at(layout.index(s)) {
                Some(v) if v.outcome == Outcome::MouseWin => mouse = mouse.max(v.distance),
                Some(v) if v.outcome == Outcome::CatWin => cat = cat.max(v.distance),
                _ => {}
            }
        }
    }
    (mouse, cat)
}

fn growth() -> Vec<Json> {
    serde_json::from_str(&std::fs::read_to_string("tests/data/growth.json").unwrap()).unwrap()
}

fn adjacency(j: &Json) -> Vec<Vec<usize>> {
    j.as_array()
        .unwrap()
        .iter()
        .map(|l| {
            l.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap() as usize)
                .collect()
        })
        .collect()
}

/// The claimed maximum of a side at `nodes` (0 when no graph has a win for it).
fn claimed(nodes: usize, directed: bool, side: &str) -> u32 {
    growth()
        .iter()
        .find(|e| e["nodes"] == nodes && e["directed"] == directed)
        .map(|e| e[side]["plies"].as_u64().unwrap_or(0) as u32)
        .unwrap_or_else(|| panic!("no entry for {nodes} nodes, directed {directed}"))
}

#[test]
fn every_exhaustive_witness_solves_to_its_length_and_the_slow_reference_agrees() {
    let data = growth();
    assert_eq!(data.len(), 11, "undirected 3–9 nodes, one-way 3–6");
    for e in &data {
        let directed = e["directed"].as_bool().unwrap();
        for (side, outcome) in [("mouse", Outcome::MouseWin), ("cat", Outcome::CatWin)] {
            let w = &e[side];
            if w.is_null() {
                continue;
            }
            let adj = adjacency(&w["adj"]);
            let at = |k: &str| w[k].as_u64().unwrap() as usize;
            let (hole, mouse, cat) = (at("hole"), at("mouse"), at("cat"));
            let plies = w["plies"].as_u64().unwrap() as u32;
            assert_eq!(adj.len() as u64, e["nodes"].as_u64().unwrap());
            let roles = GraphRoles {
                hole,
                mouse,
                cat,
                first: Player::Mouse,
            };
            let game = GraphGame::with_rules(&adj, roles, rules(directed)).unwrap();
            let value = solve(&game).start_value(&game);
            assert_eq!((value.outcome, value.distance), (outcome, plies), "{e}");
            let reference = RefGame::graph(&adj, hole, mouse, cat, true);
            let r = value_iteration(&reference);
            let i = reference.index(0, mouse, cat);
            assert_eq!(
                (r.outcome[i], r.distance[i]),
                (outcome as u8, plies),
                "{e}: the slow reference"
            );
            // And it is the longest of its own graph, every hole and start.
            let best = (0..adj.len())
                .map(|h| longest(&adj, h, directed))
                .fold((0, 0), |a, b| (a.0.max(b.0), a.1.max(b.1)));
            let own = if side == "mouse" { best.0 } else { best.1 };
            assert_eq!(own, plies, "{e}");
        }
    }
}

/// Every graph on `n` labelled nodes (every subset of the pairs, or of the ordered pairs),
/// connected (weakly, for one-way edges), the hole on node 0 (labels are free): the longest
/// mouse and cat wins, by the solver and, when `reference`, by the slow value iteration too.
fn brute_force(n: usize, directed: bool, reference: bool) -> (u32, u32) {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (0..n).map(move |b| (a, b)))
        .filter(|&(a, b)| if directed { a != b } else { a < b })
        .collect();
    let mut best = (0, 0);
    for mask in 0u64..1 << pairs.len() {
        let mut adj = vec![Vec::new(); n];
        let mut seen = vec![0usize; n];
        for (k, &(a, b)) in pairs.iter().enumerate() {
            if mask >> k & 1 == 1 {
                adj[a].push(b);
                if !directed {
                    adj[b].push(a);
                }
            }
        }
        // Weakly connected: a search over arcs both ways.
        let mut stack = vec![0];
        seen[0] = 1;
        while let Some(a) = stack.pop() {
            for (k, &(x, y)) in pairs.iter().enumerate() {
                if mask >> k & 1 == 1 && (x == a || y == a) {
                    let other = if x == a { y } else { x };
                    if seen[other] == 0 {
                        seen[other] = 1;
                        stack.push(other);
                    }
                }
            }
        }
        if seen.contains(&0) {
            continue;
        }
        for l in &mut adj {
            l.sort_unstable();
        }
        let (m, c) = longest(&adj, 0, directed);
        if reference {
            let g = RefGame::graph(&adj, 0, 1, 2, true);
            let r = value_iteration(&g);
            let (mut rm, mut rc) = (0, 0);
            for mouse in 1..n {
                for cat in (1..n).filter(|&c| c != mouse) {
                    let i = g.index(0, mouse, cat);
                    match r.outcome[i] {
                        1 => rm = rm.max(r.distance[i]),
                        2 => rc = rc.max(r.distance[i]),
                        _ => {}
                    }
                }
            }
            assert_eq!((rm, rc), (m, c), "{adj:?}");
        }
        best = (best.0.max(m), best.1.max(c));
    }
    best
}

#[test]
fn a_brute_force_of_our_own_finds_the_same_maxima_on_small_graphs() {
    for n in 3..=5 {
        let got = brute_force(n, false, true);
        assert_eq!(
            got,
            (claimed(n, false, "mouse"), claimed(n, false, "cat")),
            "{n} nodes"
        );
    }
    for n in 3..=4 {
        let got = brute_force(n, true, n <= 3);
        assert_eq!(
            got,
            (claimed(n, true, "mouse"), claimed(n, true, "cat")),
            "{n} nodes, one-way"
        );
    }
}

/// Six nodes: 32,768 labelled graphs, by the solver alone.
#[test]
#[ignore = "about a minute in a debug build: cargo test --release --test growth -- --ignored"]
fn the_brute_force_agrees_on_six_nodes() {
    let got = brute_force(6, false, false);
    assert_eq!(got, (claimed(6, false, "mouse"), claimed(6, false, "cat")));
}

/// Every connected graph on up to 8 nodes (`tests/data/connected-graphs-*.g6`, from nauty):
/// the maxima of `tests/data/growth.json`, recomputed.
#[test]
#[ignore = "a few minutes in a debug build: cargo test --release --test growth -- --ignored"]
fn the_checked_in_graph_lists_give_the_same_maxima() {
    let mut best = std::collections::BTreeMap::<usize, (u32, u32)>::new();
    for text in [
        include_str!("data/connected-graphs-1-7.g6"),
        include_str!("data/connected-graphs-8.g6"),
    ] {
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let adj = parse_graph6(line).unwrap();
            if adj.len() < 3 {
                continue;
            }
            let b = best.entry(adj.len()).or_default();
            for h in 0..adj.len() {
                let (m, c) = longest(&adj, h, false);
                *b = (b.0.max(m), b.1.max(c));
            }
        }
    }
    for (n, (m, c)) in best {
        assert_eq!(
            (m, c),
            (claimed(n, false, "mouse"), claimed(n, false, "cat")),
            "{n} nodes"
        );
    }
}

// ---- One-way families that beat linear ----

/// The gate: the mouse circles a one-way cycle of `p` nodes, whose node `y` also leads to a gate
/// `z` and on to the hole; the cat circles a one-way cycle of `q` nodes, every node of which but
/// one (`b0`) also leads into the gate. `n = p + q + 2`. Nodes: 0 hole, 1 gate, 2.. the mouse's
/// cycle (`y` = 2), then the cat's (`b0` first).
fn gate(p: usize, q: usize) -> Vec<Vec<usize>> {
    let n = p + q + 2;
    let mut adj = vec![Vec::new(); n];
    adj[1].push(0);
    for i in 0..p {
        adj[2 + i].push(2 + (i + 1) % p);
    }
    adj[2].push(1);
    for i in 0..q {
        let b = 2 + p + i;
        adj[b].push(2 + p + (i + 1) % q);
        if i != 0 {
            adj[b].push(1);
        }
    }
    for l in &mut adj {
        l.sort_unstable();
    }
    adj
}

/// The ambush: the mouse circles a one-way cycle of `q` nodes; the cat circles one of `p`
/// nodes, whose node `c0` also leads onto the mouse's cycle at `b0`; the hole is a node of its
/// own that nothing leads to. `n = p + q + 1`. Nodes: 0 hole, 1.. the mouse's cycle (`b0` = 1),
/// then the cat's (`c0` first).
fn ambush(p: usize, q: usize) -> Vec<Vec<usize>> {
    let n = p + q + 1;
    let mut adj = vec![Vec::new(); n];
    for i in 0..q {
        adj[1 + i].push(1 + (i + 1) % q);
    }
    for i in 0..p {
        adj[1 + q + i].push(1 + q + (i + 1) % p);
    }
    adj[1 + q].push(1);
    for l in &mut adj {
        l.sort_unstable();
    }
    adj
}

/// The first round `t ≥ 0` with `t ≡ a (mod p)` and `t ≡ b (mod q)`, by counting (no formula).
fn first_round(a: usize, b: usize, p: usize, q: usize) -> Option<usize> {
    (0..p * q).find(|t| t % p == a % p && t % q == b % q)
}

/// The gate's value from every start, by the timing argument (simulated, not solved): the mouse
/// on its cycle `s` steps past `y`, the cat `r` steps past `b0`, the mouse to move. Round `t`:
/// the mouse is at `y` when `s + t ≡ 0 (mod p)`; stepping into the gate is safe only if the cat
/// is then at `b0` (`r + t ≡ 0 (mod q)`), and the mouse is home at ply `2t + 3`; the cat's
/// only other move, into the gate, leaves it with no move (it loses). No alignment: a draw.
fn gate_value(s: usize, r: usize, p: usize, q: usize) -> Option<u32> {
    first_round((p - s % p) % p, (q - r % q) % q, p, q).map(|t| 2 * t as u32 + 3)
}

/// The ambush's value by the timing argument: the mouse `s` steps past `b0`, the cat `r` past
/// `c0`, the mouse to move, and it has no choice. The cat circles until a round `t` in which it
/// is at `c0` (`r + t ≡ 0 (mod p)`), then steps onto `b0` (ply `2t + 2`): the mouse is caught
/// there if it has just stepped onto `b0` (`s + t + 1 ≡ 0 (mod q)`), or at ply `2t + 3` if it
/// is just behind and must step onto the cat (`s + t + 2 ≡ 0 (mod q)`); otherwise the two
/// circle at a fixed gap forever. The cat takes the first chance; none: a draw.
fn ambush_value(s: usize, r: usize, p: usize, q: usize) -> Option<u32> {
    (0..p * q).filter(|t| (r + t) % p == 0).find_map(|t| {
        if (s + t + 1) % q == 0 {
            Some(2 * t as u32 + 2)
        } else if (s + t + 2) % q == 0 {
            Some(2 * t as u32 + 3)
        } else {
            None
        }
    })
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Checks one member of each family start by start against the timing argument, and returns
/// the longest wins: the gate's mouse win, the ambush's cat win.
fn check_families(p: usize, q: usize, reference: bool) -> (u32, u32) {
    let g = gate(p, q);
    let t = table(&g, 0, true);
    let mut longest_mouse = 0;
    for s in 0..p {
        for r in 0..q {
            let (m, c) = (2 + s, 2 + p + r);
            let v = t
                .value(State::new(m as u32, c as u32, Player::Mouse))
                .unwrap()
                .unwrap();
            let want = gate_value(s, r, p, q);
            match want {
                Some(d) => assert_eq!(
                    (v.outcome, v.distance),
                    (Outcome::MouseWin, d),
                    "gate {p} {q} from {s} {r}"
                ),
                None => assert_eq!(v.outcome, Outcome::Draw, "gate {p} {q} from {s} {r}"),
            }
            longest_mouse = longest_mouse.max(want.unwrap_or(0));
        }
    }
    let a = ambush(p, q);
    let t = table(&a, 0, true);
    let mut longest_cat = 0;
    for s in 0..q {
        for r in 0..p {
            let (m, c) = (1 + s, 1 + q + r);
            let v = t
                .value(State::new(m as u32, c as u32, Player::Mouse))
                .unwrap()
                .unwrap();
            let want = ambush_value(s, r, p, q);
            match want {
                Some(d) => assert_eq!(
                    (v.outcome, v.distance),
                    (Outcome::CatWin, d),
                    "ambush {p} {q} from {s} {r}"
                ),
                None => assert_eq!(v.outcome, Outcome::Draw, "ambush {p} {q} from {s} {r}"),
            }
            longest_cat = longest_cat.max(want.unwrap_or(0));
        }
    }
    // No start off the cycles lasts longer.
    assert_eq!(longest(&g, 0, true).0, longest_mouse, "gate {p} {q}");
    assert_eq!(longest(&a, 0, true).1, longest_cat, "ambush {p} {q}");
    if reference {
        for (adj, m, c) in [(&g, 2, 2 + p), (&a, 1, 1 + q)] {
            let rg = RefGame::graph(adj, 0, m, c, true);
            let r = value_iteration(&rg);
            let layout = table(adj, 0, true);
            for mouse in 1..adj.len() {
                for cat in (1..adj.len()).filter(|&c| c != mouse) {
                    let i = rg.index(0, mouse, cat);
                    let v = layout
                        .value(State::new(mouse as u32, cat as u32, Player::Mouse))
                        .unwrap();
                    let v = v.map_or((3, 0), |v| (v.outcome as u8, v.distance));
                    let want = if r.outcome[i] == 3 {
                        (3, 0)
                    } else {
                        (r.outcome[i], r.distance[i])
                    };
                    assert_eq!(v, want, "{adj:?} from {mouse} {cat}");
                }
            }
        }
    }
    (longest_mouse, longest_cat)
}

/// For `q = p + 1`: the gate's longest mouse win is `2pq + 1` plies on `n = 2p + 3` nodes,
/// `(n − 1)(n − 3)/2 + 1`; the ambush's longest cat win `2p²` on `n = 2p + 2`, `(n − 2)²/2`.
#[test]
fn the_one_way_families_last_as_long_as_the_timing_argument_says() {
    for p in [2, 3, 4, 5, 8, 12, 20, 30] {
        let q = p + 1;
        let (mouse, cat) = check_families(p, q, p <= 4);
        assert_eq!(mouse, 2 * (p * q) as u32 + 1, "gate {p} {q}");
        assert_eq!(cat, 2 * (p * p) as u32, "ambush {p} {q}");
    }
    // Other coprime pairs follow the same argument (the simulation), with other constants.
    for (p, q) in [(5, 7), (7, 5), (8, 11)] {
        assert_eq!(gcd(p, q), 1);
        let (mouse, _) = check_families(p, q, false);
        assert_eq!(mouse, 2 * (p * q) as u32 + 1, "gate {p} {q}");
    }
    // Not coprime: some starts never align (draws), and the longest is 2·lcm + 1.
    let (mouse, _) = check_families(4, 6, false);
    assert_eq!(mouse, 2 * 12 + 1);
}

/// The largest members this machine solves in reasonable time: p + q up to 1,000 nodes
/// (2 million states, the longest win about 500,000 plies).
#[test]
#[ignore = "minutes: cargo test --release --test growth -- --ignored"]
fn the_one_way_families_hold_up_to_a_thousand_nodes() {
    for (p, q) in [(50, 51), (100, 101), (250, 251), (499, 500)] {
        let g = gate(p, q);
        let (m, _) = longest(&g, 0, true);
        assert_eq!(m, 2 * (p * q) as u32 + 1, "gate {p} {q}");
        let a = ambush(p, q);
        let (_, c) = longest(&a, 0, true);
        assert_eq!(c, 2 * (p * p) as u32, "ambush {p} {q}");
    }
}
