//! The longest forced wins over a list of graphs: for each graph, every hole and every start
//! (mouse to move), solved exactly, the longest mouse win and the longest cat win, and the
//! graph, hole and start (the witness) that attain them. How `docs/records.md`'s exhaustive
//! growth table was made (nauty's `geng` lists every connected graph; `directg` every
//! orientation, for the one-way edges variant):
//!
//! ```text
//! nauty-geng -cq 9 | cargo run --release --bin longest
//! nauty-geng -cq 5 | nauty-directg -q | cargo run --release --bin longest -- --directed
//! ```
//!
//! Input: one graph a line, in graph6 (undirected) or digraph6 (a leading `&`; then
//! `--directed`, one-way edges: `graph[a]` lists the arcs out of `a`); lines starting with `#`
//! and blank lines are skipped. Output, on stdout, one JSON object per graph size: the number of
//! graphs, and for each side its longest win in plies with a witness (the graph as a LeetCode
//! adjacency list, the hole, the mouse's and the cat's nodes; the mouse moves first).

use std::io::BufRead;

use cat_mouse::{parse_graph6, solve, GraphGame, GraphRoles, GraphRules, Outcome, Player, State};

/// The longest win of one side so far and where it was found.
#[derive(Default)]
struct Longest {
    plies: u32,
    witness: Option<(Vec<Vec<usize>>, usize, usize, usize)>,
}

impl Longest {
    fn offer(&mut self, plies: u32, adj: &[Vec<usize>], hole: usize, mouse: usize, cat: usize) {
        if self.witness.is_none() || plies > self.plies {
            self.plies = plies;
            self.witness = Some((adj.to_vec(), hole, mouse, cat));
        }
    }

    fn json(&self) -> String {
        match &self.witness {
            None => "null".into(),
            Some((adj, hole, mouse, cat)) => format!(
                "{{\"plies\": {}, \"adj\": {:?}, \"hole\": {hole}, \"mouse\": {mouse}, \"cat\": {cat}}}",
                self.plies, adj
            )
            .replace(' ', "")
            .replace(",\"", ", \"")
            .replace(":", ": "),
        }
    }
}

/// A digraph6 line (without its `&`): `n`, then the `n × n` adjacency matrix row by row, six
/// bits a character.
fn parse_digraph6(text: &str) -> Option<Vec<Vec<usize>>> {
    let bytes: Vec<u8> = text.bytes().map(|b| b.wrapping_sub(63)).collect();
    if bytes.is_empty() || bytes.iter().any(|&b| b > 63) {
        return None;
    }
    // Sizes up to 62 only (one character): what this tool needs.
    let n = usize::from(bytes[0]);
    if n > 62 {
        return None;
    }
    let bit = |k: usize| bytes.get(1 + k / 6).map(|&b| (b >> (5 - k % 6)) & 1 == 1);
    let mut adj = vec![Vec::new(); n];
    for (i, list) in adj.iter_mut().enumerate() {
        for j in 0..n {
            if bit(i * n + j)? {
                list.push(j);
            }
        }
    }
    Some(adj)
}

fn main() {
    let directed = std::env::args().any(|a| a == "--directed");
    let rules = GraphRules {
        directed,
        ..GraphRules::default()
    };
    // Per size: graphs, longest mouse win, longest cat win.
    let mut sizes: std::collections::BTreeMap<usize, (u64, Longest, Longest)> = Default::default();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let adj = match text.strip_prefix('&') {
            Some(d) => parse_digraph6(d).unwrap_or_else(|| panic!("not digraph6: {text}")),
            None => parse_graph6(text).unwrap_or_else(|e| panic!("{text}: {e}")),
        };
        let n = adj.len();
        if n < 3 {
            continue;
        }
        let entry = sizes.entry(n).or_default();
        entry.0 += 1;
        for hole in 0..n {
            let mut others = (0..n).filter(|&v| v != hole);
            let (mouse, cat) = (others.next().unwrap(), others.next().unwrap());
            let roles = GraphRoles {
                hole,
                mouse,
                cat,
                first: Player::Mouse,
            };
            let game = GraphGame::with_rules(&adj, roles, rules.clone())
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            let table = solve(&game);
            let layout = table.layout();
            for m in (0..n).filter(|&m| m != hole) {
                for c in (0..n).filter(|&c| c != hole && c != m) {
                    let state = State::new(m as u32, c as u32, Player::Mouse);
                    let Some(value) = table.value_at(layout.index(state)) else {
                        continue;
                    };
                    match value.outcome {
                        Outcome::MouseWin => entry.1.offer(value.distance, &adj, hole, m, c),
                        Outcome::CatWin => entry.2.offer(value.distance, &adj, hole, m, c),
                        Outcome::Draw => {}
                    }
                }
            }
        }
    }
    for (n, (graphs, mouse, cat)) in &sizes {
        println!(
            "{{\"nodes\": {n}, \"directed\": {directed}, \"graphs\": {graphs}, \"mouse\": {}, \"cat\": {}}}",
            mouse.json(),
            cat.json()
        );
    }
}
