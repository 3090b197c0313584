//! Criterion benchmarks of the solver (native): our solver, the textbook retrograde solver and the
//! floor sweep on the textbook sizes and a few large instances, plus the LeetCode entry points
//! end to end. Each benchmark checks its answer once before timing it.
//!
//! `cargo bench --bench solve`. The full side-by-side table is `benches/side_by_side.rs`.
#![allow(missing_docs)]

mod common;

use std::hint::black_box;
use std::time::Duration;

use cat_mouse::{can_mouse_win, cat_mouse_game, solve, Game};
use common::{textbook, Built, Instance, Size, Spec};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

/// The large instances criterion also times (the side-by-side table has them all).
const LARGE: [&str; 3] = ["graph-1000-d8", "open-32x32-j8", "maze-32x32-j2"];

fn bench_game<G: Game>(c: &mut Criterion, inst: &Instance, game: &G) {
    let table = solve(game);
    common::assert_same(&inst.name, &table, &textbook::solve(game));
    let bytes = common::floor_table(game.places());
    let mut group = c.benchmark_group(inst.name.as_str());
    if inst.size == Size::Large {
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(3));
    }
    group.warm_up_time(Duration::from_millis(500));
    group.bench_function("ours", |b| b.iter(|| solve(black_box(game))));
    group.bench_function("textbook", |b| b.iter(|| textbook::solve(black_box(game))));
    group.bench_function("floor", |b| {
        b.iter(|| common::floor_sweep(black_box(game), black_box(&bytes)))
    });
    group.finish();
}

fn solvers(c: &mut Criterion) {
    for inst in common::instances() {
        if inst.size == Size::Large && !LARGE.contains(&inst.name.as_str()) {
            continue;
        }
        match inst.build() {
            Built::Graph(g) => bench_game(c, &inst, &g),
            Built::Grid(g) => bench_game(c, &inst, &g),
        }
    }
}

/// The LeetCode entry points (validation + solve + answer) at textbook sizes.
fn leetcode(c: &mut Criterion) {
    let mut group = c.benchmark_group("leetcode");
    for inst in common::instances() {
        if inst.size != Size::Textbook {
            continue;
        }
        match &inst.spec {
            Spec::Graph(adj) => {
                cat_mouse_game(adj).expect("valid graph");
                group.bench_with_input(
                    BenchmarkId::new("cat_mouse_game", &inst.name),
                    adj,
                    |b, adj| b.iter(|| cat_mouse_game(black_box(adj))),
                );
            }
            Spec::Grid(rows, jump) => {
                can_mouse_win(rows, *jump, *jump).expect("valid grid");
                group.bench_with_input(
                    BenchmarkId::new("can_mouse_win", &inst.name),
                    rows,
                    |b, rows| b.iter(|| can_mouse_win(black_box(rows), *jump, *jump)),
                );
            }
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(Duration::from_secs(2)).warm_up_time(Duration::from_millis(500));
    targets = solvers, leetcode
}
criterion_main!(benches);
