//! The Cops and Robbers census of a list of graphs: for each number of nodes, how many graphs
//! there are by cop number and, for the cop-win ones, by one cat's capture time; the longest
//! capture, how many graphs attain it and the bound n − 4, and how often the strategy that
//! follows the dismantling is as fast as the best one. How `docs/records.md`'s census was made
//! (nauty's `geng` lists every connected graph):
//!
//! ```text
//! nauty-geng -cq 9 | cargo run --release --bin census
//! ```
//!
//! Past one core or one machine, the census splits as `geng` does, by its own `res/mod`
//! argument (part `res` of `mod`), and the parts' outputs merge with `--merge`; GNU parallel
//! runs the parts, here on every core, or across hosts with `--sshlogin`:
//!
//! ```text
//! cargo build --release --bin census
//! parallel -k 'nauty-geng -cq 9 {}/8 2>/dev/null | target/release/census' ::: 0 1 2 3 4 5 6 7 \
//!   | target/release/census --merge
//! ```
//!
//! (`tests/census.rs` checks that 8 nodes in 4 parts give the counts of one run.)
//!
//! Input: one graph a line in graph6; lines starting with `#` and blank lines are skipped. With
//! `--merge`, the census's own output lines, from any number of parts. Output, on stdout, one
//! JSON object per number of nodes, in increasing order:
//!
//! ```text
//! {"nodes":5,"graphs":21,"cop_number":{"1":16,"2":5},"capture_time":{"1":4,"2":12},…}
//! ```
//!
//! `cop_number` counts the graphs by the least number of cats that win, up to [`MAX_COUNTED`]
//! (`"more"` beyond); `capture_time` counts the cop-win graphs by one cat's capture time in
//! rounds. The witness is the least graph6 text (byte order) among the graphs of the longest
//! capture, so it does not depend on how the list was split.

use std::collections::BTreeMap;
use std::io::BufRead;

use cat_mouse::{capture_time, cop_number, dismantle, parse_graph6, CopOptions};

/// The most cats the census tries on a graph that is not cop-win.
const MAX_COUNTED: usize = 3;

/// The counts for one number of nodes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Row {
    graphs: u64,
    /// By cop number: 1 to MAX_COUNTED, and MAX_COUNTED + 1 for "more".
    cop_number: BTreeMap<usize, u64>,
    /// The cop-win graphs by one cat's capture time in rounds.
    capture_time: BTreeMap<u32, u64>,
    attaining_n_minus_4: u64,
    strategy_as_fast: u64,
    strategy_longest: u32,
    witness: String,
}

impl Row {
    fn cop_win(&self) -> u64 {
        self.cop_number.get(&1).copied().unwrap_or(0)
    }

    /// The longest capture time, and how many graphs attain it.
    fn longest(&self) -> (u32, u64) {
        self.capture_time
            .last_key_value()
            .map_or((0, 0), |(&t, &count)| (t, count))
    }

    /// Counts one graph (graph6 text `line`) of `n` nodes.
    fn count(&mut self, line: &str, graph: &[Vec<usize>]) {
        let n = graph.len();
        self.graphs += 1;
        let d = dismantle(graph).unwrap_or_else(|e| panic!("{line}: {e}"));
        if !d.cop_win() {
            let options = CopOptions {
                max_cats: MAX_COUNTED,
                ..CopOptions::default()
            };
            let answer = cop_number(graph, options).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_ne!(
                answer.cats,
                Some(1),
                "{line}: not dismantlable, yet cop-win"
            );
            *self
                .cop_number
                .entry(answer.cats.unwrap_or(MAX_COUNTED + 1))
                .or_default() += 1;
            return;
        }
        *self.cop_number.entry(1).or_default() += 1;
        if n < 2 {
            return;
        }
        let options = CopOptions {
            max_cats: 1,
            ..CopOptions::default()
        };
        let rounds = capture_time(graph, 1, options)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .capture_rounds
            .unwrap_or_else(|| panic!("{line}: dismantlable but not cop-win"));
        let (longest, _) = self.longest();
        if rounds > longest || (rounds == longest && line < self.witness.as_str()) {
            self.witness = line.to_string();
        }
        *self.capture_time.entry(rounds).or_default() += 1;
        self.attaining_n_minus_4 += u64::from(n >= 4 && rounds as usize == n - 4);
        let strategy = d
            .strategy_time()
            .expect("small graphs are within the strategy's budget")
            .expect("a cop-win graph has a strategy");
        self.strategy_as_fast += u64::from(strategy.rounds == rounds);
        self.strategy_longest = self.strategy_longest.max(strategy.rounds);
    }

    /// Adds the counts of `other`, a part of the same number of nodes.
    fn merge(&mut self, other: &Row) {
        let (mine, theirs) = (self.longest().0, other.longest().0);
        if theirs > mine
            || (theirs == mine && !other.witness.is_empty() && other.witness < self.witness)
            || self.witness.is_empty()
        {
            self.witness.clone_from(&other.witness);
        }
        self.graphs += other.graphs;
        for (&k, &v) in &other.cop_number {
            *self.cop_number.entry(k).or_default() += v;
        }
        for (&k, &v) in &other.capture_time {
            *self.capture_time.entry(k).or_default() += v;
        }
        self.attaining_n_minus_4 += other.attaining_n_minus_4;
        self.strategy_as_fast += other.strategy_as_fast;
        self.strategy_longest = self.strategy_longest.max(other.strategy_longest);
    }

    /// The output line of `n` nodes.
    fn json(&self, n: usize) -> String {
        let map = |m: Vec<(String, u64)>| {
            let items: Vec<String> = m.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
            format!("{{{}}}", items.join(","))
        };
        let cop_number = map(self
            .cop_number
            .iter()
            .map(|(&k, &v)| {
                let key = if k > MAX_COUNTED {
                    "more".to_string()
                } else {
                    k.to_string()
                };
                (key, v)
            })
            .collect());
        let capture_time = map(self
            .capture_time
            .iter()
            .map(|(&k, &v)| (k.to_string(), v))
            .collect());
        let (longest, attaining) = self.longest();
        format!(
            "{{\"nodes\":{n},\"graphs\":{},\"cop_number\":{cop_number},\"cop_win\":{},\"capture_time\":{capture_time},\"longest_capture\":{longest},\"attaining_longest\":{attaining},\"attaining_n_minus_4\":{},\"strategy_as_fast\":{},\"strategy_longest\":{},\"witness\":\"{}\"}}",
            self.graphs,
            self.cop_win(),
            self.attaining_n_minus_4,
            self.strategy_as_fast,
            self.strategy_longest,
            self.witness.replace('\\', "\\\\").replace('"', "\\\"")
        )
    }

    /// Reads an output line back (the census's own format, as [`Row::json`] writes it).
    fn parse(line: &str) -> Result<(usize, Row), String> {
        let fields = Json::parse(line)?;
        let Json::Object(fields) = fields else {
            return Err(format!("not a census line: {line}"));
        };
        let mut row = Row::default();
        let mut nodes = None;
        for (key, value) in fields {
            match (key.as_str(), value) {
                ("nodes", Json::Number(v)) => nodes = Some(v as usize),
                ("graphs", Json::Number(v)) => row.graphs = v,
                ("attaining_n_minus_4", Json::Number(v)) => row.attaining_n_minus_4 = v,
                ("strategy_as_fast", Json::Number(v)) => row.strategy_as_fast = v,
                ("strategy_longest", Json::Number(v)) => row.strategy_longest = v as u32,
                ("witness", Json::Text(v)) => row.witness = v,
                ("cop_number", Json::Object(m)) => {
                    for (k, v) in m {
                        let cats = if k == "more" {
                            MAX_COUNTED + 1
                        } else {
                            k.parse().map_err(|_| format!("cop number {k}"))?
                        };
                        row.cop_number.insert(cats, v.number()?);
                    }
                }
                ("capture_time", Json::Object(m)) => {
                    for (k, v) in m {
                        let t = k.parse().map_err(|_| format!("capture time {k}"))?;
                        row.capture_time.insert(t, v.number()?);
                    }
                }
                // (derived from the maps: cop_win, longest_capture, attaining_longest)
                _ => {}
            }
        }
        Ok((nodes.ok_or_else(|| format!("no nodes in {line}"))?, row))
    }
}

/// The little JSON the census writes: objects, whole numbers and strings.
enum Json {
    Object(Vec<(String, Json)>),
    Number(u64),
    Text(String),
}

impl Json {
    fn number(&self) -> Result<u64, String> {
        match self {
            Json::Number(v) => Ok(*v),
            _ => Err("a number was expected".to_string()),
        }
    }

    fn parse(text: &str) -> Result<Json, String> {
        let mut chars = text.trim().chars().peekable();
        let value = Json::value(&mut chars)?;
        match chars.next() {
            None => Ok(value),
            Some(c) => Err(format!("unexpected {c:?} after the object")),
        }
    }

    fn value(chars: &mut std::iter::Peekable<std::str::Chars>) -> Result<Json, String> {
        match chars.peek() {
            Some('{') => {
                chars.next();
                let mut fields = Vec::new();
                if chars.peek() == Some(&'}') {
                    chars.next();
                    return Ok(Json::Object(fields));
                }
                loop {
                    let Json::Text(key) = Json::value(chars)? else {
                        return Err("a key was expected".to_string());
                    };
                    if chars.next() != Some(':') {
                        return Err(format!("':' was expected after {key:?}"));
                    }
                    fields.push((key, Json::value(chars)?));
                    match chars.next() {
                        Some(',') => {}
                        Some('}') => return Ok(Json::Object(fields)),
                        other => return Err(format!("',' or '}}' was expected, got {other:?}")),
                    }
                }
            }
            Some('"') => {
                chars.next();
                let mut text = String::new();
                loop {
                    match chars.next() {
                        Some('"') => return Ok(Json::Text(text)),
                        Some('\\') => text.extend(chars.next()),
                        Some(c) => text.push(c),
                        None => return Err("an unclosed string".to_string()),
                    }
                }
            }
            Some(c) if c.is_ascii_digit() => {
                let mut v: u64 = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    v = v
                        .checked_mul(10)
                        .and_then(|v| v.checked_add(u64::from(d)))
                        .ok_or("a number too large")?;
                    chars.next();
                }
                Ok(Json::Number(v))
            }
            other => Err(format!("unexpected {other:?}")),
        }
    }
}

fn main() {
    let merging = std::env::args().skip(1).any(|a| a == "--merge");
    let mut rows: BTreeMap<usize, Row> = BTreeMap::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("stdin is readable");
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if merging {
            let (n, part) = Row::parse(line).unwrap_or_else(|e| panic!("{e}"));
            rows.entry(n).or_default().merge(&part);
        } else {
            let graph = parse_graph6(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            rows.entry(graph.len()).or_default().count(line, &graph);
        }
    }
    for (n, row) in rows {
        println!("{}", row.json(n));
    }
}
