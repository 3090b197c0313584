//! Published facts about Cops and Robbers, checked with the several-cats solver. Each test
//! names its source. The graphs come from tests/support/cats.rs (constructions and invariants),
//! tests/cats_graphs (the research-size graphs: Scotland Yard, K(7,3), the cages) and tests/data/connected-graphs-*.g6 (every connected graph on up to 8 nodes, from nauty).
//!
//! Heavier sweeps are `#[ignore]`d; run them with
//!
//! ```text
//! nauty-geng -cq 9 > /tmp/g9.g6
//! CATS_G6=/tmp/g9.g6 cargo test --release --test cats_published -- --ignored --nocapture
//! ```
//!
//! (nauty is Debian's `nauty` package; 10 nodes: `nauty-geng -cq 10`, 11,716,571 graphs.)
#![cfg(not(target_arch = "wasm32"))]

mod cats_graphs;
mod support;

use cat_mouse::{capture_time, cop_number, parse_graph6, to_graph6, CopOptions};
use support::cats::{
    connected, dismantlable, edges, girth, graph6_lines, hypercube, path, petersen, robertson, rook,
};
use support::Rng;

fn options(lazy_cats: bool) -> CopOptions {
    CopOptions {
        lazy_cats,
        ..CopOptions::default()
    }
}

/// Whether `k` cats (lazy or not) have starts that win.
fn wins(graph: &[Vec<usize>], k: usize, lazy: bool) -> bool {
    capture_time(graph, k, options(lazy))
        .unwrap()
        .capture_rounds
        .is_some()
}

fn regular(graph: &[Vec<usize>]) -> Option<usize> {
    let d = graph.first()?.len();
    graph.iter().all(|l| l.len() == d).then_some(d)
}

/// Relabels a graph by `perm` (node `a` becomes `perm[a]`).
fn relabel(graph: &[Vec<usize>], perm: &[usize]) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new(); graph.len()];
    for (a, list) in graph.iter().enumerate() {
        out[perm[a]] = list.iter().map(|&b| perm[b]).collect();
        out[perm[a]].sort_unstable();
    }
    out
}

#[test]
fn the_petersen_graph_needs_three_cats() {
    // Baird, Beveridge, Bonato, Codenotti, Maurer, McCauley, Valeva, "On the minimum order of
    // k-cop-win graphs", Contributions to Discrete Mathematics 9 (2014): the Petersen graph is
    // the unique smallest graph with cop number 3 (10 nodes).
    let g = petersen();
    // The graph6 string decodes to the Petersen graph: the unique 3-regular graph of girth 5
    // on 10 nodes (the (3,5)-cage).
    assert_eq!(
        (g.len(), edges(&g), regular(&g), girth(&g)),
        (10, 15, Some(3), Some(5))
    );
    assert!(!wins(&g, 2, false));
    let answer = cop_number(&g, CopOptions::default()).unwrap();
    assert_eq!(
        (answer.cats, answer.tried, answer.refused),
        (Some(3), 3, None)
    );
    let capture = answer.capture.unwrap();
    println!(
        "Petersen, 3 cats: {:?} rounds, {} optimal starts of {} winning, first {}",
        capture.capture_rounds,
        capture.starts.len(),
        capture.winning_starts,
        capture.starts[0]
    );
    // The starts shown are winning starts, and the mouse's reply is a free node.
    let rounds = capture.capture_rounds.unwrap();
    assert!(rounds >= 1 && !capture.starts.is_empty());
    assert!(capture.winning_starts >= capture.starts.len());
    let mouse = capture.mouse.unwrap();
    assert!(!capture.starts[0].contains(mouse));
}

#[test]
fn the_cores_graph6_reads_nautys_files_as_the_reference_decoder_does() {
    // The core's parse_graph6 against this suite's own decoder (written from nauty's
    // formats.txt alone), on every connected graph of up to 8 nodes as nauty's geng writes
    // them, and to_graph6 gives back geng's exact text.
    let mut seen = 0;
    for file in [
        include_str!("data/connected-graphs-1-7.g6"),
        include_str!("data/connected-graphs-8.g6"),
    ] {
        for line in file
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let graph = parse_graph6(line).unwrap();
            assert_eq!(graph, support::cats::graph6(line), "{line}");
            assert_eq!(to_graph6(&graph).unwrap(), line);
            seen += 1;
        }
    }
    // 1 + 1 + 2 + 6 + 21 + 112 + 853 connected graphs on 1 to 7 nodes, 11,117 on 8.
    assert_eq!(seen, 996 + 11_117);
    // The issue's paste: the Petersen graph, which needs 3 cats.
    let petersen = parse_graph6("IheA@GUAo").unwrap();
    assert_eq!(petersen, support::cats::petersen());
    assert_eq!(
        cop_number(&petersen, CopOptions::default()).unwrap().cats,
        Some(3)
    );
    assert_eq!(
        parse_graph6(&to_graph6(&robertson()).unwrap()).unwrap(),
        robertson()
    );
}

#[test]
fn every_connected_graph_on_at_most_8_nodes_needs_at_most_two_cats() {
    // Baird et al. (2014), above: every graph on at most 9 nodes has cop number at most 2.
    // Nowakowski and Winkler (1983), Quilliot (1978): a connected graph has cop number 1
    // exactly when it is dismantlable. Sullivan, Townsend and Werzanski, "The 3x3 rooks graph
    // is the unique smallest graph with lazy cop number 3" (arXiv:1606.08485, 2016): a graph
    // on at most 8 nodes needs at most 2 lazy cops.
    let small = graph6_lines(include_str!("data/connected-graphs-1-7.g6"));
    let eight = graph6_lines(include_str!("data/connected-graphs-8.g6"));
    assert_eq!((small.len(), eight.len()), (996, 11_117)); // OEIS A001349
    let mut cop_win = 0;
    for g in small.iter().chain(&eight) {
        assert!(connected(g));
        let one = wins(g, 1, false);
        assert_eq!(one, dismantlable(g), "{g:?}");
        cop_win += usize::from(one);
        if !one {
            assert!(wins(g, 2, false), "{g:?}");
            assert!(wins(g, 2, true), "lazy {g:?}");
        }
        // One lazy cat is one cat.
        assert_eq!(wins(g, 1, true), one, "{g:?}");
    }
    println!("{cop_win} cop-win graphs of {}", small.len() + eight.len());
    assert!(cop_win > 1000 && cop_win < 12_000);
}

#[test]
fn random_graphs_on_10_nodes_need_three_cats_only_if_petersen() {
    // Baird et al. (2014), above: on 10 nodes, only the Petersen graph needs 3 cops. A graph
    // on 10 nodes that 2 cats lose must then be 3-regular with girth 5 (which makes it the
    // Petersen graph); relabelled copies of the Petersen graph are mixed in.
    let mut rng = Rng::new(10);
    let (mut graphs, mut petersens) = (0, 0);
    for i in 0..1500 {
        let g = if i % 100 == 0 {
            petersens += 1;
            relabel(&petersen(), &rng.permutation(10))
        } else {
            let (e, _) = support::random_graph_edges(&mut rng, 10);
            let g = support::adjacency(10, &e);
            if !connected(&g) {
                continue;
            }
            g
        };
        graphs += 1;
        let two = wins(&g, 2, false);
        let is_petersen = regular(&g) == Some(3) && girth(&g) == Some(5);
        assert_eq!(two, !is_petersen, "{g:?}");
    }
    assert_eq!(petersens, 15);
    assert!(graphs > 700, "{graphs}");
}

#[test]
fn the_research_graphs_have_their_published_order_degree_and_girth() {
    // Scotland Yard's taxi map: 199 stations, 343 taxi edges (the peer's matrix, read as it is).
    let sy = cats_graphs::scotland_yard_taxi();
    assert_eq!((sy.len(), edges(&sy), connected(&sy)), (199, 343, true));
    assert!(sy
        .iter()
        .enumerate()
        .all(|(a, l)| l.iter().all(|&b| sy[b].contains(&a) && b != a)));
    // K(7,3): C(7,3) = 35 nodes, C(4,3) = 4 disjoint triples each, girth 6.
    let k73 = cats_graphs::kneser(7, 3);
    assert_eq!(
        (k73.len(), regular(&k73), girth(&k73), connected(&k73)),
        (35, Some(4), Some(6), true)
    );
    // Hoffman and Singleton (1960): the (7,5)-cage, 50 nodes.
    let hs = cats_graphs::hoffman_singleton();
    assert_eq!(
        (hs.len(), regular(&hs), girth(&hs), connected(&hs)),
        (50, Some(7), Some(5), true)
    );
    // The (6,5)-cage, unique on 40 nodes (O'Keefe and Wong 1979), and a (5,5)-cage on 30
    // (the order of the four (5,5)-cages, Wong 1982).
    let c65 = cats_graphs::cage_6_5();
    assert_eq!(
        (c65.len(), regular(&c65), girth(&c65), connected(&c65)),
        (40, Some(6), Some(5), true)
    );
    let c55 = cats_graphs::cage_5_5();
    assert_eq!(
        (c55.len(), regular(&c55), girth(&c55), connected(&c55)),
        (30, Some(5), Some(5), true)
    );
}

#[test]
fn scotland_yards_taxi_map_needs_two_cats() {
    // The taxi map cannot be dismantled (Nowakowski and Winkler: so one cat does not suffice);
    // two cats do, from any start (the peer, lindensheehy/CopsAndRobbers's k_cops_4, agrees:
    // "2 Cop(s) CAN win this graph", one run on 2026-12-05). With two cats on 99 and 101 the
    // capture takes 15 rounds against the mouse's best start, node 28.
    let sy = cats_graphs::scotland_yard_taxi();
    assert!(!dismantlable(&sy));
    let answer = cop_number(&sy, CopOptions::default()).unwrap();
    assert_eq!((answer.cats, answer.tried), (Some(2), 2));
    let capture = answer.capture.unwrap();
    assert_eq!(capture.capture_rounds, Some(15));
    // every start of two cats wins: C(200, 2) multisets of 199 stations
    assert_eq!(capture.winning_starts, 19_900);
}

#[test]
fn the_kneser_graph_k73_needs_four_cats() {
    // Aigner and Fromme (1984): a graph of girth at least 5 needs at least its least degree
    // of cats, so K(7,3) (4-regular, girth 6) needs 4; 4 cats are enough.
    let answer = cop_number(&cats_graphs::kneser(7, 3), CopOptions::default()).unwrap();
    assert_eq!((answer.cats, answer.tried), (Some(4), 4));
    println!(
        "K(7,3), 4 cats: {:?}",
        answer.capture.unwrap().capture_rounds
    );
}

#[test]
fn the_robertson_graph_needs_four_cats() {
    // Turcotte and Yvon, "4-cop-win graphs have at least 19 vertices", Discrete Applied
    // Mathematics 301 (2021): the smallest graphs with cop number 4 have 19 nodes, the
    // Robertson graph among them. The Robertson graph is the unique (4,5)-cage (Robertson,
    // 1964): 19 nodes, 4-regular, girth 5, so these invariants identify it.
    let g = robertson();
    assert_eq!(
        (g.len(), edges(&g), regular(&g), girth(&g), connected(&g)),
        (19, 38, Some(4), Some(5), true)
    );
    let answer = cop_number(&g, CopOptions::default()).unwrap();
    assert_eq!((answer.cats, answer.tried), (Some(4), 4));
    let capture = answer.capture.unwrap();
    println!(
        "Robertson, 4 cats: {:?} rounds, {} optimal starts of {} winning",
        capture.capture_rounds,
        capture.starts.len(),
        capture.winning_starts
    );
}

#[test]
fn hypercubes_need_half_their_dimension_plus_one_cats() {
    // Maamoun and Meyniel, "On a game of policemen and robber", Discrete Applied Mathematics
    // 17 (1987): the hypercube Q_d has cop number ⌈(d + 1) / 2⌉.
    for d in 1..=5 {
        let g = hypercube(d);
        assert_eq!(edges(&g), d << (d - 1));
        let answer = cop_number(&g, CopOptions::default()).unwrap();
        assert_eq!(answer.cats, Some((d + 1).div_ceil(2)), "Q{d}");
    }
}

#[test]
fn k3_box_k3_needs_two_cats_but_three_lazy_ones() {
    // Sullivan, Townsend and Werzanski (arXiv:1606.08485, 2016), above: the 3×3 rooks graph
    // K3 □ K3 (9 nodes) is the unique smallest graph with lazy cop number 3; its cop number is
    // 2.
    let g = rook(3, 3);
    assert_eq!(strongly_regular(&g), Some((9, 4, 1, 2)));
    assert_eq!(cop_number(&g, options(false)).unwrap().cats, Some(2));
    let lazy = cop_number(&g, options(true)).unwrap();
    assert_eq!((lazy.cats, lazy.tried), (Some(3), 3));
}

#[test]
fn one_cat_catches_within_n_minus_4_rounds_and_some_graphs_take_that_long() {
    // Gavenčiak, "Cop-win graphs with maximum capture-time", Discrete Mathematics 310 (2010):
    // on a cop-win graph of n ≥ 7 nodes the capture time is at most n − 4 rounds, and this is
    // attained. (Bonato, Golovach, Hahn and Kratochvíl, "The capture time of a graph", Discrete
    // Mathematics 309 (2009), had n − 3 for n ≥ 5.) Checked on every connected graph of 7 and
    // 8 nodes; the graphs attaining it are counted, and one of each size kept below.
    let lines = |text: &'static str| -> Vec<&'static str> {
        text.lines()
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect()
    };
    let seven: Vec<&str> = lines(include_str!("data/connected-graphs-1-7.g6"))
        .into_iter()
        .filter(|l| l.starts_with('F'))
        .collect();
    let eight = lines(include_str!("data/connected-graphs-8.g6"));
    assert_eq!((seven.len(), eight.len()), (853, 11_117));
    for (n, graphs) in [(7, seven), (8, eight)] {
        let mut longest = Vec::new();
        for &text in &graphs {
            let g = support::cats::graph6(text);
            let Some(rounds) = capture_time(&g, 1, options(false)).unwrap().capture_rounds else {
                continue;
            };
            assert!(rounds as usize <= n - 4, "{text} takes {rounds} rounds");
            if rounds as usize == n - 4 {
                longest.push(text);
            }
        }
        println!(
            "{n} nodes: {} graphs take n − 4 rounds: {:?}",
            longest.len(),
            &longest[..longest.len().min(5)]
        );
        assert!(!longest.is_empty(), "{n} nodes");
    }
    // One graph of each size that takes n − 4 rounds, for the gallery: the densest found by
    // the sweeps (7 and 8 nodes above; `sweep_capture_times_of_one_cat` on nauty's connected
    // graphs: of the 261,080 on 9 nodes, 62 take 5 rounds; of the 11,716,571 on 10 nodes,
    // 2,258,314 are cop-win and 1,199 take 6 rounds, none more). Paths take ⌊n/2⌋ rounds,
    // which is n − 4 only up to 8 nodes.
    let extremal = [
        (EXTREMAL_7, 7, 7),
        (EXTREMAL_8, 8, 17),
        (EXTREMAL_9, 9, 23),
        (EXTREMAL_10, 10, 29),
    ];
    for (text, n, m) in extremal {
        let g = support::cats::graph6(text);
        assert_eq!((g.len(), edges(&g), connected(&g)), (n, m, true), "{text}");
        let capture = capture_time(&g, 1, options(false)).unwrap();
        assert_eq!(capture.capture_rounds, Some(n as u32 - 4), "{text}");
    }
}

/// A 7-node graph with 7 edges one cat needs 3 rounds on (graph6).
const EXTREMAL_7: &str = "FCQe_";
/// An 8-node graph with 17 edges one cat needs 4 rounds on (graph6).
const EXTREMAL_8: &str = "GEjur[";
/// A 9-node graph with 23 edges one cat needs 5 rounds on (graph6).
const EXTREMAL_9: &str = "HEhvvZZ";
/// A 10-node graph with 29 edges one cat needs 6 rounds on (graph6).
const EXTREMAL_10: &str = "IQyuvh{^W";

#[test]
fn one_cat_on_a_path_needs_half_its_length() {
    // By hand: the cat starts in the middle and walks to the mouse's end; a path of n nodes
    // takes ⌊n/2⌋ rounds (a capture on the cats' t-th move takes t rounds).
    for n in 1..=12 {
        let capture = capture_time(&path(n), 1, options(false)).unwrap();
        assert_eq!(capture.capture_rounds, Some(n as u32 / 2), "P{n}");
    }
}

/// Reads graph6 lines from the file named by `CATS_G6`, one at a time.
fn sweep(each: impl FnMut(&str, &[Vec<usize>])) {
    use std::io::BufRead;
    let mut each = each;
    let path = std::env::var("CATS_G6").expect("CATS_G6 names a graph6 file");
    let file = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    for line in file.lines() {
        let line = line.unwrap();
        if !line.is_empty() && !line.starts_with('#') {
            each(&line, &support::cats::graph6(&line));
        }
    }
}

#[test]
#[ignore = "needs CATS_G6: a graph6 file, e.g. every connected graph on 9 or 10 nodes"]
fn sweep_connected_graphs_for_three_cat_graphs() {
    // Baird et al. (2014): on at most 9 nodes every graph needs at most 2 cops; on 10 only the
    // Petersen graph needs 3. Sullivan et al. (2016): on 9 nodes only K3 □ K3 needs 3 lazy
    // cops. Prints the graphs that need more than 2 cats, lazy or not. Run on 2026-12-02 on
    // every connected graph of 9 nodes (261,080: none needs 3 cats, one needs 3 lazy cats,
    // K3 □ K3) and of 10 nodes (11,716,571, split in two files: one needs 3 cats, 3-regular of
    // girth 5: the Petersen graph), in 1 and 2 × 3.5 minutes.
    let (mut graphs, mut solved, mut three, mut lazy_three) = (0u64, 0u64, Vec::new(), Vec::new());
    sweep(|text, g| {
        graphs += 1;
        // Two nodes that dominate the graph win at once, lazy or not: the mouse must start next
        // to one of them.
        let n = g.len();
        let dominated = (0..n).any(|u| {
            (u..n)
                .any(|v| (0..n).all(|x| x == u || x == v || g[x].contains(&u) || g[x].contains(&v)))
        });
        if dominated {
            return;
        }
        solved += 1;
        if !wins(g, 2, false) {
            eprintln!("needs 3 cats: {text}");
            three.push(g.to_vec());
        }
        if g.len() <= 9 && !wins(g, 2, true) {
            eprintln!("needs 3 lazy cats: {text}");
            lazy_three.push(g.to_vec());
        }
    });
    println!(
        "{graphs} graphs ({solved} with no dominating pair solved); need 3 cats: {three:?}; \
         need 3 lazy cats: {lazy_three:?}"
    );
    assert!(three
        .iter()
        .all(|g| g.len() == 10 && regular(g) == Some(3) && girth(g) == Some(5)));
    assert!(three.len() <= 1 && lazy_three.len() <= 1);
    // K3 □ K3 is the unique strongly regular graph with parameters (9, 4, 1, 2) (the Paley
    // graph of order 9), which these checks identify.
    assert!(lazy_three
        .iter()
        .all(|g| strongly_regular(g) == Some((9, 4, 1, 2))));
}

/// The parameters (n, k, λ, μ) of a strongly regular graph, or `None`.
fn strongly_regular(g: &[Vec<usize>]) -> Option<(usize, usize, usize, usize)> {
    let k = regular(g)?;
    let (mut lambda, mut mu) = (None, None);
    for a in 0..g.len() {
        for b in a + 1..g.len() {
            let common = g[a].iter().filter(|x| g[b].contains(x)).count();
            let slot = if g[a].contains(&b) {
                &mut lambda
            } else {
                &mut mu
            };
            if *slot.get_or_insert(common) != common {
                return None;
            }
        }
    }
    Some((g.len(), k, lambda?, mu?))
}

#[test]
#[ignore = "needs CATS_G6: a graph6 file, e.g. every connected graph on 9 or 10 nodes"]
fn sweep_capture_times_of_one_cat() {
    // Gavenčiak (2010): one cat catches within n − 4 rounds for n ≥ 7, and some graphs take
    // that long. Prints the graphs that do.
    let (mut graphs, mut cop_win, mut longest) = (0u64, 0u64, Vec::new());
    sweep(|text, g| {
        graphs += 1;
        let Some(rounds) = capture_time(g, 1, options(false)).unwrap().capture_rounds else {
            return;
        };
        cop_win += 1;
        assert!(
            rounds as usize + 4 <= g.len(),
            "{text} takes {rounds} rounds"
        );
        if rounds as usize + 4 == g.len() {
            longest.push((text.to_string(), edges(g)));
        }
    });
    println!(
        "{graphs} graphs, {cop_win} cop-win; {} take n − 4 rounds: {longest:?}",
        longest.len()
    );
    assert!(!longest.is_empty());
}
