//! The census past one machine (`src/bin/census.rs`): every connected graph of 8 nodes counted
//! in one run and in 4 parts split by nauty's own `res/mod` and run by GNU parallel, the parts'
//! outputs merged with `--merge`, give the same counts; and both give the published counts, and
//! those of the shipped list (`tests/data/connected-graphs-8.g6`). Needs Debian's `nauty`
//! (`nauty-geng`) and `parallel`, which the README's test command installs.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

const CENSUS: &str = env!("CARGO_BIN_EXE_census");

/// Runs `sh -c script` and returns its stdout, failing with its stderr.
fn sh(script: &str) -> String {
    let out = Command::new("sh")
        .args(["-c", script])
        .output()
        .unwrap_or_else(|e| panic!("sh: {e}"));
    assert!(
        out.status.success(),
        "{script}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("the census writes UTF-8")
}

/// The census of `input` (graph6 lines, or census lines with `--merge`).
fn census(input: &str, args: &[&str]) -> String {
    let mut child = Command::new(CENSUS)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the census binary runs");
    child
        .stdin
        .take()
        .expect("piped")
        .write_all(input.as_bytes())
        .expect("the census reads its input");
    let out = child.wait_with_output().expect("the census ends");
    assert!(out.status.success());
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn has(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn eight_nodes_in_four_parts_give_the_counts_of_one_run() {
    for tool in ["nauty-geng", "parallel"] {
        assert!(
            has(tool),
            "{tool} is missing: the README's test command installs it (Debian: apt-get install nauty parallel)"
        );
    }
    let one = sh(&format!("nauty-geng -cq 8 | {CENSUS}"));
    let parts = sh(&format!(
        "parallel -k 'nauty-geng -cq 8 {{}}/4 2>/dev/null | {CENSUS}' ::: 0 1 2 3"
    ));
    // each part is a real share of the graphs, not the whole list four times
    let shares: Vec<u64> = parts
        .lines()
        .map(|l| {
            let at = l.find("\"graphs\":").expect("a count of graphs") + 9;
            l[at..]
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .and_then(|d| d.parse().ok())
                .expect("a number")
        })
        .collect();
    assert_eq!(shares.len(), 4, "{parts}");
    assert_eq!(shares.iter().sum::<u64>(), 11_117, "{shares:?}");
    assert!(shares.iter().all(|&s| s < 11_117 / 2), "{shares:?}");
    let merged = census(&parts, &["--merge"]);
    assert_eq!(merged, one);
    // the published counts: 11,117 connected graphs on 8 nodes, 3,791 of them cop-win, the
    // longest capture 4 = n − 4 rounds, attained by 7 (docs/records.md)
    assert!(
        one.starts_with("{\"nodes\":8,\"graphs\":11117,\"cop_number\":{\"1\":3791,"),
        "{one}"
    );
    assert!(
        one.contains("\"longest_capture\":4,\"attaining_longest\":7,\"attaining_n_minus_4\":7,"),
        "{one}"
    );
    // the shipped list (other labellings of the same graphs) counts alike, witness aside
    let shipped = census(include_str!("data/connected-graphs-8.g6"), &[]);
    let counts = |s: &str| s[..s.find("\"witness\"").expect("a witness")].to_string();
    assert_eq!(counts(&shipped), counts(&one));
}

#[test]
fn merging_is_the_sum_of_the_parts() {
    // the graphs of up to 7 nodes, split by hand into two halves: merged, as one run
    let list = include_str!("data/connected-graphs-1-7.g6");
    let lines: Vec<&str> = list
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    let one = census(list, &[]);
    let half = |parity: usize| {
        let text: Vec<&str> = lines
            .iter()
            .enumerate()
            .filter(|(i, _)| i % 2 == parity)
            .map(|(_, l)| *l)
            .collect();
        census(&text.join("\n"), &[])
    };
    let parts = half(0) + &half(1);
    assert_eq!(census(&parts, &["--merge"]), one);
    // the cop numbers of the small graphs: of the 6 connected graphs on 4 nodes all but the
    // 4-cycle are cop-win (it needs 2 cats); on 5 nodes 16 of 21 (the 5 others need 2 cats)
    assert!(
        one.contains("{\"nodes\":5,\"graphs\":21,\"cop_number\":{\"1\":16,\"2\":5},"),
        "{one}"
    );
    assert!(
        one.contains("{\"nodes\":4,\"graphs\":6,\"cop_number\":{\"1\":5,\"2\":1},"),
        "{one}"
    );
}
