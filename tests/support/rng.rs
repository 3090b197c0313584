//! The one seeded random generator of the tests and benchmarks, and the random graphs drawn
//! with it (tests/support, tests/baselines.rs and benches/common include this file), so that a
//! seed means the same instances everywhere.
#![allow(dead_code)] // each includer uses part of it

/// xorshift64*: small, seeded, reproducible, no dependency.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (any value; 0 is remapped).
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15 | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 11) % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        ((self.next_u64() >> 11) as f64 / (1u64 << 53) as f64) < p
    }

    /// A random undirected graph on `n` nodes, each pair `a < b` joined with probability `p`
    /// (not always connected); neighbour lists ascending.
    pub fn pairs_graph(&mut self, n: usize, p: f64) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if self.chance(p) {
                    adj[a].push(b);
                    adj[b].push(a);
                }
            }
        }
        for list in &mut adj {
            list.sort_unstable();
        }
        adj
    }

    /// A random connected graph on `n` nodes with about `n · degree / 2` edges (at least the
    /// tree's `n − 1`): a random tree (each node joined to an earlier one), then distinct random
    /// extra edges, no loops; neighbour lists ascending.
    pub fn connected_graph(&mut self, n: usize, degree: usize) -> Vec<Vec<usize>> {
        let mut adj = vec![Vec::new(); n];
        let mut edges = std::collections::BTreeSet::new();
        let mut add = |a: usize, b: usize, adj: &mut Vec<Vec<usize>>| {
            let new = a != b && edges.insert((a.min(b), a.max(b)));
            if new {
                adj[a].push(b);
                adj[b].push(a);
            }
            new
        };
        for v in 1..n {
            let u = self.below(v);
            add(u, v, &mut adj);
        }
        let mut count = n.saturating_sub(1);
        while count < n * degree / 2 {
            let (a, b) = (self.below(n), self.below(n));
            if add(a, b, &mut adj) {
                count += 1;
            }
        }
        for list in &mut adj {
            list.sort_unstable();
        }
        adj
    }

    /// A uniformly random permutation of `0..n`.
    pub fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
        v
    }
}
