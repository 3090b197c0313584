//! The Cops and Robbers census of a list of graphs: for each number of nodes, how many graphs
//! are cop-win (dismantlable), the longest capture time of one cat, how many graphs attain it
//! and the bound n − 4, and how often the strategy that follows the dismantling is as fast as
//! the best one. How `docs/records.md`'s census was made (nauty's `geng` lists every connected
//! graph):
//!
//! ```text
//! nauty-geng -cq 9 | cargo run --release --bin census
//! ```
//!
//! Input: one graph a line in graph6; lines starting with `#` and blank lines are skipped.
//! Output, on stdout, one JSON object per number of nodes.

use std::collections::BTreeMap;
use std::io::BufRead;

use cat_mouse::{capture_time, dismantle, parse_graph6, CopOptions};

/// The counts for one number of nodes.
#[derive(Default)]
struct Row {
    graphs: usize,
    cop_win: usize,
    longest: u32,
    attaining_longest: usize,
    attaining_n_minus_4: usize,
    strategy_as_fast: usize,
    strategy_longest: u32,
    witness: String,
}

fn main() {
    let options = CopOptions {
        max_cats: 1,
        ..CopOptions::default()
    };
    let mut rows: BTreeMap<usize, Row> = BTreeMap::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin is readable");
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let graph = parse_graph6(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let n = graph.len();
        let row = rows.entry(n).or_default();
        row.graphs += 1;
        let d = dismantle(&graph).unwrap_or_else(|e| panic!("{line}: {e}"));
        if !d.cop_win() || n < 2 {
            row.cop_win += usize::from(d.cop_win());
            continue;
        }
        row.cop_win += 1;
        let rounds = capture_time(&graph, 1, options)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .capture_rounds
            .unwrap_or_else(|| panic!("{line}: dismantlable but not cop-win"));
        if rounds > row.longest {
            (row.longest, row.attaining_longest) = (rounds, 0);
            row.witness = line.to_string();
        }
        row.attaining_longest += usize::from(rounds == row.longest);
        row.attaining_n_minus_4 += usize::from(n >= 4 && rounds as usize == n - 4);
        let strategy = d
            .strategy_time()
            .expect("small graphs are within the strategy's budget")
            .expect("a cop-win graph has a strategy");
        row.strategy_as_fast += usize::from(strategy.rounds == rounds);
        row.strategy_longest = row.strategy_longest.max(strategy.rounds);
    }
    for (n, r) in rows {
        println!(
            "{{\"nodes\":{n},\"graphs\":{},\"cop_win\":{},\"longest_capture\":{},\"attaining_longest\":{},\"attaining_n_minus_4\":{},\"strategy_as_fast\":{},\"strategy_longest\":{},\"witness\":\"{}\"}}",
            r.graphs,
            r.cop_win,
            r.longest,
            r.attaining_longest,
            r.attaining_n_minus_4,
            r.strategy_as_fast,
            r.strategy_longest,
            r.witness.replace('\\', "\\\\").replace('"', "\\\"")
        );
    }
}
