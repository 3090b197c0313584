//! Dismantling (corners removed one at a time) against the solver and the published counts, on
//! every connected graph of up to 8 nodes; the cat's strategy that follows the dismantling,
//! played against every reply of the mouse.

mod support;

use cat_mouse::{capture_time, corners, dismantle, CopOptions, Dismantling};
use support::cats::{dismantlable, graph6_lines};

fn options() -> CopOptions {
    CopOptions {
        max_cats: 1,
        ..CopOptions::default()
    }
}

fn every_small_graph() -> Vec<Vec<Vec<usize>>> {
    let mut all = graph6_lines(include_str!("data/connected-graphs-1-7.g6"));
    all.extend(graph6_lines(include_str!("data/connected-graphs-8.g6")));
    all
}

/// Checks a dismantling step by step: each corner is a corner of the graph left, its
/// dominator is there and dominates it, and no corner is left at the end unless one node is.
fn check_steps(graph: &[Vec<usize>], d: &Dismantling) -> Result<(), String> {
    let n = graph.len();
    let mut gone = vec![false; n];
    for (i, r) in d.removals().iter().enumerate() {
        let here = corners(graph, &gone).map_err(|e| e.to_string())?;
        if here.first() != Some(r) {
            return Err(format!(
                "step {i}: {r:?} is not the smallest corner of {here:?}"
            ));
        }
        gone[r.corner as usize] = true;
    }
    let left: Vec<u32> = (0..n as u32).filter(|&x| !gone[x as usize]).collect();
    if left != d.rest() {
        return Err(format!("rest {:?}, left {left:?}", d.rest()));
    }
    if left.len() > 1 && !corners(graph, &gone).unwrap().is_empty() {
        return Err("stopped with a corner left".into());
    }
    Ok(())
}

#[test]
fn dismantlable_exactly_when_one_cat_wins_and_the_published_counts() {
    // Connected graphs on n nodes that are cop-win: 1, 1, 2, 5, 16, 68, 403, 3,791 for n = 1
    // to 8 (consistent with Baird et al. 2014; OEIS A001349 counts the connected graphs).
    let mut cop_win = [0usize; 9];
    for g in every_small_graph() {
        let d = dismantle(&g).unwrap();
        check_steps(&g, &d).unwrap_or_else(|e| panic!("{g:?}: {e}"));
        assert_eq!(d.cop_win(), dismantlable(&g), "{g:?}");
        let solver = capture_time(&g, 1, options()).unwrap().capture_rounds;
        if g.len() > 1 {
            assert_eq!(d.cop_win(), solver.is_some(), "{g:?}");
        }
        cop_win[g.len()] += usize::from(d.cop_win());
    }
    assert_eq!(cop_win[1..], [1, 1, 2, 5, 16, 68, 403, 3791]);
}

#[test]
fn the_check_of_the_steps_catches_a_planted_mistake() {
    // A dismantling whose first removal is swapped for a node that is not a corner fails the
    // step check: the check above can fail.
    let g = vec![vec![1, 2], vec![0, 2, 3], vec![0, 1], vec![1]];
    let d = dismantle(&g).unwrap();
    assert!(check_steps(&g, &d).is_ok());
    // The same graph with nodes 0 and 1 swapped: node 1 is now the leaf's neighbour...
    let relabelled = vec![vec![1, 2, 3], vec![0, 2], vec![0, 1], vec![0]];
    // ...so the old order (0 first, dominated by 1) is wrong there.
    assert!(check_steps(&relabelled, &d).is_err());
}

/// Plays the strategy against every line of the mouse, depth first, and returns the most cat
/// moves to the capture (panics if a line lasts longer than `bound`).
fn longest_line(
    d: &Dismantling,
    g: &[Vec<usize>],
    level: usize,
    cat: u32,
    mouse: u32,
    bound: u32,
) -> u32 {
    assert!(bound > 0, "the strategy ran past its bound");
    let (level, cat) = d.cat_move(level, cat, mouse);
    if cat == mouse {
        assert_eq!(level, 0);
        return 1;
    }
    std::iter::once(mouse as usize)
        .chain(g[mouse as usize].iter().copied())
        .filter(|&to| to != cat as usize)
        .map(|to| 1 + longest_line(d, g, level, cat, to as u32, bound - 1))
        .max()
        .expect("the mouse may stay")
}

/// Checks the strategy's line against the mouse's best defence: as many rounds as the
/// strategy's time, each cat move the strategy's, each mouse move a legal one, a capture last.
fn check_line(d: &Dismantling, g: &[Vec<usize>], rounds: u32) {
    let (time, line) = d.strategy_line().unwrap().unwrap();
    assert_eq!(line.len() as u32, rounds, "{g:?}");
    let (mut level, mut cat, mut mouse) = (d.removals().len(), time.cat, time.mouse.unwrap());
    for (i, step) in line.iter().enumerate() {
        assert_eq!(
            (step.level, step.cat),
            d.cat_move(level, cat, mouse),
            "{g:?}"
        );
        (level, cat) = (step.level, step.cat);
        match step.mouse {
            Some(to) => {
                assert!(i + 1 < line.len() && d.mouse_moves(cat, mouse).contains(&to));
                mouse = to;
            }
            None => assert!(i + 1 == line.len() && cat == mouse, "{g:?}"),
        }
    }
}

#[test]
fn the_strategy_catches_within_its_time_and_never_beats_the_solver() {
    // On every cop-win graph up to 7 nodes, every line of the mouse (by brute force) ends in a
    // capture within the strategy's time, and some line takes exactly that long; and that time
    // is at least the solver's capture time, the best over every strategy and start.
    let (mut equal, mut longer) = (0, 0);
    for g in graph6_lines(include_str!("data/connected-graphs-1-7.g6")) {
        let d = dismantle(&g).unwrap();
        let Some(t) = d.strategy_time().unwrap() else {
            continue;
        };
        if g.len() == 1 {
            assert_eq!(t.rounds, 0);
            continue;
        }
        let top = d.removals().len();
        let played = (0..g.len() as u32)
            .filter(|&m| m != t.cat)
            .map(|m| longest_line(&d, &g, top, t.cat, m, t.rounds))
            .max()
            .unwrap();
        assert_eq!(played, t.rounds, "{g:?}");
        check_line(&d, &g, t.rounds);
        let best = capture_time(&g, 1, options())
            .unwrap()
            .capture_rounds
            .unwrap();
        assert!(
            t.rounds >= best,
            "{g:?}: strategy {} < solver {best}",
            t.rounds
        );
        if t.rounds == best {
            equal += 1;
        } else {
            longer += 1;
        }
    }
    println!("the strategy matched the capture time on {equal} graphs, took longer on {longer}");
    assert!(equal > 0 && longer > 0);
}

#[test]
fn capture_time_of_cop_win_graphs_is_at_most_n_minus_4_from_7_nodes() {
    // Gavenčiak (2010), Bonato et al. (2009): a cop-win graph on n >= 7 nodes has capture time
    // at most n - 4, and the bound is attained. Here for n = 7 and 8, with the count attaining it.
    let mut most = [0u32; 9];
    let mut attaining = [0usize; 9];
    for g in every_small_graph().into_iter().filter(|g| g.len() >= 7) {
        if !dismantle(&g).unwrap().cop_win() {
            continue;
        }
        let rounds = capture_time(&g, 1, options())
            .unwrap()
            .capture_rounds
            .unwrap();
        let n = g.len();
        if rounds > most[n] {
            (most[n], attaining[n]) = (rounds, 0);
        }
        attaining[n] += usize::from(rounds == most[n]);
    }
    assert_eq!((most[7], most[8]), (3, 4));
    println!(
        "capture time n - 4 attained by {} graphs on 7 nodes, {} on 8",
        attaining[7], attaining[8]
    );
    assert!(attaining[7] > 0 && attaining[8] > 0);
}
