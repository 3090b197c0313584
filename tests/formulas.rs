//! Published capture-time formulas a Cops and Robbers course checks by hand, checked against the
//! package's [`capture_time`]:
//!
//! - 2 cats on the m × n grid graph capture in ⌊(m + n) / 2⌋ − 1 rounds (Mehrabian, "The capture
//!   time of grids", Discrete Mathematics 311, 2011), m, n ≥ 2;
//! - 1 cat on a tree captures in its radius (the cat starts on a centre and walks towards the
//!   mouse; the mouse runs to a leaf at the radius' distance);
//! - the capture time of a cop-win graph on n ≥ 7 nodes is at most n − 4 (Bonato et al. 2009,
//!   Gavenčiak 2010): tests/dismantle.rs and tests/cats_published.rs check it on every
//!   connected graph of 7 and 8 nodes.
//!
//! Conventions. The package's `capture_time` is the literature's: the cats choose their starts
//! first, then the mouse chooses a free node, then the cats move first; a round is the cats' move
//! and then the mouse's, and a capture on the cats' t-th move takes t rounds (a capture at the
//! start would be round 0, which the mouse never allows: it starts on a free node). So the
//! numbers compare as they are. The page's one-cat game differs: there the mouse moves first and
//! distances are in plies, so a capture in t rounds is 2t − 1 plies after the cats' first move.
#![cfg(not(target_arch = "wasm32"))]

mod support;

use cat_mouse::{capture_time, CopOptions};
use support::Rng;

/// The m × n grid graph (the Cartesian product of two paths), node (i, j) as i·n + j.
fn grid(m: usize, n: usize) -> Vec<Vec<usize>> {
    let mut edges = Vec::new();
    for i in 0..m {
        for j in 0..n {
            if i + 1 < m {
                edges.push((i * n + j, (i + 1) * n + j));
            }
            if j + 1 < n {
                edges.push((i * n + j, i * n + j + 1));
            }
        }
    }
    support::adjacency(m * n, &edges)
}

fn rounds(graph: &[Vec<usize>], cats: usize) -> Option<u32> {
    capture_time(graph, cats, CopOptions::default())
        .unwrap()
        .capture_rounds
}

#[test]
fn two_cats_on_the_grid_take_half_the_perimeter_minus_one() {
    // Mehrabian (2011): capt_2(P_m □ P_n) = ⌊(m + n)/2⌋ − 1. Every grid with 2 ≤ m ≤ n ≤ 12
    // (the 12 × 12 has 144 nodes, 2 × 144 × 10,440 states), a few long thin ones, 13 × 13 and
    // 14 × 14 (16 × 16 agrees too, 15 rounds, but takes seconds of its own).
    let mut sizes: Vec<(usize, usize)> = (2..=12)
        .flat_map(|m| (m..=12).map(move |n| (m, n)))
        .collect();
    sizes.extend([(2, 20), (3, 17), (4, 16), (13, 13), (14, 14)]);
    let mut checked = 0;
    for (m, n) in sizes {
        let g = grid(m, n);
        let got = rounds(&g, 2);
        println!("{m} x {n}, 2 cats: {got:?} rounds");
        assert_eq!(got, Some(((m + n) / 2 - 1) as u32), "{m} x {n}");
        checked += 1;
    }
    assert_eq!(checked, 71);
}

#[test]
fn one_cat_never_catches_on_a_grid() {
    // Why the formula is about 2 cats: a grid from 2 × 2 has a 4-cycle and no corner left once
    // its own corners go, so one cat never suffices (the grid is not dismantlable).
    for (m, n) in [(2, 2), (3, 3), (2, 7), (4, 5)] {
        assert_eq!(rounds(&grid(m, n), 1), None, "{m} x {n}");
    }
}

/// The radius of a connected graph: the least, over the nodes, of the greatest distance.
fn radius(graph: &[Vec<usize>]) -> u32 {
    (0..graph.len())
        .map(|s| {
            let mut dist = vec![u32::MAX; graph.len()];
            dist[s] = 0;
            let mut queue = std::collections::VecDeque::from([s]);
            while let Some(a) = queue.pop_front() {
                for &b in &graph[a] {
                    if dist[b] == u32::MAX {
                        dist[b] = dist[a] + 1;
                        queue.push_back(b);
                    }
                }
            }
            *dist.iter().max().unwrap()
        })
        .min()
        .unwrap()
}

/// The tree of a Prüfer code (random labelled trees) on `code.len() + 2` nodes.
fn prufer_tree(code: &[usize]) -> Vec<Vec<usize>> {
    let n = code.len() + 2;
    let mut degree = vec![1usize; n];
    for &c in code {
        degree[c] += 1;
    }
    let mut edges = Vec::new();
    for &c in code {
        let leaf = (0..n).find(|&x| degree[x] == 1).unwrap();
        edges.push((leaf, c));
        degree[leaf] -= 1;
        degree[c] -= 1;
    }
    let last: Vec<usize> = (0..n).filter(|&x| degree[x] == 1).collect();
    edges.push((last[0], last[1]));
    support::adjacency(n, &edges)
}

/// Every tree on `n` nodes up to isomorphism: each tree on n − 1 nodes with a leaf hung on each
/// node (every tree on n nodes is one of these: take a leaf off), kept once by a canonical form.
fn all_trees(n: usize) -> Vec<Vec<Vec<usize>>> {
    let mut trees = vec![vec![Vec::new()]];
    for size in 2..=n {
        let mut seen = std::collections::HashSet::new();
        let mut next = Vec::new();
        for t in &trees {
            for a in 0..size - 1 {
                let mut grown = t.clone();
                grown.push(vec![a]);
                grown[a].push(size - 1);
                if seen.insert(canonical(&grown)) {
                    next.push(grown);
                }
            }
        }
        trees = next;
    }
    trees
}

/// A canonical string of a tree: the least AHU encoding over its centres.
fn canonical(tree: &[Vec<usize>]) -> String {
    fn encode(tree: &[Vec<usize>], a: usize, parent: usize) -> String {
        let mut kids: Vec<String> = tree[a]
            .iter()
            .filter(|&&b| b != parent)
            .map(|&b| encode(tree, b, a))
            .collect();
        kids.sort();
        format!("({})", kids.concat())
    }
    let ecc = |s: usize| {
        let mut dist = vec![usize::MAX; tree.len()];
        dist[s] = 0;
        let mut stack = vec![s];
        while let Some(a) = stack.pop() {
            for &b in &tree[a] {
                if dist[b] == usize::MAX {
                    dist[b] = dist[a] + 1;
                    stack.push(b);
                }
            }
        }
        *dist.iter().max().unwrap()
    };
    let eccs: Vec<usize> = (0..tree.len()).map(ecc).collect();
    let least = *eccs.iter().min().unwrap();
    (0..tree.len())
        .filter(|&c| eccs[c] == least)
        .map(|c| encode(tree, c, usize::MAX))
        .min()
        .unwrap()
}

#[test]
fn one_cat_on_every_tree_up_to_11_nodes_takes_its_radius() {
    // The numbers of unlabelled trees on 3 to 11 nodes (OEIS A000055).
    let mut counts = Vec::new();
    for n in 3..=11 {
        let trees = all_trees(n);
        counts.push(trees.len());
        for t in &trees {
            assert_eq!(rounds(t, 1), Some(radius(t)), "{t:?}");
        }
    }
    assert_eq!(counts, [1, 2, 3, 6, 11, 23, 47, 106, 235]);
}

#[test]
fn one_cat_on_random_trees_up_to_30_nodes_takes_its_radius() {
    let mut rng = Rng::new(35);
    let mut radii = std::collections::BTreeSet::new();
    for _ in 0..60 {
        let n = rng.range(3, 30);
        let code: Vec<usize> = (0..n - 2).map(|_| rng.below(n)).collect();
        let t = prufer_tree(&code);
        let r = radius(&t);
        assert_eq!(rounds(&t, 1), Some(r), "{t:?}");
        radii.insert(r);
    }
    // the sample is not all stars: several radii occur
    assert!(radii.len() >= 4, "{radii:?}");
}

// ---------------------------------------------------------------------------------------------
// The capture-time atlas of docs/records.md: every instance of its tables solved again, and
// every formula's value recomputed.

/// The docs' atlas: the lines of the section "Cops and Robbers: the capture-time atlas".
fn atlas_section() -> &'static str {
    let doc = include_str!("../docs/records.md");
    let start = doc
        .find("## Cops and Robbers: the capture-time atlas")
        .expect("docs/records.md has the atlas");
    let rest = &doc[start + 3..];
    &rest[..rest.find("\n## ").unwrap_or(rest.len())]
}

/// An atlas instance by its name in the docs: its graph and its published formulas (the cop
/// number, and the capture time in rounds where one is published).
fn atlas_instance(name: &str) -> (Vec<Vec<usize>>, usize, Option<u32>) {
    let numbers: Vec<usize> = name
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    let path_edges = |n: usize| (1..n).map(|i| (i - 1, i)).collect::<Vec<_>>();
    if name.starts_with("grid") {
        let (m, n) = (numbers[0], numbers[1]);
        (grid(m, n), 2, Some(((m + n) / 2 - 1) as u32))
    } else if name.starts_with("path") {
        let n = numbers[0];
        let g = support::adjacency(n, &path_edges(n));
        (g, 1, Some((n / 2) as u32))
    } else if name.starts_with("star") || name.starts_with("spider") || name.starts_with("binary") {
        let edges: Vec<(usize, usize)> = if name.starts_with("star") {
            (1..=numbers[0]).map(|i| (0, i)).collect()
        } else if name.starts_with("spider") {
            let (legs, length) = (numbers[0], numbers[1]);
            (0..legs)
                .flat_map(|l| {
                    (0..length).map(move |s| {
                        let at = 1 + l * length + s;
                        (if s == 0 { 0 } else { at - 1 }, at)
                    })
                })
                .collect()
        } else {
            let n = (1 << (numbers[0] + 1)) - 1;
            (1..n).map(|v| ((v - 1) / 2, v)).collect()
        };
        let n = edges.len() + 1;
        let g = support::adjacency(n, &edges);
        let r = radius(&g);
        (g, 1, Some(r))
    } else if name.starts_with("cycle") {
        let n = numbers[0];
        let mut edges = path_edges(n);
        edges.push((n - 1, 0));
        (support::adjacency(n, &edges), 2, None)
    } else if let Some(d) = name.strip_prefix('Q') {
        let d: usize = d.parse().unwrap();
        let edges: Vec<(usize, usize)> = (0..1usize << d)
            .flat_map(|v| {
                (0..d)
                    .filter(move |b| v & (1 << b) == 0)
                    .map(move |b| (v, v | (1 << b)))
            })
            .collect();
        (
            support::adjacency(1 << d, &edges),
            (d + 1).div_ceil(2),
            None,
        )
    } else {
        panic!("an atlas instance the test does not know: {name}")
    }
}

#[test]
fn the_docs_atlas_numbers_are_the_solvers_and_the_formulas() {
    let mut checked = 0;
    let mut not_published = 0;
    for line in atlas_section().lines() {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() != 5 || cells[0] == "instance" || cells[0].starts_with("---") {
            continue;
        }
        let (graph, cops, rounds) = atlas_instance(cells[0]);
        let pair = |cell: &str| -> (String, String) {
            let (a, b) = cell.split_once(" / ").unwrap_or_else(|| panic!("{line}"));
            (a.to_string(), b.to_string())
        };
        let answer = cat_mouse::cop_number(&graph, CopOptions::default()).unwrap();
        let cats = answer.cats.expect("the atlas' graphs are solved");
        let time = answer.capture.unwrap().capture_rounds.unwrap();
        println!("{line}: solver {cats} cats, {time} rounds");
        assert_eq!(cells[1], graph.len().to_string(), "{line}");
        assert_eq!(
            pair(cells[2]),
            (cats.to_string(), cops.to_string()),
            "{line}"
        );
        let formula = rounds.map_or("not published".to_string(), |r| r.to_string());
        assert_eq!(pair(cells[3]), (time.to_string(), formula), "{line}");
        let agrees = cats == cops && rounds.is_none_or(|r| r == time);
        assert_eq!(cells[4], if agrees { "✓" } else { "differs" }, "{line}");
        checked += 1;
        not_published += usize::from(rounds.is_none());
    }
    // the five tables: 11 grids, 8 paths, 6 trees, 8 cycles, 5 hypercubes
    assert_eq!((checked, not_published), (38, 13));
}
