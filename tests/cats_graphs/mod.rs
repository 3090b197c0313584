//! Research-size graphs for Cops and Robbers, built from their published constructions:
//! Scotland Yard's taxi map (tests/data), the Kneser graph K(7,3), the Hoffman–Singleton graph
//! and the cages cut out of it. tests/cats_published.rs checks their order, degree and girth;
//! benches/cops_peer.rs times the solver on them.
#![allow(dead_code)]

/// Scotland Yard's taxi map, 199 stations and 343 edges, read from
/// tests/data/scotland-yard-taxi.txt (line i: the stations one taxi ride from station i).
pub fn scotland_yard_taxi() -> Vec<Vec<usize>> {
    let text = include_str!("../data/scotland-yard-taxi.txt");
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            line.split_whitespace()
                .map(|b| b.parse().expect("a station number"))
                .collect()
        })
        .collect()
}

/// The Kneser graph K(n, k): the k-subsets of {0, …, n − 1} (in lexicographic order), two
/// adjacent when disjoint. K(7,3) has 35 nodes, is 4-regular and has girth 6.
pub fn kneser(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut sets: Vec<u32> = (0u32..1 << n)
        .filter(|s| s.count_ones() as usize == k)
        .collect();
    // Lexicographic order of the subsets as sorted lists.
    sets.sort_by_key(|s| {
        (0..n)
            .map(|i| u8::from(s & (1 << i) == 0))
            .collect::<Vec<_>>()
    });
    sets.iter()
        .map(|&a| (0..sets.len()).filter(|&j| sets[j] & a == 0).collect())
        .collect()
}

/// Robertson's construction of the Hoffman–Singleton graph (Robertson 1969; as in Brouwer and
/// Haemers, *Spectra of Graphs*, §9.1.7), with the pentagons and pentagrams `kept`: five
/// pentagons P₀…P₄ (node j of Pₕ next to j ± 1 mod 5) and five pentagrams Q₀…Q₄ (node j of Qᵢ
/// next to j ± 2 mod 5), node j of Pₕ joined to node h·i + j (mod 5) of Qᵢ. With everything
/// kept: 50 nodes, 7-regular, girth 5. Node ids: the kept pentagons' nodes first, then the
/// kept pentagrams', five each in order.
pub fn hoffman_singleton_part(pentagons: &[usize], pentagrams: &[usize]) -> Vec<Vec<usize>> {
    let p = |slot: usize, j: usize| 5 * slot + j % 5;
    let q = |slot: usize, j: usize| 5 * pentagons.len() + 5 * slot + j % 5;
    let mut adj = vec![Vec::new(); 5 * (pentagons.len() + pentagrams.len())];
    for (ph, &h) in pentagons.iter().enumerate() {
        for j in 0..5 {
            adj[p(ph, j)].push(p(ph, j + 1));
            adj[p(ph, j)].push(p(ph, j + 4));
            for (qi, &i) in pentagrams.iter().enumerate() {
                let other = q(qi, h * i + j);
                adj[p(ph, j)].push(other);
                adj[other].push(p(ph, j));
            }
        }
    }
    for qi in 0..pentagrams.len() {
        for j in 0..5 {
            adj[q(qi, j)].push(q(qi, j + 2));
            adj[q(qi, j)].push(q(qi, j + 3));
        }
    }
    for list in &mut adj {
        list.sort_unstable();
    }
    adj
}

/// The Hoffman–Singleton graph: 50 nodes, 7-regular, girth 5 (the (7,5)-cage).
pub fn hoffman_singleton() -> Vec<Vec<usize>> {
    hoffman_singleton_part(&[0, 1, 2, 3, 4], &[0, 1, 2, 3, 4])
}

/// The (6,5)-cage (O'Keefe and Wong 1979: unique, 40 nodes): the Hoffman–Singleton graph less
/// a Petersen graph, here P₀ with Q₀ (node j of P₀ is joined to node j of Q₀). Every node left
/// loses one neighbour: 6-regular, girth 5, 40 nodes, which identify it.
pub fn cage_6_5() -> Vec<Vec<usize>> {
    hoffman_singleton_part(&[1, 2, 3, 4], &[1, 2, 3, 4])
}

/// A (5,5)-cage: the Hoffman–Singleton graph less two pentagons and two pentagrams (P₀, P₁,
/// Q₀, Q₁), so every node left loses two neighbours: 30 nodes, 5-regular, girth 5. 30 is the
/// order of the (5,5)-cages (Robertson; Wong 1982: there are four), so this is one of them.
pub fn cage_5_5() -> Vec<Vec<usize>> {
    hoffman_singleton_part(&[2, 3, 4], &[2, 3, 4])
}
